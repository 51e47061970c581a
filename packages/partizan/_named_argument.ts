/**
 * Named arguments of notation calls (private; `notation.ts` re-exports them): CGSuite passes a
 * ruleset schema's parameters by name, `GenToadsAndFrogs(maxJump => 2)`, and `cgt` reads them
 * the same way inside a call, `genToadsAndFrogs("tt..ff", maxJump => 2)`. Their values are
 * CGScript literals, kept as a small tree for the called function to check.
 *
 * @module
 */

import { typeFail } from "./_check.ts";

/**
 * The value of a named argument, as CGScript writes it: an integer (`2`, as a bigint), `true`
 * or `false`, a double-quoted string (without its quotes), a name (`inf`, `Left`,
 * `Coordinates.Compass`, as `{ word }`), a list `[a, b]`, a set `{a, b}`, a map
 * `{Left => 0, Right => 0}` or a tuple `(1, 0)`.
 */
export type NamedValue =
  | bigint
  | boolean
  | string
  | { readonly word: string }
  | { readonly list: readonly NamedValue[] }
  | { readonly set: readonly NamedValue[] }
  | { readonly map: readonly (readonly [NamedValue, NamedValue])[] }
  | { readonly tuple: readonly NamedValue[] };

/** A named argument `option => value` of a call. */
export interface NamedArgument {
  /** The parameter's name, as written (`maxJump`). */
  readonly option: string;
  /** Its value. */
  readonly value: NamedValue;
}

/**
 * Whether an argument of a notation call is a named argument (`maxJump => 2`) rather than a
 * string, an integer or a game.
 *
 * @param argument An argument passed to a notation function.
 * @returns True for a named argument.
 *
 * @example
 * ```ts
 * import { isNamedArgument, parseGame } from "@cgt/partizan/notation";
 * import { integer } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * const seen: unknown[] = [];
 * const f = (args: unknown[]) => {
 *   seen.push(...args);
 *   return integer(0);
 * };
 * parseGame('f("x", maxJump => 2, allowFriendlyJump => true)', { functions: { f } });
 * assert.deepEqual(seen.map(isNamedArgument), [false, true, true]);
 * assert.deepEqual(seen[1], { option: "maxJump", value: 2n });
 * ```
 */
export function isNamedArgument(argument: unknown): argument is NamedArgument {
  return typeof argument === "object" && argument !== null &&
    typeof (argument as { option?: unknown }).option === "string" &&
    Object.hasOwn(argument, "value") && Object.keys(argument).length === 2;
}

/**
 * Writes the value of a named argument back as CGScript, as the notation reads it (for
 * messages that quote what was received).
 *
 * @param value A value from a {@link NamedArgument}.
 * @returns Its text.
 *
 * @example
 * ```ts
 * import { formatNamedValue } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatNamedValue({ list: [{ word: "Left" }, 2n, true] }), "[Left, 2, true]");
 * assert.equal(
 *   formatNamedValue({ map: [[{ word: "Left" }, { set: [1n, 2n] }]] }),
 *   "{Left => {1, 2}}",
 * );
 * ```
 */
export function formatNamedValue(value: NamedValue): string {
  return formatValue(value, 0);
}

/** The deepest nesting {@link formatNamedValue} writes (the parser nests no deeper). */
const MAX_VALUE_DEPTH = 1000;

/** Whether `x` is a readonly array of which every item passes `item`. */
function arrayOf(x: unknown, item: (y: unknown) => boolean): boolean {
  return Array.isArray(x) && x.every(item);
}

function formatValue(value: NamedValue, depth: number): string {
  const what = "format named value";
  if (depth > MAX_VALUE_DEPTH) {
    throw new RangeError(
      `Cannot ${what}: it nests deeper than ${MAX_VALUE_DEPTH} levels, received a value that deep`,
    );
  }
  const inner = (v: NamedValue) => formatValue(v, depth + 1);
  switch (typeof value) {
    case "bigint":
    case "boolean":
      return String(value);
    case "string":
      return JSON.stringify(value);
    case "object": {
      if (value === null) break;
      const v = value as Record<string, unknown>;
      const keys = Object.keys(v);
      if (keys.length !== 1) break;
      if (typeof v.word === "string") return v.word;
      if (arrayOf(v.list, () => true)) return `[${(v.list as NamedValue[]).map(inner).join(", ")}]`;
      if (arrayOf(v.set, () => true)) return `{${(v.set as NamedValue[]).map(inner).join(", ")}}`;
      if (arrayOf(v.tuple, () => true)) {
        return `(${(v.tuple as NamedValue[]).map(inner).join(", ")})`;
      }
      if (arrayOf(v.map, (e) => Array.isArray(e) && e.length === 2)) {
        const pairs = v.map as [NamedValue, NamedValue][];
        return `{${pairs.map(([k, x]) => `${inner(k)} => ${inner(x)}`).join(", ")}}`;
      }
      break;
    }
  }
  return typeFail(
    what,
    "expected an integer (bigint), boolean, string, { word }, { list }, { set }, { tuple } or { map }",
    value,
  );
}
