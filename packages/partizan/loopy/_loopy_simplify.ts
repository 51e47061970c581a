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
  leqCsr,
  leqGraphs,
  leqMatrix,
  type Mode,
  OFFSIDE,
  ONSIDE,
  pack,
  STOPPER,
  toCsr,
} from "./_loopy_graph.ts";
import { spend } from "../_engine.ts";

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
  return canonicalStoppers(pack(g), [0]).forms[0];
}

/**
 * The canonical forms of the stoppers at several nodes of one graph (no alternating cycle from
 * any of them), sharing one order of all pairs of nodes: dominated options deleted and
 * reversible ones bypassed everywhere (each change keeps every node's value), then equal nodes
 * fused and each root's part labelled. Returns the forms, the fused graph (every option mapped
 * to its representative) and the representative of every node. Cost: O(n^2 * options) for the
 * order, then O(reachable part) per root.
 */
export function canonicalStoppers(
  g: Graph,
  roots: readonly number[],
): { forms: CanonicalGraph[]; fused: Graph; rep: Int32Array } {
  const n = g.left.length;
  const leq = leqMatrix(g);
  const left = g.left.map((a) => [...a]);
  const right = g.right.map((a) => [...a]);
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
  spend(1 + ((n * n) >> 6));
  const fused: Graph = {
    left: left.map((opts) => opts.map((w) => rep[w])),
    right: right.map((opts) => opts.map((w) => rep[w])),
  };
  return { forms: roots.map((r) => labelled(pack(fused, rep[r]))), fused, rep };
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
  // A loopfree graph (a short game, such as a number n or n.up, is a path of about n nodes) is
  // coloured in one pass from its leaves up, to the same stable colours; any other graph by
  // refineColours, which reads only the nodes whose options changed colour.
  let size = n;
  for (let v = 0; v < n; v++) size += g.left[v].length + g.right[v].length;
  const levels = heightLevels(g);
  let colour: Int32Array;
  let classes: number;
  if (levels !== undefined) {
    // A step a node and option: the pass, the renumbering and the key cost about four rounds.
    spend(1 + size);
    [colour, classes] = colourUpwards(g, levels, new Array(n));
  } else [colour, classes] = refineColours(g);
  if (classes !== n) {
    // Not expected for a fused canonical stopper; fall back to the breadth-first numbering,
    // which is still a correct (if not canonical) key for this graph.
    return { graph: g, key: keyOf(g, Int32Array.from({ length: n }, (_, i) => i)) };
  }
  // Renumber: the root stays 0 so that pack-style invariants hold; others by colour.
  const position = colour;
  const left: number[][] = new Array(n);
  const right: number[][] = new Array(n);
  for (let v = 0; v < n; v++) {
    left[position[v]] = g.left[v].map((w) => position[w]).sort((x, y) => x - y);
    right[position[v]] = g.right[v].map((w) => position[w]).sort((x, y) => x - y);
  }
  const rooted = pack({ left, right }, position[0]);
  return { graph: rooted, key: `${position[0]};` + keyOf({ left, right }, undefined) };
}

/**
 * Colour refinement in rounds, as a partition of the nodes into ordered classes: all nodes
 * start in one class, and in every round each class is split by its nodes' signatures (the
 * sizes of its left option set, then the sorted sets of the classes of its left and of its
 * right options, compared lexicographically with the classes in their order), the parts kept
 * in signature order, until a round splits nothing. Returns each node's final class as its
 * rank in that order, and the number of classes; the same colours as recomputing every node's
 * signature each round and ranking all of them (the slow twin in the tests).
 *
 * A round only reads the classes holding a node with an option in a part split off in the
 * round before: a class of which no node has such an option keeps equal signatures, since the
 * part of a split class that keeps its number stands where the whole class stood with respect
 * to every other class (Hopcroft's partition refinement, J. E. Hopcroft, An n log n algorithm
 * for minimizing states in a finite automaton, 1971, marks the predecessors of the smaller
 * parts the same way). In such a class only those nodes' signatures are computed, and one of
 * the others stands for them all (their signatures are still equal). So a path of n nodes,
 * which splits one node off per round over n rounds, costs O(n) instead of O(n^2). Cost: a
 * step per four nodes and options read.
 */
