/**
 * `cgt judge chessboard`: BZOJ 1457 "Chessboard Game" (queens to the corner).
 *
 * @module
 */

import { queensGameOutcome, type QueenSquare } from "@cgt/rulesets/queens-game";
import { bytesForTokens, type InputReader } from "./input.ts";
import type { JudgeProblem } from "./mod.ts";

/** The most numbers a valid input holds: T, and per case (up to 100) N and up to 1000 queens of 2 numbers. */
const TOKENS = 1 + 100 * (1 + 2 * 1000);

/** Chessboard Game: who wins the race to move a queen onto (0, 0). */
export const chessboardProblem: JudgeProblem = {
  name: "chessboard",
  source: "BZOJ 1457 Chessboard Game",
  format: `Input: T (1 <= T <= 100), then per case N (0 <= N <= 1000) and N
lines x y (0..99): queens on a 100 x 100 board. A move takes one queen left,
down or down-left any distance; whoever first moves a queen onto (0, 0) wins
(as in the accepted contest solutions, a queen starting on (0, 0) counts as a
win for the first player, like a queen on an axis or the diagonal).
Output: per case, ^o^ if the first player wins, else T_T.`,
  maxInputBytes: bytesForTokens(TOKENS),
  solve(reader: InputReader): string {
    const t = reader.int("T", 1, 100);
    const lines: string[] = [];
    for (let c = 1; c <= t; c++) {
      const n = reader.int("N", 0, 1000);
      const queens: QueenSquare[] = [];
      for (let i = 0; i < n; i++) queens.push([reader.int("x", 0, 99), reader.int("y", 0, 99)]);
      lines.push(queensGameOutcome(queens, { cornerQueen: "wins" }) === "N" ? "^o^" : "T_T");
    }
    reader.end();
    return `${lines.join("\n")}\n`;
  },
};
