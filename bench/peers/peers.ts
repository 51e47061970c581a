// deno-lint-ignore-file no-console
/**
 * `deno task bench:peers`: times `cgt` against the other CGT programs installed
 * on this machine, on the workloads of `../shared/peers/workloads.tsv` plus a
 * few of our own, and writes `bench/results/PEERS.md` and `bench/results/peers.json`.
 *
 * For every workload it measures, interleaved run by run so that a change of
 * load hits every tool alike:
 * - `cgt` as a whole process (`deno run apps/cli/main.ts <command>`),
 * - `cgt` in process (bench/workloads/inproc.ts: the command's modules are loaded
 *   first, then only the computation is timed, with empty caches),
 * - cgt-tools (the Rust crate `cgt`, harness `cgt-rs-harness`) and pycgt as
 *   whole processes, together with the seconds their harnesses report for the
 *   computation alone,
 *
 * keeps the minimum of `--runs` runs, checks that the values agree (equal
 * after normalising spelling, or equal as games by our own comparison; thermal
 * rows field by field), and flags the performance targets (two workers at least 1.6x faster
 * than one, and our time against cgt-tools' on the shared workloads; see `targets`).
 * A peer that is not installed is skipped with a note; `--setup` builds or
 * installs them (cargo, pip) and is never run by tests or CI.
 *
 * Large rows (records that take minutes, and the one- and two-worker pairs of the parallel
 * search) run once, as a whole process, with their own timeout; `--no-large` leaves them out.
 * The two rows of a parallel pair run the same command apart from `--workers`
 * (bench/peers/_parallel.ts); the parallel table gives their wall and user CPU seconds and peak RSS.
 *
 * A run of some rows (`--only`, `--no-large`) updates the files: its rows replace theirs, and
 * every other row is kept from the peers.json written before, marked with its own date (a row
 * whose command has changed since is dropped). `--no-write` writes nothing.
 *
 * Usage: `deno task bench:peers [--setup] [--runs K] [--timeout S]
 * [--only NAME]... [--skip PEER]... [--no-large] [--no-write]`
 *
 * @module
 */

import { parseArgs } from "node:util";
import { compare, parseGame, withStepLimit } from "@cgt/partizan";
import {
  formatMb,
  loadAverage,
  loadText,
  type Machine,
  machine,
  machineLine,
  replaceSection,
} from "../support/machine.ts";
import { type ProcessRun, runProcess } from "../support/process.ts";
import { BIG, BOARDS, type OwnRow, PARALLEL_SEARCHES, parallelRows } from "./_parallel.ts";
import { mergeRows } from "./_merge.ts";
import { shellSplit } from "./_shell.ts";

const ROOT = new URL("../..", import.meta.url).pathname;
/** The peers' folder: $CGT_PEERS, else `shared/peers/` beside the checkout or a level up (a worktree). */
const PEERS = Deno.env.get("CGT_PEERS") ??
  [`${ROOT}../shared/peers/`, `${ROOT}../../shared/peers/`].find((dir) => {
    try {
      return Deno.statSync(`${dir}workloads.tsv`).isFile;
    } catch {
      return false;
    }
  }) ?? `${ROOT}../shared/peers/`;
const TMP = Deno.env.get("TMPDIR") ?? "/tmp";
const RS_TARGET = `${TMP.replace(/\/$/, "")}/cgt-rs-target`;
const RS_BIN = Deno.env.get("CGT_RS_BIN") ?? `${RS_TARGET}/release/cgt-rs-harness`;
const PYTHON = Deno.env.get("PYTHON") ?? "python3";
const CLI = `${ROOT}apps/cli/main.ts`;
const INPROC = `${ROOT}bench/workloads/inproc.ts`;
const DENO_FLAGS = ["run", "--allow-read", "--allow-write", "--allow-env"];
const PEERS_MD = `${ROOT}bench/results/PEERS.md`;
const PEERS_JSON = `${ROOT}bench/results/peers.json`;

/** The tools compared. */
type Tool = "cgt" | "cgt-inproc" | "cgt-rs" | "pycgt";
const PEER_TOOLS = ["cgt-rs", "pycgt"] as const;
type Peer = typeof PEER_TOOLS[number];

/** One workload: the cgt command and each peer harness's name for it (null: none). */
interface Workload {
  name: string;
  args: string[];
  peers: Record<Peer, string | null>;
  /** Where the row comes from. */
  source: "workloads.tsv" | "cgt";
  /**
   * A long record (minutes): measured once, as a whole process only, with its own timeout;
   * left out by `--no-large`.
   */
  large?: { timeout: number };
}

/**
 * Our own rows, with no peer: the large records (time and memory), the pairs that
 * measure the parallel search (bench/peers/_parallel.ts), and impartial work. A large row
 * (minutes) is measured once, as a whole process.
 */
