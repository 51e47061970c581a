/**
 * A search over octal codes for misère quotients of a given shape, as Siegel's MisereSolver is
 * used to survey the octal games: for each code of a range, the quotient of heaps 0..n, and
 * whether its order, P-portion and presentation are the ones asked for.
 *
 * @module
 */

import { checkOptions, describe, numberOption } from "../_check.ts";
import { GameLimitError, spendSteps, stepsRemaining } from "@cgt/core/limits";
import { parseOctalCode } from "../octal_game.ts";
import { MAX_QUOTIENT_HEAP } from "./misere_quotient.ts";
import { type MisereCensusRow, misereCensusRow } from "../census/misere_census_row.ts";

export type { MisereCensusRow } from "../census/misere_census_row.ts";

/** The most codes one search (or one {@link octalCodeRange}) takes. */
export const MAX_SEARCH_CODES = 4096;

/** The most digits after the point a code of {@link octalCodeRange} may have. */
export const MAX_SEARCH_CODE_DIGITS = 6;

/**
 * The shape of a misère quotient, as Plambeck and Siegel tell quotients apart (Misère quotients
 * for impartial games, JCTA 2008: "the quotient of order 8 with P-portion {a, b²}" for 0.75):
 * every field given must match; an empty shape matches every finite quotient.
 */
export interface MisereQuotientShape {
  /** The number of elements of the monoid. */
  readonly order?: number;
  /** The number of elements of its P-portion. */
  readonly pPortionSize?: number;
  /**
   * The quotient exactly as {@link MisereQuotient.format} prints it
   * (`"Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}"`): generators are named in heap order,
   * so two games with isomorphic quotients may print them differently.
   */
  readonly presentation?: string;
}

/** Options of {@link searchMisereQuotients}. */
export interface MisereQuotientSearchOptions {
  /**
   * The shape asked for.
   *
   * @default {{}} (every quotient that was finished)
   */
  shape?: MisereQuotientShape;
  /**
   * The most elements of each quotient or candidate (`MisereQuotient`'s `maxElements`).
   *
   * @default {4096}
   */
  maxElements?: number;
  /**
   * The work budget of each code, in steps of `withStepLimit` (`@cgt/core/limits`); a code that
   * needs more is reported unfinished and the search goes on. The whole search also honours
   * any enclosing `withStepLimit`, and stops (with what it found) when that runs out.
   *
   * @default {100000000} (as `misereCensusRow`)
   */
  maxStepsPerCode?: number;
  /** Called after each code with its result (for progress). */
  onCode?: (result: MisereQuotientSearchResult) => void;
}

/**
 * What the search found for one code: its misère census row (`misereCensusRow` of
 * `@cgt/impartial/census`: the heap reached, order, P-portion size, presentation, and why a limit
 * stopped it), and whether it has the shape.
 */
export interface MisereQuotientSearchResult extends MisereCensusRow {
  /** Whether the quotient reached the heap bound and has the shape asked for. */
  readonly matches: boolean;
}

/** What {@link searchMisereQuotients} returns. */
export interface MisereQuotientSearch {
  /** The largest heap n. */
  readonly n: number;
  /** One result per code searched, in the order given. */
  readonly results: readonly MisereQuotientSearchResult[];
  /** The codes whose finished quotient has the shape. */
  readonly matching: readonly string[];
  /**
   * Whether the enclosing budget ran out before every code was searched (then `results` holds
   * the codes done).
   */
  readonly stopped: boolean;
}

function rangeError(why: string, value: unknown): never {
  throw new RangeError(`Cannot list octal codes: ${why}, received ${describe(value)}`);
}

/** Reads `d.ddd` as its digits. */
function codeDigits(code: unknown): number[] {
  if (typeof code !== "string") {
    throw new TypeError(
      `Cannot list octal codes: a bound must be a string such as "0.77", received ${
        describe(code)
      }`,
    );
  }
  const m = /^([04])\.([0-7]*)$/.exec(code);
  if (m === null) {
    throw new SyntaxError(
      `Cannot list octal codes: a bound must be an octal code 0.ddd or 4.ddd with digits 0 to 7, such as "0.77", received ${
        JSON.stringify(code.slice(0, 40))
      }`,
    );
  }
  if (m[2].length > MAX_SEARCH_CODE_DIGITS) {
    rangeError(`a bound may have at most ${MAX_SEARCH_CODE_DIGITS} digits after the point`, code);
  }
  return [Number(m[1]), ...[...m[2]].map(Number)];
}

