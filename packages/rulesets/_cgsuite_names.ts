/**
 * CGSuite's names for the catalogue's rulesets (`Domineering("..|..")`, `Kayles(5)`), read as the
 * cgt calls they stand for (private to the package: the catalogue gives each entry its names,
 * the notation's function tables bind them).
 *
 * @module
 */

import type { GameArgument, GameFunction } from "@cgt/partizan/notation";
import { isNamedArgument } from "@cgt/partizan/notation";
import type { LoopyGameArgument, LoopyGameFunction } from "@cgt/partizan/loopy-notation";
import { positionOf, withPosition } from "@cgt/partizan/ruleset-function";
import type { LoopyPositionCall } from "./_loopy_position_call.ts";

/** An argument of a call, in the short or the loopy notation. */
export type CallArgument = GameArgument | LoopyGameArgument;

/**
 * A name CGSuite's ruleset library gives a ruleset of the catalogue, and how a call of it reads
 * as the cgt call. The notation binds the name beside the cgt one; what it reads is printed with
 * cgt's names.
 */
export interface CgsuiteName {
  /** CGSuite's name, as its library (`game.grid`, `game.strip`, `game.graph`, `game.heap`) spells it. */
  readonly name: string;
  /**
   * A call as a CGSuite user types it, and the cgt call it reads as (the same value): the first
   * is CGSuite input, except where {@link CgsuiteName.differs} says CGSuite's form is not read or
   * {@link CgsuiteName.rules} gives CGSuite's form (the ruleset applied to the position).
   */
  readonly example: readonly [cgsuite: string, cgt: string];
  /**
   * How CGSuite's call differs from the cgt call, in one line (absent when CGSuite takes the cgt
   * call's arguments as they are).
   */
  readonly differs?: string;
  /**
   * The arguments of the cgt call for those of the alias (CGSuite lower-cases a board; a code
   * fixed by the name, as `Kayles` is `TakeAndBreak("0.77")`). Absent: the same arguments.
   */
  readonly args?: (args: readonly CallArgument[]) => CallArgument[];
  /**
   * For a ruleset that CGSuite builds from its rules and then applies to a position
   * (`TakeAndBreak("0.07")(5)`, `GenClobber(directions => ...)("xo")`): how many positional
   * arguments are the rules, and CGSuite's call so written. The alias takes the position among
   * the arguments, as the cgt call does (`TakeAndBreak("0.07", 5)`); a call with no more
   * positional arguments than the rules (the ruleset without a position, as CGSuite's call
   * starts) is refused with a SyntaxError that says what to type: the notation does not apply a
   * call's result to arguments.
   */
  readonly rules?: { readonly count: number; readonly cgsuite: string };
}

/** CGSuite lower-cases the string of a grid or strip position: the same call, strings lower-cased. */
export function lowerCased(args: readonly CallArgument[]): CallArgument[] {
  return args.map((a) => typeof a === "string" ? a.toLowerCase() : a);
}

/** The arguments with `fixed` first: `Kayles(5)` is `takeAndBreak("0.77", 5)`. */
export function withFirst(
  ...fixed: CallArgument[]
): (args: readonly CallArgument[]) => CallArgument[] {
  return (args) => [...fixed, ...args];
}

/** Writes the arguments of a call back, for a message: strings quoted, integers, `...` else. */
function writeArguments(args: readonly CallArgument[]): string {
  return args.map((a) =>
    typeof a === "string"
      ? JSON.stringify(a.length > 40 ? `${a.slice(0, 40)}...` : a)
      : typeof a === "bigint"
      ? String(a)
      : isNamedArgument(a)
      ? `${a.option} => ...`
      : "..."
  ).join(", ");
}

/** The cgt arguments of a call of `alias`, refusing CGSuite's ruleset without its position. */
function cgtArguments(alias: CgsuiteName, args: CallArgument[]): CallArgument[] {
  const rules = alias.rules;
  if (rules !== undefined && args.filter((a) => !isNamedArgument(a)).length <= rules.count) {
    const call = `${alias.name}(${writeArguments(args)})`;
    throw new SyntaxError(
      `Cannot read ${call}: cgt writes a ruleset applied to a position, CGSuite's ${rules.cgsuite}, with the position among the arguments, as ${
        alias.example[1]
      } or ${alias.example[0]}, received ${call}`,
    );
  }
  return alias.args === undefined ? args : alias.args(args);
}

/** The error of a cgt call, its function named as the alias's (`Kayles() (cgt's takeAndBreak())`). */
function renamed(error: unknown, cgt: string, alias: string): unknown {
  if (!(error instanceof Error)) return error;
  const kinds = [TypeError, RangeError, SyntaxError] as const;
  const kind = kinds.find((k) => error.constructor === k);
  if (kind === undefined) return error;
  const prefix = `Cannot evaluate ${cgt}()`;
  if (!error.message.startsWith(prefix)) return error;
  return new kind(
    `Cannot evaluate ${alias}() (cgt's ${cgt}())${error.message.slice(prefix.length)}`,
  );
}

/**
 * The notation function of CGSuite's `alias` for the catalogue's short-game function `f` named
 * `cgt`: the value of the cgt call, and its position for game forms when `f` gives one.
 */
export function aliasFunction(
  alias: CgsuiteName,
  cgt: string,
  f: GameFunction,
): GameFunction {
  const read = (args: GameArgument[]) => cgtArguments(alias, args) as GameArgument[];
  const value: GameFunction = (args) => {
    const mapped = read(args);
    try {
      return f(mapped);
    } catch (error) {
      throw renamed(error, cgt, alias.name);
    }
  };
  if (typeof (f as { position?: unknown }).position !== "function") return value;
  return withPosition(value, (args) => {
    const mapped = read(args);
    try {
      return positionOf(f, mapped)!;
    } catch (error) {
      throw renamed(error, cgt, alias.name);
    }
  });
}

/** The loopy notation function of CGSuite's `alias` for the catalogue's loopy function `f`. */
export function aliasLoopyFunction(
  alias: CgsuiteName,
  cgt: string,
  f: LoopyGameFunction,
): LoopyGameFunction {
  return (args) => {
    const mapped = cgtArguments(alias, args) as LoopyGameArgument[];
    try {
      return f(mapped);
    } catch (error) {
      throw renamed(error, cgt, alias.name);
    }
  };
}

/** The position reader of CGSuite's `alias` for a loopy entry's `loopyPosition`. */
export function aliasLoopyPosition(
  alias: CgsuiteName,
  f: (args: LoopyGameArgument[]) => LoopyPositionCall,
): (args: LoopyGameArgument[]) => LoopyPositionCall {
  return (args) => f(cgtArguments(alias, args) as LoopyGameArgument[]);
}
