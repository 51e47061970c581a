/**
 * Surreal numbers beyond the short games, as CGSuite has them: rationals with any denominator
 * (`7/6`), generalized ordinals (`omega`, `omega - 1`, `2 * omega`, `omega^(omega+1)`) and their
 * quotients by a single term (`1/omega`, `(omega+1)/2`), with sums, products, comparison,
 * CGSuite's printed forms, floors and ceilings, birthdays and the ordinal test. They are values
 * but not short games, so they cannot be options in `{...|...}` notation.
 *
 * @example
 * ```ts
 * import { compareSurreals, formatSurreal, parseSurreal } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSurreal(parseSurreal("(7/6) + (-16/5)")), "-61/30");
 * assert.equal(formatSurreal(parseSurreal("omega - 1")), "ω-1");
 * assert.equal(compareSurreals(parseSurreal("1/omega"), parseSurreal("1/1000")), -1);
 * ```
 *
 * @module
 */

import { describeValue } from "@cgt/core/describe-value";

/** One term c·ω^β of a generalized ordinal: an integer coefficient and an ordinal exponent. */
export interface SurrealTerm {
  /**
   * The exponent β = Σ ω^j · exponent[j] (an ordinal below ω^ω), lowest power first, without
   * trailing zeros: `[]` is β = 0, `[1]` is β = 1, `[0, 1]` is β = ω.
   */
  readonly exponent: readonly number[];
  /** The coefficient, a nonzero integer. */
  readonly coefficient: bigint;
}

/**
 * A surreal number n / d in lowest terms: n a generalized ordinal (a sum of terms c·ω^β with
 * integer c, largest β first) and d a single positive term, with no common factor; or one of
 * CGSuite's infinities `inf` and `-inf` (n = ±1 and d = 0, as CGSuite's rationals n/0).
 */
export interface Surreal {
  /** The numerator's terms, largest exponent first; `[]` for 0. */
  readonly numerator: readonly SurrealTerm[];
  /** The denominator, a single term with a positive coefficient (0 for `inf` and `-inf`). */
  readonly denominator: SurrealTerm;
}

/** The most terms a numerator may have: 256. */
export const MAX_SURREAL_TERMS: number = 256;
/** The largest coefficient of an exponent of ω: 2^32 - 1. */
export const MAX_SURREAL_EXPONENT_COEFFICIENT: number = 2 ** 32 - 1;
/** The most decimal digits of an integer in {@link parseSurreal}: 1000. */
export const MAX_SURREAL_DIGITS: number = 1000;
/** The longest text {@link parseSurreal} reads: 10,000 characters. */
export const MAX_SURREAL_TEXT_LENGTH: number = 10_000;

const ONE_TERM: SurrealTerm = { exponent: [], coefficient: 1n };

function compareExponents(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return a.length - b.length;
  for (let j = a.length - 1; j >= 0; j--) if (a[j] !== b[j]) return a[j] - b[j];
  return 0;
}

function addExponents(a: readonly number[], b: readonly number[], sign: 1 | -1): number[] {
  const out: number[] = [];
  for (let j = 0; j < Math.max(a.length, b.length); j++) out.push((a[j] ?? 0) + sign * (b[j] ?? 0));
  while (out.length > 0 && out[out.length - 1] === 0) out.pop();
  return out;
}

function checkExponent(exponent: readonly number[]): void {
  for (const b of exponent) {
    if (b > MAX_SURREAL_EXPONENT_COEFFICIENT) {
      throw new RangeError(
        `Cannot compute surreal number: exponent coefficients must be at most ${MAX_SURREAL_EXPONENT_COEFFICIENT}, received ${b}`,
      );
    }
  }
}

/** Sums terms, merging equal exponents and dropping zeros, largest exponent first. */
function normalize(terms: readonly SurrealTerm[]): SurrealTerm[] {
  const byKey = new Map<string, SurrealTerm>();
  for (const t of terms) {
    const key = t.exponent.join(",");
    const old = byKey.get(key);
    byKey.set(key, {
      exponent: t.exponent,
      coefficient: (old?.coefficient ?? 0n) + t.coefficient,
    });
  }
  const out = [...byKey.values()].filter((t) => t.coefficient !== 0n)
    .sort((x, y) => compareExponents(y.exponent, x.exponent));
  if (out.length > MAX_SURREAL_TERMS) {
    throw new RangeError(
      `Cannot compute surreal number: a numerator may have at most ${MAX_SURREAL_TERMS} terms, received ${out.length}`,
    );
  }
  return out;
}

