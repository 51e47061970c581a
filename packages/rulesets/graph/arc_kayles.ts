/**
 * Arc Kayles and Partizan Arc Kayles on any graph: a move picks an edge and takes its two
 * endpoints out of the graph, with every edge that touches them.
 *
 * @module
 */

import { typeFail } from "../_check.ts";
import { type Game, nimber } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { canonicalGraphKey } from "../_canonical_graph.ts";
import { chargeWork } from "../_work.ts";
import { formatGraphNotation, type NotationGraph, parseGraphNotation } from "../_graph_notation.ts";
import { type ImpartialRuleset, impartialRuleset } from "../variant/impartial_ruleset.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { ImpartialRuleset } from "../variant/impartial_ruleset.ts";
export type { GrundySolver, ImpartialGame, ImpartialOutcome } from "@cgt/impartial/grundy";

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
  checkPosition(position, "format Arc Kayles position");
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
  checkPosition(position, "format Partizan Arc Kayles position");
  return toNotation(position, (l, r) => (l && r ? "e" : l ? "l" : "r"));
}

/**
 * Throws a TypeError unless `position` is a graph as {@link parseArcKayles} makes them: `left`
 * and `right` lists of the same length (at most {@link MAX_ARC_KAYLES_VERTICES}) whose entries
 * are lists of vertex numbers.
 */
function checkPosition(position: ArcKaylesPosition, what: string): void {
  const fail = (why: string, value: unknown): never => typeFail(what, why, value);
  if (position === null || typeof position !== "object") {
    fail("expected a graph { left, right }", position);
  }
  const { left, right } = position;
  if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) {
    fail("left and right must be lists of the same length", position);
  }
  if (left.length > MAX_ARC_KAYLES_VERTICES) {
    fail(`a graph has at most ${MAX_ARC_KAYLES_VERTICES} vertices`, left.length);
  }
  for (const side of [left, right]) {
    for (const list of side) {
      if (!Array.isArray(list)) fail("each vertex needs a list of vertex numbers", list);
      for (const v of list) {
        if (!Number.isInteger(v) || v < 0 || v >= left.length) {
          fail(`vertex numbers must be integers from 0 to ${left.length - 1}`, v);
        }
      }
    }
  }
}

/** The most entries each cache of a base graph holds before it empties itself. */
const CACHE_BOUND = 1 << 17;

/**
 * One graph of a search, shared by all its positions: who may take which pair, in compressed
 * rows (`left` and `right` the same object in Arc Kayles), and two bounded caches keyed by a
 * position's exact key (its live vertices): canonical keys and parts. They live as long as the
 * positions of the search that use them, and empty themselves when full.
 */
class Base {
  static #count = 0;
  readonly id: number = Base.#count++;
  readonly n: number;
  readonly leftOffsets: Int32Array;
  readonly leftTargets: Int32Array;
  readonly rightOffsets: Int32Array;
  readonly rightTargets: Int32Array;
  readonly shared: boolean;
  readonly keys: Map<string, PositionKey> = new Map();
  readonly parts: Map<string, State[]> = new Map();

  constructor(left: readonly (readonly number[])[], right: readonly (readonly number[])[]) {
    this.n = left.length;
    this.shared = left === right;
    [this.leftOffsets, this.leftTargets] = rows(left);
    [this.rightOffsets, this.rightTargets] = this.shared
      ? [this.leftOffsets, this.leftTargets]
      : rows(right);
  }
}

function rows(lists: readonly (readonly number[])[]): [Int32Array, Int32Array] {
  const offsets = new Int32Array(lists.length + 1);
  lists.forEach((l, v) => offsets[v + 1] = offsets[v] + l.length);
  const targets = new Int32Array(offsets[lists.length]);
  lists.forEach((l, v) => targets.set(l, offsets[v]));
  return [offsets, targets];
}

function alive(bits: Uint32Array, v: number): boolean {
  return (bits[v >>> 5] & (1 << (v & 31))) !== 0;
}

/**
 * A position inside a search: the live vertices of a base graph, as a bitset. It reads as an
 * {@link ArcKaylesPosition} (the live vertices renumbered in order).
 */
class State implements ArcKaylesPosition {
  readonly base: Base;
  readonly live: Uint32Array;
  #exact: string | undefined;
  #lists: [number[][], number[][]] | undefined;

  constructor(base: Base, live: Uint32Array) {
    this.base = base;
    this.live = live;
  }

