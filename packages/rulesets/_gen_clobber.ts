/**
 * Generalised Clobber (private): the one core behind Kings, Rooks, Queens and AntiClobber, after
 * CGSuite's `GenClobber` schema (which stones move in which directions, how far, onto what, and
 * what they leave behind).
 *
 * @module
 */

import { ALL_SYMMETRIES, crop, cropWide, type GridPosition, symmetricKey } from "./_bitboard.ts";
import {
  type Direction,
  getCell,
  meets,
  ORTHOGONAL,
  partsBy,
  positionOf,
  restrict,
  setCell,
  stepTable,
  unionOf,
  type Words,
  wordsOf,
} from "./_cells.ts";
import { parseGrid } from "./_grid.ts";
import type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** Layer of Left's stones (`x`). */
const X = 0;
/** Layer of Right's stones (`o`). */
const O = 1;
/**
 * Layer of empty squares a stone may cross or enter (only when the rules use it: sliding
 * captures, or AntiClobber); a square in no layer is blocked.
 */
const OPEN = 2;

/** What a generalised Clobber ruleset is made of. */
export interface GenClobberSpec {
  /** The game's name, for messages (`"Kings"`). */
  readonly name: string;
  /** The directions a stone moves in (a set closed under the board's symmetries). */
  readonly directions: readonly Direction[];
  /**
   * How far a stone may travel: 1 for a step onto an adjacent square, `Infinity` for a slide
   * over any number of empty squares.
   */
  readonly reach: number;
  /**
   * `false`: a stone moves onto an opposing stone and removes it, leaving its own square empty
   * (Clobber). `true`: a stone steps onto an empty square and leaves an opposing stone on the
   * square it left (AntiClobber).
   */
  readonly anti: boolean;
  /**
   * Whether a stone may also clobber a stone of its own colour (CGSuite's `clobbered => {Left =>
   * {1,2}, Right => {1,2}}`, Hot Clobber). Only for clobbering rules (`anti` false).
   * @default {false}
   */
  readonly own?: boolean;
}

/** Whether the stones of `lo`, `hi` (cells 0 to 31, 32 to 63) are two or more. */
function severalStones(lo: number, hi: number): boolean {
  return (lo & (lo - 1)) !== 0 || (hi & (hi - 1)) !== 0 || (lo !== 0 && hi !== 0);
}

/** Whether positions of `spec` carry the layer of open squares. */
function hasOpenLayer(spec: GenClobberSpec): boolean {
  return spec.anti || spec.reach > 1;
}

/**
 * Parses a board for `spec`: rows separated by `|`, `x` a Left stone, `o` a Right stone, `.`
 * an empty square and (unless `alphabet` leaves it out) `#` a blocked one. Layers: Left's
 * stones, Right's stones, and, when the rules need them, the empty squares.
 */
export function parseGenClobber(
  spec: GenClobberSpec,
  board: string,
  alphabet: string,
): GridPosition {
  const { rows, cols, masks, high } = parseGrid(spec.name, board, alphabet);
  const layers = hasOpenLayer(spec) ? [1, 2, 0] : [1, 2];
  return high === undefined
    ? { rows, cols, masks: layers.map((k) => masks[k]) }
    : { rows, cols, masks: layers.map((k) => masks[k]), high: layers.map((k) => high[k]) };
}

/** The moves of `mine` (0 Left, 1 Right) in a position of `spec`. */
function genClobberMoves(spec: GenClobberSpec, p: GridPosition, mine: 0 | 1): GridPosition[] {
  const out: GridPosition[] = [];
  const theirs = 1 - mine;
  const n = spec.directions.length;
  const table = stepTable(p, spec.directions);
  const w0 = wordsOf(p);
  const open = hasOpenLayer(spec);
  const own = spec.own === true;
  for (let from = 0; from < p.rows * p.cols; from++) {
    if (!getCell(w0, mine, from)) continue;
    for (let d = 0; d < n; d++) {
      let to = table[from * n + d];
      for (let k = 1; to >= 0 && k <= spec.reach; k++, to = table[to * n + d]) {
        if (spec.anti) {
          if (getCell(w0, OPEN, to)) out.push(step(p, w0, mine, from, to, true));
          break;
        }
        if (getCell(w0, theirs, to) || (own && getCell(w0, mine, to))) {
          out.push(step(p, w0, mine, from, to, false));
          break;
        }
        if (!open || !getCell(w0, OPEN, to)) break;
      }
    }
  }
  return out;
}

/** The position after `mine`'s stone moves from `from` to `to` (see {@link GenClobberSpec.anti}). */
function step(
  p: GridPosition,
  w0: Words,
  mine: 0 | 1,
  from: number,
  to: number,
  anti: boolean,
): GridPosition {
  const w: Words = { lo: w0.lo.slice(), hi: w0.hi.slice() };
  const theirs = 1 - mine;
  setCell(w, mine, from, false);
  setCell(w, mine, to, true);
  if (anti) {
    setCell(w, OPEN, to, false);
    setCell(w, theirs, from, true);
  } else {
    setCell(w, theirs, to, false);
    if (w.lo.length > OPEN) setCell(w, OPEN, from, true);
  }
  return positionOf(p, w);
}

