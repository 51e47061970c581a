/**
 * Who wins a NoGo board moving first, by a bitboard alpha-beta search with sure-move bounds,
 * symmetric keys and a typed-array transposition table: boards past the reach of the generic
 * search (4 x 4 and beyond).
 *
 * @module
 */

import { LimitError, PositionLimitError, spendSteps } from "@cgt/core/limits";
import { registerCacheOwner } from "@cgt/core/caches";
import { parseNoGo } from "./nogo.ts";
import { NoGoBits } from "./_nogo_bits.ts";
import { typeFail } from "../_check.ts";
import {
  checkMaxNodes,
  checkOptions,
  checkProgress,
  checkSlotCount,
  DEFAULT_MAX_NODES,
  DEFAULT_TABLE_ENTRIES,
  solution,
  tableSlots,
} from "./_solver_checks.ts";

export { LimitError, PositionLimitError };

/** The bytes one slot of {@link NoGoSolver}'s table takes: six 32-bit words. */
const SLOT_BYTES = 24;

/**
 * The bytes a transposition table of `slots` slots of {@link NoGoSolver} takes: six 32-bit words
 * a slot (the key's four, the result bits, the nodes its search took), 24 bytes. Use it to size
 * `maxTableEntries` to a memory budget.
 *
 * @param slots The table's slots (a non-negative integer).
 * @returns The bytes the table takes.
 * @throws {TypeError} If `slots` is not a number.
 * @throws {RangeError} If it is not a non-negative integer.
 *
 * @example Sizing a table to a memory budget
 * ```ts
 * import { noGoTableBytes } from "@cgt/rulesets/nogo-solver";
 * import assert from "node:assert/strict";
 *
 * assert.equal(noGoTableBytes(1024), 24 * 1024);
 * ```
 */
export function noGoTableBytes(slots: number): number {
  checkSlotCount("size a NoGo table", slots);
  return SLOT_BYTES * slots;
}

/** Options for {@link solveNoGo} and {@link NoGoSolver}. */
export interface NoGoSolverOptions {
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
   * 1024 and at most 2^26; each takes 24 bytes ({@link noGoTableBytes}). Allocated on first use.
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
}

/** Who wins a NoGo board, and how: what {@link NoGoSolver.solve} returns. */
export interface NoGoSolution {
  /**
   * The outcome class: `"L"` if Black (Left, `x`) wins whoever starts, `"R"` if White (Right,
   * `o`) does, `"N"` if the first player wins, `"P"` if the second player wins.
   */
  readonly outcome: "L" | "R" | "N" | "P";
  /** Whether Black (Left) wins moving first. */
  readonly leftFirst: boolean;
  /** Whether White (Right) wins moving first. */
  readonly rightFirst: boolean;
  /** A winning first move of Black, as the board after it, when `leftFirst`. */
  readonly leftMove?: string;
  /** A winning first move of White, as the board after it, when `rightFirst`. */
  readonly rightMove?: string;
  /** The search nodes visited. */
  readonly nodes: number;
}

const PROGRESS_EVERY = 1 << 16;
/** Words per slot: key (4), result bits, work. */
const WORDS = 6;
/** The largest work kept in a slot (it only orders replacements). */
const MAX_WORK = 0x3fffffff;
/** Result bits, for the colour to move of the key's board: Black known / wins; White likewise. */
const B_KNOWN = 1;
const B_WINS = 2;
const W_KNOWN = 4;
const W_WINS = 8;
/** The sign bit: XORed in, signed order becomes unsigned order. */
const SIGN = 0x80000000 | 0;
/** The most history a move's score holds (the rest of the score is its margin by the count). */
const MAX_HISTORY = (1 << 17) - 1;

