/**
 * The memory of `DomineeringSolver`'s transposition table and of `CramSolver`'s shared table of
 * region values (private): one buffer, shared between threads when it is a `SharedArrayBuffer`,
 * holding a header, the slots (four 32-bit words each: the key's two words, the result bits and
 * the nodes its search took, so that a bucket of two slots is 32 contiguous bytes) and a sequence
 * word per bucket. The result bits of an entry only ever gain bits (a store ors its bits into
 * those of the key's entry), so a solver encodes its results so that or-ing two true results of
 * one key gives a true result (Domineering: a known bit and a wins bit per player; Cram: see
 * `CramSolver`'s `sharing`).
 *
 * Shared entries are read and written lock-free under the bucket's sequence word (a seqlock): a
 * writer takes the bucket by turning its even word odd with a compare-and-swap (if another writer
 * holds it, the store is dropped: the table is a cache), writes, and makes the word even again,
 * one more than before; a reader reads the word, the slots, then the word again, and takes what
 * it read only if the word was even and unchanged. Every access is an `Atomics` operation, which
 * JavaScript orders sequentially consistently, so a reader that takes an entry read no word of a
 * write that began after its first read of the sequence word (its second read would see the word
 * odd or larger) nor of one unfinished before it (its first read would see it odd): an entry is
 * never torn, so a result is never read for the wrong board. The word would have to wrap around
 * (2^31 writes to one bucket during one read of a few words) to fool a reader. The argument holds
 * for any reader that reads the sequence word first and last, whatever it reads in between:
 * {@link findShared} (one player's bits) and {@link readShared} (the whole result word) both do.
 * A table of one thread has the same layout and leaves its sequence words at 0.
 *
 * @module
 */

/** Header word: the table's slots. */
export const SLOTS = 0;
/** Header word: the filled slots. */
export const USED = 1;
/** The answer for Vertical moving first (Horizontal: +1): 0 unknown, 1 loses, 2 + (move + 1) * 4 wins. */
export const ANSWERS = 2;
/**
 * The board the memory serves: a word of its shape (0: none yet), its key's two words, then 1
 * once they are written ({@link claimBoard}).
 */
export const BOARD = 4;
/** The header's 64-bit words: the nodes of all threads together (bigint index). */
export const NODES = 4;
/** Header word: which solver the memory was made for (0: Domineering; see {@link CRAM_OWNER}). */
export const OWNER = 10;
/** The {@link OWNER} word of a memory made for `CramSolver` ("Cram" in ASCII). */
export const CRAM_OWNER = 0x4372616d;
/** The header's size in 32-bit words (64 bytes, so that the slots start a cache line). */
const HEADER_WORDS = 16;
/** The 32-bit words of a slot: key low word, key high word, result bits (0: empty), nodes. */
export const SLOT_WORDS = 4;
/**
 * The bytes a slot of the table takes: its four words and half of its bucket's sequence word.
 * The one figure for sizing a table (`tableBytes`, and `cgt solve` through the solver's export).
 */
export const SLOT_BYTES: number = 4 * SLOT_WORDS + 2;

/** The views of a table's memory. */
export interface TableViews {
  /** The header (see the constants of this module). */
  header: Int32Array;
  /** The header as 64-bit words ({@link NODES}). */
  wide: BigInt64Array;
  /** The slots, {@link SLOT_WORDS} words each: slot s at `SLOT_WORDS * s`. */
  data: Int32Array;
  /** One sequence word per bucket of two slots. */
  seq: Int32Array;
}

/** The bytes of a table of `slots` slots (a power of two, at least 2): the header and the slots. */
export function tableBytes(slots: number): number {
  return 4 * HEADER_WORDS + SLOT_BYTES * slots;
}

/** A zeroed table of `slots` slots, on shared memory if `shared`. */
export function createTable(slots: number, shared: boolean): TableViews {
  const bytes = tableBytes(slots);
  const buffer = shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  const views = tableViews(buffer, slots);
  views.header[SLOTS] = slots;
  return views;
}

/** The views of a table's memory made by {@link createTable} (its slots read from its header). */
export function tableViews(
  buffer: ArrayBuffer | SharedArrayBuffer,
  slots: number = new Int32Array(buffer, 0, 1)[0],
): TableViews {
  const dataAt = 4 * HEADER_WORDS;
  return {
    header: new Int32Array(buffer, 0, HEADER_WORDS),
    wide: new BigInt64Array(buffer, 0, HEADER_WORDS / 2),
    data: new Int32Array(buffer, dataAt, SLOT_WORDS * slots),
    seq: new Int32Array(buffer, dataAt + 4 * SLOT_WORDS * slots, slots / 2),
  };
}

/**
 * Marks the memory of `header` as serving the board of shape word `shape` (not 0) and key words
 * `lo`, `hi` if it serves none yet, and returns whether it serves that board: the threads of one
 * search share the answers in the header, so another board must not use the memory. The first
 * thread writes the board before it searches, so a later one finds it written whole.
 */