const OWN: OwnRow[] = [
  { name: "toads-TTTTTT..FFFFFF", command: `value 'toads("TTTTTT..FFFFFF")' ${BIG} --json` },
  { name: "dawson-kayles-40000", command: "grundy octal 0.07 --to 40000 --json" },
  { name: "grundy-game-65536", command: "grundy grundy-game --to 65536 --json" },
  {
    name: "domineering-4x8",
    command: `value 'domineering("${BOARDS.dom4x8}")' ${BIG} --json`,
    large: { timeout: 1800 },
  },
  ...parallelRows(),
];

/** The rows whose one-worker and two-worker times give the parallel speed-up target. */
const PARALLEL_PAIRS: [one: string, two: string][] = PARALLEL_SEARCHES.map((
  { one, two },
) => [one, two]);

async function readWorkloads(): Promise<Workload[]> {
  const text = await Deno.readTextFile(`${PEERS}workloads.tsv`);
  const [header, ...lines] = text.trimEnd().split("\n");
  const columns = header.split("\t");
  const at = (name: string) => {
    const i = columns.indexOf(name);
    if (i < 0) throw new Error(`workloads.tsv has no column "${name}"`);
    return i;
  };
  const [name, command, py, rs] = [at("workload"), at("cgt command"), at("pycgt"), at("cgt-rs")];
  const rows: Workload[] = lines.filter((line) => line.trim() !== "").map((line) => {
    const cells = line.split("\t");
    const peer = (cell: string | undefined) => cell === undefined || cell === "-" ? null : cell;
    return {
      name: cells[name],
      args: shellSplit(cells[command]),
      peers: { "cgt-rs": peer(cells[rs]), pycgt: peer(cells[py]) },
      source: "workloads.tsv",
    };
  });
  for (const { name: own, command, large } of OWN) {
    if (rows.some((row) => row.name === own)) continue;
    rows.push({
      name: own,
      args: shellSplit(command),
      peers: { "cgt-rs": null, pycgt: null },
      source: "cgt",
      ...(large ? { large } : {}),
    });
  }
  return rows;
}

/** A value as printed by one tool, in a form the comparison understands. */
type Value =
  | { kind: "game"; text: string }
  | { kind: "thermal"; fields: Record<string, string> }
  | { kind: "digest"; text: string }
  | { kind: "unprinted"; text: string };

