// Private argument checks shared by the public functions of this package: each throws the
// library's own TypeError (wrong shape) or RangeError (out of range) in the form
// "Cannot <what>: <why>, received <value>", where `what` completes "Cannot ...".

import { describeValue } from "@cgt/core/describe-value";

/**
 * A short description of a received value for an error message (`describeValue` of
 * `@cgt/core`): at most 40 characters, and it runs no code of the value's own.
 */
export const describe: (value: unknown) => string = describeValue;

/**
 * Throws a TypeError unless `value` is a number, and a RangeError unless it is an integer from
 * `min` to `max` (both safe integers); returns it.
 */
export function checkInteger(
  what: string,
  name: string,
  value: unknown,
  min = 0,
  max: number = Number.MAX_SAFE_INTEGER,
): number {
  if (typeof value !== "number") {
    throw new TypeError(`Cannot ${what}: ${name} must be a number, received ${describe(value)}`);
  }
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER
      ? (min === 0 ? "a non-negative integer" : `an integer of at least ${min}`)
      : `an integer from ${min} to ${max}`;
    throw new RangeError(`Cannot ${what}: ${name} must be ${range}, received ${describe(value)}`);
  }
  return value;
}

/**
 * Throws a TypeError unless `value` is iterable (an array, a set, a generator...) and not a
 * string (never a list of numbers or positions in this package).
 */
export function checkIterable(what: string, name: string, value: unknown): void {
  if (
    value === null || value === undefined || typeof value === "string" ||
    typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== "function"
  ) {
    throw new TypeError(`Cannot ${what}: ${name} must be iterable, received ${describe(value)}`);
  }
}

/**
 * Throws a TypeError unless `position` is an array of numbers, and a RangeError unless they are
 * integers from 0 to `max` (O(length)).
 */
export function checkHeapList(what: string, position: unknown, max: number): void {
  if (!Array.isArray(position)) {
    throw new TypeError(
      `Cannot ${what}: a position is an array of heap sizes, received ${describe(position)}`,
    );
  }
  for (const h of position) checkInteger(what, "a heap size", h, 0, max);
}

/** Throws a TypeError unless `value` is an array. */
export function checkArray(what: string, name: string, value: unknown): void {
  if (!Array.isArray(value)) {
    throw new TypeError(`Cannot ${what}: ${name} must be an array, received ${describe(value)}`);
  }
}

/**
 * Reads an optional numeric option: `fallback` when it is undefined, otherwise it must be a
 * number (a TypeError if not; the caller checks the range).
 */
export function numberOption(what: string, name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number") {
    throw new TypeError(`Cannot ${what}: ${name} must be a number, received ${describe(value)}`);
  }
  return value;
}

/** Throws a TypeError unless `options` is undefined or an object (an options bag). */
export function checkOptions(what: string, options: unknown): void {
  if (options !== undefined && (typeof options !== "object" || options === null)) {
    throw new TypeError(
      `Cannot ${what}: options must be an object, received ${describe(options)}`,
    );
  }
}

/**
 * Throws a TypeError unless `game` has the shape of an `ImpartialGame`: an object with an
 * `options()` method, and `key()` and `components()` methods where present.
 */
export function checkGame(what: string, game: unknown): void {
  const shape = game as { options?: unknown; key?: unknown; components?: unknown } | null;
  if (
    (typeof game !== "object" && typeof game !== "function") || shape === null ||
    typeof shape.options !== "function" ||
    (shape.key !== undefined && typeof shape.key !== "function") ||
    (shape.components !== undefined && typeof shape.components !== "function")
  ) {
    throw new TypeError(
      `Cannot ${what}: expected a game with an options() method, received ${describe(game)}`,
    );
  }
}

/**
 * The error for an argument that failed a number check: a TypeError when `value` is not a number
 * at all (a bigint, a string...), a RangeError when it is a number out of range.
 */
export function numberError(value: unknown, message: string): TypeError | RangeError {
  return typeof value === "number" ? new RangeError(message) : new TypeError(message);
}

/**
 * Reads `options.maxOptions` of a move listing: Infinity when absent, otherwise a non-negative
 * integer (a TypeError for another type or a non-object `options`, a RangeError out of range).
 */
export function maxOptionsOf(what: string, options: unknown): number {
  checkOptions(what, options);
  const value = (options as { maxOptions?: unknown } | undefined)?.maxOptions;
  const max = numberOption(what, "maxOptions", value, Infinity);
  if (max !== Infinity && !(Number.isInteger(max) && max >= 0)) {
    throw new RangeError(
      `Cannot ${what}: maxOptions must be a non-negative integer, received ${describe(max)}`,
    );
  }
  return max;
}
