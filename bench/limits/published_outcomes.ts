// deno-lint-ignore-file no-console
/**
 * Outcomes of the starting boards of Clobber (checkerboard), Konane (checkerboard less a centre
 * pair) and NoGo (empty) by the generic `solveOutcome` of `@cgt/partizan/outcome-solver` (the
 * search behind `cgt solve` for these rulesets), against the published outcomes of
 * `testing/published_outcomes.ts`: for each board our outcome, the published one and its source,
 * the nodes, the wall and CPU seconds and the load average. A board the search does not decide
 * within `--max-nodes` is reported as such. The quick boards are also checked by the test
 * `packages/rulesets/published_outcomes_test.ts`.
 *
 * `deno run -A bench/limits/published_outcomes.ts [--max-nodes N] [--solver clobber] [ruleset:RxC ...]`
 * (rulesets by catalogue name: clobber, konane, noGo; default: the boards below). With
 * `--solver clobber`, Clobber boards are solved by `ClobberSolver` of
 * `@cgt/rulesets/clobber-solver` (what `cgt solve` runs for a lone Clobber board) instead, with a
 * table of 2^24 slots (470 MB), and a board whose winning move it reports is checked by a second
 * solver of its own.
 *
 * @module
 */

import { cpuUsage } from "node:process";
import { loadavg } from "node:os";
import { catalogEntry } from "@cgt/rulesets/catalog";
import { PositionLimitError, solveOutcome } from "@cgt/partizan/outcome-solver";
import { ClobberSolver } from "@cgt/rulesets/clobber-solver";
import {
  PUBLISHED_OUTCOMES,
  startBoard,
  type StartRuleset,
} from "../../testing/published_outcomes.ts";

const DEFAULT_BOARDS = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => `clobber:1x${n}`),
  ...["2x2", "2x3", "2x4", "2x5", "2x6", "2x7", "3x2", "3x3", "3x4", "3x5", "3x6", "4x2"]
    .map((b) => `clobber:${b}`),
  ...["4x3", "4x4", "4x5", "5x2", "5x3", "5x4", "6x2", "6x3"].map((b) => `clobber:${b}`),
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => `konane:1x${n}`),
  ...["2x2", "2x3", "2x4", "2x5", "2x6", "3x3", "3x4", "3x5", "4x4", "4x5", "5x5"]
    .map((b) => `konane:${b}`),
  ...Array.from({ length: 17 }, (_, i) => `noGo:1x${i + 1}`),
  ...["2x1", "3x1", "2x2", "2x3", "2x4", "2x5", "3x3", "3x4", "4x4"].map((b) => `noGo:${b}`),
];

const args = [...Deno.args];
let maxNodes = 20_000_000;
const flag = args.indexOf("--max-nodes");
if (flag >= 0) {
  maxNodes = Number(args[flag + 1]);
  args.splice(flag, 2);
}
const choice = args.indexOf("--solver");
let clobberSolver = false;
if (choice >= 0) {
  if (args[choice + 1] !== "clobber") {
    throw new RangeError(
      `Cannot run the benchmark: --solver takes clobber, received ${args[choice + 1]}`,
    );
  }
  clobberSolver = true;
  args.splice(choice, 2);
}
const boards = args.length > 0 ? args : DEFAULT_BOARDS;

console.log("| board | start | ours | published (source) | nodes | wall s | CPU s | load |");
console.log("|---|---|---|---|---:|---:|---:|---|");
for (const spec of boards) {
  const [name, size] = spec.split(":");
  const [rows, cols] = size.split("x").map(Number);
  const entry = catalogEntry(name);
  if (entry?.position === undefined || !["clobber", "konane", "noGo"].includes(name)) {
    throw new RangeError(`Cannot run the benchmark: unknown ruleset, received ${name}`);
  }
  const board = startBoard(name as StartRuleset, rows, cols);
  const { ruleset, parse } = entry.position;
  const published = PUBLISHED_OUTCOMES.filter((p) =>
    p.ruleset === name && p.rows === rows && p.cols === cols
  );
  const cpu = cpuUsage();
  const start = performance.now();
  let ours: string;
  let nodes: string;
  let moves: string[] = [];
  try {
    const result = clobberSolver && name === "clobber"
      ? new ClobberSolver({ maxNodes, maxTableEntries: 1 << 24 }).solve(board)
      : solveOutcome(ruleset, parse(board), { maxNodes, maxTableEntries: 1 << 22 });
    ours = result.outcome;
    nodes = result.nodes.toLocaleString("en-US");
    if (result instanceof Object && typeof result.leftMove === "string") {
      moves.push(result.leftMove);
    }
    if (typeof result.rightMove === "string") {
      moves.push(result.rightMove);
    }
  } catch (error) {
    if (!(error instanceof PositionLimitError)) throw error;
    ours = "not solved";
    nodes = `> ${maxNodes.toLocaleString("en-US")}`;
  }
  const wall = (performance.now() - start) / 1000;
  const used = cpuUsage(cpu);
  // A winning move of ClobberSolver (a board) checked by a fresh solver: the opponent, moving
  // first after it, loses. Not counted in the time.
  if (!(clobberSolver && name === "clobber")) moves = [];
  for (const [k, move] of moves.entries()) {
    const after = new ClobberSolver({ maxTableEntries: 1 << 22 }).solve(move);
    const left = k === 0 && ours !== "R";
    if (left ? after.rightFirst : after.leftFirst) {
      ours += ` **winning move ${move} fails**`;
    }
  }
  const publishedText = published.length === 0
    ? "not found"
    : published.map((p) => `${p.outcome} (${p.source})`).join("; ");
  const flagged = published.some((p) => p.outcome !== ours) && ours !== "not solved"
    ? " **DISAGREES**"
    : "";
  console.log(
    `| ${name} ${size} | \`${
      board.replaceAll("|", "\\|")
    }\` | ${ours}${flagged} | ${publishedText} | ${nodes} | ${wall.toFixed(2)} | ${
      ((used.user + used.system) / 1e6).toFixed(2)
    } | ${loadavg().map((x) => x.toFixed(1)).join(" ")} |`,
  );
}
