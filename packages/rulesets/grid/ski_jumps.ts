/**
 * Ski Jumps: skiers slide across a slope, Left's to the right and Right's to the left, off the
 * edge in the end; a jumper may jump down over an opposing skier just below it, who becomes a
 * slipper and can never jump again.
 *
 * @module
 */

import { forEachBitWide, type GridPosition, symmetricKey } from "../_bitboard.ts";
import { getCell, positionOf, setCell, type Words, wordsOf } from "../_cells.ts";
import { formatBoard, parseGrid } from "../_grid.ts";
import { type Game, integer } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "../_bitboard.ts";

/** Layers: Left's jumpers `L`, Left's slippers `l`, Right's jumpers `R`, Right's slippers `r`. */
const LEFT_JUMPER = 0;
const LEFT_SLIPPER = 1;
const RIGHT_JUMPER = 2;
const RIGHT_SLIPPER = 3;

/**
 * Parses a Ski Jumps slope, in cgt-tools' notation: rows separated by `|` (the first row is the
 * top of the slope), `L` a Left jumper, `l` a Left slipper, `R` a Right jumper, `r` a Right
 * slipper, `.` an empty square. The result has four layers, in that order: `L`, `l`, `R`, `r`.
 *
 * @param board The slope, at most 64 squares.
 * @returns The position.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character (the message gives its row and column) or
 * ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example
 * ```ts
 * import { parseSkiJumps } from "@cgt/rulesets/ski-jumps";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseSkiJumps("L.r"), { rows: 1, cols: 3, masks: [0b001, 0, 0, 0b100] });
 * ```
 */
export function parseSkiJumps(board: string): GridPosition {
  const { rows, cols, masks, high } = parseGrid("Ski Jumps", board, ".LlRr");
  return high === undefined
    ? { rows, cols, masks: masks.slice(1) }
    : { rows, cols, masks: masks.slice(1), high: high.slice(1) };
}

/**
 * Writes a Ski Jumps position as its board, the inverse of {@link parseSkiJumps}: rows separated
 * by `|`, `L` and `R` for Left's and Right's jumpers, `l` and `r` for their slaloms, `.` for empty
 * cells. `parseSkiJumps(formatSkiJumps(p))` is `p`.
 *
 * @param position A position, as {@link parseSkiJumps} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Ski Jumps position (rows, columns and 4 layer
 * masks).
 *
 * @example
 * ```ts
 * import { formatSkiJumps, parseSkiJumps } from "@cgt/rulesets/ski-jumps";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSkiJumps(parseSkiJumps("L....|..r..|....R")), "L....|..r..|....R");
 * ```
 */
export function formatSkiJumps(position: GridPosition): string {
  return formatBoard("Ski Jumps", position, "LlRr", ".");
}

/** The skier on square `i` as its layer, or -1 for an empty square. */
function skierAt(w: Words, i: number): number {
  for (let k = 0; k < 4; k++) if (getCell(w, k, i)) return k;
  return -1;
}

/**
 * Every move of `player` (0 Left, 1 Right): a skier slides one or more squares along its row
 * (Left's to the right, Right's to the left) over empty squares, possibly off the slope; a
 * jumper also jumps straight down over an opposing skier just below it onto the empty square
 * beyond, and the skier jumped over becomes a slipper.
 */
