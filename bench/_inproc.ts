// deno-lint-ignore-file no-console
/**
 * In-process timing of one `cgt` command: `deno run bench/_inproc.ts <cgt args...>`.
 *
 * Start-up is excluded: the runtime starts, the CLI and the command's module
 * (with everything it imports) are loaded first, then only `run(args)` is
 * timed, writing to memory. The engine's caches are empty at that point, so
 * this is the computation as a fresh process does it. Prints one JSON line:
 * `{"code", "seconds", "stdout", "stderr", "rss", "heapUsed"}` (bytes, read
 * right after the computation; the peak is measured from outside, see
 * _process.ts).
 *
 * @module
 */

import type { Io } from "../apps/cli/cli.ts";
import { run } from "../apps/cli/run.ts";
import { COMMANDS } from "../apps/cli/commands/mod.ts";

const args = Deno.args;
const entry = COMMANDS.find((c) => c.name === args[0]);
if (entry !== undefined) await entry.load();

let stdout = "";
let stderr = "";
const io: Io = {
  stdout: (text) => void (stdout += text),
  stderr: (text) => void (stderr += text),
  stdin: () => Promise.resolve(""),
  writeFile: () => Promise.resolve(),
  stderrIsTerminal: false,
  color: false,
};
const start = performance.now();
const code = await run(args, io);
const seconds = (performance.now() - start) / 1e3;
const { rss, heapUsed } = Deno.memoryUsage();
console.log(JSON.stringify({ code, seconds, stdout, stderr, rss, heapUsed }));
