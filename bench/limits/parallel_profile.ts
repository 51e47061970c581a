/**
 * Where the CPU goes when `parallelValue` searches one position with two workers, and the
 * speed-up it predicts on two free cores (issue 27 item 1).
 *
 * Each board is searched in a fresh process, once by a one-thread `Solver` and once by
 * `parallelValue` with two workers (this thread is worker 0, as `cgt value --workers 2`). This
 * process reads the CPU time of every thread of the child (`/proc/<pid>/task/<tid>/schedstat`)
 * every few milliseconds, so a worker's time is known even after it is stopped; the child
 * reports its own threads before and after the search, the search's counts (`stats`: values
 * computed, read from the shared table, games rebuilt) and V8's collections (`--trace-gc`).
 *
 * Printed per board: the CPU of the searching thread(s) and of V8's helper threads (compiler, GC),
 * collection time per isolate, values computed by each worker and twice (the sum minus the
 * one-thread count), values read from the other worker and games rebuilt for them, the overhead
 * of each worker (its CPU minus what its share of values costs at the one-thread rate: start-up,
 * warm-up, rebuilding, collection), and the predicted speed-up: one-thread CPU over the CPU of the
 * calling thread with two workers (the calling thread finishes the search and never waits for the
 * worker, so its CPU is the critical path when each thread has a core of its own). Beside it, a
 * bound that no design with a second isolate passes: the one-thread search is run again in the
 * same process (caches emptied, compiled code kept), the difference is the warm-up every new
 * isolate pays, and two workers that started at once and shared for free would each take the
 * warm-up plus half the warm search. And a control for the machine: two one-thread searches run at
 * once in two processes. On two free cores each takes the CPU of one alone; when they take more
 * (two virtual cores on one physical core, a shared cache, memory bandwidth), no parallel search
 * passes 2 x (CPU alone) / (CPU of each of the pair). Helper
 * threads run on the same two cores, so their CPU is shown: when it is large, the prediction is
 * too high. Wall-clock time is printed as measured, with the load average: on a busy machine it
 * says nothing about speed-up.
 *
 * The in-process runs pass `startEarly` (true, and false for the "same" column, which then starts
 * at `startWorkersAfter`'s default: 200 ms, or 1000 ms when the machine has no core to spare beyond
 * the workers); the command in the second table runs with its defaults, as a user's does.
 *
 * A second table puts the same in whole-process terms, by the command a user runs: `cgt value
 * '<board>' --workers 1|2 --force --json` (`deno run apps/cli/main.ts`, no V8 flags) and an empty
 * `cgt value 0`, each in a fresh process followed the same way (the CPU of the process's first
 * thread, which starts Deno, loads the modules and, as worker 0, finishes the search; and of all its
 * threads). Its bound adds what no search can share, Deno's start-up and loading the modules (the
 * empty run), to the in-process bound's warm-up plus half the warm search, against the whole
 * one-thread run: `cold / (empty + warm-up + warm / 2)`, so a reader sees whether a speed-up such
 * as 1.6x is reachable at all for the whole command on a board; the measured columns say what the
 * command got: one worker's first-thread CPU over two workers', which is the speed-up when the
 * helper threads find room, and the same with each run's least wall time on two cores, the larger
 * of its first thread's CPU and its process's CPU over two, which is what two cores allow.
 *
 * `deno run -A bench/limits/parallel_profile.ts [--runs N] [--board NAME]...` (default: every
 * board of {@link BOARDS}, 2 runs each; medians are printed with the range). `-A` because Deno
 * reads `/proc/<pid>` only with every permission.
 *
 * @module
 */

import { catalogEntry } from "@cgt/rulesets/catalog";
import { type ParallelSearchStats, parallelValue } from "@cgt/rulesets/parallel-value";
import { Solver } from "@cgt/partizan/search";
import { clearCaches } from "@cgt/partizan/caches";
import { formatGame } from "@cgt/partizan/notation";

/** The boards profiled: name, ruleset (catalogue name) and position. */
export const BOARDS: readonly { name: string; ruleset: string; position: string }[] = [
  { name: "konane-5x5", ruleset: "konane", position: "xoxox|oxoxo|xo.ox|oxoxo|xoxox" },
  { name: "domineering-5x5", ruleset: "domineering", position: ".....|.....|.....|.....|....." },
  { name: "clobber-4x4", ruleset: "clobber", position: "xoxo|oxox|xoxo|oxox" },
  { name: "domineering-4x5", ruleset: "domineering", position: ".....|.....|.....|....." },
  { name: "clobber-3x4", ruleset: "clobber", position: "xoxo|oxox|xoxo" },
];

