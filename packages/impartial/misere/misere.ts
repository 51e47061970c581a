/**
 * Misère play of impartial games (the player who makes the last move loses):
 * misère outcomes and Grundy values, Conway's genus, and hash-consed misère
 * canonical forms printed as CGSuite prints them.
 *
 * @module
 */

import {
  checkArray,
  checkGame,
  checkIterable,
  checkOptions,
  describe,
  numberError,
  numberOption,
} from "../_check.ts";
import {
  type ImpartialGame,
  type ImpartialOutcome,
  type PositionKey,
  PositionLimitError,
} from "../grundy.ts";
import { Meter } from "./_quotient_monoid.ts";
import { identityKey } from "@cgt/core/position-key";

export type { ImpartialGame, ImpartialOutcome } from "../grundy.ts";
export type { PositionKey } from "@cgt/core/position-key";

/** The id of a misère canonical game inside one {@link MisereGames} registry. */
export type MisereGameId = number;

/**
 * How tame a misère canonical game is, in CGSuite's classification (Winning
 * Ways ch. 13; ONAG ch. 12): a Nim heap; tame (it behaves like a Nim heap
 * with other tame games), hereditarily (every option tame) or through
 * reversible moves; tameable; restive (hereditarily or reversibly);
 * restless; or wild.
 */
export type Phylum =
  | "nim-heap"
  | "hereditarily-tame"
  | "reversibly-tame"
  | "tameable"
  | "hereditarily-restive"
  | "reversibly-restive"
  | "restless"
  | "wild";

/**
 * Conway's genus g^(γ0 γ1 γ2 ...) of an impartial game: g is its normal-play
 * Grundy value and γk the misère Grundy value of the game plus k copies of
 * *2. The sequence γ is eventually periodic with period 2 (Winning Ways,
 * ch. 13), so `misere` lists it up to the point from which its last two
 * entries alternate for ever.
 */
export interface Genus {
  /** The normal-play Grundy value g. */
  readonly grundy: number;
  /** γ0, γ1, ...: from index `misere.length - 2` on, the last two entries alternate. */
  readonly misere: readonly number[];
  /** The game's phylum (decides how CGSuite prints the genus). */
  readonly phylum: Phylum;
}

function checkGenus(genus: Genus): void {
  const value = genus as { grundy?: unknown; misere?: unknown; phylum?: unknown } | null;
  const ok = typeof value === "object" && value !== null &&
    Number.isSafeInteger(value.grundy) && (value.grundy as number) >= 0 &&
    Array.isArray(value.misere) && value.misere.length > 0 &&
    value.misere.every((d) => Number.isSafeInteger(d) && d >= 0) &&
    (PHYLA as readonly unknown[]).includes(value.phylum);
  if (!ok) {
    throw new TypeError(
      `Cannot print genus: expected { grundy, misere, phylum } from genus(), received ${
        describe(genus)
      }`,
    );
  }
}

/** Options for {@link MisereGames}. */
export interface MisereGamesOptions {
  /**
   * The most distinct misère canonical games the registry may hold before it
   * gives up with a {@link PositionLimitError}.
   *
   * @default {4_000_000}
   */
  maxGames?: number;
}

/** Options for {@link MisereGames.format}. */
export interface MisereFormatOptions {
  /**
   * The longest printed form accepted: printed forms grow exponentially
   * (Kayles heap 20 takes 2.6 million characters), so longer ones throw a
   * `RangeError` instead of filling memory.
   *
   * @default {1_000_000}
   */
  maxLength?: number;
}

const PHYLA: readonly Phylum[] = [
  "nim-heap",
  "hereditarily-tame",
  "reversibly-tame",
  "tameable",
  "wild", // wild of tame genus (internal)
  "hereditarily-restive",
  "reversibly-restive",
  "wild", // wild of restive genus (internal)
  "restless",
  "wild", // wild of restless genus (internal)
  "wild",
];
// Internal phylum codes, in CGSuite's order (the order matters for "wildest option").
const NIMHEAP = 0, H_TAME = 1, R_TAME = 2, TAMEABLE = 3, WILD_TAME_GENUS = 4;
const H_RESTIVE = 5, R_RESTIVE = 6, WILD_RESTIVE_GENUS = 7, RESTLESS = 8;
const WILD_RESTLESS_GENUS = 9, WILD = 10;

const isGenerallyTame = (p: number): boolean => p <= R_TAME;
const isTameableCode = (p: number): boolean => p <= TAMEABLE;
const isRestiveOrTame = (p: number): boolean => p <= R_TAME || p === H_RESTIVE || p === R_RESTIVE;

/** The most entries the add cache keeps before it is emptied. */
const ADD_CACHE_BOUND = 1 << 22;

function mexOf(values: Iterable<number>, emptyValue: number): number {
  const seen = new Set<number>();
  let any = false;
  for (const v of values) {
    seen.add(v);
    any = true;
  }
  if (!any) return emptyValue;
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}

/** Prints a Nim-heap size as CGSuite's code digits do: 0-9, then `&10;`. */
function digit(n: number): string {
  return n < 10 ? String(n) : `&${n};`;
}

