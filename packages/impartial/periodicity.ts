/**
 * Periodicity of heap games' Grundy sequences, proved by the octal periodicity theorem where it applies.
 *
 * @module
 */

import { checkOptions, describe, numberError, numberOption } from "./_check.ts";
import { type GrundyValues, MAX_HEAP_SIZE, type TakeAndBreakGame } from "./octal_game.ts";
import { takeAndBreakGrundy } from "./octal_game.ts";
import { plan, RareSolver, type StoredValues } from "./_rare_values.ts";
import { type SubtractionGame, subtractionGrundy } from "./subtraction_game.ts";

export type {
  GrundyValues,
  SplitConstraint,
  TakeAndBreakCode,
  TakeAndBreakDigit,
  TakeAndBreakGame,
} from "./octal_game.ts";
export type { SubtractionGame } from "./subtraction_game.ts";

/** A heap game whose periodicity {@link heapPeriodicity} can study. */
export type HeapGame = TakeAndBreakGame | SubtractionGame;

/**
 * The preperiod, period and saltus of a sequence: G(n + period) = G(n) + saltus for every
 * n >= preperiod (a saltus of 0, or none, is ordinary periodicity; a positive one is arithmetic
 * periodicity).
 */
export interface Period {
  /** The least n0 such that G(n + period) = G(n) + saltus for every n >= n0 (in the range looked at). */
  preperiod: number;
  /** The least p > 0 for which such an n0 exists (in the range looked at). */
  period: number;
  /** What a period adds to the values: 0 (or absent) for ordinary periodicity. */
  saltus?: number;
}

/** A period found in a heap game's Grundy values, and whether it is proved for all heaps. */
export interface Periodicity extends Period {
  /** Whether the period holds for every heap size (by the theorem in `reason`), not only the computed ones. */
  proved: boolean;
  /**
   * The heap sizes checked: G(n + period) = G(n) for preperiod <= n < bound.
   * When proved, this is the bound the theorem asks for; otherwise the range
   * that was computed.
   */
  bound: number;
  /** The theorem used, or why the period is not proved. */
  reason: string;
}

/** What {@link heapPeriodicity} finds: a {@link Periodicity} with its saltus and how far the search went. */
export interface HeapPeriodicity extends Periodicity {
  /** What a period adds to the values: 0 unless the values are arithmetic-periodic. */
  saltus: number;
  /** The largest heap whose value was computed in the search. */
  computedTo: number;
  /**
   * For a period that a theorem could prove with more values: the largest heap whose value the
   * proof needs (so a search to that heap settles it); `null` when proved or when no theorem
   * applies.
   */
  needed: number | null;
}

/** Options for {@link heapPeriodicity}. */
export interface HeapPeriodicityOptions {
  /**
   * The largest heap size to compute while looking for a proof (values are
   * computed in doubling stages, only as far as needed).
   *
   * @default {65536}
   */
  maxN?: number;
  /**
   * Called now and then with the largest heap computed so far and the end of the current stage
   * (for progress bars; it may throw to stop the search).
   */
  onProgress?: (done: number, stageEnd: number) => void;
}

/** Options for {@link findPeriod}. */
export interface FindPeriodOptions {
  /**
   * Also accept arithmetic periods: G(n + p) = G(n) + s with a saltus s > 0.
   *
   * @default {false}
   */
  arithmetic?: boolean;
}

/**
 * n0(p, s) for p = 1, 2, 3, ... in turn, in O(length) for all of them together in the usual case:
 * once p has a long periodic tail from n0, a multiple kp repeats (with saltus k s) from n0 on too,
 * so its scan starts just below n0 instead of at the end (without this, every multiple of a
 * period would scan the whole tail again, quadratic in the length).
 */
class Tails {
  #values: ArrayLike<number>;
  #periods: { p: number; s: number; n0: number }[] = [];
  constructor(values: ArrayLike<number>) {
    this.#values = values;
  }
  /** n0(p, s), given the calls for every smaller p with the saltus they were asked for. */
  start(p: number, s: number): number {
    const values = this.#values;
    let n = values.length - 1 - p;
    let multiple = false;
    for (const known of this.#periods) {
      if (p % known.p === 0 && s === (p / known.p) * known.s) {
        multiple = true;
        if (known.n0 - 1 < n) n = known.n0 - 1;
      }
    }
    while (n >= 0 && values[n + p] === values[n] + s) n--;
    const n0 = n + 1;
    // Only periods that are not multiples of known ones are kept, so the list stays short.
    if (!multiple && values.length - n0 >= 2 * p && this.#periods.length < 16) {
      this.#periods.push({ p, s, n0 });
    }
    return n0;
  }
}

