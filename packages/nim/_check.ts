// Private argument checks shared by the public functions of this package: each throws the
// library's own TypeError or RangeError in the form "Cannot <what>: <why>, received <value>".

const MAX_DESCRIPTION = 40;

function truncate(text: string): string {
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 3)}...`;
}

/**
 * A short description of a received value for an error message, at most 40 characters. It never
 * throws and runs no code of the value's own (no `toString`, no getter, no proxy trap): numbers,
 * bigints (with an `n`), strings (quoted), symbols, `null` and `undefined` are shown as written;
 * other values by their kind ("an array", "a typed array", "an object", "a function").
 */
export function describe(value: unknown): string {
  switch (typeof value) {
    case "number":
      return Object.is(value, -0) ? "-0" : String(value);
    case "bigint":
      return truncate(`${value}n`);
    case "string":
      return truncate(JSON.stringify(value));
    case "symbol":
      return truncate(String(value));
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
