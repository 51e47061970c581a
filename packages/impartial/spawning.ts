/**
 * Spawning games (CGSuite's `game.heap.Spawning`): the heap games behind the coin-turning games, where a heap of n is replaced by a set of smaller, distinct heaps.
 *
 * @module
 */

import { checkArray, checkHeapList, describe, maxOptionsOf, numberError } from "./_check.ts";
import type { ImpartialGame } from "./grundy.ts";
import { Listing } from "./_listing.ts";
import type { GrundyValues } from "./octal_game.ts";
import { permuteWord } from "./_xor_bits.ts";
import { spendSteps } from "@cgt/core/limits";

export type { ImpartialGame } from "./grundy.ts";
export type { GrundyValues } from "./octal_game.ts";
export type { PositionKey } from "@cgt/core/position-key";

/**
 * How the coins of one move are placed (CGSuite's modifiers): anywhere, `C` consecutive, `E`
 * equally spaced, `S` symmetrically about their middle.
 */
export type SpawningSpacing = "any" | "consecutive" | "equal" | "symmetric";

/** One element of a spawning code: the moves that turn between `min` and `max` coins. */
export interface SpawningMove {
  /**
   * The fewest coins turned, counting the head turned to tails. CGSuite reads 0 too: it then
   * also lets the head be turned alone, except under `F` when the spacing is consecutive or the
   * window of a `C(n)` does not reach the first coin (see {@link parseSpawningCode}).
   */
  readonly min: number;
  /** The most coins turned (`Infinity` for `+`); never more than `span`. */
  readonly max: number;
  /** The coins turned lie within this many adjacent coins ending at the head (`C(n)`), or `Infinity`. */
  readonly span: number;
  /** How the coins are placed. */
  readonly spacing: SpawningSpacing;
  /** Whether the first coin of the strip must be turned (`F`). */
  readonly first: boolean;
}

/** A spawning game, from {@link parseSpawningCode}. */
export interface SpawningGame {
  /** The code as given, normalised to upper-case modifiers without spaces (`"1-3C(5)"`). */
  readonly name: string;
  /** The moves, one per element of the code. */
  readonly moves: readonly SpawningMove[];
}

/** The largest Grundy value {@link spawningGrundy} computes: values are held as bitsets below it. */
export const MAX_SPAWNING_VALUE = 2 ** 24;

/** The largest heap {@link spawningGrundy} and {@link spawningOptions} accept. */
export const MAX_SPAWNING_HEAP = 2 ** 20;

function syntax(why: string, text: string): SyntaxError {
  return new SyntaxError(`Cannot parse spawning code: ${why}, received "${text}"`);
}

