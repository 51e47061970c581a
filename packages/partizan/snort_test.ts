import assert from "node:assert/strict";
import fc from "fast-check";
import { parseSnort, SNORT, snort } from "./snort.ts";
import { formatGame } from "./notation.ts";
import { PartizanSearch, plainValue } from "./search.ts";

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

const graph = fc.integer({ min: 1, max: 7 }).chain((n) =>
  fc.tuple(
    fc.array(fc.constantFrom(".", ".", ".", "x", "o"), { minLength: n, maxLength: n }),
    fc.subarray(
      Array.from({ length: n }, (_, i) => Array.from({ length: i }, (_, j) => `${j}-${i}`)).flat(),
      { maxLength: Math.min(9, (n * (n - 1)) / 2) },
    ),
  ).map(([vertices, edges]) => `${vertices.join("")}:${edges.join(",")}`)
);

Deno.test("snort() equals plain recursion on random graphs of up to 7 vertices (fast-check, 150 runs)", () => {
  const search = new PartizanSearch(SNORT);
  fc.assert(
    fc.property(graph, (text) => {
      const p = parseSnort(text);
      return search.value(p) === plainValue(SNORT, p);
    }),
    { numRuns: 150 },
  );
});

Deno.test("parseSnort() rejects bad graphs", async (t) => {
  const bad: [string, string, string][] = [
    [
      "..y",
      "SyntaxError",
      'Cannot read Snort graph: unexpected vertex "y" at position 3 (allowed: . x o), received "..y"',
    ],
    [
      "..:0-1,1",
      "SyntaxError",
      'Cannot read Snort graph: expected an edge such as 0-1, found "1", received "..:0-1,1"',
    ],
    [
      "..:0-2",
      "RangeError",
      'Cannot read Snort graph: edge 0-2 names a vertex beyond 1, received "..:0-2"',
    ],
    [
      "..:1-1",
      "SyntaxError",
      'Cannot read Snort graph: edge 1-1 joins a vertex to itself, received "..:1-1"',
    ],
    [
      ".".repeat(33),
      "RangeError",
      `Cannot read Snort graph: a graph has at most 32 vertices, this one has 33, received "${
        ".".repeat(33)
      }"`,
    ],
  ];
  for (const [text, name, message] of bad) {
    await t.step(text, () => assert.throws(() => parseSnort(text), { name, message }));
  }
});
