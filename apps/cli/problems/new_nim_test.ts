import assert from "node:assert/strict";
import { cgt } from "../testing.ts";
import { assertJudgeInputErrors } from "../testdata/errors.ts";

Deno.test("cgt judge new-nim solves the sample of BZOJ 3105", async () => {
  const result = await cgt(["judge", "new-nim"], "6\n5 5 6 6 5 5\n");
  assert.equal(result.code, 0);
  assert.equal(result.stdout, "21\n");
});

Deno.test("cgt judge new-nim handles 100 piles near 10^9", async () => {
  const piles = Array.from({ length: 100 }, (_, i) => 1_000_000_000 - 37 * i);
  const result = await cgt(["judge", "new-nim", "--json"], `100\n${piles.join(" ")}\n`);
  assert.equal(result.code, 0);
  const { output } = JSON.parse(result.stdout);
  // At most 30 piles can stay (rank <= 30 below 2^30), so at least 70 go.
  assert.ok(Number(output[0]) >= 70 * (1_000_000_000 - 37 * 99));
});

Deno.test("cgt judge new-nim rejects input outside the limits with one error line", async (t) => {
  const cases: [string, RegExp][] = [
    ["", /expected k/],
    ["0\n", /k must be from 1 to 100/],
    ["101\n" + "1 ".repeat(101), /k must be from 1 to 100/],
    ["2\n1 0\n", /a_2 must be from 1 to 1000000000/],
    ["2\n1 1000000001\n", /a_2 must be from 1/],
    ["2\n1\n", /expected a_2/],
    ["2\n1 x\n", /received "x"/],
    ["1\n3 4\n", /extra input "4"/],
  ];
  await assertJudgeInputErrors(t, "new-nim", cases);
});
