/**
 * What every subcommand of the `cgt` command shares: the I/O it writes to,
 * argument parsing that turns mistakes into usage errors, and the error kinds
 * that decide the exit code.
 *
 * @module
 */

import { RefusedPathError, writeFileInside } from "./write_file.ts";

/** The version printed by `cgt --version`. */
export const VERSION = "0.1.0";

/** Where a command reads and writes; tests pass a recording implementation. */
export interface Io {
  /** Writes `text` to standard output. */
  stdout(text: string): void;
  /** Writes `text` to standard error. */
  stderr(text: string): void;
  /**
   * Reads the next bytes of standard input into `buffer` (from its start),
   * waiting until some arrive: returns how many, or `null` at the end of the
   * input. Commands read only as much as they need, a chunk at a time.
   */
  readStdin(buffer: Uint8Array): number | null;
  /**
   * Writes a file (for outputs such as SVG drawings): only inside the run
   * directory ({@link Io.cwd}) by its real location, only over a regular file,
   * atomically (see `writeFileInside`). With `createNew`, fails with
   * `Deno.errors.AlreadyExists` when the file exists. `within` is the run
   * directory, the process's working directory when absent. `text` is a
   * string, or chunks of bytes written one at a time as the iterable makes
   * them (a large file need not be in memory whole).
   */
  writeFile(
    path: string,
    text: string | Iterable<Uint8Array>,
    options?: { createNew?: boolean; within?: string },
  ): Promise<void>;
  /**
   * The directory relative output paths are taken from: the one the user ran
   * the command in (`INIT_CWD` under `deno task`), or undefined for the
   * process's working directory.
   */
  cwd?: string;
  /** Whether standard error is a terminal (progress is shown only then). */
  stderrIsTerminal: boolean;
  /** Whether standard input is a terminal (commands that read it then say so). */
  stdinIsTerminal?: boolean;
  /** Whether colour may be used on standard output (`NO_COLOR` unset and a terminal). */
  color: boolean;
  /**
   * Starts watching for Ctrl-C during long work (absent: never interrupted).
   * The returned watch is polled by the work and must be stopped after it.
   */
  watchInterrupt?(): Promise<InterruptWatch>;
}

/** Tells long work whether the user pressed Ctrl-C. */
export interface InterruptWatch {
  /** Whether Ctrl-C was pressed since the watch started. */
  interrupted(): boolean;
  /** Stops watching. */
  stop(): void;
}

/**
 * The user pressed Ctrl-C: `cgt` stops and exits with code 130, printing the message as its one
 * error line when one is given (what was done before stopping), and nothing otherwise.
 */
export class Interrupted extends Error {
  /** The line to print, or undefined to print nothing (the command said what it needed to). */
  readonly line: string | undefined;
  /**
   * Creates the error.
   *
   * @param line What to say, without a final period; absent, nothing is printed.
   */
  constructor(line?: string) {
    super(line ?? "interrupted");
    this.name = "Interrupted";
    this.line = line;
  }
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

/** A file the user named could not be written: exit code 1, the message names the file. */
export class FileError extends CliError {
  /** The path as the user gave it. */
  readonly path: string;
  /**
   * Creates the error.
   *
   * @param path The path as the user gave it.
   * @param cause Why it could not be written.
   */
  constructor(path: string, cause: string) {
    super(`cannot write ${quote(path)}: ${cause}`);
    this.name = "FileError";
    this.path = path;
  }
}

const encoder = new TextEncoder();

/**
 * Writes all of `text`; returns false once the reader has gone away (a closed
 * pipe, as in `cgt ... | head`), so callers stop writing instead of failing.
 */
function writeAllSync(
  stream: { writeSync(p: Uint8Array): number },
  name: string,
  text: string,
): boolean {
  let bytes = encoder.encode(text);
  try {
    while (bytes.length > 0) bytes = bytes.subarray(stream.writeSync(bytes));
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.BrokenPipe) return false;
    throw new CliError(`cannot write to ${name}: ${causeOf(error)}`);
  }
}

/**
 * Reads an environment variable, or undefined when it is unset or the process
 * may not read it (the CLI runs without `--allow-env` too). The permission is
 * queried, never requested: on a terminal, reading without it would make Deno
 * ask the user, and computing needs no permission.
 */
