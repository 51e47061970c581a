/**
 * Toads and Frogs: toadsAndFrogs (`T`, Left) move right, frogs (`F`, Right) move
 * left, by a step into an empty cell or a jump over one opposing creature.
 *
 * @module
 */

import { type Game, integer } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** The longest row {@link toadsAndFrogs} accepts. */
export const MAX_TOADS_AND_FROGS_LENGTH = 64;

/**
 * Checks a Toads and Frogs row: a string over `T`, `F` and `.`, read in either case (CGSuite
 * writes `t` and `f`) and returned in upper case.
 *
 * @param row The row, at most {@link MAX_TOADS_AND_FROGS_LENGTH} cells.
 * @returns The row, in upper case.
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
 * assert.equal(parseToadsAndFrogs("tt..ff"), "TT..FF"); // CGSuite's lower case
 * assert.throws(() => parseToadsAndFrogs("TX"), SyntaxError);
 * ```
 */
export function parseToadsAndFrogs(row: string): string {
  if (typeof row !== "string") {
    throw new TypeError(
      `Cannot read Toads and Frogs row: expected a string of T, F and ., received ${typeof row}`,
    );
  }
  // CGSuite writes rows in lower case (`ToadsAndFrogs("ttttt..fffff")`); both cases are read.
  const upper = row.toUpperCase();
  const bad = /[^TF.]/.exec(upper);
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
  return upper;
}

function toadMoves(s: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== "T") continue;
    if (s[i + 1] === ".") out.push(`${s.slice(0, i)}.T${s.slice(i + 2)}`);
    else if (s[i + 1] === "F" && s[i + 2] === ".") out.push(`${s.slice(0, i)}.FT${s.slice(i + 3)}`);
  }
  return out;
}

function frogMoves(s: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== "F") continue;
    if (s[i - 1] === ".") out.push(`${s.slice(0, i - 1)}F.${s.slice(i + 1)}`);
    else if (s[i - 1] === "T" && s[i - 2] === ".") {
      out.push(`${s.slice(0, i - 2)}FT.${s.slice(i + 1)}`);
    }
  }
  return out;
}

/**
 * Splits a row into independent parts. Two facts make this exact:
 * frogs at the left end (`F` repeated from cell 1) and toadsAndFrogs at the right
 * end can never move and nothing can jump them, so they are dropped; and a
 * block `TTFF` can never change (each of its creatures is blocked by its
 * neighbour, and no jump over it can land), so it is a wall: the row splits
 * there into the part before it and the part after it.
 */
function toadsParts(s: string): string[] {
  const parts: string[] = [];
  for (const piece of s.split("TTFF")) {
    const trimmed = piece.replace(/^F+/, "").replace(/T+$/, "");
    if (trimmed.includes("T") || trimmed.includes("F")) parts.push(trimmed);
  }
  return parts;
}

/**
 * A row with creatures of one kind only: nobody can ever jump, every
 * creature steps until it is blocked, and only one player moves, so the
 * value is the integer count of all those steps (each toad's count is the
 * empty cells to its right; each frog's, negated, those to its left).
 */
function oneSided(s: string): Game | undefined {
  const hasToad = s.includes("T");
  const hasFrog = s.includes("F");
  if (hasToad && hasFrog) return undefined;
  let steps = 0;
  let empty = 0;
  if (hasFrog) {
    for (const c of s) {
      if (c === ".") empty++;
      else steps -= empty;
    }
  } else {
    for (let i = s.length - 1; i >= 0; i--) {
      if (s[i] === ".") empty++;
      else steps += empty;
    }
  }
  return integer(steps);
}

/**
 * The rules of Toads and Frogs (Winning Ways ch. 1; Erickson, "New Toads and
 * Frogs results", 1996; CGSuite's convention): Left moves a toad `T` one cell
 * right into an empty cell, or jumps it over one frog `F` immediately to its
 * right into the empty cell beyond; Right moves frogs left the same way.
 * Components: the row is cut at every `TTFF` block (which can never change)
 * and stripped of frogs stuck at the left end and toadsAndFrogs stuck at the right
 * end. A part with toadsAndFrogs only (or frogs only) is valued without search: its
 * creatures can only step, so it is the integer number of steps left. The
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
export const TOADS_AND_FROGS: Ruleset<string> = {
  name: "Toads and Frogs",
  leftOptions: toadMoves,
  rightOptions: frogMoves,
  key: (s: string): PositionKey => s,
  components: toadsParts,
  shortcut: oneSided,
};

const SEARCH = new Solver(TOADS_AND_FROGS);

/**
 * Returns the canonical value of a Toads and Frogs row (toadsAndFrogs `T` are Left's
 * and move right, frogs `F` are Right's and move left, `.` is empty).
 * Values are cached across calls.
 *
 * @param row A string over `T`, `F`, `.`, at most 64 cells.
 * @returns The canonical value.
 * @throws {TypeError} If `row` is not a string.
 * @throws {SyntaxError} If it has another character.
 * @throws {RangeError} If it is longer than 64 cells.
 *
 * @example `TFT.TFF` is ^ (Winning Ways ch. 1)
 * ```ts
 * import { toadsAndFrogs } from "@cgt/rulesets/toads-and-frogs";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(toadsAndFrogs("TFT.TFF")), "^");
 * assert.equal(formatGame(toadsAndFrogs("T..F")), "0");
 * ```
 */
export function toadsAndFrogs(row: string): Game {
  return SEARCH.value(parseToadsAndFrogs(row));
}
