/**
 * The search core the rulesets share: exact values of positions from their
 * moves, with a transposition table, decomposition into independent
 * components and symmetry-normalised keys.
 *
 * @module
 */

import { spend } from "./_engine.ts";
import { add } from "./arithmetic.ts";
import { type Game, game, ZERO } from "./game.ts";

export type { Game } from "./game.ts";

/** A value identifying a position up to the symmetries of its ruleset. */
export type PositionKey = string | number | bigint;

/**
 * The rules of a partizan game, as the search needs them: the moves of each
 * player, a normalised key, and optionally a split into independent parts.
 *
 * The contract the search relies on: positions with equal keys have equal
 * values (so a key may forget anything that cannot change the value, such as
 * a reflection of the board), and the value of a position is the sum of the
 * values of its components (they must be independent: a move changes exactly
 * one of them).
 *
 * @typeParam P The type of a position.
 */
export interface Ruleset<P> {
  /** The game's name, for messages (`"Domineering"`). */
  readonly name: string;
  /** The positions Left can move to from `position`. */
  leftOptions(position: P): Iterable<P>;
  /** The positions Right can move to from `position`. */
  rightOptions(position: P): Iterable<P>;
  /** A key, equal for positions of equal value (after normalisation). */
  key(position: P): PositionKey;
  /**
   * Splits `position` into independent components whose values sum to its
   * value. Components with no moves for either player may be left out. When
   * absent, a position is its own single component.
   */
  components?(position: P): Iterable<P>;
  /**
   * The value of a component when the ruleset knows it without search (for
   * example a Domineering region where only one player can ever move, worth
   * an integer), or `undefined` to search. Must agree with the search; the
   * tests check that against plain recursion.
   */
  shortcut?(position: P): Game | undefined;
}

/**
 * A position on a rectangular board of at most 32 cells, as bitboards: bit
 * `row * cols + col` of each mask stands for one cell. What each mask means
 * is up to the ruleset (Domineering keeps one mask of empty cells, Clobber
 * one of Left stones and one of Right stones).
 */
export interface GridPosition {
  /** Number of rows, at least 1. */
  readonly rows: number;
  /** Number of columns, at least 1. */
  readonly cols: number;
  /** The layers of the position, each an unsigned 32-bit mask. */
  readonly masks: readonly number[];
}

/**
 * A position of a game played on the vertices of a graph of at most 32
 * vertices (Col, Snort): the edges, and which vertices each player may still
 * colour. A vertex neither may colour is out of play.
 */
export interface GraphPosition {
  /** For each vertex, the mask of its neighbours (bit j for vertex j). */
  readonly adjacency: readonly number[];
  /** The vertices Left may colour, as a mask. */
  readonly left: number;
  /** The vertices Right may colour, as a mask. */
  readonly right: number;
}

/** Options for {@link PartizanSearch}. */
export interface PartizanSearchOptions {
  /**
   * The most component values one call of `value()` may add to the table
   * before the search gives up with a {@link PositionLimitError}. It also
   * bounds the table: a call that finds the table holding this many values
   * (left by earlier calls) empties it first, so a long-lived search never
   * fails on a small position because of earlier work. Each value costs
   * roughly 2 to 4 KB with the engine's caches (measured on Domineering 5x5
   * and Clobber 4x4), so the default bounds a search at a few GB.
   *
   * @default {1_000_000}
   */
  maxPositions?: number;
}

/**
 * Thrown when a search would need more positions than allowed.
 *
 * @example Catching the limit
 * ```ts
 * import { PartizanSearch, PositionLimitError } from "@cgt/partizan/search";
 * import { DOMINEERING, parseDomineering } from "@cgt/partizan/domineering";
 * import assert from "node:assert/strict";
 *
 * const search = new PartizanSearch(DOMINEERING, { maxPositions: 3 });
 * assert.throws(() => search.value(parseDomineering("....|....|....")), PositionLimitError);
 * ```
 */
export class PositionLimitError extends Error {
  /** The limit that was reached. */
  readonly limit: number;
  /**
   * Creates the error for the given limit.
   *
   * @param limit The number of positions that was allowed.
   */
  constructor(limit: number) {
    super(`Cannot finish the search: more than ${limit} positions would be evaluated`);
    this.name = "PositionLimitError";
    this.limit = limit;
  }
}

