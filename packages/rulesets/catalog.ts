/**
 * The one catalogue of this package's rulesets: one entry per ruleset, with its name in the
 * game notation, its kind of board, its rule in a line and where it is defined, and what each
 * consumer needs (the notation function, the `Ruleset` and the parse and format of positions,
 * whether it is impartial or loopy, whether the parallel search takes it, the cells of its board
 * editor, CGSuite's names of it). Every list of rulesets (the notation functions, CGSuite's names
 * among them, `impartialVariant`'s rulesets, the parallel search's, the command line's names and
 * position search, the explorer's boards) is read from here.
 *
 * Adding a ruleset: write its module (the rules as a `Ruleset`, `parse` and `format` of its
 * positions, its value function), its test, one entry below, and its export in `deno.json`;
 * `catalog_test.ts` then checks the entry against every consumer.
 *
 * @example
 * ```ts
 * import { CATALOG, catalogEntry } from "@cgt/rulesets/catalog";
 * import assert from "node:assert/strict";
 *
 * const domineering = catalogEntry("domineering")!;
 * assert.equal(domineering.title, "Domineering");
 * assert.equal(domineering.kind, "grid");
 * const position = domineering.position!.parse("..|..");
 * assert.equal(domineering.position!.format!(position), "..|..");
 * assert.ok(CATALOG.some((entry) => entry.loopy));
 * assert.equal(catalogEntry("toString"), undefined);
 * // CGSuite's name of it, read by the notation as the cgt call
 * assert.deepEqual(domineering.cgsuite?.[0].example, ['Domineering("..|..")', 'domineering("..|..")']);
 * ```
 *
 * @module
 */

import type { Game } from "@cgt/partizan/game";
import type { GameArgument, GameFunction, NamedValue } from "@cgt/partizan/notation";
import { isCgsuiteLiteral } from "@cgt/partizan/notation";
import type { LoopyGameArgument, LoopyGameFunction } from "@cgt/partizan/loopy-notation";
import type { LoopyPositionCall } from "./_loopy_position_call.ts";
import type { Ruleset } from "@cgt/partizan/search";
import {
  integerFunction,
  type RulesetPosition,
  stringFunction,
  withPosition,
} from "@cgt/partizan/ruleset-function";
import { nimber } from "@cgt/partizan/game";
import {
  ARC_KAYLES,
  arcKayles,
  formatArcKayles,
  formatPartizanArcKayles,
  parseArcKayles,
  parsePartizanArcKayles,
  PARTIZAN_ARC_KAYLES,
  partizanArcKayles,
} from "./graph/arc_kayles.ts";
import { AMAZONS, amazons, formatAmazons, parseAmazons } from "./grid/amazons.ts";
import {
  BACKSLIDING_TOADS_AND_FROGS,
  backslidingPosition,
  backslidingToadsAndFrogs,
} from "./strip/backsliding_toads_and_frogs.ts";
import { CLOBBER, clobber, formatClobber, parseClobber } from "./grid/clobber.ts";
import {
  ANTI_CLOBBER,
  antiClobber,
  formatAntiClobber,
  formatKingsClobber,
  formatQueensClobber,
  formatRooksClobber,
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
} from "./grid/clobber_variants.ts";
import {
  formatKnightsClobber,
  KNIGHTS_CLOBBER,
  knightsClobber,
  parseKnightsClobber,
} from "./grid/knights_clobber.ts";
import {
  CHILDISH_HACKENBUSH,
  childishHackenbush,
  formatChildishHackenbush,
  parseChildishHackenbush,
} from "./graph/childish_hackenbush.ts";
import { COL, col, formatCol, parseCol } from "./graph/col.ts";
import { genClobberRules } from "./grid/gen_clobber.ts";
import { CHOMP, chomp, formatChomp, parseChomp } from "./grid/chomp.ts";
import { NOGO, noGo, parseNoGo } from "./grid/nogo.ts";
import { formatQuelhas, parseQuelhas, QUELHAS, quelhas } from "./grid/quelhas.ts";
import { formatSheep, parseSheep, SHEEP, sheep, type SheepPosition } from "./grid/sheep.ts";
import {
  formatKingDirt,
  KING_DIRT,
  kingDirt,
  type KingDirtPosition,
  parseKingDirt,
} from "./grid/king_dirt.ts";
import {
  formatQuicksort,
  parseQuicksort,
  PSEUDO_QUICKSORT,
  pseudoQuicksort,
  QUICKSORT,
  quicksort,
} from "./strip/quicksort.ts";
import { FJORDS, fjords, formatGenCol, parseGenCol } from "./graph/gen_col.ts";
import {
  formatWeightedArcKayles,
  parseWeightedArcKayles,
  WEIGHTED_ARC_KAYLES,
  weightedArcKayles,
} from "./graph/weighted_arc_kayles.ts";
import { mockTurtles, ruler, turningTurtles } from "./heap/coin_turning.ts";
import { CRAM, cram, formatCram, parseCram } from "./grid/cram.ts";
import { CUTCAKE, cutcake } from "./heap/cutcake.ts";
import {
  DIGRAPH_PLACEMENT,
  digraphPlacement,
  formatDigraphPlacement,
  parseDigraphPlacement,
} from "./graph/digraph_placement.ts";
import {
  DOMINEERING,
  domineering,
  formatDomineering,
  parseDomineering,
} from "./grid/domineering.ts";
import { EATCAKE, eatcake } from "./heap/eatcake.ts";
import {
  ELEPHANTS_AND_RHINOS,
  elephantsAndRhinos,
  parseElephantsAndRhinos,
} from "./strip/elephants_and_rhinos.ts";
import { FISSION, fission, formatFission, parseFission } from "./grid/fission.ts";
import type { GridPosition } from "./_bitboard.ts";
import { typeFail } from "./_check.ts";
import {
  formatHackenbush,
  formatHackenbushGraph,
  HACKENBUSH,
  hackenbush,
  HACKENBUSH_GRAPH,
  parseHackenbush,
  parseHackenbushGraph,
} from "./graph/hackenbush.ts";
import { isTreeNotation } from "./_hackenbush_graph.ts";
import { rememberCall } from "./_call_printers.ts";
import {
  type CallArgument,
  type CgsuiteName,
  foxAndGeeseBoard,
  lowerCased,
  pairsSpread,
  setsAsStrings,
  subtractionCode,
  withFirst,
} from "./_cgsuite_names.ts";
import type { ImpartialRuleset } from "./variant/impartial_ruleset.ts";
import { impartialVariant } from "./variant/impartial_variant.ts";
import { dicoticVariant } from "./variant/dicotic_variant.ts";
import { twistedVariant } from "./variant/twisted_variant.ts";
import { Solver } from "@cgt/partizan/search";
import { formatHotClobber, HOT_CLOBBER, hotClobber, parseHotClobber } from "./grid/hot_clobber.ts";
import { formatKonane, KONANE, konane, parseKonane } from "./grid/konane.ts";
import { MAUNDY_CAKE, maundyCake } from "./heap/maundy_cake.ts";
import { formatSkiJumps, parseSkiJumps, SKI_JUMPS, skiJumps } from "./grid/ski_jumps.ts";
import { formatSnort, parseSnort, SNORT, snort } from "./graph/snort.ts";
import { parseToadsAndFrogs, TOADS_AND_FROGS } from "./strip/toads_and_frogs.ts";
import { searchRuleset, toPosition } from "./_toads_and_frogs.ts";
import {
  parseTopplingDominoes,
  TOPPLING_DOMINOES,
  topplingDominoes,
} from "./strip/toppling_dominoes.ts";
import { TURN_AND_EATCAKE, turnAndEatcake } from "./heap/turn_and_eatcake.ts";
import { windUp, windUpRuleset } from "./heap/wind_up.ts";
import { PARTIZAN_EUCLID, partizanEuclid } from "./heap/partizan_euclid.ts";
import { genMemRuleset, MEM, mem, takeAway } from "./heap/gen_mem.ts";
import { genWythoff, genWythoffRuleset } from "./heap/gen_wythoff.ts";
import {
  foxAndGeeseFunction,
  foxAndGeesePositionCall,
  genClobberFunction,
  genClobberPosition,
  genColFunction,
  genColPosition,
  genMemFunction,
  genMemPosition,
  genToadsAndFrogsFunction,
  genToadsAndFrogsPosition,
} from "./_schema_calls.ts";
import {
  cakeProductFunction,
  joinFunction,
  partizanJoinFunction,
  productFunction,
} from "./_heap_product_calls.ts";
import {
  coinsPosition,
  describeArguments,
  hackenbushPosition,
  heapFunction,
  partizanHeapFunction,
  partizanHeapPosition,
  spawningPosition,
  spawningValues,
  splittlesPosition,
  splittlesValues,
  takeAndBreakPosition,
  takeAndBreakValues,
  toadsFunction,
  toadsPosition,
  turningFunction,
} from "./_notation_calls.ts";

export { schemaPositionName, schemaPositionText } from "./_schema_calls.ts";
export type { Game } from "@cgt/partizan/game";
export type {
  CgsuiteLiteral,
  GameArgument,
  GameFunction,
  NamedArgument,
  NamedValue,
} from "@cgt/partizan/notation";
export type { LoopyGame } from "@cgt/partizan/loopy";
export type { LoopyGameArgument, LoopyGameFunction } from "@cgt/partizan/loopy-notation";
export type { LoopyPositionCall } from "./_loopy_position_call.ts";
export type { CallArgument, CgsuiteName } from "./_cgsuite_names.ts";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/**
 * The kinds of board, as CGSuite sorts its rulesets: a grid of cells, a strip (one row), a
 * graph, a cake (rows by columns), heaps, a row of coins, or a variant of another ruleset.
 */
export type BoardKind = "grid" | "strip" | "graph" | "cake" | "heap" | "coins" | "variant";

/** A ruleset whose positions are written as one string: its rules, and how to read and write one. */
export interface PositionRules {
  /** The rules. */
  // deno-lint-ignore no-explicit-any
  readonly ruleset: Ruleset<any>;
  /** Reads a position from its notation (throws the ruleset's error on a bad one). */
  readonly parse: (text: string) => unknown;
  /** Writes a position back (`parse(format(p))` is the same position, up to isomorphism for graphs). */
  readonly format?: (position: unknown) => string;
}

/**
 * A label an edge or a vertex of a graph may carry in the ruleset's notation, and what it means
 * on a graph board.
 */
