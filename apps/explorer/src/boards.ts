/**
 * Boards the explorer can edit and play on, read from the rulesets' catalogue: a grid of
 * one-character cells for each ruleset (or pieces: heaps, cakes, a position as text), how a click
 * changes a cell, the ruleset notation of a board (in a variant, if chosen), and its moves (the
 * engine's options, written back by the ruleset's own `format`).
 *
 * @example
 * ```ts
 * import { boardExpression, boardMoves, readBoard, RULESETS, writeBoard } from "./boards.ts";
 * import assert from "node:assert/strict";
 *
 * assert.equal(RULESETS.domineering.start, "..|..");
 * const board = readBoard("domineering", "...|...");
 * // Left's vertical dominoes, shown in Left's colour; the notation writes them as blocked cells.
 * const moves = boardMoves(board, "L");
 * assert.deepEqual(moves.map(writeBoard), ["L..|L..", ".L.|.L.", "..L|..L"]);
 * assert.equal(boardExpression(moves[0]), 'domineering("#..|#..")');
 * ```
 *
 * @module
 */

import {
  BACKSLIDING_TOADS_AND_FROGS,
  CATALOG,
  type CatalogEntry,
  catalogEntry,
  foxAndGeesePosition,
  foxAndGeeseRuleset,
  MAX_BACKSLIDING_LENGTH,
  MAX_FOX_AND_GEESE_ROWS,
  MAX_FOX_AND_GEESE_WIDTH,
  positionOf,
  type PositionRules,
  windUpRuleset,
} from "./engine_imports.ts";
import { type GameArgument, parseGame } from "@cgt/partizan/notation";

/** The notation name of a ruleset with a board editor, such as `"domineering"`. */
export type RulesetId = string;

/** The players: Left and Right. */
export type Side = "L" | "R";

/**
 * How a board's cells make a position: `grid` rows separated by `|`, a `strip` of one row, or
 * `stalks` (Hackenbush: each column a stalk standing on the last row, written bottom first);
 * or pieces, one per cell: `heaps` (each cell a heap size, such as `"5"`) or `cakes` (each cell
 * a cake, such as `"3x4"`), edited as a list and played from the list of moves; or `text`, one
 * cell holding the position as the ruleset writes it (Toppling Dominoes' `"LRG"`, Chomp's
 * `"4,4,2"`), for rulesets that write positions but have no editor cells; or `numbers`, the
 * integers of the call that are its position (the catalogue's `positionArguments`, such as the
 * `7, 3` of `mem(7, 3)` or the `10, 3` of `takeAway(2, 10, 3)`), one cell each, the call's other
 * arguments kept as the example gives them.
 */
export type Layout = "grid" | "strip" | "stalks" | "heaps" | "cakes" | "text" | "numbers";

/**
 * A board: `cells` holds `rows * cols` characters, row by row, from the ruleset's
 * {@link RulesetInfo.cycle}. On a board whose ruleset {@link RulesetInfo.covers | covers} cells
 * (Domineering, Cram), `L` and `R` are cells covered by a Left or Right move played on the
 * page; the notation writes them as the ruleset's blocked cell. On Hackenbush stalks, edges
 * above a gap are not connected and take no part.
 */
export interface Board {
  /** The ruleset. */
  readonly ruleset: RulesetId;
  /** Number of rows (1 for a strip). */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** The cells, row by row. */
  readonly cells: readonly string[];
  /**
   * A variant of the ruleset played on the board (the name of a catalogue entry of kind
   * `variant`, such as `"impartialVariant"`), or absent for the ruleset itself. A twisted
   * position after an odd number of moves is the negative of a twisted variant, written as the
   * notation writes it, with a minus: `"-twistedVariant"`.
   */
  readonly variant?: string;
  /**
   * Set on a Fox and Geese board after a move that lets the fox escape: the game is then the
   * ruleset's position `off` (the fox moves for ever), which no cell shows; its expression is
   * `off` and it has no moves.
   */
  readonly escaped?: true;
}

/** What the page needs to know about each ruleset, read from its catalogue entry. */
export interface RulesetInfo {
  /** Name shown in the chooser (the entry's `title`). */
  readonly name: string;
  /** The name of the notation function (`domineering("...")`). */
  readonly notation: string;
  /** The rule, in one line (the entry's `rule`). */
  readonly rule: string;
  /** How the cells make a position. */
  readonly layout: Layout;
  /** The cycle of characters a click in edit mode walks through, the empty cell first. */
  readonly cycle: readonly string[];
  /** The board a new user sees first: the position of the entry's example, as rows. */
  readonly start: string;
  /** Largest number of cells. */
  readonly maxCells: number;
  /**
   * The most rows and the most columns the ruleset itself takes, where it bounds them below
   * what {@link RulesetInfo.maxCells} allows (Fox and Geese: 24 rows of 16 columns, its module's
   * `MAX_FOX_AND_GEESE_ROWS` and `MAX_FOX_AND_GEESE_WIDTH`). A larger board is no position:
   * {@link unreachableHint} says so, and {@link resizeBoard} does not make one.
   */
  readonly maxSize?: { readonly rows: number; readonly cols: number };
  /**
   * Whether moves fill empty cells with the one other cell of the cycle (a placement game:
   * Domineering, Cram): the page then shows those cells as `L` or `R`, in the colour of the
   * player who filled them.
   */
  readonly covers: boolean;
  /** The rules, with the parse and format of positions. */
  readonly rules: PositionRules;
  /**
   * The string arguments the notation call takes before the position (a code, such as
   * `"0.77"` in `takeAndBreak("0.77", 5, 7)`), from the entry's example.
   */
  readonly params: readonly string[];
  /**
   * For the `numbers` layout: the example's call (strings and integers, in order) and where in
   * it the position's integers are, `count` of them from index `from`.
   */
  readonly numbers?: {
    readonly call: readonly (string | bigint)[];
    readonly from: number;
    readonly count: number;
    /** Whether the position is a sum of such components (the board a list of them). */
    readonly sum: boolean;
  };
  /**
   * For a schema (the catalogue's `schemaOf`): the named arguments its call ends with, as its
   * example writes them (`maxSlide => 2`), kept in every expression the board writes.
   */
  readonly named?: string;
  /**
   * Whether the ruleset is loopy (play can return to a position): its board is valued in the
   * loopy notation and its moves carry no winning-move marks.
   */
  readonly loopy?: true;
  /**
   * Whether the ruleset counts rows from the bottom (Fox and Geese: row 1 at the bottom, column
   * 1 at the left, pieces on the squares with row + column even), so a resize keeps the bottom
   * rows and every piece on its square as counted from the bottom left. Stalks stand on the
   * bottom row too, and are resized the same way.
   */
  readonly fromBottom?: true;
  /**
   * Pieces a position needs at least one of (Fox and Geese's fox `o` and a goose `x`), and the
   * hint the page shows while the board lacks one: such a board is edited as any other, but
   * not valued.
   */
  readonly needs?: {
    readonly cells: readonly string[];
    readonly hint: string;
    /**
     * Why a board that lacks a needed piece can never become a position (no placement of the
     * missing pieces on its empty cells completes it), or `undefined` if the ruleset cannot say.
     */
    readonly unreachable?: (board: Board) => string | undefined;
  };
}

