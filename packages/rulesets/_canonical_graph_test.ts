import assert from "node:assert/strict";
import fc from "fast-check";
import { canonicalGraphKey, type LabellingGraph } from "./_canonical_graph.ts";
import {
  allSimpleGraphs,
  arbitraryPermutation,
  arbitrarySmallGraph,
  isomorphic,
  relabel,
  type SmallGraph,
} from "./testdata/small_graph.ts";

const LABELS = ["", "L", "R"];
const EDGE_LABELS = ["a", "b"];

/**
 * A small multigraph as the labeller reads it: colour = label and loops (a function of them, not
 * of the numbering), weight = how many edges of each label join the pair.
 */
function labelling(g: SmallGraph): LabellingGraph {
  const n = g.labels.length;
  const colour = g.labels.map((l) => LABELS.indexOf(l) * 100);
  const weight = Array.from({ length: n }, () => new Map<number, number>());
  for (const [u, v, l] of g.edges) {
    const unit = l === "a" ? 1 : 10;
    if (u === v) colour[u] += unit;
    else {
      weight[u].set(v, (weight[u].get(v) ?? 0) + unit);
      weight[v].set(u, (weight[v].get(u) ?? 0) + unit);
    }
  }
  const offsets = [0];
  const targets: number[] = [];
  const weights: number[] = [];
  for (let v = 0; v < n; v++) {
    for (const [u, w] of weight[v]) {
      targets.push(u);
      weights.push(w);
    }
    offsets.push(targets.length);
  }
  return { colour, offsets, targets, weights };
}

function simple(n: number, edges: [number, number][]): SmallGraph {
  return { labels: Array.from({ length: n }, () => ""), edges: edges.map(([u, v]) => [u, v, "a"]) };
}

Deno.test("canonicalGraphKey() finds every isomorphism class of small graphs", async (t) => {
  // OEIS A000088, the number of graphs on n unlabelled vertices: 1, 1, 2, 4, 11, 34, 156.
  const classes = [1, 1, 2, 4, 11, 34, 156];
  for (let n = 0; n <= 6; n++) {
    await t.step(`${classes[n]} classes on ${n} vertices`, () => {
      const keys = new Set<string>();
      let shift = 0;
      for (const edges of allSimpleGraphs(n)) {
        const g = simple(n, edges);
        const key = canonicalGraphKey(labelling(g));
        assert.ok(!key.startsWith("F"), "a canonical key, not the fallback");
        // The same key after renaming the vertices (a rotation by a varying amount).
        shift = (shift + 1) % Math.max(1, n);
        const perm = Array.from({ length: n }, (_, v) => (v + shift) % n);
        assert.equal(canonicalGraphKey(labelling(relabel(g, perm))), key);
        keys.add(key);
      }
      // Keys are invariant, so each class has one key; as many keys as classes means no two
      // classes share one.
      assert.equal(keys.size, classes[n]);
    });
  }
});

const arbitrary = arbitrarySmallGraph({
  maxVertices: 7,
  maxEdges: 10,
  vertexLabels: LABELS,
  edgeLabels: EDGE_LABELS,
  loops: true,
});

Deno.test("canonicalGraphKey() is the same for every renumbering of a coloured multigraph (fast-check, 300 runs)", () => {
  fc.assert(
    fc.property(
      arbitrary.chain((g) => fc.tuple(fc.constant(g), arbitraryPermutation(g.labels.length))),
      ([g, perm]) =>
        canonicalGraphKey(labelling(g)) === canonicalGraphKey(labelling(relabel(g, perm))),
    ),
    { seed: 12131, numRuns: 300 },
  );
});

Deno.test("canonicalGraphKey() keys agree with brute-force isomorphism (fast-check, 400 pairs)", () => {
  // Pairs of a graph and a renumbered copy, changed in one edge half of the time (near misses),
  // from few vertices, so that equal and unequal keys both come up often.
  const tiny = arbitrarySmallGraph({
    maxVertices: 6,
    maxEdges: 7,
    vertexLabels: ["", "L"],
    edgeLabels: EDGE_LABELS,
    loops: true,
  });
  const pair = tiny.chain((a) =>
    fc.tuple(
      fc.constant(a),
      arbitraryPermutation(a.labels.length),
      fc.option(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { freq: 2 }),
    ).map(([a, perm, change]): [SmallGraph, SmallGraph] => {
      const b = relabel(a, perm);
      if (change !== null && b.edges.length > 0) {
        const n = b.labels.length;
        const [i, u, v] = change;
        b.edges[i % b.edges.length] = [u % n, v % n, EDGE_LABELS[(u + v) % 2]];
      }
      return [a, b];
    })
  );
  let same = 0;
  let different = 0;
  fc.assert(
    fc.property(pair, ([a, b]) => {
      const equal = canonicalGraphKey(labelling(a)) === canonicalGraphKey(labelling(b));
      if (equal) same++;
      else different++;
      return equal === isomorphic(a, b);
    }),
    { seed: 55942, numRuns: 400 },
  );
  assert.ok(same > 50 && different > 50, `${same} equal and ${different} different keys`);
});

