/**
 * Generalised Clobber, CGSuite's `GenClobber` schema: which directions stones move in, what they
 * may move onto, what they leave behind and how far they may travel. Clobber, Kings, Knights,
 * Rooks, Queens, AntiClobber and Hot Clobber are all members.
 *
 * @module
 */

import { genClobberRuleset, type GenClobberSpec, parseGenClobber } from "../_gen_clobber.ts";
import { ALL_SYMMETRIES, type GridPosition, type Symmetry } from "../_bitboard.ts";
import { COMPASS, DIAGONAL, type Direction, KNIGHTS_MOVE, ORTHOGONAL } from "../_cells.ts";
import { formatBoard } from "../_grid.ts";
import { typeFail } from "../_check.ts";
import type { Game } from "@cgt/partizan/game";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import { registerCache } from "@cgt/core/caches";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { GridPosition } from "../_bitboard.ts";

/** A step on the board, `[row change, column change]` (CGSuite's `Coordinates`). */
export type Step = readonly [number, number];

/** The named direction sets, after CGSuite's `Coordinates` constants. */
export type DirectionsName = "orthogonal" | "diagonal" | "compass" | "knightsMove";

const NAMED: Readonly<Record<DirectionsName, readonly Direction[]>> = {
  orthogonal: ORTHOGONAL,
  diagonal: DIAGONAL,
  compass: COMPASS,
  knightsMove: KNIGHTS_MOVE,
};

/** The most directions a `GenClobber` ruleset takes. */
export const MAX_GEN_CLOBBER_DIRECTIONS = 24;

/** The largest row or column change of a direction (a board has at most 64 cells). */
export const MAX_GEN_CLOBBER_STEP = 63;

/** How many rulesets {@link genClobber} keeps, with their values, between calls. */
export const MAX_GEN_CLOBBER_RULESETS = 16;

/** CGSuite's `GenClobber` parameters, with CGSuite's names and defaults (Clobber's). */
export interface GenClobberOptions {
  /**
   * The directions stones move in: a named set (`"orthogonal"`, `"diagonal"`, `"compass"`,
   * `"knightsMove"`) or a list of steps `[row change, column change]`.
   * @default {"orthogonal"}
   */
  readonly directions?: DirectionsName | readonly Step[];
  /**
   * The cell values a stone of each player may move onto: 0 an empty square, 1 a Left stone,
   * 2 a Right stone (CGSuite's `clobbered => {Left => {2}, Right => {1}}`).
   * @default {{ left: [2], right: [1] }}
   */
  readonly clobbered?: { readonly left: readonly number[]; readonly right: readonly number[] };
  /**
   * What each player's moving stone leaves on the square it came from: 0 empty, 1 a Left stone,
   * 2 a Right stone (CGSuite's `leftBehind => {Left => 0, Right => 0}`).
   * @default {{ left: 0, right: 0 }}
   */
  readonly leftBehind?: { readonly left: number; readonly right: number };
  /**
   * How far a stone may travel in one direction: it passes over empty squares while they last,
   * up to `maxDistance - 1` of them, and stops on the next square, which it may move onto if
   * its value is in `clobbered` (CGSuite's rule, word for word in effect). `Infinity` for no
   * limit.
   * @default {1}
   */
  readonly maxDistance?: number;
}

/** A `GenClobber` ruleset: its rules, the notation of its positions and its values. */
export interface GenClobberRules {
  /** The rules, with components and keys over the symmetries that keep the directions. */
  readonly ruleset: Ruleset<GridPosition>;
  /**
   * Reads a board: rows separated by `|`, `x` a Left stone, `o` a Right stone, `.` an empty
   * square, `#` a blocked one.
   */
  readonly parse: (board: string) => GridPosition;
  /** Writes a position back as its board (`parse(format(p))` is `p`). */
  readonly format: (position: GridPosition) => string;
  /** The canonical value of a board, from one solver owned by these rules. */
  readonly value: (board: string) => Game;
}

/** The symmetry arrays by the bit mask of the symmetries they hold (at most 256). */
const SYMMETRY_SETS = new Map<number, readonly Symmetry[]>();

/** Where each symmetry of the board sends a step (rotations in either sense: see below). */
const STEP_IMAGES: Readonly<Record<Symmetry, (d: Direction) => Direction>> = {
  "identity": ([r, c]) => [r, c],
  "mirror-columns": ([r, c]) => [r, -c],
  "mirror-rows": ([r, c]) => [-r, c],
  "rotate-180": ([r, c]) => [-r, -c],
  "transpose": ([r, c]) => [c, r],
  "anti-transpose": ([r, c]) => [-c, -r],
  // A finite set is kept by a quarter turn exactly when it is kept by the opposite quarter turn
  // (its inverse), so which of the two each name means does not matter here.
  "rotate-90": ([r, c]) => [c, -r],
  "rotate-270": ([r, c]) => [-c, r],
};

