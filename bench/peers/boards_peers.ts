// deno-lint-ignore-file no-console
/**
 * `cgt` against cgt-tools (the Rust crate `cgt` 0.11) on the games both have: Amazons,
 * Fission, Ski Jumps and Digraph Placement. The shared peer harness in ../shared/peers/cgt-rs
 * lacks these games, so bench/peers/peers_rs/ is a small harness of our own that only calls the
 * crate's public API. Each workload runs interleaved, run by run, as a fresh process of each
 * tool (`cgt`: bench/workloads/run.ts, caches empty), keeping the minimum of `--runs`; the values
 * must agree (cgt-tools' value, read by our parser, is the same game as ours). Rewrites the
 * `bench:boards-peers` section of bench/results/RESULTS.md.
 *
 * `deno run -A bench/peers/boards_peers.ts --setup` builds the harness once (cargo, offline first);
 * it is never built by tests or CI. Then `deno run -A bench/peers/boards_peers.ts [--runs K]
 * [--timeout S] [--no-write]`.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { formatMb, loadText, machine, machineLine, replaceSection } from "../support/machine.ts";
import { runProcess } from "../support/process.ts";

const ROOT = new URL("../..", import.meta.url).pathname;
const RUNNER = `${ROOT}bench/workloads/run.ts`;
const TMP = (Deno.env.get("TMPDIR") ?? "/tmp").replace(/\/$/, "");
const TARGET = `${TMP}/cgt-boards-rs-target`;
const HARNESS = Deno.env.get("CGT_BOARDS_RS_BIN") ?? `${TARGET}/release/cgt-boards-harness`;
const MANIFEST = `${ROOT}bench/peers/peers_rs/Cargo.toml`;

/** A deterministic digraph on n alternately coloured vertices, arcs i>i+1, i>i+3 and i>i+7. */
function digraph(n: number): string {
  const arcs: string[] = [];
  for (let i = 0; i < n; i++) {
    for (const d of [1, 3, 7]) if (i + d < n) arcs.push(`${i}>${i + d}`);
  }
  return `${"LR".repeat(n).slice(0, n)}:${arcs.join(",")}`;
}

/** [name, our game, the harness's game, position]. */
const WORKLOADS: [string, string, string, string][] = [
  ["amazons-2x4", "amazons", "amazons", "x...|o..."],
  ["amazons-3x4-burnt", "amazons", "amazons", "x..#|....|.#.o"],
  ["amazons-3x4", "amazons", "amazons", "x...|....|...o"],
  ["fission-4x4", "fission", "fission", ".x.x|..x.|....|..x."],
  ["fission-5x5-one", "fission", "fission", ".....|.....|..x..|.....|....."],
  ["fission-6x6-one", "fission", "fission", "......|......|..x...|......|......|......"],
  ["ski-jumps-ww", "skiJumps", "ski", "L....|....R|l...."],
  ["ski-jumps-5x6", "skiJumps", "ski", "L....R|.R..L.|L....r|.l..R.|......"],
  ["digraph-12", "digraphPlacement", "digraph", digraph(12)],
  ["digraph-20", "digraphPlacement", "digraph", digraph(20)],
  ["digraph-28", "digraphPlacement", "digraph", digraph(28)],
];

async function setup(): Promise<number> {
  for (const offline of [true, false]) {
    const args = [
      "build",
      "--release",
      "--manifest-path",
      MANIFEST,
      ...(offline ? ["--offline"] : []),
    ];
    console.error(`setup: CARGO_TARGET_DIR=${TARGET} cargo ${args.join(" ")}`);
    const { code } = await new Deno.Command("cargo", { args, env: { CARGO_TARGET_DIR: TARGET } })
      .spawn().status;
    if (code === 0) return 0;
  }
  console.error("error: cannot build the cgt-tools harness (see cargo's messages above)");
  return 1;
}

interface Best {
  wall: number;
  inproc: number;
  rss: number | null;
  value: string | null;
  failed: string | null;
}

function better(a: Best | null, b: Best): Best {
  return a === null || (b.failed === null && (a.failed !== null || b.inproc < a.inproc)) ? b : a;
}

