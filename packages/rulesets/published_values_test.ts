// Values published by independent sources, checked against the rulesets and the temperature
// theory. Each row names its source. "CGSuite <file>" means the expected output of CGSuite's own
// test suite (github.com/aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/<file>).
// Where CGSuite's input notation differs from ours the row says how it was translated.
import assert from "node:assert/strict";
import {
  atomicWeight,
  birthday,
  equals,
  formatDyadic,
  formatGame,
  heat,
  leftStop,
  mean,
  overheat,
  parseGame,
  rightStop,
  temperature,
} from "@cgt/partizan";
import { clobber } from "./grid/clobber.ts";
import { RULESET_FUNCTIONS } from "./rulesets.ts";

const functions = RULESET_FUNCTIONS;

Deno.test("RULESET_FUNCTIONS give the values CGSuite's test suite and the literature publish", async (t) => {
  // [our expression, expected value, expected printing or "" if CGSuite prints it otherwise, source]
  const rows: [string, string, string, string][] = [
    [
      'domineering("....|....|....|....")',
      "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}",
      "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}",
      "CGSuite GameGridTest.scala: Domineering(Grid.Empty(4,4))",
    ],
    [
      'domineering("...|...")',
      "{2|-1/2}",
      "{2|-1/2}",
      "Wikipedia, Domineering (after Winning Ways ch. 2): the 2x3 grid is {2 | -1/2}",
    ],
    [
      'clobber("xox|ox.")',
      "{^^*|*,v}",
      "", // CGSuite lists Right's options as "*,v"; we print "v,*"
      'CGSuite GameGridTest.scala: Clobber("xox|ox.")',
    ],
    [
      'clobber("xxo")',
      "^",
      "^",
      "Albert, Grossman, Nowakowski, Wolfe, An introduction to Clobber (2005): xxo = ^",
    ],
    ['cram(".........|##.######")', "*4", "*4", "CGSuite GameGridTest.scala: Cram"],
    [
      'toads("TTTTT..FFFFF")',
      // CGSuite prints v<2> (down-second, -(^<2>) with ^<2> = {0|v*}); written out here as {^*|0}.
      "+-{{2|*},{5/2||2|{0||||{0||{^*|0}|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||{^*|0}|-1/2||-1*}|||0}}",
      "", // CGSuite nests braces where we print a run of up to seven slashes
      'CGSuite GameStripTest.scala: ToadsAndFrogs("ttttt..fffff")',
    ],
    ['toads("TFT.TFF")', "^", "^", "Winning Ways ch. 1: TFT.TFF = ^"],
    [
      'hackenbush("lrlrrllr")',
      "77/128",
      "77/128",
      'CGSuite GameGraphTest.scala: Hackenbush("lrlrrllr")',
    ],
    ['hackenbush("l(l;rl)")', "3/2", "3/2", 'CGSuite GameGraphTest.scala: Hackenbush("l(l;rl)")'],
    [
      'hackenbush("LRLRRLLR")',
      "77/128",
      "77/128",
      'CGSuite GameGraphTest.scala: Hackenbush("lrlrrllr"), in cgt\'s tree notation',
    ],
    [
      'hackenbush("L(L,RL)")',
      "3/2",
      "3/2",
      'CGSuite GameGraphTest.scala: Hackenbush("l(l;rl)"), in cgt\'s tree notation',
    ],
    ['hackenbush("eeeeeee")', "*7", "*7", 'CGSuite GameGraphTest.scala: Hackenbush("eeeeeee")'],
    [
      'hackenbush("lrlerrr")',
      "3/4v[3]*",
      "",
      'CGSuite GameGraphTest.scala: Hackenbush("lrlerrr") (an RBG stalk)',
    ],
    [
      'hackenbush("e(ee(e;e);e(eee;ee);e(ee;e))")',
      "*5",
      "*5",
      "CGSuite GameGraphTest.scala: a green tree",
    ],
    [
      'hackenbush("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))")',
      "*2",
      "*2",
      "CGSuite GameGraphTest.scala: the green girl (Winning Ways ch. 7, figure 3)",
    ],
    [
      'col("R-.-R-.-L-.-R-.-R-.")',
      "7/8",
      "7/8",
      'CGSuite GameGraphTest.scala: Col("R-.-R-.-L-.-R-.-R-.")',
    ],
    // The same position in cgt's numbered notation: a tint L or R is an extra leaf coloured x or
    // o (vertices 10.. below).
    [
      'col("..........ooxoo:0-1,1-2,2-3,3-4,4-5,5-6,6-7,7-8,8-9,0-10,2-11,4-12,6-13,8-14")',
      "7/8",
      "7/8",
      'CGSuite GameGraphTest.scala: Col("R-.-R-.-L-.-R-.-R-."), tints as coloured leaves',
    ],
    [
      'snort("L-.-.-.-L")',
      "{4|0,+-1}",
      "{4|0,+-1}",
      'CGSuite GameGraphTest.scala: Snort("L-.-.-.-L")',
    ],
    [
      'snort(".-.-.(-.;-.)")',
      "+-{3|2}",
      "+-{3|2}",
      'CGSuite GameGraphTest.scala: Snort(".-.-.(-.;-.)")',
    ],
    [
      'snort("(-(-;-;-);-(-;-;-);-;-)")',
      "{5,{{8|6*}|0}|-5,{0|{-6*|-8}}}",
      "+-{5,{8|6*||0}}", // cgt-tools prints the switch in full and nests braces
      "cgt-tools snort.rs: the caterpillar C(3, 2, 3)",
    ],
    [
      'partizanArcKayles("llr")',
      "1/2",
      "1/2",
      'CGSuite GameGraphTest.scala: PartizanArcKayles("llr")',
    ],
    [
      'partizanArcKayles("lrlr(ll;ree(rl;l))")',
      "{3*|2*||3/2,3/2*|1/2*}",
      "{3*|2*||3/2,3/2*|1/2*}",
      'CGSuite GameGraphTest.scala: PartizanArcKayles("lrlr(ll;ree(rl;l))")',
    ],
    [
      'arcKayles("-------------------------------")',
      "*2",
      "*2",
      "CGSuite GameGraphTest.scala: Arc Kayles on a path of 32 vertices is Dawson's Kayles, *2",
    ],
    [
      "cutcake(8, 1)",
      "-7",
      "-7",
      "by hand from the rules of Cutcake: Right cuts an 8x1 cake 7 times, Left has no cut",
    ],
    // cgt-tools (github.com/t4ccer/cgt-tools, cgt/short/partizan/games/*.rs), an independent
    // Rust implementation; its Domineering test values are marked "confirmed with cgsuite".
    ['domineering(".#|..")', "*", "*", "cgt-tools domineering.rs: L shape (CGSuite-confirmed)"],
    ['domineering(".##|.##|...")', "0", "0", "cgt-tools domineering.rs: long L shape"],
    ['domineering("..#|..#|...")', "{1/2|-2}", "{1/2|-2}", "cgt-tools domineering.rs"],
    ['domineering("...|...|...")', "+-1", "+-1", "cgt-tools domineering.rs: 3x3 is {1|-1}"],
    ['domineering("..#|..#|##.")', "+-1", "+-1", "cgt-tools domineering.rs: 2x2 with noise"],
    ['domineering(".#.#|.#..")', "1*", "1*", "cgt-tools domineering.rs: number plus nimber"],
    [
      'domineering("#...|....|....|....")',
      "+-(1*)",
      "+-(1*)",
      "cgt-tools domineering.rs: {1*|-1*}, temperature 1",
    ],
    ['konane("..ox")', "1", "1", "cgt-tools konane.rs"],
    ['konane(".ox.")', "*", "*", "cgt-tools konane.rs"],
    ['konane(".ox.|o..x|....")', "+-1", "+-1", "cgt-tools konane.rs: {1|-1}"],
    ['toppling("LRRLL")', "{1|*}", "{1|*}", "cgt-tools toppling_dominoes.rs: xooxx"],
    ['toads("TFTF.TF")', "0", "0", "cgt-tools toads_and_frogs.rs"],
    ['toads("TFTFTF.")', "0", "0", "cgt-tools toads_and_frogs.rs"],
    ['toads("TFTFT.F")', "*", "*", "cgt-tools toads_and_frogs.rs"],
    ['toads("TF.TTFF")', "0", "0", "cgt-tools toads_and_frogs.rs"],
    ['toads(".TTFTFF")', "0", "0", "cgt-tools toads_and_frogs.rs"],
    ['toads("T.TFTFF")', "{0|^}", "^^*", "cgt-tools toads_and_frogs.rs: {0|^} = ^^*"],
  ];
  for (const [expr, value, printed, source] of rows) {
    await t.step(`${expr} is ${value} (${source})`, () => {
      const g = parseGame(expr, { functions });
      assert.ok(equals(g, parseGame(value)), `got ${formatGame(g)}`);
      if (printed !== "") assert.equal(formatGame(g), printed);
    });
  }
});

