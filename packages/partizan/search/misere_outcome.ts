/**
 * Misère outcomes of partizan games (the player who makes the last move loses), by search on the position itself.
 *
 * @module
 */

import { checkOptions, checkRuleset, describeValue } from "../_check.ts";
import { checkGame, spend } from "../_engine.ts";
import type { Outcome } from "../compare.ts";
import { type Game, leftOptions, rightOptions } from "../game.ts";
import { identityKey, type PositionKey, PositionLimitError, type Ruleset } from "./search.ts";

export type { Game } from "../game.ts";
export type { Outcome } from "../compare.ts";
export type { PositionKey, Ruleset } from "./search.ts";

/** Options for {@link misereOutcome}. */
export interface MisereOutcomeOptions {
  /**
   * The most positions the search may visit before it gives up with a
   * {@link PositionLimitError}.
   *
   * @default {10_000_000}
   */
  maxPositions?: number;
}

const LEFT_WINS_FIRST = 1;
const RIGHT_WINS_FIRST = 2;

function classOf(bits: number): Outcome {
  const lf = (bits & LEFT_WINS_FIRST) !== 0;
  const rf = (bits & RIGHT_WINS_FIRST) !== 0;
  return lf ? (rf ? "N" : "L") : (rf ? "R" : "P");
}

interface Frame<P> {
  key: PositionKey;
  left: P[];
  right: P[];
  next: number;
  bits: number;
}

/**
 * Returns the misère outcome class of a position of `ruleset`: `"L"` if Left
 * wins whoever starts, `"R"` if Right does, `"N"` if the player to move wins,
 * `"P"` if the other one does, when the player who makes the last move
 * loses. A player with no move wins at once; otherwise the player to move
 * wins exactly when some move leaves a position the opponent, moving first,
 * loses. The search runs on the position itself, memoised by `ruleset.key`
 * and never through `components` or canonical forms: misère outcomes of
 * sums are not determined by the components, and the normal-play canonical
 * form does not preserve misère outcomes. Iterative (no deep recursion);
 * O(positions + moves) time and O(positions) memory.
 *
 * @typeParam P The type of a position.
 * @param ruleset The rules (left and right options and a key).
 * @param position The position.
 * @param options The search bound.
 * @returns `"L"`, `"R"`, `"P"` or `"N"`.
 * @throws {RangeError} If the game has a cycle, or `maxPositions` is not a positive integer.
 * @throws {PositionLimitError} If more than `maxPositions` positions are needed.
 * @throws {GameLimitError} If the work budget of `withStepLimit` runs out (one step per position).
 *
 * @example A heap only Right can shrink, in misère play
 * ```ts
 * import { misereOutcome } from "@cgt/partizan/misere-outcome";
 * import assert from "node:assert/strict";
 *
 * // Right may take one from the heap; Left never moves. Left, stuck, wins moving first; moving
 * // second, Left wins too once Right has made the heap empty. An empty heap: whoever is to move
 * // cannot, and wins.
 * const rightTakes = { name: "Right takes", leftOptions: () => [], rightOptions: (n: number) => (n > 0 ? [n - 1] : []) };
 * assert.equal(misereOutcome(rightTakes, 1), "L");
 * assert.equal(misereOutcome(rightTakes, 0), "N");
 * ```
 */
