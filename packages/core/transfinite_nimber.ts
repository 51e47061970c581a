/**
 * Transfinite nimber arithmetic: nim-sum, nim-product, inverse, quotient, powers and square
 * roots of the ordinals below ω^(ω^54), read and printed in Cantor normal form as CGSuite does
 * (`ω^2`, `ω^ω^7+1`, `3ω+1`).
 *
 * @example
 * ```ts
 * import {
 *   formatOrdinal,
 *   ordinalNimPower,
 *   ordinalNimProduct,
 *   parseOrdinal,
 * } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * const omega = parseOrdinal("ω");
 * assert.equal(formatOrdinal(ordinalNimProduct(omega, omega)), "ω^2");
 * assert.equal(formatOrdinal(ordinalNimPower(omega, 3n)), "2");
 * ```
 *
 * @module
 */

import { describeValue } from "./describe_value.ts";
import { spendSteps } from "./limits.ts";
import { nimberInverse, nimberProduct, nimberSqrt } from "./nimber.ts";

// ---------------------------------------------------------------------------
// The mathematics (Lenstra, "Nim multiplication", Séminaire de théorie des nombres de
// Bordeaux, 1977/78; Conway, On Numbers and Games, ch. 6; DiMuro, "On On_p", 2011).
//
// For a prime power q = p^n define κ_q: for p = 2, κ_q = 2^(2^(n-1)) (the Fermat 2-powers);
// for p the k-th odd prime (3 is the first), κ_q = ω^(ω^(k-1) · p^(n-1)). The ordinals below
// κ_q form a field K_q, and κ_q has degree p over it: κ_q^p = κ_(q/p) when n ≥ 2, and
// κ_p^p = α_p, a fixed element of K_p (for p = 2, κ_2^2 = 3 = κ_2 + 1). Lenstra showed that
// α_p = excess(p) + Σ κ_r over a set Q(p) of prime powers r dividing the order of 2 mod p, with
// excess(p) a finite nimber. So the ordinals below ω^(ω^ω) are a tower of Kummer extensions of
// the finite nimbers, adjoining κ_3, κ_9, κ_27, ..., then κ_5, κ_25, ..., then κ_7, ...; and the
// Cantor normal form is the tower's monomial basis: writing each coefficient b_j of
// β = Σ ω^j b_j in base p (p the (j+1)-th odd prime) gives the exponents of the κ's, and the
// ordinal ω^β · c is the nim-product of c with those powers of κ's (Lenstra, section 4).
//
// Lenstra's constants (excess(p), Q(p)) for the odd primes up to 257, as Lenstra and DiMuro
// tabulate them and as CGSuite 2.2 uses them. Those of the primes whose fields are small enough
// are recomputed from the definition in transfinite_nimber_test.ts.
// ---------------------------------------------------------------------------

/** [p, excess(p), Q(p)] for the k-th odd prime p, at index k - 1. */
const LENSTRA: readonly (readonly [number, number, readonly number[]])[] = [
  [3, 0, [2]],
  [5, 0, [4]],
  [7, 1, [3]],
  [11, 1, [5]],
  [13, 0, [4, 3]],
  [17, 0, [8]],
  [19, 4, [9]],
  [23, 1, [11]],
  [29, 0, [4, 7]],
  [31, 1, [5]],
  [37, 0, [4, 9]],
  [41, 1, [5]],
  [43, 1, [7]],
  [47, 1, [23]],
  [53, 1, [13]],
  [59, 1, [29]],
  [61, 0, [3, 5]],
  [67, 0, [3, 11]],
  [71, 0, [5, 7]],
  [73, 1, [9]],
  [79, 1, [13]],
  [83, 1, [41]],
  [89, 1, [11]],
  [97, 0, [16, 3]],
  [101, 1, [25]],
  [103, 0, [3, 17]],
  [107, 1, [53]],
  [109, 0, [4, 9]],
  [113, 0, [4, 7]],
  [127, 1, [7]],
  [131, 0, [5, 13]],
  [137, 1, [17]],
  [139, 0, [3, 23]],
  [149, 1, [37]],
  [151, 0, [3, 5]],
  [157, 1, [13]],
  [163, 4, [81]],
  [167, 1, [83]],
  [173, 0, [4, 43]],
  [179, 1, [89]],
  [181, 0, [9, 5]],
  [191, 0, [5, 19]],
  [193, 0, [32, 3]],
  [197, 0, [4, 49]],
  [199, 0, [9, 11]],
  [211, 0, [5, 7]],
  [223, 1, [37]],
  [227, 1, [113]],
  [229, 1, [19]],
  [233, 1, [29]],
  [239, 0, [7, 17]],
  [241, 0, [8, 3]],
  [251, 1, [25]],
  [257, 0, [16]],
];

/**
 * The number of odd primes whose constants are known here (those up to 257, as in CGSuite):
 * the exponent β of every term ω^β must be below ω^MAX_OMEGA_EXPONENT_DEGREE.
 */
