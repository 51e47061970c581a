import assert from "node:assert/strict";
import fc from "fast-check";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import { plainValue } from "../../testing/plain_value.ts";
import { DOMINEERING, type GridPosition } from "./grid/domineering.ts";
import { TOADS_AND_FROGS } from "./strip/toads_and_frogs.ts";

Deno.test("Solver.value() equals plain recursion on every 3x3, 2x4, 4x2 and 3x4 Domineering position", async (t) => {
  for (const [rows, cols] of [[3, 3], [2, 4], [4, 2], [3, 4]]) {
    await t.step(`${rows}x${cols}: all ${2 ** (rows * cols)} sets of empty cells`, () => {
      const search = new Solver(DOMINEERING);
      for (let mask = 0; mask < 2 ** (rows * cols); mask++) {
        const p: GridPosition = { rows, cols, masks: [mask] };
        assert.equal(search.value(p), plainValue(DOMINEERING, p), `mask ${mask}`);
      }
    });
  }
});

Deno.test("Solver.value() equals plain recursion on every Toads and Frogs row up to length 6", () => {
  const search = new Solver(TOADS_AND_FROGS);
  let rows = [""];
  for (let length = 1; length <= 6; length++) {
    rows = rows.flatMap((r) => ["T", "F", "."].map((c) => r + c));
    for (const row of rows) {
      assert.equal(search.value(row), plainValue(TOADS_AND_FROGS, row), row);
    }
  }
});

Deno.test("Solver.value() agrees with plain recursion on random 4x4 Domineering boards with at most 12 empty cells (fast-check, 60 runs)", () => {
  const search = new Solver(DOMINEERING);
  const sparse = fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 12 }).map((cells) =>
    cells.reduce((m, i) => m | (1 << i), 0)
  );
  fc.assert(
    fc.property(sparse, (mask) => {
      const p: GridPosition = { rows: 4, cols: 4, masks: [mask] };
      return search.value(p) === plainValue(DOMINEERING, p);
    }),
    { seed: 84387, numRuns: 60 },
  );
});

Deno.test("Solver.value() of empty 4x4 and 4x5 Domineering boards equals a search with no components, symmetry or shortcut", async (t) => {
  // The twin keeps only a table keyed by the raw board, so every optimisation of DOMINEERING
  // (components, cropping, symmetric keys, one-sided regions) is checked at full size.
  const tableOnly: Ruleset<GridPosition> = {
    name: "Domineering, table only",
    leftOptions: DOMINEERING.leftOptions,
    rightOptions: DOMINEERING.rightOptions,
    key: (p) => p.masks[0],
  };
  for (const cols of [4, 5]) {
    await t.step(`4x${cols}`, () => {
      const p: GridPosition = { rows: 4, cols, masks: [2 ** (4 * cols) - 1] };
      assert.equal(
        new Solver(DOMINEERING).value(p),
        new Solver(tableOnly).value(p),
      );
    });
  }
});
