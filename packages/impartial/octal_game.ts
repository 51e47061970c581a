/**
 * Take-and-break games (Kayles, Dawson's Kayles, Grundy's game, and every code of CGSuite's grammar): their codes and their Grundy values, fast.
 *
 * @module
 */

import {
  checkArray,
  checkHeapList,
  checkOptions,
  describe,
  maxOptionsOf,
  numberError,
} from "./_check.ts";
import type { ImpartialGame } from "./grundy.ts";
import { Listing } from "./_listing.ts";
import {
  codeOf,
  constraintFor,
  forEachHeapOption,
  formatCode,
  highBit,
  maxTake,
  parseCodeText,
  type SplitConstraint,
  type TakeAndBreakCode,
  type TakeAndBreakDigit,
  type TakeAndBreakGame,
} from "./_take_and_break.ts";
import { permuteWord } from "./_xor_bits.ts";
import { bestMask, markSimple, type Plan, plan, publicValues, RareSolver } from "./_rare_values.ts";
import { spendSteps } from "@cgt/core/limits";

export type { ImpartialGame } from "./grundy.ts";
export type {
  SplitConstraint,
  TakeAndBreakCode,
  TakeAndBreakDigit,
  TakeAndBreakGame,
} from "./_take_and_break.ts";
export type { PositionKey } from "@cgt/core/position-key";

/** Grundy values of heaps 0, 1, ..., n: compact storage that widens to 32 bits only when a value needs it. */
export type GrundyValues = Uint16Array | Uint32Array;

/** How {@link takeAndBreakGrundy} computes: `"plain"` (every option), `"rare"` (the rare-value method) or `"auto"`. */
export type HeapMethod = "auto" | "plain" | "rare";

/** Options for {@link takeAndBreakGrundy}. */
export interface TakeAndBreakGrundyOptions {
  /**
   * The method. `"auto"` picks the rare-value method when the game splits
   * heaps in two and `n` is at least 2048, and the plain method otherwise.
   *
   * @default {"auto"}
   */
  method?: HeapMethod;
  /** Called now and then with the number of heap sizes done so far (for progress bars). */
  onProgress?: (done: number) => void;
}

/**
 * The largest heap size the heap-game functions accept: 2^28 (512 MiB of values, 2 bytes a heap).
 *
 * @example
 * ```ts
 * import { MAX_HEAP_SIZE, parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(MAX_HEAP_SIZE, 268_435_456);
 * assert.throws(() => takeAndBreakGrundy(parseOctalCode("0.77"), MAX_HEAP_SIZE + 1), RangeError);
 * ```
 */
export const MAX_HEAP_SIZE = 2 ** 28;

/**
 * Grundy's game: split one heap into two non-empty heaps of different sizes
 * (Winning Ways, ch. 4). It is not an octal game; its Grundy values are
 * OEIS A002188.
 *
 * @example The first values of Grundy's game
 * ```ts
 * import { GRUNDYS_GAME, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...takeAndBreakGrundy(GRUNDYS_GAME, 10)], [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
 * ```
 */
export const GRUNDYS_GAME: TakeAndBreakGame = Object.freeze({
  name: "grundy-game",
  digits: Object.freeze([4]),
  unequal: true,
});

/** Whether a code is a plain octal or hexadecimal one: finite, nothing added, no constraint, at most three heaps. */
function isPlain(code: TakeAndBreakCode): boolean {
  return code.period === 0 && code.additive.length === 0 &&
    code.digits.every((d) => !d.more && d.mask < 16 && d.constraints.every((c) => c === "any"));
}

function gameOf(code: TakeAndBreakCode): TakeAndBreakGame {
  const digits = Object.freeze(code.digits.map((d) => d.mask));
  if (isPlain(code)) {
    const name = `${digits[0].toString(16)}.${
      digits.length > 1 ? digits.slice(1).map((d) => d.toString(16)).join("") : "0"
    }`;
    return Object.freeze({ name, digits, unequal: false });
  }
  const frozen: TakeAndBreakCode = Object.freeze({
    digits: Object.freeze(code.digits.map(freezeDigit)),
    period: code.period,
    additive: Object.freeze(code.additive.map(freezeDigit)),
  });
  return Object.freeze({ name: formatCode(frozen), digits, unequal: false, code: frozen });
}

