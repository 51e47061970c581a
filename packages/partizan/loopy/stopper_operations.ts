/**
 * Operations on stoppers beyond the sum: the upsum and downsum (the sides of a sum), varieties
 * and stability, ordinal sums with loopy games, subordinates, and the options and followers of a
 * stopper's canonical form (Siegel, Combinatorial Game Theory, 2013, ch. VI; Winning Ways,
 * ch. 11; CGSuite's `CanonicalStopper`).
 *
 * @module
 */

import { checkGame, guardStack, spend } from "../_engine.ts";
import { displayCompare } from "../_display.ts";
import { formatShortGame } from "../_format_game.ts";
import { type Game, leftOptions, rightOptions } from "../game.ts";
import { type Graph, pack } from "./_loopy_graph.ts";
import {
  addValues,
  leqValues,
  type LoopyGame,
  negateValue,
  recordOf,
  sameValue,
  type Stopper,
  stopperAt,
  valueOf,
  valueOfGame,
  valueOfGraph,
} from "./_loopy_value.ts";
import { degree, MAX_LOOPY_NODES } from "./loopy.ts";

export type { LoopyGame } from "./_loopy_value.ts";
export type { Game } from "../game.ts";

/** The canonical stopper behind a stopper value; a RangeError names `what` otherwise. */
function stopperOf(g: LoopyGame, what: string, name = "the game"): Stopper {
  const r = recordOf(g, what);
  if (r.onside !== r.offside) {
    throw new RangeError(
      `Cannot ${what}: ${name} must be a stopper, received a game whose onside and offside differ`,
    );
  }
  return r.onside;
}

/** The onside (`on`) or offside of the sum of two stoppers, found for that side alone. */
function sideOfSum(g: LoopyGame, h: LoopyGame, on: boolean, what: string): LoopyGame {
  stopperOf(g, what, "G");
  stopperOf(h, what, "H");
  const sum = recordOf(addValues(g, h), what);
  const side = on ? sum.onside : sum.offside;
  if (side.mode !== undefined) {
    throw new RangeError(
      `Cannot ${what}: the ${
        on ? "onside" : "offside"
      } of the sum is not a stopper, received stoppers whose sum has a carousel side`,
    );
  }
  return valueOf(side, side);
}

/**
 * The upsum G ↑+ H of two stoppers: the onside of G + H (CGSuite's `G Upsum H`, the unique S
 * with G + H = S & T for some T; Siegel, CGT, VI.4). For loopfree games it is the sum.
 *
 * Cost: one sum graph of |G| x |H| nodes and its onside simplification (O(c^2) comparison states
 * for its largest strongly connected component c), charged to the step budget.
 *
 * @param g A stopper.
 * @param h A stopper.
 * @returns The onside of g + h, a stopper.
 * @throws {TypeError} If either is not a loopy value.
 * @throws {RangeError} If either is not a stopper, or the sum graph or a comparison outgrows its
 * size limit.
 *
 * @example
 * ```ts
 * import { upsum } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatLoopyGame(upsum(parseLoopyGame("on"), parseLoopyGame("off"))), "on");
 * // CGSuite's GameTest.scala: upsum Upsum ^.Pow(on) is {0|^<on>*}
 * assert.equal(formatLoopyGame(upsum(parseLoopyGame("upon"), parseLoopyGame("^<on>"))), "{0|^<on>*}");
 * ```
 */
export function upsum(g: LoopyGame, h: LoopyGame): LoopyGame {
  return sideOfSum(g, h, true, "compute upsum");
}

/**
 * The downsum G ↓+ H of two stoppers: the offside of G + H (CGSuite's `G Downsum H`, the unique
 * T with G + H = S & T for some S). For loopfree games it is the sum.
 *
 * Cost: as {@link upsum}.
 *
 * @param g A stopper.
 * @param h A stopper.
 * @returns The offside of g + h, a stopper.
 * @throws {TypeError} If either is not a loopy value.
 * @throws {RangeError} If either is not a stopper, or the sum graph or a comparison outgrows its
 * size limit.
 *
 * @example
 * ```ts
 * import { downsum } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatLoopyGame(downsum(parseLoopyGame("on"), parseLoopyGame("off"))), "off");
 * // CGSuite's GameTest.scala: upon Downsum ^.Pow(on) is ^[on]
 * assert.equal(formatLoopyGame(downsum(parseLoopyGame("upon"), parseLoopyGame("^<on>"))), "^[on]");
 * ```
 */
