/**
 * Loopy partizan games: finite game graphs whose positions may repeat. Every value is kept as
 * its onside and offside (Siegel, Combinatorial Game Theory, 2013, ch. VI; Winning Ways,
 * ch. 11), each a stopper in canonical form whenever it is equivalent to one, so
 * `G = onside & offside` and a stopper is a value whose two sides agree. Sums, negatives, the
 * order, outcomes (with draws), stops of stoppers and the named values `on`, `off`, `over`,
 * `under`, `dud` and `upon` are here; loopy_notation.ts reads and prints them. Every finite
 * game graph has a value: a side that is not equivalent to a stopper (a carousel, as in Bach's
 * Carousel `a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}`, CGSuite's
 * SidedValueTestCase, whose value prints as `a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}`) is
 * kept as a simplified graph with its alternating cycles, as CGSuite's SidedValue does, and
 * compared by side comparisons; `onside` and `offside` return only sides that are stoppers.
 *
 * @module
 */

import { describeValue } from "../_check.ts";
import { checkGame, guardStack, spend } from "../_engine.ts";
import { compareDyadic, type Dyadic, dyadic, formatDyadic } from "@cgt/core/dyadic";
import { numberUpStarParts } from "../game.ts";
import type { Game } from "../_engine.ts";
import type { Relation } from "../compare.ts";
import {
  type Graph,
  hasAlternatingCycle,
  hasCycle,
  OFFSIDE,
  ONSIDE,
  pack,
  solveOutcomes,
} from "./_loopy_graph.ts";
import {
  addValues,
  clearLoopyTables,
  isLoopyValue,
  leqValues,
  type LoopyGame,
  negateValue,
  recordOf,
  sameValue,
  shortOfGraph,
  sideLeq,
  sidesOf,
  stopperLeq,
  valueOf,
  valueOfGame,
  valueOfGraph,
} from "./_loopy_value.ts";

export type { LoopyGame } from "./_loopy_value.ts";
export type { Game } from "../_engine.ts";
export type { Relation } from "../compare.ts";
export type { Dyadic } from "@cgt/core/dyadic";

/**
 * A finite game graph: node i has left options `left[i]` and right options `right[i]` (node
 * indices, which may point back to earlier nodes or to i itself, a pass). Node 0 is the game.
 */
export interface LoopyGraph {
  /** The left options of every node. */
  readonly left: readonly (readonly number[])[];
  /** The right options of every node. */
  readonly right: readonly (readonly number[])[];
}

/** The largest graph {@link loopyGame} accepts, in nodes. */
export const MAX_LOOPY_NODES = 2_000_000;

/**
 * Returns the value of the game at node 0 of a finite game graph. The graph is split into its
 * strongly connected components, valued sinks first; a move out of a component is replaced by
 * the side of its target, found before (a side comparison is kept when an option is replaced by
 * one with the same side). A component without an alternating cycle holds stoppers, which are
 * simplified together to their canonical forms: dominated options deleted, reversible ones
 * bypassed, equal positions fused (Siegel, CGT, VI.3; the result is unique up to isomorphism).
 * Otherwise the onside and offside of its positions are found: options leading to `on` or
 * `off`, and immediate returns, are dropped; dominated and reversible options are removed using
 * the side order of all pairs of positions (one Büchi fixed point over the component's product
 * with itself, with CGSuite's guard against alternating cycles); options still on alternating
 * cycles are deleted where a side comparison shows the side unchanged; and each side is checked
 * against the position by two side comparisons, with the plain checked deletion search as the
 * fallback, so every result is exact. A side that this does not reduce to a stopper (a
 * carousel, as both sides of Bach's Carousel) is simplified as CGSuite's simplifyGraph does:
 * options on alternating cycles, then all options of a player with one, are deleted where the
 * side is unchanged, reversible and dominated options are removed once more, and the positions
 * that are stoppers are put in canonical form; checked like the others. Such a side has no
 * canonical form (Siegel, CGT, VI), so two equal carousels may be kept as different graphs:
 * equality and the order are then decided by side comparisons, never by the graphs.
 *
 * Cost: a component of c positions (with the options it reaches outside) costs O(c^2) states
 * of a comparison game per pass (a lone position with a pass and a short option far from 0,
 * such as `{5000 | pass}`, is solved translated near 0 and translated back, see
 * {@link loopyAdd}), so a graph of many small components (Backsliding Toads and
 * Frogs, Fox and Geese) costs little per position; one large component is the hard case.
 * Memory: O(c^2) bytes for the largest component, and the graph itself.
 *
 * @param graph The game graph (node 0 is the game).
 * @returns The loopy value.
 * @throws {TypeError} If the graph is malformed (an option is not a node index).
 * @throws {RangeError} If it has more than {@link MAX_LOOPY_NODES} nodes, or a comparison would
 * have more than 2^25 states.
 *
 * @example
 * ```ts
 * import { loopyEquals, loopyGame, ON, OVER } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.ok(loopyEquals(loopyGame({ left: [[0]], right: [[]] }), ON)); // on = {pass |}
 * assert.ok(loopyEquals(loopyGame({ left: [[1], []], right: [[0], []] }), OVER)); // {0 | pass}
 * ```
 */
