/**
 * Runs one command as a whole process and measures it: wall seconds, exit
 * status, output, and the peak resident set size and CPU seconds (user, system) where the
 * machine can tell (GNU `/usr/bin/time`, which reports the maximum RSS and the rusage times of
 * the process it runs and its waited-for children, every thread included).
 * A run longer than its timeout is killed (through coreutils `timeout` when
 * present, so the measured process itself is killed, not only a wrapper).
 *
 * @module
 */

/** The outcome of one measured process. */
export interface ProcessRun {
  /** "ok" (exit 0), "error" (another exit code) or "timeout". */
  status: "ok" | "error" | "timeout";
  /** The exit code (124 or 137 after a timeout). */
  code: number;
  /** Wall seconds from spawn to exit, as seen by the parent. */
  seconds: number;
  /** Standard output. */
  stdout: string;
  /** Standard error. */
  stderr: string;
  /** Peak resident set size in bytes, or null when not measurable here. */
  peakRss: number | null;
  /** User-mode CPU seconds of every thread, or null when not measurable here. */
  userSeconds: number | null;
  /** Kernel-mode CPU seconds of every thread, or null when not measurable here. */
  systemSeconds: number | null;
}

function exists(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

const TIME = "/usr/bin/time";
const TIMEOUT = exists("/usr/bin/timeout") ? "/usr/bin/timeout" : null;

/** Options for {@linkcode runProcess}. */
export interface RunOptions {
  /** Kill the run after this many seconds. @default 600 */
  timeout?: number;
  /** Working directory. @default the current directory */
  cwd?: string;
  /** Measure the peak RSS and CPU seconds with /usr/bin/time when it exists. @default true */
  memory?: boolean;
}

/**
 * Runs `cmd args` to completion (or its timeout) and measures it.
 *
 * @param cmd The executable.
 * @param args Its arguments.
 * @param options Timeout, working directory, whether to measure memory.
 * @returns What happened.
 */
export async function runProcess(
  cmd: string,
  args: string[],
  options: RunOptions = {},
): Promise<ProcessRun> {
  const timeout = options.timeout ?? 600;
  const memory = (options.memory ?? true) && exists(TIME);
  let argv = [cmd, ...args];
  if (TIMEOUT !== null) argv = [TIMEOUT, "--kill-after=2", String(timeout), ...argv];
  let timeFile: string | null = null;
  if (memory) {
    timeFile = await Deno.makeTempFile({ prefix: "cgt-bench-time-" });
    argv = [TIME, "-f", "%M %U %S", "-o", timeFile, ...argv];
  }
  const controller = new AbortController();
  // A last resort when `timeout` is missing or the wrapper hangs.
  const timer = setTimeout(() => controller.abort(), (timeout + 10) * 1e3);
  const start = performance.now();
  let output: Deno.CommandOutput;
  try {
    output = await new Deno.Command(argv[0], {
      args: argv.slice(1),
      cwd: options.cwd,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
      signal: controller.signal,
    }).output();
  } finally {
    clearTimeout(timer);
  }
  const seconds = (performance.now() - start) / 1e3;
  let peakRss: number | null = null;
  let userSeconds: number | null = null;
  let systemSeconds: number | null = null;
  if (timeFile !== null) {
    const text = await Deno.readTextFile(timeFile).catch(() => "");
    await Deno.remove(timeFile).catch(() => {});
    const figures = parseTimeOutput(text);
    if (figures !== null) [peakRss, userSeconds, systemSeconds] = figures;
  }
  const decoder = new TextDecoder();
  const stdout = decoder.decode(output.stdout);
  let stderr = decoder.decode(output.stderr);
  const timedOut = controller.signal.aborted || output.code === 124 || output.code === 137 ||
    output.signal === "SIGKILL";
  // GNU time adds "Command exited with non-zero status N" to its own file, not to stderr.
  stderr = stderr.trimEnd();
  return {
    status: output.success ? "ok" : timedOut ? "timeout" : "error",
    code: output.code,
    seconds,
    stdout,
    stderr,
    peakRss,
    userSeconds,
    systemSeconds,
  };
}

/**
 * Reads what `/usr/bin/time -f "%M %U %S"` wrote: its last line of three figures (GNU time may
 * write "Command exited with non-zero status N" or "Command terminated by signal N" first).
 *
 * @param text The file's text.
 * @returns The peak RSS in bytes, the user and the system CPU seconds, or null if absent.
 */
export function parseTimeOutput(text: string): [number, number, number] | null {
  const line = text.trim().split("\n").map((l) => l.trim()).filter((l) =>
    /^\d+ \d+(\.\d+)? \d+(\.\d+)?$/.test(l)
  ).pop();
  if (line === undefined) return null;
  const [kib, user, system] = line.split(" ").map(Number);
  return [kib * 1024, user, system];
}