function env(name: string): string | undefined {
  try {
    if (Deno.permissions.querySync({ name: "env", variable: name }).state !== "granted") {
      return undefined;
    }
    return Deno.env.get(name);
  } catch (error) {
    if (error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied) {
      return undefined;
    }
    throw error;
  }
}

/**
 * The worker that listens for Ctrl-C (SIGINT) while the main thread is busy
 * in a long synchronous computation, and raises a flag in shared memory that
 * the computation polls. (A listener on the main thread would only run once
 * the computation is over.) It is loaded from a data URL, which needs no
 * read permission.
 */
const INTERRUPT_WORKER = `self.onmessage = (event) => {
  const flag = new Int32Array(event.data);
  Deno.addSignalListener("SIGINT", () => Atomics.store(flag, 0, 1));
  self.postMessage("listening");
};`;

/**
 * Watches for SIGINT from a worker thread, which stays responsive while the
 * main thread computes; resolves once the worker listens.
 */
async function watchInterrupt(): Promise<InterruptWatch> {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const url = `data:text/javascript,${encodeURIComponent(INTERRUPT_WORKER)}`;
  const worker = new Worker(url, { type: "module" });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.onmessage = () => resolve();
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new CliError(`cannot watch for Ctrl-C: ${event.message}`));
      };
      worker.postMessage(flag.buffer);
    });
  } catch (error) {
    worker.terminate();
    throw error;
  }
  return {
    interrupted: () => Atomics.load(flag, 0) === 1,
    stop: () => worker.terminate(),
  };
}

/** The process's real standard streams. */
export function denoIo(): Io {
  const noColor = env("NO_COLOR") !== undefined;
  const initCwd = env("INIT_CWD");
  let stdoutOpen = true;
  let stderrOpen = true;
  return {
    stdout: (text) => {
      if (stdoutOpen) stdoutOpen = writeAllSync(Deno.stdout, "standard output", text);
    },
    stderr: (text) => {
      if (!stderrOpen) return;
      try {
        stderrOpen = writeAllSync(Deno.stderr, "standard error", text);
      } catch {
        stderrOpen = false; // nowhere left to report it
      }
    },
    // A blocking read: the contest problems pull their tokens synchronously, and Ctrl-C is
    // watched from a worker, so nothing else has to run meanwhile.
    readStdin: (buffer) => Deno.stdin.readSync(buffer),
    writeFile: async (path, text, options) => {
      const within = options?.within;
      if (within?.includes(",")) {
        // deno task cgt passes --allow-read="$INIT_CWD" --allow-write="$INIT_CWD", and Deno splits
        // a permission list at commas: the permission would reach the directory after the comma.
        throw new RefusedPathError(
          "the directory cgt was run from has a comma in its path, which Deno's permission flags split, so deno task cgt writes nothing there; run it from another directory, or write to standard output with -",
        );
      }
      await writeFileInside(within ?? Deno.cwd(), path, text, {
        createNew: options?.createNew === true,
      });
    },
    cwd: initCwd === "" ? undefined : initCwd,
    watchInterrupt,
    stderrIsTerminal: Deno.stderr.isTerminal(),
    stdinIsTerminal: Deno.stdin.isTerminal(),
    color: !noColor && Deno.stdout.isTerminal(),
  };
}

/** How one option of a command is read: a flag, or an option that takes a value. */
export interface OptionSpec {
  /** `"boolean"`: a flag (`--json`); `"string"`: takes a value (`--max-steps 10`, `--max-steps=10`). */
  type: "boolean" | "string";
  /** A one-letter alias (`-h`). */
  short?: string;
}

/** Options every command accepts. */
const COMMON: Record<string, OptionSpec> = {
  help: { type: "boolean", short: "h" },
  json: { type: "boolean" },
};

/** The parsed arguments of a command. */
export interface Parsed {
  /** Option values by name. */
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  /** The positional arguments. */
  positionals: string[];
}

/** How {@link parse} reads a command's arguments, beyond its options. */
export interface ParseSettings {
  /**
   * The command, for commands whose positionals are game expressions (`"value"`): an
   * expression may start with `-` (`-{1|0}`), which reads as an unknown option, so that error
   * then says to put `--` before it and shows the command line that does.
   *
   * @default {undefined}
   */
  expressionsOf?: string;
}

