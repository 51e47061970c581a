/**
 * The rulesets a parallel search can be asked for by name (private): each with the parser of
 * its notation, shared by the main thread (which checks the position) and the worker.
 *
 * @module
 */

import { describeValue } from "../_check.ts";
import type { Ruleset } from "@cgt/partizan/search";
import { CATALOG } from "../catalog.ts";

/** A ruleset and the parser of its positions' notation. */
export interface ParallelRuleset {
  // deno-lint-ignore no-explicit-any
  ruleset: Ruleset<any>;
  parse(text: string): unknown;
}

/** The rulesets by the names of the game notation (`domineering("..|..")`): the catalogue's. */
export const PARALLEL_RULESETS: Readonly<Record<string, ParallelRuleset>> = Object.fromEntries(
  CATALOG.flatMap((entry) => entry.parallel ? [[entry.name, entry.parallel]] : []),
);

/** The task a parallel search sends its workers. */
export interface ParallelTask {
  /** A key of {@link PARALLEL_RULESETS}. */
  ruleset: string;
  /** The position in that ruleset's notation. */
  position: string;
}

/**
 * The ruleset and position of a task.
 *
 * @throws {TypeError} If the ruleset is not one of {@link PARALLEL_RULESETS}.
 * @throws {SyntaxError} If the position is not in its notation (the parser's errors).
 */
export function resolveTask(task: ParallelTask): { ruleset: Ruleset<unknown>; position: unknown } {
  const entry = Object.hasOwn(PARALLEL_RULESETS, task.ruleset)
    ? PARALLEL_RULESETS[task.ruleset]
    : undefined;
  if (entry === undefined) {
    throw new TypeError(
      `Cannot search in parallel: the ruleset must be one of ${
        Object.keys(PARALLEL_RULESETS).join(", ")
      }, received ${describeValue(task.ruleset)}`,
    );
  }
  return { ruleset: entry.ruleset, position: entry.parse(task.position) };
}
