/**
 * Clobber variants as CGSuite defines them: Kings (capture by a king step), Rooks and Queens
 * (capture by a rook or queen slide) and AntiClobber (step onto an empty square, leaving an
 * opposing stone behind).
 *
 * @module
 */

import { COMPASS, ORTHOGONAL } from "../_cells.ts";
import { genClobberRuleset, type GenClobberSpec, parseGenClobber } from "../_gen_clobber.ts";
import type { Game } from "@cgt/partizan/game";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import type { GridPosition } from "../_bitboard.ts";
import { formatBoard } from "../_grid.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "../_bitboard.ts";

const KINGS_SPEC: GenClobberSpec = { name: "Kings", directions: COMPASS, reach: 1, anti: false };
const ROOKS_SPEC: GenClobberSpec = {
  name: "Rooks",
  directions: ORTHOGONAL,
  reach: Infinity,
  anti: false,
};
const QUEENS_SPEC: GenClobberSpec = {
  name: "Queens",
  directions: COMPASS,
  reach: Infinity,
  anti: false,
};
const ANTI_SPEC: GenClobberSpec = {
  name: "AntiClobber",
  directions: ORTHOGONAL,
  reach: 1,
  anti: true,
};

/**
 * The rules of Kings, CGSuite's `GenClobber(directions => Coordinates.Compass)`: Clobber where a
 * stone captures an opposing stone one king step away (orthogonally or diagonally adjacent).
 * Components are the groups of stones joined by king steps, cropped; keys are normalised over
 * all eight symmetries of the board. Positions have two layers: Left's stones, Right's stones.
 *
 * @example
 * ```ts
 * import { KINGS_CLOBBER, parseKingsClobber } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...KINGS_CLOBBER.leftOptions(parseKingsClobber("x.|.o"))].length, 1);
 * ```
 */
export const KINGS_CLOBBER: Ruleset<GridPosition> = genClobberRuleset(KINGS_SPEC);

/**
 * The rules of Rooks, CGSuite's `GenClobber(maxDistance => inf)`: Clobber where a stone slides
 * any distance along its row or column over empty squares and captures the first stone it meets,
 * if that stone is an opponent's (a blocked square `#`, a stone of one's own or the edge stops
 * it). Stones on one line with no blocked square between them belong to one component; keys are
 * normalised over all eight symmetries. Positions have three layers: Left's stones, Right's
 * stones, empty squares (a square in none is blocked).
 *
 * @example
 * ```ts
 * import { parseRooksClobber, ROOKS_CLOBBER } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...ROOKS_CLOBBER.leftOptions(parseRooksClobber("x..o"))].length, 1);
 * ```
 */
export const ROOKS_CLOBBER: Ruleset<GridPosition> = genClobberRuleset(ROOKS_SPEC);

/**
 * The rules of Queens, CGSuite's `GenClobber(directions => Coordinates.Compass, maxDistance =>
 * inf)`: as Rooks, with diagonal slides too. Positions have the three layers of Rooks.
 *
 * @example
 * ```ts
 * import { parseQueensClobber, QUEENS_CLOBBER } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...QUEENS_CLOBBER.leftOptions(parseQueensClobber("x..|...|..o"))].length, 1);
 * ```
 */
export const QUEENS_CLOBBER: Ruleset<GridPosition> = genClobberRuleset(QUEENS_SPEC);

/**
 * The rules of AntiClobber, CGSuite's `GenClobber(clobbered => {Left => {0}, Right => {0}},
 * leftBehind => {Left => 2, Right => 1})`: a player moves one of their stones onto an
 * orthogonally adjacent empty square, and an opposing stone appears on the square it left.
 * Every move fills one empty square, so the game ends. Each empty square is tied to its
 * neighbours; components are the groups so tied, cropped (squares of other groups become
 * blocked). Keys are normalised over all eight symmetries. Positions have three layers: Left's
 * stones, Right's stones, empty squares.
 *
 * @example
 * ```ts
 * import { ANTI_CLOBBER, parseAntiClobber } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * // x.: Left's stone steps right and leaves an o behind.
 * assert.deepEqual([...ANTI_CLOBBER.leftOptions(parseAntiClobber("x."))], [
 *   { rows: 1, cols: 2, masks: [0b10, 0b01, 0b00] },
 * ]);
 * ```
 */
export const ANTI_CLOBBER: Ruleset<GridPosition> = genClobberRuleset(ANTI_SPEC);

/**
 * Parses a Kings board: rows separated by `|`, `x` a Left stone, `o` a Right stone, `.` an empty
 * square, `#` a blocked one (the same as empty in Kings, accepted as CGSuite does).
 *
 * @param board The board, at most 64 squares.
 * @returns The position: Left's stones, Right's stones.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character (the message gives its row and column) or
 * ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example
 * ```ts
 * import { parseKingsClobber } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseKingsClobber("xo"), { rows: 1, cols: 2, masks: [0b01, 0b10] });
 * ```
 */
