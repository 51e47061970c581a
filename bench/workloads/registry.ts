/**
 * Every benchmark job, named once in {@linkcode JOBS}: the named workloads of
 * `deno task bench:report` (each one whole computation from empty caches that
 * checks its own result against a known value, so that a fast wrong answer
 * fails the report instead of improving it), the families of positions its
 * scaling plots sweep, and the fresh-process jobs of the micro-benchmarks, the
 * limit probes and the peer harnesses. bench/workloads/run.ts runs any of them
 * in a fresh process; {@linkcode WORKLOADS} and {@linkcode FAMILIES} are the
 * report's views of the table.
 *
 * @module
 */

import {
  extendPeriodic,
  GRUNDYS_GAME,
  heapPeriodicity,
  parseOctalCode,
  parseSpawningCode,
  parseTakeAndBreakCode,
  spawningGrundy,
  type TakeAndBreakGame,
  takeAndBreakGrundy,
} from "@cgt/impartial";
import {
  atomicWeight,
  conwayProduct,
  equals,
  formatDyadic,
  formatGame,
  formatLoopyGame,
  type Game,
  heat,
  integer,
  leftStop,
  type LoopyGame,
  mean,
  nimber,
  ordinalSum,
  parseGame,
  parseLoopyGame,
  rightStop,
  selectiveSum,
  temperature,
  uptimalExpansion,
  withStepLimit,
} from "@cgt/partizan";
import { Solver } from "@cgt/partizan/search";
import { type GameForm, positionForm } from "@cgt/partizan/game-form";
import { FormValueCache, sensibleOptions, winningMoves } from "@cgt/partizan/sensible";
import {
  amazons,
  antiClobber,
  arcKaylesGrundy,
  clobber,
  col,
  digraphPlacement,
  domineering,
  eatcake,
  elephantsAndRhinos,
  fission,
  hackenbush,
  kingsClobber,
  konane,
  maundyCake,
  partizanArcKayles,
  queensClobber,
  rooksClobber,
  skiJumps,
  snort,
  toadsAndFrogs,
  topplingDominoes,
  turnAndEatcake,
} from "@cgt/rulesets";
import { backslidingToadsAndFrogs } from "@cgt/rulesets/backsliding-toads-and-frogs";
import { CLOBBER, parseClobber } from "@cgt/rulesets/clobber";
import { coinTurningGrundy } from "@cgt/rulesets/coin-turning";
import { DOMINEERING, parseDomineering } from "@cgt/rulesets/domineering";
import { foxAndGeese } from "@cgt/rulesets/fox-and-geese";
import { impartialVariant } from "@cgt/rulesets/impartial-variant";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";

/** Who runs a job. */
export type JobUse = "report" | "scaling" | "micro" | "limits" | "peers";

/** One job: a computation that bench/workloads/run.ts can time in a fresh process. */
export interface Job {
  /** Unique name, given on run.ts's command line. */
  name: string;
  /** Who runs it: bench:report, its scaling plots, a micro-benchmark, a limit probe or a peer harness. */
  use: JobUse;
  /** What the job's one argument is (a size, a position), or "" when it takes none. */
  argument: string;
  /** Runs the computation on the argument ("" when it takes none); returns what `check` needs. */
  run(argument: string): unknown;
  /** The result as text for run.ts's `--value` (null when too long to print). @default String */
  format?(result: unknown): string | null;
  /** For bench:report's named workloads: group, quick, check and source of the known value. */
  report?: {
    group: string;
    quick: boolean;
    check(result: unknown): string | null;
    source: string;
  };
  /** For the scaling plots: which plot, and the sizes swept (each with a label). */
  scaling?: { plot: "heap" | "board"; points: { size: number; label: string }[] };
}

/** A named workload of bench:report: one computation and the check of its result. */
export interface Workload {
  /** Kebab-case name, unique. */
  name: string;
  /** The group it is shown in. */
  group: string;
  /** Part of `--quick` (each quick workload takes well under a second). */
  quick: boolean;
  /** Runs the computation; returns whatever `check` needs. */
  run(): unknown;
  /**
   * Checks the result of `run`; returns null when it is right, otherwise what
   * is wrong. Not timed.
   */
  check(result: unknown): string | null;
  /** Where the known value comes from. */
  source: string;
}

/** A family of positions swept by a scaling plot: a series name and its points. */
export interface Family {
  /** Series name, as shown in the plot's legend. */
  name: string;
  /** Which plot it belongs to. */
  plot: "heap" | "board";
  /** The sizes to sweep (n for heap games, cells for boards), each with a label. */
  points: { size: number; label: string }[];
  /** Runs one point. */
  run(size: number): unknown;
  /** Part of `--quick`. */
  quick: boolean;
}