async function ours(
  game: string,
  position: string,
  timeout: number,
  peerValue: string | null,
): Promise<Best> {
  let file: string | null = null;
  if (peerValue !== null) {
    file = await Deno.makeTempFile({ prefix: "cgt-boards-peer-" });
    await Deno.writeTextFile(file, peerValue);
  }
  const run = await runProcess(
    Deno.execPath(),
    [
      "run",
      "--allow-read",
      RUNNER,
      game,
      position,
      "--value",
      ...(file === null ? [] : ["--agree", file]),
    ],
    { timeout },
  );
  if (file !== null) await Deno.remove(file).catch(() => {});
  if (run.status !== "ok") {
    return {
      wall: run.seconds,
      inproc: run.seconds,
      rss: run.peakRss,
      value: null,
      failed: run.status,
    };
  }
  const { seconds, value, agree } = JSON.parse(run.stdout) as {
    seconds: number;
    value: string | null;
    agree?: boolean;
  };
  return {
    wall: run.seconds,
    inproc: seconds,
    rss: run.peakRss,
    value: agree === undefined ? value : agree ? "agree" : "disagree",
    failed: null,
  };
}

async function theirs(game: string, position: string, timeout: number): Promise<Best> {
  const run = await runProcess(HARNESS, [game, position], { timeout });
  if (run.status !== "ok") {
    return {
      wall: run.seconds,
      inproc: run.seconds,
      rss: run.peakRss,
      value: null,
      failed: run.status,
    };
  }
  const [value, seconds] = run.stdout.trim().split("\t");
  return { wall: run.seconds, inproc: Number(seconds), rss: run.peakRss, value, failed: null };
}

/** Whether the values agree: our run read cgt-tools' value and compared the games. */
function agree(a: string | null): string {
  return a === "agree" ? "yes" : a === "disagree" ? "NO" : "n/a";
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      setup: { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
      timeout: { type: "string", default: "120" },
      "no-write": { type: "boolean", default: false },
    },
  });
  if (values.setup) return await setup();
  try {
    Deno.statSync(HARNESS);
  } catch {
    console.error(
      `error: ${HARNESS} is missing; run deno run -A bench/peers/boards_peers.ts --setup`,
    );
    return 1;
  }
  const runs = Number(values.runs);
  const timeout = Number(values.timeout);
  const rows: string[] = [];
  for (const [name, game, rsGame, position] of WORKLOADS) {
    let a: Best | null = null;
    let b: Best | null = null;
    const loads: string[] = [];
    for (let k = 0; k < runs; k++) {
      loads.push(loadText());
      // cgt-tools first, so that our run can check its value (outside the timed part).
      b = better(b, await theirs(rsGame, position, timeout));
      a = better(a, await ours(game, position, timeout, b.failed === null ? b.value : null));
      // One run of anything slow is enough.
      if (a.inproc > 20 || b.inproc > 20) break;
    }
    const x = a as Best;
    const y = b as Best;
    const s = (
      m: Best,
      f: "wall" | "inproc",
    ): string => (m.failed ? `> ${timeout} s` : `${m[f].toFixed(3)}`);
    const ratio = (f: "wall" | "inproc"): string =>
      x.failed || y.failed ? "-" : (x[f] / y[f]).toFixed(2);
    const line = `| ${name} | \`${
      position.length > 30 ? position.slice(0, 30) + "..." : position
    }\` | ${s(x, "inproc")} | ${s(x, "wall")} | ${formatMb(x.rss)} | ${s(y, "inproc")} | ${
      s(y, "wall")
    } | ${formatMb(y.rss)} | ${ratio("inproc")} | ${ratio("wall")} | ${agree(x.value)} | ${
      loads[0]
    }-${loads[loads.length - 1]} |`.replaceAll("|`x", "|`x");
    console.error(line);
    rows.push(line.replace(/`([^`]*)`/, (_, p: string) => `\`${p.replaceAll("|", "\\|")}\``));
  }
  const block = [
    "<!-- bench:boards-peers -->",
    "### Against cgt-tools (bench/peers/boards_peers.ts)",
    "",
    `${
      machineLine(machine())
    }. cgt-tools: crate cgt 0.11 with rayon, through bench/peers/peers_rs.`,
    "",
    'Seconds, minimum of the runs. "in proc" is the computation alone as each tool times it (cgt:',
    'bench/workloads/run.ts, modules loaded first; cgt-tools: its harness), "wall" the whole',
    "process; a ratio is cgt's time over cgt-tools' (below 1: cgt is faster). \"load\" is the",
    "1-minute load average at the start of the first and last runs (2 cores).",
    "",
    "| workload | position | cgt in proc | cgt wall | cgt RSS | cgt-tools in proc | cgt-tools wall | cgt-tools RSS | ratio in proc | ratio wall | values agree | load |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
    ...rows,
    "<!-- /bench:boards-peers -->",
  ].join("\n");
  console.log(block);
  if (!values["no-write"]) {
    const path = `${ROOT}bench/results/RESULTS.md`;
    await Deno.writeTextFile(
      path,
      replaceSection(await Deno.readTextFile(path), "bench:boards-peers", block),
    );
  }
  return 0;
}

if (import.meta.main) Deno.exit(await main());
