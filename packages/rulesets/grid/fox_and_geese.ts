/**
 * Fox and Geese (Winning Ways, ch. 20; CGSuite's `FoxAndGeese` and `GenFoxAndGeese`): geese
 * (Left) walk down a checkerboard, the fox (Right) wanders, and positions repeat, so values are
 * loopy.
 *
 * @module
 */

import { describeValue } from "../_check.ts";
import type { Ruleset } from "@cgt/partizan/search";
import { type LoopyGame, loopyValue, type LoopyValueOptions } from "@cgt/partizan/loopy-ruleset";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { LoopyGame, LoopyValueOptions } from "@cgt/partizan/loopy-ruleset";

/** The widest board {@link foxAndGeese} accepts, in columns. */
export const MAX_FOX_AND_GEESE_WIDTH = 16;
/** The most rows {@link foxAndGeese} accepts. */
export const MAX_FOX_AND_GEESE_ROWS = 24;
/** The longest move of the fox {@link foxAndGeese} accepts (`foxRange`). */
export const MAX_FOX_RANGE = 16;

/** Options of {@link foxAndGeese}. */
export interface FoxAndGeeseOptions extends LoopyValueOptions {
  /**
   * How far the fox may move along one diagonal, never jumping a goose (CGSuite's
   * `foxRange`; 2 gives CGSuite's `CeyloneseFoxAndGeese`).
   *
   * @default {1}
   */
  foxRange?: number;
  /**
   * The number of columns (CGSuite's `boardWidth`, 8 in its `FoxAndGeese`): rows of the board
   * text shorter than this are filled with empty cells on the right, so a few columns can be
   * written for a wide board. Without it the board is as wide as its text.
   *
   * @default {the width of the board text}
   */
  boardWidth?: number;
}

/** A board read from its text: width, geese and fox as 1-based (row, column) pairs. */
export interface FoxAndGeeseBoard {
  /** The number of columns. */
  readonly width: number;
  /** The geese, each `[row, column]`, row 1 at the bottom. */
  readonly geese: readonly (readonly [number, number])[];
  /** The fox, `[row, column]`. */
  readonly fox: readonly [number, number];
}

function fail(kind: "syntax" | "range", why: string, board: unknown): never {
  const message = `Cannot read Fox and Geese board: ${why}, received ${JSON.stringify(board)}`;
  throw kind === "syntax" ? new SyntaxError(message) : new RangeError(message);
}

/**
 * Reads a Fox and Geese board. The text lists the rows from the top down, separated by `|`,
 * each with the same number of cells: `x` a goose, `o` the fox, `.` an empty cell (upper case
 * is read too). Row 1 is the bottom row and column 1 the leftmost; pieces stand only on the
 * cells with row + column even (the dark squares, as in CGSuite's `Coordinates`), so the
 * bottom-left cell is one of them. There is one fox and at least one goose.
 *
 * @param board The board text.
 * @returns The width and the pieces' coordinates.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has a character other than `x`, `o`, `.` and `|`.
 * @throws {RangeError} If the rows differ in length, the board is too large, a piece stands on
 * a light square, or the fox or the geese are missing.
 *
 * @example
 * ```ts
 * import { parseFoxAndGeese } from "@cgt/rulesets/fox-and-geese";
 * import assert from "node:assert/strict";
 *
 * const b = parseFoxAndGeese("x.x.x.x.|........|o.......");
 * assert.equal(b.width, 8);
 * assert.deepEqual(b.fox, [1, 1]);
 * assert.deepEqual(b.geese, [[3, 1], [3, 3], [3, 5], [3, 7]]);
 * ```
 */
export function parseFoxAndGeese(board: string): FoxAndGeeseBoard {
  return readBoard(board, true, undefined) as FoxAndGeeseBoard;
}

