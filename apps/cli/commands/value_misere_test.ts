import assert from "node:assert/strict";
import { cgt } from "../testing.ts";

Deno.test("cgt value --misere adds the misère outcome", async (t) => {
  const rows: [string, string, string][] = [
    // [expression, normal outcome, misère outcome]
    ["0", "P", "N"],
    ["*", "N", "P"],
    ["1", "L", "R"],
    ['domineering("..|..")', "N", "P"],
    ['clobber("xo")', "N", "P"],
  ];
  for (const [expr, normal, misere] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--misere", "--json"]);
      assert.equal(result.code, 0);
      const document = JSON.parse(result.stdout);
      assert.equal(document.outcome, normal);
      assert.equal(document.misereOutcome, misere);
    });
  }
  const text = await cgt(["value", "*", "--misere"]);
  assert.match(text.stdout, /misère outcome P/);
  const plain = JSON.parse((await cgt(["value", "*", "--json"])).stdout);
  assert.equal(plain.misereOutcome, undefined);
});
