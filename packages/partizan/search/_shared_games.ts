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
 * Both tables are reserved up front for the most positions the search may share, in levels of
 * growing size (the first of 2^14 slots, each next four times larger, the last as large as the
 * search's bound needs): records go to the current level, and a lookup reads the current level and
 * then the older ones, so a search touches (and the system commits) pages in proportion to what it
 * stores, not to the bound. A hashed table touches every one of its pages once it holds a few
 * entries per page: before the levels, a Konane 5x5 search (150,000 positions) touched all 40 MB of
 * tables sized for a million positions. When the last level is full, sharing stops and each worker
 * goes on alone, which is correct, only slower.
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
  /** Counters (see NEXT_ID and the others): next global id, arena top, positions, full, levels. */
  readonly meta: Int32Array;
  /** Game records. */
  readonly arena: Int32Array;
  /** The arena offset of each global id. */
  readonly offsets: Int32Array;
  /**
   * The levels of the open-addressing index of records by hash (global id + 1, 0 when empty),
   * each four times the slots of the one before (the last as many as needed); new records go to
   * the current level (`meta[INDEX_LEVEL]`).
   */
  readonly index: readonly Int32Array[];
  /**
   * The levels of the position table, as `index`; slot `i` of a level holds its key as the
   * double `keys[level][2 * i]` and its game's global id + 1 (0 when empty, -1 while being
   * written) as the word `values[level][4 * i + 2]`: two views of one buffer, so that a probe
   * reads one cache line.
   */
  readonly keys: readonly Float64Array[];
  /** See `keys`. */
  readonly values: readonly Int32Array[];
}

// The counters sit 64 bytes apart, so that workers updating different ones do not share a
// cache line.
const NEXT_ID = 0;
const ARENA_TOP = 16;
const POSITIONS = 32;
const FULL = 48;
/** The current level of the position table (it only grows). */
const KEY_LEVEL = 64;
/** The current level of the index of records (it only grows). */
const INDEX_LEVEL = 80;

/** Ids and arena words a worker reserves at a time, and how many publishes it counts at once. */
const ID_BATCH = 256;
const WORD_BATCH = 4096;
const COUNT_BATCH = 256;

/** The slots of the first level of each table (a level is four times the one before). */
const FIRST_LEVEL = 1 << 14;

/**
 * The most slots a probe reads before it gives up: a level is at most about three quarters full,
 * where probes are a few slots long, so this only guards against a level overfilled by late
 * counts (many workers). An insert that gives up shares nothing, and a lookup that gives up
 * misses only entries that were never inserted.
 */
const MAX_PROBES = 1024;

function shared<T>(make: (b: SharedArrayBuffer) => T, bytes: number): T {
  return make(new SharedArrayBuffer(bytes));
}

/** The slots of each level of a table of at most `last` slots, the first `first` (powers of two). */
function levelSlots(last: number, first: number): number[] {
  const sizes: number[] = [];
  let n = Math.min(first, last);
  while (n < last) {
    sizes.push(n);
    n *= 4;
  }
  sizes.push(last);
  return sizes;
}

/**
 * New, empty shared tables for about `positions` positions (the last level of the position
 * table has twice as many slots, a power of two, at most 2^24; the levels before add a third
 * more): about 43 bytes per position and 70 bytes per game, reserved up front. The system commits
 * the pages as they are touched, and the levels keep a search that stores few positions to few
 * pages. `firstLevel`: the slots of the first level of each table (a power of two; smaller in
 * tests, to reach the later levels with few entries).
 */
