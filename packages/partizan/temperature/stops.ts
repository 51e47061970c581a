/**
 * Left and right stops of short partizan games (the numbers reached under alternating best
 * play), the confusion interval between them, and the stop count.
 *
 * @module
 */

import { checkGame, guardStack, stop } from "../_engine.ts";
import type { Dyadic } from "@cgt/core/dyadic";
import { type Game, leftOptions, numberUpStarParts, rightOptions } from "../game.ts";
import { BoundedCache } from "@cgt/core/caches";

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

/**
 * The confusion interval of G as the closed interval of its stops, [R(G), L(G)] (cgt-tools'
 * `confusion_interval`, "the region between Left and Right stops"): the numbers x with
 * R(G) < x < L(G) are all confused with G, and no number outside [R(G), L(G)] is. Whether an
 * endpoint is confused with G depends on G's infinitesimal parts (Siegel, Combinatorial Game
 * Theory, 2013, II.3), which this interval does not say. For a number-ish game the interval is
 * one point.
 *
 * @param g A canonical game.
 * @returns `[low, high]` = `[rightStop(g), leftStop(g)]`.
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example
 * ```ts
 * import { formatDyadic } from "@cgt/partizan/dyadic";
 * import { parseGame } from "@cgt/partizan/notation";
 * import { confusionInterval } from "@cgt/partizan/stops";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(confusionInterval(parseGame("{3||2*|1*}")).map(formatDyadic), ["2", "3"]);
 * assert.deepEqual(confusionInterval(parseGame("{2|-1}")).map(formatDyadic), ["-1", "2"]);
 * ```
 */
export function confusionInterval(g: Game): [Dyadic, Dyadic] {
  checkGame(g, "compute confusion interval");
  return guardStack("compute confusion interval", () => [stop(g, false), stop(g, true)]);
}

const stopCounts = new BoundedCache<number, bigint>("stop counts");

/** The largest n of a follower x + *n whose stop count, 2 * 3^(n-1), is written out: 2^16. */
const MAX_STOP_COUNT_STAR = 65536;

function countStops(g: Game): bigint {
  const parts = numberUpStarParts(g);
  if (parts !== undefined && parts.ups === 0) {
    // x + *n: 1 for a number; SC(x + *n) = 2 (SC(x) + ... + SC(x + *(n-1))) = 2 * 3^(n-1).
    if (parts.star === 0) return 1n;
    if (parts.star > MAX_STOP_COUNT_STAR) {
      throw new RangeError(
        `Cannot count stops: the stop count of *n is 2 * 3^(n-1), which has more than 100,000 bits for n above 2^16, received *${parts.star}`,
      );
    }
    return 2n * 3n ** BigInt(parts.star) / 3n;
  }
  let count = stopCounts.get(g.id);
  if (count === undefined) {
    count = 0n;
    for (const o of leftOptions(g)) count += countStops(o);
    for (const o of rightOptions(g)) count += countStops(o);
    stopCounts.set(g.id, count);
  }
  return count;
}

/**
 * The stop count of G: the number of stopping positions (numbers) in the complete game tree of
 * its canonical form, SC(x) = 1 for a number x and SC(G) = the sum of SC over all of G's Left
 * and Right options (CGSuite's `StopCount`, CanonicalShortGame.cgs; its closed form
 * 2 * 3^(n-1) for x + *n is used here too). Exact, as a bigint: it grows exponentially.
 *
 * Cost: one visit per distinct follower, cached by id in a registered cache.
 *
 * @param g A canonical game.
 * @returns The stop count.
 * @throws {TypeError} If `g` is not a game of this package.
 * @throws {RangeError} If a follower is x + *n (or x + k.^ + *n) with n above 2^16: its stop
 * count, 2 * 3^(n-1), would have more than 100,000 bits.
 *
 * @example CGSuite's own values (CanonicalShortGameTestCase.scala)
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { stopCount } from "@cgt/partizan/stops";
 * import assert from "node:assert/strict";
 *
 * assert.equal(stopCount(parseGame("*8")), 4374n);
 * assert.equal(stopCount(parseGame("{3||2*|1*}")), 5n);
 * assert.equal(stopCount(parseGame("^")), 3n);
 * ```
 */
export function stopCount(g: Game): bigint {
  checkGame(g, "count stops");
  return guardStack("count stops", () => countStops(g));
}
