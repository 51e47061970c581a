// deno-lint-ignore-file no-console
/**
 * `deno task bench:report`: times the named workloads of bench/workloads/registry.ts
 * as whole computations and writes `bench/results/RESULTS.md`.
 *
 * Each run of a workload is a fresh process (bench/workloads/run.ts), so the
 * engine's caches start empty and every run computes the whole value; the
 * clock covers the computation alone (modules are loaded first), and the
 * result is checked against a known value afterwards, so a fast wrong answer
 * fails the report. One warm-up run is discarded, then `--reps` runs give the
 * median, min and max; the peak resident set size of the process is read with
 * GNU time where it exists, and the V8 heap in use after the computation is
 * read with `Deno.memoryUsage()`. The 1-minute load average is recorded
 * with every figure.
 *
 * The full report also sweeps sizes for the scaling plots (SVG files in
 * `bench/results/plots/`, linked from the report): time against n for the heap-game
 * methods on log-log axes with the fitted slope, time against board size for
 * Domineering and Clobber, and the nim-sequence of an octal game.
 *
 * Only the report's own sections of RESULTS.md (between `<!-- report:... -->`
 * markers) are rewritten; every other section and note is kept.
 *
 * Usage:
 *   deno task bench:report [filter] [--quick] [--reps N] [--json [FILE]]
 *     [--compare OLD.json] [--no-plots] [--no-write]
 *   deno task bench:report --bench-files [filter]   (the old deno bench sections)
 *
 * `--quick` runs the quick workloads only (under a minute), draws no plots
 * and writes RESULTS.md only with `--write`; CI runs it. `--compare OLD.json`
 * prints each workload's min and median against the old ones and flags a
 * slowdown of more than 10% in the min (the least disturbed run). The exit
 * code is 1 when a workload fails its check.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { FAMILIES, NIM_SEQUENCE, WORKLOADS } from "./registry.ts";
import {
  formatMb,
  formatSeconds,
  loadAverage,
  type Machine,
  machine,
  machineLine,
  median,
  replaceSection,
} from "../support/machine.ts";
import { runProcess } from "../support/process.ts";
import { chart, logLogSlope, type Series } from "./_plot.ts";
import { benchFiles } from "../micro/bench_files.ts";
import { heapPeriodicity, takeAndBreakGrundy } from "@cgt/impartial";

const HERE = new URL(".", import.meta.url).pathname;
const RESULTS = `${HERE}../results/RESULTS.md`;
const PLOTS = `${HERE}../results/plots/`;
const DEFAULT_JSON = `${HERE}../results/results.json`;
const RUNNER = `${HERE}run.ts`;
const DENO_FLAGS = ["run", "--allow-read", "--allow-env"];

/** The figures of one workload. */
export interface WorkloadFigures {
  /** Workload name. */
  name: string;
  /** Its group. */
  group: string;
  /** "ok", or what went wrong (a failed check, an error, a timeout). */
  status: string;
  /** In-process seconds of each timed run (warm-up excluded). */
  seconds: number[];
  /** Median, min and max of `seconds`. */
  median: number | null;
  /** Smallest run. */
  min: number | null;
  /** Largest run. */
  max: number | null;
  /** Smallest wall time of a whole process, start-up included. */
  wallMin: number | null;
  /** Largest peak RSS over the runs, bytes (null where unmeasurable). */
  peakRss: number | null;
  /** Largest V8 heap in use after the computation, bytes. */
  heapUsed: number | null;
  /** 1-minute load average at the start of each run. */
  loads: number[];
  /** Where the known value comes from. */
  source: string;
}

/** The whole report, as written by `--json`. */
export interface ReportJson {
  /** Where it ran. */
  machine: Machine;
  /** Quick mode or full. */
  quick: boolean;
  /** Timed runs per workload. */
  reps: number;
  /** The workloads. */
  workloads: WorkloadFigures[];
  /** Scaling points: family name, size label and seconds. */
  scaling: { family: string; label: string; size: number; seconds: number; load: number }[];
}

