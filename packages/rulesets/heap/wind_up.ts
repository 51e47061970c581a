/**
 * Wind-Up: a subtraction game played round a clock, so positions repeat (a loopy impartial game).
 *
 * The rules, from cgt-tools (t4ccer/cgt-tools, `cgt/loopy/impartial/games/wind_up.rs`, where the
 * game is credited to Alfie Davies at Games-at-Dal 2023): the clock has `size` positions
 * 0, 1, ..., size - 1 and a subtraction set S of positive numbers is fixed. From a position
 * p other than 0 a player moves to (p - s) mod size for some s in S, winding back past 0 to the
 * top of the clock when s > p; position 0 ends the game (the player to move there has no move
 * and loses). Both players have the same moves, and play may go on for ever, so a position's
 * value is a generalised Sprague-Grundy value (a nimber, or ∞ with the finite values of its
 * options: Smith 1966; Winning Ways, ch. 12) and, as a partizan game, a loopy value. The winning
 * moves of a position are `new LoopyGrundySolver(windUpRuleset(set, size)).winningMoves(p)`
 * (`@cgt/impartial/loopy-grundy`), its options of value 0.
 *
 * @module
 */

import { labelGraph, type LoopyGrundy } from "@cgt/impartial/loopy-grundy";
import type { ImpartialGame } from "@cgt/impartial/grundy";
import type { PositionKey, Ruleset } from "@cgt/partizan/search";
import { type LoopyGame, loopyValue } from "@cgt/partizan/loopy-ruleset";
import { nimber } from "@cgt/partizan/game";
import { fromGame } from "@cgt/partizan/loopy";
import { parseSubtractionSet } from "./partizan_subtraction.ts";
import { checkIntegerIn, typeFail } from "../_check.ts";
import { chargeWork } from "../_work.ts";

export type { LoopyGrundy } from "@cgt/impartial/loopy-grundy";
export type { ImpartialGame } from "@cgt/impartial/grundy";
export type { LoopyGame } from "@cgt/partizan/loopy-ruleset";
export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/**
 * The most positions on the clock. {@link windUpValues} labels them all in
 * O(size * |S| * rounds); {@link windUp} finds a loopy value, whose cost grows faster with the
 * number of positions reachable (see bench/results/RESULTS.md).
 */
export const MAX_WIND_UP_SIZE = 2000;

/**
 * The most positions reachable from a position of value ∞ for {@link windUp} to find its loopy
 * value (under half a second at this size, measured; steeply more beyond).
 */
export const MAX_WIND_UP_LOOPY_POSITIONS = 64;

/** The rules of one Wind-Up game, for both the partizan and the impartial engines. */
export interface WindUpRuleset extends Ruleset<number>, ImpartialGame<number> {
  /** The number of positions on the clock. */
  readonly size: number;
  /** The subtraction set, increasing. */
  readonly moves: readonly number[];
  /** The positions one move from `position` (none from 0). */
  options(position: number): number[];
}

const WHAT = "evaluate Wind-Up";

function checkMoves(moves: unknown): number[] {
  if (typeof moves !== "string") {
    typeFail(WHAT, 'the subtraction set must be a string such as "1,3"', moves);
  }
  const set = parseSubtractionSet(moves);
  if (set.allBut) {
    throw new RangeError(
      `Cannot ${WHAT}: the subtraction set must list its numbers (no "!" for all but), received ${
        JSON.stringify(moves)
      }`,
    );
  }
  return [...set.values];
}

/**
 * Returns the rules of Wind-Up on a clock of `size` positions with subtraction set `moves`: from
 * p > 0 a player moves to (p - s) mod size for each s in the set (each distinct position once);
 * 0 has no move. The same options for Left and Right (`options` for the impartial engines);
 * positions are their numbers, so the key is the number itself. Nothing splits.
 *
 * @param moves The subtraction set, numbers separated by commas (`"6,7"`), each 1 to 1000.
 * @param size The number of positions on the clock, 1 to {@link MAX_WIND_UP_SIZE}.
 * @returns The rules.
 * @throws {TypeError} If `moves` is not a string or `size` not an integer.
 * @throws {SyntaxError} If `moves` is not numbers separated by commas.
 * @throws {RangeError} If a number of the set or `size` is out of range, or the set starts with
 *   `!`.
 *
 * @example On a clock of 12 with moves 1 and 3, position 2 moves to 1 and, winding past 0, to 11
 * ```ts
 * import { windUpRuleset } from "@cgt/rulesets/wind-up";
 * import assert from "node:assert/strict";
 *
 * const rules = windUpRuleset("1,3", 12);
 * assert.deepEqual([...rules.options(2)], [1, 11]);
 * assert.deepEqual([...rules.leftOptions(0)], []);
 * ```
 */
export function windUpRuleset(moves: string, size: number): WindUpRuleset {
  const set = checkMoves(moves);
  const n = checkIntegerIn(WHAT, "the size of the clock", size, 1, MAX_WIND_UP_SIZE);
  const options = (p: number): number[] => {
    if (p === 0) return [];
    const out: number[] = [];
    for (const s of set) {
      const q = (((p - s) % n) + n) % n;
      if (!out.includes(q)) out.push(q);
    }
    chargeWork(set.length * (out.length + 1));
    return out;
  };
  return {
    name: `Wind-Up(${n}, {${set.join(",")}})`,
    size: n,
    moves: set,
    options,
    leftOptions: options,
    rightOptions: options,
    key: (p: number): PositionKey => p,
  };
}

