/**
 * The notation functions of the rulesets whose calls are more than `name("position")`: heaps
 * (`takeAndBreak("0.77", 5, 7)`), coins (`turning("1-3", "THHTH")`), Toads and Frogs with a jump
 * (`toads("TT..FF", 2)`), Hackenbush in two notations; and the positions of their calls, for
 * explicit game forms. The catalogue (`catalog.ts`) names them.
 *
 * @module
 */

import { registerCacheOwner } from "@cgt/core/caches";
import { LimitError } from "@cgt/core/limits";
import { type Game, nimber } from "@cgt/partizan/game";
import { type GameArgument, type GameFunction, isNamedArgument } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import type { RulesetPosition } from "@cgt/partizan/ruleset-function";
import {
  type GrundyValues,
  parseTakeAndBreakCode,
  type TakeAndBreakGame,
  takeAndBreakGrundy,
  takeAndBreakRules,
} from "@cgt/impartial/octal-game";
import { parseSpawningCode, spawningGrundy, spawningRules } from "@cgt/impartial/spawning";
import { MisereHeapSolver } from "@cgt/impartial/misere-heap";
import { coinTurningRuleset, parseCoins, turning } from "./heap/coin_turning.ts";
import {
  HACKENBUSH,
  HACKENBUSH_GRAPH,
  parseHackenbush,
  parseHackenbushGraph,
} from "./graph/hackenbush.ts";
import { isTreeNotation } from "./_hackenbush_graph.ts";
import { add } from "@cgt/partizan/arithmetic";
import {
  partizanSplittles,
  partizanSubtraction,
  partizanSubtractionRules,
  splittlesCode,
} from "./heap/partizan_subtraction.ts";
import { partizanTakeAndBreak, partizanTakeAndBreakRules } from "./heap/partizan_take_and_break.ts";
import { impartialRuleset } from "./variant/impartial_ruleset.ts";
import {
  parseToadsAndFrogs,
  TOADS_AND_FROGS,
  toadsAndFrogs,
  toadsAndFrogsRuleset,
} from "./strip/toads_and_frogs.ts";
import { heapCall, rememberCall } from "./_call_printers.ts";

