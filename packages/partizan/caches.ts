/**
 * Control of the memory `@cgt/partizan` uses for derived results: one bound for every cache, and
 * `clearCaches()` to free them all.
 *
 * What is kept, and for how long:
 *
 * - Games themselves. Equal games are one object, so the package keeps a table from each game's
 *   options to the game; it holds games weakly. A game you hold stays valid and equal to any
 *   recomputation of it; a game nobody holds is collected, and its entry leaves the table after
 *   the collection. V8 keeps an object reached through a weak reference alive until the current
 *   task ends, so the memory of games made during one long synchronous computation comes back
 *   once the event loop turns to another task (between the requests of a server, or after
 *   `await new Promise((r) => setTimeout(r, 0))`; awaiting a promise that is already settled does
 *   not end the task). What belongs to one game (its options, stops, display order and negative)
 *   lives on the game and goes with it.
 * - Derived results: sums, comparisons, canonical forms of option lists, thermographs, cooling
 *   and heating, atomic weights, birthdays, printed lengths, ... Each is a cache of at most
 *   {@link cacheLimit} entries (default {@link DEFAULT_CACHE_LIMIT}; the table of comparisons
 *   holds up to 8 times as many 16-byte entries). The transposition table of a `Solver` (and of
 *   a `GrundySolver` of `@cgt/impartial`, which Cram and every `impartialRuleset` use) is
 *   bounded by its own `maxPositions`; `clearCaches()` empties those of every live solver once
 *   its table holds 256 values (smaller ones die with their solver), and
 *   {@link registerCacheOwner} puts a table of your own under it too.
 *
 * Games are local to one isolate (one worker): they are objects of this package, not data. A
 * structured clone or a hand-made `{ id }` is rejected with a TypeError by every function that
 * takes a game. Workers exchange notation text (`formatGame` and `parseGame`).
 *
 * @example Bounding and freeing the caches of a long-running process
 * ```ts
 * import { add, parseGame } from "@cgt/partizan";
 * import { cacheLimit, clearCaches, setCacheLimit } from "@cgt/partizan/caches";
 * import assert from "node:assert/strict";
 *
 * const before = cacheLimit();
 * setCacheLimit(10_000); // at most 10,000 entries in each cache
 * const g = add(parseGame("{2|1}"), parseGame("^*"));
 * clearCaches(); // derived results go; games keep their identity
 * assert.equal(add(parseGame("{2|1}"), parseGame("^*")), g);
 * setCacheLimit(before);
 * ```
 *
 * @module
 */

import { describeValue } from "./_check.ts";

import {
  cacheLimit as registryLimit,
  cacheSizes as registrySizes,
  clearCaches as registryClear,
  DEFAULT_CACHE_LIMIT as REGISTRY_DEFAULT,
  registerCacheOwner as registryRegisterOwner,
  setCacheLimit as registrySetLimit,
} from "@cgt/core/caches";
import { gameCount, internedCount } from "./_engine.ts";

/**
 * The default bound on the entries of each derived cache: 2^18 = 262,144 (the table of
 * comparisons, whose 16-byte entries hold no games, may hold 8 times as many). Measured in
 * bench/limits/memory.ts (random 4x4 Clobber boards and random sums, 600,000 positions), the heap of a
 * process under this default rises while the caches fill and levels off below 150 MB; the largest
 * single computations benchmarked (5x5 Domineering, 4x4 Clobber) run without evictions under it.
 *
 * @example
 * ```ts
 * import { cacheLimit, DEFAULT_CACHE_LIMIT } from "@cgt/partizan/caches";
 * import assert from "node:assert/strict";
 *
 * assert.equal(cacheLimit(), DEFAULT_CACHE_LIMIT);
 * ```
 */
export const DEFAULT_CACHE_LIMIT: number = REGISTRY_DEFAULT;

/**
 * The current bound on the entries of each derived cache.
 *
 * @returns The bound (a positive integer).
 *
 * @example
 * ```ts
 * import { cacheLimit } from "@cgt/partizan/caches";
 * import assert from "node:assert/strict";
 *
 * assert.ok(cacheLimit() >= 1);
 * ```
 */
export function cacheLimit(): number {
  return registryLimit();
}

/**
 * Sets the bound on the entries of each derived cache. A cache over the new bound is emptied at
 * once; from then on each cache evicts its older half when full (memo caches keep two
 * generations, so entries in use survive; the comparison table is emptied). A smaller bound saves
 * memory and costs recomputation: values stay correct under any bound.
 *
 * @param n The number of entries each cache may hold: an integer from 1 to 2^30.
 * @throws {RangeError} If `n` is not an integer from 1 to 2^30.
 *
 * @example
 * ```ts
 * import { add, integer, STAR } from "@cgt/partizan";
 * import { cacheLimit, setCacheLimit } from "@cgt/partizan/caches";
 * import assert from "node:assert/strict";
 *
 * const before = cacheLimit();
 * setCacheLimit(1000);
 * assert.equal(cacheLimit(), 1000);
 * assert.equal(add(integer(1), STAR), add(STAR, integer(1)));
 * setCacheLimit(before);
 * ```
 */
