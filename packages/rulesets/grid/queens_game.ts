/**
 * The queens-to-the-corner game of BZOJ 1457: the first to move a queen onto (0, 0) wins.
 *
 * @module
 */

import { describeValue, typeFail } from "../_check.ts";
import type { ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialOutcome } from "@cgt/impartial/grundy";

/** A queen's square (x, y), coordinates from 0 to size - 1. */
export type QueenSquare = readonly [x: number, y: number];

/** Options for {@link queensGameOutcome}. */
export interface QueensGameOptions {
  /**
   * The board size (coordinates 0..size-1).
   *
   * @default {100}
   */
  size?: number;
  /**
   * What a queen that starts on (0, 0) means. The rules do not say: no move
   * can put it there, so under the rules as written it is stuck and counts
   * for nothing (`"stuck"`). The accepted contest solutions of BZOJ 1457
   * instead count it with the queens on the axes and the diagonal, as a win
   * for the player to move (`"wins"`); `cgt judge chessboard` follows them so
   * that its output matches the original judge's.
   *
   * @default {"stuck"}
   */
  cornerQueen?: "stuck" | "wins";
}

/**
 * The largest board {@link queensSafeGrundy} builds: 1024 (O(size³) time).
 *
 * @example
 * ```ts
 * import { MAX_QUEENS_GAME_SIZE, queensSafeGrundy } from "@cgt/rulesets/queens-game";
 * import assert from "node:assert/strict";
 *
 * assert.throws(() => queensSafeGrundy(MAX_QUEENS_GAME_SIZE + 1), RangeError);
 * ```
 */
export const MAX_QUEENS_GAME_SIZE = 1024;

/**
 * The most recent tables, by size: at most {@link KEPT_TABLES}, so a long-lived process asking
 * for many sizes keeps only a few (each is 2 bytes a square, 2 MB at the largest size).
 */
const tables = new Map<number, Uint16Array>();
const KEPT_TABLES = 4;

function checkSize(size: number, what: string): void {
  if (!Number.isSafeInteger(size) || size < 1 || size > MAX_QUEENS_GAME_SIZE) {
    throw new RangeError(
      `Cannot ${what}: the board size must be an integer from 1 to ${MAX_QUEENS_GAME_SIZE}, received ${
        describeValue(size)
      }`,
    );
  }
}

/**
 * Returns the Grundy values of a lone queen in the "safe region" game on a
 * `size` x `size` board: the queen stays on squares with x >= 1, y >= 1 and
 * x != y, moves left, down or diagonally down-left any distance (landing on
 * a safe square; the squares it passes over do not matter), and the player
 * who cannot move loses. Entry x * size + y holds the value of (x, y); the
 * entries of unsafe squares (an axis or the diagonal) hold 0 and are not
 * part of the game. {@link queensGameOutcome} explains why this game decides
 * the queens game. O(size³) time (well under a millisecond for 100), 2 bytes
 * a square; the tables of the last four sizes are kept, and each call returns
 * a fresh copy, so changing it cannot change later answers.
 *
 * @param size The board size (coordinates 0..size-1).
 * @returns The table of values, row-major by x.
 * @throws {RangeError} If `size` is not an integer from 1 to
 * {@link MAX_QUEENS_GAME_SIZE}.
 *
 * @example (1, 2) and (2, 1) are lost for the mover, (1, 3) is not
 * ```ts
 * import { queensSafeGrundy } from "@cgt/rulesets/queens-game";
 * import assert from "node:assert/strict";
 *
 * const values = queensSafeGrundy(100);
 * assert.equal(values[1 * 100 + 2], 0);
 * assert.equal(values[2 * 100 + 1], 0);
 * assert.equal(values[1 * 100 + 3], 1); // move to (1, 2)
 * ```
 */
export function queensSafeGrundy(size: number): Uint16Array {
  checkSize(size, "compute queens game values");
  return safeTable(size).slice();
}

/** The table of {@link queensSafeGrundy}, shared (never handed to a caller). */
function safeTable(size: number): Uint16Array {
  const cached = tables.get(size);
  if (cached) {
    tables.delete(size); // most recently used last
    tables.set(size, cached);
    return cached;
  }
  const g = new Uint16Array(size * size);
  // A square has fewer than 3 * size options, so values stay below that.
  const seen = new Int32Array(3 * size + 1);
  let stamp = 0;
  for (let x = 1; x < size; x++) {
    for (let y = 1; y < size; y++) {
      if (x === y) continue;
      stamp++;
      for (let u = x - 1; u >= 1; u--) if (u !== y) seen[g[u * size + y]] = stamp;
      for (let v = y - 1; v >= 1; v--) if (v !== x) seen[g[x * size + v]] = stamp;
      // The diagonal step keeps x - y, so it never lands on x = y.
      for (let k = 1; k < x && k < y; k++) seen[g[(x - k) * size + (y - k)]] = stamp;
      let value = 0;
      while (seen[value] === stamp) value++;
      g[x * size + y] = value;
    }
  }
  tables.set(size, g);
  if (tables.size > KEPT_TABLES) tables.delete(tables.keys().next().value!);
  return g;
}

