/**
 * Subtraction games: remove s tokens from one heap, s from a finite set or from all positive integers except a finite set.
 *
 * @module
 */

import { checkInteger, checkOptions, describe, numberError } from "./_check.ts";
import type { ImpartialGame } from "./grundy.ts";
import type { GrundyValues } from "./octal_game.ts";
import { MAX_HEAP_SIZE } from "./octal_game.ts";

export type { ImpartialGame } from "./grundy.ts";
export type { GrundyValues } from "./octal_game.ts";
export type { PositionKey } from "@cgt/core/position-key";

/**
 * A subtraction game (Winning Ways, ch. 4): a move removes `s` tokens from
 * one heap, where `s` is in `set` or, when `allBut` is true, `s` is any
 * positive integer not in `set`. Build one with {@link subtractionGame}.
 */
export interface SubtractionGame {
  /** The subtraction set (or the excluded set), ascending, without repeats. */
  readonly set: readonly number[];
  /** Whether the moves are all positive integers except those in `set`. */
  readonly allBut: boolean;
}

/** Options for {@link subtractionGame}. */
export interface SubtractionGameOptions {
  /**
   * Make `set` the excluded removals: S = all positive integers except `set`.
   *
   * @default {false}
   */
  allBut?: boolean;
}

/**
 * The largest element a subtraction set may have: 2^20.
 *
 * @example
 * ```ts
 * import { MAX_SUBTRACTION, subtractionGame } from "@cgt/impartial/subtraction-game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(subtractionGame([MAX_SUBTRACTION]).set[0], 1_048_576);
 * assert.throws(() => subtractionGame([MAX_SUBTRACTION + 1]), RangeError);
 * ```
 */
export const MAX_SUBTRACTION = 2 ** 20;

/**
 * Returns the subtraction game with subtraction set `set` (or, with
 * `allBut`, the game whose subtraction set is every positive integer except
 * those in `set`). The set is sorted and repeats are removed.
 *
 * @param set Positive integers up to {@link MAX_SUBTRACTION}; for a finite
 *   set, at least one.
 * @param options Whether `set` lists the excluded removals.
 * @returns The game.
 * @throws {TypeError} If `set` is not an array.
 * @throws {RangeError} If an element is not an integer from 1 to
 *   {@link MAX_SUBTRACTION}, or a finite set is empty.
 *
 * @example The subtraction game S = {1, 3, 4}
 * ```ts
 * import { subtractionGame } from "@cgt/impartial/subtraction-game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(subtractionGame([4, 1, 3, 1]), { set: [1, 3, 4], allBut: false });
 * assert.throws(() => subtractionGame([0]), RangeError);
 * ```
 */
export function subtractionGame(
  set: readonly number[],
  options: SubtractionGameOptions = {},
): SubtractionGame {
  if (!Array.isArray(set)) {
    throw new TypeError(
      `Cannot create subtraction game: expected an array of removals, received ${describe(set)}`,
    );
  }
  for (const s of set) {
    if (!Number.isInteger(s) || s < 1 || s > MAX_SUBTRACTION) {
      throw numberError(
        s,
        `Cannot create subtraction game: removals must be integers from 1 to ${MAX_SUBTRACTION}, received ${
          describe(s)
        }`,
      );
    }
  }
  checkOptions("create subtraction game", options);
  const allBut = options.allBut === undefined ? false : options.allBut;
  if (typeof allBut !== "boolean") {
    throw new TypeError(
      `Cannot create subtraction game: allBut must be a boolean, received ${describe(allBut)}`,
    );
  }
  if (!allBut && set.length === 0) {
    throw new RangeError("Cannot create subtraction game: the subtraction set is empty");
  }
  const sorted = [...new Set(set)].sort((x, y) => x - y);
  return Object.freeze({ set: Object.freeze(sorted), allBut });
}

function checkGame(game: SubtractionGame): void {
  if (typeof game !== "object" || game === null || !Array.isArray(game.set)) {
    throw new TypeError(
      `Cannot compute Grundy values: expected a game from subtractionGame(), received ${
        describe(game)
      }`,
    );
  }
}

