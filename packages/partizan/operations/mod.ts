/**
 * Operations on short partizan games beyond the disjunctive sum: ordinal sum and product, Norton
 * and Conway products, the compound sums (conjunctive, selective, sequential, side), powers
 * (`pow`, `powTo`), incentives, followers and uptimal expansions. The binary ones are listed once
 * in {@link OPERATIONS}, which notation's infix words and `cgt op` both read.
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
export * from "./ordinal_product.ts";
export * from "./pow.ts";
export * from "./operations_table.ts";
