/**
 * Private simplification behind loopy.ts: the canonical form of a stopper (dominated options
 * deleted, reversible options bypassed, equal nodes fused; Siegel, Combinatorial Game Theory,
 * 2013, ch. VI.3: such a graph is unique up to isomorphism), a canonical labelling of it for
 * hash-consing, and the onside and offside of any game graph as stoppers, found by deleting
 * options that lie on alternating cycles whenever the side is unchanged.
 *
 * @module
 */

import {
  type Graph,
  hasAlternatingCycle,
  leqGraphs,
  leqMatrix,
  type Mode,
  ONSIDE,
  pack,
  STOPPER,
} from "./_loopy_graph.ts";
import { spend } from "./_engine.ts";

/** A canonical stopper graph with its labelling key (equal stoppers have equal keys). */
export interface CanonicalGraph {
  readonly graph: Graph;
  readonly key: string;
}

/**
 * The canonical form of the stopper at the root of `g` (which must have no alternating cycle
 * from its root).
 */
export function canonicalStopper(g: Graph): CanonicalGraph {
  let graph = pack(g);
  const n = graph.left.length;
  const leq = leqMatrix(graph);
  const left = graph.left.map((a) => [...a]);
  const right = graph.right.map((a) => [...a]);
  let changed = true;
  while (changed) {
    changed = false;
    spend(n);
    for (let v = 0; v < n; v++) {
      if (bypass(left, right, v, leq, n, true)) changed = true;
      if (bypass(right, left, v, leq, n, false)) changed = true;
      if (removeDominated(left[v], leq, n, true)) changed = true;
      if (removeDominated(right[v], leq, n, false)) changed = true;
    }
  }
  // Fuse equal nodes: each node maps to the first node equal to it.
  const rep = new Int32Array(n);
  for (let a = 0; a < n; a++) {
    rep[a] = a;
    for (let b = 0; b < a; b++) {
      if (rep[b] === b && leq[a * n + b] && leq[b * n + a]) {
        rep[a] = b;
        break;
      }
    }
  }
  graph = pack({
    left: left.map((opts) => opts.map((w) => rep[w])),
    right: right.map((opts) => opts.map((w) => rep[w])),
  }, rep[0]);
  return labelled(graph);
}

/**
 * Bypasses reversible options of node v on the side `mine` (left options when `isLeft`): a
 * left option a with a right option b <= v is replaced by b's left options (Siegel, CGT, VI.3).
 */
function bypass(
  mine: number[][],
  theirs: number[][],
  v: number,
  leq: Uint8Array,
  n: number,
  isLeft: boolean,
): boolean {
  let any = false;
  let opts = mine[v];
  for (let i = 0; i < opts.length; i++) {
    const a = opts[i];
    for (const b of theirs[a]) {
      const reverses = isLeft ? leq[b * n + v] : leq[v * n + b];
      if (!reverses) continue;
      const next = opts.filter((_, k) => k !== i);
      for (const c of mine[b]) if (!opts.includes(c) && !next.includes(c)) next.push(c);
      mine[v] = opts = next;
      i--;
      any = true;
      break;
    }
  }
  return any;
}

/** Removes options dominated by another option (left: a <= a'; right: b >= b'). */
function removeDominated(opts: number[], leq: Uint8Array, n: number, isLeft: boolean): boolean {
  let any = false;
  for (let i = 0; i < opts.length; i++) {
    for (let j = 0; j < opts.length; j++) {
      if (i === j) continue;
      const a = opts[i];
      const b = opts[j];
      const ab = leq[a * n + b] === 1;
      const ba = leq[b * n + a] === 1;
      // a is dominated by b (left: a <= b; right: a >= b); of two equal options keep the first.
      const dominated = isLeft ? ab : ba;
      if (dominated && (!(ab && ba) || i > j)) {
        opts.splice(i, 1);
        i--;
        any = true;
        break;
      }
    }
  }
  return any;
}

/**
 * Renumbers a fused canonical graph by colour refinement (a node's colour is refined by the
 * sets of colours of its left and right options until stable). In a fused canonical stopper no
 * two nodes are bisimilar, so every node ends with its own colour, and the colours give an
 * isomorphism-invariant numbering; the key lists the options in that numbering.
 */
export function labelled(g: Graph): CanonicalGraph {
  const n = g.left.length;
  let colour = new Int32Array(n);
  let classes = 1;
  for (let round = 0; round <= n; round++) {
    spend(1 + (n >> 4));
    const sigs = new Array<string>(n);
    for (let v = 0; v < n; v++) {
      const l = [...new Set(g.left[v].map((w) => colour[w]))].sort((x, y) => x - y);
      const r = [...new Set(g.right[v].map((w) => colour[w]))].sort((x, y) => x - y);
      sigs[v] = `${colour[v]}:${l.join(",")}|${r.join(",")}`;
    }
    const distinct = [...new Set(sigs)].sort(compareSignatures);
    const rank = new Map(distinct.map((s, i) => [s, i]));
    const next = new Int32Array(n);
    for (let v = 0; v < n; v++) next[v] = rank.get(sigs[v])!;
    colour = next;
    if (distinct.length === classes && round > 0) break;
    classes = distinct.length;
  }
  if (classes !== n) {
    // Not expected for a fused canonical stopper; fall back to the breadth-first numbering,
    // which is still a correct (if not canonical) key for this graph.
    return { graph: g, key: keyOf(g, Int32Array.from({ length: n }, (_, i) => i)) };
  }
  // Renumber: the root stays 0 so that pack-style invariants hold; others by colour.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => colour[a] - colour[b]);
  const position = new Int32Array(n);
  order.forEach((v, i) => position[v] = i);
  const left: number[][] = new Array(n);
  const right: number[][] = new Array(n);
  for (const v of order) {
    left[position[v]] = g.left[v].map((w) => position[w]).sort((x, y) => x - y);
    right[position[v]] = g.right[v].map((w) => position[w]).sort((x, y) => x - y);
  }
  const rooted = pack({ left, right }, position[0]);
  return { graph: rooted, key: `${position[0]};` + keyOf({ left, right }, undefined) };
}

