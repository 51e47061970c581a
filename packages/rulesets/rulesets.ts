/**
 * The rulesets as functions for the game notation: `domineering("..|..")`,
 * `toads("TT..FF")`, `cutcake(8, 3)` and the rest, for `parseGame`.
 *
 * @module
 */

import {
  arcKayles,
  parsePartizanArcKayles,
  PARTIZAN_ARC_KAYLES,
  partizanArcKayles,
} from "./arc_kayles.ts";
import { AMAZONS, amazons, parseAmazons } from "./amazons.ts";
import { CLOBBER, clobber, parseClobber } from "./clobber.ts";
import {
  ANTI_CLOBBER,
  antiClobber,
  KINGS_CLOBBER,
  kingsClobber,
  parseAntiClobber,
  parseKingsClobber,
  parseQueensClobber,
  parseRooksClobber,
  QUEENS_CLOBBER,
  queensClobber,
  ROOKS_CLOBBER,
  rooksClobber,
} from "./clobber_variants.ts";
import { COL, col, parseCol } from "./col.ts";
import { mockTurtles, ruler, turning, turningTurtles } from "./coin_turning.ts";
import { cram } from "./cram.ts";
import { CUTCAKE, cutcake } from "./cutcake.ts";
import { DIGRAPH_PLACEMENT, digraphPlacement, parseDigraphPlacement } from "./digraph_placement.ts";
import { DOMINEERING, domineering, parseDomineering } from "./domineering.ts";
import { EATCAKE, eatcake } from "./eatcake.ts";
import {
  ELEPHANTS_AND_RHINOS,
  elephantsAndRhinos,
  parseElephantsAndRhinos,
} from "./elephants_and_rhinos.ts";
import { FISSION, fission, parseFission } from "./fission.ts";
import {
  HACKENBUSH,
  hackenbush,
  HACKENBUSH_GRAPH,
  parseHackenbush,
  parseHackenbushGraph,
} from "./hackenbush.ts";
import { isTreeNotation } from "./_hackenbush_graph.ts";
import type { ImpartialRuleset } from "./impartial_ruleset.ts";
import { impartialVariant } from "./impartial_variant.ts";
import { KONANE, konane, parseKonane } from "./konane.ts";
import { MAUNDY_CAKE, maundyCake } from "./maundy_cake.ts";
import { parseSkiJumps, SKI_JUMPS, skiJumps } from "./ski_jumps.ts";
import { TURN_AND_EATCAKE, turnAndEatcake } from "./turn_and_eatcake.ts";
import { registerCacheOwner } from "@cgt/partizan/caches";
import { LimitError } from "@cgt/partizan/game-limit";
import { type Game, nimber } from "@cgt/partizan/game";
import type { GameArgument, GameFunction } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { integerFunction, stringFunction } from "@cgt/partizan/ruleset-function";
import {
  type GrundyValues,
  parseTakeAndBreakCode,
  type TakeAndBreakGame,
  takeAndBreakGrundy,
} from "@cgt/impartial/octal-game";
import { parseSpawningCode, spawningGrundy } from "@cgt/impartial/spawning";
import { parseSnort, SNORT, snort } from "./snort.ts";
import { parseToadsAndFrogs, TOADS_AND_FROGS, toadsAndFrogs } from "./toads_and_frogs.ts";
import { parseTopplingDominoes, TOPPLING_DOMINOES, topplingDominoes } from "./toppling_dominoes.ts";

export type { Game } from "@cgt/partizan/game";
export type { GameArgument, GameFunction } from "@cgt/partizan/notation";

/** Describes the arguments of a call, for an error message. */
function describe(args: readonly GameArgument[]): string {
  if (args.length === 0) return "no arguments";
  return args.map((a) =>
    typeof a === "string" ? "a string" : typeof a === "bigint" ? "an integer" : "a game"
  ).join(", ");
}

