/**
 * The nimber of a Cram board valued by several threads that share one table of region values
 * (Lazy SMP): `solveCramInParallel("......|......|......|......|......", { workers: 2 })`.
 *
 * @module
 */

import { typeFail } from "../_check.ts";
import { checkGridPosition } from "../_bitboard.ts";
import { withStepLimit } from "@cgt/core/limits";
import { parallelWorkerCount } from "@cgt/partizan/parallel-search";
import { formatCram, parseCram } from "../grid/cram.ts";
import {
  type CramSolution,
  CramSolver,
  type CramSolverOptions,
  createCramSharing,
  type GridPosition,
} from "../grid/cram_solver.ts";
import { parallelWorkerUrl } from "./_worker_url.ts";
import { HelperPool, startWorkersAfter } from "./_helper_pool.ts";

export { GameLimitError, LimitError, PositionLimitError } from "@cgt/core/limits";
export type {
  CramSharing,
  CramSolution,
  CramSolverOptions,
  GridPosition,
} from "../grid/cram_solver.ts";

/** Options of {@link solveCramInParallel}: the solver's, the shared table and the threads. */
export interface ParallelCramSolveOptions extends Omit<CramSolverOptions, "sharing"> {
  /**
   * With more than one thread: the slots of the shared table of regions of numeric key (at most
   * 44 cells of bounding box), rounded down to a power of two from 1,024 to 2^26, 18 bytes each
   * (`cramTableBytes` of `@cgt/rulesets/cram-solver`). `maxTableEntries` then bounds each
   * thread's own maps of larger regions.
   *
   * @default {4_194_304}
   */
  sharedTableEntries?: number;
  /**
   * How many threads value the board (this one and `workers - 1` Deno workers), at most
   * `maxWorkers`.
   *
   * @default {2}
   */
  workers?: number;
  /**
   * The most threads, whatever `workers` asks for: by default one per core.
   *
   * @default {navigator.hardwareConcurrency}
   */
  maxWorkers?: number;
  /**
   * How many milliseconds of CPU time (this process's) this thread values the board alone before
   * it starts the workers, so that a small valuation never pays for them (a worker takes some
   * tenths of a second of CPU to start and warm up). 0 starts them at once.
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

/** What {@link solveCramInParallel} returns: the solution and the threads that ran. */
export interface ParallelCramSolution extends CramSolution {
  /** The threads that valued the board: 1 if the valuation ended before any worker started. */
  readonly workers: number;
}

const DEFAULT_SHARED = 1 << 22;

/**
 * Solves a Cram board as `CramSolver.solve` of `@cgt/rulesets/cram-solver` does (the same
 * nimber, outcome and winning move), valued by `workers` threads at once: this one, and Deno
 * workers started once this thread has searched alone for `startWorkersAfter` ms of CPU. The
 * threads share the values of regions of numeric key (at most 44 cells of bounding box: every
 * region of a board of at most 44 cells) in a table of fixed size on shared memory, lock-free (a
 * sequence word per bucket: see `createCramSharing`); larger regions stay in each thread's own
 * maps. Thread k of n walks the options of each region from k / n of the way through their list,
 * so the threads value different regions first and take each other's values from the table; the
 * first thread to value the board writes its nimber, and the others stop. This thread then finds
 * the winning move as the one-thread solver does (the first move, in its order, after which the
 * board's nimber is 0, checked by valuing that board, mostly from the table), so the move is the
 * same too.
 *
 * Cost: the shared table takes 18 bytes a slot (`sharedTableEntries`); each worker has its own
 * heap, maps and the code of the search (some tens of MB). `maxNodes` bounds the nodes of all
 * threads together. What to expect with two threads on two free cores (estimated from each
 * thread's CPU time on a busy machine: bench/results/RESULTS.md, "Cram with workers"): 3x11 (7
 * CPU s alone) 1.9 times faster, 5x6 (4.5 s) 1.8 times, 3x12 (29 s) 1.5 times, for 25% to 40%
 * more CPU in all (the shared table's atomic accesses and its size cost some 20% to 30% a node);
 * a board of a second or two gains nothing (a worker takes some 0.4 s of CPU to start).
 *
 * Permissions: none; the workers run bundled code from a blob URL (from a source checkout, once
 * `deno task build` has made the bundle; until then they start from their module, which needs
 * read access).
 *
 * @param board A board as `parseCram` reads it (`"...|.#."`, `#` a filled cell), at most 64
 *   cells, or its position.
 * @param options The solver's limits and tables, and the threads.
 * @returns The solution, with the number of threads that valued the board.
 * @throws {SyntaxError} If the board cannot be read.
 * @throws {RangeError} If an option is out of range or the board has more than 64 cells.
 * @throws {PositionLimitError} If the threads together need more than `maxNodes` nodes.
 * @throws {GameLimitError} If this thread needs more than `maxSteps` steps.
 * @throws {Deno.errors.NotCapable} If workers must start, their bundle is not built and their
 *   module is a local file this process may not read.
 *
 * @example Two threads agree with one
 * ```ts
 * import { solveCramInParallel } from "@cgt/rulesets/solve-cram-in-parallel";
 * import { CramSolver } from "@cgt/rulesets/cram-solver";
 * import assert from "node:assert/strict";
 *
 * const board = ".....|.....|.....|....."; // 4 x 5: *2 (Beling)
 * const both = await solveCramInParallel(board, { workers: 2, startWorkersAfter: 0 });
 * const one = new CramSolver().solve(board);
 * assert.equal(both.nimber, 2);
 * assert.equal(both.winningMove, one.winningMove);
 * assert.ok(both.workers >= 1 && both.workers <= 2);
 * ```
 */
export async function solveCramInParallel(
  board: string | GridPosition,
  options: ParallelCramSolveOptions = {},
): Promise<ParallelCramSolution> {
  if (options === null || typeof options !== "object") {
    typeFail("solve Cram board in parallel", "options must be an object", options);
  }
  // The board is read here, so that a bad one fails before any worker starts.
  const text = typeof board === "string" ? formatCram(parseCram(board)) : formatCram(
    checkGridPosition(
      "solve Cram board in parallel",
      board,
      1,
      'a string such as "..|.." or a position from parseCram',
    ),
  );
  const threads = parallelWorkerCount(options);
  const startAfter = startWorkersAfter("solve Cram board in parallel", options);
  const maxSteps = options.maxSteps ?? Infinity;
  const {
    workers: _,
    maxWorkers: __,
    startWorkersAfter: ___,
    maxSteps: ____,
    sharedTableEntries: _____,
    ...solverOptions
  } = options;
  if (threads === 1) {
    const solver = new CramSolver(solverOptions);
    return { ...withStepLimit(maxSteps, () => solver.solve(text)), workers: 1 };
  }
  const memory = createCramSharing(options.sharedTableEntries ?? DEFAULT_SHARED);
  // Made before any worker starts, so that bad options fail first.
  const solver = new CramSolver({
    ...solverOptions,
    // The pool is made once the workers' URL is known, before the search polls it.
    sharing: { memory, thread: 0, threads, poll: () => helpers.poll() },
  });
  const url = await parallelWorkerUrl("solveCramInParallel");
  const maxNodes = options.maxNodes ?? 1_000_000_000;
  const helpers = new HelperPool(url, threads, startAfter, (thread) => ({
    kind: "cram-solve",
    board: text,
    memory,
    thread,
    threads,
    maxNodes,
    maxSteps,
    maxTableEntries: options.maxTableEntries ?? 1 << 22,
  }));
  return helpers.run(maxSteps, () => solver.solve(text));
}
