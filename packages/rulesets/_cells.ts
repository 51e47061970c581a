/**
 * Cell-by-cell helpers for the grid rulesets whose moves reach along lines or take several cells
 * at once (Amazons, Fission, the Clobber variants, Ski Jumps), on boards of up to 64 cells
 * (private). They work on the {@link GridPosition} layers of `_bitboard.ts`, narrow or wide, so
 * keys, cropping and symmetries stay those of the other grid rulesets.
 *
 * @module
 */

import { chargeWork } from "./_work.ts";
import {
  crop,
  cropWide,
  geometry,
  type GridPosition,
  hasCell,
  type Layers,
  lowestBit,
  type Shape,
} from "./_bitboard.ts";

/** A step on the board as (row change, column change). */
export type Direction = readonly [number, number];

/** The four orthogonal steps. */
export const ORTHOGONAL: readonly Direction[] = [[-1, 0], [0, -1], [0, 1], [1, 0]];

/** The four diagonal steps. */
export const DIAGONAL: readonly Direction[] = [[-1, -1], [-1, 1], [1, -1], [1, 1]];

/** The eight steps of a king or a queen. */
export const COMPASS: readonly Direction[] = [...ORTHOGONAL, ...DIAGONAL];

/** The eight knight's moves (CGSuite's `Coordinates.KnightsMove`). */
export const KNIGHTS_MOVE: readonly Direction[] = [
  [-2, -1],
  [-2, 1],
  [-1, -2],
  [-1, 2],
  [1, -2],
  [1, 2],
  [2, -1],
  [2, 1],
];

/**
 * For a shape and a list of directions: `table[i * n + d]` is the cell one step from cell `i` in
 * direction `d` (`n` directions), or -1 off the board. Tables are kept per direction list (by
 * identity: the lists are module constants) and shape; there are at most a few hundred shapes of
 * at most 64 cells, so the cache is bounded.
 */
const STEP_TABLES = new WeakMap<readonly Direction[], (Int8Array | undefined)[]>();

/**
 * Returns the step table of `shape` for `directions` (see {@link STEP_TABLES}).
 *
 * @param shape The board shape.
 * @param directions The directions, in a fixed order.
 * @returns `table[i * directions.length + d]`: the neighbour of cell `i` in direction `d`, or -1.
 */
export function stepTable(shape: Shape, directions: readonly Direction[]): Int8Array {
  let byShape = STEP_TABLES.get(directions);
  if (byShape === undefined) {
    byShape = [];
    STEP_TABLES.set(directions, byShape);
  }
  const id = shape.rows * 65 + shape.cols;
  let table = byShape[id];
  if (table !== undefined) return table;
  const { rows, cols } = shape;
  const n = directions.length;
  table = new Int8Array(rows * cols * n).fill(-1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      for (let d = 0; d < n; d++) {
        const r1 = r + directions[d][0];
        const c1 = c + directions[d][1];
        if (r1 >= 0 && r1 < rows && c1 >= 0 && c1 < cols) {
          table[(r * cols + c) * n + d] = r1 * cols + c1;
        }
      }
    }
  }
  byShape[id] = table;
  return table;
}

/**
 * The words of a position's layers as two mutable arrays, for editing cell by cell:
 * `lo[k]` holds cells 0 to 31 of layer `k`, `hi[k]` cells 32 to 63 (0 on a narrow board).
 */
export interface Words {
  /** Cells 0 to 31 of each layer. */
  readonly lo: number[];
  /** Cells 32 to 63 of each layer. */
  readonly hi: number[];
}

/** Copies the layers of `p` into mutable words. */
export function wordsOf(p: GridPosition): Words {
  return {
    lo: p.masks.slice(),
    hi: p.high === undefined ? p.masks.map(() => 0) : p.high.slice(),
  };
}

/** Sets (`on` true) or clears cell `i` of layer `k`. */
export function setCell(w: Words, k: number, i: number, on: boolean): void {
  if (i < 32) {
    const b = (1 << i) >>> 0;
    w.lo[k] = on ? (w.lo[k] | b) >>> 0 : (w.lo[k] & ~b) >>> 0;
  } else {
    const b = (1 << (i - 32)) >>> 0;
    w.hi[k] = on ? (w.hi[k] | b) >>> 0 : (w.hi[k] & ~b) >>> 0;
  }
}

/** Whether cell `i` of layer `k` is set in the words. */
export function getCell(w: Words, k: number, i: number): boolean {
  return i < 32 ? ((w.lo[k] >>> i) & 1) === 1 : ((w.hi[k] >>> (i - 32)) & 1) === 1;
}

