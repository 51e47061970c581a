/**
 * Private piecewise-linear functions of the temperature t on [-1, oo), with exact dyadic
 * breakpoints and integer slopes: the walls and scaffolds of thermographs.
 *
 * A function is a list of pieces sorted by `from` (the first piece starts at t = -1); piece i
 * holds on [from_i, from_{i+1}) and is the line `intercept + slope * t`.
 *
 * @module
 */

import { addDyadic, compareDyadic, type Dyadic, dyadic, negateDyadic } from "@cgt/core/dyadic";

/** One linear piece: value(t) = intercept + slope * t for t >= from (up to the next piece). */
export interface Piece {
  readonly from: Dyadic;
  readonly slope: number;
  readonly intercept: Dyadic;
}

/** A piecewise-linear function on [-1, oo). */
export type Pwl = readonly Piece[];

/** t = -1, where every wall starts. */
export const MINUS_ONE: Dyadic = dyadic(-1);

/** s * d for a small integer s. */
export function scale(d: Dyadic, s: number): Dyadic {
  return dyadic(d.numerator * BigInt(s), d.exponent);
}

/** a - b. */
export function sub(a: Dyadic, b: Dyadic): Dyadic {
  return addDyadic(a, negateDyadic(b));
}

/** d / s for s = +-1, +-2, +-4, ... (the only divisors thermography needs). */
function divide(d: Dyadic, s: number): Dyadic {
  const m = Math.abs(s);
  if (m === 0 || (m & (m - 1)) !== 0) {
    throw new RangeError(`Cannot intersect walls: slope difference ${s} is not a power of two`);
  }
  const signed = s < 0 ? negateDyadic(d) : d;
  return dyadic(signed.numerator, signed.exponent + Math.log2(m));
}

/** The value of a line at t. */
export function lineAt(p: Piece, t: Dyadic): Dyadic {
  return addDyadic(p.intercept, scale(t, p.slope));
}

/** The constant function c. */
export function constant(c: Dyadic): Pwl {
  return [{ from: MINUS_ONE, slope: 0, intercept: c }];
}

/** The piece of f in force at t (t >= -1). */
export function pieceAt(f: Pwl, t: Dyadic): Piece {
  let lo = 0;
  let hi = f.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (compareDyadic(f[mid].from, t) <= 0) lo = mid;
    else hi = mid - 1;
  }
  return f[lo];
}

/** f(t). */
export function valueAt(f: Pwl, t: Dyadic): Dyadic {
  return lineAt(pieceAt(f, t), t);
}

function sameLine(a: Piece, b: Piece): boolean {
  return a.slope === b.slope && compareDyadic(a.intercept, b.intercept) === 0;
}

/** Merges neighbouring pieces on one line and drops empty ones. */
export function normalize(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    const last = out[out.length - 1];
    if (last !== undefined && compareDyadic(last.from, p.from) === 0) {
      out[out.length - 1] = p;
      if (out.length >= 2 && sameLine(out[out.length - 2], p)) out.pop();
    } else if (last === undefined || !sameLine(last, p)) out.push(p);
  }
  return out;
}

/** The sorted union of the breakpoints of f and g. */
function breakpoints(f: Pwl, g: Pwl): Dyadic[] {
  const all = [...f.map((p) => p.from), ...g.map((p) => p.from)].sort(compareDyadic);
  return all.filter((t, i) => i === 0 || compareDyadic(all[i - 1], t) !== 0);
}

/** Where two lines cross, or undefined for parallel lines. */
function crossing(a: Piece, b: Piece): Dyadic | undefined {
  if (a.slope === b.slope) return undefined;
  return divide(sub(b.intercept, a.intercept), a.slope - b.slope);
}

/** The pointwise maximum (sign = 1) or minimum (sign = -1) of f and g. */
export function extremum(f: Pwl, g: Pwl, sign: 1 | -1): Pwl {
  const points = breakpoints(f, g);
  const out: Piece[] = [];
  for (let i = 0; i < points.length; i++) {
    const u = points[i];
    const v = points[i + 1];
    const a = pieceAt(f, u);
    const b = pieceAt(g, u);
    const starts = [u];
    const x = crossing(a, b);
    if (
      x !== undefined && compareDyadic(x, u) > 0 && (v === undefined || compareDyadic(x, v) < 0)
    ) starts.push(x);
    for (const s of starts) {
      const c = compareDyadic(lineAt(a, s), lineAt(b, s));
      const pick = c * sign > 0 ? a : c * sign < 0 ? b : (a.slope - b.slope) * sign >= 0 ? a : b;
      out.push({ from: s, slope: pick.slope, intercept: pick.intercept });
    }
  }
  return normalize(out);
}

/** f(t) + s * t. */
export function tilt(f: Pwl, s: number): Pwl {
  return f.map((p) => ({ from: p.from, slope: p.slope + s, intercept: p.intercept }));
}

/** f(t) + c. */
export function shift(f: Pwl, c: Dyadic): Pwl {
  return f.map((p) => ({ from: p.from, slope: p.slope, intercept: addDyadic(p.intercept, c) }));
}

/**
 * The least t >= -1 with left(t) <= right(t), for a left scaffold with slopes <= 0 and a right
 * scaffold with slopes >= 0 (so left - right never increases and ends below 0).
 */
export function firstMeeting(left: Pwl, right: Pwl): Dyadic {
  const points = breakpoints(left, right);
  for (let i = 0; i < points.length; i++) {
    const u = points[i];
    const v = points[i + 1];
    const a = pieceAt(left, u);
    const b = pieceAt(right, u);
    if (compareDyadic(lineAt(a, u), lineAt(b, u)) <= 0) return u;
    const x = crossing(a, b);
    if (
      x !== undefined && compareDyadic(x, u) > 0 && (v === undefined || compareDyadic(x, v) <= 0)
    ) {
      if (a.slope < b.slope) return x;
    }
  }
  throw new RangeError("Cannot compute thermograph: the scaffolds never meet");
}

/** f on [-1, a), then the constant c from a on. */
export function truncate(f: Pwl, a: Dyadic, c: Dyadic): Pwl {
  const kept = f.filter((p) => compareDyadic(p.from, a) < 0);
  return normalize([...kept, { from: a, slope: 0, intercept: c }]);
}
