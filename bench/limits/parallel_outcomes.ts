// deno-lint-ignore-file no-console
/**
 * The generic outcome search with one thread and with several (`solveExpressionInParallel` of
 * `@cgt/rulesets/parallel-expression`, what `cgt solve --workers N` runs) on starting boards of
 * Clobber, Konane and NoGo: for each board and thread count the outcome, the nodes of all
 * threads, the wall seconds, the process's CPU seconds (all its threads), the calling thread's
 * CPU seconds (the search's critical path: on free cores the wall time it predicts, since the
 * workers search beside it) and the load average.
 * Each run is a fresh subprocess, so no run warms the next.
 *
 * `deno run -A bench/limits/parallel_outcomes.ts [--workers 1,2] [--start-after MS] [ruleset:RxC ...]`
 * (default: clobber:3x6 clobber:4x5 clobber:5x4 konane:5x5 noGo:3x4)
 *
 * @module
 */

import { loadavg } from "node:os";
import { startBoard, type StartRuleset } from "../../testing/published_outcomes.ts";

const args = [...Deno.args];
const take = (flag: string): string | undefined => {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const threads = (take("--workers") ?? "1,2").split(",").map(Number);
const startAfter = take("--start-after");
const child = take("--child");

if (child !== undefined) {
  // One run: --child "workers|expression".
  const { cpuUsage } = await import("node:process");
  const { solveExpressionInParallel } = await import("@cgt/rulesets/parallel-expression");
  const [w, expression] = [Number(child.split("|")[0]), child.slice(child.indexOf("|") + 1)];
  /** This thread's CPU seconds (Linux: utime and stime of /proc/self/task/<pid>/stat, at 100 Hz). */
  const threadCpu = (): number => {
    try {
      const stat = Deno.readTextFileSync(`/proc/self/task/${Deno.pid}/stat`);
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return Number.NaN;
    }
  };
  const main0 = threadCpu();
  const cpu0 = cpuUsage();
  const t0 = performance.now();
  const result = await solveExpressionInParallel(expression, {
    workers: w,
    maxWorkers: w,
    maxNodes: 50_000_000,
    ...(startAfter === undefined ? {} : { startWorkersAfter: Number(startAfter) }),
  });
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuUsage(cpu0);
  const main = threadCpu() - main0;
  console.log(JSON.stringify({
    outcome: result.outcome,
    nodes: result.nodes,
    workers: result.workers,
    wall,
    cpu: (cpu.user + cpu.system) / 1e6,
    main,
  }));
} else {
  const boards = args.length > 0
    ? args
    : ["clobber:3x6", "clobber:4x5", "clobber:5x4", "konane:5x5", "noGo:3x4"];
  console.log(
    "| board | threads | outcome | nodes (all threads) | wall s | CPU s (all threads) | CPU s (this thread) | load |",
  );
  console.log("|---|---:|---|---:|---:|---:|---:|---|");
  for (const spec of boards) {
    const [name, size] = spec.split(":");
    const [rows, cols] = size.split("x").map(Number);
    const expression = `${name}(${JSON.stringify(startBoard(name as StartRuleset, rows, cols))})`;
    for (const w of threads) {
      const cmd = new Deno.Command(Deno.execPath(), {
        args: [
          "run",
          "-A",
          import.meta.filename!,
          ...(startAfter === undefined ? [] : ["--start-after", startAfter]),
          "--child",
          `${w}|${expression}`,
        ],
        stderr: "inherit",
      });
      const out = await cmd.output();
      const r = JSON.parse(new TextDecoder().decode(out.stdout));
      console.log(
        `| ${name} ${size} | ${r.workers} | ${r.outcome} | ${r.nodes} | ${r.wall.toFixed(2)} | ${
          r.cpu.toFixed(2)
        } | ${r.main.toFixed(2)} | ${loadavg()[0].toFixed(1)} |`,
      );
    }
  }
}
