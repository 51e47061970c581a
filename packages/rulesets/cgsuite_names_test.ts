import assert from "node:assert/strict";
import fc from "fast-check";
import {
  formatGame,
  type GameArgument,
  isNamedArgument,
  parseGame,
  withCgsuiteForms,
} from "@cgt/partizan/notation";
import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
import { positionOf } from "@cgt/partizan/ruleset-function";
import { gameFormMisereOutcome, parseGameForm } from "@cgt/partizan/game-form";
import { OPERATIONS } from "@cgt/partizan/operations-table";
import { CATALOG, type CatalogEntry, type CgsuiteName } from "./catalog.ts";
import { libraryOf, lowerCased, pairsSpread } from "./_cgsuite_names.ts";
import { RULESET_FUNCTIONS } from "./rulesets.ts";
import { LOOPY_RULESET_FUNCTIONS, LOOPY_RULESET_POSITIONS } from "./loopy_rulesets.ts";

/** The CGSuite sources the rows below are read from (aaron-siegel/cgsuite). */
const CGSUITE = "e909ab8"; // commit e909ab8bc330e39bc837d26b22bc8a96f9fa512a, 2024-01-15
const TESTS = "lib/core/src/test/scala/org/cgsuite/lang";
const GRID = `${TESTS}/GameGridTest.scala@${CGSUITE}`;
const STRIP = `${TESTS}/GameStripTest.scala@${CGSUITE}`;
const GRAPH = `${TESTS}/GameGraphTest.scala@${CGSUITE}`;
const HEAP = `${TESTS}/GameHeapTest.scala@${CGSUITE}`;
const NOTES = "shared/notes/cgsuite-formats.md (CGSuite 2.2-beta2)";

/** Every CGSuite name of the catalogue, with its entry. */
const ALIASES: readonly { entry: CatalogEntry; alias: CgsuiteName }[] = CATALOG.flatMap((entry) =>
  (entry.cgsuite ?? []).map((alias) => ({ entry, alias }))
);

const short = (text: string) => formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));
const loopy = (text: string) =>
  formatLoopyGame(parseLoopyGame(text, { functions: LOOPY_RULESET_FUNCTIONS }));

/** The arguments the notation passes for a call such as `name("a", 3, maxJump => 2)`. */
function callArguments(call: string): GameArgument[] {
  const name = call.slice(0, call.indexOf("("));
  let args: GameArgument[] = [];
  parseGame(call, {
    functions: {
      [name]: withCgsuiteForms((given: GameArgument[]) => {
        args = given;
        return parseGame("0");
      }, { literals: true }),
    },
  });
  return args;
}

/** The nim value `n` as the notation prints it. */
const star = (n: number) => n === 0 ? "0" : n === 1 ? "*" : `*${n}`;

/** Rows `[CGSuite input, the cgt call, CGSuite's value, source]` of a sequence CGSuite lists. */
function sequence(
  cgsuite: (n: number) => string,
  cgt: (n: number) => string,
  from: number,
  values: readonly (number | string)[],
  source: string,
): [string, string, string, string][] {
  return values.map((v, i) => [
    cgsuite(from + i),
    cgt(from + i),
    typeof v === "number" ? star(v) : v,
    source,
  ]);
}

