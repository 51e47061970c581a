/**
 * The misère canonical games born by a given day (CGSuite's `DayN`; ONAG ch. 12).
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

/**
 * The last day {@link misereGamesBornBy} lists: 22 games are born by day 4, but 4171780 by day 5
 * (ONAG ch. 12), too many to hold.
 */
export const MAX_MISERE_LIST_DAY = 4;

/**
 * The last day {@link misereCensus} counts: by day 6 there are more than 2^4171779 games.
 */
export const MAX_MISERE_CENSUS_DAY = 5;

/** How many misère canonical games are born by a day. */
export interface MisereCensus {
  /** The day. */
  readonly day: number;
  /** The games born by that day (birthday at most `day`). */
  readonly games: number;
  /** The even ones among them (what CGSuite's `DayN` lists). */
  readonly evenGames: number;
}

/**
 * Returns every misère canonical game born by `day` (birthday at most `day`), by increasing id:
 * the games born by day n + 1 are the simplest forms of the sets of games born by day n.
 * There are 1, 2, 3, 5 and 22 of them by days 0 to 4 (ONAG ch. 12). CGSuite's `DayN` lists
 * only the even ones (G is even when its birthday is less than that of G + *).
 *
 * @param games The registry to build them in.
 * @param day The day, 0 to {@link MAX_MISERE_LIST_DAY}.
 * @returns Their ids.
 * @throws {TypeError} If `games` is not a registry or `day` not a number.
 * @throws {RangeError} If `day` is not an integer from 0 to {@link MAX_MISERE_LIST_DAY}.
 *
 * @example Five games are born by day 3, three of them even
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { misereGamesBornBy } from "@cgt/impartial/misere-census";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const born = misereGamesBornBy(games, 3);
 * assert.equal(born.length, 5);
 * assert.equal(born.filter((g) => games.isEven(g)).length, 3);
 * ```
 */
export function misereGamesBornBy(games: MisereGames, day: number): MisereGameId[] {
  const r = games as { fromOptions?: unknown } | null;
  if (typeof r !== "object" || r === null || typeof r.fromOptions !== "function") {
    throw new TypeError(
      `Cannot list misère games: expected a MisereGames registry, received ${typeof games}`,
    );
  }
  if (typeof day !== "number") {
    throw new TypeError(`Cannot list misère games: day must be a number, received ${typeof day}`);
  }
  if (!Number.isInteger(day) || day < 0 || day > MAX_MISERE_LIST_DAY) {
    throw new RangeError(
      `Cannot list misère games: day must be an integer from 0 to ${MAX_MISERE_LIST_DAY}, received ${day}`,
    );
  }
  let born: MisereGameId[] = [games.zero];
  for (let d = 1; d <= day; d++) {
    const next = new Set<MisereGameId>();
    for (let mask = 0; mask < 2 ** born.length; mask++) {
      next.add(games.fromOptions(born.filter((_, i) => (mask >> i) & 1)));
    }
    born = [...next].sort((a, b) => a - b);
  }
  return born;
}

/**
 * Counts the misère canonical games born by `day`, and the even ones. Up to day 4 it lists them;
 * for day 5 it counts the sets S of games born by day 4 for which {S} is in simplest form
 * ({@link MisereGames.isSimplest}), without storing them: each game born by day 5 is {S} for
 * exactly one such S, its set of canonical options. An odd game G has the even G + * as an
 * option, so the odd games born by day n are the even ones born by day n - 1 plus *, and the even
 * count follows. Day 5 tries 2^22 sets: a few seconds of CPU, charged to the work budget.
 *
 * @param games The registry to build the games of day 4 in.
 * @param day The day, 0 to {@link MAX_MISERE_CENSUS_DAY}.
 * @returns The counts.
 * @throws {TypeError} If `games` is not a registry or `day` not a number.
 * @throws {RangeError} If `day` is not an integer from 0 to {@link MAX_MISERE_CENSUS_DAY}.
 * @throws {GameLimitError} If the work budget (`withStepLimit`) runs out.
 *
 * @example 22 games by day 4, 19 of them even
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { misereCensus } from "@cgt/impartial/misere-census";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(misereCensus(new MisereGames(), 4), { day: 4, games: 22, evenGames: 19 });
 * ```
 */
export function misereCensus(games: MisereGames, day: number): MisereCensus {
  if (typeof day !== "number") {
    throw new TypeError(`Cannot count misère games: day must be a number, received ${typeof day}`);
  }
  if (!Number.isInteger(day) || day < 0 || day > MAX_MISERE_CENSUS_DAY) {
    throw new RangeError(
      `Cannot count misère games: day must be an integer from 0 to ${MAX_MISERE_CENSUS_DAY}, received ${day}`,
    );
  }
  if (day > MAX_MISERE_LIST_DAY) {
    const previous = misereGamesBornBy(games, MAX_MISERE_LIST_DAY);
    let count = 0;
    const set: MisereGameId[] = [];
    for (let mask = 0; mask < 2 ** previous.length; mask++) {
      set.length = 0;
      for (let i = 0; i < previous.length; i++) if ((mask >> i) & 1) set.push(previous[i]);
      if (games.isSimplest(set)) count++;
    }
    const evenBefore = previous.filter((g) => games.isEven(g)).length;
    return { day, games: count, evenGames: count - evenBefore };
  }
  const born = misereGamesBornBy(games, day);
  return { day, games: born.length, evenGames: born.filter((g) => games.isEven(g)).length };
}
