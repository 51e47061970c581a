/**
 * Who wins a position of any ruleset, searched by several threads that share the transposition
 * table of `OutcomeSolver` through shared memory (Lazy SMP).
 *
 * @module
 */

import { checkOptions, checkRuleset, describeValue, typeFail } from "../_check.ts";
import { GameLimitError, PositionLimitError } from "../_engine.ts";
import { stepsRemaining, withStepLimit } from "@cgt/core/limits";
import { cacheLimit, setCacheLimit } from "../caches.ts";
import type { Game } from "../game.ts";
import { type OutcomeResult, OutcomeSolver, type OutcomeSolverOptions } from "./outcome_solver.ts";
import { cpuMilliseconds, parallelWorkerCount } from "./parallel_search.ts";
import { createSharedTables, SharedGames, type SharedTables } from "./_shared_games.ts";
import { createOutcomeMemory, SharedOutcomeTable } from "./_shared_outcomes.ts";
import { startModuleWorker } from "./_module_worker.ts";
import {
  type OutcomeSharing,
  POLL_EVERY,
  type Question,
  RootAnswered,
  SHARING,
} from "./_outcome_sharing.ts";
import type { Ruleset } from "./search.ts";

export type { Game } from "../game.ts";
export type { Outcome } from "../compare.ts";
export type { OutcomeProgress, OutcomeResult, OutcomeSolverOptions } from "./outcome_solver.ts";
export type { PositionKey, Ruleset } from "./search.ts";
export { GameLimitError, LimitError, PositionLimitError } from "../_engine.ts";

/** Options of {@link solveOutcomeInParallel}: the solver's, the threads and what they share. */
export interface ParallelOutcomeOptions extends OutcomeSolverOptions {
  /**
   * How many threads search: this one and `workers - 1` Deno workers, at most `maxWorkers`.
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
   * The URL of the worker module, which calls {@link serveOutcomeSearch}; needed when more than
   * one thread may search.
   *
   * @default {undefined}
   */
  worker?: string | URL;
  /**
   * What each worker is sent (plain data that can be cloned), from which its `serveOutcomeSearch`
   * rebuilds the same ruleset and position: keys must come out the same in every worker.
   *
   * @default {undefined}
   */
  task?: unknown;
  /**
   * How many milliseconds of CPU time (this process's) this thread searches alone before it
   * starts the workers, so that a small search never pays for them (a worker takes a few tenths
   * of a second of CPU to start and warm up). 0 starts them at once.
   *
   * @default {1000}
   */
  startWorkersAfter?: number;
  /**
   * The step budget of all threads together (as `withStepLimit` of `@cgt/core/limits` counts
   * steps: one a node and those of valuing components). Threads add up their steps every 16
   * nodes, so together they may pass it by what that many nodes cost a thread.
   *
   * @default {Infinity}
   */
  maxSteps?: number;
  /**
   * The bytes of the table the threads share (results of nodes under their exact keys), and as
   * many again for the canonical games its keys name. Fixed: once full, new results stay in each
   * thread's own table (`maxTableEntries` each).
   *
   * @default {67_108_864}
   */
  sharedTableBytes?: number;
}

/** What {@link solveOutcomeInParallel} returns: the solution and the threads that searched. */
export interface ParallelOutcomeResult<P> extends OutcomeResult<P> {
  /** The threads that searched: 1 if the search ended before any worker started. */
  readonly workers: number;
}

const DEFAULT_START_AFTER = 1000;
const DEFAULT_SHARED_BYTES = 1 << 26;
const MIN_SHARED_BYTES = 1 << 20;
const MAX_SHARED_BYTES = 2 ** 31;
/** Nodes a thread takes from the shared budget at a time. */
const NODE_BATCH = 64;
/** The kind of message that starts a worker's part of the search. */
const KIND = "cgt-outcome-search";

