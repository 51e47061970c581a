/**
 * Boards the explorer can edit and play on: a grid of one-character cells for
 * each ruleset, how a click changes a cell, the ruleset notation of a board,
 * and its moves (computed by the engine's rulesets, mapped back to the grid).
 *
 * @module
 */

import {
  AMAZONS,
  CLOBBER,
  DOMINEERING,
  type GridPosition,
  KONANE,
  parseAmazons,
  parseClobber,
  parseDomineering,
  parseKonane,
  parseToads,
  TOADS_AND_FROGS,
} from "./engine_imports.ts";

/** The rulesets with a board editor. */
export type RulesetId = "domineering" | "clobber" | "konane" | "toads" | "hackenbush" | "amazons";

/** The players: Left and Right. */
export type Side = "L" | "R";

/**
 * A board: `cells` holds `rows * cols` characters, row by row.
 *
 * - Domineering: `.` empty, `#` blocked, `L` / `R` covered by a Left (vertical) or Right
 *   (horizontal) domino played on the page.
 * - Clobber and Konane: `.` empty, `x` a Left stone, `o` a Right stone.
 * - Amazons: `.` empty, `x` a Left amazon, `o` a Right amazon, `#` a burnt square.
 * - Toads and Frogs (one row): `.` empty, `T` a toad (Left), `F` a frog (Right).
 * - Hackenbush: each column is a stalk standing on the ground (the last row); `L` a blue edge,
 *   `R` a red one, `.` none. Edges above a gap are not connected and take no part.
 */
export interface Board {
  /** The ruleset. */
  readonly ruleset: RulesetId;
  /** Number of rows (1 for Toads and Frogs). */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** The cells, row by row. */
  readonly cells: readonly string[];
}

/** What the page needs to know about each ruleset. */
export interface RulesetInfo {
  /** Name shown in the chooser. */
  readonly name: string;
  /** The name of the notation function (`domineering("...")`). */
  readonly notation: string;
  /** The cycle of characters a click in edit mode walks through. */
  readonly cycle: readonly string[];
  /** The board a new user sees first. */
  readonly start: string;
  /** Largest number of cells. */
  readonly maxCells: number;
  /**
   * The clicks it takes to pick a move whose changed cells are all clicked while other moves
   * through them remain: 2 for most games (a domino's two halves, a stone and its target), 3
   * for Amazons (the amazon, its landing square, the arrow's square; clicking the amazon's
   * old square third shoots the arrow there).
   *
   * @default {2}
   */
  readonly moveClicks?: number;
}

/** The rulesets in the chooser, in order. */
export const RULESETS: Readonly<Record<RulesetId, RulesetInfo>> = {
  domineering: {
    name: "Domineering",
    notation: "domineering",
    cycle: [".", "#"],
    start: "....|....|....|....",
    maxCells: 64,
  },
  clobber: {
    name: "Clobber",
    notation: "clobber",
    cycle: [".", "x", "o"],
    start: "xox|oxo|xox",
    maxCells: 64,
  },
  konane: {
    name: "Konane",
    notation: "konane",
    cycle: [".", "x", "o"],
    start: "xo.x|.xo.|o.ox",
    maxCells: 64,
  },
  toads: {
    name: "Toads and Frogs",
    notation: "toads",
    cycle: [".", "T", "F"],
    start: "TTT..FFF",
    maxCells: 24,
  },
  hackenbush: {
    name: "Hackenbush",
    notation: "hackenbush",
    cycle: [".", "L", "R"],
    start: "..R.|.RL.|LLRL|LRLR",
    maxCells: 64,
  },
  amazons: {
    name: "Amazons",
    notation: "amazons",
    cycle: [".", "x", "o", "#"],
    start: "x...|o...",
    maxCells: 32,
    moveClicks: 3,
  },
};

/** The ruleset ids in chooser order. */
export const RULESET_IDS: readonly RulesetId[] = Object.keys(RULESETS) as RulesetId[];

const ALLOWED: Readonly<Record<RulesetId, string>> = {
  domineering: ".#LR",
  clobber: ".xo",
  konane: ".xo",
  toads: ".TF",
  hackenbush: ".LR",
  amazons: ".xo#",
};

