/**
 * Octal and hexadecimal take-and-break games (Kayles, Dawson's Kayles, Grundy's game): their codes and their Grundy values, fast.
 *
 * @module
 */

import type { ImpartialGame } from "./grundy.ts";

/**
 * A heap game given by a take-and-break code (Berlekamp, Conway, Guy,
 * Winning Ways, ch. 4): `digits[k]` says what may happen after removing `k`
 * tokens from one heap. Bit 1 of the digit: the heap may be removed entirely
 * (it had exactly `k` tokens); bit 2: one non-empty heap may remain; bit 4:
 * the rest may be split into two non-empty heaps; bit 8 (hexadecimal codes
 * only): into three non-empty heaps. `digits[0]` (before the point) concerns
 * removing nothing, so only its splitting bits 4 and 8 may be set.
 *
 * Build one with {@link parseOctalCode}, {@link parseHexCode} or use
 * {@link GRUNDYS_GAME}.
 */
export interface TakeAndBreakGame {
  /** A name for the game: the normalised code (`"0.77"`) or `"grundy-game"`. */
  readonly name: string;
  /** The digit for each number of tokens removed, without trailing zeros. */
  readonly digits: readonly number[];
  /**
   * Whether a split into two heaps must give heaps of different sizes
   * (Grundy's game). Splits into three heaps are not affected.
   */
  readonly unequal: boolean;
}

/** Grundy values of heaps 0, 1, ..., n: compact storage that widens to 32 bits only when a value needs it. */
export type GrundyValues = Uint16Array | Uint32Array;

/** How {@link takeAndBreakGrundy} computes: `"plain"` (every option), `"rare"` (the rare-value method) or `"auto"`. */
export type HeapMethod = "auto" | "plain" | "rare";

/** Options for {@link takeAndBreakGrundy}. */
export interface TakeAndBreakGrundyOptions {
  /**
   * The method. `"auto"` picks the rare-value method when the game splits
   * heaps in two and `n` is at least 2048, and the plain method otherwise.
   *
   * @default {"auto"}
   */
  method?: HeapMethod;
  /** Called now and then with the number of heap sizes done so far (for progress bars). */
  onProgress?: (done: number) => void;
}

/**
 * The largest heap size the heap-game functions accept: 2^24.
 *
 * @example
 * ```ts
 * import { MAX_HEAP_SIZE, parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(MAX_HEAP_SIZE, 16_777_216);
 * assert.throws(() => takeAndBreakGrundy(parseOctalCode("0.77"), MAX_HEAP_SIZE + 1), RangeError);
 * ```
 */
export const MAX_HEAP_SIZE = 2 ** 24;

/**
 * Grundy's game: split one heap into two non-empty heaps of different sizes
 * (Winning Ways, ch. 4). It is not an octal game; its Grundy values are
 * OEIS A002188.
 *
 * @example The first values of Grundy's game
 * ```ts
 * import { GRUNDYS_GAME, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...takeAndBreakGrundy(GRUNDYS_GAME, 10)], [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
 * ```
 */
export const GRUNDYS_GAME: TakeAndBreakGame = Object.freeze({
  name: "grundy-game",
  digits: Object.freeze([4]),
  unequal: true,
});

function parseCode(text: string, base: 8 | 16): TakeAndBreakGame {
  const kind = base === 8 ? "octal" : "hexadecimal";
  if (typeof text !== "string") {
    throw new TypeError(`Cannot parse ${kind} code: expected a string, received ${typeof text}`);
  }
  const digit = base === 8 ? "[0-7]" : "[0-9a-fA-F]";
  const match = new RegExp(`^(${digit})?\\.(${digit}*)$`).exec(text);
  if (!match || (match[1] === undefined && match[2] === "")) {
    throw new SyntaxError(
      `Cannot parse ${kind} code: expected digits around a point such as "0.77" or "4.7", received "${text}"`,
    );
  }
  if (text.length > 1001) {
    throw new SyntaxError(
      `Cannot parse ${kind} code: at most 1000 digits are allowed, received ${text.length - 1}`,
    );
  }
  const digits = [match[1] ?? "0", ...match[2]].map((d) => parseInt(d, 16));
  if ((digits[0] & 3) !== 0) {
    throw new SyntaxError(
      `Cannot parse ${kind} code: the digit before the point (removing nothing) may only split a heap, so it must be ${
        base === 8 ? "0 or 4" : "0, 4, 8 or c"
      }, received "${text}"`,
    );
  }
  while (digits.length > 1 && digits[digits.length - 1] === 0) digits.pop();
  const name = `${digits[0].toString(16)}.${
    digits.length > 1 ? digits.slice(1).map((d) => d.toString(16)).join("") : "0"
  }`;
  return Object.freeze({ name, digits: Object.freeze(digits), unequal: false });
}

