/**
 * The transposition table of an outcome search shared by several workers (private): a fixed-size,
 * lock-free hash table on one SharedArrayBuffer, from exact keys (a number and a string: a search
 * node's valued sum and the keys of its other components, or a component's key) to a word (a
 * node's result bits, or a component's value).
 *
 * @module
 */

// Header words (Int32), 16 apart so that counters updated by different threads do not share a
// cache line: the entries counted, the next free arena word, the full flag.
const ENTRIES = 0;
const ARENA_TOP = 16;
const FULL = 32;
const HEADER_WORDS = 64;
/** Arena words a thread reserves at a time, and inserts it counts before adding them up. */
const ARENA_BATCH = 4096;
const COUNT_BATCH = 256;
/** The fewest slots: with at most 64 threads counting in batches of 256, a table of 2^16 slots
 * called full at 3/4 still has empty slots, so every probe ends. */
const MIN_SLOTS = 1 << 16;
/** The longest rest of a key held (longer ones stay in each thread's own table). */
const MAX_KEY_CHARS = 1 << 16;
/** A record's header: hash, global id of the sum, length of the rest in characters. */
const RECORD_HEADER = 3;

/**
 * The memory of a shared outcome table of about `bytes` bytes: a quarter in slots (8 bytes each,
 * a power of two, at least 2^16) and the rest in the arena of keys (12 bytes and 2 a character
 * each). Memory is reserved up front; the system commits pages as they are touched.
 */
export function createOutcomeMemory(bytes: number): SharedArrayBuffer {
  let slots = MIN_SLOTS;
  while (slots * 2 * 8 * 4 <= bytes && slots < 1 << 26) slots *= 2;
  const arenaWords = Math.max(slots, Math.floor((bytes - slots * 8) / 4));
  const words = HEADER_WORDS + 2 * slots + Math.min(arenaWords, 2 ** 31 / 4 - 2 * slots);
  const memory = new SharedArrayBuffer(4 * words);
  new Int32Array(memory)[1] = slots;
  return memory;
}

/** The hash of a node's key (global id and rest), never 0. */
export function hashKey(id: number, rest: string): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca77) ^ rest.length;
  for (let i = 0; i < rest.length; i++) h = Math.imul(h ^ rest.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae35);
  h ^= h >>> 16;
  return h === 0 ? 1 : h;
}

/**
 * One isolate's view of a shared outcome table. Slots hold the arena offset + 1 of their key's
 * record (0 when empty) and a word (0 until set); a record holds the key's hash, the global id, the
 * length of the rest and its characters, two to a word. A key is inserted by writing its record
 * first and then publishing its offset by a compare-and-swap on an empty slot, so a reader that
 * sees the offset (an atomic load) sees the whole record; a thread that loses the race compares
 * the winner's record with its key and goes on probing if they differ. An entry is found only by
 * comparing the whole key, never by its hash alone. Words are or-ed in (result bits, which for one
 * key never disagree, so the order of writes does not matter) or set once. Entries are never removed; past 3/4
 * of the slots or when the arena runs out, no new key is added (the threads' own tables go on
 * holding their results), which is correct, only less shared.
 */
export class SharedOutcomeTable {
  readonly #meta: Int32Array;
  readonly #refs: Int32Array;
  readonly #words: Int32Array;
  readonly #arena: Int32Array;
  readonly #mask: number;
  /** Arena words reserved by this isolate and not used yet: [#top, #end). */
  #top = 0;
  #end = 0;
  #unCounted = 0;

  constructor(memory: SharedArrayBuffer) {
    this.#meta = new Int32Array(memory, 0, HEADER_WORDS);
    const slots = this.#meta[1];
    this.#mask = slots - 1;
    this.#refs = new Int32Array(memory, 4 * HEADER_WORDS, slots);
    this.#words = new Int32Array(memory, 4 * (HEADER_WORDS + slots), slots);
    this.#arena = new Int32Array(memory, 4 * (HEADER_WORDS + 2 * slots));
  }

