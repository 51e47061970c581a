/**
 * CGSuite's `GenCol` schema of vertex-colouring games (Col, Snort, Fjords): which tints of a
 * vertex each player may colour.
 *
 * @module
 */

import { bit, forEachBit } from "../_bitboard.ts";
import { typeFail } from "../_check.ts";
import { formatGraphNotation, parseGraphNotation } from "../_graph_notation.ts";
import { chargeWork } from "../_work.ts";
import {
  graphKey,
  graphParts,
  type GraphPosition,
  MAX_GRAPH_LENGTH,
  MAX_VERTICES,
} from "./_graph.ts";
import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { registerCache } from "@cgt/core/caches";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/**
 * The tint of a vertex still in play, as CGSuite's `GenCol` labels it: `"nothing"` (untinted),
 * `"left"` (tinted by Left: next to a vertex Left coloured) or `"right"`.
 */
export type GenColTint = "nothing" | "left" | "right";

/** Which tints each player may colour (CGSuite's `GenCol(leftPermitted, rightPermitted)`). */
export interface GenColOptions {
  /** The tints of the vertices Left may colour. */
  readonly left: readonly GenColTint[];
  /** The tints of the vertices Right may colour. */
  readonly right: readonly GenColTint[];
}

/**
 * A position of a `GenCol` game on a graph of at most 32 vertices: the edges, and the vertices
 * still in play by tint (three disjoint masks; a vertex in none has been coloured or removed).
 */
export interface GenColPosition {
  /** For each vertex, the mask of its neighbours (bit j for vertex j). */
  readonly adjacency: readonly number[];
  /** The untinted vertices in play. */
  readonly untinted: number;
  /** The vertices tinted by Left (next to a vertex Left coloured). */
  readonly tintedLeft: number;
  /** The vertices tinted by Right. */
  readonly tintedRight: number;
}

/** CGSuite's Col: `GenCol([Nothing, Right], [Nothing, Left])`. */
export const COL_TINTS: GenColOptions = { left: ["nothing", "right"], right: ["nothing", "left"] };
/** CGSuite's Snort: `GenCol([Nothing, Left], [Nothing, Right])`. */
export const SNORT_TINTS: GenColOptions = {
  left: ["nothing", "left"],
  right: ["nothing", "right"],
};
/** CGSuite's Fjords: `GenCol([Left], [Right])`. */
export const FJORDS_TINTS: GenColOptions = { left: ["left"], right: ["right"] };

const TINTS: readonly GenColTint[] = ["nothing", "left", "right"];

/** The tints as a bit mask (bit 0 nothing, 1 left, 2 right), checked. */
function tintMask(what: string, list: unknown, side: string): number {
  if (!Array.isArray(list)) typeFail(what, `${side} must be an array of tints`, list);
  let mask = 0;
  for (const t of list as unknown[]) {
    const k = TINTS.indexOf(t as GenColTint);
    if (k < 0) {
      throw new RangeError(
        `Cannot ${what}: ${side} must hold "nothing", "left" or "right", received ${
          JSON.stringify(t)
        }`,
      );
    }
    mask |= 1 << k;
  }
  return mask;
}

/** The vertices of `p` whose tint is in `mask`. */
function permitted(p: GenColPosition, mask: number): number {
  return ((mask & 1 ? p.untinted : 0) | (mask & 2 ? p.tintedLeft : 0) |
    (mask & 4 ? p.tintedRight : 0)) >>> 0;
}

/**
 * The options of `player` (0 Left, 1 Right), as CGSuite's GenCol makes them: colour a vertex of
 * a permitted tint; it leaves play, its untinted neighbours take the player's tint, and its
 * neighbours of the opponent's tint leave play (neither player may colour them now).
 */
