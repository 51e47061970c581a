/**
 * The one way to define a game by its moves and get its value: the {@link Ruleset} interface,
 * the memoising {@link Solver} with a transposition table, decomposition into independent
 * components and symmetry-normalised keys, and the one-shot {@link value}.
 *
 * @module
 */

import { checkOptions, checkRuleset, describeValue, typeFail } from "../_check.ts";
import { identityKey, type PositionKey } from "@cgt/core/position-key";
import { addGames, guardStack, makeGame, PositionLimitError, spend } from "../_engine.ts";
import { stepsRemaining } from "@cgt/core/limits";
import { DEFAULT_OWNER_REGISTRATION_SIZE, registerCacheOwner } from "@cgt/core/caches";
import { type Outcome, outcome } from "../compare.ts";
import { type Game, ZERO } from "../game.ts";
import { PositionTable } from "./_position_table.ts";

export type { Game } from "../game.ts";
export type { Outcome } from "../compare.ts";
export { LimitError, PositionLimitError } from "../_engine.ts";
export { identityKey, type PositionKey } from "@cgt/core/position-key";

/**
 * The rules of a partizan game, as the search needs them: the moves of each player, a
 * normalised key, and optionally a split into independent parts.
 *
 * The contract the search relies on: positions with equal keys have equal values (so a key may
 * forget anything that cannot change the value, such as a reflection of the board), and the
 * value of a position is the sum of the values of its components (they must be independent: a
 * move changes exactly one of them). Every position must have finitely many followers and, for
 * `value`, no position may repeat (a short game); `loopyValue` in `@cgt/partizan/loopy-ruleset`
 * takes the same interface for games whose positions can repeat.
 *
 * @typeParam P The type of a position.
 *
 * @example A ruleset of your own: Left removes one or two from a heap, Right removes one
 * ```ts
 * import { formatGame } from "@cgt/partizan/notation";
 * import { type Ruleset, value } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * const heaps: Ruleset<number> = {
 *   name: "Heaps",
 *   leftOptions: (n) => [n - 1, n - 2].filter((m) => m >= 0),
 *   rightOptions: (n) => (n > 0 ? [n - 1] : []),
 * };
 * assert.equal(formatGame(value(heaps, 1)), "*");
 * assert.equal(formatGame(value(heaps, 2)), "^"); // {0, * | *}: Left's * reverses out
 * ```
 */
export interface Ruleset<P> {
  /** The game's name, for messages (`"Domineering"`). */
  readonly name: string;
  /** The positions Left can move to from `position`. */
  leftOptions(position: P): Iterable<P>;
  /** The positions Right can move to from `position`. */
  rightOptions(position: P): Iterable<P>;
  /**
   * A key, equal for positions of equal value (after normalisation). May be omitted when
   * positions are themselves strings, numbers or bigints, as for `ImpartialGame`.
   */
  key?(position: P): PositionKey;
  /**
   * Splits `position` into independent components whose values sum to its value. Components
   * with no moves for either player may be left out. When absent, a position is its own single
   * component.
   */
  components?(position: P): Iterable<P>;
  /**
   * The value of a component when the ruleset knows it without search (for example a
   * Domineering region where only one player can ever move, worth an integer), or `undefined`
   * to search. Must agree with the search; the tests check that against plain recursion.
   */
  shortcut?(position: P): Game | undefined;
  /**
   * Positions whose values add up to the value of a component, when a theorem of the game gives
   * them (for example a Domineering region joined by a one-cell bridge is the sum of its two
   * sides, one with the bridge cell, when that cell does not change the other: see
   * `@cgt/rulesets/domineering`), or `undefined` to search its options. The parts need not be
   * independent for play, only for value. `valueOf` returns the canonical value of any position
   * of the ruleset, found by the same search (sharing its table and limits), for the theorem's
   * conditions; it should be kept to cheap checks, since a progress watch counts that work as no
   * progress. Every position passed to `valueOf` or returned must be smaller than `position` in
   * a measure that no chain of calls can repeat (Domineering: fewer empty cells); the theorem must
   * be exact, and its tests should compare it with the search it skips. Used by {@link Solver}
   * after `shortcut`; the outcome searches, which need independent components, ignore it.
   */
  valueParts?(position: P, valueOf: (part: P) => Game): Iterable<P> | undefined;
}

