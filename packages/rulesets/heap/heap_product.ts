/**
 * Products of two heap rules, as CGSuite's `HeapRuleset` defines them: the acrostic and direct
 * products (impartial games on pairs (m, n)) and the cake product (a partizan one), with the
 * join's values on heaps.
 *
 * @module
 */

import { GrundySolver, type ImpartialGame } from "@cgt/impartial/grundy";
import { registerCache } from "@cgt/core/caches";
import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { cakeRuleset } from "../_cake.ts";
import { checkIntegerIn, typeFail } from "../_check.ts";
import { chargeWork } from "../_work.ts";
import type { CutcakePosition } from "./cutcake.ts";
import { type HeapRule, heapRuleGame, parseHeapRule } from "./heap_rule.ts";

export type { Game } from "@cgt/partizan/game";
export type { ImpartialGame } from "@cgt/impartial/grundy";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { CutcakePiece, CutcakePosition } from "./cutcake.ts";
export type { HeapRule } from "./heap_rule.ts";

/** A pair (m, n) of a coordinate game: the first heap, then the second. */
export type HeapPair = readonly [m: number, n: number];

/** A position of a product of heap rules: a sum of pairs. */
export type HeapPairs = readonly HeapPair[];

/** The impartial products of two heap rules. */
export type HeapProductKind = "acrostic" | "direct";

/**
 * The most moves the direct product lists from one pair (each pair of options of the two
 * coordinates is one move): past it, a RangeError instead of filling memory.
 */
export const MAX_PAIR_OPTIONS = 1_000_000;

/** The largest heap {@link heapJoinGrundy} and the products' coordinates take. */
export const MAX_PRODUCT_HEAP = 1000;

/** Options of {@link cakeProductRules} and {@link cakeProduct}. */
export interface CakeProductOptions {
  /**
   * CGSuite's `twisted => true`: the coordinates are swapped before each move, so from (m, n)
   * Left moves on m by the first rule and leaves pairs (n, a), Right moves on n and leaves
   * (b, m).
   *
   * @default {false}
   */
  twisted?: boolean;
}

function checkRule(what: string, rule: HeapRule): void {
  if (rule === null || typeof rule !== "object" || typeof rule.options !== "function") {
    typeFail(what, "expected a heap rule from parseHeapRule()", rule);
  }
}

/** The sum with the pair at `i` replaced by `pairs`. */
function replaced(position: HeapPairs, i: number, pairs: HeapPair[]): HeapPair[] {
  return [...position.slice(0, i), ...position.slice(i + 1), ...pairs];
}

/** The moves of one pair in a product. */
function pairMoves(
  kind: HeapProductKind,
  r: HeapRule,
  s: HeapRule,
  [m, n]: HeapPair,
): HeapPair[][] {
  const out: HeapPair[][] = [];
  if (kind === "acrostic") {
    for (const as of r.options(m)) out.push(as.map((a): HeapPair => [a, n]));
    for (const bs of s.options(n)) out.push(bs.map((b): HeapPair => [m, b]));
    return out;
  }
  const mOptions = r.options(m);
  const nOptions = s.options(n);
  if (mOptions.length * nOptions.length > MAX_PAIR_OPTIONS) {
    throw new RangeError(
      `Cannot list direct product moves: the pair (${m}, ${n}) has ${mOptions.length} times ${nOptions.length} options, more than ${MAX_PAIR_OPTIONS}`,
    );
  }
  for (const as of mOptions) {
    for (const bs of nOptions) {
      const pairs: HeapPair[] = [];
      for (const a of as) pairs.push([a, n]);
      for (const b of bs) pairs.push([m, b]);
      for (const a of as) for (const b of bs) pairs.push([a, b]);
      chargeWork(pairs.length + 1);
      out.push(pairs);
    }
  }
  return out;
}

function pairKey(position: HeapPairs): PositionKey {
  return position.map(([m, n]) => `${m},${n}`).sort().join(" ");
}

