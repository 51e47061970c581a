/**
 * Coin-turning games (CGSuite's `game.strip.Turning`; Winning Ways ch. 14): Turning Turtles, Mock Turtles, Ruler and every turning code, on rows of heads and tails.
 *
 * @module
 */

import { typeFail } from "../_check.ts";
import type { ImpartialGame } from "@cgt/impartial/grundy";
import {
  type GrundyValues,
  parseSpawningCode,
  type SpawningGame,
  spawningGrundy,
  spawningOptions,
} from "@cgt/impartial/spawning";
import { MAX_COINS, parseCoins } from "@cgt/nim/coins";
import { mockTurtleCoinGrundy } from "@cgt/nim/mock-turtles";
import { registerCacheOwner } from "@cgt/partizan/caches";
import { LimitError } from "@cgt/partizan/game-limit";
import { type Game, nimber } from "@cgt/partizan/game";
import { type ImpartialRuleset, impartialRuleset } from "../variant/impartial_ruleset.ts";

export type { Game } from "@cgt/partizan/game";
export type { GrundySolver, ImpartialGame, ImpartialOutcome } from "@cgt/impartial/grundy";
export type { SpawningGame, SpawningMove, SpawningSpacing } from "@cgt/impartial/spawning";
export type { ImpartialRuleset } from "../variant/impartial_ruleset.ts";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

// The row reader lives in @cgt/nim, shared with Turning Turtles and Mock Turtles there, so that
// every coin-turning function accepts the same rows; these re-exports keep this subpath's names.
export { MAX_COINS, parseCoins } from "@cgt/nim/coins";

function gameOf(code: string | SpawningGame): SpawningGame {
  if (typeof code === "string") return parseSpawningCode(code);
  if (
    code === null || typeof code !== "object" || typeof code.name !== "string" ||
    !Array.isArray(code.moves)
  ) {
    typeFail(
      "make coin-turning game",
      'expected a turning code such as "0.07" or a game from parseSpawningCode',
      code,
    );
  }
  return code;
}

/**
 * Returns the moves of a coin-turning game on whole rows: from a row, turn over the coins of
 * any option of the spawning game at a head (the head itself goes to tails, each other coin
 * is flipped). This is plain recursion over the whole row, the slow twin of
 * {@link coinTurningGrundy}, which never uses the coin-turning theorem.
 *
 * @param code A turning code (see `parseSpawningCode` in `@cgt/impartial/spawning`) or its game.
 * @returns The move generator on rows of `H` and `T`.
 * @throws {SyntaxError} If the code is malformed.
 *
 * @example Mock Turtles on three coins
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { coinTurningRules } from "@cgt/rulesets/coin-turning";
 * import assert from "node:assert/strict";
 *
 * const rules = coinTurningRules("1-3");
 * assert.deepEqual([...rules.options("TTH")], ["TTT", "HTT", "THT", "HHT"]);
 * assert.equal(new GrundySolver(rules).grundy("HTH"), 1 ^ 4);
 * ```
 */
export function coinTurningRules(code: string | SpawningGame): ImpartialGame<string> {
  const game = gameOf(code);
  // The moves at the first few positions, listed once (rows this search can afford are short).
  const listed: number[][][] = [];
  const movesAt = (n: number): number[][] => {
    if (n > 16) return spawningOptions(game, n);
    return listed[n] ??= spawningOptions(game, n);
  };
  return {
    options(row: string): string[] {
      const out: string[] = [];
      for (let i = 0; i < row.length; i++) {
        if (row[i] !== "H") continue;
        for (const others of movesAt(i + 1)) {
          const coins = row.split("");
          coins[i] = "T";
          for (const heap of others) coins[heap - 1] = coins[heap - 1] === "H" ? "T" : "H";
          out.push(coins.join(""));
        }
      }
      return out;
    },
  };
}

