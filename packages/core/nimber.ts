/**
 * Nimber arithmetic of any size: product, square, inverse, quotient and square root in the field
 * of nimbers (the sum is the nim-sum, bitwise exclusive or).
 *
 * @module
 */

import { describeValue } from "./describe_value.ts";

// ---------------------------------------------------------------------------
// Tables for the field of order 2^16 (built once, on first use).
//
// Conway (On Numbers and Games, ch. 6): the nimbers below F = 2^(2^m) form a
// field; with F = 2^h, x = x1 F + x0 and y = y1 F + y0 (x1, x0, y1, y0 < F),
// the ordinary products x1 F and x1 + x0 are nimber products and sums, and
// F (x) F = F + F/2 (the ordinary 3F/2). So
//   x (x) y = (x1 y1 + x1 y0 + x0 y1) F + x0 y0 + (x1 y1) (x) F/2,
// and x1 y1 + x1 y0 + x0 y1 = (x1 + x0)(y1 + y0) + x0 y0 (three half-size
// products, Karatsuba's trick; "+" is XOR throughout).
// ---------------------------------------------------------------------------

const ORDER16 = 65535;
// Logarithms and antilogarithms of the multiplicative group (cyclic of order
// 65535) of the field of order 2^16; empty until the first use.
let LOG = new Uint16Array(0);
let EXP = new Uint16Array(0);
/** HALF[x] = x (x) 2^15, the product by F/2 for F = 2^16. */
let HALF = new Uint16Array(0);

/** Product below 2^bits by the recursion alone (bits a power of two <= 16), to build the tables. */
function mulRecursive(x: number, y: number, bits: number): number {
  if (bits === 1) return x & y;
  const h = bits >> 1;
  const mask = (1 << h) - 1;
  const x1 = x >> h, x0 = x & mask, y1 = y >> h, y0 = y & mask;
  const low = mulRecursive(x0, y0, h);
  const top = mulRecursive(x1, y1, h);
  const mid = mulRecursive(x1 ^ x0, y1 ^ y0, h);
  return ((mid ^ low) << h) | (low ^ mulRecursive(top, 1 << (h - 1), h));
}

function ensureTables(): void {
  if (EXP.length > 0) return;
  // 4-bit products by the recursion, then 8-bit and 16-bit products by one Fermat step each.
  const mul4 = new Uint8Array(256);
  for (let x = 0; x < 16; x++) {
    for (let y = 0; y < 16; y++) mul4[(x << 4) | y] = mulRecursive(x, y, 4);
  }
  const mul8 = new Uint8Array(65536);
  for (let x = 0; x < 256; x++) {
    const x1 = x >> 4, x0 = x & 15;
    for (let y = 0; y < 256; y++) {
      const y1 = y >> 4, y0 = y & 15;
      const low = mul4[(x0 << 4) | y0];
      const top = mul4[(x1 << 4) | y1];
      const mid = mul4[((x1 ^ x0) << 4) | (y1 ^ y0)];
      mul8[(x << 8) | y] = ((mid ^ low) << 4) | (low ^ mul4[(top << 4) | 8]);
    }
  }
  const mul = (x: number, y: number): number => {
    const x1 = x >> 8, x0 = x & 255, y1 = y >> 8, y0 = y & 255;
    const low = mul8[(x0 << 8) | y0];
    const top = mul8[(x1 << 8) | y1];
    const mid = mul8[((x1 ^ x0) << 8) | (y1 ^ y0)];
    return ((mid ^ low) << 8) | (low ^ mul8[(top << 8) | 128]);
  };
  // A generator of the cyclic group of order 65535 = 3 * 5 * 17 * 257.
  const power = (x: number, e: number): number => {
    let result = 1;
    for (; e > 0; e >>= 1, x = mul(x, x)) if (e & 1) result = mul(result, x);
    return result;
  };
  let g = 2;
  while ([3, 5, 17, 257].some((p) => power(g, ORDER16 / p) === 1)) g++;
  const exp = new Uint16Array(2 * ORDER16 + 1);
  const log = new Uint16Array(65536);
  let x = 1;
  for (let i = 0; i < ORDER16; i++) {
    exp[i] = exp[i + ORDER16] = x;
    log[x] = i;
    x = mul(x, g);
  }
  exp[2 * ORDER16] = 1;
  const half = new Uint16Array(65536);
  for (let v = 1; v < 65536; v++) half[v] = exp[log[v] + log[0x8000]];
  LOG = log;
  EXP = exp;
  HALF = half;
}

