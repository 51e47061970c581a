/**
 * The followers of a short game: every position reachable in its canonical form.
 *
 * @module
 */

import { checkGame } from "../_engine.ts";
import { type Dyadic, dyadic } from "@cgt/core/dyadic";
import { type Game, leftOptions, numberValue, rightOptions } from "../game.ts";

export type { Game } from "../game.ts";

/** The most followers {@link followers} and {@link followerCount} enumerate by default. */
export const MAX_FOLLOWERS = 1_000_000;

/** Options of {@link followers}. */
export interface FollowersOptions {
  /**
   * The most followers to enumerate; more is refused with a RangeError.
   *
   * @default {1000000}
   */
  maxFollowers?: number;
}

/**
 * The distinct followers of G: G itself and every game reachable from its canonical form by a
 * sequence of moves of either player, in any order (CGSuite's `Followers`). Each appears once,
 * G first, then in depth-first order. Iterative, so deep games need no deep recursion.
 *
 * Cost: linear in the number of followers and options.
 *
 * @param g A canonical game.
 * @param options The bound `maxFollowers` (default 1,000,000).
 * @returns The followers.
 * @throws {RangeError} If there are more than `maxFollowers` (the integer 10^30 has 10^30 + 1).
 *
 * @example
 * ```ts
 * import { followers } from "@cgt/partizan/followers";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(followers(parseGame("^")).map((f) => formatGame(f)), ["^", "0", "*"]);
 * ```
 */
export function followers(g: Game, options: FollowersOptions = {}): Game[] {
  checkGame(g, "list followers");
  const max = options.maxFollowers ?? MAX_FOLLOWERS;
  const seen = new Set<number>([g.id]);
  const out: Game[] = [];
  const stack: Game[] = [g];
  while (stack.length > 0) {
    const h = stack.pop()!;
    out.push(h);
    if (out.length > max) {
      throw new RangeError(
        `Cannot list followers: the game has more than ${max} followers, received ${out.length}`,
      );
    }
    const next = [...leftOptions(h), ...rightOptions(h)];
    for (let i = next.length - 1; i >= 0; i--) {
      const o = next[i];
      if (!seen.has(o.id)) {
        seen.add(o.id);
        stack.push(o);
      }
    }
  }
  return out;
}

/**
 * The number of distinct followers of the number x, counted without building them: an integer n
 * has the |n| + 1 followers between 0 and n; a non-integer m/2^j (m odd) is {(m-1)/2^j |
 * (m+1)/2^j}, so its followers are itself, at most two numbers at each coarser precision, and
 * the integers from 0 to those reached. O(j) steps.
 */
function numberFollowerCount(x: Dyadic): bigint {
  let lo = 0n;
  let hi = 0n;
  const fractions = new Set<string>();
  const stack: Dyadic[] = [x];
  while (stack.length > 0) {
    const d = stack.pop()!;
    if (d.exponent === 0) {
      if (d.numerator < lo) lo = d.numerator;
      if (d.numerator > hi) hi = d.numerator;
      continue;
    }
    const key = `${d.numerator}/${d.exponent}`;
    if (fractions.has(key)) continue;
    fractions.add(key);
    stack.push(dyadic(d.numerator - 1n, d.exponent), dyadic(d.numerator + 1n, d.exponent));
  }
  return BigInt(fractions.size) + hi - lo + 1n;
}

/**
 * The number of distinct followers of G, G included (CGSuite's `FollowerCount`, or
 * `Followers.Size`). A number's followers are counted without enumerating them (the integer
 * -1823437481924 has 1823437481925, as CGSuite's tests say); any other game's are enumerated as
 * {@link followers} does, within `maxFollowers`.
 *
 * @param g A canonical game.
 * @param options The bound `maxFollowers` (default 1,000,000) on games enumerated.
 * @returns The count.
 * @throws {RangeError} If a game other than a number has more than `maxFollowers`, or a number has
 * more than 2^53 - 1 (a count a JavaScript number cannot hold exactly).
 *
 * @example
 * ```ts
 * import { followerCount } from "@cgt/partizan/followers";
 * import { parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(followerCount(parseGame("*3")), 4);
 * assert.equal(followerCount(parseGame("{2|-1}")), 5); // {2|-1}, 2, 1, 0, -1
 * assert.equal(followerCount(parseGame("25/16")), 7); // 25/16, 3/2, 13/8, 7/4, 1, 2, 0
 * assert.equal(followerCount(parseGame("-1823437481924")), 1823437481925);
 * ```
 */
export function followerCount(g: Game, options: FollowersOptions = {}): number {
  checkGame(g, "count followers");
  const x = numberValue(g);
  if (x !== undefined) {
    const n = numberFollowerCount(x);
    if (n > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new RangeError(
        `Cannot count followers: the number has more than 2^53 - 1 followers, received ${n}`,
      );
    }
    return Number(n);
  }
  return followers(g, options).length;
}
