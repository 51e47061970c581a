/**
 * The moves of heap games (octal, hexadecimal, Grundy's and subtraction games), shared by the
 * misère solvers (private: `misere_heap.ts` re-exports the public names).
 *
 * @module
 */

import { describe, numberError } from "../_check.ts";
import { MAX_HEAP_SIZE, type TakeAndBreakGame } from "../octal_game.ts";
import type { SubtractionGame } from "../subtraction_game.ts";
import { codeOf, forEachHeapOption } from "../_take_and_break.ts";
import { Meter } from "./_quotient_monoid.ts";

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
        describe(game)
      }`,
    );
  }
}

/** Throws a RangeError unless `n` is a heap size (`what` names the computation). */
export function checkHeap(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_HEAP_SIZE) {
    throw numberError(
      n,
      `Cannot compute ${what}: heap size must be an integer from 0 to ${MAX_HEAP_SIZE}, received ${
        describe(n)
      }`,
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
 * @throws {RangeError} If `n` is not a heap size, or the heap has more than 2^20 moves (heaps of
 *   games that split a heap into any number of heaps, such as `0.*`, have exponentially many).
 * @throws {GameLimitError} If the work budget (`withStepLimit`) runs out: the moves are charged
 *   as they are made, at about a microsecond of work each.
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
  const meter = new Meter();
  forEachHeapMove(game, n, meter, (heaps) => {
    const key = heaps.join(",");
    meter.tick(HELD_MOVE_UNITS + 64 * heaps.length);
    if (!seen.has(key)) {
      if (out.length === MAX_LISTED_MOVES) {
        throw new RangeError(
          `Cannot list moves: the heap has more than ${MAX_LISTED_MOVES} moves, received ${n}`,
        );
      }
      seen.add(key);
      out.push([...heaps]);
    }
  });
  return out;
}

/** The most moves {@link heapMoves} lists (a few hundred bytes each). */
const MAX_LISTED_MOVES = 1 << 20;

/** The work units (see `Meter`) of making one move of a heap: enumerating it and its heaps. */
const MOVE_UNITS = 64;
/** The units of keeping one move (a string key, a set entry and a copy), plus 64 a heap. */
const HELD_MOVE_UNITS = 2048;

/**
 * Calls `f` with every move of a heap of `n` (valid, unchecked), in {@link heapMoves} order but
 * with any repeats, each as the sorted heaps it leaves (the array may be reused: copy it to keep
 * it). Charges `meter` for the enumeration as it goes, so a budget stops a heap with a huge number
 * of moves (a heap of 100 in `0.*` has p(99), about 1.7 · 10^8) early, and holds no move after `f`
 * returns, so memory stays O(n); `f` charges for its own work.
 */
export function forEachHeapMove(
  game: MisereHeapGame,
  n: number,
  meter: Meter,
  f: (heaps: readonly number[]) => void,
): void {
  const each = (heaps: readonly number[]): void => {
    meter.tick(MOVE_UNITS + 4 * heaps.length);
    f(heaps);
  };
  if ("set" in game) {
    if (game.allBut) {
      const excluded = new Set(game.set);
      for (let s = 1; s <= n; s++) if (!excluded.has(s)) each(s === n ? [] : [n - s]);
    } else {
      for (const s of game.set) if (s <= n) each(s === n ? [] : [n - s]);
    }
    return;
  }
  forEachHeapOption(codeOf(game), n, each);
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
