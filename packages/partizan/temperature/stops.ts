/**
 * Left and right stops of short partizan games: the numbers reached under alternating best play.
 *
 * @module
 */

import { checkGame, guardStack, stop } from "../_engine.ts";
import type { Dyadic } from "@cgt/core/dyadic";
import type { Game } from "../game.ts";

export type { Game } from "../game.ts";
export type { Dyadic } from "@cgt/core/dyadic";

/**
 * The left stop L(G): the number reached when Left moves first and both players stop moving as
 * soon as a number is reached (Siegel, Combinatorial Game Theory, 2013, ch. II; Winning Ways
 * ch. 3): L(x) = R(x) = x for a number x, otherwise L(G) = max R(G^L) and R(G) = min L(G^R).
 * For x + k.^ + *n both stops are x.
 *
 * Cost: one visit per distinct follower of `g`; the engine keeps both stops on each game (the
 * same stops its order uses), so a second call is one field read.
 *
 * @param g A canonical game.
 * @returns The left stop, exactly.
 *
 * @example
 * ```ts
 * import { formatDyadic } from "@cgt/partizan/dyadic";
 * import { parseGame } from "@cgt/partizan/notation";
 * import { leftStop, rightStop } from "@cgt/partizan/stops";
 * import assert from "node:assert/strict";
 *
 * const g = parseGame("{3||2*|1*}");
 * assert.equal(formatDyadic(leftStop(g)), "3");
 * assert.equal(formatDyadic(rightStop(g)), "2");
 * ```
 */
export function leftStop(g: Game): Dyadic {
  checkGame(g, "compute left stop");
  return guardStack("compute left stop", () => stop(g, true));
}

/**
 * The right stop R(G): the number reached when Right moves first (see {@link leftStop}).
 *
 * @param g A canonical game.
 * @returns The right stop, exactly.
 *
 * @example
 * ```ts
 * import { formatDyadic } from "@cgt/partizan/dyadic";
 * import { parseGame } from "@cgt/partizan/notation";
 * import { rightStop } from "@cgt/partizan/stops";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(rightStop(parseGame("{2|-1}"))), "-1");
 * assert.equal(formatDyadic(rightStop(parseGame("1/2^*"))), "1/2");
 * ```
 */
export function rightStop(g: Game): Dyadic {
  checkGame(g, "compute right stop");
  return guardStack("compute right stop", () => stop(g, false));
}