function genColMoves(p: GenColPosition, player: 0 | 1, mask: number): GenColPosition[] {
  const out: GenColPosition[] = [];
  forEachBit(permitted(p, mask), (v) => {
    const near = (p.adjacency[v] & ~bit(v)) >>> 0;
    const keep = (~bit(v)) >>> 0;
    const newlyTinted = (p.untinted & near) >>> 0;
    const untinted = (p.untinted & keep & ~near) >>> 0;
    let tintedLeft = (p.tintedLeft & keep) >>> 0;
    let tintedRight = (p.tintedRight & keep) >>> 0;
    if (player === 0) {
      tintedLeft = (tintedLeft | newlyTinted) >>> 0;
      tintedRight = (tintedRight & ~near) >>> 0;
    } else {
      tintedRight = (tintedRight | newlyTinted) >>> 0;
      tintedLeft = (tintedLeft & ~near) >>> 0;
    }
    out.push({ adjacency: p.adjacency, untinted, tintedLeft, tintedRight });
  });
  chargeWork(4 * out.length + 1);
  return out;
}

/**
 * The position as a {@link GraphPosition} of Col's core, which codes each vertex in two bits:
 * untinted as both, tinted by Left as `left` only, by Right as `right` only. Its parts and keys
 * (connected parts in play, canonical labellings by those codes) are then this game's too.
 */
function coded(p: GenColPosition): GraphPosition {
  return {
    adjacency: p.adjacency,
    left: (p.untinted | p.tintedLeft) >>> 0,
    right: (p.untinted | p.tintedRight) >>> 0,
  };
}

function decoded(g: GraphPosition): GenColPosition {
  const untinted = (g.left & g.right) >>> 0;
  return {
    adjacency: g.adjacency,
    untinted,
    tintedLeft: (g.left & ~untinted) >>> 0,
    tintedRight: (g.right & ~untinted) >>> 0,
  };
}

/**
 * Returns the `GenCol` ruleset of `options` (CGSuite's `game.graph.GenCol(leftPermitted,
 * rightPermitted)`): a player colours a vertex whose tint is in their list; the vertex leaves
 * play, its untinted neighbours take that player's tint, and its neighbours of the opponent's
 * tint leave play. Components are the connected parts of the vertices in play (a move changes
 * only a vertex and its neighbours); keys are canonical labellings of them with their tints.
 *
 * @param options The tints each player may colour; {@link COL_TINTS}, {@link SNORT_TINTS} and
 * {@link FJORDS_TINTS} are CGSuite's Col, Snort and Fjords.
 * @returns The ruleset.
 * @throws {TypeError} If `options` or a list is not of the right shape.
 * @throws {RangeError} If a list holds another tint.
 *
 * @example
 * ```ts
 * import { FJORDS_TINTS, genColRuleset, parseGenCol } from "@cgt/rulesets/gen-col";
 * import assert from "node:assert/strict";
 *
 * const fjords = genColRuleset(FJORDS_TINTS);
 * // L-.: Left colours her tinted vertex; its untinted neighbour then takes her tint.
 * assert.deepEqual([...fjords.leftOptions(parseGenCol("L-."))], [
 *   { adjacency: [0b10, 0b01], untinted: 0, tintedLeft: 0b10, tintedRight: 0 },
 * ]);
 * assert.equal([...fjords.rightOptions(parseGenCol("L-."))].length, 0);
 * ```
 */
export function genColRuleset(options: GenColOptions): Ruleset<GenColPosition> {
  const what = "make GenCol ruleset";
  if (options === null || typeof options !== "object") {
    typeFail(what, "options must be an object { left, right }", options);
  }
  const left = tintMask(what, options.left, "left");
  const right = tintMask(what, options.right, "right");
  return {
    name: "GenCol",
    leftOptions: (p: GenColPosition): GenColPosition[] => genColMoves(p, 0, left),
    rightOptions: (p: GenColPosition): GenColPosition[] => genColMoves(p, 1, right),
    key: (p: GenColPosition): PositionKey => graphKey(coded(p)),
    components: (p: GenColPosition): GenColPosition[] => graphParts(coded(p)).map(decoded),
  };
}

