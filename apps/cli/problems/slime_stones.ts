/**
 * `cgt judge slime-stones`: HDU 6869 "Slime and Stones" (extended Wythoff game).
 *
 * @module
 */

import { isWythoffPPosition } from "@cgt/nim/wythoff";
import { bytesForTokens, type InputReader } from "./input.ts";
import type { JudgeProblem } from "./mod.ts";

const LIMIT = 100_000_000;
const MAX_T = 100_000;

/** Slime and Stones: who wins the extended Wythoff game with parameter k. */
export const slimeStonesProblem: JudgeProblem = {
  name: "slime-stones",
  source: "HDU 6869 Slime and Stones (2020 Multi-University Training Contest 9)",
  format: `Input: T (1 <= T <= 10^5), then T lines "a b k" (0 <= a, b, k <= 10^8).
Two heaps of a and b stones; a move takes any positive number from one heap,
or x from the first and y from the second with |x - y| <= k.
Output: one line per query, 1 if the first player wins, else 0.`,
  maxInputBytes: bytesForTokens(1 + 3 * MAX_T),
  solve(reader: InputReader): string {
    const t = reader.int("T", 1, MAX_T);
    const values = new Float64Array(3 * t);
    // Plain numbers in range in one tight loop; the first other token (and every
    // one after it) is read one by one, so its error names its query.
    for (let i = reader.intsInto(values, 0, LIMIT); i < values.length; i++) {
      values[i] = reader.int(`${"abk"[i % 3]} (query ${Math.floor(i / 3) + 1})`, 0, LIMIT);
    }
    reader.end();
    // "0\n" or "1\n" per query, written as bytes and decoded once.
    const out = new Uint8Array(values.length / 1.5);
    for (let i = 0, j = 0; i < values.length; i += 3, j += 2) {
      out[j] = isWythoffPPosition(values[i], values[i + 1], { k: values[i + 2] }) ? 48 : 49;
      out[j + 1] = 10;
    }
    return new TextDecoder().decode(out);
  },
};
