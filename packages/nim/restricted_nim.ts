/**
 * Restricted Nim (GAME-24 J): piles stay non-decreasing; it is staircase Nim
 * on the differences of neighbouring piles.
 *
 * @module
 */

import type { ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

import { checkHeaps } from "./_heaps.ts";
import type { HeapMove } from "./nim.ts";
import { staircaseNimOutcome, staircaseNimWinningMoves } from "./staircase_nim.ts";

export type { HeapMove } from "./nim.ts";

function steps(piles: readonly number[], what: string): number[] {
  checkHeaps(piles, what, "piles");
  const n = piles.length;
  const coins = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const below = i === 0 ? 0 : piles[i - 1];
    if (piles[i] < below) {
      throw new RangeError(
        `Cannot ${what}: piles must be non-decreasing, received ${
          piles[i]
        } after ${below} at index ${i}`,
      );
    }
    // Step n - 1 - i of the staircase holds the difference above pile i - 1.
    coins[n - 1 - i] = piles[i] - below;
  }
  return coins;
}

/**
 * Returns the outcome of restricted Nim (AtCoder GAME-24 J, "受限制 Nim 2"):
 * piles a_0 <= a_1 <= ... <= a_{n-1}; a move removes a positive number of
 * stones from one pile provided the piles stay non-decreasing; the player who
 * cannot move loses. `"P"` exactly when
 * d_{n-1} XOR d_{n-3} XOR d_{n-5} XOR ... = 0, where d_0 = a_0 and
 * d_i = a_i - a_{i-1}.
 *
 * Why: write the position as its differences d_0, ..., d_{n-1} (all >= 0 and
 * they determine the piles). Taking x stones from pile i is allowed exactly
 * when x <= d_i, and it changes d_i to d_i - x and d_{i+1} to d_{i+1} + x
 * (for the last pile the x stones simply leave). So the differences are coins
 * on a staircase whose bottom step is d_{n-1}, then d_{n-2}, and so on up to
 * d_0: each move carries coins one step down, off the board from the bottom.
 * That is staircase Nim, P exactly when the steps 0, 2, 4, ... from the bottom
 * have nim-sum 0 (see {@link staircaseNimOutcome}).
 *
 * Cost: O(n) time and memory.
 *
 * @param piles A non-decreasing list of non-negative safe integers.
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If `piles` is not an array.
 * @throws {RangeError} If a pile is negative or not an integer, or the list decreases.
 *
 * @example
 * ```ts
 * import { restrictedNimOutcome } from "@cgt/nim/restricted-nim";
 * import assert from "node:assert/strict";
 *
 * // Differences 1, 1, 1: d_2 XOR d_0 = 0.
 * assert.equal(restrictedNimOutcome([1, 2, 3]), "P");
 * // Differences 2, 1: d_1 = 1.
 * assert.equal(restrictedNimOutcome([2, 3]), "N");
 * ```
 */
export function restrictedNimOutcome(piles: readonly number[]): ImpartialOutcome {
  return staircaseNimOutcome(steps(piles, "compute restricted Nim outcome"));
}

/**
 * Returns every winning move of restricted Nim (see
 * {@link restrictedNimOutcome}): the staircase Nim winning moves on the
 * differences, translated back to piles. Moving c coins from the staircase
 * step of d_i is taking c stones from pile i.
 *
 * Cost: O(n) time and memory.
 *
 * @param piles A non-decreasing list of non-negative safe integers.
 * @returns The winning moves (pile index from 0, size before and after), by increasing pile index.
 * @throws {TypeError} If `piles` is not an array.
 * @throws {RangeError} If a pile is negative or not an integer, or the list decreases.
 *
 * @example
 * ```ts
 * import { restrictedNimWinningMoves } from "@cgt/nim/restricted-nim";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(restrictedNimWinningMoves([2, 3]), [{ heap: 1, from: 3, to: 2 }]);
 * ```
 */
export function restrictedNimWinningMoves(piles: readonly number[]): HeapMove[] {
  const coins = steps(piles, "compute restricted Nim winning moves");
  const n = piles.length;
  return staircaseNimWinningMoves(coins)
    .map(({ step, count }) => {
      const heap = n - 1 - step;
      return { heap, from: piles[heap], to: piles[heap] - count };
    })
    .reverse();
}