function mul16(x: number, y: number): number {
  return x === 0 || y === 0 ? 0 : EXP[LOG[x] + LOG[y]];
}

/** Product of 32-bit nimbers: three 16-bit products and one look-up of a product by 2^15. */
function mul32(x: number, y: number): number {
  const x1 = x >>> 16, x0 = x & 0xffff, y1 = y >>> 16, y0 = y & 0xffff;
  const low = mul16(x0, y0);
  const top = mul16(x1, y1);
  const mid = mul16(x1 ^ x0, y1 ^ y0);
  return (((mid ^ low) << 16) | (low ^ HALF[top])) >>> 0;
}

/** x (x) 2^31 for a 32-bit x: the formula above with y1 = 2^15, y0 = 0. */
function mulHalf32(x: number): number {
  const top = HALF[x >>> 16];
  return ((HALF[(x >>> 16) ^ (x & 0xffff)] << 16) | HALF[top]) >>> 0;
}

function inv16(x: number): number {
  return EXP[ORDER16 - LOG[x]];
}

/**
 * Inverse of a non-zero 32-bit nimber. Over the subfield K below F = 2^16, F
 * is a root of z^2 + z + F/2, whose other root is F + 1; so the conjugate of
 * x = x1 F + x0 is x1 F + (x0 + x1), and x (x) conjugate = x1^2 (F/2) + x0^2
 * + x0 x1 =: N lies in K. Then 1/x = conjugate (x) N^-1.
 */
function inv32(x: number): number {
  const x1 = x >>> 16, x0 = x & 0xffff;
  const n = inv16(HALF[mul16(x1, x1)] ^ mul16(x0, x0) ^ mul16(x0, x1));
  return ((mul16(x1, n) << 16) | mul16(x0 ^ x1, n)) >>> 0;
}

function sqrt16(x: number): number {
  if (x === 0) return 0;
  const l = LOG[x];
  return EXP[(l & 1) === 0 ? l >> 1 : (l + ORDER16) >> 1];
}

/**
 * Square root of a 32-bit nimber: (s1 F + s0)^2 = s1^2 F + s1^2 (F/2) + s0^2,
 * so s1 = sqrt(x1) and s0 = sqrt(x0 + x1 (x) F/2).
 */
function sqrt32(x: number): number {
  const x1 = x >>> 16, x0 = x & 0xffff;
  return ((sqrt16(x1) << 16) | sqrt16(x0 ^ HALF[x1])) >>> 0;
}

// 64-bit nimbers as (high, low) pairs of 32-bit halves; results in these two.
let resultHigh = 0;
let resultLow = 0;

function mul64(xh: number, xl: number, yh: number, yl: number): void {
  const low = mul32(xl, yl);
  const top = mul32(xh, yh);
  const mid = mul32(xh ^ xl, yh ^ yl);
  resultHigh = (mid ^ low) >>> 0;
  resultLow = (low ^ mulHalf32(top)) >>> 0;
}

/** The same norm trick one level up, with F = 2^32 and F/2 = 2^31. */
function inv64(xh: number, xl: number): void {
  const n = inv32((mulHalf32(mul32(xh, xh)) ^ mul32(xl, xl) ^ mul32(xl, xh)) >>> 0);
  resultHigh = mul32(xh, n);
  resultLow = mul32((xl ^ xh) >>> 0, n);
}

