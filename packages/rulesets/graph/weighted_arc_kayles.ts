/**
 * Weighted Arc Kayles, CGSuite's `GenArcKayles(weighted => true)`: an impartial game on a graph
 * with a weight on each vertex, where a move takes one from both ends of an edge.
 *
 * @module
 */

import { bit, forEachBit, popCount } from "../_bitboard.ts";
import { canonicalGraphKey } from "../_canonical_graph.ts";
import { typeFail } from "../_check.ts";
import { formatGraphNotation, parseGraphNotation } from "../_graph_notation.ts";
import { chargeWork } from "../_work.ts";
import { type ImpartialRuleset, impartialRuleset } from "../variant/impartial_ruleset.ts";
import { type Game, nimber } from "@cgt/partizan/game";
import type { PositionKey } from "@cgt/partizan/search";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { ImpartialRuleset } from "../variant/impartial_ruleset.ts";
export type { GrundySolver, ImpartialGame, ImpartialOutcome } from "@cgt/impartial/grundy";

/** The most vertices a Weighted Arc Kayles graph may have. */
export const MAX_WEIGHTED_ARC_KAYLES_VERTICES = 32;

/** The largest weight of a vertex. */
export const MAX_WEIGHTED_ARC_KAYLES_WEIGHT = 99;

/** The longest notation read. */
export const MAX_WEIGHTED_ARC_KAYLES_LENGTH = 4096;

/**
 * A Weighted Arc Kayles position on vertices `0 .. n-1`: each vertex's weight, its neighbours
 * (masks, without itself) and the vertices with a loop.
 */
export interface WeightedArcKaylesPosition {
  /** The weight of each vertex, 0 to {@link MAX_WEIGHTED_ARC_KAYLES_WEIGHT}. */
  readonly weights: readonly number[];
  /** For each vertex, the mask of its neighbours (bit j for vertex j), never itself. */
  readonly adjacency: readonly number[];
  /** The vertices with a loop, as a mask. */
  readonly loops: number;
}

const WEIGHT_LABELS: readonly string[] = Array.from(
  { length: MAX_WEIGHTED_ARC_KAYLES_WEIGHT + 1 },
  (_, k) => String(k),
);

/**
 * Parses a weighted graph in CGSuite's graph notation with a weight for every vertex: `3-1-2`
 * is a path whose vertices weigh 3, 1 and 2; weights above 9 are braced, `{12}-5`; `(` ... `;`
 * ... `)` are branches, `;` at top level another component, `:A` or `:{name}` names a vertex
 * (the same weight at every occurrence), `2:A-2:A` is a loop (repeated edges are one edge here).
 *
 * @param text The graph, at most 32 vertices and 4096 characters.
 * @returns The position.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not graph notation, or a vertex has no weight.
 * @throws {RangeError} If it is too long, has more than 32 vertices or a weight above 99.
 *
 * @example
 * ```ts
 * import { parseWeightedArcKayles } from "@cgt/rulesets/weighted-arc-kayles";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseWeightedArcKayles("3-1-{12}"), {
 *   weights: [3, 1, 12],
 *   adjacency: [0b010, 0b101, 0b010],
 *   loops: 0,
 * });
 * ```
 */