// The control words, on shared memory: the answers to the root questions (Int32: 0 unknown,
// 1 loses, 2 wins), then (BigInt64) the nodes taken from the budget, the steps spent, and the
// nodes each thread has counted.
const CONTROL_INTS = 16;
const NODES_TAKEN = 0;
const STEPS_SPENT = 1;
const THREAD_NODES = 2;

/** What the calling thread sends each worker. */
interface Start {
  kind: typeof KIND;
  task: unknown;
  outcomes: SharedArrayBuffer;
  games: SharedTables;
  control: SharedArrayBuffer;
  thread: number;
  threads: number;
  maxNodes: number;
  maxSteps: number;
  cacheLimit: number;
  solver: Pick<
    OutcomeSolverOptions,
    "maxTableEntries" | "valueSteps" | "maxValueMoves" | "pruneDominated"
  >;
}

/** One thread's part in the shared search (see {@link OutcomeSharing}). */
class Sharing implements OutcomeSharing {
  readonly thread: number;
  readonly threads: number;
  readonly #table: SharedOutcomeTable;
  readonly #games: SharedGames;
  readonly #answers: Int32Array;
  readonly #counters: BigInt64Array;
  readonly #maxNodes: number;
  readonly #maxSteps: number;
  readonly #onPoll: (() => void) | undefined;
  #stepsLeft = Infinity;
  #nodes = 0;

  constructor(start: Omit<Start, "kind" | "task" | "cacheLimit" | "solver">, onPoll?: () => void) {
    this.thread = start.thread;
    this.threads = start.threads;
    this.#table = new SharedOutcomeTable(start.outcomes);
    this.#games = new SharedGames(start.games);
    this.#answers = new Int32Array(start.control, 0, CONTROL_INTS);
    this.#counters = new BigInt64Array(start.control, 4 * CONTROL_INTS);
    this.#maxNodes = start.maxNodes;
    this.#maxSteps = start.maxSteps;
    this.#onPoll = onPoll;
  }

  /** Starts counting steps from the budget left now (call inside the thread's step limit). */
  begin(): void {
    this.#stepsLeft = stepsRemaining();
  }

  get(sum: Game, rest: string): number {
    const id = this.#games.store(sum);
    return id < 0 ? 0 : this.#table.get(id, rest);
  }

  add(sum: Game, rest: string, bits: number): void {
    const id = this.#games.store(sum);
    if (id >= 0) this.#table.or(id, rest, bits);
  }

  // Component values are kept under the id -1 (no valued sum has it): the word is 1 for "not
  // valued within the budget", else the value's global id + 2.
  value(key: string): Game | null | undefined {
    const word = this.#table.get(-1, key);
    return word === 0 ? undefined : word === 1 ? null : this.#games.game(word - 2);
  }

  setValue(key: string, value: Game | null): void {
    const id = value === null ? -1 : this.#games.store(value);
    if (value === null || id >= 0) this.#table.put(-1, key, id + 2);
  }

