/**
 * Random small game graphs for the loopy tests, and slow, obviously correct twins: survival
 * by repeated sweeps over all states of H - G, and outcomes by plain minimax iteration.
 *
 * @module
 */

import fc from "fast-check";
import type { LoopyGraph } from "@cgt/partizan/loopy";

/** A random graph of 1..maxNodes nodes, each with up to 2 left and 2 right options. */
export function arbitraryLoopyGraph(maxNodes = 4): fc.Arbitrary<LoopyGraph> {
  return fc.integer({ min: 1, max: maxNodes }).chain((n) => {
    const opts = fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 2 });
    return fc.record({
      left: fc.array(opts, { minLength: n, maxLength: n }),
      right: fc.array(opts, { minLength: n, maxLength: n }),
    });
  });
}

/** A random acyclic graph (a short game's tree with sharing): options point to later nodes. */
export function arbitraryAcyclicGraph(maxNodes = 5): fc.Arbitrary<LoopyGraph> {
  return fc.integer({ min: 1, max: maxNodes }).chain((n) => {
    const opts = (i: number) =>
      i === n - 1
        ? fc.constant([] as number[])
        : fc.uniqueArray(fc.integer({ min: i + 1, max: n - 1 }), { maxLength: 2 });
    const nodes = Array.from({ length: n }, (_, i) => fc.tuple(opts(i), opts(i)));
    return fc.tuple(...nodes).map((pairs) => ({
      left: pairs.map((p) => p[0]),
      right: pairs.map((p) => p[1]),
    }));
  });
}

/**
 * Whether no position reachable from node 0 starts an infinite alternating play (slow:
 * depth-first search from every reachable position, either player to move).
 */
export function slowIsStopper(g: LoopyGraph): boolean {
  const seen = new Set<string>();
  const onPath = new Set<string>();
  const visit = (v: number, m: number): boolean => {
    const key = `${v},${m}`;
    if (onPath.has(key)) return false;
    if (seen.has(key)) return true;
    seen.add(key);
    onPath.add(key);
    for (const w of m === 0 ? g.left[v] : g.right[v]) if (!visit(w, 1 - m)) return false;
    onPath.delete(key);
    return true;
  };
  const reach = new Set<number>([0]);
  const todo = [0];
  while (todo.length > 0) {
    const v = todo.pop()!;
    for (const w of [...g.left[v], ...g.right[v]]) {
      if (!reach.has(w)) {
        reach.add(w);
        todo.push(w);
      }
    }
  }
  for (const v of reach) {
    seen.clear();
    if (!visit(v, 0) || !visit(v, 1)) return false;
  }
  return true;
}

/**
 * Slow survival: G <= H for stoppers iff Right, moving first in H - G, cannot force Left to
 * have no move. The states Right wins are found by sweeping all states until nothing changes.
 */
export function slowStopperLeq(g: LoopyGraph, h: LoopyGraph, gv = 0, hv = 0): boolean {
  const ng = g.left.length;
  const nh = h.left.length;
  // rightWins[m][a][b]: Right can force Left to be stuck from (a, b), m to move (0 Left).
  const rightWins = [0, 1].map(() =>
    Array.from({ length: ng }, () => new Array<boolean>(nh).fill(false))
  );
  let changed = true;
  while (changed) {
    changed = false;
    for (let a = 0; a < ng; a++) {
      for (let b = 0; b < nh; b++) {
        if (!rightWins[0][a][b]) {
          const moves = [
            ...g.right[a].map((x) => [x, b]),
            ...h.left[b].map((y) => [a, y]),
          ];
          if (moves.every(([x, y]) => rightWins[1][x][y])) {
            rightWins[0][a][b] = true;
            changed = true;
          }
        }
        if (!rightWins[1][a][b]) {
          const moves = [
            ...g.left[a].map((x) => [x, b]),
            ...h.right[b].map((y) => [a, y]),
          ];
          if (moves.some(([x, y]) => rightWins[0][x][y])) {
            rightWins[1][a][b] = true;
            changed = true;
          }
        }
      }
    }
  }
  return !rightWins[1][gv][hv];
}

/** The disjunctive sum of two graphs on all pairs (node a * |H| + b; root 0). */
export function slowSum(g: LoopyGraph, h: LoopyGraph): LoopyGraph {
  const nh = h.left.length;
  const left: number[][] = [];
  const right: number[][] = [];
  for (let a = 0; a < g.left.length; a++) {
    for (let b = 0; b < nh; b++) {
      left.push([...g.left[a].map((x) => x * nh + b), ...h.left[b].map((y) => a * nh + y)]);
      right.push([...g.right[a].map((x) => x * nh + b), ...h.right[b].map((y) => a * nh + y)]);
    }
  }
  return { left, right };
}

/**
 * Slow outcomes with draws by minimax iteration: a state is won for the mover when some move
 * reaches a state lost for the new mover, lost when every move reaches a won state (no moves:
 * lost); states never decided are draws. Returns [Left first, Right first] at node 0, each
 * 1 (Left wins), 0 (draw) or -1 (Right wins).
 */
export function slowOutcome(g: LoopyGraph): [number, number] {
  return slowOutcomes(g)[0];
}

