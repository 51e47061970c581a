/**
 * Cold timings of the operations (each in a fresh process): deno run bench/_operations_cold.ts
 * <job>. Prints the job and the milliseconds it took.
 *
 * @module
 */

import {
  atomicWeight,
  conwayProduct,
  formatGame,
  ordinalSum,
  parseGame,
  selectiveSum,
  uptimalExpansion,
} from "@cgt/partizan";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";

const jobs: Record<string, () => unknown> = {
  "ordinal-sum": () => ordinalSum(parseGame("{3||2*|1*} + {1|-1}"), parseGame("{2|{1|0}} + ^*")),
  "selective-sum": () =>
    selectiveSum(parseGame("{3||2*|1*} + {1|-1}"), parseGame("{2|{1|0}} + ^*")),
  "conway-product": () => conwayProduct(parseGame("{1|*} + ^"), parseGame("{2|1/2}")),
  "atomic-weight-domineering-2x4": () =>
    atomicWeight(parseGame('domineering("....|....")', { functions: RULESET_FUNCTIONS })),
  "uptimal-4096": () => formatGame(parseGame("^<4096>*7")),
  "uptimal-expansion-3000": () => uptimalExpansion(parseGame("1/2v[3000]*2")),
};

const job = Deno.args[0];
if (job === undefined || !(job in jobs)) {
  throw new Error(`expected one of ${Object.keys(jobs).join(", ")}`);
}
const t = performance.now();
jobs[job]();
// deno-lint-ignore no-console
console.log(`${job}\t${(performance.now() - t).toFixed(1)} ms`);