function multiplyTerm(x: SurrealTerm, y: SurrealTerm): SurrealTerm {
  const exponent = addExponents(x.exponent, y.exponent, 1);
  checkExponent(exponent);
  return { exponent, coefficient: x.coefficient * y.coefficient };
}

function isInfinite(a: Surreal): boolean {
  return a.denominator.coefficient === 0n;
}

function multiplyTerms(a: readonly SurrealTerm[], b: readonly SurrealTerm[]): SurrealTerm[] {
  const out: SurrealTerm[] = [];
  for (const x of a) {
    for (const y of b) {
      const exponent = addExponents(x.exponent, y.exponent, 1);
      checkExponent(exponent);
      out.push({ exponent, coefficient: x.coefficient * y.coefficient });
    }
  }
  return normalize(out);
}

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * n / d in lowest terms: the integer content and the common power of each ω^(ω^j) are divided
 * out (the only common factors a single term can share with a polynomial in the ω^(ω^j)).
 */
function reduce(numerator: readonly SurrealTerm[], denominator: SurrealTerm): Surreal {
  let n = normalize(numerator);
  let d = denominator;
  if (d.coefficient === 0n) {
    // CGSuite's x/0: inf or -inf by the sign of x; 0/0 (inf - inf, 0 * inf) has no value.
    if (n.length === 0) {
      throw new RangeError(
        "Cannot compute surreal number: the result is undefined (0/0, as inf - inf, 0 * inf or 0/0)",
      );
    }
    return {
      numerator: [{ exponent: [], coefficient: n[0].coefficient > 0n ? 1n : -1n }],
      denominator: { exponent: [], coefficient: 0n },
    };
  }
  if (d.coefficient < 0n) {
    n = n.map((t) => ({ exponent: t.exponent, coefficient: -t.coefficient }));
    d = { exponent: d.exponent, coefficient: -d.coefficient };
  }
  if (n.length === 0) return { numerator: [], denominator: ONE_TERM };
  let g = d.coefficient;
  for (const t of n) g = gcd(g, t.coefficient);
  const common: number[] = d.exponent.slice();
  for (const t of n) {
    for (let j = 0; j < common.length; j++) common[j] = Math.min(common[j], t.exponent[j] ?? 0);
  }
  return {
    numerator: n.map((t) => ({
      exponent: addExponents(t.exponent, common, -1),
      coefficient: t.coefficient / g,
    })),
    denominator: { exponent: addExponents(d.exponent, common, -1), coefficient: d.coefficient / g },
  };
}

function checkSurreal(a: unknown, what: string): Surreal {
  const s = a as Surreal | null;
  if (
    !Array.isArray(s?.numerator) || typeof s?.denominator?.coefficient !== "bigint" ||
    !Array.isArray(s.denominator.exponent)
  ) {
    throw new TypeError(`Cannot ${what}: expected a surreal number, received ${describeValue(a)}`);
  }
  return s;
}

/**
 * The rational number p / q as a surreal number.
 *
 * @param p The numerator.
 * @param q The denominator, nonzero.
 * @returns p / q in lowest terms.
 * @throws {TypeError} If an argument is not a bigint.
 * @throws {RangeError} If q is 0.
 *
 * @example
 * ```ts
 * import { formatSurreal, rational } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSurreal(rational(14n, -12n)), "-7/6");
 * ```
 */
export function rational(p: bigint, q: bigint = 1n): Surreal {
  if (typeof p !== "bigint" || typeof q !== "bigint") {
    throw new TypeError(
      `Cannot make rational: expected bigints, received ${describeValue(p)} and ${
        describeValue(q)
      }`,
    );
  }
  if (q === 0n) throw new RangeError(`Cannot make rational: division by 0, received ${p}/0`);
  return reduce([{ exponent: [], coefficient: p }], { exponent: [], coefficient: q });
}

