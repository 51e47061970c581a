/**
 * Misère play of heap games (octal, hexadecimal, Grundy's and subtraction games): genus and misère canonical form of every heap, sums of heaps, and genus periodicity where a theorem proves it.
 *
 * @module
 */

import type { ImpartialOutcome } from "./grundy.ts";
import { type Genus, type MisereFormatOptions, type MisereGameId, MisereGames } from "./misere.ts";
import { MAX_HEAP_SIZE, type TakeAndBreakGame } from "./octal_game.ts";
import { codeOf, heapOptionLists } from "./_take_and_break.ts";
import type { Periodicity } from "./periodicity.ts";
import type { SubtractionGame } from "./subtraction_game.ts";

/** A heap game: a take-and-break code (octal, hexadecimal, Grundy's game) or a subtraction game. */
export type MisereHeapGame = TakeAndBreakGame | SubtractionGame;

/** Options for {@link MisereHeapSolver}. */
export interface MisereHeapSolverOptions {
  /**
   * The registry for the canonical forms (share one to compare games).
   *
   * @default {a new MisereGames()}
   */
  games?: MisereGames;
}

/** A winning move in a sum of heaps: replace heap `component` by the heaps `result` (sorted, no empty heaps). */
export interface MisereHeapMove {
  /** The index of the heap moved in. */
  component: number;
  /** The heaps it leaves. */
  result: number[];
}

/** How {@link MisereHeapSolver.sumOutcome} decided: Conway's tame rule or the sum of canonical forms. */
export type MisereSumMethod = "tame" | "canonical";

function checkGame(game: MisereHeapGame): void {
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

function checkHeap(n: number, what: string): void {
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
 * Misère values of the heaps of a heap game: for each heap, its misère
 * canonical form (hash-consed in a {@link MisereGames} registry), misère
 * Grundy value, genus and phylum, computed heap by heap from the forms of
 * smaller heaps; and the misère outcome and winning moves of sums of heaps.
 *
 * Cost: heap n costs one canonical sum per move (memoised in the registry);
 * canonical forms can grow fast for wild games (`maxGames` in the registry
 * bounds the work).
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
 * const dawson = new MisereHeapSolver(parseOctalCode("0.07"));
 * assert.equal(dawson.misereGrundy(2), 0);
 * ```
 */
export class MisereHeapSolver {
  #game: MisereHeapGame;
  #games: MisereGames;
  #ids: number[] = [];

  /**
   * Creates a solver for the heaps of `game`.
   *
   * @param game The heap game.
   * @param options The registry to use.
   * @throws {TypeError} If `game` is not a heap game.
   */
  constructor(game: MisereHeapGame, options: MisereHeapSolverOptions = {}) {
    checkGame(game);
    this.#game = game;
    this.#games = options.games ?? new MisereGames();
  }

  /** The registry holding the canonical forms. */
  get games(): MisereGames {
    return this.#games;
  }

  /** The number of heaps solved so far (heaps 0 to size - 1). */
  get size(): number {
    return this.#ids.length;
  }

  /** Forgets the heaps solved (the registry is kept). */
  clear(): void {
    this.#ids = [];
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
   */
  canonicalForm(n: number): MisereGameId {
    checkHeap(n, "misère canonical form");
    while (this.#ids.length <= n) {
      const h = this.#ids.length;
      const options = heapMoves(this.#game, h).map((result) => this.#sumOf(result));
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

  /**
   * Returns whether every heap in `heaps` is tame (a Nim heap, or tame
   * hereditarily or through reversible moves), so that
   * {@link MisereHeapSolver.sumOutcome} can use Conway's tame rule.
   *
   * @param heaps Heap sizes.
   * @returns Whether all are tame.
   * @throws {RangeError} If a size is not a heap size.
   */
  allTame(heaps: readonly number[]): boolean {
    return heaps.every((h) => {
      const p = this.#games.phylum(this.canonicalForm(h));
      return p === "nim-heap" || p === "hereditarily-tame" || p === "reversibly-tame";
    });
  }

  /**
   * Returns how {@link MisereHeapSolver.sumOutcome} decides the sum `heaps`:
   * `"tame"` when every heap is tame, else `"canonical"`.
   *
   * @param heaps Heap sizes.
   * @returns The method.
   * @throws {RangeError} If a size is not a heap size.
   */
  sumMethod(heaps: readonly number[]): MisereSumMethod {
    return this.allTame(heaps) ? "tame" : "canonical";
  }

  /**
   * Returns the misère outcome of the sum of heaps `heaps`. When every heap
   * is tame this takes O(k) for k heaps by Conway's rule for tame games
   * (Winning Ways ch. 13; ONAG ch. 12): a sum of tame games is tame, its
   * normal value is the nim-sum g of the parts', and it is a misère
   * P-position exactly when g = 0 and some part is firm (genus a^a), or
   * g = 1 and every part is fickle (genus 0^1 or 1^0). Otherwise it adds the
   * misère canonical forms.
   *
   * @param heaps Heap sizes.
   * @returns `"P"` or `"N"`.
   * @throws {RangeError} If a size is not a heap size.
   * @throws {PositionLimitError} If the registry's `maxGames` is reached.
   */
  sumOutcome(heaps: readonly number[]): ImpartialOutcome {
    for (const h of heaps) this.canonicalForm(h);
    if (this.allTame(heaps)) {
      let x = 0;
      let fickle = true;
      for (const h of heaps) {
        const id = this.#ids[h];
        x ^= this.#games.grundy(id);
        if (this.#games.grundy(id) === this.#games.misereGrundy(id)) fickle = false;
      }
      return (fickle ? x === 1 : x === 0) ? "P" : "N";
    }
    return this.#games.outcome(this.#sumOf(heaps));
  }

  /**
   * Returns the misère winning moves of the sum of heaps `heaps`: each move
   * in one heap after which the sum is a misère P-position, by heap then in
   * {@link heapMoves} order.
   *
   * @param heaps Heap sizes.
   * @returns The winning moves (empty when the sum is a misère P-position or has no moves).
   * @throws {RangeError} If a size is not a heap size.
   * @throws {PositionLimitError} If the registry's `maxGames` is reached.
   */
  sumWinningMoves(heaps: readonly number[]): MisereHeapMove[] {
    const moves: MisereHeapMove[] = [];
    const seen = new Set<number>();
    heaps.forEach((h, i) => {
      if (seen.has(h)) return;
      seen.add(h);
      const rest = heaps.filter((_, j) => j !== i);
      for (const result of heapMoves(this.#game, h)) {
        if (this.sumOutcome([...rest, ...result]) === "P") moves.push({ component: i, result });
      }
    });
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
