/**
 * CGSuite's names for the catalogue's rulesets (`Domineering("..|..")`, `Kayles(5)`), read as the
 * cgt calls they stand for, with CGSuite's forms of a call (`Wythoff((10, 11))`,
 * `TakeAndBreak("0.07")(5)`, `Subtraction([2, 3, 7])(10)`, `game.grid.Domineering("..|..")`,
 * `Domineering.ImpartialVariant("...")`) (private to the package: the catalogue gives each entry
 * its names, the notation's function tables bind them).
 *
 * @module
 */

import type {
  CgsuiteLiteral,
  GameArgument,
  GameFunction,
  NamedValue,
} from "@cgt/partizan/notation";
import {
  formatNamedValue,
  isCgsuiteLiteral,
  isNamedArgument,
  withCgsuiteForms,
} from "@cgt/partizan/notation";
import type { LoopyGameArgument, LoopyGameFunction } from "@cgt/partizan/loopy-notation";
import { positionOf, withPosition } from "@cgt/partizan/ruleset-function";
import type { LoopyPositionCall } from "./_loopy_position_call.ts";

/**
 * An argument of a call, in the short or the loopy notation, or a CGSuite literal (a tuple
 * `(8, 3)`, a list `[2, 3, 7]`, a set), which the notation passes to CGSuite's names only.
 */
export type CallArgument = GameArgument | LoopyGameArgument | CgsuiteLiteral;

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
   * arguments are the rules, and CGSuite's call so written. The notation reads CGSuite's call
   * as the cgt call with the position after the rules (`TakeAndBreak("0.07", 5)`, named
   * arguments last); the alias also takes the position among the arguments, as the cgt call
   * does. A call with no more positional arguments than the rules (the ruleset without a
   * position) is refused with a SyntaxError that says what to type.
   */
  readonly rules?: {
    readonly count: number;
    readonly cgsuite: string;
    /**
     * The alias's arguments for CGSuite's rules and position, where they are not the rules'
     * positional arguments, the position's, then the rules' named ones (`GenCol([Left],
     * [Right])("L-.")` names its lists). Absent: that order, with exactly `count` rules.
     */
    readonly applied?: (
      rules: readonly CallArgument[],
      position: readonly CallArgument[],
    ) => CallArgument[];
  };
  /**
   * CGSuite's package that holds the name (`"game.grid"`), read in `game.grid.Domineering(...)`.
   * Absent: the package of the entry's kind (grids `game.grid`, strips and coins `game.strip`,
   * graphs `game.graph`, heaps and cakes `game.heap`), as CGSuite's library has them.
   */
  readonly library?: string;
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

/**
 * CGSuite's coordinate positions `(m, n)` as two arguments: each tuple of two integers is
 * spread (`Cutcake((8, 3))` is `cutcake(8, 3)`, `TakeAway(2)((10, 3))` is `takeAway(2, 10, 3)`).
 */
export function pairsSpread(args: readonly CallArgument[]): CallArgument[] {
  return args.flatMap((a) =>
    isCgsuiteLiteral(a) && "tuple" in a && a.tuple.length === 2 &&
      a.tuple.every((x) => typeof x === "bigint")
      ? a.tuple as bigint[]
      : [a]
  );
}

/** The most numbers of a CGSuite subtraction set the aliases read (cgt's sets take 1 to 1000). */
export const MAX_SET_SIZE = 1000;

/** The integers of a list or set literal of integers, or undefined. */
function integersOf(a: CallArgument): bigint[] | undefined {
  if (!isCgsuiteLiteral(a) || "tuple" in a) return undefined;
  const items: readonly NamedValue[] = "list" in a ? a.list : a.set;
  if (items.length > MAX_SET_SIZE || !items.every((x) => typeof x === "bigint")) return undefined;
  return items as bigint[];
}

/**
 * CGSuite's subtraction sets written as lists or sets of integers, `[1, 3]` or `{1, 3}`, as
 * cgt's set strings `"1,3"` (`Splittles([1, 3])(10)` is `splittles("1,3", 10)`).
 */
export function setsAsStrings(args: readonly CallArgument[]): CallArgument[] {
  return args.map((a) => integersOf(a)?.join(",") ?? a);
}

/** The largest number of a subtraction set {@link subtractionCode} writes as a code. */
export const MAX_SUBTRACTION = 1000;

