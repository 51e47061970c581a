/**
 * Dyadic arithmetic without argument checks, for the engine's inner loops; the exported,
 * checked functions are in `dyadic.ts`.
 *
 * @module
 */

import type { Dyadic } from "./dyadic.ts";

/** `n / 2^k` in lowest terms (k a non-negative safe integer). */
export function makeDyadic(numerator: bigint, exponent: number): Dyadic {
  let n = numerator;
  let k = exponent;
  if (n === 0n) return { numerator: 0n, exponent: 0 };
  while (k > 0 && (n & 1n) === 0n) {
    n >>= 1n;
    k--;
  }
  return { numerator: n, exponent: k };
}

/** `a + b`. */
export function addDyadics(a: Dyadic, b: Dyadic): Dyadic {
  // Integers (the usual case in sums of positions): no shifts and no reduction needed.
  if (a.exponent === 0 && b.exponent === 0) {
    return { numerator: a.numerator + b.numerator, exponent: 0 };
  }
  const k = Math.max(a.exponent, b.exponent);
  const n = (a.numerator << BigInt(k - a.exponent)) + (b.numerator << BigInt(k - b.exponent));
  return makeDyadic(n, k);
}

/** `-a`. */
export function negateDyadicValue(a: Dyadic): Dyadic {
  return a.numerator === 0n ? a : { numerator: -a.numerator, exponent: a.exponent };
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareDyadics(a: Dyadic, b: Dyadic): -1 | 0 | 1 {
  const k = Math.max(a.exponent, b.exponent);
  const x = a.numerator << BigInt(k - a.exponent);
  const y = b.numerator << BigInt(k - b.exponent);
  return x < y ? -1 : x > y ? 1 : 0;
}
