/**
 * Uptimals: the games x + d1.^<1> + d2.^<2> + ... + dn.^<n> + *m and their expansions.
 *
 * @module
 */

import { BoundedCache } from "@cgt/core/caches";
import { compareDyadic, type Dyadic, dyadic, formatDyadic, negateDyadic } from "@cgt/core/dyadic";
import { describeValue } from "../_check.ts";
import {
  addGames,
  checkGame,
  compareNimberIndex,
  type Game,
  guardStack,
  leftOf,
  makeGame,
  MAX_NIMBER_BITS,
  negateGame,
  type NimberIndex,
  nimberIndex,
  nimSum,
  nusGame,
  nusOfGame,
  rightOf,
} from "../_engine.ts";

export type { Game } from "../_engine.ts";
export type { Dyadic } from "@cgt/core/dyadic";

/**
 * An uptimal expansion x.d1d2...dn + *m: the game x + d1.^<1> + ... + dn.^<n> + *m, where
 * ^<i> is the up-ith {0 | * - ^[i-1]} (so ^<1> = ^). `digits[i - 1]` is d_i; the last digit is
 * never 0 (an empty list for x + *m).
 */
export interface UptimalExpansion {
  /** The number part x. */
  readonly number: Dyadic;
  /** The digits d1, ..., dn (negative for downs), without trailing zeros. */
  readonly digits: readonly number[];
  /** The nimber part m: a number below 2^31, a bigint from 2^31 on (as `numberUpStarParts`). */
  readonly star: number | bigint;
}

/** The largest n of ^<n> and ^[n] that {@link upNth} and {@link upToNth} build. */
export const MAX_UPTIMAL_POWER = 4096;

const ZERO_GAME: Game = nusGame(dyadic(0), 0, 0);
const STAR_GAME: Game = nusGame(dyadic(0), 0, 1);
const upNths: Game[] = [ZERO_GAME]; // slot 0 unused
const upToNths: Game[] = [ZERO_GAME];

function checkPower(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_UPTIMAL_POWER) {
    throw new RangeError(
      `Cannot build ${what}: n must be an integer from 1 to ${MAX_UPTIMAL_POWER}, received ${
        describeValue(n)
      }`,
    );
  }
}

/**
 * The up-to-the-nth ^[n] = {^[n-1] | *} with ^[0] = 0, which equals ^<1> + ^<2> + ... + ^<n>
 * (CGSuite's `powTo`; Siegel, Combinatorial Game Theory, 2013, II.6). Built bottom up without
 * recursion and kept for reuse (at most {@link MAX_UPTIMAL_POWER} games).
 *
 * @param n The power, 1 <= n <= 4096.
 * @returns The canonical game ^[n].
 * @throws {RangeError} If `n` is not an integer from 1 to 4096.
 *
 * @example
 * ```ts
 * import { formatGame } from "@cgt/partizan/notation";
 * import { upToNth } from "@cgt/partizan/uptimal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(upToNth(1)), "^");
 * assert.equal(formatGame(upToNth(3)), "^[3]");
 * ```
 */
export function upToNth(n: number): Game {
  checkPower(n, "up-to-the-nth");
  while (upToNths.length <= n) {
    const g = makeGame([upToNths[upToNths.length - 1]], [STAR_GAME]);
    negateGame(g); // one level at a time, so that later negations are cache hits
    upToNths.push(g);
  }
  return upToNths[n];
}

/**
 * The up-nth ^<n> = {0 | * - ^[n-1]} (so ^<1> = ^ and ^<2> = {0 | v*}; CGSuite's `pow`; Siegel,
 * CGT, II.6). Built bottom up without recursion and kept for reuse.
 *
 * @param n The power, 1 <= n <= 4096.
 * @returns The canonical game ^<n>.
 * @throws {RangeError} If `n` is not an integer from 1 to 4096.
 *
 * @example
 * ```ts
 * import { formatGame } from "@cgt/partizan/notation";
 * import { upNth } from "@cgt/partizan/uptimal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(upNth(1)), "^");
 * assert.equal(formatGame(upNth(2)), "^<2>");
 * ```
 */
export function upNth(n: number): Game {
  checkPower(n, "up-nth");
  while (upNths.length <= n) {
    const i = upNths.length;
    const below = i === 1 ? ZERO_GAME : negateGame(upToNth(i - 1));
    const g = makeGame([ZERO_GAME], [addGames(STAR_GAME, below)]);
    negateGame(g);
    upNths.push(g);
  }
  return upNths[n];
}

// ---------------------------------------------------------------------------
// Expansions as plain records (the algorithm below follows the structure theorem for uptimals
// used by CGSuite, UptimalExpansion.java / CanonicalShortGameOps.uptimalExpansion: a positive
// uptimal has exactly one right option, and its left options are determined by its expansion).

