/**
 * Fibonacci Nim: one heap, each take at most twice the previous one; solved
 * by Zeckendorf representations.
 *
 * @module
 */

import type { ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

import { checkInt } from "./_heaps.ts";

// The Fibonacci numbers 1, 2, 3, 5, 8, ... below 2^53.
const FIBS: number[] = (() => {
  const out = [1, 2];
  while (out[out.length - 1] + out[out.length - 2] <= Number.MAX_SAFE_INTEGER) {
    out.push(out[out.length - 1] + out[out.length - 2]);
  }
  return out;
})();

/**
 * Returns the Zeckendorf representation of `n`: the unique way to write n as
 * a sum of Fibonacci numbers (1, 2, 3, 5, 8, ...) no two of them consecutive
 * (Zeckendorf 1972), found greedily, largest part first.
 *
 * @param n A non-negative safe integer.
 * @returns The parts, decreasing (empty for 0).
 * @throws {TypeError} If `n` is not a number.
 * @throws {RangeError} If `n` is not a non-negative safe integer.
 *
 * @example
 * ```ts
 * import { zeckendorf } from "@cgt/nim/fibonacci-nim";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(zeckendorf(100), [89, 8, 3]);
 * ```
 */
export function zeckendorf(n: number): number[] {
  checkInt(n, "compute Zeckendorf representation", "n");
  const parts: number[] = [];
  let rest = n;
  for (let i = FIBS.length - 1; i >= 0 && rest > 0; i--) {
    if (FIBS[i] <= rest) {
      parts.push(FIBS[i]);
      rest -= FIBS[i];
    }
  }
  return parts;
}

function smallestPart(n: number): number {
  let rest = n;
  let last = 0;
  for (let i = FIBS.length - 1; i >= 0 && rest > 0; i--) {
    if (FIBS[i] <= rest) {
      rest -= FIBS[i];
      last = FIBS[i];
    }
  }
  return last;
}

function checkPosition(heap: number, maxTake: number | undefined, what: string): number {
  checkInt(heap, what, "the heap");
  if (maxTake === undefined) return Math.max(heap - 1, 0);
  checkInt(maxTake, what, "the largest allowed take");
  return maxTake;
}

/**
 * Returns the outcome of a Fibonacci Nim position. The game: one heap; the
 * first move takes from 1 to heap - 1 stones; after a take of t the next
 * player takes from 1 to 2t stones; whoever takes the last stone wins
 * (Whinihan 1963). A position is the heap and the most the mover may take
 * (`maxTake`, by default heap - 1, the opening).
 *
 * Theorem: the position is `"P"` exactly when the heap is 0 or the smallest
 * part z of its Zeckendorf representation exceeds `maxTake`. At the opening
 * (maxTake = heap - 1) that means the heap is a Fibonacci number.
 *
 * Proof. If z <= maxTake, take z: the rest n - z has Zeckendorf parts that
 * are not consecutive to z, so its smallest part is at least the next-but-one
 * Fibonacci number after z, which is more than 2z: the opponent faces a
 * P-position. If z > maxTake, every take t < z leaves a heap whose smallest
 * Zeckendorf part is at most 2t: writing n = Z + F_k with z = F_k, the rest is
 * Z + (F_k - t) and F_k - t < F_k has its own representation below F_{k-1};
 * if its smallest part F_j exceeded 2t, then F_k - t would be at most
 * F_j + F_{j+2} + ... + F_{k-1} = F_k - F_{j-1}, so t >= F_{j-1} >= F_j / 2,
 * a contradiction. So the opponent can answer with a Zeckendorf take.
 *
 * @param heap The number of stones, a non-negative safe integer.
 * @param maxTake The most the mover may take now; the opening rule heap - 1 by default.
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If an argument is not a number.
 * @throws {RangeError} If an argument is not a non-negative safe integer.
 *
 * @example
 * ```ts
 * import { fibonacciNimOutcome } from "@cgt/nim/fibonacci-nim";
 * import assert from "node:assert/strict";
 *
 * assert.equal(fibonacciNimOutcome(21), "P"); // a Fibonacci number
 * assert.equal(fibonacciNimOutcome(20), "N"); // 20 = 13 + 5 + 2: take 2
 * assert.equal(fibonacciNimOutcome(20, 1), "P"); // 2 is too many now
 * ```
 */
export function fibonacciNimOutcome(heap: number, maxTake?: number): ImpartialOutcome {
  const limit = checkPosition(heap, maxTake, "compute Fibonacci Nim outcome");
  return heap === 0 || smallestPart(heap) > limit ? "P" : "N";
}

/**
 * Returns the Zeckendorf winning move of a Fibonacci Nim position: take the
 * smallest part of the heap's Zeckendorf representation, if that is allowed
 * (see {@link fibonacciNimOutcome} for the rules and the proof).
 *
 * Cost: O(log heap).
 *
 * @param heap The number of stones, a non-negative safe integer.
 * @param maxTake The most the mover may take now; the opening rule heap - 1 by default.
 * @returns The number of stones to take, or `undefined` in a P-position.
 * @throws {TypeError} If an argument is not a number.
 * @throws {RangeError} If an argument is not a non-negative safe integer.
 *
 * @example
 * ```ts
 * import { fibonacciNimMove } from "@cgt/nim/fibonacci-nim";
 * import assert from "node:assert/strict";
 *
 * assert.equal(fibonacciNimMove(20), 2);
 * assert.equal(fibonacciNimMove(21), undefined);
 * ```
 */
export function fibonacciNimMove(heap: number, maxTake?: number): number | undefined {
  const limit = checkPosition(heap, maxTake, "compute Fibonacci Nim move");
  if (heap === 0) return undefined;
  const z = smallestPart(heap);
  return z <= limit ? z : undefined;
}

/**
 * Returns every winning take of a Fibonacci Nim position: each t from 1 to
 * min(maxTake, heap) that leaves a P-position (heap - t, 2t) by the theorem
 * of {@link fibonacciNimOutcome}. The Zeckendorf take is one of them, and
 * there may be others: from an opening heap of 30 = 21 + 8 + 1, taking 1 or 9
 * both win. A winning take t leaves a rest whose smallest Zeckendorf part
 * F_j exceeds 2t, so only the few rests with all parts at least F_j lying
 * within F_j / 2 below the heap are candidates, for each j; each is checked
 * in closed form.
 *
 * Cost: O(log^3 heap) time, whatever maxTake is.
 *
 * @param heap The number of stones, a non-negative safe integer.
 * @param maxTake The most the mover may take now; the opening rule heap - 1 by default.
 * @returns The winning takes, increasing (empty in a P-position).
 * @throws {TypeError} If an argument is not a number.
 * @throws {RangeError} If an argument is not a non-negative safe integer.
 *
 * @example
 * ```ts
 * import { fibonacciNimWinningMoves } from "@cgt/nim/fibonacci-nim";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(fibonacciNimWinningMoves(30), [1, 9]);
 * assert.deepEqual(fibonacciNimWinningMoves(21), []);
 * ```
 */
export function fibonacciNimWinningMoves(heap: number, maxTake?: number): number[] {
  const limit = checkPosition(heap, maxTake, "compute Fibonacci Nim winning moves");
  const top = Math.min(limit, heap);
  const takes = new Set<number>();
  if (heap > 0 && heap <= limit) takes.add(heap);
  // A take t < heap wins exactly when the rest r = heap - t has smallest
  // Zeckendorf part F_j > 2t. So for each j it suffices to look at the rests
  // whose parts are all at least F_j and which lie within (F_j - 1) / 2 below
  // heap: walk down through them from the largest one below heap.
  for (let j = 0; j < FIBS.length && FIBS[j] <= 2 * heap; j++) {
    const reach = Math.min(top, (FIBS[j] - 1) >> 1);
    let rest = heap > 0 ? floorWithPartsFrom(heap - 1, j) : 0;
    while (rest > 0 && heap - rest <= reach) {
      if (smallestPart(rest) > 2 * (heap - rest)) takes.add(heap - rest);
      rest = floorWithPartsFrom(rest - 1, j);
    }
  }
  return [...takes].sort((a, b) => a - b);
}

/** The largest number up to `x` whose Zeckendorf parts are all at least FIBS[j] (the top of x's representation). */
function floorWithPartsFrom(x: number, j: number): number {
  let rest = x;
  let kept = 0;
  for (let i = FIBS.length - 1; i >= j && rest > 0; i--) {
    if (FIBS[i] <= rest) {
      rest -= FIBS[i];
      kept += FIBS[i];
    }
  }
  return kept;
}
