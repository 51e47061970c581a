/**
 * Bitboards for rectangular grids (private): boards of at most 64 cells held as
 * unsigned 32-bit masks, bit `row * cols + col`, with the shifts, flood fill,
 * cropping and symmetries the grid rulesets share. Boards of at most 32 cells
 * (narrow) take one word per layer and the fast bit-parallel path; larger boards
 * (wide) take a second word per layer, `high`, for cells 32 to 63, and the
 * `*Wide` functions, which shift pairs of words (a row or a ring of cells at a
 * time) where a board has at most 32 columns and go cell by cell otherwise.
 *
 * @module
 */

import { chargeWork } from "./_work.ts";
import { typeFail } from "./_check.ts";

/**
 * A position on a rectangular board of at most 64 cells, as bitboards: bit
 * `row * cols + col` of each layer stands for one cell. What each layer means
 * is up to the ruleset (Domineering keeps one layer of empty cells, Clobber
 * one of Left stones and one of Right stones). Each layer is one unsigned
 * 32-bit word in `masks` (cells 0 to 31) and, on a board of more than 32
 * cells, a second word in `high` (cells 32 to 63). `high` is present exactly
 * when the board has more than 32 cells, so each position has one form.
 */
export interface GridPosition {
  /** Number of rows, at least 1. */
  readonly rows: number;
  /** Number of columns, at least 1. */
  readonly cols: number;
  /** The layers of the position: cells 0 to 31 of each, as an unsigned 32-bit mask. */
  readonly masks: readonly number[];
  /** On a board of more than 32 cells only: cells 32 to 63 of each layer (bit 0 is cell 32). */
  readonly high?: readonly number[];
}

/**
 * Checks that `board` is a position of `layers` layers as the parsers make it, and returns it:
 * integer sides from 1, at most {@link MAX_CELLS} cells (else a RangeError), each layer an
 * unsigned 32-bit word in `masks` and, exactly when the board has more than 32 cells, one in
 * `high`, no bit past the last cell and no cell in two layers. Otherwise a TypeError
 * `Cannot <what>: the board must be <expected>, received ...`; a solver given a mask of NaN,
 * 1.5 or bits past the board would search another board than the one meant.
 */
export function checkGridPosition(
  what: string,
  board: unknown,
  layers: number,
  expected: string,
): GridPosition {
  const p = board as GridPosition;
  const word = (w: unknown) => Number.isInteger(w) && (w as number) >= 0 && (w as number) < 2 ** 32;
  const words = (list: unknown) =>
    Array.isArray(list) && list.length === layers && list.every(word);
  if (
    p === null || typeof p !== "object" || !Number.isSafeInteger(p.rows) ||
    !Number.isSafeInteger(p.cols) || p.rows < 1 || p.cols < 1 || !words(p.masks)
  ) {
    typeFail(what, `the board must be ${expected}`, board);
  }
  const cells = p.rows * p.cols;
  if (cells > MAX_CELLS) {
    throw new RangeError(
      `Cannot ${what}: a board has at most ${MAX_CELLS} cells, received ${p.rows} x ${p.cols}`,
    );
  }
  if ((cells > 32) !== (p.high !== undefined) || (p.high !== undefined && !words(p.high))) {
    typeFail(
      what,
      "a position of more than 32 cells has high words, and only such a position",
      board,
    );
  }
  const lo = cells >= 32 ? 0xffffffff : 2 ** cells - 1;
  const hi = cells > 32 ? 2 ** (cells - 32) - 1 : 0;
  let seenLo = 0;
  let seenHi = 0;
  for (let layer = 0; layer < layers; layer++) {
    const l = p.masks[layer];
    const h = p.high?.[layer] ?? 0;
    if ((l & seenLo) !== 0 || (h & seenHi) !== 0 || l > lo || h > hi) {
      typeFail(what, "its cells must be on the board, each in at most one layer", board);
    }
    seenLo |= l;
    seenHi |= h;
  }
  return p;
}

/** The most cells a bitboard holds. */
export const MAX_CELLS = 64;

