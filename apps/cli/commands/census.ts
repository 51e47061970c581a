/**
 * `cgt census`: whole families of octal games computed into a SQLite database, resumable,
 * split into shards and merged exactly; reports as Markdown, JSON lines or CSV.
 *
 * @module
 */

import {
  CensusConflictError,
  CensusDb,
  type DomineeringCensusRecord,
  inShard,
  MAX_CENSUS_DIGITS,
  type MisereCensusRow,
  misereCensusRow,
  type OctalCensusRow,
  octalCensusRow,
  octalCodeClasses,
} from "@cgt/impartial/census";
import { MAX_HEAP_SIZE, parseOctalCode } from "@cgt/impartial/octal-game";
import { MAX_QUOTIENT_HEAP } from "@cgt/impartial/misere-quotient";
import {
  type DomineeringCensusRow,
  domineeringCensusRow,
  domineeringPositions,
  MAX_CENSUS_CELLS,
} from "@cgt/rulesets/census";
import { LimitError, withStepLimit } from "@cgt/core/limits";
import { startModuleWorker } from "@cgt/partizan/parallel-search";
import {
  checkSlurmText,
  MAX_SLURM_SHARDS,
  mergeShards,
  resubmit,
  shardStates,
  type SlurmOptions,
  submitCensus,
  summarize,
  waitForShards,
} from "./_census_slurm.ts";
import {
  causeOf,
  CliError,
  type Command,
  Interrupted,
  type InterruptWatch,
  intOption,
  type Io,
  type OptionSpec,
  outputPath,
  parse,
  type Parsed,
  quote,
  UsageError,
  VERSION,
  writeJson,
} from "../cli.ts";

/** The most codes `--codes` accepts. */
export const MAX_CENSUS_CODES = 100_000;
/** The most workers `--workers` accepts. */
export const MAX_WORKERS = 64;
/** The most shards `--shard i/N` accepts. */
export const MAX_SHARDS = 1_000_000;
/** The largest work budget `--max-steps` accepts. */
export const MAX_CENSUS_STEPS = 1e12;
/** The most databases one `cgt census merge` reads. */
export const MAX_MERGE_SOURCES = 10_000;