export function loopyGame(graph: LoopyGraph): LoopyGame {
  return valueOfGraph(checkGraph(graph));
}

function checkGraph(graph: LoopyGraph): Graph {
  const bad = (why: string): never => {
    throw new TypeError(`Cannot make loopy game: ${why}, received ${describeValue(graph)}`);
  };
  if (
    graph === null || typeof graph !== "object" || !Array.isArray(graph.left) ||
    !Array.isArray(graph.right)
  ) bad("expected { left, right } arrays of option lists");
  const n = graph.left.length;
  if (n === 0 || graph.right.length !== n) {
    bad("left and right must list the options of the same, non-zero number of nodes");
  }
  if (n > MAX_LOOPY_NODES) {
    throw new RangeError(
      `Cannot make loopy game: more than ${MAX_LOOPY_NODES} nodes, received ${n}`,
    );
  }
  for (const side of [graph.left, graph.right]) {
    for (const opts of side) {
      if (!Array.isArray(opts)) bad("every node needs an array of options");
      for (const w of opts) if (!Number.isInteger(w) || w < 0 || w >= n) bad(`bad option ${w}`);
    }
  }
  return pack({ left: graph.left, right: graph.right });
}

/**
 * Returns a short game as a loopy value (its canonical form is already a canonical stopper).
 *
 * @param g A canonical short game.
 * @returns The same game as a loopy value.
 * @throws {RangeError} If the game has more than {@link MAX_LOOPY_NODES} positions (an integer n
 * has |n| + 1; a number's are counted before any is built).
 *
 * @example
 * ```ts
 * import { UP } from "@cgt/partizan/game";
 * import { fromGame, isStopper, toGame } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.equal(toGame(fromGame(UP)), UP);
 * assert.equal(isStopper(fromGame(UP)), true);
 * ```
 */
export function fromGame(g: Game): LoopyGame {
  checkGame(g, "make loopy game");
  return valueOfGame(g);
}

/**
 * The short game equal to `g` when `g` is loopfree, else `undefined`.
 *
 * @param g A loopy value.
 * @returns The short game, or `undefined`.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example
 * ```ts
 * import { fromGame, loopyAdd, OFF, ON, toGame } from "@cgt/partizan/loopy";
 * import { STAR, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(toGame(loopyAdd(fromGame(STAR), fromGame(STAR))), ZERO);
 * assert.equal(toGame(ON), undefined);
 * assert.equal(toGame(OFF), undefined);
 * ```
 */
export function toGame(g: LoopyGame): Game | undefined {
  const r = recordOf(g, "convert loopy game");
  return r.onside === r.offside ? r.onside.short : undefined;
}

/**
 * Whether `g` is a stopper (its onside and offside are equal).
 *
 * @param g A loopy value.
 * @returns `true` for stoppers.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example
 * ```ts
 * import { DUD, isStopper, OVER } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isStopper(OVER), true);
 * assert.equal(isStopper(DUD), false);
 * ```
 */
export function isStopper(g: LoopyGame): boolean {
  const r = recordOf(g, "test loopy game");
  return r.onside === r.offside;
}

