/**
 * The divisor-block computation behind `splitGameGrundy` (private).
 *
 * @module
 */

/*
 * Splitting n into m parts gives r = n mod m piles of q + 1 and m - r piles
 * of q, where q = ⌊n/m⌋, so by Sprague–Grundy the move reaches
 *   val(q, m, r) = (r odd ? G(q+1) : 0) xor (m - r odd ? G(q) : 0).
 * Within one block of m with the same q, m -> m + 1 lowers r by q: for even
 * q the parity of r stays and that of m - r flips; for odd q the parity of r
 * flips and that of m - r stays (it changes by q + 1). So two consecutive m
 * of a block reach every value of the block.
 *
 * With s = ⌊√n⌋ every m > s has ⌊n/m⌋ <= s, so the moves of n are covered by
 *   (i)  m = 2..s, one at a time, and
 *   (ii) for q = 1..s the largest m of the q-block, m1 = ⌊n/q⌋ with
 *        remainder r1 = n mod q (n >= q² gives m1 >= q > r1, so the block is
 *        not empty), and m1 - 1 with remainder r1 + q when that is still in
 *        the block (r1 + q < m1 - 1).
 * In (ii), when the block has two members (always once n >= 2q² + q), both
 * parities depend only on the parity of n: n ≡ r1 (mod 2) for even q and
 * n ≡ m1 - r1 (mod 2) for odd q. Writing a = G(q), b = G(q+1), such a
 * "mature" block reaches {0, a} (even q) or {0, b} (odd q) when n is even,
 * and {b, a^b} (even q) or {a, a^b} (odd q) when n is odd: between two
 * thresholds 2q² + q the mature blocks together reach one fixed set of
 * values on even n and another on odd n.
 *
 * Values of n in [L, 2L - 3] only use G(k) for k <= ⌊n/2⌋ + 1 < L, so the
 * table is filled chunk by chunk ([L, 2L - 3], then the next), and inside a
 * chunk the loops are turned around: one bit set over the chunk's n per
 * value 0..31 records which n reach that value. In (i) a run of n with the
 * same m and q alternates between two values (with the parity of r), and in
 * (ii) a run with the same m1 likewise, so each run sets every other bit of
 * a range, 32 n at a time; the mature blocks do the same over each segment
 * between thresholds. The mex of 32 n at a time is then found by walking the
 * values upwards. That needs every reached value below 32, true while every
 * value so far is below 32 (a xor of such values is too); the values stay
 * tiny (at most 18 up to 10^5), and a per-n walk with a stamp array takes
 * over if they ever reach `maskBound`.
 */

/** Below this size every value is computed by the per-n walk. */
const FIRST_CHUNK = 64;

function isqrt(n: number): number {
  let s = Math.floor(Math.sqrt(n));
  while (s * s > n) s--;
  while ((s + 1) * (s + 1) <= n) s++;
  return s;
}

/**
 * Fills g[from..to] by the per-n walk over quotient blocks (two m per block).
 * `seen` must hold stamps below `from` (a zeroed array does).
 */
function walk(g: Uint32Array, seen: Int32Array, from: number, to: number, minPile: number): void {
  for (let n = Math.max(from, minPile, 2); n <= to; n++) {
    for (let m = 2; m <= n;) {
      const q = Math.floor(n / m);
      const last = Math.floor(n / q);
      const r = n - q * m;
      seen[((r & 1) === 1 ? g[q + 1] : 0) ^ (((m - r) & 1) === 1 ? g[q] : 0)] = n;
      if (m < last) {
        const r2 = r - q;
        seen[((r2 & 1) === 1 ? g[q + 1] : 0) ^ (((m + 1 - r2) & 1) === 1 ? g[q] : 0)] = n;
      }
      m = last + 1;
    }
    let v = 0;
    while (seen[v] === n) v++;
    g[n] = v;
  }
}