export function parseKingsClobber(board: string): GridPosition {
  return parseGenClobber(KINGS_SPEC, board, ".xo#");
}

/**
 * Writes a Kings position as its board, the inverse of {@link parseKingsClobber}: rows separated
 * by `|`, `x` for Left's stones, `o` for Right's, `.` for every other cell (a `#` read by {@link
 * parseKingsClobber} comes back as `.`, which is the same in Kings).
 * `parseKingsClobber(formatKingsClobber(p))` is `p`.
 *
 * @param position A position, as {@link parseKingsClobber} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Kings position (rows, columns and 2 layer
 * masks).
 *
 * @example
 * ```ts
 * import { formatKingsClobber, parseKingsClobber } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatKingsClobber(parseKingsClobber("xo.|.ox")), "xo.|.ox");
 * ```
 */
export function formatKingsClobber(position: GridPosition): string {
  return formatBoard("Kings", position, "xo", ".");
}

/**
 * Parses a Rooks board: as {@link parseKingsClobber}, where `#` blocks slides.
 *
 * @param board The board, at most 64 squares.
 * @returns The position: Left's stones, Right's stones, empty squares.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example
 * ```ts
 * import { parseRooksClobber } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseRooksClobber("x#.o"), { rows: 1, cols: 4, masks: [0b0001, 0b1000, 0b0100] });
 * ```
 */
export function parseRooksClobber(board: string): GridPosition {
  return parseGenClobber(ROOKS_SPEC, board, ".xo#");
}

/**
 * Writes a Rooks position as its board, the inverse of {@link parseRooksClobber}: rows separated
 * by `|`, `x` for Left's stones, `o` for Right's, `.` for empty cells and `#` for blocked ones.
 * `parseRooksClobber(formatRooksClobber(p))` is `p`.
 *
 * @param position A position, as {@link parseRooksClobber} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Rooks position (rows, columns and 3 layer
 * masks).
 *
 * @example
 * ```ts
 * import { formatRooksClobber, parseRooksClobber } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatRooksClobber(parseRooksClobber("x.#o|o..x")), "x.#o|o..x");
 * ```
 */
export function formatRooksClobber(position: GridPosition): string {
  return formatBoard("Rooks", position, "xo.", "#");
}

/**
 * Parses a Queens board: as {@link parseRooksClobber}.
 *
 * @param board The board, at most 64 squares.
 * @returns The position: Left's stones, Right's stones, empty squares.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example
 * ```ts
 * import { parseQueensClobber } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseQueensClobber("x.|.o"), { rows: 2, cols: 2, masks: [0b0001, 0b1000, 0b0110] });
 * ```
 */
export function parseQueensClobber(board: string): GridPosition {
  return parseGenClobber(QUEENS_SPEC, board, ".xo#");
}

/**
 * Writes a Queens position as its board, the inverse of {@link parseQueensClobber}: rows separated
 * by `|`, `x` for Left's stones, `o` for Right's, `.` for empty cells and `#` for blocked ones.
 * `parseQueensClobber(formatQueensClobber(p))` is `p`.
 *
 * @param position A position, as {@link parseQueensClobber} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a Queens position (rows, columns and 3 layer
 * masks).
 *
 * @example
 * ```ts
 * import { formatQueensClobber, parseQueensClobber } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatQueensClobber(parseQueensClobber("x..|.#o|..x")), "x..|.#o|..x");
 * ```
 */
export function formatQueensClobber(position: GridPosition): string {
  return formatBoard("Queens", position, "xo.", "#");
}

/**
 * Parses an AntiClobber board: rows separated by `|`, `x` a Left stone, `o` a Right stone, `.`
 * an empty square. Like CGSuite, AntiClobber takes no blocked squares.
 *
 * @param board The board, at most 64 squares.
 * @returns The position: Left's stones, Right's stones, empty squares.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character (`#` included) or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example
 * ```ts
 * import { parseAntiClobber } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseAntiClobber("x.o"), { rows: 1, cols: 3, masks: [0b001, 0b100, 0b010] });
 * assert.throws(() => parseAntiClobber("x#o"), SyntaxError);
 * ```
 */
export function parseAntiClobber(board: string): GridPosition {
  return parseGenClobber(ANTI_SPEC, board, ".xo");
}