export function refineColours(g: Graph): [Int32Array, number] {
  const n = g.left.length;
  if (n === 0) return [new Int32Array(0), 0];
  // Predecessors of every node (by either player's moves), compressed.
  const ps = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) {
    for (const w of g.left[v]) ps[w + 1]++;
    for (const w of g.right[v]) ps[w + 1]++;
  }
  for (let v = 0; v < n; v++) ps[v + 1] += ps[v];
  const pt = new Int32Array(ps[n]);
  const fill = ps.slice(0, n);
  for (let v = 0; v < n; v++) {
    for (const w of g.left[v]) pt[fill[w]++] = v;
    for (const w of g.right[v]) pt[fill[w]++] = v;
  }
  // Classes: the node's class, each class's members, its start (the number of nodes in the
  // classes before it, which orders the classes as their ranks do).
  const cls = new Int32Array(n);
  const pos = new Int32Array(n);
  const members: number[][] = [Array.from({ length: n }, (_, v) => v)];
  for (let v = 0; v < n; v++) pos[v] = v;
  const start: number[] = [0];
  const stamp = new Int32Array(n);
  let round = 1;
  // Marked nodes of the round, grouped by class.
  let marked: number[] = Array.from({ length: n }, (_, v) => v);
  let work = 0;
  const setOf = (opts: readonly number[]): number[] => {
    const c = opts.map((w) => start[cls[w]]).sort((x, y) => x - y);
    return c.filter((x, i) => i === 0 || x !== c[i - 1]);
  };
  const signature = (v: number): number[] => {
    work += 1 + g.left[v].length + g.right[v].length;
    const l = setOf(g.left[v]);
    return [l.length, ...l, ...setOf(g.right[v])];
  };
  for (;;) {
    for (const v of marked) stamp[v] = round;
    const byClass = new Map<number, number[]>();
    for (const v of marked) {
      const c = cls[v];
      const list = byClass.get(c);
      if (list === undefined) byClass.set(c, [v]);
      else list.push(v);
    }
    // Snapshot: every affected class's parts, from the colours as the round found them.
    const plans: { c: number; parts: { sig: number[]; nodes: number[]; rest: boolean }[] }[] = [];
    for (const [c, list] of byClass) {
      const entries: { sig: number[]; v: number; rest: boolean }[] = list.map((v) => ({
        sig: signature(v),
        v,
        rest: false,
      }));
      if (list.length < members[c].length) {
        // One unmarked node stands for all of them.
        let u = -1;
        for (const w of members[c]) {
          if (stamp[w] !== round) {
            u = w;
            break;
          }
        }
        entries.push({ sig: signature(u), v: u, rest: true });
      }
      if (entries.length < 2) continue;
      entries.sort((a, b) => compareSignatures(a.sig, b.sig));
      const parts: { sig: number[]; nodes: number[]; rest: boolean }[] = [];
      for (const e of entries) {
        const last = parts[parts.length - 1];
        if (last !== undefined && compareSignatures(last.sig, e.sig) === 0) {
          if (e.rest) last.rest = true;
          else last.nodes.push(e.v);
        } else parts.push({ sig: e.sig, nodes: e.rest ? [] : [e.v], rest: e.rest });
      }
      if (parts.length > 1) plans.push({ c, parts });
    }
    spend(1 + (work >> 2));
    work = 0;
    if (plans.length === 0) break;
    // Apply: the part holding the unmarked nodes (else the largest) keeps the class's number;
    // the others become new classes, and their nodes' predecessors are marked for next round.
    const next: number[] = [];
    round++;
    for (const { c, parts } of plans) {
      const total = members[c].length;
      let keep = parts.findIndex((p) => p.rest);
      if (keep < 0) {
        keep = 0;
        for (let i = 1; i < parts.length; i++) {
          if (parts[i].nodes.length > parts[keep].nodes.length) keep = i;
        }
      }
      let at = start[c];
      for (let i = 0; i < parts.length; i++) {
        const p = parts[i];
        const size = i === keep ? total - movedOut(parts, keep) : p.nodes.length;
        if (i === keep) {
          start[c] = at;
          at += size;
          continue;
        }
        const id = start.push(at) - 1;
        at += size;
        members.push([]);
        for (const v of p.nodes) {
          // Swap-remove v from its old class, then add it to the new one.
          const old = members[c];
          const last = old.pop()!;
          if (last !== v) {
            old[pos[v]] = last;
            pos[last] = pos[v];
          }
          cls[v] = id;
          pos[v] = members[id].push(v) - 1;
          for (let e = ps[v]; e < ps[v + 1]; e++) {
            const u = pt[e];
            if (stamp[u] !== round) {
              stamp[u] = round;
              next.push(u);
            }
          }
          work++;
        }
      }
    }
    marked = next;
    round++;
  }
  const colour = new Int32Array(n);
  for (let v = 0; v < n; v++) colour[v] = start[cls[v]];
  // Ranks: starts are the ranks when every class is one node; else compress them.
  if (members.length !== n) {
    const starts = [...new Set(colour)].sort((x, y) => x - y);
    const rank = new Map(starts.map((x, i) => [x, i]));
    for (let v = 0; v < n; v++) colour[v] = rank.get(colour[v])!;
  }
  return [colour, members.length];
}

