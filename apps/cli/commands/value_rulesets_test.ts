import assert from "node:assert/strict";
import { cgt } from "../testing.ts";

Deno.test("cgt value evaluates ruleset positions", async (t) => {
  const rows: [expr: string, value: string, outcome: string][] = [
    ['domineering("..|..")', "+-1", "N"], // Winning Ways ch. 2
    ['domineering(".|.") + domineering("..")', "0", "P"],
    ['toads("TFT.TFF")', "^", "L"], // Winning Ways ch. 1
    ['clobber("xo")', "*", "N"],
    ['cram("..|..")', "0", "P"],
    ['hackenbush("LRR")', "1/4", "L"],
    ["cutcake(8, 1)", "-7", "R"], // Winning Ways ch. 2
    ['toppling("LLL") - 3', "0", "P"],
    ['snort("..")', "+-1", "N"],
    ['col(".") + *', "0", "P"],
    ['konane("xo.")', "1", "L"],
    ['domineering("..|..") + {1|-1}', "0", "P"],
    ['toads("TFT.TFF") + v', "0", "P"],
    // Coin turning: heads at 2, 3, 5 in Mock Turtles are odious numbers 2, 4, 8 (Winning Ways ch. 14).
    ['mockTurtles("THHTH")', "*14", "N"],
    ['turning("1+C", "HHHH")', "*6", "N"], // Ruler: 1 + 2 + 1 + 4
    ['turningTurtles("HHH")', "0", "P"], // Nim heaps 1, 2, 3
    ['takeAndBreak("4!.0", 20)', "0", "P"], // Grundy's game G(20) = 0 (OEIS A002188)
    ['takeAndBreak("0.77", 5) + spawning("1-3", 3)', "0", "P"], // Kayles G(5) = 4 = Mock Turtles' 3rd
    ['impartialVariant("domineering", "....")', "*2", "N"], // Cram strip: Dawson's Kayles G(4)
  ];
  for (const [expr, value, outcome] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(JSON.parse(result.stdout), { value, outcome });
    });
  }
});

Deno.test("cgt value prints a ruleset sum in plain text", async () => {
  const result = await cgt(["value", 'domineering("..|..")', "+", "1"]);
  assert.equal(result.code, 0);
  assert.equal(result.stdout, "value {2|0}\noutcome N (the first player wins)\n");
});

Deno.test("cgt value rejects bad ruleset positions with one error line", async (t) => {
  const cases: [string, RegExp][] = [
    [
      'domineering("..|.")',
      /^error: Cannot read Domineering board: row 2 has 1 cell but row 1 has 2/,
    ],
    ['toads("TXF")', /^error: Cannot read Toads and Frogs row: unexpected character "X"/],
    ["domineering(3)", /^error: Cannot evaluate domineering\(\): expected one string/],
    ['cutcake("8")', /^error: Cannot evaluate cutcake\(\): expected two integers/],
    [
      "cutcake(0, 3)",
      /^error: Cannot compute Cutcake value: rows must be an integer from 1 to 200/,
    ],
    ['chess("..")', /^error: .*unknown name "chess"/],
  ];
  for (const [expr, message] of cases) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr]);
      assert.equal(result.code, 1);
      assert.equal(result.stdout, "");
      assert.match(result.stderr, message);
      assert.equal(result.stderr.split("\n").length, 2);
    });
  }
});

Deno.test("cgt compare accepts ruleset positions", async () => {
  const up = await cgt(["compare", 'toads("TFT.TFF")', "0"]);
  assert.equal(up.code, 0);
  assert.equal(up.stdout, ">\n");
  const same = await cgt(["compare", 'domineering("..|..")', "+-1", "--json"]);
  assert.deepEqual(JSON.parse(same.stdout), { relation: "=" });
});

Deno.test("cgt value honours --max-steps in every grid ruleset", async (t) => {
  // Each needs far more than 1000 steps; each must stop at the budget with exit code 1.
  for (
    const expr of [
      'cram("......|......|......|......|......")',
      'domineering("......|......|......|......|......|......")',
      'clobber("xoxox|oxoxo|xoxox|oxoxo")',
      'konane("xoxoxo|ox..ox|xoxoxo|oxoxox")',
    ]
  ) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--max-steps", "1000"]);
      assert.equal(result.code, 1);
      assert.match(result.stderr, /^error: .*\(raise the limit with --max-steps\)\n$/);
    });
  }
});

