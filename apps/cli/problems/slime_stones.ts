/**
 * `cgt judge slime-stones`: HDU 6869 "Slime and Stones" (extended Wythoff game).
 *
 * @module
 */

import { isWythoffPPosition } from "@cgt/nim/wythoff";
import { InputReader } from "./input.ts";
import type { JudgeProblem } from "./mod.ts";

const LIMIT = 100_000_000;
const MAX_T = 100_000;

/**
 * Reads well-formed input in one pass over the character codes: only digits
 * and whitespace, T in range, exactly 3T values up to 10^8 after it. Returns
 * `undefined` for anything else, so that {@link InputReader} reads it again
 * and reports the first problem with its usual message.
 */
function scanWellFormed(input: string): Float64Array | undefined {
  let values: Float64Array | undefined;
  let count = 0;
  let expected = 1;
  let value = 0;
  let digits = 0;
  const length = input.length;
  for (let i = 0; i <= length; i++) {
    const c = i < length ? input.charCodeAt(i) : 32;
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      if (++digits > 9) return undefined;
    } else if (c <= 32) {
      if (digits === 0) continue;
      if (values === undefined) {
        if (value < 1 || value > MAX_T) return undefined;
        values = new Float64Array(3 * value);
        expected = 1 + 3 * value;
      } else {
        if (count >= expected || value > LIMIT) return undefined;
        values[count - 1] = value;
      }
      count++;
      value = 0;
      digits = 0;
    } else {
      return undefined;
    }
  }
  return count === expected ? values : undefined;
}

function solveSlow(input: string): string {
  const reader = new InputReader("slime-stones", input);
  const t = reader.int("T", 1, MAX_T);
  const out = new Array<string>(t);
  for (let i = 0; i < t; i++) {
    const a = reader.int(`a (query ${i + 1})`, 0, LIMIT);
    const b = reader.int(`b (query ${i + 1})`, 0, LIMIT);
    const k = reader.int(`k (query ${i + 1})`, 0, LIMIT);
    out[i] = isWythoffPPosition(a, b, { k }) ? "0" : "1";
  }
  reader.end();
  return `${out.join("\n")}\n`;
}

/** Slime and Stones: who wins the extended Wythoff game with parameter k. */
export const slimeStonesProblem: JudgeProblem = {
  name: "slime-stones",
  source: "HDU 6869 Slime and Stones (2020 Multi-University Training Contest 9)",
  format: `Input: T (1 <= T <= 10^5), then T lines "a b k" (0 <= a, b, k <= 10^8).
Two heaps of a and b stones; a move takes any positive number from one heap,
or x from the first and y from the second with |x - y| <= k.
Output: one line per query, 1 if the first player wins, else 0.`,
  solve(input: string): string {
    const values = scanWellFormed(input);
    if (values === undefined) return solveSlow(input);
    // "0\n" or "1\n" per query, written as bytes and decoded once.
    const out = new Uint8Array(values.length / 1.5);
    for (let i = 0, j = 0; i < values.length; i += 3, j += 2) {
      out[j] = isWythoffPPosition(values[i], values[i + 1], { k: values[i + 2] }) ? 48 : 49;
      out[j + 1] = 10;
    }
    return new TextDecoder().decode(out);
  },
};
