/**
 * How `solveDomineeringInParallel` and `solveCramInParallel` run their helper threads (private):
 * this thread searches alone for some CPU time, then starts the workers, each sent its task, and
 * ends them when its own search ends.
 *
 * @module
 */

import { withStepLimit } from "@cgt/core/limits";
import { cpuMilliseconds, startModuleWorker } from "@cgt/partizan/parallel-search";
import { checkNumberOptions } from "../_check.ts";
import type { CramHelperTask, SolveHelperTask } from "./_solve_helper.ts";

/** The CPU milliseconds this thread searches alone by default. */
const DEFAULT_START_AFTER = 1000;

/**
 * The option `startWorkersAfter` of `options` (1,000 if not given), checked: a TypeError if it
 * is not a number, a RangeError unless it is from 0 to 2^31.
 */
export function startWorkersAfter(what: string, options: { startWorkersAfter?: number }): number {
  checkNumberOptions(what, options, ["startWorkersAfter"]);
  const startAfter = options.startWorkersAfter ?? DEFAULT_START_AFTER;
  if (!(typeof startAfter === "number" && startAfter >= 0 && startAfter <= 2 ** 31)) {
    throw new RangeError(
      `Cannot ${what}: startWorkersAfter must be a number of milliseconds from 0, received ${startAfter}`,
    );
  }
  return startAfter;
}

/**
 * The helper threads of one search: threads 1 to `threads - 1`, started (each sent `task` of its
 * number) once this thread has searched alone for `startAfter` ms of CPU (checked by
 * {@link HelperPool.poll}, which the search calls every 1,024 nodes), or at once if that is 0.
 */
export class HelperPool {
  #url: string;
  #threads: number;
  #startAfter: number;
  #task: (thread: number) => SolveHelperTask | CramHelperTask;
  #pool: Worker[] = [];
  #began = cpuMilliseconds();
  #started = false;

  /**
   * @param url Where the workers start from (`parallelWorkerUrl`).
   * @param threads The threads of the search, this one included.
   * @param startAfter The CPU milliseconds this thread searches alone.
   * @param task The task sent to the helper of each thread number.
   */
  constructor(
    url: string,
    threads: number,
    startAfter: number,
    task: (thread: number) => SolveHelperTask | CramHelperTask,
  ) {
    this.#url = url;
    this.#threads = threads;
    this.#startAfter = startAfter;
    this.#task = task;
  }

  /**
   * Starts the workers once this thread has searched alone long enough (CPU time, not the
   * clock: on a busy machine a small search takes long on the clock).
   */
  readonly poll = (): void => {
    if (!this.#started && cpuMilliseconds() - this.#began >= this.#startAfter) this.#start();
  };

  /**
   * Runs this thread's `search` under `maxSteps` steps, the workers ended when it returns or
   * throws; its result with the number of threads that searched.
   */
  run<T>(maxSteps: number, search: () => T): T & { workers: number } {
    try {
      if (this.#startAfter === 0) this.#start();
      return { ...withStepLimit(maxSteps, search), workers: this.#pool.length + 1 };
    } finally {
      for (const worker of this.#pool) worker.terminate();
    }
  }

  #start(): void {
    this.#started = true;
    for (let thread = 1; thread < this.#threads; thread++) {
      let worker: Worker;
      try {
        // Through a loader: a module that fails to load is an error event, not a line on stderr.
        worker = startModuleWorker(this.#url);
      } catch {
        return; // no more workers (the process's limit on threads): the others search on
      }
      this.#pool.push(worker);
      // A helper that fails only helps less; the search here goes on and reports its own errors.
      worker.onerror = (event) => event.preventDefault();
      worker.postMessage(this.#task(thread));
    }
  }
}
