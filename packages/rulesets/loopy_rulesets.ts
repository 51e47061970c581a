/**
 * The loopy rulesets as functions for the loopy game notation: `backsliding("TT..FF")`, for
 * `parseLoopyGame` (and `cgt value`).
 *
 * @module
 */

import type { LoopyGameFunction } from "@cgt/partizan/loopy-notation";
import { backslidingToadsAndFrogs } from "./backsliding_toads_and_frogs.ts";

export type { LoopyGameFunction } from "@cgt/partizan/loopy-notation";

/**
 * The loopy rulesets by the names the notation uses, for the `functions` option of
 * `parseLoopyGame`: `backsliding("row")` is {@link backslidingToadsAndFrogs}. A call with
 * other arguments throws a `TypeError`.
 *
 * @example
 * ```ts
 * import { LOOPY_RULESET_FUNCTIONS } from "@cgt/rulesets/loopy-rulesets";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * const g = parseLoopyGame('backsliding("T..") + 1', { functions: LOOPY_RULESET_FUNCTIONS });
 * assert.equal(formatLoopyGame(g), "on");
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
};
