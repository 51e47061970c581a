/**
 * The Slurm path of `cgt census` (private): writes a batch script whose job array runs one shard
 * per task into a shared work folder, submits it with `sbatch`, polls `squeue`, reports task
 * states and resubmits failed tasks, and merges the shards' databases.
 *
 * @module
 */

import { CensusDb } from "@cgt/impartial/census";
import { CliError, type Io, quote, UsageError } from "../cli.ts";

/** The most shards (array tasks) one submission may have. */
export const MAX_SLURM_SHARDS = 10_000;

/** What `census.json` in the work folder records about a submission. */
interface Submission {
  kind: string;
  shards: number;
  concurrency: number;
  /** The jobs submitted, latest last, with the array indices each ran. */
  jobs: { id: string; indices: number[] }[];
}

/** The options of the Slurm path. */
export interface SlurmOptions {
  shards: number;
  workDir: string;
  concurrency: number;
  partition?: string;
  time?: string;
  mem?: string;
}

/** `text` quoted for a POSIX shell. */
function sh(text: string): string {
  return /^[A-Za-z0-9_./:=,+-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Runs a Slurm command; its stdout, or a CliError with its stderr. */
async function slurm(command: string, args: string[]): Promise<string> {
  let output: Deno.CommandOutput;
  try {
    output = await new Deno.Command(command, { args, stdout: "piped", stderr: "piped" }).output();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new CliError(`cannot run ${command}: it is not installed (a Slurm client is needed)`);
    }
    if (error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied) {
      throw new CliError(
        `cannot run ${command}: Deno has no permission to run it (give --allow-run=sbatch,squeue)`,
      );
    }
    throw error;
  }
  const text = new TextDecoder().decode(output.stdout);
  if (!output.success) {
    const err = new TextDecoder().decode(output.stderr).trim().split("\n")[0];
    throw new CliError(`${command} failed: ${err}`);
  }
  return text;
}

/** The work folder, absolute, which must be inside the run directory. */
async function workFolder(io: Io, dir: string, create = false): Promise<string> {
  const root = await Deno.realPath(io.cwd ?? Deno.cwd());
  const path = dir.startsWith("/") ? dir : `${root}/${dir}`;
  if (create) await Deno.mkdir(path, { recursive: true });
  const real = await Deno.realPath(path);
  if (real !== root && !real.startsWith(`${root.replace(/\/+$/, "")}/`)) {
    throw new CliError(
      `cannot use ${
        quote(dir)
      } as the work folder: its real location is outside the directory cgt was run from`,
    );
  }
  return real;
}

/** Writes the batch script and submits it; returns the job id. */
export async function submitCensus(
  io: Io,
  kind: string,
  taskArgs: string[],
  options: SlurmOptions,
  indices: number[] | null = null,
): Promise<{ jobId: string; workDir: string; script: string }> {
  const dir = await workFolder(io, options.workDir, true);
  const main = new URL("../main.ts", import.meta.url).pathname;
  const array = indices === null ? `0-${options.shards - 1}` : indices.join(",");
  const lines = [
    "#!/bin/sh",
    "# Written by cgt census --slurm: one shard of the census per array task.",
    `#SBATCH --job-name=cgt-census-${kind}`,
    `#SBATCH --output=${dir}/shard-%a.log`,
    ...(options.partition ? [`#SBATCH --partition=${options.partition}`] : []),
    ...(options.time ? [`#SBATCH --time=${options.time}`] : []),
    ...(options.mem ? [`#SBATCH --mem=${options.mem}`] : []),
    `exec ${sh(Deno.execPath())} run --allow-read --allow-write=${sh(dir)} ${
      sh(main)
    } census ${kind} ${
      taskArgs.map(sh).join(" ")
    } --db "${dir}/shard-$SLURM_ARRAY_TASK_ID.sqlite" --shard "$SLURM_ARRAY_TASK_ID/${options.shards}" --workers "\${SLURM_CPUS_PER_TASK:-1}"`,
    "",
  ];
  const script = `${dir}/census.sbatch`;
  await Deno.writeTextFile(script, lines.join("\n"));
  const out = await slurm("sbatch", [
    "--parsable",
    `--array=${array}%${options.concurrency}`,
    script,
  ]);
  const jobId = out.trim().split(";")[0];
  const file = `${dir}/census.json`;
  let submission: Submission;
  try {
    submission = JSON.parse(await Deno.readTextFile(file));
  } catch {
    submission = { kind, shards: options.shards, concurrency: options.concurrency, jobs: [] };
  }
  submission.jobs.push({
    id: jobId,
    indices: indices ?? Array.from({ length: options.shards }, (_, i) => i),
  });
  await Deno.writeTextFile(file, `${JSON.stringify(submission, null, 2)}\n`);
  return { jobId, workDir: dir, script };
}

/** The states of every shard: the latest job that ran it decides. */
export async function shardStates(
  io: Io,
  workDir: string,
): Promise<{ submission: Submission; dir: string; states: Map<number, string> }> {
  const dir = await workFolder(io, workDir);
  let submission: Submission;
  try {
    submission = JSON.parse(await Deno.readTextFile(`${dir}/census.json`));
  } catch {
    throw new CliError(
      `cannot read ${quote(`${workDir}/census.json`)}: no census was submitted there`,
    );
  }
  const states = new Map<number, string>();
  for (const job of submission.jobs) {
    const listed = new Map<number, string>();
    const text = await slurm("squeue", ["-h", "-t", "all", "-j", job.id, "-o", "%i %T"]);
    for (const line of text.trim().split("\n").filter(Boolean)) {
      const [id, state] = line.trim().split(/\s+/);
      const task = id.slice(id.indexOf("_") + 1);
      const range = task.replace(/^\[|%\d+\]$|\]$/g, "");
      for (const part of range.split(",")) {
        const [a, b] = part.split("-").map(Number);
        for (let i = a; i <= (b ?? a); i++) listed.set(i, state);
      }
    }
    for (const i of job.indices) {
      // A task squeue no longer lists finished long ago: its database tells whether it did.
      const exists = await Deno.stat(`${dir}/shard-${i}.sqlite`).then(() => true, () => false);
      states.set(i, listed.get(i) ?? (exists ? "COMPLETED" : "FAILED"));
    }
  }
  return { submission, dir, states };
}

