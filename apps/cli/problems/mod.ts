/**
 * The contest problems `cgt judge` solves from their original input formats.
 * A problem's module (and the library code it needs) loads only when it runs.
 *
 * Where code lives, by one rule: a game anyone may study is a package export;
 * the parsing and printing of one contest's input/output format is
 * contest-only, and lives here. So each problem module reads its input (with
 * `input.ts`), checks the contest's limits, calls the package that holds its
 * game and prints the contest's answer (`Alice`/`Bob`, `^o^`/`T_T`, counts):
 * New Nim (`solveNewNim`) and restricted Nim (`restrictedNimOutcome`) and
 * the extended Wythoff game of Slime and Stones (`isWythoffPPosition` with
 * `k`) are in `@cgt/nim`; the two-token game (`TokenGame`) and queens to the
 * corner (`queensGameOutcome`) in `@cgt/rulesets`; the even-split game of
 * Jiangnan (`splitGameGrundy`) in `@cgt/impartial`. The one piece of game
 * code kept here, `domino_tetromino.ts`, is the contest's own data: the
 * values the contest's analysis gives its eight block kinds a..h, in its
 * input order, added up with `@cgt/partizan`'s arithmetic (sums of games are
 * studied there; nothing else in the file is a game of its own).
 *
 * @module
 */

import type { InputReader } from "./input.ts";

/** A classic contest problem solved by calling the library. */
export interface JudgeProblem {
  /** The name typed after `cgt judge`. */
  name: string;
  /** Where the problem comes from (contest and problem id). */
  source: string;
  /** Input and output format, for the help text. */
  format: string;
  /**
   * The most bytes of input read: enough for the largest valid input with
   * generous whitespace (see `bytesForTokens`); a longer input is an error.
   */
  maxInputBytes: number;
  /**
   * Reads the input (no further than its declared size, then checks that
   * only whitespace follows) and returns the whole output (with a final
   * newline). Throws a `CliError` for input that breaks the format or limits.
   */
  solve(input: InputReader): string;
}

/** A problem's name, and how to load it. */
export interface ProblemEntry {
  /** The name typed after `cgt judge`. */
  name: string;
  /** Loads the problem's module. */
  load(): Promise<JudgeProblem>;
}

/** Every problem `cgt judge` knows, by name. */
export const PROBLEMS: ProblemEntry[] = [
  { name: "new-nim", load: async () => (await import("./new_nim.ts")).newNimProblem },
  {
    name: "restricted-nim-2",
    load: async () => (await import("./restricted_nim_2.ts")).restrictedNim2Problem,
  },
  {
    name: "slime-stones",
    load: async () => (await import("./slime_stones.ts")).slimeStonesProblem,
  },
  { name: "token-game", load: async () => (await import("./token_game.ts")).tokenGameProblem },
  { name: "chessboard", load: async () => (await import("./chessboard.ts")).chessboardProblem },
  { name: "jiangnan", load: async () => (await import("./jiangnan.ts")).jiangnanProblem },
  {
    name: "domino-tetromino-2",
    load: async () => (await import("./domino_tetromino_2.ts")).dominoTetromino2Problem,
  },
];
