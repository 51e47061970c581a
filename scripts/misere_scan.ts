// deno-lint-ignore-file no-console -- a by-hand scan that prints its findings
/**
 * By-hand scan of the misère commands over the octal games (not run in CI): runs the `cgt misere` commands on every distinct
 * octal code with up to three digits after the point (0.d, 0.dd, 0.ddd and 4.d, 4.dd, 4.ddd: 1,024
 * games), each as its own `cgt` process with the default limits, and records which codes give a
 * quotient, which stop at a limit (and which one), and the time of each run. Prints a Markdown
 * summary (the worst time in each class) for `bench/results/RESULTS.md` and writes every run to a JSON
 * file.
 *
 *   deno run --allow-run --allow-read --allow-write scripts/misere_scan.ts \
 *     [--to 20] [--jobs 2] [--commands quotient,sum,values] [--out /tmp/misere_scan.json]
 *     [--timeout 300] [--codes 0.6,0.77]
 *
 * Commands: `quotient` is `cgt misere quotient octal CODE --to N`; `sum` is `cgt misere sum octal
 * CODE N N-1 N-2 N-3` (a sum of four heaps up to N: the tame rule, the quotient or canonical
 * forms); `values` is `cgt misere octal CODE --to N`. A run that is killed at `--timeout` seconds
 * or ends in any error other than the documented limit errors is a failure, listed in full.
 *
 * @module
 */

import { parseArgs } from "node:util";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    to: { type: "string", default: "20" },
    jobs: { type: "string", default: "2" },
    commands: { type: "string", default: "quotient,sum,values" },
    out: { type: "string", default: "/tmp/misere_scan.json" },
    timeout: { type: "string", default: "300" },
    codes: { type: "string" },
  },
});
const to = Number(values.to);
const jobs = Number(values.jobs);
const timeout = Number(values.timeout);
const commands = values.commands.split(",");
const main = new URL("../apps/cli/main.ts", import.meta.url).pathname;
/** GNU time, to measure each run's CPU time and memory, when the machine has it. */
const TIME = (() => {
  try {
    return Deno.statSync("/usr/bin/time").isFile ? "/usr/bin/time" : null;
  } catch {
    return null;
  }
})();

/** Every distinct octal code d0.d1d2d3 with d0 in {0, 4} (trailing zeros dropped), in order. */
function allCodes(): string[] {
  const codes: string[] = [];
  const seen = new Set<string>();
  for (const d0 of ["0", "4"]) {
    for (let len = 1; len <= 3; len++) {
      for (let x = 0; x < 8 ** len; x++) {
        const code = `${d0}.${x.toString(8).padStart(len, "0")}`.replace(/(\.\d*?)0+$/, "$1")
          .replace(/\.$/, ".0");
        if (!seen.has(code)) {
          seen.add(code);
          codes.push(code);
        }
      }
    }
  }
  return codes;
}

type Kind = "ok" | "elements" | "steps" | "games" | "failure";

interface Run {
  code: string;
  command: string;
  kind: Kind;
  /** Wall-clock seconds, `cgt` start-up included. */
  seconds: number;
  /** CPU seconds (user + system, from `/usr/bin/time`), start-up included; NaN if unknown. */
  cpu: number;
  /** Peak resident memory in MB (from `/usr/bin/time`); NaN if unknown. */
  mb: number;
  /** The quotient's order, or the sum's method. */
  detail: string;
  /** The error line, if any. */
  error: string;
}

function argsFor(command: string, code: string): string[] {
  if (command === "quotient") {
    return ["misere", "quotient", "octal", code, "--to", String(to), "--json"];
  }
  if (command === "sum") {
    const heaps = [to, to - 1, to - 2, to - 3].filter((h) => h >= 0).map(String);
    return ["misere", "sum", "octal", code, ...heaps, "--json"];
  }
  return ["misere", "octal", code, "--to", String(to), "--json"];
}

async function runOne(command: string, code: string): Promise<Run> {
  const started = performance.now();
  const args = ["run", "--quiet", main, ...argsFor(command, code)];
  const child = new Deno.Command(TIME ? TIME : Deno.execPath(), {
    args: TIME ? ["-f", "%U %S %M", Deno.execPath(), ...args] : args,
    stdout: "piped",
    stderr: "piped",
    signal: AbortSignal.timeout(timeout * 1000),
  });
  let output: Deno.CommandOutput;
  try {
    output = await child.output();
  } catch (error) {
    return {
      code,
      command,
      kind: "failure",
      seconds: (performance.now() - started) / 1000,
      cpu: NaN,
      mb: NaN,
      detail: "",
      error: `killed: ${(error as Error).message}`,
    };
  }
  const seconds = (performance.now() - started) / 1000;
  let stderr = new TextDecoder().decode(output.stderr).trim();
  let cpu = NaN;
  let mb = NaN;
  if (TIME) {
    const lines = stderr.split("\n");
    const [user, system, kb] = lines.pop()!.split(" ").map(Number);
    cpu = user + system;
    mb = kb / 1024;
    stderr = lines.join("\n").replace(/\nCommand exited with non-zero status \d+$/, "")
      .replace(/^Command exited with non-zero status \d+$/, "");
  }
  if (output.code === 0) {
    const document = JSON.parse(new TextDecoder().decode(output.stdout));
    const detail = command === "quotient"
      ? String(document.order)
      : command === "sum"
      ? `${document.method} ${document.misereOutcome}`
      : "";
    return { code, command, kind: "ok", seconds, cpu, mb, detail, error: stderr };
  }
  const kind: Kind = output.code !== 1 || /internal error/.test(stderr)
    ? "failure"
    : /--max-elements/.test(stderr)
    ? "elements"
    : /--max-steps/.test(stderr)
    ? "steps"
    : /distinct games/.test(stderr)
    ? "games"
    : "failure";
  // A quotient stopped by a limit says how far it got: "the quotient of heaps 0..h has K elements".
  const reached = /heaps 0\.\.(\d+) has (\d+) elements/.exec(stderr);
  const detail = reached ? `${reached[2]} at heap ${reached[1]}` : "";
  return { code, command, kind, seconds, cpu, mb, detail, error: stderr };
}