function sqrt64(xh: number, xl: number): void {
  resultHigh = sqrt32(xh);
  resultLow = sqrt32((xl ^ mulHalf32(xh)) >>> 0);
}

// ---------------------------------------------------------------------------
// Nimbers of any size as bigints. With F = 2^h (h = 64, 128, 256, ...), a
// nimber below F^2 is x1 F + x0 with x1, x0 < F, and the formulas above hold
// at every level; below 2^64 the (high, low) machinery above takes over.
// ---------------------------------------------------------------------------

const TWO64 = 1n << 64n;
const MASK32 = 0xffffffffn;

/** The smallest h among 64, 128, 256, ... with x < 2^h. */
function levelOf(x: bigint): number {
  let bits = 64;
  while (x >> BigInt(bits) !== 0n) bits *= 2;
  return bits;
}

function join64(): bigint {
  // One conversion while the value is below 2^53.
  if (resultHigh < 0x200000) return BigInt(resultHigh * 2 ** 32 + resultLow);
  return (BigInt(resultHigh) << 32n) | BigInt(resultLow);
}

function product64(x: bigint, y: bigint): bigint {
  mul64(Number(x >> 32n), Number(x & MASK32), Number(y >> 32n), Number(y & MASK32));
  return join64();
}

/** x (x) y for x, y < 2^bits (bits >= 64 a power of two). */
function productAt(x: bigint, y: bigint, bits: number): bigint {
  if (x === 0n || y === 0n) return 0n;
  if (bits === 64) return product64(x, y);
  const h = bits / 2;
  const hh = BigInt(h);
  const mask = (1n << hh) - 1n;
  const x1 = x >> hh, x0 = x & mask, y1 = y >> hh, y0 = y & mask;
  // A factor below F multiplies each half of the other separately.
  if (x1 === 0n) return (productAt(x0, y1, h) << hh) | productAt(x0, y0, h);
  if (y1 === 0n) return (productAt(x1, y0, h) << hh) | productAt(x0, y0, h);
  const low = productAt(x0, y0, h);
  const top = productAt(x1, y1, h);
  const mid = productAt(x1 ^ x0, y1 ^ y0, h);
  return ((mid ^ low) << hh) | (low ^ halfAt(top, h));
}

/**
 * x (x) 2^(h-1) for x < 2^h (h >= 64): the product formula with y1 = 2^(h/2 - 1), y0 = 0, since
 * 2^(h-1) is the ordinary (and nim-) product of F'/2 and F' for F' = 2^(h/2).
 */
function halfAt(x: bigint, h: number): bigint {
  if (x === 0n) return 0n;
  if (h === 64) {
    const xh = Number(x >> 32n), xl = Number(x & MASK32);
    const high = mulHalf32((xh ^ xl) >>> 0);
    const low = mulHalf32(mulHalf32(xh));
    return (BigInt(high) << 32n) | BigInt(low);
  }
  const g = h / 2;
  const gg = BigInt(g);
  const x1 = x >> gg, x0 = x & ((1n << gg) - 1n);
  return (halfAt(x1 ^ x0, g) << gg) | halfAt(halfAt(x1, g), g);
}

/** x (x) x for x < 2^bits: squaring is additive, so (x1 F + x0)^2 = x1^2 F + x1^2 (F/2) + x0^2. */
function squareAt(x: bigint, bits: number): bigint {
  if (x === 0n) return 0n;
  if (bits === 64) return product64(x, x);
  const h = bits / 2;
  const hh = BigInt(h);
  const s1 = squareAt(x >> hh, h);
  const s0 = squareAt(x & ((1n << hh) - 1n), h);
  return (s1 << hh) | (s0 ^ halfAt(s1, h));
}

