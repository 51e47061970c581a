/**
 * A child process for the memory test (memory_test.ts): rounds of values of seeded random
 * positions, each round followed by `clearCaches()` and a full collection, printing one JSON line
 * per round with the heap then (`{ "heap": bytes, "turned": boolean }`). Run with `--v8-flags=--expose-gc`:
 *
 * `memory_rounds.ts <workload> <rounds> <positions a round> <seed> [turn | task]`
 *
 * Workloads: `clobber` (4x4 boards, half the cells empty, `clobber()`), `clobber-crowded` (a
 * third of the cells empty), `domineering` (4x4 boards with blocked cells,
 * `domineering()`), `hackenbush` (small trees, `hackenbush()`) and `notation` (random sums and
 * `{...|...}` of ruleset calls, read by `parseGame` with `RULESET_FUNCTIONS`).
 *
 * With `turn` (the default) the event loop turns before each measurement, as between the
 * requests of a server. With `task` the rounds after the first run in one synchronous task
 * (measured without a turn, `"turned": false`), then the event loop turns once and a last line
 * is printed (`"turned": true`): V8 keeps what was reached through a weak reference until the
 * task ends, so games made in the task come back only then.
 *
 * @module
 */

import { clearCaches } from "@cgt/partizan/caches";
import { parseGame } from "@cgt/partizan/notation";
import { clobber } from "../grid/clobber.ts";
import { domineering } from "../grid/domineering.ts";
import { hackenbush } from "../graph/hackenbush.ts";
import { RULESET_FUNCTIONS } from "../rulesets.ts";

const [workload, roundsArg, countArg, seedArg, mode = "turn"] = Deno.args;
const rounds = Number(roundsArg);
const count = Number(countArg);
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error("run with --v8-flags=--expose-gc");

let seed = Number(seedArg) >>> 0;
function random(): number {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
}
function below(n: number): number {
  return Math.floor(random() * n);
}
function pick(cells: string): string {
  return cells[below(cells.length)];
}
function row(length: number, cells: string): string {
  let s = "";
  for (let i = 0; i < length; i++) s += pick(cells);
  return s;
}
function grid(rows: number, cols: number, cells: string): string {
  return Array.from({ length: rows }, () => row(cols, cells)).join("|");
}

/** A Hackenbush tree: a stalk of 1 to 3 edges, sometimes forking into two such trees. */
function tree(depth: number): string {
  const stalk = row(1 + below(3), "LRG");
  return depth > 0 && random() < 0.6 ? `${stalk}(${tree(depth - 1)},${tree(depth - 1)})` : stalk;
}

const CALLS: (() => string)[] = [
  () => `clobber("${grid(3, 3, "xo.")}")`,
  () => `domineering("${grid(3, 4, "..#")}")`,
  () => `konane("${grid(3, 3, "xo..")}")`,
  () => `cram("${grid(3, 3, "..#")}")`,
  () => `toads("${row(8, "TF..")}")`,
  () => `hackenbush("${tree(2)}")`,
  () => `toppling("${row(6, "LRG")}")`,
  () => `cutcake(${1 + below(8)}, ${1 + below(8)})`,
];
const LEAVES = ["0", "1", "-2", "*", "*2", "^", "v", "1/2", "-3/4", "^*", "{1|-1}"];

/** Notation of a random game: leaves, ruleset calls, sums, negatives and `{...|...}`. */
function expression(depth: number): string {
  if (depth === 0) return LEAVES[below(LEAVES.length)];
  const r = random();
  const e = () => expression(depth - 1);
  if (r < 0.3) return `{${e()}, ${e()} | ${e()}}`;
  if (r < 0.45) return `${e()} + ${e()}`;
  if (r < 0.55) return `-(${e()})`;
  return CALLS[below(CALLS.length)]();
}

const WORKLOADS: Record<string, () => unknown> = {
  clobber: () => clobber(grid(4, 4, "xo..")),
  "clobber-crowded": () => clobber(grid(4, 4, "xo.")),
  domineering: () => domineering(grid(4, 4, "...#")),
  hackenbush: () => hackenbush(tree(2)),
  notation: () => parseGame(expression(2), { functions: RULESET_FUNCTIONS }),
};
const value = WORKLOADS[workload];
if (value === undefined) throw new Error(`unknown workload ${workload}`);

/** The heap used after a full collection, in bytes, measured at once (no turn of the loop). */
function heapNow(): number {
  gc!();
  return Deno.memoryUsage().heapUsed;
}

/** The heap used after a full collection, in bytes, after turns of the event loop. */
async function heapAfterTurn(): Promise<number> {
  await new Promise((r) => setTimeout(r, 0));
  gc!();
  await new Promise((r) => setTimeout(r, 0));
  return heapNow();
}

/** Prints one round's line. Nothing here sweeps the identity tables (`cacheStats()` would). */
function report(heapUsed: number, turned: boolean): void {
  Deno.stdout.writeSync(
    new TextEncoder().encode(JSON.stringify({ heap: heapUsed, turned }) + "\n"),
  );
}

function round(): void {
  for (let i = 0; i < count; i++) value();
  clearCaches();
}

round();
report(await heapAfterTurn(), true);
if (mode === "task") {
  // One synchronous task: nothing is awaited between these rounds.
  for (let r = 1; r < rounds; r++) {
    round();
    report(heapNow(), false);
  }
  report(await heapAfterTurn(), true);
} else {
  for (let r = 1; r < rounds; r++) {
    round();
    report(await heapAfterTurn(), true);
  }
}