/** The most cells of a narrow board (one 32-bit word per layer, the fast path). */
export const NARROW_CELLS = 32;

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
  const id = shape.rows * 65 + shape.cols;
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
  // A shift by 32 is a shift by 0 in JavaScript; only a 1x32 board has 32 columns.
  const down = shape.cols >= 32 ? 0 : ((mask << shape.cols) & g.full) >>> 0;
  const up = shape.cols >= 32 ? 0 : mask >>> shape.cols;
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
  /**
   * For narrow boards: the image of each byte of a mask, 256 entries per byte (made on first
   * use), so a mask permutes in four look-ups instead of one step per set bit.
   */
  bytes?: Uint32Array;
}

/**
 * The byte tables of a narrow board's permutation (see {@link Permutation.bytes}), built in
 * 1024 steps: the image of a byte is the image of the byte without its lowest bit, plus the
 * image of that bit.
 */
function byteTables(p: Permutation): Uint32Array {
  let t = p.bytes;
  if (t !== undefined) return t;
  t = new Uint32Array(1024);
  const n = p.target.length;
  for (let b = 0; b < 4; b++) {
    for (let v = 1; v < 256; v++) {
      const low = 31 - Math.clz32(v & -v);
      const i = b * 8 + low;
      t[b * 256 + v] = (t[b * 256 + (v & (v - 1))] | (i < n ? 1 << p.target[i] : 0)) >>> 0;
    }
  }
  p.bytes = t;
  return t;
}

/** Applies a narrow board's permutation by its byte tables. */
function permuteBytes(mask: number, t: Uint32Array): number {
  return (t[mask & 255] | t[256 + ((mask >>> 8) & 255)] | t[512 + ((mask >>> 16) & 255)] |
    t[768 + (mask >>> 24)]) >>> 0;
}

/**
 * `TERNARY[b * 256 + v]` is the sum of 3^i over the set bits i of byte b of a mask, value v
 * (made on first use).
 */
let TERNARY: Float64Array | undefined;

function ternaryTable(): Float64Array {
  if (TERNARY !== undefined) return TERNARY;
  const t = new Float64Array(1024);
  for (let b = 0; b < 4; b++) {
    for (let v = 1; v < 256; v++) {
      const low = 31 - Math.clz32(v & -v);
      t[b * 256 + v] = t[b * 256 + (v & (v - 1))] + 3 ** (b * 8 + low);
    }
  }
  TERNARY = t;
  return t;
}

/** The sum of 3^i over the set bits i of a mask (exact below 2^53: masks of at most 26 cells). */
function ternary(mask: number): number {
  const t = TERNARY ?? ternaryTable();
  return t[mask & 255] + t[256 + ((mask >>> 8) & 255)] + t[512 + ((mask >>> 16) & 255)] +
    t[768 + (mask >>> 24)];
}

/** 3^26: the number of two-colour boards of 26 cells, the most whose key is a number. */
const TERNARY_26 = 3 ** 26;

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
  const id = ((shape.rows * 65 + shape.cols) << 3) | SYMMETRY_INDEX[symmetry];
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
  if (board.high !== undefined) return transformWide(board, symmetry);
  const p = permutation(board, symmetry);
  const masks = board.masks.map((m) => permute(m, p.target));
  return { rows: p.rows, cols: p.cols, masks };
}

/**
 * For one board shape and one set of symmetries: the shape of the least image (fewest rows,
 * then fewest columns), and the permutations that give an image of that shape (the identity
 * among them as `identity`, not as a permutation).
 */
interface Candidates {
  rows: number;
  cols: number;
  identity: boolean;
  perms: Permutation[];
}

/** Candidates by symmetry set (the arrays themselves), then by shape id. */
const CANDIDATES = new Map<readonly Symmetry[], (Candidates | undefined)[]>();

