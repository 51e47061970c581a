/**
 * Maundy Cake: a cake of unit squares; Left cuts one piece into two or more equal pieces by
 * vertical cuts, Right by horizontal cuts.
 *
 * @module
 */

import { cakeRuleset, cakeSide, maundySplits } from "../_cake.ts";
import type { Game } from "@cgt/partizan/game";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import type { CutcakePosition } from "./cutcake.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { CutcakePiece, CutcakePosition } from "./cutcake.ts";

/** The largest side {@link maundyCake} accepts. */
export const MAX_MAUNDY_CAKE_SIDE = 200;

/**
 * The rules of Maundy Cake (Winning Ways; CGSuite's `game.heap.MaundyCake`, its
 * `GenCutcake` with the heap rule `{2+}=.0` for both players): Left divides the columns of a
 * piece into two or more equal parts (so a piece of c columns becomes k pieces of c / k columns,
 * for a divisor k >= 2 of c), Right divides the rows the same way. As in CGSuite's `Cutcake`,
 * Left works on the columns. Positions are lists of pieces; each piece that someone can still
 * cut is a component, and the key lists the pieces' sizes.
 *
 * @example
 * ```ts
 * import { MAUNDY_CAKE } from "@cgt/rulesets/maundy-cake";
 * import assert from "node:assert/strict";
 *
 * // Six columns: into 2, 3 or 6 equal parts.
 * assert.equal([...MAUNDY_CAKE.leftOptions([{ rows: 1, cols: 6 }])].length, 3);
 * ```
 */
export const MAUNDY_CAKE: Ruleset<CutcakePosition> = cakeRuleset({
  name: "Maundy Cake",
  splits: maundySplits,
  twisted: false,
});

const SEARCH = new Solver(MAUNDY_CAKE);

/**
 * Returns the canonical value of a `rows` by `columns` Maundy Cake (see {@link MAUNDY_CAKE}):
 * Left cuts columns, Right rows. Every value is an integer. Values are cached across calls in
 * one module-wide solver, bounded by its `maxPositions`; every search honours the step budget
 * of `withStepLimit`.
 *
 * Cost: pieces come from dividing the sides by their divisors, so few sizes are met; the
 * largest cake, 200 by 200, takes well under a second (bench/results/RESULTS.md).
 *
 * @param rows Height, 1 to 200.
 * @param columns Width, 1 to 200.
 * @returns The canonical value.
 * @throws {RangeError} If a side is not an integer from 1 to 200.
 *
 * @example CGSuite's test suite: MaundyCake((8, n))
 * ```ts
 * import { maundyCake } from "@cgt/rulesets/maundy-cake";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(maundyCake(8, 1)), "-7");
 * assert.equal(formatGame(maundyCake(8, 6)), "-1");
 * assert.equal(formatGame(maundyCake(8, 8)), "0");
 * ```
 */
export function maundyCake(rows: number | bigint, columns: number | bigint): Game {
  return SEARCH.value([{
    rows: cakeSide("Maundy Cake", "rows", rows, MAX_MAUNDY_CAKE_SIDE),
    cols: cakeSide("Maundy Cake", "columns", columns, MAX_MAUNDY_CAKE_SIDE),
  }]);
}
