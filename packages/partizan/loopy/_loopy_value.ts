/**
 * Private store of loopy values for loopy.ts and loopy_notation.ts: every value is a pair of
 * sides (onside, offside), each a canonical stopper or, when it is equivalent to none found, a
 * simplified carousel graph; equal for a stopper, hash-consed by their keys in a bounded table
 * that {@link clearLoopyTables} empties.
 *
 * @module
 */

import { registerCache } from "@cgt/core/caches";
import type { Dyadic } from "@cgt/core/dyadic";
import { addGames, type Game, leftOf, makeGame, rightOf, spend, stop } from "../_engine.ts";
import { integer, numberValue } from "../game.ts";
import { followerCount } from "../operations/followers.ts";
import {
  type Graph,
  hasAlternatingCycle,
  hasCycle,
  leqGraphs,
  MAX_GRAPH_NODES,
  type Mode,
  negateGraph,
  OFFSIDE,
  ONSIDE,
  pack,
  STOPPER,
  sumGraph,
} from "./_loopy_graph.ts";
import {
  type CanonicalGraph,
  canonicalStopper,
  canonicalStoppers,
  labelled,
  sideGraphs,
} from "./_loopy_simplify.ts";

/** An opaque loopy value: its onside and offside as canonical stoppers. */
export interface LoopyGame {
  /**
   * The value's integer id (equal stopper-sided values made while the table lasts share it;
   * equal values with a carousel side may not, as such sides have no canonical form).
   */
  readonly id: number;
}

/**
 * A side: a canonical stopper (its graph, root 0, key, and the short game when loopfree), or a
 * carousel side, a simplified graph with alternating cycles whose infinite plays are scored by
 * `mode` (ONSIDE: Left's; OFFSIDE: Right's). A carousel side has no known canonical form, so its
 * key names its graph, not its value: carousel sides are compared by {@link sideLeq}.
 */
export interface Stopper {
  readonly graph: Graph;
  readonly key: string;
  readonly short: Game | undefined;
  readonly mode?: Mode;
}

interface Rec {
  readonly onside: Stopper;
  readonly offside: Stopper;
}

/** Whether a value has a carousel side (a side with no known canonical form). */
function hasCarousel(r: Rec): boolean {
  return r.onside.mode !== undefined || r.offside.mode !== undefined;
}

/** The most values kept in the hash-consing table before it is emptied. */
export const MAX_INTERNED = 50_000;

const records = new WeakMap<LoopyGame, Rec>();
let interned = new Map<string, LoopyGame>();
let stoppers = new Map<string, Stopper>();
let sums = new Map<string, LoopyGame>();
let nextId = 0;

/** Empties the tables (values already made stay valid; equality never depends on identity). */
export function clearLoopyTables(): void {
  interned = new Map();
  stoppers = new Map();
  sums = new Map();
}

// Reached by clearCaches() through the cache registry of @cgt/core/caches.
registerCache("loopy values", {
  clear: clearLoopyTables,
  get size(): number {
    return interned.size + stoppers.size + sums.size;
  },
});

/** The record behind a value; throws a TypeError for anything else. */
export function recordOf(g: LoopyGame, what: string): Rec {
  const r = g !== null && typeof g === "object" ? records.get(g) : undefined;
  if (r === undefined) {
    throw new TypeError(
      `Cannot ${what}: expected a loopy game made by this package, received ${String(g)}`,
    );
  }
  return r;
}

/** Whether `g` is a loopy value made by this package. */
export function isLoopyValue(g: unknown): g is LoopyGame {
  return g !== null && typeof g === "object" && records.has(g as LoopyGame);
}

function internStopper(s: Stopper): Stopper {
  const hit = stoppers.get(s.key);
  if (hit !== undefined) return hit;
  if (stoppers.size >= MAX_INTERNED) stoppers = new Map();
  stoppers.set(s.key, s);
  return s;
}

/** The canonical stopper of a stopper graph (root 0, no alternating cycle). */
export function stopperOfGraph(g: Graph): Stopper {
  const c = canonicalStopper(g);
  const hit = stoppers.get(c.key);
  if (hit !== undefined) return hit;
  const short = hasCycle(c.graph) ? undefined : shortOfGraph(c.graph);
  return internStopper({ graph: c.graph, key: c.key, short });
}

/** The carousel side of a simplified side graph with alternating cycles, in `mode`. */
export function carouselOf(g: Graph, mode: Mode): Stopper {
  const c = labelled(pack(g));
  const key = `${mode === ONSIDE ? "on" : "off"}:${c.key}`;
  const hit = stoppers.get(key);
  if (hit !== undefined) return hit;
  return internStopper({ graph: c.graph, key, short: undefined, mode });
}

/** The side of a simplified side graph: a canonical stopper, or a carousel side. */
export function sideOfGraph(g: Graph, mode: Mode): Stopper {
  return hasAlternatingCycle(g) ? carouselOf(g, mode) : stopperOfGraph(g);
}