/**
 * Parses a spawning code, the turning code of CGSuite's `game.heap.Spawning` and
 * `game.strip.Turning`: a comma-separated list of elements, each a number of coins turned
 * (counting the head turned from heads to tails) as `3`, a range `1-3` or an open range `1+`,
 * then modifiers: `C` the coins are consecutive, `E` equally spaced, `S` symmetric about their
 * middle, `F` the first coin of the strip is among them, `C(n)` they lie within n adjacent
 * coins. Examples from CGSuite's documentation (Winning Ways ch. 14): `"1-2"` Turning Turtles,
 * `"1-3"` Mock Turtles, `"1+C"` Ruler, `"3"` Triplets, `"3E"` Turnips, `"4FS"` Grunt, `"1+S"`
 * Sym, `"1-3C(5)"` Mock Turtle Fives.
 *
 * Every code CGSuite 2.2 accepts is read as it reads it (its `Spawning.apply` and traversal):
 * a range may start at 0 (`"0-2"` turns up to two coins: CGSuite's traversal starts one below
 * the fewest coins, so 0 gives the head alone once more, which under `F` it allows only when
 * the spacing is not consecutive and the window reaches coin 1); when an element names two
 * spacings the last one counts (`"1-3SE"` is `"1-3E"`); `C(0)` is a span of none; and empty
 * elements at the end (`"1-3,"`) are ignored, as Java's `split` drops them; a range reads its
 * first two numbers and ignores the rest (`"1-3-5"` is `"1-3"`: CGSuite splits the range at
 * `-` and keeps two parts), so long as the rest holds only digits, `-` and `+` and does not
 * end in `+`. Spaces anywhere are ignored too (CGSuite refuses them).
 *
 * In the heap game a coin is a heap: the coin at position n from the left (counting from 1)
 * is a heap of n, and a move turning the head at n with the coins at a1 < ... < ak replaces
 * heap n by heaps a1, ..., ak.
 *
 * @param code The code.
 * @returns The game.
 * @throws {TypeError} If `code` is not a string.
 * @throws {SyntaxError} If an element is malformed or its range is empty.
 *
 * @example Mock Turtles and Ruler
 * ```ts
 * import { parseSpawningCode } from "@cgt/impartial/spawning";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseSpawningCode("1-3").moves, [
 *   { min: 1, max: 3, span: Infinity, spacing: "any", first: false },
 * ]);
 * assert.equal(parseSpawningCode("1+c").name, "1+C");
 * assert.equal(parseSpawningCode("1-3SE,").name, "1-3SE");
 * assert.equal(parseSpawningCode("1-3SE,").moves[0].spacing, "equal");
 * assert.throws(() => parseSpawningCode("3-2"), SyntaxError);
 * ```
 */
export function parseSpawningCode(code: string): SpawningGame {
  if (typeof code !== "string") {
    throw new TypeError(
      `Cannot parse spawning code: expected a string, received ${describe(code)}`,
    );
  }
  const text = code.replace(/\s+/g, "").toUpperCase();
  if (text === "") throw syntax('expected elements such as "1-3" or "1+C"', code);
  if (text.length > 200) throw syntax("at most 200 characters are allowed", code);
  const moves: SpawningMove[] = [];
  const elements = text.split(",");
  // Java's split, which CGSuite uses, drops empty elements at the end (but not all of them).
  while (elements.length > 1 && elements[elements.length - 1] === "") elements.pop();
  for (const element of elements) {
    // After "a-b", CGSuite's split on "-" keeps two parts: more of "-", "+" and digits (not
    // ending in "+") are ignored ("1-3-5" is "1-3").
    const m = /^(\d{1,6})(?:(\+)|-(\d{1,6})(?:-(?:[\d+-]*[\d-])?)?)?((?:C\(\d{1,6}\)|[CESF])*)$/
      .exec(element);
    if (m === null) {
      throw syntax(
        `each element is a number of coins (3, 1-3 or 1+) then modifiers C, E, S, F or C(n), but "${element}" is not`,
        code,
      );
    }
    const min = Number(m[1]);
    const max = m[2] !== undefined ? Infinity : m[3] !== undefined ? Number(m[3]) : min;
    if (max < min) throw syntax(`the range of "${element}" is empty`, code);
    let span = Infinity;
    let spacing: SpawningSpacing = "any";
    let first = false;
    for (const mod of m[4].match(/C\(\d+\)|[CESF]/g) ?? []) {
      if (mod.startsWith("C(")) {
        span = Number(mod.slice(2, -1));
      } else if (mod === "F") {
        first = true;
      } else {
        // As in CGSuite, the last spacing named counts.
        spacing = mod === "C" ? "consecutive" : mod === "E" ? "equal" : "symmetric";
      }
    }
    // As in CGSuite: an element whose span is shorter than its fewest coins has no move.
    if (span < min) continue;
    moves.push({ min, max: Math.min(max, span), span, spacing, first });
  }
  // The name as read: upper case, no spaces, no empty elements at the end.
  const name = elements.join(",");
  return Object.freeze({ name, moves: Object.freeze(moves.map((m) => Object.freeze(m))) });
}

function checkGame(game: SpawningGame, what: string): void {
  if (typeof game !== "object" || game === null || !Array.isArray(game.moves)) {
    throw new TypeError(
      `Cannot compute ${what}: expected a game from parseSpawningCode(), received ${
        describe(game)
      }`,
    );
  }
}

