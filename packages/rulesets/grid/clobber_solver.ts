/**
 * Who wins a Clobber board moving first, by a bitboard alpha-beta search with a typed-array
 * transposition table and the values of small components: boards past the reach of the generic
 * search (4x6, 5x5 and beyond).
 *
 * @module
 */

import { LimitError, PositionLimitError, spendSteps, stepsRemaining } from "@cgt/core/limits";
import { withStepLimit } from "@cgt/core/limits";
import { registerCacheOwner } from "@cgt/core/caches";
import { type Game, ZERO } from "@cgt/partizan/game";
import { add, negate } from "@cgt/partizan/arithmetic";
import { outcome } from "@cgt/partizan/compare";
import { Solver } from "@cgt/partizan/search";
import type { GridPosition } from "../_bitboard.ts";
import { CLOBBER, formatClobber, parseClobber } from "./clobber.ts";
import { typeFail } from "../_check.ts";
import {
  checkMaxNodes,
  checkOptions,
  checkProgress,
  checkSlotCount,
  checkValueCells,
  DEFAULT_MAX_NODES,
  DEFAULT_TABLE_ENTRIES,
  solution,
  tableSlots,
} from "./_solver_checks.ts";

export type { GridPosition } from "../_bitboard.ts";
export type { Game } from "@cgt/partizan/game";
export { LimitError, PositionLimitError };

/** Options for {@link solveClobber} and {@link ClobberSolver}. */
export interface ClobberSolverOptions {
  /**
   * The most search nodes one call may visit; past it the search stops with a
   * {@link PositionLimitError}. Each node also charges one step to the work budget of
   * `withStepLimit` (`@cgt/core/limits`), when one is set.
   *
   * @default {1_000_000_000}
   */
  maxNodes?: number;
  /**
   * The number of slots of the transposition table, rounded down to a power of two, at least
   * 1024 and at most 2^26; each takes 28 bytes ({@link clobberTableBytes}): five 32-bit key
   * words, a word of results and one of the nodes its search took.
   *
   * @default {4_194_304}
   */
  maxTableEntries?: number;
  /**
   * Called every 65,536 nodes with the nodes so far (for a progress line); what it throws stops
   * the search.
   *
   * @default {undefined}
   */
  onProgress?: (nodes: number) => void;
  /**
   * The most stones a component (a group of orthogonally connected stones) may have to be
   * valued by the value engine of `@cgt/partizan/search` (within a budget of 200,000 steps
   * each; a component that needs more is searched instead). Components worth 0, and pairs of
   * components whose values are negatives of each other, are then taken off the board; the
   * others are keyed by the sum of their values; and a board whose components are all valued is
   * decided by the outcome of that sum, without search. 0 turns it off (dead components, of one
   * colour, are still taken off). Larger values cost more than they save: on the 6x4
   * checkerboard 6 took 11.0M nodes in 15.1 CPU s, 8 took 8.8M in 15.9 s, 10 took 7.2M in 50 s.
   *
   * @default {8}
   */
  valueCells?: number;
}

/** Who wins a Clobber board, and how: what {@link solveClobber} returns. */
export interface ClobberSolution {
  /**
   * The outcome class: `"L"` if Left (`x`) wins whoever starts, `"R"` if Right (`o`) does,
   * `"N"` if the first player wins, `"P"` if the second player wins.
   */
  readonly outcome: "L" | "R" | "N" | "P";
  /** Whether Left (`x`) wins moving first. */
  readonly leftFirst: boolean;
  /** Whether Right (`o`) wins moving first. */
  readonly rightFirst: boolean;
  /** A winning first move of Left, as the board after it, when `leftFirst`. */
  readonly leftMove?: string;
  /** A winning first move of Right, as the board after it, when `rightFirst`. */
  readonly rightMove?: string;
  /** The search nodes visited (positions expanded or decided that the table did not hold). */
  readonly nodes: number;
}

const DEFAULT_VALUE_CELLS = 8;
/** The most stones `valueCells` allows (the value engine's cost grows fast past it). */
const MAX_VALUE_CELLS = 16;
const PROGRESS_EVERY = 1 << 16;
/**
 * Int32 words a table slot takes: the key's five (occupancy, Left's stones, the id of the sum of
 * the small components), the result bits, the nodes its search took.
 */
const SLOT_WORDS = 7;
/** The most a slot's node count records. */
const MAX_WORK = 0x3fffffff;
/** The work budget for valuing one component; a component that needs more is searched. */
const VALUE_STEPS = 200_000;
/** The slots of the table of component values (4-word keys); it is emptied when half full. */
const COMPONENT_SLOTS = 1 << 17;
/** The most moves a position of 64 cells has: one per adjacent pair of cells (112), and room. */
const MAX_MOVES = 128;
/** The most plies of a search: each move takes a stone off the board. */
const MAX_DEPTH = 66;

/** Table bits: Left-to-move result known / a win; Right-to-move likewise. */
const L_KNOWN = 1;
const L_WINS = 2;
const R_KNOWN = 4;
const R_WINS = 8;
/** The sign bit of a 32-bit word: XORed in, signed order becomes unsigned order. */
const SIGN = 0x80000000 | 0;
/** What the component analysis of a node found: the board is not decided by values. */
const UNDECIDED = -1;

/**
 * The bytes a transposition table of `slots` slots of {@link ClobberSolver} takes: 28 a slot
 * (five 32-bit key words, a word of results and one of the nodes its search took). Use it to
 * size `maxTableEntries` to a memory budget.
 *
 * @param slots The table's slots (a non-negative integer).
 * @returns The bytes the table takes.
 * @throws {TypeError} If `slots` is not a number.
 * @throws {RangeError} If it is not a non-negative integer.
 *
 * @example Sizing a table to a memory budget
 * ```ts
 * import { clobberTableBytes } from "@cgt/rulesets/clobber-solver";
 * import assert from "node:assert/strict";
 *
 * assert.equal(clobberTableBytes(1024), 28 * 1024);
 * ```
 */
