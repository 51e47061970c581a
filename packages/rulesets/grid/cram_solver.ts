/**
 * The Grundy value (nimber) and outcome of a Cram board by a bitboard search that splits the
 * board into independent regions and keeps a bounded table of region values.
 *
 * @module
 */

import { LimitError, PositionLimitError, spendSteps } from "@cgt/core/limits";
import { registerCacheOwner } from "@cgt/core/caches";
import type { GridPosition } from "../_bitboard.ts";
import { formatCram, parseCram } from "./cram.ts";
import { typeFail } from "../_check.ts";

export type { GridPosition } from "../_bitboard.ts";
export { LimitError, PositionLimitError };

/** Options for {@link CramSolver}. */
export interface CramSolverOptions {
  /**
   * The most search nodes (regions valued or decided that were not in the table) one call may
   * visit; past it the call stops with a {@link PositionLimitError}. Each node also charges one
   * step to the work budget of `withStepLimit` (`@cgt/core/limits`), when one is set.
   *
   * @default {1_000_000_000}
   */
  maxNodes?: number;
  /**
   * The most regions the table keeps. Regions of at most 44 cells of bounding box go to a
   * typed-array table of at most that many slots (rounded down to a power of two; 10 bytes a
   * slot, so at most some 40 MB at the default), which starts small and doubles when half full;
   * once at its most, a new region replaces one near its slot. Larger regions go to maps of at
   * most as many entries (about 100 bytes each), the older half dropped when full.
   *
   * @default {4_194_304}
   */
  maxTableEntries?: number;
}

/** What {@link CramSolver.solve} returns. */
export interface CramSolution {
  /** `"N"` if the first player wins (the nimber is not 0), `"P"` if the second player wins. */
  readonly outcome: "N" | "P";
  /** The Grundy value: the position equals the nimber `*nimber`. */
  readonly nimber: number;
  /** When the first player wins, a winning move: the board after it, whose nimber is 0. */
  readonly winningMove?: string;
  /** The search nodes visited. */
  readonly nodes: number;
}

const DEFAULT_MAX_NODES = 1_000_000_000;
const DEFAULT_TABLE = 1 << 22;
/** The largest `maxTableEntries`. */
const MAX_TABLE = 1 << 26;
/** The most slots a lookup in the table of numeric keys probes. */
const PROBES = 16;
/** The slots of the table of numeric keys at first; it doubles when half full. */
const FIRST_SLOTS = 1 << 12;
/** The widest a board may be on its narrow side (one byte per line). */
const NARROW = 8;

/** REVERSE[w][b]: the low `w` bits of `b` in reverse order. */
const REVERSE: Uint8Array[] = Array.from({ length: NARROW + 1 }, (_, w) => {
  const t = new Uint8Array(256);
  for (let b = 0; b < 256; b++) {
    let r = 0;
    for (let i = 0; i < w; i++) if ((b >> i) & 1) r |= 1 << (w - 1 - i);
    t[b] = r;
  }
  return t;
});

/** The number of bits up to the highest set bit. */
function bitLength(x: number): number {
  return 32 - Math.clz32(x);
}

/** The region `rows` cropped: no empty first or last line, and some line with bit 0 set. */
function crop(rows: number[]): number[] {
  let a = 0;
  let b = rows.length;
  while (a < b && rows[a] === 0) a++;
  while (b > a && rows[b - 1] === 0) b--;
  let any = 0;
  for (let i = a; i < b; i++) any |= rows[i];
  const shift = any === 0 ? 0 : 31 - Math.clz32(any & -any);
  const out = new Array<number>(b - a);
  for (let i = a; i < b; i++) out[i - a] = rows[i] >> shift;
  return out;
}

