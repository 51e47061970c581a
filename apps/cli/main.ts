/**
 * Entry point of the `cgt` command: `deno task cgt <command> [options]`.
 *
 * @module
 */

import { run } from "./run.ts";

if (import.meta.main) Deno.exit(await run(Deno.args));
