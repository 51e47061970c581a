/**
 * Play on a sum of boards: the components, whose turn it is, undo and redo (a pure model the page
 * keeps), and the analysis the worker makes of a sum: its value, and every move of each player in
 * every component marked winning, sensible or neither by `@cgt/partizan/sensible`'s
 * `winningMoves` and `sensibleMoves` on the components as ruleset positions.
 *
 * @example
 * ```ts
 * import { readBoard, writeBoard } from "./boards.ts";
 * import { addComponent, newSumPlay, playSumMove, sumExpression, sumMoves, undoSum } from "./sum_play.ts";
 * import assert from "node:assert/strict";
 *
 * let play = addComponent(newSumPlay(), readBoard("domineering", "..|.."));
 * play = addComponent(play, readBoard("clobber", "xo"));
 * assert.equal(sumExpression(play.components), 'domineering("..|..") + clobber("xo")');
 * const moves = sumMoves(play.components, "L");
 * assert.deepEqual(moves.map((m) => [m.component, writeBoard(m.board)]), [
 *   [0, "L.|L."],
 *   [0, ".L|.L"],
 *   [1, ".x"],
 * ]);
 * play = playSumMove(play, moves[2]);
 * assert.equal(play.toMove, "R");
 * assert.equal(writeBoard(undoSum(play).components[1]), "xo");
 * ```
 *
 * @module
 */

import { equals, type Game, sum } from "@cgt/partizan";
import { parseGameForm } from "@cgt/partizan/game-form";
import { FormValueCache, sensibleMoves, winningMoves } from "@cgt/partizan/sensible";
import {
  type Board,
  boardExpression,
  boardMoves,
  isRulesetId,
  readBoard,
  RULESETS,
  type Side,
  writeBoard,
} from "./boards.ts";
import {
  analyse,
  type Analysis,
  boardValue,
  type GameRegistry,
  type GameSummary,
  type MoveMark,
} from "./compute.ts";
import { RULESET_FUNCTIONS } from "./engine_imports.ts";

/** The most boards in one sum. */
export const MAX_COMPONENTS = 8;
/** The most moves kept for undo (older ones are dropped). */
export const MAX_HISTORY = 1000;

/** A sum of boards at one moment: the components and who moves next. */
export interface SumState {
  /** The boards, in the order they were added. */
  readonly components: readonly Board[];
  /** The player to move. */
  readonly toMove: Side;
}

/** Play on a sum: the state now, the states before it (for undo) and after it (for redo). */
export interface SumPlay extends SumState {
  /** Earlier states, oldest first. */
  readonly past: readonly SumState[];
  /** States undone, the next one to redo last. */
  readonly future: readonly SumState[];
}

/** A move in a sum: the component moved in and that component's board after the move. */
export interface SumMove {
  /** The index of the component. */
  readonly component: number;
  /** The component's board after the move. */
  readonly board: Board;
}

/**
 * An empty sum (the game 0), Left to move.
 *
 * @param toMove Who moves first.
 * @returns The play.
 */
export function newSumPlay(toMove: Side = "L"): SumPlay {
  return { components: [], toMove, past: [], future: [] };
}

function step(play: SumPlay, next: SumState): SumPlay {
  const past = [...play.past, { components: play.components, toMove: play.toMove }];
  return { ...next, past: past.slice(-MAX_HISTORY), future: [] };
}

/**
 * Refuses a board of a loopy ruleset (Backsliding Toads and Frogs, Fox and Geese, Wind-Up): a sum
 * is played with each move marked winning, sensible or neither and valued as a short game, and a
 * loopy value names no winning move (play can return to a position), as on the Board view, whose
 * "Add to sum" is off for these boards.
 */
function checkShort(what: string, board: Board): void {
  const rules = RULESETS[board.ruleset];
  if (rules?.loopy) {
    throw new RangeError(
      `Cannot ${what}: ${rules.name} is loopy (play can return to a position, so no move is marked winning) and a sum takes short games only (the Expression view values such a sum), received ${board.ruleset}`,
    );
  }
}

