/**
 * Value tables of games on two integers: `ruleset(..., m, n)` for every (m, n) of a rectangle,
 * as CGSuite's `Table` of a two-heap or coordinate game, and its intensity plot (`Table.Plot`).
 *
 * @module
 */

import { type Game, isNimber, mean, nimberValue } from "@cgt/partizan";
import { formatGame, type GameArgument } from "@cgt/partizan/notation";
import { describeValue } from "@cgt/core/describe-value";
import { CATALOG, catalogEntry } from "./catalog.ts";

export type { Game } from "@cgt/partizan";

/** The most rows and the most columns of a table. */
export const MAX_TABLE_SIDE = 64;

/** The largest first index of a table. */
export const MAX_TABLE_START = 1_000_000;

/** Options of {@link valueTable}. */
export interface ValueTableOptions {
  /**
   * The arguments before the two coordinates, as the notation takes them (strings and integers):
   * the table of `takeAway(2, m, n)` is `valueTable("takeAway", 4, 4, { args: [2n] })`.
   *
   * @default []
   */
  args?: readonly (string | bigint)[];
  /**
   * The first row and column index.
   *
   * @default 1 for the cakes (whose sides are at least 1), else 0
   */
  from?: number;
}

/** A value table: `values[r][c]` is the value at (from + r, from + c). */
export interface ValueTable {
  /** The ruleset's notation name. */
  readonly ruleset: string;
  /** The arguments before the coordinates. */
  readonly args: readonly (string | bigint)[];
  /** The first row and column index. */
  readonly from: number;
  /** The canonical values, row by row. */
  readonly values: readonly (readonly Game[])[];
}

/** The catalogue entries whose notation ends in two integer coordinates. */
function tabulable(): string[] {
  return CATALOG.filter((e) => e.notation !== undefined && /\(.*\d+, \d+\)$/.test(e.example))
    .map((e) => e.name);
}

function checkSide(what: string, n: unknown): number {
  if (typeof n !== "number" || !Number.isInteger(n)) {
    throw new TypeError(
      `Cannot make value table: ${what} must be an integer, received ${describeValue(n)}`,
    );
  }
  if (n < 1 || n > MAX_TABLE_SIDE) {
    throw new RangeError(
      `Cannot make value table: ${what} must be from 1 to ${MAX_TABLE_SIDE}, received ${n}`,
    );
  }
  return n;
}

/**
 * The canonical values of `ruleset(...args, m, n)` for m from `from` to `from + rows - 1` and n
 * likewise: a two-heap or coordinate game's table, as CGSuite tabulates one. Any catalogue entry
 * whose notation ends in two integers works (the cakes, `partizanEuclid`, `mem`, `genWythoff`,
 * ...). Each entry is valued as `cgt value` values it, within the engine's usual limits.
 *
 * @param ruleset A catalogue name.
 * @param rows The number of rows, 1 to {@link MAX_TABLE_SIDE}.
 * @param cols The number of columns, 1 to {@link MAX_TABLE_SIDE}.
 * @param options The leading arguments and the first index.
 * @returns The table.
 * @throws {TypeError} If an argument has the wrong type.
 * @throws {RangeError} If the ruleset takes no two coordinates or a bound is exceeded.
 *
 * @example Cutcake (Winning Ways, ch. 2), sides from 1: the 1 x 3 cake is worth 2 to Left
 * ```ts
 * import { valueTable } from "@cgt/rulesets/value-table";
 * import { formatGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const table = valueTable("cutcake", 2, 3);
 * assert.deepEqual(table.values.map((row) => row.map((g) => formatGame(g))), [["0", "1", "2"], ["-1", "0", "0"]]);
 * ```
 */
export function valueTable(
  ruleset: string,
  rows: number,
  cols: number,
  options: ValueTableOptions = {},
): ValueTable {
  if (typeof ruleset !== "string") {
    throw new TypeError(
      `Cannot make value table: the ruleset must be a string, received ${describeValue(ruleset)}`,
    );
  }
  checkSide("the number of rows", rows);
  checkSide("the number of columns", cols);
  if (options === null || typeof options !== "object") {
    throw new TypeError(
      `Cannot make value table: options must be an object, received ${describeValue(options)}`,
    );
  }
  const entry = catalogEntry(ruleset);
  if (entry?.notation === undefined || !tabulable().includes(entry.name)) {
    throw new RangeError(
      `Cannot make value table: the ruleset must be one whose notation ends in two integers (${
        tabulable().join(", ")
      }), received ${JSON.stringify(ruleset.slice(0, 40))}`,
    );
  }
  const args = options.args ?? [];
  if (
    !Array.isArray(args) || args.length > 8 ||
    args.some((a) => typeof a !== "string" && typeof a !== "bigint")
  ) {
    throw new TypeError(
      `Cannot make value table: args must be at most 8 strings and bigints, received ${
        describeValue(args)
      }`,
    );
  }
  const from = options.from ?? (entry.cake !== undefined ? 1 : 0);
  if (!Number.isInteger(from) || from < 0 || from > MAX_TABLE_START) {
    throw new RangeError(
      `Cannot make value table: from must be an integer from 0 to ${MAX_TABLE_START}, received ${
        describeValue(from)
      }`,
    );
  }
  const notation = entry.notation;
  const values: Game[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: Game[] = [];
    for (let c = 0; c < cols; c++) {
      const call: GameArgument[] = [...args, BigInt(from + r), BigInt(from + c)];
      row.push(notation(call));
    }
    values.push(row);
  }
  return { ruleset: entry.name, args: [...args], from, values };
}

