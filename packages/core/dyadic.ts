/**
 * Exact dyadic rationals n / 2^k of any size: the numbers of short games.
 *
 * @module
 */

import { describeValue } from "./describe_value.ts";

/**
 * A dyadic rational `numerator / 2^exponent`, always in lowest terms: the
 * exponent is 0 or the numerator is odd. Immutable; build one with
 * {@link dyadic} or {@link parseDyadic}.
 */
export interface Dyadic {
  /** The numerator, any bigint. */
  readonly numerator: bigint;
  /** The power of two in the denominator, a non-negative integer. */
  readonly exponent: number;
}

/**
 * Returns the dyadic rational `numerator / 2^exponent` in lowest terms.
 *
 * @param numerator The numerator (a number must be a safe integer).
 * @param exponent The power of two in the denominator.
 * @returns The reduced value.
 * @throws {RangeError} If the numerator is not an integer or the exponent is
 * not a non-negative safe integer.
 *
 * @example
 * ```ts
 * import { dyadic, formatDyadic } from "@cgt/core/dyadic";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(dyadic(6, 3)), "3/4");
 * assert.deepEqual(dyadic(4n, 2), { numerator: 1n, exponent: 0 });
 * ```
 */
export function dyadic(numerator: bigint | number, exponent: number = 0): Dyadic {
  if (typeof numerator !== "bigint" && typeof numerator !== "number") {
    throw new TypeError(
      `Cannot make dyadic rational: numerator must be an integer, received ${
        describeValue(numerator)
      }`,
    );
  }
  if (typeof numerator === "number" && !Number.isSafeInteger(numerator)) {
    throw new RangeError(
      `Cannot make dyadic rational: numerator must be an integer, received ${numerator}`,
    );
  }
  if (typeof exponent !== "number") {
    throw new TypeError(
      `Cannot make dyadic rational: exponent must be a non-negative integer, received ${
        describeValue(exponent)
      }`,
    );
  }
  if (!Number.isSafeInteger(exponent) || exponent < 0) {
    throw new RangeError(
      `Cannot make dyadic rational: exponent must be a non-negative integer, received ${exponent}`,
    );
  }
  return makeDyadic(BigInt(numerator), exponent);
}

/**
 * Throws a TypeError unless `d` is a {@link Dyadic} in lowest terms (a bigint numerator, a
 * non-negative safe integer exponent, and an odd numerator when the exponent is positive).
 */
function checkDyadic(what: string, d: unknown): asserts d is Dyadic {
  if (typeof d !== "object" || d === null) {
    throw new TypeError(
      `Cannot ${what}: expected a dyadic rational { numerator, exponent }, received ${
        describeValue(d)
      }`,
    );
  }
  const { numerator, exponent } = d as Dyadic;
  if (typeof numerator !== "bigint") {
    throw new TypeError(
      `Cannot ${what}: a dyadic rational's numerator must be a bigint, received ${
        describeValue(numerator)
      }`,
    );
  }
  if (typeof exponent !== "number" || !Number.isSafeInteger(exponent) || exponent < 0) {
    throw new TypeError(
      `Cannot ${what}: a dyadic rational's exponent must be a non-negative integer, received ${
        describeValue(exponent)
      }`,
    );
  }
  if (exponent !== 0 && (numerator & 1n) === 0n) {
    throw new RangeError(
      `Cannot ${what}: a dyadic rational must be in lowest terms (odd numerator or exponent 0), received ${numerator}/2^${exponent}`,
    );
  }
}

/**
 * Returns `a + b`, exactly.
 *
 * @param a A dyadic rational.
 * @param b A dyadic rational.
 * @returns Their sum in lowest terms.
 *
 * @example
 * ```ts
 * import { addDyadic, dyadic, formatDyadic } from "@cgt/core/dyadic";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(addDyadic(dyadic(1, 1), dyadic(1, 2))), "3/4");
 * ```
 */
export function addDyadic(a: Dyadic, b: Dyadic): Dyadic {
  checkDyadic("add dyadic rationals", a);
  checkDyadic("add dyadic rationals", b);
  return addDyadics(a, b);
}

/**
 * Returns `-a`.
 *
 * @param a A dyadic rational.
 * @returns Its negative.
 *
 * @example
 * ```ts
 * import { dyadic, formatDyadic, negateDyadic } from "@cgt/core/dyadic";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(negateDyadic(dyadic(3, 2))), "-3/4");
 * ```
 */
