/**
 * Domineering: Left places vertical dominoes, Right horizontal ones.
 *
 * @module
 */

import { geometry, hasCell, ROW_SYMMETRIES, symmetricKey } from "../_bitboard.ts";
import { emptyRegions, hasDominoWide, horizontalMoves, verticalMoves } from "./_dominoes.ts";
import { bridgeParts } from "./_domineering_bridges.ts";
import { formatBoard, parseGrid } from "../_grid.ts";
import { type Game, integer, ZERO } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import type { GridPosition } from "../_bitboard.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "../_bitboard.ts";

/**
 * Parses a Domineering board: rows separated by `|`, `.` an empty cell and
 * `#` a blocked one (`"..#|..."`). The result has one layer, the empty cells
 * (on a board of more than 32 cells, its cells 32 to 63 are in `high`).
 *
 * @param board The board, at most 64 cells.
 * @returns The position.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example
 * ```ts
 * import { parseDomineering } from "@cgt/rulesets/domineering";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseDomineering(".#|.."), { rows: 2, cols: 2, masks: [0b1101] });
 * ```
 */
export function parseDomineering(board: string): GridPosition {
  const { rows, cols, masks, high } = parseGrid("Domineering", board, ".#");
  return high === undefined ? { rows, cols, masks: [masks[0]] } : {
    rows,
    cols,
    masks: [masks[0]],
    high: [high[0]],
  };
}

/**
 * Writes a Domineering position as its board, the inverse of {@link parseDomineering}: rows
 * separated by `|`, a `.` for each empty cell and a `#` for each filled one.
 * `parseDomineering(formatDomineering(p))` is `p`.
 *
 * @param position A position, as {@link parseDomineering} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Domineering position (rows, columns and 1 layer
 * mask).
 *
 * @example
 * ```ts
 * import { formatDomineering, parseDomineering } from "@cgt/rulesets/domineering";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDomineering(parseDomineering("..#|...")), "..#|...");
 * ```
 */
export function formatDomineering(position: GridPosition): string {
  return formatBoard("Domineering", position, ".", "#");
}

/**
 * The rules of Domineering (Winning Ways ch. 2; CGSuite's convention): Left
 * covers two vertically adjacent empty cells, Right two horizontally
 * adjacent ones. A region where one player has no move is valued without
 * search: only the other player will ever move there, so it is worth the
 * most dominoes they can place (negated for Right). The components of a
 * position are the orthogonally connected
 * regions of empty cells, each cropped to its bounding box (single cells,
 * which have no moves, are left out). Keys are normalised over the four
 * symmetries that keep vertical dominoes vertical (mirror rows, mirror
 * columns, rotate by 180 degrees), not over transposition, which swaps the
 * players. A region joined by a straight one-cell bridge (a cell whose only
 * empty neighbours are the two cells on either side of it in one line, and
 * whose removal splits the region) is valued from its two sides when the
 * bridge cell does not change the value of one of them: then the region is
 * worth that side without the cell plus the other side with it
 * (`valueParts`, used by the value search only; a theorem proved in
 * grid/_domineering_bridges.ts, in the spirit of Conway's Bridge Splitting
 * Theorem, ONAG ch. 10, and Uiterwijk and Barton's Bridge Destroying Theorem,
 * Theoretical Computer Science 592, 2015).
 *
 * @example
 * ```ts
 * import { DOMINEERING, formatDomineering, parseDomineering } from "@cgt/rulesets/domineering";
 * import { value } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * const p = parseDomineering("..|..");
 * assert.equal([...DOMINEERING.leftOptions(p)].length, 2);
 * assert.equal([...DOMINEERING.rightOptions(p)].length, 2);
 *
 * // Two 2x2 squares joined by a bridge cell: the upper square with the cell is worth what it is
 * // without it (+-1), so the region is the upper square plus the lower one with the cell.
 * const bridged = parseDomineering("..|..|.#|..|..");
 * const parts = DOMINEERING.valueParts!(bridged, (q) => value(DOMINEERING, q))!;
 * assert.deepEqual([...parts].map(formatDomineering), ["##|##|.#|..|..", "..|..|##|##|##"]);
 * ```
 */