Deno.test("mean() and temperature() of Domineering regions match the literature", () => {
  // Wikipedia, Domineering: the 2x3 grid {2 | -1/2} has mean 3/4 and temperature 5/4.
  const g = parseGame('domineering("...|...")', { functions });
  assert.deepEqual([formatDyadic(mean(g)), formatDyadic(temperature(g))], ["3/4", "5/4"]);
  // cgt-tools domineering.rs: the 4x4 board less a corner is {1*|-1*}, temperature 1.
  const h = parseGame('domineering("#...|....|....|....")', { functions });
  assert.equal(formatDyadic(temperature(h)), "1");
});

Deno.test("cutcake() follows the Winning Ways table", () => {
  // Winning Ways ch. 2 (Cutcake): with Left cutting columns, an r x c cake is worth
  // floor(c / 2^k) - 1 when 2^k <= r < 2^(k+1) and c >= 2^k, its negative with rows and columns
  // swapped, and 0 otherwise; e.g. every 2-row and 3-row cake is worth floor(c / 2) - 1.
  const closed = (r: number, c: number): number => {
    const k = 31 - Math.clz32(r);
    if (c >= 2 ** k) return Math.floor(c / 2 ** k) - 1;
    const j = 31 - Math.clz32(c);
    if (r >= 2 ** j) return -(Math.floor(r / 2 ** j) - 1);
    return 0;
  };
  for (let r = 1; r <= 12; r++) {
    for (let c = 1; c <= 12; c++) {
      const g = parseGame(`cutcake(${r}, ${c})`, { functions });
      assert.equal(formatGame(g), String(closed(r, c)), `cutcake(${r}, ${c})`);
    }
  }
});