/** Options for {@link Solver} and {@link value}. */
export interface SolverOptions {
  /**
   * The most component values one call of `value()` may add to the table before the search
   * gives up with a {@link PositionLimitError}. It also bounds the table: a call that finds the
   * table holding this many values (left by earlier calls) empties it first, so a long-lived
   * solver never fails on a small position because of earlier work. Each value costs roughly 400
   * to 650 bytes with the engine's caches (measured on Domineering 5x5 and 5x6 and Clobber 4x4 by
   * bench/limits/bytes_per_position.ts; the caches are bounded, so a larger search costs less a
   * value: 129 bytes on Domineering 6x6, 8.4 million values), so the default bounds a search at
   * under 1 GB of live data (the process's peak is larger: on Domineering 6x6 the heap grew to
   * three times its live data between full collections, and the peak was 1.9 to 3.3 times it).
   *
   * @default {1_000_000}
   */
  maxPositions?: number;
}

/** A game's id: how a solver's table indexes the values it holds. */
function gameId(g: Game): number {
  return g.id;
}

/** The default of {@link SolverOptions.maxPositions}. */
const MAX_POSITIONS_DEFAULT = 1_000_000;

/**
 * Checks a `maxPositions` option: a positive integer or `Infinity`.
 *
 * @throws {RangeError} If it is neither.
 */
function checkMaxPositions(maxPositions: number, what: string): number {
  if (!(Number.isInteger(maxPositions) && maxPositions > 0) && maxPositions !== Infinity) {
    throw new RangeError(
      `Cannot create ${what}: maxPositions must be a positive integer, received ${maxPositions}`,
    );
  }
  return maxPositions;
}

/** How far a search has got: what {@link watchSearch} reports as it goes. */
export interface SearchProgress {
  /** The component values the search has added to its solver's table so far. */
  readonly positions: number;
  /**
   * The steps of the engine's budget (`withStepLimit` in `./game-limit`) the search has spent so
   * far, or 0 when no budget is set.
   */
  readonly steps: number;
  /**
   * An estimate of the fraction of the search done, from 0 to 1: each option (or component) on
   * the path from the position to the one being searched is counted as an equal share of its
   * parent's, and the shares of the options already valued are added up. Memoised positions make
   * later options cheaper than earlier ones, so the estimate tends to be low early on (the work
   * left is overestimated) and rises towards 1.
   */
  readonly done: number;
}

/** Options for {@link watchSearch}. */
export interface WatchSearchOptions {
  /**
   * Called every {@link WatchSearchOptions.every} new component values with how far the search
   * has got. What it throws stops the search (the solver stays usable) and is thrown by
   * `watchSearch`.
   *
   * @default {undefined}
   */
  onProgress?: (progress: SearchProgress) => void;
  /**
   * How many new component values pass between calls of `onProgress`.
   *
   * @default {1024}
   */
  every?: number;
  /**
   * The most component values any one `value()` call of a solver may add within the watch,
   * besides the solver's own `maxPositions`; past it the search gives up with a
   * {@link PositionLimitError}. It reaches solvers that a caller cannot configure, such as the
   * module-wide ones of the rulesets' notation functions.
   *
   * @default {Infinity}
   */
  maxPositions?: number;
}

/** The watch of the running {@link watchSearch} call. */
interface Watch {
  onProgress: ((progress: SearchProgress) => void) | undefined;
  every: number;
  maxPositions: number;
  /** The solver whose search is reported (the first to start within the watch). */
  owner: object | undefined;
}

