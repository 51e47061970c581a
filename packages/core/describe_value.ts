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
 * their `n`, `-0` as `-0`), symbols by their description, other values by kind (`an object`,
 * `an array`, `a typed array`, `a function`), at most 40 characters. It never calls into `value`: no getter,
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
 * assert.equal(describeValue(Symbol("s")), "Symbol(s)");
 * assert.equal(describeValue([1, 2, 3]), "an array");
 * ```
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case "number":
      return Object.is(value, -0) ? "-0" : String(value);
    case "bigint":
      return shorten(`${value}n`);
    case "string":
      return shorten(JSON.stringify(value));
    case "symbol":
      return shorten(String(value));
    case "boolean":
    case "undefined":
      return String(value);
    case "function":
      return "a function";
    default: {
      if (value === null) return "null";
      try {
        // Array.isArray and ArrayBuffer.isView look through a proxy without a trap; only a
        // revoked proxy makes Array.isArray throw.
        if (Array.isArray(value)) return "an array";
        if (ArrayBuffer.isView(value)) return "a typed array";
      } catch {
        // A revoked proxy: just an object.
      }
      return "an object";
    }
  }
}
