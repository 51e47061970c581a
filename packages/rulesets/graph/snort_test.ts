import assert from "node:assert/strict";
import fc from "fast-check";
import { parseSnort, SNORT, snort } from "./snort.ts";
import { graphKey } from "./_graph.ts";
import { formatGraphNotation } from "../_graph_notation.ts";
import { formatGame, parseGame } from "@cgt/partizan/notation";
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

Deno.test("snort() matches published values", async (t) => {
  const table: [graph: string, value: string, source: string][] = [
    ["L-.-.-.-L", "{4|0,+-1}", 'CGSuite GameGraphTest.scala: Snort("L-.-.-.-L")'],
    [".-.-.(-.;-.)", "+-{3|2}", 'CGSuite GameGraphTest.scala: Snort(".-.-.(-.;-.)")'],
    [
      "(-(-;-;-);-(-;-;-);-;-)",
      "{5,{{8|6*}|0}|-5,{0|{-6*|-8}}}",
      "cgt-tools snort.rs correct_canonical_forms: the caterpillar C(3, 2, 3)",
    ],
    [".;.;.;.;.;.;.;.;.;.", "0", "cgt-tools snort.rs: a cluster of 10 lone vertices is 0"],
    [".;.;.;.;.;.;.;.;.;.;.", "*", "cgt-tools snort.rs: a cluster of 11 lone vertices is *"],
    [".", "*", "Winning Ways ch. 6: a lone vertex is *"],
    [".-.", "+-1", "Winning Ways ch. 6: an edge is {1 | -1} = ±1"],
    ["L", "1", "by the rules: only Left may colour a vertex next to a blue one"],
    ["..", "+-1", "cgt's numbered notation: an edge is ±1 (Winning Ways ch. 6)"],
    ["x.", "1", "cgt's numbered notation: only Left may colour the neighbour of a blue vertex"],
  ];
  for (const [graph, value, source] of table) {
    await t.step(
      `${graph} is ${value} (${source})`,
      () => assert.equal(formatGame(snort(graph)), formatGame(parseGame(value))),
    );
  }
});

Deno.test("snort() equals the slow twin on every tinted graph of up to 4 vertices", () => {
  const search = new Solver(SNORT);
  let count = 0;
  for (let n = 1; n <= 4; n++) {
    for (const g of allTintedGraphs(n)) {
      const text = notation(g);
      assert.equal(
        search.value(parseSnort(text)),
        colouringTwinValue(true, g.tints, g.edges),
        text,
      );
      count++;
    }
  }
  assert.equal(count, 3 + 9 * 2 + 27 * 8 + 81 * 64);
});

Deno.test("snort() equals the slow twin on random tinted graphs of up to 7 vertices (fast-check, 150 runs)", () => {
  const search = new Solver(SNORT);
  fc.assert(
    fc.property(
      arbitraryTintedGraph(7, 10),
      (g) => search.value(parseSnort(notation(g))) === colouringTwinValue(true, g.tints, g.edges),
    ),
    { seed: 13942, numRuns: 150 },
  );
});

Deno.test("snort() in the numbered notation equals the slow twin (fast-check, 150 runs)", () => {
  const search = new Solver(SNORT);
  fc.assert(
    fc.property(arbitraryNumberedGraph, (g) => {
      const { tints, edges } = numberedToTinted(g.colours, g.edges);
      return search.value(parseSnort(g.text)) === colouringTwinValue(true, tints, edges);
    }),
    { seed: 55339, numRuns: 150 },
  );
});

Deno.test("SNORT.key is the same for every renumbering of a position (fast-check, 200 runs)", () => {
  fc.assert(
    fc.property(
      arbitraryTintedGraph(8, 12).chain((g) =>
        fc.tuple(fc.constant(g), arbitraryPermutation(g.tints.length))
      ),
      ([g, perm]) => {
        const tints = g.tints.map((_, v) => g.tints[perm.indexOf(v)]);
        const edges = g.edges.map(([u, v]): [number, number] => [perm[u], perm[v]]);
        return graphKey(parseSnort(notation(g))) ===
          graphKey(parseSnort(notation({ tints, edges })));
      },
    ),
    { seed: 31465, numRuns: 200 },
  );
});

Deno.test("parseSnort() rejects bad graphs", async (t) => {
  for (const [text, name, message] of badGraphs("Snort")) {
    await t.step(text, () => assert.throws(() => parseSnort(text), { name, message }));
  }
  assert.throws(() => parseSnort(3 as unknown as string), TypeError);
});

Deno.test("SNORT keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: SNORT,
    parse: parseSnort,
    value: snort,
    positions: [".", "L", ".-.", ".-.-.", "x.", "......:0-1,1-2,2-3,3-4,4-5,5-0"],
    generator: fc.stringMatching(/^[.LR](-[.LR]){0,5}$/),
    seed: 17734,
  });
});
