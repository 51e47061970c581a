/**
 * The moves of Toads and Frogs (private): the string rules of `toadsAndFrogsRuleset()`, and the
 * same rules on rows packed into one number, the search behind `toadsAndFrogs()` and
 * `parallelValue("toads", ...)`. On packed rows the moves, components and the one-sided and
 * meeting shortcuts are bit operations on two masks, so the search builds no strings and the
 * transposition table keys are unboxed numbers. The tests check that both give the same values
 * as a plain recursion on every small row.
 *
 * @module
 */

import { type Game, game, integer } from "@cgt/partizan/game";
import type { PositionKey, Ruleset } from "@cgt/partizan/search";

/**
 * The longest row searched packed. A row of n cells is the number 4^n + F.2^n + T, where bit i
 * of T (of F) is set when cell i (from the left) holds a toad (a frog): 2n + 1 bits, so every
 * row up to 26 cells is an exact integer below 2^53, and the masks fit 32-bit operations. Equal
 * rows give equal numbers and the 4^n term keeps rows of different lengths apart.
 */
export const PACKED_CELLS = 26;

/** A position of the packed search: a packed row (at most 26 cells), else the row itself. */
export type ToadsPosition = number | string;

/** 2^k for k = 0..53, exact. */
const POW2: number[] = Array.from({ length: 54 }, (_, k) => 2 ** k);

/** The packed row of n cells with toads `t` and frogs `f`. */
function pack(t: number, f: number, n: number): number {
  return POW2[2 * n] + f * POW2[n] + t;
}

/** The number of cells of a packed row: n where 4^n <= p < 2 * 4^n. */
function cellsOf(p: number): number {
  const bits = p < 2147483648 ? 31 - Math.clz32(p) : 63 - Math.clz32(Math.floor(p / 4294967296));
  return bits >> 1;
}

/** Number of set bits of a 32-bit mask. */
function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/**
 * A row as the search holds it: packed when it has at most {@link PACKED_CELLS} cells, else the
 * string (rows of `T`, `F` and `.` only, as parseToadsAndFrogs returns them).
 */
export function toPosition(row: string): ToadsPosition {
  const n = row.length;
  if (n > PACKED_CELLS) return row;
  let t = 0;
  let f = 0;
  for (let i = 0; i < n; i++) {
    const c = row.charCodeAt(i);
    if (c === 84) t |= 1 << i; // T
    else if (c === 70) f |= 1 << i; // F
  }
  return pack(t, f, n);
}

/** The row of a position, as a string (for messages and tests). */
export function positionRow(p: ToadsPosition): string {
  if (typeof p === "string") return p;
  const n = cellsOf(p);
  const rest = p - POW2[2 * n];
  const f = Math.floor(rest / POW2[n]);
  const t = rest - f * POW2[n];
  let s = "";
  for (let i = 0; i < n; i++) s += (t >> i) & 1 ? "T" : (f >> i) & 1 ? "F" : ".";
  return s;
}

/** The string search's pieces, for rows too long to pack. */
export interface StringRules {
  /** The row's left options. */
  leftOptions(row: string): string[];
  /** The row's right options. */
  rightOptions(row: string): string[];
  /** The row's independent parts (see toads_and_frogs.ts). */
  components(row: string): string[];
  /** The value of a part known without search, or undefined. */
  shortcut(row: string): Game | undefined;
}

/**
 * The options of one player in a packed row: the creatures `mine` step one cell ahead into an
 * empty cell, or jump a run of j creatures of `theirs` (1 <= j <= maxJump) into the empty cell
 * just beyond. Toads move towards higher bits (`up`), frogs towards lower. A creature has at
 * most one move (the cells ahead of it decide which), as in the string rules. Shifts stay below
 * 2^27, so 32-bit operations are exact.
 */