let currentWatch: Watch | undefined;

/**
 * Runs `f`, reporting the progress of the {@link Solver} searches it runs and bounding the
 * positions they may add. Only the searches of the solver that starts first are reported, one
 * outermost `value()` call at a time (a search that others nest inside is the one that takes the
 * time); a later solver is reported once that one has returned. Only work that `f` does before
 * it returns is watched: like `withStepLimit`, the watch is synchronous.
 *
 * Cost: while a watch is on, each searched position lists its options before searching them
 * (to count them), and every `every` new values the path is walked once to compute
 * {@link SearchProgress.done}. Without a watch the search runs as before.
 *
 * @param f The work to watch.
 * @param options The progress callback, how often it is called and a position limit.
 * @returns What `f` returns.
 * @throws {RangeError} If `every` is not a positive integer or `maxPositions` is neither a
 *   positive integer nor `Infinity`.
 * @throws {PositionLimitError} If a search adds more than `maxPositions` values.
 *
 * @example Estimating the size of a search from how far it has got
 * ```ts
 * import { type Ruleset, type SearchProgress, value, watchSearch } from "@cgt/partizan/search";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * // Left and Right each take 1 or 2 from a heap: values are nimbers.
 * const take: Ruleset<number> = {
 *   name: "Take",
 *   leftOptions: (n) => [n - 1, n - 2].filter((m) => m >= 0),
 *   rightOptions: (n) => [n - 1, n - 2].filter((m) => m >= 0),
 * };
 * const seen: SearchProgress[] = [];
 * const g = watchSearch(() => value(take, 300), { every: 100, onProgress: (p) => seen.push(p) });
 * assert.equal(formatGame(g), "0");
 * assert.deepEqual(seen.map((p) => p.positions), [100, 200, 300]);
 * assert.ok(seen.every((p) => p.done >= 0 && p.done <= 1));
 * assert.throws(() => watchSearch(() => value(take, 300), { maxPositions: 50 }), RangeError);
 * ```
 */
export function watchSearch<T>(f: () => T, options: WatchSearchOptions = {}): T {
  if (typeof f !== "function") typeFail("watch the search", "expected a function", f);
  checkOptions("watch the search", options);
  if (options.onProgress !== undefined && typeof options.onProgress !== "function") {
    typeFail("watch the search", "onProgress must be a function", options.onProgress);
  }
  const every = options.every ?? 1024;
  if (!(Number.isSafeInteger(every) && every > 0)) {
    throw new RangeError(
      `Cannot watch the search: every must be a positive integer, received ${describeValue(every)}`,
    );
  }
  const maxPositions = checkMaxPositions(options.maxPositions ?? Infinity, "the watch");
  const saved = currentWatch;
  currentWatch = { onProgress: options.onProgress, every, maxPositions, owner: undefined };
  try {
    return f();
  } finally {
    currentWatch = saved;
  }
}

