import assert from "node:assert/strict";
import { cgt } from "../testing.ts";
import { leq } from "@cgt/partizan/compare";
import { parseGame } from "@cgt/partizan/notation";

interface Move {
  component: number;
  option: string;
  value: string;
  result: string;
}

Deno.test("cgt value --moves lists each player's winning moves by component", async (t) => {
  const expr = 'domineering("...|...") + {1|-1}';
  const result = await cgt(["value", expr, "--moves", "--json"]);
  assert.equal(result.code, 0, result.stderr);
  const doc = JSON.parse(result.stdout);
  await t.step("Left's moves leave a sum >= 0, Right has none and gets sensible moves", () => {
    const left: Move[] = doc.winningMoves.left;
    assert.ok(left.length > 0);
    for (const m of left) assert.ok(leq(parseGame("0"), parseGame(m.result)), m.option);
    assert.deepEqual(doc.winningMoves.right, []);
    assert.ok(doc.sensibleMoves.right.length > 0);
    assert.equal(doc.sensibleMoves.left, undefined);
  });
  await t.step(
    "an option is printed as its ruleset's call and reads back to its value",
    async () => {
      for (const m of doc.winningMoves.left as Move[]) {
        const back = await cgt(["value", m.option, "--json"]);
        assert.equal(JSON.parse(back.stdout).value, m.value, m.option);
      }
    },
  );
  await t.step("the JSON document is pinned", async () => {
    await t.assertSnapshot(result.stdout);
  });
  await t.step("the text names the components", async () => {
    const text = await cgt(["value", expr, "--moves"]);
    assert.match(text.stdout, /winning moves for Left moving first:\n {2}component 0: domineering/);
    assert.match(text.stdout, /winning moves for Right moving first: none \(Right loses\)/);
  });
});

Deno.test("cgt value --sensible and --lines print CGSuite's sensible options and lines", async (t) => {
  const result = await cgt(["value", "'{0, {2|{1|*}} | 2}'", "--sensible", "--lines", "--json"]);
  assert.equal(result.code, 0, result.stderr);
  const doc = JSON.parse(result.stdout);
  assert.deepEqual(doc.sensibleLeft, [{ option: "'{2|{1|*}}'", value: "{2||1|*}" }]);
  assert.deepEqual(
    doc.sensibleLinesLeft.map((line: { option: string }[]) => line.map((o) => o.option)),
    [["'{2|{1|*}}'", "'{1|*}'", "1"]],
  );
  await t.assertSnapshot(result.stdout);
  const text = await cgt(["value", "'{0, {2|{1|*}} | 2}'", "--sensible", "--lines"]);
  await t.assertSnapshot(text.stdout);
});

Deno.test("cgt value prints the companion, stop count, confusion interval, far star, star projection and temper", async (t) => {
  // CGSuite's CanonicalShortGameTestCase.scala: {0||0|-3/2} has companion {0,*||*|-3/2} and
  // stop count 3; ^ has companion ^* and stop count 3.
  const rows: [expr: string, fields: Record<string, unknown>][] = [
    ["{0||0|-3/2}", { companion: "{0,*||*|-3/2}", stopCount: 3 }],
    ["^", { companion: "^*", stopCount: 3, farStar: "*2", starProjection: "*" }],
    ["{3||2*|1*}", { confusionInterval: ["2", "3"], temper: "odd", starProjection: "{3||2|1}" }],
    ["{2|1,{*|0}}", { temper: null }],
  ];
  const flags = [
    "--companion",
    "--stop-count",
    "--confusion-interval",
    "--far-star",
    "--star-projection",
    "--temper",
  ];
  for (const [expr, fields] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, ...flags, "--json"]);
      assert.equal(result.code, 0, result.stderr);
      const doc = JSON.parse(result.stdout);
      for (const [k, v] of Object.entries(fields)) assert.deepEqual(doc[k], v, k);
    });
  }
  await t.step("the text and JSON forms are pinned", async () => {
    await t.assertSnapshot((await cgt(["value", "{3||2*|1*}", ...flags, "--predicates"])).stdout);
    await t.assertSnapshot(
      (await cgt(["value", "{3||2*|1*}", ...flags, "--predicates", "--json"])).stdout,
    );
  });
});

Deno.test("cgt value refuses the new analyses for loopy values in one line", async (t) => {
  for (const flag of ["--moves", "--sensible", "--lines", "--companion", "--temper"]) {
    await t.step(flag, async () => {
      const result = await cgt(["value", "over", flag]);
      assert.equal(result.code, 1);
      assert.equal(result.stdout, "");
      assert.match(result.stderr, /^error: Cannot .* short games only\n$/);
    });
  }
});

Deno.test("cgt value --moves and cgt solve print positions of calls with parameters as those calls", async (t) => {
  // Issue 22: these printed <Toads and Frogs (jumps over up to 2) position> and the like. Each
  // printed move must read back to the value listed with it.
  const rows: [expr: string, command: "value" | "solve", expected: RegExp][] = [
    ['toads("TT..FF", 2)', "value", /toads\("T\.T\.FF", 2\)\s+\(value 0, then 0\)/],
    [
      'toads("TT..FF", 2)',
      "solve",
      /Left \(Toads\) moving first: wins, moving to toads\("T\.T\.FF", 2\)/,
    ],
    [
      // CGSuite's default slides: Toads and Frogs with a jump, written as toads() writes it.
      'genToadsAndFrogs("tt..ff", maxJump => 2)',
      "solve",
      /moving to toads\("T\.T\.FF", 2\)/,
    ],
    ["mem(7, 3)", "value", /mem\(3, 4\)\s+\(value 0, then 0\)/],
    ['turning("1-3", "THHTH")', "value", /turning\("1-3", "[HT]+"\)\s+\(value 0, then 0\)/],
    ['partizanSubtraction("1,3", "2,3", 6)', "value", /partizanSubtraction\("1,3", "2,3", 5\)/],
  ];
  for (const [expr, command, expected] of rows) {
    await t.step(`cgt ${command} ${expr}`, async () => {
      const args = command === "value" ? ["value", expr, "--moves"] : ["solve", expr];
      const result = await cgt(args);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, expected);
      assert.doesNotMatch(result.stdout, /<[^>]* position>/);
      if (command === "value") {
        for (const [, move, value] of result.stdout.matchAll(/^ {2}(.+?) {2}\(value (\S+),/gm)) {
          const again = await cgt(["value", move, "--json"]);
          assert.equal(JSON.parse(again.stdout).value, value, move);
        }
      }
    });
  }
});
