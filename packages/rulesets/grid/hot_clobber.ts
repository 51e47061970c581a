/**
 * Hot Clobber, as CGSuite defines it: Clobber where a stone may also clobber a stone of its own
 * colour.
 *
 * @module
 */

import { ORTHOGONAL } from "../_cells.ts";
import { genClobberRuleset, type GenClobberSpec, parseGenClobber } from "../_gen_clobber.ts";
import { formatBoard } from "../_grid.ts";
import type { Game } from "@cgt/partizan/game";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import type { GridPosition } from "../_bitboard.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "../_bitboard.ts";

const HOT_SPEC: GenClobberSpec = {
  name: "Hot Clobber",
  directions: ORTHOGONAL,
  reach: 1,
  anti: false,
  own: true,
};

/**
 * The rules of Hot Clobber, CGSuite's `GenClobber(clobbered => {Left => {1,2}, Right =>
 * {1,2}})`: a player moves one of their stones onto an orthogonally adjacent stone of either
 * colour, which is removed, leaving the square it came from empty. Every move removes a stone, so
 * the game ends. Components are the groups of orthogonally connected stones of two or more
 * stones, cropped; keys are normalised over all eight symmetries of the board. Positions have two
 * layers: Left's stones, Right's stones.
 *
 * @example
 * ```ts
 * import { HOT_CLOBBER, parseHotClobber } from "@cgt/rulesets/hot-clobber";
 * import assert from "node:assert/strict";
 *
 * // xx: Left's stone may take her other stone, either way; Right has no stone to move.
 * assert.equal([...HOT_CLOBBER.leftOptions(parseHotClobber("xx"))].length, 2);
 * assert.equal([...HOT_CLOBBER.rightOptions(parseHotClobber("xx"))].length, 0);
 * ```
 */
export const HOT_CLOBBER: Ruleset<GridPosition> = genClobberRuleset(HOT_SPEC);

/**
 * Parses a Hot Clobber board: rows separated by `|`, `x` a Left stone, `o` a Right stone, `.`
 * an empty square, `#` a blocked one (the same as empty, as stones move only onto stones).
 *
 * @param board The board, at most 64 squares.
 * @returns The position: Left's stones, Right's stones.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character (the message gives its row and column) or
 * ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example
 * ```ts
 * import { parseHotClobber } from "@cgt/rulesets/hot-clobber";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseHotClobber("xo"), { rows: 1, cols: 2, masks: [0b01, 0b10] });
 * ```
 */
export function parseHotClobber(board: string): GridPosition {
  return parseGenClobber(HOT_SPEC, board, ".xo#");
}

/**
 * Writes a Hot Clobber position as its board, the inverse of {@link parseHotClobber}: rows
 * separated by `|`, `x` for Left's stones, `o` for Right's, `.` for every other square.
 * `parseHotClobber(formatHotClobber(p))` is `p`.
 *
 * @param position A position, as {@link parseHotClobber} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Hot Clobber position (rows, columns and 2 layer
 * masks).
 *
 * @example
 * ```ts
 * import { formatHotClobber, parseHotClobber } from "@cgt/rulesets/hot-clobber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatHotClobber(parseHotClobber("xo.|.ox")), "xo.|.ox");
 * ```
 */
export function formatHotClobber(position: GridPosition): string {
  return formatBoard("Hot Clobber", position, "xo", ".");
}

const HOT_SEARCH = new Solver(HOT_CLOBBER);

/**
 * Returns the canonical value of a Hot Clobber position ({@link HOT_CLOBBER}; CGSuite's
 * `game.grid.HotClobber`). Values are cached across calls in one module-wide solver, bounded by
 * its `maxPositions`; every search honours the step budget of `withStepLimit`.
 *
 * Cost: exponential in the number of stones, like Clobber, with more moves (a stone next to its
 * own colour can move too), so connected groups of one colour are searched as well.
 *
 * @param board Rows separated by `|`: `x`, `o`, `.`, `#`; at most 64 squares.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example A row of n Left stones is n - 1 free moves for Left
 * ```ts
 * import { hotClobber } from "@cgt/rulesets/hot-clobber";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(hotClobber("xxx")), "2");
 * assert.equal(formatGame(hotClobber("xo")), "*");
 * ```
 */
export function hotClobber(board: string): Game {
  return HOT_SEARCH.value(parseHotClobber(board));
}
