/**
 * The SQLite database of a census (through Deno's built-in `node:sqlite`): one table per kind of
 * census, a table of runs, resume and exact merging.
 *
 * @module
 */

import { DatabaseSync } from "node:sqlite";
import { describe } from "../_check.ts";
import type { MisereCensusRow } from "./misere_census_row.ts";
import type { OctalCensusRow } from "./octal_census_row.ts";

/** Who computed a census and where: one row of the `runs` table. */
export interface CensusRun {
  /** The kind of census (`"octal"`). */
  kind: string;
  /** The parameters of the run as JSON text (digits or codes, limit, shard). */
  parameters: string;
  /** The version of `cgt` (or of the library) that computed it. */
  version: string;
  /** The operating system (`Deno.build.os`). */
  os: string;
  /** The processor architecture (`Deno.build.arch`). */
  arch: string;
  /** The number of logical processors (`navigator.hardwareConcurrency`). */
  cpus: number;
  /** The Deno version. */
  deno: string;
  /** When the run started, as an ISO 8601 UTC time. */
  started: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS runs (
  kind TEXT NOT NULL, parameters TEXT NOT NULL, version TEXT NOT NULL, os TEXT NOT NULL,
  arch TEXT NOT NULL, cpus INTEGER NOT NULL, deno TEXT NOT NULL, started TEXT NOT NULL,
  UNIQUE (kind, parameters, version, os, arch, cpus, deno, started));
CREATE TABLE IF NOT EXISTS octal (
  code TEXT NOT NULL, "limit" INTEGER NOT NULL, preperiod INTEGER, period INTEGER,
  saltus INTEGER NOT NULL, proved INTEGER NOT NULL, proved_bound INTEGER,
  largest_n INTEGER NOT NULL, largest_value INTEGER NOT NULL, rare_mask TEXT NOT NULL,
  rare_count INTEGER NOT NULL, last_rare INTEGER, computed_to INTEGER NOT NULL,
  seconds REAL NOT NULL, PRIMARY KEY (code, "limit"));
CREATE TABLE IF NOT EXISTS misere (
  code TEXT NOT NULL, heap INTEGER NOT NULL, max_elements INTEGER NOT NULL,
  max_steps INTEGER NOT NULL, reached INTEGER NOT NULL, "order" INTEGER NOT NULL,
  p_portion_size INTEGER NOT NULL, presentation TEXT NOT NULL, stopped TEXT,
  seconds REAL NOT NULL, PRIMARY KEY (code, heap, max_elements, max_steps));
CREATE TABLE IF NOT EXISTS domineering (
  board TEXT NOT NULL PRIMARY KEY, cells INTEGER NOT NULL, form TEXT NOT NULL,
  mean TEXT NOT NULL, temperature TEXT NOT NULL, seconds REAL NOT NULL);
`;

/**
 * One Domineering position of a board census, as `@cgt/rulesets/census` computes it (this
 * package stores it without depending on the partizan engine: values are kept as text).
 */
export interface DomineeringCensusRecord {
  /** The position: rows separated by `|`, `.` empty, `#` filled. */
  board: string;
  /** Its number of empty cells. */
  cells: number;
  /** Its canonical form. */
  form: string;
  /** Its mean, exact. */
  mean: string;
  /** Its temperature, exact. */
  temperature: string;
  /** Wall-clock seconds (not part of the result's identity). */
  seconds: number;
}

const DOMINEERING_COLUMNS = ["board", "cells", "form", "mean", "temperature"] as const;

/** The columns of the `misere` table that make a result (all but `seconds`). */
const MISERE_COLUMNS = [
  "code",
  "heap",
  "max_elements",
  "max_steps",
  "reached",
  "order",
  "p_portion_size",
  "presentation",
  "stopped",
] as const;

function misereRecord(row: MisereCensusRow): Record<string, SqlValue> {
  return {
    code: row.code,
    heap: row.heap,
    max_elements: row.maxElements,
    max_steps: row.maxSteps,
    reached: row.reached,
    order: row.order,
    p_portion_size: row.pPortionSize,
    presentation: row.presentation,
    stopped: row.stopped,
    seconds: row.seconds,
  };
}

