import assert from "node:assert/strict";
import fc from "fast-check";
import { BUSY_BYTES, BUSY_SLOTS, busyView, enterBusy, isBusy, leaveBusy } from "./_busy_table.ts";
import { BUSY_HAMMER_COUNTS, busyHashOf } from "./testdata/busy_table_hashes.ts";

/** A fresh busy table on its own shared memory. */
function freshBusy(): Int32Array {
  return busyView(new SharedArrayBuffer(BUSY_BYTES));
}

Deno.test("enterBusy()", async (t) => {
  await t.step("marks a board busy until every thread that entered it has left", () => {
    const busy = freshBusy();
    const hash = busyHashOf(0);
    assert.equal(isBusy(busy, hash), false);
    enterBusy(busy, hash);
    enterBusy(busy, hash);
    assert.equal(isBusy(busy, hash), true);
    assert.equal(isBusy(busy, busyHashOf(1)), false);
    leaveBusy(busy, hash);
    assert.equal(isBusy(busy, hash), true);
    leaveBusy(busy, hash);
    assert.equal(isBusy(busy, hash), false);
    assert.ok(busy.every((count) => count === 0));
  });

  await t.step("takes the count from the hash's top 16 bits, the table's bucket aside", () => {
    const busy = freshBusy();
    assert.equal(busy.length, BUSY_SLOTS);
    enterBusy(busy, 0x1234_ffff);
    assert.equal(isBusy(busy, 0x1234_0000), true); // same top bits: the same count
    assert.equal(isBusy(busy, 0x1235_ffff), false);
    enterBusy(busy, -1); // all bits set: the last count
    assert.deepEqual([busy[0x1234], busy[BUSY_SLOTS - 1]], [1, 1]);
  });

  await t.step("agrees with a map of counts on random enters and leaves", () => {
    // The slow twin: per hash's count, how many boards of it are held.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 8 })), { maxLength: 80 }),
        (steps) => {
          const busy = freshBusy();
          const model = new Map<number, number>();
          const held: number[] = [];
          for (const [enter, k] of steps) {
            if (enter || held.length === 0) {
              enterBusy(busy, busyHashOf(k));
              held.push(k);
              model.set(k % BUSY_HAMMER_COUNTS, (model.get(k % BUSY_HAMMER_COUNTS) ?? 0) + 1);
            } else {
              const [left] = held.splice(k % held.length, 1);
              leaveBusy(busy, busyHashOf(left));
              model.set(left % BUSY_HAMMER_COUNTS, model.get(left % BUSY_HAMMER_COUNTS)! - 1);
            }
            for (let b = 0; b < 9; b++) {
              assert.equal(
                isBusy(busy, busyHashOf(b)),
                (model.get(b % BUSY_HAMMER_COUNTS) ?? 0) > 0,
              );
            }
          }
        },
      ),
      { seed: 1996, numRuns: 300 },
    );
  });

  await t.step(
    "keeps every held board busy and the counts balanced while two workers hammer three counts",
    async () => {
      const memory = new SharedArrayBuffer(BUSY_BYTES);
      const busy = busyView(memory);
      // stop, running, rounds, failed checks
      const control = new Int32Array(new SharedArrayBuffer(16));
      const url = new URL("./testdata/busy_table_hammer.ts", import.meta.url);
      const workers = [1, 2].map(() => new Worker(url, { type: "module" }));
      const finished = workers.map((w) =>
        new Promise<void>((resolve, reject) => {
          w.onmessage = () => resolve();
          w.onerror = (e) => {
            e.preventDefault();
            reject(new Error(e.message));
          };
        })
      );
      workers.forEach((w, i) => w.postMessage({ memory, control, seed: 777 + i }));
      let failed = 0;
      try {
        const until = Date.now() + 20_000;
        while (Atomics.load(control, 1) < 2 && Date.now() < until) {
          await new Promise((r) => setTimeout(r, 5));
        }
        assert.equal(Atomics.load(control, 1), 2, "the workers did not start");
        // This thread holds a board and checks that it reads busy while the workers churn; on
        // until the workers have made 2,000,000 rounds (a generous bound on this thread's).
        let rounds = 0;
        while (
          rounds < 100_000 || (Atomics.load(control, 2) < 2_000_000 && rounds < 50_000_000)
        ) {
          const hash = busyHashOf(rounds);
          enterBusy(busy, hash);
          if (!isBusy(busy, hash)) failed++;
          leaveBusy(busy, hash);
          rounds++;
        }
      } finally {
        Atomics.store(control, 0, 1);
        await Promise.allSettled(finished);
        for (const w of workers) w.terminate();
      }
      assert.equal(failed, 0);
      assert.equal(Atomics.load(control, 3), 0, "a worker's held board read as not busy");
      // Every thread left what it entered: no count is left over, none went below 0.
      assert.ok(busy.every((count) => count === 0), "a count left over");
    },
  );
});
