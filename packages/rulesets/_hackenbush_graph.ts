/**
 * Hackenbush on any graph (private): the position type, CGSuite's notation for it, and the search
 * ruleset. The public names are re-exported by `hackenbush.ts`, which supplies the value of trees.
 *
 * Inside a search a position is a base graph shared by all the positions of that search and a
 * bitset of its live edges, so that a move is one cleared bit and a flood fill from the ground, and
 * a position has a cheap exact key. Each base graph owns two bounded caches keyed by that exact
 * key: the canonical key of a part and the parts of a position. They live as long as the positions
 * of the search that use them, and empty themselves when full.
 *
 * @module
 */

import { greenHackenbushGrundy } from "@cgt/nim/green-hackenbush";
import { type Game, integer, nimber } from "@cgt/partizan/game";
import type { PositionKey, Ruleset } from "@cgt/partizan/search";
import { canonicalGraphKey } from "./_canonical_graph.ts";
import { chargeWork } from "./_work.ts";
import { formatGraphNotation, parseGraphNotation, quoteInput } from "./_graph_notation.ts";

/** The colour of a Hackenbush edge: `"L"` blue (Left's), `"R"` red (Right's), `"G"` green (both players'). */
export type HackenbushColour = "L" | "R" | "G";

/** An edge of a Hackenbush graph: its two ends (the same vertex for a loop) and its colour. */
export type HackenbushGraphEdge = readonly [u: number, v: number, colour: HackenbushColour];

/**
 * A Hackenbush position on any graph: vertices `0 .. vertices-1`, of which vertex 0 is the ground,
 * and edges between them (several edges may join the same two vertices, and an edge may join a
 * vertex to itself). Edges not connected to the ground are out of play.
 */
export interface HackenbushGraphPosition {
  /** The number of vertices; vertex 0 is the ground. */
  readonly vertices: number;
  /** The edges, in any order. */
  readonly edges: readonly HackenbushGraphEdge[];
}

/** A tree standing on a vertex, in the shape of `HackenbushEdge` of `hackenbush.ts`. */
export interface TreeEdge {
  readonly colour: HackenbushColour;
  readonly above: readonly TreeEdge[];
}

/** The most edges a graph may have (the notation's length bounds it too). */
export const MAX_GRAPH_EDGES = 4096;

/**
 * Whether `text` is in cgt's tree notation (`L`, `R`, `G`, parentheses and commas only), which
 * `hackenbush()` reads as a tree; any other string is CGSuite's graph notation.
 */
export function isTreeNotation(text: unknown): text is string {
  return typeof text === "string" && /^[LRG(),]*$/.test(text);
}

const COLOURS: readonly HackenbushColour[] = ["L", "R", "G"];
const CODE: Record<HackenbushColour, number> = { L: 0, R: 1, G: 2 };
const LETTER: Record<string, HackenbushColour> = { l: "L", r: "R", e: "G" };
const GREEN = 2;

/** The most entries each cache of a base graph holds before it empties itself. */
const CACHE_BOUND = 1 << 17;

/** The edges of one graph in typed arrays, with incidence lists; shared by a search. */
class Base {
  static #count = 0;
  /** A number no other base has, for exact keys. */
  readonly id: number = Base.#count++;
  readonly n: number;
  readonly m: number;
  readonly us: Int32Array;
  readonly vs: Int32Array;
  readonly colour: Uint8Array;
  /** The edges at vertex v are `incident[offsets[v] .. offsets[v + 1]]` (a loop once). */
  readonly offsets: Int32Array;
  readonly incident: Int32Array;
  /** Canonical keys of parts, by exact key. */
  readonly keys: Map<string, PositionKey> = new Map();
  /** Parts of positions, by exact key. */
  readonly parts: Map<string, State[]> = new Map();