export function parseWeightedArcKayles(text: string): WeightedArcKaylesPosition {
  const what = "Weighted Arc Kayles graph";
  if (typeof text !== "string") typeFail(`read ${what}`, 'expected a string such as "2-1-2"', text);
  const braced = /\{(\d+)\}/.exec(text);
  if (braced !== null && Number(braced[1]) > MAX_WEIGHTED_ARC_KAYLES_WEIGHT) {
    throw new RangeError(
      `Cannot read ${what}: a weight is at most ${MAX_WEIGHTED_ARC_KAYLES_WEIGHT}, received ${
        JSON.stringify(text.length > 40 ? text.slice(0, 37) + "..." : text)
      }`,
    );
  }
  const graph = parseGraphNotation(text, {
    what,
    vertexLabels: WEIGHT_LABELS,
    edgeLabels: [],
    plainEdge: true,
    edgeHint: "-",
    maxVertices: MAX_WEIGHTED_ARC_KAYLES_VERTICES,
    maxLength: MAX_WEIGHTED_ARC_KAYLES_LENGTH,
  });
  const weights = graph.labels.map((label, v) => {
    if (label === "") {
      throw new SyntaxError(
        `Cannot read ${what}: every vertex needs a weight (vertex ${v + 1} has none), received ${
          JSON.stringify(text.length > 40 ? text.slice(0, 37) + "..." : text)
        }`,
      );
    }
    return Number(label);
  });
  const adjacency = weights.map(() => 0);
  let loops = 0;
  for (const [u, v] of graph.edges) {
    if (u === v) loops = (loops | bit(u)) >>> 0;
    else {
      adjacency[u] = (adjacency[u] | bit(v)) >>> 0;
      adjacency[v] = (adjacency[v] | bit(u)) >>> 0;
    }
  }
  return { weights, adjacency, loops };
}

/**
 * Writes a position in CGSuite's graph notation with weights, the vertices of weight 0 left
 * out (they take no part in play); {@link parseWeightedArcKayles} reads it back as the same
 * game, up to the numbering of the vertices.
 *
 * @param position The position.
 * @returns The notation; "" when every vertex weighs 0.
 * @throws {TypeError} If `position` is not a Weighted Arc Kayles position.
 *
 * @example
 * ```ts
 * import {
 *   formatWeightedArcKayles,
 *   parseWeightedArcKayles,
 * } from "@cgt/rulesets/weighted-arc-kayles";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatWeightedArcKayles(parseWeightedArcKayles("3-0-{12}")), "3;{12}");
 * ```
 */
export function formatWeightedArcKayles(position: WeightedArcKaylesPosition): string {
  const p = position as Partial<WeightedArcKaylesPosition> | null;
  if (
    p === null || typeof p !== "object" || !Array.isArray(p.weights) ||
    !Array.isArray(p.adjacency) || p.adjacency.length !== p.weights.length ||
    !Number.isInteger(p.loops)
  ) {
    typeFail("write Weighted Arc Kayles graph", "expected { weights, adjacency, loops }", position);
  }
  const index = new Map<number, number>();
  const labels: string[] = [];
  position.weights.forEach((w, v) => {
    if (w > 0) {
      index.set(v, labels.length);
      labels.push(String(w));
    }
  });
  const edges: [number, number, string][] = [];
  for (const [v, i] of index) {
    if ((position.loops >>> v) & 1) edges.push([i, i, ""]);
    forEachBit(position.adjacency[v], (u) => {
      const j = index.get(u);
      if (u > v && j !== undefined) edges.push([i, j, ""]);
    });
  }
  return formatGraphNotation({ labels, edges });
}

/** The vertices of `p` with positive weight. */
function aliveOf(p: WeightedArcKaylesPosition): number {
  let alive = 0;
  p.weights.forEach((w, v) => {
    if (w > 0) alive = (alive | bit(v)) >>> 0;
  });
  return alive;
}

/** The options: take one from both ends of an edge whose ends weigh at least one (a loop: one). */
function options(p: WeightedArcKaylesPosition): WeightedArcKaylesPosition[] {
  const out: WeightedArcKaylesPosition[] = [];
  const alive = aliveOf(p);
  forEachBit(alive, (v) => {
    const take = (u: number): void => {
      const weights = p.weights.slice();
      weights[v]--;
      if (u !== v) weights[u]--;
      out.push({ weights, adjacency: p.adjacency, loops: p.loops });
    };
    if ((p.loops >>> v) & 1) take(v);
    forEachBit((p.adjacency[v] & alive) >>> 0, (u) => {
      if (u > v) take(u);
    });
  });
  chargeWork(p.weights.length * (out.length + 1));
  return out;
}

