/**
 * Turn-and-Eatcake: Eatcake where each piece is turned by a quarter before the player eats from
 * it, so Left eats a row and Right a column, and what is left comes out turned.
 *
 * @module
 */

import { cakeRuleset, cakeSide, eatSplits } from "../_cake.ts";
import type { Game } from "@cgt/partizan/game";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import type { CutcakePosition } from "./cutcake.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { CutcakePiece, CutcakePosition } from "./cutcake.ts";

/** The largest side {@link turnAndEatcake} accepts. */
export const MAX_TURN_AND_EATCAKE_SIDE = 200;

/**
 * The rules of Turn-and-Eatcake (Winning Ways; CGSuite's `GenCutcake` with the heap rule
 * `0.7` for both players and `twisted => true`, which its test suite names
 * `game.heap.TurnAndEatcake`): a piece of r rows and c columns is turned by a quarter, to c rows
 * and r columns, and the player then eats as in Eatcake, Left a column and Right a row of the
 * turned piece. So from r by c, Left leaves pieces of c rows and a, b columns with
 * a + b = r - 1, and Right pieces of a, b rows and r columns with a + b = c - 1. Each piece is a
 * component; the key lists the pieces' sizes.
 *
 * @example
 * ```ts
 * import { TURN_AND_EATCAKE } from "@cgt/rulesets/turn-and-eatcake";
 * import assert from "node:assert/strict";
 *
 * // 2 by 3: turned to 3 by 2, Left eats one of its two columns, leaving a 3 by 1 piece.
 * assert.deepEqual([...TURN_AND_EATCAKE.leftOptions([{ rows: 2, cols: 3 }])], [[{ rows: 3, cols: 1 }]]);
 * ```
 */
export const TURN_AND_EATCAKE: Ruleset<CutcakePosition> = cakeRuleset({
  name: "Turn-and-Eatcake",
  splits: eatSplits,
  twisted: true,
});

const SEARCH = new Solver(TURN_AND_EATCAKE);

/**
 * Returns the canonical value of a `rows` by `columns` Turn-and-Eatcake (see
 * {@link TURN_AND_EATCAKE}). Values are cached across calls in one module-wide solver, bounded
 * by its `maxPositions`; every search honours the step budget of `withStepLimit`.
 *
 * Cost: as `eatcake`'s, one table entry per piece size met, but the values stay small: 80 by
 * 80 takes about 1.5 s and 140 by 140 about 9 s on a loaded 2-core machine (bench/results/RESULTS.md).
 *
 * @param rows Height, 1 to 200.
 * @param columns Width, 1 to 200.
 * @returns The canonical value.
 * @throws {RangeError} If a side is not an integer from 1 to 200.
 *
 * @example CGSuite's test suite: TurnAndEatcake((8, n))
 * ```ts
 * import { turnAndEatcake } from "@cgt/rulesets/turn-and-eatcake";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(turnAndEatcake(8, 1)), "v");
 * assert.equal(formatGame(turnAndEatcake(8, 2)), "0");
 * ```
 */
export function turnAndEatcake(rows: number | bigint, columns: number | bigint): Game {
  return SEARCH.value([{
    rows: cakeSide("Turn-and-Eatcake", "rows", rows, MAX_TURN_AND_EATCAKE_SIDE),
    cols: cakeSide("Turn-and-Eatcake", "columns", columns, MAX_TURN_AND_EATCAKE_SIDE),
  }]);
}
