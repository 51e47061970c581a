/**
 * Argument checks shared by this package's exported functions: messages in the library's
 * "Cannot <what>: <why>, received <value>" form, the value quoted by `@cgt/core`'s
 * `describeValue` (which never runs the caller's code).
 *
 * @module
 */

import { describeValue } from "@cgt/core/describe-value";

export { describeValue };

/**
 * Throws a TypeError `Cannot <what>: <name> must be a number, received <value>` for the first
 * of `names` that `options` gives as anything but a number (a string "5" read as a count would
 * otherwise be refused as out of range, with a message that shows 5).
 */
export function checkNumberOptions(
  what: string,
  options: object,
  names: readonly string[],
): void {
  for (const name of names) {
    const value = (options as Record<string, unknown>)[name];
    if (value !== undefined && typeof value !== "number") {
      typeFail(what, `${name} must be a number`, value);
    }
  }
}

/** Throws a TypeError `Cannot <what>: <why>, received <value>`. */
export function typeFail(what: string, why: string, value: unknown): never {
  throw new TypeError(`Cannot ${what}: ${why}, received ${describeValue(value)}`);
}

/**
 * Returns `value` as a number if it is an integer (a number or a bigint) from `min` to `max`;
 * throws a TypeError for another type and a RangeError out of range.
 */
export function checkIntegerIn(
  what: string,
  name: string,
  value: unknown,
  min: number,
  max: number,
): number {
  if (typeof value !== "number" && typeof value !== "bigint") {
    typeFail(what, `${name} must be an integer from ${min} to ${max}`, value);
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    // The type is right here: the value is written as its digits, as it was typed.
    const digits = String(value);
    const shown = digits.length <= 40 ? digits : `${digits.slice(0, 37)}...`;
    throw new RangeError(
      `Cannot ${what}: ${name} must be an integer from ${min} to ${max}, received ${shown}`,
    );
  }
  return n;
}
