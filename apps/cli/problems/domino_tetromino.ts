/**
 * The domino-in-tetromino sums of AtCoder GAME-24 problem K: eight kinds of
 * blocks with known values, huge counts, and who wins. Contest-only by the rule
 * of `./mod.ts` (the block table is the contest's data; sums of games are
 * `@cgt/partizan`'s), so it lives with `cgt judge domino-tetromino-2`.
 *
 * @module
 */

import {
  add,
  dyadic,
  type Game,
  game,
  integer,
  numberGame,
  outcome,
  STAR,
  sum,
  ZERO,
} from "@cgt/partizan";

const ONE = integer(1);
const MINUS_ONE = integer(-1);

/**
 * The values of the eight block kinds, in input order a..h: -2, 2, -1/2, 1/2,
 * *, f = {0 | -1}, g = {1 | 0}, h = {1 | -1} (the problem's analysis in
 * AtCoder GAME-24, problem K).
 */
export const DOMINO_TETROMINO_BLOCKS: readonly Game[] = [
  integer(-2),
  integer(2),
  numberGame(dyadic(-1, 1)),
  numberGame(dyadic(1, 1)),
  STAR,
  game([ZERO], [MINUS_ONE]),
  game([ONE], [ZERO]),
  game([ONE], [MINUS_ONE]),
];

/** The largest count of one block kind {@link dominoTetrominoSum} accepts (2^62). */
export const MAX_BLOCK_COUNT: bigint = 1n << 62n;

/**
 * Returns `n` copies of `g` added together, `n * g`, by doubling: at most
 * 2 log2(n) engine additions. Exact for any game; it stays cheap when the
 * multiples of `g` have small canonical forms (here: g + g is a number or 0
 * for every block, so every multiple is a number plus at most one copy).
 */
function multiple(g: Game, n: bigint): Game {
  let result = ZERO;
  let power = g;
  while (n > 0n) {
    if (n & 1n) result = add(result, power);
    n >>= 1n;
    if (n > 0n) power = add(power, power);
  }
  return result;
}

function counts(values: readonly (number | bigint)[]): bigint[] {
  if (!Array.isArray(values) || values.length !== 8) {
    throw new TypeError(
      `Cannot sum domino-tetromino blocks: expected 8 counts a..h, received ${
        Array.isArray(values) ? `${values.length} counts` : typeof values
      }`,
    );
  }
  return values.map((v) => {
    const ok = typeof v === "bigint" || (typeof v === "number" && Number.isSafeInteger(v));
    if (!ok || BigInt(v) < 0n || BigInt(v) > MAX_BLOCK_COUNT) {
      throw new RangeError(
        `Cannot sum domino-tetromino blocks: a count must be an integer from 0 to 2^62, received ${v}`,
      );
    }
    return BigInt(v);
  });
}

/**
 * Returns the canonical value of the sum of `counts[i]` blocks of kind i
 * (kinds in the order of {@link DOMINO_TETROMINO_BLOCKS}). Each multiple
 * `n * block` is built by the engine with repeated doubling, so huge counts
 * cost O(log n) additions: the engine itself finds that g + g = 1, h + h = 0,
 * * + * = 0 and f = g - 1 (Winning Ways ch. 2 / the problem's analysis),
 * which keep every intermediate canonical form small.
 *
 * @param counts The eight counts a..h, each an integer from 0 to 2^62.
 * @returns The canonical value of the whole sum.
 * @throws {TypeError} If there are not exactly eight counts.
 * @throws {RangeError} If a count is not an integer from 0 to 2^62.
 */
export function dominoTetrominoSum(counts_: readonly (number | bigint)[]): Game {
  const n = counts(counts_);
  return sum(DOMINO_TETROMINO_BLOCKS.map((block, i) => multiple(block, n[i])));
}

/**
 * Returns who wins the domino-in-tetromino sum with the given counts when
 * Alice (Left) moves first: Alice wins exactly when the sum is positive or
 * confused with 0 (outcome L or N), Bob otherwise (AtCoder GAME-24 K).
 *
 * @param counts The eight counts a..h, each an integer from 0 to 2^62.
 * @returns `"Alice"` or `"Bob"`.
 * @throws {TypeError} If there are not exactly eight counts.
 * @throws {RangeError} If a count is not an integer from 0 to 2^62.
 */
export function dominoTetrominoWinner(counts: readonly (number | bigint)[]): "Alice" | "Bob" {
  const o = outcome(dominoTetrominoSum(counts));
  return o === "L" || o === "N" ? "Alice" : "Bob";
}
