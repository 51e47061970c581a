import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "./grundy.ts";
import { nimSum } from "./nim_sum.ts";
import { parseOctalCode, takeAndBreakGrundy, takeAndBreakRules } from "./octal_game.ts";
import { sumGame, sumGrundy, sumWinningMoves } from "./sum.ts";

function subtraction(set: number[]): ImpartialGame<number> {
  return { options: (n) => set.filter((s) => s <= n).map((s) => n - s) };
}

const setArb = fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 });
const heapsArb = fc.array(fc.nat(9), { maxLength: 3 });

Deno.test("sumGrundy() equals the generic solver on the sum as one game", () => {
  // Bounds: subtraction sets within {1..5}, up to 3 heaps of at most 9.
  fc.assert(
    fc.property(setArb, heapsArb, (set, heaps) => {
      const game = subtraction(set);
      const whole = new GrundySolver(sumGame(game)).grundy(heaps);
      assert.equal(sumGrundy(new GrundySolver(game), heaps), whole);
    }),
    { seed: 31107, numRuns: 150 },
  );
});

Deno.test("sumWinningMoves() lists exactly the moves to P-positions of the sum", () => {
  fc.assert(
    fc.property(setArb, heapsArb, (set, heaps) => {
      const game = subtraction(set);
      const whole = new GrundySolver(sumGame(game));
      const expected = whole.winningMoves(heaps).map((next) => {
        const i = next.findIndex((h, j) => h !== heaps[j]);
        return { component: i, option: next[i], value: new GrundySolver(game).grundy(next[i]) };
      });
      assert.deepEqual(sumWinningMoves(new GrundySolver(game), heaps), expected);
    }),
    { seed: 59940, numRuns: 150 },
  );
});

Deno.test("sumWinningMoves() includes a move that raises a component's value", () => {
  // Subtraction {1, 3, 4}: G = 0 1 0 1 2 3 2 0 for heaps 0..7 (Winning Ways ch. 4).
  // Heaps 7 and 1 have values 0 and 1: moving 7 -> 3 raises 0 to 1 and wins.
  const game = subtraction([1, 3, 4]);
  assert.deepEqual(sumWinningMoves(new GrundySolver(game), [7, 1]), [
    { component: 0, option: 3, value: 1 },
    { component: 1, option: 0, value: 0 },
  ]);
  assert.deepEqual(sumWinningMoves(new GrundySolver(game), [7, 7]), []);
});

Deno.test("sumGrundy() accepts a function of values and rejects other oracles", () => {
  assert.equal(sumGrundy((n: number) => n, [5, 9, 12]), 0);
  assert.equal(sumGrundy((n: number) => n, []), 0);
  assert.throws(() => sumGrundy({} as never, [1]), TypeError);
});

Deno.test("sumWinningMoves() on Kayles rows agrees with the table of Kayles values", () => {
  // Bounds: up to 3 rows of at most 12 pins; a row is a position [n] of takeAndBreakRules.
  const kayles = parseOctalCode("0.77");
  const rules = takeAndBreakRules(kayles);
  const table = takeAndBreakGrundy(kayles, 12);
  const solver = new GrundySolver(rules);
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }),
      (rows) => {
        const components = rows.map((n) => [n]);
        const total = nimSum(rows.map((n) => table[n]));
        assert.equal(sumGrundy(solver, components), total);
        for (const move of sumWinningMoves(solver, components)) {
          const after = components.map((c, i) => (i === move.component ? move.option : c));
          assert.equal(nimSum(after.flat().map((n) => table[n])), 0);
        }
        assert.equal(sumWinningMoves(solver, components).length === 0, total === 0);
      },
    ),
    { seed: 77126, numRuns: 100 },
  );
});