/**
 * The acrostic or direct product of two heap rules as an impartial game on sums of pairs, for
 * `GrundySolver` of `@cgt/impartial` (CGSuite's `R.AcrosticProduct(S)` and `R.DirectProduct(S)`,
 * Winning Ways ch. 13 and 14):
 *
 * - acrostic: from (m, n), move on m as `r` allows, leaving (a_1, n) + ... + (a_k, n) for an
 *   option a_1 + ... + a_k of heap m, or on n as `s` allows, leaving (m, b_1) + ... + (m, b_l);
 * - direct: for every pair of an option a_1 + ... + a_k of m under `r` and an option
 *   b_1 + ... + b_l of n under `s`, move to the sum of every (a_i, n), every (m, b_j) and every
 *   (a_i, b_j). By the Tartan Theorem (Winning Ways ch. 13) its value is the nim product of the
 *   factors' values.
 *
 * A move replaces one pair of the sum; each pair is a component; keys are the sorted pairs.
 *
 * @param kind `"acrostic"` or `"direct"`.
 * @param r The rule of the first coordinate.
 * @param s The rule of the second.
 * @returns The game.
 * @throws {TypeError} If a rule is not a heap rule.
 * @throws {RangeError} If `kind` is neither product.
 *
 * @example Tartan: Turnips' heap 7 (*2) times Grunt's heap 6 (*2) is *2 ⊗ *2 = *3
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { heapProductGame } from "@cgt/rulesets/heap-product";
 * import { parseHeapRule } from "@cgt/rulesets/heap-rule";
 * import assert from "node:assert/strict";
 *
 * const game = heapProductGame("direct", parseHeapRule("spawning(3E)"), parseHeapRule("spawning(4FS)"));
 * const solver = new GrundySolver(game);
 * assert.equal(solver.grundy([[7, 6]]), 3);
 * assert.equal(solver.grundy([[4, 5]]), 0); // Turnips' heap 4 is 0
 * ```
 */
export function heapProductGame(
  kind: HeapProductKind,
  r: HeapRule,
  s: HeapRule,
): ImpartialGame<HeapPairs> {
  if (kind !== "acrostic" && kind !== "direct") {
    throw new RangeError(
      `Cannot make heap product: the kind must be "acrostic" or "direct", received ${
        JSON.stringify(String(kind).slice(0, 40))
      }`,
    );
  }
  checkRule("make heap product", r);
  checkRule("make heap product", s);
  return {
    options(position: HeapPairs): HeapPair[][] {
      const out: HeapPair[][] = [];
      position.forEach((pair, i) => {
        for (const pairs of pairMoves(kind, r, s, pair)) out.push(replaced(position, i, pairs));
      });
      chargeWork(position.length + out.reduce((sum, o) => sum + o.length, 0));
      return out;
    },
    key: pairKey,
    components: (position: HeapPairs): HeapPair[][] => position.map((p) => [p]),
  };
}

/**
 * The cake product of two heap rules as a partizan ruleset on lists of pieces `{ rows, cols }`
 * (CGSuite's `R.CakeProduct(S)`, which it builds as `GenCutcake(R, S)`): as CGSuite computes it,
 * Left moves on the columns by `r`, leaving pieces of the same rows and a_1, ..., a_k columns for
 * an option of the column count, and Right on the rows by `s` (CGSuite's doc comment says the
 * first coordinate is Left's; its code, and Cutcake's published values, have Left on the second).
 * With `twisted` the piece is turned before each move (see {@link CakeProductOptions}).
 * `cakeProductRules(4.0, 4.0)` is Cutcake, `0.7` with `0.7` Eatcake, `{2+}=.0` twice Maundy Cake,
 * and `0.7` twice twisted Turn-and-Eatcake. Sides may be 0. Each piece is a component.
 *
 * @param r Left's rule.
 * @param s Right's rule.
 * @param options Whether the product is twisted.
 * @returns The ruleset.
 * @throws {TypeError} If a rule is not a heap rule or `options` is not an object.
 *
 * @example Cutcake as a cake product
 * ```ts
 * import { cakeProductRules } from "@cgt/rulesets/heap-product";
 * import { parseHeapRule } from "@cgt/rulesets/heap-rule";
 * import { formatGame } from "@cgt/partizan/notation";
 * import { value } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * const cut = parseHeapRule("4.0");
 * assert.equal(formatGame(value(cakeProductRules(cut, cut), [{ rows: 1, cols: 3 }])), "2");
 * ```
 */
