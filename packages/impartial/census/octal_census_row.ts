/**
 * One row of an octal census: period, largest value and rare values of one octal code.
 *
 * @module
 */

import { checkInteger, checkOptions, describe } from "../_check.ts";
import {
  type GrundyValues,
  MAX_HEAP_SIZE,
  parseOctalCode,
  takeAndBreakGrundy,
} from "../octal_game.ts";
import { heapPeriodicity } from "../periodicity.ts";

export type { GrundyValues } from "../octal_game.ts";

/** One row of an octal census (the fields of the published tables). */
export interface OctalCensusRow {
  /** The octal code, such as `"0.106"`. */
  code: string;
  /** The largest heap size asked for (the census's `--to`). */
  limit: number;
  /** The preperiod, or `null` if no period was found. */
  preperiod: number | null;
  /** The period, or `null` if none was found. */
  period: number | null;
  /**
   * The saltus s of an arithmetic period (G(n + period) = G(n) + s); 0 for an ordinary period
   * or when none was found.
   */
  saltus: number;
  /** Whether the period is proved for every heap (octal periodicity theorem). */
  proved: boolean;
  /** The heap bound the proof checked (G(n + p) = G(n) for preperiod <= n < bound), or `null`. */
  provedBound: number | null;
  /** The largest value among the computed heaps, and the first heap with it. */
  largest: { n: number; value: number };
  /** The rare-value mask, as a hexadecimal string without prefix (see {@link rareValues}). */
  rareMask: string;
  /** How many heaps 0..computedTo have a rare value. */
  rareCount: number;
  /** The last heap up to computedTo with a rare value, or `null` if none. */
  lastRare: number | null;
  /** The largest heap computed. */
  computedTo: number;
  /** Wall-clock time of the computation in seconds (not part of the result's identity). */
  seconds: number;
}

/** Options for {@link octalCensusRow}. */
export interface OctalCensusRowOptions {
  /**
   * Called now and then with the number of heap sizes done in the current stage; it may throw to
   * stop the computation (the error propagates).
   *
   * @default {undefined}
   */
  onProgress?: (done: number) => void;
}

/** The rare values of a Grundy sequence under the best mask. */
export interface RareValues {
  /** The mask, as a number: a value v is rare when v AND mask has an even number of 1 bits. */
  mask: number;
  /** How many of the values are rare. */
  count: number;
  /** The index of the last rare value, or `null`. */
  last: number | null;
}

/**
 * Finds the mask that makes the fewest values rare (sparse), in the sense of the rare-value
 * method (Gangolli and Plambeck 1989) as Flammenkamp's octal tables define it: a value v is rare
 * under mask m when v AND m has an even number of 1 bits (so 0 is always rare; 0.16's mask is 1e,
 * as the published tables give it); the mask chosen is the
 * nonzero m below 2^b (b the bit length of the largest value) with the fewest rare values, the
 * least such m on a tie; when every value is 0 there is no such mask and the mask is 0 with no
 * rare value. The counts for all masks come from one Walsh-Hadamard transform of the histogram of
 * values: rare(m) = (length + W(m)) / 2 with W(m) = sum over v of count(v) (-1)^popcount(v AND m).
 *
 * Time O(length + b 2^b), memory O(2^b).
 *
 * @param values The Grundy values.
 * @returns The mask, the number of rare values and the last one.
 * @throws {TypeError} If `values` is not a Uint16Array or Uint32Array.
 *
 * @example 0.106's first twelve values: under mask 7 only the 0s are rare
 * ```ts
 * import { rareValues } from "@cgt/impartial/census";
 * import assert from "node:assert/strict";
 *
 * const found = rareValues(new Uint16Array([0, 1, 0, 0, 0, 1, 2, 2, 2, 1, 4, 4]));
 * assert.deepEqual(found, { mask: 7, count: 4, last: 4 });
 * ```
 */
export function rareValues(values: GrundyValues): RareValues {
  if (!(values instanceof Uint16Array || values instanceof Uint32Array)) {
    throw new TypeError(
      `Cannot find rare values: values must be a Uint16Array or Uint32Array, received ${
        describe(values)
      }`,
    );
  }
  let max = 0;
  for (let i = 0; i < values.length; i++) if (values[i] > max) max = values[i];
  if (max === 0) return { mask: 0, count: 0, last: null };
  const size = 2 ** (32 - Math.clz32(max));
  const w = new Float64Array(size);
  for (let i = 0; i < values.length; i++) w[values[i]]++;
  for (let h = 1; h < size; h *= 2) {
    for (let i = 0; i < size; i += 2 * h) {
      for (let j = i; j < i + h; j++) {
        const a = w[j];
        const b = w[j + h];
        w[j] = a + b;
        w[j + h] = a - b;
      }
    }
  }
  let mask = 1;
  for (let m = 2; m < size; m++) if (w[m] < w[mask]) mask = m;
  const count = (values.length + w[mask]) / 2;
  let last: number | null = null;
  for (let i = values.length - 1; i >= 0; i--) {
    if (!parity(values[i] & mask)) {
      last = i;
      break;
    }
  }
  return { mask, count, last };
}

