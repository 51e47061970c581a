/**
 * The two-token game of ICPC NAC 2021 ("Token Game"): two tokens slide down and left without passing each other.
 *
 * @module
 */

import { describeValue } from "../_check.ts";
import type { ImpartialGame, ImpartialOutcome } from "@cgt/impartial/grundy";

export type { ImpartialGame, ImpartialOutcome, PositionKey } from "@cgt/impartial/grundy";

/**
 * A position of the two-token game: token A at (x1, y1) and token B at
 * (x2, y2), coordinates from 1 to the board size, on different cells.
 */
export type TokenPosition = readonly [x1: number, y1: number, x2: number, y2: number];

/**
 * The largest board {@link TokenGame} precomputes: 1024 (O(size³) time).
 *
 * @example
 * ```ts
 * import { MAX_TOKEN_GAME_SIZE, TokenGame } from "@cgt/rulesets/token-game";
 * import assert from "node:assert/strict";
 *
 * assert.throws(() => new TokenGame(MAX_TOKEN_GAME_SIZE + 1), RangeError);
 * ```
 */
export const MAX_TOKEN_GAME_SIZE = 1024;

function checkSize(size: number, what: string, max: number): void {
  if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 1 || size > max) {
    throw new RangeError(
      `Cannot ${what}: the board size must be an integer from 1 to ${max}, received ${
        describeValue(size)
      }`,
    );
  }
}

function checkPosition(position: TokenPosition, size: number, what: string): void {
  if (!Array.isArray(position) || position.length !== 4) {
    throw new TypeError(
      `Cannot ${what}: a position must be [x1, y1, x2, y2], received ${JSON.stringify(position)}`,
    );
  }
  // Indexing, not destructuring: this runs once per query in hot loops.
  const x1 = position[0];
  const y1 = position[1];
  const x2 = position[2];
  const y2 = position[3];
  if (!(onBoard(x1, size) && onBoard(y1, size) && onBoard(x2, size) && onBoard(y2, size))) {
    throw new RangeError(
      `Cannot ${what}: coordinates must be integers from 1 to ${size}, received ${
        JSON.stringify(position)
      }`,
    );
  }
  if (x1 === x2 && y1 === y2) {
    throw new RangeError(
      `Cannot ${what}: the tokens must be on different cells, received ${JSON.stringify(position)}`,
    );
  }
}

function onBoard(c: number, size: number): boolean {
  return Number.isInteger(c) && c >= 1 && c <= size;
}

/** Every legal move of the two-token game from `position`, straight from the rules. */
function* moves(position: TokenPosition): Generator<TokenPosition> {
  const [x1, y1, x2, y2] = position;
  // Token A lowers x (blocked by B when they share a row) or y (when they share a column).
  for (let v = x1 - 1; v >= 1 && !(y1 === y2 && v === x2); v--) yield [v, y1, x2, y2];
  for (let v = y1 - 1; v >= 1 && !(x1 === x2 && v === y2); v--) yield [x1, v, x2, y2];
  for (let v = x2 - 1; v >= 1 && !(y1 === y2 && v === x1); v--) yield [x1, y1, v, y2];
  for (let v = y2 - 1; v >= 1 && !(x1 === x2 && v === y1); v--) yield [x1, y1, x2, v];
}

/**
 * The two-token game on a `size` x `size` board (ICPC North America
 * Championship 2021, "Token Game") as an {@link ImpartialGame}, straight from
 * the rules: a move picks a token and strictly lowers one of its coordinates
 * (staying at least 1), never landing on or jumping over the other token (a
 * token can only be jumped over along the row or column the two share); the
 * player who cannot move loses. Meant for {@link GrundySolver} on small
 * boards: {@link TokenGame} is the fast method.
 *
 * @param size The board size M (coordinates 1..M).
 * @returns The game, positions keyed by a number.
 * @throws {RangeError} If `size` is not an integer from 1 to 2^13.
 *
 * @example Tokens side by side cannot move towards each other
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { tokenGame } from "@cgt/rulesets/token-game";
 * import assert from "node:assert/strict";
 *
 * const game = tokenGame(4);
 * assert.deepEqual([...game.options([1, 1, 2, 1])], []);
 * assert.equal(new GrundySolver(game).outcome([3, 1, 1, 1]), "N"); // move to [2, 1, 1, 1]
 * ```
 */
export function tokenGame(size: number): ImpartialGame<TokenPosition> {
  checkSize(size, "define the token game", 8192);
  return {
    options: (position: TokenPosition): Iterable<TokenPosition> => moves(position),
    key: ([x1, y1, x2, y2]: TokenPosition): number => ((x1 * size + y1) * size + x2) * size + y2,
  };
}

