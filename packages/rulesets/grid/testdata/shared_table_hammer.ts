// A worker of _shared_table_test.ts: stores entries of random keys into a few buckets of a shared
// table as fast as it can, until told to stop, and counts its stores: keys below `keys` (default
// HAMMER_KEYS) into `buckets` buckets (default HAMMER_BUCKETS), key k into bucket k % buckets.
import { storeShared, tableViews } from "../_shared_table.ts";
import { entryOf, HAMMER_BUCKETS, HAMMER_KEYS } from "./shared_table_keys.ts";

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: string): void;
};

scope.onmessage = (
  event: MessageEvent<
    {
      memory: SharedArrayBuffer;
      control: Int32Array;
      seed: number;
      keys?: number;
      buckets?: number;
    }
  >,
) => {
  const { memory, control, seed, keys = HAMMER_KEYS, buckets = HAMMER_BUCKETS } = event.data;
  const table = tableViews(memory);
  let state = seed >>> 0 || 1;
  let stores = 0;
  Atomics.add(control, 1, 1); // running
  while (Atomics.load(control, 0) === 0) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const key = (state >>> 0) % keys;
    const { lo, hi, bits } = entryOf(key);
    const slot = 2 * (key % buckets);
    storeShared(table, slot, lo, hi, bits, (state >>> 8) & 0xffff);
    // The count of stores so far, published every 4,096 so the reader can read until enough.
    if ((++stores & 4095) === 0) Atomics.add(control, 2, 4096);
  }
  Atomics.add(control, 2, stores & 4095);
  scope.postMessage("done");
};
