/**
 * The rulesets as functions for the game notation: `domineering("..|..")`,
 * `toads("TT..FF")`, `cutcake(8, 3)` and the rest, for `parseGame`.
 *
 * @module
 */

import { clobber } from "./clobber.ts";
import { col } from "./col.ts";
import { cram } from "./cram.ts";
import { cutcake } from "./cutcake.ts";
import { domineering } from "./domineering.ts";
import type { Game } from "./game.ts";
import { hackenbush } from "./hackenbush.ts";
import { konane } from "./konane.ts";
import type { GameArgument, GameFunction } from "./notation.ts";
import { snort } from "./snort.ts";
import { toads } from "./toads_and_frogs.ts";
import { toppling } from "./toppling_dominoes.ts";

export type { Game } from "./game.ts";
export type { GameArgument, GameFunction } from "./notation.ts";

function describe(args: GameArgument[]): string {
  return args.length === 0 ? "no arguments" : args.map((
    a,
  ) => (typeof a === "string" ? "a string" : typeof a === "bigint" ? "an integer" : "a game"))
    .join(", ");
}

function onString(name: string, example: string, f: (text: string) => Game): GameFunction {
  return (args: GameArgument[]): Game => {
    if (args.length !== 1 || typeof args[0] !== "string") {
      throw new TypeError(
        `Cannot evaluate ${name}(): expected one string such as ${name}("${example}"), received ${
          describe(args)
        }`,
      );
    }
    return f(args[0]);
  };
}

function cutcakeFunction(args: GameArgument[]): Game {
  if (args.length !== 2 || typeof args[0] !== "bigint" || typeof args[1] !== "bigint") {
    throw new TypeError(
      `Cannot evaluate cutcake(): expected two integers such as cutcake(8, 3), received ${
        describe(args)
      }`,
    );
  }
  return cutcake(args[0], args[1]);
}

/**
 * The rulesets by the names the game notation uses, for the `functions`
 * option of `parseGame` (and `cgt value`). Each takes one string in its
 * ruleset's notation, except `cutcake(rows, columns)`:
 * `domineering`, `cram` and `konane` and `clobber` take a grid (rows
 * separated by `|`), `toads` a Toads and Frogs row, `hackenbush` trees,
 * `toppling` a row of dominoes, `col` and `snort` a graph. A call with the
 * wrong arguments throws a `TypeError`; a bad position the ruleset's error.
 *
 * @example
 * ```ts
 * import { RULESET_FUNCTIONS } from "@cgt/partizan/rulesets";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const g = parseGame('domineering("..|..") + toads("TFT.TFF")', { functions: RULESET_FUNCTIONS });
 * assert.equal(formatGame(g), formatGame(parseGame("+-1 + ^")));
 * assert.equal(formatGame(parseGame("cutcake(8, 1)", { functions: RULESET_FUNCTIONS })), "-7");
 * ```
 */
export const RULESET_FUNCTIONS: Record<string, GameFunction> = {
  domineering: onString("domineering", "..|..", domineering),
  cram: onString("cram", "...|...", cram),
  clobber: onString("clobber", "xo|ox", clobber),
  konane: onString("konane", "xo.|...", konane),
  toads: onString("toads", "TT..FF", toads),
  hackenbush: onString("hackenbush", "LLR", hackenbush),
  toppling: onString("toppling", "LRG", toppling),
  col: onString("col", "...:0-1,1-2", col),
  snort: onString("snort", "...:0-1,1-2", snort),
  cutcake: cutcakeFunction,
};