export interface GraphLabel {
  /** As written in the notation: "" for the plain edge `-` or an unlabelled vertex. */
  readonly label: string;
  /** A word or two for it in an editor ("blue", "tinted by Left", "weight 2"). */
  readonly name: string;
  /** Who may play on an element with this label: `"LR"` both, `"L"`, `"R"` or `""` neither. */
  readonly movers: "" | "L" | "R" | "LR";
}

/**
 * How a move changes a graph: `cut` an edge, and the edges no longer joined to the ground fall
 * (Hackenbush); `childish`, a cut that (but for green edges) may drop no other edge; `colour` a
 * vertex, which leaves play, tints its untinted neighbours with the mover's tint and takes out
 * its neighbours of the other tint (CGSuite's GenCol: Col, Snort, Fjords); `pick` an edge and
 * take out both its ends (Arc Kayles); `weighted`, pick an edge and take one from the weight of
 * each end (Weighted Arc Kayles); `place`, take a vertex of the mover's colour out with every
 * vertex its arcs point to (Digraph Placement).
 */
export type GraphPlay = "cut" | "childish" | "colour" | "pick" | "weighted" | "place";

/**
 * What a graph editor needs to draw and play a graph ruleset: the labels of edges and of vertices
 * (the first is what a new one gets), whether the first vertex is the ground, whether edges are
 * arcs, and how a move changes the graph.
 */
export interface GraphBoard {
  /** How a move changes the graph. */
  readonly play: GraphPlay;
  /** The labels an edge may carry, the default first. */
  readonly edges: readonly GraphLabel[];
  /** The labels a vertex may carry, the default first. */
  readonly vertices: readonly GraphLabel[];
  /** Whether the first vertex written is the ground (Hackenbush). */
  readonly ground: boolean;
  /**
   * Whether edges are arcs of a directed graph written in the ruleset's own notation rather than
   * CGSuite's graph notation: the vertex labels, then `:` and the arcs `i>j`, `i<j` or `i-j`
   * (both ways), whose operator is the edge's label (Digraph Placement's `"LRL:0>1,2-1"`).
   * @default {false}
   */
  readonly directed?: boolean;
}

/** One ruleset of the catalogue. */
export interface CatalogEntry {
  /** The name in the game notation: `domineering` in `domineering("..|..")`. */
  readonly name: string;
  /** The game's name, as people write it. */
  readonly title: string;
  /** The kind of board. */
  readonly kind: BoardKind;
  /** The rule, in one line. */
  readonly rule: string;
  /** Where the game is defined. */
  readonly source: string;
  /** A call in notation with a small position. */
  readonly example: string;
  /** Both players have the same moves in every position. */
  readonly impartial: boolean;
  /** Positions may repeat (values are loopy games). */
  readonly loopy: boolean;
  /** The notation function of a short game (absent for loopy games). */
  readonly notation?: GameFunction;
  /** The notation function of a loopy game (absent for short games). */
  readonly loopyNotation?: LoopyGameFunction;
  /**
   * For a loopy game: the rules and position of a call's arguments (as `loopyNotation` takes
   * them), and how its positions are written back, for listing moves.
   */
  readonly loopyPosition?: (args: LoopyGameArgument[]) => LoopyPositionCall;
  /** For a ruleset called as `name("position")`: its rules and the notation of positions. */
  readonly position?: PositionRules;
  /**
   * For a ruleset whose notation function also takes CGSuite's graph notation, with rules of
   * their own (Hackenbush: `position` is its tree notation `"L(R,R)"`, this its graphs
   * `"l(r;r)"`): those rules and the parse and format of graphs.
   */
  readonly graphPosition?: PositionRules;
  /** For a cake: the rules on `[{ rows, cols }]` positions. */
  // deno-lint-ignore no-explicit-any
  readonly cake?: Ruleset<any>;
  /**
   * The rules the parallel search (`parallelValue`, `--workers`) uses, when it takes this
   * ruleset: the same values as {@link CatalogEntry.position}, perhaps on a faster encoding.
   */
  readonly parallel?: PositionRules;
  /** The characters of a cell of the board editor, the empty cell first (grids and strips). */
  readonly cells?: string;
  /** For a ruleset on a graph: what its graph editor edits and plays. */
  readonly graph?: GraphBoard;
  /**
   * What the game calls its players, Left first (`["Vertical", "Horizontal"]` for Domineering),
   * when it names them otherwise than Left and Right.
   */
  readonly players?: readonly [left: string, right: string];
  /**
   * For a ruleset whose position is a few integers among the arguments of its call (Mem's
   * `mem(7, 3)`, or the heaps `10, 4` of `genWythoff(10, 4, 1, 2)`): where they are, `count`
   * arguments from index `from`. The call's position is then the list of those integers, in
   * order; the other arguments are the rules. With `sum`, the position is a list of such lists,
   * the components of a sum (a heap-rule product's move on `(m, n)` may leave several), or of
   * records holding those integers in the same order (a cake product's `{ rows, cols }`).
   */
  readonly positionArguments?: {
    readonly from: number;
    readonly count: number;
    readonly sum?: boolean;
  };
  /**
   * For a schema called as `name("position", parameter => value, ...)` whose positions are
   * another entry's (Generalised Toads and Frogs' rows are Toads and Frogs'): that entry's name.
   * Its cells and its `format` write the schema's positions, whatever the named parameters.
   */
  readonly schemaOf?: string;
  /**
   * The names CGSuite's ruleset library gives this ruleset (`Domineering`; `Kayles`, `Nim`, ...
   * for take-and-break codes), each with how CGSuite's call reads as this entry's. The notation
   * binds them beside {@link CatalogEntry.name} (`Domineering("..|..")` is
   * `domineering("..|..")`) and prints positions with cgt's name.
   */
  readonly cgsuite?: readonly CgsuiteName[];
}

/**
 * The position function of a call whose position is `count` integers among its arguments from
 * index `from` (an entry's `positionArguments`), wrapped so that its positions print as the same
 * call with their integers in place of the call's (`mem(4, 3)` for an option of `mem(7, 3)`).
 */
function integerPositions(
  name: string,
  from: number,
  position: (args: GameArgument[]) => RulesetPosition,
): (args: GameArgument[]) => RulesetPosition {
  return (args) => {
    const at = position(args);
    const written = args.map((a) => typeof a === "string" ? JSON.stringify(a) : String(a));
    rememberCall(at.ruleset, name, (p) => {
      const integers = (p as readonly number[]).map(String);
      const call = [...written];
      call.splice(from, integers.length, ...integers);
      return `${name}(${call.join(", ")})`;
    });
    return at;
  };
}

/** The largest side of a cake `impartialVariant()` takes. */
const MAX_VARIANT_CAKE_SIDE = 200;

/** Builds the notation function of `name("text")`: its value and, for game forms, its position. */
function positionNotation(
  name: string,
  example: string,
  evaluate: (text: string) => Game,
  rules: PositionRules,
): GameFunction {
  return withPosition(
    stringFunction(name, example, evaluate),
    ([text]): RulesetPosition => ({ ruleset: rules.ruleset, position: rules.parse(String(text)) }),
  );
}

/** Builds the notation function of `name(rows, cols)` for a cake ruleset. */
function cakeNotation(
  name: string,
  example: string,
  ruleset: Ruleset<unknown>,
  evaluate: (rows: bigint, cols: bigint) => Game,
): GameFunction {
  return withPosition(
    integerFunction(name, example, 2, ([rows, cols]) => evaluate(rows, cols)),
    ([rows, cols]) => ({ ruleset, position: [{ rows: Number(rows), cols: Number(cols) }] }),
  );
}

interface PositionEntrySpec {
  name: string;
  title: string;
  kind: BoardKind;
  rule: string;
  source: string;
  position: string;
  evaluate: (text: string) => Game;
  rules: PositionRules;
  impartial?: boolean;
  parallel?: PositionRules;
  cells?: string;
  graph?: GraphBoard;
  players?: readonly [left: string, right: string];
  cgsuite?: readonly CgsuiteName[];
}

/** An entry for a ruleset called as `name("position")`. */
function positionEntry(spec: PositionEntrySpec): CatalogEntry {
  const example = `${spec.name}("${spec.position}")`;
  return {
    name: spec.name,
    title: spec.title,
    kind: spec.kind,
    rule: spec.rule,
    source: spec.source,
    example,
    impartial: spec.impartial ?? false,
    loopy: false,
    notation: positionNotation(spec.name, spec.position, spec.evaluate, spec.rules),
    position: spec.rules,
    ...(spec.parallel ? { parallel: spec.parallel } : {}),
    ...(spec.cells ? { cells: spec.cells } : {}),
    ...(spec.graph ? { graph: spec.graph } : {}),
    ...(spec.players ? { players: spec.players } : {}),
    ...(spec.cgsuite ? { cgsuite: spec.cgsuite } : {}),
  };
}

/** An entry for a cake ruleset, called as `name(rows, cols)`. */
function cakeEntry(
  name: string,
  title: string,
  rule: string,
  source: string,
  ruleset: Ruleset<unknown>,
  evaluate: (rows: bigint, cols: bigint) => Game,
  example: string,
  cgsuite: string,
): CatalogEntry {
  return {
    name,
    title,
    kind: "cake",
    rule,
    source,
    example,
    impartial: false,
    loopy: false,
    notation: cakeNotation(name, example, ruleset, evaluate),
    cake: ruleset,
    cgsuite: [{
      name: cgsuite,
      example: [`${cgsuite}((${example.slice(name.length + 1, -1)}))`, example],
      differs:
        `CGSuite writes the cake as a pair, ${cgsuite}((m, n)); cgt writes its two numbers as two arguments, in the same order, which the alias takes too`,
      args: pairsSpread,
    }],
  };
}

/**
 * CGSuite's name of a ruleset whose board it reads lower-cased (its grids and strips:
 * `Clobber("XO")` is `clobber("xo")`), with a call as CGSuite takes it and as cgt writes it.
 */
function boardName(name: string, cgsuite: string, cgt: string): CgsuiteName {
  return {
    name,
    example: [cgsuite, cgt],
    differs: "CGSuite reads the board lower-cased",
    args: lowerCased,
  };
}

/** CGSuite's name of a ruleset that takes the cgt call's arguments as they are (its graphs). */
function sameName(name: string, cgsuite: string, cgt: string): CgsuiteName {
  return { name, example: [cgsuite, cgt] };
}

