/**
 * Canonical games in shared memory, for searches that run on several workers (private).
 *
 * Games are objects local to one isolate. To share them, each canonical game gets a global id
 * in a store held in SharedArrayBuffers: a record of its options' global ids (or its triple
 * `x + k.^ + *n`), found again by content through a hash index, so equal games get one global
 * id whichever worker stores them first (a lock-free insert: the record is written, then its id
 * is published by a compare-and-swap on an index slot; a worker that loses the race for a slot
 * compares contents and takes the winner's id). A table of position keys to global ids lets one
 * worker find the value of a position another worker has already computed. Each isolate keeps
 * its own maps between global ids and its local games, and rebuilds a shared game locally from
 * its options (which are canonical, so it is interned directly).
 *
 * Both tables have a fixed capacity (memory is reserved, and committed by the system as it is
 * touched); when one is full, sharing stops and each worker goes on alone, which is correct,
 * only slower.
 *
 * The same record format serialises one game with all its followers into an Int32Array
 * ({@link serializeGame}), which is how a worker sends its result to the main thread.
 *
 * @module
 */

import {
  type Game,
  gameCount,
  internCanonical,
  leftOf,
  nusGame,
  nusOfGame,
  rightOf,
} from "../_engine.ts";
import { dyadic } from "@cgt/core/dyadic";
import type { PositionKey } from "./search.ts";

// Record format (Int32 words): an explicit game is [nl, nr, left ids..., right ids...]; a game
// x + k.^ + *n is [-1 - w, exponent of x, k, n, w words of the numerator of x (little endian,
// two's complement)]. A nimber part n from 2^31 on (a bigint) is written as -1 - v in the n slot,
// and its v words follow the numerator's (w then counts both).

/** Appends the record of `g` to `out`, its options (or nothing) given by `id`. */
function writeRecord(g: Game, id: (o: Game) => number, out: number[]): boolean {
  const v = nusOfGame(g);
  if (v !== undefined) {
    const words = numeratorWords(v.x.numerator);
    if (typeof v.n === "number") out.push(-1 - words.length, v.x.exponent, v.k, v.n, ...words);
    else {
      const star = numeratorWords(v.n);
      out.push(-1 - words.length - star.length, v.x.exponent, v.k, -1 - star.length);
      out.push(...words, ...star);
    }
    return true;
  }
  const l = leftOf(g);
  const r = rightOf(g);
  out.push(l.length, r.length);
  for (const o of l) {
    const i = id(o);
    if (i < 0) return false;
    out.push(i);
  }
  for (const o of r) {
    const i = id(o);
    if (i < 0) return false;
    out.push(i);
  }
  return true;
}

/** The words of a bigint in two's complement, little endian, as few as hold it. */
function numeratorWords(x: bigint): number[] {
  const words: number[] = [];
  let rest = x;
  do {
    words.push(Number(BigInt.asIntN(32, rest)) | 0);
    rest >>= 32n;
  } while (
    !(rest === 0n && words[words.length - 1] >= 0) && !(rest === -1n && words[words.length - 1] < 0)
  );
  return words;
}

function readNumerator(data: Int32Array, at: number, w: number): bigint {
  let x = 0n;
  for (let i = w - 1; i >= 0; i--) x = (x << 32n) | BigInt(data[at + i] >>> 0);
  return BigInt.asIntN(32 * w, x);
}

/** The length of the record at `at`. */
function recordLength(data: Int32Array, at: number): number {
  const head = data[at];
  return head >= 0 ? 2 + head + data[at + 1] : 4 + (-1 - head);
}

/**
 * The game of the record at `at`, its options read by `game` (which returns local games).
 * The options of an explicit record are canonical, so the game is interned without checks.
 */
