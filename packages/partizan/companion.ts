/**
 * The lattice companion of a short partizan game (CGSuite's `Companion`).
 *
 * @module
 */

import { checkGame, guardStack } from "./_engine.ts";
import { BoundedCache } from "@cgt/core/caches";
import {
  type Game,
  game,
  isNumber,
  leftOptions,
  numberUpStar,
  numberUpStarParts,
  rightOptions,
  ZERO,
} from "./game.ts";
import { leq } from "./compare.ts";

export type { Game } from "./game.ts";

const cache = new BoundedCache<number, Game>("companions");

function companionOf(g: Game): Game {
  const parts = numberUpStarParts(g);
  if (parts !== undefined && parts.number.numerator === 0n) {
    // k.^ + *n: the star part 0 and 1 swap; from *2 on it is its own companion.
    const star = parts.star;
    return typeof star === "bigint" || star >= 2
      ? g
      : numberUpStar(parts.number, parts.ups, star ^ 1);
  }
  // A number x other than 0 is its own companion (by induction on the recursion below: its
  // options' companions are themselves, and a 0 or * added beside a 0 option reverses out), so
  // it is returned at once rather than walked down to 0.
  if (isNumber(g)) return g;
  let result = cache.get(g.id);
  if (result === undefined) {
    const left = leftOptions(g).map(companionOf);
    const right = rightOptions(g).map(companionOf);
    if (leq(ZERO, g)) left.push(ZERO);
    if (leq(g, ZERO)) right.push(ZERO);
    result = game(left, right);
    cache.set(g.id, result);
  }
  return result;
}

/**
 * The companion of G (Siegel, Combinatorial Game Theory, 2013, III.2: the map G -> G° is the
 * unique automorphism of the lattice of games born by day n >= 1 other than the identity), as
 * CGSuite computes it (CanonicalShortGameOps.companion): for k.^ + *n (no number part) it swaps
 * *0 and *1 and leaves *n with n >= 2 alone; otherwise it is
 * {(G^L)°, and 0 if G >= 0 | (G^R)°, and 0 if G <= 0}. So 0° = *, *° = 0, ^° = ^*, and a
 * number other than 0 is its own companion.
 *
 * Cost: one construction and two comparisons with 0 per distinct follower, cached by id in a
 * registered cache.
 *
 * @param g A canonical game.
 * @returns Its companion (canonical).
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example CGSuite's own values (CanonicalShortGameTestCase.scala)
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { companion } from "@cgt/partizan/companion";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(companion(parseGame("0"))), "*");
 * assert.equal(formatGame(companion(parseGame("^"))), "^*");
 * assert.equal(formatGame(companion(parseGame("{0||0|-3/2}"))), "{0,*||*|-3/2}");
 * ```
 */
export function companion(g: Game): Game {
  checkGame(g, "compute companion");
  return guardStack("compute companion", () => companionOf(g));
}
