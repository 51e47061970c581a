/**
 * An endgame database for Domineering: the canonical value of every region (connected set of
 * empty cells) up to a number of cells, built once, saved as text with a version header, loaded
 * again and read by `DomineeringSolver`.
 *
 * @module
 */

import { type Game, ZERO } from "@cgt/partizan/game";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { type PositionKey, Solver } from "@cgt/partizan/search";
import { spendSteps } from "@cgt/core/limits";
import { describeValue } from "@cgt/core/describe-value";
import type { GridPosition } from "../_bitboard.ts";
import { DOMINEERING } from "./domineering.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey } from "@cgt/partizan/search";

/** The most cells {@link buildDomineeringDatabase} takes (about a million regions at 12). */
export const MAX_DATABASE_CELLS = 12;

/**
 * The first line of a saved database, before its cell count. Version 2 ends with a check line;
 * version 1 had none and is refused.
 */
const HEADER = "cgt-domineering-database 2";

/**
 * The check line of a database: `check` and the 32-bit FNV-1a hash of the UTF-16 code units of
 * every line before it (their newlines included), in eight hex digits. Each step of the hash is
 * one-to-one in its state, so any one changed character changes it.
 */
function checkLine(body: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < body.length; i++) h = Math.imul(h ^ body.charCodeAt(i), 0x01000193);
  return `check ${(h >>> 0).toString(16).padStart(8, "0")}`;
}

/** The values of every Domineering region up to `cells` empty cells, by the ruleset's key. */
export interface DomineeringDatabase {
  /** The most empty cells of a region held. */
  readonly cells: number;
  /** Each region's canonical value, under `DOMINEERING.key` of the region cropped to its box. */
  readonly values: ReadonlyMap<PositionKey, Game>;
}

/** The region of `cells` (row * 16 + col codes, rows and cols below 16) as a cropped position. */
function regionOf(cells: readonly number[]): GridPosition {
  let rows = 0;
  let cols = 0;
  for (const c of cells) {
    rows = Math.max(rows, (c >> 4) + 1);
    cols = Math.max(cols, (c & 15) + 1);
  }
  let lo = 0;
  let hi = 0;
  for (const c of cells) {
    const i = (c >> 4) * cols + (c & 15);
    if (i < 32) lo |= 1 << i;
    else hi |= 1 << (i - 32);
  }
  return rows * cols > 32
    ? { rows, cols, masks: [lo >>> 0], high: [hi >>> 0] }
    : { rows, cols, masks: [lo >>> 0] };
}

/**
 * Builds the database of every Domineering region of at most `cells` empty cells (all fixed
 * polyominoes of that size, grown cell by cell and shifted to their box), each valued by the
 * value engine (one solver shared, so regions share the values of their parts). Cost: the
 * shapes grown number about 4,000 up to 8 cells, 58,000 up to 10 and 700,000 up to 12, and the
 * regions kept (one per set of mirror images) 1,042 up to 8 and 12,871 up to 10 (measured: 0.1
 * and 0.7 CPU seconds, 21 KB and 291 KB saved); one step of the work budget (`withStepLimit`) per
 * shape, plus the engine's.
 *
 * @param cells The most empty cells of a region: an integer from 1 to {@link MAX_DATABASE_CELLS}.
 * @returns The database.
 * @throws {RangeError} If `cells` is out of range.
 *
 * @example
 * ```ts
 * import { buildDomineeringDatabase } from "@cgt/rulesets/domineering-database";
 * import { DOMINEERING, parseDomineering } from "@cgt/rulesets/domineering";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const db = buildDomineeringDatabase(4);
 * const square = db.values.get(DOMINEERING.key!(parseDomineering("..|..")))!;
 * assert.equal(formatGame(square), "+-1");
 * ```
 */
