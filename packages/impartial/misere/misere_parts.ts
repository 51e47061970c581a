/**
 * The algebra of misère canonical forms beyond sums: the mate, subtraction (CGSuite's
 * `MisereMinus`), parts, partitions into primes, primality, extraversion and half-tameness
 * (ONAG ch. 12; Siegel, Combinatorial Game Theory, ch. V).
 *
 * @module
 */

import type { MisereGameId, MisereGames } from "./misere.ts";

export { MisereGames } from "./misere.ts";
export type {
  Genus,
  MisereFormatOptions,
  MisereGameId,
  MisereGamesOptions,
  Phylum,
} from "./misere.ts";
export type { ImpartialOutcome } from "../grundy.ts";

function checkRegistry(what: string, games: unknown): asserts games is MisereGames {
  const g = games as { fromOptions?: unknown; add?: unknown } | null;
  if (typeof g !== "object" || g === null || typeof g.fromOptions !== "function") {
    throw new TypeError(
      `Cannot ${what}: expected a MisereGames registry, received ${typeof games}`,
    );
  }
}

/** The even one of G and G + * (exactly one of them is even). */
function evenPart(games: MisereGames, g: MisereGameId): MisereGameId {
  return games.isEven(g) ? g : games.add(g, games.nimHeap(1));
}

/**
 * Returns the mate G⁻ of `g`: * when G = 0, otherwise the game whose options are the mates of
 * G's options (Conway, ONAG ch. 12). G + G⁻ is always a misère P-position.
 *
 * @param games The registry `g` belongs to.
 * @param g A game.
 * @returns The id of the mate.
 * @throws {TypeError} If `games` is not a registry.
 * @throws {RangeError} If `g` is not an id of `games`.
 *
 * @example The mate of *2# is itself, the mate of * is 0
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { mate } from "@cgt/impartial/misere-parts";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const sharp = games.fromOptions([games.nimHeap(2)]);
 * assert.equal(mate(games, sharp), sharp);
 * assert.equal(mate(games, games.nimHeap(1)), games.zero);
 * ```
 */
export function mate(games: MisereGames, g: MisereGameId): MisereGameId {
  checkRegistry("find mate", games);
  games.birthday(g);
  const memo = new Map<MisereGameId, MisereGameId>();
  const walk = (x: MisereGameId): MisereGameId => {
    if (x === games.zero) return games.nimHeap(1);
    const known = memo.get(x);
    if (known !== undefined) return known;
    const result = games.fromOptions(games.options(x).map(walk));
    memo.set(x, result);
    return result;
  };
  return walk(g);
}

/**
 * Memoised subtraction inside one registry: `minus(g, h)` is the X with h + X = g, or null.
 *
 * The candidate is X = {G' − H for each option G' where it exists} ∪ {G − H' for each option H'
 * where it exists}: then every option of H + X is an option of G or has G as an option (the
 * move H' + (G − H') = G, or back from H + (G − H')), so H + X is G whenever it is. Every answer
 * is checked (h + X = g, or h + X = g + *, then X + * is the answer); the property tests check
 * that every sum A + B of small games gives back B.
 */
class Subtraction {
  #games: MisereGames;
  #memo = new Map<number, MisereGameId | null>();
  constructor(games: MisereGames) {
    this.#games = games;
  }
  minus(g: MisereGameId, h: MisereGameId): MisereGameId | null {
    const games = this.#games;
    if (h === games.zero) return g;
    if (g === h) return games.zero;
    const key = g * 67_108_864 + h;
    const known = this.#memo.get(key);
    if (known !== undefined) return known;
    const opts: MisereGameId[] = [];
    for (const o of games.options(g)) {
      const d = this.minus(o, h);
      if (d !== null) opts.push(d);
    }
    for (const o of games.options(h)) {
      const d = this.minus(g, o);
      if (d !== null) opts.push(d);
    }
    const x = games.fromOptions(opts);
    const sum = games.add(h, x);
    const star = games.nimHeap(1);
    const result = sum === g ? x : sum === games.add(g, star) ? games.add(x, star) : null;
    this.#memo.set(key, result);
    return result;
  }
}

