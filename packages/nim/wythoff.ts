/**
 * Wythoff's game and its extension with parameter k: P-positions in closed form, computed exactly.
 *
 * @module
 */

import { checkOptions, describe } from "./_check.ts";
import type { ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

import type { ImpartialGame } from "@cgt/impartial";

export type { ImpartialGame, PositionKey } from "@cgt/impartial";

/**
 * Options of the Wythoff functions.
 */
export interface WythoffOptions {
  /**
   * The parameter k >= 0 of the extended game: a move takes any positive
   * number from one heap, or x from the first heap and y from the second
   * with x + y > 0 and |x - y| <= k. k = 0 is Wythoff's game.
   *
   * @default {0}
   */
  k?: number | bigint;
}

/**
 * Which of the two complementary Beatty sequences a number belongs to (see
 * {@link wythoffIndex}).
 */
export interface WythoffIndex<T extends number | bigint> {
  /** The index n of the P-position (A_n, B_n) that holds the number. */
  n: T;
  /** `"lower"` if the number is A_n, `"upper"` if it is B_n (0 = A_0 counts as lower). */
  side: "lower" | "upper";
}

/** The largest n for which the number path computes A_n exactly: n^2 < 2^53. */
const EXACT_N = 94_906_265;
const MAX = Number.MAX_SAFE_INTEGER;

function checkNumber(value: number | bigint, what: string, name: string): bigint {
  if (typeof value === "bigint") {
    if (value < 0n) {
      throw new RangeError(
        `Cannot ${what}: ${name} must be a non-negative integer, received ${describe(value)}`,
      );
    }
    return value;
  }
  if (typeof value !== "number") {
    throw new TypeError(
      `Cannot ${what}: ${name} must be a number or a bigint, received ${describe(value)}`,
    );
  }
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(
      `Cannot ${what}: ${name} must be a non-negative integer, received ${describe(value)}`,
    );
  }
  return BigInt(value);
}

/** Throws a TypeError unless `position` is a pair of non-negative safe integers. */
function checkPair(what: string, position: unknown): void {
  if (
    !Array.isArray(position) || position.length !== 2 ||
    !position.every((h) => Number.isSafeInteger(h) && h >= 0)
  ) {
    throw new TypeError(
      `Cannot ${what}: a position is a pair [a, b] of non-negative integers, received ${
        describe(position)
      }`,
    );
  }
}

function kOf(options: WythoffOptions | undefined, what: string): bigint {
  checkOptions(what, options);
  const k = options?.k;
  return checkNumber(k === undefined ? 0 : k, what, "k");
}

function toNumber(value: bigint, what: string): number {
  if (value > BigInt(MAX)) {
    throw new RangeError(
      `Cannot ${what}: the result ${value} exceeds 2^53 - 1, pass bigint arguments to get it`,
    );
  }
  return Number(value);
}

