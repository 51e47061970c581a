import assert from "node:assert/strict";
import { CATALOG } from "@cgt/rulesets/catalog";
import { MisereGames, MisereHeapSolver, parseMisereForm, parseOctalCode } from "@cgt/impartial";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";

async function fields(expr: string): Promise<Record<string, unknown>> {
  const result = await cgt(["value", expr, "--misere-form", "--misere", "--json"]);
  assert.equal(result.code, 0, result.stderr);
  return JSON.parse(result.stdout);
}

Deno.test("cgt value --misere-form gives the form and genus of every impartial ruleset's example", async (t) => {
  const impartial = CATALOG.filter((entry) => entry.impartial && !entry.loopy);
  assert.ok(impartial.length >= 5, "the catalogue is read");
  for (const entry of impartial) {
    await t.step(entry.example, async () => {
      const json = await fields(entry.example);
      assert.equal(typeof json.misereForm, "string");
      assert.equal(typeof json.genus, "string");
      // The twin: --misere searches the position itself; the form must have the same outcome.
      const games = new MisereGames();
      const g = parseMisereForm(games, json.misereForm as string);
      assert.equal(games.outcome(g), json.misereOutcome);
      assert.equal(games.formatGenus(games.genus(g)), json.genus);
    });
  }
});

Deno.test("cgt value --misere-form agrees with the heap solver on Kayles heaps", async () => {
  const solver = new MisereHeapSolver(parseOctalCode("0.77"));
  for (let n = 0; n <= 9; n++) {
    const json = await fields(`takeAndBreak("0.77", ${n})`);
    assert.equal(json.misereForm, solver.format(n), `heap ${n}`);
    assert.equal(json.genus, solver.formatGenus(n), `heap ${n}`);
  }
  // Winning Ways ch. 13: Kayles heap 5 is *[2[2]321], genus 4^146.
  const five = await fields('takeAndBreak("0.77", 5)');
  assert.deepEqual([five.misereForm, five.genus], ["*[2[2]321]", "4^146"]);
});

Deno.test("cgt value --misere-form reads explicit forms, nimbers and sums as written", async (t) => {
  const table: [string, string, string][] = [
    // *2 + *2 is 0 in normal play but not in misère play (CGSuite: *[2]+*[2] is *[2[2]]).
    ["*2 + *2", "*[2[2]]", "0^0"],
    ["*3", "*[3]", "3"],
    ["0", "*[0]", "0"],
    ["'{*2|*2}'", "*[2#]", "0^0"],
    // {*2, 0} reverses to *: CGSuite's Grundy-Smith rule.
    ["'{*2,0|*2,0}'", "*[1]", "1"],
    // CGSuite's restive example *[[2],0] is *[2#0], genus 1^2.
    ["'{{*2|*2},0|{*2|*2},0}'", "*[2#0]", "1^2"],
  ];
  for (const [expr, form, genus] of table) {
    await t.step(expr, async () => {
      const json = await fields(expr);
      assert.equal(json.misereForm, form);
      assert.equal(json.genus, genus);
    });
  }
  await t.step("the text output has a line for each", async () => {
    const result = await cgt(["value", "*2 + *2", "--misere-form"]);
    assert.match(result.stdout, /^misère form \*\[2\[2\]\]\ngenus 0\^0\n/m);
  });
});

Deno.test("cgt value --misere-form refuses games that are not impartial", async (t) => {
  await assertErrorCases(t, [
    [["value", "1", "--misere-form"], 1, /not impartial/],
    [["value", 'domineering("..|..")', "--misere-form"], 1, /not impartial/],
    [["value", "'{0|*}'", "--misere-form"], 1, /not impartial/],
    [["value", "on", "--misere-form"], 1, /loopy/],
    [["value", 'cram("......|......|......|......")', "--misere-form", "--max-steps", "1000"], 1],
  ]);
});