/** Reads a board; without `needFox`, a board with no fox is read too (its fox is undefined). */
function readBoard(
  board: string,
  needFox: boolean,
  boardWidth: number | undefined,
): { width: number; geese: [number, number][]; fox: [number, number] | undefined } {
  if (typeof board !== "string") {
    throw new TypeError(
      `Cannot read Fox and Geese board: expected a string of x, o, . and |, received ${typeof board}`,
    );
  }
  const text = board.toLowerCase();
  const bad = /[^xo.|]/.exec(text);
  if (bad) {
    fail(
      "syntax",
      `unexpected character "${board[bad.index]}" at position ${bad.index + 1} (allowed: x o . |)`,
      board,
    );
  }
  let rows = text.split("|");
  if (boardWidth !== undefined) {
    checkWidth(boardWidth);
    if (rows.some((r) => r.length > boardWidth)) {
      fail("range", `a row is wider than boardWidth ${boardWidth}`, board);
    }
    rows = rows.map((r) => r.padEnd(boardWidth, "."));
  }
  const width = rows[0].length;
  if (width === 0 || rows.some((r) => r.length !== width)) {
    fail("range", "every row needs the same, non-zero number of cells", board);
  }
  if (width > MAX_FOX_AND_GEESE_WIDTH || rows.length > MAX_FOX_AND_GEESE_ROWS) {
    fail(
      "range",
      `a board has at most ${MAX_FOX_AND_GEESE_ROWS} rows of ${MAX_FOX_AND_GEESE_WIDTH} cells`,
      board,
    );
  }
  const geese: [number, number][] = [];
  let fox: [number, number] | undefined;
  rows.forEach((line, i) => {
    const row = rows.length - i;
    for (let c = 0; c < width; c++) {
      const ch = line[c];
      if (ch === ".") continue;
      const col = c + 1;
      if ((row + col) % 2 !== 0) {
        fail("range", `a piece stands on the light square at row ${row}, column ${col}`, board);
      }
      if (ch === "x") geese.push([row, col]);
      else if (fox !== undefined) fail("range", "there is more than one fox", board);
      else fox = [row, col];
    }
  });
  if (fox === undefined && needFox) fail("range", "there is no fox", board);
  if (fox !== undefined && !needFox) fail("range", "a table of values takes the geese only", board);
  if (geese.length === 0) fail("range", "there are no geese", board);
  geese.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  return { width, geese, fox };
}

/** The position the game reaches once the fox has escaped the geese (value `off`). */
const ESCAPED = "off";

/**
 * The positions of one board width and fox range, as short strings: the fox's cell, then the
 * geese's cells in increasing order, each as one character (cell = (row - 1) * width + column
 * - 1). A position where the fox has got past the geese is replaced by {@link ESCAPED}.
 */
class Rules {
  readonly width: number;
  readonly range: number;

  constructor(width: number, range: number) {
    this.width = width;
    this.range = range;
  }

  encode(fox: number, geese: readonly number[]): string {
    const sorted = [...geese].sort((a, b) => a - b);
    const position = String.fromCharCode(fox, ...sorted);
    return this.escaped(fox, sorted) ? ESCAPED : position;
  }

  /**
   * CGSuite's decomposition rule, exact because the board is unbounded upwards and geese only
   * move down: once the fox stands level with or above the highest goose, or one row below
   * it next to a free cell above, it can move for ever and Left must run out of moves: off.
   */
  escaped(fox: number, geese: readonly number[]): boolean {
    const w = this.width;
    let top = 0;
    for (const g of geese) top = Math.max(top, Math.floor(g / w) + 1);
    const row = Math.floor(fox / w) + 1;
    const col = (fox % w) + 1;
    if (row >= top) return true;
    if (row !== top - 1) return false;
    const above = (c: number) => row * w + c - 1;
    return (col > 1 && !geese.includes(above(col - 1))) ||
      (col < w && !geese.includes(above(col + 1)));
  }

  leftOptions(p: string): string[] {
    if (p === ESCAPED) return [];
    const w = this.width;
    const fox = p.charCodeAt(0);
    const geese: number[] = [];
    for (let i = 1; i < p.length; i++) geese.push(p.charCodeAt(i));
    const out: string[] = [];
    for (let i = 0; i < geese.length; i++) {
      const g = geese[i];
      const row = Math.floor(g / w) + 1;
      const col = (g % w) + 1;
      if (row === 1) continue;
      for (const dc of [-1, 1]) {
        const c = col + dc;
        if (c < 1 || c > w) continue;
        const to = (row - 2) * w + c - 1;
        if (to === fox || geese.includes(to)) continue;
        const next = geese.slice();
        next[i] = to;
        out.push(this.encode(fox, next));
      }
    }
    return out;
  }

