// Private: the plan of the fast heap methods and the rare-value method as a solver that can be
// resumed, so that a period search grows its range without computing the first heaps again.

import { spendSteps } from "@cgt/core/limits";
import {
  codeOf,
  constraintFor,
  type SplitConstraint,
  type TakeAndBreakGame,
} from "./_take_and_break.ts";

/** Grundy values of heaps 0, 1, ..., n, as octal_game.ts's `GrundyValues`. */
export type Values = Uint16Array | Uint32Array;

/** Grundy values as the solver stores them: 1 byte a heap while every value is below 256. */
export type StoredValues = Uint8Array | Uint16Array | Uint32Array;

/** The values as octal_game.ts returns them: 8-bit storage widened to 16 bits. */
export function publicValues(values: StoredValues): Values {
  return values instanceof Uint8Array ? Uint16Array.from(values) : values;
}

/** Two-heap splits: any, unequal (`!` or `?`, the same for two heaps), or equal (`=`). */
export const TWO_ANY = 0;
export const TWO_UNEQUAL = 1;
export const TWO_EQUAL = 2;

/** What the fast methods need to know of a code. */
export interface Plan {
  /** Removals k with a non-zero digit, and the digits. */
  ks: number[];
  ds: number[];
  /** Per entry of ks: a single heap left must have two tokens at least (CGSuite's `?`). */
  oneNeedsTwo: boolean[];
  /** Per entry of ks: how a split into two heaps is constrained. */
  two: number[];
  /** Per entry of ks: the constraint on a split into three heaps. */
  three: SplitConstraint[];
  /** Removals whose digit splits in two with unequal or free heaps (those the rare-value method scans). */
  twoWay: number[];
  /** Per entry of twoWay: whether its two heaps must differ. */
  twoUnequal: boolean[];
}

/**
 * The plan of the fast methods, for codes with finitely many removals, nothing added, and
 * splits into at most three heaps (any constraints); `undefined` for other codes.
 */
export function plan(game: TakeAndBreakGame): Plan | undefined {
  const code = codeOf(game);
  if (code.period > 0 || code.additive.length > 0) return undefined;
  if (code.digits.some((d) => d.more || d.mask > 15)) return undefined;
  const p: Plan = {
    ks: [],
    ds: [],
    oneNeedsTwo: [],
    two: [],
    three: [],
    twoWay: [],
    twoUnequal: [],
  };
  code.digits.forEach((d, k) => {
    if (d.mask === 0) return;
    const c2 = constraintFor(d, 2);
    const two = c2 === "equal"
      ? TWO_EQUAL
      : c2 === "distinct" || c2 === "not-all-equal"
      ? TWO_UNEQUAL
      : TWO_ANY;
    p.ks.push(k);
    p.ds.push(d.mask);
    p.oneNeedsTwo.push(constraintFor(d, 1) === "not-all-equal");
    p.two.push(two);
    p.three.push(constraintFor(d, 3) ?? "any");
    if (d.mask & 4 && two !== TWO_EQUAL) {
      p.twoWay.push(k);
      p.twoUnequal.push(two === TWO_UNEQUAL);
    }
  });
  return p;
}

/**
 * Marks with `stamp` every option value of heap `m` except those of splits
 * into two free or unequal heaps (which the caller handles): whole-heap
 * removal, one heap left, two equal heaps, three heaps left.
 */