/** The connected parts of the cells of `rows` (lines of at most 8 bits), each cropped. */
function parts(rows: number[]): number[][] {
  const rest = rows.slice();
  const found: number[][] = [];
  const h = rest.length;
  for (let start = 0; start < h; start++) {
    while (rest[start] !== 0) {
      const part = new Array<number>(h).fill(0);
      part[start] = rest[start] & -rest[start];
      let lo = start;
      let hi = start;
      for (let grown = true; grown;) {
        grown = false;
        for (let i = Math.max(0, lo - 1); i <= Math.min(h - 1, hi + 1); i++) {
          const p = part[i];
          const near = p | (p << 1) | (p >> 1) | (i > 0 ? part[i - 1] : 0) |
            (i + 1 < h ? part[i + 1] : 0);
          const next = near & rest[i];
          if (next !== p) {
            part[i] = next;
            grown = true;
            if (i < lo) lo = i;
            if (i > hi) hi = i;
          }
        }
      }
      for (let i = lo; i <= hi; i++) rest[i] &= ~part[i];
      found.push(crop(part.slice(lo, hi + 1)));
    }
  }
  return found;
}

/** A region's key: a number for regions of at most 44 cells of bounding box, else a string. */
type RegionKey = number | string;

/** The number of cells of bounding box up to which keys are numbers. */
const NUMERIC_CELLS = 44;

/**
 * The key of a cropped region: the least of its images under the symmetries of its bounding
 * box (the four mirror images, and the four transposed ones when it is at most 8 by 8). A box
 * of at most 44 cells gives a number (the image's cells row by row, then its height and width);
 * a larger one a string of one character per line.
 */
function regionKey(rows: number[]): RegionKey {
  const h = rows.length;
  let any = 0;
  for (const r of rows) any |= r;
  const w = bitLength(any);
  if (h * w <= NUMERIC_CELLS) {
    let best = Infinity;
    // The images of `lines` (`width` bits each, `n` of them) mirrored top to bottom, left to
    // right, or both, packed with their shape.
    const consider = (lines: number[], n: number, width: number) => {
      const back = REVERSE[width];
      const step = 1 << width;
      const shape = n * 8 + width - 1;
      let a = 0;
      let b = 0;
      let c = 0;
      let d = 0;
      for (let i = 0; i < n; i++) {
        const top = lines[i];
        const bottom = lines[n - 1 - i];
        a = a * step + top;
        b = b * step + bottom;
        c = c * step + back[top];
        d = d * step + back[bottom];
      }
      const least = Math.min(a, b, c, d) * 512 + shape;
      if (least < best) best = least;
    };
    consider(rows, h, w);
    if (h <= NARROW) {
      const t = TRANSPOSED;
      for (let c = 0; c < w; c++) t[c] = 0;
      for (let i = 0; i < h; i++) {
        for (let m = rows[i]; m !== 0; m &= m - 1) t[31 - Math.clz32(m & -m)] |= 1 << i;
      }
      consider(t, w, h);
    }
    return best;
  }
  let best = String.fromCharCode(...rows);
  const consider = (lines: number[], width: number, withItself: boolean) => {
    const back = REVERSE[width];
    const n = lines.length;
    const codes = new Array<number>(n);
    for (let s = withItself ? 0 : 1; s < 4; s++) {
      for (let i = 0; i < n; i++) {
        const line = lines[(s & 1) ? n - 1 - i : i];
        codes[i] = (s & 2) ? back[line] : line;
      }
      const k = String.fromCharCode(...codes);
      if (k < best) best = k;
    }
  };
  consider(rows, w, false);
  if (h <= NARROW) {
    const t = new Array<number>(w).fill(0);
    for (let i = 0; i < h; i++) {
      for (let c = 0; c < w; c++) if ((rows[i] >> c) & 1) t[c] |= 1 << i;
    }
    consider(t, h, true);
  }
  return best;
}

/** Scratch lines for the transposed image in {@link regionKey}. */
const TRANSPOSED: number[] = new Array<number>(NARROW).fill(0);

/**
 * Whether the second player wins a cropped region by symmetry: it is its own image under the
 * half turn, and no empty cell is its own image or next to it, so every domino has a disjoint
 * image that the second player can always place (the strategy Gardner, 1974, gives for even by
 * even boards). Then the region's Grundy value is 0.
 */
