/**
 * For each impartial-ruleset job of bench/workloads/registry.ts, the largest size that
 * finishes within 10 s in a fresh process: sizes grow by about 1.25x from a start until a run
 * passes 10 s (or fails), each run timed inside the process (computation only) with its peak
 * RSS from GNU time. Prints a Markdown table row per job.
 *
 * `deno run -A bench/limits/impartial_limits.ts [job ...]`
 *
 * @module
 */

import { JOBS } from "../workloads/registry.ts";

/** The impartial-ruleset jobs of the registry: those whose argument is a size n. */
const JOB_NAMES = JOBS.filter((j) => j.use === "limits" && j.argument === "size n").map((j) =>
  j.name
);

const LIMIT_MS = 10_000;
/** Where each job starts (sizes below are quick). */
const START: Record<string, number> = {
  "mock-turtles": 65536,
  "turning-triplets-3": 4096,
  "turning-moebius-1-5": 16,
  "turning-turnips-3E": 1024,
  "turning-grunt-4FS": 128,
  "turning-ruler-fives-1-5C": 65536,
  "turning-sym-1+S": 24,
  "spawning-1-3-C(100)": 1024,
  "impartial-domineering": 10,
  "impartial-clobber": 6,
  "tb-grundy-4!.0": 65536,
  "tb-0.7!f?": 256,
  "tb-nim-0.[3]": 4096,
  "tb-0.[7]": 512,
  "tb-0.*": 512,
  "tb-maundy-{2+}=.0": 512,
  "tb-80.0": 256,
};
/** Jobs whose size cannot grow past a bound of the library. */
const MAX: Record<string, number> = {
  "mock-turtles": 65536,
  "turning-ruler-fives-1-5C": 65536,
};

interface Run {
  ms: number;
  rssMb: number;
  error?: string;
}

/** A run is stopped after this long (it has passed the limit anyway). */
const KILL_MS = 40_000;

async function run(job: string, n: number): Promise<Run> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), KILL_MS);
  const out = await new Deno.Command("/usr/bin/time", {
    signal: controller.signal,
    args: [
      "-v",
      Deno.execPath(),
      "run",
      new URL("../workloads/run.ts", import.meta.url).pathname,
      job,
      String(n),
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  clearTimeout(timer);
  if (controller.signal.aborted) {
    return { ms: KILL_MS, rssMb: NaN, error: `stopped after ${KILL_MS / 1000} s` };
  }
  const stderr = new TextDecoder().decode(out.stderr);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  const rssMb = rss ? Number(rss[1]) / 1024 : NaN;
  if (!out.success) {
    const line = stderr.split("\n").find((l) => /error/i.test(l)) ?? "failed";
    return { ms: Infinity, rssMb, error: line.slice(0, 160) };
  }
  const { seconds } = JSON.parse(new TextDecoder().decode(out.stdout)) as { seconds: number };
  return { ms: seconds * 1000, rssMb };
}

const jobs = Deno.args.length > 0 ? Deno.args : JOB_NAMES;
const encoder = new TextEncoder();
for (const job of jobs) {
  let n = START[job] ?? 16;
  let best: { n: number; run: Run } | undefined;
  let stop = "";
  for (;;) {
    const r = await run(job, n);
    if (r.error !== undefined) {
      stop = `n = ${n}: ${r.error}`;
      break;
    }
    if (r.ms > LIMIT_MS) {
      stop = `n = ${n} took ${(r.ms / 1000).toFixed(1)} s`;
      break;
    }
    best = { n, run: r };
    if (MAX[job] !== undefined && n >= MAX[job]) {
      stop = "the library's bound";
      break;
    }
    // Boards grow one row or column at a time; sizes of other jobs by about a quarter.
    n = job.startsWith("impartial-") ? n + 1 : Math.max(n + 1, Math.round(n * 1.25));
    if (MAX[job] !== undefined) n = Math.min(n, MAX[job]);
  }
  const row = best === undefined
    ? `| ${job} | none within 10 s | | | ${stop} |`
    : `| ${job} | ${best.n} | ${(best.run.ms / 1000).toFixed(2)} s | ${
      best.run.rssMb.toFixed(0)
    } MB | next: ${stop} |`;
  Deno.stdout.writeSync(encoder.encode(row + "\n"));
}