function candidates(shape: Shape, symmetries: readonly Symmetry[]): Candidates {
  let byShape = CANDIDATES.get(symmetries);
  if (byShape === undefined) {
    byShape = [];
    CANDIDATES.set(symmetries, byShape);
  }
  const id = shape.rows * 65 + shape.cols;
  let c = byShape[id];
  if (c !== undefined) return c;
  let rows = shape.rows;
  let cols = shape.cols;
  for (const s of symmetries) {
    const p = permutation(shape, s);
    if (p.rows < rows || (p.rows === rows && p.cols < cols)) [rows, cols] = [p.rows, p.cols];
  }
  c = {
    rows,
    cols,
    identity: shape.rows === rows && shape.cols === cols,
    perms: symmetries.filter((s) => s !== "identity").map((s) => permutation(shape, s))
      .filter((p) => p.rows === rows && p.cols === cols),
  };
  byShape[id] = c;
  return c;
}

/**
 * Returns a key shared by exactly the boards that are images of each other
 * under `symmetries`: the key of the least image, images ordered by rows,
 * then columns, then masks in turn. Boards with one mask, two masks on at
 * most 20 cells, or two disjoint masks on at most 26 cells get a number key;
 * others a string starting with `n` (on a wide board, one that
 * starts with `w`, so it never equals a narrow board's key). Cost: a few
 * table look-ups per layer and symmetry (the permutations of each shape are
 * made on first use).
 */
export function symmetricKey(board: Layers, symmetries: readonly Symmetry[]): number | string {
  if (board.high !== undefined) return symmetricKeyWide(board, symmetries);
  if (symmetries === ROW_SYMMETRIES && board.masks.length === 1) return rowSymmetricKey(board);
  const c = candidates(board, symmetries);
  const masks = board.masks;
  const layers = masks.length;
  const shape = c.rows * 64 + c.cols;
  const perms = c.perms;
  if (layers === 1) {
    let best = c.identity ? masks[0] : -1;
    for (let i = 0; i < perms.length; i++) {
      const m = permuteBytes(masks[0], perms[i].bytes ?? byteTables(perms[i]));
      if (best < 0 || m < best) best = m;
    }
    return shape * 4294967296 + best;
  }
  const cells = c.rows * c.cols;
  if (layers === 2) {
    // Two layers (the stones of two colours): the least image as a pair, in two locals.
    const m0 = masks[0];
    const m1 = masks[1];
    let b0 = -1;
    let b1 = -1;
    if (c.identity) {
      b0 = m0;
      b1 = m1;
    }
    for (let i = 0; i < perms.length; i++) {
      const t = perms[i].bytes ?? byteTables(perms[i]);
      const x = permuteBytes(m0, t);
      if (b0 >= 0 && x > b0) continue;
      const y = permuteBytes(m1, t);
      if (b0 < 0 || x < b0 || y < b1) {
        b0 = x;
        b1 = y;
      }
    }
    // At most 20 cells fit a number exactly: 12 + 20 + 20 bits.
    if (cells <= 20) return (shape * 1048576 + b0) * 1048576 + b1;
    // Disjoint layers of at most 26 cells: each cell is empty, in layer 0 or in layer 1, a
    // base-3 digit; shape * 3^26 + digits < 2113 * 3^26 < 2^53. Negative, so these never equal
    // the keys above.
    if (cells <= 26 && (b0 & b1) === 0) {
      return -1 - (shape * TERNARY_26 + ternary(b0) + 2 * ternary(b1));
    }
    return "n" + String.fromCharCode(shape, b0 & 0xffff, b0 >>> 16, b1 & 0xffff, b1 >>> 16);
  }
  let best: number[];
  let start = 0;
  if (c.identity) best = masks.slice();
  else {
    const t = perms[0].bytes ?? byteTables(perms[0]);
    best = masks.map((m) => permuteBytes(m, t));
    start = 1;
  }
  for (let i = start; i < perms.length; i++) {
    const t = perms[i].bytes ?? byteTables(perms[i]);
    // Compare layer by layer, computing an image's layers only while it may still win.
    let order = 0;
    let k = 0;
    let m = 0;
    for (; k < layers; k++) {
      m = permuteBytes(masks[k], t);
      if (m !== best[k]) {
        order = m < best[k] ? -1 : 1;
        break;
      }
    }
    if (order < 0) {
      best[k] = m;
      for (k++; k < layers; k++) best[k] = permuteBytes(masks[k], t);
    }
  }
  let text = "n" + String.fromCharCode(shape);
  for (let k = 0; k < layers; k++) text += String.fromCharCode(best[k] & 0xffff, best[k] >>> 16);
  return text;
}

