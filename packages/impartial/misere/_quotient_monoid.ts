/**
 * Finite commutative monoids as multiplication tables, and the searches over words of heaps that
 * build and check misère quotients (private to `misere_quotient.ts`).
 *
 * A word is a sum of heaps, held as its vector of exponents (`word[h]` copies of heap h). Words are
 * ordered as Plambeck and Siegel order them: the larger word is the one with the larger largest
 * heap, then the larger exponent of the largest heap where they differ. Every option of a word is
 * smaller than the word, so an induction over this order reaches every word.
 *
 * @module
 */

import { PositionLimitError, spendSteps } from "@cgt/core/limits";

/** A finite commutative monoid: elements 0..size-1, 0 the identity. */
export interface AnyMonoid {
  readonly size: number;
  product(x: number, y: number): number;
  /** The work units (see {@link Meter}) one call of `product` costs. */
  readonly cost: number;
}

/** A monoid held as its multiplication table, `mul[x * size + y]`. */
export interface Monoid extends AnyMonoid {
  readonly mul: Uint16Array;
}

/** A monoid held as its multiplication table. */
export function explicitMonoid(size: number, mul: Uint16Array): Monoid {
  return { size, mul, product: (x, y) => mul[x * size + y], cost: TABLE_PRODUCT };
}

/** A candidate quotient: a monoid, its P-portion and the image of every heap. */
export interface Pretension<M extends AnyMonoid = Monoid> {
  readonly monoid: M;
  readonly p: Uint8Array;
  readonly phi: Int32Array;
}

/** The largest table this module builds (elements), so that a table stays below 2^31 entries. */
export const MAX_TABLE = 32_768;

/**
 * The work units of one step of the budget (`withStepLimit`). A unit is one elementary operation
 * on typed arrays (a table look-up, a word of a bit set, a hash probe); a product computed on
 * demand counts as its monoid's `cost`. Calibrated so that a step is about a microsecond of CPU
 * time, as the engine's steps are: on the heaviest octal codes at heap 20 a quotient run spends
 * 0.2 to 0.5 µs of CPU per step (2-core AMD EPYC; `scripts/misere_quotient_scan.ts`).
 */
export const UNITS_PER_STEP = 2048;

/** The units of one product looked up in a multiplication table (through its closure). */
export const TABLE_PRODUCT = 4;

/**
 * Charges work to the budget: every loop of the quotient computations ticks the meter with the
 * number of units it did (products weighted by their monoid's `cost`), so that the budget bounds
 * the time spent, not just the number of sums visited.
 */
