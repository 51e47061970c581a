/**
 * Misère quotients (Plambeck and Siegel) of heap games: the commutative monoid that decides the
 * misère outcome of every sum of heaps up to a bound, with its presentation, P-portion and
 * pretending function printed as in the papers and MisereSolver.
 *
 * @module
 */

import { checkArray, checkIterable, checkOptions, describe, numberOption } from "../_check.ts";
import { PositionLimitError } from "@cgt/core/limits";
import type { ImpartialOutcome } from "../grundy.ts";
import {
  checkWinningMoves,
  forEachHeapMove,
  type MisereHeapGame,
  type MisereHeapMove,
} from "./_heap_moves.ts";
import {
  type AnyMonoid,
  type Bounds,
  compareWords,
  explicitMonoid,
  imageOf,
  indexAndPeriod,
  leastNFailure,
  leastPFailure,
  leastWords,
  MAX_TABLE,
  members,
  Meter,
  type Monoid,
  type Pretension,
  productMonoid,
  reachable,
  reduce,
  submonoid,
  toBits,
} from "./_quotient_monoid.ts";

export type { MisereHeapMove } from "./_heap_moves.ts";
export type { ImpartialOutcome } from "../grundy.ts";

/** The largest heap bound {@link MisereQuotient} accepts. */
export const MAX_QUOTIENT_HEAP = 100_000;

/** Options for {@link MisereQuotient}. */
export interface MisereQuotientOptions {
  /**
   * The most elements a quotient (or a reduced candidate tried while building one) may have
   * before the computation gives up with a `PositionLimitError`; unreduced candidates may have
   * four times as many. Memory grows with its square: two bytes per product. At most 16384.
   *
   * @default {4096}
   */
  maxElements?: number;
}

/** One relation of a presentation: two words in the generators naming the same element. */
export interface QuotientRelation {
  /** The left side, such as `"b3"`. */
  readonly left: string;
  /** The right side: the least word of the element, such as `"b"`. */
  readonly right: string;
}

/** How much larger than `maxElements` an unreduced candidate (computed on demand) may be. */
const MAX_CANDIDATE_FACTOR = 4;

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

function letter(i: number): string {
  return i < LETTERS.length ? LETTERS[i] : `g${i + 1}.`;
}

function checkGame(game: MisereHeapGame): void {
  const ok = typeof game === "object" && game !== null &&
    (("digits" in game && Array.isArray(game.digits)) ||
      ("set" in game && Array.isArray(game.set)));
  if (!ok) {
    throw new TypeError(
      `Cannot compute misère quotient: expected an octal, hexadecimal or subtraction game, received ${
        describe(game)
      }`,
    );
  }
}

/** A heap game's name as saved quotients record it: its code, or `S(1,3,4)` for a subtraction set. */
function heapGameName(game: MisereHeapGame): string {
  if ("name" in game) return game.name;
  return `${game.allBut ? "all-but" : "S"}(${game.set.join(",")})`;
}

/** The format version `toJson` writes and `fromJson` reads. */
const JSON_VERSION = 1;

/**
 * A misère quotient saved as JSON by {@link MisereQuotient.toJson}: the game's name, the heap
 * bound, the multiplication table (row by row, `table[x][y]` = x·y, 0 the identity), the
 * P-portion (element ids) and the element of each heap.
 */
export interface MisereQuotientJson {
  /** Always `"cgt-misere-quotient"`. */
  readonly format: "cgt-misere-quotient";
  /** The format version, 1. */
  readonly version: number;
  /** The game's name (its code, such as `0.75`): a quotient loads only for the same game. */
  readonly game: string;
  /** The largest heap n. */
  readonly bound: number;
  /** The multiplication table, one row per element. */
  readonly table: readonly (readonly number[])[];
  /** The elements in the P-portion. */
  readonly pPortion: readonly number[];
  /** The element of each heap 0..n. */
  readonly phi: readonly number[];
}