async function sha256(text: string): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)),
  );
  return Array.from(bytes.slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function cgtValue(stdout: string): Promise<Value> {
  const doc = JSON.parse(stdout);
  if (Array.isArray(doc.values)) {
    const values = doc.values as number[];
    return {
      kind: "digest",
      text: `n=${values.length - 1} max=${Math.max(...values)} sha256=${await sha256(
        values.join(","),
      )}`,
    };
  }
  if (typeof doc.temperature === "string") {
    return {
      kind: "thermal",
      fields: {
        mean: doc.mean,
        temperature: doc.temperature,
        leftStop: doc.leftStop,
        rightStop: doc.rightStop,
      },
    };
  }
  if (doc.value === null || doc.value === undefined) {
    return { kind: "unprinted", text: `length ${doc.length}, birthday ${doc.birthday}` };
  }
  return { kind: "game", text: String(doc.value) };
}

function peerValue(text: string): Value {
  if (text.startsWith("mean=")) {
    return {
      kind: "thermal",
      fields: Object.fromEntries(text.split(" ").map((part) => part.split("=", 2))),
    };
  }
  return { kind: "game", text };
}

function showValue(v: Value | null): string {
  if (v === null) return "-";
  if (v.kind === "thermal") return Object.entries(v.fields).map(([k, x]) => `${k}=${x}`).join(" ");
  return v.text;
}

/** A value for the report: long canonical forms are cut to their first 200 characters. */
function shortValue(v: Value | null): string {
  const text = showValue(v);
  return text.length <= 200 ? text : `${text.slice(0, 200)}... (${text.length} characters)`;
}

function normalise(text: string): string {
  return text.replaceAll("±", "+-").replaceAll("↑", "^").replaceAll("↓", "v").replaceAll(" ", "");
}

/** "yes", "NO" or "?" (undecided), and a note. */
function agree(ours: Value, theirs: Value): [string, string] {
  if (ours.kind === "thermal" || theirs.kind === "thermal") {
    if (ours.kind !== "thermal" || theirs.kind !== "thermal") return ["NO", "thermal vs game"];
    const differ = Object.keys(ours.fields).filter((k) => ours.fields[k] !== theirs.fields[k]);
    return differ.length === 0 ? ["yes", ""] : ["NO", `differs in ${differ.join(", ")}`];
  }
  if (ours.kind === "digest" && theirs.kind === "digest") {
    return ours.text === theirs.text ? ["yes", ""] : ["NO", "different values"];
  }
  if (ours.kind !== "game" || theirs.kind !== "game") return ["?", "value not printed"];
  if (normalise(ours.text) === normalise(theirs.text)) return ["yes", ""];
  try {
    const relation = withStepLimit(
      50_000_000,
      () => compare(parseGame(ours.text), parseGame(theirs.text)),
    );
    return relation === "="
      ? ["yes", "equal as games, printed differently"]
      : ["NO", `ours ${relation} theirs`];
  } catch (error) {
    return ["?", `cannot compare: ${error instanceof Error ? error.message : error}`];
  }
}

/** The measurements of one tool on one workload. */
interface Measured {
  status: "ok" | "error" | "timeout" | "skipped";
  /** Min wall seconds of the whole process over the runs that finished. */
  wall: number | null;
  /** Min seconds of the computation alone, as the tool reports it. */
  inproc: number | null;
  /** cgt in process only: min seconds of the first run in a fresh process (cold code). */
  first: number | null;
  /** Max of the peak RSS over the runs, bytes. */
  peakRss: number | null;
  /** User CPU seconds of the whole process (every thread) in the run of the least wall time. */
  user: number | null;
  /** System CPU seconds of that run. */
  system: number | null;
  runs: number;
  value: Value | null;
  detail: string;
  /** 1-minute load average when each run started. */
  loads: number[];
  /** The per-run timeout, seconds. */
  limit: number;
}

function fresh(limit: number): Measured {
  return {
    limit,
    status: "ok",
    wall: null,
    inproc: null,
    first: null,
    peakRss: null,
    user: null,
    system: null,
    runs: 0,
    value: null,
    detail: "",
    loads: [],
  };
}

function command(tool: Tool, w: Workload): [string, string[]] {
  switch (tool) {
    case "cgt":
      return [Deno.execPath(), [...DENO_FLAGS, CLI, ...w.args]];
    case "cgt-inproc":
      return [Deno.execPath(), [...DENO_FLAGS, "--v8-flags=--expose-gc", INPROC, ...w.args]];
    case "cgt-rs":
      return [RS_BIN, [w.peers["cgt-rs"]!]];
    case "pycgt":
      return [PYTHON, [`${PEERS}pycgt/harness.py`, w.peers.pycgt!]];
  }
}

/** Reads one run's output: the value, the in-process seconds and the first run's, if any. */
async function parseRun(
  tool: Tool,
  run: ProcessRun,
): Promise<[Value, number | null, number | null]> {
  if (tool === "cgt") return [await cgtValue(run.stdout), null, null];
  if (tool === "cgt-inproc") {
    const doc = JSON.parse(run.stdout.trim().split("\n").pop()!);
    if (doc.code !== 0) throw new Error(`exit ${doc.code}: ${doc.stderr.trim()}`);
    return [await cgtValue(doc.stdout), doc.seconds, doc.first];
  }
  const line = run.stdout.trim().split("\n").pop() ?? "";
  const parts = line.split("\t");
  if (parts.length !== 3) throw new Error(`harness printed ${JSON.stringify(line)}`);
  return [peerValue(parts[1]), Number(parts[2]), null];
}

async function measureOnce(tool: Tool, w: Workload, m: Measured): Promise<void> {
  const timeout = m.limit;
  const [cmd, args] = command(tool, w);
  m.loads.push(loadAverage()?.[0] ?? NaN);
  const run = await runProcess(cmd, args, { timeout, cwd: ROOT });
  if (run.peakRss !== null) m.peakRss = Math.max(m.peakRss ?? 0, run.peakRss);
  if (run.status !== "ok") {
    const detail = run.status === "timeout"
      ? `> ${timeout} s`
      : (run.stderr || run.stdout).trim().split("\n").slice(-2).join(" ").slice(0, 300);
    if (m.wall === null) [m.status, m.detail] = [run.status, detail];
    else m.detail = `a later run: ${run.status} ${detail}`;
    return;
  }
  try {
    const [value, inproc, first] = await parseRun(tool, run);
    m.value = value;
    if (m.wall === null || run.seconds < m.wall) {
      [m.user, m.system] = [run.userSeconds, run.systemSeconds];
    }
    m.wall = Math.min(m.wall ?? Infinity, run.seconds);
    if (inproc !== null) m.inproc = Math.min(m.inproc ?? Infinity, inproc);
    if (first !== null) m.first = Math.min(m.first ?? Infinity, first);
    m.runs++;
  } catch (error) {
    m.status = "error";
    m.detail = `unreadable output: ${error instanceof Error ? error.message : error}`;
  }
}

/** The row of one workload. */
interface Row {
  workload: Workload;
  /** When the row was measured (an ISO date; a row kept from an earlier run has its own). */
  measured: string;
  results: Partial<Record<Tool, Measured>>;
  agree: Partial<Record<Peer | "cgt-inproc", [string, string]>>;
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

async function capture(cmd: string, args: string[]): Promise<string | null> {
  try {
    const out = await new Deno.Command(cmd, { args, stdout: "piped", stderr: "null" }).output();
    return out.success ? new TextDecoder().decode(out.stdout).trim() : null;
  } catch {
    return null;
  }
}

/** Which peers are installed, with their versions; a note for each missing one. */
async function installedPeers(): Promise<
  { versions: Partial<Record<Peer, string>>; notes: string[] }
> {
  const versions: Partial<Record<Peer, string>> = {};
  const notes: string[] = [];
  if (await exists(RS_BIN)) {
    const lock = await Deno.readTextFile(`${PEERS}cgt-rs/Cargo.lock`).catch(() => "");
    const crate = /name = "cgt"\nversion = "([^"]+)"/.exec(lock)?.[1] ?? "?";
    const rustc = await capture("rustc", ["--version"]);
    versions["cgt-rs"] = `cgt-tools (crate cgt ${crate}, rayon)${rustc ? `, ${rustc}` : ""}`;
  } else {
    notes.push(`cgt-tools skipped: ${RS_BIN} is missing (run deno task bench:peers --setup)`);
  }
  const py = await capture(PYTHON, [
    "-c",
    "import importlib.metadata as m, sys; print(m.version('pycgt'), sys.version.split()[0])",
  ]);
  if (py !== null) {
    const [version, python] = py.split(" ");
    versions.pycgt = `pycgt ${version}, Python ${python}`;
  } else {
    notes.push(`pycgt skipped: ${PYTHON} cannot import pycgt (run deno task bench:peers --setup)`);
  }
  return { versions, notes };
}

