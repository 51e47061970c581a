/**
 * The far star of a short partizan game: the first nimber beyond every nimber among its
 * followers.
 *
 * @module
 */

import { checkGame, guardStack } from "../_engine.ts";
import { type Game, nimber } from "../game.ts";
import { farStarIndex } from "./_projections.ts";

export type { Game } from "../game.ts";

/**
 * The far star (remote star) of G, on its canonical form: far(*n) = *(n+1), and otherwise
 * far(G) is the largest far star of G's options, at least * (CGSuite's `farStar` in CanonicalShortGameOps, used by its atomic weight; cgt-tools'
 * `far_star`; Berlekamp, Conway and Guy, Winning Ways, ch. 8, "remote star"). No follower of G
 * equals *m.
 *
 * Cost: one visit per distinct follower, cached by id in a registered cache.
 *
 * @param g A canonical game.
 * @returns The far star, a nimber.
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { farStar } from "@cgt/partizan/far-star";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(farStar(parseGame("*2"))), "*3");
 * assert.equal(formatGame(farStar(parseGame("{1|*4}"))), "*5");
 * assert.equal(formatGame(farStar(parseGame("1/2"))), "*");
 * ```
 */
export function farStar(g: Game): Game {
  checkGame(g, "find the far star");
  return nimber(guardStack("find the far star", () => farStarIndex(g)));
}