/** CGSuite's `inf`, above every other number (CGSuite's rational 1/0). */
export const INFINITY: Surreal = {
  numerator: [{ exponent: [], coefficient: 1n }],
  denominator: { exponent: [], coefficient: 0n },
};

/** The surreal number ω. */
export const OMEGA: Surreal = {
  numerator: [{ exponent: [1], coefficient: 1n }],
  denominator: ONE_TERM,
};

/**
 * The sum a + b.
 *
 * @param a A surreal number.
 * @param b A surreal number.
 * @returns a + b.
 * @throws {TypeError} If an argument is not a surreal number.
 * @throws {RangeError} If the result has more than 256 terms.
 *
 * @example
 * ```ts
 * import { addSurreals, formatSurreal, OMEGA, rational } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSurreal(addSurreals(OMEGA, rational(-1n))), "ω-1");
 * ```
 */
export function addSurreals(a: Surreal, b: Surreal): Surreal {
  checkSurreal(a, "add surreal numbers");
  checkSurreal(b, "add surreal numbers");
  return reduce(
    [
      ...multiplyTerms(a.numerator, [b.denominator]),
      ...multiplyTerms(b.numerator, [a.denominator]),
    ],
    multiplyTerm(a.denominator, b.denominator),
  );
}

/**
 * The negative -a.
 *
 * @param a A surreal number.
 * @returns -a.
 * @throws {TypeError} If `a` is not a surreal number.
 *
 * @example
 * ```ts
 * import { formatSurreal, negateSurreal, OMEGA } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSurreal(negateSurreal(OMEGA)), "-ω");
 * ```
 */
export function negateSurreal(a: Surreal): Surreal {
  checkSurreal(a, "negate surreal number");
  return {
    numerator: a.numerator.map((t) => ({ exponent: t.exponent, coefficient: -t.coefficient })),
    denominator: a.denominator,
  };
}

/**
 * The product a · b (CGSuite's `*` on numbers: the natural product on ordinals, so `2 * omega`
 * and `omega * 2` are both `2ω`).
 *
 * @param a A surreal number.
 * @param b A surreal number.
 * @returns a · b.
 * @throws {TypeError} If an argument is not a surreal number.
 * @throws {RangeError} If the result has more than 256 terms or too large an exponent.
 *
 * @example
 * ```ts
 * import { formatSurreal, multiplySurreals, OMEGA } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSurreal(multiplySurreals(OMEGA, OMEGA)), "ω^2");
 * ```
 */
export function multiplySurreals(a: Surreal, b: Surreal): Surreal {
  checkSurreal(a, "multiply surreal numbers");
  checkSurreal(b, "multiply surreal numbers");
  return reduce(
    multiplyTerms(a.numerator, b.numerator),
    multiplyTerm(a.denominator, b.denominator),
  );
}

/**
 * The quotient a / b, for b whose numerator is a single term (so `1/omega`, `omega/3` and
 * `(omega+1)/2` are read; `1/(omega+1)`, which CGSuite reduces with polynomial gcds, is not).
 * As in CGSuite, a / 0 is `inf` or `-inf` by the sign of a.
 *
 * @param a The dividend.
 * @param b The divisor: nonzero, its numerator one term.
 * @returns a / b.
 * @throws {TypeError} If an argument is not a surreal number.
 * @throws {RangeError} If a = b = 0 or the numerator of b has several terms.
 *
 * @example
 * ```ts
 * import { divideSurreals, formatSurreal, OMEGA, rational } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSurreal(divideSurreals(rational(1n), OMEGA)), "1/ω");
 * ```
 */
