/**
 * Linked misère games and distinguishers (CGSuite's `IsLinkedTo`, `Link`, `Distinguisher`;
 * Siegel, Combinatorial Game Theory, ch. V; ONAG ch. 12).
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
import { mate } from "./misere_parts.ts";

function checkPair(what: string, games: MisereGames, g: MisereGameId, h: MisereGameId): void {
  const r = games as { fromOptions?: unknown } | null;
  if (typeof r !== "object" || r === null || typeof r.fromOptions !== "function") {
    throw new TypeError(
      `Cannot ${what}: expected a MisereGames registry, received ${typeof games}`,
    );
  }
  games.birthday(g);
  games.birthday(h);
}

/** The searches of one call, memoised by pair. */
class Linker {
  #games: MisereGames;
  #links = new Map<number, MisereGameId | null>();
  #pn = new Map<number, MisereGameId>();
  constructor(games: MisereGames) {
    this.#games = games;
  }
  #p(x: MisereGameId): boolean {
    return this.#games.misereGrundy(x) === 0;
  }
  linked(g: MisereGameId, h: MisereGameId): boolean {
    return !this.#games.hasOption(g, h) && !this.#games.hasOption(h, g);
  }
  /**
   * T with G + T and H + T both P-positions, or null. If H is an option of G, G + T has the
   * move to the P-position H + T, so no T exists. Otherwise T = {the X with G' + X P and H + X N,
   * for each G'; the same with G and H swapped} works: each G' + T moves to a P-position, and
   * each G + X moves to G' + X or is N by the choice of X.
   */
  link(g: MisereGameId, h: MisereGameId): MisereGameId | null {
    const games = this.#games;
    if (!this.linked(g, h)) return null;
    if (g === games.zero && h === games.zero) return games.nimHeap(1);
    const key = Math.min(g, h) * 67_108_864 + Math.max(g, h);
    if (this.#links.has(key)) return this.#links.get(key)!;
    const opts = [
      ...games.options(g).map((o) => this.pn(o, h)),
      ...games.options(h).map((o) => this.pn(o, g)),
    ];
    const t = games.fromOptions(opts);
    if (!this.#p(games.add(g, t)) || !this.#p(games.add(h, t))) {
      throw new Error(`internal error: the link of games ${g} and ${h} is not a link`);
    }
    this.#links.set(key, t);
    return t;
  }
  /** Some X with o(G + X) ≠ o(H + X), for G ≠ H. */
  #any(g: MisereGameId, h: MisereGameId): MisereGameId {
    const games = this.#games;
    if (g === games.zero && this.#p(h)) return games.zero;
    if (h === games.zero && this.#p(g)) return games.zero;
    // A link of H and some G' makes H + T a P-position and G + T an N-position (it moves to
    // G' + T); one exists for canonical G ≠ H (Siegel, CGT ch. V).
    for (const o of games.options(g)) {
      const t = this.link(h, o);
      if (t !== null) return t;
    }
    for (const o of games.options(h)) {
      const t = this.link(g, o);
      if (t !== null) return t;
    }
    throw new Error(`internal error: no distinguisher found for games ${g} and ${h}`);
  }
  /**
   * X with G + X a P-position and H + X an N-position, for G ≠ H. From any distinguisher D: if
   * G + D is an N-position, {mates of G's options, D} works, since G' + mate(G') is a P-position.
   */
  pn(g: MisereGameId, h: MisereGameId): MisereGameId {
    const games = this.#games;
    const key = g * 67_108_864 + h;
    const known = this.#pn.get(key);
    if (known !== undefined) return known;
    let x = this.#any(g, h);
    if (!this.#p(games.add(g, x))) {
      x = games.fromOptions([...games.options(g).map((o) => mate(games, o)), x]);
    }
    if (!this.#p(games.add(g, x)) || this.#p(games.add(h, x))) {
      throw new Error(`internal error: the distinguisher of games ${g} and ${h} fails`);
    }
    this.#pn.set(key, x);
    return x;
  }
}

/**
 * Returns whether `g` is linked to `h`: some X makes both G + X and H + X misère P-positions
 * (CGSuite's `IsLinkedTo`). For canonical forms that holds exactly when neither game is an
 * option of the other (Siegel, CGT ch. V).
 *
 * @param games The registry both games belong to.
 * @param g A game.
 * @param h A game.
 * @returns Whether they are linked.
 * @throws {TypeError} If `games` is not a registry.
 * @throws {RangeError} If an id is not of `games`.
 *
 * @example *2 and *3 are not linked (*2 is an option of *3); *2 and *2# are not either
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { isLinked } from "@cgt/impartial/misere-link";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const two = games.nimHeap(2);
 * assert.equal(isLinked(games, two, games.nimHeap(3)), false);
 * assert.equal(isLinked(games, two, two), true);
 * ```
 */
export function isLinked(games: MisereGames, g: MisereGameId, h: MisereGameId): boolean {
  checkPair("test whether games are linked", games, g, h);
  return new Linker(games).linked(g, h);
}

/**
 * Returns a game T with G + T and H + T both misère P-positions (CGSuite's `Link`), or null
 * when the games are not linked (CGSuite raises "not linked"). Each answer is checked.
 *
 * @param games The registry both games belong to.
 * @param g A game.
 * @param h A game.
 * @returns The id of a link, or null.
 * @throws {TypeError} If `games` is not a registry.
 * @throws {RangeError} If an id is not of `games`.
 *
 * @example 0 and 0 are linked by *
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { link } from "@cgt/impartial/misere-link";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * assert.equal(link(games, games.zero, games.zero), games.nimHeap(1));
 * assert.equal(link(games, games.nimHeap(2), games.nimHeap(3)), null);
 * ```
 */
export function link(games: MisereGames, g: MisereGameId, h: MisereGameId): MisereGameId | null {
  checkPair("link games", games, g, h);
  return new Linker(games).link(g, h);
}

/**
 * Returns a game X that distinguishes `g` from `h` (CGSuite's `Distinguisher`): G + X is a
 * misère P-position and H + X an N-position; null when G = H. Each answer is checked.
 *
 * @param games The registry both games belong to.
 * @param g A game.
 * @param h A game.
 * @returns The id of a distinguisher, or null.
 * @throws {TypeError} If `games` is not a registry.
 * @throws {RangeError} If an id is not of `games`.
 *
 * @example * distinguishes 0 from *2: 0 + * is P, *2 + * = *3 is N
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { distinguisher } from "@cgt/impartial/misere-link";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const x = distinguisher(games, games.zero, games.nimHeap(2));
 * assert.notEqual(x, null);
 * assert.equal(games.outcome(x!), "P");
 * assert.equal(games.outcome(games.add(games.nimHeap(2), x!)), "N");
 * ```
 */
export function distinguisher(
  games: MisereGames,
  g: MisereGameId,
  h: MisereGameId,
): MisereGameId | null {
  checkPair("find distinguisher", games, g, h);
  if (g === h) return null;
  return new Linker(games).pn(g, h);
}
