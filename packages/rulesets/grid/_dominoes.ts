/**
 * The moves of the domino-placing games Domineering and Cram: a vertical or a horizontal
 * domino on two empty cells, and the split of a board into its regions of empty cells.
 *
 * @module
 */

import {
  connectedParts,
  connectedPartsWide,
  crop,
  cropWide,
  forEachBitWide,
  geometry,
  type GridPosition,
  hasCell,
} from "../_bitboard.ts";

/** The positions after placing one vertical domino on two empty cells. */
export function* verticalMoves(p: GridPosition): Iterable<GridPosition> {
  if (p.high !== undefined) {
    yield* wideMoves(p, true);
    return;
  }
  const empty = p.masks[0];
  // A shift by 32 is a shift by 0 in JavaScript: a 1x32 board (the only narrow board with 32
  // columns) has no vertical move.
  const starts = p.cols >= 32 ? 0 : (empty & (empty >>> p.cols)) >>> 0;
  let m = starts;
  while (m !== 0) {
    const low = (m & -m) >>> 0;
    yield { rows: p.rows, cols: p.cols, masks: [(empty & ~(low | (low << p.cols))) >>> 0] };
    m = (m ^ low) >>> 0;
  }
}

/** The positions after placing one horizontal domino on two empty cells. */
export function* horizontalMoves(p: GridPosition): Iterable<GridPosition> {
  if (p.high !== undefined) {
    yield* wideMoves(p, false);
    return;
  }
  const empty = p.masks[0];
  const starts = (empty & ((empty & geometry(p).notFirstCol) >>> 1)) >>> 0;
  let m = starts;
  while (m !== 0) {
    const low = (m & -m) >>> 0;
    yield { rows: p.rows, cols: p.cols, masks: [(empty & ~(low | (low << 1))) >>> 0] };
    m = (m ^ low) >>> 0;
  }
}

/**
 * The domino moves on a wide board (more than 32 cells), cell by cell: a domino on cell `i` and
 * the cell below it (`vertical`) or to its right, in order of `i`.
 */
function wideMoves(p: GridPosition, vertical: boolean): GridPosition[] {
  const { rows, cols } = p;
  const lo = p.masks[0];
  const hi = (p.high as readonly number[])[0];
  const step = vertical ? cols : 1;
  const out: GridPosition[] = [];
  forEachBitWide(lo, hi, (i) => {
    if (vertical ? i + cols >= rows * cols : i % cols === cols - 1) return;
    const j = i + step;
    if (!hasCell(p, 0, j)) return;
    let newLo = lo;
    let newHi = hi;
    for (const cell of [i, j]) {
      if (cell < 32) newLo = (newLo & ~(1 << cell)) >>> 0;
      else newHi = (newHi & ~(1 << (cell - 32))) >>> 0;
    }
    out.push({ rows, cols, masks: [newLo], high: [newHi] });
  });
  return out;
}

/** Whether a wide board has a vertical (or horizontal) domino's room: two adjacent empty cells. */
export function hasDominoWide(p: GridPosition, vertical: boolean): boolean {
  const { rows, cols } = p;
  const cells = rows * cols;
  for (let i = 0; i < cells; i++) {
    if (!hasCell(p, 0, i)) continue;
    if (vertical ? i + cols < cells : i % cols !== cols - 1) {
      if (hasCell(p, 0, vertical ? i + cols : i + 1)) return true;
    }
  }
  return false;
}

/**
 * The connected regions of empty cells with at least two cells (a single cell takes no domino),
 * each cropped to its bounding box.
 */
export function emptyRegions(p: GridPosition): GridPosition[] {
  const parts: GridPosition[] = [];
  if (p.high !== undefined) {
    const flat = connectedPartsWide(p.masks[0], p.high[0], p);
    for (let k = 0; k < flat.length; k += 2) {
      const lo = flat[k];
      const hi = flat[k + 1];
      // Skip single cells: one bit in all.
      if (hi === 0 ? (lo & (lo - 1)) === 0 : lo === 0 && (hi & (hi - 1)) === 0) continue;
      parts.push(cropWide({ rows: p.rows, cols: p.cols, masks: [lo], high: [hi] }, lo, hi));
    }
    return parts;
  }
  for (const part of connectedParts(p.masks[0], p)) {
    if ((part & (part - 1)) === 0) continue;
    parts.push(crop({ rows: p.rows, cols: p.cols, masks: [part] }, part));
  }
  return parts;
}
