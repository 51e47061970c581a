/**
 * The misère outcome for `cgt value --misere`: searched on the position itself for a lone
 * ruleset call, else taken from the normal-play canonical form (as CGSuite does for a typed
 * expression).
 *
 * @module
 */

import {
  type Game,
  gameMisereOutcome,
  misereOutcome,
  type Outcome,
  type Ruleset,
} from "@cgt/partizan";
import {
  MisereHeapSolver,
  parseSpawningCode,
  parseTakeAndBreakCode,
  spawningRules,
} from "@cgt/impartial";
import {
  AMAZONS,
  ANTI_CLOBBER,
  ARC_KAYLES,
  CLOBBER,
  coinTurningRuleset,
  COL,
  CRAM,
  CUTCAKE,
  DIGRAPH_PLACEMENT,
  DOMINEERING,
  EATCAKE,
  ELEPHANTS_AND_RHINOS,
  FISSION,
  HACKENBUSH,
  impartialRuleset,
  impartialVariant,
  KINGS_CLOBBER,
  KONANE,
  MAUNDY_CAKE,
  MAX_CUTCAKE_SIDE,
  parseAmazons,
  parseAntiClobber,
  parseArcKayles,
  parseClobber,
  parseCoins,
  parseCol,
  parseCram,
  parseDigraphPlacement,
  parseDomineering,
  parseElephantsAndRhinos,
  parseFission,
  parseHackenbush,
  parseKingsClobber,
  parseKonane,
  parsePartizanArcKayles,
  parseQueensClobber,
  parseRooksClobber,
  parseSkiJumps,
  parseSnort,
  parseToadsAndFrogs,
  parseTopplingDominoes,
  PARTIZAN_ARC_KAYLES,
  QUEENS_CLOBBER,
  ROOKS_CLOBBER,
  SKI_JUMPS,
  SNORT,
  TOADS_AND_FROGS,
  toadsAndFrogsRuleset,
  TOPPLING_DOMINOES,
  TURN_AND_EATCAKE,
} from "@cgt/rulesets";

/** Rulesets whose positions `cgt value --misere` searches directly, by notation name. */
// deno-lint-ignore no-explicit-any
const POSITIONS: Record<string, { ruleset: Ruleset<any>; parse: (text: string) => unknown }> = {
  domineering: { ruleset: DOMINEERING, parse: parseDomineering },
  clobber: { ruleset: CLOBBER, parse: parseClobber },
  cram: { ruleset: CRAM, parse: parseCram },
  konane: { ruleset: KONANE, parse: parseKonane },
  toads: { ruleset: TOADS_AND_FROGS, parse: parseToadsAndFrogs },
  hackenbush: { ruleset: HACKENBUSH, parse: parseHackenbush },
  toppling: { ruleset: TOPPLING_DOMINOES, parse: parseTopplingDominoes },
  col: { ruleset: COL, parse: parseCol },
  snort: { ruleset: SNORT, parse: parseSnort },
  amazons: { ruleset: AMAZONS, parse: parseAmazons },
  fission: { ruleset: FISSION, parse: parseFission },
  kings: { ruleset: KINGS_CLOBBER, parse: parseKingsClobber },
  rooks: { ruleset: ROOKS_CLOBBER, parse: parseRooksClobber },
  queens: { ruleset: QUEENS_CLOBBER, parse: parseQueensClobber },
  antiClobber: { ruleset: ANTI_CLOBBER, parse: parseAntiClobber },
  elephantsAndRhinos: { ruleset: ELEPHANTS_AND_RHINOS, parse: parseElephantsAndRhinos },
  skiJumps: { ruleset: SKI_JUMPS, parse: parseSkiJumps },
  digraphPlacement: { ruleset: DIGRAPH_PLACEMENT, parse: parseDigraphPlacement },
  // Impartial: both players have the same moves, searched on the graph itself (keys up to
  // isomorphism), never through the Grundy values, which do not give misère outcomes.
  arcKayles: { ruleset: ARC_KAYLES, parse: parseArcKayles },
  partizanArcKayles: { ruleset: PARTIZAN_ARC_KAYLES, parse: parsePartizanArcKayles },
};

/** The cake games, whose positions are a number of rows and of columns. */
// deno-lint-ignore no-explicit-any
const CAKES: Record<string, Ruleset<any>> = {
  cutcake: CUTCAKE,
  eatcake: EATCAKE,
  maundyCake: MAUNDY_CAKE,
  turnAndEatcake: TURN_AND_EATCAKE,
};

/** The coin-turning functions of the notation with a fixed code. */
const COIN_CODES: Record<string, string> = {
  turningTurtles: "1-2",
  mockTurtles: "1-3",
  ruler: "1+C",
};

/** An argument of a lone call: a string or an integer. */
type Argument = string | number;

