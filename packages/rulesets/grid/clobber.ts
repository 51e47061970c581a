/**
 * Clobber: a player moves one of their stones onto an orthogonally adjacent
 * stone of the opponent, capturing it.
 *
 * @module
 */

import {
  ALL_SYMMETRIES,
  bit,
  connectedParts,
  connectedPartsWide,
  crop,
  cropWide,
  forEachBit,
  forEachBitWide,
  hasCell,
  neighbours,
  symmetricKey,
} from "../_bitboard.ts";
import { formatBoard, parseGrid } from "../_grid.ts";
import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import type { GridPosition } from "../_bitboard.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "../_bitboard.ts";

/**
 * Parses a Clobber board: rows separated by `|`, `x` a Left stone, `o` a
 * Right stone, `.` an empty cell. The result has two masks: Left stones,
 * Right stones.
 *
 * @param board The board, at most 64 cells.
 * @returns The position.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example
 * ```ts
 * import { parseClobber } from "@cgt/rulesets/clobber";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseClobber("xo"), { rows: 1, cols: 2, masks: [0b01, 0b10] });
 * ```
 */
export function parseClobber(board: string): GridPosition {
  const { rows, cols, masks, high } = parseGrid("Clobber", board, ".xo");
  return high === undefined
    ? { rows, cols, masks: [masks[1], masks[2]] }
    : { rows, cols, masks: [masks[1], masks[2]], high: [high[1], high[2]] };
}

/**
 * Writes a Clobber position as its board, the inverse of {@link parseClobber}: rows separated by
 * `|`, `x` for Left's stones, `o` for Right's, `.` for empty cells.
 * `parseClobber(formatClobber(p))` is `p`.
 *
 * @param position A position, as {@link parseClobber} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Clobber position (rows, columns and 2 layer
 * masks).
 *
 * @example
 * ```ts
 * import { formatClobber, parseClobber } from "@cgt/rulesets/clobber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatClobber(parseClobber("xo.|.ox")), "xo.|.ox");
 * ```
 */
export function formatClobber(position: GridPosition): string {
  return formatBoard("Clobber", position, "xo", ".");
}

function* clobberMoves(p: GridPosition, mine: 0 | 1): Iterable<GridPosition> {
  if (p.high !== undefined) {
    yield* clobberMovesWide(p, mine);
    return;
  }
  const own = p.masks[mine];
  const other = p.masks[1 - mine];
  const results: GridPosition[] = [];
  forEachBit(own, (i) => {
    const from = bit(i);
    forEachBit(neighbours(from, p) & other, (j) => {
      const to = bit(j);
      const newOwn = ((own & ~from) | to) >>> 0;
      const newOther = (other & ~to) >>> 0;
      results.push({
        rows: p.rows,
        cols: p.cols,
        masks: mine === 0 ? [newOwn, newOther] : [newOther, newOwn],
      });
    });
  });
  yield* results;
}

/** {@link clobberMoves} on a board of more than 32 cells, cell by cell, in the same order. */
function clobberMovesWide(p: GridPosition, mine: 0 | 1): GridPosition[] {
  const { rows, cols } = p;
  const high = p.high as readonly number[];
  const results: GridPosition[] = [];
  forEachBitWide(p.masks[mine], high[mine], (i) => {
    const r = Math.floor(i / cols);
    const c = i - r * cols;
    const targets = [r > 0 ? i - cols : -1, c > 0 ? i - 1 : -1, c < cols - 1 ? i + 1 : -1];
    targets.push(r < rows - 1 ? i + cols : -1);
    for (const j of targets) {
      if (j < 0 || !hasCell(p, 1 - mine, j)) continue;
      const lows = p.masks.slice();
      const highs = high.slice();
      // The stone leaves i and lands on j, which loses the opponent's stone.
      flip(lows, highs, mine, i);
      flip(lows, highs, mine, j);
      flip(lows, highs, 1 - mine, j);
      results.push({ rows, cols, masks: lows, high: highs });
    }
  });
  return results;
}

/** Toggles cell `i` of layer `k` of a wide board held as word arrays. */
function flip(lows: number[], highs: number[], k: number, i: number): void {
  if (i < 32) lows[k] = (lows[k] ^ (1 << i)) >>> 0;
  else highs[k] = (highs[k] ^ (1 << (i - 32))) >>> 0;
}

/**
 * The rules of Clobber (Albert, Grossman, Nowakowski, Wolfe, "An
 * introduction to Clobber", 2005; CGSuite's convention): Left moves an `x`
 * onto an orthogonally adjacent `o`, removing it; Right moves an `o` onto an
 * adjacent `x`. A move never leaves the group of stones it is made in, so the
 * components of a position are the orthogonally connected groups of stones,
 * each cropped to its bounding box; groups of one colour only have no moves
 * and are left out. Keys are normalised over all eight symmetries of the
 * board (moves are orthogonal for both players, so rotations and
 * transposition preserve the rules).
 *
 * @example
 * ```ts
 * import { CLOBBER, parseClobber } from "@cgt/rulesets/clobber";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...CLOBBER.leftOptions(parseClobber("xox"))].length, 2);
 * ```
 */
export const CLOBBER: Ruleset<GridPosition> = {
  name: "Clobber",
  leftOptions: (p: GridPosition): Iterable<GridPosition> => clobberMoves(p, 0),
  rightOptions: (p: GridPosition): Iterable<GridPosition> => clobberMoves(p, 1),
  key(p: GridPosition): PositionKey {
    return symmetricKey(p, ALL_SYMMETRIES);
  },
  components(p: GridPosition): GridPosition[] {
    const [x, o] = p.masks;
    const parts: GridPosition[] = [];
    if (p.high !== undefined) {
      const [xh, oh] = p.high;
      const flat = connectedPartsWide((x | o) >>> 0, (xh | oh) >>> 0, p);
      for (let k = 0; k < flat.length; k += 2) {
        const lo = flat[k];
        const hi = flat[k + 1];
        if (((lo & x) | (hi & xh)) === 0 || ((lo & o) | (hi & oh)) === 0) continue;
        const masks = [(x & lo) >>> 0, (o & lo) >>> 0];
        parts.push(
          cropWide(
            { rows: p.rows, cols: p.cols, masks, high: [(xh & hi) >>> 0, (oh & hi) >>> 0] },
            lo,
            hi,
          ),
        );
      }
      return parts;
    }
    for (const part of connectedParts((x | o) >>> 0, p)) {
      if ((part & x) === 0 || (part & o) === 0) continue;
      parts.push(
        crop({ rows: p.rows, cols: p.cols, masks: [(x & part) >>> 0, (o & part) >>> 0] }, part),
      );
    }
    return parts;
  },
};

const SEARCH = new Solver(CLOBBER);

/**
 * Returns the canonical value of a Clobber position (Left plays `x`, Right
 * plays `o`, as in CGSuite). Values are cached across calls.
 *
 * Cost: exponential in the number of stones; a full 4 by 4 board takes
 * about a second (see bench/results/RESULTS.md).
 *
 * @param board Rows separated by `|`: `x`, `o`, `.`; at most 64 cells.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example `xo` is * (either player captures and leaves a lone stone, 0)
 * ```ts
 * import { clobber } from "@cgt/rulesets/clobber";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(clobber("xo")), "*");
 * assert.equal(formatGame(clobber("xxo")), "^");
 * ```
 */
export function clobber(board: string): Game {
  return SEARCH.value(parseClobber(board));
}