export class Meter {
  #count = 0;
  tick(n = 1): void {
    this.#count += n;
    if (this.#count >= UNITS_PER_STEP) {
      const steps = Math.floor(this.#count / UNITS_PER_STEP);
      this.#count -= steps * UNITS_PER_STEP;
      spendSteps(steps);
    }
  }
}

/**
 * Builds a monoid of `size` elements from a product function that costs `cost` units a call.
 */
export function tableMonoid(
  size: number,
  product: (x: number, y: number) => number,
  cost: number,
  meter: Meter,
): Monoid {
  const mul = new Uint16Array(size * size);
  for (let x = 0; x < size; x++) {
    meter.tick((size - x) * (cost + 2));
    for (let y = x; y < size; y++) {
      const z = product(x, y);
      mul[x * size + y] = z;
      mul[y * size + x] = z;
    }
  }
  return explicitMonoid(size, mul);
}

/** The cyclic monoid {1, c, ..., c^(index+period-1)} with c^(index+period) = c^index. */
export function cyclicProduct(index: number, period: number): (a: number, b: number) => number {
  return (a, b) => {
    const k = a + b;
    return k < index + period ? k : index + ((k - index) % period);
  };
}

/** The elements reachable from the identity by the given generators, in breadth-first order. */
export function reachable(m: AnyMonoid, gens: ArrayLike<number>, meter: Meter): Int32Array {
  const seen = new Uint8Array(m.size);
  meter.tick(m.size >>> 3);
  const order = [0];
  seen[0] = 1;
  for (let i = 0; i < order.length; i++) {
    meter.tick(gens.length * (m.cost + 2));
    const x = order[i];
    for (let g = 0; g < gens.length; g++) {
      const y = m.product(x, gens[g]);
      if (!seen[y]) {
        seen[y] = 1;
        order.push(y);
      }
    }
  }
  return Int32Array.from(order);
}

/** The index i and period p of x: x^(i+p) = x^i, with i + p least. */
export function indexAndPeriod(m: Monoid, x: number, meter: Meter): [number, number] {
  const at = new Map<number, number>();
  let y = 0;
  for (let k = 0;; k++) {
    meter.tick(32);
    const seen = at.get(y);
    if (seen !== undefined) return [seen, k - seen];
    at.set(y, k);
    y = m.mul[y * m.size + x];
  }
}

/** Compares two words in Plambeck and Siegel's order. */
export function compareWords(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let la = a.length - 1;
  while (la >= 0 && a[la] === 0) la--;
  let lb = b.length - 1;
  while (lb >= 0 && b[lb] === 0) lb--;
  if (la !== lb) return la - lb;
  for (let i = la; i >= 0; i--) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The image of a word. */
export function imageOf(
  m: AnyMonoid,
  phi: ArrayLike<number>,
  word: ArrayLike<number>,
  meter: Meter,
): number {
  let x = 0;
  for (let h = 0; h < word.length; h++) {
    meter.tick(1 + word[h] * m.cost);
    for (let k = 0; k < word[h]; k++) x = m.product(x, phi[h]);
  }
  return x;
}

/** A scratch set of elements with O(1) clear. */
class Scratch {
  #stamp: Int32Array;
  #gen = 0;
  constructor(size: number) {
    this.#stamp = new Int32Array(size);
  }
  next(): void {
    this.#gen++;
  }
  add(x: number): boolean {
    if (this.#stamp[x] === this.#gen) return false;
    this.#stamp[x] = this.#gen;
    return true;
  }
}

/** A growable buffer of elements: the option images of one word. */
class Slot {
  buf = new Int32Array(16);
}

/** Two slots per heap, used in turn, so a word's images never overwrite those they came from. */
class Slots {
  #slots: Slot[][];
  #turn: Uint8Array;
  constructor(heaps: number) {
    this.#slots = Array.from({ length: heaps }, () => [new Slot(), new Slot()]);
    this.#turn = new Uint8Array(heaps);
  }
  take(depth: number): Slot {
    const slot = this.#slots[depth][this.#turn[depth]];
    this.#turn[depth] ^= 1;
    return slot;
  }
  /** Gives back the slot last taken at `depth` (its contents were not kept). */
  giveBack(depth: number): void {
    this.#turn[depth] ^= 1;
  }
}

/**
 * Writes the option images of word + heap h into `slot`, from those of the word (`t`, `tLen`, its
 * image `elem`): t·φ(h) ∪ elem·T(h). Returns their number.
 */
function extend(
  m: AnyMonoid,
  meter: Meter,
  scratch: Scratch,
  t: Int32Array,
  tLen: number,
  elem: number,
  x: number,
  heapT: Int32Array,
  slot: Slot,
): number {
  meter.tick(8 + (tLen + heapT.length) * (m.cost + 3));
  scratch.next();
  if (slot.buf.length < tLen + heapT.length) {
    slot.buf = new Int32Array(Math.max(2 * slot.buf.length, tLen + heapT.length));
  }
  const out = slot.buf;
  let n = 0;
  const mul = "mul" in m ? (m as Monoid).mul : null;
  const size = m.size;
  for (let i = 0; i < tLen; i++) {
    const v = mul ? mul[t[i] * size + x] : m.product(t[i], x);
    if (scratch.add(v)) out[n++] = v;
  }
  for (let i = 0; i < heapT.length; i++) {
    const v = mul ? mul[elem * size + heapT[i]] : m.product(elem, heapT[i]);
    if (scratch.add(v)) out[n++] = v;
  }
  return n;
}

/**
 * Walks the words over heaps in increasing order, visiting each element of the monoid at its
 * least word, and returns those words; when `markP` is set it also decides the P-portion by
 * induction: the element of a word is P when the word has an option and none of its options'
 * elements is P (every option is a smaller word, so its element is already decided).
 */
export function leastWords(
  m: AnyMonoid,
  phi: Int32Array,
  trans: readonly Int32Array[],
  markP: Uint8Array | null,
  meter: Meter,
): (Int32Array | undefined)[] {
  const words: (Int32Array | undefined)[] = new Array(m.size);
  const marked = new Uint8Array(m.size);
  meter.tick(m.size >>> 2);
  const exps = new Int32Array(phi.length);
  const scratch = new Scratch(m.size);
  const slots = new Slots(phi.length);
  const walk = (depth: number, elem: number, t: Int32Array, tLen: number): void => {
    if (depth < 0) {
      marked[elem] = 1;
      words[elem] = exps.slice();
      meter.tick(16 + exps.length + tLen);
      if (markP) {
        let isP = tLen > 0;
        for (let i = 0; i < tLen && isP; i++) if (markP[t[i]]) isP = false;
        markP[elem] = isP ? 1 : 0;
      }
      return;
    }
    const x = phi[depth];
    for (;;) {
      walk(depth - 1, elem, t, tLen);
      if (trans[depth].length === 0) break;
      const slot = slots.take(depth);
      tLen = extend(m, meter, scratch, t, tLen, elem, x, trans[depth], slot);
      t = slot.buf;
      elem = m.product(elem, x);
      if (marked[elem]) break;
      exps[depth]++;
    }
    exps[depth] = 0;
  };
  walk(phi.length - 1, 0, new Int32Array(0), 0);
  return words;
}

/** The least word (if any) whose element is P with an option whose element is P too. */
export function leastPFailure(
  pre: Pretension,
  trans: readonly Int32Array[],
  words: readonly (Int32Array | undefined)[],
  meter: Meter,
): Int32Array | null {
  const { monoid: m, p, phi } = pre;
  const { size, mul } = m;
  let best: Int32Array | null = null;
  for (let x = 0; x < size; x++) {
    const w = words[x];
    if (w === undefined) continue;
    meter.tick(2 * phi.length);
    for (let h = 0; h < phi.length; h++) {
      if (!p[mul[x * size + phi[h]]]) continue;
      const t = trans[h];
      meter.tick(2 * t.length);
      for (let i = 0; i < t.length; i++) {
        if (p[mul[x * size + t[i]]]) {
          const failure = w.slice();
          failure[h]++;
          if (best === null || compareWords(failure, best) < 0) best = failure;
          break;
        }
      }
    }
  }
  return best;
}

/** Bit sets of elements. */
export function toBits(t: ArrayLike<number>, length: number, words: number): Uint32Array {
  const bits = new Uint32Array(words);
  for (let i = 0; i < length; i++) bits[t[i] >>> 5] |= 1 << (t[i] & 31);
  return bits;
}

function isSubset(a: Uint32Array, b: Uint32Array): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i] & ~b[i]) !== 0) return false;
  return true;
}

