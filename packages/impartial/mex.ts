/**
 * The minimum excludant (mex), the building block of Sprague–Grundy theory.
 *
 * @module
 */

import { checkIterable, describe } from "./_check.ts";

/**
 * Returns the least non-negative integer not in `values`: the minimum
 * excludant, so that the Grundy value of a position is the mex of the Grundy
 * values of its options (Sprague 1935, Grundy 1939).
 *
 * Runs in O(k) time and O(k) memory for k values; values larger than k cannot
 * change the answer and are skipped.
 *
 * @param values Non-negative integers, in any order, repeats allowed.
 * @returns The least non-negative integer that is not among `values`.
 * @throws {TypeError} If `values` is not iterable or holds a non-number.
 * @throws {RangeError} If a value is not a non-negative safe integer.
 *
 * @example The mex of a set of Grundy values
 * ```ts
 * import { mex } from "@cgt/impartial/mex";
 * import assert from "node:assert/strict";
 *
 * assert.equal(mex([]), 0);
 * assert.equal(mex([0, 1, 3]), 2);
 * assert.equal(mex(new Set([1, 2])), 0);
 * ```
 */
export function mex(values: Iterable<number>): number {
  if (!Array.isArray(values)) checkIterable("compute mex", "values", values);
  const list = Array.isArray(values) ? values as number[] : [...values];
  const seen = new Uint8Array(list.length + 1);
  for (const value of list) {
    if (!Number.isSafeInteger(value) || value < 0) {
      if (typeof value !== "number") {
        throw new TypeError(
          `Cannot compute mex: values must be numbers, received ${describe(value)}`,
        );
      }
      throw new RangeError(
        `Cannot compute mex: values must be non-negative integers, received ${describe(value)}`,
      );
    }
    if (value < seen.length) seen[value] = 1;
  }
  let result = 0;
  while (seen[result] === 1) result++;
  return result;
}
