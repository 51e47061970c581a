/**
 * The value of one position searched on several cores: a pool of Deno workers that share what
 * they compute through shared memory.
 *
 * @module
 */

import { checkOptions, checkSafeInteger, describeValue, typeFail } from "../_check.ts";
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
 * A value search in one worker that shares its results: before searching a component it
 * looks for the component's key in the shared position table (and rebuilds the value found
 * there), and after searching it stores the value there. Workers explore options in different
 * orders (the odd ones backwards, each from a different start), so they mostly work on
 * different parts of the game graph and reuse each other's results.
 */
class SharedSolver<P> {
  readonly #ruleset: Ruleset<P>;
  readonly #key: (position: P) => PositionKey;
  readonly #shared: SharedGames;
  readonly #table = new PositionTable<Game>();
  /** The number of component values all workers computed, on shared memory. */
  readonly #computed: Int32Array;
  readonly #maxPositions: number;
  readonly #worker: number;
  readonly #workers: number;

  constructor(
    ruleset: Ruleset<P>,
    shared: SharedGames,
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

  value(position: P): Game {
    const ruleset = this.#ruleset;
    if (ruleset.components === undefined) return this.#component(position);
    const parts = [...ruleset.components(position)];
    let total: Game = ZERO;
    const n = parts.length;
    const start = Math.floor((this.#worker * n) / this.#workers);
    for (let i = 0; i < n; i++) {
      const k = this.#worker % 2 === 0 ? (start + i) % n : (start + n - 1 - i) % n;
      total = addGames(total, this.#component(parts[k]));
    }
    return total;
  }

  #options(options: Iterable<P>): Game[] {
    const list = [...options];
    const n = list.length;
    const out: Game[] = [];
    const start = Math.floor((this.#worker * n) / this.#workers);
    for (let i = 0; i < n; i++) {
      const k = this.#worker % 2 === 0 ? (start + i) % n : (start + n - 1 - i) % n;
      out.push(this.value(list[k]));
    }
    return out;
  }

  #component(position: P): Game {
    const ruleset = this.#ruleset;
    const key = this.#key(position);
    // Values of number keys live in the shared table (and their games in this isolate's map of
    // global ids); the local table holds the rest: other keys, and values that could not be
    // shared because a table was full.
    const id = this.#shared.lookup(key);
    if (id >= 0) {
      return this.#shared.game(id);
    }
    const known = this.#table.get(key);
    if (known !== undefined) return known;
    if (Atomics.add(this.#computed, 0, 1) >= this.#maxPositions) {
      throw new PositionLimitError(this.#maxPositions);
    }
    spend(1);
    let g = ruleset.shortcut?.(position);
    if (g === undefined) {
      const [first, second] = this.#worker % 2 === 0
        ? [ruleset.leftOptions(position), ruleset.rightOptions(position)]
        : [ruleset.rightOptions(position), ruleset.leftOptions(position)];
      const a = this.#options(first);
      const b = this.#options(second);
      g = this.#worker % 2 === 0 ? makeGame(a, b) : makeGame(b, a);
    }
    if (typeof key !== "number" || !this.#shared.publish(key, this.#shared.store(g))) {
      this.#table.set(key, g);
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
 * sharing every component value they compute through shared memory, so that together they
 * finish sooner than one would; the first to finish gives the value, and all are stopped.
 * The value is the same canonical game a `Solver` gives.
 *
 * Workers: `workers` of them, but at most `maxWorkers` (by default one per core, as
 * `navigator.hardwareConcurrency` reports): asking for 64 on a machine of 2 cores starts 2.
 *
 * Cost: each worker holds its own heap, caches and table, so the limits are shared out: the
 * engine caches of each worker get an equal share of this thread's `cacheLimit()`, and
 * `maxPositions` bounds the component values of all workers together. Shared memory takes about
 * 48 bytes per position and 70 per game, reserved for `2 * maxPositions` slots (at most 2^24, so
 * about 12 million positions are shared); past that the workers go on without sharing.
 * Starting a worker costs a few tens of milliseconds, so this pays only on searches that take
 * a good part of a second or more.
 *
 * Permissions: a worker loaded from a local file needs read permission for it; one loaded from
 * a `data:` URL (a bundled module, as `@cgt/rulesets/parallel-value` does) needs none.
 *
 * @param worker The URL of the worker module.
 * @param task What each worker is sent, to find the ruleset and position.
 * @param options The number of workers and the limits of each.
 * @returns The canonical value of the position.
 * @throws {RangeError} If `workers` or `maxWorkers` is not a positive integer.
 * @throws {PositionLimitError} If the workers together need more than `maxPositions` component
 *   values.
 * @throws {GameLimitError} If a worker runs out of steps.
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
  const workers = parallelWorkerCount(options);
  const maxPositions = options.maxPositions ?? 1_000_000;
  const maxSteps = options.maxSteps ?? Infinity;
  const computed = new Int32Array(new SharedArrayBuffer(4));
  const workerCacheLimit = Math.max(1, Math.floor(cacheLimit() / workers));
  const tables = createSharedTables(Math.min(maxPositions, 1 << 23));
  const pool: Worker[] = [];
  try {
    return await new Promise<Game>((resolve, reject) => {
      for (let w = 0; w < workers; w++) {
        const one = new Worker(worker, { type: "module" });
        pool.push(one);
        one.onmessage = (event: MessageEvent<Reply>) => {
          const reply = event.data;
          if ("done" in reply) resolve(deserializeGame(reply.done));
          else reject(rebuild(reply.error));
        };
        one.onerror = (event) => {
          event.preventDefault();
          reject(new Error(`Cannot finish the parallel search: a worker failed: ${event.message}`));
        };
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
      }
    });
  } finally {
    for (const one of pool) one.terminate();
  }
}
