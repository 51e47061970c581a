/**
 * What every benchmark report records about where it ran: the machine (CPU
 * model, cores, memory, OS), the Deno and V8 versions, the date and the load
 * average. Reads `/proc/cpuinfo` and `/proc/loadavg` on Linux (needs
 * `--allow-read`, or `--allow-run` to `cat` it where Deno refuses) and
 * `Deno.systemMemoryInfo` and `Deno.loadavg` (need `--allow-sys`); whatever
 * it cannot read is reported as unknown instead of failing.
 *
 * @module
 */

/** The machine and runtime a benchmark ran on. */
export interface Machine {
  /** CPU model name, for example "AMD EPYC 7B13". */
  cpu: string;
  /** Logical cores the runtime sees. */
  cores: number;
  /** Total memory in GiB (rounded), or null when unreadable. */
  memoryGiB: number | null;
  /** Operating system and kernel release. */
  os: string;
  /** Deno version. */
  deno: string;
  /** V8 version. */
  v8: string;
  /** When the report was made, ISO 8601 in UTC. */
  date: string;
}

function readText(path: string): string | null {
  try {
    return Deno.readTextFileSync(path);
  } catch {
    return null;
  }
}

function catCpuinfo(): string | null {
  try {
    const out = new Deno.Command("cat", { args: ["/proc/cpuinfo"], stderr: "null" }).outputSync();
    return out.success ? new TextDecoder().decode(out.stdout) : null;
  } catch {
    return null;
  }
}

/**
 * Describes the machine and runtime.
 *
 * @returns The machine record, with "unknown" where a field cannot be read.
 */
export function machine(): Machine {
  // Deno asks for --allow-all to read /proc/cpuinfo; `cat` needs only --allow-run.
  const cpuinfo = readText("/proc/cpuinfo") ?? catCpuinfo();
  const cpu = cpuinfo?.match(/^model name\s*:\s*(.+)$/m)?.[1].trim() ?? "unknown CPU";
  let memoryGiB: number | null = null;
  try {
    memoryGiB = Math.round(Deno.systemMemoryInfo().total / 2 ** 30);
  } catch {
    memoryGiB = null;
  }
  let release = "";
  try {
    release = Deno.osRelease();
  } catch {
    release = "";
  }
  return {
    cpu,
    cores: navigator.hardwareConcurrency,
    memoryGiB,
    os: `${Deno.build.os} ${release}`.trim(),
    deno: Deno.version.deno,
    v8: Deno.version.v8,
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
  };
}

/**
 * One line for a report: "AMD EPYC 7B13, 2 cores, 24 GiB, linux 6.1; Deno 2.9.6, V8 14.0".
 *
 * @param m The machine record.
 * @returns The line.
 */
export function machineLine(m: Machine): string {
  const memory = m.memoryGiB === null ? "" : `, ${m.memoryGiB} GiB`;
  return `${m.cpu}, ${m.cores} cores${memory}, ${m.os}; Deno ${m.deno}, V8 ${m.v8}`;
}

/**
 * The 1, 5 and 15 minute load averages, or null where they cannot be read.
 *
 * @returns The three averages.
 */
export function loadAverage(): [number, number, number] | null {
  const text = readText("/proc/loadavg");
  if (text !== null) {
    const [a, b, c] = text.split(" ").map(Number);
    if ([a, b, c].every(Number.isFinite)) return [a, b, c];
  }
  try {
    const [a, b, c] = Deno.loadavg();
    return [a, b, c];
  } catch {
    return null;
  }
}

/**
 * The 1-minute load average as text ("1.23"), or "?" when unreadable.
 *
 * @returns The text.
 */
export function loadText(): string {
  const load = loadAverage();
  return load === null ? "?" : load[0].toFixed(2);
}

/**
 * Formats seconds for a table: "0.093 s", "4.86 s", "12.3 ms".
 *
 * @param seconds The time.
 * @returns The text.
 */
export function formatSeconds(seconds: number): string {
  if (seconds < 0.01) return `${(seconds * 1e3).toFixed(2)} ms`;
  if (seconds < 1) return `${(seconds * 1e3).toFixed(1)} ms`;
  if (seconds < 100) return `${seconds.toFixed(2)} s`;
  return `${seconds.toFixed(0)} s`;
}

/**
 * Formats a byte count in MB (10^6 bytes), or "-" for null.
 *
 * @param bytes The size.
 * @returns The text.
 */
export function formatMb(bytes: number | null): string {
  return bytes === null ? "-" : `${(bytes / 1e6).toFixed(0)} MB`;
}

/**
 * The median of a non-empty list.
 *
 * @param values The numbers.
 * @returns Their median (mean of the middle two for an even count).
 */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Replaces the block between `<!-- NAME -->` and `<!-- /NAME -->` in `text`
 * with `block` (which carries its own markers), or appends it; everything
 * outside the markers is kept as it was.
 *
 * @param text The document.
 * @param name The marker name, for example "report:workloads".
 * @param block The new block, starting and ending with the markers.
 * @returns The new document.
 */
export function replaceSection(text: string, name: string, block: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`<!-- ${escaped} -->[\\s\\S]*?<!-- /${escaped} -->`);
  return pattern.test(text)
    ? text.replace(pattern, () => block)
    : `${text.trimEnd()}\n\n${block}\n`;
}