/** Quotes `text` for a POSIX shell when it needs quoting. */
function shellWord(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const plain = (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) ||
      "-_./:=+^,".includes(text[i]);
    if (!plain) return `'${text.replaceAll("'", `'\\''`)}'`;
  }
  return text === "" ? "''" : text;
}

/** A negative number such as -3 or -3/4 is a value or a positional, never an option. */
const NEGATIVE_NUMBER = /^-\d/;

/**
 * Parses a command's arguments strictly: unknown options and missing option
 * values become a {@link UsageError}. `--help`/`-h` and `--json` are always
 * accepted. Numbers starting with `-` are positionals, not options. A string
 * option takes the next argument or the text after `=`; a flag takes no
 * value; the last of repeated options wins; `--` ends the options. With
 * `settings.expressionsOf`, an unknown one-dash option says how to give an
 * expression that starts with `-`.
 * (A small parser of our own: `node:util` would cost every command about
 * 10 ms of start-up.)
 */
export function parse(
  args: string[],
  options: Record<string, OptionSpec> = {},
  settings: ParseSettings = {},
): Parsed {
  const spec = (name: string): OptionSpec | undefined =>
    Object.hasOwn(options, name)
      ? options[name]
      : Object.hasOwn(COMMON, name)
      ? COMMON[name]
      : undefined;
  const byShort = (letter: string): string | undefined => {
    for (const table of [options, COMMON]) {
      for (const name in table) {
        if (Object.hasOwn(table, name) && table[name].short === letter) return name;
      }
    }
    return undefined;
  };
  // The error for an unknown option; for an expression such as -{1|0}, the command line that
  // reads it: the options kept in front, then --, then the arguments from the expression on.
  const unknown = (shown: string, at: number): UsageError => {
    const message = `unknown option ${quote(shown)}`;
    const command = settings.expressionsOf;
    if (command === undefined || args[at][1] === "-") return new UsageError(message);
    const before: string[] = [];
    const after: string[] = [];
    for (let j = 0; j < args.length; j++) {
      const name = args[j].startsWith("--") ? args[j].slice(2).split("=")[0] : undefined;
      const option = name === undefined || j < at ? undefined : spec(name);
      if (option === undefined) {
        (j < at ? before : after).push(args[j]);
        continue;
      }
      before.push(args[j]);
      if (option.type === "string" && !args[j].includes("=") && j + 1 < args.length) {
        before.push(args[++j]);
      }
    }
    const line = ["cgt", command, ...before, "--", ...after]
      .map((word) => shellWord(word.length > MAX_ECHO ? `${word.slice(0, MAX_ECHO - 3)}...` : word))
      .join(" ");
    return new UsageError(
      `${message}; to give an expression starting with "-", put -- before it: ${line}`,
    );
  };
  const values: Parsed["values"] = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--") {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg.length < 2 || arg[0] !== "-" || NEGATIVE_NUMBER.test(arg)) {
      positionals.push(arg);
      continue;
    }
    let names: string[];
    let inline: string | undefined;
    if (arg[1] === "-") {
      const eq = arg.indexOf("=");
      const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      if (eq >= 0) inline = arg.slice(eq + 1);
      if (spec(name) === undefined) throw new UsageError(`unknown option ${quote(`--${name}`)}`);
      names = [name];
    } else {
      // -h, or a group of one-letter flags such as -hx.
      names = Array.from(arg.slice(1), (letter) => {
        const name = byShort(letter);
        if (name === undefined) throw unknown(`-${letter}`, i);
        return name;
      });
    }
    for (let k = 0; k < names.length; k++) {
      const name = names[k];
      const option = spec(name)!;
      const shown = arg[1] === "-" ? `--${name}` : `-${option.short}`;
      if (option.type === "boolean") {
        if (inline !== undefined) throw new UsageError(`option "${shown}" does not take a value`);
        values[name] = true;
        continue;
      }
      if (k < names.length - 1) throw new UsageError(`option "${shown}" needs a value`);
      if (inline !== undefined) {
        values[name] = inline;
        continue;
      }
      const next = args[i + 1];
      if (
        next === undefined || (next.length > 1 && next[0] === "-" && !NEGATIVE_NUMBER.test(next))
      ) {
        throw new UsageError(`option "${shown}" needs a value`);
      }
      values[name] = next;
      i++;
    }
  }
  return { values, positionals };
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
      `option "--${name}" must be an integer from ${min} to ${max}, received ${quote(String(raw))}`,
    );
  }
  return value;
}

/**
 * Writes one JSON document and a newline to standard output. Bigints are
 * written as exact JSON integers (digits, however many).
 */
export function writeJson(io: Io, document: unknown): void {
  let text: string;
  try {
    // Most documents hold no bigint, and JSON.stringify is much faster without a replacer.
    text = JSON.stringify(document);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const raw = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;
    text = JSON.stringify(
      document,
      (_key, value) => (typeof value === "bigint" ? raw(value.toString()) : value),
    );
  }
  io.stdout(`${text}\n`);
}

/** The most digits a heap size given on the command line may have. */
export const MAX_HEAP_DIGITS = 10_000;

/**
 * Reads a heap size: a non-negative integer of any size (up to
 * {@link MAX_HEAP_DIGITS} digits), exactly, as a bigint.
 *
 * @param text The argument as given.
 * @param what What the argument is, for the message.
 * @returns The heap size.
 * @throws {UsageError} Saying what is wrong with it.
 */
export function heapArg(text: string, what: string = "heap size"): bigint {
  const t = text.trim();
  if (/^\d+$/.test(t)) {
    if (t.length > MAX_HEAP_DIGITS) {
      throw new UsageError(
        `${what} has ${t.length} digits, at most ${MAX_HEAP_DIGITS} are accepted, received ${
          quote(text)
        }`,
      );
    }
    return BigInt(t);
  }
  const why = t === ""
    ? "is empty"
    : /^[-−]\s*\d+(\.\d*)?$/.test(t)
    ? "must not be negative"
    : /^\+?\d*\.\d+$|^\+?\d+\.\d*$/.test(t) || /^\d+(\.\d+)?e[+-]?\d+$/i.test(t)
    ? "must be a whole number written in digits"
    : "must be a non-negative integer written in digits";
  throw new UsageError(`${what} ${why}, received ${quote(text)}`);
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

/** The longest piece of user input an error message echoes. */
export const MAX_ECHO = 40;

/**
 * A piece of user input made safe to echo in a one-line message: control
 * characters escaped (`\n`, `\u001b`), and cut to `max` characters with an
 * ellipsis when longer.
 *
 * @param text The input as the user gave it.
 * @param max The most characters kept; {@link MAX_ECHO} by default.
 * @returns The text to echo (without quotes).
 */
export function shorten(text: string, max: number = MAX_ECHO): string {
  if (text.length <= max) return escapeControl(text);
  const chars = Array.from(text.slice(0, 2 * max + 1));
  if (chars.length <= max) return escapeControl(text);
  return `${escapeControl(chars.slice(0, max).join(""))}…`;
}

/** `text` with every control character written as an escape (`\n`, `\t`, `\u001b`). */
export function escapeControl(text: string): string {
  // deno-lint-ignore no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\t") return "\\t";
    if (c === "\r") return "\\r";
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

/** `"text"`, shortened and escaped by {@link shorten}. */
export function quote(text: string, max: number = MAX_ECHO): string {
  return `"${shorten(text, max)}"`;
}

/**
 * Why an I/O operation failed, in words, decided by the class of the error
 * Deno threw.
 */
export function causeOf(error: unknown): string {
  if (error instanceof Deno.errors.NotFound) return "no such file or directory";
  if (error instanceof Deno.errors.PermissionDenied) return "permission denied";
  if (error instanceof Deno.errors.NotCapable) {
    return "Deno has no permission to write there (deno task cgt reads and writes only under the directory it was run from, and cgt needs to read a folder to see where a file in it really is; use - for standard output)";
  }
  if (error instanceof Deno.errors.AlreadyExists) {
    return "the file exists (give --force to overwrite it)";
  }
  if (error instanceof Deno.errors.IsADirectory) return "it is a directory";
  if (error instanceof RefusedPathError) return error.message;
  if (error instanceof Deno.errors.NotADirectory) return "a part of the path is not a directory";
  if (error instanceof Deno.errors.BrokenPipe) return "the reader has gone away";
  const message = error instanceof Error ? error.message : String(error);
  // Deno's OS errors read "No space left on device (os error 28): writefile 'x'".
  const cause = message.split("\n")[0].replace(/\): [a-z]+ '.*'$/, ")");
  return cause.charAt(0).toLowerCase() + cause.slice(1);
}

/**
 * Reads the text of the file at `path` (relative to {@link Io.cwd}) that an option names, as
 * `--resume` and `--db` do: only a regular file (a device such as /dev/zero is endless, a pipe
 * may block for ever) of at most `maxBytes` bytes (`bound` names what sets it, for the message),
 * reading no more than that even if the file grows meanwhile.
 *
 * @throws {CliError} `cannot read "<path>": <why>` if the file is missing, not readable, not a
 *   regular file or too large.
 */
export async function readInputFile(
  io: Io,
  path: string,
  maxBytes: number,
  bound: string,
): Promise<string> {
  return new TextDecoder().decode(await readInputBytes(io, path, maxBytes, bound));
}

/**
 * The bytes of the file at `path`, read as {@link readInputFile} reads it (the same checks and
 * bound), without making a string of them: a view of one array of the file's size and a byte
 * more (which the caller may overwrite).
 *
 * @throws {CliError} `cannot read "<path>": <why>` if the file is missing, not readable, not a
 *   regular file or too large.
 */
export async function readInputBytes(
  io: Io,
  path: string,
  maxBytes: number,
  bound: string,
): Promise<Uint8Array> {
  const fail = (why: string): never => {
    throw new CliError(`cannot read ${quote(path)}: ${why}`);
  };
  const tooLarge = (size: string): never => fail(`it has ${size} bytes, more than ${bound} allows`);
  if (path === "") fail("the file name is empty");
  const target = outputPath(io, path);
  let file: Deno.FsFile | undefined;
  try {
    // stat follows symbolic links: a link to a device is refused before it is opened.
    const info = await Deno.stat(target);
    if (info.isDirectory) fail("it is a directory");
    if (!info.isFile) fail("it is not a regular file");
    if (info.size > maxBytes) tooLarge(String(info.size));
    file = await Deno.open(target, { read: true });
    let bytes = new Uint8Array(info.size + 1);
    let length = 0;
    while (true) {
      if (length === bytes.length) {
        // The file has grown since its size was taken: read on only within the bound.
        if (length > maxBytes) tooLarge(`${length} or more`);
        const more = new Uint8Array(Math.min(maxBytes + 1, 2 * length + 4096));
        more.set(bytes);
        bytes = more;
      }
      const n = await file.read(bytes.subarray(length));
      if (n === null) return bytes.subarray(0, length);
      length += n;
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    return fail(
      error instanceof Deno.errors.NotFound
        ? "no such file"
        : error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied
        ? "no permission to read it (it needs --allow-read)"
        : causeOf(error),
    );
  } finally {
    file?.close();
  }
}

/**
 * The path a user's output file name refers to: `-` stays `-`, an absolute
 * path stays as it is, and a relative one is taken from {@link Io.cwd}.
 */
export function outputPath(io: Io, path: string): string {
  if (path === "-" || io.cwd === undefined) return path;
  if (path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith("\\\\")) return path;
  return `${io.cwd.replace(/[\\/]+$/, "")}/${path}`;
}

/**
 * Writes an output the user asked for to `path`: standard output for `-`,
 * otherwise a file, relative paths taken from {@link Io.cwd}. An existing
 * file is kept unless `force` is set.
 *
 * @param io Where to write.
 * @param path The path the user gave.
 * @param text What to write: a string, or chunks of UTF-8 bytes (written one
 *   at a time as the iterable makes them).
 * @param options `force` allows overwriting an existing file.
 * @throws {FileError} If the path is empty or the file cannot be written,
 *   naming the file and the cause.
 */
export async function writeOutput(
  io: Io,
  path: string,
  text: string | Iterable<Uint8Array>,
  options: { force?: boolean } = {},
): Promise<void> {
  if (path === "-") {
    if (typeof text === "string") {
      io.stdout(text);
    } else {
      const decoder = new TextDecoder();
      for (const chunk of text) io.stdout(decoder.decode(chunk, { stream: true }));
      io.stdout(decoder.decode());
    }
    return;
  }
  if (path === "") throw new FileError(path, "the file name is empty");
  const target = outputPath(io, path);
  try {
    await io.writeFile(target, text, { createNew: options.force !== true, within: io.cwd });
  } catch (error) {
    throw new FileError(path, causeOf(error));
  }
}
