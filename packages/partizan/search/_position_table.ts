/**
 * The transposition table of a solver (private): a map from position keys to values, with
 * number keys held unboxed and values held once each, by index.
 *
 * @module
 */

import type { PositionKey } from "@cgt/core/position-key";

/**
 * The transposition table of a solver: number keys (what the grid rulesets give) in an
 * open-addressing table of doubles, so no key is boxed and no entry allocated; other keys in a
 * `Map`. Grows by doubling at three quarters full, so a table holds its entries in 3/8 to 3/4 of
 * its slots.
 *
 * A slot holds its key (the 64 bits of the double, as two 32-bit words) and the index of its
 * value (4 bytes) in a list of the distinct values stored, side by side in one `Int32Array` of
 * three words a slot outside the collected heap, so a look-up reads one cache line (two arrays
 * read two: on a Domineering 6x6 search, whose 2^24 slots are far past the processor's caches,
 * the second miss was about 4% of the CPU). A search stores many positions (8.4 million on
 * Domineering 6x6) and far fewer distinct values (one in four to six on Domineering 5x5 and 5x6
 * and Clobber 4x4), so a pointer a slot in the heap (16 bytes a slot, half of them in one array
 * that the collector scans and counts towards the heap's growth) becomes 12 bytes outside it,
 * plus about 30 bytes a distinct value (a pointer in the list and a slot in the index of values).
 * The index finds a value's place by `idOf` (a game's id) when given, else by a `Map`. A value
 * overwritten keeps its place in the list until `clear()`. Keys are equal as `Map` keys are
 * (SameValueZero): -0 is stored as 0, and every NaN is one key.
 *
 * Once the table has 2^17 slots (1.5 MB, past the processor's nearer caches), a front of 8,192
 * direct-mapped slots (a key's two words and its value itself, 128 KB) answers the keys met a
 * moment before without reading the large table: a search looks up the same components again
 * and again (a move in one region of a board leaves the others as they were, so every option of
 * a position repeats most of its components), and a hit in the large table is a random read in
 * up to hundreds of megabytes, then one in the list of values. On the Domineering board
 * `##...#|......|......|......|......|##..##` (11.7 million look-ups) 67% of the look-ups hit a
 * front of 4,096 slots, 73% one of 16,384. The front only holds what the large table holds (an
 * entry is written there when it is stored or found in the table, and `clear()` empties it), so
 * it never answers anything the table would not.
 */
export class PositionTable<V> {
  // Three words a slot: the low and high words of the key's bits, and the index + 1 of the
  // slot's value in #values (0 marks an empty slot).
  #slots = new Int32Array(3 * 1024);
  #capacity = 1024;
  #count = 0;
  #other = new Map<PositionKey, V>();
  /** The distinct values stored under number keys, each once. */
  #values: V[] = [];
  readonly #idOf: ((value: V) => number) | undefined;
  // The index of #values by idOf: open addressing on id + 1 (0 marks an empty slot), at most
  // three quarters full.
  #ids = new Float64Array(0);
  #places = new Int32Array(0);
  /** The index of #values when no idOf is given. */
  #places2 = new Map<V, number>();
  // The front (empty arrays until the table has #frontFrom slots): a slot is the two words of
  // a key at 2f and 2f + 1 and its value at f (undefined marks an empty slot).
  readonly #frontFrom: number;
  readonly #frontSlots: number;
  #frontKeys = new Int32Array(0);
  #frontValues: (V | undefined)[] = [];

