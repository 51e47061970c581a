/**
 * Ruleset values from an empty start: each bench runs one computation in a fresh process (see
 * bench/workloads/run.ts), so the engine's caches do not carry over between iterations; the `noop`
 * baseline is the cost of starting that process. In-process benches follow for warm figures.
 *
 * @module
 */

import { Solver } from "@cgt/partizan/search";
import { DOMINEERING, parseDomineering } from "@cgt/rulesets/domineering";
import { freshProcess } from "./_fresh_process.ts";

const FAST = [
  "domineering-2x8",
  "domineering-2x10",
  "domineering-2x12",
  "domineering-3x4",
  "domineering-4x4",
  "domineering-4x5",
  "clobber-3x3",
  "toads-TTTTT..FFFFF",
];
const SLOW = ["domineering-5x5", "clobber-4x4"];

Deno.bench(
  "process start only (noop)",
  { group: "cold process", baseline: true, n: 5, warmup: 1 },
  () => {
    freshProcess("noop");
  },
);
for (const job of FAST) {
  Deno.bench(job, { group: "cold process", n: 3, warmup: 0 }, () => freshProcess(job));
}
for (const job of SLOW) {
  Deno.bench(job, { group: "cold process", n: 1, warmup: 0 }, () => freshProcess(job));
}

const board44 = parseDomineering("....|....|....|....");
Deno.bench("Domineering 4x4, fresh table, warm engine caches", { group: "warm" }, () => {
  new Solver(DOMINEERING).value(board44);
});