function checkHeap(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_SPAWNING_HEAP) {
    throw numberError(
      n,
      `Cannot compute ${what}: heap size must be an integer from 0 to ${MAX_SPAWNING_HEAP}, received ${
        describe(n)
      }`,
    );
  }
}

/** The window of coins a move of `e` on heap `n` may use: from `low` to n - 1. */
function windowLow(e: SpawningMove, n: number): number {
  return e.span === Infinity ? 1 : Math.max(1, n - e.span + 1);
}

/**
 * Calls `f` with every option of heap `n` under one element, in CGSuite's order: by number of
 * other coins, then as its traversal increments them. The list passed is reused.
 */
function forEachOption(e: SpawningMove, n: number, f: (heaps: readonly number[]) => void): void {
  const low = windowLow(e, n);
  const cHigh = Math.min(e.max - 1, n - 1);
  for (let c = e.min - 1; c <= cHigh; c++) {
    if (c === -1) {
      // A range from 0: CGSuite's traversal sets up "-1 other coins", the head alone again;
      // under F it places its first coin at the window's start (n + 1 when consecutive).
      if (!e.first || (e.spacing !== "consecutive" && low === 1)) f([]);
      continue;
    }
    if (c === 0) {
      // The head alone. CGSuite allows it under F when the first coin it would place (the
      // window's start, moved to the parity of n for symmetric moves; n itself for
      // consecutive ones) is coin 1.
      const start = e.spacing === "consecutive"
        ? n
        : e.spacing === "symmetric" && (low + n) % 2 === 1
        ? low + 1
        : low;
      if (!e.first || start === 1) f([]);
      continue;
    }
    switch (e.spacing) {
      case "any": {
        if (e.first && low !== 1) break;
        const buf = new Array<number>(c);
        const go = (i: number, from: number): void => {
          if (i === c) return f(buf);
          for (let x = from; x <= n - (c - i); x++) {
            buf[i] = x;
            go(i + 1, x + 1);
          }
        };
        if (e.first) {
          buf[0] = 1;
          go(1, 2);
        } else {
          go(0, low);
        }
        break;
      }
      case "consecutive": {
        if (e.first && n - c !== 1) break;
        f(Array.from({ length: c }, (_, i) => n - c + i));
        break;
      }
      case "equal": {
        const widest = Math.floor((n - low) / c);
        for (let s = widest; s >= 1; s--) {
          if (e.first && (s !== widest || n - s * c !== 1)) continue;
          f(Array.from({ length: c }, (_, i) => n - s * (c - i)));
        }
        break;
      }
      case "symmetric": {
        const lower = (c + 1) >> 1; // coins below the middle, counting the first
        const even = c % 2 === 0; // then the middle coin is turned too
        const start = even && (low + n) % 2 === 1 ? low + 1 : low;
        const buf = new Array<number>(c);
        for (let first = start; first <= n - c; first += even ? 2 : 1) {
          if (e.first && first !== 1) break;
          // Lower coins first < x1 < ... below the centre; each mirrors to n - (x - first).
          const centre = (first + n + 1) >> 1;
          const go = (i: number, from: number): void => {
            if (i === lower) {
              if (even) buf[lower] = (first + n) / 2;
              for (let j = 1; j < lower; j++) buf[c - j] = n - (buf[j] - first);
              return f(buf);
            }
            for (let x = from; x <= centre - (lower - i); x++) {
              buf[i] = x;
              go(i + 1, x + 1);
            }
          };
          buf[0] = first;
          go(1, first + 1);
        }
        break;
      }
    }
  }
}

