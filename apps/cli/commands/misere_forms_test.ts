import assert from "node:assert/strict";
import { MisereGames, misereMinus, parseMisereForm } from "@cgt/impartial";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";

const FORM_FIELDS = [
  "form",
  "genus",
  "mate",
  "parts",
  "partitions",
  "prime",
  "tame",
  "restive",
  "extraverted",
  "introverted",
  "halfTame",
  "generallyTame",
  "generallyRestive",
];

/**
 * CGSuite's own examples (MisereCanonicalGameTestCase.scala in aaron-siegel/cgsuite): input,
 * printed form, genus, and the predicates IsTame, IsRestive, IsGenerallyTame,
 * IsGenerallyRestive, IsIntroverted.
 */
const CGSUITE: [string, string, string, boolean, boolean, boolean, boolean, boolean][] = [
  ["*[0]", "*[0]", "0", true, false, true, false, true],
  ["*[1]", "*[1]", "1", true, false, true, false, true],
  ["*[2]", "*[2]", "2", true, false, true, false, false],
  ["*[[2]]", "*[2#]", "0^0", true, false, true, false, false],
  ["*[2]+*[2]", "*[2[2]]", "0^0", true, false, true, false, false],
  ["*[[2],0]", "*[2#0]", "1^2", false, true, false, true, false],
  ["*[[2],1]", "*[2#1]", "2^1420", false, false, false, false, false],
  ["*[[*[4]+*[2]]]", "*[4[2#]]", "0^0", true, false, true, false, false],
  ["*[[[2]],[[2],1]]", "*[(2#1)2##]", "0^0", false, false, true, false, false],
  [
    "*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]",
    "*[((2#0)2[#1]2#)(2#1)[1]]",
    "0^120",
    false,
    false,
    false,
    false,
    false,
  ],
  ["*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]", "0^2", false, false, false, true, false],
];

Deno.test("cgt misere form --json gives CGSuite's values", async (t) => {
  for (const [input, printed, genus, tame, restive, gTame, gRestive, intro] of CGSUITE) {
    await t.step(input, async () => {
      const result = await cgt(["misere", "form", input, "--json"]);
      assert.equal(result.code, 0, result.stderr);
      const json = JSON.parse(result.stdout);
      assert.deepEqual(Object.keys(json), FORM_FIELDS);
      assert.equal(json.form, printed);
      assert.equal(json.genus, genus);
      assert.deepEqual(
        [json.tame, json.restive, json.generallyTame, json.generallyRestive, json.introverted],
        [tame, restive, gTame, gRestive, intro],
      );
    });
  }
});

Deno.test("cgt misere form pins its output", async (t) => {
  const text = await cgt(["misere", "form", "*[4[2#]]"]);
  assert.equal(text.code, 0);
  await t.assertSnapshot(text.stdout);
  const json = await cgt(["misere", "form", "*[4[2#]]", "--json"]);
  await t.assertSnapshot(json.stdout);
});

Deno.test("cgt misere compare gives a checked distinguisher, link and difference", async (t) => {
  const result = await cgt(["misere", "compare", "*[2#]", "*[2]", "--json"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
  const json = JSON.parse(result.stdout);
  assert.deepEqual(Object.keys(json), ["distinguisher", "linked", "link", "difference"]);
  const games = new MisereGames();
  const f = parseMisereForm(games, "*[2#]"), g = parseMisereForm(games, "*[2]");
  const x = parseMisereForm(games, json.distinguisher);
  assert.equal(games.outcome(games.add(f, x)), "P");
  assert.equal(games.outcome(games.add(g, x)), "N");
  // *2 is an option of *2#: not linked, so CGSuite's Link raises "not linked".
  assert.equal(json.linked, false);
  assert.equal(json.link, null);
  assert.equal(games.add(g, parseMisereForm(games, json.difference)), f);
  await t.step("equal games have no distinguisher; a non-part no difference", async () => {
    const same = JSON.parse(
      (await cgt(["misere", "compare", "*[2[2]]", "*[2]+*[2]", "--json"])).stdout,
    );
    assert.equal(same.distinguisher, null);
    assert.equal(same.difference, "*[0]");
    const apart = JSON.parse((await cgt(["misere", "compare", "*[2]", "*[4]", "--json"])).stdout);
    assert.equal(apart.difference, null);
    assert.equal(misereMinus(games, games.nimHeap(2), games.nimHeap(4)), null);
  });
  await t.step("linked games print a link that makes both sums P-positions", async () => {
    const out = JSON.parse((await cgt(["misere", "compare", "*[2]", "*[2#0]", "--json"])).stdout);
    assert.equal(out.linked, true);
    const t2 = parseMisereForm(games, out.link);
    assert.equal(games.outcome(games.add(games.nimHeap(2), t2)), "P");
    assert.equal(games.outcome(games.add(parseMisereForm(games, "*[2#0]"), t2)), "P");
  });
  const text = await cgt(["misere", "compare", "*[2#]", "*[2]"]);
  await t.assertSnapshot(text.stdout);
});

Deno.test("cgt misere census counts the games born by day N and the even ones", async (t) => {
  // ONAG ch. 12: 1, 2, 3, 5, 22 misère games are born by days 0 to 4.
  for (const [day, games] of [[0, 1], [1, 2], [2, 3], [3, 5], [4, 22]]) {
    await t.step(`day ${day}: ${games}`, async () => {
      const result = await cgt(["misere", "census", "--day", String(day), "--json"]);
      assert.equal(JSON.parse(result.stdout).games, games);
    });
  }
  const text = await cgt(["misere", "census", "--day", "4"]);
  await t.assertSnapshot(text.stdout);
  await t.assertSnapshot((await cgt(["misere", "census", "--day", "4", "--json"])).stdout);
});

Deno.test("cgt misere form, compare and census refuse bad input", async (t) => {
  await assertErrorCases(t, [
    [["misere", "form"], 2, /missing form/],
    [["misere", "form", "*[2]", "*[3]"], 2, /unexpected argument/],
    [["misere", "form", "*[2x]"], 1, /Cannot read misère form/],
    [["misere", "form", "*[&5000;]"], 1, /heaps above/],
    [["misere", "form", "*[2]", "--to", "3"], 2, /does not apply/],
    [["misere", "compare", "*[2]"], 2, /missing forms/],
    [["misere", "compare", "*[2]", "*[2[-4]]"], 1, /cannot subtract/],
    [["misere", "census"], 2, /--day/],
    [["misere", "census", "--day", "6"], 2],
    [["misere", "kayles", "--day", "3"], 2, /only to census/],
    [["misere", "form", "*[2#]", "--max-steps", "1"], 1],
  ]);
});