/**
 * Whether `g` is loopfree (equal to a short game).
 *
 * @param g A loopy value.
 * @returns `true` when `g` equals a short game.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example
 * ```ts
 * import { fromGame, isLoopfree, OVER } from "@cgt/partizan/loopy";
 * import { STAR } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isLoopfree(fromGame(STAR)), true);
 * assert.equal(isLoopfree(OVER), false);
 * ```
 */
export function isLoopfree(g: LoopyGame): boolean {
  return toGame(g) !== undefined;
}

/**
 * The onside of `g` when it is a stopper: the game g+ in which Left wins every infinite play,
 * simplified. A side that is not a stopper (a carousel, as both sides of Bach's Carousel) has
 * no value of its own here, as in CGSuite: print it with `formatLoopySides`.
 *
 * @param g A loopy value.
 * @returns Its onside (a stopper).
 * @throws {TypeError} If `g` is not a loopy value.
 * @throws {RangeError} If the onside is not a stopper.
 *
 * @example
 * ```ts
 * import { DUD, loopyEquals, OFF, offside, ON, onside } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.ok(loopyEquals(onside(DUD), ON));
 * assert.ok(loopyEquals(offside(DUD), OFF));
 * ```
 */
export function onside(g: LoopyGame): LoopyGame {
  return sideValue(g, true);
}

/**
 * The offside of `g` when it is a stopper: the game g- in which Right wins every infinite play,
 * simplified (see {@link onside}).
 *
 * @param g A loopy value.
 * @returns Its offside (a stopper).
 * @throws {TypeError} If `g` is not a loopy value.
 * @throws {RangeError} If the offside is not a stopper.
 *
 * @example
 * ```ts
 * import { loopyEquals, offside, OVER } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.ok(loopyEquals(offside(OVER), OVER));
 * ```
 */
export function offside(g: LoopyGame): LoopyGame {
  return sideValue(g, false);
}

function sideValue(g: LoopyGame, on: boolean): LoopyGame {
  const r = recordOf(g, on ? "find onside" : "find offside");
  const s = on ? r.onside : r.offside;
  if (s.mode !== undefined) {
    throw new RangeError(
      `Cannot find ${on ? "onside" : "offside"}: it is not a stopper, received a game whose ${
        on ? "onside" : "offside"
      } has alternating cycles`,
    );
  }
  return valueOf(s, s);
}

/**
 * The canonical form of a stopper as a game graph: node 0 is the game, and every node is a
 * position of the canonical form (so no two nodes are equal games). For a value that is not a
 * stopper, take the graph of its {@link onside} or {@link offside}.
 *
 * @param g A stopper.
 * @returns Its canonical game graph (a fresh copy).
 * @throws {TypeError} If `g` is not a loopy value.
 * @throws {RangeError} If `g` is not a stopper.
 *
 * @example
 * ```ts
 * import { OVER, stopperGraph } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(stopperGraph(OVER), { left: [[1], []], right: [[0], []] }); // {0 | pass}
 * ```
 */
export function stopperGraph(g: LoopyGame): LoopyGraph {
  const r = recordOf(g, "read stopper graph");
  if (r.onside !== r.offside) {
    throw new RangeError(
      "Cannot read stopper graph: the game is not a stopper, received a game with different sides",
    );
  }
  const graph = r.onside.graph;
  return { left: graph.left.map((o) => [...o]), right: graph.right.map((o) => [...o]) };
}

/**
 * Returns the value `on & off` whose onside is the onside of `on` and whose offside is the
 * offside of `off` (CGSuite's `&`; for stoppers these are the games themselves, and a game
 * with alternating cycles stands for its side, as in Bach's Carousel,
 * `a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}`). The offside must be <= the onside by survival
 * (Left, moving second in onside - offside, never runs out of moves: every infinite play there
 * is Left's, since it is an infinite play of the onside or of the negated offside).
 *
 * @param on A loopy value whose onside is taken.
 * @param off A loopy value whose offside is taken; it must be <= the onside.
 * @returns The sided value.
 * @throws {TypeError} If either is not a loopy value.
 * @throws {RangeError} If the offside is not <= the onside.
 *
 * @example
 * ```ts
 * import { DUD, loopyEquals, OFF, ON, sided } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.ok(loopyEquals(sided(ON, OFF), DUD));
 * assert.ok(loopyEquals(sided(DUD, DUD), DUD)); // dud's onside is on, its offside off
 * ```
 */
