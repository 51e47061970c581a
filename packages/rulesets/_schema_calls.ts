/**
 * The notation of the ruleset schemas (private): CGSuite's `GenToadsAndFrogs`, `GenClobber`,
 * `GenCol` and `GenMem`, called with a position and their parameters by CGSuite's names
 * (`genToadsAndFrogs("tt..ff", maxJump => 2)`), and the positions of their calls for explicit
 * game forms. The catalogue (`catalog.ts`) names them.
 *
 * @module
 */

import { registerCache } from "@cgt/core/caches";
import { type Game, nimber } from "@cgt/partizan/game";
import {
  formatNamedValue,
  type GameArgument,
  isNamedArgument,
  type NamedValue,
} from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import type { RulesetPosition } from "@cgt/partizan/ruleset-function";
import type { LoopyGameArgument } from "@cgt/partizan/loopy-notation";
import {
  genToadsAndFrogs,
  type GenToadsAndFrogsOptions,
  genToadsAndFrogsRuleset,
} from "./strip/gen_toads_and_frogs.ts";
import {
  MAX_TOADS_AND_FROGS_JUMP,
  parseToadsAndFrogs,
  toadsAndFrogsRuleset,
} from "./strip/toads_and_frogs.ts";
import { rememberToads } from "./_notation_calls.ts";
import {
  type DirectionsName,
  genClobber,
  type GenClobberOptions,
  genClobberRules,
  type Step,
} from "./grid/gen_clobber.ts";
import {
  formatGenCol,
  genCol,
  type GenColOptions,
  type GenColPosition,
  genColRuleset,
  type GenColTint,
  parseGenCol,
} from "./graph/gen_col.ts";
import {
  type GenMemPosition,
  type GenMemRule,
  genMemRuleset,
  MAX_GEN_MEM_HEAP,
  MAX_GEN_MEM_MEMORY,
} from "./heap/gen_mem.ts";
import type { ImpartialRuleset } from "./variant/impartial_ruleset.ts";
import { typeFail } from "./_check.ts";
import {
  formatFoxAndGeesePosition,
  foxAndGeese,
  foxAndGeesePosition,
  foxAndGeeseRuleset,
  type LoopyGame,
} from "./grid/fox_and_geese.ts";
import type { LoopyPositionCall } from "./_loopy_position_call.ts";
import { callName, callText, rememberCall } from "./_call_printers.ts";

/**
 * The notation of a position of a ruleset that a call of the notation with parameters made:
 * the call with the position and the same parameters. The schemas keep their named parameters
 * (`genToadsAndFrogs(".tt.f", maxSlide => 2)`, `genClobber`, `genCol`, `genMem`), Toads and Frogs
 * its jump (`toads("T.T.FF", 2)`), the heap and coin games their code or sets
 * (`takeAndBreak("0.77", 2, 5)`, `turning("1-3", "THTTH")`, `mem(4, 3)`; `0` for no heap left),
 * the variants their ruleset (`dicoticVariant("domineering", "..|..")`). Reading the text back
 * gives the same position, so the same value. Undefined for any other ruleset (the catalogue's
 * entries with one fixed ruleset print their positions with their `format`).
 *
 * @param ruleset The ruleset of a position, as an explicit game form of a call holds it.
 * @param position A position of that ruleset.
 * @returns The call that writes it, or undefined.
 * @throws {TypeError} If `ruleset` is not an object.
 *
 * @example The options of a call, written as calls
 * ```ts
 * import { schemaPositionText } from "@cgt/rulesets/catalog";
 * import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
 * import { positionOf } from "@cgt/partizan/ruleset-function";
 * import { parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const call = 'genToadsAndFrogs("t..f", maxSlide => 2)';
 * const f = RULESET_FUNCTIONS.genToadsAndFrogs;
 * let args: unknown[] = [];
 * parseGame(call, { functions: { genToadsAndFrogs: (a) => (args = a, f(a)) } });
 * const at = positionOf(f, args as never)!;
 * const moves = [...at.ruleset.leftOptions(at.position)];
 * assert.deepEqual(moves.map((p) => schemaPositionText(at.ruleset, p)), [
 *   'genToadsAndFrogs(".t.f", maxSlide => 2)',
 *   'genToadsAndFrogs("..tf", maxSlide => 2)',
 * ]);
 * ```
 */
