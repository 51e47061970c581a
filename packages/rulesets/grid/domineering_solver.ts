/**
 * Who wins a Domineering board moving first, by a bitboard alpha-beta search with safe moves,
 * move ordering and a typed-array transposition table: boards too large for canonical forms
 * (8x8 and beyond).
 *
 * @module
 */

import { LimitError, PositionLimitError, spendSteps } from "@cgt/core/limits";
import { registerCacheOwner } from "@cgt/core/caches";
import { checkGridPosition, type GridPosition } from "../_bitboard.ts";
import { DOMINEERING, formatDomineering, parseDomineering } from "./domineering.ts";
import { type Game, ZERO } from "@cgt/partizan/game";
import { add } from "@cgt/partizan/arithmetic";
import { outcome } from "@cgt/partizan/compare";
import { Solver } from "@cgt/partizan/search";
import { withStepLimit } from "@cgt/core/limits";
import { type DomineeringDatabase, MAX_DATABASE_CELLS } from "./domineering_database.ts";
import { typeFail } from "../_check.ts";
import {
  checkMaxNodes,
  checkOptions,
  checkProgress,
  checkSharing,
  checkSlotCount,
  checkValueCells,
  DEFAULT_MAX_NODES,
  DEFAULT_TABLE_ENTRIES,
  sharedTableSlots,
  solution,
  tableSlots,
} from "./_solver_checks.ts";
import { moveToFront, sortByScore, sortDescending } from "./_domineering_order.ts";
import { countVerdict, countVerdictLossFirst, MINE, THEIRS } from "./_domineering_bounds.ts";
import {
  addNodes,
  ANSWERS,
  claimBoard,
  createTable,
  findShared,
  MAX_WORK,
  NODES,
  SLOTS,
  storeShared,
  tableBytes,
  type TableViews,
  tableViews,
  USED,
} from "./_shared_table.ts";
import { BUSY_BYTES, busyView, enterBusy, isBusy, leaveBusy } from "./_busy_table.ts";

export type { GridPosition } from "../_bitboard.ts";
export type { DomineeringDatabase } from "./domineering_database.ts";
export type { Game, PositionKey } from "@cgt/partizan/search";
export { LimitError, PositionLimitError };

/**
 * The bytes a transposition table of `slots` slots of {@link DomineeringSolver} takes, shared or
 * not (the same layout): per slot four 32-bit words (the key's two, the result bits, the nodes
 * its search took) and half of its bucket's sequence word, 18 bytes, and a header of 64 bytes.
 * Use it to size `maxTableEntries` to a memory budget.
 *
 * @param slots The table's slots (a non-negative integer).
 * @returns The bytes the table takes.
 *
 * @example Sizing a table to a memory budget
 * ```ts
 * import { domineeringTableBytes } from "@cgt/rulesets/domineering-solver";
 * import assert from "node:assert/strict";
 *
 * assert.equal(domineeringTableBytes(1024), 64 + 18 * 1024);
 * assert.equal(domineeringTableBytes(2 ** 24) < 1_000_000_000, true);
 * ```
 */
export function domineeringTableBytes(slots: number): number {
  checkSlotCount("size a Domineering table", slots);
  return tableBytes(slots);
}

/**
 * The bytes of the shared memory {@link createDomineeringSharing} makes for a table of `slots`
 * slots (it rounds its `maxTableEntries` down to a power of two first): the table
 * ({@link domineeringTableBytes}) and 256 KB of busy marks (how many threads search each board
 * far from the end). Use it to size a shared search to a memory budget.
 *
 * @param slots The table's slots (a non-negative integer).
 * @returns The bytes the shared memory takes.
 * @throws {TypeError} If `slots` is not a number.
 * @throws {RangeError} If `slots` is not a non-negative integer.
 *
 * @example The busy marks are the part beyond the table
 * ```ts
 * import {
 *   createDomineeringSharing,
 *   domineeringSharingBytes,
 *   domineeringTableBytes,
 * } from "@cgt/rulesets/domineering-solver";
 * import assert from "node:assert/strict";
 *
 * assert.equal(domineeringSharingBytes(4096), createDomineeringSharing(4096).byteLength);
 * assert.equal(domineeringSharingBytes(0) - domineeringTableBytes(0), 262_144);
 * ```
 */
export function domineeringSharingBytes(slots: number): number {
  if (typeof slots !== "number") {
    typeFail("size Domineering sharing", "slots must be a number", slots);
  }
  if (!(Number.isSafeInteger(slots) && slots >= 0)) {
    throw new RangeError(
      `Cannot size Domineering sharing: slots must be a non-negative integer, received ${slots}`,
    );
  }
  return tableBytes(slots) + BUSY_BYTES;
}

/** Options for {@link solveDomineering} and {@link DomineeringSolver}. */
export interface DomineeringSolverOptions {
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
   * 1024 and at most 2^26; each takes 18 bytes ({@link domineeringTableBytes}): two 32-bit key
   * words, a word of results, one of the nodes its search took, and half of its bucket's
   * sequence word (used when the table is shared). With `sharing`, the size of this thread's own
   * table, beside the shared one on `sharing`'s memory.
   *
   * @default {4_194_304}
   */
  maxTableEntries?: number;
  /**
   * Called every 1,048,576 nodes with the nodes so far (for a progress line); what it throws
   * stops the search.
   *
   * @default {undefined}
   */
  onProgress?: (nodes: number) => void;
  /**
   * The most empty cells a region (a component of the empty cells) may have to be replaced by
   * its canonical value: once every region of a board is this small, the board is decided by
   * the outcome of the sum of their values, without search (each region valued once by the
   * value engine of `@cgt/partizan/search`, then remembered). 0 turns it off.
   *
   * Off by default: on empty rectangles up to 6x7 it cut the nodes by a third but doubled the
   * time (valuing regions costs more than searching them with the safe-move bounds).
   *
   * @default {0}
   */
  valueCells?: number;
  /**
   * An endgame database (`@cgt/rulesets/domineering-database`): a board whose regions all have
   * at most its number of cells is decided by the sum of their values read from it, without
   * search and without the value engine.
   *
   * @default {undefined}
   */
  database?: DomineeringDatabase;
  /**
   * One thread's part in a search of one board by several threads at once, as
   * `solveDomineeringInParallel` of `@cgt/rulesets/parallel-solve` runs it: the threads share the
   * transposition table (on `memory`, lock-free: see {@link createDomineeringSharing}) and the
   * answers of the two root questions (Vertical moving first, Horizontal moving first). Each
   * thread answers the questions still open, the odd threads Horizontal's first, and thread k of
   * n rotates its move list by k / n of its length at the root (all moves but the first, which
   * every thread tries first); the first answer to a question is taken by all. The table is two-level: each thread keeps every node's
   * result in its own table (`maxTableEntries` slots, plain memory, read first), and the nodes
   * with 28 or more moves left (both players' most) also in the shared one, which it reads there
   * when its own misses (results in either are proven, so reading either is sound). Nodes that
   * far from the end are also marked busy while a thread searches them (a count per key's hash
   * on `memory`), and a node whose first move failed searches first the moves whose boards no
   * thread is searching, then the others (ABDADA, Weill 1996: by then mostly answered in the
   * shared table), so the threads split the nodes whose every move must be searched; a mark only
   * orders the moves, every move is still searched. `nodes`
   * then counts the nodes of all threads together and `maxNodes` bounds that total (each thread
   * adds its own every 1,024 nodes).
   *
   * @default {undefined}
   */
  sharing?: DomineeringSharing;
}

/** Options of one call of {@link DomineeringSolver.solve}. */
export interface DomineeringSolveOptions {
  /**
   * The most search nodes this call may visit, in place of the solver's `maxNodes`: a search in
   * slices gives each slice its own.
   *
   * @default {the solver's maxNodes}
   */
  maxNodes?: number;
}

/**
 * The first four bytes of a table saved by {@link DomineeringSolver.saveTable}: "CGTD" in ASCII,
 * read as a little-endian 32-bit word.
 */
const TABLE_MAGIC = 0x44544743;
/** The version of the saved table's format; a table of another version is refused. */
const TABLE_VERSION = 1;
/** The 32-bit words of a saved table's header: magic, version, rows, cols, cells (2), slots, entries. */
const TABLE_HEADER_WORDS = 8;

/**
 * The check word of a saved table: an FNV-1a-like hash of its words (each step is one-to-one in
 * both the hash so far and the word, so changing any one word always changes the result).
 */
function tableCheck(view: DataView, words: number): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < words; i++) h = Math.imul(h ^ view.getInt32(4 * i, true), 0x01000193);
  return h;
}

/** The bytes of a chunk of {@link DomineeringSolver.saveTableChunks} unless told: 1 MiB. */
const SAVE_CHUNK_BYTES = 1 << 20;

/**
 * The words of a saved table (`header`, then the four words of each filled slot of `data`, then
 * the check word of {@link tableCheck}, computed on the way), `words` in all, as little-endian
 * bytes in chunks of `chunkBytes` (a multiple of 4; the last chunk may be shorter).
 */