export const MAX_OMEGA_EXPONENT_DEGREE: number = LENSTRA.length;

/**
 * The largest coefficient b_j of an exponent β = Σ ω^j b_j (2^32 - 1). Larger ones would only
 * add levels to the tower of fields that no computation in reasonable time could use.
 */
export const MAX_OMEGA_EXPONENT_COEFFICIENT: number = 2 ** 32 - 1;

/** The most terms an ordinal may have (inputs and results): 4096. */
export const MAX_ORDINAL_TERMS: number = 4096;

/** One term ω^β · c of the Cantor normal form of an ordinal below ω^(ω^54). */
export interface OrdinalTerm {
  /**
   * The exponent β = Σ ω^j · exponent[j], lowest power first, without trailing zeros (so `[]`
   * is β = 0 and `[0, 1]` is β = ω). Each coefficient is a safe integer.
   */
  readonly exponent: readonly number[];
  /** The finite coefficient c, positive. */
  readonly coefficient: bigint;
}

/** An ordinal below ω^(ω^54) in Cantor normal form: its terms by decreasing exponent. */
export interface Ordinal {
  /** The terms ω^β · c, largest β first, each β once; `[]` for 0. */
  readonly terms: readonly OrdinalTerm[];
}

// ---------------------------------------------------------------------------
// Elements of the tower. A level is (k, n): κ_q for q = p^n, p the k-th odd prime, encoded as
// k * 64 + n (n < 64 since exponent coefficients are below 2^32). Level 0 is the finite nimbers.
// An element of level L is a polynomial in κ_L of degree below p with coefficients of lower
// levels, at least one of a positive degree (else it is its constant coefficient).

type Elem = bigint | Poly;

interface Poly {
  readonly level: number;
  readonly coeffs: ReadonlyMap<number, Elem>;
}

function levelOf(e: Elem): number {
  return typeof e === "bigint" ? 0 : e.level;
}

function primeOf(level: number): number {
  return LENSTRA[(level >> 6) - 1][0];
}

function make(level: number, coeffs: Map<number, Elem>): Elem {
  if (coeffs.size === 0) return 0n;
  if (coeffs.size === 1 && coeffs.has(0)) return coeffs.get(0)!;
  return { level, coeffs };
}

/** κ_q for a prime power q = p^n with p = 2 or an odd prime up to 257. */
function kappaOf(q: number): Elem {
  if ((q & (q - 1)) === 0) return 1n << (1n << BigInt(Math.log2(q) - 1));
  const k = LENSTRA.findIndex(([p]) => q % p === 0) + 1;
  const p = LENSTRA[k - 1][0];
  let n = 0;
  for (let r = q; r > 1; r /= p) n++;
  return { level: k * 64 + n, coeffs: new Map([[1, 1n]]) };
}

/** κ_L^p, an element of a lower level. */
function kappaPower(level: number): Elem {
  if ((level & 63) >= 2) return { level: level - 1, coeffs: new Map([[1, 1n]]) };
  const [, excess, qSet] = LENSTRA[(level >> 6) - 1];
  let alpha: Elem = BigInt(excess);
  for (const q of qSet) alpha = add(alpha, kappaOf(q));
  return alpha;
}

function addInto(coeffs: Map<number, Elem>, e: number, c: Elem): void {
  const old = coeffs.get(e);
  const sum = old === undefined ? c : add(old, c);
  if (sum === 0n) coeffs.delete(e);
  else coeffs.set(e, sum);
}

function add(a: Elem, b: Elem): Elem {
  if (typeof a === "bigint" && typeof b === "bigint") return a ^ b;
  const la = levelOf(a), lb = levelOf(b);
  if (la < lb) return add(b, a);
  const coeffs = new Map((a as Poly).coeffs);
  if (la > lb) addInto(coeffs, 0, b);
  else for (const [e, c] of (b as Poly).coeffs) addInto(coeffs, e, c);
  return make(la, coeffs);
}

function mul(a: Elem, b: Elem): Elem {
  if (typeof a === "bigint" && typeof b === "bigint") {
    spendSteps(1);
    return nimberProduct(a, b);
  }
  const la = levelOf(a), lb = levelOf(b);
  if (la < lb) return mul(b, a);
  if (b === 0n) return 0n;
  const coeffs = new Map<number, Elem>();
  const pa = a as Poly;
  if (la > lb) {
    // A field has no zero divisors, so no coefficient vanishes.
    for (const [e, c] of pa.coeffs) coeffs.set(e, mul(c, b));
    return make(la, coeffs);
  }
  const p = primeOf(la);
  let top: Elem | undefined;
  for (const [i, x] of pa.coeffs) {
    for (const [j, y] of (b as Poly).coeffs) {
      let c = mul(x, y);
      let e = i + j;
      if (e >= p) {
        top ??= kappaPower(la);
        c = mul(c, top);
        e -= p;
      }
      addInto(coeffs, e, c);
    }
  }
  return make(la, coeffs);
}

