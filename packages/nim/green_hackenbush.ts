/**
 * Green Hackenbush on any graph: the colon principle for trees and the fusion
 * principle for cycles.
 *
 * @module
 */

import { describe, numberError } from "./_check.ts";

/**
 * A Green Hackenbush picture: an undirected multigraph with a ground vertex.
 * Vertices are non-negative safe integers; each edge `[u, v]` joins two
 * vertices. Several edges may join the same pair, and `[v, v]` is a loop. Only
 * edges connected to the ground (directly or through other edges) are in play;
 * the rest are ignored, as they would fall at once.
 */
export interface HackenbushGraph {
  /** The ground vertex. */
  ground: number;
  /** The edges, each a pair of vertices. */
  edges: readonly (readonly [number, number])[];
}

function check(graph: HackenbushGraph, what: string): void {
  if (typeof graph !== "object" || graph === null || !Array.isArray(graph.edges)) {
    throw new TypeError(`Cannot ${what}: expected { ground, edges: [[u, v], ...] }`);
  }
  const vertex = (v: unknown): void => {
    if (!Number.isSafeInteger(v) || (v as number) < 0) {
      throw numberError(
        v,
        `Cannot ${what}: vertices must be non-negative integers, received ${describe(v)}`,
      );
    }
  };
  vertex(graph.ground);
  for (const edge of graph.edges) {
    if (!Array.isArray(edge) || edge.length !== 2) {
      throw new TypeError(
        `Cannot ${what}: an edge must be a pair [u, v], received ${describe(edge)}`,
      );
    }
    vertex(edge[0]);
    vertex(edge[1]);
  }
}

/** Value of the grounded part of `edges` (dense vertex ids below `n`, ground 0), skipping edge `skip`. */
function value(n: number, us: Int32Array, vs: Int32Array, skip: number): number {
  const m = us.length;
  // Adjacency in CSR form: for each vertex, the incident edge ids.
  const degree = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    if (e === skip) continue;
    degree[us[e] + 1]++;
    if (vs[e] !== us[e]) degree[vs[e] + 1]++;
  }
  for (let v = 0; v < n; v++) degree[v + 1] += degree[v];
  const start = degree.slice();
  const adjacent = new Int32Array(degree[n]);
  for (let e = 0; e < m; e++) {
    if (e === skip) continue;
    adjacent[start[us[e]]++] = e;
    if (vs[e] !== us[e]) adjacent[start[vs[e]]++] = e;
  }
  // Iterative DFS from the ground: discovery times, low links, parent edges,
  // and the order of discovery (so that children are finished before parents).
  const disc = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const parentEdge = new Int32Array(n).fill(-1);
  const next = degree.slice(0, n);
  const order = new Int32Array(n);
  const stack = new Int32Array(n);
  let reached = 1;
  let top = 1;
  disc[0] = 0;
  low[0] = 0;
  let time = 1;
  while (top > 0) {
    const v = stack[top - 1];
    if (next[v] < degree[v + 1]) {
      const e = adjacent[next[v]++];
      if (e === parentEdge[v] || us[e] === vs[e]) continue;
      const w = us[e] === v ? vs[e] : us[e];
      if (disc[w] === -1) {
        disc[w] = low[w] = time++;
        parentEdge[w] = e;
        order[reached++] = w;
        stack[top++] = w;
      } else if (disc[w] < low[v]) {
        low[v] = disc[w];
      }
    } else {
      top--;
      if (top > 0) {
        const parent = stack[top - 1];
        if (low[v] < low[parent]) low[parent] = low[v];
      }
    }
  }
  // A tree edge parent(v) - v is a bridge iff low[v] > disc[parent]; then v
  // heads its own fused vertex (2-edge-connected component).
  const head = new Int32Array(n).fill(-1);
  const isBridge = new Uint8Array(m);
  head[0] = 0;
  for (let i = 1; i < reached; i++) {
    const v = order[i];
    const e = parentEdge[v];
    const p = us[e] === v ? vs[e] : us[e];
    if (low[v] > disc[p]) {
      isBridge[e] = 1;
      head[v] = v;
    } else {
      head[v] = head[p];
    }
  }
  // Fusion: every grounded non-bridge edge (cycle edges and loops) becomes a
  // loop, worth *1, at its component's fused vertex.
  const acc = new Int32Array(n);
  for (let e = 0; e < m; e++) {
    if (e === skip || disc[us[e]] === -1 || isBridge[e]) continue;
    acc[head[us[e]]] ^= 1;
  }
  // Colon principle on the tree of fused vertices, children before parents:
  // a branch hanging from a bridge is worth 1 + (value of what it carries).
  for (let i = reached - 1; i > 0; i--) {
    const v = order[i];
    if (head[v] !== v) continue;
    const e = parentEdge[v];
    const p = us[e] === v ? vs[e] : us[e];
    acc[head[p]] ^= acc[v] + 1;
  }
  return acc[0];
}