/** floor(sqrt(m)) for m >= 0, by Newton's method on bigints from a start above the root. */
function isqrt(m: bigint): bigint {
  if (m < 2n) return m;
  // Start strictly above sqrt(m): a float estimate raised by a relative 1e-9 while m is
  // below 2^1000, else a power of two; from above, Newton's iterates decrease to the floor.
  let x = m < 1n << 1000n
    ? BigInt(Math.ceil(Math.sqrt(Number(m)) * (1 + 1e-9))) + 1n
    : 1n << BigInt((m.toString(2).length >> 1) + 1);
  for (;;) {
    const y = (x + m / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** A_n by the exact formula A_n = n + floor((isqrt(d^2 + 4n^2) - d) / 2), d = n(k + 1). */
function lowerBig(n: bigint, k: bigint): bigint {
  if (n === 0n) return 0n;
  const d = n * (k + 1n);
  return n + (isqrt(d * d + 4n * n * n) - d) / 2n;
}

/**
 * A_n - n on safe numbers, exact for 1 <= n <= EXACT_N with d + 2n <= 2^53 - 1:
 * the largest x >= 0 with x(x + d) < n^2 (see the module proof in wythoffPPosition).
 */
function lowerExcessNumber(n: number, d: number, q: number): number {
  const nn = n * n;
  let x = Math.floor((2 * n) / (q + Math.sqrt(q * q + 4)));
  if (!(x >= 0)) x = 0;
  while (x > 0 && x * (x + d) >= nn) x--;
  while ((x + 1) * (x + 1 + d) < nn) x++;
  return x;
}

function isPBig(a: bigint, b: bigint, k: bigint): boolean {
  if (a > b) [a, b] = [b, a];
  const q = k + 1n;
  const d = b - a;
  if (d % q !== 0n) return false;
  const n = d / q;
  if (n > a) return false;
  return lowerBig(n, k) === a;
}

function isPNumber(a: number, b: number, k: number): boolean {
  if (a > b) [a, b] = [b, a];
  const q = k + 1;
  const d = b - a;
  if (d % q !== 0) return false;
  const n = d / q;
  if (n === 0) return a === 0;
  if (n > a) return false;
  if (n > EXACT_N) return isPBig(BigInt(a), BigInt(b), BigInt(k));
  // a = A_n  <=>  x(x + d) < n^2 < (x + 1)(x + 1 + d) with x = a - n; every
  // factor is an exact integer and n^2 < 2^53, so the rounded products
  // compare exactly (rounding is monotone and n^2, n^2 + 1 are representable).
  const x = a - n;
  const nn = n * n;
  return x * (x + d) < nn && nn < (x + 1) * (x + 1 + d);
}

function indexBig(x: bigint, k: bigint): WythoffIndex<bigint> {
  if (x === 0n) return { n: 0n, side: "lower" };
  // floor((x + 1) / alpha) counts the n >= 1 with A_n <= x, where
  // 1 / alpha = (sqrt((k + 1)^2 + 4) + k - 1) / (2(k + 1)).
  const m = x + 1n;
  const q = k + 1n;
  const count = (m * (k - 1n) + isqrt(m * m * (q * q + 4n))) / (2n * q);
  if (count > 0n && lowerBig(count, k) === x) return { n: count, side: "lower" };
  return { n: x - count, side: "upper" };
}

/**
 * Returns the n-th P-position (A_n, B_n) of the extended Wythoff game with
 * parameter k (Wythoff's game for k = 0), with A_n <= B_n.
 *
 * Theorem (Wythoff 1907 for k = 0; Fraenkel 1982, "How to beat your Wythoff
 * games' opponent on three fronts", Amer. Math. Monthly 89, for the
 * a-Wythoff game with a = k + 1): the P-positions are (0, 0) and the pairs
 * (A_n, B_n), (B_n, A_n) for n >= 1, where A_n is the least number not among
 * A_0..A_{n-1}, B_0..B_{n-1} and B_n = A_n + n(k + 1). They are the
 * complementary Beatty sequences A_n = floor(n alpha), B_n = floor(n beta)
 * with alpha = (1 - k + sqrt(k^2 + 2k + 5)) / 2 and beta = alpha + k + 1.
 *
 * Exact computation. Put q = k + 1, d = nq and D = q^2 + 4 = k^2 + 2k + 5.
 * D is never a perfect square: m^2 + 4 = s^2 with s > m >= 0 forces
 * (s - m)(s + m) = 4 with positive factors of the same parity, so
 * s - m = s + m = 2 and m = 0, but m = q >= 1 (for k = 0, D = 5). Hence
 * for n >= 1, S = sqrt(n^2 D) = sqrt(d^2 + 4n^2) is irrational (were
 * n^2 D = s^2, D = (s/n)^2 would be a rational square of an integer, hence
 * an integer square). Then
 * 2 n alpha = n(1 - k) + S = 2n - d + S, so A_n = n + floor((S - d) / 2).
 * For any real z and integer m >= 1, floor(z / m) = floor(floor(z) / m)
 * (both are the largest integer j with jm <= z, as jm is an integer), and
 * floor(S - d) = isqrt(d^2 + 4n^2) - d because d is an integer, so
 * A_n = n + floor((isqrt(d^2 + 4n^2) - d) / 2): integer arithmetic only,
 * equal to the textbook floor((n(1 - k) + isqrt(n^2 (k^2 + 2k + 5))) / 2).
 * Equivalently x = A_n - n is the largest x >= 0 with x(x + d) < n^2 (square
 * 2x + d <= S; equality is impossible as S is irrational); the number path
 * uses this with a floating estimate corrected by exact comparisons.
 *
 * Cost: O(1) number operations for n <= 94 906 265 (n^2 < 2^53); above that,
 * or for bigint input, one bigint integer square root (O(log n) Newton steps).
 *
 * @param n The index, a non-negative safe integer or bigint (any size).
 * @param options The parameter k (default 0).
 * @returns `[A_n, B_n]`, of the same type as `n`.
 * @throws {RangeError} If `n` or `k` is negative or not an integer, or a
 * number result would exceed 2^53 - 1.
 * @throws {TypeError} If `n` or `k` is neither a number nor a bigint, or `options` is not an object.
 *
 * @example Wythoff's game and the game with k = 1
 * ```ts
 * import { wythoffPPosition } from "@cgt/nim/wythoff";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([1, 2, 3].map((n) => wythoffPPosition(n)), [[1, 2], [3, 5], [4, 7]]);
 * assert.deepEqual(wythoffPPosition(2, { k: 1 }), [2, 6]);
 * assert.deepEqual(wythoffPPosition(10n ** 20n), [161803398874989484820n, 261803398874989484820n]);
 * ```
 */
export function wythoffPPosition(n: number, options?: WythoffOptions): [number, number];
/**
 * The bigint form of {@link wythoffPPosition}: no size limit.
 *
 * @param n The index, a non-negative bigint.
 * @param options The parameter k (default 0).
 * @returns `[A_n, B_n]` as bigints.
 */
export function wythoffPPosition(n: bigint, options?: WythoffOptions): [bigint, bigint];
export function wythoffPPosition(
  n: number | bigint,
  options?: WythoffOptions,
): [number, number] | [bigint, bigint] {
  const what = "compute Wythoff P-position";
  const nBig = checkNumber(n, what, "n");
  const k = kOf(options, what);
  if (typeof n === "number") {
    const q = Number(k) + 1;
    const d = n * q;
    if (n === 0) return [0, 0];
    if (n <= EXACT_N && Number.isSafeInteger(d) && d + 2 * n <= MAX) {
      const a = n + lowerExcessNumber(n, d, q);
      return [a, a + d];
    }
    const a = lowerBig(nBig, k);
    return [toNumber(a, what), toNumber(a + nBig * (k + 1n), what)];
  }
  const a = lowerBig(nBig, k);
  return [a, a + nBig * (k + 1n)];
}

/**
 * Returns where a number sits among the P-positions of the extended Wythoff
 * game: every x >= 1 is exactly one of A_n, B_n (the two Beatty sequences
 * are complementary, Beatty's theorem, since 1/alpha + 1/beta = 1 with
 * alpha irrational), and 0 = A_0.
 *
 * The inversion is exact: floor((x + 1) / alpha) counts the n >= 1 with
 * A_n <= x (n alpha is irrational, so n alpha < x + 1 iff A_n <= x), and
 * 1/alpha = (sqrt(k^2 + 2k + 5) + k - 1) / (2(k + 1)), so the count is
 * floor(((x + 1)(k - 1) + isqrt((x + 1)^2 (k^2 + 2k + 5))) / (2(k + 1)))
 * (floor(z / m) = floor(floor(z) / m) again). If A_count = x then x is
 * lower with n = count; otherwise x is B_m with m = x - count, the number of
 * upper values up to x. No search, one bigint square root: O(log x).
 *
 * @param x A non-negative safe integer or bigint.
 * @param options The parameter k (default 0).
 * @returns `{ n, side }` with x = A_n (`"lower"`) or x = B_n (`"upper"`).
 * @throws {RangeError} If `x` or `k` is negative or not an integer.
 * @throws {TypeError} If `x` or `k` is neither a number nor a bigint, or `options` is not an object.
 *
 * @example 4 = A_3 and 5 = B_2 in Wythoff's game
 * ```ts
 * import { wythoffIndex } from "@cgt/nim/wythoff";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(wythoffIndex(4), { n: 3, side: "lower" });
 * assert.deepEqual(wythoffIndex(5), { n: 2, side: "upper" });
 * assert.deepEqual(wythoffIndex(6n, { k: 1 }), { n: 2n, side: "upper" });
 * ```
 */
export function wythoffIndex(x: number, options?: WythoffOptions): WythoffIndex<number>;
/**
 * The bigint form of {@link wythoffIndex}: no size limit.
 *
 * @param x A non-negative bigint.
 * @param options The parameter k (default 0).
 * @returns `{ n, side }` with a bigint index.
 */
export function wythoffIndex(x: bigint, options?: WythoffOptions): WythoffIndex<bigint>;
export function wythoffIndex(
  x: number | bigint,
  options?: WythoffOptions,
): WythoffIndex<number> | WythoffIndex<bigint> {
  const what = "compute Wythoff index";
  const index = indexBig(checkNumber(x, what, "x"), kOf(options, what));
  return typeof x === "number" ? { n: Number(index.n), side: index.side } : index;
}

/**
 * Returns whether (a, b) is a P-position (a loss for the player to move) of
 * the extended Wythoff game with parameter k: with a <= b, exactly when
 * b - a = n(k + 1) and a = A_n (see {@link wythoffPPosition}).
 *
 * With x = a - n this is x(x + d) < n^2 < (x + 1)(x + 1 + d), d = b - a:
 * integer comparisons only. Numbers take an O(1) path of a few float
 * operations that is exact because n^2 < 2^53 and every factor is an exact
 * integer (n <= a, so this covers all positions with both heaps up to
 * about 1.5 * 10^8 and many more); otherwise one bigint square root.
 *
 * @param a The first heap, a non-negative safe integer or bigint.
 * @param b The second heap, of the same type.
 * @param options The parameter k (default 0).
 * @returns `true` for a P-position.
 * @throws {RangeError} If a heap or `k` is negative or not an integer.
 * @throws {TypeError} If a heap or `k` is neither a number nor a bigint, or `options` is not an object.
 *
 * @example The samples of HDU 6869
 * ```ts
 * import { isWythoffPPosition } from "@cgt/nim/wythoff";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isWythoffPPosition(1, 2), true);
 * assert.equal(isWythoffPPosition(2, 4), false);
 * assert.equal(isWythoffPPosition(1, 2, { k: 1 }), false);
 * assert.equal(isWythoffPPosition(2, 6, { k: 1 }), true);
 * ```
 */
export function isWythoffPPosition(a: number, b: number, options?: WythoffOptions): boolean;
/**
 * The bigint form of {@link isWythoffPPosition}: no size limit.
 *
 * @param a The first heap, a non-negative bigint.
 * @param b The second heap, a non-negative bigint.
 * @param options The parameter k (default 0).
 * @returns `true` for a P-position.
 */
export function isWythoffPPosition(a: bigint, b: bigint, options?: WythoffOptions): boolean;
export function isWythoffPPosition(
  a: number | bigint,
  b: number | bigint,
  options?: WythoffOptions,
): boolean {
  // The number fast path takes only well-formed options; anything else goes to kOf's checks.
  const plain = options === undefined || (typeof options === "object" && options !== null);
  const k = plain && options?.k !== undefined ? options.k : 0;
  if (
    plain && typeof a === "number" && typeof b === "number" && typeof k === "number" &&
    Number.isSafeInteger(a) && Number.isSafeInteger(b) && Number.isSafeInteger(k) &&
    a >= 0 && b >= 0 && k >= 0 && k < MAX
  ) {
    return isPNumber(a, b, k);
  }
  const what = "test Wythoff position";
  return isPBig(checkNumber(a, what, "a"), checkNumber(b, what, "b"), kOf(options, what));
}

/**
 * Returns the outcome of the position (a, b) of the extended Wythoff game:
 * `"P"` if the player to move loses, `"N"` if they win (see
 * {@link isWythoffPPosition} for the test and its cost).
 *
 * @param a The first heap, a non-negative safe integer or bigint.
 * @param b The second heap, of the same type.
 * @param options The parameter k (default 0).
 * @returns `"P"` or `"N"`.
 * @throws {RangeError} If a heap or `k` is negative or not an integer.
 * @throws {TypeError} If a heap or `k` is neither a number nor a bigint, or `options` is not an object.
 *
 * @example
 * ```ts
 * import { wythoffOutcome } from "@cgt/nim/wythoff";
 * import assert from "node:assert/strict";
 *
 * assert.equal(wythoffOutcome(3, 5), "P");
 * assert.equal(wythoffOutcome(3, 5, { k: 2 }), "N");
 * ```
 */
export function wythoffOutcome(a: number, b: number, options?: WythoffOptions): ImpartialOutcome;
/**
 * The bigint form of {@link wythoffOutcome}: no size limit.
 *
 * @param a The first heap, a non-negative bigint.
 * @param b The second heap, a non-negative bigint.
 * @param options The parameter k (default 0).
 * @returns `"P"` or `"N"`.
 */
export function wythoffOutcome(a: bigint, b: bigint, options?: WythoffOptions): ImpartialOutcome;
export function wythoffOutcome(
  a: number | bigint,
  b: number | bigint,
  options?: WythoffOptions,
): ImpartialOutcome {
  return isWythoffPPosition(a as number, b as number, options) ? "P" : "N";
}

/**
 * Returns every winning move of the position (a, b) of the extended Wythoff
 * game: the positions (c, e) reachable in one move (c <= a, e <= b, not both
 * equal, and either c = a, or e = b, or |(a - c) - (b - e)| <= k) that are
 * P-positions. Empty exactly for a P-position.
 *
 * A single-heap move must reach the unique P-partner of the other heap
 * (found with {@link wythoffIndex}). A two-heap move to (A_n, B_n) needs
 * |n(k + 1) - (b - a)| <= k, and to (B_n, A_n) needs |n(k + 1) + (b - a)| <= k:
 * an interval of length 2k holds at most two multiples of k + 1, so there
 * are at most four candidates, each checked exactly. O(log(a + b)) time.
 *
 * @param a The first heap, a non-negative safe integer or bigint.
 * @param b The second heap, of the same type.
 * @param options The parameter k (default 0).
 * @returns The positions after the winning moves, sorted by first then second heap.
 * @throws {RangeError} If a heap or `k` is negative or not an integer.
 * @throws {TypeError} If a heap or `k` is neither a number nor a bigint, or `options` is not an object.
 *
 * @example
 * ```ts
 * import { wythoffWinningMoves } from "@cgt/nim/wythoff";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(wythoffWinningMoves(4, 4), [[0, 0]]);
 * assert.deepEqual(wythoffWinningMoves(5, 6), [[1, 2], [5, 3]]);
 * assert.deepEqual(wythoffWinningMoves(3, 5), []);
 * ```
 */
export function wythoffWinningMoves(
  a: number,
  b: number,
  options?: WythoffOptions,
): [number, number][];
/**
 * The bigint form of {@link wythoffWinningMoves}: no size limit.
 *
 * @param a The first heap, a non-negative bigint.
 * @param b The second heap, a non-negative bigint.
 * @param options The parameter k (default 0).
 * @returns The positions after the winning moves, as bigint pairs.
 */
export function wythoffWinningMoves(
  a: bigint,
  b: bigint,
  options?: WythoffOptions,
): [bigint, bigint][];
export function wythoffWinningMoves(
  a: number | bigint,
  b: number | bigint,
  options?: WythoffOptions,
): [number, number][] | [bigint, bigint][] {
  const what = "compute Wythoff winning moves";
  const x = checkNumber(a, what, "a");
  const y = checkNumber(b, what, "b");
  const k = kOf(options, what);
  const moves = winningMovesBig(x, y, k);
  if (typeof a === "number") return moves.map(([c, e]) => [Number(c), Number(e)]);
  return moves;
}

function ceilDiv(p: bigint, q: bigint): bigint {
  return p >= 0n ? (p + q - 1n) / q : -(-p / q);
}

function floorDiv(p: bigint, q: bigint): bigint {
  return p >= 0n ? p / q : -((-p + q - 1n) / q);
}

function winningMovesBig(a: bigint, b: bigint, k: bigint): [bigint, bigint][] {
  const found = new Map<string, [bigint, bigint]>();
  const add = (c: bigint, e: bigint): void => {
    if (c < 0n || e < 0n || c > a || e > b || (c === a && e === b)) return;
    if (c !== a && e !== b && (a - c - (b - e) > k || b - e - (a - c) > k)) return;
    if (isPBig(c, e, k)) found.set(`${c},${e}`, [c, e]);
  };
  const partner = (v: bigint): bigint => {
    if (v === 0n) return 0n;
    const { n, side } = indexBig(v, k);
    const a0 = lowerBig(n, k);
    return side === "lower" ? a0 + n * (k + 1n) : a0;
  };
  add(a, partner(a));
  add(partner(b), b);
  const q = k + 1n;
  const delta = b - a;
  const lowFirst = [ceilDiv(delta - k, q), floorDiv(delta + k, q)];
  for (let n = lowFirst[0] < 0n ? 0n : lowFirst[0]; n <= lowFirst[1]; n++) {
    const c = lowerBig(n, k);
    add(c, c + n * q);
  }
  const highFirst = [ceilDiv(-delta - k, q), floorDiv(-delta + k, q)];
  for (let n = highFirst[0] < 0n ? 0n : highFirst[0]; n <= highFirst[1]; n++) {
    const e = lowerBig(n, k);
    add(e + n * q, e);
  }
  return [...found.values()].sort((u, v) =>
    u[0] !== v[0] ? (u[0] < v[0] ? -1 : 1) : u[1] < v[1] ? -1 : u[1] > v[1] ? 1 : 0
  );
}

/**
 * Returns the extended Wythoff game with parameter k as an
 * {@link ImpartialGame} on positions `[a, b]`, for the generic solver of
 * `@cgt/impartial` (Grundy values of small positions, checks of the closed
 * forms). A position has a + b + about (2k + 1) min(a, b) options.
 *
 * @param options The parameter k (default 0), a non-negative safe integer.
 * @returns The move generator with a string key.
 * @throws {TypeError} If `options` is not an object or `k` is neither a number nor a bigint.
 * @throws {RangeError} If `k` is negative or not an integer.
 *
 * @example Grundy values of Wythoff's game with the generic solver
 * ```ts
 * import { GrundySolver } from "@cgt/impartial";
 * import { wythoffGame } from "@cgt/nim/wythoff";
 * import assert from "node:assert/strict";
 *
 * const solver = new GrundySolver(wythoffGame());
 * assert.deepEqual([0, 1, 2, 3].map((b) => solver.grundy([1, b])), [1, 2, 0, 4]);
 * ```
 */
export function wythoffGame(options?: WythoffOptions): ImpartialGame<[number, number]> {
  const k = Number(kOf(options, "create Wythoff game"));
  return {
    options(position) {
      checkPair("list Wythoff moves", position);
      const [a, b] = position;
      const result: [number, number][] = [];
      for (let c = 0; c < a; c++) result.push([c, b]);
      for (let e = 0; e < b; e++) result.push([a, e]);
      for (let x = 1; x <= a; x++) {
        for (let y = Math.max(1, x - k); y <= Math.min(b, x + k); y++) result.push([a - x, b - y]);
      }
      return result;
    },
    key: (position) => {
      checkPair("key Wythoff position", position);
      return `${position[0]},${position[1]}`;
    },
  };
}

/**
 * Returns the Grundy values G(a, b) of Wythoff's game (k = 0) for
 * 0 <= a < rows, 0 <= b < columns, by the recursive definition filled in
 * row by row: G(a, b) is the mex of the values to its left, above it and on
 * its diagonal (Berlekamp, Conway and Guy, Winning Ways, p. 76; OEIS A004481).
 * For each row, column and diagonal a byte set records the values seen so
 * far, so a cell costs O(G(a, b)) <= O(a + b).
 *
 * Cost: O(rows * columns * (rows + columns)) time; about 4 (rows + columns)^2 bytes
 * (17 MB at the largest size, 1024 x 1024).
 *
 * @param rows The number of rows (values of a), a non-negative integer up to 1024.
 * @param columns The number of columns (values of b), the same range.
 * @returns One `Uint32Array` per row.
 * @throws {TypeError} If a size is not a number.
 * @throws {RangeError} If a size is negative, not an integer or above 1024.
 *
 * @example The first rows of the table
 * ```ts
 * import { wythoffGrundyTable } from "@cgt/nim/wythoff";
 * import assert from "node:assert/strict";
 *
 * const table = wythoffGrundyTable(3, 6);
 * assert.deepEqual([...table[0]], [0, 1, 2, 3, 4, 5]);
 * assert.deepEqual([...table[1]], [1, 2, 0, 4, 5, 3]);
 * assert.deepEqual([...table[2]], [2, 0, 1, 5, 3, 4]);
 * ```
 */
export function wythoffGrundyTable(rows: number, columns: number): Uint32Array[] {
  for (const size of [rows, columns]) {
    if (typeof size !== "number") {
      throw new TypeError(
        `Cannot compute Wythoff Grundy table: sizes must be numbers, received ${describe(size)}`,
      );
    }
    if (!Number.isInteger(size) || size < 0 || size > 1024) {
      throw new RangeError(
        `Cannot compute Wythoff Grundy table: sizes must be integers from 0 to 1024, received ${
          describe(size)
        }`,
      );
    }
  }
  // (a, b) has a + b + min(a, b) options, so G(a, b) <= a + b + min(a, b) < limit.
  const limit = 2 * (rows + columns) + 2;
  const rowSeen = new Uint8Array(rows * limit);
  const colSeen = new Uint8Array(columns * limit);
  const diagSeen = new Uint8Array((rows + columns) * limit);
  const table: Uint32Array[] = [];
  for (let a = 0; a < rows; a++) {
    const row = new Uint32Array(columns);
    for (let b = 0; b < columns; b++) {
      const r = a * limit;
      const c = b * limit;
      const g = (b - a + rows) * limit;
      let v = 0;
      while (rowSeen[r + v] === 1 || colSeen[c + v] === 1 || diagSeen[g + v] === 1) v++;
      row[b] = v;
      rowSeen[r + v] = 1;
      colSeen[c + v] = 1;
      diagSeen[g + v] = 1;
    }
    table.push(row);
  }
  return table;
}
