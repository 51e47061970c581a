/**
 * Exact axis arithmetic for drawings of values of any size: scaling a dyadic rational to a
 * pixel distance without overflow, choosing label steps and writing short labels.
 *
 * @module
 */

import { addDyadic, type Dyadic, dyadic, formatDyadic, negateDyadic } from "@cgt/core/dyadic";

/** The number of binary digits of |n| (0 for 0). */
export function bitLength(n: bigint): number {
  return n === 0n ? 0 : (n < 0n ? -n : n).toString(2).length;
}

/** a - b, exactly. */
export function subDyadic(a: Dyadic, b: Dyadic): Dyadic {
  return addDyadic(a, negateDyadic(b));
}

/** x / 2, exactly. */
export function halfDyadic(x: Dyadic): Dyadic {
  return dyadic(x.numerator, x.exponent + 1);
}

/** The greatest integer at most x. */
export function floorDyadic(x: Dyadic): bigint {
  return floorDiv(x.numerator, 1n << BigInt(x.exponent));
}

/** The least integer at least x. */
export function ceilDyadic(x: Dyadic): bigint {
  return -floorDiv(-x.numerator, 1n << BigInt(x.exponent));
}

/** floor(a / b) for b > 0 (bigint division truncates towards zero). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return q * b > a ? q - 1n : q;
}

/**
 * x / 2^shift as a floating-point number, correct to about 60 bits whatever the size of x: the
 * numerator is cut to 64 bits before it is converted, and the power of two is applied in steps
 * that cannot overflow on their own.
 */
export function scaledNumber(x: Dyadic, shift: number): number {
  let n = x.numerator;
  let e = x.exponent + shift; // x / 2^shift = n / 2^e
  const bits = bitLength(n);
  if (bits > 64) {
    n >>= BigInt(bits - 64);
    e -= bits - 64;
  }
  let result = Number(n);
  while (e > 1000) {
    result /= 2 ** 1000;
    e -= 1000;
  }
  while (e < -1000) {
    result *= 2 ** 1000;
    e += 1000;
  }
  return result / 2 ** e;
}

/** The most labels an axis may carry, whatever the scale. */
export const MAX_AXIS_LABELS = 100;

/**
 * The step between labelled integers on an axis covering `range` units: the least of 1, 2, 5,
 * 10, 20, 50, ... that is at least `room` pixels long (`pixels(step)` gives its length) and
 * leaves at most {@link MAX_AXIS_LABELS} labels. The search starts near the answer (from
 * `log10Guess`, an estimate of log10 of the least step `room` allows) and takes a bounded
 * number of tries; if no step up to 10^d (d the number of digits of the range) fits, 10^(d+1),
 * which leaves one label at most.
 */
export function labelStep(
  range: Dyadic,
  room: number,
  pixels: (step: bigint) => number,
  log10Guess: number,
): bigint {
  const rangeDigits = Math.max(1, ceilDyadic(range).toString().length);
  const fewest = rangeDigits - String(MAX_AXIS_LABELS).length - 1;
  const first = Math.max(
    0,
    Math.min(rangeDigits, Number.isFinite(log10Guess) ? Math.floor(log10Guess) - 1 : 0),
    fewest,
  );
  const limit = ceilDyadic(range);
  for (let j = first; j <= rangeDigits; j++) {
    const power = 10n ** BigInt(j);
    for (const k of [1n, 2n, 5n]) {
      const step = k * power;
      if (step * BigInt(MAX_AXIS_LABELS) >= limit && pixels(step) >= room) return step;
    }
  }
  return 10n ** BigInt(rangeDigits + 1);
}

/** The decimal exponent of a step 1, 2 or 5 times a power of ten. */
export function stepExponent(step: bigint): number {
  let j = 0;
  for (let s = step; s % 10n === 0n; s /= 10n) j++;
  return j;
}

/** The longest label written out in full; longer integers are written more briefly. */
export const MAX_PLAIN_LABEL = 20;

/**
 * A multiple `v` of a step 1, 2 or 5 times 10^j, written in at most
 * {@link MAX_PLAIN_LABEL} characters when it can be: in full if it is that short, otherwise as
 * `me<j>` (the exact value m.10^j). Returns undefined when neither is short.
 */
export function shortLabel(v: bigint, j: number): string | undefined {
  const plain = v.toString();
  if (plain.length <= MAX_PLAIN_LABEL) return plain;
  let mantissa = v / 10n ** BigInt(j);
  let exponent = j;
  while (mantissa !== 0n && mantissa % 10n === 0n) {
    mantissa /= 10n;
    exponent++;
  }
  const text = `${mantissa}e${exponent}`;
  return text.length <= MAX_PLAIN_LABEL ? text : undefined;
}

/**
 * An integer written briefly: in full up to 30 characters, otherwise as ±2^k + c when it is
 * that close to a power of two, otherwise as a rounded mantissa and decimal exponent marked with
 * "≈" (the exact value is in the drawing's caption).
 */
export function briefInteger(n: bigint): string {
  const plain = n.toString();
  if (plain.length <= 30) return plain;
  const sign = n < 0n ? "-" : "";
  const m = n < 0n ? -n : n;
  for (const k of [bitLength(m) - 1, bitLength(m)]) {
    const c = m - (1n << BigInt(k));
    if (c >= -1_000_000n && c <= 1_000_000n) {
      const rest = c === 0n ? "" : c > 0n ? ` + ${c}` : ` - ${-c}`;
      return sign === "" || rest === "" ? `${sign}2^${k}${rest}` : `-(2^${k}${rest})`;
    }
  }
  const digits = m.toString();
  return `≈${sign}${digits[0]}.${digits.slice(1, 6)}e${digits.length - 1}`;
}

/** A dyadic rational written briefly: exactly when that takes at most 40 characters. */
export function briefDyadic(x: Dyadic): string {
  const exact = formatDyadic(x);
  if (exact.length <= 40) return exact;
  const numerator = briefInteger(x.numerator);
  if (x.exponent === 0) return numerator;
  return `${/^-?\d+$/.test(numerator) ? numerator : `(${numerator})`}/2^${x.exponent}`;
}