/**
 * Parses a graph in CGSuite's graph notation with tints: `.` a vertex and `-` an edge;
 * `(` ... `;` ... `)` branches; `;` at top level another component; `:A` or `:{name}` names a
 * vertex (for cycles); `L` or `R` before a vertex tints it by Left or Right. Loops and repeated
 * edges change nothing in these games.
 *
 * @param text The graph, at most 32 vertices and 4096 characters.
 * @returns The position.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not graph notation with tints `L`, `R`.
 * @throws {RangeError} If it has more than 32 vertices or is too long.
 *
 * @example
 * ```ts
 * import { parseGenCol } from "@cgt/rulesets/gen-col";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseGenCol("L-.-R"), {
 *   adjacency: [0b010, 0b101, 0b010],
 *   untinted: 0b010,
 *   tintedLeft: 0b001,
 *   tintedRight: 0b100,
 * });
 * ```
 */
export function parseGenCol(text: string): GenColPosition {
  if (typeof text !== "string") {
    typeFail("read GenCol graph", 'expected a string such as "L-.-R"', text);
  }
  const graph = parseGraphNotation(text, {
    what: "GenCol graph",
    vertexLabels: ["L", "R"],
    edgeLabels: [],
    plainEdge: true,
    edgeHint: "-",
    maxVertices: MAX_VERTICES,
    maxLength: MAX_GRAPH_LENGTH,
  });
  const adjacency = graph.labels.map(() => 0);
  for (const [u, v] of graph.edges) {
    if (u === v) continue;
    adjacency[u] = (adjacency[u] | bit(v)) >>> 0;
    adjacency[v] = (adjacency[v] | bit(u)) >>> 0;
  }
  let untinted = 0;
  let tintedLeft = 0;
  let tintedRight = 0;
  graph.labels.forEach((label, v) => {
    if (label === "L") tintedLeft = (tintedLeft | bit(v)) >>> 0;
    else if (label === "R") tintedRight = (tintedRight | bit(v)) >>> 0;
    else untinted = (untinted | bit(v)) >>> 0;
  });
  return { adjacency, untinted, tintedLeft, tintedRight };
}

/**
 * Writes a position in CGSuite's graph notation with tints, its vertices in play only;
 * {@link parseGenCol} reads it back as the same graph up to the numbering of the vertices.
 *
 * @param position The position.
 * @returns The notation ("" when no vertex is in play).
 * @throws {TypeError} If `position` is not a GenCol position.
 *
 * @example
 * ```ts
 * import { formatGenCol, parseGenCol } from "@cgt/rulesets/gen-col";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGenCol(parseGenCol("L-.-R")), "L--R"); // dots between edges are optional
 * ```
 */
export function formatGenCol(position: GenColPosition): string {
  const p = position as Partial<GenColPosition> | null;
  if (
    p === null || typeof p !== "object" || !Array.isArray(p.adjacency) ||
    ![p.untinted, p.tintedLeft, p.tintedRight].every((m) => Number.isInteger(m))
  ) {
    typeFail(
      "write GenCol graph",
      "expected { adjacency, untinted, tintedLeft, tintedRight }",
      position,
    );
  }
  const alive = (position.untinted | position.tintedLeft | position.tintedRight) >>> 0;
  const index = new Map<number, number>();
  const labels: string[] = [];
  forEachBit(alive, (v) => {
    index.set(v, labels.length);
    labels.push(
      (position.tintedLeft >>> v) & 1 ? "L" : (position.tintedRight >>> v) & 1 ? "R" : "",
    );
  });
  const edges: [number, number, string][] = [];
  forEachBit(alive, (v) => {
    forEachBit((position.adjacency[v] & alive) >>> 0, (u) => {
      if (u > v) edges.push([index.get(v)!, index.get(u)!, ""]);
    });
  });
  return formatGraphNotation({ labels, edges });
}