/**
 * For each element, the minimal sets of option images among the words mapped to it (an
 * antichain: a word whose option images contain those of another word with the same element
 * behaves no better in any sum, so only minimal sets matter).
 */
export class Bounds {
  readonly lists: Uint32Array[][];
  readonly words: number;
  #count = 0;
  #max: number;
  #scratch: Uint32Array;
  #meter: Meter;
  constructor(size: number, max: number, meter: Meter) {
    this.lists = Array.from({ length: size }, () => []);
    this.words = (size + 31) >>> 5;
    this.#scratch = new Uint32Array(this.words);
    this.#max = max;
    this.#meter = meter;
    meter.tick(size);
  }
  get count(): number {
    return this.#count;
  }
  /** Adds `bits` to the list of `elem` unless it contains a set there; returns whether it was added. */
  add(elem: number, bits: Uint32Array): boolean {
    const list = this.lists[elem];
    this.#meter.tick((list.length + 1) * (this.words + 4));
    for (let i = 0; i < list.length; i++) if (isSubset(list[i], bits)) return false;
    this.#insert(list, bits.slice());
    return true;
  }

  /** {@link Bounds.add} for the first `length` elements of `t`, without allocating when refused. */
  addList(elem: number, t: Int32Array, length: number): boolean {
    const bits = this.#scratch;
    this.#meter.tick(this.words + 2 * length);
    bits.fill(0);
    for (let i = 0; i < length; i++) bits[t[i] >>> 5] |= 1 << (t[i] & 31);
    return this.add(elem, bits);
  }

  #insert(list: Uint32Array[], bits: Uint32Array): void {
    this.#meter.tick((list.length + 1) * (this.words + 4) + 64);
    let j = 0;
    for (let i = 0; i < list.length; i++) {
      if (isSubset(bits, list[i])) this.#count--;
      else list[j++] = list[i];
    }
    list.length = j;
    list.push(bits);
    if (++this.#count > this.#max) throw new PositionLimitError(this.#max);
  }

  /** Whether some set listed for `elem` is contained in `bits`. */
  below(elem: number, bits: Uint32Array): boolean {
    this.#meter.tick((this.lists[elem].length + 1) * (this.words + 4));
    for (const s of this.lists[elem]) if (isSubset(s, bits)) return true;
    return false;
  }
}