/**
 * {@link symmetricKey} of one layer of a narrow board under {@link ROW_SYMMETRIES}, the same
 * number without the permutations' tables: the four images keep the shape, mirrored rows are the
 * rows in reverse order, a rotation by 180 degrees reverses all the bits of the board, and
 * mirrored columns are the rotation of the mirrored rows. Cost: a few operations a row (the
 * byte tables read 12 entries of 4 KB tables, one set a shape, and find the shape's
 * permutations in a `Map`: 6.2% of the CPU of a Domineering 6x6 board with 7 cells filled, 1.2%
 * for this function).
 */
function rowSymmetricKey(board: Layers): number {
  const { rows, cols } = board;
  const m = board.masks[0] >>> 0;
  const unused = 32 - rows * cols; // at least 0: a narrow board has at most 32 cells
  const rowMask = cols === 32 ? 0xffffffff : (1 << cols) - 1;
  let mirrorRows = 0;
  for (let r = 0, s = (rows - 1) * cols; r < rows; r++, s -= cols) {
    mirrorRows |= ((m >>> (r * cols)) & rowMask) << s;
  }
  mirrorRows >>>= 0;
  const rotate = reverse32(m) >>> unused;
  const mirrorCols = reverse32(mirrorRows) >>> unused;
  let best = m;
  if (mirrorCols < best) best = mirrorCols;
  if (mirrorRows < best) best = mirrorRows;
  if (rotate < best) best = rotate;
  return (rows * 64 + cols) * 4294967296 + best;
}

// ---------------------------------------------------------------------------
// Wide boards: 33 to 64 cells, each layer a pair of words (low: cells 0-31,
// high: cells 32-63). These go cell by cell rather than bit-parallel; narrow
// boards never reach them, so the 32-cell fast path is unchanged.

/** Whether a board has more than 32 cells (each layer then has a high word). */
export function isWide(board: Layers): boolean {
  return board.high !== undefined;
}

/** Whether cell `i` is set in layer `k` of a board, narrow or wide. */
export function hasCell(board: Layers, k: number, i: number): boolean {
  return i < 32
    ? ((board.masks[k] >>> i) & 1) === 1
    : (((board.high as readonly number[])[k] >>> (i - 32)) & 1) === 1;
}

/**
 * Returns the board of `rows` by `cols` with the given layers: the low words in `lows` and the
 * high words in `highs`, which are dropped (they must be 0) on a board of at most 32 cells.
 */
export function makeBoard(
  rows: number,
  cols: number,
  lows: readonly number[],
  highs: readonly number[],
): Layers {
  return rows * cols > NARROW_CELLS ? { rows, cols, masks: lows, high: highs } : {
    rows,
    cols,
    masks: lows,
  };
}

/** Calls `f` with the index of each set cell of the pair `lo`, `hi`, lowest first. */
export function forEachBitWide(lo: number, hi: number, f: (i: number) => void): void {
  let m = lo >>> 0;
  while (m !== 0) {
    const low = m & -m;
    f(31 - Math.clz32(low));
    m = (m ^ low) >>> 0;
  }
  m = hi >>> 0;
  while (m !== 0) {
    const low = m & -m;
    f(63 - Math.clz32(low));
    m = (m ^ low) >>> 0;
  }
}

/** The high word of the last result of {@link shiftUpWide}, {@link shiftDownWide} or {@link neighboursWide}. */
export let shiftedHigh = 0;

/**
 * Moves every set cell `i` of the pair `lo`, `hi` to `i - k` (cells below 0 are dropped), for
 * `k` from 1 to 64 (a shift by 64, the rows of a 1x64 board, drops every cell). Returns the low
 * word; the high word is left in {@link shiftedHigh}.
 */