/**
 * Rulesets the catalogue gives no editor cells, edited as stalks: Hackenbush's positions are
 * trees (a `graph` in the catalogue), which a grid of cells cannot draw in general, so the
 * explorer edits the trees that are stalks, one per column, with these cells (empty first).
 */
const STALK_CELLS: Readonly<Record<string, string>> = { hackenbush: ".LR" };

/**
 * The most cells of a board, by layout: 64 (the rulesets' bitboards) for grids and stalks, 24
 * for a strip (rows of toads and frogs branch a lot, so longer ones outrun the step budget).
 */
const MAX_CELLS: Readonly<Record<Layout, number>> = {
  grid: 64,
  strip: 24,
  stalks: 64,
  heaps: 64,
  cakes: 64,
  text: 1,
  numbers: 4,
};

/** The largest heap of a heap board (the heap games' tables are computed up to it). */
export const MAX_BOARD_HEAP = 64;
/** The largest integer of a `numbers` board (a heap of Mem or Wythoff, a number of Euclid). */
export const MAX_BOARD_NUMBER = 64;
/** The most components of a `numbers` board of a sum (a heap-rule product's `3x4,1x4`). */
export const MAX_BOARD_COMPONENTS = 16;
/** The largest side of a cake on a cake board. */
export const MAX_BOARD_CAKE_SIDE = 32;

/** The arguments of a call in an entry's example: quoted strings and integers, in order. */
function exampleArguments(entry: CatalogEntry): (string | bigint)[] {
  const match = /^\w+\((.*)\)$/.exec(entry.example);
  if (match === null) return [];
  return [...match[1].matchAll(/"([^"]*)"|(-?\d+)/g)].map((m) =>
    m[1] !== undefined ? m[1] : BigInt(m[2])
  );
}

/**
 * The editor of an entry of pieces, read from its example and its notation's position: heaps
 * when the call is strings then heap sizes and its position is the sorted list of those sizes;
 * cakes when the entry is a cake ruleset; coins (a strip of `T` and `H`) when the call is strings
 * ending in the row.
 */
function pieceInfo(entry: CatalogEntry): RulesetInfo | undefined {
  const notation = entry.notation;
  if (notation === undefined || entry.loopy) return undefined;
  const args = exampleArguments(entry);
  const strings = args.filter((a): a is string => typeof a === "string");
  const sizes = args.filter((a): a is bigint => typeof a === "bigint").map(Number);
  const base = { name: entry.title, notation: entry.name, rule: entry.rule, covers: false };
  if (entry.kind === "cake" && entry.cake !== undefined && sizes.length === 2) {
    const ruleset = entry.cake;
    return {
      ...base,
      layout: "cakes",
      cycle: [],
      start: `${sizes[0]}x${sizes[1]}`,
      maxCells: MAX_CELLS.cakes,
      params: [],
      rules: { ruleset, parse: parseCakes, format: formatCakes },
    };
  }
  if (entry.kind === "heap" && sizes.length > 0 && args.at(-1) === BigInt(sizes.at(-1)!)) {
    const params = args.slice(0, strings.length);
    if (params.some((a) => typeof a !== "string")) return undefined;
    // No heaps left is the heap 0 (some calls, such as join's, need at least one heap).
    const at = (heaps: number[]) =>
      positionOf(notation, [...strings, ...(heaps.length === 0 ? [0] : heaps).map(BigInt)]);
    const position = at(sizes)?.position;
    const sorted = [...sizes].sort((a, b) => a - b);
    if (JSON.stringify(position) !== JSON.stringify(sorted)) return undefined;
    return {
      ...base,
      layout: "heaps",
      cycle: [],
      start: sizes.join(","),
      maxCells: MAX_CELLS.heaps,
      params: strings,
      rules: {
        ruleset: at(sizes)!.ruleset,
        parse: (text) => at(parseHeaps(text))!.position,
        format: (p) => (p as number[]).filter((n) => n > 0).join(","),
      },
    };
  }
  if (entry.kind === "coins" && strings.length === args.length && strings.length > 0) {
    const params = strings.slice(0, -1);
    const row = strings.at(-1)!;
    const at = (text: string) => positionOf(notation, [...params, text])!;
    return {
      ...base,
      layout: "strip",
      cycle: ["T", "H"],
      start: row,
      maxCells: MAX_CELLS.strip,
      params,
      rules: {
        ruleset: at(row).ruleset,
        parse: (text) => {
          // The value checks the row (its characters and length) and costs one pass over it.
          notation([...params, text]);
          return at(text).position;
        },
        format: (p) => String(p),
      },
    };
  }
  return undefined;
}

/**
 * The editor of an entry whose position is integers of its call (its catalogue
 * `positionArguments`): the call is the example's, with those integers replaced.
 */
function numbersInfo(entry: CatalogEntry): RulesetInfo | undefined {
  const notation = entry.notation;
  const range = entry.positionArguments;
  if (notation === undefined || range === undefined || entry.loopy) return undefined;
  // Named parameters (genMem's predicate) come last, kept as the example writes them.
  const full = callArguments(entry);
  const call = full.filter((a): a is string | bigint =>
    typeof a === "string" || typeof a === "bigint"
  );
  const named = /, (\w+ =>.*)\)$/.exec(entry.example)?.[1];
  if ((full.length > call.length) !== (named !== undefined)) return undefined;
  const { from, count } = range;
  const sum = range.sum === true;
  const numbers = call.slice(from, from + count);
  if (numbers.length !== count || numbers.some((a) => typeof a !== "bigint")) return undefined;
  const at = (values: readonly number[]) =>
    positionOf(
      notation,
      full.map((a, i) => i >= from && i < from + count ? BigInt(values[i - from]) : a),
    )!;
  const start = numbers.join(sum ? "x" : ",");
  // A sum's components are written as their numbers joined by "x" ("3x4,1x4").
  const parse = sum
    ? (text: string) =>
      text === ""
        ? []
        : text.split(",").flatMap((c) =>
          at(parseNumbers(c.replaceAll("x", ","), count)).position as unknown[]
        )
    : (text: string) => at(parseNumbers(text, count)).position;
  return {
    name: entry.title,
    notation: entry.name,
    rule: entry.rule,
    covers: false,
    layout: "numbers",
    cycle: [],
    start,
    maxCells: sum ? MAX_BOARD_COMPONENTS : Math.min(count, MAX_CELLS.numbers),
    params: [],
    numbers: { call, from, count, sum },
    ...(named === undefined ? {} : { named }),
    rules: {
      ruleset: at(numbers.map(Number)).ruleset,
      parse,
      // A component is a list of the numbers, or a record of them in order (a cake's rows, cols).
      format: sum
        ? (p) =>
          (p as (number[] | Record<string, number>)[])
            .map((c) => (Array.isArray(c) ? c : Object.values(c)).join("x"))
            .join(",")
        : (p) => (p as number[]).join(","),
    },
  };
}

