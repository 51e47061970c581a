/**
 * The contest problems `cgt judge` solves from their original input formats.
 *
 * @module
 */

import { newNim } from "./new_nim.ts";
import { restrictedNim2 } from "./restricted_nim_2.ts";
import { slimeStones } from "./slime_stones.ts";
import { chessboardProblem } from "./chessboard.ts";
import { jiangnanProblem } from "./jiangnan.ts";
import { tokenGameProblem } from "./token_game.ts";
import { dominoTetromino2 } from "./domino_tetromino_2.ts";

/** A classic contest problem solved by calling the library. */
export interface JudgeProblem {
  /** The name typed after `cgt judge`. */
  name: string;
  /** Where the problem comes from (contest and problem id). */
  source: string;
  /** Input and output format, for the help text. */
  format: string;
  /**
   * Solves the whole input and returns the whole output (with a final
   * newline). Throws a `CliError` for input that breaks the format or limits.
   */
  solve(input: string): string;
}

/** Every problem `cgt judge` knows, by name. */
export const PROBLEMS: JudgeProblem[] = [
  newNim,
  restrictedNim2,
  slimeStones,
  tokenGameProblem,
  chessboardProblem,
  jiangnanProblem,
  dominoTetromino2,
];
