/**
 * The worksheet, without the DOM: a list of cells, each an expression in the notation or a
 * binding `x := expression` whose name later cells use; `table(ruleset, rows, cols)` cells
 * tabulate a two-argument ruleset, and `predicates(expression)` cells list the predicates of
 * `cgt value --predicates` for a value. The worker evaluates the whole sheet from the top on every
 * change (the engine's caches keep what earlier runs learnt, so re-running an unchanged cell is
 * cheap), so a cell always sees the bindings above it as they are now. The sheet is kept in the
 * browser and written to files as JSON, or as a notebook for Deno's Jupyter kernel.
 *
 * @module
 */

import { type Game, mean } from "@cgt/partizan";
import type { LoopyGame, LoopyOutcome } from "@cgt/partizan/loopy";
import { formatGameForm, type GameForm, parseGameForm, valueForm } from "@cgt/partizan/game-form";
import { FormValueCache, sensibleMoves, winningMoves } from "@cgt/partizan/sensible";
import { shownForm } from "@cgt/partizan/display";
import {
  analyse,
  analyseLoopy,
  type Analysis,
  callBoundNames,
  type GameRegistry,
  guarded,
  type LoopyAnalysis,
  notationWord,
  type Problem,
  readExpression,
} from "./compute.ts";
import { CATALOG, RULESET_FUNCTIONS, valueTable as libraryValueTable } from "./engine_imports.ts";
import { type PredicateResult, PREDICATES, shortPredicates } from "./value_predicates.ts";

/** The most cells a worksheet holds. */
export const MAX_CELLS = 200;
/** The longest cell, in characters. */
export const MAX_CELL_LENGTH = 20_000;
/** The largest table, in rows and in columns. */
export const MAX_TABLE_SIDE = 16;

/** What a cell holds once read: a binding's name (if any) and the expression. */
export interface CellText {
  /** The name bound by `name := ...`, or `undefined`. */
  readonly name?: string;
  /** The expression (everything after `:=` in a binding). */
  readonly expression: string;
}

/** A table cell's grid: `rows x cols` values of a ruleset at (row, column), 1-based. */
export interface TableResult {
  /** The ruleset's notation name. */
  readonly ruleset: string;
  /** `values[r][c]` is the value at (r + 1, c + 1). */
  readonly values: string[][];
  /** The mean of each value, as a number for the intensity plot. */
  readonly means: number[][];
}

/** What one cell shows. */
export type CellResult =
  | { readonly kind: "empty" }
  | {
    readonly kind: "value";
    readonly name?: string;
    readonly value: string;
    readonly outcome: "L" | "R" | "P" | "N";
    /**
     * Set when the short-game notation refused the cell and the loopy notation read it, its
     * value loopfree (`backsliding("TT..FF")`): the notebook export reads it that way too.
     */
    readonly loopyNotation?: true;
  }
  | {
    /** A loopy value (`on`, `{0|pass}`): its form and outcome class, draws included. */
    readonly kind: "loopy";
    readonly name?: string;
    readonly value: string;
    readonly outcome: LoopyOutcome;
  }
  | { readonly kind: "table"; readonly table: TableResult }
  | {
    /**
     * A `predicates(expression)` cell: the value of the expression and its predicates, those
     * of `cgt value --predicates` in its order (for a loopy value the six it tests on one).
     */
    readonly kind: "predicates";
    readonly value: string;
    readonly outcome: "L" | "R" | "P" | "N" | LoopyOutcome;
    readonly predicates: readonly PredicateResult[];
    /** Set when the value is loopy (the notebook reads it with `parseLoopyGame`). */
    readonly loopy?: true;
    /** Set when the loopy notation read the expression to a loopfree value. */
    readonly loopyNotation?: true;
  }
  | { readonly kind: "problem"; readonly name?: string; readonly problem: Problem };

const BINDING = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:=([\s\S]*)$/;
const TABLE = /^\s*table\s*\(\s*"([A-Za-z]+)"\s*,\s*(\d+)\s*,\s*(\d+)\s*\)\s*$/;
/** A predicates cell, `predicates(expression)`: the expression is everything inside. */
const PREDICATES_CELL = /^\s*predicates\s*\(([\s\S]*)\)\s*$/;

/**
 * Why a binding may not take `name`, or `undefined` if it may: the notation reads it as its own
 * ({@link notationWord}), or it is the worksheet's `table`.
 */
function reservedName(name: string): string | undefined {
  if (name === "table") return 'the worksheet\'s table cell (table("cutcake", 4, 4))';
  if (name === "predicates") return "the worksheet's predicates cell (predicates(^ + *))";
  return notationWord(name);
}

