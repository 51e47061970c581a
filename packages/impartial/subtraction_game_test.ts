import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver } from "./grundy.ts";
import {
  MAX_SUBTRACTION,
  subtractionGame,
  subtractionGrundy,
  subtractionRules,
} from "./subtraction_game.ts";

Deno.test("subtractionGrundy() gives the published values", async (t) => {
  const table: [string, number[], boolean, number[]][] = [
    ["Winning Ways ch. 4, S(1,2,3)", [1, 2, 3], false, [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]],
    ["Winning Ways ch. 4, S(1,3,4)", [1, 3, 4], false, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]],
    ["Winning Ways ch. 4, S(2,5,6)", [2, 5, 6], false, [0, 0, 1, 1, 0, 2, 1, 3, 0, 2, 1, 0, 0, 1]],
    ["Nim: all-but the empty set", [], true, [0, 1, 2, 3, 4, 5, 6, 7]],
  ];
  for (const [source, set, allBut, values] of table) {
    await t.step(source, () => {
      const game = subtractionGame(set, { allBut });
      assert.deepEqual([...subtractionGrundy(game, values.length - 1)], values);
    });
  }
});

Deno.test("subtractionGrundy() agrees with the generic solver on random sets", () => {
  // Bounds: sets within {1..8} of size 1-4 (finite) or 0-3 (all-but), heaps up to 40.
  fc.assert(
    fc.property(
      fc.boolean(),
      fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 0, maxLength: 4 }),
      fc.nat(40),
      (allBut, set, n) => {
        if (!allBut && set.length === 0) return;
        const game = subtractionGame(allBut ? set.slice(0, 3) : set, { allBut });
        const solver = new GrundySolver(subtractionRules(game));
        const expected = Array.from({ length: n + 1 }, (_, h) => solver.grundy(h));
        assert.deepEqual([...subtractionGrundy(game, n)], expected);
      },
    ),
    { seed: 18618, numRuns: 200 },
  );
});

Deno.test("subtractionGrundy() widens storage when all-but values pass 65535", () => {
  const values = subtractionGrundy(subtractionGame([], { allBut: true }), 70000);
  assert.ok(values instanceof Uint32Array);
  assert.equal(values[70000], 70000);
  assert.ok(subtractionGrundy(subtractionGame([1, 2]), 10) instanceof Uint16Array);
});

Deno.test("subtractionGame() rejects bad sets and sizes", () => {
  for (const set of [[0], [-1], [1.5], [MAX_SUBTRACTION + 1], [NaN]]) {
    assert.throws(() => subtractionGame(set), RangeError);
  }
  assert.throws(() => subtractionGame([]), RangeError);
  assert.throws(() => subtractionGame("1,2" as unknown as number[]), TypeError);
  assert.throws(() => subtractionGrundy(subtractionGame([1]), -1), {
    name: "RangeError",
    message: /received -1$/,
  });
});
