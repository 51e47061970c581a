/**
 * Toads and Frogs: toads (`T`, Left) move right, frogs (`F`, Right) move left, by a step into
 * an empty cell or a jump over one opposing creature (or, in CGSuite's generalised game, over up
 * to `maxJump` of them).
 *
 * @module
 */

import { checkIntegerIn } from "../_check.ts";
import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import {
  creatureMoves,
  meeting,
  oneSided,
  searchRuleset,
  toadsParts,
  type ToadsPosition,
  toPosition,
} from "../_toads_and_frogs.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** The longest row {@link toadsAndFrogs} accepts. */
export const MAX_TOADS_AND_FROGS_LENGTH = 64;

/** The longest jump {@link toadsAndFrogs} accepts (a row has at most 64 cells). */
export const MAX_TOADS_AND_FROGS_JUMP = 62;

/**
 * Checks a Toads and Frogs row: a string over `T`, `F` and `.` (lower-case `t` and `f` are read
 * too, as CGSuite does).
 *
 * @param row The row, at most {@link MAX_TOADS_AND_FROGS_LENGTH} cells.
 * @returns The row, in capitals.
 * @throws {TypeError} If `row` is not a string.
 * @throws {SyntaxError} If it has another character.
 * @throws {RangeError} If it is longer than 64 cells.
 *
 * @example
 * ```ts
 * import { parseToadsAndFrogs } from "@cgt/rulesets/toads-and-frogs";
 * import assert from "node:assert/strict";
 *
 * assert.equal(parseToadsAndFrogs("TT..FF"), "TT..FF");
 * assert.equal(parseToadsAndFrogs("tt..ff"), "TT..FF");
 * assert.throws(() => parseToadsAndFrogs("TX"), SyntaxError);
 * ```
 */
export function parseToadsAndFrogs(row: string): string {
  if (typeof row !== "string") {
    throw new TypeError(
      `Cannot read Toads and Frogs row: expected a string of T, F and ., received ${typeof row}`,
    );
  }
  const bad = /[^TFtf.]/.exec(row);
  if (bad) {
    throw new SyntaxError(
      `Cannot read Toads and Frogs row: unexpected character "${row[bad.index]}" at position ${
        bad.index + 1
      } (allowed: T F .), received "${row}"`,
    );
  }
  if (row.length > MAX_TOADS_AND_FROGS_LENGTH) {
    throw new RangeError(
      `Cannot read Toads and Frogs row: a row has at most ${MAX_TOADS_AND_FROGS_LENGTH} cells, this one has ${row.length}, received "${row}"`,
    );
  }
  return row.toUpperCase();
}

/**
 * The rules of Toads and Frogs with jumps over up to `maxJump` creatures: CGSuite's
 * `GenToadsAndFrogs(maxJump)`. Left moves a toad `T` one cell right into an empty cell, or jumps
 * it over `j` frogs directly to its right, 1 <= j <= `maxJump`, into the empty cell beyond;
 * Right moves frogs left the same way. `maxJump` 1 is Toads and Frogs, 0 is Elephants and
 * Rhinos. Components: the row is cut at every block of `maxJump + 1` toads followed by
 * `maxJump + 1` frogs (which can never change), and, when nobody jumps, between every frog and
 * a toad after it; the parts are stripped of frogs stuck at the left end and toads stuck at the
 * right end. A part with toads only (or frogs only) is valued without
 * search: its creatures can only step, so it is the integer number of steps left. The key is
 * the row itself.
 *
 * @param maxJump The most creatures a jump may cross, an integer (number or bigint) from 0 to
 * {@link MAX_TOADS_AND_FROGS_JUMP}.
 * @returns The ruleset (one object per `maxJump`, made on first use).
 * @throws {RangeError} If `maxJump` is out of range.
 *
 * @example Jumps over two frogs
 * ```ts
 * import { toadsAndFrogsRuleset } from "@cgt/rulesets/toads-and-frogs";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...toadsAndFrogsRuleset(2).leftOptions("TFF.")], [".FFT"]);
 * assert.deepEqual([...toadsAndFrogsRuleset(1).leftOptions("TFF.")], []);
 * ```
 */