// [CGSuite input (as cgt reads it), the cgt call, CGSuite's value, where CGSuite gives it]
const VALUES: readonly [string, string, string, string][] = [
  [
    'Amazons("x...|o...")',
    'amazons("x...|o...")',
    "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}",
    GRID,
  ],
  ['Clobber("xox|ox.")', 'clobber("xox|ox.")', "{^^*|*,v}", GRID],
  ['Clobber("XOX|OX.")', 'clobber("xox|ox.")', "{^^*|*,v}", `${GRID}, lower-cased (${NOTES})`],
  [
    'GenClobber("xoxo|oox.|xxx.", directions => Coordinates.Diagonal)',
    'genClobber("xoxo|oox.|xxx.", directions => Coordinates.Diagonal)',
    "{0,v*|vv}",
    GRID,
  ],
  ['Kings("xox|ox.")', 'kings("xox|ox.")', "{^^*|*,v[2]}", GRID],
  ['Rooks("xox|ox.")', 'rooks("xox|ox.")', "{^^*|0,*}", GRID],
  ['Queens("xox|ox.")', 'queens("xox|ox.")', "^", GRID],
  ['AntiClobber("xoxo|oo..")', 'antiClobber("xoxo|oo..")', "{*|-1}", GRID],
  [
    'Domineering("....|....|....|....")',
    'domineering("....|....|....|....")',
    "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}",
    `${GRID} (Grid.Empty(4,4))`,
  ],
  ['Cram(".........|##.######")', 'cram(".........|##.######")', "*4", GRID],
  [
    'ToadsAndFrogs("ttttt..fffff")',
    'toads("ttttt..fffff")',
    "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}",
    STRIP,
  ],
  [
    'GenToadsAndFrogs("tttt..fff", maxJump => 2)',
    'genToadsAndFrogs("tttt..fff", maxJump => 2)',
    "{1/2*|v}",
    STRIP,
  ],
  ['ElephantsAndRhinos("tttt..fff")', 'elephantsAndRhinos("tttt..fff")', "1", STRIP],
  ['Turning("1-3", "htththtth")', 'turning("1-3", "htththtth")', "*29", STRIP],
  ['TopplingDominoes("lrrlrrl")', 'toppling("LRRLRRL")', "Tiny(1/2)", STRIP],
  ['TopplingDominoes("lere")', 'toppling("LGRG")', "{1|0,{0|-1}}", STRIP],
  ['Col("R-.-R-.-L-.-R-.-R-.")', 'col("R-.-R-.-L-.-R-.-R-.")', "7/8", GRAPH],
  ['Col("L")', 'col("L")', "-1", NOTES],
  ['Snort("L-.-.-.-L")', 'snort("L-.-.-.-L")', "{4|0,+-1}", GRAPH],
  ['Snort(".-.-.(-.;-.)")', 'snort(".-.-.(-.;-.)")', "+-{3|2}", GRAPH],
  ['Hackenbush("lrlrrllr")', 'hackenbush("lrlrrllr")', "77/128", GRAPH],
  ['Hackenbush("l(l;rl)")', 'hackenbush("l(l;rl)")', "3/2", GRAPH],
  ['Hackenbush("eeeeeee")', 'hackenbush("eeeeeee")', "*7", GRAPH],
  ['Hackenbush("lrlerrr")', 'hackenbush("lrlerrr")', "3/4v[3]*", GRAPH],
  [
    'Hackenbush("e(ee(e;e);e(eee;ee);e(ee;e))")',
    'hackenbush("e(ee(e;e);e(eee;ee);e(ee;e))")',
    "*5",
    GRAPH,
  ],
  [
    'Hackenbush("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))")',
    'hackenbush("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))")',
    "*2",
    GRAPH,
  ],
  ['ChildishHackenbush("l(l;rl)")', 'childishHackenbush("l(l;rl)")', "2", GRAPH],
  [
    'ChildishHackenbush(":{ground}llllllrrrr:{ground}")',
    'childishHackenbush(":{ground}llllllrrrr:{ground}")',
    "{4|-2}",
    GRAPH,
  ],
  [
    'ChildishHackenbush("r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))")',
    'childishHackenbush("r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))")',
    "15/16",
    GRAPH,
  ],
  [
    'ChildishHackenbush("(e:B;e:Bllllllrrr:B)")',
    'childishHackenbush("(e:B;e:Bllllllrrr:B)")',
    "{0|^[4]*||vv}",
    GRAPH,
  ],
  ['PartizanArcKayles("llr")', 'partizanArcKayles("llr")', "1/2", GRAPH],
  [
    'PartizanArcKayles("lrlr(ll;ree(rl;l))")',
    'partizanArcKayles("lrlr(ll;ree(rl;l))")',
    "{3*|2*||3/2,3/2*|1/2*}",
    GRAPH,
  ],
  // ArcKayles(Graph.Path(n)): the path of n vertices, in the graph notation.
  ...sequence(
    (n) => `ArcKayles("${n === 1 ? "." : "-".repeat(n - 1)}")`,
    (n) => `arcKayles("${n === 1 ? "." : "-".repeat(n - 1)}")`,
    1,
    [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5],
    `${GRAPH} (Graph.Path(n))`,
  ),
  ...sequence(
    (n) => `Kayles(${n})`,
    (n) => `takeAndBreak("0.77", ${n})`,
    1,
    [1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1],
    HEAP,
  ),
  ...sequence(
    (n) => `DawsonsKayles(${n})`,
    (n) => `takeAndBreak("0.07", ${n})`,
    1,
    [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3],
    HEAP,
  ),
  ...sequence(
    (n) => `GrundysGame(${n})`,
    (n) => `takeAndBreak("4!.0", ${n})`,
    1,
    [0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0],
    HEAP,
  ),
  ...sequence(
    (n) => `Nim(${n})`,
    (n) => `takeAndBreak("0.[3]", ${n})`,
    1,
    Array.from({ length: 20 }, (_, i) => i + 1),
    HEAP,
  ),
  ...sequence(
    (n) => `TakeAndBreak("0.3F", ${n})`,
    (n) => `takeAndBreak("0.3F", ${n})`,
    1,
    [1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11],
    `${HEAP} (TakeAndBreak("0.3F")(n))`,
  ),
  ...sequence(
    (n) => `Spawning("1-3", ${n})`,
    (n) => `spawning("1-3", ${n})`,
    1,
    [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38],
    `${HEAP} (Spawning("1-3")(n))`,
  ),
  ...sequence(
    (n) => `Wythoff(10, ${n})`,
    (n) => `genWythoff(10, ${n})`,
    0,
    [10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28],
    `${HEAP} (Wythoff((10,n)))`,
  ),
  ...sequence(
    (n) => `FibonacciNim(10, ${n})`,
    (n) => `takeAway(2, 10, ${n})`,
    0,
    [0, 2, 2, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
    `${HEAP} (FibonacciNim((10,n)))`,
  ),
  ...sequence(
    (n) => `TakeAway(3, 10, ${n})`,
    (n) => `takeAway(3, 10, ${n})`,
    0,
    [0, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6],
    `${HEAP} (TakeAway(3)((10,n)))`,
  ),
  ...sequence(
    (n) => `Mem(10, ${n})`,
    (n) => `mem(10, ${n})`,
    0,
    [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    `${HEAP} (Mem((10,n)))`,
  ),
  [
    'PartizanSubtraction("1,3", "2,3", 6)',
    'partizanSubtraction("1,3", "2,3", 6)',
    "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}",
    `${HEAP} (PartizanSubtraction([1,3],[2,3])(6))`,
  ],
  // The cakes from n = 1: cgt refuses a cake with no column (CGSuite's (8,0)).
  ...sequence(
    (n) => `Cutcake(8, ${n})`,
    (n) => `cutcake(8, ${n})`,
    1,
    ["-7", "-3", "-3", "-1", "-1", "-1", "-1", "0"],
    `${HEAP} (Cutcake((8,n)))`,
  ),
  ...sequence(
    (n) => `MaundyCake(8, ${n})`,
    (n) => `maundyCake(8, ${n})`,
    1,
    ["-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"],
    `${HEAP} (MaundyCake((8,n)))`,
  ),
  ...sequence(
    (n) => `Eatcake(8, ${n})`,
    (n) => `eatcake(8, ${n})`,
    1,
    [
      "^",
      "{^|||^*|v||0}",
      "{^^|*}",
      "{^^|*||0,{0|vv*}}",
      "{^3|^*||*}",
      "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}",
      "{0||^^*|0|||*}",
      "*",
    ],
    `${HEAP} (Eatcake((8,n)))`,
  ),
  ...sequence(
    (n) => `TurnAndEatcake(8, ${n})`,
    (n) => `turnAndEatcake(8, ${n})`,
    1,
    ["v", "0", "v", "0", "v<3>", "0", "v", "0"],
    `${HEAP} (TurnAndEatcake((8,n)))`,
  ),
  ...sequence(
    (n) => `PartizanEuclid(8, ${n})`,
    (n) => `partizanEuclid(8, ${n})`,
    0,
    ["0", "0", "0", "v", "0", "0", "^", "^5", "0"],
    `${HEAP} (PartizanEuclid((8,n)))`,
  ),
];

Deno.test("RULESET_FUNCTIONS reads CGSuite's names to CGSuite's values, as the cgt calls", async (t) => {
  for (const [cgsuite, cgt, value, source] of VALUES) {
    await t.step(`${cgsuite} is ${value} (${source})`, () => {
      assert.equal(short(cgsuite), value);
      assert.equal(short(cgt), value);
    });
  }
});

Deno.test("LOOPY_RULESET_FUNCTIONS reads CGSuite's loopy names as the cgt calls", async (t) => {
  const rows: [string, string, string, string][] = [
    [
      'BackslidingToadsAndFrogs("ttt..fff")',
      'backsliding("ttt..fff")',
      "{on||0|-1/2} & {1/2|0||off}",
      STRIP,
    ],
    [
      'BackslidingToadsAndFrogs("TTT..FFF")',
      'backsliding("ttt..fff")',
      "{on||0|-1/2} & {1/2|0||off}",
      NOTES,
    ],
  ];
  for (const [cgsuite, cgt, value, source] of rows) {
    await t.step(`${cgsuite} is ${value} (${source})`, () => {
      assert.equal(loopy(cgsuite), value);
      assert.equal(loopy(cgt), value);
    });
  }
  // CGSuite's Fox and Geese as its GameGridTest writes it: geese and fox as coordinates.
  const coordinates: [string, string][] = [
    ["game.grid.FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)).GameValue", "{4*|7/2}"],
    [
      "game.grid.CeyloneseFoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)).GameValue",
      "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}",
    ],
    ["FoxAndGeese([(4,2),(4,4),(4,6),(4,8)], (1,1))", "{4*|7/2}"],
    [
      "game.grid.GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9)).GameValue",
      "{6over|5*}",
    ],
    // grid/constants.cgs: FoxAndGeese := GenFoxAndGeese(), CeyloneseFoxAndGeese :=
    // GenFoxAndGeese(foxRange => 2), so these have the values of the rows above.
    ["GenFoxAndGeese()({(4,2),(4,4),(4,6),(4,8)}, (1,1))", "{4*|7/2}"],
    [
      "GenFoxAndGeese(foxRange => 2)({(4,2),(4,4),(4,6),(4,8)}, (1,1))",
      "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}",
    ],
  ];
  for (const [text, value] of coordinates) {
    await t.step(`${text} is ${value} (${GRID})`, () => assert.equal(loopy(text), value));
  }
  for (
    const [text, what] of [
      ["game.grid.FoxAndGeese({(3,1),(3,3),(3,5),(3,7)}, (1,6))", /the fox must be a pair/],
      ["game.grid.FoxAndGeese({(3,1),(3,3),(2,5),(3,7)}, (1,1))", /every goose must be a pair/],
    ] as const
  ) {
    await t.step(`${text} is refused, as CGSuite refuses it (${GRID}, Validation)`, () => {
      assert.throws(() => loopy(text), { name: "RangeError", message: what });
    });
  }
  await t.step(
    "FoxAndGeese(geese, fox) is foxgeese() of the board with row 1 at the bottom",
    () => {
      const square = fc.integer({ min: 1, max: 3 }).chain((row) =>
        fc.integer({ min: 0, max: 3 }).map((k) => [row, 2 * k + (row % 2 === 0 ? 2 : 1)] as const)
      );
      fc.assert(
        fc.property(
          fc.uniqueArray(square, { minLength: 1, maxLength: 3, selector: ([r, c]) => `${r},${c}` }),
          square,
          fc.boolean(),
          (geese, fox, list) => {
            fc.pre(!geese.some(([r, c]) => r === fox[0] && c === fox[1]));
            const rows = Math.max(fox[0], ...geese.map(([r]) => r));
            // The board written cell by cell, the top row first.
            let board = "";
            for (let r = rows; r >= 1; r--) {
              for (let c = 1; c <= 8; c++) {
                board += geese.some(([gr, gc]) => gr === r && gc === c)
                  ? "x"
                  : fox[0] === r && fox[1] === c
                  ? "o"
                  : ".";
              }
              if (r > 1) board += "|";
            }
            const items = geese.map(([r, c]) => `(${r}, ${c})`).join(", ");
            const text = `FoxAndGeese(${list ? `[${items}]` : `{${items}}`}, (${fox[0]}, ${
              fox[1]
            }))`;
            assert.equal(loopy(text), loopy(`foxgeese("${board}")`), text);
          },
        ),
        { seed: 121205, numRuns: 20 },
      );
    },
  );
  await t.step(
    "GenFoxAndGeese(boardWidth => w) places coordinates on a board w wide, up to 64",
    () => {
      assert.equal(
        loopy("GenFoxAndGeese(boardWidth => 4)({(2,2),(2,4)}, (1,1))"),
        loopy('foxgeese(".x.x|o...", boardWidth => 4)'),
      );
      assert.throws(
        () => loopy("GenFoxAndGeese(boardWidth => 10)({(3,1)}, (1,11))"),
        RangeError,
        "1 <= col <= 10",
      );
      assert.throws(
        () => loopy("GenFoxAndGeese(boardWidth => 65)({(3,1)}, (1,1))"),
        RangeError,
        "boardWidth must be an integer from 1 to 64, received 65",
      );
    },
  );
  await t.step("FoxAndGeese(board) is foxgeese(board), CeyloneseFoxAndGeese its range 2", () => {
    const board = '"x.x.x.x.|.o......|........"';
    assert.equal(loopy(`FoxAndGeese(${board})`), loopy(`foxgeese(${board})`));
    assert.equal(loopy(`CeyloneseFoxAndGeese(${board})`), loopy(`foxgeese(${board}, 2)`));
  });
});

Deno.test("CATALOG's CGSuite names read their examples as the cgt calls, position and all", async (t) => {
  for (const { entry, alias } of ALIASES) {
    await t.step(`${alias.name} (${entry.name})`, () => {
      const [cgsuite, cgt] = alias.example;
      assert.ok(cgsuite.startsWith(`${alias.name}(`), cgsuite);
      assert.ok(cgt.startsWith(`${entry.name}(`), cgt);
      if (entry.loopy) {
        assert.equal(loopy(cgsuite), loopy(cgt));
        const at = LOOPY_RULESET_POSITIONS[alias.name](callArguments(cgsuite));
        const cgtAt = LOOPY_RULESET_POSITIONS[entry.name](callArguments(cgt));
        assert.equal(at.format(at.position), cgtAt.format(cgtAt.position));
        return;
      }
      assert.equal(short(cgsuite), short(cgt));
      // The same position, printed by the cgt call's printer: what it reads prints with cgt's name.
      const at = positionOf(RULESET_FUNCTIONS[alias.name], callArguments(cgsuite));
      const cgtAt = positionOf(RULESET_FUNCTIONS[entry.name], callArguments(cgt));
      assert.deepEqual(at?.position, cgtAt?.position);
      assert.equal(at?.ruleset.name, cgtAt?.ruleset.name);
    });
  }
});

/** The notation's own words, which no CGSuite name may take. */
const WORDS: readonly string[] = [
  "Tiny",
  "Miny",
  ...OPERATIONS.flatMap((op) => op.infix),
  "on",
  "off",
  "over",
  "under",
  "dud",
  "upon",
  "pass",
  "inf",
  "omega",
  "Left",
  "Right",
  "Nothing",
  "Coordinates",
];

Deno.test("CATALOG's CGSuite names are unique and shadow no word or name of the notation", async (t) => {
  await t.step("each CGSuite name is given once, and is no cgt name", () => {
    const names = ALIASES.map(({ alias }) => alias.name);
    assert.equal(new Set(names).size, names.length);
    const cgt = new Set(CATALOG.map((e) => e.name));
    for (const name of names) assert.ok(!cgt.has(name), name);
  });
  await t.step(
    "no CGSuite name is a word of the notation, a run of downs or a prototype name",
    () => {
      for (const { alias } of ALIASES) {
        assert.ok(!WORDS.includes(alias.name), alias.name);
        assert.ok(!/^v+\d*$/.test(alias.name), alias.name);
        assert.ok(!Object.hasOwn(Object.prototype, alias.name), alias.name);
        assert.match(alias.name, /^[A-Z][A-Za-z]*$/);
      }
    },
  );
  await t.step("the words read the same with and without the ruleset functions", () => {
    for (const text of ["Tiny(2)", "Miny(1/2)", "1Tiny(2)"]) {
      assert.equal(short(text), formatGame(parseGame(text)), text);
    }
    for (const op of OPERATIONS) {
      for (const word of op.infix) {
        const [g, h] = op.example;
        const text = `(${g}) ${word} (${h})`;
        if (op.example[2].includes("over") || op.example[2].includes("on")) continue;
        assert.equal(short(text), formatGame(parseGame(text)), text);
      }
    }
    for (const text of ["on", "off", "over", "under", "dud", "upon", "{0|pass}", "2over"]) {
      assert.equal(loopy(text), formatLoopyGame(parseLoopyGame(text)), text);
    }
  });
});

Deno.test("a CGSuite name reads CGSuite's ruleset applied to a position, R(rules)(position), as the cgt call", async (t) => {
  for (const { entry, alias } of ALIASES) {
    const rules = alias.rules;
    if (rules === undefined) continue;
    // A loopy ruleset's names (GenFoxAndGeese) are read by the loopy notation.
    const read = entry.loopyNotation !== undefined ? loopy : short;
    await t.step(`${rules.cgsuite} is ${alias.example[1]}`, () => {
      assert.equal(read(rules.cgsuite), read(alias.example[1]));
      assert.equal(
        read(`game.${libraryOf(alias, entry.kind)!.slice(5)}.${rules.cgsuite}`),
        read(alias.example[1]),
      );
    });
  }
});

Deno.test("a CGSuite name refuses CGSuite's ruleset without its position, naming both forms", async (t) => {
  for (const { entry, alias } of ALIASES) {
    const rules = alias.rules;
    if (rules === undefined) continue;
    await t.step(`${alias.name}`, () => {
      const args = callArguments(alias.example[0]);
      let positional = 0;
      const rulesOnly = args.filter((a) => isNamedArgument(a) || positional++ < rules.count);
      const f = entry.loopy ? LOOPY_RULESET_FUNCTIONS[alias.name] : RULESET_FUNCTIONS[alias.name];
      assert.throws(
        () => f(rulesOnly),
        (e: unknown) =>
          e instanceof SyntaxError && e.message.startsWith(`Cannot read ${alias.name}(`) &&
          e.message.includes(alias.example[1]) && e.message.includes(rules.cgsuite),
      );
    });
  }
  await t.step("TakeAndBreak(code) alone says to type TakeAndBreak(code)(n), at its column", () => {
    assert.throws(
      () => short('1 + TakeAndBreak("0.07")'),
      {
        name: "SyntaxError",
        message:
          `Cannot read TakeAndBreak("0.07"): CGSuite's TakeAndBreak("0.07") is a ruleset, which needs a position: write it after, as TakeAndBreak("0.07")(5), or among the arguments, as TakeAndBreak("0.07", 5) or takeAndBreak("0.07", 5), received TakeAndBreak("0.07") at column 5, in "1 + TakeAndBreak("0.07")"`,
      },
    );
  });
});

Deno.test("a CGSuite name's errors name it, and CGSuite forms it does not take are refused at their column", async (t) => {
  await t.step("Kayles() with a string is refused as takeAndBreak() is, under its name", () => {
    assert.throws(() => short('Kayles("x")'), {
      name: "TypeError",
      message: /^Cannot evaluate Kayles\(\) \(cgt's takeAndBreak\(\)\): expected a code/,
    });
  });
  await t.step("a bad board is the cgt ruleset's error, with the call's column", () => {
    assert.throws(() => short('0 + Clobber("xq")'), {
      name: "SyntaxError",
      message: /^Cannot read Clobber board: .* at column 5, in "0 \+ Clobber\("xq"\)"$/,
    });
  });
  // [text, error class, what the message says, column]
  const rows: [string, string, RegExp, number][] = [
    ["Wythoff((1, 2, 3))", "SyntaxError", /Wythoff takes no tuple there/, 1],
    ["Wythoff((1, 2), 3)", "TypeError", /Cannot evaluate Wythoff\(\)/, 0],
    ["domineering((1, 2))", "SyntaxError", /domineering\(\) takes no tuple/, 13],
    ['Domineering([1, 2], "..")', "SyntaxError", /Domineering takes no list there/, 1],
    ["Tiny((1, 2))", "SyntaxError", /Tiny\(\) takes no tuple/, 6],
    ["1 + (1, 2)", "SyntaxError", /a tuple \(a, b\) is not a game/, 5],
    ["Kayles(5)(3)", "SyntaxError", /unexpected "\("/, 10],
    ['TakeAndBreak("0.07", 5)(3)', "SyntaxError", /takes 1 rule before its position/, 1],
    ['game.heap.Domineering("..|..")', "SyntaxError", /Domineering is game\.grid\.Domineering/, 1],
    ['game.grid.domineering("..|..")', "SyntaxError", /unknown name "game\.grid\.domineering"/, 1],
    ['Cram.ImpartialVariant("...")', "SyntaxError", /expected "\(" after "Cram"/, 5],
    ["Subtraction([0, 2])(5)", "RangeError", /each number of the set must be from 1 to 1000/, 1],
    ["2 + Kayles(-1)", "RangeError", /^Cannot evaluate Kayles\(\) .*received -1 at column 5/, 5],
  ];
  for (const [text, name, message, column] of rows) {
    await t.step(`${text} is a ${name}${column > 0 ? ` at column ${column}` : ""}`, () => {
      assert.throws(() => short(text), (e: unknown) => {
        assert.ok(e instanceof Error);
        assert.equal(e.name, name, e.message);
        assert.match(e.message, message);
        if (column > 0) assert.match(e.message, new RegExp(`at column ${column}, in `));
        return true;
      });
    });
  }
});

/** CGSuite's package of each of its names in the catalogue, as its library files have them. */
const LIBRARY = "lib/core/src/main/resources/org/cgsuite/lang/resources/game";
const PACKAGES: Readonly<Record<string, string>> = {
  // graph/constants.cgs, graph/GenCol.cgs, graph/PartizanArcKayles.cgs
  ArcKayles: "game.graph",
  ChildishHackenbush: "game.graph",
  Col: "game.graph",
  Fjords: "game.graph",
  Hackenbush: "game.graph",
  Snort: "game.graph",
  WeightedArcKayles: "game.graph",
  GenCol: "game.graph",
  PartizanArcKayles: "game.graph",
  // grid/constants.cgs, grid/Amazons.cgs, grid/Domineering.cgs, grid/Fission.cgs, grid/GenClobber.cgs
  AntiClobber: "game.grid",
  CeyloneseFoxAndGeese: "game.grid",
  Clobber: "game.grid",
  GenFoxAndGeese: "game.grid",
  Cram: "game.grid",
  FoxAndGeese: "game.grid",
  HotClobber: "game.grid",
  Kings: "game.grid",
  Knights: "game.grid",
  Queens: "game.grid",
  Rooks: "game.grid",
  Amazons: "game.grid",
  Domineering: "game.grid",
  Fission: "game.grid",
  GenClobber: "game.grid",
  // heap/constants.cgs, heap/Spawning.cgs, heap/TakeAndBreak.cgs
  Cutcake: "game.heap",
  DawsonsKayles: "game.heap",
  Eatcake: "game.heap",
  FibonacciNim: "game.heap",
  GrundysGame: "game.heap",
  Kayles: "game.heap",
  MaundyCake: "game.heap",
  Mem: "game.heap",
  Nim: "game.heap",
  PartizanEuclid: "game.heap",
  PartizanSplittles: "game.heap",
  PartizanSubtraction: "game.heap",
  PartizanTakeAndBreak: "game.heap",
  Splittles: "game.heap",
  Subtraction: "game.heap",
  TakeAway: "game.heap",
  TurnAndEatcake: "game.heap",
  Wythoff: "game.heap",
  Spawning: "game.heap",
  TakeAndBreak: "game.heap",
  // strip/constants.cgs, strip/GenToadsAndFrogs.cgs, strip/TopplingDominoes.cgs, strip/Turning.cgs
  ToadsAndFrogs: "game.strip",
  ElephantsAndRhinos: "game.strip",
  BackslidingToadsAndFrogs: "game.strip",
  GenToadsAndFrogs: "game.strip",
  TopplingDominoes: "game.strip",
  Turning: "game.strip",
};

Deno.test("a CGSuite name is read qualified by the package CGSuite's library puts it in", async (t) => {
  await t.step(`every name's package is CGSuite's (${LIBRARY}/** @${CGSUITE})`, () => {
    assert.deepEqual(
      Object.fromEntries(
        ALIASES.map(({ entry, alias }) => [alias.name, libraryOf(alias, entry.kind)]),
      ),
      Object.fromEntries(ALIASES.map(({ alias }) => [alias.name, PACKAGES[alias.name]])),
    );
  });
  for (const { entry, alias } of ALIASES) {
    const [cgsuite] = alias.example;
    const qualified = `${PACKAGES[alias.name]}.${cgsuite}`;
    await t.step(`${qualified} is ${cgsuite}`, () => {
      if (entry.loopy) assert.equal(loopy(qualified), loopy(cgsuite));
      else assert.equal(short(qualified), short(cgsuite));
    });
  }
});

/**
 * The names of CGSuite's library that catalogue sources cite beside those of PACKAGES: classes
 * (one file each, `<name>.cgs`) and the variants every ruleset has (Ruleset.cgs).
 */
const LIBRARY_NAMES: Readonly<Record<string, string>> = {
  GenArcKayles: "graph/GenArcKayles.cgs",
  GenCol: "graph/GenCol.cgs",
  GenHackenbush: "graph/GenHackenbush.cgs",
  GenCutcake: "heap/GenCutcake.cgs",
  GenMem: "heap/GenMem.cgs",
  GenWythoff: "heap/GenWythoff.cgs",
  HeapRuleset: "heap/HeapRuleset.cgs",
  PartizanHeapRuleset: "heap/PartizanHeapRuleset.cgs",
  DicoticVariant: "Ruleset.cgs (def DicoticVariant)",
  ImpartialVariant: "Ruleset.cgs (def ImpartialVariant)",
  TwistedVariant: "Ruleset.cgs (def TwistedVariant)",
};

Deno.test("CATALOG cites as CGSuite's only names CGSuite's library has", () => {
  // Konane was in CGSuite 1.x's library only (cglib/game/grid/Konane.cgs from 2011, last at
  // desktop-app/release/lib/game/grid/Konane.cgs, removed in commit 3cff59a6, 2018-10-18,
  // "Remove 1.x cgs sources"); no commit of aaron-siegel/cgsuite has Ski Jumps, which
  // t4ccer/cgt-tools has (cgt/short/partizan/games/ski_jumps.rs). Neither is CGSuite's.
  const cited = CATALOG.flatMap((entry) =>
    [...entry.source.matchAll(/CGSuite's ([A-Z][A-Za-z]*)/g)].map((m) => [entry.name, m[1]])
  );
  assert.ok(cited.length > 40, "the catalogue cites CGSuite's names");
  const unknown = cited.filter(([, name]) =>
    !Object.hasOwn(PACKAGES, name) && !Object.hasOwn(LIBRARY_NAMES, name)
  );
  assert.deepEqual(unknown, [], `names not in ${LIBRARY}/** @${CGSUITE}`);
});

// CGSuite's own test inputs, as its test files write them (the methods `.CanonicalForm` and
// `.GameValue` included), with CGSuite's values.
const CGSUITE_TEXTS: readonly [string, string, string][] = [
  [
    'game.grid.Amazons("x...|o...").CanonicalForm',
    "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}",
    GRID,
  ],
  ['game.grid.Clobber("xox|ox.").CanonicalForm', "{^^*|*,v}", GRID],
  [
    'game.grid.GenClobber(directions => Coordinates.Diagonal)("xoxo|oox.|xxx.").CanonicalForm',
    "{0,v*|vv}",
    GRID,
  ],
  ['game.grid.Kings("xox|ox.").CanonicalForm', "{^^*|*,v[2]}", GRID],
  ['game.grid.Rooks("xox|ox.").CanonicalForm', "{^^*|0,*}", GRID],
  ['game.grid.Queens("xox|ox.").CanonicalForm', "^", GRID],
  ['game.grid.AntiClobber("xoxo|oo..").CanonicalForm', "{*|-1}", GRID],
  ['game.grid.Cram(".........|##.######").CanonicalForm', "*4", GRID],
  [
    'game.strip.ToadsAndFrogs("ttttt..fffff").CanonicalForm',
    "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}",
    STRIP,
  ],
  ['game.strip.GenToadsAndFrogs(maxJump => 2)("tttt..fff").CanonicalForm', "{1/2*|v}", STRIP],
  ['game.strip.ElephantsAndRhinos("tttt..fff").CanonicalForm', "1", STRIP],
  ['game.strip.Turning("1-3")("htththtth")', "*29", `${STRIP} (.NimValue 29)`],
  ['game.strip.TopplingDominoes("lrrlrrl").CanonicalForm', "Tiny(1/2)", STRIP],
  ['game.strip.TopplingDominoes("lere").CanonicalForm', "{1|0,{0|-1}}", STRIP],
  [
    "game.heap.PartizanSubtraction([1,3],[2,3])(6).CanonicalForm",
    "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}",
    HEAP,
  ],
  ...[0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0].map((
    v,
    i,
  ): [string, string, string] => [
    `game.heap.Subtraction([2,3,7])(${i + 1})`,
    star(v),
    `${HEAP} (NimValue)`,
  ]),
  ...[1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10].map((
    v,
    i,
  ): [string, string, string] => [
    `game.heap.Subtraction([2,3,7], allbut => true)(${i + 1})`,
    star(v),
    `${HEAP} (NimValue; its code is "0.3003330[3]")`,
  ]),
  ...[10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28].map((
    v,
    n,
  ): [string, string, string] => [
    `game.heap.Wythoff((10,${n}))`,
    star(v),
    `${HEAP} (NimValue)`,
  ]),
  ...[0, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6].map((v, n): [string, string, string] => [
    `game.heap.TakeAway(3)((10,${n}))`,
    star(v),
    `${HEAP} (NimValue)`,
  ]),
  ...["0", "0", "0", "v", "0", "0", "^", "^5", "0"].map((v, n): [string, string, string] => [
    `game.heap.PartizanEuclid((8,${n})).CanonicalForm`,
    v,
    HEAP,
  ]),
  ...["-7", "-3", "-3", "-1", "-1", "-1", "-1", "0"].map((v, i): [string, string, string] => [
    `game.heap.Cutcake((8,${i + 1})).CanonicalForm`,
    v,
    HEAP,
  ]),
];

Deno.test("RULESET_FUNCTIONS reads CGSuite's test inputs as CGSuite writes them, to CGSuite's values", async (t) => {
  for (const [text, value, source] of CGSUITE_TEXTS) {
    await t.step(`${text} is ${value} (${source})`, () => assert.equal(short(text), value));
  }
  await t.step(`game.strip.BackslidingToadsAndFrogs("ttt..fff").GameValue (${STRIP})`, () => {
    assert.equal(
      loopy('game.strip.BackslidingToadsAndFrogs("ttt..fff").GameValue'),
      "{on||0|-1/2} & {1/2|0||off}",
    );
  });
});

/** Random small coordinate positions (m, n) for CGSuite's coordinate names. */
const PAIRS = ALIASES.filter(({ alias }) => alias.example[0].includes("(("));

Deno.test("a CGSuite name reads CGSuite's pair R((m, n)) as R(m, n) and the cgt call", async (t) => {
  assert.deepEqual(
    PAIRS.map(({ alias }) => alias.name),
    [
      "Cutcake",
      "PartizanEuclid",
      "Mem",
      "FibonacciNim",
      "Wythoff",
      "Eatcake",
      "MaundyCake",
      "TurnAndEatcake",
    ],
  );
  for (const { alias } of PAIRS) {
    await t.step(alias.name, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (m, n) => {
          const pair = `${alias.name}((${m}, ${n}))`;
          assert.equal(outcomeOf(pair), outcomeOf(`${alias.name}(${m}, ${n})`), pair);
          assert.deepEqual(pairsSpread([{ tuple: [BigInt(m), BigInt(n)] }]), [
            BigInt(m),
            BigInt(n),
          ]);
        }),
        { seed: 61205, numRuns: 25 },
      );
    });
  }
  await t.step("TakeAway(r)((m, n)) is takeAway(r, m, n)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        (r, m, n) => {
          assert.equal(
            outcomeOf(`TakeAway(${r})((${m}, ${n}))`),
            outcomeOf(`takeAway(${r}, ${m}, ${n})`),
          );
        },
      ),
      { seed: 71205, numRuns: 30 },
    );
  });
});