// Dense polynomials over the field below a level, for the inverse: arrays of coefficients,
// lowest first, without trailing zeros.

function trim(a: Elem[]): Elem[] {
  while (a.length > 0 && a[a.length - 1] === 0n) a.pop();
  return a;
}

function polySubMul(a: Elem[], q: Elem[], b: Elem[]): Elem[] {
  // a - q b (= a + q b in characteristic 2).
  const out = a.slice();
  for (let i = 0; i < q.length; i++) {
    if (q[i] === 0n) continue;
    for (let j = 0; j < b.length; j++) {
      if (b[j] === 0n) continue;
      while (out.length <= i + j) out.push(0n);
      out[i + j] = add(out[i + j], mul(q[i], b[j]));
    }
  }
  return trim(out);
}

function inverse(a: Elem): Elem {
  if (typeof a === "bigint") {
    spendSteps(1);
    return nimberInverse(a);
  }
  // Extended Euclid in K[x] with the minimal polynomial x^p - κ^p of κ = κ_L over K.
  const level = a.level, p = primeOf(level);
  let r0: Elem[] = new Array<Elem>(p + 1).fill(0n);
  r0[0] = kappaPower(level);
  r0[p] = 1n;
  let r1: Elem[] = new Array<Elem>(p).fill(0n);
  for (const [e, c] of a.coeffs) r1[e] = c;
  r1 = trim(r1);
  let s0: Elem[] = [];
  let s1: Elem[] = [1n];
  while (r1.length > 1) {
    const leadInverse = inverse(r1[r1.length - 1]);
    const q: Elem[] = new Array<Elem>(Math.max(0, r0.length - r1.length + 1)).fill(0n);
    let r = r0.slice();
    while (r.length >= r1.length) {
      const shift = r.length - r1.length;
      const factor = mul(r[r.length - 1], leadInverse);
      q[shift] = add(q[shift], factor);
      const monomial: Elem[] = new Array<Elem>(shift + 1).fill(0n);
      monomial[shift] = factor;
      r = polySubMul(r, monomial, r1);
    }
    [r0, r1] = [r1, r];
    [s0, s1] = [s1, polySubMul(s0, trim(q), s1)];
  }
  // x^p - κ^p is irreducible and a ≠ 0, so the last remainder is a nonzero constant.
  const d = inverse(r1[0]);
  const coeffs = new Map<number, Elem>();
  s1.forEach((c, e) => {
    if (c !== 0n) coeffs.set(e, mul(c, d));
  });
  return make(level, coeffs);
}

function power(a: Elem, n: bigint): Elem {
  if (n < 0n) return power(inverse(a), -n);
  let result: Elem = 1n;
  let base = a;
  for (; n > 0n; n >>= 1n) {
    if (n & 1n) result = mul(result, base);
    if (n > 1n) base = mul(base, base);
  }
  return result;
}

function sqrt(a: Elem): Elem {
  if (typeof a === "bigint") {
    spendSteps(1);
    return nimberSqrt(a);
  }
  // Squaring is a field automorphism, so the root of Σ c_e κ^e is Σ √c_e (√κ)^e, and
  // √κ = κ^((p+1)/2) / √(κ^p), since its square is κ^(p+1) / κ^p.
  const level = a.level, p = primeOf(level);
  const kappa: Elem = { level, coeffs: new Map([[1, 1n]]) };
  const rootKappa = mul(power(kappa, BigInt((p + 1) / 2)), inverse(sqrt(kappaPower(level))));
  let result: Elem = 0n;
  for (const [e, c] of a.coeffs) result = add(result, mul(sqrt(c), power(rootKappa, BigInt(e))));
  return result;
}

// ---------------------------------------------------------------------------
// Between ordinals and elements.

function termToElem(t: OrdinalTerm): Elem {
  let e: Elem = t.coefficient;
  t.exponent.forEach((b, j) => {
    const p = LENSTRA[j][0];
    for (let n = 1; b > 0; n++) {
      const d = b % p;
      if (d > 0) e = { level: (j + 1) * 64 + n, coeffs: new Map([[d, e]]) };
      b = (b - d) / p;
    }
  });
  return e;
}

function toElem(a: Ordinal): Elem {
  let e: Elem = 0n;
  for (const t of a.terms) e = add(e, termToElem(t));
  return e;
}

function collectTerms(e: Elem, exponent: number[], out: OrdinalTerm[]): void {
  if (typeof e === "bigint") {
    if (e === 0n) return;
    const trimmed = exponent.slice();
    while (trimmed.length > 0 && trimmed[trimmed.length - 1] === 0) trimmed.pop();
    out.push({ exponent: trimmed, coefficient: e });
    return;
  }
  const k = e.level >> 6, n = e.level & 63, p = primeOf(e.level);
  const weight = p ** (n - 1);
  for (const [d, c] of e.coeffs) {
    const next = exponent.slice();
    while (next.length < k) next.push(0);
    next[k - 1] += d * weight;
    collectTerms(c, next, out);
  }
}