/** Exactly `count` integers such as `"8,3"`, each from 0 to {@link MAX_BOARD_NUMBER}. */
function parseNumbers(text: string, count: number): number[] {
  const parts = text === "" ? [] : text.split(",");
  if (parts.length !== count) {
    throw new RangeError(
      `Cannot read numbers: the position is ${count} integers separated by commas, received "${text}"`,
    );
  }
  return parts.map((h) => {
    const n = Number(h);
    if (!/^\d+$/.test(h) || n > MAX_BOARD_NUMBER) {
      throw new RangeError(
        `Cannot read numbers: each is an integer from 0 to ${MAX_BOARD_NUMBER}, received "${h}"`,
      );
    }
    return n;
  });
}

/** Heap sizes such as `"5,7"` (empty: no heaps). */
function parseHeaps(text: string): number[] {
  if (text === "") return [];
  return text.split(",").map((h) => {
    const n = Number(h);
    if (!/^\d+$/.test(h) || n > MAX_BOARD_HEAP) {
      throw new RangeError(
        `Cannot read heaps: a heap is an integer from 0 to ${MAX_BOARD_HEAP}, received "${h}"`,
      );
    }
    return n;
  });
}

/** A cake position (a list of `{ rows, cols }`) from cakes such as `"3x4,2x2"`. */
function parseCakes(text: string): { rows: number; cols: number }[] {
  if (text === "") return [];
  return text.split(",").map((cake) => {
    const match = /^(\d+)x(\d+)$/.exec(cake);
    const [rows, cols] = match === null ? [0, 0] : [Number(match[1]), Number(match[2])];
    if (
      rows < 1 || cols < 1 || rows > MAX_BOARD_CAKE_SIDE || cols > MAX_BOARD_CAKE_SIDE
    ) {
      throw new RangeError(
        `Cannot read cakes: a cake is ROWSxCOLS with sides from 1 to ${MAX_BOARD_CAKE_SIDE}, received "${cake}"`,
      );
    }
    return { rows, cols };
  });
}

/** Cakes as `"3x4,2x2"`. */
function formatCakes(position: unknown): string {
  return (position as { rows: number; cols: number }[]).map((c) => `${c.rows}x${c.cols}`).join(
    ",",
  );
}

/** The position in an entry's example `name("position")`. */
function examplePosition(entry: CatalogEntry): string {
  const match = /^\w+\("([^"]*)"\)$/.exec(entry.example);
  if (match === null) {
    throw new TypeError(
      `Cannot make a board editor: the example of ${entry.name} is not name("position"), received ${entry.example}`,
    );
  }
  return match[1];
}

/** Stalks such as `"LLR,R"` (bottom first) as board rows, each column a stalk on the last row. */
function stalkRows(text: string): string {
  const stalks = text === "" ? [] : text.split(",");
  const height = Math.max(1, ...stalks.map((s) => s.length));
  const rows: string[] = [];
  for (let r = 0; r < height; r++) {
    rows.push(stalks.map((s) => s[height - 1 - r] ?? ".").join("") || ".");
  }
  return rows.join("|");
}

/** The arguments of an entry's example call, as the notation passes them (named ones too). */
function callArguments(entry: CatalogEntry): GameArgument[] {
  let args: GameArgument[] = [];
  parseGame(entry.example, {
    functions: {
      [entry.name]: (given) => {
        args = given;
        return parseGame("0");
      },
    },
  });
  return args;
}

/**
 * The editor of a schema whose positions are another entry's (its catalogue `schemaOf`): that
 * entry's board, played by the schema's rules with the named parameters of its example.
 */
function schemaInfo(entry: CatalogEntry): RulesetInfo | undefined {
  const base = entry.schemaOf === undefined ? undefined : catalogEntry(entry.schemaOf);
  const board = base === undefined ? undefined : rulesetInfo(base);
  const notation = entry.notation;
  const match = /^\w+\("([^"]*)", (.*)\)$/.exec(entry.example);
  if (board?.rules.format === undefined || notation === undefined || match === null) {
    return undefined;
  }
  if ((board.layout !== "grid" && board.layout !== "strip") || board.params.length > 0) {
    return undefined;
  }
  const [, example, named] = match;
  const parameters = callArguments(entry).slice(1);
  const at = (text: string) => positionOf(notation, [text, ...parameters])!;
  return {
    ...board,
    name: entry.title,
    notation: entry.name,
    rule: entry.rule,
    start: board.rules.format(at(example).position),
    named,
    rules: {
      ruleset: at(example).ruleset,
      parse: (text) => at(text).position,
      format: board.rules.format,
    },
  };
}

/**
 * The board editors of the loopy rulesets, whose catalogue entries give a notation of values but
 * no position rules: Backsliding Toads and Frogs on a strip of Toads and Frogs' cells, and
 * Wind-Up on the position of its example's clock (the set and the size kept).
 */
function loopyInfo(entry: CatalogEntry): RulesetInfo | undefined {
  const base = { name: entry.title, notation: entry.name, rule: entry.rule, covers: false };
  if (entry.name === "backsliding") {
    const cells = catalogEntry("toads")?.cells;
    if (cells === undefined) return undefined;
    return {
      ...base,
      loopy: true,
      layout: "strip",
      cycle: [...cells],
      start: examplePosition(entry),
      maxCells: Math.min(MAX_CELLS.strip, MAX_BACKSLIDING_LENGTH),
      params: [],
      rules: {
        ruleset: BACKSLIDING_TOADS_AND_FROGS,
        parse: (text) => text,
        format: (p) => String(p),
      },
    };
  }
  if (entry.name === "foxgeese") {
    // Geese `x`, the fox `o`; the ruleset is per width, so moves build it from the board's.
    const start = examplePosition(entry);
    const width = start.split("|")[0].length;
    return {
      ...base,
      loopy: true,
      layout: "grid",
      cycle: [".", "x", "o"],
      start,
      maxCells: MAX_CELLS.grid,
      maxSize: { rows: MAX_FOX_AND_GEESE_ROWS, cols: MAX_FOX_AND_GEESE_WIDTH },
      params: [],
      fromBottom: true,
      needs: {
        cells: ["o", "x"],
        hint: "A position needs the fox (o) and at least one goose (x), on dark squares: " +
          "place them in any order.",
        unreachable: foxGeeseUnreachable,
      },
      rules: {
        ruleset: foxAndGeeseRuleset(width),
        parse: foxAndGeesePosition,
      },
    };
  }
  if (entry.name === "windUp") {
    const call = exampleArguments(entry);
    const [moves, size, position] = call;
    if (
      call.length !== 3 || typeof moves !== "string" || typeof size !== "bigint" ||
      typeof position !== "bigint"
    ) return undefined;
    const ruleset = windUpRuleset(moves, Number(size));
    return {
      ...base,
      loopy: true,
      layout: "numbers",
      cycle: [],
      start: String(position),
      maxCells: 1,
      params: [],
      numbers: { call, from: 2, count: 1, sum: false },
      rules: {
        ruleset,
        parse: (text) => {
          const [n] = parseNumbers(text, 1);
          if (n >= ruleset.size) {
            throw new RangeError(
              `Cannot read numbers: a position of the clock is below its size ${ruleset.size}, received "${text}"`,
            );
          }
          return n;
        },
        format: (p) => String(p),
      },
    };
  }
  return undefined;
}

