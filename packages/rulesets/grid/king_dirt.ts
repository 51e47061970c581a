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

import { type Game, integer } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { describeValue, typeFail } from "../_check.ts";
import { chargeWork } from "../_work.ts";

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

/** `board` with cell `i` replaced by `ch`. */
function replaced(board: string, i: number, ch: string): string {
  return board.slice(0, i) + ch + board.slice(i + 1);
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
        board: replaced(board, i, king),
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
        out.push({ ...p, board: replaced(replaced(board, i, "#"), nr * cols + nc, king) });
      }
    }
  }
  chargeWork(board.length * (out.length + 1));
  return out;
}

/**
 * The independent parts of a position, each cropped to its box with dirt around its region, the
 * regions being the cells that are not dirt, two of them joined when they are side by side (in
 * any of the eight directions) and one of them is empty. A king only ever moves onto an empty
 * cell, and no cell ever becomes empty again, so what happens in one region never touches
 * another (two kings side by side, with no empty cell between, never meet); a king with no empty
 * neighbour is a region of its own and has no move, as if it were dirt. First, as MCGS does, a count of kings to
 * place is cut to the number E of empty cells: every move fills one empty cell, so a player with
 * at least E kings to place can place whenever any cell is empty, whether the count is E or more.
 * A region without an empty cell never has a move (no step and no placement lands there), so it
 * is left out, and so is a region without a king while nobody has a king to place.
 *
 * The regions are a sum when each count is 0 or E (after the cut). That is clear with nothing to
 * place. A count of E stays at least the number of empty cells after every move (a move fills one
 * cell and spends at most one king), so that player can place in a region exactly when the region
 * has an empty cell, and under `mustPlace` never steps (a step needs an empty cell, which a
 * placement may then take): in both cases what the player may do in a region depends on that
 * region alone, and each part is given, for such a player, a count of its own empty cells, which
 * keeps the same property there. A count strictly between 0 and E ties the regions together (a
 * king placed in one is not there to place in another), so then, as in MCGS, the position is one
 * part: the live regions (those with an empty cell) on a board cropped to hold them.
 */
function kingDirtParts(p: KingDirtPosition): KingDirtPosition[] {
  const { rows, cols, board } = p;
  const n = board.length;
  chargeWork(n * 2);
  // Label the regions (a flood fill over the cells that are not dirt), counting in each its
  // empty cells and its kings. Scratch arrays of the module: nothing here calls back out.
  const label = REGION_OF.fill(-1, 0, n);
  const empties: number[] = [];
  const kings: number[] = [];
  let empty = 0;
  for (let start = 0; start < n; start++) {
    if (label[start] !== -1 || board.charCodeAt(start) === DIRT) continue;
    const id = empties.length;
    let e = 0;
    let k = 0;
    let top = 0;
    STACK[top++] = start;
    label[start] = id;
    while (top > 0) {
      const i = STACK[--top];
      const open = board.charCodeAt(i) === EMPTY;
      if (open) e++;
      else k++;
      const r = (i / cols) | 0;
      const c = i - r * cols;
      for (let dr = -1; dr <= 1; dr++) {
        const nr = r + dr;
        if (nr < 0 || nr >= rows) continue;
        for (let dc = -1; dc <= 1; dc++) {
          const nc = c + dc;
          if (nc < 0 || nc >= cols || (dr === 0 && dc === 0)) continue;
          const j = nr * cols + nc;
          const cell = board.charCodeAt(j);
          // Kings meet only over empty cells: two kings side by side are not joined.
          if (label[j] !== -1 || cell === DIRT || (!open && cell !== EMPTY)) continue;
          label[j] = id;
          STACK[top++] = j;
        }
      }
    }
    empties.push(e);
    kings.push(k);
    empty += e;
  }
  const black = Math.min(p.black, empty);
  const white = Math.min(p.white, empty);
  const placing = black > 0 || white > 0;
  const split = (black === 0 || black === empty) && (white === 0 || white === empty);
  const live = empties.map((e, id) => e > 0 && (placing || kings[id] > 0));
  if (
    black === p.black && white === p.white && (black > 0 || white > 0 || !p.mustPlace) &&
    live.every((l) => l) && (live.length === 1 || !split) && fills(p, label)
  ) {
    // The position is its one part as it stands: every region is live, none to crop.
    return [p];
  }
  const parts: KingDirtPosition[] = [];
  if (!split) {
    // One part: the live regions (those with an empty cell), as MCGS keeps them.
    parts.push({ ...cropped(p, label, (id) => live[id]), black, white, mustPlace: p.mustPlace });
  } else {
    for (let id = 0; id < live.length; id++) {
      if (!live[id]) continue;
      const b = black > 0 ? empties[id] : 0;
      const w = white > 0 ? empties[id] : 0;
      const mustPlace = p.mustPlace && (b > 0 || w > 0);
      parts.push({ ...cropped(p, label, (k) => k === id), black: b, white: w, mustPlace });
    }
  }
  return parts;
}

