/**
 * Hooks that make a ruleset of your own callable by name inside {@link parseGame}'s notation,
 * as `mygame("...")`.
 *
 * @module
 */

import { checkOptions, checkRuleset, checkSafeInteger, checkString, typeFail } from "../_check.ts";
import type { Game } from "../game.ts";
import { type GameArgument, type GameFunction, isNamedArgument } from "../notation.ts";
import type { Outcome } from "../compare.ts";
import { type Ruleset, Solver, type SolverOptions } from "./search.ts";

export type { Game } from "../game.ts";
export type { GameArgument, GameFunction, NamedArgument, NamedValue } from "../notation.ts";
export type { PositionKey, Ruleset, SolverOptions } from "./search.ts";
export type { Outcome } from "../compare.ts";

/**
 * A position of a ruleset, as a notation call yields it for an explicit game form
 * (`parseGameForm` in `@cgt/partizan/game-form`): the rules and the position itself.
 *
 * @typeParam P The type of a position.
 */
export interface RulesetPosition<P = unknown> {
  /** The rules. */
  readonly ruleset: Ruleset<P>;
  /** The position. */
  readonly position: P;
  /**
   * The misère outcome of the position alone when the ruleset knows it without a plain search
   * (the sum of heaps of a take-and-break game, by the tame rule or the misère quotient), or
   * undefined to search. Must agree with a search of `position`.
   */
  readonly misereOutcome?: () => Outcome;
}

/** A {@link GameFunction} that can also give the ruleset position of a call. */
export interface PositionFunction {
  /** The value of the call, as any {@link GameFunction}. */
  (args: GameArgument[]): Game;
  /**
   * The ruleset and position of a call whose arguments the function accepts (call the
   * function or {@link positionOf} first: this does not check them).
   */
  readonly position: (args: GameArgument[]) => RulesetPosition;
}

/**
 * The argument checks of the functions made by {@link stringFunction} and
 * {@link integerFunction} (and of what {@link withPosition} makes of them): {@link positionOf}
 * runs a function's check before its `position`, so that a call kept as a position without its
 * value (`parseGameForm` with `values: false`) is refused as the call itself would be, rather
 * than read from arguments it does not take (`cutcake(3)`, `clobber("xo", "ox")`).
 */
const ARGUMENT_CHECKS = new WeakMap<GameFunction, (args: GameArgument[]) => void>();

/**
 * Returns `f` with `position` attached, so that `parseGameForm` (`@cgt/partizan/game-form`) keeps
 * a call of it as the ruleset position rather than its value. The value of a call is unchanged.
 *
 * @param f The function, giving the value of a call.
 * @param position Gives the ruleset and position of a call whose arguments `f` accepts.
 * @returns A new function, calling `f`, with `position` attached.
 *
 * @example
 * ```ts
 * import { integer } from "@cgt/partizan/game";
 * import { positionOf, stringFunction, withPosition } from "@cgt/partizan/ruleset-function";
 * import type { Ruleset } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * // A tally of Left's marks: Left removes one.
 * const tallies: Ruleset<number> = {
 *   name: "Tally",
 *   leftOptions: (n) => (n > 0 ? [n - 1] : []),
 *   rightOptions: () => [],
 * };
 * const tally = withPosition(
 *   stringFunction("tally", "||", (text) => integer(text.length)),
 *   ([text]) => ({ ruleset: tallies, position: String(text).length }),
 * );
 * assert.equal(positionOf(tally, ["|||"])?.position, 3);
 * assert.equal(tally(["|||"]), integer(3));
 * ```
 */
export function withPosition(
  f: GameFunction,
  position: (args: GameArgument[]) => RulesetPosition,
): PositionFunction {
  if (typeof f !== "function" || typeof position !== "function") {
    throw new TypeError(
      `Cannot attach a position: expected two functions, received ${typeof f} and ${typeof position}`,
    );
  }
  const g = (args: GameArgument[]): Game => f(args);
  const check = ARGUMENT_CHECKS.get(f);
  if (check !== undefined) ARGUMENT_CHECKS.set(g, check);
  return Object.assign(g, { position });
}