/** The board editor of a catalogue entry, if it has one. */
function rulesetInfo(entry: CatalogEntry): RulesetInfo | undefined {
  if (entry.loopy) return loopyInfo(entry);
  if (entry.positionArguments !== undefined) return numbersInfo(entry);
  // A schema takes named parameters: it has a board when its positions are another entry's.
  if (entry.example.includes("=>")) return schemaInfo(entry);
  const rules = entry.position;
  if (rules?.format === undefined) return pieceInfo(entry);
  const stalks = Object.hasOwn(STALK_CELLS, entry.name) ? STALK_CELLS[entry.name] : undefined;
  const cells = entry.cells ?? stalks;
  if (cells === undefined) {
    // Graphs are drawn by the graph editor, not written as text here.
    if (entry.kind === "graph") return undefined;
    return {
      name: entry.title,
      notation: entry.name,
      rule: entry.rule,
      layout: "text",
      cycle: [],
      start: rules.format(rules.parse(examplePosition(entry))),
      maxCells: MAX_CELLS.text,
      covers: false,
      rules,
      params: [],
    };
  }
  const layout: Layout = stalks !== undefined
    ? "stalks"
    : entry.kind === "strip"
    ? "strip"
    : "grid";
  const example = examplePosition(entry);
  return {
    name: entry.title,
    notation: entry.name,
    rule: entry.rule,
    layout,
    cycle: [...cells],
    // The example as the ruleset writes it back (Elephants and Rhinos reads "tt..ff" as "TT..FF").
    start: layout === "stalks" ? stalkRows(example) : rules.format(rules.parse(example)),
    maxCells: MAX_CELLS[layout],
    covers: layout !== "stalks" && cells.length === 2 && cells[0] === ".",
    rules,
    params: [],
  };
}

/**
 * The rulesets in the chooser, in catalogue order: every catalogue entry with editor `cells`
 * and a `format` of positions, Hackenbush as stalks, and the entries of pieces: heap games whose
 * call is a code and heap sizes (edited as a list of heaps), cakes (a list of cakes), rows of
 * coins, the entries whose position is integers of the call (the catalogue's
 * `positionArguments`, edited as a list of numbers), and the schemas whose positions are another
 * entry's (`schemaOf`: that entry's board, the example's named parameters kept).
 */
export const RULESETS: Readonly<Record<RulesetId, RulesetInfo>> = Object.freeze(
  Object.fromEntries(
    CATALOG.flatMap((entry) => {
      const info = rulesetInfo(entry);
      return info === undefined ? [] : [[entry.name, info] as const];
    }),
  ),
);

/** The ruleset ids in chooser order. */
export const RULESET_IDS: readonly RulesetId[] = Object.freeze(Object.keys(RULESETS));

/**
 * Whether `id` names a ruleset with a board editor.
 *
 * @param id A string.
 * @returns `true` for the ids of {@link RULESETS}.
 */
export function isRulesetId(id: string): id is RulesetId {
  return Object.hasOwn(RULESETS, id);
}

function info(ruleset: RulesetId): RulesetInfo {
  if (!isRulesetId(ruleset)) {
    throw new RangeError(
      `Cannot use board: the ruleset must be one of ${RULESET_IDS.join(", ")}, received ${ruleset}`,
    );
  }
  return RULESETS[ruleset];
}

/** The characters a board of the ruleset may hold. */
function allowed(ruleset: RulesetInfo): string {
  return ruleset.cycle.join("") + (ruleset.covers ? "LR" : "");
}

/** Whether a layout holds pieces (heaps, cakes, a position as text) rather than characters. */
function isPieces(layout: Layout): boolean {
  return layout === "heaps" || layout === "cakes" || layout === "text" || layout === "numbers";
}

/** The cells of a board of pieces written as `text`. */
function pieceCells(layout: Layout, text: string): string[] {
  if (layout === "text") return [text];
  return text === "" ? [] : text.split(",");
}

/**
 * Reads a board from its rows separated by `|` (the form kept in links; pieces: separated by
 * commas, such as `"5,7"` or `"3x4,2x2"`). The board must also be a position of the ruleset (its
 * `parse` takes the board's notation), unless it is a board the page shows a hint for instead of
 * a value, as when the same board is reached by editing: one still lacking a piece its positions
 * need ({@link incompleteHint}) or one that says why it can never be a position
 * ({@link unreachableHint}, such as a Fox and Geese goose on a light square).
 *
 * @param ruleset The ruleset.
 * @param text The rows, such as `"..|.#"`.
 * @param variant A variant to play the board in (see {@link variantsOf}), or undefined.
 * @returns The board.
 * @throws {SyntaxError} If rows are empty or ragged, or a character is not allowed.
 * @throws {RangeError} If the ruleset has no board, or the board has more cells than it allows,
 * or the variant does not take the ruleset.
 */
export function readBoard(ruleset: RulesetId, text: string, variant?: string): Board {
  const rules = info(ruleset);
  if (variant !== undefined && !variantsOf(ruleset).includes(unsigned(variant).name)) {
    throw new RangeError(
      `Cannot read board: the variant must be one of ${
        variantsOf(ruleset).join(", ") || "none for this ruleset"
      }, received ${variant}`,
    );
  }
  if (isPieces(rules.layout)) {
    const cells = pieceCells(rules.layout, text);
    if (cells.length > rules.maxCells) {
      throw new RangeError(
        `Cannot read board: at most ${rules.maxCells} pieces, received ${cells.length}`,
      );
    }
    rules.rules.parse(text);
    return { ruleset, rows: 1, cols: cells.length, cells };
  }
  const rows = text.split("|");
  const cols = rows[0].length;
  if (cols === 0 || rows.some((r) => r.length !== cols)) {
    throw new SyntaxError(
      `Cannot read board: rows must be non-empty and of equal length, received "${text}"`,
    );
  }
  if (rules.layout === "strip" && rows.length !== 1) {
    throw new SyntaxError(`Cannot read board: ${rules.name} has one row, received "${text}"`);
  }
  const cells = rows.join("");
  const bad = [...cells].findIndex((c) => !allowed(rules).includes(c));
  if (bad >= 0) {
    throw new SyntaxError(
      `Cannot read board: "${cells[bad]}" is not a ${rules.name} cell (allowed: ${
        allowed(rules)
      }), received "${text}"`,
    );
  }
  if (cells.length > rules.maxCells) {
    throw new RangeError(
      `Cannot read board: at most ${rules.maxCells} cells, received ${cells.length}`,
    );
  }
  const board: Board = { ruleset, rows: rows.length, cols, cells: [...cells] };
  if (incompleteHint(board) === undefined && unreachableHint(board) === undefined) {
    rules.rules.parse(boardNotation(board));
  }
  return variant === undefined ? board : { ...board, variant };
}

