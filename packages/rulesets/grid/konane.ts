/**
 * Konane (Hawaiian checkers): a player jumps one of their stones over an
 * adjacent opposing stone into an empty cell, capturing it, and may go on
 * jumping in the same direction.
 *
 * @module
 */

import { ALL_SYMMETRIES, bit, forEachBitWide, hasCell, symmetricKey } from "../_bitboard.ts";
import { formatBoard, parseGrid } from "../_grid.ts";
import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import type { GridPosition } from "../_bitboard.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "../_bitboard.ts";

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

/**
 * Writes a Konane position as its board, the inverse of {@link parseKonane}: rows separated by
 * `|`, `x` for Left's stones, `o` for Right's, `.` for every other cell.
 * `parseKonane(formatKonane(p))` is `p`.
 *
 * @param position A position, as {@link parseKonane} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Konane position (rows, columns and 2 layer
 * masks).
 *
 * @example
 * ```ts
 * import { formatKonane, parseKonane } from "@cgt/rulesets/konane";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatKonane(parseKonane("xo.|..x")), "xo.|..x");
 * ```
 */
export function formatKonane(position: GridPosition): string {
  return formatBoard("Konane", position, "xo", ".");
}

const DIRECTIONS: readonly (readonly [number, number])[] = [[0, 1], [0, -1], [1, 0], [-1, 0]];

/**
 * The jumps of a narrow board shape: for cell i and direction d, the pairs (jumped cell,
 * landing cell) along the ray, as bits in `over` and `land` from `start[4 * i + d]` to
 * `start[4 * i + d + 1]`.
 */
interface Rays {
  start: Int32Array;
  over: Uint32Array;
  land: Uint32Array;
}

/** Rays by shape id (rows * 65 + cols), made on first use. */
const RAYS: (Rays | undefined)[] = [];

function rays(rows: number, cols: number): Rays {
  const id = rows * 65 + cols;
  let r = RAYS[id];
  if (r !== undefined) return r;
  const start = new Int32Array(4 * rows * cols + 1);
  const over: number[] = [];
  const land: number[] = [];
  for (let i = 0; i < rows * cols; i++) {
    const r0 = Math.floor(i / cols);
    const c0 = i - r0 * cols;
    for (let d = 0; d < 4; d++) {
      start[4 * i + d] = over.length;
      const [dr, dc] = DIRECTIONS[d];
      for (let k = 1;; k++) {
        const r2 = r0 + 2 * k * dr;
        const c2 = c0 + 2 * k * dc;
        if (r2 < 0 || r2 >= rows || c2 < 0 || c2 >= cols) break;
        over.push(bit((r2 - dr) * cols + c2 - dc));
        land.push(bit(r2 * cols + c2));
      }
    }
  }
  start[4 * rows * cols] = over.length;
  r = { start, over: Uint32Array.from(over), land: Uint32Array.from(land) };
  RAYS[id] = r;
  return r;
}

function konaneMoves(p: GridPosition, mine: 0 | 1): GridPosition[] {
  if (p.high !== undefined) return konaneMovesWide(p, mine);
  const { rows, cols } = p;
  const { start, over, land } = rays(rows, cols);
  const results: GridPosition[] = [];
  const mineMask = p.masks[mine];
  const otherMask = p.masks[1 - mine];
  const occupied = (mineMask | otherMask) >>> 0;
  let m = mineMask;
  while (m !== 0) {
    const low = m & -m;
    m = (m ^ low) >>> 0;
    const i = 31 - Math.clz32(low);
    // The stone leaves i and jumps along one direction, taking each stone it jumps over, and
    // may stop after any jump.
    const own = (mineMask & ~low) >>> 0;
    for (let d = 0; d < 4; d++) {
      let other = otherMask;
      const end = start[4 * i + d + 1];
      for (let k = start[4 * i + d]; k < end; k++) {
        const o = over[k];
        const l = land[k];
        // The jumped cell holds an opponent's stone still, and the landing cell is empty (the
        // cells passed so far were emptied by this move, but they are behind the stone).
        if ((other & o) === 0 || (occupied & l) !== 0) break;
        other = (other & ~o) >>> 0;
        const after = (own | l) >>> 0;
        results.push({ rows, cols, masks: mine === 0 ? [after, other] : [other, after] });
      }
    }
  }
  return results;
}

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