export function shiftUpWide(lo: number, hi: number, k: number): number {
  if (k >= 32) {
    shiftedHigh = 0;
    return k >= 64 ? 0 : (hi >>> (k - 32)) >>> 0;
  }
  shiftedHigh = hi >>> k;
  return ((lo >>> k) | (hi << (32 - k))) >>> 0;
}

/**
 * Moves every set cell `i` of the pair `lo`, `hi` to `i + k` (cells past 63 are dropped), for
 * `k` from 1 to 64. Returns the low word; the high word is left in {@link shiftedHigh}.
 */
export function shiftDownWide(lo: number, hi: number, k: number): number {
  if (k >= 32) {
    shiftedHigh = k >= 64 ? 0 : (lo << (k - 32)) >>> 0;
    return 0;
  }
  shiftedHigh = ((hi << k) | (lo >>> (32 - k))) >>> 0;
  return (lo << k) >>> 0;
}

/** The masks of a wide shape, as pairs of words: every cell, and every cell but the first or last column. */
export interface WideGeometry {
  fullLo: number;
  fullHi: number;
  notFirstColLo: number;
  notFirstColHi: number;
  notLastColLo: number;
  notLastColHi: number;
}

const WIDE_GEOMETRY: (WideGeometry | undefined)[] = [];

/** Returns the masks of a shape of at most 64 cells as pairs of words (cached by shape). */
export function wideGeometry(shape: Shape): WideGeometry {
  const id = shape.rows * 65 + shape.cols;
  let g = WIDE_GEOMETRY[id];
  if (g === undefined) {
    const { rows, cols } = shape;
    const words = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < rows * cols; i++) {
      const w = i < 32 ? 0 : 1;
      const b = (1 << (i & 31)) >>> 0;
      const c = i % cols;
      words[w] = (words[w] | b) >>> 0;
      if (c !== 0) words[2 + w] = (words[2 + w] | b) >>> 0;
      if (c !== cols - 1) words[4 + w] = (words[4 + w] | b) >>> 0;
    }
    g = {
      fullLo: words[0],
      fullHi: words[1],
      notFirstColLo: words[2],
      notFirstColHi: words[3],
      notLastColLo: words[4],
      notLastColHi: words[5],
    };
    WIDE_GEOMETRY[id] = g;
  }
  return g;
}

/**
 * The cells orthogonally adjacent to some cell of the pair `lo`, `hi` on a board of `cols`
 * columns with geometry `g`. Returns the low word; the high word is left in {@link shiftedHigh}.
 */
export function neighboursWide(lo: number, hi: number, g: WideGeometry, cols: number): number {
  const rightLo = shiftDownWide(lo & g.notLastColLo, hi & g.notLastColHi, 1);
  const rightHi = shiftedHigh;
  const leftLo = shiftUpWide(lo & g.notFirstColLo, hi & g.notFirstColHi, 1);
  const leftHi = shiftedHigh;
  const downLo = shiftDownWide(lo, hi, cols);
  const downHi = shiftedHigh;
  const upLo = shiftUpWide(lo, hi, cols);
  const upHi = shiftedHigh;
  shiftedHigh = ((rightHi | leftHi | downHi | upHi) & g.fullHi) >>> 0;
  return ((rightLo | leftLo | downLo | upLo) & g.fullLo) >>> 0;
}

/** The `len` bits (1 to 32) of the pair `lo`, `hi` from cell `start` on, as a word. */
export function fieldWide(lo: number, hi: number, start: number, len: number): number {
  const mask = len >= 32 ? 0xffffffff : (1 << len) - 1;
  if (start >= 32) return ((hi >>> (start - 32)) & mask) >>> 0;
  if (start + len <= 32) return ((lo >>> start) & mask) >>> 0;
  return (((lo >>> start) | (hi << (32 - start))) & mask) >>> 0;
}

/** Returns the number of set bits of the pair `lo`, `hi`. */
export function popCountWide(lo: number, hi: number): number {
  return popCount(lo) + popCount(hi);
}