const HELP = `cgt census: compute whole families of octal games into a SQLite database

USAGE:
  cgt census octal (--digits D | --codes C1,C2,...) --to N --db FILE [--max-steps S]
                   [--shard I/K] [--workers W]
  cgt census misere (--digits D | --codes C1,C2,...) --heap H --db FILE [--max-elements E]
                    [--max-steps S] [--shard I/K] [--workers W]
  cgt census domineering --rows R --cols C --db FILE [--max-steps S] [--workers W]
  cgt census octal|misere ... --slurm --shards K --work-dir DIR [--wait --db FILE]
                    [--partition P] [--time T] [--mem M] [--concurrency C]
  cgt census status --work-dir DIR [--resubmit]
  cgt census report --db FILE [--kind octal|misere|domineering] [--json | --csv]
  cgt census merge A.sqlite B.sqlite ... --db ALL.sqlite

octal: every octal code 0.d1...dk with k <= D digits (last digit nonzero: trailing
zeros allow no move, and no two other codes have the same moves), or the codes
listed, each computed by the rare-value method up to heap N or until the octal
periodicity theorem proves its period. A row per code: preperiod, period, saltus,
proved (and the bound checked), largest value and first heap with it, rare-value
mask, count and last rare heap, heaps computed, seconds. Each row is committed on
its own, so a run that is killed or stopped with Ctrl-C continues where it
stopped when started again; codes already in the database are skipped.
--shard I/K computes the codes whose index in the census is I modulo K (from 0).
Codes run on W Deno workers (they load cgt's source files, so they need read
permission for them; without it, or with --workers 1, codes run one at a time in
the main thread). The database needs read and write permission and must lie in
the directory cgt runs in.

misere: for the same codes, the misère quotient of the sums of heaps 0..H
(order, size of the P-portion, presentation), or the last heap it reached and
why a limit (--max-elements, --max-steps per code) stopped it. Shards, workers
and resume work as for octal.

domineering: every connected Domineering position inside an R x C board (at
most ${MAX_CENSUS_CELLS} cells), one per class of positions with the same value under the
mirrors and the half turn (a transposition swaps the players, so it is not
used), with canonical form, mean and temperature; one row per position, on
workers as the codes are, resumable like the others (--max-steps is the work budget
of each position, default 5000000).

--slurm: writes DIR/census.sbatch, whose job array (sbatch --array=0-(K-1)%C)
runs shard $SLURM_ARRAY_TASK_ID/K of the same census into DIR/shard-<i>.sqlite,
and submits it (needs --allow-run=sbatch,squeue; DIR must be inside the run
directory and shared by the nodes). --wait polls squeue about once a second
until every task has ended, then merges the shards into --db. status lists the
shards by array index as finished, running or failed (read from squeue, or from
the shard's database once squeue forgets the task); --resubmit submits the
failed ones again.

report: the rows of one kind (the first of octal, misere, domineering that the
database has) as a
Markdown table (default), JSON lines (--json; octal: one object per row with the
fields code, preperiod, period, saltus, proved, largest {n, value}, rareMask,
rareCount, lastRare, computedTo, seconds; misere: code, heap, reached, order,
pPortionSize, presentation, stopped, seconds; domineering: board, cells, form,
mean, temperature, seconds) or CSV (--csv).

merge: copies every row and run of the databases named into --db. The same row
twice is kept once (seconds are not compared); two different results for one
code and limit are an error naming both files.

OPTIONS:
  -h, --help          Show this help
      --digits D      Every code with up to D digits after the point (1-${MAX_CENSUS_DIGITS})
      --codes LIST    Comma-separated octal codes (at most ${MAX_CENSUS_CODES})
      --to N          octal: largest heap size to compute (1-${MAX_HEAP_SIZE})
      --heap H        misere: the heap bound of the quotient (0-${MAX_QUOTIENT_HEAP})
      --max-elements E  misere: most elements of a quotient (2-16384, default 4096)
      --max-steps S   Work budget per code or position (octal: none by default,
                      a code that runs out is not stored; misere: 100000000;
                      domineering: 5000000)
      --rows R, --cols C  domineering: the board
      --kind K        report: octal, misere or domineering
      --slurm         Submit the census to Slurm as a job array of --shards K tasks
      --work-dir DIR  --slurm, status: the shared folder of the shards
      --wait          --slurm: wait for every task, then merge into --db
      --partition P, --time T, --mem M  --slurm: passed to sbatch
      --concurrency C --slurm: at most C tasks at once (default K)
      --resubmit      status: submit the failed shards again
      --db FILE       The SQLite database (created if absent; :memory: keeps the rows
                      for this run only)
      --shard I/K     Compute only shard I of K (default 0/1)
      --workers W     Deno workers (1-${MAX_WORKERS}; default: the number of processors)
      --json          octal, merge: print a JSON summary; report: JSON lines
      --csv           report: CSV with a header line

EXAMPLES:
  cgt census octal --digits 2 --to 4096 --db census.sqlite
  cgt census octal --codes 0.45,0.156 --to 100000 --db census.sqlite --shard 0/2
  cgt census misere --digits 2 --heap 20 --db misere.sqlite
  cgt census domineering --rows 3 --cols 3 --db domineering.sqlite
  cgt census report --db census.sqlite
  cgt census merge a.sqlite b.sqlite --db all.sqlite
  cgt census octal --digits 3 --to 32768 --slurm --shards 8 --work-dir shared --wait --db all.sqlite
  cgt census status --work-dir shared --resubmit
`;

const FAMILY_OPTIONS: Record<string, OptionSpec> = {
  digits: { type: "string" },
  codes: { type: "string" },
  db: { type: "string" },
  shard: { type: "string" },
  workers: { type: "string" },
  slurm: { type: "boolean" },
  shards: { type: "string" },
  "work-dir": { type: "string" },
  partition: { type: "string" },
  time: { type: "string" },
  mem: { type: "string" },
  concurrency: { type: "string" },
  wait: { type: "boolean" },
};
const STATUS_OPTIONS: Record<string, OptionSpec> = {
  "work-dir": { type: "string" },
  resubmit: { type: "boolean" },
};
const OCTAL_OPTIONS: Record<string, OptionSpec> = {
  ...FAMILY_OPTIONS,
  to: { type: "string" },
  "max-steps": { type: "string" },
};
const MISERE_OPTIONS: Record<string, OptionSpec> = {
  ...FAMILY_OPTIONS,
  heap: { type: "string" },
  "max-elements": { type: "string" },
  "max-steps": { type: "string" },
};
const DOMINEERING_OPTIONS: Record<string, OptionSpec> = {
  rows: { type: "string" },
  cols: { type: "string" },
  db: { type: "string" },
  "max-steps": { type: "string" },
  workers: { type: "string" },
};
const REPORT_OPTIONS: Record<string, OptionSpec> = {
  db: { type: "string" },
  csv: { type: "boolean" },
  kind: { type: "string" },
};
const MERGE_OPTIONS: Record<string, OptionSpec> = { db: { type: "string" } };