export function negateDyadic(a: Dyadic): Dyadic {
  checkDyadic("negate dyadic rational", a);
  return negateDyadicValue(a);
}

/**
 * Compares two dyadic rationals.
 *
 * @param a A dyadic rational.
 * @param b A dyadic rational.
 * @returns -1 if `a < b`, 0 if they are equal, 1 if `a > b`.
 *
 * @example
 * ```ts
 * import { compareDyadic, dyadic } from "@cgt/core/dyadic";
 * import assert from "node:assert/strict";
 *
 * assert.equal(compareDyadic(dyadic(1, 1), dyadic(3, 2)), -1);
 * ```
 */
export function compareDyadic(a: Dyadic, b: Dyadic): -1 | 0 | 1 {
  checkDyadic("compare dyadic rationals", a);
  checkDyadic("compare dyadic rationals", b);
  return compareDyadics(a, b);
}

/**
 * Formats a dyadic rational as CGSuite does: an integer, or `n/d` with `d` a
 * power of two (`-3/4`).
 *
 * @param a A dyadic rational.
 * @returns Its notation.
 *
 * @example
 * ```ts
 * import { dyadic, formatDyadic } from "@cgt/core/dyadic";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(dyadic(-5, 3)), "-5/8");
 * assert.equal(formatDyadic(dyadic(7)), "7");
 * ```
 */
export function formatDyadic(a: Dyadic): string {
  checkDyadic("format dyadic rational", a);
  if (a.exponent === 0) return a.numerator.toString();
  return `${a.numerator}/${1n << BigInt(a.exponent)}`;
}

/**
 * Parses an integer or a fraction whose denominator is a power of two
 * (`"5"`, `"-3/4"`, `"6/8"`), reducing it to lowest terms.
 *
 * @param text The notation.
 * @returns The value.
 * @throws {SyntaxError} If `text` is not an integer or a fraction, or the
 * denominator is not a positive power of two.
 *
 * @example
 * ```ts
 * import { formatDyadic, parseDyadic } from "@cgt/core/dyadic";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(parseDyadic("6/8")), "3/4");
 * assert.throws(() => parseDyadic("1/3"), SyntaxError);
 * ```
 */
export function parseDyadic(text: string): Dyadic {
  if (typeof text !== "string") {
    throw new TypeError(`Cannot parse number: expected a string, received ${describeValue(text)}`);
  }
  const match = /^\s*(-?\d+)(?:\s*\/\s*(\d+))?\s*$/.exec(text);
  if (!match) {
    throw new SyntaxError(`Cannot parse number: expected an integer or n/2^k, received "${text}"`);
  }
  const numerator = BigInt(match[1]);
  if (match[2] === undefined) return dyadic(numerator);
  const denominator = BigInt(match[2]);
  if (denominator <= 0n || (denominator & (denominator - 1n)) !== 0n) {
    throw new SyntaxError(
      `Cannot parse number: the denominator must be a power of two, received "${text}"`,
    );
  }
  return dyadic(numerator, denominator.toString(2).length - 1);
}

// The arithmetic itself, after the checks of the exported functions.

/** `n / 2^k` in lowest terms (k a non-negative safe integer). */
function makeDyadic(numerator: bigint, exponent: number): Dyadic {
  let n = numerator;
  let k = exponent;
  if (n === 0n) return { numerator: 0n, exponent: 0 };
  while (k > 0 && (n & 1n) === 0n) {
    n >>= 1n;
    k--;
  }
  return { numerator: n, exponent: k };
}

/** `a + b`. */
function addDyadics(a: Dyadic, b: Dyadic): Dyadic {
  // Integers (the usual case in sums of positions): no shifts and no reduction needed.
  if (a.exponent === 0 && b.exponent === 0) {
    return { numerator: a.numerator + b.numerator, exponent: 0 };
  }
  const k = Math.max(a.exponent, b.exponent);
  const n = (a.numerator << BigInt(k - a.exponent)) + (b.numerator << BigInt(k - b.exponent));
  return makeDyadic(n, k);
}

/** `-a`. */
function negateDyadicValue(a: Dyadic): Dyadic {
  return a.numerator === 0n ? a : { numerator: -a.numerator, exponent: a.exponent };
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
function compareDyadics(a: Dyadic, b: Dyadic): -1 | 0 | 1 {
  const k = Math.max(a.exponent, b.exponent);
  const x = a.numerator << BigInt(k - a.exponent);
  const y = b.numerator << BigInt(k - b.exponent);
  return x < y ? -1 : x > y ? 1 : 0;
}