export function sided(on: LoopyGame, off: LoopyGame): LoopyGame {
  const a = recordOf(on, "make sided value").onside;
  const b = recordOf(off, "make sided value").offside;
  if (!stopperLeq(b, a)) {
    throw new RangeError(
      "Cannot make sided value: the offside must be <= the onside, received an offside that is not",
    );
  }
  return valueOf(a, b);
}

/**
 * The sum G + H (Siegel, CGT, VI: the onside of G + H is the onside of G's onside plus H's,
 * and likewise for offsides). The sum of two stoppers need not be a stopper: `on + off = dud`.
 *
 * Cost: a value whose sides are stoppers plus a number x is found by number translation (G + x
 * = {G^L + x | G^R + x} for G not equal to a number, Siegel, CGT, II.4, applied to each side's
 * positions that are not numbers), in time linear in the sides' graphs and x's positions (an
 * integer n has |n| + 1), so `over + 100000` prints `100000over` as CGSuite does; a short game
 * that is not a number is added as its integer part and the rest, and two loopy values whose
 * numbers lie far from 0 are each translated near 0 first, added, and translated back. Other
 * sums solve the sum graph, O(c^2) per component of c positions (see {@link loopyGame}).
 *
 * @param a A loopy value.
 * @param b A loopy value.
 * @returns Their sum.
 * @throws {TypeError} If either is not a loopy value.
 * @throws {RangeError} If the sum graph or a comparison outgrows its size limit.
 *
 * @example
 * ```ts
 * import { DUD, loopyAdd, loopyEquals, OFF, ON } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.ok(loopyEquals(loopyAdd(ON, OFF), DUD)); // Winning Ways ch. 11
 * ```
 */
export function loopyAdd(a: LoopyGame, b: LoopyGame): LoopyGame {
  return addValues(a, b);
}

/**
 * The negative -G (Left and Right exchanged; the onside of -G is minus the offside of G).
 *
 * Cost: one labelling of each side's graph, linear for a loopfree one: the negated graph of a
 * canonical stopper is canonical (Siegel, CGT 2013, VI.3; checked by seeded properties), so it
 * is not canonicalised again.
 *
 * @param g A loopy value.
 * @returns Its negative.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example
 * ```ts
 * import { loopyEquals, loopyNegate, OVER, UNDER } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.ok(loopyEquals(loopyNegate(OVER), UNDER));
 * ```
 */
export function loopyNegate(g: LoopyGame): LoopyGame {
  return negateValue(g);
}

/**
 * The difference G - H = G + (-H).
 *
 * @param a A loopy value.
 * @param b A loopy value.
 * @returns Their difference.
 * @throws {TypeError} If either is not a loopy value.
 * @throws {RangeError} If the sum graph or a comparison outgrows its size limit.
 *
 * @example
 * ```ts
 * import { loopyEquals, loopySubtract, OVER, sided, UNDER } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.ok(loopyEquals(loopySubtract(OVER, OVER), sided(OVER, UNDER))); // CGSuite
 * ```
 */
export function loopySubtract(a: LoopyGame, b: LoopyGame): LoopyGame {
  return addValues(a, negateValue(b));
}

/**
 * Whether G <= H: the onside of G is <= the onside of H and the offside of G <= the offside of
 * H. Stoppers are compared by survival (Left, moving second in H - G, never runs out of moves;
 * Siegel, CGT, VI.2); a side with alternating cycles by the side's own rule, Left moving second
 * in H - G winning every play that ends, and an infinite play of onsides when infinitely many of
 * its moves are in H, of offsides when infinitely many are in -G (Siegel, CGT, ch. VI).
 *
 * @param a A loopy value.
 * @param b A loopy value.
 * @returns `true` when a <= b.
 * @throws {TypeError} If either is not a loopy value.
 *
 * @example
 * ```ts
 * import { fromGame, loopyLeq, ON } from "@cgt/partizan/loopy";
 * import { integer } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(loopyLeq(fromGame(integer(100)), ON), true);
 * assert.equal(loopyLeq(ON, fromGame(integer(100))), false);
 * ```
 */