  constructor(n: number, edges: readonly HackenbushGraphEdge[]) {
    const m = edges.length;
    this.n = n;
    this.m = m;
    this.us = new Int32Array(m);
    this.vs = new Int32Array(m);
    this.colour = new Uint8Array(m);
    const degree = new Int32Array(n + 1);
    edges.forEach(([u, v, c], e) => {
      this.us[e] = u;
      this.vs[e] = v;
      this.colour[e] = CODE[c];
      degree[u + 1]++;
      if (v !== u) degree[v + 1]++;
    });
    for (let v = 0; v < n; v++) degree[v + 1] += degree[v];
    this.offsets = degree;
    this.incident = new Int32Array(degree[n]);
    const at = degree.slice(0, n);
    for (let e = 0; e < m; e++) {
      this.incident[at[this.us[e]]++] = e;
      if (this.vs[e] !== this.us[e]) this.incident[at[this.vs[e]]++] = e;
    }
  }
}

/**
 * A position inside a search: the live edges of a base graph, all connected to the ground. It
 * reads as a {@link HackenbushGraphPosition} (the live edges renumbered from the ground).
 */
class State implements HackenbushGraphPosition {
  readonly base: Base;
  readonly live: Uint32Array;
  #exact: string | undefined;
  #compact: HackenbushGraphPosition | undefined;

  constructor(base: Base, live: Uint32Array) {
    this.base = base;
    this.live = live;
  }

  /** A key equal exactly for the same live edges of the same base graph. */
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

  get vertices(): number {
    return this.compact().vertices;
  }

  get edges(): readonly HackenbushGraphEdge[] {
    return this.compact().edges;
  }

  /** The live edges on the vertices they touch, numbered in breadth-first order from the ground. */
  compact(): HackenbushGraphPosition {
    if (this.#compact === undefined) {
      const { base, live } = this;
      const index = new Int32Array(base.n).fill(-1);
      index[0] = 0;
      const queue = [0];
      const edges: HackenbushGraphEdge[] = [];
      const taken = new Uint8Array(base.m);
      for (let i = 0; i < queue.length; i++) {
        const x = queue[i];
        for (let k = base.offsets[x]; k < base.offsets[x + 1]; k++) {
          const e = base.incident[k];
          if (!has(live, e) || taken[e]) continue;
          taken[e] = 1;
          const w = base.us[e] === x ? base.vs[e] : base.us[e];
          if (index[w] < 0) {
            index[w] = queue.length;
            queue.push(w);
          }
          edges.push([index[base.us[e]], index[base.vs[e]], COLOURS[base.colour[e]]]);
        }
      }
      this.#compact = { vertices: queue.length, edges };
    }
    return this.#compact;
  }
}

function has(live: Uint32Array, e: number): boolean {
  return (live[e >>> 5] & (1 << (e & 31))) !== 0;
}

/** Keeps only the live edges the ground reaches (a flood fill from vertex 0), in place. */
function ground(base: Base, live: Uint32Array): Uint32Array {
  const seen = new Uint8Array(base.n);
  const reached = new Uint32Array(live.length);
  const queue = new Int32Array(base.n);
  let tail = 1;
  seen[0] = 1;
  for (let head = 0; head < tail; head++) {
    const x = queue[head];
    for (let k = base.offsets[x]; k < base.offsets[x + 1]; k++) {
      const e = base.incident[k];
      if (!has(live, e)) continue;
      reached[e >>> 5] |= 1 << (e & 31);
      const w = base.us[e] === x ? base.vs[e] : base.us[e];
      if (!seen[w]) {
        seen[w] = 1;
        queue[tail++] = w;
      }
    }
  }
  return reached;
}

/** A position of the search for any position: itself, or a new base graph made from it. */
function toState(p: HackenbushGraphPosition): State {
  if (p instanceof State) return p;
  checkPosition(p);
  const base = new Base(Math.max(1, p.vertices), p.edges);
  const all = new Uint32Array((base.m + 31) >>> 5).fill(0xffffffff);
  return new State(base, ground(base, all));
}

