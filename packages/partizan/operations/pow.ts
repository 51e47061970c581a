/**
 * Powers of short games in CGSuite's sense: G^x (`G.Pow(x)`) and G^→x (`G.PowTo(x)`), which
 * give ^<n> and ^[n] for G = ^.
 *
 * @module
 */

import { checkGame, guardStack } from "../_engine.ts";
import { subtract } from "../arithmetic.ts";
import {
  type Game,
  game,
  integer,
  leftOptions,
  numberGame,
  numberValue,
  rightOptions,
  ZERO,
} from "../game.ts";
import { quoteGame } from "../_format_game.ts";
import {
  formatPseudonumber,
  fromGame,
  isStopper,
  loopyAdd,
  loopyEquals,
  type LoopyGame,
  loopyGame,
  loopyNegate,
  loopyStop,
  OFF,
  ON,
  OVER,
  type Pseudonumber,
  stopperGraph,
  toGame,
  UNDER,
} from "../loopy/loopy.ts";
import { loopyOrdinalSum } from "../loopy/stopper_operations.ts";

export type { Game } from "../game.ts";
export type { LoopyGame } from "../loopy/loopy.ts";

const ONE: Game = integer(1);

/** The largest exponent {@link pow} and {@link powTo} accept. */
export const MAX_POW_EXPONENT = 4096;

/** The largest denominator of a fractional exponent {@link pow} and {@link powTo} accept. */
export const MAX_POW_DENOMINATOR = 2 ** 32;

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
 * most 2^32. CGSuite also allows the loopy pseudonumbers `on`, `x over` and `x under`, whose
 * powers are stoppers: see {@link loopyPowTo}.
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
 * For the loopy exponents CGSuite allows (`on`, `x over`, `x under`) see {@link loopyPow}.
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

/**
 * The pseudonumber `x` is if it is one (it then equals the pseudonumber of its left stop);
 * `accept` is asked first, so an exponent out of range is refused before any comparison.
 */
function pseudonumberOf(
  x: LoopyGame,
  accept: (p: Pseudonumber) => boolean = () => true,
): Pseudonumber | undefined {
  if (!isStopper(x)) return undefined;
  const p = loopyStop(x, "left");
  if (!accept(p)) return undefined;
  if (p.kind === "on") return loopyEquals(x, ON) ? p : undefined;
  if (p.kind === "off") return loopyEquals(x, OFF) ? p : undefined;
  const n = fromGame(numberGame(p.value));
  const expected = p.tilt === 0 ? n : loopyAdd(n, p.tilt > 0 ? OVER : UNDER);
  return loopyEquals(x, expected) ? p : undefined;
}

/**
 * Refuses a loopy exponent that is not `on`, `x over` or `x under` with x in range, naming
 * `what`; returns the pseudonumber.
 */
function checkLoopyExponent(x: LoopyGame, least: number, what: string): Pseudonumber {
  const p = pseudonumberOf(
    x,
    (q) => q.kind === "on" || (q.kind === "number" && inRange(q, least)),
  );
  if (p === undefined) {
    throw new RangeError(
      `Cannot compute ${what}: the exponent must be a number from ${least} to ${MAX_POW_EXPONENT} ` +
        `with a denominator at most 2^32, or on, or such a number over or under, received ` +
        describeLoopy(x),
    );
  }
  // G^→x is G : y with 1 : y = x. Every 1 : y has Left's move to 0, so it is not below 0, while
  // under = {pass | 0} is: `0 under` has no such y (CGSuite refuses it, "Invalid exponent."), so
  // neither PowTo(0 under) nor Pow(1 under), whose exponent less one it is, exists.
  if (p.kind === "number" && p.tilt === -1 && numberGame(p.value) === integer(least)) {
    throw new RangeError(
      `Cannot compute ${what}: the exponent ${least === 0 ? "" : least}under is not allowed, ` +
        `as under is below 0 and so is no ordinal sum 1 : y, received ${describeLoopy(x)}`,
    );
  }
  return p;
}

/**
 * Describes a loopy exponent by its stops (notation cannot be printed here: the notation
 * module reads the operations table, which reads this file).
 */
