// deno-lint-ignore-file no-console -- a by-hand measurement that prints its findings
/**
 * How far a misère quotient gets in a minute: extends the quotient of a heap game one heap at a
 * time (MisereQuotient.extend) and prints, for each heap where the order changes, the elapsed
 * time, until a minute has passed or a limit is reached; then the largest heap finished in the
 * minute.
 *
 * deno run bench/limits/misere_reach.ts [code=0.07] [seconds=60] [maxElements=16384]
 *
 * @module
 */

import { MisereQuotient, parseOctalCode } from "@cgt/impartial";

const code = Deno.args[0] ?? "0.07";
const seconds = Number(Deno.args[1] ?? 60);
const maxElements = Number(Deno.args[2] ?? 16384);
const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
const q = new MisereQuotient(parseOctalCode(code), 0, { maxElements });
let order = q.order;
let reached = 0;
try {
  while (elapsed() < seconds) {
    q.extend(reached + 1);
    if (elapsed() > seconds) break;
    reached++;
    if (q.order !== order) {
      order = q.order;
      console.log(`${code} heap ${reached}: order ${order} at ${elapsed().toFixed(1)} s`);
    }
  }
} catch (error) {
  console.log(`${code} stopped at heap ${reached + 1}: ${(error as Error).message}`);
}
console.log(
  `${code}: largest heap bound reached in ${seconds} s: ${reached} (order ${q.order}, ${
    elapsed().toFixed(1)
  } s)`,
);
