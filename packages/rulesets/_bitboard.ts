/**
 * Bitboards for small rectangular grids (private): boards of at most 32 cells
 * held as unsigned 32-bit masks, bit `row * cols + col`, with the shifts,
 * flood fill, cropping and symmetries the grid rulesets share.
 *
 * @module
 */

/**
 * A position on a rectangular board of at most 32 cells, as bitboards: bit
 * `row * cols + col` of each mask stands for one cell. What each mask means
 * is up to the ruleset (Domineering keeps one mask of empty cells, Clobber
 * one of Left stones and one of Right stones).
 */
export interface GridPosition {
  /** Number of rows, at least 1. */
  readonly rows: number;
  /** Number of columns, at least 1. */
  readonly cols: number;
  /** The layers of the position, each an unsigned 32-bit mask. */
  readonly masks: readonly number[];
}

/** The most cells a bitboard holds. */
export const MAX_CELLS = 32;

/** A rectangular board shape. */
export interface Shape {
  /** Number of rows, at least 1. */
  readonly rows: number;
  /** Number of columns, at least 1. */
  readonly cols: number;
}

/** Returns bit `i` as an unsigned mask. */
export function bit(i: number): number {
  return (1 << i) >>> 0;
}

/** Returns the mask with every cell of a `cells`-cell board set. */
export function fullMask(cells: number): number {
  return cells >= 32 ? 0xffffffff : (2 ** cells) - 1;
}

/** Returns the number of set bits. */
export function popCount(mask: number): number {
  let m = mask >>> 0;
  let n = 0;
  while (m !== 0) {
    m = (m & (m - 1)) >>> 0;
    n++;
  }
  return n;
}

/** Returns the index of the lowest set bit of a non-zero mask. */
export function lowestBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** Calls `f` with the index of each set bit, lowest first. */
export function forEachBit(mask: number, f: (i: number) => void): void {
  let m = mask >>> 0;
  while (m !== 0) {
    const low = m & -m;
    f(31 - Math.clz32(low));
    m = (m ^ low) >>> 0;
  }
}

interface Geometry {
  full: number;
  notFirstCol: number;
  notLastCol: number;
}

const GEOMETRY: (Geometry | undefined)[] = [];

/** Returns the masks of a shape used by the shifts (cached). */
export function geometry(shape: Shape): Geometry {
  const id = shape.rows * 64 + shape.cols;
  let g = GEOMETRY[id];
  if (g === undefined) {
    let firstCol = 0;
    let lastCol = 0;
    for (let r = 0; r < shape.rows; r++) {
      firstCol = (firstCol | bit(r * shape.cols)) >>> 0;
      lastCol = (lastCol | bit(r * shape.cols + shape.cols - 1)) >>> 0;
    }
    const full = fullMask(shape.rows * shape.cols);
    g = {
      full,
      notFirstCol: (full & ~firstCol) >>> 0,
      notLastCol: (full & ~lastCol) >>> 0,
    };
    GEOMETRY[id] = g;
  }
  return g;
}

/** Returns the cells orthogonally adjacent to some cell of `mask` (excluding none). */
export function neighbours(mask: number, shape: Shape): number {
  const g = geometry(shape);
  const right = ((mask & g.notLastCol) << 1) >>> 0;
  const left = (mask & g.notFirstCol) >>> 1;
  const down = ((mask << shape.cols) & g.full) >>> 0;
  const up = mask >>> shape.cols;
  return (right | left | down | up) >>> 0;
}

/**
 * Splits `active` into its orthogonally connected parts.
 *
 * @returns The masks of the parts, in order of their lowest cell.
 */
export function connectedParts(active: number, shape: Shape): number[] {
  const parts: number[] = [];
  let rest = active >>> 0;
  while (rest !== 0) {
    let part = (rest & -rest) >>> 0;
    for (;;) {
      const grown = ((part | neighbours(part, shape)) & rest) >>> 0;
      if (grown === part) break;
      part = grown;
    }
    parts.push(part);
    rest = (rest & ~part) >>> 0;
  }
  return parts;
}

/** A board shape with some masks on it (the layers of a position). */
export type Layers = GridPosition;

/**
 * Crops a board to the bounding box of `focus`: the smallest rectangle
 * holding every cell of `focus`. Masks are cut to the same rectangle.
 * An empty `focus` gives a 1 by 1 board with empty masks.
 */
export function crop(board: Layers, focus: number): Layers {
  const { rows, cols } = board;
  if (focus === 0) return { rows: 1, cols: 1, masks: board.masks.map(() => 0) };
  const rowBits = cols >= 32 ? 0xffffffff : (1 << cols) - 1;
  let top = -1;
  let bottom = -1;
  let used = 0;
  for (let r = 0; r < rows; r++) {
    const row = (focus >>> (r * cols)) & rowBits;
    if (row !== 0) {
      if (top < 0) top = r;
      bottom = r;
      used |= row;
    }
  }
  const left = 31 - Math.clz32(used & -used);
  const right = 31 - Math.clz32(used);
  const h = bottom - top + 1;
  const w = right - left + 1;
  if (h === rows && w === cols) return board;
  const outBits = w >= 32 ? 0xffffffff : (1 << w) - 1;
  const masks = board.masks.map((m) => {
    let out = 0;
    for (let r = 0; r < h; r++) {
      const row = (m >>> ((top + r) * cols + left)) & outBits;
      out |= row << (r * w);
    }
    return out >>> 0;
  });
  return { rows: h, cols: w, masks };
}