function describeLoopy(x: LoopyGame): string {
  const short = toGame(x);
  if (short !== undefined) return quoteGame(short);
  if (!isStopper(x)) return "a loopy game that is not a stopper";
  const l = formatPseudonumber(loopyStop(x, "left"));
  const r = formatPseudonumber(loopyStop(x, "right"));
  // Named as a pseudonumber only when it is one (checked on small graphs, so that a refusal of
  // a long one such as 5000over costs no comparison).
  const small = stopperGraph(x).left.length <= 64;
  return l === r && small && pseudonumberOf(x) !== undefined
    ? l
    : `a stopper with stops ${l} and ${r}`;
}

function inRange(p: Pseudonumber & { kind: "number" }, least: number): boolean {
  try {
    checkExponent(numberGame(p.value), least, "");
    return true;
  } catch {
    return false;
  }
}

/**
 * The blowup of a pseudonumber (CGSuite's `x.blowup`), the subordinate of x to 1 followed
 * through loops: on the canonical stopper graph of x, every left move to a position equal to
 * 0 is deleted, and the positions keep their other moves. On numbers this is
 * {@link subordinateToOne}: x - 1 for x >= 1, and 1/2 becomes -1; `on` stays `on`, `x over`
 * becomes `(x - 1) over` and `x under` becomes `(x - 1) under` for x >= 1, and `over` (whose
 * only left move is to 0) becomes `off`.
 */
function blowup(x: LoopyGame): LoopyGame {
  const graph = stopperGraph(x);
  const isZero = graph.left.map((l, v) => l.length === 0 && graph.right[v].length === 0);
  return loopyGame({
    left: graph.left.map((l) => l.filter((w) => !isZero[w])),
    right: graph.right,
  });
}

/** The ordinal sum G : y, for a short G and a stopper y. */
function loopyPowToChecked(g: Game, x: LoopyGame): LoopyGame {
  const short = toGame(x);
  if (short !== undefined) return fromGame(powToNumber(g, short));
  return loopyOrdinalSum(fromGame(g), blowup(x));
}

/** The base of a loopy power, which must be a short game. */
function shortBase(g: LoopyGame, what: string): Game {
  const b = toGame(g);
  if (b === undefined) {
    throw new RangeError(
      `Cannot compute ${what}: the base must be a short game, received ${describeLoopy(g)}`,
    );
  }
  return b;
}

/**
 * The cumulative power G^→x for a pseudonumber exponent (CGSuite's `G.PowTo(x)` when x is
 * loopy): the ordinal sum G : y of G with the blowup y of x, its subordinate to 1 taken through
 * loops (CanonicalShortGame.scala, `powTo(x: Pseudonumber)`). So G^→on = G : on is the stopper
 * X = {G^L, X | G^R}, the fixed point of the recursion G^→n = {G^L, G^→(n-1) | G^R}, and
 * ^^→on = upon = ^[on]. For `x over` and `x under` (CGSuite writes them `{x|pass}` and
 * `{pass|x}`) it is G : ((x - 1) over) and G : ((x - 1) under) for x >= 1. Numbers give
 * {@link powTo}'s short games.
 *
 * Exponents: `on`, and numbers x and `x over`, `x under` with 0 <= x <= {@link MAX_POW_EXPONENT}
 * and a denominator at most 2^32, except `0 under` = `under`: it is below 0, so it is no
 * ordinal sum 1 : y, and CGSuite refuses it too. `off`, exponents below 0 and other stoppers are
 * refused, as {@link powTo} refuses negative numbers.
 *
 * Cost: the blowup (one pass over x's canonical graph) and one loopy ordinal sum and
 * simplification, on about as many positions as the birthday of x's number part plus G's.
 *
 * @param g The base G, a short game as a loopy value.
 * @param x The exponent, a pseudonumber.
 * @returns G^→x, a stopper.
 * @throws {TypeError} If `g` or `x` is not a loopy value of this package.
 * @throws {RangeError} If G is loopy or x is not an allowed exponent.
 *
 * @example
 * ```ts
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import { loopyPowTo } from "@cgt/partizan/pow";
 * import assert from "node:assert/strict";
 *
 * // CGSuite's GameTest.scala
 * assert.equal(formatLoopyGame(loopyPowTo(parseLoopyGame("^"), parseLoopyGame("on"))), "^[on]");
 * assert.equal(
 *   formatLoopyGame(loopyPowTo(parseLoopyGame("^"), parseLoopyGame("{5|pass}"))),
 *   "{^[5]|*,pass}",
 * );
 * assert.throws(() => loopyPowTo(parseLoopyGame("^"), parseLoopyGame("off")), RangeError);
 * ```
 */