export function markSimple(
  g: StoredValues,
  seen: Uint32Array,
  p: Plan,
  m: number,
  stamp: number,
): void {
  for (let i = 0; i < p.ks.length; i++) {
    const k = p.ks[i];
    if (k > m) break;
    const d = p.ds[i];
    const r = m - k;
    if (d & 1 && r === 0) seen[0] = stamp;
    if (d & 2 && r > 0 && (r > 1 || !p.oneNeedsTwo[i])) seen[g[r]] = stamp;
    if (d & 4 && p.two[i] === TWO_EQUAL && r > 0 && r % 2 === 0) seen[0] = stamp;
    if (d & 8) {
      const c = p.three[i];
      if (c === "equal") {
        if (r > 0 && r % 3 === 0) seen[g[r / 3]] = stamp;
        continue;
      }
      const distinct = c === "distinct";
      // O(r^2) splits in three: charged to the budget as they are marked, one step per 256 (three
      // table reads each; a heap of 10^6 has about 8.10^10, so they cannot wait for its end).
      let unpaid = 0;
      for (let a = 1; 3 * a <= r; a++) {
        const ga = g[a];
        const first = distinct ? a + 1 : a;
        for (let b = first; a + 2 * b <= r; b++) {
          const rest = r - a - b;
          if (distinct && rest === b) continue;
          if (c === "not-all-equal" && a === rest) continue;
          seen[ga ^ g[b] ^ g[rest]] = stamp;
        }
        unpaid += Math.max(0, ((r - a) >> 1) - first + 1);
        if (unpaid >= 1 << 12) {
          spendSteps(unpaid >>> 8);
          unpaid &= 255;
        }
      }
      if (unpaid >= 256) spendSteps(unpaid >>> 8);
    }
  }
}

function parity(x: number): number {
  x ^= x >>> 16;
  x ^= x >>> 8;
  x ^= x >>> 4;
  x ^= x >>> 2;
  x ^= x >>> 1;
  return x & 1;
}

/**
 * For every mask M below `cap` (a power of two above every value), how many of `g[1..m]` would be
 * rare, i.e. have an even number of bits in v & M: with c(v) the count of value v and W its
 * Walsh–Hadamard transform, W(M) = sum of c(v) (-1)^popcount(v & M), so the rare count is
 * (m + W(M)) / 2. O(m + cap log cap) time, 8 cap bytes.
 */
export function rareCounts(g: StoredValues, m: number, cap: number): Float64Array {
  const w = new Float64Array(cap);
  for (let i = 1; i <= m; i++) w[g[i]]++;
  for (let len = 1; len < cap; len *= 2) {
    for (let i = 0; i < cap; i += 2 * len) {
      for (let j = i; j < i + len; j++) {
        const x = w[j];
        const y = w[j + len];
        w[j] = x + y;
        w[j + len] = x - y;
      }
    }
  }
  for (let mask = 0; mask < cap; mask++) w[mask] = (m + w[mask]) / 2;
  return w;
}

/** The non-zero mask with the fewest rare heaps among `g[1..m]` (the first such, by value). */
export function bestMask(g: StoredValues, m: number, cap: number): number {
  const rare = rareCounts(g, m, cap);
  let best = 0;
  for (let mask = 1; mask < cap; mask++) if (best === 0 || rare[mask] < rare[best]) best = mask;
  return best;
}

function growInt32(a: Int32Array, least: number): Int32Array {
  const b = new Int32Array(Math.max(16, least, a.length * 2));
  b.set(a);
  return b;
}

/**
 * The rare-value (sparse space) method of Winning Ways ch. 4 and A. Flammenkamp, resumable: G(0..n)
 * are known, and {@link RareSolver.extend} computes further heaps.
 *
 * Fix a mask M and call a value v common when v & M has an odd number of bits, rare otherwise. The
 * nim-sum of two values is common exactly when one is common and the other rare. So every common
 * value among the splits of a heap comes from a split with one rare part: enumerating the few rare
 * heaps finds all of them, and so the least common value c not reached. The mex is then c unless
 * a rare value below c is not reached, so the splits are scanned until every rare value below c
 * has been seen (usually early), or to the end (then the least value not seen is the mex). Exact
 * for every mask; the mask only decides the speed, and is re-chosen from the values so far (see
 * {@link bestMask}) at each power of two. When a quarter or more of the heaps are rare (no sparse
 * space, as in Dawson's Kayles) every split is marked, as in the plain method.
 *
 * Memory: the values (1 byte per heap of capacity, 2 once a value passes 255, 4 past 65535), 8 bytes per
 * rare heap, and 12 bytes per value below the largest power of two above every value.
 */
