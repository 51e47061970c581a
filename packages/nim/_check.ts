// Private argument checks shared by the public functions of this package: each throws the
// library's own TypeError or RangeError in the form "Cannot <what>: <why>, received <value>".

import { describeValue } from "@cgt/core/describe-value";

/**
 * A short description of a received value for an error message (`describeValue` of
 * `@cgt/core`): at most 40 characters, and it runs no code of the value's own.
 */
export const describe: (value: unknown) => string = describeValue;

/** Throws a TypeError unless `options` is undefined or an object (an options bag). */
export function checkOptions(what: string, options: unknown): void {
  if (options !== undefined && (typeof options !== "object" || options === null)) {
    throw new TypeError(
      `Cannot ${what}: options must be an object, received ${describe(options)}`,
    );
  }
}

/** Reads an optional boolean option: `false` when undefined, a TypeError unless a boolean. */
export function booleanOption(what: string, name: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") {
    throw new TypeError(`Cannot ${what}: ${name} must be a boolean, received ${describe(value)}`);
  }
  return value;
}

/**
 * The error for an argument that failed a number check: a TypeError when `value` is not a number
 * at all (a bigint, a string...), a RangeError when it is a number out of range.
 */
export function numberError(value: unknown, message: string): TypeError | RangeError {
  return typeof value === "number" ? new RangeError(message) : new TypeError(message);
}