function load1(): number {
  return loadAverage()?.[0] ?? NaN;
}

async function runPoint(
  args: string[],
  timeout: number,
): Promise<
  { seconds: number; wall: number; peakRss: number | null; heapUsed: number; error: string | null }
> {
  const run = await runProcess(Deno.execPath(), [...DENO_FLAGS, RUNNER, ...args], { timeout });
  if (run.status !== "ok") {
    const why = run.status === "timeout"
      ? `timeout after ${timeout} s`
      : run.stderr.trim().split("\n").slice(-1)[0] ?? `exit ${run.code}`;
    throw new Error(why);
  }
  const doc = JSON.parse(run.stdout.trim().split("\n").pop()!);
  return {
    seconds: doc.seconds,
    wall: run.seconds,
    peakRss: run.peakRss ?? doc.rss,
    heapUsed: doc.heapUsed,
    error: doc.error,
  };
}

async function measureWorkload(
  name: string,
  reps: number,
  timeout: number,
): Promise<WorkloadFigures> {
  const w = WORKLOADS.find((x) => x.name === name)!;
  const fig: WorkloadFigures = {
    name,
    group: w.group,
    status: "ok",
    seconds: [],
    median: null,
    min: null,
    max: null,
    wallMin: null,
    peakRss: null,
    heapUsed: null,
    loads: [],
    source: w.source,
  };
  try {
    const warm = await runPoint([name], timeout);
    if (warm.error !== null) throw new Error(`wrong result: ${warm.error}`);
    // Long workloads get fewer runs: the point is the figure, not the statistics.
    const n = warm.seconds > 10 ? Math.min(reps, 2) : warm.seconds > 3 ? Math.min(reps, 3) : reps;
    for (let i = 0; i < n; i++) {
      fig.loads.push(load1());
      const r = await runPoint([name], timeout);
      if (r.error !== null) throw new Error(`wrong result: ${r.error}`);
      fig.seconds.push(r.seconds);
      fig.wallMin = Math.min(fig.wallMin ?? Infinity, r.wall);
      if (r.peakRss !== null) fig.peakRss = Math.max(fig.peakRss ?? 0, r.peakRss);
      fig.heapUsed = Math.max(fig.heapUsed ?? 0, r.heapUsed);
    }
    fig.median = median(fig.seconds);
    fig.min = Math.min(...fig.seconds);
    fig.max = Math.max(...fig.seconds);
  } catch (error) {
    fig.status = error instanceof Error ? error.message : String(error);
  }
  return fig;
}

function loadRange(loads: number[]): string {
  const ok = loads.filter(Number.isFinite);
  if (ok.length === 0) return "?";
  const [lo, hi] = [Math.min(...ok), Math.max(...ok)];
  return lo.toFixed(1) === hi.toFixed(1) ? lo.toFixed(1) : `${lo.toFixed(1)}-${hi.toFixed(1)}`;
}

function show(x: number | null): string {
  return x === null ? "-" : formatSeconds(x);
}

function workloadTable(figures: WorkloadFigures[]): string[] {
  const lines = [
    "| group | workload | median | min | max | runs | process wall, min (start-up and check included) | peak RSS | V8 heap after | load | checked against |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const f of figures) {
    if (f.status !== "ok") {
      lines.push(
        `| ${f.group} | ${f.name} | **${f.status.replaceAll("|", "\\|")}** | | | | | | | ${
          loadRange(f.loads)
        } | ${f.source} |`,
      );
      continue;
    }
    lines.push(
      `| ${f.group} | ${f.name} | ${show(f.median)} | ${show(f.min)} | ${
        show(f.max)
      } | ${f.seconds.length} | ${show(f.wallMin)} | ${formatMb(f.peakRss)} | ${
        formatMb(f.heapUsed)
      } | ${loadRange(f.loads)} | ${f.source} |`,
    );
  }
  return lines;
}

