// deno-lint-ignore-file no-console
/**
 * Cram boards solved by one thread (`CramSolver`) and by `solveCramInParallel` with two threads
 * (what `cgt solve 'cram("...")' --workers 2` runs: workers start after a second of CPU), each
 * with a fresh solver: the nimber, the nodes (of all threads together), wall and CPU seconds (the
 * process's, which counts every thread), the CPU seconds of the calling thread alone (Linux
 * /proc/thread-self/stat: on two free cores the wall time is about the larger of the threads'
 * CPU, so one thread's CPU over this is the speed-up to expect) and the load average. Each answer
 * is checked against the one-thread one (the nimber and the winning move).
 *
 * `deno run -A bench/limits/cram_workers.ts [RxC ...] [--shared SLOTS]` (default: 5x6 3x11 3x12;
 * the shared table's slots default to `solveCramInParallel`'s, 2^22)
 *
 * @module
 */

import { cpuUsage } from "node:process";
import { loadavg } from "node:os";
import { CramSolver } from "@cgt/rulesets/cram-solver";
import { solveCramInParallel } from "@cgt/rulesets/solve-cram-in-parallel";

/** The CPU seconds of the calling thread (user and system), from /proc/thread-self/stat. */
function threadCpu(): number {
  const stat = Deno.readTextFileSync("/proc/thread-self/stat");
  // Fields after the command name (in parentheses): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const args = [...Deno.args];
const at = args.indexOf("--shared");
const shared = at >= 0 ? Number(args.splice(at, 2)[1]) : undefined;
const boards = args.length > 0 ? args : ["5x6", "3x11", "3x12"];
console.log(
  "| board | threads | nimber | nodes (all threads) | wall s | CPU s | this thread CPU s | load |",
);
console.log("|---|---:|---|---:|---:|---:|---:|---|");
for (const name of boards) {
  const [rows, cols] = name.split("x").map(Number);
  const board = Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
  let reference: { nimber: number; winningMove?: string } | undefined;
  for (const threads of [1, 2]) {
    const cpu = cpuUsage();
    const mine = threadCpu();
    const start = performance.now();
    const result = threads === 1
      ? new CramSolver().solve(board)
      : await solveCramInParallel(board, {
        workers: 2,
        maxWorkers: 2,
        ...(shared === undefined ? {} : { sharedTableEntries: shared }),
      });
    const wall = (performance.now() - start) / 1000;
    const used = cpuUsage(cpu);
    const own = threadCpu() - mine;
    reference ??= result;
    if (result.nimber !== reference.nimber || result.winningMove !== reference.winningMove) {
      throw new Error(`${name}: two threads disagree with one`);
    }
    const ran = "workers" in result ? result.workers : 1;
    console.log(
      `| ${name} | ${ran} | *${result.nimber} | ${result.nodes} | ${wall.toFixed(1)} | ${
        ((used.user + used.system) / 1e6).toFixed(1)
      } | ${own.toFixed(1)} | ${loadavg().map((x) => x.toFixed(1)).join(" ")} |`,
    );
  }
}