Deno.test("cgt value answers cram and domineering on a full 1x32 row and rejects 65 cells", async () => {
  const cram = await cgt(["value", `cram("${".".repeat(32)}")`, "--json"]);
  assert.deepEqual(JSON.parse(cram.stdout), { value: "*2", outcome: "N" }); // Dawson's Kayles G(32)
  const row = await cgt(["value", `domineering("${".".repeat(32)}")`, "--json"]);
  assert.deepEqual(JSON.parse(row.stdout), { value: "-16", outcome: "R" });
  const big = await cgt(["value", `domineering("${".".repeat(65)}")`]);
  assert.equal(big.code, 1);
  assert.match(big.stderr, /^error: Cannot read Domineering board: a board has at most 64 cells/);
});

Deno.test("cgt value evaluates Amazons, Fission, the Clobber variants, Toads and Frogs with jumps, Elephants and Rhinos, the cake games, Ski Jumps and Digraph Placement", async (t) => {
  const rows: [expr: string, value: string, outcome: string][] = [
    // CGSuite GameGridTest.scala
    ['amazons("x...|o...")', "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}", "N"],
    ['antiClobber("xoxo|oo..")', "{*|-1}", "R"], // CGSuite GameGridTest.scala
    ['fission("..x.|....|..x.|....")', "-2", "R"], // cgt-tools fission.rs
    ['kings("x.|.o") + rooks("x...o") + queens("x..|...|..o")', "*", "N"],
    ['toads("TTTT..FFF", 2)', "{1/2*|v}", "N"], // CGSuite GameStripTest.scala
    ['elephantsAndRhinos("tt.ff")', "+-1", "N"],
    ["eatcake(8, 1) + turnAndEatcake(8, 1)", "0", "P"], // CGSuite GameHeapTest.scala
    ["maundyCake(8, 2)", "-3", "R"], // CGSuite GameHeapTest.scala
    ['skiJumps("L....|R....|.....")', "9/2", "L"], // Winning Ways, as cgt-tools tests it
    ['digraphPlacement("LR:0>1")', "1/2", "L"],
  ];
  for (const [expr, value, outcome] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(JSON.parse(result.stdout), { value, outcome });
    });
  }
});

// Elephants and Rhinos is valued in closed form, with no search: it never reaches a budget.
Deno.test("cgt value honours --max-steps in Amazons, Fission, the Clobber variants, Toads and Frogs with jumps, the cake games, Ski Jumps and Digraph Placement", async (t) => {
  for (
    const expr of [
      'amazons("x...|....|...o|....")',
      'fission("......|......|..x...|......|...x..|......")',
      'kings("xoxox|oxoxo|xoxox|oxoxo")',
      'rooks("xoxox|o...o|x...x|oxoxo")',
      'queens("xo.ox|.....|o.x.o|.....|xo.ox")',
      'antiClobber("x.o.x|.....|o.x.o|.....")',
      'toads("TTTTTT......FFFFFF", 2)',
      "eatcake(30, 30)",
      "turnAndEatcake(30, 30)",
      'skiJumps("L.r.R.|.R.L.l|L.r..R|.l.R.L")',
      'digraphPlacement("LRLRLRLRLRLRLRLRLRLR:0>1,0>3,0>7,1>2,1>4,1>8,2>3,2>5,2>9,3>4,3>6,3>10,4>5,4>7,4>11,5>6,5>8,5>12,6>7,6>9,6>13,7>8,7>10,7>14,8>9,8>11,8>15,9>10,9>12,9>16,10>11,10>13,10>17,11>12,11>14,11>18,12>13,12>15,12>19,13>14,13>16,13>0,14>15,14>17,14>1,15>16,15>18,15>2,16>17,16>19,16>3,17>18,17>0,17>4,18>19,18>1,18>5,19>0,19>2,19>6")',
    ]
  ) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--max-steps", "1000"]);
      assert.equal(result.code, 1, result.stdout);
      assert.match(result.stderr, /^error: .*\(raise the limit with --max-steps\)\n$/);
    });
  }
});

Deno.test("cgt value --misere searches a lone position of Amazons and Anti-Clobber", async () => {
  // amazons("xo.|...") is {1/4|-1,{0|-2}}, whose own misere outcome is R; on the board itself the
  // first player wins misere play (N), which is what a lone position must report.
  const result = await cgt(["value", 'amazons("xo.|...")', "--misere", "--json"]);
  assert.equal(result.code, 0, result.stderr);
  assert.equal(JSON.parse(result.stdout).misereOutcome, "N");
  const camel = await cgt(["value", 'antiClobber("x.")', "--misere", "--json"]);
  // Left's only move leaves Right without a move, which wins misere play; so does Right's having none.
  assert.equal(JSON.parse(camel.stdout).misereOutcome, "R");
});

