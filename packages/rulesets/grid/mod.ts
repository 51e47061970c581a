/**
 * The grid games: Domineering, Cram and NoGo (each with an outcome search on bitboards), Clobber
 * and its variants on CGSuite's GenClobber schema (`genClobber`; Kings, Knights, Rooks, Queens,
 * AntiClobber, Hot Clobber), Konane, Amazons, Fission, Ski Jumps, Fox and Geese (loopy), Quelhas
 * (misère), Sheep (hexagonal), King Dirt, and the
 * two contest boards, the two-token game and the queens game. Each module is also its own subpath
 * export (`@cgt/rulesets/domineering` and so on); this one gathers them.
 *
 * @example Values of small boards
 * ```ts
 * import { clobber, domineering } from "@cgt/rulesets/grid";
 * import { formatGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(domineering("..|..")), "+-1");
 * assert.equal(formatGame(clobber("xo")), "*");
 * ```
 *
 * @module
 */

export * from "./domineering.ts";
export * from "./domineering_solver.ts";
export * from "./domineering_database.ts";
export * from "./cram.ts";
export * from "./cram_solver.ts";
export * from "./clobber_solver.ts";
export * from "./clobber.ts";
export * from "./clobber_variants.ts";
export * from "./hot_clobber.ts";
export * from "./gen_clobber.ts";
export * from "./knights_clobber.ts";
export * from "./chomp.ts";
export * from "./nogo.ts";
export * from "./nogo_solver.ts";
export * from "./konane.ts";
export * from "./amazons.ts";
export * from "./fission.ts";
export * from "./ski_jumps.ts";
export * from "./fox_and_geese.ts";
export * from "./token_game.ts";
export * from "./queens_game.ts";
export * from "./quelhas.ts";
export * from "./sheep.ts";
export * from "./king_dirt.ts";
