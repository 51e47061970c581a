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

/** Whether a UTF-16 code unit may start a name (`[A-Za-z_]`). */
function isNameStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** Whether a UTF-16 code unit is an ASCII digit. */
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The end of the name (`[A-Za-z_][A-Za-z0-9_]*`) that starts at `from`. */
function nameEnd(text: string, from: number): number {
  let i = from + 1;
  while (i < text.length && (isNameStart(text.charCodeAt(i)) || isDigit(text.charCodeAt(i)))) i++;
  return i;
}

/** Whether `name` is a run of downs as the notation writes them: `v`, `vv`, `v3`. */
function isDowns(name: string): boolean {
  let i = 0;
  while (i < name.length && name[i] === "v") i++;
  if (i === 0) return false;
  while (i < name.length && isDigit(name.charCodeAt(i))) i++;
  return i === name.length;
}

/**
 * Calls `visit` with each name (`[A-Za-z_][A-Za-z0-9_]*`, digits before it left out, as the
 * number of a literal such as `2over`) in `text` and the index just past it, until `visit`
 * returns true. One pass over the text, with no regular expression (a 100,000-letter input
 * costs 100,000 steps).
 */
function someName(text: string, visit: (name: string, end: number) => boolean): boolean {
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isNameStart(c)) {
      const end = nameEnd(text, i);
      if (visit(text.slice(i, end), end)) return true;
      i = end;
    } else i++;
  }
  return false;
}

/**
 * Whether `text` names something other than the notation's own words: the downs `v`, `vv`,
 * `v3` and the functions `Tiny` and `Miny`. Only then can the ruleset functions matter to
 * `parseGame` (it looks a name up only when it meets one).
 */
export function namesFunction(text: string): boolean {
  return someName(text, (name) => name !== "Tiny" && name !== "Miny" && !isDowns(name));
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

/**
 * The loopy rulesets' notation functions (`LOOPY_RULESET_FUNCTIONS` of `@cgt/rulesets`, CGSuite's
 * names of them included), listed here so that reading a short game does not load them; a test
 * keeps the list equal to the package's.
 */
export const LOOPY_RULESET_NAMES: readonly string[] = [
  "backsliding",
  "BackslidingToadsAndFrogs",
  "foxgeese",
  "FoxAndGeese",
  "CeyloneseFoxAndGeese",
  "GenFoxAndGeese",
  "windUp",
];

/** The words that only loopy notation uses, and the loopy rulesets' functions. */
const LOOPY_NAMES: ReadonlySet<string> = new Set([
  "on",
  "off",
  "over",
  "under",
  "dud",
  "upon",
  "pass",
  ...LOOPY_RULESET_NAMES,
]);

/**
 * Whether `text` uses loopy notation: `&`, `^[on]`, `<on>`, one of the loopy words as a whole
 * name (`on`, `pass`, `2over`; not `overheat`), a loopy ruleset function, or a label (a name
 * other than `Tiny` and `Miny` just before `{`, as in `a{0|a}`). One pass over the text, with
 * no regular expression, so its cost is linear in the length of the text.
 *
 * @param text The expression.
 * @returns Whether the loopy parser should read it.
 */
export function usesLoopyNotation(text: string): boolean {
  if (text.includes("&") || text.includes("[on]") || text.includes("<on>")) return true;
  return someName(text, (name, end) => {
    if (LOOPY_NAMES.has(name)) return true;
    if (name === "Tiny" || name === "Miny") return false;
    let j = end;
    while (j < text.length && isSpace(text.charCodeAt(j))) j++;
    return text[j] === "{";
  });
}

/** Whether a UTF-16 code unit is white space (as `\s` means it). */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c > 127 && /\s/.test(String.fromCharCode(c)));
}

/** A value read by {@link readValue}: a short game, or a loopy one. */
export type ReadValue = { game: Game; loopy?: undefined } | { game?: undefined; loopy: LoopyGame };

/**
 * Reads `text` as a short game, or, when that fails and the text uses loopy notation (see
 * {@link usesLoopyNotation}; otherwise the short-game parser's error stands), as a loopy
 * value (returned as a short game when it is loopfree). Each reading runs within a budget
 * of `maxSteps` steps, and inside `run` (synchronous: `cgt value` watches the searches there).
 * `extra` notation functions take the place of the rulesets' ones of the same name (as
 * `cgt value --db` does for `domineering`).
 *
 * @throws {CliError} If the budget runs out.
 * @throws {SyntaxError} If the text is neither.
 */
export async function readValue(
  text: string,
  maxSteps: number,
  run: <T>(f: () => T) => T = (f) => f(),
  extra: Record<string, GameFunction> = {},
): Promise<ReadValue> {
  const functions = { ...await functionsFor(text), ...extra };
  try {
    return { game: run(() => withinBudget(maxSteps, () => parseGame(text, { functions }))) };
  } catch (error) {
    if (!(error instanceof SyntaxError) || !usesLoopyNotation(text)) throw error;
  }
  const { readLoopy } = await import("./_loopy.ts");
  return run(() => withinBudget(maxSteps, () => readLoopy(text)));
}