/**
 * Returns the options of a heap of `n`: each the ascending list of smaller heaps that replace
 * it (the other coins a move turns), in CGSuite's order, element by element. Repeats (from
 * overlapping elements) are kept, as CGSuite's `Options` keeps them.
 *
 * Cost: one list per option; the number of options can be exponential in `n` (for `1+`), so
 * `options.maxOptions` bounds them: past it the listing stops with a RangeError before memory
 * fills.
 *
 * @param game The game.
 * @param n The heap.
 * @param options `maxOptions`: the most options to list (default: no bound).
 * @returns The options.
 * @throws {TypeError} If `game` is not a spawning game.
 * @throws {RangeError} If `n` is not an integer from 0 to {@link MAX_SPAWNING_HEAP}, or the heap
 * has more than `maxOptions` options.
 *
 * @example Mock Turtles: a heap of 3 may vanish, or leave one or two smaller heaps
 * ```ts
 * import { parseSpawningCode, spawningOptions } from "@cgt/impartial/spawning";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(spawningOptions(parseSpawningCode("1-3"), 3), [[], [1], [2], [1, 2]]);
 * assert.equal(spawningOptions(parseSpawningCode("1-3"), 20).length, 191);
 * ```
 */
export function spawningOptions(
  game: SpawningGame,
  n: number,
  options: { maxOptions?: number } = {},
): number[][] {
  checkGame(game, "options");
  checkHeap(n, "options");
  const max = maxOptionsOf("list options", options);
  const out: number[][] = [];
  if (n === 0) return out;
  for (const e of game.moves) {
    forEachOption(e, n, (heaps) => {
      if (out.length >= max) {
        throw new RangeError(
          `Cannot list spawning moves: heap ${n} of ${game.name} has more than ${max} options`,
        );
      }
      out.push([...heaps]);
    });
  }
  return out;
}

/**
 * Returns the game as an explicit move generator on positions that are lists of heaps
 * (ascending, repeats allowed), for the generic `GrundySolver`: the slow, obviously-correct
 * twin of {@link spawningGrundy}, which never uses the nim-sum. Listing the options of a
 * position costs a step of the work budget (`withStepLimit`) for each option past the first 64,
 * and stops with a RangeError past `MAX_LISTED_HEAPS` (of `@cgt/impartial/grundy`) heaps, with
 * or without a budget.
 *
 * @param game The game.
 * @returns The move generator; positions are keyed by their sorted heaps.
 * @throws {TypeError} If `game` is not a spawning game.
 *
 * @example
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { parseSpawningCode, spawningRules } from "@cgt/impartial/spawning";
 * import assert from "node:assert/strict";
 *
 * const solver = new GrundySolver(spawningRules(parseSpawningCode("1-3")));
 * assert.equal(solver.grundy([4]), 7);
 * assert.equal(solver.grundy([4, 4]), 0);
 * ```
 */
export function spawningRules(game: SpawningGame): ImpartialGame<readonly number[]> {
  checkGame(game, "options");
  return {
    options(position) {
      checkHeapList("list spawning moves", position, MAX_SPAWNING_HEAP);
      const out: number[][] = [];
      // Motley (1+) from a heap of 40 has 2^39 options: the listing is charged to the work
      // budget and bounded with or without one.
      const listing = new Listing("list spawning moves", position);
      position.forEach((h, i) => {
        if (i > 0 && position[i - 1] === h) return;
        for (const e of game.moves) {
          forEachOption(e, h, (heaps) => {
            listing.add(position.length - 1 + heaps.length);
            const next = [...position.slice(0, i), ...position.slice(i + 1), ...heaps];
            out.push(next.sort((x, y) => x - y));
          });
        }
      });
      return out;
    },
    key: (position) => {
      checkArray("key spawning position", "a position", position);
      return [...position].sort((x, y) => x - y).join(",");
    },
  };
}

/**
 * Bitsets of the nim-sums of subsets of a growing list of items, by subset size: exact sizes
 * 0..`exact`, and one more row for every larger size when `more`. Adding an item is a 0/1
 * knapsack step (sizes descending).
 */
/**
 * Elementary operations (a bitset word combined, a value read) per step of the work budget of
 * `withStepLimit`: about a microsecond of work.
 */
const UNITS_PER_STEP = 128;