/**
 * Returns G − H in misère play (CGSuite's `MisereMinus`): the game X with H + X = G, or null
 * when there is none (CGSuite raises "not subtractable"). Misère impartial games cancel
 * (ONAG ch. 12), so X is unique when it exists.
 *
 * @param games The registry both games belong to.
 * @param g The game subtracted from.
 * @param h The game subtracted.
 * @returns The id of G − H, or null.
 * @throws {TypeError} If `games` is not a registry.
 * @throws {RangeError} If an id is not of `games`.
 *
 * @example *2 + *2 minus *2 is *2, *2 minus *3 is * (*3 + * = *2), *2 minus *4 does not exist
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { misereMinus } from "@cgt/impartial/misere-parts";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const two = games.nimHeap(2);
 * assert.equal(misereMinus(games, games.add(two, two), two), two);
 * assert.equal(misereMinus(games, two, games.nimHeap(3)), games.nimHeap(1));
 * assert.equal(misereMinus(games, two, games.nimHeap(4)), null);
 * ```
 */
export function misereMinus(
  games: MisereGames,
  g: MisereGameId,
  h: MisereGameId,
): MisereGameId | null {
  checkRegistry("subtract misère games", games);
  games.birthday(g);
  games.birthday(h);
  return new Subtraction(games).minus(g, h);
}

