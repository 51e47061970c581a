import assert from "node:assert/strict";
import fc from "fast-check";
import { negate } from "@cgt/partizan/arithmetic";
import { formatGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import { plainValue } from "../../../testing/plain_value.ts";
import { parseTopplingDominoes, TOPPLING_DOMINOES, topplingDominoes } from "./toppling_dominoes.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";

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
      () => assert.equal(formatGame(topplingDominoes(row)), value),
    );
  }
});

Deno.test("toppling() equals plain recursion on every row of up to 5 dominoes", () => {
  const search = new Solver(TOPPLING_DOMINOES);
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
      return topplingDominoes(swapped) === negate(topplingDominoes(row)) &&
        topplingDominoes(mirror) === topplingDominoes(row);
    }),
    { seed: 62956, numRuns: 100 },
  );
});

Deno.test("parseTopplingDominoes() rejects bad rows", () => {
  assert.throws(() => parseTopplingDominoes("LB"), {
    name: "SyntaxError",
    message:
      'Cannot read Toppling Dominoes row: unexpected character "B" at position 2 (allowed: L R G), received "LB"',
  });
  assert.throws(() => parseTopplingDominoes("L".repeat(65)), RangeError);
});

Deno.test("TOPPLING_DOMINOES keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: TOPPLING_DOMINOES,
    parse: parseTopplingDominoes,
    format: String,
    value: topplingDominoes,
    positions: ["L", "R", "G", "LRG", "LLRR", "GGG", "LGRGL"],
    generator: fc.stringMatching(/^[LRG]{1,7}$/),
    seed: 52291,
  });
});
