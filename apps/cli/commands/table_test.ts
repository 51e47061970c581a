import assert from "node:assert/strict";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";

Deno.test("cgt table prints its help", async (t) => {
  const result = await cgt(["table", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt table prints a cake's table with its indices", async (t) => {
  const result = await cgt(["table", "cutcake", "--rows", "3", "--cols", "4"]);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt table --json prints the documented document", async () => {
  const result = await cgt(["table", "takeAway", "2", "--rows", "2", "--cols", "3", "--json"]);
  assert.equal(result.code, 0);
  assert.deepEqual(JSON.parse(result.stdout), {
    ruleset: "takeAway",
    args: ["2"],
    from: 0,
    rows: 2,
    cols: 3,
    values: [["0", "0", "0"], ["0", "*", "*"]],
  });
});

Deno.test("cgt table --svg writes the intensity plot, keeping an existing file", async () => {
  const files = new Map<string, string>();
  const first = await cgt(
    ["table", "eatcake", "--rows", "2", "--cols", "2", "--svg", "t.svg"],
    "",
    {
      files,
    },
  );
  assert.equal(first.code, 0);
  const written = [...files.values()][0];
  assert.match(written, /^<svg xmlns/);
  assert.equal([...written.matchAll(/<rect /g)].length, 4);
  const again = await cgt(
    ["table", "eatcake", "--rows", "2", "--cols", "2", "--svg", "t.svg"],
    "",
    {
      files,
    },
  );
  assert.equal(again.code, 1);
  assert.match(again.stderr, /^error: .*t\.svg/);
  const stdout = await cgt(["table", "eatcake", "--rows", "1", "--cols", "1", "--svg", "-"]);
  assert.match(stdout.stdout, /^<svg xmlns/);
});

Deno.test("cgt table refuses --svg - with --json, as a JSON error", async () => {
  const result = await cgt([
    "table",
    "cutcake",
    "--rows",
    "2",
    "--cols",
    "2",
    "--svg",
    "-",
    "--json",
  ]);
  assert.equal(result.code, 2);
  assert.match(JSON.parse(result.stderr).error, /both write to standard output/);
});

Deno.test("cgt table rejects bad arguments with one error line", async (t) => {
  const cases: [string[], number, RegExp][] = [
    [["table"], 2, /missing ruleset/],
    [["table", "cutcake"], 2, /missing --rows or --cols/],
    [
      ["table", "cutcake", "--rows", "0", "--cols", "2"],
      2,
      /"--rows" must be an integer from 1 to 64/,
    ],
    [
      ["table", "cutcake", "--rows", "2", "--cols", "65"],
      2,
      /"--cols" must be an integer from 1 to 64/,
    ],
    [["table", "domineering", "--rows", "2", "--cols", "2"], 2, /unknown ruleset "domineering"/],
    [["table", "cutcake", "--rows", "2", "--cols", "2", "--from", "-1"], 2, /"--from"/],
    [["table", "cutcake", "--rows", "2", "--cols", "2", "--force"], 2, /only with --svg/],
    [["table", "cutcake", "--rows", "64", "--cols", "64", "--max-steps", "10"], 1, /--max-steps/],
  ];
  await assertErrorCases(t, cases);
});
