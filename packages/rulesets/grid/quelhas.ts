/**
 * Quelhas: Domineering with pieces of any length of two or more, played misère (the player who
 * makes the last move loses).
 *
 * The rules, from cgt-tools (t4ccer/cgt-tools: `cgt/misere/quelhas.rs`, "Misere Domineering
 * variant", and the move of its Quelhas window, `cgt_gui/src/widgets/quelhas.rs`): on a board of
 * empty and blocked cells, Left (Vertical, blue) covers two or more consecutive empty cells of
 * one column, Right (Horizontal, red) two or more consecutive empty cells of one row; the player
 * who makes the last move loses. cgt-tools' board starts 10 by 10 and empty, as in the game's
 * usual presentation; cgt-tools publishes no values of it. Positions are written as Domineering
 * boards (rows separated by `|`, `.` empty, `#` blocked).
 *
 * Quelhas is a misère game, so its answer is {@link quelhasOutcome} (and `cgt value --misere`);
 * {@link quelhas} gives the game form's normal-play value, whose misère outcome that is.
 *
 * @module
 */

import {
  type GridPosition,
  hasCell,
  makeBoard,
  ROW_SYMMETRIES,
  symmetricKey,
} from "../_bitboard.ts";
import { emptyRegions } from "./_dominoes.ts";
import { DOMINEERING } from "./domineering.ts";
import { formatBoard, parseGrid } from "../_grid.ts";
import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { misereOutcome, type MisereOutcomeOptions } from "@cgt/partizan/misere-outcome";
import type { Outcome } from "@cgt/partizan";
import { chargeWork } from "../_work.ts";

export type { Game } from "@cgt/partizan/game";
export type { Outcome } from "@cgt/partizan";
export type { MisereOutcomeOptions } from "@cgt/partizan/misere-outcome";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "../_bitboard.ts";

/**
 * Reads a Quelhas board: rows separated by `|`, `.` an empty cell and `#` a blocked (or covered)
 * one, as Domineering's. The result has one layer, the empty cells (cells 32 to 63 of a larger
 * board in `high`).
 *
 * @param board The board, at most 64 cells.
 * @returns The position.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example
 * ```ts
 * import { parseQuelhas } from "@cgt/rulesets/quelhas";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseQuelhas("..#"), { rows: 1, cols: 3, masks: [0b011] });
 * ```
 */
export function parseQuelhas(board: string): GridPosition {
  const { rows, cols, masks, high } = parseGrid("Quelhas", board, ".#");
  return high === undefined
    ? { rows, cols, masks: [masks[0]] }
    : { rows, cols, masks: [masks[0]], high: [high[0]] };
}

/**
 * Writes a Quelhas position as its board, the inverse of {@link parseQuelhas}.
 *
 * @param position A position, as {@link parseQuelhas} returns.
 * @returns The board: rows separated by `|`, `.` empty, `#` blocked.
 * @throws {TypeError} If `position` is not a one-layer grid position.
 *
 * @example
 * ```ts
 * import { formatQuelhas, parseQuelhas } from "@cgt/rulesets/quelhas";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatQuelhas(parseQuelhas("...|.#.")), "...|.#.");
 * ```
 */
export function formatQuelhas(position: GridPosition): string {
  return formatBoard("Quelhas", position, ".", "#");
}

/**
 * The positions after covering a segment of two or more consecutive empty cells of one column
 * (`vertical`) or one row. Cost: one position per segment, O(cells) to build each.
 */
function segmentMoves(p: GridPosition, vertical: boolean): GridPosition[] {
  const { rows, cols } = p;
  const lo = p.masks[0];
  const hi = p.high === undefined ? 0 : p.high[0];
  const lines = vertical ? cols : rows;
  const length = vertical ? rows : cols;
  const out: GridPosition[] = [];
  for (let line = 0; line < lines; line++) {
    const cell = (k: number): number => (vertical ? k * cols + line : line * cols + k);
    for (let start = 0; start < length; start++) {
      if (!hasCell(p, 0, cell(start))) continue;
      let segLo = 0;
      let segHi = 0;
      for (let end = start; end < length && hasCell(p, 0, cell(end)); end++) {
        const i = cell(end);
        if (i < 32) segLo = (segLo | (1 << i)) >>> 0;
        else segHi = (segHi | (1 << (i - 32))) >>> 0;
        if (end > start) {
          out.push(makeBoard(rows, cols, [(lo & ~segLo) >>> 0], [(hi & ~segHi) >>> 0]));
        }
      }
    }
  }
  chargeWork(rows * cols + out.length * 4);
  return out;
}

