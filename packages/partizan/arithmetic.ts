/**
 * Sums, negatives and differences of canonical short games.
 *
 * @module
 */

import { checkIterable } from "./_check.ts";

import { addGames, checkGame, type Game, guardStack, negateGame } from "./_engine.ts";
import { ZERO } from "./game.ts";

export type { Game } from "./game.ts";

/**
 * Returns the disjunctive sum `a + b` = {a^L + b, a + b^L | a^R + b, a + b^R} in canonical form
 * (Conway, ONAG ch. 1). Sums of two games `x + k.^ + *n` are computed from their parts without
 * recursion; a number x is added by translation, {G^L + x | G^R + x} (Number Translation
 * Theorem, Siegel, CGT, II.3). Results are cached by id pair (memory: one entry per pair).
 *
 * @param a A canonical game.
 * @param b A canonical game.
 * @returns The canonical form of their sum.
 * @throws {RangeError} If the games are nested too deeply for the call stack (thousands of levels).
 *
 * @example
 * ```ts
 * import { add } from "@cgt/partizan/arithmetic";
 * import { STAR, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(add(STAR, STAR), ZERO); // * + * = 0
 * ```
 */
export function add(a: Game, b: Game): Game {
  checkGame(a, "add games");
  checkGame(b, "add games");
  return guardStack("add games", () => addGames(a, b));
}

/**
 * Returns `-g` = {-g^R | -g^L} (the negative of a canonical form is canonical). Cached.
 *
 * @param g A canonical game.
 * @returns Its negative.
 *
 * @example
 * ```ts
 * import { negate } from "@cgt/partizan/arithmetic";
 * import { DOWN, UP } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(negate(UP), DOWN);
 * ```
 */
export function negate(g: Game): Game {
  checkGame(g, "negate game");
  return guardStack("negate game", () => negateGame(g));
}

/**
 * Returns `a - b` = `a + (-b)`.
 *
 * @param a A canonical game.
 * @param b A canonical game.
 * @returns The canonical form of the difference.
 *
 * @example
 * ```ts
 * import { subtract } from "@cgt/partizan/arithmetic";
 * import { UP, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(subtract(UP, UP), ZERO);
 * ```
 */
export function subtract(a: Game, b: Game): Game {
  checkGame(a, "subtract games");
  checkGame(b, "subtract games");
  return guardStack("subtract games", () => addGames(a, negateGame(b)));
}

/**
 * Returns the sum of all `games` (0 for none).
 *
 * @param games Canonical games.
 * @returns The canonical form of their sum.
 *
 * @example
 * ```ts
 * import { sum } from "@cgt/partizan/arithmetic";
 * import { nimber, STAR, UP } from "@cgt/partizan/game";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(sum([nimber(2), nimber(3)]), STAR);
 * assert.equal(formatGame(sum([UP, UP, STAR])), "^^*");
 * ```
 */
export function sum(games: Iterable<Game>): Game {
  const list = checkIterable("add games", "the games", games);
  return guardStack("add games", () => {
    let total = ZERO;
    for (const g of list) {
      checkGame(g, "add games");
      total = addGames(total, g);
    }
    return total;
  });
}
