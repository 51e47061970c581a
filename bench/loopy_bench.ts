/**
 * Loopy games: Backsliding Toads and Frogs rows (the side search and stopper simplification)
 * and sums of named loopy values. A row of 8 (`TTT..FFF`) takes minutes (210 s, recorded in
 * RESULTS.md from a single run), so the largest row benched here has 6 cells.
 *
 * @module
 */

import { clearLoopyCaches, loopyAdd, loopySubtract, OFF, ON, OVER, UPON } from "@cgt/partizan";
import { backslidingToadsAndFrogs } from "@cgt/rulesets/backsliding-toads-and-frogs";

const once = { n: 1, warmup: 0 };

for (const row of ["T..F", "TT.F", "T...F", "TT..F", "T..FF", "TT..FF"]) {
  Deno.bench(`backsliding("${row}")`, {
    group: "Backsliding Toads and Frogs",
    baseline: row === "T..F",
    ...once,
  }, () => {
    clearLoopyCaches();
    backslidingToadsAndFrogs(row);
  });
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
