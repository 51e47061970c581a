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
import { typeFail } from "./_check.ts";

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
 * @throws {TypeError} If `text` is not a string or `rules` is not of that shape.
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
  const what = "read graph notation";
  if (typeof text !== "string") typeFail(what, "the notation must be a string", text);
  return parse(text, checkRules(what, rules));
}

/** The most vertices or edges {@link formatGraphNotation} writes, and the most `maxVertices`. */
const MAX_GRAPH_SIZE = 1 << 16;
/** The longest text `maxLength` may allow. */
const MAX_TEXT = 1 << 20;

/** Checks the shape of a caller's rules and returns a copy that cannot change under us. */
function checkRules(what: string, rules: unknown): GraphNotationRules {
  if (typeof rules !== "object" || rules === null || Array.isArray(rules)) {
    typeFail(what, "the rules must be an object", rules);
  }
  const r = rules as Record<string, unknown>;
  const labels = (name: string): string[] => {
    const list = r[name];
    if (
      !Array.isArray(list) || list.length > 64 ||
      !list.every((x) => typeof x === "string" && x.length === 1)
    ) {
      typeFail(what, `rules.${name} must be a list of one-character strings`, list);
    }
    return [...list];
  };
  const bound = (name: string, max: number): number => {
    const n = r[name];
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > max) {
      typeFail(what, `rules.${name} must be an integer from 0 to ${max}`, n);
    }
    return n;
  };
  const text = (name: string): string => {
    const t = r[name];
    if (typeof t !== "string" || t.length > 200) {
      typeFail(what, `rules.${name} must be a string of at most 200 characters`, t);
    }
    return t;
  };
  if (typeof r.plainEdge !== "boolean") {
    typeFail(what, "rules.plainEdge must be a boolean", r.plainEdge);
  }
  return {
    what: text("what"),
    vertexLabels: labels("vertexLabels"),
    edgeLabels: labels("edgeLabels"),
    plainEdge: r.plainEdge as boolean,
    edgeHint: text("edgeHint"),
    maxVertices: bound("maxVertices", MAX_GRAPH_SIZE),
    maxLength: bound("maxLength", MAX_TEXT),
  };
}

/** Checks the shape of a caller's graph and returns a copy that cannot change under us. */
function checkGraph(what: string, graph: unknown): NotationGraph {
  if (typeof graph !== "object" || graph === null || Array.isArray(graph)) {
    typeFail(what, "the graph must be an object with labels and edges", graph);
  }
  const g = graph as Record<string, unknown>;
  const labels = g.labels;
  if (
    !Array.isArray(labels) || labels.length > MAX_GRAPH_SIZE ||
    !labels.every((x) => typeof x === "string" && x.length <= 1)
  ) {
    typeFail(
      what,
      `labels must be a list of at most ${MAX_GRAPH_SIZE} strings of at most one character`,
      labels,
    );
  }
  const n = labels.length;
  const edges = g.edges;
  if (!Array.isArray(edges) || edges.length > MAX_GRAPH_SIZE) {
    typeFail(what, `edges must be a list of at most ${MAX_GRAPH_SIZE} edges`, edges);
  }
  const copy: [number, number, string][] = [];
  for (const edge of edges) {
    if (!Array.isArray(edge) || edge.length !== 3 || typeof edge[2] !== "string") {
      typeFail(what, "each edge must be [u, v, label]", edge);
    }
    const [u, v, label] = edge;
    if (label.length > 1) typeFail(what, "an edge label has at most one character", label);
    for (const end of [u, v]) {
      if (typeof end !== "number" || !Number.isInteger(end)) {
        typeFail(what, "an edge's ends must be vertex numbers", edge);
      }
      if (end < 0 || end >= n) {
        throw new RangeError(
          `Cannot ${what}: an edge's ends must be vertex numbers from 0 to ${
            n - 1
          }, received ${end}`,
        );
      }
    }
    copy.push([u, v, label]);
  }
  return { labels: [...labels], edges: copy };
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
 * @throws {TypeError} If `graph` is not of that shape (labels and edge labels at most one
 * character, at most 65,536 vertices and edges).
 * @throws {RangeError} If an edge names a vertex that is not there.
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
  return format(checkGraph("write graph notation", graph));
}
