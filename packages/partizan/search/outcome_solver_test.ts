import assert from "node:assert/strict";
import fc from "fast-check";
import { withStepLimit } from "@cgt/core/limits";
import { cacheSizes, clearCaches } from "@cgt/core/caches";
import { GameLimitError } from "../game_limit.ts";
import { outcome } from "../compare.ts";
import { OutcomeSolver, PositionLimitError, solveOutcome } from "./outcome_solver.ts";
import { type Ruleset, value } from "./search.ts";
import { plainOutcome, plainWinsFirst } from "../../../testing/plain_outcome.ts";

/**
 * Heaps written "3,5": Left takes 1 or 2 from a heap; Right takes 1 from a heap, or splits a
 * heap of at least 3 into two non-empty heaps. Each heap is a component.
 */
function heapsOf(p: string): number[] {
  return p === "" ? [] : p.split(",").map(Number);
}
function heapsText(heaps: number[]): string {
  return heaps.filter((h) => h > 0).sort((a, b) => a - b).join(",");
}
function movesOf(p: string, left: boolean): string[] {
  const heaps = heapsOf(p);
  const out: string[] = [];
  heaps.forEach((h, i) => {
    const rest = heaps.filter((_, j) => j !== i);
    const next = left ? [h - 1, h - 2].filter((m) => m >= 0).map((m) => [m]) : [[h - 1]];
    if (!left) { for (let a = 1; 2 * a <= h && h >= 3; a++) next.push([a, h - a]); }
    for (const n of next) out.push(heapsText([...rest, ...n]));
  });
  return out;
}
const HEAPS: Ruleset<string> = {
  name: "Heaps",
  leftOptions: (p) => movesOf(p, true),
  rightOptions: (p) => movesOf(p, false),
  components: (p) => heapsOf(p).map(String),
};
/** The same game with no components: the twin searches it whole. */
const WHOLE: Ruleset<string> = { ...HEAPS, components: undefined };

const arbitraryHeaps = fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }).map(heapsText);

Deno.test("OutcomeSolver.solve()", async (t) => {
  await t.step("agrees with plain minimax and the canonical value, with checked moves", () => {
    const settings = [{}, { valueSteps: 0 }, { maxTableEntries: 2 }, { maxValueMoves: 0 }];
    fc.assert(
      fc.property(arbitraryHeaps, fc.integer({ min: 0, max: 3 }), (p, s) => {
        const result = new OutcomeSolver(HEAPS, settings[s]).solve(p);
        assert.equal(result.outcome, plainOutcome(WHOLE, p));
        assert.equal(result.outcome, outcome(value(HEAPS, p)));
        assert.equal(result.leftMove !== undefined, result.leftFirst);
        assert.equal(result.rightMove !== undefined, result.rightFirst);
        if (result.leftMove !== undefined) {
          assert.ok(movesOf(p, true).includes(result.leftMove));
          assert.equal(plainWinsFirst(WHOLE, result.leftMove, false), false);
        }
        if (result.rightMove !== undefined) {
          assert.ok(movesOf(p, false).includes(result.rightMove));
          assert.equal(plainWinsFirst(WHOLE, result.rightMove, true), false);
        }
      }),
      { seed: 2512, numRuns: 150 },
    );
  });

  await t.step("reports each outcome class on a known position", () => {
    const rows: [string, "L" | "R" | "N" | "P"][] = [
      ["", "P"], // no moves
      ["1", "N"], // either player takes the heap
      ["2", "L"], // Left takes 2; Right's only move leaves 1, which Left takes
    ];
    for (const [p, expected] of rows) assert.equal(solveOutcome(HEAPS, p).outcome, expected, p);
  });

  await t.step("decides a sum of valued components without search", () => {
    const solver = new OutcomeSolver(HEAPS);
    const result = solver.solve("1,1");
    assert.equal(result.outcome, "P"); // * + * = 0
    assert.equal(result.nodes, 0);
  });

  await t.step("searches more nodes with valuing turned off", () => {
    const p = "4,5,6";
    const withValues = solveOutcome(HEAPS, p);
    const plain = solveOutcome(HEAPS, p, { valueSteps: 0 });
    assert.equal(withValues.outcome, plain.outcome);
    assert.ok(withValues.nodes < plain.nodes, `${withValues.nodes} < ${plain.nodes}`);
  });
});

Deno.test("OutcomeSolver.winsMovingFirst()", async (t) => {
  await t.step("matches plain minimax for each player", () => {
    const solver = new OutcomeSolver(HEAPS, { valueSteps: 0 });
    for (const p of ["", "1", "2", "3", "2,3", "4,4", "5,6"]) {
      assert.equal(solver.winsMovingFirst(p, "left"), plainWinsFirst(WHOLE, p, true), p);
      assert.equal(solver.winsMovingFirst(p, "right"), plainWinsFirst(WHOLE, p, false), p);
    }
  });

  await t.step("refuses a player other than left or right", () => {
    // @ts-expect-error: a wrong player on purpose
    assert.throws(() => new OutcomeSolver(HEAPS).winsMovingFirst("1", "up"), TypeError);
  });
});

Deno.test("OutcomeSolver limits", async (t) => {
  await t.step("maxNodes stops the search with a PositionLimitError", () => {
    const solver = new OutcomeSolver(HEAPS, { maxNodes: 3, valueSteps: 0 });
    assert.throws(() => solver.solve("5,6,6"), PositionLimitError);
  });

  await t.step("a work budget stops the search with a GameLimitError", () => {
    const solver = new OutcomeSolver(HEAPS, { valueSteps: 0 });
    assert.throws(() => withStepLimit(5, () => solver.solve("5,6,6")), GameLimitError);
  });

  await t.step("the constructor refuses an onProgress that is not a function", () => {
    // @ts-expect-error: a wrong type on purpose
    assert.throws(() => new OutcomeSolver(HEAPS, { onProgress: 3 }), TypeError);
  });

  await t.step("the constructor refuses out-of-range options", () => {
    const bad = [{ maxNodes: 0 }, { maxTableEntries: 1 }, { valueSteps: -1 }, {
      maxValueMoves: 1.5,
    }];
    for (const options of bad) assert.throws(() => new OutcomeSolver(HEAPS, options), RangeError);
  });

  await t.step("the table stays within maxTableEntries and clearCaches() empties it", () => {
    const solver = new OutcomeSolver(HEAPS, { maxTableEntries: 8, valueSteps: 0 });
    solver.solve("3,4,4");
    assert.ok(solver.size <= 8, `${solver.size}`);
    assert.ok(solver.size > 0);
    assert.ok(cacheSizes().get("solver tables")! >= solver.size);
    clearCaches();
    assert.equal(solver.size, 0);
  });
});
