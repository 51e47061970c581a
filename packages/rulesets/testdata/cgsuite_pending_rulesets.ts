/**
 * CGSuite's test expectations about rulesets (and notations) other helpers are adding now:
 * Amazons, the Clobber variants, Elephants and Rhinos, the cake games, general Hackenbush graphs
 * and CGSuite's graph notation for Col, Snort and Hackenbush. PENDING THE RULESETS: this file is
 * not yet wired to a test. When a ruleset lands, give its rows `args` in its notation and move
 * them to `cgsuite_rulesets.ts` (the test there runs every row). Each row is as CGSuite writes
 * it, with its source in aaron-siegel/cgsuite (lib/core/src/test/scala/org/cgsuite/lang).
 *
 * @module
 */

/** One pending CGSuite expectation: [source, test, CGSuite's input, CGSuite's output, ruleset]. */
export type PendingRow = readonly [string, string, string, string, string];

const LANG = "lib/core/src/test/scala/org/cgsuite/lang";
const GRID = `${LANG}/GameGridTest.scala @26579dd`;
const STRIP = `${LANG}/GameStripTest.scala @6993a4e`;
const GRAPH = `${LANG}/GameGraphTest.scala @2affe68`;
const HEAP = `${LANG}/GameHeapTest.scala @46122ba`;
const GAME = `${LANG}/GameTest.scala @032bf08`;
const CAKES = "game.heap should define partizan coordinate games properly";