/** A tiny union-find over cells 0 to 63. */
function unionFind(): { find(i: number): number; join(i: number, j: number): void } {
  const parent = Array.from({ length: 64 }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  return { find, join: (i, j) => void (parent[find(i)] = find(j)) };
}

/** Groups cells by their union-find root, as pairs `[lo, hi]` of the cells `keep` selects. */
function groups(
  cellsCount: number,
  keep: (i: number) => boolean,
  find: (i: number) => number,
): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  for (let i = 0; i < cellsCount; i++) {
    if (!keep(i)) continue;
    const root = find(i);
    const g = out.get(root) ?? [0, 0];
    if (i < 32) g[0] = (g[0] | (1 << i)) >>> 0;
    else g[1] = (g[1] | (1 << (i - 32))) >>> 0;
    out.set(root, g);
  }
  return out;
}

/**
 * The independent parts of a position of `spec`, each cropped to its bounding box:
 *
 * - a step onto an opposing stone (Clobber with other directions): groups of stones joined by
 *   the steps; a move stays inside its group;
 * - a slide onto an opposing stone: stones on one line with no blocked square between them are
 *   joined (stones between them may leave, so only blocked squares part them for good); the
 *   empty squares inside a group's bounding box stay, as the slides cross them;
 * - AntiClobber: each empty square is joined to its orthogonal neighbours (a stone can only move
 *   into an empty square, and a stone next to two empty squares ties them together).
 *
 * Groups where some player can never move (one colour only; no stone) are left out; when stones
 * also clobber their own colour ({@link GenClobberSpec.own}), only groups of one stone are.
 */
function genClobberParts(spec: GenClobberSpec, p: GridPosition): GridPosition[] {
  const parts: GridPosition[] = [];
  /** Whether a group of stones `lo`, `hi` has a move for some player. */
  const live = spec.own === true
    ? severalStones
    : (lo: number, hi: number): boolean => meets(p, X, lo, hi) && meets(p, O, lo, hi);
  const cells = p.rows * p.cols;
  const w = wordsOf(p);
  const isStone = (i: number): boolean => getCell(w, X, i) || getCell(w, O, i);
  if (!spec.anti && spec.reach === 1) {
    const [lo, hi] = unionOf(p, [X, O]);
    const n = spec.directions.length;
    const flat = partsBy(lo, hi, stepTable(p, spec.directions), n);
    for (let k = 0; k < flat.length; k += 2) {
      if (live(flat[k], flat[k + 1])) {
        parts.push(restrict(p, flat[k], flat[k + 1]));
      }
    }
    return parts;
  }
  const uf = unionFind();
  if (spec.anti) {
    const table = stepTable(p, ORTHOGONAL);
    for (let i = 0; i < cells; i++) {
      if (!getCell(w, OPEN, i)) continue;
      for (let d = 0; d < 4; d++) {
        const j = table[i * 4 + d];
        if (j >= 0 && (isStone(j) || getCell(w, OPEN, j))) uf.join(i, j);
      }
    }
    const byRoot = groups(cells, (i) => isStone(i) || getCell(w, OPEN, i), uf.find);
    for (const [lo, hi] of byRoot.values()) {
      if (meets(p, OPEN, lo, hi) && (meets(p, X, lo, hi) || meets(p, O, lo, hi))) {
        parts.push(restrict(p, lo, hi));
      }
    }
    return parts;
  }
  const n = spec.directions.length;
  const table = stepTable(p, spec.directions);
  for (let i = 0; i < cells; i++) {
    if (!isStone(i)) continue;
    for (let d = 0; d < n; d++) {
      for (let j = table[i * n + d]; j >= 0; j = table[j * n + d]) {
        if (isStone(j)) uf.join(i, j);
        else if (!getCell(w, OPEN, j)) break;
      }
    }
  }
  for (const [lo, hi] of groups(cells, isStone, uf.find).values()) {
    if (!live(lo, hi)) continue;
    const masks = [(p.masks[X] & lo) >>> 0, (p.masks[O] & lo) >>> 0, p.masks[OPEN]];
    parts.push(
      p.high === undefined ? crop({ rows: p.rows, cols: p.cols, masks }, lo) : cropWide(
        {
          rows: p.rows,
          cols: p.cols,
          masks,
          high: [(p.high[X] & hi) >>> 0, (p.high[O] & hi) >>> 0, p.high[OPEN]],
        },
        lo,
        hi,
      ),
    );
  }
  return parts;
}

/**
 * The ruleset of `spec`: moves, components (see {@link genClobberParts}) and keys normalised
 * over all eight symmetries of the board (every direction set used is closed under them).
 */
export function genClobberRuleset(spec: GenClobberSpec): Ruleset<GridPosition> {
  return {
    name: spec.name,
    leftOptions: (p: GridPosition): GridPosition[] => genClobberMoves(spec, p, 0),
    rightOptions: (p: GridPosition): GridPosition[] => genClobberMoves(spec, p, 1),
    key: (p: GridPosition): PositionKey => symmetricKey(p, ALL_SYMMETRIES),
    components: (p: GridPosition): GridPosition[] => genClobberParts(spec, p),
  };
}
