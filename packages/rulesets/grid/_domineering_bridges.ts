/**
 * Domineering regions joined by a one-cell bridge: their value from the values of the two sides,
 * when the bridge cell does not change the value of one side (the bridge theorem below).
 *
 * @module
 */

import type { Game } from "@cgt/partizan/game";
import { equals } from "@cgt/partizan/compare";
import { type GridPosition, hasCell, makeBoard, MAX_CELLS } from "../_bitboard.ts";

/**
 * How many bridges of a region are tried before it is searched: each try values the sides of its
 * bridge's smaller side, which a failed try wastes.
 */
export const MAX_BRIDGES_TRIED = 8;

/** A bridge: its cell and the cells of the side of each neighbour (the bridge cell left out). */
export interface Bridge {
  readonly cell: number;
  /** The smaller side (by cells), then the larger one, each as a low and a high word. */
  readonly small: readonly [number, number];
  readonly large: readonly [number, number];
  readonly smallCells: number;
  /** Whether the bridge joins its neighbours above and below it (else left and right). */
  readonly vertical: boolean;
}

/**
 * Two positions whose values add up to that of the connected Domineering region `p`, by the
 * bridge theorem below, or `undefined`.
 *
 * A straight bridge is an empty cell `b` whose only empty neighbours are the cell above and the
 * cell below it (or the cell left and the cell right of it), and whose removal leaves those two
 * in different regions: the region is `A`, `b` and `B`, with `A` and `B` not adjacent. Write `X`
 * for `A` with `b` and `Y` for `B` with `b`, and `P` for the whole region. Then
 *
 *     X + B <= P,   A + Y <= P,   P <= X + Y      (a vertical bridge; all reversed for a
 *                                                  horizontal one),
 *
 * so if `Y = B` then `P = X + B`, and if `X = A` then `P = A + Y`: a bridge cell that does not
 * change the value of one side can be cut off that side (the other side keeps it).
 *
 * Proof, for a vertical bridge (only Left can cover `b`, with its neighbour above or below): by
 * induction on the cells, on the wider class where `P` is `X` and `Y` glued at a cell `b` that no
 * horizontal domino can cover, with no other cell of `X` next to one of `Y`. `P - X - Y <= 0`:
 * Right answers every move by the same move in the copy (a move off `b` exists in both, and the
 * class is kept); when Left covers `b` and its `X` neighbour in `P`, Right covers them in `X`,
 * leaving `B - Y`, which is `<= 0` since a cell only Left can use never hurts Left (the same
 * copying argument); likewise on the `Y` side. `P - X - B >= 0`: Left copies every move; when
 * Right takes Left's move on `b` in `X` (a move in `-X`), Left makes that move in `P`, leaving
 * `0`; Right has no move on `b` in `P`. `A + Y <= P` is the mirror image. The horizontal case is
 * the same with the players swapped.
 *
 * This is our own statement and proof, in the spirit of the bridge theorems of Domineering
 * (Conway's Bridge Splitting Theorem, On Numbers and Games, ch. 10; Uiterwijk and Barton's
 * Bridge Destroying Theorem, "New results for Domineering from combinatorial game theory
 * endgame databases", Theoretical Computer Science 592, 2015), whose exact conditions we could
 * not check against the texts; the tests compare it with the plain search.
 *
 * Only the smaller side of each bridge is checked (its value with and without the bridge cell),
 * which is cheap; the parts returned are then the smaller side without the cell and the larger
 * side with it.
 *
 * Cost: a scan of the cells and a flood fill per candidate bridge (O(cells) each); then the
 * values of the smaller side with and without the bridge cell, on at most
 * {@link MAX_BRIDGES_TRIED} bridges, most even first.
 */
export function bridgeParts(
  p: GridPosition,
  valueOf: (part: GridPosition) => Game,
): GridPosition[] | undefined {
  const bridges = findBridges(p);
  if (bridges.length === 0) return undefined;
  // The most even split first: it saves the most search.
  bridges.sort((x, y) => y.smallCells - x.smallCells);
  const tried = Math.min(bridges.length, MAX_BRIDGES_TRIED);
  for (let k = 0; k < tried; k++) {
    const { cell, small, large, smallCells } = bridges[k];
    // A single cell (0) with the bridge cell is a domino (1 or -1): never equal.
    if (smallCells < 2) break;
    const bridge = cell < 32 ? [1 << cell, 0] : [0, 1 << (cell - 32)];
    if (
      equals(
        valueOf(board(p, small[0], small[1])),
        valueOf(board(p, small[0] | bridge[0], small[1] | bridge[1])),
      )
    ) {
      return [board(p, large[0] | bridge[0], large[1] | bridge[1]), board(p, small[0], small[1])];
    }
  }
  return undefined;
}

/** The board of `p`'s shape whose empty cells are the words `lo` and `hi`. */
function board(p: GridPosition, lo: number, hi: number): GridPosition {
  return makeBoard(p.rows, p.cols, [lo >>> 0], [hi >>> 0]);
}

/**
 * The straight bridges of the region `p` (see {@link bridgeParts}), or none if `p` is not one
 * connected region. Unless `screen` is false (the tests' twin), a test on whole words first
 * rules out most regions without a bridge before the scan cell by cell.
 */
