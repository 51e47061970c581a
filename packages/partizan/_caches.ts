/**
 * The one owner of every derived cache in `@cgt/partizan` (sums, order, display order,
 * thermographs, cooling, ..., and the transposition tables of solvers). Public control lives in
 * caches.ts (`setCacheLimit`, `cacheLimit`, `clearCaches`, `cacheStats`).
 *
 * How to use it in a new module of this package (loopy games, operations, ...):
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

/** The default per-cache entry bound: 2^18 = 262,144 entries. */
export const DEFAULT_CACHE_LIMIT = 1 << 18;

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

/** Registers a module-level cache under `name` so that `clearCaches()` frees it. */
export function registerCache(name: string, cache: Clearable): void {
  caches.push({ name, cache });
}

/**
 * Registers an owner of a table (a solver) weakly: `clearCaches()` clears it while it is alive.
 * Dead references are dropped at each `clearCaches()` and whenever the set doubles.
 */
export function registerOwner(owner: Clearable): void {
  owners.add(new WeakRef(owner));
  if (owners.size >= ownerSweepAt) {
    for (const r of owners) if (r.deref() === undefined) owners.delete(r);
    ownerSweepAt = Math.max(64, 2 * owners.size);
  }
}

let ownerSweepAt = 64;

/**
 * The table size at which a solver registers itself with {@link registerOwner}. Smaller tables
 * stay out of the registry: a weak reference keeps its target alive until the current task ends,
 * so registering every one-shot solver (`value()`, `grundy()`) in a long synchronous loop held
 * all their tables until the loop ended (measured: 100,000 one-shot values, 95 MB and 1.7x the
 * time). A table this small dies with its solver.
 */
export const REGISTER_AT = 256;

/** Calls `f` with the new limit whenever it changes. */
export function onLimitChange(f: (n: number) => void): void {
  limitListeners.push(f);
}

/** The current per-cache entry bound. */
export function cacheLimit(): number {
  return limit;
}

/** Sets the per-cache entry bound (caches over it are cleared). */
export function setCacheLimit(n: number): void {
  limit = n;
  for (const { cache } of caches) if (cache.size > n) cache.clear();
  for (const f of limitListeners) f(n);
}

/** Clears every registered cache and every live registered owner. */
export function clearCaches(): void {
  for (const { cache } of caches) cache.clear();
  for (const r of owners) {
    const o = r.deref();
    if (o === undefined) owners.delete(r);
    else o.clear();
  }
}

/** The number of entries in each registered module-level cache, by name. */
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
 * Registered under its name when made.
 */
export class BoundedCache<K, V> implements Clearable {
  #young = new Map<K, V>();
  #old = new Map<K, V>();

  /** Makes an empty cache and registers it under `name`. */
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
