// Private: bitsets of Grundy values, moved by a nim-sum.

/** XOR-permutes the bits of a 32-bit word: bit i moves to bit i ^ low (low < 32). */
export function permuteWord(x: number, low: number): number {
  if (low & 1) x = ((x & 0x55555555) << 1) | ((x >>> 1) & 0x55555555);
  if (low & 2) x = ((x & 0x33333333) << 2) | ((x >>> 2) & 0x33333333);
  if (low & 4) x = ((x & 0x0f0f0f0f) << 4) | ((x >>> 4) & 0x0f0f0f0f);
  if (low & 8) x = ((x & 0x00ff00ff) << 8) | ((x >>> 8) & 0x00ff00ff);
  if (low & 16) x = (x << 16) | (x >>> 16);
  return x >>> 0;
}