function readRecord(data: Int32Array, at: number, game: (id: number) => Game): Game {
  const head = data[at];
  if (head < 0) {
    const n = data[at + 3];
    const v = n >= 0 ? 0 : -1 - n; // words of a nimber part from 2^31 on
    const w = -1 - head - v;
    return nusGame(
      dyadic(readNumerator(data, at + 4, w), data[at + 1]),
      data[at + 2],
      n >= 0 ? n : readNumerator(data, at + 4 + w, v),
    );
  }
  const nl = head;
  const nr = data[at + 1];
  const l: Game[] = [];
  const r: Game[] = [];
  for (let i = 0; i < nl; i++) l.push(game(data[at + 2 + i]));
  for (let i = 0; i < nr; i++) r.push(game(data[at + 2 + nl + i]));
  return internCanonical(l, r);
}

/**
 * Serialises `g` with its followers: records in postorder, options referring to earlier
 * records by index; the last record is `g`. Numbers and other `x + k.^ + *n` are single
 * records, so `10^30` costs a few words.
 */
export function serializeGame(g: Game): Int32Array {
  const index = new Map<Game, number>();
  const out: number[] = [];
  const visit = (h: Game): number => {
    const known = index.get(h);
    if (known !== undefined) return known;
    if (nusOfGame(h) === undefined) {
      for (const o of leftOf(h)) visit(o);
      for (const o of rightOf(h)) visit(o);
    }
    writeRecord(h, (o) => index.get(o)!, out);
    const i = index.size;
    index.set(h, i);
    return i;
  };
  visit(g);
  return Int32Array.from(out);
}

/** The game serialised by {@link serializeGame}, rebuilt in this isolate. */
export function deserializeGame(data: Int32Array): Game {
  const games: Game[] = [];
  for (let at = 0; at < data.length; at += recordLength(data, at)) {
    games.push(readRecord(data, at, (i) => games[i]));
  }
  return games[games.length - 1];
}

/** The shared memory of one parallel search: plain data, sent to each worker. */
export interface SharedTables {
  /** Counters (see NEXT_ID and the others): next global id, arena top, positions, full. */
  readonly meta: Int32Array;
  /** Game records. */
  readonly arena: Int32Array;
  /** The arena offset of each global id. */
  readonly offsets: Int32Array;
  /** Open-addressing index by record hash: global id + 1, 0 when empty. */
  readonly index: Int32Array;
  /** Position keys of the position table. */
  readonly keys: Float64Array;
  /** Position table values: global id + 1, 0 when empty, -1 while being written. */
  readonly values: Int32Array;
}

// The counters sit 64 bytes apart, so that workers updating different ones do not share a
// cache line.
const NEXT_ID = 0;
const ARENA_TOP = 16;
const POSITIONS = 32;
const FULL = 48;

/** Ids and arena words a worker reserves at a time, and how many publishes it counts at once. */
const ID_BATCH = 256;
const WORD_BATCH = 4096;
const COUNT_BATCH = 256;

function shared<T>(make: (b: SharedArrayBuffer) => T, bytes: number): T {
  return make(new SharedArrayBuffer(bytes));
}

/**
 * New, empty shared tables for about `positions` positions (twice as many slots, a power of two,
 * at most 2^24): about 48 bytes per position and 70 bytes per game, reserved up front (the system
 * commits the pages as they are touched).
 */
export function createSharedTables(positions: number): SharedTables {
  let slots = 1 << 12;
  while (slots < 2 * positions && slots < 1 << 24) slots *= 2;
  const games = slots;
  return {
    meta: shared((b) => new Int32Array(b), 4 * 64),
    arena: shared((b) => new Int32Array(b), 4 * 12 * games),
    offsets: shared((b) => new Int32Array(b), 4 * games),
    index: shared((b) => new Int32Array(b), 4 * 2 * games),
    keys: shared((b) => new Float64Array(b), 8 * slots),
    values: shared((b) => new Int32Array(b), 4 * slots),
  };
}

function hashWords(words: readonly number[]): number {
  let h = 0x811c9dc5 ^ words.length;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x9e3779b1) ^ (h >>> 15);
  h = Math.imul(h ^ (h >>> 13), 0x85ebca77);
  return h ^ (h >>> 16);
}

/** The home slot of a position key in a table of `mask + 1` slots. */
function keySlot(key: number, mask: number): number {
  const lo = key | 0;
  const hi = (key / 4294967296) | 0;
  let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca77);
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & mask;
}

