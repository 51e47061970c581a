/**
 * The even-split game of HNOI 2014 ("Jiangnan"): split a pile into m nearly equal piles.
 *
 * @module
 */

import { checkArray, checkHeapList, checkOptions, describe, numberError } from "./_check.ts";
import type { ImpartialGame, ImpartialOutcome } from "./grundy.ts";

export type { ImpartialGame, ImpartialOutcome, PositionKey } from "./grundy.ts";
import { splitBlockValues } from "./_split_blocks.ts";

/**
 * How {@link splitGameGrundy} computes the table: `"blocks"` walks the
 * quotient blocks of n (O(√n) work per pile size), `"plain"` tries every
 * number of parts (O(n) per pile size) and is kept as the reference.
 */
export type SplitGameMethod = "blocks" | "plain";

/** Options for {@link splitGameGrundy}. */
export interface SplitGameGrundyOptions {
  /**
   * The algorithm to use.
   *
   * @default {"blocks"}
   */
  method?: SplitGameMethod;
}

/**
 * The largest table {@link splitGameGrundy} builds: 2^24 entries.
 *
 * @example
 * ```ts
 * import { MAX_SPLIT_GAME_LIMIT, splitGameGrundy } from "@cgt/impartial/split-game";
 * import assert from "node:assert/strict";
 *
 * assert.throws(() => splitGameGrundy(MAX_SPLIT_GAME_LIMIT + 1, 1), RangeError);
 * ```
 */
export const MAX_SPLIT_GAME_LIMIT = 2 ** 24;

function checkMinPile(minPile: number, what: string): void {
  if (!Number.isSafeInteger(minPile) || minPile < 1) {
    throw numberError(
      minPile,
      `Cannot ${what}: the smallest splittable pile must be a positive integer, received ${
        describe(minPile)
      }`,
    );
  }
}

/**
 * The split game with smallest splittable pile `minPile` (HNOI 2014, "Jiangnan
 * Le"), as an {@link ImpartialGame} whose positions are lists of pile sizes:
 * a move picks a pile of n >= `minPile` stones and a number of parts m with
 * 2 <= m <= n, and replaces the pile by n mod m piles of ⌈n/m⌉ and
 * m - n mod m piles of ⌊n/m⌋ stones. This is the plain definition, meant for
 * {@link GrundySolver} on small positions; positions are keyed as sorted
 * lists, so the order of the piles does not matter.
 *
 * @param minPile The smallest pile that may be split (F in the contest).
 * @returns The game, for the generic solver.
 * @throws {TypeError} If a number argument is not a number.
 * @throws {RangeError} If `minPile` is not a positive integer.
 *
 * @example A pile of 3 with F = 1: every split leads to a lost position
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { splitGame } from "@cgt/impartial/split-game";
 * import assert from "node:assert/strict";
 *
 * const solver = new GrundySolver(splitGame(1));
 * // 3 -> [1, 2] (value 1) or [1, 1, 1] (value 0): mex {0, 1} = 2
 * assert.equal(solver.grundy([3]), 2);
 * assert.equal(solver.grundy([3, 3]), 0);
 * ```
 */
export function splitGame(minPile: number): ImpartialGame<readonly number[]> {
  checkMinPile(minPile, "define the split game");
  return {
    *options(piles: readonly number[]): Iterable<readonly number[]> {
      checkHeapList("list split game moves", piles, MAX_SPLIT_GAME_LIMIT);
      const tried = new Set<number>();
      for (let i = 0; i < piles.length; i++) {
        const n = piles[i];
        if (n < minPile || tried.has(n)) continue;
        tried.add(n);
        const rest = piles.filter((_, j) => j !== i);
        for (let m = 2; m <= n; m++) {
          const q = Math.floor(n / m);
          const r = n - q * m;
          const parts = [...Array(r).fill(q + 1), ...Array(m - r).fill(q)];
          yield [...rest, ...parts];
        }
      }
    },
    key: (piles: readonly number[]): string => {
      checkArray("key split game position", "a position", piles);
      return [...piles].sort((a, b) => a - b).join(",");
    },
  };
}

function plainValues(limit: number, minPile: number): Uint32Array {
  const g = new Uint32Array(limit + 1);
  const seen = new Int32Array(limit + 2);
  for (let n = Math.max(minPile, 2); n <= limit; n++) {
    for (let m = 2; m <= n; m++) {
      const q = Math.floor(n / m);
      const r = n - q * m;
      const v = ((r & 1) === 1 ? g[q + 1] : 0) ^ (((m - r) & 1) === 1 ? g[q] : 0);
      if (v <= limit) seen[v] = n;
    }
    let v = 0;
    while (seen[v] === n) v++;
    g[n] = v;
  }
  return g;
}

