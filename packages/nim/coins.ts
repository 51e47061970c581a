/**
 * Rows of coins, the positions of every coin-turning game: one reader for the whole toolkit.
 *
 * @module
 */

import { MAX_ROW, readCoins } from "./_coins.ts";

/**
 * The longest row of coins a coin-turning function accepts: 65,536 coins.
 *
 * @example
 * ```ts
 * import { MAX_COINS, parseCoins } from "@cgt/nim/coins";
 * import assert from "node:assert/strict";
 *
 * assert.throws(() => parseCoins("H".repeat(MAX_COINS + 1)), RangeError);
 * ```
 */
export const MAX_COINS: number = MAX_ROW;

/**
 * Reads a row of coins: `H` (heads) and `T` (tails) in either case, the first coin at the left,
 * and returns it in upper case. Both cases are accepted because CGSuite writes the same rows in
 * lower case (`"htthh"`) and Winning Ways in upper case; every coin-turning function of
 * `@cgt/nim` and `@cgt/rulesets` reads its row with this function.
 *
 * @param coins The row.
 * @returns The row in upper case.
 * @throws {TypeError} If `coins` is not a string.
 * @throws {SyntaxError} If it holds a character other than `H`, `T`, `h` and `t`.
 * @throws {RangeError} If it has more than {@link MAX_COINS} coins.
 *
 * @example
 * ```ts
 * import { parseCoins } from "@cgt/nim/coins";
 * import assert from "node:assert/strict";
 *
 * assert.equal(parseCoins("htThH"), "HTTHH");
 * assert.throws(() => parseCoins("HXT"), SyntaxError);
 * ```
 */
export function parseCoins(coins: string): string {
  return readCoins(coins, "read coins");
}
