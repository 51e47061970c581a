/**
 * Short partizan games {L | R} in canonical form, hash-consed so that equal games are one object.
 *
 * @module
 */

import { describeValue } from "./_check.ts";

import { type Dyadic, dyadic } from "@cgt/core/dyadic";
import { displayLeftOf, displayRightOf } from "./_display.ts";
import {
  checkGame,
  type Game,
  guardStack,
  isGame,
  makeGame,
  MAX_NIMBER_BITS as ENGINE_MAX_NIMBER_BITS,
  negateGame,
  type NimberIndex,
  nimberIndex,
  nusGame,
  nusIsNumber,
  nusOfGame,
} from "./_engine.ts";

export type { Game } from "./_engine.ts";
export type { Dyadic } from "@cgt/core/dyadic";

/**
 * Returns the canonical form of the game `{left | right}`: dominated options are deleted and
 * reversible ones bypassed until neither remains (Conway, ONAG ch. 10; Siegel, Combinatorial Game
 * Theory, 2013, Thm. II.2.9: a game without dominated or reversible options is the unique
 * canonical form of its value). Every canonical game exists once: two games are equal iff they
 * are the same object (same `id`).
 *
 * Cost: the reduction makes O((|L| + |R|)^2) comparisons plus the reversibility checks, each
 * cached by id pair; a repeated call with the same options is one table lookup. Memory: a few
 * hundred bytes per game while it is referenced (by you, by another live game or by a derived
 * cache, all bounded: see `@cgt/partizan/caches`); an unreferenced game is collected. Games are
 * local to one isolate: a cloned or hand-made `{ id }` is rejected with a TypeError.
 *
 * @param left The left options (canonical games; duplicates are ignored).
 * @param right The right options.
 * @returns The canonical game.
 *
 * @example
 * ```ts
 * import { game, STAR, UP, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(game([ZERO], [STAR]), UP); // {0 | *} = ^
 * assert.equal(game([ZERO], [ZERO]), STAR);
 * ```
 */
export function game(left: Iterable<Game>, right: Iterable<Game>): Game {
  const l = checkGames(left, "left");
  const r = checkGames(right, "right");
  return guardStack("make game", () => makeGame(l, r));
}

function checkGames(options: Iterable<Game>, side: string): Game[] {
  if (options === null || typeof options !== "object" || !(Symbol.iterator in options)) {
    throw new TypeError(
      `Cannot make game: ${side} options must be an iterable of games, received ${String(options)}`,
    );
  }
  const out = [...options];
  for (const g of out) {
    if (!isGame(g)) {
      throw new TypeError(
        `Cannot make game: ${side} options must be games made by this package, received ${
          String(g)
        }`,
      );
    }
  }
  return out;
}

/**
 * The canonical left options of `g` (its Left moves after removing dominated and reversible
 * options), in the order `formatGame` prints them, which is CGSuite's: numbers first (by value),
 * then nimbers (by size), then the other games x + k.^ + *n and uptimals (by their uptimal
 * expansion), then all other games, compared by their left options and then their right options
 * in this same order (a proper prefix first). The order does not depend on the order games were
 * created in. The array is frozen and kept with the game.
 *
 * @param g A canonical game.
 * @returns Its left options.
 *
 * @example
 * ```ts
 * import { integer, leftOptions, UP, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(leftOptions(UP), [ZERO]);
 * assert.deepEqual(leftOptions(integer(2)), [integer(1)]);
 * ```
 */
export function leftOptions(g: Game): readonly Game[] {
  checkGame(g, "list options");
  return displayLeftOf(g);
}

/**
 * The canonical right options of `g`, in the same order as {@link leftOptions}.
 *
 * @param g A canonical game.
 * @returns Its right options.
 *
 * @example
 * ```ts
 * import { rightOptions, STAR, UP } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(rightOptions(UP), [STAR]);
 * ```
 */
export function rightOptions(g: Game): readonly Game[] {
  checkGame(g, "list options");
  return displayRightOf(g);
}