function packedMoves(p: number, maxJump: number, toads: boolean): number[] {
  const n = cellsOf(p);
  const rest = p - POW2[2 * n];
  const f = Math.floor(rest / POW2[n]);
  const t = rest - f * POW2[n];
  const empty = (POW2[n] - 1) & ~(t | f);
  const out: number[] = [];
  if (toads) {
    let m = (t << 1) & empty;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      out.push(pack(t ^ b ^ (b >>> 1), f, n));
    }
    let run = t;
    for (let j = 1; j <= maxJump && run !== 0; j++) {
      run = (run << 1) & f; // toads followed by j frogs, at the j-th frog
      let land = (run << 1) & empty;
      while (land !== 0) {
        const b = land & -land;
        land ^= b;
        out.push(pack(t ^ b ^ (b >>> (j + 1)), f, n));
      }
    }
  } else {
    let m = (f >>> 1) & empty;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      out.push(pack(t, f ^ b ^ (b << 1), n));
    }
    let run = f;
    for (let j = 1; j <= maxJump && run !== 0; j++) {
      run = (run >>> 1) & t; // frogs preceded by j toads, at the j-th toad
      let land = (run >>> 1) & empty;
      while (land !== 0) {
        const b = land & -land;
        land ^= b;
        out.push(pack(t, f ^ b ^ (b << (j + 1)), n));
      }
    }
  }
  return out;
}

/**
 * Pushes the part of a packed row made of cells [from, to), with the frogs at its left end and
 * the toads at its right end dropped (they can never move and nothing can jump them: a frog at
 * the left end has no cell to enter, a toad at the right end neither, and a jump needs an empty
 * cell beyond the jumped creatures), when a creature is left.
 */
function pushPart(t: number, f: number, from: number, to: number, out: ToadsPosition[]): void {
  while (from < to && ((f >> from) & 1) !== 0) from++;
  while (to > from && ((t >> (to - 1)) & 1) !== 0) to--;
  const n = to - from;
  if (n === 0) return;
  const mask = (POW2[n] - 1) * POW2[from]; // below 2^26: exact as an int
  const pt = (t & mask) >>> from;
  const pf = (f & mask) >>> from;
  if ((pt | pf) !== 0) out.push(pack(pt, pf, n));
}

/**
 * The independent parts of a packed row, by the rules of {@link toadsParts}: without jumps
 * (maxJump 0) the row is first cut between a frog and the first toad after it (across empty
 * cells only: neither can pass the other, and the cells between them only ever grow, so they
 * are dropped); then each piece is cut at every wall, a block of maxJump + 1 toads followed by
 * maxJump + 1 frogs (which never changes: each of its creatures is blocked by its neighbour, the
 * two in the middle face too many creatures to jump, and no jump from outside can cross or
 * enter it), scanning from the left. Each part is trimmed by {@link pushPart}. The cuts are
 * those of the string rules, so both give the same parts.
 */
function packedParts(p: number, maxJump: number): ToadsPosition[] {
  const n = cellsOf(p);
  const rest = p - POW2[2 * n];
  const f = Math.floor(rest / POW2[n]);
  const t = rest - f * POW2[n];
  const out: ToadsPosition[] = [];
  if (maxJump !== 0) {
    splitAtWalls(t, f, 0, n, maxJump + 1, out);
    return out;
  }
  let start = 0;
  for (let i = 0; i < n; i++) {
    if (((f >> i) & 1) === 0) continue;
    let k = i + 1;
    while (k < n && (((t | f) >> k) & 1) === 0) k++;
    if (k < n && ((t >> k) & 1) !== 0) {
      splitAtWalls(t, f, start, i + 1, 1, out);
      start = k;
      i = k;
    }
  }
  splitAtWalls(t, f, start, n, 1, out);
  return out;
}

/** Pushes the parts of cells [from, to) cut at every wall of w toads and w frogs. */
function splitAtWalls(
  t: number,
  f: number,
  from: number,
  to: number,
  w: number,
  out: ToadsPosition[],
): void {
  let start = from;
  let i = from;
  while (i + 2 * w <= to) {
    if (isWall(t, f, i, w)) {
      pushPart(t, f, start, i, out);
      i += 2 * w;
      start = i;
    } else i++;
  }
  pushPart(t, f, start, to, out);
}

