import assert from "node:assert/strict";
import fc from "fast-check";
import { COL, col, parseCol } from "./col.ts";
import { isNumber, numberUpStarParts } from "@cgt/partizan/game";
import { formatGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import { plainValue } from "../partizan/testdata/plain_value.ts";
import { arbitraryGraph, badGraphs } from "./testdata/graph.ts";

Deno.test("col() matches published and hand-worked values", async (t) => {
  const table: [graph: string, value: string, source: string][] = [
    [".", "*", "Winning Ways ch. 2: a lone vertex is *"],
    ["..", "0", "Winning Ways ch. 2: an edge is {-1 | 1} = 0"],
    ["x.", "-1", "by hand: only Right may colour the neighbour of a blue vertex"],
  ];
  for (const [graph, value, source] of table) {
    await t.step(
      `${graph} is ${value} (${source})`,
      () => assert.equal(formatGame(col(graph)), value),
    );
  }
});

Deno.test("col() equals plain recursion on random graphs of up to 7 vertices (fast-check, 150 runs)", () => {
  const search = new Solver(COL);
  fc.assert(
    fc.property(arbitraryGraph, (text) => {
      const p = parseCol(text);
      return search.value(p) === plainValue(COL, p);
    }),
    { seed: 22001, numRuns: 150 },
  );
});

Deno.test("parseCol() rejects bad graphs", async (t) => {
  const bad = badGraphs("Col");
  for (const [text, name, message] of bad) {
    await t.step(text, () => assert.throws(() => parseCol(text), { name, message }));
  }
});

Deno.test("col() is always a number or a number plus * (Winning Ways ch. 2), on random graphs of up to 7 vertices (fast-check, 150 runs)", () => {
  fc.assert(
    fc.property(arbitraryGraph, (text) => {
      const g = col(text);
      const parts = numberUpStarParts(g);
      return isNumber(g) || (parts !== undefined && parts.ups === 0 && parts.star === 1);
    }),
    { seed: 23897, numRuns: 150 },
  );
});