async function setup(): Promise<number> {
  const steps: [string, string[], Record<string, string>][] = [
    ["cargo", [
      "build",
      "--release",
      "--manifest-path",
      `${PEERS}cgt-rs/Cargo.toml`,
    ], { CARGO_TARGET_DIR: RS_TARGET }],
    [PYTHON, ["-m", "pip", "install", "-r", `${PEERS}pycgt/requirements.txt`], {}],
  ];
  let failed = 0;
  for (const [cmd, args, env] of steps) {
    console.error(
      `setup: ${Object.entries(env).map(([k, v]) => `${k}=${v} `).join("")}${cmd} ${
        args.join(" ")
      }`,
    );
    try {
      const { code } = await new Deno.Command(cmd, { args, env }).spawn().status;
      if (code !== 0) {
        console.error(`error: setup step ${cmd} failed with exit code ${code}`);
        failed++;
      }
    } catch (error) {
      console.error(`error: cannot run ${cmd}: ${error instanceof Error ? error.message : error}`);
      failed++;
    }
  }
  return failed === 0 ? 0 : 1;
}

function seconds(m: Measured | undefined, field: "wall" | "inproc" | "first"): string {
  if (m === undefined) return "-";
  if (m.status === "skipped") return "skipped";
  const value = m[field];
  if (value !== null) return value < 0.1 ? value.toPrecision(2) : value.toFixed(3);
  if (field !== "wall" && m.status === "ok") return "-";
  return m.status === "timeout" ? `> ${m.detail.replace(/^> /, "")}` : m.status;
}

/** The mark of a row kept from an earlier run: " (earlier: DATE)", else "". */
function earlier(row: Row, kept: readonly string[]): string {
  return kept.includes(row.workload.name) ? ` (earlier: ${row.measured})` : "";
}

/** The user CPU seconds of a measured run, or "-". */
function cpu(m: Measured | undefined): string {
  return m?.user === null || m?.user === undefined ? "-" : m.user.toFixed(2);
}

/** cgt's seconds over the peer's, or a bound when the peer timed out. */
function ratio(
  ours: number | null,
  theirs: Measured | undefined,
  field: "wall" | "inproc",
): number | string | null {
  if (ours === null || theirs === undefined) return null;
  const t = theirs[field];
  if (t !== null && t > 0) return ours / t;
  if (theirs.status === "timeout") return `< ${(ours / theirs.limit).toFixed(3)}`;
  return null;
}

function showRatio(r: number | string | null): string {
  if (r === null) return "-";
  return typeof r === "string" ? r : r.toFixed(2);
}

interface Target {
  what: string;
  workload: string;
  measured: string;
  met: boolean | null;
}

/** The parallel speed-ups: one worker's whole-process time over two workers'. */
function speedups(rows: Row[]): { one: string; two: string; ratio: number | null }[] {
  const wall = (name: string) =>
    rows.find((r) => r.workload.name === name)?.results.cgt?.wall ?? null;
  return PARALLEL_PAIRS.filter(([one, two]) =>
    rows.some((r) => r.workload.name === one) && rows.some((r) => r.workload.name === two)
  ).map(([one, two]) => {
    const a = wall(one);
    const b = wall(two);
    return { one, two, ratio: a !== null && b !== null && b > 0 ? a / b : null };
  });
}