/** The inverse of a non-zero x < 2^bits by the norm map, as inv32 and inv64 above. */
function inverseAt(x: bigint, bits: number): bigint {
  if (bits === 64) {
    inv64(Number(x >> 32n), Number(x & MASK32));
    return join64();
  }
  const h = bits / 2;
  const hh = BigInt(h);
  const x1 = x >> hh, x0 = x & ((1n << hh) - 1n);
  if (x1 === 0n) return inverseAt(x0, h);
  const norm = halfAt(squareAt(x1, h), h) ^ squareAt(x0, h) ^ productAt(x0, x1, h);
  const n = inverseAt(norm, h);
  return (productAt(x1, n, h) << hh) | productAt(x0 ^ x1, n, h);
}

/** The square root of x < 2^bits: s1 = sqrt(x1), s0 = sqrt(x0 + x1 (x) F/2), as sqrt64 above. */
function sqrtAt(x: bigint, bits: number): bigint {
  if (bits === 64) {
    sqrt64(Number(x >> 32n), Number(x & MASK32));
    return join64();
  }
  const h = bits / 2;
  const hh = BigInt(h);
  const x1 = x >> hh, x0 = x & ((1n << hh) - 1n);
  return (sqrtAt(x1, h) << hh) | sqrtAt(x0 ^ halfAt(x1, h), h);
}

// ---------------------------------------------------------------------------
// Arguments.
// ---------------------------------------------------------------------------

/** Whether `value` is a number nimber (an integer in [0, 2^32)). */
function isSmall(value: unknown): value is number {
  return typeof value === "number" && (value >>> 0) === value;
}

function check(value: unknown, what: string): void {
  if (typeof value === "bigint") {
    if (value < 0n) {
      throw new RangeError(
        `Cannot ${what}: a bigint nimber must be a non-negative integer, received ${
          describeValue(value)
        }`,
      );
    }
    return;
  }
  if (typeof value !== "number") {
    throw new TypeError(
      `Cannot ${what}: a nimber must be a number or a bigint, received ${describeValue(value)}`,
    );
  }
  if (!isSmall(value)) {
    throw new RangeError(
      `Cannot ${what}: a number nimber must be an integer from 0 to 2^32 - 1 (use a bigint for larger nimbers), received ${
        describeValue(value)
      }`,
    );
  }
}

function sameType(a: unknown, b: unknown, what: string): void {
  if (typeof a !== typeof b) {
    throw new TypeError(
      `Cannot ${what}: both nimbers must be numbers or both bigints, received ${
        describeValue(a)
      } and ${describeValue(b)}`,
    );
  }
}

// ---------------------------------------------------------------------------
// The public functions.
// ---------------------------------------------------------------------------

/**
 * Returns the nim-product a (x) b: the product of the field of nimbers,
 * defined by a (x) b = mex{a' (x) b + a (x) b' + a' (x) b' : a' < a, b' < b}
 * (Conway, On Numbers and Games, ch. 6; OEIS A051775). The nimbers below
 * 2^(2^k) form a subfield for every k, so numbers below 2^32 give numbers below 2^32, and
 * bigints below 2^(2^k) give bigints below 2^(2^k).
 *
 * Method (Conway, ONAG ch. 6; Lenstra, "Nim multiplication", 1978): with a Fermat 2-power
 * F = 2^(2^k) and a = a1 F + a0, b = b1 F + b0 (halves below F), F (x) F = F + F/2 gives
 * a (x) b = ((a1 + a0)(b1 + b0) + a0 b0) F + a0 b0 + (a1 b1)(F/2), "+" being XOR: three
 * half-size products and one product by F/2 per level. Below 2^16 the product is read from log
 * and antilog tables (384 KiB, built on the first call from a 64 KiB table of 8-bit products,
 * about 200 000 table steps); 32-bit numbers take three table products, 64-bit bigints nine,
 * with no bigint arithmetic but splitting and joining; a product at 2^(2^k) bits for k > 6 takes
 * at most 3^(k - 6) 64-bit products and bigint shifts of up to 2^k bits.
 *
 * @param a A nimber: a number below 2^32 or a non-negative bigint.
 * @param b A nimber of the same type.
 * @returns a (x) b, of the same type.
 * @throws {RangeError} If a nimber is negative, or a number that is not an integer below 2^32.
 * @throws {TypeError} If the arguments are not both numbers or both bigints.
 *
 * @example
 * ```ts
 * import { nimberProduct } from "@cgt/core/nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimberProduct(2, 2), 3);
 * assert.equal(nimberProduct(21508, 42689), 35202);
 * assert.equal(nimberProduct(2n ** 32n, 2n ** 32n), 3n * 2n ** 31n);
 * assert.equal(nimberProduct(2n ** 128n, 2n ** 128n), 3n * 2n ** 127n);
 * ```
 */