export function toadsAndFrogsRuleset(maxJump: number | bigint): Ruleset<string> {
  const jump = checkJump(maxJump);
  let rules = RULESETS[jump];
  if (rules === undefined) {
    rules = {
      name: jump === 1 ? "Toads and Frogs" : `Toads and Frogs (jumps over up to ${jump})`,
      leftOptions: (s: string): string[] => creatureMoves(s, "T", "F", 1, jump),
      rightOptions: (s: string): string[] => creatureMoves(s, "F", "T", -1, jump),
      key: (s: string): PositionKey => s,
      components: (s: string): string[] => toadsParts(s, jump),
      shortcut: jump === 0 ? (s: string): Game | undefined => oneSided(s) ?? meeting(s) : oneSided,
    };
    RULESETS[jump] = rules;
  }
  return rules;
}

/** The rulesets by `maxJump` (at most 63 of them). */
const RULESETS: (Ruleset<string> | undefined)[] = [];

/** The solvers by `maxJump`, made on first use (at most 63, each bounded by its maxPositions). */
const SOLVERS: (Solver<ToadsPosition> | undefined)[] = [];

function checkJump(maxJump: number | bigint): number {
  return checkIntegerIn(
    "compute Toads and Frogs value",
    "maxJump",
    maxJump,
    0,
    MAX_TOADS_AND_FROGS_JUMP,
  );
}

/**
 * The rules of Toads and Frogs (Winning Ways ch. 1; Erickson, "New Toads and
 * Frogs results", 1996; CGSuite's convention): Left moves a toad `T` one cell
 * right into an empty cell, or jumps it over one frog `F` immediately to its
 * right into the empty cell beyond; Right moves frogs left the same way.
 * This is {@link toadsAndFrogsRuleset} with `maxJump` 1: components are cut
 * at every `TTFF` block, toads-only and frogs-only parts are integers, and the
 * key is the row itself.
 *
 * @example
 * ```ts
 * import { TOADS_AND_FROGS } from "@cgt/rulesets/toads-and-frogs";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...TOADS_AND_FROGS.leftOptions("T.F.")], [".TF."]);
 * assert.deepEqual([...TOADS_AND_FROGS.rightOptions("T.F.")], ["TF.."]);
 * ```
 */
export const TOADS_AND_FROGS: Ruleset<string> = toadsAndFrogsRuleset(1);

/** Options for {@link toadsAndFrogs}. */
export interface ToadsAndFrogsOptions {
  /**
   * The most opposing creatures one jump may cross (CGSuite's `GenToadsAndFrogs(maxJump)`): 1
   * is Toads and Frogs, 0 allows no jumps (Elephants and Rhinos), 2 or more lets a creature jump
   * a run of that many. An integer from 0 to {@link MAX_TOADS_AND_FROGS_JUMP}.
   *
   * @default {1}
   */
  maxJump?: number;
}

/**
 * Returns the canonical value of a Toads and Frogs row (toads `T` are Left's
 * and move right, frogs `F` are Right's and move left, `.` is empty), with
 * jumps over up to `maxJump` creatures (default 1, the classic game; in the
 * notation `toads("TT..FF", 2)`, CGSuite's `GenToadsAndFrogs(2)("tt..ff")`).
 * Values are cached across calls, in one solver per `maxJump`, each bounded by
 * its `maxPositions`; every search honours the step budget of `withStepLimit`.
 * Rows of up to 26 cells are searched as one number each (two bit masks: moves,
 * parts and table keys without strings); longer rows as strings until they
 * split into shorter parts.
 *
 * @param row A string over `T`, `F`, `.` (or `t`, `f`), at most 64 cells.
 * @param options The longest jump.
 * @returns The canonical value.
 * @throws {TypeError} If `row` is not a string.
 * @throws {SyntaxError} If it has another character.
 * @throws {RangeError} If it is longer than 64 cells, or `maxJump` is out of range.
 *
 * @example `TFT.TFF` is ^ (Winning Ways ch. 1)
 * ```ts
 * import { toadsAndFrogs } from "@cgt/rulesets/toads-and-frogs";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(toadsAndFrogs("TFT.TFF")), "^");
 * assert.equal(formatGame(toadsAndFrogs("T..F")), "0");
 * // CGSuite's test suite: GenToadsAndFrogs(2)("tttt..fff")
 * assert.equal(formatGame(toadsAndFrogs("TTTT..FFF", { maxJump: 2 })), "{1/2*|v}");
 * ```
 */
export function toadsAndFrogs(row: string, options: ToadsAndFrogsOptions = {}): Game {
  const jump = checkJump(options.maxJump ?? 1);
  const parsed = parseToadsAndFrogs(row);
  let solver = SOLVERS[jump];
  if (solver === undefined) {
    solver = new Solver(searchRuleset(jump));
    SOLVERS[jump] = solver;
  }
  return solver.value(toPosition(parsed));
}
