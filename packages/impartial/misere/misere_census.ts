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
 * The last day {@link misereGamesBornBy} enumerates: 22 games are born by day 4, but 4171780 by
 * day 5 (ONAG ch. 12), too many to hold.
 */
export const MAX_MISERE_CENSUS_DAY = 4;

/**
 * Returns every misère canonical game born by `day` (birthday at most `day`), by increasing id:
 * the games born by day n + 1 are the simplest forms of the sets of games born by day n.
 * There are 1, 2, 3, 5 and 22 of them by days 0 to 4 (ONAG ch. 12). CGSuite's `DayN` lists
 * only the even ones (G is even when its birthday is less than that of G + *).
 *
 * @param games The registry to build them in.
 * @param day The day, 0 to {@link MAX_MISERE_CENSUS_DAY}.
 * @returns Their ids.
 * @throws {TypeError} If `games` is not a registry or `day` not a number.
 * @throws {RangeError} If `day` is not an integer from 0 to {@link MAX_MISERE_CENSUS_DAY}.
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
  if (!Number.isInteger(day) || day < 0 || day > MAX_MISERE_CENSUS_DAY) {
    throw new RangeError(
      `Cannot list misère games: day must be an integer from 0 to ${MAX_MISERE_CENSUS_DAY}, received ${day}`,
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
