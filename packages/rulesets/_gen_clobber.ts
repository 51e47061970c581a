/**
 * Generalised Clobber (private): the one core behind `genClobber` (grid/gen_clobber.ts) and its
 * members Kings, Knights, Rooks, Queens, AntiClobber and Hot Clobber, after CGSuite's `GenClobber`
 * schema (which stones move in which directions, how far, onto what, and
 * what they leave behind).
 *
 * @module
 */

import {
  ALL_SYMMETRIES,
  crop,
  cropWide,
  type GridPosition,
  symmetricKey,
  type Symmetry,
} from "./_bitboard.ts";
import {
  type Direction,
  getCell,
  meets,
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
  /**
   * CGSuite's `clobbered`, when given (it then replaces `anti` and `own`): the cell values a
   * stone of Left (first) and of Right (second) may move onto, each 0 (empty), 1 (a Left stone)
   * or 2 (a Right stone).
   */
  readonly clobbered?: readonly [readonly number[], readonly number[]];
  /**
   * CGSuite's `leftBehind`, when given (it then replaces what `anti` implies): what Left's
   * (first) and Right's (second) moving stone leaves on the square it came from, 0, 1 or 2.
   */
  readonly leftBehind?: readonly [number, number];
  /**
   * The symmetries of the board that map `directions` onto itself (keys are normalised over
   * them); give a module constant, as tables are kept per array.
   * @default {ALL_SYMMETRIES}
   */
  readonly symmetries?: readonly Symmetry[];
}

/**
 * A spec resolved into CGSuite's terms: `clob[p]` has bit `v` set when player `p`'s stone may
 * move onto a cell of value `v` (0 empty, 1 Left, 2 Right); `behind[p]` is what it leaves.
 */
interface Resolved {
  readonly clob: readonly [number, number];
  readonly behind: readonly [number, number];
  /** Whether positions carry the layer of empty squares. */
  readonly open: boolean;
  /** The directions and their negations, for joining cells into components. */
  readonly undirected: readonly Direction[];
}

/** Resolved specs, by spec object (specs are module constants or owned by one ruleset). */
const RESOLVED = new WeakMap<GenClobberSpec, Resolved>();

function resolve(spec: GenClobberSpec): Resolved {
  let r = RESOLVED.get(spec);
  if (r !== undefined) return r;
  const bits = (vs: readonly number[]): number => vs.reduce((m, v) => m | (1 << v), 0);
  const clob: [number, number] = spec.clobbered !== undefined
    ? [bits(spec.clobbered[0]), bits(spec.clobbered[1])]
    : spec.anti
    ? [1, 1]
    : spec.own === true
    ? [6, 6]
    : [4, 2];
  const behind: [number, number] = spec.leftBehind !== undefined
    ? [spec.leftBehind[0], spec.leftBehind[1]]
    : spec.anti && spec.clobbered === undefined
    ? [2, 1]
    : [0, 0];
  const undirected: Direction[] = [];
  const seen = new Set<string>();
  for (const [dr, dc] of spec.directions) {
    for (const d of [[dr, dc], [-dr, -dc]] as const) {
      if (!seen.has(`${d[0]},${d[1]}`)) {
        seen.add(`${d[0]},${d[1]}`);
        undirected.push(d);
      }
    }
  }
  r = { clob, behind, open: spec.reach > 1 || ((clob[0] | clob[1]) & 1) !== 0, undirected };
  RESOLVED.set(spec, r);
  return r;
}

/** Whether the stones of `lo`, `hi` (cells 0 to 31, 32 to 63) are two or more. */
function severalStones(lo: number, hi: number): boolean {
  return (lo & (lo - 1)) !== 0 || (hi & (hi - 1)) !== 0 || (lo !== 0 && hi !== 0);
}

