// deno-lint-ignore-file no-console -- a by-hand script that prints its findings
/**
 * By-hand exhaustive check of the misère octal games: for every octal code with up to three digits, the misère
 * values of `MisereHeapSolver` (what `cgt misere` prints) against plain misère search over lists of
 * heaps, on every heap up to N and every sum of up to four heaps up to M; and the misère quotient
 * of heaps 0..M (what `cgt misere quotient` and `cgt misere sum` use) on the same sums, for every
 * code whose quotient stays within 4096 elements and 10^7 steps (the others are counted).
 *
 * deno run scripts/misere_check.ts [N=20] [M=6]
 *
 * @module
 */

import {
  MisereHeapSolver,
  MisereQuotient,
  MisereSolver,
  parseOctalCode,
  takeAndBreakRules,
} from "@cgt/impartial";
import { withStepLimit } from "@cgt/partizan/game-limit";

const n = Number(Deno.args[0] ?? 20);
const m = Number(Deno.args[1] ?? 6);
const codes = new Set<string>();
for (const d0 of ["0", "4"]) {
  for (let len = 1; len <= 3; len++) {
    for (let x = 0; x < 8 ** len; x++) {
      codes.add(parseOctalCode(`${d0}.${x.toString(8).padStart(len, "0")}`).name);
    }
  }
}
let checked = 0;
let failures = 0;
let noQuotient = 0;
const started = performance.now();
for (const code of codes) {
  const game = parseOctalCode(code);
  const fast = new MisereHeapSolver(game);
  const plain = new MisereSolver(takeAndBreakRules(game)); // misère Grundy values by plain search only
  const fail = (what: string) => {
    failures++;
    console.log(`FAIL ${code} ${what}`);
  };
  for (let h = 0; h <= n; h++) {
    const p = h === 0 ? [] : [h];
    if (fast.misereGrundy(h) !== plain.misereGrundy(p)) fail(`heap ${h}`);
    if (fast.genus(h).misere[0] !== plain.misereGrundy(p)) fail(`genus of heap ${h}`);
    checked++;
  }
  let quotient: MisereQuotient | null = null;
  try {
    quotient = withStepLimit(10_000_000, () => new MisereQuotient(game, m));
  } catch (error) {
    if (!/LimitError$/.test((error as Error).name)) throw error;
    noQuotient++;
  }
  const heaps: number[] = [];
  const walk = (from: number): void => {
    if (heaps.length > 0) {
      const position = heaps.filter((h) => h > 0);
      const expected = plain.outcome(position);
      if (fast.sumOutcome(heaps) !== expected) fail(`sum ${heaps.join("+")}`);
      if (quotient && quotient.outcome(heaps) !== expected) {
        fail(`quotient sum ${heaps.join("+")}`);
      }
      checked++;
    }
    if (heaps.length === 4) return;
    for (let h = from; h <= m; h++) {
      heaps.push(h);
      walk(h);
      heaps.pop();
    }
  };
  walk(1);
}
console.log(
  `${codes.size} codes, ${checked} checks, ${failures} failures, ${noQuotient} codes without a quotient, ${
    ((performance.now() - started) / 1000).toFixed(1)
  } s`,
);
if (failures > 0) Deno.exit(1);
