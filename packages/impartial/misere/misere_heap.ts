/**
 * Misère play of heap games (octal, hexadecimal, Grundy's and subtraction games): genus and misère canonical form of every heap, sums of heaps, and genus periodicity where a theorem proves it.
 *
 * @module
 */

import { checkOptions, describe, numberOption } from "../_check.ts";
import { type ImpartialOutcome, PositionLimitError } from "../grundy.ts";
import { type Genus, type MisereFormatOptions, type MisereGameId, MisereGames } from "./misere.ts";
import { MAX_QUOTIENT_HEAP, MisereQuotient } from "./misere_quotient.ts";
import { Meter } from "./_quotient_monoid.ts";
import type { Periodicity } from "../periodicity.ts";
import {
  checkGame,
  checkHeap,
  checkWinningMoves,
  forEachHeapMove,
  heapMoves,
  type MisereHeapGame,
  type MisereHeapMove,
} from "./_heap_moves.ts";

export { heapMoves, type MisereHeapGame, type MisereHeapMove };
export type { ImpartialOutcome } from "../grundy.ts";
export { MisereGames } from "./misere.ts";
export type { Genus, MisereFormatOptions, MisereGameId, Phylum } from "./misere.ts";
export { MisereQuotient } from "./misere_quotient.ts";
export type { MisereQuotientJson, QuotientRelation } from "./misere_quotient.ts";
export type {
  SplitConstraint,
  TakeAndBreakCode,
  TakeAndBreakDigit,
  TakeAndBreakGame,
} from "../octal_game.ts";
export type { Period, Periodicity } from "../periodicity.ts";
export type { SubtractionGame } from "../subtraction_game.ts";

/** Options for {@link MisereHeapSolver}. */
export interface MisereHeapSolverOptions {
  /**
   * The registry for the canonical forms (share one to compare games).
   *
   * @default {a new MisereGames()}
   */
  games?: MisereGames;
  /**
   * The largest heap for which wild sums go through the solver's misère quotient
   * ({@link MisereQuotient}); sums with a larger heap add canonical forms. 0 never builds a
   * quotient. At most {@link MAX_QUOTIENT_HEAP}.
   *
   * @default {MAX_QUOTIENT_HEAP}
   */
  maxQuotientHeap?: number;
  /**
   * The most elements the solver's quotient may have (its `maxElements`): past it, sums with
   * heaps that large add canonical forms instead. Its multiplication table takes two bytes per
   * pair of elements (32 MB at 4096). From 2 to 16384.
   *
   * @default {4096}
   */
  maxQuotientElements?: number;
}

/**
 * How {@link MisereHeapSolver.sumOutcome} decides a sum: Conway's tame rule, the misère quotient
 * of the heaps up to the largest, or the sum of misère canonical forms.
 */
export type MisereSumMethod = "tame" | "quotient" | "canonical";

/**
 * Misère values of the heaps of a heap game: for each heap, its misère
 * canonical form (hash-consed in a {@link MisereGames} registry), misère
 * Grundy value, genus and phylum, computed heap by heap from the forms of
 * smaller heaps; and the misère outcome and winning moves of sums of heaps.
 *
 * Cost: heap n costs one canonical sum per move (memoised in the registry);
 * canonical forms can grow fast for wild games (`maxGames` in the registry
 * bounds them). Moves are made one at a time, never all held, and every
 * move, sum and quotient product is charged to the work budget
 * (`withStepLimit`), about a microsecond a step, so heaps with exponentially
 * many moves (`0.*`) stop with a `GameLimitError`. Sums of heaps are decided by Conway's tame rule when every
 * heap up to the largest in the sum is tame, and otherwise through a misère
 * quotient that the solver builds lazily and extends as larger heaps come (see
 * {@link MisereHeapSolver.sumOutcome}); it is bounded by `maxQuotientHeap` and
 * `maxQuotientElements`, and canonical forms are the fallback.
 *
 * @example Misère Kayles (0.77) and Dawson's Kayles (0.07)
 * ```ts
 * import { MisereHeapSolver } from "@cgt/impartial/misere-heap";
 * import { parseOctalCode } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * const kayles = new MisereHeapSolver(parseOctalCode("0.77"));
 * assert.equal(kayles.formatGenus(5), "4^146");
 * assert.equal(kayles.format(5), "*[2[2]321]");
 * assert.equal(kayles.outcome(4), "P");
 * assert.equal(kayles.sumOutcome([1, 1]), "N");
 * // Heap 5 is wild, so this sum goes through Kayles' misère quotient.
 * assert.equal(kayles.sumMethod([5, 7, 11]), "quotient");
 * assert.equal(kayles.sumOutcome([5, 7, 11]), "P");
 * const dawson = new MisereHeapSolver(parseOctalCode("0.07"));
 * assert.equal(dawson.misereGrundy(2), 0);
 * ```
 */
