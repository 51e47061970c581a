/**
 * A one-shot worker for rulesets_bench.ts: computes one ruleset value in a fresh process, so that
 * the engine's caches start empty. `deno run bench/_rulesets_cold.ts <job> [--print]`; `noop` only
 * starts. `--print` writes the value, the time of the computation and the memory used (for the
 * large boards recorded by hand in RESULTS.md: `domineering-5x6`, `domineering-6x6`).
 *
 * @module
 */

import { clobber } from "@cgt/rulesets/clobber";
import { konane } from "@cgt/rulesets/konane";
import { DOMINEERING, domineering, parseDomineering } from "@cgt/rulesets/domineering";
import { formatGame } from "@cgt/partizan/notation";
import type { Game } from "@cgt/partizan/game";
import { Solver } from "@cgt/partizan/search";
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
  // Past the default maxPositions of domineering()'s own solver: a solver with no bound.
  "domineering-5x6": () => unbounded(board(5, 6)),
  "domineering-6x6": () => unbounded(board(6, 6)),
};

/** The value of a Domineering board by a solver with no position bound. */
function unbounded(text: string): Game {
  return new Solver(DOMINEERING, { maxPositions: Infinity }).value(parseDomineering(text));
}

const job = JOBS[Deno.args[0]];
if (job === undefined) throw new Error(`unknown job ${Deno.args[0]}; known: ${Object.keys(JOBS)}`);
const start = performance.now();
const result = job();
if (Deno.args.includes("--print")) {
  const ms = performance.now() - start;
  const { heapUsed, rss } = Deno.memoryUsage();
  const value = typeof result === "object" && result !== null && "id" in result
    ? formatGame(result as Game)
    : String(result);
  const line = JSON.stringify({
    job: Deno.args[0],
    value: value.length > 200 ? `${value.slice(0, 200)}...` : value,
    seconds: Math.round(ms) / 1000,
    heapMB: Math.round(heapUsed / 2 ** 20),
    rssMB: Math.round(rss / 2 ** 20),
    load: Deno.loadavg(),
  });
  Deno.stdout.writeSync(new TextEncoder().encode(`${line}\n`));
}