/** A symmetry of the rectangle, as a map from cell (r, c) of an R by C board. */
export type Symmetry =
  | "identity"
  | "mirror-columns"
  | "mirror-rows"
  | "rotate-180"
  | "transpose"
  | "anti-transpose"
  | "rotate-90"
  | "rotate-270";

/** The symmetries that keep rows as rows (they fix the direction of every domino). */
export const ROW_SYMMETRIES: readonly Symmetry[] = [
  "identity",
  "mirror-columns",
  "mirror-rows",
  "rotate-180",
];

/** All eight symmetries of the square (dihedral group of order 8). */
export const ALL_SYMMETRIES: readonly Symmetry[] = [
  ...ROW_SYMMETRIES,
  "transpose",
  "anti-transpose",
  "rotate-90",
  "rotate-270",
];

interface Permutation {
  rows: number;
  cols: number;
  target: Int8Array;
}

const SYMMETRY_INDEX: Readonly<Record<Symmetry, number>> = {
  "identity": 0,
  "mirror-columns": 1,
  "mirror-rows": 2,
  "rotate-180": 3,
  "transpose": 4,
  "anti-transpose": 5,
  "rotate-90": 6,
  "rotate-270": 7,
};

const PERMUTATIONS: (Permutation | undefined)[] = [];

function permutation(shape: Shape, symmetry: Symmetry): Permutation {
  const id = ((shape.rows * 33 + shape.cols) << 3) | SYMMETRY_INDEX[symmetry];
  let p = PERMUTATIONS[id];
  if (p !== undefined) return p;
  const { rows: R, cols: C } = shape;
  const swaps = SYMMETRY_INDEX[symmetry] >= 4;
  const rows = swaps ? C : R;
  const cols = swaps ? R : C;
  const target = new Int8Array(R * C);
  for (let r = 0; r < R; r++) {
    for (let c = 0; c < C; c++) {
      let nr: number;
      let nc: number;
      switch (symmetry) {
        case "identity":
          [nr, nc] = [r, c];
          break;
        case "mirror-columns":
          [nr, nc] = [r, C - 1 - c];
          break;
        case "mirror-rows":
          [nr, nc] = [R - 1 - r, c];
          break;
        case "rotate-180":
          [nr, nc] = [R - 1 - r, C - 1 - c];
          break;
        case "transpose":
          [nr, nc] = [c, r];
          break;
        case "anti-transpose":
          [nr, nc] = [C - 1 - c, R - 1 - r];
          break;
        case "rotate-90":
          [nr, nc] = [c, R - 1 - r];
          break;
        case "rotate-270":
          [nr, nc] = [C - 1 - c, r];
          break;
      }
      target[r * C + c] = nr * cols + nc;
    }
  }
  p = { rows, cols, target };
  PERMUTATIONS[id] = p;
  return p;
}

function permute(mask: number, target: Int8Array): number {
  let out = 0;
  let m = mask >>> 0;
  while (m !== 0) {
    const low = m & -m;
    out |= 1 << target[31 - Math.clz32(low)];
    m = (m ^ low) >>> 0;
  }
  return out >>> 0;
}

/** Returns the board after applying `symmetry` to every layer. */
export function transform(board: Layers, symmetry: Symmetry): Layers {
  if (symmetry === "identity") return board;
  const p = permutation(board, symmetry);
  const masks = board.masks.map((m) => permute(m, p.target));
  return { rows: p.rows, cols: p.cols, masks };
}

/**
 * Returns a key shared by exactly the boards that are images of each other
 * under `symmetries`: the key of the least image, images ordered by rows,
 * then columns, then masks in turn. Boards with one mask, or two masks on at
 * most 20 cells, get a number key; others a string.
 */
export function symmetricKey(board: Layers, symmetries: readonly Symmetry[]): number | string {
  const layers = board.masks.length;
  let bestRows = board.rows;
  let bestCols = board.cols;
  const best = board.masks.slice();
  const scratch = board.masks.slice();
  for (const s of symmetries) {
    if (s === "identity") continue;
    const p = permutation(board, s);
    if (p.rows > bestRows || (p.rows === bestRows && p.cols > bestCols)) continue;
    let order = p.rows < bestRows || p.cols < bestCols ? -1 : 0;
    for (let k = 0; k < layers; k++) {
      scratch[k] = permute(board.masks[k], p.target);
      if (order === 0 && scratch[k] !== best[k]) order = scratch[k] < best[k] ? -1 : 1;
    }
    if (order < 0) {
      bestRows = p.rows;
      bestCols = p.cols;
      for (let k = 0; k < layers; k++) best[k] = scratch[k];
    }
  }
  const shape = bestRows * 64 + bestCols;
  if (layers === 1) return shape * 4294967296 + best[0];
  // Two layers of at most 20 cells fit a number exactly: 12 + 20 + 20 bits.
  if (layers === 2 && bestRows * bestCols <= 20) {
    return (shape * 1048576 + best[0]) * 1048576 + best[1];
  }
  return `${shape},${best.join(",")}`;
}
