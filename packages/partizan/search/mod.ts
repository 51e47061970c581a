/**
 * Searching games described by their moves: the `Ruleset` and `Solver` engine (values and
 * outcomes of positions), the same search shared among Deno workers (`parallelSearch`),
 * rulesets of your own callable inside `parseGame` (`rulesetFunction`), misère outcomes, and
 * outcomes past the reach of canonical forms by search (`OutcomeSolver`, `solveOutcome`).
 *
 * `@cgt/partizan/search` names this folder (everything `search.ts` exports and the rest);
 * `@cgt/partizan/parallel-search`, `@cgt/partizan/ruleset-function`,
 * `@cgt/partizan/misere-outcome` and `@cgt/partizan/outcome-solver` name single modules, and
 * `@cgt/partizan` re-exports them all.
 *
 * @example The value and misère outcome of a heap from which either player takes 1 or 2
 * ```ts
 * import { misereOutcome } from "@cgt/partizan/misere-outcome";
 * import { formatGame } from "@cgt/partizan/notation";
 * import { type Ruleset, value } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * const take = (n: number) => [n - 1, n - 2].filter((m) => m >= 0);
 * const heap: Ruleset<number> = { name: "heap", leftOptions: take, rightOptions: take };
 * assert.equal(formatGame(value(heap, 4)), "*");
 * assert.equal(misereOutcome(heap, 4), "P"); // 4 = 1 (mod 3)
 * ```
 *
 * @module
 */

export * from "./search.ts";
export * from "./parallel_search.ts";
export * from "./ruleset_function.ts";
export * from "./misere_outcome.ts";
export * from "./outcome_solver.ts";