export function downsum(g: LoopyGame, h: LoopyGame): LoopyGame {
  return sideOfSum(g, h, false, "compute downsum");
}

/** Throws unless d is an idempotent stopper (d + d = d), as a variety's degree must be. */
function checkDegree(d: LoopyGame, what: string): void {
  stopperOf(d, what, "the degree");
  if (!sameValue(addValues(d, d), d)) {
    throw new RangeError(
      `Cannot ${what}: the degree must be an idempotent (D + D = D), received one that is not`,
    );
  }
}

/**
 * The upsum variety of a stopper G relative to a degree D: G ↑+ (-G ↓+ -D) (CGSuite's
 * `G UpsumVariety D`; Siegel, CGT, VI.5). D must be an idempotent stopper (D + D = D), as
 * every degree of loopiness of a stable game is.
 *
 * Cost: two sums of stoppers, and one sum D + D to check the degree.
 *
 * @param g A stopper.
 * @param d An idempotent stopper.
 * @returns The upsum variety, a stopper.
 * @throws {TypeError} If either is not a loopy value.
 * @throws {RangeError} If either is not a stopper, or d is not idempotent.
 *
 * @example
 * ```ts
 * import { upsumVariety } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * // CGSuite's GameTest.scala: upon UpsumVariety ^.Pow(on) is v<on>
 * assert.equal(formatLoopyGame(upsumVariety(parseLoopyGame("upon"), parseLoopyGame("^<on>"))), "v<on>");
 * ```
 */
export function upsumVariety(g: LoopyGame, d: LoopyGame): LoopyGame {
  const what = "compute upsum variety";
  stopperOf(g, what);
  checkDegree(d, what);
  return upsum(g, downsum(negateValue(g), negateValue(d)));
}

/**
 * The downsum variety of a stopper G relative to a degree D: G ↓+ (-G ↑+ D) (CGSuite's
 * `G DownsumVariety D`). D must be an idempotent stopper.
 *
 * Cost: as {@link upsumVariety}.
 *
 * @param g A stopper.
 * @param d An idempotent stopper.
 * @returns The downsum variety, a stopper.
 * @throws {TypeError} If either is not a loopy value.
 * @throws {RangeError} If either is not a stopper, or d is not idempotent.
 *
 * @example
 * ```ts
 * import { downsumVariety } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * // CGSuite's GameTest.scala: upon DownsumVariety ^.Pow(on) is v<on>
 * assert.equal(formatLoopyGame(downsumVariety(parseLoopyGame("upon"), parseLoopyGame("^<on>"))), "v<on>");
 * ```
 */
export function downsumVariety(g: LoopyGame, d: LoopyGame): LoopyGame {
  const what = "compute downsum variety";
  stopperOf(g, what);
  checkDegree(d, what);
  return downsum(g, upsum(negateValue(g), d));
}

/**
 * Whether a stopper G is stable: its upsum and downsum varieties relative to its degree of
 * loopiness D agree (CGSuite's `IsStable`). Not every stopper with an idempotent degree is
 * stable: Grenville's `a{0|{0||||0,*2|||a|0||0}||0}` (2022, in CGSuite's tests) is not.
 *
 * Cost: the degree (one sum), the check that it is idempotent (one sum) and two varieties.
 *
 * @param g A stopper.
 * @returns Whether it is stable.
 * @throws {TypeError} If `g` is not a loopy value.
 * @throws {RangeError} If `g` is not a stopper, or its degree is not an idempotent (then
 * stability is undefined, as in CGSuite, which raises an error too).
 *
 * @example
 * ```ts
 * import { isStable } from "@cgt/partizan/stopper-operations";
 * import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isStable(parseLoopyGame("+-over")), true);
 * assert.equal(isStable(parseLoopyGame("a{0|{0||||0,*2|||a|0||0}||0}")), false); // Grenville
 * ```
 */
