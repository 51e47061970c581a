/**
 * The methods without arguments that CGSuite users append to a game (`g.CanonicalForm`,
 * `2.Tiny`) and that return a game cgt computes (private): one table, which both notation
 * parsers read. The binary methods (`g.Pow(2)`) are the infix words of the operations table.
 *
 * @module
 */

import { type Game, integer, miny, numberGame, tiny, ZERO } from "./game.ts";
import { companion } from "./companion.ts";
import { birthday } from "./birthday.ts";
import { leftStop, rightStop } from "./temperature/stops.ts";
import { mean, temperature } from "./temperature/thermograph.ts";
import { freeze } from "./temperature/cooling.ts";
import { reducedCanonicalForm } from "./temperature/reduced_canonical_form.ts";

/** A method without arguments on a canonical short game, as notation reads it. */
export interface GameMethod {
  /** Computes it. */
  readonly apply: (g: Game) => Game;
  /**
   * Whether it is the value itself (CGSuite's `CanonicalForm` and `GameValue`: values here are
   * canonical already), so that it applies to loopy values too.
   */
  readonly identity: boolean;
}

const SAME: GameMethod = { apply: (g) => g, identity: true };

function method(apply: (g: Game) => Game): GameMethod {
  return { apply, identity: false };
}

/**
 * CGSuite's zero-argument methods that return a game, by name, with where CGSuite declares
 * them (aaron-siegel/cgsuite, lib/core/src/main/resources/org/cgsuite/lang/resources/game):
 * `CanonicalForm` and `GameValue` (Game.cgs), `Tiny` and `Miny` (CanonicalStopper.cgs,
 * `def Tiny := {0||0|-this}`, `def Miny := {this|0||0}`), `Birthday`, `Companion`, `Freeze`,
 * `Mean`, `ReducedCanonicalForm`, `Temperature`, `LeftStop` and `RightStop`
 * (CanonicalShortGame.cgs and CanonicalStopper.cgs; an integer or a dyadic rational is a game
 * there, as here), `Degree` (CanonicalStopper.cgs: 0 for a loopfree game) and `Onside`,
 * `Offside` (SidedValue.cgs: a loopfree game is both its sides). Here each computes on a short
 * game; the loopy notation computes `Tiny`, `Miny`, the stops, `Degree` and the sides of
 * loopy values itself. `AtomicWeight` is not read: its module imports this notation.
 */
const METHODS: ReadonlyMap<string, GameMethod> = new Map([
  ["CanonicalForm", SAME],
  ["GameValue", SAME],
  ["Tiny", method(tiny)],
  ["Miny", method(miny)],
  ["Birthday", method((g) => integer(birthday(g)))],
  ["Companion", method(companion)],
  ["Freeze", method(freeze)],
  ["Mean", method((g) => numberGame(mean(g)))],
  ["ReducedCanonicalForm", method(reducedCanonicalForm)],
  ["Temperature", method((g) => numberGame(temperature(g)))],
  ["LeftStop", method((g) => numberGame(leftStop(g)))],
  ["RightStop", method((g) => numberGame(rightStop(g)))],
  ["Degree", method(() => ZERO)],
  ["Onside", method((g) => g)],
  ["Offside", method((g) => g)],
]);

/**
 * The zero-argument method CGSuite calls `name`, if notation reads it (a `Map` lookup, so
 * names of `Object.prototype` are unknown like any other).
 */
export function gameMethod(name: string): GameMethod | undefined {
  return METHODS.get(name);
}

/** The names of the zero-argument methods, in table order (for error messages and tests). */
export function gameMethodNames(): string[] {
  return [...METHODS.keys()];
}
