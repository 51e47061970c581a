/**
 * What every package of cgt shares, and nothing else: exact dyadic rationals (the numbers of
 * short games), position keys, the one family of limit errors with the work budget that every
 * search charges, the registry of caches that `clearCaches()` empties, and the way error
 * messages quote what they were given. `@cgt/core` imports nothing.
 *
 * @example
 * ```ts
 * import {
 *   addDyadic,
 *   clearCaches,
 *   dyadic,
 *   formatDyadic,
 *   GameLimitError,
 *   identityKey,
 *   spendSteps,
 *   withStepLimit,
 * } from "@cgt/core";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(addDyadic(dyadic(1, 1), dyadic(1, 2))), "3/4");
 * assert.equal(identityKey("xo.ox"), "xo.ox");
 * assert.throws(() => withStepLimit(5, () => spendSteps(6)), GameLimitError);
 * clearCaches();
 * ```
 *
 * @module
 */

export * from "./caches.ts";
export * from "./describe_value.ts";
export * from "./dyadic.ts";
export * from "./limits.ts";
export * from "./position_key.ts";
