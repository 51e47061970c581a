/**
 * The private engine behind game.ts, arithmetic.ts and compare.ts: the
 * hash-consed store of canonical short games, canonical-form reduction, the
 * order, sums and negation, with caches keyed by integer ids.
 *
 * Representation. Every canonical game is one frozen object `{ id }`. Games of
 * the form `x + k.^ + *n` (x a dyadic number, k an integer, n a nimber) are
 * "nus" records: they keep the triple and build their options only when asked,
 * so 10^30 or 2^-100 costs one record, and their sums and comparisons are
 * computed from the triples without recursion. Every other canonical game keeps
 * its left and right options (sorted by id) and is found in a table keyed by
 * those option ids.
 *
 * @module
 */

import {
  BoundedCache,
  cacheLimit,
  type Clearable,
  onCacheLimitChange,
  registerCache,
} from "@cgt/core/caches";
import { type Dyadic, dyadic } from "@cgt/core/dyadic";
import { describeValue } from "@cgt/core/describe-value";
import { spendSteps } from "@cgt/core/limits";

// The limit errors, re-exported for the modules of this package that take them from here.
export { GameLimitError, LimitError, PositionLimitError } from "@cgt/core/limits";
import { addDyadic, compareDyadic, negateDyadic } from "@cgt/core/dyadic";

/** An opaque, hash-consed canonical short game. */
export interface Game {
  /** The game's integer id; equal games have the same id. */
  readonly id: number;
}

/** The triple of a game `x + k.^ + *n`. */
export interface Nus {
  /** The number part. */
  readonly x: Dyadic;
  /** The multiple of up (negative for down). */
  readonly k: number;
  /** The nimber part: a number below 2^31, a bigint from 2^31 on (see {@link NimberIndex}). */
  readonly n: NimberIndex;
  /** The number part as a double when that is exact, else NaN. */
  readonly xf: number;
}

/**
 * The index n of a nimber part *n as the engine keeps it: a number below 2^31 (the usual case,
 * stored unboxed and summed with one 32-bit exclusive or), a bigint from 2^31 on. Never a bigint
 * below 2^31, so equal indices are equal under `===` and print alike.
 */
export type NimberIndex = number | bigint;

/** 2^31: the first nimber index the engine keeps as a bigint. */
export const SMALL_NIMBER_LIMIT = 2147483648;
const SMALL_NIMBER_LIMIT_BIG = 2147483648n;

/**
 * The nimbers the engine accepts lie below 2^MAX_NIMBER_BITS: sums and comparisons of nimbers
 * cost in proportion to their bits, so a bound keeps hostile input (a 10,000-digit nimber)
 * cheap to refuse.
 */
export const MAX_NIMBER_BITS = 1024;

/** The engine's form of a non-negative integer index (a number below 2^31, else a bigint). */
export function nimberIndex(n: bigint): NimberIndex {
  return n < SMALL_NIMBER_LIMIT_BIG ? Number(n) : n;
}

/** The nim-sum (exclusive or) of two indices, in the engine's form. */
export function nimSum(a: NimberIndex, b: NimberIndex): NimberIndex {
  if (typeof a === "number" && typeof b === "number") return a ^ b;
  return nimberIndex(BigInt(a) ^ BigInt(b));
}

/** Sign of a - b for two indices: -1, 0 or 1. */
export function compareNimberIndex(a: NimberIndex, b: NimberIndex): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The minimum excluded index of a set of indices (mex): always below 2^31 in practice. */
export function mexIndex(indices: readonly NimberIndex[]): number {
  const small: number[] = [];
  for (const n of indices) if (typeof n === "number") small.push(n);
  small.sort((a, b) => a - b);
  let m = 0;
  for (const n of small) {
    if (n === m) m++;
    else if (n > m) break;
  }
  return m;
}

// ---------------------------------------------------------------------------
// The work budget lives in @cgt/core/limits, shared by every package: every step of real work
// (a comparison or sum not found in a cache, a round of canonical-form reduction, an option
// materialised) spends one unit; past the budget the engine throws a GameLimitError, leaving its
// caches consistent (only finished results are stored).

/** Spends `n` steps of the shared budget (free for n = 0). */
export function spend(n: number): void {
  if (n > 0) spendSteps(n);
}

// ---------------------------------------------------------------------------
// The identity store. Every canonical game is one frozen GameRecord; what belongs to one game
// (its options, its triple, its stops) lives in private fields of the record, and what few
// games have (a display order, a negative) in a WeakMap keyed by the game, so a game the caller
// holds keeps exactly what it needs alive and nothing is indexed by id in a table that only
// grows. The intern tables that make equal games one object hold games weakly (WeakRef): a game
// nobody references can be collected, and its entry leaves at the next sweep (sweeps run when
// a table fills, and after a collection that took half of
// its games, told by a FinalizationRegistry that follows a sample of them; each costs a pass
// over the table, so their cost is amortised). V8 keeps a game reached through a WeakRef alive
// until the current task ends, so the memory of games made in one long synchronous computation
// comes back once the event loop turns; no weak lookup by content can do better, since a
// WeakMap holds its values as long as their keys live. Ids are never
// reused: an entry of a derived cache keyed by a dead game's id is never hit again and leaves
// with eviction (the registry of @cgt/core/caches).

let nextId = 0;

/** The one empty option list. */
const NO_OPTIONS: readonly Game[] = Object.freeze([]);

/** Reads the private fields of a record (set in the class's static block). */
let optionsField: (g: Game) => readonly Game[] | undefined;
let splitField: (g: Game) => number;
let setOptions: (g: Game, options: readonly Game[], split: number) => void;
let nusField: (g: Game) => Nus | undefined;
let stopField: (g: Game, left: boolean) => number | Dyadic | undefined;
let setStop: (g: Game, left: boolean, s: number | Dyadic) => void;
let brand: (g: object) => boolean;

/**
 * What a game seldom has: its negative and its options in display order, once computed (a
 * search computes neither for almost every game: 253 negatives among 187,075 games of a 6x6
 * Domineering board with 7 cells filled; display orders only when formatting).
 */
interface ColdFields {
  neg: Game | undefined;
  left: readonly Game[] | undefined;
  right: readonly Game[] | undefined;
}

/**
 * The {@link ColdFields} of the games that have any, aside from the records, so that the others
 * do not carry a field for them (8 bytes a game). Weak: an entry lives as long as its game, as
 * the field did (a game and its negative, each the other's entry, go together).
 */
const coldOf = new WeakMap<Game, ColdFields>();

/** The cold fields of `g`, made empty if it has none yet. */
function coldFields(g: Game): ColdFields {
  let c = coldOf.get(g);
  if (c === undefined) {
    c = { neg: undefined, left: undefined, right: undefined };
    coldOf.set(g, c);
  }
  return c;
}

/** The options of `g` on one side in display order, when kept. */
function displayField(g: Game, left: boolean): readonly Game[] | undefined {
  const c = coldOf.get(g);
  return c === undefined ? undefined : left ? c.left : c.right;
}

/** Keeps the options of `g` on one side in display order. */
function setDisplay(g: Game, left: boolean, d: readonly Game[]): void {
  const c = coldFields(g);
  if (left) c.left = d;
  else c.right = d;
}

/** The negative of `g`, when computed. */
function negField(g: Game): Game | undefined {
  return coldOf.get(g)?.neg;
}

/** Keeps `n` as the negative of `g`. */
function setNeg(g: Game, n: Game): void {
  coldFields(g).neg = n;
}

/**
 * A canonical game: the only objects the engine accepts as games. Six fields (72 bytes with
 * V8's 8-byte fields), one option array (left options then right options, 32 bytes of headers
 * plus 8 a game), a `WeakRef` and its slot in an intern table: about 200 bytes a game with three
 * options, where ten fields, two option arrays, stops kept twice (as dyadics and as boxed
 * doubles) and a `Map` entry cost about 300.
 */
class GameRecord implements Game {
  readonly id: number;
  // The left options then the right options, each side sorted by id; undefined until listed
  // for a game x + k.^ + *n. #split is the number of left options.
  #options: readonly Game[] | undefined;
  #split: number;
  readonly #nus: Nus | undefined;
  // A stop scaled by STOP_SCALE as a double when that is exact (unboxed when an integer, the
  // usual case), else as a dyadic; undefined until computed. One field a side where a dyadic
  // and a double were two.
  #leftStop: number | Dyadic | undefined = undefined;
  #rightStop: number | Dyadic | undefined = undefined;

  constructor(options: readonly Game[] | undefined, split: number, nus?: Nus) {
    this.id = nextId++;
    this.#options = options;
    this.#split = split;
    this.#nus = nus;
    Object.freeze(this);
  }

  static {
    optionsField = (g) => (g as GameRecord).#options;
    splitField = (g) => (g as GameRecord).#split;
    setOptions = (g, options, split) => {
      (g as GameRecord).#options = options;
      (g as GameRecord).#split = split;
    };
    nusField = (g) => (g as GameRecord).#nus;
    stopField = (g, left) => left ? (g as GameRecord).#leftStop : (g as GameRecord).#rightStop;
    setStop = (g, left, s) => {
      if (left) (g as GameRecord).#leftStop = s;
      else (g as GameRecord).#rightStop = s;
    };
    brand = (g) => #nus in g;
  }
}

