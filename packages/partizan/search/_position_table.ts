/**
 * The transposition table of a solver (private): a map from position keys to values, with
 * number keys held unboxed.
 *
 * @module
 */

import type { PositionKey } from "@cgt/core/position-key";

/**
 * The transposition table of a solver: number keys (what the grid rulesets give) in an
 * open-addressing table of doubles, so no key is boxed and no entry allocated; other keys in a
 * `Map`. Grows by doubling at three quarters full, so a table holds its entries in 3/8 to 3/4 of
 * its slots (16 bytes a slot: 21 to 43 bytes an entry; growing at half full cost 32 to 64).
 */
export class PositionTable<V> {
  #keys = new Float64Array(1024);
  // Holey arrays (`new Array(n)`, read as undefined): filling with undefined instead makes the
  // first store of a value copy the whole array to another element kind (measured: 2-9 us).
  #values: (V | undefined)[] = new Array(1024);
  #count = 0;
  #other = new Map<PositionKey, V>();

  /** The number of slots for number keys (a power of two, at least 1024). */
  get capacity(): number {
    return this.#keys.length;
  }

  /** The number of entries. */
  get size(): number {
    return this.#count + this.#other.size;
  }

  /** Calls `f` with each number key and its value (other keys are left out). */
  forEachNumber(f: (key: number, value: V) => void): void {
    const keys = this.#keys;
    const values = this.#values;
    for (let i = 0; i < keys.length; i++) {
      const v = values[i];
      if (v !== undefined) f(keys[i], v);
    }
  }

  /** Removes every entry. */
  clear(): void {
    this.#keys = new Float64Array(1024);
    this.#values = new Array(1024);
    this.#count = 0;
    this.#other = new Map();
  }

  /** The value stored for `key`, or undefined. */
  get(key: PositionKey): V | undefined {
    if (typeof key !== "number") return this.#other.get(key);
    const keys = this.#keys;
    const values = this.#values;
    const mask = keys.length - 1;
    for (let i = slot(key, mask);; i = (i + 1) & mask) {
      const v = values[i];
      if (v === undefined || keys[i] === key) return v;
    }
  }

  /** Stores `value` (not undefined) for `key`. */
  set(key: PositionKey, value: V): void {
    if (typeof key !== "number") {
      this.#other.set(key, value);
      return;
    }
    let keys = this.#keys;
    let values = this.#values;
    let mask = keys.length - 1;
    let i = slot(key, mask);
    while (values[i] !== undefined && keys[i] !== key) i = (i + 1) & mask;
    if (values[i] !== undefined) {
      values[i] = value; // an overwrite needs no new slot
      return;
    }
    if (4 * (this.#count + 1) > 3 * keys.length) {
      this.#grow();
      keys = this.#keys;
      values = this.#values;
      mask = keys.length - 1;
      i = slot(key, mask);
      while (values[i] !== undefined) i = (i + 1) & mask;
    }
    this.#count++;
    keys[i] = key;
    values[i] = value;
  }

  #grow(): void {
    const oldKeys = this.#keys;
    const oldValues = this.#values;
    const n = 2 * oldKeys.length;
    const keys = new Float64Array(n);
    const values: (V | undefined)[] = new Array(n);
    const mask = n - 1;
    for (let j = 0; j < oldKeys.length; j++) {
      const v = oldValues[j];
      if (v === undefined) continue;
      let i = slot(oldKeys[j], mask);
      while (values[i] !== undefined) i = (i + 1) & mask;
      keys[i] = oldKeys[j];
      values[i] = v;
    }
    this.#keys = keys;
    this.#values = values;
  }
}

/** The home slot of a number key (an integer below 2^53 in size, or any double). */
function slot(key: number, mask: number): number {
  const lo = key | 0;
  const hi = (key / 4294967296) | 0;
  let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca77);
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & mask;
}