/**
 * Returns the number `d` as a canonical game: integers n = {n-1 |} (n > 0), dyadic
 * m/2^j = {(m-1)/2^j | (m+1)/2^j} (Siegel, CGT, II.3). Built directly: no recursion, so 10^30
 * or 2^-100 costs O(1) records until its options are asked for.
 *
 * @param d A dyadic rational.
 * @returns The number.
 *
 * @example
 * ```ts
 * import { parseDyadic } from "@cgt/partizan/dyadic";
 * import { integer, leftOptions, numberGame, rightOptions } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * const g = numberGame(parseDyadic("3/4"));
 * assert.deepEqual(leftOptions(g), [numberGame(parseDyadic("1/2"))]);
 * assert.deepEqual(rightOptions(g), [integer(1)]);
 * ```
 */
export function numberGame(d: Dyadic): Game {
  if (
    d === null || typeof d !== "object" || typeof d.numerator !== "bigint" ||
    !Number.isSafeInteger(d.exponent) || d.exponent < 0
  ) {
    throw new TypeError(`Cannot make number: expected a Dyadic, received ${String(d)}`);
  }
  return nusGame(dyadic(d.numerator, d.exponent), 0, 0);
}

/**
 * Returns the integer `n` as a canonical game ({n-1 |} for n > 0, {| n+1} for n < 0).
 *
 * @param n An integer (a number must be a safe integer).
 * @returns The integer game.
 * @throws {RangeError} If `n` is not an integer.
 *
 * @example
 * ```ts
 * import { integer, numberValue } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(numberValue(integer(10n ** 30n))?.numerator, 10n ** 30n);
 * ```
 */
export function integer(n: number | bigint): Game {
  if (typeof n !== "number" && typeof n !== "bigint") {
    throw new TypeError(
      `Cannot make integer game: expected an integer, received ${describeValue(n)}`,
    );
  }
  if (typeof n === "number" && !Number.isSafeInteger(n)) {
    throw new RangeError(`Cannot make integer game: expected an integer, received ${n}`);
  }
  return nusGame(dyadic(BigInt(n)), 0, 0);
}

/**
 * Nimbers `*n` are accepted for n below 2^MAX_NIMBER_BITS (2^1024, 309 decimal digits): the
 * sums and comparisons of such games cost in proportion to the bits of n, and a bound keeps a
 * hostile nimber (thousands of digits) cheap to refuse. The notation refuses larger ones with a
 * SyntaxError, {@link nimber} and {@link numberUpStar} with a RangeError.
 *
 * @example
 * ```ts
 * import { MAX_NIMBER_BITS, nimber, nimberValue } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * const largest = 2n ** BigInt(MAX_NIMBER_BITS) - 1n;
 * assert.equal(nimberValue(nimber(largest)), largest);
 * assert.throws(() => nimber(largest + 1n), RangeError);
 * ```
 */
export const MAX_NIMBER_BITS: number = ENGINE_MAX_NIMBER_BITS;

/**
 * Returns the nimber `*n` = {*0, ..., *(n-1) | *0, ..., *(n-1)}, for n of any size below
 * 2^{@link MAX_NIMBER_BITS}. Every nimber is one record holding n: sums with numbers, ups and
 * other nimbers (the nim-sum, exclusive or) and comparisons with them are read off the parts,
 * as are impartial option lists {*a, *b, ... | *a, *b, ...} (their mex). The n options a side are
 * listed only when asked for, which from n = 2^31 on throws a RangeError (too many to list): a
 * sum of such a nimber with a game that is not `x + k.^ + *m` needs them.
 *
 * @param n A non-negative integer: a safe integer as a number, any size below 2^1024 as a bigint.
 * @returns The nimber.
 * @throws {TypeError} If `n` is not a number or bigint.
 * @throws {RangeError} If `n` is negative, not a safe integer, or not below 2^MAX_NIMBER_BITS.
 *
 * @example
 * ```ts
 * import { add, nimber, STAR, ZERO } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimber(0), ZERO);
 * assert.equal(nimber(1), STAR);
 * assert.equal(add(nimber(2n ** 64n), nimber(2n ** 64n + 1n)), STAR); // nim-sum
 * ```
 */
export function nimber(n: number | bigint): Game {
  return nusGame(dyadic(0), 0, checkNimber(n, "Cannot make nimber"));
}

