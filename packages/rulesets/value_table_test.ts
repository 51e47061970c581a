import assert from "node:assert/strict";
import fc from "fast-check";
import { equals, formatGame, parseGame } from "@cgt/partizan";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
import { formatValueTable, valueTable, valueTableSvg } from "./value_table.ts";

Deno.test("valueTable() equals each entry's expression valued on its own", () => {
  // The slow twin: the notation call written out and parsed, entry by entry.
  const cases: [string, (string | bigint)[], number][] = [
    ["cutcake", [], 1],
    ["eatcake", [], 1],
    ["maundyCake", [], 1],
    ["partizanEuclid", [], 1],
    ["mem", [], 0],
    ["takeAway", [2n], 0],
    ["genWythoff", [], 0],
    ["takeAndBreak", ["0.77"], 0],
  ];
  fc.assert(
    fc.property(
      fc.constantFrom(...cases),
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 0, max: 2 }),
      ([ruleset, args, least], rows, cols, shift) => {
        const from = least + shift;
        const table = valueTable(ruleset, rows, cols, { args, from });
        assert.equal(table.values.length, rows);
        for (let r = 0; r < rows; r++) {
          assert.equal(table.values[r].length, cols);
          for (let c = 0; c < cols; c++) {
            const call = [
              ...args.map((a) => typeof a === "string" ? JSON.stringify(a) : a),
              from + r,
              from + c,
            ];
            const g = parseGame(`${ruleset}(${call.join(", ")})`, { functions: RULESET_FUNCTIONS });
            assert.ok(equals(table.values[r][c], g), `${ruleset} at (${from + r}, ${from + c})`);
          }
        }
      },
    ),
    { seed: 71205, numRuns: 60 },
  );
});

Deno.test("valueTable() starts cakes at 1 and other rulesets at 0", () => {
  assert.equal(valueTable("cutcake", 1, 1).from, 1);
  assert.equal(valueTable("mem", 1, 1).from, 0);
  // Kayles: the nim-sum table of two heaps is G(m) XOR G(n) (Winning Ways, ch. 4).
  const kayles = [0, 1, 2, 3, 1, 4];
  const t = valueTable("takeAndBreak", 6, 6, { args: ["0.77"] });
  for (let m = 0; m < 6; m++) {
    for (let n = 0; n < 6; n++) {
      const v = kayles[m] ^ kayles[n];
      assert.equal(formatGame(t.values[m][n]), v === 0 ? "0" : v === 1 ? "*" : `*${v}`);
    }
  }
});

Deno.test("valueTable() refuses rulesets without two coordinates and bad bounds", () => {
  assert.throws(() => valueTable("domineering", 2, 2), {
    name: "RangeError",
    message:
      /^Cannot make value table: the ruleset must be one whose notation ends in two integers/,
  });
  assert.throws(() => valueTable("cutcake", 0, 2), RangeError);
  assert.throws(() => valueTable("cutcake", 2, 65), RangeError);
  assert.throws(() => valueTable("cutcake", 2.5, 2), TypeError);
  assert.throws(() => valueTable("cutcake", 2, 2, { from: -1 }), RangeError);
  assert.throws(() => valueTable("cutcake", 2, 2, { args: [3 as never] }), TypeError);
  assert.throws(() => valueTable(7 as never, 2, 2), TypeError);
});

Deno.test("formatValueTable() and valueTableSvg() show every entry", () => {
  const t = valueTable("eatcake", 3, 3);
  const text = formatValueTable(t);
  assert.equal(text.split("\n").length, 5);
  for (const row of t.values) for (const g of row) assert.ok(text.includes(formatGame(g)));
  const svg = valueTableSvg(t);
  assert.equal([...svg.matchAll(/<rect /g)].length, 9);
  assert.match(svg, /<title>\(1, 1\): \*<\/title>/);
  const nim = valueTableSvg(valueTable("takeAndBreak", 2, 2, { args: ["0.77"] }));
  assert.match(nim, /fill="rgba\(15,23,42,0\.000\)"/);
  assert.throws(() => valueTableSvg(t, 0), RangeError);
});
