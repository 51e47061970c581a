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

import { spend } from "../_engine.ts";

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

/** The most states (pairs of nodes times two movers) one comparison may build. */
export const MAX_PRODUCT_STATES = 1 << 25;

/**
 * A graph in compressed rows with its reverse: the left options of v are
 * `lt[ls[v]..ls[v+1]]`, and `plt[pls[w]..pls[w+1]]` lists the nodes having w as a left option
 * (likewise `r*` for right options).
 */
export interface Csr {
  readonly n: number;
  readonly ls: Int32Array;
  readonly lt: Int32Array;
  readonly rs: Int32Array;
  readonly rt: Int32Array;
  readonly pls: Int32Array;
  readonly plt: Int32Array;
  readonly prs: Int32Array;
  readonly prt: Int32Array;
}

function rows(lists: readonly (readonly number[])[]): [Int32Array, Int32Array] {
  const n = lists.length;
  const start = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) start[v + 1] = start[v] + lists[v].length;
  const to = new Int32Array(start[n]);
  for (let v = 0, e = 0; v < n; v++) for (const w of lists[v]) to[e++] = w;
  return [start, to];
}

function reverseRows(n: number, start: Int32Array, to: Int32Array): [Int32Array, Int32Array] {
  const ps = new Int32Array(n + 1);
  for (let e = 0; e < to.length; e++) ps[to[e] + 1]++;
  for (let v = 0; v < n; v++) ps[v + 1] += ps[v];
  const pt = new Int32Array(to.length);
  const fill = ps.slice(0, n);
  for (let v = 0; v < n; v++) for (let e = start[v]; e < start[v + 1]; e++) pt[fill[to[e]]++] = v;
  return [ps, pt];
}

/** The compressed form of a graph (options and their reverse). Cost: O(n + edges). */
export function toCsr(g: Graph): Csr {
  const n = g.left.length;
  const [ls, lt] = rows(g.left);
  const [rs, rt] = rows(g.right);
  const [pls, plt] = reverseRows(n, ls, lt);
  const [prs, prt] = reverseRows(n, rs, rt);
  return { n, ls, lt, rs, rt, pls, plt, prs, prt };
}

/**
 * Solves the comparison game B - A on pairs of nodes: state `((a * B.n + b) << 1) | m` is the
 * position B_b - A_a with Left (m = 0) or Right (m = 1) to move. A player with no move loses;
 * an infinite play is Left's in STOPPER mode, in ONSIDE mode iff infinitely many moves are in
 * B, in OFFSIDE mode iff infinitely many are in -A: a Büchi game whose accepting moves are the
 * moves in B (onside), in -A (offside) or all moves (stopper).
 *
 * First the states where one player can force the other to run out of moves are found by
 * plain retrograde analysis (two attractors). On the states left undecided, play can go on
 * for ever, and the classical nested fixed point decides them: repeatedly, find the states
 * from which Left can force another accepting move, and give Right the attractor of the rest.
 * Only the states marked in `region` take part (every successor of a region state must be in
 * the region); all states when it is omitted.
 *
 * Returns a byte per state, 1 where Left wins. Cost: O(states + edges) for the first phase,
 * then O(passes * edges among undecided states); 14 bytes per state of memory. The moves of
 * the product are never stored: they are read from the two graphs' rows.
 */
