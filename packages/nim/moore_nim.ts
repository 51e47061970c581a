/**
 * Moore's Nim_k: a move takes stones from up to k heaps at once.
 *
 * @module
 */

import { checkOptions } from "./_check.ts";
import type { ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

import { checkHeaps, checkInt, hasBit } from "./_heaps.ts";
import type { HeapMove } from "./nim.ts";

export type { HeapMove } from "./nim.ts";

/** Options for {@link mooreNimWinningMoves}. */
export interface MooreNimOptions {
  /**
   * The most moves the search may examine before it gives up with a
   * `RangeError`.
   *
   * @default {1_000_000}
   */
  maxMoves?: number;
}

/**
 * Returns the outcome of Moore's Nim_k: a move takes stones from at least one
 * and at most k heaps (any positive number from each). `"P"` exactly when, for
 * every bit position, the number of heaps with that bit set is divisible by
 * k + 1 (Moore 1910). For k = 1 this is Bouton's theorem.
 *
 * Proof. Call such positions balanced. (i) A move from a balanced position
 * changes at most k heaps, all downwards; at the highest bit where any changed
 * heap changes, every heap that changes there goes from 1 to 0, so that
 * column's count drops by 1 to k and is no longer divisible by k + 1.
 * (ii) From an unbalanced position a move reaches a balanced one: go down the
 * bits keeping the set F of heaps already lowered (|F| <= k, their lower bits
 * are free). At a bit whose count of 1s among heaps outside F is c, let
 * r = c mod (k + 1). If r + |F| <= k, turn r of those 1s into 0s (those heaps
 * join F) and give F's heaps 0 there; otherwise set the bit in k + 1 - r <= |F|
 * heaps of F. The first unbalanced bit has F empty, so the move is not empty.
 *
 * Cost: O(53 n) time for n heaps.
 *
 * @param heaps Heap sizes, non-negative safe integers.
 * @param k The most heaps one move may touch, a positive integer.
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If `heaps` is not an array.
 * @throws {RangeError} If a heap is not a non-negative safe integer or `k` is not a positive integer.
 *
 * @example
 * ```ts
 * import { mooreNimOutcome } from "@cgt/nim/moore-nim";
 * import assert from "node:assert/strict";
 *
 * assert.equal(mooreNimOutcome([1, 1, 1], 2), "P"); // three 1s: divisible by 3
 * assert.equal(mooreNimOutcome([1, 1], 2), "N"); // take both
 * assert.equal(mooreNimOutcome([3, 5, 6], 1), "P"); // k = 1 is Nim
 * ```
 */
export function mooreNimOutcome(heaps: readonly number[], k: number): ImpartialOutcome {
  checkHeaps(heaps, "compute Moore's Nim outcome");
  checkInt(k, "compute Moore's Nim outcome", "k", 1);
  for (let bit = 0; bit < 53; bit++) {
    let count = 0;
    for (const h of heaps) if (hasBit(h, bit)) count++;
    if (count % (k + 1) !== 0) return "N";
  }
  return "P";
}

/**
 * Returns every winning move of Moore's Nim_k: each move (a choice of 1 to k
 * heaps and a smaller size for each) that leaves a P-position, as decided by
 * {@link mooreNimOutcome}. The moves are found by enumeration, so this is for
 * small positions: it examines every move, sum over the chosen sets of heaps
 * of the product of their sizes.
 *
 * @param heaps Heap sizes, non-negative safe integers.
 * @param k The most heaps one move may touch, a positive integer.
 * @param options `maxMoves`, the search limit.
 * @returns The winning moves, each a list of heap changes by increasing heap
 * index, in lexicographic order of their (heap, new size) pairs. Empty in a
 * P-position.
 * @throws {TypeError} If `heaps` is not an array of numbers or `options` is not an object.
 * @throws {RangeError} If an argument is out of range, or the position has
 * more than `maxMoves` moves.
 *
 * @example
 * ```ts
 * import { mooreNimWinningMoves } from "@cgt/nim/moore-nim";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(mooreNimWinningMoves([1, 1, 2], 2), [
 *   [{ heap: 2, from: 2, to: 1 }],
 * ]);
 * ```
 */
export function mooreNimWinningMoves(
  heaps: readonly number[],
  k: number,
  options: MooreNimOptions = {},
): HeapMove[][] {
  const what = "compute Moore's Nim winning moves";
  checkHeaps(heaps, what);
  checkInt(k, what, "k", 1);
  checkOptions(what, options);
  const maxMoves = options.maxMoves === undefined ? 1_000_000 : options.maxMoves;
  checkInt(maxMoves, what, "maxMoves", 1);
  const moves: HeapMove[][] = [];
  if (mooreNimOutcome(heaps, k) === "P") return moves;
  const live = heaps.flatMap((h, i) => (h > 0 ? [i] : []));
  // Count the moves first so that a huge position fails fast.
  let total = 0;
  const count = (from: number, size: number, product: number): void => {
    for (let j = from; j < live.length && total <= maxMoves; j++) {
      const p = product * heaps[live[j]];
      total += p;
      if (size + 1 < k) count(j + 1, size + 1, p);
    }
  };
  count(0, 0, 1);
  if (total > maxMoves) {
    throw new RangeError(
      `Cannot ${what}: the position has more than ${maxMoves} moves; raise maxMoves`,
    );
  }
  const after = [...heaps];
  const chosen: number[] = [];
  const visit = (from: number): void => {
    for (let j = from; j < live.length; j++) {
      const i = live[j];
      chosen.push(i);
      for (let to = 0; to < heaps[i]; to++) {
        after[i] = to;
        if (mooreNimOutcome(after, k) === "P") {
          moves.push(chosen.map((c) => ({ heap: c, from: heaps[c], to: after[c] })));
        }
        if (chosen.length < k) visit(j + 1);
      }
      after[i] = heaps[i];
      chosen.pop();
    }
  };
  visit(0);
  return moves.sort(compareMoves);
}

function compareMoves(a: HeapMove[], b: HeapMove[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i].heap !== b[i].heap) return a[i].heap - b[i].heap;
    if (a[i].to !== b[i].to) return a[i].to - b[i].to;
  }
  return a.length - b.length;
}