/**
 * The sum with `board` added as a new component (undoable).
 *
 * @param play The play.
 * @param board The board to add.
 * @returns The new play.
 * @throws {RangeError} If the sum has {@link MAX_COMPONENTS} components already, or the board is
 * of a loopy ruleset (Fox and Geese, ...), which a sum does not take.
 */
export function addComponent(play: SumPlay, board: Board): SumPlay {
  if (play.components.length >= MAX_COMPONENTS) {
    throw new RangeError(
      `Cannot add to the sum: a sum has at most ${MAX_COMPONENTS} boards, received one more than that`,
    );
  }
  checkShort("add to the sum", board);
  return step(play, { components: [...play.components, board], toMove: play.toMove });
}

/**
 * The sum without component `index` (undoable).
 *
 * @param play The play.
 * @param index The component to remove.
 * @returns The new play.
 * @throws {RangeError} If there is no such component.
 */
export function removeComponent(play: SumPlay, index: number): SumPlay {
  checkIndex("remove from the sum", play.components, index);
  return step(play, {
    components: play.components.filter((_, k) => k !== index),
    toMove: play.toMove,
  });
}

function checkIndex(what: string, components: readonly Board[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= components.length) {
    throw new RangeError(
      `Cannot ${what}: the component must be an integer from 0 to ${
        components.length - 1
      }, received ${index}`,
    );
  }
}

/**
 * The sum with `side` to move (not undoable: choosing who moves is not a move).
 *
 * @param play The play.
 * @param side Who moves next.
 * @returns The new play.
 */
export function setToMove(play: SumPlay, side: Side): SumPlay {
  return { ...play, toMove: side };
}

/**
 * The moves of `side` in the sum: in each component in turn, that board's moves
 * ({@link boardMoves}, the ruleset's options in the engine's order).
 *
 * @param components The boards.
 * @param side The player.
 * @returns The moves.
 */
export function sumMoves(components: readonly Board[], side: Side): SumMove[] {
  return components.flatMap((b, component) =>
    boardMoves(b, side).map((board) => ({ component, board }))
  );
}

/**
 * The play after the player to move makes `move`; the other player moves next.
 *
 * @param play The play.
 * @param move One of `sumMoves(play.components, play.toMove)`.
 * @returns The new play.
 * @throws {RangeError} If `move` is not a move of the player to move.
 */
export function playSumMove(play: SumPlay, move: SumMove): SumPlay {
  checkIndex("play in the sum", play.components, move.component);
  const target = writeBoard(move.board);
  const legal = boardMoves(play.components[move.component], play.toMove)
    .some((b) => writeBoard(b) === target);
  if (!legal) {
    throw new RangeError(
      `Cannot play in the sum: it is not a move of ${
        play.toMove === "L" ? "Left" : "Right"
      } in component ${move.component + 1}, received "${target}"`,
    );
  }
  const components = play.components.map((b, k) => k === move.component ? move.board : b);
  return step(play, { components, toMove: play.toMove === "L" ? "R" : "L" });
}

/**
 * The play with its last step taken back (unchanged when there is none).
 *
 * @param play The play.
 * @returns The new play.
 */
export function undoSum(play: SumPlay): SumPlay {
  const previous = play.past.at(-1);
  if (previous === undefined) return play;
  return {
    ...previous,
    past: play.past.slice(0, -1),
    future: [...play.future, { components: play.components, toMove: play.toMove }],
  };
}

/**
 * The play with the last undone step made again (unchanged when there is none).
 *
 * @param play The play.
 * @returns The new play.
 */
export function redoSum(play: SumPlay): SumPlay {
  const next = play.future.at(-1);
  if (next === undefined) return play;
  return {
    ...next,
    past: [...play.past, { components: play.components, toMove: play.toMove }],
    future: play.future.slice(0, -1),
  };
}

/**
 * The sum in the game notation, such as `domineering("..|..") + clobber("xo")` (`0` when empty).
 *
 * @param components The boards.
 * @returns The expression.
 */
export function sumExpression(components: readonly Board[]): string {
  return components.length === 0 ? "0" : components.map(boardExpression).join(" + ");
}

/**
 * The components as text for a link: JSON of `[ruleset, rows]` pairs (`[ruleset, rows, variant]`
 * for a board played in a variant).
 *
 * @param components The boards.
 * @returns The text.
 */