/** The number of nodes the parts other than `keep` take out of their class. */
function movedOut(parts: readonly { nodes: readonly number[] }[], keep: number): number {
  let k = 0;
  for (let i = 0; i < parts.length; i++) if (i !== keep) k += parts[i].nodes.length;
  return k;
}

/**
 * The nodes of a loopfree graph by height (a node without options is at height 0, any other one
 * above its highest option), or undefined when the graph has a cycle. Iterative, so a path of
 * any length is read without deep recursion; linear time.
 */
export function heightLevels(g: Graph): number[][] | undefined {
  const n = g.left.length;
  // -2: not met; -1: on the path being read; from 0: the height.
  const height = new Int32Array(n).fill(-2);
  // How many of a node's options (left, then right) the path has gone through.
  const cursor = new Int32Array(n);
  const path: number[] = [];
  for (let start = 0; start < n; start++) {
    if (height[start] !== -2) continue;
    path.push(start);
    height[start] = -1;
    while (path.length > 0) {
      const v = path[path.length - 1];
      const left = g.left[v];
      const right = g.right[v];
      const degree = left.length + right.length;
      let deeper = false;
      while (cursor[v] < degree) {
        const i = cursor[v]++;
        const w = i < left.length ? left[i] : right[i - left.length];
        if (height[w] === -1) return undefined;
        if (height[w] === -2) {
          height[w] = -1;
          path.push(w);
          deeper = true;
          break;
        }
      }
      if (deeper) continue;
      let top = 0;
      for (const w of left) if (height[w] + 1 > top) top = height[w] + 1;
      for (const w of right) if (height[w] + 1 > top) top = height[w] + 1;
      height[v] = top;
      path.pop();
    }
  }
  const levels: number[][] = [];
  for (let v = 0; v < n; v++) (levels[height[v]] ??= []).push(v);
  return levels;
}

/**
 * The stable colours of colour refinement on a loopfree graph, found from the leaves up: two
 * nodes get the same colour exactly when their left options and their right options have the
 * same sets of colours, and colours follow height, then those sets in the order of
 * {@link compareSignatures}. Each colour is final once given, so one pass does it, in
 * O(size log size). Returns the colours and how many there are.
 */
export function colourUpwards(
  g: Graph,
  levels: readonly (readonly number[])[],
  sigs: number[][],
): [Int32Array<ArrayBuffer>, number] {
  const colour = new Int32Array(g.left.length);
  const uniqueColours = (opts: readonly number[]): number[] => {
    const c = opts.map((w) => colour[w]).sort((x, y) => x - y);
    return c.filter((x, i) => i === 0 || x !== c[i - 1]);
  };
  let next = 0;
  for (const level of levels) {
    if (level === undefined) continue;
    for (const v of level) {
      const l = uniqueColours(g.left[v]);
      sigs[v] = [l.length, ...l, ...uniqueColours(g.right[v])];
    }
    const sorted = [...level].sort((a, b) => compareSignatures(sigs[a], sigs[b]));
    for (let i = 0; i < sorted.length; i++) {
      if (i > 0 && compareSignatures(sigs[sorted[i - 1]], sigs[sorted[i]]) !== 0) next++;
      colour[sorted[i]] = next;
    }
    next++;
  }
  return [colour, next];
}