function* tableChunks(
  header: readonly number[],
  data: Int32Array,
  words: number,
  chunkBytes: number,
): Generator<Uint8Array, void, undefined> {
  const total = 4 * words;
  let done = 0;
  // One buffer for every chunk: a new array each would leave the garbage collector some tens of
  // MB of them to find (measured: 64 MB more at the peak of saving a 300 MB table).
  const buffer = new Uint8Array(Math.min(chunkBytes, total));
  const view = new DataView(buffer.buffer);
  let length = buffer.length;
  let at = 0;
  let check = 0x811c9dc5 | 0;
  // The slot whose words come next, and which of its four.
  let slot = -4;
  let k = 4;
  for (let i = 0; i < words; i++) {
    let word: number;
    if (i < header.length) {
      word = header[i];
    } else if (i < words - 1) {
      if (k === 4) {
        do slot += 4; while (data[slot + 2] === 0);
        k = 0;
      }
      word = data[slot + k++];
    } else {
      word = check;
    }
    view.setInt32(at, word, true);
    check = Math.imul(check ^ word, 0x01000193);
    at += 4;
    if (at === length) {
      yield buffer.subarray(0, length);
      done += at;
      at = 0;
      length = Math.min(chunkBytes, total - done);
    }
  }
}

/** A thread's part in a shared search: see {@link DomineeringSolverOptions.sharing}. */
export interface DomineeringSharing {
  /** The shared memory of the search, from {@link createDomineeringSharing}. */
  readonly memory: SharedArrayBuffer;
  /** This thread's number: 0 for the one that starts the search, then 1, 2 and so on. */
  readonly thread: number;
  /** The number of threads of the search. */
  readonly threads: number;
  /**
   * Called every 1,024 nodes (the thread 0 starts its helpers from it); what it throws stops the
   * search.
   */
  readonly poll?: () => void;
}

/** Who wins a Domineering board, and how: what {@link solveDomineering} returns. */
export interface DomineeringSolution {
  /**
   * The outcome class: `"L"` if Vertical (Left) wins whoever starts, `"R"` if Horizontal
   * (Right) does, `"N"` if the first player wins, `"P"` if the second player wins.
   */
  readonly outcome: "L" | "R" | "N" | "P";
  /** Whether Vertical (Left) wins moving first. */
  readonly leftFirst: boolean;
  /** Whether Horizontal (Right) wins moving first. */
  readonly rightFirst: boolean;
  /** A winning first move of Vertical, as the board after it, when `leftFirst`. */
  readonly leftMove?: string;
  /** A winning first move of Horizontal, as the board after it, when `rightFirst`. */
  readonly rightMove?: string;
  /** The search nodes visited (with `sharing`, by all threads together). */
  readonly nodes: number;
}

/**
 * The most rows, and the most columns, of a board {@link DomineeringSolver} takes (one 32-bit
 * word per row and per column); a board of 64 cells or fewer with a longer side (1 x 32, 2 x 32)
 * is for the generic search (`OutcomeSolver` of `@cgt/partizan/outcome-solver`).
 *
 * @example Which boards the bitboard search takes
 * ```ts
 * import { MAX_DOMINEERING_SIDE, solveDomineering } from "@cgt/rulesets/domineering-solver";
 * import assert from "node:assert/strict";
 *
 * assert.equal(MAX_DOMINEERING_SIDE, 31);
 * assert.throws(() => solveDomineering(".".repeat(32)), RangeError);
 * ```
 */
export const MAX_DOMINEERING_SIDE = 31;
const MAX_SIDE = MAX_DOMINEERING_SIDE;
const PROGRESS_EVERY = 1 << 20;
/**
 * The fewest moves left (both players' most) at which a node first looks for a move after which
 * the opponent loses by the count or by the table (against none: 7x7 131k to 108k nodes, 6x8
 * 813k to 740k; from 20 moves, 6x8 took twice the CPU time). From 36 rather than 28 once the
 * rest of a node got cheaper: 8x8 63.3M nodes in 151 CPU s against 52.8M in about 233, 7x8 5.2M
 * in 9.9 against 4.8M in 12.8 (the look costs a count and a table read for every move, and at 28
 * it covered the top 18 plies of 8x8). Retried from 32 once the count got cheaper (branch
 * `domnode`): 8x8 43.0M nodes in 91.8 CPU s against 47.97M in 76.2, side by side.
 */
const ETC_MOVES = 36;
/**
 * The fewest moves left at which a node below ETC_MOVES, once its first move has failed, makes
 * the same look through its other moves (it most likely loses, so each of them will be searched
 * anyway, and their table reads overlap). Same nodes within 0.1%; 7x8 and 8x7 about 5-10% less
 * CPU (from 0, 12 or 16 alike; it never pays to re-sort them by margin there). It reads only the
 * thread's own table (with `sharing` too): on the shared one, whose reads are `Atomics` operations
 * that do not overlap, it cost 5-10% more.
 */
const LATE_MOVES = 12;
/**
 * Where a depth's move buffer keeps what the enhanced transposition cutoff counted of each move
 * (a board has at most 112 moves), and the mark of a move after which the opponent wins by the
 * count.
 */
const COUNTED = 1024;
/** Where it keeps each such board's key, bucket and result bits (four words a move). */
const KEYS = 1152;
const WON_BY_COUNT = -2;
/**
 * Where it keeps each move's margin by the count (the mover's most and sure moves after it, less
 * the opponent's), by which the moves are tried when no move wins at once.
 */
const MARGIN = 1700;
/** The margin of a move after which the opponent wins by the count (tried last). */
const HOPELESS = -1000;
const DEFAULT_VALUE_CELLS = 0;
/** The most regions' values kept (the value engine's own table is bounded the same way). */
const MAX_VALUED = 1 << 18;
/** The work budget for valuing one region; a region that needs more is searched instead. */
const VALUE_STEPS = 200_000;

/**
 * With `sharing`, the fewest moves left (both players' most) at which a node reads the shared
 * table after a miss of the thread's own, and stores its result there besides its own table.
 * Nearer the end every node is on the thread's own table only (plain reads, the one-thread code
 * and its batched reads): a shared read or write is a few `Atomics` operations, which do not
 * overlap, and a node near the end saves little. Both tables hold only proven results (each is
 * or-ed bits of true answers for its key, see _shared_table.ts), so a node may take either's.
 */
const SHARE_FROM = 28;
/**
 * With `sharing`, the fewest moves left (both players' most) at which a node marks itself busy
 * while it is searched (see _busy_table.ts), and at which a node whose first move failed defers
 * the moves whose boards another thread is searching until it has searched the others (ABDADA).
 * At least SHARE_FROM, so that a deferred board answered by another thread is in the shared table.
 */
const BUSY_FROM = 28;
/** Where a depth's move buffer keeps the indices of the moves it deferred (at most 112). */
const DEFERRED = 1900;
/** How often (in nodes) a thread of a shared search looks at the others' answers. */
const POLL_EVERY = 1024;
/** Thrown inside a shared search when another thread has answered its question. */
const ANSWERED = new Error("Cannot finish the search: another thread answered first");

/** Table bits: Vertical-first result known / a win; Horizontal-first likewise. */
const V_KNOWN = 1;
const V_WINS = 2;
const H_KNOWN = 4;
const H_WINS = 8;

/**
 * A Domineering outcome search that keeps its transposition table across calls (boards of one
 * size share it). Cost: memory is the table (18 bytes a slot, {@link domineeringTableBytes};
 * `maxTableEntries` slots, allocated
 * on first use); time is the nodes visited, each listing and ordering its moves (linear in the
 * cells).
 *
 * The search is negamax with a cut on the first winning move. Vertical's moves are dominoes in
 * the columns, Horizontal's in the rows, so each player is one bitboard of words (the columns for
 * Vertical, the rows for Horizontal) and a move clears two adjacent bits of one word and one bit
 * of two words of the other.
 *
 * Pruning rests on safe moves (Bullock, "Domineering: Solving Large Combinatorial Search Spaces",
 * 2002, the Obsequi solver; Breuker, Uiterwijk and van den Herik, "Solving 8x8 Domineering",
 * Theoretical Computer Science 230, 2000): a cell whose two neighbours across a player's dominoes
 * are filled can never be covered by the opponent, so dominoes of that player on such cells
 * (counted disjointly, `floor(run / 2)` per run) are moves it will surely have; the opponent can
 * make at most as many moves as fit disjointly in the runs of its own lines. The player to move
 * wins if the moves it surely makes exceed the opponent's most moves, and loses if its own most
 * moves are at most the moves the opponent surely makes. The moves a player surely makes are its
 * safe moves plus what it keeps of its other disjoint dominoes ("vulnerable" areas, after
 * Bullock), taking one a turn while each opponent's domino spoils one isolated area (none beside
 * it in a neighbouring line) or two others: of `k` isolated areas the player moving first keeps
 * `ceil(k / 2)`, of `k` others `ceil(k / 3)`, a mix by a small minimax table (our bound, checked
 * against plain minimax in `_domineering_bounds_test.ts`); and Bullock's protective areas, 2 x 2
 * blocks the opponent reaches only from inside, each worth a move, the safe move it leaves and the
 * opponent's two moves in it to the player who plays there first. Moves are ordered by how many of
 * the opponent's moves they take away and how many of the mover's own cells they guard (make safe
 * from the opponent), then by how few of the mover's own moves they spoil, with the history
 * heuristic (how often a move refuted earlier positions) as a small bonus; safe moves go last
 * (they stay available). Far from the end (36 or more moves left for both players), a node first
 * looks through its moves for one after which the opponent loses by the count or by the table
 * (enhanced transposition cutoff); when none does, it tries them by what the count said of the
 * board after each (the mover's most and sure moves less the opponent's), best first; nearer the
 * end (12 or more moves left) a node makes the same look through its other moves
 * once its first has failed (it then most likely loses, and every move must be searched anyway).
 * A move beaten by its neighbour in the same line is skipped (a
 * domino against a filled cell, whose far end is guarded, is at least as good as the one shifted
 * by a cell: filling a cell only the opponent can use never hurts a player). Keys are the least of
 * the board's four mirror images that keep dominoes' directions, and on a square board the least
 * of those and its transpose's (with the players swapped: the search for Horizontal moving first
 * reuses Vertical's); the eight packings are kept up to date move by move (a move XORs its two
 * cells into each), so a key costs a few comparisons. The table has buckets of two slots, one
 * for the entry whose search took the most nodes and one for the latest (the TwoBig replacement
 * of Breuker, Uiterwijk and van den Herik 2000). Results are kept per board for either player to
 * move. With `valueCells`, a board whose regions are all small is decided by the outcome of the
 * sum of their canonical values instead (combinatorial game theory inside the search).
 *
 * @example Domineering 4x4: whoever starts wins
 * ```ts
 * import { DomineeringSolver } from "@cgt/rulesets/domineering-solver";
 * import assert from "node:assert/strict";
 *
 * const solver = new DomineeringSolver({ maxTableEntries: 1 << 16 });
 * const result = solver.solve("....|....|....|....");
 * assert.equal(result.outcome, "N");
 * assert.equal(solver.solve("...|...|...|...").outcome, "L"); // 4 rows, 3 columns: worth 3/2
 * ```
 */
