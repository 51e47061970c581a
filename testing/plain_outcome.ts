/**
 * The obviously-correct reference every outcome search is tested against: who wins moving
 * first, by plain minimax over the options, with no table, no components and no values.
 *
 * @module
 */

import type { Ruleset } from "@cgt/partizan/search";

/**
 * Whether the player (Left if `left`) moving first on `position` wins under normal play: some
 * option leaves a position the opponent, moving first, loses. Exponential.
 */
export function plainWinsFirst<P>(ruleset: Ruleset<P>, position: P, left: boolean): boolean {
  const options = left ? ruleset.leftOptions(position) : ruleset.rightOptions(position);
  for (const option of options) if (!plainWinsFirst(ruleset, option, !left)) return true;
  return false;
}

/** The outcome class of `position` by {@link plainWinsFirst}. */
export function plainOutcome<P>(ruleset: Ruleset<P>, position: P): "L" | "R" | "N" | "P" {
  const l = plainWinsFirst(ruleset, position, true);
  const r = plainWinsFirst(ruleset, position, false);
  return l ? (r ? "N" : "L") : (r ? "R" : "P");
}
