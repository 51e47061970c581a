import assert from "node:assert/strict";
import { cgt } from "../testing.ts";
import { assertJudgeInputErrors } from "../testdata/errors.ts";

Deno.test("cgt judge restricted-nim-2 decides small games", async (t) => {
  // Differences (from the first pile) and the XOR of every other one from the last.
  const rows: [string, string][] = [
    ["1\n5\n", "Alice"], // one pile: take it all
    ["1\n0\n", "Bob"], // no move at all
    ["2\n2 2\n", "Bob"], // differences 2, 0: last is 0
    ["2\n2 3\n", "Alice"], // differences 2, 1
    ["3\n1 2 3\n", "Bob"], // differences 1, 1, 1: 1 XOR 1 = 0
    ["3\n1 2 4\n", "Alice"], // differences 1, 1, 2: 2 XOR 1 = 3
  ];
  for (const [input, expected] of rows) {
    await t.step(JSON.stringify(input), async () => {
      const result = await cgt(["judge", "restricted-nim-2"], input);
      assert.equal(result.code, 0);
      assert.equal(result.stdout, `${expected}\n`);
    });
  }
});

Deno.test("cgt judge restricted-nim-2 handles N = 2*10^5", async () => {
  const piles = Array.from({ length: 200_000 }, (_, i) => i * 5000);
  const result = await cgt(["judge", "restricted-nim-2"], `200000\n${piles.join(" ")}\n`);
  assert.equal(result.code, 0);
  // All differences are 5000 except the first (0); 10^5 of them count: an even number.
  assert.equal(result.stdout, "Bob\n");
});

Deno.test("cgt judge restricted-nim-2 rejects bad input with one error line", async (t) => {
  const cases: [string, RegExp][] = [
    ["3\n1 5 4\n", /non-decreasing, received a_3 = 4 after 5/],
    ["0\n", /N must be from 1 to 200000/],
    ["200001\n", /N must be from 1 to 200000/],
    ["2\n1 1000000001\n", /a_2 must be from 0 to 1000000000/],
    ["2\n-1 3\n", /a_1 must be from 0/],
    ["2\n1\n", /expected a_2/],
    ["1\n1 2\n", /extra input/],
  ];
  await assertJudgeInputErrors(t, "restricted-nim-2", cases);
});