/**
 * One isolate's view of the shared tables: its maps between global ids and local games, and
 * the operations on the tables.
 */
export class SharedGames {
  readonly #t: SharedTables;
  /** Local game of each global id (filled as games are read or stored). */
  readonly #local: (Game | undefined)[] = [];
  /**
   * Global id + 1 of each local game made since these tables were opened, at its own id minus
   * {@link SharedGames.#base} (0 when it has none): an array, not a `Map` of games, since it is
   * read for every value stored and a map that holds every shared game is one more large table
   * for the collector. Grown by doubling; a game made here and never shared costs 4 bytes (ids go
   * to canonical games only, about one for every 3 to 5 positions searched, as
   * bench/limits/bytes_per_position.ts counts them).
   */
  #global = new Int32Array(1024);
  /**
   * The first id of a game made after these tables were opened: ids only grow, so in a process
   * that has made millions of games already the array starts here, not at 0.
   */
  readonly #base: number;
  /** Global id of the games made before (the small games every search meets: few). */
  readonly #older = new Map<number, number>();
  /** Ids reserved by this isolate and not used yet: [#nextId, #idEnd). */
  #nextId = 0;
  #idEnd = 0;
  /** Arena words reserved and not used yet: [#top, #topEnd). */
  #top = 0;
  #topEnd = 0;
  /** Positions published and not yet added to the shared count. */
  #unCounted = 0;
  /** The number of games rebuilt here from shared records ({@link SharedGames.game}). */
  rebuilt = 0;

  /**
   * A view of `tables` for this isolate. `firstId`: the id of the first game of the search that
   * uses it, when the search began before this view was opened (its games are then kept in the
   * array too); by default the next game made.
   */
  constructor(tables: SharedTables, firstId: number = gameCount()) {
    this.#t = tables;
    this.#base = firstId;
  }

