/**
 * Heap rules written as text (`"0.77"`, `"spawning(1+C)"`, `"join(0.07, subtraction(1,4))"`):
 * the impartial heap rulesets that CGSuite's `HeapRuleset` combinators take, and their join.
 *
 * @module
 */

import { type ImpartialGame, MAX_LISTED_HEAPS } from "@cgt/impartial/grundy";
import {
  MAX_HEAP_SIZE,
  parseTakeAndBreakCode,
  takeAndBreakOptions,
} from "@cgt/impartial/octal-game";
import { MAX_SPAWNING_HEAP, parseSpawningCode, spawningOptions } from "@cgt/impartial/spawning";
import type { PositionKey } from "@cgt/partizan/search";
import { typeFail } from "../_check.ts";
import { chargeWork } from "../_work.ts";
import { parseSubtractionSet, splittlesCode } from "./partizan_subtraction.ts";

export type { ImpartialGame } from "@cgt/impartial/grundy";
export type { PositionKey } from "@cgt/partizan/search";

/**
 * An impartial heap ruleset (CGSuite's `HeapRuleset`): the moves from one heap, each a list of
 * the heaps it leaves (empty when it leaves nothing).
 */
export interface HeapRule {
  /** The rule written back in the notation {@link parseHeapRule} reads (`"takeAndBreak(0.77)"`). */
  readonly name: string;
  /** The largest heap the rule takes. */
  readonly maxHeap: number;
  /**
   * The options of a heap of `heap` tokens, each the list of positive heaps it leaves (CGSuite's
   * `HeapOptions`). Charges the work budget of `withStepLimit` for each heap listed; throws a
   * RangeError past {@link MAX_HEAP_RULE_OPTIONS} options.
   */
  options(heap: number): readonly (readonly number[])[];
}

/** The longest heap rule {@link parseHeapRule} reads, in characters. */
export const MAX_HEAP_RULE_LENGTH = 200;

/**
 * The most options a heap rule lists for one heap (codes that split a heap into any number of
 * heaps, and spawning codes such as `1+`, have exponentially many): past it, `options` throws a
 * RangeError instead of filling memory.
 */
export const MAX_HEAP_RULE_OPTIONS = 100_000;

/** The deepest nesting of `join(...)` {@link parseHeapRule} reads. */
export const MAX_HEAP_RULE_NESTING = 8;

/**
 * The heap rules by name, as CGSuite builds them: `takeAndBreak(code)` (`TakeAndBreak`),
 * `spawning(code)` (`Spawning`), `subtraction(set)` (`Subtraction`, the digit 3 at each number of
 * the set) and `splittles(set)` (`Splittles`, the digit 7).
 */
const KINDS: Readonly<Record<string, (argument: string) => HeapRule>> = {
  takeAndBreak: takeAndBreakRule,
  spawning: spawningRule,
  subtraction: (set) => subtractionRule(set),
  splittles: (set) => named(`splittles(${set})`, takeAndBreakRule(splittlesCode(set))),
};

function named(name: string, rule: HeapRule): HeapRule {
  return { name, maxHeap: rule.maxHeap, options: rule.options };
}

function takeAndBreakRule(code: string): HeapRule {
  const game = parseTakeAndBreakCode(code);
  return {
    name: `takeAndBreak(${game.name})`,
    maxHeap: MAX_HEAP_SIZE,
    options(heap: number): number[][] {
      const out = takeAndBreakOptions(game, heap, { maxOptions: MAX_HEAP_RULE_OPTIONS });
      chargeWork(1 + out.reduce((sum, o) => sum + o.length, 0));
      return out;
    },
  };
}

function spawningRule(code: string): HeapRule {
  const game = parseSpawningCode(code);
  return {
    name: `spawning(${game.name})`,
    maxHeap: MAX_SPAWNING_HEAP,
    options(heap: number): number[][] {
      const out = spawningOptions(game, heap, { maxOptions: MAX_HEAP_RULE_OPTIONS });
      chargeWork(1 + out.reduce((sum, o) => sum + o.length, 0));
      return out;
    },
  };
}

function subtractionRule(text: string): HeapRule {
  const set = parseSubtractionSet(text);
  const written = `${set.allBut ? "!" : ""}${set.values.join(",")}`;
  return {
    name: `subtraction(${written})`,
    maxHeap: MAX_HEAP_SIZE,
    options(heap: number): number[][] {
      const out: number[][] = [];
      for (let s = 1; s <= heap; s++) {
        if (set.values.includes(s) === set.allBut) continue;
        out.push(s === heap ? [] : [heap - s]);
      }
      chargeWork(1 + heap);
      return out;
    },
  };
}

