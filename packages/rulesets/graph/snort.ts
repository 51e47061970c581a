/**
 * Snort on small graphs: Left colours an uncoloured vertex blue, Right red, and no two adjacent vertices may have different colours (a player may not colour a vertex next to one of the opponent's colour).
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
 * Parses a Snort graph, in CGSuite's graph notation or in cgt's numbered notation.
 *
 * CGSuite's notation (as `Snort("...")` reads it): `.` is a vertex and `-` an edge, so
 * `".-.-."` (or `"--"`) is a path of three vertices; `(` ... `;` ... `)` are branches from the
 * vertex before them (`"-(-;-)"` is a star of three leaves); `;` at top level starts another
 * component; `:A` or `:{name}` names a vertex, and every occurrence of a name is the same vertex
 * (`":A---:A"` is a triangle); spaces are ignored. A vertex may carry a tint: `L` means it is
 * next to a blue vertex, so only Left may colour it (`snort("L")` is 1); `R` means next to a
 * red one. Loops and repeated edges change nothing in Snort.
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
 * import { parseSnort } from "@cgt/rulesets/snort";
 * import assert from "node:assert/strict";
 *
 * const path = { adjacency: [0b010, 0b101, 0b010], left: 0b111, right: 0b111 };
 * assert.deepEqual(parseSnort(".-.-."), path);
 * assert.deepEqual(parseSnort("..."), path);
 * ```
 */
export function parseSnort(text: string): GraphPosition {
  return parseColouringGraph("Snort", text, true);
}

/**
 * Writes a Snort position in CGSuite's graph notation, its vertices in play only, with the
 * tints {@link parseSnort} reads: so `parseSnort(formatSnort(p))` is `p` up to the numbering
 * of the vertices, and a coloured vertex shows only through the tints of its neighbours.
 *
 * @param position The position.
 * @returns The notation ("" when no vertex is in play).
 * @throws {TypeError} If `position` is not a graph position.
 *
 * @example
 * ```ts
 * import { SNORT, formatSnort, parseSnort } from "@cgt/rulesets/snort";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatSnort(parseSnort(".-.-.")), "--");
 * // Left colours the end of the path: it leaves play and tints its neighbour.
 * const [first] = SNORT.leftOptions(parseSnort(".-.-."));
 * assert.equal(formatSnort(first), "L-");
 * ```
 */
export function formatSnort(position: GraphPosition): string {
  return formatColouringGraph("Snort", position, true);
}

/**
 * The rules of Snort (Winning Ways ch. 6 (Simon Norton's game); CGSuite): Left colours an uncoloured vertex blue, Right red, and no two adjacent vertices may have different colours (a player may not colour a vertex next to one of the opponent's colour). A coloured vertex leaves play and
 * takes away the matching right at its neighbours, so a position is the
 * vertices each player may still colour. Components are the connected parts
 * of the vertices still in play; keys are canonical labellings of them, so
 * isomorphic positions share one table entry (for all but very symmetric
 * graphs, where the key falls back to the numbering).
 *
 * @example
 * ```ts
 * import { SNORT, parseSnort } from "@cgt/rulesets/snort";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...SNORT.leftOptions(parseSnort("x.."))].length, 2);
 * ```
 */
export const SNORT: Ruleset<GraphPosition> = colouringRuleset("Snort", true);

const SEARCH = new Solver(SNORT);

/**
 * Returns the canonical value of a Snort position given in the notation of
 * {@link parseSnort}. Values are cached across calls.
 *
 * Cost: exponential in the number of vertices in the worst case (each
 * vertex has four states); paths and sparse graphs of 20 or so vertices are
 * quick.
 *
 * @param text The graph in either notation of {@link parseSnort}, at most 32 vertices.
 * @returns The canonical value.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is in neither notation.
 * @throws {RangeError} If it has more than 32 vertices, is too long, or an edge names a
 * missing vertex.
 * @throws {PositionLimitError} If the search needs more positions than its solver allows.
 *
 * @example CGSuite's tests of Snort (GameGraphTest.scala), and the numbered notation
 * ```ts
 * import { snort } from "@cgt/rulesets/snort";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(snort("L-.-.-.-L")), "{4|0,+-1}");
 * assert.equal(formatGame(snort(".-.-.(-.;-.)")), "+-{3|2}");
 * assert.equal(formatGame(snort(".-.")), "+-1");
 * assert.equal(formatGame(snort("x.")), "1"); // numbered notation: Left has coloured vertex 0
 * ```
 */
export function snort(text: string): Game {
  return SEARCH.value(parseSnort(text));
}
