/**
 * Nim under normal and misère play: outcome and every winning move, by
 * Bouton's theorem.
 *
 * @module
 */

import { booleanOption, checkOptions, describe } from "./_check.ts";
import type { ImpartialOutcome } from "@cgt/impartial/grundy";
import { nimSum, nimSumBigInt } from "@cgt/impartial/nim-sum";
import { checkHeaps } from "./_heaps.ts";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

/**
 * A move in a heap game: heap `heap` (indexed from 0) goes from `from` to `to`
 * stones. Sizes are numbers, or bigints where the heaps were given as bigints.
 */
export interface HeapMove<T extends number | bigint = number> {
  /** The index of the heap, from 0. */
  heap: number;
  /** Its size before the move. */
  from: T;
  /** Its size after the move. */
  to: T;
}

/** Options for {@link nimOutcome} and {@link nimWinningMoves}. */
export interface NimOptions {
  /**
   * Play the misère form: the player who takes the last stone loses.
   *
   * @default {false}
   */
  misere?: boolean;
}

/**
 * Returns the outcome of a Nim position: `"P"` (the player to move loses) or
 * `"N"` (the player to move wins). A move takes any positive number of stones
 * from one heap.
 *
 * Normal play (the player who cannot move loses): `"P"` exactly when the
 * nim-sum of the heaps is 0 (Bouton 1901).
 *
 * Misère play (the player who takes the last stone loses): if every heap has
 * at most one stone, `"P"` exactly when the number of heaps of size 1 is odd;
 * otherwise as in normal play (Bouton 1901). Proof sketch: with all heaps at
 * most 1 every move removes one heap, so parity decides. With a heap of 2 or
 * more, the normal-play winner plays normally until the move that would leave
 * only heaps of size at most 1; then exactly one heap is 2 or more (a move
 * changes one heap), and the winner reduces it to 0 or 1 so as to leave an odd
 * number of 1-heaps. The opponent never gets there first: a nim-sum 0 position
 * with a heap of 2 or more has two such heaps (its top bit is matched). A
 * position with no stones (no heaps, or only empty ones) is `"N"` in misère
 * play: the player to move cannot move, because the opponent took the last
 * stone and lost.
 *
 * @param heaps Heap sizes, non-negative safe integers.
 * @param options `misere` to play the misère form.
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If `heaps` is not an array of numbers or `options` is malformed.
 * @throws {RangeError} If a heap size is negative or not an integer.
 *
 * @example
 * ```ts
 * import { nimOutcome } from "@cgt/nim/nim";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimOutcome([1, 2, 3]), "P");
 * assert.equal(nimOutcome([3, 4, 5]), "N");
 * assert.equal(nimOutcome([1, 1, 1], { misere: true }), "P");
 * assert.equal(nimOutcome([1, 1], { misere: true }), "N");
 * ```
 */
export function nimOutcome(heaps: readonly number[], options?: NimOptions): ImpartialOutcome;
/**
 * The bigint form of {@link nimOutcome}: heaps of any size, exactly.
 *
 * @param heaps Heap sizes, non-negative bigints.
 * @param options `misere` to play the misère form.
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If `heaps` is not an array of bigints or `options` is malformed.
 * @throws {RangeError} If a heap size is negative.
 *
 * @example
 * ```ts
 * import { nimOutcome } from "@cgt/nim/nim";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimOutcome([2n ** 64n, 2n ** 64n]), "P");
 * assert.equal(nimOutcome([2n ** 64n + 1n, 1n]), "N");
 * ```
 */
export function nimOutcome(heaps: readonly bigint[], options?: NimOptions): ImpartialOutcome;
export function nimOutcome(
  heaps: readonly number[] | readonly bigint[],
  options: NimOptions = {},
): ImpartialOutcome {
  checkOptions("compute Nim outcome", options);
  booleanOption("compute Nim outcome", "misere", options.misere);
  if (isBigIntHeaps(heaps, "compute Nim outcome")) {
    if (options.misere && heaps.every((h) => h <= 1n)) {
      return heaps.filter((h) => h === 1n).length % 2 === 1 ? "P" : "N";
    }
    return nimSumBigInt(heaps) === 0n ? "P" : "N";
  }
  checkHeaps(heaps, "compute Nim outcome");
  if (options.misere && heaps.every((h) => h <= 1)) {
    return heaps.filter((h) => h === 1).length % 2 === 1 ? "P" : "N";
  }
  return nimSum(heaps) === 0 ? "P" : "N";
}