function compareExponents(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return a.length - b.length;
  for (let j = a.length - 1; j >= 0; j--) if (a[j] !== b[j]) return a[j] - b[j];
  return 0;
}

function fromElem(e: Elem, what: string): Ordinal {
  const terms: OrdinalTerm[] = [];
  collectTerms(e, [], terms);
  terms.sort((x, y) => compareExponents(y.exponent, x.exponent));
  if (terms.length > MAX_ORDINAL_TERMS) {
    throw new RangeError(
      `Cannot ${what}: the result has ${terms.length} terms, more than ${MAX_ORDINAL_TERMS}`,
    );
  }
  return { terms };
}

function checkOrdinal(a: unknown, what: string): Ordinal {
  const terms = (a as Ordinal | null)?.terms;
  if (!Array.isArray(terms)) {
    throw new TypeError(`Cannot ${what}: expected an ordinal, received ${describeValue(a)}`);
  }
  if (terms.length > MAX_ORDINAL_TERMS) {
    throw new RangeError(
      `Cannot ${what}: an ordinal may have at most ${MAX_ORDINAL_TERMS} terms, received ${terms.length}`,
    );
  }
  let previous: readonly number[] | undefined;
  for (const t of terms as unknown[]) {
    const term = t as OrdinalTerm;
    const exponent = term?.exponent;
    if (
      typeof term?.coefficient !== "bigint" || !Array.isArray(exponent) ||
      !exponent.every((b) => Number.isSafeInteger(b) && b >= 0)
    ) {
      throw new TypeError(
        `Cannot ${what}: expected terms { exponent: number[], coefficient: bigint }, received ${
          describeValue(t)
        }`,
      );
    }
    if (term.coefficient <= 0n || (exponent.length > 0 && exponent[exponent.length - 1] === 0)) {
      throw new RangeError(
        `Cannot ${what}: coefficients must be positive and exponents without trailing zeros, received ${
          formatTerm(term)
        }`,
      );
    }
    if (previous !== undefined && compareExponents(previous, exponent) <= 0) {
      throw new RangeError(
        `Cannot ${what}: terms must have strictly decreasing exponents, received ${
          formatTerm(term)
        } after a term of no larger exponent`,
      );
    }
    checkExponent(exponent, what);
    previous = exponent;
  }
  return a as Ordinal;
}

function checkExponent(exponent: readonly number[], what: string): void {
  if (exponent.length > MAX_OMEGA_EXPONENT_DEGREE) {
    throw new RangeError(
      `Cannot ${what}: nim arithmetic is known only below ω^(ω^${MAX_OMEGA_EXPONENT_DEGREE}) (Lenstra's constants for the odd primes up to 257, as in CGSuite), received an exponent of degree ${
        exponent.length - 1
      }`,
    );
  }
  for (const b of exponent) {
    if (b > MAX_OMEGA_EXPONENT_COEFFICIENT) {
      throw new RangeError(
        `Cannot ${what}: exponent coefficients must be at most ${MAX_OMEGA_EXPONENT_COEFFICIENT}, received ${b}`,
      );
    }
  }
}

// ---------------------------------------------------------------------------
// The public API.

/**
 * The finite ordinal `n`.
 *
 * @param n A non-negative integer.
 * @returns The ordinal n.
 * @throws {TypeError} If `n` is not a bigint or a safe integer.
 * @throws {RangeError} If `n` is negative.
 *
 * @example
 * ```ts
 * import { formatOrdinal, ordinal } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatOrdinal(ordinal(47n)), "47");
 * ```
 */
export function ordinal(n: bigint | number): Ordinal {
  if (typeof n === "number" && Number.isSafeInteger(n)) n = BigInt(n);
  if (typeof n !== "bigint") {
    throw new TypeError(
      `Cannot make ordinal: expected a bigint or a safe integer, received ${describeValue(n)}`,
    );
  }
  if (n < 0n) throw new RangeError(`Cannot make ordinal: ordinals are not negative, received ${n}`);
  return { terms: n === 0n ? [] : [{ exponent: [], coefficient: n }] };
}

/**
 * The ordinal ω^β for an ordinal β below ω^54 (ordinal exponentiation, not a nim-power).
 *
 * @param exponent β.
 * @returns ω^β.
 * @throws {TypeError} If `exponent` is not an ordinal.
 * @throws {RangeError} If β is not below ω^54 or a coefficient of β passes 2^32 - 1.
 *
 * @example
 * ```ts
 * import { formatOrdinal, omegaPower, ordinal } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatOrdinal(omegaPower(omegaPower(ordinal(7)))), "ω^ω^7");
 * ```
 */