/** The members of a bit set. */
export function members(bits: Uint32Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < bits.length; i++) {
    let w = bits[i];
    while (w !== 0) {
      const low = w & -w;
      out.push((i << 5) + 31 - Math.clz32(low));
      w ^= low;
    }
  }
  return out;
}

/**
 * Walks the words in increasing order, skipping a word (and the words that extend it by smaller
 * heaps) when its element and option images are no better than an earlier word's, and returns
 * the least word (below `limit`, if given) whose element is not P although it has options and
 * none of them is P. Also returns the minimal option-image sets met ({@link Bounds}), complete
 * when the walk finished.
 */
export function leastNFailure(
  pre: Pretension,
  trans: readonly Int32Array[],
  limit: Int32Array | null,
  maxBounds: number,
  meter: Meter,
): { failure: Int32Array | null; bounds: Bounds } {
  const { monoid: m, p, phi } = pre;
  const bounds = new Bounds(m.size, maxBounds, meter);
  const exps = new Int32Array(phi.length);
  const scratch = new Scratch(m.size);
  const slots = new Slots(phi.length);
  let failure: Int32Array | null = null;
  let stop = false;
  const walk = (depth: number, elem: number, t: Int32Array, tLen: number): void => {
    if (depth < 0) {
      meter.tick(4);
      if (tLen > 0 && !p[elem]) {
        for (let i = 0; i < tLen; i++) if (p[t[i]]) return;
        failure = exps.slice();
        stop = true;
      }
      return;
    }
    const x = phi[depth];
    for (;;) {
      walk(depth - 1, elem, t, tLen);
      if (stop || trans[depth].length === 0) break;
      exps[depth]++;
      if (limit !== null) meter.tick(exps.length);
      if (limit !== null && compareWords(exps, limit) >= 0) {
        stop = true;
        break;
      }
      const slot = slots.take(depth);
      const nextLen = extend(m, meter, scratch, t, tLen, elem, x, trans[depth], slot);
      const nextElem = m.mul[elem * m.size + x];
      if (!bounds.addList(nextElem, slot.buf, nextLen)) {
        slots.giveBack(depth);
        break;
      }
      t = slot.buf;
      tLen = nextLen;
      elem = nextElem;
    }
    exps[depth] = 0;
  };
  walk(phi.length - 1, 0, new Int32Array(0), 0);
  return { failure, bounds };
}

/** The most entries of the successor tables {@link reduce} keeps (64 MB). */
const MAX_SUCCESSORS = 1 << 24;

/**
 * Reduces a candidate: keeps the elements reachable from the heaps' images and identifies
 * elements x, y with xz ∈ P ⇔ yz ∈ P for every reachable z (Moore's partition refinement; the
 * relation is a congruence because the monoid is commutative). The identity stays 0.
 */
export function reduce(pre: Pretension<AnyMonoid>, meter: Meter, maxSize: number): Pretension {
  const { monoid: m, p, phi } = pre;
  const gens = Int32Array.from(new Set(phi)).filter((x) => x !== 0);
  // The reachable elements, numbered 0..n-1 in breadth-first order (the identity first), with
  // the product of each by each generator (kept when the tables are small enough).
  const elems = reachable(m, gens, meter);
  const n = elems.length;
  const local = new Int32Array(m.size).fill(-1);
  meter.tick(m.size >>> 1);
  for (let i = 0; i < n; i++) local[elems[i]] = i;
  const keep = n * gens.length <= MAX_SUCCESSORS;
  const succ: Int32Array[] = keep ? Array.from(gens, () => new Int32Array(n)) : [];
  if (keep) {
    for (let g = 0; g < gens.length; g++) {
      meter.tick(n * (m.cost + 2));
      const row = succ[g];
      for (let i = 0; i < n; i++) row[i] = local[m.product(elems[i], gens[g])];
    }
  }
  let cls = new Int32Array(n);
  for (let i = 0; i < n; i++) cls[i] = p[elems[i]];
  let classes = 2;
  // Split classes by the class of x·g, one generator at a time, until a whole pass splits none.
  // The pairs (class of x, class of x·g) are numbered through an open-addressing hash table.
  let cap = 1;
  while (cap < 2 * n) cap <<= 1;
  const keys = new Float64Array(cap);
  const ids = new Int32Array(cap);
  const row = new Int32Array(keep ? 0 : n);
  let next = new Int32Array(n);
  for (let quiet = 0, g = 0; quiet < gens.length; g = (g + 1) % gens.length) {
    meter.tick(cap + n * 12);
    let to: Int32Array;
    if (keep) to = succ[g];
    else {
      meter.tick(n * (m.cost + 2));
      for (let i = 0; i < n; i++) row[i] = local[m.product(elems[i], gens[g])];
      to = row;
    }
    keys.fill(-1);
    let count = 0;
    for (let i = 0; i < n; i++) {
      const a = cls[i], b = cls[to[i]];
      const key = a * 4294967296 + b;
      let slot = (Math.imul(a, 0x9e3779b1) ^ b) & (cap - 1);
      while (keys[slot] !== -1 && keys[slot] !== key) slot = (slot + 1) & (cap - 1);
      if (keys[slot] === -1) {
        keys[slot] = key;
        ids[slot] = count++;
      }
      next[i] = ids[slot];
    }
    [cls, next] = [next, cls];
    quiet = count === classes ? quiet + 1 : 0;
    classes = count;
  }
  // Number the classes in breadth-first order of their first element, so the identity is 0.
  const id = new Int32Array(classes).fill(-1);
  const reps: number[] = [];
  for (let i = 0; i < n; i++) {
    if (id[cls[i]] < 0) {
      id[cls[i]] = reps.length;
      reps.push(elems[i]);
    }
  }
  const r = reps.length;
  if (r > maxSize) throw new PositionLimitError(maxSize);
  const classOf = (x: number): number => id[cls[local[x]]];
  const monoid = tableMonoid(r, (a, b) => classOf(m.product(reps[a], reps[b])), m.cost + 3, meter);
  const newP = new Uint8Array(r);
  for (let a = 0; a < r; a++) newP[a] = p[reps[a]];
  const newPhi = phi.map(classOf);
  return { monoid, p: newP, phi: newPhi };
}

