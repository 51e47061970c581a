/**
 * Small graphs for Col and Snort (private): reading both graph notations, and the shared
 * position type, moves, decomposition and canonical keys.
 *
 * @module
 */

/**
 * A position of a game played on the vertices of a graph of at most 32
 * vertices (Col, Snort): the edges, and which vertices each player may still
 * colour. A vertex neither may colour is out of play.
 */
export interface GraphPosition {
  /** For each vertex, the mask of its neighbours (bit j for vertex j). */
  readonly adjacency: readonly number[];
  /** The vertices Left may colour, as a mask. */
  readonly left: number;
  /** The vertices Right may colour, as a mask. */
  readonly right: number;
}

import { bit, forEachBit, popCount } from "../_bitboard.ts";
import { canonicalGraphKey } from "../_canonical_graph.ts";
import { chargeWork } from "../_work.ts";
import { formatGraphNotation, parseGraphNotation, quoteInput } from "../_graph_notation.ts";
import { typeFail } from "../_check.ts";
import type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** The most vertices a graph may have. */
export const MAX_VERTICES = 32;

/** The longest graph notation read. */
export const MAX_GRAPH_LENGTH = 4096;

/** cgt's numbered notation: vertices `.xo`, then optionally `:` and numbered edges. */
const NUMBERED = /^[.xo]*(:[0-9,-]*)?$/;

/**
 * Reads a graph for a colouring game in either notation (see {@link parseColouringGraph}).
 *
 * @param what The game's name, for messages ("Col").
 * @param text The notation.
 * @param snort Whether the game is Snort (tints mean the opposite rights from Col's).
 * @returns The start position.
 */
export function parseColouringGraph(what: string, text: unknown, snort: boolean): GraphPosition {
  if (typeof text !== "string") {
    throw new TypeError(
      `Cannot read ${what} graph: expected a string such as ".-.-." or "...:0-1,1-2", received ${typeof text}`,
    );
  }
  if (NUMBERED.test(text)) return startPosition(parseNumberedGraph(what, text), snort);
  const graph = parseGraphNotation(text, {
    what: `${what} graph`,
    vertexLabels: ["L", "R"],
    edgeLabels: [],
    plainEdge: true,
    edgeHint: "-",
    maxVertices: MAX_VERTICES,
    maxLength: MAX_GRAPH_LENGTH,
  });
  const n = graph.labels.length;
  const adjacency = Array.from({ length: n }, () => 0);
  for (const [u, v] of graph.edges) {
    // Loops and repeated edges change nothing in a colouring game.
    if (u === v) continue;
    adjacency[u] = (adjacency[u] | bit(v)) >>> 0;
    adjacency[v] = (adjacency[v] | bit(u)) >>> 0;
  }
  let left = 0;
  let right = 0;
  graph.labels.forEach((label, v) => {
    // A tint L means the vertex is next to a blue one: in Col only Right may colour it, in Snort
    // only Left; R the other way round.
    const mayLeft = label === "" || (label === "L") === snort;
    const mayRight = label === "" || (label === "R") === snort;
    if (mayLeft) left = (left | bit(v)) >>> 0;
    if (mayRight) right = (right | bit(v)) >>> 0;
  });
  return { adjacency, left, right };
}

/**
 * Parses cgt's numbered notation, `"<vertices>"` (a path) or `"<vertices>:<edges>"`: vertices
 * are `.` (uncoloured), `x` (coloured by Left), `o` (coloured by Right); edges are `i-j` pairs of
 * 0-based vertex numbers separated by commas.
 *
 * @returns The adjacency masks and the colours already placed.
 */