function workloadSection(m: Machine, figures: WorkloadFigures[], reps: number): string {
  return [
    "<!-- report:workloads -->",
    "## Named workloads (`deno task bench:report`)",
    "",
    `Machine: ${machineLine(m)}. Run ${m.date}.`,
    "",
    `Each run is a fresh process with empty caches; the time is the computation alone (modules loaded first), one warm-up run discarded, then up to ${reps} runs (fewer for workloads over 3 s). Every result is checked against the known value in the last column. "process wall" is the wall time of the whole child process, including Deno's start-up and the (untimed) check of the result; peak RSS is the process's maximum resident set (GNU time); "V8 heap after" is \`Deno.memoryUsage().heapUsed\` right after the computation. "load" is the 1-minute load average during the runs (2 cores, shared with other sessions: prefer the min column).`,
    "",
    ...workloadTable(figures),
    "<!-- /report:workloads -->",
  ].join("\n");
}

interface ScalePoint {
  family: string;
  label: string;
  size: number;
  seconds: number;
  load: number;
}

/** Sweeps every family; a family stops after a point over `limit` seconds. */
async function sweep(limit: number, timeout: number): Promise<ScalePoint[]> {
  const points: ScalePoint[] = [];
  for (const family of FAMILIES) {
    for (const p of family.points) {
      const load = load1();
      let best = Infinity;
      try {
        for (let rep = 0; rep < 2; rep++) {
          const r = await runPoint([family.name, String(p.size)], timeout);
          best = Math.min(best, r.seconds);
          if (r.seconds > limit / 4) break;
        }
      } catch (error) {
        console.error(
          `  ${family.name} ${p.label}: ${error instanceof Error ? error.message : error}`,
        );
        break;
      }
      points.push({ family: family.name, label: p.label, size: p.size, seconds: best, load });
      console.error(
        `  ${family.name} ${p.label}: ${formatSeconds(best)} (load ${load.toFixed(2)})`,
      );
      if (best > limit) break;
      // Stop before a point that the growth so far predicts to take over the limit.
      const previous = points.length > 1 ? points[points.length - 2] : undefined;
      if (previous?.family === family.name && best > 0.2) {
        const growth = best / Math.max(previous.seconds, 1e-3);
        if (best * growth > limit) break;
      }
    }
  }
  return points;
}

function nimSequenceSvg(): { svg: string; caption: string } {
  const { game, n, name, code } = NIM_SEQUENCE;
  const values = takeAndBreakGrundy(game, n);
  const period = heapPeriodicity(game, takeAndBreakGrundy(game, 512));
  const caption = period === null
    ? `${name} (${code}): no period found up to heap 512`
    : `${name} (${code}): period ${period.period} from heap ${period.preperiod}${
      period.proved ? ", proved by the octal periodicity theorem" : ""
    }`;
  const svg = chart([{ name: `G(n), ${code}`, points: Array.from(values, (v, i) => [i, v]) }], {
    title: `Nim-sequence of ${name} (${code}), heaps 0..${n}`,
    xLabel: "heap size n",
    yLabel: "Grundy value G(n)",
    scatter: true,
  });
  return { svg, caption };
}

