/**
 * What every subcommand of the `cgt` command shares: the I/O it writes to,
 * argument parsing that turns mistakes into usage errors, and the error kinds
 * that decide the exit code.
 *
 * @module
 */

import { parseArgs, type ParseArgsConfig } from "node:util";

/** The version printed by `cgt --version`. */
export const VERSION = "0.1.0";

/** Where a command reads and writes; tests pass a recording implementation. */
export interface Io {
  /** Writes `text` to standard output. */
  stdout(text: string): void;
  /** Writes `text` to standard error. */
  stderr(text: string): void;
  /** Reads all of standard input. */
  stdin(): Promise<string>;
  /** Writes a file (for outputs such as SVG drawings). */
  writeFile(path: string, text: string): Promise<void>;
  /** Whether standard error is a terminal (progress is shown only then). */
  stderrIsTerminal: boolean;
  /** Whether colour may be used on standard output (`NO_COLOR` unset and a terminal). */
  color: boolean;
}

/** A subcommand of `cgt`. */
export interface Command {
  /** The name typed after `cgt`. */
  name: string;
  /** The full help text (`USAGE:`, `OPTIONS:`, `EXAMPLES:`). */
  help: string;
  /**
   * Help that depends on the other arguments (`cgt judge <problem> --help`);
   * `help` is shown when this is absent.
   */
  helpFor?(args: string[]): Promise<string>;
  /** Runs the command on its own arguments; returns the exit code. */
  run(args: string[], io: Io): number | Promise<number>;
}

/** A mistake in how the command was called: exit code 2. */
export class UsageError extends Error {
  /**
   * Creates the error.
   *
   * @param message What was wrong, without a final period.
   */
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** A failure on well-formed usage (bad input data, impossible request): exit code 1. */
export class CliError extends Error {
  /**
   * Creates the error.
   *
   * @param message What could not be done and why, without a final period.
   */
  constructor(message: string) {
    super(message);
    this.name = "CliError";
  }
}

const encoder = new TextEncoder();

/**
 * Writes all of `text`; returns false once the reader has gone away (a closed
 * pipe, as in `cgt ... | head`), so callers stop writing instead of failing.
 */
function writeAllSync(stream: { writeSync(p: Uint8Array): number }, text: string): boolean {
  let bytes = encoder.encode(text);
  try {
    while (bytes.length > 0) bytes = bytes.subarray(stream.writeSync(bytes));
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.BrokenPipe) return false;
    throw error;
  }
}

/** The process's real standard streams. */
export function denoIo(): Io {
  const noColor = (() => {
    try {
      return Deno.env.get("NO_COLOR") !== undefined;
    } catch {
      return true;
    }
  })();
  let stdoutOpen = true;
  let stderrOpen = true;
  return {
    stdout: (text) => {
      if (stdoutOpen) stdoutOpen = writeAllSync(Deno.stdout, text);
    },
    stderr: (text) => {
      if (stderrOpen) stderrOpen = writeAllSync(Deno.stderr, text);
    },
    stdin: () => new Response(Deno.stdin.readable).text(),
    writeFile: (path, text) => Deno.writeTextFile(path, text),
    stderrIsTerminal: Deno.stderr.isTerminal(),
    color: !noColor && Deno.stdout.isTerminal(),
  };
}

/** Options every command accepts. */
const COMMON = {
  help: { type: "boolean", short: "h" },
  json: { type: "boolean" },
} as const;

/** The parsed arguments of a command. */
export interface Parsed {
  /** Option values by name. */
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  /** The positional arguments. */
  positionals: string[];
}

/**
 * Parses a command's arguments strictly: unknown options and missing option
 * values become a {@link UsageError}. `--help`/`-h` and `--json` are always
 * accepted. Numbers starting with `-` are positionals, not options.
 */
export function parse(args: string[], options: ParseArgsConfig["options"] = {}): Parsed {
  // A negative number such as -3 or -3/4 is a value, not an option.
  const protectedArgs = args.map((a) => (/^-\d/.test(a) ? `\u0000${a}` : a));
  try {
    const { values, positionals } = parseArgs({
      args: protectedArgs,
      options: { ...COMMON, ...options },
      strict: true,
      allowPositionals: true,
    });
    const unprotect = (s: string): string => (s.startsWith("\u0000") ? s.slice(1) : s);
    for (const [k, v] of Object.entries(values)) {
      if (typeof v === "string") (values as Record<string, unknown>)[k] = unprotect(v);
    }
    return {
      values: values as Parsed["values"],
      positionals: positionals.map(unprotect),
    };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : String(error);
    const option = /'([^']+)'/.exec(message)?.[1];
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      throw new UsageError(`unknown option "${option}"`);
    }
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
      throw new UsageError(
        `option "${option?.split(" ")[0]}" ${
          message.includes("argument missing") ? "needs a value" : "does not take a value"
        }`,
      );
    }
    throw new UsageError(message.split(". ")[0]);
  }
}

/**
 * Reads an option as an integer in `[min, max]`, or `fallback` when absent.
 *
 * @throws {UsageError} If the value is not such an integer.
 */
export function intOption(
  parsed: Parsed,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = parsed.values[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (typeof raw !== "string" || !/^-?\d+$/.test(raw) || value < min || value > max) {
    throw new UsageError(
      `option "--${name}" must be an integer from ${min} to ${max}, received "${String(raw)}"`,
    );
  }
  return value;
}

/** Writes one JSON document and a newline to standard output. */
export function writeJson(io: Io, document: unknown): void {
  io.stdout(`${JSON.stringify(document)}\n`);
}

/** A progress line on standard error, shown only when it is a terminal. */
export interface Progress {
  /** Reports that `done` of `total` units are finished. */
  update(done: number): void;
  /** Clears the progress line. */
  finish(): void;
}

/**
 * Returns a progress reporter for long work: a bar on standard error when it
 * is a terminal, nothing otherwise (so piped output stays clean).
 */
export function progress(io: Io, label: string, total: number): Progress {
  if (!io.stderrIsTerminal || total <= 0) return { update() {}, finish() {} };
  let last = -1;
  return {
    update(done) {
      const percent = Math.floor((100 * done) / total);
      if (percent === last) return;
      last = percent;
      const width = 30;
      const filled = Math.round((width * percent) / 100);
      io.stderr(`\r${label} [${"#".repeat(filled)}${" ".repeat(width - filled)}] ${percent}%`);
    },
    finish() {
      if (last >= 0) io.stderr(`\r${" ".repeat(label.length + 40)}\r`);
    },
  };
}
