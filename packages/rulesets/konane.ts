/**
 * Konane (Hawaiian checkers): a player jumps one of their stones over an
 * adjacent opposing stone into an empty cell, capturing it, and may go on
 * jumping in the same direction.
 *
 * @module
 */

import {
  ALL_SYMMETRIES,
  bit,
  forEachBit,
  forEachBitWide,
  hasCell,
  symmetricKey,
} from "./_bitboard.ts";
import { parseGrid } from "./_grid.ts";
import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import type { GridPosition } from "./_bitboard.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "./_bitboard.ts";

/**
 * Parses a Konane board: rows separated by `|`, `x` a Left stone, `o` a
 * Right stone, `.` an empty cell. The result has two masks: Left stones,
 * Right stones.
 *
 * @param board The board, at most 64 cells.
 * @returns The position.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example
 * ```ts
 * import { parseKonane } from "@cgt/rulesets/konane";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseKonane("xo."), { rows: 1, cols: 3, masks: [0b001, 0b010] });
 * ```
 */
export function parseKonane(board: string): GridPosition {
  const { rows, cols, masks, high } = parseGrid("Konane", board, ".xo");
  return high === undefined
    ? { rows, cols, masks: [masks[1], masks[2]] }
    : { rows, cols, masks: [masks[1], masks[2]], high: [high[1], high[2]] };
}

const DIRECTIONS: readonly (readonly [number, number])[] = [[0, 1], [0, -1], [1, 0], [-1, 0]];

function konaneMoves(p: GridPosition, mine: 0 | 1): GridPosition[] {
  if (p.high !== undefined) return konaneMovesWide(p, mine);
  const { rows, cols } = p;
  const results: GridPosition[] = [];
  forEachBit(p.masks[mine], (i) => {
    const r0 = Math.floor(i / cols);
    const c0 = i - r0 * cols;
    for (const [dr, dc] of DIRECTIONS) {
      let own = (p.masks[mine] & ~bit(i)) >>> 0;
      let other = p.masks[1 - mine];
      let r = r0;
      let c = c0;
      for (;;) {
        const r1 = r + dr, c1 = c + dc, r2 = r + 2 * dr, c2 = c + 2 * dc;
        if (r2 < 0 || r2 >= rows || c2 < 0 || c2 >= cols) break;
        const over = bit(r1 * cols + c1);
        const land = bit(r2 * cols + c2);
        if ((other & over) === 0 || ((own | other) & land) !== 0) break;
        other = (other & ~over) >>> 0;
        r = r2;
        c = c2;
        const after = (own | land) >>> 0;
        results.push({ rows, cols, masks: mine === 0 ? [after, other] : [other, after] });
        own = (own & ~land) >>> 0;
      }
    }
  });
  return results;
}

/** {@link konaneMoves} on a board of more than 32 cells, cell by cell, in the same order. */
function konaneMovesWide(p: GridPosition, mine: 0 | 1): GridPosition[] {
  const { rows, cols } = p;
  const high = p.high as readonly number[];
  const results: GridPosition[] = [];
  forEachBitWide(p.masks[mine], high[mine], (i) => {
    const r0 = Math.floor(i / cols);
    const c0 = i - r0 * cols;
    for (const [dr, dc] of DIRECTIONS) {
      const lows = p.masks.slice();
      const highs = high.slice();
      clearCell(lows, highs, mine, i);
      let r = r0;
      let c = c0;
      for (;;) {
        const r1 = r + dr, c1 = c + dc, r2 = r + 2 * dr, c2 = c + 2 * dc;
        if (r2 < 0 || r2 >= rows || c2 < 0 || c2 >= cols) break;
        const over = r1 * cols + c1;
        const land = r2 * cols + c2;
        const now = { rows, cols, masks: lows, high: highs };
        if (!hasCell(now, 1 - mine, over) || hasCell(now, 0, land) || hasCell(now, 1, land)) break;
        clearCell(lows, highs, 1 - mine, over);
        r = r2;
        c = c2;
        const after = { rows, cols, masks: lows.slice(), high: highs.slice() };
        setCell(after.masks, after.high, mine, land);
        results.push(after);
      }
    }
  });
  return results;
}

/** Clears cell `i` of layer `k` of a wide board held as word arrays. */
function clearCell(lows: number[], highs: number[], k: number, i: number): void {
  if (i < 32) lows[k] = (lows[k] & ~(1 << i)) >>> 0;
  else highs[k] = (highs[k] & ~(1 << (i - 32))) >>> 0;
}

/** Sets cell `i` of layer `k` of a wide board held as word arrays. */
function setCell(lows: number[], highs: number[], k: number, i: number): void {
  if (i < 32) lows[k] = (lows[k] | (1 << i)) >>> 0;
  else highs[k] = (highs[k] | (1 << (i - 32))) >>> 0;
}

/**
 * The rules of Konane (Ernst, "Playing Konane mathematically", 1995, with
 * the opening removals already made; CGSuite ships no Konane ruleset, and
 * these are the rules of the cgt-tools implementation): Left jumps an `x`
 * orthogonally over an adjacent `o` into the empty cell beyond, removing the
 * `o`, and may continue jumping in the same direction, stopping after any
 * jump; Right does the same with `o` over `x`. Positions are not split into
 * components (stones far apart can meet after jumps); keys are normalised
 * over all eight symmetries of the board.
 *
 * @example
 * ```ts
 * import { KONANE, parseKonane } from "@cgt/rulesets/konane";
 * import assert from "node:assert/strict";
 *
 * // x jumps once, or twice in the same direction.
 * assert.equal([...KONANE.leftOptions(parseKonane("xo.o."))].length, 2);
 * ```
 */
export const KONANE: Ruleset<GridPosition> = {
  name: "Konane",
  leftOptions: (p: GridPosition): Iterable<GridPosition> => konaneMoves(p, 0),
  rightOptions: (p: GridPosition): Iterable<GridPosition> => konaneMoves(p, 1),
  key(p: GridPosition): PositionKey {
    return symmetricKey(p, ALL_SYMMETRIES);
  },
};

const SEARCH = new Solver(KONANE);

/**
 * Returns the canonical value of a Konane position (Left plays `x`, Right
 * plays `o`). Values are cached across calls.
 *
 * Cost: exponential in the number of stones; boards of up to about 16 cells
 * are quick.
 *
 * @param board Rows separated by `|`: `x`, `o`, `.`; at most 64 cells.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 cells.
 *
 * @example
 * ```ts
 * import { konane } from "@cgt/rulesets/konane";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(konane("xo.")), "1"); // only Left can jump
 * assert.equal(formatGame(konane(".xo.")), "*"); // either jumps, then nothing is left
 * ```
 */
export function konane(board: string): Game {
  return SEARCH.value(parseKonane(board));
}