export class MisereHeapSolver {
  #game: MisereHeapGame;
  #games: MisereGames;
  #meter = new Meter();
  #ids: number[] = [];
  #maxQuotientHeap: number;
  #maxQuotientElements: number;
  /** The quotient of heaps 0..bound, built when a wild sum first needs it. */
  #quotient: MisereQuotient | null = null;
  /** The least heap bound whose quotient passed `maxQuotientElements` (Infinity if none did). */
  #quotientLimit = Infinity;
  /** Heaps 0..#tameThrough are tame; #firstWild is the least wild heap (-1 while unknown). */
  #tameThrough = -1;
  #firstWild = -1;

  /**
   * Creates a solver for the heaps of `game`.
   *
   * @param game The heap game.
   * @param options The registry to use and the bounds of the quotient.
   * @throws {TypeError} If `game` is not a heap game, or `options` or `options.games` has the
   *   wrong shape.
   * @throws {RangeError} If `maxQuotientHeap` or `maxQuotientElements` is out of range.
   */
  constructor(game: MisereHeapGame, options: MisereHeapSolverOptions = {}) {
    checkGame(game);
    checkOptions("create heap solver", options);
    if (options.games !== undefined && !(options.games instanceof MisereGames)) {
      throw new TypeError(
        `Cannot create heap solver: games must be a MisereGames registry, received ${
          describe(options.games)
        }`,
      );
    }
    const maxHeap = numberOption(
      "create heap solver",
      "maxQuotientHeap",
      options.maxQuotientHeap,
      MAX_QUOTIENT_HEAP,
    );
    if (!Number.isSafeInteger(maxHeap) || maxHeap < 0 || maxHeap > MAX_QUOTIENT_HEAP) {
      throw new RangeError(
        `Cannot create heap solver: maxQuotientHeap must be an integer from 0 to ${MAX_QUOTIENT_HEAP}, received ${
          describe(maxHeap)
        }`,
      );
    }
    const maxElements = numberOption(
      "create heap solver",
      "maxQuotientElements",
      options.maxQuotientElements,
      4096,
    );
    if (!Number.isSafeInteger(maxElements) || maxElements < 2 || maxElements > 16384) {
      throw new RangeError(
        `Cannot create heap solver: maxQuotientElements must be an integer from 2 to 16384, received ${
          describe(maxElements)
        }`,
      );
    }
    this.#game = game;
    this.#games = options.games ?? new MisereGames();
    this.#maxQuotientHeap = maxHeap;
    this.#maxQuotientElements = maxElements;
  }

  /** The registry holding the canonical forms. */
  get games(): MisereGames {
    return this.#games;
  }

  /** The number of heaps solved so far (heaps 0 to size - 1). */
  get size(): number {
    return this.#ids.length;
  }

  /** Forgets the heaps solved and the quotient (the registry is kept). */
  clear(): void {
    this.#ids = [];
    this.#quotient = null;
    this.#quotientLimit = Infinity;
    this.#tameThrough = -1;
    this.#firstWild = -1;
  }

  /** The misère quotient built so far for wild sums (null before the first), for inspection. */
  get quotient(): MisereQuotient | null {
    return this.#quotient;
  }

