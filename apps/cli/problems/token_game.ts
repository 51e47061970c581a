/**
 * `cgt judge token-game`: ICPC North America Championship 2021 "Token Game".
 *
 * @module
 */

import { TokenGame } from "@cgt/rulesets/token-game";
import { CliError } from "../cli.ts";
import { bytesForTokens, type InputReader } from "./input.ts";
import type { JudgeProblem } from "./mod.ts";

/** The most numbers a valid input holds: q and up to 10^5 queries of 4 numbers. */
const TOKENS = 1 + 4 * 100_000;

/** The board size of the contest. */
const SIZE = 300;

/** Token Game: the number of winning first moves of each two-token position. */
export const tokenGameProblem: JudgeProblem = {
  name: "token-game",
  source: "ICPC North America Championship 2021, Token Game",
  format: `Input: q (1 <= q <= 10^5), then q lines x1 y1 x2 y2 (1..300, the two
tokens on different cells). A move lowers one coordinate of one token without
landing on or jumping over the other; who cannot move loses.
Output: per line, the number of first moves that reach a losing position.`,
  maxInputBytes: bytesForTokens(TOKENS),
  solve(reader: InputReader): string {
    const q = reader.int("q", 1, 100_000);
    const game = new TokenGame(SIZE);
    const lines: number[] = new Array(q);
    for (let i = 0; i < q; i++) {
      const x1 = reader.int("x1", 1, SIZE);
      const y1 = reader.int("y1", 1, SIZE);
      const x2 = reader.int("x2", 1, SIZE);
      const y2 = reader.int("y2", 1, SIZE);
      if (x1 === x2 && y1 === y2) {
        throw new CliError(
          `Cannot read token-game input: the tokens of query ${
            i + 1
          } share the cell (${x1}, ${y1})`,
        );
      }
      lines[i] = game.countWinningMoves([x1, y1, x2, y2]);
    }
    reader.end();
    return `${lines.join("\n")}\n`;
  },
};
