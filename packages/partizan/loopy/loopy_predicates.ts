/**
 * Predicates on loopy values (stoppers and sided values): infinitesimal, numberish,
 * number-tiny, plumtree, pseudonumber and stopper-sided, the loopy counterparts of
 * `@cgt/partizan/predicates`, which take short games only.
 *
 * @module
 */

import { guardStack } from "../_engine.ts";
import { isNumber } from "../game.ts";
import { isInfinitesimal, isNumberish, isNumberTiny, isPseudonumber } from "../predicates.ts";
import { type LoopyGame, recordOf, type Stopper, valueOf } from "./_loopy_value.ts";
import {
  comparePseudonumbers,
  loopyAdd,
  loopyLeq,
  loopyStop,
  type Pseudonumber,
  toGame,
  UNDER,
} from "./loopy.ts";
import { stopperOptions } from "./stopper_operations.ts";

export type { LoopyGame } from "./_loopy_value.ts";

/** Whether a side is a stopper (a carousel side has a `mode`). */
function isStopperSide(s: Stopper): boolean {
  return s.mode === undefined;
}

/** The strong stop of a stopper side. */
function strongStop(s: Stopper, player: "left" | "right"): Pseudonumber {
  return loopyStop(valueOf(s, s), player, { strong: true });
}

/** Whether a pseudonumber is the number 0 (tilt dropped). */
function isZeroStop(p: Pseudonumber): boolean {
  return p.kind === "number" && p.value.numerator === 0n;
}

/**
 * Whether a stopper side is infinitesimal: both strong stops are 0 (Siegel, Combinatorial Game
 * Theory, 2013, VI.4: a stopper lies strictly between -x and x for every number x > 0 exactly
 * then; CGSuite's `CanonicalStopper.IsInfinitesimal`).
 */
function sideIsInfinitesimal(s: Stopper): boolean {
  if (s.short !== undefined) return isInfinitesimal(s.short);
  return isZeroStop(strongStop(s, "left")) && isZeroStop(strongStop(s, "right"));
}

/**
 * Whether a loopy value is stopper-sided: its onside and offside are both stoppers, as for
 * every stopper and for `dud`, `1 & 0` or `^ & v*`, but not for Bach's Carousel, whose sides
 * have alternating cycles (Siegel, CGT, VI; CGSuite's `IsStopperSided`). Costs nothing: the
 * sides are found when the value is made.
 *
 * @param g A loopy value.
 * @returns Whether both sides are stoppers.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example CGSuite's SidedValueTestCase.scala
 * ```ts
 * import { isLoopyStopperSided } from "@cgt/partizan/loopy-predicates";
 * import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isLoopyStopperSided(parseLoopyGame("dud")), true);
 * assert.equal(isLoopyStopperSided(parseLoopyGame("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")), false);
 * ```
 */
export function isLoopyStopperSided(g: LoopyGame): boolean {
  const r = recordOf(g, "test loopy game");
  return isStopperSide(r.onside) && isStopperSide(r.offside);
}

/**
 * Whether a loopy value is infinitesimal: -x < G < x for every number x > 0. For a stopper that
 * holds exactly when both its strong stops (tilts dropped) are 0, so `over` and `Tiny(on)` are
 * infinitesimal and `on` is not (Siegel, CGT, VI.4); a stopper-sided value is infinitesimal when
 * both its sides are, since G <= H holds for sided values side by side (CGSuite's
 * `IsInfinitesimal`). A value with a side that is not a stopper gets `false`, as in CGSuite
 * (Bach's Carousel is not infinitesimal: it is confused with 1/2). For a loopfree value this is
 * `isInfinitesimal` of `@cgt/partizan/predicates`.
 *
 * Cost: one stop search per side, linear in the size of the canonical graph.
 *
 * @param g A loopy value.
 * @returns Whether G is infinitesimal.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example CGSuite's CanonicalStopperTestCase.scala and SidedValueTestCase.scala
 * ```ts
 * import { isLoopyInfinitesimal } from "@cgt/partizan/loopy-predicates";
 * import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isLoopyInfinitesimal(parseLoopyGame("over")), true);
 * assert.equal(isLoopyInfinitesimal(parseLoopyGame("on")), false);
 * assert.equal(isLoopyInfinitesimal(parseLoopyGame("{pass|3/2}")), false);
 * assert.equal(isLoopyInfinitesimal(parseLoopyGame("{0|{dud|},*}")), true); // ^ & v*
 * ```
 */
export function isLoopyInfinitesimal(g: LoopyGame): boolean {
  const r = recordOf(g, "test loopy game");
  if (!isStopperSide(r.onside) || !isStopperSide(r.offside)) return false;
  return guardStack(
    "test loopy game",
    () =>
      sideIsInfinitesimal(r.onside) && (r.onside === r.offside || sideIsInfinitesimal(r.offside)),
  );
}