export class RareSolver {
  /** G(0..capacity - 1) may be stored; G(0..n) are known. */
  values: StoredValues;
  /** The largest heap whose value is known. */
  n = 0;
  /** The mask in use (0 before the first choice at heap 64). */
  mask = 0;
  /** The largest value so far and the first heap with it. */
  largest = 0;
  largestAt = 0;
  /** The last heap whose value is rare for the current mask (0 if none). */
  lastRare = 0;
  /** How many of the heaps 1..n are rare for the current mask. */
  rareCount = 0;
  #p: Plan;
  #twoWay: Int32Array;
  #twoUnequal: Uint8Array;
  #anyUnequal: boolean;
  #cap = 1;
  #seen: Uint32Array = new Uint32Array(4);
  #want: Uint8Array = new Uint8Array(4);
  #common: Uint8Array = new Uint8Array(4);
  #rare: Int32Array = new Int32Array(1024);
  #rareValue: Int32Array = new Int32Array(1024);
  #nextMaskCheck = 64;
  #splits = 0;

  /**
   * @param p The plan.
   * @param capacity Heaps to make room for (the storage grows as needed).
   * @param narrow Start with a byte a heap (widened when a value passes 255); without it, 2 bytes.
   */
  constructor(p: Plan, capacity: number, narrow = true) {
    this.#p = p;
    this.values = narrow
      ? new Uint8Array(Math.max(1, capacity))
      : new Uint16Array(Math.max(1, capacity));
    this.#twoWay = Int32Array.from(p.twoWay);
    this.#twoUnequal = Uint8Array.from(p.twoUnequal, (u) => (u ? 1 : 0));
    this.#anyUnequal = p.twoUnequal.some((u) => u);
    this.#common = this.#commonTable();
  }

