/**
 * The rulesets as functions for the game notation: `domineering("..|..")`,
 * `toads("TT..FF")`, `cutcake(8, 3)` and the rest, for `parseGame`; read from the catalogue.
 *
 * @module
 */

import type { GameFunction } from "@cgt/partizan/notation";
import { CATALOG, type CatalogEntry } from "./catalog.ts";
import { aliasFunction } from "./_cgsuite_names.ts";

export type { Game } from "@cgt/partizan/game";
export type { GameArgument, GameFunction, NamedArgument, NamedValue } from "@cgt/partizan/notation";

/**
 * The rulesets by the names the game notation uses, for the `functions`
 * option of `parseGame` (and `cgt value`): one function per short-game entry of
 * the catalogue (`CATALOG` of `@cgt/rulesets/catalog`, whose entries give each
 * one's arguments by an example: most take one position string in their
 * ruleset's notation, the cakes two integers, heap games a code and heaps).
 * A call with the wrong arguments throws a `TypeError`; a bad
 * position the ruleset's error. Every function also gives the ruleset and position of a call
 * (`positionOf` of `@cgt/partizan/ruleset-function`), so that `parseGameForm` keeps it as a
 * position: a sum of positions is then searched as written in misère play.
 *
 * CGSuite's names for the same rulesets (each entry's `cgsuite`) are bound too, reading CGSuite's
 * arguments as the catalogue says (`Clobber("XO|OX")` is `clobber("xo|ox")`, `Kayles(5)` is
 * `takeAndBreak("0.77", 5)`); what they read prints with cgt's names.
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
 * assert.equal(read('Domineering("..|..") + Kayles(5)'), read('domineering("..|..") + takeAndBreak("0.77", 5)'));
 * ```
 */
export const RULESET_FUNCTIONS: Record<string, GameFunction> = Object.fromEntries(
  CATALOG.flatMap((entry) => {
    const f = entry.notation;
    if (f === undefined) return [];
    const context = {
      cgt: entry.name,
      kind: entry.kind,
      ...(hasVariants(entry) ? { variants: variants() } : {}),
    };
    const aliases = (entry.cgsuite ?? []).map((alias) =>
      [alias.name, aliasFunction(alias, context, f)] as const
    );
    return [[entry.name, f] as const, ...aliases];
  }),
);

/**
 * Whether CGSuite's variants of an entry's ruleset (`Domineering.ImpartialVariant`) are read:
 * those of the partizan short rulesets whose positions are one string or a cake, which the
 * catalogue's `impartialVariant()`, `dicoticVariant()` and `twistedVariant()` take.
 */
function hasVariants(entry: CatalogEntry): boolean {
  return !entry.impartial && !entry.loopy &&
    (entry.cake !== undefined || entry.position !== undefined);
}

/** CGSuite's variant members and the catalogue's functions for them. */
function variants(): Record<string, GameFunction> {
  const of = (name: string) => CATALOG.find((e) => e.name === name)!.notation!;
  return {
    ImpartialVariant: of("impartialVariant"),
    DicoticVariant: of("dicoticVariant"),
    TwistedVariant: of("twistedVariant"),
  };
}
