// deno-lint-ignore-file no-console
/**
 * Outcomes of empty NoGo boards by `NoGoSolver` (`@cgt/rulesets/nogo-solver`, the search behind
 * `cgt solve 'noGo("...")'`) against the published outcomes of `testing/published_outcomes.ts`:
 * for each board our outcome, the published one and its source, the nodes, the wall and CPU
 * seconds and the load average. A board not decided within `--max-nodes` is reported as such.
 * Each winning move is checked by a fresh search of the board after it (not timed).
 *
 * `deno run -A bench/limits/nogo_outcomes.ts [--max-nodes N] [--table SLOTS] [RxC ...]`
 *
 * @module
 */

import { cpuUsage } from "node:process";
import { loadavg } from "node:os";
import { NoGoSolver, PositionLimitError } from "@cgt/rulesets/nogo-solver";
import { noGoStart, PUBLISHED_OUTCOMES } from "../../testing/published_outcomes.ts";

const DEFAULT_BOARDS = [
  ...[16, 17, 18, 19, 20].map((n) => `1x${n}`),
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `2x${n}`),
  "3x3",
  "3x4",
  "3x5",
  "3x6",
  "4x4",
  "4x5",
];

const args = [...Deno.args];
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  args.splice(at, 2);
  return value;
};
const maxNodes = option("--max-nodes", 200_000_000);
const slots = option("--table", 1 << 24);
const boards = args.length > 0 ? args : DEFAULT_BOARDS;

console.log("| board | ours | published (source) | nodes | CPU s | wall s | load |");
console.log("|---|---|---|---:|---:|---:|---|");
for (const spec of boards) {
  const [rows, cols] = spec.split("x").map(Number);
  const board = noGoStart(rows, cols);
  const published = PUBLISHED_OUTCOMES.filter((p) =>
    p.ruleset === "noGo" && p.rows === rows && p.cols === cols
  );
  const solver = new NoGoSolver({ maxNodes, maxTableEntries: slots });
  const cpu = cpuUsage();
  const start = performance.now();
  let ours: string;
  let nodes: string;
  let moves: (string | undefined)[] = [];
  try {
    const result = solver.solve(board);
    ours = result.outcome;
    nodes = result.nodes.toLocaleString("en-US");
    moves = [result.leftMove, result.rightMove];
  } catch (error) {
    if (!(error instanceof PositionLimitError)) throw error;
    ours = "not solved";
    nodes = `> ${maxNodes.toLocaleString("en-US")}`;
  }
  const wall = (performance.now() - start) / 1000;
  const used = cpuUsage(cpu);
  const load = loadavg()[0].toFixed(1);
  solver.clear();
  // Each winning move: the opponent loses moving first after it.
  const [leftMove, rightMove] = moves;
  const checker = new NoGoSolver({ maxNodes, maxTableEntries: slots });
  if (leftMove !== undefined && checker.solve(leftMove).rightFirst) {
    throw new Error(`Cannot trust the benchmark: Black's winning move on ${spec} loses`);
  }
  if (rightMove !== undefined && checker.solve(rightMove).leftFirst) {
    throw new Error(`Cannot trust the benchmark: White's winning move on ${spec} loses`);
  }
  const publishedText = published.length === 0
    ? "not in the table"
    : published.map((p) => `${p.outcome} (${p.source})`).join("; ");
  const flagged = published.some((p) => p.outcome !== ours) && ours !== "not solved"
    ? " **DISAGREES**"
    : "";
  const seconds = ((used.user + used.system) / 1e6).toFixed(2);
  console.log(
    `| noGo ${spec} | ${ours}${flagged} | ${publishedText} | ${nodes} | ${seconds} | ${
      wall.toFixed(2)
    } | ${load} |`,
  );
}
