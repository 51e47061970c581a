import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import { laskerGrundy, laskerNimOutcome, laskerNimWinningMoves } from "./lasker_nim.ts";
import { every } from "./testdata/positions.ts";

/** One heap of Lasker's Nim by its rules: its options as lists of heaps. */
function heapOptions(h: number): number[][] {
  const out: number[][] = [];
  for (let m = 0; m < h; m++) out.push(m === 0 ? [] : [m]);
  for (let a = 1; 2 * a <= h; a++) out.push([a, h - a]);
  return out;
}

/** A whole position: sorted heaps (order does not matter), zero heaps dropped. */
const norm = (heaps: number[]): number[] => heaps.filter((h) => h > 0).sort((a, b) => a - b);
const game: ImpartialGame<number[]> = {
  options: (heaps) =>
    heaps.flatMap((h, i) =>
      heapOptions(h).map((to) => norm([...heaps.slice(0, i), ...to, ...heaps.slice(i + 1)]))
    ),
  key: (heaps) => heaps.join(","),
};
const solver = new GrundySolver(game);

Deno.test("laskerGrundy() agrees with the generic solver on the whole game for every heap up to 18", () => {
  for (let n = 0; n <= 18; n++) assert.equal(laskerGrundy(n), solver.grundy(norm([n])), `n = ${n}`);
});

Deno.test("laskerGrundy() agrees with the mex recursion for every heap up to 300", () => {
  // G(n) = mex({G(m) : m < n} ∪ {G(a) XOR G(n - a) : 1 <= a <= n / 2}), by Sprague–Grundy.
  const g: number[] = [];
  for (let n = 0; n <= 300; n++) {
    const seen = new Set<number>(g);
    for (let a = 1; 2 * a <= n; a++) seen.add(g[a] ^ g[n - a]);
    let mex = 0;
    while (seen.has(mex)) mex++;
    g.push(mex);
    assert.equal(laskerGrundy(n), mex, `n = ${n}`);
  }
});

Deno.test("laskerGrundy() matches the table of Winning Ways (ch. 4, Lasker's Nim)", () => {
  // Winning Ways: values 0 1 2 4 3 5 6 8 7 9 10 12 11 for heaps 0 to 12.
  assert.deepEqual(
    Array.from({ length: 13 }, (_, n) => laskerGrundy(n)),
    [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11],
  );
  assert.equal(laskerGrundy(2 ** 50 + 3), 2 ** 50 + 4);
});

function check(heaps: number[]): void {
  assert.equal(laskerNimOutcome(heaps), solver.outcome(norm(heaps)));
  const expected = heaps.flatMap((h, heap) =>
    heapOptions(h)
      .filter((to) =>
        solver.outcome(norm([...heaps.slice(0, heap), ...to, ...heaps.slice(heap + 1)])) === "P"
      )
      .map((to) => ({ heap, from: h, to }))
  );
  assert.deepEqual(laskerNimWinningMoves(heaps), expected);
}

Deno.test("laskerNimOutcome() and laskerNimWinningMoves() agree with the generic solver on every position of up to 3 heaps of 6", () => {
  for (const heaps of every(3, 6)) check(heaps);
});

Deno.test("laskerNimOutcome() and laskerNimWinningMoves() agree with the generic solver on random positions of up to 4 heaps of 5", () => {
  fc.assert(fc.property(fc.array(fc.nat(5), { maxLength: 4 }), check), {
    seed: 72996,
    numRuns: 100,
  });
});

Deno.test("laskerGrundy() rejects bad heaps", () => {
  assert.throws(() => laskerGrundy(-1), /received -1/);
  assert.throws(() => laskerNimOutcome([0.5]), RangeError);
});

Deno.test("laskerNimWinningMoves() refuses heaps too large to enumerate their splits", () => {
  // 2^40 would take hours of one-by-one splits; a P-position needs no enumeration.
  assert.throws(
    () => laskerNimWinningMoves([2 ** 40, 1]),
    /splits are enumerated only for heaps up to 2\^26/,
  );
  assert.equal(laskerNimOutcome([2 ** 40, 1]), "N");
  assert.deepEqual(laskerNimWinningMoves([2 ** 40, 2 ** 40]), []);
});
