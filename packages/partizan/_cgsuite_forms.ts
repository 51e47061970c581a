/**
 * CGSuite's forms of a call that a notation function may declare it reads (private;
 * `notation.ts` re-exports what is public): a literal tuple, list or set as an argument
 * (`Wythoff((10, 11))`, `Subtraction([2, 3, 7])`), the ruleset applied to a position
 * (`TakeAndBreak("0.07")(5)`), the name qualified by its CGSuite package
 * (`game.grid.Domineering("..|..")`) and members of the name (`Domineering.ImpartialVariant`).
 * Both notation parsers read them only for a function that declares them.
 *
 * @module
 */

import type { NamedValue } from "./_named_argument.ts";

/**
 * A CGScript literal written as a positional argument of a call: a tuple `(10, 11)`, a list
 * `[2, 3, 7]` or a set `{1, 2}`, its items as a named argument's values are (integers as
 * bigints, strings, names as `{ word }`, nested literals).
 */
export type CgsuiteLiteral =
  | { readonly tuple: readonly NamedValue[] }
  | { readonly list: readonly NamedValue[] }
  | { readonly set: readonly NamedValue[] };

/**
 * What CGSuite forms a notation function reads, beside `name(args)` (attached by
 * {@link withCgsuiteForms}); `F` is the function type of the notation (`GameFunction` or
 * `LoopyGameFunction`).
 */
// deno-lint-ignore no-explicit-any
export interface CgsuiteForms<F extends (...args: any) => unknown> {
  /**
   * The CGSuite package the name belongs to (`"game.grid"`): `game.grid.Domineering(...)` reads
   * as `Domineering(...)`; another package is refused.
   */
  readonly library?: string;
  /**
   * Whether a positional argument may be a {@link CgsuiteLiteral} (passed to the function as
   * that object); without it a literal argument is refused where it stands.
   */
  readonly literals?: boolean;
  /**
   * For a call that is a ruleset applied to a position, `name(rules)(position)`: the function
   * of the position for the rules `name(rules)` gives. Without it, a call is not applied to
   * further arguments.
   */
  readonly apply?: (rules: Parameters<F>[0]) => F;
  /** Functions read as `name.Member(args)` (CGSuite's `Domineering.ImpartialVariant("...")`). */
  readonly members?: Readonly<Record<string, F>>;
}

/** The property a function's forms are kept in. */
const FORMS = "cgsuiteForms";

/**
 * Returns `f` with the CGSuite forms it reads attached, for `parseGame` and `parseLoopyGame`:
 * a copy of `f` (the same calls, its other properties copied) that the parsers call also for
 * those forms.
 *
 * @param f A notation function.
 * @param forms The forms it reads.
 * @returns The function with its forms.
 * @throws {TypeError} If `f` is not a function or `forms` not an object.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame, withCgsuiteForms } from "@cgt/partizan/notation";
 * import { integer } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * // Pair((3, 4)) is 3 + 4; Pair(3)(4) too, as CGSuite applies a ruleset to a position.
 * const sum = (args: unknown[]) => integer(args.reduce((s: number, a) => s + Number(a), 0));
 * const Pair = withCgsuiteForms((args: unknown[]) => {
 *   const [a] = args;
 *   return typeof a === "object" && a !== null && "tuple" in a ? sum(a.tuple as unknown[]) : sum(args);
 * }, {
 *   literals: true,
 *   library: "game.heap",
 *   apply: (rules) => (args) => sum([...rules, ...args]),
 * });
 * const read = (text: string) => formatGame(parseGame(text, { functions: { Pair } }));
 * assert.equal(read("Pair((3, 4))"), "7");
 * assert.equal(read("Pair(3)(4)"), "7");
 * assert.equal(read("game.heap.Pair(3, 4)"), "7");
 * assert.throws(() => read("game.grid.Pair(3, 4)"), SyntaxError);
 * ```
 */
// deno-lint-ignore no-explicit-any
export function withCgsuiteForms<F extends (...args: any) => unknown>(
  f: F,
  forms: CgsuiteForms<F>,
): F & { readonly cgsuiteForms: CgsuiteForms<F> } {
  if (typeof f !== "function") {
    throw new TypeError(
      `Cannot attach CGSuite forms: expected a function, received ${typeof f}`,
    );
  }
  if (typeof forms !== "object" || forms === null) {
    throw new TypeError(
      `Cannot attach CGSuite forms: expected an object of forms, received ${String(forms)}`,
    );
  }
  const g = ((...args: Parameters<F>) => f(...args)) as unknown as F;
  return Object.assign(g, f, { [FORMS]: Object.freeze({ ...forms }) }) as F & {
    readonly cgsuiteForms: CgsuiteForms<F>;
  };
}

/**
 * The CGSuite forms attached to a notation function by {@link withCgsuiteForms}, or undefined
 * for a function that declares none: what a wrapper of the function needs to keep them.
 *
 * @param f A notation function.
 * @returns Its forms, or undefined.
 * @throws {TypeError} If `f` is not a function.
 *
 * @example
 * ```ts
 * import { cgsuiteFormsOf, withCgsuiteForms } from "@cgt/partizan/notation";
 * import { integer } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * const zero = () => integer(0);
 * assert.equal(cgsuiteFormsOf(zero), undefined);
 * assert.equal(cgsuiteFormsOf(withCgsuiteForms(zero, { library: "game.heap" }))?.library, "game.heap");
 * ```
 */
// deno-lint-ignore no-explicit-any
export function cgsuiteFormsOf<F extends (...args: any) => unknown>(
  f: F,
): CgsuiteForms<F> | undefined {
  if (typeof f !== "function") {
    throw new TypeError(`Cannot read CGSuite forms: expected a function, received ${typeof f}`);
  }
  const forms = (f as { [FORMS]?: unknown })[FORMS];
  return typeof forms === "object" && forms !== null ? forms as CgsuiteForms<F> : undefined;
}

/**
 * Whether an argument of a notation call is a {@link CgsuiteLiteral} (`(10, 11)`, `[2, 3]`,
 * `{1, 2}`), as a function that reads them receives it.
 *
 * @param argument An argument passed to a notation function.
 * @returns True for a tuple, list or set literal.
 *
 * @example
 * ```ts
 * import { isCgsuiteLiteral } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.ok(isCgsuiteLiteral({ tuple: [10n, 11n] }));
 * assert.ok(isCgsuiteLiteral({ list: [2n, 3n, 7n] }));
 * assert.ok(!isCgsuiteLiteral({ option: "maxJump", value: 2n }));
 * assert.ok(!isCgsuiteLiteral(5n));
 * ```
 */
export function isCgsuiteLiteral(argument: unknown): argument is CgsuiteLiteral {
  if (typeof argument !== "object" || argument === null) return false;
  const keys = Object.keys(argument);
  return keys.length === 1 && (keys[0] === "tuple" || keys[0] === "list" || keys[0] === "set") &&
    Array.isArray((argument as Record<string, unknown>)[keys[0]]);
}