/**
 * Returns every winning move of a Nim position (every move to a P-position).
 *
 * Normal play: for each heap h with h XOR s < h (s the nim-sum), reducing it
 * to h XOR s. Exactly the heaps holding the leading bit of s qualify, and
 * there are none in a P-position (Bouton 1901).
 *
 * Misère play: with two or more heaps of size at least 2, the normal-play
 * moves (at least one big heap survives them, so the misère rule agrees with
 * the normal one after the move). With exactly one such heap, reducing it to
 * 0 or to 1, whichever leaves an odd number of 1-heaps. With none, removing a
 * 1-heap when their number is even. A position with no stones has no move, so
 * none is returned even though it is a misère N-position (the player to move
 * has already won).
 *
 * Cost: O(n) time for n heaps.
 *
 * @param heaps Heap sizes, non-negative safe integers.
 * @param options `misere` to play the misère form.
 * @returns The winning moves, by increasing heap index.
 * @throws {TypeError} If `heaps` is not an array of numbers or `options` is malformed.
 * @throws {RangeError} If a heap size is negative or not an integer.
 *
 * @example
 * ```ts
 * import { nimWinningMoves } from "@cgt/nim/nim";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(nimWinningMoves([3, 4, 5]), [{ heap: 0, from: 3, to: 1 }]);
 * assert.deepEqual(nimWinningMoves([1, 2, 3]), []);
 * // Misère: leave an odd number of single stones.
 * assert.deepEqual(nimWinningMoves([1, 1, 5], { misere: true }), [{ heap: 2, from: 5, to: 1 }]);
 * // No stones: nothing to move, and the misère player to move has won.
 * assert.deepEqual(nimWinningMoves([0, 0], { misere: true }), []);
 * ```
 */
export function nimWinningMoves(heaps: readonly number[], options?: NimOptions): HeapMove[];
/**
 * The bigint form of {@link nimWinningMoves}: heaps of any size, exactly.
 *
 * @param heaps Heap sizes, non-negative bigints.
 * @param options `misere` to play the misère form.
 * @returns The winning moves, by increasing heap index, with bigint sizes.
 * @throws {TypeError} If `heaps` is not an array of bigints or `options` is malformed.
 * @throws {RangeError} If a heap size is negative.
 *
 * @example
 * ```ts
 * import { nimWinningMoves } from "@cgt/nim/nim";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(nimWinningMoves([2n ** 64n, 1n]), [{ heap: 0, from: 2n ** 64n, to: 1n }]);
 * ```
 */
export function nimWinningMoves(
  heaps: readonly bigint[],
  options?: NimOptions,
): HeapMove<bigint>[];
export function nimWinningMoves(
  heaps: readonly number[] | readonly bigint[],
  options: NimOptions = {},
): HeapMove[] | HeapMove<bigint>[] {
  checkOptions("compute Nim winning moves", options);
  booleanOption("compute Nim winning moves", "misere", options.misere);
  if (isBigIntHeaps(heaps, "compute Nim winning moves")) return bigIntWinningMoves(heaps, options);
  checkHeaps(heaps, "compute Nim winning moves");
  const moves: HeapMove[] = [];
  if (options.misere) {
    const big = heaps.filter((h) => h >= 2).length;
    const ones = heaps.filter((h) => h === 1).length;
    if (big === 0) {
      if (ones % 2 === 0) {
        heaps.forEach((h, heap) => h === 1 && moves.push({ heap, from: 1, to: 0 }));
      }
      return moves;
    }
    if (big === 1) {
      const heap = heaps.findIndex((h) => h >= 2);
      moves.push({ heap, from: heaps[heap], to: ones % 2 === 0 ? 1 : 0 });
      return moves;
    }
  }
  const s = nimSum(heaps);
  if (s === 0) return moves;
  heaps.forEach((h, heap) => {
    const to = nimSum(h, s);
    if (to < h) moves.push({ heap, from: h, to });
  });
  return moves;
}

/**
 * Whether `heaps` is a non-empty array of bigints (checked: non-negative, not
 * mixed with numbers); false for an array of numbers, checked by the caller.
 */
function isBigIntHeaps(
  heaps: readonly number[] | readonly bigint[],
  what: string,
): heaps is readonly bigint[] {
  if (!Array.isArray(heaps) || heaps.length === 0 || typeof heaps[0] !== "bigint") return false;
  for (const h of heaps as readonly unknown[]) {
    if (typeof h !== "bigint") {
      throw new TypeError(
        `Cannot ${what}: heap sizes must be all numbers or all bigints, received ${describe(h)}`,
      );
    }
    if (h < 0n) {
      throw new RangeError(
        `Cannot ${what}: heap sizes must be non-negative, received ${describe(h)}`,
      );
    }
  }
  return true;
}

/** {@link nimWinningMoves} on bigint heaps (checked), by the same rules. */
function bigIntWinningMoves(heaps: readonly bigint[], options: NimOptions): HeapMove<bigint>[] {
  const moves: HeapMove<bigint>[] = [];
  if (options.misere) {
    const big = heaps.filter((h) => h >= 2n).length;
    const ones = heaps.filter((h) => h === 1n).length;
    if (big === 0) {
      if (ones % 2 === 0) {
        heaps.forEach((h, heap) => h === 1n && moves.push({ heap, from: 1n, to: 0n }));
      }
      return moves;
    }
    if (big === 1) {
      const heap = heaps.findIndex((h) => h >= 2n);
      moves.push({ heap, from: heaps[heap], to: ones % 2 === 0 ? 1n : 0n });
      return moves;
    }
  }
  const s = nimSumBigInt(heaps);
  if (s === 0n) return moves;
  heaps.forEach((h, heap) => {
    const to = h ^ s;
    if (to < h) moves.push({ heap, from: h, to });
  });
  return moves;
}