/**
 * The join of two heap rules (CGSuite's `R.Join(S)`): from a heap, the moves of `r` and the
 * moves of `s`, in that order (a move of both is listed twice, which changes no value).
 *
 * @param r The first rule.
 * @param s The second rule.
 * @returns The rule `join(r, s)`, taking heaps up to the smaller of their bounds; its `options`
 *   throws a RangeError past {@link MAX_HEAP_RULE_OPTIONS} options of a heap, as each rule's do.
 * @throws {TypeError} If a rule is not a heap rule.
 *
 * @example Kayles joined with Nim's moves
 * ```ts
 * import { joinHeapRules, parseHeapRule } from "@cgt/rulesets/heap-rule";
 * import assert from "node:assert/strict";
 *
 * const rule = joinHeapRules(parseHeapRule("0.77"), parseHeapRule("subtraction(3)"));
 * assert.equal(rule.name, "join(takeAndBreak(0.77), subtraction(3))");
 * assert.deepEqual(rule.options(3), [[2], [1, 1], [1], []]);
 * ```
 */
export function joinHeapRules(r: HeapRule, s: HeapRule): HeapRule {
  for (const rule of [r, s]) {
    if (rule === null || typeof rule !== "object" || typeof rule.options !== "function") {
      typeFail("join heap rules", "expected a heap rule from parseHeapRule()", rule);
    }
  }
  const name = `join(${r.name}, ${s.name})`;
  return {
    name,
    maxHeap: Math.min(r.maxHeap, s.maxHeap),
    options(heap: number): (readonly number[])[] {
      const first = r.options(heap);
      const second = s.options(heap);
      // Each rule keeps to MAX_HEAP_RULE_OPTIONS, and so does their join (which nests: 2^8 rules).
      if (first.length + second.length > MAX_HEAP_RULE_OPTIONS) {
        throw new RangeError(
          `Cannot list heap rule moves: heap ${heap} of ${
            quoted(name)
          } has more than ${MAX_HEAP_RULE_OPTIONS} options, received ${
            first.length + second.length
          }`,
        );
      }
      return [...first, ...second];
    },
  };
}

/** Splits `text` at its commas outside brackets of any kind. */
function splitArguments(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (c === "," && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim());
}

/** `heaps` as an error message quotes them: in brackets, at most 40 characters. */
function quoteHeaps(heaps: readonly number[]): string {
  const text = `[${heaps.join(",")}]`;
  return text.length <= 40 ? text : `${text.slice(0, 37)}...`;
}

