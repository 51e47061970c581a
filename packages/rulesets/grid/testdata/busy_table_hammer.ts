// A worker of _busy_table_test.ts: enters and leaves boards of a few hashes in a busy table as
// fast as it can, up to three held at once (as a search holds the nodes of its path), until told
// to stop, checking that every board it holds reads as busy; counts its rounds and failed checks.
import { busyView, enterBusy, isBusy, leaveBusy } from "../_busy_table.ts";
import { busyHashOf } from "./busy_table_hashes.ts";

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: string): void;
};

scope.onmessage = (
  event: MessageEvent<{ memory: SharedArrayBuffer; control: Int32Array; seed: number }>,
) => {
  const { memory, control, seed } = event.data;
  const busy = busyView(memory);
  let state = seed >>> 0 || 1;
  let rounds = 0;
  Atomics.add(control, 1, 1); // running
  const held: number[] = [];
  while (Atomics.load(control, 0) === 0) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    if (held.length < 3 && (state & 1) === 0) {
      const hash = busyHashOf(state >>> 1);
      enterBusy(busy, hash);
      held.push(hash);
    } else if (held.length > 0) {
      leaveBusy(busy, held.pop()!);
    }
    for (const hash of held) if (!isBusy(busy, hash)) Atomics.add(control, 3, 1);
    if ((++rounds & 4095) === 0) Atomics.add(control, 2, 4096);
  }
  for (const hash of held) leaveBusy(busy, hash);
  scope.postMessage("done");
};
