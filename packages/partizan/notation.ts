/**
 * CGSuite notation for short games: parse `{3||2|1} + ^*` into a canonical game, and print one.
 *
 * @module
 */

import { compareDyadic, type Dyadic, dyadic, formatDyadic } from "@cgt/core/dyadic";
import {
  addGames,
  checkGame,
  type Game,
  guardStack,
  isGame,
  leftOf,
  negateGame,
  type Nus,
  nusGame,
  nusIsNumber,
  nusOfGame,
  rightOf,
  stop,
} from "./_engine.ts";
import { game, miny, tiny } from "./game.ts";
import { formatLoopyGame, type LoopyParseOptions, parseLoopyGame } from "./loopy_notation.ts";
import { isLoopyValue, type LoopyGame, toShortGame } from "./_loopy_value.ts";
import { BoundedCache } from "@cgt/core/caches";
import { displayLeftOf, displayRightOf } from "./_display.ts";
import { addDeep, negateDeep } from "./_deep.ts";
import { ordinalSum } from "./ordinal_sum.ts";
import { conjunctiveSum, selectiveSum } from "./compound_sums.ts";
import { conwayProduct, nortonProduct } from "./products.ts";
import { MAX_UPTIMAL_POWER, upNth, uptimalExpansion, upToNth } from "./uptimal.ts";

export type { Game } from "./game.ts";
export type { LoopyGame } from "./_loopy_value.ts";
export type { LoopyGameArgument, LoopyGameFunction, LoopyParseOptions } from "./loopy_notation.ts";

/** A function usable by name in {@link parseGame}: `name(arg, ...)`. */
export type GameFunction = (args: GameArgument[]) => Game;

/**
 * An argument of a {@link GameFunction}: a double-quoted string literal (passed without its
 * quotes), an integer literal (passed as a bigint), or any other expression (passed as a game).
 */
export type GameArgument = string | bigint | Game;

/** Options of {@link parseGame}. */
export interface ParseOptions {
  /**
   * Functions callable by name, e.g. a ruleset position `clobber("xo.ox")`.
   *
   * @default {}
   */
  functions?: Readonly<Record<string, GameFunction>>;
  /**
   * Read loopy notation too (`on`, `pass`, `a{0|a}`, `G & H`, ...); then the result may be a
   * `LoopyGame` and `functions` are `LoopyGameFunction`s (see the second overload of
   * {@link parseGame}). Without it, loopy notation is refused with a SyntaxError that names
   * this option.
   *
   * @default {false}
   */
  loopy?: boolean;
}

/** The deepest nesting of braces and parentheses {@link parseGame} accepts. */
export const MAX_NESTING = 1000;

// ---------------------------------------------------------------------------
// Printing.

function formatNus(v: Nus, forceParens: boolean): string {
  let s = "";
  if (v.x.numerator !== 0n || (v.k === 0 && v.n === 0)) s += formatDyadic(v.x);
  const k = v.k;
  if (k === 1) s += "^";
  else if (k === 2) s += "^^";
  else if (k > 2) s += "^" + k;
  else if (k === -1) s += "v";
  else if (k === -2) s += "vv";
  else if (k < -2) s += "v" + -k;
  if (v.n === 1) s += "*";
  else if (v.n > 1) s += "*" + v.n;
  const plain = nusIsNumber(v) || (v.k === 0 && v.x.numerator === 0n) ||
    (v.x.numerator === 0n && v.n === 0);
  return forceParens && !plain ? `(${s})` : s;
}

/** Whether g = {x || x | y} with x a number and the left stop of y below x (CGSuite's test). */
function isNumberTiny(g: Game): boolean {
  const l = leftOf(g);
  const r = rightOf(g);
  if (l.length !== 1 || r.length !== 1) return false;
  const x = nusOfGame(l[0]);
  if (x === undefined || !nusIsNumber(x)) return false;
  const rl = leftOf(r[0]);
  const rr = rightOf(r[0]);
  return rl.length === 1 && rr.length === 1 && rl[0] === l[0] &&
    compareDyadic(stop(rr[0], true), x.x) < 0;
}

const NO_SLASHES = 0;
const ZERO_DYADIC: Dyadic = dyadic(0);
const ZERO_GAME: Game = nusGame(ZERO_DYADIC, 0, 0);

/**
 * CGSuite's longest unbraced slash run: a game whose run would have this many slashes is
 * printed in braces instead (CanonicalShortGame.scala, `maxSlashes = 4`), so `{a||||b}` never
 * nests into a run of five.
 */
const MAX_SLASHES = 4;

// Uptimals (Uptimal.scala, UptimalExpansion.java, CanonicalShortGameOps.java `pow`/`powTo`):
// the up-nth ^<n> = {0 | * - ^[n-1]} (so ^<1> = ^, ^<2> = {0|v*}) and the up-to-the-nth
// ^[n] = {^[n-1] | *} with ^[0] = 0, which equals ^<1> + ^<2> + ... + ^<n>. CGSuite prints
// x + ^<n> + *m (a unit expansion, n >= 2) as `x^<n>*m` and x + ^[n] + *m (a unit sum) as
// `x^[n]*m`, with `v` for the negatives.

/** The largest n parseGame accepts in ^<n> and ^[n]. */
const MAX_UP_POWER = MAX_UPTIMAL_POWER;

