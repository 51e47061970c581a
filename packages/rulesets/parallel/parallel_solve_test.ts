import assert from "node:assert/strict";
import fc from "fast-check";
import { parallelDomineeringTableBytes, solveDomineeringInParallel } from "./parallel_solve.ts";
import {
  createDomineeringSharing,
  domineeringSharingBytes,
  DomineeringSolver,
  domineeringTableBytes,
  solveDomineering,
} from "../grid/domineering_solver.ts";
import { DOMINEERING, formatDomineering, parseDomineering } from "../grid/domineering.ts";
import { randomBoards } from "../testdata/random_boards.ts";
import { checkParallelLimits } from "../testdata/parallel_solver_steps.ts";

/** Random boards of 3 to 5 rows and 4 to 6 columns, about a fifth of their cells filled. */
const boards = randomBoards({ min: 3, max: 5 }, { min: 4, max: 6 });

/** Throws unless `move` is one of the player's moves from `board` after which the other loses. */
function checkMove(board: string, move: string | undefined, left: boolean): void {
  assert.ok(move !== undefined, `${board}: no move`);
  const position = parseDomineering(board);
  const options = left ? DOMINEERING.leftOptions(position) : DOMINEERING.rightOptions(position);
  assert.ok([...options].map(formatDomineering).includes(move), `${board} -> ${move}`);
  const after = new DomineeringSolver({ maxTableEntries: 1 << 16 }).solve(move);
  assert.equal(left ? after.rightFirst : after.leftFirst, false, `${board} -> ${move}`);
}

Deno.test("solveDomineeringInParallel()", async (t) => {
  await t.step("agrees with one thread on random boards, each winning move checked", async () => {
    // startWorkersAfter 0: the worker starts at once, even on boards this small; each run starts
    // one, so the runs are few.
    await fc.assert(
      fc.asyncProperty(boards, async (board) => {
        const one = new DomineeringSolver({ maxTableEntries: 1 << 16 }).solve(board);
        const both = await solveDomineeringInParallel(board, {
          workers: 2,
          maxWorkers: 2,
          startWorkersAfter: 0,
          maxTableEntries: 1 << 16,
        });
        assert.equal(both.workers, 2);
        assert.equal(both.outcome, one.outcome, board);
        assert.equal(both.leftFirst, one.leftFirst, board);
        assert.equal(both.rightFirst, one.rightFirst, board);
        if (both.leftFirst) checkMove(board, both.leftMove, true);
        if (both.rightFirst) checkMove(board, both.rightMove, false);
      }),
      { seed: 8_2000, numRuns: 12 },
    );
  });

  await t.step("agrees with one thread on empty 6x7 and 7x6 boards, and two 6x7 ones", async () => {
    // Boards of some 50,000 nodes, where the worker takes a real share of the search and the
    // threads defer each other's busy boards; the last two have nodes far from the end won by a
    // move after the first (see domineering_solver_test.ts), which a thread may defer.
    for (
      const board of [
        ".......|.......|.......|.......|.......|.......",
        "......|".repeat(6) + "......",
        ".......|.......|.......|....#..|.......|.......",
        "......#|......#|.......|.......|.......|.......",
      ]
    ) {
      const one = new DomineeringSolver().solve(board);
      const r = await solveDomineeringInParallel(board, {
        workers: 2,
        maxWorkers: 2,
        startWorkersAfter: 0,
      });
      assert.deepEqual([r.outcome, r.leftFirst, r.rightFirst], [
        one.outcome,
        one.leftFirst,
        one.rightFirst,
      ], board);
      if (r.leftFirst) checkMove(board, r.leftMove, true);
      if (r.rightFirst) checkMove(board, r.rightMove, false);
    }
  });

  await t.step(
    "with one thread, or a search shorter than startWorkersAfter, starts no worker",
    async () => {
      const board = "....|....|....|....";
      assert.equal((await solveDomineeringInParallel(board, { workers: 1 })).workers, 1);
      // 60 s of CPU are never reached by a search of 4x4.
      const r = await solveDomineeringInParallel(board, {
        workers: 2,
        maxWorkers: 2,
        startWorkersAfter: 60_000,
      });
      assert.deepEqual([r.workers, r.outcome], [1, "N"]);
    },
  );

  await t.step("starts no more threads than maxTableEntries gives 1,024 slots each", async () => {
    // Each thread's own table has at least 1,024 slots and half the budget is shared: 4 threads
    // on 4,096 slots took 4 * 1,024 + 2,048 = 6,144, 64 on 4,096 took 66,560.
    const board = "......|......|......|......|......";
    const rows: [slots: number, workers: number, most: number][] = [
      [2048, 4, 1],
      [4096, 4, 2],
      [8192, 2, 2],
    ];
    for (const [slots, workers, most] of rows) {
      const r = await solveDomineeringInParallel(board, {
        workers,
        maxWorkers: workers,
        maxTableEntries: slots,
        startWorkersAfter: 0,
      });
      assert.ok(r.workers <= most, `${slots} slots, ${workers} asked: ${r.workers} threads`);
      assert.equal(r.outcome, solveDomineering(board).outcome);
    }
  });

  await checkParallelLimits(
    t,
    "solve Domineering board in parallel",
    solveDomineeringInParallel,
    ".......|.......|.......|.......|.......|.......",
  );
});

