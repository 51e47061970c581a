import assert from "node:assert/strict";
import fc from "fast-check";
import { parseSnort, SNORT, snort } from "./snort.ts";
import { formatGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import { plainValue } from "../partizan/testdata/plain_value.ts";
import { arbitraryGraph, badGraphs } from "./testdata/graph.ts";

Deno.test("snort() matches published and hand-worked values", async (t) => {
  const table: [graph: string, value: string, source: string][] = [
    [".", "*", "Winning Ways ch. 6: a lone vertex is *"],
    ["..", "+-1", "Winning Ways ch. 6: an edge is {1 | -1} = ±1"],
    ["x.", "1", "by hand: only Left may colour the neighbour of a blue vertex"],
  ];
  for (const [graph, value, source] of table) {
    await t.step(
      `${graph} is ${value} (${source})`,
      () => assert.equal(formatGame(snort(graph)), value),
    );
  }
});

Deno.test("snort() equals plain recursion on random graphs of up to 7 vertices (fast-check, 150 runs)", () => {
  const search = new Solver(SNORT);
  fc.assert(
    fc.property(arbitraryGraph, (text) => {
      const p = parseSnort(text);
      return search.value(p) === plainValue(SNORT, p);
    }),
    { seed: 55339, numRuns: 150 },
  );
});

Deno.test("parseSnort() rejects bad graphs", async (t) => {
  const bad = badGraphs("Snort");
  for (const [text, name, message] of bad) {
    await t.step(text, () => assert.throws(() => parseSnort(text), { name, message }));
  }
});