/** The value with the given sides (offside <= onside is the caller's duty). */
export function valueOf(onside: Stopper, offside: Stopper): LoopyGame {
  // Sides are kept as their interned stoppers, so that equal sides are one object.
  onside = internStopper(onside);
  offside = offside === onside || offside.key === onside.key ? onside : internStopper(offside);
  const key = onside.key === offside.key ? onside.key : `${onside.key}&${offside.key}`;
  const hit = interned.get(key);
  if (hit !== undefined) return hit;
  if (interned.size >= MAX_INTERNED) {
    interned = new Map();
    sums = new Map();
  }
  const g: LoopyGame = Object.freeze({ id: nextId++ });
  records.set(g, { onside, offside });
  interned.set(key, g);
  return g;
}

/**
 * Whether a and b are the same value: canonical stoppers are equal exactly when their keys
 * are; a carousel side is compared both ways.
 */
export function sameValue(a: LoopyGame, b: LoopyGame): boolean {
  const ra = recordOf(a, "compare loopy games");
  const rb = recordOf(b, "compare loopy games");
  if (ra.onside.key === rb.onside.key && ra.offside.key === rb.offside.key) return true;
  return (hasCarousel(ra) || hasCarousel(rb)) && leqValues(a, b) && leqValues(b, a);
}

/**
 * The value of the game at the root of any finite game graph, found bottom-up over the
 * strongly connected components of its graph ({@link solveNodes}).
 *
 * @throws {RangeError} If a sum graph or a comparison outgrows its size limit.
 */
export function valueOfGraph(g: Graph): LoopyGame {
  const p = pack(g);
  const { on, off } = solveNodes(p, true, true);
  return valueOf(on[0], off[0]);
}

function sideOf(g: Graph, onside: boolean): Stopper {
  const sides = solveNodes(pack(g), onside, !onside);
  return onside ? sides.on[0] : sides.off[0];
}

/**
 * The sides of every node of a packed graph, as interned canonical stoppers, found one
 * strongly connected component at a time, sinks first. A component's moves out of it lead to
 * nodes already solved, so each such option is replaced by its side (a stopper, embedded as a
 * small graph): the onside of {A, B | C} is the onside of {A+, B+ | C+}, since a side
 * comparison is kept when an option is replaced by one of equal side (Left answers by copying
 * until play reaches the replaced option). Within a component without alternating cycles
 * every node is a stopper and all are canonicalised together; otherwise the sides of all its
 * nodes are found together by {@link sideGraphs}. A single node whose options are all
 * loopfree is built as a short game. So the cost grows with the size of the largest
 * component, not of the whole graph: O(c^2) states for a component of c nodes (with its
 * embedded options). In a component with alternating cycles only the nodes that moves from
 * other components reach (and the root) get sides; the other entries stay unset.
 */
export function solveNodes(
  g: Graph,
  wantOn: boolean,
  wantOff: boolean,
): { on: Stopper[]; off: Stopper[] } {
  const n = g.left.length;
  const on: Stopper[] = new Array(n);
  const off: Stopper[] = new Array(n);
  const local = new Int32Array(n).fill(-1);
  const comps = plainComponents(g);
  // Only the root and the targets of moves between components need their sides (the others
  // are reached only from inside their own component, whose graph holds them).
  const compOf = new Int32Array(n);
  comps.forEach((c, i) => c.forEach((v) => compOf[v] = i));
  const needed = new Uint8Array(n);
  needed[0] = 1;
  for (let v = 0; v < n; v++) {
    for (const w of g.left[v]) if (compOf[w] !== compOf[v]) needed[w] = 1;
    for (const w of g.right[v]) if (compOf[w] !== compOf[v]) needed[w] = 1;
  }
  for (const comp of comps) {
    spend(comp.length);
    const k = comp.length;
    for (let i = 0; i < k; i++) local[comp[i]] = i;
    let sidedExit = false;
    for (const v of comp) {
      for (const w of g.left[v]) if (local[w] < 0 && on[w] !== off[w]) sidedExit = true;
      for (const w of g.right[v]) if (local[w] < 0 && on[w] !== off[w]) sidedExit = true;
    }
    const roots = Array.from({ length: k }, (_, i) => i);
    const solve = (sides: Stopper[], onside: boolean): Stopper[] => {
      if (k === 1) {
        const short = shortNode(g, comp[0], sides) ?? shiftedNode(g, comp[0], sides, onside);
        if (short !== undefined) return [short];
      }
      const { graph: lg, ident } = localGraph(g, comp, local, sides);
      if (!hasAlternatingCycle(lg)) {
        const { forms, fused, rep } = canonicalStoppers(lg, roots);
        const res = forms.map(internCanonical);
        // Record each result's options as stoppers, so later components embed them as nodes.
        const who = (f: number): Stopper => (f < k ? res[f] : ident[f]!);
        for (let i = 0; i < k; i++) {
          const r = rep[i];
          if (r !== i || stopperOptions.has(res[i])) continue;
          stopperOptions.set(res[i], {
            left: [...new Set(fused.left[r].map(who))],
            right: [...new Set(fused.right[r].map(who))],
          });
        }
        return res;
      }
      // Sides with alternating cycles are searched for one node at a time: only where needed.
      const mode = onside ? ONSIDE : OFFSIDE;
      const want = roots.filter((i) => needed[comp[i]] === 1);
      const found = sideGraphs(lg, want, mode);
      const res: Stopper[] = new Array(k);
      want.forEach((i, j) => res[i] = sideOfGraph(found[j], mode));
      return res;
    };
    if (!sidedExit && !hasCycleWithin(g, comp, local)) {
      // Every node is a stopper: its onside and offside are its canonical form.
      const res = solve(on, true);
      for (let i = 0; i < k; i++) on[comp[i]] = off[comp[i]] = res[i];
    } else {
      if (wantOn) solve(on, true).forEach((x, i) => on[comp[i]] = x);
      if (wantOff) solve(off, false).forEach((x, i) => off[comp[i]] = x);
    }
    for (const v of comp) local[v] = -1;
  }
  return { on, off };
}