/**
 * Reads a cell: `name := expression` binds a name, anything else is an expression.
 *
 * @param text The cell's text.
 * @returns The name and the expression.
 * @throws {SyntaxError} If the binding's name is one the notation reads as its own (a word such
 * as `on` or `pass`, downs such as `vv`, an operation word such as `Upsum`, a ruleset) or `table`.
 *
 * @example
 * ```ts
 * import { readCell } from "./worksheet.ts";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(readCell("x := {1|0}"), { name: "x", expression: "{1|0}" });
 * assert.deepEqual(readCell("x + *"), { expression: "x + *" });
 * ```
 */
export function readCell(text: string): CellText {
  const match = BINDING.exec(text);
  if (match === null) return { expression: text.trim() };
  const name = match[1];
  const reserved = reservedName(name);
  if (reserved !== undefined) {
    throw new SyntaxError(
      `Cannot bind name: "${name}" is ${reserved}, and a binding would change what it means, received ${name} :=`,
    );
  }
  return { name, expression: match[2].trim() };
}

function checkCells(cells: readonly string[]): void {
  if (!Array.isArray(cells) || cells.some((c) => typeof c !== "string")) {
    throw new TypeError("Cannot evaluate worksheet: the cells must be an array of strings");
  }
  if (cells.length > MAX_CELLS) {
    throw new RangeError(
      `Cannot evaluate worksheet: a worksheet has at most ${MAX_CELLS} cells, received ${cells.length}`,
    );
  }
}

function tooLong(text: string): Problem | undefined {
  return text.length > MAX_CELL_LENGTH
    ? {
      kind: "error",
      message:
        `Cannot evaluate cell: a cell has at most ${MAX_CELL_LENGTH} characters, received ${text.length}`,
    }
    : undefined;
}

/**
 * The values of `ruleset(r, c)` for r from 1 to `rows` and c from 1 to `cols` (0 for rulesets
 * other than cakes), by the library's `valueTable`, with their means for the plot's colours.
 *
 * @param ruleset A ruleset whose notation ends in two integers (`"cutcake"`, `"mem"`, ...).
 * @param rows Rows of the table, 1 to {@link MAX_TABLE_SIDE}.
 * @param cols Columns of the table, 1 to {@link MAX_TABLE_SIDE}.
 * @returns The table.
 * @throws {RangeError} If the ruleset takes no two integers or the table is too large.
 */
export function valueTable(ruleset: string, rows: number, cols: number): TableResult {
  for (const [what, n] of [["rows", rows], ["columns", cols]] as const) {
    if (!Number.isInteger(n) || n < 1 || n > MAX_TABLE_SIDE) {
      throw new RangeError(
        `Cannot make table: ${what} must be an integer from 1 to ${MAX_TABLE_SIDE}, received ${n}`,
      );
    }
  }
  const table = libraryValueTable(ruleset, rows, cols);
  const values = table.values.map((row) => row.map((g) => shownForm(g)));
  const means = table.values.map((row) =>
    row.map((g) => {
      const m = mean(g);
      return Number(m.numerator) / 2 ** m.exponent;
    })
  );
  return { ruleset: table.ruleset, values, means };
}

/**
 * Evaluates the cells in order, each within the engine's step budget, and returns what each
 * shows. A binding's game is seen by the cells below it; a failing cell shows its problem, and
 * cells using its name then fail with "unknown name".
 *
 * @param cells The cells' texts.
 * @param registry Where the games are remembered (for details asked later).
 * @returns One result per cell.
 * @throws {TypeError} If the cells are not strings.
 * @throws {RangeError} If there are more than {@link MAX_CELLS} cells.
 *
 * @example
 * ```ts
 * import { evaluateWorksheet } from "./worksheet.ts";
 * import { GameRegistry } from "./compute.ts";
 * import assert from "node:assert/strict";
 *
 * const results = evaluateWorksheet(["x := ^", "y := *", "x + x + y"], new GameRegistry());
 * assert.deepEqual(results[2], { kind: "value", value: "^^*", outcome: "L" });
 * ```
 */
export function evaluateWorksheet(cells: readonly string[], registry: GameRegistry): CellResult[] {
  checkCells(cells);
  return run(cells, registry, cells.length).results;
}

/** A cell's value: a short game, a loopy value, or none. */
type CellValue = { game: Game } | { loopy: LoopyGame } | undefined;