/**
 * Whether `g` is a game made by this engine in this isolate (not a forged or cloned `{ id }`).
 * One private-field check: no table lookup.
 */
export function isGame(g: unknown): g is Game {
  return typeof g === "object" && g !== null && brand(g);
}

/**
 * Throws a TypeError unless `g` is a game made by this engine. `what` completes "Cannot ...".
 * Games are local to one isolate: a game sent to a worker (structured-cloned) or built by hand
 * is a plain object, rejected here; workers exchange notation text instead.
 */
export function checkGame(g: unknown, what: string): asserts g is Game {
  if (typeof g !== "object" || g === null || !brand(g)) {
    throw new TypeError(
      `Cannot ${what}: expected a game made by @cgt/partizan in this isolate (a cloned or hand-made { id } is not one; send notation text between workers), received ${
        describeValue(g)
      }`,
    );
  }
}

/**
 * What a table of games held weakly needs to hear from the collector: that some of its games
 * were collected (see {@link DEATH_SAMPLE}).
 */
interface Mortal {
  noteDeaths(): void;
}

/**
 * One game in this many, as it enters a weak table, is registered with {@link deaths}: a sample,
 * so that a table learns after a collection that about this many of its games died for each
 * callback, without registering every game (a registration costs a record in the heap and work
 * for the collector).
 */
const DEATH_SAMPLE = 32;

/**
 * Tells a weak table that sampled games of its own were collected. Its callback runs in a task
 * of its own after a collection, so a table of dead entries is swept once the games are gone,
 * even if no new game is ever made again (sweeping only when the table doubles kept the entries
 * of every game of a large computation, about 50 bytes each, until the table doubled again).
 */
const deaths = new FinalizationRegistry<Mortal>((table) => table.noteDeaths());

/**
 * A table of games held weakly. Dead entries are swept whenever the table doubles, and when the
 * sampled deaths reported by {@link deaths} reach half of its entries.
 */
class WeakTable<K> implements Mortal {
  #map = new Map<K, WeakRef<Game>>();
  #sweepAt = 4096;
  #added = 0;
  #dead = 0;

  get(key: K): Game | undefined {
    return this.#map.get(key)?.deref();
  }

  set(key: K, g: Game): void {
    const map = this.#map;
    map.set(key, new WeakRef(g));
    if (++this.#added % DEATH_SAMPLE === 0) deaths.register(g, this);
    if (map.size >= this.#sweepAt) {
      this.#sweep();
      this.#sweepAt = Math.max(4096, 2 * map.size);
    }
  }

  noteDeaths(): void {
    this.#dead += DEATH_SAMPLE;
    if (2 * this.#dead >= this.#map.size) this.#sweep();
  }

  #sweep(): void {
    const map = this.#map;
    for (const [k, r] of map) if (r.deref() === undefined) map.delete(k);
    this.#dead = 0;
  }

  /** The number of entries, live or dead (nothing is swept). */
  get entries(): number {
    return this.#map.size;
  }

  /** The number of live games, after dropping the entries of collected ones. */
  get size(): number {
    this.#sweep();
    return this.#map.size;
  }
}

/**
 * A 30-bit hash of two lists of games (by id, in order): a small integer, so a cheap `Map` key.
 * Equal lists give equal hashes; callers compare the lists on a hit.
 */
function listsHash(l: readonly Game[], r: readonly Game[]): number {
  let h = 0x2545f491 ^ l.length;
  for (let i = 0; i < l.length; i++) h = Math.imul(h ^ l[i].id, 0x9e3779b1) ^ (h >>> 16);
  h = Math.imul(h ^ 0x5bd1e995, 0x85ebca77);
  for (let i = 0; i < r.length; i++) h = Math.imul(h ^ r[i].id, 0xc2b2ae35) ^ (h >>> 16);
  h ^= h >>> 15;
  h = Math.imul(h, 0x27d4eb2f);
  return (h ^ (h >>> 13)) & 0x3fffffff;
}

/**
 * The canonical games with explicit options, held weakly, found by their option lists: an
 * open-addressing table (linear probing) of {@link listsHash} + 1 in an `Int32Array` (0 marks an
 * empty slot) and a `WeakRef` to the game at the same index in an array. A hit is checked
 * against the game's own options, so no key is stored. 12 bytes a slot, at most three quarters
 * of the slots in use, from 9/32 to 9/16 after a sweep (16-43 bytes an entry besides its
 * `WeakRef`, where a `Map` entry cost 28-56). A sweep rebuilds the table from its live entries,
 * sized to them; it runs when the table is three quarters full and when the sampled deaths
 * reach half of its entries.
 */
export class WeakListTable implements Mortal {
  #keys = new Int32Array(WEAK_MIN_SLOTS);
  #refs: (WeakRef<Game> | undefined)[] = emptySlots(WEAK_MIN_SLOTS);
  #count = 0;
  #added = 0;
  #dead = 0;

  /** The live game of hash `h` whose options are `l` and `r`, if any. */
  get(h: number, l: readonly Game[], r: readonly Game[]): Game | undefined {
    const keys = this.#keys;
    const mask = keys.length - 1;
    const k = h + 1;
    for (let i = h & mask;; i = (i + 1) & mask) {
      const ki = keys[i];
      if (ki === 0) return undefined;
      if (ki === k) {
        const g = this.#refs[i]!.deref();
        if (g !== undefined && hasOptions(g, l, r)) return g;
      }
    }
  }

  /** Adds `g` under its hash `h` (a {@link listsHash}, below 2^30); not already present. */
  set(h: number, g: Game): void {
    if (4 * (this.#count + 1) > 3 * this.#keys.length) this.#sweep();
    this.#place(h + 1, new WeakRef(g));
    this.#count++;
    if (++this.#added % DEATH_SAMPLE === 0) deaths.register(g, this);
  }

  noteDeaths(): void {
    this.#dead += DEATH_SAMPLE;
    if (2 * this.#dead >= this.#count) this.#sweep();
  }

  #place(k: number, ref: WeakRef<Game>): void {
    const keys = this.#keys;
    const mask = keys.length - 1;
    let i = (k - 1) & mask;
    while (keys[i] !== 0) i = (i + 1) & mask;
    keys[i] = k;
    this.#refs[i] = ref;
  }

  /**
   * Rebuilds the table from its live entries, at most nine sixteenths of the new slots (so at
   * least three sixteenths of them are added before the next rebuild: amortised constant time).
   */
  #sweep(): void {
    const keys = this.#keys;
    const refs = this.#refs;
    let live = 0;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] !== 0 && refs[i]!.deref() !== undefined) live++;
    }
    let slots = WEAK_MIN_SLOTS;
    while (16 * (live + 1) > 9 * slots) slots *= 2;
    this.#keys = new Int32Array(slots);
    this.#refs = emptySlots(slots);
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] !== 0 && refs[i]!.deref() !== undefined) this.#place(keys[i], refs[i]!);
    }
    this.#count = live;
    this.#dead = 0;
  }

  /** The number of entries, live or dead (nothing is swept). */
  get entries(): number {
    return this.#count;
  }

  /** The number of live games, after dropping the entries of collected ones. */
  get size(): number {
    this.#sweep();
    return this.#count;
  }
}

/** The fewest slots of a {@link WeakListTable}. */
const WEAK_MIN_SLOTS = 1024;

/**
 * An array of `n` empty slots, with fast elements: `new Array(n)` (holey, read as undefined;
 * 145 ms for 2^24 slots) up to 2^25 slots, past which V8 makes it a dictionary that every probe
 * would look up by hashing; a larger one is pushed slot by slot (860 ms for 2^24), which keeps
 * fast elements.
 */
function emptySlots(n: number): undefined[] {
  if (n <= 1 << 25) return new Array<undefined>(n);
  const a: undefined[] = [];
  for (let i = 0; i < n; i++) a.push(undefined);
  return a;
}

/** Whether the explicit options of `g` are exactly `l` and `r` (sorted by id). */
function hasOptions(g: Game, l: readonly Game[], r: readonly Game[]): boolean {
  const o = optionsField(g);
  if (o === undefined || splitField(g) !== l.length || o.length !== l.length + r.length) {
    return false;
  }
  for (let i = 0; i < l.length; i++) if (o[i] !== l[i]) return false;
  const at = l.length;
  for (let i = 0; i < r.length; i++) if (o[at + i] !== r[i]) return false;
  return true;
}

const byOptions = new WeakListTable();
const byNus = new WeakTable<string>();
const bySmallNus = new WeakTable<number>();

