/**
 * Atomic weights of all-small partizan games (Conway's atomic weight calculus).
 *
 * @module
 */

import { checkGame, guardStack } from "../_engine.ts";
import { BoundedCache } from "@cgt/core/caches";
import { add, negate, subtract } from "../arithmetic.ts";
import { ordinalSum } from "../operations/ordinal_sum.ts";
import { nortonProduct } from "../operations/products.ts";
import { leq } from "../compare.ts";
import type { Dyadic } from "@cgt/core/dyadic";
import {
  type Game,
  game,
  integer,
  leftOptions,
  nimber,
  numberUpStarParts,
  numberValue,
  rightOptions,
  UP,
} from "../game.ts";
import { numberUpStar } from "../game.ts";
import { dyadic } from "@cgt/core/dyadic";
import { quoteGame } from "../_format_game.ts";
import { leftStop, rightStop } from "./stops.ts";
import { farStarIndex as farStar } from "./_projections.ts";

export type { Game } from "../game.ts";

const smallCache = new BoundedCache<number, boolean>("all-small tests");

/**
 * Whether `g` is all-small (dicotic): in every follower, Left has a move exactly when Right
 * has one (Winning Ways ch. 9; Siegel, Combinatorial Game Theory, 2013, II.7). In canonical form
 * this means the only number among the followers is 0, so x + k.^ + *n is all-small iff x = 0.
 *
 * @param g A canonical game.
 * @returns `true` for all-small games.
 *
 * @example
 * ```ts
 * import { isAllSmall } from "@cgt/partizan/atomic-weight";
 * import { parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isAllSmall(parseGame("^*")), true);
 * assert.equal(isAllSmall(parseGame("{0||0|-1}")), false); // Tiny(1)
 * ```
 */
export function isAllSmall(g: Game): boolean {
  checkGame(g, "decide whether a game is all-small");
  return guardStack("decide whether a game is all-small", () => allSmall(g));
}

function allSmall(g: Game): boolean {
  const parts = numberUpStarParts(g);
  if (parts !== undefined) return parts.number.numerator === 0n;
  let r = smallCache.get(g.id);
  if (r === undefined) {
    r = leftOptions(g).every(allSmall) && rightOptions(g).every(allSmall);
    smallCache.set(g.id, r);
  }
  return r;
}

function floorDyadic(d: Dyadic): bigint {
  return d.numerator >> BigInt(d.exponent);
}

function ceilDyadic(d: Dyadic): bigint {
  return -((-d.numerator) >> BigInt(d.exponent));
}

const TWO = integer(2);
const UP_STAR = numberUpStar(dyadic(0), 1, 1);
const weightCache = new BoundedCache<number, Game>("atomic weights");

function weight(g: Game): Game {
  const parts = numberUpStarParts(g);
  if (parts !== undefined) return integer(parts.ups);
  const hit = weightCache.get(g.id);
  if (hit !== undefined) return hit;
  const left = leftOptions(g).map((gl) => subtract(weight(gl), TWO));
  const right = rightOptions(g).map((gr) => add(weight(gr), TWO));
  const g0 = game(left, right);
  let result = g0;
  const g0Number = numberValue(g0);
  if (g0Number !== undefined && g0Number.exponent === 0) {
    const far = nimber(farStar(g));
    const below = leq(g, far);
    const above = leq(far, g);
    if (below && !above) {
      // G < far star: the least integer n with n |> every G^L - 2 (n not <= it).
      let n: bigint | undefined;
      for (const l of left) {
        let m = ceilDyadic(rightStop(l));
        if (leq(integer(m), l)) m += 1n;
        if (n === undefined || m > n) n = m;
      }
      result = integer(n ?? 0n);
    } else if (above && !below) {
      // G > far star: the greatest integer n with n <| every G^R + 2.
      let n: bigint | undefined;
      for (const r of right) {
        let m = floorDyadic(leftStop(r));
        if (leq(r, integer(m))) m -= 1n;
        if (n === undefined || m < n) n = m;
      }
      result = integer(n ?? 0n);
    }
  }
  weightCache.set(g.id, result);
  return result;
}

