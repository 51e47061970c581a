/**
 * `cgt judge new-nim`: CQOI 2013 "New Nim" (BZOJ 3105).
 *
 * @module
 */

import { solveNewNim } from "@cgt/nim/new-nim";
import { bytesForTokens, type InputReader } from "./input.ts";
import type { JudgeProblem } from "./mod.ts";

/** The most numbers a valid input holds: k and up to 100 piles. */
const TOKENS = 1 + 100;

/** New Nim: the least number of stones the first player removes in whole piles to win. */
export const newNimProblem: JudgeProblem = {
  name: "new-nim",
  source: "CQOI 2013 New Nim (BZOJ 3105)",
  format: `Input: k (1 <= k <= 100), then k pile sizes (1 <= a_i <= 10^9).
Each player in turn first removes whole piles (any number, not all), then
ordinary Nim follows with the first player to move.
Output: the least total number of stones the first player removes and still
surely wins, or -1 if no win can be guaranteed.`,
  maxInputBytes: bytesForTokens(TOKENS),
  solve(reader: InputReader): string {
    const k = reader.int("k", 1, 100);
    const piles: number[] = [];
    for (let i = 1; i <= k; i++) piles.push(reader.int(`a_${i}`, 1, 1_000_000_000));
    reader.end();
    return `${solveNewNim(piles).removed}\n`;
  },
};
