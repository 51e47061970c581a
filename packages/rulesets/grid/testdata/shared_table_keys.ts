// The keys that _shared_table_test.ts and its hammering workers store: each key's entry words are
// a function of the key, so an entry read whole is recognised, and a torn one is not.

/** The keys stored, and the buckets they go to. */
export const HAMMER_KEYS = 64;
export const HAMMER_BUCKETS = 2;

/** The words of key `k`'s entry: both key words and result bits (known and wins bits). */
export function entryOf(k: number): { lo: number; hi: number; bits: number } {
  const lo = Math.imul(k + 1, 0x9e3779b1);
  const hi = ~lo ^ Math.imul(k + 7, 0x85ebca6b);
  // Vertical's known bit always, its wins bit by the key's parity; Horizontal's by another bit.
  const bits = 1 | ((k & 1) << 1) | ((k & 2) << 1) | ((k & 2) << 2);
  return { lo, hi, bits };
}
