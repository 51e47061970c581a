/**
 * Who wins a Domineering board, searched by several threads that share one transposition table
 * (Lazy SMP): `solveDomineeringInParallel("........|........|...", { workers: 2 })`.
 *
 * @module
 */

import { typeFail } from "../_check.ts";
import { checkGridPosition } from "../_bitboard.ts";
import { withStepLimit } from "@cgt/core/limits";
import { parallelWorkerCount } from "@cgt/partizan/parallel-search";
import { formatDomineering, parseDomineering } from "../grid/domineering.ts";
import {
  createDomineeringSharing,
  domineeringSharingBytes,
  type DomineeringSolution,
  DomineeringSolver,
  type DomineeringSolverOptions,
  domineeringTableBytes,
  type GridPosition,
} from "../grid/domineering_solver.ts";
import { parallelWorkerUrl } from "./_worker_url.ts";
import { HelperPool, startWorkersAfter } from "./_helper_pool.ts";

export { GameLimitError, LimitError, PositionLimitError } from "@cgt/core/limits";
export type {
  DomineeringDatabase,
  DomineeringSharing,
  DomineeringSolution,
  DomineeringSolverOptions,
  Game,
  GridPosition,
  PositionKey,
} from "../grid/domineering_solver.ts";

/** Options of {@link solveDomineeringInParallel}: the solver's, and how many threads. */
export interface ParallelSolveOptions extends Omit<DomineeringSolverOptions, "sharing"> {
  /**
   * How many threads search (this one and `workers - 1` Deno workers), at most `maxWorkers`
   * and at most `maxTableEntries / 2048` (each thread's own table has at least 1,024 slots).
   *
   * @default {2}
   */
  workers?: number;
  /**
   * The most threads, whatever `workers` asks for: by default one per core (more only share the
   * cores and add memory).
   *
   * @default {navigator.hardwareConcurrency}
   */
  maxWorkers?: number;
  /**
   * How many milliseconds of CPU time (this process's) this thread searches alone before it
   * starts the workers, so that a small search never pays for them: a worker takes about 0.1 s
   * of CPU to start and a few tenths more before its code runs at full speed. 0 starts them at
   * once.
   *
   * @default {1000}
   */
  startWorkersAfter?: number;
  /**
   * The step budget of each thread (as `withStepLimit` of `@cgt/core/limits`: a node costs one);
   * a thread that runs out stops, and this one then throws a `GameLimitError`.
   *
   * @default {Infinity}
   */
  maxSteps?: number;
}

/** What {@link solveDomineeringInParallel} returns: the solution and the threads that ran. */
export interface ParallelDomineeringSolution extends DomineeringSolution {
  /** The threads that searched: 1 if the search ended before any worker started. */
  readonly workers: number;
}

const DEFAULT_TABLE = 1 << 22;
/** The fewest slots of a table (as the solver's `maxTableEntries`). */
const MIN_TABLE = 1024;

/** The greatest power of two at most `n` (n >= 1). */
function floorPowerOfTwo(n: number): number {
  return 2 ** Math.floor(Math.log2(n));
}

/**
 * The most slots of the shared table. It holds only the boards far from the end (8x8 with two
 * threads: about 1.3M), while each thread's own table holds every node it searched and gains
 * from every slot (one thread on 8x8: 21% fewer nodes with 2^26 slots than with 2^24), so the
 * budget past this goes to the threads' own tables.
 */
const SHARED_MOST = 2 ** 24;
/** The most slots of a solver's table (the solver rounds `maxTableEntries` down to it). */
const SOLVER_MOST = 2 ** 26;

/**
 * How `slots` slots of table are split between the shared table and each thread's own: half to
 * the shared one, at most {@link SHARED_MOST}, the rest between the threads' own tables, each
 * rounded down to a power of two (as the solver rounds), at least 1,024 (a table's least;
 * {@link threadsWithin} keeps the threads few enough for that to stay within `slots`).
 */
function splitTable(slots: number, threads: number): { shared: number; own: number } {
  if (!(Number.isSafeInteger(slots) && slots >= MIN_TABLE)) {
    throw new RangeError(
      `Cannot solve Domineering board in parallel: maxTableEntries must be an integer of at least 1024, received ${slots}`,
    );
  }
  const shared = Math.max(MIN_TABLE, Math.min(SHARED_MOST, floorPowerOfTwo(slots / 2)));
  return { shared, own: Math.max(MIN_TABLE, floorPowerOfTwo((slots - shared) / threads)) };
}