/**
 * Writes a board as rows separated by `|` (the inverse of {@link readBoard}).
 *
 * @param board The board.
 * @returns The rows.
 */
export function writeBoard(board: Board): string {
  if (isPieces(info(board.ruleset).layout)) return board.cells.join(",");
  const rows: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    rows.push(board.cells.slice(r * board.cols, (r + 1) * board.cols).join(""));
  }
  return rows.join("|");
}

/**
 * An empty board of the given size (stalks: no edges; a strip: one row; pieces: none, but a text
 * position is the example's and numbers are all 0).
 *
 * @param ruleset The ruleset.
 * @param rows Number of rows.
 * @param cols Number of columns.
 * @returns The board.
 */
export function emptyBoard(ruleset: RulesetId, rows: number, cols: number): Board {
  const rules = info(ruleset);
  if (rules.layout === "text") return readBoard(ruleset, rules.start);
  if (rules.numbers !== undefined && !rules.numbers.sum) {
    return readBoard(ruleset, Array.from({ length: rules.numbers.count }, () => "0").join(","));
  }
  if (isPieces(rules.layout)) return { ruleset, rows: 1, cols: 0, cells: [] };
  const r = rules.layout === "strip" ? 1 : rows;
  return { ruleset, rows: r, cols, cells: Array.from({ length: r * cols }, () => rules.cycle[0]) };
}

/** A board after {@link resizeBoard}, and how many of its non-empty cells did not fit. */
export interface Resized {
  /** The resized board. */
  readonly board: Board;
  /** The non-empty cells of the old board that fall outside the new one (they are dropped). */
  readonly dropped: number;
  /** What the page says of the dropped cells, or `undefined` when none was dropped. */
  readonly note?: string;
}

/**
 * The board resized to `rows` by `cols`, keeping each cell that fits where its ruleset counts
 * it from: the top-left cell for most rulesets, the bottom-left one where rows are counted from
 * the bottom ({@link RulesetInfo.fromBottom}: Fox and Geese, whose pieces then stay on dark
 * squares, and Hackenbush stalks, which stay on the ground). New cells are empty; cells outside
 * the new size are dropped and counted. A strip keeps its one row. As after an edit
 * ({@link editCell}), the board keeps its variant and is a position again after a fox's escape.
 *
 * @param board A board with cells (not a board of pieces).
 * @param rows The new number of rows.
 * @param cols The new number of columns.
 * @returns The resized board and the number of non-empty cells dropped.
 * @throws {RangeError} If the board is of pieces, or the size is not 1 to the ruleset's most
 * cells, or it has more rows or columns than the ruleset takes ({@link RulesetInfo.maxSize}).
 *
 * @example
 * ```ts
 * import { readBoard, resizeBoard, writeBoard } from "./boards.ts";
 * import assert from "node:assert/strict";
 *
 * // Fox and Geese counts rows from the bottom: a new row goes on top, the pieces stay put.
 * const { board, dropped } = resizeBoard(readBoard("foxgeese", "x..|...|o.."), 4, 3);
 * assert.equal(writeBoard(board), "...|x..|...|o..");
 * assert.equal(dropped, 0);
 * // Domineering keeps the top-left cells; the blocked cell at the bottom right is dropped.
 * const cut = resizeBoard(readBoard("domineering", "...|..#"), 1, 3);
 * assert.deepEqual([writeBoard(cut.board), cut.dropped], ["...", 1]);
 * assert.match(cut.note ?? "", /dropped 1 piece/);
 * ```
 */
export function resizeBoard(board: Board, rows: number, cols: number): Resized {
  const rules = info(board.ruleset);
  if (isPieces(rules.layout)) {
    throw new RangeError(
      `Cannot resize board: a board of pieces has no rows and columns, received ${rules.name}`,
    );
  }
  const r = rules.layout === "strip" ? 1 : rows;
  if (
    !Number.isInteger(r) || !Number.isInteger(cols) || r < 1 || cols < 1 ||
    r * cols > rules.maxCells
  ) {
    throw new RangeError(
      `Cannot resize board: a ${rules.name} board has 1 to ${rules.maxCells} cells, received ${rows} by ${cols}`,
    );
  }
  const most = rules.maxSize;
  if (most !== undefined && (r > most.rows || cols > most.cols)) {
    throw new RangeError(
      `Cannot resize board: a ${rules.name} board has at most ${most.rows} rows of ${most.cols} columns, received ${rows} by ${cols}`,
    );
  }
  const next = emptyBoard(board.ruleset, r, cols);
  const cells = [...next.cells];
  const fromBottom = rules.fromBottom === true || rules.layout === "stalks";
  const empty = rules.cycle[0];
  let dropped = 0;
  for (let i = 0; i < board.cells.length; i++) {
    const oldRow = Math.floor(i / board.cols);
    const c = i % board.cols;
    const row = fromBottom ? oldRow + r - board.rows : oldRow;
    if (row >= 0 && row < r && c < cols) cells[row * cols + c] = board.cells[i];
    else if (board.cells[i] !== empty) dropped++;
  }
  // An edited board is a position again, even after a fox's escape (as with editCell).
  const { escaped: _escaped, ...kept } = board;
  const resized: Board = { ...kept, rows: r, cols, cells };
  if (dropped === 0) return { board: resized, dropped };
  const what = dropped === 1
    ? "1 piece that no longer fits"
    : `${dropped} pieces that no longer fit`;
  const from = fromBottom ? "counted from the bottom-left cell" : "counted from the top-left cell";
  return {
    board: resized,
    dropped,
    note: `The resize dropped ${what} (cells are kept ${from}).`,
  };
}

/**
 * The board after an edit-mode click on cell `index`: the cell moves to the next character of
 * its ruleset's cycle (a cell covered by a move becomes empty), skipping characters that make
 * no position of the ruleset (a NoGo stone that leaves a group without a liberty). Boards of
 * pieces are not edited by clicks (unchanged).
 *
 * @param board The board.
 * @param index The cell.
 * @returns The edited board.
 */
