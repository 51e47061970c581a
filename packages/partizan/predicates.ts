/**
 * Predicates on short games: infinitesimal, numberish, even, odd, even- and odd-tempered (and
 * the temper), number-tiny, idempotent, uptimal, pseudonumber, plumtree and stopper-sided.
 * Their versions for stoppers and sided values are in `@cgt/partizan/loopy-predicates`.
 *
 * @module
 */

import { guardStack } from "./_engine.ts";
import { BoundedCache } from "@cgt/core/caches";
import { checkGame } from "./_engine.ts";
import { compareDyadic } from "@cgt/core/dyadic";
import { type Game, isNumber, leftOptions, numberUpStarParts, rightOptions, ZERO } from "./game.ts";
import { equals } from "./compare.ts";
import { leftStop, rightStop } from "./temperature/stops.ts";
import { mean } from "./temperature/thermograph.ts";
import { uptimalExpansion } from "./operations/uptimal.ts";

export type { Game } from "./game.ts";
export { isAllSmall } from "./temperature/atomic_weight.ts";

/**
 * Whether G is infinitesimal: both its stops are 0, so it lies strictly between every negative
 * and every positive number, or is 0 (CGSuite's `IsInfinitesimal`; Siegel, Combinatorial Game
 * Theory, 2013, II.4).
 *
 * @param g A canonical game.
 * @returns `true` when L(G) = R(G) = 0.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isInfinitesimal } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isInfinitesimal(parseGame("^*")), true);
 * assert.equal(isInfinitesimal(parseGame("Tiny(2)")), true);
 * assert.equal(isInfinitesimal(parseGame("1/2")), false);
 * ```
 */
export function isInfinitesimal(g: Game): boolean {
  checkGame(g, "test game");
  return leftStop(g).numerator === 0n && rightStop(g).numerator === 0n;
}

/**
 * Whether G is numberish: its left and right stops are equal, so G is a number plus an
 * infinitesimal (CGSuite's `IsNumberish`; Siegel, CGT, II.4).
 *
 * @param g A canonical game.
 * @returns `true` when L(G) = R(G).
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isNumberish } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isNumberish(parseGame("3/4^*")), true);
 * assert.equal(isNumberish(parseGame("{1|0}")), false);
 * ```
 */
export function isNumberish(g: Game): boolean {
  checkGame(g, "test game");
  return compareDyadic(leftStop(g), rightStop(g)) === 0;
}

const parityCache = new BoundedCache<number, 0 | 1 | 2>("parities");
const temperCache = new BoundedCache<number, 0 | 1 | 2>("tempers");

/**
 * The parity of a canonical form: 0 even (every option odd; 0 has none), 1 odd (it has options
 * and every one is even), 2 neither. For x + k.^ + *n this is CGSuite's closed form: even or odd
 * only for an integer plus * or 0, by the parity of the integer plus the star.
 */
function parity(g: Game): 0 | 1 | 2 {
  const p = numberUpStarParts(g);
  if (p !== undefined) {
    if (p.ups !== 0 || p.star > 1 || p.number.exponent !== 0) return 2;
    return ((p.number.numerator + BigInt(p.star)) & 1n) === 0n ? 0 : 1;
  }
  let r = parityCache.get(g.id);
  if (r === undefined) {
    const all = [...leftOptions(g), ...rightOptions(g)].map(parity);
    r = all.every((x) => x === 1) ? 0 : all.every((x) => x === 0) ? 1 : 2;
    parityCache.set(g.id, r);
  }
  return r;
}

/**
 * The temper of a canonical form: 0 even-tempered (a number, or every option odd-tempered), 1
 * odd-tempered (not a number and every option even-tempered), 2 neither.
 */
function temperOf(g: Game): 0 | 1 | 2 {
  const p = numberUpStarParts(g);
  if (p !== undefined) return p.ups !== 0 || p.star > 1 ? 2 : p.star === 0 ? 0 : 1;
  let r = temperCache.get(g.id);
  if (r === undefined) {
    const all = [...leftOptions(g), ...rightOptions(g)].map(temperOf);
    r = all.every((x) => x === 1) ? 0 : all.every((x) => x === 0) ? 1 : 2;
    temperCache.set(g.id, r);
  }
  return r;
}

