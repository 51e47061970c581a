/**
 * The methods that CGSuite users append to a game (`g.CanonicalForm`, `2.Tiny`, `g.Cool(1)`)
 * and that return a game cgt computes (private): one table, which both notation parsers read.
 * The binary methods of the operations table (`g.Pow(2)`) are its infix words instead.
 *
 * @module
 */

import { type Game, integer, miny, numberGame, numberValue, tiny, ZERO } from "./game.ts";
import { companion } from "./companion.ts";
import { birthday } from "./birthday.ts";
import { followerCount } from "./operations/followers.ts";
import { leftStop, rightStop, stopCount } from "./temperature/stops.ts";
import { mean, temperature } from "./temperature/thermograph.ts";
import { cool, freeze, heat, overheat } from "./temperature/cooling.ts";
import { reducedCanonicalForm } from "./temperature/reduced_canonical_form.ts";
import { atomicWeight } from "./temperature/atomic_weight.ts";

/**
 * What an argument of a method must be: any game (`Heat(t)`), a number (`Cool(t)`, a
 * dyadic rational in CGSuite), or a player, written `Left` or `Right` (`Stop(Left)`).
 */
export type MethodParameter = "game" | "number" | "player";

/** An argument as a parser hands it over: a game (a number for `"number"`), or a player. */
export type MethodArgument = Game | "left" | "right";

/** A method on a canonical short game, as notation reads it. */
export interface GameMethod {
  /** What each argument must be, in order; empty for a method without arguments. */
  readonly parameters: readonly MethodParameter[];
  /**
   * Computes it, given arguments of the kinds {@link GameMethod.parameters} says (the parser
   * checks them). Out-of-range values are the package function's RangeError (`Cool(-1)`, the
   * `AtomicWeight` of a game that is not atomic), as CGSuite raises an error there too.
   */
  readonly apply: (g: Game, args: readonly MethodArgument[]) => Game;
  /**
   * Whether it is the value itself (CGSuite's `CanonicalForm` and `GameValue`: values here are
   * canonical already), so that it applies to loopy values too.
   */
  readonly identity: boolean;
}

const SAME: GameMethod = { parameters: [], apply: (g) => g, identity: true };

function method(apply: (g: Game) => Game): GameMethod {
  return { parameters: [], apply: (g) => apply(g), identity: false };
}

function withArguments(
  parameters: readonly MethodParameter[],
  apply: (g: Game, args: readonly MethodArgument[]) => Game,
): GameMethod {
  return { parameters, apply, identity: false };
}

/** The game argument `a` (the parser passes a game exactly where the parameter is one). */
function gameOf(a: MethodArgument): Game {
  return a as Game;
}

/** The stop of g for the player `a`. */
function stopOf(g: Game, a: MethodArgument): Game {
  return numberGame(a === "left" ? leftStop(g) : rightStop(g));
}

/**
 * CGSuite's methods that return a game, by name, with where CGSuite declares them
 * (aaron-siegel/cgsuite, lib/core/src/main/resources/org/cgsuite/lang/resources/game):
 * `CanonicalForm` and `GameValue` (Game.cgs), `Tiny` and `Miny` (CanonicalStopper.cgs,
 * `def Tiny := {0||0|-this}`, `def Miny := {this|0||0}`), `AtomicWeight`, `Birthday`,
 * `Companion`, `Freeze`, `Mean`, `ReducedCanonicalForm`, `StopCount`, `Temperature`,
 * `LeftStop` and `RightStop` (CanonicalShortGame.cgs and CanonicalStopper.cgs; an integer or a
 * dyadic rational is a game there, as here), `FollowerCount` (Game.cgs), `Degree` and
 * `Variety` (CanonicalStopper.cgs: both 0 for a loopfree game) and `Onside`, `Offside`
 * (StopperSidedValue.cgs: a loopfree game is both its sides); with arguments, `Cool(t as
 * DyadicRational)`, `Heat(t as CanonicalShortGame)`, `Overheat(s as CanonicalShortGame, t as
 * CanonicalShortGame)` (CanonicalShortGame.cgs) and `Stop(player as Player)`, `StrongStop(player
 * as Player)` (CanonicalStopper.cgs; a loopfree game's strong stops are its stops). Here each
 * computes on a short game; the loopy notation computes `Tiny`, `Miny`, the stops, `Degree`,
 * `Variety`, `FollowerCount` and the sides of loopy values itself.
 */
const METHODS: ReadonlyMap<string, GameMethod> = new Map([
  ["CanonicalForm", SAME],
  ["GameValue", SAME],
  ["Tiny", method(tiny)],
  ["Miny", method(miny)],
  ["AtomicWeight", method(atomicWeight)],
  ["Birthday", method((g) => integer(birthday(g)))],
  ["Companion", method(companion)],
  ["FollowerCount", method((g) => integer(followerCount(g)))],
  ["Freeze", method(freeze)],
  ["Mean", method((g) => numberGame(mean(g)))],
  ["ReducedCanonicalForm", method(reducedCanonicalForm)],
  ["StopCount", method((g) => integer(stopCount(g)))],
  ["Temperature", method((g) => numberGame(temperature(g)))],
  ["LeftStop", method((g) => numberGame(leftStop(g)))],
  ["RightStop", method((g) => numberGame(rightStop(g)))],
  ["Degree", method(() => ZERO)],
  ["Variety", method(() => ZERO)],
  ["Onside", method((g) => g)],
  ["Offside", method((g) => g)],
  ["Cool", withArguments(["number"], (g, [t]) => cool(g, numberValue(gameOf(t))!))],
  ["Heat", withArguments(["game"], (g, [t]) => heat(g, gameOf(t)))],
  ["Overheat", withArguments(["game", "game"], (g, [s, t]) => overheat(g, gameOf(s), gameOf(t)))],
  ["Stop", withArguments(["player"], (g, [p]) => stopOf(g, p))],
  ["StrongStop", withArguments(["player"], (g, [p]) => stopOf(g, p))],
]);

/**
 * The method CGSuite calls `name`, if notation reads it (a `Map` lookup, so names of
 * `Object.prototype` are unknown like any other).
 */
export function gameMethod(name: string): GameMethod | undefined {
  return METHODS.get(name);
}

/** The names of the methods, in table order (for error messages and tests). */
export function gameMethodNames(): string[] {
  return [...METHODS.keys()];
}
