/**
 * The memory a long-running process needs: values of many distinct positions (random 4x4 Clobber
 * boards, and random small games built option by option), in rounds, with the heap measured
 * after a full garbage collection at the end of each round. A bounded engine shows a heap that
 * levels off; an unbounded one grows with every round.
 *
 * `deno run --v8-flags=--expose-gc bench/memory.ts [positions per round] [rounds] [cache limit]`
 * (defaults: 10,000 positions, 10 rounds, the default limit).
 *
 * @module
 */

import { cacheStats, DEFAULT_CACHE_LIMIT, setCacheLimit } from "@cgt/partizan/caches";
import { CLOBBER, parseClobber } from "@cgt/rulesets/clobber";
import { type Game, game, integer, nimber } from "@cgt/partizan/game";
import { add } from "@cgt/partizan/arithmetic";
import { Solver } from "@cgt/partizan/search";
import { lcg } from "./_random.ts";

const encoder = new TextEncoder();

/** Writes one line to stdout. */
function print(line: string): void {
  Deno.stdout.writeSync(encoder.encode(line + "\n"));
}

const gc = (globalThis as { gc?: () => void }).gc;

/** A random 4x4 Clobber board: each cell x or o with probability 1/5, else empty. */
export function randomClobber(random: () => number): string {
  const rows: string[] = [];
  for (let r = 0; r < 4; r++) {
    let row = "";
    for (let c = 0; c < 4; c++) row += "xo..."[Math.floor(random() * 5)];
    rows.push(row);
  }
  return rows.join("|");
}

/** A random small game: options drawn from small numbers, nimbers and earlier games. */
export function randomGame(random: () => number, depth: number): Game {
  if (depth === 0) {
    const k = Math.floor(random() * 7) - 3;
    return random() < 0.5 ? integer(k) : nimber(Math.abs(k));
  }
  const side = () =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, () => randomGame(random, depth - 1));
  return game(side(), side());
}

/** Heap used after a full collection, in MB, with a turn of the event loop first. */
export async function heapAfterGc(): Promise<number> {
  await new Promise((r) => setTimeout(r, 0));
  gc!();
  await new Promise((r) => setTimeout(r, 0));
  gc!();
  return Deno.memoryUsage().heapUsed / 2 ** 20;
}

/** One round: `n` values, half Clobber boards (one solver per round), half random sums. */
export function round(n: number, random: () => number): void {
  const solver = new Solver(CLOBBER);
  let previous: Game = integer(0);
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) solver.value(parseClobber(randomClobber(random)));
    else {
      const g = randomGame(random, 2);
      add(previous, g);
      previous = g;
    }
  }
}

if (import.meta.main) {
  if (gc === undefined) throw new Error("run with --v8-flags=--expose-gc");
  const n = Number(Deno.args[0] ?? 10_000);
  const rounds = Number(Deno.args[1] ?? 10);
  if (Deno.args[2] !== undefined) setCacheLimit(Number(Deno.args[2]));
  const random = lcg(2026);
  const start = await heapAfterGc();
  print(`limit ${Deno.args[2] ?? DEFAULT_CACHE_LIMIT}, ${n} positions a round`);
  print(`round 0: heap ${start.toFixed(1)} MB`);
  for (let r = 1; r <= rounds; r++) {
    const t = performance.now();
    round(n, random);
    const ms = performance.now() - t;
    const heap = await heapAfterGc();
    const stats = cacheStats();
    let entries = 0;
    for (const v of stats.caches.values()) entries += v;
    print(
      `round ${r}: heap ${heap.toFixed(1)} MB, rss ${
        (Deno.memoryUsage().rss / 2 ** 20).toFixed(0)
      } MB, ${entries} cache entries, ${stats.games} interned, ${stats.gamesMade} games made, ${
        ms.toFixed(0)
      } ms`,
    );
  }
}