/**
 * The bytes of the tables {@link solveDomineeringInParallel} makes when `threads` threads search
 * with `maxTableEntries` slots (`threads` as many as search: `workers`, at most `maxWorkers`):
 * with one thread (also when `maxTableEntries` is under 4,096: each thread's own table needs at
 * least 1,024 slots, and half go to the shared one), its one table; with more, the shared memory
 * (the shared table and 256 KB of busy marks, `domineeringSharingBytes`) and each thread's own
 * table. It is at most `domineeringTableBytes(maxTableEntries)`, and with more than one thread
 * the busy marks and a 64-byte header a thread's table more: take those out of a memory budget
 * before sizing `maxTableEntries` to it. Not counted: each worker's own heap and code.
 *
 * @param maxTableEntries The option `maxTableEntries` (an integer of at least 1,024).
 * @param threads The threads that search (a positive integer).
 * @returns The bytes of all the tables together.
 * @throws {TypeError} If an argument is not a number.
 * @throws {RangeError} If `maxTableEntries` is not an integer of at least 1,024 or `threads` not
 *   a positive integer.
 *
 * @example Two threads: the shared memory and two tables of their own
 * ```ts
 * import { parallelDomineeringTableBytes } from "@cgt/rulesets/parallel-solve";
 * import {
 *   domineeringSharingBytes,
 *   domineeringTableBytes,
 * } from "@cgt/rulesets/domineering-solver";
 * import assert from "node:assert/strict";
 *
 * // Half of 2^16 slots shared, a quarter for each thread's own table.
 * assert.equal(
 *   parallelDomineeringTableBytes(2 ** 16, 2),
 *   domineeringSharingBytes(2 ** 15) + 2 * domineeringTableBytes(2 ** 14),
 * );
 * assert.equal(parallelDomineeringTableBytes(2 ** 16, 1), domineeringTableBytes(2 ** 16));
 * ```
 */
export function parallelDomineeringTableBytes(maxTableEntries: number, threads: number): number {
  const what = "size Domineering tables in parallel";
  if (typeof maxTableEntries !== "number") {
    typeFail(what, "maxTableEntries must be a number", maxTableEntries);
  }
  if (typeof threads !== "number") typeFail(what, "threads must be a number", threads);
  if (!(Number.isSafeInteger(maxTableEntries) && maxTableEntries >= MIN_TABLE)) {
    throw new RangeError(
      `Cannot ${what}: maxTableEntries must be an integer of at least 1024, received ${maxTableEntries}`,
    );
  }
  if (!(Number.isSafeInteger(threads) && threads >= 1)) {
    throw new RangeError(`Cannot ${what}: threads must be a positive integer, received ${threads}`);
  }
  const searching = threadsWithin(maxTableEntries, threads);
  if (searching === 1) {
    // The solver rounds its table down to a power of two, at most SOLVER_MOST.
    return domineeringTableBytes(floorPowerOfTwo(Math.min(maxTableEntries, SOLVER_MOST)));
  }
  const { shared, own } = splitTable(maxTableEntries, searching);
  return domineeringSharingBytes(shared) +
    searching * domineeringTableBytes(Math.min(own, SOLVER_MOST));
}

/**
 * The threads a search of `threads` asked for may have within `slots` slots of table: half of
 * them are shared out between the threads' own tables of at least 1,024 slots each, so at most
 * `slots / 2048` threads (at least one; with one, the whole budget is its table). Without this,
 * 64 threads on a budget of 4,096 slots took 66,560.
 */
function threadsWithin(slots: number, threads: number): number {
  if (!(Number.isSafeInteger(slots) && slots >= MIN_TABLE)) return threads; // refused later
  return Math.min(threads, Math.max(1, Math.floor(slots / 2 / MIN_TABLE)));
}

