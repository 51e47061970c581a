/**
 * Private store of loopy values for loopy.ts and loopy_notation.ts: every value is a pair of
 * canonical stoppers (onside, offside), equal for a stopper, hash-consed by their canonical
 * keys in a bounded table that {@link clearLoopyTables} empties.
 *
 * @module
 */

import { registerCache } from "./_caches.ts";
import { type Game, leftOf, makeGame, rightOf } from "./_engine.ts";
import {
  type Graph,
  hasAlternatingCycle,
  hasCycle,
  leqGraphs,
  MAX_GRAPH_NODES,
  negateGraph,
  OFFSIDE,
  ONSIDE,
  STOPPER,
  sumGraph,
} from "./_loopy_graph.ts";
import { canonicalStopper, labelled, sideGraph } from "./_loopy_simplify.ts";

/** An opaque loopy value: its onside and offside as canonical stoppers. */
export interface LoopyGame {
  /** The value's integer id (equal values made while the table lasts share it). */
  readonly id: number;
}

/** A canonical stopper: its graph (root 0), key, and the short game when loopfree. */
export interface Stopper {
  readonly graph: Graph;
  readonly key: string;
  readonly short: Game | undefined;
}

interface Rec {
  readonly onside: Stopper;
  readonly offside: Stopper;
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

// Reached by clearCaches() through the package's cache registry (_caches.ts).
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

/** The value with the given sides (offside <= onside is the caller's duty). */
export function valueOf(onside: Stopper, offside: Stopper): LoopyGame {
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

/** Whether a and b are the same value. */
export function sameValue(a: LoopyGame, b: LoopyGame): boolean {
  const ra = recordOf(a, "compare loopy games");
  const rb = recordOf(b, "compare loopy games");
  return ra.onside.key === rb.onside.key && ra.offside.key === rb.offside.key;
}

/**
 * The value of the game at the root of any finite game graph: a stopper is canonicalised;
 * otherwise its onside and offside are found as stoppers.
 *
 * @throws {RangeError} If a side could not be reduced to a stopper.
 */
export function valueOfGraph(g: Graph): LoopyGame {
  if (!hasAlternatingCycle(g)) {
    const s = stopperOfGraph(g);
    return valueOf(s, s);
  }
  return valueOf(sideOf(g, true), sideOf(g, false));
}

function sideOf(g: Graph, onside: boolean): Stopper {
  const side = sideGraph(g, onside ? ONSIDE : OFFSIDE);
  if (side === undefined) {
    throw new RangeError(
      `Cannot compute the ${
        onside ? "onside" : "offside"
      } of the loopy game: deleting options on its alternating cycles does not reduce it to a stopper, received a graph of ${g.left.length} nodes`,
    );
  }
  return stopperOfGraph(side);
}

/** The sum of two values (onsides added then their onside taken, and likewise offsides). */
export function addValues(a: LoopyGame, b: LoopyGame): LoopyGame {
  const ra = recordOf(a, "add loopy games");
  const rb = recordOf(b, "add loopy games");
  const cacheKey = `${ra.onside.key}&${ra.offside.key}+${rb.onside.key}&${rb.offside.key}`;
  const hit = sums.get(cacheKey);
  if (hit !== undefined) return hit;
  let result: LoopyGame;
  if (ra.onside === ra.offside && rb.onside === rb.offside) {
    result = valueOfGraph(sumGraph(ra.onside.graph, rb.onside.graph));
  } else {
    const on = sumGraph(ra.onside.graph, rb.onside.graph);
    const off = sumGraph(ra.offside.graph, rb.offside.graph);
    const onS = hasAlternatingCycle(on) ? sideOf(on, true) : stopperOfGraph(on);
    const offS = hasAlternatingCycle(off) ? sideOf(off, false) : stopperOfGraph(off);
    result = valueOf(onS, offS);
  }
  if (sums.size >= MAX_INTERNED) sums = new Map();
  sums.set(cacheKey, result);
  return result;
}

/** -G: the negated offside is the onside and vice versa. */
export function negateValue(a: LoopyGame): LoopyGame {
  const r = recordOf(a, "negate loopy game");
  const on = stopperOfGraph(negateGraph(r.offside.graph));
  const off = r.onside === r.offside ? on : stopperOfGraph(negateGraph(r.onside.graph));
  return valueOf(on, off);
}

/** Whether stopper a <= stopper b (survival). */
export function stopperLeq(a: Stopper, b: Stopper): boolean {
  if (a.key === b.key) return true;
  return leqGraphs(a.graph, b.graph, STOPPER);
}

/** Whether a <= b: onside <= onside and offside <= offside. */
export function leqValues(a: LoopyGame, b: LoopyGame): boolean {
  const ra = recordOf(a, "compare loopy games");
  const rb = recordOf(b, "compare loopy games");
  return stopperLeq(ra.onside, rb.onside) && stopperLeq(ra.offside, rb.offside);
}

/** The graph of a short game's canonical form (node 0 is the game). */
export function graphOfGame(g: Game): Graph {
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
  }
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

/** The sides of a value. */
export function sidesOf(a: LoopyGame): { onside: Stopper; offside: Stopper } {
  return recordOf(a, "read loopy game");
}
