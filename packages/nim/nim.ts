/**
 * Nim: outcome and winning moves by Bouton's theorem.
 *
 * @module
 */

import { nimSum } from "@cgt/impartial/nim-sum";

/** A move in a heap game: heap `heap` (indexed from 0) goes from `from` to `to` stones. */
export interface HeapMove {
  /** The index of the heap, from 0. */
  heap: number;
  /** Its size before the move. */
  from: number;
  /** Its size after the move. */
  to: number;
}

function checkHeaps(heaps: readonly number[], what: string): void {
  if (!Array.isArray(heaps)) {
    throw new TypeError(`Cannot ${what}: heaps must be an array of integers`);
  }
  for (const h of heaps) {
    if (!Number.isSafeInteger(h) || h < 0) {
      throw new RangeError(
        `Cannot ${what}: heap sizes must be non-negative integers, received ${String(h)}`,
      );
    }
  }
}

/**
 * Returns the outcome of a Nim position under normal play: `"P"` (the player
 * to move loses) exactly when the nim-sum of the heaps is 0 (Bouton 1901).
 *
 * @param heaps Heap sizes, non-negative safe integers.
 * @returns `"P"` or `"N"`.
 * @throws {RangeError} If a heap size is negative or not an integer.
 *
 * @example
 * ```ts
 * import { nimOutcome } from "@cgt/nim/nim";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimOutcome([1, 2, 3]), "P");
 * assert.equal(nimOutcome([3, 4, 5]), "N");
 * ```
 */
export function nimOutcome(heaps: readonly number[]): "P" | "N" {
  checkHeaps(heaps, "compute Nim outcome");
  return nimSum(heaps) === 0 ? "P" : "N";
}

/**
 * Returns every winning move of a Nim position under normal play: for each
 * heap h with h XOR s < h (s the nim-sum), reducing it to h XOR s. There is
 * exactly one such move per heap that has the leading bit of s, and none in a
 * P-position (Bouton 1901).
 *
 * @param heaps Heap sizes, non-negative safe integers.
 * @returns The winning moves, by increasing heap index.
 * @throws {RangeError} If a heap size is negative or not an integer.
 *
 * @example
 * ```ts
 * import { nimWinningMoves } from "@cgt/nim/nim";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(nimWinningMoves([3, 4, 5]), [{ heap: 0, from: 3, to: 1 }]);
 * assert.deepEqual(nimWinningMoves([1, 2, 3]), []);
 * ```
 */
export function nimWinningMoves(heaps: readonly number[]): HeapMove[] {
  checkHeaps(heaps, "compute Nim winning moves");
  const s = nimSum(heaps);
  const moves: HeapMove[] = [];
  if (s === 0) return moves;
  heaps.forEach((h, heap) => {
    const to = nimSum([h, s]);
    if (to < h) moves.push({ heap, from: h, to });
  });
  return moves;
}
