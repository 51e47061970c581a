// deno-lint-ignore-file no-console
/**
 * Outcomes of empty Domineering rectangles by `DomineeringSolver` (the search behind
 * `cgt solve 'domineering("...")'`), against the published ones where a source gives them: for
 * each board, our outcome, the published outcome and its source, the nodes, the wall and CPU
 * seconds and the load average. The boards too slow for a test (over a second) live here; the
 * test `packages/rulesets/grid/domineering_solver_test.ts` holds the quick ones.
 *
 * `deno run -A bench/limits/domineering_outcomes.ts [--max-nodes=N] [--workers=W] [--slots=S] [board ...]`
 * (each board an empty RxC rectangle, or as `parseDomineering` reads it, e.g.
 * `##......|#.......|...`; default: 5x5 to 7x7 and 6x8, 8x6; each board stops after N nodes,
 * default 10^8, and is then reported unsolved; the table budget is S slots, default 2^24, as
 * `maxTableEntries`; with W > 1, by `solveDomineeringInParallel` of `@cgt/rulesets/parallel-solve`
 * on W threads, the CPU time then that of all threads, and "this thread" the CPU time of the
 * calling thread alone, which on free cores is about the wall time: read from
 * /proc/thread-self/stat, so Linux only, "-" elsewhere)
 *
 * @module
 */

import { cpuUsage } from "node:process";
import { loadavg } from "node:os";
import { DomineeringSolver, PositionLimitError } from "@cgt/rulesets/domineering-solver";
import { solveDomineeringInParallel } from "@cgt/rulesets/parallel-solve";

/** Published outcomes of m x n boards (m rows; Vertical is Left), with their sources. */
const PUBLISHED: Record<string, [outcome: string, source: string]> = {
  "2x2": ["N", "Lachmann, Moore and Rapaport, Who wins Domineering on rectangular boards?, 2002"],
  "4x4": ["N", "CGSuite GameGridTest.scala: Domineering(Grid.Empty(4,4))"],
  "8x8": [
    "N",
    "Breuker, Uiterwijk and van den Herik, Solving 8x8 Domineering, TCS 230, 2000 (abstract)",
  ],
  "11x11": [
    "N",
    "Uiterwijk, 11x11 Domineering Is Solved: The First Player Wins, CG 2016 (abstract)",
  ],
};

const limit = Deno.args.find((a) => a.startsWith("--max-nodes="));
const maxNodes = limit === undefined ? 1e8 : Number(limit.slice("--max-nodes=".length));
const workersArg = Deno.args.find((a) => a.startsWith("--workers="));
const workers = workersArg === undefined ? 1 : Number(workersArg.slice("--workers=".length));
const slotsArg = Deno.args.find((a) => a.startsWith("--slots="));
const slots = slotsArg === undefined ? 1 << 24 : Number(slotsArg.slice("--slots=".length));
const named = Deno.args.filter((a) => !a.startsWith("--"));
const boards = named.length > 0 ? named : ["5x5", "6x6", "6x7", "7x6", "7x7", "6x8", "8x6"];
console.log(
  "| board | ours | published (source) | threads | nodes | wall s | CPU s | this thread CPU s | load |",
);
console.log("|---|---|---|---:|---:|---:|---:|---:|---|");

/** This thread's CPU seconds (user and system), from /proc/thread-self/stat; NaN elsewhere. */
function threadCpu(): number {
  try {
    const fields = Deno.readTextFileSync("/proc/thread-self/stat").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of the file, 12 and 13 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
for (const name of boards) {
  const [rows, cols] = name.split("x").map(Number);
  const board = name.includes("|")
    ? name
    : Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
  const solver = new DomineeringSolver({ maxTableEntries: slots, maxNodes });
  const cpu = cpuUsage();
  const mine = threadCpu();
  const start = performance.now();
  let result: { outcome: string; nodes: number | string; workers?: number };
  try {
    result = workers > 1
      ? await solveDomineeringInParallel(board, {
        maxTableEntries: slots,
        maxNodes,
        workers,
        maxWorkers: workers,
      })
      : solver.solve(board);
  } catch (error) {
    if (!(error instanceof PositionLimitError)) throw error;
    result = { outcome: "not solved", nodes: `over ${maxNodes}` };
  }
  const wall = (performance.now() - start) / 1000;
  const used = cpuUsage(cpu);
  const mineUsed = threadCpu() - mine;
  const published = PUBLISHED[name];
  console.log(
    `| ${name} | ${result.outcome} | ${published ? `${published[0]} (${published[1]})` : "-"} | ${
      result.workers ?? 1
    } | ${result.nodes} | ${wall.toFixed(1)} | ${((used.user + used.system) / 1e6).toFixed(1)} | ${
      Number.isNaN(mineUsed) ? "-" : mineUsed.toFixed(1)
    } | ${loadavg().map((x) => x.toFixed(1)).join(" ")} |`,
  );
}