function reportJob(w: Workload): Job {
  return {
    name: w.name,
    use: "report",
    argument: "",
    run: () => w.run(),
    report: { group: w.group, quick: w.quick, check: w.check, source: w.source },
  };
}

function scalingJob(
  f: { name: string; plot: "heap" | "board"; points: Family["points"]; run(size: number): unknown },
): Job {
  return {
    name: f.name,
    use: "scaling",
    argument: "size (heap n, or board cells)",
    run: (argument) => f.run(Number(argument)),
    scaling: { plot: f.plot, points: f.points },
  };
}

/** A game's canonical form, or null when longer than formatGame prints. */
function gameText(result: unknown): string | null {
  try {
    return formatGame(result as Game);
  } catch {
    return null;
  }
}

/** A job that a micro-benchmark, limit probe or peer harness runs in a fresh process. */
function job(
  name: string,
  use: JobUse,
  run: (argument: string) => unknown,
  options: { argument?: string; format?: (result: unknown) => string | null } = {},
): Job {
  return { name, use, argument: options.argument ?? "", run, ...options };
}

/** A job valuing one position of a board or strip game, its notation given as the argument. */
function positionJob(name: string, make: (argument: string) => Game): Job {
  return job(name, "limits", (argument) => withStepLimit(Infinity, () => make(argument)), {
    argument: "position",
    format: gameText,
  });
}

/** A cake of `m,n` (the argument) by `f`. */
function cake(f: (m: number, n: number) => Game): (argument: string) => Game {
  return (argument) => {
    const [m, n] = argument.split(",").map(Number);
    return f(m, n);
  };
}

/** A loopy game's value as text. */
function loopyText(result: unknown): string {
  return formatLoopyGame(result as LoopyGame);
}

/** An 8-column Fox and Geese board: geese on the dark squares of the top row, fox bottom left. */
function foxBoard(rows: number): string {
  const lines = [rows % 2 === 0 ? ".x.x.x.x" : "x.x.x.x."];
  for (let r = 1; r < rows - 1; r++) lines.push("........");
  lines.push("o.......");
  return lines.join("|");
}

/** Bach's Carousel (CGSuite's SidedValueTestCase): neither side is a stopper. */
const BACH = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}";

/** A row of n heads. */
function heads(n: number): string {
  return "H".repeat(n);
}

/** The rows and columns of an impartial limit board of size n: k x k for 2k, k x (k + 1) for 2k + 1. */
function limitShape(n: number): [rows: number, cols: number] {
  return [n >> 1, (n >> 1) + (n & 1)];
}

/** The value of a Domineering board by a solver with no position bound. */
function unboundedDomineering(text: string): Game {
  return new Solver(DOMINEERING, { maxPositions: Infinity }).value(parseDomineering(text));
}

/** An impartial-limits job: one position of size n (the argument). */
function sizeJob(name: string, run: (n: number) => unknown): Job {
  return job(name, "limits", (argument) => run(Number(argument)), { argument: "size n" });
}

const KAYLES = parseOctalCode("0.77");
const DAWSON = parseOctalCode("0.07");

/** OEIS A002186, Kayles (0.77), G(0..39). */
const KAYLES_PREFIX = [
  0,
  1,
  2,
  3,
  1,
  4,
  3,
  2,
  1,
  4,
  2,
  6,
  4,
  1,
  2,
  7,
  1,
  4,
  3,
  2,
  1,
  4,
  6,
  7,
  4,
  1,
  2,
  8,
  5,
  4,
  7,
  2,
  1,
  8,
  6,
  7,
  4,
  1,
  2,
  3,
];
/** OEIS A002187 shifted by one heap, Dawson's Kayles (0.07), G(0..40). */
const DAWSON_PREFIX = [
  0,
  0,
  1,
  1,
  2,
  0,
  3,
  1,
  1,
  0,
  3,
  3,
  2,
  2,
  4,
  0,
  5,
  2,
  2,
  3,
  3,
  0,
  1,
  1,
  3,
  0,
  2,
  1,
  1,
  0,
  4,
  5,
  2,
  7,
  4,
  0,
  1,
  1,
  2,
  0,
  3,
];
/** OEIS A002188, Grundy's game, G(0..49). */
const GRUNDY_PREFIX = [
  0,
  0,
  0,
  1,
  0,
  2,
  1,
  0,
  2,
  1,
  0,
  2,
  1,
  3,
  2,
  1,
  3,
  2,
  4,
  3,
  0,
  4,
  3,
  0,
  4,
  3,
  0,
  4,
  1,
  2,
  3,
  1,
  2,
  4,
  1,
  2,
  4,
  1,
  2,
  4,
  1,
  5,
  4,
  1,
  5,
  4,
  1,
  5,
  4,
  1,
];