interface Exp {
  readonly x: Dyadic;
  readonly d: readonly number[];
  readonly m: NimberIndex;
}

function exp(x: Dyadic, d: readonly number[], m: NimberIndex): Exp {
  let n = d.length;
  while (n > 0 && d[n - 1] === 0) n--;
  return { x, d: n === d.length ? d : d.slice(0, n), m };
}

function coefficient(e: Exp, i: number): number {
  return i >= 1 && i <= e.d.length ? e.d[i - 1] : 0;
}

function sameExp(a: Exp, b: Exp): boolean {
  if (a.m !== b.m || a.d.length !== b.d.length || compareDyadic(a.x, b.x) !== 0) return false;
  for (let i = 0; i < a.d.length; i++) if (a.d[i] !== b.d[i]) return false;
  return true;
}

function negateExp(e: Exp): Exp {
  return { x: negateDyadic(e.x), d: e.d.map((v) => (v === 0 ? 0 : -v)), m: e.m };
}

/** Adds 1 to each of the first `toLength` digits (extending with 1s) and adds a star. */
function increment(e: Exp, toLength: number): Exp {
  const length = Math.max(toLength, e.d.length);
  const d = new Array<number>(length);
  for (let i = 0; i < length; i++) {
    d[i] = i < e.d.length ? e.d[i] + (i < toLength ? 1 : 0) : 1;
  }
  return exp(e.x, d, nimSum(e.m, 1));
}

function truncateTo(e: Exp, n: number): Exp {
  return exp(e.x, e.d.slice(0, Math.min(n, e.d.length)), e.m);
}

function sharplyTruncateTo(e: Exp, n: number): Exp {
  const t = truncateTo(e, n);
  return t.d.length === 0 ? { x: e.x, d: [], m: 0 } : t;
}

/** The 1-based index of the rightmost digit <= v, or 0. */
function rightmostAtMost(e: Exp, v: number): number {
  for (let i = e.d.length - 1; i >= 0; i--) if (e.d[i] <= v) return i + 1;
  return 0;
}

/** Whether the infinitesimal part of e is confused with 0. */
function isConfused(e: Exp): boolean {
  if (e.m === 0) return false;
  if (e.d.length === 0 || e.d[0] === 0) return true;
  if (e.m >= 2) return false;
  const positive = e.d[0] > 0;
  for (const v of e.d) {
    if (positive ? v > 1 : v < -1) return false;
    if (positive ? v < 1 : v > -1) return true;
  }
  return true;
}

/** Whether a game with these option expansions is the uptimal `e` (a positive last digit). */
function validExpansion(e: Exp, lefts: readonly Exp[], right: Exp): boolean {
  let matching = -1;
  let firstNonNimber = lefts.length;
  for (let i = 0; i < lefts.length; i++) {
    const l = lefts[i];
    if (firstNonNimber === lefts.length && (l.d.length > 0 || l.m !== i)) firstNonNimber = i;
    if (l.m === right.m) {
      if (matching >= 0) return false;
      matching = i;
    }
  }
  const lastNimber = firstNonNimber - 1;
  const negative = rightmostAtMost(e, -1);
  const cut = coefficient(e, e.d.length) === 1 ? e.d.length - 1 : rightmostAtMost(e, 0);
  if (negative >= 1) {
    if (lefts.length !== 2 || matching < 0) return false;
    const t = truncateTo(e, negative);
    return sameExp(lefts[matching], increment(t, t.d.length)) &&
      sameExp(lefts[1 - matching], truncateTo(e, cut));
  }
  if (coefficient(e, 1) === 0) {
    return typeof e.m === "number" && lefts.length === e.m + 1 && lastNimber >= e.m - 1 &&
      sameExp(lefts[lefts.length - 1], truncateTo(e, cut));
  }
  if (coefficient(e, 1) === 1 && isConfused(e)) {
    return lefts.length === 2 && lefts[0].m === 0 && lefts[0].d.length === 0 &&
      sameExp(lefts[1], truncateTo(e, cut));
  }
  return lefts.length === 1 && sameExp(lefts[0], sharplyTruncateTo(e, cut));
}