/**
 * Returns the outcome of the queens game of BZOJ 1457: queens on a
 * `size` x `size` board (squares (x, y), 0 <= x, y < size; several queens may
 * share a square and never block each other); a move takes one queen left,
 * down or diagonally down-left any distance, staying on the board; whoever
 * first moves a queen onto (0, 0) wins, and a player with no move at all
 * (every queen already on (0, 0)) loses.
 *
 * Why it is a sum of safe-region games: a queen can reach (0, 0) in one move
 * exactly from the "danger" squares, the axes x = 0, y = 0 and the diagonal
 * x = y (other than (0, 0) itself), because only those lines through (0, 0)
 * carry its moves. So if any queen stands on a danger square, the player to
 * move wins at once. Otherwise no move can win at once, and a move onto a
 * danger square hands the opponent that immediate win: it is never better
 * than any other move, and a player who has no other move loses. The game is
 * therefore the normal-play game in which queens move only between safe
 * squares (x, y >= 1, x != y): a disjunctive sum of one game per queen, won
 * by the player to move exactly when the nim-sum of the queens'
 * {@link queensSafeGrundy} is not 0 (Sprague–Grundy). A queen that starts on
 * (0, 0) cannot move and counts for nothing, unless `cornerQueen` is
 * `"wins"` (the contest's convention). O(queens) after the table.
 *
 * @param queens The queens' squares.
 * @param options The board size and the meaning of a queen on (0, 0).
 * @returns `"N"` if the player to move wins, `"P"` otherwise.
 * @throws {TypeError} If a square is not a pair of numbers.
 * @throws {RangeError} If a square is off the board or the size is invalid.
 *
 * @example One queen on the diagonal; two queens that mirror each other
 * ```ts
 * import { queensGameOutcome } from "@cgt/rulesets/queens-game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(queensGameOutcome([[5, 5]]), "N");
 * assert.equal(queensGameOutcome([[3, 7], [3, 7]]), "P");
 * assert.equal(queensGameOutcome([[1, 2]]), "P");
 * assert.equal(queensGameOutcome([[0, 0], [1, 2]]), "P");
 * assert.equal(queensGameOutcome([[0, 0], [1, 2]], { cornerQueen: "wins" }), "N");
 * ```
 */
export function queensGameOutcome(
  queens: readonly QueenSquare[],
  options: QueensGameOptions = {},
): ImpartialOutcome {
  if (!Array.isArray(queens)) {
    typeFail("compute queens game outcome", "expected an array of [x, y] squares", queens);
  }
  if (options === null || typeof options !== "object") {
    typeFail("compute queens game outcome", "options must be an object", options);
  }
  const size = options.size ?? 100;
  const cornerWins = (options.cornerQueen ?? "stuck") === "wins";
  if (options.cornerQueen !== undefined && !["stuck", "wins"].includes(options.cornerQueen)) {
    throw new TypeError(
      `Cannot compute queens game outcome: cornerQueen must be "stuck" or "wins", received ${
        JSON.stringify(options.cornerQueen)
      }`,
    );
  }
  checkSize(size, "compute queens game outcome");
  const g = safeTable(size);
  let sum = 0;
  let danger = false;
  for (const square of queens) {
    if (!Array.isArray(square) || square.length !== 2) {
      throw new TypeError(
        `Cannot compute queens game outcome: a square must be [x, y], received ${
          JSON.stringify(square)
        }`,
      );
    }
    const [x, y] = square;
    if (
      !Number.isSafeInteger(x) || !Number.isSafeInteger(y) || x < 0 || y < 0 || x >= size ||
      y >= size
    ) {
      throw new RangeError(
        `Cannot compute queens game outcome: coordinates must be integers from 0 to ${
          size - 1
        }, received ${JSON.stringify(square)}`,
      );
    }
    if (x === 0 && y === 0 && !cornerWins) continue;
    if (x === 0 || y === 0 || x === y) danger = true;
    else sum ^= g[x * size + y];
  }
  return danger || sum !== 0 ? "N" : "P";
}
