/**
 * Private game-graph machinery behind loopy.ts: finite game graphs whose nodes have left and
 * right options that may point back, their sums and negatives, the alternating-cycle test for
 * stoppers, plain retrograde analysis with draws, and the comparison of sides as a Büchi game
 * on the sum graph.
 *
 * A graph is two adjacency lists over nodes 0..n-1; node 0 is the root. Every function here is
 * iterative (no recursion over the graph), so deep graphs cannot overflow the stack.
 *
 * @module
 */

import { spend } from "./_engine.ts";

/** A finite game graph, root node 0. Options are node indices; duplicates are allowed. */
export interface Graph {
  readonly left: readonly (readonly number[])[];
  readonly right: readonly (readonly number[])[];
}

/** The largest number of nodes a loopy computation builds (sum graphs, products). */
export const MAX_GRAPH_NODES = 2_000_000;

function tooBig(what: string, n: number): never {
  throw new RangeError(
    `Cannot ${what}: the game graph would have more than ${MAX_GRAPH_NODES} nodes, received ${n}`,
  );
}

/** The part of `g` reachable from `root`, renumbered in breadth-first order (root becomes 0). */
export function pack(g: Graph, root = 0): Graph {
  const index = new Int32Array(g.left.length).fill(-1);
  const order: number[] = [root];
  index[root] = 0;
  for (let i = 0; i < order.length; i++) {
    const v = order[i];
    for (const w of g.left[v]) if (index[w] < 0) index[w] = order.push(w) - 1;
    for (const w of g.right[v]) if (index[w] < 0) index[w] = order.push(w) - 1;
  }
  const left: number[][] = [];
  const right: number[][] = [];
  for (const v of order) {
    left.push(dedupe(g.left[v].map((w) => index[w])));
    right.push(dedupe(g.right[v].map((w) => index[w])));
  }
  return { left, right };
}

function dedupe(a: number[]): number[] {
  return a.length < 2 ? a : [...new Set(a)];
}

/** -G: left and right options exchanged. */
export function negateGraph(g: Graph): Graph {
  return { left: g.right, right: g.left };
}

/** The disjunctive sum G + H: nodes are pairs reachable from (0, 0). */
export function sumGraph(g: Graph, h: Graph): Graph {
  const nh = h.left.length;
  const index = new Map<number, number>();
  const pairs: number[] = [0];
  index.set(0, 0);
  const left: number[][] = [];
  const right: number[][] = [];
  const id = (a: number, b: number): number => {
    const key = a * nh + b;
    let i = index.get(key);
    if (i === undefined) {
      i = pairs.push(key) - 1;
      index.set(key, i);
      if (i >= MAX_GRAPH_NODES) tooBig("add loopy games", i + 1);
    }
    return i;
  };
  for (let i = 0; i < pairs.length; i++) {
    const a = Math.floor(pairs[i] / nh);
    const b = pairs[i] % nh;
    const l: number[] = [];
    const r: number[] = [];
    for (const x of g.left[a]) l.push(id(x, b));
    for (const y of h.left[b]) l.push(id(a, y));
    for (const x of g.right[a]) r.push(id(x, b));
    for (const y of h.right[b]) r.push(id(a, y));
    left.push(l);
    right.push(r);
  }
  spend(pairs.length);
  return { left, right };
}

/**
 * Whether some infinite alternating play starts at some position of the graph (every node is
 * assumed reachable from the root, as after {@link pack}), that is, whether the state graph on
 * (node, player to move) has a cycle. A graph without one is a stopper.
 */
export function hasAlternatingCycle(g: Graph): boolean {
  const n = g.left.length;
  // state s = 2v + m, m = 0 Left to move, 1 Right to move; colour 0 new, 1 on stack, 2 done.
  const colour = new Uint8Array(2 * n);
  const stack: number[] = [];
  const next: number[] = [];
  for (let start = 0; start < 2 * n; start++) {
    if (colour[start] !== 0) continue;
    colour[start] = 1;
    stack.push(start);
    next.push(0);
    while (stack.length > 0) {
      const s = stack[stack.length - 1];
      const v = s >> 1;
      const opts = (s & 1) === 0 ? g.left[v] : g.right[v];
      const k = next[next.length - 1];
      if (k < opts.length) {
        next[next.length - 1] = k + 1;
        const t = 2 * opts[k] + (1 - (s & 1));
        if (colour[t] === 1) return true;
        if (colour[t] === 0) {
          colour[t] = 1;
          stack.push(t);
          next.push(0);
        }
      } else {
        colour[s] = 2;
        stack.pop();
        next.pop();
      }
    }
  }
  return false;
}