function targets(rows: Row[]): Target[] {
  const list: Target[] = [];
  for (const { one, ratio } of speedups(rows)) {
    list.push({
      what: "two workers at least 1.6x faster than one (whole process)",
      workload: one,
      measured: ratio === null ? "-" : `${ratio.toFixed(2)}x`,
      met: ratio === null ? null : ratio >= 1.6,
    });
  }
  for (const row of rows) {
    const ours = row.results.cgt;
    const inproc = row.results["cgt-inproc"];
    const rs = row.results["cgt-rs"];
    if (rs === undefined || rs.status === "skipped") continue;
    const whole = ratio(ours?.wall ?? null, rs, "wall");
    const inner = ratio(inproc?.inproc ?? null, rs, "inproc");
    const numeric = (r: number | string | null) => typeof r === "number" ? r : null;
    if (row.workload.name === "konane-4x6") {
      list.push({
        what: "Konane 4x6, whole process, ratio <= 1.0",
        workload: row.workload.name,
        measured: showRatio(whole),
        met: numeric(whole) === null
          ? (typeof whole === "string" ? true : null)
          : numeric(whole)! <= 1,
      });
    }
    // "Takes at least 0.05 s" is read from the computation as cgt-tools times it, which a busy
    // machine shifts less than its whole-process time (start-up and scheduling).
    if ((rs.inproc ?? rs.wall ?? 0) >= 0.05 || rs.status === "timeout") {
      list.push({
        what: "cgt-tools takes >= 0.05 s: whole-process ratio <= 0.5",
        workload: row.workload.name,
        measured: showRatio(whole),
        met: typeof whole === "string" ? true : whole === null ? null : whole <= 0.5,
      });
    }
    list.push({
      what: "in process: ratio <= 1.0",
      workload: row.workload.name,
      measured: showRatio(inner),
      met: typeof inner === "string" ? true : inner === null ? null : inner <= 1,
    });
  }
  return list;
}

function minMaxLoad(rows: Row[]): string {
  const loads = rows.flatMap((row) => Object.values(row.results).flatMap((m) => m?.loads ?? []))
    .filter(Number.isFinite);
  if (loads.length === 0) return "?";
  return `${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)}`;
}

function rowLoad(row: Row): string {
  const loads = Object.values(row.results).flatMap((m) => m?.loads ?? []).filter(Number.isFinite);
  if (loads.length === 0) return "?";
  const [lo, hi] = [Math.min(...loads), Math.max(...loads)];
  return lo.toFixed(1) === hi.toFixed(1) ? lo.toFixed(1) : `${lo.toFixed(1)}-${hi.toFixed(1)}`;
}

function agreeCell(row: Row): string {
  const parts: string[] = [];
  for (const [who, [verdict, note]] of Object.entries(row.agree)) {
    const name = who === "cgt-inproc" ? "in-process run" : who;
    parts.push(`${name}: ${verdict}${note && verdict !== "yes" ? ` (${note})` : ""}`);
  }
  return parts.length === 0 ? "no peer" : parts.join("; ");
}

