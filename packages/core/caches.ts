/**
 * The one registry of every derived cache in cgt's packages (sums, order, thermographs,
 * cooling, ..., heap values, and the transposition tables of solvers): `clearCaches()` frees
 * them all, and `setCacheLimit()` bounds each one.
 *
 * How to use it in a module (of any package):
 *
 * - A memo keyed by game id or by a string: `const memo = new BoundedCache<number, Game>("my
 *   feature")` at module scope, then `memo.get(key)` / `memo.set(key, value)`, exactly like a
 *   `Map`. It holds at most {@link cacheLimit} entries: two generations of up to half the limit
 *   each; a hit in the old generation moves the entry to the young one, and when the young one is
 *   full the old one is dropped. So hot entries survive and a miss costs two `Map` lookups.
 * - A cache with its own layout (a typed-array table): call {@link registerCache} with an
 *   object whose `clear()` frees it and whose `size` counts its entries, and read
 *   {@link cacheLimit} (or subscribe with `onLimitChange`) to bound it.
 * - An object that owns a table (a solver): {@link registerOwner} holds it weakly, so
 *   `clearCaches()` reaches it while it lives and forgets it once it is collected.
 *
 * Never key a cache by anything that outlives a game's identity except its id: ids are never
 * reused, so an entry keyed by the id of a collected game is never hit again and leaves with
 * eviction. Values may hold games strongly (an evicted entry releases them).
 *
 * @module
 */

import { describeValue } from "./describe_value.ts";

/** The default per-cache entry bound: 2^18 = 262,144 entries. */
export const DEFAULT_CACHE_LIMIT: number = 1 << 18;

/** The largest per-cache entry bound {@link setCacheLimit} accepts: 2^30. */
export const MAX_CACHE_LIMIT: number = 2 ** 30;

let limit = DEFAULT_CACHE_LIMIT;

/** Something that holds derived data and can let it go. */
export interface Clearable {
  /** Frees every entry. */
  clear(): void;
  /** The number of entries held now. */
  readonly size: number;
}

interface Registered {
  readonly name: string;
  readonly cache: Clearable;
}

const caches: Registered[] = [];
const owners = new Set<WeakRef<Clearable>>();
const limitListeners: ((n: number) => void)[] = [];

/**
 * Registers a module-level cache under `name`, for good: `clearCaches()` frees it and
 * `cacheSizes()` counts it. Read {@link cacheLimit} (or {@link onCacheLimitChange}) to bound it.
 *
 * @param name The name it is counted under (several caches may share one).
 * @param cache The cache.
 * @throws {TypeError} If `name` is not a string or `cache` lacks `clear()`.
 *
 * @example
 * ```ts
 * import { cacheSizes, clearCaches, registerCache } from "@cgt/core/caches";
 * import assert from "node:assert/strict";
 *
 * const memo = new Map<string, number>();
 * registerCache("my memo", memo);
 * memo.set("a", 1);
 * assert.equal(cacheSizes().get("my memo"), 1);
 * clearCaches();
 * assert.equal(memo.size, 0);
 * ```
 */
export function registerCache(name: string, cache: Clearable): void {
  if (typeof name !== "string") {
    throw new TypeError(
      `Cannot register cache: the name must be a string, received ${describeValue(name)}`,
    );
  }
  checkClearable("register cache", cache);
  caches.push({ name, cache });
}

function checkClearable(what: string, cache: unknown): void {
  if (
    cache === null || typeof cache !== "object" ||
    typeof (cache as { clear?: unknown }).clear !== "function"
  ) {
    throw new TypeError(
      `Cannot ${what}: expected an object with clear() and size, received ${describeValue(cache)}`,
    );
  }
}

/**
 * Registers an owner of a table (a solver) weakly: `clearCaches()` clears it while it is alive,
 * and forgets it once it is collected. Dead references are dropped at each `clearCaches()` and
 * whenever the set doubles. Solvers register once their table holds {@link DEFAULT_OWNER_REGISTRATION_SIZE} values.
 *
 * @param owner The object owning the table.
 * @throws {TypeError} If `owner` lacks `clear()`.
 *
 * @example
 * ```ts
 * import { clearCaches, registerCacheOwner } from "@cgt/core/caches";
 * import assert from "node:assert/strict";
 *
 * class Memo {
 *   table = new Map<number, number>([[1, 1]]);
 *   get size(): number { return this.table.size; }
 *   clear(): void { this.table.clear(); }
 * }
 * const memo = new Memo();
 * registerCacheOwner(memo);
 * clearCaches();
 * assert.equal(memo.size, 0);
 * ```
 */
export function registerCacheOwner(owner: Clearable): void {
  checkClearable("register cache owner", owner);
  owners.add(new WeakRef(owner));
  if (owners.size >= ownerSweepAt) {
    for (const r of owners) if (r.deref() === undefined) owners.delete(r);
    ownerSweepAt = Math.max(64, 2 * owners.size);
  }
}

let ownerSweepAt = 64;

/**
 * The table size at which a solver registers itself with {@link registerCacheOwner}, by
 * default. Smaller tables
 * stay out of the registry: a weak reference keeps its target alive until the current task ends,
 * so registering every one-shot solver (`value()`, `grundy()`) in a long synchronous loop held
 * all their tables until the loop ended (measured: 100,000 one-shot values, 95 MB and 1.7x the
 * time). A table this small dies with its solver.
 */
export const DEFAULT_OWNER_REGISTRATION_SIZE: number = 256;