/** Closed forms of the single-head values (heap n, n >= 1) of the best-known turning games. */
function closedForm(game: SpawningGame): ((n: number) => number) | undefined {
  if (game.moves.length !== 1) return undefined;
  const [m] = game.moves;
  if (m.span !== Infinity || m.first || m.min !== 1) return undefined;
  // Turning Turtles: turn one or two coins; a head at n is a Nim heap of n (Winning Ways ch. 14).
  if (m.spacing === "any" && m.max === 2) return (n) => n;
  // Mock Turtles: up to three coins; the odious numbers (@cgt/nim's proof).
  if (m.spacing === "any" && m.max === 3) return (n) => mockTurtleCoinGrundy(n - 1);
  // Ruler: any number of consecutive coins; the largest power of 2 dividing n (Winning Ways ch. 14).
  if (m.spacing === "consecutive" && m.max === Infinity) return (n) => n & -n;
  return undefined;
}

/**
 * The values of the single heads of the turning games used last, by code (at most 16), freed by
 * `clearCaches()` of `@cgt/partizan/caches` (counted under "solver tables").
 */
const VALUES = new Map<string, GrundyValues>();
registerCacheOwner(VALUES);
const MAX_CACHED_CODES = 16;

/** The value of a single head at each position 1..length, for `game`. */
function headValues(game: SpawningGame, length: number): (n: number) => number {
  const closed = closedForm(game);
  if (closed !== undefined) return closed;
  let values = VALUES.get(game.name);
  if (values === undefined || values.length <= length) {
    // Room to grow for games with small values (for the next, longer row); games whose values
    // grow fast (Motley, Sym) are costly per heap, so they get just enough.
    let largest = 0;
    for (const v of values ?? []) largest = Math.max(largest, v);
    const room = values !== undefined && largest < 4096 ? 2 * values.length : 0;
    const n = Math.min(MAX_COINS, Math.max(length, room));
    try {
      values = spawningGrundy(game, n);
    } catch (error) {
      // Values past what the method holds: retry with just enough (a spent budget, a
      // LimitError, is not retried).
      if (!(error instanceof RangeError) || error instanceof LimitError || n === length) {
        throw error;
      }
      values = spawningGrundy(game, length);
    }
    VALUES.delete(game.name);
    if (VALUES.size >= MAX_CACHED_CODES) VALUES.delete(VALUES.keys().next().value!);
    VALUES.set(game.name, values);
  } else {
    // Most recently used last.
    VALUES.delete(game.name);
    VALUES.set(game.name, values);
  }
  const table = values;
  return (n) => table[n];
}

/**
 * Returns the Grundy value of a row of coins in a coin-turning game: by the coin-turning
 * theorem (Winning Ways ch. 14), the nim-sum over the heads of the value of a single head at
 * its position, which is the Grundy value of the heap of that size in the spawning game of
 * the same code (a head at position n from the left, counting from 1, is a heap of n: two
 * heads on one coin cancel, as two equal heaps do). Single heads are valued by
 * `spawningGrundy` of `@cgt/impartial/spawning`, or by closed forms for Turning Turtles (`1-2`,
 * n), Mock Turtles (`1-3`, the odious numbers) and Ruler (`1+C`, the largest power of 2 dividing
 * n). The values of the 16 codes used last are kept.
 *
 * Cost: the spawning game's values up to the row's length (see `spawningGrundy`), then O(n).
 *
 * @param code A turning code such as `"1-3"` (see `parseSpawningCode`) or its game.
 * @param coins The row of `H` and `T`.
 * @returns The Grundy value.
 * @throws {SyntaxError} If the code or the row is malformed.
 * @throws {RangeError} If the row is too long, or the game's values pass `MAX_SPAWNING_VALUE`.
 *
 * @example Mock Turtles, Ruler and Triplets
 * ```ts
 * import { coinTurningGrundy } from "@cgt/rulesets/coin-turning";
 * import assert from "node:assert/strict";
 *
 * assert.equal(coinTurningGrundy("1-3", "THHTH"), 2 ^ 4 ^ 8);
 * assert.equal(coinTurningGrundy("1+C", "TTTTTTTH"), 8);
 * assert.equal(coinTurningGrundy("3", "TTHH"), 1 ^ 2);
 * ```
 */
export function coinTurningGrundy(code: string | SpawningGame, coins: string): number {
  const game = gameOf(code);
  const row = parseCoins(coins);
  const value = headValues(game, row.length);
  let g = 0;
  for (let i = 0; i < row.length; i++) if (row[i] === "H") g ^= value(i + 1);
  return g;
}