const encoder = new TextEncoder();

/** Writes one line to stdout. */
function print(line: string): void {
  Deno.stdout.writeSync(encoder.encode(line + "\n"));
}

/** CPU milliseconds of each thread of process `pid`, with the thread's name. */
function threadTimes(pid: number | string): Map<number, { name: string; cpu: number }> {
  const out = new Map<number, { name: string; cpu: number }>();
  let entries: Deno.DirEntry[];
  try {
    entries = [...Deno.readDirSync(`/proc/${pid}/task`)];
  } catch {
    return out; // the process has ended
  }
  for (const entry of entries) {
    try {
      const name = Deno.readTextFileSync(`/proc/${pid}/task/${entry.name}/comm`).trim();
      // The first field of schedstat is the time run on a CPU, in nanoseconds (stat's utime and
      // stime count 10 ms ticks: too coarse for searches of 50 ms).
      const run = Deno.readTextFileSync(`/proc/${pid}/task/${entry.name}/schedstat`);
      const cpu = Number(run.split(" ")[0]) / 1e6;
      out.set(Number(entry.name), { name, cpu });
    } catch {
      // the thread has ended between the listing and the read
    }
  }
  return out;
}

/**
 * Runs `command` and reads the CPU time of each of its threads every `everyMs` ms until it ends
 * (so a thread's time is known even after the thread is gone); returns its output, its wall time
 * in ms, its process id and the last times seen, by thread id.
 */
async function follow(command: Deno.Command, everyMs: number): Promise<
  Deno.CommandOutput & {
    pid: number;
    wall: number;
    seen: Map<number, { name: string; cpu: number }>;
  }
> {
  const began = performance.now();
  const process = command.spawn();
  const seen = new Map<number, { name: string; cpu: number }>();
  let running = true;
  const output = process.output().then((o) => {
    running = false;
    return o;
  });
  while (running) {
    for (const [tid, t] of threadTimes(process.pid)) seen.set(tid, t);
    await new Promise((r) => setTimeout(r, everyMs));
  }
  const result = await output;
  return Object.assign(result, { pid: process.pid, wall: performance.now() - began, seen });
}

/** What the child process reports after its search. */
interface ChildReport {
  value: string;
  /** Values computed by a one-thread search (workers 1) or by all workers together. */
  positions: number;
  stats: ParallelSearchStats | undefined;
  mainTid: number;
  before: Record<string, { name: string; cpu: number }>;
  after: Record<string, { name: string; cpu: number }>;
  /**
   * With one thread: the CPU of this thread for the same search again, after emptying every
   * cache and collecting (compiled code kept): the search without the warm-up of a new isolate.
   */
  warm: number | undefined;
  /** performance.now() when the search began and ended: V8's GC trace counts from about 0. */
  began: number;
  ended: number;
}

/** The child: one search, then a report line (`REPORT {json}`) on stderr. */
async function child(
  ruleset: string,
  position: string,
  workers: number,
  startEarly: boolean,
): Promise<void> {
  const entry = catalogEntry(ruleset);
  if (entry?.parallel === undefined) throw new Error(`no parallel rules for ${ruleset}`);
  const before = Object.fromEntries(threadTimes(Deno.pid));
  const began = performance.now();
  let value: string;
  let positions: number;
  let stats: ParallelSearchStats | undefined;
  const maxPositions = 100_000_000;
  if (workers === 1) {
    const solver = new Solver(entry.parallel.ruleset, { maxPositions });
    value = formatGame(solver.value(entry.parallel.parse(position)));
    positions = solver.size;
  } else {
    stats = {} as ParallelSearchStats;
    value = formatGame(
      await parallelValue(ruleset, position, {
        workers,
        maxWorkers: workers,
        maxPositions,
        stats,
        startEarly,
      }),
    );
    positions = stats.computed.reduce((a, b) => a + b, 0);
  }
  const ended = performance.now();
  const after = Object.fromEntries(threadTimes(Deno.pid));
  let warm: number | undefined;
  if (workers === 1) {
    clearCaches();
    (globalThis as { gc?: () => void }).gc?.();
    const cpu = () => threadTimes(Deno.pid).get(Deno.pid)?.cpu ?? 0;
    const from = cpu();
    new Solver(entry.parallel.ruleset, { maxPositions }).value(entry.parallel.parse(position));
    warm = cpu() - from;
  }
  const report: ChildReport = {
    value,
    positions,
    stats,
    mainTid: Deno.pid,
    before,
    after,
    warm,
    began,
    ended,
  };
  // On stderr: V8's trace of the collections goes to stdout, buffered on its own.
  Deno.stderr.writeSync(encoder.encode(`REPORT ${JSON.stringify(report)}\n`));
}

