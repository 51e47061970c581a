/**
 * Obviously correct twins of the grid rulesets for the tests: positions are the board text
 * itself (rows separated by `|`), and moves are made by editing characters at row and column
 * coordinates, with no bitboards, no size limit, no components, no keys and no shortcuts.
 *
 * @module
 */

import type { Ruleset } from "@cgt/partizan/search";

type Cells = string[][];

function cells(board: string): Cells {
  return board.split("|").map((row) => [...row]);
}

function text(grid: Cells): string {
  return grid.map((row) => row.join("")).join("|");
}

function at(grid: Cells, r: number, c: number): string | undefined {
  return grid[r]?.[c];
}

/** Every placement of a domino of direction (dr, dc) on two `.` cells, as `#`. */
function dominoes(board: string, dr: number, dc: number): string[] {
  const grid = cells(board);
  const out: string[] = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (at(grid, r, c) === "." && at(grid, r + dr, c + dc) === ".") {
        const next = cells(board);
        next[r][c] = "#";
        next[r + dr][c + dc] = "#";
        out.push(text(next));
      }
    }
  }
  return out;
}

/** Domineering on board text: Left vertical, Right horizontal. */
export const DOMINEERING_TEXT: Ruleset<string> = {
  name: "Domineering (text)",
  leftOptions: (board) => dominoes(board, 1, 0),
  rightOptions: (board) => dominoes(board, 0, 1),
};

/** Cram on board text: either player places a domino either way. */
export const CRAM_TEXT: Ruleset<string> = {
  name: "Cram (text)",
  leftOptions: (board) => [...dominoes(board, 1, 0), ...dominoes(board, 0, 1)],
  rightOptions: (board) => [...dominoes(board, 1, 0), ...dominoes(board, 0, 1)],
};

const STEPS: readonly (readonly [number, number])[] = [[0, 1], [0, -1], [1, 0], [-1, 0]];

/** Every capture of a `mine` stone onto an orthogonally adjacent `theirs` stone. */
function captures(board: string, mine: string, theirs: string): string[] {
  const grid = cells(board);
  const out: string[] = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] !== mine) continue;
      for (const [dr, dc] of STEPS) {
        if (at(grid, r + dr, c + dc) !== theirs) continue;
        const next = cells(board);
        next[r][c] = ".";
        next[r + dr][c + dc] = mine;
        out.push(text(next));
      }
    }
  }
  return out;
}

/** Clobber on board text: Left `x`, Right `o`. */
export const CLOBBER_TEXT: Ruleset<string> = {
  name: "Clobber (text)",
  leftOptions: (board) => captures(board, "x", "o"),
  rightOptions: (board) => captures(board, "o", "x"),
};

/** Every Konane jump sequence of a `mine` stone in one direction, stopping after any jump. */
function jumps(board: string, mine: string, theirs: string): string[] {
  const grid = cells(board);
  const out: string[] = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] !== mine) continue;
      for (const [dr, dc] of STEPS) {
        const next = cells(board);
        next[r][c] = ".";
        let rr = r;
        let cc = c;
        while (
          at(next, rr + dr, cc + dc) === theirs && at(next, rr + 2 * dr, cc + 2 * dc) === "."
        ) {
          next[rr + dr][cc + dc] = ".";
          rr += 2 * dr;
          cc += 2 * dc;
          const landed = next.map((row) => row.slice());
          landed[rr][cc] = mine;
          out.push(text(landed));
        }
      }
    }
  }
  return out;
}

/** Konane on board text: Left `x`, Right `o`. */
export const KONANE_TEXT: Ruleset<string> = {
  name: "Konane (text)",
  leftOptions: (board) => jumps(board, "x", "o"),
  rightOptions: (board) => jumps(board, "o", "x"),
};

/** A board shape of `rows` by `cols`. */
export interface BoardShape {
  rows: number;
  cols: number;
}

/** The shapes of every board of 33 to 64 cells (the wide boards), `1x33` to `64x1`. */
export function wideShapes(): BoardShape[] {
  const out: BoardShape[] = [];
  for (let rows = 1; rows <= 64; rows++) {
    for (let cols = 1; rows * cols <= 64; cols++) {
      if (rows * cols > 32) out.push({ rows, cols });
    }
  }
  return out;
}

/**
 * Returns the text of a `rows` by `cols` board of `fill` characters with the characters of
 * `pieces` written at the cells `at` (cell `i` is row `floor(i / cols)`, column `i % cols`).
 */
export function boardText(
  shape: BoardShape,
  fill: string,
  pieces: readonly (readonly [cell: number, char: string])[],
): string {
  const grid = Array.from({ length: shape.rows }, () => Array(shape.cols).fill(fill));
  for (const [i, ch] of pieces) grid[Math.floor(i / shape.cols)][i % shape.cols] = ch;
  return text(grid);
}

/**
 * Stones for a 1 x n row or an n x 1 column that sit on both sides of the 32-bit word boundary
 * (cells 30 to 33) and at both ends, alternating x and o so that captures and jumps cross the
 * boundary: the board text of the row and of the column.
 */
export function boundaryStrips(n: number): [row: string, column: string] {
  const at = [0, 1, 30, 31, 32, 33, n - 2, n - 1].filter((i, k, all) =>
    i >= 0 && i < n && all.indexOf(i) === k
  );
  const pieces = at.map((i, k) => [i, k % 2 === 0 ? "x" : "o"] as const);
  return [
    boardText({ rows: 1, cols: n }, ".", pieces),
    boardText({ rows: n, cols: 1 }, ".", pieces),
  ];
}