function parseNumberedGraph(
  what: string,
  text: string,
): { adjacency: number[]; x: number; o: number } {
  const fail = (why: string): string =>
    `Cannot read ${what} graph: ${why}, received ${quoteInput(text)}`;
  const colon = text.indexOf(":");
  const vertices = colon < 0 ? text : text.slice(0, colon);
  const n = vertices.length;
  if (n > MAX_VERTICES) {
    throw new RangeError(fail(`a graph has at most ${MAX_VERTICES} vertices, this one has ${n}`));
  }
  let x = 0;
  let o = 0;
  for (let i = 0; i < n; i++) {
    const c = vertices[i];
    if (c === "x") x = (x | bit(i)) >>> 0;
    else if (c === "o") o = (o | bit(i)) >>> 0;
  }
  const adjacency = Array.from({ length: n }, () => 0);
  const join = (i: number, j: number): void => {
    adjacency[i] = (adjacency[i] | bit(j)) >>> 0;
    adjacency[j] = (adjacency[j] | bit(i)) >>> 0;
  };
  if (colon < 0) {
    for (let i = 0; i + 1 < n; i++) join(i, i + 1);
  } else {
    const edges = text.slice(colon + 1);
    for (const edge of edges === "" ? [] : edges.split(",")) {
      const m = /^(\d+)-(\d+)$/.exec(edge);
      if (!m) throw new SyntaxError(fail(`expected an edge such as 0-1, found "${edge}"`));
      const i = Number(m[1]);
      const j = Number(m[2]);
      if (i >= n || j >= n) {
        throw new RangeError(fail(`edge ${edge} names a vertex beyond ${n - 1}`));
      }
      if (i === j) throw new SyntaxError(fail(`edge ${edge} joins a vertex to itself`));
      join(i, j);
    }
  }
  return { adjacency, x, o };
}

/** The vertices adjacent to some vertex of `mask`. */
export function neighboursOf(adjacency: readonly number[], mask: number): number {
  let out = 0;
  forEachBit(mask, (i) => {
    out = (out | adjacency[i]) >>> 0;
  });
  return out;
}

/**
 * The positions after `player` colours one vertex it may colour. In Col
 * (`snort` false) the neighbours lose the right of the same player; in Snort
 * they lose the right of the other player. The coloured vertex leaves play.
 */
export function colourMoves(p: GraphPosition, player: 0 | 1, snort: boolean): GraphPosition[] {
  const out: GraphPosition[] = [];
  const mine = player === 0 ? p.left : p.right;
  forEachBit(mine, (v) => {
    const b = bit(v);
    const near = p.adjacency[v];
    let left = (p.left & ~b) >>> 0;
    let right = (p.right & ~b) >>> 0;
    const loseLeft = snort ? player === 1 : player === 0;
    if (loseLeft) left = (left & ~near) >>> 0;
    else right = (right & ~near) >>> 0;
    out.push({ adjacency: p.adjacency, left, right });
  });
  chargeWork(4 * out.length);
  return out;
}

/** Splits a position into its connected parts of playable vertices. */
export function graphParts(p: GraphPosition): GraphPosition[] {
  const parts: GraphPosition[] = [];
  let rest = (p.left | p.right) >>> 0;
  const alive = popCount(rest);
  while (rest !== 0) {
    let part = (rest & -rest) >>> 0;
    for (;;) {
      // Each round of the flood fill reads the neighbours of every vertex of the part.
      chargeWork(alive);
      const grown = ((part | neighboursOf(p.adjacency, part)) & rest) >>> 0;
      if (grown === part) break;
      part = grown;
    }
    rest = (rest & ~part) >>> 0;
    parts.push({
      adjacency: p.adjacency,
      left: (p.left & part) >>> 0,
      right: (p.right & part) >>> 0,
    });
  }
  return parts;
}

/**
 * A key for a position, equal exactly for isomorphic positions: the canonical labelling of the
 * graph of its playable vertices, each coloured by who may still colour it.
 */