/** The symmetries of the board that map the set `directions` onto itself, as a shared array. */
function symmetriesOf(directions: readonly Direction[]): readonly Symmetry[] {
  const set = new Set(directions.map(([r, c]) => `${r},${c}`));
  let mask = 0;
  ALL_SYMMETRIES.forEach((s, k) => {
    if (directions.every((d) => set.has(STEP_IMAGES[s](d).join(",")))) mask |= 1 << k;
  });
  if (mask === 255) return ALL_SYMMETRIES;
  let out = SYMMETRY_SETS.get(mask);
  if (out === undefined) {
    out = ALL_SYMMETRIES.filter((_, k) => (mask & (1 << k)) !== 0);
    SYMMETRY_SETS.set(mask, out);
  }
  return out;
}

const WHAT = "make GenClobber ruleset";

function cellValue(v: unknown, name: string): number {
  if (v !== 0 && v !== 1 && v !== 2) {
    if (typeof v !== "number") typeFail(WHAT, `${name} must be 0, 1 or 2`, v);
    throw new RangeError(`Cannot ${WHAT}: ${name} must be 0, 1 or 2, received ${v}`);
  }
  return v;
}

function valueSet(vs: unknown, name: string): number[] {
  if (!Array.isArray(vs)) typeFail(WHAT, `${name} must be an array of 0, 1 and 2`, vs);
  return [...new Set((vs as unknown[]).map((v) => cellValue(v, name)))].sort();
}

function directionsOf(d: unknown): readonly Direction[] {
  if (typeof d === "string") {
    if (!Object.hasOwn(NAMED, d)) {
      throw new RangeError(
        `Cannot ${WHAT}: directions must be one of ${
          Object.keys(NAMED).join(", ")
        } or a list of steps, received "${d}"`,
      );
    }
    return NAMED[d as DirectionsName];
  }
  if (!Array.isArray(d)) typeFail(WHAT, "directions must be a name or an array of steps", d);
  const list = d as unknown[];
  if (list.length === 0 || list.length > MAX_GEN_CLOBBER_DIRECTIONS) {
    throw new RangeError(
      `Cannot ${WHAT}: directions must hold 1 to ${MAX_GEN_CLOBBER_DIRECTIONS} steps, received ${list.length}`,
    );
  }
  const out: Direction[] = [];
  const seen = new Set<string>();
  for (const step of list) {
    if (
      !Array.isArray(step) || step.length !== 2 || !step.every((x) => Number.isInteger(x))
    ) {
      typeFail(WHAT, "each direction must be a pair of integers [row change, column change]", step);
    }
    const [r, c] = step as [number, number];
    if (
      (r === 0 && c === 0) || Math.abs(r) > MAX_GEN_CLOBBER_STEP ||
      Math.abs(c) > MAX_GEN_CLOBBER_STEP
    ) {
      throw new RangeError(
        `Cannot ${WHAT}: a direction must move and change a row or column by at most ${MAX_GEN_CLOBBER_STEP}, received [${r}, ${c}]`,
      );
    }
    if (!seen.has(`${r},${c}`)) {
      seen.add(`${r},${c}`);
      out.push([r, c]);
    }
  }
  return out;
}

/** The private spec of `options`, checked. */
function specOf(options: GenClobberOptions | undefined): GenClobberSpec {
  if (options === undefined) options = {};
  if (options === null || typeof options !== "object") {
    typeFail(WHAT, "options must be an object", options);
  }
  const directions = directionsOf(options.directions ?? "orthogonal");
  const clobbered = options.clobbered ?? { left: [2], right: [1] };
  if (clobbered === null || typeof clobbered !== "object") {
    typeFail(WHAT, "clobbered must be an object { left, right }", clobbered);
  }
  const behind = options.leftBehind ?? { left: 0, right: 0 };
  if (behind === null || typeof behind !== "object") {
    typeFail(WHAT, "leftBehind must be an object { left, right }", behind);
  }
  const reach = options.maxDistance ?? 1;
  if (typeof reach !== "number") typeFail(WHAT, "maxDistance must be a number", reach);
  if (reach !== Infinity && !(Number.isSafeInteger(reach) && reach >= 1)) {
    throw new RangeError(
      `Cannot ${WHAT}: maxDistance must be a positive integer or Infinity, received ${reach}`,
    );
  }
  const clob = [
    valueSet(clobbered.left, "clobbered.left"),
    valueSet(clobbered.right, "clobbered.right"),
  ] as const;
  const lb = [
    cellValue(behind.left, "leftBehind.left"),
    cellValue(behind.right, "leftBehind.right"),
  ];
  // Play must end: every move removes a stone (onto stones, leaving the square empty), or every
  // move fills an empty square (onto empty squares, leaving a stone). A player with nothing to
  // clobber has no move. Other rules let stones wander or swap colours for ever.
  const removes = [0, 1].every((p) =>
    clob[p].length === 0 || (!clob[p].includes(0) && lb[p] === 0)
  );
  const fills = [0, 1].every((p) =>
    clob[p].length === 0 || (clob[p].length === 1 && clob[p][0] === 0 && lb[p] !== 0)
  );
  if (!removes && !fills) {
    throw new RangeError(
      `Cannot ${WHAT}: play could go on for ever (every move must remove a stone, with clobbered 1 or 2 and leftBehind 0, or every move must fill an empty square, with clobbered 0 and leftBehind 1 or 2), received clobbered ${
        JSON.stringify(clob)
      } and leftBehind ${JSON.stringify(lb)}`,
    );
  }
  return {
    name: "GenClobber",
    directions,
    // A board has at most 64 cells, so a longer reach is the same as no limit.
    reach: reach >= 64 ? Infinity : reach,
    anti: false,
    clobbered: clob,
    leftBehind: [lb[0], lb[1]],
    symmetries: symmetriesOf(directions),
  };
}

