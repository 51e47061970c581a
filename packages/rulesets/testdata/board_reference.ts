/**
 * Obviously correct twins of the newer grid rulesets for the tests (Amazons, Fission, the
 * Clobber variants, Ski Jumps): positions are the board text itself (rows separated by `|`),
 * moves are made by editing characters at row and column coordinates, straight from the rules,
 * with no bitboards, no size limit, no components, no keys and no shortcuts. `textValue` is
 * plain recursion over the options, remembering the value of each exact text it has met.
 *
 * @module
 */

import { type Game, game } from "@cgt/partizan/game";
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

/** Steps as [row change, column change]. */
type Steps = readonly (readonly [number, number])[];

const ORTHOGONAL: Steps = [[-1, 0], [1, 0], [0, -1], [0, 1]];
const DIAGONAL: Steps = [[-1, -1], [-1, 1], [1, -1], [1, 1]];
const COMPASS: Steps = [...ORTHOGONAL, ...DIAGONAL];

/**
 * The value of `board` by plain recursion over the options of `rules`, `{ L | R }` built with
 * `game()`; `memo` remembers the value of each exact text (no symmetry, no components).
 */
export function textValue(
  rules: Ruleset<string>,
  board: string,
  memo: Map<string, Game> = new Map(),
): Game {
  const known = memo.get(board);
  if (known !== undefined) return known;
  const left = [...rules.leftOptions(board)].map((o) => textValue(rules, o, memo));
  const right = [...rules.rightOptions(board)].map((o) => textValue(rules, o, memo));
  const value = game(left, right);
  memo.set(board, value);
  return value;
}

/** Amazons moves of `mine` on board text: queen move over `.`, then a queen-move arrow `#`. */
function amazonMoves(board: string, mine: string): string[] {
  const grid = cells(board);
  const out: string[] = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] !== mine) continue;
      for (const [dr, dc] of COMPASS) {
        for (let k = 1; at(grid, r + k * dr, c + k * dc) === "."; k++) {
          const moved = cells(board);
          moved[r][c] = ".";
          const tr = r + k * dr;
          const tc = c + k * dc;
          moved[tr][tc] = mine;
          for (const [er, ec] of COMPASS) {
            for (let l = 1; at(moved, tr + l * er, tc + l * ec) === "."; l++) {
              const shot = moved.map((row) => [...row]);
              shot[tr + l * er][tc + l * ec] = "#";
              out.push(text(shot));
            }
          }
        }
      }
    }
  }
  return out;
}

/** Amazons on board text: Left `x`, Right `o`. */
export const AMAZONS_TEXT: Ruleset<string> = {
  name: "Amazons (text)",
  leftOptions: (board) => amazonMoves(board, "x"),
  rightOptions: (board) => amazonMoves(board, "o"),
};

/** Fission moves on board text: a stone `x` with `.` on both sides along (dr, dc) splits. */
function fissionMoves(board: string, dr: number, dc: number): string[] {
  const grid = cells(board);
  const out: string[] = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] !== "x") continue;
      if (at(grid, r - dr, c - dc) !== "." || at(grid, r + dr, c + dc) !== ".") continue;
      const next = cells(board);
      next[r][c] = ".";
      next[r - dr][c - dc] = "x";
      next[r + dr][c + dc] = "x";
      out.push(text(next));
    }
  }
  return out;
}

/** Fission on board text: Left splits a stone vertically, Right horizontally. */
export const FISSION_TEXT: Ruleset<string> = {
  name: "Fission (text)",
  leftOptions: (board) => fissionMoves(board, 1, 0),
  rightOptions: (board) => fissionMoves(board, 0, 1),
};

/**
 * Generalised Clobber on board text, as CGSuite's GenClobber defines it: a `mine` stone moves in
 * one of `steps` up to `reach` cells over empty `.` cells onto a cell whose character is in
 * `targets`, and leaves `behind` where it stood.
 */
function genClobberMoves(
  board: string,
  mine: string,
  steps: Steps,
  reach: number,
  targets: string,
  behind: string,
): string[] {
  const grid = cells(board);
  const out: string[] = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] !== mine) continue;
      for (const [dr, dc] of steps) {
        for (let k = 1; k <= reach; k++) {
          const there = at(grid, r + k * dr, c + k * dc);
          if (there === undefined) break;
          if (targets.includes(there)) {
            const next = cells(board);
            next[r][c] = behind;
            next[r + k * dr][c + k * dc] = mine;
            out.push(text(next));
          }
          if (there !== ".") break;
        }
      }
    }
  }
  return out;
}