export function solveProduct(a: Csr, b: Csr, mode: Mode, region?: Uint8Array): Uint8Array {
  const na = a.n;
  const nb = b.n;
  const size = na * nb * 2;
  if (size > MAX_PRODUCT_STATES) tooBigProduct(size);
  const { ls: aLs, lt: aLt, rs: aRs, rt: aRt, pls: aPls, plt: aPlt, prs: aPrs, prt: aPrt } = a;
  const { ls: bLs, lt: bLt, rs: bRs, rt: bRt, pls: bPls, plt: bPlt, prs: bPrs, prt: bPrt } = b;
  // status: 0 undecided, 1 Left wins, 2 Right wins, 3 outside the region.
  const status = new Uint8Array(size);
  const ctr = scratchInts(0, size);
  const queue = scratchInts(1, size);
  let q = 0;
  let work = 0;
  for (let x = 0; x < na; x++) {
    const leftMoves = aRs[x + 1] - aRs[x];
    const rightMoves = aLs[x + 1] - aLs[x];
    for (let y = 0; y < nb; y++) {
      const s0 = (x * nb + y) << 1;
      const s1 = s0 | 1;
      if (region !== undefined && !region[s0]) status[s0] = 3;
      else {
        const c = leftMoves + bLs[y + 1] - bLs[y];
        ctr[s0] = c;
        if (c === 0) {
          status[s0] = 2;
          queue[q++] = s0;
        }
      }
      if (region !== undefined && !region[s1]) status[s1] = 3;
      else {
        const c = rightMoves + bRs[y + 1] - bRs[y];
        ctr[s1] = c;
        // In STOPPER mode only Right's wins need propagating: Left wins everywhere else.
        if (c === 0 && mode !== STOPPER) {
          status[s1] = 1;
          queue[q++] = s1;
        }
      }
    }
  }
  work += size;
  // Predecessors of state t are written to pred (and whether the move is accepting to acc).
  let maxIn = 0;
  for (let v = 0; v < na; v++) {
    maxIn = Math.max(maxIn, aPls[v + 1] - aPls[v], aPrs[v + 1] - aPrs[v]);
  }
  let maxInB = 0;
  for (let v = 0; v < nb; v++) {
    maxInB = Math.max(maxInB, bPls[v + 1] - bPls[v], bPrs[v + 1] - bPrs[v]);
  }
  const pred = new Int32Array(maxIn + maxInB);
  const acc = new Uint8Array(maxIn + maxInB);
  const accA = mode === ONSIDE ? 0 : 1;
  const accB = mode === OFFSIDE ? 0 : 1;
  const preds = (t: number): number => {
    const p = t >> 1;
    const x = (p / nb) | 0;
    const y = p - x * nb;
    let k = 0;
    if ((t & 1) === 1) {
      // Left moved: in -A (a right option of A) or in B (a left option).
      for (let e = aPrs[x]; e < aPrs[x + 1]; e++) {
        pred[k] = (aPrt[e] * nb + y) << 1;
        acc[k++] = accA;
      }
      for (let e = bPls[y]; e < bPls[y + 1]; e++) {
        pred[k] = (x * nb + bPlt[e]) << 1;
        acc[k++] = accB;
      }
    } else {
      for (let e = aPls[x]; e < aPls[x + 1]; e++) {
        pred[k] = ((aPlt[e] * nb + y) << 1) | 1;
        acc[k++] = accA;
      }
      for (let e = bPrs[y]; e < bPrs[y + 1]; e++) {
        pred[k] = ((x * nb + bPrt[e]) << 1) | 1;
        acc[k++] = accB;
      }
    }
    return k;
  };
  // Phase 1: who can force the other to run out of moves (predecessors read inline).
  for (let i = 0; i < q; i++) {
    const t = queue[i];
    const won = status[t];
    const p = t >> 1;
    const x = (p / nb) | 0;
    const y = p - x * nb;
    if ((t & 1) === 1) {
      // Left moved into t: from a Left state, in -A (A's right option) or in B (left).
      const forMover = won === 1;
      work += aPrs[x + 1] - aPrs[x] + bPls[y + 1] - bPls[y];
      for (let e = aPrs[x]; e < aPrs[x + 1]; e++) {
        const s = (aPrt[e] * nb + y) << 1;
        if (status[s] === 0 && (forMover || --ctr[s] === 0)) {
          status[s] = won;
          queue[q++] = s;
        }
      }
      for (let e = bPls[y]; e < bPls[y + 1]; e++) {
        const s = (x * nb + bPlt[e]) << 1;
        if (status[s] === 0 && (forMover || --ctr[s] === 0)) {
          status[s] = won;
          queue[q++] = s;
        }
      }
    } else {
      const forMover = won === 2;
      work += aPls[x + 1] - aPls[x] + bPrs[y + 1] - bPrs[y];
      for (let e = aPls[x]; e < aPls[x + 1]; e++) {
        const s = ((aPlt[e] * nb + y) << 1) | 1;
        if (status[s] === 0 && (forMover || --ctr[s] === 0)) {
          status[s] = won;
          queue[q++] = s;
        }
      }
      for (let e = bPrs[y]; e < bPrs[y + 1]; e++) {
        const s = ((x * nb + bPrt[e]) << 1) | 1;
        if (status[s] === 0 && (forMover || --ctr[s] === 0)) {
          status[s] = won;
          queue[q++] = s;
        }
      }
    }
  }
  spend(1 + (work >> 8));
  work = 0;
  if (mode === STOPPER) {
    // Every infinite play is Left's: Left wins wherever Right cannot force a win.
    for (let s = 0; s < size; s++) status[s] = status[s] === 0 || status[s] === 1 ? 1 : 0;
    return status;
  }
  // Phase 2: the undecided states, where play may go on for ever.
  let undecided = new Int32Array(size - q);
  let u = 0;
  for (let s = 0; s < size; s++) if (status[s] === 0) undecided[u++] = s;
  undecided = undecided.subarray(0, u);
  {
    // On undecided Left states ctr counts the moves to undecided states, which stay alive
    // until given to Right; on Right states it is recounted each pass (below).
    const mark = new Uint8Array(size);
    let stamp = 0;
    for (;;) {
      stamp = stamp === 255 ? 1 : stamp + 1;
      if (stamp === 1) mark.fill(0);
      let r = 0;
      for (let i = 0; i < u; i++) {
        const s = undecided[i];
        const p = s >> 1;
        const x = (p / nb) | 0;
        const y = p - x * nb;
        if ((s & 1) === 0) {
          let found = false;
          if (accA) {
            for (let e = aRs[x]; e < aRs[x + 1]; e++) {
              if (status[((aRt[e] * nb + y) << 1) | 1] === 0) {
                found = true;
                break;
              }
            }
          }
          if (!found && accB) {
            for (let e = bLs[y]; e < bLs[y + 1]; e++) {
              if (status[((x * nb + bLt[e]) << 1) | 1] === 0) {
                found = true;
                break;
              }
            }
          }
          if (found) {
            mark[s] = stamp;
            queue[r++] = s;
          }
        } else {
          let c = 0;
          if (!accA) {
            for (let e = aLs[x]; e < aLs[x + 1]; e++) {
              if (status[(aLt[e] * nb + y) << 1] === 0) c++;
            }
          }
          if (!accB) {
            for (let e = bRs[y]; e < bRs[y + 1]; e++) {
              if (status[(x * nb + bRt[e]) << 1] === 0) c++;
            }
          }
          ctr[s] = c;
          if (c === 0) {
            mark[s] = stamp;
            queue[r++] = s;
          }
        }
      }
      work += u;
      for (let i = 0; i < r; i++) {
        const k = preds(queue[i]);
        work += k;
        for (let j = 0; j < k; j++) {
          const s = pred[j];
          if (acc[j] || status[s] !== 0 || mark[s] === stamp) continue;
          if ((s & 1) === 0 || --ctr[s] === 0) {
            mark[s] = stamp;
            queue[r++] = s;
          }
        }
      }
      // Give Right the attractor of the undecided states outside Recur.
      let d = 0;
      for (let i = 0; i < u; i++) {
        const s = undecided[i];
        if (mark[s] !== stamp) {
          status[s] = 2;
          queue[d++] = s;
        }
      }
      if (d === 0) break;
      for (let i = 0; i < d; i++) {
        const k = preds(queue[i]);
        work += k;
        for (let j = 0; j < k; j++) {
          const s = pred[j];
          if (status[s] !== 0) continue;
          if ((s & 1) === 1 || --ctr[s] === 0) {
            status[s] = 2;
            queue[d++] = s;
          }
        }
      }
      let w = 0;
      for (let i = 0; i < u; i++) if (status[undecided[i]] === 0) undecided[w++] = undecided[i];
      u = w;
      spend(1 + (work >> 8));
      work = 0;
    }
    for (let i = 0; i < u; i++) status[undecided[i]] = 1;
  }
  spend(1 + (work >> 8));
  for (let s = 0; s < size; s++) status[s] = status[s] === 1 ? 1 : 0;
  return status;
}

