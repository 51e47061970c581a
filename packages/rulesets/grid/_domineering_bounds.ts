/**
 * Static bounds that decide a Domineering board without search, by counting the moves each
 * player surely has against the most the other can make (private to `grid/`; used by
 * `DomineeringSolver`).
 *
 * A player's lines are its dominoes' direction: columns for Vertical, rows for Horizontal; a
 * line is a word whose bit k is the k-th cell along it, set when free. The opponent's domino
 * covers one cell of each of two neighbouring lines at the same bit.
 *
 * @module
 */

/** The most disjoint areas a board of at most 64 cells has, plus one. */
const SIDE = 33;

/**
 * SURE_FIRST[a * SIDE + b]: the moves a player surely makes from `a` isolated and `b` other
 * disjoint unsafe areas (dominoes it could play) moving first, against an opponent each of whose
 * moves spoils at most one isolated area or two others; SURE_SECOND likewise moving second.
 * Computed by minimax over (a, b): the player takes one area a turn, the opponent spoils.
 */
const SURE_FIRST = new Int32Array(SIDE * SIDE);
const SURE_SECOND = new Int32Array(SIDE * SIDE);
for (let total = 0; total < 2 * SIDE - 1; total++) {
  for (let a = 0; a < SIDE; a++) {
    const b = total - a;
    if (b < 0 || b >= SIDE) continue;
    const at = a * SIDE + b;
    // The player moves: takes an isolated or another area (or has none left).
    let first = 0;
    if (a > 0) first = Math.max(first, 1 + SURE_SECOND[at - SIDE]);
    if (b > 0) first = Math.max(first, 1 + SURE_SECOND[at - 1]);
    SURE_FIRST[at] = first;
    // The opponent moves: spoils nothing, one isolated area, or one or two others.
    let second = first;
    if (a > 0) second = Math.min(second, SURE_FIRST[at - SIDE]);
    if (b > 0) second = Math.min(second, SURE_FIRST[at - 1]);
    if (b > 1) second = Math.min(second, SURE_FIRST[at - 2]);
    SURE_SECOND[at] = second;
  }
}

/** The cells of the dominoes packed greedily from the low end in the runs of `w`. */
function packed(w: number): number {
  let out = 0;
  while (w !== 0) {
    const low = w & -w;
    const pair = low | (low << 1);
    if ((w & pair) === pair) {
      out |= pair;
      w &= ~pair;
    } else w &= ~low;
  }
  return out;
}

/** The number of set bits of `w`. */
function bitCount(w: number): number {
  let n = 0;
  while (w !== 0) {
    w &= w - 1;
    n++;
  }
  return n;
}

const open = new Int32Array(SIDE + 1);

/**
 * Counts, for the player whose lines are `lines[0..n)`, into `out`: [0] the most moves it can
 * still make (disjoint dominoes per run: no more fit), [1] its safe moves (disjoint dominoes on
 * cells whose neighbours in both neighbouring lines are filled: the opponent can never take
 * them), [2] and [3] its other disjoint dominoes (off the safe ones) that are isolated (no other
 * such domino at the same bits of a neighbouring line, so one opponent's domino spoils at most
 * one of them) and not.
 */
export function tally(lines: Int32Array, n: number, out: Int32Array): void {
  let most = 0;
  let safe = 0;
  for (let i = 0; i < n; i++) {
    const w = lines[i];
    most += bitCount(packed(w)) >>> 1;
    const guarded = w & ~(i > 0 ? lines[i - 1] : 0) & ~(i + 1 < n ? lines[i + 1] : 0);
    const sure = packed(guarded);
    safe += bitCount(sure) >>> 1;
    open[i] = packed(w & ~sure);
  }
  let isolated = 0;
  let other = 0;
  for (let i = 0; i < n; i++) {
    const near = (i > 0 ? open[i - 1] : 0) | (i + 1 < n ? open[i + 1] : 0);
    let w = open[i];
    while (w !== 0) {
      const j = 31 - Math.clz32(w & -w);
      w &= ~(3 << j);
      if (((near >>> j) & 3) === 0) isolated++;
      else other++;
    }
  }
  out[0] = most;
  out[1] = safe;
  out[2] = isolated;
  out[3] = other;
}

/** The tallies (see {@link tally}) of the last {@link countVerdict}: the mover's, the opponent's. */
export const MINE: Int32Array = new Int32Array(4);
/** See {@link MINE}; all zero when the mover had no move. */
export const THEIRS: Int32Array = new Int32Array(4);

/**
 * Decides the board for the player to move, whose lines are `mine[0..n)` (the opponent's:
 * `theirs[0..m)`), when counting settles it: 1 if it wins, -1 if it loses, 0 if undecided.
 *
 * It wins if the moves it surely makes exceed the most the opponent can make, and loses if it
 * has no move or the most it can make are at most the moves the opponent surely makes moving
 * second (the safe moves of Breuker, Uiterwijk and van den Herik 2000 and Bullock 2002, plus the
 * unsafe areas the opponent cannot spoil in time, see SURE_FIRST). `slack` is added to the sure
 * moves of both players: 0 in the search; tests pass 1 to check that a wrong bound is caught.
 */
export function countVerdict(
  mine: Int32Array,
  n: number,
  theirs: Int32Array,
  m: number,
  slack = 0,
): number {
  tally(mine, n, MINE);
  if (MINE[0] === 0) {
    THEIRS.fill(0);
    return -1;
  }
  tally(theirs, m, THEIRS);
  const a = Math.min(MINE[2], SIDE - 1);
  const b = Math.min(MINE[3], SIDE - 1);
  if (MINE[1] + SURE_FIRST[a * SIDE + b] + slack > THEIRS[0]) return 1;
  const c = Math.min(THEIRS[2], SIDE - 1);
  const d = Math.min(THEIRS[3], SIDE - 1);
  if (MINE[0] <= THEIRS[1] + SURE_SECOND[c * SIDE + d] + slack) return -1;
  return 0;
}
