/**
 * Whether the Options panel's "Canonical only" filter has anything to act on, and if not, the
 * short reason the page shows in its place (no engine and no DOM, so the page bundle stays small).
 *
 * @module
 */

import type { GameSummary, LoopyAnalysis, LoopyBoardAnalysis } from "./compute.ts";

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
 * assert.equal(canonicalFilterNote({ id: 1, value: "*", outcome: "N", hasOptions: true }), undefined);
 * assert.match(canonicalFilterNote({ id: 0, value: "0", outcome: "P", hasOptions: false }) ?? "", /no options/);
 * ```
 */
export function canonicalFilterNote(
  shown: GameSummary | LoopyAnalysis | LoopyBoardAnalysis,
): string | undefined {
  if ("loopy" in shown) return "nothing to filter: a loopy value's options are not listed";
  if ("left" in shown) {
    return "nothing to filter: a loopy board's moves are not sorted into canonical and dominated ones";
  }
  return shown.hasOptions ? undefined : "nothing to filter: this game has no options";
}
