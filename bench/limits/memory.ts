/**
 * The memory a long-running process needs: values of many distinct positions (random 4x4 Clobber
 * boards, and random small games built option by option), in rounds, with the heap measured
 * after a full garbage collection at the end of each round. A bounded engine shows a heap that
 * levels off; an unbounded one grows with every round.
 *
 * `deno run --v8-flags=--expose-gc bench/limits/memory.ts [positions per round] [rounds] [cache limit]
 * [--library] [--check MB]` (defaults: 10,000 positions, 10 rounds, the default limit).
 * `--library` values the Clobber boards with `clobber()` (the package's own long-lived solver, as
 * a server or the explorer would) instead of one `Solver` per round; `--check MB` exits 1 unless
 * the heap after every round stays under MB and every cache within its bound (the order table
 * may hold 8 times the limit), so the bound can be checked, not only read.
 *
 * @module
 */

import { cacheStats, DEFAULT_CACHE_LIMIT, setCacheLimit } from "@cgt/partizan/caches";
import { CLOBBER, clobber, parseClobber } from "@cgt/rulesets/clobber";
import { type Game, game, integer, nimber } from "@cgt/partizan/game";
import { add } from "@cgt/partizan/arithmetic";
import { Solver } from "@cgt/partizan/search";
import { lcg } from "../support/random.ts";

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

/**
 * One round: `n` values, half Clobber boards (one solver per round, or the library's own with
 * `library`), half random sums.
 */
export function round(n: number, random: () => number, library = false): void {
  const solver = new Solver(CLOBBER);
  let previous: Game = integer(0);
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) {
      const board = randomClobber(random);
      if (library) clobber(board);
      else solver.value(parseClobber(board));
    } else {
      const g = randomGame(random, 2);
      add(previous, g);
      previous = g;
    }
  }
}

if (import.meta.main) {
  if (gc === undefined) throw new Error("run with --v8-flags=--expose-gc");
  const args = [...Deno.args];
  const library = args.includes("--library");
  const at = args.indexOf("--check");
  const checkMb = at >= 0 ? Number(args[at + 1]) : undefined;
  const numbers = args.filter((a, i) => !a.startsWith("--") && !(at >= 0 && i === at + 1));
  const n = Number(numbers[0] ?? 10_000);
  const rounds = Number(numbers[1] ?? 10);
  if (numbers[2] !== undefined) setCacheLimit(Number(numbers[2]));
  const limit = Number(numbers[2] ?? DEFAULT_CACHE_LIMIT);
  const random = lcg(2026);
  const start = await heapAfterGc();
  print(
    `limit ${limit}, ${n} positions a round, Clobber by ${
      library ? "clobber()" : "a Solver per round"
    }`,
  );
  print(`round 0: heap ${start.toFixed(1)} MB`);
  let failures = 0;
  for (let r = 1; r <= rounds; r++) {
    const t = performance.now();
    round(n, random, library);
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
    if (checkMb !== undefined) {
      if (heap > checkMb) {
        print(`  over: heap ${heap.toFixed(1)} MB > ${checkMb} MB`);
        failures++;
      }
      for (const [name, size] of stats.caches) {
        const bound = name === "order of games" ? 8 * limit : limit;
        if (name !== "solver tables" && size > bound) {
          print(`  over: ${name} holds ${size} > ${bound}`);
          failures++;
        }
      }
    }
  }
  if (checkMb !== undefined) {
    print(failures === 0 ? `check passed: under ${checkMb} MB and every bound` : "check failed");
    Deno.exit(failures === 0 ? 0 : 1);
  }
}
