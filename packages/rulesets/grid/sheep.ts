/**
 * Sheep: herds of sheep on a hexagonal board split, and part of a herd runs as far as it can in
 * a straight line (the partizan game of MCGS, after the board game Battle Sheep).
 *
 * The rules, from MCGS (ualberta-mueller-group/MCGS, `src/sheep.h`, `src/sheep.cpp` and its
 * tests): the board is a grid of cells, each empty (0) or holding a herd, a positive number n
 * for n sheep of Black (Left) and a negative one for White (Right). Cells are hexagons in axial
 * coordinates: the neighbours of (r, c) are up (r-1, c), up-right (r-1, c+1), right (r, c+1),
 * down (r+1, c), down-left (r+1, c-1) and left (r, c-1). A player picks a herd of their own of at
 * least 2 sheep and one of the six directions, and moves k of its sheep, 1 <= k < n, in that
 * direction over empty cells as far as they go (to the last empty cell before a herd or the
 * edge; they must move at least one cell); the other n - k stay. A herd of one sheep never moves
 * and only blocks, so MCGS uses 1 and -1 as walls. The player who cannot move loses. Positions
 * are written as MCGS writes them: rows separated by `|`, cells by commas (`"0, 2 | -3, 0"`).
 *
 * @module
 */

import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { describeValue, typeFail } from "../_check.ts";
import { chargeWork } from "../_work.ts";
import { gridRegions, indexInRegion } from "./_regions.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** A Sheep board: `cells[r * cols + c]` is 0 (empty), n > 0 Black sheep or -n White sheep. */
export interface SheepPosition {
  /** The number of rows. */
  readonly rows: number;
  /** The number of columns. */
  readonly cols: number;
  /** The cells, row by row. */
  readonly cells: readonly number[];
}

/** The most cells of a board (as the other grid games). */
export const MAX_SHEEP_CELLS = 64;

/** The largest herd (MCGS's `sheep::MAX_HERD`). */
export const MAX_HERD = 50;

/** The six hexagonal directions of MCGS's `GRID_DIRS_HEX`, as (row, column) steps. */
const HEX_STEPS: readonly (readonly [number, number])[] = [
  [-1, 0],
  [-1, 1],
  [0, 1],
  [1, 0],
  [1, -1],
  [0, -1],
];

const WHAT = "read Sheep board";

