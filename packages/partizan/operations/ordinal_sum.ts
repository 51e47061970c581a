/**
 * The ordinal sum G : H of short games.
 *
 * @module
 */

import { guardStack } from "../_engine.ts";
import { BoundedCache } from "@cgt/core/caches";
import { checkGame } from "../_engine.ts";
import {
  type Game,
  game,
  leftOptions,
  nimberValue,
  numberUpStarParts,
  rightOptions,
} from "../game.ts";
import { numberUpStar } from "../game.ts";

export type { Game } from "../game.ts";

const cache = new BoundedCache<string, Game>("ordinal sums");

/**
 * The ordinal sum G : H = {G^L, G : H^L | G^R, G : H^R} (Conway, ONAG ch. 14 and 15; Winning
 * Ways ch. 2, ordinal sums in Hackenbush; CGSuite's `G : H`): play in G or in H, and a move in G
 * annihilates H. The result depends on the form of G; as in CGSuite (`G : H`), both games are
 * taken in canonical form. Shortcut, as in CGSuite: (x + *n) : *m = x + *(n + m).
 *
 * Cost: one canonical-form construction per distinct follower of H, cached by (G, H).
 *
 * @param g The base G.
 * @param h The subordinate H.
 * @returns The canonical form of G : H.
 * @throws {RangeError} If a nimber part reaches 2^MAX_NIMBER_BITS, or the games are nested too deeply.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { ordinalSum } from "@cgt/partizan/ordinal-sum";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(ordinalSum(parseGame("1"), parseGame("1"))), "2");
 * assert.equal(formatGame(ordinalSum(parseGame("1/2"), parseGame("1/4"))), "9/16");
 * assert.equal(formatGame(ordinalSum(parseGame("*5"), parseGame("*6"))), "*11");
 * ```
 */
export function ordinalSum(g: Game, h: Game): Game {
  checkGame(g, "compute ordinal sum");
  checkGame(h, "compute ordinal sum");
  return guardStack("compute ordinal sum", () => ordinal(g, h));
}

function ordinal(g: Game, h: Game): Game {
  const p = numberUpStarParts(g);
  const m = nimberValue(h);
  if (p !== undefined && p.ups === 0 && m !== undefined) {
    return numberUpStar(p.number, 0, BigInt(p.star) + BigInt(m));
  }
  const key = `${g.id}:${h.id}`;
  let result = cache.get(key);
  if (result === undefined) {
    result = game(
      [...leftOptions(g), ...leftOptions(h).map((hl) => ordinal(g, hl))],
      [...rightOptions(g), ...rightOptions(h).map((hr) => ordinal(g, hr))],
    );
    cache.set(key, result);
  }
  return result;
}
