/**
 * `cgt judge <problem>`: solve a classic contest problem from its original input.
 *
 * @module
 */

import { type Command, type Io, parse, quote, UsageError, writeJson } from "../cli.ts";
import { InputReader } from "../problems/input.ts";
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

/** Sample inputs (the problems' published samples where there is one), for each problem's help. */
const SAMPLES: Record<string, string> = {
  "new-nim": "6\\n5 5 6 6 5 5\\n",
  "restricted-nim-2": "3\\n1 2 2\\n",
  "slime-stones": "3\\n2 4 0\\n1 2 0\\n2 6 1\\n",
  "token-game": "3\\n1 1 2 1\\n3 1 1 1\\n1 1 1 3\\n",
  chessboard: "2\\n2\\n1 2\\n3 3\\n1\\n0 5\\n",
  jiangnan: "4 3\\n1 1\\n1 2\\n1 3\\n1 5\\n",
  "domino-tetromino-2": "0 0 0 0 1 0 0 1\\n",
};

/** The help of one problem: its usage, format and examples only. */
function problemHelp(problem: JudgeProblem): string {
  const sample = SAMPLES[problem.name] ?? "";
  return `cgt judge ${problem.name}: ${problem.source}

USAGE:
  cgt judge ${problem.name} [--json] < input.txt

${problem.format.replace(/^/gm, "  ")}
  Input is read as far as its declared size (then only to check that nothing
  but whitespace follows), and at most ${problem.maxInputBytes} bytes of it.

OPTIONS:
  -h, --help  Show this help
      --json  Print {"problem": "${problem.name}", "output": [line, ...]} instead of the raw output

EXAMPLES:
  cgt judge ${problem.name} < input.txt
  printf '${sample}' | cgt judge ${problem.name}
  printf '${sample}' | cgt judge ${problem.name} --json
`;
}

function describe(problem: JudgeProblem): string {
  return `  ${problem.name}: ${problem.source}\n${problem.format.replace(/^/gm, "      ")}`;
}

async function load(name: string): Promise<JudgeProblem> {
  const entry = PROBLEMS.find((p) => p.name === name);
  if (!entry) {
    const names = PROBLEMS.map((p) => p.name).join(", ");
    throw new UsageError(`unknown problem ${quote(name)}; known problems: ${names}`);
  }
  return await entry.load();
}

async function helpFor(args: string[]): Promise<string> {
  const name = args.find((a) => !a.startsWith("-"));
  if (name !== undefined) return problemHelp(await load(name));
  const problems = await Promise.all(PROBLEMS.map((p) => p.load()));
  return help(problems.map(describe).join("\n"));
}

async function runJudge(args: string[], io: Io): Promise<number> {
  const parsed = parse(args);
  const [name, ...extra] = parsed.positionals;
  if (name === undefined) throw new UsageError('missing problem name; run "cgt judge --help"');
  if (extra.length > 0) throw new UsageError(`unexpected argument ${quote(extra[0])}`);
  const problem = await load(name);
  if (io.stdinIsTerminal) {
    io.stderr(
      `cgt judge ${name}: reading the input from standard input; type it and end it with Ctrl-D (Ctrl-Z Enter on Windows), or redirect a file: cgt judge ${name} < input.txt\n`,
    );
  }
  const reader = new InputReader(name, io.readStdin, { maxBytes: problem.maxInputBytes });
  const output = problem.solve(reader);
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
