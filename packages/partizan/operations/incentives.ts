/**
 * Left and right incentives of short games.
 *
 * @module
 */

import { guardStack } from "../_engine.ts";
import { checkGame } from "../_engine.ts";
import { subtract } from "../arithmetic.ts";
import { leq } from "../compare.ts";
import { type Game, leftOptions, rightOptions } from "../game.ts";
import { displayCompare } from "../_display.ts";

export type { Game } from "../game.ts";

/**
 * The maximal elements of `games` (no duplicates), in CGSuite's display order (the order
 * `formatGame` lists options in), which is the order CGSuite prints its sets of incentives in.
 */
function undominated(games: readonly Game[]): Game[] {
  const unique = [...new Set(games)];
  return unique.filter((a) => !unique.some((b) => b !== a && leq(a, b))).sort(displayCompare);
}

/**
 * The left incentives of G: the undominated games G^L - G over its canonical left options (Winning
 * Ways ch. 4, incentives; CGSuite's
 * `LeftIncentives`). Left prefers larger incentives, so dominated ones (below another) are
 * dropped.
 *
 * @param g A canonical game.
 * @returns The left incentives, in CGSuite's display order (as `formatGame` orders options).
 *
 * @example
 * ```ts
 * import { leftIncentives } from "@cgt/partizan/incentives";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(leftIncentives(parseGame("{2|-1}")).map((i) => formatGame(i)), ["{3|0}"]);
 * ```
 */
export function leftIncentives(g: Game): Game[] {
  checkGame(g, "compute incentives");
  return guardStack(
    "compute incentives",
    () => undominated(leftOptions(g).map((gl) => subtract(gl, g))),
  );
}

/**
 * The right incentives of G: the undominated games G - G^R over its canonical right options
 * (Winning Ways ch. 4; CGSuite's `RightIncentives`). Right prefers larger incentives too.
 *
 * @param g A canonical game.
 * @returns The right incentives, in CGSuite's display order.
 *
 * @example
 * ```ts
 * import { rightIncentives } from "@cgt/partizan/incentives";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(rightIncentives(parseGame("^")).map((i) => formatGame(i)), ["^*"]);
 * ```
 */
export function rightIncentives(g: Game): Game[] {
  checkGame(g, "compute incentives");
  return guardStack(
    "compute incentives",
    () => undominated(rightOptions(g).map((gr) => subtract(g, gr))),
  );
}

/**
 * All incentives of G, left and right together, with dominated ones removed (CGSuite's
 * `Incentives`; used by {@link nortonProduct}'s definition).
 *
 * @param g A canonical game.
 * @returns The undominated incentives, in CGSuite's display order.
 *
 * @example
 * ```ts
 * import { incentives } from "@cgt/partizan/incentives";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(incentives(parseGame("^")).map((i) => formatGame(i)), ["^*"]);
 * ```
 */
export function incentives(g: Game): Game[] {
  checkGame(g, "compute incentives");
  return guardStack("compute incentives", () =>
    undominated([
      ...leftOptions(g).map((gl) => subtract(gl, g)),
      ...rightOptions(g).map((gr) => subtract(g, gr)),
    ]));
}