/**
 * The rules of Quelhas as a game form (see the module doc): Left covers a vertical segment of two
 * or more empty cells, Right a horizontal one. Components are the connected regions of empty
 * cells, cropped (normal-play values add; {@link quelhasOutcome}, being misère, searches the
 * whole board instead). Keys are normalised over the four symmetries that keep columns columns
 * (mirror rows, mirror columns, the half turn). A region where only one player can move is
 * valued as in Domineering, without search: the other player never gets a move there, and the
 * most moves the one player can make is one domino-length piece per two cells of each run, so
 * `DOMINEERING.shortcut` is exact here too.
 *
 * @example
 * ```ts
 * import { parseQuelhas, QUELHAS } from "@cgt/rulesets/quelhas";
 * import assert from "node:assert/strict";
 *
 * const p = parseQuelhas(".|.|.");
 * assert.equal([...QUELHAS.leftOptions(p)].length, 3); // rows 1-2, 2-3 and 1-3
 * assert.equal([...QUELHAS.rightOptions(p)].length, 0);
 * ```
 */
export const QUELHAS: Ruleset<GridPosition> = {
  name: "Quelhas",
  leftOptions: (p: GridPosition) => segmentMoves(p, true),
  rightOptions: (p: GridPosition) => segmentMoves(p, false),
  key(p: GridPosition): PositionKey {
    return symmetricKey(p, ROW_SYMMETRIES);
  },
  shortcut: (p: GridPosition): Game | undefined => DOMINEERING.shortcut!(p),
  components: emptyRegions,
};

const SEARCH = new Solver(QUELHAS);

/**
 * Returns the normal-play canonical value of a Quelhas board's game form (the player who cannot
 * move loses). Quelhas itself is played misère: its outcome is {@link quelhasOutcome}, which is
 * what `cgt value 'quelhas("...")' --misere` prints; this value is what the form adds up to in
 * normal-play sums. Values are cached across calls in one module-wide solver.
 *
 * Cost: exponential in the number of empty cells (more options than Domineering's: every segment
 * of a run, not only its dominoes).
 *
 * @param board Rows separated by `|`, `.` empty, `#` blocked; at most 64 cells.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example
 * ```ts
 * import { quelhas } from "@cgt/rulesets/quelhas";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(quelhas("..|..")), "+-1");
 * assert.equal(formatGame(quelhas("....")), "-2"); // Right may cover 2, 3 or all 4 cells
 * ```
 */
export function quelhas(board: string): Game {
  return SEARCH.value(parseQuelhas(board));
}

/**
 * Returns the outcome of a Quelhas board under its own rule, misère play (the player who makes
 * the last move loses; a player with no move wins): `"L"` if Left (Vertical) wins whoever starts,
 * `"R"` if Right (Horizontal) does, `"N"` if the player to move wins, `"P"` if the other one
 * does. Found by `misereOutcome` of `@cgt/partizan/misere-outcome` on the whole board (misère
 * outcomes do not add up over regions).
 *
 * Cost: one visit per position reachable, O(positions) memory; the search gives up with a
 * `PositionLimitError` past `options.maxPositions` positions.
 *
 * @param board Rows separated by `|`, `.` empty, `#` blocked; at most 64 cells.
 * @param options The search bound (`maxPositions`, default 10,000,000, as `misereOutcome`'s).
 * @returns The misère outcome class.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells, or `maxPositions` is not a positive integer.
 * @throws {PositionLimitError} If the search needs more than `maxPositions` positions.
 *
 * @example
 * ```ts
 * import { quelhasOutcome } from "@cgt/rulesets/quelhas";
 * import assert from "node:assert/strict";
 *
 * assert.equal(quelhasOutcome("."), "N"); // no move: the player to move has won
 * assert.equal(quelhasOutcome(".."), "L"); // only Right can move, and must
 * assert.equal(quelhasOutcome("..|.."), "P"); // a move leaves the opponent stuck, so winning
 * ```
 */
export function quelhasOutcome(board: string, options: MisereOutcomeOptions = {}): Outcome {
  return misereOutcome(QUELHAS, parseQuelhas(board), options);
}