/** Whether some infinite alternating play stays within a component. */
function hasCycleWithin(g: Graph, comp: readonly number[], local: Int32Array): boolean {
  const left: number[][] = [];
  const right: number[][] = [];
  for (const v of comp) {
    left.push(g.left[v].filter((w) => local[w] >= 0).map((w) => local[w]));
    right.push(g.right[v].filter((w) => local[w] >= 0).map((w) => local[w]));
  }
  return hasAlternatingCycle({ left, right });
}

/** The stopper of a lone node with no move back to itself whose options are loopfree. */
function shortNode(g: Graph, v: number, sides: Stopper[]): Stopper | undefined {
  const l: Game[] = [];
  const r: Game[] = [];
  for (const w of g.left[v]) {
    if (w === v || sides[w].short === undefined) return undefined;
    l.push(sides[w].short!);
  }
  for (const w of g.right[v]) {
    if (w === v || sides[w].short === undefined) return undefined;
    r.push(sides[w].short!);
  }
  return shortStopper(makeGame(l, r));
}

/**
 * The stopper of a short game, its graph and key made only when first read: a node of a long
 * loopfree path (the number 5000 embedded in {5000 | pass}) is then made in O(1), where its key
 * alone would take O(its positions) and the path O(n^2). Kept per game while the game lives.
 * Not interned until its key is read ({@link valueOf} interns the sides it is given).
 */
class ShortStopper implements Stopper {
  readonly short: Game;
  #canonical: CanonicalGraph | undefined;
  constructor(short: Game) {
    this.short = short;
  }
  get graph(): Graph {
    this.#canonical ??= labelled(graphOfGame(this.short));
    return this.#canonical.graph;
  }
  get key(): string {
    this.#canonical ??= labelled(graphOfGame(this.short));
    return this.#canonical.key;
  }
}

const shortStoppers = new WeakMap<Game, Stopper>();

function shortStopper(g: Game): Stopper {
  let s = shortStoppers.get(g);
  if (s === undefined) {
    s = new ShortStopper(g);
    shortStoppers.set(g, s);
  }
  return s;
}

/**
 * The side of a lone node v with a move back to itself, found by number translation when an
 * option is a short game far from 0: with k halfway between the least and the greatest integer
 * part of the left stops of v's short options (when not 0), v's graph is the translation by k of the graph H in which every
 * option of v other than a pass is replaced by its side minus k (each found by
 * {@link translateStopper}), so v = H + k when H is not a number (number translation, as in
 * translateStopper; checked against slow side comparisons in loopy_test.ts). H is small ({5000 | pass} becomes {0 | pass}, over); its side is found by
 * {@link solveNodes} and translated back. `undefined` when the shapes do not fit (no short
 * option, k = 0, a carousel option or side, or H's side is loopfree), and then the node is
 * solved as it stands.
 */
function shiftedNode(g: Graph, v: number, sides: Stopper[], onside: boolean): Stopper | undefined {
  // k: halfway between the least and the greatest integer part of the short options' left
  // stops, so that the translated options are as short as they can all be at once.
  let lo: bigint | undefined;
  let hi: bigint | undefined;
  for (const w of [...g.left[v], ...g.right[v]]) {
    if (w === v || sides[w].short === undefined) continue;
    const i = integerPart(stop(sides[w].short!, true));
    if (lo === undefined || i < lo) lo = i;
    if (hi === undefined || i > hi) hi = i;
  }
  if (lo === undefined || hi === undefined) return undefined;
  const sum = lo + hi;
  const k = sum >= 0n ? sum / 2n : -((-sum) / 2n);
  if (k === 0n) return undefined;
  const minus = integer(-k);
  const left: number[][] = [[]];
  const right: number[][] = [[]];
  const embed = (w: number): number | undefined => {
    if (w === v) return 0;
    const s = sides[w].mode === undefined ? translateStopper(sides[w], minus) : undefined;
    if (s === undefined) return undefined;
    const base = left.length;
    for (let i = 0; i < s.graph.left.length; i++) {
      left.push(s.graph.left[i].map((u) => u + base));
      right.push(s.graph.right[i].map((u) => u + base));
    }
    return base;
  };
  for (const [from, to] of [[g.left[v], left[0]], [g.right[v], right[0]]] as const) {
    for (const w of from) {
      const at = embed(w);
      if (at === undefined) return undefined;
      to.push(at);
    }
  }
  const solved = solveNodes(pack({ left, right }), onside, !onside);
  const h = onside ? solved.on[0] : solved.off[0];
  if (h.mode !== undefined || h.short !== undefined) return undefined;
  return translateStopper(h, integer(k));
}

