/**
 * What every package of cgt shares, and nothing else: exact dyadic rationals (the numbers of
 * short games), nimber arithmetic of any size (and of the ordinals below ω^(ω^54)), position keys, the one family of limit errors
 * with the work budget that every search charges, the registry of caches that `clearCaches()`
 * empties, and the way error messages quote what they were given. `@cgt/core` imports nothing.
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
 *   nimberProduct,
 *   spendSteps,
 *   withStepLimit,
 * } from "@cgt/core";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(addDyadic(dyadic(1, 1), dyadic(1, 2))), "3/4");
 * assert.equal(identityKey("xo.ox"), "xo.ox");
 * assert.equal(nimberProduct(2n ** 64n, 2n ** 64n), 3n * 2n ** 63n);
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
export * from "./nimber.ts";
export * from "./position_key.ts";
export * from "./transfinite_nimber.ts";