function run(
  cells: readonly string[],
  registry: GameRegistry,
  upTo: number,
): { results: CellResult[]; games: CellValue[] } {
  // Short games and loopy values by name (the loopy reading takes both, the short one games).
  const names: Record<string, Game | LoopyGame> = {};
  const results: CellResult[] = [];
  const games: CellValue[] = [];
  for (const text of cells.slice(0, upTo)) {
    games.push(undefined);
    const long = tooLong(text);
    if (long !== undefined) {
      results.push({ kind: "problem", problem: long });
      continue;
    }
    if (text.trim() === "") {
      results.push({ kind: "empty" });
      continue;
    }
    const table = TABLE.exec(text);
    if (table !== null) {
      const t = guarded(() => valueTable(table[1], Number(table[2]), Number(table[3])));
      results.push(
        "ok" in t ? { kind: "table", table: t.ok } : { kind: "problem", problem: t.problem },
      );
      continue;
    }
    const asked = PREDICATES_CELL.exec(text);
    if (asked !== null) {
      results.push(predicatesCell(asked[1], names, registry));
      continue;
    }
    let cell: CellText;
    try {
      cell = readCell(text);
    } catch (error) {
      results.push({
        kind: "problem",
        problem: { kind: "syntax", message: (error as Error).message },
      });
      continue;
    }
    const named = cell.name === undefined ? {} : { name: cell.name };
    const outcome = guarded(() => {
      const read = readExpression(cell.expression, names);
      return "game" in read
        ? { read, summary: registry.summary(read.game) }
        : { read, loopy: analyseLoopy(read.loopy) };
    });
    if (cell.name !== undefined) delete names[cell.name];
    if ("problem" in outcome) {
      results.push({ kind: "problem", ...named, problem: outcome.problem });
      continue;
    }
    const { read } = outcome.ok;
    games[games.length - 1] = read;
    if ("game" in read) {
      if (cell.name !== undefined) names[cell.name] = read.game;
      const summary = outcome.ok.summary!;
      results.push({
        kind: "value",
        ...named,
        value: summary.value,
        outcome: summary.outcome,
        ...(read.loopyNotation ? { loopyNotation: true } : {}),
      });
    } else {
      if (cell.name !== undefined) names[cell.name] = read.loopy;
      const loopy = outcome.ok.loopy!;
      results.push({ kind: "loopy", ...named, value: loopy.value, outcome: loopy.outcome });
    }
  }
  return { results, games };
}

/**
 * A `predicates(expression)` cell's result: the expression read with the names bound above (as
 * a value cell reads it), and the predicates the page shows for it ({@link analyse},
 * {@link analyseLoopy}), each within its own budget.
 */
function predicatesCell(
  expression: string,
  names: Readonly<Record<string, Game | LoopyGame>>,
  registry: GameRegistry,
): CellResult {
  const outcome = guarded((): CellResult => {
    const read = readExpression(expression.trim(), names);
    if ("loopy" in read) {
      const a = analyseLoopy(read.loopy);
      return {
        kind: "predicates",
        value: a.value,
        outcome: a.outcome,
        predicates: a.predicates,
        loopy: true,
      };
    }
    const summary = registry.summary(read.game);
    return {
      kind: "predicates",
      value: summary.value,
      outcome: summary.outcome,
      predicates: shortPredicates(read.game),
      ...(read.loopyNotation ? { loopyNotation: true as const } : {}),
    };
  });
  return "ok" in outcome ? outcome.ok : { kind: "problem", problem: outcome.problem };
}

/**
 * The full analysis of one cell (canonical form, outcome, mean, temperature, stops and
 * thermograph; for a loopy value its form, outcome, and stops or sides), with the bindings of
 * the cells above it.
 *
 * @param cells The cells' texts.
 * @param index The cell, 0-based.
 * @param registry Where the game is remembered for the option tree.
 * @returns The analysis.
 * @throws {RangeError} If the index is out of range or the cell has no value.
 */
export function cellAnalysis(
  cells: readonly string[],
  index: number,
  registry: GameRegistry,
): Analysis | LoopyAnalysis {
  checkCells(cells);
  if (!Number.isInteger(index) || index < 0 || index >= cells.length) {
    throw new RangeError(
      `Cannot analyse cell: the index must be an integer from 0 to ${
        cells.length - 1
      }, received ${index}`,
    );
  }
  const { results, games } = run(cells, registry, index + 1);
  const g = games[index];
  if (g === undefined) {
    const r = results[index];
    throw new RangeError(
      `Cannot analyse cell: ${r.kind === "problem" ? r.problem.message : "it has no value"}`,
    );
  }
  return "game" in g ? analyse(g.game, registry) : analyseLoopy(g.loopy);
}

