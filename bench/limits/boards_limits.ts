// deno-lint-ignore-file no-console
/**
 * The largest position of each of Amazons, Fission, the Clobber variants, Toads and Frogs with
 * jumps, Elephants and Rhinos, the cake games, Ski Jumps and Digraph Placement valued within 10
 * seconds: for each
 * game a ladder of positions of growing size, each valued in a fresh process
 * (bench/workloads/run.ts, caches empty) until one takes longer than the limit or fails. Prints a
 * markdown table with the time of the computation, the wall time and peak RSS of the whole
 * process, and rewrites the `bench:boards-limits` section of bench/results/RESULTS.md.
 *
 * `deno run -A bench/limits/boards_limits.ts [--limit S] [--only GAME]... [--no-write]`
 *
 * @module
 */

import { parseArgs } from "node:util";
import { formatMb, loadText, machine, machineLine, replaceSection } from "../support/machine.ts";
import { runProcess } from "../support/process.ts";

const ROOT = new URL("../..", import.meta.url).pathname;
const RUNNER = `${ROOT}bench/workloads/run.ts`;

/** A grid of `rows` by `cols` whose cell (r, c) is `cell(r, c)`. */
function grid(rows: number, cols: number, cell: (r: number, c: number) => string): string {
  return Array.from(
    { length: rows },
    (_, r) => Array.from({ length: cols }, (_, c) => cell(r, c)).join(""),
  ).join("|");
}

const checker = (rows: number, cols: number) =>
  grid(rows, cols, (r, c) => ((r + c) % 2 ? "o" : "x"));

/** Stones on every other square of a checkerboard pattern, the rest empty (x.o. / .o.x). */
const halfEmpty = (rows: number, cols: number) =>
  grid(rows, cols, (r, c) => ((r + c) % 2 ? "." : (r + c) % 4 === 0 ? "x" : "o"));

/** A deterministic digraph on n alternately coloured vertices, arcs i>i+1, i>i+3 and i>i+7. */
function digraph(n: number): string {
  const arcs: string[] = [];
  for (let i = 0; i < n; i++) {
    for (const d of [1, 3, 7]) if (i + d < n) arcs.push(`${i}>${i + d}`);
  }
  return `${"LR".repeat(n).slice(0, n)}:${arcs.join(",")}`;
}

/** The ladders: job name (of bench/workloads/registry.ts), and positions of growing size with labels. */
const LADDERS: [game: string, steps: [label: string, arg: string][]][] = [
  ["amazons", [
    ["2x3, two amazons", "x..|..o"],
    ["2x4", "x...|o..."],
    ["3x3", "x..|...|..o"],
    ["3x4", "x...|....|...o"],
    ["3x4, four amazons", "x..o|....|o..x"],
    ["3x5", "x....|.....|....o"],
    ["4x4", "x...|....|....|...o"],
  ]],
  ["fission", [
    ["4x4, one stone", grid(4, 4, (r, c) => (r === 1 && c === 1 ? "x" : "."))],
    ["5x5, one stone", grid(5, 5, (r, c) => (r === 2 && c === 2 ? "x" : "."))],
    ["5x6, one stone", grid(5, 6, (r, c) => (r === 2 && c === 2 ? "x" : "."))],
    ["6x6, one stone", grid(6, 6, (r, c) => (r === 2 && c === 2 ? "x" : "."))],
    ["7x7, one stone", grid(7, 7, (r, c) => (r === 3 && c === 3 ? "x" : "."))],
    ["8x8, one stone", grid(8, 8, (r, c) => (r === 3 && c === 3 ? "x" : "."))],
  ]],
  ...(["kings", "rooks", "queens"] as const).map((game): [string, [string, string][]] => [
    game,
    [
      ["3x3 checkerboard", checker(3, 3)],
      ["3x4 checkerboard", checker(3, 4)],
      ["4x4 checkerboard", checker(4, 4)],
      ["4x5 checkerboard", checker(4, 5)],
      ["5x5 checkerboard", checker(5, 5)],
    ],
  ]),
  ["antiClobber", [
    ["3x4, half empty", halfEmpty(3, 4)],
    ["4x4, half empty", halfEmpty(4, 4)],
    ["4x5, half empty", halfEmpty(4, 5)],
    ["5x5, half empty", halfEmpty(5, 5)],
    ["5x6, half empty", halfEmpty(5, 6)],
    ["6x6, half empty", halfEmpty(6, 6)],
  ]],
  [
    "toads",
    [3, 4, 5, 6, 7, 8].map((k) => [
      `T^${k}..F^${k}, maxJump 2`,
      `${"T".repeat(k)}..${"F".repeat(k)},2`,
    ]),
  ],
  ["elephantsAndRhinos", [
    ["t^21 .^21 f^21 (63 cells)", `${"t".repeat(21)}${".".repeat(21)}${"f".repeat(21)}`],
    ["64 cells, five meetings", "tt.t...ff.f.tt....f.ff.t.t..ff..t...f.f..t.tt..fff.....tt.t...ff"],
  ]],
  ["eatcake", [10, 20, 22, 24, 26, 28, 30, 40].map((n) => [`${n}x${n}`, `${n},${n}`])],
  ["turnAndEatcake", [20, 40, 80, 120, 140, 160, 180, 200].map((n) => [`${n}x${n}`, `${n},${n}`])],
  ["maundyCake", [["200x200 (the largest accepted)", "200,200"]]],
  ["skiJumps", [
    ["3x5, 4 skiers", "L...R|.R.L.|....."],
    ["4x5, 6 skiers", "L...R|.R.L.|L...r|....."],
    ["4x6, 7 skiers", "L....R|.R..L.|L....r|.l...."],
    ["5x5, 7 skiers", "L...R|.R.L.|L...r|.l...|....."],
    ["5x6, 8 skiers", "L....R|.R..L.|L....r|.l..R.|......"],
    ["6x6, 10 skiers", "L....R|.R..L.|L....r|.l..R.|R....L|......"],
  ]],
  [
    "digraphPlacement",
    [12, 16, 20, 24, 26, 28, 32].map((n) => [
      `${n} vertices, arcs +1 +3 +7`,
      digraph(n),
    ]),
  ],
];