  rightOptions(p: string): string[] {
    if (p === ESCAPED) return [ESCAPED];
    const w = this.width;
    const fox = p.charCodeAt(0);
    const geese: number[] = [];
    for (let i = 1; i < p.length; i++) geese.push(p.charCodeAt(i));
    const row = Math.floor(fox / w) + 1;
    const col = (fox % w) + 1;
    const out: string[] = [];
    for (const [dr, dc] of [[1, -1], [1, 1], [-1, -1], [-1, 1]]) {
      for (let d = 1; d <= this.range; d++) {
        const r = row + dr * d;
        const c = col + dc * d;
        if (r < 1 || c < 1 || c > w) break;
        const to = (r - 1) * w + c - 1;
        if (geese.includes(to)) break;
        // Any cell at or above the top goose row is an escape; encode() maps it to off.
        out.push(this.encode(to, geese));
      }
    }
    return out;
  }
}

/**
 * The ruleset on one board width and fox range (CGSuite's `GenFoxAndGeese(boardWidth,
 * foxRange)`): Left moves a goose one cell diagonally down onto an empty cell; Right moves the
 * fox diagonally in any direction, up to `foxRange` cells along one diagonal onto empty cells,
 * never over a goose; the board has `width` columns and no top, and a player with no move
 * loses. Nothing is captured. A position is a string (see {@link parseFoxAndGeese} for the
 * board text; {@link foxAndGeesePosition} turns a board into a position), and a position where
 * the fox has escaped above the geese is the string `"off"` (Right moves there for ever).
 *
 * @param width The number of columns, 1 to {@link MAX_FOX_AND_GEESE_WIDTH}.
 * @param foxRange The fox's longest move, 1 to {@link MAX_FOX_RANGE}.
 * @returns The ruleset.
 * @throws {RangeError} If the width or range is out of range.
 *
 * @example
 * ```ts
 * import { foxAndGeesePosition, foxAndGeeseRuleset } from "@cgt/rulesets/fox-and-geese";
 * import assert from "node:assert/strict";
 *
 * const rules = foxAndGeeseRuleset(8);
 * const p = foxAndGeesePosition("x.x.x.x.|........|o.......");
 * assert.equal([...rules.leftOptions(p)].length, 7); // the goose in column 1 has one move
 * assert.equal([...rules.rightOptions(p)].length, 1); // the fox can only go up and right
 * ```
 */
export function foxAndGeeseRuleset(width: number, foxRange = 1): Ruleset<string> {
  checkWidth(width);
  checkRange(foxRange);
  const rules = new Rules(width, foxRange);
  return {
    name: foxRange === 1 ? "Fox and Geese" : `Fox and Geese (fox range ${foxRange})`,
    leftOptions: (p) => rules.leftOptions(p),
    rightOptions: (p) => rules.rightOptions(p),
  };
}

function checkWidth(width: number): void {
  if (!(Number.isInteger(width) && width >= 1 && width <= MAX_FOX_AND_GEESE_WIDTH)) {
    throw new RangeError(
      `Cannot make Fox and Geese rules: the width must be an integer from 1 to ${MAX_FOX_AND_GEESE_WIDTH}, received ${
        describeValue(width)
      }`,
    );
  }
}

function checkRange(range: number): void {
  if (!(Number.isInteger(range) && range >= 1 && range <= MAX_FOX_RANGE)) {
    throw new RangeError(
      `Cannot make Fox and Geese rules: foxRange must be an integer from 1 to ${MAX_FOX_RANGE}, received ${
        describeValue(range)
      }`,
    );
  }
}