export function misereOutcome<P>(
  ruleset: Ruleset<P>,
  position: P,
  options: MisereOutcomeOptions = {},
): Outcome {
  checkRuleset("compute misère outcome", ruleset);
  const maxPositions = checkOptions("compute misère outcome", options).maxPositions ?? 10_000_000;
  if (!(Number.isInteger(maxPositions) && maxPositions > 0)) {
    throw new RangeError(
      `Cannot compute misère outcome: maxPositions must be a positive integer, received ${
        describeValue(maxPositions)
      }`,
    );
  }
  const memo = new Map<PositionKey, number>();
  const onPath = new Set<PositionKey>();
  const frame = (key: PositionKey, p: P): Frame<P> => {
    // One step of the work budget (`withStepLimit`) per position, and one per 16 options.
    spend(1);
    const left = [...ruleset.leftOptions(p)];
    const right = [...ruleset.rightOptions(p)];
    // With no move, the player to move has won.
    const bits = (left.length === 0 ? LEFT_WINS_FIRST : 0) |
      (right.length === 0 ? RIGHT_WINS_FIRST : 0);
    spend((left.length + right.length) >> 4);
    return { key, left, right, next: 0, bits };
  };
  const keyOf = ruleset.key ? ruleset.key.bind(ruleset) : identityKey;
  const rootKey = keyOf(position);
  onPath.add(rootKey);
  const stack: Frame<P>[] = [frame(rootKey, position)];
  let result = 0;
  const record = (top: Frame<P>, index: number, value: number): void => {
    // Left wins first if some Left option is lost by Right moving first; likewise for Right.
    if (index < top.left.length) {
      if ((value & RIGHT_WINS_FIRST) === 0) top.bits |= LEFT_WINS_FIRST;
    } else if ((value & LEFT_WINS_FIRST) === 0) top.bits |= RIGHT_WINS_FIRST;
  };
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const total = top.left.length + top.right.length;
    if (top.next < total) {
      const index = top.next++;
      const child = index < top.left.length ? top.left[index] : top.right[index - top.left.length];
      const childKey = keyOf(child);
      const known = memo.get(childKey);
      if (known !== undefined) {
        record(top, index, known);
      } else if (onPath.has(childKey)) {
        throw new RangeError(
          `Cannot compute misère outcome: the game has a cycle through position ${
            String(childKey)
          }`,
        );
      } else {
        onPath.add(childKey);
        stack.push(frame(childKey, child));
      }
      continue;
    }
    result = top.bits;
    if (memo.size >= maxPositions) throw new PositionLimitError(maxPositions);
    memo.set(top.key, result);
    onPath.delete(top.key);
    stack.pop();
    if (stack.length > 0) {
      const parent = stack[stack.length - 1];
      record(parent, parent.next - 1, result);
    }
  }
  return classOf(result);
}

/**
 * Returns the misère outcome class of the game tree `g` as given: for a
 * value typed in notation this is the misère outcome of its normal-play
 * canonical form (what CGSuite reports for a brace expression), which may
 * differ from the misère outcome of another form of the same normal-play
 * value. For the game as written (explicit forms `'{*|*}'`, sums kept as
 * sums, ruleset positions) use `gameFormMisereOutcome` of
 * `@cgt/partizan/game-form`.
 *
 * @param g A game.
 * @param options The search bound.
 * @returns `"L"`, `"R"`, `"P"` or `"N"`.
 * @throws {PositionLimitError} If more than `maxPositions` subpositions are needed.
 *
 * @example 0 and * in misère play
 * ```ts
 * import { integer, STAR } from "@cgt/partizan/game";
 * import { gameMisereOutcome } from "@cgt/partizan/misere-outcome";
 * import assert from "node:assert/strict";
 *
 * assert.equal(gameMisereOutcome(integer(0)), "N");
 * assert.equal(gameMisereOutcome(STAR), "P");
 * // 1 = {0|}: Right cannot move and wins moving first; Left must move to 0, then Right wins.
 * assert.equal(gameMisereOutcome(integer(1)), "R");
 * ```
 */
export function gameMisereOutcome(g: Game, options: MisereOutcomeOptions = {}): Outcome {
  checkGame(g, "compute misere outcome");
  const ids = new Map<Game, number>();
  const ruleset: Ruleset<Game> = {
    name: "game",
    leftOptions,
    rightOptions,
    key(position) {
      let id = ids.get(position);
      if (id === undefined) {
        id = ids.size;
        ids.set(position, id);
      }
      return id;
    },
  };
  return misereOutcome(ruleset, g, options);
}
