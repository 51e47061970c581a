/**
 * Operations on short partizan games beyond the disjunctive sum: ordinal sum, Norton and Conway
 * products, the compound sums (conjunctive, selective, sequential, side), incentives,
 * followers and uptimal expansions.
 *
 * @example Ordinal sums and followers
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { followerCount, ordinalSum } from "@cgt/partizan/operations";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(ordinalSum(parseGame("1"), parseGame("1"))), "2");
 * assert.equal(formatGame(ordinalSum(parseGame("*5"), parseGame("*6"))), "*11");
 * assert.equal(followerCount(parseGame("*2")), 3); // *2, *1 and 0
 * ```
 *
 * @module
 */

export * from "./ordinal_sum.ts";
export * from "./products.ts";
export * from "./compound_sums.ts";
export * from "./incentives.ts";
export * from "./followers.ts";
export * from "./uptimal.ts";
