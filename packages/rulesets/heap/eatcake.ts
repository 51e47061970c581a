/**
 * Eatcake: a cake of unit squares; Left eats a whole column of one piece, Right a whole row,
 * and what is left of the piece falls apart into the parts on either side.
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

/** The largest side {@link eatcake} accepts. */
export const MAX_EATCAKE_SIDE = 200;

/**
 * The rules of Eatcake (Winning Ways; CGSuite's `game.heap.Eatcake`, its `GenCutcake`
 * with the heap rule `0.7` for both players): Left eats one column of unit squares from a piece
 * (a vertical strip one square wide), Right one row; the rest of the piece is left as the part
 * before and the part after the strip (one part if the strip was at an edge, none if it was
 * the whole piece). As in CGSuite's `Cutcake`, Left works on the columns. Positions are lists
 * of pieces; each piece is a component, and the key lists the pieces' sizes.
 *
 * @example
 * ```ts
 * import { EATCAKE } from "@cgt/rulesets/eatcake";
 * import assert from "node:assert/strict";
 *
 * // A 2 by 3 piece: Left eats the middle column (two 2x1 parts) or an end one (a 2x2 part).
 * assert.equal([...EATCAKE.leftOptions([{ rows: 2, cols: 3 }])].length, 2);
 * ```
 */
export const EATCAKE: Ruleset<CutcakePosition> = cakeRuleset({
  name: "Eatcake",
  splits: eatSplits,
  twisted: false,
});

const SEARCH = new Solver(EATCAKE);

/**
 * Returns the canonical value of a `rows` by `columns` Eatcake (see {@link EATCAKE}): Left
 * eats columns, Right rows. Values are cached across calls in one module-wide solver, bounded
 * by its `maxPositions`; every search honours the step budget of `withStepLimit`.
 *
 * Cost: one table entry per piece size met (at most rows times columns of them), each with up
 * to (rows + columns) / 2 options, most of them sums of two hot games whose addition dominates;
 * a 20 by 20 cake takes about 3 s and 22 by 22 about 4 s on a loaded 2-core machine, 24 by 24
 * over 10 s (bench/results/RESULTS.md).
 *
 * @param rows Height, 1 to 200.
 * @param columns Width, 1 to 200.
 * @returns The canonical value.
 * @throws {RangeError} If a side is not an integer from 1 to 200.
 *
 * @example CGSuite's test suite: Eatcake((8, n))
 * ```ts
 * import { eatcake } from "@cgt/rulesets/eatcake";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(eatcake(8, 1)), "^");
 * assert.equal(formatGame(eatcake(8, 3)), "{^^|*}");
 * assert.equal(formatGame(eatcake(1, 1)), "*");
 * ```
 */
export function eatcake(rows: number | bigint, columns: number | bigint): Game {
  return SEARCH.value([{
    rows: cakeSide("Eatcake", "rows", rows, MAX_EATCAKE_SIDE),
    cols: cakeSide("Eatcake", "columns", columns, MAX_EATCAKE_SIDE),
  }]);
}
