/**
 * A one-shot worker for rulesets_bench.ts: computes one ruleset value in a fresh process, so that
 * the engine's caches start empty. `deno run bench/_rulesets_cold.ts <job>`; `noop` only starts.
 *
 * @module
 */

import { clobber } from "@cgt/rulesets/clobber";
import { konane } from "@cgt/rulesets/konane";
import { domineering } from "@cgt/rulesets/domineering";
import { toadsAndFrogs } from "@cgt/rulesets/toads-and-frogs";

/** Rectangular empty Domineering board of `rows` by `cols`. */
function board(rows: number, cols: number): string {
  return Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
}

const JOBS: Record<string, () => unknown> = {
  "noop": () => 0,
  "domineering-2x8": () => domineering(board(2, 8)),
  "domineering-2x10": () => domineering(board(2, 10)),
  "domineering-2x12": () => domineering(board(2, 12)),
  "domineering-3x4": () => domineering(board(3, 4)),
  "domineering-4x4": () => domineering(board(4, 4)),
  "domineering-4x5": () => domineering(board(4, 5)),
  "domineering-5x5": () => domineering(board(5, 5)),
  "clobber-3x3": () => clobber("xox|oxo|xox"),
  "clobber-4x4": () => clobber("xoxo|oxox|xoxo|oxox"),
  "toads-TTTTT..FFFFF": () => toadsAndFrogs("TTTTT..FFFFF"),
  "konane-4x5": () => konane("xoxox|ox.xo|xoxox|oxoxo"),
};

const job = JOBS[Deno.args[0]];
if (job === undefined) throw new Error(`unknown job ${Deno.args[0]}; known: ${Object.keys(JOBS)}`);
job();