/** A move of a cell's game, for the list of good moves. */
export interface CellMove {
  /** The option as written (a ruleset position in its notation, or a value). */
  readonly option: string;
  /** Its canonical value. */
  readonly value: string;
  /** Winning or sensible for its mover (other moves are not listed). */
  readonly mark: "winning" | "sensible";
}

/**
 * The winning and sensible moves of both players in cell `index`: by `winningMoves` and
 * `sensibleMoves` of `@cgt/partizan/sensible` on the cell's expression as written when it reads
 * as a form without names (so a ruleset call's moves are its positions), else on the cell's
 * value (whose options are canonical). Moves neither winning nor sensible are left out.
 *
 * @param cells The worksheet's cells.
 * @param index The cell.
 * @param registry The registry the cells are valued with.
 * @returns Left's and Right's good moves.
 * @throws {RangeError} If the index is out of range or the cell has no value.
 */
export function cellMoves(
  cells: readonly string[],
  index: number,
  registry: GameRegistry,
): { left: CellMove[]; right: CellMove[] } {
  const g = cellAnalysisGame(cells, index, registry);
  let form: GameForm = valueForm(g);
  try {
    form = parseGameForm(readCell(cells[index]).expression, { functions: RULESET_FUNCTIONS });
  } catch {
    // Names of earlier cells: the value stands for the cell.
  }
  const cache = new FormValueCache();
  const list = (player: "left" | "right"): CellMove[] => {
    const winning = winningMoves([form], player, { cache });
    const written = new Set(winning.map((w) => writeForm(w.option)));
    const sensible = sensibleMoves([form], player, { cache })
      .filter((m) => !written.has(writeForm(m.option)));
    return [
      ...winning.map((m) => ({ m, mark: "winning" as const })),
      ...sensible.map((m) => ({ m, mark: "sensible" as const })),
    ].map(({ m, mark }) => ({
      option: writeForm(m.option),
      value: shownForm(m.value),
      mark,
    }));
  };
  const out = { left: list("left"), right: list("right") };
  cache.clear();
  return out;
}

/**
 * A form in the notation, ruleset positions written as calls by their catalogue entry's
 * `format` (a position reached by a move has no text of its own).
 */
function writeForm(form: GameForm): string {
  if (form.kind === "sum") return form.parts.map(writeForm).join(" + ");
  if (form.kind === "position" && form.text === undefined) {
    const entry = CATALOG.find((e) => e.position?.ruleset === form.ruleset);
    if (entry?.position?.format !== undefined) {
      return `${entry.name}("${entry.position.format(form.position)}")`;
    }
  }
  return formatGameForm(form);
}

/** The game of cell `index`, checked. */
function cellAnalysisGame(cells: readonly string[], index: number, registry: GameRegistry): Game {
  checkCells(cells);
  if (!Number.isInteger(index) || index < 0 || index >= cells.length) {
    throw new RangeError(
      `Cannot list moves: the index must be an integer from 0 to ${
        cells.length - 1
      }, received ${index}`,
    );
  }
  const { results, games } = run(cells, registry, index + 1);
  const g = games[index];
  if (g === undefined) {
    const r = results[index];
    throw new RangeError(
      `Cannot list moves: ${r.kind === "problem" ? r.problem.message : "the cell has no value"}`,
    );
  }
  if ("loopy" in g) {
    throw new RangeError(
      `Cannot list moves: a loopy value names no winning or sensible move (play can return to a position), received ${
        cells[index].trim()
      }`,
    );
  }
  return g.game;
}

/** The file format of a saved worksheet. */
export const WORKSHEET_FORMAT = "cgt-worksheet";

/**
 * A worksheet as a JSON file: `{"format": "cgt-worksheet", "version": 1, "cells": [...]}`.
 *
 * @param cells The cells' texts.
 * @returns The JSON text.
 *
 * @example
 * ```ts
 * import { readWorksheet, worksheetJson } from "./worksheet.ts";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(readWorksheet(worksheetJson(["x := ^", "x + *"])), ["x := ^", "x + *"]);
 * ```
 */
export function worksheetJson(cells: readonly string[]): string {
  checkCells(cells);
  return JSON.stringify({ format: WORKSHEET_FORMAT, version: 1, cells }, null, 2) + "\n";
}

