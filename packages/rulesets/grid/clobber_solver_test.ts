import assert from "node:assert/strict";
import fc from "fast-check";
import { OutcomeSolver } from "@cgt/partizan/outcome-solver";
import { clearCaches } from "@cgt/core/caches";
import { GameLimitError, withStepLimit } from "@cgt/core/limits";
import { CLOBBER, formatClobber, parseClobber } from "./clobber.ts";
import {
  ClobberSolver,
  clobberTableBytes,
  PositionLimitError,
  solveClobber,
} from "./clobber_solver.ts";
import { plainOutcome, plainWinsFirst } from "../../../testing/plain_outcome.ts";
import { clobberStart, PUBLISHED_OUTCOMES } from "../../../testing/published_outcomes.ts";

const SMALL = { maxTableEntries: 1 << 16 };

/** Boards of `rows` x `cols` cells, each a stone of either colour or (weight `gaps`) empty. */
function boards(maxRows: number, maxCols: number, gaps: number): fc.Arbitrary<string> {
  return fc.integer({ min: 1, max: maxRows }).chain((rows) =>
    fc.integer({ min: 1, max: maxCols }).chain((cols) =>
      fc.array(fc.constantFrom("x", "o", ...Array<string>(gaps).fill(".")), {
        minLength: rows * cols,
        maxLength: rows * cols,
      }).map((cells) =>
        Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join(""))
          .join("|")
      )
    )
  );
}

/**
 * Checks a solution of `board` against the generic search (and plain minimax when `plain`):
 * the outcome, and each winning move a move of its player after which the opponent loses.
 */
function check(
  board: string,
  result: ReturnType<ClobberSolver["solve"]>,
  generic: OutcomeSolver<ReturnType<typeof parseClobber>>,
  plain: boolean,
): void {
  const position = parseClobber(board);
  assert.equal(result.outcome, generic.solve(position).outcome, board);
  if (plain) assert.equal(result.outcome, plainOutcome(CLOBBER, position), `${board}: minimax`);
  const checkMove = (move: string | undefined, wins: boolean, left: boolean): void => {
    assert.equal(move !== undefined, wins, board);
    if (move === undefined) return;
    const options = left ? CLOBBER.leftOptions(position) : CLOBBER.rightOptions(position);
    assert.ok([...options].map(formatClobber).includes(move), `${board} -> ${move} is a move`);
    const after = parseClobber(move);
    const theyWin = plain
      ? plainWinsFirst(CLOBBER, after, !left)
      : generic.winsMovingFirst(after, left ? "right" : "left");
    assert.equal(theyWin, false, `${board} -> ${move} wins`);
  };
  checkMove(result.leftMove, result.leftFirst, true);
  checkMove(result.rightMove, result.rightFirst, false);
}

Deno.test("ClobberSolver.solve() agrees with the generic search, winning moves checked", async (t) => {
  const generic = new OutcomeSolver(CLOBBER, { valueSteps: 0, maxTableEntries: 1 << 16 });
  await t.step("on random boards of up to 9 cells, and with plain minimax", () => {
    const solver = new ClobberSolver(SMALL);
    fc.assert(
      fc.property(boards(3, 3, 1), (board) => check(board, solver.solve(board), generic, true)),
      { seed: 25_2201, numRuns: 300 },
    );
  });
  await t.step("on random boards of up to 12 cells, with and without component values", () => {
    const valued = new ClobberSolver(SMALL);
    const unvalued = new ClobberSolver({ ...SMALL, valueCells: 0 });
    const all = new ClobberSolver({ ...SMALL, valueCells: 12 });
    fc.assert(
      fc.property(boards(4, 4, 1), fc.constantFrom(0, 1, 2), (board, which) => {
        if (board.replaceAll("|", "").length > 12) return;
        const solver = [valued, unvalued, all][which];
        check(board, solver.solve(board), generic, false);
      }),
      { seed: 25_2202, numRuns: 300 },
    );
  });
  await t.step("on random boards of more than 32 cells (two words a colour)", () => {
    const solver = new ClobberSolver(SMALL);
    const wide = fc.integer({ min: 1, max: 8 }).chain((rows) =>
      fc.integer({ min: Math.floor(32 / rows) + 1, max: Math.floor(64 / rows) }).chain((cols) =>
        fc.array(fc.constantFrom("x", "o", ".", ".", ".", ".", "."), {
          minLength: rows * cols,
          maxLength: rows * cols,
        }).map((cells) =>
          Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join(""))
            .join("|")
        )
      )
    );
    fc.assert(
      fc.property(wide, (board) => {
        if (board.replace(/[|.]/g, "").length > 16) return;
        check(board, solver.solve(board), generic, false);
      }),
      { seed: 25_2203, numRuns: 120 },
    );
  });
  await t.step("on a table of 1024 slots, where entries must be replaced", () => {
    const solver = new ClobberSolver({ maxTableEntries: 1024 });
    for (const board of ["xoxo|oxox|xoxo|oxox", "xoxox|oxoxo|xoxox", "xxoo|ooxx|xoxo"]) {
      check(board, solver.solve(board), generic, false);
    }
  });
});