export function editCell(board: Board, index: number): Board {
  const rules = info(board.ruleset);
  const cycle = rules.cycle;
  if (cycle.length === 0) return board;
  // An edited board is a position again, even after a fox's escape.
  const { escaped: _escaped, ...kept } = board;
  let at = cycle.indexOf(board.cells[index]);
  for (let tries = 0; tries < cycle.length; tries++) {
    at = at < 0 ? 0 : (at + 1) % cycle.length;
    const cells = [...board.cells];
    cells[index] = cycle[at];
    const next = { ...kept, cells };
    if (at === 0 || isPosition(next) || incompleteHint(next) !== undefined) return next;
  }
  return board;
}

/**
 * The hint for a board that lacks a piece its ruleset's positions need (a Fox and Geese board
 * without its fox or without geese): `undefined` for any other board. A board lacks one when no
 * cell holds it and putting the missing pieces on empty cells would make a position, so pieces
 * can be placed in any order; a board that no such placement completes (a goose on a light
 * square) stays refused.
 *
 * @param board A board.
 * @returns The hint to show instead of a value, or `undefined`.
 *
 * @example
 * ```ts
 * import { emptyBoard, incompleteHint } from "./boards.ts";
 * import assert from "node:assert/strict";
 *
 * assert.match(incompleteHint(emptyBoard("foxgeese", 4, 4)) ?? "", /needs the fox/);
 * assert.equal(incompleteHint(emptyBoard("domineering", 2, 2)), undefined);
 * ```
 */
export function incompleteHint(board: Board): string | undefined {
  const rules = info(board.ruleset);
  const needs = rules.needs;
  // A board larger than the ruleset takes is completed by no placement: unreachableHint says so.
  if (needs === undefined || board.escaped || sizeHint(rules, board) !== undefined) {
    return undefined;
  }
  const missing = needs.cells.filter((c) => !board.cells.includes(c));
  if (missing.length === 0) return undefined;
  const empty = rules.cycle[0];
  // Depth-first over empty cells, one missing piece per level (at most two levels here).
  const completes = (cells: readonly string[], k: number): boolean => {
    if (k === missing.length) return isPosition({ ...board, cells: [...cells] });
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] !== empty) continue;
      const next = [...cells];
      next[i] = missing[k];
      if (completes(next, k + 1)) return true;
    }
    return false;
  };
  return completes(board.cells, 0) ? needs.hint : undefined;
}

/**
 * The hint for a board that is no position and can never become one by placing the pieces it
 * lacks (a Fox and Geese board too small for the fox and a goose, larger than the ruleset takes
 * (more than 16 columns or 24 rows, {@link RulesetInfo.maxSize}), or with a piece on a light
 * square, as a link may hold, with or without its fox and geese): `undefined` for a position, a
 * board {@link incompleteHint} speaks for, a board whose ruleset cannot say why (two foxes), and
 * any other ruleset's board. The page shows it in place of the library's refusal, as it shows
 * {@link incompleteHint}'s, and {@link readBoard} reads such a board so that a link to it shows
 * the hint too.
 *
 * @param board A board.
 * @returns The hint, saying why and what to change, or `undefined`.
 *
 * @example
 * ```ts
 * import { emptyBoard, unreachableHint } from "./boards.ts";
 * import assert from "node:assert/strict";
 *
 * assert.match(unreachableHint(emptyBoard("foxgeese", 1, 2)) ?? "", /too small/);
 * assert.match(unreachableHint(emptyBoard("foxgeese", 1, 17)) ?? "", /too wide/);
 * assert.equal(unreachableHint(emptyBoard("foxgeese", 3, 3)), undefined);
 * ```
 */
export function unreachableHint(board: Board): string | undefined {
  const rules = info(board.ruleset);
  if (board.escaped) return undefined;
  const size = sizeHint(rules, board);
  if (size !== undefined) return size;
  const needs = rules.needs;
  if (needs?.unreachable === undefined) return undefined;
  if (incompleteHint(board) !== undefined || isPosition(board)) return undefined;
  return needs.unreachable(board);
}

/**
 * Why a board larger than its ruleset takes ({@link RulesetInfo.maxSize}) is no position, or
 * `undefined` for a board within it.
 */
function sizeHint(rules: RulesetInfo, board: Board): string | undefined {
  const most = rules.maxSize;
  if (most === undefined) return undefined;
  const wide = board.cols > most.cols;
  const tall = board.rows > most.rows;
  if (!wide && !tall) return undefined;
  const what = wide && tall ? "too wide and too tall" : wide ? "too wide" : "too tall";
  const change = wide && tall
    ? "make it narrower and shorter"
    : wide
    ? "make it narrower"
    : "make it shorter";
  return `This board is ${what} for ${rules.name}: the ruleset takes at most ${most.rows} rows ` +
    `of ${most.cols} columns and it has ${board.rows} of ${board.cols}; ${change}.`;
}

/**
 * Why a Fox and Geese board that is no position can never become one: a piece on a light
 * square, fewer than two dark squares, or no free dark square left for a missing piece. Dark
 * squares have row + column even, row 1 at the bottom (as `parseFoxAndGeese` reads them).
 */
function foxGeeseUnreachable(board: Board): string | undefined {
  const dark: number[] = [];
  for (let i = 0; i < board.cells.length; i++) {
    const row = board.rows - Math.floor(i / board.cols);
    const col = (i % board.cols) + 1;
    if ((row + col) % 2 === 0) dark.push(i);
    else if (board.cells[i] !== ".") {
      return `No position: the piece at row ${row}, column ${col} stands on a light square ` +
        "(pieces stand where row + column is even, row 1 at the bottom); clear it.";
    }
  }
  if (dark.length < 2) {
    return "This board is too small for a position: the fox (o) and a goose (x) need two dark " +
      `squares (row + column even, row 1 at the bottom) and it has ${dark.length}; make it larger.`;
  }
  const missing = ["o", "x"].filter((c) => !board.cells.includes(c));
  const free = dark.filter((i) => board.cells[i] === ".").length;
  if (free < missing.length) {
    const what = missing.length === 2
      ? "the fox and a goose"
      : missing[0] === "o"
      ? "the fox"
      : "a goose";
    return `No position: there is no free dark square for ${what}; clear one or make the board larger.`;
  }
  return undefined;
}

/** Whether the ruleset reads the board's notation as a position. */
function isPosition(board: Board): boolean {
  try {
    info(board.ruleset).rules.parse(boardNotation(board));
    return true;
  } catch {
    return false;
  }
}

/** The edges of stalk column `c` that touch the ground, bottom first. */
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
 * Whether a cell takes part in the game (for drawing): every cell does, except stalk edges
 * above a gap.
 *
 * @param board The board.
 * @param index The cell.
 * @returns `false` for disconnected Hackenbush edges.
 */