export function cakeProductRules(
  r: HeapRule,
  s: HeapRule,
  options: CakeProductOptions = {},
): Ruleset<CutcakePosition> {
  checkRule("make cake product", r);
  checkRule("make cake product", s);
  if (options === null || typeof options !== "object") {
    typeFail("make cake product", "options must be an object", options);
  }
  const twisted = options.twisted ?? false;
  if (typeof twisted !== "boolean") {
    typeFail("make cake product", "twisted must be a boolean", twisted);
  }
  return cakeRuleset({
    name: `${r.name} cake product ${s.name}${twisted ? " (twisted)" : ""}`,
    splits: (n) => r.options(n),
    rightSplits: (n) => s.options(n),
    twisted,
  });
}

/** The most solvers kept at once, by rule and product; the oldest goes first. */
const MAX_SOLVERS = 16;

/** Solvers by product and rules, freed by `clearCaches()` of `@cgt/core/caches`. */
const SOLVERS = new Map<
  string,
  | GrundySolver<HeapPairs>
  | GrundySolver<readonly number[]>
  | Solver<CutcakePosition>
  | Solver<readonly number[]>
>();
registerCache("heap products", SOLVERS);

function solverFor<T>(key: string, make: () => T): T {
  let solver = SOLVERS.get(key) as T | undefined;
  if (solver === undefined) {
    solver = make();
    if (SOLVERS.size >= MAX_SOLVERS) SOLVERS.delete(SOLVERS.keys().next().value!);
  }
  SOLVERS.delete(key);
  SOLVERS.set(key, solver as never);
  return solver;
}

function ruleOf(what: string, rule: HeapRule | string): HeapRule {
  if (typeof rule === "string") return parseHeapRule(rule);
  checkRule(what, rule);
  return rule;
}

function coordinate(what: string, name: string, value: number | bigint, max: number): number {
  return checkIntegerIn(what, name, value, 0, Math.min(max, MAX_PRODUCT_HEAP));
}

/**
 * The Grundy value of a heap of `heap` in the join of two heap rules (CGSuite's
 * `R.Join(S)(n).NimValue`; see `joinHeapRules` of `@cgt/rulesets/heap-rule`): the mex over the
 * moves of both rules. One memo entry per heap size met, kept between calls in a solver per pair
 * of rules (the last 16 pairs; `clearCaches()` frees them); the search honours `withStepLimit`.
 *
 * @param r The first rule, or its notation for `parseHeapRule`.
 * @param s The second.
 * @param heap The heap, 0 to {@link MAX_PRODUCT_HEAP}.
 * @returns The Grundy value.
 * @throws {TypeError} If a rule or the heap has the wrong type.
 * @throws {SyntaxError} If a rule cannot be read.
 * @throws {RangeError} If the heap is out of range.
 *
 * @example Dawson's Kayles joined with taking one token (0.3)
 * ```ts
 * import { heapJoinGrundy } from "@cgt/rulesets/heap-product";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([1, 2, 3, 4, 5].map((n) => heapJoinGrundy("0.07", "0.3", n)), [1, 2, 0, 1, 2]);
 * ```
 */
export function heapJoinGrundy(
  r: HeapRule | string,
  s: HeapRule | string,
  heap: number | bigint,
): number {
  const what = "compute join value";
  const a = ruleOf(what, r);
  const b = ruleOf(what, s);
  const h = coordinate(what, "the heap", heap, Math.min(a.maxHeap, b.maxHeap));
  const solver = solverFor(
    `join ${a.name} ${b.name}`,
    () =>
      new GrundySolver(heapRuleGame({
        name: `join(${a.name}, ${b.name})`,
        maxHeap: Math.min(a.maxHeap, b.maxHeap),
        options: (n: number) => [...a.options(n), ...b.options(n)],
      })),
  );
  return solver.grundy(h === 0 ? [] : [h]);
}

