/**
 * Small labelled multigraphs for tests of the graph notation, canonical keys and the graph games:
 * a fast-check arbitrary, relabelling, and a brute-force isomorphism test (every bijection) to
 * check the fast canonical keys against.
 *
 * @module
 */

import fc from "fast-check";

/** A graph as the notation reads it: a label per vertex, and edges `[u, v, label]`. */
export interface SmallGraph {
  labels: string[];
  edges: [number, number, string][];
}

/**
 * Random graphs of 1 to `maxVertices` vertices with up to `maxEdges` edges (loops and repeated
 * edges allowed when `loops` is set), vertex labels drawn from `vertexLabels` and edge labels
 * from `edgeLabels`.
 */
export function arbitrarySmallGraph(options: {
  maxVertices: number;
  maxEdges: number;
  vertexLabels: readonly string[];
  edgeLabels: readonly string[];
  loops: boolean;
}): fc.Arbitrary<SmallGraph> {
  return fc.integer({ min: 1, max: options.maxVertices }).chain((n) =>
    fc.record({
      labels: fc.array(fc.constantFrom(...options.vertexLabels), { minLength: n, maxLength: n }),
      edges: fc.array(
        fc.tuple(
          fc.integer({ min: 0, max: n - 1 }),
          fc.integer({ min: 0, max: n - 1 }),
          fc.constantFrom(...options.edgeLabels),
        ).filter(([u, v]) => options.loops || u !== v),
        { maxLength: options.maxEdges },
      ),
    })
  );
}

/** The graph with vertex v renamed `perm[v]`. */
export function relabel(g: SmallGraph, perm: readonly number[]): SmallGraph {
  const labels: string[] = Array.from({ length: g.labels.length }, () => "");
  g.labels.forEach((l, v) => labels[perm[v]] = l);
  return { labels, edges: g.edges.map(([u, v, l]) => [perm[u], perm[v], l]) };
}

/** The edges as a sorted list of `min-max-label` strings: equal for equal multigraphs. */
function edgeMultiset(g: SmallGraph): string[] {
  return g.edges.map(([u, v, l]) => `${Math.min(u, v)}-${Math.max(u, v)}-${l}`).sort();
}

function* permutations(n: number): Generator<number[]> {
  const p = Array.from({ length: n }, (_, i) => i);
  yield p.slice();
  // Heap's algorithm, iteratively.
  const c = new Array(n).fill(0);
  let i = 0;
  while (i < n) {
    if (c[i] < i) {
      const j = i % 2 === 0 ? 0 : c[i];
      [p[j], p[i]] = [p[i], p[j]];
      yield p.slice();
      c[i]++;
      i = 0;
    } else {
      c[i] = 0;
      i++;
    }
  }
}

/**
 * Whether two graphs are isomorphic (labels, edges with labels and multiplicities, loops), by
 * trying every bijection that keeps vertex labels (and, when `fixed` is given, maps vertex `fixed`
 * to itself). Exponential: for up to 8 vertices.
 */
export function isomorphic(a: SmallGraph, b: SmallGraph, fixed?: number): boolean {
  const n = a.labels.length;
  if (n !== b.labels.length || a.edges.length !== b.edges.length) return false;
  if ([...a.labels].sort().join() !== [...b.labels].sort().join()) return false;
  const target = edgeMultiset(b).join();
  for (const perm of permutations(n)) {
    if (fixed !== undefined && perm[fixed] !== fixed) continue;
    if (a.labels.some((l, v) => b.labels[perm[v]] !== l)) continue;
    if (edgeMultiset(relabel(a, perm)).join() === target) return true;
  }
  return false;
}

/** A random permutation of `0 .. n-1` as a fast-check arbitrary. */
export function arbitraryPermutation(n: number): fc.Arbitrary<number[]> {
  return fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n, maxLength: n }).map(
    (keys) =>
      keys.map((k, i) => [k, i]).sort((x, y) => x[0] - y[0] || x[1] - y[1]).map(([, i]) => i),
  );
}

/** Every simple graph on `n` vertices, as edge lists (2^(n(n-1)/2) of them). */
export function allSimpleGraphs(n: number): [number, number][][] {
  const pairs: [number, number][] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
  const out: [number, number][][] = [];
  for (let mask = 0; mask < 2 ** pairs.length; mask++) {
    out.push(pairs.filter((_, i) => (mask >>> i) & 1));
  }
  return out;
}