// A direct-mapped front for the small triples, the most looked-up games: a hit needs no
// WeakRef. Bounded (4096 slots) and derived, so clearCaches() may empty it.
const NUS_FRONT = 4096;
const nusFrontKeys = new Float64Array(NUS_FRONT).fill(-1);
// A holey array (read as undefined): one filled with undefined would be copied to another
// element kind by the first store of a game after each clear (measured: about 9 us).
const nusFrontGames: (Game | undefined)[] = new Array(NUS_FRONT);
// The slots in use, so that a clear costs what was used, not the 4096 slots (about 5 us).
const nusFrontUsed = new Uint16Array(NUS_FRONT);
let nusFrontCount = 0;
registerCache("small number-up-star games", {
  clear(): void {
    for (let i = 0; i < nusFrontCount; i++) {
      const slot = nusFrontUsed[i];
      nusFrontKeys[slot] = -1;
      nusFrontGames[slot] = undefined;
    }
    nusFrontCount = 0;
  },
  get size(): number {
    return nusFrontCount;
  },
});

/** The number of distinct canonical games created so far (ids are dense from 0). */
export function gameCount(): number {
  return nextId;
}

/** The number of live games in the intern tables (dead entries are swept first). */
export function internedCount(): number {
  return byOptions.size + byNus.size + bySmallNus.size;
}

/**
 * The number of entries of the intern tables as they are, live or dead (for tests that check
 * the tables are swept without being asked).
 */
export function internEntries(): number {
  return byOptions.entries + byNus.entries + bySmallNus.entries;
}

const ZERO_DYADIC: Dyadic = dyadic(0);

/** Returns the canonical game `x + k.^ + *n`. */
export function nusGame(x: Dyadic, k: number, n: NimberIndex): Game {
  // Small triples (the usual case) get an exact number key: no string building.
  const m = x.numerator;
  if (
    m < 1048576n && m > -1048576n && x.exponent < 32 && k < 512 && k > -512 &&
    typeof n === "number" && n < 512
  ) {
    return smallNus(Number(m), x.exponent, k, n, x);
  }
  const key = `${m}:${x.exponent}:${k}:${n}`;
  let g = byNus.get(key);
  if (g === undefined) {
    g = newNus(x, k, n);
    byNus.set(key, g);
  }
  return g;
}

/**
 * The game `m/2^e + k.^ + *n` of a small triple (|m| < 2^20 with m odd or e = 0, e < 32,
 * |k| < 512, 0 <= n < 512), found by an exact number key. `x` is the number part when the
 * caller has it; otherwise it is made only if the game is new.
 */
function smallNus(mn: number, e: number, k: number, n: number, x?: Dyadic): Game {
  const key = (((mn + 1048576) * 32 + e) * 1024 + k + 512) * 512 + n;
  const slot = (Math.imul(mn, 0x9e3779b1) ^ Math.imul((e << 10) + k, 0x85ebca77) ^
    Math.imul(n, 0xc2b2ae35)) >>> 20;
  if (nusFrontKeys[slot] === key) return nusFrontGames[slot]!;
  let g = bySmallNus.get(key);
  if (g === undefined) {
    g = newNus(x ?? dyadic(BigInt(mn), e), k, n);
    bySmallNus.set(key, g);
  }
  if (nusFrontKeys[slot] === -1) nusFrontUsed[nusFrontCount++] = slot;
  nusFrontKeys[slot] = key;
  nusFrontGames[slot] = g;
  return g;
}

/**
 * The sum of two games `x + k.^ + *n`: the triples add (numbers and ups as numbers, nimbers by
 * nim-sum). Small triples whose number parts are exact doubles (the usual case in a search:
 * integers and short dyadics) add as doubles, with no bigint; the sum of two dyadics of
 * numerators below 2^20 and exponents below 32 is exact in a double. {@link addNusPlain} is
 * the plain twin.
 */
function addNus(a: Nus, b: Nus): Game {
  const xa = a.xf;
  const xb = b.xf;
  const k = a.k + b.k;
  const na = a.n;
  const nb = b.n;
  if (
    typeof na === "number" && typeof nb === "number" && na < 512 && nb < 512 && k < 512 &&
    k > -512 && a.x.exponent < 32 && b.x.exponent < 32 && xa < 524288 && xa > -524288 &&
    xb < 524288 && xb > -524288
  ) {
    // xf is exact here (exponent below 32, value below 2^19); the sum is below 2^20.
    let e = a.x.exponent > b.x.exponent ? a.x.exponent : b.x.exponent;
    let m = (xa + xb) * POW2_EXACT[e];
    while (e > 0 && m % 2 === 0) {
      m /= 2;
      e--;
    }
    if (m < 1048576 && m > -1048576) return smallNus(m, e, k, na ^ nb);
  }
  return addNusPlain(a, b);
}

/** 2^e for e from 0 to 31. */
const POW2_EXACT = Float64Array.from({ length: 32 }, (_, e) => 2 ** e);

/** The sum of two games `x + k.^ + *n` by their exact triples (the plain twin of addNus). */
export function addNusPlain(a: Nus, b: Nus): Game {
  return nusGame(addDyadic(a.x, b.x), a.k + b.k, nimSum(a.n, b.n));
}

function newNus(x: Dyadic, k: number, n: NimberIndex): Game {
  return new GameRecord(undefined, 0, Object.freeze({ x, k, n, xf: exactDouble(x) }));
}

/** The triple of `g` when `g` is of the form `x + k.^ + *n`. */
export function nusOfGame(g: Game): Nus | undefined {
  return nusField(g);
}

/** Whether a triple is a plain number. */
export function nusIsNumber(v: Nus): boolean {
  return v.k === 0 && v.n === 0;
}

function byId(a: Game, b: Game): number {
  return a.id - b.id;
}

/**
 * The canonical options of `x + k.^ + *n` (Siegel, CGT, II.3 and II.4):
 * integers n = {n-1 |}, dyadics m/2^j = {(m-1)/2^j | (m+1)/2^j},
 * x + *n = {x + *i | x + *i} (i < n), x + ^* = {x, x + * | x},
 * x + k.^ + *n = {x | x + (k-1).^ + *(n xor 1)} for k >= 1 otherwise, and negatives.
 */
function nusOptions(v: Nus): [Game[], Game[]] {
  const { x, k, n } = v;
  if (k === 0 && n === 0) {
    if (x.exponent === 0) {
      if (x.numerator > 0n) return [[nusGame(dyadic(x.numerator - 1n), 0, 0)], []];
      if (x.numerator < 0n) return [[], [nusGame(dyadic(x.numerator + 1n), 0, 0)]];
      return [[], []];
    }
    return [
      [nusGame(dyadic(x.numerator - 1n, x.exponent), 0, 0)],
      [nusGame(dyadic(x.numerator + 1n, x.exponent), 0, 0)],
    ];
  }
  if (k === 0) {
    const opts: Game[] = [];
    for (let i = 0; i < (n as number); i++) opts.push(nusGame(x, 0, i));
    return [opts, opts.slice()];
  }
  const number = nusGame(x, 0, 0);
  if (k === 1 && n === 1) return [[number, nusGame(x, 0, 1)].sort(byId), [number]];
  if (k === -1 && n === 1) return [[number], [number, nusGame(x, 0, 1)].sort(byId)];
  if (k > 0) return [[number], [nusGame(x, k - 1, nimSum(n, 1))]];
  return [[nusGame(x, k + 1, nimSum(n, 1))], [number]];
}

function materialise(g: Game): void {
  const v = nusField(g);
  if (v === undefined) return;
  if (typeof v.n === "number") spend(v.n + 1);
  else if (v.k === 0) throw tooManyOptions(v.n); // x + *n has n options a side
  else spend(2);
  const [l, r] = nusOptions(v);
  l.sort(byId);
  setOptions(g, optionList(l, r.sort(byId)), l.length);
}

/**
 * The error for a nimber x + *n whose options would be asked for with n from 2^31 on: they cannot
 * be listed, so only the closed forms (sums and comparisons of numbers, ups and nimbers, and
 * option lists that are the same nimbers on both sides) reach such games.
 */
function tooManyOptions(n: bigint): RangeError {
  return new RangeError(
    `Cannot list the options of a nimber: *n has n options a side, too many to list from 2^31 on (nimbers that large can be summed and compared with numbers, ups and nimbers, and be options of an impartial {...|...}), received *${n}`,
  );
}

/**
 * The canonical options of `g` in one list: its left options (the first {@link splitField}
 * entries), then its right options, each side sorted by id. The engine's loops read this list
 * by index; {@link leftOf} and {@link rightOf} copy a side out of it.
 */
function optionsOf(g: Game): readonly Game[] {
  let o = optionsField(g);
  if (o === undefined) {
    materialise(g);
    o = optionsField(g)!;
  }
  return o;
}

/** The canonical left options of `g`, sorted by id (a new array, unless there are none). */
export function leftOf(g: Game): readonly Game[] {
  const o = optionsOf(g);
  const split = splitField(g);
  return split === 0 ? NO_OPTIONS : o.slice(0, split);
}

/** The canonical right options of `g`, sorted by id (a new array, unless there are none). */
export function rightOf(g: Game): readonly Game[] {
  const o = optionsOf(g);
  const split = splitField(g);
  return split === o.length ? NO_OPTIONS : o.slice(split);
}

// ---------------------------------------------------------------------------
// The display order of options (computed in _display.ts) is kept beside the record.

