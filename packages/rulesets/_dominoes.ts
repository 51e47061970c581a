/**
 * The moves of the domino-placing games Domineering and Cram: a vertical or a horizontal
 * domino on two empty cells, and the split of a board into its regions of empty cells.
 *
 * @module
 */

import { connectedParts, crop, geometry, type GridPosition } from "./_bitboard.ts";

/** The positions after placing one vertical domino on two empty cells. */
export function* verticalMoves(p: GridPosition): Iterable<GridPosition> {
  const empty = p.masks[0];
  const starts = (empty & (empty >>> p.cols)) >>> 0;
  let m = starts;
  while (m !== 0) {
    const low = (m & -m) >>> 0;
    yield { rows: p.rows, cols: p.cols, masks: [(empty & ~(low | (low << p.cols))) >>> 0] };
    m = (m ^ low) >>> 0;
  }
}

/** The positions after placing one horizontal domino on two empty cells. */
export function* horizontalMoves(p: GridPosition): Iterable<GridPosition> {
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
 * The connected regions of empty cells with at least two cells (a single cell takes no domino),
 * each cropped to its bounding box.
 */
export function emptyRegions(p: GridPosition): GridPosition[] {
  const parts: GridPosition[] = [];
  for (const part of connectedParts(p.masks[0], p)) {
    if ((part & (part - 1)) === 0) continue;
    parts.push(crop({ rows: p.rows, cols: p.cols, masks: [part] }, part));
  }
  return parts;
}
