import assert from "node:assert/strict";
import { cgt } from "../testing.ts";

Deno.test("cgt value --atomic-weight covers every atomic game", async () => {
  // CGSuite 2.2's AtomicWeight: Tiny(2), Miny(1/2), ^* + Miny(1/2), domineering("....|....") -> 0, 0, 1, 0.
  const rows: [string, string | null][] = [
    ["Tiny(2)", "0"],
    ["Miny(1/2)", "0"],
    ["^* + Miny(1/2)", "1"],
    ['domineering("....|....")', "0"],
    ["^^*", "2"],
    ["{1|0}", null],
  ];
  for (const [expr, w] of rows) {
    const result = await cgt(["value", expr, "--atomic-weight", "--json"]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(JSON.parse(result.stdout).atomicWeight, w, expr);
  }
});

Deno.test("cgt value --cool, --heat and --overheat replace the value", async () => {
  const rows: [string[], string][] = [
    [["{2|-1}", "--cool", "1/2"], "{3/2|-1/2}"],
    [["*", "--heat", "1"], "+-1"],
    [["*", "--overheat", "*,1"], "+-1"],
    [["2", "--overheat", "*,1"], "0"],
    [["{1|-1}", "--overheat", "1,1"], "+-2"],
  ];
  for (const [args, value] of rows) {
    const result = await cgt(["value", ...args, "--json"]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(JSON.parse(result.stdout).value, value, args.join(" "));
  }
  const two = await cgt(["value", "*", "--cool", "1", "--heat", "1"]);
  assert.equal(two.code, 2);
  const bad = await cgt(["value", "*", "--overheat", "1"]);
  assert.equal(bad.code, 2);
});

Deno.test("cgt value prints the single-game operations as documented", async (t) => {
  const args = [
    "--rcf",
    "--atomic-weight",
    "--incentives",
    "--birthday",
    "--followers",
    "--uptimal",
    "--predicates",
  ];
  const json = await cgt(["value", "{3||2|1}", ...args, "--json"]);
  assert.equal(json.code, 0);
  const doc = JSON.parse(json.stdout);
  assert.equal(doc.value, "{3||2|1}");
  assert.equal(doc.outcome, "L");
  assert.equal(doc.birthday, 4);
  assert.equal(doc.followers, 6);
  assert.equal(doc.uptimal, null);
  await t.assertSnapshot(json.stdout);
  await t.assertSnapshot((await cgt(["value", "^<2> + *", ...args])).stdout);
  const up = await cgt(["value", "^<3>*", "--uptimal", "--json"]);
  assert.equal(JSON.parse(up.stdout).uptimal, "*.001");
});

Deno.test("cgt value prints deep uptimals that read back", async () => {
  // Regression: ^<3000> once failed with "nested too deeply" and ^<1200> printed unreadably.
  for (const expr of ["^<1200>", "^<3000>", "v[4096]*3"]) {
    const result = await cgt(["value", expr]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout.split("\n")[0], `value ${expr}`);
  }
});