/**
 * Returns the coin-turning game of a code as a {@link ImpartialRuleset} on rows of coins (both
 * players turn the same coins). Its `shortcut` values a row by {@link coinTurningGrundy}; its
 * `solver` searches the moves of {@link coinTurningRules} (plain recursion over rows).
 *
 * @param code A turning code or its game.
 * @returns The ruleset.
 * @throws {SyntaxError} If the code is malformed.
 *
 * @example
 * ```ts
 * import { coinTurningRuleset } from "@cgt/rulesets/coin-turning";
 * import { formatGame } from "@cgt/partizan/notation";
 * import { value } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * const ruler = coinTurningRuleset("1+C");
 * assert.equal(formatGame(value(ruler, "THTH")), "*6");
 * assert.equal(ruler.solver.grundy("THTH"), 6);
 * ```
 */
export function coinTurningRuleset(code: string | SpawningGame): ImpartialRuleset<string> {
  const game = gameOf(code);
  const ruleset = impartialRuleset(coinTurningRules(game), { name: `Turning(${game.name})` });
  return {
    ...ruleset,
    shortcut: (row: string): Game => nimber(coinTurningGrundy(game, row)),
  };
}

/**
 * Returns the value of a row in a coin-turning game of CGSuite's `Turning(code)`: the nimber
 * of {@link coinTurningGrundy}.
 *
 * @param code A turning code, such as `"1-3"` (Mock Turtles), `"1+C"` (Ruler), `"3E"`
 *   (Turnips), `"4FS"` (Grunt).
 * @param coins The row of `H` and `T`, first coin at the left.
 * @returns The nimber.
 * @throws {SyntaxError} If the code or the row is malformed.
 * @throws {RangeError} If the row is too long or the values too large.
 *
 * @example
 * ```ts
 * import { turning } from "@cgt/rulesets/coin-turning";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(turning("1-3", "THHTH")), "*14");
 * ```
 */
export function turning(code: string, coins: string): Game {
  return nimber(coinTurningGrundy(code, coins));
}

/**
 * Returns the value of a row in Turning Turtles (turn one or two coins, the rightmost from
 * heads to tails; Winning Ways ch. 14): a head at position n is *n, so a row is Nim. The same
 * as `turningTurtlesGrundy` of `@cgt/nim`, as a game.
 *
 * @param coins The row of `H` and `T`.
 * @returns The nimber.
 * @throws {SyntaxError} If the row holds another character.
 * @throws {RangeError} If the row is too long.
 *
 * @example
 * ```ts
 * import { turningTurtles } from "@cgt/rulesets/coin-turning";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(turningTurtles("THHTH")), "*4"); // 2 ^ 3 ^ 5
 * ```
 */
export function turningTurtles(coins: string): Game {
  return turning("1-2", coins);
}

/**
 * Returns the value of a row in Mock Turtles (turn up to three coins; Winning Ways ch. 14): a
 * head at position n is the (n - 1)-th odious number. The same as `mockTurtlesGrundy` of
 * `@cgt/nim`, as a game.
 *
 * @param coins The row of `H` and `T`.
 * @returns The nimber.
 * @throws {SyntaxError} If the row holds another character.
 * @throws {RangeError} If the row is too long.
 *
 * @example
 * ```ts
 * import { mockTurtles } from "@cgt/rulesets/coin-turning";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(mockTurtles("HHHH")), "0"); // 1 ^ 2 ^ 4 ^ 7
 * ```
 */
export function mockTurtles(coins: string): Game {
  return turning("1-3", coins);
}

/**
 * Returns the value of a row in Ruler (turn any number of consecutive coins, the rightmost
 * from heads to tails; Winning Ways ch. 14): a head at position n is the largest power of 2
 * dividing n (the ruler function, OEIS A006519).
 *
 * @param coins The row of `H` and `T`.
 * @returns The nimber.
 * @throws {SyntaxError} If the row holds another character.
 * @throws {RangeError} If the row is too long.
 *
 * @example
 * ```ts
 * import { ruler } from "@cgt/rulesets/coin-turning";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(ruler("HHHH")), "*6"); // 1 ^ 2 ^ 1 ^ 4
 * ```
 */
export function ruler(coins: string): Game {
  return turning("1+C", coins);
}