function checkPosition(p: HackenbushGraphPosition): void {
  if (p === null || typeof p !== "object" || !Array.isArray(p.edges)) {
    throw new TypeError(
      `Cannot read Hackenbush graph: expected { vertices, edges: [[u, v, colour], ...] }, received ${
        p === null ? "null" : typeof p
      }`,
    );
  }
  const n = p.vertices;
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(
      `Cannot read Hackenbush graph: vertices must be a non-negative integer, received ${n}`,
    );
  }
  if (p.edges.length > MAX_GRAPH_EDGES) {
    throw new RangeError(
      `Cannot read Hackenbush graph: at most ${MAX_GRAPH_EDGES} edges, received ${p.edges.length}`,
    );
  }
  for (const edge of p.edges) {
    if (!Array.isArray(edge) || edge.length !== 3 || !COLOURS.includes(edge[2])) {
      throw new TypeError(
        `Cannot read Hackenbush graph: an edge must be [u, v, "L" | "R" | "G"], received ${
          JSON.stringify(edge)
        }`,
      );
    }
    for (const v of [edge[0], edge[1]]) {
      if (!Number.isInteger(v) || v < 0 || v >= Math.max(1, n)) {
        throw new RangeError(
          `Cannot read Hackenbush graph: an edge names vertex ${v}, outside 0..${
            Math.max(1, n) - 1
          }, received ${JSON.stringify(edge)}`,
        );
      }
    }
  }
}

/** The options of a position when `colour`'s edges and green ones may be cut. */
function cuts(s: State, colour: number): State[] {
  const { base, live } = s;
  const out: State[] = [];
  const seen = new Set<number>();
  for (let e = 0; e < base.m; e++) {
    if (!has(live, e) || (base.colour[e] !== colour && base.colour[e] !== GREEN)) continue;
    // Cutting either of two parallel edges of one colour gives the same position.
    const a = Math.min(base.us[e], base.vs[e]);
    const b = Math.max(base.us[e], base.vs[e]);
    const id = (a * base.n + b) * 3 + base.colour[e];
    if (seen.has(id)) continue;
    seen.add(id);
    const next = live.slice();
    next[e >>> 5] &= ~(1 << (e & 31));
    out.push(new State(base, ground(base, next)));
  }
  // Each cut copies the edge set and floods it from the ground: O(n + m) an option.
  chargeWork(base.m + out.length * (base.n + base.m + live.length));
  return out;
}

/**
 * The parts of a position that meet only at the ground (each loop at the ground is a part), each
 * with its all-green branches squeezed into stalks (see `squeezeGreenBranches`).
 */
function parts(s: State): State[] {
  const { base } = s;
  const cached = base.parts.get(s.exact);
  if (cached !== undefined) return cached;
  const groups = groundGroups(s);
  const out: State[] = [];
  if (groups.length === 1) out.push(squeezeGreenBranches(s));
  else for (const bits of groups) out.push(squeezeGreenBranches(new State(base, bits)));
  if (base.parts.size >= CACHE_BOUND) base.parts.clear();
  base.parts.set(s.exact, out);
  return out;
}

/** The live edges of the parts of a position that meet only at the ground, one bit set each. */
function groundGroups(s: State): Uint32Array[] {
  const { base, live } = s;
  const parent = new Int32Array(base.n);
  for (let v = 0; v < base.n; v++) parent[v] = v;
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (let e = 0; e < base.m; e++) {
    if (!has(live, e)) continue;
    const u = base.us[e];
    const v = base.vs[e];
    if (u !== 0 && v !== 0) parent[find(u)] = find(v);
  }
  const groups = new Map<number, Uint32Array>();
  for (let e = 0; e < base.m; e++) {
    if (!has(live, e)) continue;
    const u = base.us[e];
    const v = base.vs[e];
    // A loop at the ground is a part of its own.
    const id = u === 0 && v === 0 ? -1 - e : find(u === 0 ? v : u);
    let bits = groups.get(id);
    if (bits === undefined) groups.set(id, bits = new Uint32Array(live.length));
    bits[e >>> 5] |= 1 << (e & 31);
  }
  // The union-find and grouping above, and the squeezing or copying after, each pass over the
  // edges.
  chargeWork(base.n + 3 * base.m + groups.size * live.length);
  return [...groups.values()];
}

