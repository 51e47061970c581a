import assert from "node:assert/strict";
import fc from "fast-check";
import {
  type ImpartialGame,
  labelGraph,
  type LoopyGrundy,
  loopyGrundy,
  LoopyGrundySolver,
  loopySumOutcome,
} from "./loopy_grundy.ts";
import { plainLoopyOutcome } from "../../testing/plain_loopy.ts";
import { plainImpartial } from "../../testing/plain_misere.ts";

// Three loopy heap games, each bounded by a cap so that every game graph is finite.
/** Take 1 or 2, or add 1 while the heap is below the cap. */
const takeOrAdd = (cap: number): ImpartialGame<number> => ({
  options: (n) => [n - 1, n - 2, n < cap ? n + 1 : -1].filter((m) => m >= 0),
});
/** Take 1 or 3, or add 2 while the result stays within the cap. */
const takeOneThreeAddTwo = (cap: number): ImpartialGame<number> => ({
  options: (n) => [n - 1, n - 3, n + 2 <= cap ? n + 2 : -1].filter((m) => m >= 0),
});
/** Halve (rounding down), double within the cap, or take 1. */
const halveOrDouble = (cap: number): ImpartialGame<number> => ({
  options: (n) =>
    [Math.floor(n / 2), 2 * n <= cap ? 2 * n : -1, n - 1].filter((m) => m >= 0 && m !== n),
});
const GAMES: [string, (cap: number) => ImpartialGame<number>][] = [
  ["take 1 or 2, add 1", takeOrAdd],
  ["take 1 or 3, add 2", takeOneThreeAddTwo],
  ["halve, double or take 1", halveOrDouble],
];

/**
 * The outcome of the sum of a position of `game` with a nim heap *k, by the plain loopy search
 * of testing/ (retrograde analysis over the finite graph of states (position, heap)): P, N, or
 * D for a draw.
 */
function plainSumOutcome(game: ImpartialGame<number>, start: number, k: number): "P" | "N" | "D" {
  const sum = plainImpartial<readonly [number, number]>({
    options: ([n, h]) => [
      ...[...game.options(n)].map((m): [number, number] => [m, h]),
      ...Array.from({ length: h }, (_, j): [number, number] => [n, j]),
    ],
    key: ([n, h]) => `${n},${h}`,
  });
  const { leftFirst } = plainLoopyOutcome(sum, [start, k]);
  return leftFirst === "win" ? "N" : leftFirst === "loss" ? "P" : "D";
}

/** What the value predicts for position + *k (Smith's theorem). */
function predicted(v: LoopyGrundy, k: number): "P" | "N" | "D" {
  return loopySumOutcome([v, { kind: "finite", value: k }]);
}

Deno.test("LoopyGrundySolver agrees with plain retrograde analysis on three loopy heap games", async (t) => {
  for (const [name, make] of GAMES) {
    await t.step(name, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 9 }), fc.nat(9), fc.nat(5), (cap, n, k) => {
          const start = Math.min(n, cap);
          const game = make(cap);
          const v = new LoopyGrundySolver(game).value(start);
          assert.equal(predicted(v, k), plainSumOutcome(game, start, k), JSON.stringify(v));
        }),
        { seed: 91601, numRuns: 300 },
      );
    });
  }
});

Deno.test("LoopyGrundySolver checks every position and heap up to a small cap exhaustively", () => {
  for (const [, make] of GAMES) {
    for (let cap = 1; cap <= 7; cap++) {
      const game = make(cap);
      const solver = new LoopyGrundySolver(game);
      for (let n = 0; n <= cap; n++) {
        for (let k = 0; k <= 4; k++) {
          assert.equal(predicted(solver.value(n), k), plainSumOutcome(game, n, k));
        }
      }
    }
  }
});

Deno.test("loopySumOutcome() of two loopy positions agrees with plain search on their sum", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 6 }), fc.nat(6), fc.nat(6), (cap, a, b) => {
      const g = takeOrAdd(cap);
      const h = halveOrDouble(cap);
      const x = Math.min(a, cap);
      const y = Math.min(b, cap);
      // The sum as one game on pairs.
      const sum: ImpartialGame<string> = {
        options: (p) => {
          const [m, n] = p.split(",").map(Number);
          return [
            ...[...g.options(m)].map((o) => `${o},${n}`),
            ...[...h.options(n)].map((o) => `${m},${o}`),
          ];
        },
      };
      const want = new LoopyGrundySolver(sum).outcome(`${x},${y}`);
      const got = loopySumOutcome([loopyGrundy(g, x), loopyGrundy(h, y)]);
      assert.equal(got, want);
    }),
    { seed: 47373, numRuns: 200 },
  );
});

Deno.test("labelGraph() gives finite games their ordinary Grundy values", () => {
  // Subtraction game {1, 2}: values 0, 1, 2, 0, 1, 2, ... (Winning Ways ch. 4)
  const succ = Array.from({ length: 9 }, (_, n) => [n - 1, n - 2].filter((m) => m >= 0));
  assert.deepEqual([...labelGraph(succ)], [0, 1, 2, 0, 1, 2, 0, 1, 2]);
});

Deno.test("LoopyGrundySolver finds winning and drawing moves", () => {
  // 0 <-> 1 is a two-cycle (a draw, ∞ with no finite options); 2 moves to 0 or to the dead
  // end 3 (value 0), so 2 is ∞{0}: a first-player win, by moving to 3.
  const game: ImpartialGame<number> = {
    options: (n) => [[1], [0], [0, 3], []][n],
  };
  const solver = new LoopyGrundySolver(game);
  assert.deepEqual(solver.value(3), { kind: "finite", value: 0 });
  assert.deepEqual(solver.value(2), { kind: "infinite", finite: [0] });
  assert.deepEqual(solver.value(0), { kind: "infinite", finite: [] });
  assert.equal(solver.outcome(2), "N");
  assert.deepEqual(solver.winningMoves(2), [3]);
  assert.equal(solver.outcome(0), "D");
  assert.deepEqual(solver.drawingMoves(0), [1]);
  assert.deepEqual(solver.drawingMoves(2), []);
  assert.equal(solver.size, 4);
  solver.clear();
  assert.equal(solver.size, 0);
});

Deno.test("LoopyGrundySolver rejects a bad limit and stops at its position limit", () => {
  assert.throws(() => new LoopyGrundySolver(takeOrAdd(3), { maxPositions: 0 }), RangeError);
  const solver = new LoopyGrundySolver(takeOrAdd(100), { maxPositions: 10 });
  assert.throws(() => solver.value(50), (e: Error) => e.name === "PositionLimitError");
});
