/**
 * The misère outcome for `cgt value --misere`: searched on the game as written (explicit forms
 * `'{0|^*}'`, the components of a sum, ruleset positions), or on the canonical form when that is
 * all the input gives (a lone value such as `^*`, or a game after --cool, --heat or --overheat).
 *
 * @module
 */

import { type GameForm, gameFormMisereOutcome, valueForm } from "@cgt/partizan/game-form";
import type { Game, Outcome } from "@cgt/partizan";

/** What a misère outcome was searched on. */
export type MisereBasis = "the game as written" | "the canonical form";

/** A misère outcome and what it was searched on. */
export interface MisereResult {
  /** The misère outcome class. */
  readonly outcome: Outcome;
  /** What it was searched on. */
  readonly basis: MisereBasis;
}

/**
 * Returns the misère outcome of `form` as written, or of the canonical form `g` when `form` is
 * undefined or only a value (so that `^*` is judged by its canonical form, as CGSuite does, while
 * `* + * + *2 + *2` is misère Nim with heaps 1, 1, 2, 2). Every search spends the work budget of
 * `withStepLimit` (the CLI's `--max-steps`).
 *
 * @param form The game as typed, or undefined when the value was transformed.
 * @param g Its normal-play canonical form.
 * @returns The misère outcome class and what it was searched on.
 */
export function misereOutcomeOf(form: GameForm | undefined, g: Game): MisereResult {
  if (form === undefined || form.kind === "value") {
    return { outcome: gameFormMisereOutcome(valueForm(g)), basis: "the canonical form" };
  }
  return { outcome: gameFormMisereOutcome(form), basis: "the game as written" };
}