/**
 * Whether the canonical form of G is even: every option is odd (so 0 is even), as CGSuite's
 * `IsEven` (Siegel, CGT, on parity of forms). An integer n + * is even when n + 1 is.
 *
 * @param g A canonical game.
 * @returns `true` for even games.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isEven, isOdd } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isEven(parseGame("2")), true);
 * assert.equal(isOdd(parseGame("*")), true);
 * assert.equal(isEven(parseGame("1/2")) || isOdd(parseGame("1/2")), false);
 * ```
 */
export function isEven(g: Game): boolean {
  checkGame(g, "test game");
  return guardStack("test game", () => parity(g) === 0);
}

/**
 * Whether the canonical form of G is odd: it has options and every one is even (CGSuite's
 * `IsOdd`).
 *
 * @param g A canonical game.
 * @returns `true` for odd games.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isOdd } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isOdd(parseGame("1")), true);
 * assert.equal(isOdd(parseGame("0")), false);
 * ```
 */
export function isOdd(g: Game): boolean {
  checkGame(g, "test game");
  return guardStack("test game", () => parity(g) === 1);
}

/**
 * Whether G is even-tempered: a number, or not a number with every canonical option odd-tempered
 * (Berlekamp, "The economist's view of combinatorial games"; Siegel, CGT; CGSuite's
 * `IsEvenTempered`).
 *
 * @param g A canonical game.
 * @returns `true` for even-tempered games.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isEvenTempered, isOddTempered } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isEvenTempered(parseGame("3/4")), true);
 * assert.equal(isOddTempered(parseGame("{1|-1}")), true);
 * assert.equal(isEvenTempered(parseGame("^")), false);
 * ```
 */
export function isEvenTempered(g: Game): boolean {
  checkGame(g, "test game");
  return guardStack("test game", () => temperOf(g) === 0);
}

/**
 * Whether G is odd-tempered: not a number, with every canonical option even-tempered (CGSuite's
 * `IsOddTempered`).
 *
 * @param g A canonical game.
 * @returns `true` for odd-tempered games.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isOddTempered } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isOddTempered(parseGame("1*")), true);
 * ```
 */
export function isOddTempered(g: Game): boolean {
  checkGame(g, "test game");
  return guardStack("test game", () => temperOf(g) === 1);
}

/** The temper of a game: even-tempered, odd-tempered, or neither (`undefined`). */
export type Temper = "even" | "odd";

/**
 * The temper of G (cgt-tools' `temper`): `"even"` when G is even-tempered (a number, or every
 * canonical option odd-tempered), `"odd"` when odd-tempered (not a number, every option
 * even-tempered), `undefined` when neither. Whoever plays G, the number it reaches is reached
 * with the first player to move (even) or the second (odd).
 *
 * @param g A canonical game.
 * @returns The temper, or `undefined`.
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example cgt-tools' own examples (canonical_form.rs, test `temper`)
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { temper } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(temper(parseGame("2")), "even");
 * assert.equal(temper(parseGame("{2|0}")), "odd");
 * assert.equal(temper(parseGame("{2|1,{*|0}}")), undefined);
 * ```
 */
export function temper(g: Game): Temper | undefined {
  checkGame(g, "find the temper");
  const t = guardStack("find the temper", () => temperOf(g));
  return t === 0 ? "even" : t === 1 ? "odd" : undefined;
}

/**
 * Whether G is number-tiny, as CGSuite's `IsNumberTiny`: a number (CGSuite's numbers answer
 * true), or x + Tiny(H) or x + Miny(H) in canonical form, that is {x || x | K} with x a number
 * and mean(K) < x (or its negative {K | x || x} with mean(K) > x).
 *
 * @param g A canonical game.
 * @returns Whether G is a number or a number plus a tiny or miny.
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example CGSuite's own values (CanonicalShortGameTestCase.scala)
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isNumberTiny } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isNumberTiny(parseGame("{0||0|-3/2}")), true);
 * assert.equal(isNumberTiny(parseGame("{5||3|1|||0||||0}")), true);
 * assert.equal(isNumberTiny(parseGame("25/16")), true);
 * assert.equal(isNumberTiny(parseGame("^")), false);
 * ```
 */