function symmetricZero(rows: number[]): boolean {
  const h = rows.length;
  let any = 0;
  for (const r of rows) any |= r;
  const w = bitLength(any);
  const back = REVERSE[w];
  for (let i = 0; i < h; i++) if (back[rows[h - 1 - i]] !== rows[i]) return false;
  // The cell next to (or at) its own image: only at the centre, on an odd side.
  if (h % 2 === 1 && w % 2 === 1) return ((rows[(h - 1) / 2] >> ((w - 1) / 2)) & 1) === 0;
  if (h % 2 === 0 && w % 2 === 1) return ((rows[h / 2] >> ((w - 1) / 2)) & 1) === 0;
  if (h % 2 === 1 && w % 2 === 0) return ((rows[(h - 1) / 2] >> (w / 2)) & 1) === 0;
  return true;
}

/** The lines of `p` across its narrow side (at most 8 cells each), transposed if need be. */
function narrowLines(p: GridPosition): number[] {
  const { rows, cols } = p;
  const free = (i: number): number =>
    i < 32 ? (p.masks[0] >>> i) & 1 : ((p.high?.[0] ?? 0) >>> (i - 32)) & 1;
  const transpose = cols > NARROW;
  const lines = new Array<number>(transpose ? cols : rows).fill(0);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (free(r * cols + c)) {
        if (transpose) lines[c] |= 1 << r;
        else lines[r] |= 1 << c;
      }
    }
  }
  return lines;
}

function checkPosition(board: unknown): GridPosition {
  const p = board as GridPosition;
  if (
    p === null || typeof p !== "object" || !Number.isSafeInteger(p.rows) ||
    !Number.isSafeInteger(p.cols) || p.rows < 1 || p.cols < 1 || p.rows * p.cols > 64 ||
    !Array.isArray(p.masks) || typeof p.masks[0] !== "number"
  ) {
    typeFail(
      "solve Cram board",
      'the board must be a string such as "..|.." or a parsed position of at most 64 cells',
      board,
    );
  }
  return p;
}

/**
 * A Cram solver that keeps its table of region values across calls. Cram is impartial, so a
 * board is a nimber (Sprague 1935, Grundy 1939), and the value of a board is the nim-sum (XOR)
 * of the values of its regions (the connected parts of its empty cells).
 *
 * The search works on bitboards: a board is held across its narrow side (at most 8 cells, as a
 * board of 64 cells has a side of at most 8), one byte per line. A region's value is the mex of
 * the values of its options; each option is split into its regions again, regions that occur
 * twice cancel (x XOR x = 0) and the rest are looked up or valued in turn. Regions are keyed by
 * the least of their images under the symmetries of their bounding box (the four mirror images,
 * and the transposed ones when the box is at most 8 by 8).
 *
 * A region that is its own half-turn image with no empty cell at or next to its own image is 0
 * without search: the second player answers each domino with its image (Gardner 1974; this is
 * why even by even boards are 0).
 *
 * The outcome alone ({@link CramSolver.outcome}) asks less: a region is 0 (a second-player win)
 * if no option is 0. An option that is one region is 0 exactly when that region is, which is
 * the same question again and stops at its first winning move; an option of several regions is
 * 0 when the nim-sum of their values is, which needs their values (unless they cancel in pairs).
 * The table keeps both kinds of answer: a value, or "not 0".
 *
 * Cost: memory is the table (10 bytes a slot for most regions, see `maxTableEntries`); time is the
 * nodes (regions not found in the table), each listing its moves and splitting each option, so
 * linear in the cells per move.
 *
 * @example Cram 3x4 (a first-player win worth *1) and 4x4 (0)
 * ```ts
 * import { CramSolver } from "@cgt/rulesets/cram-solver";
 * import assert from "node:assert/strict";
 *
 * const solver = new CramSolver({ maxTableEntries: 1 << 16 });
 * assert.equal(solver.grundy("....|....|...."), 1);
 * assert.equal(solver.outcome("....|....|....|...."), "P"); // even by even: 0 by symmetry
 * const win = solver.solve("...");
 * assert.equal(win.nimber, 1);
 * assert.equal(solver.grundy(win.winningMove!), 0);
 * ```
 */
