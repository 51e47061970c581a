/**
 * The nim-sum (bitwise exclusive or), the value of a disjunctive sum of nimbers.
 *
 * @module
 */

import { checkIterable, describe } from "./_check.ts";

const TWO_32 = 2 ** 32;

/**
 * Returns the nim-sum of `values`: the bitwise exclusive or of their binary
 * expansions, which is the Grundy value of a disjunctive sum of games with
 * those Grundy values (the Sprague–Grundy theorem). The nim-sum of nothing is 0.
 *
 * Exact for every non-negative safe integer (below 2^53): the high and low 32
 * bits are combined separately, unlike JavaScript's `^`, which truncates to 32
 * bits. Use {@link nimSumBigInt} for larger values.
 *
 * @param values Non-negative safe integers.
 * @returns Their nim-sum.
 * @throws {TypeError} If `values` is not iterable or holds a non-number.
 * @throws {RangeError} If a value is not a non-negative safe integer.
 *
 * @example Nim-sums of heaps
 * ```ts
 * import { nimSum } from "@cgt/impartial/nim-sum";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimSum([1, 2, 3]), 0);
 * assert.equal(nimSum([5, 9]), 12);
 * assert.equal(nimSum([2 ** 40, 1]), 2 ** 40 + 1);
 * assert.equal(nimSum(5, 9), 12);
 * ```
 */
export function nimSum(values: Iterable<number>): number;
/**
 * The nim-sum of two values, `a` XOR `b`, exact below 2^53, without building a list (for hot
 * loops).
 *
 * @param a A non-negative safe integer.
 * @param b A non-negative safe integer.
 * @returns Their nim-sum.
 * @throws {TypeError} If `a` or `b` is not a number.
 * @throws {RangeError} If a value is not a non-negative safe integer.
 */
export function nimSum(a: number, b: number): number;
export function nimSum(values: Iterable<number> | number, b?: number): number {
  if (typeof values === "number") {
    const a = values;
    // x >>> 0 === x exactly for the integers in [0, 2^32): the one-word case.
    if (typeof b === "number" && a >>> 0 === a && b >>> 0 === b) return (a ^ b) >>> 0;
    return nimSumOf([a, b!]);
  }
  checkIterable("compute nim-sum", "values", values);
  if (b !== undefined) {
    throw new TypeError(
      `Cannot compute nim-sum: give a list of values or two numbers, received a second argument ${
        describe(b)
      } after a list`,
    );
  }
  return nimSumOf(values);
}

function nimSumOf(values: Iterable<number>): number {
  let low = 0;
  let high = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value) || value < 0) {
      if (typeof value !== "number") {
        throw new TypeError(
          `Cannot compute nim-sum: values must be numbers (nimSumBigInt takes bigints), received ${
            describe(value)
          }`,
        );
      }
      throw new RangeError(
        `Cannot compute nim-sum: values must be non-negative integers, received ${describe(value)}`,
      );
    }
    if (value < TWO_32) {
      low ^= value;
    } else {
      low ^= value % TWO_32;
      high ^= Math.floor(value / TWO_32);
    }
  }
  return (high >>> 0) * TWO_32 + (low >>> 0);
}

/**
 * Returns the nim-sum (bitwise exclusive or) of non-negative bigints of any size.
 *
 * @param values Non-negative bigints.
 * @returns Their nim-sum.
 * @throws {TypeError} If `values` is not iterable or holds a non-bigint.
 * @throws {RangeError} If a value is negative.
 *
 * @example Nim-sum beyond 2^53
 * ```ts
 * import { nimSumBigInt } from "@cgt/impartial/nim-sum";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimSumBigInt([2n ** 64n + 3n, 1n]), 2n ** 64n + 2n);
 * ```
 */
export function nimSumBigInt(values: Iterable<bigint>): bigint {
  checkIterable("compute nim-sum", "values", values);
  let result = 0n;
  for (const value of values) {
    if (typeof value !== "bigint") {
      throw new TypeError(
        `Cannot compute nim-sum: values must be bigints, received ${describe(value)}`,
      );
    }
    if (value < 0n) {
      throw new RangeError(
        `Cannot compute nim-sum: values must be non-negative bigints, received ${describe(value)}`,
      );
    }
    result ^= value;
  }
  return result;
}
