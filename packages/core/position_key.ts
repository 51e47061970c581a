/**
 * Position keys: the one type every search memoises positions by, and the default key of a
 * position that is its own key.
 *
 * @module
 */

/**
 * A value identifying a position up to the symmetries of its game, used as the memo key. One
 * type for every kind of game: `@cgt/impartial` uses it too.
 */
export type PositionKey = string | number | bigint;

/**
 * The key of a position that is its own key (a string, number or bigint): the default when a
 * `Ruleset` or an `ImpartialGame` has no `key`. Anything else needs a `key` of its own.
 *
 * @param position A position.
 * @returns The position itself.
 * @throws {TypeError} If the position is not a string, number or bigint.
 *
 * @example
 * ```ts
 * import { identityKey } from "@cgt/core/position-key";
 * import assert from "node:assert/strict";
 *
 * assert.equal(identityKey("xo.ox"), "xo.ox");
 * assert.throws(() => identityKey({ n: 1 }), TypeError);
 * ```
 */
export function identityKey(position: unknown): PositionKey {
  if (typeof position === "string" || typeof position === "bigint") return position;
  if (typeof position === "number") {
    if (Number.isNaN(position)) {
      throw new RangeError("Cannot key position: NaN is not a position key, received NaN");
    }
    return position;
  }
  throw new TypeError(
    `Cannot key position: give the game a key() for positions of type ${typeof position}`,
  );
}