function genClobberText(name: string, steps: Steps, reach: number): Ruleset<string> {
  return {
    name,
    leftOptions: (board) => genClobberMoves(board, "x", steps, reach, "o", "."),
    rightOptions: (board) => genClobberMoves(board, "o", steps, reach, "x", "."),
  };
}

/** Kings (Clobber with king steps) on board text. */
export const KINGS_TEXT: Ruleset<string> = genClobberText("Kings (text)", COMPASS, 1);
/** Rooks (Clobber along rows and columns over empty cells) on board text. */
export const ROOKS_TEXT: Ruleset<string> = genClobberText("Rooks (text)", ORTHOGONAL, Infinity);
/** Queens (Clobber along rows, columns and diagonals over empty cells) on board text. */
export const QUEENS_TEXT: Ruleset<string> = genClobberText("Queens (text)", COMPASS, Infinity);
/** Diagonal Clobber (CGSuite's GenClobber(directions => Coordinates.Diagonal)) on board text. */
export const DIAGONAL_CLOBBER_TEXT: Ruleset<string> = genClobberText(
  "Diagonal Clobber (text)",
  DIAGONAL,
  1,
);

/** AntiClobber on board text: a stone steps onto an adjacent empty cell, leaving an enemy stone. */
export const ANTI_CLOBBER_TEXT: Ruleset<string> = {
  name: "AntiClobber (text)",
  leftOptions: (board) => genClobberMoves(board, "x", ORTHOGONAL, 1, ".", "o"),
  rightOptions: (board) => genClobberMoves(board, "o", ORTHOGONAL, 1, ".", "x"),
};

/**
 * Ski Jumps moves on board text (cgt-tools' rules): `jumper`/`slipper` are the player's two
 * kinds of skier, `dc` the direction they slide (+1 Left, -1 Right), `enemies` the opponent's
 * two kinds and `turned` what a jumped enemy becomes.
 */
function skiMoves(
  board: string,
  jumper: string,
  slipper: string,
  dc: number,
  enemies: string,
  turned: string,
): string[] {
  const grid = cells(board);
  const out: string[] = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      const skier = grid[r][c];
      if (skier !== jumper && skier !== slipper) continue;
      for (let k = 1;; k++) {
        const there = at(grid, r, c + k * dc);
        if (there !== undefined && there !== ".") break;
        const next = cells(board);
        next[r][c] = ".";
        if (there === undefined) {
          out.push(text(next)); // slides off the slope
          break;
        }
        next[r][c + k * dc] = skier;
        out.push(text(next));
      }
      if (
        skier === jumper && enemies.includes(at(grid, r + 1, c) ?? "?") &&
        at(grid, r + 2, c) === "."
      ) {
        const next = cells(board);
        next[r][c] = ".";
        next[r + 1][c] = turned;
        next[r + 2][c] = jumper;
        out.push(text(next));
      }
    }
  }
  return out;
}

/** Ski Jumps on board text: `L`/`l` Left's jumpers and slippers, `R`/`r` Right's. */
export const SKI_JUMPS_TEXT: Ruleset<string> = {
  name: "Ski Jumps (text)",
  leftOptions: (board) => skiMoves(board, "L", "l", 1, "Rr", "r"),
  rightOptions: (board) => skiMoves(board, "R", "r", -1, "Ll", "l"),
};

/** Every board of `rows` by `cols` over the characters of `alphabet`, in a fixed order. */
export function allBoards(rows: number, cols: number, alphabet: string): string[] {
  const n = rows * cols;
  const out: string[] = [];
  const total = alphabet.length ** n;
  for (let code = 0; code < total; code++) {
    let s = "";
    for (let i = 0, k = code; i < n; i++, k = Math.floor(k / alphabet.length)) {
      if (i > 0 && i % cols === 0) s += "|";
      s += alphabet[k % alphabet.length];
    }
    out.push(s);
  }
  return out;
}

/**
 * Writes a grid position back as text: a cell in layer `k` is `chars[k]` (the first layer that
 * holds it), a cell in none is `fallback`.
 */
export function layersText(
  p: { rows: number; cols: number; masks: readonly number[]; high?: readonly number[] },
  chars: string,
  fallback: string,
): string {
  let s = "";
  for (let i = 0; i < p.rows * p.cols; i++) {
    if (i > 0 && i % p.cols === 0) s += "|";
    let c = fallback;
    for (let k = 0; k < chars.length; k++) {
      const on = i < 32
        ? ((p.masks[k] >>> i) & 1) === 1
        : (((p.high ?? [])[k] >>> (i - 32)) & 1) === 1;
      if (on) {
        c = chars[k];
        break;
      }
    }
    s += c;
  }
  return s;
}
