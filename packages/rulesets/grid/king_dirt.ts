/**
 * King Dirt: kings step one cell in any of eight directions and leave dirt behind; in MCGS's
 * generalised form each player may also have kings still to place.
 *
 * The rules, from MCGS (ualberta-mueller-group/MCGS: `src/gen_king_dirt.h`, and the CGSuite
 * definition it is tested against, `utils/CGSuite/GenKingDirt.cgs`): the board has empty cells
 * `.`, Black's kings `x` (Left), White's kings `o` (Right) and dirt `#`. Three parameters come
 * with it: how many kings Black and White still have to place, and `mustPlace`. A player with a
 * king to place may put it on any empty cell; a player may also move one of their kings one step
 * (orthogonally or diagonally) onto an empty cell, the cell it leaves turning to dirt, except
 * that with `mustPlace` a player who can place may not step. The player who cannot move loses.
 * Positions are written as MCGS's tests write them, the three numbers then the board:
 * `"1,1,0:x..|.#.|.x#"` (a board alone has nothing to place; `X`, `O` are read too).
 *
 * @module
 */

import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { describeValue, typeFail } from "../_check.ts";
import { chargeWork } from "../_work.ts";
import { gridRegions, indexInRegion } from "./_regions.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** A King Dirt position: the board and the kings each player has still to place. */
export interface KingDirtPosition {
  /** The number of rows. */
  readonly rows: number;
  /** The number of columns. */
  readonly cols: number;
  /** The cells row by row, each `.`, `x`, `o` or `#`. */
  readonly board: string;
  /** The kings Black (Left) has still to place. */
  readonly black: number;
  /** The kings White (Right) has still to place. */
  readonly white: number;
  /** Whether a player who can place a king must place rather than step. */
  readonly mustPlace: boolean;
}

/** The most cells of a board. */
export const MAX_KING_DIRT_CELLS = 64;

const STEPS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];

const WHAT = "read King Dirt position";

function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 37)}...` : text);
}

/**
 * Reads a King Dirt position: optionally `b,w,m:` (the kings Black and White have to place, and
 * 1 or 0 for `mustPlace`), then the board, rows separated by `|`, each cell `.`, `x`, `o` or `#`
 * (`X` and `O` read as `x` and `o`).
 *
 * @param text The position, at most {@link MAX_KING_DIRT_CELLS} cells.
 * @returns The position.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not in this form, or the rows are ragged.
 * @throws {RangeError} If the board has too many cells or a count of kings is larger than it.
 *
 * @example
 * ```ts
 * import { parseKingDirt } from "@cgt/rulesets/king-dirt";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseKingDirt("1,0,1:X.|.#"), {
 *   rows: 2, cols: 2, board: "x..#", black: 1, white: 0, mustPlace: true,
 * });
 * ```
 */
export function parseKingDirt(text: string): KingDirtPosition {
  if (typeof text !== "string") typeFail(WHAT, 'expected a string such as "1,1,0:x..|.#."', text);
  const m = /^(?:(\d{1,3}),(\d{1,3}),([01]):)?([.xoXO#|]*)$/.exec(text.replaceAll(" ", ""));
  if (m === null) {
    throw new SyntaxError(
      `Cannot ${WHAT}: expected "b,w,m:" then rows of ., x, o and # separated by |, received ${
        quoted(text)
      }`,
    );
  }
  const lines = m[4].toLowerCase().split("|");
  const cols = lines[0].length;
  if (lines.some((l) => l.length !== cols) || cols === 0) {
    throw new SyntaxError(
      `Cannot ${WHAT}: every row must have the same number of cells, at least one, received ${
        quoted(text)
      }`,
    );
  }
  const board = lines.join("");
  if (board.length > MAX_KING_DIRT_CELLS) {
    throw new RangeError(
      `Cannot ${WHAT}: a board has at most ${MAX_KING_DIRT_CELLS} cells, received ${board.length}`,
    );
  }
  const black = Number(m[1] ?? 0);
  const white = Number(m[2] ?? 0);
  for (const n of [black, white]) {
    if (n > board.length) {
      throw new RangeError(
        `Cannot ${WHAT}: a player has at most as many kings to place as the board has cells, received ${n}`,
      );
    }
  }
  return { rows: lines.length, cols, board, black, white, mustPlace: m[3] === "1" };
}

/**
 * Writes a King Dirt position, the inverse of {@link parseKingDirt}: `b,w,m:` then the board,
 * the prefix left out when nobody has a king to place and `mustPlace` is false.
 *
 * @param position A position.
 * @returns Its text.
 * @throws {TypeError} If `position` is not a King Dirt position.
 *
 * @example
 * ```ts
 * import { formatKingDirt, parseKingDirt } from "@cgt/rulesets/king-dirt";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatKingDirt(parseKingDirt("1,1,0:X..|.#.")), "1,1,0:x..|.#.");
 * assert.equal(formatKingDirt(parseKingDirt("x.o")), "x.o");
 * ```
 */
export function formatKingDirt(position: KingDirtPosition): string {
  const p = position as Partial<KingDirtPosition> | null;
  if (
    typeof p !== "object" || p === null || typeof p.board !== "string" ||
    !Number.isInteger(p.rows) || !Number.isInteger(p.cols) ||
    p.board.length !== p.rows! * p.cols!
  ) {
    throw new TypeError(
      `Cannot write King Dirt position: expected { rows, cols, board, black, white, mustPlace }, received ${
        describeValue(position)
      }`,
    );
  }
  const lines: string[] = [];
  for (let r = 0; r < p.rows!; r++) lines.push(p.board.slice(r * p.cols!, (r + 1) * p.cols!));
  const prefix = p.black || p.white || p.mustPlace
    ? `${p.black},${p.white},${p.mustPlace ? 1 : 0}:`
    : "";
  return prefix + lines.join("|");
}

function replaced(board: string, changes: readonly (readonly [number, string])[]): string {
  const cells = [...board];
  for (const [i, ch] of changes) cells[i] = ch;
  return cells.join("");
}

/** The positions after each move of the player whose kings are `king` (`x` Black, `o` White). */
function kingDirtMoves(p: KingDirtPosition, king: "x" | "o"): KingDirtPosition[] {
  const { rows, cols, board } = p;
  const out: KingDirtPosition[] = [];
  const toPlace = king === "x" ? p.black : p.white;
  if (toPlace > 0) {
    for (let i = 0; i < board.length; i++) {
      if (board[i] !== ".") continue;
      out.push({
        ...p,
        board: replaced(board, [[i, king]]),
        black: king === "x" ? p.black - 1 : p.black,
        white: king === "o" ? p.white - 1 : p.white,
      });
    }
  }
  if (!(p.mustPlace && out.length > 0)) {
    for (let i = 0; i < board.length; i++) {
      if (board[i] !== king) continue;
      const r = Math.floor(i / cols);
      const c = i % cols;
      for (const [dr, dc] of STEPS) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || board[nr * cols + nc] !== ".") continue;
        out.push({ ...p, board: replaced(board, [[i, "#"], [nr * cols + nc, king]]) });
      }
    }
  }
  chargeWork(board.length * (out.length + 1));
  return out;
}