/** The connected parts of the vertices of positive weight that have a move. */
function parts(p: WeightedArcKaylesPosition): WeightedArcKaylesPosition[] {
  let rest = aliveOf(p);
  const out: WeightedArcKaylesPosition[] = [];
  while (rest !== 0) {
    let part = (rest & -rest) >>> 0;
    for (;;) {
      let grown = part;
      forEachBit(part, (v) => {
        grown = (grown | p.adjacency[v]) >>> 0;
      });
      grown = (grown & rest) >>> 0;
      if (grown === part) break;
      part = grown;
    }
    rest = (rest & ~part) >>> 0;
    const loops = (p.loops & part) >>> 0;
    if (popCount(part) > 1 || loops !== 0) {
      out.push({
        weights: p.weights.map((w, v) => ((part >>> v) & 1 ? w : 0)),
        adjacency: p.adjacency,
        loops,
      });
    }
  }
  chargeWork(4 * p.weights.length * (out.length + 1));
  return out;
}

/** The canonical labelling of the vertices of positive weight, coloured by weight and loop. */
function key(p: WeightedArcKaylesPosition): PositionKey {
  const alive = aliveOf(p);
  const vertex: number[] = [];
  const index: number[] = [];
  forEachBit(alive, (v) => {
    index[v] = vertex.length;
    vertex.push(v);
  });
  const colour = vertex.map((v) => 2 * p.weights[v] + ((p.loops >>> v) & 1));
  const offsets: number[] = [0];
  const targets: number[] = [];
  for (const v of vertex) {
    forEachBit((p.adjacency[v] & alive) >>> 0, (u) => targets.push(index[u]));
    offsets.push(targets.length);
  }
  chargeWork(4 * (vertex.length + targets.length));
  return canonicalGraphKey({ colour, offsets, targets });
}

/**
 * The rules of Weighted Arc Kayles (CGSuite's `WeightedArcKayles`, `GenArcKayles(weighted =>
 * true)`): a player picks an edge whose two ends both weigh at least one and takes one from
 * each (a loop takes one from its vertex); a vertex of weight 0 is out of play. With every
 * weight 1 it is Arc Kayles. Impartial: Grundy values by the bridge of `impartialRuleset`.
 * Components are the connected parts of the vertices of positive weight (CGSuite's
 * `Decomposition(0)`); keys are canonical labellings coloured by weight, so isomorphic parts
 * share one table entry.
 *
 * @example
 * ```ts
 * import {
 *   parseWeightedArcKayles,
 *   WEIGHTED_ARC_KAYLES,
 * } from "@cgt/rulesets/weighted-arc-kayles";
 * import assert from "node:assert/strict";
 *
 * assert.equal(WEIGHTED_ARC_KAYLES.solver.grundy(parseWeightedArcKayles("1-2-1")), 0);
 * ```
 */
export const WEIGHTED_ARC_KAYLES: ImpartialRuleset<WeightedArcKaylesPosition> = impartialRuleset(
  { options, key, components: parts },
  { name: "Weighted Arc Kayles" },
);

/**
 * Returns the value (a nimber) of a Weighted Arc Kayles graph ({@link WEIGHTED_ARC_KAYLES}).
 * Grundy values are cached across calls in one module-wide solver.
 *
 * Cost: exponential in the number of vertices, and growing with the weights (a part has up to
 * the product of (weight + 1) over its vertices positions).
 *
 * @param text The graph in the notation of {@link parseWeightedArcKayles}.
 * @returns The nimber.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not graph notation with a weight on every vertex.
 * @throws {RangeError} If it is too long, has more than 32 vertices or a weight above 99.
 *
 * @example
 * ```ts
 * import { weightedArcKayles } from "@cgt/rulesets/weighted-arc-kayles";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * // One edge: min(a, b) forced moves.
 * assert.equal(formatGame(weightedArcKayles("2-3")), "0");
 * assert.equal(formatGame(weightedArcKayles("3-3")), "*");
 * // With all weights 1 it is Arc Kayles: a path of three vertices is *.
 * assert.equal(formatGame(weightedArcKayles("1-1-1")), "*");
 * ```
 */
export function weightedArcKayles(text: string): Game {
  return nimber(WEIGHTED_ARC_KAYLES.solver.grundy(parseWeightedArcKayles(text)));
}
