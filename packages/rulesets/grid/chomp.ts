/**
 * Chomp (Gale, 1974): an impartial game on a chocolate bar shaped as a Young diagram, where a
 * bite takes a square and every square above it and to its right, and the poisoned corner may
 * not be eaten.
 *
 * @module
 */

import { type Game, nimber } from "@cgt/partizan/game";
import type { PositionKey } from "@cgt/partizan/search";
import { typeFail } from "../_check.ts";
import { chargeWork } from "../_work.ts";
import { type ImpartialRuleset, impartialRuleset } from "../variant/impartial_ruleset.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { ImpartialRuleset } from "../variant/impartial_ruleset.ts";
export type { GrundySolver, ImpartialGame, ImpartialOutcome } from "@cgt/impartial/grundy";

/**
 * A Chomp position: the lengths of the rows of the bar from the bottom row up, non-increasing
 * and positive; the poisoned square is the left end of the bottom row.
 */
export type ChompPosition = readonly number[];

/** The most rows, and the longest row, of a bar. */
export const MAX_CHOMP_SIDE = 32;

/** The most squares of a bar. */
export const MAX_CHOMP_SQUARES = 256;

/**
 * Reads a Chomp bar: the lengths of its rows from the bottom up, separated by commas, each at
 * most the one below (`"4,4,2"`: two rows of 4 with a row of 2 on top); `""` is the bare
 * poisoned square's empty bar. `"3x4"` is a rectangle of 3 rows of 4.
 *
 * @param text The bar.
 * @returns The row lengths, bottom first.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not lengths separated by commas or `RxC`.
 * @throws {RangeError} If a row is longer than the one below, or the bar is too large.
 *
 * @example
 * ```ts
 * import { parseChomp } from "@cgt/rulesets/chomp";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseChomp("4,4,2"), [4, 4, 2]);
 * assert.deepEqual(parseChomp("2x3"), [3, 3]);
 * ```
 */
export function parseChomp(text: string): ChompPosition {
  if (typeof text !== "string") {
    typeFail("read Chomp bar", 'expected a string such as "4,4,2"', text);
  }
  const fail = (why: string): string =>
    `Cannot read Chomp bar: ${why}, received ${
      JSON.stringify(text.length > 40 ? text.slice(0, 37) + "..." : text)
    }`;
  const s = text.replaceAll(" ", "");
  let rows: number[];
  const rect = /^(\d+)x(\d+)$/.exec(s);
  if (rect !== null) {
    const [r, c] = [Number(rect[1]), Number(rect[2])];
    if (r > MAX_CHOMP_SIDE || c > MAX_CHOMP_SIDE) {
      throw new RangeError(fail(`a side is at most ${MAX_CHOMP_SIDE}`));
    }
    rows = c === 0 ? [] : Array.from({ length: r }, () => c);
  } else if (s === "" || /^\d+(,\d+)*$/.test(s)) {
    rows = s === "" ? [] : s.split(",").map(Number);
  } else {
    throw new SyntaxError(fail('expected row lengths from the bottom, such as "4,4,2", or "3x4"'));
  }
  rows = rows.filter((n) => n > 0);
  if (rows.length > MAX_CHOMP_SIDE || rows.some((n) => n > MAX_CHOMP_SIDE)) {
    throw new RangeError(
      fail(`a bar has at most ${MAX_CHOMP_SIDE} rows of at most ${MAX_CHOMP_SIDE}`),
    );
  }
  if (rows.reduce((a, b) => a + b, 0) > MAX_CHOMP_SQUARES) {
    throw new RangeError(fail(`a bar has at most ${MAX_CHOMP_SQUARES} squares`));
  }
  for (let i = 1; i < rows.length; i++) {
    if (rows[i] > rows[i - 1]) {
      throw new RangeError(fail(`row ${i + 1} is longer than the row below`));
    }
  }
  return rows;
}

/**
 * Writes a Chomp bar as its row lengths from the bottom, the inverse of {@link parseChomp}.
 *
 * @param position The row lengths, bottom first.
 * @returns The bar, such as `"4,4,2"` ("" for no bar).
 * @throws {TypeError} If `position` is not an array of numbers.
 *
 * @example
 * ```ts
 * import { formatChomp } from "@cgt/rulesets/chomp";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatChomp([3, 3]), "3,3");
 * ```
 */
export function formatChomp(position: ChompPosition): string {
  if (!Array.isArray(position) || !position.every((n) => Number.isInteger(n))) {
    typeFail("write Chomp bar", "expected an array of row lengths", position);
  }
  return position.join(",");
}

/** The bites: square (row i, column j), not the poisoned (0, 0), cuts rows i.. to length j. */
function bites(rows: ChompPosition): ChompPosition[] {
  const out: ChompPosition[] = [];
  for (let i = 0; i < rows.length; i++) {
    for (let j = i === 0 ? 1 : 0; j < rows[i]; j++) {
      const next: number[] = rows.slice(0, i);
      for (let k = i; k < rows.length && j > 0; k++) next.push(Math.min(rows[k], j));
      out.push(next);
    }
  }
  chargeWork(rows.length * (out.length + 1));
  return out;
}

/** The conjugate diagram (columns as rows): the mirror image across the diagonal. */
function conjugate(rows: ChompPosition): number[] {
  const out: number[] = [];
  for (let j = 0; j < (rows[0] ?? 0); j++) {
    let h = 0;
    while (h < rows.length && rows[h] > j) h++;
    out.push(h);
  }
  return out;
}

/**
 * The rules of Chomp (David Gale, "A curious Nim-type game", 1974): a
 * player bites a square of the bar and eats it with every square above it and to its right;
 * the poisoned square, the left end of the bottom row, may not be bitten, so the player facing
 * the bare poisoned square has no move and loses (normal play). Positions are Young diagrams;
 * keys identify a diagram with its mirror image across the diagonal (the same game).
 *
 * @example
 * ```ts
 * import { CHOMP } from "@cgt/rulesets/chomp";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...CHOMP.leftOptions([2, 2])], [[1, 1], [2], [2, 1]]);
 * ```
 */
export const CHOMP: ImpartialRuleset<ChompPosition> = impartialRuleset<ChompPosition>({
  options: bites,
  key: (rows: ChompPosition): PositionKey => {
    const a = rows.join(",");
    const b = conjugate(rows).join(",");
    return a < b ? a : b;
  },
}, { name: "Chomp" });

/**
 * Returns the value (a nimber) of a Chomp bar ({@link CHOMP}). Grundy values are cached across
 * calls in one module-wide solver.
 *
 * Cost: the positions are the Young diagrams inside the bar, up to C(rows + cols, rows) of
 * them (12870 for 8x8), each with up to rows x cols bites.
 *
 * @param text The bar in the notation of {@link parseChomp}.
 * @returns The nimber.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not a bar.
 * @throws {RangeError} If it is not a Young diagram or too large.
 *
 * @example Strategy stealing: every rectangle but the poisoned square alone is a first-player win
 * ```ts
 * import { chomp } from "@cgt/rulesets/chomp";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.notEqual(formatGame(chomp("3x4")), "0");
 * assert.equal(formatGame(chomp("4,3")), "0"); // Gale: two rows of n and n - 1
 * assert.equal(formatGame(chomp("5")), "*4"); // one row: a Nim heap of the squares beside the poison
 * ```
 */
export function chomp(text: string): Game {
  return nimber(CHOMP.solver.grundy(parseChomp(text)));
}