  /** The canonical form of the sum of `heaps` (all already solved). */
  #sumOf(heaps: readonly number[]): number {
    let total = this.#games.zero;
    for (const h of heaps) total = this.#games.add(total, this.#ids[h]);
    return total;
  }

  /**
   * Returns the misère canonical form of a heap of `n`.
   *
   * @param n The heap size.
   * @returns The id in {@link MisereHeapSolver.games}.
   * @throws {RangeError} If `n` is not a heap size.
   * @throws {PositionLimitError} If the registry's `maxGames` is reached.
   * @throws {GameLimitError} If the work budget (`withStepLimit`) runs out: each move of each
   *   heap up to `n` is charged as it is made, and so is the registry's work.
   */
  canonicalForm(n: number): MisereGameId {
    checkHeap(n, "misère canonical form");
    while (this.#ids.length <= n) {
      const h = this.#ids.length;
      // The moves are made one at a time and only their sums' ids kept (at most the registry's
      // size), so a heap with a huge number of moves costs time, which the budget bounds.
      const options = new Set<number>();
      forEachHeapMove(this.#game, h, this.#meter, (result) => {
        this.#meter.tick(32 + 32 * result.length);
        options.add(this.#sumOf(result));
      });
      this.#ids.push(this.#games.fromOptions(options));
    }
    return this.#ids[n];
  }

  /**
   * Returns the normal-play Grundy value of a heap of `n`.
   *
   * @param n The heap size.
   * @returns The Grundy value.
   * @throws {RangeError} If `n` is not a heap size.
   */
  grundy(n: number): number {
    return this.#games.grundy(this.canonicalForm(n));
  }

  /**
   * Returns the misère Grundy value of a heap of `n` (0 exactly for misère P-positions).
   *
   * @param n The heap size.
   * @returns The misère Grundy value.
   * @throws {RangeError} If `n` is not a heap size.
   */
  misereGrundy(n: number): number {
    return this.#games.misereGrundy(this.canonicalForm(n));
  }

  /**
   * Returns the misère outcome of a heap of `n`.
   *
   * @param n The heap size.
   * @returns `"P"` or `"N"`.
   * @throws {RangeError} If `n` is not a heap size.
   */
  outcome(n: number): ImpartialOutcome {
    return this.#games.outcome(this.canonicalForm(n));
  }

  /**
   * Returns the genus of a heap of `n`.
   *
   * @param n The heap size.
   * @returns The genus.
   * @throws {RangeError} If `n` is not a heap size.
   */
  genus(n: number): Genus {
    return this.#games.genus(this.canonicalForm(n));
  }

  /**
   * Returns the genus of a heap of `n` printed as CGSuite prints it.
   *
   * @param n The heap size.
   * @returns The printed genus.
   * @throws {RangeError} If `n` is not a heap size.
   */
  formatGenus(n: number): string {
    return this.#games.formatGenus(this.genus(n));
  }

  /**
   * Returns the misère canonical form of a heap of `n` printed as CGSuite prints it.
   *
   * @param n The heap size.
   * @param options The length guard.
   * @returns The printed form.
   * @throws {RangeError} If `n` is not a heap size or the form is too long.
   */
  format(n: number, options: MisereFormatOptions = {}): string {
    return this.#games.format(this.canonicalForm(n), options);
  }

  #isTame(h: number): boolean {
    const p = this.#games.phylum(this.canonicalForm(h));
    return p === "nim-heap" || p === "hereditarily-tame" || p === "reversibly-tame";
  }

  /**
   * Returns whether every heap in `heaps` is tame (a Nim heap, or tame
   * hereditarily or through reversible moves).
   *
   * @param heaps Heap sizes.
   * @returns Whether all are tame.
   * @throws {RangeError} If a size is not a heap size.
   * @throws {PositionLimitError} If the registry's `maxGames` is reached.
   */
  allTame(heaps: readonly number[]): boolean {
    this.#checkSum(heaps);
    return heaps.every((h) => this.#isTame(h));
  }

  /**
   * Whether heaps 0..n are all known to be tame: canonical forms up to the first wild heap. A
   * heap whose canonical form does not fit in the registry counts as wild (not known tame).
   */
  #tameUpTo(n: number): boolean {
    if (this.#firstWild >= 0 && this.#firstWild <= n) return false;
    while (this.#tameThrough < n) {
      const h = this.#tameThrough + 1;
      let tame: boolean;
      try {
        tame = this.#isTame(h);
      } catch (error) {
        if (!(error instanceof PositionLimitError)) throw error;
        tame = false;
      }
      if (!tame) {
        this.#firstWild = h;
        return false;
      }
      this.#tameThrough = h;
    }
    return true;
  }

  /** Checks a sum's heaps; returns the largest (0 for none). */
  #checkSum(heaps: readonly number[]): number {
    if (!Array.isArray(heaps)) {
      throw new TypeError(
        `Cannot compute misère outcome of a sum: expected an array of heap sizes, received ${
          describe(heaps)
        }`,
      );
    }
    let max = 0;
    for (const h of heaps) {
      checkHeap(h, "misère outcome of a sum");
      if (h > max) max = h;
    }
    return max;
  }

  /** The quotient of heaps 0..n (built or extended now), or null when it is out of bounds. */
  #quotientTo(n: number): MisereQuotient | null {
    if (n > this.#maxQuotientHeap || n >= this.#quotientLimit) return null;
    this.#quotient ??= new MisereQuotient(this.#game, 0, {
      maxElements: this.#maxQuotientElements,
    });
    if (this.#quotient.bound < n) {
      try {
        this.#quotient.extend(n);
      } catch (error) {
        if (!(error instanceof PositionLimitError)) throw error;
        this.#quotientLimit = this.#quotient.bound + 1;
        return null;
      }
    }
    return this.#quotient;
  }

  /**
   * Returns how {@link MisereHeapSolver.sumOutcome} decides the sum `heaps`:
   * `"tame"` when every heap up to the largest in the sum is tame; else
   * `"quotient"` when the quotient of the heaps up to the largest stays within
   * `maxQuotientHeap` and `maxQuotientElements` (it is built now if needed);
   * else `"canonical"`.
   *
   * @param heaps Heap sizes.
   * @returns The method.
   * @throws {TypeError} If `heaps` is not an array.
   * @throws {RangeError} If a size is not a heap size.
   * @throws {PositionLimitError} If the registry's `maxGames` is reached.
   * @throws {GameLimitError} If the work budget (`withStepLimit`) runs out while the quotient is built.
   */
  sumMethod(heaps: readonly number[]): MisereSumMethod {
    const n = this.#checkSum(heaps);
    if (this.#tameUpTo(n)) return "tame";
    return this.#quotientTo(n) === null ? "canonical" : "quotient";
  }

  /**
   * Returns the misère outcome of the sum of heaps `heaps`, by the first of
   * three methods that applies ({@link MisereHeapSolver.sumMethod} says which):
   *
   * - `"tame"`: every heap up to the largest one in the sum is tame (checking
   *   costs the canonical forms up to the first wild heap, once). Conway's
   *   rule for tame games (Winning Ways ch. 13; ONAG ch. 12) takes O(k) for k
   *   heaps: a sum of tame games is tame, its normal value is the nim-sum g
   *   of the parts', and it is a misère P-position exactly when g = 0 and
   *   some part is firm (genus a^a), or g = 1 and every part is fickle
   *   (genus 0^1 or 1^0).
   * - `"quotient"`: the misère quotient of heaps 0..n (n the largest heap;
   *   Plambeck and Siegel), owned by the solver, built on the first wild sum
   *   and extended when a larger heap comes; then O(k). Building it costs
   *   what {@link MisereQuotient} costs (0.1 s for Kayles to heap 40, a few
   *   seconds for Dawson's Kayles to heap 30) and two bytes per pair of its
   *   elements; n must be at most `maxQuotientHeap` and the quotient at most
   *   `maxQuotientElements` elements. When it passes that bound, the solver
   *   remembers the heap where it did and uses canonical forms for sums
   *   reaching it.
   * - `"canonical"`: adds the misère canonical forms of the heaps (exact,
   *   but the forms of wild games grow fast; the registry's `maxGames`
   *   bounds the work).
   *
   * @param heaps Heap sizes.
   * @returns `"P"` or `"N"`.
   * @throws {TypeError} If `heaps` is not an array.
   * @throws {RangeError} If a size is not a heap size.
   * @throws {PositionLimitError} If the registry's `maxGames` is reached.
   * @throws {GameLimitError} If the work budget (`withStepLimit`) runs out while the quotient is built.
   */
  sumOutcome(heaps: readonly number[]): ImpartialOutcome {
    const method = this.sumMethod(heaps);
    if (method === "quotient") return this.#quotient!.outcome(heaps);
    if (method === "tame") {
      let x = 0;
      let fickle = true;
      for (const h of heaps) {
        const id = this.canonicalForm(h);
        x ^= this.#games.grundy(id);
        if (this.#games.grundy(id) === this.#games.misereGrundy(id)) fickle = false;
      }
      return (fickle ? x === 1 : x === 0) ? "P" : "N";
    }
    for (const h of heaps) this.canonicalForm(h);
    return this.#games.outcome(this.#sumOf(heaps));
  }

  /**
   * Returns the misère winning moves of the sum of heaps `heaps`: each move
   * in one heap (the first of equal heaps) after which the sum is a misère
   * P-position, by heap then in {@link heapMoves} order. Decided as
   * {@link MisereHeapSolver.sumOutcome} decides: through the quotient it costs
   * O(k + moves of the distinct heaps · heaps per move); otherwise one sum
   * outcome per move.
   *
   * @param heaps Heap sizes.
   * @returns The winning moves (empty when the sum is a misère P-position or has no moves).
   * @throws {TypeError} If `heaps` is not an array.
   * @throws {RangeError} If a size is not a heap size.
   * @throws {PositionLimitError} If the registry's `maxGames` is reached.
   * @throws {GameLimitError} If the work budget (`withStepLimit`) runs out while the quotient is built.
   * @throws {Error} If the moves contradict {@link MisereHeapSolver.sumOutcome} (an N-position
   * with moves but no winning move, or a P-position with one): a bug in cgt, reported rather than
   * printed.
   */
  sumWinningMoves(heaps: readonly number[]): MisereHeapMove[] {
    if (this.sumMethod(heaps) === "quotient") return this.#quotient!.winningMoves(heaps);
    const moves: MisereHeapMove[] = [];
    const winning = new Set<string>();
    const seen = new Set<number>();
    let hasMove = false;
    heaps.forEach((h, i) => {
      if (seen.has(h)) return;
      seen.add(h);
      const rest = heaps.filter((_, j) => j !== i);
      forEachHeapMove(this.#game, h, this.#meter, (result) => {
        hasMove = true;
        this.#meter.tick(64 + 16 * (rest.length + result.length));
        if (this.sumOutcome([...rest, ...result]) !== "P" || winning.has(`${i}:${result}`)) return;
        this.#meter.tick(512 + 8 * result.length);
        winning.add(`${i}:${result}`);
        moves.push({ component: i, result: [...result] });
      });
    });
    checkWinningMoves(this.sumOutcome(heaps), hasMove, moves, heaps);
    return moves;
  }
}

