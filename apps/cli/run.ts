/**
 * The `cgt` command line: dispatches to subcommands and turns errors into
 * one-line diagnostics and exit codes (0 ok, 1 failure, 2 usage).
 *
 * @module
 */

import { type Command, denoIo, type Io, UsageError, VERSION, writeJson } from "./cli.ts";
import { COMMANDS } from "./commands/mod.ts";

/** The text of `cgt --help`. */
export function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join("\n");
  return `cgt ${VERSION}: combinatorial game theory from the command line

USAGE:
  cgt <command> [options] [arguments]
  cgt help <command>

COMMANDS:
${list}

OPTIONS:
  -h, --help     Show this help, or a command's help after its name
  -V, --version  Print the version
      --json     (on every command) print one JSON document on stdout

Run "cgt <command> --help" for a command's options and examples.
`;
}

function find(name: string): Promise<Command> {
  const entry = COMMANDS.find((c) => c.name === name);
  if (!entry) throw new UsageError(`unknown command "${name}"; run "cgt --help" for the list`);
  return entry.load();
}

async function dispatch(args: string[], io: Io): Promise<number> {
  const [first, ...rest] = args;
  if (first === undefined) throw new UsageError('missing command; run "cgt --help" for the list');
  if (first === "--help" || first === "-h") {
    io.stdout(mainHelp());
    return 0;
  }
  if (first === "--version" || first === "-V") {
    if (rest.includes("--json")) writeJson(io, { version: VERSION });
    else io.stdout(`cgt ${VERSION}\n`);
    return 0;
  }
  if (first === "help") {
    if (rest.length === 0) io.stdout(mainHelp());
    else {
      const command = await find(rest[0]);
      io.stdout(command.helpFor ? await command.helpFor(rest.slice(1)) : command.help);
    }
    return 0;
  }
  if (first.startsWith("-")) {
    throw new UsageError(`unknown option "${first}"; the command comes first`);
  }
  const command = await find(first);
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout(command.helpFor ? await command.helpFor(rest) : command.help);
    return 0;
  }
  return await command.run(rest, io);
}

/**
 * Turns an error thrown by a command into its exit code and the one line
 * printed on stderr. Usage errors exit 2; errors the libraries throw on
 * purpose (bad input, a search or step limit) exit 1 as they are; anything
 * else is a bug, exits 1 and says "internal error".
 *
 * @param error What the command threw.
 * @returns The exit code and the stderr line (with its newline).
 */
export function describeError(error: unknown): { code: 1 | 2; line: string } {
  if (error instanceof UsageError) return { code: 2, line: `error: ${error.message}\n` };
  const message = error instanceof Error ? error.message : String(error);
  const known = error instanceof Error &&
    (["CliError", "TypeError", "RangeError", "SyntaxError"].includes(error.name) ||
      error.name.endsWith("LimitError"));
  return { code: 1, line: `error: ${known ? "" : "internal error: "}${message.split("\n")[0]}\n` };
}

/**
 * Runs the `cgt` command with `args` and returns its exit code; it never
 * exits the process, so tests call it directly.
 *
 * @param args The arguments after `cgt`.
 * @param io Where to read and write; the process's streams by default.
 * @returns 0 on success, 1 on failure, 2 on a usage error.
 */
export async function run(args: string[], io: Io = denoIo()): Promise<number> {
  try {
    return await dispatch(args, io);
  } catch (error) {
    const { code, line } = describeError(error);
    io.stderr(line);
    return code;
  }
}
