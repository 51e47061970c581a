import assert from "node:assert/strict";
import fc from "fast-check";
import { solveCramInParallel } from "./solve_cram_in_parallel.ts";
import { CramSolver, createCramSharing } from "../grid/cram_solver.ts";
import { createDomineeringSharing } from "../grid/domineering_solver.ts";
import { CRAM, formatCram, parseCram } from "../grid/cram.ts";
import { randomBoards } from "../testdata/random_boards.ts";
import { checkParallelLimits } from "../testdata/parallel_solver_steps.ts";

/**
 * Random boards of 3 or 4 rows and 3 to 6 columns, about a fifth of their cells filled (a few
 * thousand nodes at most: a board of 30 empty cells may take a hundred times more).
 */
const boards = randomBoards({ min: 3, max: 4 }, { min: 3, max: 6 });

/** An empty board of `rows` rows and `cols` columns. */
function empty(rows: number, cols: number): string {
  return Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
}

/**
 * Throws unless `move` is a move from `board` (one of the ruleset's options) after which a plain
 * solver values the board 0.
 */
function checkMove(board: string, move: string | undefined): void {
  assert.ok(move !== undefined, `${board}: no move`);
  const options = [...CRAM.leftOptions(parseCram(board))].map(formatCram);
  assert.ok(options.includes(move), `${board} -> ${move} is not a move`);
  assert.equal(new CramSolver({ maxTableEntries: 1 << 12 }).grundy(move), 0, `${board} -> ${move}`);
}

/** Throws unless `got` is the one-thread solver's solution of `board` (nodes aside). */
function checkSame(
  board: string,
  got: { nimber: number; outcome: string; winningMove?: string },
): void {
  const one = new CramSolver({ maxTableEntries: 1 << 16 }).solve(board);
  assert.equal(got.nimber, one.nimber, board);
  assert.equal(got.outcome, one.outcome, board);
  assert.equal(got.winningMove, one.winningMove, board);
  if (got.outcome === "N") checkMove(board, got.winningMove);
}

Deno.test("solveCramInParallel()", async (t) => {
  await t.step("agrees with one thread on random boards, each winning move checked", async () => {
    // startWorkersAfter 0: the worker starts at once, even on boards this small; each run starts
    // one, so the runs are few.
    await fc.assert(
      fc.asyncProperty(boards, async (board) => {
        const both = await solveCramInParallel(board, {
          workers: 2,
          maxWorkers: 2,
          startWorkersAfter: 0,
          sharedTableEntries: 1 << 14,
        });
        assert.equal(both.workers, 2);
        checkSame(board, both);
      }),
      { seed: 25_1974, numRuns: 12 },
    );
  });

  await t.step("agrees with one thread on empty 3x8, 4x6 and 5x5 boards", async () => {
    // Boards of some 10,000 nodes (4x6: one, by symmetry), where the worker takes a real share.
    for (const board of [empty(3, 8), empty(4, 6), empty(5, 5), empty(5, 3)]) {
      const r = await solveCramInParallel(board, {
        workers: 2,
        maxWorkers: 2,
        startWorkersAfter: 0,
        sharedTableEntries: 1 << 16,
      });
      checkSame(board, r);
    }
  });

  await t.step(
    "with one thread, or a search shorter than startWorkersAfter, starts no worker",
    async () => {
      const board = empty(3, 4);
      const one = await solveCramInParallel(board, { workers: 1 });
      assert.deepEqual([one.workers, one.nimber], [1, 1]); // 3 x 4 is *1
      // 60 s of CPU are never reached by a search of 3x4.
      const r = await solveCramInParallel(board, {
        workers: 2,
        maxWorkers: 2,
        startWorkersAfter: 60_000,
      });
      assert.deepEqual([r.workers, r.nimber], [1, 1]);
      checkSame(board, r);
    },
  );

  await checkParallelLimits(t, "solve Cram board in parallel", solveCramInParallel, empty(4, 7));

  await t.step("refuses a shared table too small and a maxNodes of 0", async () => {
    await assert.rejects(
      solveCramInParallel("..", { workers: 2, maxWorkers: 2, sharedTableEntries: 10 }),
      RangeError,
    );
    await assert.rejects(
      solveCramInParallel("..", { workers: 2, maxWorkers: 2, maxNodes: 0 }),
      RangeError,
    );
  });
});

Deno.test("CramSolver with sharing", async (t) => {
  await t.step("refuses shared memory that serves another board", () => {
    const memory = createCramSharing(1024);
    new CramSolver({ sharing: { memory, thread: 0, threads: 2 } }).grundy("...|...");
    assert.throws(
      () => new CramSolver({ sharing: { memory, thread: 1, threads: 2 } }).grundy("..|.."),
      RangeError,
    );
  });

  await t.step("refuses a thread number out of range and memory not made for it", () => {
    const memory = createCramSharing(1024);
    assert.throws(() => new CramSolver({ sharing: { memory, thread: 2, threads: 2 } }), RangeError);
    for (
      const bad of [
        new ArrayBuffer(8) as unknown as SharedArrayBuffer,
        new SharedArrayBuffer(64),
        createDomineeringSharing(1024), // the same layout, made for another solver
      ]
    ) {
      assert.throws(
        () => new CramSolver({ sharing: { memory: bad, thread: 0, threads: 1 } }),
        TypeError,
      );
    }
    assert.throws(() => createCramSharing(10), RangeError);
    assert.throws(() => createCramSharing("1024" as unknown as number), TypeError);
  });

  await t.step(
    "threads of one memory, run one after another, agree with a plain solver",
    () => {
      // The first to run (the last thread, walking the options from its own place) values the
      // board; the others take the nimber from the header and find the winning move through the
      // table, which at 4,096 slots fills on the larger boards, so entries are replaced.
      fc.assert(
        fc.property(boards, fc.integer({ min: 1, max: 3 }), (board, threads) => {
          const memory = createCramSharing(1 << 12);
          for (let thread = threads - 1; thread >= 0; thread--) {
            const solver = new CramSolver({ sharing: { memory, thread, threads } });
            checkSame(board, solver.solve(board));
          }
        }),
        { seed: 25_2026, numRuns: 25 },
      );
    },
  );

  await t.step("values every region the same from every thread's order (no shared nimber)", () => {
    // A fresh memory per board and thread: each thread values the whole board in its own order.
    fc.assert(
      fc.property(boards, fc.integer({ min: 2, max: 4 }), (board, threads) => {
        const plain = new CramSolver({ maxTableEntries: 1 << 12 }).grundy(board);
        for (let thread = 0; thread < threads; thread++) {
          const memory = createCramSharing(1 << 16);
          const solver = new CramSolver({ sharing: { memory, thread, threads } });
          assert.equal(solver.grundy(board), plain, `${board}, thread ${thread} of ${threads}`);
          assert.equal(solver.outcome(board), plain === 0 ? "P" : "N");
        }
      }),
      { seed: 25_2027, numRuns: 15 },
    );
  });

  await t.step("counts the regions of the shared table in size", () => {
    const memory = createCramSharing(1 << 12);
    const solver = new CramSolver({ sharing: { memory, thread: 0, threads: 1 } });
    assert.equal(solver.size, 0);
    solver.grundy(empty(3, 5));
    const plain = new CramSolver();
    plain.grundy(empty(3, 5));
    assert.ok(solver.size > 0 && solver.size <= plain.size, `${solver.size} of ${plain.size}`);
  });
});
