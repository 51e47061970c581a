import assert from "node:assert/strict";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";

Deno.test("cgt wythoff prints its help", async (t) => {
  const result = await cgt(["wythoff", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt wythoff prints the outcome and the winning moves", async (t) => {
  const won = await cgt(["wythoff", "5", "6"]);
  assert.equal(won.code, 0);
  assert.equal(won.stderr, "");
  await t.assertSnapshot(won.stdout);
  const lost = await cgt(["wythoff", "2", "6", "--k", "1"]);
  assert.match(lost.stdout, /outcome P/);
  assert.match(lost.stdout, /winning moves: none/);
});

Deno.test("cgt wythoff --json prints the documented document", async (t) => {
  const won = await cgt(["wythoff", "5", "6", "--json"]);
  assert.equal(won.code, 0);
  assert.deepEqual(JSON.parse(won.stdout), {
    outcome: "N",
    winningMoves: [{ to: [1, 2] }, { to: [5, 3] }],
  });
  await t.assertSnapshot(won.stdout);
  const lost = await cgt(["wythoff", "161803398", "261803398", "--json"]);
  assert.deepEqual(JSON.parse(lost.stdout), { outcome: "P", winningMoves: [] });
  const extended = await cgt(["wythoff", "3", "4", "--k", "2", "--json"]);
  assert.deepEqual(JSON.parse(extended.stdout), {
    outcome: "N",
    winningMoves: [{ to: [0, 0] }, { to: [1, 4] }],
  });
});

Deno.test("cgt wythoff rejects bad arguments with one error line", async (t) => {
  const cases: [string[], number, RegExp][] = [
    [["wythoff"], 2, /missing heap sizes/],
    [["wythoff", "3"], 2, /missing heap sizes/],
    [["wythoff", "3", "4", "5"], 2, /unexpected argument "5"/],
    [["wythoff", "3", "-4"], 2, /received "-4"/],
    [["wythoff", "3", "x"], 2, /received "x"/],
    [["wythoff", "3", "-4"], 2, /^error: heap size must not be negative, received "-4"\n$/],
    [["wythoff", "3", "2.5"], 2, /whole number/],
    [["wythoff", "3", "4", "--k", "-1"], 2, /option "--k" must be an integer/],
    [["wythoff", "3", "4", "--k"], 2, /needs a value/],
    [["wythoff", "3", "4", "--q", "1"], 2, /unknown option "--q"/],
  ];
  await assertErrorCases(t, cases);
});

Deno.test("cgt wythoff takes heaps past 2^53 exactly", async (t) => {
  // (A_n, B_n) = (floor(n phi), floor(n phi) + n) for n = 10^19, phi = 1.6180339887498948482045...
  const a = 16180339887498948482n;
  const b = a + 10n ** 19n;
  await t.step("a P-position", async () => {
    const result = await cgt(["wythoff", String(a), String(b), "--json"]);
    assert.equal(result.stdout, '{"outcome":"P","winningMoves":[]}\n');
  });
  await t.step("one stone more is an N-position that moves back", async () => {
    const result = await cgt(["wythoff", String(a), String(b + 1n), "--json"]);
    assert.equal(result.stdout, `{"outcome":"N","winningMoves":[{"to":[${a},${b}]}]}\n`);
  });
});