export function claimBoard(header: Int32Array, shape: number, lo: number, hi: number): boolean {
  if (Atomics.compareExchange(header, BOARD, 0, shape) === 0) {
    Atomics.store(header, BOARD + 1, lo);
    Atomics.store(header, BOARD + 2, hi);
    Atomics.store(header, BOARD + 3, 1);
    return true;
  }
  return Atomics.load(header, BOARD) === shape && Atomics.load(header, BOARD + 3) === 1 &&
    Atomics.load(header, BOARD + 1) === lo && Atomics.load(header, BOARD + 2) === hi;
}

/** Adds `added` to the nodes of all threads in the table's header; returns the new total. */
export function addNodes(table: TableViews, added: number): number {
  return Number(Atomics.add(table.wide, NODES, BigInt(added))) + added;
}

/** The most nodes an entry's priority counts (its word is signed). */
export const MAX_WORK = 0x7fffffff;

/**
 * Looks a key up in the bucket at `slot` of a shared table, lock-free: 1 if the entry says the
 * player to move wins (its `known` and `wins` bits set), 0 if it loses (only `known`), -1 if the
 * bucket has no entry for the key with `known` set or was being written while read.
 */
export function findShared(
  table: TableViews,
  slot: number,
  lo: number,
  hi: number,
  known: number,
  wins: number,
): number {
  const { seq, data } = table;
  const b = slot >>> 1;
  const s = Atomics.load(seq, b);
  if ((s & 1) !== 0) return -1;
  const first = SLOT_WORDS * slot;
  for (let e = first; e < first + 2 * SLOT_WORDS; e += SLOT_WORDS) {
    const got = Atomics.load(data, e + 2);
    if (
      (got & known) !== 0 && Atomics.load(data, e) === lo && Atomics.load(data, e + 1) === hi &&
      Atomics.load(seq, b) === s
    ) {
      return (got & wins) !== 0 ? 1 : 0;
    }
  }
  return -1;
}

/**
 * Reads the result word of a key's entry in the bucket at `slot` of a shared table, lock-free: the
 * word (never 0 for an entry), or 0 if the bucket holds no entry for the key or was being written
 * while read (the sequence word odd, or changed before the entry was taken).
 */
export function readShared(table: TableViews, slot: number, lo: number, hi: number): number {
  const { seq, data } = table;
  const b = slot >>> 1;
  const s = Atomics.load(seq, b);
  if ((s & 1) !== 0) return 0;
  const first = SLOT_WORDS * slot;
  for (let e = first; e < first + 2 * SLOT_WORDS; e += SLOT_WORDS) {
    const got = Atomics.load(data, e + 2);
    if (got !== 0 && Atomics.load(data, e) === lo && Atomics.load(data, e + 1) === hi) {
      // A key has at most one entry in its bucket (a store adds to it): no need to look on.
      return Atomics.load(seq, b) === s ? got : 0;
    }
  }
  return 0;
}

/**
 * Stores result bits `add`, found in `work` nodes, for a key in the bucket at `slot` of a shared
 * table: with the key's entry when the bucket holds it (adding to its bits), else in the first
 * slot if it took at least as many nodes as the entry there (which moves to the second), else in
 * the second (the TwoBig replacement of `DomineeringSolver`). Dropped if another thread is
 * writing the bucket.
 */
export function storeShared(
  table: TableViews,
  slot: number,
  lo: number,
  hi: number,
  add: number,
  work: number,
): void {
  const { seq, data, header } = table;
  const b = slot >>> 1;
  const s = Atomics.load(seq, b);
  if ((s & 1) !== 0 || Atomics.compareExchange(seq, b, s, s + 1) !== s) return;
  // The bucket is this thread's until its word is even again: other writers keep off it.
  const first = SLOT_WORDS * slot;
  const second = first + SLOT_WORDS;
  let e = -1;
  for (let f = first; f <= second && e < 0; f += SLOT_WORDS) {
    if (data[f + 2] !== 0 && data[f] === lo && data[f + 1] === hi) e = f;
  }
  if (e >= 0) {
    Atomics.store(data, e + 2, data[e + 2] | add);
    Atomics.store(data, e + 3, Math.min(data[e + 3] + work, MAX_WORK));
  } else {
    e = second;
    if (work >= data[first + 3]) {
      if (data[second + 2] === 0 && data[first + 2] !== 0) Atomics.add(header, USED, 1);
      for (let w = 0; w < SLOT_WORDS; w++) Atomics.store(data, second + w, data[first + w]);
      e = first;
    }
    if (data[e + 2] === 0) Atomics.add(header, USED, 1);
    Atomics.store(data, e, lo);
    Atomics.store(data, e + 1, hi);
    Atomics.store(data, e + 2, add);
    Atomics.store(data, e + 3, Math.min(work, MAX_WORK));
  }
  Atomics.store(seq, b, s + 2);
}