function fromMisereRecord(r: Record<string, unknown>): MisereCensusRow {
  return {
    code: String(r.code),
    heap: Number(r.heap),
    maxElements: Number(r.max_elements),
    maxSteps: Number(r.max_steps),
    reached: Number(r.reached),
    order: Number(r.order),
    pPortionSize: Number(r.p_portion_size),
    presentation: String(r.presentation),
    stopped: r.stopped === null ? null : String(r.stopped),
    seconds: Number(r.seconds),
  };
}

/** The columns of the `octal` table that make a result (all but `seconds`), in table order. */
const RESULT_COLUMNS = [
  "code",
  "limit",
  "preperiod",
  "period",
  "saltus",
  "proved",
  "proved_bound",
  "largest_n",
  "largest_value",
  "rare_mask",
  "rare_count",
  "last_rare",
  "computed_to",
] as const;

type SqlValue = string | number | null;
type OctalRecord = Record<string, SqlValue>;

function toRecord(row: OctalCensusRow): OctalRecord {
  return {
    code: row.code,
    limit: row.limit,
    preperiod: row.preperiod,
    period: row.period,
    saltus: row.saltus,
    proved: row.proved ? 1 : 0,
    proved_bound: row.provedBound,
    largest_n: row.largest.n,
    largest_value: row.largest.value,
    rare_mask: row.rareMask,
    rare_count: row.rareCount,
    last_rare: row.lastRare,
    computed_to: row.computedTo,
    seconds: row.seconds,
  };
}

function fromRecord(r: Record<string, unknown>): OctalCensusRow {
  const n = (v: unknown): number | null => (v === null ? null : Number(v));
  return {
    code: String(r.code),
    limit: Number(r.limit),
    preperiod: n(r.preperiod),
    period: n(r.period),
    saltus: Number(r.saltus),
    proved: Number(r.proved) === 1,
    provedBound: n(r.proved_bound),
    largest: { n: Number(r.largest_n), value: Number(r.largest_value) },
    rareMask: String(r.rare_mask),
    rareCount: Number(r.rare_count),
    lastRare: n(r.last_rare),
    computedTo: Number(r.computed_to),
    seconds: Number(r.seconds),
  };
}

/** Two different results for one key: the census cannot be merged. */
export class CensusConflictError extends Error {
  /** The key (`code` and `limit`) both results are for. */
  readonly key: string;
  /**
   * Creates the error.
   *
   * @param key The key both results are for.
   * @param message What differs, naming both sources.
   */
  constructor(key: string, message: string) {
    if (typeof key !== "string" || typeof message !== "string") {
      throw new TypeError(
        `Cannot make census conflict error: the key and the message must be strings, received ${
          describe(typeof key !== "string" ? key : message)
        }`,
      );
    }
    super(message);
    this.name = "CensusConflictError";
    this.key = key;
  }
}

/**
 * A census database: a SQLite file (or `":memory:"`) with a table `octal` keyed by code and
 * limit, a table `misere` keyed by code, heap bound and limits, a table `domineering` keyed by
 * position, and a table `runs`. Every row is written in its own transaction, so a process killed
 * at any moment leaves every finished row and no partial one; a new run skips the keys already
 * present ({@link CensusDb.has}). Opening a file needs Deno's read and write permission for it.
 *
 * @example Store a row, reopen, see it
 * ```ts
 * import { CensusDb, octalCensusRow } from "@cgt/impartial/census";
 * import assert from "node:assert/strict";
 *
 * const db = new CensusDb(":memory:");
 * db.addOctal(octalCensusRow("0.07", 1000));
 * assert.equal(db.has("0.07", 1000), true);
 * assert.equal(db.octalRows()[0].period, 34);
 * db.close();
 * ```
 */
export class CensusDb {
  #db: DatabaseSync;
  #path: string;
  #tables: Set<string>;

