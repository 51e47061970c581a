/**
 * The named workloads of `deno task bench:report`, and the families of
 * positions its scaling plots sweep. Each workload is one whole computation
 * from empty caches (bench/_workload.ts runs it in a fresh process) and
 * checks its own result against a known value, so that a fast wrong answer
 * fails the report instead of improving it.
 *
 * @module
 */

import {
  extendPeriodic,
  GRUNDYS_GAME,
  heapPeriodicity,
  parseOctalCode,
  type TakeAndBreakGame,
  takeAndBreakGrundy,
} from "@cgt/impartial";
import {
  equals,
  formatDyadic,
  formatGame,
  type Game,
  leftStop,
  mean,
  parseGame,
  rightStop,
  temperature,
} from "@cgt/partizan";
import {
  arcKaylesGrundy,
  clobber,
  col,
  domineering,
  hackenbush,
  konane,
  partizanArcKayles,
  snort,
  toadsAndFrogs,
  topplingDominoes,
} from "@cgt/rulesets";

/** A named workload: one computation and the check of its result. */
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
const PEERS_SOURCE = "cgt-tools 0.11 and pycgt 0.2.0 print the same value (bench/PEERS.md)";
const RS_SOURCE = "cgt-tools 0.11 prints the same value (bench/PEERS.md)";

function heapWorkload(
  name: string,
  quick: boolean,
  run: () => ArrayLike<number>,
  check: (result: unknown) => string | null,
  source: string,
): Workload {
  return { name, group: "heap games", quick, run, check, source };
}

function board(rows: number, cols: number): string {
  return Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
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
): Workload {
  return { name, group: "rulesets", quick, run, check: gameCheck(expected), source };
}

/** Every named workload, in report order. */
export const WORKLOADS: readonly Workload[] = [
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
    "pycgt 0.2.0 prints the same value (bench/PEERS.md)",
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
  {
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
  },
  {
    name: "arc-kayles-grid-4x6",
    group: "rulesets",
    quick: false,
    run: () => arcKaylesGrundy(gridGraph(4, 6, "-")),
    check: (result) => result === 0 ? null : `Grundy value ${result}, expected 0`,
    source:
      "0 by the mirror strategy: the half-turn of a 4x6 grid fixes no vertex and no edge joins a vertex to its image, so the second player copies",
  },
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
    "Domineering 4x5 (cgt-tools 0.11 and pycgt 0.2.0, bench/PEERS.md): vertical edges l, horizontal r make Partizan Arc Kayles on a grid Domineering",
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
  {
    name: "domineering-2x11-thermal",
    group: "thermography",
    quick: true,
    run: () => {
      const g = domineering(board(2, 11));
      return [mean(g), temperature(g), leftStop(g), rightStop(g)].map(formatDyadic).join(" ");
    },
    check: (result) => result === "3/16 19/16 1 -1" ? null : `got ${result}`,
    source: PEERS_SOURCE,
  },
];

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

const HEAP_SIZES = [1000, 2000, 4000, 8000, 16000, 32000];

function boardFamily(
  name: string,
  rows: number,
  cols: number[],
  make: (rows: number, cols: number) => Game,
): Family {
  return {
    name,
    plot: "board",
    quick: false,
    points: cols.map((c) => ({ size: rows * c, label: `${rows}x${c}` })),
    run: (size) => make(rows, size / rows),
  };
}

/** The families of the scaling plots. */
export const FAMILIES: readonly Family[] = [
  {
    name: "Kayles 0.77, plain",
    plot: "heap",
    quick: false,
    points: HEAP_SIZES.map((n) => ({ size: n, label: String(n) })),
    run: (n) => takeAndBreakGrundy(KAYLES, n, { method: "plain" }),
  },
  {
    name: "Kayles 0.77, rare-value",
    plot: "heap",
    quick: false,
    points: [...HEAP_SIZES, 64000, 128000].map((n) => ({ size: n, label: String(n) })),
    run: (n) => takeAndBreakGrundy(KAYLES, n, { method: "rare" }),
  },
  {
    name: "Dawson's Kayles 0.07, plain",
    plot: "heap",
    quick: false,
    points: HEAP_SIZES.map((n) => ({ size: n, label: String(n) })),
    run: (n) => takeAndBreakGrundy(DAWSON, n, { method: "plain" }),
  },
  {
    name: "Grundy's game, rare-value",
    plot: "heap",
    quick: false,
    points: [...HEAP_SIZES, 64000, 128000].map((n) => ({ size: n, label: String(n) })),
    run: (n) => takeAndBreakGrundy(GRUNDYS_GAME, n),
  },
  boardFamily("Domineering 2xn", 2, [4, 6, 8, 10, 12, 14], (r, c) => domineering(board(r, c))),
  boardFamily("Domineering 3xn", 3, [3, 4, 5, 6, 7], (r, c) => domineering(board(r, c))),
  boardFamily("Domineering 4xn", 4, [4, 5, 6], (r, c) => domineering(board(r, c))),
  boardFamily("Clobber 2xn", 2, [4, 6, 8, 10, 12], (r, c) => clobber(checkerboard(r, c))),
  boardFamily("Clobber 3xn", 3, [3, 4, 5], (r, c) => clobber(checkerboard(r, c))),
];

/** The octal game of the nim-sequence plot, and how far it is drawn. */
export const NIM_SEQUENCE: { name: string; code: string; game: TakeAndBreakGame; n: number } = {
  name: "Dawson's Kayles",
  code: "0.07",
  game: DAWSON,
  n: 300,
};