/**
 * Returns the ruleset position of a call `f(args)` when `f` has one attached (by
 * {@link withPosition} or {@link rulesetFunction}), else undefined. When `f` is made from
 * {@link stringFunction} or {@link integerFunction}, its arguments are checked first, as a call
 * of `f` checks them.
 *
 * @param f A function of the notation.
 * @param args The arguments of a call it accepts.
 * @returns The ruleset and position, or undefined.
 * @throws {TypeError} If `f` checks its arguments and does not take `args`.
 *
 * @example
 * ```ts
 * import { integer } from "@cgt/partizan/game";
 * import { positionOf, stringFunction } from "@cgt/partizan/ruleset-function";
 * import assert from "node:assert/strict";
 *
 * const tally = stringFunction("tally", "||", (text) => integer(text.length));
 * assert.equal(positionOf(tally, ["||"]), undefined);
 * ```
 */
export function positionOf(
  f: GameFunction,
  args: GameArgument[],
): RulesetPosition | undefined {
  if (typeof f !== "function") typeFail("find the position of a call", "expected a function", f);
  if (!Array.isArray(args)) {
    typeFail("find the position of a call", "the arguments must be an array", args);
  }
  const position = (f as Partial<PositionFunction>).position;
  if (typeof position !== "function") return undefined;
  ARGUMENT_CHECKS.get(f)?.(args);
  return position(args);
}

const COUNTS = ["no", "one", "two", "three", "four", "five", "six"];

/** Describes the arguments of a call, for an error message. */
function describeArguments(args: readonly GameArgument[]): string {
  if (args.length === 0) return "no arguments";
  return args.map((a) =>
    typeof a === "string"
      ? "a string"
      : typeof a === "bigint"
      ? "an integer"
      : isNamedArgument(a)
      ? `${a.option} => ...`
      : "a game"
  ).join(", ");
}

/** Checks the name, example and function that every notation function is made of. */
function checkFunctionParts(what: string, name: unknown, example: unknown, f: unknown): void {
  checkString(what, "the name", name);
  checkString(what, "the example", example);
  if (typeof f !== "function") typeFail(what, "expected a function", f);
}

/**
 * Returns a {@link GameFunction} taking exactly one string, `name("text")`, whose value is
 * `evaluate(text)`. A call with other arguments throws a `TypeError` naming the function and
 * `example`.
 *
 * @param name The name the notation calls it by (for messages).
 * @param example A valid argument, shown in the message of a bad call.
 * @param evaluate Computes the game from the string.
 * @returns The function, for the `functions` option of `parseGame`.
 *
 * @example
 * ```ts
 * import { integer } from "@cgt/partizan/game";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { stringFunction } from "@cgt/partizan/ruleset-function";
 * import assert from "node:assert/strict";
 *
 * // tally("|||") is the integer 3.
 * const tally = stringFunction("tally", "||", (text) => integer(text.length));
 * assert.equal(formatGame(parseGame('tally("|||") + 1', { functions: { tally } })), "4");
 * assert.throws(() => parseGame("tally(3)", { functions: { tally } }), TypeError);
 * ```
 */
export function stringFunction(
  name: string,
  example: string,
  evaluate: (text: string) => Game,
): GameFunction {
  checkFunctionParts("make notation function", name, example, evaluate);
  const check = (args: GameArgument[]): void => {
    if (args.length !== 1 || typeof args[0] !== "string") {
      throw new TypeError(
        `Cannot evaluate ${name}(): expected one string such as ${name}("${example}"), received ${
          describeArguments(args)
        }`,
      );
    }
  };
  const f = (args: GameArgument[]): Game => {
    check(args);
    return evaluate(args[0] as string);
  };
  ARGUMENT_CHECKS.set(f, check);
  return f;
}

/** Options for {@link rulesetFunction}. */
export interface RulesetFunctionOptions extends SolverOptions {
  /**
   * A valid position string, shown in the message of a bad call.
   *
   * @default {""}
   */
  example?: string;
}

