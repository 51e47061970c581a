/**
 * Arc Kayles and Partizan Arc Kayles on any graph: a move picks an edge and takes its two
 * endpoints out of the graph, with every edge that touches them.
 *
 * @module
 */

import { type Game, nimber } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { canonicalGraphKey } from "./_canonical_graph.ts";
import { formatGraphNotation, type NotationGraph, parseGraphNotation } from "./_graph_notation.ts";
import { type ImpartialRuleset, impartialRuleset } from "./impartial_ruleset.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { ImpartialRuleset } from "./impartial_ruleset.ts";

/**
 * A position of Arc Kayles or Partizan Arc Kayles: a graph on vertices `0 .. n-1`
 * (`n = left.length`), given by which pairs each player may take. `left[v]` lists, in increasing
 * order and without repeats, the vertices `u` such that Left may take `u` and `v` together (an
 * edge Left may pick; `u === v` for a loop, which takes `v` alone); `right` is the same for
 * Right, and the lists are symmetric (`u` in `left[v]` exactly when `v` is in `left[u]`). In
 * Arc Kayles both players have the same moves, and `left` and `right` are equal.
 */
export interface ArcKaylesPosition {
  /** For each vertex, the vertices Left may take with it (itself for a loop), ascending. */
  readonly left: readonly (readonly number[])[];
  /** For each vertex, the vertices Right may take with it (itself for a loop), ascending. */
  readonly right: readonly (readonly number[])[];
}

/** The most vertices an Arc Kayles graph may have. */
export const MAX_ARC_KAYLES_VERTICES = 1024;

/** The longest notation the Arc Kayles parsers read. */
const MAX_LENGTH = 4096;

/** Builds a position from the parsed notation: `mayLeft`/`mayRight` say who may pick an edge. */
function fromNotation(
  graph: NotationGraph,
  mayLeft: (label: string) => boolean,
  mayRight: (label: string) => boolean,
  shared: boolean,
): ArcKaylesPosition {
  const n = graph.labels.length;
  const left = Array.from({ length: n }, () => new Set<number>());
  const right = shared ? left : Array.from({ length: n }, () => new Set<number>());
  for (const [u, v, label] of graph.edges) {
    if (mayLeft(label)) {
      left[u].add(v);
      left[v].add(u);
    }
    if (!shared && mayRight(label)) {
      right[u].add(v);
      right[v].add(u);
    }
  }
  const sorted = (sets: Set<number>[]): number[][] => sets.map((s) => [...s].sort((a, b) => a - b));
  const l = sorted(left);
  return { left: l, right: shared ? l : sorted(right) };
}

/**
 * Parses an Arc Kayles graph in CGSuite's graph notation: `.` is a vertex and `-` an edge, so
 * `"---"` (or `".-.-.-."`) is a path of four vertices; `(` ... `;` ... `)` are branches from the
 * vertex before them (`"(-;-;-)"` is a star of three leaves); `;` at top level starts another
 * component; `:A` or `:{name}` names a vertex, the same at every occurrence (`":A---:A"` is a
 * triangle, `":A-:A"` a loop, which a player may pick to take that vertex alone); spaces are
 * ignored.
 *
 * @param text The graph, at most 1024 vertices and 4096 characters.
 * @returns The position (with `left` and `right` the same lists).
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not in the notation (the message gives the column).
 * @throws {RangeError} If it has too many vertices or characters.
 *
 * @example
 * ```ts
 * import { parseArcKayles } from "@cgt/rulesets/arc-kayles";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseArcKayles("--").left, [[1], [0, 2], [1]]);
 * assert.deepEqual(parseArcKayles(":A-:A").left, [[0]]);
 * ```
 */
export function parseArcKayles(text: string): ArcKaylesPosition {
  const graph = parseGraphNotation(text, {
    what: "Arc Kayles graph",
    vertexLabels: [],
    edgeLabels: [],
    plainEdge: true,
    edgeHint: "-",
    maxVertices: MAX_ARC_KAYLES_VERTICES,
    maxLength: MAX_LENGTH,
  });
  return fromNotation(graph, () => true, () => true, true);
}

