/**
 * Grundy values of any finite impartial game, given by its move generator.
 *
 * @module
 */

import { checkGame, checkOptions, describe, numberOption } from "./_check.ts";
import { registerCacheOwner } from "@cgt/core/caches";
import { PositionLimitError, spendSteps } from "@cgt/core/limits";
import { identityKey, type PositionKey } from "@cgt/core/position-key";
import { mex } from "./mex.ts";

export { LimitError, PositionLimitError } from "@cgt/core/limits";
export type { PositionKey } from "@cgt/core/position-key";

/** The outcome class of an impartial position: `"P"` if the previous player (the one who just moved) wins, `"N"` if the next player to move wins. */
export type ImpartialOutcome = "P" | "N";

/**
 * A finite impartial game: both players have the same moves from every
 * position, and the player who cannot move loses (normal play).
 *
 * @typeParam P The type of a position.
 */
export interface ImpartialGame<P> {
  /** The positions reachable from `position` in one move. */
  options(position: P): Iterable<P>;
  /**
   * A key that is equal for equal positions, used to memoise values.
   * May be omitted when positions are themselves strings, numbers or bigints.
   */
  key?(position: P): PositionKey;
  /**
   * Splits `position` into independent components (a move changes exactly one of them), whose
   * Grundy values nim-add to the position's (Sprague–Grundy theorem, Winning Ways ch. 3).
   * Components with no moves may be left out. When absent, a position is its own single
   * component. Splitting keeps the memo to one entry per component instead of one per
   * combination of them.
   */
  components?(position: P): Iterable<P>;
}

/**
 * The most heaps one listing of a position's options may hold in the heap games' move
 * generators of this package (`takeAndBreakRules`, `spawningRules`), each option counting its
 * heaps and one more (an option is an array that copies the position's other heaps): 2^22, about
 * 60 MB of arrays. Past it the listing stops with a RangeError, with or without a step budget
 * (some heaps have hundreds of millions of options: 0.8 from 100,000, Motley from 40). Options
 * past a position's first 64 also cost a step each of `withStepLimit`'s budget.
 *
 * @example
 * ```ts
 * import { MAX_LISTED_HEAPS } from "@cgt/impartial/grundy";
 * import { parseTakeAndBreakCode, takeAndBreakRules } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(MAX_LISTED_HEAPS, 4_194_304);
 * // 0.8 splits a heap into three: 100,000 has about 8 * 10^8 options.
 * const rules = takeAndBreakRules(parseTakeAndBreakCode("0.8"));
 * assert.throws(() => rules.options([100_000]), RangeError);
 * ```
 */
export const MAX_LISTED_HEAPS: number = 2 ** 22;

/** Options for {@link GrundySolver}. */
export interface GrundySolverOptions {
  /**
   * The most new positions one call may memoise before the solver gives up with a
   * {@link PositionLimitError} (the one limit error of every package, from
   * `@cgt/partizan/game-limit`).
   *
   * @default {10_000_000}
   */
  maxPositions?: number;
}

interface Frame<P> {
  key: PositionKey;
  /** The components of every option, in order (each option is its own part when unsplit). */
  parts: P[];
  /** `owner[j]` is the index of the option that `parts[j]` belongs to. */
  owner: number[];
  next: number;
  /** The nim-sum so far of the values of each option's parts. */
  values: number[];
}

/**
 * A memoising Sprague–Grundy solver for a finite impartial game: the Grundy
 * value of a position is the mex of the values of its options, and a position
 * is a P-position exactly when its value is 0.
 *
 * The search is iterative (an explicit stack), so games millions of moves
 * deep do not overflow the call stack. A position met again while its own
 * value is still being computed means the game is not finite; the solver then
 * throws a `RangeError` instead of looping. Values are kept between calls:
 * time is O(positions + moves) over the solver's life, memory O(positions).
 * The memo is bounded by `maxPositions`; once it holds 256 values it is
 * registered (weakly) with `clearCaches()` of `@cgt/partizan/caches`, which
 * then empties it.
 *
 * @typeParam P The type of a position.
 *
 * @example Subtraction game S = {1, 3, 4}
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import assert from "node:assert/strict";
 *
 * const game = { options: (n: number) => [1, 3, 4].filter((s) => s <= n).map((s) => n - s) };
 * const solver = new GrundySolver(game);
 * assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7].map((n) => solver.grundy(n)), [0, 1, 0, 1, 2, 3, 2, 0]);
 * assert.equal(solver.outcome(7), "P");
 * assert.deepEqual(solver.winningMoves(6), [2]);
 * ```
 */
export class GrundySolver<P> {
  #game: ImpartialGame<P>;
  #key: (position: P) => PositionKey;
  #memo = new Map<PositionKey, number>();
  #maxPositions: number;
  /** Whether `clearCaches()` reaches this memo (registered once it holds 256 values). */
  #registered = false;