/** One run, measured from outside. */
interface Run {
  report: ChildReport;
  /** CPU ms of the search per thread: the calling thread, each worker, V8's helpers together. */
  main: number;
  workers: number[];
  helpers: number;
  /** GC milliseconds per isolate during the search, in order of first appearance. */
  gc: number[];
  wall: number;
  load: string;
}

/** Runs one child and follows its threads. */
async function measure(
  board: (typeof BOARDS)[number],
  workers: number,
  startEarly = true,
): Promise<Run> {
  const command = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "--v8-flags=--trace-gc,--expose-gc",
      import.meta.filename!,
      "--child",
      board.ruleset,
      board.position,
      String(workers),
      String(startEarly),
    ],
    stdout: "piped",
    stderr: "piped",
  });
  const { stdout, stderr, success, wall, seen } = await follow(command, 5);
  const errors = new TextDecoder().decode(stderr);
  if (!success) throw new Error(`the child for ${board.name} failed: ${errors}`);
  const text = new TextDecoder().decode(stdout);
  const line = errors.split("\n").find((l) => l.startsWith("REPORT "));
  if (line === undefined) throw new Error(`the child for ${board.name} sent no report`);
  const report = JSON.parse(line.slice(7)) as ChildReport;
  // The threads the child listed after its search are read there (it may go on, to search
  // again warm); a worker stopped before that listing, at the last time this process saw it.
  const cpuOf = (tid: string) =>
    (report.after[tid]?.cpu ?? seen.get(Number(tid))?.cpu ?? 0) - (report.before[tid]?.cpu ?? 0);
  const tids = new Set([...Object.keys(report.after), ...[...seen.keys()].map(String)]);
  let helpers = 0;
  const workerCpu: number[] = [];
  for (const tid of tids) {
    const name = report.after[tid]?.name ?? seen.get(Number(tid))?.name ?? "";
    if (Number(tid) === report.mainTid) continue;
    if (name.startsWith("worker-")) workerCpu.push(cpuOf(tid));
    else if (name.startsWith("V8 ")) helpers += cpuOf(tid);
  }
  return {
    report,
    main: cpuOf(String(report.mainTid)),
    workers: workerCpu,
    helpers,
    gc: gcTimes(text, report.began, report.ended),
    wall,
    load: Deno.readTextFileSync("/proc/loadavg").split(" ").slice(0, 3).join(" "),
  };
}

/** One run of the `cgt` command, measured from outside. */
interface CliRun {
  /** CPU ms of the process's first thread (start-up, module loading, worker 0's search). */
  main: number;
  /** CPU ms of all its threads. */
  all: number;
  wall: number;
  /** The command's standard output (the value, as JSON). */
  out: string;
  load: string;
}

/** The `cgt` command of this repository, run with no permissions and no V8 flags. */
const CLI = new URL("../../apps/cli/main.ts", import.meta.url);

/** Runs `cgt value <expression> [--workers N --force] --json` in a fresh process and follows it. */
async function measureCli(expression: string, workers?: number): Promise<CliRun> {
  const options = workers === undefined ? [] : ["--workers", String(workers), "--force"];
  const command = new Deno.Command(Deno.execPath(), {
    args: ["run", CLI.href, "value", expression, ...options, "--json"],
    stdout: "piped",
    stderr: "piped",
  });
  const { stdout, stderr, success, wall, seen, pid } = await follow(command, 2);
  if (!success) {
    throw new Error(`cgt value ${expression} failed: ${new TextDecoder().decode(stderr)}`);
  }
  let all = 0;
  for (const t of seen.values()) all += t.cpu;
  return {
    main: seen.get(pid)?.cpu ?? 0,
    all,
    wall,
    out: new TextDecoder().decode(stdout).trim(),
    load: Deno.readTextFileSync("/proc/loadavg").split(" ")[0],
  };
}

/**
 * Milliseconds of collection per isolate in a `--trace-gc` log, counting the calling isolate's
 * only between `began` and `ended` (its clock starts with the process, as performance.now()).
 */