/**
 * A NoGo outcome search that keeps its transposition table across calls (boards of one shape
 * share it). Cost: memory is the table (24 bytes a slot, {@link noGoTableBytes};
 * `maxTableEntries` slots, allocated on first use); time is the nodes visited, each analysing
 * the board by flood fill (linear in the points for each group) and ordering its moves.
 *
 * Rules as `@cgt/rulesets/nogo` plays them: Black (`x`) is Left and White (`o`) Right; a stone
 * may not leave any group, of either colour, without a liberty; who cannot move loses.
 *
 * The search is negamax with a cut on the first winning move. Stones of each colour are a
 * bitboard of two 32-bit words; a node finds every legal move at once from the groups' liberties
 * (one flood fill per group): a point is illegal for a player if it is an opponent group's only
 * liberty (a capture) or if it has no empty neighbour and every own group next to it has it as
 * its only liberty (suicide).
 *
 * Pruning rests on two facts, proved here. (1) A point illegal for a player stays illegal for it
 * for the rest of the game: stones are never removed, so the neighbours of a point with none
 * empty stay full; a group whose only liberty is p gains no liberty until p is filled (joining
 * it needs a stone on one of its liberties, which is p). So the moves a player will ever make
 * are among its legal moves now, each on its own point: their number bounds its moves. (2) A
 * player can always fill all but one of the eyes (empty points all of whose neighbours are its
 * stones) of each connected component of its stones and eyes, at turns of its choosing, whatever
 * the opponent does (proof at `_nogo_bits.ts`): these are its sure moves. Its most moves are its
 * legal moves less one for each closed component (stones with no liberty but their two or more
 * eyes, one of which is never filled; proof there too). The player to move wins if its sure
 * moves exceed the opponent's most moves (it plays sure moves until the opponent runs out) and
 * loses if its most moves are at most the opponent's sure moves (symmetrically). Every node
 * counts the board after each of its moves: a move after which the opponent loses by the count
 * or by the table wins at once (an enhanced transposition cutoff), and the others are tried by
 * their margin (the mover's most and sure moves after it, less the opponent's), best first, then
 * by the history heuristic (how often a move refuted an earlier position). Against ordering by
 * point class alone (points both may play first, eyes last), this cut the nodes of 4 x 4 from
 * 283,333 to 127,701, of 4 x 5 from 47.1 million to 3.8 million and of 1 x 18 from 698,368 to
 * 22,286 (bench/results/RESULTS.md, "NoGo by a bitboard search"); a node costs about 3
 * microseconds, 4 x 5 about 10 CPU seconds.
 *
 * Keys are the least image of the board under the symmetries of the rectangle (four, or eight on
 * a square board) and under swapping the colours together with the player to move (Black to move
 * on a board is White to move on the board with colours swapped); the images are kept up to date
 * move by move (a stone XORs one bit into each), so a key costs a few comparisons. The table has
 * buckets of two slots, one for the entry whose search took the most nodes and one for the latest
 * (the TwoBig replacement scheme of Breuker, Uiterwijk and van den Herik, 2000). Results are kept
 * per board for either player to move.
 *
 * @example NoGo 3 x 3: whoever starts wins (Mueller, Solving NoGo on Small Board Sizes)
 * ```ts
 * import { NoGoSolver } from "@cgt/rulesets/nogo-solver";
 * import assert from "node:assert/strict";
 *
 * const solver = new NoGoSolver({ maxTableEntries: 1 << 16 });
 * assert.equal(solver.solve("...|...|...").outcome, "N");
 * assert.equal(solver.solve("....").outcome, "P"); // 1 x 4
 * ```
 */
export class NoGoSolver {
  #maxNodes: number;
  #slots: number;
  #onProgress: ((nodes: number) => void) | undefined;
  #table: Int32Array | undefined;
  #used = 0;
  #shape = "";
  #bits: NoGoBits = new NoGoBits(1, 1);
  /** Black's and White's stones. */
  #bLo = 0;
  #bHi = 0;
  #wLo = 0;
  #wHi = 0;
  /** Per orientation s: Black's two words and White's two words of the board's image. */
  #keys = new Int32Array(32);
  /** The bit of point p in orientation s, at 64 * s + p. */
  #perm = new Int32Array(8 * 64);
  #orientations = 4;
  #nodes = 0;
  #depth = 0;
  #rootMove = -1;
  /**
   * A buffer per depth: the moves (at most 64), then from 64 what the analysis of the board after
   * the move on point p found, eight words at 64 + 8p.
   */
  #buffers: Int32Array[] = [];
  /** History heuristic: per colour, how often each point's move refuted a position. */
  #history = new Int32Array(2 * 64);
  #registered = false;
  /** What #locate leaves: the key, the bucket, the result bits for the colour to move. */
  #k0 = 0;
  #k1 = 0;
  #k2 = 0;
  #k3 = 0;
  #slot = 0;
  #known = 0;
  #winsBit = 0;

