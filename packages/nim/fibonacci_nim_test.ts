import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import {
  fibonacciNimMove,
  fibonacciNimOutcome,
  fibonacciNimWinningMoves,
  zeckendorf,
} from "./fibonacci_nim.ts";

/** Fibonacci Nim by its rules: a position is [heap, most the mover may take]. */
const game: ImpartialGame<[number, number]> = {
  options: ([heap, maxTake]) =>
    Array.from(
      { length: Math.min(heap, maxTake) },
      (_, i): [number, number] => [heap - (i + 1), 2 * (i + 1)],
    ),
  key: ([heap, maxTake]) => `${heap},${maxTake}`,
};
const solver = new GrundySolver(game);

Deno.test("fibonacciNimOutcome() agrees with the generic solver on every heap up to 120 and take up to 120", () => {
  for (let heap = 0; heap <= 120; heap++) {
    for (let maxTake = 0; maxTake <= 120; maxTake++) {
      assert.equal(fibonacciNimOutcome(heap, maxTake), solver.outcome([heap, maxTake]));
    }
  }
});

Deno.test("fibonacciNimWinningMoves() and fibonacciNimMove() agree with the generic solver on heaps up to 120", () => {
  for (let heap = 0; heap <= 120; heap++) {
    for (const maxTake of [undefined, 1, 2, 3, 5, 8, 13, 40]) {
      const limit = maxTake ?? Math.max(heap - 1, 0);
      const expected = solver.winningMoves([heap, limit]).map(([rest]) => heap - rest);
      assert.deepEqual(fibonacciNimWinningMoves(heap, maxTake), expected);
      const move = fibonacciNimMove(heap, maxTake);
      if (expected.length === 0) assert.equal(move, undefined);
      else assert.ok(move !== undefined && expected.includes(move));
    }
  }
});

Deno.test("fibonacciNimWinningMoves() agrees with trying every take, up to huge heaps", () => {
  // The slow twin: every take t <= min(maxTake, heap), kept when the closed-form
  // outcome of (heap - t, 2t) is P (itself checked against the solver above).
  const slow = (heap: number, maxTake: number): number[] => {
    const takes: number[] = [];
    for (let t = 1; t <= Math.min(maxTake, heap); t++) {
      if (fibonacciNimOutcome(heap - t, 2 * t) === "P") takes.push(t);
    }
    return takes;
  };
  for (let heap = 0; heap <= 1500; heap++) {
    for (const maxTake of [0, 1, 4, 6, 21, 100, heap - 1, heap, heap + 3]) {
      if (maxTake < 0) continue;
      assert.deepEqual(fibonacciNimWinningMoves(heap, maxTake), slow(heap, maxTake));
    }
  }
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 300_000 }), (heap) => {
      assert.deepEqual(fibonacciNimWinningMoves(heap), slow(heap, Math.max(heap - 1, 0)));
    }),
    { seed: 81620, numRuns: 20 },
  );
  // No longer one candidate at a time: the largest heaps answer at once.
  assert.ok(fibonacciNimWinningMoves(Number.MAX_SAFE_INTEGER).length > 0);
});

Deno.test("fibonacciNimOutcome() loses the opening exactly on Fibonacci numbers (OEIS A000045)", () => {
  // A000045: 0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987.
  const fibs = new Set([1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]);
  for (let n = 1; n <= 1000; n++) {
    assert.equal(fibonacciNimOutcome(n), fibs.has(n) ? "P" : "N", `n = ${n}`);
  }
});

Deno.test("zeckendorf() gives non-consecutive Fibonacci parts that sum to n", () => {
  const fibs = [1, 2];
  while (fibs[fibs.length - 1] < 2 ** 53) fibs.push(fibs[fibs.length - 1] + fibs[fibs.length - 2]);
  fc.assert(
    fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (n) => {
      const parts = zeckendorf(n);
      assert.equal(parts.reduce((a, b) => a + b, 0), n);
      const idx = parts.map((p) => fibs.indexOf(p));
      for (let i = 0; i + 1 < idx.length; i++) assert.ok(idx[i] - idx[i + 1] >= 2);
      assert.ok(idx.every((i) => i >= 0));
    }),
    { seed: 74920, numRuns: 300 },
  );
  assert.deepEqual(zeckendorf(0), []);
});

Deno.test("fibonacciNimOutcome() rejects bad positions", () => {
  assert.throws(() => fibonacciNimOutcome(-1), /heap must be a non-negative integer, received -1/);
  assert.throws(() => fibonacciNimMove(5, 1.5), RangeError);
});