/**
 * The misère quotient of the sums of heaps 0..n of a heap game (Plambeck and Siegel, "Misère
 * quotients for impartial games", JCTA 115 (2008); Plambeck, "Taming the wild in impartial
 * combinatorial games", INTEGERS 5 (2005) G05): two sums are identified when adding any sum of
 * heaps ≤ n to either gives the same misère outcome. The quotient is a finite commutative monoid
 * Q with a P-portion (the elements of misère P-positions) and a pretending function Φ mapping
 * each heap to an element; a sum of heaps is a misère P-position exactly when the product of
 * their elements is in the P-portion, so once built it decides any sum of k heaps in O(k).
 *
 * Built heap by heap as Siegel's MisereSolver does: heap n either behaves like an element already
 * there (checked exactly against every sum of smaller heaps, through the minimal sets of option
 * elements each element is reached with), or the quotient grows. Then a candidate monoid is
 * guessed (the old one times a new cyclic part), its P-portion derived by induction over sums in
 * Plambeck and Siegel's order, reduced, and checked: a candidate is right exactly when no sum is
 * P with a P option and no sum with options is N without one (the check walks all sums, skipping
 * those no better than an earlier one). The least failing sum refines the candidate (the heaps in
 * it get their own cyclic parts) until the check passes. Every answer is checked this way, so the
 * guesses only affect speed. Cost: about 3 s for Dawson's Kayles to heap 30 (360 elements) on a
 * busy 2-core machine, 0.1 s for Kayles to heap 40; memory two bytes per pair of elements of the
 * quotient (its multiplication table), plus a few arrays per element of the largest candidate,
 * which is computed on demand and may have up to 4 · `maxElements` elements.
 *
 * The presentation is printed as the papers print it: generators a, b, c, ... are the elements of
 * the heaps, in heap order, that are not products of earlier ones (dropping any that the others
 * generate); each element is named by its least word, and the relations are the minimal words
 * that are not least words, each equal to the least word of its element:
 * `<a,b,c | a2=1,b3=b,bc=ab,c2=b2>` for 0.75.
 *
 * @example The quotient of 0.75 (Plambeck and Siegel's first example)
 * ```ts
 * import { MisereQuotient } from "@cgt/impartial/misere-quotient";
 * import { parseOctalCode } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * const q = new MisereQuotient(parseOctalCode("0.75"), 30);
 * assert.equal(q.order, 8);
 * assert.equal(q.format(), "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}");
 * assert.equal(q.outcome([1, 2, 2]), "N");
 * assert.equal(q.outcome([1, 3, 3]), "P");
 * ```
 */
export class MisereQuotient {
  #game: MisereHeapGame;
  #bound: number;
  #maxElements: number;
  #meter = new Meter();
  #q: Pretension;
  #bounds: Bounds | null = null;
  #names: string[] | undefined;
  #gens: number[] | undefined;

  /**
   * Builds the quotient of heaps 0..n of `game`.
   *
   * @param game The heap game (octal, hexadecimal, Grundy's game or subtraction game).
   * @param n The largest heap.
   * @param options The bound on the number of elements.
   * @throws {TypeError} If `game` is not a heap game or `options` is not an object.
   * @throws {RangeError} If `n` or `maxElements` is out of range.
   * @throws {PositionLimitError} If a quotient or candidate has more than `maxElements` elements.
   * @throws {GameLimitError} If the work budget (`withStepLimit`) runs out.
   */
  constructor(game: MisereHeapGame, n: number, options: MisereQuotientOptions = {}) {
    checkGame(game);
    checkOptions("compute misère quotient", options);
    if (!Number.isSafeInteger(n) || n < 0 || n > MAX_QUOTIENT_HEAP) {
      throw new RangeError(
        `Cannot compute misère quotient: the heap bound must be an integer from 0 to ${MAX_QUOTIENT_HEAP}, received ${
          describe(n)
        }`,
      );
    }
    const maxElements = numberOption(
      "compute misère quotient",
      "maxElements",
      options.maxElements,
      4096,
    );
    if (!Number.isSafeInteger(maxElements) || maxElements < 2 || maxElements > 16384) {
      throw new RangeError(
        `Cannot compute misère quotient: maxElements must be an integer from 2 to 16384, received ${
          describe(maxElements)
        }`,
      );
    }
    this.#game = game;
    this.#bound = n;
    this.#maxElements = Math.min(maxElements, MAX_TABLE);
    const trivial: Monoid = explicitMonoid(1, new Uint16Array(1));
    this.#q = { monoid: trivial, p: new Uint8Array(1), phi: new Int32Array(0) };
    for (let h = 0; h <= n; h++) this.#addHeap(h);
  }

  /**
   * Extends the quotient to the sums of heaps 0..n (n at least the current bound), going on from
   * the work already done; elements may be renumbered. If a limit stops it, the quotient keeps
   * the heaps it finished: {@link MisereQuotient.bound} says how far it got.
   *
   * @param n The new largest heap.
   * @throws {RangeError} If `n` is below the current bound or above {@link MAX_QUOTIENT_HEAP}.
   * @throws {PositionLimitError} If a quotient or candidate has more than `maxElements` elements.
   * @throws {GameLimitError} If the work budget (`withStepLimit`) runs out.
   */
  extend(n: number): void {
    if (!Number.isSafeInteger(n) || n < this.#bound || n > MAX_QUOTIENT_HEAP) {
      throw new RangeError(
        `Cannot extend misère quotient: the heap bound must be an integer from ${this.#bound} to ${MAX_QUOTIENT_HEAP}, received ${
          describe(n)
        }`,
      );
    }
    try {
      for (let h = this.#bound + 1; h <= n; h++) {
        this.#addHeap(h);
        this.#bound = h;
      }
    } finally {
      // Heaps added before a limit stopped the rest stay, so the names must be made again.
      this.#names = undefined;
      this.#gens = undefined;
    }
  }