  /** Computes G(n + 1..to), growing the storage to hold `to + 1` values (at least). */
  extend(to: number, onProgress?: (done: number) => void): void {
    if (to + 1 > this.values.length) {
      const wider = this.values instanceof Uint32Array
        ? new Uint32Array(to + 1)
        : this.values instanceof Uint16Array
        ? new Uint16Array(to + 1)
        : new Uint8Array(to + 1);
      wider.set(this.values.subarray(0, this.n + 1));
      this.values = wider;
    }
    for (let m = this.n + 1; m <= to; m++) {
      if (m === this.#nextMaskCheck) this.#chooseMask(m);
      this.#heap(m);
      if (onProgress && (m & 0x3fff) === 0) onProgress(m);
    }
    onProgress?.(to);
  }

  /** Which values below cap + 2 are common for the mask (1) or rare (0). */
  #commonTable(): Uint8Array {
    const common = new Uint8Array(this.#cap + 2);
    for (let v = 0; v < common.length; v++) common[v] = parity(v & this.mask);
    return common;
  }

  /** Re-chooses the mask from G(1..m - 1), and lists the rare heaps again if it changed. */
  #chooseMask(m: number): void {
    this.#nextMaskCheck *= 2;
    const better = bestMask(this.values, m - 1, this.#cap);
    if (better === this.mask) return;
    this.mask = better;
    const common = this.#commonTable();
    this.#common = common;
    const g = this.values;
    let count = 0;
    for (let a = 1; a < m; a++) if (common[g[a]] === 0) count++;
    const rare = new Int32Array(Math.max(16, count * 2));
    const rareValue = new Int32Array(rare.length);
    let i = 0;
    let last = 0;
    for (let a = 1; a < m; a++) {
      if (common[g[a]] === 0) {
        rare[i] = a;
        rareValue[i++] = g[a];
        last = a;
      }
    }
    this.#rare = rare;
    this.#rareValue = rareValue;
    this.rareCount = count;
    this.lastRare = last;
  }

  /** Computes and stores G(m), given G(0..m - 1). */
  #heap(m: number): void {
    const g = this.values;
    const seen = this.#seen;
    const common = this.#common;
    const rare = this.#rare;
    const rareValue = this.#rareValue;
    const rareCount = this.rareCount;
    const twoWay = this.#twoWay;
    const twoUnequal = this.#twoUnequal;
    const ways = twoWay.length;
    const stamp = m;
    markSimple(g, seen, this.#p, m, stamp);
    const dense = 4 * rareCount > m && m > 64;
    let work = 0;
    if (ways === 0) {
      // No splits in two: the simple moves are all.
    } else if (dense) {
      // No sparse space (a quarter or more of the heaps are rare, as in Dawson's Kayles): mark
      // every split, as the plain method does.
      for (let j = 0; j < ways; j++) {
        const r = m - twoWay[j];
        const last = twoUnequal[j] ? (r - 1) >> 1 : r >> 1;
        for (let a = 1; a <= last; a++) seen[g[a] ^ g[r - a]] = stamp;
        if (last > 0) work += last;
      }
    } else if (ways === 1 && !this.#anyUnequal) {
      const r = m - twoWay[0];
      let end = rareCount;
      while (end > 0 && rare[end - 1] >= r) end--;
      for (let i = 0; i < end; i++) seen[rareValue[i] ^ g[r - rare[i]]] = stamp;
      work += end;
    } else if (ways === 1) {
      // Two unequal heaps (Grundy's game): every rare heap below r but r / 2, found by bisection.
      const r = m - twoWay[0];
      let end = rareCount;
      while (end > 0 && rare[end - 1] >= r) end--;
      let low = 0;
      let high = end;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (2 * rare[mid] < r) low = mid + 1;
        else high = mid;
      }
      const skip = low < end && 2 * rare[low] === r ? low : end;
      for (let i = 0; i < skip; i++) seen[rareValue[i] ^ g[r - rare[i]]] = stamp;
      for (let i = skip + 1; i < end; i++) seen[rareValue[i] ^ g[r - rare[i]]] = stamp;
      work += end;
    } else if (ways === 2 && !this.#anyUnequal) {
      // Both removals side by side: the two heaps read for one rare heap are close in memory.
      const r0 = m - twoWay[0];
      const r1 = m - twoWay[1];
      const far = r0 > r1 ? r0 : r1;
      const near = r0 > r1 ? r1 : r0;
      let end = rareCount;
      while (end > 0 && rare[end - 1] >= far) end--;
      let both = end;
      while (both > 0 && rare[both - 1] >= near) both--;
      for (let i = 0; i < both; i++) {
        const a = rare[i];
        const v = rareValue[i];
        seen[v ^ g[far - a]] = stamp;
        seen[v ^ g[near - a]] = stamp;
      }
      for (let i = both; i < end; i++) seen[rareValue[i] ^ g[far - rare[i]]] = stamp;
      work += end + both;
    } else {
      for (let j = 0; j < ways; j++) {
        const r = m - twoWay[j];
        const unequal = twoUnequal[j] === 1;
        let end = rareCount;
        while (end > 0 && rare[end - 1] >= r) end--;
        for (let i = 0; i < end; i++) {
          const a = rare[i];
          if (unequal && a + a === r) continue;
          seen[rareValue[i] ^ g[r - a]] = stamp;
        }
        work += end;
      }
    }
    // c: the least common value not reached; every rare value below it must be found among the
    // splits, scanned until all of them are seen.
    let c = 0;
    while (seen[c] === stamp || common[c] === 0) c++;
    // The rare values below c not reached yet are wanted: the scan of the splits only has to
    // look them up in a small table, and it stops once every one is found (the mex is then c).
    let missing = 0;
    const want = this.#want;
    if (!dense && ways > 0) {
      for (let v = 0; v < c; v++) {
        if (seen[v] !== stamp) {
          want[v] = 1;
          missing++;
        }
      }
    }
    if (missing > 0 && ways === 1) {
      const r = m - twoWay[0];
      const last = twoUnequal[0] ? (r - 1) >> 1 : r >> 1;
      let a = 1;
      for (; a <= last; a++) {
        const x = g[a] ^ g[r - a];
        if (want[x] !== 0) {
          want[x] = 0;
          if (--missing === 0) break;
        }
      }
      work += a;
    } else if (missing > 0 && ways === 2 && !this.#anyUnequal) {
      // Both removals side by side, a = 1, 2, ..., as long as both have splits left.
      const r0 = m - twoWay[0];
      const r1 = m - twoWay[1];
      const far = r0 > r1 ? r0 : r1;
      const near = r0 > r1 ? r1 : r0;
      const nearLast = near >> 1;
      const farLast = far >> 1;
      let a = 1;
      for (; a <= nearLast; a++) {
        const ga = g[a];
        const x = ga ^ g[far - a];
        if (want[x] !== 0) {
          want[x] = 0;
          if (--missing === 0) break;
        }
        const y = ga ^ g[near - a];
        if (want[y] !== 0) {
          want[y] = 0;
          if (--missing === 0) break;
        }
      }
      work += 2 * a;
      if (missing > 0) {
        const from = a;
        for (; a <= farLast; a++) {
          const x = g[a] ^ g[far - a];
          if (want[x] !== 0) {
            want[x] = 0;
            if (--missing === 0) break;
          }
        }
        work += a - from;
      }
    } else if (missing > 0) {
      // With several removals the splits of all of them are scanned side by side (a = 1, 2, ...),
      // since a rare value may be reachable after one removal and not another.
      const longest = m >> 1;
      let a = 1;
      scan: for (; a <= longest; a++) {
        for (let j = 0; j < ways; j++) {
          const r = m - twoWay[j];
          if (2 * a > r) continue;
          if (twoUnequal[j] === 1 && 2 * a === r) continue;
          const x = g[a] ^ g[r - a];
          if (want[x] !== 0) {
            want[x] = 0;
            if (--missing === 0) break scan;
          }
        }
      }
      work += a * ways;
    }
    let v = 0;
    if (dense || ways === 0) {
      while (seen[v] === stamp) v++;
    } else if (missing === 0) {
      v = c;
    } else {
      // Every split was scanned: the mex is the least value still wanted.
      while (want[v] === 0) v++;
      for (let u = v; u < c; u++) want[u] = 0;
    }
    this.#store(m, v);
    // One step of the work budget per heap, and one per 1024 splits marked.
    let steps = 1;
    this.#splits += work;
    if (this.#splits >= 1024) {
      steps += this.#splits >>> 10;
      this.#splits &= 1023;
    }
    spendSteps(steps);
  }

