/**
 * The rulesets as functions for the game notation: `domineering("..|..")`,
 * `toads("TT..FF")`, `cutcake(8, 3)` and the rest, for `parseGame`.
 *
 * @module
 */

import { amazons } from "./amazons.ts";
import { clobber } from "./clobber.ts";
import { antiClobber, kingsClobber, queensClobber, rooksClobber } from "./clobber_variants.ts";
import { digraphPlacement } from "./digraph_placement.ts";
import { eatcake } from "./eatcake.ts";
import { elephantsAndRhinos } from "./elephants_and_rhinos.ts";
import { fission } from "./fission.ts";
import { maundyCake } from "./maundy_cake.ts";
import { skiJumps } from "./ski_jumps.ts";
import { turnAndEatcake } from "./turn_and_eatcake.ts";
import { col } from "./col.ts";
import { cram } from "./cram.ts";
import { cutcake } from "./cutcake.ts";
import { domineering } from "./domineering.ts";
import { hackenbush } from "./hackenbush.ts";
import { konane } from "./konane.ts";
import type { Game } from "@cgt/partizan/game";
import type { GameArgument, GameFunction } from "@cgt/partizan/notation";
import { integerFunction, stringFunction } from "@cgt/partizan/ruleset-function";
import { snort } from "./snort.ts";
import { toadsAndFrogs } from "./toads_and_frogs.ts";
import { topplingDominoes } from "./toppling_dominoes.ts";

export type { Game } from "@cgt/partizan/game";
export type { GameArgument, GameFunction } from "@cgt/partizan/notation";

/**
 * `toads("TT..FF")` or `toads("TT..FF", 2)`: a Toads and Frogs row, and the longest jump
 * (CGSuite's `GenToadsAndFrogs(2)("tt..ff")`).
 */
function toadsFunction(args: GameArgument[]): Game {
  const [row, jump] = args;
  if (
    typeof row !== "string" || args.length > 2 || (args.length === 2 && typeof jump !== "bigint")
  ) {
    const kinds = args.map((a) =>
      typeof a === "string" ? "a string" : typeof a === "bigint" ? "an integer" : "a game"
    );
    throw new TypeError(
      `Cannot evaluate toads(): expected a row and an optional longest jump such as toads("TT..FF") or toads("TT..FF", 2), received ${
        kinds.length === 0 ? "no arguments" : kinds.join(", ")
      }`,
    );
  }
  return toadsAndFrogs(row, { maxJump: jump === undefined ? 1 : Number(jump) });
}

/**
 * The rulesets by the names the game notation uses, for the `functions`
 * option of `parseGame` (and `cgt value`). Each takes one string in its
 * ruleset's notation, except the cakes (`cutcake(rows, columns)`,
 * `eatcake`, `maundyCake`, `turnAndEatcake`) and `toads(row, maxJump)`:
 * `domineering`, `cram` and `konane` and `clobber` take a grid (rows
 * separated by `|`), `toads` a Toads and Frogs row and optionally the
 * longest jump, `hackenbush` trees of blue (L), red (R) and green (G) edges,
 * `toppling` a row of dominoes, `col` and `snort` a graph; `amazons`,
 * `fission`, `kings`, `rooks`, `queens`, `antiClobber` and `skiJumps` a grid,
 * `elephantsAndRhinos` a row, `digraphPlacement` coloured vertices and arcs.
 * A call with the wrong arguments throws a `TypeError`; a bad position the
 * ruleset's error.
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
 * assert.equal(formatGame(parseGame('toads("TTTT..FFF", 2)', { functions: RULESET_FUNCTIONS })), "{1/2*|v}");
 * ```
 */
export const RULESET_FUNCTIONS: Record<string, GameFunction> = {
  domineering: stringFunction("domineering", "..|..", domineering),
  cram: stringFunction("cram", "...|...", cram),
  clobber: stringFunction("clobber", "xo|ox", clobber),
  konane: stringFunction("konane", "xo.|...", konane),
  toads: toadsFunction,
  hackenbush: stringFunction("hackenbush", "LLR", hackenbush),
  toppling: stringFunction("toppling", "LRG", topplingDominoes),
  col: stringFunction("col", "...:0-1,1-2", col),
  snort: stringFunction("snort", "...:0-1,1-2", snort),
  cutcake: integerFunction("cutcake", "cutcake(8, 3)", 2, ([rows, cols]) => cutcake(rows, cols)),
  amazons: stringFunction("amazons", "x...|o...", amazons),
  fission: stringFunction("fission", "..x.|....", fission),
  kings: stringFunction("kings", "xo.|.ox", kingsClobber),
  rooks: stringFunction("rooks", "x..o|o..x", rooksClobber),
  queens: stringFunction("queens", "x..|.o.|..x", queensClobber),
  antiClobber: stringFunction("antiClobber", "xoxo|oo..", antiClobber),
  elephantsAndRhinos: stringFunction("elephantsAndRhinos", "tt..ff", elephantsAndRhinos),
  eatcake: integerFunction("eatcake", "eatcake(3, 4)", 2, ([rows, cols]) => eatcake(rows, cols)),
  maundyCake: integerFunction(
    "maundyCake",
    "maundyCake(8, 6)",
    2,
    ([rows, cols]) => maundyCake(rows, cols),
  ),
  turnAndEatcake: integerFunction(
    "turnAndEatcake",
    "turnAndEatcake(3, 4)",
    2,
    ([rows, cols]) => turnAndEatcake(rows, cols),
  ),
  skiJumps: stringFunction("skiJumps", "L....|....R", skiJumps),
  digraphPlacement: stringFunction("digraphPlacement", "LRL:0>1,2-1", digraphPlacement),
};