/**
 * CGSuite's `GenCol(leftPermitted, rightPermitted)(graph)`, its two lists positional, as
 * `genCol(graph, leftPermitted => [...], rightPermitted => [...])`.
 */
function genColApplied(
  rules: readonly CallArgument[],
  position: readonly CallArgument[],
): CallArgument[] {
  const lists = rules.filter((a) => isCgsuiteLiteral(a) && "list" in a);
  if (lists.length !== 2 || rules.length !== 2) {
    throw new SyntaxError(
      `Cannot read GenCol(...)(...): CGSuite's ruleset GenCol takes two lists before its position, as GenCol([Left], [Nothing, Right])("L-.-."), received ${rules.length} arguments`,
    );
  }
  const [left, right] = lists as NamedValue[];
  return [
    ...position,
    { option: "leftPermitted", value: left },
    { option: "rightPermitted", value: right },
  ];
}

/**
 * A Toppling Dominoes row as CGSuite writes it (`l` blue, `r` red, `e` green, `.` an empty cell,
 * lower-cased) in cgt's letters `L`, `R`, `G`; an empty cell goes, as no move depends on it (a
 * move topples everything to one side of the domino, empty cells included).
 */
function topplingRow(args: readonly CallArgument[]): CallArgument[] {
  const letters: Record<string, string> = { l: "L", r: "R", e: "G", ".": "" };
  return args.map((a) =>
    typeof a === "string"
      ? [...a.toLowerCase()].map((c) => Object.hasOwn(letters, c) ? letters[c] : c).join("")
      : a
  );
}

const DOMINEERING_RULES: PositionRules = {
  ruleset: DOMINEERING,
  parse: parseDomineering,
  format: (p) => formatDomineering(p as GridPosition),
};
const CLOBBER_RULES: PositionRules = {
  ruleset: CLOBBER,
  parse: parseClobber,
  format: (p) => formatClobber(p as GridPosition),
};
const KONANE_RULES: PositionRules = {
  ruleset: KONANE,
  parse: parseKonane,
  format: (p) => formatKonane(p as GridPosition),
};
const TOADS_RULES: PositionRules = {
  ruleset: TOADS_AND_FROGS,
  parse: parseToadsAndFrogs,
  format: (row) => String(row),
};
/** Edges of Hackenbush and Partizan Arc Kayles: Left's, Right's or either's. */
function colouredEdges(letters: readonly [string, string, string]): GraphLabel[] {
  return [
    { label: letters[0], name: "blue", movers: "L" },
    { label: letters[1], name: "red", movers: "R" },
    { label: letters[2], name: "green", movers: "LR" },
  ];
}
const PLAIN_EDGES: readonly GraphLabel[] = [{ label: "", name: "edge", movers: "LR" }];
const PLAIN_VERTICES: readonly GraphLabel[] = [{ label: "", name: "vertex", movers: "LR" }];
const HACKENBUSH_BOARD: GraphBoard = {
  play: "cut",
  edges: colouredEdges(["l", "r", "e"]),
  vertices: PLAIN_VERTICES,
  ground: true,
};
/** Vertices of a GenCol game: untinted, or tinted by a player; `movers` by tint. */
function tintedVertices(untinted: GraphLabel["movers"], left: "L" | "R"): GraphLabel[] {
  const right = left === "L" ? "R" : "L";
  return [
    { label: "", name: "untinted", movers: untinted },
    { label: "L", name: "tinted by Left", movers: left },
    { label: "R", name: "tinted by Right", movers: right },
  ];
}

const SNORT_RULES: PositionRules = {
  ruleset: SNORT,
  parse: parseSnort,
  format: (p) => formatSnort(p as ReturnType<typeof parseSnort>),
};
const GEN_CLOBBER_RULES = genClobberRules();
const GEN_CLOBBER_DEFAULT: PositionRules = {
  ruleset: GEN_CLOBBER_RULES.ruleset,
  parse: GEN_CLOBBER_RULES.parse,
  format: (p) => GEN_CLOBBER_RULES.format(p as GridPosition),
};

/**
 * Every ruleset of the package, in the order the notation lists them. Read it through
 * {@link catalogEntry} (by name) or walk it; never keep a second list.
 */