/** The atomic weight of g, or undefined when g is not atomic (CGSuite's `AtomicWeight`). */
function atomicWeightOf(g: Game): Game | undefined {
  if (leftStop(g).numerator !== 0n || rightStop(g).numerator !== 0n) return undefined;
  const naive = weight(g);
  if (isAllSmall(g)) return naive;
  // G is atomic when G - aw.^ lies within the tolerance e = ^* + (*N : -1), N the least power of
  // two (at least 2) not below the far star (David Wolfe's test, as CGSuite applies it).
  const difference = subtract(g, nortonProduct(naive, UP));
  let n = 2;
  const far = farStar(g);
  while (n < far) n *= 2;
  const tolerance = add(UP_STAR, ordinalSum(nimber(n), integer(-1)));
  return leq(difference, tolerance) && leq(negate(tolerance), difference) ? naive : undefined;
}

/**
 * The atomic weight aw(G) of an atomic game G: the game W with G ~ W.^ (Winning Ways ch. 8,
 * "atomic weight"; Lessons in Play ch. 9; Siegel, Combinatorial Game Theory, 2013, II.7).
 * Computed by Conway's calculus, as CGSuite does: aw(x + k.^ + *n) = k; otherwise
 * G0 = {aw(G^L) - 2 | aw(G^R) + 2}, and when G0 is an integer the far-star exceptions apply:
 * if G < *m (the far star, m above every nimber in G) the answer is the least integer n with
 * n |> every aw(G^L) - 2, if G > *m the greatest n with n <| every aw(G^R) + 2, else G0.
 * Every all-small game is atomic. Another infinitesimal G is atomic when G - aw(G).^ (a
 * {@link nortonProduct}) lies between -e and e for e = ^* + (*N : -1), N the least power of two
 * at least 2 and at least the far star index; non-infinitesimals are not atomic. So Tiny(2),
 * Miny(1/2) and the Domineering rectangle 2x4 have atomic weight 0, and ^* + Miny(1/2) has 1.
 * Atomic weight is additive, and the two-ahead rule holds: aw(G) >= 2 implies G > 0, and
 * aw(G) >= 1 implies Left wins G moving first.
 *
 * Cost: one game construction per distinct follower, cached by id, plus one Norton product.
 *
 * @param g A canonical game.
 * @returns Its atomic weight (a canonical game, usually an integer).
 * @throws {RangeError} If `g` is not atomic (see {@link isAtomic}).
 *
 * @example
 * ```ts
 * import { atomicWeight } from "@cgt/partizan/atomic-weight";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(atomicWeight(parseGame("^"))), "1");
 * assert.equal(formatGame(atomicWeight(parseGame("^^*"))), "2");
 * assert.equal(formatGame(atomicWeight(parseGame("Tiny(2)"))), "0");
 * assert.throws(() => atomicWeight(parseGame("{1|0}")), RangeError);
 * ```
 */
export function atomicWeight(g: Game): Game {
  checkGame(g, "compute atomic weight");
  const w = guardStack("compute atomic weight", () => atomicWeightOf(g));
  if (w === undefined) {
    throw new RangeError(
      `Cannot compute atomic weight: the game is not atomic, received ${quoteGame(g)}`,
    );
  }
  return w;
}

/**
 * Whether G is atomic, i.e. has an atomic weight (see {@link atomicWeight}): every all-small
 * game, and the infinitesimals within the far-star tolerance of a multiple of ^.
 *
 * @param g A canonical game.
 * @returns `true` when `atomicWeight(g)` is defined.
 *
 * @example
 * ```ts
 * import { isAtomic } from "@cgt/partizan/atomic-weight";
 * import { parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isAtomic(parseGame("Miny(1/2)")), true);
 * assert.equal(isAtomic(parseGame("1/2")), false);
 * ```
 */
export function isAtomic(g: Game): boolean {
  checkGame(g, "test atomicity");
  return guardStack("compute atomic weight", () => atomicWeightOf(g)) !== undefined;
}
