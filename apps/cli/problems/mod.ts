/**
 * The contest problems `cgt judge` solves from their original input formats.
 * A problem's module (and the library code it needs) loads only when it runs.
 *
 * @module
 */

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