/** Checks the --db path (inside the run directory, a regular file or absent) and opens it. */
async function openDb(io: Io, path: string | undefined, mustExist: boolean): Promise<CensusDb> {
  if (path === undefined) throw new UsageError('missing option "--db FILE"');
  if (path === "") throw new UsageError('option "--db" needs a file name, received ""');
  // SQLite's in-memory database: the rows live for this run only (a report of them with --json).
  if (path === ":memory:" && !mustExist) return new CensusDb(":memory:");
  const target = outputPath(io, path);
  const cut = target.lastIndexOf("/");
  const folder = cut < 0 ? "." : cut === 0 ? "/" : target.slice(0, cut);
  const name = target.slice(cut + 1);
  let file: string;
  try {
    const realFolder = await Deno.realPath(folder);
    const realRoot = await Deno.realPath(io.cwd ?? Deno.cwd());
    if (realFolder !== realRoot && !realFolder.startsWith(`${realRoot.replace(/\/+$/, "")}/`)) {
      throw new CliError(
        `cannot open ${
          quote(path)
        }: its real location is outside the directory cgt was run from (a symbolic link leads out)`,
      );
    }
    file = `${realFolder.replace(/\/+$/, "")}/${name}`;
    const info = await Deno.lstat(file).catch((error) => {
      if (error instanceof Deno.errors.NotFound) return undefined;
      throw error;
    });
    if (info === undefined && mustExist) {
      throw new CliError(`cannot open ${quote(path)}: no such file`);
    }
    if (info !== undefined && !info.isFile) {
      throw new CliError(
        `cannot open ${quote(path)}: it is not a regular file (cgt opens no symbolic link)`,
      );
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`cannot open ${quote(path)}: ${why(error, mustExist)}`);
  }
  try {
    return new CensusDb(file, { readOnly: mustExist });
  } catch (error) {
    throw new CliError(`cannot open ${quote(path)}: ${why(error, mustExist)}`);
  }
}

/** Why a database could not be opened, in words. */
function why(error: unknown, reading: boolean): string {
  if (error instanceof Deno.errors.NotCapable) {
    return reading
      ? "Deno has no permission to read it (give --allow-read for the directory it is in)"
      : "Deno has no permission to read and write it (give --allow-read and --allow-write for the directory it is in)";
  }
  return causeOf(error);
}

/** Reads `--shard I/K`. */
function shardOption(parsed: Parsed): { shard: number; shards: number } {
  const raw = parsed.values.shard;
  if (raw === undefined) return { shard: 0, shards: 1 };
  const match = typeof raw === "string" ? /^(\d{1,7})\/(\d{1,7})$/.exec(raw) : null;
  const shard = Number(match?.[1]);
  const shards = Number(match?.[2]);
  if (!match || shards < 1 || shards > MAX_SHARDS || shard >= shards) {
    throw new UsageError(
      `option "--shard" must be I/K with 0 <= I < K <= ${MAX_SHARDS}, received ${
        quote(String(raw))
      }`,
    );
  }
  return { shard, shards };
}

/** The codes of the census, in census order, spelled as the rows spell them. */
function censusCodes(parsed: Parsed): string[] {
  const { digits, codes } = parsed.values;
  if ((digits === undefined) === (codes === undefined)) {
    throw new UsageError('give either "--digits D" or "--codes LIST"');
  }
  if (digits !== undefined) {
    const d = intOption(parsed, "digits", 0, 1, MAX_CENSUS_DIGITS);
    return octalCodeClasses(d).map((c) => c.code);
  }
  const list = String(codes).split(",");
  if (list.length > MAX_CENSUS_CODES) {
    throw new UsageError(
      `option "--codes" takes at most ${MAX_CENSUS_CODES} codes, received ${list.length}`,
    );
  }
  const seen = new Set<string>();
  for (const text of list) {
    let name: string;
    try {
      name = parseOctalCode(text.trim()).name;
    } catch (error) {
      throw new UsageError(`option "--codes": ${error instanceof Error ? error.message : error}`);
    }
    seen.add(name);
  }
  return [...seen];
}