/**
 * The board text (as {@link parseFoxAndGeese} reads it) of a position of
 * {@link foxAndGeeseRuleset} on a board `width` columns wide, written with `rows` rows: the
 * inverse of {@link foxAndGeesePosition} on boards of that size.
 *
 * @param position A position of the ruleset, other than `"off"` (the fox has escaped).
 * @param width The number of columns.
 * @param rows The number of rows to write, at least the highest row a piece stands on.
 * @returns The board text, rows from the top separated by `|`.
 * @throws {RangeError} If the position is `"off"`, is not a position of this width, or a piece
 * stands above row `rows`.
 *
 * @example
 * ```ts
 * import { foxAndGeesePosition, formatFoxAndGeesePosition } from "@cgt/rulesets/fox-and-geese";
 * import assert from "node:assert/strict";
 *
 * const board = "x.x.x.x.|........|o.......";
 * assert.equal(formatFoxAndGeesePosition(foxAndGeesePosition(board), 8, 3), board);
 * ```
 */
export function formatFoxAndGeesePosition(position: string, width: number, rows: number): string {
  checkWidth(width);
  const bad = (why: string): never => {
    throw new RangeError(
      `Cannot write Fox and Geese position: ${why}, received ${JSON.stringify(position)}`,
    );
  };
  if (position === ESCAPED) bad("the fox has escaped, so the position is off");
  if (!(Number.isInteger(rows) && rows >= 1 && rows <= MAX_FOX_AND_GEESE_ROWS)) {
    bad(`the number of rows must be an integer from 1 to ${MAX_FOX_AND_GEESE_ROWS}`);
  }
  if (typeof position !== "string" || position.length < 2) bad("expected a fox and geese");
  const cells = Array.from({ length: rows }, () => new Array<string>(width).fill("."));
  for (let i = 0; i < position.length; i++) {
    const cell = position.charCodeAt(i);
    const row = Math.floor(cell / width) + 1;
    if (row > rows) bad(`a piece stands above row ${rows}`);
    cells[rows - row][cell % width] = i === 0 ? "o" : "x";
  }
  return cells.map((line) => line.join("")).join("|");
}

/**
 * The position of {@link foxAndGeeseRuleset} for a board text (see {@link parseFoxAndGeese}):
 * `"off"` when the fox has already escaped.
 *
 * @param board The board text.
 * @returns The position string.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has a character other than `x`, `o`, `.` and `|`.
 * @throws {RangeError} If the board is malformed (see {@link parseFoxAndGeese}).
 *
 * @example
 * ```ts
 * import { foxAndGeesePosition } from "@cgt/rulesets/fox-and-geese";
 * import assert from "node:assert/strict";
 *
 * assert.equal(foxAndGeesePosition("x.o."), "off"); // the fox is level with the goose
 * ```
 */
export function foxAndGeesePosition(board: string): string {
  const b = parseFoxAndGeese(board);
  const rules = new Rules(b.width, 1);
  const cell = ([r, c]: readonly [number, number]) => (r - 1) * b.width + c - 1;
  return rules.encode(cell(b.fox), b.geese.map(cell));
}

/**
 * The loopy value of a Fox and Geese board (see {@link parseFoxAndGeese} for the text and
 * {@link foxAndGeeseRuleset} for the rules; geese are Left). The values are stoppers: inside a
 * set of positions with the same geese only the fox moves, so no play alternates for ever.
 * Published values (CGSuite's test suite): `x.x.x.x.|........|o.......` is `{6|2over}` and
 * `.x.x.x.x|........|........|o.......` is `{4*|7/2}`.
 *
 * The standard 8x8 start, `.x.x.x.x` over six empty rows and the fox on the bottom row, is
 * `2over` (Winning Ways, 2nd ed., ch. 20, after J. Welton).
 *
 * Cost: the positions reachable from the board are explored (each set of geese with every
 * cell of the fox), then valued one set of geese at a time: the standard board has 608,564
 * positions and takes about 20 s of CPU and 700 MB (bench/results/RESULTS.md).
 *
 * @param board The board text.
 * @param options `foxRange` (default 1) and `maxPositions` (default 1,000,000; the standard
 * board has 608,564 positions).
 * @returns The value, a stopper.
 * @throws {TypeError} If `board` is not a string.
 * @throws {SyntaxError} If it has a character other than `x`, `o`, `.` and `|`.
 * @throws {RangeError} If the board or `foxRange` is out of range.
 * @throws {PositionLimitError} If more than `maxPositions` positions are reachable.
 *
 * @example
 * ```ts
 * import { foxAndGeese } from "@cgt/rulesets/fox-and-geese";
 * import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatLoopyGame(foxAndGeese("x.x.x.x.|.o......|........")), "2over");
 * assert.equal(formatLoopyGame(foxAndGeese("x.o.")), "off");
 * ```
 */