export const CATALOG: readonly CatalogEntry[] = [
  positionEntry({
    name: "domineering",
    title: "Domineering",
    kind: "grid",
    rule: "Left places a vertical domino, Right a horizontal one, on empty cells",
    source: "Winning Ways, ch. 5; CGSuite's Domineering",
    position: "..|..",
    evaluate: domineering,
    rules: DOMINEERING_RULES,
    parallel: DOMINEERING_RULES,
    cells: ".#",
    players: ["Vertical", "Horizontal"],
    cgsuite: [boardName("Domineering", 'Domineering("..|..")', 'domineering("..|..")')],
  }),
  positionEntry({
    name: "cram",
    title: "Cram",
    kind: "grid",
    rule: "either player places a domino either way on empty cells (impartial Domineering)",
    source: "Winning Ways, ch. 15; CGSuite's Cram",
    position: "...|...",
    evaluate: cram,
    rules: { ruleset: CRAM, parse: parseCram, format: (p) => formatCram(p as GridPosition) },
    impartial: true,
    cells: ".#",
    cgsuite: [boardName("Cram", 'Cram(".........|##.######")', 'cram(".........|##.######")')],
  }),
  positionEntry({
    name: "clobber",
    title: "Clobber",
    kind: "grid",
    rule: "a stone moves onto an orthogonally adjacent stone of the opponent, which is removed",
    source: "Albert, Grossman, Nowakowski and Wolfe, 2005; CGSuite's Clobber",
    position: "xo|ox",
    evaluate: clobber,
    rules: CLOBBER_RULES,
    parallel: CLOBBER_RULES,
    cells: ".xo",
    cgsuite: [boardName("Clobber", 'Clobber("XOX|OX.")', 'clobber("xox|ox.")')],
  }),
  positionEntry({
    name: "konane",
    title: "Konane",
    kind: "grid",
    rule: "a stone jumps orthogonally over opponent stones into empty cells, capturing them",
    source: "Ernst, 1995 (Hawaiian checkers); CGSuite 1.x's game.grid.Konane (gone from 2.x)",
    position: "xo.|...",
    evaluate: konane,
    rules: KONANE_RULES,
    parallel: KONANE_RULES,
    cells: ".xo",
  }),
  {
    name: "toads",
    title: "Toads and Frogs",
    kind: "strip",
    rule: "toads (Left) move or jump one frog to the right, frogs (Right) to the left",
    source: "Winning Ways, ch. 1; Erickson, 1996; CGSuite's ToadsAndFrogs",
    example: 'toads("TT..FF")',
    impartial: false,
    loopy: false,
    notation: withPosition(toadsFunction, toadsPosition),
    position: TOADS_RULES,
    // Rows packed into numbers (the string ruleset has the same values).
    parallel: {
      ruleset: searchRuleset(1),
      parse: (text) => toPosition(parseToadsAndFrogs(text)),
    },
    cells: ".TF",
    players: ["Toads", "Frogs"],
    cgsuite: [boardName("ToadsAndFrogs", 'ToadsAndFrogs("TT..FF")', 'toads("tt..ff")')],
  },
  {
    name: "hackenbush",
    title: "Hackenbush",
    kind: "graph",
    rule: "a player cuts an edge of their colour (green: either); edges cut off the ground fall",
    source: "Winning Ways, ch. 1-2; CGSuite's Hackenbush (graph notation)",
    example: 'hackenbush("LLR")',
    impartial: false,
    loopy: false,
    notation: withPosition(stringFunction("hackenbush", "LLR", hackenbush), hackenbushPosition),
    position: {
      ruleset: HACKENBUSH,
      parse: parseHackenbush,
      format: (p) => formatHackenbush(p as ReturnType<typeof parseHackenbush>),
    },
    graph: HACKENBUSH_BOARD,
    graphPosition: {
      ruleset: HACKENBUSH_GRAPH,
      parse: parseHackenbushGraph,
      format: (p) => formatHackenbushGraph(p as ReturnType<typeof parseHackenbushGraph>),
    },
    cgsuite: [sameName("Hackenbush", 'Hackenbush("lrlerrr")', 'hackenbush("lrlerrr")')],
  },
  positionEntry({
    name: "toppling",
    title: "Toppling Dominoes",
    kind: "strip",
    rule:
      "a player topples a domino of their colour (green: either) left or right, with all beyond",
    source: "Fink, Nowakowski, Siegel and Wolfe, Toppling Conjectures, 2011",
    position: "LRG",
    evaluate: topplingDominoes,
    rules: { ruleset: TOPPLING_DOMINOES, parse: parseTopplingDominoes, format: (r) => String(r) },
    cgsuite: [{
      name: "TopplingDominoes",
      example: ['TopplingDominoes("l.rrlrrl")', 'toppling("LRRLRRL")'],
      differs:
        "CGSuite writes a domino l, r or e (green) and an empty cell . (lower-cased); cgt writes L, R and G",
      args: topplingRow,
    }],
  }),
  positionEntry({
    name: "col",
    title: "Col",
    kind: "graph",
    rule: "a player colours an uncoloured vertex, never next to one of their own colour",
    source: "Winning Ways, ch. 2; CGSuite's Col (GenCol)",
    position: ".-.-.",
    evaluate: col,
    rules: {
      ruleset: COL,
      parse: parseCol,
      format: (p) => formatCol(p as ReturnType<typeof parseCol>),
    },
    graph: {
      play: "colour",
      edges: PLAIN_EDGES,
      vertices: tintedVertices("LR", "R"),
      ground: false,
    },
    cgsuite: [sameName("Col", 'Col("R-.-R-.-L-.-R-.-R-.")', 'col("R-.-R-.-L-.-R-.-R-.")')],
  }),
  positionEntry({
    name: "snort",
    title: "Snort",
    kind: "graph",
    rule: "a player colours an uncoloured vertex, never next to one of the opponent's colour",
    source: "Winning Ways, ch. 6; CGSuite's Snort (GenCol)",
    position: ".-.-.",
    evaluate: snort,
    rules: SNORT_RULES,
    parallel: SNORT_RULES,
    graph: {
      play: "colour",
      edges: PLAIN_EDGES,
      vertices: tintedVertices("LR", "L"),
      ground: false,
    },
    cgsuite: [sameName("Snort", 'Snort(".-.-.(-.;-.)")', 'snort(".-.-.(-.;-.)")')],
  }),
  positionEntry({
    name: "arcKayles",
    title: "Arc Kayles",
    kind: "graph",
    rule: "either player removes an edge and both its ends, with every edge they touch",
    source: "Schaefer, 1978; CGSuite's ArcKayles",
    position: "---",
    evaluate: arcKayles,
    rules: {
      ruleset: ARC_KAYLES,
      parse: parseArcKayles,
      format: (p) => formatArcKayles(p as ReturnType<typeof parseArcKayles>),
    },
    impartial: true,
    graph: { play: "pick", edges: PLAIN_EDGES, vertices: PLAIN_VERTICES, ground: false },
    cgsuite: [sameName("ArcKayles", 'ArcKayles(".-.-.-.")', 'arcKayles(".-.-.-.")')],
  }),
  positionEntry({
    name: "partizanArcKayles",
    title: "Partizan Arc Kayles",
    kind: "graph",
    rule: "Arc Kayles where each edge says who may pick it (l Left, r Right, e either)",
    source: "CGSuite's GenArcKayles with partizan edges",
    position: "llr",
    evaluate: partizanArcKayles,
    rules: {
      ruleset: PARTIZAN_ARC_KAYLES,
      parse: parsePartizanArcKayles,
      format: (p) => formatPartizanArcKayles(p as ReturnType<typeof parsePartizanArcKayles>),
    },
    graph: {
      play: "pick",
      edges: colouredEdges(["l", "r", "e"]),
      vertices: PLAIN_VERTICES,
      ground: false,
    },
    cgsuite: [
      sameName("PartizanArcKayles", 'PartizanArcKayles("llr")', 'partizanArcKayles("llr")'),
    ],
  }),
  cakeEntry(
    "cutcake",
    "Cutcake",
    "Left cuts a piece vertically, Right horizontally, along the grid lines",
    "Winning Ways, ch. 2; CGSuite's Cutcake",
    CUTCAKE,
    cutcake,
    "cutcake(8, 3)",
    "Cutcake",
  ),
  {
    name: "turning",
    title: "Turning",
    kind: "coins",
    rule: "turn over coins as the code allows, the rightmost going from heads to tails",
    source: "Winning Ways, ch. 14; CGSuite's Turning(code)",
    example: 'turning("1-3", "THHTH")',
    impartial: true,
    loopy: false,
    notation: withPosition(turningFunction, coinsPosition(undefined)),
    cgsuite: [{
      name: "Turning",
      example: ['Turning("1-3", "htththtth")', 'turning("1-3", "htththtth")'],
      rules: { count: 1, cgsuite: 'Turning("1-3")("htththtth")' },
    }],
  },
  {
    name: "turningTurtles",
    title: "Turning Turtles",
    kind: "coins",
    rule: "turn one or two coins, the rightmost from heads to tails",
    source: "Winning Ways, ch. 14",
    example: 'turningTurtles("THHTH")',
    impartial: true,
    loopy: false,
    notation: withPosition(
      stringFunction("turningTurtles", "THHTH", turningTurtles),
      coinsPosition("1-2", "turningTurtles"),
    ),
  },
  {
    name: "mockTurtles",
    title: "Mock Turtles",
    kind: "coins",
    rule: "turn one, two or three coins, the rightmost from heads to tails",
    source: "Winning Ways, ch. 14",
    example: 'mockTurtles("THHTH")',
    impartial: true,
    loopy: false,
    notation: withPosition(
      stringFunction("mockTurtles", "THHTH", mockTurtles),
      coinsPosition("1-3", "mockTurtles"),
    ),
  },
  {
    name: "ruler",
    title: "Ruler",
    kind: "coins",
    rule: "turn any run of consecutive coins, the rightmost from heads to tails",
    source: "Winning Ways, ch. 14",
    example: 'ruler("THHTH")',
    impartial: true,
    loopy: false,
    notation: withPosition(stringFunction("ruler", "THHTH", ruler), coinsPosition("1+C", "ruler")),
  },
  {
    name: "takeAndBreak",
    title: "Take-and-break games",
    kind: "heap",
    rule: "the heap moves of a take-and-break code (octal games and more), on any heaps",
    source: "Winning Ways, ch. 4; CGSuite's TakeAndBreak(code)",
    example: 'takeAndBreak("0.77", 5, 7)',
    impartial: true,
    loopy: false,
    notation: withPosition(
      heapFunction("takeAndBreak", 'takeAndBreak("0.77", 5)', takeAndBreakValues),
      takeAndBreakPosition,
    ),
    cgsuite: [
      {
        name: "TakeAndBreak",
        example: ['TakeAndBreak("0.07", 5)', 'takeAndBreak("0.07", 5)'],
        rules: { count: 1, cgsuite: 'TakeAndBreak("0.07")(5)' },
      },
      {
        name: "Kayles",
        example: ["Kayles(5)", 'takeAndBreak("0.77", 5)'],
        args: withFirst("0.77"),
      },
      {
        name: "DawsonsKayles",
        example: ["DawsonsKayles(5)", 'takeAndBreak("0.07", 5)'],
        args: withFirst("0.07"),
      },
      {
        name: "GrundysGame",
        example: ["GrundysGame(7)", 'takeAndBreak("4!.0", 7)'],
        args: withFirst("4!.0"),
      },
      { name: "Nim", example: ["Nim(5)", 'takeAndBreak("0.[3]", 5)'], args: withFirst("0.[3]") },
      {
        name: "Subtraction",
        example: ["Subtraction([2, 3, 7], 10)", 'takeAndBreak("0.0330003", 10)'],
        differs:
          'CGSuite\'s Subtraction(set) is the take-and-break code with a 3 for each number of the set, TakeAndBreak.FromSubtractionSet(set, "3"); with allbut => true, a 3 for each number up to the largest that is not in the set, then [3] repeated',
        args: subtractionCode,
        rules: { count: 1, cgsuite: "Subtraction([2, 3, 7])(10)" },
      },
    ],
  },
  {
    name: "spawning",
    title: "Spawning games",
    kind: "heap",
    rule: "the heap moves of a spawning code, on any heaps",
    source: "CGSuite's Spawning(code)",
    example: 'spawning("1-3", 5)',
    impartial: true,
    loopy: false,
    notation: withPosition(
      heapFunction("spawning", 'spawning("1-3", 5)', spawningValues),
      spawningPosition,
    ),
    cgsuite: [{
      name: "Spawning",
      example: ['Spawning("1-3", 5)', 'spawning("1-3", 5)'],
      rules: { count: 1, cgsuite: 'Spawning("1-3")(5)' },
    }],
  },
  {
    name: "impartialVariant",
    title: "Impartial variant",
    kind: "variant",
    rule: "either player may make any move of either player of another ruleset",
    source: "CGSuite's ImpartialVariant",
    example: 'impartialVariant("domineering", "..|..")',
    impartial: true,
    loopy: false,
    notation: withPosition(impartialVariantFunction, impartialVariantPosition),
  },
  {
    name: "dicoticVariant",
    title: "Dicotic variant",
    kind: "variant",
    rule: "a player may move only while the opponent could move too",
    source: "CGSuite's DicoticVariant",
    example: 'dicoticVariant("domineering", "..|..")',
    impartial: false,
    loopy: false,
    notation: withPosition(
      (args) => otherVariantValue("dicoticVariant", args),
      (args) => otherVariantPosition("dicoticVariant", args),
    ),
  },
  {
    name: "twistedVariant",
    title: "Twisted variant",
    kind: "variant",
    rule: "after every move the players' roles are swapped (options are negated)",
    source: "CGSuite's TwistedVariant",
    example: 'twistedVariant("domineering", "..|..")',
    impartial: false,
    loopy: false,
    notation: withPosition(
      (args) => otherVariantValue("twistedVariant", args),
      (args) => otherVariantPosition("twistedVariant", args),
    ),
  },
  positionEntry({
    name: "amazons",
    title: "Amazons",
    kind: "grid",
    rule: "an amazon moves like a chess queen, then shoots an arrow like a queen, burning a cell",
    source: "Walter Zamkauskas, 1988; CGSuite's Amazons",
    position: "x...|o...",
    evaluate: amazons,
    rules: {
      ruleset: AMAZONS,
      parse: parseAmazons,
      format: (p) => formatAmazons(p as GridPosition),
    },
    cells: ".xo#",
    cgsuite: [boardName("Amazons", 'Amazons("x...|o...")', 'amazons("x...|o...")')],
  }),
  positionEntry({
    name: "fission",
    title: "Fission",
    kind: "grid",
    rule: "a stone splits into two beside it, Left's vertically and Right's horizontally",
    source: "CGSuite's Fission",
    position: "..x.|....",
    evaluate: fission,
    rules: {
      ruleset: FISSION,
      parse: parseFission,
      format: (p) => formatFission(p as GridPosition),
    },
    cells: ".x#",
    cgsuite: [boardName("Fission", 'Fission("..X.|....")', 'fission("..x.|....")')],
  }),
  positionEntry({
    name: "kings",
    title: "Clobber (kings)",
    kind: "grid",
    rule: "Clobber where stones also clobber diagonally",
    source: "CGSuite's GenClobber(directions => Coordinates.Compass)",
    position: "xo.|.ox",
    evaluate: kingsClobber,
    rules: {
      ruleset: KINGS_CLOBBER,
      parse: parseKingsClobber,
      format: (p) => formatKingsClobber(p as GridPosition),
    },
    cells: ".xo",
    cgsuite: [boardName("Kings", 'Kings("xox|ox.")', 'kings("xox|ox.")')],
  }),
  positionEntry({
    name: "rooks",
    title: "Clobber (rooks)",
    kind: "grid",
    rule: "Clobber where a stone slides any distance orthogonally over empty cells to clobber",
    source: "CGSuite's GenClobber(maxDistance => inf)",
    position: "x..o|o..x",
    evaluate: rooksClobber,
    rules: {
      ruleset: ROOKS_CLOBBER,
      parse: parseRooksClobber,
      format: (p) => formatRooksClobber(p as GridPosition),
    },
    cells: ".xo",
    cgsuite: [boardName("Rooks", 'Rooks("xox|ox.")', 'rooks("xox|ox.")')],
  }),
  positionEntry({
    name: "queens",
    title: "Clobber (queens)",
    kind: "grid",
    rule: "Clobber where a stone slides any distance in the eight directions to clobber",
    source: "CGSuite's GenClobber(directions => Coordinates.Compass, maxDistance => inf)",
    position: "x..|.o.|..x",
    evaluate: queensClobber,
    rules: {
      ruleset: QUEENS_CLOBBER,
      parse: parseQueensClobber,
      format: (p) => formatQueensClobber(p as GridPosition),
    },
    cells: ".xo",
    cgsuite: [boardName("Queens", 'Queens("xox|ox.")', 'queens("xox|ox.")')],
  }),
  positionEntry({
    name: "antiClobber",
    title: "AntiClobber",
    kind: "grid",
    rule: "a stone moves onto an adjacent empty cell, removing an opponent stone it leaves behind",
    source: "CGSuite's AntiClobber (GenClobber)",
    position: "xoxo|oo..",
    evaluate: antiClobber,
    rules: {
      ruleset: ANTI_CLOBBER,
      parse: parseAntiClobber,
      format: (p) => formatAntiClobber(p as GridPosition),
    },
    cells: ".xo",
    cgsuite: [boardName("AntiClobber", 'AntiClobber("xoxo|oo..")', 'antiClobber("xoxo|oo..")')],
  }),
  positionEntry({
    name: "hotClobber",
    title: "Hot Clobber",
    kind: "grid",
    rule: "Clobber where a stone may also clobber an adjacent stone of its own colour",
    source: "CGSuite's HotClobber (GenClobber(clobbered => {Left => {1,2}, Right => {1,2}}))",
    position: "xo|ox",
    evaluate: hotClobber,
    rules: {
      ruleset: HOT_CLOBBER,
      parse: parseHotClobber,
      format: (p) => formatHotClobber(p as GridPosition),
    },
    cells: ".xo",
    cgsuite: [boardName("HotClobber", 'HotClobber("xo|ox")', 'hotClobber("xo|ox")')],
  }),
  positionEntry({
    name: "knights",
    title: "Clobber (knights)",
    kind: "grid",
    rule: "Clobber where a stone clobbers a knight's move away, jumping over what lies between",
    source: "CGSuite's Knights (GenClobber(directions => Coordinates.KnightsMove))",
    position: "x..|..o",
    evaluate: knightsClobber,
    rules: {
      ruleset: KNIGHTS_CLOBBER,
      parse: parseKnightsClobber,
      format: (p) => formatKnightsClobber(p as GridPosition),
    },
    cells: ".xo",
    cgsuite: [boardName("Knights", 'Knights("x..|..o")', 'knights("x..|..o")')],
  }),
  positionEntry({
    name: "childishHackenbush",
    title: "Childish Hackenbush",
    kind: "graph",
    rule: "Hackenbush where a blue or red edge may be cut only if no other edge falls with it",
    source: "CGSuite's ChildishHackenbush (GenHackenbush(childishEdges => [Blue, Red]))",
    position: "l(l;rl)",
    evaluate: childishHackenbush,
    rules: {
      ruleset: CHILDISH_HACKENBUSH,
      parse: parseChildishHackenbush,
      format: (p) => formatChildishHackenbush(p as ReturnType<typeof parseChildishHackenbush>),
    },
    graph: { ...HACKENBUSH_BOARD, play: "childish" },
    cgsuite: [
      sameName(
        "ChildishHackenbush",
        'ChildishHackenbush("l(l;rl)")',
        'childishHackenbush("l(l;rl)")',
      ),
    ],
  }),
  positionEntry({
    name: "fjords",
    title: "Fjords",
    kind: "graph",
    rule: "a player colours a vertex of their own tint; its untinted neighbours take that tint",
    source: "CGSuite's Fjords (GenCol([Left], [Right]))",
    position: "L-.-.-R",
    evaluate: fjords,
    rules: {
      ruleset: FJORDS,
      parse: parseGenCol,
      format: (p) => formatGenCol(p as ReturnType<typeof parseGenCol>),
    },
    graph: { play: "colour", edges: PLAIN_EDGES, vertices: tintedVertices("", "L"), ground: false },
    cgsuite: [sameName("Fjords", 'Fjords("L-.-.-R")', 'fjords("L-.-.-R")')],
  }),
  positionEntry({
    name: "weightedArcKayles",
    title: "Weighted Arc Kayles",
    kind: "graph",
    rule: "either player picks an edge whose ends weigh at least one and takes one from each",
    source: "CGSuite's WeightedArcKayles (GenArcKayles(weighted => true))",
    position: "2-1-3",
    evaluate: weightedArcKayles,
    rules: {
      ruleset: WEIGHTED_ARC_KAYLES,
      parse: parseWeightedArcKayles,
      format: (p) => formatWeightedArcKayles(p as ReturnType<typeof parseWeightedArcKayles>),
    },
    impartial: true,
    graph: {
      play: "weighted",
      edges: PLAIN_EDGES,
      vertices: Array.from({ length: 9 }, (_, k) => ({
        label: String(k + 1),
        name: `weight ${k + 1}`,
        movers: "LR" as const,
      })),
      ground: false,
    },
    cgsuite: [
      sameName("WeightedArcKayles", 'WeightedArcKayles("2-1-3")', 'weightedArcKayles("2-1-3")'),
    ],
  }),
  {
    name: "partizanEuclid",
    title: "Partizan Euclid",
    kind: "heap",
    rule: "from (p, q) Left moves to (q, p mod q), Right to (q, q - p mod q), until q divides p",
    source: "CGSuite's PartizanEuclid",
    example: "partizanEuclid(8, 3)",
    positionArguments: { from: 0, count: 2 },
    impartial: false,
    loopy: false,
    notation: withPosition(
      integerFunction(
        "partizanEuclid",
        "partizanEuclid(8, 3)",
        2,
        ([p, q]) => partizanEuclid(p, q),
      ),
      integerPositions(
        "partizanEuclid",
        0,
        ([p, q]) => ({ ruleset: PARTIZAN_EUCLID, position: [Number(p), Number(q)] }),
      ),
    ),
    cgsuite: [{
      name: "PartizanEuclid",
      example: ["PartizanEuclid((8, 3))", "partizanEuclid(8, 3)"],
      differs:
        "CGSuite writes the position as a pair, PartizanEuclid((8, 3)); cgt writes its two numbers as two arguments, which the alias takes too",
      args: pairsSpread,
    }],
  },
  {
    name: "partizanSubtraction",
    title: "Partizan subtraction games",
    kind: "heap",
    rule: "Left takes a number of tokens in her set from a heap, Right a number in his",
    source: "CGSuite's PartizanSubtraction(leftSet, rightSet)",
    example: 'partizanSubtraction("1,3", "2,3", 6)',
    impartial: false,
    loopy: false,
    notation: withPosition(
      partizanHeapFunction("partizanSubtraction"),
      partizanHeapPosition("partizanSubtraction"),
    ),
    cgsuite: [{
      name: "PartizanSubtraction",
      example: ['PartizanSubtraction("1,3", "2,3", 6)', 'partizanSubtraction("1,3", "2,3", 6)'],
      differs:
        'CGSuite writes the sets as lists, [1, 3]; cgt as strings, "1,3", which the alias takes too',
      args: setsAsStrings,
      rules: { count: 2, cgsuite: "PartizanSubtraction([1, 3], [2, 3])(6)" },
    }],
  },
  {
    name: "partizanSplittles",
    title: "Partizan Splittles",
    kind: "heap",
    rule: "as partizan subtraction, and the rest of the heap may be split into two heaps",
    source: "CGSuite's PartizanSplittles(leftSet, rightSet)",
    example: 'partizanSplittles("1,3", "2,3", 6)',
    impartial: false,
    loopy: false,
    notation: withPosition(
      partizanHeapFunction("partizanSplittles"),
      partizanHeapPosition("partizanSplittles"),
    ),
    cgsuite: [{
      name: "PartizanSplittles",
      example: ['PartizanSplittles("1,3", "2,3", 6)', 'partizanSplittles("1,3", "2,3", 6)'],
      differs:
        'CGSuite writes the sets as lists, [1, 3]; cgt as strings, "1,3", which the alias takes too',
      args: setsAsStrings,
      rules: { count: 2, cgsuite: "PartizanSplittles([1, 3], [2, 3])(6)" },
    }],
  },
  {
    name: "partizanTakeAndBreak",
    title: "Partizan take-and-break games",
    kind: "heap",
    rule: "Left moves on a heap as her take-and-break code allows, Right as his",
    source: "CGSuite's PartizanTakeAndBreak(leftCode, rightCode)",
    example: 'partizanTakeAndBreak("0.07", "0.6", 6)',
    impartial: false,
    loopy: false,
    notation: withPosition(
      partizanHeapFunction("partizanTakeAndBreak"),
      partizanHeapPosition("partizanTakeAndBreak"),
    ),
    cgsuite: [{
      name: "PartizanTakeAndBreak",
      example: ['PartizanTakeAndBreak("0.07", "0.6", 6)', 'partizanTakeAndBreak("0.07", "0.6", 6)'],
      rules: { count: 2, cgsuite: 'PartizanTakeAndBreak("0.07", "0.6")(6)' },
    }],
  },
  {
    name: "splittles",
    title: "Splittles",
    kind: "heap",
    rule:
      "take a number of tokens in the set from a heap, leaving the rest as one, two or no heaps",
    source: 'CGSuite\'s Splittles(set) (TakeAndBreak.FromSubtractionSet(set, "7"))',
    example: 'splittles("1,3", 10)',
    impartial: true,
    loopy: false,
    notation: withPosition(
      heapFunction("splittles", 'splittles("1,3", 10)', splittlesValues),
      splittlesPosition,
    ),
    cgsuite: [{
      name: "Splittles",
      example: ['Splittles("1,3", 10)', 'splittles("1,3", 10)'],
      differs:
        'CGSuite writes the set as a list, [1, 3]; cgt as a string, "1,3", which the alias takes too',
      args: setsAsStrings,
      rules: { count: 1, cgsuite: "Splittles([1, 3])(10)" },
    }],
  },
  {
    name: "mem",
    title: "Mem",
    kind: "heap",
    rule: "take at least as many tokens as the move before took",
    source: "CGSuite's Mem (GenMem((memory, j) -> j >= memory))",
    example: "mem(7, 3)",
    positionArguments: { from: 0, count: 2 },
    impartial: true,
    loopy: false,
    notation: withPosition(
      integerFunction("mem", "mem(7, 3)", 2, ([n, k]) => mem(n, k)),
      integerPositions("mem", 0, ([n, k]) => ({ ruleset: MEM, position: [Number(n), Number(k)] })),
    ),
    cgsuite: [{
      name: "Mem",
      example: ["Mem((7, 3))", "mem(7, 3)"],
      differs:
        "CGSuite writes the position as a pair, Mem((7, 3)); cgt writes its two numbers as two arguments, which the alias takes too",
      args: pairsSpread,
    }],
  },
  {
    name: "takeAway",
    title: "Take-Away",
    kind: "heap",
    rule: "take at most limit times as many tokens as the move before took",
    source: "CGSuite's TakeAway(limit) (GenMem((memory, j) -> j <= memory * limit))",
    example: "takeAway(2, 10, 3)",
    positionArguments: { from: 1, count: 2 },
    impartial: true,
    loopy: false,
    notation: withPosition(
      integerFunction("takeAway", "takeAway(2, 10, 3)", 3, ([r, n, k]) => takeAway(r, n, k)),
      integerPositions("takeAway", 1, ([r, n, k]) => ({
        ruleset: genMemRuleset((memory, take) => take <= memory * Number(r)),
        position: [Number(n), Number(k)],
      })),
    ),
    cgsuite: [
      {
        name: "TakeAway",
        example: ["TakeAway(2, 10, 3)", "takeAway(2, 10, 3)"],
        args: pairsSpread,
        rules: { count: 1, cgsuite: "TakeAway(2)((10, 3))" },
      },
      {
        name: "FibonacciNim",
        example: ["FibonacciNim((10, 3))", "takeAway(2, 10, 3)"],
        differs:
          "CGSuite writes the position as a pair, FibonacciNim((10, 3)); cgt writes its two numbers as two arguments, which the alias takes too",
        args: (args) => withFirst(2n)(pairsSpread(args)),
      },
    ],
  },
  {
    name: "genWythoff",
    title: "Generalised Wythoff",
    kind: "heap",
    rule: "take from one heap, or k and l from both with k <= l < times * k + plus",
    source: "CGSuite's GenWythoff(k -> times * k + plus); Fraenkel and Tanny",
    example: "genWythoff(10, 4, 1, 2)",
    positionArguments: { from: 0, count: 2 },
    impartial: true,
    loopy: false,
    notation: withPosition(
      (args) => {
        if ((args.length !== 2 && args.length !== 4) || !args.every((a) => typeof a === "bigint")) {
          throw new TypeError(
            `Cannot evaluate genWythoff(): expected two heaps, then optionally times and plus of the bound, such as genWythoff(10, 4) or genWythoff(10, 4, 1, 2), received ${
              describeArguments(args)
            }`,
          );
        }
        const [m, n, times, plus] = args as bigint[];
        return genWythoff(
          m,
          n,
          times === undefined ? {} : { times: Number(times), plus: Number(plus) },
        );
      },
      integerPositions("genWythoff", 0, ([m, n, times, plus]) => ({
        ruleset: genWythoffRuleset(
          times === undefined ? {} : { times: Number(times), plus: Number(plus) },
        ),
        position: [Number(m), Number(n)],
      })),
    ),
    cgsuite: [{
      name: "Wythoff",
      example: ["Wythoff((10, 11))", "genWythoff(10, 11)"],
      differs:
        "CGSuite writes the position as a pair, Wythoff((10, 11)); cgt writes its two numbers as two arguments, which the alias takes too",
      args: pairsSpread,
    }],
  },
  {
    name: "join",
    title: "Join of heap rules",
    kind: "heap",
    rule: "from a heap, any move of either of two heap rules",
    source: "CGSuite's HeapRuleset Join (R.Join(S))",
    example: 'join("0.07", "0.3", 5)',
    impartial: true,
    loopy: false,
    notation: joinFunction,
  },
  {
    name: "acrosticProduct",
    title: "Acrostic product",
    kind: "heap",
    rule: "on (m, n), move on m by the first heap rule or on n by the second, keeping the other",
    source: "CGSuite's HeapRuleset AcrosticProduct; Winning Ways, ch. 14",
    example: 'acrosticProduct("0.77", "0.07", 3, 4)',
    positionArguments: { from: 2, count: 2, sum: true },
    impartial: true,
    loopy: false,
    notation: productFunction("acrostic"),
  },
  {
    name: "directProduct",
    title: "Direct product",
    kind: "heap",
    rule: "on (m, n), move on both: leave (a, n), (m, b) and (a, b) for every part a and b",
    source: "CGSuite's HeapRuleset DirectProduct; Winning Ways, ch. 13 (Tartan Theorem)",
    example: 'directProduct("0.77", "0.77", 2, 3)',
    positionArguments: { from: 2, count: 2, sum: true },
    impartial: true,
    loopy: false,
    notation: productFunction("direct"),
  },
  {
    name: "cakeProduct",
    title: "Cake product",
    kind: "heap",
    rule: "Left divides a cake's columns by the first heap rule, Right its rows by the second",
    source: "CGSuite's HeapRuleset CakeProduct (GenCutcake(R, S, twisted))",
    example: 'cakeProduct("0.7", "0.7", 3, 4)',
    positionArguments: { from: 2, count: 2, sum: true },
    impartial: false,
    loopy: false,
    notation: cakeProductFunction,
  },
  {
    name: "partizanJoin",
    title: "Partizan join",
    kind: "heap",
    rule: "Left moves on a heap by the first heap rule, Right by the second",
    source: "CGSuite's HeapRuleset PartizanJoin (PartizanHeapRuleset(R, S))",
    example: 'partizanJoin("0.07", "0.6", 6)',
    impartial: false,
    loopy: false,
    notation: partizanJoinFunction,
  },
  positionEntry({
    name: "chomp",
    title: "Chomp",
    kind: "grid",
    rule: "bite a square and eat every square above it and to its right; the poisoned corner stays",
    source: "Gale, 1974 (A curious Nim-type game)",
    position: "4,4,2",
    evaluate: chomp,
    rules: {
      ruleset: CHOMP,
      parse: parseChomp,
      format: (p) => formatChomp(p as readonly number[]),
    },
    impartial: true,
  }),
  positionEntry({
    name: "noGo",
    title: "NoGo",
    kind: "grid",
    rule:
      "place a stone on an empty point; no group of either colour may be left without a liberty",
    source: "MCGS's NoGo; Du et al., Solving NoGo on Small Rectangular Boards",
    position: "...|...",
    evaluate: noGo,
    rules: { ruleset: NOGO, parse: parseNoGo, format: (p) => String(p) },
    // A board of these cells may hold a group without a liberty: parseNoGo refuses it, and the
    // explorer's editor skips such a cell (it checks every edit with parse).
    cells: ".xo",
    players: ["Black", "White"],
  }),
  positionEntry({
    name: "quicksort",
    title: "Quicksort",
    kind: "strip",
    rule: "pick a number; the smaller ones move before it and the larger after, each in order",
    source: "Chen, The Quicksort Game, 2016; cgt-tools' Quicksort",
    position: "4,1,6,5,7,3,8,2",
    evaluate: quicksort,
    rules: {
      ruleset: QUICKSORT,
      parse: parseQuicksort,
      format: (p) => formatQuicksort(p as readonly number[]),
    },
    impartial: true,
  }),
  positionEntry({
    name: "pseudoQuicksort",
    title: "Pseudo-Quicksort",
    kind: "strip",
    rule: "pick a number p; the numbers up to p move first and the larger after, each in order",
    source: "Chen, The Quicksort Game, 2016; cgt-tools' PseudoQuicksort",
    position: "4,1,6,5,7,3,8,2",
    evaluate: pseudoQuicksort,
    rules: {
      ruleset: PSEUDO_QUICKSORT,
      parse: parseQuicksort,
      format: (p) => formatQuicksort(p as readonly number[]),
    },
    impartial: true,
  }),
  positionEntry({
    name: "elephantsAndRhinos",
    title: "Elephants and Rhinos",
    kind: "strip",
    rule: "Toads and Frogs without jumps",
    source: "Winning Ways, ch. 1; CGSuite's ElephantsAndRhinos",
    position: "tt..ff",
    evaluate: elephantsAndRhinos,
    rules: {
      ruleset: ELEPHANTS_AND_RHINOS,
      parse: parseElephantsAndRhinos,
      format: (r) => String(r),
    },
    // The row as format writes it back (parse takes t and f too).
    cells: ".TF",
    cgsuite: [
      boardName(
        "ElephantsAndRhinos",
        'ElephantsAndRhinos("TTTT..FFF")',
        'elephantsAndRhinos("tttt..fff")',
      ),
    ],
  }),
  {
    name: "genToadsAndFrogs",
    title: "Generalised Toads and Frogs",
    kind: "strip",
    rule:
      "Toads and Frogs where creatures slide minSlide to maxSlide cells and jump up to maxJump creatures (their own too with allowFriendlyJump)",
    source: "CGSuite's GenToadsAndFrogs(minSlide, maxSlide, maxJump, allowFriendlyJump)",
    example: 'genToadsAndFrogs("tt..ff", maxSlide => 2)',
    schemaOf: "toads",
    impartial: false,
    loopy: false,
    notation: withPosition(genToadsAndFrogsFunction, genToadsAndFrogsPosition),
    cgsuite: [{
      name: "GenToadsAndFrogs",
      example: [
        'GenToadsAndFrogs("TTTT..FFF", maxJump => 2)',
        'genToadsAndFrogs("tttt..fff", maxJump => 2)',
      ],
      differs: "CGSuite reads the board lower-cased",
      args: lowerCased,
      rules: { count: 0, cgsuite: 'GenToadsAndFrogs(maxJump => 2)("tttt..fff")' },
    }],
  },
  {
    name: "genClobber",
    title: "Generalised Clobber",
    kind: "grid",
    rule:
      "stones move in the given directions, up to maxDistance, onto the cells clobbered allows, leaving leftBehind",
    source: "CGSuite's GenClobber(directions, clobbered, leftBehind, maxDistance)",
    example: 'genClobber("xo.|.ox", directions => Coordinates.Compass)',
    schemaOf: "clobber",
    impartial: false,
    loopy: false,
    notation: withPosition(genClobberFunction, genClobberPosition),
    // The board with CGSuite's default parameters (Clobber's), for impartialVariant() and
    // the boards that the catalogue's readers write.
    position: GEN_CLOBBER_DEFAULT,
    cgsuite: [{
      name: "GenClobber",
      example: [
        'GenClobber("XOXO|OOX.|XXX.", directions => Coordinates.Diagonal)',
        'genClobber("xoxo|oox.|xxx.", directions => Coordinates.Diagonal)',
      ],
      differs: "CGSuite reads the board lower-cased",
      args: lowerCased,
      rules: {
        count: 0,
        cgsuite: 'GenClobber(directions => Coordinates.Diagonal)("xoxo|oox.|xxx.")',
      },
    }],
  },
  {
    name: "genCol",
    title: "Generalised Col",
    kind: "graph",
    rule:
      "a player colours a vertex whose tint is in their permitted list; its untinted neighbours take their tint",
    source: "CGSuite's GenCol(leftPermitted, rightPermitted)",
    example: 'genCol("L-.-.", leftPermitted => [Left], rightPermitted => [Nothing, Right])',
    impartial: false,
    loopy: false,
    notation: withPosition(genColFunction, genColPosition),
    cgsuite: [{
      name: "GenCol",
      example: [
        'GenCol("L-.-.", leftPermitted => [Left], rightPermitted => [Nothing, Right])',
        'genCol("L-.-.", leftPermitted => [Left], rightPermitted => [Nothing, Right])',
      ],
      rules: {
        count: 0,
        cgsuite: 'GenCol([Left], [Nothing, Right])("L-.-.")',
        applied: genColApplied,
      },
    }],
  },
  {
    name: "genMem",
    title: "Generalised Mem",
    kind: "heap",
    rule: "take j tokens from the heap when the predicate holds of j and the k taken last",
    source: "CGSuite's GenMem(predicate)",
    example: 'genMem(10, 3, predicate => "j != k")',
    positionArguments: { from: 0, count: 2 },
    impartial: true,
    loopy: false,
    notation: withPosition(genMemFunction, genMemPosition),
  },
  cakeEntry(
    "eatcake",
    "Eatcake",
    "Left eats a whole column, Right a whole row; a move may leave two cakes",
    "CGSuite's Eatcake",
    EATCAKE,
    eatcake,
    "eatcake(3, 4)",
    "Eatcake",
  ),
  cakeEntry(
    "maundyCake",
    "Maundy Cake",
    "Left cuts vertically, Right horizontally, into any number of equal pieces",
    "Winning Ways, ch. 2; CGSuite's MaundyCake",
    MAUNDY_CAKE,
    maundyCake,
    "maundyCake(8, 6)",
    "MaundyCake",
  ),
  cakeEntry(
    "turnAndEatcake",
    "Turn-and-Eatcake",
    "Eatcake where the cake is turned a quarter after each move",
    "CGSuite's TurnAndEatcake",
    TURN_AND_EATCAKE,
    turnAndEatcake,
    "turnAndEatcake(3, 4)",
    "TurnAndEatcake",
  ),
  positionEntry({
    name: "skiJumps",
    title: "Ski Jumps",
    kind: "grid",
    rule: "skiers slide along their row or jump over the opponent below, jumpers becoming slaloms",
    source: "Winning Ways, ch. 1; cgt-tools' SkiJumps (CGSuite has none)",
    position: "L....|....R",
    evaluate: skiJumps,
    rules: {
      ruleset: SKI_JUMPS,
      parse: parseSkiJumps,
      format: (p) => formatSkiJumps(p as GridPosition),
    },
    cells: ".LlRr",
  }),
  positionEntry({
    name: "digraphPlacement",
    title: "Digraph Placement",
    kind: "graph",
    rule: "a player removes a vertex of their colour and every vertex its arcs point to",
    source: "Clow and McKay, 2024 (Digraph Placement games)",
    position: "LRL:0>1,2-1",
    evaluate: digraphPlacement,
    rules: {
      ruleset: DIGRAPH_PLACEMENT,
      parse: parseDigraphPlacement,
      format: (p) => formatDigraphPlacement(p as ReturnType<typeof parseDigraphPlacement>),
    },
    graph: {
      play: "place",
      edges: [
        { label: ">", name: "arc", movers: "" },
        { label: "<", name: "arc back", movers: "" },
        { label: "-", name: "arcs both ways", movers: "" },
      ],
      vertices: [
        { label: "L", name: "blue", movers: "L" },
        { label: "R", name: "red", movers: "R" },
      ],
      ground: false,
      directed: true,
    },
  }),
  positionEntry({
    name: "quelhas",
    title: "Quelhas",
    kind: "grid",
    rule: "Left covers 2 or more empty cells of a column, Right of a row; the last mover loses",
    source: "cgt-tools' Quelhas (misère Domineering variant)",
    position: "...|...",
    evaluate: quelhas,
    rules: {
      ruleset: QUELHAS,
      parse: parseQuelhas,
      format: (p) => formatQuelhas(p as GridPosition),
    },
    cells: ".#",
    players: ["Vertical", "Horizontal"],
  }),
  positionEntry({
    name: "sheep",
    title: "Sheep",
    kind: "grid",
    rule: "a herd of 2+ splits; part of it runs as far as it can in one of six directions",
    source: "MCGS's Sheep (Battle Sheep on a hexagonal board)",
    position: "3, 0, 0 | 0, -2, 0",
    evaluate: sheep,
    rules: {
      ruleset: SHEEP,
      parse: parseSheep,
      format: (p) => formatSheep(p as SheepPosition),
    },
    players: ["Black", "White"],
    // No board editor: cells hold herd sizes, numbers the editor's one-character cells cannot.
  }),
  positionEntry({
    name: "kingDirt",
    title: "King Dirt",
    kind: "grid",
    rule: "place a king, or step a king to an adjacent cell, the cell it left turning to dirt",
    source: "MCGS's GenKingDirt (and its CGSuite definition)",
    position: "x...|.#..|...o",
    evaluate: kingDirt,
    rules: {
      ruleset: KING_DIRT,
      parse: parseKingDirt,
      format: (p) => formatKingDirt(p as KingDirtPosition),
    },
    cells: ".xo#",
    players: ["Black", "White"],
  }),
  {
    name: "backsliding",
    title: "Backsliding Toads and Frogs",
    kind: "strip",
    rule: "Toads and Frogs where a creature may also step back one cell (so play can loop)",
    source: "Winning Ways, ch. 11; CGSuite's BackslidingToadsAndFrogs",
    example: 'backsliding("TT..FF")',
    impartial: false,
    loopy: true,
    loopyNotation: (args) => {
      if (args.length !== 1 || typeof args[0] !== "string") {
        throw new TypeError(
          `Cannot evaluate backsliding(): expected one string such as backsliding("TT..FF"), received ${args.length} arguments`,
        );
      }
      return backslidingToadsAndFrogs(args[0]);
    },
    loopyPosition: (args) => {
      if (args.length !== 1 || typeof args[0] !== "string") {
        throw new TypeError(
          `Cannot evaluate backsliding(): expected one string such as backsliding("TT..FF"), received ${args.length} arguments`,
        );
      }
      return {
        ruleset: BACKSLIDING_TOADS_AND_FROGS as Ruleset<unknown>,
        position: backslidingPosition(args[0]),
        format: (p) => `backsliding(${JSON.stringify(p)})`,
      };
    },
    cgsuite: [
      boardName(
        "BackslidingToadsAndFrogs",
        'BackslidingToadsAndFrogs("TTT..FFF")',
        'backsliding("ttt..fff")',
      ),
    ],
  },
  {
    name: "foxgeese",
    title: "Fox and Geese",
    kind: "grid",
    rule: "the fox (Right) moves diagonally either way, geese (Left) only forward; trap the fox",
    source: "Winning Ways, ch. 20; CGSuite's FoxAndGeese",
    example: 'foxgeese("x.x.x.x.|........|o.......")',
    impartial: false,
    loopy: true,
    loopyNotation: foxAndGeeseFunction,
    loopyPosition: (args) => foxAndGeesePositionCall(args) as LoopyPositionCall,
    cgsuite: [
      {
        name: "FoxAndGeese",
        example: [
          "FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1))",
          'foxgeese(".x.x.x.x|........|........|o.......")',
        ],
        differs:
          "CGSuite takes the geese and the fox as coordinates, FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) (row 1 at the bottom), read as cgt's board with rows from the top; the alias takes cgt's board too",
        args: foxAndGeeseBoard,
      },
      {
        name: "CeyloneseFoxAndGeese",
        example: [
          "CeyloneseFoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1))",
          'foxgeese(".x.x.x.x|........|........|o.......", 2)',
        ],
        differs:
          "CGSuite takes the geese and the fox as coordinates (row 1 at the bottom), read as cgt's board with rows from the top; the alias takes cgt's board too, and the fox ranges two cells",
        args: (args) => [...foxAndGeeseBoard(args), 2n],
      },
      {
        name: "GenFoxAndGeese",
        example: [
          "GenFoxAndGeese({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9), boardWidth => 10)",
          'foxgeese("x.x.x.x.x.|..........|........o.", boardWidth => 10)',
        ],
        differs:
          "CGSuite's ruleset of a board width and fox range, applied to the geese and the fox as coordinates (row 1 at the bottom), read as cgt's board with rows from the top",
        args: foxAndGeeseBoard,
        rules: {
          count: 0,
          cgsuite: "GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9))",
        },
      },
    ],
  },
  {
    name: "windUp",
    title: "Wind-Up",
    kind: "heap",
    rule:
      "subtract a number of the set from a position on a clock, winding past 0; 0 ends the game",
    source: "Alfie Davies, Games-at-Dal 2023; cgt-tools' WindUp",
    example: 'windUp("6,7", 40, 13)',
    impartial: true,
    loopy: true,
    loopyNotation: (args) => {
      const [moves, size, position] = args;
      if (
        args.length !== 3 || typeof moves !== "string" || typeof size !== "bigint" ||
        typeof position !== "bigint"
      ) {
        throw new TypeError(
          `Cannot evaluate windUp(): expected a subtraction set, the size of the clock and a position, such as windUp("6,7", 40, 13), received ${args.length} arguments`,
        );
      }
      return windUp(moves, Number(size), Number(position));
    },
    loopyPosition: (args) => {
      const [moves, size, position] = args;
      if (
        args.length !== 3 || typeof moves !== "string" || typeof size !== "bigint" ||
        typeof position !== "bigint"
      ) {
        throw new TypeError(
          `Cannot evaluate windUp(): expected a subtraction set, the size of the clock and a position, such as windUp("6,7", 40, 13), received ${args.length} arguments`,
        );
      }
      const rules = windUpRuleset(moves, Number(size));
      if (position < 0n || position >= BigInt(rules.size)) {
        throw new RangeError(
          `Cannot evaluate windUp(): the position must be an integer from 0 to ${
            rules.size - 1
          }, received ${position}`,
        );
      }
      const set = JSON.stringify(rules.moves.join(","));
      return {
        ruleset: rules as Ruleset<unknown>,
        position: Number(position),
        format: (p) => `windUp(${set}, ${rules.size}, ${p})`,
      };
    },
  },
];