function compareSignatures(a: string, b: string): number {
  const pa = a.split(/[:|]/);
  const pb = b.split(/[:|]/);
  const ca = Number(pa[0]);
  const cb = Number(pb[0]);
  if (ca !== cb) return ca - cb;
  return a < b ? -1 : a > b ? 1 : 0;
}

function keyOf(g: Graph, perm: Int32Array | undefined): string {
  const n = g.left.length;
  const parts: string[] = [];
  for (let v = 0; v < n; v++) {
    const map = (w: number) => (perm === undefined ? w : perm[w]);
    parts.push(g.left[v].map(map).join(",") + "|" + g.right[v].map(map).join(","));
  }
  return parts.join(";");
}

/**
 * The onside (mode ONSIDE) or offside (OFFSIDE) of the game at the root of `g`, as a stopper
 * graph, or `undefined` when deleting options on alternating cycles does not reach a stopper.
 * Each deletion is kept only when the side comparison shows the side unchanged, so the result
 * is exact whenever it is returned. In the onside Right's cycle-making moves are tried first
 * (they only help Left there), in the offside Left's.
 */
export function sideGraph(g: Graph, mode: Mode): Graph | undefined {
  let graph = pack(g);
  if (!hasAlternatingCycle(graph)) return graph;
  for (;;) {
    const candidates = cycleEdges(graph, mode);
    if (candidates.length === 0) return undefined;
    let progressed = false;
    for (const [v, isLeft, w] of candidates) {
      const opts = isLeft ? graph.left[v] : graph.right[v];
      if (!opts.includes(w)) continue;
      const trial = withoutEdge(graph, v, isLeft, w);
      // Deleting a left option can only lower the game, a right option only raise it.
      const same = isLeft ? leqGraphs(graph, trial, mode) : leqGraphs(trial, graph, mode);
      if (!same) continue;
      graph = pack(trial);
      progressed = true;
      if (!hasAlternatingCycle(graph)) return graph;
      break;
    }
    if (!progressed) return undefined;
  }
}

function withoutEdge(g: Graph, v: number, isLeft: boolean, w: number): Graph {
  const left = g.left.slice();
  const right = g.right.slice();
  if (isLeft) left[v] = g.left[v].filter((x) => x !== w);
  else right[v] = g.right[v].filter((x) => x !== w);
  return { left, right };
}

/** Edges (v, isLeft, w) on some alternating cycle, in the order the mode prefers. */
function cycleEdges(g: Graph, mode: Mode): [number, boolean, number][] {
  const n = g.left.length;
  // Strongly connected components of the state graph (v, mover); an edge is on an
  // alternating cycle iff both ends lie in one component.
  const comp = stateComponents(g);
  const out: [number, boolean, number][] = [];
  const firstLeft = mode !== ONSIDE && mode !== STOPPER;
  for (const isLeft of firstLeft ? [true, false] : [false, true]) {
    for (let v = 0; v < n; v++) {
      const s = 2 * v + (isLeft ? 0 : 1);
      for (const w of isLeft ? g.left[v] : g.right[v]) {
        const t = 2 * w + (isLeft ? 1 : 0);
        if (comp[s] === comp[t]) out.push([v, isLeft, w]);
      }
    }
  }
  return out;
}

/** Tarjan's strongly connected components of the state graph, iteratively. */
function stateComponents(g: Graph): Int32Array {
  const n = 2 * g.left.length;
  const succ = (s: number): readonly number[] => (s & 1) === 0 ? g.left[s >> 1] : g.right[s >> 1];
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const comp = new Int32Array(n).fill(-1);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  let counter = 0;
  let comps = 0;
  for (let root = 0; root < n; root++) {
    if (index[root] >= 0) continue;
    const work: [number, number][] = [[root, 0]];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (work.length > 0) {
      const top = work[work.length - 1];
      const s = top[0];
      const opts = succ(s);
      if (top[1] < opts.length) {
        const t = 2 * opts[top[1]++] + (1 - (s & 1));
        if (index[t] < 0) {
          index[t] = low[t] = counter++;
          stack.push(t);
          onStack[t] = 1;
          work.push([t, 0]);
        } else if (onStack[t]) low[s] = Math.min(low[s], index[t]);
      } else {
        work.pop();
        if (work.length > 0) {
          const p = work[work.length - 1][0];
          low[p] = Math.min(low[p], low[s]);
        }
        if (low[s] === index[s]) {
          for (;;) {
            const x = stack.pop()!;
            onStack[x] = 0;
            comp[x] = comps;
            if (x === s) break;
          }
          comps++;
        }
      }
    }
  }
  return comp;
}