export function isStable(g: LoopyGame): boolean {
  const s = stabilityOf(g, "test stability");
  if (s.stable === undefined) throw notIdempotent();
  return s.stable;
}

/**
 * The variety of a stable stopper G: its upsum variety relative to its degree of loopiness,
 * which then equals the downsum variety (CGSuite's `Variety`; Siegel, CGT, VI.5). Every short
 * game has variety 0.
 *
 * Cost: as {@link isStable}.
 *
 * @param g A stable stopper.
 * @returns Its variety, a stopper.
 * @throws {TypeError} If `g` is not a loopy value.
 * @throws {RangeError} If `g` is not a stopper, its degree is not an idempotent, or it is not
 * stable.
 *
 * @example
 * ```ts
 * import { variety } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * // CGSuite's CanonicalStopperTestCase.scala
 * assert.equal(formatLoopyGame(variety(parseLoopyGame("{pass|3/2}"))), "under");
 * assert.equal(formatLoopyGame(variety(parseLoopyGame("+-{5|pass}"))), "+-{10over|over}");
 * ```
 */
export function variety(g: LoopyGame): LoopyGame {
  const s = stabilityOf(g, "compute variety");
  if (s.stable === undefined) throw notIdempotent();
  if (s.variety === undefined) {
    throw new RangeError(
      "Cannot compute variety: the game is not stable, received a stopper whose upsum and downsum varieties differ",
    );
  }
  return s.variety;
}

/** The degree of loopiness of a stopper, whether it is stable, and its variety. */
export interface Stability {
  /** The degree of loopiness G - G, a stopper. */
  readonly degree: LoopyGame;
  /** Whether G is stable; undefined when the degree is not an idempotent (then it is undefined). */
  readonly stable: boolean | undefined;
  /** The variety when G is stable, else undefined. */
  readonly variety: LoopyGame | undefined;
}

/**
 * The degree of loopiness D of a stopper G, whether G is stable and its variety, found together:
 * what {@link degree}, {@link isStable} and {@link variety} give, each sum done once (asking
 * those three computes the degree three times and each variety twice). When D is not an
 * idempotent, `stable` and `variety` are undefined, where isStable and variety throw.
 *
 * Cost: the degree (one sum), the check that it is idempotent (one sum) and the two varieties
 * (two sums each).
 *
 * @param g A stopper.
 * @returns Its degree, stability and variety.
 * @throws {TypeError} If `g` is not a loopy value.
 * @throws {RangeError} If `g` is not a stopper.
 *
 * @example
 * ```ts
 * import { stability } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * // CGSuite's CanonicalStopperTestCase.scala: +-{5|pass} has variety +-{10over|over}
 * const s = stability(parseLoopyGame("+-{5|pass}"));
 * assert.equal(formatLoopyGame(s.degree), "over");
 * assert.equal(s.stable, true);
 * assert.equal(formatLoopyGame(s.variety!), "+-{10over|over}");
 * ```
 */
export function stability(g: LoopyGame): Stability {
  return stabilityOf(g, "compute stability");
}

function stabilityOf(g: LoopyGame, what: string): Stability {
  stopperOf(g, what);
  const d = degree(g);
  if (!sameValue(addValues(d, d), d)) return { degree: d, stable: undefined, variety: undefined };
  const up = upsum(g, downsum(negateValue(g), negateValue(d)));
  const stable = sameValue(up, downsum(g, upsum(negateValue(g), d)));
  return { degree: d, stable, variety: stable ? up : undefined };
}

/** The refusal isStable and variety gave when the degree is not an idempotent. */
function notIdempotent(): RangeError {
  return new RangeError(
    "Cannot compute upsum variety: the degree must be an idempotent (D + D = D), received one that is not",
  );
}