interface Point {
  label: string;
  arg: string;
  status: "ok" | "over" | "error";
  seconds: number;
  wall: number;
  rss: number | null;
  value: string | null;
  error?: string;
}

async function measure(game: string, label: string, arg: string, limit: number): Promise<Point> {
  const run = await runProcess(Deno.execPath(), ["run", RUNNER, game, arg, "--value"], {
    timeout: limit + 5,
  });
  if (run.status !== "ok") {
    return {
      label,
      arg,
      status: run.status === "timeout" ? "over" : "error",
      seconds: run.seconds,
      wall: run.seconds,
      rss: run.peakRss,
      value: null,
      error: run.stderr.split("\n").filter((l) => l.startsWith("error")).pop() ?? "",
    };
  }
  const { seconds, value } = JSON.parse(run.stdout) as { seconds: number; value: string | null };
  return {
    label,
    arg,
    status: seconds <= limit ? "ok" : "over",
    seconds,
    wall: run.seconds,
    rss: run.peakRss,
    value,
  };
}

function short(value: string | null): string {
  if (value === null) return "(longer than formatGame prints)";
  const v = value.replaceAll("|", "\\|");
  return v.length > 40 ? `\`${v.slice(0, 40)}\`... (${value.length} chars)` : `\`${v}\``;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      limit: { type: "string", default: "10" },
      only: { type: "string", multiple: true },
      "no-write": { type: "boolean", default: false },
    },
  });
  const limit = Number(values.limit);
  const rows: string[] = [];
  const loads: string[] = [];
  for (const [game, steps] of LADDERS) {
    if (values.only && !values.only.includes(game)) continue;
    let best: Point | null = null;
    let next: Point | null = null;
    for (const [label, arg] of steps) {
      loads.push(loadText());
      const point = await measure(game, label, arg, limit);
      console.error(
        `${game} ${label}: ${point.status} ${point.seconds.toFixed(2)} s, ${formatMb(point.rss)}`,
      );
      if (point.status !== "ok") {
        next = point;
        break;
      }
      best = point;
    }
    const nextText = next === null
      ? "(ladder ends)"
      : `${next.label}: ${next.status === "over" ? `> ${limit} s` : `failed ${next.error}`}`;
    rows.push(
      best === null
        ? `| ${game} | none within ${limit} s | - | - | - | ${nextText} | - |`
        : `| ${game} | ${best.label} | ${best.seconds.toFixed(2)} s | ${best.wall.toFixed(2)} s | ${
          formatMb(best.rss)
        } | ${nextText} | ${short(best.value)} |`,
    );
  }
  const m = machine();
  const block = [
    "<!-- bench:boards-limits -->",
    "### Largest position within 10 s (bench/limits/boards_limits.ts)",
    "",
    `${machineLine(m)}. Load average (1 min) during the runs: ${loads[0]} to ${
      loads[loads.length - 1]
    }.`,
    "",
    'Each point is one fresh process (bench/workloads/run.ts, step budget lifted); "time" is the',
    'computation alone, "wall" the whole process with Deno\'s start-up, "peak RSS" its maximum',
    "resident set (GNU time). A ladder stops at its first point over the limit.",
    "",
    "| game | largest within the limit | time | wall | peak RSS | next step | value |",
    "| --- | --- | ---: | ---: | ---: | --- | --- |",
    ...rows,
    "<!-- /bench:boards-limits -->",
  ].join("\n");
  console.log(block);
  if (!values["no-write"]) {
    const path = `${ROOT}bench/results/RESULTS.md`;
    await Deno.writeTextFile(
      path,
      replaceSection(await Deno.readTextFile(path), "bench:boards-limits", block),
    );
  }
  return 0;
}

if (import.meta.main) Deno.exit(await main());