Deno.test("stops, mean, temperature and birthday agree with CGSuite's test cases", async (t) => {
  // CGSuite CanonicalShortGameTestCase.scala: [input, printed, birthday, left stop, mean,
  // right stop, temperature].
  const rows: [string, string, string, string, string, string, string][] = [
    ["0", "0", "0", "0", "0", "0", "-1"],
    ["5", "5", "5", "5", "5", "5", "-1"],
    [
      "-1823437481924",
      "-1823437481924",
      "1823437481924",
      "-1823437481924",
      "-1823437481924",
      "-1823437481924",
      "-1",
    ],
    ["-1/2", "-1/2", "2", "-1/2", "-1/2", "-1/2", "-1/2"],
    ["25/16", "25/16", "6", "25/16", "25/16", "25/16", "-1/16"],
    ["*8", "*8", "8", "0", "0", "0", "0"],
    ["^", "^", "2", "0", "0", "0", "0"],
    ["v*", "v*", "2", "0", "0", "0", "0"],
    ["6+^*", "6^*", "8", "6", "6", "6", "0"],
    ["^*6", "^*6", "8", "0", "0", "0", "0"],
    ["73/16+v9*8", "73/16v9*8", "27", "73/16", "73/16", "73/16", "0"],
    // Printed forms as of CanonicalShortGameTestCase.scala at commit 2e627f7 (uptimal notation).
    ["{0|*||*|||*||||*}", "^[4]", "5", "0", "0", "0", "0"],
    ["{0||0|v*}", "{0|^<2>}", "4", "0", "0", "0", "0"],
  ];
  for (const [x, printed, born, ls, m, rs, temp] of rows) {
    await t.step(`${x} prints as ${printed}, born on day ${born}, temperature ${temp}`, () => {
      const g = parseGame(x);
      assert.deepEqual(
        [
          formatGame(g),
          String(birthday(g)),
          formatDyadic(leftStop(g)),
          formatDyadic(mean(g)),
          formatDyadic(rightStop(g)),
          formatDyadic(temperature(g)),
        ],
        [printed, born, ls, m, rs, temp],
      );
    });
  }
});

