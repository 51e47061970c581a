/**
 * Products of short games: Norton's product G.U by a positive unit and Conway's product G.H.
 *
 * @module
 */

import { guardStack } from "../_engine.ts";
import { BoundedCache } from "@cgt/core/caches";
import { checkGame } from "../_engine.ts";
import { add, negate, subtract } from "../arithmetic.ts";
import { compare } from "../compare.ts";
import { dyadic } from "@cgt/core/dyadic";
import { nimberProduct } from "@cgt/core/nimber";
import {
  type Game,
  game,
  leftOptions,
  nimber,
  nimberValue,
  numberGame,
  numberValue,
  rightOptions,
  ZERO,
} from "../game.ts";
import { incentives } from "./incentives.ts";
import { quoteGame } from "../_format_game.ts";

export type { Game } from "../game.ts";

const nortonCache = new BoundedCache<string, Game>("Norton products");

function multiple(n: bigint, u: Game): Game {
  let base = n < 0n ? negate(u) : u;
  let m = n < 0n ? -n : n;
  let result = ZERO;
  while (m > 0n) {
    if (m & 1n) result = add(result, base);
    m >>= 1n;
    if (m > 0n) base = add(base, base);
  }
  return result;
}

/**
 * Norton's product G.U of G by a positive game U (Winning Ways ch. 8, "Norton multiplication";
 * Siegel, Combinatorial Game Theory, 2013, II.6; CGSuite's `G.NortonProduct(U)`, formerly `NortonMultiply`): for an
 * integer n, n.U is the sum of n copies of U (-n copies of -U for n < 0); otherwise
 * G.U = {G^L.U + U + I | G^R.U - U - I} with I ranging over the incentives of U (its undominated
 * left and right incentives together), over the canonical options of G. So G.^ for an integer G
 * is G ups, and 1/2.^ = {^^* | v*} (the only undominated incentive of ^ is ^*).
 *
 * Cost: one construction per distinct follower of G times the number of incentives of U;
 * integers by O(log |n|) doublings.
 *
 * @param g The multiplier G (any short game; its canonical form is used).
 * @param u The unit U, a game greater than 0.
 * @returns The canonical form of G.U.
 * @throws {RangeError} If U is not greater than 0.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { nortonProduct } from "@cgt/partizan/products";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(nortonProduct(parseGame("3"), parseGame("^"))), "^3");
 * assert.equal(formatGame(nortonProduct(parseGame("1/2"), parseGame("^"))), "{^^*|v*}");
 * assert.throws(() => nortonProduct(parseGame("1"), parseGame("*")), RangeError);
 * ```
 */
export function nortonProduct(g: Game, u: Game): Game {
  checkGame(g, "compute Norton product");
  checkGame(u, "compute Norton product");
  if (compare(u, ZERO) !== ">") {
    throw new RangeError(
      `Cannot compute Norton product: the unit must be greater than 0, received ${quoteGame(u)}`,
    );
  }
  return guardStack("compute Norton product", () => {
    const unitPlus = incentives(u).map((i) => add(u, i));
    return norton(g, u, unitPlus);
  });
}

function norton(g: Game, u: Game, unitPlus: readonly Game[]): Game {
  const x = numberValue(g);
  if (x !== undefined && x.exponent === 0) return multiple(x.numerator, u);
  const key = `${g.id}:${u.id}`;
  let result = nortonCache.get(key);
  if (result === undefined) {
    const left: Game[] = [];
    const right: Game[] = [];
    for (const gl of leftOptions(g)) {
      const p = norton(gl, u, unitPlus);
      for (const w of unitPlus) left.push(add(p, w));
    }
    for (const gr of rightOptions(g)) {
      const p = norton(gr, u, unitPlus);
      for (const w of unitPlus) right.push(subtract(p, w));
    }
    result = game(left, right);
    nortonCache.set(key, result);
  }
  return result;
}

const conwayCache = new BoundedCache<string, Game>("Conway products");

/**
 * Conway's product G.H (ONAG ch. 1; CGSuite's `G ConwayProduct H`): the options are
 * G^L.H + G.H^L - G^L.H^L and G^R.H + G.H^R - G^R.H^R for Left, G^L.H + G.H^R - G^L.H^R and
 * G^R.H + G.H^L - G^R.H^L for Right, over canonical options. It depends on the forms, so both
 * are taken in canonical form. On numbers it is the product of the numbers (ONAG Thm. 8), and
 * on nimbers the nim product (ONAG ch. 6), which are computed directly.
 *
 * Cost: a product of the follower counts, each pair one construction (cached by pair).
 *
 * @param g The first factor.
 * @param h The second factor.
 * @returns The canonical form of G.H.
 * @throws {RangeError} If a nim product reaches 2^MAX_NIMBER_BITS, or the games are nested too deeply.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { conwayProduct } from "@cgt/partizan/products";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(conwayProduct(parseGame("1/2"), parseGame("1/4"))), "1/8");
 * assert.equal(formatGame(conwayProduct(parseGame("*5"), parseGame("*6"))), "*8");
 * assert.equal(formatGame(conwayProduct(parseGame("+-1"), parseGame("^^"))), "+-^^");
 * ```
 */
export function conwayProduct(g: Game, h: Game): Game {
  checkGame(g, "compute Conway product");
  checkGame(h, "compute Conway product");
  return guardStack("compute Conway product", () => conway(g, h));
}

function conway(g: Game, h: Game): Game {
  const x = numberValue(g);
  const y = numberValue(h);
  if (x !== undefined && y !== undefined) {
    return numberGame(dyadic(x.numerator * y.numerator, x.exponent + y.exponent));
  }
  const m = nimberValue(g);
  const n = nimberValue(h);
  if (m !== undefined && n !== undefined) {
    return nimber(
      typeof m === "number" && typeof n === "number"
        ? nimberProduct(m, n)
        : nimberProduct(BigInt(m), BigInt(n)),
    );
  }
  if (g === ZERO || h === ZERO) return ZERO;
  const key = g.id <= h.id ? `${g.id}:${h.id}` : `${h.id}:${g.id}`; // G.H = H.G
  let result = conwayCache.get(key);
  if (result === undefined) {
    const term = (a: Game, b: Game): Game =>
      subtract(add(conway(a, h), conway(g, b)), conway(a, b));
    const left: Game[] = [];
    const right: Game[] = [];
    for (const gl of leftOptions(g)) {
      for (const hl of leftOptions(h)) left.push(term(gl, hl));
      for (const hr of rightOptions(h)) right.push(term(gl, hr));
    }
    for (const gr of rightOptions(g)) {
      for (const hr of rightOptions(h)) left.push(term(gr, hr));
      for (const hl of leftOptions(h)) right.push(term(gr, hl));
    }
    result = game(left, right);
    conwayCache.set(key, result);
  }
  return result;
}