export function schemaPositionText(ruleset: object, position: unknown): string | undefined {
  if (ruleset === null || (typeof ruleset !== "object" && typeof ruleset !== "function")) {
    typeFail("write schema position", "the ruleset must be an object", ruleset);
  }
  return callText(ruleset, position);
}

/**
 * The notation name of the call that made `ruleset`, when {@link schemaPositionText} writes its
 * positions (`"toads"` for `toads("TT..FF", 2)`'s), else undefined: its catalogue entry says
 * what kind of board the positions are on.
 *
 * @param ruleset The ruleset of a position, as an explicit game form of a call holds it.
 * @returns The name of the call, or undefined.
 * @throws {TypeError} If `ruleset` is not an object.
 *
 * @example
 * ```ts
 * import { schemaPositionName } from "@cgt/rulesets/catalog";
 * import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
 * import { positionOf } from "@cgt/partizan/ruleset-function";
 * import assert from "node:assert/strict";
 *
 * const at = positionOf(RULESET_FUNCTIONS.toads, ["TT..FF", 2n])!;
 * assert.equal(schemaPositionName(at.ruleset), "toads");
 * assert.equal(schemaPositionName({}), undefined);
 * ```
 */
export function schemaPositionName(ruleset: object): string | undefined {
  if (ruleset === null || (typeof ruleset !== "object" && typeof ruleset !== "function")) {
    typeFail("name schema position", "the ruleset must be an object", ruleset);
  }
  return callName(ruleset);
}

/** The named arguments of a call, written back (`, maxJump => 2, ...`), or "". */
function namedText(args: readonly (GameArgument | LoopyGameArgument)[]): string {
  return args.filter(isNamedArgument).map((a) => `, ${a.option} => ${formatNamedValue(a.value)}`)
    .join("");
}

/** Registers how `ruleset`'s positions print: `fn(<position>, <the call's named arguments>)`. */
function remember(
  ruleset: object,
  fn: string,
  args: readonly GameArgument[],
  text: (position: unknown) => string,
): void {
  const named = namedText(args);
  rememberCall(ruleset, fn, (p) => `${fn}(${text(p)}${named})`);
}

/** A call's arguments: the positional ones in order, and the named ones by name. */
export interface SplitArguments<A> {
  /** The arguments without a name. */
  readonly positional: readonly A[];
  /** The named arguments' values. */
  readonly named: ReadonlyMap<string, NamedValue>;
}