/**
 * Uptimals other than unit expansions and unit sums that are longer than this, with at most
 * {@link MAX_UPTIMAL_TERMS} terms, are printed as a sum of terms (`^<2>+v<40>*`) rather than in
 * braces: their brace form nests one level per digit
 * and could not be read back past {@link MAX_NESTING}. CGSuite prints every such uptimal in
 * braces; up to this length `cgt` does too.
 */
const MAX_BRACED_UPTIMAL_LENGTH = 16;

/** The most ^<i> terms such a sum may have; longer uptimals are printed in braces. */
const MAX_UPTIMAL_TERMS = 4;

/** The text of the uptimal expansion e (at least two digits) when it is not printed in braces. */
function uptimalText(e: Expansion, forceParens: boolean): string | undefined {
  const n = e.digits.length;
  if (n < 2) return undefined;
  const last = e.digits[n - 1];
  const unit = (last === 1 || last === -1) && e.digits.every((d, i) => i === n - 1 || d === 0);
  const unitSum = (last === 1 || last === -1) && e.digits.every((d) => d === last);
  const star = e.m === 0 ? "" : e.m === 1 ? "*" : "*" + e.m;
  if (unit || unitSum) {
    const s = (e.x.numerator !== 0n ? formatDyadic(e.x) : "") + (last === 1 ? "^" : "v") +
      (unitSum ? `[${n}]` : `<${n}>`) + star;
    return forceParens && !(e.x.numerator === 0n && e.m === 0) ? `(${s})` : s;
  }
  if (n <= MAX_BRACED_UPTIMAL_LENGTH) return undefined;
  // A long sum would be slow to read back (each term a sum of deep games): braces instead.
  let count = 0;
  for (const d of e.digits) count += Math.abs(d);
  if (count > MAX_UPTIMAL_TERMS) return undefined;
  const terms: string[] = [];
  if (e.x.numerator !== 0n) terms.push(formatDyadic(e.x));
  if (e.digits[0] !== 0) {
    terms.push(formatNus({ x: dyadic(0), k: e.digits[0], n: 0, xf: 0 }, false));
  }
  for (let i = 2; i <= n; i++) {
    const d = e.digits[i - 1];
    for (let j = 0; j < Math.abs(d); j++) terms.push((d > 0 ? "^" : "v") + `<${i}>`);
  }
  if (star !== "") terms[terms.length - 1] += star;
  const s = terms.join("+");
  return forceParens ? `(${s})` : s;
}

/** The uptimal text of g when g is an uptimal printed without braces (not x + k.^ + *n). */
function uptimalOf(g: Game, forceParens: boolean): string | undefined {
  if (nusOfGame(g) !== undefined) return undefined;
  if (compareDyadic(stop(g, true), stop(g, false)) !== 0) return undefined;
  const e = expansionOf(g);
  return e === undefined ? undefined : uptimalText(e, forceParens);
}

// CGSuite's display order of options (CanonicalShortGame.scala, `DeterministicOrdering`):
// numbers first, by value; then nimbers, by nim value; then other games x + k.^ + *n
// (Uptimal.scala, ordered by UptimalExpansion.java `compareTo`: number part, then the up
// coefficient when both have one, then the shorter expansion (k = 0) first, then the nimber);
// then all other games, lexicographically by their sorted left options, then their sorted
// right options (a proper prefix first).

/** An uptimal expansion: number part, coefficients of ^<1>, ^<2>, ..., nimber part. */
interface Expansion {
  readonly x: Dyadic;
  readonly digits: readonly number[];
  readonly m: number;
}

/** The uptimal expansion of g (CGSuite's `Uptimal` class), or undefined. */
function expansionOf(g: Game): Expansion | undefined {
  const v = nusOfGame(g);
  if (v !== undefined) return { x: v.x, digits: v.k === 0 ? [] : [v.k], m: v.n };
  if (compareDyadic(stop(g, true), stop(g, false)) !== 0) return undefined;
  const e = uptimalExpansion(g);
  return e === undefined ? undefined : { x: e.number, digits: e.digits, m: e.star };
}

/** Returns [text, slashes]: slashes > 0 when the text is an unbraced {..|..} with that many. */
function format(g: Game, forceBrackets: boolean, forceParens: boolean): [string, number] {
  const v = nusOfGame(g);
  if (v !== undefined) return [formatNus(v, forceParens), NO_SLASHES];
  const u = uptimalOf(g, forceParens);
  if (u !== undefined) return [u, NO_SLASHES];
  const l = displayLeftOf(g);
  const r = displayRightOf(g);
  const neg = negateGame(g);
  if (neg === g) {
    if (l.length === 1) return ["+-" + format(l[0], true, true)[0], NO_SLASHES];
    return ["+-{" + l.map((o) => format(o, true, false)[0]).join(",") + "}", NO_SLASHES];
  }
  if (isNumberTiny(g)) {
    const x = l[0];
    const sub = addGames(x, negateGame(rightOf(rightOf(g)[0])[0]));
    const prefix = x === ZERO_GAME ? "" : formatGame(x);
    const s = `${prefix}Tiny(${format(sub, true, false)[0]})`;
    return [forceParens ? `(${s})` : s, NO_SLASHES];
  }
  if (isNumberTiny(neg)) {
    const x = r[0];
    const sub = addGames(leftOf(leftOf(g)[0])[0], negateGame(x));
    const prefix = x === ZERO_GAME ? "" : formatGame(x);
    const s = `${prefix}Miny(${format(sub, true, false)[0]})`;
    return [forceParens ? `(${s})` : s, NO_SLASHES];
  }
  let slashes = 1;
  const side = (options: readonly Game[]): string =>
    options.map((o) => {
      const [text, n] = format(o, options.length > 1, false);
      slashes = Math.max(slashes, n + 1);
      return text;
    }).join(",");
  const left = side(l);
  const right = side(r);
  const text = left + "|".repeat(slashes) + right;
  return forceBrackets || slashes === MAX_SLASHES ? [`{${text}}`, NO_SLASHES] : [text, slashes];
}

