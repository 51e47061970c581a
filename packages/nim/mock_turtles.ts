/**
 * Mock Turtles: turn up to three coins; a head is worth an odious number.
 *
 * @module
 */

import type { ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

import { heads } from "./_coins.ts";
import { nimSum } from "@cgt/impartial/nim-sum";
import { checkInt } from "./_heaps.ts";

function parity(n: number): number {
  let p = 0;
  for (let x = n; x > 0; x = Math.floor(x / 2)) p ^= x % 2;
  return p;
}

function odious(n: number): number {
  return 2 * n + 1 - parity(n);
}

/**
 * Returns the value of a single head at index `n` (from 0 at the left) in
 * Mock Turtles: the n-th odious number (numbers with an odd count of 1 bits,
 * OEIS A000069 from offset 0: 1, 2, 4, 7, 8, 11, 13, 14, ...), which is
 * 2n + 1 when n has an even number of 1 bits and 2n otherwise.
 *
 * Proof (Winning Ways ch. 14). A move turns over one, two or three coins, the
 * rightmost from heads to tails. So a head at n has the options 0, v(a) and
 * v(a) XOR v(b) for a < b < n. Suppose v(m) = o(m), the m-th odious number,
 * for m < n. The single heads give the odious numbers o(0), ..., o(n - 1), all
 * of those below o(n). Two heads give o(a) XOR o(b) = 2(a XOR b) + bit, an
 * evil number (even count of 1 bits), and o(n) is odious, so never o(n). Every
 * evil e < o(n) is reached: e = 0 by turning the head alone; e > 0 with
 * c = floor(e / 2) < n as o(0) XOR o(c) (the evil number with half c); and
 * e = 2n (possible only when n is not a power of 2) as o(r) XOR o(2^k) where
 * n = 2^k + r, 0 < r < 2^k. Hence the mex is o(n).
 *
 * @param n The index of the coin, a non-negative safe integer below 2^52.
 * @returns Its value.
 * @throws {TypeError} If `n` is not a number.
 * @throws {RangeError} If `n` is out of range.
 *
 * @example
 * ```ts
 * import { mockTurtleCoinGrundy } from "@cgt/nim/mock-turtles";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([0, 1, 2, 3, 4, 5].map(mockTurtleCoinGrundy), [1, 2, 4, 7, 8, 11]);
 * ```
 */
export function mockTurtleCoinGrundy(n: number): number {
  checkInt(n, "compute Mock Turtles value", "the coin index", 0, 2 ** 52 - 1);
  return odious(n);
}

/**
 * The former name of {@link mockTurtleCoinGrundy} (the value of one head at index `n`), kept
 * because it was public and documented; it differed by one letter from
 * {@link mockTurtlesGrundy} (the value of a whole row).
 *
 * @deprecated Use {@link mockTurtleCoinGrundy}.
 *
 * @param n The index of the coin, a non-negative safe integer below 2^52.
 * @returns Its value.
 * @throws {TypeError} If `n` is not a number.
 * @throws {RangeError} If `n` is out of range.
 *
 * @example
 * ```ts
 * import { mockTurtleCoinGrundy, mockTurtleGrundy } from "@cgt/nim/mock-turtles";
 * import assert from "node:assert/strict";
 *
 * assert.equal(mockTurtleGrundy(5), mockTurtleCoinGrundy(5));
 * ```
 */
export function mockTurtleGrundy(n: number): number {
  return mockTurtleCoinGrundy(n);
}

/**
 * Returns the Grundy value of a Mock Turtles position: a row of coins written
 * with `H` and `T` in either case (read by `parseCoins` of `@cgt/nim/coins`), indexed from 0
 * at the left; a move turns over one, two or
 * three coins, the rightmost of which must go from heads to tails. By the
 * coin-turning principle the value is the nim-sum of {@link mockTurtleCoinGrundy}
 * over the heads.
 *
 * @param position A string of `H` and `T` (either case), at most 65,536 coins.
 * @returns The Grundy value.
 * @throws {TypeError} If `position` is not a string.
 * @throws {SyntaxError} If it holds a letter other than `H` and `T`.
 * @throws {RangeError} If it has more than 65,536 coins.
 *
 * @example
 * ```ts
 * import { mockTurtlesGrundy } from "@cgt/nim/mock-turtles";
 * import assert from "node:assert/strict";
 *
 * assert.equal(mockTurtlesGrundy("THHTH"), 2 ^ 4 ^ 8);
 * ```
 */
export function mockTurtlesGrundy(position: string): number {
  let s = 0;
  for (const i of heads(position, "compute Mock Turtles value")) s = nimSum(s, odious(i));
  return s;
}

/**
 * Returns the outcome of a Mock Turtles position: `"P"` exactly when its
 * value ({@link mockTurtlesGrundy}) is 0.
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
 * import { mockTurtlesOutcome } from "@cgt/nim/mock-turtles";
 * import assert from "node:assert/strict";
 *
 * assert.equal(mockTurtlesOutcome("HHHH"), "P"); // 1 XOR 2 XOR 4 XOR 7 = 0
 * assert.equal(mockTurtlesOutcome("HHTH"), "N"); // 1 XOR 2 XOR 7 = 4
 * ```
 */
export function mockTurtlesOutcome(position: string): ImpartialOutcome {
  return mockTurtlesGrundy(position) === 0 ? "P" : "N";
}

/**
 * Returns every winning move of a Mock Turtles position. A move is the list
 * of coin indices turned, increasing; its last index is the head turned to
 * tails. For a head at c with target t = v(c) XOR s (s the value), the moves
 * turn c with coins whose values XOR to t: none if t = 0, one coin j < c with
 * v(j) = t, or two coins j < k < c with v(j) XOR v(k) = t. The odious numbers
 * are inverted in closed form (the index of o is floor(o / 2)).
 *
 * Cost: O(h n) time for h heads and n coins.
 *
 * @param position A string of `H` and `T` (either case), indexed from 0 at the left, at most
 *   65,536 coins.
 * @returns The winning moves, ordered by last index, then by length, then
 * lexicographically (empty in a P-position).
 * @throws {TypeError} If `position` is not a string.
 * @throws {SyntaxError} If it holds a letter other than `H` and `T`.
 * @throws {RangeError} If it has more than 65,536 coins.
 *
 * @example
 * ```ts
 * import { mockTurtlesWinningMoves } from "@cgt/nim/mock-turtles";
 * import assert from "node:assert/strict";
 *
 * // One head, at 2: turning it over alone is the only winning move.
 * assert.deepEqual(mockTurtlesWinningMoves("TTH"), [[2]]);
 * // Value 1 XOR 2 XOR 7 = 4: turn coins 0, 1 and 3 to leave one head at 2.
 * assert.deepEqual(mockTurtlesWinningMoves("HHTH"), [[0, 1, 3]]);
 * ```
 */
export function mockTurtlesWinningMoves(position: string): number[][] {
  const list = heads(position, "compute Mock Turtles winning moves");
  let s = 0;
  for (const i of list) s = nimSum(s, odious(i));
  const moves: number[][] = [];
  if (s === 0) return moves;
  // The index of value v if v is odious, else -1.
  const indexOf = (
    v: number,
  ): number => (v > 0 && odious(Math.floor(v / 2)) === v ? Math.floor(v / 2) : -1);
  for (const c of list) {
    const t = nimSum(odious(c), s);
    if (t === 0) moves.push([c]);
    const j = indexOf(t);
    if (j >= 0 && j < c) moves.push([j, c]);
    for (let k = 0; k < c; k++) {
      const i = indexOf(nimSum(t, odious(k)));
      if (i >= 0 && i < k) moves.push([i, k, c]);
    }
  }
  return moves.sort((a, b) =>
    a[a.length - 1] - b[b.length - 1] || a.length - b.length || a[0] - b[0] || a[1] - b[1]
  );
}