/**
 * Counts the losing targets of the moves that lower coordinate `c` of the
 * moving token to v in 1..c-1, where the other token has coordinate `o` on
 * the same axis, and `a`, `b` are the two tokens' coordinates on the other
 * axis. `where[o * 2 * size + g]` is the one v with |v - o| >= 2 and
 * f(v, o) = g, or 0 if there is none.
 */
function countTargets(
  f: Uint16Array,
  where: Uint16Array,
  size: number,
  c: number,
  o: number,
  a: number,
  b: number,
): number {
  // Sharing a line with the other token below: stop just above it.
  const low = a === b && o < c ? o + 1 : 1;
  const high = c - 1;
  if (low > high) return 0;
  const d = a > b ? a - b : b - a;
  // Other axis equal: only side by side (v = o ± 1) loses.
  if (d === 0) return (low <= o - 1 && o - 1 <= high ? 1 : 0) + (o + 1 <= high ? 1 : 0);
  // Other axis differs by 1: only v = o (side by side) loses.
  if (d === 1) return o <= high ? 1 : 0;
  // Otherwise the target with |v - o| >= 2 and f(v, o) = f(a, b) loses.
  const v = where[o * 2 * size + f[a * (size + 1) + b]];
  return v >= low && v <= high ? 1 : 0;
}

/**
 * The fast solution of the two-token game on a `size` x `size` board (see
 * {@link tokenGame}), after the analysis in the ICPC NAC 2021 editorial:
 *
 * - Tokens side by side (one coordinate equal, the other differing by 1) are
 *   a loss for the player to move: whatever the mover does, the other token
 *   can step next to the moved one again, and coordinates only decrease.
 * - Every other position where the x's or the y's differ by at most 1 is a
 *   win: one move puts the tokens side by side.
 * - When both differences are at least 2 the tokens share no row or column,
 *   so the two axes are independent. Take the one-axis game F on a pair
 *   (i, j), where a move lowers i or j to any value at least 1 and a pair
 *   with |i - j| <= 1 is terminal; its values f(i, j) are never 0 off the
 *   terminal pairs (lower the larger to the smaller plus one). Moves that make
 *   a difference at most 1 lead to wins (above) and in F to a terminal of the
 *   axis, whose sum with the other, non-terminal, axis is non-zero; so the
 *   position is lost exactly when f(x1, x2) xor f(y1, y2) = 0.
 *
 * Construction costs O(size³) time, a 32-bit word of the mex search at a
 * time (about 10 ms for size 300), and O(size²) memory (two 2-byte tables,
 * about 0.5 MB for size 300). Then {@link TokenGame.outcome} and
 * {@link TokenGame.countWinningMoves} are O(1). The editorial keeps, for each
 * coordinate j and value g, the sorted list of i with f(i, j) = g and counts
 * a move's losing targets by binary search (O(log size)); but that list has
 * at most one entry off the terminal pairs, since (k, j) is an option of
 * (i, j) for every k < i and an option never has its position's value. So a
 * table of that single i answers each of the four kinds of move at once.
 *
 * @example Counting winning first moves
 * ```ts
 * import { TokenGame } from "@cgt/rulesets/token-game";
 * import assert from "node:assert/strict";
 *
 * const game = new TokenGame(300);
 * assert.equal(game.outcome([1, 1, 2, 1]), "P");
 * assert.equal(game.countWinningMoves([3, 1, 1, 1]), 1);
 * assert.deepEqual(game.winningMoves([3, 1, 1, 1]), [[2, 1, 1, 1]]);
 * ```
 */
export class TokenGame {
  readonly #size: number;
  /** f(i, j) at i * (size + 1) + j. */
  readonly #f: Uint16Array;
  /** The one i with |i - j| >= 2 and f(i, j) = g, or 0, at j * 2 * size + g. */
  readonly #where: Uint16Array;

  /**
   * Precomputes the one-axis values and the per-value lists for a board of
   * `size` x `size` cells.
   *
   * @param size The board size M (coordinates 1..M); 300 in the contest.
   * @throws {RangeError} If `size` is not an integer from 1 to
   * {@link MAX_TOKEN_GAME_SIZE}.
   */
  constructor(size: number) {
    checkSize(size, "build the token game table", MAX_TOKEN_GAME_SIZE);
    this.#size = size;
    const stride = size + 1;
    // f(i, j) has at most i + j - 2 options, so its value is below 2 * size.
    const width = 2 * size;
    const f = new Uint16Array(stride * stride);
    // Bit sets of the values met so far: f(k, j) for k < i per column j, and
    // f(i, k) for k < j in the current row; the mex is the first bit set in
    // neither, found a 32-bit word at a time.
    const words = (width >> 5) + 1;
    const column = new Int32Array(stride * words);
    const row = new Int32Array(words);
    for (let i = 1; i <= size; i++) {
      row.fill(0);
      for (let j = 1; j <= size; j++) {
        let v = 0;
        const base = j * words;
        if (i - j > 1 || j - i > 1) {
          for (let w = 0; w < words; w++) {
            const free = ~(row[w] | column[base + w]);
            if (free !== 0) {
              v = (w << 5) + 31 - Math.clz32(free & -free);
              break;
            }
          }
        }
        f[i * stride + j] = v;
        row[v >> 5] |= 1 << (v & 31);
        column[base + (v >> 5)] |= 1 << (v & 31);
      }
    }
    this.#f = f;
    // f(., j) takes each value at most once off the terminal pairs: (k, j)
    // is an option of (i, j) for k < i, and an option never has its
    // position's value. So a value and j determine the target coordinate.
    const where = new Uint16Array(stride * width);
    for (let j = 1; j <= size; j++) {
      for (let i = 1; i <= size; i++) {
        if (i - j > 1 || j - i > 1) where[j * width + f[i * stride + j]] = i;
      }
    }
    this.#where = where;
  }