Deno.test("ClobberSolver.solve() gives the published outcomes of Clobber checkerboards", async (t) => {
  const solver = new ClobberSolver();
  const rows = PUBLISHED_OUTCOMES.filter((p) => p.ruleset === "clobber");
  assert.ok(rows.length >= 19, "every published Clobber row is here");
  for (const { rows: m, cols: n, outcome, source } of rows) {
    await t.step(`${m}x${n}: ${outcome} (${source})`, () => {
      const board = clobberStart(m, n);
      const result = solver.solve(board);
      assert.equal(result.outcome, outcome);
      // Each winning move checked by a fresh solver (the property above checks the solver
      // against the generic search and plain minimax on small boards).
      const fresh = new ClobberSolver({ maxTableEntries: 1 << 20 });
      for (const [move, left] of [[result.leftMove, true], [result.rightMove, false]] as const) {
        if (move === undefined) continue;
        const options = left
          ? CLOBBER.leftOptions(parseClobber(board))
          : CLOBBER.rightOptions(parseClobber(board));
        assert.ok([...options].map(formatClobber).includes(move), move);
        const after = fresh.solve(move);
        assert.equal(left ? after.rightFirst : after.leftFirst, false, move);
      }
    });
  }
});

Deno.test("ClobberSolver.solve() reports who wins and the nodes", async (t) => {
  await t.step("xxo is up: Left wins whoever starts, moving to x.x", () => {
    const result = solveClobber("xxo", SMALL);
    assert.deepEqual(
      { ...result, nodes: 0 },
      { outcome: "L", leftFirst: true, rightFirst: false, leftMove: "x.x", nodes: 0 },
    );
  });
  await t.step("a board of one colour, or empty, is a second-player win", () => {
    for (const board of ["xxx|x.x", "...", "o"]) {
      assert.deepEqual(
        { ...solveClobber(board, SMALL), nodes: 0 },
        { outcome: "P", leftFirst: false, rightFirst: false, nodes: 0 },
      );
    }
  });
  await t.step("a parsed position gives the answer its board does", () => {
    const solver = new ClobberSolver(SMALL);
    assert.deepEqual(
      solver.solve(parseClobber("xoxo|oxox|xoxo")),
      new ClobberSolver(SMALL).solve("xoxo|oxox|xoxo"),
    );
  });
  await t.step("keeps its table across calls: a second-player win again takes no node", () => {
    // A P board needs no winning move, so the second call is the table's answers alone.
    const board = "oooxo|x.xxx|xoxxx|ooo.o";
    const solver = new ClobberSolver(SMALL);
    const first = solver.solve(board);
    assert.equal(first.outcome, "P");
    assert.ok(first.nodes > 1000 && solver.size > 0);
    assert.equal(solver.solve(board).nodes, 0);
  });
  await t.step("a mirror image with the colours swapped is found in the table", () => {
    const board = "oooxo|x.xxx|xoxxx|ooo.o";
    const solver = new ClobberSolver(SMALL);
    solver.solve(board);
    // Rows in reverse order, each reversed, colours swapped: the same game with the players
    // swapped, so the same second-player win.
    const image = board.split("|").reverse().map((row) => [...row].reverse().join("")).join("|")
      .replace(/[xo]/g, (c) => c === "x" ? "o" : "x");
    assert.deepEqual(solver.solve(image), {
      outcome: "P",
      leftFirst: false,
      rightFirst: false,
      nodes: 0,
    });
  });
});