/** Small comparisons reuse these work arrays (a fixed 512 KiB), larger ones allocate. */
const SCRATCH_STATES = 1 << 16;
const scratch = [new Int32Array(SCRATCH_STATES), new Int32Array(SCRATCH_STATES)];

/** Work array `which` of `size` entries, zeroed: a reused one when small enough. */
function scratchInts(which: 0 | 1, size: number): Int32Array {
  if (size > SCRATCH_STATES) return new Int32Array(size);
  const a = scratch[which].subarray(0, size);
  a.fill(0);
  return a;
}

function tooBigProduct(states: number): never {
  throw new RangeError(
    `Cannot compare loopy games: the comparison would have more than ${MAX_PRODUCT_STATES} states, received ${states}`,
  );
}

/** The states of the product B - A reachable from state `root` (see {@link solveProduct}). */
export function reachableStates(a: Csr, b: Csr, root: number): Uint8Array {
  const nb = b.n;
  const size = a.n * nb * 2;
  if (size > MAX_PRODUCT_STATES) tooBigProduct(size);
  const seen = new Uint8Array(size);
  const stack = scratchInts(0, size);
  let top = 0;
  seen[root] = 1;
  stack[top++] = root;
  let count = 0;
  while (top > 0) {
    const s = stack[--top];
    count++;
    const p = s >> 1;
    const x = (p / nb) | 0;
    const y = p - x * nb;
    if ((s & 1) === 0) {
      for (let e = a.rs[x]; e < a.rs[x + 1]; e++) {
        const t = ((a.rt[e] * nb + y) << 1) | 1;
        if (!seen[t]) {
          seen[t] = 1;
          stack[top++] = t;
        }
      }
      for (let e = b.ls[y]; e < b.ls[y + 1]; e++) {
        const t = ((x * nb + b.lt[e]) << 1) | 1;
        if (!seen[t]) {
          seen[t] = 1;
          stack[top++] = t;
        }
      }
    } else {
      for (let e = a.ls[x]; e < a.ls[x + 1]; e++) {
        const t = (a.lt[e] * nb + y) << 1;
        if (!seen[t]) {
          seen[t] = 1;
          stack[top++] = t;
        }
      }
      for (let e = b.rs[y]; e < b.rs[y + 1]; e++) {
        const t = (x * nb + b.rt[e]) << 1;
        if (!seen[t]) {
          seen[t] = 1;
          stack[top++] = t;
        }
      }
    }
  }
  spend(1 + (count >> 8));
  return seen;
}