/** The rules of Fjords: CGSuite's `GenCol([Left], [Right])` (see {@link genColRuleset}). */
export const FJORDS: Ruleset<GenColPosition> = genColRuleset(FJORDS_TINTS);

const FJORDS_SEARCH = new Solver(FJORDS);

/**
 * Returns the canonical value of a Fjords position (CGSuite's `game.graph.Fjords`,
 * `GenCol([Left], [Right])`): a player may colour only a vertex tinted with their own tint;
 * colouring it tints its untinted neighbours the same way and removes its neighbours of the
 * opponent's tint. So untinted vertices are played only once a neighbour has been coloured.
 * Values are cached across calls in one module-wide solver, bounded by its `maxPositions`.
 *
 * Cost: exponential in the number of vertices in the worst case, as Col.
 *
 * @param text The graph in the notation of {@link parseGenCol}.
 * @returns The canonical value.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not graph notation with tints `L`, `R`.
 * @throws {RangeError} If it has more than 32 vertices or is too long.
 *
 * @example
 * ```ts
 * import { fjords } from "@cgt/rulesets/gen-col";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * // Left colours her tinted end, tinting the next vertex, and so on: three moves.
 * assert.equal(formatGame(fjords("L-.-.")), "3");
 * // Either player's move leaves L-R, where the other's tinted vertex goes too: {* | *}.
 * assert.equal(formatGame(fjords("L-.-R")), "0");
 * assert.equal(formatGame(fjords("--")), "0"); // nothing tinted: nobody can start
 * ```
 */
export function fjords(text: string): Game {
  return FJORDS_SEARCH.value(parseGenCol(text));
}

/** The most rulesets {@link genCol} keeps with their values between calls. */
export const MAX_GEN_COL_RULESETS = 8;

const RECENT = new Map<string, Solver<GenColPosition>>();
registerCache("GenCol rulesets", RECENT);

/**
 * Returns the canonical value of a graph under CGSuite's `GenCol(left, right)` (see
 * {@link genColRuleset}). The solvers of the last {@link MAX_GEN_COL_RULESETS} option sets are
 * kept with their values; `clearCaches()` frees them. `col` and `snort` of this package give the
 * same values as {@link COL_TINTS} and {@link SNORT_TINTS} here, on their own faster core.
 *
 * @param text The graph in the notation of {@link parseGenCol}.
 * @param options The tints each player may colour.
 * @returns The canonical value.
 * @throws {TypeError} If `text` is not a string or `options` is not of the right shape.
 * @throws {SyntaxError} If `text` is not graph notation with tints `L`, `R`.
 * @throws {RangeError} If it has more than 32 vertices or is too long, or a list holds another
 * tint.
 *
 * @example Col, Snort and Fjords on one schema (CGSuite's GameGraphTest for the first two)
 * ```ts
 * import { COL_TINTS, FJORDS_TINTS, genCol, SNORT_TINTS } from "@cgt/rulesets/gen-col";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(genCol("L", COL_TINTS)), "-1");
 * assert.equal(formatGame(genCol("L-.-.-.-L", SNORT_TINTS)), "{4|0,+-1}");
 * assert.equal(formatGame(genCol("L-R", FJORDS_TINTS)), "*");
 * ```
 */
export function genCol(text: string, options: GenColOptions): Game {
  const rules = genColRuleset(options);
  const id = JSON.stringify([[...options.left].sort(), [...options.right].sort()]);
  let solver = RECENT.get(id);
  if (solver === undefined) {
    solver = new Solver(rules);
    if (RECENT.size >= MAX_GEN_COL_RULESETS) RECENT.delete(RECENT.keys().next().value!);
  } else {
    RECENT.delete(id);
  }
  RECENT.set(id, solver);
  return solver.value(parseGenCol(text));
}