export function divideSurreals(a: Surreal, b: Surreal): Surreal {
  const what = "divide surreal numbers";
  checkSurreal(a, what);
  checkSurreal(b, what);
  if (b.numerator.length === 0) {
    // As CGSuite: x/0 is inf or -inf by the sign of x.
    if (a.numerator.length === 0) {
      throw new RangeError(`Cannot ${what}: 0/0 is undefined, received 0 / 0`);
    }
    return reduce(a.numerator, { exponent: [], coefficient: 0n });
  }
  if (b.numerator.length > 1) {
    throw new RangeError(
      `Cannot ${what}: only division by a single term is supported (CGSuite reduces other quotients with polynomial gcds; cgt does not yet), received ${
        formatSurreal(a)
      } / (${formatSurreal(b)})`,
    );
  }
  return reduce(
    multiplyTerms(a.numerator, [b.denominator]),
    multiplyTerm(a.denominator, b.numerator[0]),
  );
}

/**
 * Compares two surreal numbers.
 *
 * @param a A surreal number.
 * @param b A surreal number.
 * @returns -1, 0 or 1 as a < b, a = b or a > b.
 * @throws {TypeError} If an argument is not a surreal number.
 *
 * @example
 * ```ts
 * import { compareSurreals, parseSurreal } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(compareSurreals(parseSurreal("omega - 1"), parseSurreal("10^100")), 1);
 * ```
 */
export function compareSurreals(a: Surreal, b: Surreal): -1 | 0 | 1 {
  checkSurreal(a, "compare surreal numbers");
  checkSurreal(b, "compare surreal numbers");
  if (isInfinite(a) || isInfinite(b)) {
    // inf is above every other number and -inf below (CGSuite's cross-multiplication would
    // call inf and -inf equal).
    const rank = (x: Surreal) => isInfinite(x) ? Number(x.numerator[0].coefficient) : 0;
    const r = rank(a) - rank(b);
    if (r !== 0) return r > 0 ? 1 : -1;
    if (isInfinite(a)) return 0;
  }
  const d = addSurreals(a, negateSurreal(b));
  const lead = d.numerator[0];
  return lead === undefined ? 0 : lead.coefficient > 0n ? 1 : -1;
}

/**
 * The surreal number as a dyadic rational p / 2^k when it is one (a short game), else
 * `undefined`.
 *
 * @param a A surreal number.
 * @returns `{ numerator, exponent }` with a = numerator / 2^exponent, or `undefined`.
 * @throws {TypeError} If `a` is not a surreal number.
 *
 * @example
 * ```ts
 * import { dyadicOfSurreal, parseSurreal } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(dyadicOfSurreal(parseSurreal("3/12")), { numerator: 1n, exponent: 2 });
 * assert.equal(dyadicOfSurreal(parseSurreal("1/3")), undefined);
 * ```
 */
export function dyadicOfSurreal(a: Surreal): { numerator: bigint; exponent: number } | undefined {
  checkSurreal(a, "read surreal number");
  const [t, ...rest] = a.numerator;
  const d = a.denominator;
  if (
    rest.length > 0 || d.exponent.length > 0 || d.coefficient === 0n ||
    (t !== undefined && t.exponent.length > 0)
  ) {
    return undefined;
  }
  if ((d.coefficient & (d.coefficient - 1n)) !== 0n) return undefined;
  return { numerator: t?.coefficient ?? 0n, exponent: d.coefficient.toString(2).length - 1 };
}

/** The integer n as a surreal number. */
function integerSurreal(n: bigint): Surreal {
  return n === 0n
    ? { numerator: [], denominator: ONE_TERM }
    : { numerator: [{ exponent: [], coefficient: n }], denominator: ONE_TERM };
}

/**
 * The floor of a finite surreal number, the greatest integer k with k <= a. A number is finite
 * when its numerator's largest power of ω is at most its denominator's, so it lies between two
 * integers: rationals, and numbers such as `1/omega` or `(omega+1)/omega` (floor 0 and 1).
 *
 * @param a A finite surreal number.
 * @returns Its floor.
 * @throws {TypeError} If `a` is not a surreal number.
 * @throws {RangeError} If `a` is infinite (`omega`, `inf`, `-inf`: no integer lies below it and
 *   above it minus 1).
 *
 * @example CGSuite's GameTest.scala (game.Rational)
 * ```ts
 * import { floorOfSurreal, parseSurreal } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(floorOfSurreal(parseSurreal("-3/16")), -1n);
 * assert.equal(floorOfSurreal(parseSurreal("6/23")), 0n);
 * assert.equal(floorOfSurreal(parseSurreal("(omega+1)/omega")), 1n);
 * ```
 */
