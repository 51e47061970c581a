/**
 * Predicates on short games: infinitesimal, numberish, even, odd, even- and odd-tempered.
 *
 * @module
 */

import { guardStack } from "./_engine.ts";
import { BoundedCache } from "@cgt/core/caches";
import { checkGame } from "./_engine.ts";
import { compareDyadic } from "@cgt/core/dyadic";
import { type Game, leftOptions, numberUpStarParts, rightOptions } from "./game.ts";
import { leftStop, rightStop } from "./temperature/stops.ts";

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
function temper(g: Game): 0 | 1 | 2 {
  const p = numberUpStarParts(g);
  if (p !== undefined) return p.ups !== 0 || p.star > 1 ? 2 : p.star === 0 ? 0 : 1;
  let r = temperCache.get(g.id);
  if (r === undefined) {
    const all = [...leftOptions(g), ...rightOptions(g)].map(temper);
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
  return guardStack("test game", () => temper(g) === 0);
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
  return guardStack("test game", () => temper(g) === 1);
}