/** The entries by name, looked up without the prototype chain. */
const BY_NAME: ReadonlyMap<string, CatalogEntry> = new Map(CATALOG.map((e) => [e.name, e]));

/**
 * The catalogue entry of the ruleset the notation calls `name`, or `undefined`. Names of
 * `Object.prototype` (`toString`, `constructor`) are no ruleset.
 *
 * @param name A notation name, such as `"domineering"`.
 * @returns Its entry, if any.
 * @throws {TypeError} If `name` is not a string.
 *
 * @example
 * ```ts
 * import { catalogEntry } from "@cgt/rulesets/catalog";
 * import assert from "node:assert/strict";
 *
 * assert.equal(catalogEntry("cram")?.impartial, true);
 * assert.equal(catalogEntry("constructor"), undefined);
 * ```
 */
export function catalogEntry(name: string): CatalogEntry | undefined {
  if (typeof name !== "string") typeFail("look up ruleset", "the name must be a string", name);
  return BY_NAME.get(name);
}

// impartialVariant("ruleset", ...): the variant of any partizan ruleset of the catalogue whose
// positions are one string, or of a cake.

/** The rulesets `impartialVariant()` takes: partizan, short, with one-string positions or cakes. */
function variantBase(name: string): Ruleset<unknown> | undefined {
  const entry = catalogEntry(name);
  if (entry === undefined || entry.impartial || entry.loopy) return undefined;
  return entry.cake ?? entry.position?.ruleset;
}