/**
 * Whether `id` names a ruleset with a board editor.
 *
 * @param id A string.
 * @returns `true` for the ids of {@link RULESETS}.
 */
export function isRulesetId(id: string): id is RulesetId {
  return Object.hasOwn(RULESETS, id);
}

/**
 * Reads a board from its rows separated by `|` (the form kept in links).
 *
 * @param ruleset The ruleset.
 * @param text The rows, such as `"..|.#"`.
 * @returns The board.
 * @throws {SyntaxError} If rows are empty or ragged, or a character is not allowed.
 * @throws {RangeError} If the board has more cells than the ruleset allows.
 */
export function readBoard(ruleset: RulesetId, text: string): Board {
  const rows = text.split("|");
  const cols = rows[0].length;
  if (cols === 0 || rows.some((r) => r.length !== cols)) {
    throw new SyntaxError(
      `Cannot read board: rows must be non-empty and of equal length, received "${text}"`,
    );
  }
  if (ruleset === "toads" && rows.length !== 1) {
    throw new SyntaxError(`Cannot read board: Toads and Frogs has one row, received "${text}"`);
  }
  const cells = rows.join("");
  const bad = [...cells].findIndex((c) => !ALLOWED[ruleset].includes(c));
  if (bad >= 0) {
    throw new SyntaxError(
      `Cannot read board: "${cells[bad]}" is not a ${RULESETS[ruleset].name} cell (allowed: ${
        ALLOWED[ruleset]
      }), received "${text}"`,
    );
  }
  if (cells.length > RULESETS[ruleset].maxCells) {
    throw new RangeError(
      `Cannot read board: at most ${RULESETS[ruleset].maxCells} cells, received ${cells.length}`,
    );
  }
  return { ruleset, rows: rows.length, cols, cells: [...cells] };
}

/**
 * Writes a board as rows separated by `|` (the inverse of {@link readBoard}).
 *
 * @param board The board.
 * @returns The rows.
 */
export function writeBoard(board: Board): string {
  const rows: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    rows.push(board.cells.slice(r * board.cols, (r + 1) * board.cols).join(""));
  }
  return rows.join("|");
}

/**
 * An empty board of the given size (Hackenbush: no edges; Toads and Frogs: one row).
 *
 * @param ruleset The ruleset.
 * @param rows Number of rows.
 * @param cols Number of columns.
 * @returns The board.
 */
export function emptyBoard(ruleset: RulesetId, rows: number, cols: number): Board {
  const r = ruleset === "toads" ? 1 : rows;
  return { ruleset, rows: r, cols, cells: Array.from({ length: r * cols }, () => ".") };
}

/**
 * The board after an edit-mode click on cell `index`: the cell moves to the next character of
 * its ruleset's cycle (a cell covered by a domino becomes empty).
 *
 * @param board The board.
 * @param index The cell.
 * @returns The edited board.
 */
export function editCell(board: Board, index: number): Board {
  const cycle = RULESETS[board.ruleset].cycle;
  const at = cycle.indexOf(board.cells[index]);
  const next = at < 0 ? "." : cycle[(at + 1) % cycle.length];
  const cells = [...board.cells];
  cells[index] = next;
  return { ...board, cells };
}

/** The edges of Hackenbush column `c` that touch the ground, bottom first. */
function stalk(board: Board, c: number): string[] {
  const out: string[] = [];
  for (let r = board.rows - 1; r >= 0; r--) {
    const cell = board.cells[r * board.cols + c];
    if (cell === ".") break;
    out.push(cell);
  }
  return out;
}

/**
 * Whether a cell takes part in the game (for drawing): every cell does, except Hackenbush
 * edges above a gap.
 *
 * @param board The board.
 * @param index The cell.
 * @returns `false` for disconnected Hackenbush edges.
 */
export function isConnected(board: Board, index: number): boolean {
  if (board.ruleset !== "hackenbush") return true;
  const r = Math.floor(index / board.cols);
  const c = index % board.cols;
  return board.rows - r <= stalk(board, c).length;
}

/**
 * The argument of the ruleset's notation function for `board`: the grid with rows separated by
 * `|` (Domineering's covered cells written `#`), the Toads and Frogs row, or the Hackenbush
 * stalks separated by commas.
 *
 * @param board The board.
 * @returns The notation, such as `"..|.."`.
 */
