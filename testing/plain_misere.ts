/**
 * The obviously-correct reference for misère play: the misère outcome of a short position, or
 * of a sum of positions, by plain memoised recursion over the options, with no theory at all
 * (no canonical form, quotient, genus or closed form).
 *
 * @module
 */

import { identityKey, type PositionKey } from "@cgt/core/position-key";
import type { Ruleset } from "@cgt/partizan/search";

/** Who wins: Left, Right, the player to move next (N) or the other one (P). */
export type PlainOutcome = "L" | "R" | "N" | "P";

/** Options of {@link plainMisereWins} and {@link plainMisereOutcome}. */
export interface PlainMisereOptions<P> {
  /**
   * The memo key of a position: positions with equal keys must have equal misère outcomes.
   * @default {the ruleset's `key`, else the position itself (`identityKey`)}
   */
  readonly key?: (position: P) => PositionKey;
  /** The memo, to share between calls on the same ruleset and key (one is made when absent). */
  readonly memo?: Map<string, boolean>;
}

/**
 * Whether the player to move (Left when `leftMoves`) wins `position` under misère play: with
 * no move they have won; otherwise they win iff some option is a loss for the other player.
 */
export function plainMisereWins<P>(
  ruleset: Ruleset<P>,
  position: P,
  leftMoves: boolean,
  options: PlainMisereOptions<P> = {},
): boolean {
  const key = options.key ?? ((p: P) => ruleset.key ? ruleset.key(p) : identityKey(p));
  const memo = options.memo ?? new Map<string, boolean>();
  const wins = (p: P, left: boolean): boolean => {
    const k = key(p);
    const id = `${left ? "L" : "R"}${typeof k}:${k}`;
    const known = memo.get(id);
    if (known !== undefined) return known;
    const moves = [...(left ? ruleset.leftOptions(p) : ruleset.rightOptions(p))];
    const result = moves.length === 0 || moves.some((o) => !wins(o, !left));
    memo.set(id, result);
    return result;
  };
  return wins(position, leftMoves);
}

/** The misère outcome of `position`: {@link plainMisereWins} with Left, then Right, first. */
export function plainMisereOutcome<P>(
  ruleset: Ruleset<P>,
  position: P,
  options: PlainMisereOptions<P> = {},
): PlainOutcome {
  const memo = options.memo ?? new Map<string, boolean>();
  const l = plainMisereWins(ruleset, position, true, { ...options, memo });
  const r = plainMisereWins(ruleset, position, false, { ...options, memo });
  return l ? (r ? "N" : "L") : (r ? "R" : "P");
}

/**
 * The disjunctive sum of positions of `ruleset` as a ruleset of lists: a move is a move in one
 * part. Its key is the sorted list of the parts' keys (a sum does not depend on the order).
 */
export function plainSum<P>(ruleset: Ruleset<P>): Ruleset<readonly P[]> {
  const partKey = (p: P): PositionKey => ruleset.key ? ruleset.key(p) : identityKey(p);
  const moves = (parts: readonly P[], left: boolean): P[][] =>
    parts.flatMap((part, i) =>
      [...(left ? ruleset.leftOptions(part) : ruleset.rightOptions(part))].map((o) =>
        parts.map((q, j) => (j === i ? o : q))
      )
    );
  return {
    name: `sums of ${ruleset.name}`,
    leftOptions: (parts) => moves(parts, true),
    rightOptions: (parts) => moves(parts, false),
    key: (parts) =>
      JSON.stringify(
        parts.map((p) => {
          const k = partKey(p);
          return `${typeof k}:${k}`;
        }).sort(),
      ),
  };
}

/**
 * An impartial game (its `options` and perhaps a `key`) as a ruleset in which both players have
 * those options, for the searches above.
 */
export function plainImpartial<P>(
  game: { options(position: P): Iterable<P>; key?(position: P): PositionKey },
): Ruleset<P> {
  return {
    name: "impartial game",
    leftOptions: (p) => game.options(p),
    rightOptions: (p) => game.options(p),
    ...(game.key ? { key: (p: P) => game.key!(p) } : {}),
  };
}

/**
 * A key for positions that are objects with no key of their own (game forms, trees): a number
 * per object, so only the very same object is met again in the memo. Each call numbers afresh.
 */
export function objectIdentityKey(): (position: object) => number {
  const ids = new WeakMap<object, number>();
  let next = 0;
  return (position) => {
    let id = ids.get(position);
    if (id === undefined) ids.set(position, id = next++);
    return id;
  };
}