function freezeDigit(d: TakeAndBreakDigit): TakeAndBreakDigit {
  return Object.freeze({
    mask: d.mask,
    more: d.more,
    constraints: Object.freeze([...d.constraints]),
  });
}

/**
 * Parses an octal code `d0.d1d2...` (Winning Ways, ch. 4) such as `"0.77"`
 * (Kayles), `".07"` (Dawson's Kayles), `"0.137"` (Dawson's chess), `"4.7"`
 * or `"0.4"`. Digit `d_k` (0-7) allows, after removing `k` tokens from a
 * heap: bit 1, leaving no heap; bit 2, leaving one non-empty heap; bit 4,
 * leaving two non-empty heaps. The digit before the point (may be omitted)
 * concerns removing nothing and must be 0 or 4. Trailing zeros are dropped.
 *
 * CGSuite's extended digits are read too (its `TakeAndBreak` grammar): a
 * digit may be followed by `!` (the heaps it leaves must be pairwise
 * distinct), `?` (not all equal) or `=` (all equal), and the last digits may
 * be put in brackets to repeat for ever: `"4!.0"` is Grundy's game, `"0.[3]"`
 * Nim, `"0.[7]"` remove any number and optionally split the rest in two. As in
 * CGSuite, a digit whose splits all carry `?` also forbids leaving a single
 * heap of one token. Such codes keep their rules in `code`. For digits
 * beyond 7 and braces, see {@link parseTakeAndBreakCode}.
 *
 * @param text The code.
 * @returns The game.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If the code is malformed: a character other than an
 *   octal digit, a constraint or brackets, no point, brackets not at the end,
 *   or a digit before the point other than 0 or 4.
 *
 * @example Kayles, Dawson's Kayles, Grundy's game and Nim
 * ```ts
 * import { parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseOctalCode("0.77").digits, [0, 7, 7]);
 * assert.equal(parseOctalCode(".070").name, "0.07");
 * assert.deepEqual([...takeAndBreakGrundy(parseOctalCode("4!.0"), 8)], [0, 0, 0, 1, 0, 2, 1, 0, 2]);
 * assert.deepEqual([...takeAndBreakGrundy(parseOctalCode("0.[3]"), 5)], [0, 1, 2, 3, 4, 5]);
 * assert.throws(() => parseOctalCode("0.8"), SyntaxError);
 * ```
 */
export function parseOctalCode(text: string): TakeAndBreakGame {
  return gameOf(parseCodeText(text, "octal"));
}

/**
 * Parses a hexadecimal take-and-break code `d0.d1d2...` (Winning Ways,
 * ch. 4), digits 0-9 and a-f in either case: bits 1, 2, 4 of `d_k` mean as
 * in {@link parseOctalCode}, and bit 8 allows splitting the rest into three
 * non-empty heaps after removing `k` tokens. The digit before the point must
 * be 0, 4, 8 or c. Constraints `!` `?` `=` and brackets are read as by
 * {@link parseOctalCode}.
 *
 * @param text The code.
 * @returns The game.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If the code is malformed.
 *
 * @example Games that may split a heap into three
 * ```ts
 * import { parseHexCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(parseHexCode("0.F").name, "0.f");
 * // 8.0: split a heap into three non-empty heaps, removing nothing.
 * const game = parseHexCode("8.0");
 * assert.deepEqual([...takeAndBreakGrundy(game, 8)], [0, 0, 0, 1, 1, 2, 2, 3, 3]);
 * ```
 */
export function parseHexCode(text: string): TakeAndBreakGame {
  return gameOf(parseCodeText(text, "hexadecimal"));
}