let unpaid = 0;

/** Charges `units` elementary operations to the work budget, a step per UNITS_PER_STEP. */
function charge(units: number): void {
  unpaid += units;
  if (unpaid >= UNITS_PER_STEP) {
    const steps = Math.floor(unpaid / UNITS_PER_STEP);
    unpaid -= steps * UNITS_PER_STEP;
    spendSteps(steps);
  }
}

class SubsetSums {
  readonly rows: Uint32Array[];
  constructor(readonly exact: number, readonly more: boolean, readonly words: number) {
    charge((exact + 2) * words);
    this.rows = Array.from({ length: exact + 1 + (more ? 1 : 0) }, () => new Uint32Array(words));
    this.rows[0][0] = 1;
  }
  /** Adds an item of nim-value v (v < 32 * words). */
  add(v: number): void {
    const { rows, exact, words } = this;
    charge(rows.length * words);
    const high = v >>> 5;
    const low = v & 31;
    const or = (dst: Uint32Array, src: Uint32Array): void => {
      for (let w = 0; w < words; w++) {
        const x = src[w];
        if (x !== 0) dst[w ^ high] |= permuteWord(x, low);
      }
    };
    if (this.more) {
      // Sizes above `exact`: from themselves (read before writing) and from size `exact`.
      const larger = rows[exact + 1];
      or(larger, larger.slice());
      or(larger, rows[exact]);
    }
    // Exact sizes, descending, so that each reads the row before this item.
    for (let size = exact; size >= 1; size--) or(rows[size], rows[size - 1]);
  }
  /** ORs into `seen`, XOR-permuted by `shift`, the sums of every size from `lo` to `hi`. */
  markSizes(seen: Uint32Array, lo: number, hi: number, shift: number): void {
    const { rows, exact, words } = this;
    charge((Math.max(0, Math.min(hi, exact) - Math.max(lo, 0) + 1) + 1) * words);
    const high = shift >>> 5;
    const low = shift & 31;
    const or = (row: Uint32Array): void => {
      for (let w = 0; w < words; w++) {
        const x = row[w];
        if (x !== 0) seen[w ^ high] |= permuteWord(x, low);
      }
    };
    for (let size = Math.max(lo, 0); size <= Math.min(hi, exact); size++) or(rows[size]);
    if (this.more && hi > exact) or(rows[exact + 1]);
  }
}

/**
 * Returns the Grundy values G(0), ..., G(n) of the heaps of a spawning game. The option values
 * of a heap are found without listing the options: for moves anywhere, the nim-sums of the
 * subsets of the smaller heaps' values, by size, are kept as bitsets and grown heap by heap (a
 * knapsack over subset sizes); consecutive moves use prefix nim-sums; equally spaced ones walk
 * each spacing once; symmetric ones build the subset sums of the mirrored pairs for each first
 * coin. Moves within a span `C(n)` rebuild their window's sums for each heap.
 *
 * Cost: with W = (largest value) / 32 words per bitset, O(n * W * sizes) time for moves
 * anywhere, O(n * span * W * sizes) within a span, O(n^2 log n) for equal spacing, and
 * O(n^3 * W) for symmetric moves; memory O(W * sizes). Values must stay below
 * {@link MAX_SPAWNING_VALUE} (so games whose values double with each heap, such as `1+` or
 * `1+S`, reach only a few dozen heaps, as in any program that lists their options).
 *
 * @param game The game.
 * @param n The largest heap.
 * @returns The values, indexed by heap.
 * @throws {TypeError} If `game` is not a spawning game.
 * It spends the work budget of `withStepLimit` (`@cgt/partizan/game-limit`), about a step per
 * microsecond of work: one step per heap and one per 128 bitset words combined or values read,
 * charged as the work is done (a single heap of a move of 1234 coins combines millions of words).
 *
 * @throws {RangeError} If `n` is out of range, or a value reaches {@link MAX_SPAWNING_VALUE}.
 * @throws {GameLimitError} If the work budget runs out.
 *
 * @example Mock Turtles (the odious numbers, Winning Ways ch. 14) and Ruler
 * ```ts
 * import { parseSpawningCode, spawningGrundy } from "@cgt/impartial/spawning";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...spawningGrundy(parseSpawningCode("1-3"), 8)], [0, 1, 2, 4, 7, 8, 11, 13, 14]);
 * assert.deepEqual([...spawningGrundy(parseSpawningCode("1+C"), 8)], [0, 1, 2, 1, 4, 1, 2, 1, 8]);
 * ```
 */
