/**
 * The "busy" table of `DomineeringSolver`'s shared search (private): which boards far from the
 * end some thread is searching right now, so that another thread at a node whose every move must
 * be searched takes the moves nobody searches first and comes back to the busy ones later (by
 * then mostly answered in the shared table), after ABDADA (Weill, "The ABDADA distributed minimax
 * search algorithm", 1996). A busy mark is only a hint about the order of moves, never an answer:
 * a deferred move is still searched, so a wrong or stale mark costs time, not soundness.
 *
 * Layout: {@link BUSY_SLOTS} 32-bit counts on a `SharedArrayBuffer`, a board's count chosen by its
 * key's hash: the number of threads searching a board of that hash. A thread entering a board
 * adds 1 to its count and leaving it subtracts 1 (`Atomics.add` and `Atomics.sub`, so no update
 * is lost), so a board reads as busy to every thread while some thread searches it, and the
 * counts return to 0 once every thread has left what it entered. Boards of one hash share a count,
 * so a board can read as busy while another is searched (a deferral for nothing: with a few dozen
 * boards searched at once among 65,536 counts, rare); without key words there is nothing to tear.
 *
 * @module
 */

/** The counts of a busy table (a power of two). */
export const BUSY_SLOTS = 1 << 16;
/** The bytes of a busy table. */
export const BUSY_BYTES: number = 4 * BUSY_SLOTS;

/**
 * The busy table of a search's shared memory, which holds it in its last {@link BUSY_BYTES}
 * bytes (after the transposition table; see `createDomineeringSharing`).
 */
export function busyView(memory: SharedArrayBuffer): Int32Array {
  return new Int32Array(memory, memory.byteLength - BUSY_BYTES, BUSY_SLOTS);
}

/** The count of a board whose key's hash is `hash`. */
function countAt(hash: number): number {
  // The transposition table's bucket comes from the hash's low bits; the count from high ones.
  return hash >>> (32 - 16);
}

/** Marks the board of hash `hash` as searched by one more thread (until {@link leaveBusy}). */
export function enterBusy(busy: Int32Array, hash: number): void {
  Atomics.add(busy, countAt(hash), 1);
}

/** Marks the board of hash `hash` as searched by one thread fewer (one that entered it). */
export function leaveBusy(busy: Int32Array, hash: number): void {
  Atomics.sub(busy, countAt(hash), 1);
}

/** Whether some thread is searching the board of hash `hash` (or another of its count). */
export function isBusy(busy: Int32Array, hash: number): boolean {
  return Atomics.load(busy, countAt(hash)) > 0;
}