/**
 * Whether a loopy value is numberish: a number plus an infinitesimal, x - y < G < x + y for one
 * number x and every number y > 0. For a stopper: its strong left stop is a number and equals
 * its strong right stop (`3/2under` is, `on` and `+-(5over)` are not); for a stopper-sided
 * value: the strong left stop of its onside is a number and equals the strong right stop of
 * its offside (then all four strong stops are that number, since offside <= onside). CGSuite's
 * `IsNumberish`; a value with a side that is not a stopper gets `false`, as in CGSuite. For a
 * loopfree value this is `isNumberish` of `@cgt/partizan/predicates`.
 *
 * Cost: one stop search per side.
 *
 * @param g A loopy value.
 * @returns Whether G is numberish.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example CGSuite's CanonicalStopperTestCase.scala and SidedValueTestCase.scala
 * ```ts
 * import { isLoopyNumberish } from "@cgt/partizan/loopy-predicates";
 * import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isLoopyNumberish(parseLoopyGame("{pass|3/2}")), true); // 3/2under
 * assert.equal(isLoopyNumberish(parseLoopyGame("+-{5|pass}")), false);
 * assert.equal(isLoopyNumberish(parseLoopyGame("a{{|a}|}")), false); // 1 & 0
 * ```
 */
export function isLoopyNumberish(g: LoopyGame): boolean {
  const r = recordOf(g, "test loopy game");
  if (!isStopperSide(r.onside) || !isStopperSide(r.offside)) return false;
  if (r.onside === r.offside && r.onside.short !== undefined) return isNumberish(r.onside.short);
  return guardStack("test loopy game", () => {
    const left = strongStop(r.onside, "left");
    return left.kind === "number" &&
      comparePseudonumbers(left, strongStop(r.offside, "right")) === 0;
  });
}

/**
 * Whether a loopy value is number-tiny, x + Tiny(H) or x + Miny(H): a stopper
 * {x || x | K} with x a number and K - x <= `under`, or its negative {K | x || x} with
 * x - K <= `under` (CGSuite's `IsNumberTiny` on stoppers, as `Miny(on)` and `Tiny(over)`). A
 * loopfree value is tested as a short game (`isNumberTiny` of `@cgt/partizan/predicates`,
 * which compares means and counts numbers in), and a value that is not a stopper gets `false`,
 * as in CGSuite.
 *
 * Cost: the canonical options of G and of its one option, and one loopy comparison.
 *
 * @param g A loopy value.
 * @returns Whether G is a number plus a tiny or miny.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example CGSuite's CanonicalStopperTestCase.scala
 * ```ts
 * import { isLoopyNumberTiny } from "@cgt/partizan/loopy-predicates";
 * import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isLoopyNumberTiny(parseLoopyGame("{0|||0||pass|0}")), true); // Tiny(over)
 * assert.equal(isLoopyNumberTiny(parseLoopyGame("{{pass|}|0||0}")), true); // Miny(on)
 * assert.equal(isLoopyNumberTiny(parseLoopyGame("{0|||0||0|{|pass}}")), false); // {0|Tiny(on)}
 * ```
 */
export function isLoopyNumberTiny(g: LoopyGame): boolean {
  const r = recordOf(g, "test loopy game");
  if (r.onside !== r.offside || !isStopperSide(r.onside)) return false;
  if (r.onside.short !== undefined) return isNumberTiny(r.onside.short);
  return guardStack("test loopy game", () => {
    const lo = stopperOptions(g, "left");
    const ro = stopperOptions(g, "right");
    if (lo.length !== 1 || ro.length !== 1) return false;
    const numberOf = (h: LoopyGame) => {
      const s = toGame(h);
      return s !== undefined && isNumber(s) ? s : undefined;
    };
    // The options of a canonical stopper are stoppers, so stopperOptions takes them.
    const single = (h: LoopyGame) => {
      const hl = stopperOptions(h, "left");
      const hr = stopperOptions(h, "right");
      return hl.length === 1 && hr.length === 1 ? { left: hl[0], right: hr[0] } : undefined;
    };
    const x = numberOf(lo[0]);
    if (x !== undefined) {
      const o = single(ro[0]);
      // K - x <= under, that is K <= x + under.
      if (o !== undefined && sameGame(o.left, lo[0]) && loopyLeq(o.right, loopyAdd(lo[0], UNDER))) {
        return true;
      }
    }
    const y = numberOf(ro[0]);
    if (y !== undefined) {
      const o = single(lo[0]);
      // y - K <= under, that is y + over <= K, that is y <= K + under.
      if (o !== undefined && sameGame(o.right, ro[0]) && loopyLeq(ro[0], loopyAdd(o.left, UNDER))) {
        return true;
      }
    }
    return false;
  });
}