/** Whether cells i..i+w-1 hold toads and cells i+w..i+2w-1 frogs (i + 2w <= 26). */
function isWall(t: number, f: number, i: number, w: number): boolean {
  const run = POW2[w] - 1;
  return ((t >>> i) & run) === run && ((f >>> (i + w)) & run) === run;
}

/**
 * The value of a packed part without search, as the string shortcuts give it: an integer when
 * only one kind of creature is left (each toad steps into every empty cell to its right, each
 * frog into every one to its left), and, without jumps, the closed form of toads_and_frogs.ts
 * (`meeting`) when every toad stands left of every frog.
 */
function packedShortcut(p: number, maxJump: number): Game | undefined {
  const n = cellsOf(p);
  const rest = p - POW2[2 * n];
  const f = Math.floor(rest / POW2[n]);
  const t = rest - f * POW2[n];
  if (t === 0 || f === 0) {
    // Toads: each counts the empty cells to its right; frogs: to their left, negated.
    const empty = (POW2[n] - 1) & ~(t | f);
    let steps = 0;
    if (f === 0) {
      for (let m = t; m !== 0; m &= m - 1) steps += popcount(empty & ~((m & -m) * 2 - 1));
    } else {
      for (let m = f; m !== 0; m &= m - 1) steps -= popcount(empty & ((m & -m) - 1));
    }
    return integer(steps);
  }
  if (maxJump !== 0) return undefined;
  const front = 31 - Math.clz32(t); // the rightmost toad
  const rear = 31 - Math.clz32(f & -f); // the leftmost frog
  if (front > rear) return undefined;
  const a = popcount(t);
  const b = popcount(f);
  // Free toad steps: the i-th toad from the left (i = 0..a-1) ends at front - (a - 1 - i).
  let free = 0;
  let i = 0;
  for (let m = t; m !== 0; m &= m - 1, i++) free += front - (a - 1 - i) - (31 - Math.clz32(m & -m));
  let j = 0;
  for (let m = f; m !== 0; m &= m - 1, j++) free -= (31 - Math.clz32(m & -m)) - (rear + j);
  const gap = rear - front - 1;
  const base = free + Math.floor(gap / 2) * (a - b);
  return gap % 2 === 0 ? integer(base) : game([integer(base + a - 1)], [integer(base - b + 1)]);
}

/**
 * The ruleset of Toads and Frogs with jumps over up to `maxJump` creatures on packed rows
 * (strings past {@link PACKED_CELLS} cells, searched by `long`, whose parts become packed as
 * soon as they are short enough). The key of a position is the position itself: a packed row
 * is an integer, a longer row a string, so the two never meet.
 */
function packedRuleset(maxJump: number, long: StringRules): Ruleset<ToadsPosition> {
  return {
    name: maxJump === 1 ? "Toads and Frogs" : `Toads and Frogs (jumps over up to ${maxJump})`,
    leftOptions: (p: ToadsPosition): ToadsPosition[] =>
      typeof p === "number" ? packedMoves(p, maxJump, true) : long.leftOptions(p),
    rightOptions: (p: ToadsPosition): ToadsPosition[] =>
      typeof p === "number" ? packedMoves(p, maxJump, false) : long.rightOptions(p),
    key: (p: ToadsPosition): PositionKey => p,
    components: (p: ToadsPosition): ToadsPosition[] =>
      typeof p === "number" ? packedParts(p, maxJump) : long.components(p).map(toPosition),
    shortcut: (p: ToadsPosition): Game | undefined =>
      typeof p === "number" ? packedShortcut(p, maxJump) : long.shortcut(p),
  };
}

/**
 * The moves of the creatures `mine` (moving `dir`: +1 toads, -1 frogs) against `theirs`: a step
 * into the empty cell ahead, or a jump over `j` opposing creatures in a row, 1 <= j <=
 * `maxJump`, into the empty cell beyond them. A jump captures nothing.
 */
