/**
 * Poker Nim: Nim in which a player may also add stones from a finite supply.
 *
 * @module
 */

import type { ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

import { nimSum } from "@cgt/impartial/nim-sum";
import { checkHeaps, checkInt } from "./_heaps.ts";
import { nimOutcome } from "./nim.ts";
import type { HeapMove } from "./nim.ts";

export type { HeapMove } from "./nim.ts";

/**
 * Returns the outcome of Poker Nim (Winning Ways ch. 3): Nim in which
 * a move may instead add stones to one heap from the mover's own finite
 * supply. The outcome is that of plain Nim, whatever the supplies: `"P"`
 * exactly when the nim-sum is 0.
 *
 * Proof. The player facing nim-sum 0 cannot win: each addition by him is
 * reversed at once by the opponent (removing the same stones from the same
 * heap), and each removal is answered by a Nim move back to nim-sum 0. His
 * supply is finite, so he adds only finitely often, and the Nim moves end the
 * game; he is the one left without a move. (In the model tested here removed
 * stones leave the game; the argument holds for any supply rule under which
 * play is finite.)
 *
 * @param heaps Heap sizes, non-negative safe integers.
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If `heaps` is not an array.
 * @throws {RangeError} If a heap size is negative or not an integer.
 *
 * @example
 * ```ts
 * import { pokerNimOutcome } from "@cgt/nim/poker-nim";
 * import assert from "node:assert/strict";
 *
 * assert.equal(pokerNimOutcome([2, 3, 1]), "P");
 * ```
 */
export function pokerNimOutcome(heaps: readonly number[]): ImpartialOutcome {
  return nimOutcome(heaps);
}

/**
 * Returns every winning move of a Poker Nim position for a mover holding
 * `supply` stones: every move to nim-sum 0 (see {@link pokerNimOutcome}).
 * These are the Nim moves (h to h XOR s when smaller, s the nim-sum) and the
 * additions (h to h XOR s when larger, if h XOR s - h <= supply).
 *
 * Cost: O(n) time for n heaps.
 *
 * @param heaps Heap sizes, non-negative safe integers.
 * @param supply How many stones the mover may add, a non-negative safe integer.
 * @returns The winning moves by increasing heap index (`to > from` for an addition).
 * @throws {TypeError} If `heaps` is not an array.
 * @throws {RangeError} If a heap or the supply is not a non-negative safe integer.
 *
 * @example
 * ```ts
 * import { pokerNimWinningMoves } from "@cgt/nim/poker-nim";
 * import assert from "node:assert/strict";
 *
 * // Nim-sum 1: take one from heap 1, or add one to heap 0.
 * assert.deepEqual(pokerNimWinningMoves([2, 3], 5), [
 *   { heap: 0, from: 2, to: 3 },
 *   { heap: 1, from: 3, to: 2 },
 * ]);
 * ```
 */
export function pokerNimWinningMoves(heaps: readonly number[], supply: number): HeapMove[] {
  const what = "compute Poker Nim winning moves";
  checkHeaps(heaps, what);
  checkInt(supply, what, "supply");
  let s = 0;
  for (const h of heaps) s = nimSum(s, h);
  const moves: HeapMove[] = [];
  if (s === 0) return moves;
  heaps.forEach((h, heap) => {
    const to = nimSum(h, s);
    if (to < h || to - h <= supply) moves.push({ heap, from: h, to });
  });
  return moves;
}
