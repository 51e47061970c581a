/**
 * The helper threads of `solveDomineeringInParallel` and `solveCramInParallel` (private): what a
 * worker is sent, and how it answers.
 *
 * @module
 */

import { withStepLimit } from "@cgt/core/limits";
import { DomineeringSolver } from "../grid/domineering_solver.ts";
import { CramSolver } from "../grid/cram_solver.ts";

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
  /** The slots of the helper's own table (beside the shared one). */
  maxTableEntries: number;
}

/** What the calling thread of `solveCramInParallel` sends a helper. */
export interface CramHelperTask {
  kind: "cram-solve";
  /** The board, as `formatCram` writes it. */
  board: string;
  /** From `createCramSharing`: the table of region values, the nimber and the nodes. */
  memory: SharedArrayBuffer;
  /** This helper's thread number (1, 2, ...) and the number of threads. */
  thread: number;
  threads: number;
  maxNodes: number;
  maxSteps: number;
  /** The bound of the helper's own maps of large regions. */
  maxTableEntries: number;
}

/** Whether a message a worker received is a {@link SolveHelperTask} or {@link CramHelperTask}. */
export function isSolveHelperTask(message: unknown): message is SolveHelperTask | CramHelperTask {
  if (typeof message !== "object" || message === null) return false;
  const kind = (message as { kind?: unknown }).kind;
  return kind === "domineering-solve" || kind === "cram-solve";
}

/**
 * Searches the task's board as one thread of the shared search, until both root questions are
 * answered (by it or by another thread). What stops it (a limit, the calling thread ending the
 * search) only means less help: the calling thread reports its own errors, so nothing is sent
 * back.
 */
export function runSolveHelper(task: SolveHelperTask | CramHelperTask): void {
  if (task.kind === "cram-solve") {
    runCramHelper(task);
    return;
  }
  try {
    const solver = new DomineeringSolver({
      maxNodes: task.maxNodes,
      valueCells: task.valueCells,
      maxTableEntries: task.maxTableEntries,
      sharing: { memory: task.memory, thread: task.thread, threads: task.threads },
    });
    withStepLimit(task.maxSteps, () => solver.solve(task.board));
  } catch {
    // See above: the calling thread's search goes on or reports the error itself.
  }
}

/**
 * Values the task's Cram board as one thread of the shared valuation, until its nimber is known
 * (found by it or by another thread). As above, what stops it only means less help.
 */
function runCramHelper(task: CramHelperTask): void {
  try {
    const solver = new CramSolver({
      maxNodes: task.maxNodes,
      maxTableEntries: task.maxTableEntries,
      sharing: { memory: task.memory, thread: task.thread, threads: task.threads },
    });
    withStepLimit(task.maxSteps, () => solver.grundy(task.board));
  } catch {
    // See runSolveHelper.
  }
}