/** The integer part of a dyadic (rounded toward 0). */
function integerPart(d: Dyadic): bigint {
  const e = BigInt(d.exponent);
  return d.numerator >= 0n ? d.numerator >> e : -((-d.numerator) >> e);
}

/**
 * The options of every canonical stopper met so far, as canonical stoppers: the positions of a
 * canonical stopper are canonical stoppers, so values share their positions the way short
 * games share options. Weak: an entry lives as long as its stopper.
 */
const stopperOptions = new WeakMap<Stopper, { left: Stopper[]; right: Stopper[] }>();

/** The options of a canonical stopper as canonical stoppers (labelled once, then kept). */
function optionsOf(x: Stopper): { left: Stopper[]; right: Stopper[] } {
  const known = stopperOptions.get(x);
  if (known !== undefined) return known;
  const g = x.graph;
  const n = g.left.length;
  const nodes: Stopper[] = new Array(n);
  nodes[0] = x;
  for (let v = 1; v < n; v++) {
    const c = labelled(pack(g, v));
    nodes[v] = stoppers.get(c.key) ?? internCanonical(c);
  }
  for (let v = 0; v < n; v++) {
    if (!stopperOptions.has(nodes[v])) {
      stopperOptions.set(nodes[v], {
        left: g.left[v].map((w) => nodes[w]),
        right: g.right[v].map((w) => nodes[w]),
      });
    }
  }
  return stopperOptions.get(x)!;
}

/**
 * A component's nodes (0..k-1) with every move out of it replaced by the target's side; the
 * sides are embedded position by position, each canonical stopper once (so options of
 * different exits that share positions share nodes). `ident[i]` is the stopper of embedded
 * node i (undefined for the component's own nodes).
 */
function localGraph(
  g: Graph,
  comp: readonly number[],
  local: Int32Array,
  sides: Stopper[],
): { graph: Graph; ident: (Stopper | undefined)[] } {
  const left: number[][] = comp.map(() => []);
  const right: number[][] = comp.map(() => []);
  const ident: (Stopper | undefined)[] = comp.map(() => undefined);
  const embedded = new Map<Stopper, number>();
  const embed = (s: Stopper): number => {
    const hit = embedded.get(s);
    if (hit !== undefined) return hit;
    if (s.mode !== undefined) {
      // A carousel side is copied as it stands (its positions are not canonical stoppers).
      const base = left.length;
      embedded.set(s, base);
      for (let i = 0; i < s.graph.left.length; i++) {
        left.push(s.graph.left[i].map((w) => w + base));
        right.push(s.graph.right[i].map((w) => w + base));
        ident.push(undefined);
      }
      return base;
    }
    // Depth-first over the stopper's positions, iteratively.
    const start = left.length;
    const stack: Stopper[] = [s];
    embedded.set(s, start);
    left.push([]);
    right.push([]);
    ident.push(s);
    const todo: Stopper[] = [];
    while (stack.length > 0) {
      const x = stack.pop()!;
      todo.push(x);
      const o = optionsOf(x);
      for (const y of [...o.left, ...o.right]) {
        if (!embedded.has(y)) {
          embedded.set(y, left.length);
          left.push([]);
          right.push([]);
          ident.push(y);
          stack.push(y);
        }
      }
    }
    for (const x of todo) {
      const at = embedded.get(x)!;
      const o = optionsOf(x);
      left[at] = o.left.map((y) => embedded.get(y)!);
      right[at] = o.right.map((y) => embedded.get(y)!);
    }
    if (left.length > MAX_GRAPH_NODES) {
      throw new RangeError(
        `Cannot find loopy value: a component with its options has more than ${MAX_GRAPH_NODES} nodes, received ${left.length}`,
      );
    }
    return start;
  };
  const target = (w: number): number => (local[w] >= 0 ? local[w] : embed(sides[w]));
  comp.forEach((v, i) => {
    left[i] = g.left[v].map(target);
    right[i] = g.right[v].map(target);
  });
  return { graph: { left, right }, ident };
}

function internCanonical(c: CanonicalGraph): Stopper {
  const hit = stoppers.get(c.key);
  if (hit !== undefined) return hit;
  const short = hasCycle(c.graph) ? undefined : shortOfGraph(c.graph);
  return internStopper({ graph: c.graph, key: c.key, short });
}