Deno.test("ClobberSolver limits", async (t) => {
  await t.step("maxNodes stops the search with a PositionLimitError", () => {
    assert.throws(
      () => new ClobberSolver({ maxNodes: 10 }).solve(clobberStart(4, 4)),
      PositionLimitError,
    );
  });
  await t.step("the work budget stops it with a GameLimitError, one step a node", () => {
    assert.throws(
      () => withStepLimit(50, () => new ClobberSolver({ valueCells: 0 }).solve(clobberStart(4, 4))),
      GameLimitError,
    );
  });
  await t.step(
    "onProgress is called every 65,536 nodes, and what it throws stops the search",
    () => {
      const seen: number[] = [];
      const solver = new ClobberSolver({
        valueCells: 0,
        onProgress: (nodes) => {
          seen.push(nodes);
          throw new Error("stop");
        },
      });
      assert.throws(() => solver.solve(clobberStart(4, 5)), /stop/);
      assert.deepEqual(seen, [65_536]);
    },
  );
  await t.step("after a stopped search the solver still answers right", () => {
    const solver = new ClobberSolver({ ...SMALL, maxNodes: 50 });
    assert.throws(() => solver.solve(clobberStart(4, 4)), PositionLimitError);
    assert.equal(new ClobberSolver(SMALL).solve(clobberStart(3, 4)).outcome, "P");
    assert.equal(solver.solve(clobberStart(3, 3)).outcome, "N");
  });
  await t.step("clearCaches() empties the table", () => {
    const solver = new ClobberSolver(SMALL);
    solver.solve(clobberStart(3, 4));
    assert.ok(solver.size > 0);
    clearCaches();
    assert.equal(solver.size, 0);
  });
  await t.step("clobberTableBytes() is 28 bytes a slot", () => {
    assert.equal(clobberTableBytes(0), 0);
    assert.equal(clobberTableBytes(1 << 20), 28 << 20);
    assert.throws(() => clobberTableBytes(-1), RangeError);
    assert.throws(() => clobberTableBytes("1" as never), TypeError);
  });
});

Deno.test("ClobberSolver rejects bad input", async (t) => {
  const solver = new ClobberSolver(SMALL);
  await t.step("a character other than x, o, . and | is a SyntaxError", () => {
    assert.throws(() => solver.solve("xo#"), SyntaxError);
    assert.throws(() => solver.solve("XO"), SyntaxError);
  });
  await t.step("rows of different lengths, or an empty row, are a SyntaxError", () => {
    assert.throws(() => solver.solve("xo|o"), SyntaxError);
    assert.throws(() => solver.solve("xo||ox"), SyntaxError);
    assert.throws(() => solver.solve(""), SyntaxError);
  });
  await t.step("a board of more than 64 cells is a RangeError", () => {
    assert.throws(() => solver.solve(clobberStart(5, 13)), RangeError);
    assert.throws(() => solver.solve("xo".repeat(33)), RangeError);
    assert.throws(
      () => solver.solve({ rows: 9, cols: 8, masks: [0, 0], high: [0, 0] }),
      RangeError,
    );
  });
  await t.step("anything else than a board or a Clobber position is a TypeError", () => {
    for (
      const bad of [
        null,
        42,
        { rows: 1, cols: 2, masks: [1] },
        { rows: 1, cols: 2, masks: [1, 1] },
        { rows: 1, cols: 2, masks: [4, 0] },
        { rows: 6, cols: 6, masks: [1, 2] },
        { rows: 1, cols: 2, masks: [1, 2], high: [0, 0] },
      ]
    ) {
      assert.throws(() => solver.solve(bad as never), TypeError, JSON.stringify(bad));
    }
  });
  await t.step("options out of range are RangeErrors, of the wrong type TypeErrors", () => {
    assert.throws(() => new ClobberSolver({ maxNodes: 0 }), RangeError);
    assert.throws(() => new ClobberSolver({ maxTableEntries: 100 }), RangeError);
    assert.throws(() => new ClobberSolver({ valueCells: 17 }), RangeError);
    assert.throws(() => new ClobberSolver({ valueCells: -1 }), RangeError);
    assert.throws(() => new ClobberSolver({ onProgress: 1 as never }), TypeError);
    assert.throws(() => new ClobberSolver(null as never), TypeError);
    // A count of the wrong type was a RangeError that showed "5" as 5.
    for (const name of ["maxNodes", "maxTableEntries", "valueCells"]) {
      assert.throws(
        () => new ClobberSolver({ [name]: "5" }),
        new TypeError(`Cannot create Clobber solver: ${name} must be a number, received "5"`),
      );
    }
  });
});
