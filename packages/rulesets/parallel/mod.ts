/**
 * A search on several cores: `parallelValue` values a position of a named ruleset with workers.
 * The module is also its own subpath export (`@cgt/rulesets/parallel-value`).
 *
 * @example Domineering on a 3x3 board with two workers
 * ```ts
 * import { parallelValue } from "@cgt/rulesets/parallel";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(await parallelValue("domineering", "...|...|...", { workers: 2 })), "+-1");
 * ```
 *
 * @module
 */

export * from "./parallel_value.ts";
export * from "./parallel_solve.ts";
export * from "./solve_cram_in_parallel.ts";
export * from "./parallel_expression.ts";
