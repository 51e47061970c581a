/**
 * A census of Domineering positions: every connected position inside a board, one per class of
 * positions with the same value under the board's symmetries, with canonical form, mean and
 * temperature.
 *
 * @module
 */

import { formatDyadic } from "@cgt/core/dyadic";
import { formatGame } from "@cgt/partizan/notation";
import { mean, temperature } from "@cgt/partizan/temperature";
import { domineering } from "../grid/domineering.ts";

/** The most cells a Domineering census board may have (2^20 subsets are enumerated). */
export const MAX_CENSUS_CELLS = 20;

/** One row of a Domineering census. */
export interface DomineeringCensusRow {
  /** The position, as `domineering()` reads it: rows separated by `|`, `.` empty, `#` filled. */
  board: string;
  /** Its number of empty cells. */
  cells: number;
  /** Its canonical form, as `formatGame` writes it. */
  form: string;
  /** Its mean value (exact, as `formatDyadic` writes it). */
  mean: string;
  /** Its temperature (exact). */
  temperature: string;
  /** Wall-clock seconds (not part of the result's identity). */
  seconds: number;
}

/** A set of cells as a board string, cut to its bounding box. */
function boardOf(cells: readonly [number, number][]): string {
  const rows = Math.max(...cells.map(([r]) => r)) + 1;
  const cols = Math.max(...cells.map(([, c]) => c)) + 1;
  const grid = Array.from({ length: rows }, () => Array(cols).fill("#"));
  for (const [r, c] of cells) grid[r][c] = ".";
  return grid.map((row) => row.join("")).join("|");
}

/** Moves the cells so that the least row and column are 0. */
function normalize(cells: readonly [number, number][]): [number, number][] {
  const r0 = Math.min(...cells.map(([r]) => r));
  const c0 = Math.min(...cells.map(([, c]) => c));
  return cells.map(([r, c]) => [r - r0, c - c0]);
}

/**
 * The symmetries that keep a Domineering value: the identity, the mirror left to right, the
 * mirror top to bottom and the half turn. They keep every domino's direction, so Left (who
 * places vertical dominoes) has the same moves. A quarter turn or a transposition turns vertical
 * dominoes horizontal and swaps the players: it negates the value, so it does not join classes.
 */
const SYMMETRIES: ((r: number, c: number) => [number, number])[] = [
  (r, c) => [r, c],
  (r, c) => [r, -c],
  (r, c) => [-r, c],
  (r, c) => [-r, -c],
];

/**
 * Lists every connected Domineering position that fits inside a `rows` x `cols` board (its
 * empty cells connected through shared sides, placed anywhere on the board), one per class:
 * positions that differ by a translation or by a symmetry that keeps the value (the mirrors left
 * to right and top to bottom and the half turn) are one class. Transposed positions are not
 * merged, since transposing swaps the players and negates the value. Each class is given by its
 * least board string among its members (cut to the bounding box), and the list is ordered by
 * number of cells, then by that string.
 *
 * Time O(2^(rows cols) rows cols).
 *
 * @param rows The board's rows, at least 1.
 * @param cols The board's columns, at least 1; rows x cols at most {@link MAX_CENSUS_CELLS}.
 * @returns The boards.
 * @throws {TypeError} If an argument is not a number.
 * @throws {RangeError} If the board is empty or has more than {@link MAX_CENSUS_CELLS} cells.
 *
 * @example The connected positions of a 2 x 2 board
 * ```ts
 * import { domineeringPositions } from "@cgt/rulesets/census";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(domineeringPositions(2, 2), [".", "..", ".|.", "#.|..", "..|.."]);
 * ```
 */
export function domineeringPositions(rows: number, cols: number): string[] {
  for (const [name, v] of [["rows", rows], ["cols", cols]] as const) {
    if (typeof v !== "number") {
      throw new TypeError(
        `Cannot list Domineering positions: ${name} must be a number, received ${typeof v}`,
      );
    }
    if (!Number.isInteger(v) || v < 1) {
      throw new RangeError(
        `Cannot list Domineering positions: ${name} must be a positive integer, received ${v}`,
      );
    }
  }
  if (rows * cols > MAX_CENSUS_CELLS) {
    throw new RangeError(
      `Cannot list Domineering positions: the board may have at most ${MAX_CENSUS_CELLS} cells, received ${rows} x ${cols}`,
    );
  }
  const n = rows * cols;
  const found = new Set<string>();
  for (let mask = 1; mask < 2 ** n; mask++) {
    if (!connected(mask, rows, cols)) continue;
    const cells: [number, number][] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) cells.push([Math.floor(i / cols), i % cols]);
    const images = SYMMETRIES.map((f) => boardOf(normalize(cells.map(([r, c]) => f(r, c)))));
    found.add(images.reduce((a, b) => (b < a ? b : a)));
  }
  return [...found].sort((a, b) => count(a) - count(b) || (a < b ? -1 : a > b ? 1 : 0));
}

function count(board: string): number {
  return board.split("").filter((c) => c === ".").length;
}

/** Whether the cells of `mask` are connected through shared sides. */
function connected(mask: number, rows: number, cols: number): boolean {
  const start = 31 - Math.clz32(mask & -mask);
  let seen = 1 << start;
  const stack = [start];
  while (stack.length > 0) {
    const i = stack.pop()!;
    const r = Math.floor(i / cols);
    const c = i % cols;
    const next = [
      r > 0 ? i - cols : -1,
      r < rows - 1 ? i + cols : -1,
      c > 0 ? i - 1 : -1,
      c < cols - 1 ? i + 1 : -1,
    ];
    for (const j of next) {
      if (j >= 0 && mask & (1 << j) && !(seen & (1 << j))) {
        seen |= 1 << j;
        stack.push(j);
      }
    }
  }
  return seen === mask;
}

/**
 * Computes one census row: the canonical form of a Domineering position (`domineering()`),
 * its mean and its temperature (`mean`, `temperature` of `@cgt/partizan/temperature`).
 * It spends the work budget of `withStepLimit` as `domineering()` does.
 *
 * @param board The position, as `domineering()` reads it.
 * @returns The row.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it is not a board.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example The 2 x 2 square is ±1: mean 0, temperature 1 (Winning Ways, ch. 2)
 * ```ts
 * import { domineeringCensusRow } from "@cgt/rulesets/census";
 * import assert from "node:assert/strict";
 *
 * const row = domineeringCensusRow("..|..");
 * assert.deepEqual([row.form, row.mean, row.temperature], ["+-1", "0", "1"]);
 * ```
 */
export function domineeringCensusRow(board: string): DomineeringCensusRow {
  const started = performance.now();
  const g = domineering(board);
  return {
    board,
    cells: typeof board === "string" ? count(board) : 0,
    form: formatGame(g),
    mean: formatDyadic(mean(g)),
    temperature: formatDyadic(temperature(g)),
    seconds: Math.round(performance.now() - started) / 1000,
  };
}