export class DomineeringSolver {
  #maxNodes: number;
  /** The node limit of the current call: `maxNodes`, or the call's own. */
  #limit: number;
  #slots: number;
  #onProgress: ((nodes: number) => void) | undefined;
  /**
   * The transposition table (see _shared_table.ts), on shared memory with `sharing`: a header, a
   * sequence word per bucket, and the slots.
   */
  #table: TableViews | undefined;
  /**
   * The slots of #table, one in four words: the key's two words, the result bits and the nodes
   * its search took (its replacement priority). One array, so a bucket of two slots is 32
   * contiguous bytes rather than a miss in each of four arrays.
   */
  #data: Int32Array = new Int32Array(0);
  #sharing: DomineeringSharing | undefined;
  /**
   * With `sharing`: the table all threads share (on its memory), beside this thread's own #table.
   * Read after a miss of #table only at nodes with SHARE_FROM or more moves left, written only
   * there (see SHARE_FROM).
   */
  #shared: TableViews | undefined;
  /** The slots of #shared (0 without `sharing`). */
  #sharedSlots = 0;
  /**
   * With `sharing`: the busy table on its memory (see _busy_table.ts, BUSY_FROM), after #shared's
   * slots.
   */
  #busy: Int32Array | undefined;
  /** With `sharing`: the header word of the question being searched (-1: none). */
  #question = -1;
  /** With `sharing`: the nodes already added to the shared count. */
  #reported = 0;
  #shape = "";
  /** The free cells of the board last given to solve or loadTable (orientation 0 of its key). */
  #rootLo = 0;
  #rootHi = 0;
  #rows = 0;
  #cols = 0;
  /** Free cells by row (bit c: column c) and by column (bit r: row r). */
  #byRow = new Int32Array(MAX_SIDE + 2);
  #byCol = new Int32Array(MAX_SIDE + 2);
  #nodes = 0;
  #registered = false;
  #lo = 0;
  #hi = 0;
  /**
   * The board's free cells packed row by row in each of its eight orientations (2s: low word,
   * 2s + 1: high word of orientation s; see #cellBit), kept up to date move by move, so a key
   * is the least of four (eight on a square board) words instead of a packing of every line.
   */
  #keys = new Int32Array(16);
  /**
   * What a move changes in #keys: at ((player * 1024 + line * 32 + bit) * 16), the words to
   * XOR into #keys (player 0 Vertical, 1 Horizontal), for the board shape #deltaShape.
   */
  #deltas = new Int32Array(2 * 1024 * 16);
  #deltaShape = "";
  #depth = 0;
  /** What #probe leaves for a store: the key's hash, its bucket, the result bits to move. */
  #hash = 0;
  #slot = 0;
  #known = 0;
  #winsBit = 0;
  /** The winning move (line * 32 + bit) the search of the root found, or -1. */
  #rootMove = -1;
  /** A move buffer per depth (a board of 64 cells has at most 112 moves). */
  #buffers: Int32Array[] = [];
  #valueCells: number;
  #database: DomineeringDatabase | undefined;
  /** History heuristic: how often each move (per player, line * 32 + bit) refuted a position. */
  #history = [new Int32Array(32 * 32), new Int32Array(32 * 32)];
  #valuer = new Solver(DOMINEERING, { maxPositions: MAX_VALUED });
  /** Region values by key (undefined: not valued within the budget). */
  #values = new Map<number | string | bigint, Game | null>();

  /**
   * Creates a solver.
   *
   * @param options Search limits and the table size.
   * @throws {TypeError} If `options`, `onProgress`, `database` or `sharing` has the wrong shape.
   * @throws {RangeError} If an option is out of range.
   */
  constructor(options: DomineeringSolverOptions = {}) {
    const what = "create Domineering solver";
    checkOptions(what, options, ["maxNodes", "maxTableEntries", "valueCells"]);
    this.#maxNodes = checkMaxNodes(what, options.maxNodes ?? DEFAULT_MAX_NODES);
    this.#limit = this.#maxNodes;
    this.#slots = tableSlots(what, options.maxTableEntries ?? DEFAULT_TABLE_ENTRIES);
    checkProgress(what, options.onProgress);
    this.#onProgress = options.onProgress;
    this.#valueCells = checkValueCells(what, options.valueCells ?? DEFAULT_VALUE_CELLS, 64);
    const database = options.database;
    if (
      database !== undefined &&
      (database === null || typeof database !== "object" ||
        !Number.isSafeInteger(database.cells) || database.cells < 0 ||
        database.cells > MAX_DATABASE_CELLS || !(database.values instanceof Map))
    ) {
      typeFail(
        what,
        `database must be { cells, values } as buildDomineeringDatabase makes it (cells 0 to ${MAX_DATABASE_CELLS}, values a Map)`,
        database,
      );
    }
    this.#database = database;
    this.#sharing = checkSharing(what, options.sharing, isTableMemory, "createDomineeringSharing");
  }

  /** The number of filled slots of the transposition table (with `sharing`, this thread's own). */
  get size(): number {
    return this.#table === undefined ? 0 : Atomics.load(this.#table.header, USED);
  }

  /**
   * The transposition table of the board last given to {@link DomineeringSolver.solve} (or
   * {@link DomineeringSolver.loadTable}) as bytes, for `loadTable` to read back into a solver in
   * another process, to go on with a search stopped by its node limit. With `sharing`, this
   * thread's own table. The format (version 1, 32-bit little-endian words): "CGTD", the version,
   * the board's rows and columns, its free cells (two words: bit `r * cols + c` for cell (r, c)),
   * the table's slots, the number E of entries; E entries of four words (the key's two words,
   * the result bits, the nodes the search took); last a check word, a hash of all the words
   * before it. Only filled slots are written. Cost: time linear in the table's slots, 36 bytes
   * and 16 an entry ({@link DomineeringSolver.saveTableChunks} makes the same bytes a chunk at a
   * time, for a table too large to copy whole).
   *
   * @returns The table's bytes.
   * @throws {RangeError} If no board has been given to the solver yet.
   *
   * @example Save the table midway and go on in a fresh solver
   * ```ts
   * import { DomineeringSolver, PositionLimitError } from "@cgt/rulesets/domineering-solver";
   * import assert from "node:assert/strict";
   *
   * const board = ".....|.....|.....|.....|....."; // 238 nodes
   * const first = new DomineeringSolver({ maxTableEntries: 1 << 16 });
   * assert.throws(() => first.solve(board, { maxNodes: 100 }), PositionLimitError);
   * const bytes = first.saveTable();
   * const second = new DomineeringSolver({ maxTableEntries: 1 << 16 });
   * assert.equal(second.loadTable(bytes, board), first.size);
   * assert.equal(second.solve(board).outcome, "P"); // 5 x 5: the second player wins
   * ```
   */
  saveTable(): Uint8Array {
    const table = this.#table;
    if (table === undefined || this.#shape === "") {
      throw new RangeError(
        "Cannot save Domineering table: no board has been searched yet, received none",
      );
    }
    const data = this.#data;
    let entries = 0;
    for (let e = 2; e < data.length; e += 4) if (data[e] !== 0) entries++;
    const words = TABLE_HEADER_WORDS + 4 * entries + 1;
    const bytes = new Uint8Array(4 * words);
    const view = new DataView(bytes.buffer);
    const header = [
      TABLE_MAGIC,
      TABLE_VERSION,
      this.#rows,
      this.#cols,
      this.#rootLo,
      this.#rootHi,
      this.#slots,
      entries,
    ];
    header.forEach((w, i) => view.setInt32(4 * i, w, true));
    let at = 4 * TABLE_HEADER_WORDS;
    for (let e = 0; e < data.length; e += 4) {
      if (data[e + 2] === 0) continue;
      for (let k = 0; k < 4; k++, at += 4) view.setInt32(at, data[e + k], true);
    }
    view.setInt32(at, tableCheck(view, words - 1), true);
    return bytes;
  }

