/**
 * The loopy rulesets as functions for the loopy game notation: `backsliding("TT..FF")` and
 * `foxgeese("x.x.x.x.|........|o.......")`, for
 * `parseLoopyGame` (and `cgt value`).
 *
 * @module
 */

import type { LoopyGameFunction } from "@cgt/partizan/loopy-notation";
import { CATALOG } from "./catalog.ts";

export type { Game } from "@cgt/partizan/game";
export type { LoopyGame } from "@cgt/partizan/loopy";
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
 * arguments throws a `TypeError`.
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
  CATALOG.flatMap((entry) => entry.loopyNotation ? [[entry.name, entry.loopyNotation]] : []),
);