export class CramSolver {
  #maxNodes: number;
  #limit: number;
  /**
   * Region values (a nimber, or -1 for "not 0, value unknown"). Numeric keys live in an
   * open-addressing table of typed arrays (a key of 0 marks an empty slot: no key is 0); string
   * keys in two generations of maps.
   */
  #keys: Float64Array | undefined;
  #values: Int16Array | undefined;
  #filled = 0;
  #young = new Map<RegionKey, number>();
  #old = new Map<RegionKey, number>();
  #nodes = 0;
  #registered = false;

  /**
   * Creates a solver.
   *
   * @param options Search limits and the table size.
   * @throws {TypeError} If `options` is not an object.
   * @throws {RangeError} If an option is out of range.
   */
  constructor(options: CramSolverOptions = {}) {
    if (options === null || typeof options !== "object") {
      typeFail("create Cram solver", "options must be an object", options);
    }
    const maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
    if (!(Number.isSafeInteger(maxNodes) && maxNodes >= 1)) {
      throw new RangeError(
        `Cannot create Cram solver: maxNodes must be a positive integer, received ${maxNodes}`,
      );
    }
    const table = options.maxTableEntries ?? DEFAULT_TABLE;
    if (!(Number.isSafeInteger(table) && table >= 16 && table <= MAX_TABLE)) {
      throw new RangeError(
        `Cannot create Cram solver: maxTableEntries must be an integer from 16 to ${MAX_TABLE}, received ${table}`,
      );
    }
    this.#maxNodes = maxNodes;
    this.#limit = table;
  }

  /** The number of regions in the table. */
  get size(): number {
    return this.#filled + this.#young.size + this.#old.size;
  }

  /** Empties the table. */
  clear(): void {
    this.#keys = this.#values = undefined;
    this.#filled = 0;
    this.#young = new Map();
    this.#old = new Map();
  }

  /**
   * Returns the Grundy value of a Cram board: the `g` with board = `*g`.
   *
   * @param board A board as `parseCram` reads it (`"...|.#."`, `#` a filled cell), at most 64
   *   cells, or its position.
   * @returns The Grundy value.
   * @throws {SyntaxError} If the board cannot be read.
   * @throws {RangeError} If it has more than 64 cells.
   * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes.
   * @throws {GameLimitError} If the work budget of `withStepLimit` runs out.
   *
   * @example
   * ```ts
   * import { CramSolver } from "@cgt/rulesets/cram-solver";
   * import assert from "node:assert/strict";
   *
   * assert.equal(new CramSolver().grundy("....|....|....|....|...."), 2); // 5x4 (Beling)
   * ```
   */
  grundy(board: string | GridPosition): number {
    this.#start();
    return this.#sum(parts(narrowLines(this.#read(board))));
  }

  /**
   * Returns who wins a Cram board: `"P"` (the second player) when its Grundy value is 0, else
   * `"N"` (the first player), searching only as far as that question needs.
   *
   * @param board A board as `parseCram` reads it, or its position.
   * @returns `"P"` or `"N"`.
   * @throws {SyntaxError} If the board cannot be read.
   * @throws {RangeError} If it has more than 64 cells.
   * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes.
   * @throws {GameLimitError} If the work budget of `withStepLimit` runs out.
   *
   * @example
   * ```ts
   * import { CramSolver } from "@cgt/rulesets/cram-solver";
   * import assert from "node:assert/strict";
   *
   * assert.equal(new CramSolver().outcome("...|...|..."), "P");
   * ```
   */
  outcome(board: string | GridPosition): "N" | "P" {
    this.#start();
    return this.#sumIsZero(parts(narrowLines(this.#read(board)))) ? "P" : "N";
  }