/** The largest table of the cyclic parts of a product that {@link productMonoid} builds. */
const MAX_CYCLIC_TABLE = 1 << 12;

/**
 * The direct product of a monoid and cyclic monoids, computed on demand: element a + size·(k1 +
 * c1·(k2 + ...)) is (a, c1^k1, c2^k2, ...). Returns the monoid and the element of each cyclic
 * generator. The cyclic parts together are tabulated when they have at most
 * {@link MAX_CYCLIC_TABLE} elements, and multiplied digit by digit otherwise.
 */
export function productMonoid(
  base: AnyMonoid,
  cyclic: readonly [number, number][],
  meter: Meter,
): { monoid: AnyMonoid; gens: number[] } {
  const radix = cyclic.map(([i, p]) => i + p);
  const c = radix.reduce((a, b) => a * b, 1);
  const products = cyclic.map(([i, p]) => cyclicProduct(i, p));
  const part = (x: number, y: number): number => {
    let z = 0;
    for (let i = 0, stride = 1; i < radix.length; stride *= radix[i], i++) {
      z += stride *
        products[i](Math.floor(x / stride) % radix[i], Math.floor(y / stride) % radix[i]);
    }
    return z;
  };
  let cyclicPart = part;
  let partCost = 24 * radix.length;
  if (c <= MAX_CYCLIC_TABLE) {
    const ctab = new Int32Array(c * c);
    meter.tick(c * c * (partCost + 1));
    for (let x = 0; x < c; x++) for (let y = 0; y < c; y++) ctab[x * c + y] = part(x, y);
    cyclicPart = (x, y) => ctab[x * c + y];
    partCost = 4;
  }
  const r = base.size;
  const bmul = "mul" in base ? (base as Monoid).mul : null;
  const size = r * c;
  const product = (x: number, y: number): number => {
    const kx = (x / r) | 0, ky = (y / r) | 0;
    const a = x - kx * r, b = y - ky * r;
    return (bmul ? bmul[a * r + b] : base.product(a, b)) + r * cyclicPart(kx, ky);
  };
  const gens: number[] = [];
  for (let i = 0, stride = 1; i < radix.length; stride *= radix[i], i++) gens.push(r * stride);
  return { monoid: { size, product, cost: 16 + (bmul ? 4 : base.cost) + partCost }, gens };
}

/** The submonoid generated by `gens`, renumbered; `map[x]` is the new number of x (or -1). */
export function submonoid(
  m: Monoid,
  gens: ArrayLike<number>,
  meter: Meter,
): { monoid: AnyMonoid; map: Int32Array } {
  const elems = reachable(m, gens, meter);
  const map = new Int32Array(m.size).fill(-1);
  elems.forEach((x, i) => (map[x] = i));
  const { mul, size } = m;
  const product = (a: number, b: number): number => map[mul[elems[a] * size + elems[b]]];
  return { monoid: { size: elems.length, product, cost: 24 }, map };
}
