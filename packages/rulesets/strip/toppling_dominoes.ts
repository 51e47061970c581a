/**
 * Toppling Dominoes: a row of dominoes; a player topples one of theirs to
 * the left or right, and it knocks over every domino on that side.
 *
 * @module
 */

import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** The longest row {@link topplingDominoes} accepts. */
export const MAX_TOPPLING_DOMINOES_LENGTH = 64;

/**
 * Checks a Toppling Dominoes row: a string over `L` (Left's, blue), `R`
 * (Right's, red) and `G` (green, either player's).
 *
 * @param row The row, at most {@link MAX_TOPPLING_DOMINOES_LENGTH} dominoes.
 * @returns The row itself.
 * @throws {TypeError} If `row` is not a string.
 * @throws {SyntaxError} If it has another character.
 * @throws {RangeError} If it is longer than 64 dominoes.
 *
 * @example
 * ```ts
 * import { parseTopplingDominoes } from "@cgt/rulesets/toppling-dominoes";
 * import assert from "node:assert/strict";
 *
 * assert.equal(parseTopplingDominoes("LRG"), "LRG");
 * assert.throws(() => parseTopplingDominoes("LX"), SyntaxError);
 * ```
 */
export function parseTopplingDominoes(row: string): string {
  if (typeof row !== "string") {
    throw new TypeError(
      `Cannot read Toppling Dominoes row: expected a string of L, R and G, received ${typeof row}`,
    );
  }
  const bad = /[^LRG]/.exec(row);
  if (bad) {
    throw new SyntaxError(
      `Cannot read Toppling Dominoes row: unexpected character "${bad[0]}" at position ${
        bad.index + 1
      } (allowed: L R G), received "${row}"`,
    );
  }
  if (row.length > MAX_TOPPLING_DOMINOES_LENGTH) {
    throw new RangeError(
      `Cannot read Toppling Dominoes row: a row has at most ${MAX_TOPPLING_DOMINOES_LENGTH} dominoes, this one has ${row.length}, received "${row}"`,
    );
  }
  return row;
}

function topple(s: string, colour: "L" | "R"): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== colour && s[i] !== "G") continue;
    out.push(s.slice(0, i), s.slice(i + 1));
  }
  return out;
}

function reverse(s: string): string {
  return Array.from(s).reverse().join("");
}

/**
 * The rules of Toppling Dominoes (Albert, Nowakowski, Wolfe, Lessons in
 * Play, 2007, ch. 2 and 5; CGSuite's convention): Left chooses a blue (`L`)
 * or green (`G`) domino and topples it left or right, removing it and every
 * domino on that side; Right does the same with red (`R`) or green. A row
 * is one component; its key is the lesser of the row and its mirror image.
 *
 * @example
 * ```ts
 * import { TOPPLING_DOMINOES } from "@cgt/rulesets/toppling-dominoes";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...TOPPLING_DOMINOES.leftOptions("LR")], ["", "R"]);
 * ```
 */
export const TOPPLING_DOMINOES: Ruleset<string> = {
  name: "Toppling Dominoes",
  leftOptions: (s: string): string[] => topple(s, "L"),
  rightOptions: (s: string): string[] => topple(s, "R"),
  key(s: string): PositionKey {
    const r = reverse(s);
    return r < s ? r : s;
  },
};

const SEARCH = new Solver(TOPPLING_DOMINOES);

/**
 * Returns the canonical value of a Toppling Dominoes row. Values are cached
 * across calls.
 *
 * Cost: a row of n dominoes has O(n^2) contiguous sub-rows, each evaluated
 * once.
 *
 * @param row A string over `L`, `R`, `G`, at most 64 dominoes.
 * @returns The canonical value.
 * @throws {TypeError} If `row` is not a string.
 * @throws {SyntaxError} If it has another character.
 * @throws {RangeError} If it is longer than 64 dominoes.
 *
 * @example Lessons in Play: a row of n blue dominoes is n; one green is *
 * ```ts
 * import { topplingDominoes } from "@cgt/rulesets/toppling-dominoes";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(topplingDominoes("LLL")), "3");
 * assert.equal(formatGame(topplingDominoes("G")), "*");
 * assert.equal(formatGame(topplingDominoes("LR")), "*");
 * ```
 */
export function topplingDominoes(row: string): Game {
  return SEARCH.value(parseTopplingDominoes(row));
}