const lengthCache = new BoundedCache<number, [number, number]>("lengths of printed games");

/** Adds lengths, saturating at Infinity past 2^53 so that the sum stays an upper bound. */
function plus(a: number, b: number): number {
  const s = a + b;
  return s > Number.MAX_SAFE_INTEGER ? Infinity : s;
}

/**
 * The [length, slashes] of format(g, forceBrackets, forceParens) without building the text:
 * the same case analysis, memoised by id and flags, so its cost is linear in the number of
 * distinct games below g rather than in the length of the text.
 */
function formatLength(g: Game, forceBrackets: boolean, forceParens: boolean): [number, number] {
  const v = nusOfGame(g);
  if (v !== undefined) return [formatNus(v, forceParens).length, NO_SLASHES];
  const u = uptimalOf(g, forceParens);
  if (u !== undefined) return [u.length, NO_SLASHES];
  const key = g.id * 4 + (forceBrackets ? 2 : 0) + (forceParens ? 1 : 0);
  const hit = lengthCache.get(key);
  if (hit !== undefined) return hit;
  let result: [number, number];
  const l = displayLeftOf(g);
  const r = displayRightOf(g);
  const neg = negateGame(g);
  if (neg === g) {
    if (l.length === 1) result = [plus(2, formatLength(l[0], true, true)[0]), NO_SLASHES];
    else {
      let n = 4 + l.length - 1;
      for (const o of l) n = plus(n, formatLength(o, true, false)[0]);
      result = [n, NO_SLASHES];
    }
  } else if (isNumberTiny(g) || isNumberTiny(neg)) {
    const tiny = isNumberTiny(g);
    const x = tiny ? l[0] : r[0];
    const sub = tiny
      ? addGames(x, negateGame(rightOf(rightOf(g)[0])[0]))
      : addGames(leftOf(leftOf(g)[0])[0], negateGame(x));
    const prefix = x === ZERO_GAME ? 0 : formatLength(x, true, false)[0];
    const n = plus(prefix + 6 + (forceParens ? 2 : 0), formatLength(sub, true, false)[0]);
    result = [n, NO_SLASHES];
  } else {
    let slashes = 1;
    let n = l.length + r.length - (l.length > 0 ? 1 : 0) - (r.length > 0 ? 1 : 0);
    for (const options of [l, r]) {
      for (const o of options) {
        const [m, s] = formatLength(o, options.length > 1, false);
        slashes = Math.max(slashes, s + 1);
        n = plus(n, m);
      }
    }
    n = plus(n, slashes);
    result = forceBrackets || slashes === MAX_SLASHES ? [plus(n, 2), NO_SLASHES] : [n, slashes];
  }
  lengthCache.set(key, result);
  return result;
}

/**
 * The number of characters {@link formatGame} prints for `g`, computed without printing: the
 * canonical form of a game with a few hundred distinct subgames can take gigabytes to write out
 * (its text repeats shared subgames), so measure first. Cost: linear in the number of distinct
 * games below `g` (memoised by id).
 *
 * @param g A canonical game.
 * @returns The length of `formatGame(g)`, or `Infinity` when it exceeds 2^53 - 1.
 * @throws {RangeError} If the game is nested too deeply for the call stack.
 *
 * @example
 * ```ts
 * import { game, integer, nimber } from "@cgt/partizan/game";
 * import { formatGame, formattedLength } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const g = game([integer(3)], [game([integer(2)], [integer(1)])]);
 * assert.equal(formattedLength(g), formatGame(g).length); // "{3||2|1}"
 * assert.equal(formattedLength(nimber(14)), 3);
 * ```
 */
export function formattedLength(g: Game): number {
  checkGame(g, "measure game notation");
  return guardStack("measure game notation", () => formatLength(g, true, false)[0]);
}

/** Options of {@link formatGame}. */
export interface FormatOptions {
  /**
   * The longest text to build; a longer canonical form is refused with a RangeError instead
   * of being printed (see {@link formattedLength}). `Infinity` for no limit.
   *
   * @default {100000}
   */
  maxLength?: number;
}

