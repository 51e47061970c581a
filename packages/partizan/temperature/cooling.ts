/**
 * Cooling, freezing, heating and overheating of short partizan games.
 *
 * @module
 */

import { checkGame, guardStack } from "../_engine.ts";
import { BoundedCache } from "@cgt/core/caches";
import { add, subtract } from "../arithmetic.ts";
import { compareDyadic, type Dyadic, dyadic, formatDyadic } from "@cgt/core/dyadic";
import {
  type Game,
  game,
  isNumber,
  leftOptions,
  numberGame,
  numberUpStarParts,
  rightOptions,
  ZERO,
} from "../game.ts";
import { mean, temperature } from "./thermograph.ts";

export type { Game } from "../game.ts";
export type { Dyadic } from "@cgt/core/dyadic";

const coolCache = new BoundedCache<string, Game>("cooled games");

function checkDyadic(t: Dyadic, what: string): void {
  if (
    t === null || typeof t !== "object" || typeof t.numerator !== "bigint" ||
    !Number.isSafeInteger(t.exponent) || t.exponent < 0
  ) {
    throw new TypeError(`${what}: expected a Dyadic temperature, received ${String(t)}`);
  }
}

/**
 * G cooled by t, G_t (Winning Ways ch. 6; Siegel, Combinatorial Game Theory, 2013, II.5):
 * a game whose temperature is below t becomes its mean; otherwise
 * G_t = {G^L_t - t | G^R_t + t} over the canonical options. This is CGSuite's `G.Cool(t)`: at
 * t = t(G) the result is the mean plus an infinitesimal (so `{2|-1}` cooled by 3/2 is `1/2*`),
 * above it exactly the mean. With the temperatures of numbers as in CGSuite (an integer -1,
 * m/2^j with m odd -1/2^j), a number is unchanged for t >= 0 but cools for t at most its
 * temperature: 1/4 cooled by -1/4 is `1/4*` and by -3/8 is `{3/8|1/8}`, as in CGSuite. The
 * stops of G_t are the thermograph's walls at t.
 *
 * Cost: one game construction per distinct follower hotter than t, cached by (id, t).
 *
 * @param g A canonical game.
 * @param t The temperature, t > -1 (CGSuite's bound: cooling by -1 would turn an integer n
 * into {n|} = n + 1).
 * @returns The cooled game.
 * @throws {RangeError} If t <= -1.
 *
 * @example
 * ```ts
 * import { cool } from "@cgt/partizan/cooling";
 * import { dyadic } from "@cgt/partizan/dyadic";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const g = parseGame("{2|-1}");
 * assert.equal(formatGame(cool(g, dyadic(1, 1))), "{3/2|-1/2}");
 * assert.equal(formatGame(cool(g, dyadic(3, 1))), "1/2*");
 * assert.equal(formatGame(cool(g, dyadic(2))), "1/2");
 * ```
 */
export function cool(g: Game, t: Dyadic): Game {
  checkGame(g, "cool game");
  checkDyadic(t, "Cannot cool game");
  if (compareDyadic(t, dyadic(-1)) <= 0) {
    throw new RangeError(
      `Cannot cool game: the temperature must be greater than -1, received ${formatDyadic(t)}`,
    );
  }
  return guardStack(
    "cool game",
    () => coolBy(g, t, numberGame(t), `:${t.numerator}/${t.exponent}`),
  );
}

function coolBy(g: Game, t: Dyadic, tGame: Game, tKey: string): Game {
  // Numbers included: a number colder than t is its own mean.
  if (compareDyadic(temperature(g), t) < 0) return numberGame(mean(g));
  const key = g.id + tKey;
  let result = coolCache.get(key);
  if (result === undefined) {
    result = game(
      leftOptions(g).map((gl) => subtract(coolBy(gl, t, tGame, tKey), tGame)),
      rightOptions(g).map((gr) => add(coolBy(gr, t, tGame, tKey), tGame)),
    );
    coolCache.set(key, result);
  }
  return result;
}

/**
 * G frozen: G cooled by its own temperature, a number plus an infinitesimal (for a number, the
 * number itself) whose number part is the mean (Winning Ways ch. 6).
 *
 * @param g A canonical game.
 * @returns G_{t(G)}.
 *
 * @example
 * ```ts
 * import { freeze } from "@cgt/partizan/cooling";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(freeze(parseGame("{2|-1}"))), "1/2*");
 * assert.equal(formatGame(freeze(parseGame("{3||2*|1*}"))), "9/4*");
 * ```
 */