/** `m:ss` or `h:mm:ss`. */
function clock(seconds: number): string {
  const s = Math.round(seconds);
  const mm = String(Math.floor(s / 60) % 60).padStart(s >= 3600 ? 2 : 1, "0");
  const ss = String(s % 60).padStart(2, "0");
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** What every row of a census run is computed with, besides its code. */
interface Settings {
  kind: "octal" | "misere";
  limit: number;
  maxElements: number;
  maxSteps: number;
}

type Row = OctalCensusRow | MisereCensusRow;

/** Computes one row in this thread; `onProgress` may throw to stop it. */
function computeRow(code: string, settings: Settings, onProgress: () => void): Row {
  if (settings.kind === "octal") {
    return withStepLimit(
      settings.maxSteps,
      () => octalCensusRow(code, settings.limit, { onProgress }),
    );
  }
  onProgress();
  return misereCensusRow(code, settings.limit, settings);
}

/**
 * Computes the codes (for Domineering, the boards) on workers; calls `store` with each row as it
 * arrives and `skip` with each one whose work budget ran out.
 */
function onWorkers<R>(
  codes: string[],
  settings: Settings | { kind: "domineering"; limit: 0; maxElements: 0; maxSteps: number },
  count: number,
  store: (row: R) => void,
  skip: (code: string, why: string) => void,
  watch: InterruptWatch | undefined,
): Promise<void> {
  const url = new URL("./_census_worker.ts", import.meta.url);
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    const current = new Map<Worker, string>();
    let next = 0;
    let stopped = false;
    const finish = (error?: unknown) => {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      for (const w of workers) w.terminate();
      if (error === undefined) resolve();
      else reject(error);
    };
    const timer = setInterval(() => {
      if (watch?.interrupted()) finish(new Interrupted());
    }, 100);
    const feed = (w: Worker) => {
      if (next >= codes.length) {
        current.delete(w);
        if (current.size === 0) finish();
        return;
      }
      const code = codes[next++];
      current.set(w, code);
      w.postMessage({ ...settings, code });
    };
    for (let i = 0; i < count && !stopped; i++) {
      // Through the loader: a module that fails to load is one error event, not also
      // "Uncaught (in worker)" printed by Deno.
      const w = startModuleWorker(url);
      workers.push(w);
      w.onmessage = (event: MessageEvent<{ row?: R; stopped?: string; error?: string }>) => {
        if (stopped) return;
        const { row, error } = event.data;
        if (event.data.stopped !== undefined) {
          skip(current.get(w)!, event.data.stopped);
          feed(w);
          return;
        }
        if (row === undefined) {
          finish(new CliError(`cannot compute ${current.get(w)}: ${error}`));
          return;
        }
        try {
          store(row);
        } catch (e) {
          finish(e);
          return;
        }
        feed(w);
      };
      w.onerror = (event) => {
        event.preventDefault();
        finish(new CliError(`a census worker failed: ${event.message}`));
      };
      feed(w);
    }
  });
}

/** Whether workers can load their module: a local file that Deno may read. */
function workersAllowed(): boolean {
  const url = new URL("./_census_worker.ts", import.meta.url);
  if (url.protocol !== "file:") return false;
  try {
    const path = decodeURIComponent(url.pathname);
    return Deno.permissions.querySync({ name: "read", path }).state === "granted";
  } catch {
    return false;
  }
}

/** `--slurm`: submits the census as a job array, and with `--wait` merges the shards into --db. */
async function runOnSlurm(kind: "octal" | "misere", parsed: Parsed, io: Io): Promise<number> {
  if (parsed.values.shard !== undefined) {
    throw new UsageError('give "--shards K" with --slurm, not "--shard"');
  }
  if (parsed.values.shards === undefined) throw new UsageError('--slurm needs "--shards K"');
  if (typeof parsed.values["work-dir"] !== "string" || parsed.values["work-dir"] === "") {
    throw new UsageError('--slurm needs "--work-dir DIR" (a folder every node can read and write)');
  }
  const shards = intOption(parsed, "shards", 1, 1, MAX_SLURM_SHARDS);
  const options: SlurmOptions = {
    shards,
    workDir: parsed.values["work-dir"],
    concurrency: intOption(parsed, "concurrency", shards, 1, MAX_SLURM_SHARDS),
    partition: checkSlurmText("partition", parsed.values.partition),
    time: checkSlurmText("time", parsed.values.time),
    mem: checkSlurmText("mem", parsed.values.mem),
  };
  const taskArgs: string[] = [];
  for (const name of ["digits", "codes", "to", "heap", "max-elements", "max-steps"]) {
    const value = parsed.values[name];
    if (typeof value === "string") taskArgs.push(`--${name}`, value);
  }
  if (parsed.values.wait && parsed.values.db === undefined) {
    throw new UsageError('--wait needs "--db FILE" for the merged census');
  }
  const { jobId, workDir } = await submitCensus(io, kind, taskArgs, options);
  if (!parsed.values.wait) {
    io.stdout(
      `submitted job ${jobId}: ${shards} shards into ${options.workDir}; cgt census status --work-dir ${options.workDir} follows it\n`,
    );
    return 0;
  }
  const states = await waitForShards(io, options.workDir);
  const { finished, failed } = summarize(states);
  if (failed.length > 0) {
    throw new CliError(
      `shards ${failed.join(", ")} of job ${jobId} failed (see ${options.workDir}/shard-${
        failed[0]
      }.log); cgt census status --work-dir ${options.workDir} --resubmit runs them again`,
    );
  }
  const db = await openDb(io, parsed.values.db as string, false);
  try {
    mergeShards(workDir, shards, db);
    const rows = kind === "octal" ? db.octalRows().length : db.misereRows().length;
    if (parsed.values.json) {
      writeJson(io, { db: String(parsed.values.db), job: jobId, shards: finished.length, rows });
    } else {
      io.stdout(
        `job ${jobId}: ${finished.length} shards finished, ${rows} rows merged into ${parsed.values.db}\n`,
      );
    }
  } catch (error) {
    if (error instanceof CensusConflictError) throw new CliError(error.message);
    throw error;
  } finally {
    db.close();
  }
  return 0;
}