/**
 * The strongly connected components of a graph (moves of either player), sinks first
 * (Tarjan's algorithm, iteratively).
 */
function plainComponents(g: Graph): number[][] {
  const n = g.left.length;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const out: number[][] = [];
  let counter = 0;
  const work: number[] = [];
  const next: number[] = [];
  for (let root = 0; root < n; root++) {
    if (index[root] >= 0) continue;
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    work.push(root);
    next.push(0);
    while (work.length > 0) {
      const v = work[work.length - 1];
      const k = next[next.length - 1];
      const nl = g.left[v].length;
      if (k < nl + g.right[v].length) {
        next[next.length - 1] = k + 1;
        const w = k < nl ? g.left[v][k] : g.right[v][k - nl];
        if (index[w] < 0) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          work.push(w);
          next.push(0);
        } else if (onStack[w] && index[w] < low[v]) low[v] = index[w];
      } else {
        work.pop();
        next.pop();
        if (work.length > 0) {
          const p = work[work.length - 1];
          if (low[v] < low[p]) low[p] = low[v];
        }
        if (low[v] === index[v]) {
          const comp: number[] = [];
          for (;;) {
            const x = stack.pop()!;
            onStack[x] = 0;
            comp.push(x);
            if (x === v) break;
          }
          out.push(comp);
        }
      }
    }
  }
  spend(1 + (n >> 4));
  return out;
}

/**
 * The largest sum graph with a carousel side that is simplified as one graph (its side order
 * of all pairs costs 28 n^2 bytes, 29 MB here); larger ones go component by component.
 */
const MAX_WHOLE_SUM = 1024;

/** The sum of two values (onsides added then their onside taken, and likewise offsides). */
export function addValues(a: LoopyGame, b: LoopyGame): LoopyGame {
  const ra = recordOf(a, "add loopy games");
  const rb = recordOf(b, "add loopy games");
  const cacheKey = `${ra.onside.key}&${ra.offside.key}+${rb.onside.key}&${rb.offside.key}`;
  const hit = sums.get(cacheKey);
  if (hit !== undefined) return hit;
  let result: LoopyGame;
  const split = splitShort(ra, rb) ?? splitShort(rb, ra);
  const translated = split !== undefined
    ? addValues(addValues(split.loopy, split.rest), split.integer)
    : translateValue(ra, rb) ?? translateValue(rb, ra) ?? centredSum(ra, rb);
  if (translated !== undefined) result = translated;
  else if (ra.onside === ra.offside && rb.onside === rb.offside) {
    result = valueOfGraph(sumGraph(ra.onside.graph, rb.onside.graph));
  } else {
    const on = sumGraph(ra.onside.graph, rb.onside.graph);
    const off = sumGraph(ra.offside.graph, rb.offside.graph);
    // A sum with a carousel side is simplified as one graph, as CGSuite simplifies a sum (its
    // results are closer to CGSuite's, and one search is cheaper than one per component).
    const carousel = hasCarousel(ra) || hasCarousel(rb);
    const side = (g: Graph, onside: boolean): Stopper => {
      if (!hasAlternatingCycle(g)) return stopperOfGraph(g);
      const mode = onside ? ONSIDE : OFFSIDE;
      if (carousel && g.left.length <= MAX_WHOLE_SUM) {
        return sideOfGraph(sideGraphs(pack(g), [0], mode)[0], mode);
      }
      return sideOf(g, onside);
    };
    const onS = side(on, true);
    const offS = side(off, false);
    result = valueOf(onS, offS);
  }
  if (sums.size >= MAX_INTERNED) sums = new Map();
  sums.set(cacheKey, result);
  return result;
}

/**
 * G + H for two loopy values whose sides are stoppers, one of them with its numbers far from
 * 0, as ((G - j) + (H - k)) + (j + k), where j and k centre G's and H's numbers on 0
 * ({@link numberCentre}) and each translation is {@link translateStopper}'s: the sum graph of
 * G - j and H - k is small where G + H's holds |j| times |k| positions (1000over - 1000over
 * has about a million). `undefined` when both centres are 0 or a side is a carousel or the
 * values are loopfree (then the sum graph is solved).
 */
function centredSum(g: Rec, h: Rec): LoopyGame | undefined {
  const j = numberCentre(g);
  const k = numberCentre(h);
  if (j === undefined || k === undefined || (j === 0n && k === 0n)) return undefined;
  const shift = (r: Rec, by: bigint): LoopyGame | undefined => {
    if (by === 0n) return valueOf(r.onside, r.offside);
    const x = integer(-by);
    const on = translateStopper(r.onside, x);
    const off = r.offside === r.onside ? on : translateStopper(r.offside, x);
    return on === undefined || off === undefined ? undefined : valueOf(on, off);
  };
  const a = shift(g, j);
  const b = shift(h, k);
  if (a === undefined || b === undefined) return undefined;
  return addValues(addValues(a, b), valueOfGame(integer(j + k)));
}