  /** A key equal exactly for the same live vertices of the same base graph. */
  get exact(): string {
    if (this.#exact === undefined) {
      let s = `${this.base.id}:`;
      for (let i = 0; i < this.live.length; i++) {
        s += String.fromCharCode(this.live[i] & 0xffff, this.live[i] >>> 16);
      }
      this.#exact = s;
    }
    return this.#exact;
  }

  get left(): readonly (readonly number[])[] {
    return this.lists()[0];
  }

  get right(): readonly (readonly number[])[] {
    return this.lists()[1];
  }

  /** The live vertices with an edge, renumbered in order, and who may take which pair. */
  lists(): [number[][], number[][]] {
    if (this.#lists === undefined) {
      const { base, live } = this;
      const index = new Int32Array(base.n).fill(-1);
      let k = 0;
      for (let v = 0; v < base.n; v++) if (alive(live, v) && hasEdge(this, v)) index[v] = k++;
      const renumber = (offsets: Int32Array, targets: Int32Array): number[][] => {
        const out: number[][] = [];
        for (let v = 0; v < base.n; v++) {
          if (index[v] < 0) continue;
          const list: number[] = [];
          for (let j = offsets[v]; j < offsets[v + 1]; j++) {
            if (index[targets[j]] >= 0) list.push(index[targets[j]]);
          }
          out.push(list);
        }
        return out;
      };
      const left = renumber(base.leftOffsets, base.leftTargets);
      this.#lists = [left, base.shared ? left : renumber(base.rightOffsets, base.rightTargets)];
    }
    return this.#lists;
  }
}

/** Whether live vertex `v` still has an edge to a live vertex (itself, for a loop). */
function hasEdge(s: State, v: number): boolean {
  const { base, live } = s;
  for (let j = base.leftOffsets[v]; j < base.leftOffsets[v + 1]; j++) {
    if (alive(live, base.leftTargets[j])) return true;
  }
  if (base.shared) return false;
  for (let j = base.rightOffsets[v]; j < base.rightOffsets[v + 1]; j++) {
    if (alive(live, base.rightTargets[j])) return true;
  }
  return false;
}

/** A position of the search for any position: itself, or a new base graph made from it. */
function toState(p: ArcKaylesPosition): State {
  if (p instanceof State) return p;
  if (
    p === null || typeof p !== "object" || !Array.isArray(p.left) || !Array.isArray(p.right) ||
    p.left.length !== p.right.length
  ) {
    throw new TypeError(
      "Cannot read Arc Kayles position: expected { left, right }, two lists of neighbour lists of the same length",
    );
  }
  const n = p.left.length;
  for (const lists of [p.left, p.right]) {
    for (const list of lists) {
      if (!Array.isArray(list) || list.some((u) => !Number.isInteger(u) || u < 0 || u >= n)) {
        throw new RangeError(
          `Cannot read Arc Kayles position: a neighbour list must hold vertices 0..${
            n - 1
          }, received ${JSON.stringify(list)}`,
        );
      }
    }
  }
  const base = new Base(p.left, p.right);
  const live = new Uint32Array((n + 31) >>> 5);
  for (let v = 0; v < n; v++) live[v >>> 5] |= 1 << (v & 31);
  return new State(base, live);
}

/** The positions after a player takes a pair it may take (`side` 0 for Left, 1 for Right). */
function moves(p: ArcKaylesPosition, side: 0 | 1): ArcKaylesPosition[] {
  const s = toState(p);
  const { base, live } = s;
  const offsets = side === 0 ? base.leftOffsets : base.rightOffsets;
  const targets = side === 0 ? base.leftTargets : base.rightTargets;
  const out: State[] = [];
  for (let v = 0; v < base.n; v++) {
    if (!alive(live, v)) continue;
    for (let j = offsets[v]; j < offsets[v + 1]; j++) {
      const u = targets[j];
      if (u < v || !alive(live, u)) continue;
      const next = live.slice();
      next[v >>> 5] &= ~(1 << (v & 31));
      next[u >>> 5] &= ~(1 << (u & 31));
      out.push(new State(base, next));
    }
  }
  chargeWork(base.n + offsets[base.n] + out.length * live.length);
  return out;
}