/** `cgt census status`: the shards of a submitted census by state; resubmits the failed ones. */
async function runStatus(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, STATUS_OPTIONS);
  const workDir = parsed.values["work-dir"];
  if (typeof workDir !== "string" || workDir === "") {
    throw new UsageError('missing option "--work-dir DIR"');
  }
  const { submission, states } = await shardStates(io, workDir);
  const summary = summarize(states);
  let resubmitted: string | null = null;
  if (parsed.values.resubmit && summary.failed.length > 0) {
    const { jobId } = await resubmit(io, workDir, submission.concurrency, summary.failed);
    resubmitted = jobId;
  }
  if (parsed.values.json) {
    writeJson(io, { ...summary, resubmitted });
  } else {
    const list = (xs: number[]) => (xs.length === 0 ? "none" : xs.join(", "));
    io.stdout(
      `finished: ${list(summary.finished)}\nrunning: ${list(summary.running)}\nfailed: ${
        list(summary.failed)
      }\n${resubmitted === null ? "" : `resubmitted the failed shards as job ${resubmitted}\n`}`,
    );
  }
  return 0;
}

async function runFamily(kind: "octal" | "misere", args: string[], io: Io): Promise<number> {
  const parsed = parse(args, kind === "octal" ? OCTAL_OPTIONS : MISERE_OPTIONS);
  if (parsed.positionals.length > 0) {
    throw new UsageError(`unexpected argument ${quote(parsed.positionals[0])}`);
  }
  const codes = censusCodes(parsed);
  const limitName = kind === "octal" ? "to" : "heap";
  if (parsed.values[limitName] === undefined) {
    throw new UsageError(`missing option "--${limitName} ${kind === "octal" ? "N" : "H"}"`);
  }
  const settings: Settings = {
    kind,
    limit: kind === "octal"
      ? intOption(parsed, "to", 0, 1, MAX_HEAP_SIZE)
      : intOption(parsed, "heap", 0, 0, MAX_QUOTIENT_HEAP),
    maxElements: intOption(parsed, "max-elements", 4096, 2, 16384),
    maxSteps: kind === "octal" && parsed.values["max-steps"] === undefined
      ? Infinity
      : intOption(parsed, "max-steps", 100_000_000, 0, MAX_CENSUS_STEPS),
  };
  if (parsed.values.slurm) return await runOnSlurm(kind, parsed, io);
  const { shard, shards } = shardOption(parsed);
  const cores = Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1));
  const asked = intOption(parsed, "workers", cores, 1, MAX_WORKERS);
  const db = await openDb(io, parsed.values.db as string | undefined, false);
  try {
    db.addRun({
      kind,
      parameters: JSON.stringify({
        digits: parsed.values.digits === undefined ? null : Number(parsed.values.digits),
        codes: parsed.values.codes === undefined ? null : codes,
        ...(kind === "octal"
          ? { to: settings.limit, maxSteps: parsed.values["max-steps"] ?? null }
          : {
            heap: settings.limit,
            maxElements: settings.maxElements,
            maxSteps: settings.maxSteps,
          }),
        shard: `${shard}/${shards}`,
      }),
      version: VERSION,
      os: Deno.build.os,
      arch: Deno.build.arch,
      cpus: navigator.hardwareConcurrency || 1,
      deno: Deno.version.deno,
      started: new Date().toISOString(),
    });
    const mine = codes.filter((_, i) => inShard(i, shard, shards));
    const todo = mine.filter((code) =>
      kind === "octal"
        ? !db.has(code, settings.limit)
        : !db.hasMisere(code, settings.limit, settings.maxElements, settings.maxSteps)
    );
    const total = todo.length;
    const started = performance.now();
    let done = 0;
    let solved = 0;
    const show = (final: boolean) => {
      if (!io.stderrIsTerminal) return;
      if (final) {
        io.stderr(`\r${" ".repeat(70)}\r`);
        return;
      }
      const elapsed = (performance.now() - started) / 1000;
      const left = done === 0 ? "" : `, about ${clock((elapsed / done) * (total - done))} left`;
      io.stderr(`\rcensus: ${done}/${total} codes, ${clock(elapsed)}${left}   `);
    };
    const store = (row: Row) => {
      if ("limit" in row) {
        db.addOctal(row);
        if (row.proved) solved++;
      } else {
        db.addMisere(row);
        if (row.stopped === null) solved++;
      }
      done++;
      show(false);
    };
    let budgetStopped = 0;
    const skip = (code: string, why: string) => {
      budgetStopped++;
      show(true);
      io.stderr(`note: ${code} not stored: ${why} (give a larger --max-steps)\n`);
    };
    const watch = await io.watchInterrupt?.().catch(() => undefined);
    const count = Math.min(asked, total);
    show(false);
    try {
      if (count > 1 && workersAllowed()) {
        await onWorkers(todo, settings, count, store, skip, watch);
      } else {
        if (count > 1 && parsed.values.workers !== undefined) {
          io.stderr(
            "note: computing in one thread: workers load cgt's source files and need read permission for them\n",
          );
        }
        const onProgress = () => {
          if (watch?.interrupted()) throw new Interrupted();
        };
        for (const code of todo) {
          onProgress();
          let row: Row;
          try {
            row = computeRow(code, settings, onProgress);
          } catch (error) {
            if (!(error instanceof LimitError)) throw error;
            skip(code, error.message);
            continue;
          }
          store(row);
        }
      }
    } catch (error) {
      show(true);
      if (error instanceof Interrupted) {
        io.stderr(
          `interrupted: ${done} of ${total} codes stored in ${
            quote(String(parsed.values.db))
          }; run the same command again to continue\n`,
        );
      }
      if (error instanceof CensusConflictError) throw new CliError(error.message);
      throw error;
    } finally {
      watch?.stop();
    }
    show(true);
    const summary = {
      db: String(parsed.values.db),
      codes: mine.length,
      computed: done,
      skipped: mine.length - total,
      [kind === "octal" ? "proved" : "complete"]: solved,
      ...(kind === "octal" ? { stopped: budgetStopped } : {}),
    };
    if (parsed.values.json) writeJson(io, summary);
    else {
      io.stdout(
        `${summary.codes} codes in shard ${shard}/${shards}: ${done} computed (${solved} ${
          kind === "octal" ? "proved periodic" : "reached the heap bound"
        })${
          budgetStopped > 0 ? `, ${budgetStopped} stopped by --max-steps and not stored` : ""
        }, ${summary.skipped} already in ${summary.db}\n`,
      );
    }
    return 0;
  } finally {
    db.close();
  }
}