  /** Whether a table ran out of room (sharing then stops; searches go on alone). */
  get full(): boolean {
    return Atomics.load(this.#t.meta, FULL) === 1;
  }

  /** The number of positions stored in the shared table (counted in batches of 256). */
  get positions(): number {
    return Atomics.load(this.#t.meta, POSITIONS);
  }

  /** The global id of `g`, storing it (and its followers) if needed; -1 when a table is full. */
  store(g: Game): number {
    const known = this.#globalId(g);
    if (known >= 0) return known;
    if (nusOfGame(g) === undefined) {
      // Options first, iteratively deep games would recurse; games nest as deep as positions.
      for (const o of leftOf(g)) if (this.store(o) < 0) return -1;
      for (const o of rightOf(g)) if (this.store(o) < 0) return -1;
    }
    const words: number[] = [];
    writeRecord(g, (o) => this.#globalId(o), words);
    const id = this.#insert(words);
    if (id < 0) return -1;
    this.#setGlobalId(g, id);
    this.#local[id] = g;
    return id;
  }

  /** The global id of the local game `g`, or -1 when it has none yet. */
  #globalId(g: Game): number {
    const i = g.id - this.#base;
    if (i < 0) return this.#older.get(g.id) ?? -1;
    return i < this.#global.length ? this.#global[i] - 1 : -1;
  }

  #setGlobalId(g: Game, id: number): void {
    const i = g.id - this.#base;
    if (i < 0) {
      this.#older.set(g.id, id);
      return;
    }
    if (i >= this.#global.length) {
      let n = this.#global.length;
      while (n <= i) n *= 2;
      const grown = new Int32Array(n);
      grown.set(this.#global);
      this.#global = grown;
    }
    this.#global[i] = id + 1;
  }

  /** The local game of global id `id`, rebuilt from the shared record if needed. */
  game(id: number): Game {
    const known = this.#local[id];
    if (known !== undefined) return known;
    const g = readRecord(this.#t.arena, this.#t.offsets[id], (o) => this.game(o));
    this.rebuilt++;
    this.#local[id] = g;
    this.#setGlobalId(g, id);
    return g;
  }

  /** The global id stored for a position key, or -1. */
  lookup(key: PositionKey): number {
    if (typeof key !== "number") return -1;
    const { keys, values } = this.#t;
    const mask = values.length - 1;
    for (let i = keySlot(key, mask);; i = (i + 1) & mask) {
      // A plain read first: most lookups miss, and an empty slot read early is only a miss (the
      // value is computed here instead). A filled slot is read again atomically, which orders
      // the reads of its key and its game's record after the writes of the worker that filled it.
      if (values[i] === 0) return -1;
      let v = Atomics.load(values, i);
      while (v === -1) v = Atomics.load(values, i); // another worker is writing this slot
      if (keys[i] === key) return v - 1;
    }
  }

  /**
   * Records that the position `key` has the game of global id `id`. False when it cannot be
   * shared (a key that is not a number, or a full table).
   */
  publish(key: PositionKey, id: number): boolean {
    if (typeof key !== "number" || id < 0) return false;
    const { keys, values, meta } = this.#t;
    if (++this.#unCounted === COUNT_BATCH) {
      // At most 3/4 full (counting in batches), so probes stay short.
      this.#unCounted = 0;
      if (Atomics.add(meta, POSITIONS, COUNT_BATCH) * 4 >= values.length * 3) {
        Atomics.store(meta, FULL, 1);
      }
    }
    // A plain read: the flag only ever goes from 0 to 1, and the count stops at 3/4 full, so a
    // late sight of it costs a few more entries, within the room left.
    if (meta[FULL] === 1) return false;
    const mask = values.length - 1;
    for (let i = keySlot(key, mask);; i = (i + 1) & mask) {
      let v = values[i] === 0 ? 0 : Atomics.load(values, i);
      if (v === 0) {
        if (Atomics.compareExchange(values, i, 0, -1) === 0) {
          keys[i] = key;
          Atomics.store(values, i, id + 1);
          return true;
        }
        v = Atomics.load(values, i);
      }
      while (v === -1) v = Atomics.load(values, i);
      if (keys[i] === key) return true; // another worker stored it first (the same value)
    }
  }

  /** Finds or inserts a record; its global id, or -1 when a table is full. */
  #insert(words: readonly number[]): number {
    const { meta, arena, offsets, index } = this.#t;
    const mask = index.length - 1;
    const h = hashWords(words);
    let mine = -1;
    for (let i = h & mask;; i = (i + 1) & mask) {
      // An empty slot read plainly is claimed by compare-and-swap below; a filled one is read
      // again atomically before its record is compared.
      let v = index[i] === 0 ? 0 : Atomics.load(index, i);
      if (v === 0) {
        if (mine < 0) {
          // Reserve ids and arena words in batches, to touch the shared counters rarely.
          if (this.#top + words.length > this.#topEnd) {
            const size = Math.max(WORD_BATCH, words.length);
            this.#top = Atomics.add(meta, ARENA_TOP, size);
            this.#topEnd = this.#top + size;
          }
          if (this.#nextId === this.#idEnd) {
            this.#nextId = Atomics.add(meta, NEXT_ID, ID_BATCH);
            this.#idEnd = this.#nextId + ID_BATCH;
          }
          const at = this.#top;
          const id = this.#nextId;
          if (at + words.length > arena.length || id >= offsets.length || 2 * id >= index.length) {
            Atomics.store(meta, FULL, 1);
            return -1;
          }
          this.#top += words.length;
          this.#nextId++;
          for (let k = 0; k < words.length; k++) arena[at + k] = words[k];
          offsets[id] = at;
          mine = id;
        }
        v = Atomics.compareExchange(index, i, 0, mine + 1);
        if (v === 0) return mine;
      }
      if (this.#equal(v - 1, words)) return v - 1;
    }
  }

  #equal(id: number, words: readonly number[]): boolean {
    const { arena, offsets } = this.#t;
    const at = offsets[id];
    if (recordLength(arena, at) !== words.length) return false;
    for (let k = 0; k < words.length; k++) if (arena[at + k] !== words[k]) return false;
    return true;
  }
}