function checkPosition(rules: WindUpRuleset, position: unknown): number {
  return checkIntegerIn(WHAT, "the position", position, 0, rules.size - 1);
}

/**
 * Returns the generalised Sprague-Grundy value of every position of Wind-Up on a clock of `size`
 * with subtraction set `moves`, position 0 first, by Fraenkel's labelling of the whole clock
 * (`labelGraph` of `@cgt/impartial/loopy-grundy`): `{ kind: "finite", value: n }` for a position
 * that plays as the nim heap n, `{ kind: "infinite", finite }` (∞ with the finite values of its
 * options) for one from which the player to move can keep play going for ever. This is the table
 * cgt-tools' `wind_up range` command prints, one entry per position.
 *
 * Cost: O(size * |S|) memory and O(size * |S|) time per sweep of each round; every sweep spends
 * the step budget of `withStepLimit`.
 *
 * @param moves The subtraction set, numbers separated by commas (`"6,7"`), each 1 to 1000.
 * @param size The number of positions on the clock, 1 to {@link MAX_WIND_UP_SIZE}.
 * @returns The value of each position.
 * @throws {TypeError} If `moves` is not a string or `size` not an integer.
 * @throws {SyntaxError} If `moves` is not numbers separated by commas.
 * @throws {RangeError} If a number is out of range or the set starts with `!`.
 *
 * @example On a clock of 4 with the move 2, positions 1 and 3 pass to each other for ever
 * ```ts
 * import { windUpValues } from "@cgt/rulesets/wind-up";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(windUpValues("2", 4), [
 *   { kind: "finite", value: 0 },
 *   { kind: "infinite", finite: [] },
 *   { kind: "finite", value: 1 },
 *   { kind: "infinite", finite: [] },
 * ]);
 * ```
 */
export function windUpValues(moves: string, size: number): LoopyGrundy[] {
  const rules = windUpRuleset(moves, size);
  const succ = Array.from({ length: rules.size }, (_, p) => rules.options(p));
  const label = labelGraph(succ);
  return succ.map((options, p): LoopyGrundy => {
    if (label[p] >= 0) return { kind: "finite", value: label[p] };
    const finite = [...new Set(options.map((q) => label[q]).filter((x) => x >= 0))];
    return { kind: "infinite", finite: finite.sort((a, b) => a - b) };
  });
}

/**
 * Returns the value of position `position` of Wind-Up on a clock of `size` with subtraction set
 * `moves`, as a game. A position of finite generalised Sprague-Grundy value n
 * ({@link windUpValues}) is the nimber *n; a position of value ∞ is a loopy game that is not a
 * stopper, found by `loopyValue` of `@cgt/partizan/loopy-ruleset` on the positions reachable from
 * it, which is done only when at most {@link MAX_WIND_UP_LOOPY_POSITIONS} are (a pure draw, ∞ with
 * no finite options, is often `dud`).
 *
 * Cost: the labelling of {@link windUpValues}; for an ∞ position, the loopy value, which grows
 * steeply with the positions reached (see bench/results/RESULTS.md).
 *
 * @param moves The subtraction set, numbers separated by commas (`"6,7"`), each 1 to 1000.
 * @param size The number of positions on the clock, 1 to {@link MAX_WIND_UP_SIZE}.
 * @param position The position, 0 to `size - 1`.
 * @returns Its value as a loopy game (loopfree, a nimber, for a finite value).
 * @throws {TypeError} If an argument has the wrong type.
 * @throws {SyntaxError} If `moves` is not numbers separated by commas.
 * @throws {RangeError} If a number is out of range or the set starts with `!`, or the position
 *   is ∞ and reaches more than {@link MAX_WIND_UP_LOOPY_POSITIONS} positions.
 *
 * @example
 * ```ts
 * import { windUp } from "@cgt/rulesets/wind-up";
 * import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatLoopyGame(windUp("6,7", 40, 7)), "*2");
 * assert.equal(formatLoopyGame(windUp("2", 4, 1)), "dud"); // 1 and 3 pass to each other for ever
 * ```
 */
export function windUp(moves: string, size: number, position: number): LoopyGame {
  const rules = windUpRuleset(moves, size);
  const p = checkPosition(rules, position);
  const value = windUpValues(moves, size)[p];
  if (value.kind === "finite") return fromGame(nimber(value.value));
  const reached = reachable(rules, p);
  if (reached > MAX_WIND_UP_LOOPY_POSITIONS) {
    throw new RangeError(
      `Cannot ${WHAT}: position ${p} is ∞ (play may go on for ever) and its loopy value is found only when at most ${MAX_WIND_UP_LOOPY_POSITIONS} positions are reachable (windUpValues gives its generalised Sprague-Grundy value), received one reaching ${reached}`,
    );
  }
  return loopyValue(rules, p, { maxPositions: MAX_WIND_UP_LOOPY_POSITIONS });
}

/** The number of positions reachable from `start` (itself included). */
function reachable(rules: WindUpRuleset, start: number): number {
  const seen = new Uint8Array(rules.size);
  seen[start] = 1;
  const stack = [start];
  let count = 1;
  while (stack.length > 0) {
    for (const q of rules.options(stack.pop()!)) {
      if (seen[q] === 0) {
        seen[q] = 1;
        count++;
        stack.push(q);
      }
    }
  }
  return count;
}