/**
 * Sets, in the bit set starting at word `base`, every other bit from `i` to
 * `j` (inclusive): the bits whose index has the parity of `i`.
 */
function everyOther(bits: Int32Array, base: number, i: number, j: number): void {
  if (i > j) return;
  const pattern = (i & 1) === 1 ? -1431655766 : 1431655765; // 0xAAAAAAAA : 0x55555555
  let w = i >> 5;
  const last = j >> 5;
  const head = -1 << (i & 31);
  const tail = -1 >>> (31 - (j & 31));
  if (w === last) {
    bits[base + w] |= pattern & head & tail;
    return;
  }
  bits[base + w] |= pattern & head;
  for (w++; w < last; w++) bits[base + w] |= pattern;
  bits[base + last] |= pattern & tail;
}

/**
 * Fills g[low..high] (high <= 2 low - 3) from the bit set per value of the
 * chunk, `words` 32-bit words per value 0..31, and returns the largest value
 * set. Needs every value below `low` to be below 32.
 */
function chunk(
  g: Uint32Array,
  bits: Int32Array,
  low: number,
  high: number,
  minPile: number,
): number {
  const length = high - low + 1;
  const words = (length + 31) >> 5;
  bits.fill(0, 0, words << 5);
  // (i) m = 2..⌊√n⌋ one at a time, for n >= m²: in a run of equal q the
  // value alternates with the parity of r = n - qm.
  for (let m = 2; m * m <= high; m++) {
    let n = Math.max(low, m * m);
    let q = Math.floor(n / m);
    const mOdd = m & 1;
    while (n <= high) {
      const runEnd = Math.min(high, q * m + m - 1);
      const a = g[q];
      const b = g[q + 1];
      // r even: m - r odd iff m odd; r odd: m - r odd iff m even.
      const even = mOdd === 1 ? a : 0;
      const odd = mOdd === 1 ? b : b ^ a;
      const firstOdd = ((n - q * m) & 1) === 1;
      const i = n - low;
      const j = runEnd - low;
      everyOther(bits, (firstOdd ? odd : even) * words, i, j);
      everyOther(bits, (firstOdd ? even : odd) * words, i + 1, j);
      n = runEnd + 1;
      q++;
    }
  }
  // (ii) young q-blocks, q² <= n < 2q² + q: runs of equal m1 = ⌊n/q⌋.
  for (let q = 1; q * q <= high; q++) {
    const start = Math.max(low, q * q);
    const end = Math.min(high, 2 * q * q + q - 1);
    if (start > end) continue;
    const a = g[q];
    const b = g[q + 1];
    const qOdd = q & 1;
    for (let m1 = Math.floor(start / q); q * m1 <= end; m1++) {
      const runStart = Math.max(start, q * m1);
      const runEnd = Math.min(end, q * m1 + q - 1);
      const firstOdd = ((runStart - q * m1) & 1) === 1; // r1 odd at runStart
      // m1 itself: r1 even -> (m1 odd ? a : 0); r1 odd -> b ^ (m1 even ? a : 0).
      const even1 = (m1 & 1) === 1 ? a : 0;
      const odd1 = (m1 & 1) === 1 ? b : b ^ a;
      const i = runStart - low;
      const j = runEnd - low;
      everyOther(bits, (firstOdd ? odd1 : even1) * words, i, j);
      everyOther(bits, (firstOdd ? even1 : odd1) * words, i + 1, j);
      // m1 - 1 with remainder r1 + q, while r1 + q < m1 - 1.
      const secondEnd = Math.min(runEnd, q * m1 + m1 - q - 2);
      if (secondEnd >= runStart) {
        const even2 = (qOdd === 1 ? b : 0) ^ (((m1 - 1 - q) & 1) === 1 ? a : 0);
        const odd2 = (qOdd === 1 ? 0 : b) ^ (((m1 - q) & 1) === 1 ? a : 0);
        const j2 = secondEnd - low;
        everyOther(bits, (firstOdd ? odd2 : even2) * words, i, j2);
        everyOther(bits, (firstOdd ? even2 : odd2) * words, i + 1, j2);
      }
    }
  }
  // (iii) mature q-blocks (n >= 2q² + q): {0, a} or {0, b} for even n,
  // {b, a^b} or {a, a^b} for odd n; constant between two thresholds.
  let mature = 0;
  let evenMask = 0;
  let oddMask = 0;
  for (let n = low; n <= high;) {
    while (2 * (mature + 1) * (mature + 1) + (mature + 1) <= n) {
      mature++;
      const a = g[mature];
      const b = g[mature + 1];
      if ((mature & 1) === 0) {
        evenMask |= 1 | (1 << a);
        oddMask |= (1 << b) | (1 << (a ^ b));
      } else {
        evenMask |= 1 | (1 << b);
        oddMask |= (1 << a) | (1 << (a ^ b));
      }
    }
    const next = mature + 1;
    const segmentEnd = Math.min(high, 2 * next * next + next - 1);
    const i = n - low;
    const j = segmentEnd - low;
    const iEven = (n & 1) === 0 ? i : i + 1;
    const iOdd = (n & 1) === 1 ? i : i + 1;
    for (let v = 0; v < 32; v++) {
      if (((evenMask >>> v) & 1) === 1) everyOther(bits, v * words, iEven, j);
      if (((oddMask >>> v) & 1) === 1) everyOther(bits, v * words, iOdd, j);
    }
    n = segmentEnd + 1;
  }
  // The mex of each n: the first value whose bit is clear.
  let largest = 0;
  for (let w = 0; w < words; w++) {
    let undecided = w === words - 1 && (length & 31) !== 0 ? (1 << (length & 31)) - 1 : -1;
    for (let v = 0; v < 32 && undecided !== 0; v++) {
      const set = bits[v * words + w];
      let here = undecided & ~set;
      undecided &= set;
      while (here !== 0) {
        const n = low + (w << 5) + 31 - Math.clz32(here & -here);
        here &= here - 1;
        if (n >= minPile) {
          g[n] = v;
          if (v > largest) largest = v;
        }
      }
    }
    while (undecided !== 0) {
      const n = low + (w << 5) + 31 - Math.clz32(undecided & -undecided);
      undecided &= undecided - 1;
      if (n >= minPile) {
        g[n] = 32;
        largest = 32;
      }
    }
  }
  return largest;
}

