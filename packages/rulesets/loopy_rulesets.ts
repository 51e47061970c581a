/**
 * The loopy rulesets as functions for the loopy game notation: `backsliding("TT..FF")` and
 * `foxgeese("x.x.x.x.|........|o.......")`, for
 * `parseLoopyGame` (and `cgt value`).
 *
 * @module
 */

import type { LoopyGameArgument, LoopyGameFunction } from "@cgt/partizan/loopy-notation";
import { CATALOG } from "./catalog.ts";
import type { LoopyPositionCall } from "./_loopy_position_call.ts";
import { aliasLoopyFunction, aliasLoopyPosition } from "./_cgsuite_names.ts";

export type { Game } from "@cgt/partizan/game";
export type { LoopyGame } from "@cgt/partizan/loopy";
export type { LoopyPositionCall } from "./_loopy_position_call.ts";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type {
  LoopyGameArgument,
  LoopyGameFunction,
  NamedArgument,
  NamedValue,
} from "@cgt/partizan/loopy-notation";

/**
 * The loopy rulesets by the names the notation uses, for the `functions` option of
 * `parseLoopyGame`, read from the catalogue: `backsliding("row")` is `backslidingToadsAndFrogs`,
 * and `foxgeese("board")` or `foxgeese("board", foxRange)` is `foxAndGeese` (board text as
 * `parseFoxAndGeese` reads it: rows from the top, `x` geese, `o` the fox). A call with other
 * arguments throws a `TypeError`. CGSuite's names for them (each entry's `cgsuite`:
 * `BackslidingToadsAndFrogs("TTT..FFF")`, `FoxAndGeese(...)`) are bound too.
 *
 * @example
 * ```ts
 * import { LOOPY_RULESET_FUNCTIONS } from "@cgt/rulesets/loopy-rulesets";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * const g = parseLoopyGame('backsliding("T..") + 1', { functions: LOOPY_RULESET_FUNCTIONS });
 * assert.equal(formatLoopyGame(g), "on");
 * const f = parseLoopyGame('foxgeese("x.x.x.x.|.o......|........")', {
 *   functions: LOOPY_RULESET_FUNCTIONS,
 * });
 * assert.equal(formatLoopyGame(f), "2over"); // CGSuite's FoxAndGeese.ValuesTable
 * ```
 */
export const LOOPY_RULESET_FUNCTIONS: Record<string, LoopyGameFunction> = Object.fromEntries(
  CATALOG.flatMap((entry) => {
    const f = entry.loopyNotation;
    if (f === undefined) return [];
    const aliases = (entry.cgsuite ?? []).map((alias) =>
      [alias.name, aliasLoopyFunction(alias, { cgt: entry.name, kind: entry.kind }, f)] as const
    );
    return [[entry.name, f] as const, ...aliases];
  }),
);

/**
 * The loopy rulesets' calls read as rules and a position, by the names the notation uses (read
 * from the catalogue, one per entry of {@link LOOPY_RULESET_FUNCTIONS}): each takes the
 * arguments of a call as the notation parses them and returns the ruleset, the position and a
 * printer that writes any position of that ruleset as notation reading it back (a call with
 * the same parameters, or `off` for a Fox and Geese position where the fox has escaped). Wrong
 * arguments throw as the notation function does.
 *
 * @example
 * ```ts
 * import { LOOPY_RULESET_POSITIONS } from "@cgt/rulesets/loopy-rulesets";
 * import assert from "node:assert/strict";
 *
 * const call = LOOPY_RULESET_POSITIONS.windUp(["6,7", 40n, 13n]);
 * const options = [...call.ruleset.leftOptions(call.position)].map(call.format);
 * assert.deepEqual(options, ['windUp("6,7", 40, 7)', 'windUp("6,7", 40, 6)']);
 * ```
 */
export const LOOPY_RULESET_POSITIONS: Record<
  string,
  (args: LoopyGameArgument[]) => LoopyPositionCall
> = Object.fromEntries(
  CATALOG.flatMap((entry) => {
    const f = entry.loopyPosition;
    if (f === undefined) return [];
    const aliases = (entry.cgsuite ?? []).map((alias) =>
      [alias.name, aliasLoopyPosition(alias, f)] as const
    );
    return [[entry.name, f] as const, ...aliases];
  }),
);
