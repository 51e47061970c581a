/**
 * NoGo: Go where capturing is forbidden as well as suicide, on rectangular boards (the game
 * MCGS solves; Du et al., "Solving NoGo on Small Rectangular Boards").
 *
 * @module
 */

import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { typeFail } from "../_check.ts";
import { chargeWork } from "../_work.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** The most points of a board. */
export const MAX_NOGO_POINTS = 64;

/**
 * A NoGo position: the board as rows of `.` (empty), `x` (Left's stone, Black) and `o` (Right's,
 * White), separated by `|`.
 */
export type NoGoPosition = string;

/**
 * Reads a NoGo board: rows separated by `|`, `.` an empty point, `x` a Black (Left) stone, `o`
 * a White (Right) stone (upper case, as MCGS writes them, is read too). Every group of stones
 * must have a liberty, as in any position reached by play.
 *
 * @param text The board, at most 64 points.
 * @returns The board, lower case.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 points, or a group without a liberty.
 *
 * @example
 * ```ts
 * import { parseNoGo } from "@cgt/rulesets/nogo";
 * import assert from "node:assert/strict";
 *
 * assert.equal(parseNoGo("..|OX"), "..|ox");
 * ```
 */
export function parseNoGo(text: string): NoGoPosition {
  if (typeof text !== "string") {
    typeFail("read NoGo board", 'expected a string such as "...|..."', text);
  }
  const board = text.toLowerCase();
  const quoted = JSON.stringify(text.length > 40 ? text.slice(0, 37) + "..." : text);
  const rows = board.split("|");
  if (rows.some((r) => r.length !== rows[0].length || r.length === 0)) {
    throw new SyntaxError(
      `Cannot read NoGo board: rows must be non-empty and of one length, received ${quoted}`,
    );
  }
  if (!/^[.xo|]*$/.test(board)) {
    throw new SyntaxError(`Cannot read NoGo board: points are ".", "x" or "o", received ${quoted}`);
  }
  if (rows.length * rows[0].length > MAX_NOGO_POINTS) {
    throw new RangeError(
      `Cannot read NoGo board: at most ${MAX_NOGO_POINTS} points, received ${quoted}`,
    );
  }
  if (!allGroupsBreathe(rows.map((r) => [...r]))) {
    throw new RangeError(`Cannot read NoGo board: a group has no liberty, received ${quoted}`);
  }
  return board;
}

/** Whether every group of stones on `grid` has an empty point next to it. */
function allGroupsBreathe(grid: string[][]): boolean {
  const h = grid.length;
  const w = grid[0].length;
  const seen = grid.map((row) => row.map(() => false));
  const stack: [number, number][] = [];
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const colour = grid[r][c];
      if (colour === "." || seen[r][c]) continue;
      let breathes = false;
      seen[r][c] = true;
      stack.push([r, c]);
      while (stack.length > 0) {
        const [i, j] = stack.pop()!;
        for (const [di, dj] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
          const a = i + di;
          const b = j + dj;
          if (a < 0 || a >= h || b < 0 || b >= w) continue;
          if (grid[a][b] === ".") breathes = true;
          else if (grid[a][b] === colour && !seen[a][b]) {
            seen[a][b] = true;
            stack.push([a, b]);
          }
        }
      }
      if (!breathes) return false;
    }
  }
  return true;
}

/** The boards after `stone` is placed on an empty point without leaving a group breathless. */
function placements(board: NoGoPosition, stone: string): NoGoPosition[] {
  const grid = board.split("|").map((r) => [...r]);
  const out: NoGoPosition[] = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] !== ".") continue;
      grid[r][c] = stone;
      if (allGroupsBreathe(grid)) out.push(grid.map((row) => row.join("")).join("|"));
      grid[r][c] = ".";
    }
  }
  chargeWork(board.length * (board.length + 1));
  return out;
}

/** The eight images of a board under the symmetries of the rectangle, as text. */
function images(board: NoGoPosition): string[] {
  const rows = board.split("|").map((r) => [...r]);
  const flip = (g: string[][]): string[][] => g.map((r) => [...r].reverse());
  const turn = (g: string[][]): string[][] => g[0].map((_, c) => g.map((r) => r[c]));
  const out: string[][][] = [];
  let g = rows;
  for (let k = 0; k < 4; k++) {
    out.push(g, flip(g));
    g = flip(turn(g));
  }
  return out.map((x) => x.map((r) => r.join("")).join("|"));
}

/**
 * The rules of NoGo (as MCGS and Du et al. play it): Left (Black, `x`) and Right (White, `o`)
 * take turns placing a stone of their colour on an empty point; a placement is illegal if
 * afterwards some group of stones, of either colour, has no liberty (so no capture and no
 * suicide). The player who cannot place loses. Keys are the least image of the board under
 * the eight symmetries of the rectangle; positions are not split into components.
 *
 * @example
 * ```ts
 * import { NOGO } from "@cgt/rulesets/nogo";
 * import assert from "node:assert/strict";
 *
 * // x.o: a stone in the middle would leave x or o without a liberty.
 * assert.deepEqual([...NOGO.leftOptions("x.o")], []);
 * assert.deepEqual([...NOGO.leftOptions("...")], ["x..", ".x.", "..x"]);
 * ```
 */
export const NOGO: Ruleset<NoGoPosition> = {
  name: "NoGo",
  leftOptions: (p: NoGoPosition): NoGoPosition[] => placements(p, "x"),
  rightOptions: (p: NoGoPosition): NoGoPosition[] => placements(p, "o"),
  key: (p: NoGoPosition): PositionKey => {
    chargeWork(8 * p.length);
    return images(p).reduce((a, b) => (b < a ? b : a));
  },
};

const SEARCH = new Solver(NOGO);

/**
 * Returns the canonical value of a NoGo board ({@link NOGO}). Values are cached across calls in
 * one module-wide solver, bounded by its `maxPositions`; every search honours the step budget.
 *
 * Cost: exponential in the empty points (no split into components), with moves found on the
 * board text: 1 x 10 takes about 1.5 s and 4 x 4 boards with 12 empty points 25 to 90 s on a
 * loaded 2-core machine (load about 10).
 *
 * @param text The board in the notation of {@link parseNoGo}.
 * @returns The canonical value.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it is too large or a group has no liberty.
 *
 * @example Small boards, with MCGS's published outcomes
 * ```ts
 * import { noGo } from "@cgt/rulesets/nogo";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(noGo(".")), "0"); // {B loss, W loss}
 * assert.equal(formatGame(noGo("..")), "*"); // {B win, W win}: a stone leaves no legal point
 * ```
 */
export function noGo(text: string): Game {
  return SEARCH.value(parseNoGo(text));
}
