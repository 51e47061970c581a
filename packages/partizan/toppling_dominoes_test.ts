import assert from "node:assert/strict";
import fc from "fast-check";
import { negate } from "./arithmetic.ts";
import { formatGame } from "./notation.ts";
import { PartizanSearch, plainValue } from "./search.ts";
import { parseToppling, toppling, TOPPLING_DOMINOES } from "./toppling_dominoes.ts";

Deno.test("toppling() matches values from Lessons in Play and by hand", async (t) => {
  const table: [row: string, value: string, source: string][] = [
    ["LLL", "3", "Lessons in Play ch. 2: n blue dominoes are worth n"],
    ["RR", "-2", "Lessons in Play ch. 2: n red dominoes are worth -n"],
    ["G", "*", "by hand: either player topples it, to 0"],
    ["LR", "*", "by hand: each player topples the other's domino with their own, to 0"],
    ["", "0", "the empty row"],
  ];
  for (const [row, value, source] of table) {
    await t.step(
      `${row} is ${value} (${source})`,
      () => assert.equal(formatGame(toppling(row)), value),
    );
  }
});

Deno.test("toppling() equals plain recursion on every row of up to 5 dominoes", () => {
  const search = new PartizanSearch(TOPPLING_DOMINOES);
  let rows = [""];
  for (let n = 1; n <= 5; n++) {
    rows = rows.flatMap((r) => ["L", "R", "G"].map((c) => r + c));
    for (const row of rows) {
      assert.equal(search.value(row), plainValue(TOPPLING_DOMINOES, row), row);
    }
  }
});

Deno.test("toppling() of a row with colours swapped is the negative, and of its mirror the same", () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[LRG]{0,12}$/), (row) => {
      const swapped = row.replace(/[LR]/g, (c) => (c === "L" ? "R" : "L"));
      const mirror = Array.from(row).reverse().join("");
      return toppling(swapped) === negate(toppling(row)) && toppling(mirror) === toppling(row);
    }),
    { numRuns: 100 },
  );
});

Deno.test("parseToppling() rejects bad rows", () => {
  assert.throws(() => parseToppling("LB"), {
    name: "SyntaxError",
    message:
      'Cannot read Toppling Dominoes row: unexpected character "B" at position 2 (allowed: L R G), received "LB"',
  });
  assert.throws(() => parseToppling("L".repeat(65)), RangeError);
});