function markdown(
  rows: Row[],
  m: Machine,
  versions: Partial<Record<Peer, string>>,
  notes: string[],
  runs: number,
  timeout: number,
  loadStart: string,
  loadEnd: string,
  kept: readonly string[] = [],
  earlierVersions: Partial<Record<Peer, string>> = {},
): string {
  const lines: string[] = [];
  lines.push("<!-- peers:generated -->");
  lines.push(
    `Measured ${m.date} by \`deno task bench:peers\` (min of ${runs} runs, each killed after ${timeout} s).`,
  );
  if (kept.length > 0) {
    lines.push(
      `This run measured ${
        rows.length - kept.length
      } of the rows; the other ${kept.length} are kept from earlier runs, marked "(earlier: DATE)", with their own loads.`,
    );
  }
  lines.push("");
  lines.push(`- Machine: ${machineLine(m)}.`);
  lines.push(
    `- Load average (1 min) at start ${loadStart}, at end ${loadEnd}; per run ${
      minMaxLoad(rows.filter((row) => !kept.includes(row.workload.name)))
    } (column "load": the range over that row's runs).`,
  );
  lines.push(
    `- cgt: this checkout, \`deno run ${
      DENO_FLAGS.slice(1).join(" ")
    } apps/cli/main.ts <command>\`; in process: bench/workloads/inproc.ts (the command's work through the packages' entry points: modules loaded, warm-up, then each run timed with every cache emptied).`,
  );
  for (const peer of PEER_TOOLS) {
    const before = kept.length > 0 ? earlierVersions[peer] : undefined;
    lines.push(
      `- ${peer}: ${versions[peer] ?? "not installed"}${
        before !== undefined && before !== versions[peer]
          ? ` (in the rows kept from earlier runs: ${before})`
          : ""
      }.`,
    );
  }
  for (const note of notes) lines.push(`- Note: ${note}.`);
  lines.push("");
  lines.push(
    'Seconds. "whole" is the wall time of the whole process (start-up included); "in proc" is the computation alone as each tool times it: for cgt, bench/workloads/inproc.ts times the work of the command through the public entry points of the packages (expression parsed, value computed and formatted; not the argument parsing of the CLI) with warm code and every cache emptied first, as the peers\' harnesses time their compiled code from empty tables; "first run" is cgt\'s first run in a fresh process (cold code, what one `cgt` process pays after start-up). A ratio is cgt\'s time over the peer\'s: below 1 cgt is faster. Memory is the peak RSS of cgt\'s whole process. Rows marked large ran once, as a whole process.',
  );
  lines.push("");
  lines.push(
    "| workload | cgt whole | cgt in proc | cgt in proc, first run | cgt peak RSS | cgt-tools whole | cgt-tools in proc | ratio whole | ratio in proc | pycgt whole | pycgt in proc | ratio pycgt (in proc) | values agree | load |",
  );
  lines.push(
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |",
  );
  for (const row of rows) {
    const r = row.results;
    const ours = r.cgt;
    const inproc = r["cgt-inproc"];
    lines.push(
      `| ${row.workload.name}${row.workload.large ? " (large)" : ""}${earlier(row, kept)} | ${
        seconds(ours, "wall")
      } | ${seconds(inproc, "inproc")} | ${seconds(inproc, "first")} | ${
        formatMb(ours?.peakRss ?? null)
      } | ${seconds(r["cgt-rs"], "wall")} | ${seconds(r["cgt-rs"], "inproc")} | ${
        showRatio(ratio(ours?.wall ?? null, r["cgt-rs"], "wall"))
      } | ${showRatio(ratio(inproc?.inproc ?? null, r["cgt-rs"], "inproc"))} | ${
        seconds(r.pycgt, "wall")
      } | ${seconds(r.pycgt, "inproc")} | ${
        showRatio(ratio(inproc?.inproc ?? null, r.pycgt, "inproc"))
      } | ${agreeCell(row)} | ${rowLoad(row)} |`,
    );
  }
  const pairs = speedups(rows);
  if (pairs.length > 0) {
    lines.push("");
    lines.push("### Parallel search: `--workers 2` against `--workers 1` (whole process)");
    lines.push("");
    lines.push(
      "Each pair runs the same command apart from `--workers` (the same bounds, `--force`). Wall and user CPU seconds of the run of least wall time (CPU: every thread of the process, from `/usr/bin/time`), and the peak RSS.",
    );
    lines.push("");
    lines.push(
      "| workload | 1 worker | 2 workers | speed-up | user CPU, 1 / 2 workers | peak RSS, 1 / 2 workers | same value | load |",
    );
    lines.push("| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |");
    for (const { one, two, ratio } of pairs) {
      const row1 = rows.find((r) => r.workload.name === one)!;
      const row2 = rows.find((r) => r.workload.name === two)!;
      const [r1, r2] = [row1.results.cgt, row2.results.cgt];
      lines.push(
        `| ${one}${earlier(row1, kept)} / ${two}${earlier(row2, kept)} | ${seconds(r1, "wall")} | ${
          seconds(r2, "wall")
        } | ${ratio === null ? "-" : `${ratio.toFixed(2)}x`} | ${cpu(r1)} / ${cpu(r2)} | ${
          formatMb(r1?.peakRss ?? null)
        } / ${formatMb(r2?.peakRss ?? null)} | ${
          r1?.value && r2?.value
            ? (showValue(r1.value) === showValue(r2.value) ? "yes" : "**NO**")
            : "-"
        } | ${rowLoad(row1)} / ${rowLoad(row2)} |`,
      );
    }
  }
  const list = targets(rows);
  lines.push("");
  lines.push("### Targets");
  lines.push("");
  if (list.length === 0) {
    lines.push("No cgt-tools figures in this run, so no target could be checked.");
  } else {
    const met = list.filter((t) => t.met === true).length;
    const missed = list.filter((t) => t.met === false);
    const unknown = list.filter((t) => t.met === null).length;
    lines.push(
      `${met} of ${list.length} checks met, ${missed.length} missed${
        unknown ? `, ${unknown} not measurable` : ""
      }.`,
    );
    lines.push("");
    lines.push("| target | workload | measured ratio | met? |");
    lines.push("| --- | --- | ---: | --- |");
    for (const t of list) {
      lines.push(
        `| ${t.what} | ${t.workload} | ${t.measured} | ${
          t.met === null ? "?" : t.met ? "yes" : "**no**"
        } |`,
      );
    }
  }
  const problems: string[] = [];
  for (const row of rows) {
    for (const [tool, res] of Object.entries(row.results)) {
      if (res && (res.status === "error" || res.status === "timeout")) {
        problems.push(
          `- ${row.workload.name}: ${tool} ${res.status}: ${res.detail.replaceAll("|", "\\|")}`,
        );
      }
    }
    for (const [who, [verdict, note]] of Object.entries(row.agree)) {
      // "n/a" (a tool failed or timed out) is already listed above.
      if (verdict !== "yes" && verdict !== "n/a") {
        problems.push(
          `- ${row.workload.name}: ${who} ${verdict} ${note}: cgt \`${
            shortValue(row.results.cgt?.value ?? null)
          }\`, ${who} \`${shortValue(row.results[who as Tool]?.value ?? null)}\``,
        );
      }
    }
  }
  if (problems.length > 0) {
    lines.push("");
    lines.push("### Disagreements, failures and timeouts");
    lines.push("");
    lines.push(...problems);
  }
  lines.push("<!-- /peers:generated -->");
  return lines.join("\n");
}

