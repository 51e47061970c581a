/**
 * Loopy games for `cgt value` and `cgt compare`: reads an expression in CGSuite's loopy
 * notation and describes loopy values. Loaded by _read.ts only for expressions that are not
 * short games.
 *
 * @module
 */

import { loopyGameFunction } from "@cgt/partizan/loopy-game-function";
import {
  isStopper,
  type LoopyGame,
  type LoopyOutcome,
  loopyOutcome,
  toGame,
} from "@cgt/partizan/loopy";
import { stability, stopperOptions } from "@cgt/partizan/stopper-operations";
import {
  formatLoopyGame,
  formatLoopySides,
  type LoopyGameFunction,
  parseLoopyGame,
} from "@cgt/partizan/loopy-notation";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
import { LOOPY_RULESET_FUNCTIONS } from "@cgt/rulesets/loopy-rulesets";
import type { ReadValue } from "./_read.ts";

export { fromGame, loopyCompare } from "@cgt/partizan/loopy";

let loopyFunctions: Record<string, LoopyGameFunction> | undefined;

/** The ruleset functions, taking loopfree loopy values where they take games. */
export function functions(): Record<string, LoopyGameFunction> {
  if (loopyFunctions === undefined) {
    loopyFunctions = {};
    for (const [name, f] of Object.entries(RULESET_FUNCTIONS)) {
      loopyFunctions[name] = loopyGameFunction(name, f);
    }
    Object.assign(loopyFunctions, LOOPY_RULESET_FUNCTIONS);
  }
  return loopyFunctions;
}

/** Reads `text` in loopy notation: a short game when the value is loopfree. */
export function readLoopy(text: string): ReadValue {
  const v = parseLoopyGame(text, { functions: functions() });
  const g = toGame(v);
  return g === undefined ? { loopy: v } : { game: g };
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
  // A side need not be a stopper (Bach's Carousel): print each side as it stands.
  return { ...fields, ...formatLoopySides(v) };
}

/** The fields `cgt value --loopy-props` adds for a stopper (CGSuite's names in the comments). */
export interface LoopyProps {
  /** `Variety`: null when the degree is not an idempotent or the game is not stable. */
  variety: string | null;
  /** `Degree`, the onside of G - G. */
  degree: string;
  /** `IsStable`: null when the degree is not an idempotent (CGSuite raises an error). */
  stable: boolean | null;
  /** `LeftOptions` of the canonical form. */
  leftOptions: string[];
  /** `RightOptions` of the canonical form. */
  rightOptions: string[];
}

/** The --loopy-props fields of a stopper (throws a CliError-worthy RangeError otherwise). */
export function loopyProps(v: LoopyGame): LoopyProps {
  // One call finds the degree and both varieties once (isStable and variety each found them).
  const s = stability(v);
  return {
    variety: s.variety === undefined ? null : formatLoopyGame(s.variety),
    degree: formatLoopyGame(s.degree),
    stable: s.stable ?? null,
    leftOptions: stopperOptions(v, "left").map(formatLoopyGame),
    rightOptions: stopperOptions(v, "right").map(formatLoopyGame),
  };
}

/** The text lines of {@link LoopyProps}. */
export function loopyPropsText(p: LoopyProps): string {
  const stable = p.stable === null
    ? "undefined (the degree is not an idempotent)"
    : p.stable
    ? "yes"
    : "no";
  const variety = p.variety ??
    (p.stable === null ? "none (the degree is not an idempotent)" : "none (not stable)");
  return `degree ${p.degree}\nstable ${stable}\nvariety ${variety}\n` +
    `left options {${p.leftOptions.join(",")}}\nright options {${p.rightOptions.join(",")}}\n`;
}
