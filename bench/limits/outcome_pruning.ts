// deno-lint-ignore-file no-console
/**
 * Nodes of the generic outcome search (`OutcomeSolver`, behind `cgt solve` for every ruleset but
 * a lone Domineering board) with and without skipping dominated moves to known values, on
 * Clobber, Konane and Cram boards (Cram is valued at once by its nimbers, so it takes no search):
 * for each board and setting, the outcome, the nodes, the CPU
 * seconds and the load average.
 *
 * `deno run -A bench/limits/outcome_pruning.ts [ruleset:board ...]`
 *
 * @module
 */

import { cpuUsage } from "node:process";
import { loadavg } from "node:os";
import { OutcomeSolver } from "@cgt/partizan/outcome-solver";
import { catalogEntry } from "@cgt/rulesets/catalog";

const boards = Deno.args.length > 0 ? Deno.args : [
  "clobber:xoxo|oxox|xoxo|oxox",
  "clobber:xoxox|oxoxo|xoxox",
  "clobber:xoxox|oxoxo|xoxox|oxoxo",
  "konane:xoxox|o.oxo|xoxox|oxoxo",
  "konane:xoxoxo|o.ox.x|xoxoxo|oxoxox",
  "cram:....|....|....|....",
];
console.log("| board | prune | outcome | nodes | CPU s | load |");
console.log("|---|---|---|---:|---:|---|");
for (const spec of boards) {
  const cut = spec.indexOf(":");
  const entry = catalogEntry(spec.slice(0, cut));
  const rules = entry?.position;
  if (rules === undefined) throw new RangeError(`no ruleset called as name("..."): ${spec}`);
  for (const pruneDominated of [false, true]) {
    const solver = new OutcomeSolver(rules.ruleset, { pruneDominated });
    const position = rules.parse(spec.slice(cut + 1));
    const cpu = cpuUsage();
    const result = solver.solve(position);
    const used = cpuUsage(cpu);
    const seconds = (used.user + used.system) / 1e6;
    console.log(
      `| ${spec} | ${pruneDominated ? "yes" : "no"} | ${result.outcome} | ${
        result.nodes.toLocaleString("en")
      } | ${seconds.toFixed(1)} | ${loadavg()[0].toFixed(1)} |`,
    );
  }
}