/**
 * A memoising value search over the positions of a {@link Ruleset}.
 *
 * The value of a position is the sum of the values of its components (`ruleset.components`);
 * the value of a component is `{ L | R }` over the values of its options, reduced by the engine
 * to canonical form, and is kept in a transposition table under `ruleset.key` (which the grid
 * rulesets normalise over the board symmetries their rules allow). Options with the same value
 * are passed to the engine once.
 *
 * Number avoidance is not used to prune options: a canonical form needs every option (a move
 * into a number may be the only one that keeps the exact value), and splitting into components
 * already keeps the search from playing one part against every state of another. Where it does
 * apply is in adding the parts: the engine adds a number x to a non-number G as
 * {G^L + x | G^R + x} without searching x (the Number Translation Theorem, which rests on number
 * avoidance: Winning Ways ch. 2, Lessons in Play ch. 5). Components a ruleset can value directly
 * (`ruleset.shortcut`) skip the search, and so do those that a theorem of the game splits into
 * smaller positions whose values add up to theirs (`ruleset.valueParts`).
 *
 * Cost: one table entry (a key and a game) per distinct component met, at most `maxPositions`
 * (the table is owned by the solver: `clear()` empties it, and dropping the solver frees it);
 * time is the number of components times their moves, plus the engine's work. Reusing one
 * solver across many positions of the same game shares work. Each new component also costs one
 * step of the engine's work budget, so `withStepLimit` (`./game-limit`) bounds a search even
 * when its components are cheap for the engine.
 *
 * @typeParam P The type of a position.
 *
 * @example A solver of your own game, reused across positions
 * ```ts
 * import { formatGame } from "@cgt/partizan/notation";
 * import { type Ruleset, Solver } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * // Left may take 1 from a heap, Right may take 2: a heap of n is worth...
 * const takeaway: Ruleset<number> = {
 *   name: "Takeaway",
 *   leftOptions: (n) => (n >= 1 ? [n - 1] : []),
 *   rightOptions: (n) => (n >= 2 ? [n - 2] : []),
 * };
 * const solver = new Solver(takeaway);
 * assert.equal(formatGame(solver.value(1)), "1");
 * assert.equal(formatGame(solver.value(2)), "{1|0}");
 * assert.equal(solver.outcome(2), "N");
 * assert.equal(solver.size, 3);
 * solver.clear();
 * assert.equal(solver.size, 0);
 * ```
 */
export class Solver<P> {
  #ruleset: Ruleset<P>;
  /** The positions whose value is being found (a repeat means the ruleset is loopy). */
  readonly #open = new Set<PositionKey>();
  #key: (position: P) => PositionKey;
  #table = new PositionTable<Game>(gameId);
  #maxPositions: number;
  /** Nesting depth of `value()` calls, so the outermost one can reset the budget. */
  #depth = 0;
  /** The table size when the outermost `value()` call began. */
  #start = 0;
  /** Whether the cache registry holds this solver (from {@link DEFAULT_OWNER_REGISTRATION_SIZE} values on). */
  #registered = false;
  /** The watch reporting this solver's outermost call, if any (see {@link watchSearch}). */
  #watch: Watch | undefined;
  /** The budget's steps left when the watched call began. */
  #stepsAtStart = 0;
  /** The limit of the outermost call: the lesser of maxPositions and the watch's. */
  #limit = 0;
  /** For the watched call: the index and count of the option searched at each depth. */
  #pathIndex: number[] = [];
  #pathCount: number[] = [];

  /**
   * Creates a solver for `ruleset`.
   *
   * @param ruleset The rules.
   * @param options Search limits.
   * @throws {TypeError} If `ruleset` lacks `leftOptions` or `rightOptions`.
   * @throws {RangeError} If `maxPositions` is not a positive integer.
   */
  constructor(ruleset: Ruleset<P>, options: SolverOptions = {}) {
    checkRuleset("create solver", ruleset);
    const opts = checkOptions("create solver", options);
    this.#ruleset = ruleset;
    this.#key = ruleset.key ? ruleset.key.bind(ruleset) : identityKey;
    this.#maxPositions = checkMaxPositions(opts.maxPositions ?? MAX_POSITIONS_DEFAULT, "solver");
  }

  /** The number of component values in the transposition table. */
  get size(): number {
    return this.#table.size;
  }

  /** Empties the transposition table (values already returned stay valid). */
  clear(): void {
    this.#table.clear();
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
      const watch = currentWatch;
      this.#limit = Math.min(this.#maxPositions, watch?.maxPositions ?? Infinity);
      if (watch !== undefined && watch.onProgress !== undefined && watch.owner === undefined) {
        watch.owner = this;
        this.#watch = watch;
        this.#stepsAtStart = stepsRemaining();
        this.#pathIndex = [];
        this.#pathCount = [];
      }
      try {
        // The outermost call turns a call-stack overflow (positions nested too deeply) into a
        // RangeError that says so; inner calls run bare.
        return guardStack("search the position", () => this.#value(position));
      } finally {
        if (this.#watch !== undefined) {
          this.#watch.owner = undefined;
          this.#watch = undefined;
        }
      }
    }
    return this.#value(position);
  }

