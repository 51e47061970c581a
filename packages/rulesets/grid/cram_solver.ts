/**
 * The Grundy value (nimber) and outcome of a Cram board by a bitboard search that splits the
 * board into independent regions and keeps a bounded table of region values (which threads can
 * share: `createCramSharing`).
 *
 * @module
 */

import { LimitError, PositionLimitError, spendSteps } from "@cgt/core/limits";
import { registerCacheOwner } from "@cgt/core/caches";
import { checkGridPosition, type GridPosition } from "../_bitboard.ts";
import { formatCram, parseCram } from "./cram.ts";
import {
  checkMaxNodes,
  checkOptions,
  checkSharing,
  checkSlotCount,
  DEFAULT_MAX_NODES,
  DEFAULT_TABLE_ENTRIES,
  MAX_TABLE_SLOTS,
  sharedTableSlots,
} from "./_solver_checks.ts";
import {
  addNodes,
  ANSWERS,
  claimBoard,
  CRAM_OWNER,
  createTable,
  OWNER,
  readShared,
  SLOTS,
  storeShared,
  tableBytes,
  type TableViews,
  tableViews,
  USED,
} from "./_shared_table.ts";

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
   * most as many entries and at most 2^24 (about 100 bytes each), the older half dropped when
   * full.
   *
   * @default {4_194_304}
   */
  maxTableEntries?: number;
  /**
   * One thread's part in a valuation of one board by several threads at once (Lazy SMP), as
   * `solveCramInParallel` of `@cgt/rulesets/solve-cram-in-parallel` runs it: the regions of
   * numeric key (at most 44 cells of bounding box) go to a table of fixed size on `memory`
   * (from {@link createCramSharing}, shared lock-free), instead of this solver's own growing
   * table; larger regions stay in this thread's maps (bounded by `maxTableEntries`). The board's
   * nimber is shared too: the first thread to value the board writes it, and the others stop and
   * take it. Thread k of n walks the options of every region it values starting k / n of the
   * way through their list (and on round to the start), so that the threads value different
   * regions first and find each other's values in the table. With `sharing`, `nodes` counts the
   * nodes of all threads together and `maxNodes` bounds that total (each thread adds its own
   * every 1,024 nodes). The memory serves one board: another board is refused.
   *
   * @default {undefined}
   */
  sharing?: CramSharing;
}