/** The names `impartialVariant()` takes, in catalogue order (partizan boards, then cakes). */
function variantNames(): string[] {
  const names = CATALOG.filter((e) => variantBase(e.name) !== undefined);
  return [...names.filter((e) => !e.cake), ...names.filter((e) => e.cake)].map((e) => e.name);
}

/** The impartial variants made so far, one per ruleset (each owns its Grundy table). */
const VARIANTS = new Map<string, ImpartialRuleset<unknown>>();

function variantOf(name: string): ImpartialRuleset<unknown> {
  let variant = VARIANTS.get(name);
  if (variant === undefined) {
    const ruleset = name === "hackenbush graph"
      ? HACKENBUSH_GRAPH as Ruleset<unknown>
      : variantBase(name)!;
    variant = impartialVariant(ruleset);
    VARIANTS.set(name, variant);
  }
  return variant;
}

/**
 * `impartialVariant("ruleset", "position")`: CGSuite's `ImpartialVariant` of a position of one
 * of the catalogue's partizan rulesets (`impartialVariant("cutcake", m, n)` for a cake).
 */
function impartialVariantFunction(args: GameArgument[]): Game {
  const [name, ...rest] = args;
  if (typeof name !== "string") {
    throw new TypeError(
      `Cannot evaluate impartialVariant(): expected a ruleset name and a position such as impartialVariant("domineering", "..|.."), received ${
        describeArguments(args)
      }`,
    );
  }
  const entry = variantBase(name) === undefined ? undefined : catalogEntry(name);
  if (entry === undefined) {
    throw new RangeError(
      `Cannot evaluate impartialVariant(): unknown ruleset "${name}", expected one of ${
        variantNames().join(", ")
      }`,
    );
  }
  if (entry.cake !== undefined) {
    if (rest.length !== 2 || !rest.every((a) => typeof a === "bigint")) {
      throw new TypeError(
        `Cannot evaluate impartialVariant(): expected two integers after "${name}" such as impartialVariant("${name}", 3, 4), received ${
          describeArguments(rest)
        }`,
      );
    }
    const [rows, cols] = rest as bigint[];
    const max = BigInt(MAX_VARIANT_CAKE_SIDE);
    if (rows < 1n || cols < 1n || rows > max || cols > max) {
      throw new RangeError(
        `Cannot evaluate impartialVariant(): a cake has 1 to ${MAX_VARIANT_CAKE_SIDE} rows and columns, received ${rows} by ${cols}`,
      );
    }
    return nimber(variantOf(name).solver.grundy([{ rows: Number(rows), cols: Number(cols) }]));
  }
  if (rest.length !== 1 || typeof rest[0] !== "string") {
    throw new TypeError(
      `Cannot evaluate impartialVariant(): expected one position string after "${name}", received ${
        describeArguments(rest)
      }`,
    );
  }
  const { ruleset, position } = impartialVariantPosition(args);
  return nimber((ruleset as ImpartialRuleset<unknown>).solver.grundy(position));
}

