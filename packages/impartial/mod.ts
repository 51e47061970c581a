/**
 * Sprague–Grundy theory for impartial games: the mex, nim-sums, and a
 * memoising solver that gives the Grundy value, outcome and winning moves of
 * any finite impartial game described by its move generator. A position of a
 * disjunctive sum is lost for the player to move exactly when the nim-sum of
 * its components' Grundy values is 0. Under misère play (the last player to
 * move loses) sums are decided instead by misère canonical forms and genus
 * ({@link MisereSolver}, {@link MisereHeapSolver}) and by misère quotients
 * ({@link MisereQuotient}).
 *
 * @example Kayles-like heap game and a sum of heaps
 * ```ts
 * import { GrundySolver, mex, nimSum } from "@cgt/impartial";
 * import assert from "node:assert/strict";
 *
 * // Subtraction game S = {1, 2}: values 0, 1, 2, 0, 1, 2, ...
 * const game = { options: (n: number) => [1, 2].filter((s) => s <= n).map((s) => n - s) };
 * const solver = new GrundySolver(game);
 * assert.equal(solver.grundy(7), 1);
 * assert.equal(mex([0, 2]), 1);
 * // Heaps 4, 5, 6 of that game: values 1, 2, 0, nim-sum 3, a first-player win.
 * assert.equal(nimSum([4, 5, 6].map((n) => solver.grundy(n))), 3);
 * ```
 *
 * @example Misère Kayles
 * ```ts
 * import { MisereHeapSolver, parseOctalCode } from "@cgt/impartial";
 * import assert from "node:assert/strict";
 *
 * const kayles = new MisereHeapSolver(parseOctalCode("0.77"));
 * assert.equal(kayles.formatGenus(5), "4^146");
 * assert.equal(kayles.format(5), "*[2[2]321]");
 * assert.equal(kayles.sumOutcome([1, 4]), "N");
 * ```
 *
 * @example The misère quotient of 0.75 decides every sum of its heaps
 * ```ts
 * import { MisereQuotient, parseOctalCode } from "@cgt/impartial";
 * import assert from "node:assert/strict";
 *
 * const q = new MisereQuotient(parseOctalCode("0.75"), 30);
 * assert.equal(q.format(), "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}");
 * assert.equal(q.outcome([1, 3, 3]), "P");
 * ```
 *
 * @module
 */

export * from "./mex.ts";
export * from "./nim_sum.ts";
export * from "./grundy.ts";
export * from "./sum.ts";
export * from "./octal_game.ts";
export * from "./spawning.ts";
export * from "./subtraction_game.ts";
export * from "./periodicity.ts";
export * from "./split_game.ts";
export * from "./loopy_grundy.ts";
export * from "./misere/misere.ts";
export * from "./misere/misere_heap.ts";
export * from "./misere/misere_quotient.ts";
export * from "./misere/misere_quotient_search.ts";
export * from "./misere/misere_parts.ts";
export * from "./misere/misere_link.ts";
export * from "./misere/misere_census.ts";
export * from "./misere/parse_misere_form.ts";
