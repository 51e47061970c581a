/**
 * A one-shot worker for thermo_bench.ts: does one piece of work in a fresh process, so that the
 * engine's id caches start empty. `deno run bench/_thermo_cold.ts <noop|heat14|domineering>`.
 *
 * @module
 */

import { heat, integer, nimber, temperature } from "@cgt/partizan";
import { domineering } from "@cgt/rulesets/domineering";

const what = Deno.args[0];
if (what === "heat14") {
  if (temperature(heat(nimber(14), integer(1))).numerator !== 1n) throw new Error("must be 1");
} else if (what === "domineering") {
  temperature(domineering("...........|..........."));
} else if (what !== "noop") {
  throw new Error(`unknown work ${what}`);
}