/** Whether the root can reach a cycle at all (false: the game is loopfree). */
export function hasCycle(g: Graph): boolean {
  const n = g.left.length;
  const colour = new Uint8Array(n);
  const stack: number[] = [0];
  const next: number[] = [0];
  colour[0] = 1;
  while (stack.length > 0) {
    const v = stack[stack.length - 1];
    const k = next[next.length - 1];
    const nl = g.left[v].length;
    if (k < nl + g.right[v].length) {
      next[next.length - 1] = k + 1;
      const w = k < nl ? g.left[v][k] : g.right[v][k - nl];
      if (colour[w] === 1) return true;
      if (colour[w] === 0) {
        colour[w] = 1;
        stack.push(w);
        next.push(0);
      }
    } else {
      colour[v] = 2;
      stack.pop();
      next.pop();
    }
  }
  return false;
}

/**
 * Plain retrograde analysis with draws: for every node, the result with Left to move and with
 * Right to move, 1 (Left wins), -1 (Right wins) or 0 (draw: neither can force a win, play
 * goes on for ever). A player with no move loses.
 */
export function solveOutcomes(g: Graph): { leftFirst: Int8Array; rightFirst: Int8Array } {
  const n = g.left.length;
  // states 2v (Left to move), 2v+1 (Right to move)
  const result = new Int8Array(2 * n); // 1 mover wins, -1 mover loses, 0 unknown
  const count = new Int32Array(2 * n);
  const pred: number[][] = Array.from({ length: 2 * n }, () => []);
  const queue: number[] = [];
  for (let v = 0; v < n; v++) {
    for (let m = 0; m < 2; m++) {
      const s = 2 * v + m;
      const opts = m === 0 ? g.left[v] : g.right[v];
      count[s] = opts.length;
      for (const w of opts) pred[2 * w + 1 - m].push(s);
      if (opts.length === 0) {
        result[s] = -1;
        queue.push(s);
      }
    }
  }
  spend(n);
  for (let i = 0; i < queue.length; i++) {
    const t = queue[i];
    for (const s of pred[t]) {
      if (result[s] !== 0) continue;
      if (result[t] === -1) {
        result[s] = 1;
        queue.push(s);
      } else if (--count[s] === 0) {
        result[s] = -1;
        queue.push(s);
      }
    }
  }
  const leftFirst = new Int8Array(n);
  const rightFirst = new Int8Array(n);
  for (let v = 0; v < n; v++) {
    leftFirst[v] = result[2 * v];
    rightFirst[v] = -result[2 * v + 1];
  }
  return { leftFirst, rightFirst };
}

/** How infinite plays are scored when comparing: 0 all Left's (stoppers), 1 onside, 2 offside. */
export type Mode = 0 | 1 | 2;

/** Survival mode: every infinite play counts as Left's (the comparison of stoppers). */
export const STOPPER: Mode = 0;
/** Onside mode: an infinite play of H - G is Left's iff infinitely many moves are in H. */
export const ONSIDE: Mode = 1;
/** Offside mode: an infinite play of H - G is Left's iff infinitely many moves are in -G. */
export const OFFSIDE: Mode = 2;

/**
 * A two-player state graph in compressed rows: owner 0 is Left's state, 1 Right's; each edge
 * carries an accepting flag. Left wins a play iff the opponent is stuck, or the play is infinite
 * with infinitely many accepting edges.
 */
interface StateGraph {
  readonly owner: Uint8Array;
  readonly start: Int32Array; // row offsets, length states + 1
  readonly target: Int32Array;
  readonly accepting: Uint8Array;
}

/**
 * Solves the Büchi game: returns the states from which Left wins (1) by the nested fixed point
 * (repeatedly remove Right's attractor of the states from which Left cannot force another
 * accepting edge while staying in the arena).
 */
function solveBuchi(sg: StateGraph): Uint8Array {
  const n = sg.owner.length;
  const { owner, start, target, accepting } = sg;
  // predecessors
  const pstart = new Int32Array(n + 1);
  for (let e = 0; e < target.length; e++) pstart[target[e] + 1]++;
  for (let i = 0; i < n; i++) pstart[i + 1] += pstart[i];
  const psrc = new Int32Array(target.length);
  const pacc = new Uint8Array(target.length);
  const fill = pstart.slice(0, n);
  for (let s = 0; s < n; s++) {
    for (let e = start[s]; e < start[s + 1]; e++) {
      const k = fill[target[e]]++;
      psrc[k] = s;
      pacc[k] = accepting[e];
    }
  }
  const alive = new Uint8Array(n).fill(1);
  const aliveOut = new Int32Array(n); // alive successors of Left states
  for (let s = 0; s < n; s++) aliveOut[s] = start[s + 1] - start[s];
  const inR = new Uint8Array(n);
  const need = new Int32Array(n);
  const queue = new Int32Array(n);
  for (;;) {
    spend(1 + (n >> 6));
    // Recur: Left can force an accepting edge (into the arena) from here.
    let qlen = 0;
    inR.fill(0);
    for (let s = 0; s < n; s++) {
      if (!alive[s]) continue;
      if (owner[s] === 0) {
        for (let e = start[s]; e < start[s + 1]; e++) {
          if (accepting[e] && alive[target[e]]) {
            inR[s] = 1;
            queue[qlen++] = s;
            break;
          }
        }
      } else {
        let c = 0;
        for (let e = start[s]; e < start[s + 1]; e++) if (!accepting[e]) c++;
        need[s] = c;
        if (c === 0) {
          inR[s] = 1;
          queue[qlen++] = s;
        }
      }
    }
    for (let i = 0; i < qlen; i++) {
      const t = queue[i];
      for (let k = pstart[t]; k < pstart[t + 1]; k++) {
        if (pacc[k]) continue;
        const s = psrc[k];
        if (!alive[s] || inR[s]) continue;
        if (owner[s] === 0 || --need[s] === 0) {
          inR[s] = 1;
          queue[qlen++] = s;
        }
      }
    }
    // Remove Right's attractor of the alive states outside Recur.
    let dlen = 0;
    for (let s = 0; s < n; s++) {
      if (alive[s] && !inR[s]) {
        alive[s] = 0;
        queue[dlen++] = s;
      }
    }
    if (dlen === 0) return alive;
    for (let i = 0; i < dlen; i++) {
      const t = queue[i];
      for (let k = pstart[t]; k < pstart[t + 1]; k++) {
        const s = psrc[k];
        if (!alive[s]) continue;
        if (owner[s] === 1 || --aliveOut[s] === 0) {
          alive[s] = 0;
          queue[dlen++] = s;
        }
      }
    }
  }
}