/**
 * The partizan join of two heap rules as a ruleset on lists of heaps (CGSuite's
 * `R.PartizanJoin(S)`, its `PartizanHeapRuleset(R, S)`): Left moves on a heap as `r` allows, Right
 * as `s` allows. Each heap is a component; keys are the sorted heaps.
 *
 * @param r Left's rule.
 * @param s Right's rule.
 * @returns The ruleset.
 * @throws {TypeError} If a rule is not a heap rule.
 *
 * @example Left takes 1 or 3, Right 2 or 3 (CGSuite's PartizanSubtraction([1,3],[2,3]))
 * ```ts
 * import { partizanJoinRules } from "@cgt/rulesets/heap-product";
 * import { parseHeapRule } from "@cgt/rulesets/heap-rule";
 * import assert from "node:assert/strict";
 *
 * const rules = partizanJoinRules(parseHeapRule("subtraction(1,3)"), parseHeapRule("subtraction(2,3)"));
 * assert.deepEqual([...rules.leftOptions([4])], [[3], [1]]);
 * assert.deepEqual([...rules.rightOptions([4])], [[2], [1]]);
 * ```
 */
export function partizanJoinRules(r: HeapRule, s: HeapRule): Ruleset<readonly number[]> {
  checkRule("make partizan join", r);
  checkRule("make partizan join", s);
  const moves = (rule: HeapRule) => {
    const game = heapRuleGame(rule);
    return (heaps: readonly number[]) => game.options(heaps);
  };
  return {
    name: `partizan join(${r.name}, ${s.name})`,
    leftOptions: moves(r),
    rightOptions: moves(s),
    key: (heaps: readonly number[]): PositionKey => [...heaps].sort((a, b) => a - b).join(","),
    components: (heaps: readonly number[]): number[][] =>
      heaps.filter((h) => h > 0).map((h) => [h]),
  };
}

/**
 * The canonical value of a heap in the partizan join of two heap rules (see
 * {@link partizanJoinRules}): CGSuite's `R.PartizanJoin(S)(n).CanonicalForm`. One value per heap
 * size met, kept between calls in a solver per pair of rules (the last 16; `clearCaches()` frees
 * them); the search honours `withStepLimit`.
 *
 * @param r Left's rule, or its notation for `parseHeapRule`.
 * @param s Right's rule.
 * @param heap The heap, 0 to {@link MAX_PRODUCT_HEAP}.
 * @returns The canonical value.
 * @throws {TypeError} If an argument has the wrong type.
 * @throws {SyntaxError} If a rule cannot be read.
 * @throws {RangeError} If the heap is out of range.
 *
 * @example CGSuite's test suite: Subtraction([1,3]).PartizanJoin(Subtraction([2,3]))(6)
 * ```ts
 * import { partizanJoin } from "@cgt/rulesets/heap-product";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(partizanJoin("subtraction(1,3)", "subtraction(2,3)", 6)), "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}");
 * ```
 */
export function partizanJoin(
  r: HeapRule | string,
  s: HeapRule | string,
  heap: number | bigint,
): Game {
  const what = "compute partizan join value";
  const a = ruleOf(what, r);
  const b = ruleOf(what, s);
  const h = coordinate(what, "the heap", heap, Math.min(a.maxHeap, b.maxHeap));
  const solver = solverFor(
    `partizan join ${a.name} ${b.name}`,
    () => new Solver(partizanJoinRules(a, b)),
  );
  return solver.value(h === 0 ? [] : [h]);
}