/** The Grundy value of a heap of n in the subtraction game of `set`, by mex over the moves. */
function subtractionGrundy(set: readonly number[], n: number, allbut = false): number {
  const g: number[] = [];
  for (let k = 0; k <= n; k++) {
    // The moves: take s tokens for s in the set, or with allbut for s from 1 to k not in it.
    const takes = allbut
      ? Array.from({ length: k }, (_, i) => i + 1).filter((s) => !set.includes(s))
      : set.filter((s) => s <= k);
    const seen = new Set(takes.map((s) => g[k - s]));
    let mex = 0;
    while (seen.has(mex)) mex++;
    g.push(mex);
  }
  return g[n];
}

Deno.test("a CGSuite name applied to a position reads as the cgt call, and Subtraction(set)(n) as its mex twin", async (t) => {
  await t.step("TakeAndBreak(code)(n) is takeAndBreak(code, n)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("0.07", "0.77", "4!.0", "0.3F", "0.137", "0.[3]", "2.0"),
        fc.integer({ min: 0, max: 20 }),
        (code, n) => {
          assert.equal(
            outcomeOf(`TakeAndBreak("${code}")(${n})`),
            outcomeOf(`takeAndBreak("${code}", ${n})`),
          );
          assert.equal(
            outcomeOf(`game.heap.TakeAndBreak("${code}")(${n})`),
            outcomeOf(`TakeAndBreak("${code}", ${n})`),
          );
        },
      ),
      { seed: 81205, numRuns: 40 },
    );
  });
  await t.step("Subtraction(set)(n) has the Grundy value of the subtraction game", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 25 }),
        (set, n) => {
          const list = `[${set.join(", ")}]`;
          assert.equal(short(`Subtraction(${list})(${n})`), star(subtractionGrundy(set, n)));
          assert.equal(
            short(`Subtraction({${set.join(", ")}})(${n})`),
            short(`Subtraction(${list}, ${n})`),
          );
        },
      ),
      { seed: 91205, numRuns: 40 },
    );
  });
  await t.step(
    "Subtraction(set, allbut => true)(n) has the Grundy value of the all-but game",
    () => {
      fc.assert(
        fc.property(
          fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
          fc.integer({ min: 0, max: 25 }),
          fc.boolean(),
          (set, n, allbut) => {
            const list = `[${set.join(", ")}]`;
            assert.equal(
              short(`Subtraction(${list}, allbut => ${allbut})(${n})`),
              star(subtractionGrundy(set, n, allbut)),
            );
          },
        ),
        { seed: 91206, numRuns: 60 },
      );
    },
  );
  await t.step("Subtraction() refuses an allbut that is not true or false, or given twice", () => {
    for (
      const text of [
        "Subtraction([2], allbut => 1)(4)",
        "Subtraction([2], allbut => true, allbut => false)(4)",
      ]
    ) {
      assert.throws(() => short(text), TypeError, "allbut must be given once, as true or false");
    }
  });
  await t.step('Splittles(set)(n) is splittles("set", n)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 14 }),
        (set, n) => {
          assert.equal(
            short(`Splittles([${set.join(", ")}])(${n})`),
            short(`splittles("${set.join(",")}", ${n})`),
          );
        },
      ),
      { seed: 101205, numRuns: 30 },
    );
  });
});

