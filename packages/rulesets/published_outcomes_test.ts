// The outcome solver of @cgt/partizan on the starting boards of Clobber, Konane and NoGo: the
// published outcomes (table and sources in testing/published_outcomes.ts), a second method (the
// canonical value's outcome, or plain minimax) where the board is small, and every winning first
// move checked. The boards too slow for a test are in bench/limits/published_outcomes.ts.
import assert from "node:assert/strict";
import { outcome } from "@cgt/partizan/compare";
import { OutcomeSolver, solveOutcome } from "@cgt/partizan/outcome-solver";
import { value } from "@cgt/partizan/search";
import { catalogEntry } from "./catalog.ts";
import { plainOutcome, plainWinsFirst } from "../../testing/plain_outcome.ts";
import {
  clobberStart,
  konaneStart,
  noGoStart,
  PUBLISHED_OUTCOMES,
  startBoard,
  type StartRuleset,
} from "../../testing/published_outcomes.ts";

/**
 * Boards of at most this many cells are solved here, each in well under a second of CPU time
 * (bench/limits/published_outcomes.ts measures the rest: Clobber 4x4 0.4 s, NoGo 1x11 0.7 s).
 */
const MAX_TEST_CELLS: Record<StartRuleset, number> = { clobber: 15, konane: 12, noGo: 9 };
/** Boards of at most this many cells are also valued (canonical form) as a second method. */
const MAX_VALUED_CELLS = 12;
/** Boards with at most this many moves left are also decided by plain minimax. */
const MAX_PLAIN_CELLS = 9;

/** Solves a starting board, checks both winning moves, and returns the outcome. */
function solveStart(name: StartRuleset, rows: number, cols: number): string {
  const { ruleset, parse } = catalogEntry(name)!.position!;
  const board = startBoard(name, rows, cols);
  const position = parse(board);
  const result = solveOutcome(ruleset, position);
  // A reported winning move is a move after which the opponent, moving first, loses; checked by
  // a search without values or table (a second method), or plain minimax when small.
  const check = new OutcomeSolver(ruleset, { valueSteps: 0, maxTableEntries: 1 << 16 });
  const small = rows * cols <= MAX_PLAIN_CELLS;
  if (result.leftFirst) {
    assert.ok(result.leftMove !== undefined, board);
    assert.equal(
      small
        ? plainWinsFirst(ruleset, result.leftMove, false)
        : check.winsMovingFirst(result.leftMove, "right"),
      false,
      `${board}: Left's move`,
    );
  }
  if (result.rightFirst) {
    assert.ok(result.rightMove !== undefined, board);
    assert.equal(
      small
        ? plainWinsFirst(ruleset, result.rightMove, true)
        : check.winsMovingFirst(result.rightMove, "left"),
      false,
      `${board}: Right's move`,
    );
  }
  if (rows * cols <= MAX_VALUED_CELLS) {
    assert.equal(result.outcome, outcome(value(ruleset, position)), `${board}: canonical value`);
  }
  if (small) assert.equal(result.outcome, plainOutcome(ruleset, position), `${board}: minimax`);
  return result.outcome;
}

Deno.test("startBoard() builds the starting boards of Clobber, Konane and NoGo", () => {
  assert.equal(clobberStart(2, 3), "xox|oxo");
  assert.equal(konaneStart(2, 4), "x..o|oxox");
  assert.equal(konaneStart(3, 3), "xox|o..|xox");
  assert.equal(konaneStart(4, 1), "x|.|.|o");
  assert.equal(noGoStart(2, 2), "..|..");
  assert.equal(startBoard("konane", 1, 6), "xo..xo");
});

Deno.test("solveOutcome() gives the published outcomes of Clobber, Konane and NoGo starts", async (t) => {
  const rows = PUBLISHED_OUTCOMES.filter((p) => p.rows * p.cols <= MAX_TEST_CELLS[p.ruleset]);
  assert.ok(rows.length >= 20, "the quick boards are a table, not a sample of one");
  for (const { ruleset, rows: m, cols: n, outcome: published, source } of rows) {
    await t.step(`${ruleset} ${m}x${n}: ${published} (${source})`, () => {
      assert.equal(solveStart(ruleset, m, n), published);
    });
  }
});

Deno.test("solveOutcome() agrees with a second method on starts with no published outcome here", async (t) => {
  const boards: [StartRuleset, number, number][] = [
    ["konane", 1, 4],
    ["konane", 1, 6],
    ["konane", 1, 8],
    ["konane", 2, 2],
    ["konane", 2, 3],
    ["konane", 2, 4],
    ["konane", 2, 5],
    ["konane", 3, 3],
    ["konane", 3, 4],
    ["clobber", 1, 5],
    ["clobber", 1, 9],
    ["noGo", 2, 3],
    ["noGo", 2, 4],
  ];
  for (const [name, m, n] of boards) {
    await t.step(`${name} ${m}x${n}`, () => {
      assert.ok(["L", "R", "N", "P"].includes(solveStart(name, m, n)));
    });
  }
});