/** The saltus that the last values suggest for period p (0 when they are too few). */
function lastSaltus(values: ArrayLike<number>, p: number): number {
  const last = values.length - 1;
  return last - p >= 0 ? values[last] - values[last - p] : 0;
}

/**
 * Returns the least period p of `values` and its least preperiod n0
 * (G(n + p) = G(n) for every n >= n0 in range), counting only periods that
 * the data supports: the periodic part G(n0), ..., G(last) must span at
 * least two periods and a quarter of the values. Returns `null` if no p
 * qualifies. This is evidence, not proof: see {@link heapPeriodicity}.
 * With `arithmetic`, periods with a saltus count too (G(n + p) = G(n) + s,
 * s > 0, as in the values 0, 0, 1, 1, 2, 2, ...), and the result has `saltus`.
 *
 * Time O(length * p) in the worst case, usually O(length) as most shifts
 * fail within a few steps from the end.
 *
 * @param values G(0), G(1), ..., G(last).
 * @param options Whether to accept a saltus.
 * @returns The period, or `null`.
 * @throws {TypeError} If `values` is not an array-like list of numbers, or `options` not an object.
 *
 * @example A sequence that is periodic after three terms, and an arithmetic-periodic one
 * ```ts
 * import { findPeriod } from "@cgt/impartial/periodicity";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(findPeriod([5, 5, 4, 0, 1, 2, 0, 1, 2, 0, 1, 2]), { preperiod: 3, period: 3 });
 * assert.equal(findPeriod([0, 1, 2, 3, 4, 5, 6]), null);
 * assert.deepEqual(findPeriod([0, 1, 2, 3, 4, 5, 6], { arithmetic: true }), {
 *   preperiod: 0,
 *   period: 1,
 *   saltus: 1,
 * });
 * ```
 */
export function findPeriod(
  values: ArrayLike<number>,
  options: FindPeriodOptions = {},
): Period | null {
  checkValues("find period", values);
  checkOptions("find period", options);
  const arithmetic = options.arithmetic === undefined ? false : options.arithmetic;
  if (typeof arithmetic !== "boolean") {
    throw new TypeError(
      `Cannot find period: arithmetic must be a boolean, received ${describe(arithmetic)}`,
    );
  }
  const found = candidate(values, arithmetic);
  if (found === null) return null;
  const { preperiod, period, saltus } = found;
  return arithmetic ? { preperiod, period, saltus } : { preperiod, period };
}

/** The least period the data supports (see {@link findPeriod}), with its saltus. */
function candidate(
  values: ArrayLike<number>,
  arithmetic: boolean,
): { preperiod: number; period: number; saltus: number } | null {
  const length = values.length;
  const tails = new Tails(values);
  for (let p = 1; 2 * p <= length; p++) {
    const s = arithmetic ? lastSaltus(values, p) : 0;
    if (s < 0) continue;
    const n0 = tails.start(p, s);
    const tail = length - n0;
    if (tail >= 2 * p && 4 * tail >= length) return { preperiod: n0, period: p, saltus: s };
  }
  return null;
}

/**
 * Throws a TypeError unless `values` is an array-like list of numbers (an array, a typed array
 * or an object with a length), in O(length).
 */
function checkValues(what: string, values: unknown): void {
  if (ArrayBuffer.isView(values) && !(values instanceof DataView)) {
    if (values instanceof BigInt64Array || values instanceof BigUint64Array) {
      throw new TypeError(`Cannot ${what}: values must be numbers, received ${describe(values)}`);
    }
    return;
  }
  const list = values as ArrayLike<unknown> | null;
  if (
    typeof values !== "object" || list === null || !Number.isSafeInteger(list.length) ||
    list.length < 0
  ) {
    throw new TypeError(
      `Cannot ${what}: values must be an array of numbers, received ${describe(values)}`,
    );
  }
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    if (typeof v !== "number" || Number.isNaN(v)) {
      throw new TypeError(`Cannot ${what}: values must be numbers, received ${describe(v)}`);
    }
  }
}

