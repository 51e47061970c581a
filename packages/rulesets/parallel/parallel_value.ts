/**
 * The value of a ruleset position computed on several cores: `parallelValue("domineering",
 * "......|......|......|......|......|......", { workers: 2 })`.
 *
 * @module
 */

import { typeFail } from "../_check.ts";
import { withStepLimit } from "@cgt/partizan/game-limit";
import {
  parallelSearch,
  type ParallelSearchOptions,
  parallelWorkerCount,
} from "@cgt/partizan/parallel-search";
import { type Game, Solver } from "@cgt/partizan/search";
import { PARALLEL_RULESETS, type ParallelTask, resolveTask } from "./_parallel_rulesets.ts";
import { parallelWorkerUrl } from "./_worker_url.ts";

export type { Game, PositionKey, Ruleset } from "@cgt/partizan/search";
export type { ParallelSearchOptions, ParallelSearchStats } from "@cgt/partizan/parallel-search";

/** The rulesets {@link parallelValue} searches, by the names of the game notation. */
export const PARALLEL_RULESET_NAMES: readonly string[] = Object.freeze(
  Object.keys(PARALLEL_RULESETS),
);

/**
 * Returns the canonical value of a position of a ruleset named as in the game notation
 * (`domineering`, `clobber`, `konane`, `toads`, `snort`), searched by `workers` Deno workers
 * at once that share what they compute (see `parallelSearch` in
 * `@cgt/partizan/parallel-search`), at most one per core unless `maxWorkers` allows more (64
 * asked for on 2 cores start 2). With one worker it is the ordinary search in this thread,
 * without workers. Either way the value is the same.
 *
 * This thread is the first worker: it searches alone and starts the others as soon as its own
 * estimate of the search's size says the search is long (after 20 ms of CPU; `startEarly`), or
 * else once it has used `startWorkersAfter` (default 200) milliseconds of CPU, so a small
 * position never starts a worker; it finishes helped by the values they share. On a machine with
 * no core to spare beyond the workers (two on two cores) the early start is off and the workers
 * start after 1000 ms of CPU: there V8's helper threads share the workers' cores, the wall time is
 * at least the process's CPU over two, and two workers, which use 1.2-1.6 times the CPU of one,
 * gain nothing on a search of about a second (Konane 5x5, Domineering 5x5), and at most about
 * 1.3x on searches of 2-10 s and 1.5x on one of 20 s (bench/results/RESULTS.md, "Whole process
 * and where it pays"). Each worker holds its own heap, so the limits are shared out:
 * each worker's engine caches get an equal share of `cacheLimit()`, and `maxPositions` bounds
 * the values of all workers together. The workers run bundled code from a blob URL: no
 * permission is needed (from a source checkout, once `deno task build` has made the bundle; until
 * then they start from the worker's module, which needs read access).
 *
 * @param ruleset The ruleset's name in the game notation.
 * @param position The position in that ruleset's notation (a board such as `"xo.|.ox"`).
 * @param options The number of workers (default 2, at most `maxWorkers`, by default the cores)
 *   and the limits: `maxSteps` for each worker, `maxPositions` for all together (`here` is set
 *   by this function).
 * @returns The canonical value.
 * @throws {TypeError} If the ruleset is not one of {@link PARALLEL_RULESET_NAMES}.
 * @throws {SyntaxError} If the position is not in the ruleset's notation.
 * @throws {RangeError} If the position is too large for the ruleset or `workers` or
 *   `maxWorkers` is not a positive integer.
 * @throws {PositionLimitError} If the workers together need more than `maxPositions` values.
 * @throws {GameLimitError} If a worker runs out of steps.
 * @throws {Deno.errors.NotCapable} If the workers' bundle is not built and their module is a
 *   local file this process may not read.
 *
 * @example
 * ```ts
 * import { parallelValue } from "@cgt/rulesets/parallel-value";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const g = await parallelValue("domineering", "...|...|...", { workers: 2 });
 * assert.equal(formatGame(g), "+-1"); // {1|-1}
 * ```
 */
export async function parallelValue(
  ruleset: string,
  position: string,
  options: ParallelSearchOptions = {},
): Promise<Game> {
  if (typeof ruleset !== "string") {
    typeFail("search in parallel", 'the ruleset must be a name such as "domineering"', ruleset);
  }
  if (typeof position !== "string") {
    typeFail(
      "search in parallel",
      "the position must be a string in the ruleset's notation",
      position,
    );
  }
  if (options === null || typeof options !== "object") {
    typeFail("search in parallel", "options must be an object", options);
  }
  const task: ParallelTask = { ruleset, position };
  // Bad names and boards fail here, in the caller's thread, before any worker starts.
  const { ruleset: rules, position: start } = resolveTask(task);
  // At most one worker per core unless options.maxWorkers says otherwise; one is this thread.
  const workers = parallelWorkerCount(options);
  if (workers === 1) {
    const solver = new Solver(rules, { maxPositions: options.maxPositions ?? 1_000_000 });
    return withStepLimit(options.maxSteps ?? Infinity, () => solver.value(start));
  }
  // This thread searches too, and alone until the search has run long enough to pay for workers.
  return await parallelSearch(await parallelWorkerUrl("parallelValue"), task, {
    ...options,
    here: { ruleset: rules, position: start },
  });
}
