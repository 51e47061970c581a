/**
 * The predicates of a value the explorer shows (all-small, infinitesimal, numberish, ...), the
 * ones `cgt value --predicates` prints, in its order and under its names, each computed by the
 * library function the CLI calls, within its own step budget.
 *
 * @module
 */

import {
  type Game,
  isAllSmall,
  isEven,
  isEvenTempered,
  isIdempotent,
  isInfinitesimal,
  isNumberish,
  isNumberTiny,
  isOdd,
  isOddTempered,
  isPlumtree,
  isPseudonumber,
  isStopperSided,
  isUptimal,
  withStepLimit,
} from "@cgt/partizan";
import {
  isLoopyInfinitesimal,
  isLoopyNumberish,
  isLoopyNumberTiny,
  isLoopyPlumtree,
  isLoopyPseudonumber,
  isLoopyStopperSided,
  type LoopyGame,
} from "@cgt/partizan/loopy-predicates";

/**
 * Steps of engine work one predicate may use (a step is a few microseconds), within what is
 * left of the request's budget: a predicate that needs more shows "n/a" and the others still
 * show.
 */
export const MAX_PREDICATE_STEPS = 1_000_000;

/** One predicate as the page shows it: its name and the answer, or why there is none. */
export type PredicateResult =
  | { readonly name: string; readonly holds: boolean }
  | { readonly name: string; readonly reason: string };

/** One predicate: its name, and the library functions that test it. */
export interface Predicate {
  /** The name `cgt value --predicates` prints (`all-small`). */
  readonly name: string;
  /** The test on a short game (a function of `@cgt/partizan`). */
  readonly short: (g: Game) => boolean;
  /** Its export name in `@cgt/partizan`, for the notebook export's code. */
  readonly shortName: string;
  /** The test on a loopy value, when there is one (`@cgt/partizan/loopy-predicates`). */
  readonly loopy?: (v: LoopyGame) => boolean;
  /** Its export name in `@cgt/partizan/loopy-predicates`. */
  readonly loopyName?: string;
}

/**
 * The predicates, in the order and with the names of `cgt value --predicates`: each with the
 * function the CLI calls on a short game, and on a loopy value where it tests one (a loopy
 * value has only the six of `@cgt/partizan/loopy-predicates`).
 */
export const PREDICATES: readonly Predicate[] = [
  { name: "all-small", short: isAllSmall, shortName: "isAllSmall" },
  {
    name: "infinitesimal",
    short: isInfinitesimal,
    shortName: "isInfinitesimal",
    loopy: isLoopyInfinitesimal,
    loopyName: "isLoopyInfinitesimal",
  },
  {
    name: "numberish",
    short: isNumberish,
    shortName: "isNumberish",
    loopy: isLoopyNumberish,
    loopyName: "isLoopyNumberish",
  },
  { name: "even", short: isEven, shortName: "isEven" },
  { name: "odd", short: isOdd, shortName: "isOdd" },
  { name: "even-tempered", short: isEvenTempered, shortName: "isEvenTempered" },
  { name: "odd-tempered", short: isOddTempered, shortName: "isOddTempered" },
  {
    name: "number-tiny",
    short: isNumberTiny,
    shortName: "isNumberTiny",
    loopy: isLoopyNumberTiny,
    loopyName: "isLoopyNumberTiny",
  },
  { name: "idempotent", short: isIdempotent, shortName: "isIdempotent" },
  { name: "uptimal", short: isUptimal, shortName: "isUptimal" },
  {
    name: "pseudonumber",
    short: isPseudonumber,
    shortName: "isPseudonumber",
    loopy: isLoopyPseudonumber,
    loopyName: "isLoopyPseudonumber",
  },
  {
    name: "plumtree",
    short: isPlumtree,
    shortName: "isPlumtree",
    loopy: isLoopyPlumtree,
    loopyName: "isLoopyPlumtree",
  },
  {
    name: "stopper-sided",
    short: isStopperSided,
    shortName: "isStopperSided",
    loopy: isLoopyStopperSided,
    loopyName: "isLoopyStopperSided",
  },
];

