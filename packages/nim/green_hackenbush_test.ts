import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import {
  greenHackenbushGrundy,
  greenHackenbushWinningMoves,
  type HackenbushGraph,
} from "./green_hackenbush.ts";

type Edge = [number, number];

/** The edges of `mask` still connected to `ground` (plain flood fill). */
function grounded(edges: Edge[], ground: number, mask: number): number {
  const reached = new Set([ground]);
  let kept = 0;
  for (let changed = true; changed;) {
    changed = false;
    edges.forEach(([u, v], e) => {
      if (!(mask & (1 << e)) || kept & (1 << e)) return;
      if (reached.has(u) || reached.has(v)) {
        kept |= 1 << e;
        reached.add(u);
        reached.add(v);
        changed = true;
      }
    });
  }
  return kept;
}

/** Green Hackenbush by its rules: a position is the bitmask of grounded edges still present. */
function directValue(graph: { ground: number; edges: Edge[] }): number {
  const { ground, edges } = graph;
  const game: ImpartialGame<number> = {
    *options(mask) {
      for (let e = 0; e < edges.length; e++) {
        if (mask & (1 << e)) yield grounded(edges, ground, mask & ~(1 << e));
      }
    },
  };
  return new GrundySolver(game).grundy(grounded(edges, ground, (1 << edges.length) - 1));
}

Deno.test("greenHackenbushGrundy() agrees with the direct game on every multigraph of up to 6 edges on 4 vertices", () => {
  // Every edge type on vertices 0..3 (loops included), ground 0; every multiset of up to 6.
  const types: Edge[] = [];
  for (let u = 0; u < 4; u++) for (let v = u; v < 4; v++) types.push([u, v]);
  let count = 0;
  const grow = (edges: Edge[], from: number): void => {
    const graph = { ground: 0, edges };
    assert.equal(greenHackenbushGrundy(graph), directValue(graph), JSON.stringify(edges));
    count++;
    if (edges.length === 6) return;
    for (let t = from; t < types.length; t++) grow([...edges, types[t]], t);
  };
  grow([], 0);
  assert.equal(count, 8008);
});

Deno.test("greenHackenbushGrundy() agrees with the direct game on random graphs of up to 8 edges on 6 vertices", () => {
  const edge = fc.tuple(fc.nat(5), fc.nat(5));
  fc.assert(
    fc.property(fc.array(edge, { maxLength: 8 }), fc.nat(5), (edges, ground) => {
      const graph = { ground, edges: edges as Edge[] };
      assert.equal(greenHackenbushGrundy(graph), directValue(graph));
    }),
    { seed: 55112, numRuns: 300 },
  );
});

Deno.test("greenHackenbushWinningMoves() lists exactly the edges whose removal leaves value 0", () => {
  const edge = fc.tuple(fc.nat(4), fc.nat(4));
  fc.assert(
    fc.property(fc.array(edge, { maxLength: 7 }), (edges) => {
      const graph = { ground: 0, edges: edges as Edge[] };
      const live = grounded(graph.edges, 0, (1 << edges.length) - 1);
      const expected = directValue(graph) === 0 ? [] : graph.edges.flatMap((_, e) => {
        if (!(live & (1 << e))) return [];
        const rest = graph.edges.filter((_, f) => f !== e);
        return directValue({ ground: 0, edges: rest }) === 0 ? [e] : [];
      });
      assert.deepEqual(greenHackenbushWinningMoves(graph), expected);
    }),
    { seed: 40911, numRuns: 200 },
  );
});

Deno.test("greenHackenbushGrundy() matches values from Winning Ways", async (t) => {
  const rows: [string, HackenbushGraph, number][] = [
    ["WW ch. 7: a stalk of n edges is *n (n = 5)", {
      ground: 0,
      edges: [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5]],
    }, 5],
    ["WW ch. 7: a loop is *1", { ground: 0, edges: [[0, 1], [1, 1]] }, 2],
    ["WW ch. 7: a cycle of even length on the ground fuses to *0", {
      ground: 0,
      edges: [[0, 1], [1, 2], [2, 3], [3, 0]],
    }, 0],
    ["WW ch. 7 colon principle: branches 1, 2, 3 on one edge give *1", {
      ground: 0,
      edges: [[0, 1], [1, 2], [1, 3], [3, 4], [1, 5], [5, 6], [6, 7]],
    }, 1],
    ["edges not connected to the ground are ignored", {
      ground: 7,
      edges: [[7, 8], [1, 2], [2, 3]],
    }, 1],
  ];
  for (const [name, graph, expected] of rows) {
    await t.step(name, () => assert.equal(greenHackenbushGrundy(graph), expected));
  }
});

Deno.test("greenHackenbushGrundy() handles a deep stalk without recursion", () => {
  const edges: Edge[] = Array.from({ length: 200_000 }, (_, i) => [i, i + 1]);
  assert.equal(greenHackenbushGrundy({ ground: 0, edges }), 200_000);
});

Deno.test("greenHackenbushGrundy() rejects malformed graphs", () => {
  assert.throws(() => greenHackenbushGrundy({ ground: -1, edges: [] }), RangeError);
  assert.throws(() => greenHackenbushGrundy({ ground: 0, edges: [[0, 1.5]] }), /received 1.5/);
  assert.throws(
    () => greenHackenbushGrundy({ ground: 0, edges: [[0]] as unknown as Edge[] }),
    TypeError,
  );
  assert.throws(() => greenHackenbushGrundy(null as unknown as HackenbushGraph), TypeError);
});