  /**
   * Opens (and creates if needed) a census database.
   *
   * @param path The file, or `":memory:"`.
   * @param options `readOnly`: open an existing database for reading only (needs only read
   *   permission; writing then throws).
   * @throws {TypeError} If `path` is not a string, or names a SQLite database without the
   *   census tables (read-only).
   */
  constructor(path: string, options: { readOnly?: boolean } = {}) {
    if (typeof path !== "string") {
      throw new TypeError(
        `Cannot open census database: path must be a string, received ${describe(path)}`,
      );
    }
    if (path === "") {
      throw new RangeError('Cannot open census database: the path is empty, received ""');
    }
    this.#path = path;
    const readOnly = options.readOnly === true;
    try {
      this.#db = new DatabaseSync(path, { readOnly });
    } catch (error) {
      if (
        error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied
      ) {
        throw error;
      }
      throw new RangeError(
        `Cannot open census database: ${(error as Error).message}, received ${describe(path)}`,
      );
    }
    this.#db.exec("PRAGMA busy_timeout = 10000");
    if (!readOnly) this.#db.exec(SCHEMA);
    // Read-only, a database written before a table existed lacks it: it has no such rows.
    const tables = this.#db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    this.#tables = new Set(tables.map((t) => String(t.name)));
    if (!this.#tables.has("octal")) {
      throw new TypeError(`Cannot open census database: it has no census tables, received ${path}`);
    }
  }

  /** The path the database was opened with. */
  get path(): string {
    return this.#path;
  }

  /**
   * Records a run (an identical run already recorded is kept once).
   *
   * @param run The run.
   */
  addRun(run: CensusRun): void {
    this.#db.prepare(
      "INSERT OR IGNORE INTO runs (kind, parameters, version, os, arch, cpus, deno, started) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(run.kind, run.parameters, run.version, run.os, run.arch, run.cpus, run.deno, run.started);
  }