export function nimberProduct(a: number, b: number): number;
/**
 * The bigint form of {@link nimberProduct}: nimbers of any size.
 *
 * @param a A non-negative bigint.
 * @param b A non-negative bigint.
 * @returns A (x) b, a bigint.
 */
export function nimberProduct(a: bigint, b: bigint): bigint;
export function nimberProduct(a: number | bigint, b: number | bigint): number | bigint {
  ensureTables();
  if (isSmall(a) && isSmall(b)) return mul32(a, b);
  const what = "compute nim-product";
  check(a, what);
  check(b, what);
  sameType(a, b, what);
  const x = a as bigint, y = b as bigint;
  if (x < TWO64 && y < TWO64) return product64(x, y);
  return productAt(x, y, levelOf(x > y ? x : y));
}

/**
 * Returns the nim-square a (x) a. Squaring is the Frobenius map of a field of characteristic 2,
 * so it is additive, and one level costs two half-size squares and one product by F/2 (see
 * {@link nimberProduct}).
 *
 * @param a A nimber: a number below 2^32 or a non-negative bigint.
 * @returns a (x) a, of the same type.
 * @throws {RangeError} If `a` is negative, or a number that is not an integer below 2^32.
 * @throws {TypeError} If `a` is neither a number nor a bigint.
 *
 * @example
 * ```ts
 * import { nimberSquare } from "@cgt/core/nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimberSquare(2), 3);
 * assert.equal(nimberSquare(16), 24);
 * assert.equal(nimberSquare(2n ** 64n), 3n * 2n ** 63n);
 * ```
 */
export function nimberSquare(a: number): number;
/**
 * The bigint form of {@link nimberSquare}: nimbers of any size.
 *
 * @param a A non-negative bigint.
 * @returns A (x) a, a bigint.
 */
export function nimberSquare(a: bigint): bigint;
export function nimberSquare(a: number | bigint): number | bigint {
  ensureTables();
  if (isSmall(a)) return mul32(a, a);
  check(a, "compute nim-square");
  const x = a as bigint;
  return x < TWO64 ? product64(x, x) : squareAt(x, levelOf(x));
}

/**
 * Returns the nim-inverse of a non-zero nimber: the unique b with a (x) b = 1. It lies in the
 * smallest field of nimbers below 2^(2^k) that holds `a` (below 2^32 for numbers).
 *
 * Method: the norm map of each quadratic step (the conjugate of x1 F + x0 is x1 F + x0 + x1, and
 * their product x1^2 (F/2) + x0^2 + x0 x1 lies below F), down to the field of order 2^16, where
 * the inverse is read from the log tables. A handful of half-size products per level.
 *
 * @param a A non-zero nimber: a number below 2^32 or a positive bigint.
 * @returns The inverse, of the same type.
 * @throws {RangeError} If `a` is 0, negative, or a number that is not an integer below 2^32.
 * @throws {TypeError} If `a` is neither a number nor a bigint.
 *
 * @example
 * ```ts
 * import { nimberInverse, nimberProduct } from "@cgt/core/nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimberInverse(2), 3);
 * const x = 123456789012345678901234567890n;
 * assert.equal(nimberProduct(x, nimberInverse(x)), 1n);
 * ```
 */
