/**
 * Argument checks shared by the exported functions of this package: each throws the library's
 * own `TypeError` or `RangeError` in the "Cannot <what>: <why>, received <value>" form, and
 * describes the received value without ever running user code (no getter, proxy trap or
 * `toString` of the caller's is called).
 *
 * @module
 */

import { describeValue } from "@cgt/core/describe-value";

export { describeValue };

/** Throws a TypeError `Cannot <what>: <why>, received <value>`. */
export function typeFail(what: string, why: string, value: unknown): never {
  throw new TypeError(`Cannot ${what}: ${why}, received ${describeValue(value)}`);
}

/** Checks that `value` is a safe integer number within `[min, max]`. */
export function checkSafeInteger(
  what: string,
  name: string,
  value: unknown,
  min: number = Number.MIN_SAFE_INTEGER,
  max: number = Number.MAX_SAFE_INTEGER,
): number {
  if (typeof value !== "number") typeFail(what, `${name} must be an integer number`, value);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = min === Number.MIN_SAFE_INTEGER
      ? max === Number.MAX_SAFE_INTEGER ? "a safe integer" : `an integer at most ${max}`
      : max === Number.MAX_SAFE_INTEGER
      ? `an integer of at least ${min}`
      : `an integer from ${min} to ${max}`;
    throw new RangeError(
      `Cannot ${what}: ${name} must be ${range}, received ${describeValue(value)}`,
    );
  }
  return value;
}

/** Checks that `value` is a string. */
export function checkString(what: string, name: string, value: unknown): string {
  if (typeof value !== "string") typeFail(what, `${name} must be a string`, value);
  return value;
}

/** Checks that `value` is iterable (and not a string) and returns its elements as an array. */
export function checkIterable(what: string, name: string, value: unknown): unknown[] {
  if (
    typeof value !== "object" || value === null ||
    typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== "function"
  ) {
    typeFail(what, `${name} must be an iterable`, value);
  }
  return [...(value as Iterable<unknown>)];
}

/**
 * Checks that `value` has the shape of a ruleset: an object with `leftOptions` and
 * `rightOptions` functions, and functions (or nothing) for `key`, `components`, `shortcut` and
 * `valueParts`.
 */
export function checkRuleset(what: string, value: unknown): void {
  const r = value as Record<string, unknown>;
  if (
    r === null || typeof r !== "object" || typeof r.leftOptions !== "function" ||
    typeof r.rightOptions !== "function"
  ) {
    typeFail(what, "a ruleset needs leftOptions() and rightOptions() functions", value);
  }
  for (const name of ["key", "components", "shortcut", "valueParts"]) {
    if (r[name] !== undefined && typeof r[name] !== "function") {
      typeFail(what, `a ruleset's ${name} must be a function when given`, r[name]);
    }
  }
}

/** Checks that `value` is an options object or undefined, and returns an object. */
export function checkOptions<T extends object>(what: string, value: T | undefined): T {
  if (value === undefined) return {} as T;
  if (value === null || typeof value !== "object") {
    typeFail(what, "options must be an object", value);
  }
  return value;
}

/** Whether `value` is a dyadic rational { numerator, exponent } in lowest terms. */
export function isDyadicValue(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { numerator, exponent } = value as { numerator: unknown; exponent: unknown };
  return typeof numerator === "bigint" && typeof exponent === "number" &&
    Number.isSafeInteger(exponent) && exponent >= 0 &&
    (exponent === 0 || (numerator & 1n) === 1n);
}