/** The nimber index `n` in the engine's form, or a TypeError/RangeError that starts with `what`. */
function checkNimber(n: number | bigint, what: string): NimberIndex {
  const expected = `expected a non-negative integer below 2^${MAX_NIMBER_BITS}`;
  if (typeof n === "number") {
    if (!Number.isSafeInteger(n) || n < 0) {
      throw new RangeError(
        `${what}: ${expected} (a safe integer as a number, any size as a bigint), received ${n}`,
      );
    }
    return n < 2147483648 ? n : nimberIndex(BigInt(n));
  }
  if (typeof n !== "bigint") {
    throw new TypeError(`${what}: ${expected}, received ${describeValue(n)}`);
  }
  if (n < 0n || n >> BigInt(MAX_NIMBER_BITS) !== 0n) {
    throw new RangeError(`${what}: ${expected}, received ${describeValue(n)}`);
  }
  return nimberIndex(n);
}

/**
 * Returns `x + k.^ + *n`: a number plus a multiple of up (k < 0 gives downs) plus a nimber.
 * These games are stored as the triple, and their sums and comparisons need no recursion:
 * x + k.^ + *n > 0 iff x > 0, or x = 0 and either k >= 2, or k = 1 and n != 1
 * (Siegel, CGT, II.4; Winning Ways ch. 3, "ups and downs").
 *
 * @param x The number part.
 * @param k The up multiple (a safe integer).
 * @param n The nimber part (a non-negative integer as {@link nimber} takes it).
 * @returns The canonical game.
 * @throws {RangeError} If `k` is not a safe integer or `n` is not a non-negative integer below
 * 2^MAX_NIMBER_BITS (a safe integer as a number).
 *
 * @example
 * ```ts
 * import { dyadic } from "@cgt/partizan/dyadic";
 * import { game, numberUpStar, STAR, UP, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(numberUpStar(dyadic(0), 1, 0), UP);
 * assert.equal(numberUpStar(dyadic(0), 1, 1), game([ZERO, STAR], [ZERO])); // ^* = {0, * | 0}
 * ```
 */
export function numberUpStar(x: Dyadic, k: number, n: number | bigint): Game {
  if (!Number.isSafeInteger(k)) {
    throw new RangeError(
      `Cannot make game: up multiple must be an integer, received ${describeValue(k)}`,
    );
  }
  const star = checkNimber(n, "Cannot make game: nimber part");
  const num = numberGame(x);
  return nusGame(nusOfGame(num)!.x, k, star);
}

/** The parts of a game `x + k.^ + *n`. */
export interface NumberUpStar {
  /** The number part x. */
  readonly number: Dyadic;
  /** The up multiple k (negative for downs). */
  readonly ups: number;
  /**
   * The nimber part n: a number below 2^31 (so `^` on it is exact), a bigint from 2^31 on.
   */
  readonly star: number | bigint;
}

/**
 * Returns the parts `x`, `k`, `n` when `g = x + k.^ + *n`, else `undefined`.
 *
 * @param g A canonical game.
 * @returns The parts, or `undefined`.
 *
 * @example
 * ```ts
 * import { numberUpStarParts, parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * assert.equal(numberUpStarParts(parseGame("1/2^^*"))?.ups, 2);
 * assert.equal(numberUpStarParts(parseGame("{1|0}")), undefined);
 * ```
 */
export function numberUpStarParts(g: Game): NumberUpStar | undefined {
  checkGame(g, "read game parts");
  const v = nusOfGame(g);
  return v === undefined ? undefined : { number: v.x, ups: v.k, star: v.n };
}

/**
 * Whether `g` is a number (equal to a dyadic rational).
 *
 * @param g A canonical game.
 * @returns `true` for numbers.
 *
 * @example
 * ```ts
 * import { game, integer, isNumber, STAR } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isNumber(game([integer(0)], [integer(1)])), true); // 1/2
 * assert.equal(isNumber(STAR), false);
 * ```
 */
export function isNumber(g: Game): boolean {
  checkGame(g, "test game");
  const v = nusOfGame(g);
  return v !== undefined && nusIsNumber(v);
}