  /**
   * The bytes of {@link DomineeringSolver.saveTable}, the same in the same order, as a sequence of
   * chunks of `chunkBytes` bytes (the last may be shorter), made one at a time as they are asked
   * for: to write a large table to a file, or elsewhere, without a second copy of it in memory.
   * Each chunk is a view of the same buffer, which the next overwrites: use or copy it before
   * asking for the next. The table must not be searched (nor loaded into) until the last chunk
   * is taken. Cost: time linear in the table's slots (one pass counts the entries, one writes
   * them), and memory one chunk (the buffer, made once).
   *
   * @param chunkBytes The bytes of a chunk: a positive multiple of 4 (default 1 MiB).
   * @returns The chunks (the generator is made here, so a bad argument or a solver with no board
   *   throws at once).
   * @throws {RangeError} If `chunkBytes` is not a positive multiple of 4, or no board has been
   *   given to the solver yet.
   *
   * @example The chunks together are the table saveTable returns
   * ```ts
   * import { DomineeringSolver } from "@cgt/rulesets/domineering-solver";
   * import assert from "node:assert/strict";
   *
   * const solver = new DomineeringSolver({ maxTableEntries: 1024 });
   * solver.solve("....|....|....");
   * // Each chunk is overwritten by the next: copied as it comes.
   * const chunks = Array.from(solver.saveTableChunks(64), (chunk) => chunk.slice());
   * assert.ok(chunks.every((chunk, i) => chunk.length === 64 || i === chunks.length - 1));
   * const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
   * let at = 0;
   * for (const chunk of chunks) {
   *   joined.set(chunk, at);
   *   at += chunk.length;
   * }
   * assert.deepEqual(joined, solver.saveTable());
   * ```
   */
  saveTableChunks(chunkBytes: number = SAVE_CHUNK_BYTES): Generator<Uint8Array, void, undefined> {
    if (!(Number.isSafeInteger(chunkBytes) && chunkBytes > 0 && chunkBytes % 4 === 0)) {
      throw new RangeError(
        `Cannot save Domineering table: chunkBytes must be a positive multiple of 4, received ${chunkBytes}`,
      );
    }
    if (this.#table === undefined || this.#shape === "") {
      throw new RangeError(
        "Cannot save Domineering table: no board has been searched yet, received none",
      );
    }
    const data = this.#data;
    let entries = 0;
    for (let e = 2; e < data.length; e += 4) if (data[e] !== 0) entries++;
    const header = [
      TABLE_MAGIC,
      TABLE_VERSION,
      this.#rows,
      this.#cols,
      this.#rootLo,
      this.#rootHi,
      this.#slots,
      entries,
    ];
    return tableChunks(header, data, TABLE_HEADER_WORDS + 4 * entries + 1, chunkBytes);
  }