/**
 * Looks for a period in the genera of heaps 0..n of `game` and proves it
 * when a theorem applies. For a finite subtraction game, or a take-and-break
 * game that never splits a heap (no digit bit 4 or 8), a heap of m > L
 * tokens (L = the largest removal; m ≥ L for a subtraction game) has as options exactly the heaps m - s
 * for the removals s that leave a heap, so its genus is a fixed function of
 * the genera of the L heaps below it: once L consecutive genera repeat after
 * p heaps, they repeat for ever (the recurrence argument behind the
 * periodicity of misère subtraction games; Allen, INTEGERS 7 (2007) G04).
 * For games that split heaps no such theorem is known, and none is claimed.
 *
 * @param game The heap game.
 * @param solver A solver for `game` (heaps up to `n` are solved).
 * @param n The largest heap to look at.
 * @returns The period of the genus sequence (`proved` says whether it holds for every heap), or `null` if none is seen.
 * @throws {TypeError} If `game` is not a heap game or `solver` not a {@link MisereHeapSolver}.
 * @throws {RangeError} If `n` is not a heap size.
 *
 * @example The subtraction game {1, 2}: genus period 3, proved
 * ```ts
 * import { MisereHeapSolver, miserePeriodicity } from "@cgt/impartial/misere-heap";
 * import { subtractionGame } from "@cgt/impartial/subtraction-game";
 * import assert from "node:assert/strict";
 *
 * const game = subtractionGame([1, 2]);
 * const found = miserePeriodicity(game, new MisereHeapSolver(game), 30);
 * assert.equal(found?.period, 3);
 * assert.equal(found?.proved, true);
 * ```
 */