Deno.test("canonicalGraphKey() keys of trees (the centre-rooted encoding) agree with brute-force isomorphism (fast-check, 300 pairs)", () => {
  // Random trees: vertex i > 0 hangs from a vertex before it; labels and edge labels random.
  const tree = fc.integer({ min: 3, max: 8 }).chain((n) =>
    fc.tuple(
      fc.array(fc.nat(), { minLength: n - 1, maxLength: n - 1 }),
      fc.array(fc.constantFrom("", "L"), { minLength: n, maxLength: n }),
      fc.array(fc.constantFrom(...EDGE_LABELS), { minLength: n - 1, maxLength: n - 1 }),
    ).map(([parents, labels, edgeLabels]): SmallGraph => ({
      labels,
      edges: parents.map((p, i) => [p % (i + 1), i + 1, edgeLabels[i]]),
    }))
  );
  const pair = tree.chain((a) =>
    fc.tuple(
      fc.constant(a),
      fc.oneof(tree, arbitraryPermutation(a.labels.length).map((p) => relabel(a, p))),
    )
  );
  let same = 0;
  fc.assert(
    fc.property(pair, ([a, b]) => {
      const ka = canonicalGraphKey(labelling(a));
      const equal = ka === canonicalGraphKey(labelling(b));
      if (equal) same++;
      return ka.startsWith("T") && equal === isomorphic(a, b);
    }),
    { seed: 97173, numRuns: 300 },
  );
  assert.ok(same > 50, `${same} equal keys`);
});

Deno.test("canonicalGraphKey() handles symmetric graphs: complete, complete bipartite, cycles", () => {
  const complete = (n: number): [number, number][] => {
    const e: [number, number][] = [];
    for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) e.push([u, v]);
    return e;
  };
  // Twins are pruned, so even K_30 and K_15,15 keep canonical keys.
  const k30 = canonicalGraphKey(labelling(simple(30, complete(30))));
  assert.ok(k30.startsWith("C"));
  const bip: [number, number][] = [];
  for (let u = 0; u < 15; u++) for (let v = 15; v < 30; v++) bip.push([u, v]);
  const kb = canonicalGraphKey(labelling(simple(30, bip)));
  assert.ok(kb.startsWith("C"));
  const shuffled = Array.from({ length: 30 }, (_, v) => (v * 7) % 30);
  assert.equal(canonicalGraphKey(labelling(relabel(simple(30, bip), shuffled))), kb);
  const cycle = (n: number, step: number): [number, number][] =>
    Array.from({ length: n }, (_, i) => [(i * step) % n, ((i + 1) * step) % n]);
  assert.equal(
    canonicalGraphKey(labelling(simple(31, cycle(31, 1)))),
    canonicalGraphKey(labelling(simple(31, cycle(31, 5)))),
  );
  assert.notEqual(
    canonicalGraphKey(labelling(simple(6, cycle(6, 1)))),
    canonicalGraphKey(
      labelling(simple(6, [
        ...cycle(3, 1),
        ...cycle(3, 1).map(([u, v]) => [u + 3, v + 3] as [number, number]),
      ])),
    ),
  );
});

Deno.test("canonicalGraphKey() falls back to an exact key past its search bound", () => {
  // Ten disjoint triangles: refinement cannot split them, and no two vertices are twins.
  const edges: [number, number][] = [];
  for (let t = 0; t < 10; t++) {
    edges.push([3 * t, 3 * t + 1], [3 * t + 1, 3 * t + 2], [3 * t + 2, 3 * t]);
  }
  const g = simple(30, edges);
  const key = canonicalGraphKey(labelling(g));
  assert.ok(key.startsWith("F"));
  assert.equal(canonicalGraphKey(labelling(g)), key);
  // A different numbering of the same graph may give another fallback key, never a canonical one.
  const other = canonicalGraphKey(
    labelling(relabel(g, Array.from({ length: 30 }, (_, v) => 29 - v))),
  );
  assert.ok(other.startsWith("F"));
});