/**
 * A value table as text: a header of column indices, then one line per row with its index and
 * the canonical forms, columns padded to their widest entry.
 *
 * @param table A table from {@link valueTable}.
 * @returns The text, lines ending in newlines.
 * @throws {TypeError} If `table` is not a table.
 *
 * @example
 * ```ts
 * import { formatValueTable, valueTable } from "@cgt/rulesets/value-table";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatValueTable(valueTable("cutcake", 1, 2)), "   1  2\n1  0  1\n");
 * ```
 */
export function formatValueTable(table: ValueTable): string {
  checkTable("format value table", table);
  const cells = table.values.map((row) => row.map((g) => formatGame(g)));
  const cols = cells[0]?.length ?? 0;
  const label = (i: number) => String(table.from + i);
  const headWidth = Math.max(...cells.map((_, r) => label(r).length));
  const widths = Array.from(
    { length: cols },
    (_, c) => Math.max(label(c).length, ...cells.map((row) => row[c].length)),
  );
  const line = (first: string, parts: string[]) =>
    `${first.padStart(headWidth)}  ${parts.map((p, c) => p.padStart(widths[c])).join("  ")}`
      .trimEnd();
  return [
    line("", widths.map((_, c) => label(c))),
    ...cells.map((row, r) => line(label(r), row)),
  ].join("\n") + "\n";
}

/**
 * Checks that `table` has the shape {@link valueTable} returns (its entries are then checked to be
 * games by `formatGame` and `mean`, which throw their own TypeError for anything else).
 */
function checkTable(what: string, table: unknown): ValueTable {
  const t = table as ValueTable;
  if (
    t === null || typeof t !== "object" || !Array.isArray(t.values) || t.values.length === 0 ||
    !Number.isSafeInteger(t.from) ||
    !t.values.every((row) =>
      Array.isArray(row) && row.length === t.values[0].length && row.length > 0 &&
      row.every((g) => g !== null && typeof g === "object")
    )
  ) {
    throw new TypeError(
      `Cannot ${what}: expected a table from valueTable(), received ${describeValue(table)}`,
    );
  }
  return t;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A value table's intensity plot as SVG, as CGSuite's `Table.Plot`: one square per entry. When
 * every value is a nimber the square is darker the larger the nimber (black for the largest,
 * white for *0); otherwise it is blue for a positive mean and red for a negative one, deeper the
 * larger the mean against the table's largest, white for 0. Each square's tooltip names its
 * entry and value.
 *
 * @param table A table from {@link valueTable}.
 * @param cell The side of a square in pixels (default 12).
 * @returns The SVG document.
 * @throws {TypeError} If `table` is not a table.
 * @throws {RangeError} If `cell` is not from 1 to 100.
 *
 * @example
 * ```ts
 * import { valueTable, valueTableSvg } from "@cgt/rulesets/value-table";
 * import assert from "node:assert/strict";
 *
 * assert.match(valueTableSvg(valueTable("cutcake", 3, 3)), /^<svg xmlns/);
 * ```
 */
export function valueTableSvg(table: ValueTable, cell = 12): string {
  checkTable("draw value table", table);
  if (!(Number.isFinite(cell) && cell >= 1 && cell <= 100)) {
    throw new RangeError(
      `Cannot draw value table: the cell size must be from 1 to 100 pixels, received ${
        describeValue(cell)
      }`,
    );
  }
  const all = table.values.flat();
  const impartial = all.every((g) => isNimber(g));
  const weight = (g: Game): number => {
    if (impartial) return Number(nimberValue(g) ?? 0); // an intensity: a double will do
    const m = mean(g);
    return Number(m.numerator) / 2 ** m.exponent;
  };
  const weights = table.values.map((row) => row.map(weight));
  const top = Math.max(1e-12, ...weights.flat().map(Math.abs));
  const rows = table.values.length;
  const cols = table.values[0]?.length ?? 0;
  const parts: string[] = [];
  weights.forEach((row, r) =>
    row.forEach((w, c) => {
      const a = (Math.abs(w) / top).toFixed(3);
      const fill = impartial
        ? `rgba(15,23,42,${a})`
        : w > 0
        ? `rgba(37,99,235,${a})`
        : w < 0
        ? `rgba(220,38,38,${a})`
        : "#ffffff";
      parts.push(
        `<rect x="${c * cell}" y="${
          r * cell
        }" width="${cell}" height="${cell}" fill="${fill}"><title>${
          escapeXml(`(${table.from + r}, ${table.from + c}): ${formatGame(table.values[r][c])}`)
        }</title></rect>`,
      );
    })
  );
  const w = cols * cell;
  const h = rows * cell;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${
    parts.join("")
  }</svg>\n`;
}