/**
 * The ordinal sum G : H of two stoppers: G's options, and G : H' for every option H' of H, so
 * that a move in G annihilates H (CGSuite's `G : H` on `CanonicalStopper`s; Siegel, CGT, VI).
 * It is built on the canonical forms: the graph of G, and a copy of H's graph whose every
 * position also has G's options. Every alternating cycle would lie in G or in H, so the result
 * is a stopper. `1 : off` is over; on loopfree games it agrees with the short ordinal sum.
 *
 * Cost: one graph of |G| + |H| nodes, canonicalised.
 *
 * @param g The base G, a stopper.
 * @param h The subordinate H, a stopper.
 * @returns G : H, a stopper.
 * @throws {TypeError} If either is not a loopy value.
 * @throws {RangeError} If either is not a stopper, or the graph would have more than
 * {@link MAX_LOOPY_NODES} nodes.
 *
 * @example
 * ```ts
 * import { loopyOrdinalSum } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * // CGSuite's tutorial on loopy games: 1:off is over
 * assert.equal(formatLoopyGame(loopyOrdinalSum(parseLoopyGame("1"), parseLoopyGame("off"))), "over");
 * assert.equal(formatLoopyGame(loopyOrdinalSum(parseLoopyGame("1/2"), parseLoopyGame("1/4"))), "9/16");
 * ```
 */
export function loopyOrdinalSum(g: LoopyGame, h: LoopyGame): LoopyGame {
  const what = "compute ordinal sum";
  return ordinalSumOnGraph(stopperOf(g, what, "G").graph, h, what);
}

/**
 * The ordinal sum B : H of the base form B whose options are exactly `left` and `right` (short
 * games, each taken in canonical form), as written rather than canonicalised, and a stopper H:
 * CGSuite's `'{-1|1}' : on`, which is 1under, where the canonical base 0 gives 0 : on = on. See
 * {@link loopyOrdinalSum}.
 *
 * Cost: one graph of the options' canonical forms and H, canonicalised.
 *
 * @param left Left's options of the base form.
 * @param right Right's options of the base form.
 * @param h The subordinate H, a stopper.
 * @returns B : H, a stopper.
 * @throws {TypeError} If the options are not lists of games, or `h` is not a loopy value.
 * @throws {RangeError} If `h` is not a stopper, or the graph would have more than
 * {@link MAX_LOOPY_NODES} nodes.
 *
 * @example
 * ```ts
 * import { loopyOrdinalSumOnForm } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import { integer } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * // CGSuite's EvalTest.scala: ('{-1|1}':on).GameValue is 1under
 * const h = parseLoopyGame("on");
 * assert.equal(formatLoopyGame(loopyOrdinalSumOnForm([integer(-1)], [integer(1)], h)), "1under");
 * ```
 */
export function loopyOrdinalSumOnForm(
  left: readonly Game[],
  right: readonly Game[],
  h: LoopyGame,
): LoopyGame {
  const what = "compute ordinal sum";
  checkFormOptions(left, right, what);
  return ordinalSumOnGraph(graphOfForm(left, right, what), h, what);
}

/** Throws a TypeError unless both are lists of games. */
function checkFormOptions(left: readonly Game[], right: readonly Game[], what: string): void {
  if (!Array.isArray(left) || !Array.isArray(right)) {
    throw new TypeError(
      `Cannot ${what}: the base form's options must be lists of games, received ${
        String(Array.isArray(left) ? right : left)
      }`,
    );
  }
  for (const x of [...left, ...right]) checkGame(x, what);
}

/** A graph whose node 0 has exactly the given options, each its canonical stopper's graph. */
function graphOfForm(left: readonly Game[], right: readonly Game[], what: string): Graph {
  const l: number[][] = [[]];
  const r: number[][] = [[]];
  const append = (x: Game): number => {
    const at = l.length;
    const s = stopperOf(valueOfGame(x), what).graph;
    for (const o of s.left) l.push(o.map((w) => w + at));
    for (const o of s.right) r.push(o.map((w) => w + at));
    return at;
  };
  for (const x of left) l[0].push(append(x));
  for (const x of right) r[0].push(append(x));
  return { left: l, right: r };
}

