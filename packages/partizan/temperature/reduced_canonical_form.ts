/**
 * The reduced canonical form of a short partizan game: its value with infinitesimals ignored.
 *
 * @module
 */

import { checkGame, guardStack } from "../_engine.ts";
import { type Game, numberGame, numberUpStarParts, STAR } from "../game.ts";
import { heat } from "./cooling.ts";
import { projectStars } from "./_projections.ts";

export type { Game } from "../game.ts";

/**
 * The reduced canonical form rcf(G) (Calistrate, "The reduced canonical form of a game", 1996;
 * Grossman and Siegel, "Reductions of partizan games", 2009; Siegel, Combinatorial Game Theory,
 * 2013, II.6): the simplest game H with G - H infinitesimal, so that rcf(G) = rcf(H) exactly when
 * G and H differ by an infinitesimal. Computed as CGSuite does: x + k.^ + *n reduces to x;
 * otherwise heat G by * and replace every follower x* (x a number) by x, recursively.
 *
 * Cost: one heating and one projection per distinct follower, cached by id.
 *
 * @param g A canonical game.
 * @returns Its reduced canonical form (a canonical game).
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { reducedCanonicalForm } from "@cgt/partizan/reduced-canonical-form";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(reducedCanonicalForm(parseGame("^*"))), "0");
 * assert.equal(formatGame(reducedCanonicalForm(parseGame("{2|1*}"))), "{2|1}");
 * assert.equal(formatGame(reducedCanonicalForm(parseGame("{3||2*|1*} + ^"))), "{3||2|1}");
 * ```
 */
export function reducedCanonicalForm(g: Game): Game {
  checkGame(g, "compute reduced canonical form");
  const parts = numberUpStarParts(g);
  if (parts !== undefined) return numberGame(parts.number);
  return guardStack("compute reduced canonical form", () => projectStars(heat(g, STAR)));
}