  #value(position: P): Game {
    this.#depth++;
    try {
      const ruleset = this.#ruleset;
      if (ruleset.components === undefined) return this.#component(position);
      if (this.#watch !== undefined) {
        // The components as given when they are an array (the grid rulesets' are), and a loop
        // rather than a spread copy, a new closure and reduce() (1.8% of the CPU of the watched
        // search of a Domineering 6x6 board with 7 cells filled was on that line).
        const parts = ruleset.components(position);
        const values = this.#watched(Array.isArray(parts) ? parts : [...parts], this.#componentOf);
        let total: Game = ZERO;
        for (let i = 0; i < values.length; i++) total = addGames(total, values[i]);
        return total;
      }
      let total: Game = ZERO;
      for (const part of ruleset.components(position)) {
        total = addGames(total, this.#component(part));
      }
      return total;
    } finally {
      this.#depth--;
    }
  }

  /** {@link Solver.#component}, bound once for {@link Solver.#watched}. */
  readonly #componentOf = (part: P): Game => this.#component(part);

  /** Maps `f` over `items`, keeping the index on the watched path. */
  #watched(items: readonly P[], f: (item: P) => Game): Game[] {
    const index = this.#pathIndex;
    const depth = index.length;
    index.push(0);
    this.#pathCount.push(items.length);
    try {
      const out: Game[] = [];
      for (let i = 0; i < items.length; i++) {
        index[depth] = i;
        out.push(f(items[i]));
      }
      return out;
    } finally {
      index.pop();
      this.#pathCount.pop();
    }
  }

  /**
   * Calls a ruleset's `valueParts` on the watched path. The values its checks ask for count for
   * none of the progress (a level of the path with an infinite count, so a share of 0): the
   * theorem may not apply, and then the options searched after it must start where the position
   * started, for `done` to only grow.
   */
  #watchedCheck(
    position: P,
    valueParts: (position: P, valueOf: (part: P) => Game) => Iterable<P> | undefined,
  ): Iterable<P> | undefined {
    this.#pathIndex.push(0);
    this.#pathCount.push(Infinity);
    try {
      return valueParts(position, (part) => this.value(part));
    } finally {
      this.#pathIndex.pop();
      this.#pathCount.pop();
    }
  }

  /** Reports progress to the watch every `every` new values. */
  #report(watch: Watch): void {
    const positions = this.#table.size - this.#start;
    if (positions % watch.every !== 0 || watch.onProgress === undefined) return;
    // The value just found is that of the option (or component) on the path's last step, which
    // counts as done; with no path it is the searched position itself.
    const path = this.#pathIndex;
    let done = path.length === 0 ? 1 : 0;
    let share = 1;
    for (let d = 0; d < path.length; d++) {
      share /= this.#pathCount[d];
      done += (d === path.length - 1 ? path[d] + 1 : path[d]) * share;
    }
    const left = stepsRemaining();
    const steps = this.#stepsAtStart === Infinity ? 0 : this.#stepsAtStart - left;
    watch.onProgress({ positions, steps, done });
  }

  /**
   * Returns the outcome class of `position` under normal play: `"L"` if Left wins whoever
   * starts, `"R"` if Right does, `"P"` if the second player wins, `"N"` if the first does.
   *
   * @param position A position of the ruleset.
   * @returns The outcome class of its value.
   * @throws {PositionLimitError} If more than `maxPositions` new components are needed.
   */
  outcome(position: P): Outcome {
    return outcome(this.value(position));
  }

  #remember(key: PositionKey, value: Game): void {
    if (this.#table.size - this.#start >= this.#limit) {
      throw new PositionLimitError(this.#limit);
    }
    this.#table.set(key, value);
    if (this.#watch !== undefined) this.#report(this.#watch);
    // Held weakly by the cache registry once the table is large enough to matter, so that
    // clearCaches() empties it too.
    if (!this.#registered && this.#table.size >= DEFAULT_OWNER_REGISTRATION_SIZE) {
      this.#registered = true;
      registerCacheOwner(this);
    }
  }

  #component(position: P): Game {
    const ruleset = this.#ruleset;
    // One step of the engine's work budget (withStepLimit) per component looked up (its key and
    // the lookup, about a microsecond: a Cutcake search looks up 200 options per position) and
    // one more per new component, so a budget also bounds searches whose components cost the
    // engine little (free when unlimited).
    spend(1);
    const key = this.#key(position);
    const known = this.#table.get(key);
    if (known !== undefined) return known;
    spend(1);
    const quick = ruleset.shortcut?.(position);
    if (quick !== undefined) {
      this.#remember(key, quick);
      return quick;
    }
    if (this.#open.has(key)) {
      throw new RangeError(
        `Cannot find value: the position ${
          String(key).slice(0, 80)
        } repeats, so the game is loopy; use loopyValue from @cgt/partizan/loopy-ruleset, received a ruleset named ${
          JSON.stringify(ruleset.name ?? "")
        }`,
      );
    }
    this.#open.add(key);
    // The option values come from this search, so they are games of this engine; makeGame
    // drops repeated ones.
    const left: Game[] = [];
    const right: Game[] = [];
    try {
      if (ruleset.valueParts !== undefined) {
        const parts = this.#watch === undefined
          ? ruleset.valueParts(position, (part) => this.value(part))
          : this.#watchedCheck(position, ruleset.valueParts.bind(ruleset));
        if (parts !== undefined) {
          let total: Game = ZERO;
          if (this.#watch !== undefined) {
            for (const g of this.#watched([...parts], (part) => this.value(part))) {
              total = addGames(total, g);
            }
          } else {
            for (const part of parts) total = addGames(total, this.value(part));
          }
          this.#remember(key, total);
          return total;
        }
      }
      if (this.#watch !== undefined) {
        // Both sides' options in one list (to count them), split again by index: no copies.
        const options: P[] = [];
        for (const option of ruleset.leftOptions(position)) options.push(option);
        const lefts = options.length;
        for (const option of ruleset.rightOptions(position)) options.push(option);
        const values = this.#watched(options, (option) => this.value(option));
        for (let i = 0; i < values.length; i++) (i < lefts ? left : right).push(values[i]);
      } else {
        for (const option of ruleset.leftOptions(position)) left.push(this.value(option));
        for (const option of ruleset.rightOptions(position)) right.push(this.value(option));
      }
    } finally {
      this.#open.delete(key);
    }
    const result = makeGame(left, right);
    this.#remember(key, result);
    return result;
  }
}

/**
 * Returns the canonical value of one position of `ruleset`, with a fresh {@link Solver}. Use a
 * solver directly to reuse values across calls.
 *
 * @param ruleset The rules.
 * @param position The position.
 * @param options Search limits.
 * @returns Its canonical value.
 * @throws {PositionLimitError} If more than `maxPositions` components are needed.
 *
 * @example
 * ```ts
 * import { formatGame } from "@cgt/partizan/notation";
 * import { value } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * // Left moves a heap down by one; Right has no move: a heap of n is worth n.
 * const countdown = { name: "Countdown", leftOptions: (n: number) => (n > 0 ? [n - 1] : []), rightOptions: () => [] };
 * assert.equal(formatGame(value(countdown, 7)), "7");
 * ```
 */
export function value<P>(ruleset: Ruleset<P>, position: P, options: SolverOptions = {}): Game {
  return new Solver(ruleset, options).value(position);
}