/**
 * Whether G <= H: Left, moving second in H - G, survives (never runs out of moves) and, in the
 * onside or offside mode, wins every infinite play as the mode scores it. Only the states of
 * H - G reachable from the start take part. Cost: see {@link solveProduct}.
 */
export function leqGraphs(g: Graph, h: Graph, mode: Mode, gRoot = 0, hRoot = 0): boolean {
  return leqCsr(toCsr(g), toCsr(h), mode, gRoot, hRoot);
}

/** {@link leqGraphs} on compressed graphs. */
export function leqCsr(g: Csr, h: Csr, mode: Mode, gRoot = 0, hRoot = 0): boolean {
  const root = ((gRoot * h.n + hRoot) << 1) | 1;
  const region = reachableStates(g, h, root);
  return solveProduct(g, h, mode, region)[root] === 1;
}

/**
 * The order on all pairs of nodes of one graph at once, in the given mode: entry a * n + b is
 * 1 iff node a <= node b. One solution of the comparison game on the whole product. Cost:
 * O(passes * n^2 * options) time, O(n^2) memory.
 */
export function leqMatrix(g: Graph | Csr, mode: Mode = STOPPER): Uint8Array {
  const c = "ls" in g ? g : toCsr(g);
  const n = c.n;
  const alive = solveProduct(c, c, mode);
  const out = new Uint8Array(n * n);
  for (let i = 0; i < n * n; i++) out[i] = alive[(i << 1) | 1];
  return out;
}