/**
 * CGSuite's `Subtraction(set)`, `TakeAndBreak.FromSubtractionSet(set, "3")`, as the
 * take-and-break code it is: digit k is 3 (take k tokens, leaving one heap or none) for k in
 * the set and 0 otherwise (`[2, 3, 7]` is `"0.0330003"`, as CGSuite's GameHeapTest gives); with
 * CGSuite's `allbut => true` the set is every positive number but those, the digits swapped and
 * 3 repeated after them (`Subtraction([2, 3, 7], allbut => true)` is `"0.3003330[3]"`, as
 * GameHeapTest gives). The first argument is the set; a set that is not of integers from 1 to
 * {@link MAX_SUBTRACTION}, or an `allbut` that is not `true` or `false`, is refused.
 */
export function subtractionCode(args: readonly CallArgument[]): CallArgument[] {
  const allbutArguments = args.filter((a) => isNamedArgument(a) && a.option === "allbut");
  const allbut = allbutArguments.length > 0 && isNamedArgument(allbutArguments[0]) &&
    allbutArguments[0].value === true;
  for (const a of allbutArguments) {
    if (!isNamedArgument(a) || typeof a.value !== "boolean" || allbutArguments.length > 1) {
      throw new TypeError(
        `Cannot evaluate Subtraction(): allbut must be given once, as true or false, received ${
          writeArguments(allbutArguments)
        }`,
      );
    }
  }
  const [set, ...rest] = args.filter((a) => !allbutArguments.includes(a));
  const numbers = set === undefined ? undefined : integersOf(set);
  if (numbers === undefined || numbers.length === 0) {
    throw new TypeError(
      `Cannot evaluate Subtraction(): expected a list of integers such as Subtraction([2, 3, 7])(10), received ${
        writeArguments(args)
      }`,
    );
  }
  const bad = numbers.find((n) => n < 1n || n > BigInt(MAX_SUBTRACTION));
  if (bad !== undefined) {
    throw new RangeError(
      `Cannot evaluate Subtraction(): each number of the set must be from 1 to ${MAX_SUBTRACTION}, received ${bad}`,
    );
  }
  const digits = Array.from(
    { length: Number(numbers.reduce((a, b) => a > b ? a : b)) },
    () => allbut ? "3" : "0",
  );
  for (const n of numbers) digits[Number(n) - 1] = allbut ? "0" : "3";
  return [`0.${digits.join("")}${allbut ? "[3]" : ""}`, ...rest];
}

/** The most rows of a Fox and Geese board {@link foxAndGeeseBoard} writes from coordinates. */
export const MAX_FOX_AND_GEESE_ROWS = 64;

/** The width of CGSuite's Fox and Geese board (GenFoxAndGeese's default boardWidth). */
const FOX_AND_GEESE_WIDTH = 8;

/** The widest Fox and Geese board {@link foxAndGeeseBoard} writes from coordinates. */
export const MAX_FOX_AND_GEESE_WIDTH = 64;

/** The board width a call names with `boardWidth => w` (CGSuite's GenFoxAndGeese), or 8. */
function boardWidthOf(args: readonly CallArgument[]): number {
  const named = args.find((a) => isNamedArgument(a) && a.option === "boardWidth");
  if (named === undefined || !isNamedArgument(named)) return FOX_AND_GEESE_WIDTH;
  const w = named.value;
  if (typeof w !== "bigint" || w < 1n || w > BigInt(MAX_FOX_AND_GEESE_WIDTH)) {
    throw new RangeError(
      `Cannot evaluate GenFoxAndGeese(): boardWidth must be an integer from 1 to ${MAX_FOX_AND_GEESE_WIDTH}, received ${
        typeof w === "bigint" ? String(w) : shortened(formatNamedValue(w))
      }`,
    );
  }
  return Number(w);
}

/** A coordinate pair `(row, col)` of integers, or undefined. */
function coordinatesOf(v: NamedValue): [number, number] | undefined {
  if (typeof v !== "object" || v === null || !("tuple" in v) || v.tuple.length !== 2) {
    return undefined;
  }
  const [row, col] = v.tuple;
  if (typeof row !== "bigint" || typeof col !== "bigint") return undefined;
  return [Number(row), Number(col)];
}

/**
 * CGSuite's Fox and Geese position, `FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1))` (a set or list
 * of the geese's coordinates, then the fox's; row 1 at the bottom, column 1 at the left, on
 * GenFoxAndGeese's board 8 wide, or `boardWidth => w` wide, whose squares in use have row + col
 * even), as cgt's board: rows
 * from the top (the highest row of a goose or the fox) down to row 1, `x` a goose, `o` the fox.
 * Other arguments are passed on; a call whose first argument is not a set or list is returned
 * as it is (cgt's board). A coordinate off the board is refused with CGSuite's condition.
 */
