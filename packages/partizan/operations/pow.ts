/**
 * Powers of short games in CGSuite's sense: G^x (`G.Pow(x)`) and G^→x (`G.PowTo(x)`), which
 * give ^<n> and ^[n] for G = ^.
 *
 * @module
 */

import { checkGame, guardStack } from "../_engine.ts";
import { subtract } from "../arithmetic.ts";
import { type Game, game, integer, leftOptions, numberValue, rightOptions, ZERO } from "../game.ts";
import { formatShortGame } from "../_format_game.ts";

export type { Game } from "../game.ts";

const ONE: Game = integer(1);

/** The largest exponent {@link pow} and {@link powTo} accept. */
export const MAX_POW_EXPONENT = 4096;

/** The largest denominator of a fractional exponent {@link pow} and {@link powTo} accept. */
export const MAX_POW_DENOMINATOR = 2 ** 32;

function quoteGame(g: Game): string {
  return `"${formatShortGame(g, { maxLength: 200 })}"`;
}

/** Refuses an exponent that is not a number from `least` to the maximum, naming `what`. */
function checkExponent(x: Game, least: number, what: string): void {
  const v = numberValue(x);
  const ok = v !== undefined && v.exponent <= Math.log2(MAX_POW_DENOMINATOR) &&
    v.numerator >= BigInt(least) << BigInt(v.exponent) &&
    v.numerator <= BigInt(MAX_POW_EXPONENT) << BigInt(v.exponent);
  if (!ok) {
    throw new RangeError(
      `Cannot compute ${what}: the exponent must be a number from ${least} to ${MAX_POW_EXPONENT} ` +
        `with a denominator at most 2^32, received ${quoteGame(x)}`,
    );
  }
}

/**
 * A positive number x subordinated to the base 1 = {0 |} (CGSuite's `x.Subordinate(1)`): its
 * canonical form with every left option 0 deleted, at every level. For x >= 1 that is x - 1
 * (the options of x are then numbers >= 1 on either side of no integer, or n - 1 for x = n, and
 * {x^L - 1 | x^R - 1} = x - 1); below 1 the recursion is followed, at most as deep as the
 * denominator's bits: 1/2 becomes -1 and 3/4 becomes -1/2.
 */
function subordinateToOne(x: Game): Game {
  const v = numberValue(x)!;
  if (v.numerator >= 1n << BigInt(v.exponent)) return subtract(x, ONE);
  return game(
    leftOptions(x).filter((xl) => xl !== ZERO).map(subordinateToOne),
    rightOptions(x).map(subordinateToOne),
  );
}

/**
 * The ordinal sum G : y by its definition {G^L, G : y^L | G^R, G : y^R}, built bottom up over
 * the followers of the number y without recursion (y = 4095 has 4096 followers in a chain).
 */
function ordinalSumOverNumber(g: Game, y: Game): Game {
  const order: Game[] = [];
  const seen = new Set<Game>();
  const stack: [Game, boolean][] = [[y, false]];
  while (stack.length > 0) {
    const [f, expanded] = stack.pop()!;
    if (expanded) {
      order.push(f);
      continue;
    }
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push([f, true]);
    for (const o of [...leftOptions(f), ...rightOptions(f)]) {
      if (!seen.has(o)) stack.push([o, false]);
    }
  }
  const sums = new Map<Game, Game>();
  for (const f of order) {
    sums.set(
      f,
      game(
        [...leftOptions(g), ...leftOptions(f).map((fl) => sums.get(fl)!)],
        [...rightOptions(g), ...rightOptions(f).map((fr) => sums.get(fr)!)],
      ),
    );
  }
  return sums.get(y)!;
}

function powToNumber(g: Game, x: Game): Game {
  return x === ZERO ? ZERO : ordinalSumOverNumber(g, subordinateToOne(x));
}