export function omegaPower(exponent: Ordinal): Ordinal {
  const what = "raise ω to a power";
  checkOrdinal(exponent, what);
  const digits: number[] = [];
  for (const t of exponent.terms) {
    if (t.exponent.length > 1 || (t.exponent.length === 1 && t.exponent[0] > 53)) {
      throw new RangeError(
        `Cannot ${what}: nim arithmetic is known only below ω^(ω^${MAX_OMEGA_EXPONENT_DEGREE}) (Lenstra's constants for the odd primes up to 257, as in CGSuite), received the exponent ${
          formatOrdinal(exponent)
        }`,
      );
    }
    if (t.coefficient > BigInt(MAX_OMEGA_EXPONENT_COEFFICIENT)) {
      throw new RangeError(
        `Cannot ${what}: exponent coefficients must be at most ${MAX_OMEGA_EXPONENT_COEFFICIENT}, received ${t.coefficient}`,
      );
    }
    const j = t.exponent.length === 0 ? 0 : t.exponent[0];
    while (digits.length <= j) digits.push(0);
    digits[j] = Number(t.coefficient);
  }
  return { terms: [{ exponent: digits, coefficient: 1n }] };
}

/** The natural (Hessenberg) sum, CGSuite's `+` on ordinals: coefficients of equal powers add. */
function naturalSum(a: Ordinal, b: Ordinal): Ordinal {
  const byExponent = new Map<string, OrdinalTerm>();
  for (const t of [...a.terms, ...b.terms]) {
    const key = t.exponent.join(",");
    const old = byExponent.get(key);
    byExponent.set(key, {
      exponent: t.exponent,
      coefficient: (old?.coefficient ?? 0n) + t.coefficient,
    });
  }
  return {
    terms: [...byExponent.values()].filter((t) => t.coefficient > 0n)
      .sort((x, y) => compareExponents(y.exponent, x.exponent)),
  };
}

/**
 * The natural (Hessenberg) product, CGSuite's `*` on ordinals: ω^β·c times ω^γ·d is
 * ω^(β⊕γ)·cd with β⊕γ the natural sum of the exponents.
 */
function naturalProduct(a: Ordinal, b: Ordinal): Ordinal {
  let result: Ordinal = { terms: [] };
  for (const x of a.terms) {
    for (const y of b.terms) {
      const exponent: number[] = [];
      for (let j = 0; j < Math.max(x.exponent.length, y.exponent.length); j++) {
        exponent.push((x.exponent[j] ?? 0) + (y.exponent[j] ?? 0));
      }
      checkExponent(exponent, "multiply ordinals");
      result = naturalSum(result, {
        terms: [{ exponent, coefficient: x.coefficient * y.coefficient }],
      });
    }
  }
  return result;
}

/**
 * Compares two ordinals: -1, 0 or 1 as a < b, a = b or a > b.
 *
 * @param a An ordinal.
 * @param b An ordinal.
 * @returns The sign of a - b.
 * @throws {TypeError} If an argument is not an ordinal.
 *
 * @example
 * ```ts
 * import { compareOrdinals, parseOrdinal } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(compareOrdinals(parseOrdinal("ω+1"), parseOrdinal("2ω")), -1);
 * ```
 */
export function compareOrdinals(a: Ordinal, b: Ordinal): -1 | 0 | 1 {
  checkOrdinal(a, "compare ordinals");
  checkOrdinal(b, "compare ordinals");
  for (let i = 0;; i++) {
    const x = a.terms[i], y = b.terms[i];
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? -1 : 1;
    const c = compareExponents(x.exponent, y.exponent);
    if (c !== 0) return c < 0 ? -1 : 1;
    if (x.coefficient !== y.coefficient) return x.coefficient < y.coefficient ? -1 : 1;
  }
}

/**
 * The nim-sum a ⊕ b: the coefficients of equal powers of ω are nim-added (bitwise exclusive or).
 *
 * @param a An ordinal.
 * @param b An ordinal.
 * @returns a ⊕ b.
 * @throws {TypeError} If an argument is not an ordinal.
 *
 * @example
 * ```ts
 * import { formatOrdinal, ordinalNimSum, parseOrdinal } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatOrdinal(ordinalNimSum(parseOrdinal("ω+3"), parseOrdinal("2ω+1"))), "3ω+2");
 * ```
 */
export function ordinalNimSum(a: Ordinal, b: Ordinal): Ordinal {
  checkOrdinal(a, "nim-add ordinals");
  checkOrdinal(b, "nim-add ordinals");
  return fromElem(add(toElem(a), toElem(b)), "nim-add ordinals");
}

/**
 * The nim-product a ⊗ b of ordinals below ω^(ω^54), exact, by Lenstra's description of the
 * field (κ_3 = ω with ω^3 = 2, (ω^ω)^5 = 4, (ω^(ω^2))^7 = ω + 1, ...). Costs a step of the
 * budget of `@cgt/core/limits` per product of finite coefficients: about the product of the
 * term counts, times the degree over the finite nimbers of the field the operands generate.
 *
 * @param a An ordinal.
 * @param b An ordinal.
 * @returns a ⊗ b.
 * @throws {TypeError} If an argument is not an ordinal.
 * @throws {RangeError} If an exponent is out of the supported range or the result has more
 *   than 4096 terms.
 * @throws {GameLimitError} If the step budget runs out.
 *
 * @example
 * ```ts
 * import { formatOrdinal, ordinalNimProduct, parseOrdinal } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * const omega = parseOrdinal("ω");
 * assert.equal(formatOrdinal(ordinalNimProduct(omega, omega)), "ω^2");
 * assert.equal(formatOrdinal(ordinalNimProduct(parseOrdinal("ω^2"), omega)), "2");
 * ```
 */
