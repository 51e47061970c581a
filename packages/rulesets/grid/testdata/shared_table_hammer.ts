// A worker of _shared_table_test.ts: stores entries of random keys into a few buckets of a shared
// table as fast as it can, until told to stop, and counts its stores.
import { storeShared, tableViews } from "../_shared_table.ts";
import { entryOf, HAMMER_BUCKETS, HAMMER_KEYS } from "./shared_table_keys.ts";

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: string): void;
};

scope.onmessage = (
  event: MessageEvent<{ memory: SharedArrayBuffer; control: Int32Array; seed: number }>,
) => {
  const { memory, control, seed } = event.data;
  const table = tableViews(memory);
  let state = seed >>> 0 || 1;
  let stores = 0;
  Atomics.add(control, 1, 1); // running
  while (Atomics.load(control, 0) === 0) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const key = (state >>> 0) % HAMMER_KEYS;
    const { lo, hi, bits } = entryOf(key);
    const slot = 2 * (key % HAMMER_BUCKETS);
    storeShared(table, slot, lo, hi, bits, (state >>> 8) & 0xffff);
    stores++;
  }
  Atomics.add(control, 2, stores);
  scope.postMessage("done");
};