/**
 * The colon principle on any graph: a part G of a Hackenbush position that meets the rest only at
 * one vertex x may be replaced by any part of the same value attached at x, without changing the
 * value of the whole (the second player wins G - G' plus the rest minus the rest by copying moves
 * outside the two parts and answering moves inside them by a winning strategy of G - G' = 0; a
 * move that cuts x from the ground takes both parts away at once). Winning Ways ch. 7 states it
 * for Green Hackenbush. Here every all-green part hanging from a vertex x other than the ground,
 * with the green loops at x, becomes one green stalk at x of their total nim value, found by
 * `greenHackenbushGrundy` of `@cgt/nim` (the colon and fusion principles); a part that is already that
 * stalk stays as it is. A new base graph holds the result when anything changed.
 */
function squeezeGreenBranches(s: State): State {
  const { base, live } = s;
  let green = false;
  let other = false;
  for (let e = 0; e < base.m; e++) {
    if (!has(live, e)) continue;
    if (base.colour[e] === GREEN) green = true;
    else other = true;
  }
  if (!green || !other) return s;
  const p = s.compact();
  const n = p.vertices;
  // A depth-first search, lists per vertex and edge, and perhaps a new base graph: linear, but
  // about a microsecond per vertex and edge.
  chargeWork(64 * (n + p.edges.length));
  const m = p.edges.length;
  const incident: number[][] = Array.from({ length: n }, () => []);
  p.edges.forEach(([u, v], e) => {
    incident[u].push(e);
    if (v !== u) incident[v].push(e);
  });
  // Depth-first search from the ground: discovery times, low points, parents, pre-order.
  const disc = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const parentEdge = new Int32Array(n).fill(-1);
  const parentOf = new Int32Array(n).fill(-1);
  const order: number[] = [0];
  const next = new Int32Array(n);
  const stack = [0];
  disc[0] = 0;
  let time = 1;
  while (stack.length > 0) {
    const v = stack[stack.length - 1];
    if (next[v] < incident[v].length) {
      const e = incident[v][next[v]++];
      const [a, b] = p.edges[e];
      if (e === parentEdge[v] || a === b) continue;
      const w = a === v ? b : a;
      if (disc[w] < 0) {
        disc[w] = low[w] = time++;
        parentEdge[w] = e;
        parentOf[w] = v;
        order.push(w);
        stack.push(w);
      } else if (disc[w] < low[v]) {
        low[v] = disc[w];
      }
    } else {
      stack.pop();
      if (stack.length > 0) {
        const up = stack[stack.length - 1];
        if (low[v] < low[up]) low[up] = low[v];
      }
    }
  }
  // Each edge belongs to its deeper end (a tree edge to its child, a back edge or a loop to the
  // end discovered later), so a subtree hanging at its parent owns exactly the edges touching it.
  const owner = p.edges.map(([a, b]) => (disc[a] >= disc[b] ? a : b));
  const ownedNonGreen = new Int32Array(n);
  const ownedCount = new Int32Array(n);
  p.edges.forEach(([, , c], e) => {
    ownedCount[owner[e]]++;
    if (c !== "G") ownedNonGreen[owner[e]]++;
  });
  const children: number[][] = Array.from({ length: n }, () => []);
  for (const v of order) if (v !== 0) children[parentOf[v]].push(v);
  // Bottom up: the non-green edges of each subtree, and whether a subtree is a bare path.
  const subtreeNonGreen = Int32Array.from(ownedNonGreen);
  const stalk = new Uint8Array(n);
  for (let i = order.length - 1; i > 0; i--) {
    const v = order[i];
    const kids = children[v];
    stalk[v] = ownedCount[v] === 1 &&
        (kids.length === 0 || (kids.length === 1 && stalk[kids[0]] === 1))
      ? 1
      : 0;
    subtreeNonGreen[parentOf[v]] += subtreeNonGreen[v];
  }
  const removed = new Uint8Array(n);
  const dropEdge = new Uint8Array(m);
  const added: HackenbushGraphEdge[] = [];
  let vertices = n;
  let changed = false;
  for (const x of order) {
    if (x === 0 || removed[x]) continue;
    // The all-green parts hanging at x: the subtrees of its children that reach no higher than
    // x and have no other colour, and its green loops.
    const hanging = children[x].filter((c) => low[c] >= disc[x] && subtreeNonGreen[c] === 0);
    const loops = incident[x].filter((e) =>
      p.edges[e][0] === p.edges[e][1] && p.edges[e][2] === "G"
    );
    if (hanging.length === 0 && loops.length === 0) continue;
    if (hanging.length === 1 && loops.length === 0 && stalk[hanging[0]] === 1) continue;
    let value = loops.length & 1;
    for (const e of loops) dropEdge[e] = 1;
    for (const c of hanging) {
      const members: number[] = [];
      const walk = [c];
      while (walk.length > 0) {
        const v = walk.pop()!;
        members.push(v);
        removed[v] = 1;
        for (const k of children[v]) walk.push(k);
      }
      const partEdges: [number, number][] = [];
      for (const v of members) {
        for (const e of incident[v]) {
          if (owner[e] === v && !dropEdge[e]) {
            dropEdge[e] = 1;
            partEdges.push([p.edges[e][0], p.edges[e][1]]);
          }
        }
      }
      value ^= greenHackenbushGrundy({ ground: x, edges: partEdges });
    }
    changed = true;
    let below = x;
    for (let k = 0; k < value; k++) {
      added.push([below, vertices, "G"]);
      below = vertices++;
    }
  }
  if (!changed) return s;
  return toState({ vertices, edges: p.edges.filter((_, e) => !dropEdge[e]).concat(added) });
}