Deno.test("cgt value --workers gives the value of one thread, and checks its argument", async () => {
  for (
    const board of ['domineering("....|....|....")', 'clobber("xox|oxo|xox")', 'toads("TT..F.F")']
  ) {
    const one = await cgt(["value", board, "--json"]);
    const two = await cgt(["value", board, "--workers", "2", "--json"]);
    assert.equal(two.code, 0, two.stderr);
    assert.equal(two.stdout, one.stdout);
  }
  // An expression that is not a lone position is read on this thread.
  const sum = await cgt(["value", 'domineering("..") + 1', "--workers", "2"]);
  assert.match(sum.stdout, /^value 0\n/);
  const bad = await cgt(["value", "0", "--workers", "0"]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /"--workers" must be an integer from 1 to 64/);
});

Deno.test("cgt value --max-positions bounds the searches of ruleset positions, and needs one", async () => {
  const small = await cgt(["value", 'clobber("xoxo|oxox|xoxo|oxox")', "--max-positions", "1000"]);
  assert.equal(small.code, 1);
  assert.equal(
    small.stderr,
    "error: Cannot finish the search: more than 1000 positions would be evaluated (raise the limit with --max-positions)\n",
  );
  const enough = await cgt([
    "value",
    'domineering("...|...")',
    "--max-positions",
    "1000",
    "--json",
  ]);
  assert.equal(enough.stdout, (await cgt(["value", 'domineering("...|...")', "--json"])).stdout);
  // A position inside an expression is bounded too (its ruleset's own solver).
  const sum = await cgt(["value", '1 + clobber("xoxox|oxoxo")', "--max-positions", "5"]);
  assert.equal(sum.code, 1);
  assert.equal(
    sum.stderr,
    "error: Cannot finish the search: more than 5 positions would be evaluated (raise the limit with --max-positions)\n",
  );
  const none = await cgt(["value", "{1|0}", "--max-positions", "5"]);
  assert.equal(none.code, 2);
  assert.match(none.stderr, /"--max-positions" applies to expressions with ruleset positions/);
});

Deno.test("cgt value evaluates the ruleset schemas with CGSuite's named parameters", async (t) => {
  const rows: [expr: string, value: string, outcome: string][] = [
    // CGSuite 2.2 GameStripTest: GenToadsAndFrogs(maxJump => 2)("tttt..fff")
    ['genToadsAndFrogs("tttt..fff", maxJump => 2)', "{1/2*|v}", "N"],
    ['genToadsAndFrogs("tt.", maxSlide => 2, allowFriendlyJump => true)', "2", "L"],
    // Kings: genClobber's Coordinates.Compass is kings(...)
    ['genClobber("xo", directions => Coordinates.Compass)', "*", "N"],
    // CGSuite 2.2 GameGraphTest: Snort("L-.-.-.-L")
    [
      'genCol("L-.-.-.-L", leftPermitted => [Nothing, Left], rightPermitted => [Nothing, Right])',
      "{4|0,+-1}",
      "N",
    ],
    // CGSuite 2.2 GameHeapTest: GenMem((memory, j) -> j != memory)((10, 3))
    ['genMem(10, 3, predicate => "j != k")', "*4", "N"],
  ];
  for (const [expr, value, outcome] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(JSON.parse(result.stdout), { value, outcome });
    });
  }
  await t.step("--moves writes a schema's options as calls with the same parameters", async () => {
    const result = await cgt([
      "value",
      'genToadsAndFrogs("tt.f", allowFriendlyJump => true)',
      "--moves",
      "--json",
    ]);
    assert.equal(result.code, 0, result.stderr);
    const moves = JSON.parse(result.stdout).winningMoves;
    assert.deepEqual(moves.left.map((m: { option: string }) => m.option), [
      'genToadsAndFrogs("t.tf", allowFriendlyJump => true)',
      'genToadsAndFrogs(".ttf", allowFriendlyJump => true)',
    ]);
  });
  await t.step("a bad parameter is one error line", async () => {
    for (
      const expr of ['genToadsAndFrogs("tt", maxJupm => 2)', 'genClobber("xo", maxDistance => 0)']
    ) {
      const result = await cgt(["value", expr]);
      assert.equal(result.code, 1);
      assert.equal(result.stdout, "");
      assert.match(result.stderr, /^error: Cannot evaluate gen\w+\(\): [^\n]*\n$/);
    }
  });
});
