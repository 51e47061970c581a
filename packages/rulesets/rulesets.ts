/**
 * The rulesets as functions for the game notation: `domineering("..|..")`,
 * `toads("TT..FF")`, `cutcake(8, 3)` and the rest, for `parseGame`; read from the catalogue.
 *
 * @module
 */

import type { GameFunction } from "@cgt/partizan/notation";
import { CATALOG } from "./catalog.ts";

export type { Game } from "@cgt/partizan/game";
export type { GameArgument, GameFunction } from "@cgt/partizan/notation";

/**
 * The rulesets by the names the game notation uses, for the `functions`
 * option of `parseGame` (and `cgt value`). Each takes one string in its
 * ruleset's notation, except the cakes (`cutcake(rows, columns)`,
 * `eatcake`, `maundyCake`, `turnAndEatcake`) and `toads(row, maxJump)`:
 * `domineering`, `cram` and `konane` and `clobber` take a grid (rows
 * separated by `|`), `toads` a Toads and Frogs row and optionally the
 * longest jump, `hackenbush` a graph in CGSuite's notation (`"l(l;rl)"`) or
 * trees of blue (L), red (R) and green (G) edges (`"L(R,G)"`), `toppling` a
 * row of dominoes, `col`, `snort`, `arcKayles` and `partizanArcKayles` a graph
 * in CGSuite's notation (`col` and `snort` also cgt's numbered one); `amazons`,
 * `fission`, `kings`, `rooks`, `queens`, `antiClobber` and `skiJumps` a grid,
 * `elephantsAndRhinos` a row, `digraphPlacement` coloured vertices and arcs.
 * Impartial games: `turning("1-3", "THHTH")` is CGSuite's `Turning(code)` on
 * a row of heads and tails (with `turningTurtles`, `mockTurtles` and `ruler`
 * for its best-known codes), `takeAndBreak("4!.0", 5, 7)` and
 * `spawning("1-3", 5)` the nim-sum of heaps of a take-and-break or spawning
 * game (CGSuite's `TakeAndBreak(code)(n)`), and
 * `impartialVariant("domineering", "..|..")` CGSuite's `ImpartialVariant` of a
 * position of one of the partizan rulesets (`impartialVariant("cutcake", 3, 4)`
 * for a cake). A call with the wrong arguments throws a `TypeError`; a bad
 * position the ruleset's error. Every function also gives the ruleset and position of a call
 * (`positionOf` of `@cgt/partizan/ruleset-function`), so that `parseGameForm` keeps it as a
 * position: a sum of positions is then searched as written in misère play.
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
 * const read = (text: string) => formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));
 * assert.equal(read('toads("TTTT..FFF", 2)'), "{1/2*|v}");
 * assert.equal(read('mockTurtles("THHTH")'), "*14");
 * assert.equal(read('takeAndBreak("4!.0", 5, 7)'), "*2");
 * assert.equal(read('impartialVariant("domineering", "...")'), "*");
 * ```
 */
export const RULESET_FUNCTIONS: Record<string, GameFunction> = Object.fromEntries(
  CATALOG.flatMap((entry) => entry.notation ? [[entry.name, entry.notation]] : []),
);
