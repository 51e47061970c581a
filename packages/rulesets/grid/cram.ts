/**
 * Cram: the impartial Domineering, where both players place dominoes either
 * way; its values are nimbers.
 *
 * @module
 */

import { ALL_SYMMETRIES, symmetricKey } from "../_bitboard.ts";
import { emptyRegions, horizontalMoves, verticalMoves } from "./_dominoes.ts";
import { formatBoard, parseGrid } from "../_grid.ts";
import { type Game, nimber } from "@cgt/partizan/game";
import type { PositionKey } from "@cgt/partizan/search";
import { type ImpartialRuleset, impartialRuleset } from "../variant/impartial_ruleset.ts";
import type { GridPosition } from "../_bitboard.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { ImpartialRuleset } from "../variant/impartial_ruleset.ts";
export type { GridPosition } from "../_bitboard.ts";
export type { GrundySolver, ImpartialGame, ImpartialOutcome } from "@cgt/impartial/grundy";

/**
 * Parses a Cram board: rows separated by `|`, `.` an empty cell and `#` a
 * blocked one. The result has one layer, the empty cells (cells 32 to 63 of a
 * larger board in `high`).
 *
 * @param board The board, at most 64 cells.
 * @returns The position.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example
 * ```ts
 * import { parseCram } from "@cgt/rulesets/cram";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseCram("..#"), { rows: 1, cols: 3, masks: [0b011] });
 * ```
 */
export function parseCram(board: string): GridPosition {
  const { rows, cols, masks, high } = parseGrid("Cram", board, ".#");
  return high === undefined
    ? { rows, cols, masks: [masks[0]] }
    : { rows, cols, masks: [masks[0]], high: [high[0]] };
}

/**
 * Writes a Cram position as its board, the inverse of {@link parseCram}: rows separated by `|`, a
 * `.` for each empty cell and a `#` for each filled one. `parseCram(formatCram(p))` is `p`.
 *
 * @param position A position, as {@link parseCram} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Cram position (rows, columns and 1 layer
 * mask).
 *
 * @example
 * ```ts
 * import { formatCram, parseCram } from "@cgt/rulesets/cram";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatCram(parseCram("...|.#.")), "...|.#.");
 * ```
 */
export function formatCram(position: GridPosition): string {
  return formatBoard("Cram", position, ".", "#");
}

function* cramMoves(p: GridPosition): Iterable<GridPosition> {
  yield* verticalMoves(p);
  yield* horizontalMoves(p);
}

function cramKey(p: GridPosition): PositionKey {
  return symmetricKey(p, ALL_SYMMETRIES);
}

/**
 * The rules of Cram (Gardner, Mathematical Games, Scientific American, Feb. 1974): either player
 * covers two orthogonally adjacent empty cells. Cram is impartial, so Left
 * and Right have the same options. Components are the connected regions of
 * empty cells, cropped; keys are normalised over all eight symmetries of the
 * board.
 *
 * @example
 * ```ts
 * import { CRAM, parseCram } from "@cgt/rulesets/cram";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...CRAM.leftOptions(parseCram("..|.."))].length, 4);
 * ```
 */
export const CRAM: ImpartialRuleset<GridPosition> = impartialRuleset(
  { options: cramMoves, key: cramKey, components: emptyRegions },
  { name: "Cram" },
);

/**
 * Returns the Grundy value of a Cram position: the nim-sum of the Grundy
 * values of its components, each found by the Sprague-Grundy solver of
 * `@cgt/impartial` (Sprague 1935, Grundy 1939).
 *
 * Cost: exponential in the number of empty cells in the worst case; values
 * are cached across calls.
 *
 * @param board Rows separated by `|`, `.` empty, `#` blocked; at most 64 cells.
 * @returns The Grundy value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example Even by even boards are 0 by the central-symmetry strategy (Gardner 1974)
 * ```ts
 * import { cramGrundy } from "@cgt/rulesets/cram";
 * import assert from "node:assert/strict";
 *
 * assert.equal(cramGrundy("....|....|....|...."), 0);
 * assert.equal(cramGrundy("..."), 1);
 * ```
 */
export function cramGrundy(board: string): number {
  return CRAM.solver.grundy(parseCram(board));
}

/**
 * Returns the value of a Cram position as a game: the nimber `*g` where `g`
 * is its Grundy value ({@link cramGrundy}).
 *
 * @param board Rows separated by `|`, `.` empty, `#` blocked; at most 64 cells.
 * @returns The nimber.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example
 * ```ts
 * import { cram } from "@cgt/rulesets/cram";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(cram("..")), "*");
 * assert.equal(formatGame(cram("..|..")), "0");
 * ```
 */
export function cram(board: string): Game {
  return nimber(cramGrundy(board));
}