/**
 * Splits the cells `lo`, `hi` of a wide board into orthogonally connected parts.
 *
 * @returns The parts as pairs, flat: `[lo0, hi0, lo1, hi1, ...]`, in order of their lowest cell.
 */
export function connectedPartsWide(lo: number, hi: number, shape: Shape): number[] {
  const out: number[] = [];
  const g = wideGeometry(shape);
  const cols = shape.cols;
  let restLo = lo >>> 0;
  let restHi = hi >>> 0;
  while (restLo !== 0 || restHi !== 0) {
    // Grow the part of the lowest cell left, a ring of neighbours a round, all cells at once.
    let partLo = restLo !== 0 ? (restLo & -restLo) >>> 0 : 0;
    let partHi = restLo !== 0 ? 0 : (restHi & -restHi) >>> 0;
    for (;;) {
      const nLo = neighboursWide(partLo, partHi, g, cols);
      const nHi = shiftedHigh;
      const grownLo = ((partLo | nLo) & restLo) >>> 0;
      const grownHi = ((partHi | nHi) & restHi) >>> 0;
      if (grownLo === partLo && grownHi === partHi) break;
      partLo = grownLo;
      partHi = grownHi;
    }
    out.push(partLo, partHi);
    restLo = (restLo & ~partLo) >>> 0;
    restHi = (restHi & ~partHi) >>> 0;
  }
  return out;
}

/**
 * {@link connectedPartsWide} cell by cell (a flood fill with a stack): the slow twin the tests
 * compare the bit-parallel one with.
 */
export function connectedPartsWideByCells(lo: number, hi: number, shape: Shape): number[] {
  const { rows, cols } = shape;
  const out: number[] = [];
  let restLo = lo >>> 0;
  let restHi = hi >>> 0;
  const stack: number[] = [];
  while (restLo !== 0 || restHi !== 0) {
    const start = restLo !== 0 ? lowestBit(restLo) : 32 + lowestBit(restHi);
    let partLo = 0;
    let partHi = 0;
    if (start < 32) {
      restLo = (restLo & ~(1 << start)) >>> 0;
      partLo = (1 << start) >>> 0;
    } else {
      restHi = (restHi & ~(1 << (start - 32))) >>> 0;
      partHi = (1 << (start - 32)) >>> 0;
    }
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const r = Math.floor(i / cols);
      const c = i - r * cols;
      for (let d = 0; d < 4; d++) {
        let j: number;
        if (d === 0) {
          if (r === 0) continue;
          j = i - cols;
        } else if (d === 1) {
          if (c === 0) continue;
          j = i - 1;
        } else if (d === 2) {
          if (c === cols - 1) continue;
          j = i + 1;
        } else {
          if (r === rows - 1) continue;
          j = i + cols;
        }
        if (j < 32) {
          const b = (1 << j) >>> 0;
          if ((restLo & b) === 0) continue;
          restLo = (restLo & ~b) >>> 0;
          partLo = (partLo | b) >>> 0;
        } else {
          const b = (1 << (j - 32)) >>> 0;
          if ((restHi & b) === 0) continue;
          restHi = (restHi & ~b) >>> 0;
          partHi = (partHi | b) >>> 0;
        }
        stack.push(j);
      }
    }
    out.push(partLo, partHi);
  }
  return out;
}

/**
 * Crops a wide board to the bounding box of the cells `focusLo`, `focusHi`, as {@link crop}
 * does: every layer is cut to that rectangle, and the result is narrow when it has at most 32
 * cells. An empty focus gives a 1 by 1 board with empty layers.
 */
