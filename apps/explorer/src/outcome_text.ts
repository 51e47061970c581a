/**
 * What each outcome class means, short games' four and the loopy ones with draws, for the
 * page's badges (no engine and no DOM, so the page bundle stays small).
 *
 * @module
 */

import type { LoopyOutcome } from "@cgt/partizan/loopy";

/** A line per outcome class (a short game's four are among the loopy ones), beginning with its name. */
export const OUTCOME_TEXT: Readonly<Record<LoopyOutcome, string>> = {
  L: "L: Left wins, whoever starts",
  R: "R: Right wins, whoever starts",
  P: "P: the second player wins",
  N: "N: the first player wins",
  D: "D: a draw, whoever starts",
  NHat: "NHat: Left wins moving first; a draw when Right starts",
  NCheck: "NCheck: Right wins moving first; a draw when Left starts",
  PHat: "PHat: Left wins moving second; a draw when Left starts",
  PCheck: "PCheck: Right wins moving second; a draw when Right starts",
};