/** Describes the arguments of a call, for an error message. */
export function describeCall(args: readonly (GameArgument | LoopyGameArgument)[]): string {
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
export function splitArguments<A extends GameArgument | LoopyGameArgument>(
  fn: string,
  args: readonly A[],
  names: readonly string[],
): SplitArguments<A> {
  const positional: A[] = [];
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
  const ruleset = genToadsAndFrogsRuleset(options);
  const jump = Number(options.maxJump ?? 1n);
  if (jump >= 0 && jump <= MAX_TOADS_AND_FROGS_JUMP && ruleset === toadsAndFrogsRuleset(jump)) {
    // CGSuite's default slides: Toads and Frogs with a jump, written as toads() writes it.
    rememberToads(ruleset, jump);
  } else {
    remember(ruleset, "genToadsAndFrogs", args, (p) => JSON.stringify(String(p).toLowerCase()));
  }
  return { ruleset: ruleset as Ruleset<unknown>, position: parseToadsAndFrogs(row) };
}

// genClobber("board", directions => ..., clobbered => ..., leftBehind => ..., maxDistance => ...)

/** CGSuite's parameter names of `GenClobber`. */
const CLOBBER_PARAMETERS = ["directions", "clobbered", "leftBehind", "maxDistance"] as const;

/** CGSuite's `Coordinates` constants that name a set of directions, and the library's names. */
const DIRECTION_NAMES: Readonly<Record<string, DirectionsName>> = {
  "Coordinates.Orthogonal": "orthogonal",
  "Coordinates.Diagonal": "diagonal",
  "Coordinates.Compass": "compass",
  "Coordinates.KnightsMove": "knightsMove",
};

/** The entries of a `{Left => x, Right => y}` map, in that order, or a SyntaxError. */
function sidesOf(fn: string, name: string, value: NamedValue): [NamedValue, NamedValue] {
  const sides = typeof value === "object" && "map" in value ? value.map : undefined;
  const find = (side: string) =>
    sides?.find(([k]) => typeof k === "object" && "word" in k && k.word === side)?.[1];
  const left = find("Left");
  const right = find("Right");
  if (sides === undefined || sides.length !== 2 || left === undefined || right === undefined) {
    throw new SyntaxError(
      `Cannot evaluate ${fn}(): ${name} must be a map {Left => ..., Right => ...}, received ${
        formatNamedValue(value)
      }`,
    );
  }
  return [left, right];
}

/** A cell value 0, 1 or 2 of `clobbered` or `leftBehind`, or a SyntaxError. */
function cellOf(fn: string, name: string, value: NamedValue): number {
  if (typeof value !== "bigint" || value < 0n || value > 2n) {
    throw new SyntaxError(
      `Cannot evaluate ${fn}(): ${name} holds 0 (empty), 1 (a Left stone) or 2 (a Right stone), received ${
        formatNamedValue(value)
      }`,
    );
  }
  return Number(value);
}

/** The board and options of a `genClobber(...)` call, checked. */
function clobberCall(args: readonly GameArgument[]): [string, GenClobberOptions] {
  const fn = "genClobber";
  const { positional, named } = splitArguments(fn, args, CLOBBER_PARAMETERS);
  if (positional.length !== 1 || typeof positional[0] !== "string") {
    throw new TypeError(
      `Cannot evaluate ${fn}(): expected a board and named parameters such as ${fn}("xo.|.ox", directions => Coordinates.Compass, maxDistance => inf), received ${
        describeCall(args)
      }`,
    );
  }
  const options: {
    directions?: DirectionsName | Step[];
    clobbered?: { left: number[]; right: number[] };
    leftBehind?: { left: number; right: number };
    maxDistance?: number;
  } = {};
  const directions = named.get("directions");
  if (directions !== undefined) {
    const word = typeof directions === "object" && "word" in directions ? directions.word : "";
    if (Object.hasOwn(DIRECTION_NAMES, word)) {
      options.directions = DIRECTION_NAMES[word];
    } else if (typeof directions === "object" && "list" in directions) {
      options.directions = directions.list.map((d) => {
        const pair = typeof d === "object" && "tuple" in d ? d.tuple : undefined;
        if (pair?.length !== 2 || typeof pair[0] !== "bigint" || typeof pair[1] !== "bigint") {
          throw new SyntaxError(
            `Cannot evaluate ${fn}(): each direction is a pair (row change, column change), received ${
              formatNamedValue(d)
            }`,
          );
        }
        return [Number(pair[0]), Number(pair[1])] as Step;
      });
    } else {
      throw new SyntaxError(
        `Cannot evaluate ${fn}(): directions must be one of ${
          Object.keys(DIRECTION_NAMES).join(", ")
        } or a list of pairs such as [(1, 0), (0, 1)], received ${formatNamedValue(directions)}`,
      );
    }
  }
  const clobbered = named.get("clobbered");
  if (clobbered !== undefined) {
    const [left, right] = sidesOf(fn, "clobbered", clobbered).map((v) => {
      const items = typeof v === "object" && ("set" in v || "list" in v)
        ? ("set" in v ? v.set : v.list)
        : [v];
      return items.map((c) => cellOf(fn, "clobbered", c));
    });
    options.clobbered = { left, right };
  }
  const behind = named.get("leftBehind");
  if (behind !== undefined) {
    const [left, right] = sidesOf(fn, "leftBehind", behind).map((v) => cellOf(fn, "leftBehind", v));
    options.leftBehind = { left, right };
  }
  const distance = named.get("maxDistance");
  if (distance !== undefined) {
    if (typeof distance === "object" && "word" in distance && distance.word === "inf") {
      options.maxDistance = Infinity;
    } else {
      const d = integerParameter(fn, "maxDistance", distance);
      if (d < 1n || d > BigInt(MAX_NOTATION_DISTANCE)) {
        throw new RangeError(
          `Cannot evaluate ${fn}(): maxDistance must be inf or an integer from 1 to ${MAX_NOTATION_DISTANCE}, received ${d}`,
        );
      }
      options.maxDistance = Number(d);
    }
  }
  return [positional[0], options];
}

/** The largest finite `maxDistance` the notation takes (a board has at most 64 cells). */
const MAX_NOTATION_DISTANCE = 64;

/** `genClobber("board", name => value, ...)`: CGSuite's `GenClobber(...)("board")`. */
export function genClobberFunction(args: GameArgument[]): Game {
  const [board, options] = clobberCall(args);
  return genClobber(board, options);
}

/** The position of a `genClobber(...)` call. */
export function genClobberPosition(args: GameArgument[]): RulesetPosition {
  const [board, options] = clobberCall(args);
  const rules = genClobberRules(options);
  remember(rules.ruleset, "genClobber", args, (p) => JSON.stringify(rules.format(p as never)));
  return { ruleset: rules.ruleset as Ruleset<unknown>, position: rules.parse(board) };
}

// genCol("graph", leftPermitted => [...], rightPermitted => [...])

/** CGSuite's parameter names of `GenCol`, and the shorter `left` and `right` of issue 22. */
const COL_PARAMETERS = ["leftPermitted", "rightPermitted", "left", "right"] as const;

/** CGSuite's vertex labels and the library's tints. */
const TINT_NAMES: Readonly<Record<string, GenColTint>> = {
  Nothing: "nothing",
  Left: "left",
  Right: "right",
};

/** The graph and tints of a `genCol(...)` call, checked. */
function colCall(args: readonly GameArgument[]): [string, GenColOptions] {
  const fn = "genCol";
  const { positional, named } = splitArguments(fn, args, COL_PARAMETERS);
  const example =
    `${fn}(".-.-.", leftPermitted => [Nothing, Right], rightPermitted => [Nothing, Left])`;
  if (positional.length !== 1 || typeof positional[0] !== "string") {
    throw new TypeError(
      `Cannot evaluate ${fn}(): expected a graph and named parameters such as ${example}, received ${
        describeCall(args)
      }`,
    );
  }
  const tints = (side: "left" | "right"): GenColTint[] => {
    const long = `${side}Permitted`;
    if (named.has(long) && named.has(side)) {
      throw new SyntaxError(
        `Cannot evaluate ${fn}(): give ${long} or ${side}, not both, received ${
          describeCall(args)
        }`,
      );
    }
    const value = named.get(long) ?? named.get(side);
    if (value === undefined) {
      throw new SyntaxError(
        `Cannot evaluate ${fn}(): ${long} is required (CGSuite's GenCol has no default), such as ${example}, received ${
          describeCall(args)
        }`,
      );
    }
    const items = typeof value === "object" && ("list" in value || "set" in value)
      ? ("list" in value ? value.list : value.set)
      : undefined;
    const out = items?.map((v) =>
      typeof v === "object" && "word" in v && Object.hasOwn(TINT_NAMES, v.word)
        ? TINT_NAMES[v.word]
        : undefined
    );
    if (out === undefined || out.some((t) => t === undefined)) {
      throw new SyntaxError(
        `Cannot evaluate ${fn}(): ${long} must be a list of Nothing, Left and Right, received ${
          formatNamedValue(value)
        }`,
      );
    }
    return out as GenColTint[];
  };
  return [positional[0], { left: tints("left"), right: tints("right") }];
}

/** `genCol("graph", leftPermitted => [...], rightPermitted => [...])`: CGSuite's `GenCol`. */
export function genColFunction(args: GameArgument[]): Game {
  const [graph, options] = colCall(args);
  return genCol(graph, options);
}

/** The position of a `genCol(...)` call. */
export function genColPosition(args: GameArgument[]): RulesetPosition {
  const [graph, options] = colCall(args);
  const ruleset = genColRuleset(options);
  remember(ruleset, "genCol", args, (p) => JSON.stringify(formatGenCol(p as GenColPosition)));
  return { ruleset: ruleset as Ruleset<unknown>, position: parseGenCol(graph) };
}

// genMem(heap, memory, predicate => "j <= 2 * k")

/** The longest predicate string the notation reads. */
const MAX_PREDICATE_LENGTH = 100;

/** The comparisons of a predicate. */
const COMPARISONS: Readonly<Record<string, (a: number, b: number) => boolean>> = {
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
  ">": (a, b) => a > b,
  ">=": (a, b) => a >= b,
  "==": (a, b) => a === b,
  "!=": (a, b) => a !== b,
};

/**
 * Reads a `GenMem` predicate in the notation: `j <op> <bound>`, where `j` is the number taken,
 * `k` the memory (CGSuite's names in its `GenMem((k, j) -> ...)`; `a` and `memory` are read
 * too), `<op>` one of `< <= > >= == !=`, and the bound `c * k + d` with integers c, d (each
 * part optional: `k`, `2 * k`, `k + 1`, `3`). Examples: `"j >= k"` (Mem), `"j <= 2 * k"`
 * (Fibonacci Nim), `"j != k"`.
 */
export function parsePredicate(fn: string, text: string): GenMemRule {
  const fail = (why: string): never => {
    throw new SyntaxError(
      `Cannot evaluate ${fn}(): ${why}; a predicate is "j <op> c * k + d" such as "j <= 2 * k", received "${text}"`,
    );
  };
  if (text.length > MAX_PREDICATE_LENGTH) {
    fail(`it has more than ${MAX_PREDICATE_LENGTH} characters`);
  }
  const m = /^\s*(j|a)\s*(<=|>=|==|!=|<|>)\s*(.+?)\s*$/.exec(text);
  if (m === null) fail("expected the number taken (j), a comparison and a bound");
  const [, , op, bound] = m!;
  const b = /^(?:(-?\d{1,6})\s*\*\s*)?(k|memory)(?:\s*([+-])\s*(\d{1,6}))?$|^(-?\d{1,6})$/.exec(
    bound,
  );
  if (b === null) fail(`the bound "${bound}" is not c * k + d`);
  const times = b![5] !== undefined ? 0 : b![1] !== undefined ? Number(b![1]) : 1;
  const plus = b![5] !== undefined
    ? Number(b![5])
    : b![4] !== undefined
    ? (b![3] === "-" ? -1 : 1) * Number(b![4])
    : 0;
  const compare = COMPARISONS[op];
  return (memory, take) => compare(take, times * memory + plus);
}

/** The rulesets of predicates used last in notation, by their text (oldest first). */
const MEM_RULES = new Map<string, ImpartialRuleset<GenMemPosition>>();
registerCache("GenMem rulesets of the notation", MEM_RULES);

/** How many predicates' rulesets the notation keeps with their tables. */
const MAX_MEM_RULES = 8;

/** The heap, memory and ruleset of a `genMem(...)` call, checked. */
function memCall(
  args: readonly GameArgument[],
): [bigint, bigint, ImpartialRuleset<GenMemPosition>] {
  const fn = "genMem";
  const { positional, named } = splitArguments(fn, args, ["predicate"]);
  const predicate = named.get("predicate");
  if (
    positional.length !== 2 || !positional.every((a) => typeof a === "bigint") ||
    typeof predicate !== "string"
  ) {
    throw new TypeError(
      `Cannot evaluate ${fn}(): expected a heap, a memory and a predicate such as ${fn}(10, 3, predicate => "j != k"), received ${
        describeCall(args)
      }`,
    );
  }
  const key = predicate.replace(/\s+/g, "");
  let rules = MEM_RULES.get(key);
  if (rules === undefined) {
    rules = genMemRuleset(parsePredicate(fn, predicate));
    if (MEM_RULES.size >= MAX_MEM_RULES) MEM_RULES.delete(MEM_RULES.keys().next().value!);
  } else {
    MEM_RULES.delete(key);
  }
  MEM_RULES.set(key, rules);
  const [heap, memory] = positional as bigint[];
  return [heap, memory, rules];
}

/** `genMem(heap, memory, predicate => "...")`: CGSuite's `GenMem(predicate)((heap, memory))`. */
export function genMemFunction(args: GameArgument[]): Game {
  const [heap, memory, rules] = memCall(args);
  const [n, k] = checkGenMemPosition(heap, memory);
  return nimber(rules.solver.grundy([n, k]));
}

/** The position of a `genMem(...)` call. */
export function genMemPosition(args: GameArgument[]): RulesetPosition {
  const [heap, memory, rules] = memCall(args);
  remember(rules, "genMem", args, (p) => (p as GenMemPosition).join(", "));
  return { ruleset: rules as Ruleset<unknown>, position: [Number(heap), Number(memory)] };
}

/** The heap and memory of a `genMem(...)` call, in range, or a RangeError. */
function checkGenMemPosition(heap: bigint, memory: bigint): [number, number] {
  for (
    const [x, name, max] of [[heap, "heap", MAX_GEN_MEM_HEAP], [
      memory,
      "memory",
      MAX_GEN_MEM_MEMORY,
    ]] as const
  ) {
    if (x < 0n || x > BigInt(max)) {
      throw new RangeError(
        `Cannot evaluate genMem(): the ${name} must be an integer from 0 to ${max}, received ${x}`,
      );
    }
  }
  return [Number(heap), Number(memory)];
}

// foxgeese("board", foxRange => r, boardWidth => w), and foxgeese("board", r) as before

/** The board and options of a `foxgeese(...)` call, checked. */
function foxAndGeeseCall(
  args: LoopyGameArgument[],
): [string, { foxRange?: number; boardWidth?: number }] {
  const fn = "foxgeese";
  const { positional, named } = splitArguments(fn, args, ["foxRange", "boardWidth"]);
  const [board, range] = positional;
  if (
    positional.length < 1 || positional.length > 2 || typeof board !== "string" ||
    (range !== undefined && typeof range !== "bigint") ||
    (range !== undefined && named.has("foxRange"))
  ) {
    throw new TypeError(
      `Cannot evaluate ${fn}(): expected a board and an optional fox range, such as ${fn}("x.x.x.x.|........|o.......") or ${fn}("...", foxRange => 2, boardWidth => 10), received ${
        describeCall(args)
      }`,
    );
  }
  const options: { foxRange?: number; boardWidth?: number } = {};
  const foxRange = range ??
    (named.has("foxRange") ? integerParameter(fn, "foxRange", named.get("foxRange")!) : undefined);
  if (foxRange !== undefined) options.foxRange = smallInteger(foxRange);
  if (named.has("boardWidth")) {
    options.boardWidth = smallInteger(integerParameter(fn, "boardWidth", named.get("boardWidth")!));
  }
  return [board, options];
}

/** The loopy value of a `foxgeese(...)` call: CGSuite's `GenFoxAndGeese(boardWidth, foxRange)`. */
export function foxAndGeeseFunction(args: LoopyGameArgument[]): LoopyGame {
  const [board, options] = foxAndGeeseCall(args);
  return foxAndGeese(board, options);
}

/**
 * The rules and position of a `foxgeese(...)` call, with positions written back as calls on a
 * board of the same size (full width, so without `boardWidth`), and `off` once the fox has
 * escaped.
 */
export function foxAndGeesePositionCall(args: LoopyGameArgument[]): LoopyPositionCall<string> {
  const [board, options] = foxAndGeeseCall(args);
  const lines = board.split("|");
  const width = options.boardWidth ?? lines[0].length;
  const full = lines.map((line) => line.padEnd(width, ".")).join("|");
  const range = options.foxRange ?? 1;
  const suffix = range === 1 ? "" : `, foxRange => ${range}`;
  const ruleset = foxAndGeeseRuleset(width, range);
  return {
    ruleset,
    position: foxAndGeesePosition(full),
    format: (p) =>
      p === "off"
        ? "off"
        : `foxgeese(${JSON.stringify(formatFoxAndGeesePosition(p, width, lines.length))}${suffix})`,
  };
}

/** A bigint as a number the library's range checks can judge (huge ones stay out of range). */
function smallInteger(n: bigint): number {
  return n > 1_000_000n ? 1_000_001 : n < -1_000_000n ? -1_000_001 : Number(n);
}