/**
 * Parses a take-and-break code in CGSuite's full grammar (`game.heap.TakeAndBreak`): digits are
 * base-32 characters `0`-`9`, `a`-`v` (either case), whose bit j allows leaving exactly j
 * non-empty heaps, or `&n;` for a larger mask n (at most 30 heaps); `*` allows any number of
 * heaps; braces list the numbers of heaps allowed, `{2,3}`, and a final `+` allows every larger
 * number too, `{2+}`. After a digit (or inside braces after a number), `!` asks the heaps left
 * to be pairwise distinct, `?` not all equal, `=` all equal; as in CGSuite, a digit whose splits
 * all carry `?` also forbids leaving a single heap of one token. Digits after the point are for
 * taking 1, 2, ... tokens; the last digits may repeat for ever in brackets (`0.[3]` is Nim).
 * The digit just before the point is for taking nothing; digits further left are for adding 1,
 * 2, ... tokens (`80.0`: add one token and split the heap into three).
 *
 * Only finite games are accepted: a move that takes nothing must leave two heaps or more, and
 * one that adds a tokens at least a + 2, so that every heap left is smaller.
 *
 * @param text The code, such as `"4!.0"` (Grundy's game), `"{2+}=.0"` (split a heap into
 *   two or more equal heaps, Maundy's cake on one side), `"0.*"` or `"0.[7]"`.
 * @returns The game; plain octal and hexadecimal codes give the same game as
 *   {@link parseHexCode}, others carry their rules in `code`.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If the code is malformed or its game would never end.
 *
 * @example Codes from CGSuite's heap library
 * ```ts
 * import { parseTakeAndBreakCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * const maundy = parseTakeAndBreakCode("{2+}=.0");
 * assert.deepEqual([...takeAndBreakGrundy(maundy, 9)], [0, 0, 1, 1, 1, 1, 2, 1, 1, 2]);
 * assert.equal(parseTakeAndBreakCode("0.3F").name, "0.3f");
 * assert.throws(() => parseTakeAndBreakCode("2.0"), SyntaxError); // a heap could stay as it is
 * ```
 */
export function parseTakeAndBreakCode(text: string): TakeAndBreakGame {
  return gameOf(parseCodeText(text, "take-and-break"));
}

function checkGame(game: TakeAndBreakGame, what: string): void {
  if (
    typeof game !== "object" || game === null || !Array.isArray(game.digits) ||
    game.digits.length === 0 ||
    !game.digits.every((d) => Number.isInteger(d) && d >= 0 && d < 2 ** 31) ||
    (game.code === undefined && !game.digits.every((d) => d <= 15)) ||
    (game.digits[0] & 3) !== 0
  ) {
    throw new TypeError(
      `Cannot compute ${what}: expected a game from parseOctalCode(), parseHexCode() or parseTakeAndBreakCode(), received ${
        describe(game)
      }`,
    );
  }
}

function checkSize(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw numberError(
      n,
      `Cannot compute ${what}: heap size must be a non-negative integer, received ${describe(n)}`,
    );
  }
  if (n > MAX_HEAP_SIZE) {
    throw new RangeError(
      `Cannot compute ${what}: heap size must be at most ${MAX_HEAP_SIZE}, received ${describe(n)}`,
    );
  }
}

/**
 * Returns the game as an explicit move generator on positions that are
 * lists of heap sizes (sorted, without empty heaps), for the generic
 * {@link GrundySolver}: the slow, obviously-correct twin of
 * {@link takeAndBreakGrundy}, which never uses the nim-sum. Listing the
 * options of a position costs a step of the work budget (`withStepLimit`)
 * for each option past the first 64, so a heap of millions of options stops
 * at the budget rather than filling memory; with or without a budget, a
 * listing stops past `MAX_LISTED_HEAPS` (of `@cgt/impartial/grundy`) heaps.
 *
 * @param game The game.
 * @returns The move generator; positions are keyed by their sorted sizes.
 *   Its `options` throws a RangeError past `MAX_LISTED_HEAPS` heaps.
 * @throws {TypeError} If `game` is not a take-and-break game.
 *
 * @example Kayles positions as lists of rows of pins
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { parseOctalCode, takeAndBreakRules } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * const solver = new GrundySolver(takeAndBreakRules(parseOctalCode("0.77")));
 * assert.equal(solver.grundy([3]), 3);
 * assert.equal(solver.outcome([1, 2, 3]), "P");
 * ```
 */