export function createSharedTables(positions: number, firstLevel = FIRST_LEVEL): SharedTables {
  let slots = 1 << 12;
  while (slots < 2 * positions && slots < 1 << 24) slots *= 2;
  const games = slots;
  const keyLevels = levelSlots(slots, firstLevel).map((n) => new SharedArrayBuffer(16 * n));
  return {
    meta: shared((b) => new Int32Array(b), 4 * 96),
    arena: shared((b) => new Int32Array(b), 4 * 12 * games),
    offsets: shared((b) => new Int32Array(b), 4 * games),
    index: levelSlots(2 * games, firstLevel).map((n) => shared((b) => new Int32Array(b), 4 * n)),
    keys: keyLevels.map((b) => new Float64Array(b)),
    values: keyLevels.map((b) => new Int32Array(b)),
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
    const { keys, values, meta } = this.#t;
    // A plain read of the level: it only grows, and a stale one misses only the entries of the
    // newest level (the value is then computed here instead).
    for (let level = meta[KEY_LEVEL]; level >= 0; level--) {
      const found = lookIn(keys[level], values[level], key);
      if (found >= 0) return found;
    }
    return -1;
  }

  /**
   * Records that the position `key` has the game of global id `id`. False when it cannot be
   * shared (a key that is not a number, or a full table).
   */
  publish(key: PositionKey, id: number): boolean {
    if (typeof key !== "number" || id < 0) return false;
    const { keys, values, meta } = this.#t;
    if (++this.#unCounted === COUNT_BATCH) {
      // The current level at most 3/4 full (counting in batches, and counting the entries of the
      // older levels too), so probes stay short; then the next level, or the end of sharing.
      this.#unCounted = 0;
      const count = Atomics.add(meta, POSITIONS, COUNT_BATCH);
      const level = Atomics.load(meta, KEY_LEVEL);
      if (count * 4 >= (values[level].length >> 2) * 3) {
        if (level + 1 < values.length) Atomics.compareExchange(meta, KEY_LEVEL, level, level + 1);
        else Atomics.store(meta, FULL, 1);
      }
    }
    // A plain read: the flag only ever goes from 0 to 1, and the count stops at 3/4 full, so a
    // late sight of it costs a few more entries, within the room left.
    if (meta[FULL] === 1) return false;
    const level = meta[KEY_LEVEL];
    const table = values[level];
    const mask = (table.length >> 2) - 1;
    for (let i = keySlot(key, mask), n = 0; n < MAX_PROBES; i = (i + 1) & mask, n++) {
      const w = 4 * i + 2;
      let v = table[w] === 0 ? 0 : Atomics.load(table, w);
      if (v === 0) {
        if (Atomics.compareExchange(table, w, 0, -1) === 0) {
          keys[level][2 * i] = key;
          Atomics.store(table, w, id + 1);
          return true;
        }
        v = Atomics.load(table, w);
      }
      while (v === -1) v = Atomics.load(table, w);
      if (keys[level][2 * i] === key) return true; // another worker stored it first (the same value)
    }
    return false;
  }

  /**
   * Finds or inserts a record; its global id, or -1 when a table is full. A record is looked for
   * in the older levels of the index, then found or inserted in the current one. Two workers
   * that store the same game while the level changes may give it two ids (each finds no record
   * where it looked): both ids rebuild the same local game, so this costs only a record.
   */
  #insert(words: readonly number[]): number {
    const { meta, arena, offsets, index } = this.#t;
    const h = hashWords(words);
    const top = meta[INDEX_LEVEL];
    for (let level = 0; level < top; level++) {
      const table = index[level];
      const mask = table.length - 1;
      for (let i = h & mask, n = 0; n < MAX_PROBES; i = (i + 1) & mask, n++) {
        // An older level gets no new records but a stale writer's: read atomically.
        const v = table[i] === 0 ? 0 : Atomics.load(table, i);
        if (v === 0) break;
        if (this.#equal(v - 1, words)) return v - 1;
      }
    }
    const table = index[top];
    const mask = table.length - 1;
    let mine = -1;
    for (let i = h & mask, n = 0; n < MAX_PROBES; i = (i + 1) & mask, n++) {
      // An empty slot read plainly is claimed by compare-and-swap below; a filled one is read
      // again atomically before its record is compared.
      let v = table[i] === 0 ? 0 : Atomics.load(table, i);
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
            // Records in a level are at most the ids handed out while it was current: past 3/4
            // of its slots, the next records go to the next level.
            if (4 * this.#idEnd >= 3 * table.length && top + 1 < index.length) {
              Atomics.compareExchange(meta, INDEX_LEVEL, top, top + 1);
            }
          }
          const at = this.#top;
          const id = this.#nextId;
          if (at + words.length > arena.length || id >= offsets.length) {
            Atomics.store(meta, FULL, 1);
            return -1;
          }
          this.#top += words.length;
          this.#nextId++;
          for (let k = 0; k < words.length; k++) arena[at + k] = words[k];
          offsets[id] = at;
          mine = id;
        }
        v = Atomics.compareExchange(table, i, 0, mine + 1);
        if (v === 0) return mine;
      }
      if (this.#equal(v - 1, words)) return v - 1;
    }
    return -1; // no room near its slot: not shared (the id reserved stays unused)
  }

  #equal(id: number, words: readonly number[]): boolean {
    const { arena, offsets } = this.#t;
    const at = offsets[id];
    if (recordLength(arena, at) !== words.length) return false;
    for (let k = 0; k < words.length; k++) if (arena[at + k] !== words[k]) return false;
    return true;
  }
}

/** The global id stored for `key` in one level of the position table, or -1. */
function lookIn(keys: Float64Array, values: Int32Array, key: number): number {
  const mask = (values.length >> 2) - 1;
  for (let i = keySlot(key, mask), n = 0; n < MAX_PROBES; i = (i + 1) & mask, n++) {
    // A plain read first: most lookups miss, and an empty slot read early is only a miss (the
    // value is computed here instead). A filled slot is read again atomically, which orders the
    // reads of its key and its game's record after the writes of the worker that filled it.
    const w = 4 * i + 2;
    if (values[w] === 0) return -1;
    let v = Atomics.load(values, w);
    while (v === -1) v = Atomics.load(values, w); // another worker is writing this slot
    if (keys[2 * i] === key) return v - 1;
  }
  return -1;
}