/** The expansion with a positive last digit whose options have these expansions, if any. */
function positiveExpansion(lefts: (Exp | null)[], rights: (Exp | null)[]): Exp | null {
  if (rights.length !== 1) return null;
  const right = rights[0];
  if (right === null) return null;
  let longest = 0;
  for (const l of lefts) {
    if (l === null || compareDyadic(l.x, right.x) !== 0) return null;
    longest = Math.max(longest, l.d.length);
  }
  // Nimber-like options (no digits) first, by nimber, as the structure theorem lists them.
  const sorted = (lefts as Exp[]).slice().sort((a, b) =>
    a.d.length === 0
      ? (b.d.length === 0 ? compareNimberIndex(a.m, b.m) : -1)
      : (b.d.length === 0 ? 1 : 0)
  );
  if (right.d.length > 0 && right.d[right.d.length - 1] > 0) {
    const candidate = increment(right, right.d.length);
    if (validExpansion(candidate, sorted, right)) return candidate;
  }
  const candidate = increment(right, Math.max(right.d.length, longest) + 1);
  return validExpansion(candidate, sorted, right) ? candidate : null;
}

/** A bounded cache of expansions by game id (null: not an uptimal). */
const expansionCache = new BoundedCache<number, Exp | null>("uptimal expansions");

function nusExpansion(g: Game): Exp | undefined {
  const v = nusOfGame(g);
  return v === undefined ? undefined : exp(v.x, v.k === 0 ? [] : [v.k], v.n);
}

/**
 * The expansion of g, computed bottom up over its followers with an explicit stack, so that
 * games thousands of levels deep (^<4096>) need no deep recursion. Cost: one validity check per
 * distinct follower, each linear in the expansion's length.
 */
function expansionOfGame(g: Game): Exp | null {
  const direct = nusExpansion(g);
  if (direct !== undefined) return direct;
  const hit = expansionCache.get(g.id);
  if (hit !== undefined) return hit;
  const local = new Map<number, Exp | null>();
  const get = (o: Game): Exp | null | undefined => {
    const n = nusExpansion(o);
    if (n !== undefined) return n;
    if (local.has(o.id)) return local.get(o.id);
    return expansionCache.get(o.id);
  };
  const stack: Game[] = [g];
  while (stack.length > 0) {
    const h = stack[stack.length - 1];
    if (local.has(h.id)) {
      stack.pop();
      continue;
    }
    let ready = true;
    for (const o of [...leftOf(h), ...rightOf(h)]) {
      if (get(o) === undefined) {
        ready = false;
        stack.push(o);
      }
    }
    if (!ready) continue;
    stack.pop();
    const lefts = leftOf(h).map((o) => get(o)!);
    const rights = rightOf(h).map((o) => get(o)!);
    let e = positiveExpansion(lefts, rights);
    if (e === null) {
      // -h has left options -h^R and right options -h^L.
      const n = positiveExpansion(
        rights.map((r) => r === null ? null : negateExp(r)),
        lefts.map((l) => l === null ? null : negateExp(l)),
      );
      e = n === null ? null : negateExp(n);
    }
    local.set(h.id, e);
  }
  for (const [id, e] of local) expansionCache.set(id, e);
  return local.get(g.id) ?? null;
}

function toPublic(e: Exp): UptimalExpansion {
  return Object.freeze({ number: e.x, digits: Object.freeze([...e.d]), star: e.m });
}

/** The nimber part of a checked expansion in the engine's form (a bigint only from 2^31 on). */
function starIndex(e: UptimalExpansion): NimberIndex {
  return typeof e.star === "bigint" ? nimberIndex(e.star) : e.star;
}

/** Throws unless `e` is an uptimal expansion of the shape {@link uptimalGame} takes. */
function checkExpansion(e: UptimalExpansion, what: string): void {
  if (e === null || typeof e !== "object" || !Array.isArray(e.digits)) {
    throw new TypeError(`Cannot ${what}: expected an expansion, received ${describeValue(e)}`);
  }
  if (e.digits.length > MAX_UPTIMAL_POWER) {
    throw new RangeError(
      `Cannot ${what}: at most ${MAX_UPTIMAL_POWER} digits, received ${e.digits.length}`,
    );
  }
  // Checks the number part (a dyadic rational in lowest terms) through dyadic().
  const x = e.number;
  if (
    x === null || typeof x !== "object" || typeof x.numerator !== "bigint" ||
    dyadic(x.numerator, x.exponent).exponent !== x.exponent
  ) {
    throw new TypeError(
      `Cannot ${what}: the number part must be a dyadic rational in lowest terms, received ${
        describeValue(x)
      }`,
    );
  }
  const star: unknown = e.star;
  if (
    !(typeof star === "number" && Number.isInteger(star) && star >= 0 && star < 2 ** 31) &&
    !(typeof star === "bigint" && star >= 0n && star >> BigInt(MAX_NIMBER_BITS) === 0n)
  ) {
    throw new RangeError(
      `Cannot ${what}: the nimber part must be a number in [0, 2^31) or a bigint in [0, 2^${MAX_NIMBER_BITS}), received ${
        describeValue(star)
      }`,
    );
  }
  for (const d of e.digits) {
    if (!Number.isSafeInteger(d)) {
      throw new RangeError(`Cannot ${what}: digits must be integers, received ${describeValue(d)}`);
    }
  }
}