export function clobberTableBytes(slots: number): number {
  checkSlotCount("size a Clobber table", slots);
  return 4 * SLOT_WORDS * slots;
}

// 64-bit masks as pairs of 32-bit words (lo: cells 0 to 31, hi: 32 to 63). The shifts leave
// their result in SL, SH (no allocation on the hot path).
let SL = 0;
let SH = 0;

/** (l, h) shifted toward higher cells by k (1 to 64): cell i goes to i + k. */
function shiftUp(l: number, h: number, k: number): void {
  if (k < 32) {
    SH = (h << k) | (l >>> (32 - k));
    SL = l << k;
  } else if (k < 64) {
    SH = l << (k - 32);
    SL = 0;
  } else {
    SH = 0;
    SL = 0;
  }
}

/** (l, h) shifted toward lower cells by k (1 to 64): cell i goes to i - k. */
function shiftDown(l: number, h: number, k: number): void {
  if (k < 32) {
    SL = (l >>> k) | (h << (32 - k));
    SH = h >>> k;
  } else if (k < 64) {
    SL = h >>> (k - 32);
    SH = 0;
  } else {
    SL = 0;
    SH = 0;
  }
}

/** The number of set bits of a 32-bit word. */
function bits32(w: number): number {
  w = w - ((w >>> 1) & 0x55555555);
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/**
 * A Clobber outcome search that keeps its transposition table across calls (boards of one size
 * share it). Left plays `x` (Black in MCGS), Right plays `o`, as `parseClobber` reads them.
 * Cost: memory is the table (28 bytes a slot, {@link clobberTableBytes}; `maxTableEntries`
 * slots, allocated on first use) and a table of at most 131,072 component values (typed arrays
 * and the values themselves, a few MB) besides the value engine's own caches; time is the nodes
 * visited, each splitting the board into its components (a flood fill on two 32-bit words a
 * layer) and listing its moves.
 *
 * The search is negamax with a cut on the first winning move, on bitboards: each colour is a
 * 64-bit mask held as two 32-bit words, and the moves of a player in one direction are one
 * shift and two ANDs. A node first looks at the position after each move for an answer known
 * without search, by the values of its components or by the table (enhanced transposition
 * cutoff): a move after which the opponent loses wins at once, and one after which the opponent
 * wins is not searched; the others are searched in the order of the history heuristic (how often
 * a move refuted earlier positions, each refutation weighted by the cube of the stones then on the
 * board).
 *
 * What it uses of the theory, each a fact proved here:
 *
 * 1. A move never leaves its component: a stone moves onto an adjacent stone, so the cells it
 *    involves are in one component, and the stones of other components are untouched. Stones
 *    never appear, so components only split. Hence the board is the disjunctive sum of its
 *    components, and its value is the sum of theirs.
 * 2. A component whose stones are all of one colour is 0 for ever: no stone of it has an
 *    adjacent opponent stone, no stone can move into it (a move lands on an occupied cell, and
 *    the cells around it are empty) and none leaves it. Such components are taken off the board.
 * 3. Taking off a component equal to 0, or two components G and H with G + H = 0, changes no
 *    outcome: the board is B + G (+ H) with G (+ H) = 0, so it equals B, and equal games have
 *    the same outcome. A winning move on B is one on the full board: after it the full board is
 *    the position after it plus the same zero, with the same outcome.
 * 4. A board whose components are all valued is decided by the outcome of the sum of their
 *    canonical values (Left moving first wins if the sum is positive or fuzzy, Right if it is
 *    negative or fuzzy): the board equals that sum.
 * 5. The board's symmetries (the mirror images, and on a square board the transposes) map moves
 *    to moves of the same player, and swapping the colours turns Left's moves into Right's: a
 *    board with Left to move has the outcome of its colour-swapped image with Right to move.
 *    Keys are the least of these images (with the mover swapped when the colours are), so the
 *    table holds one entry for all of them. Empty cells and the board's edges play no part in
 *    Clobber; the images keep them only as fixed positions of the bits.
 * 6. Two boards whose large components (more than `valueCells` stones) are the same and whose
 *    small components have sums of equal value are equal games (G + a = G + b when a = b), so
 *    they have the same outcome for each player to move. Keys are the large components' stones
 *    and the id of the small ones' sum (the value engine keeps one object, so one id, per
 *    canonical form; its negative when the colours are swapped).
 *
 * The table has buckets of two slots, one for the entry whose search took the most nodes and
 * one for the latest (the TwoBig replacement of Breuker, Uiterwijk and van den Herik 2000); keys
 * are exact (the large components' 64 cells in both colours and the sum's id), so an entry is
 * never taken for a board of another outcome.
 *
 * @example Clobber 3x3 checkerboard: whoever starts wins
 * ```ts
 * import { ClobberSolver } from "@cgt/rulesets/clobber-solver";
 * import assert from "node:assert/strict";
 *
 * const solver = new ClobberSolver({ maxTableEntries: 1 << 12 });
 * const result = solver.solve("xox|oxo|xox");
 * assert.equal(result.outcome, "N");
 * assert.equal(solver.solve("xox|oxo").outcome, "P"); // 2x3: the second player wins
 * ```
 */
export class ClobberSolver {
  #maxNodes: number;
  #slots: number;
  #onProgress: ((nodes: number) => void) | undefined;
  #valueCells: number;
  /** The transposition table: SLOT_WORDS words a slot (see SLOT_WORDS), allocated on first use. */
  #table: Int32Array = new Int32Array(0);
  #used = 0;
  #shape = "";
  #rows = 0;
  #cols = 0;
  #cells = 0;
  /** Cells not in the first column, not in the last, and all cells, as (lo, hi) words. */
  #notFirstL = 0;
  #notFirstH = 0;
  #notLastL = 0;
  #notLastH = 0;
  /** Left's (x) and Right's (o) stones. */
  #xl = 0;
  #xh = 0;
  #ol = 0;
  #oh = 0;
  /** The images of the board (4, or 8 on a square board): per image occupied lo, hi, x lo, hi. */
  #images = 4;
  #keys = new Int32Array(32);
  /** Per image and cell: the lo and hi word of the cell's bit in the image (one of them 0). */
  #deltas = new Int32Array(8 * 64 * 2);
  #nodes = 0;
  #registered = false;
  /** What #locate leaves: the key's words, the bucket, the result bits of the player to move. */
  #k0 = 0;
  #k1 = 0;
  #k2 = 0;
  #k3 = 0;
  #k4 = 0;
  #slot = 0;
  #known = 0;
  #winsBit = 0;
  /** The winning move the root search found ((from << 2) | direction), or -1. */
  #rootMove = -1;
  /** A move buffer per depth. */
  #buffers: Int32Array[] = [];
  /** The stones taken off at each depth (x lo, x hi, o lo, o hi), put back when it returns. */
  #removed = new Int32Array(4 * MAX_DEPTH);
  /** History heuristic: per player and move ((from << 2) | direction), see #reward. */
  #history = new Int32Array(2 * 256);
  #valuer = new Solver(CLOBBER, { maxPositions: 1 << 18 });
  /** Component values by the component's stones (occupied lo, hi, x lo, hi): index + 1 in #games. */
  #componentKeys = new Int32Array(4 * COMPONENT_SLOTS);
  #componentIndex = new Int32Array(COMPONENT_SLOTS);
  /** Values of components (null: not valued within the budget), and the ids of their negatives. */
  #games: (Game | null)[] = [];
  #negativeIds: number[] = [];
  /** Scratch: the values of the small components of a node, by index into #games, and masks. */
  #small = new Int32Array(64);
  /** What #reduce leaves for the key: the id of the small components' sum and of its negative. */
  #sumId = 0;
  #sumNegativeId = 0;
  /** The small components' stones (x lo, x hi, o lo, o hi), left out of the key. */
  #smallStones = new Int32Array(4);
  #smallMasks = new Int32Array(4 * 64);

  /**
   * Creates a solver.
   *
   * @param options Search limits, the table size and the components valued.
   * @throws {TypeError} If `options` is not an object or `onProgress` not a function.
   * @throws {RangeError} If an option is out of range.
   */
  constructor(options: ClobberSolverOptions = {}) {
    const what = "create Clobber solver";
    checkOptions(what, options, ["maxNodes", "maxTableEntries", "valueCells"]);
    this.#maxNodes = checkMaxNodes(what, options.maxNodes ?? DEFAULT_MAX_NODES);
    this.#slots = tableSlots(what, options.maxTableEntries ?? DEFAULT_TABLE_ENTRIES);
    checkProgress(what, options.onProgress);
    this.#onProgress = options.onProgress;
    this.#valueCells = checkValueCells(
      what,
      options.valueCells ?? DEFAULT_VALUE_CELLS,
      MAX_VALUE_CELLS,
    );
  }

  /** The number of filled slots of the transposition table. */
  get size(): number {
    return this.#used;
  }

  /** Frees the transposition table and the component values. */
  clear(): void {
    this.#table = new Int32Array(0);
    this.#used = 0;
    this.#shape = "";
    this.#clearComponents();
    this.#valuer.clear();
  }

  /**
   * Decides who wins `board` moving first, for each player, with a winning first move for each
   * player who wins (checked by the same search: the opponent loses moving first after it).
   *
   * @param board A Clobber board as `parseClobber` reads it (`"xox|oxo"`: `x` Left's stones,
   *   `o` Right's, `.` empty; at most 64 cells), or its position.
   * @returns The outcome, who wins moving first, winning moves and the nodes visited.
   * @throws {TypeError} If `board` is neither a string nor a Clobber position.
   * @throws {SyntaxError} If the board cannot be read.
   * @throws {RangeError} If it has more than 64 cells.
   * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes.
   */
  solve(board: string | GridPosition): ClobberSolution {
    const position = typeof board === "string" ? parseClobber(board) : checkPosition(board);
    this.#load(position);
    this.#nodes = 0;
    this.#history.fill(0);
    if (!this.#registered) {
      this.#registered = true;
      registerCacheOwner(this);
    }
    this.#rootMove = -1;
    const leftFirst = this.#wins(0, 0);
    const leftRoot = this.#rootMove;
    this.#rootMove = -1;
    const rightFirst = this.#wins(1, 0);
    const rightRoot = this.#rootMove;
    const leftMove = leftFirst ? this.#witness(0, leftRoot) : undefined;
    const rightMove = rightFirst ? this.#witness(1, rightRoot) : undefined;
    return solution(leftMove, rightMove, this.#nodes);
  }

  /** Sets the board, its images, and (for a new size) the table and the deltas. */
  #load(position: GridPosition): void {
    const { rows, cols } = position;
    const cells = rows * cols;
    this.#rows = rows;
    this.#cols = cols;
    this.#cells = cells;
    this.#xl = position.masks[0] | 0;
    this.#ol = position.masks[1] | 0;
    this.#xh = (position.high?.[0] ?? 0) | 0;
    this.#oh = (position.high?.[1] ?? 0) | 0;
    let fl = 0;
    let fh = 0;
    let ll = 0;
    let lh = 0;
    for (let i = 0; i < cells; i++) {
      const c = i % cols;
      if (c !== 0) {
        if (i < 32) fl |= 1 << i;
        else fh |= 1 << (i - 32);
      }
      if (c !== cols - 1) {
        if (i < 32) ll |= 1 << i;
        else lh |= 1 << (i - 32);
      }
    }
    this.#notFirstL = fl;
    this.#notFirstH = fh;
    this.#notLastL = ll;
    this.#notLastH = lh;
    const shape = `${rows}x${cols}`;
    if (shape !== this.#shape) {
      this.#images = rows === cols ? 8 : 4;
      const deltas = this.#deltas;
      deltas.fill(0);
      for (let s = 0; s < this.#images; s++) {
        for (let i = 0; i < cells; i++) {
          const b = cellBit(s, Math.floor(i / cols), i % cols, rows, cols);
          deltas[(s * 64 + i) * 2 + (b >>> 5)] = 1 << (b & 31);
        }
      }
      // Keys are images of boards of this size: a table serves one size.
      if (this.#table.length !== this.#slots * SLOT_WORDS) {
        this.#table = new Int32Array(this.#slots * SLOT_WORDS);
      } else this.#table.fill(0);
      this.#used = 0;
      this.#shape = shape;
      // Component keys are cells of this size too.
      this.#clearComponents();
    }
    const keys = this.#keys;
    keys.fill(0);
    for (let i = 0; i < cells; i++) {
      const isX = i < 32 ? (this.#xl >>> i) & 1 : (this.#xh >>> (i - 32)) & 1;
      const isO = i < 32 ? (this.#ol >>> i) & 1 : (this.#oh >>> (i - 32)) & 1;
      if (isX) this.#toggle(i, 1);
      else if (isO) this.#toggle(i, 0);
    }
  }

  /** Toggles cell i in every image: its occupancy, and its x bit too when `x` is 1. */
  #toggle(i: number, x: number): void {
    const keys = this.#keys;
    const deltas = this.#deltas;
    for (let s = 0; s < this.#images; s++) {
      const dl = deltas[(s * 64 + i) * 2];
      const dh = deltas[(s * 64 + i) * 2 + 1];
      keys[4 * s] ^= dl;
      keys[4 * s + 1] ^= dh;
      if (x !== 0) {
        keys[4 * s + 2] ^= dl;
        keys[4 * s + 3] ^= dh;
      }
    }
  }

  /**
   * Plays (or, played again, takes back) the move `move` ((from << 2) | direction) of player
   * `p` (0: Left, x; 1: Right, o): the stone on `from` moves onto the opponent's stone beside it.
   */
  #play(p: number, move: number): void {
    const a = move >>> 2;
    const d = move & 3;
    const b = d === 0 ? a + 1 : d === 1 ? a - 1 : d === 2 ? a + this.#cols : a - this.#cols;
    let al = 0;
    let ah = 0;
    let bl = 0;
    let bh = 0;
    if (a < 32) al = 1 << a;
    else ah = 1 << (a - 32);
    if (b < 32) bl = 1 << b;
    else bh = 1 << (b - 32);
    const keys = this.#keys;
    const deltas = this.#deltas;
    if (p === 0) {
      // x leaves a and lands on b; o loses b. Occupancy loses a; x toggles a and b.
      this.#xl ^= al | bl;
      this.#xh ^= ah | bh;
      this.#ol ^= bl;
      this.#oh ^= bh;
      for (let s = 0; s < this.#images; s++) {
        const da = (s * 64 + a) * 2;
        const db = (s * 64 + b) * 2;
        keys[4 * s] ^= deltas[da];
        keys[4 * s + 1] ^= deltas[da + 1];
        keys[4 * s + 2] ^= deltas[da] ^ deltas[db];
        keys[4 * s + 3] ^= deltas[da + 1] ^ deltas[db + 1];
      }
    } else {
      // o leaves a and lands on b; x loses b. Occupancy loses a; x toggles b.
      this.#ol ^= al | bl;
      this.#oh ^= ah | bh;
      this.#xl ^= bl;
      this.#xh ^= bh;
      for (let s = 0; s < this.#images; s++) {
        const da = (s * 64 + a) * 2;
        const db = (s * 64 + b) * 2;
        keys[4 * s] ^= deltas[da];
        keys[4 * s + 1] ^= deltas[da + 1];
        keys[4 * s + 2] ^= deltas[db];
        keys[4 * s + 3] ^= deltas[db + 1];
      }
    }
  }

  /** Takes the stones (x lo, x hi, o lo, o hi) off the board, or puts them back (an XOR). */
  #flip(xl: number, xh: number, ol: number, oh: number): void {
    this.#xl ^= xl;
    this.#xh ^= xh;
    this.#ol ^= ol;
    this.#oh ^= oh;
    this.#toggleAll(xl, xh, ol, oh);
  }

  /** Toggles the stones (x lo, x hi, o lo, o hi) in the images only. */
  #toggleAll(xl: number, xh: number, ol: number, oh: number): void {
    for (let w = 0; w < 4; w++) {
      let m = w === 0 ? xl : w === 1 ? xh : w === 2 ? ol : oh;
      const base = (w & 1) * 32;
      const x = w < 2 ? 1 : 0;
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        this.#toggle(base + 31 - Math.clz32(low), x);
      }
    }
  }

  /**
   * Sets #k0..#k4, #slot, #known and #winsBit to the key, bucket and result bits of the board in
   * #keys plus a game of id `g` (whose negative has id `ng`), player `p` to move: the least of the
   * images and their colour swaps (compared as unsigned words, occupancy first, then Left's
   * stones, then the id: `g` with the colours as they are, `ng` swapped), the mover swapped with
   * the colours.
   */
  #locate(p: number, g: number, ng: number): void {
    const keys = this.#keys;
    let k0 = keys[1];
    let k1 = keys[0];
    let k2 = keys[3];
    let k3 = keys[2];
    let k4 = g;
    let swapped = false;
    for (let s = 0; s < this.#images; s++) {
      const oh = keys[4 * s + 1];
      const ol = keys[4 * s];
      const xh = keys[4 * s + 3];
      const xl = keys[4 * s + 2];
      if (s > 0) {
        const c = cmp2(oh, ol, k0, k1);
        if (c > 0) continue;
        if (c < 0) {
          // A smaller occupancy: its colouring as it is, unless the swap is less (below).
          k0 = oh;
          k1 = ol;
          k2 = xh;
          k3 = xl;
          k4 = g;
          swapped = false;
        } else if (less(xh, xl, g, k2, k3, k4)) {
          k2 = xh;
          k3 = xl;
          k4 = g;
          swapped = false;
        }
      }
      const yh = oh ^ xh;
      const yl = ol ^ xl;
      if (less(yh, yl, ng, k2, k3, k4)) {
        k2 = yh;
        k3 = yl;
        k4 = ng;
        swapped = true;
      }
    }
    let h = Math.imul(k0 ^ Math.imul(k1, 0x9e3779b1), 0x85ebca6b);
    h ^= Math.imul(k2 ^ (h >>> 15), 0xc2b2ae35);
    h ^= Math.imul(k3 ^ (h >>> 13), 0x27d4eb2f);
    h ^= Math.imul(k4 ^ (h >>> 16), 0x165667b1);
    h ^= h >>> 15;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    this.#k0 = k0;
    this.#k1 = k1;
    this.#k2 = k2;
    this.#k3 = k3;
    this.#k4 = k4;
    this.#slot = h & (this.#slots - 2);
    const asLeft = (p === 0) !== swapped;
    this.#known = asLeft ? L_KNOWN : R_KNOWN;
    this.#winsBit = asLeft ? L_WINS : R_WINS;
  }

  /** Whether the bucket's entry at word e holds the located key. */
  #holds(e: number): boolean {
    const table = this.#table;
    return table[e] === this.#k0 && table[e + 1] === this.#k1 && table[e + 2] === this.#k2 &&
      table[e + 3] === this.#k3 && table[e + 4] === this.#k4;
  }

  /** The bucket's answer for the located key: 1 if the mover wins, 0 if it loses, -1 unknown. */
  #lookup(): number {
    const table = this.#table;
    const first = SLOT_WORDS * this.#slot;
    for (let e = first; e < first + 2 * SLOT_WORDS; e += SLOT_WORDS) {
      const bits = table[e + 5];
      if ((bits & this.#known) !== 0 && this.#holds(e)) {
        return (bits & this.#winsBit) !== 0 ? 1 : 0;
      }
    }
    return -1;
  }

  /**
   * Stores a result found in `work` nodes for the located key: with the board's entry when the
   * bucket holds it (keeping the other player's result); else in the first slot if it took at
   * least as many nodes as the entry there (which moves to the second), else in the second.
   */
  #store(result: boolean, work: number): void {
    const table = this.#table;
    const add = this.#known | (result ? this.#winsBit : 0);
    const first = SLOT_WORDS * this.#slot;
    for (let e = first; e < first + 2 * SLOT_WORDS; e += SLOT_WORDS) {
      if (table[e + 5] !== 0 && this.#holds(e)) {
        table[e + 5] |= add;
        table[e + 6] = Math.min(table[e + 6] + work, MAX_WORK);
        return;
      }
    }
    const second = first + SLOT_WORDS;
    let e = second;
    if (work >= table[first + 6]) {
      if (table[second + 5] === 0 && table[first + 5] !== 0) this.#used++;
      table.copyWithin(second, first, second);
      e = first;
    }
    if (table[e + 5] === 0) this.#used++;
    table[e] = this.#k0;
    table[e + 1] = this.#k1;
    table[e + 2] = this.#k2;
    table[e + 3] = this.#k3;
    table[e + 4] = this.#k4;
    table[e + 5] = add;
    table[e + 6] = Math.min(work, MAX_WORK);
  }

  /**
   * Locates the board for player `p` to move as its large components plus the sum of its small
   * ones (what #reduce left in #sumId, #sumNegativeId and #smallStones): the small components'
   * stones are taken out of the images for the key, then put back.
   */
  #locateReduced(p: number): void {
    const small = this.#smallStones;
    this.#toggleAll(small[0], small[1], small[2], small[3]);
    this.#locate(p, this.#sumId, this.#sumNegativeId);
    this.#toggleAll(small[0], small[1], small[2], small[3]);
  }

  /**
   * Whether player `p` (0: Left, 1: Right) to move wins the board, searched at `depth` (0 at
   * the root, where the winning move found is kept in #rootMove).
   */
  #wins(p: number, depth: number): boolean {
    // Dead components, zeros and pairs that cancel come off the board for this node's search.
    const decided = this.#reduce(depth);
    const removed = this.#removed;
    const r = 4 * depth;
    try {
      if (decided === UNDECIDED) {
        this.#locateReduced(p);
        const probed = this.#lookup();
        if (probed >= 0) return probed === 1;
      }
      if (++this.#nodes > this.#maxNodes) throw new PositionLimitError(this.#maxNodes);
      spendSteps(1);
      if (this.#onProgress !== undefined && (this.#nodes & (PROGRESS_EVERY - 1)) === 0) {
        this.#onProgress(this.#nodes);
      }
      if (decided !== UNDECIDED) return (decided & (p === 0 ? 1 : 2)) !== 0;
      const start = this.#nodes;
      const k0 = this.#k0;
      const k1 = this.#k1;
      const k2 = this.#k2;
      const k3 = this.#k3;
      const k4 = this.#k4;
      const slot = this.#slot;
      const known = this.#known;
      const winsBit = this.#winsBit;
      const count = this.#moves(p, depth);
      const list = this.#buffers[depth];
      let result = false;
      // First, each move whose answer is known without search (enhanced transposition cutoff):
      // one after which the opponent loses by the values or the table wins at once; one after
      // which the opponent wins is not searched below.
      for (let k = 0; k < count; k++) list[MAX_MOVES + k] = -1;
      for (let k = 0; k < count && !result; k++) {
        const move = list[k] & 255;
        this.#play(p, move);
        let answer: number;
        try {
          answer = this.#answer(1 - p, depth + 1);
        } finally {
          this.#play(p, move);
        }
        list[MAX_MOVES + k] = answer;
        if (answer === 0) {
          result = true;
          if (depth === 0) this.#rootMove = move;
          this.#reward(p, move);
        }
      }
      for (let k = 0; k < count && !result; k++) {
        if (list[MAX_MOVES + k] === 1) continue;
        const move = list[k] & 255;
        this.#play(p, move);
        let theyWin: boolean;
        try {
          theyWin = this.#wins(1 - p, depth + 1);
        } finally {
          this.#play(p, move);
        }
        if (!theyWin) {
          result = true;
          if (depth === 0) this.#rootMove = move;
          this.#reward(p, move);
          break;
        }
      }
      this.#k0 = k0;
      this.#k1 = k1;
      this.#k2 = k2;
      this.#k3 = k3;
      this.#k4 = k4;
      this.#slot = slot;
      this.#known = known;
      this.#winsBit = winsBit;
      this.#store(result, this.#nodes - start);
      return result;
    } finally {
      this.#flip(removed[r], removed[r + 1], removed[r + 2], removed[r + 3]);
    }
  }

  /**
   * Credits player `p`'s move with refuting the position: by the cube of the stones on the board
   * (a refutation far from the end saves more), all credits halved when one passes 2^30.
   * Against one a refutation, on the 6x4 checkerboard: 1.37M nodes in 9.3 CPU s against 2.05M in
   * 12.3 (by the square: 1.56M in 10.5).
   */
  #reward(p: number, move: number): void {
    const history = this.#history;
    const stones = bits32(this.#xl | this.#ol) + bits32(this.#xh | this.#oh);
    const credit = history[p * 256 + move] + stones * stones * stones;
    history[p * 256 + move] = credit;
    if (credit >= 1 << 30) { for (let k = 0; k < history.length; k++) history[k] >>>= 1; }
  }

  /**
   * What is known of the board for player `p` to move at `depth` without search: 1 if it wins, 0
   * if it loses (by the values of its components or by the table), -1 if unknown.
   */
  #answer(p: number, depth: number): number {
    const decided = this.#reduce(depth);
    const removed = this.#removed;
    const r = 4 * depth;
    try {
      if (decided !== UNDECIDED) return (decided & (p === 0 ? 1 : 2)) !== 0 ? 1 : 0;
      this.#locateReduced(p);
      return this.#lookup();
    } finally {
      this.#flip(removed[r], removed[r + 1], removed[r + 2], removed[r + 3]);
    }
  }

  /**
   * Lists player `p`'s moves into the buffer of `depth`, best first by the history heuristic;
   * returns their number. Each entry is (score << 8) | (from << 2) | direction (0: to the next
   * column, 1: to the previous, 2: to the next row, 3: to the previous).
   */
  #moves(p: number, depth: number): number {
    let list = this.#buffers[depth];
    if (list === undefined) list = this.#buffers[depth] = new Int32Array(2 * MAX_MOVES);
    const ml = p === 0 ? this.#xl : this.#ol;
    const mh = p === 0 ? this.#xh : this.#oh;
    const tl = p === 0 ? this.#ol : this.#xl;
    const th = p === 0 ? this.#oh : this.#xh;
    const history = this.#history;
    let count = 0;
    for (let d = 0; d < 4; d++) {
      let l: number;
      let h: number;
      if (d === 0) {
        shiftDown(tl, th, 1);
        l = ml & SL & this.#notLastL;
        h = mh & SH & this.#notLastH;
      } else if (d === 1) {
        shiftUp(tl, th, 1);
        l = ml & SL & this.#notFirstL;
        h = mh & SH & this.#notFirstH;
      } else if (d === 2) {
        shiftDown(tl, th, this.#cols);
        l = ml & SL;
        h = mh & SH;
      } else {
        shiftUp(tl, th, this.#cols);
        l = ml & SL;
        h = mh & SH;
      }
      for (let w = 0; w < 2; w++) {
        let m = w === 0 ? l : h;
        while (m !== 0) {
          const low = m & -m;
          m ^= low;
          const move = ((w * 32 + 31 - Math.clz32(low)) << 2) | d;
          const score = 32 - Math.clz32(history[p * 256 + move]);
          list[count++] = (score << 8) | move;
        }
      }
    }
    // Best first, sorted in place (no allocation; a few dozen moves); stable on ties.
    for (let k = 1; k < count; k++) {
      const move = list[k];
      let at = k;
      while (at > 0 && (list[at - 1] >> 8) < (move >> 8)) {
        list[at] = list[at - 1];
        at--;
      }
      list[at] = move;
    }
    return count;
  }

  /**
   * Splits the board into its components and takes off, for the search at `depth`, those of
   * one colour, those worth 0 and pairs whose values cancel (recorded in #removed[4 * depth..]
   * for the caller to put back). Returns the outcome of the board when every component left is
   * valued (bit 0: Left moving first wins; bit 1: Right moving first wins), else UNDECIDED.
   */
  #reduce(depth: number): number {
    // Half full: start again (the values stay in the value engine's own table). Here, not in
    // the middle of a node, whose components hold indices into the table (a node adds at most
    // 32 components: each has stones of both colours, two cells at least).
    if (this.#games.length >= COMPONENT_SLOTS / 2) this.#clearComponents();
    const xl = this.#xl;
    const xh = this.#xh;
    const ol = this.#ol;
    const oh = this.#oh;
    const occL = xl | ol;
    const occH = xh | oh;
    let restL = occL;
    let restH = occH;
    let deadXL = 0;
    let deadXH = 0;
    let deadOL = 0;
    let deadOH = 0;
    let small = 0;
    let allValued = true;
    const cols = this.#cols;
    while ((restL | restH) !== 0) {
      // Flood fill from the lowest stone left.
      let cl = restL !== 0 ? restL & -restL : 0;
      let ch = restL !== 0 ? 0 : restH & -restH;
      for (;;) {
        let nl = cl;
        let nh = ch;
        shiftUp(cl, ch, 1);
        nl |= SL & this.#notFirstL;
        nh |= SH & this.#notFirstH;
        shiftDown(cl, ch, 1);
        nl |= SL & this.#notLastL;
        nh |= SH & this.#notLastH;
        shiftUp(cl, ch, cols);
        nl |= SL;
        nh |= SH;
        shiftDown(cl, ch, cols);
        nl |= SL;
        nh |= SH;
        nl &= occL;
        nh &= occH;
        if (nl === cl && nh === ch) break;
        cl = nl;
        ch = nh;
      }
      restL &= ~cl;
      restH &= ~ch;
      const cxl = cl & xl;
      const cxh = ch & xh;
      const col = cl & ol;
      const coh = ch & oh;
      if ((cxl | cxh) === 0 || (col | coh) === 0) {
        // One colour: no move in it ever (fact 2).
        deadXL |= cxl;
        deadXH |= cxh;
        deadOL |= col;
        deadOH |= coh;
        continue;
      }
      if (bits32(cl) + bits32(ch) > this.#valueCells) {
        allValued = false;
        continue;
      }
      const index = this.#componentValue(cl, ch, cxl, cxh);
      if (index < 0) {
        allValued = false;
        continue;
      }
      const masks = this.#smallMasks;
      masks[4 * small] = cxl;
      masks[4 * small + 1] = cxh;
      masks[4 * small + 2] = col;
      masks[4 * small + 3] = coh;
      this.#small[small++] = index;
    }
    // Zeros and cancelling pairs among the valued components (fact 3).
    const games = this.#games;
    const negatives = this.#negativeIds;
    const gone = (k: number) => {
      const masks = this.#smallMasks;
      deadXL |= masks[4 * k];
      deadXH |= masks[4 * k + 1];
      deadOL |= masks[4 * k + 2];
      deadOH |= masks[4 * k + 3];
      this.#small[k] = -1;
    };
    for (let a = 0; a < small; a++) {
      const ia = this.#small[a];
      if (ia < 0) continue;
      if (games[ia] === ZERO) {
        gone(a);
        continue;
      }
      for (let b = a + 1; b < small; b++) {
        const ib = this.#small[b];
        if (ib >= 0 && games[ib]!.id === negatives[ia]) {
          gone(a);
          gone(b);
          break;
        }
      }
    }
    const removed = this.#removed;
    const r = 4 * depth;
    removed[r] = deadXL;
    removed[r + 1] = deadXH;
    removed[r + 2] = deadOL;
    removed[r + 3] = deadOH;
    if ((deadXL | deadXH | deadOL | deadOH) !== 0) this.#flip(deadXL, deadXH, deadOL, deadOH);
    // The sum of the small components left, and their stones (for the key: fact 6).
    let sum = ZERO;
    let summands = 0;
    const stones = this.#smallStones;
    stones.fill(0);
    for (let k = 0; k < small; k++) {
      const i = this.#small[k];
      if (i < 0) continue;
      sum = summands++ === 0 ? games[i]! : add(sum, games[i]!);
      const masks = this.#smallMasks;
      for (let w = 0; w < 4; w++) stones[w] |= masks[4 * k + w];
    }
    if (!allValued) {
      this.#sumId = sum.id;
      this.#sumNegativeId = summands === 0 ? sum.id : negate(sum).id;
      return UNDECIDED;
    }
    const o = outcome(sum);
    return (o === "L" || o === "N" ? 1 : 0) | (o === "R" || o === "N" ? 2 : 0);
  }

  /**
   * The index in #games of the value of the component with stones (cl, ch), Left's among them
   * (xl, xh), valued on first sight and kept; -1 if the value engine needs more than its budget.
   */
  #componentValue(cl: number, ch: number, xl: number, xh: number): number {
    const keys = this.#componentKeys;
    let h = Math.imul(cl ^ Math.imul(ch, 0x9e3779b1), 0x85ebca6b);
    h ^= Math.imul(xl ^ (h >>> 15), 0xc2b2ae35);
    h ^= Math.imul(xh ^ (h >>> 13), 0x27d4eb2f);
    h ^= h >>> 16;
    let at = h & (COMPONENT_SLOTS - 1);
    for (;;) {
      const index = this.#componentIndex[at];
      if (index === 0) break;
      if (
        keys[4 * at] === cl && keys[4 * at + 1] === ch && keys[4 * at + 2] === xl &&
        keys[4 * at + 3] === xh
      ) {
        return this.#games[index - 1] === null ? -1 : index - 1;
      }
      at = (at + 1) & (COMPONENT_SLOTS - 1);
    }
    // Not seen: value it (the value engine crops it and keys it by its symmetries).
    const ol = cl & ~xl;
    const oh = ch & ~xh;
    const position: GridPosition = this.#cells > 32
      ? {
        rows: this.#rows,
        cols: this.#cols,
        masks: [xl >>> 0, ol >>> 0],
        high: [xh >>> 0, oh >>> 0],
      }
      : { rows: this.#rows, cols: this.#cols, masks: [xl >>> 0, ol >>> 0] };
    let g: Game | null;
    try {
      g = withStepLimit(VALUE_STEPS, () => this.#valuer.value(position));
    } catch (error) {
      // Out of this component's budget: searched instead. Out of the caller's: stop.
      if (!(error instanceof LimitError) || stepsRemaining() === 0) throw error;
      g = null;
    }
    this.#games.push(g);
    this.#negativeIds.push(g === null ? -1 : negate(g).id);
    keys[4 * at] = cl;
    keys[4 * at + 1] = ch;
    keys[4 * at + 2] = xl;
    keys[4 * at + 3] = xh;
    this.#componentIndex[at] = this.#games.length;
    return g === null ? -1 : this.#games.length - 1;
  }

  #clearComponents(): void {
    this.#componentIndex.fill(0);
    this.#games = [];
    this.#negativeIds = [];
  }

  /** The board now, as `formatClobber` writes it. */
  #board(): string {
    return formatClobber(
      this.#cells > 32
        ? {
          rows: this.#rows,
          cols: this.#cols,
          masks: [this.#xl >>> 0, this.#ol >>> 0],
          high: [this.#xh >>> 0, this.#oh >>> 0],
        }
        : { rows: this.#rows, cols: this.#cols, masks: [this.#xl >>> 0, this.#ol >>> 0] },
    );
  }

  /**
   * A winning first move of player `p`, as the board after it: `root` when the search of the
   * root found it, else the first move after which the opponent loses. Checked either way: the
   * opponent, moving first after it, loses (a search, mostly of the table).
   */
  #witness(p: number, root: number): string {
    const tryMove = (move: number): string | undefined => {
      this.#play(p, move);
      try {
        return this.#wins(1 - p, 1) ? undefined : this.#board();
      } finally {
        this.#play(p, move);
      }
    };
    if (root >= 0) {
      const after = tryMove(root);
      if (after !== undefined) return after;
      throw new RangeError("Cannot solve Clobber board: internal error, a winning move lost");
    }
    const count = this.#moves(p, 0);
    const moves = Array.from(this.#buffers[0].subarray(0, count), (m) => m & 255);
    for (const move of moves) {
      const after = tryMove(move);
      if (after !== undefined) return after;
    }
    throw new RangeError("Cannot solve Clobber board: internal error, no winning move found");
  }
}

/** Whether (ah, al, a) is less than (bh, bl, b): two unsigned words, then a non-negative id. */
function less(ah: number, al: number, a: number, bh: number, bl: number, b: number): boolean {
  const c = cmp2(ah, al, bh, bl);
  return c < 0 || (c === 0 && a < b);
}

/** Compares (ah, al) with (bh, bl) as unsigned 64-bit numbers: -1, 0 or 1. */
function cmp2(ah: number, al: number, bh: number, bl: number): number {
  if (ah !== bh) return (ah ^ SIGN) < (bh ^ SIGN) ? -1 : 1;
  if (al !== bl) return (al ^ SIGN) < (bl ^ SIGN) ? -1 : 1;
  return 0;
}

/**
 * The bit (0 to 63) of cell (r, c) in image s of a `rows` x `cols` board: s < 4 packs the rows
 * (in reverse order if s & 1, each mirrored if s & 2); s >= 4, on a square board only, packs the
 * columns likewise (the transpose).
 */
function cellBit(s: number, r: number, c: number, rows: number, cols: number): number {
  if (s < 4) {
    return ((s & 1) !== 0 ? rows - 1 - r : r) * cols + ((s & 2) !== 0 ? cols - 1 - c : c);
  }
  return ((s & 1) !== 0 ? cols - 1 - c : c) * rows + ((s & 2) !== 0 ? rows - 1 - r : r);
}

/** Checks that `board` is a Clobber position as `parseClobber` makes it. */
function checkPosition(board: unknown): GridPosition {
  const p = board as GridPosition;
  const word = (w: unknown) => Number.isInteger(w) && (w as number) >= 0 && (w as number) < 2 ** 32;
  const ok = p !== null && typeof p === "object" && Number.isSafeInteger(p.rows) &&
    Number.isSafeInteger(p.cols) && p.rows >= 1 && p.cols >= 1 && Array.isArray(p.masks) &&
    p.masks.length === 2 && word(p.masks[0]) && word(p.masks[1]);
  if (!ok) {
    typeFail(
      "solve Clobber board",
      'the board must be a string such as "xo|ox" or a position from parseClobber',
      board,
    );
  }
  const cells = p.rows * p.cols;
  if (cells > 64) {
    throw new RangeError(
      `Cannot solve Clobber board: a board has at most 64 cells, received ${p.rows} x ${p.cols}`,
    );
  }
  const high = p.high;
  const wide = cells > 32;
  if (
    wide !== (high !== undefined) ||
    (high !== undefined &&
      !(Array.isArray(high) && high.length === 2 && word(high[0]) && word(high[1])))
  ) {
    typeFail(
      "solve Clobber board",
      "a position of more than 32 cells has high words, and only such a position",
      board,
    );
  }
  const lo = cells >= 32 ? 0xffffffff : 2 ** cells - 1;
  const hi = cells > 32 ? 2 ** (cells - 32) - 1 : 0;
  const [x, o] = p.masks;
  const [xh, oh] = high ?? [0, 0];
  if (
    (x & o) !== 0 || (xh & oh) !== 0 || ((x | o) >>> 0) > lo || ((xh | oh) >>> 0) > hi
  ) {
    typeFail(
      "solve Clobber board",
      "the stones must be on the board, at most one on a cell",
      board,
    );
  }
  return p;
}

/**
 * Decides who wins a Clobber board moving first, for each player, with a winning first move for
 * each, with a fresh {@link ClobberSolver} (see there for the method, the facts it rests on and
 * its cost). Left plays `x`, Right plays `o`; an m x n board has m rows.
 *
 * @param board A board as `parseClobber` reads it, or its position.
 * @param options Search limits, the table size and the components valued.
 * @returns The outcome, who wins moving first, winning moves and the nodes visited.
 * @throws {TypeError} If `board` is neither a string nor a Clobber position.
 * @throws {SyntaxError} If the board cannot be read.
 * @throws {RangeError} If it has more than 64 cells.
 * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes.
 *
 * @example Clobber `xxo`: worth up (Left wins whoever starts)
 * ```ts
 * import { solveClobber } from "@cgt/rulesets/clobber-solver";
 * import assert from "node:assert/strict";
 *
 * const result = solveClobber("xxo", { maxTableEntries: 1024 });
 * assert.equal(result.outcome, "L");
 * assert.equal(result.leftMove, "x.x");
 * ```
 */
export function solveClobber(
  board: string | GridPosition,
  options: ClobberSolverOptions = {},
): ClobberSolution {
  return new ClobberSolver(options).solve(board);
}