/** Whether positions of `spec` carry the layer of open squares. */
function hasOpenLayer(spec: GenClobberSpec): boolean {
  return resolve(spec).open;
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

/** The value of cell `i` in CGSuite's terms: 0 empty, 1 Left, 2 Right, 3 blocked. */
function cellValue(w: Words, open: boolean, i: number): number {
  if (getCell(w, X, i)) return 1;
  if (getCell(w, O, i)) return 2;
  return open && getCell(w, OPEN, i) ? 0 : 3;
}

/**
 * The moves of `mine` (0 Left, 1 Right) in a position of `spec`, as CGSuite's GenClobber makes
 * them: a stone looks along each direction, passing over up to `reach - 1` empty squares while
 * they last, and moves onto the square where it stops if that square's value is one it may
 * clobber; the square it left takes the value it leaves behind.
 */
function genClobberMoves(spec: GenClobberSpec, p: GridPosition, mine: 0 | 1): GridPosition[] {
  const out: GridPosition[] = [];
  const { clob, behind, open } = resolve(spec);
  const targets = clob[mine];
  const n = spec.directions.length;
  const table = stepTable(p, spec.directions);
  const w0 = wordsOf(p);
  for (let from = 0; from < p.rows * p.cols; from++) {
    if (!getCell(w0, mine, from)) continue;
    for (let d = 0; d < n; d++) {
      let to = table[from * n + d];
      for (let k = 1; to >= 0 && k < spec.reach && open && getCell(w0, OPEN, to); k++) {
        to = table[to * n + d];
      }
      if (to < 0 || (targets & (1 << cellValue(w0, open, to))) === 0) continue;
      out.push(step(p, w0, mine, from, to, behind[mine]));
    }
  }
  return out;
}

/** The position after `mine`'s stone moves from `from` to `to`, leaving `behind` (0, 1 or 2). */
function step(
  p: GridPosition,
  w0: Words,
  mine: 0 | 1,
  from: number,
  to: number,
  behind: number,
): GridPosition {
  const w: Words = { lo: w0.lo.slice(), hi: w0.hi.slice() };
  const layers = w.lo.length;
  for (let k = 0; k < layers; k++) {
    setCell(w, k, from, false);
    setCell(w, k, to, false);
  }
  setCell(w, mine, to, true);
  if (behind !== 0) setCell(w, behind - 1, from, true);
  else if (layers > OPEN) setCell(w, OPEN, from, true);
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

/** How many stones of layer `k` of `p` lie in the cells `lo`, `hi`, capped at 2. */
function stonesIn(p: GridPosition, k: number, lo: number, hi: number): number {
  const a = (p.masks[k] & lo) >>> 0;
  const b = p.high === undefined ? 0 : (p.high[k] & hi) >>> 0;
  return severalStones(a, b) ? 2 : a !== 0 || b !== 0 ? 1 : 0;
}

/**
 * Whether the stones `lo`, `hi` of `p` give some player a stone and something it may clobber
 * (a stone of the other colour, or a second stone of its own), under the rules `r` where no
 * player moves onto empty squares.
 */
function liveGroup(r: Resolved, p: GridPosition, lo: number, hi: number): boolean {
  const counts = [stonesIn(p, X, lo, hi), stonesIn(p, O, lo, hi)];
  for (const me of [0, 1]) {
    if (counts[me] === 0) continue;
    if ((r.clob[me] & (1 << (2 - me))) !== 0 && counts[1 - me] > 0) return true;
    if ((r.clob[me] & (1 << (me + 1))) !== 0 && counts[me] > 1) return true;
  }
  return false;
}

/**
 * The independent parts of a position of `spec`, each cropped to its bounding box:
 *
 * - stones stepping onto stones only (Clobber with any directions, Hot Clobber, Knights): groups
 *   of stones joined by the steps; a move stays inside its group, and squares never fill;
 * - a slide onto stones only: stones on one line with no blocked square between them are
 *   joined (stones between them may leave, so only blocked squares part them for good); the
 *   empty squares inside a group's bounding box stay, as the slides cross them;
 * - steps onto empty squares only, leaving a stone behind (AntiClobber): each empty square is
 *   joined to its neighbours along the directions either way (a stone can only move into an
 *   empty square, none ever empties, and a stone next to two empty squares ties them together);
 * - any other rules (moves onto both stones and empty squares, or onto empty squares leaving
 *   them empty, or slides onto empty squares): the whole position, as empty squares may open
 *   new paths. CGSuite splits these at empty squares too, which is wrong for them.
 *
 * Groups where no player can move now are left out (in the first two kinds, no move can appear
 * later either).
 */
function genClobberParts(spec: GenClobberSpec, p: GridPosition): GridPosition[] {
  const r = resolve(spec);
  const parts: GridPosition[] = [];
  const live = (lo: number, hi: number): boolean => liveGroup(r, p, lo, hi);
  const cells = p.rows * p.cols;
  const w = wordsOf(p);
  const isStone = (i: number): boolean => getCell(w, X, i) || getCell(w, O, i);
  const ontoEmpty = ((r.clob[0] | r.clob[1]) & 1) !== 0;
  if (!ontoEmpty && spec.reach === 1) {
    const [lo, hi] = unionOf(p, [X, O]);
    const n = r.undirected.length;
    const flat = partsBy(lo, hi, stepTable(p, r.undirected), n);
    for (let k = 0; k < flat.length; k += 2) {
      if (live(flat[k], flat[k + 1])) {
        parts.push(restrict(p, flat[k], flat[k + 1]));
      }
    }
    return parts;
  }
  const onlyEmpty = r.clob[0] === 1 && r.clob[1] === 1;
  if (ontoEmpty && !(onlyEmpty && spec.reach === 1 && r.behind[0] !== 0 && r.behind[1] !== 0)) {
    return [p];
  }
  const uf = unionFind();
  if (ontoEmpty) {
    const n = r.undirected.length;
    const table = stepTable(p, r.undirected);
    for (let i = 0; i < cells; i++) {
      if (!getCell(w, OPEN, i)) continue;
      for (let d = 0; d < n; d++) {
        const j = table[i * n + d];
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
  const n = r.undirected.length;
  const table = stepTable(p, r.undirected);
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
 * over `spec.symmetries` (all eight symmetries of the board unless given).
 */
export function genClobberRuleset(spec: GenClobberSpec): Ruleset<GridPosition> {
  const symmetries = spec.symmetries ?? ALL_SYMMETRIES;
  return {
    name: spec.name,
    leftOptions: (p: GridPosition): GridPosition[] => genClobberMoves(spec, p, 0),
    rightOptions: (p: GridPosition): GridPosition[] => genClobberMoves(spec, p, 1),
    key: (p: GridPosition): PositionKey => symmetricKey(p, symmetries),
    components: (p: GridPosition): GridPosition[] => genClobberParts(spec, p),
  };
}
