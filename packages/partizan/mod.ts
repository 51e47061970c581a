/**
 * Partizan combinatorial games: exact values of short games {L | R}. Every game is kept in
 * canonical form (dominated options deleted, reversible ones bypassed) and hash-consed, so
 * equality is identity; sums, negatives, the order (`<`, `=`, `>`, `||`) and outcome classes are
 * cached by id. Numbers are exact dyadic rationals of any size, and games x + k.^ + *n are added
 * and compared from their parts. Games are read and printed in CGSuite's notation.
 *
 * Beyond values of games given as values: `Ruleset` and `Solver` search positions of any game
 * you describe by its moves (`parallelSearch` shares one search among Deno workers),
 * `misereOutcome` and `gameMisereOutcome` give misère outcome classes, and loopy games (whose
 * positions repeat) are kept as their onside and offside (`LoopyGame`, `parseGame` with
 * `{ loopy: true }`, `loopyValue` for a `Ruleset` whose positions repeat).
 *
 * Memory: every derived cache is bounded ({@link setCacheLimit}) and {@link clearCaches} frees them
 * all; games are held weakly, so a long-running process keeps only what it uses. Games are local
 * to one isolate: a game that crossed a worker boundary (a structured clone) or a hand-made
 * `{ id }` is rejected with a TypeError; workers exchange notation text ({@link formatGame},
 * {@link parseGame}).
 *
 * @example Values, sums and comparisons
 * ```ts
 * import { add, compare, formatGame, outcome, parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const g = add(parseGame("{0|*}"), parseGame("^*"));
 * assert.equal(formatGame(g), "^^*");
 * assert.equal(outcome(parseGame("{3||2|1}")), "L");
 * assert.equal(compare(parseGame("1 + *12"), parseGame("0")), ">");
 * assert.equal(compare(parseGame("^*"), parseGame("0")), "||");
 * ```
 *
 * @example Exact dyadic arithmetic
 * ```ts
 * import { addDyadic, compareDyadic, formatDyadic, parseDyadic } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const sum = addDyadic(parseDyadic("3/4"), parseDyadic("-1/8"));
 * assert.equal(formatDyadic(sum), "5/8");
 * assert.equal(compareDyadic(sum, parseDyadic("1/2")), 1);
 * ```
 *
 * @example Temperature theory
 * ```ts
 * import { cool, formatDyadic, formatGame, mean, parseDyadic } from "@cgt/partizan";
 * import { parseGame, temperature } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const g = parseGame("{3||2*|1*}");
 * assert.equal(formatDyadic(mean(g)), "9/4");
 * assert.equal(formatDyadic(temperature(g)), "3/4");
 * assert.equal(formatGame(cool(parseGame("{2|-1}"), parseDyadic("1/2"))), "{3/2|-1/2}");
 * ```
 *
 * @example Loopy games
 * ```ts
 * import { formatLoopyGame, loopyCompare, parseLoopyGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatLoopyGame(parseLoopyGame("on + off")), "dud");
 * assert.equal(loopyCompare(parseLoopyGame("over"), parseLoopyGame("0")), ">");
 * ```
 *
 * @example Misère outcomes (the last player to move loses)
 * ```ts
 * import { gameMisereOutcome, misereOutcome, parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * assert.equal(gameMisereOutcome(parseGame("*")), "P"); // the mover must take the last move
 * // A heap of n from which either player takes 1 or 2, searched as a Ruleset.
 * const heap = { name: "heap", leftOptions: (n: number) => [n - 1, n - 2].filter((m) => m >= 0) };
 * const rules = { ...heap, rightOptions: heap.leftOptions };
 * assert.equal(misereOutcome(rules, 4), "P"); // 4 = 1 (mod 3)
 * ```
 *
 * @module
 */

export * from "./arithmetic.ts";
export * from "./compare.ts";
export * from "@cgt/core/dyadic";
export * from "./game.ts";
export * from "./game_limit.ts";
export * from "./notation.ts";
export * from "./temperature/stops.ts";
export * from "./temperature/thermograph.ts";
export * from "./temperature/thermograph_svg.ts";
export * from "./temperature/cooling.ts";
export * from "./temperature/reduced_canonical_form.ts";
export * from "./temperature/atomic_weight.ts";
export * from "./temperature/far_star.ts";
export * from "./temperature/star_projection.ts";
export * from "./birthday.ts";
export * from "./operations/uptimal.ts";
export * from "./operations/ordinal_sum.ts";
export * from "./operations/products.ts";
export * from "./operations/compound_sums.ts";
export * from "./operations/incentives.ts";
export * from "./operations/followers.ts";
export * from "./operations/ordinal_product.ts";
export * from "./operations/pow.ts";
export * from "./operations/operations_table.ts";
export {
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
  type Temper,
  temper,
} from "./predicates.ts";
export * from "./caches.ts";
export * from "./search/search.ts";
export * from "./search/parallel_search.ts";
export * from "./search/ruleset_function.ts";
export * from "./loopy/loopy.ts";
export * from "./loopy/loopy_notation.ts";
export * from "./loopy/loopy_predicates.ts";
export * from "./search/misere_outcome.ts";
export * from "./search/outcome_solver.ts";
export * from "./game_form.ts";
export * from "./sensible.ts";
export * from "./companion.ts";
export * from "./loopy/loopy_ruleset.ts";
export * from "./loopy/stopper_operations.ts";