/**
 * Returns a {@link GameFunction} `name("position")` that parses its one string argument with
 * `parse` and returns the position's value under `ruleset`. One {@link Solver} is made on the
 * first call and kept by the function (so calls share its table, bounded by `maxPositions`).
 * The function carries the position of a call too ({@link positionOf}), so that
 * `parseGameForm` keeps `name("position")` as a position of `ruleset`.
 *
 * @param name The name the notation calls it by.
 * @param ruleset The rules.
 * @param parse Reads a position from its string (throwing `SyntaxError` or `RangeError` for a
 *   bad one).
 * @param options An example position for messages, and the solver's limits.
 * @returns The function, for the `functions` option of `parseGame`.
 *
 * @example A small ruleset of your own, used in notation
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { rulesetFunction } from "@cgt/partizan/ruleset-function";
 * import type { Ruleset } from "@cgt/partizan/search";
 * import assert from "node:assert/strict";
 *
 * // A row of L and R tokens; a player removes one of their own tokens and every token to its
 * // right (a Blue-Red Hackenbush string read from the ground).
 * const strings: Ruleset<string> = {
 *   name: "Hackenbush string",
 *   leftOptions: (s) => [...s].flatMap((c, i) => (c === "L" ? [s.slice(0, i)] : [])),
 *   rightOptions: (s) => [...s].flatMap((c, i) => (c === "R" ? [s.slice(0, i)] : [])),
 * };
 * const parse = (text: string): string => {
 *   if (!/^[LR]*$/.test(text)) throw new SyntaxError(`Cannot read row: expected L and R, received "${text}"`);
 *   return text;
 * };
 * const row = rulesetFunction("row", strings, parse, { example: "LLR" });
 * assert.equal(formatGame(parseGame('row("LR") + row("L")', { functions: { row } })), "3/2");
 * ```
 */
export function rulesetFunction<P>(
  name: string,
  ruleset: Ruleset<P>,
  parse: (text: string) => P,
  options: RulesetFunctionOptions = {},
): PositionFunction {
  checkFunctionParts("make ruleset function", name, "", parse);
  checkRuleset("make ruleset function", ruleset);
  checkOptions("make ruleset function", options);
  let solver: Solver<P> | undefined;
  const solverOptions: SolverOptions = { maxPositions: options.maxPositions };
  const f = stringFunction(name, options.example ?? "", (text) => {
    solver ??= new Solver(ruleset, solverOptions);
    return solver.value(parse(text));
  });
  return withPosition(f, (args) => ({
    ruleset: ruleset as Ruleset<unknown>,
    position: parse(String(args[0])),
  }));
}

/**
 * Returns a {@link GameFunction} taking exactly `count` integers, `name(a, b, ...)`, whose value
 * is `evaluate([a, b, ...])` (the integers as bigints). A call with other arguments throws a
 * `TypeError` naming the function and `example`.
 *
 * @param name The name the notation calls it by (for messages).
 * @param example A valid call, shown in the message of a bad call (`"cutcake(8, 3)"`).
 * @param count How many integers the function takes.
 * @param evaluate Computes the game from the integers.
 * @returns The function, for the `functions` option of `parseGame`.
 *
 * @example
 * ```ts
 * import { integer } from "@cgt/partizan/game";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { integerFunction } from "@cgt/partizan/ruleset-function";
 * import assert from "node:assert/strict";
 *
 * const area = integerFunction("area", "area(2, 3)", 2, ([a, b]) => integer(a * b));
 * assert.equal(formatGame(parseGame("area(2, 3)", { functions: { area } })), "6");
 * assert.throws(() => parseGame('area("x")', { functions: { area } }), TypeError);
 * ```
 */
export function integerFunction(
  name: string,
  example: string,
  count: number,
  evaluate: (args: bigint[]) => Game,
): GameFunction {
  checkFunctionParts("make notation function", name, example, evaluate);
  checkSafeInteger("make notation function", "the argument count", count, 0, 16);
  const check = (args: GameArgument[]): void => {
    if (args.length !== count || !args.every((a) => typeof a === "bigint")) {
      throw new TypeError(
        `Cannot evaluate ${name}(): expected ${COUNTS[count] ?? count} integer${
          count === 1 ? "" : "s"
        } such as ${example}, received ${describeArguments(args)}`,
      );
    }
  };
  const f = (args: GameArgument[]): Game => {
    check(args);
    return evaluate(args as bigint[]);
  };
  ARGUMENT_CHECKS.set(f, check);
  return f;
}
