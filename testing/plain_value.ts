/**
 * The obviously-correct reference every search is tested against: the value of a position by
 * plain recursion over its options.
 *
 * @module
 */

import { type Game, game } from "@cgt/partizan/game";
import type { Ruleset } from "@cgt/partizan/search";

/**
 * Returns the value of `position` by plain recursion: `{ value(L) | value(R) }` built with
 * `game()`, with no table, no decomposition, no symmetry and no shortcut. Exponential.
 */
export function plainValue<P>(ruleset: Ruleset<P>, position: P): Game {
  const left = [...ruleset.leftOptions(position)].map((o) => plainValue(ruleset, o));
  const right = [...ruleset.rightOptions(position)].map((o) => plainValue(ruleset, o));
  return game(left, right);
}
