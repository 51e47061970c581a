/**
 * Disjunctive sums of impartial games: their Grundy value and their winning moves.
 *
 * @module
 */

import { checkArray, checkGame, checkIterable, describe } from "./_check.ts";
import { GrundySolver, type ImpartialGame, type PositionKey } from "./grundy.ts";
import { nimSum } from "./nim_sum.ts";

export { GrundySolver } from "./grundy.ts";
export type { ImpartialGame, ImpartialOutcome, PositionKey } from "./grundy.ts";

/** Something that gives Grundy values: a {@link GrundySolver} or a function. */
export type GrundyOracle<P> = Pick<GrundySolver<P>, "grundy"> | ((position: P) => number);

/** A winning move in a disjunctive sum: move `component` to `option`. */
export interface SumMove<P> {
  /** The index of the component moved in. */
  component: number;
  /** The position that component moves to. */
  option: P;
  /** The Grundy value of `option`: the nim-sum of the other components, so the sum's value becomes 0. */
  value: number;
}

function valueOf<P>(oracle: GrundyOracle<P>): (position: P) => number {
  if (typeof oracle === "function") return oracle;
  if (typeof oracle === "object" && oracle !== null && typeof oracle.grundy === "function") {
    return (position) => oracle.grundy(position);
  }
  throw new TypeError(
    `Cannot evaluate sum: expected a GrundySolver or a function giving Grundy values, received ${
      describe(oracle)
    }`,
  );
}

/**
 * Returns the Grundy value of the disjunctive sum of `components` (a move
 * is a move in exactly one component): the nim-sum of the components'
 * values (Sprague–Grundy theorem; Winning Ways, ch. 3).
 *
 * @param oracle Gives each component's Grundy value.
 * @param components The positions added together.
 * @returns The value of the sum; 0 exactly when the player to move loses.
 * @throws {TypeError} If `oracle` is neither a solver nor a function, or `components` is not
 *   iterable.
 * @throws {RangeError} If a component's value is not a non-negative safe integer.
 *
 * @example Three heaps of the subtraction game {1, 3, 4}
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { sumGrundy } from "@cgt/impartial/sum";
 * import assert from "node:assert/strict";
 *
 * const game = { options: (n: number) => [1, 3, 4].filter((s) => s <= n).map((s) => n - s) };
 * // G(4) = 2, G(5) = 3, G(6) = 2: nim-sum 3.
 * assert.equal(sumGrundy(new GrundySolver(game), [4, 5, 6]), 3);
 * assert.equal(sumGrundy((n: number) => n, [1, 2, 3]), 0);
 * ```
 */
export function sumGrundy<P>(oracle: GrundyOracle<P>, components: Iterable<P>): number {
  const value = valueOf(oracle);
  checkIterable("evaluate sum", "components", components);
  return nimSum([...components].map(value));
}

/**
 * Returns every winning move of the disjunctive sum of `components`: the
 * moves, in one component, to an option whose Grundy value is the nim-sum
 * of the other components' values, so that the whole sum has value 0.
 * Listed by component, then in the order the game generates options; empty
 * when the sum's value is already 0. Note an option may win even when its
 * value exceeds its component's value.
 *
 * Cost: one Grundy value per component and per option of every component.
 *
 * @param solver A {@link GrundySolver} on the components' game (all
 *   components are positions of it); its memo is reused across calls.
 * @param components The positions added together.
 * @returns The winning moves.
 * @throws {TypeError} If `solver` is not a GrundySolver or `components` is not an array.
 *
 * @example Nim heaps 3, 4, 5: the only winning move takes 2 from the heap of 3
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { sumWinningMoves } from "@cgt/impartial/sum";
 * import assert from "node:assert/strict";
 *
 * const nim = { options: (n: number) => Array.from({ length: n }, (_, i) => i) };
 * const moves = sumWinningMoves(new GrundySolver(nim), [3, 4, 5]);
 * assert.deepEqual(moves, [{ component: 0, option: 1, value: 1 }]);
 * ```
 */
export function sumWinningMoves<P>(
  solver: GrundySolver<P>,
  components: readonly P[],
): SumMove<P>[] {
  if (!(solver instanceof GrundySolver)) {
    throw new TypeError(
      `Cannot find winning moves of a sum: expected a GrundySolver, received ${describe(solver)}`,
    );
  }
  checkArray("find winning moves of a sum", "components", components);
  const game = solver.game;
  const value = (position: P): number => solver.grundy(position);
  const values = components.map(value);
  const total = nimSum(values);
  const moves: SumMove<P>[] = [];
  if (total === 0) return moves;
  components.forEach((component, i) => {
    const target = nimSum([total, values[i]]);
    for (const option of game.options(component)) {
      if (value(option) === target) moves.push({ component: i, option, value: target });
    }
  });
  return moves;
}

/**
 * Returns the disjunctive sum of copies of `game` as one game: a position is
 * a list of component positions, and a move changes exactly one of them.
 * The generic {@link GrundySolver} on it is the slow twin of
 * {@link sumGrundy} and {@link sumWinningMoves} (it never uses the nim-sum).
 * Keys join the components' keys in order, so `game` needs a `key` unless
 * its positions are strings, numbers or bigints.
 *
 * @param game The components' game.
 * @returns The sum game.
 * @throws {TypeError} If `game` has no `options()` method.
 *
 * @example The sum of Nim heaps 1, 2, 3 is a P-position
 * ```ts
 * import { GrundySolver } from "@cgt/impartial/grundy";
 * import { sumGame } from "@cgt/impartial/sum";
 * import assert from "node:assert/strict";
 *
 * const nim = { options: (n: number) => Array.from({ length: n }, (_, i) => i) };
 * assert.equal(new GrundySolver(sumGame(nim)).grundy([1, 2, 3]), 0);
 * ```
 */
export function sumGame<P>(game: ImpartialGame<P>): ImpartialGame<readonly P[]> {
  checkGame("make sum game", game);
  const key = (position: P): PositionKey => {
    if (game.key) return game.key(position);
    if (
      typeof position === "string" || typeof position === "number" ||
      typeof position === "bigint"
    ) return position;
    throw new TypeError(
      `Cannot key sum: give the game a key() for positions of type ${typeof position}`,
    );
  };
  return {
    options(components) {
      checkArray("list moves of a sum", "a position", components);
      const out: P[][] = [];
      components.forEach((component, i) => {
        for (const option of game.options(component)) {
          const next = [...components];
          next[i] = option;
          out.push(next);
        }
      });
      return out;
    },
    key: (components) => {
      checkArray("key sum", "a position", components);
      return components.map((c) => JSON.stringify(String(key(c)))).join(",");
    },
  };
}
