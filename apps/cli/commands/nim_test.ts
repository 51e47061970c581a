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
    [["nim", "1".repeat(10_001)], 2],
    [["nim", "3", "--misère"], 2],
  ];
  await assertErrorCases(t, cases);
});

Deno.test("cgt nim takes heaps past 2^53 exactly", async () => {
  const big = 2n ** 64n;
  const result = await cgt(["nim", String(big), String(big + 3n), "--json"]);
  assert.equal(result.code, 0);
  assert.equal(
    result.stdout,
    `{"outcome":"N","nimSum":3,"winningMoves":[{"heap":1,"from":${big + 3n},"to":${big}}]}\n`,
  );
  const text = await cgt(["nim", "9007199254740993", "9007199254740993"]);
  assert.match(text.stdout, /^heaps 9007199254740993 9007199254740993 \(normal play\)\noutcome P/);
});

Deno.test("cgt nim says what is wrong with a bad heap", async (t) => {
  const cases: [string[], number, RegExp][] = [
    [["nim", "-3"], 2, /^error: heap size must not be negative, received "-3"\n$/],
    [
      ["nim", "2.5"],
      2,
      /^error: heap size must be a whole number written in digits, received "2.5"\n$/,
    ],
    [["nim", "1e9"], 2, /whole number written in digits, received "1e9"/],
    [
      ["nim", "x"],
      2,
      /^error: heap size must be a non-negative integer written in digits, received "x"\n$/,
    ],
    [
      ["nim", "1".repeat(10_001)],
      2,
      /^error: heap size has 10001 digits, at most 10000 are accepted, received "1{40}…"\n$/,
    ],
  ];
  await assertErrorCases(t, cases);
});

Deno.test("cgt nim 0 --misere explains why the player to move wins without a move", async () => {
  const result = await cgt(["nim", "0", "--misere"]);
  assert.equal(result.code, 0);
  assert.match(result.stdout, /outcome N: the player to move wins\n/);
  assert.match(
    result.stdout,
    /winning moves: none needed: no stones are left, so the opponent took the last one and lost\n$/,
  );
  assert.doesNotMatch((await cgt(["nim", "0"])).stdout, /none needed/);
});