/** Lexicographic order of signatures (the colour first, so refinement keeps the old order). */
function compareSignatures(a: readonly number[], b: readonly number[]): number {
  const m = Math.min(a.length, b.length);
  for (let i = 0; i < m; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
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
export function sideGraphByDeletion(g: Graph, mode: Mode): Graph | undefined {
  // Node numbers stay fixed while options are deleted (unreachable nodes are harmless to the
  // comparisons, which only visit reachable states); the result is packed at the end.
  let graph = pack(g);
  if (!hasAlternatingCycle(graph)) return graph;
  let done = false;
  /**
   * Tries to delete a set of options of one player at once; when the side changes, tries the
   * two halves (so k options that must stay cost O(k log m) comparisons, not m).
   */
  const attempt = (edges: [number, boolean, number][]): void => {
    if (done || edges.length === 0) return;
    const live = edges.filter(([v, isLeft, w]) =>
      (isLeft ? graph.left[v] : graph.right[v]).includes(w)
    );
    if (live.length === 0) return;
    const isLeft = live[0][1];
    const trial = withoutEdges(graph, live);
    // Deleting left options can only lower the game, right options only raise it.
    const same = isLeft ? leqGraphs(graph, trial, mode) : leqGraphs(trial, graph, mode);
    if (same) {
      graph = trial;
      progressed = true;
      if (!hasAlternatingCycle(pack(graph))) done = true;
      return;
    }
    if (live.length === 1) return;
    const half = live.length >> 1;
    attempt(live.slice(0, half));
    attempt(live.slice(half));
  };
  let progressed = true;
  while (!done && progressed) {
    progressed = false;
    const candidates = cycleEdges(graph, mode);
    if (candidates.length === 0) return undefined;
    for (const isLeft of mode === ONSIDE ? [false, true] : [true, false]) {
      attempt(candidates.filter((e) => e[1] === isLeft));
    }
  }
  return done ? pack(graph) : undefined;
}

function withoutEdges(g: Graph, edges: readonly [number, boolean, number][]): Graph {
  const left = g.left.slice();
  const right = g.right.slice();
  for (const [v, isLeft, w] of edges) {
    if (isLeft) left[v] = left[v].filter((x) => x !== w);
    else right[v] = right[v].filter((x) => x !== w);
  }
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

// ---------------------------------------------------------------------------
// Sides by local simplification.

/** Whether node t is `on` as drawn: a left pass and nothing else. */
function isOnNode(left: number[][], right: number[][], t: number): boolean {
  return left[t].length === 1 && left[t][0] === t && right[t].length === 0;
}

function isOffNode(left: number[][], right: number[][], t: number): boolean {
  return right[t].length === 1 && right[t][0] === t && left[t].length === 0;
}

function isDudNode(left: number[][], right: number[][], t: number): boolean {
  return left[t].length === 1 && left[t][0] === t && right[t].length === 1 && right[t][0] === t;
}

/**
 * Deletions that need no comparison (CGSuite's obvious reductions, each keeping every node's
 * side): a move to `on` (and, in the onside, to `dud`, whose onside is `on`) makes the mover's
 * other moves pointless; a move to the opponent's `on` is never worth making; and in the
 * onside a right move that Left can answer by moving straight back is pointless for Right,
 * since the play it starts can only repeat (infinite play is Left's there). Offside mirrors.
 */
function obviousDeletions(left: number[][], right: number[][], mode: Mode): void {
  const n = left.length;
  for (let v = 0; v < n; v++) {
    const lo = left[v];
    const best = lo.find((t) =>
      isOnNode(left, right, t) || (mode === ONSIDE && isDudNode(left, right, t))
    );
    if (best !== undefined) left[v] = [best];
    else {
      left[v] = lo.filter((t) =>
        !(isOffNode(left, right, t) ||
          (mode === OFFSIDE && (isDudNode(left, right, t) || right[t].includes(v))))
      );
    }
    const ro = right[v];
    const bestR = ro.find((t) =>
      isOffNode(left, right, t) || (mode === OFFSIDE && isDudNode(left, right, t))
    );
    if (bestR !== undefined) right[v] = [bestR];
    else {
      right[v] = ro.filter((t) =>
        !(isOnNode(left, right, t) ||
          (mode === ONSIDE && (isDudNode(left, right, t) || left[t].includes(v))))
      );
    }
  }
}

/**
 * Bypasses reversible options and deletes dominated ones, node by node, using the side order
 * `leq` of all pairs of nodes (computed once: each change keeps every node's side, so the
 * order stays valid). In a side, an option is only replaced or dropped in favour of another
 * when the move does not lie on an alternating cycle through it (CGSuite's guard; the cycle
 * could favour the opponent): a reversible left option a of v (with a right option b <= v) is
 * bypassed only when the move a -> b is on no alternating cycle; a left option dominated by
 * a' is dropped in the offside only when the move v -> a' is on no alternating cycle, and
 * likewise for Right in the onside. Returns whether anything changed.
 */
function localSimplify(left: number[][], right: number[][], leq: Uint8Array, mode: Mode): boolean {
  const n = left.length;
  let comp = stateComponents({ left, right });
  const onCycle = (v: number, moverIsLeft: boolean, w: number): boolean =>
    mode !== STOPPER && comp[2 * v + (moverIsLeft ? 0 : 1)] === comp[2 * w + (moverIsLeft ? 1 : 0)];
  let changed = false;
  for (let v = 0; v < n; v++) {
    spend(1);
    for (const isLeft of [true, false]) {
      const mine = isLeft ? left : right;
      const theirs = isLeft ? right : left;
      // Reversible options.
      let opts = mine[v];
      for (let i = 0; i < opts.length; i++) {
        const a = opts[i];
        for (const b of theirs[a]) {
          const reverses = isLeft ? leq[b * n + v] : leq[v * n + b];
          if (!reverses || onCycle(a, !isLeft, b)) continue;
          const next = opts.filter((_, k) => k !== i);
          for (const c of mine[b]) if (!next.includes(c)) next.push(c);
          mine[v] = opts = next;
          i--;
          changed = true;
          comp = stateComponents({ left, right });
          break;
        }
      }
      // Dominated options: drop a when another option a2 is at least as good for the mover.
      const guard = isLeft ? mode === OFFSIDE : mode === ONSIDE;
      for (let i = 0; i < opts.length; i++) {
        for (let j = 0; j < opts.length; j++) {
          if (i === j) continue;
          const a = opts[i];
          const a2 = opts[j];
          const worse = isLeft ? leq[a * n + a2] : leq[a2 * n + a];
          if (!worse) continue;
          const equal = leq[a * n + a2] && leq[a2 * n + a];
          if (equal && i < j && a !== a2) continue; // of two equal options keep the first
          if (a !== a2 && guard && onCycle(v, isLeft, a2)) continue;
          opts.splice(i, 1);
          i--;
          changed = true;
          break;
        }
      }
    }
  }
  return changed;
}

/**
 * The onside (mode ONSIDE) or offside (OFFSIDE) of the game at the root of `g`, as a simplified
 * game graph: a stopper whenever the side reduces to one, else a graph with alternating cycles
 * (a carousel side). See {@link sideGraphs}.
 */
export function sideGraph(g: Graph, mode: Mode): Graph {
  return sideGraphs(pack(g), [0], mode)[0];
}

/**
 * The onsides (mode ONSIDE) or offsides (OFFSIDE) of the games at several nodes of one graph,
 * as simplified game graphs (root 0). First the obvious deletions, then rounds of local
 * simplification with the side order of all pairs of nodes (one fixed point over the product
 * of the graph with itself); these keep every node's side. Each node's simplified part is
 * checked against the original node by two side comparisons (should a check fail, since the
 * local rules are CGSuite's and not proved here, the original node is used instead). Where
 * alternating cycles remain, the options on them are deleted wherever a side comparison shows
 * the side unchanged ({@link sideGraphByDeletion}, exact step by step). A side that no deletion
 * reduces to a stopper is simplified as a carousel ({@link carouselSide}) and checked against
 * the original once more (which is kept, packed, should that check fail), so every result is
 * exactly the side asked for.
 */
export function sideGraphs(
  g: Graph,
  roots: readonly number[],
  mode: Mode,
): Graph[] {
  const left = g.left.map((a) => [...a]);
  const right = g.right.map((a) => [...a]);
  obviousDeletions(left, right, mode);
  for (let round = 0; round < 8 && hasAlternatingCycle({ left, right }); round++) {
    const leq = leqMatrix({ left, right }, mode);
    if (!localSimplify(left, right, leq, mode)) break;
  }
  const simplified: Graph = { left, right };
  const out: Graph[] = [];
  for (const r of roots) {
    const original = pack(g, r);
    if (!hasAlternatingCycle(original)) {
      out.push(original);
      continue;
    }
    const oc = toCsr(original);
    const same = (x: Graph): boolean => {
      const xc = toCsr(x);
      return leqCsr(xc, oc, mode) && leqCsr(oc, xc, mode);
    };
    // The local rules are CGSuite's and not proved here: their result is used only when two
    // side comparisons show it equal to the original, else the original is searched.
    let start = pack(simplified, r);
    if (!same(start)) start = original;
    const side = hasAlternatingCycle(start) ? sideGraphByDeletion(start, mode) : start;
    if (side !== undefined) {
      out.push(side);
      continue;
    }
    const carousel = carouselSide(start, mode);
    out.push(same(carousel) ? carousel : original);
  }
  return out;
}

/**
 * Simplifies a side that is not equivalent to any stopper the deletion search finds (a
 * carousel, such as Bach's Carousel): no simplest form is known for these (Siegel, CGT VI),
 * so this follows the steps of CGSuite's LoopyGame.simplifyGraph for a side, each keeping the
 * side of the root:
 * 1. every option on an alternating cycle through its position is deleted when the root's side
 *    is unchanged (a left option can only lower it, so G' >= G is checked; a right option
 *    likewise), one at a time in node order;
 * 2. a round of local simplification (reversible options bypassed and dominated ones deleted,
 *    with the guard against alternating cycles);
 * 3. at a position where a player has an option lying on an alternating cycle, every option of
 *    that player is tried for deletion the same way;
 * 4. positions from which no alternating play goes on for ever are stoppers: each is replaced
 *    by its canonical form, equal ones shared.
 * The caller checks the result against the original side.
 */
export function carouselSide(g: Graph, mode: Mode): Graph {
  const left = g.left.map((a) => [...a]);
  const right = g.right.map((a) => [...a]);
  const tryDeletions = (all: boolean): void => {
    const n = left.length;
    for (let v = 0; v < n; v++) {
      for (const isLeft of [true, false]) {
        let comp = stateComponents({ left, right });
        const cyclicState = cyclicStates({ left, right }, comp);
        const mine = isLeft ? left : right;
        // Left moving from v leads to (w, Right to move) and back to (v, Left to move).
        const from = 2 * v + (isLeft ? 0 : 1);
        const onCycle = (w: number): boolean => comp[2 * w + (isLeft ? 1 : 0)] === comp[from];
        // Whether some option's state (w, opponent to move) lies on an alternating cycle.
        const every = all && mine[v].some((w) => cyclicState[2 * w + (isLeft ? 1 : 0)] === 1);
        for (const w of [...mine[v]]) {
          if (!every && !onCycle(w)) continue;
          spend(1);
          const current: Graph = { left, right };
          const trialLeft = isLeft
            ? left.map((o, u) => u === v ? o.filter((x) => x !== w) : o)
            : left;
          const trialRight = isLeft
            ? right
            : right.map((o, u) => u === v ? o.filter((x) => x !== w) : o);
          const trial: Graph = { left: trialLeft, right: trialRight };
          const same = isLeft ? leqGraphs(current, trial, mode) : leqGraphs(trial, current, mode);
          if (same) {
            mine[v] = mine[v].filter((x) => x !== w);
            // Which moves lie on alternating cycles is read from the graph as it now stands.
            comp = stateComponents({ left, right });
          }
        }
      }
    }
  };
  tryDeletions(false);
  {
    const packed = pack({ left, right });
    left.length = right.length = 0;
    left.push(...packed.left.map((o) => [...o]));
    right.push(...packed.right.map((o) => [...o]));
  }
  if (hasAlternatingCycle({ left, right })) {
    localSimplify(left, right, leqMatrix({ left, right }, mode), mode);
  }
  tryDeletions(true);
  return canonicalStopperParts(pack({ left, right }));
}

/**
 * For each state of the state graph (2v: Left to move at v, 2v + 1: Right), whether it lies on
 * an alternating cycle: its strongly connected component has another state, or it moves to
 * itself.
 */
function cyclicStates(g: Graph, comp: Int32Array): Uint8Array {
  const size = new Int32Array(comp.length);
  for (let s = 0; s < comp.length; s++) size[comp[s]]++;
  const out = new Uint8Array(comp.length);
  for (let s = 0; s < comp.length; s++) {
    const v = s >> 1;
    const opts = (s & 1) === 0 ? g.left[v] : g.right[v];
    if (size[comp[s]] > 1 || opts.some((w) => 2 * w + (1 - (s & 1)) === s)) out[s] = 1;
  }
  return out;
}

/**
 * The positions of `g` that are not stoppers (1) and those that are (0): a position is a
 * stopper iff no position reachable from it (by either player's moves) has a state on an
 * alternating cycle (Siegel, CGT VI.1). Found by a fixed point; cost O(passes * edges).
 */
export function carouselNodes(g: Graph): Uint8Array {
  const n = g.left.length;
  const cyclic = cyclicStates(g, stateComponents(g));
  const bad = new Uint8Array(n);
  for (let v = 0; v < n; v++) if (cyclic[2 * v] || cyclic[2 * v + 1]) bad[v] = 1;
  for (let changed = true; changed;) {
    changed = false;
    spend(1 + (n >> 6));
    for (let v = 0; v < n; v++) {
      if (bad[v]) continue;
      if (g.left[v].some((w) => bad[w]) || g.right[v].some((w) => bad[w])) {
        bad[v] = 1;
        changed = true;
      }
    }
  }
  return bad;
}

/**
 * Replaces every position of `g` that is a stopper (no alternating cycle reachable from it) by
 * its canonical form, sharing equal ones; the other positions keep their options (mapped).
 */
function canonicalStopperParts(g: Graph): Graph {
  const n = g.left.length;
  // A node is a stopper iff neither of its states reaches a cyclic state component.
  const bad = carouselNodes(g);
  const isStopperNode = (v: number) => !bad[v];
  const stopperNodes: number[] = [];
  for (let v = 0; v < n; v++) if (isStopperNode(v)) stopperNodes.push(v);
  if (stopperNodes.length === 0) return g;
  // Canonicalise the stopper part together (it is closed under options).
  const local = new Int32Array(n).fill(-1);
  stopperNodes.forEach((v, i) => local[v] = i);
  const sub: Graph = {
    left: stopperNodes.map((v) => g.left[v].map((w) => local[w])),
    right: stopperNodes.map((v) => g.right[v].map((w) => local[w])),
  };
  const { fused, rep } = canonicalStoppers(sub, []);
  // Rebuild: carousel nodes first (root stays 0), then the fused stopper nodes reached.
  const order: number[] = [];
  const left: number[][] = [];
  const right: number[][] = [];
  // Ids: carousel node v -> v; stopper representative i -> n + i.
  const id = (v: number): number => (local[v] >= 0 ? n + rep[local[v]] : v);
  const map = new Map<number, number>();
  const visit = (x: number): number => {
    let k = map.get(x);
    if (k !== undefined) return k;
    k = order.push(x) - 1;
    map.set(x, k);
    left.push([]);
    right.push([]);
    return k;
  };
  visit(id(0));
  for (let i = 0; i < order.length; i++) {
    const x = order[i];
    let l: number[];
    let r: number[];
    if (x < n) {
      l = g.left[x].map(id);
      r = g.right[x].map(id);
    } else {
      l = fused.left[x - n].map((w) => n + rep[w]);
      r = fused.right[x - n].map((w) => n + rep[w]);
    }
    left[i] = [...new Set(l.map(visit))];
    right[i] = [...new Set(r.map(visit))];
  }
  return { left, right };
}
