// deno-lint-ignore-file no-console
/**
 * Nimbers of empty Cram rectangles by `CramSolver` (the search behind `cgt solve 'cram("...")'`),
 * against the published ones where a source gives them: for each board, our nimber, the
 * published nimber and its source, the nodes, the wall and CPU seconds and the load average.
 * Each board gets a fresh solver and is solved in full (the nimber and a winning move). The
 * quick boards are also in the test `packages/rulesets/grid/cram_solver_test.ts`.
 *
 * `deno run -A bench/limits/cram_nimbers.ts [RxC ...] [--max-nodes N]`
 * (default: 3x3 to 3x12, 4x5 to 4x9, 5x5 to 5x7, 6x6, 6x7; at most 50,000,000 nodes a board)
 *
 * @module
 */

import { cpuUsage } from "node:process";
import { loadavg } from "node:os";
import { CramSolver, PositionLimitError } from "@cgt/rulesets/cram-solver";

const BELING = "Beling, impartial-games README (github.com/beling/impartial-games)";
const GARDNER = "Gardner 1974: even by even is 0 by symmetry";

/** Published nimbers of m x n boards (the same for n x m), with their sources. */
const PUBLISHED: Record<string, [nimber: number, source: string]> = {
  "4x4": [0, GARDNER],
  "4x5": [2, BELING],
  "4x6": [0, `${BELING}; ${GARDNER}`],
  "4x7": [3, BELING],
  "4x8": [0, `${BELING}; ${GARDNER}`],
  "4x9": [1, BELING],
  "4x11": [1, BELING],
  "5x5": [0, BELING],
  "5x6": [2, BELING],
  "5x7": [1, BELING],
  "5x8": [1, BELING],
  "5x9": [1, BELING],
  "5x10": [2, BELING],
  "5x11": [0, BELING],
  "6x6": [0, `${BELING}; ${GARDNER}`],
  "6x7": [5, BELING],
  "6x9": [1, BELING],
  "7x7": [1, BELING],
  "7x8": [3, BELING],
  "7x9": [1, BELING],
};

const args = [...Deno.args];
let maxNodes = 50_000_000;
const at = args.indexOf("--max-nodes");
if (at >= 0) {
  maxNodes = Number(args[at + 1]);
  args.splice(at, 2);
}
const boards = args.length > 0 ? args : [
  ...Array.from({ length: 10 }, (_, i) => `3x${i + 3}`),
  "4x5",
  "4x6",
  "4x7",
  "4x8",
  "4x9",
  "5x5",
  "5x6",
  "5x7",
  "6x6",
  "6x7",
];
console.log("| board | ours | published (source) | nodes | wall s | CPU s | load |");
console.log("|---|---|---|---:|---:|---:|---|");
for (const name of boards) {
  const [rows, cols] = name.split("x").map(Number);
  const board = Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
  const solver = new CramSolver({ maxNodes });
  const cpu = cpuUsage();
  const start = performance.now();
  let ours: string;
  let nodes: string;
  try {
    const result = solver.solve(board);
    ours = `*${result.nimber}`;
    nodes = String(result.nodes);
  } catch (error) {
    if (!(error instanceof PositionLimitError)) throw error;
    ours = "not solved";
    nodes = `> ${maxNodes}`;
  }
  const wall = (performance.now() - start) / 1000;
  const used = cpuUsage(cpu);
  const published = PUBLISHED[name] ?? PUBLISHED[`${cols}x${rows}`];
  const agree = published === undefined || ours === "not solved" || ours === `*${published[0]}`
    ? ""
    : " DISAGREES";
  console.log(
    `| ${name} | ${ours}${agree} | ${
      published ? `*${published[0]} (${published[1]})` : "-"
    } | ${nodes} | ${wall.toFixed(1)} | ${((used.user + used.system) / 1e6).toFixed(1)} | ${
      loadavg().map((x) => x.toFixed(1)).join(" ")
    } |`,
  );
  solver.clear();
}