/**
 * Reads a saved worksheet: the JSON of {@link worksheetJson}, or a notebook of
 * {@link worksheetNotebook} (its cells are read back from the cell metadata it keeps).
 *
 * @param text The file's text.
 * @returns The cells' texts.
 * @throws {SyntaxError} If the text is neither.
 * @throws {RangeError} If it has too many cells or a cell is too long.
 */
export function readWorksheet(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SyntaxError("Cannot read worksheet: the file is not JSON");
  }
  const d = data as {
    format?: unknown;
    cells?: unknown;
    metadata?: { cgt?: { worksheet?: unknown } };
  };
  const cells = d?.format === WORKSHEET_FORMAT ? d.cells : d?.metadata?.cgt?.worksheet;
  if (!Array.isArray(cells) || cells.some((c) => typeof c !== "string")) {
    throw new SyntaxError(
      'Cannot read worksheet: expected a cgt worksheet (JSON with format "cgt-worksheet") or a notebook exported by the explorer',
    );
  }
  if (cells.length > MAX_CELLS) {
    throw new RangeError(
      `Cannot read worksheet: a worksheet has at most ${MAX_CELLS} cells, received ${cells.length}`,
    );
  }
  const long = cells.find((c: string) => c.length > MAX_CELL_LENGTH);
  if (long !== undefined) {
    throw new RangeError(
      `Cannot read worksheet: a cell has at most ${MAX_CELL_LENGTH} characters, received ${long.length}`,
    );
  }
  return cells as string[];
}

/**
 * What the notebook's first cell imports, each specifier with its names: those every notebook
 * needs, and those of a notebook with a cell read in the loopy notation.
 */
const NOTEBOOK_IMPORTS: {
  readonly short: readonly (readonly [specifier: string, names: readonly string[]])[];
  readonly loopy: readonly (readonly [specifier: string, names: readonly string[]])[];
} = {
  short: [
    ["@cgt/partizan", ["parseGame"]],
    ["@cgt/partizan/display", ["display"]],
    ["@cgt/rulesets/rulesets", ["RULESET_FUNCTIONS"]],
  ],
  loopy: [
    ["@cgt/partizan/loopy-notation", ["formatLoopyGame", "parseLoopyGame"]],
    ["@cgt/partizan/loopy", ["isLoopyGame", "toGame"]],
    ["@cgt/rulesets/loopy-rulesets", ["LOOPY_RULESET_FUNCTIONS"]],
  ],
};

/** The constants the first cell defines for predicates cells. */
const PREDICATES_HELPER = { tests: "PREDICATE_TESTS", show: "predicates" } as const;

/**
 * The first cell's lines for predicates cells: the library's tests imported, and a function
 * that writes a value's predicates as `cgt value --predicates` prints them, one `<name> yes|no`
 * line each (`n/a` and the reason for one that throws), in the order of {@link PREDICATES}.
 */
function predicatesHelper(
  importLine: (entry: readonly [string, readonly string[]]) => string,
): { imports: string[]; code: string[] } {
  const shortNames = PREDICATES.map((p) => p.shortName);
  const loopyNames = PREDICATES.flatMap((p) => p.loopyName ?? []);
  const { tests, show } = PREDICATES_HELPER;
  const imports = [
    importLine(["@cgt/partizan", shortNames]),
    importLine(["@cgt/partizan/loopy-predicates", loopyNames]),
  ];
  const code = [
    "// The predicates of cgt value --predicates, in its order: [name, short test, loopy test].",
    `const ${tests} = [`,
    ...PREDICATES.map((p) =>
      `  [${JSON.stringify(p.name)}, ${p.shortName}, ${p.loopyName ?? "undefined"}],`
    ),
    "];",
    "// A value's predicates, one line each (a loopy value has the loopy tests only).",
    `const ${show} = (g, loopy = false) =>`,
    `  ${tests}.flatMap(([name, short, onLoopy]) => {`,
    "    const test = loopy ? onLoopy : short;",
    "    if (test === undefined) return [];",
    "    try {",
    '      return [`${name} ${test(g) ? "yes" : "no"}`];',
    "    } catch (error) {",
    "      return [`${name} n/a (${error.message})`];",
    "    }",
    '  }).join("\\n");',
  ];
  return { imports, code };
}

/** The constants the first cell defines for loopy cells, besides its imports. */
const LOOPY_HELPERS = { functions: "LOOPY_FUNCTIONS", bound: "boundFunctions" } as const;

/**
 * The words JavaScript (strict mode, as modules and Deno's kernel read cells) does not take as a
 * variable's name: its reserved words (ECMA-262, ReservedWord), those strict mode adds, and the
 * two names strict mode forbids binding.
 */
