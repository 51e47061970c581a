import assert from "node:assert/strict";
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
  ];
  for (const [args, value] of rows) {
    const result = await cgt(["op", ...args, "--json"]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(JSON.parse(result.stdout).value, value, args.join(" "));
  }
  await t.assertSnapshot((await cgt(["op", "ordinal-sum", "+-1", "^^", "--json"])).stdout);
  await t.assertSnapshot((await cgt(["op", "conjunctive", "+-1", "^^"])).stdout);
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
