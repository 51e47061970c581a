/**
 * Loopy games: Backsliding Toads and Frogs rows and Fox and Geese boards, each in a fresh
 * process (bench/workloads/run.ts) so that no table carries over, and sums of named loopy values
 * in process. The largest jobs (a row of 10, Fox and Geese on 6 rows or more) are recorded in
 * RESULTS.md from single runs under `/usr/bin/time -v` instead.
 *
 * @module
 */

import { clearLoopyCaches, loopyAdd, loopySubtract, OFF, ON, OVER, UPON } from "@cgt/partizan";
import { freshProcess } from "./_fresh_process.ts";

const once = { n: 1, warmup: 0 };

Deno.bench("start-up only (noop)", {
  group: "loopy rulesets, fresh process",
  baseline: true,
  ...once,
}, () => freshProcess("noop"));
for (const job of ["backsliding-6", "backsliding-8", "foxgeese-3", "foxgeese-4"]) {
  Deno.bench(job, { group: "loopy rulesets, fresh process", ...once }, () => freshProcess(job));
}

Deno.bench("on + off", { group: "named loopy sums", baseline: true }, () => {
  clearLoopyCaches();
  loopyAdd(ON, OFF);
});

Deno.bench("over - over", { group: "named loopy sums" }, () => {
  clearLoopyCaches();
  loopySubtract(OVER, OVER);
});

Deno.bench("upon + upon + over", { group: "named loopy sums" }, () => {
  clearLoopyCaches();
  loopyAdd(loopyAdd(UPON, UPON), OVER);
});
