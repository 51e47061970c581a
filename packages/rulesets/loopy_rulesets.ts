/**
 * The loopy rulesets as functions for the loopy game notation: `backsliding("TT..FF")` and
 * `foxgeese("x.x.x.x.|........|o.......")`, for
 * `parseLoopyGame` (and `cgt value`).
 *
 * @module
 */

import type { LoopyGameFunction } from "@cgt/partizan/loopy-notation";
import { backslidingToadsAndFrogs } from "./backsliding_toads_and_frogs.ts";
import { foxAndGeese } from "./fox_and_geese.ts";

export type { Game } from "@cgt/partizan/game";
export type { LoopyGame } from "@cgt/partizan/loopy";
export type { LoopyGameArgument, LoopyGameFunction } from "@cgt/partizan/loopy-notation";

/**
 * The loopy rulesets by the names the notation uses, for the `functions` option of
 * `parseLoopyGame`: `backsliding("row")` is {@link backslidingToadsAndFrogs}, and
 * `foxgeese("board")` or `foxgeese("board", foxRange)` is {@link foxAndGeese} (board text as
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
export const LOOPY_RULESET_FUNCTIONS: Record<string, LoopyGameFunction> = {
  backsliding: (args) => {
    if (args.length !== 1 || typeof args[0] !== "string") {
      throw new TypeError(
        `Cannot evaluate backsliding(): expected one string such as backsliding("TT..FF"), received ${args.length} arguments`,
      );
    }
    return backslidingToadsAndFrogs(args[0]);
  },
  foxgeese: (args) => {
    const [board, range] = args;
    if (
      args.length < 1 || args.length > 2 || typeof board !== "string" ||
      (range !== undefined && typeof range !== "bigint")
    ) {
      throw new TypeError(
        `Cannot evaluate foxgeese(): expected a board string and an optional fox range, such as foxgeese("x.x.x.x.|........|o.......") or foxgeese("...", 2), received ${args.length} arguments`,
      );
    }
    return foxAndGeese(board, { foxRange: range === undefined ? 1 : Number(range) });
  },
};