function prefixError(values: ArrayLike<number>, prefix: number[]): string | null {
  for (let i = 0; i < prefix.length; i++) {
    if (values[i] !== prefix[i]) return `G(${i}) = ${values[i]}, expected ${prefix[i]}`;
  }
  return null;
}

/**
 * Checks G(0..n): the published prefix, then G(k) = G(k - period) for every k
 * from `from` on (a published period and pre-period), and the length.
 */
function periodicCheck(
  n: number,
  prefix: number[],
  period: number,
  from: number,
): (result: unknown) => string | null {
  return (result) => {
    const values = result as ArrayLike<number>;
    if (values.length !== n + 1) return `length ${values.length}, expected ${n + 1}`;
    const bad = prefixError(values, prefix);
    if (bad !== null) return bad;
    for (let k = from; k <= n; k++) {
      if (values[k] !== values[k - period]) {
        return `G(${k}) = ${values[k]} but G(${k - period}) = ${
          values[k - period]
        } (period ${period})`;
      }
    }
    return null;
  };
}

/**
 * Checks G(0..n) against the published prefix and against the plain method
 * (an independent, obviously correct computation) on the first `plainTo` heaps.
 */
function crossCheck(
  game: TakeAndBreakGame,
  n: number,
  prefix: number[],
  plainTo: number,
): (result: unknown) => string | null {
  return (result) => {
    const values = result as ArrayLike<number>;
    if (values.length !== n + 1) return `length ${values.length}, expected ${n + 1}`;
    const bad = prefixError(values, prefix);
    if (bad !== null) return bad;
    const plain = takeAndBreakGrundy(game, Math.min(n, plainTo), { method: "plain" });
    for (let k = 0; k < plain.length; k++) {
      if (values[k] !== plain[k]) {
        return `G(${k}) = ${values[k]}, the plain method says ${plain[k]}`;
      }
    }
    return null;
  };
}

function gameCheck(expected: string): (result: unknown) => string | null {
  return (result) => {
    const g = result as Game;
    if (equals(g, parseGame(expected))) return null;
    let shown: string;
    try {
      shown = formatGame(g, { maxLength: 2000 });
    } catch {
      shown = "(longer than 2000 characters)";
    }
    return `value ${shown}, expected ${expected}`;
  };
}

/** Kayles: period 12 from heap 71 on (Guy and Smith 1956; Winning Ways ch. 4). */
const KAYLES_SOURCE =
  "OEIS A002186 prefix; period 12 after heap 70 (Guy-Smith 1956, Winning Ways ch. 4)";
/** Dawson's Kayles: period 34 from heap 53 on in 0.07 numbering (Winning Ways ch. 4). */
const DAWSON_SOURCE =
  "OEIS A002187 prefix; period 34 after the last exceptional heap (Winning Ways ch. 4)";
/** Domineering 6x4 (6 rows, 4 columns) as cgt-tools 0.11 prints it. */
const DOMINEERING_6X4 =
  "{{2|{0, {2, {2|0}|0}|0, {0|-2, {0|-2}}}}, {{2|{{2|0}, {2|{2|0}}|{2|0}, {{2|0}|0}}}, {{4|5/2}|2, {{2|1/2}, {{4|5/2}|{2|1/2}}|{2|0}, {{2|1/2}|0, {0|-3/2}}}}, {{4|5/2}|{2|0}}|{2|0, {2|0}}, {{2|{0|{0|-2}}}|0, {{0|-2}, {0|{0|-2}}|{0|-2}, {{0|-2}|-2}}}}|{{0|{{0|-2}, {0|{0|-2}}|{0|-2}, {{0|-2}|-2}}}, {{{2|1/2}, {{4|5/2}|{2|1/2}}|{2|0}, {{2|1/2}|0, {0|-3/2}}}, {{{4|5/2}|{2|1/2}}|0}|0, {{0|-2}, {0|{0|-2}}|{0|-2}, {{0|-2}|-2}}}|{-2, {{0|-2}, {0|{0|-2}}|{0|-2}, {{0|-2}|-2}}|-2, {{-2|-4}, {-2|{-2|-4}}|{-2|-4}, {{-2|-4}|-4}}}, {0|-2, {0|-2}}}, {{2|0, {2|0}}|0}}";