function skiMoves(p: GridPosition, player: 0 | 1): GridPosition[] {
  const out: GridPosition[] = [];
  const { rows, cols } = p;
  const w0 = wordsOf(p);
  const [jumper, slipper] = player === 0
    ? [LEFT_JUMPER, LEFT_SLIPPER]
    : [RIGHT_JUMPER, RIGHT_SLIPPER];
  const [theirJumper, theirSlipper] = player === 0
    ? [RIGHT_JUMPER, RIGHT_SLIPPER]
    : [LEFT_JUMPER, LEFT_SLIPPER];
  const dc = player === 0 ? 1 : -1;
  const edit = (changes: [layer: number, square: number, on: boolean][]): void => {
    const w: Words = { lo: w0.lo.slice(), hi: w0.hi.slice() };
    for (const [k, i, on] of changes) setCell(w, k, i, on);
    out.push(positionOf(p, w));
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const skier = skierAt(w0, i);
      if (skier !== jumper && skier !== slipper) continue;
      for (let c1 = c + dc;; c1 += dc) {
        if (c1 < 0 || c1 >= cols) {
          edit([[skier, i, false]]); // off the slope
          break;
        }
        const j = r * cols + c1;
        if (skierAt(w0, j) >= 0) break;
        edit([[skier, i, false], [skier, j, true]]);
      }
      if (skier === jumper && r + 2 < rows) {
        const below = i + cols;
        const landing = i + 2 * cols;
        const jumped = skierAt(w0, below);
        if ((jumped === theirJumper || jumped === theirSlipper) && skierAt(w0, landing) < 0) {
          edit([
            [jumper, i, false],
            [jumped, below, false],
            [theirSlipper, below, true],
            [jumper, landing, true],
          ]);
        }
      }
    }
  }
  return out;
}

/**
 * For each row, a bit per kind of skier it holds: 1 Left jumper, 2 Left slipper, 4 Right
 * jumper, 8 Right slipper (one pass over the set cells).
 */
function rowsHolding(p: GridPosition): Uint8Array {
  const out = new Uint8Array(p.rows);
  for (let k = 0; k < 4; k++) {
    forEachBitWide(p.masks[k], p.high === undefined ? 0 : p.high[k], (i) => {
      out[Math.floor(i / p.cols)] |= 1 << k;
    });
  }
  return out;
}

/**
 * Splits a slope into bands of rows that can never affect each other. Skiers only leave their
 * row by jumping two rows down, over a skier of the row between. Starting from the rows that
 * hold a jumper of each side and the rows that hold any skier of each side, this marks the rows
 * that could ever hold them, and ties rows r, r + 1 and r + 2 together wherever a jump from r
 * could ever happen (a jumper of one side in r, an opposing skier in r + 1). The bands are the
 * runs of tied rows; each keeps the full width (distances to the edges count). Bands without a
 * skier are left out.
 */
function skiParts(p: GridPosition): GridPosition[] {
  const { rows } = p;
  // kinds[r]: the kinds of skier row r holds now or could hold after jumps (bits as above).
  const kinds = rowsHolding(p);
  if (rows === 1) return kinds[0] === 0 ? [] : [p];
  const tied = new Uint8Array(rows); // tied[r]: rows r and r + 1 are tied
  for (let changed = true; changed;) {
    changed = false;
    for (let r = 0; r + 2 < rows; r++) {
      // A Left jumper over a Right skier, or a Right jumper over a Left skier.
      for (const [jumper, over] of JUMPS) {
        if ((kinds[r] & jumper) === 0 || (kinds[r + 1] & over) === 0) continue;
        if (tied[r] === 0 || tied[r + 1] === 0) {
          tied[r] = tied[r + 1] = 1;
          changed = true;
        }
        if ((kinds[r + 2] & jumper) === 0) {
          kinds[r + 2] |= jumper;
          changed = true;
        }
      }
    }
  }
  const parts: GridPosition[] = [];
  for (let top = 0; top < rows;) {
    let bottom = top;
    while (bottom + 1 < rows && tied[bottom] === 1) bottom++;
    let any = 0;
    for (let r = top; r <= bottom; r++) any |= kinds[r];
    if (any !== 0) parts.push(band(p, top, bottom));
    top = bottom + 1;
  }
  return parts;
}

/** [jumper bit, bits of the skiers it may jump] for each side (see {@link rowsHolding}). */
const JUMPS: readonly (readonly [number, number])[] = [[1, 4 | 8], [4, 1 | 2]];