interface Rule {
  /** Exclusive upper end of the n to check for (n0, p) with saltus 0, or null if no such theorem applies. */
  bound: ((n0: number, p: number) => number) | null;
  describe: (n0: number, p: number, s: number, checked: number) => string;
  /** Whether the values may grow, so that a period with a saltus is looked for. */
  arithmetic: boolean;
  /** A proof of G(n + p) = G(n) + s for every n >= n0 from the values, where a theorem gives one. */
  arithmeticProof?: (values: StoredValues, n0: number, p: number, s: number) => boolean;
}

function rule(game: HeapGame): Rule {
  if ("set" in game) {
    if (game.allBut) {
      const e = game.set.length === 0 ? 0 : game.set[game.set.length - 1];
      return {
        bound: null,
        arithmetic: true,
        arithmeticProof: (values, n0, p, s) => allButProof(values, e, n0, p, s),
        describe: (n0, p, s, checked) =>
          `all-but subtraction game (every heap more than e = ${e} below is an option): G(n + ${p}) = G(n) + ${s} for ${n0} <= n < ${checked}, with the values of heaps below ${n0} + ${p} covering 0..${s}-1 and matching those below ${n0} shifted by ${s} (up to values of heaps ${n0}..${checked}-e-1), proves it for every n >= ${n0} by induction on n; A. Siegel (2005) showed every all-but subtraction game is arithmetic-periodic`,
      };
    }
    const m = game.set[game.set.length - 1];
    return {
      bound: (n0) => n0 + m,
      arithmetic: false,
      describe: (n0, p) =>
        `finite subtraction set: G(n) depends only on the previous max(S) = ${m} values, so G(n + ${p}) = G(n) for ${n0} <= n < ${n0} + ${m} proves it`,
    };
  }
  if (game.code !== undefined) {
    return {
      bound: null,
      arithmetic: true,
      describe: () =>
        "not proved: the octal periodicity theorem covers plain octal codes, not codes with constraints, repeating or added digits",
    };
  }
  if (game.unequal) {
    return {
      bound: null,
      arithmetic: true,
      describe: () =>
        "not proved: Grundy's game is not an octal game and no periodicity theorem covers it",
    };
  }
  if (game.digits.some((d) => (d & 8) !== 0)) {
    return {
      bound: null,
      arithmetic: true,
      describe: () =>
        "not proved: the octal periodicity theorem covers splits into at most two heaps",
    };
  }
  // Plain octal games: values without splits are bounded by the number of digits, and a finite
  // octal game is never arithmetic-periodic (Austin 1976; Siegel, Combinatorial Game Theory,
  // ch. IV), so only saltus 0 is looked for.
  const t = game.digits.length - 1;
  if (game.digits.every((d) => (d & 4) === 0)) {
    return {
      bound: (n0) => Math.max(n0 + t, t + 1),
      arithmetic: false,
      describe: (n0, p) =>
        `no splits: G(n) for n > t = ${t} depends only on the previous t values, so G(n + ${p}) = G(n) for ${n0} <= n < max(${n0} + ${t}, ${
          t + 1
        }) proves it`,
    };
  }
  return {
    bound: (n0, p) => 2 * n0 + p + t,
    arithmetic: false,
    describe: (n0, p) =>
      `octal periodicity theorem (Guy and Smith 1956; Winning Ways ch. 4): G(n + ${p}) = G(n) for ${n0} <= n < 2*${n0} + ${p} + ${t} proves it, t = ${t} the largest removal`,
  };
}

/**
 * Whether the values prove G(n + p) = G(n) + s for every n >= n0 in the all-but subtraction game
 * whose largest excluded removal is e (0 for Nim). Write S(N) for the set of values of heaps below
 * N and N1 = last - p + 1, so that the values show the relation for n0 <= n < N1. The options of
 * a heap N >= n0 + e are every heap below N - e and some of the heaps N - e..N - 1, so with
 * F = {G(m) : n0 <= m < N1 - e}, the conditions
 *   (a) N1 >= n0 + e, (b) 0..s-1 are in S(n0 + p),
 *   (c) every v >= s in S(n0 + p) has v - s in S(n0) or F, and every u in S(n0) has u + s in
 *       S(n0 + p) or u in F,
 * make the option values of N + p exactly 0..s-1 and those of N shifted by s, for every N >= N1
 * by induction, so G(N + p) = G(N) + s. O(last + largest value) time.
 */