export function loopyLeq(a: LoopyGame, b: LoopyGame): boolean {
  return leqValues(a, b);
}

/**
 * Whether G = H (same onside and offside).
 *
 * @param a A loopy value.
 * @param b A loopy value.
 * @returns `true` when equal.
 * @throws {TypeError} If either is not a loopy value.
 *
 * @example
 * ```ts
 * import { loopyAdd, loopyEquals, OFF, ON } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.equal(loopyEquals(loopyAdd(ON, ON), ON), true);
 * ```
 */
export function loopyEquals(a: LoopyGame, b: LoopyGame): boolean {
  return sameValue(a, b);
}

/**
 * Compares G with H: `"<"`, `"="`, `">"` or `"||"` (incomparable).
 *
 * @param a A loopy value.
 * @param b A loopy value.
 * @returns The relation of a to b.
 * @throws {TypeError} If either is not a loopy value.
 *
 * @example
 * ```ts
 * import { fromGame, loopyCompare, OVER } from "@cgt/partizan/loopy";
 * import { ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.equal(loopyCompare(OVER, fromGame(ZERO)), ">");
 * ```
 */
export function loopyCompare(a: LoopyGame, b: LoopyGame): Relation {
  if (sameValue(a, b)) return "=";
  const le = leqValues(a, b);
  const ge = leqValues(b, a);
  return le ? (ge ? "=" : "<") : ge ? ">" : "||";
}

/**
 * The outcome class of a loopy game, with draws, in CGSuite's names: the result with Left
 * moving first and with Right moving first, each a win for Left, a draw, or a win for Right:
 * `L` (L, L), `N` (L, R), `NHat` (L, draw), `PHat` (draw, L), `D` (draw, draw), `NCheck`
 * (draw, R), `P` (R, L), `PCheck` (R, draw), `R` (R, R).
 */
export type LoopyOutcome = "L" | "R" | "P" | "N" | "D" | "NHat" | "NCheck" | "PHat" | "PCheck";

/**
 * The outcome class of G, from its sides: Left moving first wins iff the offside is not <= 0,
 * and at least draws iff the onside is not <= 0; Right moving first wins iff the onside is not
 * >= 0, and at least draws iff the offside is not >= 0 (Siegel, CGT, VI: the onside scores
 * infinite play for Left, the offside for Right).
 *
 * @param g A loopy value.
 * @returns Its outcome class.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example
 * ```ts
 * import { DUD, loopyOutcome, ON, OVER, UPON } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.equal(loopyOutcome(DUD), "D");
 * assert.equal(loopyOutcome(ON), "L");
 * assert.equal(loopyOutcome(OVER), "L");
 * assert.equal(loopyOutcome(UPON), "L");
 * ```
 */
export function loopyOutcome(g: LoopyGame): LoopyOutcome {
  const r = recordOf(g, "find loopy outcome");
  const zero = sidesOf(ZERO_VALUE).onside;
  const leftFirst = !sideLeq(r.offside, zero, OFFSIDE)
    ? 1
    : !sideLeq(r.onside, zero, ONSIDE)
    ? 0
    : -1;
  const rightFirst = !sideLeq(zero, r.onside, ONSIDE)
    ? -1
    : !sideLeq(zero, r.offside, OFFSIDE)
    ? 0
    : 1;
  return outcomeName(leftFirst, rightFirst);
}

/**
 * The outcome class of the game at node 0 of a graph found by plain retrograde analysis of
 * the graph itself (a player without a move loses; a play that goes on for ever is a draw).
 * It agrees with {@link loopyOutcome} of the graph's value.
 *
 * @param graph A game graph.
 * @returns The outcome class.
 * @throws {TypeError} If the graph is malformed.
 *
 * @example
 * ```ts
 * import { graphOutcome } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.equal(graphOutcome({ left: [[0]], right: [[0]] }), "D"); // dud = {pass | pass}
 * ```
 */
export function graphOutcome(graph: LoopyGraph): LoopyOutcome {
  const g = checkGraph(graph);
  const { leftFirst, rightFirst } = solveOutcomes(g);
  return outcomeName(leftFirst[0], rightFirst[0]);
}

