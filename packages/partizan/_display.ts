/**
 * The display order of options (the order formatGame prints them and leftOptions returns them,
 * CGSuite's) and the uptimals it depends on: one order for the whole package.
 *
 * @module
 */

import { BoundedCache } from "./_caches.ts";
import { compareDyadic, type Dyadic, dyadic, negateDyadic } from "./dyadic.ts";
import {
  addGames,
  displayOptionsField,
  type Game,
  leftOf,
  makeGame,
  negateGame,
  nusGame,
  nusOfGame,
  rightOf,
  setDisplayOptions,
  stop,
} from "./_engine.ts";

const ZERO_GAME: Game = nusGame(dyadic(0), 0, 0);

// Uptimals (Uptimal.scala, UptimalExpansion.java, CanonicalShortGameOps.java `pow`/`powTo`):
// the up-nth ^<n> = {0 | * - ^[n-1]} (so ^<1> = ^, ^<2> = {0|v*}) and the up-to-the-nth
// ^[n] = {^[n-1] | *} with ^[0] = 0, which equals ^<1> + ^<2> + ... + ^<n>. CGSuite prints
// x + ^<n> + *m (a unit expansion, n >= 2) as `x^<n>*m` and x + ^[n] + *m (a unit sum) as
// `x^[n]*m`, with `v` for the negatives.

/** The longest uptimal {@link formatGame} recognises (CGSuite has no bound; see formatGame). */
const MAX_UPTIMAL_LENGTH = 16;
/** The nimber parts below this bound are recognised in uptimals. */
const MAX_UPTIMAL_NIMBER = 8;

// Bounded by MAX_UP_POWER (notation.ts) and kept for the life of the process.
const upNths: Game[] = [];
const upToNths: Game[] = [ZERO_GAME];

/** ^[n] = {^[n-1] | *}: CanonicalShortGameOps.powTo(UP, n). */
export function upToNth(n: number): Game {
  while (upToNths.length <= n) {
    upToNths.push(makeGame([upToNths[upToNths.length - 1]], [nusGame(dyadic(0), 0, 1)]));
  }
  return upToNths[n];
}

/** ^<n> = {0 | * - ^[n-1]}: CanonicalShortGameOps.pow(UP, n), n >= 1. */
export function upNth(n: number): Game {
  if (upNths.length === 0) upNths.push(ZERO_GAME); // slot 0 is unused
  while (upNths.length <= n) {
    const below = negateGame(upToNth(upNths.length - 1));
    upNths.push(makeGame([ZERO_GAME], [addGames(nusGame(dyadic(0), 0, 1), below)]));
  }
  return upNths[n];
}

/** An uptimal x + sign.(^<n> or ^[n]) + *m, n >= 2, as CGSuite prints it. */
export interface UptimalForm {
  readonly x: Dyadic;
  readonly sign: 1 | -1;
  readonly n: number;
  readonly sum: boolean;
  readonly m: number;
  /** The coefficients of its uptimal expansion (UptimalExpansion.java). */
  readonly digits: readonly number[];
}

let uptimalTable: Map<number, UptimalForm> | undefined;
// The table is keyed by id, so its games must stay alive with it (a collected game would come
// back with a new id and be missed).
const uptimalGames: Game[] = [];
const uptimalCache = new BoundedCache<number, UptimalForm | null>("uptimal forms");

/** The infinitesimal uptimals sign.(^<n> or ^[n]) + *m, by game id. */
function uptimals(): Map<number, UptimalForm> {
  if (uptimalTable === undefined) {
    const table = new Map<number, UptimalForm>();
    for (let n = 2; n <= MAX_UPTIMAL_LENGTH; n++) {
      for (const sum of [false, true]) {
        const base = sum ? upToNth(n) : upNth(n);
        for (const sign of [1, -1] as const) {
          const signed = sign === 1 ? base : negateGame(base);
          const digits = Array.from(
            { length: n },
            (_, i) => sum || i === n - 1 ? sign : 0,
          );
          for (let m = 0; m < MAX_UPTIMAL_NIMBER; m++) {
            const g = addGames(signed, nusGame(dyadic(0), 0, m));
            table.set(g.id, { x: dyadic(0), sign, n, sum, m, digits });
            uptimalGames.push(g);
          }
        }
      }
    }
    uptimalTable = table;
  }
  return uptimalTable;
}

/** The uptimal form of g when CGSuite prints it as one (not for x + k.^ + *n). */
export function uptimalOf(g: Game): UptimalForm | undefined {
  const hit = uptimalCache.get(g.id);
  if (hit !== undefined) return hit ?? undefined;
  let result: UptimalForm | undefined;
  const x = stop(g, true);
  if (nusOfGame(g) === undefined && compareDyadic(x, stop(g, false)) === 0) {
    const h = x.numerator === 0n ? g : addGames(g, nusGame(negateDyadic(x), 0, 0));
    const form = uptimals().get(h.id);
    if (form !== undefined) result = { ...form, x };
  }
  uptimalCache.set(g.id, result ?? null);
  return result;
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

/** The uptimal expansion of g, for x + k.^ + *n and the uptimals {@link uptimalOf} finds. */
function expansionOf(g: Game): Expansion | undefined {
  const v = nusOfGame(g);
  if (v !== undefined) return { x: v.x, digits: v.k === 0 ? [] : [v.k], m: v.n };
  return uptimalOf(g);
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
  return a.digits.length - b.digits.length || a.m - b.m;
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
  if (ca === 1) return ea!.m - eb!.m;
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