  /**
   * Every recorded run, oldest first.
   *
   * @returns The runs.
   */
  runs(): CensusRun[] {
    return this.#db.prepare("SELECT * FROM runs ORDER BY started, rowid").all().map((r) => ({
      kind: String(r.kind),
      parameters: String(r.parameters),
      version: String(r.version),
      os: String(r.os),
      arch: String(r.arch),
      cpus: Number(r.cpus),
      deno: String(r.deno),
      started: String(r.started),
    }));
  }

  /**
   * Whether the result of `code` computed to `limit` is stored.
   *
   * @param code The octal code as the row spells it.
   * @param limit The limit.
   * @returns Whether it is there.
   */
  has(code: string, limit: number): boolean {
    return this.#db.prepare('SELECT 1 FROM octal WHERE code = ? AND "limit" = ?').get(
      code,
      limit,
    ) !==
      undefined;
  }

  /**
   * Stores a row in one transaction. The same result already stored is kept once (the time is
   * not part of a result); a different result for the same code and limit is an error.
   *
   * @param row The row.
   * @param source Where the row comes from, for the error message.
   * @throws {CensusConflictError} If a different result is stored for the key.
   */
  addOctal(row: OctalCensusRow, source: string = "the new row"): void {
    this.#add("octal", ["code", "limit"], RESULT_COLUMNS, toRecord(row), source);
  }

  /** Inserts `record` into `table` unless its key is there; the same result is kept once. */
  #add(
    table: string,
    key: readonly string[],
    results: readonly string[],
    record: Record<string, SqlValue>,
    source: string,
  ): void {
    const where = key.map((c) => `"${c}" = ?`).join(" AND ");
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const old = this.#db.prepare(`SELECT * FROM ${table} WHERE ${where}`).get(
        ...key.map((c) => record[c]),
      );
      if (old === undefined) {
        const names = Object.keys(record);
        this.#db.prepare(
          `INSERT INTO ${table} (${names.map((c) => `"${c}"`).join(", ")}) VALUES (${
            names.map(() => "?").join(", ")
          })`,
        ).run(...names.map((c) => record[c]));
      } else {
        const differs = results.filter((c) => old[c] !== record[c]);
        if (differs.length > 0) {
          const name = [
            String(record[key[0]]),
            ...key.slice(1).map((c) => `${c.replaceAll("_", " ")} ${record[c]}`),
          ].join(" ").replace(/ limit /, " to ");
          const show = (r: Record<string, unknown>) => differs.map((c) => `${c}=${r[c]}`).join(" ");
          throw new CensusConflictError(
            name,
            `Cannot store census row: ${name} differs between ${this.#path} (${
              show(old)
            }) and ${source} (${show(record)})`,
          );
        }
      }
      this.#db.exec("COMMIT");
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  /**
   * Whether the misère row of `code` at `heap` with these limits is stored.
   *
   * @param code The octal code as the row spells it.
   * @param heap The heap bound.
   * @param maxElements The element limit.
   * @param maxSteps The work budget.
   * @returns Whether it is there.
   */
  hasMisere(code: string, heap: number, maxElements: number, maxSteps: number): boolean {
    return this.#db.prepare(
      "SELECT 1 FROM misere WHERE code = ? AND heap = ? AND max_elements = ? AND max_steps = ?",
    ).get(code, heap, maxElements, maxSteps) !== undefined;
  }

  /**
   * Stores a misère row in one transaction, as {@link CensusDb.addOctal} does.
   *
   * @param row The row.
   * @param source Where the row comes from, for the error message.
   * @throws {CensusConflictError} If a different result is stored for the key.
   */
  addMisere(row: MisereCensusRow, source: string = "the new row"): void {
    this.#add(
      "misere",
      ["code", "heap", "max_elements", "max_steps"],
      MISERE_COLUMNS,
      misereRecord(row),
      source,
    );
  }

  /**
   * Whether the Domineering position `board` is stored.
   *
   * @param board The position.
   * @returns Whether it is there.
   */
  hasDomineering(board: string): boolean {
    return this.#db.prepare("SELECT 1 FROM domineering WHERE board = ?").get(board) !== undefined;
  }

  /**
   * Stores a Domineering row in one transaction, as {@link CensusDb.addOctal} does.
   *
   * @param row The row.
   * @param source Where the row comes from, for the error message.
   * @throws {CensusConflictError} If a different result is stored for the position.
   */
  addDomineering(row: DomineeringCensusRecord, source: string = "the new row"): void {
    const record: Record<string, SqlValue> = {
      board: row.board,
      cells: row.cells,
      form: row.form,
      mean: row.mean,
      temperature: row.temperature,
      seconds: row.seconds,
    };
    this.#add("domineering", ["board"], DOMINEERING_COLUMNS, record, source);
  }

  /**
   * Every Domineering row, by number of cells, then board.
   *
   * @returns The rows.
   */
  domineeringRows(): DomineeringCensusRecord[] {
    if (!this.#tables.has("domineering")) return [];
    return this.#db.prepare("SELECT * FROM domineering ORDER BY cells, board").all().map((r) => ({
      board: String(r.board),
      cells: Number(r.cells),
      form: String(r.form),
      mean: String(r.mean),
      temperature: String(r.temperature),
      seconds: Number(r.seconds),
    }));
  }

  /**
   * Every misère row, in census order.
   *
   * @returns The rows.
   */
  misereRows(): MisereCensusRow[] {
    if (!this.#tables.has("misere")) return [];
    return this.#db.prepare(
      "SELECT * FROM misere ORDER BY length(code), code, heap, max_elements, max_steps",
    ).all().map(fromMisereRecord);
  }

  /**
   * Every octal row, in the census order (by number of digits, then code), then by limit.
   *
   * @returns The rows.
   */
  octalRows(): OctalCensusRow[] {
    return this.#db.prepare('SELECT * FROM octal ORDER BY length(code), code, "limit"').all().map(
      fromRecord,
    );
  }

  /**
   * Adds every run and row of another census database, exactly: a row already present with the
   * same result is kept once, a different result for the same key is an error naming both files.
   *
   * @param other The database to read.
   * @throws {CensusConflictError} On a conflict (nothing of that row is written).
   */
  merge(other: CensusDb): void {
    for (const run of other.runs()) this.addRun(run);
    for (const row of other.octalRows()) this.addOctal(row, other.path);
    for (const row of other.misereRows()) this.addMisere(row, other.path);
    for (const row of other.domineeringRows()) this.addDomineering(row, other.path);
  }

  /** Closes the database. */
  close(): void {
    this.#db.close();
  }
}