export function floorOfSurreal(a: Surreal): bigint {
  checkSurreal(a, "find floor");
  return floorOf(a, "find floor");
}

function floorOf(a: Surreal, what: string): bigint {
  const lead = a.numerator[0];
  const d = a.denominator;
  if (isInfinite(a) || (lead !== undefined && compareExponents(lead.exponent, d.exponent) > 0)) {
    throw new RangeError(
      `Cannot ${what}: the number is infinite, so no integer is within 1 of it, received ${
        formatSurreal(a)
      }`,
    );
  }
  // A first guess from the leading terms, off by at most 1 (the rest of the numerator is
  // smaller than one unit of the leading power), then corrected by comparisons.
  let k = 0n;
  if (lead !== undefined && compareExponents(lead.exponent, d.exponent) === 0) {
    const q = lead.coefficient / d.coefficient;
    k = q * d.coefficient > lead.coefficient ? q - 1n : q;
  }
  while (compareSurreals(integerSurreal(k), a) > 0) k--;
  while (compareSurreals(integerSurreal(k + 1n), a) <= 0) k++;
  return k;
}

/**
 * The ceiling of a finite surreal number, the least integer k with k >= a (see
 * {@link floorOfSurreal} for which numbers are finite).
 *
 * @param a A finite surreal number.
 * @returns Its ceiling, -floor(-a).
 * @throws {TypeError} If `a` is not a surreal number.
 * @throws {RangeError} If `a` is infinite.
 *
 * @example CGSuite's GameTest.scala (game.Rational)
 * ```ts
 * import { ceilingOfSurreal, parseSurreal } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(ceilingOfSurreal(parseSurreal("3/16")), 1n);
 * assert.equal(ceilingOfSurreal(parseSurreal("-19")), -19n);
 * ```
 */
export function ceilingOfSurreal(a: Surreal): bigint {
  checkSurreal(a, "find ceiling");
  return -floorOf(negateSurreal(a), "find ceiling");
}

/**
 * Whether a surreal number is an ordinal: a sum of terms c·ω^β with every c > 0 (0 and the
 * positive integers included), so a number with no right option in its simplest form, born on
 * the day it names (CGSuite's `IsOrdinal`; Conway, On Numbers and Games, ch. 2).
 *
 * @param a A surreal number.
 * @returns Whether `a` is an ordinal.
 * @throws {TypeError} If `a` is not a surreal number.
 *
 * @example CGSuite's GameTest.scala (game.GeneralizedOrdinal)
 * ```ts
 * import { isOrdinalSurreal, parseSurreal } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isOrdinalSurreal(parseSurreal("omega+5")), true);
 * assert.equal(isOrdinalSurreal(parseSurreal("omega-5")), false);
 * assert.equal(isOrdinalSurreal(parseSurreal("1/2")), false);
 * ```
 */
export function isOrdinalSurreal(a: Surreal): boolean {
  checkSurreal(a, "test surreal number");
  const d = a.denominator;
  return d.exponent.length === 0 && d.coefficient === 1n &&
    a.numerator.every((t) => t.coefficient > 0n);
}

/**
 * The birthday of a surreal number, the length of its sign expansion: for a dyadic rational
 * the birthday of its short game, for any other rational ω, and for x = G + r with G a
 * generalized ordinal whose terms all have positive exponents and r a rational, the ordinal
 * Σ |c|·ω^β over G's terms c·ω^β, plus the birthday of r: G's sign expansion is a block of |c|·ω^β
 * signs of c's sign per term, and r's follows (Gonshor, An Introduction to the Theory of
 * Surreal Numbers, 1986, ch. 5; CGSuite's `Birthday`, so ω-5 and -ω+5 are born on day ω+5).
 *
 * @param a A surreal number: a rational, or a generalized ordinal plus a rational.
 * @returns Its birthday, an ordinal.
 * @throws {TypeError} If `a` is not a surreal number.
 * @throws {RangeError} For `inf` and `-inf` (no birthday, as in CGSuite), and for numbers with a
 *   fraction of a power of ω (`1/omega`, `omega/2`), whose sign expansions cgt does not find.
 *
 * @example CGSuite's GameTest.scala
 * ```ts
 * import { birthdayOfSurreal, formatSurreal, parseSurreal } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSurreal(birthdayOfSurreal(parseSurreal("3/16"))), "5");
 * assert.equal(formatSurreal(birthdayOfSurreal(parseSurreal("6/23"))), "ω");
 * assert.equal(formatSurreal(birthdayOfSurreal(parseSurreal("-omega+5"))), "ω+5");
 * ```
 */
