import assert from "node:assert/strict";
import { cgt } from "../testing.ts";

Deno.test("cgt compare prints its help", async (t) => {
  const result = await cgt(["compare", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt compare prints one of <, =, > and ||", async () => {
  const rows: [string, string, string][] = [
    ["^", "0", ">"],
    ["v", "0", "<"],
    ["{1|1}", "1 + *", "="],
    ["^*", "0", "||"],
    ["-1/2", "{0|-1}", "||"],
    ["1 + *12", "0", ">"],
  ];
  for (const [a, b, relation] of rows) {
    const result = await cgt(["compare", a, b]);
    assert.equal(result.code, 0);
    assert.equal(result.stdout, `${relation}\n`, `${a} vs ${b}`);
  }
});

Deno.test("cgt compare --json prints the documented document", async (t) => {
  const result = await cgt(["compare", "Tiny(2)", "^", "--json"]);
  assert.deepEqual(JSON.parse(result.stdout), { relation: "<" });
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt compare rejects bad input with one error line", async () => {
  const one = await cgt(["compare", "1"]);
  assert.equal(one.code, 2);
  assert.equal(one.stderr, "error: expected two games, received 1\n");
  const bad = await cgt(["compare", "1", "{x|}"]);
  assert.equal(bad.code, 1);
  assert.equal(bad.stderr, 'error: Cannot parse game: unknown name "x" at column 2, in "{x|}"\n');
});

Deno.test("cgt compare gives up on pathological input within its step budget", async () => {
  const result = await cgt(["compare", "{1|0} + *100000", "0", "--max-steps", "20000"]);
  assert.equal(result.code, 1);
  assert.equal(result.stdout, "");
  assert.equal(
    result.stderr,
    "error: Cannot finish the computation on games: it needs more than 20000 steps " +
      "(raise the limit with --max-steps)\n",
  );
  const enough = await cgt(["compare", "{1|0} + *3", "0", "--max-steps", "20000"]);
  assert.equal(enough.stdout, ">\n");
});
