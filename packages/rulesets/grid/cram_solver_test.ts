import assert from "node:assert/strict";
import fc from "fast-check";
import { nimber } from "@cgt/partizan/game";
import { equals } from "@cgt/partizan/compare";
import { OutcomeSolver } from "@cgt/partizan/outcome-solver";
import { value } from "@cgt/partizan/search";
import { cacheSizes, clearCaches } from "@cgt/core/caches";
import { GameLimitError, withStepLimit } from "@cgt/core/limits";
import { CRAM, formatCram, parseCram } from "./cram.ts";
import { CramSolver, PositionLimitError } from "./cram_solver.ts";

const SMALL = { maxTableEntries: 1 << 16 };

/** An empty board of `rows` rows and `cols` columns. */
function empty(rows: number, cols: number): string {
  return Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
}

/** Boards of 1 to 4 rows and 1 to 5 columns, a quarter of the cells filled on average. */
const arbitraryBoard = fc.integer({ min: 1, max: 4 }).chain((rows) =>
  fc.integer({ min: 1, max: 5 }).chain((cols) =>
    fc.array(fc.constantFrom(".", ".", ".", "#"), {
      minLength: rows * cols,
      maxLength: rows * cols,
    }).map((cells) =>
      Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join(""))
        .join("|")
    )
  )
);

/** Boards that are their own image under the half turn (the symmetric shortcut's domain). */
const symmetricBoard = fc.integer({ min: 1, max: 4 }).chain((rows) =>
  fc.integer({ min: 1, max: 5 }).chain((cols) =>
    fc.array(fc.constantFrom(".", ".", ".", "#"), {
      minLength: rows * cols,
      maxLength: rows * cols,
    }).map((cells) => {
      const n = rows * cols;
      const sym = cells.map((c, i) => (i < n - 1 - i ? c : cells[n - 1 - i]));
      return Array.from({ length: rows }, (_, r) => sym.slice(r * cols, (r + 1) * cols).join(""))
        .join("|");
    })
  )
);

/** The empty cells of a board, as their indices. */
function emptyCells(board: string): Set<number> {
  const cells = board.replaceAll("|", "");
  return new Set([...cells].flatMap((c, i) => (c === "." ? [i] : [])));
}

/**
 * Checks `move` is one Cram move from `board` (two adjacent empty cells filled: one of the
 * ruleset's options) and that the slow twin values it 0.
 */
function checkWinningMove(board: string, move: string): void {
  const options = [...CRAM.leftOptions(parseCram(board))].map(formatCram);
  assert.ok(options.includes(move), `${board} -> ${move} is not a move`);
  const gone = [...emptyCells(board)].filter((i) => !emptyCells(move).has(i));
  assert.equal(gone.length, 2, `${board} -> ${move}`);
  assert.ok(equals(value(CRAM, parseCram(move)), nimber(0)), `${board} -> ${move} is not 0`);
}

Deno.test("CramSolver.grundy() agrees with the canonical value of the CRAM ruleset", async (t) => {
  await t.step("on random boards of up to 4 x 5 cells", () => {
    const solver = new CramSolver(SMALL);
    fc.assert(
      fc.property(arbitraryBoard, (board) => {
        const g = solver.grundy(board);
        assert.ok(equals(value(CRAM, parseCram(board)), nimber(g)), `${board} is *${g}`);
      }),
      { seed: 22_1974, numRuns: 300 },
    );
  });
  await t.step("on random boards symmetric under the half turn", () => {
    // The symmetry shortcut answers 0 on some of these: the twin says whether that is right.
    const solver = new CramSolver(SMALL);
    fc.assert(
      fc.property(symmetricBoard, (board) => {
        const g = solver.grundy(board);
        assert.ok(equals(value(CRAM, parseCram(board)), nimber(g)), `${board} is *${g}`);
      }),
      { seed: 180, numRuns: 300 },
    );
  });
  await t.step("on regions whose box passes 44 cells (keys that are strings)", () => {
    // Frames of large boards with a cell or two more or less: one region spanning its box.
    const boards: [string, number][] = [
      [".......|..####.|.#####.|.#####.|.#####.|.#####.|.......", 0],
      ["#.......|.######.|.######.|.######.|.######.|.######.|.######.|........", 1],
      ["........|.#.####.|.#.####.|.######.|.######.|........", 2],
      ["...#........|.##########.|.##########.|.##########.|............", 0],
      [".......|.#####.|.#####.|...###.|.#####.|.#####.|.#####.|.......", 1],
      ["#......|.#####.|.#####.|.#####.|.#####.|.#####.|.....#.", 1],
      ["........|...####.|..#####.|.######.|.######.|.######.|.######.|........", 1],
    ];
    const solver = new CramSolver(SMALL);
    for (const [board, g] of boards) {
      assert.equal(solver.grundy(board), g, board);
      assert.ok(equals(value(CRAM, parseCram(board)), nimber(g)), board);
    }
  });
  await t.step("on every empty rectangle up to 4 x 5, both ways round", () => {
    const solver = new CramSolver(SMALL);
    for (let m = 1; m <= 4; m++) {
      for (let n = 1; n <= 5; n++) {
        const board = empty(m, n);
        const g = solver.grundy(board);
        assert.ok(equals(value(CRAM, parseCram(board)), nimber(g)), board);
        assert.equal(solver.grundy(empty(n, m)), g, `${n} x ${m}`);
      }
    }
  });
});

