/**
 * Argument checks shared by this package's exported functions: messages in the library's
 * "Cannot <what>: <why>, received <value>" form, describing the received value without running
 * any of the caller's code (no getter, proxy trap or `toString` is called).
 *
 * @module
 */

/**
 * Describes `value` for an error message: primitives as written (strings quoted,
 * bigints as their digits), other values by kind, at most 40 characters.
 */
export function describeValue(value: unknown): string {
  const short = (text: string) => text.length <= 40 ? text : `${text.slice(0, 37)}...`;
  switch (typeof value) {
    case "string":
      return short(JSON.stringify(value));
    case "bigint":
      return short(`${value}`);
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
      return value === null ? "null" : "an object";
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
    throw new RangeError(
      `Cannot ${what}: ${name} must be an integer from ${min} to ${max}, received ${
        describeValue(value)
      }`,
    );
  }
  return n;
}
