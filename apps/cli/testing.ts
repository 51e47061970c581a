/**
 * Test helpers for the `cgt` command: run it in memory and capture its output.
 *
 * @module
 */

import type { Io } from "./cli.ts";
import { run } from "./run.ts";

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
 * @param stdin The standard input.
 * @param options Existing files, the working directory and failures to simulate.
 */
export async function cgt(
  args: string[],
  stdin = "",
  options: CgtOptions = {},
): Promise<RunResult> {
  let stdout = "";
  let stderr = "";
  const files = options.files ?? new Map<string, string>();
  const io: Io = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    stdin: () => Promise.resolve(stdin),
    writeFile: (path, text, write) => {
      const error = options.writeError?.(path);
      if (error !== undefined) return Promise.reject(error);
      if (write?.createNew && files.has(path)) {
        return Promise.reject(new Deno.errors.AlreadyExists(`File exists (os error 17): ${path}`));
      }
      files.set(path, text);
      return Promise.resolve();
    },
    cwd: options.cwd,
    stderrIsTerminal: options.stderrIsTerminal ?? false,
    color: false,
  };
  const code = await run(args, io);
  return { code, stdout, stderr, files };
}