Deno.test("CramSolver.outcome() agrees with the generic OutcomeSolver", () => {
  const solver = new CramSolver(SMALL);
  const generic = new OutcomeSolver(CRAM, { valueSteps: 0 });
  fc.assert(
    fc.property(fc.oneof(arbitraryBoard, symmetricBoard), (board) => {
      const position = parseCram(board);
      const expected = generic.solve(position).outcome;
      // A fresh solver, so the outcome search runs on its own and not on values found before.
      assert.equal(new CramSolver(SMALL).outcome(board), expected, board);
      assert.equal(solver.outcome(board), expected, board);
    }),
    { seed: 25_2, numRuns: 200 },
  );
});

Deno.test("CramSolver.solve() returns the nimber, the outcome and a checked winning move", () => {
  fc.assert(
    fc.property(fc.oneof(arbitraryBoard, symmetricBoard), (board) => {
      const result = new CramSolver(SMALL).solve(board);
      assert.ok(equals(value(CRAM, parseCram(board)), nimber(result.nimber)), board);
      assert.equal(result.outcome, result.nimber === 0 ? "P" : "N", board);
      assert.equal(result.winningMove !== undefined, result.nimber !== 0, board);
      if (result.winningMove !== undefined) checkWinningMove(board, result.winningMove);
      assert.ok(result.nodes >= 0);
    }),
    { seed: 1974, numRuns: 200 },
  );
});

Deno.test("CramSolver.grundy() matches published nimbers of empty rectangles", async (t) => {
  // [rows, cols, nimber, source]; the slower boards are in bench/limits/cram_nimbers.ts.
  const BELING = "Beling, impartial-games (github.com/beling/impartial-games), README table";
  const table: [number, number, number, string][] = [
    [1, 4, 2, "Winning Ways ch. 4: a 1 x n strip is Dawson's Kayles 0.07, G(4) = 2"],
    [1, 9, 0, "Winning Ways ch. 4: Dawson's Kayles 0.07, G(9) = 0"],
    [2, 2, 0, "Gardner (1974): even by even boards are 0 by the symmetry strategy"],
    [4, 4, 0, `${BELING}: 4 x 4 is 0`],
    [4, 5, 2, `${BELING}: 4 x 5 is 2`],
    [5, 5, 0, `${BELING}: 5 x 5 is 0`],
    [6, 6, 0, `${BELING}: 6 x 6 is 0`],
    [8, 8, 0, "Gardner (1974): even by even boards are 0 by the symmetry strategy"],
    [4, 16, 0, "Gardner (1974): even by even boards are 0 by the symmetry strategy"],
  ];
  const solver = new CramSolver(SMALL);
  for (const [m, n, g, source] of table) {
    await t.step(`${m} x ${n} is *${g} (${source})`, () => {
      assert.equal(solver.grundy(empty(m, n)), g);
      assert.equal(solver.grundy(empty(n, m)), g);
    });
  }
});