/**
 * Parses a Partizan Arc Kayles graph in CGSuite's graph notation, as {@link parseArcKayles} but
 * every edge carries a colour: `l` (blue: Left may pick it), `r` (red: Right) or `e` (green:
 * either). So `"llr"` is a path of four vertices whose edges are blue, blue and red, and
 * `":Ae:A"` a green loop.
 *
 * @param text The graph, at most 1024 vertices and 4096 characters.
 * @returns The position.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not in the notation (the message gives the column).
 * @throws {RangeError} If it has too many vertices or characters.
 *
 * @example
 * ```ts
 * import { parsePartizanArcKayles } from "@cgt/rulesets/arc-kayles";
 * import assert from "node:assert/strict";
 *
 * const p = parsePartizanArcKayles("lr");
 * assert.deepEqual(p.left, [[1], [0], []]);
 * assert.deepEqual(p.right, [[], [2], [1]]);
 * ```
 */
export function parsePartizanArcKayles(text: string): ArcKaylesPosition {
  const graph = parseGraphNotation(text, {
    what: "Partizan Arc Kayles graph",
    vertexLabels: [],
    edgeLabels: ["l", "r", "e"],
    plainEdge: false,
    edgeHint: "l, r or e",
    maxVertices: MAX_ARC_KAYLES_VERTICES,
    maxLength: MAX_LENGTH,
  });
  return fromNotation(graph, (c) => c !== "r", (c) => c !== "l", false);
}

/** The position's graph in CGSuite's notation, each edge written by `edge(onLeft, onRight)`. */
function toNotation(p: ArcKaylesPosition, edge: (l: boolean, r: boolean) => string): string {
  const n = p.left.length;
  const edges: [number, number, string][] = [];
  for (let v = 0; v < n; v++) {
    const l = p.left[v];
    const r = p.right[v];
    // Merge the two sorted lists, keeping the pairs u >= v once.
    let i = 0;
    let j = 0;
    while (i < l.length || j < r.length) {
      const u = j >= r.length || (i < l.length && l[i] <= r[j]) ? l[i] : r[j];
      const onLeft = i < l.length && l[i] === u;
      const onRight = j < r.length && r[j] === u;
      if (onLeft) i++;
      if (onRight) j++;
      if (u >= v) edges.push([v, u, edge(onLeft, onRight)]);
    }
  }
  return formatGraphNotation({ labels: Array.from({ length: n }, () => ""), edges });
}

/**
 * Writes an Arc Kayles position in CGSuite's graph notation (`-` edges; read back by
 * {@link parseArcKayles} as the same graph up to the numbering of its vertices).
 *
 * @param position The position; only `left` is read.
 * @returns The notation, such as `"--"` for a path of three vertices.
 *
 * @example
 * ```ts
 * import { formatArcKayles, parseArcKayles } from "@cgt/rulesets/arc-kayles";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatArcKayles(parseArcKayles(".-.-.")), "--");
 * assert.equal(formatArcKayles(parseArcKayles(":A-.-.-:A")), ":A---:A");
 * ```
 */
export function formatArcKayles(position: ArcKaylesPosition): string {
  return toNotation({ left: position.left, right: position.left }, () => "");
}

/**
 * Writes a Partizan Arc Kayles position in CGSuite's graph notation: an edge is `l` when only
 * Left may pick it, `r` when only Right may, `e` when both may (read back by
 * {@link parsePartizanArcKayles} as the same graph up to the numbering of its vertices).
 *
 * @param position The position.
 * @returns The notation, such as `"lr"`.
 *
 * @example
 * ```ts
 * import { formatPartizanArcKayles, parsePartizanArcKayles } from "@cgt/rulesets/arc-kayles";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatPartizanArcKayles(parsePartizanArcKayles("l(r;e)")), "l(r;e)");
 * ```
 */
export function formatPartizanArcKayles(position: ArcKaylesPosition): string {
  return toNotation(position, (l, r) => (l && r ? "e" : l ? "l" : "r"));
}

/**
 * The position with vertices `a` and `b` taken out, and with every vertex left without an edge
 * dropped too (it can never be picked); the others are renumbered in order.
 */
function takeOut(p: ArcKaylesPosition, a: number, b: number): ArcKaylesPosition {
  const n = p.left.length;
  const shared = p.left === p.right;
  const index: number[] = [];
  let k = 0;
  for (let v = 0; v < n; v++) {
    let keep = v !== a && v !== b;
    if (keep) {
      keep = p.left[v].some((u) => u !== a && u !== b) ||
        (!shared && p.right[v].some((u) => u !== a && u !== b));
    }
    index.push(keep ? k++ : -1);
  }
  const renumber = (lists: readonly (readonly number[])[]): number[][] => {
    const out: number[][] = [];
    for (let v = 0; v < n; v++) {
      if (index[v] < 0) continue;
      const list: number[] = [];
      for (const u of lists[v]) if (index[u] >= 0) list.push(index[u]);
      out.push(list);
    }
    return out;
  };
  const left = renumber(p.left);
  return { left, right: shared ? left : renumber(p.right) };
}

