/**
 * The dicotic variant of any partizan ruleset (CGSuite's `DicoticVariant`): a player may move
 * only while the opponent could move too.
 *
 * @module
 */

import type { PositionKey, Ruleset } from "@cgt/partizan/search";
import { typeFail } from "../_check.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/**
 * Returns the dicotic variant of `ruleset` (CGSuite's `G.DicoticVariant`, from
 * `DicoticVariantGame`): in a position where one player has no move, neither has; elsewhere
 * each player has the moves of the ruleset, each again in the variant. Every value is then
 * dicotic (all-small). The variant keeps the ruleset's key, but not its components (whether
 * the opponent can move is a question about the whole position) nor its shortcut.
 *
 * @param ruleset The partizan ruleset.
 * @returns The variant, on the same positions.
 * @throws {TypeError} If `ruleset` lacks `leftOptions` or `rightOptions`.
 *
 * @example Domineering where a player who is stuck stops the other too
 * ```ts
 * import { DOMINEERING, parseDomineering } from "@cgt/rulesets/domineering";
 * import { dicoticVariant } from "@cgt/rulesets/dicotic-variant";
 * import { Solver } from "@cgt/partizan/search";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const solver = new Solver(dicoticVariant(DOMINEERING));
 * // A 1x2 strip is -1 in Domineering (only Right can play); here nobody can: 0.
 * assert.equal(formatGame(solver.value(parseDomineering(".."))), "0");
 * assert.equal(formatGame(solver.value(parseDomineering("..|.."))), "*");
 * ```
 */
export function dicoticVariant<P>(ruleset: Ruleset<P>): Ruleset<P> {
  if (
    ruleset === null || typeof ruleset !== "object" ||
    typeof ruleset.leftOptions !== "function" || typeof ruleset.rightOptions !== "function"
  ) {
    typeFail("make dicotic variant", "a ruleset needs leftOptions() and rightOptions()", ruleset);
  }
  const left = ruleset.leftOptions.bind(ruleset);
  const right = ruleset.rightOptions.bind(ruleset);
  const moves = (mine: (p: P) => Iterable<P>, theirs: (p: P) => Iterable<P>) => (p: P): P[] => {
    for (const _ of theirs(p)) return [...mine(p)];
    return [];
  };
  const variant: Ruleset<P> = {
    name: `Dicotic ${ruleset.name}`,
    leftOptions: moves(left, right),
    rightOptions: moves(right, left),
  };
  if (ruleset.key !== undefined) {
    const key = ruleset.key.bind(ruleset);
    variant.key = (p: P): PositionKey => key(p);
  }
  return variant;
}
