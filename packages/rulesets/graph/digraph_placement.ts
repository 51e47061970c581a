/**
 * Digraph Placement: on a directed graph whose vertices are coloured blue (Left) and red (Right),
 * a player picks a vertex of their colour, which is removed with every vertex it points to.
 *
 * @module
 */

import { bit, forEachBit } from "../_bitboard.ts";
import { chargeWork } from "../_work.ts";
import { typeFail } from "../_check.ts";
import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** The most vertices {@link digraphPlacement} accepts. */
export const MAX_DIGRAPH_PLACEMENT_VERTICES = 32;

/**
 * A Digraph Placement position on at most 32 vertices: the arcs, and the vertices still on the
 * board, split by colour. The arc masks are shared by every position of one game.
 */
export interface DigraphPlacementPosition {
  /** For each vertex, the mask of the vertices it points to (bit j for vertex j). */
  readonly out: readonly number[];
  /** For each vertex, the mask of the vertices joined to it by an arc either way. */
  readonly near: readonly number[];
  /** The blue vertices still on the board (Left's), as a mask. */
  readonly left: number;
  /** The red vertices still on the board (Right's), as a mask. */
  readonly right: number;
}

/**
 * Parses a Digraph Placement position: `"<vertices>"` or `"<vertices>:<arcs>"`. Each vertex is
 * `L` (blue, Left's) or `R` (red, Right's), numbered from 0 in the order written; the arcs are
 * separated by commas, `i>j` an arc from vertex i to vertex j (a move at i removes j too),
 * `i<j` an arc from j to i, and `i-j` arcs both ways. So `"LR:0>1"` is a blue vertex pointing
 * at a red one, and `"LRL:0-1,1-2"` an undirected path.
 *
 * @param text The position, at most 32 vertices.
 * @returns The position, every vertex on the board.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If a vertex or an arc is malformed (the message quotes it and gives its
 * place).
 * @throws {RangeError} If it has more than 32 vertices or an arc names a missing vertex.
 *
 * @example
 * ```ts
 * import { parseDigraphPlacement } from "@cgt/rulesets/digraph-placement";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseDigraphPlacement("LR:0>1"), {
 *   out: [0b10, 0b00],
 *   near: [0b10, 0b01],
 *   left: 0b01,
 *   right: 0b10,
 * });
 * ```
 */
export function parseDigraphPlacement(text: string): DigraphPlacementPosition {
  const fail = (why: string): string =>
    `Cannot read Digraph Placement position: ${why}, received "${text}"`;
  if (typeof text !== "string") {
    throw new TypeError(
      `Cannot read Digraph Placement position: expected a string such as "LRL:0>1,2-1", received ${typeof text}`,
    );
  }
  const colon = text.indexOf(":");
  const vertices = colon < 0 ? text : text.slice(0, colon);
  const n = vertices.length;
  if (n > MAX_DIGRAPH_PLACEMENT_VERTICES) {
    throw new RangeError(
      fail(`a position has at most ${MAX_DIGRAPH_PLACEMENT_VERTICES} vertices, this one has ${n}`),
    );
  }
  let left = 0;
  let right = 0;
  for (let i = 0; i < n; i++) {
    const c = vertices[i];
    if (c === "L") left = (left | bit(i)) >>> 0;
    else if (c === "R") right = (right | bit(i)) >>> 0;
    else {
      throw new SyntaxError(
        fail(`unexpected vertex "${c}" at position ${i + 1} (allowed: L R, then : and the arcs)`),
      );
    }
  }
  const out = Array.from({ length: n }, () => 0);
  if (colon >= 0) {
    const arcs = text.slice(colon + 1);
    const list = arcs === "" ? [] : arcs.split(",");
    list.forEach((arc, k) => {
      const m = /^(\d+)([<>-])(\d+)$/.exec(arc);
      if (!m) {
        throw new SyntaxError(
          fail(`expected an arc such as 0>1, 1<0 or 0-1, found "${arc}" (arc ${k + 1})`),
        );
      }
      const i = Number(m[1]);
      const j = Number(m[3]);
      if (i >= n || j >= n) {
        throw new RangeError(fail(`arc ${arc} names a vertex beyond ${n - 1}`));
      }
      if (m[2] !== "<") out[i] = (out[i] | bit(j)) >>> 0;
      if (m[2] !== ">") out[j] = (out[j] | bit(i)) >>> 0;
    });
  }
  const near = out.slice();
  out.forEach((mask, i) => {
    forEachBit(mask, (j) => {
      near[j] = (near[j] | bit(i)) >>> 0;
    });
  });
  return { out, near, left, right };
}

