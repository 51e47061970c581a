/**
 * Test steps that `solveDomineeringInParallel` and `solveCramInParallel` share: the limits of a
 * search by several threads, and the boards and options refused before any worker starts.
 *
 * @module
 */

import assert from "node:assert/strict";
import { GameLimitError, PositionLimitError } from "@cgt/core/limits";

/** A solver of boards by several threads, as the two parallel solvers are. */
export type ParallelBoardSolver = (
  board: string,
  options?: {
    workers?: number;
    maxWorkers?: number;
    startWorkersAfter?: number;
    maxNodes?: number;
    maxSteps?: number;
  },
) => Promise<unknown>;

/**
 * Runs, as steps of `t`, the checks that `solve` (named `name`, its errors opening "Cannot
 * `what`") bounds the nodes of all threads together by `maxNodes` and this thread's steps by
 * `maxSteps` on `board` (a board of more than 5,000 nodes), and that it refuses bad boards and
 * options before starting a worker.
 */
export async function checkParallelLimits(
  t: Deno.TestContext,
  what: string,
  solve: ParallelBoardSolver,
  board: string,
): Promise<void> {
  await t.step("bounds the nodes of all threads together by maxNodes", async () => {
    await assert.rejects(
      solve(board, { workers: 2, maxWorkers: 2, startWorkersAfter: 0, maxNodes: 5000 }),
      (e) => e instanceof PositionLimitError && e.limit === 5000,
    );
  });

  await t.step("stops this thread at maxSteps with a GameLimitError", async () => {
    for (const workers of [1, 2]) {
      await assert.rejects(
        solve(board, { workers, maxWorkers: 2, startWorkersAfter: 0, maxSteps: 3000 }),
        (e) => e instanceof GameLimitError && e.limit === 3000,
      );
    }
  });

  await t.step("refuses bad boards and options before starting a worker", async () => {
    await assert.rejects(solve("..x"), SyntaxError);
    await assert.rejects(solve("..", { workers: 0 }), RangeError);
    await assert.rejects(solve("..", { startWorkersAfter: -1 }), RangeError);
    // startWorkersAfter of the wrong type was a RangeError that showed "0" as 0.
    await assert.rejects(
      solve("..", { startWorkersAfter: "0" as never }),
      (e) =>
        e instanceof TypeError &&
        /startWorkersAfter must be a number, received "0"$/.test(e.message),
    );
    // A malformed position was written as some board (a NaN mask as all filled) and searched.
    for (const masks of [[NaN], [1.5], [255]]) {
      await assert.rejects(
        solve({ rows: 2, cols: 2, masks } as never, { workers: 2 }),
        (e) => e instanceof TypeError && e.message.startsWith(`Cannot ${what}: `),
      );
    }
  });
}