/**
 * Prints the canonical form of `g` in CGSuite's notation: numbers (`-3/4`), `x + k.^ + *n` as
 * `1/2^^*`, `v3*2` (CGSuite writes three or more ups as `^3`), switches {x | -x} as `+-x`,
 * `{0||0|-x}` as `Tiny(x)` and `{x|0||0}` as `Miny(x)` (translated by a number y: `yTiny(x)`),
 * switches with several options as `+-{a,b}`, the uptimals x + ^<n> + *m and x + ^[n] + *m
 * (n >= 2) as `x^<n>*m` and `x^[n]*m` (`v` for their negatives; recognised for n <= 16 and
 * m < 8), otherwise braces with comma-separated options and slash runs for nested single
 * options (`{3||2|1}`); a game whose run would reach four slashes is braced instead
 * (`{6|{5||||4|||3||2|1}}`). Options are listed in CGSuite's `DeterministicOrdering`: numbers
 * by value, then nimbers, then uptimals (by number part, up coefficients, then nimber part), then
 * other games by their ordered left options, then right options. Source: aaron-siegel/cgsuite,
 * CanonicalShortGame.scala, Uptimal.scala, UptimalExpansion.java. Other uptimal expansions
 * (such as ^<2> + ^<4>) are printed in braces, as CGSuite does, but ordered among other games.
 * {@link parseGame} reads everything this prints back to the same game.
 *
 * A loopy value (a `LoopyGame` from `@cgt/partizan/loopy`) is printed as
 * `formatLoopyGame` prints it: `on`, `2over`, `{6over||3|2}`, `4v[on]*`, `a{0|{a|-1}}`, or
 * `onside & offside` for a game that is not a stopper (`maxLength` does not apply there).
 *
 * @param g A canonical game, or a loopy value.
 * @param options The longest text to build (`maxLength`, default 100,000 characters).
 * @returns Its notation.
 * @throws {TypeError} If `g` is neither a game nor a loopy value of this package.
 * @throws {RangeError} If the notation would be longer than `options.maxLength`, or the game is
 * nested too deeply for the call stack.
 *
 * @example
 * ```ts
 * import { game, integer, STAR, UP, ZERO } from "@cgt/partizan/game";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(game([ZERO, STAR], [ZERO])), "^*");
 * assert.equal(formatGame(game([integer(1)], [integer(-1)])), "+-1");
 * assert.equal(formatGame(game([integer(3)], [game([integer(2)], [integer(1)])])), "{3||2|1}");
 * assert.equal(formatGame(UP), "^");
 * assert.equal(formatGame(parseGame("{0|pass}", { loopy: true })), "over");
 * ```
 */
export function formatGame(g: Game | LoopyGame, options: FormatOptions = {}): string {
  if (isLoopyValue(g)) return formatLoopyGame(g);
  checkGame(g, "format game");
  const maxLength = options.maxLength ?? 100_000;
  if (maxLength < Number.MAX_SAFE_INTEGER) {
    const length = formattedLength(g);
    if (length > maxLength) {
      throw new RangeError(
        `Cannot format game: the canonical form has ${
          length === Infinity ? "more than 2^53" : length
        } characters, more than the limit of ${maxLength}`,
      );
    }
  }
  return guardStack("format game", () => format(g, true, false)[0]);
}

// ---------------------------------------------------------------------------
// Parsing.

/**
 * CGSuite's binary methods written infix, as in its scripts (`G ConwayProduct H`): the
 * operations of two games that CGSuite names. A `Map`, so that names of `Object.prototype`
 * (`constructor`, `valueOf`, ...) are unknown names like any other.
 */
const INFIX: ReadonlyMap<string, (g: Game, h: Game) => Game> = new Map([
  ["ConjunctiveSum", (g: Game, h: Game) => conjunctiveSum(g, h)],
  ["SelectiveSum", (g: Game, h: Game) => selectiveSum(g, h)],
  ["ConwayProduct", (g: Game, h: Game) => conwayProduct(g, h)],
  ["NortonMultiply", (g: Game, h: Game) => nortonProduct(g, h)],
]);

/** Whether a UTF-16 code unit is white space as `\s` means it in a regular expression. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c > 127 && /\s/.test(String.fromCharCode(c)));
}

/** Whether a UTF-16 code unit is an ASCII digit (`\d`). */
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Whether a UTF-16 code unit may start a name (`[A-Za-z_]`). */
function isNameStart(c: number): boolean {
  const lower = c | 32;
  return (lower >= 97 && lower <= 122) || c === 95;
}

/** The end of the name (`[A-Za-z_][A-Za-z0-9_]*`) of `text` starting at `from` (`from` if none). */
function nameEnd(text: string, from: number): number {
  if (from >= text.length || !isNameStart(text.charCodeAt(from))) return from;
  let i = from + 1;
  while (i < text.length && (isNameStart(text.charCodeAt(i)) || isDigit(text.charCodeAt(i)))) i++;
  return i;
}

/** The end of the run of ASCII digits of `text` that starts at `from` (`from` if none). */
function digitsEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isDigit(text.charCodeAt(i))) i++;
  return i;
}

class Parser {
  readonly text: string;
  readonly functions: Readonly<Record<string, GameFunction>>;
  pos = 0;
  depth = 0;

  constructor(text: string, functions: Readonly<Record<string, GameFunction>>) {
    this.text = text;
    this.functions = functions;
  }

  fail(message: string, at = this.pos): never {
    throw new SyntaxError(
      `Cannot parse game: ${message} at column ${at + 1}, in "${this.text}"`,
    );
  }

  /**
   * For an unknown name called as a function when no functions were given: where the ruleset
   * functions come from (this package imports no other, so it cannot name them itself).
   */
  callHint(): string {
    for (const _ in this.functions) return "";
    return " (ruleset functions such as domineering, toads come from @cgt/rulesets: " +
      "parseGame(text, { functions: RULESET_FUNCTIONS }))";
  }

  skip(): void {
    const text = this.text;
    while (this.pos < text.length && isSpace(text.charCodeAt(this.pos))) this.pos++;
  }

  peek(): string {
    this.skip();
    return this.text[this.pos] ?? "";
  }

  startsWith(s: string): boolean {
    this.skip();
    return this.text.startsWith(s, this.pos);
  }

  expect(c: string): void {
    if (this.peek() !== c) {
      this.fail(
        this.pos >= this.text.length ? `expected "${c}" but the input ended` : `expected "${c}"`,
      );
    }
    this.pos++;
  }