  /**
   * Creates a solver.
   *
   * @param options Search limits and the table size.
   * @throws {TypeError} If `options` is not an object or `onProgress` not a function.
   * @throws {RangeError} If an option is out of range.
   */
  constructor(options: NoGoSolverOptions = {}) {
    const what = "create NoGo solver";
    checkOptions(what, options, ["maxNodes", "maxTableEntries"]);
    this.#maxNodes = checkMaxNodes(what, options.maxNodes ?? DEFAULT_MAX_NODES);
    this.#slots = tableSlots(what, options.maxTableEntries ?? DEFAULT_TABLE_ENTRIES);
    checkProgress(what, options.onProgress);
    this.#onProgress = options.onProgress;
  }

  /** The number of filled slots of the transposition table. */
  get size(): number {
    return this.#used;
  }

  /** Frees the transposition table. */
  clear(): void {
    this.#table = undefined;
    this.#used = 0;
    this.#shape = "";
  }

  /**
   * Decides who wins `board` moving first, for each player, with a winning first move for each
   * player who wins (checked by a search of the board after it: the opponent loses moving
   * first).
   *
   * @param board A NoGo board as `parseNoGo` of `@cgt/rulesets/nogo` reads it (`"...|..."`, `x`
   *   Black, `o` White), at most 64 points.
   * @returns The outcome, who wins moving first, winning moves and the nodes visited.
   * @throws {TypeError} If `board` is not a string.
   * @throws {SyntaxError} If it cannot be read.
   * @throws {RangeError} If it has more than 64 points or a group without a liberty.
   * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes.
   */
  solve(board: string): NoGoSolution {
    if (typeof board !== "string") {
      typeFail("solve NoGo board", 'the board must be a string such as "...|..."', board);
    }
    this.#load(parseNoGo(board));
    this.#nodes = 0;
    this.#depth = 0;
    this.#history.fill(0);
    if (!this.#registered) {
      this.#registered = true;
      registerCacheOwner(this);
    }
    this.#rootMove = -1;
    const leftFirst = this.#wins(0);
    const leftRoot = this.#rootMove;
    this.#rootMove = -1;
    const rightFirst = this.#wins(1);
    const rightRoot = this.#rootMove;
    const leftMove = leftFirst ? this.#witness(0, leftRoot) : undefined;
    const rightMove = rightFirst ? this.#witness(1, rightRoot) : undefined;
    return solution(leftMove, rightMove, this.#nodes);
  }

  /** Sets the stones, the keys and (for a new shape) the geometry and the table. */
  #load(board: string): void {
    const rows = board.split("|");
    const h = rows.length;
    const w = rows[0].length;
    const shape = `${h}x${w}`;
    if (shape !== this.#shape) {
      this.#bits = new NoGoBits(h, w);
      this.#orientations = h === w ? 8 : 4;
      for (let s = 0; s < this.#orientations; s++) {
        for (let r = 0; r < h; r++) {
          for (let c = 0; c < w; c++) {
            const rr = (s & 1) !== 0 ? h - 1 - r : r;
            const cc = (s & 2) !== 0 ? w - 1 - c : c;
            this.#perm[64 * s + r * w + c] = s < 4 ? rr * w + cc : cc * w + rr;
          }
        }
      }
      this.#table = undefined;
      this.#used = 0;
      this.#shape = shape;
    }
    this.#table ??= new Int32Array(WORDS * this.#slots);
    this.#bLo =
      this.#bHi =
      this.#wLo =
      this.#wHi =
        0;
    this.#keys.fill(0);
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        const ch = rows[r][c];
        if (ch !== ".") this.#place(ch === "x" ? 0 : 1, r * w + c);
      }
    }
  }

  /** Toggles a stone of `colour` (0 Black, 1 White) on point `p`, in the stones and the keys. */
  #place(colour: number, p: number): void {
    const bit = 1 << (p & 31);
    if (colour === 0) {
      if (p < 32) this.#bLo ^= bit;
      else this.#bHi ^= bit;
    } else if (p < 32) this.#wLo ^= bit;
    else this.#wHi ^= bit;
    const keys = this.#keys;
    const perm = this.#perm;
    for (let s = 0; s < this.#orientations; s++) {
      const b = perm[64 * s + p];
      keys[4 * s + 2 * colour + (b >>> 5)] ^= 1 << (b & 31);
    }
  }

  /** The board now, as `parseNoGo` writes it. */
  #board(): string {
    const { rows, cols } = this.#bits;
    const out: string[] = [];
    for (let r = 0; r < rows; r++) {
      let row = "";
      for (let c = 0; c < cols; c++) {
        const p = r * cols + c;
        const b = p < 32 ? (this.#bLo >>> p) & 1 : (this.#bHi >>> (p - 32)) & 1;
        const w = p < 32 ? (this.#wLo >>> p) & 1 : (this.#wHi >>> (p - 32)) & 1;
        row += b ? "x" : w ? "o" : ".";
      }
      out.push(row);
    }
    return out.join("|");
  }

  /**
   * A winning first move of `colour`, as the board after it, checked: `root` (a point) when the
   * search of the root found it, else the first legal move after which the opponent loses.
   */
  #witness(colour: number, root: number): string {
    const bits = this.#bits;
    bits.analyse(this.#bLo, this.#bHi, this.#wLo, this.#wHi);
    const lo = bits.legalLo[colour];
    const hi = bits.legalHi[colour];
    const candidates: number[] = root >= 0 ? [root] : [];
    for (let p = 0; p < bits.points; p++) {
      const legal = p < 32 ? (lo >>> p) & 1 : (hi >>> (p - 32)) & 1;
      if (legal && p !== root) candidates.push(p);
    }
    for (const p of candidates) {
      this.#place(colour, p);
      const lost = !this.#wins(1 - colour);
      const after = this.#board();
      this.#place(colour, p);
      if (lost) return after;
    }
    throw new RangeError("Cannot solve NoGo board: internal error, no winning move found");
  }

  /**
   * Whether `colour` (0 Black, 1 White) to move wins. `saved`, when given, holds at `at` what
   * the caller's analysis of this board found (see the move loop), so it is not repeated.
   */
  #wins(colour: number, saved?: Int32Array, at = 0): boolean {
    const bits = this.#bits;
    const other = 1 - colour;
    let myLo, myHi, mine, mySure, theirSure, myMost, theirMost;
    if (saved === undefined) {
      bits.analyse(this.#bLo, this.#bHi, this.#wLo, this.#wHi);
      myLo = bits.legalLo[colour];
      myHi = bits.legalHi[colour];
      mine = bits.legalCount[colour];
      mySure = bits.sure[colour];
      theirSure = bits.sure[other];
      myMost = bits.most[colour];
      theirMost = bits.most[other];
    } else {
      myLo = saved[at];
      myHi = saved[at + 1];
      mine = saved[at + 2];
      mySure = saved[at + 3];
      theirSure = saved[at + 4];
      myMost = saved[at + 5];
      theirMost = saved[at + 6];
    }
    if (mine === 0) return false;
    // Sure moves against most moves (see the class doc).
    if (mySure > theirMost) return true;
    if (myMost <= theirSure) return false;

    const probed = this.#probe(colour);
    if (probed >= 0) return probed === 1;
    const k0 = this.#k0;
    const k1 = this.#k1;
    const k2 = this.#k2;
    const k3 = this.#k3;
    const slot = this.#slot;
    const known = this.#known;
    const wins = this.#winsBit;
    const start = this.#nodes;

    if (++this.#nodes > this.#maxNodes) throw new PositionLimitError(this.#maxNodes);
    spendSteps(1);
    if (this.#onProgress !== undefined && (this.#nodes & (PROGRESS_EVERY - 1)) === 0) {
      this.#onProgress(this.#nodes);
    }

    // The moves, best first by the count after each (the mover's most and sure moves less the
    // opponent's), then by history; a move after which the opponent loses by the count or by
    // the table wins at once (an enhanced transposition cutoff).
    const depth = this.#depth++;
    let list = this.#buffers[depth];
    if (list === undefined) list = this.#buffers[depth] = new Int32Array(64 + 8 * 64);
    const history = this.#history;
    let count = 0;
    let wonBy = -1;
    for (let half = 0; half < 2 && wonBy < 0; half++) {
      let m = half === 0 ? myLo : myHi;
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        const p = 32 * half + 31 - Math.clz32(low);
        this.#place(colour, p);
        bits.analyse(this.#bLo, this.#bHi, this.#wLo, this.#wHi);
        const theirs = bits.most[other];
        const left = bits.most[colour];
        let lost = theirs <= bits.sure[colour];
        const margin = left + bits.sure[colour] - theirs - bits.sure[other];
        if (!lost && bits.sure[other] <= left) lost = this.#probe(other) === 0;
        this.#place(colour, p);
        if (lost) {
          wonBy = p;
          break;
        }
        // The analysis of the board after the move, for the search of it.
        const save = 64 + 8 * p;
        list[save] = bits.legalLo[other];
        list[save + 1] = bits.legalHi[other];
        list[save + 2] = bits.legalCount[other];
        list[save + 3] = bits.sure[other];
        list[save + 4] = bits.sure[colour];
        list[save + 5] = theirs;
        list[save + 6] = left;
        const heard = history[64 * colour + p];
        list[count++] = ((margin + 64) * (MAX_HISTORY + 1) + heard) * 64 + p;
      }
    }
    for (let k = 1; k < count; k++) {
      const move = list[k];
      let at = k;
      while (at > 0 && list[at - 1] < move) {
        list[at] = list[at - 1];
        at--;
      }
      list[at] = move;
    }
    let result = wonBy >= 0;
    if (result) {
      if (depth === 0) this.#rootMove = wonBy;
      count = 0;
    }
    try {
      for (let k = 0; k < count; k++) {
        const p = list[k] & 63;
        this.#place(colour, p);
        const theyWin = this.#wins(other, list, 64 + 8 * p);
        this.#place(colour, p);
        if (!theyWin) {
          result = true;
          if (depth === 0) this.#rootMove = p;
          const h = 64 * colour + p;
          if (history[h] < MAX_HISTORY) history[h]++;
          break;
        }
      }
    } finally {
      this.#depth--;
    }
    this.#store(slot, k0, k1, k2, k3, known, wins, result, this.#nodes - start);
    return result;
  }

  /** 1 if the table says `colour` to move wins here, 0 if it loses, -1 if unknown. */
  #probe(colour: number): number {
    this.#locate(colour);
    const table = this.#table!;
    const k0 = this.#k0;
    const k1 = this.#k1;
    const k2 = this.#k2;
    const k3 = this.#k3;
    for (let e = WORDS * this.#slot; e < WORDS * this.#slot + 2 * WORDS; e += WORDS) {
      const bits = table[e + 4];
      if (
        (bits & this.#known) !== 0 && table[e] === k0 && table[e + 1] === k1 &&
        table[e + 2] === k2 && table[e + 3] === k3
      ) {
        return (bits & this.#winsBit) !== 0 ? 1 : 0;
      }
    }
    return -1;
  }

  /** Sets #k0..#k3, #slot, #known and #winsBit to the board's key, bucket and result bits. */
  #locate(colour: number): void {
    // The least image, as (Black's high word, low word, White's high, low) compared unsigned;
    // each image also with its colours swapped (and so the colour to move).
    const keys = this.#keys;
    let k0 = keys[0];
    let k1 = keys[1];
    let k2 = keys[2];
    let k3 = keys[3];
    let swapped = false;
    for (let s = 0; s < this.#orientations; s++) {
      for (let swap = 0; swap < 2; swap++) {
        const at = 4 * s + 2 * swap;
        const a0 = keys[at];
        const a1 = keys[at + 1];
        const a2 = keys[at ^ 2];
        const a3 = keys[(at ^ 2) + 1];
        let less = (a1 ^ SIGN) - (k1 ^ SIGN);
        if (less === 0) less = (a0 ^ SIGN) - (k0 ^ SIGN);
        if (less === 0) less = (a3 ^ SIGN) - (k3 ^ SIGN);
        if (less === 0) less = (a2 ^ SIGN) - (k2 ^ SIGN);
        if (less < 0) {
          k0 = a0;
          k1 = a1;
          k2 = a2;
          k3 = a3;
          swapped = swap === 1;
        }
      }
    }
    let h = Math.imul(k0 ^ Math.imul(k1, 0x9e3779b1), 0x85ebca6b);
    h ^= Math.imul(k2 ^ Math.imul(k3, 0x27d4eb2f), 0x165667b1);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    this.#k0 = k0;
    this.#k1 = k1;
    this.#k2 = k2;
    this.#k3 = k3;
    this.#slot = h & (this.#slots - 2);
    const asBlack = (colour === 0) !== swapped;
    this.#known = asBlack ? B_KNOWN : W_KNOWN;
    this.#winsBit = asBlack ? B_WINS : W_WINS;
  }

  /**
   * Stores a result found in `work` nodes in the bucket at `slot`: with the board's entry when
   * the bucket holds it (keeping the other colour's result); else in the first slot if it took
   * at least as many nodes as the entry there (which moves to the second), else in the second.
   */
  #store(
    slot: number,
    k0: number,
    k1: number,
    k2: number,
    k3: number,
    known: number,
    wins: number,
    result: boolean,
    work: number,
  ): void {
    const add = known | (result ? wins : 0);
    const table = this.#table!;
    const first = WORDS * slot;
    for (let e = first; e < first + 2 * WORDS; e += WORDS) {
      if (
        table[e + 4] !== 0 && table[e] === k0 && table[e + 1] === k1 && table[e + 2] === k2 &&
        table[e + 3] === k3
      ) {
        table[e + 4] |= add;
        table[e + 5] = Math.min(table[e + 5] + work, MAX_WORK);
        return;
      }
    }
    let e = first + WORDS;
    if (work >= table[first + 5]) {
      if (table[e + 4] === 0 && table[first + 4] !== 0) this.#used++;
      table.copyWithin(e, first, e);
      e = first;
    }
    if (table[e + 4] === 0) this.#used++;
    table[e] = k0;
    table[e + 1] = k1;
    table[e + 2] = k2;
    table[e + 3] = k3;
    table[e + 4] = add;
    table[e + 5] = Math.min(work, MAX_WORK);
  }
}

/**
 * Decides who wins a NoGo board moving first, for each player, with a winning first move for
 * each, with a fresh {@link NoGoSolver} (see there for the method and its cost). Black (`x`) is
 * Left and White (`o`) is Right; an m x n board has m rows.
 *
 * @param board A board as `parseNoGo` of `@cgt/rulesets/nogo` reads it.
 * @param options Search limits and the table size.
 * @returns The outcome, who wins moving first, winning moves and the nodes visited.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If the board cannot be read.
 * @throws {RangeError} If it has more than 64 points or a group without a liberty.
 * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes.
 *
 * @example NoGo 2 x 2: whoever starts wins (MCGS's nogo.test)
 * ```ts
 * import { solveNoGo } from "@cgt/rulesets/nogo-solver";
 * import assert from "node:assert/strict";
 *
 * const result = solveNoGo("..|..", { maxTableEntries: 1024 });
 * assert.equal(result.outcome, "N");
 * assert.equal(result.leftFirst && result.rightFirst, true);
 * ```
 */
export function solveNoGo(board: string, options: NoGoSolverOptions = {}): NoGoSolution {
  return new NoGoSolver(options).solve(board);
}
