/**
 * What the worker computes for the graph editor: the value of a graph and of every move on it,
 * each move marked winning, sensible or other for its mover (the marks of the Board tab).
 *
 * @example
 * ```ts
 * import { analyseGraph } from "./graph_compute.ts";
 * import { readGraph } from "./graph_editor.ts";
 * import { GameRegistry } from "./compute.ts";
 * import assert from "node:assert/strict";
 *
 * const r = analyseGraph(readGraph("hackenbush", "l(l;rl)"), new GameRegistry());
 * assert.equal(r.analysis.value, "3/2");
 * assert.equal(r.moves.filter((m) => m.side === "L").length, 3);
 * assert.ok(r.moves.every((m) => m.side === "R" || m.mark === "winning"));
 * ```
 *
 * @module
 */

import { type Game, parseGame } from "@cgt/partizan";
import {
  analyse,
  type Analysis,
  type GameRegistry,
  type GameSummary,
  type MoveMark,
  moveMark,
} from "./compute.ts";
import {
  type EditorGraph,
  type GraphElement,
  graphExpression,
  graphMoves,
  type Side,
} from "./graph_editor.ts";
import { RULESET_FUNCTIONS } from "./engine_imports.ts";

/** A move on the graph with its value and mark. */
export interface GraphMoveValue {
  /** The mover. */
  readonly side: Side;
  /** The element the move is played on. */
  readonly element: GraphElement;
  /** The position after the move, as an expression. */
  readonly expression: string;
  /** The value after the move. */
  readonly game: GameSummary;
  /** What the move is worth to its mover (see `BoardMove.mark` in compute.ts). */
  readonly mark: MoveMark;
}

/** A graph's value and its moves. */
export interface GraphAnalysis {
  /** The expression of the graph, such as `hackenbush("l(l;rl)")`. */
  readonly expression: string;
  /** The analysis of its value. */
  readonly analysis: Analysis;
  /** Left's moves, then Right's, in the order of {@link graphMoves}. */
  readonly moves: GraphMoveValue[];
}

function value(expression: string): Game {
  return parseGame(expression, { functions: RULESET_FUNCTIONS });
}

/**
 * Values a graph and every move on it, through the notation, so each value is exactly the
 * library's value of that expression. The moves are valued one at a time, with
 * `onProgress(done, total)` after each.
 *
 * @param graph The graph.
 * @param registry The registry (cleared first).
 * @param onProgress Called after each move is valued.
 * @returns The analysis.
 */
export function analyseGraph(
  graph: EditorGraph,
  registry: GameRegistry,
  onProgress: (done: number, total: number) => void = () => {},
): GraphAnalysis {
  registry.clear();
  const moves = [...graphMoves(graph, "L"), ...graphMoves(graph, "R")];
  const total = moves.length + 1;
  onProgress(0, total);
  const valued = moves.map((m, k) => {
    const expression = graphExpression(m.after);
    const g = value(expression);
    onProgress(k + 1, total);
    return { m, expression, g };
  });
  const expression = graphExpression(graph);
  const before = value(expression);
  const out = valued.map(({ m, expression, g }): GraphMoveValue => ({
    side: m.side,
    element: m.element,
    expression,
    game: registry.summary(g),
    mark: moveMark(before, g, m.side),
  }));
  const analysis = analyse(before, registry);
  onProgress(total, total);
  return { expression, analysis, moves: out };
}