/** `turning("code", "coins")`: CGSuite's `Turning(code)` on a row of coins. */
function turningFunction(args: GameArgument[]): Game {
  if (args.length !== 2 || typeof args[0] !== "string" || typeof args[1] !== "string") {
    throw new TypeError(
      `Cannot evaluate turning(): expected a turning code and a row of coins such as turning("1-3", "THHTH"), received ${
        describe(args)
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
function heapFunction(
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
          describe(args)
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

function takeAndBreakValues(code: string, n: number): GrundyValues {
  const game: TakeAndBreakGame = parseTakeAndBreakCode(code);
  return heapValues(`tb ${game.name}`, n, (m) => takeAndBreakGrundy(game, m));
}

function spawningValues(code: string, n: number): GrundyValues {
  const game = parseSpawningCode(code);
  return heapValues(`spawning ${game.name}`, n, (m) => spawningGrundy(game, m));
}

/** A partizan ruleset of this package with the parser of its positions. */
interface Playable {
  readonly ruleset: Ruleset<unknown>;
  readonly parse: (text: string) => unknown;
}

/** The partizan rulesets `impartialVariant()` knows, by their notation names. */
const PARTIZAN: Record<string, Playable> = {
  domineering: { ruleset: DOMINEERING as Ruleset<unknown>, parse: parseDomineering },
  clobber: { ruleset: CLOBBER as Ruleset<unknown>, parse: parseClobber },
  konane: { ruleset: KONANE as Ruleset<unknown>, parse: parseKonane },
  toads: { ruleset: TOADS_AND_FROGS as Ruleset<unknown>, parse: parseToadsAndFrogs },
  hackenbush: { ruleset: HACKENBUSH as Ruleset<unknown>, parse: parseHackenbush },
  toppling: { ruleset: TOPPLING_DOMINOES as Ruleset<unknown>, parse: parseTopplingDominoes },
  col: { ruleset: COL as Ruleset<unknown>, parse: parseCol },
  snort: { ruleset: SNORT as Ruleset<unknown>, parse: parseSnort },
  amazons: { ruleset: AMAZONS as Ruleset<unknown>, parse: parseAmazons },
  fission: { ruleset: FISSION as Ruleset<unknown>, parse: parseFission },
  kings: { ruleset: KINGS_CLOBBER as Ruleset<unknown>, parse: parseKingsClobber },
  rooks: { ruleset: ROOKS_CLOBBER as Ruleset<unknown>, parse: parseRooksClobber },
  queens: { ruleset: QUEENS_CLOBBER as Ruleset<unknown>, parse: parseQueensClobber },
  antiClobber: { ruleset: ANTI_CLOBBER as Ruleset<unknown>, parse: parseAntiClobber },
  elephantsAndRhinos: {
    ruleset: ELEPHANTS_AND_RHINOS as Ruleset<unknown>,
    parse: parseElephantsAndRhinos,
  },
  skiJumps: { ruleset: SKI_JUMPS as Ruleset<unknown>, parse: parseSkiJumps },
  digraphPlacement: {
    ruleset: DIGRAPH_PLACEMENT as Ruleset<unknown>,
    parse: parseDigraphPlacement,
  },
  partizanArcKayles: {
    ruleset: PARTIZAN_ARC_KAYLES as Ruleset<unknown>,
    parse: parsePartizanArcKayles,
  },
};

/**
 * `hackenbush` positions in CGSuite's graph notation (anything but the tree strings of `L`, `R`,
 * `G`, brackets and commas), as `hackenbush(...)` itself reads them.
 */
const HACKENBUSH_GRAPHS: Playable = {
  ruleset: HACKENBUSH_GRAPH as Ruleset<unknown>,
  parse: parseHackenbushGraph,
};

/** The cake games `impartialVariant()` knows: positions are a number of rows and columns. */
const CAKES: Record<string, Ruleset<unknown>> = {
  cutcake: CUTCAKE as Ruleset<unknown>,
  eatcake: EATCAKE as Ruleset<unknown>,
  maundyCake: MAUNDY_CAKE as Ruleset<unknown>,
  turnAndEatcake: TURN_AND_EATCAKE as Ruleset<unknown>,
};

/** The impartial variants made so far, one per ruleset (each owns its Grundy table). */
const VARIANTS = new Map<string, ImpartialRuleset<unknown>>();

function variantOf(name: string): ImpartialRuleset<unknown> {
  let variant = VARIANTS.get(name);
  if (variant === undefined) {
    const ruleset = CAKES[name] ??
      (name === "hackenbush graph" ? HACKENBUSH_GRAPHS : PARTIZAN[name]).ruleset;
    variant = impartialVariant(ruleset);
    VARIANTS.set(name, variant);
  }
  return variant;
}

/**
 * `impartialVariant("ruleset", "position")`: CGSuite's `ImpartialVariant` of a position of one
 * of this package's partizan rulesets (`impartialVariant("cutcake", m, n)` for Cutcake).
 */
function impartialVariantFunction(args: GameArgument[]): Game {
  const [name, ...rest] = args;
  const names = [...Object.keys(PARTIZAN), ...Object.keys(CAKES)].join(", ");
  if (typeof name !== "string") {
    throw new TypeError(
      `Cannot evaluate impartialVariant(): expected a ruleset name and a position such as impartialVariant("domineering", "..|.."), received ${
        describe(args)
      }`,
    );
  }
  if (Object.hasOwn(CAKES, name)) {
    if (rest.length !== 2 || !rest.every((a) => typeof a === "bigint")) {
      throw new TypeError(
        `Cannot evaluate impartialVariant(): expected two integers after "${name}" such as impartialVariant("${name}", 3, 4), received ${
          describe(rest)
        }`,
      );
    }
    const [rows, cols] = rest as bigint[];
    if (rows < 1n || cols < 1n || rows > 200n || cols > 200n) {
      throw new RangeError(
        `Cannot evaluate impartialVariant(): a cake has 1 to 200 rows and columns, received ${rows} by ${cols}`,
      );
    }
    const variant = variantOf(name);
    return nimber(variant.solver.grundy([{ rows: Number(rows), cols: Number(cols) }]));
  }
  const playable = Object.hasOwn(PARTIZAN, name) ? PARTIZAN[name] : undefined;
  if (playable === undefined) {
    throw new RangeError(
      `Cannot evaluate impartialVariant(): unknown ruleset "${name}", expected one of ${names}`,
    );
  }
  if (rest.length !== 1 || typeof rest[0] !== "string") {
    throw new TypeError(
      `Cannot evaluate impartialVariant(): expected one position string after "${name}", received ${
        describe(rest)
      }`,
    );
  }
  if (name === "hackenbush" && !isTreeNotation(rest[0])) {
    const graph = HACKENBUSH_GRAPHS.parse(rest[0]);
    return nimber(variantOf("hackenbush graph").solver.grundy(graph));
  }
  return nimber(variantOf(name).solver.grundy(playable.parse(rest[0])));
}

/**
 * `toads("TT..FF")` or `toads("TT..FF", 2)`: a Toads and Frogs row, and the longest jump
 * (CGSuite's `GenToadsAndFrogs(2)("tt..ff")`).
 */
function toadsFunction(args: GameArgument[]): Game {
  const [row, jump] = args;
  if (
    typeof row !== "string" || args.length > 2 || (args.length === 2 && typeof jump !== "bigint")
  ) {
    const kinds = args.map((a) =>
      typeof a === "string" ? "a string" : typeof a === "bigint" ? "an integer" : "a game"
    );
    throw new TypeError(
      `Cannot evaluate toads(): expected a row and an optional longest jump such as toads("TT..FF") or toads("TT..FF", 2), received ${
        kinds.length === 0 ? "no arguments" : kinds.join(", ")
      }`,
    );
  }
  return toadsAndFrogs(row, { maxJump: jump === undefined ? 1 : Number(jump) });
}

/**
 * The rulesets by the names the game notation uses, for the `functions`
 * option of `parseGame` (and `cgt value`). Each takes one string in its
 * ruleset's notation, except the cakes (`cutcake(rows, columns)`,
 * `eatcake`, `maundyCake`, `turnAndEatcake`) and `toads(row, maxJump)`:
 * `domineering`, `cram` and `konane` and `clobber` take a grid (rows
 * separated by `|`), `toads` a Toads and Frogs row and optionally the
 * longest jump, `hackenbush` a graph in CGSuite's notation (`"l(l;rl)"`) or
 * trees of blue (L), red (R) and green (G) edges (`"L(R,G)"`), `toppling` a
 * row of dominoes, `col`, `snort`, `arcKayles` and `partizanArcKayles` a graph
 * in CGSuite's notation (`col` and `snort` also cgt's numbered one); `amazons`,
 * `fission`, `kings`, `rooks`, `queens`, `antiClobber` and `skiJumps` a grid,
 * `elephantsAndRhinos` a row, `digraphPlacement` coloured vertices and arcs.
 * Impartial games: `turning("1-3", "THHTH")` is CGSuite's `Turning(code)` on
 * a row of heads and tails (with `turningTurtles`, `mockTurtles` and `ruler`
 * for its best-known codes), `takeAndBreak("4!.0", 5, 7)` and
 * `spawning("1-3", 5)` the nim-sum of heaps of a take-and-break or spawning
 * game (CGSuite's `TakeAndBreak(code)(n)`), and
 * `impartialVariant("domineering", "..|..")` CGSuite's `ImpartialVariant` of a
 * position of one of the partizan rulesets (`impartialVariant("cutcake", 3, 4)`
 * for a cake). A call with the wrong arguments throws a `TypeError`; a bad
 * position the ruleset's error.
 *
 * @example
 * ```ts
 * import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const g = parseGame('domineering("..|..") + toads("TFT.TFF")', { functions: RULESET_FUNCTIONS });
 * assert.equal(formatGame(g), formatGame(parseGame("+-1 + ^")));
 * assert.equal(formatGame(parseGame("cutcake(8, 1)", { functions: RULESET_FUNCTIONS })), "-7");
 * const read = (text: string) => formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));
 * assert.equal(read('toads("TTTT..FFF", 2)'), "{1/2*|v}");
 * assert.equal(read('mockTurtles("THHTH")'), "*14");
 * assert.equal(read('takeAndBreak("4!.0", 5, 7)'), "*2");
 * assert.equal(read('impartialVariant("domineering", "...")'), "*");
 * ```
 */
export const RULESET_FUNCTIONS: Record<string, GameFunction> = {
  domineering: stringFunction("domineering", "..|..", domineering),
  cram: stringFunction("cram", "...|...", cram),
  clobber: stringFunction("clobber", "xo|ox", clobber),
  konane: stringFunction("konane", "xo.|...", konane),
  toads: toadsFunction,
  hackenbush: stringFunction("hackenbush", "LLR", hackenbush),
  toppling: stringFunction("toppling", "LRG", topplingDominoes),
  col: stringFunction("col", ".-.-.", col),
  snort: stringFunction("snort", ".-.-.", snort),
  arcKayles: stringFunction("arcKayles", "---", arcKayles),
  partizanArcKayles: stringFunction("partizanArcKayles", "llr", partizanArcKayles),
  cutcake: integerFunction("cutcake", "cutcake(8, 3)", 2, ([rows, cols]) => cutcake(rows, cols)),
  turning: turningFunction,
  turningTurtles: stringFunction("turningTurtles", "THHTH", turningTurtles),
  mockTurtles: stringFunction("mockTurtles", "THHTH", mockTurtles),
  ruler: stringFunction("ruler", "THHTH", ruler),
  takeAndBreak: heapFunction("takeAndBreak", 'takeAndBreak("0.77", 5)', takeAndBreakValues),
  spawning: heapFunction("spawning", 'spawning("1-3", 5)', spawningValues),
  impartialVariant: impartialVariantFunction,
  amazons: stringFunction("amazons", "x...|o...", amazons),
  fission: stringFunction("fission", "..x.|....", fission),
  kings: stringFunction("kings", "xo.|.ox", kingsClobber),
  rooks: stringFunction("rooks", "x..o|o..x", rooksClobber),
  queens: stringFunction("queens", "x..|.o.|..x", queensClobber),
  antiClobber: stringFunction("antiClobber", "xoxo|oo..", antiClobber),
  elephantsAndRhinos: stringFunction("elephantsAndRhinos", "tt..ff", elephantsAndRhinos),
  eatcake: integerFunction("eatcake", "eatcake(3, 4)", 2, ([rows, cols]) => eatcake(rows, cols)),
  maundyCake: integerFunction(
    "maundyCake",
    "maundyCake(8, 6)",
    2,
    ([rows, cols]) => maundyCake(rows, cols),
  ),
  turnAndEatcake: integerFunction(
    "turnAndEatcake",
    "turnAndEatcake(3, 4)",
    2,
    ([rows, cols]) => turnAndEatcake(rows, cols),
  ),
  skiJumps: stringFunction("skiJumps", "L....|....R", skiJumps),
  digraphPlacement: stringFunction("digraphPlacement", "LRL:0>1,2-1", digraphPlacement),
};