/**
 * The cumulative power G^→x (CGSuite's `G.PowTo(x)`, "raised to the specified cumulative
 * power"): 0 for x = 0, and otherwise the ordinal sum G : y with y the number x subordinated to
 * 1, CGSuite's definition (CanonicalShortGame.scala). For integers n >= 1 and a positive
 * G = {0 | H} it is the recursion G^→n = {G^→(n-1) | H}, so ^^→n = ^[n], the up-to-the-nth;
 * any base is allowed (`(+-1).PowTo(3)` is `{1,{1,+-1|-1}|-1}`, and `*.PowTo(2)` is `^*`, where
 * the left option 0 of * stays undominated).
 *
 * Exponents: every dyadic number x with 0 <= x <= {@link MAX_POW_EXPONENT} and a denominator at
 * most 2^32 (CGSuite also allows loopy pseudonumbers such as `on`, whose powers are loopy;
 * those are not supported here).
 *
 * Cost: one canonical form per follower of y, about as many as the birthday of x (built without
 * recursion, so x = 4096 works; a base whose powers nest deeply may still exceed the stack).
 *
 * @param g The base G, in canonical form.
 * @param x The exponent, a number game.
 * @returns The canonical form of G^→x.
 * @throws {TypeError} If `g` or `x` is not a game of this package.
 * @throws {RangeError} If `x` is not a number from 0 to 4096 with a denominator at most 2^32.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { powTo } from "@cgt/partizan/pow";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(powTo(parseGame("^"), parseGame("3"))), "^[3]");
 * assert.equal(formatGame(powTo(parseGame("^"), parseGame("7/4"))), "{^|*,^[2]||*,^[2]}");
 * assert.throws(() => powTo(parseGame("^"), parseGame("-1")), RangeError);
 * ```
 */
export function powTo(g: Game, x: Game): Game {
  checkGame(g, "compute PowTo");
  checkGame(x, "compute PowTo");
  checkExponent(x, 0, "PowTo");
  return guardStack("compute PowTo", () => powToNumber(g, x));
}

/**
 * The power G^x of a game G = {0 | H} (CGSuite's `G.Pow(x)`): {0 | H - G^→(x-1)}, with G^→
 * the cumulative power {@link powTo}. So ^^1 = ^ and ^^n = ^<n>, the up-nth, and
 * `{0||0|-2}.Pow(3)` is `{0||0|-2,{0|-2,{0|-2}}}`.
 *
 * Exponents: every dyadic number x with 1 <= x <= {@link MAX_POW_EXPONENT} and a denominator at
 * most 2^32 (x - 1 must be a valid exponent of {@link powTo}; CGSuite refuses smaller ones too).
 * Loopy exponents such as `on` are not supported.
 *
 * Cost: that of G^→(x-1), and one difference.
 *
 * @param g The base, a game whose canonical form is {0 | H}.
 * @param x The exponent, a number game.
 * @returns The canonical form of G^x.
 * @throws {TypeError} If `g` or `x` is not a game of this package.
 * @throws {RangeError} If G is not of the form {0 | H}, or `x` is not a number from 1 to 4096
 * with a denominator at most 2^32.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { pow } from "@cgt/partizan/pow";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(pow(parseGame("^"), parseGame("3"))), "^<3>");
 * assert.equal(formatGame(pow(parseGame("^"), parseGame("1"))), "^");
 * assert.throws(() => pow(parseGame("+-1"), parseGame("3")), RangeError);
 * ```
 */
export function pow(g: Game, x: Game): Game {
  checkGame(g, "compute Pow");
  checkGame(x, "compute Pow");
  const left = leftOptions(g);
  const right = rightOptions(g);
  if (left.length !== 1 || left[0] !== ZERO || right.length !== 1) {
    throw new RangeError(
      `Cannot compute Pow: the base must be of the form {0|H}, received ${quoteGame(g)}`,
    );
  }
  checkExponent(x, 1, "Pow");
  return guardStack("compute Pow", () => {
    const below = powToNumber(g, subtract(x, ONE));
    return game([ZERO], [subtract(right[0], below)]);
  });
}
