/**
 * Elephants and Rhinos: Toads and Frogs without jumps. Elephants (Left) step right, rhinos
 * (Right) step left, each into an empty cell.
 *
 * @module
 */

import type { Game } from "@cgt/partizan/game";
import type { Ruleset } from "@cgt/partizan/search";
import {
  MAX_TOADS_AND_FROGS_LENGTH,
  toadsAndFrogs,
  toadsAndFrogsRuleset,
} from "./toads_and_frogs.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** The longest row {@link elephantsAndRhinos} accepts. */
export const MAX_ELEPHANTS_AND_RHINOS_LENGTH: number = MAX_TOADS_AND_FROGS_LENGTH;

/**
 * Checks an Elephants and Rhinos row, in CGSuite's strip notation: `t` an elephant (Left's; a
 * toad of Toads and Frogs), `f` a rhino (Right's; a frog), `.` an empty cell. Capitals `T` and
 * `F` are read too, as in `toads(...)`.
 *
 * @param row The row, at most {@link MAX_ELEPHANTS_AND_RHINOS_LENGTH} cells.
 * @returns The row in capitals (`T` elephants, `F` rhinos), the position the ruleset takes.
 * @throws {TypeError} If `row` is not a string.
 * @throws {SyntaxError} If it has another character (the message gives its position).
 * @throws {RangeError} If it is longer than 64 cells.
 *
 * @example
 * ```ts
 * import { parseElephantsAndRhinos } from "@cgt/rulesets/elephants-and-rhinos";
 * import assert from "node:assert/strict";
 *
 * assert.equal(parseElephantsAndRhinos("tt..ff"), "TT..FF");
 * assert.throws(() => parseElephantsAndRhinos("te"), SyntaxError);
 * ```
 */
export function parseElephantsAndRhinos(row: string): string {
  if (typeof row !== "string") {
    throw new TypeError(
      `Cannot read Elephants and Rhinos row: expected a string of t, f and ., received ${typeof row}`,
    );
  }
  const bad = /[^TFtf.]/.exec(row);
  if (bad) {
    throw new SyntaxError(
      `Cannot read Elephants and Rhinos row: unexpected character "${bad[0]}" at position ${
        bad.index + 1
      } (allowed: t f . or T F), received "${row}"`,
    );
  }
  if (row.length > MAX_ELEPHANTS_AND_RHINOS_LENGTH) {
    throw new RangeError(
      `Cannot read Elephants and Rhinos row: a row has at most ${MAX_ELEPHANTS_AND_RHINOS_LENGTH} cells, this one has ${row.length}, received "${row}"`,
    );
  }
  return row.toUpperCase();
}

/**
 * The rules of Elephants and Rhinos (CGSuite's `game.strip.ElephantsAndRhinos`, defined there as
 * `GenToadsAndFrogs(0)`): Left moves an elephant `T` one cell right into an empty cell, Right a
 * rhino `F` one cell left; nobody jumps. This is `toadsAndFrogsRuleset(0)`: the row splits at
 * every `TF` (an elephant facing a rhino, stuck for good) and between every rhino and an
 * elephant after it (they walk apart), stuck rhinos at the left end and elephants at the right
 * end are dropped, a part with one kind of animal is the integer count of its steps, and a part
 * where elephants meet rhinos has a closed form: the free steps behind the two fronts (an
 * integer) plus H(m) for the m cells between the fronts, H(2k) = k(a - b) and
 * H(2k + 1) = {k(a - b) + a - 1 | k(a - b) - b + 1} with a elephants and b rhinos (see the
 * source; checked against plain recursion in the tests).
 *
 * @example
 * ```ts
 * import { ELEPHANTS_AND_RHINOS } from "@cgt/rulesets/elephants-and-rhinos";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...ELEPHANTS_AND_RHINOS.leftOptions("T.F.")], [".TF."]);
 * assert.deepEqual([...ELEPHANTS_AND_RHINOS.leftOptions("TF.")], []);
 * ```
 */
export const ELEPHANTS_AND_RHINOS: Ruleset<string> = toadsAndFrogsRuleset(0);

/**
 * Returns the canonical value of an Elephants and Rhinos row (see
 * {@link ELEPHANTS_AND_RHINOS}). Values are cached across calls (the table of
 * `toadsAndFrogs(row, { maxJump: 0 })`, bounded by its `maxPositions`); every search honours
 * the step budget of `withStepLimit`.
 *
 * Cost: linear in the length of the row (every part is valued by a closed form, no search);
 * a full row of 64 cells takes well under a millisecond.
 *
 * @param row A string over `t`, `f`, `.` (or `T`, `F`), at most 64 cells.
 * @returns The canonical value.
 * @throws {TypeError} If `row` is not a string.
 * @throws {SyntaxError} If it has another character.
 * @throws {RangeError} If it is longer than 64 cells.
 *
 * @example An elephant and a rhino n cells apart: each move closes the gap by one, so *(n mod 2)
 * ```ts
 * import { elephantsAndRhinos } from "@cgt/rulesets/elephants-and-rhinos";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(elephantsAndRhinos("t...f")), "*");
 * assert.equal(formatGame(elephantsAndRhinos("t....f")), "0");
 * assert.equal(formatGame(elephantsAndRhinos("t..")), "2");
 * assert.equal(formatGame(elephantsAndRhinos("ttt..fff")), "0"); // H(2) with a = b
 * assert.equal(formatGame(elephantsAndRhinos("ttt...fff")), "+-2"); // H(3) = {2 | -2}
 * ```
 */
export function elephantsAndRhinos(row: string): Game {
  return toadsAndFrogs(parseElephantsAndRhinos(row), { maxJump: 0 });
}