export function takeAndBreakRules(game: TakeAndBreakGame): ImpartialGame<readonly number[]> {
  checkGame(game, "options");
  const code = codeOf(game);
  return {
    options(position) {
      checkHeapList("list take-and-break moves", position, MAX_HEAP_SIZE);
      const out: number[][] = [];
      // A heap of 100,000 under 0.8 has some 8 * 10^8 options: the listing is charged to the
      // work budget and bounded with or without one.
      const listing = new Listing("list take-and-break moves", position);
      position.forEach((h, i) => {
        if (i > 0 && position[i - 1] === h) return;
        forEachHeapOption(code, h, (result) => {
          listing.add(position.length - 1 + result.length);
          const next = [...position.slice(0, i), ...position.slice(i + 1), ...result];
          out.push(next.sort((x, y) => x - y));
        });
      });
      return out;
    },
    key: (position) => {
      checkArray("key take-and-break position", "a position", position);
      return [...position].sort((x, y) => x - y).join(",");
    },
  };
}

/**
 * Returns the options of one heap of `n`, each the sorted list of positive heaps it leaves (an
 * empty list: nothing), in the order of {@link takeAndBreakRules} (CGSuite's `HeapOptions`). The
 * number of options grows like the partitions of `n` for codes that split a heap into any number
 * of heaps, so `options.maxOptions` bounds them: past it the listing stops with a RangeError
 * before memory fills.
 *
 * @param game The game.
 * @param n The heap, 0 to {@link MAX_HEAP_SIZE}.
 * @param options `maxOptions`: the most options to list (default: no bound).
 * @returns The options.
 * @throws {TypeError} If `game` is not a take-and-break game.
 * @throws {RangeError} If `n` is out of range or has more than `maxOptions` options.
 *
 * @example Kayles from 3, and a code that splits into any number of heaps
 * ```ts
 * import { parseTakeAndBreakCode, takeAndBreakOptions } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(takeAndBreakOptions(parseTakeAndBreakCode("0.77"), 3), [[2], [1, 1], [1]]);
 * assert.throws(() => takeAndBreakOptions(parseTakeAndBreakCode("{2+}.0"), 80, { maxOptions: 1000 }), RangeError);
 * ```
 */
export function takeAndBreakOptions(
  game: TakeAndBreakGame,
  n: number,
  options: { maxOptions?: number } = {},
): number[][] {
  checkGame(game, "options");
  checkSize(n, "options");
  const max = maxOptionsOf("list options", options);
  const out: number[][] = [];
  forEachHeapOption(codeOf(game), n, (parts) => {
    if (out.length >= max) {
      throw new RangeError(
        `Cannot list take-and-break moves: heap ${n} of ${game.name} has more than ${max} options`,
      );
    }
    out.push([...parts].sort((a, b) => a - b));
  });
  return out;
}

/** The shared state of both methods: values, the mex stamps, growth. */
class Table {
  values: GrundyValues;
  seen: Uint32Array;
  cap = 1; // a power of two above every value so far: every nim-sum of values is below it
  constructor(n: number) {
    this.values = new Uint16Array(n + 1);
    this.seen = new Uint32Array(4);
  }
  /** Stores `value` at `m`, widening the storage and the stamp array when needed. */
  store(m: number, value: number): void {
    if (value > 0xffff && this.values instanceof Uint16Array) {
      const wide = new Uint32Array(this.values.length);
      wide.set(this.values);
      this.values = wide;
    }
    this.values[m] = value;
    if (value >= this.cap) {
      while (value >= this.cap) this.cap *= 2;
      this.seen = new Uint32Array(this.cap + 2);
    }
  }
}

function plainValues(
  p: Plan,
  n: number,
  onProgress?: (done: number) => void,
): GrundyValues {
  const t = new Table(n);
  for (let m = 1; m <= n; m++) {
    const stamp = m;
    markSimple(t.values, t.seen, p, m, stamp);
    const g = t.values;
    const seen = t.seen;
    for (let j = 0; j < p.twoWay.length; j++) {
      const r = m - p.twoWay[j];
      const last = p.twoUnequal[j] ? (r - 1) >> 1 : r >> 1;
      for (let a = 1; a <= last; a++) seen[g[a] ^ g[r - a]] = stamp;
    }
    let v = 0;
    while (seen[v] === stamp) v++;
    t.store(m, v);
    // One step of the work budget per heap, and one per 1024 splits marked.
    spendSteps(1 + ((m * p.twoWay.length) >>> 11));
    if (onProgress && (m & 0x3fff) === 0) onProgress(m);
  }
  onProgress?.(n);
  return t.values;
}