/**
 * Runs one predicate within {@link MAX_PREDICATE_STEPS} steps (and what is left of an enclosing
 * budget); what it throws (a limit reached, a value out of its range) becomes the reason.
 *
 * @param name The predicate's name.
 * @param f The test.
 * @returns Its answer, or the message of what it threw.
 *
 * @example
 * ```ts
 * import { runPredicate } from "./value_predicates.ts";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(runPredicate("even", () => true), { name: "even", holds: true });
 * const refused = runPredicate("even", () => {
 *   throw new RangeError("Cannot test: too big, received 9");
 * });
 * assert.deepEqual(refused, { name: "even", reason: "Cannot test: too big, received 9" });
 * ```
 */
export function runPredicate(name: string, f: () => boolean): PredicateResult {
  try {
    return { name, holds: withStepLimit(MAX_PREDICATE_STEPS, f) };
  } catch (error) {
    return { name, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The predicates of a short game, in the order of {@link PREDICATES}. Each runs within
 * {@link MAX_PREDICATE_STEPS} steps (and what is left of an enclosing budget); one that runs
 * out or throws gives its reason instead of an answer, so the others still show.
 *
 * @param g A short game.
 * @returns One result per predicate.
 *
 * @example
 * ```ts
 * import { shortPredicates } from "./value_predicates.ts";
 * import { parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const up = shortPredicates(parseGame("^"));
 * assert.deepEqual(up[0], { name: "all-small", holds: true });
 * assert.deepEqual(up[3], { name: "even", holds: false });
 * ```
 */
export function shortPredicates(g: Game): PredicateResult[] {
  return PREDICATES.map((p) => runPredicate(p.name, () => p.short(g)));
}

/**
 * The predicates of a loopy value: those of {@link PREDICATES} defined for loopy values, in
 * that order, each within {@link MAX_PREDICATE_STEPS} steps as for {@link shortPredicates}.
 *
 * @param v A loopy value.
 * @returns One result per predicate defined for loopy values.
 *
 * @example
 * ```ts
 * import { loopyPredicates } from "./value_predicates.ts";
 * import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * const over = loopyPredicates(parseLoopyGame("over"));
 * assert.deepEqual(over.map((p) => p.name), [
 *   "infinitesimal", "numberish", "number-tiny", "pseudonumber", "plumtree", "stopper-sided",
 * ]);
 * assert.deepEqual(over[0], { name: "infinitesimal", holds: true });
 * ```
 */
export function loopyPredicates(v: LoopyGame): PredicateResult[] {
  return PREDICATES.flatMap((p) =>
    p.loopy === undefined ? [] : [runPredicate(p.name, () => p.loopy!(v))]
  );
}

/** How the page writes one predicate: the chip's text, its state and its tooltip. */
export interface PredicateChip {
  /** `<name> yes`, `<name> no` (the line `cgt value --predicates` prints) or `<name> n/a`. */
  readonly text: string;
  /** The answer, or `"n/a"` when there is none. */
  readonly state: "yes" | "no" | "n/a";
  /** The tooltip: what the chip says in words, or why there is no answer. */
  readonly title: string;
}

/**
 * How the page writes one predicate: as the line `cgt value --predicates` prints for it, or
 * `n/a` with the reason as the tooltip when the budget or the library gave no answer.
 *
 * @param p A predicate's result.
 * @returns The chip.
 *
 * @example
 * ```ts
 * import { predicateChip } from "./value_predicates.ts";
 * import assert from "node:assert/strict";
 *
 * assert.equal(predicateChip({ name: "even", holds: false }).text, "even no");
 * const none = predicateChip({ name: "uptimal", reason: "Cannot ...: too big" });
 * assert.deepEqual(none, { text: "uptimal n/a", state: "n/a", title: "Cannot ...: too big" });
 * ```
 */
export function predicateChip(p: PredicateResult): PredicateChip {
  if ("reason" in p) return { text: `${p.name} n/a`, state: "n/a", title: p.reason };
  const state = p.holds ? "yes" : "no";
  return {
    text: `${p.name} ${state}`,
    state,
    title: `${p.holds ? "The value is" : "The value is not"} ${p.name}`,
  };
}