  enter(): void {
    if (++this.depth > MAX_NESTING) {
      throw new RangeError(
        `Cannot parse game: nesting deeper than ${MAX_NESTING} levels at column ${this.pos + 1}`,
      );
    }
  }

  isPlusMinus(): boolean {
    return this.startsWith("+-") || this.startsWith("±");
  }

  eatPlusMinus(): void {
    this.pos += this.text[this.pos] === "±" ? 1 : 2;
  }

  /**
   * expr := sum (infix sum)* : CGSuite's infix methods (`G ConwayProduct H`, ...), left to
   * right, binding looser than everything else (CGSuite's grammar, Cgsuite.g `infixExpr`).
   */
  expression(): Game {
    let g = this.sum();
    for (;;) {
      const infix = this.infix();
      if (infix === undefined) return g;
      g = infix(g, this.sum());
    }
  }

  /** Reads one of CGSuite's infix method names, if one comes next, and returns its operation. */
  infix(): ((g: Game, h: Game) => Game) | undefined {
    this.skip();
    // Most expressions end at a brace, bar, comma or the end: no name.
    const end = nameEnd(this.text, this.pos);
    if (end === this.pos) return undefined;
    const name = this.text.slice(this.pos, end);
    const operation = INFIX.get(name);
    if (operation === undefined) this.fail(`unknown operation "${name}"`);
    this.pos = end;
    return operation;
  }

  /**
   * sum := ['+'] ordinal (('+' | '-') ordinal | '+-' ordinal)* : sums and differences of
   * ordinal sums, as CGSuite's `addExpr`; `x +- y` is x plus the switch ±y of the ordinal sum
   * y. A unary plus stands only first (and after `:`): `3 + + 4` is refused.
   */
  sum(): Game {
    if (this.peek() === "+" && !this.isPlusMinus()) this.pos++;
    let total = this.ordinal();
    for (;;) {
      if (this.isPlusMinus()) total = addGames(total, this.switchOperand());
      else if (this.peek() === "+") {
        this.pos++;
        total = addGames(total, this.ordinal());
      } else if (this.peek() === "-") {
        this.pos++;
        total = addGames(total, negateGame(this.ordinal()));
      } else return total;
    }
  }

  /**
   * After a binary `+-`: the switch ±y (CGSuite's `binaryPlusMinus`, whose operand y is an
   * ordinal sum); `+-(a,b)` and `+-{a,b}` keep their meaning as switches with several options.
   */
  switchOperand(): Game {
    const at = this.pos;
    this.eatPlusMinus();
    const next = this.peek();
    if (next === "(" || next === "{") {
      this.pos = at;
      return this.term();
    }
    const x = this.ordinal();
    return game([x], [negateGame(x)]);
  }

  /**
   * ordinal := term (':' unary)* : CGSuite's ordinal sum `a : b`, left to right, binding
   * tighter than `+`, `-` and `&` and looser than a unary minus or `+-` (Cgsuite.g
   * `ordinalSumExpr`), on canonical forms: `1 : 1` is 2 and `* : 1` is `^*`.
   */
  ordinal(): Game {
    let g = this.term();
    while (this.peek() === ":") {
      this.pos++;
      g = ordinalSum(g, this.unary());
    }
    return g;
  }

  /** unary := '+' term | term : a term, with an optional unary plus. */
  unary(): Game {
    if (this.peek() === "+" && !this.isPlusMinus()) this.pos++;
    return this.term();
  }

  term(): Game {
    if (this.isPlusMinus()) {
      this.eatPlusMinus();
      if (this.peek() === "(") {
        this.enter();
        this.pos++;
        const options = [this.expression()];
        while (this.peek() === ",") {
          this.pos++;
          options.push(this.expression());
        }
        this.expect(")");
        this.depth--;
        return game(options, options.map(negateGame));
      }
      if (this.peek() === "{") {
        const items = this.braceItems();
        if (items.seps.length === 0) {
          if (items.lists[0].length === 0) this.fail("expected options after +-", items.start + 1);
          return game(items.lists[0], items.lists[0].map(negateGame));
        }
        const x = this.split(items.lists, items.seps, items.sepAt, 0, items.lists.length - 1);
        return game([x], [negateGame(x)]);
      }
      const x = this.atom();
      return game([x], [negateGame(x)]);
    }
    if (this.peek() === "-") {
      this.pos++;
      // A minus sign on a number literal belongs to its number part: -1v = -1 + v.
      if (isDigit(this.peek().charCodeAt(0))) return this.literal(true);
      return negateGame(this.term());
    }
    return this.atom();
  }

  /** A number/up/star literal, braces, parentheses or a function call. */
  atom(): Game {
    const c = this.peek();
    const start = this.pos;
    if (c === "") this.fail("expected a game but the input ended");
    if (c === "{") return this.braces();
    if (c === "'") return this.quoted();
    if (c === "(") {
      this.enter();
      this.pos++;
      const g = this.expression();
      this.expect(")");
      this.depth--;
      return g;
    }
    if (isDigit(c.charCodeAt(0)) || c === "^" || c === "*" || this.downsAhead()) {
      return this.literal();
    }
    if (/[A-Za-z_]/.test(c)) return this.call();
    return this.fail(`unexpected "${this.text[start]}"`);
  }