export function setCacheLimit(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 30) {
    throw new RangeError(
      `Cannot set the cache limit: it must be an integer from 1 to 2^30, received ${
        describeValue(n)
      }`,
    );
  }
  registrySetLimit(n);
}

/**
 * Frees every derived cache of the package (sums, comparisons, canonical forms, thermographs,
 * cooling, display lengths, atomic weights, birthdays, ...) and the transposition tables of every
 * live ruleset solver. It does not touch the identity of games: every game still held stays
 * valid, and recomputing a value gives the same object as before. Results are recomputed on
 * demand, so the next computations are slower until the caches fill again.
 *
 * Games that only the caches held are collected once the current task ends: V8 keeps what the
 * task reached through a weak reference until then, so a synchronous loop that calls
 * `clearCaches()` between rounds holds the games of all its rounds until it yields to the event
 * loop (see the module doc). Measured with six rounds of 300 random 4x4 Clobber boards (a third
 * of the cells empty): the heap after each round and a turn of the event loop stays at 5.5 MB;
 * with the rounds in one task it grows to 39 MB, and falls back to 5.5 MB at the next turn.
 *
 * @example
 * ```ts
 * import { add, formatGame, parseGame } from "@cgt/partizan";
 * import { clearCaches } from "@cgt/partizan/caches";
 * import assert from "node:assert/strict";
 *
 * const g = add(parseGame("{3|1}"), parseGame("{1|0}"));
 * clearCaches();
 * assert.equal(add(parseGame("{3|1}"), parseGame("{1|0}")), g);
 * assert.equal(formatGame(g), "{4|3||2|1}");
 * ```
 */
export function clearCaches(): void {
  registryClear();
}

/** What the package holds now: see {@link cacheStats}. */
export interface CacheStats {
  /** The entries of each derived cache, by cache name. */
  readonly caches: ReadonlyMap<string, number>;
  /**
   * The entries of the identity tables for games not yet collected (a game may be found under
   * more than one key). Reading it sweeps out the entries of collected games first.
   */
  readonly games: number;
  /** The number of distinct games made since the process started (ids are never reused). */
  readonly gamesMade: number;
}

/**
 * A snapshot of what the package holds: the entries of each derived cache and the games in its
 * identity tables. For monitoring a long-running process; the names of caches may change.
 *
 * @returns The current figures.
 *
 * @example
 * ```ts
 * import { add, parseGame } from "@cgt/partizan";
 * import { cacheStats } from "@cgt/partizan/caches";
 * import assert from "node:assert/strict";
 *
 * add(parseGame("{2|1}"), parseGame("{1|0}"));
 * const stats = cacheStats();
 * assert.ok(stats.gamesMade > 0);
 * assert.ok(stats.caches.has("sums of games"));
 * ```
 */
export function cacheStats(): CacheStats {
  return { caches: registrySizes(), games: internedCount(), gamesMade: gameCount() };
}

/** A table held by an object of yours (a solver): what {@link registerCacheOwner} needs. */
export interface CacheOwner {
  /** Frees every entry of the table. */
  clear(): void;
  /** The number of entries held now. */
  readonly size: number;
}

/**
 * Puts a table owned by `owner` (a solver of your own, or of another package) under the one
 * control of this package's memory: {@link clearCaches} calls `owner.clear()`, and
 * {@link cacheStats} counts `owner.size` under `"solver tables"`. The owner is held weakly, so
 * registering it never keeps it alive beyond the current task (a weak reference keeps its target
 * until the task ends, so register a table once it is large, not every short-lived one). `Solver`
 * and the `GrundySolver` of `@cgt/impartial` register themselves when their tables reach 256
 * values.
 *
 * @param owner An object with `clear()` and `size`.
 * @throws {TypeError} If `owner` has no `clear` method.
 *
 * @example A memo of your own, freed by clearCaches()
 * ```ts
 * import { clearCaches, registerCacheOwner } from "@cgt/partizan/caches";
 * import assert from "node:assert/strict";
 *
 * class Memo {
 *   table = new Map<string, number>();
 *   get size(): number {
 *     return this.table.size;
 *   }
 *   clear(): void {
 *     this.table.clear();
 *   }
 * }
 * const memo = new Memo();
 * registerCacheOwner(memo);
 * memo.table.set("a", 1);
 * clearCaches();
 * assert.equal(memo.size, 0);
 * ```
 */
export function registerCacheOwner(owner: CacheOwner): void {
  if (typeof (owner as { clear?: unknown } | null)?.clear !== "function") {
    throw new TypeError(
      `Cannot register cache owner: expected an object with clear() and size, received ${
        owner === null ? "null" : typeof owner
      }`,
    );
  }
  registryRegisterOwner(owner);
}