/** {@link slowOutcome} of every node of `g`, as a start: `[Left first, Right first]` each. */
export function slowOutcomes(g: LoopyGraph): [number, number][] {
  const n = g.left.length;
  const val = [new Array<number>(n).fill(0), new Array<number>(n).fill(0)]; // mover: 1 win, -1 loss
  let changed = true;
  while (changed) {
    changed = false;
    for (let m = 0; m < 2; m++) {
      for (let v = 0; v < n; v++) {
        if (val[m][v] !== 0) continue;
        const next = (m === 0 ? g.left[v] : g.right[v]).map((w) => val[1 - m][w]);
        const r = next.some((x) => x === -1) ? 1 : next.every((x) => x === 1) ? -1 : 0;
        if (r !== 0) {
          val[m][v] = r;
          changed = true;
        }
      }
    }
  }
  return val[0].map((l, v): [number, number] => [l, val[1][v] === 0 ? 0 : -val[1][v]]);
}

/**
 * Slow side comparison, straight from the definition of a Büchi game: in H - G with Right to
 * move first, Left wins if the opponent is stuck, or the play is infinite and infinitely many
 * of its moves are accepting (mode 0: every move; 1, onside: moves in H; 2, offside: moves in
 * -G). Left's winning states are the greatest Z with Z = least Y of "Left can force, in one
 * move, an accepting move into Z or another move into Y", each fixed point found by sweeping
 * all states until nothing changes.
 */
export function slowSideLeq(
  g: LoopyGraph,
  h: LoopyGraph,
  mode: 0 | 1 | 2,
  gv = 0,
  hv = 0,
): boolean {
  const ng = g.left.length;
  const nh = h.left.length;
  const id = (a: number, b: number, m: number) => (a * nh + b) * 2 + m;
  const total = ng * nh * 2;
  // moves[s]: [target, accepting][]
  const moves: [number, boolean][][] = [];
  for (let a = 0; a < ng; a++) {
    for (let b = 0; b < nh; b++) {
      for (let m = 0; m < 2; m++) {
        const list: [number, boolean][] = [];
        for (const x of m === 0 ? g.right[a] : g.left[a]) list.push([id(x, b, 1 - m), mode !== 1]);
        for (const y of m === 0 ? h.left[b] : h.right[b]) list.push([id(a, y, 1 - m), mode !== 2]);
        moves.push(list);
      }
    }
  }
  let z = new Array<boolean>(total).fill(true);
  for (;;) {
    const y = new Array<boolean>(total).fill(false);
    let grew = true;
    while (grew) {
      grew = false;
      for (let s = 0; s < total; s++) {
        if (y[s]) continue;
        const good = ([t, acc]: [number, boolean]) => (acc ? z[t] : y[t]);
        const ok = s % 2 === 0 ? moves[s].some(good) : moves[s].every(good);
        if (ok) {
          y[s] = true;
          grew = true;
        }
      }
    }
    if (y.every((v, i) => v === z[i])) return z[id(gv, hv, 1)];
    z = y;
  }
}

/**
 * Short games hung below the loopy nodes of {@link arbitraryExitGraph}: 0, 1, -1, *, 1*, 1/2,
 * ^ and 2, as nodes (0 is node 0 of this pool).
 */
const EXIT_POOL: LoopyGraph = {
  // 0: 0, 1: 1 = {0|}, 2: -1 = {|0}, 3: * = {0|0}, 4: 1* = {1|1}, 5: 1/2 = {0|1},
  // 6: ^ = {0|*}, 7: 2 = {1|}
  left: [[], [0], [], [0], [1], [0], [0], [1]],
  right: [[], [], [0], [0], [1], [1], [3], []],
};

/**
 * A random carousel candidate: loopy nodes 0..n-1 (n = 2 or 4) on an alternating ring (Left
 * moves from an even node to the next, Right from an odd one back round), each also with one
 * or two options to the short games of a fixed pool (0, ±1, *, 1*, 1/2, ^, 2) on each side
 * (often the same ones for both players), and sometimes one more move to a random loopy node. Bach's Carousel
 * a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} has this shape; plain random graphs almost never give games
 * whose sides are not stoppers, and this one often does.
 */
export function arbitraryExitGraph(): fc.Arbitrary<LoopyGraph> {
  const pool = EXIT_POOL.left.length;
  return fc.constantFrom(2, 4).chain((n) => {
    const exits = fc.uniqueArray(fc.integer({ min: n, max: n + pool - 1 }), {
      minLength: 1,
      maxLength: 2,
    });
    const extra = fc.option(fc.integer({ min: 0, max: n - 1 }), { freq: 4 });
    // Bach's Carousel offers the same short game to both players at each node: often so here.
    const node = fc.record({ l: exits, r: fc.option(exits, { freq: 2 }), xl: extra, xr: extra });
    return fc.array(node, { minLength: n, maxLength: n }).map((nodes) => {
      const left: number[][] = [];
      const right: number[][] = [];
      nodes.forEach((x, i) => {
        const l = [...x.l];
        const r = [...(x.r ?? x.l)];
        if (i % 2 === 0) l.push(i + 1);
        else r.push((i + 1) % n);
        if (x.xl !== null && !l.includes(x.xl)) l.push(x.xl);
        if (x.xr !== null && !r.includes(x.xr)) r.push(x.xr);
        left.push(l);
        right.push(r);
      });
      return {
        left: [...left, ...EXIT_POOL.left.map((o) => o.map((w) => w + n))],
        right: [...right, ...EXIT_POOL.right.map((o) => o.map((w) => w + n))],
      };
    });
  });
}