function outcomeName(leftFirst: number, rightFirst: number): LoopyOutcome {
  const table: LoopyOutcome[][] = [
    ["R", "PCheck", "P"], // Left first: Right wins
    ["NCheck", "D", "PHat"], // Left first: draw
    ["N", "NHat", "L"], // Left first: Left wins
  ];
  return table[leftFirst + 1][rightFirst + 1];
}

/**
 * Whether the graph has no infinite alternating play from node 0 (it is a stopper as given).
 *
 * @param graph A game graph.
 * @returns `true` for a stopper graph.
 * @throws {TypeError} If the graph is malformed.
 *
 * @example
 * ```ts
 * import { isStopperGraph } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isStopperGraph({ left: [[0]], right: [[]] }), true); // on
 * assert.equal(isStopperGraph({ left: [[0]], right: [[0]] }), false); // dud
 * ```
 */
export function isStopperGraph(graph: LoopyGraph): boolean {
  return !hasAlternatingCycle(checkGraph(graph));
}

/**
 * The degree of loopiness of a stopper G: the onside of G - G (CGSuite's `Degree`; 0 for a
 * loopfree game, and `on & off`'s onside, `on`, for wild games).
 *
 * @param g A stopper.
 * @returns Its degree, a stopper.
 * @throws {TypeError} If `g` is not a loopy value.
 * @throws {RangeError} If `g` is not a stopper.
 *
 * @example
 * ```ts
 * import { degree, fromGame, loopyEquals, ON, OVER } from "@cgt/partizan/loopy";
 * import { STAR, ZERO } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * assert.ok(loopyEquals(degree(fromGame(STAR)), fromGame(ZERO)));
 * assert.ok(loopyEquals(degree(OVER), OVER));
 * assert.ok(loopyEquals(degree(ON), ON));
 * ```
 */
export function degree(g: LoopyGame): LoopyGame {
  if (!isStopper(g)) {
    throw new RangeError(
      "Cannot find degree of loopiness: the game is not a stopper, received a sided value",
    );
  }
  if (isLoopfree(g)) return ZERO_VALUE;
  return onside(addValues(g, negateValue(g)));
}

/**
 * A pseudonumber, the kind of value a stop of a stopper is: `on`, `off`, a number x, or
 * `x over` = x + over and `x under` = x + under, which lie just above and just below x (Siegel,
 * CGT, VI.4; CGSuite's `Pseudonumber`). `tilt` is 1 for over, -1 for under, 0 for x itself.
 */
export type Pseudonumber =
  | { readonly kind: "on" }
  | { readonly kind: "off" }
  | { readonly kind: "number"; readonly value: Dyadic; readonly tilt: -1 | 0 | 1 };

/** Options of {@link loopyStop}. */
export interface LoopyStopOptions {
  /**
   * The strong stop: the stop with its tilt dropped (`2over` gives 2; CGSuite's `StrongStop`).
   *
   * @default {false}
   */
  strong?: boolean;
}

/**
 * The left or right stop of a stopper, a {@link Pseudonumber}: a pseudonumber is its own stop;
 * otherwise the left stop is the greatest right stop of a left option and the right stop the
 * least left stop of a right option (CGSuite's `LeftStop` and `RightStop`; for a short game
 * these are the usual stops). Stops are found on the canonical form, where alternating play
 * from any position ends, so the recursion is finite; a player without a move has stop `off`
 * (Left) or `on` (Right).
 *
 * @param g A stopper.
 * @param player `"left"` or `"right"`.
 * @param options `strong: true` for the strong stop.
 * @returns The stop.
 * @throws {TypeError} If `g` is not a loopy value.
 * @throws {RangeError} If `g` is not a stopper.
 *
 * @example
 * ```ts
 * import { formatPseudonumber, loopyStop } from "@cgt/partizan/loopy";
 * import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * const g = parseLoopyGame("{6|2over}"); // Fox and Geese (CGSuite's ValuesTable)
 * assert.equal(formatPseudonumber(loopyStop(g, "left")), "6");
 * assert.equal(formatPseudonumber(loopyStop(g, "right")), "2over");
 * assert.equal(formatPseudonumber(loopyStop(g, "right", { strong: true })), "2");
 * ```
 */
