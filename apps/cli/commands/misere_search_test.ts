import assert from "node:assert/strict";
import { MisereQuotient, parseOctalCode } from "@cgt/impartial";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";

Deno.test("cgt misere search finds the codes with Plambeck and Siegel's quotient of 0.75", async () => {
  // Plambeck and Siegel (JCTA 2008): 0.75's quotient has order 8 and a P-portion of 2.
  const result = await cgt(["misere", "search", "0.73..0.75", "--to", "14", "--order", "8"]);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.match(result.stdout, /^ {2}0\.75 {2}order 8, P-portion 2 {2}matches$/m);
  assert.match(result.stdout, /Q = <a,b,c \| a2=1,b3=b,bc=ab,c2=b2>; P = \{a,b2\}/);
  assert.match(result.stdout, /codes with that quotient: 0\.75 \(1 of 3 searched\)/);
});

Deno.test("cgt misere search --json prints each code as MisereQuotient builds it", async (t) => {
  const result = await cgt(["misere", "search", "0.7..0.72,0.75", "--to", "10", "--json"]);
  assert.equal(result.code, 0);
  const document = JSON.parse(result.stdout);
  assert.deepEqual(Object.keys(document), ["to", "shape", "codes", "matching", "complete"]);
  assert.deepEqual(document.codes.map((c: { code: string }) => c.code), [
    "0.7",
    "0.71",
    "0.72",
    "0.75",
  ]);
  for (const row of document.codes) {
    // The slow twin: the quotient of the code alone.
    const q = new MisereQuotient(parseOctalCode(row.code), 10);
    assert.deepEqual(
      [row.reached, row.order, row.pPortionSize, row.presentation, row.stopped, row.matches],
      [10, q.order, q.pPortionSize, q.format(), null, true],
      row.code,
    );
  }
  assert.equal(document.complete, true);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt misere search says where its work budget stopped it", async () => {
  const result = await cgt(["misere", "search", "0.7..0.77", "--to", "20", "--max-steps", "20000"]);
  assert.equal(result.code, 0);
  assert.match(
    result.stdout,
    /search stopped after \d of 8 codes: the work budget of 20000 steps ran out/,
  );
  const json = await cgt([
    "misere",
    "search",
    "0.07",
    "--to",
    "20",
    "--code-steps",
    "100",
    "--json",
  ]);
  const row = JSON.parse(json.stdout).codes[0];
  assert.equal(row.matches, false);
  assert.match(row.stopped, /more than 100 steps/);
});

Deno.test("cgt misere search refuses bad input", async (t) => {
  await assertErrorCases(t, [
    [["misere", "search"], 2, /missing codes/],
    [["misere", "search", "0.8"], 2, /octal code 0\.ddd or 4\.ddd/],
    [["misere", "search", "0.7..0.6"], 2, /must not come after the last/],
    [["misere", "search", "0.1..0.2..0.3"], 2, /a range is two codes/],
    [["misere", "search", "0.0001..4.0"], 2, /at most 4096 numerals/],
    [["misere", "search", "0.0001..0.7777,4.0001..4.7777"], 2, /at most 4096 codes/],
    [["misere", "search", "0.75", "0.77"], 2, /unexpected argument/],
    [["misere", "search", "0.75", "--order", "0"], 2],
    [["misere", "search", "0.75", "--to", "5000"], 2],
    [["misere", "search", "0.75", "--day", "3"], 2, /does not apply to search/],
    [["misere", "quotient", "kayles", "--order", "8"], 2, /applies only to search/],
  ]);
  const long = await cgt(["misere", "search", "0.75", "--presentation", "x".repeat(10_001)]);
  assert.equal(long.code, 2);
  assert.match(
    long.stderr,
    /^error: option "--presentation" may be at most 10000 characters, received 10001\n$/,
  );
});