/**
 * Returns the game as a move generator on heap sizes, for the generic
 * {@link GrundySolver}: the slow twin of {@link subtractionGrundy}.
 *
 * @param game The game.
 * @returns The move generator.
 * @throws {TypeError} If `game` is not a subtraction game.
 *
 * @example Solving S = {1, 2} with the generic solver
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { subtractionGame, subtractionRules } from "@cgt/impartial/subtraction-game";
 * import assert from "node:assert/strict";
 *
 * const solver = new GrundySolver(subtractionRules(subtractionGame([1, 2])));
 * assert.equal(solver.grundy(5), 2);
 * ```
 */
export function subtractionRules(game: SubtractionGame): ImpartialGame<number> {
  checkGame(game);
  const excluded = new Set(game.set);
  return {
    options(n) {
      checkInteger(
        "list subtraction moves",
        "heap size",
        n,
        0,
        game.allBut ? MAX_HEAP_SIZE : Number.MAX_SAFE_INTEGER,
      );
      if (!game.allBut) return game.set.filter((s) => s <= n).map((s) => n - s);
      const out: number[] = [];
      for (let s = 1; s <= n; s++) if (!excluded.has(s)) out.push(n - s);
      return out;
    },
  };
}

/**
 * Returns the Grundy values G(0), ..., G(n) of a subtraction game:
 * G(h) = mex { G(h - s) : s in S, s <= h }.
 *
 * A finite set takes O(n |S|) time and its values are at most |S|. An
 * all-but set takes O(n |E|) time for an excluded set E: the mex over all
 * smaller heaps is kept with counts of each value, and only the |E|
 * excluded heaps are taken out for each h. Memory: 2 bytes per heap (4 when
 * a value exceeds 65535, as all-but games' values grow with h).
 *
 * @param game The game, from {@link subtractionGame}.
 * @param n The largest heap size, at most {@link MAX_HEAP_SIZE}.
 * @returns The values, indexed by heap size.
 * @throws {TypeError} If `game` is not a subtraction game.
 * @throws {RangeError} If `n` is not an integer from 0 to {@link MAX_HEAP_SIZE}.
 *
 * @example Winning Ways ch. 4: S = {1, 3, 4} and the all-but set S = {2, 3, ...}
 * ```ts
 * import { subtractionGame, subtractionGrundy } from "@cgt/impartial/subtraction-game";
 * import assert from "node:assert/strict";
 *
 * const finite = subtractionGrundy(subtractionGame([1, 3, 4]), 9);
 * assert.deepEqual([...finite], [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
 * const allBut = subtractionGrundy(subtractionGame([1], { allBut: true }), 6);
 * assert.deepEqual([...allBut], [0, 0, 1, 1, 2, 2, 3]);
 * ```
 */
export function subtractionGrundy(game: SubtractionGame, n: number): GrundyValues {
  checkGame(game);
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_HEAP_SIZE) {
    throw numberError(
      n,
      `Cannot compute Grundy values: heap size must be an integer from 0 to ${MAX_HEAP_SIZE}, received ${
        describe(n)
      }`,
    );
  }
  const set = game.set;
  if (!game.allBut) {
    const g: GrundyValues = set.length < 0xffff ? new Uint16Array(n + 1) : new Uint32Array(n + 1);
    const seen = new Uint32Array(set.length + 2);
    for (let h = 1; h <= n; h++) {
      for (let i = 0; i < set.length && set[i] <= h; i++) seen[g[h - set[i]]] = h;
      let v = 0;
      while (seen[v] === h) v++;
      g[h] = v;
    }
    return g;
  }
  // All-but: count[v] is how many heaps below h have value v; `full` is the
  // mex of all of them (never decreases). Excluded heaps h - e are removed
  // from the counts for the moment.
  const g = new Uint32Array(n + 1);
  const count = new Uint32Array(n + 2);
  let full = 0;
  for (let h = 1; h <= n; h++) {
    count[g[h - 1]]++;
    while (count[full] > 0) full++;
    let v = full;
    for (let i = 0; i < set.length && set[i] <= h; i++) {
      const w = g[h - set[i]];
      if (--count[w] === 0 && w < v) v = w;
    }
    for (let i = 0; i < set.length && set[i] <= h; i++) count[g[h - set[i]]]++;
    g[h] = v;
  }
  let max = 0;
  for (let h = 0; h <= n; h++) if (g[h] > max) max = g[h];
  return max <= 0xffff ? Uint16Array.from(g) : g;
}