export function findBridges(p: GridPosition, screen: boolean = true): Bridge[] {
  const { rows, cols } = p;
  const n = rows * cols;
  if (screen) {
    if (p.high === undefined) {
      if (!mayHaveBridge(p.masks[0], rows, cols)) return [];
    } else if (cols < 32 && !mayHaveBridgeWide(p.masks[0], p.high[0], rows, cols)) return [];
  }
  // Scratch arrays of MAX_CELLS cells, written before they are read (no call out of this
  // function meets them): a new pair a region cost more than the scan itself.
  const empty = scratchEmpty;
  const seen = scratchSeen;
  let cells = 0;
  for (let i = 0; i < n; i++) {
    empty[i] = hasCell(p, 0, i) ? 1 : 0;
    cells += empty[i];
  }
  const bridges: Bridge[] = [];
  for (let b = 0; b < n; b++) {
    if (!empty[b]) continue;
    const r = Math.floor(b / cols);
    const c = b - r * cols;
    const up = r > 0 && empty[b - cols] === 1;
    const down = r < rows - 1 && empty[b + cols] === 1;
    const left = c > 0 && empty[b - 1] === 1;
    const right = c < cols - 1 && empty[b + 1] === 1;
    let from: number;
    let to: number;
    const vertical = up && down;
    if (up && down && !left && !right) {
      from = b - cols;
      to = b + cols;
    } else if (left && right && !up && !down) {
      from = b - 1;
      to = b + 1;
    } else continue;
    // Flood each neighbour's side with `b` blocked: a bridge if the first does not reach `to`.
    seen.fill(0, 0, n);
    seen[b] = 1;
    const one = flood(empty, seen, rows, cols, from);
    if (seen[to]) continue;
    const two = flood(empty, seen, rows, cols, to);
    // Only a connected region: the sides must hold every other empty cell.
    if (one.count + two.count + 1 !== cells) return [];
    bridges.push(
      one.count <= two.count
        ? { cell: b, small: one.words, large: two.words, smallCells: one.count, vertical }
        : { cell: b, small: two.words, large: one.words, smallCells: two.count, vertical },
    );
  }
  return bridges;
}

/**
 * Whether some empty cell of a board of at most 32 cells has empty cells on both sides in one
 * line and none in the other: a test on whole words that rules most regions out before any
 * flood fill.
 */
function mayHaveBridge(empty: number, rows: number, cols: number): boolean {
  const all = n32(rows * cols);
  let notFirst = 0;
  for (let r = 0; r < rows; r++) notFirst |= n32(cols - 1) << (r * cols + 1);
  const notLast = (notFirst >>> 1) & all;
  const up = (empty << cols) & all; // cell i has an empty cell above it
  const down = cols < 32 ? empty >>> cols : 0;
  const left = (empty << 1) & notFirst;
  const right = (empty >>> 1) & notLast;
  const vertical = up & down & ~left & ~right;
  const horizontal = left & right & ~up & ~down;
  return ((vertical | horizontal) & empty) !== 0;
}

/**
 * {@link mayHaveBridge} for a board of 33 to 64 cells of fewer than 32 columns, whose empty
 * cells are the words `lo` (cells 0 to 31) and `hi` (32 to 63): the same test a row at a time,
 * each row one word (on a 6x6 board, six rows instead of a scan of 36 cells).
 */
function mayHaveBridgeWide(lo: number, hi: number, rows: number, cols: number): boolean {
  const full = n32(cols);
  let above = 0;
  let row = rowWord(lo, hi, 0, cols, full);
  for (let r = 0; r < rows; r++) {
    const below = r + 1 < rows ? rowWord(lo, hi, (r + 1) * cols, cols, full) : 0;
    const left = (row << 1) & full; // cell c has an empty cell at c - 1
    const right = row >>> 1; // cell c has an empty cell at c + 1
    const vertical = above & below & ~left & ~right;
    const horizontal = left & right & ~above & ~below;
    if (((vertical | horizontal) & row) !== 0) return true;
    above = row;
    row = below;
  }
  return false;
}

/** The cells `start` to `start + cols - 1` of the pair `lo`, `hi` as the low bits of a word. */
function rowWord(lo: number, hi: number, start: number, cols: number, full: number): number {
  if (start >= 32) return (hi >>> (start - 32)) & full;
  if (start + cols <= 32) return (lo >>> start) & full;
  return ((lo >>> start) | (hi << (32 - start))) & full;
}

const scratchEmpty = new Uint8Array(MAX_CELLS);
const scratchSeen = new Uint8Array(MAX_CELLS);

/** The word with the low `k` bits set (k from 0 to 32). */
function n32(k: number): number {
  return k >= 32 ? -1 : (1 << k) - 1;
}

/**
 * Marks in `seen` the empty cells connected to `start` through unmarked empty cells, and returns
 * them as a low and a high word, with their number.
 */
function flood(
  empty: Uint8Array,
  seen: Uint8Array,
  rows: number,
  cols: number,
  start: number,
): { words: [number, number]; count: number } {
  let lo = 0, hi = 0, count = 0;
  const stack = [start];
  seen[start] = 1;
  const visit = (j: number) => {
    if (empty[j] && !seen[j]) {
      seen[j] = 1;
      stack.push(j);
    }
  };
  while (stack.length > 0) {
    const i = stack.pop()!;
    count++;
    if (i < 32) lo |= 1 << i;
    else hi |= 1 << (i - 32);
    const ir = Math.floor(i / cols);
    const ic = i - ir * cols;
    if (ir > 0) visit(i - cols);
    if (ir < rows - 1) visit(i + cols);
    if (ic > 0) visit(i - 1);
    if (ic < cols - 1) visit(i + 1);
  }
  return { words: [lo >>> 0, hi >>> 0], count };
}
