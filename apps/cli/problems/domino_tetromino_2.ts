/**
 * `cgt judge domino-tetromino-2`: AtCoder GAME-24 K, dominoes in tetrominoes 2.
 *
 * @module
 */

import { dominoTetrominoWinner } from "./domino_tetromino.ts";
import { bytesForTokens, type InputReader } from "./input.ts";
import type { JudgeProblem } from "./mod.ts";

/** The most numbers a valid input holds: the eight counts. */
const TOKENS = 8;

const NAMES = ["a", "b", "c", "d", "e", "f", "g", "h"];

/** A sum of eight kinds of blocks with known game values; who wins? */
export const dominoTetromino2Problem: JudgeProblem = {
  name: "domino-tetromino-2",
  source: "AtCoder GAME-24 K (dominoes in tetrominoes 2)",
  format: `Input: eight counts a b c d e f g h (each 0 to 10^9) of blocks whose values are
-2, 2, -1/2, 1/2, *, {0|-1}, {1|0} and {1|-1}. Alice (Left) moves first.
Output: Alice if she wins the sum, else Bob.`,
  maxInputBytes: bytesForTokens(TOKENS),
  solve(reader: InputReader): string {
    const counts = NAMES.map((name) => reader.int(name, 0, 1_000_000_000));
    reader.end();
    return `${dominoTetrominoWinner(counts)}\n`;
  },
};