export function creatureMoves(
  s: string,
  mine: string,
  theirs: string,
  dir: 1 | -1,
  maxJump: number,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== mine) continue;
    for (let j = 0; j <= maxJump; j++) {
      const land = i + (j + 1) * dir;
      if (land < 0 || land >= s.length) break;
      if (s[land] === ".") {
        const cells = [...s];
        cells[i] = ".";
        cells[land] = mine;
        out.push(cells.join(""));
        break;
      }
      if (s[land] !== theirs) break;
    }
  }
  return out;
}

/**
 * Splits a row into independent parts, for jumps over up to `maxJump` creatures. Two facts make
 * this exact: frogs at the left end (`F` repeated from cell 1) and toads at the right end can
 * never move and nothing can jump them, so they are dropped; and a block of `maxJump + 1` toads
 * followed by `maxJump + 1` frogs can never change (each creature is blocked by its neighbour,
 * the two in the middle have too many creatures to jump, and no jump from outside can cross or
 * enter it), so it is a wall: the row splits there into the part before it and the part after.
 */
export function toadsParts(s: string, maxJump: number): string[] {
  const parts: string[] = [];
  const wall = "T".repeat(maxJump + 1) + "F".repeat(maxJump + 1);
  // Without jumps, a frog followed (after empty cells) by a toad parts the row too: the frog only
  // moves left and the toad only right, nothing can pass either, and the cells between them only
  // ever grow, so they are dropped.
  const pieces = maxJump === 0
    ? s.replace(/F\.*T/g, "F|T").split("|").flatMap((p) => p.split(wall))
    : s.split(wall);
  for (const piece of pieces) {
    const trimmed = piece.replace(/^F+/, "").replace(/T+$/, "");
    if (trimmed.includes("T") || trimmed.includes("F")) parts.push(trimmed);
  }
  return parts;
}

/**
 * A row with creatures of one kind only: nobody can ever jump, every
 * creature steps until it is blocked, and only one player moves, so the
 * value is the integer count of all those steps (each toad's count is the
 * empty cells to its right; each frog's, negated, those to its left).
 */
export function oneSided(s: string): Game | undefined {
  const hasToad = s.includes("T");
  const hasFrog = s.includes("F");
  if (hasToad && hasFrog) return undefined;
  let steps = 0;
  let empty = 0;
  if (hasFrog) {
    for (const c of s) {
      if (c === ".") empty++;
      else steps -= empty;
    }
  } else {
    for (let i = s.length - 1; i >= 0; i--) {
      if (s[i] === ".") empty++;
      else steps += empty;
    }
  }
  return integer(steps);
}

/**
 * Without jumps (Elephants and Rhinos), the value of a part where every toad stands left of
 * every frog, in closed form. Toads and frogs never pass each other, so the toads end packed
 * behind the front toad's last square and the frogs behind the front frog's; moves that close
 * the gaps behind the fronts are free moves of one player (an integer, their count). The only
 * contested cells are the m between the two fronts: a front toad's step takes one and gives
 * each of the other a - 1 toads one more free step, a front frog's the same with b frogs. So
 * the part is (free toad steps) - (free frog steps) + H(m), where H(0) = 0 and
 * H(m) = {a - 1 + H(m - 1) | 1 - b + H(m - 1)}; then H(2k) = k(a - b) (the switches of two
 * steps cancel: {{p|0}|{0|-q}} = 0 for p, q >= 0) and H(2k + 1) = {k(a - b) + a - 1 |
 * k(a - b) - b + 1}. Returns `undefined` for any other shape of part.
 */
export function meeting(s: string): Game | undefined {
  const toads: number[] = [];
  const frogs: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "T") {
      if (frogs.length > 0) return undefined;
      toads.push(i);
    } else if (s[i] === "F") frogs.push(i);
  }
  const a = toads.length;
  const b = frogs.length;
  if (a === 0 || b === 0) return undefined;
  const front = toads[a - 1];
  const rear = frogs[0];
  let free = 0;
  toads.forEach((t, i) => (free += front - (a - 1 - i) - t));
  frogs.forEach((f, j) => (free -= f - (rear + j)));
  const m = rear - front - 1;
  const base = free + Math.floor(m / 2) * (a - b);
  return m % 2 === 0 ? integer(base) : game([integer(base + a - 1)], [integer(base - b + 1)]);
}