  /**
   * @param idOf A distinct non-negative integer for each distinct value (a game's id), so the
   *   values are indexed outside the heap; without it a `Map` indexes them.
   * @param front When the front starts (the table's slots) and its size (a power of two); the
   *   tests make it start at once and small, so that its evictions are tried.
   */
  constructor(
    idOf?: (value: V) => number,
    front: { from: number; slots: number } = { from: FRONT_FROM, slots: FRONT_SLOTS },
  ) {
    this.#idOf = idOf;
    this.#frontFrom = front.from;
    this.#frontSlots = front.slots;
    if (this.#capacity >= this.#frontFrom) this.#startFront();
  }

  /** Makes the (empty) front. */
  #startFront(): void {
    this.#frontKeys = new Int32Array(2 * this.#frontSlots);
    this.#frontValues = new Array(this.#frontSlots).fill(undefined);
  }

  /** The number of slots for number keys (a power of two, at least 1024). */
  get capacity(): number {
    return this.#capacity;
  }

  /** The number of entries. */
  get size(): number {
    return this.#count + this.#other.size;
  }

  /** The number of distinct values held for number keys (overwritten ones included). */
  get distinctValues(): number {
    return this.#values.length;
  }

  /** Calls `f` with each number key and its value (other keys are left out). */
  forEachNumber(f: (key: number, value: V) => void): void {
    const slots = this.#slots;
    const values = this.#values;
    for (let j = 0; j < slots.length; j += 3) {
      const r = slots[j + 2];
      if (r !== 0) {
        BITS[0] = slots[j];
        BITS[1] = slots[j + 1];
        f(DOUBLE[0], values[r - 1]);
      }
    }
  }