function dense(graph: HackenbushGraph): { n: number; us: Int32Array; vs: Int32Array } {
  const m = graph.edges.length;
  let max = graph.ground;
  for (const [u, v] of graph.edges) max = Math.max(max, u, v);
  // Small labels use a typed array for the renumbering, large ones a Map.
  const table = max <= 4 * m + 16 ? new Int32Array(max + 1).fill(-1) : undefined;
  const map = new Map<number, number>();
  let n = 0;
  const id = (v: number): number => {
    if (table) {
      if (table[v] === -1) table[v] = n++;
      return table[v];
    }
    let i = map.get(v);
    if (i === undefined) map.set(v, i = n++);
    return i;
  };
  id(graph.ground);
  const us = new Int32Array(m);
  const vs = new Int32Array(m);
  for (let e = 0; e < m; e++) {
    const edge = graph.edges[e];
    us[e] = id(edge[0]);
    vs[e] = id(edge[1]);
  }
  return { n, us, vs };
}

/**
 * Returns the Grundy value (nim value) of a Green Hackenbush picture. A move
 * deletes one edge, and every edge no longer connected to the ground falls
 * too; the player who cannot move loses.
 *
 * Method (Winning Ways ch. 7; Berlekamp, Conway and Guy): by the fusion
 * principle, the vertices of any cycle may be fused into one vertex without
 * changing the value, the cycle's edges becoming loops; doing this for every
 * 2-edge-connected component (the ground's included) leaves a tree of bridges
 * with loops at its vertices. A loop is worth *1 (a stalk of length 1). By the
 * colon principle, branches at a vertex may be replaced by the nim-sum of
 * their values, and an edge carrying a subtree of value g is worth g + 1 as a
 * stalk would be; so a tree's value is computed bottom up: value(v) = XOR of
 * the loops at v (1 each) and of (value(c) + 1) over the children c.
 *
 * Cost: O(V + E) time and memory (one depth-first search for the bridges,
 * Tarjan 1974), iterative so deep pictures do not overflow the stack.
 *
 * @param graph The ground vertex and the edge list.
 * @returns The Grundy value; the position is a P-position exactly when it is 0.
 * @throws {TypeError} If `graph` or an edge has the wrong shape.
 * @throws {RangeError} If a vertex is not a non-negative safe integer.
 *
 * @example A stalk, a triangle on the ground, and a tree
 * ```ts
 * import { greenHackenbushGrundy } from "@cgt/nim/green-hackenbush";
 * import assert from "node:assert/strict";
 *
 * // A stalk of 3 edges is *3.
 * assert.equal(greenHackenbushGrundy({ ground: 0, edges: [[0, 1], [1, 2], [2, 3]] }), 3);
 * // A triangle through the ground fuses into 3 loops: *1 + *1 + *1 = *1.
 * assert.equal(greenHackenbushGrundy({ ground: 0, edges: [[0, 1], [1, 2], [2, 0]] }), 1);
 * // An edge carrying two stalks of length 1 and 2: 1 + (1 XOR 2) = *4.
 * assert.equal(greenHackenbushGrundy({ ground: 0, edges: [[0, 1], [1, 2], [1, 3], [3, 4]] }), 4);
 * ```
 */
export function greenHackenbushGrundy(graph: HackenbushGraph): number {
  check(graph, "compute Green Hackenbush value");
  const { n, us, vs } = dense(graph);
  return value(n, us, vs, -1);
}

/**
 * Returns the indices (into `graph.edges`) of every winning move of a Green
 * Hackenbush picture: the edges whose deletion leaves a picture of value 0.
 * Each candidate edge is tried with {@link greenHackenbushGrundy}.
 *
 * Cost: O(E (V + E)) time, O(V + E) memory.
 *
 * @param graph The ground vertex and the edge list.
 * @returns The winning edge indices, increasing (empty in a P-position).
 * @throws {TypeError} If `graph` or an edge has the wrong shape.
 * @throws {RangeError} If a vertex is not a non-negative safe integer.
 *
 * @example
 * ```ts
 * import { greenHackenbushWinningMoves } from "@cgt/nim/green-hackenbush";
 * import assert from "node:assert/strict";
 *
 * // Stalks of 1 and 2 edges: cut the top edge of the long one.
 * const graph = { ground: 0, edges: [[0, 1], [0, 2], [2, 3]] as [number, number][] };
 * assert.deepEqual(greenHackenbushWinningMoves(graph), [2]);
 * ```
 */
export function greenHackenbushWinningMoves(graph: HackenbushGraph): number[] {
  check(graph, "compute Green Hackenbush winning moves");
  const { n, us, vs } = dense(graph);
  const moves: number[] = [];
  if (value(n, us, vs, -1) === 0) return moves;
  for (let e = 0; e < us.length; e++) {
    if (value(n, us, vs, e) === 0) moves.push(e);
  }
  return moves;
}
