// deno-lint-ignore-file no-console
/**
 * The one fresh-process runner of the benchmarks: runs one job of
 * {@linkcode JOBS} (bench/workloads/registry.ts) in this process, so that the
 * engine's caches start empty, and prints one JSON line:
 * `{"job", "argument", "seconds", "error", "rss", "heapUsed"}`, plus `"value"`
 * with `--value` and `"agree"` with `--agree FILE`. Modules are loaded before
 * the clock starts; the clock covers the computation alone; the check of a
 * bench:report workload's result ("error": null when right), the value's text
 * and the agreement are not timed.
 *
 * Usage:
 *   deno run bench/workloads/run.ts <job> [argument] [--value] [--agree FILE]
 *   deno run bench/workloads/run.ts --list
 *
 * `argument` is the size or position of a job that takes one (see `--list`).
 * `--agree FILE` (needs --allow-read) reads another program's value from FILE
 * with our parser and prints whether it is the same game as ours. Needs no
 * permission otherwise. Exit code 2 for a usage mistake, 1 when the job throws.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { equals, type Game, parseGame } from "@cgt/partizan";
import { JOBS } from "./registry.ts";

const USAGE = "usage: deno run bench/workloads/run.ts <job> [argument] [--value] [--agree FILE]\n" +
  "       deno run bench/workloads/run.ts --list";

function usage(message: string): number {
  console.error(`error: ${message} (see --help)`);
  return 2;
}

function main(args: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        value: { type: "boolean", default: false },
        agree: { type: "string" },
        list: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.list) {
    for (const job of JOBS) {
      console.log(`${job.name}\t${job.use}${job.argument === "" ? "" : `\t<${job.argument}>`}`);
    }
    return 0;
  }
  const [name, argument = "", ...rest] = positionals;
  if (name === undefined) return usage("give a job name");
  if (rest.length > 0) return usage(`give at most one argument, received ${positionals.join(" ")}`);
  const job = JOBS.find((j) => j.name === name);
  if (job === undefined) return usage(`unknown job "${name}" (see --list)`);
  if ((job.argument === "") !== (argument === "")) {
    return usage(
      job.argument === ""
        ? `job "${name}" takes no argument, received ${argument}`
        : `job "${name}" needs an argument: ${job.argument}`,
    );
  }

  const start = performance.now();
  const result = job.run(argument);
  const seconds = (performance.now() - start) / 1e3;
  const { rss, heapUsed } = Deno.memoryUsage();

  let error: string | null = null;
  if (job.report !== undefined) {
    try {
      error = job.report.check(result);
    } catch (e) {
      error = `check failed: ${e instanceof Error ? e.message : e}`;
    }
  }
  const doc: Record<string, unknown> = { job: name, argument, seconds, error, rss, heapUsed };
  if (values.value) doc.value = job.format ? job.format(result) : String(result);
  if (values.agree !== undefined) {
    try {
      doc.agree = equals(parseGame(Deno.readTextFileSync(values.agree).trim()), result as Game);
    } catch {
      doc.agree = false;
    }
  }
  console.log(JSON.stringify(doc));
  return 0;
}

if (import.meta.main) Deno.exit(main(Deno.args));