const JS_RESERVED: ReadonlySet<string> = new Set(
  ("await break case catch class const continue debugger default delete do else enum export " +
    "extends false finally for function if import in instanceof new null return super switch " +
    "this throw true try typeof var void while with yield " +
    "implements interface let package private protected public static eval arguments")
    .split(" "),
);

/**
 * Deno's globals that a browser lacks (its namespace and Node's), which the page exporting a
 * notebook for Deno's kernel does not see on its own `globalThis`.
 */
const DENO_GLOBALS: ReadonlySet<string> = new Set([
  "Deno",
  "process",
  "Buffer",
  "global",
  "setImmediate",
  "clearImmediate",
]);

/**
 * The name a worksheet binding takes in the notebook's code: its own, unless JavaScript reserves
 * it, the notebook's first cell declares it, or it names a global (one of the page exporting the
 * notebook, or of Deno's own), in which case it gets a `$` (which no binding's name holds, so the
 * new name is nobody else's). Deno's kernel declares a cell's `let` at the top level of the
 * runtime, so a binding named `Map` or `Object` would hide that global from the library's own
 * code, and `undefined` or `NaN` cannot be declared at all. The names of `Object.prototype`
 * (`toString`, `constructor`, `__proto__`) are kept: every object has them, and a variable of that
 * name hides nothing the code reads as a global.
 */
function codeName(name: string, own: ReadonlySet<string>): string {
  const global = DENO_GLOBALS.has(name) || (name in globalThis && !(name in Object.prototype));
  return JS_RESERVED.has(name) || own.has(name) || global ? `${name}$` : name;
}

/** An object literal of bindings by their worksheet names: `{ x, class: class$ }`. */
function bindingsObject(names: Iterable<string>, own: ReadonlySet<string>): string {
  const entries = [...names].map((name) => {
    const code = codeName(name, own);
    return code === name ? name : `${name}: ${code}`;
  });
  return `{ ${entries.join(", ")} }`;
}

/** The line under a cell the notebook keeps as a comment because the worksheet gave it no value. */
const NO_VALUE = "(the worksheet gives this cell no value)";

/** A cell's text as a comment: each of its lines behind `//`. */
function commentCell(text: string): string {
  return text.split(/\r\n|[\n\r\u2028\u2029]/).map((line) => `// ${line}`).join("\n");
}

/** What {@link worksheetNotebook} needs to know of each cell's result. */
export interface NotebookOptions {
  /** Cells valued as loopy values (a loopy cell, or a predicates cell of a loopy value). */
  readonly loopy: readonly boolean[];
  /** Cells the loopy notation read to a loopfree value. */
  readonly loopyNotation: readonly boolean[];
  /** Cells the worksheet gave no value. */
  readonly problem: readonly boolean[];
}

/**
 * The options of {@link worksheetNotebook} for a worksheet's results, as
 * {@link evaluateWorksheet} gives them.
 *
 * @param results The cells' results.
 * @returns Which cells are loopy, read in the loopy notation, or without a value.
 *
 * @example
 * ```ts
 * import { evaluateWorksheet, notebookOptions } from "./worksheet.ts";
 * import { GameRegistry } from "./compute.ts";
 * import assert from "node:assert/strict";
 *
 * const results = evaluateWorksheet(["predicates(on)", "{1|"], new GameRegistry());
 * assert.deepEqual(notebookOptions(results), {
 *   loopy: [true, false],
 *   loopyNotation: [false, false],
 *   problem: [false, true],
 * });
 * ```
 */
export function notebookOptions(results: readonly CellResult[]): NotebookOptions {
  return {
    loopy: results.map((r) => r.kind === "loopy" || (r.kind === "predicates" && r.loopy === true)),
    loopyNotation: results.map((r) =>
      (r.kind === "value" || r.kind === "predicates") && r.loopyNotation === true
    ),
    problem: results.map((r) => r.kind === "problem"),
  };
}

