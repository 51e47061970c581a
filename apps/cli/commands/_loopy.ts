/**
 * Loopy games for `cgt value` and `cgt compare`: reads an expression as a short game when it is
 * one, else in CGSuite's loopy notation, and describes loopy values.
 *
 * @module
 */

import { type Game, type GameArgument, parseGame } from "@cgt/partizan";
import {
  formatLoopyGame,
  isLoopyGame,
  isStopper,
  type LoopyGame,
  type LoopyGameFunction,
  type LoopyOutcome,
  loopyOutcome,
  offside,
  onside,
  toGame,
} from "@cgt/partizan";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
import { LOOPY_RULESET_FUNCTIONS } from "@cgt/rulesets/loopy-rulesets";

/** Words and marks that only loopy notation uses. */
const LOOPY_HINT =
  /\b(on|off|over|under|dud|upon|pass|backsliding|foxgeese)\b|over|under|\[on\]|<on>|&|[A-Za-z_]\w*\s*\{/;

let loopyFunctions: Record<string, LoopyGameFunction> | undefined;

/** The ruleset functions, taking loopfree loopy values where they take games. */
function functions(): Record<string, LoopyGameFunction> {
  if (loopyFunctions === undefined) {
    loopyFunctions = {};
    for (const [name, f] of Object.entries(RULESET_FUNCTIONS)) {
      loopyFunctions[name] = (args) =>
        f(args.map((a): GameArgument => {
          if (typeof a !== "object") return a;
          const g = toGame(a);
          if (g === undefined) {
            throw new SyntaxError(
              `Cannot parse game: ${name}() takes short games, received a loopy one`,
            );
          }
          return g;
        }));
    }
    Object.assign(loopyFunctions, LOOPY_RULESET_FUNCTIONS);
  }
  return loopyFunctions;
}

/**
 * Reads `text` as a short game, or, when that fails and the text uses loopy notation, as a
 * loopy value (returned as a short game when it is loopfree).
 */
export function readValue(text: string): Game | LoopyGame {
  try {
    return parseGame(text, { functions: RULESET_FUNCTIONS });
  } catch (error) {
    if (!(error instanceof SyntaxError) || !LOOPY_HINT.test(text)) throw error;
  }
  return parseGame(text, { loopy: true, functions: functions() });
}

/** Whether a value read by readValue is loopy (not a short game). */
export function isLoopy(v: Game | LoopyGame): v is LoopyGame {
  return isLoopyGame(v);
}

/** What each loopy outcome class means. */
export const LOOPY_OUTCOME_TEXT: Record<LoopyOutcome, string> = {
  L: "Left wins",
  R: "Right wins",
  P: "the second player wins",
  N: "the first player wins",
  D: "a draw whoever starts",
  NHat: "Left wins moving first; a draw if Right starts",
  NCheck: "Right wins moving first; a draw if Left starts",
  PHat: "Left wins moving second; a draw if Left starts",
  PCheck: "Right wins moving second; a draw if Right starts",
};

/** The fields `cgt value` reports for a loopy value. */
export function loopyFields(v: LoopyGame): {
  value: string;
  outcome: LoopyOutcome;
  stopper: boolean;
  onside?: string;
  offside?: string;
} {
  const stopper = isStopper(v);
  const fields = { value: formatLoopyGame(v), outcome: loopyOutcome(v), stopper };
  if (stopper) return fields;
  return {
    ...fields,
    onside: formatLoopyGame(onside(v)),
    offside: formatLoopyGame(offside(v)),
  };
}
