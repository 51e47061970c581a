/**
 * Knights, CGSuite's `GenClobber(directions => Coordinates.KnightsMove)`: Clobber where a stone
 * captures an opposing stone a knight's move away.
 *
 * @module
 */

import { KNIGHTS_MOVE } from "../_cells.ts";
import { genClobberRuleset, type GenClobberSpec, parseGenClobber } from "../_gen_clobber.ts";
import { formatBoard } from "../_grid.ts";
import type { Game } from "@cgt/partizan/game";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import type { GridPosition } from "../_bitboard.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "../_bitboard.ts";

const KNIGHTS_SPEC: GenClobberSpec = {
  name: "Knights",
  directions: KNIGHTS_MOVE,
  reach: 1,
  anti: false,
};

/**
 * The rules of Knights, CGSuite's `GenClobber(directions => Coordinates.KnightsMove)`: a player
 * moves one of their stones a chess knight's move (two squares one way and one the other,
 * jumping over whatever lies between) onto an opposing stone, which is removed; the square it
 * left becomes empty. Every move removes a stone, so the game ends. Components are the groups of
 * stones joined by knight's moves, cropped; keys are normalised over all eight symmetries of the
 * board (the knight's moves are kept by each). Positions have two layers: Left's stones, Right's
 * stones.
 *
 * @example
 * ```ts
 * import { KNIGHTS_CLOBBER, parseKnightsClobber } from "@cgt/rulesets/knights-clobber";
 * import assert from "node:assert/strict";
 *
 * // x..|..o: the stones are a knight's move apart; xo side by side are not.
 * assert.equal([...KNIGHTS_CLOBBER.leftOptions(parseKnightsClobber("x..|..o"))].length, 1);
 * assert.equal([...KNIGHTS_CLOBBER.leftOptions(parseKnightsClobber("xo"))].length, 0);
 * ```
 */
export const KNIGHTS_CLOBBER: Ruleset<GridPosition> = genClobberRuleset(KNIGHTS_SPEC);

/**
 * Parses a Knights board: rows separated by `|`, `x` a Left stone, `o` a Right stone, `.` an
 * empty square, `#` a blocked one (the same as empty, as stones move only onto stones and jump
 * over anything).
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
 * import { parseKnightsClobber } from "@cgt/rulesets/knights-clobber";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseKnightsClobber("x.o"), { rows: 1, cols: 3, masks: [0b001, 0b100] });
 * ```
 */
export function parseKnightsClobber(board: string): GridPosition {
  return parseGenClobber(KNIGHTS_SPEC, board, ".xo#");
}

/**
 * Writes a Knights position as its board, the inverse of {@link parseKnightsClobber}: rows
 * separated by `|`, `x` for Left's stones, `o` for Right's, `.` for every other square.
 *
 * @param position A position, as {@link parseKnightsClobber} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Knights position (rows, columns and 2 layer
 * masks).
 *
 * @example
 * ```ts
 * import { formatKnightsClobber, parseKnightsClobber } from "@cgt/rulesets/knights-clobber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatKnightsClobber(parseKnightsClobber("xo.|.ox")), "xo.|.ox");
 * ```
 */
export function formatKnightsClobber(position: GridPosition): string {
  return formatBoard("Knights", position, "xo", ".");
}

const KNIGHTS_SEARCH = new Solver(KNIGHTS_CLOBBER);

/**
 * Returns the canonical value of a Knights position ({@link KNIGHTS_CLOBBER}; CGSuite's
 * `game.grid.Knights`). Values are cached across calls in one module-wide solver, bounded by its
 * `maxPositions`; every search honours the step budget of `withStepLimit`.
 *
 * Cost: exponential in the number of stones, like Clobber; stones interact only a knight's move
 * apart, so boards split into more components than in Clobber.
 *
 * @param board Rows separated by `|`: `x`, `o`, `.`, `#`; at most 64 squares.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example Neighbours cannot capture; a knight's move away they can
 * ```ts
 * import { knightsClobber } from "@cgt/rulesets/knights-clobber";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(knightsClobber("xo|ox")), "0");
 * assert.equal(formatGame(knightsClobber("x..|..o")), "*");
 * ```
 */
export function knightsClobber(board: string): Game {
  return KNIGHTS_SEARCH.value(parseKnightsClobber(board));
}