const HEADER = `# cgt against its peers

Written by \`deno task bench:peers\` (bench/peers/peers.ts): the workloads of
\`../shared/peers/workloads.tsv\` plus a few of our own, for \`cgt\` and every peer installed
on the machine. The generated part between the markers is rewritten on every run (a run of
some rows keeps the others from peers.json, marked with their date); notes outside it are kept. Build or install the peers once with \`deno task bench:peers --setup\`.
`;

/** One workload's entry in peers.json, as {@link toJson} writes it. */
type JsonWorkload = ReturnType<typeof toJson>;

/** The peers.json entry of a row. */
function toJson(row: Row) {
  return {
    name: row.workload.name,
    command: row.workload.args,
    source: row.workload.source,
    large: row.workload.large !== undefined,
    measured: row.measured,
    results: Object.fromEntries(
      Object.entries(row.results).map(([tool, res]) => [tool, {
        status: res!.status,
        wallSeconds: res!.wall,
        inProcessSeconds: res!.inproc,
        firstRunSeconds: res!.first,
        peakRssBytes: res!.peakRss,
        userCpuSeconds: res!.user,
        systemCpuSeconds: res!.system,
        runs: res!.runs,
        value: res!.value === null ? null : showValue(res!.value),
        detail: res!.detail || undefined,
        loads: res!.loads,
        timeoutSeconds: res!.limit,
      }]),
    ),
    ratios: {
      wholeVsCgtRs: ratio(row.results.cgt?.wall ?? null, row.results["cgt-rs"], "wall"),
      inProcessVsCgtRs: ratio(
        row.results["cgt-inproc"]?.inproc ?? null,
        row.results["cgt-rs"],
        "inproc",
      ),
      inProcessVsPycgt: ratio(
        row.results["cgt-inproc"]?.inproc ?? null,
        row.results.pycgt,
        "inproc",
      ),
    },
    agree: row.agree,
  };
}

/**
 * The rows of the peers.json written before, for the workloads that still exist (a kept row
 * is shown as measured then: its value as printed, its figures, its own date and loads).
 */
