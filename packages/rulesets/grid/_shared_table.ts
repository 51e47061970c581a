/**
 * The memory of `DomineeringSolver`'s transposition table (private): one buffer, shared between
 * threads when it is a `SharedArrayBuffer`, holding a header, a sequence word per bucket and the
 * slots' keys, results and work.
 *
 * Entries are read and written lock-free under a sequence word per bucket (a seqlock): a writer
 * takes the bucket by turning its even word odd with a compare-and-swap (if another writer holds
 * it, the store is dropped: the table is a cache), writes, and makes the word even again, one
 * more than before; a reader reads the word, the slots, then the word again, and takes what it
 * read only if the word was even and unchanged. Every access is an `Atomics` operation, which
 * JavaScript orders sequentially consistently, so a reader that takes an entry read no word of
 * a write that began after its first read of the sequence word (its second read would see the
 * word odd or larger) nor of one unfinished before it (its first read would see it odd): an
 * entry is never torn, so a result is never read for the wrong board. The word would have to
 * wrap around (2^31 writes to one bucket during one read of a few words) to fool a reader.
 *
 * @module
 */

/** Header words: the slots, the filled slots, the answers of the two root questions. */
export const SLOTS = 0;
export const USED = 1;
/** The answer for Vertical moving first (Horizontal: +1): 0 unknown, 1 loses, 2 + (move + 1) * 4 wins. */
export const ANSWERS = 2;
/** The board the memory serves: rows * 32 + cols + 1 (0: none yet), then its key words. */
export const BOARD = 4;
/** The header's 64-bit words: the nodes of all threads together (bigint index). */
export const NODES = 4;
/** The header's size in 32-bit words. */
const HEADER_WORDS = 12;

/** The views of a table's memory. */
export interface TableViews {
  /** The header (see the constants of this module). */
  header: Int32Array;
  /** The header as 64-bit words ({@link NODES}). */
  wide: BigInt64Array;
  /** One sequence word per bucket of two slots. */
  seq: Int32Array;
  /** The keys' two words, by slot. */
  k0: Int32Array;
  k1: Int32Array;
  /** The nodes each entry's search took (its replacement priority). */
  work: Uint32Array;
  /** The result bits, by slot (0: empty). */
  bits: Uint8Array;
}

/** The bytes of a table of `slots` slots (a power of two, at least 2): 15 a slot and a header. */
export function tableBytes(slots: number): number {
  return 4 * HEADER_WORDS + 2 * slots + 12 * slots + slots;
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
  let at = 4 * HEADER_WORDS;
  const take = <T>(make: (at: number) => T, bytes: number): T => {
    const view = make(at);
    at += bytes;
    return view;
  };
  return {
    header: new Int32Array(buffer, 0, HEADER_WORDS),
    wide: new BigInt64Array(buffer, 0, HEADER_WORDS / 2),
    seq: take((a) => new Int32Array(buffer, a, slots / 2), 2 * slots),
    k0: take((a) => new Int32Array(buffer, a, slots), 4 * slots),
    k1: take((a) => new Int32Array(buffer, a, slots), 4 * slots),
    work: take((a) => new Uint32Array(buffer, a, slots), 4 * slots),
    bits: take((a) => new Uint8Array(buffer, a, slots), slots),
  };
}

/** The most nodes an entry's priority counts. */
const MAX_WORK = 0xffffffff;

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
  const { seq, k0, k1, bits } = table;
  const b = slot >>> 1;
  const s = Atomics.load(seq, b);
  if ((s & 1) !== 0) return -1;
  for (let e = slot; e < slot + 2; e++) {
    const got = Atomics.load(bits, e);
    if (
      (got & known) !== 0 && Atomics.load(k0, e) === lo && Atomics.load(k1, e) === hi &&
      Atomics.load(seq, b) === s
    ) {
      return (got & wins) !== 0 ? 1 : 0;
    }
  }
  return -1;
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
  const { seq, k0, k1, bits, work: done, header } = table;
  const b = slot >>> 1;
  const s = Atomics.load(seq, b);
  if ((s & 1) !== 0 || Atomics.compareExchange(seq, b, s, s + 1) !== s) return;
  // The bucket is this thread's until its word is even again: other writers keep off it.
  let e = -1;
  for (let f = slot; f < slot + 2 && e < 0; f++) {
    if (bits[f] !== 0 && k0[f] === lo && k1[f] === hi) e = f;
  }
  if (e >= 0) {
    Atomics.store(bits, e, bits[e] | add);
    Atomics.store(done, e, Math.min(done[e] + work, MAX_WORK));
  } else {
    e = slot + 1;
    if (work >= done[slot]) {
      if (bits[slot + 1] === 0 && bits[slot] !== 0) Atomics.add(header, USED, 1);
      Atomics.store(k0, slot + 1, k0[slot]);
      Atomics.store(k1, slot + 1, k1[slot]);
      Atomics.store(bits, slot + 1, bits[slot]);
      Atomics.store(done, slot + 1, done[slot]);
      e = slot;
    }
    if (bits[e] === 0) Atomics.add(header, USED, 1);
    Atomics.store(k0, e, lo);
    Atomics.store(k1, e, hi);
    Atomics.store(bits, e, add);
    Atomics.store(done, e, Math.min(work, MAX_WORK));
  }
  Atomics.store(seq, b, s + 2);
}