/**
 * The value of `g` as a dyadic rational when `g` is a number, else `undefined`.
 *
 * @param g A canonical game.
 * @returns The number, or `undefined`.
 *
 * @example
 * ```ts
 * import { formatDyadic } from "@cgt/partizan/dyadic";
 * import { game, integer, numberValue } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(numberValue(game([integer(0)], [integer(1)]))!), "1/2");
 * ```
 */
export function numberValue(g: Game): Dyadic | undefined {
  checkGame(g, "read number value");
  const v = nusOfGame(g);
  return v !== undefined && nusIsNumber(v) ? v.x : undefined;
}

/**
 * Whether `g` is a nimber `*n` (including 0 = *0).
 *
 * @param g A canonical game.
 * @returns `true` for nimbers.
 *
 * @example
 * ```ts
 * import { isNimber, STAR, UP } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isNimber(STAR), true);
 * assert.equal(isNimber(UP), false);
 * ```
 */
export function isNimber(g: Game): boolean {
  checkGame(g, "test game");
  const v = nusOfGame(g);
  return v !== undefined && v.k === 0 && v.x.numerator === 0n;
}

/**
 * The `n` of a nimber `*n`, else `undefined`: a number below 2^31 (so 32-bit operators such as
 * `^` on it are exact), a bigint from 2^31 on.
 *
 * @param g A canonical game.
 * @returns The nimber's index, or `undefined`.
 *
 * @example
 * ```ts
 * import { game, nimber, nimberValue } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimberValue(game([nimber(0), nimber(1)], [nimber(0), nimber(1)])), 2);
 * assert.equal(nimberValue(nimber(2 ** 30)), 2 ** 30);
 * assert.equal(nimberValue(nimber(2 ** 40)), 2n ** 40n);
 * assert.equal(nimberValue(nimber(2n ** 64n)), 2n ** 64n);
 * ```
 */
export function nimberValue(g: Game): number | bigint | undefined {
  checkGame(g, "read nimber value");
  const v = nusOfGame(g);
  return v !== undefined && v.k === 0 && v.x.numerator === 0n ? v.n : undefined;
}

/** The game 0 = { | }. */
export const ZERO: Game = integer(0);
/** The game * = {0 | 0}. */
export const STAR: Game = nimber(1);
/** The game ^ (up) = {0 | *}. */
export const UP: Game = nusGame(dyadic(0), 1, 0);
/** The game v (down) = {* | 0}. */
export const DOWN: Game = nusGame(dyadic(0), -1, 0);

/**
 * Returns the switch `±x` = {x | -x} (canonical form of `+-x`; Winning Ways ch. 1).
 *
 * @param x A game (usually a positive number).
 * @returns The switch.
 *
 * @example
 * ```ts
 * import { integer, leftOptions, plusMinus, rightOptions } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(leftOptions(plusMinus(integer(1))), [integer(1)]);
 * assert.deepEqual(rightOptions(plusMinus(integer(1))), [integer(-1)]);
 * ```
 */
export function plusMinus(x: Game): Game {
  checkGame(x, "make switch");
  return makeGame([x], [negateGame(x)]);
}

/**
 * Returns Tiny(x) = {0 || 0 | -x}, a positive infinitesimal for x > 0 (Winning Ways ch. 5,
 * "tiny" and "miny").
 *
 * @param x A game (usually a positive number).
 * @returns The game {0 || 0 | -x}.
 *
 * @example
 * ```ts
 * import { integer, leftOptions, tiny, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(leftOptions(tiny(integer(2))), [ZERO]);
 * ```
 */
export function tiny(x: Game): Game {
  checkGame(x, "make tiny");
  return makeGame([ZERO], [makeGame([ZERO], [negateGame(x)])]);
}

/**
 * Returns Miny(x) = {x | 0 || 0} = -Tiny(x) (Winning Ways ch. 5).
 *
 * @param x A game (usually a positive number).
 * @returns The game {x | 0 || 0}.
 *
 * @example
 * ```ts
 * import { integer, miny, rightOptions, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(rightOptions(miny(integer(2))), [ZERO]);
 * ```
 */
export function miny(x: Game): Game {
  checkGame(x, "make miny");
  return makeGame([makeGame([x], [ZERO])], [ZERO]);
}
