/**
 * The moves of heap games (octal, hexadecimal, Grundy's and subtraction games), shared by the
 * misère solvers (private: `misere_heap.ts` re-exports the public names).
 *
 * @module
 */

import { MAX_HEAP_SIZE, type TakeAndBreakGame } from "./octal_game.ts";
import type { SubtractionGame } from "./subtraction_game.ts";
import { codeOf, heapOptionLists } from "./_take_and_break.ts";

/** A heap game: a take-and-break code (octal, hexadecimal, Grundy's game) or a subtraction game. */
export type MisereHeapGame = TakeAndBreakGame | SubtractionGame;

/** A winning move in a sum of heaps: replace heap `component` by the heaps `result` (sorted, no empty heaps). */
export interface MisereHeapMove {
  /** The index of the heap moved in. */
  component: number;
  /** The heaps it leaves. */
  result: number[];
}

/** Throws a TypeError unless `game` is a heap game. */
export function checkGame(game: MisereHeapGame): void {
  const ok = typeof game === "object" && game !== null &&
    (("digits" in game && Array.isArray(game.digits)) ||
      ("set" in game && Array.isArray(game.set)));
  if (!ok) {
    throw new TypeError(
      `Cannot solve heap game: expected an octal, hexadecimal or subtraction game, received ${
        JSON.stringify(game)
      }`,
    );
  }
}

/** Throws a RangeError unless `n` is a heap size (`what` names the computation). */
export function checkHeap(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_HEAP_SIZE) {
    throw new RangeError(
      `Cannot compute ${what}: heap size must be an integer from 0 to ${MAX_HEAP_SIZE}, received ${n}`,
    );
  }
}

/**
 * Returns the positions one move from a heap of `n`, each as the sorted list
 * of non-empty heaps it leaves, in the order: tokens added (most first, for
 * codes with digits before the point), then removals k = 0, 1, 2, ...; for
 * each, by number of heaps left.
 *
 * @param game The heap game.
 * @param n The heap size.
 * @returns The move results (repeats removed).
 * @throws {TypeError} If `game` is not a heap game.
 * @throws {RangeError} If `n` is not a heap size.
 *
 * @example Kayles: a row of 3 pins
 * ```ts
 * import { heapMoves } from "@cgt/impartial/misere-heap";
 * import { parseOctalCode } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(heapMoves(parseOctalCode("0.77"), 3), [[2], [1, 1], [1]]);
 * ```
 */
export function heapMoves(game: MisereHeapGame, n: number): number[][] {
  checkGame(game);
  checkHeap(n, "moves");
  const out: number[][] = [];
  const seen = new Set<string>();
  const push = (heaps: number[]): void => {
    const key = heaps.join(",");
    if (!seen.has(key)) {
      seen.add(key);
      out.push(heaps);
    }
  };
  if ("set" in game) {
    if (game.allBut) {
      const excluded = new Set(game.set);
      for (let s = 1; s <= n; s++) if (!excluded.has(s)) push(s === n ? [] : [n - s]);
    } else {
      for (const s of game.set) if (s <= n) push(s === n ? [] : [n - s]);
    }
    return out;
  }
  for (const heaps of heapOptionLists(codeOf(game), n)) push(heaps);
  return out;
}

/**
 * Throws unless a sum's winning moves agree with its misère outcome: a P-position has moves and
 * none of them wins; an N-position with moves has a winning move (one with no move is N because
 * it has none). Anything else is a contradiction, that is a bug in cgt, so the error is a plain
 * `Error` (the CLI reports it as an internal error) rather than a wrong answer.
 */
export function checkWinningMoves(
  outcome: "P" | "N",
  hasMove: boolean,
  moves: readonly MisereHeapMove[],
  heaps: readonly number[],
): void {
  const why = outcome === "P"
    ? !hasMove
      ? "it is called P but has no move"
      : moves.length > 0
      ? "it is called P but has a winning move"
      : ""
    : hasMove && moves.length === 0
    ? "it is called N but no move wins"
    : "";
  if (why !== "") {
    throw new Error(
      `Cannot find misère winning moves: ${why}, received ${
        heaps.length === 0 ? "the empty sum" : heaps.join(" + ")
      }`,
    );
  }
}