/** A thread's part in a shared valuation: see {@link CramSolverOptions.sharing}. */
export interface CramSharing {
  /** The shared memory of the valuation, from {@link createCramSharing}. */
  readonly memory: SharedArrayBuffer;
  /** This thread's number: 0 for the one that starts the valuation, then 1, 2 and so on. */
  readonly thread: number;
  /** The number of threads of the valuation. */
  readonly threads: number;
  /**
   * Called every 1,024 nodes (thread 0 starts its helpers from it); what it throws stops the
   * search.
   */
  readonly poll?: () => void;
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

/**
 * The most entries of a generation of the maps of large regions: a V8 `Map` holds at most 2^24
 * entries and fails past that ("Map maximum size exceeded"), which a young generation of half of
 * 2^26 would have reached (`cgt solve --max-memory` above about 3.4 GB asked for that).
 */
const MAP_GENERATION_MOST = 1 << 23;
/** The most slots a lookup in the table of numeric keys probes. */
const PROBES = 16;
/** The slots of the table of numeric keys at first; it doubles when half full. */
const FIRST_SLOTS = 1 << 12;
/** The widest a board may be on its narrow side (one byte per line). */
const NARROW = 8;
/** With `sharing`: how often (in nodes, a power of two) a thread polls the shared header. */
const POLL_EVERY = 1024;

/** Thrown inside a shared valuation when another thread has valued the board. */
const ANSWERED = new Error("Cannot finish the valuation: another thread answered first");

/**
 * The bytes a shared table of `slots` slots of {@link CramSolver} takes
 * ({@link createCramSharing}): per slot four 32-bit words (the region's key in two, its value,
 * the nodes its search took) and half of its bucket's sequence word, 18 bytes, and a header of
 * 64 bytes. Use it to size a shared table to a memory budget.
 *
 * @param slots The table's slots (a non-negative integer).
 * @returns The bytes the table takes.
 * @throws {TypeError} If `slots` is not a number.
 * @throws {RangeError} If `slots` is not a non-negative integer.
 *
 * @example Sizing a shared table to a memory budget
 * ```ts
 * import { cramTableBytes } from "@cgt/rulesets/cram-solver";
 * import assert from "node:assert/strict";
 *
 * assert.equal(cramTableBytes(1024), 64 + 18 * 1024);
 * assert.equal(cramTableBytes(2 ** 24) < 400_000_000, true);
 * ```
 */
export function cramTableBytes(slots: number): number {
  checkSlotCount("size a Cram table", slots);
  return tableBytes(slots);
}

/**
 * Makes the shared memory of a valuation of one Cram board by several threads (see
 * {@link CramSolverOptions.sharing}): a table of region values of `maxTableEntries` slots
 * (rounded down to a power of two, 1,024 to 2^26, 18 bytes each, {@link cramTableBytes}) in
 * buckets of two, and a header with the board, its nimber once known and the nodes of all
 * threads. Threads read and write entries lock-free under a sequence word per bucket (a
 * seqlock, every access an `Atomics` operation, which are sequentially consistent): a writer makes
 * the word odd by a compare-and-swap, writes and makes it even again (a writer that finds it odd
 * drops its store: the table is a cache), and a reader takes an entry only if the word was even
 * and the same before and after it read the entry, so it never takes a value stored for another
 * region. An entry's value word only gains bits: "not 0" is 1 and the value g is 2(g + 1), plus 1
 * if g is not 0, so a store of the value into an entry that said "not 0" leaves the value. In a
 * full bucket a new region takes the place of the one whose search took fewer nodes.
 *
 * @param maxTableEntries The table's slots.
 * @returns The memory, to pass to every thread's solver.
 * @throws {TypeError} If `maxTableEntries` is not a number.
 * @throws {RangeError} If `maxTableEntries` is not an integer of at least 1,024.
 *
 * @example Two solvers, one after the other: the second takes the nimber the first left
 * ```ts
 * import { CramSolver, createCramSharing } from "@cgt/rulesets/cram-solver";
 * import assert from "node:assert/strict";
 *
 * const memory = createCramSharing(1 << 12);
 * const first = new CramSolver({ sharing: { memory, thread: 0, threads: 2 } });
 * assert.equal(first.grundy("....|....|...."), 1);
 * const second = new CramSolver({ sharing: { memory, thread: 1, threads: 2 } });
 * const solution = second.solve("....|....|....");
 * assert.equal(solution.nimber, 1);
 * assert.equal(new CramSolver().grundy(solution.winningMove!), 0); // the memory serves one board
 * ```
 */
export function createCramSharing(maxTableEntries: number): SharedArrayBuffer {
  const slots = sharedTableSlots("create Cram sharing", maxTableEntries);
  const table = createTable(slots, true);
  table.header[OWNER] = CRAM_OWNER;
  return table.header.buffer as SharedArrayBuffer;
}

/** Whether `memory` is laid out as {@link createCramSharing} makes it. */
function isCramMemory(memory: SharedArrayBuffer): boolean {
  if (memory.byteLength < 64) return false;
  const header = new Int32Array(memory, 0, 16);
  const slots = header[SLOTS];
  return slots >= 2 && (slots & (slots - 1)) === 0 && memory.byteLength === tableBytes(slots) &&
    Atomics.load(header, OWNER) === CRAM_OWNER;
}

/** The number of moves (dominoes that fit) of the lines `rows`. */
function countMoves(rows: number[]): number {
  let n = 0;
  for (let i = 0; i < rows.length; i++) {
    const line = rows[i];
    for (let m = line & (line >> 1); m !== 0; m &= m - 1) n++;
    if (i + 1 < rows.length) { for (let m = line & rows[i + 1]; m !== 0; m &= m - 1) n++; }
  }
  return n;
}

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

/** Checks that `board` is a Cram position as `parseCram` makes it. */
function checkPosition(board: unknown): GridPosition {
  return checkGridPosition(
    "solve Cram board",
    board,
    1,
    'a string such as "..|.." or a position from parseCram',
  );
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
 * linear in the cells per move. With `sharing` (several threads, `solveCramInParallel`), the
 * regions of numeric key go to the shared table instead (18 bytes a slot, fixed size), and a node
 * costs some 20% to 30% more (its `Atomics` accesses).
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
  /** With `sharing`: this thread's part, and the views of the shared memory. */
  #sharing: CramSharing | undefined;
  #shared: TableViews | undefined;
  /** With `sharing`: the nodes already added to the shared count. */
  #reported = 0;
  /** With `sharing`: whether the board's nimber is being searched (another thread's stops it). */
  #asking = false;

  /**
   * Creates a solver.
   *
   * @param options Search limits and the table size.
   * @throws {TypeError} If `options` is not an object.
   * @throws {RangeError} If an option is out of range.
   */
  constructor(options: CramSolverOptions = {}) {
    const what = "create Cram solver";
    checkOptions(what, options, ["maxNodes", "maxTableEntries"]);
    const maxNodes = checkMaxNodes(what, options.maxNodes ?? DEFAULT_MAX_NODES);
    const table = options.maxTableEntries ?? DEFAULT_TABLE_ENTRIES;
    if (!(Number.isSafeInteger(table) && table >= 16 && table <= MAX_TABLE_SLOTS)) {
      throw new RangeError(
        `Cannot create Cram solver: maxTableEntries must be an integer from 16 to ${MAX_TABLE_SLOTS}, received ${table}`,
      );
    }
    this.#maxNodes = maxNodes;
    this.#limit = table;
    this.#sharing = checkSharing(what, options.sharing, isCramMemory, "createCramSharing");
  }

  /**
   * The number of regions in the table (with `sharing`: in the shared table, counted by all
   * threads, and this thread's maps).
   */
  get size(): number {
    const own = this.#filled + this.#young.size + this.#old.size;
    return this.#sharing === undefined
      ? own
      : own + Atomics.load(new Int32Array(this.#sharing.memory, 0, 2), USED);
  }

  /** Empties the table (with `sharing`: this thread's maps; the shared memory is the caller's). */
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
    const position = this.#read(board);
    this.#start();
    if (this.#sharing !== undefined) {
      const nimber = this.#sharedNimber(position);
      this.#report();
      return nimber;
    }
    return this.#sum(parts(narrowLines(position)));
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
    // With `sharing`, the threads share the nimber: the outcome is read off it.
    if (this.#sharing !== undefined) return this.grundy(board) === 0 ? "P" : "N";
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
    const nimber = this.#sharing === undefined
      ? this.#sum(parts(narrowLines(position)))
      : this.#sharedNimber(position);
    if (nimber === 0) return { outcome: "P", nimber, nodes: this.#allNodes() };
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
            return {
              outcome: "N",
              nimber,
              winningMove: formatCram(after),
              nodes: this.#allNodes(),
            };
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
    this.#reported = 0;
    if (!this.#registered) {
      this.#registered = true;
      registerCacheOwner(this);
    }
  }

  /** The nodes of this call: this thread's, or with `sharing` those of all threads together. */
  #allNodes(): number {
    return this.#sharing === undefined ? this.#nodes : this.#report();
  }

  /**
   * With `sharing`: the board's nimber, from the shared header if another thread has written it,
   * else searched (stopping as soon as another thread writes it) and written there.
   */
  #sharedNimber(position: GridPosition): number {
    this.#shared ??= tableViews(this.#sharing!.memory);
    const header = this.#shared.header;
    this.#claim(header, position);
    if (Atomics.load(header, ANSWERS) === 0) {
      this.#asking = true;
      try {
        const nimber = this.#sum(parts(narrowLines(position)));
        Atomics.compareExchange(header, ANSWERS, 0, nimber + 1);
      } catch (error) {
        if (error !== ANSWERED) throw error;
      } finally {
        this.#asking = false;
      }
    }
    return Atomics.load(header, ANSWERS) - 1;
  }

  /**
   * Marks shared memory as serving `position`, or checks that it does: the nimber in its header
   * is that board's, so another board must not use it.
   */
  #claim(header: Int32Array, position: GridPosition): void {
    const shape = position.rows * 128 + position.cols + 1;
    const lo = position.masks[0] | 0;
    const hi = (position.high?.[0] ?? 0) | 0;
    if (!claimBoard(header, shape, lo, hi)) {
      throw new RangeError(
        `Cannot solve Cram board: its shared memory serves another board, received ${
          formatCram(position)
        }`,
      );
    }
  }

  /** Adds this thread's nodes since the last report to the shared count; returns the total. */
  #report(): number {
    const added = this.#nodes - this.#reported;
    this.#reported = this.#nodes;
    return addNodes(this.#shared!, added);
  }

  /** With `sharing`, every 1,024 nodes: the caller's poll, the shared node limit, the nimber. */
  #poll(): void {
    this.#sharing!.poll?.();
    if (this.#report() > this.#maxNodes) throw new PositionLimitError(this.#maxNodes);
    if (this.#asking && Atomics.load(this.#shared!.header, ANSWERS) !== 0) throw ANSWERED;
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

  /** With `sharing`: the first slot of the bucket of a numeric key of 32-bit halves lo, hi. */
  #sharedSlot(lo: number, hi: number): number {
    let h = Math.imul(lo ^ Math.imul(hi, 0x27d4eb2d), 0x9e3779b1);
    h ^= h >>> 15;
    return h & (this.#shared!.header[SLOTS] - 2);
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
    if (typeof key === "number" && this.#sharing !== undefined) {
      const lo = key | 0;
      const hi = (key / 4294967296) | 0;
      const word = readShared(this.#shared!, this.#sharedSlot(lo, hi), lo, hi);
      if (word === 0) return undefined;
      return (word >>> 1) - 1; // -1 for "not 0"
    }
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

  /**
   * Records a region's value (-1: "not 0") found in `work` nodes (with `sharing`, the entry's
   * priority in a full bucket).
   */
  #set(key: RegionKey, value: number, work = 1): void {
    if (typeof key === "number" && this.#sharing !== undefined) {
      const lo = key | 0;
      const hi = (key / 4294967296) | 0;
      const word = value < 0 ? 1 : 2 * (value + 1) + (value === 0 ? 0 : 1);
      storeShared(this.#shared!, this.#sharedSlot(lo, hi), lo, hi, word, work);
      return;
    }
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
    if (this.#young.size >= Math.min(this.#limit >>> 1, MAP_GENERATION_MOST)) {
      this.#old = this.#young;
      this.#young = new Map();
    }
    this.#young.set(key, value);
  }

  #node(): void {
    const n = ++this.#nodes;
    if (this.#sharing !== undefined) {
      if ((n & (POLL_EVERY - 1)) === 0) this.#poll();
    } else if (n > this.#maxNodes) throw new PositionLimitError(this.#maxNodes);
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

  /**
   * Calls `f` with the lines of each option of `rows` (the same array, restored after) until it
   * returns true. With `sharing`, thread k of n starts k / n of the way through the options and
   * goes round to the start.
   */
  #options(rows: number[], f: (lines: number[]) => boolean): void {
    const sharing = this.#sharing;
    if (sharing === undefined || sharing.thread === 0) {
      this.#someOptions(rows, f, 0, Infinity);
      return;
    }
    const first = Math.floor((sharing.thread * countMoves(rows)) / sharing.threads);
    if (!this.#someOptions(rows, f, first, Infinity)) this.#someOptions(rows, f, 0, first);
  }

  /**
   * Calls `f` with the lines of the options of `rows` numbered `from` to `to` - 1 (in the order of
   * {@link countMoves}) until it returns true; returns whether it did.
   */
  #someOptions(
    rows: number[],
    f: (lines: number[]) => boolean,
    from: number,
    to: number,
  ): boolean {
    const h = rows.length;
    let at = 0;
    for (let i = 0; i < h; i++) {
      const line = rows[i];
      // Dominoes along line i: bits j and j + 1.
      let along = line & (line >> 1);
      while (along !== 0) {
        const b = along & -along;
        along ^= b;
        if (at >= to) return false;
        if (at++ < from) continue;
        rows[i] = line & ~(b | (b << 1));
        const stop = f(rows);
        rows[i] = line;
        if (stop) return true;
      }
      if (i + 1 < h) {
        const next = rows[i + 1];
        let across = line & next;
        while (across !== 0) {
          const b = across & -across;
          across ^= b;
          if (at >= to) return false;
          if (at++ < from) continue;
          rows[i] = line & ~b;
          rows[i + 1] = next & ~b;
          const stop = f(rows);
          rows[i] = line;
          rows[i + 1] = next;
          if (stop) return true;
        }
      }
    }
    return false;
  }

  /** The Grundy value of one cropped region. */
  #value(rows: number[], key: RegionKey): number {
    const known = this.#get(key);
    if (known !== undefined && known >= 0) return known;
    const before = this.#nodes;
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
    this.#set(key, g, this.#nodes - before);
    return g;
  }

  /** Whether one cropped region has Grundy value 0. */
  #isZero(rows: number[], key: RegionKey): boolean {
    const known = this.#get(key);
    if (known !== undefined) return known === 0;
    const before = this.#nodes;
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
    this.#set(key, zero ? 0 : -1, this.#nodes - before);
    return zero;
  }
}