/**
 * The slow twin of parallelDomineeringTableBytes, from its documented rules: at most one thread
 * per 2,048 slots; one thread has one table; more share half of the slots (a power of two, at most
 * 2^24) with the busy marks and split the rest (each a power of two, 1,024 to 2^26).
 */
function plainTableBytes(slots: number, threads: number): number {
  const powerOfTwo = (n: number): number => {
    let p = 1;
    while (p * 2 <= n) p *= 2;
    return p;
  };
  const running = Math.min(threads, Math.max(1, Math.floor(slots / 2048)));
  if (running === 1) return domineeringTableBytes(powerOfTwo(Math.min(slots, 2 ** 26)));
  const shared = Math.min(2 ** 24, powerOfTwo(slots / 2));
  const own = Math.min(2 ** 26, powerOfTwo((slots - shared) / running));
  return domineeringSharingBytes(shared) + running * domineeringTableBytes(own);
}

Deno.test("parallelDomineeringTableBytes()", async (t) => {
  const marks = domineeringSharingBytes(0) - domineeringTableBytes(0);

  await t.step("agrees with its slow twin, within the table, the marks and the headers", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1024, max: 1 << 16 }), fc.integer({ min: 1024, max: 2 ** 29 })),
        fc.integer({ min: 1, max: 64 }),
        (slots, threads) => {
          const bytes = parallelDomineeringTableBytes(slots, threads);
          assert.equal(bytes, plainTableBytes(slots, threads));
          const apart = threads > 1 ? marks + threads * domineeringTableBytes(0) : 0;
          assert.ok(bytes <= domineeringTableBytes(slots) + apart, `${slots} slots, ${threads}`);
        },
      ),
      { seed: 25_132, numRuns: 500 },
    );
  });

  await t.step("counts the busy marks of the shared memory once there are two threads", () => {
    // 2^16 slots, 2 threads: 2^15 shared, 2^14 each thread's own.
    assert.equal(
      parallelDomineeringTableBytes(2 ** 16, 2),
      createDomineeringSharing(2 ** 15).byteLength + 2 * domineeringTableBytes(2 ** 14),
    );
    // Under 4,096 slots one thread searches: no shared memory.
    assert.equal(parallelDomineeringTableBytes(4095, 2), domineeringTableBytes(2048));
  });

  await t.step("throws TypeError and RangeError for bad arguments", () => {
    const rows: [unknown, unknown, typeof TypeError | typeof RangeError][] = [
      ["1024", 2, TypeError],
      [1024, "2", TypeError],
      [1023, 2, RangeError],
      [1024.5, 2, RangeError],
      [1024, 0, RangeError],
      [1024, 1.5, RangeError],
      [2 ** 53, 2, RangeError],
    ];
    for (const [slots, threads, error] of rows) {
      assert.throws(
        () => parallelDomineeringTableBytes(slots as number, threads as number),
        error,
        `${slots}, ${threads}`,
      );
    }
  });
});

Deno.test("DomineeringSolver with sharing", async (t) => {
  await t.step("refuses shared memory that serves another board", () => {
    const memory = createDomineeringSharing(1024);
    new DomineeringSolver({ sharing: { memory, thread: 0, threads: 2 } }).solve("...|...");
    assert.throws(
      () => new DomineeringSolver({ sharing: { memory, thread: 1, threads: 2 } }).solve("..|.."),
      RangeError,
    );
  });

  await t.step("refuses a thread number out of range and memory not made for it", () => {
    const memory = createDomineeringSharing(1024);
    assert.throws(
      () => new DomineeringSolver({ sharing: { memory, thread: 2, threads: 2 } }),
      RangeError,
    );
    assert.throws(
      () =>
        new DomineeringSolver({
          sharing: {
            memory: new ArrayBuffer(8) as unknown as SharedArrayBuffer,
            thread: 0,
            threads: 1,
          },
        }),
      TypeError,
    );
    assert.throws(
      () =>
        new DomineeringSolver({
          sharing: { memory: new SharedArrayBuffer(64), thread: 0, threads: 1 },
        }),
      TypeError,
    );
    assert.throws(() => createDomineeringSharing(10), RangeError);
  });

  await t.step("threads of one memory, run one after another, agree with a plain solver", () => {
    fc.assert(
      fc.property(boards, fc.integer({ min: 1, max: 3 }), (board, threads) => {
        const memory = createDomineeringSharing(1 << 12);
        const plain = new DomineeringSolver({ maxTableEntries: 1 << 12 }).solve(board);
        for (let thread = threads - 1; thread >= 0; thread--) {
          const r = new DomineeringSolver({ sharing: { memory, thread, threads } }).solve(board);
          assert.equal(r.outcome, plain.outcome, board);
          if (r.leftFirst) checkMove(board, r.leftMove, true);
          if (r.rightFirst) checkMove(board, r.rightMove, false);
        }
      }),
      { seed: 2_2002, numRuns: 40 },
    );
  });
});