/** The ordinal sum of the game of node 0 of `a` (its options as they stand there) and H. */
function ordinalSumOnGraph(a: Graph, h: LoopyGame, what: string): LoopyGame {
  const b = stopperOf(h, what, "H").graph;
  const n = a.left.length;
  const m = b.left.length;
  if (n + m > MAX_LOOPY_NODES) {
    throw new RangeError(
      `Cannot ${what}: the graph would have more than ${MAX_LOOPY_NODES} nodes, received ${n + m}`,
    );
  }
  spend(n + m);
  const left: number[][] = a.left.map((o) => [...o]);
  const right: number[][] = a.right.map((o) => [...o]);
  for (let i = 0; i < m; i++) {
    left.push([...a.left[0], ...b.left[i].map((w) => w + n)]);
    right.push([...a.right[0], ...b.right[i].map((w) => w + n)]);
  }
  return valueOfGraph(pack({ left, right }, n));
}

/**
 * The subordinate of a stopper G to a short base B: the H with G = B : H (CGSuite's
 * `G.Subordinate(B)`). It is read off G's canonical form: from each position, the options that
 * are options of B are B's, the others are B : H' and are followed; every option of B must be
 * dominated by an option there or reversed through it, or G is no ordinal sum on B. The result
 * is checked by building B : H and comparing it with G, so an H is returned only when
 * G = B : H holds. B is taken in canonical form (CGSuite also takes a form such as `'{*|*}'`).
 *
 * Cost: for each position of G's canonical form, one labelling of the part below it (read off
 * the canonical form, not canonicalised again) and a comparison of each of its options with each
 * option of B, then one ordinal sum and one comparison.
 *
 * @param g A stopper G.
 * @param base A short game B.
 * @returns H, a stopper.
 * @throws {TypeError} If `g` is not a loopy value.
 * @throws {RangeError} If `g` is not a stopper, or it is not B : H for any stopper H.
 *
 * @example
 * ```ts
 * import { subordinate } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import { parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * // CGSuite's GameTest.scala
 * assert.equal(formatLoopyGame(subordinate(parseLoopyGame("over"), parseGame("1"))), "off");
 * assert.equal(formatLoopyGame(subordinate(parseLoopyGame("1/8"), parseGame("1"))), "-3");
 * assert.throws(() => subordinate(parseLoopyGame("on"), parseGame("*")), RangeError);
 * ```
 */
export function subordinate(g: LoopyGame, base: Game): LoopyGame {
  const what = "compute subordinate";
  return subordinateOn(
    g,
    leftOptions(base),
    rightOptions(base),
    () => stopperOf(valueOfGame(base), what).graph,
    () => formatShortGame(base),
  );
}

/**
 * The subordinate of a stopper G to the base form whose options are exactly `left` and `right`
 * (short games, each taken in canonical form), as written rather than canonicalised: CGSuite's
 * `G.Subordinate('{*|*}')`, where the options * and * make `'{*|*}' : 5` equal to ^[5] though
 * the canonical base 0 gives 0 : H = H. See {@link subordinate}; the check builds the ordinal
 * sum on the form's options.
 *
 * Cost: as {@link subordinate}.
 *
 * @param g A stopper G.
 * @param left Left's options of the base form.
 * @param right Right's options of the base form.
 * @returns H, a stopper with G = B : H for the form B = {left | right}.
 * @throws {TypeError} If `g` is not a loopy value.
 * @throws {RangeError} If `g` is not a stopper, or it is not B : H for any stopper H.
 *
 * @example
 * ```ts
 * import { subordinateToForm } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import { STAR } from "@cgt/partizan/game";
 * import assert from "node:assert/strict";
 *
 * // CGSuite's GameTest.scala: upon.Subordinate('{*|*}') is on
 * assert.equal(formatLoopyGame(subordinateToForm(parseLoopyGame("upon"), [STAR], [STAR])), "on");
 * ```
 */
