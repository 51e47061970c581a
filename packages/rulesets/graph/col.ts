/**
 * Col on small graphs: Left colours an uncoloured vertex blue, Right red, and no two adjacent vertices may have the same colour (a player may not colour a vertex next to one of their own colour).
 *
 * @module
 */

import { colouringRuleset, formatColouringGraph, parseColouringGraph } from "./_graph.ts";
import type { Game } from "@cgt/partizan/game";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import type { GraphPosition } from "./_graph.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GraphPosition } from "./_graph.ts";

/**
 * Parses a Col graph, in CGSuite's graph notation or in cgt's numbered notation.
 *
 * CGSuite's notation (as `Col("...")` reads it): `.` is a vertex and `-` an edge, so
 * `".-.-."` (or `"--"`) is a path of three vertices; `(` ... `;` ... `)` are branches from the
 * vertex before them (`"-(-;-)"` is a star of three leaves); `;` at top level starts another
 * component; `:A` or `:{name}` names a vertex, and every occurrence of a name is the same vertex
 * (`":A---:A"` is a triangle); spaces are ignored. A vertex may carry a tint: `L` means it is
 * next to a blue vertex, so only Right may colour it (`col("L")` is -1); `R` means next to a
 * red one. Loops and repeated edges change nothing in Col.
 *
 * cgt's numbered notation: `"<vertices>"` for a path, or `"<vertices>:<edges>"`, where each
 * vertex is `.` (uncoloured), `x` (coloured by Left) or `o` (coloured by Right), and the edges are
 * pairs `i-j` of 0-based vertex numbers separated by commas: `"...."` is a path of four vertices,
 * `"...:0-1,1-2,2-0"` a triangle and `"x..:0-1,0-2"` a star whose centre Left has coloured. A
 * text made only of `.`, `x`, `o`, then optionally `:` followed by digits, `-` and `,`, is read
 * this way; anything else as CGSuite's notation. Both agree on `""` and `"."`.
 *
 * @param text The graph, at most 32 vertices and 4096 characters.
 * @returns The position: the vertices each player may still colour.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is in neither notation (the message gives the column).
 * @throws {RangeError} If it has more than 32 vertices, is too long, or an edge names a
 * missing vertex.
 *
 * @example
 * ```ts
 * import { parseCol } from "@cgt/rulesets/col";
 * import assert from "node:assert/strict";
 *
 * const path = { adjacency: [0b010, 0b101, 0b010], left: 0b111, right: 0b111 };
 * assert.deepEqual(parseCol(".-.-."), path);
 * assert.deepEqual(parseCol("..."), path);
 * ```
 */
export function parseCol(text: string): GraphPosition {
  return parseColouringGraph("Col", text, false);
}

/**
 * Writes a Col position in CGSuite's graph notation, its vertices in play only, with the
 * tints {@link parseCol} reads: so `parseCol(formatCol(p))` is `p` up to the numbering
 * of the vertices, and a coloured vertex shows only through the tints of its neighbours.
 *
 * @param position The position.
 * @returns The notation ("" when no vertex is in play).
 * @throws {TypeError} If `position` is not a graph position.
 *
 * @example
 * ```ts
 * import { COL, formatCol, parseCol } from "@cgt/rulesets/col";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatCol(parseCol(".-.-.")), "--");
 * // Left colours the end of the path: it leaves play and tints its neighbour.
 * const [first] = COL.leftOptions(parseCol(".-.-."));
 * assert.equal(formatCol(first), "L-"); // L: next to a blue vertex
 * ```
 */
export function formatCol(position: GraphPosition): string {
  return formatColouringGraph("Col", position, false);
}

/**
 * The rules of Col (Winning Ways ch. 2 (Colin Vout's game); CGSuite): Left colours an uncoloured vertex blue, Right red, and no two adjacent vertices may have the same colour (a player may not colour a vertex next to one of their own colour). A coloured vertex leaves play and
 * takes away the matching right at its neighbours, so a position is the
 * vertices each player may still colour. Components are the connected parts
 * of the vertices still in play; keys are canonical labellings of them, so
 * isomorphic positions share one table entry (for all but very symmetric
 * graphs, where the key falls back to the numbering).
 *
 * @example
 * ```ts
 * import { COL, parseCol } from "@cgt/rulesets/col";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...COL.leftOptions(parseCol("x.."))].length, 1);
 * ```
 */
export const COL: Ruleset<GraphPosition> = colouringRuleset("Col", false);

const SEARCH = new Solver(COL);

/**
 * Returns the canonical value of a Col position given in the notation of
 * {@link parseCol}. Values are cached across calls.
 *
 * Cost: exponential in the number of vertices in the worst case (each
 * vertex has four states); paths and sparse graphs of 20 or so vertices are
 * quick.
 *
 * @param text The graph in either notation of {@link parseCol}, at most 32 vertices.
 * @returns The canonical value.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is in neither notation.
 * @throws {RangeError} If it has more than 32 vertices, is too long, or an edge names a
 * missing vertex.
 * @throws {PositionLimitError} If the search needs more positions than its solver allows.
 *
 * @example CGSuite's test of Col (GameGraphTest.scala), and the numbered notation
 * ```ts
 * import { col } from "@cgt/rulesets/col";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(col("R-.-R-.-L-.-R-.-R-.")), "7/8");
 * assert.equal(formatGame(col("L")), "-1"); // a vertex next to blue: only Right may colour it
 * assert.equal(formatGame(col(".-.")), "0");
 * assert.equal(formatGame(col("x.")), "-1"); // numbered notation: Left has coloured vertex 0
 * ```
 */
export function col(text: string): Game {
  return SEARCH.value(parseCol(text));
}