function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 37)}...` : text);
}

function parseRule(text: string, depth: number): HeapRule {
  const call = /^([A-Za-z]+)\s*\((.*)\)$/s.exec(text);
  if (call === null) return takeAndBreakRule(text);
  const [, name, body] = call;
  if (name === "join") {
    if (depth >= MAX_HEAP_RULE_NESTING) {
      throw new RangeError(
        `Cannot read heap rule: joins may nest at most ${MAX_HEAP_RULE_NESTING} deep, received ${
          quoted(text)
        }`,
      );
    }
    const parts = splitArguments(body);
    if (parts.length !== 2) {
      throw new SyntaxError(
        `Cannot read heap rule: join takes two rules, such as join(0.77, spawning(1+)), received ${
          quoted(text)
        }`,
      );
    }
    return joinHeapRules(parseRule(parts[0], depth + 1), parseRule(parts[1], depth + 1));
  }
  const kind = Object.hasOwn(KINDS, name) ? KINDS[name] : undefined;
  if (kind === undefined) {
    throw new SyntaxError(
      `Cannot read heap rule: expected a take-and-break code or one of ${
        [...Object.keys(KINDS), "join"].map((k) => `${k}(...)`).join(", ")
      }, received ${quoted(text)}`,
    );
  }
  return kind(body.trim());
}

/**
 * Reads a heap rule: a take-and-break code as `parseTakeAndBreakCode` of `@cgt/impartial` reads
 * it (`"0.77"`, `"4!.0"`, `"{2+}=.0"`), or one of CGSuite's heap rulesets written as a call
 * without quotes: `takeAndBreak(0.77)`, `spawning(1+C)` (CGSuite's `Spawning("1+C")`),
 * `subtraction(1,3)` and `splittles(1,3)` (its `Subtraction([1,3])` and `Splittles([1,3])`;
 * `!` in front of the set for all but), and `join(r, s)` for `r.Join(s)` (see
 * {@link joinHeapRules}). The heap options are CGSuite's `HeapOptions`: lists of positive heaps.
 *
 * @param text The rule, at most {@link MAX_HEAP_RULE_LENGTH} characters.
 * @returns The rule.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not a rule (the message of the code's own reader when a code is
 * wrong).
 * @throws {RangeError} If it is too long, nests too deep, or a number is out of range.
 *
 * @example
 * ```ts
 * import { parseHeapRule } from "@cgt/rulesets/heap-rule";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseHeapRule("0.07").options(4), [[2], [1, 1]]);
 * assert.deepEqual(parseHeapRule("spawning(1-3)").options(3), [[], [1], [2], [1, 2]]);
 * assert.equal(parseHeapRule(" subtraction(3,1) ").name, "subtraction(1,3)");
 * ```
 */
export function parseHeapRule(text: string): HeapRule {
  if (typeof text !== "string") {
    typeFail("read heap rule", 'expected a string such as "0.77" or "spawning(1+C)"', text);
  }
  if (text.length > MAX_HEAP_RULE_LENGTH) {
    throw new RangeError(
      `Cannot read heap rule: it must be at most ${MAX_HEAP_RULE_LENGTH} characters, received ${text.length}`,
    );
  }
  return parseRule(text.trim(), 0);
}

/**
 * The heap game of a rule on lists of heaps, for `GrundySolver` of `@cgt/impartial`: a move
 * replaces one heap by the heaps of one of its options; each heap is a component; keys are the
 * sorted heaps. With a rule from {@link joinHeapRules} this is CGSuite's `R.Join(S)` played on
 * several heaps. Listing the options of a position charges the work budget of `withStepLimit`
 * before each option is built, in proportion to the heaps it copies (one step per 64 heaps), and
 * with or without a budget stops past `MAX_LISTED_HEAPS` (of `@cgt/impartial/grundy`) heaps in
 * all, each option counting its heaps and one more, rather than fill memory.
 *
 * @param rule The rule.
 * @returns The game; positions are lists of heap sizes. Its `options` throws a RangeError past
 *   `MAX_LISTED_HEAPS` heaps.
 * @throws {TypeError} If `rule` is not a heap rule.
 *
 * @example Dawson's Kayles joined with taking one token: a heap of 2 is *2 (alone, *1)
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { heapRuleGame, parseHeapRule } from "@cgt/rulesets/heap-rule";
 * import assert from "node:assert/strict";
 *
 * const solver = new GrundySolver(heapRuleGame(parseHeapRule("join(0.07, 0.3)")));
 * assert.equal(solver.grundy([2]), 2);
 * assert.equal(solver.grundy([2, 2]), 0);
 * ```
 */
export function heapRuleGame(rule: HeapRule): ImpartialGame<readonly number[]> {
  if (rule === null || typeof rule !== "object" || typeof rule.options !== "function") {
    typeFail("make heap game", "expected a heap rule from parseHeapRule()", rule);
  }
  return {
    options(heaps: readonly number[]): number[][] {
      const out: number[][] = [];
      chargeWork(heaps.length);
      // Each option copies the other heaps: 0.77 on heaps 1 to 300 is 45,150 options but 13.6
      // million heaps. Counted and charged before each option is built, so that the bound and a
      // step budget stop the listing before memory fills.
      let listed = 0;
      heaps.forEach((h, i) => {
        if (i > 0 && heaps[i - 1] === h) return;
        for (const parts of rule.options(h)) {
          listed += heaps.length + parts.length;
          if (listed > MAX_LISTED_HEAPS) {
            throw new RangeError(
              `Cannot list heap rule moves: the options would hold more than ${MAX_LISTED_HEAPS} heaps (MAX_LISTED_HEAPS; each option counts its heaps and one more), received ${
                quoteHeaps(heaps)
              }`,
            );
          }
          chargeWork(heaps.length + 2);
          const next = [...heaps.slice(0, i), ...heaps.slice(i + 1), ...parts];
          out.push(next.sort((a, b) => a - b));
        }
      });
      return out;
    },
    key: (heaps: readonly number[]): PositionKey => [...heaps].sort((a, b) => a - b).join(","),
    components: (heaps: readonly number[]): number[][] =>
      heaps.filter((h) => h > 0).map((h) => [h]),
  };
}