export function loopyStop(
  g: LoopyGame,
  player: "left" | "right",
  options: LoopyStopOptions = {},
): Pseudonumber {
  const r = recordOf(g, "find loopy stop");
  if (r.onside !== r.offside) {
    throw new RangeError(
      "Cannot find loopy stop: stops are defined for stoppers, received a game with different sides",
    );
  }
  if (player !== "left" && player !== "right") {
    throw new TypeError(
      `Cannot find loopy stop: player must be "left" or "right", received ${player}`,
    );
  }
  const stop = stopsOf(r.onside.graph, player === "left");
  if (options.strong && stop.kind === "number" && stop.tilt !== 0) {
    return { kind: "number", value: stop.value, tilt: 0 };
  }
  return stop;
}

/** The stop of node 0 of a stopper graph for the player to move first. */
function stopsOf(g: Graph, leftFirst: boolean): Pseudonumber {
  const n = g.left.length;
  const pseudo = new Map<number, Pseudonumber | null>();
  const numberAt = (v: number): Dyadic | undefined => {
    const sub = pack(g, v);
    if (hasCycle(sub)) return undefined;
    const p = numberUpStarParts(shortOfGraph(sub));
    return p !== undefined && p.ups === 0 && p.star === 0 ? p.number : undefined;
  };
  const pseudoAt = (v: number): Pseudonumber | null => {
    let p = pseudo.get(v);
    if (p !== undefined) return p;
    const l = g.left[v];
    const r = g.right[v];
    const x = numberAt(v);
    p = null;
    if (x !== undefined) p = { kind: "number", value: x, tilt: 0 };
    else if (l.length === 1 && l[0] === v && r.length === 0) p = { kind: "on" };
    else if (r.length === 1 && r[0] === v && l.length === 0) p = { kind: "off" };
    else if (l.length === 1 && r.length === 1) {
      const over = r[0] === v && l[0] !== v ? numberAt(l[0]) : undefined;
      const under = l[0] === v && r[0] !== v ? numberAt(r[0]) : undefined;
      if (over !== undefined) p = { kind: "number", value: over, tilt: 1 };
      else if (under !== undefined) p = { kind: "number", value: under, tilt: -1 };
    }
    pseudo.set(v, p);
    return p;
  };
  // state 2v + m, m = 0 Left to move; the state graph of a stopper has no cycle.
  const memo = new Map<number, Pseudonumber>();
  const visit = (s: number): Pseudonumber => {
    const hit = memo.get(s);
    if (hit !== undefined) return hit;
    spend(1);
    const v = s >> 1;
    const p = pseudoAt(v);
    let out: Pseudonumber;
    if (p !== null) out = p;
    else {
      const isLeft = (s & 1) === 0;
      const opts = isLeft ? g.left[v] : g.right[v];
      out = isLeft ? { kind: "off" } : { kind: "on" };
      for (const w of opts) {
        const q = visit(2 * w + (isLeft ? 1 : 0));
        const c = comparePseudonumbers(q, out);
        if (isLeft ? c > 0 : c < 0) out = q;
      }
    }
    memo.set(s, out);
    return out;
  };
  if (n === 0) return { kind: "number", value: dyadic(0), tilt: 0 };
  return guardStack("find loopy stop", () => visit(leftFirst ? 0 : 1));
}

/** Throws a TypeError unless `p` has the shape of a {@link Pseudonumber}. */
function checkPseudonumber(p: Pseudonumber, what: string): void {
  const ok = p !== null && typeof p === "object" &&
    (p.kind === "on" || p.kind === "off" ||
      (p.kind === "number" && (p.tilt === -1 || p.tilt === 0 || p.tilt === 1) &&
        p.value !== null && typeof p.value === "object"));
  if (!ok) {
    throw new TypeError(
      `Cannot ${what}: expected { kind: "on" | "off" } or { kind: "number", value, tilt }, received ${
        describeValue(p)
      }`,
    );
  }
}