/** A row as the JSON line of `cgt census report --json` (exactly the fields of issue 24). */
function jsonRow(r: OctalCensusRow): Record<string, unknown> {
  return {
    code: r.code,
    preperiod: r.preperiod,
    period: r.period,
    saltus: r.saltus,
    proved: r.proved,
    largest: r.largest,
    rareMask: r.rareMask,
    rareCount: r.rareCount,
    lastRare: r.lastRare,
    computedTo: r.computedTo,
    seconds: r.seconds,
  };
}

const CSV_COLUMNS = [
  "code",
  "limit",
  "preperiod",
  "period",
  "saltus",
  "proved",
  "provedBound",
  "largestN",
  "largestValue",
  "rareMask",
  "rareCount",
  "lastRare",
  "computedTo",
  "seconds",
];

function csvRow(r: OctalCensusRow): string {
  const cells = [
    r.code,
    r.limit,
    r.preperiod,
    r.period,
    r.saltus,
    r.proved,
    r.provedBound,
    r.largest.n,
    r.largest.value,
    r.rareMask,
    r.rareCount,
    r.lastRare,
    r.computedTo,
    r.seconds,
  ];
  return cells.map((c) => (c === null ? "" : String(c))).join(",");
}

function markdown(rows: OctalCensusRow[]): string {
  const head =
    "| code | preperiod | period | saltus | proved (bound) | largest (first n) | rare mask | rare | last rare | computed to | seconds |\n" +
    "|---|--:|--:|--:|---|---|---|--:|--:|--:|--:|\n";
  const dash = (v: number | null) => (v === null ? "-" : String(v));
  const lines = rows.map((r) =>
    `| ${r.code} | ${dash(r.preperiod)} | ${dash(r.period)} | ${r.saltus} | ${
      r.proved ? `yes (${r.provedBound})` : "no"
    } | ${r.largest.value} (${r.largest.n}) | ${r.rareMask} | ${r.rareCount} | ${
      dash(r.lastRare)
    } | ${r.computedTo} | ${r.seconds} |\n`
  );
  const proved = rows.filter((r) => r.proved).length;
  return `${head}${lines.join("")}\n${rows.length} codes, ${proved} with a proved period\n`;
}