/** The live edge count, the vertices they touch, and whether all are green. */
function census(s: State): { edges: number; vertices: number; allGreen: boolean } {
  const { base, live } = s;
  const touched = new Uint8Array(base.n);
  touched[0] = 1;
  let vertices = 1;
  let edges = 0;
  let allGreen = true;
  for (let e = 0; e < base.m; e++) {
    if (!has(live, e)) continue;
    edges++;
    if (base.colour[e] !== GREEN) allGreen = false;
    for (const v of [base.us[e], base.vs[e]]) {
      if (!touched[v]) {
        touched[v] = 1;
        vertices++;
      }
    }
  }
  return { edges, vertices, allGreen };
}

/** A connected graph is a tree when it has one edge fewer than vertices. */
function isTree(s: State): boolean {
  const c = census(s);
  return c.edges === c.vertices - 1;
}

/** A tree position as the trees standing on the ground. */
function toTrees(s: State): TreeEdge[] {
  const p = s.compact();
  const n = p.vertices;
  const adjacent: [number, HackenbushColour][][] = Array.from({ length: n }, () => []);
  for (const [u, v, c] of p.edges) {
    adjacent[u].push([v, c]);
    adjacent[v].push([u, c]);
  }
  const kids: [number, HackenbushColour][][] = Array.from({ length: n }, () => []);
  const seen = new Uint8Array(n);
  seen[0] = 1;
  const order = [0];
  for (let i = 0; i < order.length; i++) {
    for (const [w, c] of adjacent[order[i]]) {
      if (!seen[w]) {
        seen[w] = 1;
        kids[order[i]].push([w, c]);
        order.push(w);
      }
    }
  }
  const above: TreeEdge[][] = Array.from({ length: n }, () => []);
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i];
    for (const [w, c] of kids[v]) above[v].push({ colour: c, above: above[w] });
  }
  return above[0];
}

