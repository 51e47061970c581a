/**
 * Amazons: a player moves one of their amazons like a chess queen, then shoots an arrow like a
 * queen from where it landed, burning the square the arrow lands on.
 *
 * @module
 */

import { ALL_SYMMETRIES, crop, symmetricKey } from "../_bitboard.ts";
import {
  COMPASS,
  kingParts,
  meets,
  partsBy,
  positionOf,
  restrict,
  setCell,
  stepTable,
  unionOf,
  wordsOf,
} from "../_cells.ts";
import { chargeWork } from "../_work.ts";
import { formatBoard, parseGrid } from "../_grid.ts";
import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import type { GridPosition } from "../_bitboard.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "../_bitboard.ts";

/** Layer of Left's amazons (`x`). */
const X = 0;
/** Layer of Right's amazons (`o`). */
const O = 1;
/** Layer of empty squares (`.`); a square in no layer is burnt (`#`). */
const EMPTY = 2;

/**
 * Parses an Amazons board, CGSuite's notation: rows separated by `|`, `x` a Left amazon, `o` a
 * Right amazon, `.` an empty square, `#` a burnt one. The result has three layers: Left's
 * amazons, Right's amazons, empty squares (a square in none of them is burnt).
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
 * import { parseAmazons } from "@cgt/rulesets/amazons";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseAmazons("x.#o"), { rows: 1, cols: 4, masks: [0b0001, 0b1000, 0b0010] });
 * ```
 */
export function parseAmazons(board: string): GridPosition {
  const { rows, cols, masks, high } = parseGrid("Amazons", board, ".xo#");
  return high === undefined
    ? { rows, cols, masks: [masks[1], masks[2], masks[0]] }
    : { rows, cols, masks: [masks[1], masks[2], masks[0]], high: [high[1], high[2], high[0]] };
}

/**
 * Writes a Amazons position as its board, the inverse of {@link parseAmazons}: rows separated by
 * `|`, `x` for Left's amazons, `o` for Right's, `.` for empty cells and `#` for burnt ones.
 * `parseAmazons(formatAmazons(p))` is `p`.
 *
 * @param position A position, as {@link parseAmazons} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Amazons position (rows, columns and 3 layer
 * masks).
 *
 * @example
 * ```ts
 * import { formatAmazons, parseAmazons } from "@cgt/rulesets/amazons";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatAmazons(parseAmazons("x..#|...o")), "x..#|...o");
 * ```
 */
export function formatAmazons(position: GridPosition): string {
  return formatBoard("Amazons", position, "xo.", "#");
}

/** Whether square `i` is empty (narrow or wide). */
function isEmpty(p: GridPosition, i: number): boolean {
  return i < 32
    ? ((p.masks[EMPTY] >>> i) & 1) === 1
    : (((p.high as readonly number[])[EMPTY] >>> (i - 32)) & 1) === 1;
}

/**
 * Every move of the player whose amazons are in layer `mine`: an amazon slides any distance in
 * one of eight directions over empty squares, then from its landing square an arrow flies any
 * distance in one of eight directions over empty squares (the square the amazon left counts as
 * empty) and burns the square it stops on. Order: amazon, move direction, distance, arrow
 * direction, arrow distance.
 */
function amazonsMoves(p: GridPosition, mine: 0 | 1): GridPosition[] {
  if (p.high === undefined) return amazonsMovesNarrow(p, mine);
  const out: GridPosition[] = [];
  const n = p.rows * p.cols;
  const table = stepTable(p, COMPASS);
  for (let from = 0; from < n; from++) {
    if (!(from < 32 ? ((p.masks[mine] >>> from) & 1) === 1 : meetsHigh(p, mine, from))) continue;
    for (let d = 0; d < 8; d++) {
      for (let to = table[from * 8 + d]; to >= 0 && isEmpty(p, to); to = table[to * 8 + d]) {
        for (let e = 0; e < 8; e++) {
          for (
            let arrow = table[to * 8 + e];
            arrow >= 0 && (arrow === from || isEmpty(p, arrow));
            arrow = table[arrow * 8 + e]
          ) {
            const w = wordsOf(p);
            setCell(w, mine, from, false);
            setCell(w, EMPTY, from, true);
            setCell(w, mine, to, true);
            setCell(w, EMPTY, to, false);
            setCell(w, EMPTY, arrow, false);
            out.push(positionOf(p, w));
          }
        }
      }
    }
  }
  // Each option is a copy of the board, built cell by cell.
  chargeWork(n + 8 * out.length);
  return out;
}