/**
 * The uptimal expansion of `g` when `g` is an uptimal x + d1.^<1> + ... + dn.^<n> + *m, else
 * `undefined` (CGSuite's `UptimalExpansion`; Siegel, Combinatorial Game Theory, 2013, II.6, for
 * uptimals; the recognition follows the structure of their canonical forms as CGSuite's
 * UptimalExpansion.java does: a positive uptimal has one right option, and its left options are
 * fixed by its digits). Every x + k.^ + *n is an uptimal of length 0 or 1.
 *
 * Cost: linear in the number of distinct followers times the expansion's length; no deep
 * recursion, so ^<4096> works. Results are cached (a bounded table).
 *
 * @param g A canonical game.
 * @returns Its expansion, or `undefined` when it is not an uptimal.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { uptimalExpansion } from "@cgt/partizan/uptimal";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(uptimalExpansion(parseGame("^<3> + *"))?.digits, [0, 0, 1]);
 * assert.deepEqual(uptimalExpansion(parseGame("^[3]"))?.digits, [1, 1, 1]);
 * assert.equal(uptimalExpansion(parseGame("{1|-1}")), undefined);
 * ```
 */
export function uptimalExpansion(g: Game): UptimalExpansion | undefined {
  checkGame(g, "compute uptimal expansion");
  const e = guardStack("compute uptimal expansion", () => expansionOfGame(g));
  return e === null ? undefined : toPublic(e);
}

/**
 * The game of an uptimal expansion: x + d1.^<1> + ... + dn.^<n> + *m. Each digit costs
 * O(log |d|) additions.
 *
 * @param e The expansion (digits safe integers, n <= 4096).
 * @returns The canonical game.
 * @throws {RangeError} If the expansion has more than 4096 digits, a digit is not a safe
 * integer or the nimber part is not a number in [0, 2^31) or a bigint in [0, 2^1024).
 *
 * @example
 * ```ts
 * import { dyadic } from "@cgt/partizan/dyadic";
 * import { formatGame } from "@cgt/partizan/notation";
 * import { uptimalGame } from "@cgt/partizan/uptimal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(uptimalGame({ number: dyadic(1), digits: [0, 1], star: 1 })), "1^<2>*");
 * ```
 */
export function uptimalGame(e: UptimalExpansion): Game {
  checkExpansion(e, "build uptimal");
  return guardStack("build uptimal", () => {
    let total = nusGame(e.number, e.digits[0] ?? 0, starIndex(e));
    for (let i = 2; i <= e.digits.length; i++) {
      const d = e.digits[i - 1];
      if (!Number.isSafeInteger(d)) {
        throw new RangeError(`Cannot build uptimal: digits must be integers, received ${d}`);
      }
      if (d === 0) continue;
      let base = d > 0 ? upNth(i) : negateGame(upNth(i));
      let m = Math.abs(d);
      while (m > 0) {
        if (m & 1) total = addGames(total, base);
        m = Math.floor(m / 2);
        if (m > 0) base = addGames(base, base);
      }
    }
    return total;
  });
}

/**
 * Prints an uptimal expansion as CGSuite does: the number part (dropped when there is a nimber
 * part and the number is 0), the nimber part, a dot, then the digits, a negative digit d written
 * `d-`, digits 10 to 35 as `A` to `Z` and larger ones in parentheses (UptimalExpansion.java,
 * `toOutput`): `0.1-02`, `*.3`, `5.0`.
 *
 * @param e The expansion.
 * @returns Its text.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { formatUptimalExpansion, uptimalExpansion } from "@cgt/partizan/uptimal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatUptimalExpansion(uptimalExpansion(parseGame("^<2> + *"))!), "*.01");
 * assert.equal(formatUptimalExpansion(uptimalExpansion(parseGame("1/2"))!), "1/2.0");
 * ```
 */
export function formatUptimalExpansion(e: UptimalExpansion): string {
  checkExpansion(e, "format uptimal expansion");
  const star = starIndex(e);
  let s = star === 0 || e.number.numerator !== 0n ? formatDyadic(e.number) : "";
  if (star === 1) s += "*";
  else if (star > 1) s += "*" + star;
  s += ".";
  if (e.digits.length === 0) s += "0";
  for (const v of e.digits) {
    const a = Math.abs(v);
    s += a < 10 ? String(a) : a < 36 ? String.fromCharCode(55 + a) : `(${a})`;
    if (v < 0) s += "-";
  }
  return s;
}