  /** Whether a downs literal (`v`, `vv`, `v3`, ...) starts here (not a function name). */
  downsAhead(): boolean {
    const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.pos));
    if (m === null || !/^(v+|v\d+)$/.test(m[0])) return false;
    let end = this.pos + m[0].length;
    while (end < this.text.length && /\s/.test(this.text[end])) end++;
    return this.text[end] !== "(";
  }

  /**
   * [number][ups or downs][star]: one x + k.^ + *n. Read by hand rather than by regular
   * expressions on slices of the text (this runs for every literal); the grammar is that of
   * `\d+(\s*\/\s*\d+)?`, then `[\^v](<\d+>|\[\d+\])` or `\^+\d*` or
   * `v+\d*(?![A-Za-z_(])`, then `\*\d*`.
   */
  literal(negative = false): Game {
    const text = this.text;
    let x: Dyadic = ZERO_DYADIC;
    let k = 0;
    let n = 0;
    const start = this.pos;
    const numEnd = digitsEnd(text, start);
    if (numEnd > start) {
      let end = numEnd;
      let den: bigint | undefined;
      let slash = numEnd;
      while (slash < text.length && isSpace(text.charCodeAt(slash))) slash++;
      if (text[slash] === "/") {
        let d = slash + 1;
        while (d < text.length && isSpace(text.charCodeAt(d))) d++;
        const denEnd = digitsEnd(text, d);
        if (denEnd > d) {
          den = BigInt(text.slice(d, denEnd));
          end = denEnd;
        }
      }
      const numerator = BigInt(text.slice(start, numEnd));
      if (den !== undefined) {
        if (den <= 0n || (den & (den - 1n)) !== 0n) {
          this.fail(`the denominator of "${text.slice(start, end)}" must be a power of two`, start);
        }
        x = dyadic(negative ? -numerator : numerator, den.toString(2).length - 1);
      } else x = dyadic(negative ? -numerator : numerator);
      this.pos = end;
    }
    // CGSuite's uptimals: ^<n> (up-nth), ^[n] (up-to-the-nth) and their negatives v<n>, v[n].
    let uptimal: Game | undefined;
    let down = false;
    const c = text[this.pos];
    if ((c === "^" || c === "v") && (text[this.pos + 1] === "<" || text[this.pos + 1] === "[")) {
      const open = text[this.pos + 1];
      const end = digitsEnd(text, this.pos + 2);
      if (end > this.pos + 2 && text[end] === (open === "<" ? ">" : "]")) {
        const m = Number(text.slice(this.pos + 2, end));
        if (m < 1 || m > MAX_UP_POWER) {
          this.fail(
            `the power in "${text.slice(this.pos, end + 1)}" must be from 1 to ${MAX_UP_POWER}`,
          );
        }
        const g = open === "[" ? upToNth(m) : upNth(m);
        down = c === "v";
        uptimal = down ? negateGame(g) : g;
        this.pos = end + 1;
      }
    }
    if (uptimal === undefined && (c === "^" || c === "v")) {
      let count = 0;
      while (text[this.pos + count] === c) count++;
      let end = digitsEnd(text, this.pos + count);
      let ok = true;
      if (c === "v" && end < text.length && /[A-Za-z_(]/.test(text[end])) {
        // The regular expression above would give back one digit, or fail with none.
        if (end > this.pos + count) end--;
        else ok = false;
      }
      if (ok) {
        const digits = text.slice(this.pos + count, end);
        if (digits !== "" && count > 1) this.fail(`unexpected "${digits[0]}"`, this.pos + count);
        let m = digits === "" ? count : Number(digits);
        if (!Number.isSafeInteger(m)) {
          this.fail(`too many ups in "${text.slice(this.pos, end)}"`);
        }
        if (c === "v") m = -m;
        k = m;
        this.pos = end;
      }
    }
    if (text[this.pos] === "*") {
      const end = digitsEnd(text, this.pos + 1);
      const digits = text.slice(this.pos + 1, end);
      n = digits === "" ? 1 : Number(digits);
      if (!Number.isInteger(n) || n >= 2 ** 31) {
        this.fail(`nimber "${text.slice(this.pos, end)}" must be below 2^31`);
      }
      this.pos = end;
    }
    if (this.pos === start) this.fail(`unexpected "${text[start]}"`);
    const nus = nusGame(x, k, n);
    // A negative uptimal is built as the negative of a positive one: the engine's sums and
    // comparisons of deep games recurse less deeply on the positive side.
    const g = uptimal === undefined
      ? nus
      : down
      ? negateDeep(addDeep(negateGame(uptimal), negateGame(nus)))
      : addDeep(uptimal, nus);
    // CGSuite prints a number-translated tiny as 1Tiny(2): a number literal followed directly by
    // Tiny( or Miny( is their sum.
    return (text.startsWith("Tiny", this.pos) || text.startsWith("Miny", this.pos)) &&
        /^(Tiny|Miny)\s*\(/.test(text.slice(this.pos))
      ? addGames(g, this.call())
      : g;
  }

  call(): Game {
    const start = this.pos;
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.pos))![0];
    this.pos += name.length;
    const builtin = name === "Tiny" ? tiny : name === "Miny" ? miny : undefined;
    const f = Object.hasOwn(this.functions, name) ? this.functions[name] : undefined;
    if (builtin === undefined && f === undefined) {
      this.fail(`unknown name "${name}"${this.peek() === "(" ? this.callHint() : ""}`, start);
    }
    if (this.peek() !== "(") this.fail(`expected "(" after "${name}"`);
    this.enter();
    this.pos++;
    const args: GameArgument[] = [];
    if (this.peek() !== ")") {
      for (;;) {
        args.push(this.argument());
        if (this.peek() !== ",") break;
        this.pos++;
      }
    }
    this.expect(")");
    this.depth--;
    if (builtin !== undefined) {
      if (args.length !== 1) {
        this.fail(`${name}() takes one argument, received ${args.length}`, start);
      }
      const a = args[0];
      if (typeof a === "string") this.fail(`${name}() takes a game, not a string`, start);
      return builtin(typeof a === "bigint" ? nusGame(dyadic(a), 0, 0) : a);
    }
    const result = f!(args);
    if (!isGame(result)) {
      throw new TypeError(
        `Cannot parse game: ${name}() must return a game made by this package, received ${
          String(result)
        }`,
      );
    }
    return result;
  }

  argument(): GameArgument {
    this.skip();
    if (this.text[this.pos] === '"') {
      const end = this.text.indexOf('"', this.pos + 1);
      if (end < 0) this.fail("unterminated string");
      const s = this.text.slice(this.pos + 1, end);
      this.pos = end + 1;
      return s;
    }
    const m = /^-?\d+(?=\s*[,)])/.exec(this.text.slice(this.pos));
    if (m !== null) {
      this.pos += m[0].length;
      return BigInt(m[0]);
    }
    return this.expression();
  }

  /**
   * CGSuite's explicit form `'{...}'`: its value is that of the braces (`parseGameForm` in
   * `@cgt/partizan/game-form` keeps the form as written).
   */
  quoted(): Game {
    this.pos++;
    if (this.peek() !== "{") this.fail('expected "{" after a single quote');
    const g = this.braces();
    this.expect("'");
    return g;
  }

  /** '{' items '}' where items are option lists separated by runs of '|'. */
  braces(): Game {
    const { lists, seps, sepAt } = this.braceItems();
    if (seps.length === 0) this.fail('expected "|" inside braces', this.pos - 1);
    return this.split(lists, seps, sepAt, 0, lists.length - 1);
  }

  /** Reads '{' option lists separated by runs of '|' '}'. */
  braceItems(): { lists: Game[][]; seps: number[]; sepAt: number[]; start: number } {
    const start = this.pos;
    this.enter();
    this.pos++;
    const lists: Game[][] = [];
    const seps: number[] = [];
    const sepAt: number[] = [];
    for (;;) {
      const list: Game[] = [];
      const c = this.peek();
      if (c === "") this.fail('expected "}" but the input ended');
      if (c !== "|" && c !== "}") {
        for (;;) {
          list.push(this.expression());
          if (this.peek() !== ",") break;
          this.pos++;
        }
      }
      lists.push(list);
      if (this.peek() === "|") {
        const at = this.pos;
        let n = 0;
        while (this.text[this.pos] === "|") {
          this.pos++;
          n++;
        }
        seps.push(n);
        sepAt.push(at);
        continue;
      }
      if (this.peek() === "}") {
        this.pos++;
        break;
      }
      this.fail(
        this.pos >= this.text.length
          ? 'expected "}" but the input ended'
          : 'expected ",", "|" or "}"',
      );
    }
    this.depth--;
    return { lists, seps, sepAt, start };
  }

  /** Builds the game of lists[lo..hi] split at its unique largest slash run. */
  split(lists: Game[][], seps: number[], sepAt: number[], lo: number, hi: number): Game {
    let best = lo;
    for (let i = lo; i < hi; i++) if (seps[i] > seps[best]) best = i;
    for (let i = lo; i < hi; i++) {
      if (i !== best && seps[i] === seps[best]) {
        this.fail(`ambiguous slashes: two runs of ${seps[i]} at the same level`, sepAt[i]);
      }
    }
    const left = best === lo ? lists[lo] : [this.split(lists, seps, sepAt, lo, best)];
    const right = best + 1 === hi ? lists[hi] : [this.split(lists, seps, sepAt, best + 1, hi)];
    return game(left, right);
  }
}

