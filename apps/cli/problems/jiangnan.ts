/**
 * `cgt judge jiangnan`: HNOI 2014 "Jiangnan Le" (BZOJ 3576), the even-split game.
 *
 * @module
 */

import { splitGameGrundy } from "@cgt/impartial/split-game";
import { bytesForTokens, type InputReader } from "./input.ts";
import type { JudgeProblem } from "./mod.ts";

/** The most numbers a valid input holds: T, F, and per game (up to 100) n and up to 100 piles. */
const TOKENS = 2 + 100 * (1 + 100);

/** Jiangnan Le: who wins the game of splitting piles into nearly equal parts. */
export const jiangnanProblem: JudgeProblem = {
  name: "jiangnan",
  source: "HNOI 2014 Jiangnan Le (BZOJ 3576)",
  format: `Input: T F (1 <= T <= 100, 1 <= F <= 10^5), then T lines n a_1 ... a_n
(1 <= n <= 100, 1 <= a_i < 10^5). A move splits a pile of at least F stones
into m >= 2 piles as equal as possible; who cannot move loses.
Output: one line of T numbers separated by spaces, 1 if the first player wins
the game on that line, else 0.`,
  maxInputBytes: bytesForTokens(TOKENS),
  solve(reader: InputReader): string {
    const t = reader.int("T", 1, 100);
    const minPile = reader.int("F", 1, 100_000);
    const games: number[][] = [];
    let largest = 1;
    for (let i = 0; i < t; i++) {
      const n = reader.int("n", 1, 100);
      const piles: number[] = new Array(n);
      for (let j = 0; j < n; j++) {
        const a = reader.int("a_i", 1, 99_999);
        piles[j] = a;
        if (a > largest) largest = a;
      }
      games.push(piles);
    }
    reader.end();
    const g = splitGameGrundy(largest, minPile);
    const results = games.map((piles) => {
      let sum = 0;
      for (const a of piles) sum ^= g[a];
      return sum === 0 ? 0 : 1;
    });
    return `${results.join(" ")}\n`;
  },
};