/**
 * A registry of misère canonical games (Conway's simplest forms), hash-consed
 * so that two games are equal in misère play exactly when they have the same
 * id. The registry owns every cache it uses; {@link MisereGames.clear}
 * empties them, and `maxGames` bounds them. Its work (new games, sums, phyla
 * and genera) is charged to the work budget (`withStepLimit`) at about a
 * microsecond a step, so a budget stops it with a `GameLimitError`.
 *
 * A game is built from the ids of its options. Its simplest form is found by
 * the Grundy–Smith rule (ONAG ch. 12; Siegel, Combinatorial Game Theory,
 * ch. V): G = {S} equals K whenever every option of K is in S and every other
 * element of S has K as an option, provided, when K = 0, that some element of
 * S is a misère P-position. Conway proved that a game admitting no such K is
 * in simplest form and that equal simplest forms are identical. K must be an
 * option of an element of S of largest birthday, so the search costs
 * O(|S| · |options of that element| · log) per new game.
 *
 * @example Misère Nim heaps and the game *2 + *2
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const two = games.nimHeap(2);
 * assert.equal(games.format(games.add(two, two)), "*[2[2]]");
 * // * + * = 0 in misère play, but *2 + *2 is not 0.
 * assert.equal(games.add(games.nimHeap(1), games.nimHeap(1)), games.zero);
 * assert.equal(games.outcome(games.zero), "N");
 * assert.equal(games.formatGenus(games.genus(games.zero)), "0");
 * assert.equal(games.formatGenus(games.genus(games.add(two, two))), "0^0");
 * ```
 */
export class MisereGames {
  #maxGames: number;
  #options: Int32Array[] = [];
  #birthday: number[] = [];
  #gPlus: number[] = [];
  #gMinus: number[] = [];
  #byOptions = new Map<string, number>();
  #nim: number[] = [];
  #partner: number[] = [];
  #phylum: number[] = [];
  #genus: (number[] | undefined)[] = [];
  #sorted: (Int32Array | undefined)[] = [];
  #addCache = new Map<number, number>();
  /** Charges the work below to the budget (`withStepLimit`), about a microsecond a step. */
  #meter = new Meter();

  /**
   * Creates an empty registry (holding only 0).
   *
   * @param options The bound on the number of games.
   * @throws {TypeError} If `options` is not an object or `maxGames` not a number.
   * @throws {RangeError} If `maxGames` is not a positive integer below 2^26.
   */
  constructor(options: MisereGamesOptions = {}) {
    checkOptions("create misère game registry", options);
    const maxGames = numberOption(
      "create misère game registry",
      "maxGames",
      options.maxGames,
      4_000_000,
    );
    if (!Number.isInteger(maxGames) || maxGames < 2 || maxGames > 2 ** 26) {
      throw numberError(
        maxGames,
        `Cannot create misère game registry: maxGames must be an integer from 2 to ${
          2 ** 26
        }, received ${describe(maxGames)}`,
      );
    }
    this.#maxGames = maxGames;
    this.clear();
  }

  /** The id of 0, the game with no options. */
  get zero(): MisereGameId {
    return 0;
  }

  /** The number of distinct misère canonical games held. */
  get size(): number {
    return this.#options.length;
  }

  /** Forgets every game except 0 (ids given out before become invalid). */
  clear(): void {
    this.#options = [new Int32Array(0)];
    this.#birthday = [0];
    this.#gPlus = [0];
    this.#gMinus = [1];
    this.#byOptions = new Map([["", 0]]);
    this.#nim = [0];
    this.#partner = [-1];
    this.#phylum = [-1];
    this.#genus = [undefined];
    this.#sorted = [undefined];
    this.#addCache = new Map();
  }