/**
 * The Grundy value of the pair (m, n) in the acrostic or direct product of two heap rules (see
 * {@link heapProductGame}): CGSuite's `R.AcrosticProduct(S)((m, n)).NimValue` and
 * `R.DirectProduct(S)((m, n)).NimValue`. One memo entry per pair met, kept between calls in a
 * solver per product (the last 16; `clearCaches()` frees them); each pair's moves are listed once,
 * so the cost is that of every pair below (m, n) times its moves; the search honours
 * `withStepLimit`.
 *
 * @param kind `"acrostic"` or `"direct"`.
 * @param r The first coordinate's rule, or its notation for `parseHeapRule`.
 * @param s The second's.
 * @param m The first coordinate, 0 to {@link MAX_PRODUCT_HEAP}.
 * @param n The second.
 * @returns The Grundy value.
 * @throws {TypeError} If an argument has the wrong type.
 * @throws {SyntaxError} If a rule cannot be read.
 * @throws {RangeError} If `kind` is neither product or a coordinate is out of range.
 *
 * @example Winning Ways' Strip and Streak (ch. 14): Motley and Ruler, CGSuite's test suite
 * ```ts
 * import { heapProductGrundy } from "@cgt/rulesets/heap-product";
 * import assert from "node:assert/strict";
 *
 * assert.equal(heapProductGrundy("acrostic", "spawning(1+)", "spawning(1+C)", 3, 4), 2);
 * assert.equal(heapProductGrundy("direct", "spawning(3E)", "spawning(4FS)", 7, 19), 8);
 * ```
 */
export function heapProductGrundy(
  kind: HeapProductKind,
  r: HeapRule | string,
  s: HeapRule | string,
  m: number | bigint,
  n: number | bigint,
): number {
  if (typeof kind !== "string") {
    typeFail("make heap product", 'the kind must be "acrostic" or "direct"', kind);
  }
  const what = `compute ${kind} product value`;
  const a = ruleOf(what, r);
  const b = ruleOf(what, s);
  const game = heapProductGame(kind, a, b);
  const first = coordinate(what, "the first coordinate", m, a.maxHeap);
  const second = coordinate(what, "the second coordinate", n, b.maxHeap);
  const solver = solverFor(`${kind} ${a.name} ${b.name}`, () => new GrundySolver(game));
  return solver.grundy([[first, second]]);
}

/**
 * The canonical value of the piece (m, n) in the cake product of two heap rules (see
 * {@link cakeProductRules}): CGSuite's `R.CakeProduct(S)((m, n)).CanonicalForm`, with
 * `twisted` as its `twisted => true`. One value per piece size met, kept between calls in a
 * solver per product (the last 16; `clearCaches()` frees them); the search honours
 * `withStepLimit`.
 *
 * @param r Left's rule (on the columns), or its notation for `parseHeapRule`.
 * @param s Right's rule (on the rows).
 * @param m The rows, 0 to {@link MAX_PRODUCT_HEAP}.
 * @param n The columns.
 * @param options Whether the product is twisted.
 * @returns The canonical value.
 * @throws {TypeError} If an argument has the wrong type.
 * @throws {SyntaxError} If a rule cannot be read.
 * @throws {RangeError} If a side is out of range.
 *
 * @example Twisted Maundy Cake, CGSuite's test suite: (8, 2) is {8|-2}
 * ```ts
 * import { cakeProduct } from "@cgt/rulesets/heap-product";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(cakeProduct("{2+}=.0", "{2+}=.0", 8, 2, { twisted: true })), "{8|-2}");
 * assert.equal(formatGame(cakeProduct("4.0", "4.0", 8, 0)), "-7");
 * ```
 */
export function cakeProduct(
  r: HeapRule | string,
  s: HeapRule | string,
  m: number | bigint,
  n: number | bigint,
  options: CakeProductOptions = {},
): Game {
  const what = "compute cake product value";
  const a = ruleOf(what, r);
  const b = ruleOf(what, s);
  const rules = cakeProductRules(a, b, options);
  const rows = coordinate(what, "the rows", m, Math.min(a.maxHeap, b.maxHeap));
  const cols = coordinate(what, "the columns", n, Math.min(a.maxHeap, b.maxHeap));
  const solver = solverFor(
    `cake ${options.twisted === true} ${a.name} ${b.name}`,
    () => new Solver(rules),
  );
  return solver.value([{ rows, cols }]);
}
