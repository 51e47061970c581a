import assert from "node:assert/strict";
import { cgt } from "../testing.ts";
import { assertJudgeInputErrors } from "../testdata/errors.ts";

Deno.test("cgt judge domino-tetromino-2 decides sums of blocks", async (t) => {
  const rows: [string, string, string][] = [
    ["0 0 0 0 0 0 0 0\n", "Bob", "the empty sum: Alice cannot move"],
    ["0 0 0 0 1 0 0 0\n", "Alice", "* is a first-player win"],
    ["1 1 0 0 0 0 0 0\n", "Bob", "-2 + 2 = 0"],
    ["0 0 0 1 0 0 0 0\n", "Alice", "1/2 > 0"],
    ["0 0 0 0 0 0 0 1\n", "Alice", "{1|-1}: the first player wins"],
    ["0 0 0 0 0 1 0 0\n", "Alice", "{0|-1} is confused with 0: Alice moves to 0"],
    ["0 0 0 0 0 0 2 0\n", "Alice", "g + g = 1"],
    [
      "1000000000 1000000000 1000000000 1000000000 1000000000 1000000000 1000000000 1000000000\n",
      "Bob",
      "everything cancels to 0",
    ],
    ["0 1 0 0 0 0 0 0\n", "Alice", "2 > 0"],
    ["1 0 0 0 0 0 0 3\n", "Bob", "-2 + h = {-1|-3} < 0"],
  ];
  for (const [input, expected, why] of rows) {
    await t.step(`${input.trim()} -> ${expected} (${why})`, async () => {
      const result = await cgt(["judge", "domino-tetromino-2"], input);
      assert.equal(result.code, 0);
      assert.equal(result.stdout, `${expected}\n`);
    });
  }
});

Deno.test("cgt judge domino-tetromino-2 --json wraps the answer", async () => {
  const result = await cgt(["judge", "domino-tetromino-2", "--json"], "0 0 0 0 1 0 0 0");
  assert.equal(result.code, 0);
  assert.deepEqual(JSON.parse(result.stdout), { problem: "domino-tetromino-2", output: ["Alice"] });
});

Deno.test("cgt judge domino-tetromino-2 rejects bad input with one error line", async (t) => {
  const cases: [string, RegExp][] = [
    ["0 0 0 0 0 0 0\n", /expected h, found the end of the input/],
    ["0 0 0 0 0 0 0 1000000001\n", /h must be from 0 to 1000000000/],
    ["-1 0 0 0 0 0 0 0\n", /a must be from 0/],
    ["0 0 0 0 0 0 0 0 0\n", /extra input/],
    ["x 0 0 0 0 0 0 0\n", /expected an integer for a/],
  ];
  await assertJudgeInputErrors(t, "domino-tetromino-2", cases);
});