  /**
   * Returns the quotient as plain JSON data, so that a long computation can be saved and
   * loaded with {@link MisereQuotient.fromJson} instead of being repeated. Memory and size:
   * one number per pair of elements.
   *
   * @returns The saved quotient.
   *
   * @example Save the quotient of 0.75 and load it again
   * ```ts
   * import { MisereQuotient } from "@cgt/impartial/misere-quotient";
   * import { parseOctalCode } from "@cgt/impartial/octal-game";
   * import assert from "node:assert/strict";
   *
   * const game = parseOctalCode("0.75");
   * const saved = JSON.stringify(new MisereQuotient(game, 30).toJson());
   * const q = MisereQuotient.fromJson(game, JSON.parse(saved));
   * assert.equal(q.format(), "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}");
   * assert.equal(q.outcome([1, 3, 3]), "P");
   * ```
   */
  toJson(): MisereQuotientJson {
    const { monoid: m, p, phi } = this.#q;
    const table: number[][] = [];
    for (let x = 0; x < m.size; x++) {
      table.push(Array.from(m.mul.subarray(x * m.size, (x + 1) * m.size)));
    }
    const pPortion: number[] = [];
    p.forEach((v, x) => {
      if (v) pPortion.push(x);
    });
    return {
      format: "cgt-misere-quotient",
      version: JSON_VERSION,
      game: heapGameName(this.#game),
      bound: this.#bound,
      table,
      pPortion,
      phi: Array.from(phi),
    };
  }

  /**
   * Loads a quotient saved by {@link MisereQuotient.toJson} for `game`, and checks it as a
   * computed one is checked, so that a damaged or forged file cannot give wrong outcomes: the
   * table must be a commutative monoid with identity 0 generated by the heaps' elements
   * (associativity checked against each generator: O(order² · generators)), reduced (no two
   * elements alike in every sum), and right for every sum of heaps 0..n (no sum P with a P
   * option, none N without one). The check charges the work budget (`withStepLimit`).
   *
   * @param game The heap game it was computed for.
   * @param json The saved quotient (parsed JSON).
   * @param options The bound on the number of elements (`maxElements`, default 4096).
   * @returns The quotient.
   * @throws {TypeError} If `json` is not a saved quotient or is for another game.
   * @throws {RangeError} If a number in it is out of range, or it fails the checks.
   * @throws {GameLimitError} If the work budget (`withStepLimit`) runs out.
   */
  static fromJson(
    game: MisereHeapGame,
    json: MisereQuotientJson,
    options: MisereQuotientOptions = {},
  ): MisereQuotient {
    const q = new MisereQuotient(game, 0, options);
    const what = "Cannot load misère quotient";
    const j = json as Partial<MisereQuotientJson> | null;
    if (
      typeof j !== "object" || j === null || j.format !== "cgt-misere-quotient" ||
      j.version !== JSON_VERSION || typeof j.game !== "string" ||
      !Array.isArray(j.table) || !Array.isArray(j.pPortion) || !Array.isArray(j.phi)
    ) {
      throw new TypeError(
        `${what}: expected {format: "cgt-misere-quotient", version: ${JSON_VERSION}, game, bound, table, pPortion, phi}, received ${
          describe(json)
        }`,
      );
    }
    if (j.game !== heapGameName(game)) {
      throw new TypeError(
        `${what}: it was saved for game ${j.game}, received game ${heapGameName(game)}`,
      );
    }
    const size = j.table.length;
    if (size < 1 || size > q.#maxElements) {
      throw new RangeError(
        `${what}: the order must be from 1 to maxElements ${q.#maxElements}, received ${size}`,
      );
    }
    const bound = j.bound;
    if (!Number.isSafeInteger(bound) || bound! < 0 || bound! > MAX_QUOTIENT_HEAP) {
      throw new RangeError(
        `${what}: the heap bound must be an integer from 0 to ${MAX_QUOTIENT_HEAP}, received ${
          describe(bound)
        }`,
      );
    }
    if (j.phi.length !== bound! + 1) {
      throw new RangeError(
        `${what}: phi must list the element of each heap 0..${bound}, received ${j.phi.length} entries`,
      );
    }
    const isElement = (v: unknown): v is number =>
      Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) < size;
    const mul = new Uint16Array(size * size);
    q.#meter.tick(size * size);
    for (let x = 0; x < size; x++) {
      const row = j.table[x];
      if (!Array.isArray(row) || row.length !== size || !row.every(isElement)) {
        throw new RangeError(
          `${what}: table row ${x} must list ${size} elements from 0 to ${size - 1}, received ${
            describe(row)
          }`,
        );
      }
      mul.set(row, x * size);
    }
    if (!j.phi.every(isElement) || !j.pPortion.every(isElement)) {
      throw new RangeError(`${what}: phi and pPortion must hold elements from 0 to ${size - 1}`);
    }
    const p = new Uint8Array(size);
    for (const x of j.pPortion) p[x] = 1;
    const phi = Int32Array.from(j.phi);
    const monoid = explicitMonoid(size, mul);
    const fail = (why: string): never => {
      throw new RangeError(`${what}: ${why}, received the quotient saved for heaps 0..${bound}`);
    };
    // A commutative monoid with identity 0, generated by the heaps' elements.
    for (let x = 0; x < size; x++) {
      if (mul[x] !== x) fail(`0 is not its identity (0·${x} ≠ ${x})`);
      q.#meter.tick(size);
      for (let y = x + 1; y < size; y++) {
        if (mul[x * size + y] !== mul[y * size + x]) fail(`it is not commutative at ${x}, ${y}`);
      }
    }
    const gens = Int32Array.from(new Set(phi)).filter((x) => x !== 0);
    if (reachable(monoid, gens, q.#meter).length !== size) {
      fail("the heaps' elements do not generate it");
    }
    // Every element is w·g with w reached earlier, so associativity at each generator g,
    // (xy)g = x(yg), gives it everywhere by induction.
    for (const g of gens) {
      for (let x = 0; x < size; x++) {
        q.#meter.tick(3 * size);
        for (let y = 0; y < size; y++) {
          if (mul[mul[x * size + y] * size + g] !== mul[x * size + mul[y * size + g]]) {
            fail(`it is not associative at ${x}, ${y}, ${g}`);
          }
        }
      }
    }
    const candidate: Pretension = { monoid, p, phi };
    if (reduce(candidate, q.#meter, size).monoid.size !== size) {
      fail("it is not reduced (two elements are alike in every sum)");
    }
    const trans = Array.from(phi, (_, h) => q.#imagesOf(monoid, phi, h));
    const words = leastWords(monoid, phi, trans, null, q.#meter);
    const pFailure = leastPFailure(candidate, trans, words, q.#meter);
    const { failure: nFailure, bounds } = leastNFailure(
      candidate,
      trans,
      pFailure,
      q.#maxBoundSets(),
      q.#meter,
    );
    if (pFailure !== null || nFailure !== null) {
      fail(`its P-portion is wrong for a sum of heaps of ${heapGameName(game)}`);
    }
    q.#q = candidate;
    q.#bound = bound!;
    q.#bounds = bounds;
    return q;
  }

  /** The largest heap n: the quotient decides sums of heaps 0..n. */
  get bound(): number {
    return this.#bound;
  }

  /** The number of elements of the quotient monoid. */
  get order(): number {
    return this.#q.monoid.size;
  }

  /** The number of elements in the P-portion. */
  get pPortionSize(): number {
    let count = 0;
    for (const v of this.#q.p) count += v;
    return count;
  }

  #checkHeap(h: number): void {
    if (!Number.isSafeInteger(h) || h < 0 || h > this.#bound) {
      throw new RangeError(
        `Cannot use misère quotient: heaps must be integers from 0 to ${this.#bound}, received ${
          describe(h)
        }`,
      );
    }
  }

  #checkElement(x: number): void {
    if (!Number.isSafeInteger(x) || x < 0 || x >= this.order) {
      throw new RangeError(
        `Cannot use misère quotient element: expected an integer from 0 to ${
          this.order - 1
        }, received ${describe(x)}`,
      );
    }
  }

  /**
   * Returns the element (an integer id, 0 the identity) of a heap.
   *
   * @param heap A heap size from 0 to {@link MisereQuotient.bound}.
   * @returns Φ(heap).
   * @throws {RangeError} If the heap is out of range.
   */
  element(heap: number): number {
    this.#checkHeap(heap);
    return this.#q.phi[heap];
  }

  /**
   * Returns the product of two elements (the element of the sum of their games).
   *
   * @param x An element.
   * @param y An element.
   * @returns xy.
   * @throws {RangeError} If an element is out of range.
   */
  multiply(x: number, y: number): number {
    this.#checkElement(x);
    this.#checkElement(y);
    return this.#q.monoid.mul[x * this.order + y];
  }

  /**
   * Returns whether an element is in the P-portion.
   *
   * @param x An element.
   * @returns Whether the games of element x are misère P-positions.
   * @throws {RangeError} If the element is out of range.
   */
  isP(x: number): boolean {
    this.#checkElement(x);
    return this.#q.p[x] === 1;
  }

  /**
   * Returns the element of a sum of heaps, in O(k) for k heaps.
   *
   * @param heaps Heap sizes from 0 to {@link MisereQuotient.bound}.
   * @returns The product of their elements.
   * @throws {RangeError} If a heap is out of range.
   */
  sumElement(heaps: Iterable<number>): number {
    checkIterable("use misère quotient", "heaps", heaps);
    const { mul, size } = this.#q.monoid;
    let x = 0;
    for (const h of heaps) {
      this.#checkHeap(h);
      x = mul[x * size + this.#q.phi[h]];
    }
    return x;
  }

  /**
   * Returns the misère outcome of a sum of heaps, in O(k) for k heaps.
   *
   * @param heaps Heap sizes from 0 to {@link MisereQuotient.bound}.
   * @returns `"P"` if the player to move loses under misère play, else `"N"`.
   * @throws {RangeError} If a heap is out of range.
   */
  outcome(heaps: Iterable<number>): ImpartialOutcome {
    return this.#q.p[this.sumElement(heaps)] === 1 ? "P" : "N";
  }

  /**
   * Returns the misère winning moves of a sum of heaps: each move in one heap (the first of equal
   * heaps) after which the sum is a misère P-position, by heap then in `heapMoves` order. Costs
   * O(k + moves of the distinct heaps · heaps per move).
   *
   * @param heaps Heap sizes from 0 to {@link MisereQuotient.bound}.
   * @returns The winning moves (empty for a P-position).
   * @throws {RangeError} If a heap is out of range.
   * @throws {Error} If the moves contradict the outcome (a P-position with a winning move, an
   * N-position with moves but no winning move): a bug in cgt, reported rather than printed.
   */
  winningMoves(heaps: readonly number[]): MisereHeapMove[] {
    checkArray("use misère quotient", "heaps", heaps);
    const { mul, size } = this.#q.monoid;
    const { phi, p } = this.#q;
    for (const h of heaps) this.#checkHeap(h);
    const k = heaps.length;
    const suffix = new Int32Array(k + 1);
    for (let i = k - 1; i >= 0; i--) suffix[i] = mul[phi[heaps[i]] * size + suffix[i + 1]];
    const moves: MisereHeapMove[] = [];
    const winning = new Set<string>();
    const seen = new Set<number>();
    let prefix = 0;
    let hasMove = false;
    for (let i = 0; i < k; i++) {
      const h = heaps[i];
      const rest = mul[prefix * size + suffix[i + 1]];
      prefix = mul[prefix * size + phi[h]];
      if (seen.has(h)) continue;
      seen.add(h);
      forEachHeapMove(this.#game, h, this.#meter, (result) => {
        hasMove = true;
        this.#meter.tick(8 + 4 * result.length);
        let x = rest;
        for (const r of result) x = mul[x * size + phi[r]];
        if (p[x] && !winning.has(`${i}:${result}`)) {
          this.#meter.tick(512 + 8 * result.length);
          winning.add(`${i}:${result}`);
          moves.push({ component: i, result: [...result] });
        }
      });
    }
    checkWinningMoves(p[prefix] === 1 ? "P" : "N", hasMove, moves, heaps);
    return moves;
  }

  /**
   * The distinct images in `m` (heaps mapped by `phi`) of the moves of heap h, made as they are
   * needed and kept for no heap, so memory stays O(order²) however many moves a heap has.
   */
  #imagesOf(m: AnyMonoid, phi: ArrayLike<number>, h: number): Int32Array {
    const out = new Set<number>();
    this.#meter.tick(64);
    forEachHeapMove(this.#game, h, this.#meter, (result) => {
      this.#meter.tick(96 + result.length * (m.cost + 1));
      let x = 0;
      for (const r of result) x = m.product(x, phi[r]);
      out.add(x);
    });
    return Int32Array.from(out);
  }

  // ---------------------------------------------------------------------------------------------
  // Building.

  #addHeap(n: number): void {
    const q = this.#q;
    const t = this.#imagesOf(q.monoid, q.phi, n);
    const phi = new Int32Array(n + 1);
    phi.set(q.phi);
    if (t.length === 0) {
      // A heap with no move is the game 0.
      this.#q = { ...q, phi };
      return;
    }
    const x = this.#conservative(t);
    if (x >= 0) {
      phi[n] = x;
      this.#q = { ...q, phi };
      try {
        this.#extendBounds(x, t);
      } catch (error) {
        this.#q = q;
        this.#bounds = null;
        throw error;
      }
      return;
    }
    this.#grow(n);
  }

  /** All heaps' option images in `pre`. */
  #transitions(pre: Pretension<AnyMonoid>): Int32Array[] {
    return Array.from(pre.phi, (_, h) => this.#imagesOf(pre.monoid, pre.phi, h));
  }

  #ensureBounds(): Bounds {
    if (this.#bounds === null) {
      const trans = this.#transitions(this.#q);
      const { failure, bounds } = leastNFailure(
        this.#q,
        trans,
        null,
        this.#maxBoundSets(),
        this.#meter,
      );
      if (failure !== null) throw new Error("internal error: a checked quotient failed its check");
      this.#bounds = bounds;
    }
    return this.#bounds;
  }