/**
 * Parses an octal code `d0.d1d2...` (Winning Ways, ch. 4) such as `"0.77"`
 * (Kayles), `".07"` (Dawson's Kayles), `"0.137"` (Dawson's chess), `"4.7"`
 * or `"0.4"`. Digit `d_k` (0-7) allows, after removing `k` tokens from a
 * heap: bit 1, leaving no heap; bit 2, leaving one non-empty heap; bit 4,
 * leaving two non-empty heaps. The digit before the point (may be omitted)
 * concerns removing nothing and must be 0 or 4. Trailing zeros are dropped.
 *
 * @param text The code.
 * @returns The game.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If the code is malformed: a character other than an
 *   octal digit, no point, or a digit before the point other than 0 or 4.
 *
 * @example Kayles and Dawson's Kayles
 * ```ts
 * import { parseOctalCode } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseOctalCode("0.77").digits, [0, 7, 7]);
 * assert.equal(parseOctalCode(".070").name, "0.07");
 * assert.throws(() => parseOctalCode("0.8"), SyntaxError);
 * ```
 */
export function parseOctalCode(text: string): TakeAndBreakGame {
  return parseCode(text, 8);
}

/**
 * Parses a hexadecimal take-and-break code `d0.d1d2...` (Winning Ways,
 * ch. 4), digits 0-9 and a-f in either case: bits 1, 2, 4 of `d_k` mean as
 * in {@link parseOctalCode}, and bit 8 allows splitting the rest into three
 * non-empty heaps after removing `k` tokens. The digit before the point must
 * be 0, 4, 8 or c.
 *
 * @param text The code.
 * @returns The game.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If the code is malformed.
 *
 * @example Games that may split a heap into three
 * ```ts
 * import { parseHexCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(parseHexCode("0.F").name, "0.f");
 * // 8.0: split a heap into three non-empty heaps, removing nothing.
 * const game = parseHexCode("8.0");
 * assert.deepEqual([...takeAndBreakGrundy(game, 8)], [0, 0, 0, 1, 1, 2, 2, 3, 3]);
 * ```
 */
export function parseHexCode(text: string): TakeAndBreakGame {
  return parseCode(text, 16);
}

function checkGame(game: TakeAndBreakGame, what: string): void {
  if (
    typeof game !== "object" || game === null || !Array.isArray(game.digits) ||
    game.digits.length === 0 ||
    !game.digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 15) ||
    (game.digits[0] & 3) !== 0
  ) {
    throw new TypeError(
      `Cannot compute ${what}: expected a game from parseOctalCode() or parseHexCode(), received ${
        JSON.stringify(game)
      }`,
    );
  }
}

function checkSize(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(
      `Cannot compute ${what}: heap size must be a non-negative integer, received ${n}`,
    );
  }
  if (n > MAX_HEAP_SIZE) {
    throw new RangeError(
      `Cannot compute ${what}: heap size must be at most ${MAX_HEAP_SIZE}, received ${n}`,
    );
  }
}

/**
 * Returns the game as an explicit move generator on positions that are
 * lists of heap sizes (sorted, without empty heaps), for the generic
 * {@link GrundySolver}: the slow, obviously-correct twin of
 * {@link takeAndBreakGrundy}, which never uses the nim-sum.
 *
 * @param game The game.
 * @returns The move generator; positions are keyed by their sorted sizes.
 * @throws {TypeError} If `game` is not a take-and-break game.
 *
 * @example Kayles positions as lists of rows of pins
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { parseOctalCode, takeAndBreakRules } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * const solver = new GrundySolver(takeAndBreakRules(parseOctalCode("0.77")));
 * assert.equal(solver.grundy([3]), 3);
 * assert.equal(solver.outcome([1, 2, 3]), "P");
 * ```
 */