/** {@link amazonsMoves} on a board of at most 32 squares, on the masks directly (same order). */
function amazonsMovesNarrow(p: GridPosition, mine: 0 | 1): GridPosition[] {
  const out: GridPosition[] = [];
  const { rows, cols } = p;
  const table = stepTable(p, COMPASS);
  const own = p.masks[mine];
  const other = p.masks[1 - mine];
  const empty = p.masks[EMPTY];
  for (let rest = own; rest !== 0; rest = (rest & (rest - 1)) >>> 0) {
    const from = 31 - Math.clz32(rest & -rest);
    const fromBit = (1 << from) >>> 0;
    for (let d = 0; d < 8; d++) {
      for (
        let to = table[from * 8 + d];
        to >= 0 && ((empty >>> to) & 1) === 1;
        to = table[to * 8 + d]
      ) {
        const toBit = (1 << to) >>> 0;
        const moved = ((own & ~fromBit) | toBit) >>> 0;
        // The square left is empty now, the one landed on is not.
        const open = ((empty | fromBit) & ~toBit) >>> 0;
        for (let e = 0; e < 8; e++) {
          for (
            let arrow = table[to * 8 + e];
            arrow >= 0 && ((open >>> arrow) & 1) === 1;
            arrow = table[arrow * 8 + e]
          ) {
            const left = (open & ~(1 << arrow)) >>> 0;
            out.push({
              rows,
              cols,
              masks: mine === X ? [moved, other, left] : [other, moved, left],
            });
          }
        }
      }
    }
  }
  chargeWork(p.rows * p.cols + 4 * out.length);
  return out;
}

/** Whether cell `i` (at least 32) is set in layer `k` of a wide board. */
function meetsHigh(p: GridPosition, k: number, i: number): boolean {
  return p.high !== undefined && ((p.high[k] >>> (i - 32)) & 1) === 1;
}

/**
 * Splits a position into the regions of unburnt squares connected by king steps (an amazon or
 * an arrow never crosses a burnt square, and a diagonal step between two burnt squares is a
 * king step too), each cropped to its bounding box; regions without an amazon are left out.
 */
function amazonsParts(p: GridPosition): GridPosition[] {
  if (p.high === undefined) {
    const [x, o, empty] = p.masks;
    const parts: GridPosition[] = [];
    for (const part of kingParts((x | o | empty) >>> 0, p)) {
      if (((x | o) & part) === 0) continue;
      parts.push(
        crop({
          rows: p.rows,
          cols: p.cols,
          masks: [(x & part) >>> 0, (o & part) >>> 0, (empty & part) >>> 0],
        }, part),
      );
    }
    return parts;
  }
  const [lo, hi] = unionOf(p, [X, O, EMPTY]);
  const flat = partsBy(lo, hi, stepTable(p, COMPASS), 8);
  const parts: GridPosition[] = [];
  for (let k = 0; k < flat.length; k += 2) {
    const partLo = flat[k];
    const partHi = flat[k + 1];
    if (!meets(p, X, partLo, partHi) && !meets(p, O, partLo, partHi)) continue;
    parts.push(restrict(p, partLo, partHi));
  }
  return parts;
}

/**
 * The rules of Amazons (Walter Zamkauskas, 1988; Berlekamp, "Sums of N x 2 Amazons", 2000;
 * CGSuite's and cgt-tools' conventions): Left moves an `x` amazon, Right an `o` one, like a
 * chess queen over empty squares; the amazon then shoots an arrow like a queen from its landing
 * square (it may shoot back through or onto the square it left), and the arrow's square is
 * burnt for the rest of the game. Components are the regions of unburnt squares connected by
 * king steps, each cropped to its bounding box; regions without an amazon are left out. Keys
 * are normalised over all eight symmetries of the board (queen moves look the same after any
 * of them).
 *
 * @example
 * ```ts
 * import { AMAZONS, parseAmazons } from "@cgt/rulesets/amazons";
 * import assert from "node:assert/strict";
 *
 * // x.o: the amazon steps onto the middle square and shoots back onto its old square.
 * assert.equal([...AMAZONS.leftOptions(parseAmazons("x.o"))].length, 1);
 * ```
 */
export const AMAZONS: Ruleset<GridPosition> = {
  name: "Amazons",
  leftOptions: (p: GridPosition): GridPosition[] => amazonsMoves(p, X),
  rightOptions: (p: GridPosition): GridPosition[] => amazonsMoves(p, O),
  key(p: GridPosition): PositionKey {
    return symmetricKey(p, ALL_SYMMETRIES);
  },
  components: amazonsParts,
};

const SEARCH = new Solver(AMAZONS);

/**
 * Returns the canonical value of an Amazons position (Left plays `x`, Right plays `o`, as in
 * CGSuite and cgt-tools). Values are cached across calls in one module-wide solver, bounded by
 * its `maxPositions`; every search honours the step budget of `withStepLimit`.
 *
 * Cost: exponential in the number of empty squares, and each position has up to hundreds of
 * options (every queen move times every arrow). Measured on a loaded 2-core machine (see
 * bench/results/RESULTS.md): CGSuite's 2 by 4 example in a fraction of a second, a 3 by 4 board with
 * two amazons in opposite corners in about 5 s (cgt-tools 0.11 takes ten times longer), with
 * four amazons over 10 s.
 *
 * @param board Rows separated by `|`: `x`, `o`, `.`, `#`; at most 64 squares.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example CGSuite's test suite: Amazons("x...|o...")
 * ```ts
 * import { amazons } from "@cgt/rulesets/amazons";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(amazons("x...|o...")), "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}");
 * assert.equal(formatGame(amazons("x.")), "1");
 * ```
 */
export function amazons(board: string): Game {
  return SEARCH.value(parseAmazons(board));
}
