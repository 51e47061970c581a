/**
 * Staircase Nim: coins move down a staircase; only the odd steps count.
 *
 * @module
 */

import type { ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

import { nimSum } from "@cgt/impartial/nim-sum";
import { checkHeaps } from "./_heaps.ts";

/** A staircase move: `count` coins go from step `step` to step `step - 1` (off the board from step 0). */
export interface StaircaseMove {
  /** The step the coins leave, from 0. */
  step: number;
  /** How many coins move, at least 1. */
  count: number;
}

/**
 * Returns the nim-sum that decides staircase Nim: the XOR of the coins on
 * steps 0, 2, 4, ... of `coins`.
 *
 * Indexing convention: `coins[i]` is the number of coins on step i, counted
 * from 0 at the bottom. A move takes a positive number of coins from one step
 * i and puts them on step i - 1; coins moved from step 0 leave the game. (With
 * the floor numbered 0 and the stairs from 1, these are the odd stairs.)
 *
 * Theorem: the position is a P-position exactly when this nim-sum is 0
 * (a classical result; the proof is short). Proof: the even steps form a Nim
 * position, since moving coins off an even step is a Nim move there. A move
 * from an odd step i adds coins to the even step i - 1; the opponent answers by
 * moving the same coins on from step i - 1 to step i - 2 (an odd step, or off
 * the board), restoring the even steps exactly. Such answers cannot go on for
 * ever, because coins only ever move down. So the player facing even-step
 * nim-sum 0 loses, and the other wins by playing Nim on the even steps.
 *
 * @param coins Coins per step, non-negative safe integers; `coins[0]` is the bottom step.
 * @returns The XOR of `coins[0]`, `coins[2]`, `coins[4]`, ...
 * @throws {TypeError} If `coins` is not an array.
 * @throws {RangeError} If a count is negative or not a safe integer.
 *
 * @example
 * ```ts
 * import { staircaseNimGrundy } from "@cgt/nim/staircase-nim";
 * import assert from "node:assert/strict";
 *
 * assert.equal(staircaseNimGrundy([3, 9, 5]), 6); // 3 XOR 5; step 1 does not count
 * ```
 */
export function staircaseNimGrundy(coins: readonly number[]): number {
  checkHeaps(coins, "compute staircase nim-sum", "coin counts");
  let s = 0;
  for (let i = 0; i < coins.length; i += 2) s = nimSum(s, coins[i]);
  return s;
}

/**
 * Returns the outcome of a staircase Nim position: `"P"` exactly when the XOR
 * of the coins on the even-indexed steps (0, 2, 4, ...) is 0. See
 * {@link staircaseNimGrundy} for the indexing convention and the proof.
 *
 * @param coins Coins per step, non-negative safe integers; `coins[0]` is the bottom step.
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If `coins` is not an array.
 * @throws {RangeError} If a count is negative or not a safe integer.
 *
 * @example
 * ```ts
 * import { staircaseNimOutcome } from "@cgt/nim/staircase-nim";
 * import assert from "node:assert/strict";
 *
 * assert.equal(staircaseNimOutcome([2, 7, 2]), "P");
 * assert.equal(staircaseNimOutcome([0, 5]), "P"); // step 1 alone loses
 * assert.equal(staircaseNimOutcome([1, 5]), "N");
 * ```
 */
export function staircaseNimOutcome(coins: readonly number[]): ImpartialOutcome {
  return staircaseNimGrundy(coins) === 0 ? "P" : "N";
}

/**
 * Returns every winning move of a staircase Nim position, that is every move
 * after which the even steps have nim-sum 0. With s the even-step nim-sum
 * (s ≠ 0): from an even step i holding c coins, moving c - (c XOR s) coins when
 * c XOR s < c; from an odd step i, moving (e XOR s) - e coins down onto the
 * even step below holding e, when e XOR s > e and step i has that many coins.
 *
 * Cost: O(n) time for n steps.
 *
 * @param coins Coins per step, non-negative safe integers; `coins[0]` is the bottom step.
 * @returns The winning moves by increasing step (empty in a P-position).
 * @throws {TypeError} If `coins` is not an array.
 * @throws {RangeError} If a count is negative or not a safe integer.
 *
 * @example
 * ```ts
 * import { staircaseNimWinningMoves } from "@cgt/nim/staircase-nim";
 * import assert from "node:assert/strict";
 *
 * // Even steps hold 1 and 3: take 2 off step 2, or push 2 from step 1 onto step 0.
 * assert.deepEqual(staircaseNimWinningMoves([1, 4, 3]), [
 *   { step: 1, count: 2 },
 *   { step: 2, count: 2 },
 * ]);
 * ```
 */
export function staircaseNimWinningMoves(coins: readonly number[]): StaircaseMove[] {
  const s = staircaseNimGrundy(coins);
  const moves: StaircaseMove[] = [];
  if (s === 0) return moves;
  coins.forEach((c, step) => {
    if (step % 2 === 0) {
      const to = nimSum(c, s);
      if (to < c) moves.push({ step, count: c - to });
    } else {
      const below = coins[step - 1];
      const need = nimSum(below, s) - below;
      if (need > 0 && need <= c) moves.push({ step, count: need });
    }
  });
  return moves;
}