/** Polls until no shard is pending or running (about once a second). */
export async function waitForShards(io: Io, workDir: string): Promise<Map<number, string>> {
  for (;;) {
    const { states } = await shardStates(io, workDir);
    if ([...states.values()].every((s) => !/PENDING|RUNNING|CONFIGURING|COMPLETING/.test(s))) {
      return states;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Merges every shard's database of the work folder into `target`. */
export function mergeShards(dir: string, shards: number, target: CensusDb): void {
  for (let i = 0; i < shards; i++) {
    const source = new CensusDb(`${dir}/shard-${i}.sqlite`, { readOnly: true });
    try {
      target.merge(source);
    } finally {
      source.close();
    }
  }
}

/** Groups shard indices by state for a report. */
export function summarize(states: Map<number, string>): {
  finished: number[];
  running: number[];
  failed: number[];
} {
  const finished: number[] = [];
  const running: number[] = [];
  const failed: number[] = [];
  for (const [i, s] of [...states].sort((a, b) => a[0] - b[0])) {
    if (s === "COMPLETED") finished.push(i);
    else if (/PENDING|RUNNING|CONFIGURING|COMPLETING/.test(s)) running.push(i);
    else failed.push(i);
  }
  return { finished, running, failed };
}

/** Checks the Slurm options' values. */
export function checkSlurmText(name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^[A-Za-z0-9_:.,-]{1,64}$/.test(value)) {
    throw new UsageError(
      `option "--${name}" must be letters, digits and _:.,- (at most 64), received ${
        quote(String(value))
      }`,
    );
  }
  return value;
}

/** Submits the batch script of the work folder again for the shards `indices`. */
export async function resubmit(
  io: Io,
  workDir: string,
  concurrency: number,
  indices: number[],
): Promise<{ jobId: string }> {
  const dir = await workFolder(io, workDir);
  const out = await slurm("sbatch", [
    "--parsable",
    `--array=${indices.join(",")}%${concurrency}`,
    `${dir}/census.sbatch`,
  ]);
  const jobId = out.trim().split(";")[0];
  const file = `${dir}/census.json`;
  const submission: Submission = JSON.parse(await Deno.readTextFile(file));
  submission.jobs.push({ id: jobId, indices });
  await Deno.writeTextFile(file, `${JSON.stringify(submission, null, 2)}\n`);
  return { jobId };
}