function allButProof(values: StoredValues, e: number, n0: number, p: number, s: number): boolean {
  const last = values.length - 1;
  const n1 = last - p + 1;
  if (n1 < n0 + e || s < 0) return false;
  let max = 0;
  for (let i = 0; i <= last; i++) if (values[i] > max) max = values[i];
  const size = max + s + 2;
  const below = new Uint8Array(size); // S(n0)
  const shifted = new Uint8Array(size); // S(n0 + p)
  const middle = new Uint8Array(size); // F
  for (let m = 0; m < n0; m++) below[values[m]] = 1;
  for (let m = 0; m < n0 + p; m++) shifted[values[m]] = 1;
  for (let m = n0; m < n1 - e; m++) middle[values[m]] = 1;
  for (let v = 0; v < s; v++) if (!shifted[v]) return false;
  for (let v = s; v < size; v++) {
    if (shifted[v] && !below[v - s] && !middle[v - s]) return false;
  }
  for (let u = 0; u + s < size; u++) {
    if (below[u] && !shifted[u + s] && !middle[u]) return false;
  }
  return true;
}

/** The least p (and its saltus) whose period the values prove, or null. */
function provedPeriod(
  values: StoredValues,
  r: Rule,
): { preperiod: number; period: number; saltus: number } | null {
  const last = values.length - 1;
  const { bound, arithmeticProof } = r;
  const tails = new Tails(values);
  for (let p = 1; p <= last; p++) {
    if (bound !== null) {
      const n0 = tails.start(p, 0);
      if (bound(n0, p) - 1 + p <= last) return { preperiod: n0, period: p, saltus: 0 };
    }
    if (arithmeticProof !== undefined) {
      const s = lastSaltus(values, p);
      if (s < 0) continue;
      const n0 = tails.start(p, s);
      if (last - n0 >= p && arithmeticProof(values, n0, p, s)) {
        return { preperiod: n0, period: p, saltus: s };
      }
    }
  }
  return null;
}

/**
 * Computes a heap game's values in growing stages. Take-and-break games that the rare-value
 * solver covers are resumed where the last stage stopped; others are computed again.
 */
