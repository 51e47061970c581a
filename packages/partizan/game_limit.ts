/**
 * Limits on computations (from `@cgt/core/limits`, re-exported here where they have always been): a work budget for computations on games, so that pathological inputs
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

export {
  GameLimitError,
  LimitError,
  PositionLimitError,
  spendSteps,
  withStepLimit,
} from "@cgt/core/limits";