/** The options of `g` on one side in display order, when already computed. */
export function displayOptionsField(g: Game, left: boolean): readonly Game[] | undefined {
  return displayField(g, left);
}

/** Keeps the options of `g` on one side in display order on its record. */
export function setDisplayOptions(g: Game, left: boolean, d: readonly Game[]): void {
  setDisplay(g, left, d);
}

// ---------------------------------------------------------------------------
// The order.

/** Sign of `x + k.^ + *n` against 0: -1, 0, 1, or 2 for confused (||). */
export function nusSign(x: Dyadic, k: number, n: NimberIndex): -1 | 0 | 1 | 2 {
  const s = compareDyadic(x, ZERO_DYADIC);
  if (s !== 0) return s;
  if (k === 0) return n === 0 ? 0 : 2;
  if (k === 1 || k === -1) {
    if (n === 1) return 2;
    return k > 0 ? 1 : -1;
  }
  return k > 0 ? 1 : -1;
}

/** Sign of a - b for two games x + k.^ + *n: the number parts decide unless they are equal. */
function nusDiffSign(a: Nus, b: Nus): -1 | 0 | 1 | 2 {
  const s = a.xf === a.xf && b.xf === b.xf
    ? (a.xf < b.xf ? -1 : a.xf > b.xf ? 1 : 0)
    : cmpD(a.x, b.x);
  return s !== 0 ? s : nusSign(ZERO_DYADIC, a.k - b.k, nimSum(a.n, b.n));
}

/** compareDyadic without allocating when the denominators agree or the signs differ. */
function cmpD(a: Dyadic, b: Dyadic): -1 | 0 | 1 {
  if (a === b) return 0;
  const x = a.numerator;
  const y = b.numerator;
  if (a.exponent === b.exponent) return x < y ? -1 : x > y ? 1 : 0;
  const sx = x > 0n ? 1 : x < 0n ? -1 : 0;
  const sy = y > 0n ? 1 : y < 0n ? -1 : 0;
  if (sx !== sy) return sx < sy ? -1 : 1;
  return compareDyadic(a, b);
}

/** The value of `d` as a double when that is exact, else NaN. */
function exactDouble(d: Dyadic): number {
  const n = d.numerator;
  if (n > 9007199254740992n || n < -9007199254740992n || d.exponent > 1000) return NaN;
  return Number(n) / 2 ** d.exponent;
}

/**
 * The factor of a stop as the record keeps it: 256 times the stop, so that the stops of a
 * search, mostly multiples of 1/2 to 1/16, are integers, which a field holds unboxed (a stop of
 * 1/2 as a double cost a 16-byte box a game: half the games of a Domineering search have one).
 * A power of two, so scaling is exact.
 */
const STOP_SCALE = 256;

/**
 * The stop times {@link STOP_SCALE} as an exact double, or NaN when it does not fit: most
 * comparisons of stops then need no bigint arithmetic. The record keeps a stop scaled so when
 * that is exact, so this is one read; scaling keeps the order, so scaled stops compare as the
 * stops do.
 */
function scaledStop(g: Game, left: boolean): number {
  const v = nusField(g);
  if (v !== undefined) return v.xf * STOP_SCALE;
  let s = stopField(g, left);
  if (s === undefined) s = computeStop(g, left);
  return typeof s === "number" ? s : NaN;
}

/** Compares stops: sign of (stop of a) - (stop of b). */
function compareStops(a: Game, aLeft: boolean, b: Game, bLeft: boolean): number {
  const x = scaledStop(a, aLeft);
  const y = scaledStop(b, bLeft);
  if (x === x && y === y) return x < y ? -1 : x > y ? 1 : 0; // neither is NaN
  return cmpD(stop(a, aLeft), stop(b, bLeft));
}

/**
 * The left stop (left = true) or right stop of g: its number value if g is x + k.^ + *n, else
 * the largest right stop of a left option (smallest left stop of a right option). A canonical
 * game that is not a number has options on both sides. Kept on the record (scaled, as a double
 * when exact, so this returns a new dyadic for such a stop of a game that is not x + k.^ + *n).
 */
export function stop(g: Game, left: boolean): Dyadic {
  const v = nusField(g);
  if (v !== undefined) return v.x;
  let s = stopField(g, left);
  if (s === undefined) s = computeStop(g, left);
  return typeof s === "number" ? dyadicOfDouble(s / STOP_SCALE) : s;
}

/**
 * Computes and keeps the stop of a game that is not x + k.^ + *n (see {@link stop}): by the
 * options' scaled stops while they are all exact (then the extreme one is exact too), else as
 * dyadics. Returns what it keeps: the scaled stop ({@link scaledStop}) when exact, else the
 * dyadic.
 */
function computeStop(g: Game, left: boolean): number | Dyadic {
  const o = optionsOf(g);
  const from = left ? 0 : splitField(g);
  const to = left ? splitField(g) : o.length;
  let best = left ? -Infinity : Infinity;
  let exact = true;
  for (let i = from; i < to; i++) {
    const f = scaledStop(o[i], !left);
    if (f !== f) {
      exact = false;
      break;
    }
    if (left ? f > best : f < best) best = f;
  }
  let s: number | Dyadic;
  if (exact) s = best;
  else {
    let d: Dyadic | undefined;
    for (let i = from; i < to; i++) {
      const t = stop(o[i], !left);
      if (d === undefined || cmpD(t, d) === (left ? 1 : -1)) d = t;
    }
    const f = exactDouble(d!) * STOP_SCALE;
    s = f === f ? f : d!;
  }
  setStop(g, left, s);
  return s;
}

/** The dyadic equal to `f`, a double that is an exact dyadic rational (finite). */
function dyadicOfDouble(f: number): Dyadic {
  let e = 0;
  while (!Number.isInteger(f)) {
    f *= 2;
    e++;
  }
  return dyadic(BigInt(f), e);
}

// The cache of leq results: an open-addressing hash table on the pair of ids (linear probing).
// A slot is two adjacent Int32s: a + 1 (0 marks an empty slot) and 2b + answer, so a probe reads
// one cache line. No allocation per entry; 8 bytes per slot, at most half the slots used. An
// entry costs 16 bytes and holds no game (a memo entry costs about ten times that), so the table
// may hold LEQ_WEIGHT * cacheLimit() entries (at most 2^25); past that it is emptied (a cheap
// eviction: the hot comparisons come back within a few steps). A 4x4 Clobber board needs 1.65
// million comparisons, so the default keeps them all. Ids from 2^30 on do not fit a slot:
// their pairs go to a bounded Map with string keys.
const LEQ_MIN_SLOTS = 1 << 10;
/** How many times cacheLimit() entries the order table may hold. */
export const LEQ_WEIGHT = 8;
const MAX_SLOT_ID = 1 << 30;
// It starts small (8 KB) and doubles as it fills, so a small computation neither allocates nor
// zeroes a large table (a fresh process pays for every page it touches).
let leqSlots = LEQ_MIN_SLOTS;
let leqKeys = new Int32Array(2 * leqSlots);
let leqSize = 0;
let leqLimit = leqEntries(cacheLimit());
let leqMaxSlots = leqCapacity(leqLimit);
const leqLarge = new BoundedCache<string, boolean>("order of games with large ids");

function leqEntries(limit: number): number {
  return Math.min(LEQ_WEIGHT * limit, 1 << 25);
}

function leqCapacity(limit: number): number {
  let n = LEQ_MIN_SLOTS;
  while (n < 2 * limit && n < 1 << 30) n *= 2;
  return n;
}

function leqReset(slots: number): void {
  leqSlots = slots;
  leqKeys = new Int32Array(2 * slots);
  leqSize = 0;
}

registerCache("order of games", {
  clear(): void {
    if (leqFrontUsed) {
      leqFront.fill(0);
      leqFrontUsed = false;
    }
    const slots = Math.min(LEQ_MIN_SLOTS, leqMaxSlots);
    if (leqSlots !== slots) leqReset(slots);
    else if (leqSize > 0) {
      // The small table is zeroed in place: a new typed array costs an allocation outside the
      // heap (measured: about 5 us, most of an empty clearCaches()).
      leqKeys.fill(0);
      leqSize = 0;
    }
  },
  get size(): number {
    return leqSize;
  },
});
onCacheLimitChange((n) => {
  leqLimit = leqEntries(n);
  leqMaxSlots = leqCapacity(leqLimit);
  if (leqSlots > leqMaxSlots) leqReset(leqMaxSlots);
});

function leqHash(a: number, b: number, mask: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ b;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca77);
  return (h ^ (h >>> 13)) & mask;
}

// A direct-mapped front of the order cache, small enough to stay in the processor's caches
// (LEQ_FRONT slots of 8 bytes, 128 KB): the comparisons of one canonical form are mostly those
// of its siblings' forms a moment before, so most hits are found here without a miss in the
// large table (on Domineering 6x6 boards: 27 look-ups a position, over half of them hits). A
// slot is a + 1 (0 when empty) and 2b + answer, as in the large table; every entry of the front
// is also in the large table or was evicted from it, so the front only ever answers what was
// computed.
const LEQ_FRONT = 1 << 14;
// The front is used only while the large table has at least this many slots (8 MB), so that
// it no longer fits the processor's caches: below that the front's extra hash and writes cost
// more than they save (Konane 5x5, whose table reaches 2^17 slots: 10% more CPU with it).
const LEQ_FRONT_FROM = 1 << 20;
const leqFront = new Int32Array(2 * LEQ_FRONT);
let leqFrontUsed = false;