/**
 * The integer halfway between the least and the greatest floor of the numbers that are options
 * of positions that are not numbers, over both sides of a value with a loopy side and no
 * carousel side (0 when there are none); `undefined` for any other value. Translating by minus
 * this puts those numbers around 0 (floors move exactly with an integer, so the centre of the
 * translated value is 0). Cost: O(positions), a game made a loopfree position.
 */
function numberCentre(r: Rec): bigint | undefined {
  if (r.onside.mode !== undefined || r.offside.mode !== undefined) return undefined;
  if (r.onside.short !== undefined && r.offside.short !== undefined) return undefined;
  let lo: bigint | undefined;
  let hi: bigint | undefined;
  for (const side of r.onside === r.offside ? [r.onside] : [r.onside, r.offside]) {
    if (side.short !== undefined) continue;
    const g = side.graph;
    const shorts = loopfreeShorts(g);
    const number = (v: number): Dyadic | undefined =>
      shorts[v] === undefined ? undefined : numberValue(shorts[v]!);
    for (let v = 0; v < g.left.length; v++) {
      if (number(v) !== undefined) continue;
      for (const w of [...g.left[v], ...g.right[v]]) {
        const y = number(w);
        if (y === undefined) continue;
        const f = y.numerator >> BigInt(y.exponent); // floor
        if (lo === undefined || f < lo) lo = f;
        if (hi === undefined || f > hi) hi = f;
      }
    }
  }
  if (lo === undefined || hi === undefined) return 0n;
  const sum = lo + hi;
  return sum >= 0n ? sum / 2n : -((-sum + 1n) / 2n); // floor of the half
}

/**
 * For a loopy value G and a short game S that is not a number, with k the integer part of S's
 * left stop when k is not 0: G, S - k and k, so that G + S is found as (G + (S - k)) + k, the
 * last sum by translation ({@link translateValue}): the sum graph of G and S - k is small where
 * S's graph holds about |k| positions (1000* has 1002). Otherwise `undefined`.
 */
function splitShort(
  g: Rec,
  s: Rec,
): { loopy: LoopyGame; rest: LoopyGame; integer: LoopyGame } | undefined {
  const short = s.onside === s.offside ? s.onside.short : undefined;
  if (short === undefined || numberValue(short) !== undefined) return undefined;
  if (g.onside.short !== undefined && g.offside.short !== undefined) return undefined;
  const k = integerPart(stop(short, true));
  if (k === 0n) return undefined;
  const loopy = valueOf(g.onside, g.offside);
  return {
    loopy,
    rest: valueOfGame(addGames(short, integer(-k))),
    integer: valueOfGame(integer(k)),
  };
}

/**
 * G + x for a value G whose sides are loopy stoppers and a number x (a short game equal to a
 * number), by translating each side, or `undefined` when the shapes do not fit (then the sum
 * graph is solved). See {@link translateStopper}.
 */
function translateValue(g: Rec, x: Rec): LoopyGame | undefined {
  if (x.onside !== x.offside || x.onside.short === undefined) return undefined;
  if (numberValue(x.onside.short) === undefined) return undefined;
  const on = translateStopper(g.onside, x.onside.short);
  if (on === undefined) return undefined;
  const off = g.offside === g.onside ? on : translateStopper(g.offside, x.onside.short);
  return off === undefined ? undefined : valueOf(on, off);
}

/**
 * The canonical stopper s + x for a canonical stopper s with a cycle and a number x, read off
 * s's graph without solving a sum graph: every position of s that is a number y becomes the
 * short game y + x, and every other position v becomes {v^L + x | v^R + x} (a pass stays a
 * pass). This is number translation, G + x = {G^L + x | G^R + x} for G not equal to a number
 * (Siegel, Combinatorial Game Theory, AMS 2013, II.4, proved there for short games), applied
 * at every position of s that is not a number, as a stopper; a position of a canonical stopper
 * equal to a number is that number's short canonical form, since canonical stoppers are unique
 * up to isomorphism (VI.3). The translated graph is taken as canonical (translation keeps the
 * order of options, so no option becomes dominated or reversible, as for short games: the
 * engine's translate() gives the argument) and is only labelled. The statement for stoppers,
 * and that the result is canonical, are not proved here: seeded properties in loopy_test.ts
 * check both against the value of the sum graph (same sides, same keys, same printing) on
 * random graphs. Cost: O(positions of s plus positions of
 * the translated numbers) to build, then one labelling; a step a node and option. Returns
 * `undefined` for a carousel side (its sum goes through the sum graph); a loopfree side is added
 * as a short game.
 */
