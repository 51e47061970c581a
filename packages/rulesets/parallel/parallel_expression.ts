/**
 * Who wins a game expression (`clobber("xoxo|oxox") + {1|0}`), searched by several threads that
 * share one transposition table: `solveExpressionInParallel(expression, { workers: 2 })`.
 *
 * @module
 */

import { typeFail } from "../_check.ts";
import type { GameForm } from "@cgt/partizan/game-form";
import {
  type ParallelOutcomeOptions,
  type ParallelOutcomeResult,
  solveOutcomeInParallel,
} from "@cgt/partizan/parallel-outcome";
import { parallelWorkerCount } from "@cgt/partizan/parallel-search";
import { type ExpressionTask, resolveExpressionTask } from "./_expression_task.ts";
import { parallelWorkerUrl } from "./_worker_url.ts";

export { expressionRuleset } from "./_expression_task.ts";
export type { Game, PositionKey, Ruleset } from "@cgt/partizan/search";
export type {
  ExplicitForm,
  GameForm,
  NegativeForm,
  PositionForm,
  RulesetPosition,
  SumForm,
  ValueForm,
} from "@cgt/partizan/game-form";
export type {
  Outcome,
  OutcomeProgress,
  OutcomeResult,
  OutcomeSolverOptions,
  ParallelOutcomeOptions,
  ParallelOutcomeResult,
} from "@cgt/partizan/parallel-outcome";

/**
 * Decides who wins the game `expression` (as `parseGameForm` reads it with the rulesets'
 * functions: positions, values, explicit forms and sums of them) moving first, for each player,
 * with a winning first move for each, by the outcome search of `OutcomeSolver` over
 * {@link expressionRuleset}, on `workers` threads (see `solveOutcomeInParallel` of
 * `@cgt/partizan/parallel-outcome`: Lazy SMP over a table on shared memory with exact keys; the
 * same answer as one thread, each winning move checked). Each worker reads the expression again
 * (the workers run bundled code from a blob URL, so no permission is needed once `deno task
 * build` has made the bundle; from a source checkout without it, reading their module needs read
 * access). This thread searches alone for its first `startWorkersAfter` ms of CPU (default
 * 1000), so a small search never starts a worker.
 *
 * @param expression The game, in the notation of `cgt value`.
 * @param options The solver's limits, the threads and the shared table.
 * @returns The solution, its moves as forms, with the number of threads that searched.
 * @throws {TypeError} If `expression` is not a string.
 * @throws {SyntaxError} If the expression cannot be read.
 * @throws {RangeError} If an option is out of range.
 * @throws {PositionLimitError} If the threads together need more than `maxNodes` nodes.
 * @throws {GameLimitError} If the threads together need more than `maxSteps` steps.
 *
 * @example Two threads agree with one
 * ```ts
 * import { solveExpressionInParallel } from "@cgt/rulesets/parallel-expression";
 * import { formatGameForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * const expression = 'clobber("xoxo|oxox|xoxo")';
 * const one = await solveExpressionInParallel(expression, { workers: 1 });
 * const two = await solveExpressionInParallel(expression, {
 *   workers: 2,
 *   maxWorkers: 2,
 *   startWorkersAfter: 0,
 * });
 * assert.equal(two.outcome, one.outcome);
 * assert.equal(two.workers, 2);
 * assert.ok(two.leftMove === undefined || formatGameForm(two.leftMove).startsWith("clobber"));
 * ```
 */
export async function solveExpressionInParallel(
  expression: string,
  options: Omit<ParallelOutcomeOptions, "worker" | "task"> = {},
): Promise<ParallelOutcomeResult<GameForm>> {
  if (typeof expression !== "string") {
    typeFail("solve the expression in parallel", "the expression must be a string", expression);
  }
  if (options === null || typeof options !== "object") {
    typeFail("solve the expression in parallel", "options must be an object", options);
  }
  const task: ExpressionTask = { expression };
  const { ruleset, position: form } = resolveExpressionTask(task);
  const worker = parallelWorkerCount(options) > 1
    ? await parallelWorkerUrl("solveExpressionInParallel")
    : undefined;
  return solveOutcomeInParallel(ruleset, form, { ...options, worker, task });
}