/** The rows, by ruleset. */
export const PENDING_RULESET_ROWS: readonly PendingRow[] = [
  [
    GRID,
    "game.grid should define base methods properly: GridString",
    'game.grid.Amazons("x...|o...").GridString',
    '"x...|o..."',
    "Amazons",
  ],
  [
    GRID,
    "game.grid should define Amazons properly: Amazons",
    'game.grid.Amazons("x...|o...").CanonicalForm',
    "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}",
    "Amazons",
  ],
  [
    GAME,
    "game.Game should implement methods correctly: Followers",
    'game.grid.Amazons("x...|o...").Followers.Size',
    "2784",
    "Amazons (positions, not canonical followers)",
  ],
  [
    GRID,
    "game.grid should define Clobber properly: Clobber (Diagonal)",
    'game.grid.GenClobber(directions => Coordinates.Diagonal)("xoxo|oox.|xxx.").CanonicalForm',
    "{0,v*|vv}",
    "Clobber variants",
  ],
  [
    GRID,
    "game.grid should define Clobber properly: Kings",
    'game.grid.Kings("xox|ox.").CanonicalForm',
    "{^^*|*,v[2]}",
    "Clobber variants",
  ],
  [
    GRID,
    "game.grid should define Clobber properly: Rooks",
    'game.grid.Rooks("xox|ox.").CanonicalForm',
    "{^^*|0,*}",
    "Clobber variants",
  ],
  [
    GRID,
    "game.grid should define Clobber properly: Queens",
    'game.grid.Queens("xox|ox.").CanonicalForm',
    "^",
    "Clobber variants",
  ],
  [
    GRID,
    "game.grid should define Clobber properly: AntiClobber",
    'game.grid.AntiClobber("xoxo|oo..").CanonicalForm',
    "{*|-1}",
    "Clobber variants",
  ],
  [
    STRIP,
    "game.strip should define Toads and Frogs properly: ElephantsAndRhinos",
    'game.strip.ElephantsAndRhinos("tttt..fff").CanonicalForm',
    "1",
    "Elephants and Rhinos",
  ],
  ...["-7", "-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"].map((
    v,
    n,
  ): PendingRow => [
    HEAP,
    `${CAKES}: game.heap.MaundyCake canonical forms, n = ${n}`,
    `game.heap.MaundyCake((8,${n})).CanonicalForm`,
    v,
    "cake games (Maundy Cake)",
  ]),
  ...[
    "-8",
    "^",
    "{^|||^*|v||0}",
    "{^^|*}",
    "{^^|*||0,{0|vv*}}",
    "{^3|^*||*}",
    "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}",
    "{0||^^*|0|||*}",
    "*",
  ].map((
    v,
    n,
  ): PendingRow => [
    HEAP,
    `${CAKES}: game.heap.Eatcake canonical forms, n = ${n}`,
    `game.heap.Eatcake((8,${n})).CanonicalForm`,
    v,
    "cake games (Eatcake)",
  ]),
  ...["0", "v", "0", "v", "0", "v<3>", "0", "v", "0"].map((
    v,
    n,
  ): PendingRow => [
    HEAP,
    `${CAKES}: game.heap.TurnAndEatcake canonical forms, n = ${n}`,
    `game.heap.TurnAndEatcake((8,${n})).CanonicalForm`,
    v,
    "cake games (Turn-and-Eat Cake)",
  ]),
  ...["1", "1", "{8|-2}", "{8|-3}", "{8|-6}", "{8|-5}", "{8|-6,{-4|-14}}", "{10|-7}", "+-12"].map((
    v,
    n,
  ): PendingRow => [
    HEAP,
    `${CAKES}: twisted Maundy cake canonical forms, n = ${n}`,
    `game.heap.GenCutcake(game.heap.TakeAndBreak("{2+}=.0"), game.heap.TakeAndBreak("{2+}=.0"), twisted => true)((8,${n})).CanonicalForm`,
    v,
    "cake games (GenCutcake, twisted)",
  ]),
  [
    GRAPH,
    "game.graph should define Col properly: Col",
    'game.graph.Col("R-.-R-.-L-.-R-.-R-.").CanonicalForm',
    "7/8",
    "Col graph notation (wired translated in cgsuite_rulesets.ts)",
  ],
  [
    GRAPH,
    "game.graph should define Col properly: Snort",
    'game.graph.Snort("L-.-.-.-L").CanonicalForm',
    "{4|0,+-1}",
    "Snort graph notation (wired translated in cgsuite_rulesets.ts)",
  ],
  [
    GRAPH,
    "game.graph should define Col properly: Snort",
    'game.graph.Snort(".-.-.(-.;-.)").CanonicalForm',
    "+-{3|2}",
    "Snort graph notation (wired translated in cgsuite_rulesets.ts)",
  ],
  [
    GRAPH,
    "game.graph should define Hackenbush properly: Hackenbush Number",
    'game.graph.Hackenbush("lrlrrllr").CanonicalForm',
    "77/128",
    "Hackenbush graph notation (wired translated)",
  ],
  [
    GRAPH,
    "game.graph should define Hackenbush properly: Hackenbush Tree",
    'game.graph.Hackenbush("l(l;rl)").CanonicalForm',
    "3/2",
    "Hackenbush graph notation (wired translated)",
  ],
  [
    GRAPH,
    "game.graph should define Hackenbush properly: Hackenbush Nimber",
    'game.graph.Hackenbush("eeeeeee").CanonicalForm',
    "*7",
    "Hackenbush graph notation (wired translated)",
  ],
  [
    GRAPH,
    "game.graph should define Hackenbush properly: Hackenbush RBG Stalk",
    'game.graph.Hackenbush("lrlerrr").CanonicalForm',
    "3/4v[3]*",
    "Hackenbush graph notation (wired translated)",
  ],
  [
    GRAPH,
    "game.graph should define Hackenbush properly: Hackenbush Green Tree",
    'game.graph.Hackenbush("e(ee(e;e);e(eee;ee);e(ee;e))").CanonicalForm',
    "*5",
    "Hackenbush graph notation (wired translated)",
  ],
  [
    GRAPH,
    "game.graph should define Hackenbush properly: Hackenbush Green Girl (Winning Ways ch. 7, fig. 3)",
    'game.graph.Hackenbush("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))").CanonicalForm',
    "*2",
    "general Hackenbush graphs",
  ],
  [
    GRAPH,
    "game.graph should define Hackenbush properly: Hackenbush Moderately Hard Bed (Winning Ways ch. 7, fig. 31)",
    'game.graph.Hackenbush("lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G").CanonicalForm',
    "1/128",
    "general Hackenbush graphs",
  ],
];
