import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import { restrictedNimOutcome, restrictedNimWinningMoves } from "./restricted_nim.ts";
import { every } from "./testdata/positions.ts";

/** Restricted Nim by its rules: lower one pile while the list stays non-decreasing. */
function options(piles: number[]): number[][] {
  const out: number[][] = [];
  piles.forEach((a, i) => {
    const floor = i === 0 ? 0 : piles[i - 1];
    for (let to = floor; to < a; to++) out.push(piles.map((x, j) => (j === i ? to : x)));
  });
  return out;
}
const game: ImpartialGame<number[]> = { options, key: (piles) => piles.join(",") };
const solver = new GrundySolver(game);

function check(piles: number[]): void {
  assert.equal(restrictedNimOutcome(piles), solver.outcome(piles));
  const expected = solver.winningMoves(piles).map((after) => {
    const heap = after.findIndex((x, j) => x !== piles[j]);
    return { heap, from: piles[heap], to: after[heap] };
  });
  assert.deepEqual(restrictedNimWinningMoves(piles), expected);
}

Deno.test("restrictedNimOutcome() and restrictedNimWinningMoves() agree with the generic solver on every sorted list of up to 5 piles of 6", () => {
  const sorted = every(5, 6).filter((a) => a.every((x, i) => i === 0 || a[i - 1] <= x));
  for (const piles of sorted) check(piles);
});

Deno.test("restrictedNimOutcome() and restrictedNimWinningMoves() agree with the generic solver on random sorted lists of up to 6 piles of 9", () => {
  const sorted = fc.array(fc.nat(9), { maxLength: 6 }).map((a) => a.sort((x, y) => x - y));
  fc.assert(fc.property(sorted, check), { seed: 69002, numRuns: 200 });
});

Deno.test("restrictedNimOutcome() rejects a decreasing list and bad piles", () => {
  assert.throws(
    () => restrictedNimOutcome([3, 2]),
    /non-decreasing, received 2 after 3 at index 1/,
  );
  assert.throws(() => restrictedNimOutcome([-1, 2]), RangeError);
  assert.throws(() => restrictedNimWinningMoves([1, 2.5]), RangeError);
  assert.equal(restrictedNimOutcome([]), "P");
});