/** Whether two canonical stoppers are the same value (interned: same sides). */
function sameGame(a: LoopyGame, b: LoopyGame): boolean {
  const ra = recordOf(a, "test loopy game");
  const rb = recordOf(b, "test loopy game");
  return ra.onside.key === rb.onside.key && ra.offside.key === rb.offside.key;
}

/**
 * Whether a loopy value is a plumtree: a stopper whose canonical graph has no cycle but
 * one-move loops (passes), so a tree with passes on some positions (Siegel, CGT, VI; CGSuite's
 * `IsPlumtree`, found on the canonical form). Every short game is one; `on`, `over` and
 * `3/2under` are; `a{0||||0|||a|*||*}` is not, and neither is a value that is not a stopper.
 *
 * Cost: one depth-first search of the canonical graph, linear in its size.
 *
 * @param g A loopy value.
 * @returns Whether G is a plumtree.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example CGSuite's CanonicalStopperTestCase.scala
 * ```ts
 * import { isLoopyPlumtree } from "@cgt/partizan/loopy-predicates";
 * import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isLoopyPlumtree(parseLoopyGame("+-{5|pass}")), true);
 * assert.equal(isLoopyPlumtree(parseLoopyGame("a{0||||0|||a|*||*}")), false);
 * assert.equal(isLoopyPlumtree(parseLoopyGame("dud")), false);
 * ```
 */
export function isLoopyPlumtree(g: LoopyGame): boolean {
  const r = recordOf(g, "test loopy game");
  if (r.onside !== r.offside || !isStopperSide(r.onside)) return false;
  const { left, right } = r.onside.graph;
  const n = left.length;
  // Iterative depth-first search; 1 on the stack, 2 done. A back edge to a node on the stack
  // other than the node itself closes a cycle of two or more moves.
  const state = new Uint8Array(n);
  const edges = (v: number): number[] => [...left[v], ...right[v]];
  const stack: [number, number[], number][] = [[0, edges(0), 0]];
  state[0] = 1;
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const [v, out] = top;
    if (top[2] === out.length) {
      state[v] = 2;
      stack.pop();
      continue;
    }
    const w = out[top[2]++];
    if (w === v || state[w] === 2) continue;
    if (state[w] === 1) return false;
    state[w] = 1;
    stack.push([w, edges(w), 0]);
  }
  return true;
}

/**
 * Whether a loopy value is a pseudonumber, the kind of value a stop is: a number, `on`, `off`,
 * or a plumtree stopper whose one option for one player is itself (a pass) and whose one option
 * for the other is a number, that is x + over = {x | pass} or x + under = {pass | x} (Siegel,
 * CGT, VI.4; CGSuite's `IsPseudonumber`). Not a sided value that is not a stopper.
 *
 * Cost: a look at the root of the canonical graph (and a short game test of one option).
 *
 * @param g A loopy value.
 * @returns Whether G is a pseudonumber.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example CGSuite's CanonicalStopperTestCase.scala
 * ```ts
 * import { isLoopyPseudonumber } from "@cgt/partizan/loopy-predicates";
 * import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isLoopyPseudonumber(parseLoopyGame("{pass|3/2}")), true); // 3/2under
 * assert.equal(isLoopyPseudonumber(parseLoopyGame("on")), true);
 * assert.equal(isLoopyPseudonumber(parseLoopyGame("+-over")), false);
 * ```
 */
export function isLoopyPseudonumber(g: LoopyGame): boolean {
  const r = recordOf(g, "test loopy game");
  if (r.onside !== r.offside || !isStopperSide(r.onside)) return false;
  if (r.onside.short !== undefined) return isPseudonumber(r.onside.short);
  const { left, right } = r.onside.graph;
  const passOnly = (opts: readonly number[]): boolean => opts.length === 1 && opts[0] === 0;
  const isNumberOption = (player: "left" | "right"): boolean => {
    const s = toGame(stopperOptions(g, player)[0]);
    return s !== undefined && isNumber(s);
  };
  if (passOnly(left[0]) && right[0].length === 0) return true; // on
  if (passOnly(right[0]) && left[0].length === 0) return true; // off
  if (left[0].length !== 1 || right[0].length !== 1 || !isLoopyPlumtree(g)) return false;
  if (passOnly(right[0]) && !passOnly(left[0])) return isNumberOption("left");
  if (passOnly(left[0]) && !passOnly(right[0])) return isNumberOption("right");
  return false;
}
