/**
 * The notation of the ruleset schemas (private): CGSuite's `GenToadsAndFrogs`, `GenClobber`,
 * `GenCol` and `GenMem`, called with a position and their parameters by CGSuite's names
 * (`genToadsAndFrogs("tt..ff", maxJump => 2)`), and the positions of their calls for explicit
 * game forms. The catalogue (`catalog.ts`) names them.
 *
 * @module
 */

import type { Game } from "@cgt/partizan/game";
import {
  formatNamedValue,
  type GameArgument,
  isNamedArgument,
  type NamedValue,
} from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import type { RulesetPosition } from "@cgt/partizan/ruleset-function";
import {
  genToadsAndFrogs,
  type GenToadsAndFrogsOptions,
  genToadsAndFrogsRuleset,
} from "./strip/gen_toads_and_frogs.ts";
import { parseToadsAndFrogs } from "./strip/toads_and_frogs.ts";

/** A call's arguments: the positional ones in order, and the named ones by name. */
export interface SplitArguments {
  /** The arguments without a name. */
  readonly positional: readonly GameArgument[];
  /** The named arguments' values. */
  readonly named: ReadonlyMap<string, NamedValue>;
}

/** Describes the arguments of a call, for an error message. */
export function describeCall(args: readonly GameArgument[]): string {
  if (args.length === 0) return "no arguments";
  return args.map((a) =>
    typeof a === "string"
      ? "a string"
      : typeof a === "bigint"
      ? "an integer"
      : isNamedArgument(a)
      ? `${a.option} => ${formatNamedValue(a.value)}`
      : "a game"
  ).join(", ");
}

/**
 * Splits the arguments of `fn(...)` into positional and named ones; every name must be one of
 * `names` (CGSuite's parameter names, case as written), given once.
 */
export function splitArguments(
  fn: string,
  args: readonly GameArgument[],
  names: readonly string[],
): SplitArguments {
  const positional: GameArgument[] = [];
  const named = new Map<string, NamedValue>();
  for (const a of args) {
    if (!isNamedArgument(a)) {
      positional.push(a);
      continue;
    }
    if (!names.includes(a.option)) {
      throw new SyntaxError(
        `Cannot evaluate ${fn}(): unknown parameter "${a.option}", expected one of ${
          names.join(", ")
        }, received ${a.option} => ${formatNamedValue(a.value)}`,
      );
    }
    if (named.has(a.option)) {
      throw new SyntaxError(
        `Cannot evaluate ${fn}(): the parameter ${a.option} is given twice, received ${
          describeCall(args)
        }`,
      );
    }
    named.set(a.option, a.value);
  }
  return { positional, named };
}

/** The integer value of a named parameter (a bigint), or a SyntaxError. */
export function integerParameter(fn: string, name: string, value: NamedValue): bigint {
  if (typeof value !== "bigint") {
    throw new SyntaxError(
      `Cannot evaluate ${fn}(): ${name} must be an integer, received ${formatNamedValue(value)}`,
    );
  }
  return value;
}

/** The boolean value of a named parameter, or a SyntaxError. */
export function booleanParameter(fn: string, name: string, value: NamedValue): boolean {
  if (typeof value !== "boolean") {
    throw new SyntaxError(
      `Cannot evaluate ${fn}(): ${name} must be true or false, received ${formatNamedValue(value)}`,
    );
  }
  return value;
}

// genToadsAndFrogs("row", minSlide => ..., maxSlide => ..., maxJump => ..., allowFriendlyJump => ...)

/** CGSuite's parameter names of `GenToadsAndFrogs`. */
const TOADS_PARAMETERS = ["minSlide", "maxSlide", "maxJump", "allowFriendlyJump"] as const;

/** The row and options of a `genToadsAndFrogs(...)` call, checked. */
function toadsCall(args: readonly GameArgument[]): [string, GenToadsAndFrogsOptions] {
  const fn = "genToadsAndFrogs";
  const { positional, named } = splitArguments(fn, args, TOADS_PARAMETERS);
  if (positional.length !== 1 || typeof positional[0] !== "string") {
    throw new TypeError(
      `Cannot evaluate ${fn}(): expected a row and named parameters such as ${fn}("tt..ff", maxJump => 2, maxSlide => 2, allowFriendlyJump => true), received ${
        describeCall(args)
      }`,
    );
  }
  const options: {
    minSlide?: bigint;
    maxSlide?: bigint;
    maxJump?: bigint;
    allowFriendlyJump?: boolean;
  } = {};
  for (const [name, value] of named) {
    if (name === "allowFriendlyJump") options.allowFriendlyJump = booleanParameter(fn, name, value);
    else options[name as "minSlide" | "maxSlide" | "maxJump"] = integerParameter(fn, name, value);
  }
  return [positional[0], options];
}

/** `genToadsAndFrogs("row", name => value, ...)`: CGSuite's `GenToadsAndFrogs(...)("row")`. */
export function genToadsAndFrogsFunction(args: GameArgument[]): Game {
  const [row, options] = toadsCall(args);
  return genToadsAndFrogs(row, options);
}

/** The position of a `genToadsAndFrogs(...)` call. */
export function genToadsAndFrogsPosition(args: GameArgument[]): RulesetPosition {
  const [row, options] = toadsCall(args);
  return {
    ruleset: genToadsAndFrogsRuleset(options) as Ruleset<unknown>,
    position: parseToadsAndFrogs(row),
  };
}