/** The position of `shape` holding the words (wide exactly when it has more than 32 cells). */
export function positionOf(shape: Shape, w: Words): GridPosition {
  return shape.rows * shape.cols > 32
    ? { rows: shape.rows, cols: shape.cols, masks: w.lo, high: w.hi }
    : { rows: shape.rows, cols: shape.cols, masks: w.lo };
}

/** Whether cell `i` is set in any of the layers `ks` of `p`. */
export function inAny(p: GridPosition, ks: readonly number[], i: number): boolean {
  for (const k of ks) if (hasCell(p, k, i)) return true;
  return false;
}

/** The union of layers `ks` of `p`, as the pair `[lo, hi]`. */
export function unionOf(p: GridPosition, ks: readonly number[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const k of ks) {
    lo = (lo | p.masks[k]) >>> 0;
    if (p.high !== undefined) hi = (hi | p.high[k]) >>> 0;
  }
  return [lo, hi];
}

/**
 * Splits the cells `lo`, `hi` into the parts connected by the steps of `table` (a
 * {@link stepTable} with `n` directions).
 *
 * @returns The parts as pairs, flat: `[lo0, hi0, lo1, hi1, ...]`, in order of their lowest cell.
 */
export function partsBy(lo: number, hi: number, table: Int8Array, n: number): number[] {
  const out: number[] = [];
  let restLo = lo >>> 0;
  let restHi = hi >>> 0;
  const stack: number[] = [];
  while (restLo !== 0 || restHi !== 0) {
    const start = restLo !== 0 ? lowestBit(restLo) : 32 + lowestBit(restHi);
    let partLo = 0;
    let partHi = 0;
    const take = (j: number): boolean => {
      if (j < 32) {
        const b = (1 << j) >>> 0;
        if ((restLo & b) === 0) return false;
        restLo = (restLo & ~b) >>> 0;
        partLo = (partLo | b) >>> 0;
      } else {
        const b = (1 << (j - 32)) >>> 0;
        if ((restHi & b) === 0) return false;
        restHi = (restHi & ~b) >>> 0;
        partHi = (partHi | b) >>> 0;
      }
      return true;
    };
    take(start);
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() as number;
      for (let d = 0; d < n; d++) {
        const j = table[i * n + d];
        if (j >= 0 && take(j)) stack.push(j);
      }
    }
    out.push(partLo, partHi);
  }
  // Every cell taken looks in n directions; each part is then cut out (restrict, crop).
  chargeWork(n * (popCount(lo) + popCount(hi)) + 32 * out.length);
  return out;
}

function popCount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Keeps only the cells `lo`, `hi` of every layer of `p` and crops the board to their bounding
 * box (a narrow board when it has at most 32 cells).
 */
export function restrict(p: GridPosition, lo: number, hi: number): Layers {
  const masks = p.masks.map((m) => (m & lo) >>> 0);
  if (p.high === undefined) return crop({ rows: p.rows, cols: p.cols, masks }, lo);
  const high = p.high.map((m) => (m & hi) >>> 0);
  return cropWide({ rows: p.rows, cols: p.cols, masks, high }, lo, hi);
}

/** Whether the pair `lo`, `hi` shares a cell with layer `k` of `p`. */
export function meets(p: GridPosition, k: number, lo: number, hi: number): boolean {
  return (p.masks[k] & lo) !== 0 || (p.high !== undefined && (p.high[k] & hi) !== 0);
}

/**
 * Splits `active`, cells of a board of at most 32 cells, into the parts connected by king steps
 * (orthogonal or diagonal), bit-parallel: a part grows by one king step per round.
 *
 * @returns The masks of the parts, in order of their lowest cell.
 */
export function kingParts(active: number, shape: Shape): number[] {
  const g = geometry(shape);
  const cols = shape.cols;
  const parts: number[] = [];
  let rest = active >>> 0;
  while (rest !== 0) {
    let part = (rest & -rest) >>> 0;
    for (;;) {
      // One step sideways, then one step up or down from there: every king step.
      const wide = (part | ((part & g.notLastCol) << 1) | ((part & g.notFirstCol) >>> 1)) >>> 0;
      const near = cols >= 32 ? wide : (wide | ((wide << cols) & g.full) | (wide >>> cols)) >>> 0;
      const grown = (near & rest) >>> 0;
      if (grown === part) break;
      part = grown;
    }
    parts.push(part);
    rest = (rest & ~part) >>> 0;
  }
  return parts;
}