/**
 * Writes a Digraph Placement position in the notation of {@link parseDigraphPlacement}: the
 * vertices still on the board, renumbered from 0 in order, then the arcs between them (`i-j` for
 * arcs both ways, else `i>j` or `i<j`, with i < j). Reading it back gives the same position up to
 * the numbering of the vertices.
 *
 * @param position The position.
 * @returns The notation ("" when no vertex is left).
 * @throws {TypeError} If `position` is not a Digraph Placement position.
 *
 * @example
 * ```ts
 * import {
 *   DIGRAPH_PLACEMENT,
 *   formatDigraphPlacement,
 *   parseDigraphPlacement,
 * } from "@cgt/rulesets/digraph-placement";
 * import assert from "node:assert/strict";
 *
 * const p = parseDigraphPlacement("LRL:0>1,2-1");
 * assert.equal(formatDigraphPlacement(p), "LRL:0>1,1-2");
 * // Right takes the red vertex and vertex 2, which it points to: one blue vertex is left.
 * assert.deepEqual([...DIGRAPH_PLACEMENT.rightOptions(p)].map(formatDigraphPlacement), ["L"]);
 * ```
 */
export function formatDigraphPlacement(position: DigraphPlacementPosition): string {
  const p = position as Partial<DigraphPlacementPosition> | null;
  if (
    p === null || typeof p !== "object" || !Array.isArray(p.out) ||
    p.out.length > MAX_DIGRAPH_PLACEMENT_VERTICES || !Number.isInteger(p.left) ||
    !Number.isInteger(p.right)
  ) {
    typeFail("write Digraph Placement position", "expected { out, near, left, right }", position);
  }
  const alive: number[] = [];
  forEachBit((position.left | position.right) >>> 0, (v) => alive.push(v));
  const vertices = alive.map((v) => ((position.left >>> v) & 1 ? "L" : "R")).join("");
  const arcs: string[] = [];
  alive.forEach((v, i) => {
    alive.forEach((u, j) => {
      if (j <= i) return;
      const forward = (position.out[v] >>> u) & 1;
      const back = (position.out[u] >>> v) & 1;
      if (forward && back) arcs.push(`${i}-${j}`);
      else if (forward) arcs.push(`${i}>${j}`);
      else if (back) arcs.push(`${i}<${j}`);
    });
  });
  return arcs.length === 0 ? vertices : `${vertices}:${arcs.join(",")}`;
}

/** The positions after `player` (0 Left, 1 Right) places on one of their vertices. */
function placements(p: DigraphPlacementPosition, player: 0 | 1): DigraphPlacementPosition[] {
  const result: DigraphPlacementPosition[] = [];
  forEachBit(player === 0 ? p.left : p.right, (v) => {
    const gone = (bit(v) | p.out[v]) >>> 0;
    result.push({
      out: p.out,
      near: p.near,
      left: (p.left & ~gone) >>> 0,
      right: (p.right & ~gone) >>> 0,
    });
  });
  chargeWork(4 * result.length);
  return result;
}

/** Splits a position into the weakly connected parts of the vertices still on the board. */
function digraphParts(p: DigraphPlacementPosition): DigraphPlacementPosition[] {
  const parts: DigraphPlacementPosition[] = [];
  const alive = (p.left | p.right) >>> 0;
  let rest = alive;
  while (rest !== 0) {
    let part = (rest & -rest) >>> 0;
    for (;;) {
      // Each round of the flood fill reads the arcs of every vertex of the part.
      chargeWork(32);
      let grown = part;
      forEachBit(part, (v) => {
        grown = (grown | (p.near[v] & alive)) >>> 0;
      });
      if (grown === part) break;
      part = grown;
    }
    rest = (rest & ~part) >>> 0;
    parts.push({
      out: p.out,
      near: p.near,
      left: (p.left & part) >>> 0,
      right: (p.right & part) >>> 0,
    });
  }
  return parts;
}