export function freeze(g: Game): Game {
  checkGame(g, "freeze game");
  // A number is frozen already (cooling it by its own, negative, temperature would add a star).
  return isNumber(g) ? g : cool(g, temperature(g));
}

const heatCache = new BoundedCache<string, Game>("heated games");

/**
 * G heated by t, the integral ∫^t G (Winning Ways ch. 6; Siegel, CGT, II.5): a number is
 * unchanged, otherwise ∫^t G = {t + ∫^t G^L | -t + ∫^t G^R} over the canonical options.
 * `t` may be any game (heating by * is used for the reduced canonical form). Heating * by 1
 * gives ±1. Cooling undoes it, (∫^t G)_t = G, whenever every non-number follower X met on the
 * way has t(∫^t X) >= t (for instance G = *n or ^ with t = 1); other cases are not
 * claimed here.
 *
 * Cost: one game construction per distinct follower, cached by (id, t.id).
 *
 * @param g A canonical game.
 * @param t The heat, a game.
 * @returns The heated game.
 *
 * @example
 * ```ts
 * import { heat } from "@cgt/partizan/cooling";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(heat(parseGame("*"), parseGame("1"))), "+-1");
 * assert.equal(formatGame(heat(parseGame("5/2"), parseGame("1"))), "5/2");
 * ```
 */
export function heat(g: Game, t: Game): Game {
  checkGame(g, "heat game");
  checkGame(t, "heat game");
  return guardStack("heat game", () => heatBy(g, t));
}

function heatBy(g: Game, t: Game): Game {
  if (isNumber(g)) return g;
  const key = `${g.id}:${t.id}`;
  let result = heatCache.get(key);
  if (result === undefined) {
    result = game(
      leftOptions(g).map((gl) => add(heatBy(gl, t), t)),
      rightOptions(g).map((gr) => subtract(heatBy(gr, t), t)),
    );
    heatCache.set(key, result);
  }
  return result;
}

const overheatCache = new BoundedCache<string, Game>("overheated games");

/**
 * G overheated from s to t, ∫_s^t G (Winning Ways ch. 6, "overheating"; as CGSuite's
 * `G.Overheat(s, t)`): an integer n becomes n.s (n copies of s, or -n copies of -s), every other
 * game {t + ∫_s^t G^L | -t + ∫_s^t G^R} over its canonical options (numbers m/2^j with j > 0
 * included).
 *
 * Cost: one game construction per distinct follower; n.s by O(log |n|) doublings.
 *
 * @param g A canonical game.
 * @param s The game integers are multiplied by.
 * @param t The heat added to each move.
 * @returns The overheated game.
 *
 * @example
 * ```ts
 * import { overheat } from "@cgt/partizan/cooling";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * // Overheating from * to 1: 2 becomes 2.* = 0, and * becomes {1|-1}.
 * assert.equal(formatGame(overheat(parseGame("2"), parseGame("*"), parseGame("1"))), "0");
 * assert.equal(formatGame(overheat(parseGame("*"), parseGame("*"), parseGame("1"))), "+-1");
 * ```
 */
export function overheat(g: Game, s: Game, t: Game): Game {
  checkGame(g, "overheat game");
  checkGame(s, "overheat game");
  checkGame(t, "overheat game");
  return guardStack("overheat game", () => overheatBy(g, s, t));
}

function multiple(n: bigint, s: Game): Game {
  let base = n < 0n ? subtract(ZERO, s) : s;
  let m = n < 0n ? -n : n;
  let result = ZERO;
  while (m > 0n) {
    if (m & 1n) result = add(result, base);
    m >>= 1n;
    if (m > 0n) base = add(base, base);
  }
  return result;
}

function overheatBy(g: Game, s: Game, t: Game): Game {
  const parts = numberUpStarParts(g);
  if (parts !== undefined && parts.ups === 0 && parts.star === 0 && parts.number.exponent === 0) {
    return multiple(parts.number.numerator, s);
  }
  const key = `${g.id}:${s.id}:${t.id}`;
  let result = overheatCache.get(key);
  if (result === undefined) {
    result = game(
      leftOptions(g).map((gl) => add(overheatBy(gl, s, t), t)),
      rightOptions(g).map((gr) => subtract(overheatBy(gr, s, t), t)),
    );
    overheatCache.set(key, result);
  }
  return result;
}
