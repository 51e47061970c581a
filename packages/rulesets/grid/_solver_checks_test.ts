import assert from "node:assert/strict";
import fc from "fast-check";
import {
  checkMaxNodes,
  checkOptions,
  checkProgress,
  checkSharing,
  checkSlotCount,
  checkValueCells,
  MAX_TABLE_SLOTS,
  sharedTableSlots,
  solution,
  tableSlots,
} from "./_solver_checks.ts";

Deno.test("solution() names the outcome by who wins moving first", async (t) => {
  const rows: [left: string | undefined, right: string | undefined, outcome: string][] = [
    ["a", "b", "N"],
    ["a", undefined, "L"],
    [undefined, "b", "R"],
    [undefined, undefined, "P"],
  ];
  for (const [left, right, outcome] of rows) {
    await t.step(`${left} ${right}: ${outcome}`, () => {
      const s = solution(left, right, 7);
      assert.equal(s.outcome, outcome);
      assert.equal(s.leftFirst, left !== undefined);
      assert.equal(s.rightFirst, right !== undefined);
      // A move only where that player wins: no key for a player who loses.
      assert.equal("leftMove" in s, left !== undefined);
      assert.equal("rightMove" in s, right !== undefined);
      assert.equal(s.nodes, 7);
    });
  }
});

Deno.test("tableSlots() rounds down to a power of two from 1024 to 2^26", async (t) => {
  await t.step("agrees with the greatest power of two at most the entries", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1024, max: 2 ** 30 }), (entries) => {
        let slots = 1;
        while (slots * 2 <= Math.min(entries, MAX_TABLE_SLOTS)) slots *= 2;
        assert.equal(tableSlots("size it", entries), slots);
      }),
      { seed: 11_2026, numRuns: 200 },
    );
  });
  await t.step("refuses fewer than 1024 entries and non-integers with a RangeError", () => {
    for (const bad of [1023, 0, -1, 1024.5, NaN, Infinity]) {
      assert.throws(
        () => tableSlots("size it", bad),
        (e) =>
          e instanceof RangeError &&
          e.message ===
            `Cannot size it: maxTableEntries must be an integer of at least 1024, received ${bad}`,
      );
    }
  });
});

Deno.test("sharedTableSlots() refuses a non-number with a TypeError", () => {
  assert.throws(
    () => sharedTableSlots("share it", "1024"),
    (e) =>
      e instanceof TypeError &&
      e.message === 'Cannot share it: maxTableEntries must be a number, received "1024"',
  );
  assert.equal(sharedTableSlots("share it", 3000), 2048);
});

Deno.test("the option checks throw in the library's form", async (t) => {
  const rows: [name: string, call: () => unknown, type: typeof Error, message: string][] = [
    [
      "checkOptions() of null",
      () => checkOptions("make it", null, []),
      TypeError,
      "Cannot make it: options must be an object, received null",
    ],
    [
      "checkOptions() of a string count",
      () => checkOptions("make it", { maxNodes: "5" }, ["maxNodes"]),
      TypeError,
      'Cannot make it: maxNodes must be a number, received "5"',
    ],
    [
      "checkMaxNodes() of 0",
      () => checkMaxNodes("make it", 0),
      RangeError,
      "Cannot make it: maxNodes must be a positive integer, received 0",
    ],
    [
      "checkSlotCount() of a string",
      () => checkSlotCount("size it", "8"),
      TypeError,
      'Cannot size it: slots must be a number, received "8"',
    ],
    [
      "checkSlotCount() of -1",
      () => checkSlotCount("size it", -1),
      RangeError,
      "Cannot size it: slots must be a non-negative integer, received -1",
    ],
    [
      "checkProgress() of a number",
      () => checkProgress("make it", 3),
      TypeError,
      "Cannot make it: onProgress must be a function, received 3",
    ],
    [
      "checkValueCells() past its most",
      () => checkValueCells("make it", 17, 16),
      RangeError,
      "Cannot make it: valueCells must be an integer from 0 to 16, received 17",
    ],
    [
      "checkSharing() of memory it does not accept",
      () => checkSharing("make it", sharing(0, 1), () => false, "makeMemory"),
      TypeError,
      "Cannot make it: sharing must be { memory, thread, threads, poll } with memory from makeMemory, received an object",
    ],
    [
      "checkSharing() of a thread out of range",
      () => checkSharing("make it", sharing(2, 2), () => true, "makeMemory"),
      RangeError,
      "Cannot make it: sharing.thread must be an integer from 0 to sharing.threads - 1, received 2 of 2",
    ],
  ];
  for (const [name, call, type, message] of rows) {
    await t.step(name, () => {
      assert.throws(call, (e) => e instanceof type && (e as Error).message === message);
    });
  }
  await t.step("each returns what it was given when it is right", () => {
    assert.equal(checkMaxNodes("make it", 5), 5);
    assert.equal(checkValueCells("make it", 0, 16), 0);
    assert.equal(checkSharing("make it", undefined, () => false, "makeMemory"), undefined);
    const good = sharing(1, 2);
    assert.equal(checkSharing("make it", good, () => true, "makeMemory"), good);
  });
});

/** A sharing of a small memory for thread `thread` of `threads`. */
function sharing(thread: number, threads: number) {
  return { memory: new SharedArrayBuffer(8), thread, threads };
}