/** The cached answer to a <= b: 1 (true), 0 (false) or -1 (not cached). */
function leqLookup(a: number, b: number): number {
  if (a >= MAX_SLOT_ID || b >= MAX_SLOT_ID) {
    const v = leqLarge.get(`${a},${b}`);
    return v === undefined ? -1 : v ? 1 : 0;
  }
  const a1 = a + 1;
  const front = leqSlots >= LEQ_FRONT_FROM;
  // One hash for both: the front's slot is the low bits of the large table's home slot.
  const h = leqHash(a, b, -1);
  const f = 2 * (h & (LEQ_FRONT - 1));
  if (front && leqFront[f] === a1) {
    const bv = leqFront[f + 1];
    if (bv >> 1 === b) return bv & 1;
  }
  const mask = leqSlots - 1;
  for (let i = h & mask;; i = (i + 1) & mask) {
    const k = leqKeys[2 * i];
    if (k === 0) return -1;
    if (k === a1) {
      const bv = leqKeys[2 * i + 1];
      if (bv >> 1 === b) {
        if (front) {
          leqFront[f] = a1;
          leqFront[f + 1] = bv;
          leqFrontUsed = true;
        }
        return bv & 1;
      }
    }
  }
}

function leqStore(a: number, b: number, value: boolean): void {
  if (a >= MAX_SLOT_ID || b >= MAX_SLOT_ID) {
    leqLarge.set(`${a},${b}`, value);
    return;
  }
  if (leqSize >= leqLimit) leqReset(leqSlots);
  else if (2 * (leqSize + 1) > leqSlots) {
    if (leqSlots < leqMaxSlots) leqGrow();
    else leqReset(leqSlots);
  }
  const mask = leqSlots - 1;
  const a1 = a + 1;
  const bv = (b << 1) | (value ? 1 : 0);
  const h = leqHash(a, b, -1);
  if (leqSlots >= LEQ_FRONT_FROM) {
    const f = 2 * (h & (LEQ_FRONT - 1));
    leqFront[f] = a1;
    leqFront[f + 1] = bv;
    leqFrontUsed = true;
  }
  let i = h & mask;
  for (;; i = (i + 1) & mask) {
    const k = leqKeys[2 * i];
    if (k === 0) break;
    if (k === a1 && leqKeys[2 * i + 1] >> 1 === b) {
      leqKeys[2 * i + 1] = bv;
      return;
    }
  }
  leqKeys[2 * i] = a1;
  leqKeys[2 * i + 1] = bv;
  leqSize++;
}

function leqGrow(): void {
  const oldKeys = leqKeys;
  const oldSlots = leqSlots;
  leqSlots *= 2;
  leqKeys = new Int32Array(2 * leqSlots);
  const mask = leqSlots - 1;
  for (let j = 0; j < oldSlots; j++) {
    const a1 = oldKeys[2 * j];
    if (a1 === 0) continue;
    const bv = oldKeys[2 * j + 1];
    let i = leqHash(a1 - 1, bv >> 1, mask);
    while (leqKeys[2 * i] !== 0) i = (i + 1) & mask;
    leqKeys[2 * i] = a1;
    leqKeys[2 * i + 1] = bv;
  }
}

/** Whether `a <= b` (Conway's order on games). */
export function leq(a: Game, b: Game): boolean {
  if (a === b) return true;
  const na = nusField(a);
  const nb = nusField(b);
  if (na !== undefined && nb !== undefined) {
    const t = nusDiffSign(na, nb);
    return t === -1 || t === 0;
  }
  // Stops decide many comparisons at once (Siegel, CGT, II.5): a <= b forces L(a) <= L(b) and
  // R(a) <= R(b); and L(a) < R(b) gives L(a - b) <= L(a) - R(b) < 0, so a < b. They are read
  // from dense arrays by id, cheaper than a probe of the (large, scattered) cache, so first.
  if (compareStops(a, true, b, false) < 0) return true;
  if (compareStops(a, true, b, true) > 0 || compareStops(a, false, b, false) > 0) return false;
  return leqAfterStops(a, b);
}

/**
 * {@link leq} once the stops of `a` and `b` are known not to decide it (or not yet compared:
 * the answer is the same, only slower): the cache, else the options.
 */
function leqAfterStops(a: Game, b: Game): boolean {
  if (a === b) return true;
  const na = nusField(a);
  const nb = nusField(b);
  if (na !== undefined && nb !== undefined) {
    const t = nusDiffSign(na, nb);
    return t === -1 || t === 0;
  }
  const hit = leqLookup(a.id, b.id);
  if (hit !== -1) return hit === 1;
  spendSteps(1);
  let result: boolean;
  {
    // Number avoidance: when a (or b) is a number and the other is not, only the other's
    // options need to be tried.
    result = true;
    // Long option lists cost in proportion (the budget tracks real work).
    const aOptions = na === undefined || !nusIsNumber(na) ? optionsOf(a) : NO_OPTIONS;
    const aSplit = aOptions === NO_OPTIONS ? 0 : splitField(a);
    const bOptions = nb === undefined || !nusIsNumber(nb) ? optionsOf(b) : NO_OPTIONS;
    const bSplit = bOptions === NO_OPTIONS ? 0 : splitField(b);
    const width = aSplit + bOptions.length - bSplit;
    if (width > 16) spend(width >> 4);
    for (let i = 0; i < aSplit; i++) {
      if (leq(b, aOptions[i])) {
        result = false;
        break;
      }
    }
    if (result) {
      for (let i = bSplit; i < bOptions.length; i++) {
        if (leq(bOptions[i], a)) {
          result = false;
          break;
        }
      }
    }
  }
  leqStore(a.id, b.id, result);
  return result;
}

// ---------------------------------------------------------------------------
// Canonical form.

/** The games sorted by id, each once (a new array). */
function uniqueById(games: Iterable<Game>): Game[] {
  const out = Array.isArray(games) ? games.slice() : [...games];
  if (out.length < 2) return out;
  out.sort(byId);
  let j = 1;
  for (let i = 1; i < out.length; i++) if (out[i] !== out[j - 1]) out[j++] = out[i];
  out.length = j;
  return out;
}

/**
 * Comparisons of canonical games against a game G given only by option lists
 * (not yet canonical), used to find reversible options.
 */
class ListGame {
  readonly left: readonly Game[];
  readonly right: readonly Game[];
  #leqTo = new Map<number, boolean>(); // X <= G
  #geqTo = new Map<number, boolean>(); // G <= Y

  constructor(left: readonly Game[], right: readonly Game[]) {
    this.left = left;
    this.right = right;
  }

  /** Whether X <= G: no X^L >= G and no G^R <= X. */
  below(x: Game): boolean {
    let r = this.#leqTo.get(x.id);
    if (r === undefined) {
      spend(1 + (this.right.length >> 4));
      r = !this.right.some((gr) => leq(gr, x)) && !this.#anyAbove(x);
      this.#leqTo.set(x.id, r);
    }
    return r;
  }

  /** Whether G <= Y: no G^L >= Y and no Y^R <= G. */
  above(y: Game): boolean {
    let r = this.#geqTo.get(y.id);
    if (r === undefined) {
      spend(1 + (this.left.length >> 4));
      r = !this.left.some((gl) => leq(y, gl)) && !this.#anyBelow(y);
      this.#geqTo.set(y.id, r);
    }
    return r;
  }

  /** Whether G <= X^L for some left option X^L of x. */
  #anyAbove(x: Game): boolean {
    const o = optionsOf(x);
    const split = splitField(x);
    for (let i = 0; i < split; i++) if (this.above(o[i])) return true;
    return false;
  }

  /** Whether Y^R <= G for some right option Y^R of y. */
  #anyBelow(y: Game): boolean {
    const o = optionsOf(y);
    for (let i = splitField(y); i < o.length; i++) if (this.below(o[i])) return true;
    return false;
  }
}

/**
 * The undominated options (the maximal ones for Left, minimal for Right), sorted by id. One
 * pass keeps the maximal elements seen so far: a candidate below a kept option is dropped, and
 * kept options below the candidate leave. By transitivity an option dropped earlier is below a
 * kept one, so the result is the set of maximal elements; the options are distinct canonical
 * games, so no two are equal. Cost: O(n.k) comparisons for n options and k kept (usually few),
 * instead of O(n^2). The stops of the options are read once into scratch arrays, and a pair
 * they decide is not compared at all (see {@link leqByStops}); only the others reach the
 * cache or the options. _engine_test.ts compares it with a plain twin (every pair, by the
 * definition of the order).
 */