export function takeAndBreakRules(game: TakeAndBreakGame): ImpartialGame<readonly number[]> {
  checkGame(game, "options");
  const { digits, unequal } = game;
  const heapResults = (h: number): number[][] => {
    const out: number[][] = [];
    for (let k = 0; k < digits.length && k <= h; k++) {
      const d = digits[k];
      const r = h - k;
      if (d & 1 && r === 0) out.push([]);
      if (d & 2 && r > 0) out.push([r]);
      if (d & 4) {
        for (let a = 1; 2 * a <= r; a++) if (!(unequal && 2 * a === r)) out.push([a, r - a]);
      }
      if (d & 8) {
        for (let a = 1; 3 * a <= r; a++) {
          for (let b = a; a + 2 * b <= r; b++) out.push([a, b, r - a - b]);
        }
      }
    }
    return out;
  };
  return {
    options(position) {
      const out: number[][] = [];
      position.forEach((h, i) => {
        if (i > 0 && position[i - 1] === h) return;
        for (const result of heapResults(h)) {
          const next = [...position.slice(0, i), ...position.slice(i + 1), ...result];
          out.push(next.sort((x, y) => x - y));
        }
      });
      return out;
    },
    key: (position) => [...position].sort((x, y) => x - y).join(","),
  };
}

/** The shared state of both methods: values, the mex stamps, growth. */
class Table {
  values: GrundyValues;
  seen: Uint32Array;
  cap = 1; // a power of two above every value so far: every nim-sum of values is below it
  constructor(n: number) {
    this.values = new Uint16Array(n + 1);
    this.seen = new Uint32Array(4);
  }
  /** Stores `value` at `m`, widening the storage and the stamp array when needed. */
  store(m: number, value: number): void {
    if (value > 0xffff && this.values instanceof Uint16Array) {
      const wide = new Uint32Array(this.values.length);
      wide.set(this.values);
      this.values = wide;
    }
    this.values[m] = value;
    if (value >= this.cap) {
      while (value >= this.cap) this.cap *= 2;
      this.seen = new Uint32Array(this.cap + 2);
    }
  }
}

interface Plan {
  /** Removals k with a non-zero digit, and the digits. */
  ks: number[];
  ds: number[];
  /** Removals whose digit splits in two. */
  twoWay: number[];
  unequal: boolean;
}

function plan(game: TakeAndBreakGame): Plan {
  const ks: number[] = [];
  const ds: number[] = [];
  const twoWay: number[] = [];
  game.digits.forEach((d, k) => {
    if (d !== 0) {
      ks.push(k);
      ds.push(d);
    }
    if (d & 4) twoWay.push(k);
  });
  return { ks, ds, twoWay, unequal: game.unequal };
}

/**
 * Marks with `stamp` every option value of heap `m` except those of splits
 * into two heaps (which the caller handles): whole-heap removal, one heap
 * left, three heaps left.
 */
function markSimple(t: Table, p: Plan, m: number, stamp: number): void {
  const g = t.values;
  const seen = t.seen;
  for (let i = 0; i < p.ks.length; i++) {
    const k = p.ks[i];
    if (k > m) break;
    const d = p.ds[i];
    const r = m - k;
    if (d & 1 && r === 0) seen[0] = stamp;
    if (d & 2 && r > 0) seen[g[r]] = stamp;
    if (d & 8) {
      for (let a = 1; 3 * a <= r; a++) {
        const ga = g[a];
        for (let b = a; a + 2 * b <= r; b++) seen[ga ^ g[b] ^ g[r - a - b]] = stamp;
      }
    }
  }
}