/**
 * Writes a position of the base ruleset `name` as the arguments of a variant's call after the
 * name: the quoted position (`"..|.."`), or for a cake its rows and columns. A cake position is
 * a list of pieces, so the whole is a sum of calls `kind("name", rows, cols)` (`0` for none).
 */
function variantCall(kind: string, name: string, rules: PositionRules | undefined, p: unknown) {
  if (rules === undefined) {
    const pieces = p as readonly { rows: number; cols: number }[];
    return pieces.length === 0
      ? "0"
      : pieces.map((c) => `${kind}("${name}", ${c.rows}, ${c.cols})`).join(" + ");
  }
  return `${kind}("${name}", ${JSON.stringify(rules.format!(p))})`;
}

/** The position of `impartialVariant("ruleset", ...)`, for explicit game forms. */
function impartialVariantPosition([name, ...rest]: GameArgument[]): RulesetPosition {
  const key = String(name);
  const entry = catalogEntry(key)!;
  const graph = key === "hackenbush" && entry.cake === undefined &&
    !isTreeNotation(String(rest[0]));
  const ruleset = variantOf(graph ? "hackenbush graph" : key);
  const rules = entry.cake !== undefined ? undefined : graph ? entry.graphPosition : entry.position;
  rememberCall(ruleset, "impartialVariant", (p) => variantCall("impartialVariant", key, rules, p));
  if (entry.cake !== undefined) {
    return { ruleset, position: [{ rows: Number(rest[0]), cols: Number(rest[1]) }] };
  }
  return { ruleset, position: rules!.parse(String(rest[0])) };
}