  /** Whether the table stopped taking new keys. */
  get full(): boolean {
    return Atomics.load(this.#meta, FULL) === 1;
  }

  /** The number of keys held (counted in batches of 256 a thread). */
  get entries(): number {
    return Atomics.load(this.#meta, ENTRIES);
  }

  /** The word held for the key (`id`, `rest`), or 0 when it has none. */
  get(id: number, rest: string): number {
    if (rest.length >= MAX_KEY_CHARS) return 0;
    const h = hashKey(id, rest);
    const refs = this.#refs;
    for (let i = h & this.#mask;; i = (i + 1) & this.#mask) {
      // A plain read first: an empty slot read early is only a miss.
      if (refs[i] === 0) return 0;
      const r = Atomics.load(refs, i);
      if (this.#matches(r - 1, h, id, rest)) return Atomics.load(this.#words, i);
    }
  }

  /** Or-s `bits` into the word of the key (`id`, `rest`), adding the key if there is room. */
  or(id: number, rest: string, bits: number): void {
    const i = this.#slot(id, rest);
    if (i >= 0) Atomics.or(this.#words, i, bits);
  }

  /**
   * Sets the word of the key (`id`, `rest`) to `word` (not 0) unless it has one already (the
   * first word set stays), adding the key if there is room.
   */
  put(id: number, rest: string, word: number): void {
    const i = this.#slot(id, rest);
    if (i >= 0) Atomics.compareExchange(this.#words, i, 0, word);
  }

  /** The slot of the key (`id`, `rest`), added if new; -1 when it is new and there is no room. */
  #slot(id: number, rest: string): number {
    if (rest.length >= MAX_KEY_CHARS) return -1;
    const h = hashKey(id, rest);
    const refs = this.#refs;
    let written = -1;
    for (let i = h & this.#mask;; i = (i + 1) & this.#mask) {
      let r = refs[i] === 0 ? 0 : Atomics.load(refs, i);
      if (r === 0) {
        if (written < 0) {
          written = this.#write(h, id, rest);
          if (written < 0) return -1; // full: the result stays in this thread's own table
        }
        r = Atomics.compareExchange(refs, i, 0, written + 1);
        if (r === 0) {
          this.#top += RECORD_HEADER + ((rest.length + 1) >>> 1);
          this.#count();
          return i;
        }
      }
      if (this.#matches(r - 1, h, id, rest)) return i;
    }
  }

  /** Counts an insert; past 3/4 of the slots the table is full. */
  #count(): void {
    if (++this.#unCounted < COUNT_BATCH) return;
    this.#unCounted = 0;
    const n = Atomics.add(this.#meta, ENTRIES, COUNT_BATCH) + COUNT_BATCH;
    if (4 * n >= 3 * (this.#mask + 1)) Atomics.store(this.#meta, FULL, 1);
  }

  /**
   * Writes the record of a key at this isolate's next arena words (not yet claimed: a failed
   * compare-and-swap leaves them for the next key). Its offset, or -1 when the table is full.
   */
  #write(h: number, id: number, rest: string): number {
    if (this.#meta[FULL] === 1) return -1;
    const words = RECORD_HEADER + ((rest.length + 1) >>> 1);
    const arena = this.#arena;
    if (this.#top + words > this.#end) {
      const size = Math.max(ARENA_BATCH, words);
      const top = Atomics.add(this.#meta, ARENA_TOP, size);
      if (top + size > arena.length) {
        Atomics.store(this.#meta, FULL, 1);
        return -1;
      }
      this.#top = top;
      this.#end = top + size;
    }
    const at = this.#top;
    arena[at] = h;
    arena[at + 1] = id;
    arena[at + 2] = rest.length;
    for (let c = 0, w = at + RECORD_HEADER; c < rest.length; c += 2, w++) {
      arena[w] = rest.charCodeAt(c) | ((c + 1 < rest.length ? rest.charCodeAt(c + 1) : 0) << 16);
    }
    return at;
  }

  /** Whether the record at `at` is that of the key (`id`, `rest`) of hash `h`. */
  #matches(at: number, h: number, id: number, rest: string): boolean {
    const arena = this.#arena;
    if (arena[at] !== h || arena[at + 1] !== id || arena[at + 2] !== rest.length) return false;
    for (let c = 0, w = at + RECORD_HEADER; c < rest.length; c += 2, w++) {
      const pair = rest.charCodeAt(c) |
        ((c + 1 < rest.length ? rest.charCodeAt(c + 1) : 0) << 16);
      if (arena[w] !== pair) return false;
    }
    return true;
  }
}