  /**
   * Reads a table saved by {@link DomineeringSolver.saveTable} for `board` into this solver's
   * table (merged with what it holds for a board of that size, each entry stored as the search
   * stores it: in a smaller table some are dropped). Sound: every entry is a result the search
   * proved (who wins moving first on a board of that size), true whatever search goes on from it;
   * the check word refuses a table damaged or changed after it was saved. Cost: time linear in
   * the bytes.
   *
   * @param bytes The saved table.
   * @param board The board it was saved for (as {@link DomineeringSolver.solve} takes it).
   * @returns The number of entries read.
   * @throws {TypeError} If `bytes` is not a Uint8Array.
   * @throws {SyntaxError} If `bytes` is not a saved table of this version, is truncated, or does
   *   not match its check word.
   * @throws {RangeError} If the table was saved for another board.
   *
   * @example A table saved for another board is refused
   * ```ts
   * import { DomineeringSolver } from "@cgt/rulesets/domineering-solver";
   * import assert from "node:assert/strict";
   *
   * const first = new DomineeringSolver({ maxTableEntries: 1024 });
   * first.solve("....|....|....");
   * const bytes = first.saveTable();
   * const second = new DomineeringSolver({ maxTableEntries: 1024 });
   * assert.throws(() => second.loadTable(bytes, "....|....|...#"), RangeError);
   * assert.equal(second.loadTable(bytes, "....|....|...."), first.size);
   * ```
   */
  loadTable(bytes: Uint8Array, board: string | GridPosition): number {
    const what = "Cannot load Domineering table";
    if (!(bytes instanceof Uint8Array)) {
      typeFail("load Domineering table", "expected a Uint8Array", bytes);
    }
    const position = typeof board === "string" ? parseDomineering(board) : checkPosition(board);
    const fail = (why: string, received: string | number): never => {
      throw new SyntaxError(`${what}: ${why}, received ${received}`);
    };
    if (bytes.length < 4 * (TABLE_HEADER_WORDS + 1) || bytes.length % 4 !== 0) {
      fail("it is too short or not whole 32-bit words", `${bytes.length} bytes`);
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const word = (i: number) => view.getInt32(4 * i, true);
    if (word(0) !== TABLE_MAGIC) {
      fail('it does not begin with "CGTD"', `0x${(word(0) >>> 0).toString(16)}`);
    }
    if (word(1) !== TABLE_VERSION) {
      fail(`it is not of version ${TABLE_VERSION}`, `version ${word(1)}`);
    }
    const entries = word(7);
    const words = bytes.length / 4;
    if (entries < 0 || words !== TABLE_HEADER_WORDS + 4 * entries + 1) {
      fail(
        `its length does not fit its ${entries} entries (truncated or changed)`,
        `${bytes.length} bytes`,
      );
    }
    if (tableCheck(view, words - 1) !== word(words - 1)) {
      fail(
        "its bytes do not match its check word (damaged or changed after it was saved)",
        `${bytes.length} bytes`,
      );
    }
    this.#load(position);
    const rows = word(2);
    const cols = word(3);
    if (
      rows !== this.#rows || cols !== this.#cols || word(4) !== this.#keys[0] ||
      word(5) !== this.#keys[1]
    ) {
      throw new RangeError(
        `${what}: it was saved for another board (${rows} x ${cols}), received ${this.#board()}`,
      );
    }
    this.#rootLo = this.#keys[0];
    this.#rootHi = this.#keys[1];
    const cells = rows * cols;
    for (let i = 0; i < entries; i++) {
      const at = TABLE_HEADER_WORDS + 4 * i;
      const lo = word(at);
      const hi = word(at + 1);
      const bits = word(at + 2);
      const work = word(at + 3);
      const outside = cells >= 64
        ? 0
        : cells >= 32
        ? hi & ~((2 ** (cells - 32) - 1) | 0)
        : hi | (lo & ~((2 ** cells - 1) | 0));
      // Result bits: a wins bit only with its known bit.
      const wellFormed = bits > 0 && bits < 16 &&
        ((bits & V_WINS) === 0 || (bits & V_KNOWN) !== 0) &&
        ((bits & H_WINS) === 0 || (bits & H_KNOWN) !== 0) && work >= 0 && outside === 0;
      if (!wellFormed) {
        fail(`entry ${i} is not a result of this board's size`, `${lo} ${hi} ${bits} ${work}`);
      }
      this.#store(bucketOf(lo, hi) & (this.#slots - 2), lo, hi, bits, 0, false, work);
    }
    return entries;
  }

  /** Frees the transposition table. */
  clear(): void {
    this.#table = undefined;
    this.#shared = undefined;
    this.#busy = undefined;
    this.#data = new Int32Array(0);
    this.#values.clear();
    this.#valuer.clear();
    this.#shape = "";
  }

  /**
   * Decides who wins `board` moving first, for each player, with a winning first move for each
   * player who wins (checked by the same search: the opponent loses moving first after it).
   *
   * @param board A Domineering board as `parseDomineering` reads it (`"....|....|....|...."`,
   *   `#` for a filled cell), at most 31 rows and 31 columns and 64 cells, or its position.
   * @param options This call's node limit (in place of the solver's `maxNodes`).
   * @returns The outcome, who wins moving first, winning moves and the nodes visited.
   * @throws {TypeError} If `board` is neither a string nor a well-formed Domineering position.
   * @throws {SyntaxError} If the board cannot be read.
   * @throws {RangeError} If it has more than 31 rows or columns.
   * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes. What it proved
   *   until then stays in the table, so a later call goes on from it (in slices of nodes).
   */
  solve(board: string | GridPosition, options: DomineeringSolveOptions = {}): DomineeringSolution {
    const position = typeof board === "string" ? parseDomineering(board) : checkPosition(board);
    checkOptions("solve Domineering board", options, ["maxNodes"]);
    this.#limit = checkMaxNodes("solve Domineering board", options.maxNodes ?? this.#maxNodes);
    const shape = this.#shape;
    this.#load(position);
    // The history of moves that refuted positions is kept for the same board again (a search in
    // slices of nodes goes on with the ordering it had learnt), else forgotten.
    if (shape !== this.#shape || this.#rootLo !== this.#keys[0] || this.#rootHi !== this.#keys[1]) {
      for (const h of this.#history) h.fill(0);
    }
    this.#rootLo = this.#keys[0];
    this.#rootHi = this.#keys[1];
    this.#nodes = 0;
    this.#depth = 0;
    if (!this.#registered) {
      this.#registered = true;
      registerCacheOwner(this);
    }
    if (this.#sharing !== undefined) return this.#solveShared(position);
    this.#rootMove = -1;
    const leftFirst = this.#wins(true);
    const leftRoot = this.#rootMove;
    this.#rootMove = -1;
    const rightFirst = this.#wins(false);
    const rightRoot = this.#rootMove;
    const leftMove = leftFirst ? this.#witness(true, leftRoot) : undefined;
    const rightMove = rightFirst ? this.#witness(false, rightRoot) : undefined;
    return solution(leftMove, rightMove, this.#nodes);
  }

  #load(position: GridPosition): void {
    const { rows, cols } = position;
    if (rows > MAX_SIDE || cols > MAX_SIDE) {
      throw new RangeError(
        `Cannot solve Domineering board: it may have at most ${MAX_SIDE} rows and columns, received ${rows} x ${cols}`,
      );
    }
    this.#rows = rows;
    this.#cols = cols;
    this.#byRow.fill(0);
    this.#byCol.fill(0);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        const free = i < 32
          ? (position.masks[0] >>> i) & 1
          : ((position.high?.[0] ?? 0) >>> (i - 32)) & 1;
        if (free) {
          this.#byRow[r] |= 1 << c;
          this.#byCol[c] |= 1 << r;
        }
      }
    }
    const shape = `${rows}x${cols}`;
    this.#loadKeys(shape);
    if (this.#sharing !== undefined) {
      this.#shared ??= tableViews(this.#sharing.memory);
      this.#sharedSlots = this.#shared.header[SLOTS];
      this.#busy ??= busyView(this.#sharing.memory);
      this.#claim(this.#shared.header);
    }
    if (this.#table === undefined || shape !== this.#shape) {
      // Keys pack the board's cells, so a table serves one board size.
      this.#table = createTable(this.#slots, false);
      this.#data = this.#table.data;
      this.#shape = shape;
    }
  }

  /**
   * Marks shared memory as serving the board loaded, or checks that it serves it: its answers
   * are this board's, so another board must not use it.
   */
  #claim(header: Int32Array): void {
    // Orientation 0 of the keys is the board itself, row by row.
    if (!claimBoard(header, this.#rows * 32 + this.#cols + 1, this.#keys[0], this.#keys[1])) {
      throw new RangeError(
        `Cannot solve Domineering board: its shared memory serves another board, received ${this.#board()}`,
      );
    }
  }

  /**
   * `solve` as one thread of a shared search: answers the root questions still open (the odd
   * threads Horizontal's first), giving up on one as soon as another thread has answered it,
   * then returns the answers with winning moves, each checked by a search of the board after it.
   */
  #solveShared(position: GridPosition): DomineeringSolution {
    const header = this.#shared!.header;
    const thread = this.#sharing!.thread;
    this.#reported = 0;
    for (const vertical of thread % 2 === 0 ? [true, false] : [false, true]) {
      const at = ANSWERS + (vertical ? 0 : 1);
      if (Atomics.load(header, at) !== 0) continue;
      this.#question = at;
      this.#rootMove = -1;
      try {
        const wins = this.#wins(vertical);
        Atomics.compareExchange(header, at, 0, wins ? 2 + (this.#rootMove + 1) * 4 : 1);
      } catch (error) {
        if (error !== ANSWERED) throw error;
        // Stopped midway, with moves still on the board.
        this.#depth = 0;
        this.#load(position);
      } finally {
        this.#question = -1;
      }
    }
    const answer = (vertical: boolean): string | undefined => {
      const word = Atomics.load(header, ANSWERS + (vertical ? 0 : 1));
      if (word === 1) return undefined;
      const move = (word >> 2) - 1;
      if (move < 0) return this.#witness(vertical, -1);
      // Checked: the opponent loses moving first after it (a search, mostly of the table).
      const [mine, theirs] = vertical ? [this.#byCol, this.#byRow] : [this.#byRow, this.#byCol];
      this.#place(mine, theirs, move >>> 5, move & 31, vertical ? 0 : 1);
      const lost = !this.#wins(!vertical);
      const after = this.#board();
      this.#place(mine, theirs, move >>> 5, move & 31, vertical ? 0 : 1);
      if (!lost) {
        throw new RangeError("Cannot solve Domineering board: internal error, a winning move lost");
      }
      return after;
    };
    const leftMove = answer(true);
    const rightMove = answer(false);
    this.#report();
    return solution(leftMove, rightMove, Number(Atomics.load(this.#shared!.wide, NODES)));
  }

  /**
   * Reorders the moves of the root for this thread of a shared search (thread k of n rotates all
   * moves but the first, the best by the ordering, which all threads try first, by k / n of
   * them), so that threads that come to the root's other moves start from different ones. Below
   * the root the busy marks split the work instead (see BUSY_FROM): the rotation of the moves
   * below the first root move that was here before them made two threads meet in the middle of
   * that list and search the same move at once.
   */
  #spread(list: Int32Array): void {
    const { thread, threads } = this.#sharing!;
    const n = list.length;
    if (thread === 0 || n < 2) return;
    rotate(list.subarray(1), Math.floor((thread * (n - 1)) / threads));
  }

  /** Adds this thread's nodes since the last report to the shared count; returns the total. */
  #report(): number {
    const added = this.#nodes - this.#reported;
    this.#reported = this.#nodes;
    return addNodes(this.#shared!, added);
  }

  /** With `sharing`, every 1,024 nodes: the caller's poll, the shared node limit, the answers. */
  #poll(): void {
    this.#sharing!.poll?.();
    if (this.#report() > this.#limit) throw new PositionLimitError(this.#limit);
    if (this.#question >= 0 && Atomics.load(this.#shared!.header, this.#question) !== 0) {
      throw ANSWERED;
    }
  }

  /**
   * The bit (0 to 63) of cell (r, c) in orientation s of the board's key: s < 4 packs the rows
   * (in reverse order if s & 1, each mirrored if s & 2); s >= 4, on a square board only, packs
   * the columns likewise (the transpose).
   */
  #cellBit(s: number, r: number, c: number): number {
    const rows = this.#rows;
    const cols = this.#cols;
    if (s < 4) {
      return ((s & 1) !== 0 ? rows - 1 - r : r) * cols + ((s & 2) !== 0 ? cols - 1 - c : c);
    }
    return ((s & 1) !== 0 ? cols - 1 - c : c) * cols + ((s & 2) !== 0 ? rows - 1 - r : r);
  }

  /** Sets #keys from the free cells, and #deltas for boards of this `shape`. */
  #loadKeys(shape: string): void {
    const rows = this.#rows;
    const cols = this.#cols;
    const orientations = rows === cols ? 8 : 4;
    const keys = this.#keys;
    keys.fill(0);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (((this.#byRow[r] >>> c) & 1) === 0) continue;
        for (let s = 0; s < orientations; s++) {
          const b = this.#cellBit(s, r, c);
          keys[2 * s + (b >>> 5)] ^= 1 << (b & 31);
        }
      }
    }
    if (shape === this.#deltaShape) return;
    const deltas = this.#deltas;
    deltas.fill(0);
    for (let player = 0; player < 2; player++) {
      // Vertical's line i is column i and its bit j row j; Horizontal's line i is row i.
      const lines = player === 0 ? cols : rows;
      const along = player === 0 ? rows : cols;
      for (let i = 0; i < lines; i++) {
        for (let j = 0; j + 1 < along; j++) {
          const at = (player * 1024 + (i << 5) + j) * 16;
          for (let s = 0; s < orientations; s++) {
            for (let d = 0; d < 2; d++) {
              const b = player === 0 ? this.#cellBit(s, j + d, i) : this.#cellBit(s, i, j + d);
              deltas[at + 2 * s + (b >>> 5)] ^= 1 << (b & 31);
            }
          }
        }
      }
    }
    this.#deltaShape = shape;
  }

  /** The board now, as `formatDomineering` writes it. */
  #board(): string {
    let lo = 0;
    let hi = 0;
    for (let r = 0; r < this.#rows; r++) {
      for (let c = 0; c < this.#cols; c++) {
        if ((this.#byRow[r] >>> c) & 1) {
          const i = r * this.#cols + c;
          if (i < 32) lo |= 1 << i;
          else hi |= 1 << (i - 32);
        }
      }
    }
    const cells = this.#rows * this.#cols;
    return formatDomineering(
      cells > 32
        ? { rows: this.#rows, cols: this.#cols, masks: [lo >>> 0], high: [hi >>> 0] }
        : { rows: this.#rows, cols: this.#cols, masks: [lo >>> 0] },
    );
  }

  /**
   * A winning first move of the player, as the board after it: `root` (line * 32 + bit) when the
   * search of the root found it, else the first move after which the table says the opponent
   * loses, else the first after which a search says so.
   */
  #witness(vertical: boolean, root: number): string {
    const player = vertical ? 0 : 1;
    const [mine, theirs, n] = vertical
      ? [this.#byCol, this.#byRow, this.#cols]
      : [this.#byRow, this.#byCol, this.#rows];
    if (root >= 0) {
      this.#place(mine, theirs, root >>> 5, root & 31, player);
      const after = this.#board();
      this.#place(mine, theirs, root >>> 5, root & 31, player);
      return after;
    }
    // First a move after which the table says the opponent loses (proven, so no search: a root
    // answered from the table, as after loadTable, would otherwise search every move before its
    // winning one), then by search.
    for (const bySearch of [false, true]) {
      for (let i = 0; i < n; i++) {
        let m = mine[i] & (mine[i] >>> 1);
        while (m !== 0) {
          const j = 31 - Math.clz32(m & -m);
          m &= m - 1;
          this.#place(mine, theirs, i, j, player);
          const lost = bySearch ? !this.#wins(!vertical) : this.#probe(!vertical) === 0;
          const after = lost ? this.#board() : "";
          this.#place(mine, theirs, i, j, player);
          if (lost) return after;
        }
      }
    }
    throw new RangeError("Cannot solve Domineering board: internal error, no winning move found");
  }

  /**
   * Toggles the domino at bits j, j+1 of mine[i] (and bit i of theirs[j], theirs[j+1]), and its
   * cells in #keys; `mine` is Vertical's columns if `player` is 0, Horizontal's rows if 1.
   */
  #place(mine: Int32Array, theirs: Int32Array, i: number, j: number, player: number): void {
    mine[i] ^= 3 << j;
    theirs[j] ^= 1 << i;
    theirs[j + 1] ^= 1 << i;
    const keys = this.#keys;
    const deltas = this.#deltas;
    const at = (player * 1024 + (i << 5) + j) * 16;
    for (let k = 0; k < 16; k++) keys[k] ^= deltas[at + k];
  }

  /**
   * Whether the player (Vertical if `vertical`) to move wins. `counted`, when not negative, is
   * what the count bound left undecided here: both players' most moves (the caller's
   * enhanced transposition cutoff already counted this board), so the count is not repeated.
   */
  #wins(vertical: boolean, counted = -1): boolean {
    const mine = vertical ? this.#byCol : this.#byRow;
    const theirs = vertical ? this.#byRow : this.#byCol;
    const n = vertical ? this.#cols : this.#rows;
    const m = vertical ? this.#rows : this.#cols;
    const player = vertical ? 0 : 1;
    // Safe moves and unsafe areas against most moves (see the class doc).
    let most = counted;
    if (most < 0) {
      // Reached with no count made: mostly the first move a node tries, mostly a winning one,
      // so the player to move here mostly loses by the count (7x8: 3.4M losses, 0.13M wins).
      const verdict = countVerdictLossFirst(mine, n, theirs, m);
      if (verdict !== 0) return verdict > 0;
      most = MINE[0] + THEIRS[0];
    }

    const probed = this.#probe(vertical);
    if (probed >= 0) return probed === 1;
    const lo = this.#lo;
    const hi = this.#hi;
    const hash = this.#hash;
    const slot = this.#slot;
    const known = this.#known;
    const wins = this.#winsBit;
    // With `sharing`, far from the end only: what another thread proved (kept here too).
    if (most >= SHARE_FROM && this.#shared !== undefined) {
      const found = findShared(this.#shared, hash & (this.#sharedSlots - 2), lo, hi, known, wins);
      if (found >= 0) {
        this.#store(slot, lo, hi, known, wins, found === 1, 1);
        return found === 1;
      }
    }
    const start = this.#nodes;

    if (++this.#nodes > this.#limit) throw new PositionLimitError(this.#limit);
    spendSteps(1);
    if (this.#onProgress !== undefined && (this.#nodes & (PROGRESS_EVERY - 1)) === 0) {
      this.#onProgress(this.#nodes);
    }
    if (this.#sharing !== undefined && (this.#nodes & (POLL_EVERY - 1)) === 0) this.#poll();

    const valued = this.#valueCut(vertical, most);
    if (valued !== undefined) {
      this.#store(slot, lo, hi, known, wins, valued, 1);
      return valued;
    }

    // The moves, scored: opponent's moves taken away (x 4), own moves spoilt (subtracted),
    // safe moves last. Kept in this depth's buffer.
    const depth = this.#depth++;
    let moves = this.#buffers[depth];
    if (moves === undefined) moves = this.#buffers[depth] = new Int32Array(2 * 32 * 32);
    let count = 0;
    const history = this.#history[vertical ? 0 : 1];
    // The best move (the greatest word) as it is listed.
    let best = 0;
    let below = 0;
    let w = mine[0];
    for (let i = 0; i < n; i++) {
      const above = i + 1 < n ? mine[i + 1] : 0;
      let avail = w & (w >>> 1);
      if (avail !== 0) {
        const guarded = w & ~below & ~above;
        avail &= ~dominated(w, avail, guarded);
        // Own cells of lines i - 1 and i + 1 whose other neighbour across is filled (or off the
        // board): a move beside them guards them.
        const guardBelow = below & ~(i > 1 ? mine[i - 2] : 0);
        const guardAbove = above & ~(i + 2 < n ? mine[i + 2] : 0);
        while (avail !== 0) {
          const j = 31 - Math.clz32(avail & -avail);
          avail &= avail - 1;
          // The move's features (see SCORE_BASE): the cells at bits j, j + 1 of the lines
          // beside it, free and guardable, its own line's cells at j - 1 and j + 2 (bit -1
          // reads bit 31, never set: lines have at most 31 cells) and whether it is safe.
          const feature = ((below >>> j) & 3) | (((above >>> j) & 3) << 2) |
            (((guardBelow >>> j) & 3) << 4) | (((guardAbove >>> j) & 3) << 6) |
            (((w >>> (j - 1)) & 1) << 8) | (((w >>> (j + 2)) & 1) << 9) |
            ((guarded >>> j) & (guarded >>> (j + 1)) & 1) << 10;
          const score = (SCORE_BASE[feature] << 5) +
            (32 - Math.clz32(history[(i << 5) | j])) * 2;
          const move = (score << 10) | (i << 5) | j;
          if (move > moves[best]) best = count;
          moves[count++] = move;
        }
      }
      below = w;
      w = above;
    }
    // Best first. Far from the end (where the moves are counted below) and at the root of a
    // shared search (which spreads its threads), sorted at once; elsewhere only the best is brought first, and
    // the rest sorted only if it fails (the first move tried wins at nearly every node the mover
    // wins). No two moves are equal, so the order tried is the same either way.
    const etc = most >= ETC_MOVES;
    const sortLater = !etc && !(depth === 0 && this.#sharing !== undefined);
    if (sortLater) moveToFront(moves, best);
    else sortDescending(moves, 0, count);
    if (depth === 0 && this.#sharing !== undefined) this.#spread(moves.subarray(0, count));
    const list = moves;
    let result = false;
    // With `sharing`, far from the end: marked busy while searched, and the moves after the first
    // searched first where no other thread is (see BUSY_FROM).
    const busy = most >= BUSY_FROM ? this.#busy : undefined;
    if (busy !== undefined) enterBusy(busy, hash);
    let deferred = 0;
    try {
      // Far from the end, where a wrong first try costs most: a move after which the opponent
      // loses by the count or by the table wins at once (enhanced transposition cutoff).
      // What it counted is kept at list[COUNTED + k] for the search below: the most moves
      // when the count left the board undecided, WON_BY_COUNT when the opponent wins by it.
      // The count first, move by move, keeping each undecided board's key and bucket; then the
      // buckets in one tight loop (their memory reads overlap instead of waiting one by one).
      if (etc) {
        const lostAt = this.#lookAhead(list, 0, count, vertical);
        if (lostAt < count) {
          result = true;
          if (depth === 0) this.#rootMove = list[lostAt] & 1023;
        } else {
          // No move wins at once: try them by their margin by the count, best first (stable, so
          // the order above breaks ties), each with what was counted of it.
          sortByScore(list, count, COUNTED, MARGIN);
        }
      }
      // Where the moves' counts are kept (none: count).
      let countedFrom = etc ? 0 : count;
      for (let k = 0; k < count && !result; k++) {
        if (k === 1 && sortLater) {
          sortDescending(list, 1, count);
          // The first move lost: the node most likely loses, and each move will be searched,
          // so the look ahead costs little more than that search's own count and table read.
          if (most >= LATE_MOVES) {
            const lostAt = this.#lookAhead(list, 1, count, vertical);
            countedFrom = 1;
            if (lostAt < count) {
              result = true;
              if (depth === 0) this.#rootMove = list[lostAt] & 1023;
              break;
            }
          }
        }
        const move = list[k];
        const i = (move >>> 5) & 31;
        const j = move & 31;
        const counted = k >= countedFrom ? list[COUNTED + k] : -1;
        if (counted === WON_BY_COUNT) continue;
        if (busy !== undefined && k > 0 && counted >= BUSY_FROM) {
          // Another thread is searching the board after this move: it comes last (ABDADA).
          this.#place(mine, theirs, i, j, player);
          this.#locate(!vertical);
          const other = isBusy(busy, this.#hash);
          this.#place(mine, theirs, i, j, player);
          if (other) {
            list[DEFERRED + deferred++] = k;
            continue;
          }
        }
        this.#place(mine, theirs, i, j, player);
        const theyWin = this.#wins(!vertical, counted);
        this.#place(mine, theirs, i, j, player);
        if (!theyWin) {
          result = true;
          if (depth === 0) this.#rootMove = (i << 5) | j;
          history[(i << 5) | j] += 1;
          break;
        }
      }
      // The deferred moves, each searched now whoever else is (mostly answered by the shared
      // table by now): every move not cut off above is searched, as without deferring.
      for (let d = 0; d < deferred && !result; d++) {
        const k = list[DEFERRED + d];
        const move = list[k];
        const i = (move >>> 5) & 31;
        const j = move & 31;
        this.#place(mine, theirs, i, j, player);
        const theyWin = this.#wins(!vertical, list[COUNTED + k]);
        this.#place(mine, theirs, i, j, player);
        if (!theyWin) {
          result = true;
          if (depth === 0) this.#rootMove = (i << 5) | j;
          history[(i << 5) | j] += 1;
        }
      }
    } finally {
      this.#depth--;
      if (busy !== undefined) leaveBusy(busy, hash);
    }
    const work = this.#nodes - start;
    this.#store(slot, lo, hi, known, wins, result, work);
    if (most >= SHARE_FROM && this.#shared !== undefined) {
      const add = known | (result ? wins : 0);
      storeShared(this.#shared, hash & (this.#sharedSlots - 2), lo, hi, add, work);
    }
    return result;
  }

  /**
   * The enhanced transposition cutoff over `list[from .. count)`, the moves of the player to move
   * (Vertical if `vertical`): the index of the first move after which the opponent loses by the
   * count or by the table, or `count` if none does. Keeps at list[COUNTED + k] what the count
   * said of each move's board (both players' most moves when undecided, WON_BY_COUNT when the
   * opponent wins by it) and at list[MARGIN + k] its margin (HOPELESS when the opponent wins by
   * it), for the moves before the index returned. The count first, move by move, keeping each
   * undecided board's key and bucket; then the buckets in one tight loop (their memory reads
   * overlap instead of waiting one by one).
   */
  #lookAhead(list: Int32Array, from: number, count: number, vertical: boolean): number {
    const mine = vertical ? this.#byCol : this.#byRow;
    const theirs = vertical ? this.#byRow : this.#byCol;
    const n = vertical ? this.#cols : this.#rows;
    const m = vertical ? this.#rows : this.#cols;
    const player = vertical ? 0 : 1;
    let lostAt = count;
    for (let k = from; k < count; k++) {
      const i = (list[k] >>> 5) & 31;
      const j = list[k] & 31;
      this.#place(mine, theirs, i, j, player);
      const theirs0 = countVerdict(theirs, m, mine, n);
      list[COUNTED + k] = theirs0 > 0 ? WON_BY_COUNT : MINE[0] + THEIRS[0];
      // MINE is now the opponent's tally, THEIRS the mover's (see countVerdict).
      list[MARGIN + k] = theirs0 > 0 ? HOPELESS : THEIRS[0] + THEIRS[1] - MINE[0] - MINE[1];
      if (theirs0 === 0) {
        this.#locate(!vertical);
        const at = KEYS + 4 * k;
        list[at] = this.#lo;
        list[at + 1] = this.#hi;
        list[at + 2] = this.#hash;
        list[at + 3] = this.#known | (this.#winsBit << 8);
      }
      this.#place(mine, theirs, i, j, player);
      if (theirs0 < 0) {
        lostAt = k;
        break;
      }
    }
    const mask = this.#slots - 2;
    for (let k = from; k < lostAt; k++) {
      if (list[COUNTED + k] === WON_BY_COUNT) continue;
      const at = KEYS + 4 * k;
      const bits = list[at + 3];
      if (this.#lookup(list[at + 2] & mask, list[at], list[at + 1], bits & 255, bits >>> 8) === 0) {
        return k;
      }
    }
    // With `sharing`, at the enhanced cutoff's depth (from 0): the boards far enough from the end
    // that the shared table holds them, missed by this thread's own table.
    const shared = this.#shared;
    if (shared === undefined || from !== 0) return lostAt;
    const sharedMask = this.#sharedSlots - 2;
    for (let k = from; k < lostAt; k++) {
      if (list[COUNTED + k] < SHARE_FROM) continue; // also WON_BY_COUNT
      const at = KEYS + 4 * k;
      const bits = list[at + 3];
      const lo = list[at];
      const hi = list[at + 1];
      if (findShared(shared, list[at + 2] & sharedMask, lo, hi, bits & 255, bits >>> 8) === 0) {
        this.#store(list[at + 2] & mask, lo, hi, bits & 255, bits >>> 8, false, 1);
        return k;
      }
    }
    return lostAt;
  }

  /**
   * Looks the board up for the player to move (Vertical if `vertical`): 1 if the table says it
   * wins, 0 if it loses, -1 if unknown; leaves the key, bucket and result bits in #lo, #hi,
   * #slot, #known, #winsBit for a store.
   */
  #probe(vertical: boolean): number {
    this.#locate(vertical);
    return this.#lookup(this.#slot, this.#lo, this.#hi, this.#known, this.#winsBit);
  }

  /** The bucket's answer for a key (see #probe): 1, 0, or -1 if it does not hold it. */
  #lookup(slot: number, lo: number, hi: number, known: number, wins: number): number {
    const table = this.#data;
    for (let e = 4 * slot; e < 4 * slot + 8; e += 4) {
      const bits = table[e + 2];
      if (bits !== 0 && table[e] === lo && table[e + 1] === hi && (bits & known) !== 0) {
        return (bits & wins) !== 0 ? 1 : 0;
      }
    }
    return -1;
  }

  /** Sets #lo, #hi, #slot, #known and #winsBit to the board's key, bucket and result bits. */
  #locate(vertical: boolean): void {
    // The key: of the board, or on a square board of its transpose with the players swapped
    // (Vertical to move on a board is Horizontal to move on its transpose), whichever is less.
    // Compared as unsigned words (the sign bit flipped).
    const keys = this.#keys;
    let lo = keys[0];
    let hi = keys[1];
    for (let s = 2; s < 8; s += 2) {
      const l = keys[s];
      const h = keys[s + 1];
      if ((h ^ SIGN) < (hi ^ SIGN) || (h === hi && (l ^ SIGN) < (lo ^ SIGN))) {
        lo = l;
        hi = h;
      }
    }
    let asVertical = vertical;
    if (this.#rows === this.#cols) {
      let tlo = keys[8];
      let thi = keys[9];
      for (let s = 10; s < 16; s += 2) {
        const l = keys[s];
        const h = keys[s + 1];
        if ((h ^ SIGN) < (thi ^ SIGN) || (h === thi && (l ^ SIGN) < (tlo ^ SIGN))) {
          tlo = l;
          thi = h;
        }
      }
      if ((thi ^ SIGN) < (hi ^ SIGN) || (thi === hi && (tlo ^ SIGN) < (lo ^ SIGN))) {
        lo = tlo;
        hi = thi;
        asVertical = !vertical;
      }
    }
    const h = bucketOf(lo, hi);
    // Two slots per bucket: the first keeps the entry whose search took the most nodes, the
    // second the latest (Breuker, Uiterwijk and van den Herik's TwoBig scheme).
    this.#lo = lo;
    this.#hi = hi;
    this.#hash = h;
    this.#slot = h & (this.#slots - 2);
    this.#known = asVertical ? V_KNOWN : H_KNOWN;
    this.#winsBit = asVertical ? V_WINS : H_WINS;
  }

  /**
   * Stores a result found in `work` nodes in the bucket at `slot`: with the board's entry when
   * the bucket holds it (keeping the other player's result); else in the first slot if it took at
   * least as many nodes as the entry there (which moves to the second), else in the second.
   */
  #store(
    slot: number,
    lo: number,
    hi: number,
    known: number,
    wins: number,
    result: boolean,
    work: number,
  ): void {
    const add = known | (result ? wins : 0);
    const table = this.#data;
    const first = 4 * slot;
    for (let e = first; e < first + 8; e += 4) {
      if (table[e + 2] !== 0 && table[e] === lo && table[e + 1] === hi) {
        table[e + 2] |= add;
        table[e + 3] = Math.min(table[e + 3] + work, MAX_WORK);
        return;
      }
    }
    let e = first + 4;
    if (work >= table[first + 3]) {
      if (table[first + 6] === 0 && table[first + 2] !== 0) this.#table!.header[USED]++;
      // The first slot moves to the second (four words, by hand: cheaper than copyWithin).
      table[first + 4] = table[first];
      table[first + 5] = table[first + 1];
      table[first + 6] = table[first + 2];
      table[first + 7] = table[first + 3];
      e = first;
    }
    if (table[e + 2] === 0) this.#table!.header[USED]++;
    table[e] = lo;
    table[e + 1] = hi;
    table[e + 2] = add;
    table[e + 3] = Math.min(work, MAX_WORK);
  }

  /**
   * The result for the player to move when every region of empty cells has at most
   * `valueCells` cells and is valued within the budget: the outcome of the sum of the regions'
   * canonical values (Left moving first wins unless the sum is <= 0). Else undefined.
   */
  #valueCut(vertical: boolean, moves: number): boolean | undefined {
    const dbCells = this.#database?.cells ?? 0;
    const most = Math.max(this.#valueCells, dbCells);
    // A board with many moves left is rarely in small regions: not worth splitting.
    if (most === 0 || moves > 2 * most) return undefined;
    // Orientation 0 of the keys is the board's free cells row by row.
    const rows = this.#rows;
    const cols = this.#cols;
    const board: GridPosition = rows * cols > 32
      ? { rows, cols, masks: [this.#keys[0] >>> 0], high: [this.#keys[1] >>> 0] }
      : { rows, cols, masks: [this.#keys[0] >>> 0] };
    let sum: Game = ZERO;
    for (const region of DOMINEERING.components!(board)) {
      const size = cellsOf(region);
      if (size > most) return undefined;
      const key = DOMINEERING.key!(region);
      let g = size <= dbCells ? this.#database!.values.get(key) : this.#values.get(key);
      if (g === undefined) {
        try {
          g = withStepLimit(VALUE_STEPS, () => this.#valuer.value(region));
        } catch (error) {
          if (!(error instanceof LimitError)) throw error;
          g = null;
        }
        if (this.#values.size >= MAX_VALUED) this.#values.clear();
        this.#values.set(key, g);
      }
      if (g === null) return undefined;
      sum = add(sum, g);
    }
    const o = outcome(sum);
    return vertical ? o === "L" || o === "N" : o === "R" || o === "N";
  }
}

/**
 * The moves (bit j: the domino on bits j, j + 1 of a line whose free cells are `w`) dominated by
 * a neighbouring move of the same line, so a search may skip them. The domino A on bits j, j + 1
 * is at least as good for its player as B on j + 1, j + 2 when bit j - 1 is filled (or off the
 * line) and cell j + 2 is guarded (the opponent can never cover it): after A the board is
 * B's with cell j freed and j + 2 filled, and filling a cell only the opponent could use (j after
 * B) or freeing one only the player could use (j + 2) never hurts the player (a cell the
 * opponent can never use removes none of the player's options when filled, only the
 * opponent's, at every later position; induction on the positions). Likewise B beats A when bit
 * j + 3 is filled and cell j is guarded. When each beats the other, B is dropped and A kept, so
 * every dropped move has a kept one at least as good (the relation has no other cycles).
 */
function dominated(w: number, avail: number, guarded: number): number {
  // Move j beaten by move j - 1: both available, bit j - 2 filled, cell j + 1 guarded.
  const byLower = avail & (avail << 1) & ~(w << 2) & (guarded >>> 1);
  // Move j beaten by move j + 1: both available, bit j + 3 filled, cell j guarded; unless move
  // j + 1 is itself beaten by move j (then they are equal and j + 1 is the one dropped).
  const byHigher = avail & (avail >>> 1) & ~(w >>> 3) & guarded & ~(byLower >>> 1);
  return byLower | byHigher;
}

/** Whether `memory` is laid out as {@link createDomineeringSharing} makes it. */
function isTableMemory(memory: SharedArrayBuffer): boolean {
  if (memory.byteLength < 4) return false;
  const slots = new Int32Array(memory, 0, 1)[0];
  return slots >= 2 && (slots & (slots - 1)) === 0 &&
    memory.byteLength === tableBytes(slots) + BUSY_BYTES;
}

/** Rotates `list` left by `by` places (modulo its length). */
function rotate(list: Int32Array, by: number): void {
  const n = list.length;
  const r = n === 0 ? 0 : by % n;
  if (r === 0) return;
  const head = list.slice(0, r);
  list.copyWithin(0, r);
  list.set(head, n - r);
}

/**
 * SCORE_BASE[f]: a move's score before the history bonus, from its features f (bits 0-1: the
 * cells at the move's bits j, j + 1 free in the line below, 2-3 in the line above; 4-5 and 6-7:
 * those of them the move guards, their other neighbour across filled; 8 and 9: its own line's
 * cells j - 1 and j + 2 free; 10: the move is safe). The opponent's moves it takes away (one per
 * free cell beside it) count 4, own cells it guards 8, own moves it spoils (a free cell at either
 * end) -1, and a safe move -16 (it stays available), plus 64 to keep the score positive.
 */
const SCORE_BASE = new Int32Array(1 << 11);
for (let f = 0; f < 1 << 11; f++) {
  const bits = (x: number) => (x & 1) + ((x >>> 1) & 1);
  const taken = bits(f) + bits(f >>> 2);
  const created = bits(f >>> 4) + bits(f >>> 6);
  const spoilt = ((f >>> 8) & 1) + ((f >>> 9) & 1);
  const safe = (f >>> 10) & 1;
  SCORE_BASE[f] = taken * 4 + created * 8 - spoilt - safe * 16 + 64;
}

/** The number of cells of a region (its empty cells). */
function cellsOf(region: GridPosition): number {
  let n = 0;
  for (let w of [region.masks[0], region.high?.[0] ?? 0]) {
    while (w !== 0) {
      w &= w - 1;
      n++;
    }
  }
  return n;
}

/** The hash of a key (its two words), whose low bits pick its bucket. */
function bucketOf(lo: number, hi: number): number {
  let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The sign bit of a 32-bit word: XORed in, signed order becomes unsigned order. */
const SIGN = 0x80000000 | 0;

/** Checks that `board` is a Domineering position as `parseDomineering` makes it. */
function checkPosition(board: unknown): GridPosition {
  return checkGridPosition(
    "solve Domineering board",
    board,
    1,
    'a string such as "..|.." or a position from parseDomineering',
  );
}

/**
 * Decides who wins a Domineering board moving first, for each player, with a winning first move
 * for each, with a fresh {@link DomineeringSolver} (see there for the method, its sources and its
 * cost). Vertical is Left and Horizontal is Right; an m x n board has m rows.
 *
 * @param board A board as `parseDomineering` reads it, or its position.
 * @param options Search limits and the table size.
 * @returns The outcome, who wins moving first, winning moves and the nodes visited.
 * @throws {SyntaxError} If the board cannot be read.
 * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes.
 *
 * @example Domineering 2x3 (2 rows, worth {2 | -1/2}): whoever starts wins
 * ```ts
 * import { solveDomineering } from "@cgt/rulesets/domineering-solver";
 * import assert from "node:assert/strict";
 *
 * const result = solveDomineering("...|...", { maxTableEntries: 1024 });
 * assert.equal(result.outcome, "N");
 * assert.equal(result.leftMove, ".#.|.#.");
 * assert.equal(result.rightMove, "##.|...");
 * ```
 */
export function solveDomineering(
  board: string | GridPosition,
  options: DomineeringSolverOptions = {},
): DomineeringSolution {
  return new DomineeringSolver(options).solve(board);
}

/**
 * Makes the shared memory of a search of one board by several threads (see
 * {@link DomineeringSolverOptions.sharing}): a transposition table of `maxTableEntries` slots
 * (rounded down to a power of two, 1024 to 2^26, 18 bytes each, {@link domineeringTableBytes}), a
 * header with the board, the answers and the nodes of all threads, and 256 KB of counts of the
 * threads searching each board far from the end (the busy marks): {@link domineeringSharingBytes}
 * of the slots in all. Threads read and write entries
 * lock-free under a sequence word per bucket of two slots (a seqlock, with every access an
 * `Atomics` operation, which are sequentially consistent): a writer makes the word odd by a
 * compare-and-swap, writes and makes it even again (a writer that finds it odd drops its store:
 * the table is a cache), and a reader takes an entry only if the word was even and the same
 * before and after it read the entry, so it never takes an entry that another thread was writing
 * (a torn entry) for the wrong board.
 *
 * @param maxTableEntries The table's slots.
 * @returns The memory, to pass to every thread's solver.
 * @throws {RangeError} If `maxTableEntries` is not an integer of at least 1024.
 *
 * @example Two solvers, one thread: the second finds the answers the first left
 * ```ts
 * import { createDomineeringSharing, DomineeringSolver } from "@cgt/rulesets/domineering-solver";
 * import assert from "node:assert/strict";
 *
 * const memory = createDomineeringSharing(1 << 16);
 * const board = "....|....|....|....";
 * const options = (thread: number) => ({
 *   maxTableEntries: 1024,
 *   sharing: { memory, thread, threads: 2 },
 * });
 * const first = new DomineeringSolver(options(0)).solve(board);
 * assert.equal(first.outcome, "N");
 * // The answers were there: the second thread only checks the winning moves (the boards after
 * // them, too near the end for the shared table, it searches again in its own table).
 * const second = new DomineeringSolver(options(1)).solve(board);
 * assert.equal(second.outcome, "N");
 * assert.ok(second.nodes >= first.nodes);
 * ```
 */
export function createDomineeringSharing(maxTableEntries: number): SharedArrayBuffer {
  const slots = sharedTableSlots("create Domineering sharing", maxTableEntries);
  // The table, then the busy table (see _busy_table.ts).
  const memory = new SharedArrayBuffer(domineeringSharingBytes(slots));
  tableViews(memory, slots).header[SLOTS] = slots;
  return memory;
}
