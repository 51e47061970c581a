/**
 * Heap games with a memory, CGSuite's `GenMem` schema: how many tokens a player may take depends
 * on how many were taken on the move before. `mem` and `takeAway` (Fibonacci Nim is
 * `takeAway(2, ...)`) are members.
 *
 * @module
 */

import { nimber } from "@cgt/partizan/game";
import type { Game } from "@cgt/partizan/game";
import type { PositionKey } from "@cgt/partizan/search";
import { registerCache } from "@cgt/core/caches";
import { typeFail } from "../_check.ts";
import { chargeWork } from "../_work.ts";
import { type ImpartialRuleset, impartialRuleset } from "../variant/impartial_ruleset.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { ImpartialRuleset } from "../variant/impartial_ruleset.ts";
export type { GrundySolver, ImpartialGame, ImpartialOutcome } from "@cgt/impartial/grundy";

/** A `GenMem` position `[heap, memory]`: the tokens left, and how many the last move took. */
export type GenMemPosition = readonly [heap: number, memory: number];

/** The rule of a `GenMem` game: whether `take` tokens may be taken after a move of `memory`. */
export type GenMemRule = (memory: number, take: number) => boolean;

/** The largest heap (positions are heap by memory, and each has up to heap options). */
export const MAX_GEN_MEM_HEAP = 400;

/** The largest memory of a starting position. */
export const MAX_GEN_MEM_MEMORY = 1_000_000;

const WHAT = "evaluate GenMem position";

function checkPosition(heap: unknown, memory: unknown): GenMemPosition {
  for (
    const [x, name, max] of [[heap, "heap", MAX_GEN_MEM_HEAP], [
      memory,
      "memory",
      MAX_GEN_MEM_MEMORY,
    ]] as const
  ) {
    if (typeof x !== "number" && typeof x !== "bigint") {
      typeFail(WHAT, `the ${name} must be a non-negative integer`, x);
    }
    const n = Number(x);
    if (!Number.isSafeInteger(n) || n < 0 || n > max) {
      throw new RangeError(
        `Cannot ${WHAT}: the ${name} must be an integer from 0 to ${max}, received ${x}`,
      );
    }
  }
  return [Number(heap), Number(memory)];
}

/**
 * Returns the `GenMem` ruleset of `rule` (CGSuite's `game.heap.GenMem(predicate)`): from the
 * position (heap n, memory k) a player takes any t tokens, 1 <= t <= n, for which `rule(k, t)`
 * holds, moving to (n - t, t). Impartial; keys are the pair. The rule is called for every
 * option, so it must be a pure function of its arguments.
 *
 * @param rule Whether `take` tokens may follow a move of `memory`.
 * @returns The ruleset, with its Grundy solver.
 * @throws {TypeError} If `rule` is not a function.
 *
 * @example CGSuite's GameHeapTest: GenMem((memory, j) -> j != memory)((10, 3)) is *4
 * ```ts
 * import { genMemRuleset } from "@cgt/rulesets/gen-mem";
 * import assert from "node:assert/strict";
 *
 * const rules = genMemRuleset((memory, take) => take !== memory);
 * assert.equal(rules.solver.grundy([10, 3]), 4);
 * ```
 */
export function genMemRuleset(rule: GenMemRule): ImpartialRuleset<GenMemPosition> {
  if (typeof rule !== "function") {
    typeFail("make GenMem ruleset", "the rule must be a function", rule);
  }
  return impartialRuleset<GenMemPosition>({
    options: ([n, k]: GenMemPosition): GenMemPosition[] => {
      const out: GenMemPosition[] = [];
      for (let t = 1; t <= n; t++) if (rule(k, t)) out.push([n - t, t]);
      chargeWork(n + 1);
      return out;
    },
    key: ([n, k]: GenMemPosition): PositionKey => `${n},${k}`,
  }, { name: "GenMem" });
}

/**
 * The rules of Mem (CGSuite's `game.heap.Mem`, `GenMem((memory, j) -> j >= memory)`): take at
 * least as many tokens as the move before took.
 *
 * @example
 * ```ts
 * import { MEM } from "@cgt/rulesets/gen-mem";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...MEM.leftOptions([5, 3])], [[2, 3], [1, 4], [0, 5]]);
 * ```
 */
export const MEM: ImpartialRuleset<GenMemPosition> = genMemRuleset((memory, take) =>
  take >= memory
);

