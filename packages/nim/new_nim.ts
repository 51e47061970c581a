/**
 * New Nim (CQOI 2013): whole piles are removed before ordinary Nim; the
 * cheapest winning removal is a maximum-weight basis of a linear matroid.
 *
 * @module
 */

import { describe } from "./_check.ts";
import { checkHeaps } from "./_heaps.ts";
import { XorBasis } from "./xor_basis.ts";

/** The first player's cheapest winning opening in New Nim. */
export interface NewNimPlan {
  /** The least total number of stones the first player removes, or -1 if no win is possible. */
  removed: number;
  /** The indices (from 0, increasing) of the piles the first player keeps; empty when `removed` is -1. */
  kept: number[];
}

/**
 * Solves New Nim (CQOI 2013, "新Nim游戏"). The rules: there are k piles. In
 * the first turn the first player removes any number of whole piles (possibly
 * none, but not all of them); in the second turn the second player does the
 * same with what is left (possibly none, not all); from the third turn on the
 * game is ordinary Nim with the first player to move, and whoever takes the
 * last stone wins. The first player wants a removal that guarantees a win and,
 * among those, removes as few stones in total as possible.
 *
 * Theorem. The first player wins exactly by keeping a family R of piles that
 * is linearly independent over GF(2) (no non-empty subfamily has XOR 0), and
 * the cheapest such family is found greedily: scan the piles from largest to
 * smallest and keep a pile when it is independent of those already kept.
 *
 * Proof. After the second turn the piles left are R' ⊆ R, non-empty, and the
 * first player moves in Nim, losing exactly when XOR(R') = 0 (Bouton). So the
 * second player wins iff some non-empty R' ⊆ R has XOR 0, i.e. iff R is
 * dependent; hence the first player must keep an independent R, and any
 * non-empty independent R wins. Removing the fewest stones means keeping an
 * independent family of the greatest total size. Independent families of
 * vectors are the independent sets of a linear matroid, and for a matroid the
 * greedy algorithm by decreasing weight gives a maximum-weight independent set
 * (Rado 1957, Edmonds 1971). Since all weights are positive the greedy set is a
 * basis, non-empty as soon as some pile is positive; zero piles are dependent
 * and always removed. With no positive pile no win exists and the result is -1.
 *
 * Cost: O(k log k + 53 k) time, O(k) memory.
 *
 * @param piles Pile sizes, non-negative safe integers whose total is a safe integer.
 * @returns The least total removed and the piles kept.
 * @throws {TypeError} If `piles` is not an array.
 * @throws {RangeError} If a pile is negative or not a safe integer, or the total is not safe.
 *
 * @example The sample of the original problem
 * ```ts
 * import { solveNewNim } from "@cgt/nim/new-nim";
 * import assert from "node:assert/strict";
 *
 * // Sample of BZOJ 3105: keep one 5 and one 6, remove the other 21 stones.
 * assert.deepEqual(solveNewNim([5, 5, 6, 6, 5, 5]), { removed: 21, kept: [0, 2] });
 * assert.deepEqual(solveNewNim([1, 2, 3]), { removed: 1, kept: [1, 2] });
 * ```
 */
export function solveNewNim(piles: readonly number[]): NewNimPlan {
  checkHeaps(piles, "solve New Nim", "piles");
  let total = 0;
  for (const p of piles) total += p;
  if (!Number.isSafeInteger(total)) {
    throw new RangeError(
      `Cannot solve New Nim: the total of the piles must be a safe integer, received ${
        describe(total)
      }`,
    );
  }
  const order = piles.map((_, i) => i).sort((a, b) => piles[b] - piles[a] || a - b);
  const basis = new XorBasis();
  const kept: number[] = [];
  let keptTotal = 0;
  for (const i of order) {
    if (basis.insert(piles[i])) {
      kept.push(i);
      keptTotal += piles[i];
    }
  }
  if (kept.length === 0) return { removed: -1, kept: [] };
  return { removed: total - keptTotal, kept: kept.sort((a, b) => a - b) };
}
