/**
 * Domineering: Left places vertical dominoes, Right horizontal ones.
 *
 * @module
 */

import { geometry, ROW_SYMMETRIES, symmetricKey } from "./_bitboard.ts";
import { emptyRegions, horizontalMoves, verticalMoves } from "./_dominoes.ts";
import { parseGrid } from "./_grid.ts";
import { type Game, integer, ZERO } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import type { GridPosition } from "./_bitboard.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "./_bitboard.ts";

/**
 * Parses a Domineering board: rows separated by `|`, `.` an empty cell and
 * `#` a blocked one (`"..#|..."`). The result has one mask, the empty cells.
 *
 * @param board The board, at most 32 cells.
 * @returns The position.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 32 cells.
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
  const { rows, cols, masks } = parseGrid("Domineering", board, ".#");
  return { rows, cols, masks: [masks[0]] };
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
 * players.
 *
 * @example
 * ```ts
 * import { DOMINEERING, parseDomineering } from "@cgt/rulesets/domineering";
 * import assert from "node:assert/strict";
 *
 * const p = parseDomineering("..|..");
 * assert.equal([...DOMINEERING.leftOptions(p)].length, 2);
 * assert.equal([...DOMINEERING.rightOptions(p)].length, 2);
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
    const empty = p.masks[0];
    const vertical = (empty & (empty >>> p.cols)) >>> 0;
    const horizontal = (empty & ((empty & geometry(p).notFirstCol) >>> 1)) >>> 0;
    if (vertical !== 0 && horizontal !== 0) return undefined;
    if (vertical === 0 && horizontal === 0) return ZERO;
    return vertical === 0 ? integer(-packRuns(p, false)) : integer(packRuns(p, true));
  },
  components: emptyRegions,
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
  let total = 0;
  for (let line = 0; line < lines; line++) {
    let run = 0;
    for (let k = 0; k < length; k++) {
      if ((p.masks[0] >>> (line * lineStep + k * step)) & 1) run++;
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
 * up to 5 by 5 take well under a few seconds (see bench/RESULTS.md).
 *
 * @param board Rows separated by `|`, `.` empty, `#` blocked; at most 32 cells.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 32 cells.
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
