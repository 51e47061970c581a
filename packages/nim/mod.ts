/**
 * The Nim family of impartial games with exact closed forms. Every closed form
 * here is checked against the generic solver of `@cgt/impartial` in the tests.
 *
 * @example Outcome and winning moves of a Nim position
 * ```ts
 * import { nimOutcome, nimWinningMoves } from "@cgt/nim";
 * import assert from "node:assert/strict";
 *
 * assert.equal(nimOutcome([3, 4, 5]), "N");
 * assert.deepEqual(nimWinningMoves([3, 4, 5]), [{ heap: 0, from: 3, to: 1 }]);
 * ```
 *
 * @module
 */

export * from "./nim.ts";
export * from "./wythoff.ts";
export * from "./nimber.ts";
export * from "./staircase_nim.ts";
export * from "./xor_basis.ts";
export * from "./new_nim.ts";
export * from "./restricted_nim.ts";
export * from "./green_hackenbush.ts";
export * from "./moore_nim.ts";
export * from "./poker_nim.ts";
export * from "./lasker_nim.ts";
export * from "./fibonacci_nim.ts";
export * from "./turning_turtles.ts";
export * from "./mock_turtles.ts";
export * from "./coins.ts";
export * from "./northcott.ts";
