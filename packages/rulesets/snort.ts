/**
 * Snort on small graphs: Left colours an uncoloured vertex blue, Right red, and no two adjacent vertices may have different colours (a player may not colour a vertex next to one of the opponent's colour).
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
 * Parses a Snort graph. Notation: `"<vertices>"` for a path, or
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
 * import { parseSnort } from "@cgt/rulesets/snort";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseSnort("..."), { adjacency: [0b010, 0b101, 0b010], left: 0b111, right: 0b111 });
 * ```
 */
export function parseSnort(text: string): GraphPosition {
  return startPosition(parseGraph("Snort", text), true);
}

/**
 * The rules of Snort (Winning Ways ch. 6 (Simon Norton's game); CGSuite): Left colours an uncoloured vertex blue, Right red, and no two adjacent vertices may have different colours (a player may not colour a vertex next to one of the opponent's colour). A coloured vertex leaves play and
 * takes away the matching right at its neighbours, so a position is the
 * vertices each player may still colour. Components are the connected parts
 * of the vertices still in play; the key renumbers them in order (it does
 * not detect isomorphic graphs).
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
 * @param text The graph, at most 32 vertices.
 * @returns The canonical value.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If a vertex or an edge is malformed.
 * @throws {RangeError} If it has more than 32 vertices or an edge names a
 * missing vertex.
 *
 * @example
 * ```ts
 * import { snort } from "@cgt/rulesets/snort";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(snort(".")), "*");
 * assert.equal(formatGame(snort("..")), "+-1");
 * assert.equal(formatGame(snort("x.")), "1");
 * ```
 */
export function snort(text: string): Game {
  return SEARCH.value(parseSnort(text));
}