/** A misère row as a JSON line. */
function jsonMisereRow(r: MisereCensusRow): Record<string, unknown> {
  return {
    code: r.code,
    heap: r.heap,
    reached: r.reached,
    order: r.order,
    pPortionSize: r.pPortionSize,
    presentation: r.presentation,
    stopped: r.stopped,
    seconds: r.seconds,
  };
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
function cell(value: unknown): string {
  const text = value === null ? "" : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function misereMarkdown(rows: MisereCensusRow[]): string {
  const head =
    "| code | heap | reached | order | P-portion | presentation | stopped | seconds |\n" +
    "|---|--:|--:|--:|--:|---|---|--:|\n";
  const lines = rows.map((r) =>
    `| ${r.code} | ${r.heap} | ${r.reached} | ${r.order} | ${r.pPortionSize} | ${
      r.presentation.replaceAll("|", "\\|")
    } | ${r.stopped === null ? "-" : r.stopped.replaceAll("|", "\\|")} | ${r.seconds} |\n`
  );
  const complete = rows.filter((r) => r.stopped === null).length;
  return `${head}${lines.join("")}\n${rows.length} codes, ${complete} reached the heap bound\n`;
}

async function runReport(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, REPORT_OPTIONS);
  if (parsed.positionals.length > 0) {
    throw new UsageError(`unexpected argument ${quote(parsed.positionals[0])}`);
  }
  if (parsed.values.json && parsed.values.csv) {
    throw new UsageError('give at most one of "--json" and "--csv"');
  }
  let kind = parsed.values.kind;
  if (kind !== undefined && kind !== "octal" && kind !== "misere") {
    throw new UsageError(
      `option "--kind" must be octal or misere, received ${quote(String(kind))}`,
    );
  }
  const db = await openDb(io, parsed.values.db as string | undefined, true);
  let rows: OctalCensusRow[];
  let misere: MisereCensusRow[];
  let boards: DomineeringCensusRecord[];
  try {
    rows = db.octalRows();
    misere = db.misereRows();
    boards = db.domineeringRows();
  } catch (error) {
    throw new CliError(`cannot read ${quote(String(parsed.values.db))}: ${causeOf(error)}`);
  } finally {
    db.close();
  }
  kind ??= rows.length > 0
    ? "octal"
    : misere.length > 0
    ? "misere"
    : boards.length > 0
    ? "domineering"
    : "octal";
  if (kind === "domineering") {
    const fields = ["board", "cells", "form", "mean", "temperature", "seconds"] as const;
    if (parsed.values.json) {
      io.stdout(boards.map((r) => `${JSON.stringify(r)}\n`).join(""));
    } else if (parsed.values.csv) {
      const body = boards.map((r) => fields.map((f) => cell(r[f])).join(",") + "\n");
      io.stdout(`${fields.join(",")}\n${body.join("")}`);
    } else {
      const bar = (t: string) => t.replaceAll("|", "\\|");
      const head = "| board | cells | canonical form | mean | temperature | seconds |\n" +
        "|---|--:|---|--:|--:|--:|\n";
      const lines = boards.map((r) =>
        `| ${bar(r.board)} | ${r.cells} | ${
          bar(r.form)
        } | ${r.mean} | ${r.temperature} | ${r.seconds} |\n`
      );
      io.stdout(`${head}${lines.join("")}\n${boards.length} positions\n`);
    }
    return 0;
  }
  if (kind === "misere") {
    if (parsed.values.json) {
      io.stdout(misere.map((r) => `${JSON.stringify(jsonMisereRow(r))}\n`).join(""));
    } else if (parsed.values.csv) {
      const header =
        "code,heap,maxElements,maxSteps,reached,order,pPortionSize,presentation,stopped,seconds";
      const body = misere.map((r) =>
        [
          r.code,
          r.heap,
          r.maxElements,
          r.maxSteps,
          r.reached,
          r.order,
          r.pPortionSize,
          r.presentation,
          r.stopped,
          r.seconds,
        ].map(cell).join(",") + "\n"
      );
      io.stdout(`${header}\n${body.join("")}`);
    } else io.stdout(misereMarkdown(misere));
    return 0;
  }
  if (parsed.values.json) io.stdout(rows.map((r) => `${JSON.stringify(jsonRow(r))}\n`).join(""));
  else if (parsed.values.csv) {
    io.stdout(`${CSV_COLUMNS.join(",")}\n${rows.map((r) => `${csvRow(r)}\n`).join("")}`);
  } else io.stdout(markdown(rows));
  return 0;
}

async function runMerge(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, MERGE_OPTIONS);
  const sources = parsed.positionals;
  if (sources.length === 0) throw new UsageError("name the databases to merge");
  if (sources.length > MAX_MERGE_SOURCES) {
    throw new UsageError(`at most ${MAX_MERGE_SOURCES} databases can be merged at once`);
  }
  const target = await openDb(io, parsed.values.db as string | undefined, false);
  try {
    for (const name of sources) {
      const source = await openDb(io, name, true);
      try {
        if (source.path === target.path) {
          throw new UsageError(`cannot merge ${quote(name)} into itself`);
        }
        target.merge(source);
      } catch (error) {
        if (error instanceof CensusConflictError) throw new CliError(error.message);
        throw error;
      } finally {
        source.close();
      }
    }
    const summary = {
      db: String(parsed.values.db),
      rows: target.octalRows().length,
      runs: target.runs().length,
    };
    if (parsed.values.json) writeJson(io, summary);
    else io.stdout(`${summary.rows} rows and ${summary.runs} runs in ${summary.db}\n`);
    return 0;
  } finally {
    target.close();
  }
}