/**
 * Parses CGSuite notation into a canonical game. The grammar, with CGSuite's precedence
 * (its parser's grammar, Cgsuite.g, loosest first): an expression is one of CGSuite's binary
 * methods written infix between sums, left to right, `a ConjunctiveSum b`, `a SelectiveSum b`,
 * `a ConwayProduct b`, `a NortonMultiply u` (see `@cgt/partizan/products` and
 * `@cgt/partizan/compound-sums`), or a sum; a sum is a sum or difference of ordinal sums
 * (`a + b - c`; `x +- y` is x plus the switch ±y); an ordinal sum is `a : b : c` of terms
 * (CGSuite's `:`, left to right, binding tighter than `+` and `-`, so `* : 1 + 1` is
 * `(* : 1) + 1`, on canonical forms: `1 : 1` is 2 and `* : 1` is `^*`, see
 * {@link ordinalSum}); a term, with an optional unary `+` or `-`, is a literal
 * `[number][ups][star]` such as `3`, `-3/4`, `*`, `*5`, `^`, `^^`, `^3`, `v`, `vv*`, `1/2^*`,
 * or with CGSuite's uptimals as the ups: `^<n>` (up-nth, {0 | * - ^[n-1]}), `^[n]` (up-to-the-nth,
 * {^[n-1] | *} = ^<1> + ... + ^<n>), `v<n>`, `v[n]` for 1 <= n <= 4096 (`1/2^<2>*3`), a
 * switch `+-x`, `±x`, `+-{a,b}` or `+-(a,b)` (= {a,b | -a,-b}), braces `{a,b | c}` with
 * slash runs for nesting (`{3||2|1}` = {3 | {2|1}}, `{a|b||c}` = {{a|b} | c}),
 * `Tiny(x)` = {0 || 0 | -x}, `Miny(x)` = {x | 0 || 0} (a number literal written just before
 * them is added, as CGSuite prints `1Tiny(2)`), CGSuite's explicit form in single quotes
 * `'{0|^*}'` (here its canonical value; `parseGameForm` of `@cgt/partizan/game-form` keeps the
 * form as written), a parenthesised expression, or a call
 * `name(arg, ...)` of a function in `options.functions` (each argument a double-quoted string,
 * an integer, or an expression). Cost: linear in the text plus the canonical-form work.
 *
 * @param text The notation.
 * @param options Named functions.
 * @returns The canonical game.
 * @throws {SyntaxError} If the text is not valid notation; the message names the column. Loopy
 * notation (`over`, `pass`, a label `a{...}`, `&`) is refused with a message naming the option
 * `{ loopy: true }`, with which this reads it (the next overload).
 * @throws {RangeError} If braces and parentheses nest deeper than {@link MAX_NESTING}.
 *
 * @example
 * ```ts
 * import { compare } from "@cgt/partizan/compare";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(parseGame("{0|*}")), "^");
 * assert.equal(formatGame(parseGame("^ + ^ + *")), "^^*");
 * assert.equal(formatGame(parseGame("{1/2|1}")), "3/4");
 * assert.equal(formatGame(parseGame("'{*|*}'")), "0");
 * assert.equal(formatGame(parseGame("*5 ConwayProduct *6")), "*8");
 * assert.equal(compare(parseGame("^*"), parseGame("0")), "||");
 * assert.throws(() => parseGame("{1|2"), SyntaxError);
 * assert.throws(() => parseGame("{0|pass}"), /loopy: true/);
 * ```
 */