Deno.test("a CGSuite board name's variants are the catalogue's: Domineering.ImpartialVariant is Cram", () => {
  fc.assert(
    fc.property(board(".#"), (position) => {
      const text = JSON.stringify(position);
      assert.equal(outcomeOf(`Domineering.ImpartialVariant(${text})`), outcomeOf(`Cram(${text})`));
      assert.equal(
        outcomeOf(`game.grid.Domineering.TwistedVariant(${text})`),
        outcomeOf(`twistedVariant("domineering", ${text})`),
      );
      assert.equal(
        outcomeOf(`Domineering.DicoticVariant(${text})`),
        outcomeOf(`dicoticVariant("domineering", ${text})`),
      );
    }),
    { seed: 111205, numRuns: 25 },
  );
});

// Random small positions of every aliased grid, strip and graph ruleset, written as CGSuite
// writes them, read to the same game as the cgt call.

/** Writes each letter in either case at random: CGSuite reads a board lower-cased. */
function anyCase(text: string, upper: readonly boolean[]): string {
  return [...text].map((c, i) => upper[i % upper.length] ? c.toUpperCase() : c).join("");
}

/** The value of a call, or the class of the error it throws. */
function outcomeOf(text: string): string {
  try {
    return short(text);
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError || error instanceof SyntaxError) {
      return error.name;
    }
    throw error;
  }
}

