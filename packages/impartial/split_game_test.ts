import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver } from "./grundy.ts";
import { splitBlockValues } from "./_split_blocks.ts";
import { splitGame, splitGameGrundy, splitGameOutcome } from "./split_game.ts";

/** The value of one pile by the generic solver over lists of piles. */
function solverValues(limit: number, minPile: number): number[] {
  const solver = new GrundySolver(splitGame(minPile));
  return Array.from({ length: limit + 1 }, (_, n) => solver.grundy([n]));
}

Deno.test("splitGame() lists every split of every splittable pile", () => {
  const game = splitGame(3);
  const keys = [...game.options([2, 4, 5])].map((p) => game.key!(p));
  // 4 -> 2+2, 1+1+2, 1+1+1+1; 5 -> 2+3, 1+2+2, 1+1+1+2, 1+1+1+1+1; the 2 is too small.
  assert.deepEqual(keys, [
    "2,2,2,5",
    "1,1,2,2,5",
    "1,1,1,1,2,5",
    "2,2,3,4",
    "1,2,2,2,4",
    "1,1,1,2,2,4",
    "1,1,1,1,1,2,4",
  ]);
});

Deno.test("splitGameGrundy() agrees with the generic solver for every F", () => {
  // Slow twin: GrundySolver over whole positions (lists of piles), n <= 22, F = 1..24.
  for (let minPile = 1; minPile <= 24; minPile++) {
    const expected = solverValues(22, minPile);
    assert.deepEqual([...splitGameGrundy(22, minPile)], expected, `F = ${minPile}`);
    assert.deepEqual(
      [...splitGameGrundy(22, minPile, { method: "plain" })],
      expected,
      `F = ${minPile}`,
    );
  }
});

Deno.test("splitGameGrundy() gives the same table with the blocks and the plain method", () => {
  // Tables up to 2500 cross several bit-set chunks (64, 125, 247, 491, 979, 1955).
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2500 }), fc.integer({ min: 1, max: 2600 }), (n, f) => {
      assert.deepEqual(splitGameGrundy(n, f), splitGameGrundy(n, f, { method: "plain" }));
    }),
    { seed: 36440, numRuns: 40 },
  );
});

Deno.test("splitGameGrundy() gives the plain table up to 10000 for F = 1", () => {
  assert.deepEqual(splitGameGrundy(10_000, 1), splitGameGrundy(10_000, 1, { method: "plain" }));
});

Deno.test("splitGameGrundy() gives the plain table up to 5000 for larger F", () => {
  for (const minPile of [2, 3, 17, 64, 999, 4097]) {
    assert.deepEqual(
      splitGameGrundy(5000, minPile),
      splitGameGrundy(5000, minPile, { method: "plain" }),
      `F = ${minPile}`,
    );
  }
});

Deno.test("splitGameGrundy() falls back to the per-pile walk with the same result", () => {
  // The bit-mask chunks need every value below 32; forcing the walk from the
  // start (bound 0) or midway (bound 3) must not change the table.
  for (const minPile of [1, 2, 7, 150]) {
    const expected = splitGameGrundy(3000, minPile, { method: "plain" });
    assert.deepEqual(splitBlockValues(3000, minPile, 0), expected);
    assert.deepEqual(splitBlockValues(3000, minPile, 3), expected);
  }
});

Deno.test("splitGameGrundy() rejects bad limits, minimum piles and methods", () => {
  assert.throws(
    () => splitGameGrundy(-1, 1),
    new RangeError(
      "Cannot compute split game values: the limit must be an integer from 0 to 16777216, received -1",
    ),
  );
  assert.throws(() => splitGameGrundy(1.5, 1), RangeError);
  assert.throws(
    () => splitGameGrundy(10, 0),
    new RangeError(
      "Cannot compute split game values: the smallest splittable pile must be a positive integer, received 0",
    ),
  );
  assert.throws(
    () => splitGameGrundy(10, 1, { method: "fast" as "plain" }),
    new TypeError(
      'Cannot compute split game values: the method must be "blocks" or "plain", received "fast"',
    ),
  );
});

Deno.test("splitGameOutcome() agrees with the generic solver on small positions", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 1, max: 13 }),
      (piles, minPile) => {
        const solver = new GrundySolver(splitGame(minPile));
        assert.equal(splitGameOutcome(piles, minPile), solver.outcome(piles));
      },
    ),
    { seed: 68503, numRuns: 60 },
  );
});

Deno.test("splitGameOutcome() answers the sample of HNOI 2014", async (t) => {
  // BZOJ 3576 sample (as reproduced with the problem): F = 3, games {1}, {2}, {3}, {5},
  // answers 0 0 1 1.
  const table: [number[], "P" | "N"][] = [[[1], "P"], [[2], "P"], [[3], "N"], [[5], "N"]];
  for (const [piles, expected] of table) {
    await t.step(
      `piles ${piles.join(" ")}`,
      () => assert.equal(splitGameOutcome(piles, 3), expected),
    );
  }
});

Deno.test("splitGameOutcome() rejects piles that are not positive integers", () => {
  assert.throws(
    () => splitGameOutcome([3, 0], 1),
    new RangeError(
      "Cannot compute split game outcome: a pile must be an integer from 1 to 16777216, received 0",
    ),
  );
  assert.throws(() => splitGameOutcome([2.5], 1), RangeError);
  assert.throws(() => splitGameOutcome([2], -3), RangeError);
});
