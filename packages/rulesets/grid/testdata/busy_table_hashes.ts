// The hashes that _busy_table_test.ts and its hammering workers mark busy: few counts, so that
// threads enter and leave the same ones all the time.

/** The counts used. */
export const BUSY_HAMMER_COUNTS = 3;

/** The hash of board `k`: boards k and k + BUSY_HAMMER_COUNTS share a count (the hash's top bits). */
export function busyHashOf(k: number): number {
  return (((k % BUSY_HAMMER_COUNTS) << 16) | (k & 0xffff)) | 0;
}