export function writeSum(components: readonly Board[]): string {
  return JSON.stringify(
    components.map((b) =>
      b.variant === undefined ? [b.ruleset, writeBoard(b)] : [b.ruleset, writeBoard(b), b.variant]
    ),
  );
}

/**
 * Reads the text of {@link writeSum}.
 *
 * @param text The text.
 * @returns The boards.
 * @throws {SyntaxError} If the text is not such JSON, or a board cannot be read.
 * @throws {RangeError} If there are too many boards, a ruleset has no board, or a ruleset is
 * loopy (Backsliding Toads and Frogs, Fox and Geese, Wind-Up: a sum takes short games only).
 */
export function readSum(text: string): Board[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SyntaxError(`Cannot read sum: expected JSON, received ${JSON.stringify(text)}`);
  }
  const pairs = Array.isArray(data) ? data : undefined;
  if (
    pairs === undefined ||
    !pairs.every((p) =>
      Array.isArray(p) && (p.length === 2 || p.length === 3) &&
      p.every((x) => typeof x === "string")
    )
  ) {
    throw new SyntaxError(
      `Cannot read sum: expected a list of [ruleset, board] pairs, received ${
        JSON.stringify(text)
      }`,
    );
  }
  if (pairs.length > MAX_COMPONENTS) {
    throw new RangeError(
      `Cannot read sum: a sum has at most ${MAX_COMPONENTS} boards, received ${pairs.length}`,
    );
  }
  return pairs.map(([ruleset, rows, variant]: string[]) => {
    if (!isRulesetId(ruleset)) {
      throw new RangeError(`Cannot read sum: no board for the ruleset, received ${ruleset}`);
    }
    const board = readBoard(ruleset, rows, variant);
    checkShort("read sum", board);
    return board;
  });
}

/** A move in a sum, valued and marked for its mover. */
export interface MarkedSumMove extends SumMove {
  /** The value of the moved component after the move. */
  readonly componentValue: string;
  /** The whole sum after the move. */
  readonly game: GameSummary;
  /** Winning, sensible or neither, for its mover in the whole sum. */
  readonly mark: MoveMark;
}

/** The analysis of a sum: its value and both players' marked moves. */
export interface SumAnalysis {
  /** The analysis of the sum's value. */
  readonly analysis: Analysis;
  /** Left's moves. */
  readonly left: MarkedSumMove[];
  /** Right's moves. */
  readonly right: MarkedSumMove[];
}

/**
 * Values a sum and marks each move: `winning` when `winningMoves` of the components lists a move
 * in the same component to the same value, else `sensible` when `sensibleMoves` does, else
 * `other` (whether a move wins or is sensible depends only on the component and the value it
 * moves to). The components are the boards as ruleset positions, so the library searches them.
 *
 * @param components The boards.
 * @param registry Where the values are remembered for the option tree (cleared first).
 * @returns The analysis.
 * @throws {PositionLimitError} If a component is too large to search.
 */
export function analyseSum(components: readonly Board[], registry: GameRegistry): SumAnalysis {
  registry.clear();
  const forms = components.map((b) =>
    parseGameForm(boardExpression(b), { functions: RULESET_FUNCTIONS })
  );
  const values = components.map(boardValue);
  const total = sum(values);
  const cache = new FormValueCache();
  const marked = (side: Side): MarkedSumMove[] => {
    const player = side === "L" ? "left" : "right";
    const winning = winningMoves(forms, player, { cache });
    const sensible = sensibleMoves(forms, player, { cache });
    return sumMoves(components, side).map((move) => {
      const after = boardValue(move.board);
      const same = (m: { component: number; value: Game }): boolean =>
        m.component === move.component && equals(m.value, after);
      const result = sum(values.map((v, k) => k === move.component ? after : v));
      return {
        ...move,
        componentValue: registry.summary(after).value,
        game: registry.summary(result),
        mark: winning.some(same) ? "winning" : sensible.some(same) ? "sensible" : "other",
      };
    });
  };
  const left = marked("L");
  const right = marked("R");
  cache.clear();
  return { analysis: analyse(total, registry), left, right };
}
