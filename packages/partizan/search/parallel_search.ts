/**
 * The value of one position searched on several cores: a pool of Deno workers that share what
 * they compute through shared memory.
 *
 * @module
 */

import {
  checkOptions,
  checkRuleset,
  checkSafeInteger,
  describeValue,
  typeFail,
} from "../_check.ts";
import {
  addGames,
  gameCount,
  GameLimitError,
  guardStack,
  LimitError,
  makeGame,
  PositionLimitError,
  spend,
} from "../_engine.ts";
import { withStepLimit } from "@cgt/core/limits";
import { PositionTable } from "./_position_table.ts";
import { startModuleWorker } from "./_module_worker.ts";
import {
  createSharedTables,
  deserializeGame,
  serializeGame,
  SharedGames,
  type SharedTables,
} from "./_shared_games.ts";
import { cacheLimit, setCacheLimit } from "../caches.ts";
import { type Game, ZERO } from "../game.ts";
import { identityKey, type PositionKey, type Ruleset } from "./search.ts";

export type { Game } from "../game.ts";
export type { PositionKey, Ruleset } from "./search.ts";
export { GameLimitError, LimitError, PositionLimitError } from "../_engine.ts";
export { startModuleWorker } from "./_module_worker.ts";

/** Options of {@link parallelSearch}. */
export interface ParallelSearchOptions {
  /**
   * How many workers search at once (each a Deno worker: its own thread and heap).
   *
   * @default {2}
   */
  workers?: number;
  /**
   * The most workers to start, whatever `workers` asks for: by default one per core, since
   * more only add memory (each worker holds its own heap and caches) and not speed. Set it
   * higher to run more workers than cores on purpose, up to 256 (a worker is an operating
   * system thread with a heap of its own: thousands would exhaust the machine's memory).
   *
   * @default {navigator.hardwareConcurrency} (the cores of this machine, at least 1, at most 256)
   */
  maxWorkers?: number;
  /**
   * The most component values the workers may compute together before the search gives up
   * with a {@link PositionLimitError} (as `maxPositions` of a `Solver`, counted across all
   * workers, so that their tables together stay within it).
   *
   * @default {1_000_000}
   */
  maxPositions?: number;
  /**
   * The step budget of each worker (as `withStepLimit`); a worker that runs out fails the
   * search with a {@link GameLimitError}.
   *
   * @default {Infinity}
   */
  maxSteps?: number;
  /**
   * The ruleset and position that `task` stands for, to search in this thread as well: this
   * thread then searches alone at first, starts the workers only if its estimate says the search
   * is long (`startEarly`) or it goes on for longer than `startWorkersAfter` (so a small position
   * never pays for them), and returns as
   * soon as its own search, helped by theirs, is done; the workers' results and errors are not
   * waited for. Without it, this thread only waits for the first worker to finish.
   *
   * @default {undefined}
   */
  // deno-lint-ignore no-explicit-any
  here?: { ruleset: Ruleset<any>; position: unknown };
  /**
   * With `here`: the most milliseconds of CPU time (this process's, so that a busy machine does
   * not make a small search look long; where the CPU time cannot be read, as in a browser, the
   * clock's) this thread searches alone before it starts the workers, when its estimate
   * (`startEarly`) has not started them sooner. Starting a worker holds this thread while the
   * worker's isolate is made (tens of milliseconds on a free core), and the worker then spends
   * about 0.1 s of CPU loading its module before it computes a value, so a search shorter than
   * this that does not look long is left to this thread.
   *
   * @default {200} when this machine has a core to spare beyond the workers
   *   (`navigator.hardwareConcurrency` above their number), else
   *   {@link DEFAULT_START_AFTER_NO_SPARE_CORE} (1000): with no core to spare, V8's helper
   *   threads and the second isolate's start share the workers' cores, so the wall time is at least
   *   the whole process's CPU over the cores, and two workers on a search of about a second use
   *   1.3-1.6 times the CPU of one for no gain (bench/results/RESULTS.md, "Whole process and where
   *   it pays")
   */
  startWorkersAfter?: number;
  /**
   * With `here`: start the workers before `startWorkersAfter` when the search's own estimate
   * says it will be long. From its first 256 values on, and once it has used
   * {@link DEFAULT_EARLY_START_MIN_CPU} ms of CPU, this thread checks every 256 values how far it is
   * through the options of the positions on its stack (as a tree search, ignoring the values it
   * will find known) and starts the workers as soon as the size this implies passes
   * {@link DEFAULT_EARLY_START_ESTIMATE} values. The estimate runs high, since a value found once is
   * not searched again, so only a search that looks very large starts early; one that does not
   * still starts its workers after `startWorkersAfter`.
   *
   * @default {true} when this machine has a core to spare beyond the workers, else false (see
   *   `startWorkersAfter`)
   */
  startEarly?: boolean;
  /**
   * An object that the search fills in, when it returns or fails, with what each worker did
   * (for profiling, as bench/limits/parallel_profile.ts does). The counts of a worker that was
   * still searching are those it had reached. Counting costs a few shared-memory writes per
   * value, so leave it out when not profiling.
   *
   * @default {undefined}
   */
  stats?: ParallelSearchStats;
}