const codes = values.codes ? values.codes.split(",") : allCodes();
const tasks = codes.flatMap((code) => commands.map((command) => ({ code, command })));
const runs: Run[] = [];
const load = () => Deno.readTextFileSync("/proc/loadavg").split(" ").slice(0, 3).join(" ");
const loadBefore = load();
const scanStarted = performance.now();
let next = 0;
async function worker(): Promise<void> {
  while (next < tasks.length) {
    const { code, command } = tasks[next++];
    const run = await runOne(command, code);
    runs.push(run);
    if (run.kind !== "ok" || run.seconds > 5) {
      console.error(
        `${command} ${code}: ${run.kind} ${run.detail} ${run.seconds.toFixed(1)} s (CPU ${
          run.cpu.toFixed(1)
        } s, ${run.mb.toFixed(0)} MB) ${run.error}`,
      );
    }
  }
}
await Promise.all(Array.from({ length: jobs }, worker));
const loadAfter = load();
Deno.writeTextFileSync(values.out, JSON.stringify({ to, loadBefore, loadAfter, runs }, null, 1));

const lines = [
  `${codes.length} codes, heaps 0..${to}, ${jobs} at a time, load average ${loadBefore} before and ${loadAfter} after, ${
    ((performance.now() - scanStarted) / 60000).toFixed(1)
  } min`,
  "",
  "| command | result | codes | worst wall time (code) | worst CPU time (code) | median wall / CPU | most memory (code) |",
  "| --- | --- | --- | --- | --- | --- | --- |",
];
for (const command of commands) {
  for (const kind of ["ok", "elements", "steps", "games", "failure"] as Kind[]) {
    const these = runs.filter((r) => r.command === command && r.kind === kind);
    if (these.length === 0) continue;
    const worst = (key: "seconds" | "cpu" | "mb") =>
      these.reduce((a, b) => (b[key] > a[key] ? b : a));
    const median = (key: "seconds" | "cpu") =>
      these.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(these.length / 2)].toFixed(1);
    const [wall, cpu, mb] = [worst("seconds"), worst("cpu"), worst("mb")];
    lines.push(
      `| ${command} | ${kind} | ${these.length} | ${wall.seconds.toFixed(1)} s (${wall.code}) | ${
        cpu.cpu.toFixed(1)
      } s (${cpu.code}) | ${median("seconds")} s / ${median("cpu")} s | ${
        mb.mb.toFixed(0)
      } MB (${mb.code}) |`,
    );
  }
}
const quotients = runs.filter((r) => r.command === "quotient" && r.kind === "ok");
if (quotients.length > 0) {
  const orders = quotients.map((r) => Number(r.detail)).sort((a, b) => a - b);
  lines.push(
    "",
    `quotient orders: median ${orders[Math.floor(orders.length / 2)]}, largest ${
      orders[orders.length - 1]
    } (${quotients.find((r) => Number(r.detail) === orders[orders.length - 1])?.code})`,
  );
}
for (const kind of ["elements", "steps", "games"] as Kind[]) {
  const these = runs.filter((r) => r.command === "quotient" && r.kind === kind);
  if (these.length > 0) {
    lines.push(`quotient stops at the ${kind} limit: ${these.map((r) => r.code).join(" ")}`);
    // The last quotient finished before the limit: its order is a lower bound for heap N.
    const reached = these.filter((r) => r.detail !== "").map((r) => ({
      code: r.code,
      order: Number(r.detail.split(" ")[0]),
      heap: Number(r.detail.split(" ").pop()),
    }));
    if (reached.length > 0) {
      const orders = reached.map((r) => r.order).sort((a, b) => a - b);
      const heaps = reached.map((r) => r.heap).sort((a, b) => a - b);
      const top = reached.reduce((a, b) => (b.order > a.order ? b : a));
      lines.push(
        `  last quotient finished before the ${kind} limit: order median ${
          orders[orders.length >> 1]
        }, largest ${top.order} (${top.code} at heap ${top.heap}); heap median ${
          heaps[heaps.length >> 1]
        }, from ${heaps[0]} to ${heaps[heaps.length - 1]}`,
      );
    }
  }
}
for (const r of runs.filter((r) => r.kind === "failure")) {
  lines.push(`FAILURE ${r.command} ${r.code}: ${r.error}`);
}
console.log(lines.join("\n"));