export function boardNotation(board: Board): string {
  if (board.ruleset === "hackenbush") {
    const stalks: string[] = [];
    for (let c = 0; c < board.cols; c++) {
      const s = stalk(board, c).join("");
      if (s !== "") stalks.push(s);
    }
    return stalks.join(",");
  }
  const text = writeBoard(board);
  return board.ruleset === "domineering" ? text.replace(/[LR]/g, "#") : text;
}

/**
 * The board as an expression in the game notation, such as `domineering("..|..")`.
 *
 * @param board The board.
 * @returns The expression.
 */
export function boardExpression(board: Board): string {
  return `${RULESETS[board.ruleset].notation}("${boardNotation(board)}")`;
}

function fromMasks(board: Board, p: GridPosition, side: Side): Board {
  const cells = board.cells.map((cell, i) => {
    const on = (mask: number): boolean => ((mask >>> i) & 1) === 1;
    if (board.ruleset === "domineering") {
      if (on(p.masks[0])) return ".";
      return cell === "." ? side : cell;
    }
    if (board.ruleset === "amazons") {
      // Layers: Left's amazons, Right's, empty squares; anything else is burnt.
      return on(p.masks[0]) ? "x" : on(p.masks[1]) ? "o" : on(p.masks[2]) ? "." : "#";
    }
    return on(p.masks[0]) ? "x" : on(p.masks[1]) ? "o" : ".";
  });
  return { ...board, cells };
}

/**
 * The boards `side` can move to from `board`, by the engine's rules (for Hackenbush stalks:
 * cutting one of the player's edges, with everything above it). Each result keeps the board's
 * size, so a move shows where it was played.
 *
 * @param board The board.
 * @param side The player.
 * @returns The boards after each move, in the engine's order.
 */
export function boardMoves(board: Board, side: Side): Board[] {
  switch (board.ruleset) {
    case "domineering":
    case "clobber":
    case "konane":
    case "amazons": {
      const [parse, rules] = board.ruleset === "domineering"
        ? [parseDomineering, DOMINEERING]
        : board.ruleset === "clobber"
        ? [parseClobber, CLOBBER]
        : board.ruleset === "amazons"
        ? [parseAmazons, AMAZONS]
        : [parseKonane, KONANE];
      const p = parse(boardNotation(board));
      const options = side === "L" ? rules.leftOptions(p) : rules.rightOptions(p);
      return [...options].map((o) => fromMasks(board, o, side));
    }
    case "toads": {
      const row = parseToads(board.cells.join(""));
      const options = side === "L"
        ? TOADS_AND_FROGS.leftOptions(row)
        : TOADS_AND_FROGS.rightOptions(row);
      return [...options].map((o) => ({ ...board, cells: [...o] }));
    }
    case "hackenbush": {
      const out: Board[] = [];
      for (let c = 0; c < board.cols; c++) {
        const edges = stalk(board, c);
        edges.forEach((colour, h) => {
          if (colour !== side) return;
          const cells = [...board.cells];
          for (let k = h; k < edges.length; k++) cells[(board.rows - 1 - k) * board.cols + c] = ".";
          out.push({ ...board, cells });
        });
      }
      return out;
    }
  }
}

/**
 * The cells a move changes: the indices where `after` differs from `before`.
 *
 * @param before The board before the move.
 * @param after The board after it.
 * @returns The changed cells.
 */
export function changedCells(before: Board, after: Board): number[] {
  const out: number[] = [];
  before.cells.forEach((c, i) => {
    if (after.cells[i] !== c) out.push(i);
  });
  return out;
}

/**
 * Picks a move from clicks on the board: the moves of `side` that change every clicked cell.
 * One click picks a move when only one move changes that cell; otherwise a second click
 * narrows the choice (a Domineering domino's other half, a Clobber stone's target), and in
 * Amazons a third (the arrow's square).
 *
 * @param board The board.
 * @param side The player to move.
 * @param clicked The cells clicked so far.
 * @returns The matching moves.
 */
export function movesThrough(board: Board, side: Side, clicked: readonly number[]): Board[] {
  return boardMoves(board, side).filter((after) => {
    const changed = changedCells(board, after);
    return clicked.every((i) => changed.includes(i));
  });
}