function plainValues(
  game: TakeAndBreakGame,
  n: number,
  onProgress?: (done: number) => void,
): GrundyValues {
  const t = new Table(n);
  const p = plan(game);
  for (let m = 1; m <= n; m++) {
    const stamp = m;
    markSimple(t, p, m, stamp);
    const g = t.values;
    const seen = t.seen;
    for (const k of p.twoWay) {
      const r = m - k;
      const last = p.unequal ? (r - 1) >> 1 : r >> 1;
      for (let a = 1; a <= last; a++) seen[g[a] ^ g[r - a]] = stamp;
    }
    let v = 0;
    while (seen[v] === stamp) v++;
    t.store(m, v);
    if (onProgress && (m & 0x3fff) === 0) onProgress(m);
  }
  onProgress?.(n);
  return t.values;
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
 * The mask M minimising the number of rare heaps among `g[1..m]`, where a
 * value v is rare when v & M has an even number of bits. With counts c(v),
 * the rare count for M is (m + W(M)) / 2 with W the Walsh–Hadamard
 * transform of c, found for every M at once in O(cap log cap).
 */
function bestMask(g: GrundyValues, m: number, cap: number): number {
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
  let best = 0;
  for (let mask = 1; mask < cap; mask++) if (best === 0 || w[mask] < w[best]) best = mask;
  return best;
}

/**
 * The rare-value (sparse space) method. Fix a mask M and call a value v
 * common when v & M has an odd number of bits, rare otherwise. The nim-sum
 * of two values is common exactly when one is common and the other rare.
 * So every common value among the splits of a heap comes from a split with
 * one rare part: enumerating the few rare heaps finds all of them, and so
 * the least common value c not reached. The mex is then c unless a rare
 * value below c is not reached, so the splits are scanned until every rare
 * value below c has been seen (usually early), or to the end (then the
 * least value not seen is the mex). Exact for every mask; the mask only
 * decides the speed, and is re-chosen from the values so far (see
 * bestMask) at each power of two. When a quarter or more of the heaps are
 * rare (no sparse space, as in Dawson's Kayles) every split is marked, as
 * in the plain method.
 */
function rareValues(
  game: TakeAndBreakGame,
  n: number,
  onProgress?: (done: number) => void,
): GrundyValues {
  const t = new Table(n);
  const p = plan(game);
  let mask = 0;
  let common: Uint8Array = new Uint8Array(t.cap + 2);
  let rare: Int32Array = new Int32Array(1024);
  let rareCount = 0;
  const unequal = p.unequal;
  let nextMaskCheck = 64;
  for (let m = 1; m <= n; m++) {
    if (m === nextMaskCheck) {
      nextMaskCheck *= 2;
      const better = bestMask(t.values, m - 1, t.cap);
      if (better !== mask) {
        mask = better;
        common = commonTable(mask, t.cap);
        rare = rareHeaps(t.values, m, common);
        rareCount = rare.length;
      }
    }
    if (common.length < t.cap + 2) {
      common = commonTable(mask, t.cap);
      rare = rareHeaps(t.values, m, common);
      rareCount = rare.length;
    }
    const stamp = m;
    markSimple(t, p, m, stamp);
    const g = t.values;
    const seen = t.seen;
    const twoWay = p.twoWay;
    const dense = 4 * rareCount > m && m > 64;
    if (dense) {
      // No sparse space (a quarter or more of the heaps are rare, as in
      // Dawson's Kayles): mark every split, as the plain method does.
      for (let j = 0; j < twoWay.length; j++) {
        const r = m - twoWay[j];
        const last = unequal ? (r - 1) >> 1 : r >> 1;
        for (let a = 1; a <= last; a++) seen[g[a] ^ g[r - a]] = stamp;
      }
    } else {
      for (let j = 0; j < twoWay.length; j++) {
        const r = m - twoWay[j];
        for (let i = 0; i < rareCount; i++) {
          const a = rare[i];
          if (a >= r) break;
          const b = r - a;
          if (unequal && a === b) continue;
          seen[g[a] ^ g[b]] = stamp;
        }
      }
    }
    // c: the least common value not reached; every rare value below it
    // must be found among the splits, scanned until all of them are seen.
    let c = 0;
    while (seen[c] === stamp || common[c] === 0) c++;
    let missing = 0;
    if (!dense) { for (let v = 0; v < c; v++) if (seen[v] !== stamp) missing++; }
    // Scan the splits until every rare value below c has been seen. With
    // several removals the splits of all of them are scanned side by side
    // (a = 1, 2, ...), since a rare value may be reachable after one removal
    // and not another.
    if (missing > 0 && twoWay.length === 1) {
      const r = m - twoWay[0];
      const last = unequal ? (r - 1) >> 1 : r >> 1;
      for (let a = 1; a <= last; a++) {
        const x = g[a] ^ g[r - a];
        if (seen[x] !== stamp) {
          seen[x] = stamp;
          if (x < c && --missing === 0) break;
        }
      }
    } else if (missing > 0) {
      const longest = unequal ? (m - 1) >> 1 : m >> 1;
      scan: for (let a = 1; a <= longest; a++) {
        for (let j = 0; j < twoWay.length; j++) {
          const r = m - twoWay[j];
          if (2 * a > r || (unequal && 2 * a === r)) break;
          const x = g[a] ^ g[r - a];
          if (seen[x] !== stamp) {
            seen[x] = stamp;
            if (x < c && --missing === 0) break scan;
          }
        }
      }
    }
    let v = 0;
    while (seen[v] === stamp) v++;
    t.store(m, v);
    if (common[v] !== 1) {
      if (rareCount === rare.length) rare = growInt32(rare);
      rare[rareCount++] = m;
    }
    if (onProgress && (m & 0x3fff) === 0) onProgress(m);
  }
  onProgress?.(n);
  return t.values;
}

/** Which values below cap + 2 are common for `mask` (1) or rare (0). */
function commonTable(mask: number, cap: number): Uint8Array {
  const common = new Uint8Array(cap + 2);
  for (let v = 0; v < common.length; v++) common[v] = parity(v & mask);
  return common;
}

/** The heaps 1..m-1 whose values are rare, ascending, in a buffer with room to grow. */
function rareHeaps(g: GrundyValues, m: number, common: Uint8Array): Int32Array {
  let count = 0;
  for (let a = 1; a < m; a++) if (common[g[a]] === 0) count++;
  const rare = new Int32Array(count);
  let i = 0;
  for (let a = 1; a < m; a++) if (common[g[a]] === 0) rare[i++] = a;
  return rare;
}

function growInt32(a: Int32Array): Int32Array {
  const b = new Int32Array(Math.max(16, a.length * 2));
  b.set(a);
  return b;
}

/**
 * Returns the Grundy values G(0), ..., G(n) of single heaps of a
 * take-and-break game: G(h) is the mex of the values of the options of a
 * heap of h, where a position of several heaps has the nim-sum of their
 * values (Sprague–Grundy theorem).
 *
 * The plain method marks every option: O(n^2) time for games that split in
 * two (O(n^3) with splits in three), O(n * code length) without splits.
 * The rare-value ("sparse space") method of Winning Ways ch. 4 and
 * A. Flammenkamp gives the same values, typically in O(n * (rare heaps))
 * time for games such as Kayles and Grundy's game whose values are mostly
 * "common"; it is used by default when the game splits heaps in two and
 * n >= 2048. Memory: 2 bytes per heap (4 once a value exceeds 65535).
 *
 * @param game The game, from {@link parseOctalCode}, {@link parseHexCode} or {@link GRUNDYS_GAME}.
 * @param n The largest heap size.
 * @param options The method and a progress callback.
 * @returns The values, indexed by heap size.
 * @throws {TypeError} If `game` is not a take-and-break game.
 * @throws {RangeError} If `n` is not an integer from 0 to {@link MAX_HEAP_SIZE}, or the method is unknown.
 *
 * @example Kayles (0.77): OEIS A002186
 * ```ts
 * import { parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * const kayles = parseOctalCode("0.77");
 * assert.deepEqual([...takeAndBreakGrundy(kayles, 12)], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
 * const rare = takeAndBreakGrundy(kayles, 3000, { method: "rare" });
 * const plain = takeAndBreakGrundy(kayles, 3000, { method: "plain" });
 * assert.deepEqual(rare, plain);
 * ```
 */
export function takeAndBreakGrundy(
  game: TakeAndBreakGame,
  n: number,
  options: TakeAndBreakGrundyOptions = {},
): GrundyValues {
  checkGame(game, "Grundy values");
  checkSize(n, "Grundy values");
  const method = options.method ?? "auto";
  if (method !== "auto" && method !== "plain" && method !== "rare") {
    throw new RangeError(
      `Cannot compute Grundy values: method must be "auto", "plain" or "rare", received "${
        String(method)
      }"`,
    );
  }
  const splits = game.digits.some((d) => (d & 4) !== 0);
  const useRare = method === "rare" || (method === "auto" && splits && n >= 2048);
  return useRare
    ? rareValues(game, n, options.onProgress)
    : plainValues(game, n, options.onProgress);
}
