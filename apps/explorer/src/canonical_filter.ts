/**
 * Whether the Options panel's "Canonical only" filter has anything to act on, and if not, the
 * short reason the page shows in its place (no engine and no DOM, so the page bundle stays small).
 *
 * @module
 */

/**
 * What {@link canonicalFilterNote} reads of the result on show: a loopy value's analysis
 * (`LoopyAnalysis`, marked `loopy`), a loopy board's (`LoopyBoardAnalysis`, with its moves
 * `left`), or a short game's (`Analysis`, saying whether it `hasOptions`).
 */
export type ShownResult =
  | { readonly loopy: true }
  | { readonly left: readonly unknown[] }
  | { readonly hasOptions: boolean };

/**
 * The reason the "Canonical only" filter has nothing to filter in the Options panel of a result,
 * or `undefined` when it has: a short game with options lists them, each marked canonical or not.
 * A loopy value's panel lists no options, a loopy board's moves are listed unmarked (no canonical
 * form to compare them with), and a short game without options lists none.
 *
 * @param shown The result on show: a short game's analysis, a loopy value's, or a loopy board's.
 * @returns The reason, one short sentence fragment, or `undefined`.
 *
 * @example
 * ```ts
 * import { canonicalFilterNote } from "./canonical_filter.ts";
 * import assert from "node:assert/strict";
 *
 * assert.equal(canonicalFilterNote({ hasOptions: true }), undefined);
 * assert.match(canonicalFilterNote({ hasOptions: false }) ?? "", /no options/);
 * assert.match(canonicalFilterNote({ loopy: true }) ?? "", /loopy value/);
 * ```
 */
export function canonicalFilterNote(shown: ShownResult): string | undefined {
  if ("loopy" in shown) return "nothing to filter: a loopy value's options are not listed";
  if ("left" in shown) {
    return "nothing to filter: a loopy board's moves are not sorted into canonical and dominated ones";
  }
  return shown.hasOptions ? undefined : "nothing to filter: this game has no options";
}