/**
 * Returns the `GenClobber` ruleset of `options` (CGSuite's `game.grid.GenClobber(...)`): a
 * player moves one of their stones in one of the `directions`, passing over empty squares up
 * to `maxDistance - 1` of them, onto the square where it stops if that square's value is in
 * `clobbered` for that player; the square it left takes the value of `leftBehind`. Components
 * are split only where that is sound: stones moving onto stones split into groups joined by
 * the moves; stones stepping onto empty squares and leaving a stone split at groups of empty
 * squares; other rules are searched whole (CGSuite splits those at empty squares, which can
 * be wrong). The rules own one solver, so values are kept between calls of `value`.
 *
 * @param options CGSuite's parameters; the defaults give Clobber.
 * @returns The rules, parse and format of boards, and the value function.
 * @throws {TypeError} If an option has the wrong type.
 * @throws {RangeError} If a cell value is not 0, 1 or 2, a direction is out of range,
 * `maxDistance` is not a positive integer or `Infinity`, or the rules could let play go on for
 * ever: every move must remove a stone (`clobbered` 1 or 2, `leftBehind` 0) or every move must
 * fill an empty square (`clobbered` 0, `leftBehind` 1 or 2), for a player who can move at all.
 *
 * @example Oxen, CGSuite's `GenClobber(maxDistance => 2)`
 * ```ts
 * import { genClobberRules } from "@cgt/rulesets/gen-clobber";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const oxen = genClobberRules({ maxDistance: 2 });
 * assert.equal(formatGame(oxen.value("x.o")), "*");
 * assert.equal(formatGame(oxen.value("x..o")), "0");
 * assert.equal(oxen.format(oxen.parse("x.#o")), "x.#o");
 * ```
 */
export function genClobberRules(options?: GenClobberOptions): GenClobberRules {
  const spec = specOf(options);
  const ruleset = genClobberRuleset(spec);
  const parse = (board: string): GridPosition => parseGenClobber(spec, board, ".xo#");
  const open = spec.reach > 1 || spec.clobbered!.some((s) => s.includes(0));
  const format = (position: GridPosition): string =>
    open
      ? formatBoard("GenClobber", position, "xo.", "#")
      : formatBoard("GenClobber", position, "xo", ".");
  const solver = new Solver(ruleset);
  return { ruleset, parse, format, value: (board) => solver.value(parse(board)) };
}

/** The rulesets {@link genClobber} made last, by their options (oldest first). */
const RECENT = new Map<string, GenClobberRules>();
registerCache("GenClobber rulesets", RECENT);

/**
 * Returns the canonical value of `board` under CGSuite's `GenClobber(options)` (see
 * {@link genClobberRules} for the rules and the options). The rulesets of the last
 * {@link MAX_GEN_CLOBBER_RULESETS} option sets are kept with their values; `clearCaches()`
 * frees them.
 *
 * Cost: exponential in the number of stones (and of empty squares when stones move onto
 * them); every search honours the step budget of `withStepLimit`.
 *
 * @param board Rows separated by `|`: `x`, `o`, `.`, `#`; at most 64 squares.
 * @param options CGSuite's parameters; the defaults give Clobber.
 * @returns The canonical value.
 * @throws {TypeError} If `board` is not a string or an option has the wrong type.
 * @throws {SyntaxError} If the board has another character or ragged rows.
 * @throws {RangeError} If it has more than 64 squares, or an option is out of range or lets
 * play go on for ever (see {@link genClobberRules}).
 *
 * @example Clobber, Knights and AntiClobber on one schema
 * ```ts
 * import { genClobber } from "@cgt/rulesets/gen-clobber";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(genClobber("xo")), "*");
 * assert.equal(formatGame(genClobber("x..|..o", { directions: "knightsMove" })), "*");
 * const anti = {
 *   clobbered: { left: [0], right: [0] },
 *   leftBehind: { left: 2, right: 1 },
 * };
 * assert.equal(formatGame(genClobber("xoxo|oo..", anti)), "{*|-1}");
 * ```
 */
export function genClobber(board: string, options?: GenClobberOptions): Game {
  const spec = specOf(options);
  const id = JSON.stringify([spec.directions, spec.clobbered, spec.leftBehind, spec.reach]);
  let rules = RECENT.get(id);
  if (rules === undefined) {
    rules = genClobberRules(options);
    if (RECENT.size >= MAX_GEN_CLOBBER_RULESETS) RECENT.delete(RECENT.keys().next().value!);
  } else {
    RECENT.delete(id);
  }
  RECENT.set(id, rules);
  return rules.value(board);
}
