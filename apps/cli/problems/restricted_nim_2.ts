/**
 * `cgt judge restricted-nim-2`: AtCoder GAME-24 J, restricted Nim 2.
 *
 * @module
 */

import { restrictedNimOutcome } from "@cgt/nim/restricted-nim";
import { CliError } from "../cli.ts";
import { bytesForTokens, type InputReader } from "./input.ts";
import type { JudgeProblem } from "./mod.ts";

/** The most numbers a valid input holds: N and up to 2*10^5 piles. */
const TOKENS = 1 + 200_000;

/** Restricted Nim: piles stay non-decreasing; who wins? */
export const restrictedNim2Problem: JudgeProblem = {
  name: "restricted-nim-2",
  source: "AtCoder GAME-24 J (restricted Nim 2)",
  format: `Input: N (1 <= N <= 2*10^5), then N non-decreasing pile sizes
(0 <= a_1 <= a_2 <= ... <= a_N <= 10^9). A move takes stones from one pile
and must keep the piles non-decreasing; Alice moves first; who cannot move loses.
Output: Alice if the first player wins, else Bob.`,
  maxInputBytes: bytesForTokens(TOKENS),
  solve(reader: InputReader): string {
    const n = reader.int("N", 1, 200_000);
    const piles = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      piles[i] = reader.int(`a_${i + 1}`, 0, 1_000_000_000);
      if (i > 0 && piles[i] < piles[i - 1]) {
        throw new CliError(
          `Cannot read restricted-nim-2 input: the piles must be non-decreasing, received a_${
            i + 1
          } = ${piles[i]} after ${piles[i - 1]}`,
        );
      }
    }
    reader.end();
    return restrictedNimOutcome(piles) === "N" ? "Alice\n" : "Bob\n";
  },
};
