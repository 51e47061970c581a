/**
 * The obviously-correct reference every search is tested against: the value of a position by
 * plain recursion over its options.
 *
 * @module
 */

import { type Game, game } from "@cgt/partizan/game";
import type { Ruleset } from "@cgt/partizan/search";
import { formLeftOptions, formRightOptions, type GameForm } from "@cgt/partizan/game-form";

/**
 * Returns the value of `position` by plain recursion: `{ value(L) | value(R) }` built with
 * `game()`, with no table, no decomposition, no symmetry and no shortcut. Exponential.
 */
export function plainValue<P>(ruleset: Ruleset<P>, position: P): Game {
  const left = [...ruleset.leftOptions(position)].map((o) => plainValue(ruleset, o));
  const right = [...ruleset.rightOptions(position)].map((o) => plainValue(ruleset, o));
  return game(left, right);
}

/**
 * Whether `mover`, moving first in `form`, wins under normal play, by plain search of the form's
 * moves as written (`formLeftOptions`/`formRightOptions`): a player wins when some move leaves
 * the opponent, now to move, without a win. No value, no comparison, no memo. Exponential.
 */
export function plainWins(form: GameForm, mover: "left" | "right"): boolean {
  const moves = mover === "left" ? formLeftOptions(form) : formRightOptions(form);
  const other = mover === "left" ? "right" : "left";
  return moves.some((o) => !plainWins(o, other));
}

/**
 * The value of a form by plain recursion over its moves as written: `{ value(L) | value(R) }`
 * built with `game()`.
 */
export function plainFormValue(form: GameForm): Game {
  return game(
    formLeftOptions(form).map(plainFormValue),
    formRightOptions(form).map(plainFormValue),
  );
}
