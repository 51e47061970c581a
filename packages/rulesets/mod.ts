/**
 * Positional rulesets: board, strip and graph games whose positions you type and whose exact
 * values you get. Every ruleset is a `Ruleset` of `@cgt/partizan/search` (its moves, a
 * symmetry-normalised key, and a split into independent components), valued by that package's
 * `Solver`; impartial ones go through `impartialRuleset`, a bridge from any `ImpartialGame` of
 * `@cgt/impartial`, so their values are nimbers found by a Grundy search.
 *
 * What lives here and what does not: every board, strip and graph game (Domineering, Cram,
 * Clobber and its variants Kings, Rooks, Queens and AntiClobber, Konane, Amazons, Fission,
 * Quelhas, Sheep, King Dirt, Toads and Frogs, Elephants and Rhinos, Ski Jumps, Hackenbush on any graph, the
 * cake games Cutcake, Eatcake, Maundy Cake and Turn-and-Eatcake, Col, Snort, Arc Kayles, Partizan
 * Arc Kayles, Digraph Placement, Toppling Dominoes, the coin-turning games), the loopy ones
 * (Backsliding Toads and Frogs, Fox and Geese, Wind-Up, valued by `loopyValue` of
 * `@cgt/partizan`), the impartial variant of
 * any of them (`impartialVariant`), a search on several cores (`parallelValue`), and the two
 * contest boards, the two-token game (ICPC NAC 2021) and the queens game (BZOJ 1457): they are
 * games played by moving pieces on a board, which is what this package is for, although both are
 * impartial. Graphs are written in CGSuite's graph notation. Heap games (take-and-break codes,
 * spawning and subtraction games, the split game) stay in `@cgt/impartial` (the coin-turning
 * games here use its spawning games for their values), the Nim family in `@cgt/nim` (whose closed
 * forms for Turning Turtles and Mock Turtles the coin-turning games reuse), and value theory
 * (numbers, canonical forms, order, notation, temperature, misère outcomes of any `Ruleset` with
 * `misereOutcome`) in `@cgt/partizan`.
 *
 * `RULESET_FUNCTIONS` gives every ruleset its name in CGSuite-style notation, for
 * `parseGame(text, { functions: RULESET_FUNCTIONS })` and `cgt value`; `LOOPY_RULESET_FUNCTIONS`
 * does the same for the loopy ones, with `parseGame(text, { loopy: true, ... })`.
 *
 * @example Values of positions, alone and inside notation
 * ```ts
 * import { clobber, domineering, RULESET_FUNCTIONS, toadsAndFrogs } from "@cgt/rulesets";
 * import { formatGame, parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(domineering("..|..")), "+-1");
 * assert.equal(formatGame(clobber("xo")), "*");
 * assert.equal(formatGame(toadsAndFrogs("TFT.TFF")), "^");
 * const g = parseGame('domineering("..|..") + toads("TFT.TFF")', { functions: RULESET_FUNCTIONS });
 * assert.equal(formatGame(g), formatGame(parseGame("+-1 + ^")));
 * ```
 *
 * @module
 */

export * from "./grid/domineering.ts";
export * from "./grid/domineering_solver.ts";
export * from "./grid/cram.ts";
export * from "./grid/cram_solver.ts";
export * from "./grid/nogo_solver.ts";
export * from "./grid/clobber_solver.ts";
export * from "./grid/clobber.ts";
export * from "./grid/konane.ts";
export * from "./strip/toads_and_frogs.ts";
export * from "./strip/gen_toads_and_frogs.ts";
export * from "./graph/hackenbush.ts";
export * from "./heap/cutcake.ts";
export * from "./graph/col.ts";
export * from "./graph/snort.ts";
export * from "./graph/arc_kayles.ts";
export * from "./strip/toppling_dominoes.ts";
export * from "./variant/impartial_ruleset.ts";
export * from "./variant/impartial_variant.ts";
export * from "./variant/dicotic_variant.ts";
export * from "./variant/twisted_variant.ts";
export * from "./heap/coin_turning.ts";
export * from "./grid/token_game.ts";
export * from "./grid/queens_game.ts";
export * from "./catalog.ts";
export * from "./rulesets.ts";
export * from "./strip/backsliding_toads_and_frogs.ts";
export * from "./grid/fox_and_geese.ts";
export * from "./loopy_rulesets.ts";
export * from "./grid/amazons.ts";
export * from "./grid/fission.ts";
export * from "./grid/clobber_variants.ts";
export * from "./grid/gen_clobber.ts";
export * from "./grid/knights_clobber.ts";
export * from "./grid/chomp.ts";
export * from "./grid/nogo.ts";
export * from "./strip/quicksort.ts";
export * from "./graph/childish_hackenbush.ts";
export * from "./graph/gen_col.ts";
export * from "./graph/weighted_arc_kayles.ts";
export * from "./heap/partizan_euclid.ts";
export * from "./heap/partizan_subtraction.ts";
export * from "./heap/partizan_take_and_break.ts";
export * from "./heap/gen_mem.ts";
export * from "./heap/gen_wythoff.ts";
export * from "./strip/elephants_and_rhinos.ts";
export * from "./heap/eatcake.ts";
export * from "./heap/maundy_cake.ts";
export * from "./heap/turn_and_eatcake.ts";
export * from "./grid/ski_jumps.ts";
export * from "./graph/digraph_placement.ts";
export * from "./heap/wind_up.ts";
export * from "./grid/quelhas.ts";
export * from "./grid/sheep.ts";
export * from "./grid/king_dirt.ts";
export * from "./parallel/parallel_value.ts";