  reserve(): number {
    const taken = Number(Atomics.add(this.#counters, NODES_TAKEN, BigInt(NODE_BATCH)));
    if (taken >= this.#maxNodes) throw new PositionLimitError(this.#maxNodes);
    return Math.min(NODE_BATCH, this.#maxNodes - taken);
  }

  poll(question: Question): void {
    this.#nodes += POLL_EVERY;
    Atomics.store(this.#counters, THREAD_NODES + this.thread, BigInt(this.#nodes));
    if (this.#maxSteps !== Infinity) {
      const left = stepsRemaining();
      const spent = this.#stepsLeft - left;
      this.#stepsLeft = left;
      if (spent > 0) {
        const before = Number(Atomics.add(this.#counters, STEPS_SPENT, BigInt(spent)));
        if (before + spent > this.#maxSteps) throw new GameLimitError(this.#maxSteps);
      }
    }
    this.#onPoll?.();
    if (question !== 0 && this.answer(question) !== undefined) throw new RootAnswered();
  }

  answer(question: 1 | 2): boolean | undefined {
    const a = Atomics.load(this.#answers, question);
    return a === 0 ? undefined : a === 2;
  }

  setAnswer(question: 1 | 2, win: boolean): void {
    Atomics.store(this.#answers, question, win ? 2 : 1);
  }

  /** The nodes the other threads have counted (in steps of 16). */
  otherNodes(): number {
    let n = 0;
    for (let t = 0; t < this.threads; t++) {
      if (t !== this.thread) n += Number(Atomics.load(this.#counters, THREAD_NODES + t));
    }
    return n;
  }
}

/** The solver's options with the sharing of a parallel search (under a key no type names). */
function withSharing(options: OutcomeSolverOptions, sharing: Sharing): OutcomeSolverOptions {
  return { ...options, [SHARING]: sharing } as OutcomeSolverOptions;
}

function checkBound(name: string, n: unknown, min: number, max: number): number {
  if (typeof n !== "number" || !(Number.isSafeInteger(n) && n >= min && n <= max)) {
    throw new RangeError(
      `Cannot solve the position in parallel: ${name} must be an integer from ${min} to ${max}, received ${
        describeValue(n)
      }`,
    );
  }
  return n;
}

/**
 * Decides who wins `position` of `ruleset` moving first, for each player, with a winning first
 * move for each, as {@link OutcomeSolver.solve} does (the same answer), searched by up to
 * `workers` threads: this one, and Deno workers started from `worker` once this thread has
 * searched alone for `startWorkersAfter` ms of CPU. Every thread runs the `OutcomeSolver` search
 * of the same root (Lazy SMP): threads other than this one start from other moves in the first
 * two levels, the odd ones take Right's question first, and all share one transposition table
 * on shared memory, so that what one proves the others read. Keys are exact: a node's valued sum
 * is named by its global id in a store of canonical games shared by content (the same id in
 * every thread), followed by the keys of its other components, and an entry is found only by
 * comparing its whole key. The same table holds the values of components (under their keys),
 * so a component is valued by one thread. The first thread to answer a root question answers it for all (the
 * others stop that question at their next check, every 16 nodes). Each winning move is found
 * and checked here: a move that the tables or the values show lost for the opponent moving
 * first, else one that this thread's search shows to be.
 *
 * Workers rebuild the ruleset and position from `task` (their `serveOutcomeSearch`), so the
 * ruleset's keys must not depend on the isolate (a string naming a game by its local id would
 * never match; those of `@cgt/rulesets` are numbers and strings of the position).
 *
 * Cost: each thread has its own table (`maxTableEntries`) and value engine; the shared table takes
 * `sharedTableBytes` (a quarter in slots of 8 bytes, the rest in records of 12 bytes and 2 a key
 * character) and the game store, sized for a game per 140 bytes of table: 1.25 to 2.4 times the
 * table's bytes (1.25 to 1.87 measured from 1 MiB to 128 MB), all reserved up front. `maxNodes`
 * bounds the nodes of all threads together (taken from one budget 64 at a time); `maxSteps` their
 * steps. What to expect with two threads on two free cores (estimated from the calling thread's CPU
 * time on a busy machine; bench/results/RESULTS.md, "Generic solve with workers"): Clobber 4x5, 5x4
 * and 3x6 (6 to 35 s alone) 1.8 to 2.8 times faster for at most 10% more CPU in all, NoGo 3x4 1.3
 * to 1.5 times, Konane 5x5 (2 s) no faster.
 *
 * @typeParam P The type of a position.
 * @param ruleset The rules.
 * @param position The position.
 * @param options The solver's options, the threads, and where the workers come from.
 * @returns The solution, with the number of threads that searched.
 * @throws {TypeError} If `ruleset` lacks `leftOptions` or `rightOptions`, or more than one
 *   thread may search and `worker` is not a URL or `task` cannot be cloned.
 * @throws {RangeError} If an option is out of range.
 * @throws {PositionLimitError} If the threads together need more than `maxNodes` nodes.
 * @throws {GameLimitError} If the threads together need more than `maxSteps` steps.
 *
 * @example One thread: the same answer as `solveOutcome`
 * ```ts
 * import { solveOutcomeInParallel } from "@cgt/partizan/parallel-outcome";
 * import assert from "node:assert/strict";
 *
 * const take = (n: number) => [n - 1, n - 2].filter((m) => m >= 0);
 * const heap = { name: "Take", leftOptions: take, rightOptions: take };
 * const result = solveOutcomeInParallel(heap, 31, { workers: 1 });
 * assert.equal(result.outcome, "N");
 * assert.equal(result.leftMove, 30);
 * assert.equal(result.workers, 1);
 * ```
 *
 * @example Two threads, the worker's module given as a data URL
 * ```ts
 * import { solveOutcomeInParallel } from "@cgt/partizan/parallel-outcome";
 * import assert from "node:assert/strict";
 *
 * const take = (n: number) => [n - 1, n - 2].filter((m) => m >= 0);
 * const heap = { name: "Take", leftOptions: take, rightOptions: take, key: (n: number) => n };
 * const source = `
 *   import { serveOutcomeSearch } from ${JSON.stringify(import.meta.resolve("@cgt/partizan/parallel-outcome"))};
 *   const take = (n) => [n - 1, n - 2].filter((m) => m >= 0);
 *   serveOutcomeSearch((n) => ({
 *     ruleset: { name: "Take", leftOptions: take, rightOptions: take, key: (k) => k },
 *     position: n,
 *   }));`;
 * const worker = `data:text/javascript,${encodeURIComponent(source)}`;
 * const result = solveOutcomeInParallel(heap, 300, {
 *   workers: 2,
 *   maxWorkers: 2,
 *   worker,
 *   task: 300,
 *   startWorkersAfter: 0,
 *   valueSteps: 0,
 * });
 * assert.equal(result.outcome, "P");
 * ```
 */
export function solveOutcomeInParallel<P>(
  ruleset: Ruleset<P>,
  position: P,
  options: ParallelOutcomeOptions = {},
): ParallelOutcomeResult<P> {
  const what = "solve the position in parallel";
  checkRuleset(what, ruleset);
  checkOptions(what, options);
  const {
    workers: _w,
    maxWorkers: _m,
    worker,
    task,
    startWorkersAfter,
    maxSteps: steps,
    sharedTableBytes,
    ...solverOptions
  } = options;
  const threads = parallelWorkerCount(options);
  const startAfter = startWorkersAfter ?? DEFAULT_START_AFTER;
  if (!(typeof startAfter === "number" && startAfter >= 0 && startAfter <= 2 ** 31)) {
    throw new RangeError(
      `Cannot ${what}: startWorkersAfter must be a number of milliseconds from 0, received ${
        describeValue(startAfter)
      }`,
    );
  }
  const maxSteps = steps ?? Infinity;
  if (maxSteps !== Infinity) checkBound("maxSteps", maxSteps, 0, Number.MAX_SAFE_INTEGER);
  const bytes = checkBound(
    "sharedTableBytes",
    sharedTableBytes ?? DEFAULT_SHARED_BYTES,
    MIN_SHARED_BYTES,
    MAX_SHARED_BYTES,
  );
  // Checks the solver's options before any worker starts.
  const probe = new OutcomeSolver(ruleset, solverOptions);
  if (threads === 1) {
    const result = withStepLimit(maxSteps, () => probe.solve(position));
    return { ...result, workers: 1 };
  }
  if (!(worker instanceof URL) && !(typeof worker === "string" && URL.canParse(worker))) {
    typeFail(what, "the worker must be a URL or an absolute URL string", worker);
  }
  try {
    // Posted to each worker: a function or a symbol would fail there, part way through.
    structuredClone(task);
  } catch {
    typeFail(what, "the task must be plain data that can be cloned to a worker", task);
  }
  const maxNodes = solverOptions.maxNodes ?? 100_000_000;
  const shared = {
    outcomes: createOutcomeMemory(bytes),
    // About 70 bytes a game (createSharedTables): as many bytes as the table of results.
    games: createSharedTables(Math.floor(bytes / 140)),
    control: new SharedArrayBuffer(4 * CONTROL_INTS + 8 * (THREAD_NODES + threads)),
    threads,
    maxNodes,
    maxSteps,
  };
  const pool: Worker[] = [];
  const began = cpuMilliseconds();
  let started = false;
  const start = (): void => {
    started = true;
    const { onProgress: _, maxNodes: __, ...rest } = solverOptions;
    for (let thread = 1; thread < threads; thread++) {
      let one: Worker;
      try {
        // Through a loader: a module that fails to load is an error event, not a line on stderr.
        one = startModuleWorker(worker as string | URL);
      } catch {
        return; // no more threads: the others search on
      }
      pool.push(one);
      // A worker that fails only helps less: this thread searches on and reports its own errors.
      one.onerror = (event) => event.preventDefault();
      const message: Start = {
        kind: KIND,
        task,
        ...shared,
        thread,
        cacheLimit: Math.max(1, Math.floor(cacheLimit() / threads)),
        solver: {
          maxTableEntries: rest.maxTableEntries,
          valueSteps: rest.valueSteps,
          maxValueMoves: rest.maxValueMoves,
          pruneDominated: rest.pruneDominated,
        },
      };
      one.postMessage(message);
    }
  };
  const sharing = new Sharing({ ...shared, thread: 0 }, () => {
    if (!started && cpuMilliseconds() - began >= startAfter) start();
  });
  const solver = new OutcomeSolver(ruleset, withSharing(solverOptions, sharing));
  try {
    if (startAfter === 0) start();
    const result = withStepLimit(maxSteps, () => {
      sharing.begin();
      return solver.solve(position);
    });
    return { ...result, nodes: result.nodes + sharing.otherNodes(), workers: pool.length + 1 };
  } finally {
    for (const one of pool) one.terminate();
  }
}

/**
 * Makes this worker take part in the searches of {@link solveOutcomeInParallel}: call it once
 * from the worker's module. `resolve` turns the task the calling thread sent into the ruleset
 * and the position; the worker then searches both root questions, sharing its table, until they
 * are answered (by it or another thread). What stops it (a limit, a bad task) only means less
 * help, so nothing is sent back. Messages of other kinds go to the handler set before.
 *
 * @typeParam P The type of a position.
 * @param resolve Finds the ruleset and the position of a task.
 * @throws {TypeError} If `resolve` is not a function.
 *
 * @example A worker module (see {@link solveOutcomeInParallel} for one at work)
 * ```ts
 * import { serveOutcomeSearch } from "@cgt/partizan/parallel-outcome";
 * import assert from "node:assert/strict";
 *
 * assert.throws(() => serveOutcomeSearch(42 as never), TypeError);
 * ```
 */
export function serveOutcomeSearch<P>(
  resolve: (task: unknown) => { ruleset: Ruleset<P>; position: P },
): void {
  if (typeof resolve !== "function") {
    typeFail(
      "serve outcome search",
      "expected a function from task to ruleset and position",
      resolve,
    );
  }
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent) => void) | null;
  };
  const before = scope.onmessage;
  scope.onmessage = (event) => {
    const start = event.data as Start;
    if (typeof start !== "object" || start === null || start.kind !== KIND) {
      before?.(event);
      return;
    }
    try {
      setCacheLimit(start.cacheLimit);
      const { ruleset, position } = resolve(start.task);
      const sharing = new Sharing(start);
      const solver = new OutcomeSolver(
        ruleset,
        withSharing({ ...start.solver, maxNodes: start.maxNodes }, sharing),
      );
      const order = start.thread % 2 === 1
        ? ["right", "left"] as const
        : ["left", "right"] as const;
      withStepLimit(start.maxSteps, () => {
        sharing.begin();
        for (const player of order) solver.winsMovingFirst(position, player);
      });
    } catch {
      // See above: the calling thread searches on, and reports its own errors.
    }
  };
}
