import assert from "node:assert/strict";
import { formatGame, formatLoopyGame, OPERATIONS, parseGame, parseLoopyGame } from "@cgt/partizan";
import { cgt } from "../testing.ts";

Deno.test("cgt op prints its help", async (t) => {
  const result = await cgt(["op", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt op combines two games", async (t) => {
  // Values from CGSuite's CompoundGameTestCase.scala (aaron-siegel/cgsuite) and Winning Ways.
  const rows: [string[], string][] = [
    [["ordinal-sum", "1/2", "1/4"], "9/16"],
    [["norton", "3", "^"], "^3"],
    [["conway-product", "*5", "*6"], "*8"],
    [["conjunctive", "+-1", "^^"], "{0|-1}"],
    [["selective", "1/2", "1/4"], "3/4"],
    [["sequential", "1", "-1"], "0"],
    [["side", "*", "*"], "*2"],
    [["ordinal-product", "1/2", "1/4"], "11/32"],
    [["ordinal-product", "*5", "*6"], "*30"],
    [["pow", "^", "3"], "^<3>"],
    [["pow", "{0||0|-2}", "7/4"], "{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}"],
    [["pow-to", "^", "7/4"], "{^|*,^[2]||*,^[2]}"],
    [["pow-to", "+-1", "3"], "{1,{1,+-1|-1}|-1}"],
    // CGSuite's tutorial on loopy games, GameTest.scala and CanonicalStopperTestCase.scala.
    [["ordinal-sum", "1", "off"], "over"],
    [["upsum", "upon", "^<on>"], "{0|^<on>*}"],
    [["downsum", "upon", "^<on>"], "^[on]"],
    [["upsum-variety", "upon", "^<on>"], "v<on>"],
    [["downsum-variety", "upon", "^<on>"], "v<on>"],
    [["subordinate", "over", "1"], "off"],
    [["subordinate", "1/8", "1"], "-3"],
  ];
  for (const [args, value] of rows) {
    const result = await cgt(["op", ...args, "--json"]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(JSON.parse(result.stdout).value, value, args.join(" "));
  }
  await t.assertSnapshot((await cgt(["op", "ordinal-sum", "+-1", "^^", "--json"])).stdout);
  await t.assertSnapshot((await cgt(["op", "conjunctive", "+-1", "^^"])).stdout);
  await t.assertSnapshot((await cgt(["op", "upsum", "on", "off", "--json"])).stdout);
});

Deno.test("cgt op refuses loopy operands it cannot combine in one line", async () => {
  const rows: [string[], string][] = [
    [
      ["upsum", "dud", "1"],
      "error: Cannot compute upsum: G must be a stopper, received a game whose onside and offside differ\n",
    ],
    [
      ["subordinate", "over", "on"],
      "error: Cannot compute subordinate: the base must be a short game, received a loopy one\n",
    ],
    [
      ["subordinate", "on", "*"],
      "error: Cannot compute subordinate: the game is not B : H for any stopper H, received base *\n",
    ],
    [
      ["upsum-variety", "1", "^"],
      "error: Cannot compute upsum variety: the degree must be an idempotent (D + D = D), received one that is not\n",
    ],
  ];
  for (const [args, stderr] of rows) {
    const result = await cgt(["op", ...args]);
    assert.equal(result.code, 1, args.join(" "));
    assert.equal(result.stderr, stderr);
    assert.equal(result.stdout, "");
  }
});

Deno.test("cgt op reports usage mistakes and bad units in one line", async () => {
  const unknown = await cgt(["op", "bogus", "1", "2"]);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /^error: unknown operation "bogus"/);
  const one = await cgt(["op", "norton", "1"]);
  assert.equal(one.code, 2);
  const unit = await cgt(["op", "norton", "1", "*"]);
  assert.equal(unit.code, 1);
  assert.equal(
    unit.stderr,
    'error: Cannot compute Norton product: the unit must be greater than 0, received "*"\n',
  );
});

Deno.test("cgt op and notation's infix words both read every entry of the operations table", async (t) => {
  // The table's own example per entry (with its source); each operation must give it through
  // `cgt op <name>`, through every infix word, and through the library function.
  for (const op of OPERATIONS) {
    const [g, h, expected, source] = op.example;
    await t.step(`${op.name}: ${g}, ${h} gives ${expected} (${source})`, async () => {
      assert.equal(formatGame(op.apply(parseGame(g), parseGame(h))), expected);
      const result = await cgt(["op", op.name, g, h, "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(JSON.parse(result.stdout).value, expected);
      for (const word of op.infix) {
        assert.equal(formatGame(parseGame(`(${g}) ${word} (${h})`)), expected, word);
      }
      const help = (await cgt(["op", "--help"])).stdout;
      assert.ok(help.includes(`  ${op.name.padEnd(15)} ${op.summary}\n`), op.name);
      for (const word of op.infix) assert.ok(help.includes(word), word);
    });
    assert.equal(op.loopy === undefined, op.loopyExample === undefined, op.name);
    if (op.loopy === undefined || op.loopyExample === undefined) continue;
    const [lg, lh, lexpected, lsource] = op.loopyExample;
    await t.step(
      `${op.name} on stoppers: ${lg}, ${lh} gives ${lexpected} (${lsource})`,
      async () => {
        const loopy = op.loopy!;
        assert.equal(formatLoopyGame(loopy(parseLoopyGame(lg), parseLoopyGame(lh))), lexpected);
        const result = await cgt(["op", op.name, lg, lh, "--json"]);
        assert.equal(result.code, 0, result.stderr);
        assert.equal(JSON.parse(result.stdout).value, lexpected);
        // The ordinal sum is written G : H; the others by their infix words.
        const words = op.name === "ordinal-sum" ? [":"] : op.infix;
        for (const word of words) {
          assert.equal(formatLoopyGame(parseLoopyGame(`(${lg}) ${word} (${lh})`)), lexpected, word);
          const value = await cgt(["value", `(${lg}) ${word} (${lh})`, "--json"]);
          assert.equal(JSON.parse(value.stdout).value, lexpected, `cgt value with ${word}`);
        }
        const help = (await cgt(["op", "--help"])).stdout.replace(/\s+/g, " ");
        assert.ok(help.includes(` ${op.name},`) || help.includes(`and ${op.name} `), op.name);
      },
    );
  }
});

Deno.test("cgt op pow and pow-to take CGSuite's loopy exponents", async () => {
  // CGSuite's GameTest.scala (aaron-siegel/cgsuite): ^.Pow(on) and ^.PowTo({pass|5}).
  const up = await cgt(["op", "pow", "^", "on", "--json"]);
  assert.equal(up.code, 0);
  assert.equal(JSON.parse(up.stdout).value, "^<on>");
  const to = await cgt(["op", "pow-to", "^", "{pass|5}", "--json"]);
  assert.equal(to.code, 0);
  assert.equal(JSON.parse(to.stdout).value, "{pass|*,^[5]}");
});

Deno.test("cgt op refuses powers out of range in one line", async () => {
  const rows: [string[], string][] = [
    [
      ["pow", "+-1", "3"],
      'error: Cannot compute Pow: the base must be of the form {0|H}, received "+-1"\n',
    ],
    [
      ["pow-to", "^", "-1"],
      'error: Cannot compute PowTo: the exponent must be a number from 0 to 4096 with a denominator at most 2^32, received "-1"\n',
    ],
    [
      ["pow", "^", "1/2"],
      'error: Cannot compute Pow: the exponent must be a number from 1 to 4096 with a denominator at most 2^32, received "1/2"\n',
    ],
    [
      ["pow", "^", "off"],
      "error: Cannot compute Pow: the exponent must be a number from 1 to 4096 with a denominator at most 2^32, or on, or such a number over or under, received off\n",
    ],
  ];
  for (const [args, stderr] of rows) {
    const result = await cgt(["op", ...args]);
    assert.equal(result.code, 1, args.join(" "));
    assert.equal(result.stderr, stderr);
    assert.equal(result.stdout, "");
  }
});
