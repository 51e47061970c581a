/**
 * `cgt judge <problem>`: solve a classic contest problem from its original input.
 *
 * @module
 */

import { type Command, type Io, parse, UsageError, writeJson } from "../cli.ts";
import { type JudgeProblem, PROBLEMS } from "../problems/mod.ts";

function help(problems: string): string {
  return `cgt judge: solve a contest problem, reading its original input on stdin

USAGE:
  cgt judge <problem> [--json] < input.txt
  cgt judge <problem> --help      (the problem's input and output format)

OPTIONS:
  -h, --help  Show this help, or a problem's format after its name
      --json  Print {"problem": name, "output": [line, ...]} instead of the raw output

PROBLEMS:
${problems}

EXAMPLES:
  echo "3 1 2 3" | cgt judge new-nim
  printf '1\\n2 4 0\\n' | cgt judge slime-stones --json
  cgt judge token-game --help
`;
}

function describe(problem: JudgeProblem): string {
  return `  ${problem.name}: ${problem.source}\n${problem.format.replace(/^/gm, "      ")}`;
}

async function load(name: string): Promise<JudgeProblem> {
  const entry = PROBLEMS.find((p) => p.name === name);
  if (!entry) {
    const names = PROBLEMS.map((p) => p.name).join(", ");
    throw new UsageError(`unknown problem "${name}"; known problems: ${names}`);
  }
  return await entry.load();
}

async function helpFor(args: string[]): Promise<string> {
  const name = args.find((a) => !a.startsWith("-"));
  const problems = name === undefined
    ? await Promise.all(PROBLEMS.map((p) => p.load()))
    : [await load(name)];
  return help(problems.map(describe).join("\n"));
}

async function runJudge(args: string[], io: Io): Promise<number> {
  const parsed = parse(args);
  const [name, ...extra] = parsed.positionals;
  if (name === undefined) throw new UsageError('missing problem name; run "cgt judge --help"');
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const problem = await load(name);
  const output = problem.solve(await io.stdin());
  if (parsed.values.json) {
    writeJson(io, { problem: name, output: output.split("\n").filter((l) => l !== "") });
  } else {
    io.stdout(output);
  }
  return 0;
}

/** The `cgt judge` command. */
export const judgeCommand: Command = {
  name: "judge",
  help: help(PROBLEMS.map((p) => `  ${p.name}`).join("\n")),
  helpFor,
  run: runJudge,
};
