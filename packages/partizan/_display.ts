/**
 * The display order of options (the order formatGame prints them and leftOptions returns them,
 * CGSuite's) and the uptimals it depends on: one order for the whole package.
 *
 * @module
 */

import { compareDyadic, type Dyadic } from "@cgt/core/dyadic";
import { uptimalExpansion } from "./operations/uptimal.ts";
import {
  compareNimberIndex,
  displayOptionsField,
  type Game,
  leftOf,
  type NimberIndex,
  nusOfGame,
  rightOf,
  setDisplayOptions,
  stop,
} from "./_engine.ts";

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

/** 0 for a number, 1 for a nimber, 2 for another uptimal, 3 for any other game. */
function displayClass(e: Expansion | undefined): number {
  if (e === undefined) return 3;
  if (e.digits.length === 0 && e.m === 0) return 0;
  if (e.digits.length === 0 && e.x.numerator === 0n) return 1;
  return 2;
}

/** UptimalExpansion.java `compareTo`. */
function compareExpansions(a: Expansion, b: Expansion): number {
  const c = compareDyadic(a.x, b.x);
  if (c !== 0) return c;
  for (let i = 0; i < Math.min(a.digits.length, b.digits.length); i++) {
    if (a.digits[i] !== b.digits[i]) return a.digits[i] - b.digits[i];
  }
  return a.digits.length - b.digits.length || compareNimberIndex(a.m, b.m);
}

/** CGSuite's display order of two canonical games (negative when `a` comes first). */
export function displayCompare(a: Game, b: Game): number {
  if (a === b) return 0;
  const ea = expansionOf(a);
  const eb = expansionOf(b);
  const ca = displayClass(ea);
  const cb = displayClass(eb);
  if (ca !== cb) return ca - cb;
  if (ca === 0) return compareDyadic(ea!.x, eb!.x);
  if (ca === 1) return compareNimberIndex(ea!.m, eb!.m);
  if (ca === 2) return compareExpansions(ea!, eb!);
  return compareLists(displayLeftOf(a), displayLeftOf(b)) ||
    compareLists(displayRightOf(a), displayRightOf(b));
}

function compareLists(a: readonly Game[], b: readonly Game[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = displayCompare(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** The left options of `g` in CGSuite's display order (kept on the game's record). */
export function displayLeftOf(g: Game): readonly Game[] {
  let d = displayOptionsField(g, true);
  if (d === undefined) {
    d = Object.freeze([...leftOf(g)].sort(displayCompare));
    setDisplayOptions(g, true, d);
  }
  return d;
}

/** The right options of `g` in CGSuite's display order (kept on the game's record). */
export function displayRightOf(g: Game): readonly Game[] {
  let d = displayOptionsField(g, false);
  if (d === undefined) {
    d = Object.freeze([...rightOf(g)].sort(displayCompare));
    setDisplayOptions(g, false, d);
  }
  return d;
}