/** Whether the cells that are not dirt reach every side of the board (nothing to crop). */
function fills(p: KingDirtPosition, label: Int8Array): boolean {
  const { rows, cols } = p;
  let top = false, bottom = false, left = false, right = false;
  for (let c = 0; c < cols && !(top && bottom); c++) {
    top ||= label[c] !== -1;
    bottom ||= label[(rows - 1) * cols + c] !== -1;
  }
  for (let r = 0; r < rows && !(left && right); r++) {
    left ||= label[r * cols] !== -1;
    right ||= label[r * cols + cols - 1] !== -1;
  }
  return top && bottom && left && right;
}

/**
 * The board of `p` holding the cells of the regions that `keep` admits (by their label, -1 for
 * dirt), cropped to them, with dirt for every other cell.
 */
function cropped(
  p: KingDirtPosition,
  label: Int8Array,
  keep: (id: number) => boolean,
): { rows: number; cols: number; board: string } {
  const { rows, cols, board } = p;
  let r0 = rows, r1 = -1, c0 = cols, c1 = -1;
  for (let i = 0; i < board.length; i++) {
    if (label[i] === -1 || !keep(label[i])) continue;
    const r = (i / cols) | 0;
    const c = i - r * cols;
    if (r < r0) r0 = r;
    if (r > r1) r1 = r;
    if (c < c0) c0 = c;
    if (c > c1) c1 = c;
  }
  let text = "";
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const i = r * cols + c;
      text += label[i] !== -1 && keep(label[i]) ? board[i] : "#";
    }
  }
  return { rows: r1 - r0 + 1, cols: c1 - c0 + 1, board: text };
}

const DIRT = "#".charCodeAt(0);
const EMPTY = ".".charCodeAt(0);
/** Scratch space of {@link kingDirtParts}: the region of each cell, and the flood fill's stack. */
const REGION_OF = new Int8Array(MAX_KING_DIRT_CELLS);
const STACK = new Int8Array(MAX_KING_DIRT_CELLS);

/** An image of a board: its rows and columns, and the source cell of each of its cells. */
interface BoardImage {
  readonly rows: number;
  readonly cols: number;
  readonly from: Int8Array;
}

/**
 * The images of a board `rows` by `cols` under its eight symmetries that have no more rows than
 * columns (all eight for a square, the four of one orientation otherwise), made once per shape:
 * at most 64 * 64 shapes, so the map stays small.
 */
const IMAGES = new Map<number, readonly BoardImage[]>();

function imagesOf(rows: number, cols: number): readonly BoardImage[] {
  const id = rows * 65 + cols;
  let images = IMAGES.get(id);
  if (images !== undefined) return images;
  const R = rows - 1;
  const C = cols - 1;
  const maps: [number, number, (r: number, c: number) => number][] = [
    [rows, cols, (r, c) => r * cols + c],
    [rows, cols, (r, c) => r * cols + C - c],
    [rows, cols, (r, c) => (R - r) * cols + c],
    [rows, cols, (r, c) => (R - r) * cols + C - c],
    [cols, rows, (r, c) => c * cols + r],
    [cols, rows, (r, c) => c * cols + C - r],
    [cols, rows, (r, c) => (R - c) * cols + r],
    [cols, rows, (r, c) => (R - c) * cols + C - r],
  ];
  images = maps.filter(([h, w]) => h <= w).map(([h, w, f]) => {
    const from = new Int8Array(h * w);
    for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) from[r * w + c] = f(r, c);
    return { rows: h, cols: w, from };
  });
  IMAGES.set(id, images);
  return images;
}