  /**
   * Solves a Cram board: its Grundy value, the outcome, and, when the first player wins, a
   * winning move (checked: the board after it has Grundy value 0).
   *
   * @param board A board as `parseCram` reads it, or its position.
   * @returns The outcome, the nimber, a winning move and the nodes visited.
   * @throws {SyntaxError} If the board cannot be read.
   * @throws {RangeError} If it has more than 64 cells.
   * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes.
   * @throws {GameLimitError} If the work budget of `withStepLimit` runs out.
   *
   * @example
   * ```ts
   * import { CramSolver } from "@cgt/rulesets/cram-solver";
   * import assert from "node:assert/strict";
   *
   * const s = new CramSolver().solve("....");
   * assert.equal(s.nimber, 2);
   * assert.equal(s.outcome, "N");
   * assert.equal(s.winningMove, ".##."); // leaves two single cells: no move, 0
   * ```
   */
  solve(board: string | GridPosition): CramSolution {
    const position = this.#read(board);
    this.#start();
    const nimber = this.#sum(parts(narrowLines(position)));
    if (nimber === 0) return { outcome: "P", nimber, nodes: this.#nodes };
    const { rows, cols } = position;
    const lo = position.masks[0];
    const hi = position.high?.[0] ?? 0;
    const free = (i: number): boolean => ((i < 32 ? lo >>> i : hi >>> (i - 32)) & 1) === 1;
    const without = (i: number, j: number): GridPosition => {
      let a = lo;
      let b = hi;
      for (const k of [i, j]) {
        if (k < 32) a &= ~(1 << k);
        else b &= ~(1 << (k - 32));
      }
      return position.high === undefined
        ? { rows, cols, masks: [a >>> 0] }
        : { rows, cols, masks: [a >>> 0], high: [b >>> 0] };
    };
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        if (!free(i)) continue;
        for (const j of [c + 1 < cols ? i + 1 : -1, r + 1 < rows ? i + cols : -1]) {
          if (j < 0 || !free(j)) continue;
          const after = without(i, j);
          if (this.#sum(parts(narrowLines(after))) === 0) {
            return { outcome: "N", nimber, winningMove: formatCram(after), nodes: this.#nodes };
          }
        }
      }
    }
    throw new RangeError("Cannot solve Cram board: internal error, no winning move found");
  }

