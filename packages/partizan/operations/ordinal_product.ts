/**
 * The ordinal product G ⊛ H of short games (CGSuite's `G OrdinalProduct H`).
 *
 * @module
 */

import { checkGame, guardStack } from "../_engine.ts";
import { negate } from "../arithmetic.ts";
import { type Game, game, leftOptions, rightOptions } from "../game.ts";

export type { Game } from "../game.ts";

/** The options of a game form, each as a canonical value. */
interface FormOptions {
  readonly left: readonly Game[];
  readonly right: readonly Game[];
}

/**
 * The ordinal product G ⊛ H = {G⊛H^L : G^L, G⊛H^R : (-G)^L | G⊛H^L : G^R, G⊛H^R : (-G)^R}
 * (CGSuite's `G OrdinalProduct H`, whose documentation gives this definition): on Hackenbush
 * stalks, every blue edge of H replaced by a copy of G and every red edge by a copy of -G, so
 * *5 ⊛ *6 = *30 and 1/2 ⊛ 1/4 = 11/32.
 *
 * Both games are taken in canonical form, as CGSuite canonicalises a brace literal when it is
 * built. As in CGSuite, each base G⊛H^L and G⊛H^R of the ordinal sums is the product as a form,
 * not its canonical form (an ordinal sum depends on the form of its base); only the options of
 * that form enter, so they are kept as canonical values.
 *
 * Cost: for each follower K of H, one option list of G⊛K, and one ordinal sum for each pair of
 * a follower K and a follower of G or -G; memory for those tables lasts only for the call.
 *
 * @param g The multiplicand G.
 * @param h The multiplier H.
 * @returns The canonical form of G ⊛ H.
 * @throws {TypeError} If `g` or `h` is not a game of this package.
 * @throws {RangeError} If the games are nested too deeply.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { ordinalProduct } from "@cgt/partizan/ordinal-product";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(ordinalProduct(parseGame("1/2"), parseGame("1/4"))), "11/32");
 * assert.equal(formatGame(ordinalProduct(parseGame("*5"), parseGame("*6"))), "*30");
 * assert.equal(formatGame(ordinalProduct(parseGame("+-1"), parseGame("^^"))), "+-1");
 * ```
 */
export function ordinalProduct(g: Game, h: Game): Game {
  checkGame(g, "compute ordinal product");
  checkGame(h, "compute ordinal product");
  return guardStack("compute ordinal product", () => {
    const gLeft = leftOptions(g);
    const gRight = rightOptions(g);
    const minusGLeft = gRight.map(negate); // (-G)^L = -(G^R)
    const minusGRight = gLeft.map(negate); // (-G)^R = -(G^L)
    const forms = new Map<number, FormOptions>();
    const sums = new Map<string, Game>();

    /** The ordinal sum with base the form G⊛K (given by its options) and subordinate b. */
    const formSum = (k: Game, base: FormOptions, b: Game): Game => {
      const key = `${k.id}:${b.id}`;
      let result = sums.get(key);
      if (result === undefined) {
        result = game(
          [...base.left, ...leftOptions(b).map((bl) => formSum(k, base, bl))],
          [...base.right, ...rightOptions(b).map((br) => formSum(k, base, br))],
        );
        sums.set(key, result);
      }
      return result;
    };

    /** The options of the form G⊛K, as canonical values. */
    const formOf = (k: Game): FormOptions => {
      let result = forms.get(k.id);
      if (result === undefined) {
        const left: Game[] = [];
        const right: Game[] = [];
        for (const kl of leftOptions(k)) {
          const base = formOf(kl);
          for (const x of gLeft) left.push(formSum(kl, base, x));
          for (const x of gRight) right.push(formSum(kl, base, x));
        }
        for (const kr of rightOptions(k)) {
          const base = formOf(kr);
          for (const x of minusGLeft) left.push(formSum(kr, base, x));
          for (const x of minusGRight) right.push(formSum(kr, base, x));
        }
        result = { left, right };
        forms.set(k.id, result);
      }
      return result;
    };

    const top = formOf(h);
    return game(top.left, top.right);
  });
}
