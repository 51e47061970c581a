/**
 * Values of rulesets whose positions can repeat: the game graph of a position is explored and
 * its loopy value found.
 *
 * @module
 */

import { checkOptions, checkRuleset, describeValue } from "../_check.ts";
import { PositionLimitError, spend } from "../_engine.ts";
import type { PositionKey, Ruleset } from "../search/search.ts";
import { identityKey } from "@cgt/core/position-key";
import {
  fromGame,
  graphOutcome,
  loopyAdd,
  type LoopyGame,
  loopyGame,
  type LoopyGraph,
  type LoopyOutcome,
} from "./loopy.ts";

export type { PositionKey, Ruleset } from "../search/search.ts";
export type { LoopyGame, LoopyOutcome } from "./loopy.ts";
export type { Game } from "../game.ts";

/** Options of {@link loopyValue}. */
export interface LoopyValueOptions {
  /**
   * The most positions of one component's game graph to explore before giving up with a
   * {@link PositionLimitError}.
   *
   * @default {20_000}
   */
  maxPositions?: number;
}

/**
 * The value of `position` in a ruleset whose positions may repeat (the same {@link Ruleset}
 * interface as `value` in `@cgt/partizan/search`; here cycles are allowed). Each component
 * (when the ruleset splits positions) is explored breadth-first into a game graph, keyed by
 * `ruleset.key`, and its value found as {@link loopyGame} does; the components' values are
 * added. `shortcut` values are used for components that have one.
 *
 * Cost: exploring is linear in the positions and moves; the value then costs what
 * {@link loopyGame} costs on that graph (it grows with the size of the graph's largest
 * strongly connected component, not with the whole graph).
 *
 * @param ruleset The rules.
 * @param position The position.
 * @param options The exploration limit.
 * @returns Its loopy value.
 * @throws {PositionLimitError} If a component has more than `maxPositions` positions.
 * @throws {RangeError} If a comparison outgrows its size limit (2^25 states).
 *
 * @example A token on a cycle of three cells: Left moves it forward, Right back, and only
 * Left may leave from cell 2
 * ```ts
 * import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
 * import { loopyValue } from "@cgt/partizan/loopy-ruleset";
 * import type { Ruleset } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * const cycle: Ruleset<number> = {
 *   name: "Cycle",
 *   leftOptions: (n) => (n === 3 ? [] : n === 2 ? [0, 3] : [n + 1]),
 *   rightOptions: (n) => (n === 3 ? [] : [(n + 2) % 3]),
 * };
 * assert.equal(formatLoopyGame(loopyValue(cycle, 3)), "0");
 * assert.equal(typeof formatLoopyGame(loopyValue(cycle, 0)), "string");
 * ```
 */
export function loopyValue<P>(
  ruleset: Ruleset<P>,
  position: P,
  options: LoopyValueOptions = {},
): LoopyGame {
  const maxPositions = checkMaxPositions("find loopy value", ruleset, options);
  const key = ruleset.key ? ruleset.key.bind(ruleset) : identityKey;
  const parts = ruleset.components ? [...ruleset.components(position)] : [position];
  let total: LoopyGame | undefined;
  for (const part of parts) {
    const short = ruleset.shortcut?.(part);
    const v = short !== undefined
      ? fromGame(short)
      : componentValue(ruleset, part, key, maxPositions);
    total = total === undefined ? v : loopyAdd(total, v);
  }
  return total ?? loopyGame({ left: [[]], right: [[]] });
}

/**
 * The loopy outcome class of `position` in a ruleset whose positions may repeat: who wins with
 * each player moving first when infinite play is a draw, found by retrograde analysis of the
 * whole game graph (`graphOutcome`), without its value. Components are not split and
 * `shortcut` is not used, so this answers where {@link loopyValue} would be too costly to
 * simplify (a large strongly connected component).
 *
 * Cost: exploring and labelling are linear in the positions and moves of the graph.
 *
 * @param ruleset The rules.
 * @param position The position.
 * @param options The exploration limit.
 * @returns Its outcome class (`"NHat"`: Left wins moving first, a draw if Right starts; and so
 * on, as `loopyOutcome`).
 * @throws {PositionLimitError} If more than `maxPositions` positions are reachable.
 *
 * @example A token on a cycle: each player moves it on, and only Left may stop at 2
 * ```ts
 * import { loopyRulesetOutcome } from "@cgt/partizan/loopy-ruleset";
 * import type { Ruleset } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * const cycle: Ruleset<number> = {
 *   name: "Cycle",
 *   leftOptions: (n) => (n === 3 ? [] : n === 2 ? [0, 3] : [n + 1]),
 *   rightOptions: (n) => (n === 3 ? [] : [(n + 2) % 3]),
 * };
 * assert.equal(loopyRulesetOutcome(cycle, 3), "P"); // no moves: the player to move loses
 * assert.equal(loopyRulesetOutcome(cycle, 2), "NHat"); // Left escapes to 3; Right cycles
 * ```
 */
export function loopyRulesetOutcome<P>(
  ruleset: Ruleset<P>,
  position: P,
  options: LoopyValueOptions = {},
): LoopyOutcome {
  const maxPositions = checkMaxPositions("find loopy outcome", ruleset, options);
  const key = ruleset.key ? ruleset.key.bind(ruleset) : identityKey;
  return graphOutcome(exploreGraph(ruleset, position, key, maxPositions));
}

/** Checks the ruleset and options of a search, and returns its position limit. */
function checkMaxPositions<P>(
  what: string,
  ruleset: Ruleset<P>,
  options: LoopyValueOptions,
): number {
  checkRuleset(what, ruleset);
  const maxPositions = checkOptions(what, options).maxPositions ?? 20_000;
  if (!(Number.isInteger(maxPositions) && maxPositions > 0)) {
    throw new RangeError(
      `Cannot ${what}: maxPositions must be a positive integer, received ${
        describeValue(maxPositions)
      }`,
    );
  }
  return maxPositions;
}

function componentValue<P>(
  ruleset: Ruleset<P>,
  start: P,
  key: (p: P) => PositionKey,
  maxPositions: number,
): LoopyGame {
  return loopyGame(exploreGraph(ruleset, start, key, maxPositions));
}

/** The game graph of the positions reachable from `start` (node 0), charging a step each. */
function exploreGraph<P>(
  ruleset: Ruleset<P>,
  start: P,
  key: (p: P) => PositionKey,
  maxPositions: number,
): LoopyGraph {
  const index = new Map<PositionKey, number>([[key(start), 0]]);
  const positions: P[] = [start];
  const left: number[][] = [];
  const right: number[][] = [];
  const at = (p: P): number => {
    const k = key(p);
    let i = index.get(k);
    if (i === undefined) {
      if (positions.length >= maxPositions) throw new PositionLimitError(maxPositions);
      i = positions.push(p) - 1;
      index.set(k, i);
    }
    return i;
  };
  for (let i = 0; i < positions.length; i++) {
    spend(1);
    left.push([...new Set([...ruleset.leftOptions(positions[i])].map(at))]);
    right.push([...new Set([...ruleset.rightOptions(positions[i])].map(at))]);
  }
  const graph: LoopyGraph = { left, right };
  return graph;
}