  #maxBoundSets(): number {
    return 64 * this.#maxElements * 64;
  }

  /**
   * The element x of the current quotient that a new heap with option images `t` behaves like in
   * every sum of heaps up to it, or -1. With Φ(n) = x, (1) no sum is P with a P option: only a move
   * in heap n is new, so it suffices that yx ∈ P implies yt ∉ P for every element y and t in T;
   * (2) no sum with options is N without a P option: a sum k·n + u (u of smaller heaps, element
   * e) has option images x^(k-1)·(eT ∪ x·T(u)), so it suffices to check, for each e, the minimal
   * sets T(u) and the k up to the index plus period of x. The bounds hold only words with options,
   * so the sums k·n alone (u empty: e = 1, T(u) = ∅) are checked on their own: a word without
   * options is N because it has no move, and can stand for no other word.
   */
  #conservative(t: Int32Array): number {
    const { monoid: m, p } = this.#q;
    const { size, mul } = m;
    let heapP = true;
    for (const v of t) if (p[v]) heapP = false;
    const bounds = this.#ensureBounds();
    const tBits = toBits(t, t.length, bounds.words);
    // The elements y for which some option image of the heap, times y, is P.
    const blocked = new Uint8Array(size);
    for (let y = 0; y < size; y++) {
      this.#meter.tick(2 + 3 * t.length);
      for (const v of t) {
        if (p[mul[y * size + v]]) {
          blocked[y] = 1;
          break;
        }
      }
    }
    candidates: for (let x = 0; x < size; x++) {
      if ((p[x] === 1) !== heapP) continue;
      this.#meter.tick(3 * size);
      for (let y = 0; y < size; y++) if (blocked[y] && p[mul[y * size + x]]) continue candidates;
      const powers = this.#powers(x);
      // Whether every sum k·n + u (u of element e with option images S, t1 = eT ∪ x·S) that is
      // not P has a P option.
      const holds = (e: number, t1: ArrayLike<number>): boolean => {
        this.#meter.tick(t1.length * powers.length);
        for (let k = 1; k < powers.length; k++) {
          if (p[mul[powers[k] * size + e]]) continue;
          const pk = powers[k - 1];
          let hasP = false;
          for (let i = 0; i < t1.length && !hasP; i++) if (p[mul[pk * size + t1[i]]]) hasP = true;
          if (!hasP) return false;
        }
        return true;
      };
      if (!holds(0, t)) continue;
      if (bounds.below(x, tBits)) return x;
      for (let e = 0; e < size; e++) {
        for (const s of bounds.lists[e]) {
          if (!holds(e, this.#firstImages(e, t, x, s))) continue candidates;
        }
      }
      return x;
    }
    return -1;
  }

  /** eT ∪ x·S: the option images of u + n for a word u of element e with option images S. */
  #firstImages(e: number, t: Int32Array, x: number, s: Uint32Array): number[] {
    const { size, mul } = this.#q.monoid;
    this.#meter.tick(32 + 16 * t.length + 2 * s.length);
    const out = new Set<number>();
    for (const v of t) out.add(mul[e * size + v]);
    for (const v of members(s)) out.add(mul[x * size + v]);
    return [...out];
  }

  /** x^0, x^1, ..., x^(index + period) in the current quotient. */
  #powers(x: number): number[] {
    const m = this.#q.monoid;
    const [index, period] = indexAndPeriod(m, x, this.#meter);
    const powers = [0];
    for (let k = 1; k <= index + period; k++) powers.push(m.mul[powers[k - 1] * m.size + x]);
    return powers;
  }

  /**
   * Adds the sums k·n + u to the bounds after heap n was given element x: u empty (option images
   * x^(k-1)·T) and u any word the bounds hold (x^(k-1)·(eT ∪ x·S)).
   */
  #extendBounds(x: number, t: Int32Array): void {
    const bounds = this.#bounds;
    if (bounds === null || t.length === 0) return;
    const { size, mul } = this.#q.monoid;
    const powers = this.#powers(x);
    const snapshot = bounds.lists.map((list) => [...list]);
    this.#meter.tick(bounds.count + size);
    const add = (e: number, t1: ArrayLike<number>): void => {
      this.#meter.tick(t1.length * powers.length);
      for (let k = 1; k < powers.length; k++) {
        const pk = powers[k - 1];
        this.#meter.tick(bounds.words + 4 * t1.length);
        bounds.add(
          mul[powers[k] * size + e],
          toBits(Array.from(t1, (v) => mul[pk * size + v]), t1.length, bounds.words),
        );
      }
    };
    add(0, t);
    for (let e = 0; e < size; e++) {
      for (const s of snapshot[e]) add(e, this.#firstImages(e, t, x, s));
    }
  }

  /** Heap n is new: guess, check and refine candidates until one passes. */
  #grow(n: number): void {
    const q = this.#q;
    const { monoid, gens } = this.#product(q.monoid, [[2, 2]]);
    const phi = new Int32Array(n + 1);
    phi.set(q.phi);
    phi[n] = gens[0];
    let candidate = reduce(this.#derive(monoid, phi), this.#meter, this.#maxElements);
    for (;;) {
      const trans = this.#transitions(candidate);
      const words = leastWords(candidate.monoid, candidate.phi, trans, null, this.#meter);
      const pFailure = leastPFailure(candidate, trans, words, this.#meter);
      const { failure: nFailure, bounds } = leastNFailure(
        candidate,
        trans,
        pFailure,
        this.#maxBoundSets(),
        this.#meter,
      );
      const failure = nFailure ?? pFailure;
      if (failure === null) {
        this.#q = candidate;
        this.#bounds = bounds;
        this.#names = undefined;
        this.#gens = undefined;
        return;
      }
      candidate = this.#recalibrate(candidate, n, failure);
    }
  }

  #product(base: AnyMonoid, cyclic: [number, number][]): { monoid: AnyMonoid; gens: number[] } {
    let size = base.size;
    for (const [i, p] of cyclic) size *= i + p;
    if (size > MAX_CANDIDATE_FACTOR * this.#maxElements) {
      throw new PositionLimitError(this.#maxElements);
    }
    return productMonoid(base, cyclic, this.#meter);
  }

  /** Derives the P-portion of a candidate monoid by induction over sums (not reduced). */
  #derive(monoid: AnyMonoid, phi: Int32Array): Pretension<AnyMonoid> {
    const p = new Uint8Array(monoid.size);
    const pre: Pretension<AnyMonoid> = { monoid, p, phi };
    leastWords(monoid, phi, this.#transitions(pre), p, this.#meter);
    return pre;
  }

  /**
   * A new candidate that classifies the least failing sum correctly: some of the heaps in it
   * (one, then two, ...) are freed from the candidate and given cyclic parts of their own, long
   * enough for their exponents in the failing sum.
   */
  #recalibrate(candidate: Pretension, n: number, failure: Int32Array): Pretension {
    const m = candidate.monoid;
    const shouldBeP = candidate.p[imageOf(m, candidate.phi, failure, this.#meter)] === 0;
    const involved: number[] = [];
    for (let h = 0; h <= n; h++) if (failure[h] > 0) involved.push(h);
    let tooLarge = false;
    for (let extra = 0; extra <= 8; extra += 4) {
      for (let count = 1; count <= involved.length; count++) {
        for (const heaps of combinations(involved, count)) {
          const phi = candidate.phi.slice();
          for (const h of heaps) phi[h] = 0;
          const { monoid: base, map } = submonoid(m, phi, this.#meter);
          const cyclic: [number, number][] = heaps.map((h) => {
            const index = Math.max(
              indexAndPeriod(m, candidate.phi[h], this.#meter)[0],
              failure[h] - 1,
            ) +
              extra;
            return [index, Math.max(2, 2 * Math.trunc((index - 4) / 2))];
          });
          let next: Pretension<AnyMonoid>;
          try {
            const product = this.#product(base, cyclic);
            const newPhi = phi.map((x) => map[x]);
            heaps.forEach((h, i) => (newPhi[h] = product.gens[i]));
            next = this.#derive(product.monoid, newPhi);
          } catch (error) {
            if (error instanceof PositionLimitError) {
              tooLarge = true;
              continue;
            }
            throw error;
          }
          if ((next.p[imageOf(next.monoid, next.phi, failure, this.#meter)] === 1) !== shouldBeP) {
            continue;
          }
          try {
            return reduce(next, this.#meter, this.#maxElements);
          } catch (error) {
            if (!(error instanceof PositionLimitError)) throw error;
            tooLarge = true;
          }
        }
      }
    }
    if (tooLarge) throw new PositionLimitError(this.#maxElements);
    throw new Error(
      `internal error: cannot refine the misère quotient of ${
        "name" in this.#game ? this.#game.name : "the game"
      } at heap ${n}`,
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Printing.

  /** The generators, chosen as the papers choose them. */
  #generators(): number[] {
    if (this.#gens !== undefined) return this.#gens;
    const m = this.#q.monoid;
    const inSpan = (gens: number[]): Uint8Array => {
      const span = new Uint8Array(m.size);
      for (const x of reachable(m, gens, this.#meter)) span[x] = 1;
      return span;
    };
    const gens: number[] = [];
    let span = inSpan(gens);
    for (const x of this.#q.phi) {
      if (!span[x]) {
        gens.push(x);
        span = inSpan(gens);
      }
    }
    for (let i = 0; i < gens.length; i++) {
      const others = gens.filter((_, j) => j !== i);
      if (inSpan(others)[gens[i]]) {
        gens.splice(i, 1);
        i--;
      }
    }
    this.#gens = gens;
    return gens;
  }

  /** The least word of each element, in the generators. */
  #leastWords(): Int32Array[] {
    const gens = Int32Array.from(this.#generators());
    const trans = Array.from(gens, () => Int32Array.of(0));
    const words = leastWords(this.#q.monoid, gens, trans, null, this.#meter);
    return words.map((w) => w ?? new Int32Array(gens.length));
  }

  #wordName(word: ArrayLike<number>): string {
    let out = "";
    for (let g = 0; g < word.length; g++) {
      if (word[g] > 0) out += letter(g) + (word[g] > 1 ? String(word[g]) : "");
    }
    return out === "" ? "1" : out;
  }

  #elementNames(): string[] {
    if (this.#names === undefined) this.#names = this.#leastWords().map((w) => this.#wordName(w));
    return this.#names;
  }

  /**
   * Returns the name of an element: its least word in the generators (`"1"` for the identity).
   *
   * @param x An element.
   * @returns The word, such as `"ab2"`.
   * @throws {RangeError} If the element is out of range.
   */
  elementName(x: number): string {
    this.#checkElement(x);
    return this.#elementNames()[x];
  }

  /** The names of the generators, in order: `["a", "b", ...]`. */
  get generators(): string[] {
    return this.#generators().map((_, i) => letter(i));
  }

  /**
   * Returns the relations of the presentation: the minimal words that are not least words (no
   * other such word divides them), in Plambeck and Siegel's order, each with the least word of its
   * element.
   *
   * @returns The relations, such as `{ left: "a2", right: "1" }`.
   */
  relations(): QuotientRelation[] {
    const { size, mul } = this.#q.monoid;
    const gens = this.#generators();
    const words = this.#leastWords();
    const names = this.#elementNames();
    const found: { word: Int32Array; elem: number }[] = [];
    const divides = (a: Int32Array, b: Int32Array): boolean => a.every((v, i) => v <= b[i]);
    for (let x = 0; x < size; x++) {
      for (let g = 0; g < gens.length; g++) {
        const y = mul[x * size + gens[g]];
        const word = words[x].slice();
        word[g]++;
        this.#meter.tick(16 + gens.length * (2 + found.length));
        if (compareWords(word, words[y]) === 0) continue;
        if (found.some((f) => divides(f.word, word))) continue;
        for (let i = found.length - 1; i >= 0; i--) {
          if (divides(word, found[i].word)) found.splice(i, 1);
        }
        found.push({ word, elem: y });
      }
    }
    found.sort((a, b) => compareWords(a.word, b.word));
    return found.map((f) => ({ left: this.#wordName(f.word), right: names[f.elem] }));
  }

  /**
   * Returns the names of the P-portion's elements, in Plambeck and Siegel's order of words.
   *
   * @returns Such as `["a", "b2"]`.
   */
  pPortion(): string[] {
    const words = this.#leastWords();
    const names = this.#elementNames();
    const ps: number[] = [];
    for (let x = 0; x < this.order; x++) if (this.#q.p[x]) ps.push(x);
    ps.sort((a, b) => compareWords(words[a], words[b]));
    return ps.map((x) => names[x]);
  }

  /**
   * Returns the presentation as the papers print it: `<a,b,c | a2=1,b3=b,bc=ab,c2=b2>`.
   *
   * @returns The presentation (`<>` for the trivial quotient).
   */
  presentation(): string {
    const gens = this.generators;
    if (gens.length === 0) return "<>";
    const rel = this.relations().map((r) => `${r.left}=${r.right}`);
    return `<${gens.join(",")} | ${rel.join(",")}>`;
  }

  /**
   * Returns the quotient and its P-portion as MisereSolver prints them:
   * `Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}`.
   *
   * @returns The printed quotient.
   */
  format(): string {
    return `Q = ${this.presentation()}; P = {${this.pPortion().join(",")}}`;
  }

  /**
   * Returns the name of the element of each heap 0..{@link MisereQuotient.bound}.
   *
   * @returns Such as `["1", "a", "b", "a", ...]`.
   */
  heapElements(): string[] {
    const names = this.#elementNames();
    return Array.from(this.#q.phi, (x) => names[x]);
  }

  /**
   * Returns the pretending function as MisereSolver prints it: `Phi = 1 a b a b c ...`.
   *
   * @returns The printed map from heaps 0..n to elements.
   */
  formatPretendingFunction(): string {
    return `Phi = ${this.heapElements().join(" ")}`;
  }
}

function combinations(values: readonly number[], count: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const go = (from: number): void => {
    if (pick.length === count) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= values.length - (count - pick.length); i++) {
      pick.push(values[i]);
      go(i + 1);
      pick.pop();
    }
  };
  go(0);
  return out;
}