export function graphKey(p: GraphPosition): PositionKey {
  const alive = (p.left | p.right) >>> 0;
  const n = popCount(alive);
  const index: number[] = [];
  const vertex: number[] = [];
  let k = 0;
  for (let rest = alive; rest !== 0; rest = (rest & (rest - 1)) >>> 0) {
    const v = 31 - Math.clz32(rest & -rest);
    index[v] = k++;
    vertex.push(v);
  }
  const colour: number[] = [];
  const offsets: number[] = [0];
  let m = 0;
  for (let i = 0; i < n; i++) {
    const v = vertex[i];
    colour.push(((p.left >>> v) & 1) | (((p.right >>> v) & 1) << 1));
    m += popCount((p.adjacency[v] & alive & ~bit(v)) >>> 0);
    offsets.push(m);
  }
  const targets: number[] = [];
  for (let i = 0; i < n; i++) {
    const v = vertex[i];
    for (
      let rest = (p.adjacency[v] & alive & ~bit(v)) >>> 0;
      rest !== 0;
      rest = (rest & (rest - 1)) >>> 0
    ) {
      targets.push(index[31 - Math.clz32(rest & -rest)]);
    }
  }
  chargeWork(4 * (n + m)); // the scans above (the labelling charges its own work)
  return canonicalGraphKey({ colour, offsets, targets });
}

/**
 * The starting position of a graph in the numbered notation: uncoloured vertices playable by
 * both, minus the rights the colours already placed take away.
 */
function startPosition(
  graph: { adjacency: number[]; x: number; o: number },
  snort: boolean,
): GraphPosition {
  const free = (fullMaskOf(graph.adjacency.length) & ~(graph.x | graph.o)) >>> 0;
  const nearX = neighboursOf(graph.adjacency, graph.x);
  const nearO = neighboursOf(graph.adjacency, graph.o);
  // Col: a vertex next to Left's colour is closed to Left; Snort: to Right.
  const left = (free & ~(snort ? nearO : nearX)) >>> 0;
  const right = (free & ~(snort ? nearX : nearO)) >>> 0;
  return { adjacency: graph.adjacency, left, right };
}

function fullMaskOf(n: number): number {
  return n >= 32 ? 0xffffffff : 2 ** n - 1;
}

/**
 * The one core of Col and Snort: a vertex-colouring game on a graph, where a coloured vertex
 * leaves play and bars colours from its neighbours (its own colour in Col, the other colour in
 * Snort). Components are the connected parts in play; keys are canonical labellings.
 */
export function colouringRuleset(name: string, snort: boolean): Ruleset<GraphPosition> {
  return {
    name,
    leftOptions: (p: GraphPosition): GraphPosition[] => colourMoves(p, 0, snort),
    rightOptions: (p: GraphPosition): GraphPosition[] => colourMoves(p, 1, snort),
    key: graphKey,
    components: graphParts,
  };
}

/**
 * Writes a colouring-game position in CGSuite's graph notation, its vertices in play only: a
 * vertex both players may colour is unlabelled, one only Left may colour is tinted `R` in Col
 * (it is next to a red vertex) and `L` in Snort, and the other way round for Right. Reading the
 * text back with {@link parseColouringGraph} gives the same position up to the numbering of the
 * vertices.
 *
 * @param what The game's name, for messages ("Col").
 * @param position The position.
 * @param snort Whether the game is Snort.
 * @returns The notation ("" when no vertex is in play).
 */
export function formatColouringGraph(
  what: string,
  position: GraphPosition,
  snort: boolean,
): string {
  const p = position as Partial<GraphPosition> | null;
  if (
    p === null || typeof p !== "object" || !Array.isArray(p.adjacency) ||
    p.adjacency.length > MAX_VERTICES || !Number.isInteger(p.left) || !Number.isInteger(p.right)
  ) {
    typeFail(`write ${what} graph`, "expected { adjacency, left, right }", position);
  }
  const alive = (position.left | position.right) >>> 0;
  const index = new Map<number, number>();
  const labels: string[] = [];
  forEachBit(alive, (v) => {
    index.set(v, labels.length);
    const mayLeft = (position.left >>> v) & 1;
    const mayRight = (position.right >>> v) & 1;
    // Only Left may colour it: in Col it is next to red (R), in Snort next to blue (L).
    labels.push(mayLeft && mayRight ? "" : (mayLeft === 1) === snort ? "L" : "R");
  });
  const edges: [number, number, string][] = [];
  forEachBit(alive, (v) => {
    forEachBit((position.adjacency[v] & alive) >>> 0, (u) => {
      if (u > v) edges.push([index.get(v)!, index.get(u)!, ""]);
    });
  });
  return formatGraphNotation({ labels, edges });
}
