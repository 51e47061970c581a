/**
 * Northcott's game: one white and one black piece per row; the gaps are Nim heaps.
 *
 * @module
 */

import { describe, numberError } from "./_check.ts";
import type { ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

import { nimSum } from "@cgt/impartial/nim-sum";

/**
 * A Northcott position: a board of `rows.length` rows and `width` columns
 * (numbered from 0), each row holding one white and one black piece on
 * different squares, given as `[white, black]` columns.
 */
export interface NorthcottPosition {
  /** The number of columns, at least 2. */
  width: number;
  /** For each row, the columns of its white and black piece. */
  rows: readonly (readonly [number, number])[];
}

/** The two players of Northcott's game. */
export type NorthcottPlayer = "white" | "black";

/** A move in Northcott's game: the mover's piece in row `row` goes from column `from` to `to`. */
export interface NorthcottMove {
  /** The row, from 0. */
  row: number;
  /** The column the piece leaves. */
  from: number;
  /** The column it goes to. */
  to: number;
}

function gaps(position: NorthcottPosition, what: string): number[] {
  if (
    typeof position !== "object" || position === null || !Array.isArray(position.rows)
  ) {
    throw new TypeError(`Cannot ${what}: expected { width, rows: [[white, black], ...] }`);
  }
  const { width } = position;
  if (!Number.isSafeInteger(width) || width < 2) {
    throw numberError(
      width,
      `Cannot ${what}: width must be an integer of at least 2, received ${describe(width)}`,
    );
  }
  return position.rows.map((row, i) => {
    if (!Array.isArray(row) || row.length !== 2) {
      throw new TypeError(`Cannot ${what}: row ${i} must be a pair [white, black]`);
    }
    const [w, b] = row;
    for (const c of row) {
      if (!Number.isSafeInteger(c) || c < 0 || c >= width) {
        throw numberError(
          c,
          `Cannot ${what}: columns must be integers from 0 to ${width - 1}, received ${
            describe(c)
          } in row ${i}`,
        );
      }
    }
    if (w === b) {
      throw new RangeError(`Cannot ${what}: both pieces of row ${i} are on column ${w}`);
    }
    return Math.abs(w - b) - 1;
  });
}

/**
 * Returns the outcome of a Northcott position for the player to move
 * (either colour): `"P"` if the player to move loses, `"N"` if they win.
 * Each player moves a piece of their own colour along its row, any number of
 * squares either way, without jumping over or onto the other piece; the
 * player who cannot move loses. Theorem: `"P"` exactly when the nim-sum of the
 * gaps (empty squares between the two pieces of each row) is 0.
 *
 * Proof (Winning Ways ch. 3; Berlekamp, Conway and Guy). Moving towards the
 * other piece shrinks that row's gap, exactly a Nim move. Moving away (a
 * retreat) grows it; the player facing a nim-sum-0 position answers a retreat
 * by following with their own piece, restoring the gap, and answers any other
 * move by the Nim strategy. Between two Nim moves, retreats push both pieces
 * of a row towards the retreater's edge, which can happen only finitely often,
 * and each Nim move lowers the total of the gaps; so play ends, and it ends
 * with the player facing nim-sum 0 unable to move. This is a partizan game with
 * loops, yet every position has a winner and no draws: the tests check this by
 * retrograde analysis of the whole game graph on small boards.
 *
 * @param position The board.
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If the position has the wrong shape.
 * @throws {RangeError} If a column is off the board or two pieces share a square.
 *
 * @example
 * ```ts
 * import { northcottOutcome } from "@cgt/nim/northcott";
 * import assert from "node:assert/strict";
 *
 * // Gaps 2 and 2: the player to move loses.
 * assert.equal(northcottOutcome({ width: 8, rows: [[0, 3], [7, 4]] }), "P");
 * assert.equal(northcottOutcome({ width: 8, rows: [[0, 3], [7, 5]] }), "N");
 * ```
 */
export function northcottOutcome(position: NorthcottPosition): ImpartialOutcome {
  let s = 0;
  for (const g of gaps(position, "compute Northcott outcome")) s = nimSum(s, g);
  return s === 0 ? "P" : "N";
}

/**
 * Returns every winning move of `player` in a Northcott position: each move
 * after which the gaps have nim-sum 0 (see {@link northcottOutcome}). In a
 * row of gap g, with target g' = g XOR s (s the nim-sum), the mover's piece
 * advances to leave gap g' when g' < g, or retreats to leave it when g' > g
 * and the board edge leaves room.
 *
 * Cost: O(rows) time.
 *
 * @param position The board.
 * @param player The colour to move.
 * @returns The winning moves, by row (empty in a P-position).
 * @throws {TypeError} If the position has the wrong shape or `player` is unknown.
 * @throws {RangeError} If a column is off the board or two pieces share a square.
 *
 * @example
 * ```ts
 * import { northcottWinningMoves } from "@cgt/nim/northcott";
 * import assert from "node:assert/strict";
 *
 * // Gaps 2 and 1: white closes row 0 to gap 1, or retreats in row 1 to gap 2.
 * const position = { width: 8, rows: [[0, 3], [6, 4]] as [number, number][] };
 * assert.deepEqual(northcottWinningMoves(position, "white"), [
 *   { row: 0, from: 0, to: 1 },
 *   { row: 1, from: 6, to: 7 },
 * ]);
 * ```
 */
export function northcottWinningMoves(
  position: NorthcottPosition,
  player: NorthcottPlayer,
): NorthcottMove[] {
  const what = "compute Northcott winning moves";
  const list = gaps(position, what);
  if (player !== "white" && player !== "black") {
    throw new TypeError(
      `Cannot ${what}: player must be "white" or "black", received ${describe(player)}`,
    );
  }
  let s = 0;
  for (const g of list) s = nimSum(s, g);
  const moves: NorthcottMove[] = [];
  if (s === 0) return moves;
  position.rows.forEach(([w, b], row) => {
    const [mine, theirs] = player === "white" ? [w, b] : [b, w];
    const target = nimSum(list[row], s);
    // The side of the opponent's piece: +1 if it is to the right.
    const toward = theirs > mine ? 1 : -1;
    const to = theirs - toward * (target + 1);
    if (to >= 0 && to < position.width && to !== mine) moves.push({ row, from: mine, to });
  });
  return moves;
}
