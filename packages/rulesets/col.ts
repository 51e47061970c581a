/**
 * Col on small graphs: Left colours an uncoloured vertex blue, Right red, and no two adjacent vertices may have the same colour (a player may not colour a vertex next to one of their own colour).
 *
 * @module
 */

import { colouringRuleset, parseGraph, startPosition } from "./_graph.ts";
import type { Game } from "@cgt/partizan/game";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import type { GraphPosition } from "./_graph.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GraphPosition } from "./_graph.ts";

/**
 * Parses a Col graph. Notation: `"<vertices>"` for a path, or
 * `"<vertices>:<edges>"`, where each vertex is `.` (uncoloured), `x`
 * (coloured by Left) or `o` (coloured by Right), and the edges are pairs
 * `i-j` of 0-based vertex numbers separated by commas. So `"...."` is a
 * path of four vertices, `"...:0-1,1-2,2-0"` a triangle and `"x..:0-1,0-2"`
 * a star whose centre Left has coloured.
 *
 * @param text The graph, at most 32 vertices.
 * @returns The position: the vertices each player may still colour.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If a vertex or an edge is malformed.
 * @throws {RangeError} If it has more than 32 vertices or an edge names a
 * missing vertex.
 *
 * @example
 * ```ts
 * import { parseCol } from "@cgt/rulesets/col";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseCol("..."), { adjacency: [0b010, 0b101, 0b010], left: 0b111, right: 0b111 });
 * ```
 */
export function parseCol(text: string): GraphPosition {
  return startPosition(parseGraph("Col", text), false);
}

/**
 * The rules of Col (Winning Ways ch. 2 (Colin Vout's game); CGSuite): Left colours an uncoloured vertex blue, Right red, and no two adjacent vertices may have the same colour (a player may not colour a vertex next to one of their own colour). A coloured vertex leaves play and
 * takes away the matching right at its neighbours, so a position is the
 * vertices each player may still colour. Components are the connected parts
 * of the vertices still in play; the key renumbers them in order (it does
 * not detect isomorphic graphs).
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
 * @param text The graph, at most 32 vertices.
 * @returns The canonical value.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If a vertex or an edge is malformed.
 * @throws {RangeError} If it has more than 32 vertices or an edge names a
 * missing vertex.
 *
 * @example
 * ```ts
 * import { col } from "@cgt/rulesets/col";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(col(".")), "*");
 * assert.equal(formatGame(col("..")), "0");
 * assert.equal(formatGame(col("x.")), "-1");
 * ```
 */
export function col(text: string): Game {
  return SEARCH.value(parseCol(text));
}