export function loopyPowTo(g: LoopyGame, x: LoopyGame): LoopyGame {
  const base = shortBase(g, "PowTo");
  checkLoopyExponent(x, 0, "PowTo");
  return guardStack("compute PowTo", () => loopyPowToChecked(base, x));
}

/**
 * The power G^x of a game G = {0 | H} for a pseudonumber exponent (CGSuite's `G.Pow(x)` when x
 * is loopy): the stopper {0 | H - G^→(x - 1)}, with G^→ the cumulative power
 * {@link loopyPowTo} (CanonicalShortGame.scala, `pow(x: Pseudonumber)`). So ^^on = ^<on>, and
 * on - 1 = on makes G^on = {0 | H - G^→on}. Numbers give {@link pow}'s short games.
 *
 * Exponents: `on`, and numbers x and `x over`, `x under` with 1 <= x <= {@link MAX_POW_EXPONENT}
 * and a denominator at most 2^32, except `1 under` (x - 1 must be an exponent of
 * {@link loopyPowTo}, which `0 under` is not).
 *
 * Cost: that of G^→(x - 1), one loopy sum and one simplification.
 *
 * @param g The base G, a short game {0 | H} as a loopy value.
 * @param x The exponent, a pseudonumber.
 * @returns G^x, a stopper.
 * @throws {TypeError} If `g` or `x` is not a loopy value of this package.
 * @throws {RangeError} If G is loopy or not of the form {0 | H}, or x is not an allowed exponent.
 *
 * @example
 * ```ts
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import { loopyPow } from "@cgt/partizan/pow";
 * import assert from "node:assert/strict";
 *
 * // CGSuite's GameTest.scala
 * assert.equal(formatLoopyGame(loopyPow(parseLoopyGame("^"), parseLoopyGame("on"))), "^<on>");
 * assert.equal(
 *   formatLoopyGame(loopyPow(parseLoopyGame("{0||0|-2}"), parseLoopyGame("on"))),
 *   "{0||0|-2,pass}",
 * );
 * assert.throws(() => loopyPow(parseLoopyGame("^"), parseLoopyGame("over")), RangeError);
 * ```
 */
export function loopyPow(g: LoopyGame, x: LoopyGame): LoopyGame {
  const base = shortBase(g, "Pow");
  const left = leftOptions(base);
  const right = rightOptions(base);
  if (left.length !== 1 || left[0] !== ZERO || right.length !== 1) {
    throw new RangeError(
      `Cannot compute Pow: the base must be of the form {0|H}, received ${quoteGame(base)}`,
    );
  }
  const p = checkLoopyExponent(x, 1, "Pow");
  return guardStack("compute Pow", () => {
    if (toGame(x) !== undefined) return fromGame(pow(base, toGame(x)!));
    // x - 1: on stays on; x over and x under shift their number part.
    const below = p.kind === "on" ? ON : loopyAdd(x, fromGame(integer(-1)));
    const rest = loopyAdd(fromGame(right[0]), loopyNegate(loopyPowToChecked(base, below)));
    // {0 | rest}: node 0 the game, node 1 the position 0, nodes 2... rest's canonical graph.
    const r = stopperGraph(rest);
    const shift = (o: readonly number[]) => o.map((w) => w + 2);
    return loopyGame({
      left: [[1], [], ...r.left.map(shift)],
      right: [[2], [], ...r.right.map(shift)],
    });
  });
}