class Stages {
  #game: HeapGame;
  #solver: RareSolver | undefined;
  #fast: boolean;
  constructor(game: HeapGame) {
    this.#game = game;
    this.#fast = !("set" in game) && plan(game) !== undefined;
  }
  to(n: number, onProgress?: (done: number, stageEnd: number) => void): StoredValues {
    const game = this.#game;
    if ("set" in game) return subtractionGrundy(game, n);
    if (!this.#fast) return takeAndBreakGrundy(game, n);
    this.#solver ??= new RareSolver(plan(game)!, n + 1);
    this.#solver.extend(n, onProgress && ((done) => onProgress(done, n)));
    return this.#solver.values;
  }
}

/**
 * Finds the period of a heap game's Grundy sequence and proves it when a
 * theorem applies, computing more values when `values` do not reach far
 * enough: the range doubles, or grows at once to the heap a proof of the
 * period in view needs, until the period is proved or `maxN` is reached.
 * Take-and-break games are resumed from the last heap computed, not started
 * again. Memory: the values (2 bytes per heap, 3 while the storage grows).
 *
 * - Octal games that split heaps in two (digits 0-7, largest removal t):
 *   the octal periodicity theorem (Guy and Smith 1956; Winning Ways,
 *   ch. 4): if G(n + p) = G(n) for n0 <= n < 2 n0 + p + t, then for all
 *   n >= n0. A finite octal game is never arithmetic-periodic (Austin 1976),
 *   so no saltus is looked for.
 * - Octal games without splits, and finite subtraction sets with largest
 *   element t: G(n) for n > t is the mex of the t values before it, so
 *   G(n + p) = G(n) for n0 <= n < max(n0 + t, t + 1) suffices.
 * - All-but subtraction games (arithmetic-periodic: A. Siegel, 2005): a
 *   saltus s with G(n + p) = G(n) + s is proved from the values by an
 *   induction on the heap (the conditions are in the `reason`).
 * - Hexadecimal games that split in three, codes with CGSuite's extended
 *   digits, and Grundy's game: no theorem is used; a period found in
 *   `values` (see {@link findPeriod}, saltus allowed) is reported with
 *   `proved: false`.
 *
 * The period is the least p that is proved (and then it is the true least
 * period, and `preperiod` the true least preperiod), else the least p the
 * data supports; `null` if there is none.
 *
 * @param game The game.
 * @param values G(0), G(1), ..., as computed for `game`.
 * @param options How far to compute for a proof, and a progress callback.
 * @returns The periodicity, or `null`.
 * @throws {TypeError} If `game` is not a heap game, `values` not an array of numbers or
 *   `options` not an object.
 * @throws {RangeError} If `maxN` is not an integer from 0 to {@link MAX_HEAP_SIZE}.
 * @throws {GameLimitError} If the work budget of `withStepLimit` runs out.
 *
 * @example Kayles (0.77) is periodic with period 12 after 71 heaps (Winning Ways ch. 4)
 * ```ts
 * import { parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import { heapPeriodicity } from "@cgt/impartial/periodicity";
 * import { subtractionGame, subtractionGrundy } from "@cgt/impartial/subtraction-game";
 * import assert from "node:assert/strict";
 *
 * const kayles = parseOctalCode("0.77");
 * const found = heapPeriodicity(kayles, takeAndBreakGrundy(kayles, 20));
 * assert.equal(found?.preperiod, 71);
 * assert.equal(found?.period, 12);
 * assert.equal(found?.saltus, 0);
 * assert.equal(found?.proved, true);
 * assert.equal(found?.bound, 2 * 71 + 12 + 2);
 *
 * // Remove any number of tokens but 1: G = 0, 0, 1, 1, 2, 2, ... (saltus 1 every 2 heaps)
 * const allBut = subtractionGame([1], { allBut: true });
 * const grows = heapPeriodicity(allBut, subtractionGrundy(allBut, 20));
 * assert.deepEqual([grows?.period, grows?.saltus, grows?.proved], [2, 1, true]);
 * ```
 */
export function heapPeriodicity(
  game: HeapGame,
  values: GrundyValues,
  options: HeapPeriodicityOptions = {},
): HeapPeriodicity | null {
  const what = "find period";
  const shape = game as { digits?: unknown; set?: unknown } | null;
  if (
    typeof game !== "object" || shape === null ||
    !(Array.isArray(shape.digits) || Array.isArray(shape.set))
  ) {
    throw new TypeError(
      `Cannot ${what}: expected a game from parseOctalCode(), parseHexCode(), parseTakeAndBreakCode() or subtractionGame(), received ${
        describe(game)
      }`,
    );
  }
  checkValues(what, values);
  checkOptions(what, options);
  const maxN = numberOption(what, "maxN", options.maxN, 65536);
  if (!Number.isSafeInteger(maxN) || maxN < 0 || maxN > MAX_HEAP_SIZE) {
    throw new RangeError(
      `Cannot find period: maxN must be an integer from 0 to ${MAX_HEAP_SIZE}, received ${
        describe(maxN)
      }`,
    );
  }
  const onProgress = options.onProgress;
  if (onProgress !== undefined && typeof onProgress !== "function") {
    throw new TypeError(
      `Cannot find period: onProgress must be a function, received ${describe(onProgress)}`,
    );
  }
  const r = rule(game);
  const { bound, describe: explain } = r;
  let current: StoredValues = values;
  if (bound !== null || r.arithmeticProof !== undefined) {
    const stages = new Stages(game);
    for (;;) {
      const found = provedPeriod(current, r);
      if (found) {
        const { preperiod: n0, period: p, saltus: s } = found;
        const checked = s === 0 && bound !== null ? bound(n0, p) : current.length - p;
        return {
          ...found,
          proved: true,
          bound: checked,
          reason: explain(n0, p, s, checked),
          computedTo: current.length - 1,
          needed: null,
        };
      }
      const last = current.length - 1;
      if (last >= maxN) break;
      let next = Math.min(maxN, Math.max(256, 2 * last));
      // A period in view that the theorem would prove with a few more values: go straight there.
      const seen = candidate(current, r.arithmetic);
      if (seen !== null && seen.saltus === 0 && bound !== null) {
        const need = bound(seen.preperiod, seen.period) - 1 + seen.period;
        if (need > last && need < next) next = need;
      }
      current = stages.to(next, onProgress);
    }
  }
  const found = candidate(current, r.arithmetic);
  if (!found) return null;
  const { preperiod: n0, period: p, saltus: s } = found;
  const last = current.length - 1;
  const needed = bound !== null && s === 0 ? bound(n0, p) - 1 + p : null;
  return {
    ...found,
    proved: false,
    bound: current.length - p,
    reason: needed === null
      ? (r.arithmeticProof !== undefined
        ? `not proved: the values up to ${last} do not meet the conditions yet; ${
          explain(n0, p, s, current.length - p)
        }`
        : explain(n0, p, s, current.length - p))
      : `not proved: values up to ${last} are not enough; ${
        explain(n0, p, s, current.length - p)
      } but needs values up to ${needed} (search that far to settle it)`,
    computedTo: last,
    needed,
  };
}

/**
 * Returns G(0), ..., G(n) from the first values of a sequence and a period
 * of it: G(h) = G(h - period) + saltus for h >= preperiod + period. Exact when the
 * period is proved (see {@link heapPeriodicity}); this is how values far
 * beyond the computed range are obtained in O(n) time.
 *
 * @param head G(0), G(1), ..., at least up to preperiod + period - 1.
 * @param period The period (only `preperiod` and `period` are used).
 * @param n The largest heap size wanted.
 * @returns The values G(0..n), with the storage type of `head` (32 bits when a saltus needs it).
 * @throws {TypeError} If `head` is not a typed array of values or `period` is not an object.
 * @throws {RangeError} If `n` is not an integer from 0 to {@link MAX_HEAP_SIZE},
 *   the period is not a positive integer, the saltus negative, `head` too short, or a value
 *   would pass 2^32 - 1.
 *
 * @example Dawson's Kayles to a million heaps from its first 201 values
 * ```ts
 * import { parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import { extendPeriodic, heapPeriodicity } from "@cgt/impartial/periodicity";
 * import assert from "node:assert/strict";
 *
 * const dawson = parseOctalCode("0.07");
 * const period = heapPeriodicity(dawson, takeAndBreakGrundy(dawson, 200));
 * assert.equal(period?.proved, true);
 * const values = extendPeriodic(takeAndBreakGrundy(dawson, 200), period!, 1_000_000);
 * assert.equal(values.length, 1_000_001);
 * assert.deepEqual(values.subarray(0, 501), takeAndBreakGrundy(dawson, 500));
 * ```
 */
export function extendPeriodic(head: GrundyValues, period: Period, n: number): GrundyValues {
  if (!(head instanceof Uint16Array || head instanceof Uint32Array)) {
    throw new TypeError(
      `Cannot extend values: head must be a Uint16Array or Uint32Array of Grundy values, received ${
        describe(head)
      }`,
    );
  }
  if (typeof period !== "object" || period === null) {
    throw new TypeError(
      `Cannot extend values: expected a period { preperiod, period }, received ${describe(period)}`,
    );
  }
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_HEAP_SIZE) {
    throw numberError(
      n,
      `Cannot extend values: heap size must be an integer from 0 to ${MAX_HEAP_SIZE}, received ${
        describe(n)
      }`,
    );
  }
  const { preperiod, period: p } = period;
  const saltus = period.saltus ?? 0;
  if (!Number.isSafeInteger(p) || p < 1 || !Number.isSafeInteger(preperiod) || preperiod < 0) {
    throw new RangeError(
      `Cannot extend values: expected a positive period and a non-negative preperiod, received ${
        describe(p)
      } and ${describe(preperiod)}`,
    );
  }
  if (!Number.isSafeInteger(saltus) || saltus < 0) {
    throw new RangeError(
      `Cannot extend values: the saltus must be a non-negative integer, received ${
        describe(saltus)
      }`,
    );
  }
  const start = preperiod + p;
  if (head.length < Math.min(start, n + 1)) {
    throw new RangeError(
      `Cannot extend values: need G(0..${
        start - 1
      }) to repeat a period ${p} after ${preperiod}, received ${head.length} values`,
    );
  }
  // The largest value: at most the largest of the head plus a saltus per period after it.
  let largest = 0;
  for (let h = 0; h < Math.min(head.length, n + 1); h++) largest = Math.max(largest, head[h]);
  if (n >= head.length) largest += saltus * Math.ceil((n - head.length + 1) / p);
  if (largest > 0xffffffff) {
    throw new RangeError(
      `Cannot extend values: G(${n}) could pass 2^32 - 1 with saltus ${saltus}, received ${n}`,
    );
  }
  const values = head instanceof Uint32Array || largest > 0xffff
    ? new Uint32Array(n + 1)
    : new Uint16Array(n + 1);
  values.set(head.subarray(0, Math.min(head.length, n + 1)));
  for (let h = Math.max(head.length, start); h <= n; h++) values[h] = values[h - p] + saltus;
  return values;
}
