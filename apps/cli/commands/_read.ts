/**
 * Reading a game expression for `cgt value`, `cgt compare` and `cgt op`, loading only what the
 * expression needs: the rulesets when it names a function other than `Tiny` and `Miny`, and the
 * loopy-game modules only when it is not a short game but uses loopy notation. So `cgt value
 * "{3||2|1}" --thermo` starts without loading a ruleset or the loopy engine.
 *
 * @module
 */

import type { Game, GameFunction } from "@cgt/partizan/notation";
import { parseGame } from "@cgt/partizan/notation";
import { GameLimitError, withStepLimit } from "@cgt/partizan/game-limit";
import type { LoopyGame } from "@cgt/partizan/loopy";
import { CliError } from "../cli.ts";

/** The default of `--max-steps`. */
export const DEFAULT_MAX_STEPS = 5_000_000;

/**
 * Runs `f` within the step budget, turning an exhausted budget into a one-line CliError.
 *
 * @param maxSteps The budget.
 * @param f The computation.
 */
export function withinBudget<T>(maxSteps: number, f: () => T): T {
  try {
    return withStepLimit(maxSteps, f);
  } catch (error) {
    if (error instanceof GameLimitError) {
      throw new CliError(`${error.message} (raise the limit with --max-steps)`);
    }
    throw error;
  }
}

/**
 * Whether `text` names something other than the notation's own words: the downs `v`, `vv`,
 * `v3` and the functions `Tiny` and `Miny`. Only then can the ruleset functions matter to
 * `parseGame` (it looks a name up only when it meets one).
 */
export function namesFunction(text: string): boolean {
  for (const [name] of text.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
    if (name !== "Tiny" && name !== "Miny" && !/^v+\d*$/.test(name)) return true;
  }
  return false;
}

/**
 * The functions `parseGame` needs for `text`: the rulesets (`domineering(...)`, ...) when the
 * text names anything, else none, so that plain games load no ruleset module.
 */
export async function functionsFor(text: string): Promise<Record<string, GameFunction>> {
  if (!namesFunction(text)) return {};
  rulesetFunctions ??= (await import("@cgt/rulesets/rulesets")).RULESET_FUNCTIONS;
  return rulesetFunctions;
}

/** The ruleset functions once loaded (a dynamic import costs even when the module is loaded). */
let rulesetFunctions: Record<string, GameFunction> | undefined;

/** Words and marks that only loopy notation uses. */
const LOOPY_HINT =
  /\b(on|off|over|under|dud|upon|pass|backsliding|foxgeese)\b|over|under|\[on\]|<on>|&|[A-Za-z_]\w*\s*\{/;

/** A value read by {@link readValue}: a short game, or a loopy one. */
export type ReadValue = { game: Game; loopy?: undefined } | { game?: undefined; loopy: LoopyGame };

/**
 * Reads `text` as a short game, or, when that fails and the text uses loopy notation, as a
 * loopy value (returned as a short game when it is loopfree). Each reading runs within a budget
 * of `maxSteps` steps, and inside `run` (synchronous: `cgt value` watches the searches there).
 *
 * @throws {CliError} If the budget runs out.
 * @throws {SyntaxError} If the text is neither.
 */
export async function readValue(
  text: string,
  maxSteps: number,
  run: <T>(f: () => T) => T = (f) => f(),
): Promise<ReadValue> {
  const functions = await functionsFor(text);
  try {
    return { game: run(() => withinBudget(maxSteps, () => parseGame(text, { functions }))) };
  } catch (error) {
    if (!(error instanceof SyntaxError) || !LOOPY_HINT.test(text)) throw error;
  }
  const { readLoopy } = await import("./_loopy.ts");
  return run(() => withinBudget(maxSteps, () => readLoopy(text)));
}
