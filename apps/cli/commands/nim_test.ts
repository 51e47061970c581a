import assert from "node:assert/strict";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";

Deno.test("cgt nim prints its help", async (t) => {
  const result = await cgt(["nim", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt nim prints outcome, nim-sum and winning moves", async (t) => {
  const result = await cgt(["nim", "3", "4", "5"]);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt nim --json prints the documented document", async (t) => {
  const normal = await cgt(["nim", "3", "4", "5", "--json"]);
  assert.equal(normal.code, 0);
  assert.deepEqual(JSON.parse(normal.stdout), {
    outcome: "N",
    nimSum: 2,
    winningMoves: [{ heap: 0, from: 3, to: 1 }],
  });
  const lost = await cgt(["nim", "1", "2", "3", "--json"]);
  assert.deepEqual(JSON.parse(lost.stdout), { outcome: "P", nimSum: 0, winningMoves: [] });
  await t.assertSnapshot(normal.stdout);
});

Deno.test("cgt nim --misere plays the misère form", async () => {
  const lost = await cgt(["nim", "1", "1", "1", "--misere", "--json"]);
  assert.deepEqual(JSON.parse(lost.stdout), { outcome: "P", nimSum: 1, winningMoves: [] });
  const won = await cgt(["nim", "1", "1", "5", "--misere", "--json"]);
  assert.deepEqual(JSON.parse(won.stdout).winningMoves, [{ heap: 2, from: 5, to: 1 }]);
  const text = await cgt(["nim", "2", "2", "--misere"]);
  assert.match(text.stdout, /misère play/);
  assert.match(text.stdout, /outcome P/);
});

Deno.test("cgt nim rejects bad heaps with one error line", async (t) => {
  const cases: [string[], number][] = [
    [["nim"], 2],
    [["nim", "3", "-1"], 2],
    [["nim", "2.5"], 2],
    [["nim", "x"], 2],
    [["nim", "9007199254740993"], 2],
    [["nim", "3", "--misère"], 2],
  ];
  await assertErrorCases(t, cases);
});