// dicoticVariant("ruleset", ...) and twistedVariant("ruleset", ...): CGSuite's DicoticVariant and
// TwistedVariant of a position of the same rulesets as impartialVariant() takes.

/** The variant rulesets and their solvers made so far, one per kind and ruleset. */
const OTHER_VARIANTS = new Map<string, { ruleset: Ruleset<unknown>; solver: Solver<unknown> }>();

function otherVariant(
  kind: string,
  name: string,
): { ruleset: Ruleset<unknown>; solver: Solver<unknown> } {
  const id = `${kind} ${name}`;
  let made = OTHER_VARIANTS.get(id);
  if (made === undefined) {
    const base = variantBase(name)!;
    const ruleset: Ruleset<unknown> = kind === "dicoticVariant"
      ? dicoticVariant(base)
      : twistedVariant(base) as Ruleset<unknown>;
    made = { ruleset, solver: new Solver(ruleset) };
    OTHER_VARIANTS.set(id, made);
  }
  return made;
}

/** The base position of `kind("ruleset", ...)`, its arguments checked. */
function otherVariantBasePosition(kind: string, args: GameArgument[]): unknown {
  const [name, ...rest] = args;
  if (typeof name !== "string") {
    throw new TypeError(
      `Cannot evaluate ${kind}(): expected a ruleset name and a position such as ${kind}("domineering", "..|.."), received ${
        describeArguments(args)
      }`,
    );
  }
  const entry = variantBase(name) === undefined ? undefined : catalogEntry(name);
  if (entry === undefined) {
    throw new RangeError(
      `Cannot evaluate ${kind}(): unknown ruleset "${name}", expected one of ${
        variantNames().join(", ")
      }`,
    );
  }
  if (entry.cake !== undefined) {
    if (rest.length !== 2 || !rest.every((a) => typeof a === "bigint")) {
      throw new TypeError(
        `Cannot evaluate ${kind}(): expected two integers after "${name}" such as ${kind}("${name}", 3, 4), received ${
          describeArguments(rest)
        }`,
      );
    }
    const [rows, cols] = rest as bigint[];
    const max = BigInt(MAX_VARIANT_CAKE_SIDE);
    if (rows < 1n || cols < 1n || rows > max || cols > max) {
      throw new RangeError(
        `Cannot evaluate ${kind}(): a cake has 1 to ${MAX_VARIANT_CAKE_SIDE} rows and columns, received ${rows} by ${cols}`,
      );
    }
    return [{ rows: Number(rows), cols: Number(cols) }];
  }
  if (rest.length !== 1 || typeof rest[0] !== "string") {
    throw new TypeError(
      `Cannot evaluate ${kind}(): expected one position string after "${name}", received ${
        describeArguments(rest)
      }`,
    );
  }
  return entry.position!.parse(rest[0]);
}

function otherVariantPosition(kind: string, args: GameArgument[]): RulesetPosition {
  const base = otherVariantBasePosition(kind, args);
  const name = String(args[0]);
  const ruleset = otherVariant(kind, name).ruleset;
  const rules = catalogEntry(name)!.position;
  rememberCall(ruleset, kind, (p) => {
    if (kind === "dicoticVariant") return variantCall(kind, name, rules, p);
    // -T(G) after an odd number of moves (TwistedPosition's sign).
    const { position, negated } = p as { position: unknown; negated: boolean };
    const call = variantCall(kind, name, rules, position);
    return negated ? `-(${call})` : call;
  });
  return {
    ruleset,
    position: kind === "dicoticVariant" ? base : { position: base, negated: false },
  };
}

function otherVariantValue(kind: string, args: GameArgument[]): Game {
  const { position } = otherVariantPosition(kind, args);
  return otherVariant(kind, String(args[0])).solver.value(position);
}