function moves(p: ArcKaylesPosition, lists: readonly (readonly number[])[]): ArcKaylesPosition[] {
  const out: ArcKaylesPosition[] = [];
  for (let v = 0; v < lists.length; v++) {
    for (const u of lists[v]) if (u >= v) out.push(takeOut(p, v, u));
  }
  return out;
}

/** Splits a position into its connected parts that have an edge, each renumbered in order. */
function arcKaylesParts(p: ArcKaylesPosition): ArcKaylesPosition[] {
  const n = p.left.length;
  const shared = p.left === p.right;
  const part = new Int32Array(n).fill(-1);
  const parts: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (part[s] >= 0) continue;
    if (p.left[s].length === 0 && p.right[s].length === 0) continue;
    const members = [s];
    part[s] = parts.length;
    for (let i = 0; i < members.length; i++) {
      const v = members[i];
      for (const list of shared ? [p.left[v]] : [p.left[v], p.right[v]]) {
        for (const u of list) {
          if (part[u] < 0) {
            part[u] = parts.length;
            members.push(u);
          }
        }
      }
    }
    parts.push(members.sort((a, b) => a - b));
  }
  if (parts.length === 1 && parts[0].length === n) return [p];
  return parts.map((members) => {
    const index = new Map(members.map((v, i) => [v, i]));
    const renumber = (lists: readonly (readonly number[])[]): number[][] =>
      members.map((v) => lists[v].map((u) => index.get(u)!));
    const left = renumber(p.left);
    return { left, right: shared ? left : renumber(p.right) };
  });
}

/**
 * A key equal exactly for isomorphic positions: the canonical labelling of the graph, each
 * vertex coloured by its loops and each edge weighted by who may pick it.
 */
function arcKaylesKey(p: ArcKaylesPosition): PositionKey {
  const n = p.left.length;
  const colour: number[] = [];
  const offsets: number[] = [0];
  const targets: number[] = [];
  const weights: number[] = [];
  for (let v = 0; v < n; v++) {
    const l = p.left[v];
    const r = p.right[v];
    let loops = 0;
    let i = 0;
    let j = 0;
    while (i < l.length || j < r.length) {
      const u = j >= r.length || (i < l.length && l[i] <= r[j]) ? l[i] : r[j];
      const weight = (i < l.length && l[i] === u ? 1 : 0) | (j < r.length && r[j] === u ? 2 : 0);
      if (weight & 1) i++;
      if (weight & 2) j++;
      if (u === v) loops = weight;
      else {
        targets.push(u);
        weights.push(weight);
      }
    }
    colour.push(loops);
    offsets.push(targets.length);
  }
  return canonicalGraphKey({ colour, offsets, targets, weights });
}

/**
 * The rules of Arc Kayles (Schaefer 1978; Winning Ways ch. 4 calls a move's pair of pins an
 * "arc"; CGSuite's `ArcKayles`) as an impartial ruleset: a move picks an edge and takes both its
 * endpoints, with all their edges, out of the graph; a loop takes its one vertex. Components are
 * the connected parts with an edge; keys are canonical labellings, so isomorphic positions share
 * one table entry. Its `solver` holds the Grundy values (`ARC_KAYLES.solver.clear()` frees them).
 *
 * @example
 * ```ts
 * import { ARC_KAYLES, parseArcKayles } from "@cgt/rulesets/arc-kayles";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...ARC_KAYLES.leftOptions(parseArcKayles("---"))].length, 3);
 * assert.equal(ARC_KAYLES.solver.grundy(parseArcKayles("---")), 2);
 * ```
 */
export const ARC_KAYLES: ImpartialRuleset<ArcKaylesPosition> = impartialRuleset(
  {
    options: (p: ArcKaylesPosition): ArcKaylesPosition[] => moves(p, p.left),
    key: arcKaylesKey,
    components: arcKaylesParts,
  },
  { name: "Arc Kayles" },
);

