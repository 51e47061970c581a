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

/**
 * Runs `cgt args` with `stdin` as its input, in memory.
 *
 * @param args The arguments after `cgt`.
 * @param stdin The standard input.
 */
export async function cgt(args: string[], stdin = ""): Promise<RunResult> {
  let stdout = "";
  let stderr = "";
  const files = new Map<string, string>();
  const io: Io = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    stdin: () => Promise.resolve(stdin),
    writeFile: (path, text) => {
      files.set(path, text);
      return Promise.resolve();
    },
    stderrIsTerminal: false,
    color: false,
  };
  const code = await run(args, io);
  return { code, stdout, stderr, files };
}