/** Describes the arguments of a call, for an error message. */
export function describeArguments(args: readonly GameArgument[]): string {
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

/** `turning("code", "coins")`: CGSuite's `Turning(code)` on a row of coins. */
export function turningFunction(args: GameArgument[]): Game {
  if (args.length !== 2 || typeof args[0] !== "string" || typeof args[1] !== "string") {
    throw new TypeError(
      `Cannot evaluate turning(): expected a turning code and a row of coins such as turning("1-3", "THHTH"), received ${
        describeArguments(args)
      }`,
    );
  }
  return turning(args[0], args[1]);
}

/** The largest heap `takeAndBreak()` and `spawning()` take in notation. */
const MAX_NOTATION_HEAP = 1_000_000;

/**
 * Heap values of the heap games used last in notation, by kind and code (at most 16), freed by
 * `clearCaches()` of `@cgt/partizan/caches` (counted under "solver tables").
 */
const HEAP_VALUES = new Map<string, GrundyValues>();
registerCacheOwner(HEAP_VALUES);

function heapValues(key: string, n: number, compute: (n: number) => GrundyValues): GrundyValues {
  let values = HEAP_VALUES.get(key);
  if (values === undefined || values.length <= n) {
    // Room for the next, larger heap; just enough when the values grow past what the method
    // holds before that (the spawning games whose values double with each heap).
    const room = Math.max(n, Math.min(MAX_NOTATION_HEAP, 2 * (values?.length ?? 32)));
    try {
      values = compute(room);
    } catch (error) {
      // A value past what the method holds: retry with just enough. A spent budget
      // (LimitError, a RangeError too) is not retried: the work is charged already.
      if (!(error instanceof RangeError) || error instanceof LimitError || room === n) throw error;
      values = compute(n);
    }
  }
  HEAP_VALUES.delete(key);
  if (HEAP_VALUES.size >= 16) HEAP_VALUES.delete(HEAP_VALUES.keys().next().value!);
  HEAP_VALUES.set(key, values);
  return values;
}

/** A heap-game function: `name("code", n1, n2, ...)`, the nim-sum of the heaps' values. */
export function heapFunction(
  name: string,
  example: string,
  values: (code: string, n: number) => GrundyValues,
): GameFunction {
  return (args: GameArgument[]): Game => {
    const [code, ...heaps] = args;
    if (
      typeof code !== "string" || heaps.length === 0 ||
      !heaps.every((h) => typeof h === "bigint")
    ) {
      throw new TypeError(
        `Cannot evaluate ${name}(): expected a code and one or more heap sizes such as ${example}, received ${
          describeArguments(args)
        }`,
      );
    }
    let g = 0;
    for (const h of heaps as bigint[]) {
      if (h < 0n || h > BigInt(MAX_NOTATION_HEAP)) {
        throw new RangeError(
          `Cannot evaluate ${name}(): a heap size must be an integer from 0 to ${MAX_NOTATION_HEAP}, received ${h}`,
        );
      }
      g ^= values(code, Number(h))[Number(h)];
    }
    return nimber(g);
  };
}

export function takeAndBreakValues(code: string, n: number): GrundyValues {
  const game: TakeAndBreakGame = parseTakeAndBreakCode(code);
  return heapValues(`tb ${game.name}`, n, (m) => takeAndBreakGrundy(game, m));
}

export function spawningValues(code: string, n: number): GrundyValues {
  const game = parseSpawningCode(code);
  return heapValues(`spawning ${game.name}`, n, (m) => spawningGrundy(game, m));
}

/**
 * `toads("TT..FF")` or `toads("TT..FF", 2)`: a Toads and Frogs row, and the longest jump
 * (CGSuite's `GenToadsAndFrogs(2)("tt..ff")`).
 */
export function toadsFunction(args: GameArgument[]): Game {
  const [row, jump] = args;
  if (
    typeof row !== "string" || args.length > 2 || (args.length === 2 && typeof jump !== "bigint")
  ) {
    throw new TypeError(
      `Cannot evaluate toads(): expected a row and an optional longest jump such as toads("TT..FF") or toads("TT..FF", 2) (genToadsAndFrogs() takes CGSuite's named parameters), received ${
        describeArguments(args)
      }`,
    );
  }
  return toadsAndFrogs(row, { maxJump: jump === undefined ? 1 : Number(jump) });
}

/**
 * Registers that the positions of `toadsAndFrogsRuleset(jump)` print as `toads("row", jump)`,
 * whichever call made the ruleset (`genToadsAndFrogs` with CGSuite's default slides makes it
 * too), so they print the same way whatever was called first.
 */
export function rememberToads(ruleset: object, jump: number): void {
  rememberCall(ruleset, "toads", (p) => `toads(${JSON.stringify(String(p))}, ${jump})`);
}

/**
 * The position of `toads("row")` or `toads("row", jump)`; a row with a jump other than 1 prints
 * as `toads("row", jump)` (jump 0 is Elephants and Rhinos, whose catalogue entry prints it).
 */
export function toadsPosition([row, jump]: GameArgument[]): RulesetPosition {
  const ruleset = jump === undefined ? TOADS_AND_FROGS : toadsAndFrogsRuleset(Number(jump));
  if (jump !== undefined) rememberToads(ruleset, Number(jump));
  return { ruleset: ruleset as Ruleset<unknown>, position: parseToadsAndFrogs(String(row)) };
}

/**
 * The position of `turning("code", "coins")` (`code` undefined) and of the coin games with a
 * fixed code, called `name("coins")`; their positions print as such calls.
 */
export function coinsPosition(
  code: string | undefined,
  name = "turning",
): (args: GameArgument[]) => RulesetPosition {
  return (args) => {
    const ruleset = coinTurningRuleset(code ?? String(args[0]));
    const rule = code === undefined ? `${JSON.stringify(String(args[0]))}, ` : "";
    rememberCall(ruleset, name, (p) => `${name}(${rule}${JSON.stringify(String(p))})`);
    return {
      ruleset: ruleset as Ruleset<unknown>,
      position: parseCoins(String(args[code === undefined ? 1 : 0])),
    };
  };
}

/**
 * The position of `takeAndBreak("code", n1, ...)`: the sorted heaps, with the misère outcome of
 * `MisereHeapSolver` (the tame rule or the misère quotient) for the call alone.
 */
export function takeAndBreakPosition(args: GameArgument[]): RulesetPosition {
  return heapsPosition("takeAndBreak", args);
}

/**
 * The position of `name("code", n1, ...)` for a take-and-break code (`takeAndBreak`, or
 * `splittles` of a set, with the set as `code` and `rules` its take-and-break code).
 */
function heapsPosition(
  name: string,
  [code, ...heaps]: GameArgument[],
  rules = String(code),
): RulesetPosition {
  const game = parseTakeAndBreakCode(rules);
  const sizes = heaps.map(Number).sort((a, b) => a - b);
  const ruleset = impartialRuleset(takeAndBreakRules(game));
  const written = `${JSON.stringify(String(code))}, `;
  rememberCall(ruleset, name, (p) => heapCall(name, written, p as number[]));
  return {
    ruleset: ruleset as Ruleset<unknown>,
    position: sizes,
    misereOutcome: () => new MisereHeapSolver(game).sumOutcome(sizes),
  };
}

/** The position of `spawning("code", n1, ...)`: the sorted heaps. */
export function spawningPosition([code, ...heaps]: GameArgument[]): RulesetPosition {
  const rules = spawningRules(parseSpawningCode(String(code)));
  const ruleset = impartialRuleset(rules);
  const written = `${JSON.stringify(String(code))}, `;
  rememberCall(ruleset, "spawning", (p) => heapCall("spawning", written, p as number[]));
  return {
    ruleset: ruleset as Ruleset<unknown>,
    position: heaps.map(Number).sort((a, b) => a - b),
  };
}

/** The position of `hackenbush("...")`: trees of L, R and G, or CGSuite's graph notation. */
export function hackenbushPosition([text]: GameArgument[]): RulesetPosition {
  const t = String(text);
  return isTreeNotation(t)
    ? { ruleset: HACKENBUSH as Ruleset<unknown>, position: parseHackenbush(t) }
    : { ruleset: HACKENBUSH_GRAPH as Ruleset<unknown>, position: parseHackenbushGraph(t) };
}

/** Heaps of splittles("set", n1, ...): the values of Splittles' take-and-break code. */
export function splittlesValues(set: string, n: number): GrundyValues {
  return takeAndBreakValues(splittlesCode(set), n);
}

/** The position of `splittles("set", n1, ...)`: the sorted heaps of its take-and-break code. */
export function splittlesPosition(args: GameArgument[]): RulesetPosition {
  return heapsPosition("splittles", args, splittlesCode(String(args[0])));
}

/** The partizan heap games of the notation, by name: the value of a heap, and the rules. */
const PARTIZAN_HEAPS: Record<string, {
  value: (left: string, right: string, heap: bigint) => Game;
  rules: (left: string, right: string) => Ruleset<readonly number[]>;
}> = {
  partizanSubtraction: {
    value: partizanSubtraction,
    rules: (l, r) => partizanSubtractionRules(l, r),
  },
  partizanSplittles: {
    value: partizanSplittles,
    rules: (l, r) => partizanSubtractionRules(l, r, { split: true }),
  },
  partizanTakeAndBreak: { value: partizanTakeAndBreak, rules: partizanTakeAndBreakRules },
};

/**
 * `name("left", "right", n1, n2, ...)`: the sum of the heaps of one of CGSuite's partizan heap
 * games (`PartizanSubtraction`, `PartizanSplittles` of two sets, `PartizanTakeAndBreak` of two
 * codes).
 */
export function partizanHeapFunction(name: string): GameFunction {
  return (args: GameArgument[]): Game => {
    const [left, right, ...heaps] = args;
    if (
      typeof left !== "string" || typeof right !== "string" || heaps.length === 0 ||
      !heaps.every((h) => typeof h === "bigint")
    ) {
      throw new TypeError(
        `Cannot evaluate ${name}(): expected Left's and Right's rule and one or more heaps such as ${name}("1,3", "2,3", 6), received ${
          describeArguments(args)
        }`,
      );
    }
    const { value } = PARTIZAN_HEAPS[name];
    return (heaps as bigint[]).map((h) => value(left, right, h)).reduce((a, b) => add(a, b));
  };
}

/** The position of a call of {@link partizanHeapFunction}: the heaps under the two rules. */
export function partizanHeapPosition(name: string): (args: GameArgument[]) => RulesetPosition {
  return ([left, right, ...heaps]: GameArgument[]): RulesetPosition => {
    const ruleset = PARTIZAN_HEAPS[name].rules(String(left), String(right));
    const written = `${JSON.stringify(String(left))}, ${JSON.stringify(String(right))}, `;
    rememberCall(ruleset, name, (p) => heapCall(name, written, p as number[]));
    return {
      ruleset: ruleset as Ruleset<unknown>,
      position: heaps.map(Number).sort((a, b) => a - b),
    };
  };
}
