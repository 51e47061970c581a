/**
 * Reading and writing grid boards (private): rows separated by `|`, one
 * character per cell, checked against the characters a ruleset allows.
 *
 * @module
 */

import { bit, type Layers, MAX_CELLS } from "./_bitboard.ts";

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
 * @throws {RangeError} If the board has more than 32 cells.
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
      masks[k] = (masks[k] | bit(r * cols + c)) >>> 0;
    }
  }
  return { rows: rows.length, cols, masks };
}

/** Writes bitboard layers back as a grid, cell characters from `alphabet`. */
export function formatGrid(board: Layers, alphabet: string, fallback = "#"): string {
  const out: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    let row = "";
    for (let c = 0; c < board.cols; c++) {
      const i = r * board.cols + c;
      const k = board.masks.findIndex((m) => (m & bit(i)) !== 0);
      row += k < 0 ? fallback : alphabet[k];
    }
    out.push(row);
  }
  return out.join("|");
}