Deno.test("heat() and overheat() agree with CGSuite's test cases", async (t) => {
  // CGSuite CgscriptTest.scala, "implement >=2-ary methods correctly"; G = {3||2+*|1+*}.
  const g = "{3||2*|1*}";
  const rows: [string, () => ReturnType<typeof parseGame>, string][] = [
    ["G.Heat(0)", () => heat(parseGame(g), parseGame("0")), "{3||2*|1*}"],
    ["G.Heat(1/2)", () => heat(parseGame(g), parseGame("1/2")), "{7/2|||5/2|3/2||+-1/2}"],
    ["G.Heat(1)", () => heat(parseGame(g), parseGame("1")), "{4|||3|1||0|-2}"],
    ["G.Heat(-3/4)", () => heat(parseGame(g), parseGame("-3/4")), "9/4*"],
    ["G.Heat(-1)", () => heat(parseGame(g), parseGame("-1")), "9/4"],
    ["G.Heat(-2)", () => heat(parseGame(g), parseGame("-2")), "3/2"],
    ["G.Heat(-3)", () => heat(parseGame(g), parseGame("-3")), "1"],
    ["G.Heat(-4)", () => heat(parseGame(g), parseGame("-4")), "0"],
    ["G.Heat(*)", () => heat(parseGame(g), parseGame("*")), "{3*||2|1}"],
    [
      "G.Overheat(*, 1+*)",
      () => overheat(parseGame(g), parseGame("*"), parseGame("1*")),
      "{1||+-(1*)|-1,{-1|-3}}",
    ],
  ];
  for (const [name, f, expected] of rows) {
    await t.step(`${name} is ${expected}`, () => assert.equal(formatGame(f()), expected));
  }
});

Deno.test("atomicWeight() of near-alternating Clobber rows matches the values CGSuite computed", async (t) => {
  // The table of atomic weights "calculated by cgsuite" in the near-alternating Clobber study
  // shipped with CGSuite's examples (NearAlternatingClobber; B = x is Left, W = o is Right),
  // and Lessons in Play, Lemma 9.48: W B^n (here x^n o) has atomic weight n - 1.
  const rows: [string, string][] = [
    ["xo", "0"],
    ["xoxo", "0"],
    ["xoxoxo", "0"],
    ["xoxoxoxo", "0"],
    ["xxoo", "0"],
    ["xxoxoo", "0"],
    ["xxoxoxoo", "0"],
    ["xxoxoxoxoo", "*"],
    ["xox", "0"],
    ["xoxox", "-1"],
    ["xoxoxox", "-1"],
    ["xxoxx", "1"],
    ["xxoxoxx", "0"],
    ["xxoxoxoxx", "1/2"],
    ["xxo", "1"],
    ["xxoxo", "0"],
    ["xxoxoxo", "1/2"],
    ["xxoxoxoxo", "1"],
    ["xxox", "-1"],
    ["xxoxox", "0"],
    ["xxoxoxox", "-1/2"],
    ["xxxo", "2"],
    ["xxxxo", "3"],
  ];
  for (const [row, weight] of rows) {
    await t.step(`aw(${row}) = ${weight}`, () => {
      assert.equal(formatGame(atomicWeight(clobber(row))), weight);
    });
  }
});

Deno.test("atomicWeight() of the 2x4 Domineering board is 0, as CGSuite 2.2 computes it", () => {
  const g = parseGame('domineering("....|....")', { functions: RULESET_FUNCTIONS });
  assert.equal(formatGame(atomicWeight(g)), "0");
});