/**
 * Returns the Grundy value of an Arc Kayles position given in CGSuite's graph notation (see
 * {@link parseArcKayles}), by a memoised Sprague–Grundy search over the connected parts, which
 * nim-add (Winning Ways ch. 3). On a path Arc Kayles is Dawson's Kayles (octal 0.07), and with a
 * loop at every vertex Kayles (0.77): CGSuite's tests check both.
 *
 * Cost: exponential in the worst case (one table entry per distinct part met, up to isomorphism);
 * honours the engine's step budget and the solver's 10,000,000-position limit.
 *
 * @param text The graph.
 * @returns The Grundy value.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not in the notation.
 * @throws {RangeError} If it has too many vertices or characters.
 * @throws {PositionLimitError} If the search needs more positions than the solver allows.
 *
 * @example A path of n vertices is a Dawson's Kayles heap of n
 * ```ts
 * import { arcKaylesGrundy } from "@cgt/rulesets/arc-kayles";
 * import assert from "node:assert/strict";
 *
 * assert.equal(arcKaylesGrundy("-----"), 3); // 6 vertices
 * assert.equal(arcKaylesGrundy(":A-----:A"), 0); // a 6-cycle: every move leaves a 4-path, *2
 * ```
 */
export function arcKaylesGrundy(text: string): number {
  return ARC_KAYLES.solver.grundy(parseArcKayles(text));
}

/**
 * Returns the value of an Arc Kayles position given in CGSuite's graph notation (see
 * {@link parseArcKayles}): the nimber of {@link arcKaylesGrundy}.
 *
 * @param text The graph.
 * @returns The value, a nimber.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not in the notation.
 * @throws {RangeError} If it has too many vertices or characters.
 * @throws {PositionLimitError} If the search needs more positions than the solver allows.
 *
 * @example A star is *1 (any move empties it); two stars are 0
 * ```ts
 * import { arcKayles } from "@cgt/rulesets/arc-kayles";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(arcKayles("(-;-;-)")), "*");
 * assert.equal(formatGame(arcKayles("(-;-;-);(-;-)")), "0");
 * ```
 */
export function arcKayles(text: string): Game {
  return nimber(arcKaylesGrundy(text));
}

/**
 * The rules of Partizan Arc Kayles (CGSuite's `PartizanArcKayles`): as Arc Kayles, but each edge
 * is blue (only Left may pick it), red (only Right) or green (either). Components are the
 * connected parts with an edge; keys are canonical labellings, so isomorphic positions share one
 * table entry.
 *
 * @example
 * ```ts
 * import { PARTIZAN_ARC_KAYLES, parsePartizanArcKayles } from "@cgt/rulesets/arc-kayles";
 * import assert from "node:assert/strict";
 *
 * const p = parsePartizanArcKayles("llr");
 * assert.equal([...PARTIZAN_ARC_KAYLES.leftOptions(p)].length, 2);
 * assert.equal([...PARTIZAN_ARC_KAYLES.rightOptions(p)].length, 1);
 * ```
 */
export const PARTIZAN_ARC_KAYLES: Ruleset<ArcKaylesPosition> = {
  name: "Partizan Arc Kayles",
  leftOptions: (p: ArcKaylesPosition): ArcKaylesPosition[] => moves(p, p.left),
  rightOptions: (p: ArcKaylesPosition): ArcKaylesPosition[] => moves(p, p.right),
  key: arcKaylesKey,
  components: arcKaylesParts,
};

/** The solver of {@link partizanArcKayles}; its table is bounded (it clears when full). */
const PARTIZAN_SEARCH = new Solver(PARTIZAN_ARC_KAYLES);

/**
 * Returns the canonical value of a Partizan Arc Kayles position given in CGSuite's graph
 * notation (see {@link parsePartizanArcKayles}), by a memoised search over its connected parts.
 *
 * Cost: exponential in the worst case (one table entry per distinct part met, up to
 * isomorphism); honours the engine's step budget and the solver's position limit.
 *
 * @param text The graph, edges `l`, `r` or `e`.
 * @returns The canonical value.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not in the notation.
 * @throws {RangeError} If it has too many vertices or characters.
 * @throws {PositionLimitError} If the search needs more positions than the solver allows.
 *
 * @example CGSuite's tests of Partizan Arc Kayles (GameGraphTest.scala)
 * ```ts
 * import { partizanArcKayles } from "@cgt/rulesets/arc-kayles";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(partizanArcKayles("llr")), "1/2");
 * assert.equal(formatGame(partizanArcKayles("lrlr(ll;ree(rl;l))")), "{3*|2*||3/2,3/2*|1/2*}");
 * ```
 */
export function partizanArcKayles(text: string): Game {
  return PARTIZAN_SEARCH.value(parsePartizanArcKayles(text));
}
