import assert from "node:assert/strict";
import type { Io } from "../cli.ts";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";
import { grundyCommand } from "./grundy.ts";

Deno.test("cgt grundy prints its help", async (t) => {
  const result = await cgt(["grundy", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt grundy octal prints Kayles' values and its proved period", async (t) => {
  const result = await cgt(["grundy", "octal", "0.77", "--to", "20"]);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.match(result.stdout, /period 12, preperiod 71, proved/);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt grundy --json prints the documented document", async (t) => {
  const kayles = await cgt(["grundy", "octal", "0.77", "--to", "12", "--json"]);
  assert.equal(kayles.code, 0);
  const document = JSON.parse(kayles.stdout);
  // OEIS A002186; Winning Ways ch. 4 for the period.
  assert.deepEqual(document.values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
  assert.equal(document.game, "0.77");
  assert.deepEqual(
    { ...document.period, reason: undefined },
    { preperiod: 71, period: 12, proved: true, bound: 156, reason: undefined },
  );
  await t.assertSnapshot(kayles.stdout);
  const dawson = JSON.parse((await cgt(["grundy", "octal", ".07", "--to", "5", "--json"])).stdout);
  assert.deepEqual([dawson.period.preperiod, dawson.period.period], [53, 34]);
  const subtraction = await cgt(["grundy", "subtraction", "1,3,4", "--to", "9", "--json"]);
  assert.deepEqual(JSON.parse(subtraction.stdout).values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
  await t.assertSnapshot(subtraction.stdout);
  const grundy = JSON.parse((await cgt(["grundy", "grundy-game", "--to", "9", "--json"])).stdout);
  assert.deepEqual(grundy.values, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
  // Ten values look periodic (period 3 from heap 3), but nothing proves it.
  assert.equal(grundy.period.proved, false);
  assert.match(grundy.period.reason, /not an octal game/);
});

Deno.test("cgt grundy fills values beyond the search range from a proved period", async () => {
  const far = JSON.parse(
    (await cgt(["grundy", "octal", "0.77", "--to", "3000", "--search", "500", "--json"])).stdout,
  );
  const direct = JSON.parse(
    (await cgt(["grundy", "octal", "0.77", "--to", "3000", "--search", "5000", "--json"])).stdout,
  );
  assert.deepEqual(far.values, direct.values);
  assert.equal(far.values.length, 3001);
  assert.equal(far.period.proved, true);
});

Deno.test("cgt grundy keeps the default proof search affordable for long codes", async () => {
  // 100 splitting digits: searching 65536 heaps for a proof took minutes; the
  // default search now stops near 2^30 steps (4096 heaps here), in about a second.
  const code = `0.${"7".repeat(100)}`;
  const result = await cgt(["grundy", "octal", code, "--to", "100", "--json"]);
  assert.equal(result.code, 0);
  const parsed = JSON.parse(result.stdout);
  // G(n) = n while every heap can be taken whole or split anywhere.
  assert.deepEqual(parsed.values, Array.from({ length: 101 }, (_, n) => n));
  assert.equal(parsed.period, null);
  // Kayles keeps its proof under the reduced default.
  const kayles = JSON.parse((await cgt(["grundy", "octal", "0.77", "--to", "5", "--json"])).stdout);
  assert.equal(kayles.period.proved, true);
});

Deno.test("cgt grundy handles all-but sets, hex codes and methods", async () => {
  const allBut = JSON.parse(
    (await cgt(["grundy", "subtraction", "1", "--all-but", "--to", "6", "--json"])).stdout,
  );
  assert.deepEqual(allBut.values, [0, 0, 1, 1, 2, 2, 3]);
  assert.equal(allBut.game, "all-but(1)");
  assert.equal(allBut.period, null);
  const nim = JSON.parse(
    (await cgt(["grundy", "subtraction", "", "--all-but", "--to", "4", "--json"])).stdout,
  );
  assert.deepEqual(nim.values, [0, 1, 2, 3, 4]);
  const hex = JSON.parse((await cgt(["grundy", "hex", "8.0", "--to", "8", "--json"])).stdout);
  assert.deepEqual(hex.values, [0, 0, 0, 1, 1, 2, 2, 3, 3]);
  assert.equal(hex.period, null);
  const plain = await cgt(["grundy", "grundy-game", "--to", "3000", "--method", "plain", "--json"]);
  const rare = await cgt(["grundy", "grundy-game", "--to", "3000", "--method", "rare", "--json"]);
  assert.equal(plain.stdout, rare.stdout);
});

Deno.test("cgt grundy rejects bad input with one error line", async (t) => {
  const cases: [string[], number][] = [
    [["grundy"], 2],
    [["grundy", "chess"], 2],
    [["grundy", "octal"], 2],
    [["grundy", "octal", "0.8"], 1],
    [["grundy", "octal", "1.7"], 1],
    [["grundy", "hex", "0.g"], 1],
    [["grundy", "octal", "0.77", "--to", "-1"], 2],
    [["grundy", "octal", "0.77", "--to", "2.5"], 2],
    [["grundy", "octal", "0.77", "--to", "10000001"], 2],
    [["grundy", "hex", "0.8", "--to", "5000"], 2],
    [["grundy", "octal", "0.77", "--method", "fast"], 2],
    [["grundy", "octal", "0.77", "--all-but"], 2],
    [["grundy", "octal", "0.77", "0.7"], 2],
    [["grundy", "grundy-game", "0.7"], 2],
    [["grundy", "subtraction", "1,x"], 2],
    [["grundy", "subtraction", "0,2"], 1],
    [["grundy", "subtraction", ""], 1],
    [["grundy", "subtraction", "1", "--method", "rare"], 2],
    // Work limits instead of minutes of computing: 10^7 heaps x 1000 exclusions,
    // and a finite set whose period is not proved within --search.
    [["grundy", "subtraction", range(1, 1000, 1), "--all-but", "--to", "10000000"], 2],
    [["grundy", "subtraction", range(60000, 1000, 5), "--to", "10000000", "--search", "100"], 2],
  ];
  await assertErrorCases(t, cases);
});

Deno.test("cgt grundy shows progress on a terminal's stderr only for long runs", async () => {
  let stdout = "";
  let stderr = "";
  const io: Io = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    stdin: () => Promise.resolve(""),
    writeFile: () => Promise.resolve(),
    stderrIsTerminal: true,
    color: false,
  };
  const args = ["octal", "0.77", "--to", "200000", "--search", "100", "--json"];
  assert.equal(await grundyCommand.run(args, io), 0);
  assert.match(stderr, /\rG\(0\.\.200000\) \[#+ *\] \d+%/);
  assert.equal(JSON.parse(stdout).values.length, 200001);
  stderr = "";
  assert.equal(await grundyCommand.run(["octal", "0.77", "--to", "50"], io), 0);
  assert.equal(stderr, "");
});

/** "start,start+step,..." with `count` elements. */
function range(start: number, count: number, step: number): string {
  return Array.from({ length: count }, (_, i) => start + i * step).join(",");
}
