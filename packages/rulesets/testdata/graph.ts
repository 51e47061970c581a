/**
 * Shared test data for the graph-colouring games Col and Snort: fast-check arbitraries for graphs
 * in both notations, and the table of malformed graphs each parser must reject.
 *
 * @module
 */

import fc from "fast-check";
import type { Tint } from "./colouring_twin.ts";

/** A graph in cgt's numbered notation with its parts: colours `.xo` and edges. */
export interface NumberedGraph {
  text: string;
  colours: ("." | "x" | "o")[];
  edges: [number, number][];
}

/** Random graphs of 1 to 7 vertices (blank, blue `x`, red `o`) with up to 9 edges, as `vertices:edges`. */
export const arbitraryNumberedGraph: fc.Arbitrary<NumberedGraph> = fc.integer({ min: 1, max: 7 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.constantFrom(".", ".", ".", "x", "o") as fc.Arbitrary<"." | "x" | "o">, {
        minLength: n,
        maxLength: n,
      }),
      fc.subarray(
        Array.from({ length: n }, (_, i) =>
          Array.from({ length: i }, (_, j) => [j, i] as [number, number]))
          .flat(),
        { maxLength: Math.min(9, (n * (n - 1)) / 2) },
      ),
    ).map(([colours, edges]) => ({
      text: `${colours.join("")}:${
        edges.map(([a, b]) => `${a}-${b}`).join(",")
      }`,
      colours,
      edges,
    }))
  );

/** A tinted graph for CGSuite's notation: tints and edges (loops and repeats allowed). */
export interface TintedGraph {
  tints: Tint[];
  edges: [number, number][];
}

/** Random tinted graphs of 1 to `maxVertices` vertices with up to `maxEdges` edges. */
export function arbitraryTintedGraph(
  maxVertices: number,
  maxEdges: number,
): fc.Arbitrary<TintedGraph> {
  return fc.integer({ min: 1, max: maxVertices }).chain((n) =>
    fc.record({
      tints: fc.array(fc.constantFrom("", "", "L", "R") as fc.Arbitrary<Tint>, {
        minLength: n,
        maxLength: n,
      }),
      edges: fc.array(
        fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })),
        { maxLength: maxEdges },
      ),
    })
  );
}

/** Every tinted simple graph on `n` vertices: every edge set with every assignment of tints. */
export function* allTintedGraphs(n: number): Generator<TintedGraph> {
  const pairs: [number, number][] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
  const tintSets: Tint[][] = [[]];
  for (let i = 0; i < n; i++) {
    const next: Tint[][] = [];
    for (const t of tintSets) for (const c of ["", "L", "R"] as Tint[]) next.push([...t, c]);
    tintSets.splice(0, tintSets.length, ...next);
  }
  for (let mask = 0; mask < 2 ** pairs.length; mask++) {
    const edges = pairs.filter((_, i) => (mask >>> i) & 1);
    for (const tints of tintSets) yield { tints, edges };
  }
}

/**
 * Malformed graphs with the error name and exact message the parser of `game` ("Col" or "Snort")
 * must throw, as rows `[text, name, message]`.
 */
export function badGraphs(game: string): [text: string, name: string, message: string][] {
  return [
    [
      "..y",
      "SyntaxError",
      `Cannot read ${game} graph: expected an edge ("-"), "(", ";" or ")", found "." at column 2, received "..y"`,
    ],
    [
      "L-x",
      "SyntaxError",
      `Cannot read ${game} graph: expected an edge ("-"), "(", ";" or ")", found "x" at column 3, received "L-x"`,
    ],
    [
      ".-(.",
      "SyntaxError",
      `Cannot read ${game} graph: expected an edge ("-"), "(", ";" or ")", found "." at column 4, received ".-(."`,
    ],
    [
      "L:A-.:A",
      "SyntaxError",
      `Cannot read ${game} graph: vertex :A is labelled "L" elsewhere but nothing here (write the same label at every occurrence) at column 6, received "L:A-.:A"`,
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
    [
      "-".repeat(32),
      "RangeError",
      `Cannot read ${game} graph: a graph has at most 32 vertices, received "${"-".repeat(32)}"`,
    ],
  ];
}