/** Rows `top` to `bottom` of a slope, as a slope of their own. */
function band(p: GridPosition, top: number, bottom: number): GridPosition {
  if (top === 0 && bottom === p.rows - 1) return p;
  const w = wordsOf(p);
  const shape = { rows: bottom - top + 1, cols: p.cols };
  const out: Words = { lo: [0, 0, 0, 0], hi: [0, 0, 0, 0] };
  const offset = top * p.cols;
  for (let i = 0; i < shape.rows * shape.cols; i++) {
    for (let k = 0; k < 4; k++) if (getCell(w, k, i + offset)) setCell(out, k, i, true);
  }
  return positionOf(shape, out);
}

/**
 * The value of a band without search, when it has one: if no jump can ever happen in it (one
 * row) and no skier has an opposing skier ahead of it in its row, every skier slides off on its
 * own and each player makes exactly as many moves as their skiers have squares to go, so the
 * value is that integer, Left's count less Right's (cgt-tools' reduction).
 */
function skiShortcut(p: GridPosition): Game | undefined {
  if (p.rows !== 1) return undefined;
  const w = wordsOf(p);
  let value = 0;
  let seenLeft = false;
  for (let c = 0; c < p.cols; c++) {
    const skier = skierAt(w, c);
    if (skier === LEFT_JUMPER || skier === LEFT_SLIPPER) {
      seenLeft = true;
      value += p.cols - c;
    } else if (skier === RIGHT_JUMPER || skier === RIGHT_SLIPPER) {
      if (seenLeft) return undefined; // a Left skier faces this one
      value -= c + 1;
    }
  }
  return integer(value);
}

/**
 * The rules of Ski Jumps (Winning Ways ch. 1; cgt-tools' `SkiJumps`): Left moves one of their
 * skiers (`L` jumper or `l` slipper) one or more squares to the right along its row, over empty
 * squares only, possibly off the slope's right edge; Right moves theirs to the left and off the
 * left edge. A jumper may instead jump straight down over an opposing skier directly below it
 * onto the empty square below that; the skier jumped over becomes a slipper. Components are the
 * bands of rows that can never affect each other (see the source); a one-row band where no
 * skier faces an opposing one is an integer. Keys are the board itself (no symmetry keeps the
 * rules).
 *
 * @example
 * ```ts
 * import { parseSkiJumps, SKI_JUMPS } from "@cgt/rulesets/ski-jumps";
 * import assert from "node:assert/strict";
 *
 * // L..: slide one, slide two (to the edge square), or slide off.
 * assert.equal([...SKI_JUMPS.leftOptions(parseSkiJumps("L.."))].length, 3);
 * ```
 */
export const SKI_JUMPS: Ruleset<GridPosition> = {
  name: "Ski Jumps",
  leftOptions: (p: GridPosition): GridPosition[] => skiMoves(p, 0),
  rightOptions: (p: GridPosition): GridPosition[] => skiMoves(p, 1),
  key: (p: GridPosition): PositionKey => symmetricKey(p, ["identity"]),
  components: skiParts,
  shortcut: skiShortcut,
};

const SEARCH = new Solver(SKI_JUMPS);

/**
 * Returns the canonical value of a Ski Jumps slope (see {@link SKI_JUMPS}). Values are cached
 * across calls in one module-wide solver, bounded by its `maxPositions`; every search honours
 * the step budget of `withStepLimit`.
 *
 * Cost: exponential in the number of skiers that can meet; bands that cannot interact are
 * valued apart, and one-row bands without a face-off cost nothing. Slopes of 4 by 6 with 7
 * skiers take a few seconds, 5 by 6 with 8 over 10 s (bench/results/RESULTS.md).
 *
 * @param board Rows separated by `|`: `L`, `l`, `R`, `r`, `.`; at most 64 squares.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example Winning Ways' examples, as cgt-tools' tests give them
 * ```ts
 * import { skiJumps } from "@cgt/rulesets/ski-jumps";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(skiJumps(".L...|.R...|.....")), "5/2");
 * assert.equal(formatGame(skiJumps("L..R")), "*2");
 * ```
 */
export function skiJumps(board: string): Game {
  return SEARCH.value(parseSkiJumps(board));
}
