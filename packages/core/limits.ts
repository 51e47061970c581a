/**
 * Limits on computations, shared by every package of cgt: a work budget for computations on games, so that pathological inputs
 * fail fast with a {@link GameLimitError} instead of running for hours, and the one family of
 * limit errors every package throws ({@link LimitError}, with {@link GameLimitError} for the work
 * budget and {@link PositionLimitError} for a search's position bound).
 *
 * @example Catching any limit
 * ```ts
 * import { GameLimitError, LimitError, PositionLimitError } from "@cgt/core/limits";
 * import assert from "node:assert/strict";
 *
 * assert.ok(new GameLimitError(10) instanceof LimitError);
 * assert.ok(new PositionLimitError(10) instanceof LimitError);
 * assert.ok(new PositionLimitError(10) instanceof RangeError);
 * ```
 *
 * @module
 */

import { describeValue } from "./describe_value.ts";

/** Returns `limit` if it is a non-negative number (Infinity allowed), else throws. */
function checkLimit(limit: unknown): number {
  if (typeof limit !== "number" || !(limit >= 0)) {
    throw new TypeError(
      `Cannot make limit error: the limit must be a non-negative number, received ${
        describeValue(limit)
      }`,
    );
  }
  return limit;
}

/**
 * The base class of every error that means "a limit set by the caller was reached": the work
 * budget of {@link GameLimitError} and the position bound of {@link PositionLimitError}. Catch
 * this class to handle both; the computation may be retried with a larger limit.
 */
export class LimitError extends RangeError {
  /** The limit that was reached. */
  readonly limit: number;
  /**
   * Creates the error.
   *
   * @param message What could not be done, and why.
   * @param limit The limit that was reached.
   */
  constructor(message: string, limit: number) {
    if (typeof message !== "string") {
      throw new TypeError(
        `Cannot make limit error: the message must be a string, received ${describeValue(message)}`,
      );
    }
    super(message);
    this.name = "LimitError";
    this.limit = checkLimit(limit);
  }
}

/** Thrown when a computation on games needs more steps than the budget allows. */
export class GameLimitError extends LimitError {
  /**
   * Creates the error for the given limit.
   *
   * @param limit The number of steps that was allowed.
   */
  constructor(limit: number) {
    super(
      `Cannot finish the computation on games: it needs more than ${checkLimit(limit)} steps`,
      limit,
    );
    this.name = "GameLimitError";
  }
}

/** Thrown when a search would need more positions than its `maxPositions` allows. */
export class PositionLimitError extends LimitError {
  /**
   * Creates the error for the given limit.
   *
   * @param limit The number of positions that was allowed.
   */
  constructor(limit: number) {
    super(
      `Cannot finish the search: more than ${checkLimit(limit)} positions would be evaluated`,
      limit,
    );
    this.name = "PositionLimitError";
  }
}

let stepsLeft = Infinity;
let stepLimit = Infinity;

/**
 * The steps left in the current budget of {@link withStepLimit} (`Infinity` when none is set).
 *
 * @returns The steps left.
 *
 * @example
 * ```ts
 * import { spendSteps, stepsRemaining, withStepLimit } from "@cgt/core/limits";
 * import assert from "node:assert/strict";
 *
 * assert.equal(stepsRemaining(), Infinity);
 * assert.equal(withStepLimit(10, () => { spendSteps(3); return stepsRemaining(); }), 7);
 * ```
 */
export function stepsRemaining(): number {
  return stepsLeft;
}

/** Runs `f` under a budget of `maxSteps` (checked by the caller); nested budgets never exceed it. */
function runWithBudget<T>(maxSteps: number, f: () => T): T {
  const savedLeft = stepsLeft;
  const savedLimit = stepLimit;
  const start = Math.min(savedLeft, maxSteps);
  stepsLeft = start;
  stepLimit = savedLeft < maxSteps ? savedLimit : maxSteps;
  try {
    return f();
  } finally {
    // Unlimited inside means unlimited outside (Infinity - Infinity would leave NaN, and a
    // NaN budget never runs out).
    stepsLeft = start === Infinity ? savedLeft : savedLeft - (start - stepsLeft);
    stepLimit = savedLimit;
  }
}

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
 * import { GameLimitError, spendSteps, withStepLimit } from "@cgt/core/limits";
 * import assert from "node:assert/strict";
 *
 * // A search that charges one step per position it visits.
 * const visit = (n: number): number => {
 *   spendSteps(1);
 *   return n === 0 ? 1 : visit(n - 1) + 1;
 * };
 * assert.throws(() => withStepLimit(100, () => visit(1000)), GameLimitError);
 * assert.equal(withStepLimit(100, () => visit(10)), 11);
 * ```
 */
export function withStepLimit<T>(maxSteps: number, f: () => T): T {
  if (maxSteps !== Infinity && !(Number.isSafeInteger(maxSteps) && maxSteps >= 0)) {
    throw new RangeError(
      `Cannot limit the steps: the limit must be a non-negative integer or Infinity, received ${
        describeValue(maxSteps)
      }`,
    );
  }
  if (typeof f !== "function") {
    throw new TypeError(
      `Cannot limit the steps: expected a function, received ${describeValue(f)}`,
    );
  }
  if (isAsyncFunction(f)) {
    throw new TypeError(
      `Cannot limit the steps: budgets are synchronous, so the function must not be async, received ${
        f.name || "an anonymous async function"
      }`,
    );
  }
  const result = runWithBudget(maxSteps, f);
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
 * import { GameLimitError, spendSteps, withStepLimit } from "@cgt/core/limits";
 * import assert from "node:assert/strict";
 *
 * assert.throws(() => withStepLimit(10, () => { for (;;) spendSteps(1); }), GameLimitError);
 * assert.equal(withStepLimit(10, () => { spendSteps(10); return "done"; }), "done");
 * ```
 */
export function spendSteps(n: number): void {
  if (!(Number.isSafeInteger(n) && n > 0)) {
    throw new RangeError(
      `Cannot spend steps: expected a positive integer, received ${describeValue(n)}`,
    );
  }
  stepsLeft -= n;
  if (stepsLeft < 0) {
    stepsLeft = 0;
    throw new GameLimitError(stepLimit);
  }
}