export function birthdayOfSurreal(a: Surreal): Surreal {
  checkSurreal(a, "find birthday");
  if (isInfinite(a)) {
    throw new RangeError(
      `Cannot find birthday: ${formatSurreal(a)} has no birthday, received ${formatSurreal(a)}`,
    );
  }
  const d = a.denominator;
  const infinite = a.numerator.filter((t) => t.exponent.length > 0);
  if (d.exponent.length > 0 || infinite.some((t) => t.coefficient % d.coefficient !== 0n)) {
    throw new RangeError(
      `Cannot find birthday: cgt finds the birthdays of rationals and of generalized ordinals plus rationals only, received ${
        formatSurreal(a)
      }`,
    );
  }
  const finite = a.numerator.find((t) => t.exponent.length === 0)?.coefficient ?? 0n;
  const rest = rational(finite, d.coefficient);
  const dy = dyadicOfSurreal(rest);
  let day: Surreal;
  if (dy === undefined) day = OMEGA;
  else {
    // p / 2^k with p odd and k > 0: |x| rounded down, plus k + 1; an integer n: |n|.
    const p = dy.numerator < 0n ? -dy.numerator : dy.numerator;
    const whole = dy.exponent === 0 ? p : (p >> BigInt(dy.exponent)) + BigInt(dy.exponent) + 1n;
    day = integerSurreal(whole);
  }
  const ordinalPart: SurrealTerm[] = infinite.map((t) => ({
    exponent: t.exponent,
    coefficient: (t.coefficient < 0n ? -t.coefficient : t.coefficient) / d.coefficient,
  }));
  return addSurreals({ numerator: ordinalPart, denominator: ONE_TERM }, day);
}

function formatExponent(exponent: readonly number[]): string {
  // β as an ordinal: its terms ω^j·b_j, largest first.
  const terms: SurrealTerm[] = [];
  for (let j = exponent.length - 1; j >= 0; j--) {
    if (exponent[j] > 0) {
      terms.push({ exponent: j === 0 ? [] : [j], coefficient: BigInt(exponent[j]) });
    }
  }
  const text = formatTerms(terms);
  const parens = terms.length > 1 || (terms[0].coefficient !== 1n && terms[0].exponent.length > 0);
  return parens ? `(${text})` : text;
}

function formatTerms(terms: readonly SurrealTerm[]): string {
  if (terms.length === 0) return "0";
  return terms.map((t, i) => {
    const sign = t.coefficient < 0n ? "-" : i === 0 ? "" : "+";
    const c = t.coefficient < 0n ? -t.coefficient : t.coefficient;
    if (t.exponent.length === 0) return `${sign}${c}`;
    const coefficient = c === 1n ? "" : `${c}`;
    const power = t.exponent.length === 1 && t.exponent[0] === 1
      ? ""
      : `^${formatExponent(t.exponent)}`;
    return `${sign}${coefficient}ω${power}`;
  }).join("");
}

/**
 * Prints a surreal number as CGSuite does: `-61/30`, `ω-1`, `2ω`, `ω^(ω+1)`, `1/ω`,
 * `(ω+1)/2` (a numerator of several terms in parentheses), `inf`, `-inf`.
 *
 * @param a A surreal number.
 * @returns Its text.
 * @throws {TypeError} If `a` is not a surreal number.
 *
 * @example
 * ```ts
 * import { formatSurreal, parseSurreal } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSurreal(parseSurreal("(omega + 1) / 2")), "(ω+1)/2");
 * ```
 */