/**
 * Lists the octal codes from `from` to `to`: every code d0.d1...dk (d0 is 0 or 4, the digits
 * before the point an octal code may have) whose digits, padded with 0s to the longer bound's
 * length, lie between the two padded bounds as base-8 numerals. A code is
 * written without trailing 0s after its first digit (`0.70` is the game `0.7`), so each game
 * comes once: `"0.1"` to `"0.17"` lists 0.1, 0.11, ..., 0.17, and `"0.01"` to `"0.77"` every code
 * of one or two digits that starts with 0.
 *
 * @param from The first code, such as `"0.01"`.
 * @param to The last code, such as `"0.77"`.
 * @returns The codes, in increasing order.
 * @throws {TypeError} If a bound is not a string.
 * @throws {SyntaxError} If a bound is not an octal code.
 * @throws {RangeError} If a bound has more than {@link MAX_SEARCH_CODE_DIGITS} digits after the
 * point, `from` is after `to`, or the range spans more than {@link MAX_SEARCH_CODES} numerals.
 *
 * @example
 * ```ts
 * import { octalCodeRange } from "@cgt/impartial/misere-quotient-search";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(octalCodeRange("0.6", "0.72"), ["0.6", "0.61", "0.62", "0.63", "0.64", "0.65", "0.66", "0.67", "0.7", "0.71", "0.72"]);
 * assert.equal(octalCodeRange("0.001", "0.777").length, 511);
 * ```
 */
export function octalCodeRange(from: string, to: string): string[] {
  const a = codeDigits(from);
  const b = codeDigits(to);
  const length = Math.max(a.length, b.length);
  const value = (digits: number[]) =>
    [...digits, ...new Array(length - digits.length).fill(0)].reduce((v, d) => v * 8 + d, 0);
  const first = value(a);
  const last = value(b);
  if (first > last) rangeError(`the first code must not come after the last (${to})`, from);
  if (last - first + 1 > MAX_SEARCH_CODES) {
    rangeError(`a range may span at most ${MAX_SEARCH_CODES} numerals`, `${from} to ${to}`);
  }
  const out: string[] = [];
  for (let v = first; v <= last; v++) {
    const digits = v.toString(8).padStart(length, "0");
    if (digits[0] !== "0" && digits[0] !== "4") continue;
    const rest = digits.slice(1).replace(/0+$/, "");
    out.push(`${digits[0]}.${rest === "" ? "0" : rest}`);
  }
  return out;
}

function checkShape(shape: unknown): MisereQuotientShape {
  if (shape === null || typeof shape !== "object") {
    throw new TypeError(
      `Cannot search misère quotients: shape must be an object, received ${describe(shape)}`,
    );
  }
  const s = shape as MisereQuotientShape;
  for (const key of ["order", "pPortionSize"] as const) {
    const v = s[key];
    if (v !== undefined && !(Number.isSafeInteger(v) && v >= 1)) {
      throw new RangeError(
        `Cannot search misère quotients: shape.${key} must be a positive integer, received ${
          describe(v)
        }`,
      );
    }
  }
  if (s.presentation !== undefined && typeof s.presentation !== "string") {
    throw new TypeError(
      `Cannot search misère quotients: shape.presentation must be a string, received ${
        describe(s.presentation)
      }`,
    );
  }
  return s;
}

/** Whether a census row reached its heap bound with a quotient of `shape`. */
function hasShape(row: MisereCensusRow, shape: MisereQuotientShape): boolean {
  return row.stopped === null &&
    (shape.order === undefined || row.order === shape.order) &&
    (shape.pPortionSize === undefined || row.pPortionSize === shape.pPortionSize) &&
    (shape.presentation === undefined || row.presentation === shape.presentation);
}