/**
 * With no king left to place, the independent parts: the regions of cells that are not dirt,
 * connected by king steps, each cropped with dirt around it; a region without a king or without
 * an empty cell has no move and is left out. With kings to place, a placement may go anywhere, so
 * the position is one part.
 */
function kingDirtParts(p: KingDirtPosition): KingDirtPosition[] {
  if (p.black > 0 || p.white > 0) return [p];
  const { rows, cols, board } = p;
  const parts: KingDirtPosition[] = [];
  for (const region of gridRegions(rows, cols, STEPS, (i) => board[i] !== "#")) {
    const { cells: where } = region;
    if (!where.some((i) => board[i] === ".") || !where.some((i) => board[i] !== ".")) continue;
    const cells = Array<string>(region.rows * region.cols).fill("#");
    for (const i of where) cells[indexInRegion(region, cols, i)] = board[i];
    parts.push({ ...p, rows: region.rows, cols: region.cols, board: cells.join("") });
  }
  chargeWork(board.length * 2);
  return parts;
}

/** The least text of the position over the eight symmetries of the board (kings step any way). */
function kingDirtKey(p: KingDirtPosition): PositionKey {
  const { rows, cols, board } = p;
  const at = (r: number, c: number) => board[r * cols + c];
  const image = (h: number, w: number, f: (r: number, c: number) => string): string => {
    let s = `${h}x${w}:`;
    for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) s += f(r, c);
    return s;
  };
  const R = rows - 1;
  const C = cols - 1;
  const images = [
    image(rows, cols, (r, c) => at(r, c)),
    image(rows, cols, (r, c) => at(r, C - c)),
    image(rows, cols, (r, c) => at(R - r, c)),
    image(rows, cols, (r, c) => at(R - r, C - c)),
    image(cols, rows, (r, c) => at(c, r)),
    image(cols, rows, (r, c) => at(c, C - r)),
    image(cols, rows, (r, c) => at(R - c, r)),
    image(cols, rows, (r, c) => at(R - c, C - r)),
  ];
  chargeWork(8 * board.length);
  let best = images[0];
  for (const s of images) if (s < best) best = s;
  return `${p.black},${p.white},${p.mustPlace ? 1 : 0}:${best}`;
}

/**
 * The rules of King Dirt (see the module doc): Left is Black (`x`), Right White (`o`). With no
 * king left to place, parts are the regions between dirt, cropped; keys are the least text over
 * the eight symmetries of the board, with the counts of kings to place.
 *
 * @example
 * ```ts
 * import { KING_DIRT, parseKingDirt } from "@cgt/rulesets/king-dirt";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...KING_DIRT.leftOptions(parseKingDirt("x..|..."))].length, 3);
 * assert.equal([...KING_DIRT.leftOptions(parseKingDirt("1,0,1:x..|..."))].length, 5);
 * ```
 */
export const KING_DIRT: Ruleset<KingDirtPosition> = {
  name: "King Dirt",
  leftOptions: (p: KingDirtPosition) => kingDirtMoves(p, "x"),
  rightOptions: (p: KingDirtPosition) => kingDirtMoves(p, "o"),
  key: kingDirtKey,
  components: kingDirtParts,
};

const SEARCH = new Solver(KING_DIRT);

/**
 * Returns the canonical value of a King Dirt position (Black is Left), written as
 * {@link parseKingDirt} reads it. Values are cached across calls in one module-wide solver.
 *
 * Cost: exponential in the empty cells (and in the kings to place, which may go on any of them).
 *
 * @param position The position, as MCGS's tests write it.
 * @returns The canonical value.
 * @throws {TypeError} If `position` is not a string.
 * @throws {SyntaxError} If it is not in the form {@link parseKingDirt} reads.
 * @throws {RangeError} If the board or a count of kings is too large.
 *
 * @example
 * ```ts
 * import { kingDirt } from "@cgt/rulesets/king-dirt";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(kingDirt("x..")), "2"); // the king steps right twice
 * assert.equal(formatGame(kingDirt("x.o")), "*"); // whoever steps first takes the one cell
 * ```
 */
export function kingDirt(position: string): Game {
  return SEARCH.value(parseKingDirt(position));
}