export function buildDomineeringDatabase(cells: number): DomineeringDatabase {
  if (typeof cells !== "number") {
    throw new TypeError(
      `Cannot build Domineering database: cells must be a number, received ${describeValue(cells)}`,
    );
  }
  if (!(Number.isSafeInteger(cells) && cells >= 1 && cells <= MAX_DATABASE_CELLS)) {
    throw new RangeError(
      `Cannot build Domineering database: cells must be an integer from 1 to ${MAX_DATABASE_CELLS}, received ${cells}`,
    );
  }
  const solver = new Solver(DOMINEERING, { maxPositions: Infinity });
  const values = new Map<PositionKey, Game>();
  // Fixed polyominoes by size, each a sorted list of cell codes with its least row and column 0.
  let layer = new Map<string, number[]>([["0", [0]]]);
  for (let size = 1; size <= cells; size++) {
    for (const region of layer.values()) {
      spendSteps(1);
      const position = regionOf(region);
      const key = DOMINEERING.key!(position);
      if (!values.has(key)) values.set(key, size === 1 ? ZERO : solver.value(position));
    }
    if (size === cells) break;
    const next = new Map<string, number[]>();
    for (const region of layer.values()) {
      const inside = new Set(region);
      for (const c of region) {
        const r = c >> 4;
        const col = c & 15;
        for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
          const nr = r + dr;
          const nc = col + dc;
          if (inside.has(nr * 16 + nc) || nr > 14 || nc > 14) continue;
          // Shift so that the least row and column are 0 again.
          const grown = [...region.map((x) => [x >> 4, x & 15]), [nr, nc]];
          const minR = Math.min(...grown.map(([a]) => a));
          const minC = Math.min(...grown.map(([, b]) => b));
          const codes = grown.map(([a, b]) => (a - minR) * 16 + (b - minC)).sort((x, y) => x - y);
          const id = codes.join(",");
          if (!next.has(id)) next.set(id, codes);
        }
      }
    }
    layer = next;
  }
  return { cells, values };
}

/**
 * Writes a database as text: a version header with the cell count, then one line per region,
 * its key and its value in the game notation, separated by a tab, and last a check line (`check`
 * and a 32-bit FNV-1a hash of the lines before it), so that a file changed since is refused.
 *
 * @param database The database.
 * @returns Its text, which {@link parseDomineeringDatabase} reads back.
 *
 * @example
 * ```ts
 * import {
 *   buildDomineeringDatabase,
 *   formatDomineeringDatabase,
 *   parseDomineeringDatabase,
 * } from "@cgt/rulesets/domineering-database";
 * import assert from "node:assert/strict";
 *
 * const db = buildDomineeringDatabase(5);
 * const back = parseDomineeringDatabase(formatDomineeringDatabase(db));
 * assert.equal(back.cells, 5);
 * assert.deepEqual([...back.values.keys()], [...db.values.keys()]);
 * ```
 */
export function formatDomineeringDatabase(database: DomineeringDatabase): string {
  if (
    database === null || typeof database !== "object" || !(database.values instanceof Map) ||
    !Number.isSafeInteger(database.cells)
  ) {
    throw new TypeError(
      `Cannot write Domineering database: expected a database from buildDomineeringDatabase(), received ${
        describeValue(database)
      }`,
    );
  }
  const lines = [`${HEADER} cells=${database.cells} count=${database.values.size}`];
  for (const [key, value] of database.values) {
    lines.push(`${typeof key === "number" ? "n" : "s"}${String(key)}\t${formatGame(value)}`);
  }
  const body = lines.join("\n") + "\n";
  return `${body}${checkLine(body)}\n`;
}

/**
 * Reads a database written by {@link formatDomineeringDatabase}.
 *
 * @param text The text.
 * @returns The database.
 * @throws {SyntaxError} If the header is not this version's, the text does not match its check
 *   line (a file damaged or changed after it was written) or a line cannot be read.
 *
 * @example
 * ```ts
 * import {
 *   buildDomineeringDatabase,
 *   formatDomineeringDatabase,
 *   parseDomineeringDatabase,
 * } from "@cgt/rulesets/domineering-database";
 * import assert from "node:assert/strict";
 *
 * assert.throws(() => parseDomineeringDatabase("cgt-domineering-database 0 cells=3"), SyntaxError);
 * // One region, 0 changed to 1 after it was written: refused by the check line.
 * const text = formatDomineeringDatabase(buildDomineeringDatabase(1));
 * assert.equal(parseDomineeringDatabase(text).values.size, 1);
 * assert.throws(() => parseDomineeringDatabase(text.replace("\t0", "\t1")), SyntaxError);
 * ```
 */