/** A board of `rows` rows of `cols` cells from `cells`. */
const board = (cells: string) =>
  fc.integer({ min: 1, max: 2 }).chain((rows) =>
    fc.integer({ min: 1, max: 3 }).chain((cols) =>
      fc.array(fc.constantFrom(...cells), { minLength: rows * cols, maxLength: rows * cols })
        .map((cs) =>
          Array.from({ length: rows }, (_, r) => cs.slice(r * cols, (r + 1) * cols).join(""))
            .join("|")
        )
    )
  );

/** The editor cells of an entry's boards (a schema's are those of the entry it generalises). */
function cellsOf(entry: CatalogEntry): string | undefined {
  const of = entry.schemaOf === undefined
    ? undefined
    : CATALOG.find((e) => e.name === entry.schemaOf);
  return entry.cells ?? of?.cells;
}

/** A strip of up to `max` cells from `cells`. */
const strip = (cells: string, max: number) =>
  fc.array(fc.constantFrom(...cells), { maxLength: max }).map((cs) => cs.join(""));

Deno.test("a CGSuite board name reads a random board in any case as the cgt call", async (t) => {
  const boards = ALIASES.filter(({ entry, alias }) =>
    !entry.loopy && cellsOf(entry) !== undefined && alias.args === lowerCased &&
    (entry.kind === "grid" || entry.kind === "strip")
  );
  assert.deepEqual(
    boards.map(({ alias }) => alias.name),
    [
      "Domineering",
      "Cram",
      "Clobber",
      "ToadsAndFrogs",
      "Amazons",
      "Fission",
      "Kings",
      "Rooks",
      "Queens",
      "AntiClobber",
      "HotClobber",
      "Knights",
      "ElephantsAndRhinos",
      "GenToadsAndFrogs",
      "GenClobber",
    ],
    "every grid and strip read lower-cased",
  );
  for (const { entry, alias } of boards) {
    await t.step(alias.name, () => {
      const cells = cellsOf(entry)!;
      fc.assert(
        fc.property(
          entry.kind === "strip" ? strip(cells.toLowerCase(), 7) : board(cells),
          fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
          (position, upper) => {
            const cgsuite = `${alias.name}(${JSON.stringify(anyCase(position, upper))})`;
            const cgt = `${entry.name}(${JSON.stringify(position)})`;
            assert.equal(outcomeOf(cgsuite), outcomeOf(cgt), `${cgsuite} vs ${cgt}`);
          },
        ),
        { seed: 20261205, numRuns: 25 },
      );
    });
  }
});

