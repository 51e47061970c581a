/**
 * The obviously-correct reference for loopy positions: explore the finite graph of every
 * position reachable from a start, then label who wins by plain retrograde analysis
 * (`slowOutcome` of testing/loopy_graph.ts): win, loss or draw for each player moving first.
 *
 * @module
 */

import type { LoopyGraph, LoopyOutcome } from "@cgt/partizan/loopy";
import { identityKey, type PositionKey } from "@cgt/core/position-key";
import type { Ruleset } from "@cgt/partizan/search";
import { slowOutcome, slowOutcomes } from "./loopy_graph.ts";

/** The result for the player who moves first. */
export type PlainLoopyResult = "win" | "loss" | "draw";

/** Options of {@link plainLoopyGraph} and {@link plainLoopyOutcome}. */
export interface PlainLoopyOptions<P> {
  /**
   * The key of a position: positions with equal keys are one node of the graph.
   * @default {the ruleset's `key`, else the position itself (`identityKey`)}
   */
  readonly key?: (position: P) => PositionKey;
  /**
   * The most positions to explore before giving up with a `RangeError`.
   * @default {100_000}
   */
  readonly maxPositions?: number;
}

/**
 * The game graph of the positions reachable from `start` (node 0), explored breadth-first:
 * `left[i]` and `right[i]` are the nodes of node i's options.
 */
export function plainLoopyGraph<P>(
  ruleset: Ruleset<P>,
  start: P,
  options: PlainLoopyOptions<P> = {},
): LoopyGraph {
  return explore(ruleset, [start], options).graph;
}

/** The graph reachable from all of `starts`, and the node of each start. */
function explore<P>(
  ruleset: Ruleset<P>,
  starts: readonly P[],
  options: PlainLoopyOptions<P>,
): { graph: LoopyGraph; nodes: number[] } {
  const key = options.key ?? ((p: P) => ruleset.key ? ruleset.key(p) : identityKey(p));
  const maxPositions = options.maxPositions ?? 100_000;
  const index = new Map<string, number>();
  const positions: P[] = [];
  const at = (p: P): number => {
    const k = key(p);
    const id = `${typeof k}:${k}`;
    let i = index.get(id);
    if (i === undefined) {
      if (positions.length >= maxPositions) {
        throw new RangeError(
          `Cannot explore the game graph: it has more than ${maxPositions} positions`,
        );
      }
      i = positions.push(p) - 1;
      index.set(id, i);
    }
    return i;
  };
  const nodes = starts.map(at);
  const left: number[][] = [];
  const right: number[][] = [];
  for (let i = 0; i < positions.length; i++) {
    left.push([...ruleset.leftOptions(positions[i])].map(at));
    right.push([...ruleset.rightOptions(positions[i])].map(at));
  }
  return { graph: { left, right }, nodes };
}

/**
 * Who wins `start` under normal play with loops allowed (infinite play is a draw), for each
 * player moving first: `slowOutcome` on {@link plainLoopyGraph}.
 */
export function plainLoopyOutcome<P>(
  ruleset: Ruleset<P>,
  start: P,
  options: PlainLoopyOptions<P> = {},
): { leftFirst: PlainLoopyResult; rightFirst: PlainLoopyResult } {
  return plainLoopyOutcomes(ruleset, [start], options)[0];
}

/**
 * {@link plainLoopyOutcome} of each of `starts`, from one exploration of everything reachable
 * from them (cheaper than one search per start when they share positions).
 */
export function plainLoopyOutcomes<P>(
  ruleset: Ruleset<P>,
  starts: readonly P[],
  options: PlainLoopyOptions<P> = {},
): { leftFirst: PlainLoopyResult; rightFirst: PlainLoopyResult }[] {
  const { graph, nodes } = explore(ruleset, starts, options);
  // slowOutcomes: 1 Left wins, -1 Right wins, 0 draw, with Left and with Right moving first.
  const table = slowOutcomes(graph);
  return nodes.map((v) => {
    const [l, r] = table[v];
    return {
      leftFirst: l === 1 ? "win" : l === -1 ? "loss" : "draw",
      rightFirst: r === -1 ? "win" : r === 1 ? "loss" : "draw",
    };
  });
}

/**
 * The outcome class of node 0 of a game graph in CGSuite's names (as `graphOutcome` of
 * `@cgt/partizan/loopy`), from `slowOutcome`: the winner with Left moving first, then with Right
 * moving first (`L` = Left both times, `N` = the first player, `NHat` = Left first wins and Right
 * first draws, and so on).
 */
export function plainGraphClass(graph: LoopyGraph): LoopyOutcome {
  const [l, r] = slowOutcome(graph);
  const winner = (x: number) => (x === 1 ? "L" : x === -1 ? "R" : "D");
  const names: Record<string, LoopyOutcome> = {
    LL: "L",
    LR: "N",
    LD: "NHat",
    DL: "PHat",
    DD: "D",
    DR: "NCheck",
    RL: "P",
    RD: "PCheck",
    RR: "R",
  };
  return names[winner(l) + winner(r)];
}

/** The outcome class of `start`: {@link plainGraphClass} of {@link plainLoopyGraph}. */
export function plainLoopyClass<P>(
  ruleset: Ruleset<P>,
  start: P,
  options: PlainLoopyOptions<P> = {},
): LoopyOutcome {
  return plainGraphClass(plainLoopyGraph(ruleset, start, options));
}