function removeDominated(
  options: Game[],
  left: boolean,
  byStops: boolean = leqSlots >= LEQ_FRONT_FROM,
): Game[] {
  const n = options.length;
  if (n < 2) return options;
  if (n < SORT_DOMINATED_FROM || !byStops) return removeDominatedShort(options, left);
  if (scratchStops.length < 2 * n) scratchStops = new Float64Array(4 * n);
  const stops = scratchStops;
  for (let i = 0; i < n; i++) {
    stops[2 * i] = scaledStop(options[i], true);
    stops[2 * i + 1] = scaledStop(options[i], false);
  }
  // The best options by their stops first (Left's largest, Right's smallest), so that the
  // options they dominate are dropped at once instead of being kept for a while.
  const order: number[] = [];
  let exact = true;
  for (let i = 0; i < n; i++) {
    order.push(i);
    if (stops[2 * i] !== stops[2 * i] || stops[2 * i + 1] !== stops[2 * i + 1]) exact = false;
  }
  if (exact) {
    order.sort(
      left
        ? (x, y) => (stops[2 * y] - stops[2 * x]) || (stops[2 * y + 1] - stops[2 * x + 1])
        : (x, y) => (stops[2 * x + 1] - stops[2 * y + 1]) || (stops[2 * x] - stops[2 * y]),
    );
  }
  // The indices of the options kept so far.
  const kept: number[] = [];
  let dropped = false;
  for (let o = 0; o < n; o++) {
    const a = order[o];
    let below = false;
    for (let i = 0; i < kept.length; i++) {
      if (left ? leqByStops(options, stops, a, kept[i]) : leqByStops(options, stops, kept[i], a)) {
        below = true;
        break;
      }
    }
    if (below) {
      dropped = true;
      continue;
    }
    let j = 0;
    for (let i = 0; i < kept.length; i++) {
      const b = kept[i];
      if (left ? leqByStops(options, stops, b, a) : leqByStops(options, stops, a, b)) {
        dropped = true;
      } else kept[j++] = b;
    }
    kept.length = j;
    kept.push(a);
  }
  if (!dropped) return options;
  // The options are sorted by id, so the kept ones are in increasing index order once sorted.
  kept.sort((x, y) => x - y);
  return kept.map((i) => options[i]);
}

/**
 * The fewest options {@link removeDominated} reads the stops of and sorts before comparing
 * them; a shorter list goes to {@link removeDominatedShort}, and so does every list while the
 * order cache is small enough to stay in the processor's caches (fewer than LEQ_FRONT_FROM
 * slots): there reading and sorting cost more than the comparisons they save (Konane 5x5,
 * whose cache stays at 2^17 slots: 6-10% more CPU with them), while on big searches (a
 * Domineering 6x6 board) they save comparisons that miss the large table.
 */
const SORT_DOMINATED_FROM = 5;

/**
 * {@link removeDominated} for a short list: the options in the order given, each compared by
 * {@link leq} (which reads the stops itself) with those kept so far.
 */
function removeDominatedShort(options: Game[], left: boolean): Game[] {
  const kept: Game[] = [];
  let dropped = false;
  for (const a of options) {
    let below = false;
    for (let i = 0; i < kept.length; i++) {
      if (left ? leq(a, kept[i]) : leq(kept[i], a)) {
        below = true;
        break;
      }
    }
    if (below) {
      dropped = true;
      continue;
    }
    let j = 0;
    for (let i = 0; i < kept.length; i++) {
      const b = kept[i];
      if (left ? leq(b, a) : leq(a, b)) dropped = true;
      else kept[j++] = b;
    }
    kept.length = j;
    kept.push(a);
  }
  return dropped ? kept.sort(byId) : options;
}

/**
 * Scratch space of {@link removeDominated}: the left and right stops of option i at 2i and
 * 2i + 1 (scaled, see {@link scaledStop}; NaN when not exact). Grows to the longest list met; it is only
 * used between the reads of the stops and the end of one call, which calls no makeGame.
 */
let scratchStops = new Float64Array(64);

/**
 * Whether `options[i] <= options[j]`, told by their stops when they decide it (Siegel, CGT,
 * II.5: G <= H forces L(G) <= L(H) and R(G) <= R(H), and L(G) < R(H) gives G < H), else by
 * the cache or the options ({@link leqAfterStops}). A NaN stop (not exact as a double) decides
 * nothing: every comparison with it is false, so the pair goes to the options, which need no
 * stops.
 */
function leqByStops(options: readonly Game[], stops: Float64Array, i: number, j: number): boolean {
  const li = stops[2 * i];
  const rj = stops[2 * j + 1];
  if (li < rj) return true;
  if (li > stops[2 * j] || stops[2 * i + 1] > rj) return false;
  return leqAfterStops(options[i], options[j]);
}

/**
 * {@link removeDominated}, for the tests (a new array when an option is dropped); `byStops`
 * picks the path (by default, the one a search of the present cache size takes).
 */
export function removeDominatedOptions(
  options: readonly Game[],
  left: boolean,
  byStops?: boolean,
): Game[] {
  return removeDominated(uniqueById(options), left, byStops);
}

/** Simplest dyadic strictly between `lo` and `hi` (either may be absent). */
export function simplestBetween(lo: Dyadic | undefined, hi: Dyadic | undefined): Dyadic {
  // An integer strictly inside the interval, closest to 0.
  const loFloor = lo === undefined ? undefined : lo.numerator >> BigInt(lo.exponent);
  const hiCeil = hi === undefined ? undefined : -((-hi.numerator) >> BigInt(hi.exponent));
  // smallest integer > lo is loFloor + 1; largest integer < hi is hiCeil - 1.
  const minInt = loFloor === undefined ? undefined : loFloor + 1n;
  const maxInt = hiCeil === undefined ? undefined : hiCeil - 1n;
  if (minInt === undefined || maxInt === undefined || minInt <= maxInt) {
    if ((minInt === undefined || minInt <= 0n) && (maxInt === undefined || maxInt >= 0n)) {
      return ZERO_DYADIC;
    }
    if (minInt !== undefined && minInt > 0n) return dyadic(minInt);
    return dyadic(maxInt!);
  }
  // lo and hi lie in one unit interval: the dyadic of least denominator.
  const a = lo!;
  const b = hi!;
  for (let j = 1;; j++) {
    const m = (a.exponent <= j
      ? a.numerator << BigInt(j - a.exponent)
      : a.numerator >> BigInt(a.exponent - j)) + 1n;
    const candidate = dyadic(m, j);
    if (compareDyadic(candidate, b) < 0) {
      return candidate;
    }
  }
}