/**
 * A memoising value search over the positions of a {@link Ruleset}.
 *
 * The value of a position is the sum of the values of its components
 * (`ruleset.components`); the value of a component is `{ L | R }` over the
 * values of its options, reduced by the engine to canonical form, and is kept
 * in a transposition table under `ruleset.key` (which the grid rulesets
 * normalise over the board symmetries their rules allow). Options with the
 * same value are passed to the engine once.
 *
 * Number avoidance is not used to prune options: a canonical form needs
 * every option (a move into a number may be the only one that keeps the
 * exact value), and splitting into components already keeps the search from
 * playing one part against every state of another. Where it does apply is
 * in adding the parts: the engine adds a number x to a non-number G as
 * {G^L + x | G^R + x} without searching x (the Number Translation Theorem,
 * which rests on number avoidance: Winning Ways ch. 2, Lessons in Play
 * ch. 5). Components a ruleset can value directly (`ruleset.shortcut`, for
 * example a Domineering region where only one player can move) skip the
 * search.
 *
 * Cost: one table entry (a key and a game) per distinct component met;
 * time is the number of components times their moves, plus the engine's work.
 * The table lives as long as the search object, so reusing one search across
 * many positions of the same game shares work. Each new component also costs
 * one step of the engine's work budget, so `withStepLimit` (`./game-limit`)
 * bounds a search even when its components are cheap for the engine.
 *
 * @typeParam P The type of a position.
 *
 * @example Domineering, reusing one search
 * ```ts
 * import { PartizanSearch } from "@cgt/partizan/search";
 * import { DOMINEERING, parseDomineering } from "@cgt/partizan/domineering";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const search = new PartizanSearch(DOMINEERING);
 * assert.equal(formatGame(search.value(parseDomineering("..|.."))), "+-1");
 * assert.equal(formatGame(search.value(parseDomineering(".|."))), "1");
 * ```
 */
export class PartizanSearch<P> {
  #ruleset: Ruleset<P>;
  #table = new Map<PositionKey, Game>();
  #maxPositions: number;
  /** Nesting depth of `value()` calls, so the outermost one can reset the budget. */
  #depth = 0;
  /** The table size when the outermost `value()` call began. */
  #start = 0;

  /**
   * Creates a search for `ruleset`.
   *
   * @param ruleset The rules.
   * @param options Search limits.
   * @throws {RangeError} If `maxPositions` is not a positive integer.
   */
  constructor(ruleset: Ruleset<P>, options: PartizanSearchOptions = {}) {
    const maxPositions = options.maxPositions ?? 1_000_000;
    if (!(Number.isInteger(maxPositions) && maxPositions > 0) && maxPositions !== Infinity) {
      throw new RangeError(
        `Cannot create search: maxPositions must be a positive integer, received ${maxPositions}`,
      );
    }
    this.#ruleset = ruleset;
    this.#maxPositions = maxPositions;
  }

  /** The number of component values in the transposition table. */
  get size(): number {
    return this.#table.size;
  }

  /**
   * Returns the canonical value of `position`.
   *
   * @param position A position of the ruleset.
   * @returns Its canonical value.
   * @throws {PositionLimitError} If more than `maxPositions` new components are needed.
   */
  value(position: P): Game {
    if (this.#depth === 0) {
      if (this.#table.size >= this.#maxPositions) this.#table.clear();
      this.#start = this.#table.size;
    }
    this.#depth++;
    try {
      const ruleset = this.#ruleset;
      if (ruleset.components === undefined) return this.#component(position);
      let total: Game = ZERO;
      for (const part of ruleset.components(position)) total = add(total, this.#component(part));
      return total;
    } finally {
      this.#depth--;
    }
  }

  #remember(key: PositionKey, value: Game): void {
    if (this.#table.size - this.#start >= this.#maxPositions) {
      throw new PositionLimitError(this.#maxPositions);
    }
    this.#table.set(key, value);
  }

  #component(position: P): Game {
    const ruleset = this.#ruleset;
    const key = ruleset.key(position);
    const known = this.#table.get(key);
    if (known !== undefined) return known;
    // One step of the engine's work budget (withStepLimit) per new component, so a budget
    // also bounds searches whose components cost the engine little (free when unlimited).
    spend(1);
    const quick = ruleset.shortcut?.(position);
    if (quick !== undefined) {
      this.#remember(key, quick);
      return quick;
    }
    const left = new Map<number, Game>();
    for (const option of ruleset.leftOptions(position)) {
      const g = this.value(option);
      left.set(g.id, g);
    }
    const right = new Map<number, Game>();
    for (const option of ruleset.rightOptions(position)) {
      const g = this.value(option);
      right.set(g.id, g);
    }
    const result = game(left.values(), right.values());
    this.#remember(key, result);
    return result;
  }
}

/**
 * Returns the value of `position` by plain recursion over its options:
 * `{ value(L) | value(R) }` built with `game()`, with no table, no
 * decomposition and no symmetry. Exponential; it is the obviously-correct
 * reference the optimised {@link PartizanSearch} is tested against.
 *
 * @param ruleset The rules (only its moves are used).
 * @param position The position.
 * @returns Its canonical value.
 *
 * @example
 * ```ts
 * import { plainValue } from "@cgt/partizan/search";
 * import { DOMINEERING, parseDomineering } from "@cgt/partizan/domineering";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(plainValue(DOMINEERING, parseDomineering("..|.."))), "+-1");
 * ```
 */
export function plainValue<P>(ruleset: Ruleset<P>, position: P): Game {
  const left = [...ruleset.leftOptions(position)].map((o) => plainValue(ruleset, o));
  const right = [...ruleset.rightOptions(position)].map((o) => plainValue(ruleset, o));
  return game(left, right);
}