/**
 * Whether G <= H: Left, moving second in H - G, survives (never runs out of moves) and, in the
 * onside or offside mode, wins every infinite play as the mode scores it. Only the states of
 * H - G reachable from the start are built. Cost: O(|states| * passes).
 */
export function leqGraphs(g: Graph, h: Graph, mode: Mode, gRoot = 0, hRoot = 0): boolean {
  const nh = h.left.length;
  const index = new Map<number, number>();
  const keys: number[] = [];
  const owner: number[] = [];
  const id = (a: number, b: number, m: number): number => {
    const key = (a * nh + b) * 2 + m;
    let i = index.get(key);
    if (i === undefined) {
      i = keys.push(key) - 1;
      owner.push(m);
      index.set(key, i);
      if (i >= MAX_GRAPH_NODES) tooBig("compare loopy games", i + 1);
    }
    return i;
  };
  id(gRoot, hRoot, 1);
  const start: number[] = [0];
  const target: number[] = [];
  const accepting: number[] = [];
  for (let i = 0; i < keys.length; i++) {
    const m = keys[i] & 1;
    const p = Math.floor(keys[i] / 2);
    const a = Math.floor(p / nh);
    const b = p % nh;
    // Left to move: Left moves in -G (right options of G) or in H (left options of H).
    // Right to move: Right moves in -G (left options of G) or in H (right options of H).
    const gOpts = m === 0 ? g.right[a] : g.left[a];
    const hOpts = m === 0 ? h.left[b] : h.right[b];
    for (const x of gOpts) {
      target.push(id(x, b, 1 - m));
      accepting.push(mode === ONSIDE ? 0 : 1);
    }
    for (const y of hOpts) {
      target.push(id(a, y, 1 - m));
      accepting.push(mode === OFFSIDE ? 0 : 1);
    }
    start.push(target.length);
  }
  spend(1 + (keys.length >> 4));
  const alive = solveBuchi({
    owner: Uint8Array.from(owner),
    start: Int32Array.from(start),
    target: Int32Array.from(target),
    accepting: Uint8Array.from(accepting),
  });
  return alive[0] === 1;
}

/**
 * The order of stoppers on all pairs of nodes of one stopper graph at once: entry a * n + b is
 * 1 iff node a <= node b. One survival analysis on the whole product. Cost: O(n^2 * options).
 */
export function leqMatrix(g: Graph): Uint8Array {
  const n = g.left.length;
  if (n * n * 2 > 4 * MAX_GRAPH_NODES) tooBig("compare loopy games", n * n);
  const states = n * n * 2;
  const owner = new Uint8Array(states);
  const start = new Int32Array(states + 1);
  let edges = 0;
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const s = (a * n + b) * 2;
      edges += g.right[a].length + g.left[b].length;
      start[s + 1] = edges;
      edges += g.left[a].length + g.right[b].length;
      start[s + 2] = edges;
      owner[s + 1] = 1;
    }
  }
  const target = new Int32Array(edges);
  let e = 0;
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      for (const x of g.right[a]) target[e++] = (x * n + b) * 2 + 1;
      for (const y of g.left[b]) target[e++] = (a * n + y) * 2 + 1;
      for (const x of g.left[a]) target[e++] = (x * n + b) * 2;
      for (const y of g.right[b]) target[e++] = (a * n + y) * 2;
    }
  }
  spend(1 + (states >> 4));
  const alive = solveBuchi({ owner, start, target, accepting: new Uint8Array(edges).fill(1) });
  const out = new Uint8Array(n * n);
  for (let i = 0; i < n * n; i++) out[i] = alive[2 * i + 1];
  return out;
}