/**
 * The ruleset `toadsAndFrogs()` and `parallelValue("toads", ...)` search: the rules of
 * `toadsAndFrogsRuleset(maxJump)` on rows packed into numbers, with the string rules above for
 * rows too long to pack. Same moves, parts and shortcuts; only the representation differs.
 * `maxJump` must be checked by the caller (an integer from 0 to 62).
 */
export function searchRuleset(maxJump: number): Ruleset<ToadsPosition> {
  let rules = SEARCH[maxJump];
  if (rules === undefined) {
    rules = packedRuleset(maxJump, {
      leftOptions: (s) => creatureMoves(s, "T", "F", 1, maxJump),
      rightOptions: (s) => creatureMoves(s, "F", "T", -1, maxJump),
      components: (s) => toadsParts(s, maxJump),
      shortcut: maxJump === 0 ? (s) => oneSided(s) ?? meeting(s) : oneSided,
    });
    SEARCH[maxJump] = rules;
  }
  return rules;
}

/** The rulesets of {@link searchRuleset} by maxJump, made on first use (at most 63). */
const SEARCH: (Ruleset<ToadsPosition> | undefined)[] = [];

/**
 * The parameters of CGSuite's `GenToadsAndFrogs` schema, checked by the caller: creatures
 * slide k cells forward over empty cells for `minSlide` <= k <= `maxSlide` (`minSlide` 0 reads
 * as 1: a slide moves), jump a run of 1 to `maxJump` opposing creatures (or creatures of either
 * side when `friendly`) into the empty cell just beyond. Never a slide back (that is loopy).
 */
export interface ToadsParams {
  /** The shortest slide, at least 1. */
  readonly minSlide: number;
  /** The longest slide (0: no slides). */
  readonly maxSlide: number;
  /** The longest run jumped (0: no jumps). */
  readonly maxJump: number;
  /** Whether a jump may cross creatures of the jumper's side too. */
  readonly friendly: boolean;
}

/** Whether `params` are those of `toadsAndFrogsRuleset(maxJump)`: one-cell steps, enemy jumps. */
export function isStandard(params: ToadsParams): boolean {
  return params.minSlide === 1 && params.maxSlide === 1 && !params.friendly;
}

/**
 * The moves of one side in a row of `n` cells given by the predicates `at(i)` (0 empty, 1 a
 * toad, 2 a frog), in the order of CGSuite's `GenToadsAndFrogs.Options`: every forward slide,
 * then every jump, each creature from the left. Calls `move(from, to)` for each.
 */
function forEachGeneralMove(
  n: number,
  at: (i: number) => number,
  toads: boolean,
  params: ToadsParams,
  move: (from: number, to: number) => void,
): void {
  const us = toads ? 1 : 2;
  const them = toads ? 2 : 1;
  const dir = toads ? 1 : -1;
  for (let i = 0; i < n; i++) {
    if (at(i) !== us) continue;
    for (let k = 1; k <= params.maxSlide; k++) {
      const c = i + k * dir;
      if (c < 0 || c >= n || at(c) !== 0) break;
      if (k >= params.minSlide) move(i, c);
    }
  }
  for (let i = 0; i < n; i++) {
    if (at(i) !== us) continue;
    for (let k = 1; k <= params.maxJump; k++) {
      const c = i + k * dir;
      if (c < 0 || c >= n) break;
      const v = at(c);
      if (v !== them && !(params.friendly && v === us)) break;
      const land = c + dir;
      if (land >= 0 && land < n && at(land) === 0) {
        move(i, land);
        break;
      }
    }
  }
}