/**
 * A key: the vertices on the board renumbered 0, 1, ... in order, each written as its colour
 * and the renumbered vertices it points to, so positions of different games, or reached by
 * removing different vertices, share it when what is left is the same digraph in the same
 * order. It does not detect isomorphic digraphs numbered differently.
 */
function digraphKey(p: DigraphPlacementPosition): PositionKey {
  const alive = (p.left | p.right) >>> 0;
  const index = new Map<number, number>();
  forEachBit(alive, (v) => index.set(v, index.size));
  const parts: string[] = [];
  forEachBit(alive, (v) => {
    const targets: number[] = [];
    forEachBit((p.out[v] & alive & ~bit(v)) >>> 0, (u) => targets.push(index.get(u) as number));
    parts.push(((p.left >>> v) & 1) === 1 ? "L" + targets.join(".") : "R" + targets.join("."));
    chargeWork(4 + 4 * targets.length);
  });
  return parts.join(" ");
}

/**
 * The rules of Digraph Placement (Clow and McKay, "Digraph placement games", 2024,
 * arXiv:2407.12219; cgt-tools' `DigraphPlacement`): Left picks a blue vertex still on the
 * board, and it leaves the board together with every vertex it points to; Right does the same
 * with a red vertex. Arcs only point at what a move removes, so vertices joined by no arc either
 * way never affect each other: components are the weakly connected parts of the vertices on the
 * board. Keys renumber those vertices in order (a self-loop counts for nothing).
 *
 * @example
 * ```ts
 * import { DIGRAPH_PLACEMENT, parseDigraphPlacement } from "@cgt/rulesets/digraph-placement";
 * import assert from "node:assert/strict";
 *
 * const p = parseDigraphPlacement("LR:0>1");
 * assert.equal([...DIGRAPH_PLACEMENT.leftOptions(p)][0].right, 0); // the red vertex went too
 * ```
 */
export const DIGRAPH_PLACEMENT: Ruleset<DigraphPlacementPosition> = {
  name: "Digraph Placement",
  leftOptions: (p: DigraphPlacementPosition): DigraphPlacementPosition[] => placements(p, 0),
  rightOptions: (p: DigraphPlacementPosition): DigraphPlacementPosition[] => placements(p, 1),
  key: digraphKey,
  components: digraphParts,
};

const SEARCH = new Solver(DIGRAPH_PLACEMENT);

/**
 * Returns the canonical value of a Digraph Placement position (see
 * {@link parseDigraphPlacement} for the notation and {@link DIGRAPH_PLACEMENT} for the rules).
 * Values are cached across calls in one module-wide solver, bounded by its `maxPositions`;
 * every search honours the step budget of `withStepLimit`.
 *
 * Cost: exponential in the number of vertices of a weakly connected part (each move removes at
 * least one); 24 vertices with three arcs each take about 2 s, 26 about 5 s (bench/results/RESULTS.md).
 *
 * @param text `"<vertices>:<arcs>"`, vertices `L` or `R`, arcs `i>j`, `i<j` or `i-j`; at most
 * 32 vertices.
 * @returns The canonical value.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If a vertex or an arc is malformed.
 * @throws {RangeError} If it has more than 32 vertices or an arc names a missing vertex.
 *
 * @example A blue vertex pointing at a red one: Left's move takes both, Right's only its own
 * ```ts
 * import { digraphPlacement } from "@cgt/rulesets/digraph-placement";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(digraphPlacement("LR:0>1")), "1/2");
 * assert.equal(formatGame(digraphPlacement("LR:0-1")), "*");
 * assert.equal(formatGame(digraphPlacement("LR")), "0");
 * ```
 */
export function digraphPlacement(text: string): Game {
  return SEARCH.value(parseDigraphPlacement(text));
}
