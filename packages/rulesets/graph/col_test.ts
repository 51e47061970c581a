import assert from "node:assert/strict";
import fc from "fast-check";
import { COL, col, parseCol } from "./col.ts";
import { graphKey } from "./_graph.ts";
import { formatGraphNotation } from "../_graph_notation.ts";
import { isNumber, numberUpStarParts } from "@cgt/partizan/game";
import { formatGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import { colouringTwinValue, numberedToTinted } from "../testdata/colouring_twin.ts";
import {
  allTintedGraphs,
  arbitraryNumberedGraph,
  arbitraryTintedGraph,
  badGraphs,
  type TintedGraph,
} from "../testdata/graph.ts";
import { arbitraryPermutation } from "../testdata/small_graph.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";

/** A tinted graph in CGSuite's notation, written by the shared printer. */
function notation(g: TintedGraph): string {
  return formatGraphNotation({ labels: g.tints, edges: g.edges.map(([u, v]) => [u, v, ""]) });
}

Deno.test("col() matches published values", async (t) => {
  const table: [graph: string, value: string, source: string][] = [
    ["R-.-R-.-L-.-R-.-R-.", "7/8", 'CGSuite GameGraphTest.scala: Col("R-.-R-.-L-.-R-.-R-.")'],
    [".", "*", "Winning Ways ch. 2: a lone vertex is *"],
    [".-.", "0", "Winning Ways ch. 2: an edge is {-1 | 1} = 0"],
    ["L", "-1", 'CGSuite\'s tints (cgsuite-formats notes): Col("L") is -1'],
    ["R", "1", "by the rules: only Left may colour a vertex next to a red one"],
    ["..", "0", "cgt's numbered notation: an edge is 0 (Winning Ways ch. 2)"],
    ["x.", "-1", "cgt's numbered notation: only Right may colour the neighbour of a blue vertex"],
  ];
  for (const [graph, value, source] of table) {
    await t.step(
      `${graph} is ${value} (${source})`,
      () => assert.equal(formatGame(col(graph)), value),
    );
  }
});

Deno.test("col() equals the slow twin on every tinted graph of up to 4 vertices", () => {
  const search = new Solver(COL);
  let count = 0;
  for (let n = 1; n <= 4; n++) {
    for (const g of allTintedGraphs(n)) {
      const text = notation(g);
      assert.equal(search.value(parseCol(text)), colouringTwinValue(false, g.tints, g.edges), text);
      count++;
    }
  }
  assert.equal(count, 3 + 9 * 2 + 27 * 8 + 81 * 64);
});

Deno.test("col() equals the slow twin on random tinted graphs of up to 7 vertices (fast-check, 150 runs)", () => {
  const search = new Solver(COL);
  fc.assert(
    fc.property(
      arbitraryTintedGraph(7, 10),
      (g) => search.value(parseCol(notation(g))) === colouringTwinValue(false, g.tints, g.edges),
    ),
    { seed: 25847, numRuns: 150 },
  );
});

Deno.test("col() in the numbered notation equals the slow twin (fast-check, 150 runs)", () => {
  const search = new Solver(COL);
  fc.assert(
    fc.property(arbitraryNumberedGraph, (g) => {
      const { tints, edges } = numberedToTinted(g.colours, g.edges);
      return search.value(parseCol(g.text)) === colouringTwinValue(false, tints, edges);
    }),
    { seed: 22001, numRuns: 150 },
  );
});

Deno.test("COL.key is the same for every renumbering of a position (fast-check, 200 runs)", () => {
  fc.assert(
    fc.property(
      arbitraryTintedGraph(8, 12).chain((g) =>
        fc.tuple(fc.constant(g), arbitraryPermutation(g.tints.length))
      ),
      ([g, perm]) => {
        const tints = g.tints.map((_, v) => g.tints[perm.indexOf(v)]);
        const edges = g.edges.map(([u, v]): [number, number] => [perm[u], perm[v]]);
        return graphKey(parseCol(notation(g))) === graphKey(parseCol(notation({ tints, edges })));
      },
    ),
    { seed: 98324, numRuns: 200 },
  );
});

Deno.test("parseCol() rejects bad graphs", async (t) => {
  for (const [text, name, message] of badGraphs("Col")) {
    await t.step(text, () => assert.throws(() => parseCol(text), { name, message }));
  }
  assert.throws(() => parseCol(3 as unknown as string), TypeError);
});

Deno.test("col() is always a number or a number plus * (Winning Ways ch. 2), on random graphs of up to 7 vertices (fast-check, 150 runs)", () => {
  fc.assert(
    fc.property(arbitraryTintedGraph(7, 10), (g) => {
      const v = col(notation(g));
      const parts = numberUpStarParts(v);
      return isNumber(v) || (parts !== undefined && parts.ups === 0 && parts.star === 1);
    }),
    { seed: 23897, numRuns: 150 },
  );
});

Deno.test("COL keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: COL,
    parse: parseCol,
    value: col,
    positions: [
      ".",
      "L",
      ".-.",
      ".-.-.",
      "x.",
      "R-.-R-.-L-.-R-.-R-.",
      "......:0-1,1-2,2-3,3-4,4-5,5-0",
    ],
    generator: fc.stringMatching(/^[.LR](-[.LR]){0,5}$/),
    seed: 61402,
  });
});
