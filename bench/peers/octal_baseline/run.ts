/**
 * The `cgt` side of the octal baseline comparison: computes G(0..n) with the rare-value method of
 * `@cgt/impartial` and prints the same summary as `octal_baseline.cpp` (heaps, largest value,
 * checksum, period proved within G(0..n)), so that the two runs can be timed and checked alike.
 *
 *   deno run bench/peers/octal_baseline/run.ts <code|grundy> <n>
 *
 * @module
 */

import { GRUNDYS_GAME, parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
import { heapPeriodicity } from "@cgt/impartial/periodicity";

if (import.meta.main) {
  const [code, nText] = Deno.args;
  const n = Number(nText);
  if (code === undefined || !Number.isSafeInteger(n) || n < 1) {
    Deno.stderr.writeSync(new TextEncoder().encode("usage: run.ts <code|grundy> <n>\n"));
    Deno.exit(2);
  }
  const game = code === "grundy" ? GRUNDYS_GAME : parseOctalCode(code);
  const values = takeAndBreakGrundy(game, n, { method: "rare" });
  let checksum = 0n;
  let largest = 0;
  for (let i = 0; i <= n; i++) {
    checksum += BigInt(i * values[i]);
    if (values[i] > largest) largest = values[i];
  }
  const lines = [`code ${code}`, `heaps ${n}`, `largest ${largest}`, `checksum ${checksum}`];
  if (code !== "grundy") {
    const period = heapPeriodicity(game, values, { maxN: n });
    lines.push(
      period?.proved ? `period ${period.period}\npreperiod ${period.preperiod}` : "period none",
    );
  }
  Deno.stdout.writeSync(new TextEncoder().encode(`${lines.join("\n")}\n`));
}
