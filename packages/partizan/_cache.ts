/**
 * A bounded memo table for the game operations: emptied when it reaches its bound, so that a
 * long-lived process does not grow without limit.
 *
 * @module
 */

/** A map from keys to results that clears itself past `bound` entries. */
export class BoundedCache<K, V> {
  #map = new Map<K, V>();
  readonly #bound: number;

  /** Creates a cache holding at most `bound` entries. */
  constructor(bound = 1 << 18) {
    this.#bound = bound;
  }

  /** The cached value, or undefined. */
  get(key: K): V | undefined {
    return this.#map.get(key);
  }

  /** Stores a value. */
  set(key: K, value: V): void {
    if (this.#map.size >= this.#bound) this.#map.clear();
    this.#map.set(key, value);
  }
}

/** Throws a TypeError unless `g` looks like a game. */
export function checkGame(g: unknown, what: string): void {
  if (g === null || typeof g !== "object" || typeof (g as { id: unknown }).id !== "number") {
    throw new TypeError(`Cannot ${what}: expected a game, received ${String(g)}`);
  }
}