/**
 * Calls `f` with the new limit whenever {@link setCacheLimit} changes it, for a cache with its
 * own layout (a typed-array table sized to the limit).
 *
 * @param f The listener, kept for the life of the process (register it once, at module scope).
 * @throws {TypeError} If `f` is not a function.
 *
 * @example
 * ```ts
 * import { cacheLimit, onCacheLimitChange, setCacheLimit } from "@cgt/core/caches";
 * import assert from "node:assert/strict";
 *
 * let seen = 0;
 * onCacheLimitChange((n) => (seen = n));
 * const before = cacheLimit();
 * setCacheLimit(1000);
 * assert.equal(seen, 1000);
 * setCacheLimit(before);
 * ```
 */
export function onCacheLimitChange(f: (n: number) => void): void {
  if (typeof f !== "function") {
    throw new TypeError(
      `Cannot watch the cache limit: expected a function, received ${describeValue(f)}`,
    );
  }
  limitListeners.push(f);
}

/**
 * The current per-cache entry bound ({@link DEFAULT_CACHE_LIMIT} unless set).
 *
 * @returns The bound.
 *
 * @example
 * ```ts
 * import { cacheLimit } from "@cgt/core/caches";
 * import assert from "node:assert/strict";
 *
 * assert.ok(cacheLimit() >= 1);
 * ```
 */
export function cacheLimit(): number {
  return limit;
}

/**
 * Sets the per-cache entry bound: every cache holds at most about this many entries (caches
 * over it are cleared now). Lower it to bound memory in a long-lived process; raise it for one
 * large search.
 *
 * @param n An integer from 1 to {@link MAX_CACHE_LIMIT}.
 * @throws {RangeError} If `n` is out of range.
 *
 * @example
 * ```ts
 * import { cacheLimit, DEFAULT_CACHE_LIMIT, setCacheLimit } from "@cgt/core/caches";
 * import assert from "node:assert/strict";
 *
 * setCacheLimit(4096);
 * assert.equal(cacheLimit(), 4096);
 * setCacheLimit(DEFAULT_CACHE_LIMIT);
 * ```
 */
export function setCacheLimit(n: number): void {
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1 || n > MAX_CACHE_LIMIT) {
    throw new RangeError(
      `Cannot set the cache limit: it must be an integer from 1 to 2^30, received ${
        describeValue(n)
      }`,
    );
  }
  limit = n;
  for (const { cache } of caches) if (cache.size > n) cache.clear();
  for (const f of limitListeners) f(n);
}

/**
 * Frees every registered cache and the table of every live registered owner: the memory the
 * packages' caches hold returns after the next collection. Values already returned stay valid.
 *
 * @example
 * ```ts
 * import { cacheSizes, clearCaches } from "@cgt/core/caches";
 * import assert from "node:assert/strict";
 *
 * clearCaches();
 * for (const [name, size] of cacheSizes()) assert.equal(size, 0, name);
 * ```
 */
export function clearCaches(): void {
  for (const { cache } of caches) cache.clear();
  for (const r of owners) {
    const o = r.deref();
    if (o === undefined) owners.delete(r);
    else o.clear();
  }
}

/**
 * The number of entries in each registered cache, by name, and in the tables of live
 * registered owners together (under `"solver tables"`).
 *
 * @returns The sizes.
 *
 * @example
 * ```ts
 * import { cacheSizes } from "@cgt/core/caches";
 * import assert from "node:assert/strict";
 *
 * assert.ok(cacheSizes().has("solver tables"));
 * ```
 */
export function cacheSizes(): Map<string, number> {
  const out = new Map<string, number>();
  for (const { name, cache } of caches) out.set(name, (out.get(name) ?? 0) + cache.size);
  let live = 0;
  for (const r of owners) {
    const o = r.deref();
    if (o !== undefined) live += o.size;
  }
  out.set("solver tables", live);
  return out;
}

/**
 * A `Map`-like memo bounded by {@link cacheLimit}, in two generations (see the module doc).
 * Registered under its name when made, for good: make one per module, at module scope.
 *
 * @example
 * ```ts
 * import { BoundedCache, clearCaches } from "@cgt/core/caches";
 * import assert from "node:assert/strict";
 *
 * const squares = new BoundedCache<number, number>("squares");
 * squares.set(3, 9);
 * assert.equal(squares.get(3), 9);
 * clearCaches();
 * assert.equal(squares.get(3), undefined);
 * ```
 */
export class BoundedCache<K, V> implements Clearable {
  #young = new Map<K, V>();
  #old = new Map<K, V>();

  /**
   * Makes an empty cache and registers it under `name`.
   *
   * @param name The name it is counted under in {@link cacheSizes}.
   */
  constructor(name: string) {
    registerCache(name, this);
  }

  /** The value stored for `key`, or `undefined`. */
  get(key: K): V | undefined {
    const v = this.#young.get(key);
    if (v !== undefined) return v;
    if (this.#old.size === 0) return undefined;
    const w = this.#old.get(key);
    if (w !== undefined) {
      this.#old.delete(key);
      this.set(key, w);
    }
    return w;
  }

  /** Stores `value` for `key`, dropping the old generation when the young one is full. */
  set(key: K, value: V): void {
    const young = this.#young;
    if (young.size >= (limit >>> 1 || 1)) {
      this.#old = young;
      this.#young = new Map();
    }
    this.#young.set(key, value);
  }

  /** Frees every entry. */
  clear(): void {
    // An empty cache stays as it is: clearCaches() empties some thirty of them.
    if (this.#young.size !== 0) this.#young = new Map();
    if (this.#old.size !== 0) this.#old = new Map();
  }

  /** The number of entries held (an entry in both generations counts twice). */
  get size(): number {
    return this.#young.size + this.#old.size;
  }
}