  /** Removes every entry. */
  clear(): void {
    this.#slots = new Int32Array(3 * 1024);
    this.#capacity = 1024;
    this.#count = 0;
    this.#other = new Map();
    this.#values = [];
    this.#ids = new Float64Array(0);
    this.#places = new Int32Array(0);
    this.#places2 = new Map();
    this.#frontKeys = new Int32Array(0);
    this.#frontValues = [];
    if (this.#capacity >= this.#frontFrom) this.#startFront();
  }

  /** The value stored for `key`, or undefined. */
  get(key: PositionKey): V | undefined {
    if (typeof key !== "number") return this.#other.get(key);
    DOUBLE[0] = key === 0 ? 0 : key !== key ? NaN : key;
    const lo = BITS[0];
    const hi = BITS[1];
    const h = hashOfBits(lo, hi);
    const frontValues = this.#frontValues;
    const fronted = frontValues.length !== 0;
    const f = h & (this.#frontSlots - 1);
    if (fronted) {
      const v = frontValues[f];
      if (v !== undefined && this.#frontKeys[2 * f] === lo && this.#frontKeys[2 * f + 1] === hi) {
        return v;
      }
    }
    const slots = this.#slots;
    const mask = this.#capacity - 1;
    for (let i = h & mask;; i = (i + 1) & mask) {
      const j = 3 * i;
      const r = slots[j + 2];
      if (r === 0) return undefined;
      if (slots[j] === lo && slots[j + 1] === hi) {
        const v = this.#values[r - 1];
        if (fronted) {
          this.#frontKeys[2 * f] = lo;
          this.#frontKeys[2 * f + 1] = hi;
          frontValues[f] = v;
        }
        return v;
      }
    }
  }

  /** Stores `value` (not undefined) for `key`. */
  set(key: PositionKey, value: V): void {
    if (typeof key !== "number") {
      this.#other.set(key, value);
      return;
    }
    DOUBLE[0] = key === 0 ? 0 : key !== key ? NaN : key;
    const lo = BITS[0];
    const hi = BITS[1];
    const h = hashOfBits(lo, hi);
    let slots = this.#slots;
    let mask = this.#capacity - 1;
    let i = h & mask;
    while (slots[3 * i + 2] !== 0 && (slots[3 * i] !== lo || slots[3 * i + 1] !== hi)) {
      i = (i + 1) & mask;
    }
    const ref = this.#place(value) + 1;
    if (slots[3 * i + 2] !== 0) {
      slots[3 * i + 2] = ref; // an overwrite needs no new slot
      this.#toFront(h, lo, hi, value);
      return;
    }
    if (4 * (this.#count + 1) > 3 * this.#capacity) {
      this.#grow();
      slots = this.#slots;
      mask = this.#capacity - 1;
      i = h & mask;
      while (slots[3 * i + 2] !== 0) i = (i + 1) & mask;
    }
    this.#count++;
    slots[3 * i] = lo;
    slots[3 * i + 1] = hi;
    slots[3 * i + 2] = ref;
    this.#toFront(h, lo, hi, value);
  }

  /** Writes a key and its value (just stored) to the front, if there is one. */
  #toFront(h: number, lo: number, hi: number, value: V): void {
    if (this.#frontValues.length === 0) {
      if (this.#capacity < this.#frontFrom) return;
      this.#startFront();
    }
    const f = h & (this.#frontSlots - 1);
    this.#frontKeys[2 * f] = lo;
    this.#frontKeys[2 * f + 1] = hi;
    this.#frontValues[f] = value;
  }

  /** The index of `value` in #values, adding it if new. */
  #place(value: V): number {
    const idOf = this.#idOf;
    if (idOf === undefined) {
      let p = this.#places2.get(value);
      if (p === undefined) {
        p = this.#values.length;
        this.#values.push(value);
        this.#places2.set(value, p);
      }
      return p;
    }
    const id1 = idOf(value) + 1;
    if (4 * (this.#values.length + 1) > 3 * this.#ids.length) this.#growIds();
    const ids = this.#ids;
    const mask = ids.length - 1;
    let i = slot(id1, mask);
    for (; ids[i] !== 0; i = (i + 1) & mask) if (ids[i] === id1) return this.#places[i];
    const p = this.#values.length;
    this.#values.push(value);
    ids[i] = id1;
    this.#places[i] = p;
    return p;
  }

  #growIds(): void {
    const oldIds = this.#ids;
    const oldPlaces = this.#places;
    const n = Math.max(1024, 2 * oldIds.length);
    const ids = new Float64Array(n);
    const places = new Int32Array(n);
    const mask = n - 1;
    for (let j = 0; j < oldIds.length; j++) {
      const id1 = oldIds[j];
      if (id1 === 0) continue;
      let i = slot(id1, mask);
      while (ids[i] !== 0) i = (i + 1) & mask;
      ids[i] = id1;
      places[i] = oldPlaces[j];
    }
    this.#ids = ids;
    this.#places = places;
  }

  #grow(): void {
    const old = this.#slots;
    const n = 2 * this.#capacity;
    const slots = new Int32Array(3 * n);
    const mask = n - 1;
    for (let k = 0; k < old.length; k += 3) {
      const r = old[k + 2];
      if (r === 0) continue;
      const lo = old[k];
      const hi = old[k + 1];
      let i = hashOfBits(lo, hi) & mask;
      while (slots[3 * i + 2] !== 0) i = (i + 1) & mask;
      slots[3 * i] = lo;
      slots[3 * i + 1] = hi;
      slots[3 * i + 2] = r;
    }
    this.#slots = slots;
    this.#capacity = n;
  }
}

// The bits of a key: a double written to DOUBLE is read back as two words from BITS (in the
// platform's byte order, the same for every key, so equal keys give equal words).
const DOUBLE = new Float64Array(1);
/** The table's slots from which it has a front (2^17 slots of 12 bytes). */
const FRONT_FROM = 1 << 17;
/** The slots of the front (8 bytes of key and a pointer each). */
const FRONT_SLOTS = 1 << 13;
const BITS = new Int32Array(DOUBLE.buffer);

/**
 * The hash of a key given by the two words of its bits: its low bits are the home slot in the
 * large table and the slot in the front.
 */
function hashOfBits(lo: number, hi: number): number {
  let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca77);
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The home slot of a number key (an integer below 2^53 in size, or any double). */
function slot(key: number, mask: number): number {
  const lo = key | 0;
  const hi = (key / 4294967296) | 0;
  let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca77);
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & mask;
}