/** The key of a tree: its rooted, coloured shape with the branches sorted at every vertex. */
function treeKey(s: State): string {
  const p = s.compact();
  const n = p.vertices;
  const parentOf = new Int32Array(n).fill(-1);
  const colourOf: string[] = Array.from({ length: n }, () => "");
  // Compact numbering is breadth first from the ground, so an edge's far end is its larger end.
  for (const [u, v, c] of p.edges) {
    const child = Math.max(u, v);
    parentOf[child] = Math.min(u, v);
    colourOf[child] = c;
  }
  const shapes: string[][] = Array.from({ length: n }, () => []);
  for (let v = n - 1; v > 0; v--) {
    shapes[parentOf[v]].push(`${colourOf[v]}(${shapes[v].sort().join("")})`);
  }
  return "T" + shapes[0].sort().join("");
}

/**
 * The key of a part that is not a tree: the canonical labelling of its graph with the ground
 * marked, loops as vertex colours and the edges between two vertices (how many of each colour) as
 * edge weights, after the tables that give the colours and weights their meaning.
 */
function cyclicKey(s: State): string {
  const p = s.compact();
  const n = p.vertices;
  const m = p.edges.length;
  // Multiplicities are below `radix`, so a triple of counts (blue, red, green) is one number.
  const radix = m + 1;
  const loops = new Float64Array(n);
  loops[0] = radix * radix * radix; // the ground's mark
  const pairs: number[] = [];
  for (const [u, v, c] of p.edges) {
    const unit = CODE[c] === 0 ? 1 : CODE[c] === 1 ? radix : radix * radix;
    if (u === v) loops[u] += unit;
    else pairs.push(Math.min(u, v) * n + Math.max(u, v), unit);
  }
  // Sum the weights of the edges between each pair of vertices.
  const index: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) index.push(i);
  index.sort((a, b) => pairs[a] - pairs[b]);
  const ends: number[] = [];
  const totals: number[] = [];
  for (const i of index) {
    if (ends.length > 0 && ends[ends.length - 1] === pairs[i]) {
      totals[totals.length - 1] += pairs[i + 1];
    } else {
      ends.push(pairs[i]);
      totals.push(pairs[i + 1]);
    }
  }
  // Colours and weights as ranks among the values present, with those values in the key.
  const vertexTable = [...new Set(loops)].sort((a, b) => a - b);
  const edgeTable = [...new Set(totals)].sort((a, b) => a - b);
  const vertexRank = new Map(vertexTable.map((x, i) => [x, i]));
  const edgeRank = new Map(edgeTable.map((x, i) => [x, i + 1]));
  const colour: number[] = [];
  for (let v = 0; v < n; v++) colour.push(vertexRank.get(loops[v])!);
  const degree = new Int32Array(n + 1);
  for (const end of ends) {
    degree[Math.floor(end / n) + 1]++;
    degree[(end % n) + 1]++;
  }
  for (let v = 0; v < n; v++) degree[v + 1] += degree[v];
  const at = degree.slice(0, n);
  const targets = new Int32Array(2 * ends.length);
  const weights = new Int32Array(2 * ends.length);
  ends.forEach((end, k) => {
    const a = Math.floor(end / n);
    const b = end % n;
    const w = edgeRank.get(totals[k])!;
    targets[at[a]] = b;
    weights[at[a]++] = w;
    targets[at[b]] = a;
    weights[at[b]++] = w;
  });
  return `G${radix}/${vertexTable.join(",")}/${edgeTable.join(",")}/` +
    canonicalGraphKey({ colour, offsets: degree, targets, weights });
}