/**
 * The least text of the position over the symmetries of the board (kings step any way), the
 * counts and the shape first: the images with no more rows than columns are compared cell by
 * cell, and only the least is written.
 */
function kingDirtKey(p: KingDirtPosition): PositionKey {
  const { board } = p;
  const n = board.length;
  chargeWork(8 * n);
  const images = imagesOf(p.rows, p.cols);
  let best = images[0];
  for (let k = 1; k < images.length; k++) {
    const image = images[k];
    for (let i = 0; i < n; i++) {
      const d = board.charCodeAt(image.from[i]) - board.charCodeAt(best.from[i]);
      if (d < 0) best = image;
      if (d !== 0) break;
    }
  }
  let text = `${p.black},${p.white},${p.mustPlace ? 1 : 0}:${best.rows}x${best.cols}:`;
  for (let i = 0; i < n; i++) text += board[best.from[i]];
  return text;
}

/**
 * The rules of King Dirt (see the module doc): Left is Black (`x`), Right White (`o`). Parts are
 * the regions between dirt, cropped, when nobody has a king to place or every count of kings to
 * place covers all the empty cells; otherwise one part, the regions with an empty cell (as MCGS
 * splits; the argument is at the split's function). Keys are the least text over the eight
 * symmetries of the board, with the counts of kings to place cut to the empty cells.
 *
 * Cost: a move list, a split and a key each take time linear in the cells; the split and the
 * key use fixed scratch arrays and one table of board images per shape.
 *
 * @example
 * ```ts
 * import { KING_DIRT, parseKingDirt } from "@cgt/rulesets/king-dirt";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...KING_DIRT.leftOptions(parseKingDirt("x..|..."))].length, 3);
 * assert.equal([...KING_DIRT.leftOptions(parseKingDirt("1,0,1:x..|..."))].length, 5);
 * // Black's 5 kings to place cover the 3 empty cells: the two regions are a sum.
 * assert.equal([...KING_DIRT.components!(parseKingDirt("5,0,0:x.#.."))].length, 2);
 * ```
 */
export const KING_DIRT: Ruleset<KingDirtPosition> = {
  name: "King Dirt",
  leftOptions: (p: KingDirtPosition) => kingDirtMoves(p, "x"),
  rightOptions: (p: KingDirtPosition) => kingDirtMoves(p, "o"),
  key: kingDirtKey,
  components: kingDirtParts,
  shortcut: oneSided,
};

/**
 * The value of a position where one player can never move (no king on the board and none to
 * place), or undefined: the other player's moves are all there is, so the value is the integer
 * n (Black) or -n (White) for the longest run of moves that player can make (a game where only
 * Left moves is the integer one more than its best option). The runs are found by a search of
 * the positions themselves, remembered only for this call, which stops once a run fills every
 * empty cell (no run is longer: each move fills one). Cost: at most one visit per position
 * reachable, each charged to the step budget as a move list is.
 */
function oneSided(p: KingDirtPosition): Game | undefined {
  const blackMoves = p.black > 0 || p.board.includes("x");
  const whiteMoves = p.white > 0 || p.board.includes("o");
  if (blackMoves === whiteMoves) return undefined;
  const king = blackMoves ? "x" : "o";
  let empty = 0;
  for (let i = 0; i < p.board.length; i++) if (p.board[i] === ".") empty++;
  const seen = new Map<string, number>();
  const longest = (q: KingDirtPosition, room: number): number => {
    const id = `${q.black},${q.white}:${q.board}`;
    const known = seen.get(id);
    if (known !== undefined) return known;
    let best = 0;
    for (const next of kingDirtMoves(q, king)) {
      best = Math.max(best, 1 + longest(next, room - 1));
      if (best === room) break;
    }
    seen.set(id, best);
    return best;
  };
  const n = longest(p, empty);
  return integer(blackMoves ? n : -n);
}

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
