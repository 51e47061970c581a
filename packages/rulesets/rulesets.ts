/**
 * The rulesets as functions for the game notation: `domineering("..|..")`,
 * `toads("TT..FF")`, `cutcake(8, 3)` and the rest, for `parseGame`.
 *
 * @module
 */

import { arcKayles, partizanArcKayles } from "./arc_kayles.ts";
import { clobber } from "./clobber.ts";
import { col } from "./col.ts";
import { cram } from "./cram.ts";
import { cutcake } from "./cutcake.ts";
import { domineering } from "./domineering.ts";
import { hackenbush } from "./hackenbush.ts";
import { konane } from "./konane.ts";
import type { GameFunction } from "@cgt/partizan/notation";
import { integerFunction, stringFunction } from "@cgt/partizan/ruleset-function";
import { snort } from "./snort.ts";
import { toadsAndFrogs } from "./toads_and_frogs.ts";
import { topplingDominoes } from "./toppling_dominoes.ts";

export type { Game } from "@cgt/partizan/game";
export type { GameArgument, GameFunction } from "@cgt/partizan/notation";

/**
 * The rulesets by the names the game notation uses, for the `functions`
 * option of `parseGame` (and `cgt value`). Each takes one string in its
 * ruleset's notation, except `cutcake(rows, columns)`:
 * `domineering`, `cram` and `konane` and `clobber` take a grid (rows
 * separated by `|`), `toads` a Toads and Frogs row, `hackenbush` a graph in
 * CGSuite's notation (`"l(l;rl)"`) or trees of blue (L), red (R) and green (G) edges (`"L(R,G)"`),
 * `toppling` a row of dominoes, `col`, `snort`, `arcKayles` and `partizanArcKayles` a graph in
 * CGSuite's notation (`col` and `snort` also cgt's numbered one). A call with the
 * wrong arguments throws a `TypeError`; a bad position the ruleset's error.
 *
 * @example
 * ```ts
 * import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const g = parseGame('domineering("..|..") + toads("TFT.TFF")', { functions: RULESET_FUNCTIONS });
 * assert.equal(formatGame(g), formatGame(parseGame("+-1 + ^")));
 * assert.equal(formatGame(parseGame("cutcake(8, 1)", { functions: RULESET_FUNCTIONS })), "-7");
 * ```
 */
export const RULESET_FUNCTIONS: Record<string, GameFunction> = {
  domineering: stringFunction("domineering", "..|..", domineering),
  cram: stringFunction("cram", "...|...", cram),
  clobber: stringFunction("clobber", "xo|ox", clobber),
  konane: stringFunction("konane", "xo.|...", konane),
  toads: stringFunction("toads", "TT..FF", toadsAndFrogs),
  hackenbush: stringFunction("hackenbush", "LLR", hackenbush),
  toppling: stringFunction("toppling", "LRG", topplingDominoes),
  col: stringFunction("col", ".-.-.", col),
  snort: stringFunction("snort", ".-.-.", snort),
  arcKayles: stringFunction("arcKayles", "---", arcKayles),
  partizanArcKayles: stringFunction("partizanArcKayles", "llr", partizanArcKayles),
  cutcake: integerFunction("cutcake", "cutcake(8, 3)", 2, ([rows, cols]) => cutcake(rows, cols)),
};
