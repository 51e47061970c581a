/**
 * Turning Turtles: a coin-turning game that is Nim in disguise.
 *
 * @module
 */

import type { ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

import { heads } from "./_coins.ts";
import { nimSum } from "@cgt/impartial/nim-sum";

/**
 * Returns the Grundy value of a Turning Turtles position (Winning Ways ch.
 * 14). The position is a row of coins written with `H` (heads) and `T`
 * (tails), indexed from 0 at the left. A move turns over one or two coins; the
 * rightmost coin turned must go from heads to tails. The value is the nim-sum
 * of i + 1 over the heads at indices i.
 *
 * Proof. By the coin-turning principle (Winning Ways ch. 14) a position is
 * the sum of its single heads, so only the value of one head at i matters.
 * Its options turn it to tails alone (value 0) or together with a coin j < i
 * (one head at j, since two heads at j would cancel). So its value is
 * mex{0, v(0), ..., v(i - 1)} = i + 1 by induction: a head at index i is a
 * Nim heap of i + 1.
 *
 * @param position A string of `H` and `T` (either case), at most 65,536 coins.
 * @returns The Grundy value.
 * @throws {TypeError} If `position` is not a string.
 * @throws {SyntaxError} If it holds a letter other than `H` and `T`.
 * @throws {RangeError} If it has more than 65,536 coins.
 *
 * @example
 * ```ts
 * import { turningTurtlesGrundy } from "@cgt/nim/turning-turtles";
 * import assert from "node:assert/strict";
 *
 * assert.equal(turningTurtlesGrundy("THHTH"), 2 ^ 3 ^ 5);
 * ```
 */
export function turningTurtlesGrundy(position: string): number {
  let s = 0;
  for (const i of heads(position, "compute Turning Turtles value")) s = nimSum(s, i + 1);
  return s;
}

/**
 * Returns the outcome of a Turning Turtles position: `"P"` exactly when its
 * value ({@link turningTurtlesGrundy}) is 0.
 *
 * @param position A string of `H` and `T` (either case), indexed from 0 at the left, at most
 *   65,536 coins.
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If `position` is not a string.
 * @throws {SyntaxError} If it holds a letter other than `H` and `T`.
 * @throws {RangeError} If it has more than 65,536 coins.
 *
 * @example
 * ```ts
 * import { turningTurtlesOutcome } from "@cgt/nim/turning-turtles";
 * import assert from "node:assert/strict";
 *
 * assert.equal(turningTurtlesOutcome("HHH"), "P"); // heaps 1, 2, 3
 * ```
 */
export function turningTurtlesOutcome(position: string): ImpartialOutcome {
  return turningTurtlesGrundy(position) === 0 ? "P" : "N";
}

/**
 * Returns every winning move of a Turning Turtles position. A move is the
 * list of coin indices turned, increasing; its last index is the head turned
 * to tails. For a head at i with target t = (i + 1) XOR s < i + 1 (s the
 * value), the move turns i alone when t = 0 and also coin t - 1 otherwise:
 * the Nim move from heap i + 1 to heap t.
 *
 * Cost: O(n) time for n coins.
 *
 * @param position A string of `H` and `T` (either case), indexed from 0 at the left, at most
 *   65,536 coins.
 * @returns The winning moves, by increasing last index (empty in a P-position).
 * @throws {TypeError} If `position` is not a string.
 * @throws {SyntaxError} If it holds a letter other than `H` and `T`.
 * @throws {RangeError} If it has more than 65,536 coins.
 *
 * @example
 * ```ts
 * import { turningTurtlesWinningMoves } from "@cgt/nim/turning-turtles";
 * import assert from "node:assert/strict";
 *
 * // Heaps 2, 3, 5 (nim-sum 4): turn coin 4 and coin 0 (heap 5 to heap 1).
 * assert.deepEqual(turningTurtlesWinningMoves("THHTH"), [[0, 4]]);
 * ```
 */
export function turningTurtlesWinningMoves(position: string): number[][] {
  const list = heads(position, "compute Turning Turtles winning moves");
  let s = 0;
  for (const i of list) s = nimSum(s, i + 1);
  const moves: number[][] = [];
  if (s === 0) return moves;
  for (const i of list) {
    const t = nimSum(i + 1, s);
    if (t < i + 1) moves.push(t === 0 ? [i] : [t - 1, i]);
  }
  return moves;
}