/**
 * Writes an AntiClobber position as its board, the inverse of {@link parseAntiClobber}: rows
 * separated by `|`, `x` for Left's stones, `o` for Right's and `.` for empty cells.
 * `parseAntiClobber(formatAntiClobber(p))` is `p`.
 *
 * @param position A position, as {@link parseAntiClobber} returns.
 * @returns The board.
 * @throws {TypeError} If `position` is not a AntiClobber position (rows, columns and 3 layer
 * masks).
 *
 * @example
 * ```ts
 * import { formatAntiClobber, parseAntiClobber } from "@cgt/rulesets/clobber-variants";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatAntiClobber(parseAntiClobber("xoxo|oo..")), "xoxo|oo..");
 * ```
 */
export function formatAntiClobber(position: GridPosition): string {
  return formatBoard("AntiClobber", position, "xo.", "#");
}

const KINGS_SEARCH = new Solver(KINGS_CLOBBER);
const ROOKS_SEARCH = new Solver(ROOKS_CLOBBER);
const QUEENS_SEARCH = new Solver(QUEENS_CLOBBER);
const ANTI_SEARCH = new Solver(ANTI_CLOBBER);

/**
 * Returns the canonical value of a Kings position ({@link KINGS_CLOBBER}; CGSuite's
 * `game.grid.Kings`). Values are cached across calls in one module-wide solver, bounded by its
 * `maxPositions`; every search honours the step budget of `withStepLimit`.
 *
 * Cost: exponential in the number of stones, like Clobber, with up to twice as many moves; a
 * 3 by 4 checkerboard takes about 6 s on a loaded 2-core machine (bench/results/RESULTS.md).
 *
 * @param board Rows separated by `|`: `x`, `o`, `.`, `#`; at most 64 squares.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example Diagonal neighbours capture each other
 * ```ts
 * import { kingsClobber } from "@cgt/rulesets/clobber-variants";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(kingsClobber("x.|.o")), "*");
 * assert.equal(formatGame(kingsClobber("xo|ox")), "*");
 * ```
 */
export function kingsClobber(board: string): Game {
  return KINGS_SEARCH.value(parseKingsClobber(board));
}

/**
 * Returns the canonical value of a Rooks position ({@link ROOKS_CLOBBER}; CGSuite's
 * `game.grid.Rooks`). Values are cached across calls in one module-wide solver, bounded by its
 * `maxPositions`; every search honours the step budget of `withStepLimit`.
 *
 * Cost: exponential in the number of stones; stones far apart on one line still interact. A
 * 3 by 4 checkerboard takes about 8 s on a loaded 2-core machine (bench/results/RESULTS.md).
 *
 * @param board Rows separated by `|`: `x`, `o`, `.`, `#`; at most 64 squares.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example A slide over empty squares captures; a blocked square stops it
 * ```ts
 * import { rooksClobber } from "@cgt/rulesets/clobber-variants";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(rooksClobber("x...o")), "*");
 * assert.equal(formatGame(rooksClobber("x.#.o")), "0");
 * ```
 */
export function rooksClobber(board: string): Game {
  return ROOKS_SEARCH.value(parseRooksClobber(board));
}

/**
 * Returns the canonical value of a Queens position ({@link QUEENS_CLOBBER}; CGSuite's
 * `game.grid.Queens`). Values are cached across calls in one module-wide solver, bounded by its
 * `maxPositions`; every search honours the step budget of `withStepLimit`.
 *
 * Cost: exponential in the number of stones; a 3 by 3 checkerboard takes a fraction of a
 * second, 3 by 4 over 10 s (bench/results/RESULTS.md).
 *
 * @param board Rows separated by `|`: `x`, `o`, `.`, `#`; at most 64 squares.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example
 * ```ts
 * import { queensClobber } from "@cgt/rulesets/clobber-variants";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(queensClobber("x..|...|..o")), "*");
 * assert.equal(formatGame(queensClobber("xxo")), "^");
 * ```
 */
export function queensClobber(board: string): Game {
  return QUEENS_SEARCH.value(parseQueensClobber(board));
}

/**
 * Returns the canonical value of an AntiClobber position ({@link ANTI_CLOBBER}; CGSuite's
 * `game.grid.AntiClobber`). Values are cached across calls in one module-wide solver, bounded by
 * its `maxPositions`; every search honours the step budget of `withStepLimit`.
 *
 * Cost: exponential in the number of empty squares (each move fills one); a 4 by 4 board half
 * empty takes about a second, 4 by 5 over 10 s (bench/results/RESULTS.md).
 *
 * @param board Rows separated by `|`: `x`, `o`, `.`; at most 64 squares.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares.
 *
 * @example CGSuite's test suite: AntiClobber("xoxo|oo..")
 * ```ts
 * import { antiClobber } from "@cgt/rulesets/clobber-variants";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(antiClobber("xoxo|oo..")), "{*|-1}");
 * assert.equal(formatGame(antiClobber("x.")), "1");
 * ```
 */
export function antiClobber(board: string): Game {
  return ANTI_SEARCH.value(parseAntiClobber(board));
}