  /**
   * Creates a solver for `game`.
   *
   * @param game The move generator (and optional position key).
   * @param options Search limits.
   * @throws {TypeError} If `game` has no `options()` method or `options` is not an object.
   * @throws {RangeError} If `maxPositions` is not a positive integer.
   */
  constructor(game: ImpartialGame<P>, options: GrundySolverOptions = {}) {
    checkGame("create solver", game);
    checkOptions("create solver", options);
    const maxPositions = numberOption(
      "create solver",
      "maxPositions",
      options.maxPositions,
      10_000_000,
    );
    if (!(Number.isInteger(maxPositions) && maxPositions > 0) && maxPositions !== Infinity) {
      throw new RangeError(
        `Cannot create solver: maxPositions must be a positive integer, received ${
          describe(maxPositions)
        }`,
      );
    }
    this.#game = game;
    this.#key = game.key ? game.key.bind(game) : identityKey;
    this.#maxPositions = maxPositions;
  }

  /** The game this solver values. */
  get game(): ImpartialGame<P> {
    return this.#game;
  }

  /** The number of positions whose values are memoised. */
  get size(): number {
    return this.#memo.size;
  }

  /** Forgets every memoised value (values already returned stay valid). */
  clear(): void {
    this.#memo.clear();
  }

  /**
   * Returns the Grundy value (nim value) of `position`.
   *
   * @param position A position of the game.
   * @returns The least non-negative integer that is not the value of an option.
   * @throws {RangeError} If the game has a cycle reachable from `position`.
   * @throws {PositionLimitError} If more than `maxPositions` positions are needed.
   */
  grundy(position: P): number {
    if (this.#game.components === undefined) return this.#component(position);
    let g = 0;
    for (const part of this.#game.components(position)) g ^= this.#component(part);
    return g;
  }

  /** The Grundy value of one component (the whole position when the game has no split). */
  #component(position: P): number {
    const rootKey = this.#key(position);
    const known = this.#memo.get(rootKey);
    if (known !== undefined) return known;
    // One policy for every solver: the limit bounds what one call adds, and a call that finds
    // the table full (from earlier calls) empties it first.
    if (this.#memo.size >= this.#maxPositions) this.#memo.clear();
    const start = this.#memo.size;
    const onPath = new Set<PositionKey>([rootKey]);
    const stack: Frame<P>[] = [this.#frame(rootKey, position)];
    let result = 0;
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      if (frame.next < frame.parts.length) {
        const child = frame.parts[frame.next++];
        const childKey = this.#key(child);
        const value = this.#memo.get(childKey);
        if (value !== undefined) {
          frame.values[frame.owner[frame.next - 1]] ^= value;
        } else if (onPath.has(childKey)) {
          throw new RangeError(
            `Cannot compute Grundy value: the game has a cycle through position ${
              String(childKey)
            }`,
          );
        } else {
          onPath.add(childKey);
          stack.push(this.#frame(childKey, child));
        }
        continue;
      }
      result = mex(frame.values);
      if (this.#memo.size - start >= this.#maxPositions) {
        throw new PositionLimitError(this.#maxPositions);
      }
      this.#memo.set(frame.key, result);
      if (!this.#registered && this.#memo.size >= 256) {
        // Not every short-lived solver: a weak reference keeps its target until the task ends.
        this.#registered = true;
        registerCacheOwner(this);
      }
      onPath.delete(frame.key);
      stack.pop();
      if (stack.length > 0) {
        const parent = stack[stack.length - 1];
        parent.values[parent.owner[parent.next - 1]] ^= result;
      }
    }
    return result;
  }

  /**
   * Returns the outcome class of `position`: `"P"` when its Grundy value is 0
   * (the player to move loses), otherwise `"N"`.
   *
   * @param position A position of the game.
   * @returns `"P"` or `"N"`.
   */
  outcome(position: P): ImpartialOutcome {
    return this.grundy(position) === 0 ? "P" : "N";
  }

  /**
   * Returns the options of `position` whose Grundy value is 0: the moves that
   * win, in the order the game generates them (empty for a P-position).
   *
   * @param position A position of the game.
   * @returns The winning options.
   */
  winningMoves(position: P): P[] {
    return [...this.#game.options(position)].filter((option) => this.grundy(option) === 0);
  }

  #frame(key: PositionKey, position: P): Frame<P> {
    // One step of the work budget (withStepLimit in @cgt/core/limits) per new position.
    spendSteps(1);
    const options = [...this.#game.options(position)];
    const values = new Array<number>(options.length).fill(0);
    const split = this.#game.components;
    if (split === undefined) {
      return { key, parts: options, owner: options.map((_, i) => i), next: 0, values };
    }
    const parts: P[] = [];
    const owner: number[] = [];
    for (let i = 0; i < options.length; i++) {
      for (const part of split.call(this.#game, options[i])) {
        parts.push(part);
        owner.push(i);
      }
    }
    return { key, parts, owner, next: 0, values };
  }
}

/**
 * Returns the Grundy value of one position of `game`, with a fresh
 * {@link GrundySolver}. Use a solver directly to reuse values across calls.
 *
 * @param game The move generator (and optional position key).
 * @param position The position to evaluate.
 * @returns The Grundy value of `position`.
 * @throws {RangeError} If the game has a cycle reachable from `position`.
 *
 * @example Nim heaps are their own values
 * ```ts
 * import { grundy } from "@cgt/impartial/grundy";
 * import assert from "node:assert/strict";
 *
 * const nimHeap = { options: (n: number) => Array.from({ length: n }, (_, i) => i) };
 * assert.equal(grundy(nimHeap, 5), 5);
 * ```
 */
export function grundy<P>(game: ImpartialGame<P>, position: P): number {
  return new GrundySolver(game).grundy(position);
}