export const DOMINEERING: Ruleset<GridPosition> = {
  name: "Domineering",
  leftOptions: verticalMoves,
  rightOptions: horizontalMoves,
  key(p: GridPosition): PositionKey {
    return symmetricKey(p, ROW_SYMMETRIES);
  },
  shortcut(p: GridPosition): Game | undefined {
    // A region where one player has no move never gives them one (moves only
    // fill cells), so only the other player moves: the value is minus (or
    // plus) the longest sequence of their moves, the most disjoint dominoes
    // of their direction, which is the sum of floor(run / 2) over maximal
    // runs of empty cells in that direction.
    let vertical: boolean;
    let horizontal: boolean;
    if (p.high === undefined) {
      const empty = p.masks[0];
      // A shift by 32 is a shift by 0: a 1x32 board has no vertical move.
      vertical = p.cols < 32 && (empty & (empty >>> p.cols)) !== 0;
      horizontal = (empty & ((empty & geometry(p).notFirstCol) >>> 1)) !== 0;
    } else {
      vertical = hasDominoWide(p, true);
      horizontal = hasDominoWide(p, false);
    }
    if (vertical && horizontal) return undefined;
    if (!vertical && !horizontal) return ZERO;
    return vertical ? integer(packRuns(p, true)) : integer(-packRuns(p, false));
  },
  components: emptyRegions,
  valueParts: bridgeParts,
};

/**
 * The sum of floor(run / 2) over maximal runs of empty cells along the rows
 * (`vertical` false) or the columns (`vertical` true).
 */
function packRuns(p: GridPosition, vertical: boolean): number {
  const lines = vertical ? p.cols : p.rows;
  const length = vertical ? p.rows : p.cols;
  const step = vertical ? p.cols : 1;
  const lineStep = vertical ? 1 : p.cols;
  const wide = p.high !== undefined;
  let total = 0;
  for (let line = 0; line < lines; line++) {
    let run = 0;
    for (let k = 0; k < length; k++) {
      const i = line * lineStep + k * step;
      if (wide ? hasCell(p, 0, i) : (p.masks[0] >>> i) & 1) run++;
      else {
        total += run >> 1;
        run = 0;
      }
    }
    total += run >> 1;
  }
  return total;
}

const SEARCH = new Solver(DOMINEERING);

/**
 * Returns the canonical value of a Domineering position (Left vertical,
 * Right horizontal, as in Winning Ways ch. 2 and CGSuite). Values are cached
 * across calls in one module-wide {@link Solver}.
 *
 * Cost: exponential in the number of empty cells in the worst case; boards
 * up to 5 by 5 take well under a few seconds. 6 by 6 needs 8.4 million
 * positions, past this solver's bound of a million (a PositionLimitError);
 * `deno task cgt value --max-positions` takes about 6 minutes of CPU (355
 * and 389 s in two runs on a quiet two-core machine) and a peak of 1.4 GiB
 * for it (see bench/results/RESULTS.md). Boards of at most 32 cells keep a position in one
 * 32-bit word; larger ones (up to 64) in two, shifted as a pair.
 *
 * @param board Rows separated by `|`, `.` empty, `#` blocked; at most 64 cells.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example Winning Ways ch. 2: the 2 by 2 square is ±1
 * ```ts
 * import { domineering } from "@cgt/rulesets/domineering";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(domineering("..|..")), "+-1");
 * assert.equal(formatGame(domineering(".|.")), "1");
 * assert.equal(formatGame(domineering("..")), "-1");
 * ```
 */
export function domineering(board: string): Game {
  return SEARCH.value(parseDomineering(board));
}