/**
 * Decides who wins a Domineering board moving first, for each player, with a winning first move
 * for each, as `solveDomineering` of `@cgt/rulesets/domineering-solver` does (the same answer),
 * searched by `workers` threads at once: this one, and Deno workers started once this thread has
 * searched alone for `startWorkersAfter` ms of CPU. The threads share the transposition table on
 * shared memory, lock-free (a sequence word per bucket: see `createDomineeringSharing`), and
 * split the work: the odd threads take Horizontal's question first, threads other than this one
 * start from other moves at the root, and far from the end a thread at a node whose first move
 * failed searches first the moves no other thread is searching (ABDADA, after busy marks on the
 * shared memory); whichever thread answers a question first answers it for all. Each winning move is checked here
 * by a search of the board after it (the opponent loses moving first there), mostly read from the
 * table.
 *
 * Cost: the tables take 18 bytes a slot (`domineeringTableBytes`), `maxTableEntries` slots in
 * all: half of them (rounded down to a power of two, at most 2^24) the shared table, the rest
 * split between the threads' own tables (of at least 1,024 slots each, so no more than
 * `maxTableEntries / 2048` threads search, one if that is less than 2) (each read first, holding every node; the shared one holds and
 * serves only the nodes far from the end, see `DomineeringSolverOptions.sharing`), and beside
 * the shared table 256 KB of busy marks ({@link parallelDomineeringTableBytes} counts them all,
 * to size `maxTableEntries` to a memory budget); each worker
 * has its own heap and the code of the search (some tens of MB). `maxNodes` bounds the nodes
 * of all threads together. The workers search without `database`
 * (the calling thread uses it). What to expect with two threads on two free cores (estimated from
 * each thread's CPU time on a busy machine: bench/results/RESULTS.md, "Domineering solve with
 * workers"): 7x8 (9.5 CPU s alone) 1.6 times faster, for about 17% more CPU in all (the shared
 * table's atomic accesses cost some 9% a node, and threads repeat some nodes); before the
 * search's node rate tripled, 8x8 was 1.6 to 1.7 times faster and 6x8 1.2 times. Since each
 * thread has its own table too and uses the shared one only 28 or more moves from the end, 7x8
 * and 8x7 take 3-8% less user CPU with two threads than with one shared table for everything,
 * for 5-10% more nodes ("Domineering 8x8 under a minute?" there).
 *
 * Permissions: none; the workers run bundled code from a blob URL (from a source checkout, once
 * `deno task build` has made the bundle; until then they start from their module, which needs read
 * access).
 *
 * @param board A board as `parseDomineering` reads it, or its position.
 * @param options The solver's limits and table, and the threads.
 * @returns The solution, with the number of threads that searched.
 * @throws {SyntaxError} If the board cannot be read.
 * @throws {RangeError} If an option is out of range or the board has more than 31 rows or
 *   columns.
 * @throws {PositionLimitError} If the threads together need more than `maxNodes` nodes.
 * @throws {GameLimitError} If this thread needs more than `maxSteps` steps.
 * @throws {Deno.errors.NotCapable} If workers must start, their bundle is not built and their
 *   module is a local file this process may not read.
 *
 * @example Two threads agree with one
 * ```ts
 * import { solveDomineeringInParallel } from "@cgt/rulesets/parallel-solve";
 * import { solveDomineering } from "@cgt/rulesets/domineering-solver";
 * import assert from "node:assert/strict";
 *
 * const board = ".....|.....|.....|.....|.....";
 * const both = await solveDomineeringInParallel(board, { workers: 2, startWorkersAfter: 0 });
 * const one = solveDomineering(board);
 * assert.equal(both.outcome, one.outcome);
 * assert.equal(both.leftFirst, one.leftFirst);
 * assert.ok(both.workers >= 1 && both.workers <= 2);
 * ```
 */
export async function solveDomineeringInParallel(
  board: string | GridPosition,
  options: ParallelSolveOptions = {},
): Promise<ParallelDomineeringSolution> {
  if (options === null || typeof options !== "object") {
    typeFail("solve Domineering board in parallel", "options must be an object", options);
  }
  // The board is read here, so that a bad one fails before any worker starts.
  const text = typeof board === "string"
    ? formatDomineering(parseDomineering(board))
    : formatDomineering(
      checkGridPosition(
        "solve Domineering board in parallel",
        board,
        1,
        'a string such as "..|.." or a position from parseDomineering',
      ),
    );
  const threads = threadsWithin(
    options.maxTableEntries ?? DEFAULT_TABLE,
    parallelWorkerCount(options),
  );
  const startAfter = startWorkersAfter("solve Domineering board in parallel", options);
  const maxSteps = options.maxSteps ?? Infinity;
  const { workers: _, maxWorkers: __, startWorkersAfter: ___, maxSteps: ____, ...solverOptions } =
    options;
  if (threads === 1) {
    const solver = new DomineeringSolver(solverOptions);
    return { ...withStepLimit(maxSteps, () => solver.solve(text)), workers: 1 };
  }
  const url = await parallelWorkerUrl("solveDomineeringInParallel");
  const { shared, own } = splitTable(options.maxTableEntries ?? DEFAULT_TABLE, threads);
  const memory = createDomineeringSharing(shared);
  const maxNodes = options.maxNodes ?? 1_000_000_000;
  const helpers = new HelperPool(url, threads, startAfter, (thread) => ({
    kind: "domineering-solve",
    board: text,
    memory,
    thread,
    threads,
    maxNodes,
    maxSteps,
    valueCells: options.valueCells ?? 0,
    maxTableEntries: own,
  }));
  const solver = new DomineeringSolver({
    ...solverOptions,
    maxTableEntries: own,
    sharing: { memory, thread: 0, threads, poll: helpers.poll },
  });
  return helpers.run(maxSteps, () => solver.solve(text));
}