/**
 * Compares pseudonumbers: off < x under < x < x over < y under (x < y) < ... < on.
 *
 * @param a A pseudonumber.
 * @param b A pseudonumber.
 * @returns -1, 0 or 1 as a is below, equal to or above b.
 *
 * @example
 * ```ts
 * import { comparePseudonumbers } from "@cgt/partizan/loopy";
 * import { dyadic } from "@cgt/partizan/dyadic";
 * import assert from "node:assert/strict";
 *
 * const two = dyadic(2);
 * assert.equal(comparePseudonumbers({ kind: "number", value: two, tilt: 1 }, { kind: "on" }), -1);
 * assert.equal(
 *   comparePseudonumbers({ kind: "number", value: two, tilt: 0 }, {
 *     kind: "number",
 *     value: two,
 *     tilt: -1,
 *   }),
 *   1,
 * );
 * ```
 */
export function comparePseudonumbers(a: Pseudonumber, b: Pseudonumber): -1 | 0 | 1 {
  checkPseudonumber(a, "compare pseudonumbers");
  checkPseudonumber(b, "compare pseudonumbers");
  const rank = (p: Pseudonumber) => (p.kind === "off" ? -1 : p.kind === "on" ? 1 : 0);
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  if (a.kind !== "number" || b.kind !== "number") return 0;
  const c = compareDyadic(a.value, b.value);
  if (c !== 0) return c;
  return a.tilt === b.tilt ? 0 : a.tilt < b.tilt ? -1 : 1;
}

/**
 * Prints a pseudonumber as CGSuite does: `on`, `off`, `5`, `2over`, `-3/2under` (`over` and
 * `under` alone for x = 0).
 *
 * @param p A pseudonumber.
 * @returns Its text.
 *
 * @example
 * ```ts
 * import { formatPseudonumber } from "@cgt/partizan/loopy";
 * import { dyadic } from "@cgt/partizan/dyadic";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatPseudonumber({ kind: "number", value: dyadic(3, 1), tilt: -1 }), "3/2under");
 * assert.equal(formatPseudonumber({ kind: "number", value: dyadic(0), tilt: 1 }), "over");
 * assert.equal(formatPseudonumber({ kind: "on" }), "on");
 * ```
 */
export function formatPseudonumber(p: Pseudonumber): string {
  checkPseudonumber(p, "format pseudonumber");
  if (p.kind !== "number") return p.kind;
  const x = formatDyadic(p.value);
  if (p.tilt === 0) return x;
  return (x === "0" ? "" : x) + (p.tilt > 0 ? "over" : "under");
}

/**
 * Empties the hash-consing and sum tables of loopy values (they are bounded; this frees them
 * early). Values made before stay valid and compare correctly.
 *
 * @example
 * ```ts
 * import { clearLoopyCaches, loopyEquals, ON } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * clearLoopyCaches();
 * assert.ok(loopyEquals(ON, ON));
 * ```
 */
export function clearLoopyCaches(): void {
  clearLoopyTables();
}

/**
 * Whether `x` is a loopy value made by this package.
 *
 * @param x Anything.
 * @returns `true` for loopy values.
 *
 * @example
 * ```ts
 * import { isLoopyGame, ON } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isLoopyGame(ON), true);
 * assert.equal(isLoopyGame({ id: 0 }), false);
 * ```
 */
export function isLoopyGame(x: unknown): x is LoopyGame {
  return isLoopyValue(x);
}

const ZERO_VALUE: LoopyGame = loopyGame({ left: [[]], right: [[]] });

/** on = {pass |}: Left may pass for ever (Winning Ways ch. 11). */
export const ON: LoopyGame = loopyGame({ left: [[0]], right: [[]] });
/** off = {| pass} = -on. */
export const OFF: LoopyGame = loopyGame({ left: [[]], right: [[0]] });
/** over = {0 | pass} (Winning Ways ch. 11). */
export const OVER: LoopyGame = loopyGame({ left: [[1], []], right: [[0], []] });
/** under = {pass | 0} = -over. */
export const UNDER: LoopyGame = loopyGame({ left: [[0], []], right: [[1], []] });
/** dud = {pass | pass} = on & off (Winning Ways ch. 11, "deathless universal draw"). */
export const DUD: LoopyGame = loopyGame({ left: [[0]], right: [[0]] });
/** upon = {pass | *} (Winning Ways ch. 11). */
export const UPON: LoopyGame = loopyGame({ left: [[0], [2], []], right: [[1], [2], []] });