/**
 * A worksheet as a notebook for Deno's Jupyter kernel (nbformat 4): a first cell of imports,
 * then one code cell per worksheet cell that computes and displays the same value
 * (`const x = parseGame("...", ...)` for a binding), with the worksheet itself kept in the
 * notebook's metadata so the explorer can read it back.
 *
 * A cell the worksheet read in the loopy notation (`options.loopy`, `options.loopyNotation`),
 * or one that uses a name bound to a loopy value, is read in the notebook by `parseLoopyGame`,
 * a loopy value shown as its form (`formatLoopyGame`) and a loopfree one as a game (`toGame`);
 * the names bound above reach it as functions of no arguments, each use written as a call by
 * {@link callBoundNames}, as the worksheet reads it.
 *
 * A binding keeps its name in the code unless JavaScript could not declare it there, or it would
 * hide something the notebook uses: a reserved word (`class`, `new`, `let`, `await`), a name of the
 * first cell (`display`, `parseGame`), or a global (`Map`, `Object`, `undefined`, `Deno`). Such a
 * name gets a `$` (`let class$ = ...`), which no worksheet name holds; the notation still reads
 * it by the name written (`names: { class: class$ }`). A `predicates(expression)` cell shows
 * `predicates(value)`, a function the first cell defines from the library's tests, which writes
 * the lines `cgt value --predicates` prints. A cell that is not code (empty, a table,
 * a refused binding, one marked `problem`) is kept as a comment, each of its lines behind `//`.
 *
 * @param cells The cells' texts.
 * @param options `loopy[i]` is true for a cell the worksheet valued as a loopy value, and
 *   `loopyNotation[i]` for one it read in the loopy notation to a loopfree value (a result's
 *   `loopyNotation`, such as `backsliding("TT..FF")`, which `parseGame` does not read), and
 *   `problem[i]` for one the worksheet gave no value (a result of kind `"problem"`): it is kept as
 *   a comment, and a name it failed to bind is unbound below, so that the cells after it run.
 * @returns The notebook's JSON text.
 *
 * @example
 * ```ts
 * import { evaluateWorksheet, worksheetNotebook } from "./worksheet.ts";
 * import { GameRegistry } from "./compute.ts";
 * import assert from "node:assert/strict";
 *
 * const cells = ['s := backsliding("TT..FF")', "s + 1"];
 * const results = evaluateWorksheet(cells, new GameRegistry());
 * const notebook = JSON.parse(worksheetNotebook(cells, {
 *   loopy: results.map((r) => r.kind === "loopy"),
 *   loopyNotation: results.map((r) => r.kind === "value" && r.loopyNotation === true),
 *   problem: results.map((r) => r.kind === "problem"),
 * }));
 * assert.match(notebook.cells[1].source, /toGame\(parseLoopyGame\("backsliding/);
 * assert.match(notebook.cells[2].source, /parseGame\("s \+ 1", .*names: \{ s \}/);
 *
 * // A binding named as a reserved word or as the notebook's own import is renamed in the code.
 * const renamed = JSON.parse(worksheetNotebook(["class := ^", "display := class + *"]));
 * assert.match(renamed.cells[1].source, /^let class\$ = parseGame\("\^"/);
 * assert.match(renamed.cells[2].source, /^let display\$ = .*names: \{ class: class\$ \} \}\);\ndisplay\(display\$\);$/);
 * ```
 */