  /** Stores G(m) = v, widening the storage and the tables of values when needed. */
  #store(m: number, v: number): void {
    if (v > 0xff && this.values instanceof Uint8Array) {
      const wide = new Uint16Array(this.values.length);
      wide.set(this.values);
      this.values = wide;
    }
    if (v > 0xffff && this.values instanceof Uint16Array) {
      const wide = new Uint32Array(this.values.length);
      wide.set(this.values);
      this.values = wide;
    }
    this.values[m] = v;
    this.n = m;
    if (v > this.largest) {
      this.largest = v;
      this.largestAt = m;
    }
    if (v >= this.#cap) {
      // A new power of two: the classes of the values below it do not change.
      while (v >= this.#cap) this.#cap *= 2;
      this.#seen = new Uint32Array(this.#cap + 2);
      this.#want = new Uint8Array(this.#cap + 2);
      this.#common = this.#commonTable();
    }
    if (this.#common[v] === 0) {
      if (this.rareCount === this.#rare.length) {
        this.#rare = growInt32(this.#rare, 0);
        this.#rareValue = growInt32(this.#rareValue, this.#rare.length);
      }
      this.#rare[this.rareCount] = m;
      this.#rareValue[this.rareCount++] = v;
      this.lastRare = m;
    }
  }
}