  /** The board size M (coordinates 1..M). */
  get size(): number {
    return this.#size;
  }

  /**
   * Returns f(i, j), the Grundy value of the one-axis game: a pair with
   * |i - j| <= 1 is terminal (value 0), any other pair moves to (k, j) for
   * 1 <= k < i and to (i, k) for 1 <= k < j.
   *
   * @param i One coordinate, 1..size.
   * @param j The other coordinate, 1..size.
   * @returns f(i, j).
   * @throws {RangeError} If a coordinate is off the board.
   */
  axisGrundy(i: number, j: number): number {
    for (const c of [i, j]) {
      if (!Number.isSafeInteger(c) || c < 1 || c > this.#size) {
        throw new RangeError(
          `Cannot compute axis value: coordinates must be integers from 1 to ${this.#size}, received ${c}`,
        );
      }
    }
    return this.#f[i * (this.#size + 1) + j];
  }

  #lost(x1: number, y1: number, x2: number, y2: number): boolean {
    const dx = x1 > x2 ? x1 - x2 : x2 - x1;
    const dy = y1 > y2 ? y1 - y2 : y2 - y1;
    if (dx <= 1 || dy <= 1) return dx + dy === 1;
    const stride = this.#size + 1;
    return this.#f[x1 * stride + x2] === this.#f[y1 * stride + y2];
  }

  /**
   * Returns the outcome of `position`: `"P"` if the player to move loses
   * (tokens side by side, or both differences at least 2 and
   * f(x1, x2) = f(y1, y2)), otherwise `"N"`. O(1).
   *
   * @param position The position [x1, y1, x2, y2].
   * @returns `"P"` or `"N"`.
   * @throws {TypeError} If the position is not four numbers.
   * @throws {RangeError} If a coordinate is off the board or the tokens share a cell.
   */
  outcome(position: TokenPosition): ImpartialOutcome {
    checkPosition(position, this.#size, "compute token game outcome");
    return this.#lost(position[0], position[1], position[2], position[3]) ? "P" : "N";
  }

  /**
   * Returns how many legal moves from `position` lead to a position lost for
   * the player then to move (the winning first moves): O(1). For each token
   * and axis the legal targets form a range (cut short by the other token when
   * they share a line); the lost targets in it are the side-by-side cells and
   * the one cell whose axis value matches the other axis.
   *
   * @param position The position [x1, y1, x2, y2].
   * @returns The number of winning moves (0 exactly for P-positions).
   * @throws {TypeError} If the position is not four numbers.
   * @throws {RangeError} If a coordinate is off the board or the tokens share a cell.
   */
  countWinningMoves(position: TokenPosition): number {
    checkPosition(position, this.#size, "count token game moves");
    const x1 = position[0];
    const y1 = position[1];
    const x2 = position[2];
    const y2 = position[3];
    const f = this.#f;
    const where = this.#where;
    const size = this.#size;
    return countTargets(f, where, size, x1, x2, y1, y2) +
      countTargets(f, where, size, y1, y2, x1, x2) +
      countTargets(f, where, size, x2, x1, y2, y1) +
      countTargets(f, where, size, y2, y1, x2, x1);
  }

  /**
   * Returns the winning moves of `position` (the legal moves to lost
   * positions), token A's x, A's y, B's x, then B's y moves, each from the
   * nearest target down. O(size).
   *
   * @param position The position [x1, y1, x2, y2].
   * @returns The positions the winning moves reach.
   * @throws {TypeError} If the position is not four numbers.
   * @throws {RangeError} If a coordinate is off the board or the tokens share a cell.
   */
  winningMoves(position: TokenPosition): TokenPosition[] {
    checkPosition(position, this.#size, "list token game moves");
    return [...moves(position)].filter(([x1, y1, x2, y2]) => this.#lost(x1, y1, x2, y2));
  }
}