/**
 * What a {@link parallelSearch} did, worker by worker (index 0 is this thread when `here` is
 * given): filled in through the `stats` option.
 */
export interface ParallelSearchStats {
  /** Component values each worker computed (the sum minus a one-thread search's count is the work done twice). */
  computed: number[];
  /** Values each worker read from the shared table (computed by another worker). */
  sharedHits: number[];
  /** Games each worker rebuilt in its own heap from the shared records, to read those values. */
  rebuilt: number[];
  /**
   * With `here`: the CPU time in milliseconds (as `startWorkersAfter` counts it) this thread had
   * searched when it started the workers, or -1 when it started none.
   */
  workersStartedAt: number;
  /** With `here`: the wall-clock milliseconds this thread was held up starting the workers. */
  startBlocked: number;
  /**
   * With `here` and `startEarly`: the size of the search (in values, counted as a tree) that
   * this thread estimated when it started the workers, or at its last check if it started none
   * (`Infinity` when its stack was too deep to say; 0 before the first check).
   */
  estimate: number;
  /** With `here`: whether the workers were started by that estimate, before `startWorkersAfter`. */
  startedEarly: boolean;
  /**
   * The values counted on the shared counter that bounds `maxPositions` across workers (an
   * atomic add each). With `here`, this thread counts its values in its own heap while it
   * searches alone and adds them to the shared count only when it starts the workers, so a
   * search that starts none leaves it at 0.
   */
  sharedCount: number;
}

/**
 * The most positions the shared table is sized for (past that, workers go on without sharing).
 * The tables grow in levels, so a search touches pages in proportion to what it shares, but
 * their last level is reserved up front (tens of bytes a position of address space), so it is
 * sized to searches of this cgt's usual size rather than to `maxPositions`.
 */
const MAX_SHARED_POSITIONS = 1 << 20;

/** How many new values pass between the checks of the CPU time (a check costs about 1 µs). */
const SPAWN_CHECK = 256;

/**
 * The default of `startWorkersAfter` (CPU milliseconds) when the machine has no core to spare
 * beyond the workers (`navigator.hardwareConcurrency` at most their number), where the early start
 * is off too. Two workers on two cores, in process, 3 runs each alternated at load 5.6-9.5, this
 * thread's CPU and the process's with the early start / with a start at 1000 ms: Konane 5x5
 * 630-676 / 814-854 ms and 1,593-1,703 / 979-1,108 ms (the later start starts no worker), Clobber
 * 4x4 1,339-1,641 / 1,570-1,603 ms and 3,270-3,338 / 3,019-3,336 ms, Domineering 5x6 5,388-5,582 /
 * 5,166-5,727 ms and 11,781-12,269 / 10,892-11,927 ms: the least wall time two cores allow, the
 * larger of this thread's CPU and half the process's, was the same or lower with the later start,
 * for up to 40% less CPU.
 *
 * @example
 * ```ts
 * import { DEFAULT_START_AFTER_NO_SPARE_CORE } from "@cgt/partizan/parallel-search";
 * import assert from "node:assert/strict";
 *
 * assert.equal(DEFAULT_START_AFTER_NO_SPARE_CORE, 1000);
 * ```
 */
export const DEFAULT_START_AFTER_NO_SPARE_CORE = 1000;

/**
 * The CPU milliseconds a search with `here` runs before its estimate may start the workers
 * early (`startEarly`): it keeps a game of long forced lines, whose first few hundred values
 * all lie on one line and look like the start of a huge tree, from starting workers in its
 * first milliseconds.
 */
export const DEFAULT_EARLY_START_MIN_CPU = 20;

/**
 * The estimated size, in values counted as a tree, past which a search with `here` starts its
 * workers early (`startEarly`). Measured at the first checks (256-1,024 values, load 8-9):
 * Konane 5x5, Domineering 5x5, Clobber 4x4 and Domineering 6x4 (0.5-2.4 s of CPU alone)
 * estimate 10^8.3 to more than 10^12; Domineering 4x5 and Clobber 3x4 (0.07-0.13 s) at most
 * 10^6.7; searches of 0.2-0.6 s in between (Clobber 3x5 10^7.6-10^7.9, Clobber 4x4 with a
 * hole 10^6.4-10^6.7, a Konane 4x5 10^7.1-10^7.5) start after `startWorkersAfter` as before.
 */
export const DEFAULT_EARLY_START_ESTIMATE = 1e8;