export function translateStopper(s: Stopper, x: Game): Stopper | undefined {
  if (s.mode !== undefined) return undefined;
  if (s.short !== undefined) {
    const sum = addGames(s.short, x);
    const c = labelled(graphOfGame(sum));
    return stoppers.get(c.key) ?? internStopper({ graph: c.graph, key: c.key, short: sum });
  }
  const g = s.graph;
  const n = g.left.length;
  const shorts = loopfreeShorts(g);
  // New graph: s's non-number positions keep their numbers (root 0 stays 0); each number
  // position y becomes the graph of y + x, its positions shared by game id.
  const left: number[][] = [];
  const right: number[][] = [];
  const at = new Int32Array(n).fill(-1);
  const isNumber = (v: number): boolean =>
    shorts[v] !== undefined && numberValue(shorts[v]!) !== undefined;
  for (let v = 0; v < n; v++) {
    if (isNumber(v)) continue;
    at[v] = left.length;
    left.push([]);
    right.push([]);
  }
  const gameNode = new Map<number, number>();
  const games: Game[] = [];
  const embed = (h: Game): number => {
    let k = gameNode.get(h.id);
    if (k === undefined) {
      k = left.length;
      gameNode.set(h.id, k);
      games.push(h);
      left.push([]);
      right.push([]);
      if (left.length > MAX_GRAPH_NODES) {
        throw new RangeError(
          `Cannot add loopy games: the sum would have more than ${MAX_GRAPH_NODES} positions, received ${left.length}`,
        );
      }
    }
    return k;
  };
  const target = (w: number): number => at[w] >= 0 ? at[w] : embed(addGames(shorts[w]!, x));
  for (let v = 0; v < n; v++) {
    if (at[v] < 0) continue;
    left[at[v]] = g.left[v].map(target);
    right[at[v]] = g.right[v].map(target);
  }
  for (let i = 0; i < games.length; i++) {
    const k = gameNode.get(games[i].id)!;
    left[k] = leftOf(games[i]).map(embed);
    right[k] = rightOf(games[i]).map(embed);
  }
  let size = left.length;
  for (let v = 0; v < left.length; v++) size += left[v].length + right[v].length;
  spend(1 + size);
  const c = labelled({ left, right });
  return stoppers.get(c.key) ?? internStopper({ graph: c.graph, key: c.key, short: undefined });
}

/**
 * The short game of every position of a graph from which no cycle can be reached (undefined at
 * the others), built once from the sinks up over the strongly connected components: O(nodes +
 * options) and a game made a loopfree position.
 */
export function loopfreeShorts(g: Graph): (Game | undefined)[] {
  const n = g.left.length;
  const shorts: (Game | undefined)[] = new Array(n);
  const loopy = new Uint8Array(n);
  for (const comp of plainComponents(g)) {
    const v0 = comp[0];
    let cyclic = comp.length > 1 || g.left[v0].includes(v0) || g.right[v0].includes(v0);
    for (const v of comp) {
      for (const w of g.left[v]) if (loopy[w]) cyclic = true;
      for (const w of g.right[v]) if (loopy[w]) cyclic = true;
    }
    if (cyclic) {
      for (const v of comp) loopy[v] = 1;
      continue;
    }
    shorts[v0] = makeGame(g.left[v0].map((w) => shorts[w]!), g.right[v0].map((w) => shorts[w]!));
  }
  spend(1 + (n >> 2));
  return shorts;
}

/**
 * The canonical stopper -S of a canonical stopper S: S's graph with Left and Right swapped,
 * labelled, not canonicalised again. Negation reverses the order of stoppers and swaps the
 * players, so an option of S that is dominated or reversible for one player is one for the
 * other in -S, and distinct positions stay distinct: the negated graph of a simplest form has no
 * dominated or reversible option and no two equal positions, so it is the simplest form of -S,
 * which is unique up to isomorphism (Siegel, CGT 2013, VI.3). That argument is ours, not
 * quoted; what is checked is a seeded property that the key equals the one found by
 * canonicalising the negated graph ({@link stopperOfGraph}), the former way, which stays its
 * slow twin. Cost: one labelling, linear for a loopfree graph (a number's chain), where
 * canonicalising compares all pairs of nodes (O(n^2) states: 100000over was refused).
 */
export function negateStopper(s: Stopper): Stopper {
  const c = labelled(pack(negateGraph(s.graph)));
  const hit = stoppers.get(c.key);
  if (hit !== undefined) return hit;
  const short = s.short === undefined ? undefined : shortOfGraph(c.graph);
  return internStopper({ graph: c.graph, key: c.key, short });
}

/**
 * The canonical stopper at position `v` of a canonical stopper's graph: the part reachable
 * from v, labelled, not canonicalised again. Whether an option is dominated or reversible, and
 * whether two positions are equal, depends only on the positions reachable from it, so the part
 * of a simplest form below v has none of these and is the simplest form of v (Siegel, CGT 2013,
 * VI.3: it is unique up to isomorphism). That argument is ours; what is checked is a seeded
 * property that the key equals the one {@link stopperOfGraph} finds by canonicalising, its slow
 * twin. Cost: one labelling of the part, where canonicalising compares all its pairs of nodes.
 */
