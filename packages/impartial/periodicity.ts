/**
 * Periodicity of heap games' Grundy sequences, proved by the octal periodicity theorem where it applies.
 *
 * @module
 */

import { checkOptions, describe, numberError, numberOption } from "./_check.ts";
import { type GrundyValues, MAX_HEAP_SIZE, type TakeAndBreakGame } from "./octal_game.ts";
import { takeAndBreakGrundy } from "./octal_game.ts";
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

/** The preperiod and period of a sequence: G(n + period) = G(n) for every n >= preperiod. */
export interface Period {
  /** The least n0 such that G(n + period) = G(n) for every n >= n0 (in the range looked at). */
  preperiod: number;
  /** The least p > 0 for which such an n0 exists (in the range looked at). */
  period: number;
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

/** Options for {@link heapPeriodicity}. */
export interface HeapPeriodicityOptions {
  /**
   * The largest heap size to compute while looking for a proof (values are
   * computed in doubling stages, only as far as needed).
   *
   * @default {65536}
   */
  maxN?: number;
}

/** n0(p): one more than the last n with G(n + p) != G(n), scanning from the end. */
function tailStart(values: ArrayLike<number>, p: number, stopBelow: number): number {
  let n = values.length - 1 - p;
  while (n >= stopBelow && values[n + p] === values[n]) n--;
  return n + 1;
}

/**
 * Returns the least period p of `values` and its least preperiod n0
 * (G(n + p) = G(n) for every n >= n0 in range), counting only periods that
 * the data supports: the periodic part G(n0), ..., G(last) must span at
 * least two periods and a quarter of the values. Returns `null` if no p
 * qualifies. This is evidence, not proof: see {@link heapPeriodicity}.
 *
 * Time O(length * p) in the worst case, usually O(length) as most shifts
 * fail within a few steps from the end.
 *
 * @param values G(0), G(1), ..., G(last).
 * @returns The period, or `null`.
 * @throws {TypeError} If `values` is not an array-like list of numbers.
 *
 * @example A sequence that is periodic after three terms
 * ```ts
 * import { findPeriod } from "@cgt/impartial/periodicity";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(findPeriod([5, 5, 4, 0, 1, 2, 0, 1, 2, 0, 1, 2]), { preperiod: 3, period: 3 });
 * assert.equal(findPeriod([0, 1, 2, 3, 4, 5, 6]), null);
 * ```
 */
export function findPeriod(values: ArrayLike<number>): Period | null {
  checkValues("find period", values);
  const length = values.length;
  for (let p = 1; 2 * p <= length; p++) {
    const n0 = tailStart(values, p, 0);
    const tail = length - n0;
    if (tail >= 2 * p && 4 * tail >= length) return { preperiod: n0, period: p };
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
  /** Exclusive upper end of the n to check for (n0, p), or null if no theorem applies. */
  bound: ((n0: number, p: number) => number) | null;
  describe: (n0: number, p: number) => string;
}

function rule(game: HeapGame): Rule {
  if ("set" in game) {
    if (game.allBut) {
      return {
        bound: null,
        describe: () =>
          "not proved: no periodicity theorem covers all-but subtraction sets (their values may grow)",
      };
    }
    const m = game.set[game.set.length - 1];
    return {
      bound: (n0) => n0 + m,
      describe: (n0, p) =>
        `finite subtraction set: G(n) depends only on the previous max(S) = ${m} values, so G(n + ${p}) = G(n) for ${n0} <= n < ${n0} + ${m} proves it`,
    };
  }
  if (game.code !== undefined) {
    return {
      bound: null,
      describe: () =>
        "not proved: the octal periodicity theorem covers plain octal codes, not codes with constraints, repeating or added digits",
    };
  }
  if (game.unequal) {
    return {
      bound: null,
      describe: () =>
        "not proved: Grundy's game is not an octal game and no periodicity theorem covers it",
    };
  }
  if (game.digits.some((d) => (d & 8) !== 0)) {
    return {
      bound: null,
      describe: () =>
        "not proved: the octal periodicity theorem covers splits into at most two heaps",
    };
  }
  const t = game.digits.length - 1;
  if (game.digits.every((d) => (d & 4) === 0)) {
    return {
      bound: (n0) => Math.max(n0 + t, t + 1),
      describe: (n0, p) =>
        `no splits: G(n) for n > t = ${t} depends only on the previous t values, so G(n + ${p}) = G(n) for ${n0} <= n < max(${n0} + ${t}, ${
          t + 1
        }) proves it`,
    };
  }
  return {
    bound: (n0, p) => 2 * n0 + p + t,
    describe: (n0, p) =>
      `octal periodicity theorem (Guy and Smith 1956; Winning Ways ch. 4): G(n + ${p}) = G(n) for ${n0} <= n < 2*${n0} + ${p} + ${t} proves it, t = ${t} the largest removal`,
  };
}

function compute(game: HeapGame, n: number): GrundyValues {
  return "set" in game ? subtractionGrundy(game, n) : takeAndBreakGrundy(game, n);
}

/** The least p with a proof in `values`, or null. */
function provedPeriod(
  values: GrundyValues,
  bound: (n0: number, p: number) => number,
): Period | null {
  const last = values.length - 1;
  for (let p = 1; p <= last; p++) {
    const n0 = tailStart(values, p, 0);
    if (bound(n0, p) - 1 + p <= last) return { preperiod: n0, period: p };
  }
  return null;
}

/**
 * Finds the period of a heap game's Grundy sequence and proves it when a
 * theorem applies, computing more values (in doubling stages, up to
 * `maxN`) when `values` do not reach far enough.
 *
 * - Octal games that split heaps in two (digits 0-7, largest removal t):
 *   the octal periodicity theorem (Guy and Smith 1956; Winning Ways,
 *   ch. 4): if G(n + p) = G(n) for n0 <= n < 2 n0 + p + t, then for all
 *   n >= n0.
 * - Octal games without splits, and finite subtraction sets with largest
 *   element t: G(n) for n > t is the mex of the t values before it, so
 *   G(n + p) = G(n) for n0 <= n < max(n0 + t, t + 1) suffices.
 * - All-but subtraction sets, hexadecimal games that split in three, and
 *   Grundy's game: no theorem is used; a period found in `values` (see
 *   {@link findPeriod}) is reported with `proved: false`.
 *
 * The period is the least p that is proved (and then it is the true least
 * period, and `preperiod` the true least preperiod), else the least p the
 * data supports; `null` if there is none.
 *
 * @param game The game.
 * @param values G(0), G(1), ..., as computed for `game`.
 * @param options How far to compute for a proof.
 * @returns The periodicity, or `null`.
 * @throws {TypeError} If `game` is not a heap game, `values` not an array of numbers or
 *   `options` not an object.
 * @throws {RangeError} If `maxN` is not an integer from 0 to {@link MAX_HEAP_SIZE}.
 *
 * @example Kayles (0.77) is periodic with period 12 after 71 heaps (Winning Ways ch. 4)
 * ```ts
 * import { parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import { heapPeriodicity } from "@cgt/impartial/periodicity";
 * import assert from "node:assert/strict";
 *
 * const kayles = parseOctalCode("0.77");
 * const found = heapPeriodicity(kayles, takeAndBreakGrundy(kayles, 20));
 * assert.equal(found?.preperiod, 71);
 * assert.equal(found?.period, 12);
 * assert.equal(found?.proved, true);
 * assert.equal(found?.bound, 2 * 71 + 12 + 2);
 * ```
 */
export function heapPeriodicity(
  game: HeapGame,
  values: GrundyValues,
  options: HeapPeriodicityOptions = {},
): Periodicity | null {
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
  const { bound, describe: explain } = rule(game);
  let current = values;
  if (bound !== null) {
    for (;;) {
      const found = provedPeriod(current, bound);
      if (found) {
        return {
          ...found,
          proved: true,
          bound: bound(found.preperiod, found.period),
          reason: explain(found.preperiod, found.period),
        };
      }
      const last = current.length - 1;
      if (last >= maxN) break;
      current = compute(game, Math.min(maxN, Math.max(256, 2 * last)));
    }
  }
  const found = findPeriod(current);
  if (!found) return null;
  const checked = current.length - found.period;
  return {
    ...found,
    proved: false,
    bound: checked,
    reason: bound === null
      ? explain(found.preperiod, found.period)
      : `not proved: values up to ${current.length - 1} are not enough; ${
        explain(found.preperiod, found.period)
      } but needs values up to ${bound(found.preperiod, found.period) - 1 + found.period}`,
  };
}

/**
 * Returns G(0), ..., G(n) from the first values of a sequence and a period
 * of it: G(h) = G(h - period) for h >= preperiod + period. Exact when the
 * period is proved (see {@link heapPeriodicity}); this is how values far
 * beyond the computed range are obtained in O(n) time.
 *
 * @param head G(0), G(1), ..., at least up to preperiod + period - 1.
 * @param period The period (only `preperiod` and `period` are used).
 * @param n The largest heap size wanted.
 * @returns The values G(0..n), with the storage type of `head`.
 * @throws {TypeError} If `head` is not a typed array of values or `period` is not an object.
 * @throws {RangeError} If `n` is not an integer from 0 to {@link MAX_HEAP_SIZE},
 *   the period is not a positive integer, or `head` is too short.
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
  if (!Number.isSafeInteger(p) || p < 1 || !Number.isSafeInteger(preperiod) || preperiod < 0) {
    throw new RangeError(
      `Cannot extend values: expected a positive period and a non-negative preperiod, received ${
        describe(p)
      } and ${describe(preperiod)}`,
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
  const values = head instanceof Uint32Array ? new Uint32Array(n + 1) : new Uint16Array(n + 1);
  values.set(head.subarray(0, Math.min(head.length, n + 1)));
  for (let h = Math.max(head.length, start); h <= n; h++) values[h] = values[h - p];
  return values;
}