/** Splits a position into its connected parts that have an edge. */
function arcKaylesParts(p: ArcKaylesPosition): ArcKaylesPosition[] {
  const s = toState(p);
  const { base, live } = s;
  const cached = base.parts.get(s.exact);
  if (cached !== undefined) return cached;
  const seen = new Uint8Array(base.n);
  const out: State[] = [];
  const queue = new Int32Array(base.n);
  for (let start = 0; start < base.n; start++) {
    if (seen[start] || !alive(live, start) || !hasEdge(s, start)) continue;
    const bits = new Uint32Array(live.length);
    let tail = 1;
    queue[0] = start;
    seen[start] = 1;
    for (let head = 0; head < tail; head++) {
      const v = queue[head];
      bits[v >>> 5] |= 1 << (v & 31);
      for (
        const [offsets, targets] of [[base.leftOffsets, base.leftTargets], [
          base.rightOffsets,
          base.rightTargets,
        ]]
      ) {
        for (let j = offsets[v]; j < offsets[v + 1]; j++) {
          const u = targets[j];
          if (!seen[u] && alive(live, u)) {
            seen[u] = 1;
            queue[tail++] = u;
          }
        }
        if (base.shared) break;
      }
    }
    out.push(new State(base, bits));
  }
  if (out.length === 1) {
    let same = true;
    for (let i = 0; i < live.length && same; i++) same = out[0].live[i] === live[i];
    if (same) out[0] = s;
  }
  chargeWork(
    base.n + base.leftTargets.length + (base.shared ? 0 : base.rightTargets.length) +
      out.length * live.length,
  );
  if (base.parts.size >= CACHE_BOUND) base.parts.clear();
  base.parts.set(s.exact, out);
  return out;
}

/**
 * A key equal exactly for isomorphic positions: the canonical labelling of the graph of the live
 * vertices, each coloured by its loops and each edge weighted by who may take it.
 */
function arcKaylesKey(p: ArcKaylesPosition): PositionKey {
  const s = toState(p);
  const { base, live } = s;
  const exact = s.exact;
  const known = base.keys.get(exact);
  if (known !== undefined) return known;
  const index = new Int32Array(base.n).fill(-1);
  let k = 0;
  for (let v = 0; v < base.n; v++) if (alive(live, v)) index[v] = k++;
  const colour: number[] = [];
  const offsets: number[] = [0];
  const targets: number[] = [];
  const weights: number[] = [];
  const weight = new Map<number, number>();
  for (let v = 0; v < base.n; v++) {
    if (index[v] < 0) continue;
    weight.clear();
    for (let j = base.leftOffsets[v]; j < base.leftOffsets[v + 1]; j++) {
      const u = base.leftTargets[j];
      if (index[u] >= 0) weight.set(u, 1);
    }
    for (let j = base.rightOffsets[v]; j < base.rightOffsets[v + 1]; j++) {
      const u = base.rightTargets[j];
      if (index[u] >= 0) weight.set(u, (weight.get(u) ?? 0) | 2);
    }
    let loops = 0;
    for (const [u, w] of weight) {
      if (u === v) loops = w;
      else {
        targets.push(index[u]);
        weights.push(w);
      }
    }
    colour.push(loops);
    offsets.push(targets.length);
  }
  // The scan above, with its map of weights (the labelling charges its own work).
  chargeWork(4 * (base.n + base.leftTargets.length + base.rightTargets.length));
  const key = canonicalGraphKey({ colour, offsets, targets, weights });
  if (base.keys.size >= CACHE_BOUND) base.keys.clear();
  base.keys.set(exact, key);
  return key;
}

/**
 * The rules of Arc Kayles (Schaefer 1978; Winning Ways ch. 4 calls a move's pair of pins an
 * "arc"; CGSuite's `ArcKayles`) as an impartial ruleset: a move picks an edge and takes both its
 * endpoints, with all their edges, out of the graph; a loop takes its one vertex. Components are
 * the connected parts with an edge; keys are canonical labellings, so isomorphic positions share
 * one table entry. Positions inside a search are bitsets of the live vertices of one shared graph
 * (the options it returns read as positions, renumbered). Its `solver` holds the Grundy values
 * (`ARC_KAYLES.solver.clear()` frees them).
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
    options: (p: ArcKaylesPosition): ArcKaylesPosition[] => moves(p, 0),
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
  return ARC_KAYLES.solver.grundy(toState(parseArcKayles(text)));
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
  leftOptions: (p: ArcKaylesPosition): ArcKaylesPosition[] => moves(p, 0),
  rightOptions: (p: ArcKaylesPosition): ArcKaylesPosition[] => moves(p, 1),
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
  return PARTIZAN_SEARCH.value(toState(parsePartizanArcKayles(text)));
}