function gcTimes(log: string, began: number, ended: number): number[] {
  const totals = new Map<string, number>();
  let first: string | undefined;
  for (const line of log.split("\n")) {
    const m = /^\[\d+:(0x[0-9a-f]+)\]\s+(\d+) ms: .*?, ([\d.]+) \/ [\d.]+ ms/.exec(line);
    if (m === null) continue;
    first ??= m[1];
    const at = Number(m[2]);
    if (m[1] === first && (at < began || at > ended)) continue;
    totals.set(m[1], (totals.get(m[1]) ?? 0) + Number(m[3]));
  }
  return [...totals.values()].map(Math.round);
}

/**
 * The one-thread search again in the same process (warm), the warm-up (cold minus warm) and the
 * best two workers could do if both started at once and shared for free: each pays the warm-up
 * and half the warm work, cold / (warm-up + warm / 2).
 */
function bound(one: Run[]): string {
  const cold = median(one.map((r) => r.main));
  const warm = median(one.map((r) => r.report.warm ?? cold));
  const warmUp = Math.round(Math.max(0, cold - warm));
  return `${spread(one.map((r) => r.report.warm ?? 0))} ms, ${warmUp} ms, ${
    (cold / Math.max(1, warmUp + warm / 2)).toFixed(2)
  }x`;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
}

/** `median (min-max)` of some figures, rounded. */
function spread(xs: number[], digits = 0): string {
  const f = (x: number) => x.toFixed(digits);
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return lo === hi ? f(lo) : `${f(median(xs))} (${f(lo)}-${f(hi)})`;
}

