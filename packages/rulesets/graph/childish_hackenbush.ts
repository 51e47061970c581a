/**
 * Childish Hackenbush, CGSuite's `GenHackenbush(childishEdges => [Blue, Red])`: Hackenbush where
 * a blue or red edge may be cut only if nothing falls with it.
 *
 * @module
 */

import {
  childishRuleset,
  formatHackenbushNotation,
  type HackenbushGraphPosition,
  parseHackenbushNotation,
} from "../_hackenbush_graph.ts";
import type { Game } from "@cgt/partizan/game";
import { type Ruleset, Solver } from "@cgt/partizan/search";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type {
  HackenbushColour,
  HackenbushGraphEdge,
  HackenbushGraphPosition,
} from "../_hackenbush_graph.ts";

/** The longest notation {@link parseChildishHackenbush} reads. */
export const MAX_CHILDISH_HACKENBUSH_LENGTH = 4096;

/**
 * Parses a Childish Hackenbush graph in CGSuite's graph notation, as Hackenbush's: edges `l`
 * (blue, Left's), `r` (red, Right's) and `e` (green, either's); the first vertex written is the
 * ground; `(` ... `;` ... `)` are branches, `;` at top level starts another part on the ground,
 * `:A` or `:{name}` names a vertex (for cycles, loops and repeated edges). The graph must be
 * connected; the empty text is the bare ground.
 *
 * @param text The notation, at most {@link MAX_CHILDISH_HACKENBUSH_LENGTH} characters.
 * @returns The graph, with the ground as vertex 0.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not graph notation with edges `l`, `r`, `e`.
 * @throws {RangeError} If it is too long or not connected.
 *
 * @example
 * ```ts
 * import { parseChildishHackenbush } from "@cgt/rulesets/childish-hackenbush";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseChildishHackenbush("lr"), { vertices: 3, edges: [[0, 1, "L"], [1, 2, "R"]] });
 * ```
 */
export function parseChildishHackenbush(text: string): HackenbushGraphPosition {
  if (typeof text !== "string") {
    throw new TypeError(
      `Cannot read Childish Hackenbush graph: expected a string such as "l(l;rl)", received ${typeof text}`,
    );
  }
  return parseHackenbushNotation(text, MAX_CHILDISH_HACKENBUSH_LENGTH);
}

/**
 * Writes a Childish Hackenbush graph in CGSuite's graph notation from the ground, the inverse of
 * {@link parseChildishHackenbush} up to the numbering of the vertices.
 *
 * @param position The graph.
 * @returns The notation; "" for the bare ground.
 * @throws {TypeError} If `position` is not a graph.
 * @throws {RangeError} If an edge names a vertex out of range.
 *
 * @example
 * ```ts
 * import {
 *   formatChildishHackenbush,
 *   parseChildishHackenbush,
 * } from "@cgt/rulesets/childish-hackenbush";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatChildishHackenbush(parseChildishHackenbush("l(l;rl)")), "l(l;rl)");
 * ```
 */
export function formatChildishHackenbush(position: HackenbushGraphPosition): string {
  return formatHackenbushNotation(position);
}

/**
 * The rules of Childish Hackenbush (CGSuite's `ChildishHackenbush`, defined there as
 * `GenHackenbush(childishEdges => [Color.Blue, Color.Red])`): Left cuts a blue or green edge,
 * Right a red or green one, and edges no longer connected to the ground fall; but a blue or red
 * edge may be cut only if no other edge falls with it (a green edge may be cut anywhere).
 * Components are the parts meeting only at the ground; keys are canonical labellings of the
 * coloured graph with its ground, so isomorphic parts share one table entry. Hackenbush's colon
 * principle and tree values do not hold, so every part is searched.
 *
 * @example
 * ```ts
 * import {
 *   CHILDISH_HACKENBUSH,
 *   parseChildishHackenbush,
 * } from "@cgt/rulesets/childish-hackenbush";
 * import assert from "node:assert/strict";
 *
 * // lr: Left may not cut the blue edge, as the red one would fall with it.
 * assert.equal([...CHILDISH_HACKENBUSH.leftOptions(parseChildishHackenbush("lr"))].length, 0);
 * assert.equal([...CHILDISH_HACKENBUSH.rightOptions(parseChildishHackenbush("lr"))].length, 1);
 * ```
 */
export const CHILDISH_HACKENBUSH: Ruleset<HackenbushGraphPosition> = childishRuleset();

const SEARCH = new Solver(CHILDISH_HACKENBUSH);

/**
 * Returns the canonical value of a Childish Hackenbush graph ({@link CHILDISH_HACKENBUSH}) in
 * CGSuite's notation. Values are cached across calls in one module-wide solver, bounded by its
 * `maxPositions`; every search honours the step budget of `withStepLimit`.
 *
 * Cost: exponential in the number of edges in the worst case (each option is a set of edges
 * still standing); each option costs a flood fill from the ground, O(vertices + edges).
 *
 * @param text The graph in the notation of {@link parseChildishHackenbush}.
 * @returns The canonical value.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not graph notation with edges `l`, `r`, `e`.
 * @throws {RangeError} If it is too long or not connected.
 *
 * @example CGSuite's tests of Childish Hackenbush (GameGraphTest.scala)
 * ```ts
 * import { childishHackenbush } from "@cgt/rulesets/childish-hackenbush";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(childishHackenbush("l(l;rl)")), "2");
 * assert.equal(formatGame(childishHackenbush(":{ground}llllllrrrr:{ground}")), "{4|-2}");
 * ```
 */
export function childishHackenbush(text: string): Game {
  return SEARCH.value(parseChildishHackenbush(text));
}