function key(s: State): PositionKey {
  const { base } = s;
  const exact = s.exact;
  let k = base.keys.get(exact);
  if (k === undefined) {
    // The census, the compact copy and the key's sort (the labelling charges its own work).
    chargeWork(base.n + 8 * base.m);
    k = isTree(s) ? treeKey(s) : cyclicKey(s);
    if (base.keys.size >= CACHE_BOUND) base.keys.clear();
    base.keys.set(exact, k);
  }
  return k;
}

/**
 * The Hackenbush ruleset on any graph, valuing trees with `treeValue` (which must agree with the
 * search; `hackenbush.ts` passes its tree fast paths) and all-green parts with `greenHackenbushGrundy`.
 */
export function graphRuleset(
  treeValue: (trees: TreeEdge[]) => Game,
): Ruleset<HackenbushGraphPosition> {
  return {
    name: "Hackenbush",
    leftOptions: (p: HackenbushGraphPosition): HackenbushGraphPosition[] => cuts(toState(p), 0),
    rightOptions: (p: HackenbushGraphPosition): HackenbushGraphPosition[] => cuts(toState(p), 1),
    key: (p: HackenbushGraphPosition): PositionKey => key(toState(p)),
    components: (p: HackenbushGraphPosition): HackenbushGraphPosition[] => parts(toState(p)),
    shortcut(p: HackenbushGraphPosition): Game | undefined {
      const s = toState(p);
      chargeWork(s.base.n + s.base.m);
      const c = census(s);
      if (c.allGreen) {
        const edges = s.compact().edges.map(([u, v]): [number, number] => [u, v]);
        return nimber(greenHackenbushGrundy({ ground: 0, edges }));
      }
      if (c.edges === c.vertices - 1) return treeValue(toTrees(s));
      // One colour only: the one player who can move cuts every edge, one at a time (a connected
      // graph always has an edge whose loss strands no other: one off a spanning tree, else a
      // leaf), so the value is the number of edges.
      const { base, live } = s;
      let blue = 0;
      let red = 0;
      for (let e = 0; e < base.m; e++) {
        if (!has(live, e)) continue;
        if (base.colour[e] === 0) blue++;
        else if (base.colour[e] === 1) red++;
      }
      if (blue === c.edges) return integer(blue);
      if (red === c.edges) return integer(-red);
      return undefined;
    },
  };
}

/**
 * A position as the search reads it (grounded, in a base graph of its own unless it already is
 * one), for the entry points of `hackenbush.ts`.
 */
export function searchPosition(p: HackenbushGraphPosition): HackenbushGraphPosition {
  return toState(p);
}

/**
 * Reads CGSuite's graph notation for Hackenbush: edges `l`, `r`, `e`, the ground the first vertex
 * written; the graph must be connected. The empty text is the bare ground.
 */
export function parseHackenbushNotation(text: string, maxLength: number): HackenbushGraphPosition {
  const graph = parseGraphNotation(text, {
    what: "Hackenbush graph",
    vertexLabels: [],
    edgeLabels: ["l", "r", "e"],
    plainEdge: false,
    edgeHint: "l, r or e",
    maxVertices: MAX_GRAPH_EDGES + 1,
    maxLength,
  });
  const vertices = Math.max(1, graph.labels.length);
  const edges: HackenbushGraphEdge[] = graph.edges.map(([u, v, c]) => [u, v, LETTER[c]]);
  if (edges.length > MAX_GRAPH_EDGES) {
    throw new RangeError(
      `Cannot read Hackenbush graph: at most ${MAX_GRAPH_EDGES} edges, received ${
        quoteInput(text)
      }`,
    );
  }
  const base = new Base(vertices, edges);
  const all = new Uint32Array((base.m + 31) >>> 5).fill(0xffffffff);
  const reached = ground(base, all);
  // Every vertex must be reached: an edge reaches both its ends, so count the touched vertices.
  const touched = new Uint8Array(vertices);
  touched[0] = 1;
  for (let e = 0; e < base.m; e++) {
    if (has(reached, e)) touched[base.us[e]] = touched[base.vs[e]] = 1;
  }
  if (touched.some((t) => t === 0)) {
    throw new RangeError(
      `Cannot read Hackenbush graph: the graph is not connected (every part must reach the ground, the first vertex written), received ${
        quoteInput(text)
      }`,
    );
  }
  return { vertices, edges };
}

