// deno-lint-ignore-file no-console
/**
 * In-process timing of the work of one `cgt` command, the way the peers' harnesses time theirs:
 * `deno run --v8-flags=--expose-gc bench/workloads/inproc.ts <cgt args...>`.
 *
 * What is timed is the command's work done through the packages' public entry points
 * (_command.ts: the expression parsed, the position built, the value computed and formatted
 * into the command's `--json` fields), not the CLI itself, which is an app and not imported here
 * (its argument parsing and output are not timed). Start-up is excluded (the runtime starts and
 * the modules load first). Two figures come out:
 *
 * - `first`: the first run in this fresh process: empty caches and cold code (V8 compiles each
 *   function on first use and runs it in its interpreter before optimising it). This is what a
 *   one-shot `cgt` process pays after start-up.
 * - `seconds`: the least over a few more runs (more for quick workloads, none past 10 s), after
 *   a warm-up of about a second of runs (V8 optimises a function only after many calls), each
 *   timed run with every cache of the engine emptied first (`clearCaches()`, then a garbage
 *   collection after the event loop turns, which also empties the weak tables that make equal
 *   games one object, then a run of `value 0` to absorb the collection's aftermath): warm code,
 *   empty caches. This is what the peers' harnesses measure, since their
 *   code is compiled ahead of time (cgt-tools) or at import (pycgt), and their tables start
 *   empty. Nothing computed by an earlier run is reused.
 *
 * Prints one JSON line: `{"code", "seconds", "first", "median", "runs", "stdout", "stderr",
 * "rss", "heapUsed"}` (bytes, read right after the first run; the peak is measured from
 * outside, see bench/support/process.ts). The output of every run must equal the first one's.
 *
 * @module
 */

import { clearCaches } from "@cgt/partizan/caches";
import { commandInProcess } from "./_command.ts";

const args = Deno.args;

/** Runs the command once; returns its exit code, output and seconds. */
async function once(): Promise<{ code: number; stdout: string; stderr: string; seconds: number }> {
  const start = performance.now();
  let code = 0;
  let stdout = "";
  let stderr = "";
  try {
    stdout = `${JSON.stringify(await commandInProcess(args))}\n`;
  } catch (error) {
    code = 1;
    stderr = `error: ${error instanceof Error ? error.message : error}\n`;
  }
  const seconds = (performance.now() - start) / 1e3;
  return { code, stdout, stderr, seconds };
}

/**
 * Empties every cache: the registry, then (after the event loop turns) a full collection, then
 * a run of `value 0`, which computes nothing of the workload's but absorbs what a collection
 * leaves to the next allocations (V8 sweeps the heap lazily), so the timed run does not pay it.
 */
async function emptyCaches(): Promise<void> {
  clearCaches();
  // V8 keeps objects reached through a WeakRef alive until the current task ends.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error("run with --v8-flags=--expose-gc");
  gc();
  await commandInProcess(["value", "0"]);
}

const first = await once();
const { rss, heapUsed } = Deno.memoryUsage();
// Warm-up: V8 optimises a function after many calls, so quick workloads run many times (about a
// second in all, caches emptied each time) before they are timed; long ones once or twice.
const warmSeconds = first.code !== 0 ? 0 : first.seconds < 10 ? 1 : 0;
let warmed = first.seconds;
for (let i = 0; warmed < warmSeconds && i < 5000; i++) {
  clearCaches();
  warmed += (await once()).seconds;
}
const repeats = first.code !== 0
  ? 0
  : first.seconds < 0.02
  ? 30
  : first.seconds < 0.2
  ? 10
  : first.seconds < 2
  ? 3
  : first.seconds < 10
  ? 1
  : 0;
const times: number[] = [];
for (let i = 0; i < repeats; i++) {
  await emptyCaches();
  const again = await once();
  if (again.code !== first.code || again.stdout !== first.stdout) {
    throw new Error(`run ${i + 2} printed something else than the first`);
  }
  times.push(again.seconds);
}
if (times.length === 0) times.push(first.seconds);
times.sort((a, b) => a - b);
console.log(JSON.stringify({
  code: first.code,
  seconds: times[0],
  first: first.seconds,
  median: times[times.length >> 1],
  runs: repeats,
  stdout: first.stdout,
  stderr: first.stderr,
  rss,
  heapUsed,
}));
