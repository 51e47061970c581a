/**
 * Limits on computations: a work budget for computations on games, so that pathological inputs
 * fail fast with a {@link GameLimitError} instead of running for hours, and the one family of
 * limit errors every package throws ({@link LimitError}, with {@link GameLimitError} for the work
 * budget and {@link PositionLimitError} for a search's position bound).
 *
 * @example Catching any limit
 * ```ts
 * import { GameLimitError, LimitError, PositionLimitError } from "@cgt/partizan/game-limit";
 * import assert from "node:assert/strict";
 *
 * assert.ok(new GameLimitError(10) instanceof LimitError);
 * assert.ok(new PositionLimitError(10) instanceof LimitError);
 * assert.ok(new PositionLimitError(10) instanceof RangeError);
 * ```
 *
 * @module
 */

import {
  GameLimitError,
  LimitError,
  PositionLimitError,
  spend,
  withStepLimit as withEngineStepLimit,
} from "./_engine.ts";

export { GameLimitError, LimitError, PositionLimitError };

/**
 * Runs `f` with a budget of at most `maxSteps` steps of engine work. A step is one comparison
 * or sum of games not found in the engine's caches, one round of canonical-form reduction, or
 * the options of one nimber made explicit (a nimber `*n` costs n + 1 steps); cached results
 * cost nothing. Searches charge too: a `Solver` a step per component it looks up and one more per
 * new one, and the rulesets, heap games and canonical labellings of graphs in proportion to their
 * own work (about a step per microsecond: a key of a 1000-vertex graph costs hundreds of steps).
 * Typical costs: the value of an empty 4x5 Domineering board needs about 67,000 steps and a 4x4
 * Clobber checkerboard about 3.7 million; a step takes one to a few microseconds (so 5 million
 * steps is of the order of ten seconds). Budgets nest:
 * an inner budget never allows more than what is left of the enclosing one, and the steps `f`
 * uses are charged to it. When the budget runs out the computation stops with a
 * {@link GameLimitError}; every result the engine had already cached stays valid, so the same
 * computation can be resumed with a larger budget.
 *
 * The budget is synchronous: it covers the work `f` does before it returns. An `async` function
 * (or one returning a promise or other thenable) would leave the budget at its first `await`,
 * so it is refused with a TypeError; run each synchronous piece of work under its own budget
 * instead.
 *
 * @param maxSteps The number of steps allowed: a non-negative integer or `Infinity`.
 * @param f The computation.
 * @returns What `f` returns.
 * @throws {RangeError} If `maxSteps` is not a non-negative integer or `Infinity`.
 * @throws {TypeError} If `f` is not a function, is an async function, or returns a thenable
 *   (the promise is not awaited; any work it does later is not limited).
 * @throws {GameLimitError} If `f` needs more than `maxSteps` steps.
 *
 * @example
 * ```ts
 * import { add } from "@cgt/partizan/arithmetic";
 * import { game, integer, nimber, ZERO } from "@cgt/partizan/game";
 * import { GameLimitError, withStepLimit } from "@cgt/partizan/game-limit";
 * import assert from "node:assert/strict";
 *
 * const hot = game([integer(1)], [ZERO]); // {1|0}
 * assert.throws(() => withStepLimit(1000, () => add(hot, nimber(100000))), GameLimitError);
 * assert.equal(withStepLimit(1000, () => add(integer(2), integer(3))), integer(5));
 * ```
 */
export function withStepLimit<T>(maxSteps: number, f: () => T): T {
  if (maxSteps !== Infinity && !(Number.isSafeInteger(maxSteps) && maxSteps >= 0)) {
    throw new RangeError(
      `Cannot limit the steps: the limit must be a non-negative integer or Infinity, received ${maxSteps}`,
    );
  }
  if (typeof f !== "function") {
    throw new TypeError(`Cannot limit the steps: expected a function, received ${String(f)}`);
  }
  if (isAsyncFunction(f)) {
    throw new TypeError(
      `Cannot limit the steps: budgets are synchronous, so the function must not be async, received ${
        f.name || "an anonymous async function"
      }`,
    );
  }
  const result = withEngineStepLimit(maxSteps, f);
  if (isThenable(result)) {
    throw new TypeError(
      "Cannot limit the steps: budgets are synchronous, so the function must not return a promise, received a thenable",
    );
  }
  return result;
}

function isAsyncFunction(f: unknown): boolean {
  const name = (f as { constructor?: { name?: unknown } }).constructor?.name;
  return name === "AsyncFunction" || name === "AsyncGeneratorFunction";
}

function isThenable(x: unknown): boolean {
  return (typeof x === "object" || typeof x === "function") && x !== null &&
    typeof (x as { then?: unknown }).then === "function";
}

/**
 * Charges `n` steps to the current work budget (see {@link withStepLimit}), for a search that
 * does its work outside the engine (a Grundy-value search, a ruleset's own solver), so that a
 * budget bounds it too. Free when no budget is set.
 *
 * @param n The number of steps: a positive safe integer.
 * @throws {RangeError} If `n` is not a positive safe integer.
 * @throws {GameLimitError} If the budget has fewer than `n` steps left.
 *
 * @example
 * ```ts
 * import { GameLimitError, spendSteps, withStepLimit } from "@cgt/partizan/game-limit";
 * import assert from "node:assert/strict";
 *
 * assert.throws(() => withStepLimit(10, () => { for (;;) spendSteps(1); }), GameLimitError);
 * assert.equal(withStepLimit(10, () => { spendSteps(10); return "done"; }), "done");
 * ```
 */
export function spendSteps(n: number): void {
  if (!(Number.isSafeInteger(n) && n > 0)) {
    throw new RangeError(`Cannot spend steps: expected a positive integer, received ${n}`);
  }
  spend(n);
}
