/**
 * Test helpers for the `cgt` command: run it in memory and capture its output.
 *
 * @module
 */

import type { Io } from "./cli.ts";
import { type ByteSource, textSource } from "./problems/input.ts";
import { run } from "./run.ts";

/**
 * A source that repeats `text` for ever, and counts the bytes it gave (as `yes` would feed
 * a pipe).
 */
export function endless(text: string): ByteSource & { given: number } {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  const source = (buffer: Uint8Array): number => {
    for (let i = 0; i < buffer.length; i++) {
      buffer[i] = bytes[at];
      at = (at + 1) % bytes.length;
    }
    source.given += buffer.length;
    return buffer.length;
  };
  source.given = 0;
  return source;
}

/** What a run of `cgt` printed and returned. */
export interface RunResult {
  /** The exit code. */
  code: number;
  /** Everything written to standard output. */
  stdout: string;
  /** Everything written to standard error. */
  stderr: string;
  /** Files written, by path. */
  files: Map<string, string>;
}

/** How {@link cgt} sets up the run. */
export interface CgtOptions {
  /** Files that exist before the run, by path; the run adds what it writes. */
  files?: Map<string, string>;
  /** The directory relative output paths are taken from ({@link Io.cwd}). */
  cwd?: string;
  /** Makes writing the file at a path fail with this error. */
  writeError?: (path: string) => Error | undefined;
  /** Whether standard error is a terminal. */
  stderrIsTerminal?: boolean;
}

/**
 * Runs `cgt args` with `stdin` as its input, in memory.
 *
 * @param args The arguments after `cgt`.
 * @param stdin The standard input: its text, or a source of its bytes.
 * @param options Existing files, the working directory and failures to simulate.
 */
export async function cgt(
  args: string[],
  stdin: string | ByteSource = "",
  options: CgtOptions = {},
): Promise<RunResult> {
  let stdout = "";
  let stderr = "";
  const files = options.files ?? new Map<string, string>();
  const io: Io = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    readStdin: typeof stdin === "string" ? textSource(stdin) : stdin,
    writeFile: (path, text, write) => {
      const error = options.writeError?.(path);
      if (error !== undefined) return Promise.reject(error);
      if (write?.createNew && files.has(path)) {
        return Promise.reject(new Deno.errors.AlreadyExists(`File exists (os error 17): ${path}`));
      }
      if (typeof text === "string") {
        files.set(path, text);
      } else {
        // Chunks of UTF-8 bytes, taken one at a time as a file would be written.
        const decoder = new TextDecoder();
        let whole = "";
        try {
          for (const chunk of text) whole += decoder.decode(chunk, { stream: true });
        } catch (error) {
          return Promise.reject(error); // nothing written, as a file left as it was
        }
        files.set(path, whole + decoder.decode());
      }
      return Promise.resolve();
    },
    cwd: options.cwd,
    stderrIsTerminal: options.stderrIsTerminal ?? false,
    color: false,
  };
  const code = await run(args, io);
  return { code, stdout, stderr, files };
}
