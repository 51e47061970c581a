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
  geometry,
  type GridPosition,
  shiftDownWide,
  shiftedHigh,
  shiftUpWide,
  wideGeometry,
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
 * The domino moves on a wide board (more than 32 cells): a domino on cell `i` and the cell
 * below it (`vertical`) or to its right, in order of `i`. The cells that start a domino are
 * found for the whole board at once, by shifting the pair of words of empty cells.
 */
function wideMoves(p: GridPosition, vertical: boolean): GridPosition[] {
  const { rows, cols } = p;
  const lo = p.masks[0];
  const hi = (p.high as readonly number[])[0];
  const step = vertical ? cols : 1;
  let startLo = dominoStarts(p, vertical);
  let startHi = startsHigh;
  const out: GridPosition[] = [];
  while (startLo !== 0 || startHi !== 0) {
    let iLo: number;
    let iHi: number;
    if (startLo !== 0) {
      iLo = (startLo & -startLo) >>> 0;
      iHi = 0;
      startLo = (startLo ^ iLo) >>> 0;
    } else {
      iLo = 0;
      iHi = (startHi & -startHi) >>> 0;
      startHi = (startHi ^ iHi) >>> 0;
    }
    const jLo = shiftDownWide(iLo, iHi, step);
    const jHi = shiftedHigh;
    out.push({
      rows,
      cols,
      masks: [(lo & ~(iLo | jLo)) >>> 0],
      high: [(hi & ~(iHi | jHi)) >>> 0],
    });
  }
  return out;
}

/** The high word of the last result of {@link dominoStarts}. */
let startsHigh = 0;

/**
 * The empty cells of a wide board where a vertical (or horizontal) domino can start: the
 * cell below (to the right) is empty too. Returns the low word; the high word is left in
 * {@link startsHigh}.
 */
function dominoStarts(p: GridPosition, vertical: boolean): number {
  const lo = p.masks[0];
  const hi = (p.high as readonly number[])[0];
  if (vertical) {
    const nextLo = shiftUpWide(lo, hi, p.cols);
    const nextHi = shiftedHigh;
    startsHigh = (hi & nextHi) >>> 0;
    return (lo & nextLo) >>> 0;
  }
  const g = wideGeometry(p);
  const nextLo = shiftUpWide(lo & g.notFirstColLo, hi & g.notFirstColHi, 1);
  const nextHi = shiftedHigh;
  startsHigh = (hi & nextHi) >>> 0;
  return (lo & nextLo) >>> 0;
}

/** Whether a wide board has a vertical (or horizontal) domino's room: two adjacent empty cells. */
export function hasDominoWide(p: GridPosition, vertical: boolean): boolean {
  return dominoStarts(p, vertical) !== 0 || startsHigh !== 0;
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