export function foxAndGeeseBoard(args: readonly CallArgument[]): CallArgument[] {
  const [geese, fox, ...rest] = args;
  if (!isCgsuiteLiteral(geese) || "tuple" in geese) return [...args];
  const width = boardWidthOf(rest);
  const items: readonly NamedValue[] = "list" in geese ? geese.list : geese.set;
  const foxAt = fox === undefined || !isCgsuiteLiteral(fox)
    ? undefined
    : coordinatesOf(fox as NamedValue);
  const geeseAt = items.map(coordinatesOf);
  const valid = (c: [number, number] | undefined): c is [number, number] =>
    c !== undefined && c[0] >= 1 && c[0] <= MAX_FOX_AND_GEESE_ROWS && c[1] >= 1 &&
    c[1] <= width && (c[0] + c[1]) % 2 === 0;
  if (!geeseAt.every(valid)) {
    throw new RangeError(
      `Cannot evaluate FoxAndGeese(): every goose must be a pair (row, col) with 1 <= col <= ${width}, 1 <= row <= ${MAX_FOX_AND_GEESE_ROWS} and row + col even, received ${
        shortened(formatNamedValue(geese as NamedValue))
      }`,
    );
  }
  if (!valid(foxAt)) {
    throw new RangeError(
      `Cannot evaluate FoxAndGeese(): the fox must be a pair (row, col) with 1 <= col <= ${width}, 1 <= row <= ${MAX_FOX_AND_GEESE_ROWS} and row + col even, received ${
        fox === undefined ? "none" : writeArguments([fox])
      }`,
    );
  }
  const rows = Math.max(foxAt[0], ...geeseAt.map((c) => c[0]));
  const board = Array.from(
    { length: rows },
    () => Array.from({ length: width }, () => "."),
  );
  for (const [row, col] of geeseAt) board[rows - row][col - 1] = "x";
  if (board[rows - foxAt[0]][foxAt[1] - 1] === "x") {
    throw new RangeError(
      `Cannot evaluate FoxAndGeese(): the fox stands on a goose, received (${foxAt[0]}, ${
        foxAt[1]
      })`,
    );
  }
  board[rows - foxAt[0]][foxAt[1] - 1] = "o";
  return [board.map((r) => r.join("")).join("|"), ...rest];
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
      : isCgsuiteLiteral(a)
      ? shortened(formatNamedValue(a as NamedValue))
      : "..."
  ).join(", ");
}

/** At most 40 characters of `text`, for a message. */
function shortened(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}

/** The positional arguments of a call (not `option => value`). */
function positional(args: readonly CallArgument[]): CallArgument[] {
  return args.filter((a) => !isNamedArgument(a));
}

/** The cgt arguments of a call of `alias`, refusing CGSuite's ruleset without its position. */
function cgtArguments(alias: CgsuiteName, args: CallArgument[]): CallArgument[] {
  const rules = alias.rules;
  if (rules !== undefined && positional(args).length <= rules.count) {
    const call = `${alias.name}(${writeArguments(args)})`;
    throw new SyntaxError(
      `Cannot read ${call}: CGSuite's ${call} is a ruleset, which needs a position: write it after, as ${rules.cgsuite}, or among the arguments, as ${
        alias.example[0]
      } or ${alias.example[1]}, received ${call}`,
    );
  }
  const mapped = alias.args === undefined ? args : alias.args(args);
  const literal = mapped.find(isCgsuiteLiteral);
  if (literal !== undefined) {
    const call = `${alias.name}(${writeArguments(args)})`;
    throw new SyntaxError(
      `Cannot read ${call}: ${alias.name} takes no ${
        "tuple" in literal ? "tuple" : "list" in literal ? "list" : "set"
      } there, as ${alias.example[0]} shows, received ${
        shortened(formatNamedValue(literal as NamedValue))
      }`,
    );
  }
  return mapped;
}

/**
 * The arguments of `alias` for CGSuite's call `alias(rules)(position)`: as the rules say, or the
 * rules' positional arguments (exactly `count` of them), the position's, then the named ones.
 */