export function ordinalNimProduct(a: Ordinal, b: Ordinal): Ordinal {
  const what = "nim-multiply ordinals";
  checkOrdinal(a, what);
  checkOrdinal(b, what);
  return fromElem(mul(toElem(a), toElem(b)), what);
}

/**
 * The nim-inverse of a nonzero ordinal below ω^(ω^54): the x with a ⊗ x = 1 (by Euclid's
 * algorithm in each extension of the tower).
 *
 * @param a A nonzero ordinal.
 * @returns Its inverse.
 * @throws {TypeError} If `a` is not an ordinal.
 * @throws {RangeError} If `a` is 0 or out of the supported range, or the result has more than
 *   4096 terms.
 * @throws {GameLimitError} If the step budget runs out.
 *
 * @example
 * ```ts
 * import { formatOrdinal, ordinalNimInverse, parseOrdinal } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * // ω ⊗ ω^2 = ω^3 = 2, and 2 ⊗ 3 = 1, so 1/ω = 3ω^2.
 * assert.equal(formatOrdinal(ordinalNimInverse(parseOrdinal("ω"))), "3ω^2");
 * ```
 */
export function ordinalNimInverse(a: Ordinal): Ordinal {
  const what = "nim-invert an ordinal";
  checkOrdinal(a, what);
  if (a.terms.length === 0) throw new RangeError(`Cannot ${what}: 0 has no inverse, received 0`);
  return fromElem(inverse(toElem(a)), what);
}

/**
 * The nim-quotient a ⊘ b = a ⊗ b^-1.
 *
 * @param a The dividend.
 * @param b The divisor, nonzero.
 * @returns a ⊘ b.
 * @throws {TypeError} If an argument is not an ordinal.
 * @throws {RangeError} If `b` is 0, an ordinal is out of the supported range, or the result has
 *   more than 4096 terms.
 * @throws {GameLimitError} If the step budget runs out.
 *
 * @example
 * ```ts
 * import { formatOrdinal, ordinalNimQuotient, parseOrdinal } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatOrdinal(ordinalNimQuotient(parseOrdinal("2"), parseOrdinal("ω"))), "ω^2");
 * ```
 */
export function ordinalNimQuotient(a: Ordinal, b: Ordinal): Ordinal {
  const what = "nim-divide ordinals";
  checkOrdinal(a, what);
  checkOrdinal(b, what);
  if (b.terms.length === 0) {
    throw new RangeError(`Cannot ${what}: division by 0, received ${formatOrdinal(a)} / 0`);
  }
  return fromElem(mul(toElem(a), inverse(toElem(b))), what);
}

/** The largest exponent magnitude of {@link ordinalNimPower}: 2^1024. */
export const MAX_NIM_POWER_EXPONENT: bigint = 1n << 1024n;

/**
 * The nim-power a^n = a ⊗ a ⊗ ... ⊗ a (n factors; a negative n takes the inverse), CGSuite's
 * `a NimExp n`. `a^0` is 1, also for a = 0.
 *
 * @param a An ordinal.
 * @param n The exponent, |n| at most 2^1024.
 * @returns a^n in nim arithmetic.
 * @throws {TypeError} If `a` is not an ordinal or `n` not a bigint.
 * @throws {RangeError} If |n| passes 2^1024, a = 0 with n < 0, or as {@link ordinalNimProduct}.
 * @throws {GameLimitError} If the step budget runs out.
 *
 * @example
 * ```ts
 * import { formatOrdinal, ordinalNimPower, parseOrdinal } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * // Lenstra: κ_47 = ω^(ω^13), and κ_47^47 = α_47 = κ_23 + 1.
 * assert.equal(formatOrdinal(ordinalNimPower(parseOrdinal("ω^ω^13"), 47n)), "ω^ω^7+1");
 * ```
 */
export function ordinalNimPower(a: Ordinal, n: bigint): Ordinal {
  const what = "raise an ordinal to a nim-power";
  checkOrdinal(a, what);
  if (typeof n !== "bigint") {
    throw new TypeError(`Cannot ${what}: expected a bigint exponent, received ${describeValue(n)}`);
  }
  if (n > MAX_NIM_POWER_EXPONENT || -n > MAX_NIM_POWER_EXPONENT) {
    throw new RangeError(`Cannot ${what}: the exponent must be at most 2^1024 in magnitude`);
  }
  if (n < 0n && a.terms.length === 0) {
    throw new RangeError(`Cannot ${what}: 0 has no inverse, received 0 to the power ${n}`);
  }
  return fromElem(power(toElem(a), n), what);
}