export function stopperAt(graph: Graph, v: number): Stopper {
  const c = labelled(pack(graph, v));
  const hit = stoppers.get(c.key);
  if (hit !== undefined) return hit;
  const short = hasCycle(c.graph) ? undefined : shortOfGraph(c.graph);
  return internStopper({ graph: c.graph, key: c.key, short });
}

/** -G: the negated offside is the onside and vice versa. */
export function negateValue(a: LoopyGame): LoopyGame {
  const r = recordOf(a, "negate loopy game");
  const neg = (s: Stopper): Stopper =>
    s.mode === undefined
      ? negateStopper(s)
      : carouselOf(negateGraph(s.graph), s.mode === ONSIDE ? OFFSIDE : ONSIDE);
  const on = neg(r.offside);
  const off = r.onside === r.offside ? on : neg(r.onside);
  return valueOf(on, off);
}

/** Whether stopper a <= stopper b (survival). */
export function stopperLeq(a: Stopper, b: Stopper): boolean {
  if (a.key === b.key) return true;
  return leqGraphs(a.graph, b.graph, STOPPER);
}

/**
 * Whether side a <= side b in `mode` (ONSIDE for onsides, OFFSIDE for offsides); two stoppers
 * are compared by survival, which agrees with both side orders on stoppers.
 */
export function sideLeq(a: Stopper, b: Stopper, mode: Mode): boolean {
  if (a.key === b.key) return true;
  if (a.mode === undefined && b.mode === undefined) return leqGraphs(a.graph, b.graph, STOPPER);
  return leqGraphs(a.graph, b.graph, mode);
}

/** Whether a <= b: onside <= onside and offside <= offside. */
export function leqValues(a: LoopyGame, b: LoopyGame): boolean {
  const ra = recordOf(a, "compare loopy games");
  const rb = recordOf(b, "compare loopy games");
  return sideLeq(ra.onside, rb.onside, ONSIDE) && sideLeq(ra.offside, rb.offside, OFFSIDE);
}

/** The graph of a short game's canonical form (node 0 is the game). */
export function graphOfGame(g: Game): Graph {
  // A number's positions are counted in O(log) steps: refuse a huge one before building it.
  if (numberValue(g) !== undefined) {
    const n = followerCount(g, { maxFollowers: MAX_GRAPH_NODES });
    if (n > MAX_GRAPH_NODES) {
      throw new RangeError(
        `Cannot make loopy game: the short game has ${n} subpositions, more than ${MAX_GRAPH_NODES}`,
      );
    }
  }
  const index = new Map<number, number>();
  const games: Game[] = [g];
  index.set(g.id, 0);
  const left: number[][] = [];
  const right: number[][] = [];
  for (let i = 0; i < games.length; i++) {
    const at = (o: Game): number => {
      let k = index.get(o.id);
      if (k === undefined) {
        k = games.push(o) - 1;
        index.set(o.id, k);
        if (k >= MAX_GRAPH_NODES) {
          throw new RangeError(
            `Cannot make loopy game: the short game has more than ${MAX_GRAPH_NODES} subpositions, received game ${g.id}`,
          );
        }
      }
      return k;
    };
    left.push(leftOf(games[i]).map(at));
    right.push(rightOf(games[i]).map(at));
    // Four steps a position (its options listed and numbered, then labelled: some 1.5 us, as
    // long as four steps of the engine take), charged as it goes, so that a sum which makes the
    // graph of a large short game at each of its nodes meets the budget.
    if ((i & 255) === 255) spend(1024);
  }
  spend(1 + 4 * (games.length & 255));
  return { left, right };
}

/** The short game of a loopfree graph, built from the leaves up (root 0). */
export function shortOfGraph(g: Graph): Game {
  const n = g.left.length;
  const made: (Game | undefined)[] = new Array(n);
  const stack: number[] = [0];
  while (stack.length > 0) {
    const v = stack[stack.length - 1];
    if (made[v] !== undefined) {
      stack.pop();
      continue;
    }
    let ready = true;
    for (const w of [...g.left[v], ...g.right[v]]) {
      if (made[w] === undefined) {
        ready = false;
        stack.push(w);
      }
    }
    if (ready) {
      made[v] = makeGame(g.left[v].map((w) => made[w]!), g.right[v].map((w) => made[w]!));
      stack.pop();
    }
  }
  return made[0]!;
}

/** The value of a short game. */
export function valueOfGame(g: Game): LoopyGame {
  // A hash-consed canonical short game is already simplified and fused: only label it.
  const c = labelled(graphOfGame(g));
  const s = stoppers.get(c.key) ?? internStopper({ graph: c.graph, key: c.key, short: g });
  return valueOf(s, s);
}

/** The short game equal to a value, when it is loopfree. */
export function toShortGame(a: LoopyGame): Game | undefined {
  const r = recordOf(a, "convert loopy game");
  return r.onside === r.offside ? r.onside.short : undefined;
}

/** The sides of a value. */
export function sidesOf(a: LoopyGame): { onside: Stopper; offside: Stopper } {
  return recordOf(a, "read loopy game");
}
