/**
 * A child process for the bounded-memory test (caches_test.ts): rounds of values of distinct
 * random games under a small cache limit, printing one JSON line per round with the heap after
 * a full collection. Run with `--v8-flags=--expose-gc`: `memory_rounds.ts <rounds> <games> <limit>`.
 *
 * @module
 */

import { add } from "../arithmetic.ts";
import { cacheStats, setCacheLimit } from "../caches.ts";
import { compare } from "../compare.ts";
import { type Game, game, integer, nimber } from "../game.ts";
import { formatGame } from "../notation.ts";
import { thermograph } from "../temperature/thermograph.ts";

const [rounds, games, limit] = Deno.args.map(Number);
const gc = (globalThis as { gc?: () => void }).gc!;
setCacheLimit(limit);

let seed = 12345;
function random(): number {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
}

function randomGame(depth: number): Game {
  if (depth === 0) {
    const k = Math.floor(random() * 9) - 4;
    return random() < 0.5 ? integer(k) : nimber(Math.abs(k));
  }
  const side = () =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, () => randomGame(depth - 1));
  return game(side(), side());
}

async function heap(): Promise<number> {
  await new Promise((r) => setTimeout(r, 0));
  gc();
  await new Promise((r) => setTimeout(r, 0));
  gc();
  return Deno.memoryUsage().heapUsed;
}

for (let r = 0; r < rounds; r++) {
  let previous = randomGame(2);
  for (let i = 0; i < games; i++) {
    const g = randomGame(2);
    add(previous, g);
    compare(previous, g);
    if (i % 8 === 0) thermograph(g);
    if (i % 16 === 0) formatGame(g);
    previous = g;
  }
  const h = await heap();
  const stats = cacheStats();
  let entries = 0;
  for (const [name, n] of stats.caches) if (name !== "solver tables") entries += n;
  Deno.stdout.writeSync(
    new TextEncoder().encode(
      JSON.stringify({ heap: h, entries, games: stats.games, made: stats.gamesMade }) + "\n",
    ),
  );
}