/**
 * The nim-square root: the unique x with x ⊗ x = a (squaring is an automorphism of the field).
 *
 * @param a An ordinal.
 * @returns Its square root.
 * @throws {TypeError} If `a` is not an ordinal.
 * @throws {RangeError} As {@link ordinalNimProduct}.
 * @throws {GameLimitError} If the step budget runs out.
 *
 * @example
 * ```ts
 * import { formatOrdinal, ordinalNimSqrt, parseOrdinal } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatOrdinal(ordinalNimSqrt(parseOrdinal("ω^2"))), "ω");
 * ```
 */
export function ordinalNimSqrt(a: Ordinal): Ordinal {
  const what = "take the nim-square root of an ordinal";
  checkOrdinal(a, what);
  return fromElem(sqrt(toElem(a)), what);
}

// ---------------------------------------------------------------------------
// Printing and reading CGSuite's form.

function formatTerm(t: OrdinalTerm): string {
  const beta: Ordinal = {
    terms: t.exponent.map((b, j) => ({
      exponent: j === 0 ? [] : [j],
      coefficient: BigInt(b),
    })).filter((x) => x.coefficient > 0n).reverse(),
  };
  let s = t.exponent.length === 0 || t.coefficient !== 1n ? `${t.coefficient}` : "";
  if (t.exponent.length === 0) return s;
  s += "ω";
  if (t.exponent.length === 2 && t.exponent[0] === 0 && t.exponent[1] === 1) {
    return s + "^ω";
  }
  if (t.exponent.length === 1 && t.exponent[0] === 1) return s;
  const inner = formatOrdinal(beta);
  const lead = beta.terms[0];
  const parens = beta.terms.length > 1 || (lead.coefficient !== 1n && lead.exponent.length > 0);
  return s + "^" + (parens ? `(${inner})` : inner);
}

/**
 * Prints an ordinal as CGSuite does: terms by decreasing exponent joined with `+`, a coefficient
 * before its ω (`3ω`), exponents after `^`, in parentheses when they have several terms or a
 * coefficient (`ω^(ω+1)`, `ω^(2ω)`), towers unparenthesised (`ω^ω^7`).
 *
 * @param a An ordinal.
 * @returns Its text.
 * @throws {TypeError} If `a` is not an ordinal.
 *
 * @example
 * ```ts
 * import { formatOrdinal, parseOrdinal } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatOrdinal(parseOrdinal("1 + omega^(omega+1) + 3*omega")), "ω^(ω+1)+3ω+1");
 * ```
 */
export function formatOrdinal(a: Ordinal): string {
  checkOrdinal(a, "format ordinal");
  return a.terms.length === 0 ? "0" : a.terms.map(formatTerm).join("+");
}

/** The longest text {@link parseOrdinal} reads: 10,000 characters. */
export const MAX_ORDINAL_TEXT_LENGTH: number = 10_000;

/**
 * Reads an ordinal as CGSuite reads and prints it: `ω` or `omega`, decimal integers, `^` (a
 * power of ω, grouping from the right: `ω^ω^7`), `+` and `*` (CGSuite's sum and product of
 * ordinals, which are the natural, commutative ones: `1 + ω` is `ω+1` and `2 * ω` is `2ω`),
 * an integer written before an ω term (`3ω`), and parentheses. The result must be below
 * ω^(ω^54).
 *
 * @param text The ordinal.
 * @returns The ordinal.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it cannot be read (the message gives the position).
 * @throws {RangeError} If it is too long or out of the supported range.
 *
 * @example
 * ```ts
 * import { compareOrdinals, parseOrdinal } from "@cgt/core/transfinite-nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(compareOrdinals(parseOrdinal("1 + omega"), parseOrdinal("ω+1")), 0);
 * assert.equal(compareOrdinals(parseOrdinal("omega * 2"), parseOrdinal("2ω")), 0);
 * ```
 */
export function parseOrdinal(text: string): Ordinal {
  if (typeof text !== "string") {
    throw new TypeError(`Cannot parse ordinal: expected a string, received ${describeValue(text)}`);
  }
  if (text.length > MAX_ORDINAL_TEXT_LENGTH) {
    throw new RangeError(
      `Cannot parse ordinal: the text may have at most ${MAX_ORDINAL_TEXT_LENGTH} characters, received ${text.length}`,
    );
  }
  const reader = new OrdinalReader(text, 0);
  const value = reader.sum();
  reader.skip();
  if (reader.pos < text.length) reader.fail('"+" or the end');
  return value;
}

/** The deepest nesting of parentheses and exponents {@link parseOrdinal} accepts: 100. */
const MAX_ORDINAL_DEPTH = 100;

/**
 * A recursive-descent reader of ordinals in Cantor arithmetic; also used by other parsers that
 * read an ordinal term inside their own language (they pass the position and read `pos` back).
 */