async function scalingSection(m: Machine, points: ScalePoint[]): Promise<string> {
  await Deno.mkdir(PLOTS, { recursive: true });
  const byFamily = (plot: "heap" | "board"): Series[] =>
    FAMILIES.filter((f) => f.plot === plot).map((f) => ({
      name: f.name,
      points: points.filter((p) => p.family === f.name).map((
        p,
      ): [number, number] => [p.size, p.seconds]),
    })).filter((s) => s.points.length > 0);
  const heap = byFamily("heap");
  const slopes = heap.map((s) => {
    // Fit the four largest n: the asymptotic growth, not JIT warm-up at small n.
    const fitted = s.points.slice(-4);
    return { name: s.name, slope: logLogSlope(fitted), n: fitted.length };
  });
  const heapSeries = heap.map((s, i) => ({
    name: `${s.name}${slopes[i].slope === null ? "" : `, slope ${slopes[i].slope!.toFixed(2)}`}`,
    points: s.points,
  }));
  await Deno.writeTextFile(
    `${PLOTS}heap_scaling.svg`,
    chart(heapSeries, {
      title: "Heap games: seconds to compute G(0..n)",
      xLabel: "n",
      yLabel: "seconds",
      logX: true,
      logY: true,
    }),
  );
  const board = byFamily("board");
  await Deno.writeTextFile(
    `${PLOTS}board_scaling.svg`,
    chart(board, {
      title: "Domineering (empty) and Clobber (checkerboard): seconds to the canonical form",
      xLabel: "cells",
      yLabel: "seconds",
      logY: true,
      width: 760,
    }),
  );
  const nim = nimSequenceSvg();
  await Deno.writeTextFile(`${PLOTS}nim_sequence.svg`, nim.svg);
  const lines = [
    "<!-- report:scaling -->",
    "## Scaling (`deno task bench:report`)",
    "",
    `Machine: ${
      machineLine(m)
    }. Run ${m.date}. One fresh process per point, min of 2 runs (1 for a point over a few seconds); a series stops after a point over 8 s, or before one that its growth so far predicts to take longer.`,
    "",
    "- [Heap games, time against n (log-log)](plots/heap_scaling.svg). Fitted slopes (least squares of log time on log n over the four largest n; 2 means quadratic):",
    ...slopes.map((s) =>
      `  - ${s.name}: ${
        s.slope === null ? "too few points" : `slope ${s.slope.toFixed(2)}`
      } (${s.n} points)`
    ),
    "- [Domineering and Clobber, time against board size](plots/board_scaling.svg).",
    `- [Nim-sequence](plots/nim_sequence.svg): ${nim.caption}.`,
    "",
    "| series | size | seconds | load |",
    "| --- | --- | ---: | ---: |",
    ...points.map((p) =>
      `| ${p.family} | ${p.label} | ${formatSeconds(p.seconds)} | ${p.load.toFixed(2)} |`
    ),
    "<!-- /report:scaling -->",
  ];
  return lines.join("\n");
}

