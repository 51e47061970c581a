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
  GameLimitError,
  guardStack,
  LimitError,
  makeGame,
  PositionLimitError,
  spend,
} from "../_engine.ts";
import { withStepLimit } from "@cgt/core/limits";
import { PositionTable } from "./_position_table.ts";
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
   * higher to run more workers than cores on purpose.
   *
   * @default {navigator.hardwareConcurrency} (the cores of this machine, at least 1)
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
   * thread then searches alone at first, starts the workers only if the search goes on for
   * longer than `startWorkersAfter` (so a small position never pays for them), and returns as
   * soon as its own search, helped by theirs, is done; the workers' results and errors are not
   * waited for. Without it, this thread only waits for the first worker to finish.
   *
   * @default {undefined}
   */
  // deno-lint-ignore no-explicit-any
  here?: { ruleset: Ruleset<any>; position: unknown };
  /**
   * With `here`: how many milliseconds of CPU time (this process's, as `process.cpuUsage()`
   * counts it, so that a busy machine does not make a small search look long; where there is no
   * `process`, as in a browser, the clock's) this thread
   * searches alone before it starts the workers. Starting a worker blocks this thread while
   * the worker's isolate is made (tens of milliseconds on a free core) and the worker then needs
   * a few hundred milliseconds of CPU before it runs at full speed, so a search shorter than
   * this is left to this thread.
   *
   * @default {200}
   */
  startWorkersAfter?: number;
}

/**
 * The most positions the shared table is sized for (past that, workers go on without sharing).
 * The table's pages are all touched once it holds a few entries per page, so it is sized to
 * searches of this cgt's usual size rather than to `maxPositions` (2^24 slots cost 320 MB of
 * page faults on a search of 150,000 positions).
 */
const MAX_SHARED_POSITIONS = 1 << 20;

/** How many new values pass between the checks of the CPU time (a check costs about 1 µs). */
const SPAWN_CHECK = 256;

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
}

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
  /** Called with the table size after each value stored, if set. */
  onValue: ((size: number) => void) | undefined;

  constructor(
    ruleset: Ruleset<P>,
    shared: SharedGames | undefined,
    worker: number,
    workers: number,
    maxPositions: number,
    computed: Int32Array,
  ) {
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
    for (const part of this.#ordered(ruleset.components(position))) {
      total = addGames(total, this.#component(part));
    }
    return total;
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
        return found;
      }
    }
    if (Atomics.add(this.#computed, 0, 1) >= this.#maxPositions) {
      throw new PositionLimitError(this.#maxPositions);
    }
    spend(1);
    let g = ruleset.shortcut?.(position);
    if (g === undefined) {
      const left: Game[] = [];
      const right: Game[] = [];
      if (this.#worker % 2 === 0) {
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
    // attach() may have run during the search of the options (from onValue).
    const now = this.#shared;
    if (now !== undefined && typeof key === "number") now.publish(key, now.store(g));
    this.onValue?.(this.#table.size);
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
 * The number of workers {@link parallelSearch} starts for `options`: `workers` (default 2), but
 * at most `maxWorkers` (default the cores of this machine, `navigator.hardwareConcurrency`).
 *
 * @param options The workers asked for and the most to start.
 * @returns A positive integer.
 * @throws {RangeError} If `workers` or `maxWorkers` is not a positive integer.
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
  const maxWorkers = options.maxWorkers ?? Math.max(1, navigator.hardwareConcurrency ?? 1);
  for (const [name, n] of [["workers", workers], ["maxWorkers", maxWorkers]] as const) {
    if (!Number.isSafeInteger(n) || n < 1) {
      throw new RangeError(
        `Cannot search in parallel: ${name} must be a positive integer, received ${
          describeValue(n)
        }`,
      );
    }
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
 * alone for `startWorkersAfter` milliseconds of CPU time, then starts the others and goes on,
 * helped by the values they share, and returns when its own search ends; a position done before
 * then never starts a worker. Without `here`, all the workers are started at once and the first
 * to finish gives the value.
 *
 * Workers: `workers` of them (this thread counts as one with `here`), but at most `maxWorkers`
 * (by default one per core, as `navigator.hardwareConcurrency` reports): asking for 64 on a
 * machine of 2 cores starts 2.
 *
 * Cost: each worker holds its own heap, caches and table, so the limits are shared out: the
 * engine caches of each started worker get an equal share of this thread's `cacheLimit()`, and
 * `maxPositions` bounds the component values of all workers together. Shared memory takes about
 * 48 bytes per position and 70 per game, for at most `maxPositions` positions and never more
 * than 2^20 (past that the workers go on without sharing). A worker costs about 0.1 s of CPU to
 * start and some 0.3 s more to compile the engine's hot code in its own isolate, so with `here`
 * and two workers on two free cores a search of about a second ends 1.0 to 1.4 times sooner
 * than in one thread and one of a few seconds 1.4 to 1.6 times (estimated from the calling
 * thread's CPU time on a busy machine: bench/results/RESULTS.md, "Parallel search
 * (2026-12-05)").
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
  const startAfter = options.startWorkersAfter ?? 200;
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
  const workers = parallelWorkerCount(options);
  const maxPositions = options.maxPositions ?? 1_000_000;
  const maxSteps = options.maxSteps ?? Infinity;
  const computed = new Int32Array(new SharedArrayBuffer(4));
  const workerCacheLimit = Math.max(1, Math.floor(cacheLimit() / workers));
  const pool: Worker[] = [];
  /** Starts worker `w`, sharing `tables`; its reply (if awaited) goes to `settle`. */
  const startWorker = (w: number, tables: SharedTables, settle?: Settle) => {
    const one = new Worker(worker, { type: "module" });
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
    };
    one.postMessage(start);
  };
  if (here !== undefined) {
    // This thread is worker 0 and needs no other to finish: the others only take work off it.
    // They start once its search has used startWorkersAfter ms of CPU without finishing, so a
    // small position is searched here alone.
    const solver = new SharedSolver(here.ruleset, undefined, 0, workers, maxPositions, computed);
    // CPU time, not wall time: on a busy machine a small search takes long on the clock.
    const began = cpuMilliseconds();
    const join = () => {
      solver.onValue = undefined;
      const tables = createSharedTables(Math.min(maxPositions, MAX_SHARED_POSITIONS));
      solver.attach(new SharedGames(tables));
      for (let w = 1; w < workers; w++) startWorker(w, tables);
    };
    if (workers > 1 && startAfter === 0) join();
    else if (workers > 1) {
      solver.onValue = (size) => {
        if (size % SPAWN_CHECK !== 0) return;
        if (cpuMilliseconds() - began >= startAfter) join();
      };
    }
    try {
      return withStepLimit(
        maxSteps,
        () => guardStack("search the position", () => solver.value(here.position)),
      );
    } finally {
      for (const one of pool) one.terminate();
    }
  }
  const tables = createSharedTables(Math.min(maxPositions, MAX_SHARED_POSITIONS));
  try {
    return await new Promise<Game>((resolve, reject) => {
      for (let w = 0; w < workers; w++) startWorker(w, tables, { resolve, reject });
    });
  } finally {
    for (const one of pool) one.terminate();
  }
}

/**
 * This process's CPU time in milliseconds (all its threads), from the `process` global that Deno
 * (and Node) provide without an import or a permission; where there is none, as in a browser, the
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
  const p = (globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } })
    .process;
  if (typeof p?.cpuUsage !== "function") return performance.now();
  const used = p.cpuUsage();
  return (used.user + used.system) / 1000;
}
