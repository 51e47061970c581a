/**
 * The `cgt` command line: dispatches to subcommands and turns errors into
 * one-line diagnostics and exit codes (0 ok, 1 failure, 2 usage).
 *
 * @module
 */

import {
  CliError,
  type Command,
  denoIo,
  Interrupted,
  type Io,
  MAX_ECHO,
  quote,
  shorten,
  UsageError,
  VERSION,
  writeJson,
} from "./cli.ts";
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
      --json     (on every command) print one JSON document on stdout, and an
                 error as {"error": "..."} on stderr

Run "cgt <command> --help" for a command's options and examples.
`;
}

function find(name: string): Promise<Command> {
  const entry = COMMANDS.find((c) => c.name === name);
  if (!entry) throw new UsageError(`unknown command ${quote(name)}; run "cgt --help" for the list`);
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
    throw new UsageError(`unknown option ${quote(first)}; the command comes first`);
  }
  const command = await find(first);
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout(command.helpFor ? await command.helpFor(rest) : command.help);
    return 0;
  }
  return await command.run(rest, io);
}

/** A class of errors, to test with `instanceof`. */
export type ErrorClass = new (...args: never[]) => Error;

/** The longest error line printed, in characters. */
const MAX_LINE = 400;

/** Whether `error` is one of the errors Deno throws for a failed operation (`Deno.errors.*`). */
function isDenoError(error: unknown): boolean {
  return Object.values(Deno.errors).some((kind) => error instanceof kind);
}

/**
 * Makes one printable line of a message: control characters escaped, every
 * quoted piece of input cut to {@link MAX_ECHO} characters by {@link quote},
 * and so is any longer run of characters without a space or a quote (input a
 * library echoed without quotes), and the whole line to {@link MAX_LINE}.
 */
function printable(message: string): string {
  const line = message.split("\n")[0]
    .replace(/"([^"]*)"/g, (_, inner: string) => quote(inner))
    .replace(LONG_RUN, (run) => shorten(run));
  return shorten(line, MAX_LINE);
}

/** A run of more than {@link MAX_ECHO} characters with no space or quote. */
const LONG_RUN = new RegExp(`[^\\s"]{${MAX_ECHO + 1},}`, "g");

/**
 * The shape of the messages our libraries give for bad input ("Cannot parse game: ..."), as the
 * style guide asks. The engine's own `TypeError`s and `RangeError`s ("x is not a function",
 * "Cannot read properties of undefined (reading 'y')", "Maximum call stack size exceeded") lack
 * the colon after the first clause, so a bug that throws one is still reported as a bug.
 */
const LIBRARY_MESSAGE = /^Cannot [^:\n]+: /;

/** Whether `error` is of a class our libraries throw for bad input. */
function isLibraryInputError(error: unknown): boolean {
  return error instanceof TypeError || error instanceof RangeError ||
    error instanceof SyntaxError;
}

/**
 * Turns an error thrown by a command into its exit code and the one line
 * printed on stderr, deciding by the error's class. A {@link UsageError}
 * exits 2. A {@link CliError}, an error a library throws on purpose for bad
 * input (a `TypeError`, `RangeError` or `SyntaxError` whose message has the
 * libraries' shape "Cannot <do something>: <why>", or one of `known`, such
 * as a search limit), or a failed operation (`Deno.errors.*`) exits 1 with
 * its message. Anything else is a bug, including the engine's own
 * `TypeError`s and a stack overflow: it exits 1 and says "internal error".
 * Echoed input is shortened and control characters are escaped.
 *
 * @param error What the command threw.
 * @param known More error classes that are not bugs (the libraries' limit errors).
 * @returns The exit code and the stderr line (with its newline).
 */
export function describeError(
  error: unknown,
  known: ErrorClass[] = [],
): { code: 1 | 2; line: string } {
  if (error instanceof UsageError) {
    return { code: 2, line: `error: ${printable(error.message)}\n` };
  }
  if (error instanceof CliError) {
    return { code: 1, line: `error: ${printable(error.message)}\n` };
  }
  const message = error instanceof Error ? error.message : String(error);
  const expected = (isLibraryInputError(error) && LIBRARY_MESSAGE.test(message)) ||
    isDenoError(error) || known.some((k) => error instanceof k);
  return {
    code: 1,
    line: `error: ${expected ? "" : "internal error: "}${printable(message)}\n`,
  };
}

/**
 * The libraries' limit errors, loaded only once a command has failed (so that
 * commands that do not need those packages never load them).
 */
async function limitErrors(): Promise<ErrorClass[]> {
  const { LimitError } = await import("@cgt/partizan/game-limit");
  return [LimitError];
}

/** Whether `--json` is among the options (before any `--`), wherever parsing stopped. */
function asksJson(args: string[]): boolean {
  for (const arg of args) {
    if (arg === "--") return false;
    if (arg === "--json") return true;
  }
  return false;
}

/**
 * Shortens every stretch of `line` longer than {@link MAX_ECHO} characters that repeats a piece
 * of one of the arguments (and of standard input as the libraries quote it, which comes in the
 * same way): a library's message may quote the input in full, with quotes of its own inside
 * that `printable` cannot pair, and an error line echoes at most {@link MAX_ECHO} characters of
 * what the user typed.
 */
export function capEchoes(line: string, args: readonly string[]): string {
  const long = args.filter((a) => a.length > MAX_ECHO);
  if (long.length === 0) return line;
  let out = line;
  for (let p = 0; p + MAX_ECHO < out.length; p++) {
    const window = out.slice(p, p + MAX_ECHO + 1);
    const source = long.find((a) => a.includes(window));
    if (source === undefined) continue;
    let q = p + MAX_ECHO + 1;
    while (q < out.length && source.includes(out.slice(p, q + 1))) q++;
    out = `${out.slice(0, p + MAX_ECHO - 3)}...${out.slice(q)}`;
    p += MAX_ECHO;
  }
  return out;
}

/**
 * Runs the `cgt` command with `args` and returns its exit code; it never
 * exits the process, so tests call it directly.
 *
 * Errors are one line on stderr, `error: <message>`, or with `--json`
 * anywhere among the options the JSON document `{"error": "<message>"}`.
 *
 * @param args The arguments after `cgt`.
 * @param io Where to read and write; the process's streams by default.
 * @returns 0 on success, 1 on failure, 2 on a usage error, 130 when stopped by Ctrl-C.
 */
export async function run(args: string[], io: Io = denoIo()): Promise<number> {
  try {
    return await dispatch(args, io);
  } catch (error) {
    // The progress line is already cleared.
    if (error instanceof Interrupted && error.line === undefined) return 130;
    const { code, line: described } = error instanceof Interrupted
      ? { code: 130, line: `error: ${printable(error.line!)}\n` }
      : describeError(error, await limitErrors());
    const line = capEchoes(described, args);
    // With --json, the error is a JSON document too: {"error": "<the message>"}.
    io.stderr(
      asksJson(args) ? `${JSON.stringify({ error: line.slice("error: ".length, -1) })}\n` : line,
    );
    return code;
  }
}
