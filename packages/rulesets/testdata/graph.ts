/**
 * Shared test data for the graph-colouring games Col and Snort: a fast-check arbitrary for graphs in
 * their text notation, and the table of malformed graphs each parser must reject.
 *
 * @module
 */

import fc from "fast-check";

/** Random graphs of 1 to 7 vertices (blank, blue `x`, red `o`) with up to 9 edges, as `vertices:edges`. */
export const arbitraryGraph: fc.Arbitrary<string> = fc.integer({ min: 1, max: 7 }).chain((n) =>
  fc.tuple(
    fc.array(fc.constantFrom(".", ".", ".", "x", "o"), { minLength: n, maxLength: n }),
    fc.subarray(
      Array.from({ length: n }, (_, i) => Array.from({ length: i }, (_, j) => `${j}-${i}`)).flat(),
      { maxLength: Math.min(9, (n * (n - 1)) / 2) },
    ),
  ).map(([vertices, edges]) => `${vertices.join("")}:${edges.join(",")}`)
);

/**
 * Malformed graphs with the error name and exact message the parser of `game` ("Col" or "Snort")
 * must throw, as rows `[text, name, message]`.
 */
export function badGraphs(game: string): [text: string, name: string, message: string][] {
  return [
    [
      "..y",
      "SyntaxError",
      `Cannot read ${game} graph: unexpected vertex "y" at position 3 (allowed: . x o), received "..y"`,
    ],
    [
      "..:0-1,1",
      "SyntaxError",
      `Cannot read ${game} graph: expected an edge such as 0-1, found "1", received "..:0-1,1"`,
    ],
    [
      "..:0-2",
      "RangeError",
      `Cannot read ${game} graph: edge 0-2 names a vertex beyond 1, received "..:0-2"`,
    ],
    [
      "..:1-1",
      "SyntaxError",
      `Cannot read ${game} graph: edge 1-1 joins a vertex to itself, received "..:1-1"`,
    ],
    [
      ".".repeat(33),
      "RangeError",
      `Cannot read ${game} graph: a graph has at most 32 vertices, this one has 33, received "${
        ".".repeat(33)
      }"`,
    ],
  ];
}
