import assert from "node:assert/strict";
import { cgt } from "../testing.ts";

Deno.test("cgt value evaluates graph games in CGSuite's graph notation", async (t) => {
  const rows: [expr: string, value: string, outcome: string][] = [
    ['col("R-.-R-.-L-.-R-.-R-.")', "7/8", "L"], // CGSuite GameGraphTest.scala
    ['snort("L-.-.-.-L")', "{4|0,+-1}", "N"], // CGSuite GameGraphTest.scala
    ['hackenbush("lrlrrllr")', "77/128", "L"], // CGSuite GameGraphTest.scala
    ['hackenbush(":Alre:A")', "1/2*", "L"],
    ['arcKayles("-----")', "*3", "N"], // a path of 6 vertices: Dawson's Kayles
    ['partizanArcKayles("llr")', "1/2", "L"], // CGSuite GameGraphTest.scala
    ['arcKayles("---") + partizanArcKayles("e")', "*3", "N"],
  ];
  for (const [expr, value, outcome] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(JSON.parse(result.stdout), { value, outcome });
    });
  }
});

Deno.test("cgt value rejects bad graphs with one error line", async (t) => {
  const cases: [string, RegExp][] = [
    [
      'hackenbush("lrlr;lr")',
      /^error: Cannot read Hackenbush graph: the graph is not connected/,
    ],
    [
      'arcKayles("-x")',
      /^error: Cannot read Arc Kayles graph: expected an edge \("-"\), "\(", ";" or "\)", found "x" at column 2/,
    ],
    ['col("L:A-.:A")', /^error: Cannot read Col graph: vertex :A is labelled "L" elsewhere/],
    [
      'partizanArcKayles("l-")',
      /^error: Cannot read Partizan Arc Kayles graph: an edge needs a label/,
    ],
    [
      "arcKayles(3)",
      /^error: Cannot evaluate arcKayles\(\): expected one string such as arcKayles\("---"\)/,
    ],
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

Deno.test("cgt value honours --max-steps in every graph game", async (t) => {
  // Each needs far more than 1000 steps; each must stop at the budget with exit code 1.
  const grid = (rows: number, cols: number, edge = "-", vertical = edge): string => {
    // A grid graph in CGSuite's notation: rows of named vertices joined across and down.
    const name = (r: number, c: number): string => `:{${r}x${c}}`;
    const parts: string[] = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (c + 1 < cols) parts.push(`${name(r, c)}${edge}${name(r, c + 1)}`);
        if (r + 1 < rows) parts.push(`${name(r, c)}${vertical}${name(r + 1, c)}`);
      }
    }
    return parts.join(";");
  };
  for (
    const expr of [
      `col("${grid(5, 5)}")`,
      `snort("${grid(5, 5)}")`,
      `arcKayles("${grid(6, 6)}")`,
      `partizanArcKayles("${grid(5, 5, "e")}")`,
      `hackenbush("${grid(4, 4, "l", "r")}")`,
    ]
  ) {
    await t.step(expr.slice(0, 40), async () => {
      const result = await cgt(["value", expr, "--max-steps", "1000"]);
      assert.equal(result.code, 1, result.stdout);
      assert.match(result.stderr, /^error: .*step/);
    });
  }
});

Deno.test("cgt value --moves and cgt solve print graph moves in each ruleset's notation", async (t) => {
  // Each printed move is read back and valued: it must be the value listed with it.
  const rows: [expr: string, command: "value" | "solve", expected: RegExp][] = [
    ['snort(".-.-.")', "value", /snort\("L;L"\)\s+\(value 2, then 2\)/],
    ['col("R-.-.")', "value", /col\("R-L"\)\s+\(value 0, then 0\)/],
    ['hackenbush("l(l;rl)")', "value", /hackenbush\("lrl"\)\s+\(value 3\/4, then 3\/4\)/],
    ['digraphPlacement("LRL:0>1,2-1")', "value", /digraphPlacement\("L"\)/],
    ['snort(".-.-.-.")', "solve", /Left moving first: wins, moving to snort\("[^"]+"\)/],
    ['hackenbush("l(l;rl)")', "solve", /Left moving first: wins, moving to hackenbush\("[^"]*"\)/],
  ];
  for (const [expr, command, expected] of rows) {
    await t.step(`cgt ${command} ${expr}`, async () => {
      const args = command === "value" ? ["value", expr, "--moves"] : ["solve", expr];
      const result = await cgt(args);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, expected);
      assert.doesNotMatch(result.stdout, /<[A-Z][A-Za-z ]* position>/);
      for (const [, move, value] of result.stdout.matchAll(/(\w+\("[^"]*"\))\s+\(value (\S+),/g)) {
        const again = await cgt(["value", move, "--json"]);
        assert.equal(JSON.parse(again.stdout).value, value, move);
      }
    });
  }
});