/**
 * Returns the Grundy values G(0), ..., G(n) of single heaps of a
 * take-and-break game: G(h) is the mex of the values of the options of a
 * heap of h, where a position of several heaps has the nim-sum of their
 * values (Sprague–Grundy theorem).
 *
 * The plain method marks every option: O(n^2) time for games that split in
 * two (O(n^3) with splits in three), O(n * code length) without splits.
 * The rare-value ("sparse space") method of Winning Ways ch. 4 and
 * A. Flammenkamp gives the same values, typically in O(n * (rare heaps))
 * time for games such as Kayles and Grundy's game whose values are mostly
 * "common"; it is used by default when the game splits heaps in two and
 * n >= 2048. Memory: 2 bytes per heap (4 once a value exceeds 65535); up to 2^24 heaps the
 * rare-value method works on a byte a heap while the values stay below 256 and returns a 16-bit
 * copy (3 bytes a heap at the end, 48 MiB at most).
 *
 * Codes beyond those two methods (repeating digits, added tokens, `*`, braces, splits into
 * four or more heaps) are valued by split tables: bitsets of the nim-sums reachable by
 * splitting s tokens into j heaps, grown heap by heap, O(n^2 * words) time and
 * O(n * words) memory with words = (largest value) / 32 (at most 512 MiB).
 *
 * Every method spends the work budget of `withStepLimit` (`@cgt/partizan/game-limit`), about a
 * step per microsecond of work: one step per heap, one per 1024 splits into two heaps, one per
 * 256 splits into three (charged while a heap's splits are marked) and one per 256 table words.
 *
 * @param game The game, from {@link parseOctalCode}, {@link parseHexCode},
 *   {@link parseTakeAndBreakCode} or {@link GRUNDYS_GAME}.
 * @param n The largest heap size.
 * @param options The method and a progress callback.
 * @returns The values, indexed by heap size.
 * @throws {TypeError} If `game` is not a take-and-break game.
 * @throws {RangeError} If `n` is not an integer from 0 to {@link MAX_HEAP_SIZE}, the method is
 *   unknown, the rare-value method is asked for a code it does not cover, or the split tables
 *   would pass 512 MiB.
 * @throws {GameLimitError} If the work budget runs out.
 *
 * @example Kayles (0.77): OEIS A002186
 * ```ts
 * import { parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * const kayles = parseOctalCode("0.77");
 * assert.deepEqual([...takeAndBreakGrundy(kayles, 12)], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
 * const rare = takeAndBreakGrundy(kayles, 3000, { method: "rare" });
 * const plain = takeAndBreakGrundy(kayles, 3000, { method: "plain" });
 * assert.deepEqual(rare, plain);
 * ```
 */
export function takeAndBreakGrundy(
  game: TakeAndBreakGame,
  n: number,
  options: TakeAndBreakGrundyOptions = {},
): GrundyValues {
  checkGame(game, "Grundy values");
  checkSize(n, "Grundy values");
  checkOptions("compute Grundy values", options);
  if (options.onProgress !== undefined && typeof options.onProgress !== "function") {
    throw new TypeError(
      `Cannot compute Grundy values: onProgress must be a function, received ${
        describe(options.onProgress)
      }`,
    );
  }
  const method = options.method === undefined ? "auto" : options.method;
  if (method !== "auto" && method !== "plain" && method !== "rare") {
    throw new RangeError(
      `Cannot compute Grundy values: method must be "auto", "plain" or "rare", received ${
        describe(method)
      }`,
    );
  }
  const p = plan(game);
  if (p === undefined) {
    if (method === "rare") {
      throw new RangeError(
        `Cannot compute Grundy values: the rare-value method needs finitely many removals, nothing added and splits into at most three heaps, received "${game.name}"`,
      );
    }
    return tableValues(codeOf(game), n, options.onProgress);
  }
  const useRare = method === "rare" || (method === "auto" && p.twoWay.length > 0 && n >= 2048);
  if (!useRare) return plainValues(p, n, options.onProgress);
  // A byte a heap is faster (more of the table in cache), but the 16-bit copy returned would
  // make the peak 3 bytes a heap: beyond 2^24 heaps the solver stores 2 bytes from the start.
  const solver = new RareSolver(p, n + 1, n <= NARROW_UP_TO);
  solver.extend(n, options.onProgress);
  return publicValues(solver.values);
}