/** Parts and partitions share one subtraction memo. */
class Parts {
  #games: MisereGames;
  #sub: Subtraction;
  #parts = new Map<MisereGameId, MisereGameId[]>();
  constructor(games: MisereGames) {
    this.#games = games;
    this.#sub = new Subtraction(games);
  }
  minus(g: MisereGameId, h: MisereGameId): MisereGameId | null {
    return this.#sub.minus(g, h);
  }
  /**
   * The even parts P of the even game `e` other than 0 and `e`. If e = P + Q, each canonical
   * option e' equals P' + Q or P + Q' (the canonical form keeps a subset of the options of the
   * sum), so P or Q is a part of an option, or an option itself (up to adding *): those
   * candidates, and their counterparts, are all the parts.
   */
  proper(e: MisereGameId): MisereGameId[] {
    const games = this.#games;
    const known = this.#parts.get(e);
    if (known !== undefined) return known;
    const star = games.nimHeap(1);
    const candidates = new Set<MisereGameId>();
    for (const o of games.options(e)) {
      const eo = evenPart(games, o);
      candidates.add(eo);
      for (const p of this.proper(eo)) candidates.add(p);
    }
    const found = new Set<MisereGameId>();
    for (const c of candidates) {
      if (c === games.zero || c === e) continue;
      const x = this.minus(e, c);
      if (x === null) continue;
      found.add(c);
      if (x !== games.zero && x !== star && x !== e) found.add(evenPart(games, x));
    }
    const list = sortGames(games, [...found]);
    this.#parts.set(e, list);
    return list;
  }
  isPrime(g: MisereGameId): boolean {
    const e = evenPart(this.#games, g);
    return e !== this.#games.zero && this.proper(e).length === 0;
  }
}

/**
 * A deterministic order: by birthday, then by id (the order the registry built them in, the same
 * for the same calls). Printing each game to sort by its form could cost exponential space.
 */
function sortGames(games: MisereGames, list: MisereGameId[]): MisereGameId[] {
  return list.sort((a, b) => games.birthday(a) - games.birthday(b) || a - b);
}

/**
 * Returns the parts of `g` as CGSuite's `Parts` lists them: the even games H, other than 0 and
 * the even one of G and G + *, with G = H + X for some X (ONAG ch. 12), ordered by birthday and
 * then by id.
 *
 * @param games The registry `g` belongs to.
 * @param g A game.
 * @returns The ids of its proper even parts.
 * @throws {TypeError} If `games` is not a registry.
 * @throws {RangeError} If `g` is not an id of `games`.
 *
 * @example *2 + *2 has the one part *2; *2 has none
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { misereParts } from "@cgt/impartial/misere-parts";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const two = games.nimHeap(2);
 * assert.deepEqual(misereParts(games, games.add(two, two)), [two]);
 * assert.deepEqual(misereParts(games, two), []);
 * ```
 */
export function misereParts(games: MisereGames, g: MisereGameId): MisereGameId[] {
  checkRegistry("find parts", games);
  games.birthday(g);
  return [...new Parts(games).proper(evenPart(games, g))];
}

/**
 * Returns whether `g` is prime: neither 0 nor *, and with no proper part (CGSuite's `IsPrime`).
 *
 * @param games The registry `g` belongs to.
 * @param g A game.
 * @returns Whether the game is prime.
 * @throws {TypeError} If `games` is not a registry.
 * @throws {RangeError} If `g` is not an id of `games`.
 *
 * @example *2 is prime, *2 + *2 is not
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { isMiserePrime } from "@cgt/impartial/misere-parts";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const two = games.nimHeap(2);
 * assert.equal(isMiserePrime(games, two), true);
 * assert.equal(isMiserePrime(games, games.add(two, two)), false);
 * ```
 */
export function isMiserePrime(games: MisereGames, g: MisereGameId): boolean {
  checkRegistry("test primality", games);
  games.birthday(g);
  return new Parts(games).isPrime(g);
}

/**
 * Returns every partition of `g` into even primes, each a list in nondecreasing order (by
 * birthday, then id), with * added at the end when G is odd (CGSuite's `Partitions`:
 * 0 has the one empty partition, * the partition [*]). Partitions need not be unique
 * (Norton's example *[4[2#]] = *2 + X = *4 + Y).
 *
 * @param games The registry `g` belongs to.
 * @param g A game.
 * @returns The partitions, as lists of ids.
 * @throws {TypeError} If `games` is not a registry.
 * @throws {RangeError} If `g` is not an id of `games`.
 *
 * @example *2 + *2 + * has the one partition [*2, *2, *]
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { miserePartitions } from "@cgt/impartial/misere-parts";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const two = games.nimHeap(2), star = games.nimHeap(1);
 * const g = games.add(games.add(two, two), star);
 * assert.deepEqual(miserePartitions(games, g), [[two, two, star]]);
 * ```
 */
export function miserePartitions(games: MisereGames, g: MisereGameId): MisereGameId[][] {
  checkRegistry("find partitions", games);
  games.birthday(g);
  const parts = new Parts(games);
  const star = games.nimHeap(1);
  const out: MisereGameId[][] = [];
  const rank = new Map<MisereGameId, number>();
  const primesOf = (x: MisereGameId): MisereGameId[] => {
    const e = evenPart(games, x);
    const list = [...parts.proper(e), e].filter((p) => parts.isPrime(p));
    return sortGames(games, list);
  };
  for (const [i, p] of primesOf(g).entries()) rank.set(p, i);
  const walk = (x: MisereGameId, chosen: MisereGameId[], minRank: number): void => {
    if (x === games.zero || x === star) {
      out.push(x === star ? [...chosen, star] : [...chosen]);
      return;
    }
    for (const p of primesOf(x)) {
      let r = rank.get(p);
      if (r === undefined) {
        r = rank.size;
        rank.set(p, r);
      }
      if (r < minRank) continue;
      const rest = parts.minus(x, p);
      if (rest === null) continue;
      walk(rest, [...chosen, p], r);
    }
  };
  walk(g, [], 0);
  return out;
}

/**
 * Returns whether `g` is extraverted: G is a part of {G}, the game whose only option is G
 * (ONAG ch. 12; by the extraversion-introversion theorem, the same as every option of G being a
 * part of G).
 *
 * @param games The registry `g` belongs to.
 * @param g A game.
 * @returns Whether the game is extraverted.
 * @throws {TypeError} If `games` is not a registry.
 * @throws {RangeError} If `g` is not an id of `games`.
 *
 * @example *2 is extraverted, *2#0 is not
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { isExtraverted } from "@cgt/impartial/misere-parts";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const two = games.nimHeap(2);
 * assert.equal(isExtraverted(games, two), true);
 * const g = games.fromOptions([games.fromOptions([two]), games.zero]);
 * assert.equal(isExtraverted(games, g), false);
 * ```
 */
export function isExtraverted(games: MisereGames, g: MisereGameId): boolean {
  checkRegistry("test extraversion", games);
  games.birthday(g);
  return new Subtraction(games).minus(games.fromOptions([g]), g) !== null;
}

/**
 * Returns whether `g` is half-tame: not generally tame, while G + G is generally tame of genus
 * 0^0 (CGSuite's `IsHalfTame`).
 *
 * @param games The registry `g` belongs to.
 * @param g A game.
 * @returns Whether the game is half-tame.
 * @throws {TypeError} If `games` is not a registry.
 * @throws {RangeError} If `g` is not an id of `games`.
 *
 * @example *2#0 (genus 1^2) is half-tame
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { isHalfTame } from "@cgt/impartial/misere-parts";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const g = games.fromOptions([games.fromOptions([games.nimHeap(2)]), games.zero]);
 * assert.equal(isHalfTame(games, g), true);
 * assert.equal(isHalfTame(games, games.nimHeap(2)), false);
 * ```
 */
export function isHalfTame(games: MisereGames, g: MisereGameId): boolean {
  checkRegistry("test half-tameness", games);
  const tame = (x: MisereGameId): boolean =>
    ["nim-heap", "hereditarily-tame", "reversibly-tame"].includes(games.phylum(x));
  if (tame(g)) return false;
  const twice = games.add(g, g);
  return tame(twice) && games.grundy(twice) === 0 && games.misereGrundy(twice) === 0;
}