function appliedArguments(
  alias: CgsuiteName,
  rules: readonly CallArgument[],
  position: readonly CallArgument[],
): CallArgument[] {
  const spec = alias.rules!;
  if (spec.applied !== undefined) return spec.applied(rules, position);
  const given = positional(rules);
  if (given.length !== spec.count) {
    const call = `${alias.name}(${writeArguments(rules)})`;
    throw new SyntaxError(
      `Cannot read ${call}(...): CGSuite's ruleset ${alias.name} takes ${spec.count} ${
        spec.count === 1 ? "rule" : "rules"
      } before its position, as ${spec.cgsuite}, received ${given.length}`,
    );
  }
  return [...given, ...position, ...rules.filter(isNamedArgument)];
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

/** The package of CGSuite's library that holds the names of an entry of `kind`. */
const LIBRARIES: Readonly<Record<string, string>> = {
  grid: "game.grid",
  strip: "game.strip",
  coins: "game.strip",
  graph: "game.graph",
  heap: "game.heap",
  cake: "game.heap",
};

/** CGSuite's package of `alias`, whose entry is of `kind` (undefined when it has none). */
export function libraryOf(alias: CgsuiteName, kind: string): string | undefined {
  return alias.library ?? (Object.hasOwn(LIBRARIES, kind) ? LIBRARIES[kind] : undefined);
}

/** What the catalogue says of an entry, for its aliases' functions. */
export interface AliasContext {
  /** The cgt name of the entry. */
  readonly cgt: string;
  /** The entry's kind, whose package of CGSuite's library holds the alias. */
  readonly kind: string;
  /**
   * CGSuite's variants of the ruleset by their member names (`ImpartialVariant`): each called
   * with the entry's name and the alias's arguments. Absent: none.
   */
  readonly variants?: Readonly<Record<string, GameFunction>>;
}

/**
 * The notation function of CGSuite's `alias` for the catalogue's short-game function `f` of
 * the entry `context` describes: the value of the cgt call, and its position for game forms
 * when `f` gives one; with CGSuite's forms (`withCgsuiteForms` of `@cgt/partizan/notation`):
 * its package, literal arguments, the ruleset applied to a position when `alias.rules` says so,
 * and the variants as members.
 */
export function aliasFunction(
  alias: CgsuiteName,
  context: AliasContext,
  f: GameFunction,
): GameFunction {
  const { cgt } = context;
  const read = (args: CallArgument[]) => cgtArguments(alias, args) as GameArgument[];
  const value: GameFunction = (args) => {
    const mapped = read(args);
    try {
      return f(mapped);
    } catch (error) {
      throw renamed(error, cgt, alias.name);
    }
  };
  const called = typeof (f as { position?: unknown }).position !== "function"
    ? value
    : withPosition(value, (args) => {
      const mapped = read(args);
      try {
        return positionOf(f, mapped)!;
      } catch (error) {
        throw renamed(error, cgt, alias.name);
      }
    });
  // Each variant member gives its position too, as the catalogue's variant function does.
  const members = context.variants === undefined ? undefined : Object.fromEntries(
    Object.entries(context.variants).map(([member, variant]) => {
      const of = (args: GameArgument[]) => [cgt, ...read(args)] as GameArgument[];
      const memberValue: GameFunction = (args) => variant(of(args));
      return [
        member,
        withCgsuiteForms(
          typeof (variant as { position?: unknown }).position !== "function"
            ? memberValue
            : withPosition(memberValue, (args) => positionOf(variant, of(args))!),
          { literals: true },
        ) as GameFunction,
      ];
    }),
  );
  return withCgsuiteForms(called, {
    literals: true,
    ...(libraryOf(alias, context.kind) === undefined
      ? {}
      : { library: libraryOf(alias, context.kind) }),
    ...(alias.rules === undefined ? {} : {
      // The ruleset applied to a position gives the position too, for game forms.
      apply: (rules: GameArgument[]) => {
        const of = (position: GameArgument[]) =>
          appliedArguments(alias, rules, position) as GameArgument[];
        const applied: GameFunction = (position) => called(of(position));
        return typeof (called as { position?: unknown }).position !== "function"
          ? applied
          : withPosition(applied, (position) => positionOf(called, of(position))!);
      },
    }),
    ...(members === undefined ? {} : { members }),
  });
}

/** The loopy notation function of CGSuite's `alias` for the catalogue's loopy function `f`. */
export function aliasLoopyFunction(
  alias: CgsuiteName,
  context: AliasContext,
  f: LoopyGameFunction,
): LoopyGameFunction {
  const value: LoopyGameFunction = (args) => {
    const mapped = cgtArguments(alias, args) as LoopyGameArgument[];
    try {
      return f(mapped);
    } catch (error) {
      throw renamed(error, context.cgt, alias.name);
    }
  };
  const library = libraryOf(alias, context.kind);
  return withCgsuiteForms(value, {
    literals: true,
    ...(library === undefined ? {} : { library }),
    ...(alias.rules === undefined ? {} : {
      apply: (rules: LoopyGameArgument[]) => (position: LoopyGameArgument[]) =>
        value(appliedArguments(alias, rules, position) as LoopyGameArgument[]),
    }),
  });
}

/** The position reader of CGSuite's `alias` for a loopy entry's `loopyPosition`. */
export function aliasLoopyPosition(
  alias: CgsuiteName,
  f: (args: LoopyGameArgument[]) => LoopyPositionCall,
): (args: LoopyGameArgument[]) => LoopyPositionCall {
  return (args) => f(cgtArguments(alias, args) as LoopyGameArgument[]);
}