export class OrdinalReader {
  /** The text. */
  readonly text: string;
  /** The position of the next character. */
  pos: number;
  #depth = 0;

  /**
   * Starts reading `text` at `pos`.
   *
   * @param text The text.
   * @param pos The position to start at.
   * @throws {TypeError} If `text` is not a string or `pos` not a number.
   * @throws {RangeError} If `pos` is not an integer from 0 to the text's length.
   * @example
   * ```ts
   * import { formatOrdinal, OrdinalReader } from "@cgt/core/transfinite-nimber";
   * import assert from "node:assert/strict";
   *
   * const reader = new OrdinalReader("x ω^2+1", 2);
   * assert.equal(formatOrdinal(reader.omegaTerm()), "ω^2");
   * assert.equal(reader.pos, 5);
   * ```
   */
  constructor(text: string, pos: number) {
    if (typeof text !== "string") {
      throw new TypeError(
        `Cannot read ordinal: expected a string, received ${describeValue(text)}`,
      );
    }
    if (typeof pos !== "number") {
      throw new TypeError(
        `Cannot read ordinal: the position must be a number, received ${describeValue(pos)}`,
      );
    }
    if (!Number.isInteger(pos) || pos < 0 || pos > text.length) {
      throw new RangeError(
        `Cannot read ordinal: the position must be an integer from 0 to ${text.length}, received ${
          describeValue(pos)
        }`,
      );
    }
    this.text = text;
    this.pos = pos;
  }

  /** Skips white space. */
  skip(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
  }

  /**
   * Throws a SyntaxError naming what was expected at the current position.
   *
   * @param expected What was expected.
   */
  fail(expected: string): never {
    const found = this.pos < this.text.length ? `"${this.text[this.pos]}"` : "the end of the text";
    throw new SyntaxError(
      `Cannot parse ordinal: expected ${expected} at position ${this.pos + 1}, found ${found}`,
    );
  }

  /**
   * Whether the text at the current position (after white space) is `ω` or `omega`.
   *
   * @returns True if an ω follows.
   */
  atOmega(): boolean {
    this.skip();
    return this.text.startsWith("ω", this.pos) ||
      /^omega(?![A-Za-z0-9_])/i.test(this.text.slice(this.pos, this.pos + 6));
  }

  /**
   * Reads `ω` or `omega`, then an optional `^` exponent: ω^β.
   *
   * @returns The ordinal read.
   */
  omegaTerm(): Ordinal {
    if (!this.atOmega()) this.fail('"ω" or "omega"');
    this.pos += this.text.startsWith("ω", this.pos) ? 1 : 5;
    this.skip();
    if (this.text[this.pos] !== "^") return omegaPower(ordinal(1));
    this.pos++;
    return omegaPower(this.#nested(() => this.atom()));
  }

  /**
   * Reads a sum of products: the whole grammar.
   *
   * @returns The ordinal read.
   */
  sum(): Ordinal {
    let value = this.product();
    for (;;) {
      this.skip();
      if (this.text[this.pos] !== "+") return value;
      this.pos++;
      value = naturalSum(value, this.product());
      if (value.terms.length > MAX_ORDINAL_TERMS) this.fail("fewer terms");
    }
  }

  /**
   * Reads atoms joined by `*` (the natural product) or by juxtaposition of an integer and an ω
   * term (`3ω`).
   *
   * @returns The ordinal read.
   */
  product(): Ordinal {
    let value = this.atom();
    for (;;) {
      this.skip();
      const c = this.text[this.pos];
      if (c === "*") this.pos++;
      else if (!(this.atOmega() && value.terms.every((t) => t.exponent.length === 0))) {
        return value;
      }
      value = naturalProduct(value, this.atom());
      if (value.terms.length > MAX_ORDINAL_TERMS) this.fail("fewer terms");
    }
  }

  /**
   * Reads an integer, an ω term or a parenthesised sum.
   *
   * @returns The ordinal read.
   */
  atom(): Ordinal {
    this.skip();
    const c = this.text[this.pos];
    if (c === "(") {
      this.pos++;
      const value = this.#nested(() => this.sum());
      this.skip();
      if (this.text[this.pos] !== ")") this.fail('")"');
      this.pos++;
      return value;
    }
    if (c !== undefined && c >= "0" && c <= "9") {
      const start = this.pos;
      while (/[0-9]/.test(this.text[this.pos] ?? "")) this.pos++;
      return ordinal(BigInt(this.text.slice(start, this.pos)));
    }
    if (this.atOmega()) return this.omegaTerm();
    this.fail('a number, "ω", "omega" or "("');
  }

  #nested<T>(f: () => T): T {
    if (++this.#depth > MAX_ORDINAL_DEPTH) {
      throw new RangeError(
        `Cannot parse ordinal: parentheses and exponents may nest at most ${MAX_ORDINAL_DEPTH} deep, exceeded at position ${
          this.pos + 1
        }`,
      );
    }
    try {
      return f();
    } finally {
      this.#depth--;
    }
  }
}