/**
 * Returns the value (a nimber) of the Mem position (heap, memory) (CGSuite's
 * `game.heap.Mem((heap, memory))`): take at least as many tokens as the move before.
 *
 * Cost: up to heap² positions of up to heap options each.
 *
 * @param heap The tokens left, 0 to {@link MAX_GEN_MEM_HEAP}.
 * @param memory How many the last move took, 0 to {@link MAX_GEN_MEM_MEMORY}.
 * @returns The nimber.
 * @throws {TypeError} If an argument is not a number or bigint.
 * @throws {RangeError} If it is out of range.
 *
 * @example CGSuite's GameHeapTest: Mem((10, n)) for n from 0 to 5
 * ```ts
 * import { mem } from "@cgt/rulesets/gen-mem";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const row = [0, 1, 2, 3, 4, 5].map((n) => formatGame(mem(10, n)));
 * assert.deepEqual(row, ["*3", "*3", "*3", "*3", "*2", "*2"]);
 * ```
 */
export function mem(heap: number | bigint, memory: number | bigint): Game {
  return nimber(MEM.solver.grundy(checkPosition(heap, memory)));
}

/** The most Take-Away rulesets kept with their Grundy tables between calls. */
export const MAX_TAKE_AWAY_RULESETS = 8;

const TAKE_AWAY = new Map<number, ImpartialRuleset<GenMemPosition>>();
registerCache("Take-Away rulesets", TAKE_AWAY);

/**
 * Returns the value (a nimber) of (heap, memory) in CGSuite's `TakeAway(limit)`,
 * `GenMem((memory, j) -> j <= memory * limit)`: take at most `limit` times as many tokens as
 * the move before (Fibonacci Nim is `limit` 2). The rulesets of the last few limits are kept with
 * their tables; `clearCaches()` frees them.
 *
 * @param limit The factor, a positive number (such as 2 or 1.5).
 * @param heap The tokens left, 0 to {@link MAX_GEN_MEM_HEAP}.
 * @param memory How many the last move took, 0 to {@link MAX_GEN_MEM_MEMORY}.
 * @returns The nimber.
 * @throws {TypeError} If an argument is not a number or bigint.
 * @throws {RangeError} If the limit is not positive and finite, or a number is out of range.
 *
 * @example CGSuite's GameHeapTest: FibonacciNim((10, n)) and TakeAway(3)((10, n))
 * ```ts
 * import { takeAway } from "@cgt/rulesets/gen-mem";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([0, 1, 2, 3, 4].map((n) => formatGame(takeAway(2, 10, n))), ["0", "*2", "*2", "*2", "*5"]);
 * assert.deepEqual([0, 1, 2, 3].map((n) => formatGame(takeAway(3, 10, n))), ["0", "*2", "*2", "*6"]);
 * ```
 */
export function takeAway(
  limit: number | bigint,
  heap: number | bigint,
  memory: number | bigint,
): Game {
  if (typeof limit !== "number" && typeof limit !== "bigint") {
    typeFail("evaluate Take-Away", "the limit must be a positive number", limit);
  }
  const r = Number(limit);
  if (!(r > 0) || !Number.isFinite(r)) {
    throw new RangeError(
      `Cannot evaluate Take-Away: the limit must be a positive number, received ${limit}`,
    );
  }
  const position = checkPosition(heap, memory);
  let rules = TAKE_AWAY.get(r);
  if (rules === undefined) {
    rules = genMemRuleset((k, take) => take <= k * r);
    if (TAKE_AWAY.size >= MAX_TAKE_AWAY_RULESETS) TAKE_AWAY.delete(TAKE_AWAY.keys().next().value!);
  } else {
    TAKE_AWAY.delete(r);
  }
  TAKE_AWAY.set(r, rules);
  return nimber(rules.solver.grundy(position));
}

/**
 * Returns the value (a nimber) of (heap, memory) under any `GenMem` rule (see
 * {@link genMemRuleset}); a new ruleset each call, so nothing is kept between calls.
 *
 * @param rule Whether `take` tokens may follow a move of `memory`.
 * @param heap The tokens left, 0 to {@link MAX_GEN_MEM_HEAP}.
 * @param memory How many the last move took, 0 to {@link MAX_GEN_MEM_MEMORY}.
 * @returns The nimber.
 * @throws {TypeError} If `rule` is not a function or a number is not a number or bigint.
 * @throws {RangeError} If a number is out of range.
 *
 * @example
 * ```ts
 * import { genMem } from "@cgt/rulesets/gen-mem";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * // Take exactly one more than the last move: from (3, 0) the only play is 1, then 2.
 * assert.equal(formatGame(genMem((k, t) => t === k + 1, 3, 0)), "0");
 * ```
 */
export function genMem(rule: GenMemRule, heap: number | bigint, memory: number | bigint): Game {
  const rules = genMemRuleset(rule);
  return nimber(rules.solver.grundy(checkPosition(heap, memory)));
}