function parity(x: number): boolean {
  x ^= x >>> 16;
  x ^= x >>> 8;
  x ^= x >>> 4;
  x ^= x >>> 2;
  x ^= x >>> 1;
  return (x & 1) === 1;
}

/**
 * Looks for an arithmetic period with a positive saltus in computed values: the least p (up to a
 * quarter of the values, at most 4096) and its least n0 with G(n + p) = G(n) + s, s > 0, for
 * every computed n >= n0, where the part from n0 spans at least two periods and half the values.
 * Evidence only, never a proof. Time O(length) per p tried in practice (most fail at the end).
 */
function arithmeticPeriod(
  values: GrundyValues,
): { preperiod: number; period: number; saltus: number } | null {
  const length = values.length;
  for (let p = 1; 4 * p <= length && p <= 4096; p++) {
    const s = values[length - 1] - values[length - 1 - p];
    if (s <= 0) continue;
    let n = length - 1 - p;
    while (n >= 0 && values[n + p] - values[n] === s) n--;
    const n0 = n + 1;
    const tail = length - n0;
    if (tail >= 2 * p && 2 * tail >= length) return { preperiod: n0, period: p, saltus: s };
  }
  return null;
}

/**
 * Computes one census row of the octal game `code`: Grundy values by the rare-value method (see
 * `takeAndBreakGrundy`) in doubling stages from 256 heaps up to `limit`, stopping as soon as the
 * octal periodicity theorem proves a period (`heapPeriodicity`); then the largest value and the
 * first heap with it, and the rare values ({@link rareValues}) of the heaps computed. When no
 * ordinary period is found, the values are checked for an arithmetic period with a positive
 * saltus (reported unproved, as evidence). A proved period makes the largest value exact for
 * every heap; otherwise it is the largest among the heaps computed.
 *
 * Time: up to twice the cost of `takeAndBreakGrundy(game, limit)`; memory O(limit).
 *
 * @param code An octal code such as `"0.106"` (as `parseOctalCode` reads it).
 * @param limit The largest heap size to compute, 0 to 2^24.
 * @param options A progress callback.
 * @returns The row.
 * @throws {TypeError} If `code` is not a string or `limit` not a number.
 * @throws {SyntaxError} If `code` is not an octal code.
 * @throws {RangeError} If `limit` is out of range.
 *
 * @example Kayles (0.77): preperiod 71, period 12 (Winning Ways, ch. 4)
 * ```ts
 * import { octalCensusRow } from "@cgt/impartial/census";
 * import assert from "node:assert/strict";
 *
 * const row = octalCensusRow("0.77", 4096);
 * assert.equal(row.preperiod, 71);
 * assert.equal(row.period, 12);
 * assert.equal(row.proved, true);
 * assert.deepEqual(row.largest, { n: 27, value: 8 });
 * ```
 */
export function octalCensusRow(
  code: string,
  limit: number,
  options: OctalCensusRowOptions = {},
): OctalCensusRow {
  if (typeof code !== "string") {
    throw new TypeError(
      `Cannot compute census row: code must be a string, received ${describe(code)}`,
    );
  }
  checkInteger("compute census row", "limit", limit, 0, MAX_HEAP_SIZE);
  checkOptions("compute census row", options);
  const game = parseOctalCode(code);
  const started = performance.now();
  const grundyOptions = options.onProgress ? { onProgress: options.onProgress } : {};
  let n = Math.min(limit, 256);
  let values: GrundyValues;
  let found;
  for (;;) {
    values = takeAndBreakGrundy(game, n, grundyOptions);
    found = heapPeriodicity(game, values, { maxN: n });
    if (found?.proved || n >= limit) break;
    n = Math.min(limit, 2 * n);
  }
  let preperiod = found?.preperiod ?? null;
  let period = found?.period ?? null;
  let saltus = 0;
  if (found === null) {
    const arithmetic = arithmeticPeriod(values);
    if (arithmetic) ({ preperiod, period, saltus } = arithmetic);
  }
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  const rare = rareValues(values);
  return {
    code: game.name,
    limit,
    preperiod,
    period,
    saltus,
    proved: found?.proved ?? false,
    provedBound: found?.proved ? found.bound : null,
    largest: { n: best, value: values[best] },
    rareMask: rare.mask.toString(16),
    rareCount: rare.count,
    lastRare: rare.last,
    computedTo: values.length - 1,
    seconds: Math.round(performance.now() - started) / 1000,
  };
}
