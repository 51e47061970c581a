/**
 * Lasker's Nim: take from a heap or split it in two; Grundy values in closed form.
 *
 * @module
 */

import { describe } from "./_check.ts";
import type { ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

import { nimSum } from "@cgt/impartial/nim-sum";
import { checkHeaps, checkInt } from "./_heaps.ts";

/** A move in Lasker's Nim: heap `heap` (from 0) of size `from` is replaced by the heaps `to`. */
export interface LaskerMove {
  /** The index of the heap, from 0. */
  heap: number;
  /** Its size before the move. */
  from: number;
  /**
   * What replaces it: `[]` when it is emptied, `[m]` when m stones remain
   * (0 < m < from), `[a, b]` with 1 <= a <= b and a + b = from for a split.
   */
  to: number[];
}

/**
 * Returns the Grundy value of a heap of `n` in Lasker's Nim, where a move
 * either removes any positive number of stones from a heap or splits a heap
 * into two non-empty heaps: G(0) = 0, G(4k+1) = 4k+1, G(4k+2) = 4k+2,
 * G(4k+3) = 4k+4, G(4k+4) = 4k+3 (Lasker 1931; Winning Ways ch. 4).
 *
 * Proof, by induction on n: write g = G. Removals reach every g(m), m < n;
 * g permutes each block {4j+1, ..., 4j+4}, so these are {0, ..., n-1}, except
 * for n = 4k+4 where they are {0, ..., 4k+2, 4k+4}. A split a + b = n gives
 * g(a) XOR g(b), and g(x) mod 4 is 1, 2, 0, 3 for x mod 4 = 1, 2, 3, 0. So
 * split values are 3 mod 4 when n = 4k+3 (pairs of residues (0,3), (1,2)),
 * 0 or 1 mod 4 when n = 4k+4 ((0,0), (2,2), (1,3)), 2 mod 4 when n = 4k+1
 * ((0,1), (2,3)), and 0 or 1 mod 4 when n = 4k+2 ((1,1), (0,2), (3,3)). For
 * n = 4k+3 the split (1, 4k+2) gives 4k+3. Taking the mex: 4k+1, 4k+2,
 * 4k+4 and 4k+3 in the four cases.
 *
 * @param n The heap size, a non-negative safe integer.
 * @returns Its Grundy value.
 * @throws {TypeError} If `n` is not a number.
 * @throws {RangeError} If `n` is not a non-negative safe integer.
 *
 * @example
 * ```ts
 * import { laskerGrundy } from "@cgt/nim/lasker-nim";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map(laskerGrundy), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
 * ```
 */
export function laskerGrundy(n: number): number {
  checkInt(n, "compute Lasker's Nim value", "the heap size");
  return grundy(n);
}

function grundy(n: number): number {
  const r = n % 4;
  if (r === 3) return n + 1;
  if (r === 0 && n > 0) return n - 1;
  return n;
}

/**
 * Returns the outcome of a Lasker's Nim position: `"P"` exactly when the
 * nim-sum of the heaps' values {@link laskerGrundy} is 0 (Sprague–Grundy).
 *
 * @param heaps Heap sizes, non-negative safe integers.
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If `heaps` is not an array.
 * @throws {RangeError} If a heap size is negative or not an integer.
 *
 * @example
 * ```ts
 * import { laskerNimOutcome } from "@cgt/nim/lasker-nim";
 * import assert from "node:assert/strict";
 *
 * assert.equal(laskerNimOutcome([3, 4]), "N"); // values 4 and 3
 * assert.equal(laskerNimOutcome([3, 7, 11]), "P"); // values 4, 8, 12
 * ```
 */
export function laskerNimOutcome(heaps: readonly number[]): ImpartialOutcome {
  checkHeaps(heaps, "compute Lasker's Nim outcome");
  let s = 0;
  for (const h of heaps) s = nimSum(s, grundy(h));
  return s === 0 ? "P" : "N";
}

/** The largest heap whose splits {@link laskerNimWinningMoves} enumerates (one by one). */
const MAX_SPLIT_HEAP = 2 ** 26;

/**
 * Returns every winning move of a Lasker's Nim position: each removal or
 * split after which the nim-sum of the values is 0. For a heap h the target
 * value is t = G(h) XOR s (s the total nim-sum); the removal is to the unique
 * m with G(m) = t when m < h (G is a bijection), and the splits are found by
 * trying every a <= h / 2.
 *
 * Cost: O(h) time for each heap h that can change, because of the splits;
 * meant for heaps up to a few million, and refused (rather than running for
 * hours) when a heap to be split exceeds 2^26.
 *
 * @param heaps Heap sizes, non-negative safe integers.
 * @returns The winning moves, by heap index, then removals before splits, by size.
 * @throws {TypeError} If `heaps` is not an array.
 * @throws {RangeError} If a heap size is negative or not an integer, or a
 *   heap whose splits must be enumerated exceeds 2^26.
 *
 * @example
 * ```ts
 * import { laskerNimWinningMoves } from "@cgt/nim/lasker-nim";
 * import assert from "node:assert/strict";
 *
 * // Values 4 and 3: split the 3 into 1 + 2 (value 3), or take one from the 4.
 * assert.deepEqual(laskerNimWinningMoves([3, 4]), [
 *   { heap: 0, from: 3, to: [1, 2] },
 *   { heap: 1, from: 4, to: [3] },
 * ]);
 * ```
 */
export function laskerNimWinningMoves(heaps: readonly number[]): LaskerMove[] {
  checkHeaps(heaps, "compute Lasker's Nim winning moves");
  let s = 0;
  for (const h of heaps) s = nimSum(s, grundy(h));
  const moves: LaskerMove[] = [];
  if (s === 0) return moves;
  heaps.forEach((h, heap) => {
    const t = nimSum(grundy(h), s);
    // G is its own inverse: it swaps 4k+3 and 4k+4 and fixes the rest.
    const m = grundy(t);
    if (m < h) moves.push({ heap, from: h, to: m === 0 ? [] : [m] });
    if (h > MAX_SPLIT_HEAP) {
      throw new RangeError(
        `Cannot compute Lasker's Nim winning moves: splits are enumerated only for heaps up to 2^26, received ${
          describe(h)
        }`,
      );
    }
    for (let a = 1; 2 * a <= h; a++) {
      if (nimSum(grundy(a), grundy(h - a)) === t) moves.push({ heap, from: h, to: [a, h - a] });
    }
  });
  return moves;
}
