// Private input checks shared by the heap games of this package.

import { describe } from "./_check.ts";

/**
 * Throws a TypeError unless `heaps` is an array of numbers, a RangeError unless they are
 * non-negative safe integers.
 * `what` completes "Cannot ..." in the message.
 */
export function checkHeaps(heaps: readonly number[], what: string, name = "heap sizes"): void {
  if (!Array.isArray(heaps)) {
    throw new TypeError(
      `Cannot ${what}: ${name} must be an array of integers, received ${describe(heaps)}`,
    );
  }
  for (const h of heaps) {
    if (typeof h !== "number") {
      throw new TypeError(`Cannot ${what}: ${name} must be numbers, received ${describe(h)}`);
    }
    if (!Number.isSafeInteger(h) || h < 0) {
      throw new RangeError(
        `Cannot ${what}: ${name} must be non-negative integers, received ${describe(h)}`,
      );
    }
  }
}

/** Throws a TypeError unless `value` is a number, a RangeError unless a safe integer in `[min, max]`. */
export function checkInt(
  value: number,
  what: string,
  name: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): void {
  if (typeof value !== "number") {
    throw new TypeError(`Cannot ${what}: ${name} must be a number, received ${describe(value)}`);
  }
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER
      ? (min === 0 ? "a non-negative integer" : `an integer of at least ${min}`)
      : `an integer from ${min} to ${max}`;
    throw new RangeError(`Cannot ${what}: ${name} must be ${range}, received ${describe(value)}`);
  }
}

const TWO_32 = 2 ** 32;

/** The index of the highest set bit of a positive safe integer (0 for 1). */
export function highBit(x: number): number {
  if (x < TWO_32) return 31 - Math.clz32(x);
  return 63 - Math.clz32(Math.floor(x / TWO_32));
}

/** Whether bit `bit` (0 to 52) of the non-negative safe integer `x` is set. */
export function hasBit(x: number, bit: number): boolean {
  if (bit < 32) return (((x % TWO_32) >>> bit) & 1) === 1;
  return ((Math.floor(x / TWO_32) >>> (bit - 32)) & 1) === 1;
}