  #read(board: string | GridPosition): GridPosition {
    return typeof board === "string" ? parseCram(board) : checkPosition(board);
  }

  #start(): void {
    this.#nodes = 0;
    if (!this.#registered) {
      this.#registered = true;
      registerCacheOwner(this);
    }
  }

  /** The most slots: a power of two of at most `maxTableEntries`. */
  #maxSlots(): number {
    return 2 ** Math.floor(Math.log2(this.#limit));
  }

  /** Makes an empty table of numeric keys of `slots` slots. */
  #allocate(slots: number): void {
    this.#keys = new Float64Array(slots);
    this.#values = new Int16Array(slots);
    this.#filled = 0;
  }

  /** Doubles the table of numeric keys, placing its keys again, unless it is at its most. */
  #grow(): boolean {
    const keys = this.#keys!;
    if (keys.length >= this.#maxSlots()) return false;
    const values = this.#values!;
    this.#allocate(keys.length * 2);
    for (let i = 0; i < keys.length; i++) if (keys[i] !== 0) this.#set(keys[i], values[i]);
    return true;
  }

  /** The first slot to probe for a numeric key (a mix of its two 32-bit halves). */
  #slot(key: number): number {
    let h = Math.imul(
      (key >>> 0) ^ Math.imul(Math.floor(key / 4294967296), 0x27d4eb2d),
      0x9e3779b1,
    );
    h ^= h >>> 15;
    return h & (this.#keys!.length - 1);
  }

  #get(key: RegionKey): number | undefined {
    if (typeof key === "number") {
      const keys = this.#keys;
      if (keys === undefined) return undefined;
      const mask = keys.length - 1;
      let i = this.#slot(key);
      for (let probe = 0; probe < PROBES; probe++, i = (i + 1) & mask) {
        const k = keys[i];
        if (k === key) return this.#values![i];
        if (k === 0) return undefined;
      }
      return undefined;
    }
    const v = this.#young.get(key);
    if (v !== undefined) return v;
    const w = this.#old.get(key);
    if (w !== undefined) this.#set(key, w);
    return w;
  }

  #set(key: RegionKey, value: number): void {
    if (typeof key === "number") {
      if (this.#keys === undefined) this.#allocate(Math.min(FIRST_SLOTS, this.#maxSlots()));
      else if (this.#filled >= this.#keys.length >>> 1) this.#grow();
      const keys = this.#keys!;
      const mask = keys.length - 1;
      const first = this.#slot(key);
      let i = first;
      for (let probe = 0; probe < PROBES; probe++, i = (i + 1) & mask) {
        const k = keys[i];
        if (k === key || k === 0) {
          if (k === 0) this.#filled++;
          keys[i] = key;
          this.#values![i] = value;
          return;
        }
      }
      // No room near its slot: a larger table if it may grow, else it replaces the first key
      // probed (that region is found again by search if it is asked for).
      if (this.#grow()) return this.#set(key, value);
      keys[first] = key;
      this.#values![first] = value;
      return;
    }
    if (this.#young.size >= (this.#limit >>> 1)) {
      this.#old = this.#young;
      this.#young = new Map();
    }
    this.#young.set(key, value);
  }

  #node(): void {
    if (++this.#nodes > this.#maxNodes) throw new PositionLimitError(this.#maxNodes);
    spendSteps(1);
  }

  /** The regions of `regions` left once equal ones cancel in pairs, with their keys. */
  #uncancelled(regions: number[][]): [number[], RegionKey][] {
    const keyed = regions.map((r) => [r, regionKey(r)] as [number[], RegionKey]);
    if (keyed.length < 2) return keyed;
    const out: [number[], RegionKey][] = [];
    for (const k of keyed) {
      const twin = out.findIndex((o) => o[1] === k[1]);
      if (twin >= 0) out.splice(twin, 1);
      else out.push(k);
    }
    return out;
  }

  /** The nim-sum of the values of `regions`. */
  #sum(regions: number[][]): number {
    let x = 0;
    for (const [r, k] of this.#uncancelled(regions)) x ^= this.#value(r, k);
    return x;
  }

  /** Whether the nim-sum of the values of `regions` is 0. */
  #sumIsZero(regions: number[][]): boolean {
    const rest = this.#uncancelled(regions);
    if (rest.length === 0) return true;
    if (rest.length === 1) return this.#isZero(rest[0][0], rest[0][1]);
    let x = 0;
    for (const [r, k] of rest) x ^= this.#value(r, k);
    return x === 0;
  }

  /** Calls `f` with the lines of each option of `rows` (the same array, restored after). */
  #options(rows: number[], f: (lines: number[]) => boolean): void {
    const h = rows.length;
    for (let i = 0; i < h; i++) {
      const line = rows[i];
      // Dominoes along line i: bits j and j + 1.
      let along = line & (line >> 1);
      while (along !== 0) {
        const b = along & -along;
        along ^= b;
        rows[i] = line & ~(b | (b << 1));
        const stop = f(rows);
        rows[i] = line;
        if (stop) return;
      }
      if (i + 1 < h) {
        const next = rows[i + 1];
        let across = line & next;
        while (across !== 0) {
          const b = across & -across;
          across ^= b;
          rows[i] = line & ~b;
          rows[i + 1] = next & ~b;
          const stop = f(rows);
          rows[i] = line;
          rows[i + 1] = next;
          if (stop) return;
        }
      }
    }
  }

  /** The Grundy value of one cropped region. */
  #value(rows: number[], key: RegionKey): number {
    const known = this.#get(key);
    if (known !== undefined && known >= 0) return known;
    this.#node();
    if (symmetricZero(rows)) {
      this.#set(key, 0);
      return 0;
    }
    const seen: boolean[] = [];
    this.#options(rows, (lines) => {
      seen[this.#sum(parts(lines))] = true;
      return false;
    });
    let g = 0;
    while (seen[g]) g++;
    this.#set(key, g);
    return g;
  }

  /** Whether one cropped region has Grundy value 0. */
  #isZero(rows: number[], key: RegionKey): boolean {
    const known = this.#get(key);
    if (known !== undefined) return known === 0;
    this.#node();
    if (symmetricZero(rows)) {
      this.#set(key, 0);
      return true;
    }
    let zero = true;
    this.#options(rows, (lines) => {
      if (this.#sumIsZero(parts(lines))) zero = false;
      return !zero;
    });
    if (!zero) this.#set(key, -1);
    else this.#set(key, 0);
    return zero;
  }
}
