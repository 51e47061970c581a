/**
 * The twisted variant of any partizan ruleset (CGSuite's `TwistedVariant`): after every move
 * the roles of the players are swapped.
 *
 * @module
 */

import type { PositionKey, Ruleset } from "@cgt/partizan/search";
import { identityKey } from "@cgt/partizan/search";
import { typeFail } from "../_check.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/**
 * A position of a twisted variant: a position of the base ruleset, and whether the game is the
 * negative of its twisted variant (play has swapped the roles an odd number of times).
 */
export interface TwistedPosition<P> {
  /** The position of the base ruleset. */
  readonly position: P;
  /** Whether the value is the negative of the twisted variant of `position`. */
  readonly negated: boolean;
}

/**
 * Returns the twisted variant of `ruleset` (CGSuite's `G.TwistedVariant`, from
 * `TwistedVariantGame`): the options of T(G) for a player are -T(G') for that player's options
 * G' of G. So a position after a move is the negative of a twisted position: the
 * {@link TwistedPosition} carries that sign, and Left's options of -T(G) are T(G'') for Right's
 * options G'' of G. Start from `{ position, negated: false }`. Keys are the ruleset's key with
 * the sign; the variant has no components (T(G + H) is not T(G) + T(H)). For an impartial
 * ruleset the variant gives the same values.
 *
 * @param ruleset The partizan ruleset.
 * @returns The variant, on signed positions.
 * @throws {TypeError} If `ruleset` lacks `leftOptions` or `rightOptions`.
 *
 * @example
 * ```ts
 * import { DOMINEERING, parseDomineering } from "@cgt/rulesets/domineering";
 * import { twistedVariant } from "@cgt/rulesets/twisted-variant";
 * import { Solver } from "@cgt/partizan/search";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const solver = new Solver(twistedVariant(DOMINEERING));
 * // A 2x1 strip: Left's domino ends play, leaving -T(0) = 0: the value is 1 as in Domineering.
 * assert.equal(formatGame(solver.value({ position: parseDomineering(".|."), negated: false })), "1");
 * ```
 */
export function twistedVariant<P>(ruleset: Ruleset<P>): Ruleset<TwistedPosition<P>> {
  if (
    ruleset === null || typeof ruleset !== "object" ||
    typeof ruleset.leftOptions !== "function" || typeof ruleset.rightOptions !== "function"
  ) {
    typeFail("make twisted variant", "a ruleset needs leftOptions() and rightOptions()", ruleset);
  }
  const left = ruleset.leftOptions.bind(ruleset);
  const right = ruleset.rightOptions.bind(ruleset);
  const key = ruleset.key === undefined ? identityKey : ruleset.key.bind(ruleset);
  const signed = (options: Iterable<P>, negated: boolean): TwistedPosition<P>[] =>
    [...options].map((position) => ({ position, negated }));
  return {
    name: `Twisted ${ruleset.name}`,
    // T(G): Left moves to -T(G') for G' in Left's options; -T(G): to T(G'') for Right's.
    leftOptions: (p: TwistedPosition<P>): TwistedPosition<P>[] =>
      p.negated ? signed(right(p.position), false) : signed(left(p.position), true),
    rightOptions: (p: TwistedPosition<P>): TwistedPosition<P>[] =>
      p.negated ? signed(left(p.position), false) : signed(right(p.position), true),
    key: (p: TwistedPosition<P>): PositionKey => {
      const k = key(p.position);
      return `${p.negated ? "-" : "+"}${typeof k}:${String(k)}`;
    },
  };
}