/**
 * The CPU milliseconds after which a search with `here` no longer checks its estimate: it stops
 * recording its progress (which costs while it lasts: searches of 45-100 ms, warm, used 2-12%
 * more CPU with it, load 7-8) and its workers start after `startWorkersAfter`. The large boards
 * measured passed {@link DEFAULT_EARLY_START_ESTIMATE} at their first check, 21-41 ms in.
 */
export const DEFAULT_EARLY_START_MAX_CPU = 45;

/**
 * How many levels of the stack (positions, and lists of several components) the early start's
 * estimate follows; deeper positions are searched untracked. With 12, the boards measured keep
 * the same order of estimate as with 24 (small ones 10^5.2-10^5.9, the large 10^9-10^11.5);
 * with 6, a Konane 4x5 of 0.2 s had no option done in its top levels after 20 ms and looked
 * infinite.
 */
const TRACKED_LEVELS = 12;

/** `items` as an array: itself if it is one (not copied), else a new array of its items. */
function asArray<T>(items: Iterable<T>): readonly T[] {
  return Array.isArray(items) ? items : [...items];
}

/** Where a worker's reply goes. */
interface Settle {
  resolve(g: Game): void;
  reject(error: Error): void;
}

/** What the main thread sends each worker. */
interface Start {
  task: unknown;
  tables: SharedTables;
  /** One counter, on shared memory: the component values computed by all workers together. */
  computed: Int32Array;
  worker: number;
  workers: number;
  maxPositions: number;
  maxSteps: number;
  /** The cache limit of the worker's engine: the main thread's, shared out among the workers. */
  cacheLimit: number;
  /** With the `stats` option: {@link COUNTERS} counts per worker, on shared memory. */
  counters: Int32Array | undefined;
}

/** The counts each worker keeps with the `stats` option: computed, shared hits, rebuilt. */
const COUNTERS = 3;

/** What a worker sends back: its result, or the error that stopped it. */
type Reply =
  | { done: Int32Array }
  | { error: { name: string; message: string; limit?: number } };

/**
 * A value search that shares its results with other workers: a position's value is looked for
 * in this search's own table, then in the shared position table (a game found there is rebuilt
 * here once and kept), and every value this search finds is stored in both. Workers explore
 * options in different orders (the odd ones backwards, each from a different start), so they
 * mostly work on different parts of the game graph and reuse each other's results; worker 0
 * goes in the order of a `Solver`, so that it can start alone and be joined later
 * ({@link SharedSolver.attach}).
 */
class SharedSolver<P> {
  readonly #ruleset: Ruleset<P>;
  readonly #key: (position: P) => PositionKey;
  #shared: SharedGames | undefined;
  readonly #table = new PositionTable<Game>();
  /** The number of component values all workers computed, on shared memory. */
  readonly #computed: Int32Array;
  readonly #maxPositions: number;
  readonly #worker: number;
  readonly #workers: number;
  /**
   * Called with the table size after every {@link SPAWN_CHECK}th value stored, if set (a
   * countdown, so the values between cost one decrement).
   */
  onValue: ((size: number) => void) | undefined;
  /** Values stored until the next call of `onValue`. */
  #untilCheck = SPAWN_CHECK;
  /**
   * Values computed before `attach` (worker 0 searching alone): counted here, not by an atomic
   * add on the shared `#computed`, and added to it by `attach`.
   */
  #alone = 0;
  /** Where this worker's counts go (the `stats` option), or undefined. */
  readonly #counters: Int32Array | undefined;

  constructor(
    ruleset: Ruleset<P>,
    shared: SharedGames | undefined,
    worker: number,
    workers: number,
    maxPositions: number,
    computed: Int32Array,
    counters?: Int32Array,
  ) {
    this.#counters = counters;
    this.#ruleset = ruleset;
    this.#computed = computed;
    this.#key = ruleset.key ? ruleset.key.bind(ruleset) : identityKey;
    this.#shared = shared;
    this.#worker = worker;
    this.#workers = workers;
    this.#maxPositions = maxPositions;
  }

