/**
 * `cgt judge chessboard`: BZOJ 1457 "Chessboard Game" (queens to the corner).
 *
 * @module
 */

import { queensGameOutcome, type QueenSquare } from "@cgt/rulesets/queens-game";
import { InputReader } from "./input.ts";
import type { JudgeProblem } from "./mod.ts";

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
  solve(input: string): string {
    const reader = new InputReader("chessboard", input);
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
