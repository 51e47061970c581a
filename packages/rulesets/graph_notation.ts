/**
 * CGSuite's graph notation, read and written for any game on a graph: the one reader and writer
 * that Col, Snort, Arc Kayles and Hackenbush use, for tools that draw graphs (the explorer's
 * graph editor).
 *
 * @example
 * ```ts
 * import { formatGraphNotation, parseGraphNotation } from "@cgt/rulesets/graph-notation";
 * import assert from "node:assert/strict";
 *
 * const rules = {
 *   what: "Hackenbush graph",
 *   vertexLabels: [],
 *   edgeLabels: ["l", "r", "e"],
 *   plainEdge: false,
 *   edgeHint: "l, r or e",
 *   maxVertices: 32,
 *   maxLength: 4096,
 * };
 * const triangle = parseGraphNotation(":Alre:A", rules);
 * assert.deepEqual(triangle.edges, [[0, 1, "l"], [1, 2, "r"], [2, 0, "e"]]);
 * assert.equal(formatGraphNotation(triangle), ":Alre:A");
 * ```
 *
 * @module
 */

import {
  formatGraphNotation as format,
  type GraphNotationRules,
  type NotationGraph,
  parseGraphNotation as parse,
} from "./_graph_notation.ts";

export type { GraphNotationRules, NotationGraph } from "./_graph_notation.ts";

/**
 * Reads a graph in CGSuite's notation: components separated by `;`, a vertex (an optional label
 * or `.`, then an optional name `:A` or `:{name}`) followed by steps, each an edge (`-` or an
 * edge label) and a vertex, or a group `(...;...)` of branches from the vertex before it; a vertex
 * named twice is one vertex (cycles, loops, repeated edges); spaces are ignored. Vertices are
 * numbered in the order they first appear.
 *
 * @param text The notation.
 * @param rules The labels the game allows and its bounds.
 * @returns The label of each vertex ("" for none) and the edges `[u, v, label]` in order.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not in the grammar (the message gives the column).
 * @throws {RangeError} If it is longer than `rules.maxLength` or has more than
 * `rules.maxVertices` vertices.
 *
 * @example
 * ```ts
 * import { parseGraphNotation } from "@cgt/rulesets/graph-notation";
 * import assert from "node:assert/strict";
 *
 * const rules = {
 *   what: "Col graph",
 *   vertexLabels: ["L", "R"],
 *   edgeLabels: [],
 *   plainEdge: true,
 *   edgeHint: "-",
 *   maxVertices: 32,
 *   maxLength: 4096,
 * };
 * assert.deepEqual(parseGraphNotation("L-.(-;-R)", rules), {
 *   labels: ["L", "", "", "R"],
 *   edges: [[0, 1, ""], [1, 2, ""], [1, 3, ""]],
 * });
 * ```
 */
export function parseGraphNotation(text: string, rules: GraphNotationRules): NotationGraph {
  return parse(text, rules);
}

/**
 * Writes a graph in CGSuite's notation, each component walked depth first from its
 * lowest-numbered vertex (so vertex 0 comes first: the ground, for Hackenbush); vertices met more
 * than once are named `:A`, `:B`, ...; unlabelled vertices are implicit (a lone one is `.`) and an
 * edge labelled "" is `-`. {@link parseGraphNotation} reads it back as the same graph up to the
 * numbering of the vertices and the order of the edges.
 *
 * @param graph The label of each vertex and the edges `[u, v, label]`.
 * @returns The notation; "" for the empty graph.
 *
 * @example
 * ```ts
 * import { formatGraphNotation } from "@cgt/rulesets/graph-notation";
 * import assert from "node:assert/strict";
 *
 * const star = { labels: ["", "", "", "L"], edges: [[0, 1, ""], [0, 2, ""], [0, 3, ""]] } as const;
 * assert.equal(formatGraphNotation(star), "(-;-;-L)");
 * ```
 */
export function formatGraphNotation(graph: NotationGraph): string {
  return format(graph);
}