/**
 * Reads `expr` as one call `name(arg, ...)` whose arguments are strings or integers, or returns
 * undefined when it is anything else (a sum, a brace expression, a nested call).
 */
function loneCall(expr: string): { name: string; args: Argument[] } | undefined {
  const call = /^\s*([A-Za-z]+)\s*\((.*)\)\s*$/s.exec(expr);
  if (call === null) return undefined;
  const args: Argument[] = [];
  const rest = call[2].trim();
  const token = /\s*(?:"([^"]*)"|(\d+))\s*(,|$)/y;
  let at = 0;
  while (at < rest.length) {
    token.lastIndex = at;
    const m = token.exec(rest);
    if (m === null) return undefined;
    args.push(m[1] !== undefined ? m[1] : Number(m[2]));
    at = token.lastIndex;
    if (m[3] === "" && at < rest.length) return undefined;
  }
  return { name: call[1], args };
}

const own = <T>(table: Record<string, T>, name: string): T | undefined =>
  Object.hasOwn(table, name) ? table[name] : undefined;

const isCake = (args: Argument[]): args is [number, number] =>
  args.length === 2 && args.every((a) => typeof a === "number" && a >= 1 && a <= MAX_CUTCAKE_SIDE);

const isHeaps = (args: Argument[]): args is [string, ...number[]] =>
  args.length >= 2 && typeof args[0] === "string" &&
  args.slice(1).every((a) => typeof a === "number");

/** The misère outcome of a lone ruleset call searched on its position, or undefined. */
function searched(name: string, args: Argument[]): Outcome | undefined {
  const entry = own(POSITIONS, name);
  if (entry !== undefined && args.length === 1 && typeof args[0] === "string") {
    return misereOutcome(entry.ruleset, entry.parse(args[0]));
  }
  if (name === "toads" && args.length === 2 && typeof args[0] === "string") {
    const jump = args[1] as number;
    return misereOutcome(toadsAndFrogsRuleset(jump), parseToadsAndFrogs(args[0]));
  }
  const cake = own(CAKES, name);
  if (cake !== undefined && isCake(args)) {
    return misereOutcome(cake, [{ rows: args[0], cols: args[1] }]);
  }
  if (name === "takeAndBreak" && isHeaps(args)) {
    const [code, ...heaps] = args;
    return new MisereHeapSolver(parseTakeAndBreakCode(code)).sumOutcome(heaps);
  }
  if (name === "spawning" && isHeaps(args)) {
    const [code, ...heaps] = args;
    const rules = impartialRuleset(spawningRules(parseSpawningCode(code)));
    return misereOutcome(rules, [...heaps].sort((a, b) => a - b));
  }
  const fixed = own(COIN_CODES, name);
  if (fixed !== undefined && args.length === 1 && typeof args[0] === "string") {
    return misereOutcome(coinTurningRuleset(fixed), parseCoins(args[0]));
  }
  if (name === "turning" && args.length === 2 && args.every((a) => typeof a === "string")) {
    return misereOutcome(coinTurningRuleset(args[0] as string), parseCoins(args[1] as string));
  }
  if (name === "impartialVariant" && typeof args[0] === "string") {
    const [inner, ...rest] = args;
    const innerEntry = own(POSITIONS, inner);
    if (innerEntry !== undefined && rest.length === 1 && typeof rest[0] === "string") {
      return misereOutcome(impartialVariant(innerEntry.ruleset), innerEntry.parse(rest[0]));
    }
    const innerCake = own(CAKES, inner);
    if (innerCake !== undefined && isCake(rest)) {
      return misereOutcome(impartialVariant(innerCake), [{ rows: rest[0], cols: rest[1] }]);
    }
  }
  return undefined;
}

/**
 * Returns the misère outcome of `expr`, whose normal-play value is `g`. A lone ruleset call
 * (`domineering("..|..")`, `eatcake(3, 4)`, `toads("TT..FF", 2)`, `takeAndBreak("0.77", 5, 7)`,
 * `turning("1-3", "HHT")`, `impartialVariant("clobber", "xox")`, ...) is searched on its
 * position, since canonical forms do not preserve misère outcomes (a sum of heap-game heaps goes
 * through `MisereHeapSolver`: the tame rule or the misère quotient); any other expression is
 * judged by the misère outcome of its canonical form, as CGSuite does. Every search spends the
 * work budget of `withStepLimit` (the CLI's `--max-steps`).
 *
 * @param expr The expression as typed.
 * @param g Its normal-play canonical form.
 * @returns The misère outcome class.
 */
export function misereOutcomeOf(expr: string, g: Game): Outcome {
  const call = loneCall(expr);
  const outcome = call === undefined ? undefined : searched(call.name, call.args);
  return outcome ?? gameMisereOutcome(g);
}