  #check(id: MisereGameId): void {
    if (!Number.isInteger(id) || id < 0 || id >= this.#options.length) {
      throw numberError(
        id,
        `Cannot use misère game: not an id of this registry, received ${describe(id)}`,
      );
    }
  }

  /**
   * Returns the Nim heap *n.
   *
   * @param n The heap size, a non-negative integer.
   * @returns The id of *n.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If `n` is not a non-negative safe integer.
   */
  nimHeap(n: number): MisereGameId {
    if (!Number.isSafeInteger(n) || n < 0) {
      throw numberError(
        n,
        `Cannot build Nim heap: size must be a non-negative integer, received ${describe(n)}`,
      );
    }
    while (this.#nim.length <= n) this.#nim.push(this.fromOptions(this.#nim));
    return this.#nim[n];
  }

  /**
   * Returns the misère canonical form of the game whose options are `options`.
   *
   * @param options Ids of this registry, in any order, repeats allowed.
   * @returns The id of the simplest form.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If an id is not of this registry.
   * @throws {PositionLimitError} If the registry would hold more than `maxGames` games.
   */
  fromOptions(options: Iterable<MisereGameId>): MisereGameId {
    checkIterable("build misère game", "options", options);
    const list = [...new Set(options)];
    this.#meter.tick(256 + 128 * list.length);
    for (const id of list) this.#check(id);
    list.sort((a, b) => a - b);
    const key = list.join(",");
    const known = this.#byOptions.get(key);
    if (known !== undefined) return known;
    const reduced = this.#reduce(list);
    if (reduced >= 0) return reduced;
    if (this.#options.length >= this.#maxGames) throw new PositionLimitError(this.#maxGames);
    const id = this.#options.length;
    const opts = Int32Array.from(list);
    let birthday = 0;
    for (const o of list) birthday = Math.max(birthday, this.#birthday[o] + 1);
    this.#options.push(opts);
    this.#birthday.push(birthday);
    this.#gPlus.push(mexOf(list.map((o) => this.#gPlus[o]), 0));
    this.#gMinus.push(mexOf(list.map((o) => this.#gMinus[o]), 1));
    this.#partner.push(-1);
    this.#phylum.push(-1);
    this.#genus.push(undefined);
    this.#sorted.push(undefined);
    this.#byOptions.set(key, id);
    return id;
  }

  /**
   * Returns whether the game with exactly these options is in simplest form (no option is
   * reversible through the Grundy–Smith rule), without adding it to the registry: the game
   * {options} is then a new canonical game unless it is already held. Costs what
   * {@link MisereGames.fromOptions} costs before it stores a game.
   *
   * @param options Ids of this registry, in any order, repeats allowed.
   * @returns Whether {options} is its own misère canonical form.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If an id is not of this registry.
   *
   * @example {0, *} is *2, in simplest form; {*, *2} reduces to 0
   * ```ts
   * import { MisereGames } from "@cgt/impartial/misere";
   * import assert from "node:assert/strict";
   *
   * const games = new MisereGames();
   * const [zero, one, two] = [0, 1, 2].map((n) => games.nimHeap(n));
   * assert.equal(games.isSimplest([zero, one]), true);
   * assert.equal(games.isSimplest([one, two]), false);
   * ```
   */
  isSimplest(options: Iterable<MisereGameId>): boolean {
    checkIterable("test misère game", "options", options);
    const list = [...new Set(options)];
    this.#meter.tick(256 + 128 * list.length);
    for (const id of list) this.#check(id);
    list.sort((a, b) => a - b);
    return this.#reduce(list) < 0;
  }

  /** The simplest game K that {list} reduces to (K ≠ {list}), or -1. */
  #reduce(list: number[]): number {
    if (list.length === 0) return -1;
    let top = list[0];
    for (const o of list) if (this.#birthday[o] > this.#birthday[top]) top = o;
    const inList = (id: number): boolean => binarySearch(list, id);
    for (const k of this.#options[top]) {
      const kOpts = this.#options[k];
      this.#meter.tick(16);
      if (kOpts.length >= list.length) continue;
      this.#meter.tick(32 * (kOpts.length + list.length));
      let ok = true;
      for (const x of kOpts) {
        if (!inList(x)) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      let someP = false;
      for (const d of list) {
        if (binarySearch(kOpts, d)) continue;
        if (!this.hasOption(d, k)) {
          ok = false;
          break;
        }
        if (this.#gMinus[d] === 0) someP = true;
      }
      // The proviso: reducing to 0 needs a reversing option that is a P-position.
      if (ok && (kOpts.length > 0 || someP)) return k;
    }
    return -1;
  }

  /**
   * Returns whether `option` is an option of the canonical game `id`.
   *
   * @param id A game.
   * @param option A game.
   * @returns Whether `option` is among the canonical options of `id`.
   */
  hasOption(id: MisereGameId, option: MisereGameId): boolean {
    this.#check(id);
    this.#check(option);
    return binarySearch(this.#options[id], option);
  }

  /**
   * Returns the options of the canonical game `id`, by increasing id.
   *
   * @param id A game.
   * @returns The ids of its canonical options.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If `id` is not of this registry.
   */
  options(id: MisereGameId): readonly MisereGameId[] {
    this.#check(id);
    return Array.from(this.#options[id]);
  }

  /**
   * Returns the birthday of the canonical game `id` (the height of its game tree).
   *
   * @param id A game.
   * @returns The birthday.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If `id` is not of this registry.
   */
  birthday(id: MisereGameId): number {
    this.#check(id);
    return this.#birthday[id];
  }

  /**
   * Returns the normal-play Grundy value of `id`.
   *
   * @param id A game.
   * @returns The mex of its options' Grundy values.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If `id` is not of this registry.
   */
  grundy(id: MisereGameId): number {
    this.#check(id);
    return this.#gPlus[id];
  }

  /**
   * Returns the misère Grundy value of `id`: 1 for 0, otherwise the mex of
   * the options' misère Grundy values; 0 exactly for misère P-positions.
   *
   * @param id A game.
   * @returns The misère Grundy value.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If `id` is not of this registry.
   */
  misereGrundy(id: MisereGameId): number {
    this.#check(id);
    return this.#gMinus[id];
  }

  /**
   * Returns the misère outcome of `id`: `"P"` if the player to move loses
   * when the last player to move loses, else `"N"`.
   *
   * @param id A game.
   * @returns `"P"` or `"N"`.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If `id` is not of this registry.
   */
  outcome(id: MisereGameId): ImpartialOutcome {
    return this.misereGrundy(id) === 0 ? "P" : "N";
  }

  /**
   * Returns the misère canonical form of the disjunctive sum `a + b`,
   * computed from {a' + b, a + b'} and memoised (the cache is bounded).
   *
   * @param a A game.
   * @param b A game.
   * @returns The id of the sum.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If an id is not of this registry.
   * @throws {PositionLimitError} If the registry would hold more than `maxGames` games.
   */
  add(a: MisereGameId, b: MisereGameId): MisereGameId {
    this.#check(a);
    this.#check(b);
    return this.#add(a, b);
  }

  #add(a: number, b: number): number {
    if (a === 0) return b;
    if (b === 0) return a;
    if (a > b) [a, b] = [b, a];
    const cacheKey = a * 67_108_864 + b;
    const known = this.#addCache.get(cacheKey);
    this.#meter.tick(64);
    if (known !== undefined) return known;
    this.#meter.tick(64 + 16 * (this.#options[a].length + this.#options[b].length));
    const opts: number[] = [];
    for (const x of this.#options[a]) opts.push(this.#add(x, b));
    for (const y of this.#options[b]) opts.push(this.#add(a, y));
    const result = this.fromOptions(opts);
    if (this.#addCache.size >= ADD_CACHE_BOUND) this.#addCache.clear();
    this.#addCache.set(cacheKey, result);
    return result;
  }

  /** G + *: the partner of G. */
  #plusOne(id: number): number {
    let p = this.#partner[id];
    if (p < 0) {
      p = this.#add(id, this.nimHeap(1));
      this.#partner[id] = p;
      this.#partner[p] = id;
    }
    return p;
  }

  /**
   * Returns whether `id` is even: its birthday is less than that of `id + *`
   * (CGSuite's convention; exactly one of G and G + * is even).
   *
   * @param id A game.
   * @returns Whether the game is even.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If `id` is not of this registry.
   */
  isEven(id: MisereGameId): boolean {
    this.#check(id);
    return this.#isEven(id);
  }

  #isEven(id: number): boolean {
    // G is odd exactly when G + * is one of its options.
    return !this.hasOption(id, this.#plusOne(id));
  }

  #evenPart(id: number): number {
    return this.#isEven(id) ? id : this.#plusOne(id);
  }

  /**
   * Returns whether `id` is the Nim heap of its own birthday.
   *
   * @param id A game.
   * @returns Whether the game is a Nim heap.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If `id` is not of this registry.
   */
  isNimHeap(id: MisereGameId): boolean {
    this.#check(id);
    return this.nimHeap(this.#birthday[id]) === id;
  }

  /**
   * Returns the phylum of `id`, classified as CGSuite does: from its
   * normal and misère Grundy values and the phyla of its options and their
   * options (the tame, restive and restless games of Winning Ways ch. 13).
   *
   * @param id A game.
   * @returns The phylum.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If `id` is not of this registry.
   */
  phylum(id: MisereGameId): Phylum {
    this.#check(id);
    return PHYLA[this.#phylumCode(id)];
  }

  #phylumCode(id: number): number {
    const even = this.#evenPart(id);
    let p = this.#phylum[even];
    if (p < 0) {
      p = this.#classify(even);
      this.#phylum[even] = p;
    }
    return p;
  }

  /** The phylum of the even game `id`, following CGSuite's rules. */
  #classify(id: number): number {
    const opts = this.#options[id];
    const gP = this.#gPlus[id];
    const gM = this.#gMinus[id];
    let allNim = true, allHered = true, allTame = true;
    this.#meter.tick(64 + 32 * opts.length);
    const optPhyla = Array.from(opts, (o) => this.#phylumCode(o));
    for (const q of optPhyla) {
      if (q !== NIMHEAP) allNim = false;
      if (q > H_TAME) allHered = false;
      if (q > R_TAME) allTame = false;
    }
    let my = gP === gM || ((gP | gM) & ~1) === 0
      ? WILD_TAME_GENUS
      : gP < 2
      ? WILD_RESTIVE_GENUS
      : gM < 2
      ? WILD_RESTLESS_GENUS
      : WILD;
    if (allNim && my === WILD_TAME_GENUS && (gP > 1 || gP !== gM)) return NIMHEAP;
    if (allHered) {
      if (my === WILD_TAME_GENUS) return H_TAME;
      if (my === WILD_RESTIVE_GENUS) return H_RESTIVE;
    }
    if (allTame) {
      if (my === WILD_TAME_GENUS) return R_TAME;
      if (my === WILD_RESTIVE_GENUS) return R_RESTIVE;
      if (my === WILD_RESTLESS_GENUS) return RESTLESS;
    }
    if (my === WILD_TAME_GENUS || my === WILD_RESTIVE_GENUS) {
      my = this.#reversiblyTame(id, my, gP, gM, optPhyla);
    }
    return my === WILD_TAME_GENUS || my === WILD_RESTIVE_GENUS || my === WILD_RESTLESS_GENUS
      ? WILD
      : my;
  }

  /** Whether a game of tame or restive genus with a wild option is still tame, tameable or restive through reversible moves. */
  #reversiblyTame(id: number, my: number, gP: number, gM: number, optPhyla: number[]): number {
    const opts = this.#options[id];
    const plus = new Set<number>(), minus = new Set<number>();
    const tPlus = new Set<number>(), tMinus = new Set<number>();
    let canRT = my === WILD_TAME_GENUS, canTameable = my === WILD_TAME_GENUS;
    let canRR = my === WILD_RESTIVE_GENUS;
    for (let i = 0; i < opts.length; i++) {
      const o = opts[i];
      const q = optPhyla[i];
      if (isGenerallyTame(q)) {
        plus.add(this.#gPlus[o]);
        minus.add(this.#gMinus[o]);
        continue;
      }
      let mTameable = false, pTameable = false;
      if (canTameable && q === TAMEABLE) {
        const e = this.#evenPart(o);
        tMinus.add(this.#gMinus[e]);
        tPlus.add(this.#gPlus[e]);
        mTameable = pTameable = true;
      }
      let mFound = false, pFound = false;
      this.#meter.tick(32 + 32 * this.#options[o].length);
      for (const s of this.#options[o]) {
        const sp = this.#phylumCode(s);
        if (
          !(isGenerallyTame(sp) || (canRR && isRestiveOrTame(sp)) ||
            (canTameable && isTameableCode(sp)))
        ) {
          continue;
        }
        const sM = this.#gMinus[s], sP = this.#gPlus[s];
        if (isGenerallyTame(sp) && my === WILD_TAME_GENUS) {
          mFound ||= gM === sM;
          pFound ||= gP === sP;
        } else if (isRestiveOrTame(sp) && my === WILD_RESTIVE_GENUS) {
          mFound ||= gM === sM && ((sP & ~1) === 0 || ((sP ^ gM) & ~1) === 0);
          pFound ||= gP === sP && ((sM & ~1) === 0 || ((sM ^ gM) & ~1) === 0);
        } else if (sp === TAMEABLE && canTameable) {
          mTameable ||= gM === sM;
          pTameable ||= gP === sP;
        }
      }
      if (!(mFound && pFound)) {
        canRT = false;
        canRR = false;
        if (!(mTameable && pTameable)) canTameable = false;
        if (!canRT && !canRR && !canTameable) return my;
      }
    }
    if (gP !== mexOf(plus, 0) || gM !== mexOf(minus, 0)) {
      canRT = false;
      canRR = false;
    }
    if (canTameable) {
      for (const v of tPlus) plus.add(v);
      for (const v of tMinus) minus.add(v);
      if ((gP !== mexOf(plus, 0) || gM !== mexOf(minus, 0)) && (plus.size > 0 || gP > 0)) {
        canTameable = false;
      }
    }
    if (canRT) return R_TAME;
    if (canTameable) return TAMEABLE;
    if (canRR) return R_RESTIVE;
    return my;
  }

  /**
   * Returns the genus of `id`: γ0 = the misère Grundy value, and
   * γk = mex({γk of the options} ∪ {γ(k-1), γ(k-1) ⊕ 1}), since a move in
   * one of k copies of *2 leaves k - 1 copies plus * or plus 0, and adding *
   * flips the last bit of a misère Grundy value. Computed until the sequence
   * alternates (it does once the options' sequences alternate).
   *
   * @param id A game.
   * @returns The genus.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If `id` is not of this registry.
   */
  genus(id: MisereGameId): Genus {
    this.#check(id);
    return {
      grundy: this.#gPlus[id],
      misere: this.#genusDigits(id),
      phylum: PHYLA[this.#phylumCode(id)],
    };
  }

  #genusDigits(id: number): number[] {
    const known = this.#genus[id];
    if (known) return known;
    const opts = Array.from(this.#options[id], (o) => this.#genusDigits(o));
    let start = 2;
    for (const d of opts) start = Math.max(start, d.length);
    const seq: number[] = [];
    const seen = new Set<number>();
    for (let i = 0;; i++) {
      this.#meter.tick(32 + 32 * opts.length);
      seen.clear();
      for (const d of opts) seen.add(digitAt(d, i));
      if (i === 0) {
        seq.push(opts.length === 0 ? 1 : firstMissing(seen));
      } else {
        seen.add(seq[i - 1]);
        seen.add(seq[i - 1] ^ 1);
        seq.push(firstMissing(seen));
      }
      if (i >= start + 2 && seq[i] === seq[i - 2] && seq[i - 1] === seq[i - 3]) break;
      if (i > start + 200) {
        throw new RangeError(
          `Cannot compute genus: the sequence did not settle, received game ${id}`,
        );
      }
    }
    while (seq.length > 2 && seq[seq.length - 1] === seq[seq.length - 3]) seq.pop();
    this.#genus[id] = seq;
    return seq;
  }

  /**
   * Prints a genus as CGSuite does: a Nim heap's genus as its Grundy value
   * alone (`0`, `12`); a tame or restive game's as `g^γ0` (the rest of the
   * sequence is implied); any other as `g^γ0γ1...` up to where it
   * alternates, with commas and parentheses when an entry has two digits
   * (`6^(1,9,10,8)`).
   *
   * @param genus A genus from {@link MisereGames.genus}.
   * @returns The printed genus.
   * @throws {TypeError} If `genus` is not a genus (a Grundy value, a non-empty list of misère
   *   Grundy values and a phylum).
   */
  formatGenus(genus: Genus): string {
    checkGenus(genus);
    const p = genus.phylum;
    if (p === "nim-heap") return String(genus.grundy);
    const sup = p === "wild" || p === "tameable" || p === "restless"
      ? genus.misere
      : genus.misere.slice(0, 1);
    const big = sup.some((d) => d >= 10);
    return `${genus.grundy}^${big ? `(${sup.join(",")})` : sup.join("")}`;
  }

  #sortedOptions(id: number): Int32Array {
    let s = this.#sorted[id];
    if (!s) {
      s = Int32Array.from(this.#options[id]).sort((a, b) => this.#compare(a, b));
      this.#sorted[id] = s;
    }
    return s;
  }

  /** CGSuite's canonical order: by the even part's birthday, option count, g+, g-, options; even before odd. */
  #compare(a: number, b: number): number {
    if (a === b) return 0;
    const ea = this.#evenPart(a), eb = this.#evenPart(b);
    if (ea === eb) return ea === a ? -1 : 1;
    const d = this.#birthday[ea] - this.#birthday[eb] ||
      this.#options[ea].length - this.#options[eb].length ||
      this.#gPlus[ea] - this.#gPlus[eb] || this.#gMinus[ea] - this.#gMinus[eb];
    if (d !== 0) return d;
    const oa = this.#sortedOptions(ea), ob = this.#sortedOptions(eb);
    for (let i = 0; i < oa.length; i++) {
      const c = this.#compare(oa[i], ob[i]);
      if (c !== 0) return c;
    }
    return 0;
  }

  /**
   * Prints the misère canonical form of `id` exactly as CGSuite does, such
   * as `*[2[2]321]`: inside `*[...]`, a Nim heap is its size (`&10;` from
   * 10 on); a game with one option is that option followed by `#`; a game
   * X + *k or X - *k (k even, or odd for odd games) of smaller birthday is X
   * followed by `k` or `-k` in a bracket; an odd game G + * is G followed by
   * `1`; any other game lists its options, last in CGSuite's order first,
   * in parentheses when it is an option.
   *
   * @param id A game.
   * @param options The length guard.
   * @returns The printed form.
   * @throws {TypeError} If a number argument is not a number.
   * @throws {RangeError} If `id` is not of this registry, or the form is longer than `maxLength`.
   */
  format(id: MisereGameId, options: MisereFormatOptions = {}): string {
    this.#check(id);
    checkOptions("print misère canonical form", options);
    const maxLength = numberOption(
      "print misère canonical form",
      "maxLength",
      options.maxLength,
      1_000_000,
    );
    if (!(Number.isInteger(maxLength) && maxLength >= 0) && maxLength !== Infinity) {
      throw new RangeError(
        `Cannot print misère canonical form: maxLength must be a non-negative integer, received ${
          describe(maxLength)
        }`,
      );
    }
    const out: string[] = ["*["];
    let length = 2;
    const emit = (s: string): void => {
      out.push(s);
      length += s.length;
      if (length > maxLength) {
        throw new RangeError(
          `Cannot print misère canonical form: it is longer than ${maxLength} characters, received game of birthday ${
            this.#birthday[id]
          }`,
        );
      }
    };
    const state = { open: false };
    this.#write(id, false, state, emit);
    if (state.open) emit("]");
    emit("]");
    return out.join("");
  }

  #write(id: number, paren: boolean, sub: { open: boolean }, emit: (s: string) => void): void {
    const b = this.#birthday[id];
    if (this.nimHeap(b) === id) {
      emit(digit(b));
      if (sub.open) emit("[");
      return;
    }
    const odd = !this.#isEven(id);
    for (let i = (odd ? 1 : 0) + 2; i < b; i += 2) {
      const nim = this.nimHeap(i);
      let diff = -1;
      for (const o of this.#options[id]) {
        if (this.#add(o, nim) === id) {
          diff = o;
          break;
        }
      }
      if (diff >= 0) {
        sub.open = true;
        this.#write(diff, true, sub, emit);
        emit(digit(i));
        return;
      }
      const sum = this.#add(id, nim);
      if (this.#birthday[sum] < b) {
        sub.open = true;
        this.#write(sum, true, sub, emit);
        emit(`-${digit(i)}`);
        return;
      }
    }
    if (odd) {
      sub.open = true;
      this.#write(this.#plusOne(id), true, sub, emit);
      emit("1");
      return;
    }
    const opts = this.#sortedOptions(id);
    if (opts.length === 1) {
      this.#write(opts[0], true, sub, emit);
      emit("#");
      return;
    }
    const saved = sub.open;
    if (paren) emit("(");
    for (let i = opts.length - 1; i >= 0; i--) {
      const inner = { open: false };
      this.#write(opts[i], true, inner, emit);
      if (inner.open) emit("]");
    }
    if (paren) emit(")");
    if (saved) emit("[");
  }
}

function binarySearch(list: ArrayLike<number>, value: number): boolean {
  let lo = 0, hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid];
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

function digitAt(seq: readonly number[], i: number): number {
  if (i < seq.length) return seq[i];
  const n = seq.length;
  return seq[n - 2 + ((n ^ i) & 1)];
}

function firstMissing(seen: Set<number>): number {
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}

/** Options for {@link MisereSolver}. */
export interface MisereSolverOptions {
  /**
   * The most positions the solver may evaluate (per kind of value) before
   * it gives up with a {@link PositionLimitError}.
   *
   * @default {10_000_000}
   */
  maxPositions?: number;
  /**
   * The registry that holds the canonical forms (share one to compare
   * games of different solvers).
   *
   * @default {a new MisereGames()}
   */
  games?: MisereGames;
}

interface Frame<P> {
  key: PositionKey;
  options: P[];
  next: number;
  values: number[];
}

/** One winning move in a sum of games played under the misère convention. */
export interface MisereSumMove<P> {
  /** The index of the component moved in. */
  component: number;
  /** The position that component moves to. */
  option: P;
}

/**
 * A memoising misère solver for a finite impartial game given by its moves:
 * the misère outcome, misère Grundy value, winning moves, genus and misère
 * canonical form of any position. The searches are iterative (an explicit
 * stack) and bounded by `maxPositions`; a cycle throws a `RangeError`. The
 * misère Grundy value costs O(positions + moves); the canonical form also
 * builds the simplest form of every position met (see {@link MisereGames}).
 *
 * @typeParam P The type of a position.
 *
 * @example Misère Kayles heaps (octal game 0.77)
 * ```ts
 * import { MisereSolver } from "@cgt/impartial/misere";
 * import assert from "node:assert/strict";
 *
 * // A row of n pins; knock down one pin or two adjacent ones.
 * const kayles = {
 *   options(row: readonly number[]): number[][] {
 *     const out: number[][] = [];
 *     row.forEach((n, i) => {
 *       const rest = [...row.slice(0, i), ...row.slice(i + 1)];
 *       for (const take of [1, 2]) {
 *         for (let a = 0; a + take <= n; a++) {
 *           out.push([...rest, a, n - a - take].filter((h) => h > 0).sort((x, y) => x - y));
 *         }
 *       }
 *     });
 *     return out;
 *   },
 *   key: (row: readonly number[]) => row.join(","),
 * };
 * const solver = new MisereSolver(kayles);
 * assert.equal(solver.outcome([1]), "P");
 * assert.equal(solver.outcome([4]), "P");
 * // Heap 5 is wild: genus 4^146 (Winning Ways, ch. 13).
 * assert.equal(solver.formatGenus([5]), "4^146");
 * assert.equal(solver.format([5]), "*[2[2]321]");
 * ```
 */
export class MisereSolver<P> {
  #game: ImpartialGame<P>;
  #key: (position: P) => PositionKey;
  #maxPositions: number;
  #games: MisereGames;
  #grundy = new Map<PositionKey, number>();
  #canonical = new Map<PositionKey, number>();

  /**
   * Creates a solver for `game`.
   *
   * @param game The move generator (and optional key).
   * @param options The search bound and the registry of canonical forms.
   * @throws {TypeError} If `game` has no `options()` method, `options` is not an object or
   *   `options.games` is not a {@link MisereGames}.
   * @throws {RangeError} If `maxPositions` is not a positive integer.
   */
  constructor(game: ImpartialGame<P>, options: MisereSolverOptions = {}) {
    checkGame("create solver", game);
    checkOptions("create solver", options);
    if (options.games !== undefined && !(options.games instanceof MisereGames)) {
      throw new TypeError(
        `Cannot create solver: games must be a MisereGames registry, received ${
          describe(options.games)
        }`,
      );
    }
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
    this.#games = options.games ?? new MisereGames();
  }

  /** The registry holding this solver's canonical forms. */
  get games(): MisereGames {
    return this.#games;
  }

  /** The number of positions whose values are memoised. */
  get size(): number {
    return Math.max(this.#grundy.size, this.#canonical.size);
  }

  /** Forgets every memoised value (the registry is kept). */
  clear(): void {
    this.#grundy.clear();
    this.#canonical.clear();
  }

  #search(
    position: P,
    memo: Map<PositionKey, number>,
    combine: (values: number[]) => number,
    what: string,
  ): number {
    const rootKey = this.#key(position);
    const known = memo.get(rootKey);
    if (known !== undefined) return known;
    const onPath = new Set<PositionKey>([rootKey]);
    const frame = (key: PositionKey, p: P): Frame<P> => ({
      key,
      options: [...this.#game.options(p)],
      next: 0,
      values: [],
    });
    const stack: Frame<P>[] = [frame(rootKey, position)];
    let result = 0;
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (top.next < top.options.length) {
        const child = top.options[top.next++];
        const childKey = this.#key(child);
        const value = memo.get(childKey);
        if (value !== undefined) {
          top.values.push(value);
        } else if (onPath.has(childKey)) {
          throw new RangeError(
            `Cannot compute ${what}: the game has a cycle through position ${String(childKey)}`,
          );
        } else {
          onPath.add(childKey);
          stack.push(frame(childKey, child));
        }
        continue;
      }
      result = combine(top.values);
      if (memo.size >= this.#maxPositions) throw new PositionLimitError(this.#maxPositions);
      memo.set(top.key, result);
      onPath.delete(top.key);
      stack.pop();
      if (stack.length > 0) stack[stack.length - 1].values.push(result);
    }
    return result;
  }

  /**
   * Returns the misère Grundy value of `position`: 1 if it has no moves,
   * otherwise the mex of its options' misère Grundy values (0 exactly for a
   * misère P-position).
   *
   * @param position A position.
   * @returns The misère Grundy value.
   * @throws {RangeError} If the game has a cycle.
   * @throws {PositionLimitError} If more than `maxPositions` positions are needed.
   */
  misereGrundy(position: P): number {
    return this.#search(position, this.#grundy, (v) => mexOf(v, 1), "misère Grundy value");
  }

  /**
   * Returns the misère outcome of `position`: `"P"` when the player to move
   * loses under the misère convention, else `"N"`.
   *
   * @param position A position.
   * @returns `"P"` or `"N"`.
   * @throws {RangeError} If the game has a cycle.
   * @throws {PositionLimitError} If more than `maxPositions` positions are needed.
   */
  outcome(position: P): ImpartialOutcome {
    return this.misereGrundy(position) === 0 ? "P" : "N";
  }

  /**
   * Returns the options of `position` that win under the misère convention
   * (those that are misère P-positions), in the order the game gives them.
   *
   * @param position A position.
   * @returns The winning options (empty for a misère P-position).
   * @throws {RangeError} If the game has a cycle.
   * @throws {PositionLimitError} If more than `maxPositions` positions are needed.
   */
  winningMoves(position: P): P[] {
    return [...this.#game.options(position)].filter((o) => this.misereGrundy(o) === 0);
  }

  /**
   * Returns the id, in {@link MisereSolver.games}, of the misère canonical
   * form of `position`.
   *
   * @param position A position.
   * @returns The canonical game's id.
   * @throws {RangeError} If the game has a cycle.
   * @throws {PositionLimitError} If more than `maxPositions` positions or `maxGames` games are needed.
   */
  canonicalForm(position: P): MisereGameId {
    return this.#search(
      position,
      this.#canonical,
      (v) => this.#games.fromOptions(v),
      "misère canonical form",
    );
  }

  /**
   * Returns the genus of `position` (see {@link MisereGames.genus}).
   *
   * @param position A position.
   * @returns The genus.
   * @throws {RangeError} If the game has a cycle.
   * @throws {PositionLimitError} If the search is too large.
   */
  genus(position: P): Genus {
    return this.#games.genus(this.canonicalForm(position));
  }

  /**
   * Returns the genus of `position` printed as CGSuite prints it.
   *
   * @param position A position.
   * @returns The printed genus, such as `1^031`.
   * @throws {RangeError} If the game has a cycle.
   * @throws {PositionLimitError} If the search is too large.
   */
  formatGenus(position: P): string {
    return this.#games.formatGenus(this.genus(position));
  }

  /**
   * Returns the misère canonical form of `position` printed as CGSuite
   * prints it (see {@link MisereGames.format}).
   *
   * @param position A position.
   * @param options The length guard.
   * @returns The printed form, such as `*[2[2]321]`.
   * @throws {RangeError} If the game has a cycle or the form is too long.
   * @throws {PositionLimitError} If the search is too large.
   */
  format(position: P, options: MisereFormatOptions = {}): string {
    return this.#games.format(this.canonicalForm(position), options);
  }
}

function checkSolver(what: string, solver: unknown): void {
  if (!(solver instanceof MisereSolver)) {
    throw new TypeError(`Cannot ${what}: expected a MisereSolver, received ${describe(solver)}`);
  }
}

/**
 * Returns the misère outcome of the disjunctive sum of `components`, from
 * the sum of their misère canonical forms (misère outcomes of a sum are not
 * determined by the components' outcomes or Grundy values).
 *
 * @param solver A solver for the components' game.
 * @param components The positions added together.
 * @returns `"P"` or `"N"`.
 * @throws {TypeError} If an argument has the wrong shape (`solver` not a {@link MisereSolver}).
 * @throws {RangeError} If the game has a cycle.
 * @throws {PositionLimitError} If the search is too large.
 *
 * @example Misère Nim: heaps 1, 1, 1 lose for the player to move, heaps 2, 2 too
 * ```ts
 * import { MisereSolver, misereSumOutcome } from "@cgt/impartial/misere";
 * import assert from "node:assert/strict";
 *
 * const nim = { options: (n: number) => Array.from({ length: n }, (_, i) => i) };
 * const solver = new MisereSolver(nim);
 * assert.equal(misereSumOutcome(solver, [1, 1, 1]), "P");
 * assert.equal(misereSumOutcome(solver, [2, 2]), "P");
 * assert.equal(misereSumOutcome(solver, [1, 1]), "N");
 * ```
 */
export function misereSumOutcome<P>(
  solver: MisereSolver<P>,
  components: Iterable<P>,
): ImpartialOutcome {
  checkSolver("compute misère outcome of a sum", solver);
  checkIterable("compute misère outcome of a sum", "components", components);
  const games = solver.games;
  let total = games.zero;
  for (const c of components) total = games.add(total, solver.canonicalForm(c));
  return games.outcome(total);
}

/**
 * Returns the winning moves of the disjunctive sum of `components` under
 * the misère convention: the moves in one component after which the sum is
 * a misère P-position.
 *
 * @param game The components' game.
 * @param components The positions added together.
 * @param solver A solver for `game`.
 * @returns The winning moves, by component then in the game's order.
 * @throws {TypeError} If an argument has the wrong shape (`solver` not a {@link MisereSolver}).
 * @throws {RangeError} If the game has a cycle.
 * @throws {PositionLimitError} If the search is too large.
 *
 * @example Misère Nim with heaps 1, 1, 2: take the whole 2-heap
 * ```ts
 * import { MisereSolver, misereSumWinningMoves } from "@cgt/impartial/misere";
 * import assert from "node:assert/strict";
 *
 * const nim = { options: (n: number) => Array.from({ length: n }, (_, i) => i) };
 * const moves = misereSumWinningMoves(nim, [1, 1, 2], new MisereSolver(nim));
 * assert.deepEqual(moves, [{ component: 2, option: 1 }]);
 * ```
 */
export function misereSumWinningMoves<P>(
  game: ImpartialGame<P>,
  components: readonly P[],
  solver: MisereSolver<P>,
): MisereSumMove<P>[] {
  const what = "find misère winning moves of a sum";
  checkGame(what, game);
  checkArray(what, "components", components);
  checkSolver(what, solver);
  const games = solver.games;
  const ids = components.map((c) => solver.canonicalForm(c));
  const moves: MisereSumMove<P>[] = [];
  components.forEach((component, i) => {
    let rest = games.zero;
    ids.forEach((id, j) => {
      if (j !== i) rest = games.add(rest, id);
    });
    for (const option of game.options(component)) {
      if (games.outcome(games.add(rest, solver.canonicalForm(option))) === "P") {
        moves.push({ component: i, option });
      }
    }
  });
  return moves;
}