function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 37)}...` : text);
}

/**
 * Reads a Sheep board as MCGS writes one: rows separated by `|`, the cells of a row by commas,
 * each an integer from -{@link MAX_HERD} to {@link MAX_HERD} (0 empty, n Black's herd of n, -n
 * White's); spaces are ignored (`"0, 0, 2 | 4, 0, -7"`). Every row has the same number of cells.
 *
 * @param text The board, at most {@link MAX_SHEEP_CELLS} cells.
 * @returns The position.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If a cell is not an integer or the rows are ragged.
 * @throws {RangeError} If a herd is larger than {@link MAX_HERD} or the board has too many cells.
 *
 * @example
 * ```ts
 * import { parseSheep } from "@cgt/rulesets/sheep";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseSheep("0, 2 | -3, 0"), { rows: 2, cols: 2, cells: [0, 2, -3, 0] });
 * ```
 */
export function parseSheep(text: string): SheepPosition {
  if (typeof text !== "string") typeFail(WHAT, 'expected a string such as "0, 2 | -3, 0"', text);
  if (text.length > 16 * MAX_SHEEP_CELLS) {
    throw new RangeError(
      `Cannot ${WHAT}: a board has at most ${MAX_SHEEP_CELLS} cells, received ${text.length} characters`,
    );
  }
  const rows = text.replaceAll(" ", "").split("|").map((row) => row.split(","));
  const cols = rows[0].length;
  const cells: number[] = [];
  for (const row of rows) {
    if (row.length !== cols) {
      throw new SyntaxError(
        `Cannot ${WHAT}: every row must have ${cols} cells, received ${quoted(text)}`,
      );
    }
    for (const cell of row) {
      if (!/^-?\d+$/.test(cell)) {
        throw new SyntaxError(
          `Cannot ${WHAT}: each cell must be an integer (0 empty, n Black's herd, -n White's), received ${
            quoted(text)
          }`,
        );
      }
      const n = Number(cell);
      if (Math.abs(n) > MAX_HERD) {
        throw new RangeError(
          `Cannot ${WHAT}: a herd has at most ${MAX_HERD} sheep, received ${cell}`,
        );
      }
      cells.push(n === 0 ? 0 : n);
    }
  }
  if (cells.length > MAX_SHEEP_CELLS) {
    throw new RangeError(
      `Cannot ${WHAT}: a board has at most ${MAX_SHEEP_CELLS} cells, received ${cells.length}`,
    );
  }
  return { rows: rows.length, cols, cells };
}

/**
 * Writes a Sheep board as MCGS does, the inverse of {@link parseSheep}: rows separated by
 * `" | "`, cells by `", "`.
 *
 * @param position A board.
 * @returns Its text.
 * @throws {TypeError} If `position` is not a Sheep board.
 *
 * @example
 * ```ts
 * import { formatSheep, parseSheep } from "@cgt/rulesets/sheep";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSheep(parseSheep("0,2|-3,0")), "0, 2 | -3, 0");
 * ```
 */
export function formatSheep(position: SheepPosition): string {
  const p = position as Partial<SheepPosition> | null;
  if (
    typeof p !== "object" || p === null || !Number.isInteger(p.rows) || !Number.isInteger(p.cols) ||
    !Array.isArray(p.cells) || p.cells.length !== p.rows! * p.cols!
  ) {
    throw new TypeError(
      `Cannot write Sheep board: expected { rows, cols, cells }, received ${
        describeValue(position)
      }`,
    );
  }
  const lines: string[] = [];
  for (let r = 0; r < p.rows!; r++) {
    lines.push(p.cells.slice(r * p.cols!, (r + 1) * p.cols!).join(", "));
  }
  return lines.join(" | ");
}

/** The boards after each move of the player whose herds have `sign` (1 Black, -1 White). */
function sheepMoves(p: SheepPosition, sign: 1 | -1): SheepPosition[] {
  const { rows, cols, cells } = p;
  const out: SheepPosition[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const herd = cells[r * cols + c] * sign;
      if (herd < 2) continue;
      for (const [dr, dc] of HEX_STEPS) {
        let er = r;
        let ec = c;
        while (
          er + dr >= 0 && er + dr < rows && ec + dc >= 0 && ec + dc < cols &&
          cells[(er + dr) * cols + ec + dc] === 0
        ) {
          er += dr;
          ec += dc;
        }
        if (er === r && ec === c) continue;
        for (let k = 1; k < herd; k++) {
          const next = cells.slice();
          next[r * cols + c] = (herd - k) * sign;
          next[er * cols + ec] = k * sign;
          out.push({ rows, cols, cells: next });
        }
      }
    }
  }
  chargeWork(rows * cols + out.length * rows * cols);
  return out;
}

/**
 * The parts of a board that play independently: the connected regions (in the hexagonal
 * adjacency) of cells that are empty or hold a herd of 2 or more, separated by herds of one and
 * the edges, each cropped to its bounding box with every other cell a wall (1). Regions with no
 * empty cell or no herd that can move are left out (nobody can move there).
 */
function sheepParts(p: SheepPosition): SheepPosition[] {
  const { rows, cols, cells } = p;
  const parts: SheepPosition[] = [];
  for (const region of gridRegions(rows, cols, HEX_STEPS, (i) => Math.abs(cells[i]) !== 1)) {
    const { cells: where } = region;
    if (!where.some((i) => cells[i] === 0) || !where.some((i) => Math.abs(cells[i]) >= 2)) {
      continue;
    }
    const part = Array<number>(region.rows * region.cols).fill(1);
    for (const i of where) part[indexInRegion(region, cols, i)] = cells[i];
    parts.push({ rows: region.rows, cols: region.cols, cells: part });
  }
  chargeWork(rows * cols * 2);
  return parts;
}

/**
 * The images of a board under the symmetries of the hexagonal board in axial coordinates: the
 * half turn and the two reflections in the diagonals (transpose and anti-transpose), which map
 * the six directions onto themselves.
 */
function images(p: SheepPosition): SheepPosition[] {
  const { rows, cols, cells } = p;
  const at = (r: number, c: number) => cells[r * cols + c];
  const make = (h: number, w: number, f: (r: number, c: number) => number): SheepPosition => {
    const out: number[] = [];
    for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) out.push(f(r, c));
    return { rows: h, cols: w, cells: out };
  };
  return [
    p,
    make(rows, cols, (r, c) => at(rows - 1 - r, cols - 1 - c)),
    make(cols, rows, (r, c) => at(c, r)),
    make(cols, rows, (r, c) => at(rows - 1 - c, cols - 1 - r)),
  ];
}

function keyText(p: SheepPosition): string {
  return `${p.rows}x${p.cols}:${p.cells.join(",")}`;
}

/**
 * The rules of Sheep (see the module doc): Left is Black (positive herds), Right White. Parts are
 * the regions between herds of one sheep and the edges, cropped ({@link sheepParts}); keys are
 * the least text over the half turn and the two diagonal reflections, the symmetries of the
 * hexagonal board that keep its six directions.
 *
 * @example
 * ```ts
 * import { parseSheep, SHEEP } from "@cgt/rulesets/sheep";
 * import assert from "node:assert/strict";
 *
 * // A herd of 3 in a corridor of two cells: one or two sheep run to the far end.
 * assert.equal([...SHEEP.leftOptions(parseSheep("3, 0, 0"))].length, 2);
 * assert.equal([...SHEEP.rightOptions(parseSheep("3, 0, 0"))].length, 0);
 * ```
 */
export const SHEEP: Ruleset<SheepPosition> = {
  name: "Sheep",
  leftOptions: (p: SheepPosition) => sheepMoves(p, 1),
  rightOptions: (p: SheepPosition) => sheepMoves(p, -1),
  key(p: SheepPosition): PositionKey {
    chargeWork(4 * p.cells.length);
    let best = "";
    for (const image of images(p)) {
      const k = keyText(image);
      if (best === "" || k < best) best = k;
    }
    return best;
  },
  components: sheepParts,
};

const SEARCH = new Solver(SHEEP);

/**
 * Returns the canonical value of a Sheep board (Black is Left), written as {@link parseSheep}
 * reads it. Values are cached across calls in one module-wide solver.
 *
 * Cost: exponential in the cells and herds; a herd of n sheep gives up to 6 (n - 1) moves.
 *
 * @param board The board, as MCGS writes it.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If a cell is not an integer or the rows are ragged.
 * @throws {RangeError} If a herd or the board is too large.
 *
 * @example
 * ```ts
 * import { sheep } from "@cgt/rulesets/sheep";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(sheep("2, 0")), "1"); // Black runs one sheep right, then nobody moves
 * assert.equal(formatGame(sheep("2, 0, -2")), "*"); // whoever moves first fills the gap
 * ```
 */
export function sheep(board: string): Game {
  return SEARCH.value(parseSheep(board));
}