function compareWith(old: ReportJson, figures: WorkloadFigures[]): number {
  const rows = [
    "| workload | old min | new min | ratio of mins | old median | new median | ratio of medians | |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  let slower = 0;
  for (const f of figures) {
    const o = old.workloads.find((x) => x.name === f.name);
    if (
      o === undefined || o.min === null || o.median === null || f.min === null || f.median === null
    ) {
      rows.push(`| ${f.name} | ${show(o?.min ?? null)} | ${show(f.min)} | - | | | | |`);
      continue;
    }
    // Flag on the minimum: on a shared machine the fastest run is the least disturbed one.
    const ratio = f.min / o.min;
    const flag = ratio > 1.1 ? "SLOWER by more than 10%" : ratio < 1 / 1.1 ? "faster" : "";
    if (ratio > 1.1) slower++;
    rows.push(
      `| ${f.name} | ${show(o.min)} | ${show(f.min)} | ${ratio.toFixed(2)} | ${show(o.median)} | ${
        show(f.median)
      } | ${(f.median / o.median).toFixed(2)} | ${flag} |`,
    );
  }
  const loads = (list: WorkloadFigures[]) => loadRange(list.flatMap((w) => w.loads));
  console.log(
    `\nCompared with ${old.machine.date} (load then ${loads(old.workloads)}, now ${
      loads(figures)
    }):\n`,
  );
  console.log(rows.join("\n"));
  console.log(`\n${slower} workload(s) slower by more than 10% (ratio of mins).`);
  return slower;
}

/** `--json` may stand alone or take a file name; parseArgs wants one or the other. */
function normaliseArgs(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--json" && (i + 1 >= args.length || args[i + 1].startsWith("-"))) {
      out.push(`--json=${DEFAULT_JSON}`);
    } else out.push(args[i]);
  }
  return out;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: normaliseArgs(Deno.args),
    options: {
      quick: { type: "boolean", default: false },
      reps: { type: "string" },
      json: { type: "string" },
      compare: { type: "string" },
      "no-plots": { type: "boolean", default: false },
      "no-write": { type: "boolean", default: false },
      write: { type: "boolean", default: false },
      timeout: { type: "string", default: "300" },
      "bench-files": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const filter = positionals[0] ?? "";
  if (values.help) {
    console.log(
      "usage: deno task bench:report [filter] [--quick] [--reps N] [--json [FILE]] [--compare OLD.json] [--no-plots] [--no-write|--write]\n       deno task bench:report --bench-files [filter]",
    );
    return 0;
  }
  if (values["bench-files"]) return await benchFiles(filter);
  const quick = values.quick;
  const reps = Number(values.reps ?? (quick ? 3 : 5));
  const timeout = Number(values.timeout);
  if (!Number.isInteger(reps) || reps < 1) {
    console.error(`error: --reps must be a positive integer, received ${values.reps}`);
    return 2;
  }
  let old: ReportJson | null = null;
  if (values.compare !== undefined) {
    try {
      old = JSON.parse(await Deno.readTextFile(values.compare)) as ReportJson;
    } catch (error) {
      console.error(
        `error: cannot read ${values.compare}: ${error instanceof Error ? error.message : error}`,
      );
      return 1;
    }
  }
  const names = WORKLOADS.filter((w) => (!quick || w.quick) && w.name.includes(filter)).map((w) =>
    w.name
  );
  if (names.length === 0) {
    console.error(`error: no workload matches "${filter}"`);
    return 2;
  }
  const m = machine();
  const figures: WorkloadFigures[] = [];
  for (const name of names) {
    const f = await measureWorkload(name, reps, timeout);
    figures.push(f);
    console.error(
      f.status === "ok"
        ? `${name}: median ${show(f.median)}, min ${show(f.min)} (load ${loadRange(f.loads)})`
        : `${name}: ${f.status}`,
    );
  }
  const plots = !quick && !values["no-plots"] && filter === "";
  let scaling: ScalePoint[] = [];
  if (plots) {
    console.error("scaling sweeps:");
    scaling = await sweep(8, timeout);
  }
  console.log(workloadTable(figures).join("\n"));
  const write = values.write || (!quick && !values["no-write"]);
  if (write) {
    let text = await Deno.readTextFile(RESULTS).catch(() => "# Benchmark results\n");
    text = replaceSection(text, "report:workloads", workloadSection(m, figures, reps));
    if (plots) text = replaceSection(text, "report:scaling", await scalingSection(m, scaling));
    await Deno.writeTextFile(RESULTS, text.endsWith("\n") ? text : `${text}\n`);
    console.error(`wrote ${RESULTS}${plots ? ` and ${PLOTS}*.svg` : ""}`);
  }
  if (values.json !== undefined) {
    const json: ReportJson = { machine: m, quick, reps, workloads: figures, scaling };
    await Deno.writeTextFile(values.json, `${JSON.stringify(json, null, 2)}\n`);
    console.error(`wrote ${values.json}`);
  }
  if (old !== null) compareWith(old, figures);
  const failed = figures.filter((f) => f.status !== "ok");
  if (failed.length > 0) {
    console.error(
      `error: ${failed.length} workload(s) failed: ${failed.map((f) => f.name).join(", ")}`,
    );
    return 1;
  }
  return 0;
}

if (import.meta.main) Deno.exit(await main());