export function isConnected(board: Board, index: number): boolean {
  if (info(board.ruleset).layout !== "stalks") return true;
  const r = Math.floor(index / board.cols);
  const c = index % board.cols;
  return board.rows - r <= stalk(board, c).length;
}

/**
 * The argument of the ruleset's notation function for `board`: the grid with rows separated by
 * `|` (cells covered on the page written as the blocked cell), the strip's row, or the stalks
 * separated by commas.
 *
 * @param board The board.
 * @returns The notation, such as `"..|.."`.
 */
export function boardNotation(board: Board): string {
  const rules = info(board.ruleset);
  if (isPieces(rules.layout)) return board.cells.join(",");
  if (rules.layout === "stalks") {
    const stalks: string[] = [];
    for (let c = 0; c < board.cols; c++) {
      const s = stalk(board, c).join("");
      if (s !== "") stalks.push(s);
    }
    return stalks.join(",");
  }
  const text = writeBoard(board);
  return rules.covers ? text.replace(/[LR]/g, rules.cycle[1]) : text;
}

/**
 * The board as an expression in the game notation, such as `domineering("..|..")`.
 *
 * @param board The board.
 * @returns The expression.
 */
export function boardExpression(board: Board): string {
  if (board.escaped) return "off";
  const rules = info(board.ruleset);
  const name = rules.notation;
  if (board.variant !== undefined) {
    return `${board.variant}("${name}", "${boardNotation(board)}")`;
  }
  const params = rules.params.map((p) => `"${p}"`);
  if (rules.layout === "cakes") {
    const cakes = board.cells.map((c) => `${name}(${c.replace("x", ", ")})`);
    return cakes.length === 0 ? "0" : cakes.join(" + ");
  }
  if (rules.numbers?.sum) {
    // A sum of calls, one per component (none: the game 0).
    const { call, from, count } = rules.numbers;
    const calls = board.cells.map((c) => {
      const values = c.split("x");
      const args = call.map((a, i) =>
        i >= from && i < from + count ? values[i - from] : typeof a === "string" ? `"${a}"` : `${a}`
      );
      return `${name}(${args.join(", ")})`;
    });
    return calls.length === 0 ? "0" : calls.join(" + ");
  }
  if (rules.numbers !== undefined) {
    const { call, from, count } = rules.numbers;
    const args = call.map((a, i) =>
      i >= from && i < from + count
        ? board.cells[i - from]
        : typeof a === "string"
        ? `"${a}"`
        : `${a}`
    );
    return `${name}(${[...args, ...(rules.named === undefined ? [] : [rules.named])].join(", ")})`;
  }
  if (rules.layout === "heaps") {
    return `${name}(${
      [...params, ...(board.cells.length === 0 ? ["0"] : board.cells)].join(", ")
    })`;
  }
  const named = rules.named === undefined ? [] : [rules.named];
  return `${name}(${[...params, `"${boardNotation(board)}"`, ...named].join(", ")})`;
}

/**
 * How a variant's positions hold the base ruleset's position, checked on each catalogue entry's
 * example: `plain` when the position is the base's own (impartial, dicotic), `signed` when it is
 * `{ position, negated }`, the base's position and whether the game is its negative (twisted).
 */
function variantShape(e: CatalogEntry): "plain" | "signed" | undefined {
  if (e.kind !== "variant" || e.notation === undefined) return undefined;
  const args = exampleArguments(e);
  const base = typeof args[0] === "string" ? catalogEntry(args[0]) : undefined;
  if (base?.position?.format === undefined || typeof args[1] !== "string") return undefined;
  try {
    const at = positionOf(e.notation, args)?.position;
    if (base.position.format(at) === args[1]) return "plain";
  } catch {
    // Not the base's position: perhaps a signed one.
  }
  try {
    const at = positionOf(e.notation, args)?.position as { position?: unknown; negated?: unknown };
    if (at?.negated === false && base.position.format(at.position) === args[1]) return "signed";
  } catch {
    // Neither.
  }
  return undefined;
}

/** The variants of the catalogue a board can be played in, in catalogue order. */
const VARIANT_NAMES: readonly string[] = CATALOG.filter((e) => variantShape(e) !== undefined)
  .map((e) => e.name);

/** The variants whose positions are signed (`{ position, negated }`): the twisted variant. */
const SIGNED_VARIANTS: ReadonlySet<string> = new Set(
  CATALOG.filter((e) => variantShape(e) === "signed").map((e) => e.name),
);

/** A board's variant without its sign, and whether it is negated (`"-twistedVariant"`). */
function unsigned(variant: string): { name: string; negated: boolean } {
  const negated = variant.startsWith("-") && SIGNED_VARIANTS.has(variant.slice(1));
  return { name: negated ? variant.slice(1) : variant, negated };
}

/**
 * The variants a board of `ruleset` can be played in: the catalogue's variants whose positions
 * are the base ruleset's, for grid and strip boards of partizan rulesets (a variant of an
 * impartial game is the game itself, or no game).
 *
 * @param ruleset The ruleset.
 * @returns The variants' notation names, in catalogue order.
 */
export function variantsOf(ruleset: RulesetId): readonly string[] {
  const rules = info(ruleset);
  const entry = catalogEntry(ruleset);
  if (entry === undefined || entry.impartial || entry.loopy) return [];
  if (rules.layout !== "grid" && rules.layout !== "strip") return [];
  if (rules.params.length > 0 || rules.named !== undefined || entry.position === undefined) {
    return [];
  }
  return VARIANT_NAMES;
}

/**
 * The name people give a variant (its catalogue title), such as `"Impartial variant"`.
 *
 * @param variant A variant's notation name.
 * @returns Its title, or the name when the catalogue has no such entry.
 */
export function variantTitle(variant: string): string {
  const { name, negated } = unsigned(variant);
  const title = catalogEntry(name)?.title ?? name;
  return negated ? `${title}, negated` : title;
}

/** The rules of a variant board: the variant's ruleset, and its position of the board. */
function variantRules(
  board: Board,
  variant: string,
): { ruleset: PositionRules["ruleset"]; position: unknown } {
  const { name, negated } = unsigned(variant);
  const at = positionOf(catalogEntry(name)!.notation!, [board.ruleset, boardNotation(board)])!;
  return negated ? { ...at, position: { ...(at.position as object), negated: true } } : at;
}

/** The options of `side` from a position, by the ruleset. */
function options(rules: PositionRules, text: string, side: Side): unknown[] {
  const p = rules.parse(text);
  return [...(side === "L" ? rules.ruleset.leftOptions(p) : rules.ruleset.rightOptions(p))];
}

function mismatch(board: Board, text: string): never {
  throw new Error(
    `Cannot map a move back to the board: the ruleset wrote a position of another shape, received "${text}" for a ${board.rows} by ${board.cols} board`,
  );
}