/** What {@link rareValueProfile} reports of a list of Grundy values. */
export interface RareValueProfile {
  /**
   * The mask M with the fewest rare heaps among 1..n, where G(h) is rare when G(h) & M has an
   * even number of bits (the first such M by value; 0, every value rare, only when every value
   * is 0). Published tables write it in hexadecimal.
   */
  mask: number;
  /** How many of the heaps 1..n have a rare value for `mask`. */
  rareCount: number;
  /** The last heap with a rare value (0 if none). */
  lastRare: number;
  /** The largest value. */
  largest: number;
  /** The first heap with the largest value. */
  largestAt: number;
}

/**
 * The rare-value profile of G(0..n) as the octal tables give it: the mask that makes the fewest
 * heaps 1..n rare, how many are rare and the last of them, and the largest value with the first
 * heap where it occurs. The mask comes from the Walsh–Hadamard transform of the counts of each
 * value, which gives the number of rare heaps for every mask at once (the rare-value method of
 * {@link takeAndBreakGrundy} re-chooses its mask the same way at each power of two). O(n + c log c)
 * time and 8c bytes, c the least power of two above every value.
 *
 * @param values G(0), ..., G(n), from {@link takeAndBreakGrundy}.
 * @returns The profile.
 * @throws {TypeError} If `values` is not a Uint16Array or Uint32Array.
 *
 * @example Kayles: for mask 15 the values 0, 3, 5 and 6 are rare, and only 9 heaps have them
 * ```ts
 * import { parseOctalCode, rareValueProfile, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
 * import assert from "node:assert/strict";
 *
 * const profile = rareValueProfile(takeAndBreakGrundy(parseOctalCode("0.77"), 1000));
 * assert.deepEqual(profile, { mask: 15, rareCount: 9, lastRare: 70, largest: 8, largestAt: 27 });
 * ```
 */
export function rareValueProfile(values: GrundyValues): RareValueProfile {
  if (!(values instanceof Uint16Array || values instanceof Uint32Array)) {
    throw new TypeError(
      `Cannot profile rare values: expected a Uint16Array or Uint32Array of Grundy values, received ${
        describe(values)
      }`,
    );
  }
  const n = values.length - 1;
  let largest = 0;
  let largestAt = 0;
  for (let h = 0; h <= n; h++) {
    if (values[h] > largest) {
      largest = values[h];
      largestAt = h;
    }
  }
  let cap = 1;
  while (cap <= largest) cap *= 2;
  const mask = n >= 1 ? bestMask(values, n, cap) : 0;
  let rareCount = 0;
  let lastRare = 0;
  for (let h = 1; h <= n; h++) {
    let x = values[h] & mask;
    x ^= x >>> 16;
    x ^= x >>> 8;
    x ^= x >>> 4;
    x ^= x >>> 2;
    x ^= x >>> 1;
    if ((x & 1) === 0) {
      rareCount++;
      lastRare = h;
    }
  }
  return { mask, rareCount, lastRare, largest, largestAt };
}

/** Up to this many heaps the rare-value method stores a byte a heap and returns a 16-bit copy. */
const NARROW_UP_TO = 2 ** 24;

/** The most memory the split tables of {@link tableValues} may take: 512 MiB. */
const MAX_TABLE_BYTES = 2 ** 29;

type SplitKind = "any" | "not-all-equal" | "distinct";