export function subordinateToForm(
  g: LoopyGame,
  left: readonly Game[],
  right: readonly Game[],
): LoopyGame {
  const what = "compute subordinate";
  checkFormOptions(left, right, what);
  const graph = (): Graph => graphOfForm(left, right, what);
  const text = () =>
    `'{${left.map((x) => formatShortGame(x)).join(",")}|${
      right.map((x) => formatShortGame(x)).join(",")
    }}'`;
  return subordinateOn(g, left, right, graph, text);
}

/** Thrown inside {@link subordinateOn} when one reading of G finds no H. */
class NoSubordinate {}

/**
 * The H with G = B : H for the base B of the given options and graph. G's canonical form is read
 * twice at most: first with the options equal to B's options taken as B's, then, if that finds no
 * H, also with the options that replace a reversible option of B (a B^L reversed through some
 * B^LR <= G is replaced by that B^LR's Left options; the base form `'{|-1*}'` is -1 = {|0}, where 0
 * comes from -1*). Either H is checked by building B : H, so no wrong H is returned.
 */
function subordinateOn(
  g: LoopyGame,
  baseLeft: readonly Game[],
  baseRight: readonly Game[],
  baseGraph: () => Graph,
  baseText: () => string,
): LoopyGame {
  try {
    return subordinateReading(g, baseLeft, baseRight, baseGraph, false);
  } catch (error) {
    if (!(error instanceof NoSubordinate)) throw error;
  }
  try {
    return subordinateReading(g, baseLeft, baseRight, baseGraph, true);
  } catch (error) {
    if (!(error instanceof NoSubordinate)) throw error;
    const text = baseText();
    throw new RangeError(
      `Cannot compute subordinate: the game is not B : H for any stopper H, received base ${
        text.length > 60 ? `${text.slice(0, 57)}...` : text
      }`,
    );
  }
}

function subordinateReading(
  g: LoopyGame,
  baseLeft: readonly Game[],
  baseRight: readonly Game[],
  baseGraph: () => Graph,
  reversals: boolean,
): LoopyGame {
  const what = "compute subordinate";
  const s = stopperOf(g, what);
  const graph = s.graph;
  const n = graph.left.length;
  const bl = baseLeft.map(valueOfGame);
  const br = baseRight.map(valueOfGame);
  const blr = bl.map((x) => rightOptionValues(x));
  const brl = br.map((x) => leftOptionValues(x));
  const values: (LoopyGame | undefined)[] = new Array(n);
  const at = (v: number): LoopyGame => {
    let x = values[v];
    if (x === undefined) {
      spend(graph.left[v].length + graph.right[v].length + 1);
      const st = stopperAt(graph, v);
      x = valueOf(st, st);
      values[v] = x;
    }
    return x;
  };
  const leq = (a: LoopyGame, b: LoopyGame): boolean => {
    spend(1);
    return leqValues(a, b);
  };
  const fail = (): never => {
    throw new NoSubordinate();
  };
  const index = new Map<number, number>();
  const left: number[][] = [];
  const right: number[][] = [];
  const order: number[] = [0];
  index.set(0, 0);
  const node = (v: number): number => {
    let i = index.get(v);
    if (i === undefined) {
      i = order.push(v) - 1;
      index.set(v, i);
    }
    return i;
  };
  for (let i = 0; i < order.length; i++) {
    const v = order[i];
    const x = at(v);
    const lo = graph.left[v];
    const ro = graph.right[v];
    bl.forEach((b, k) => {
      if (!lo.some((w) => leq(b, at(w))) && !blr[k].some((y) => leq(y, x))) fail();
    });
    br.forEach((b, k) => {
      if (!ro.some((w) => leq(at(w), b)) && !brl[k].some((y) => leq(x, y))) fail();
    });
    const own = (opts: readonly number[], baseOpts: LoopyGame[]): number[] =>
      opts.filter((w) => !baseOpts.some((b) => sameValue(b, at(w)))).map(node);
    // The options that replace B's reversible ones, in the second reading.
    const leftExtra = reversals
      ? blr.flatMap((ys) => ys.filter((y) => leq(y, x)).flatMap(leftOptionValues))
      : [];
    const rightExtra = reversals
      ? brl.flatMap((ys) => ys.filter((y) => leq(x, y)).flatMap(rightOptionValues))
      : [];
    left.push(own(lo, [...bl, ...leftExtra]));
    right.push(own(ro, [...br, ...rightExtra]));
  }
  const h = valueOfGraph({ left, right });
  if (!sameValue(ordinalSumOnGraph(baseGraph(), h, what), g)) fail();
  return h;
}