Deno.test("BackslidingToadsAndFrogs() reads a random row in any case as backsliding()", () => {
  const value = (text: string) => {
    try {
      return loopy(text);
    } catch (error) {
      if (error instanceof SyntaxError) return error.name;
      throw error;
    }
  };
  fc.assert(
    fc.property(
      strip(".tf", 5),
      fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
      (row, upper) => {
        const cgsuite = `BackslidingToadsAndFrogs(${JSON.stringify(anyCase(row, upper))})`;
        assert.equal(value(cgsuite), value(`backsliding(${JSON.stringify(row)})`), cgsuite);
      },
    ),
    { seed: 51206, numRuns: 20 },
  );
});

Deno.test("TopplingDominoes() reads CGSuite's l, r, e and empty cells as toppling()'s L, R, G", () => {
  const domino = fc.constantFrom(["l", "L"], ["r", "R"], ["e", "G"]);
  fc.assert(
    fc.property(
      fc.array(fc.tuple(domino, fc.boolean(), fc.nat({ max: 2 })), { maxLength: 7 }),
      (row) => {
        const cgsuite = row.map(([[c], upper, dots]) =>
          ".".repeat(dots) + (upper ? c.toUpperCase() : c)
        ).join("");
        const cgt = row.map(([[, c]]) => c).join("");
        assert.equal(short(`TopplingDominoes("${cgsuite}")`), short(`toppling("${cgt}")`));
      },
    ),
    { seed: 1205, numRuns: 60 },
  );
});

