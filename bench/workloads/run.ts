// deno-lint-ignore-file no-console
/**
 * Runs one workload of bench/_workloads.ts in this (fresh) process and prints
 * one JSON line: `{"seconds", "error", "rss", "heapUsed"}`. Modules are loaded
 * before the clock starts; the check of the result is not timed.
 *
 * `deno run bench/_workload.ts <name>` runs a named workload;
 * `deno run bench/_workload.ts --family <index> <size>` one point of a scaling
 * family.
 *
 * @module
 */

import { FAMILIES, WORKLOADS } from "./registry.ts";

let run: () => unknown;
let check: (result: unknown) => string | null = () => null;
if (Deno.args[0] === "--family") {
  const family = FAMILIES[Number(Deno.args[1])];
  const size = Number(Deno.args[2]);
  if (family === undefined || !Number.isInteger(size)) {
    console.error(`error: unknown family point ${Deno.args.slice(1).join(" ")}`);
    Deno.exit(2);
  }
  run = () => family.run(size);
} else {
  const workload = WORKLOADS.find((w) => w.name === Deno.args[0]);
  if (workload === undefined) {
    console.error(`error: unknown workload "${Deno.args[0]}"`);
    Deno.exit(2);
  }
  run = () => workload.run();
  check = (result) => workload.check(result);
}

const start = performance.now();
const result = run();
const seconds = (performance.now() - start) / 1e3;
const { rss, heapUsed } = Deno.memoryUsage();
let error: string | null;
try {
  error = check(result);
} catch (e) {
  error = `check failed: ${e instanceof Error ? e.message : e}`;
}
console.log(JSON.stringify({ seconds, error, rss, heapUsed }));
