import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import { mooreNimOutcome, mooreNimWinningMoves } from "./moore_nim.ts";
import { every } from "./testdata/positions.ts";

/** Every position reachable by lowering 1 to k heaps (plain enumeration). */
function options(heaps: number[], k: number): number[][] {
  const out: number[][] = [];
  const walk = (from: number, touched: number, current: number[]): void => {
    for (let i = from; i < heaps.length; i++) {
      for (let to = 0; to < heaps[i]; to++) {
        const next = current.map((x, j) => (j === i ? to : x));
        out.push(next);
        if (touched + 1 < k) walk(i + 1, touched + 1, next);
      }
    }
  };
  walk(0, 0, heaps);
  return out;
}

const solvers = [1, 2, 3].map((k) => {
  const game: ImpartialGame<number[]> = {
    options: (heaps) => options(heaps, k),
    key: (heaps) => heaps.join(","),
  };
  return new GrundySolver(game);
});

function check(k: number, heaps: number[]): void {
  assert.equal(mooreNimOutcome(heaps, k), solvers[k - 1].outcome(heaps));
  const expected = solvers[k - 1].winningMoves(heaps).map((after) => JSON.stringify(after)).sort();
  const actual = mooreNimWinningMoves(heaps, k).map((move) => {
    const after = [...heaps];
    for (const m of move) {
      assert.equal(m.from, heaps[m.heap]);
      after[m.heap] = m.to;
    }
    assert.ok(move.length >= 1 && move.length <= k);
    return JSON.stringify(after);
  }).sort();
  assert.deepEqual(actual, expected);
}

Deno.test("mooreNimOutcome() and mooreNimWinningMoves() agree with the generic solver for k <= 3 on every position of up to 4 heaps of 3", () => {
  for (const k of [1, 2, 3]) for (const heaps of every(4, 3)) check(k, heaps);
});

Deno.test("mooreNimOutcome() and mooreNimWinningMoves() agree with the generic solver for k <= 3 on random positions of up to 4 heaps of 5", () => {
  const position = fc.tuple(fc.integer({ min: 1, max: 3 }), fc.array(fc.nat(5), { maxLength: 4 }));
  fc.assert(fc.property(position, ([k, heaps]) => check(k, heaps)), { seed: 45539, numRuns: 150 });
});

Deno.test("mooreNimOutcome() handles bits beyond 32", () => {
  const big = 2 ** 45 + 3;
  assert.equal(mooreNimOutcome([big, big, big], 2), "P");
  assert.equal(mooreNimOutcome([big, big], 2), "N");
});

Deno.test("mooreNimWinningMoves() refuses positions beyond its search limit", () => {
  assert.throws(
    () => mooreNimWinningMoves([1000, 1000, 999], 2, { maxMoves: 1000 }),
    /more than 1000 moves/,
  );
  assert.throws(() => mooreNimOutcome([1], 0), /k must be an integer of at least 1/);
  assert.throws(() => mooreNimOutcome([-1], 1), RangeError);
});