Deno.test("CramSolver.solve() finds a first-player win on even by odd boards", async (t) => {
  // Winning Ways ch. 22: the first player takes the two central cells and then plays
  // symmetrically, so an even by odd board is never 0.
  const solver = new CramSolver(SMALL);
  for (const [m, n] of [[2, 3], [2, 5], [2, 7], [4, 3], [4, 1]]) {
    await t.step(`${m} x ${n} is a first-player win`, () => {
      const result = solver.solve(empty(m, n));
      assert.equal(result.outcome, "N");
      assert.notEqual(result.nimber, 0);
      checkWinningMove(empty(m, n), result.winningMove!);
    });
  }
});

Deno.test("CramSolver limits", async (t) => {
  await t.step("maxNodes stops the search with a PositionLimitError", () => {
    assert.throws(() => new CramSolver({ maxNodes: 10 }).grundy(empty(4, 5)), PositionLimitError);
  });
  await t.step("the work budget stops it with a GameLimitError, one step a node", () => {
    const nodes = new CramSolver(SMALL).solve(empty(3, 5)).nodes;
    assert.throws(
      () => withStepLimit(nodes - 1, () => new CramSolver(SMALL).solve(empty(3, 5))),
      GameLimitError,
    );
    assert.equal(withStepLimit(nodes, () => new CramSolver(SMALL).solve(empty(3, 5))).nimber, 1);
  });
  await t.step("the table keeps at most maxTableEntries regions", () => {
    // Dropping values costs time (they are found again), never correctness.
    for (const [slots, rows, cols, g] of [[64, 3, 4, 1], [16, 3, 5, 1], [16, 2, 7, 1]]) {
      const solver = new CramSolver({ maxTableEntries: slots });
      assert.equal(solver.grundy(empty(rows, cols)), g, `${rows} x ${cols}`);
      assert.ok(solver.size <= slots, `${solver.size}`);
    }
  });
  await t.step("clearCaches() empties the table", () => {
    const solver = new CramSolver(SMALL);
    solver.grundy(empty(3, 4));
    assert.ok(solver.size > 0);
    clearCaches();
    assert.equal(solver.size, 0);
    assert.ok(cacheSizes() instanceof Map);
  });
});

Deno.test("CramSolver rejects bad input", async (t) => {
  await t.step("a board it cannot read is a SyntaxError", () => {
    assert.throws(() => new CramSolver().grundy("..x"), SyntaxError);
  });
  await t.step("a board of more than 64 cells is a RangeError", () => {
    assert.throws(() => new CramSolver().grundy(empty(5, 13)), RangeError);
  });
  await t.step("a position of the wrong shape is a TypeError", () => {
    assert.throws(
      () => new CramSolver().grundy({ rows: 1 } as never),
      (e) => e instanceof TypeError && e.message.startsWith("Cannot solve Cram board: "),
    );
  });
  await t.step("a malformed position is a TypeError, not another board valued", () => {
    // Each was valued as some other board (NaN as all filled, bits past the cells ignored, a
    // 2 x 20 board without its high word as partly filled).
    for (
      const board of [
        { rows: 2, cols: 2, masks: [NaN] },
        { rows: 2, cols: 2, masks: [1.5] },
        { rows: 2, cols: 2, masks: [255] },
        { rows: 2, cols: 20, masks: [0xffffffff] },
      ]
    ) {
      assert.throws(
        () => new CramSolver().solve(board as never),
        (e) => e instanceof TypeError && e.message.startsWith("Cannot solve Cram board: "),
        JSON.stringify(board),
      );
    }
  });
  await t.step("options out of range are RangeErrors", () => {
    assert.throws(() => new CramSolver({ maxNodes: 0 }), RangeError);
    assert.throws(() => new CramSolver({ maxTableEntries: 2 ** 40 }), RangeError);
    assert.throws(() => new CramSolver(null as never), TypeError);
  });
  await t.step("counts of the wrong type are TypeErrors", () => {
    // They were RangeErrors that showed "5" as 5.
    for (const name of ["maxNodes", "maxTableEntries"]) {
      assert.throws(
        () => new CramSolver({ [name]: "5" }),
        new TypeError(`Cannot create Cram solver: ${name} must be a number, received "5"`),
      );
    }
  });
});
