import assert from "node:assert/strict";
import fc from "fast-check";
import { COL, col, parseCol } from "./col.ts";
import { isNumber, numberUpStarParts } from "./game.ts";
import { formatGame } from "./notation.ts";
import { PartizanSearch, plainValue } from "./search.ts";

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

const graph = fc.integer({ min: 1, max: 7 }).chain((n) =>
  fc.tuple(
    fc.array(fc.constantFrom(".", ".", ".", "x", "o"), { minLength: n, maxLength: n }),
    fc.subarray(
      Array.from({ length: n }, (_, i) => Array.from({ length: i }, (_, j) => `${j}-${i}`)).flat(),
      { maxLength: Math.min(9, (n * (n - 1)) / 2) },
    ),
  ).map(([vertices, edges]) => `${vertices.join("")}:${edges.join(",")}`)
);

Deno.test("col() equals plain recursion on random graphs of up to 7 vertices (fast-check, 150 runs)", () => {
  const search = new PartizanSearch(COL);
  fc.assert(
    fc.property(graph, (text) => {
      const p = parseCol(text);
      return search.value(p) === plainValue(COL, p);
    }),
    { numRuns: 150 },
  );
});

Deno.test("parseCol() rejects bad graphs", async (t) => {
  const bad: [string, string, string][] = [
    [
      "..y",
      "SyntaxError",
      'Cannot read Col graph: unexpected vertex "y" at position 3 (allowed: . x o), received "..y"',
    ],
    [
      "..:0-1,1",
      "SyntaxError",
      'Cannot read Col graph: expected an edge such as 0-1, found "1", received "..:0-1,1"',
    ],
    [
      "..:0-2",
      "RangeError",
      'Cannot read Col graph: edge 0-2 names a vertex beyond 1, received "..:0-2"',
    ],
    [
      "..:1-1",
      "SyntaxError",
      'Cannot read Col graph: edge 1-1 joins a vertex to itself, received "..:1-1"',
    ],
    [
      ".".repeat(33),
      "RangeError",
      `Cannot read Col graph: a graph has at most 32 vertices, this one has 33, received "${
        ".".repeat(33)
      }"`,
    ],
  ];
  for (const [text, name, message] of bad) {
    await t.step(text, () => assert.throws(() => parseCol(text), { name, message }));
  }
});

Deno.test("col() is always a number or a number plus * (Winning Ways ch. 2), on random graphs of up to 7 vertices (fast-check, 150 runs)", () => {
  fc.assert(
    fc.property(graph, (text) => {
      const g = col(text);
      const parts = numberUpStarParts(g);
      return isNumber(g) || (parts !== undefined && parts.ups === 0 && parts.star === 1);
    }),
    { numRuns: 150 },
  );
});