function sameIds(a: readonly Game[], b: readonly Game[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** If the canonical option lists l, r are those of some `x + k.^ + *n`, returns it. */
function detectNus(l: readonly Game[], r: readonly Game[]): Game | undefined {
  const nl = l.map(nusField);
  const nr = r.map(nusField);
  if (nl.some((v) => v === undefined) || nr.some((v) => v === undefined)) return undefined;
  const vl = nl as Nus[];
  const vr = nr as Nus[];
  let candidate: Game | undefined;
  if (l.length <= 1 && r.length <= 1 && vl.every(nusIsNumber) && vr.every(nusIsNumber)) {
    const lo = vl[0]?.x;
    const hi = vr[0]?.x;
    if (lo !== undefined && hi !== undefined && compareDyadic(lo, hi) >= 0) {
      // {x | x} = x + *, or a hot switch: handled below / not a nus.
      if (compareDyadic(lo, hi) === 0) candidate = nusGame(lo, 0, 1);
    } else {
      candidate = nusGame(simplestBetween(lo, hi), 0, 0);
    }
  } else if (l.length > 0 && sameIds(l, r)) {
    candidate = nusGame(vl[0].x, 0, l.length);
  } else if (l.length === 2 && r.length === 1 && nusIsNumber(vr[0])) {
    candidate = nusGame(vr[0].x, 1, 1);
  } else if (l.length === 1 && r.length === 2 && nusIsNumber(vl[0])) {
    candidate = nusGame(vl[0].x, -1, 1);
  } else if (l.length === 1 && r.length === 1 && nusIsNumber(vl[0])) {
    const y = vr[0];
    if (y.k >= 0 && !(y.k === 0 && y.n === 0)) {
      candidate = nusGame(vl[0].x, y.k + 1, nimSum(y.n, 1));
    }
  } else if (l.length === 1 && r.length === 1 && nusIsNumber(vr[0])) {
    const y = vl[0];
    if (y.k <= 0 && !(y.k === 0 && y.n === 0)) {
      candidate = nusGame(vr[0].x, y.k - 1, nimSum(y.n, 1));
    }
  }
  if (candidate === undefined) return undefined;
  optionsOf(candidate);
  return hasOptions(candidate, l, r) ? candidate : undefined;
}

/**
 * The option list of a record: a new frozen array of the left options then the right options,
 * holding just them (lists built by `push` or cut down by `length` keep spare capacity: measured
 * in a Clobber search, 99 bytes a list, 31 once copied), and one shared empty array for none.
 * One array, not one a side: an array costs 48 bytes of headers (its object and its store)
 * before its options, and 40% of the games of a Domineering search have one option a side.
 */
function optionList(l: readonly Game[], r: readonly Game[]): readonly Game[] {
  if (l.length + r.length === 0) return NO_OPTIONS;
  const o = new Array<Game>(l.length + r.length);
  for (let i = 0; i < l.length; i++) o[i] = l[i];
  for (let i = 0; i < r.length; i++) o[l.length + i] = r[i];
  return Object.freeze(o);
}

/** Finds or creates the record of a game whose option lists are canonical and sorted by id. */
function intern(l: Game[], r: Game[]): Game {
  const h = listsHash(l, r);
  let g = byOptions.get(h, l, r);
  if (g !== undefined) return g;
  g = detectNus(l, r);
  if (g === undefined) g = new GameRecord(optionList(l, r), l.length);
  byOptions.set(h, g);
  return g;
}

/**
 * An entry of {@link ListCache}: option lists (sorted by id, repeats dropped) and their form. The
 * lists are kept as one array of ids, `[left length, ...left ids, ...right ids]`: one array and
 * no game held (two arrays of games cost 56 bytes more an entry and kept every option alive; an
 * id is never reused, so the entry of a collected option is never hit again and leaves with
 * eviction).
 */
interface ListEntry {
  readonly ids: readonly number[];
  readonly g: Game;
  next: ListEntry | undefined;
}

/** The ids of two option lists as a {@link ListEntry} holds them. */
function listIds(l: readonly Game[], r: readonly Game[]): number[] {
  const ids = new Array<number>(1 + l.length + r.length);
  ids[0] = l.length;
  for (let i = 0; i < l.length; i++) ids[1 + i] = l[i].id;
  for (let i = 0; i < r.length; i++) ids[1 + l.length + i] = r[i].id;
  return ids;
}

/** Whether `ids` (as {@link listIds} makes them) are those of the lists `l` and `r`. */
function sameListIds(ids: readonly number[], l: readonly Game[], r: readonly Game[]): boolean {
  if (ids[0] !== l.length || ids.length !== 1 + l.length + r.length) return false;
  for (let i = 0; i < l.length; i++) if (ids[1 + i] !== l[i].id) return false;
  const at = 1 + l.length;
  for (let i = 0; i < r.length; i++) if (ids[at + i] !== r[i].id) return false;
  return true;
}

/**
 * The canonical forms of option lists that were not canonical, by {@link listsHash} (chains on
 * collisions). Bounded like a BoundedCache: two generations of at most half of cacheLimit()
 * entries each; a hit in the old one moves to the young one.
 */
class ListCache implements Clearable {
  #young = new Map<number, ListEntry>();
  #old = new Map<number, ListEntry>();
  #youngSize = 0;
  #oldSize = 0;

  constructor(name: string) {
    registerCache(name, this);
  }

  get(h: number, l: readonly Game[], r: readonly Game[]): Game | undefined {
    for (let e = this.#young.get(h); e !== undefined; e = e.next) {
      if (sameListIds(e.ids, l, r)) return e.g;
    }
    if (this.#oldSize === 0) return undefined;
    for (let e = this.#old.get(h); e !== undefined; e = e.next) {
      if (sameListIds(e.ids, l, r)) {
        this.#add(h, e.ids, e.g);
        return e.g;
      }
    }
    return undefined;
  }

  set(h: number, l: readonly Game[], r: readonly Game[], g: Game): void {
    this.#add(h, listIds(l, r), g);
  }

  #add(h: number, ids: readonly number[], g: Game): void {
    if (this.#youngSize >= (cacheLimit() >>> 1 || 1)) {
      this.#old = this.#young;
      this.#oldSize = this.#youngSize;
      this.#young = new Map();
      this.#youngSize = 0;
    }
    this.#young.set(h, { ids, g, next: this.#young.get(h) });
    this.#youngSize++;
  }

  clear(): void {
    if (this.#youngSize + this.#oldSize === 0) return;
    this.#young = new Map();
    this.#old = new Map();
    this.#youngSize = 0;
    this.#oldSize = 0;
  }

  get size(): number {
    return this.#youngSize + this.#oldSize;
  }
}

const rawCache = new ListCache("canonical forms of option lists");

/**
 * The game `{left | right}` whose option lists are known to be canonical already (no option
 * dominated or reversible, no repeats): the game as read back from another isolate's canonical
 * form. Only sorts and interns; trusting the lists is the caller's duty (makeGame checks them).
 */
export function internCanonical(left: readonly Game[], right: readonly Game[]): Game {
  return intern(left.slice().sort(byId), right.slice().sort(byId));
}

/**
 * The value of `{x + *a, x + *b, ... | x + *a, x + *b, ...}`, the same nimbers translated by one
 * number x on both sides, or undefined for other lists: x + *mex{a, b, ...} (Sprague-Grundy; x
 * by number translation). Read off the indices, so options up to 2^MAX_NIMBER_BITS cost nothing
 * more than small ones, where the reduction would list every option of each.
 */
function impartialNus(l: readonly Game[], r: readonly Game[]): Game | undefined {
  if (l.length === 0 || !sameIds(l, r)) return undefined;
  const first = nusField(l[0]);
  if (first === undefined) return undefined;
  const indices: NimberIndex[] = [];
  for (const g of l) {
    const v = nusField(g);
    if (v === undefined || v.k !== 0 || cmpD(v.x, first.x) !== 0) return undefined;
    indices.push(v.n);
  }
  spend(1 + (l.length >> 4));
  return nusGame(first.x, 0, mexIndex(indices));
}

/** Whether some game of the list is x + k.^ + *n with n from 2^31 on. */
function hasLargeNimber(list: readonly Game[]): boolean {
  for (let i = 0; i < list.length; i++) {
    const v = nusField(list[i]);
    if (v !== undefined && typeof v.n === "bigint") return true;
  }
  return false;
}

/** The canonical form of `{left | right}` (options already canonical games). */
export function makeGame(left: Iterable<Game>, right: Iterable<Game>): Game {
  let l = uniqueById(left);
  let r = uniqueById(right);
  const rawHash = listsHash(l, r);
  const hit = rawCache.get(rawHash, l, r) ?? byOptions.get(rawHash, l, r);
  if (hit !== undefined) return hit;
  // Checked after the caches, so that a repeated call (the usual case in a search) pays nothing.
  const same = impartialNus(l, r);
  if (same !== undefined) return same;
  if (hasLargeNimber(l) || hasLargeNimber(r)) {
    // The reduction would list a large nimber's options; {x | x + k.^ + *n} and the like are
    // found from the parts instead (detectNus checks the candidate's options are these lists).
    const nus = detectNus(l, r);
    if (nus !== undefined) return nus;
  }
  const rawLeft = l;
  const rawRight = r;
  for (;;) {
    // Removing dominated options compares every pair (mostly cache hits, still work).
    spend(1 + ((l.length * l.length + r.length * r.length) >> 4));
    l = removeDominated(l, true);
    r = removeDominated(r, false);
    const g = new ListGame(l, r);
    let changed = false;
    const newLeft: Game[] = [];
    for (const a of l) {
      // A right option of a at most G reverses a through it: its left options replace a.
      const ao = optionsOf(a);
      let through: Game | undefined;
      for (let i = splitField(a); i < ao.length; i++) {
        if (g.below(ao[i])) {
          through = ao[i];
          break;
        }
      }
      if (through === undefined) newLeft.push(a);
      else {
        changed = true;
        const to = optionsOf(through);
        const split = splitField(through);
        for (let i = 0; i < split; i++) newLeft.push(to[i]);
      }
    }
    const newRight: Game[] = [];
    for (const b of r) {
      const bo = optionsOf(b);
      const bSplit = splitField(b);
      let through: Game | undefined;
      for (let i = 0; i < bSplit; i++) {
        if (g.above(bo[i])) {
          through = bo[i];
          break;
        }
      }
      if (through === undefined) newRight.push(b);
      else {
        changed = true;
        const to = optionsOf(through);
        for (let i = splitField(through); i < to.length; i++) newRight.push(to[i]);
      }
    }
    if (!changed) break;
    l = uniqueById(newLeft);
    r = uniqueById(newRight);
  }
  const result = intern(l, r);
  // Lists that were canonical already are found in byOptions.
  if (l !== rawLeft || r !== rawRight) rawCache.set(rawHash, rawLeft, rawRight, result);
  return result;
}

/**
 * The message of the RangeError V8 throws when the call stack overflows. It is compared with
 * `===`, which allocates nothing and calls nothing that could need stack (not a regular
 * expression, which V8 compiles on first use): a handler deep in a recursion has little stack
 * left, and a check that itself threw would replace the overflow by an error of another class.
 */
const STACK_OVERFLOW = "Maximum call stack size exceeded";

/**
 * Runs `f`, turning a call-stack overflow (games nested thousands of levels deep) into a
 * RangeError that says what could not be done. Should building that error overflow the stack
 * again (a guard deep in a recursion), the overflow propagates to an outer guard.
 */
export function guardStack<T>(what: string, f: () => T): T {
  try {
    return f();
  } catch (error) {
    if (error instanceof RangeError && error.message === STACK_OVERFLOW) {
      throw new RangeError(
        `Cannot ${what}: the games are nested too deeply for the call stack`,
      );
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------
// Arithmetic.

/** Returns `-g`. */
export function negateGame(g: Game): Game {
  const v = nusField(g);
  if (v !== undefined) return nusGame(negateDyadic(v.x), -v.k, v.n);
  let result = negField(g);
  if (result === undefined) {
    // The negative of a canonical form is canonical.
    const l = rightOf(g).map(negateGame).sort(byId);
    const r = leftOf(g).map(negateGame).sort(byId);
    result = intern(l, r);
    setNeg(g, result);
    setNeg(result, g);
  }
  return result;
}

/**
 * The cache of sums `a + b` (a.id < b.id): a set-associative table of typed arrays, four slots a
 * set, a slot's key `a + 1, b` in two Int32s (0 marks an empty slot) and its sum in an array of
 * games at the same index. A look-up reads one set (32 bytes of keys, within one cache line)
 * and allocates nothing, where a `Map` on a number key (ids past 2^15 make keys that are not
 * small integers) boxed the key and made a second look-up in the old of its two generations on
 * a miss. It starts at 1024 slots and doubles at three quarters full, or when a new sum finds its
 * set full, up to the largest power of two within cacheLimit() slots; a full set then gives up
 * its slots in turn (a new sum replaces the one stored longest ago in its set). Ids from 2^30 on go to a bounded `Map` with string
 * keys.
 */
export class SumTable implements Clearable {
  #keys = new Int32Array(0);
  #sums: (Game | undefined)[] = [];
  #slots = 0;
  #size = 0;
  /** The next slot to give up in each set once the table is at its largest. */
  #turn = new Uint8Array(0);
  readonly #large: BoundedCache<string, Game> | Map<string, Game>;

  /**
   * @param name The name it is registered under in the cache registry (which also tells it of
   *   a new cacheLimit()); none for a table of the tests', which checks the limit as it grows.
   */
  constructor(name?: string) {
    this.#reset(Math.min(SUM_MIN_SLOTS, sumMaxSlots()));
    this.#large = name === undefined
      ? new Map()
      : new BoundedCache<string, Game>(`${name} with large ids`);
    if (name === undefined) return;
    registerCache(name, this);
    onCacheLimitChange(() => {
      if (this.#slots > sumMaxSlots()) this.#reset(sumMaxSlots());
    });
  }

  /** The sum of the games with ids `a < b`, or undefined. */
  get(a: number, b: number): Game | undefined {
    if (b >= MAX_SLOT_ID) return this.#large.get(`${a},${b}`);
    const keys = this.#keys;
    const a1 = a + 1;
    const set = sumSet(a, b, this.#slots);
    for (let i = set; i < set + 4; i++) {
      if (keys[2 * i] === a1 && keys[2 * i + 1] === b) return this.#sums[i];
    }
    return undefined;
  }

  /** Stores the sum of the games with ids `a < b` (not already stored). */
  set(a: number, b: number, sum: Game): void {
    if (b >= MAX_SLOT_ID) {
      this.#large.set(`${a},${b}`, sum);
      return;
    }
    if (4 * (this.#size + 1) > 3 * this.#slots && this.#slots < sumMaxSlots()) this.#grow();
    while (!this.#place(a + 1, b, sum, this.#slots >= sumMaxSlots())) this.#grow();
  }

  /**
   * Puts the entry in its set; a full set gives up a slot if `replace`, else nothing is stored
   * and the answer is false (the caller grows the table and tries again).
   */
  #place(a1: number, b: number, sum: Game, replace: boolean): boolean {
    const keys = this.#keys;
    const set = sumSet(a1 - 1, b, this.#slots);
    let i = set;
    while (i < set + 4 && keys[2 * i] !== 0) i++;
    if (i === set + 4) {
      if (!replace) return false;
      // A full set: its slots are given up in turn.
      const t = this.#turn[set >> 2];
      this.#turn[set >> 2] = (t + 1) & 3;
      i = set + t;
    } else this.#size++;
    keys[2 * i] = a1;
    keys[2 * i + 1] = b;
    this.#sums[i] = sum;
    return true;
  }

  #grow(): void {
    const keys = this.#keys;
    const sums = this.#sums;
    const n = this.#slots;
    this.#reset(2 * n);
    for (let i = 0; i < n; i++) {
      if (keys[2 * i] !== 0) this.#place(keys[2 * i], keys[2 * i + 1], sums[i]!, true);
    }
  }

  #reset(slots: number): void {
    this.#slots = slots;
    this.#keys = new Int32Array(2 * slots);
    this.#sums = new Array<Game | undefined>(slots).fill(undefined);
    this.#turn = new Uint8Array(slots >> 2);
    this.#size = 0;
  }

  clear(): void {
    this.#large.clear();
    const slots = Math.min(SUM_MIN_SLOTS, sumMaxSlots());
    if (this.#size === 0 && this.#slots === slots) return;
    this.#reset(slots);
  }

  get size(): number {
    return this.#size;
  }
}

const SUM_MIN_SLOTS = 1024;

/** The largest power of two within cacheLimit(), and at least 4 (one set). */
function sumMaxSlots(): number {
  let n = 4;
  while (2 * n <= cacheLimit()) n *= 2;
  return n;
}

/** The first slot of the set of the pair (a, b) in a table of `slots` slots. */
function sumSet(a: number, b: number, slots: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) & (slots - 4);
}

const sumCache = new SumTable("sums of games");

/**
 * Returns `g + x` for a canonical game `g` that is not of the form `y + k.^ + *n` and a number
 * `x`, without re-simplifying. Number translation (Siegel, CGT, II.4; Lessons in Play, 5.3):
 * when g is not equal to a number, g + x = {g^L + x | g^R + x}, and when g is canonical this form
 * is canonical too. No option is dominated, since translating by x preserves the order. No option
 * is reversible: for a non-number option g^L the canonical form of g^L + x has right options
 * g^LR + x by induction, and g^LR + x <= g + x would make g^L reversible in g; for a number option
 * y = g^L, every left option of g has right stop at most y (one with right stop above y would
 * exceed y and dominate it), so L(g) = y; a right option z of y + x reverses only if z - x <= g
 * for the number z - x > y, which gives R(g) >= z - x > L(g), impossible for a game that is not
 * a number (Siegel, CGT, II.5). Symmetrically for right options. The option lists keep their id order only up to sorting, so they are
 * sorted again; translation is injective, so they stay free of duplicates.
 */
function translate(g: Game, x: Game): Game {
  const o = optionsOf(g);
  const split = splitField(g);
  const l: Game[] = [];
  const r: Game[] = [];
  for (let i = 0; i < split; i++) l.push(addGames(o[i], x));
  for (let i = split; i < o.length; i++) r.push(addGames(o[i], x));
  return intern(l.sort(byId), r.sort(byId));
}

/** Returns `a + b`. */
export function addGames(a: Game, b: Game): Game {
  const na = nusField(a);
  const nb = nusField(b);
  if (na !== undefined && nb !== undefined) {
    return addNus(na, nb);
  }
  if (na !== undefined && na.k === 0 && na.n === 0 && na.x.numerator === 0n) return b;
  if (nb !== undefined && nb.k === 0 && nb.n === 0 && nb.x.numerator === 0n) return a;
  if (a.id > b.id) return addGames(b, a);
  const hit = sumCache.get(a.id, b.id);
  if (hit !== undefined) return hit;
  // G + (-G) = 0 (Conway, ONAG ch. 1), seen when the negation was already computed (after the
  // cache, which answers most sums: the negative is kept aside, in a WeakMap).
  if (negField(a) === b) return nusGame(ZERO_DYADIC, 0, 0);
  spendSteps(1);
  let result: Game;
  if (na !== undefined && nusIsNumber(na)) {
    result = translate(b, a);
  } else if (nb !== undefined && nusIsNumber(nb)) {
    result = translate(a, b);
  } else if (na !== undefined && na.x.numerator !== 0n) {
    result = addGames(addGames(nusGame(ZERO_DYADIC, na.k, na.n), b), nusGame(na.x, 0, 0));
  } else if (nb !== undefined && nb.x.numerator !== 0n) {
    result = addGames(addGames(a, nusGame(ZERO_DYADIC, nb.k, nb.n)), nusGame(nb.x, 0, 0));
  } else {
    const l: Game[] = [];
    const r: Game[] = [];
    const ao = optionsOf(a);
    const aSplit = splitField(a);
    const bo = optionsOf(b);
    const bSplit = splitField(b);
    for (let i = 0; i < aSplit; i++) l.push(addGames(ao[i], b));
    for (let i = 0; i < bSplit; i++) l.push(addGames(a, bo[i]));
    for (let i = aSplit; i < ao.length; i++) r.push(addGames(ao[i], b));
    for (let i = bSplit; i < bo.length; i++) r.push(addGames(a, bo[i]));
    result = makeGame(l, r);
  }
  sumCache.set(a.id, b.id, result);
  return result;
}
