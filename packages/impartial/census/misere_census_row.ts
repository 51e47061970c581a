/**
 * One row of a misère census: the misère quotient of one octal code at a heap bound, or where a
 * limit stopped it.
 *
 * @module
 */

import { LimitError, withStepLimit } from "@cgt/core/limits";
import { checkInteger, checkOptions, describe } from "../_check.ts";
import { parseOctalCode } from "../octal_game.ts";
import { MAX_QUOTIENT_HEAP, MisereQuotient } from "../misere/misere_quotient.ts";

/** One row of a misère census. */
export interface MisereCensusRow {
  /** The octal code, such as `"0.75"`. */
  code: string;
  /** The heap bound asked for: the quotient of the sums of heaps 0..heap. */
  heap: number;
  /** The element limit it was computed with. */
  maxElements: number;
  /** The work budget it was computed with. */
  maxSteps: number;
  /** The largest heap the quotient covers: `heap`, or less when a limit stopped it. */
  reached: number;
  /** The number of elements of the quotient of heaps 0..reached. */
  order: number;
  /** The number of its P-positions (elements in the P-portion). */
  pPortionSize: number;
  /** Its presentation and P-portion, as `MisereQuotient.format()` writes them. */
  presentation: string;
  /** Why the quotient stops short of `heap` (a limit's message), or `null` when it reached it. */
  stopped: string | null;
  /** Wall-clock seconds (not part of the result's identity). */
  seconds: number;
}

/** Options for {@link misereCensusRow}. */
export interface MisereCensusRowOptions {
  /**
   * The most elements a quotient (or candidate) may have (`MisereQuotient`'s `maxElements`).
   *
   * @default {4096}
   */
  maxElements?: number;
  /**
   * The work budget in steps (`withStepLimit` of `@cgt/core/limits`), for each code.
   *
   * @default {100000000}
   */
  maxSteps?: number;
}

/**
 * Computes the misère quotient of the octal game `code` restricted to the sums of heaps
 * 0..`heap` (Plambeck and Siegel's quotients, built by `MisereQuotient`), heap by heap; when the
 * element limit or the work budget stops it at some heap, the row keeps the quotient of the heaps
 * before that one and says why it stopped.
 *
 * Time and memory: those of `MisereQuotient`, bounded by `maxElements` (memory grows with its
 * square) and `maxSteps`.
 *
 * @param code An octal code such as `"0.75"`.
 * @param heap The heap bound, 0 to `MAX_QUOTIENT_HEAP`.
 * @param options The element limit and work budget.
 * @returns The row.
 * @throws {TypeError} If `code` is not a string or `heap` not a number.
 * @throws {SyntaxError} If `code` is not an octal code.
 * @throws {RangeError} If `heap` or an option is out of range.
 *
 * @example 0.75's quotient (Plambeck and Siegel, Misère quotients for impartial games, 2008)
 * ```ts
 * import { misereCensusRow } from "@cgt/impartial/census";
 * import assert from "node:assert/strict";
 *
 * const row = misereCensusRow("0.75", 30);
 * assert.equal(row.order, 8);
 * assert.equal(row.presentation, "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}");
 * assert.equal(row.stopped, null);
 * assert.match(misereCensusRow("0.77", 40, { maxElements: 16 }).stopped ?? "", /more than 16/);
 * ```
 */
export function misereCensusRow(
  code: string,
  heap: number,
  options: MisereCensusRowOptions = {},
): MisereCensusRow {
  const what = "compute misère census row";
  if (typeof code !== "string") {
    throw new TypeError(`Cannot ${what}: code must be a string, received ${describe(code)}`);
  }
  checkInteger(what, "heap", heap, 0, MAX_QUOTIENT_HEAP);
  checkOptions(what, options);
  const maxElements = options.maxElements ?? 4096;
  const maxSteps = options.maxSteps ?? 100_000_000;
  checkInteger(what, "maxSteps", maxSteps);
  const game = parseOctalCode(code);
  const started = performance.now();
  const q = new MisereQuotient(game, 0, { maxElements });
  let stopped: string | null = null;
  try {
    withStepLimit(maxSteps, () => q.extend(heap));
  } catch (error) {
    if (!(error instanceof LimitError)) throw error;
    stopped = `${error.message} (at heap ${q.bound + 1})`;
  }
  return {
    code: game.name,
    heap,
    maxElements,
    maxSteps,
    reached: q.bound,
    order: q.order,
    pPortionSize: q.pPortionSize,
    presentation: q.format(),
    stopped,
    seconds: Math.round(performance.now() - started) / 1000,
  };
}
