/**
 * The birthday of a short partizan game: the day its canonical form is born.
 *
 * @module
 */

import { checkGame, guardStack } from "./_engine.ts";
import { BoundedCache } from "@cgt/core/caches";
import { type Game, leftOptions, numberUpStarParts, rightOptions } from "./game.ts";

export type { Game } from "./game.ts";

const cache = new BoundedCache<number, bigint>("birthdays");

function abs(n: bigint): bigint {
  return n < 0n ? -n : n;
}

/**
 * The birthday b(G) of the canonical form of `g`: 0 for 0, otherwise one more than the largest
 * birthday of its canonical options (Winning Ways ch. 1; Siegel, Combinatorial Game Theory, 2013,
 * II.2). Games x + k.^ + *n use the closed form CGSuite uses, with no recursion: the integer n is
 * born on day |n|, m/2^j (j > 0, m odd) on day 1 + floor(|m|/2^j) + j; the infinitesimal part
 * k.^ + *n adds |k| + 1 when n = 0 and k != 0, |k| + (n xor 1) when |k| is odd and n != 1, and
 * |k| + n otherwise.
 *
 * Cost: one visit per distinct follower, cached by id; O(1) for x + k.^ + *n.
 *
 * @param g A canonical game.
 * @returns Its birthday (a bigint: 10^30 is born on day 10^30).
 *
 * @example
 * ```ts
 * import { birthday } from "@cgt/partizan/birthday";
 * import { parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(birthday(parseGame("0")), 0n);
 * assert.equal(birthday(parseGame("^*")), 2n);
 * assert.equal(birthday(parseGame("3/4")), 3n);
 * assert.equal(birthday(parseGame("{3||2*|1*}")), 5n);
 * ```
 */
export function birthday(g: Game): bigint {
  checkGame(g, "compute birthday");
  return guardStack("compute birthday", () => born(g));
}

function born(g: Game): bigint {
  const parts = numberUpStarParts(g);
  if (parts !== undefined) {
    const x = parts.number;
    const j = BigInt(x.exponent);
    const numberDay = j === 0n ? abs(x.numerator) : 1n + (abs(x.numerator) >> j) + j;
    const k = BigInt(Math.abs(parts.ups));
    const n = BigInt(parts.star);
    let upStarDay: bigint;
    if (k > 0n && n === 0n) upStarDay = k + 1n;
    else if ((k & 1n) === 1n && n !== 1n) upStarDay = k + (n ^ 1n);
    else upStarDay = k + n;
    return numberDay + upStarDay;
  }
  let b = cache.get(g.id);
  if (b === undefined) {
    b = 0n;
    for (const o of [...leftOptions(g), ...rightOptions(g)]) {
      const c = born(o) + 1n;
      if (c > b) b = c;
    }
    cache.set(g.id, b);
  }
  return b;
}
