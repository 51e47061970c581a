/**
 * Subtraction and Splittles games from subtraction sets written as strings, as CGSuite's
 * `PartizanSubtraction`, `PartizanSplittles` and `Splittles` define them.
 *
 * @module
 */

import { type Game, nimber } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { parseTakeAndBreakCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
import { registerCache } from "@cgt/core/caches";
import { chargeWork } from "../_work.ts";
import { typeFail } from "../_check.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** The largest number of a subtraction set. */
export const MAX_SUBTRACTION = 1000;

/** The largest heap the partizan games take (canonical forms grow with the heap). */
export const MAX_PARTIZAN_SUBTRACTION_HEAP = 200;

/** The largest heap `splittles` takes (Grundy values, computed up to the heap). */
export const MAX_SPLITTLES_HEAP = 100_000;

/** A subtraction set: its numbers, or, with `allBut`, every positive number but those. */
export interface SubtractionSet {
  /** The numbers, increasing, each 1 to {@link MAX_SUBTRACTION}. */
  readonly values: readonly number[];
  /** Whether the set is every positive number except `values` (CGSuite's `allbut`). */
  readonly allBut: boolean;
}

/**
 * Reads a subtraction set: numbers separated by commas (`"1,3"`), `""` for the empty set, and
 * a leading `!` for CGSuite's `allbut` (`"!1,2"` is every number but 1 and 2).
 *
 * @param text The set.
 * @returns The set.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not numbers separated by commas.
 * @throws {RangeError} If a number is 0 or above {@link MAX_SUBTRACTION}.
 *
 * @example
 * ```ts
 * import { parseSubtractionSet } from "@cgt/rulesets/partizan-subtraction";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseSubtractionSet("3,1"), { values: [1, 3], allBut: false });
 * assert.deepEqual(parseSubtractionSet("!2"), { values: [2], allBut: true });
 * ```
 */
export function parseSubtractionSet(text: string): SubtractionSet {
  if (typeof text !== "string") {
    typeFail("read subtraction set", 'expected a string such as "1,3"', text);
  }
  const allBut = text.startsWith("!");
  const body = (allBut ? text.slice(1) : text).replaceAll(" ", "");
  if (body !== "" && !/^\d+(,\d+)*$/.test(body)) {
    throw new SyntaxError(
      `Cannot read subtraction set: expected numbers separated by commas, such as "1,3" (a leading ! for all but), received ${
        JSON.stringify(text.length > 40 ? text.slice(0, 37) + "..." : text)
      }`,
    );
  }
  const values = body === "" ? [] : body.split(",").map(Number);
  for (const v of values) {
    if (v < 1 || v > MAX_SUBTRACTION) {
      throw new RangeError(
        `Cannot read subtraction set: each number must be from 1 to ${MAX_SUBTRACTION}, received ${v}`,
      );
    }
  }
  return { values: [...new Set(values)].sort((a, b) => a - b), allBut };
}

/** Whether `s` is in `set`. */
function contains(set: SubtractionSet, s: number): boolean {
  return set.values.includes(s) !== set.allBut;
}

/** The heaps after taking `s` from a heap of `n`: the rest as one heap, or also split in two. */
function afterTaking(n: number, s: number, split: boolean): number[][] {
  const rest = n - s;
  if (rest === 0) return [[]];
  const out: number[][] = [[rest]];
  if (split) { for (let a = 1; 2 * a <= rest; a++) out.push([a, rest - a]); }
  return out;
}

function heapOptions(
  heaps: readonly number[],
  set: SubtractionSet,
  split: boolean,
): number[][] {
  const out: number[][] = [];
  heaps.forEach((n, i) => {
    for (let s = 1; s <= n; s++) {
      if (!contains(set, s)) continue;
      for (const parts of afterTaking(n, s, split)) {
        const next = [...heaps.slice(0, i), ...heaps.slice(i + 1), ...parts];
        out.push(next.sort((a, b) => a - b));
      }
    }
  });
  chargeWork(heaps.length + out.length * (heaps.length + 2));
  return out;
}

/**
 * The partizan heap game where Left takes a number of tokens in `left` from one heap and Right
 * a number in `right` (CGSuite's `PartizanHeapRuleset` of two `Subtraction` or, with `split`,
 * `Splittles` rulesets): the rest of the heap stays as one heap, or with `split` may also be
 * split into two non-empty heaps. Positions are lists of heap sizes (in increasing order);
 * components are the heaps; keys are the sorted sizes.
 *
 * @param left Left's subtraction set, as {@link parseSubtractionSet} reads it.
 * @param right Right's subtraction set.
 * @param options `split`: Splittles (the rest may be split in two).
 * @returns The ruleset.
 * @throws {TypeError} If a set is not a string.
 * @throws {SyntaxError} If a set is not numbers separated by commas.
 * @throws {RangeError} If a number of a set is out of range.
 *
 * @example
 * ```ts
 * import { partizanSubtractionRules } from "@cgt/rulesets/partizan-subtraction";
 * import assert from "node:assert/strict";
 *
 * const rules = partizanSubtractionRules("1,3", "2,3");
 * assert.deepEqual([...rules.leftOptions([4])], [[3], [1]]);
 * assert.deepEqual([...rules.rightOptions([4])], [[2], [1]]);
 * ```
 */
export function partizanSubtractionRules(
  left: string,
  right: string,
  options: { readonly split?: boolean } = {},
): Ruleset<readonly number[]> {
  const l = parseSubtractionSet(left);
  const r = parseSubtractionSet(right);
  const split = options.split === true;
  return {
    name: split ? "Partizan Splittles" : "Partizan Subtraction",
    leftOptions: (p: readonly number[]): number[][] => heapOptions(p, l, split),
    rightOptions: (p: readonly number[]): number[][] => heapOptions(p, r, split),
    key: (p: readonly number[]): PositionKey => [...p].sort((a, b) => a - b).join(","),
    components: (p: readonly number[]): number[][] => p.filter((n) => n > 0).map((n) => [n]),
  };
}

/** The most rulesets kept with their solvers between calls. */
export const MAX_PARTIZAN_SUBTRACTION_RULESETS = 8;

const RECENT = new Map<string, Solver<readonly number[]>>();
registerCache("partizan subtraction rulesets", RECENT);

/** The solver of the rules, kept among the last few used. */
function solverOf(left: string, right: string, split: boolean): Solver<readonly number[]> {
  const rules = partizanSubtractionRules(left, right, { split });
  const id = JSON.stringify([left, right, split]);
  let solver = RECENT.get(id);
  if (solver === undefined) {
    solver = new Solver(rules);
    if (RECENT.size >= MAX_PARTIZAN_SUBTRACTION_RULESETS) {
      RECENT.delete(RECENT.keys().next().value!);
    }
  } else {
    RECENT.delete(id);
  }
  RECENT.set(id, solver);
  return solver;
}

function checkHeap(what: string, n: unknown, max: number): number {
  if (typeof n !== "number" && typeof n !== "bigint") {
    typeFail(what, "the heap must be a non-negative integer", n);
  }
  const k = Number(n);
  if (!Number.isSafeInteger(k) || k < 0 || k > max) {
    throw new RangeError(
      `Cannot ${what}: the heap must be an integer from 0 to ${max}, received ${n}`,
    );
  }
  return k;
}

/**
 * Returns the canonical value of a heap of `heap` tokens in CGSuite's
 * `PartizanSubtraction(left, right)`: Left takes a number of tokens in `left`, Right one in
 * `right` (see {@link partizanSubtractionRules}). The solvers of the last few pairs of sets are
 * kept; `clearCaches()` frees them.
 *
 * Cost: about heap² × |set| steps, and canonical forms that grow with the heap.
 *
 * @param left Left's set, such as `"1,3"` (`!` in front for all but).
 * @param right Right's set.
 * @param heap The heap, 0 to {@link MAX_PARTIZAN_SUBTRACTION_HEAP}.
 * @returns The canonical value.
 * @throws {TypeError} If a set is not a string or the heap not a number.
 * @throws {SyntaxError} If a set is not numbers separated by commas.
 * @throws {RangeError} If a number is out of range.
 *
 * @example CGSuite's GameHeapTest: PartizanSubtraction([1,3],[2,3])(6)
 * ```ts
 * import { partizanSubtraction } from "@cgt/rulesets/partizan-subtraction";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(
 *   formatGame(partizanSubtraction("1,3", "2,3", 6)),
 *   "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}",
 * );
 * ```
 */
export function partizanSubtraction(left: string, right: string, heap: number | bigint): Game {
  const n = checkHeap("evaluate partizan subtraction", heap, MAX_PARTIZAN_SUBTRACTION_HEAP);
  return solverOf(left, right, false).value([n]);
}

/**
 * Returns the canonical value of a heap in CGSuite's `PartizanSplittles(left, right)`: as
 * {@link partizanSubtraction}, and the rest of the heap may also be split into two heaps.
 *
 * @param left Left's set, such as `"1,3"` (`!` in front for all but).
 * @param right Right's set.
 * @param heap The heap, 0 to {@link MAX_PARTIZAN_SUBTRACTION_HEAP}.
 * @returns The canonical value.
 * @throws {TypeError} If a set is not a string or the heap not a number.
 * @throws {SyntaxError} If a set is not numbers separated by commas.
 * @throws {RangeError} If a number is out of range.
 *
 * @example
 * ```ts
 * import { partizanSplittles } from "@cgt/rulesets/partizan-subtraction";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * // With equal sets the game is impartial, a nimber; when Right cannot move, Left's three
 * // moves of one token each make 3.
 * assert.equal(formatGame(partizanSplittles("1", "1", 3)), "*");
 * assert.equal(formatGame(partizanSplittles("1", "", 3)), "3");
 * ```
 */
export function partizanSplittles(left: string, right: string, heap: number | bigint): Game {
  const n = checkHeap("evaluate partizan splittles", heap, MAX_PARTIZAN_SUBTRACTION_HEAP);
  return solverOf(left, right, true).value([n]);
}

/**
 * Returns the take-and-break code of Splittles on `set` (CGSuite's
 * `TakeAndBreak.FromSubtractionSet(set, "7", allbut)`): the digit 7 at each number of the set
 * and 0 elsewhere, with the 7 repeated for ever after the largest number for an all-but set.
 *
 * @param set The set, such as `"1,3"` (`!` in front for all but).
 * @returns The code, such as `"0.707"`.
 * @throws {TypeError} If `set` is not a string.
 * @throws {SyntaxError} If it is not numbers separated by commas.
 * @throws {RangeError} If a number is out of range.
 *
 * @example
 * ```ts
 * import { splittlesCode } from "@cgt/rulesets/partizan-subtraction";
 * import assert from "node:assert/strict";
 *
 * assert.equal(splittlesCode("1,3"), "0.707");
 * assert.equal(splittlesCode("!1"), "0.0[7]");
 * ```
 */
export function splittlesCode(set: string): string {
  return codeOf(parseSubtractionSet(set), "7");
}

/**
 * The take-and-break code of a subtraction set (CGSuite's `TakeAndBreak.FromSubtractionSet`):
 * digit `digit` (3 subtraction, 7 splittles) at each number of the set, 0 elsewhere, repeated
 * for ever after the largest for an all-but set.
 */
function codeOf(set: SubtractionSet, digit: string): string {
  const top = set.values.length === 0 ? 0 : set.values[set.values.length - 1];
  let digits = "";
  for (let s = 1; s <= top; s++) digits += contains(set, s) ? digit : "0";
  return set.allBut ? `0.${digits}[${digit}]` : `0.${digits === "" ? "0" : digits}`;
}

/**
 * Returns the value (a nimber) of a heap in CGSuite's `Splittles(set)`: take a number of tokens
 * in `set` from the heap, and leave the rest as one heap, two heaps, or none. It is the
 * take-and-break game with the digit 7 at each number of the set (`"1,3"` is `0.707`), valued by
 * `takeAndBreakGrundy` of `@cgt/impartial`.
 *
 * @param set The set, such as `"1,3"` (`!` in front for all but).
 * @param heap The heap, 0 to {@link MAX_SPLITTLES_HEAP}.
 * @returns The nimber.
 * @throws {TypeError} If the set is not a string or the heap not a number.
 * @throws {SyntaxError} If the set is not numbers separated by commas.
 * @throws {RangeError} If a number is out of range.
 *
 * @example
 * ```ts
 * import { splittles } from "@cgt/rulesets/partizan-subtraction";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * // Splittles {1, 2} is the octal game 0.77, Kayles: heaps 0..5 are 0, *, *2, *3, *, *4.
 * assert.equal(formatGame(splittles("1,2", 5)), "*4");
 * ```
 */
export function splittles(set: string, heap: number | bigint): Game {
  const n = checkHeap("evaluate splittles", heap, MAX_SPLITTLES_HEAP);
  const game = parseTakeAndBreakCode(splittlesCode(set));
  return nimber(takeAndBreakGrundy(game, n)[n]);
}
