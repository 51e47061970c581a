/**
 * Partizan take-and-break games, as CGSuite's `PartizanTakeAndBreak(leftCode, rightCode)`
 * defines them: Left moves on a heap as one take-and-break code allows, Right as another.
 *
 * @module
 */

import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { parseTakeAndBreakCode, takeAndBreakRules } from "@cgt/impartial/octal-game";
import { registerCache } from "@cgt/core/caches";
import { chargeWork } from "../_work.ts";
import { typeFail } from "../_check.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** The largest heap {@link partizanTakeAndBreak} takes (canonical forms grow with the heap). */
export const MAX_PARTIZAN_TAKE_AND_BREAK_HEAP = 200;

/**
 * Returns the ruleset of CGSuite's `PartizanTakeAndBreak(leftCode, rightCode)`: positions are
 * lists of heap sizes; Left's moves on a heap are those of the take-and-break code `leftCode`
 * (as `takeAndBreak` reads it), Right's those of `rightCode`. Components are the heaps; keys
 * are the sorted sizes.
 *
 * @param leftCode Left's code, such as `"0.07"`.
 * @param rightCode Right's code.
 * @returns The ruleset.
 * @throws {TypeError} If a code is not a string.
 * @throws {SyntaxError} If a code cannot be read.
 *
 * @example
 * ```ts
 * import { partizanTakeAndBreakRules } from "@cgt/rulesets/partizan-take-and-break";
 * import assert from "node:assert/strict";
 *
 * const rules = partizanTakeAndBreakRules("0.3", "0.03");
 * assert.deepEqual([...rules.leftOptions([3])], [[2]]);
 * assert.deepEqual([...rules.rightOptions([3])], [[1]]);
 * ```
 */
export function partizanTakeAndBreakRules(
  leftCode: string,
  rightCode: string,
): Ruleset<readonly number[]> {
  for (const code of [leftCode, rightCode]) {
    if (typeof code !== "string") {
      typeFail("make partizan take-and-break ruleset", "a code must be a string", code);
    }
  }
  const left = takeAndBreakRules(parseTakeAndBreakCode(leftCode));
  const right = takeAndBreakRules(parseTakeAndBreakCode(rightCode));
  // Each heap's options from the code's rules on that heap alone, so that equal heaps each
  // count their moves (as the sum of the heaps does).
  const moves = (rules: typeof left) => (heaps: readonly number[]): number[][] => {
    const out: number[][] = [];
    heaps.forEach((h, i) => {
      for (const result of rules.options([h])) {
        out.push([...heaps.slice(0, i), ...heaps.slice(i + 1), ...result].sort((a, b) => a - b));
      }
    });
    chargeWork(heaps.length + out.length * (heaps.length + 2));
    return out;
  };
  return {
    name: "Partizan take-and-break",
    leftOptions: moves(left),
    rightOptions: moves(right),
    key: (p: readonly number[]): PositionKey => [...p].sort((a, b) => a - b).join(","),
    components: (p: readonly number[]): number[][] => p.filter((n) => n > 0).map((n) => [n]),
  };
}

/** The most pairs of codes kept with their solvers between calls. */
export const MAX_PARTIZAN_TAKE_AND_BREAK_RULESETS = 8;

const RECENT = new Map<string, Solver<readonly number[]>>();
registerCache("partizan take-and-break rulesets", RECENT);

/**
 * Returns the canonical value of a heap in CGSuite's `PartizanTakeAndBreak(leftCode,
 * rightCode)` (see {@link partizanTakeAndBreakRules}). The solvers of the last few pairs of
 * codes are kept; `clearCaches()` frees them.
 *
 * Cost: up to heap x (options of a heap) steps per heap size, and canonical forms that grow
 * with the heap.
 *
 * @param leftCode Left's code, such as `"0.3"`.
 * @param rightCode Right's code.
 * @param heap The heap, 0 to {@link MAX_PARTIZAN_TAKE_AND_BREAK_HEAP}.
 * @returns The canonical value.
 * @throws {TypeError} If a code is not a string or the heap not a number.
 * @throws {SyntaxError} If a code cannot be read.
 * @throws {RangeError} If the heap is out of range.
 *
 * @example CGSuite's PartizanSubtraction([1,3],[2,3]) is the codes 0.303 and 0.033
 * ```ts
 * import { partizanTakeAndBreak } from "@cgt/rulesets/partizan-take-and-break";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(
 *   formatGame(partizanTakeAndBreak("0.303", "0.033", 6)),
 *   "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}",
 * );
 * ```
 */
export function partizanTakeAndBreak(
  leftCode: string,
  rightCode: string,
  heap: number | bigint,
): Game {
  if (typeof leftCode !== "string" || typeof rightCode !== "string") {
    typeFail(
      "evaluate partizan take-and-break",
      "the codes must be strings",
      typeof leftCode !== "string" ? leftCode : rightCode,
    );
  }
  if (typeof heap !== "number" && typeof heap !== "bigint") {
    typeFail("evaluate partizan take-and-break", "the heap must be a non-negative integer", heap);
  }
  const n = Number(heap);
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_PARTIZAN_TAKE_AND_BREAK_HEAP) {
    throw new RangeError(
      `Cannot evaluate partizan take-and-break: the heap must be an integer from 0 to ${MAX_PARTIZAN_TAKE_AND_BREAK_HEAP}, received ${heap}`,
    );
  }
  const id = JSON.stringify([leftCode, rightCode]);
  let solver = RECENT.get(id);
  if (solver === undefined) {
    solver = new Solver(partizanTakeAndBreakRules(leftCode, rightCode));
    if (RECENT.size >= MAX_PARTIZAN_TAKE_AND_BREAK_RULESETS) {
      RECENT.delete(RECENT.keys().next().value!);
    }
  } else {
    RECENT.delete(id);
  }
  RECENT.set(id, solver);
  return solver.value([n]);
}