/**
 * For each octal code, builds the misère quotient (Plambeck and Siegel) of the sums of heaps
 * 0..n, one heap at a time, as a misère census does (`misereCensusRow` of
 * `@cgt/impartial/census`), and reports its order, P-portion and presentation, and whether it has
 * the shape asked for: which codes have a finite quotient
 * of that shape up to heap n, as one surveys the octal games with Siegel's MisereSolver. A
 * code whose quotient (or a candidate for it) passes `maxElements`, or whose work passes
 * `maxStepsPerCode`, is reported unfinished, with the heap it reached and the order there (a
 * lower bound: the quotient of heaps 0..n never has fewer elements than that of 0..n-1).
 *
 * Cost: each code costs what `MisereQuotient` costs (it charges the work budget as it goes),
 * plus one step per code and per heap; memory is that of one quotient at a time.
 *
 * @param codes The octal codes (such as {@link octalCodeRange} lists), at most
 * {@link MAX_SEARCH_CODES}.
 * @param n The largest heap, 0 to `MAX_QUOTIENT_HEAP`.
 * @param options The shape, the limits of each code, and progress.
 * @returns The results, and the codes that match.
 * @throws {TypeError} If an argument has the wrong type.
 * @throws {SyntaxError} If a code is not an octal code.
 * @throws {RangeError} If `n`, the number of codes or an option is out of range.
 *
 * @example Which two-digit codes 0.7d have the quotient of 0.75 to heap 12?
 * ```ts
 * import { octalCodeRange, searchMisereQuotients } from "@cgt/impartial/misere-quotient-search";
 * import assert from "node:assert/strict";
 *
 * const search = searchMisereQuotients(octalCodeRange("0.7", "0.77"), 12, { shape: { order: 8, pPortionSize: 2 } });
 * assert.ok(search.matching.includes("0.75"));
 * assert.equal(search.results.find((r) => r.code === "0.75")?.presentation, "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}");
 * ```
 */
export function searchMisereQuotients(
  codes: readonly string[],
  n: number,
  options: MisereQuotientSearchOptions = {},
): MisereQuotientSearch {
  const what = "search misère quotients";
  if (!Array.isArray(codes) || !codes.every((c) => typeof c === "string")) {
    throw new TypeError(
      `Cannot ${what}: codes must be an array of strings, received ${describe(codes)}`,
    );
  }
  if (codes.length > MAX_SEARCH_CODES) {
    throw new RangeError(
      `Cannot ${what}: at most ${MAX_SEARCH_CODES} codes, received ${codes.length}`,
    );
  }
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_QUOTIENT_HEAP) {
    throw new RangeError(
      `Cannot ${what}: the heap bound must be an integer from 0 to ${MAX_QUOTIENT_HEAP}, received ${
        describe(n)
      }`,
    );
  }
  checkOptions(what, options);
  const shape = checkShape(options.shape ?? {});
  const maxElements = numberOption(what, "maxElements", options.maxElements, 4096);
  const perCode = numberOption(what, "maxStepsPerCode", options.maxStepsPerCode, 100_000_000);
  if (!(Number.isSafeInteger(perCode) && perCode >= 1)) {
    throw new RangeError(
      `Cannot ${what}: maxStepsPerCode must be a positive integer, received ${describe(perCode)}`,
    );
  }
  if (options.onCode !== undefined && typeof options.onCode !== "function") {
    throw new TypeError(
      `Cannot ${what}: onCode must be a function, received ${describe(options.onCode)}`,
    );
  }
  // Read every code first, so that a bad one is reported before any work.
  for (const code of codes) parseOctalCode(code);
  const results: MisereQuotientSearchResult[] = [];
  const matching: string[] = [];
  let stopped = false;
  for (const code of codes) {
    // When the enclosing budget has no more left than a code's own, it is the one that binds:
    // a code stopped by the step budget then means the search is out of steps.
    const outerBinds = stepsRemaining() <= perCode;
    if (stepsRemaining() < 1 + n) {
      stopped = true;
      break;
    }
    // One step per code and per heap, besides the quotient's own work.
    spendSteps(1 + n);
    let row: MisereCensusRow;
    try {
      row = misereCensusRow(code, n, { maxElements, maxSteps: perCode });
    } catch (error) {
      // The row catches its own limits; one that escapes it is the enclosing budget's.
      if (!(error instanceof GameLimitError)) throw error;
      stopped = true;
      break;
    }
    if (outerBinds && row.stopped !== null && stepsRemaining() <= 0) {
      stopped = true;
      break;
    }
    const result: MisereQuotientSearchResult = { ...row, matches: hasShape(row, shape) };
    results.push(result);
    if (result.matches) matching.push(result.code);
    options.onCode?.(result);
  }
  return { n, results, matching, stopped };
}
