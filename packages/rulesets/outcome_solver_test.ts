// The outcome solver of @cgt/partizan on the catalogue's rulesets: its outcome agrees with the
// canonical value's and with plain minimax, and every winning move it reports is checked.
import assert from "node:assert/strict";
import fc from "fast-check";
import { outcome } from "@cgt/partizan/compare";
import { OutcomeSolver } from "@cgt/partizan/outcome-solver";
import { value } from "@cgt/partizan/search";
import { catalogEntry } from "./catalog.ts";
import { plainOutcome, plainWinsFirst } from "../../testing/plain_outcome.ts";

/** Rulesets whose every board of their editor's cells is a position, with the largest board. */
const RULESETS: [name: string, rows: number, cols: number][] = [
  ["domineering", 4, 4],
  ["cram", 4, 4],
  ["clobber", 3, 4],
  ["konane", 3, 4],
  ["toads", 1, 8],
];

/** A board of `rows` rows of `cols` cells drawn from `cells`, as the ruleset writes it. */
function board(cells: string, maxRows: number, maxCols: number) {
  return fc.integer({ min: 1, max: maxRows }).chain((rows) =>
    fc.integer({ min: 1, max: maxCols }).chain((cols) =>
      fc.array(fc.constantFrom(...cells), { minLength: rows * cols, maxLength: rows * cols })
        .map((c) =>
          Array.from({ length: rows }, (_, r) => c.slice(r * cols, (r + 1) * cols).join(""))
            .join("|")
        )
    )
  );
}

Deno.test("OutcomeSolver.solve() agrees with the canonical value on catalogue rulesets", async (t) => {
  for (const [name, rows, cols] of RULESETS) {
    await t.step(name, () => {
      const entry = catalogEntry(name)!;
      const { ruleset, parse, format } = entry.position!;
      const formats = (list: Iterable<unknown>) => [...list].map((p) => format!(p));
      const solver = new OutcomeSolver(ruleset);
      const plainSolver = new OutcomeSolver(ruleset, { valueSteps: 0, maxTableEntries: 64 });
      fc.assert(
        fc.property(board(entry.cells!, rows, cols), (text) => {
          const position = parse(text);
          const result = solver.solve(position);
          assert.equal(result.outcome, outcome(value(ruleset, position)), text);
          // No values and a tiny table: the search alone.
          assert.equal(plainSolver.solve(position).outcome, result.outcome, text);
          // The plain minimax twin (no table, no components, no values) on the smaller boards.
          if ((text.match(/\./g) ?? []).length <= 8) {
            assert.equal(plainOutcome(ruleset, position), result.outcome, text);
          }
          // Each winning move is a move of the ruleset after which the opponent loses.
          if (result.leftMove !== undefined) {
            assert.ok(formats(ruleset.leftOptions(position)).includes(format!(result.leftMove)));
            assert.equal(plainWinsFirst(ruleset, result.leftMove, false), false, text);
          } else assert.equal(result.leftFirst, false);
          if (result.rightMove !== undefined) {
            assert.ok(formats(ruleset.rightOptions(position)).includes(format!(result.rightMove)));
            assert.equal(plainWinsFirst(ruleset, result.rightMove, true), false, text);
          } else assert.equal(result.rightFirst, false);
        }),
        { seed: 2025, numRuns: 150 },
      );
    });
  }
});