/** A small graph in CGSuite's notation: components of paths of vertex labels. */
function graphOf(vertices: readonly string[], edge: string) {
  return fc.array(
    fc.array(fc.constantFrom(...vertices), { minLength: 1, maxLength: 4 }).map((vs) =>
      vs.join(edge)
    ),
    { minLength: 1, maxLength: 2 },
  ).map((parts) => parts.join(";"));
}

/** A Hackenbush-style stalk with an optional fork: `lr(e;rl)`. */
const stalks = fc.tuple(
  fc.array(fc.constantFrom("l", "r", "e"), { minLength: 1, maxLength: 3 }),
  fc.option(
    fc.tuple(
      fc.array(fc.constantFrom("l", "r", "e"), { minLength: 1, maxLength: 2 }),
      fc.array(fc.constantFrom("l", "r", "e"), { minLength: 1, maxLength: 2 }),
    ),
  ),
).map(([stalk, fork]) =>
  stalk.join("") + (fork === null ? "" : `(${fork[0].join("")};${fork[1].join("")})`)
);

Deno.test("a CGSuite graph name reads a random graph as the cgt call", async (t) => {
  const graphs: Record<string, fc.Arbitrary<string>> = {
    Col: graphOf([".", "L", "R"], "-"),
    Snort: graphOf([".", "L", "R"], "-"),
    Fjords: graphOf([".", "L", "R"], "-"),
    ArcKayles: graphOf(["."], "-"),
    WeightedArcKayles: graphOf(["1", "2", "3"], "-"),
    PartizanArcKayles: stalks,
    Hackenbush: stalks,
    ChildishHackenbush: stalks,
    GenCol: graphOf([".", "L", "R"], "-"),
  };
  // GenCol's rules, after the graph, as CGSuite's Fjords has them.
  const rules: Record<string, string> = {
    GenCol: ", leftPermitted => [Left], rightPermitted => [Right]",
  };
  const aliased = ALIASES.filter(({ entry }) => entry.kind === "graph");
  assert.deepEqual(aliased.map(({ alias }) => alias.name).sort(), Object.keys(graphs).sort());
  for (const { entry, alias } of aliased) {
    await t.step(alias.name, () => {
      fc.assert(
        fc.property(graphs[alias.name], (graph) => {
          const text = JSON.stringify(graph) + (rules[alias.name] ?? "");
          assert.equal(outcomeOf(`${alias.name}(${text})`), outcomeOf(`${entry.name}(${text})`));
        }),
        { seed: 51205, numRuns: 30 },
      );
    });
  }
});