export function cropWide(board: Layers, focusLo: number, focusHi: number): Layers {
  const { rows, cols } = board;
  if (cols > 32) return cropWideByCells(board, focusLo, focusHi);
  const high = board.high as readonly number[];
  if (focusLo === 0 && focusHi === 0) return { rows: 1, cols: 1, masks: board.masks.map(() => 0) };
  // The rows the focus meets and the columns it meets (the union of its rows), a row at a time.
  let top = -1;
  let bottom = -1;
  let used = 0;
  for (let r = 0; r < rows; r++) {
    const row = fieldWide(focusLo, focusHi, r * cols, cols);
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
  const lows: number[] = [];
  const highs: number[] = [];
  for (let k = 0; k < board.masks.length; k++) {
    let lo = 0;
    let hi = 0;
    for (let r = 0; r < h; r++) {
      const row = (fieldWide(board.masks[k], high[k], (top + r) * cols, cols) >>> left) & outBits;
      if (row === 0) continue;
      const at = r * w;
      if (at >= 32) hi |= row << (at - 32);
      else {
        lo |= row << at;
        if (at + w > 32) hi |= row >>> (32 - at);
      }
    }
    lows.push(lo >>> 0);
    highs.push(hi >>> 0);
  }
  return makeBoard(h, w, lows, highs);
}

/**
 * {@link cropWide} cell by cell: the slow twin the tests compare the row-by-row one with, and
 * the path of boards with more than 32 columns.
 */
export function cropWideByCells(board: Layers, focusLo: number, focusHi: number): Layers {
  const { rows, cols } = board;
  const high = board.high as readonly number[];
  if (focusLo === 0 && focusHi === 0) return { rows: 1, cols: 1, masks: board.masks.map(() => 0) };
  let top = rows;
  let bottom = -1;
  let left = cols;
  let right = -1;
  forEachBitWide(focusLo, focusHi, (i) => {
    const r = Math.floor(i / cols);
    const c = i - r * cols;
    if (r < top) top = r;
    if (r > bottom) bottom = r;
    if (c < left) left = c;
    if (c > right) right = c;
  });
  const h = bottom - top + 1;
  const w = right - left + 1;
  if (h === rows && w === cols) return board;
  const lows: number[] = [];
  const highs: number[] = [];
  for (let k = 0; k < board.masks.length; k++) {
    let lo = 0;
    let hi = 0;
    forEachBitWide(board.masks[k], high[k], (i) => {
      const r = Math.floor(i / cols) - top;
      const c = i - (r + top) * cols - left;
      if (r < 0 || r >= h || c < 0 || c >= w) return;
      const j = r * w + c;
      if (j < 32) lo = (lo | (1 << j)) >>> 0;
      else hi = (hi | (1 << (j - 32))) >>> 0;
    });
    lows.push(lo);
    highs.push(hi);
  }
  return makeBoard(h, w, lows, highs);
}

/** The high word of the last {@link permuteWide} result. */
let permutedHigh = 0;

/** Moves every set cell `i` of the pair `lo`, `hi` to `target[i]`; returns the low word. */
function permuteWide(lo: number, hi: number, target: Int8Array): number {
  let outLo = 0;
  let outHi = 0;
  forEachBitWide(lo, hi, (i) => {
    const j = target[i];
    if (j < 32) outLo |= 1 << j;
    else outHi |= 1 << (j - 32);
  });
  permutedHigh = outHi >>> 0;
  return outLo >>> 0;
}

/** {@link transform} of a wide board. */
function transformWide(board: Layers, symmetry: Symmetry): Layers {
  const p = permutation(board, symmetry);
  const high = board.high as readonly number[];
  const lows: number[] = [];
  const highs: number[] = [];
  for (let k = 0; k < board.masks.length; k++) {
    lows.push(permuteWide(board.masks[k], high[k], p.target));
    highs.push(permutedHigh);
  }
  return { rows: p.rows, cols: p.cols, masks: lows, high: highs };
}

/**
 * {@link symmetricKey} of a wide board: a negative number for one layer of at most 41 cells,
 * else a string starting with `w`.
 */
function symmetricKeyWide(board: Layers, symmetries: readonly Symmetry[]): number | string {
  if (
    symmetries === ROW_SYMMETRIES && board.masks.length === 1 && board.cols <= 32 &&
    board.rows * board.cols <= 41
  ) {
    return rowSymmetricKeyWide(board);
  }
  return symmetricKeyWideByCells(board, symmetries);
}

/** 2^i for i from 0 to 63, exact. */
const POW2 = Float64Array.from({ length: 64 }, (_, i) => 2 ** i);

/** The bits of a 32-bit word in reverse order (bit i to bit 31 - i). */
function reverse32(x: number): number {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  x = ((x >>> 8) & 0x00ff00ff) | ((x & 0x00ff00ff) << 8);
  return ((x >>> 16) | (x << 16)) >>> 0;
}

/**
 * {@link symmetricKeyWide} of one layer of at most 41 cells in at most 32 columns under
 * {@link ROW_SYMMETRIES}, the same number a row at a time: the four images keep the shape, so
 * the least is the least of the four values high * 2^32 + low (exact below 2^41), each built
 * from the board's rows (mirrored columns reverse the bits of a row, mirrored rows reverse the
 * order of the rows). Cost: a few operations a row, no allocation.
 */
function rowSymmetricKeyWide(board: Layers): number {
  const { rows, cols } = board;
  const lo = board.masks[0];
  const hi = (board.high as readonly number[])[0];
  let mirrorCols = 0;
  let mirrorRows = 0;
  let rotate = 0;
  for (let r = 0; r < rows; r++) {
    const row = fieldWide(lo, hi, r * cols, cols);
    if (row === 0) continue;
    const reversed = reverse32(row) >>> (32 - cols);
    const here = POW2[r * cols];
    const there = POW2[(rows - 1 - r) * cols];
    mirrorCols += reversed * here;
    mirrorRows += row * there;
    rotate += reversed * there;
  }
  let best = (hi >>> 0) * 4294967296 + (lo >>> 0);
  if (mirrorCols < best) best = mirrorCols;
  if (mirrorRows < best) best = mirrorRows;
  if (rotate < best) best = rotate;
  chargeWork(rows);
  return -1 - ((rows * 65 + cols) * 2199023255552 + best);
}

/**
 * {@link symmetricKeyWide} cell by cell, for any symmetries and layers: the slow twin the tests
 * compare the row-by-row key with.
 */
function symmetricKeyWideByCells(board: Layers, symmetries: readonly Symmetry[]): number | string {
  const layers = board.masks.length;
  const high = board.high as readonly number[];
  let bestRows = board.rows;
  let bestCols = board.cols;
  const best = board.masks.slice();
  const bestHigh = high.slice();
  const scratch = board.masks.slice();
  const scratchHigh = high.slice();
  // Each symmetry permutes every cell of every layer.
  chargeWork(symmetries.length * layers * board.rows * board.cols);
  for (const s of symmetries) {
    if (s === "identity") continue;
    const p = permutation(board, s);
    if (p.rows > bestRows || (p.rows === bestRows && p.cols > bestCols)) continue;
    let order = p.rows < bestRows || p.cols < bestCols ? -1 : 0;
    for (let k = 0; k < layers; k++) {
      scratch[k] = permuteWide(board.masks[k], high[k], p.target);
      scratchHigh[k] = permutedHigh;
      if (order === 0) {
        if (scratchHigh[k] !== bestHigh[k]) order = scratchHigh[k] < bestHigh[k] ? -1 : 1;
        else if (scratch[k] !== best[k]) order = scratch[k] < best[k] ? -1 : 1;
      }
    }
    if (order < 0) {
      bestRows = p.rows;
      bestCols = p.cols;
      for (let k = 0; k < layers; k++) {
        best[k] = scratch[k];
        bestHigh[k] = scratchHigh[k];
      }
    }
  }
  // One layer of at most 41 cells fits a number: the shape id (below 2^12) and 41 bits.
  // Negative, so it never equals a narrow board's one-layer key (those are positive).
  if (layers === 1 && bestRows * bestCols <= 41) {
    return -1 - ((bestRows * 65 + bestCols) * 2199023255552 + bestHigh[0] * 4294967296 + best[0]);
  }
  const codes = [bestRows * 65 + bestCols];
  for (let k = 0; k < layers; k++) {
    codes.push(best[k] & 0xffff, best[k] >>> 16, bestHigh[k] & 0xffff, bestHigh[k] >>> 16);
  }
  return "w" + String.fromCharCode(...codes);
}
