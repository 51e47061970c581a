/**
 * The printer of short games in CGSuite's notation (private): the text of a canonical game and
 * its length without printing it. `notation.ts` re-exports what is public and adds loopy values.
 *
 * @module
 */

import { compareDyadic, type Dyadic, dyadic, formatDyadic } from "@cgt/core/dyadic";
import { BoundedCache } from "@cgt/core/caches";
import {
  addGames,
  checkGame,
  type Game,
  guardStack,
  leftOf,
  negateGame,
  type NimberIndex,
  type Nus,
  nusGame,
  nusIsNumber,
  nusOfGame,
  rightOf,
  stop,
} from "./_engine.ts";
import { displayLeftOf, displayRightOf } from "./_display.ts";
import { uptimalExpansion } from "./operations/uptimal.ts";

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
  readonly m: NimberIndex;
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
    const prefix = x === ZERO_GAME ? "" : formatShortGame(x);
    const s = `${prefix}Tiny(${format(sub, true, false)[0]})`;
    return [forceParens ? `(${s})` : s, NO_SLASHES];
  }
  if (isNumberTiny(neg)) {
    const x = r[0];
    const sub = addGames(leftOf(leftOf(g)[0])[0], negateGame(x));
    const prefix = x === ZERO_GAME ? "" : formatShortGame(x);
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
 * The text of a canonical short game, as `formatGame` prints it (loopy values are the façade's
 * business): refused with a RangeError when longer than `options.maxLength`.
 */
export function formatShortGame(g: Game, options: FormatOptions = {}): string {
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

/** The longest canonical form {@link quoteGame} quotes whole. */
const MAX_QUOTED_GAME = 80;

/** The longest canonical form {@link quoteGame} prints at all (to quote its beginning). */
const MAX_PRINTED_GAME = 100_000;

/**
 * The game `g` as an error message quotes it after "received": its canonical form in double
 * quotes when at most 80 characters long, else its first 77 characters, "..." and its length
 * (`"{...}..." (216 characters)`, the form `@cgt/rulesets` uses for long input text), and for a
 * form over 100,000 characters only its length, since printing it could take gigabytes. So a
 * refusal always states its real reason, however long the game.
 */
export function quoteGame(g: Game): string {
  const length = formattedLength(g);
  if (length > MAX_PRINTED_GAME) {
    return `a game of ${length === Infinity ? "more than 2^53" : length} characters`;
  }
  const text = formatShortGame(g, { maxLength: MAX_PRINTED_GAME });
  return text.length <= MAX_QUOTED_GAME
    ? `"${text}"`
    : `"${text.slice(0, MAX_QUOTED_GAME - 3)}..." (${text.length} characters)`;
}