async function main(args: string[]): Promise<void> {
  if (args[0] === "--child") {
    return await child(args[1], args[2], Number(args[3]), args[4] !== "false");
  }
  let runs = 2;
  const chosen: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--runs") runs = Number(args[++i]);
    else if (args[i] === "--board") chosen.push(args[++i]);
    else throw new Error(`unknown argument ${args[i]}: try --runs N, --board NAME`);
  }
  const boards = chosen.length === 0 ? BOARDS : BOARDS.filter((b) => chosen.includes(b.name));
  print(`# parallel profile, ${new Date().toISOString()}, ${navigator.hardwareConcurrency} cores`);
  print(
    "| board | load | 1 thread: CPU, V8 helpers, GC, wall | 2 workers, startEarly true: CPU of thread 0 / worker 1, V8 helpers, GC per isolate, wall | computed 0 / 1, twice | shared hits 0 / 1, rebuilt 0 / 1 | workers started at (CPU), start held thread 0, estimate | overhead 0 / 1 | predicted speed-up | same, startEarly false (started at the default startWorkersAfter: 200 ms, 1000 ms with no core to spare): thread 0 CPU, predicted | bound: 1 thread warm, warm-up, both at once | two 1-thread searches at once: CPU each, bound | same value |",
  );
  print("| --- | --- | --- | --- | --- | --- | --- | --- | ---: | --- | --- | --- | --- |");
  const whole: {
    board: (typeof BOARDS)[number];
    one: Run[];
    empty: CliRun[];
    cliOne: CliRun[];
    cliTwo: CliRun[];
  }[] = [];
  for (const board of boards) {
    const one: Run[] = [];
    const two: Run[] = [];
    const pairs: Run[] = [];
    const late: Run[] = [];
    const expression = `${board.ruleset}(${JSON.stringify(board.position)})`;
    const empty: CliRun[] = [];
    const cliOne: CliRun[] = [];
    const cliTwo: CliRun[] = [];
    for (let r = 0; r < runs; r++) {
      one.push(await measure(board, 1));
      two.push(await measure(board, 2));
      late.push(await measure(board, 2, false));
      pairs.push(...await Promise.all([measure(board, 1), measure(board, 1)]));
      empty.push(await measureCli("0"));
      cliOne.push(await measureCli(expression, 1));
      cliTwo.push(await measureCli(expression, 2));
    }
    whole.push({ board, one, empty, cliOne, cliTwo });
    const positions = one[0].report.positions;
    const perPosition = median(one.map((r) => r.main)) / positions;
    const stats = two.map((r) => r.report.stats!);
    const col = (f: (s: ParallelSearchStats) => number) => spread(stats.map(f));
    const overhead = (w: number) =>
      spread(two.map((r, i) => {
        const cpu = w === 0 ? r.main : r.workers[0] ?? 0;
        return cpu - (stats[i].computed[w] ?? 0) * perPosition;
      }));
    const predicted = (runs: Run[]) =>
      `${spread(runs.map((r) => median(one.map((o) => o.main)) / Math.max(1, r.main)), 2)}x`;
    const same = [...two, ...late].every((r) => r.report.value === one[0].report.value) &&
      one.every((r) => r.report.value === one[0].report.value);
    print(
      `| ${board.name} | ${[...one, ...two].map((r) => r.load.split(" ")[0]).join(", ")} | ${
        spread(one.map((r) => r.main))
      } ms, ${spread(one.map((r) => r.helpers))} ms, ${spread(one.map((r) => r.gc[0] ?? 0))} ms, ${
        spread(one.map((r) => r.wall))
      } ms | ${spread(two.map((r) => r.main))} / ${spread(two.map((r) => r.workers[0] ?? 0))} ms, ${
        spread(two.map((r) => r.helpers))
      } ms, ${spread(two.map((r) => r.gc[0] ?? 0))} / ${spread(two.map((r) => r.gc[1] ?? 0))} ms, ${
        spread(two.map((r) => r.wall))
      } ms | ${col((s) => s.computed[0])} / ${col((s) => s.computed[1])}, ${
        spread(two.map((r) => r.report.positions - positions))
      } | ${col((s) => s.sharedHits[0])} / ${col((s) => s.sharedHits[1])}, ${
        col((s) => s.rebuilt[0])
      } / ${col((s) => s.rebuilt[1])} | ${col((s) => s.workersStartedAt)} ms, ${
        spread(stats.map((s) => s.startBlocked))
      } ms, 10^${spread(stats.map((s) => Math.log10(s.estimate)), 1)}${
        stats.some((s) => s.startedEarly) ? " (early)" : ""
      } | ${overhead(0)} / ${overhead(1)} ms | ${predicted(two)} | ${
        spread(late.map((r) => r.main))
      } ms, ${predicted(late)} | ${bound(one)} | ${spread(pairs.map((r) => r.main))} ms, ${
        (2 * median(one.map((r) => r.main)) / Math.max(1, median(pairs.map((r) => r.main))))
          .toFixed(2)
      }x | ${same ? "yes" : "**no**"} |`,
    );
  }
  print("");
  print(
    "| board | load | empty `cgt value 0`: thread 0 CPU, process CPU, wall | `--workers 1`: thread 0 CPU, process CPU, wall | `--workers 2`: thread 0 CPU, process CPU, wall | in-process bound (warm-up + warm / 2) | whole-process bound (empty + warm-up + warm / 2) | measured: thread 0 CPU 1 / 2 | measured, both cores: max(thread 0, process / 2), 1 / 2 | same value |",
  );
  print("| --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: | --- |");
  for (const { board, one, empty, cliOne, cliTwo } of whole) {
    const cold = median(one.map((r) => r.main));
    const warm = median(one.map((r) => r.report.warm ?? cold));
    const warmUp = Math.max(0, cold - warm);
    const start = median(empty.map((r) => r.main));
    const cliCold = median(cliOne.map((r) => r.main));
    const three = (runs: CliRun[]) =>
      `${spread(runs.map((r) => r.main))} ms, ${spread(runs.map((r) => r.all))} ms, ${
        spread(runs.map((r) => r.wall))
      } ms`;
    // On two cores the wall time is at least the first thread's CPU and at least the process's
    // CPU over two (every thread shares the two cores): the least wall time each run allows.
    const least = (r: CliRun) => Math.max(r.main, r.all / 2);
    const cliLeast = median(cliOne.map(least));
    const same = [...cliOne, ...cliTwo].every((r) => r.out === cliOne[0].out);
    print(
      `| ${board.name} | ${[...cliOne, ...cliTwo].map((r) => r.load).join(", ")} | ${
        three(empty)
      } | ${three(cliOne)} | ${three(cliTwo)} | ${
        (cold / Math.max(1, warmUp + warm / 2)).toFixed(2)
      }x | ${(cliCold / Math.max(1, start + warmUp + warm / 2)).toFixed(2)}x | ${
        spread(cliTwo.map((r) => cliCold / Math.max(1, r.main)), 2)
      }x | ${spread(cliTwo.map((r) => cliLeast / Math.max(1, least(r))), 2)}x | ${
        same ? "yes" : "**no**"
      } |`,
    );
  }
}

if (import.meta.main) await main(Deno.args);
