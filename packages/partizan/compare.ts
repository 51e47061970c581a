/**
 * The partial order of short games: `<=`, four-way comparison and outcome classes.
 *
 * @module
 */

import {
  checkGame,
  type Game,
  guardStack,
  leq as leqGames,
  nusOfGame,
  nusSign,
} from "./_engine.ts";
import { ZERO } from "./game.ts";

export type { Game } from "./game.ts";

/** The result of comparing two games: less, equal, greater or confused (incomparable). */
export type Relation = "<" | "=" | ">" | "||";

/** The outcome class: Left wins (L), Right wins (R), second player wins (P), first player wins (N). */
export type Outcome = "L" | "R" | "P" | "N";

/**
 * Whether `a <= b`: no a^L >= b and no b^R <= a (Conway, ONAG ch. 1). Games `x + k.^ + *n`
 * are compared from their parts; a number against any other game uses Number Avoidance (Siegel,
 * CGT, II.3), so large numbers never recurse; the stops settle many comparisons of hot games at
 * once (a <= b forces L(a) <= L(b) and R(a) <= R(b); L(a) < R(b) gives a < b; Siegel, CGT,
 * II.5). Cost: at most one evaluation per ordered pair of followers, each cached by id pair
 * (memory: one map entry per pair compared).
 *
 * @param a A canonical game.
 * @param b A canonical game.
 * @returns `true` iff `a <= b`.
 *
 * @example
 * ```ts
 * import { leq } from "@cgt/partizan/compare";
 * import { STAR, UP, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(leq(ZERO, UP), true);
 * assert.equal(leq(ZERO, STAR), false);
 * ```
 */
export function leq(a: Game, b: Game): boolean {
  checkGame(a, "compare games");
  checkGame(b, "compare games");
  return guardStack("compare games", () => leqGames(a, b));
}

/**
 * Whether `a = b`. Canonical games are hash-consed, so this is an identity test, O(1).
 *
 * @param a A canonical game.
 * @param b A canonical game.
 * @returns `true` iff the games are equal.
 *
 * @example
 * ```ts
 * import { add } from "@cgt/partizan/arithmetic";
 * import { equals } from "@cgt/partizan/compare";
 * import { STAR, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(equals(add(STAR, STAR), ZERO), true);
 * ```
 */
export function equals(a: Game, b: Game): boolean {
  checkGame(a, "compare games");
  checkGame(b, "compare games");
  return a === b;
}

/**
 * Compares two games: `"<"`, `"="`, `">"`, or `"||"` when they are confused (neither `<=`).
 *
 * @param a A canonical game.
 * @param b A canonical game.
 * @returns The relation of `a` to `b`.
 *
 * @example
 * ```ts
 * import { compare } from "@cgt/partizan/compare";
 * import { STAR, UP, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(compare(UP, ZERO), ">");
 * assert.equal(compare(STAR, ZERO), "||");
 * ```
 */
export function compare(a: Game, b: Game): Relation {
  checkGame(a, "compare games");
  checkGame(b, "compare games");
  if (a === b) return "=";
  return guardStack("compare games", () => {
    const ab = leqGames(a, b);
    const ba = leqGames(b, a);
    return ab ? (ba ? "=" : "<") : ba ? ">" : "||";
  });
}

/**
 * The outcome class of `g`: `"L"` if g > 0 (Left wins whoever starts), `"R"` if g < 0, `"P"`
 * if g = 0 (the second player wins), `"N"` if g || 0 (the first player wins).
 *
 * @param g A canonical game.
 * @returns Its outcome class.
 *
 * @example
 * ```ts
 * import { outcome } from "@cgt/partizan/compare";
 * import { DOWN, STAR, UP, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([UP, DOWN, ZERO, STAR].map(outcome), ["L", "R", "P", "N"]);
 * ```
 */
export function outcome(g: Game): Outcome {
  checkGame(g, "compute outcome");
  const v = nusOfGame(g);
  if (v !== undefined) {
    const s = nusSign(v.x, v.k, v.n);
    return s === 1 ? "L" : s === -1 ? "R" : s === 0 ? "P" : "N";
  }
  const r = compare(g, ZERO);
  return r === ">" ? "L" : r === "<" ? "R" : r === "=" ? "P" : "N";
}
