/**
 * Private helpers of the temperature folder: the far star index and the star projection without
 * argument checks, shared by the public files and by the atomic weight and the reduced
 * canonical form.
 *
 * @module
 */

import { BoundedCache } from "@cgt/core/caches";
import {
  type Game,
  game,
  leftOptions,
  nimberValue,
  numberGame,
  numberUpStar,
  numberUpStarParts,
  rightOptions,
} from "../game.ts";

const farCache = new BoundedCache<number, number | bigint>("far stars");

/**
 * The index m of the far star *m of a canonical game (the private form, shared with the atomic
 * weight): m = n + 1 for *n, otherwise the largest index of its options', and at least 1.
 */
export function farStarIndex(g: Game): number | bigint {
  const n = nimberValue(g);
  if (n !== undefined) return typeof n === "number" ? n + 1 : n + 1n;
  let m = farCache.get(g.id);
  if (m === undefined) {
    let far: number | bigint = 1;
    for (const o of [...leftOptions(g), ...rightOptions(g)]) {
      const f = farStarIndex(o);
      if (f > far) far = f;
    }
    m = far;
    farCache.set(g.id, m);
  }
  return m;
}

const cache = new BoundedCache<number, Game>("star projections");

/** The star projection without the argument check (shared with the reduced canonical form). */
export function projectStars(g: Game): Game {
  const parts = numberUpStarParts(g);
  if (parts !== undefined && parts.ups === 0) {
    // x + *n: its options x + *i project to x for i <= 1 and, by induction, to x + *(i - 1) for
    // i >= 2, so their mex makes x + *(n - 1) (x for n <= 1); no option is listed, which matters
    // for n from 2^31 on.
    const n = parts.star;
    if (n <= 1) return numberGame(parts.number);
    return numberUpStar(parts.number, 0, typeof n === "number" ? n - 1 : n - 1n);
  }
  let result = cache.get(g.id);
  if (result === undefined) {
    result = game(leftOptions(g).map(projectStars), rightOptions(g).map(projectStars));
    cache.set(g.id, result);
  }
  return result;
}
