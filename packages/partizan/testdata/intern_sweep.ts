/**
 * A child process for the test that the identity tables let go of collected games on their own
 * (caches_test.ts): makes `<games>` distinct games in one synchronous task and holds none of
 * them, then calls `clearCaches()`, lets the event loop turn and collects. It prints one JSON line: the heap before
 * and after, in bytes, with no call that sweeps the tables (such as `cacheStats()`) in between.
 * Run with `--v8-flags=--expose-gc`: `intern_sweep.ts <games>`.
 *
 * @module
 */

import { clearCaches } from "../caches.ts";
import { game, integer } from "../game.ts";

const games = Number(Deno.args[0]);
const gc = (globalThis as { gc?: () => void }).gc!;

/** Games {n | -n}, each new: hot games with explicit options, and the integers in them. */
function make(from: number, to: number): void {
  for (let n = from; n < to; n++) game([integer(n)], [integer(-n)]);
}

/** The heap after the event loop turns and a full collection, twice (finalizers run between). */
async function settled(): Promise<number> {
  clearCaches();
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 0));
    gc();
  }
  return Deno.memoryUsage().heapUsed;
}

make(1, 1000); // compiles what the loop needs
const before = await settled();
make(1000, 1000 + games);
const after = await settled();
Deno.stdout.writeSync(new TextEncoder().encode(JSON.stringify({ before, after }) + "\n"));