/**
 * Returns the Grundy values G(0), ..., G(`limit`) of single piles in the split
 * game with smallest splittable pile `minPile` (see {@link splitGame}):
 * G(n) = 0 for n < max(`minPile`, 2), otherwise the mex over m = 2..n of
 * (n mod m odd ? G(⌈n/m⌉) : 0) xor (m - n mod m odd ? G(⌊n/m⌋) : 0), since a
 * position of several piles is the disjunctive sum of its piles
 * (Sprague–Grundy) and equal piles cancel in pairs. The default `"blocks"`
 * method uses that the value of a split depends only on q = ⌊n/m⌋ and the
 * parities of the two pile counts, so two m per block of equal q suffice;
 * blocks with two or more members reach values that depend only on the
 * parity of n, and the remaining moves come in runs of n whose values
 * alternate, so chunks of pile sizes are filled with one bit set per value,
 * 32 sizes per machine word. O(limit^1.5) time in the worst case (about 30 ms
 * for 10^5 on a 2-core EPYC), O(limit) memory (about 6 bytes a value). The
 * `"plain"` method tries every m: O(limit²) time, 4 bytes a value.
 *
 * @param limit The largest pile size in the table.
 * @param minPile The smallest pile that may be split (F in the contest).
 * @param options The method.
 * @returns A typed array of length `limit + 1` holding G(0..limit).
 * @throws {RangeError} If `limit` is not an integer from 0 to
 * {@link MAX_SPLIT_GAME_LIMIT}, or `minPile` is not a positive integer.
 * @throws {TypeError} If the method is unknown.
 *
 * @example Values for F = 1 and F = 3
 * ```ts
 * import { splitGameGrundy } from "@cgt/impartial/split-game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...splitGameGrundy(8, 1)], [0, 0, 1, 2, 2, 2, 2, 3, 2]);
 * assert.deepEqual([...splitGameGrundy(8, 3, { method: "plain" })], [0, 0, 0, 1, 1, 2, 1, 2, 1]);
 * ```
 */
export function splitGameGrundy(
  limit: number,
  minPile: number,
  options: SplitGameGrundyOptions = {},
): Uint32Array {
  if (!Number.isSafeInteger(limit) || limit < 0 || limit > MAX_SPLIT_GAME_LIMIT) {
    throw numberError(
      limit,
      `Cannot compute split game values: the limit must be an integer from 0 to ${MAX_SPLIT_GAME_LIMIT}, received ${
        describe(limit)
      }`,
    );
  }
  checkMinPile(minPile, "compute split game values");
  checkOptions("compute split game values", options);
  const method = options.method === undefined ? "blocks" : options.method;
  if (method === "blocks") return splitBlockValues(limit, minPile);
  if (method === "plain") return plainValues(limit, minPile);
  throw new TypeError(
    `Cannot compute split game values: the method must be "blocks" or "plain", received ${
      describe(method)
    }`,
  );
}

/**
 * Returns the outcome of a position of the split game with smallest
 * splittable pile `minPile`: `"N"` (the player to move wins) exactly when the
 * nim-sum of the piles' Grundy values ({@link splitGameGrundy}) is not 0. Costs
 * one table up to the largest pile, O(max^1.5) time; to answer many positions
 * build the table once with {@link splitGameGrundy}.
 *
 * @param piles The pile sizes (positive integers).
 * @param minPile The smallest pile that may be split (F in the contest).
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If a number argument is not a number.
 * @throws {RangeError} If a pile is not a positive integer up to
 * {@link MAX_SPLIT_GAME_LIMIT}, or `minPile` is not a positive integer.
 *
 * @example F = 3: a pile of 2 cannot be split, two equal piles cancel
 * ```ts
 * import { splitGameOutcome } from "@cgt/impartial/split-game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(splitGameOutcome([2], 3), "P");
 * assert.equal(splitGameOutcome([5, 5], 3), "P");
 * assert.equal(splitGameOutcome([3, 5], 3), "N");
 * ```
 */
export function splitGameOutcome(piles: readonly number[], minPile: number): ImpartialOutcome {
  checkMinPile(minPile, "compute split game outcome");
  checkArray("compute split game outcome", "piles", piles);
  let largest = 0;
  for (const n of piles) {
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_SPLIT_GAME_LIMIT) {
      throw numberError(
        n,
        `Cannot compute split game outcome: a pile must be an integer from 1 to ${MAX_SPLIT_GAME_LIMIT}, received ${
          describe(n)
        }`,
      );
    }
    if (n > largest) largest = n;
  }
  const g = splitGameGrundy(largest, minPile);
  let sum = 0;
  for (const n of piles) sum ^= g[n];
  return sum === 0 ? "P" : "N";
}