/**
 * Grundy values G(0..limit) of the split game with smallest splittable pile
 * `minPile` by divisor blocks; `maskBound` (at most 32) is the value bound
 * below which the bit-set chunks are used (tests lower it to exercise the
 * per-n walk).
 */
export function splitBlockValues(limit: number, minPile: number, maskBound = 32): Uint32Array {
  const g = new Uint32Array(limit + 1);
  // A value is at most the number of marked options (two per block, at most
  // 4√n + 4), and a xor of two values is below twice the largest.
  const seen = new Int32Array(16 * (isqrt(limit) + 2));
  walk(g, seen, 1, Math.min(limit, FIRST_CHUNK - 1), minPile);
  let largest = 0;
  for (let n = 0; n < Math.min(limit + 1, FIRST_CHUNK); n++) largest = Math.max(largest, g[n]);
  // One bit set per value 0..31 over the longest chunk (at most limit / 2 + 1 sizes).
  const bits = new Int32Array(32 * ((((limit >> 1) + 2) >> 5) + 1));
  for (let low = FIRST_CHUNK; low <= limit;) {
    const high = Math.min(2 * low - 3, limit);
    if (largest >= maskBound) {
      walk(g, seen, low, limit, minPile);
      break;
    }
    largest = Math.max(largest, chunk(g, bits, low, high, minPile));
    low = high + 1;
  }
  return g;
}