/**
 * The values of any code (periods, added tokens, splits into many heaps, `*`): the option values
 * of a heap come from tables of bitsets, one per kind of split (free, not all equal, distinct)
 * and number of heaps (exact up to the largest a digit names, then "more"), indexed by the
 * tokens split: bit v of the row (j, s) is set when s tokens can be left as j heaps of nim-sum
 * v. A heap's value, once known, is added to every row as a new part size (a knapsack over
 * part sizes in increasing order: unbounded for free splits, at most once for distinct ones;
 * splits not all equal grow from those that are, which are few), so a heap of m costs
 * O(digits * words) and adding it O(rows * words), where words = cap / 32 for the least power
 * of two cap above every value. When a value reaches cap the tables are rebuilt twice as wide.
 */
function tableValues(
  code: TakeAndBreakCode,
  n: number,
  onProgress?: (done: number) => void,
): GrundyValues {
  const added = code.additive.length;
  const smax = n + added;
  const lastTake = maxTake(code);
  // The digits in play, with their removals (a periodic code repeats its digits).
  const entries: { k: number; d: TakeAndBreakDigit }[] = [];
  code.additive.forEach((d, i) => entries.push({ k: -(i + 1), d }));
  code.digits.forEach((d, k) => entries.push({ k, d }));
  // Which split tables are needed, and how many exact heap counts.
  let exact = 1;
  let more = false;
  const kinds = new Set<SplitKind>();
  for (const { d } of entries) {
    const top = highBit(d.mask);
    for (let j = 2; j <= top; j++) {
      const c = constraintFor(d, j);
      if (c !== undefined && c !== "equal") kinds.add(c);
    }
    if (top >= 2) exact = Math.max(exact, top);
    if (d.more && top >= 0) {
      more = true;
      const c = d.constraints[d.constraints.length - 1] ?? "any";
      if (c !== "equal") kinds.add(c);
    }
  }
  const classes = exact + 1 + (more ? 1 : 0);
  const aggregate = more ? exact + 1 : -1;
  const kindList = [...kinds];
  const values = new Uint32Array(n + 1);
  let words = 1;
  let tables = new Map<SplitKind, Uint32Array>();
  const at = (cls: number, sum: number): number => (cls * (smax + 1) + sum) * words;

  /** dst row |= src row XOR-permuted by v. */
  const orPermuted = (t: Uint32Array, dst: number, src: number, v: number): void => {
    const high = v >>> 5;
    const low = v & 31;
    for (let w = 0; w < words; w++) {
      const x = t[src + w];
      if (x !== 0) t[dst + (w ^ high)] |= permuteWord(x, low);
    }
  };
  const setBit = (t: Uint32Array, row: number, v: number): void => {
    t[row + (v >>> 5)] |= 1 << (v & 31);
  };

  /** Adds heap size a (value v) as a part to every table. */
  const addPart = (a: number): void => {
    const v = values[a];
    for (const kind of kindList) {
      const t = tables.get(kind)!;
      if (kind === "distinct") {
        // At most once: read rows not yet updated (classes and sums descending).
        for (let cls = classes - 1; cls >= 1; cls--) {
          for (let s = smax; s >= a; s--) {
            const dst = at(cls, s);
            if (cls === aggregate) orPermuted(t, dst, at(aggregate, s - a), v);
            orPermuted(t, dst, at(cls === aggregate ? exact : cls - 1, s - a), v);
          }
        }
        continue;
      }
      for (let cls = 1; cls < classes; cls++) {
        if (kind === "not-all-equal" && cls >= 2) {
          // Part a on top of c equal parts b < a: the first multisets that are not all equal
          // (c + 1 parts, so c = cls - 1, or any c >= exact for the aggregate class).
          const cLow = cls === aggregate ? exact : cls - 1;
          const cHigh = cls === aggregate ? Infinity : cls - 1;
          for (let b = 1; b < a; b++) {
            const e = values[b];
            for (let c = cLow; c <= cHigh && c * b + a <= smax; c++) {
              setBit(t, at(cls, c * b + a), (c & 1 ? e : 0) ^ v);
            }
          }
        }
        // Any number of copies: read rows already updated (classes and sums ascending).
        for (let s = a; s <= smax; s++) {
          const dst = at(cls, s);
          if (cls === aggregate) orPermuted(t, dst, at(aggregate, s - a), v);
          orPermuted(t, dst, at(cls === aggregate ? exact : cls - 1, s - a), v);
        }
      }
    }
  };

  const rebuild = (upTo: number): void => {
    const bytes = kindList.length * classes * (smax + 1) * words * 4;
    if (bytes > MAX_TABLE_BYTES) {
      throw new RangeError(
        `Cannot compute Grundy values: the split tables of "${
          formatCode(code)
        }" up to heap ${n} would take ${Math.ceil(bytes / 2 ** 20)} MiB (values reach ${
          32 * words / 2
        }), at most ${MAX_TABLE_BYTES / 2 ** 20} MiB; ask for fewer heaps`,
      );
    }
    tables = new Map();
    for (const kind of kindList) {
      const t = new Uint32Array(classes * (smax + 1) * words);
      if (kind !== "not-all-equal") t[at(0, 0)] = 1; // no part yet: nim-sum 0
      tables.set(kind, t);
    }
    for (let a = 1; a <= upTo; a++) addPart(a);
  };
  rebuild(0);

  let seen = new Uint32Array(words);
  const mark = (v: number): void => {
    seen[v >>> 5] |= 1 << (v & 31);
  };
  const markRow = (kind: SplitConstraint, cls: number, sum: number): void => {
    const t = tables.get(kind as SplitKind)!;
    const row = at(cls, sum);
    for (let w = 0; w < words; w++) seen[w] |= t[row + w];
  };
  // Per digit: the explicit numbers of heaps allowed with their constraints, and the
  // constraint of every larger number (undefined when none).
  const plans = entries.filter(({ d }) => d.mask !== 0).map(({ k, d }) => {
    const top = highBit(d.mask);
    const counts: { j: number; c: SplitConstraint }[] = [];
    for (let j = 0; j <= top; j++) {
      const c = constraintFor(d, j);
      if (c !== undefined) counts.push({ j, c });
    }
    // A periodic digit stands for every removal congruent to it past the preperiod.
    const step = code.period > 0 && k >= code.digits.length - code.period ? code.period : 0;
    return { k, step, top, counts, beyond: d.more ? constraintFor(d, top + 1) : undefined };
  });
  const markCount = (j: number, c: SplitConstraint, r: number): void => {
    if (j === 0) {
      if (r === 0) mark(0);
    } else if (j === 1) {
      if (r >= 1 && (r >= 2 || c !== "not-all-equal")) mark(values[r]);
    } else if (c === "equal") {
      if (r % j === 0) mark(j & 1 ? values[r / j] : 0);
    } else if (r >= j) {
      markRow(c, j, r);
    }
  };
  for (let m = 1; m <= n; m++) {
    seen.fill(0);
    for (const { k: k0, step, top, counts, beyond } of plans) {
      const last = Math.min(m, lastTake);
      for (let k = k0; k <= last; k += step === 0 ? Infinity : step) {
        const r = m - k;
        for (const { j, c } of counts) {
          if (j > r) break;
          markCount(j, c, r);
        }
        if (beyond === undefined || r <= top) continue;
        for (let j = top + 1; j <= exact && j <= r; j++) markCount(j, beyond, r);
        if (r <= exact) continue;
        if (beyond === "equal") {
          for (let j = exact + 1; j <= r; j++) if (r % j === 0) mark(j & 1 ? values[r / j] : 0);
        } else {
          // Every number of heaps above `exact` is in the aggregate row at once.
          markRow(beyond, aggregate, r);
        }
      }
    }
    let v = 0;
    while (v < 32 * words && (seen[v >>> 5] >>> (v & 31)) & 1) v++;
    values[m] = v;
    // One step of the work budget per heap, and one per 256 words of tables read or written.
    spendSteps(
      1 +
        Math.floor(
          (plans.length * (code.period > 0 ? m / code.period : 1) +
            kindList.length * classes * smax) * words / 256,
        ),
    );
    if (v >= 32 * words) {
      while (v >= 32 * words) words *= 2;
      rebuild(m);
      seen = new Uint32Array(words);
    } else {
      addPart(m);
    }
    if (onProgress && (m & 0x3ff) === 0) onProgress(m);
  }
  onProgress?.(n);
  let max = 0;
  for (const v of values) if (v > max) max = v;
  return max <= 0xffff ? Uint16Array.from(values) : values;
}