export function parseDomineeringDatabase(text: string): DomineeringDatabase {
  if (typeof text !== "string") {
    throw new TypeError(
      `Cannot read Domineering database: expected a string, received ${typeof text}`,
    );
  }
  const newline = text.indexOf("\n");
  const first = newline < 0 ? text : text.slice(0, newline);
  if (/^cgt-domineering-database 1 /.test(first)) {
    throw new SyntaxError(
      `Cannot read Domineering database: it is of version 1, which has no check line (build it again), received ${
        JSON.stringify(first.slice(0, 60))
      }`,
    );
  }
  const header = /^cgt-domineering-database 2 cells=(\d+) count=(\d+)$/.exec(first);
  // The text without its check line.
  let body = text;
  if (header !== null) {
    // The check line first: a damaged file is refused as such, whatever line it spoiled.
    const at = text.lastIndexOf("\ncheck ") + 1;
    if (at === 0 || !/^check [0-9a-f]{8}\n?$/.test(text.slice(at))) {
      throw new SyntaxError(
        `Cannot read Domineering database: its last line must be "check" and eight hex digits, received ${
          JSON.stringify(text.slice(text.lastIndexOf("\n", text.length - 2) + 1).slice(0, 60))
        }`,
      );
    }
    if (text.slice(at).trimEnd() !== checkLine(text.slice(0, at))) {
      throw new SyntaxError(
        "Cannot read Domineering database: its text does not match its check line (the file was damaged or changed after it was written)",
      );
    }
    body = text.slice(0, at);
  }
  const lines = body.split("\n");
  if (header === null) {
    throw new SyntaxError(
      `Cannot read Domineering database: the first line must be "${HEADER} cells=N count=N", received ${
        JSON.stringify(lines[0].slice(0, 60))
      }`,
    );
  }
  const cells = Number(header[1]);
  const count = Number(header[2]);
  if (cells > MAX_DATABASE_CELLS) {
    // buildDomineeringDatabase makes none larger, and the solver takes none larger.
    throw new SyntaxError(
      `Cannot read Domineering database: the first line must give cells from 0 to ${MAX_DATABASE_CELLS}, received ${
        JSON.stringify(lines[0].slice(0, 60))
      }`,
    );
  }
  const values = new Map<PositionKey, Game>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (line === "") continue;
    const bad = (why: string): never => {
      throw new SyntaxError(
        `Cannot read Domineering database: line ${i + 1} must be ${why}, received ${
          JSON.stringify(line.slice(0, 60))
        }`,
      );
    };
    const tab = line.indexOf("\t");
    if (tab < 2 || (line[0] !== "n" && line[0] !== "s")) bad("a key and a value");
    // A numeric key as the key of a region writes it (a non-negative safe integer).
    if (line[0] === "n" && !/^n(0|[1-9]\d{0,15})\t/.test(line)) bad("a numeric key and a value");
    const key = line[0] === "n" ? Number(line.slice(1, tab)) : line.slice(1, tab);
    if (typeof key === "number" && !Number.isSafeInteger(key)) bad("a numeric key and a value");
    let value: Game;
    try {
      value = parseGame(line.slice(tab + 1));
    } catch (error) {
      if (error instanceof SyntaxError || error instanceof RangeError) bad("a key and a game");
      throw error;
    }
    values.set(key, value!);
  }
  if (values.size !== count) {
    throw new SyntaxError(
      `Cannot read Domineering database: the header promises ${count} regions, received ${values.size}`,
    );
  }
  return { cells, values };
}