function leftOptionValues(g: LoopyGame): LoopyGame[] {
  return stopperOptions(g, "left");
}

function rightOptionValues(g: LoopyGame): LoopyGame[] {
  return stopperOptions(g, "right");
}

/** Orders stoppers as CGSuite lists options: short games in its order, then loopy ones. */
function byDisplay(a: Stopper, b: Stopper): number {
  if (a.short !== undefined && b.short !== undefined) return displayCompare(a.short, b.short);
  if (a.short !== undefined) return -1;
  if (b.short !== undefined) return 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** The stoppers at the given nodes of a canonical stopper graph, in display order. */
function stoppersAt(graph: Stopper["graph"], nodes: Iterable<number>): LoopyGame[] {
  const list: Stopper[] = [];
  for (const v of nodes) {
    spend(1);
    list.push(stopperAt(graph, v));
  }
  return list.sort(byDisplay).map((st) => valueOf(st, st));
}

/**
 * The left or right options of a stopper's canonical form (CGSuite's `LeftOptions` and
 * `RightOptions` of a `CanonicalStopper`), each a stopper, in the order CGSuite lists them:
 * short games first, in its order, then loopy ones (by their canonical keys, where CGSuite uses
 * a hash). A pass is listed as the game itself (`on`'s left options are `on`).
 *
 * Cost: one labelling of the part of the canonical form below each option (linear in that part
 * when it is loopfree), no new canonicalisation.
 *
 * @param g A stopper.
 * @param player `"left"` or `"right"`.
 * @returns The options.
 * @throws {TypeError} If `g` is not a loopy value, or the player is neither.
 * @throws {RangeError} If `g` is not a stopper (a value such as dud has no options, as in
 * CGSuite).
 *
 * @example
 * ```ts
 * import { stopperOptions } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * const g = parseLoopyGame("+-{5|pass}"); // CGSuite's CanonicalStopperTestCase.scala
 * assert.deepEqual(stopperOptions(g, "left").map(formatLoopyGame), ["5over"]);
 * assert.deepEqual(stopperOptions(g, "right").map(formatLoopyGame), ["-5under"]);
 * ```
 */
export function stopperOptions(g: LoopyGame, player: "left" | "right"): LoopyGame[] {
  const s = stopperOf(g, "list stopper options");
  if (player !== "left" && player !== "right") {
    throw new TypeError(
      `Cannot list stopper options: player must be "left" or "right", received ${String(player)}`,
    );
  }
  const opts = player === "left" ? s.graph.left[0] : s.graph.right[0];
  return stoppersAt(s.graph, new Set(opts));
}

/**
 * The followers of a stopper: every position of its canonical form, itself included, each once
 * (CGSuite's `Followers`; their number is its `FollowerCount`), in the order of
 * {@link stopperOptions}.
 *
 * Cost: one labelling of the part below each follower (no new canonicalisation).
 *
 * @param g A stopper.
 * @returns The followers.
 * @throws {TypeError} If `g` is not a loopy value.
 * @throws {RangeError} If `g` is not a stopper.
 *
 * @example
 * ```ts
 * import { stopperFollowers } from "@cgt/partizan/stopper-operations";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * // CGSuite's CanonicalStopperTestCase.scala: {pass|3/2}.Followers
 * assert.deepEqual(
 *   stopperFollowers(parseLoopyGame("{pass|3/2}")).map(formatLoopyGame),
 *   ["0", "1", "3/2", "2", "3/2under"],
 * );
 * ```
 */
export function stopperFollowers(g: LoopyGame): LoopyGame[] {
  const s = stopperOf(g, "list stopper followers");
  return guardStack(
    "list stopper followers",
    () => stoppersAt(s.graph, s.graph.left.map((_, v) => v)),
  );
}