export function parseGame(text: string, options?: ParseOptions & { loopy?: false }): Game;
/**
 * Parses CGSuite notation, loopy games included: with `{ loopy: true }` everything
 * `parseLoopyGame` reads is read (`on`, `over`, `{pass|*}`, `a{0|a}`, `2over`, `4v[on]*`,
 * `G & H`, ...). A value equal to a short game is returned as that short `Game`, any other
 * as a `LoopyGame`; the named functions are `LoopyGameFunction`s.
 *
 * @param text The notation.
 * @param options `loopy: true`, and named functions.
 * @returns The short game, or the loopy value.
 * @throws {SyntaxError} If the text is not valid notation; the message names the column.
 * @throws {RangeError} If it nests too deeply, or a loopy sum graph or comparison outgrows its
 * size limit.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { isLoopyGame } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * const g = parseGame("on + off", { loopy: true });
 * assert.ok(isLoopyGame(g));
 * assert.equal(formatGame(g), "dud");
 * assert.equal(formatGame(parseGame("{1|pass} - 1", { loopy: true })), "over");
 * assert.ok(!isLoopyGame(parseGame("{0|1}", { loopy: true }))); // 1/2, a short game
 * ```
 */
export function parseGame(
  text: string,
  options: LoopyParseOptions & { loopy: true },
): Game | LoopyGame;
export function parseGame(
  text: string,
  options: ParseOptions & { loopy?: boolean } = {},
): Game | LoopyGame {
  if (typeof text !== "string") {
    throw new TypeError(`Cannot parse game: expected a string, received ${String(text)}`);
  }
  if (options.loopy === true) {
    const v = parseLoopyGame(text, options as LoopyParseOptions);
    return toShortGame(v) ?? v;
  }
  const parser = new Parser(text, options.functions ?? {});
  if (parser.peek() === "") parser.fail("expected a game but the input is empty");
  try {
    return guardStack("parse game", () => {
      const g = parser.expression();
      if (parser.peek() !== "") parser.fail(`unexpected "${parser.peek()}"`);
      return g;
    });
  } catch (error) {
    if (error instanceof SyntaxError && looksLoopy(text)) {
      throw new SyntaxError(
        `Cannot parse game: this is loopy notation, which parseGame reads only with the option { loopy: true }, received "${text}"`,
      );
    }
    throw error;
  }
}

/** The words that only loopy notation uses. */
const LOOPY_WORDS: ReadonlySet<string> = new Set([
  "on",
  "off",
  "over",
  "under",
  "dud",
  "upon",
  "pass",
]);

/**
 * Whether `text` uses loopy notation: `&`, `[on]` or `<on>`, a loopy word as a whole name
 * (`on`, `2over`; not `overheat` or `a2over`), or a label (a name other than `Tiny` and `Miny`
 * just before `{`, as in `a{0|a}`). One pass over the names, with no regular expression, so
 * the cost is linear in the length of the text.
 */
function looksLoopy(text: string): boolean {
  if (text.includes("&") || text.includes("[on]") || text.includes("<on>")) return true;
  let i = 0;
  while (i < text.length) {
    const end = nameEnd(text, i);
    if (end === i) {
      i++;
      continue;
    }
    const name = text.slice(i, end);
    if (LOOPY_WORDS.has(name)) return true;
    let j = end;
    while (j < text.length && isSpace(text.charCodeAt(j))) j++;
    if (text[j] === "{" && name !== "Tiny" && name !== "Miny") return true;
    i = end;
  }
  return false;
}