const SNORT_PATH7 =
  "{1, {{4|3}|{*|-1*}}, {{4|3}|{1|-1}, {1*|*}}|-1, {{*|-1*}, {1|-1}|{-3|-4}}, {{1*|*}|{-3|-4}}}";
/** Toads and Frogs TTTTT..FFFFF as cgt-tools 0.11 prints it. */
const TOADS_5 =
  "{{2|*}, {{5/2|{2|{0|{{0|{{0|{{{1/32|0}|0}|-2}}|-1/2*}}, {0|{{^*|0}|-1}}|{{{^*|0}|-1/2}|-1*}}}}}|0}|{0|{{{{{1*|{1/2|{0|v*}}}|{{1/2*|{{2|{0|{0|-1/32}}}|0}}|0}, {{1|{0|v*}}|0}}|0}|-2}|-5/2}}, {*|-2}}";
const PEERS_SOURCE = "cgt-tools 0.11 and pycgt 0.2.0 print the same value (bench/results/PEERS.md)";
const RS_SOURCE = "cgt-tools 0.11 prints the same value (bench/results/PEERS.md)";

function heapWorkload(
  name: string,
  quick: boolean,
  run: () => ArrayLike<number>,
  check: (result: unknown) => string | null,
  source: string,
): Job {
  return reportJob({ name, group: "heap games", quick, run, check, source });
}

function board(rows: number, cols: number): string {
  return Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
}

/**
 * The winning moves and sensible options of both players in one position (one cache of values,
 * so one search, shared by the four analyses), counted as "winning L/R, sensible L/R".
 */
function movesOf(form: GameForm): string {
  const options = { cache: new FormValueCache({ maxPositions: Infinity }) };
  const winning = [winningMoves([form], "left", options), winningMoves([form], "right", options)];
  const sensible = [
    sensibleOptions(form, "left", options),
    sensibleOptions(form, "right", options),
  ];
  return `winning ${winning[0].length}/${winning[1].length}, ` +
    `sensible ${sensible[0].length}/${sensible[1].length}`;
}

function checkerboard(rows: number, cols: number): string {
  return Array.from(
    { length: rows },
    (_, r) => Array.from({ length: cols }, (_, c) => (r + c) % 2 === 0 ? "x" : "o").join(""),
  ).join("|");
}

/**
 * A rows x cols grid graph in CGSuite's graph notation, horizontal edges written `edge` (`-`, `l`,
 * ...) and vertical ones `vertical`.
 */
function gridGraph(rows: number, cols: number, edge: string, vertical = edge): string {
  const name = (r: number, c: number): string => `:{${r}x${c}}`;
  const parts: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c + 1 < cols) parts.push(`${name(r, c)}${edge}${name(r, c + 1)}`);
      if (r + 1 < rows) parts.push(`${name(r, c)}${vertical}${name(r + 1, c)}`);
    }
  }
  return parts.join(";");
}

function rulesetWorkload(
  name: string,
  quick: boolean,
  run: () => Game,
  expected: string,
  source: string,
): Job {
  const entry = reportJob({
    name,
    group: "rulesets",
    quick,
    run,
    check: gameCheck(expected),
    source,
  });
  return { ...entry, format: gameText };
}

const HEAP_SIZES = [1000, 2000, 4000, 8000, 16000, 32000];

function boardFamily(
  name: string,
  rows: number,
  cols: number[],
  make: (rows: number, cols: number) => Game,
): Job {
  return scalingJob({
    name,
    plot: "board",
    points: cols.map((c) => ({ size: rows * c, label: `${rows}x${c}` })),
    run: (size) => make(rows, size / rows),
  });
}

/**
 * Every job, named once: bench:report's named workloads first (in report order), then the
 * families of its scaling plots, then the jobs that micro-benchmarks, limit probes and peer
 * harnesses run in a fresh process through bench/workloads/run.ts.
 */