  /**
   * Starts sharing through `shared`, publishing the values found so far (measured at load 10-11:
   * the calling thread's CPU time 3-8% lower than without, on Konane 5x5 and Clobber 4x4).
   */
  attach(shared: SharedGames): void {
    this.#shared = shared;
    Atomics.add(this.#computed, 0, this.#alone);
    this.#alone = 0;
    this.#table.forEachNumber((key, g) => shared.publish(key, shared.store(g)));
  }

  /** The number of values in this search's own table (its own and those it read). */
  get size(): number {
    return this.#table.size;
  }

  value(position: P): Game {
    const ruleset = this.#ruleset;
    if (ruleset.components === undefined) return this.#component(position);
    let total: Game = ZERO;
    if (this.#track && this.#depth < TRACKED_LEVELS) {
      const parts = asArray(ruleset.components(position));
      // One component is a level of weight 1: left out, it changes nothing.
      if (parts.length === 1) return this.#component(parts[0]);
      const d = this.#push(parts.length);
      for (const part of parts) {
        total = addGames(total, this.#component(part));
        this.#done[d]++;
      }
      // (A limit error ends the search, so the depth is not restored on one.)
      this.#depth = d;
      return total;
    }
    for (const part of this.#ordered(ruleset.components(position))) {
      total = addGames(total, this.#component(part));
    }
    return total;
  }

  /**
   * While set (worker 0 only, until the workers are started or the time to start them has
   * come), this search records how far it is through the options of each position on its stack,
   * for {@link estimate}.
   */
  #track = false;
  /** The options (or components) done at each depth of the stack (with `#track`). */
  readonly #done: number[] = [];
  /** The options (or components) in all at each depth. */
  readonly #total: number[] = [];
  /** The depth of the stack of positions being searched (with `#track`). */
  #depth = 0;

  /** Starts or stops recording the search's progress (see {@link estimate}). */
  set tracking(on: boolean) {
    this.#track = on;
  }

  /** Opens a level of the stack of `total` options; returns its depth. */
  #push(total: number): number {
    const d = this.#depth++;
    this.#done[d] = 0;
    this.#total[d] = total;
    return d;
  }

  /**
   * The size of the whole search, in values, that its progress so far implies if it were a
   * tree: the values found over the fraction done, which is the options done at the root over
   * the root's options, plus the fraction done within the option being searched, shared equally
   * among the root's options, and so on down the stack (Knuth's estimate of a tree search's
   * progress, every option weighted alike). With a table of known values the later options cost
   * less than the first, so the fraction runs low and the size high. `Infinity` when the stack
   * is so deep that no option above 10^-12 of the tree is done yet. Costs one step per level.
   */
  estimate(): number {
    let fraction = 0;
    let weight = 1;
    for (let i = 0; i < this.#depth && weight > 1e-12; i++) {
      const total = this.#total[i];
      if (total === 0) break;
      fraction += (weight * this.#done[i]) / total;
      weight /= total;
    }
    return fraction > 0 ? this.#table.size / fraction : Infinity;
  }

  /** `items` in this worker's order: as given for worker 0, else rotated, odd ones reversed. */
  #ordered(items: Iterable<P>): Iterable<P> {
    if (this.#worker === 0) return items;
    const list = [...items];
    const n = list.length;
    const start = Math.floor((this.#worker * n) / this.#workers);
    const out: P[] = [];
    for (let i = 0; i < n; i++) {
      out.push(list[this.#worker % 2 === 0 ? (start + i) % n : (start + n - 1 - i) % n]);
    }
    return out;
  }

  #component(position: P): Game {
    const ruleset = this.#ruleset;
    const key = this.#key(position);
    const known = this.#table.get(key);
    if (known !== undefined) return known;
    const shared = this.#shared;
    if (shared !== undefined) {
      const id = shared.lookup(key);
      if (id >= 0) {
        const found = shared.game(id);
        this.#table.set(key, found);
        const counters = this.#counters;
        if (counters !== undefined) {
          counters[COUNTERS * this.#worker + 1]++;
          counters[COUNTERS * this.#worker + 2] = shared.rebuilt;
        }
        return found;
      }
    }
    // Alone (no shared view yet) the count stays in this heap: no atomic operation per value.
    if (
      (shared === undefined ? this.#alone++ : Atomics.add(this.#computed, 0, 1)) >=
        this.#maxPositions
    ) {
      throw new PositionLimitError(this.#maxPositions);
    }
    spend(1);
    let g = ruleset.shortcut?.(position);
    if (g === undefined) {
      const left: Game[] = [];
      const right: Game[] = [];
      if (this.#track && this.#depth < TRACKED_LEVELS) {
        // Worker 0's order, counting the options done (in this frame: a method more per
        // position would make the deepest games overflow the stack sooner).
        const lefts = asArray(ruleset.leftOptions(position));
        const rights = asArray(ruleset.rightOptions(position));
        const d = this.#push(lefts.length + rights.length);
        for (const option of lefts) {
          left.push(this.value(option));
          this.#done[d]++;
        }
        for (const option of rights) {
          right.push(this.value(option));
          this.#done[d]++;
        }
        this.#depth = d;
      } else if (this.#worker % 2 === 0) {
        for (const option of this.#ordered(ruleset.leftOptions(position))) {
          left.push(this.value(option));
        }
        for (const option of this.#ordered(ruleset.rightOptions(position))) {
          right.push(this.value(option));
        }
      } else {
        for (const option of this.#ordered(ruleset.rightOptions(position))) {
          right.push(this.value(option));
        }
        for (const option of this.#ordered(ruleset.leftOptions(position))) {
          left.push(this.value(option));
        }
      }
      g = makeGame(left, right);
    }
    this.#table.set(key, g);
    if (this.#counters !== undefined) this.#counters[COUNTERS * this.#worker]++;
    // attach() may have run during the search of the options (from onValue).
    const now = this.#shared;
    if (now !== undefined && typeof key === "number") now.publish(key, now.store(g));
    if (--this.#untilCheck === 0) {
      this.#untilCheck = SPAWN_CHECK;
      this.onValue?.(this.#table.size);
    }
    return g;
  }
}

/**
 * Answers the search requests of {@link parallelSearch} in a worker: call it once from the
 * worker's module. `resolve` turns the task the main thread sent into the ruleset and the
 * position to search; the worker then searches, sharing its results with the other workers,
 * and sends back the value (serialised) or the error that stopped it.
 *
 * @typeParam P The type of a position.
 * @param resolve Finds the ruleset and the position of a task (throws for a bad task).
 *
 * @example A worker for a ruleset of your own, started from a data URL
 * ```ts
 * import { parallelSearch } from "@cgt/partizan/parallel-search";
 * import { value } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * // Heaps: Left takes one or two, Right takes one. The worker module imports this package
 * // by URL (a data URL has no import map) and serves tasks that are heap sizes.
 * const heaps = {
 *   name: "Heaps",
 *   leftOptions: (n: number) => [n - 1, n - 2].filter((m) => m >= 0),
 *   rightOptions: (n: number) => (n > 0 ? [n - 1] : []),
 * };
 * const source = `
 *   import { serveParallelSearch } from ${JSON.stringify(import.meta.resolve("@cgt/partizan/parallel-search"))};
 *   serveParallelSearch((task) => ({
 *     ruleset: {
 *       name: "Heaps",
 *       leftOptions: (n) => [n - 1, n - 2].filter((m) => m >= 0),
 *       rightOptions: (n) => (n > 0 ? [n - 1] : []),
 *     },
 *     position: task,
 *   }));`;
 * const worker = `data:text/javascript,${encodeURIComponent(source)}`;
 * assert.equal(await parallelSearch(worker, 6, { workers: 2 }), value(heaps, 6));
 * ```
 */
export function serveParallelSearch<P>(
  resolve: (task: unknown) => { ruleset: Ruleset<P>; position: P },
): void {
  if (typeof resolve !== "function") {
    typeFail(
      "serve parallel search",
      "expected a function from task to ruleset and position",
      resolve,
    );
  }
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent<Start>) => void) | null;
    postMessage(message: Reply): void;
  };
  scope.onmessage = (event) => {
    const start = event.data;
    let reply: Reply;
    try {
      setCacheLimit(start.cacheLimit);
      const { ruleset, position } = resolve(start.task);
      const shared = new SharedGames(start.tables);
      const solver = new SharedSolver(
        ruleset,
        shared,
        start.worker,
        start.workers,
        start.maxPositions,
        start.computed,
        start.counters,
      );
      const g = withStepLimit(
        start.maxSteps,
        () => guardStack("search the position", () => solver.value(position)),
      );
      reply = { done: serializeGame(g) };
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      reply = {
        error: {
          name: e.name,
          message: e.message,
          limit: e instanceof LimitError ? e.limit : undefined,
        },
      };
    }
    scope.postMessage(reply);
  };
}

/** The error a worker reported, as the same class in this isolate. */
function rebuild(error: { name: string; message: string; limit?: number }): Error {
  switch (error.name) {
    case "GameLimitError":
      return new GameLimitError(error.limit ?? Infinity);
    case "PositionLimitError":
      return new PositionLimitError(error.limit ?? Infinity);
    case "TypeError":
      return new TypeError(error.message);
    case "RangeError":
      return new RangeError(error.message);
    case "SyntaxError":
      return new SyntaxError(error.message);
    default:
      return new Error(`Cannot finish the parallel search: a worker failed: ${error.message}`);
  }
}

/** Throws a TypeError unless `worker` is a URL object or the text of an absolute URL. */
function checkWorkerUrl(worker: unknown): void {
  if (worker instanceof URL) return;
  if (typeof worker !== "string" || !URL.canParse(worker)) {
    typeFail("search in parallel", "the worker must be a URL or an absolute URL string", worker);
  }
}

/**
 * The most workers a search starts, whatever `maxWorkers` says: each is an operating system
 * thread with its own heap (some tens of MB), so a count in the thousands, asked for by mistake,
 * would take the machine's memory before the first failed to start.
 */
const MAX_WORKERS = 256;

/**
 * The number of workers {@link parallelSearch} starts for `options`: `workers` (default 2), but
 * at most `maxWorkers` (default the cores of this machine, `navigator.hardwareConcurrency`),
 * which may be at most 256.
 *
 * @param options The workers asked for and the most to start.
 * @returns A positive integer.
 * @throws {RangeError} If `workers` is not a positive integer, or `maxWorkers` not one of at
 *   most 256.
 *
 * @example
 * ```ts
 * import { parallelWorkerCount } from "@cgt/partizan/parallel-search";
 * import assert from "node:assert/strict";
 *
 * assert.equal(parallelWorkerCount({ workers: 64, maxWorkers: 4 }), 4);
 * assert.equal(parallelWorkerCount({ workers: 3, maxWorkers: 8 }), 3);
 * assert.ok(parallelWorkerCount({ workers: 64 }) <= navigator.hardwareConcurrency);
 * ```
 */
export function parallelWorkerCount(options: ParallelSearchOptions = {}): number {
  checkOptions("search in parallel", options);
  const workers = options.workers ?? 2;
  const maxWorkers = options.maxWorkers ??
    Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency ?? 1));
  for (const [name, n] of [["workers", workers], ["maxWorkers", maxWorkers]] as const) {
    if (!Number.isSafeInteger(n) || n < 1) {
      throw new RangeError(
        `Cannot search in parallel: ${name} must be a positive integer, received ${
          describeValue(n)
        }`,
      );
    }
  }
  if (maxWorkers > MAX_WORKERS) {
    throw new RangeError(
      `Cannot search in parallel: maxWorkers must be at most ${MAX_WORKERS} (each worker is a thread with its own heap), received ${maxWorkers}`,
    );
  }
  return Math.min(workers, maxWorkers);
}

/**
 * Returns the value of one position searched by a pool of workers on as many threads. Each
 * worker is started from `worker`, a module that calls {@link serveParallelSearch}, and is sent
 * `task` (plain data: a ruleset name and a position in its notation, say), from which it finds
 * the ruleset and the position. The workers search the same position, in different orders,
 * sharing every component value they compute through shared memory (a worker looks in its own
 * table first, then in the shared one), so that they seldom compute the same value twice.
 * The value is the same canonical game a `Solver` gives.
 *
 * With `here` (the ruleset and position of `task`), this thread is the first worker: it searches
 * alone, starts the others when its own estimate of the search's size says it is long (checked
 * between {@link DEFAULT_EARLY_START_MIN_CPU} and {@link DEFAULT_EARLY_START_MAX_CPU} ms of CPU; `startEarly`)
 * or else once it has used `startWorkersAfter` ms of CPU, goes on helped by the values they
 * share, and returns when its own search ends; a position done before then never starts a
 * worker. On a machine with no core to spare beyond the workers (two workers on two cores), the
 * early start is off and `startWorkersAfter` is 1000 ms by default, so a search of a second or
 * less costs what one thread costs. Without `here`, all the workers are started at once and the first to finish gives the
 * value.
 *
 * Workers: `workers` of them (this thread counts as one with `here`), but at most `maxWorkers`
 * (by default one per core, as `navigator.hardwareConcurrency` reports): asking for 64 on a
 * machine of 2 cores starts 2.
 *
 * Cost: each worker holds its own heap, caches and table, so the limits are shared out: the
 * engine caches of each started worker get an equal share of this thread's `cacheLimit()`, and
 * `maxPositions` bounds the component values of all workers together. Shared memory is reserved
 * for at most `maxPositions` positions and never more than 2^20 (past that the workers go on
 * without sharing), about 43 bytes per position and 70 per game, and used (committed by the
 * system) in proportion to the positions shared: its tables grow in levels. A worker costs about
 * 0.1 s of CPU to start (most of it loading its module), and each thread then spends more per
 * value than one thread alone (sharing every value, reading and rebuilding the others',
 * collecting a heap of its own): two workers use 1.2-1.6 times the CPU of one. On two cores that
 * CPU over two bounds the wall time, so two workers gain nothing on a search of a second or two
 * and at most about 1.3x on searches of 2-10 s and 1.5x on one of 20 s (bench/results/RESULTS.md,
 * "Whole process and where it pays"). `stats` and bench/limits/parallel_profile.ts show where a
 * search's time goes.
 *
 * Permissions: a worker loaded from a local file needs read permission for it; one loaded from
 * a `data:` URL (a bundled module, as `@cgt/rulesets/parallel-value` does) needs none.
 *
 * @param worker The URL of the worker module.
 * @param task What each worker is sent, to find the ruleset and position.
 * @param options The number of workers and the limits of each.
 * @returns The canonical value of the position.
 * @throws {RangeError} If `workers` or `maxWorkers` is not a positive integer, or
 *   `startWorkersAfter` is not a number of milliseconds from 0.
 * @throws {TypeError} If `here` is not an object with a ruleset.
 * @throws {PositionLimitError} If the workers together need more than `maxPositions` component
 *   values.
 * @throws {GameLimitError} If this thread (with `here`) or a worker (without) runs out of steps.
 *
 * @example Errors of the workers come back as the engine's errors
 * ```ts
 * import { parallelSearch, PositionLimitError } from "@cgt/partizan/parallel-search";
 * import assert from "node:assert/strict";
 *
 * const source = `
 *   import { serveParallelSearch } from ${JSON.stringify(import.meta.resolve("@cgt/partizan/parallel-search"))};
 *   serveParallelSearch((n) => ({
 *     ruleset: { name: "Countdown", leftOptions: (k) => (k > 0 ? [k - 1] : []), rightOptions: () => [] },
 *     position: n,
 *   }));`;
 * const worker = `data:text/javascript,${encodeURIComponent(source)}`;
 * await assert.rejects(parallelSearch(worker, 50, { maxPositions: 10 }), PositionLimitError);
 * ```
 *
 * @example This thread searching too (`here`): a small position is done before any worker starts
 * ```ts
 * import { parallelSearch } from "@cgt/partizan/parallel-search";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const countdown = {
 *   name: "Countdown",
 *   leftOptions: (k: number) => (k > 0 ? [k - 1] : []),
 *   rightOptions: () => [],
 * };
 * // The worker module is never loaded here: the search takes well under 100 ms.
 * const worker = "data:text/javascript,throw new Error('not started')";
 * const g = await parallelSearch(worker, 20, { here: { ruleset: countdown, position: 20 } });
 * assert.equal(formatGame(g), "20");
 * ```
 */
export async function parallelSearch(
  worker: string | URL,
  task: unknown,
  options: ParallelSearchOptions = {},
): Promise<Game> {
  checkWorkerUrl(worker);
  checkOptions("search in parallel", options);
  if (options.maxPositions !== undefined) {
    checkSafeInteger("search in parallel", "maxPositions", options.maxPositions, 1);
  }
  if (options.maxSteps !== undefined && options.maxSteps !== Infinity) {
    checkSafeInteger("search in parallel", "maxSteps", options.maxSteps, 0);
  }
  const here = options.here;
  const workers = parallelWorkerCount(options);
  // With no core to spare beyond the workers, V8's helper threads and the workers' start share
  // their cores: start late, so that a search of about a second stays on one thread.
  const spareCore = (navigator.hardwareConcurrency ?? 1) > workers;
  const startAfter = options.startWorkersAfter ??
    (spareCore ? 200 : DEFAULT_START_AFTER_NO_SPARE_CORE);
  if (
    typeof startAfter !== "number" || !(startAfter >= 0 && startAfter <= Number.MAX_SAFE_INTEGER)
  ) {
    throw new RangeError(
      `Cannot search in parallel: startWorkersAfter must be a number of milliseconds from 0, received ${
        describeValue(startAfter)
      }`,
    );
  }
  if (here !== undefined) {
    if (here === null || typeof here !== "object") {
      typeFail("search in parallel", "here must be an object { ruleset, position }", here);
    }
    checkRuleset("search in parallel", here.ruleset);
  }
  const maxPositions = options.maxPositions ?? 1_000_000;
  const maxSteps = options.maxSteps ?? Infinity;
  const computed = new Int32Array(new SharedArrayBuffer(4));
  const stats = options.stats;
  if (stats !== undefined && (stats === null || typeof stats !== "object")) {
    typeFail("search in parallel", "stats must be an object to fill in", stats);
  }
  const counters = stats === undefined
    ? undefined
    : new Int32Array(new SharedArrayBuffer(4 * COUNTERS * workers));
  const startEarly = options.startEarly ?? spareCore;
  if (typeof startEarly !== "boolean") {
    typeFail("search in parallel", "startEarly must be true or false", startEarly);
  }
  let startedAt = -1;
  let startBlocked = 0;
  let estimate = 0;
  /** Whether the search still records its progress and checks its estimate (`startEarly`). */
  let estimating = false;
  let startedEarly = false;
  /** Copies the counts into `stats`, if asked for. */
  const report = () => {
    if (stats === undefined || counters === undefined) return;
    const column = (c: number) =>
      Array.from({ length: workers }, (_, w) => counters[COUNTERS * w + c]);
    stats.computed = column(0);
    stats.sharedHits = column(1);
    stats.rebuilt = column(2);
    stats.workersStartedAt = startedAt;
    stats.startBlocked = startBlocked;
    stats.estimate = estimate;
    stats.startedEarly = startedEarly;
    stats.sharedCount = Atomics.load(computed, 0);
  };
  const workerCacheLimit = Math.max(1, Math.floor(cacheLimit() / workers));
  const pool: Worker[] = [];
  /** Starts worker `w`, sharing `tables`; its reply (if awaited) goes to `settle`. */
  const startWorker = (w: number, tables: SharedTables, settle?: Settle) => {
    // Through a loader: a module that fails to load is an error event, not a line on stderr.
    const one = startModuleWorker(worker);
    pool.push(one);
    // A worker that helps this thread's search is not waited for: its errors (a failed load, a
    // limit) only mean less help, so they are not reported as uncaught.
    one.onerror = (event) => event.preventDefault();
    if (settle !== undefined) {
      one.onmessage = (event: MessageEvent<Reply>) => {
        const reply = event.data;
        if ("done" in reply) settle.resolve(deserializeGame(reply.done));
        else settle.reject(rebuild(reply.error));
      };
      one.onerror = (event) => {
        event.preventDefault();
        settle.reject(
          new Error(`Cannot finish the parallel search: a worker failed: ${event.message}`),
        );
      };
    }
    const start: Start = {
      task,
      tables,
      computed,
      worker: w,
      workers,
      maxPositions,
      maxSteps,
      cacheLimit: workerCacheLimit,
      counters,
    };
    one.postMessage(start);
  };
  if (here !== undefined) {
    // This thread is worker 0 and needs no other to finish: the others only take work off it.
    // They start once its search has used startWorkersAfter ms of CPU without finishing, so a
    // small position is searched here alone.
    // The games of this search are made from here on: the shared view keeps their ids in an array.
    const firstGame = gameCount();
    const solver = new SharedSolver(
      here.ruleset,
      undefined,
      0,
      workers,
      maxPositions,
      computed,
      counters,
    );
    // CPU time, not wall time: on a busy machine a small search takes long on the clock.
    const began = cpuMilliseconds();
    const join = () => {
      solver.onValue = undefined;
      solver.tracking = false;
      startedAt = Math.round(cpuMilliseconds() - began);
      const t0 = performance.now();
      const tables = createSharedTables(Math.min(maxPositions, MAX_SHARED_POSITIONS));
      solver.attach(new SharedGames(tables, firstGame));
      for (let w = 1; w < workers; w++) startWorker(w, tables);
      startBlocked = performance.now() - t0;
    };
    if (workers > 1 && startAfter === 0) join();
    else if (workers > 1) {
      // Until startAfter, the search's estimate of its own size may start the workers sooner.
      estimating = solver.tracking = startEarly;
      solver.onValue = () => {
        const used = cpuMilliseconds() - began;
        if (used >= startAfter) return join();
        if (!estimating) return;
        if (used >= DEFAULT_EARLY_START_MAX_CPU) {
          estimating = solver.tracking = false;
          return;
        }
        estimate = solver.estimate();
        if (used >= DEFAULT_EARLY_START_MIN_CPU && estimate > DEFAULT_EARLY_START_ESTIMATE) {
          startedEarly = true;
          join();
        }
      };
    }
    try {
      return withStepLimit(
        maxSteps,
        () => guardStack("search the position", () => solver.value(here.position)),
      );
    } finally {
      report();
      for (const one of pool) one.terminate();
    }
  }
  const tables = createSharedTables(Math.min(maxPositions, MAX_SHARED_POSITIONS));
  try {
    return await new Promise<Game>((resolve, reject) => {
      for (let w = 0; w < workers; w++) startWorker(w, tables, { resolve, reject });
    });
  } finally {
    report();
    for (const one of pool) one.terminate();
  }
}

/**
 * This process's CPU time in milliseconds (all its threads). Deno's own `Deno.cpuUsage()` where
 * there is one (a call of about a microsecond; it is not in Deno's published types, so it is
 * looked for, not assumed); else the `process` global that Deno and Node provide without an
 * import or a permission (Deno builds it on first use, which cost 10-20 ms of CPU and 40-50 ms of
 * wall time at load 11: more than a small search); where there is neither, as in a browser, the
 * clock (`performance.now()`). Read through `globalThis` so that bundles for the browser import
 * nothing. Searches that start workers only once they have run long enough measure with it, so
 * that a busy machine does not make a small search look long.
 *
 * @returns Milliseconds of CPU time since the process started (or of the clock).
 *
 * @example
 * ```ts
 * import { cpuMilliseconds } from "@cgt/partizan/parallel-search";
 * import assert from "node:assert/strict";
 *
 * const before = cpuMilliseconds();
 * let x = 0;
 * for (let i = 0; i < 1e6; i++) x += i;
 * assert.ok(x > 0 && cpuMilliseconds() >= before);
 * ```
 */
export function cpuMilliseconds(): number {
  type Usage = () => { user: number; system: number };
  const deno = (globalThis as { Deno?: { cpuUsage?: Usage } }).Deno;
  const usage = typeof deno?.cpuUsage === "function"
    ? deno.cpuUsage
    : (globalThis as { process?: { cpuUsage?: Usage } }).process?.cpuUsage;
  if (typeof usage !== "function") return performance.now();
  const used = usage();
  const ms = (used.user + used.system) / 1000;
  return Number.isFinite(ms) ? ms : performance.now();
}
