import assert from "node:assert/strict";
import fc from "fast-check";
import { nimSum } from "@cgt/impartial";
import { solveNewNim } from "./new_nim.ts";

/** The subsets of {0, ..., n-1} as index lists. */
function subsets(indices: number[]): number[][] {
  return indices.reduce<number[][]>((acc, i) => acc.flatMap((s) => [s, [...s, i]]), [[]]);
}

/**
 * The exhaustive game: the first player keeps a non-empty set R of piles; the
 * second player keeps a non-empty R' ⊆ R; then Nim with the first player to
 * move, which he wins iff the nim-sum of R' is not 0. Returns the least total
 * the first player removes among the choices of R that win against every
 * reply, or -1.
 */
function bruteForce(piles: number[]): number {
  const total = piles.reduce((a, b) => a + b, 0);
  let best = -1;
  for (const kept of subsets(piles.map((_, i) => i))) {
    if (kept.length === 0) continue;
    const secondWins = subsets(kept).some((r) =>
      r.length > 0 && nimSum(r.map((i) => piles[i])) === 0
    );
    if (secondWins) continue;
    const removed = total - kept.reduce((a, i) => a + piles[i], 0);
    if (best === -1 || removed < best) best = removed;
  }
  return best;
}

Deno.test("solveNewNim() agrees with the exhaustive game on every list of up to 4 piles of at most 7", () => {
  const lists: number[][] = [[]];
  for (let i = 0; i < lists.length; i++) {
    if (lists[i].length < 4) { for (let v = 0; v <= 7; v++) lists.push([...lists[i], v]); }
  }
  for (const piles of lists) assert.equal(solveNewNim(piles).removed, bruteForce(piles));
});

Deno.test("solveNewNim() agrees with the exhaustive game on random lists of up to 7 piles of at most 15", () => {
  fc.assert(
    fc.property(fc.array(fc.nat(15), { maxLength: 7 }), (piles) => {
      const plan = solveNewNim(piles);
      assert.equal(plan.removed, bruteForce(piles));
      if (plan.removed >= 0) {
        // The kept piles are a winning choice: no non-empty subset has nim-sum 0.
        for (const r of subsets(plan.kept)) {
          if (r.length > 0) assert.notEqual(nimSum(r.map((i) => piles[i])), 0);
        }
      }
    }),
    { seed: 86130, numRuns: 400 },
  );
});

Deno.test("solveNewNim() matches published samples", async (t) => {
  const rows: [string, number[], number][] = [
    ["BZOJ 3105 / CQOI 2013 sample", [5, 5, 6, 6, 5, 5], 21],
    ["one pile is always kept", [7], 0],
    ["only zero piles: no win", [0, 0], -1],
    ["no piles: no win", [], -1],
  ];
  for (const [name, piles, removed] of rows) {
    await t.step(name, () => assert.equal(solveNewNim(piles).removed, removed));
  }
});

Deno.test("solveNewNim() handles 100 piles near 10^9 exactly", () => {
  const piles = Array.from({ length: 100 }, (_, i) => 1_000_000_000 - i * 7919);
  const plan = solveNewNim(piles);
  // Rank at most 30 (values below 2^30), so at least 70 piles go.
  assert.ok(plan.kept.length <= 30);
  const keptTotal = plan.kept.reduce((a, i) => a + piles[i], 0);
  assert.equal(plan.removed + keptTotal, piles.reduce((a, b) => a + b, 0));
});

Deno.test("solveNewNim() rejects bad piles", () => {
  assert.throws(() => solveNewNim([-1]), RangeError);
  assert.throws(() => solveNewNim([1.5]), /received 1.5/);
  assert.throws(() => solveNewNim([2 ** 52, 2 ** 52, 2 ** 52]), /safe integer/);
  assert.throws(() => solveNewNim("1 2" as unknown as number[]), TypeError);
});