export function worksheetNotebook(
  cells: readonly string[],
  options: {
    readonly loopy?: readonly boolean[];
    readonly loopyNotation?: readonly boolean[];
    readonly problem?: readonly boolean[];
  } = {},
): string {
  checkCells(cells);
  const loopy = options.loopy ?? [];
  const loopyNotation = options.loopyNotation ?? [];
  const problem = options.problem ?? [];
  const code = (source: string) => ({
    cell_type: "code",
    execution_count: null,
    metadata: {},
    outputs: [],
    source,
  });
  // The names the first cell declares, which a binding's code name must avoid.
  const own = new Set([
    ...[...NOTEBOOK_IMPORTS.short, ...NOTEBOOK_IMPORTS.loopy].flatMap(([, names]) => names),
    ...Object.values(LOOPY_HELPERS),
    ...PREDICATES.flatMap((p) => [p.shortName, p.loopyName ?? []].flat()),
    ...Object.values(PREDICATES_HELPER),
  ]);
  // Names declared with `let` in the notebook, and those bound to short games and loopy values.
  const declared = new Set<string>();
  const short = new Set<string>();
  const loopyNames = new Set<string>();
  let loopyReading = false;
  let predicatesAsked = false;
  const bodyCells = [];
  for (const [index, text] of cells.entries()) {
    if (text.trim() === "" || TABLE.test(text)) {
      bodyCells.push(code(commentCell(text.trim() === "" ? "(empty cell)" : text.trim())));
      continue;
    }
    const asked = PREDICATES_CELL.exec(text);
    let cell: CellText;
    try {
      cell = asked === null ? readCell(text) : { expression: asked[1].trim() };
    } catch {
      bodyCells.push(code(commentCell(`${text.trim()}\n${NO_VALUE}`)));
      continue;
    }
    if (problem[index] === true) {
      bodyCells.push(code(commentCell(`${text.trim()}\n${NO_VALUE}`)));
      // As in the worksheet, a binding that fails leaves its name unbound below (a cell too long
      // to read binds nothing and unbinds nothing).
      if (cell.name !== undefined && tooLong(text) === undefined) {
        short.delete(cell.name);
        loopyNames.delete(cell.name);
      }
      continue;
    }
    const isLoopy = loopy[index] === true;
    // A predicates cell shows its value's predicates, as the worksheet does, instead of the value.
    if (asked !== null) predicatesAsked = true;
    const shown = (show: (v: string) => string, loopyValue: boolean) =>
      asked === null
        ? show
        : (v: string) => `${PREDICATES_HELPER.show}(${v}${loopyValue ? ", true" : ""})`;
    const bind = (value: string, show: (name: string) => string) => {
      if (cell.name === undefined) return show(value) + ";";
      const first = !declared.has(cell.name);
      declared.add(cell.name);
      const name = codeName(cell.name, own);
      return `${first ? "let " : ""}${name} = ${value};\n${show(name)};`;
    };
    const readLoopy = isLoopy || loopyNotation[index] === true ||
      callBoundNames(cell.expression, loopyNames).used.length > 0;
    if (readLoopy) {
      loopyReading = true;
      const called = callBoundNames(cell.expression, new Set([...short, ...loopyNames]));
      const functions = called.used.length === 0
        ? LOOPY_HELPERS.functions
        : `{ ...${LOOPY_HELPERS.functions}, ...${LOOPY_HELPERS.bound}(${
          bindingsObject(called.used, own)
        }) }`;
      const read = `parseLoopyGame(${JSON.stringify(called.text)}, { functions: ${functions} })`;
      bodyCells.push(
        code(
          isLoopy
            ? bind(read, shown((v) => `formatLoopyGame(${v})`, true))
            : bind(`toGame(${read})`, shown((v) => `display(${v})`, false)),
        ),
      );
    } else {
      const names = short.size === 0 ? "" : `, names: ${bindingsObject(short, own)}`;
      const call = `parseGame(${
        JSON.stringify(cell.expression)
      }, { functions: RULESET_FUNCTIONS${names} })`;
      bodyCells.push(code(bind(call, shown((v) => `display(${v})`, false))));
    }
    if (cell.name !== undefined) {
      (isLoopy ? loopyNames : short).add(cell.name);
      (isLoopy ? short : loopyNames).delete(cell.name);
    }
  }
  // Joined at run time: the explorer's build checks that its bundles hold no import statement,
  // and these lines are text for the notebook, not imports of the page.
  const importLine = ([specifier, names]: readonly [string, readonly string[]]) =>
    ["import", `{ ${names.join(", ")} }`, "from", `"${specifier}";`].join(" ");
  const imports = NOTEBOOK_IMPORTS.short.map(importLine);
  const predicatesLines = predicatesAsked ? predicatesHelper(importLine) : undefined;
  imports.push(...predicatesLines?.imports ?? []);
  if (loopyReading) {
    imports.push(
      ...NOTEBOOK_IMPORTS.loopy.map(importLine),
      "// The rulesets, taking loopfree loopy values where they take games, and the loopy ones.",
      `const ${LOOPY_HELPERS.functions} = {`,
      "  ...Object.fromEntries(Object.entries(RULESET_FUNCTIONS).map(([name, f]) => [",
      "    name,",
      "    (args) => f(args.map((a) => (isLoopyGame(a) ? toGame(a) ?? a : a))),",
      "  ])),",
      "  ...LOOPY_RULESET_FUNCTIONS,",
      "};",
      "// Names bound above, as the loopy notation takes them: functions of no arguments (a()).",
      `const ${LOOPY_HELPERS.bound} = (values) =>`,
      "  Object.fromEntries(Object.entries(values).map(([name, v]) => [name, () => v]));",
    );
  }
  imports.push(...predicatesLines?.code ?? []);
  const nbCells = [code(imports.join("\n")), ...bodyCells];
  return JSON.stringify(
    {
      cells: nbCells,
      metadata: {
        cgt: { worksheet: cells },
        kernelspec: { display_name: "Deno", language: "typescript", name: "deno" },
        language_info: { name: "typescript", file_extension: ".ts" },
      },
      nbformat: 4,
      nbformat_minor: 5,
    },
    null,
    1,
  ) + "\n";
}