export function miserePeriodicity(
  game: MisereHeapGame,
  solver: MisereHeapSolver,
  n: number,
): Periodicity | null {
  checkGame(game);
  if (!(solver instanceof MisereHeapSolver)) {
    throw new TypeError(
      `Cannot compute misère periodicity: expected a MisereHeapSolver, received ${
        describe(solver)
      }`,
    );
  }
  checkHeap(n, "misère periodicity");
  const codes = new Map<string, number>();
  const keys: number[] = [];
  for (let h = 0; h <= n; h++) {
    const genus = solver.genus(h);
    const key = `${genus.grundy}^${genus.misere.join(",")}`;
    let code = codes.get(key);
    if (code === undefined) {
      code = codes.size;
      codes.set(key, code);
    }
    keys.push(code);
  }
  let order = -1; // the recurrence order L, or -1 when no theorem applies
  let from = 0; // the recurrence holds for heaps of at least from + L tokens
  let reason: string;
  if ("set" in game) {
    if (game.allBut) {
      reason = "no theorem applies: an all-but subtraction game has unboundedly many removals";
    } else {
      order = game.set[game.set.length - 1];
      reason =
        `finite subtraction game: the genus of a heap of n >= ${order} is a function of the genera of the ${order} heaps below it (largest removal ${order}), so a repeat of ${order} consecutive genera repeats for ever`;
    }
  } else if (game.code !== undefined) {
    reason =
      "no theorem applies: the code has extended digits (constraints, repeating or added digits, or splits)";
  } else if (game.unequal || game.digits.some((d) => (d & 12) !== 0)) {
    reason =
      "no theorem applies: the game splits heaps, and no misère periodicity theorem is known for such games";
  } else {
    order = game.digits.length - 1;
    from = 1; // a heap of exactly L tokens may also be taken whole
    reason =
      `the game never splits a heap: the genus of a heap of n > ${order} is a function of the genera of the ${order} heaps below it (largest removal ${order}), so a repeat of ${order} consecutive genera repeats for ever`;
  }
  for (let p = 1; 2 * p <= keys.length; p++) {
    let t = keys.length - 1 - p;
    while (t >= 0 && keys[t + p] === keys[t]) t--;
    t++;
    const span = keys.length - p - t; // n in [t, t + span) satisfy keys[n] = keys[n + p]
    if (span < p) continue;
    // A window of `order` equal genera from heap `from` on determines every later genus.
    const start = Math.max(t, from);
    const proved = order >= 0 && keys.length - p - start >= Math.max(order, 1);
    if (!proved && span < Math.max(2 * p, keys.length / 4)) continue;
    return {
      preperiod: t,
      period: p,
      proved,
      bound: proved ? start + p + Math.max(order, 1) : keys.length,
      reason: proved ? reason : `not proved (${reason})`,
    };
  }
  return null;
}
