/**
 * Backsliding Toads and Frogs: Toads and Frogs in which a creature may also step back one cell,
 * so positions can repeat and values are loopy.
 *
 * @module
 */

import type { Ruleset } from "@cgt/partizan/search";
import { type LoopyGame, loopyValue, type LoopyValueOptions } from "@cgt/partizan/loopy-ruleset";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { LoopyGame, LoopyValueOptions } from "@cgt/partizan/loopy-ruleset";

/** The longest row {@link backslidingToadsAndFrogs} accepts. */
export const MAX_BACKSLIDING_LENGTH = 24;

/**
 * The position of {@link BACKSLIDING_TOADS_AND_FROGS} that a row text names: the row in upper
 * case, checked as {@link backslidingToadsAndFrogs} checks it.
 *
 * @param row The row: `T` toads, `F` frogs, `.` empty (lower case is read too).
 * @returns The position.
 * @throws {TypeError} If `row` is not a string.
 * @throws {SyntaxError} If it has a character other than `T`, `F` and `.`.
 * @throws {RangeError} If it has more than {@link MAX_BACKSLIDING_LENGTH} cells.
 *
 * @example
 * ```ts
 * import { backslidingPosition } from "@cgt/rulesets/backsliding-toads-and-frogs";
 * import assert from "node:assert/strict";
 *
 * assert.equal(backslidingPosition("tt..f"), "TT..F");
 * ```
 */
export function backslidingPosition(row: string): string {
  return checkRow(row);
}

function checkRow(row: string): string {
  if (typeof row !== "string") {
    throw new TypeError(
      `Cannot read Backsliding Toads and Frogs row: expected a string of T, F and ., received ${typeof row}`,
    );
  }
  const upper = row.toUpperCase();
  const bad = /[^TF.]/.exec(upper);
  if (bad) {
    throw new SyntaxError(
      `Cannot read Backsliding Toads and Frogs row: unexpected character "${
        row[bad.index]
      }" at position ${bad.index + 1} (allowed: T F .), received "${row}"`,
    );
  }
  if (upper.length > MAX_BACKSLIDING_LENGTH) {
    throw new RangeError(
      `Cannot read Backsliding Toads and Frogs row: a row has at most ${MAX_BACKSLIDING_LENGTH} cells, received "${row}"`,
    );
  }
  return upper;
}

/** The moves of `me` (moving in direction `dir`) over `them`. */
function moves(s: string, me: string, them: string, dir: number): string[] {
  const out: string[] = [];
  const put = (from: number, to: number) => {
    const a = s.split("");
    a[from] = ".";
    a[to] = me;
    out.push(a.join(""));
  };
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== me) continue;
    if (s[i + dir] === ".") put(i, i + dir); // step forward
    if (s[i + dir] === them && s[i + 2 * dir] === ".") put(i, i + 2 * dir); // jump
    if (s[i - dir] === ".") put(i, i - dir); // step back
  }
  return out;
}

/**
 * The ruleset: toads (`T`, Left) move right and frogs (`F`, Right) move left, one step into an
 * empty cell or a jump over one opposing creature into the empty cell beyond, and either may
 * step back one cell into an empty cell (Winning Ways, ch. 11 and 22; CGSuite's
 * `GenToadsAndFrogs(1, backsliding = true)`). Positions are rows over `T`, `F`, `.`.
 *
 * @example
 * ```ts
 * import { BACKSLIDING_TOADS_AND_FROGS } from "@cgt/rulesets/backsliding-toads-and-frogs";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...BACKSLIDING_TOADS_AND_FROGS.leftOptions(".T.")], ["..T", "T.."]);
 * ```
 */
export const BACKSLIDING_TOADS_AND_FROGS: Ruleset<string> = {
  name: "Backsliding Toads and Frogs",
  leftOptions: (s) => moves(s, "T", "F", 1),
  rightOptions: (s) => moves(s, "F", "T", -1),
};

/**
 * The loopy value of a Backsliding Toads and Frogs row (see
 * {@link BACKSLIDING_TOADS_AND_FROGS}; lower-case letters are read too, as CGSuite does).
 * CGSuite's test suite gives `TTT..FFF` = `{on||0|-1/2} & {1/2|0||off}`, which this finds
 * too (560 positions, well under a second; a row of 10, 3150 positions, takes seconds; see
 * bench/results/RESULTS.md).
 *
 * @param row The row, at most {@link MAX_BACKSLIDING_LENGTH} cells.
 * @param options The exploration limit.
 * @returns Its loopy value.
 * @throws {TypeError} If `row` is not a string.
 * @throws {SyntaxError} If it has a character other than T, F and `.`.
 * @throws {RangeError} If it is too long, or its value cannot be found (see `loopyValue`).
 *
 * @example
 * ```ts
 * import { backslidingToadsAndFrogs } from "@cgt/rulesets/backsliding-toads-and-frogs";
 * import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * // The toad can shuffle for ever and the frog-less row gives Right no move: on.
 * assert.equal(formatLoopyGame(backslidingToadsAndFrogs("T..")), "on");
 * assert.equal(formatLoopyGame(backslidingToadsAndFrogs("..F")), "off");
 * ```
 */
export function backslidingToadsAndFrogs(row: string, options: LoopyValueOptions = {}): LoopyGame {
  return loopyValue(BACKSLIDING_TOADS_AND_FROGS, checkRow(row), options);
}
