/**
 * Reading and writing grid boards (private): rows separated by `|`, one
 * character per cell, checked against the characters a ruleset allows.
 *
 * @module
 */

import { hasCell, type Layers, makeBoard, MAX_CELLS } from "./_bitboard.ts";

/**
 * Parses a grid such as `"..#|.x."` into bitboard layers: layer `k` holds the
 * cells whose character is `alphabet[k]`.
 *
 * @param what The game name for error messages (`"Domineering"`).
 * @param text The board.
 * @param alphabet The allowed cell characters; each gets its own layer.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If a character is not allowed, a row is empty or rows
 * have different lengths.
 * @throws {RangeError} If the board has more than 64 cells.
 */
export function parseGrid(what: string, text: unknown, alphabet: string): Layers {
  const fail = (why: string): string => `Cannot read ${what} board: ${why}, received "${text}"`;
  if (typeof text !== "string") {
    throw new TypeError(
      `Cannot read ${what} board: expected a string of rows separated by "|", received ${typeof text}`,
    );
  }
  const rows = text.split("|");
  const cols = rows[0].length;
  const masks = Array.from(alphabet, () => 0);
  const highs = Array.from(alphabet, () => 0);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (row.length === 0) throw new SyntaxError(fail(`row ${r + 1} is empty`));
    if (row.length !== cols) {
      throw new SyntaxError(
        fail(
          `row ${r + 1} has ${row.length} cell${row.length === 1 ? "" : "s"} but row 1 has ${cols}`,
        ),
      );
    }
    if (rows.length * cols > MAX_CELLS) {
      throw new RangeError(
        fail(`a board has at most ${MAX_CELLS} cells, this one has ${rows.length * cols}`),
      );
    }
    for (let c = 0; c < cols; c++) {
      const k = alphabet.indexOf(row[c]);
      if (k < 0) {
        throw new SyntaxError(
          fail(
            `unexpected character "${row[c]}" in row ${r + 1}, column ${c + 1} (allowed: ${
              Array.from(alphabet).join(" ")
            } and | between rows)`,
          ),
        );
      }
      const i = r * cols + c;
      if (i < 32) masks[k] = (masks[k] | (1 << i)) >>> 0;
      else highs[k] = (highs[k] | (1 << (i - 32))) >>> 0;
    }
  }
  return makeBoard(rows.length, cols, masks, highs);
}

/** Writes bitboard layers back as a grid, cell characters from `alphabet`. */
export function formatGrid(board: Layers, alphabet: string, fallback = "#"): string {
  const out: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    let row = "";
    for (let c = 0; c < board.cols; c++) {
      const i = r * board.cols + c;
      let k = -1;
      for (let layer = 0; layer < board.masks.length && k < 0; layer++) {
        if (hasCell(board, layer, i)) k = layer;
      }
      row += k < 0 ? fallback : alphabet[k];
    }
    out.push(row);
  }
  return out.join("|");
}

/**
 * Writes a position of the grid game `what` as its board, after checking that it is one: a
 * whole number of rows and columns (at most 64 cells) and one mask per character of `layers`
 * (a cell in no layer is written `fallback`).
 *
 * @throws {TypeError} If `board` is not a position of that shape.
 */
export function formatBoard(
  what: string,
  board: unknown,
  layers: string,
  fallback: string,
): string {
  const p = board as Partial<Layers> | null;
  const wide = typeof p === "object" && p !== null && p.high !== undefined;
  const ok = typeof p === "object" && p !== null && Number.isInteger(p.rows) &&
    Number.isInteger(p.cols) && p.rows! >= 1 && p.cols! >= 1 && p.rows! * p.cols! <= MAX_CELLS &&
    Array.isArray(p.masks) && p.masks.length === layers.length &&
    (!wide || (Array.isArray(p.high) && p.high.length === layers.length));
  if (!ok) {
    throw new TypeError(
      `Cannot write ${what} board: expected a position with rows, cols and ${layers.length} layer mask${
        layers.length === 1 ? "" : "s"
      }, received ${
        board === null ? "null" : typeof board === "object" ? "another object" : typeof board
      }`,
    );
  }
  return formatGrid(p as Layers, layers, fallback);
}