export function foxAndGeese(board: string, options: FoxAndGeeseOptions = {}): LoopyGame {
  const b = readBoard(board, true, options.boardWidth) as FoxAndGeeseBoard;
  const range = options.foxRange ?? 1;
  checkRange(range);
  const rules = foxAndGeeseRuleset(b.width, range);
  const cell = ([r, c]: readonly [number, number]) => (r - 1) * b.width + c - 1;
  const start = new Rules(b.width, range).encode(cell(b.fox), b.geese.map(cell));
  return loopyValue(rules, start, { maxPositions: options.maxPositions ?? 1_000_000 });
}

/** A cell of {@link foxAndGeeseValuesTable}: a goose, the value with the fox there, or a light square. */
export type FoxAndGeeseTableCell = "X" | LoopyGame | undefined;

/**
 * CGSuite's `GenFoxAndGeese.ValuesTable(geese)`: for a set of geese, the value of the position
 * with the fox on each dark cell, row by row from the highest goose's row down to row 1, each
 * row from column 1 to the board's width. A cell is `"X"` where a goose stands, the fox's
 * value on a dark cell (row + column even), and `undefined` on a light cell.
 *
 * Cost: one {@link foxAndGeese} per dark cell below the geese (each explores the positions
 * its fox reaches); the four geese of the Winning Ways table take well under a second.
 *
 * @param geese A board of geese only, as {@link parseFoxAndGeese} reads it without the fox.
 * @param options `foxRange`, `boardWidth` and `maxPositions`, as for {@link foxAndGeese}.
 * @returns The rows of the table, the top row first.
 * @throws {TypeError} If `geese` is not a string.
 * @throws {SyntaxError} If it has a character other than `x`, `.` and `|`.
 * @throws {RangeError} If it has a fox, no goose, a goose on a light cell, or is too large.
 *
 * @example CGSuite's test suite: FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)})
 * ```ts
 * import { foxAndGeeseValuesTable } from "@cgt/rulesets/fox-and-geese";
 * import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * const table = foxAndGeeseValuesTable("x.x.x.x.|........|........");
 * const text = table.map((row) => row.map((c) => c === undefined ? "" : c === "X" ? "X" : formatLoopyGame(c)));
 * assert.deepEqual(text[1], ["", "2over", "", "2", "", "3*", "", "4over"]);
 * assert.deepEqual(text[2], ["{6|2over}", "", "{2over|2}", "", "{4|3||2}", "", "{4over|3*}", ""]);
 * ```
 */
export function foxAndGeeseValuesTable(
  geese: string,
  options: FoxAndGeeseOptions = {},
): FoxAndGeeseTableCell[][] {
  const b = readBoard(geese, false, options.boardWidth);
  const range = options.foxRange ?? 1;
  checkRange(range);
  const rules = foxAndGeeseRuleset(b.width, range);
  const encoder = new Rules(b.width, range);
  const cell = ([r, c]: readonly [number, number]) => (r - 1) * b.width + c - 1;
  const geeseCells = b.geese.map(cell);
  const top = Math.max(...b.geese.map(([r]) => r));
  const table: FoxAndGeeseTableCell[][] = [];
  for (let row = top; row >= 1; row--) {
    const line: FoxAndGeeseTableCell[] = [];
    for (let col = 1; col <= b.width; col++) {
      if (b.geese.some(([r, c]) => r === row && c === col)) line.push("X");
      else if ((row + col) % 2 !== 0) line.push(undefined);
      else {
        const start = encoder.encode(cell([row, col]), geeseCells);
        line.push(loopyValue(rules, start, { maxPositions: options.maxPositions ?? 1_000_000 }));
      }
    }
    table.push(line);
  }
  return table;
}