export function spawningGrundy(game: SpawningGame, n: number): GrundyValues {
  checkGame(game, "Grundy values");
  checkHeap(n, "Grundy values");
  const values = new Uint32Array(n + 1);
  const prefix = new Uint32Array(n + 1); // prefix[i] = G(1) ^ ... ^ G(i)
  let words = 1;
  // Incremental subset sums for unlimited windows: items G(1..m) (`all`) or G(2..m) (`rest`, for F).
  type Grown = { e: SpawningMove; sums: SubsetSums; from: number };
  let grown: Grown[] = [];
  const sizesOf = (e: SpawningMove, skip: number): [number, boolean] => {
    const hi = e.max - 1 - skip;
    return Number.isFinite(hi) ? [Math.max(0, hi), false] : [Math.max(0, e.min - 1 - skip), true];
  };
  const rebuild = (upTo: number): void => {
    grown = [];
    for (const e of game.moves) {
      if (e.spacing !== "any" || e.span !== Infinity) continue;
      const from = e.first ? 2 : 1;
      const [exact, more] = sizesOf(e, e.first ? 1 : 0);
      const sums = new SubsetSums(exact, more, words);
      for (let a = from; a <= upTo; a++) sums.add(values[a]);
      grown.push({ e, sums, from });
    }
  };
  rebuild(0);
  let seen = new Uint32Array(words);
  const mark = (v: number): void => {
    seen[v >>> 5] |= 1 << (v & 31);
  };
  for (let m = 1; m <= n; m++) {
    seen.fill(0);
    charge(words);
    for (const { e, sums } of grown) {
      // Sizes count the other coins; with F, coin 1 is one of them and is added by the shift.
      // A range from 0 lets the head go alone (the window of an unlimited span reaches coin 1).
      if (e.min === 0) mark(0);
      if (e.first) {
        if (e.min - 1 <= 0) mark(0);
        if (m >= 2) sums.markSizes(seen, e.min - 2, Math.min(e.max - 2, m - 2), values[1]);
      } else {
        sums.markSizes(seen, e.min - 1, Math.min(e.max - 1, m - 1), 0);
      }
    }
    for (const e of game.moves) {
      if (e.spacing === "any" && e.span === Infinity) continue;
      markElement(e, m);
    }
    let v = 0;
    while (v < 32 * words && (seen[v >>> 5] >>> (v & 31)) & 1) v++;
    if (v >= MAX_SPAWNING_VALUE) {
      throw new RangeError(
        `Cannot compute Grundy values: the values of spawning game ${game.name} reach ${MAX_SPAWNING_VALUE} at heap ${m}`,
      );
    }
    values[m] = v;
    prefix[m] = prefix[m - 1] ^ v;
    // One step of the work budget per heap; the bitset words and values read are charged as
    // they are used.
    spendSteps(1);
    if (v >= 32 * words) {
      while (v >= 32 * words) words *= 2;
      seen = new Uint32Array(words);
      rebuild(m);
    } else {
      for (const { sums, from } of grown) if (m >= from) sums.add(v);
    }
  }
  let max = 0;
  for (const v of values) if (v > max) max = v;
  return max <= 0xffff ? Uint16Array.from(values) : values;

  /** Marks the option values of heap m under an element other than "anywhere, unlimited". */
  function markElement(e: SpawningMove, m: number): void {
    const low = windowLow(e, m);
    // A range from 0: the head alone once more (see forEachOption).
    if (e.min === 0 && (!e.first || (e.spacing !== "consecutive" && low === 1))) mark(0);
    const cLow = Math.max(e.min - 1, 0);
    const cHigh = Math.min(e.max - 1, m - 1);
    if (cLow > cHigh) return;
    if (cLow === 0) {
      const start = e.spacing === "consecutive"
        ? m
        : e.spacing === "symmetric" && (low + m) % 2 === 1
        ? low + 1
        : low;
      if (!e.first || start === 1) mark(0);
    }
    const c1 = Math.max(cLow, 1);
    switch (e.spacing) {
      case "any": {
        // A window within a span: its subset sums, rebuilt for this heap.
        if (e.first && low !== 1) return;
        const skip = e.first ? 1 : 0;
        const [exact, more] = sizesOf({ ...e, max: cHigh + 1 }, skip);
        const sums = new SubsetSums(exact, more, words);
        for (let a = low + skip; a < m; a++) sums.add(values[a]);
        sums.markSizes(seen, c1 - skip, cHigh - skip, e.first ? values[1] : 0);
        return;
      }
      case "consecutive": {
        charge(Math.max(0, cHigh - c1 + 1));
        for (let c = c1; c <= cHigh; c++) {
          if (e.first && m - c !== 1) continue;
          mark(prefix[m - 1] ^ prefix[m - c - 1]);
        }
        return;
      }
      case "equal": {
        if (e.first) {
          if (low !== 1) return;
          for (let c = c1; c <= cHigh; c++) {
            if ((m - 1) % c !== 0) continue;
            const s = (m - 1) / c;
            let x = 0;
            charge(c);
            for (let i = 1; i <= c; i++) x ^= values[m - s * i];
            mark(x);
          }
          return;
        }
        for (let s = 1; s <= m - low; s++) {
          let x = 0;
          charge(1 + Math.min(cHigh, Math.floor((m - low) / s)));
          for (let i = 1; i <= cHigh && m - s * i >= low; i++) {
            x ^= values[m - s * i];
            if (i >= c1) mark(x);
          }
        }
        return;
      }
      case "symmetric": {
        // For each first coin: the subset sums of the pairs (first + d, m - d) mirrored about
        // the centre, by number of pairs q. An odd number c of other coins is the first coin
        // and q = (c - 1) / 2 pairs; an even one adds the middle coin, with q = (c - 2) / 2.
        const oddLow = Math.max(0, Math.ceil((c1 - 1) / 2));
        const oddHigh = (cHigh - 1) / 2; // q <= this, for odd c
        const evenLow = Math.max(0, Math.ceil((Math.max(c1, 2) - 2) / 2));
        const evenHigh = (cHigh - 2) / 2;
        for (let first = low; first < m; first++) {
          if (e.first && first !== 1) break;
          const pairs = Math.ceil((m - first) / 2) - 1;
          const canOdd = oddLow <= Math.min(oddHigh, pairs);
          const middle = (first + m) % 2 === 0 ? (first + m) / 2 : 0;
          const canEven = middle > 0 && middle < m && cHigh >= 2 &&
            evenLow <= Math.min(evenHigh, pairs);
          if (!canOdd && !canEven) continue;
          const finite = Number.isFinite(e.max);
          const lowest = Math.min(canOdd ? oddLow : Infinity, canEven ? evenLow : Infinity);
          const highest = Math.min(pairs, Math.floor(Math.max(oddHigh, evenHigh)));
          const sums = finite || highest <= lowest
            ? new SubsetSums(Math.max(0, highest), false, words)
            : new SubsetSums(lowest, true, words);
          for (let d = 1; d <= pairs; d++) sums.add(values[first + d] ^ values[m - d]);
          if (canOdd) sums.markSizes(seen, oddLow, Math.floor(oddHigh), values[first]);
          if (canEven) {
            sums.markSizes(seen, evenLow, Math.floor(evenHigh), values[first] ^ values[middle]);
          }
        }
        return;
      }
    }
  }
}