export const JOBS: readonly Job[] = [
  // bench:report's named workloads: each checks its result against a known value.
  heapWorkload(
    "kayles-40000-rare",
    true,
    () => takeAndBreakGrundy(KAYLES, 40_000, { method: "rare" }),
    periodicCheck(40_000, KAYLES_PREFIX, 12, 83),
    KAYLES_SOURCE,
  ),
  heapWorkload(
    "kayles-40000-plain",
    false,
    () => takeAndBreakGrundy(KAYLES, 40_000, { method: "plain" }),
    periodicCheck(40_000, KAYLES_PREFIX, 12, 83),
    KAYLES_SOURCE,
  ),
  heapWorkload(
    "dawson-kayles-40000-period",
    true,
    () => {
      const period = heapPeriodicity(DAWSON, takeAndBreakGrundy(DAWSON, 256));
      if (!period?.proved) throw new Error("Dawson's Kayles: period not proved");
      return extendPeriodic(
        takeAndBreakGrundy(DAWSON, period.bound + period.period),
        period,
        40_000,
      );
    },
    periodicCheck(40_000, DAWSON_PREFIX, 34, 87),
    DAWSON_SOURCE,
  ),
  heapWorkload(
    "dawson-kayles-20000-plain",
    false,
    () => takeAndBreakGrundy(DAWSON, 20_000, { method: "plain" }),
    periodicCheck(20_000, DAWSON_PREFIX, 34, 87),
    DAWSON_SOURCE,
  ),
  heapWorkload(
    "grundy-game-20000",
    true,
    () => takeAndBreakGrundy(GRUNDYS_GAME, 20_000),
    crossCheck(GRUNDYS_GAME, 20_000, GRUNDY_PREFIX, 3000),
    "OEIS A002188 prefix; the plain method on heaps 0..3000",
  ),
  heapWorkload(
    "grundy-game-262144",
    false,
    () => takeAndBreakGrundy(GRUNDYS_GAME, 2 ** 18),
    crossCheck(GRUNDYS_GAME, 2 ** 18, GRUNDY_PREFIX, 3000),
    "OEIS A002188 prefix; the plain method on heaps 0..3000",
  ),
  rulesetWorkload(
    "domineering-4x4",
    true,
    () => domineering(board(4, 4)),
    "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}",
    PEERS_SOURCE,
  ),
  rulesetWorkload("domineering-4x5", true, () => domineering(board(4, 5)), "1", PEERS_SOURCE),
  rulesetWorkload(
    "domineering-2x12",
    true,
    () => domineering(board(2, 12)),
    "-1/2Miny({9/2Miny(2)|5/2||2|1/2})",
    PEERS_SOURCE,
  ),
  rulesetWorkload("domineering-5x5", false, () => domineering(board(5, 5)), "0", RS_SOURCE),
  rulesetWorkload(
    "domineering-6x4",
    false,
    () => domineering(board(6, 4)),
    DOMINEERING_6X4,
    RS_SOURCE,
  ),
  rulesetWorkload("clobber-3x3", true, () => clobber(checkerboard(3, 3)), "*", PEERS_SOURCE),
  rulesetWorkload(
    "clobber-4x4",
    false,
    () => clobber(checkerboard(4, 4)),
    "*",
    "pycgt 0.2.0 prints the same value (bench/results/PEERS.md)",
  ),
  rulesetWorkload("konane-4x4", true, () => konane("xoxo|ox.x|xoxo|oxox"), "0", RS_SOURCE),
  rulesetWorkload(
    "konane-4x6",
    false,
    () => konane("xoxoxo|ox..ox|xoxoxo|oxoxox"),
    "0",
    RS_SOURCE,
  ),
  rulesetWorkload("toads-TTT..FFF", true, () => toadsAndFrogs("TTT..FFF"), "+-1/8", PEERS_SOURCE),
  rulesetWorkload(
    "toads-TTTTT..FFFFF",
    false,
    () => toadsAndFrogs("TTTTT..FFFFF"),
    TOADS_5,
    PEERS_SOURCE,
  ),
  rulesetWorkload("snort-path7", true, () => snort(".".repeat(7)), SNORT_PATH7, PEERS_SOURCE),
  rulesetWorkload(
    "col-cgsuite-path",
    true,
    () => col("R-.-R-.-L-.-R-.-R-."),
    "7/8",
    'CGSuite GameGraphTest.scala: Col("R-.-R-.-L-.-R-.-R-.")',
  ),
  rulesetWorkload(
    "snort-caterpillar-3-2-3",
    true,
    () => snort("(-(-;-;-);-(-;-;-);-;-)"),
    "{5,{{8|6*}|0}|-5,{0|{-6*|-8}}}",
    "cgt-tools 0.11 snort.rs test correct_canonical_forms",
  ),
  reportJob({
    name: "arc-kayles-path-100",
    group: "rulesets",
    quick: false,
    run: () => arcKaylesGrundy("-".repeat(99)),
    check: (result) => {
      const expected = takeAndBreakGrundy(DAWSON, 100)[100];
      return result === expected ? null : `Grundy value ${result}, expected ${expected}`;
    },
    source:
      "Dawson's Kayles (octal 0.07) heap 100 by @cgt/impartial; CGSuite's test checks paths to 50",
  }),
  reportJob({
    name: "arc-kayles-grid-4x6",
    group: "rulesets",
    quick: false,
    run: () => arcKaylesGrundy(gridGraph(4, 6, "-")),
    check: (result) => result === 0 ? null : `Grundy value ${result}, expected 0`,
    source:
      "0 by the mirror strategy: the half-turn of a 4x6 grid fixes no vertex and no edge joins a vertex to its image, so the second player copies",
  }),
  rulesetWorkload(
    "partizan-arc-kayles-cgsuite",
    true,
    () => partizanArcKayles("lrlr(ll;ree(rl;l))"),
    "{3*|2*||3/2,3/2*|1/2*}",
    'CGSuite GameGraphTest.scala: PartizanArcKayles("lrlr(ll;ree(rl;l))")',
  ),
  rulesetWorkload(
    "partizan-arc-kayles-grid-4x5",
    false,
    () => partizanArcKayles(gridGraph(4, 5, "r", "l")),
    "1",
    "Domineering 4x5 (cgt-tools 0.11 and pycgt 0.2.0, bench/results/PEERS.md): vertical edges l, horizontal r make Partizan Arc Kayles on a grid Domineering",
  ),
  rulesetWorkload(
    "hackenbush-green-girl",
    true,
    () => hackenbush("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))"),
    "*2",
    "CGSuite GameGraphTest.scala; Winning Ways ch. 7, figure 3",
  ),
  rulesetWorkload("toppling-LRx8", true, () => topplingDominoes("LR".repeat(8)), "*8", RS_SOURCE),
  rulesetWorkload(
    "toppling-LRx10",
    false,
    () => topplingDominoes("LR".repeat(10)),
    "*10",
    RS_SOURCE,
  ),
  reportJob({
    name: "moves-domineering-5x5",
    group: "moves",
    quick: false,
    run: () => movesOf(positionForm(DOMINEERING, parseDomineering(board(5, 5)))),
    // Domineering 5x5 is 0: whoever moves first loses, and 0 has no canonical option, so
    // neither player has a winning or a sensible move.
    check: (result) => result === "winning 0/0, sensible 0/0" ? null : `got ${result}`,
    source: `domineering-5x5 is 0 (${RS_SOURCE})`,
  }),
  reportJob({
    name: "moves-clobber-4x4",
    group: "moves",
    quick: false,
    run: () => movesOf(positionForm(CLOBBER, parseClobber(checkerboard(4, 4)))),
    // Clobber 4x4 is *: each player wins moving first exactly by moving to a position of
    // value 0, and those are * = {0|0}'s only sensible options.
    check: (result) => {
      const m = /^winning (\d+)\/(\d+), sensible (\d+)\/(\d+)$/.exec(String(result));
      if (m === null || m[1] === "0" || m[2] === "0") return `got ${result}`;
      return m[1] === m[3] && m[2] === m[4] ? null : `got ${result}`;
    },
    source: "clobber-4x4 is * (pycgt 0.2.0 prints the same value, bench/results/PEERS.md)",
  }),
  reportJob({
    name: "domineering-2x11-thermal",
    group: "thermography",
    quick: true,
    run: () => {
      const g = domineering(board(2, 11));
      return [mean(g), temperature(g), leftStop(g), rightStop(g)].map(formatDyadic).join(" ");
    },
    check: (result) => result === "3/16 19/16 1 -1" ? null : `got ${result}`,
    source: PEERS_SOURCE,
  }),
  // The scaling plots of bench:report: the argument is the size of a point.
  scalingJob({
    name: "Kayles 0.77, plain",
    plot: "heap",
    points: HEAP_SIZES.map((n) => ({ size: n, label: String(n) })),
    run: (n) => takeAndBreakGrundy(KAYLES, n, { method: "plain" }),
  }),
  scalingJob({
    name: "Kayles 0.77, rare-value",
    plot: "heap",
    points: [...HEAP_SIZES, 64000, 128000].map((n) => ({ size: n, label: String(n) })),
    run: (n) => takeAndBreakGrundy(KAYLES, n, { method: "rare" }),
  }),
  scalingJob({
    name: "Dawson's Kayles 0.07, plain",
    plot: "heap",
    points: HEAP_SIZES.map((n) => ({ size: n, label: String(n) })),
    run: (n) => takeAndBreakGrundy(DAWSON, n, { method: "plain" }),
  }),
  scalingJob({
    name: "Grundy's game, rare-value",
    plot: "heap",
    points: [...HEAP_SIZES, 64000, 128000].map((n) => ({ size: n, label: String(n) })),
    run: (n) => takeAndBreakGrundy(GRUNDYS_GAME, n),
  }),
  boardFamily("Domineering 2xn", 2, [4, 6, 8, 10, 12, 14], (r, c) => domineering(board(r, c))),
  boardFamily("Domineering 3xn", 3, [3, 4, 5, 6, 7], (r, c) => domineering(board(r, c))),
  boardFamily("Domineering 4xn", 4, [4, 5, 6], (r, c) => domineering(board(r, c))),
  boardFamily("Clobber 2xn", 2, [4, 6, 8, 10, 12], (r, c) => clobber(checkerboard(r, c))),
  boardFamily("Clobber 3xn", 3, [3, 4, 5], (r, c) => clobber(checkerboard(r, c))),
  // Start-up only: the baseline of the micro-benchmarks that time whole processes.
  job("noop", "micro", () => 0),
  // micro/rulesets_bench.ts (with domineering-4x4, -4x5, -2x12, -5x5, clobber-3x3, -4x4 and
  // toads-TTTTT..FFFFF above); domineering-5x6 and -6x6 are recorded by hand in RESULTS.md.
  job("domineering-2x8", "micro", () => domineering(board(2, 8)), { format: gameText }),
  job("domineering-2x10", "micro", () => domineering(board(2, 10)), { format: gameText }),
  job("domineering-3x4", "micro", () => domineering(board(3, 4)), { format: gameText }),
  job("konane-4x5", "micro", () => konane("xoxox|ox.xo|xoxox|oxoxo"), { format: gameText }),
  // Past the default maxPositions of domineering()'s own solver: a solver with no bound.
  job("domineering-5x6", "micro", () => unboundedDomineering(board(5, 6)), { format: gameText }),
  job("domineering-6x6", "micro", () => unboundedDomineering(board(6, 6)), { format: gameText }),
  // micro/thermo_bench.ts.
  job("temperature-heat-star14", "micro", () => {
    if (temperature(heat(nimber(14), integer(1))).numerator !== 1n) throw new Error("must be 1");
  }),
  job("temperature-domineering-2x11", "micro", () => temperature(domineering(board(2, 11)))),
  // micro/loopy_bench.ts; the largest are recorded by hand in RESULTS.md under /usr/bin/time -v.
  ...([
    ["backsliding-6", () => backslidingToadsAndFrogs("TT..FF")],
    ["backsliding-8", () => backslidingToadsAndFrogs("TTT..FFF")],
    ["backsliding-10", () => backslidingToadsAndFrogs("TTTT..FFFF")],
    ["foxgeese-3", () => foxAndGeese("x.x.x.x.|........|o.......")],
    ["foxgeese-4", () => foxAndGeese(foxBoard(4))],
    ["foxgeese-4-ceylonese", () => foxAndGeese(foxBoard(4), { foxRange: 2 })],
    ["foxgeese-5", () => foxAndGeese(foxBoard(5))],
    ["foxgeese-6", () => foxAndGeese(foxBoard(6))],
    ["foxgeese-7", () => foxAndGeese(foxBoard(7))],
    ["foxgeese-8", () => foxAndGeese(foxBoard(8))],
    ["bach", () => parseLoopyGame(BACH)],
    ["bach-2", () => parseLoopyGame(`${BACH} + ${BACH}`)],
    ["bach-3", () => parseLoopyGame(`${BACH} + ${BACH} + ${BACH}`)],
  ] as [string, () => LoopyGame][]).map(([name, run]) =>
    job(name, "micro", run, { format: loopyText })
  ),
  // The operations, timed cold by hand for RESULTS.md.
  job(
    "ordinal-sum",
    "micro",
    () => ordinalSum(parseGame("{3||2*|1*} + {1|-1}"), parseGame("{2|{1|0}} + ^*")),
    { format: gameText },
  ),
  job(
    "selective-sum",
    "micro",
    () => selectiveSum(parseGame("{3||2*|1*} + {1|-1}"), parseGame("{2|{1|0}} + ^*")),
    { format: gameText },
  ),
  job(
    "conway-product",
    "micro",
    () => conwayProduct(parseGame("{1|*} + ^"), parseGame("{2|1/2}")),
    { format: gameText },
  ),
  job(
    "atomic-weight-domineering-2x4",
    "micro",
    () => atomicWeight(parseGame('domineering("....|....")', { functions: RULESET_FUNCTIONS })),
  ),
  job("uptimal-4096", "micro", () => formatGame(parseGame("^<4096>*7"))),
  job("uptimal-expansion-3000", "micro", () => uptimalExpansion(parseGame("1/2v[3000]*2"))),
  // limits/boards_limits.ts and peers/boards_peers.ts: one position of a board or strip game, the
  // step budget lifted so that only time and memory limit it.
  positionJob("amazons", amazons),
  positionJob("fission", fission),
  positionJob("kings", kingsClobber),
  positionJob("rooks", rooksClobber),
  positionJob("queens", queensClobber),
  positionJob("antiClobber", antiClobber),
  positionJob("toads", (argument) => {
    const [row, jump] = argument.split(",");
    return toadsAndFrogs(row, { maxJump: Number(jump) });
  }),
  positionJob("elephantsAndRhinos", elephantsAndRhinos),
  positionJob("eatcake", cake(eatcake)),
  positionJob("maundyCake", cake(maundyCake)),
  positionJob("turnAndEatcake", cake(turnAndEatcake)),
  positionJob("skiJumps", skiJumps),
  positionJob("digraphPlacement", digraphPlacement),
  // limits/impartial_limits.ts: one position of size n.
  sizeJob("mock-turtles", (n) => coinTurningGrundy("1-3", heads(n))),
  sizeJob("turning-triplets-3", (n) => coinTurningGrundy("3", heads(n))),
  sizeJob("turning-moebius-1-5", (n) => coinTurningGrundy("1-5", heads(n))),
  sizeJob("turning-turnips-3E", (n) => coinTurningGrundy("3E", heads(n))),
  sizeJob("turning-grunt-4FS", (n) => coinTurningGrundy("4FS", heads(n))),
  sizeJob("turning-ruler-fives-1-5C", (n) => coinTurningGrundy("1-5C", heads(n))),
  sizeJob("turning-sym-1+S", (n) => coinTurningGrundy("1+S", heads(n))),
  sizeJob("spawning-1-3-C(100)", (n) => spawningGrundy(parseSpawningCode("1-3C(100)"), n)),
  sizeJob("impartial-domineering", (n) => {
    const [rows, cols] = limitShape(n);
    return impartialVariant(DOMINEERING).solver.grundy(parseDomineering(board(rows, cols)));
  }),
  sizeJob("impartial-clobber", (n) => {
    const [rows, cols] = limitShape(n);
    return impartialVariant(CLOBBER).solver.grundy(parseClobber(checkerboard(rows, cols)));
  }),
  sizeJob("tb-grundy-4!.0", (n) => takeAndBreakGrundy(parseTakeAndBreakCode("4!.0"), n)),
  sizeJob("tb-0.7!f?", (n) => takeAndBreakGrundy(parseTakeAndBreakCode("0.7!f?"), n)),
  sizeJob("tb-nim-0.[3]", (n) => takeAndBreakGrundy(parseTakeAndBreakCode("0.[3]"), n)),
  sizeJob("tb-0.[7]", (n) => takeAndBreakGrundy(parseTakeAndBreakCode("0.[7]"), n)),
  sizeJob("tb-0.*", (n) => takeAndBreakGrundy(parseTakeAndBreakCode("0.*"), n)),
  sizeJob("tb-maundy-{2+}=.0", (n) => takeAndBreakGrundy(parseTakeAndBreakCode("{2+}=.0"), n)),
  sizeJob("tb-80.0", (n) => takeAndBreakGrundy(parseTakeAndBreakCode("80.0"), n)),
];

/** bench:report's named workloads, in report order (the jobs of {@linkcode JOBS} with `report`). */
export const WORKLOADS: readonly Workload[] = JOBS.flatMap((job) =>
  job.report === undefined ? [] : [{
    name: job.name,
    group: job.report.group,
    quick: job.report.quick,
    run: () => job.run(""),
    check: job.report.check,
    source: job.report.source,
  }]
);

/** The families of the scaling plots (the jobs of {@linkcode JOBS} with `scaling`). */
export const FAMILIES: readonly Family[] = JOBS.flatMap((job) =>
  job.scaling === undefined ? [] : [{
    name: job.name,
    plot: job.scaling.plot,
    points: job.scaling.points,
    run: (size: number) => job.run(String(size)),
    quick: false,
  }]
);

/** The octal game of the nim-sequence plot, and how far it is drawn. */
export const NIM_SEQUENCE: { name: string; code: string; game: TakeAndBreakGame; n: number } = {
  name: "Dawson's Kayles",
  code: "0.07",
  game: DAWSON,
  n: 300,
};