/**
 * Writes a position in CGSuite's notation from the ground (the edges not connected to it left
 * out); "" for the bare ground.
 */
export function formatHackenbushNotation(p: HackenbushGraphPosition): string {
  const c = toState(p).compact();
  if (c.edges.length === 0) return "";
  const letter: Record<HackenbushColour, string> = { L: "l", R: "r", G: "e" };
  return formatGraphNotation({
    labels: Array.from({ length: c.vertices }, () => ""),
    edges: c.edges.map(([u, v, col]) => [u, v, letter[col]]),
  });
}

/** How many edges of `live` are set. */
function liveCount(live: Uint32Array): number {
  let k = 0;
  for (let i = 0; i < live.length; i++) {
    let x = live[i];
    while (x !== 0) {
      x &= x - 1;
      k++;
    }
  }
  return k;
}

/**
 * The options of a Childish Hackenbush position for the player of `colour` (0 Left, 1 Right): a
 * cut of a green edge as usual, or of an edge of `colour` only when no other edge falls with it.
 */
function childishCuts(s: State, colour: number): State[] {
  const { base, live } = s;
  const out: State[] = [];
  const seen = new Set<number>();
  const m = liveCount(live);
  for (let e = 0; e < base.m; e++) {
    if (!has(live, e) || (base.colour[e] !== colour && base.colour[e] !== GREEN)) continue;
    const a = Math.min(base.us[e], base.vs[e]);
    const b = Math.max(base.us[e], base.vs[e]);
    const id = (a * base.n + b) * 3 + base.colour[e];
    if (seen.has(id)) continue;
    seen.add(id);
    const next = live.slice();
    next[e >>> 5] &= ~(1 << (e & 31));
    const grounded = ground(base, next);
    if (base.colour[e] !== GREEN && liveCount(grounded) !== m - 1) continue;
    out.push(new State(base, grounded));
  }
  // Each cut copies the edge set, floods it from the ground and counts it: O(n + m) an option.
  chargeWork(base.m + seen.size * (base.n + base.m + 2 * live.length));
  return out;
}

/** The parts meeting only at the ground, as they are (no colon principle: it fails here). */
function childishParts(s: State): State[] {
  const groups = groundGroups(s);
  return groups.length === 1 ? [s] : groups.map((bits) => new State(s.base, bits));
}

/**
 * Childish Hackenbush on any graph (CGSuite's `GenHackenbush(childishEdges => [Blue, Red])`):
 * green edges are cut as in Hackenbush; a blue or red edge may be cut only if every other edge
 * stays connected to the ground. Components are the parts meeting only at the ground (a cut in
 * one part strands edges of that part only); keys are those of Hackenbush (the coloured graph up
 * to isomorphism fixing the ground). The colon principle and the tree values of Hackenbush do
 * not hold here, so none of Hackenbush's shortcuts is used.
 */
export function childishRuleset(): Ruleset<HackenbushGraphPosition> {
  return {
    name: "Childish Hackenbush",
    leftOptions: (p: HackenbushGraphPosition): HackenbushGraphPosition[] =>
      childishCuts(toState(p), 0),
    rightOptions: (p: HackenbushGraphPosition): HackenbushGraphPosition[] =>
      childishCuts(toState(p), 1),
    key: (p: HackenbushGraphPosition): PositionKey => key(toState(p)),
    components: (p: HackenbushGraphPosition): HackenbushGraphPosition[] =>
      childishParts(toState(p)),
  };
}
