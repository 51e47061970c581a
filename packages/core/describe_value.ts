/**
 * How every package of cgt quotes a value it was given in an error message.
 *
 * @module
 */

/** The most characters of a received value a message quotes. */
const MAX_QUOTED = 40;

function shorten(text: string): string {
  return text.length <= MAX_QUOTED ? text : `${text.slice(0, MAX_QUOTED - 3)}...`;
}

/**
 * Describes `value` for an error message: primitives as written (strings quoted, bigints with
 * their `n`, `-0` as `-0`), other values by kind (`an object`, `an array of length 3`,
 * `a function`, `a symbol`), at most 40 characters. It never calls into `value`: no getter,
 * proxy trap or `toString` of the caller's runs.
 *
 * @param value Anything a caller passed.
 * @returns A short, printable description.
 *
 * @example
 * ```ts
 * import { describeValue } from "@cgt/core/describe-value";
 * import assert from "node:assert/strict";
 *
 * assert.equal(describeValue("x".repeat(100)), `"${"x".repeat(36)}...`);
 * assert.equal(describeValue(12n), "12n");
 * assert.equal(describeValue(Symbol("s")), "a symbol");
 * assert.equal(describeValue([1, 2, 3]), "an array of length 3");
 * ```
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case "string":
      return shorten(JSON.stringify(value));
    case "bigint":
      return shorten(`${value}n`);
    case "number":
      return Object.is(value, -0) ? "-0" : String(value);
    case "boolean":
    case "undefined":
      return String(value);
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    default:
      if (value === null) return "null";
      try {
        return Array.isArray(value) ? `an array of length ${value.length}` : "an object";
      } catch {
        return "an object";
      }
  }
}