export function nimberInverse(a: number): number;
/**
 * The bigint form of {@link nimberInverse}: nimbers of any size.
 *
 * @param a A positive bigint.
 * @returns The inverse, a bigint.
 */
export function nimberInverse(a: bigint): bigint;
export function nimberInverse(a: number | bigint): number | bigint {
  const what = "compute nim-inverse";
  check(a, what);
  if (a === 0 || a === 0n) throw new RangeError(`Cannot ${what}: 0 has no inverse, received 0`);
  ensureTables();
  if (typeof a === "number") return inv32(a);
  return inverseAt(a, levelOf(a));
}

/**
 * Returns the nim-quotient a / b = a (x) b^-1 in the field of nimbers: the
 * unique q with q (x) b = a.
 *
 * @param a The dividend: a number below 2^32 or a non-negative bigint.
 * @param b The non-zero divisor, of the same type.
 * @returns a / b, of the same type.
 * @throws {RangeError} If `b` is 0, or a nimber is negative, or a number that is not an integer
 * below 2^32.
 * @throws {TypeError} If the arguments are not both numbers or both bigints.
 *
 * @example
 * ```ts
 * import { nimberQuotient } from "@cgt/core/nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimberQuotient(35202, 42689), 21508);
 * assert.equal(nimberQuotient(1n, 2n), 3n);
 * ```
 */
export function nimberQuotient(a: number, b: number): number;
/**
 * The bigint form of {@link nimberQuotient}: nimbers of any size.
 *
 * @param a A non-negative bigint.
 * @param b A positive bigint.
 * @returns A / b, a bigint.
 */
export function nimberQuotient(a: bigint, b: bigint): bigint;
export function nimberQuotient(a: number | bigint, b: number | bigint): number | bigint {
  const what = "compute nim-quotient";
  check(a, what);
  check(b, what);
  sameType(a, b, what);
  if (b === 0 || b === 0n) throw new RangeError(`Cannot ${what}: division by 0, received 0`);
  ensureTables();
  if (typeof a === "number") return mul32(a, inv32(b as number));
  const x = a, y = b as bigint;
  const inverse = inverseAt(y, levelOf(y));
  if (x < TWO64 && inverse < TWO64) return product64(x, inverse);
  return productAt(x, inverse, levelOf(x > inverse ? x : inverse));
}

/**
 * Returns the nim-square root of a nimber: the unique s with s (x) s = a.
 * It exists and is unique because squaring is the Frobenius automorphism of
 * each finite field of nimbers (of characteristic 2).
 *
 * Method: (s1 F + s0)^2 = s1^2 F + s1^2 (F/2) + s0^2, so s1 = sqrt(a1) and
 * s0 = sqrt(a0 + a1 (x) F/2), down to the field of order 2^16 where
 * sqrt(g^l) = g^(l/2 mod 65535) for a generator g.
 *
 * @param a A nimber: a number below 2^32 or a non-negative bigint.
 * @returns The square root, of the same type.
 * @throws {RangeError} If `a` is negative, or a number that is not an integer below 2^32.
 * @throws {TypeError} If `a` is neither a number nor a bigint.
 *
 * @example
 * ```ts
 * import { nimberProduct, nimberSqrt } from "@cgt/core/nimber";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimberSqrt(3), 2);
 * const s = nimberSqrt(2n ** 256n - 1n);
 * assert.equal(nimberProduct(s, s), 2n ** 256n - 1n);
 * ```
 */
export function nimberSqrt(a: number): number;
/**
 * The bigint form of {@link nimberSqrt}: nimbers of any size.
 *
 * @param a A non-negative bigint.
 * @returns The square root, a bigint.
 */
export function nimberSqrt(a: bigint): bigint;
export function nimberSqrt(a: number | bigint): number | bigint {
  check(a, "compute nim-square root");
  ensureTables();
  if (typeof a === "number") return sqrt32(a);
  return sqrtAt(a, levelOf(a));
}
