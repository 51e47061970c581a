/**
 * The cake games, Partizan Euclid and the coin-turning games: Cutcake, Eatcake, Maundy Cake,
 * Turn-and-Eatcake, Partizan Euclid, the coin-turning games valued through `@cgt/impartial` and `@cgt/nim`,
 * and CGSuite's combinators of heap rules (join; acrostic, direct and cake products). Each module is also
 * its own subpath export (`@cgt/rulesets/cutcake` and so on); this one gathers them.
 *
 * @example A Cutcake value
 * ```ts
 * import { cutcake } from "@cgt/rulesets/heap";
 * import { formatGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(cutcake(1, 2)), "1"); // Left cuts once, Right cannot cut
 * ```
 *
 * @module
 */

export * from "./cutcake.ts";
export * from "./eatcake.ts";
export * from "./maundy_cake.ts";
export * from "./turn_and_eatcake.ts";
export * from "./coin_turning.ts";
export * from "./partizan_euclid.ts";
export * from "./partizan_subtraction.ts";
export * from "./partizan_take_and_break.ts";
export * from "./gen_mem.ts";
export * from "./gen_wythoff.ts";
export * from "./wind_up.ts";
export * from "./heap_rule.ts";
export * from "./heap_product.ts";
