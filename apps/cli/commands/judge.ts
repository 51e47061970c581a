/**
 * `cgt judge <problem>`: solve a classic contest problem from its original input.
 *
 * @module
 */

import { type Command, type Io, parse, UsageError, writeJson } from "../cli.ts";
import { PROBLEMS } from "../problems/mod.ts";

function help(): string {
  const problems = PROBLEMS.length === 0
    ? "  (none yet)"
    : PROBLEMS.map((p) => `  ${p.name}: ${p.source}\n${p.format.replace(/^/gm, "      ")}`).join(
      "\n",
    );
  return `cgt judge: solve a contest problem, reading its original input on stdin

USAGE:
  cgt judge <problem> [--json] < input.txt

OPTIONS:
  -h, --help  Show this help
      --json  Print {"problem": name, "output": [line, ...]} instead of the raw output

PROBLEMS:
${problems}

EXAMPLES:
  echo "1 2 3" | cgt judge <problem>
`;
}

async function runJudge(args: string[], io: Io): Promise<number> {
  const parsed = parse(args);
  const [name, ...extra] = parsed.positionals;
  if (name === undefined) throw new UsageError('missing problem name; run "cgt judge --help"');
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const problem = PROBLEMS.find((p) => p.name === name);
  if (!problem) {
    const names = PROBLEMS.map((p) => p.name).join(", ") || "none";
    throw new UsageError(`unknown problem "${name}"; known problems: ${names}`);
  }
  const output = problem.solve(await io.stdin());
  if (parsed.values.json) {
    writeJson(io, { problem: name, output: output.split("\n").filter((l) => l !== "") });
  } else {
    io.stdout(output);
  }
  return 0;
}

/** The `cgt judge` command. */
export const judge: Command = {
  name: "judge",
  summary: "Solve a classic contest problem from its original input format",
  get help(): string {
    return help();
  },
  run: runJudge,
};