export function isNumberTiny(g: Game): boolean {
  checkGame(g, "test game");
  if (isNumber(g)) return true;
  // x + k.^ + *n otherwise: every follower's mean is x, so none is {x || x | y} with m(y) < x
  // (and a nimber part from 2^31 on has too many options to list).
  if (numberUpStarParts(g) !== undefined) return false;
  const l = leftOptions(g);
  const r = rightOptions(g);
  if (l.length !== 1 || r.length !== 1) return false;
  const [gl] = l;
  const [gr] = r;
  const one = (xs: readonly Game[]): boolean => xs.length === 1;
  if (isNumber(gl) && one(leftOptions(gr)) && one(rightOptions(gr))) {
    const k = rightOptions(gr)[0];
    if (equals(leftOptions(gr)[0], gl) && compareDyadic(mean(k), mean(gl)) < 0) return true;
  }
  if (isNumber(gr) && one(leftOptions(gl)) && one(rightOptions(gl))) {
    const k = leftOptions(gl)[0];
    if (equals(rightOptions(gl)[0], gr) && compareDyadic(mean(k), mean(gr)) > 0) return true;
  }
  return false;
}

/**
 * Whether G is idempotent, G + G = G. Among short games only 0 is (CGSuite's `IsIdempotent` on
 * a short game is `isZero`); loopy games such as `on` and `over` have more.
 *
 * @param g A canonical game.
 * @returns Whether G is 0.
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isIdempotent } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isIdempotent(parseGame("0")), true);
 * assert.equal(isIdempotent(parseGame("*")), false);
 * ```
 */
export function isIdempotent(g: Game): boolean {
  checkGame(g, "test game");
  return equals(g, ZERO);
}

/**
 * Whether G is an uptimal, x + d1.^<1> + ... + dn.^<n> + *m, that is has an uptimal expansion
 * (CGSuite's `IsUptimal`; see `uptimalExpansion` of `@cgt/partizan/uptimal`).
 *
 * @param g A canonical game.
 * @returns Whether `uptimalExpansion(g)` is defined.
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example CGSuite's own values (CanonicalShortGameTestCase.scala)
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isUptimal } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isUptimal(parseGame("{0||0|v*}")), true);
 * assert.equal(isUptimal(parseGame("{0||0|vvv}")), false);
 * ```
 */
export function isUptimal(g: Game): boolean {
  checkGame(g, "test game");
  return uptimalExpansion(g) !== undefined;
}

/**
 * Whether G is a pseudonumber. CGSuite's `IsPseudonumber` holds for numbers, `on`, `off` and
 * stoppers whose only option for one player is themselves and for the other a number; a short
 * game has no such loops, so for short games it is `isNumber` (for stoppers see
 * `isLoopyPseudonumber` of `@cgt/partizan/loopy-predicates`).
 *
 * @param g A canonical game.
 * @returns Whether G is a number.
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isPseudonumber } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isPseudonumber(parseGame("-3/8")), true);
 * assert.equal(isPseudonumber(parseGame("^")), false);
 * ```
 */
export function isPseudonumber(g: Game): boolean {
  checkGame(g, "test game");
  return isNumber(g);
}

/**
 * Whether G is a plumtree (a stopper whose only cycles are one-move loops). Every short game is
 * one: CGSuite's `IsPlumtree` is `true` for every `CanonicalShortGame`. For stoppers see
 * `isLoopyPlumtree` of `@cgt/partizan/loopy-predicates`.
 *
 * @param g A canonical game.
 * @returns `true`.
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isPlumtree } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isPlumtree(parseGame("{3||2|1}")), true);
 * ```
 */
export function isPlumtree(g: Game): boolean {
  checkGame(g, "test game");
  return true;
}

/**
 * Whether G is stopper-sided (equal to its onside and offside, both stoppers). Every short game
 * is: CGSuite's `IsStopperSided` is `true` for short games, numbers and nimbers. For loopy
 * values (`dud` is stopper-sided, Bach's Carousel is not) see `isLoopyStopperSided` of
 * `@cgt/partizan/loopy-predicates`.
 *
 * @param g A canonical game.
 * @returns `true`.
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { isStopperSided } from "@cgt/partizan/predicates";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isStopperSided(parseGame("^*")), true);
 * ```
 */
export function isStopperSided(g: Game): boolean {
  checkGame(g, "test game");
  return true;
}