/**
 * A grid or strip position written by the ruleset, as a board of the same size; on a board that
 * covers cells, a cell the move filled shows the mover and a cell covered before keeps its mark.
 */
function fromNotation(board: Board, rules: RulesetInfo, text: string, side: Side): Board {
  const rows = text.split("|");
  if (rows.length !== board.rows || rows.some((r) => r.length !== board.cols)) {
    mismatch(board, text);
  }
  const written = [...rows.join("")];
  const [empty, filled] = rules.cycle;
  const cells = written.map((cell, i) => {
    const was = board.cells[i];
    if (!rules.covers || cell !== filled) return cell;
    return was === empty ? side : was === "L" || was === "R" ? was : cell;
  });
  return { ...board, cells };
}

/**
 * The moves on stalks: each stalk is one component of the sum, so its moves are the ruleset's
 * options of that stalk alone, each written back (a shorter stalk) into its column.
 */
function stalkMoves(board: Board, rules: RulesetInfo, side: Side): Board[] {
  const out: Board[] = [];
  for (let c = 0; c < board.cols; c++) {
    const edges = stalk(board, c).join("");
    if (edges === "") continue;
    for (const option of options(rules.rules, edges, side)) {
      const after = rules.rules.format!(option);
      if (!edges.startsWith(after)) mismatch(board, after);
      const cells = [...board.cells];
      for (let k = after.length; k < edges.length; k++) {
        cells[(board.rows - 1 - k) * board.cols + c] = rules.cycle[0];
      }
      out.push({ ...board, cells });
    }
  }
  return out;
}

/**
 * The boards `side` can move to from `board`: the ruleset's options of the board's position
 * (`leftOptions` or `rightOptions` of `parse(notation)`), each written back by the ruleset's
 * `format` (for stalks, stalk by stalk). Each result keeps the board's size, so a move shows
 * where it was played.
 *
 * @param board The board.
 * @param side The player.
 * @returns The boards after each move, in the engine's order.
 */
export function boardMoves(board: Board, side: Side): Board[] {
  const rules = info(board.ruleset);
  if (board.variant !== undefined) {
    const { ruleset, position } = variantRules(board, board.variant);
    const options = side === "L" ? ruleset.leftOptions(position) : ruleset.rightOptions(position);
    const { name } = unsigned(board.variant);
    if (!SIGNED_VARIANTS.has(name)) {
      return [...options].map((o) => fromNotation(board, rules, rules.rules.format!(o), side));
    }
    // A twisted move leaves the negative of a twisted position, or (from one) a plain one.
    return [...options].map((o) => {
      const signed = o as { position: unknown; negated: boolean };
      const after = fromNotation(board, rules, rules.rules.format!(signed.position), side);
      return { ...after, variant: signed.negated ? `-${name}` : name };
    });
  }
  if (isPieces(rules.layout)) {
    return options(rules.rules, boardNotation(board), side).map((o) => {
      const cells = pieceCells(rules.layout, rules.rules.format!(o));
      return { ...board, cols: cells.length, cells };
    });
  }
  if (rules.layout === "stalks") return stalkMoves(board, rules, side);
  if (rules.notation === "foxgeese") return foxGeeseMoves(board, side);
  return options(rules.rules, boardNotation(board), side).map((option) =>
    fromNotation(board, rules, rules.rules.format!(option), side)
  );
}

/**
 * The moves on a Fox and Geese board: the options of the ruleset of the board's width, each
 * position (the fox's cell, then the geese's, one character each, cell = (row - 1) * width +
 * column - 1 with row 1 at the bottom) drawn back on a board of the same size; a move to `off`
 * (the fox escapes) is the board without its fox, marked `escaped`.
 */
function foxGeeseMoves(board: Board, side: Side): Board[] {
  if (board.escaped) return [];
  const ruleset = foxAndGeeseRuleset(board.cols);
  const position = foxAndGeesePosition(boardNotation(board));
  const moves = side === "L" ? ruleset.leftOptions(position) : ruleset.rightOptions(position);
  return [...moves].map((option) => {
    if (option === "off") {
      return { ...board, cells: board.cells.map((c) => c === "o" ? "." : c), escaped: true };
    }
    const cells = board.cells.map(() => ".");
    for (let i = 0; i < option.length; i++) {
      const code = option.charCodeAt(i);
      const row = board.rows - 1 - Math.floor(code / board.cols);
      if (row < 0) mismatch(board, option);
      cells[row * board.cols + (code % board.cols)] = i === 0 ? "o" : "x";
    }
    return { ...board, cells };
  });
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
 * The moves of `side` that change every clicked cell. One click picks a move when only one
 * move changes that cell; more clicks narrow the choice (a domino's other half, a stone's
 * target, an amazon's landing square and arrow).
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

/** What a click in play mode does: play a move, wait for more clicks, or nothing. */
export type Pick =
  | { readonly kind: "play"; readonly move: Board }
  | { readonly kind: "more"; readonly clicked: readonly number[] }
  | { readonly kind: "none" };

/**
 * What a play-mode click on cell `index` does, after the cells `clicked` before it. The clicks
 * pick the moves of `side` that change all of them (if none does, the new click starts over).
 * One such move is played. Among several, the move that changes exactly the clicked cells is
 * played once there are as many clicks as the largest of them changes (an amazon's move
 * changes three cells, so its three clicks may repeat the old square to shoot the arrow back
 * there); otherwise more clicks are needed.
 *
 * @param board The board.
 * @param side The player to move.
 * @param clicked The cells clicked before.
 * @param index The cell clicked now.
 * @returns The move to play, the clicks to keep, or `none`.
 *
 * @example
 * ```ts
 * import { pickMove, readBoard, writeBoard } from "./boards.ts";
 * import assert from "node:assert/strict";
 *
 * const board = readBoard("clobber", "xo|ox");
 * // Left's stone on cell 0 can capture to the right or downwards: a second click picks.
 * const first = pickMove(board, "L", [], 0);
 * assert.deepEqual(first, { kind: "more", clicked: [0] });
 * const second = pickMove(board, "L", [0], 1);
 * assert.equal(second.kind === "play" && writeBoard(second.move), ".x|ox");
 * ```
 */
export function pickMove(
  board: Board,
  side: Side,
  clicked: readonly number[],
  index: number,
): Pick {
  let picked = [...clicked, index];
  let moves = movesThrough(board, side, picked);
  if (moves.length === 0 && clicked.length > 0) {
    picked = [index];
    moves = movesThrough(board, side, picked);
  }
  if (moves.length === 0) return { kind: "none" };
  if (moves.length === 1) return { kind: "play", move: moves[0] };
  const changed = moves.map((m) => changedCells(board, m).length);
  const exact = moves.find((_, k) => changed[k] === new Set(picked).size);
  if (exact !== undefined && picked.length >= Math.max(2, ...changed)) {
    return { kind: "play", move: exact };
  }
  return { kind: "more", clicked: picked };
}
