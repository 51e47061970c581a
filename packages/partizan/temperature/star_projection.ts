/**
 * The star projection of a short partizan game: every follower x* (x a number) replaced by x.
 *
 * @module
 */

import { checkGame, guardStack } from "../_engine.ts";
import type { Game } from "../game.ts";
import { projectStars } from "./_projections.ts";

export type { Game } from "../game.ts";

/**
 * The star projection of G: a number x and x* become x, and any other game
 * {G^L | G^R} becomes {proj(G^L) | proj(G^R)}, recursively on the canonical form (Calistrate,
 * "The reduced canonical form of a game", 1996, p. 411; CGSuite's `starProjection` in
 * CanonicalShortGameOps, the last step of its reduced canonical form; cgt-tools'
 * `star_projection`). Applied to G heated by *, it gives the reduced canonical form.
 *
 * Cost: one construction per distinct follower, cached by id in a registered cache.
 *
 * @param g A canonical game.
 * @returns Its star projection (canonical).
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { starProjection } from "@cgt/partizan/star-projection";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(starProjection(parseGame("{2*|1*}"))), "{2|1}");
 * assert.equal(formatGame(starProjection(parseGame("3/4*"))), "3/4");
 * assert.equal(formatGame(starProjection(parseGame("^"))), "*"); // {0|*} becomes {0|0}
 * ```
 */
export function starProjection(g: Game): Game {
  checkGame(g, "compute star projection");
  return guardStack("compute star projection", () => projectStars(g));
}