Deno.test("parseGameForm keeps CGSuite's forms of a call as positions, so their misère outcomes are the rulesets'", async (t) => {
  // CGSuite's MisereNimValue of each heap from 0 (GameHeapTest): misère P just where it is 0.
  const rows: [(n: number) => string, readonly number[]][] = [
    [(n) => `game.heap.Kayles(${n})`, [1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0]],
    [(n) => `TakeAndBreak("0.07")(${n})`, [1, 1, 0, 0, 2, 1, 3, 0, 0, 1, 1, 3, 0]],
    [(n) => `game.heap.Subtraction([2,3,7])(${n})`, [1, 1, 0, 0, 2, 1, 1, 0, 0, 2, 1, 1, 0]],
    [
      (n) => `game.heap.Subtraction([2,3,7], allbut => true)(${n})`,
      [1, 0, 1, 0, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10],
    ],
  ];
  for (const [call, values] of rows) {
    await t.step(
      `${call(0).replace("(0)", "(n)")} for n from 0 to ${values.length - 1} (${HEAP})`,
      () => {
        values.forEach((v, n) => {
          const form = parseGameForm(call(n), { functions: RULESET_FUNCTIONS });
          assert.equal(form.kind, "position", call(n));
          assert.equal(gameFormMisereOutcome(form), v === 0 ? "P" : "N", call(n));
        });
      },
    );
  }
  await t.step("Domineering.ImpartialVariant(board) is the position Cram(board)", () => {
    fc.assert(
      fc.property(board(".#"), (position) => {
        const text = JSON.stringify(position);
        const read = (call: string) => {
          const form = parseGameForm(call, { functions: RULESET_FUNCTIONS });
          assert.equal(form.kind, "position", call);
          return gameFormMisereOutcome(form);
        };
        assert.equal(
          read(`game.grid.Domineering.ImpartialVariant(${text})`),
          read(`Cram(${text})`),
        );
      }),
      { seed: 131205, numRuns: 20 },
    );
  });
});
