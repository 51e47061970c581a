/**
 * The helper threads of `solveDomineeringInParallel` (private): what a worker is sent, and how it
 * answers.
 *
 * @module
 */

import { withStepLimit } from "@cgt/core/limits";
import { DomineeringSolver } from "../grid/domineering_solver.ts";

/** What the calling thread sends a helper: the board and the shared memory of the search. */
export interface SolveHelperTask {
  kind: "domineering-solve";
  /** The board, as `formatDomineering` writes it. */
  board: string;
  /** From `createDomineeringSharing`: the table, the answers and the nodes of all threads. */
  memory: SharedArrayBuffer;
  /** This helper's thread number (1, 2, ...) and the number of threads. */
  thread: number;
  threads: number;
  maxNodes: number;
  maxSteps: number;
  valueCells: number;
}

/** Whether a message a worker received is a {@link SolveHelperTask}. */
export function isSolveHelperTask(message: unknown): message is SolveHelperTask {
  return typeof message === "object" && message !== null &&
    (message as { kind?: unknown }).kind === "domineering-solve";
}

/**
 * Searches the task's board as one thread of the shared search, until both root questions are
 * answered (by it or by another thread). What stops it (a limit, the calling thread ending the
 * search) only means less help: the calling thread reports its own errors, so nothing is sent
 * back.
 */
export function runSolveHelper(task: SolveHelperTask): void {
  try {
    const solver = new DomineeringSolver({
      maxNodes: task.maxNodes,
      valueCells: task.valueCells,
      sharing: { memory: task.memory, thread: task.thread, threads: task.threads },
    });
    withStepLimit(task.maxSteps, () => solver.solve(task.board));
  } catch {
    // See above: the calling thread's search goes on or reports the error itself.
  }
}
