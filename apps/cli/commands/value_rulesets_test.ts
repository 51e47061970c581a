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

Deno.test("cgt value --max-positions bounds the search of a lone position, and only that", async () => {
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
  const sum = await cgt(["value", '1 + clobber("xo.ox")', "--max-positions", "5"]);
  assert.equal(sum.code, 2);
  assert.match(sum.stderr, /applies to a lone position of domineering/);
});