export function formatSurreal(a: Surreal): string {
  checkSurreal(a, "format surreal number");
  if (isInfinite(a)) return a.numerator[0].coefficient < 0n ? "-inf" : "inf";
  const n = formatTerms(a.numerator);
  const d = a.denominator;
  if (d.exponent.length === 0 && d.coefficient === 1n) return n;
  return `${a.numerator.length > 1 ? `(${n})` : n}/${formatTerms([d])}`;
}

/**
 * Reads a surreal-number expression as CGSuite does: decimal integers, `omega` or `ω`, `inf`,
 * `+`, `-` (also unary), `*`, `/` (by a single term; x/0 is `inf` or `-inf` by the sign of x, as
 * in CGSuite), `^` (a power of ω by an ordinal below ω^ω or a negative integer, or any number to
 * an integer power, up to 1000) and parentheses.
 *
 * @param text The expression.
 * @returns Its value.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it cannot be read (the message gives the position).
 * @throws {RangeError} If it is too long, divides by a sum, is undefined (0/0, inf - inf) or
 *   out of range.
 *
 * @example
 * ```ts
 * import { formatSurreal, parseSurreal } from "@cgt/partizan/surreal";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSurreal(parseSurreal("2 * omega^2 - omega^-1")), "(2ω^3-1)/ω");
 * ```
 */
export function parseSurreal(text: string): Surreal {
  if (typeof text !== "string") {
    throw new TypeError(
      `Cannot parse surreal number: expected a string, received ${describeValue(text)}`,
    );
  }
  if (text.length > MAX_SURREAL_TEXT_LENGTH) {
    throw new RangeError(
      `Cannot parse surreal number: the text may have at most ${MAX_SURREAL_TEXT_LENGTH} characters, received ${text.length}`,
    );
  }
  const reader = new Reader(text);
  const value = reader.sum();
  reader.skip();
  if (reader.pos < text.length) reader.fail("an operator or the end");
  return value;
}

/** The largest integer power {@link parseSurreal} computes: 1000. */
const MAX_POWER = 1000;
/** The deepest nesting {@link parseSurreal} accepts: 100. */
const MAX_DEPTH = 100;

class Reader {
  readonly text: string;
  pos = 0;
  #depth = 0;

  constructor(text: string) {
    this.text = text;
  }

  skip(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
  }

  fail(expected: string): never {
    const found = this.pos < this.text.length
      ? `"${this.text[this.pos]}"`
      : "the end of the expression";
    throw new SyntaxError(
      `Cannot parse surreal number: expected ${expected} at position ${
        this.pos + 1
      }, found ${found}`,
    );
  }

