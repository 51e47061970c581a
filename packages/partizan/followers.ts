/**
 * The followers of a short game: every position reachable in its canonical form.
 *
 * @module
 */

import { checkGame } from "./_engine.ts";
import { type Game, leftOptions, rightOptions } from "./game.ts";

export type { Game } from "./game.ts";

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
 * The number of distinct followers of G, G included (CGSuite's `Followers.Size`).
 *
 * @param g A canonical game.
 * @param options The bound `maxFollowers` (default 1,000,000).
 * @returns The count.
 * @throws {RangeError} If there are more than `maxFollowers`.
 *
 * @example
 * ```ts
 * import { followerCount } from "@cgt/partizan/followers";
 * import { parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(followerCount(parseGame("*3")), 4);
 * assert.equal(followerCount(parseGame("{2|-1}")), 5); // {2|-1}, 2, 1, 0, -1
 * ```
 */
export function followerCount(g: Game, options: FollowersOptions = {}): number {
  return followers(g, options).length;
}