async function runDomineering(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, DOMINEERING_OPTIONS);
  if (parsed.positionals.length > 0) {
    throw new UsageError(`unexpected argument ${quote(parsed.positionals[0])}`);
  }
  for (const name of ["rows", "cols"]) {
    if (parsed.values[name] === undefined) throw new UsageError(`missing option "--${name}"`);
  }
  const rows = intOption(parsed, "rows", 1, 1, MAX_CENSUS_CELLS);
  const cols = intOption(parsed, "cols", 1, 1, MAX_CENSUS_CELLS);
  if (rows * cols > MAX_CENSUS_CELLS) {
    throw new UsageError(
      `the board may have at most ${MAX_CENSUS_CELLS} cells, received ${rows} x ${cols}`,
    );
  }
  const maxSteps = intOption(parsed, "max-steps", 5_000_000, 0, MAX_CENSUS_STEPS);
  const db = await openDb(io, parsed.values.db as string | undefined, false);
  const watch = await io.watchInterrupt?.().catch(() => undefined);
  try {
    db.addRun({
      kind: "domineering",
      parameters: JSON.stringify({ rows, cols, maxSteps }),
      version: VERSION,
      os: Deno.build.os,
      arch: Deno.build.arch,
      cpus: navigator.hardwareConcurrency || 1,
      deno: Deno.version.deno,
      started: new Date().toISOString(),
    });
    const boards = domineeringPositions(rows, cols);
    const todo = boards.filter((b) => !db.hasDomineering(b));
    let done = 0;
    const cores = navigator.hardwareConcurrency || 1;
    const count = Math.min(intOption(parsed, "workers", cores, 1, MAX_WORKERS), todo.length);
    if (count > 1 && workersAllowed()) {
      const stopped: string[] = [];
      try {
        await onWorkers<DomineeringCensusRow>(
          todo,
          { kind: "domineering", limit: 0, maxElements: 0, maxSteps },
          count,
          (row) => {
            db.addDomineering(row);
            done++;
            if (io.stderrIsTerminal) io.stderr(`\rcensus: ${done}/${todo.length} positions   `);
          },
          (board) => void stopped.push(board),
          watch,
        );
      } catch (error) {
        if (error instanceof Interrupted) {
          io.stderr(
            `interrupted: ${done} of ${todo.length} positions stored in ${
              quote(String(parsed.values.db))
            }; run the same command again to continue\n`,
          );
        }
        throw error;
      }
      if (stopped.length > 0) {
        throw new CliError(
          `${stopped.length} positions (the first ${
            quote(stopped[0])
          }) need more than ${maxSteps} steps each; the others are stored (give a larger --max-steps)`,
        );
      }
    } else if (count > 1 && parsed.values.workers !== undefined) {
      io.stderr(
        "note: computing in one thread: workers load cgt's source files and need read permission for them\n",
      );
    }
    for (const board of todo) {
      if (db.hasDomineering(board)) continue;
      if (watch?.interrupted()) {
        io.stderr(
          `interrupted: ${done} of ${todo.length} positions stored in ${
            quote(String(parsed.values.db))
          }; run the same command again to continue\n`,
        );
        throw new Interrupted();
      }
      db.addDomineering(withStepLimit(maxSteps, () => domineeringCensusRow(board)));
      done++;
      if (io.stderrIsTerminal) io.stderr(`\rcensus: ${done}/${todo.length} positions   `);
    }
    if (io.stderrIsTerminal) io.stderr(`\r${" ".repeat(40)}\r`);
    const summary = {
      db: String(parsed.values.db),
      positions: boards.length,
      computed: done,
      skipped: boards.length - todo.length,
    };
    if (parsed.values.json) writeJson(io, summary);
    else {
      io.stdout(
        `${summary.positions} positions in ${rows} x ${cols}: ${done} computed, ${summary.skipped} already in ${summary.db}\n`,
      );
    }
    return 0;
  } finally {
    watch?.stop();
    db.close();
  }
}

async function runCensus(args: string[], io: Io): Promise<number> {
  const [kind, ...rest] = args;
  if (args.includes("--help") || args.includes("-h")) {
    io.stdout(HELP);
    return 0;
  }
  if (kind === undefined || kind.startsWith("-")) {
    parse(args); // an unknown option is reported as such
    throw new UsageError(
      'missing kind of census: "octal", "misere", "domineering", "report", "merge" or "status"',
    );
  }
  if (kind === "octal" || kind === "misere") return await runFamily(kind, rest, io);
  if (kind === "domineering") return await runDomineering(rest, io);
  if (kind === "status") return await runStatus(rest, io);
  if (kind === "report") return await runReport(rest, io);
  if (kind === "merge") return await runMerge(rest, io);
  throw new UsageError(
    `unknown census ${
      quote(kind)
    }; expected "octal", "misere", "domineering", "report", "merge" or "status"`,
  );
}

/** The `cgt census` command. */
export const censusCommand: Command = {
  name: "census",
  help: HELP,
  run: runCensus,
};
