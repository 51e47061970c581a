// deno-lint-ignore-file no-console
/**
 * The thermal rows of bench/results/PEERS.md timed like for like with cgt-tools' harness, which parses
 * the game and computes its mean, temperature and stops, and nothing else (no canonical form
 * printed, no outcome, no command line): `deno run --v8-flags=--expose-gc
 * bench/workloads/thermal_library.ts`. Each timed run follows what bench/workloads/inproc.ts does before its runs
 * (every cache emptied, the event loop turned, a full collection, then a small game read to
 * absorb the collection's aftermath), so the figures compare with its column "cgt in proc",
 * which times the work of `cgt value <game> --thermo --json` as a whole (through _command.ts:
 * the canonical form and outcome as well). Prints one line per row: the
 * least and the median of 30 runs, in microseconds, for the library calls and for the command's work.
 * `ROWS=thermal-up,thermal-star` (with --allow-env) times only those rows.
 *
 * @module
 */

import { clearCaches } from "@cgt/partizan/caches";
import { formatDyadic } from "@cgt/partizan/dyadic";
import { parseGame } from "@cgt/partizan/notation";
import { leftStop, rightStop } from "@cgt/partizan/stops";
import { mean, temperature } from "@cgt/partizan/thermograph";
import { commandInProcess } from "./_command.ts";

/** The rows: name and game, as in ../shared/peers/workloads.tsv. */
const ROWS: [string, string][] = [
  ["thermal-3-2-1", "{3||2|1}"],
  ["thermal-3-2star-1star", "{3||2*|1*}"],
  ["thermal-5-0-pm4", "{5|0,+-4}"],
  ["thermal-star", "*"],
  ["thermal-up", "^"],
  ["thermal-quarter", "1/4"],
];

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error("run with --v8-flags=--expose-gc");

/** What cgt-tools' harness computes: the four thermal figures of the game, as text. */
function library(text: string): string {
  const g = parseGame(text);
  return [mean(g), temperature(g), leftStop(g), rightStop(g)].map(formatDyadic).join(" ");
}

/** Empties every cache as bench/workloads/inproc.ts does, then absorbs the collection's aftermath. */
async function emptyCaches(absorb: () => unknown): Promise<void> {
  clearCaches();
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc!();
  await absorb();
}

/** Least and median of 30 timed runs of `f`, in microseconds, after a second of warm-up. */
async function time(
  f: () => unknown,
  absorb: () => unknown,
): Promise<[number, number]> {
  for (const end = performance.now() + 1000; performance.now() < end;) {
    clearCaches();
    await f();
  }
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    await emptyCaches(absorb);
    const start = performance.now();
    await f();
    times.push((performance.now() - start) * 1e3);
  }
  times.sort((a, b) => a - b);
  return [times[0], times[times.length >> 1]];
}

const load = await Deno.readTextFile("/proc/loadavg").catch(() => "?");
console.log(`load average ${load.split(" ").slice(0, 3).join(" ")}`);
for (
  const [name, text] of ROWS.filter(([n]) => (Deno.env.get("ROWS") ?? n).split(",").includes(n))
) {
  const [libMin, libMedian] = await time(() => library(text), () => library("0"));
  const [cliMin, cliMedian] = await time(
    () => commandInProcess(["value", text, "--thermo", "--json"]),
    () => commandInProcess(["value", "0"]),
  );
  console.log(
    `${name.padEnd(22)} library ${libMin.toFixed(1)} us (median ${libMedian.toFixed(1)}), ` +
      `value --thermo ${cliMin.toFixed(1)} us (median ${cliMedian.toFixed(1)})`,
  );
}