/** The options of one side in a packed row under general parameters. */
function generalPackedMoves(p: number, params: ToadsParams, toads: boolean): number[] {
  const n = cellsOf(p);
  const rest = p - POW2[2 * n];
  const f = Math.floor(rest / POW2[n]);
  const t = rest - f * POW2[n];
  const out: number[] = [];
  forEachGeneralMove(
    n,
    (i) => ((t >> i) & 1) !== 0 ? 1 : ((f >> i) & 1) !== 0 ? 2 : 0,
    toads,
    params,
    (from, to) => {
      const swap = (1 << from) | (1 << to);
      out.push(toads ? pack(t ^ swap, f, n) : pack(t, f ^ swap, n));
    },
  );
  return out;
}

/** The options of one side in a row string (`T`, `F`, `.`) under general parameters. */
export function generalStringMoves(s: string, params: ToadsParams, toads: boolean): string[] {
  const out: string[] = [];
  const me = toads ? "T" : "F";
  forEachGeneralMove(
    s.length,
    (i) => s[i] === "T" ? 1 : s[i] === "F" ? 2 : 0,
    toads,
    params,
    (from, to) => {
      const cells = [...s];
      cells[from] = ".";
      cells[to] = me;
      out.push(cells.join(""));
    },
  );
  return out;
}

/**
 * The shortcut of a part under general parameters: a part with one kind of creature is the
 * integer count of the empty cells ahead of each creature when a one-cell slide is allowed
 * (every move passes at least one empty cell ahead of some creature, or fills one ahead of
 * the creatures it jumps, so that count drops by at least one a move, and one-cell slides
 * spend it one at a time: the longest play of the only player who can move). Otherwise none.
 */
function generalShortcut(params: ToadsParams): ((s: string) => Game | undefined) | undefined {
  return params.minSlide <= 1 && params.maxSlide >= 1 ? oneSided : undefined;
}

/**
 * The rules of `GenToadsAndFrogs` with any parameters on packed rows (strings past
 * {@link PACKED_CELLS}), as {@link searchRuleset} for the standard ones, which it never uses:
 * parts are cut as {@link toadsParts} cuts them (walls of maxJump + 1 toads and frogs stay
 * walls whatever the slides and friendly jumps, frogs at the left end and toads at the right
 * end stay stuck, and without jumps nobody passes anybody).
 */
export function generalSearchRuleset(params: ToadsParams): Ruleset<ToadsPosition> {
  const { maxJump } = params;
  const short = generalShortcut(params);
  return {
    name:
      `GenToadsAndFrogs(minSlide ${params.minSlide}, maxSlide ${params.maxSlide}, maxJump ${params.maxJump}${
        params.friendly ? ", friendly jumps" : ""
      })`,
    leftOptions: (p: ToadsPosition): ToadsPosition[] =>
      typeof p === "number"
        ? generalPackedMoves(p, params, true)
        : generalStringMoves(p, params, true),
    rightOptions: (p: ToadsPosition): ToadsPosition[] =>
      typeof p === "number"
        ? generalPackedMoves(p, params, false)
        : generalStringMoves(p, params, false),
    key: (p: ToadsPosition): PositionKey => p,
    components: (p: ToadsPosition): ToadsPosition[] =>
      typeof p === "number" ? packedParts(p, maxJump) : toadsParts(p, maxJump).map(toPosition),
    ...(short === undefined ? {} : {
      shortcut: (p: ToadsPosition): Game | undefined =>
        short(typeof p === "number" ? positionRow(p) : p),
    }),
  };
}

/** The string rules of `GenToadsAndFrogs` with any parameters (see {@link generalSearchRuleset}). */
export function generalStringRuleset(params: ToadsParams): Ruleset<string> {
  const short = generalShortcut(params);
  return {
    name:
      `GenToadsAndFrogs(minSlide ${params.minSlide}, maxSlide ${params.maxSlide}, maxJump ${params.maxJump}${
        params.friendly ? ", friendly jumps" : ""
      })`,
    leftOptions: (s: string): string[] => generalStringMoves(s, params, true),
    rightOptions: (s: string): string[] => generalStringMoves(s, params, false),
    key: (s: string): PositionKey => s,
    components: (s: string): string[] => toadsParts(s, params.maxJump),
    ...(short === undefined ? {} : { shortcut: short }),
  };
}
