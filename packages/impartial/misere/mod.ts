/**
 * Misère play of impartial games (the player who makes the last move loses): canonical forms and
 * genus of any impartial game (`MisereGames`, `MisereSolver`), every heap of a heap game and sums
 * of heaps (`MisereHeapSolver`, `heapMoves`), and misère quotients (`MisereQuotient`).
 *
 * This folder has no subpath export of its own: `@cgt/impartial/misere` already names
 * `misere.ts`, and `@cgt/impartial/misere-heap` and `@cgt/impartial/misere-quotient` name the
 * other modules; `@cgt/impartial` re-exports them all.
 *
 * @example Misère Kayles (0.77): a heap's genus and the outcome of a sum through its quotient
 * ```ts
 * import { MisereHeapSolver } from "@cgt/impartial/misere-heap";
 * import { MisereQuotient } from "@cgt/impartial/misere-quotient";
 * import { parseOctalCode } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * const kayles = new MisereHeapSolver(parseOctalCode("0.77"));
 * assert.equal(kayles.formatGenus(5), "4^146");
 * assert.equal(kayles.sumOutcome([5, 7, 11]), "P");
 * const q = new MisereQuotient(parseOctalCode("0.75"), 30);
 * assert.equal(q.order, 8);
 * ```
 *
 * @module
 */

export * from "./misere.ts";
export * from "./misere_heap.ts";
export * from "./misere_quotient.ts";
export * from "./misere_quotient_search.ts";
export * from "./misere_parts.ts";
export * from "./misere_link.ts";
export * from "./misere_census.ts";
export * from "./parse_misere_form.ts";
