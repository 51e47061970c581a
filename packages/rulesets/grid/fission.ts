/**
 * Fission: a stone splits in two, Left's along a column (into the squares above and below it),
 * Right's along a row (into the squares left and right of it).
 *
 * @module
 */

import { ROW_SYMMETRIES, symmetricKey } from "../_bitboard.ts";
import {
  getCell,
  meets,
  ORTHOGONAL,
  partsBy,
  positionOf,
  restrict,
  setCell,
  stepTable,
  unionOf,
  wordsOf,
} from "../_cells.ts";
import { formatBoard, parseGrid } from "../_grid.ts";
import { chargeWork } from "../_work.ts";
import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import type { GridPosition } from "../_bitboard.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "../_bitboard.ts";

/** Layer of stones (`x`). */
const STONE = 0;
/** Layer of empty squares (`.`); a square in neither layer is blocked (`#`). */
const EMPTY = 1;

/**
 * Parses a Fission board, in CGSuite's and cgt-tools' notation: rows separated by `|`, `x` a
 * stone, `.` an empty square, `#` a blocked one (for boards that are not rectangles). The result
 * has two layers: stones and empty squares (a square in neither is blocked).
 *
 * @param board The board, at most 64 squares.
 * @returns The position.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character (the message gives its row and column) or
 * ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example
 * ```ts
 * import { parseFission } from "@cgt/rulesets/fission";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseFission(".x#"), { rows: 1, cols: 3, masks: [0b010, 0b001] });
 * ```
 */
export function parseFission(board: string): GridPosition {
  const { rows, cols, masks, high } = parseGrid("Fission", board, ".x#");
  return high === undefined
    ? { rows, cols, masks: [masks[1], masks[0]] }
    : { rows, cols, masks: [masks[1], masks[0]], high: [high[1], high[0]] };
}

/**
 * Writes a Fission position as its board, the inverse of {@link parseFission}: rows separated by
 * `|`, `x` for stones, `.` for empty cells and `#` for blocked ones.
 * `parseFission(formatFission(p))` is `p`.
 *
 * @param position A position, as {@link parseFission} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Fission position (rows, columns and 2 layer
 * masks).
 *
 * @example
 * ```ts
 * import { formatFission, parseFission } from "@cgt/rulesets/fission";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatFission(parseFission("..x.|.#..")), "..x.|.#..");
 * ```
 */
export function formatFission(position: GridPosition): string {
  return formatBoard("Fission", position, "x.", "#");
}

/** Indices into {@link ORTHOGONAL}: up, left, right, down. */
const UP = 0;
const LEFT = 1;
const RIGHT = 2;
const DOWN = 3;

/**
 * Every split along a column (`vertical`, Left's) or a row (Right's): a stone with an empty
 * square on both sides in that direction leaves its square and puts a stone on each of them.
 */
function fissionMoves(p: GridPosition, vertical: boolean): GridPosition[] {
  const out: GridPosition[] = [];
  const table = stepTable(p, ORTHOGONAL);
  const [before, after] = vertical ? [UP, DOWN] : [LEFT, RIGHT];
  const w0 = wordsOf(p);
  for (let i = 0; i < p.rows * p.cols; i++) {
    if (!getCell(w0, STONE, i)) continue;
    const a = table[i * 4 + before];
    const b = table[i * 4 + after];
    if (a < 0 || b < 0 || !getCell(w0, EMPTY, a) || !getCell(w0, EMPTY, b)) continue;
    const w = wordsOf(p);
    setCell(w, STONE, i, false);
    setCell(w, EMPTY, i, true);
    for (const j of [a, b]) {
      setCell(w, STONE, j, true);
      setCell(w, EMPTY, j, false);
    }
    out.push(positionOf(p, w));
  }
  chargeWork(p.rows * p.cols + 8 * out.length);
  return out;
}

/**
 * Splits a position into its orthogonally connected regions of unblocked squares (a split only
 * touches a stone and two squares orthogonally next to it), each cropped to its bounding box;
 * regions without a stone are left out.
 */
function fissionParts(p: GridPosition): GridPosition[] {
  const [lo, hi] = unionOf(p, [STONE, EMPTY]);
  const flat = partsBy(lo, hi, stepTable(p, ORTHOGONAL), 4);
  const parts: GridPosition[] = [];
  for (let k = 0; k < flat.length; k += 2) {
    if (meets(p, STONE, flat[k], flat[k + 1])) parts.push(restrict(p, flat[k], flat[k + 1]));
  }
  return parts;
}

/**
 * The rules of Fission (as CGSuite and cgt-tools define it): Left picks a stone whose squares directly above and below are
 * both empty, removes it and puts a stone on each of those two squares; Right does the same
 * along a row, with the squares directly left and right. Components are the orthogonally
 * connected regions of unblocked squares that hold a stone, each cropped to its bounding box.
 * Keys are normalised over the four symmetries that keep columns as columns (mirroring rows or
 * columns, turning by 180 degrees); a quarter turn swaps the players.
 *
 * @example
 * ```ts
 * import { FISSION, parseFission } from "@cgt/rulesets/fission";
 * import assert from "node:assert/strict";
 *
 * const p = parseFission(".|x|.");
 * assert.equal([...FISSION.leftOptions(p)].length, 1);
 * assert.equal([...FISSION.rightOptions(p)].length, 0);
 * ```
 */
export const FISSION: Ruleset<GridPosition> = {
  name: "Fission",
  leftOptions: (p: GridPosition): GridPosition[] => fissionMoves(p, true),
  rightOptions: (p: GridPosition): GridPosition[] => fissionMoves(p, false),
  key(p: GridPosition): PositionKey {
    return symmetricKey(p, ROW_SYMMETRIES);
  },
  components: fissionParts,
};

const SEARCH = new Solver(FISSION);

/**
 * Returns the canonical value of a Fission position (Left splits stones along columns, Right
 * along rows, as in CGSuite and cgt-tools). Values are cached across calls in one module-wide
 * solver, bounded by its `maxPositions`; every search honours the step budget of
 * `withStepLimit`.
 *
 * Cost: exponential in the number of squares a stone can still reach; every split adds a stone,
 * so a board of n squares ends within n moves. One stone on an empty 5 by 5 board takes about a
 * second, on 5 by 6 more than 10 s (bench/results/RESULTS.md).
 *
 * @param board Rows separated by `|`: `x`, `.`, `#`; at most 64 squares.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example cgt-tools' tests
 * ```ts
 * import { fission } from "@cgt/rulesets/fission";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(fission("..x.|....|..x.|....")), "-2");
 * assert.equal(formatGame(fission(".x.x|..x.|....|..x.")), "{-1|-4}");
 * ```
 */
export function fission(board: string): Game {
  return SEARCH.value(parseFission(board));
}