async function previousRows(
  workloads: Workload[],
): Promise<{ rows: Row[]; versions: Partial<Record<Peer, string>> }> {
  let doc: {
    machine?: { date?: string };
    timeout?: number;
    peers?: Partial<Record<Peer, string>>;
    workloads?: Partial<JsonWorkload>[];
  };
  try {
    doc = JSON.parse(await Deno.readTextFile(PEERS_JSON));
  } catch {
    return { rows: [], versions: {} };
  }
  const rows: Row[] = [];
  for (const entry of doc.workloads ?? []) {
    const workload = workloads.find((w) => w.name === entry.name);
    if (workload === undefined || entry.results === undefined) continue;
    const results: Partial<Record<Tool, Measured>> = {};
    for (const [tool, r] of Object.entries(entry.results)) {
      results[tool as Tool] = {
        status: r.status,
        wall: r.wallSeconds ?? null,
        inproc: r.inProcessSeconds ?? null,
        first: r.firstRunSeconds ?? null,
        peakRss: r.peakRssBytes ?? null,
        user: r.userCpuSeconds ?? null,
        system: r.systemCpuSeconds ?? null,
        runs: r.runs ?? 0,
        value: r.value === null || r.value === undefined ? null : { kind: "game", text: r.value },
        detail: r.detail ?? "",
        loads: (r.loads ?? []).map((x) => x ?? NaN),
        limit: r.timeoutSeconds ?? doc.timeout ?? NaN,
      };
    }
    rows.push({
      workload: { ...workload, args: entry.command ?? [] },
      measured: entry.measured ?? doc.machine?.date ?? "an earlier run",
      results,
      agree: entry.agree ?? {},
    });
  }
  return { rows, versions: doc.peers ?? {} };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      setup: { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
      timeout: { type: "string", default: "120" },
      "pycgt-timeout": { type: "string", default: "30" },
      only: { type: "string", multiple: true },
      skip: { type: "string", multiple: true },
      "no-write": { type: "boolean", default: false },
      "no-large": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(
      [
        "usage: deno task bench:peers [--setup] [--runs K] [--timeout S] [--pycgt-timeout S] [--only NAME]... [--skip cgt-rs|pycgt]... [--no-large] [--no-write]",
        "",
        "Writes bench/results/PEERS.md and peers.json. With --only or --no-large the rows run replace",
        "theirs and the other rows are kept from peers.json, marked with their date (dropped if their",
        "command has changed); --no-write only prints. The parallel pairs are NAME-workers-1 (or the",
        "large record NAME) and NAME-workers-2: the same command apart from --workers.",
      ].join("\n"),
    );
    return 0;
  }
  if (values.setup) return await setup();
  const runs = Number(values.runs);
  const timeout = Number(values.timeout);
  const pyTimeout = Number(values["pycgt-timeout"]);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`error: --runs must be a positive integer, received ${values.runs}`);
    return 2;
  }
  if (!(timeout > 0) || !(pyTimeout > 0)) {
    console.error("error: --timeout and --pycgt-timeout must be positive numbers of seconds");
    return 2;
  }
  const allWorkloads = await readWorkloads();
  let workloads = allWorkloads;
  if (values.only) {
    const unknown = values.only.filter((n) => !workloads.some((w) => w.name === n));
    if (unknown.length > 0) {
      console.error(`error: unknown workload ${unknown.join(", ")}; see workloads.tsv`);
      return 2;
    }
    workloads = workloads.filter((w) => values.only!.includes(w.name));
  }
  if (values["no-large"]) workloads = workloads.filter((w) => w.large === undefined);
  const skip = new Set(values.skip ?? []);
  const { versions, notes } = await installedPeers();
  for (const peer of skip) notes.push(`${peer} left out (--skip)`);
  for (const note of notes) console.error(`note: ${note}`);
  const m = machine();
  const loadStart = loadText();
  // Warm Deno's module cache, so the first workload does not pay for transpiling.
  await runProcess(
    Deno.execPath(),
    [...DENO_FLAGS, "--v8-flags=--expose-gc", INPROC, "value", "0"],
    {
      cwd: ROOT,
    },
  );
  await runProcess(Deno.execPath(), [...DENO_FLAGS, CLI, "value", "0"], { cwd: ROOT });

  const rows: Row[] = [];
  for (const w of workloads) {
    // A large record runs once, as a whole process (its in-process time would add minutes and
    // no peer has it).
    const tools: Tool[] = w.large ? ["cgt"] : ["cgt", "cgt-inproc"];
    for (const peer of PEER_TOOLS) {
      if (w.peers[peer] !== null && versions[peer] !== undefined && !skip.has(peer)) {
        tools.push(peer);
      }
    }
    const row: Row = { workload: w, measured: m.date, results: {}, agree: {} };
    for (const tool of tools) {
      row.results[tool] = fresh(tool === "pycgt" ? pyTimeout : w.large?.timeout ?? timeout);
    }
    console.error(`[${w.name}] load ${loadText()}`);
    for (let i = 0; i < (w.large ? 1 : runs); i++) {
      for (const tool of tools) {
        const res = row.results[tool]!;
        if (res.status !== "ok") continue;
        await measureOnce(tool, w, res);
      }
    }
    const ours = row.results.cgt!;
    const inproc = row.results["cgt-inproc"];
    if (ours.value !== null && inproc !== undefined && inproc.value !== null) {
      row.agree["cgt-inproc"] = agree(ours.value, inproc.value);
    }
    for (const peer of PEER_TOOLS) {
      const res = row.results[peer];
      if (res === undefined) continue;
      if (res.value === null) row.agree[peer] = ["n/a", `${peer} ${res.status}`];
      else if (ours.value === null) row.agree[peer] = ["n/a", `cgt ${ours.status}`];
      else row.agree[peer] = agree(ours.value, res.value);
    }
    rows.push(row);
    const line = tools.map((t) => {
      const res = row.results[t]!;
      return `${t} ${seconds(res, t === "cgt" ? "wall" : t === "cgt-inproc" ? "inproc" : "wall")}`;
    }).join(", ");
    console.error(`  ${line}; ${agreeCell(row)}`);
  }
  const loadEnd = loadText();
  const block = markdown(rows, m, versions, notes, runs, timeout, loadStart, loadEnd);
  console.log(block.split("\n").slice(1, -1).join("\n"));
  if (!values["no-write"]) {
    // The rows this run did not measure (--only, --no-large) are kept from the file before.
    const previous = await previousRows(allWorkloads);
    const { rows: merged, kept } = mergeRows(
      allWorkloads.map((w) => ({ name: w.name, command: w.args })),
      rows,
      previous.rows,
      (row) => ({ name: row.workload.name, command: row.workload.args }),
    );
    const whole = markdown(
      merged,
      m,
      versions,
      notes,
      runs,
      timeout,
      loadStart,
      loadEnd,
      kept,
      previous.versions,
    );
    const old = await Deno.readTextFile(PEERS_MD).catch(() => HEADER);
    await Deno.writeTextFile(
      PEERS_MD,
      `${replaceSection(old, "peers:generated", whole).trimEnd()}\n`,
    );
    const json = {
      machine: m,
      load: { start: loadStart, end: loadEnd },
      runs,
      timeout,
      // A row kept from an earlier run was measured with the peers of that run.
      peers: kept.length > 0 ? { ...previous.versions, ...versions } : versions,
      notes,
      kept,
      workloads: merged.map(toJson),
      speedups: speedups(merged),
      targets: targets(merged),
    };
    await Deno.writeTextFile(PEERS_JSON, `${JSON.stringify(json, null, 2)}\n`);
    console.error(`wrote ${PEERS_MD} and ${PEERS_JSON}`);
  }
  const disagreements = rows.some((row) => Object.values(row.agree).some(([v]) => v === "NO"));
  return disagreements ? 1 : 0;
}

if (import.meta.main) Deno.exit(await main());
