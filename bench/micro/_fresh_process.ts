/**
 * Runs one job of bench/workloads/registry.ts in a fresh process (bench/workloads/run.ts), so that
 * the engine's caches start empty, for the micro-benchmarks that time whole processes.
 *
 * @module
 */

const RUNNER = new URL("../workloads/run.ts", import.meta.url).pathname;

/**
 * Runs the job in a fresh process and waits for it; the time a bench measures around this call
 * is the whole process: start-up, loading the registry's modules, and the job.
 *
 * @param job The job's name in the registry.
 * @throws {Error} If the process fails.
 */
export function freshProcess(job: string): void {
  const { success } = new Deno.Command(Deno.execPath(), {
    args: ["run", RUNNER, job],
    stdout: "null",
    stderr: "inherit",
  }).outputSync();
  if (!success) throw new Error(`fresh-process job ${job} failed`);
}