  #peek(): string {
    this.skip();
    return this.text[this.pos] ?? "";
  }

  sum(): Surreal {
    if (++this.#depth > MAX_DEPTH) {
      throw new RangeError(
        `Cannot parse surreal number: parentheses may nest at most ${MAX_DEPTH} deep`,
      );
    }
    let value = this.#product();
    for (;;) {
      const c = this.#peek();
      if (c !== "+" && c !== "-") break;
      this.pos++;
      const right = this.#product();
      value = addSurreals(value, c === "+" ? right : negateSurreal(right));
    }
    this.#depth--;
    return value;
  }

  #product(): Surreal {
    let value = this.#unary();
    for (;;) {
      const c = this.#peek();
      if (c !== "*" && c !== "/") return value;
      this.pos++;
      const right = this.#unary();
      value = c === "*" ? multiplySurreals(value, right) : divideSurreals(value, right);
    }
  }

  #unary(): Surreal {
    if (this.#peek() === "-") {
      this.pos++;
      return negateSurreal(this.#unary());
    }
    return this.#power();
  }

  #power(): Surreal {
    const isOmega = this.#atOmega();
    const base = this.#atom();
    if (this.#peek() !== "^") return base;
    this.pos++;
    const start = this.pos;
    const exponent = this.#unary();
    if (isOmega) return omegaTo(exponent, start);
    const n = dyadicOfSurreal(exponent);
    if (
      n === undefined || n.exponent !== 0 || n.numerator > MAX_POWER || -n.numerator > MAX_POWER
    ) {
      throw new RangeError(
        `Cannot parse surreal number: a power other than of ω must be an integer from -${MAX_POWER} to ${MAX_POWER}, received ${
          formatSurreal(exponent)
        } at position ${start + 1}`,
      );
    }
    let result = rational(1n);
    for (let i = 0n; i < (n.numerator < 0n ? -n.numerator : n.numerator); i++) {
      result = multiplySurreals(result, base);
    }
    return n.numerator < 0n ? divideSurreals(rational(1n), result) : result;
  }

  #atOmega(): boolean {
    this.skip();
    return this.text.startsWith("ω", this.pos) ||
      /^omega(?![A-Za-z0-9_])/i.test(this.text.slice(this.pos, this.pos + 6));
  }

  #atom(): Surreal {
    const c = this.#peek();
    if (c === "(") {
      this.pos++;
      const value = this.sum();
      if (this.#peek() !== ")") this.fail('")"');
      this.pos++;
      return value;
    }
    if (c >= "0" && c <= "9" && c !== "") {
      const start = this.pos;
      while (/[0-9]/.test(this.text[this.pos] ?? "")) this.pos++;
      const digits = this.text.slice(start, this.pos);
      if (digits.length > MAX_SURREAL_DIGITS) {
        throw new RangeError(
          `Cannot parse surreal number: integers may have at most ${MAX_SURREAL_DIGITS} digits, received ${digits.length} at position ${
            start + 1
          }`,
        );
      }
      const value = rational(BigInt(digits));
      // A coefficient written before ω, as CGSuite prints it: 2ω.
      return this.#atOmega() ? multiplySurreals(value, this.#power()) : value;
    }
    if (this.#atOmega()) {
      this.pos += this.text.startsWith("ω", this.pos) ? 1 : 5;
      return OMEGA;
    }
    if (/^inf(?![A-Za-z0-9_])/.test(this.text.slice(this.pos, this.pos + 4))) {
      this.pos += 3;
      return INFINITY;
    }
    this.fail('a number, "omega", "ω", "inf", "-" or "("');
  }
}

/** ω^x for an ordinal x below ω^ω or a negative integer x. */
function omegaTo(x: Surreal, start: number): Surreal {
  const d = x.denominator;
  const n = dyadicOfSurreal(x);
  if (n !== undefined && n.exponent === 0 && n.numerator < 0n) {
    if (-n.numerator > BigInt(MAX_SURREAL_EXPONENT_COEFFICIENT)) {
      throw new RangeError(
        `Cannot parse surreal number: exponent coefficients must be at most ${MAX_SURREAL_EXPONENT_COEFFICIENT}, received ${n.numerator}`,
      );
    }
    return reduce([ONE_TERM], { exponent: [Number(-n.numerator)], coefficient: 1n });
  }
  const ordinalBelowOmegaOmega = d.exponent.length === 0 && d.coefficient === 1n &&
    x.numerator.every((t) => t.coefficient > 0n && t.exponent.length <= 1);
  if (!ordinalBelowOmegaOmega) {
    throw new RangeError(
      `Cannot parse surreal number: an exponent of ω must be an ordinal below ω^ω or a negative integer, received ${
        formatSurreal(x)
      } at position ${start + 1}`,
    );
  }
  const exponent: number[] = [];
  for (const t of x.numerator) {
    if (t.coefficient > BigInt(MAX_SURREAL_EXPONENT_COEFFICIENT)) {
      throw new RangeError(
        `Cannot parse surreal number: exponent coefficients must be at most ${MAX_SURREAL_EXPONENT_COEFFICIENT}, received ${t.coefficient}`,
      );
    }
    const j = t.exponent[0] ?? 0;
    if (j > 1000) {
      throw new RangeError(
        `Cannot parse surreal number: an exponent of ω must be below ω^1001, received ${
          formatSurreal(x)
        }`,
      );
    }
    while (exponent.length <= j) exponent.push(0);
    exponent[j] = Number(t.coefficient);
  }
  return { numerator: [{ exponent, coefficient: 1n }], denominator: ONE_TERM };
}
