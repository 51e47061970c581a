/**
 * NoGo boards of at most 64 points as bitboards (each set of points a pair of 32-bit words, point
 * r * cols + c at bit r * cols + c of the pair): neighbours by shifts, groups by flood fill, and
 * the legal moves and sure moves of each player, for `NoGoSolver`.
 *
 * @module
 */

/** The number of set bits of a 32-bit word. */
export function popcount(w: number): number {
  w = w - ((w >>> 1) & 0x55555555);
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/**
 * The geometry of one board shape and the analysis of positions on it. Methods leave their
 * results in public fields (no allocation in the search).
 */
export class NoGoBits {
  readonly rows: number;
  readonly cols: number;
  readonly points: number;
  /** Every point of the board. */
  readonly fullLo: number;
  readonly fullHi: number;
  /** The points not in the last column (those that have a neighbour to their right). */
  readonly #eastLo: number;
  readonly #eastHi: number;
  /** The points not in the first column. */
  readonly #westLo: number;
  readonly #westHi: number;

  /** The result of {@link neighbours}. */
  lo = 0;
  hi = 0;

  /**
   * Results of {@link analyse}, per colour c (0: Black, Left, `x`; 1: White, Right, `o`):
   * legal moves, their number, eyes (empty points all of whose neighbours are c's stones), and
   * the sure moves: the eyes c can fill whatever happens (see {@link analyse}).
   */
  legalLo: [number, number] = [0, 0];
  legalHi: [number, number] = [0, 0];
  legalCount: [number, number] = [0, 0];
  eyeLo: [number, number] = [0, 0];
  eyeHi: [number, number] = [0, 0];
  sure: [number, number] = [0, 0];
  /** The most moves c can still make: its legal moves less one per closed component. */
  most: [number, number] = [0, 0];

  /** Creates the geometry of a board of `rows` rows and `cols` columns (at most 64 points). */
  constructor(rows: number, cols: number) {
    this.rows = rows;
    this.cols = cols;
    this.points = rows * cols;
    let fullLo = 0, fullHi = 0, eastLo = 0, eastHi = 0, westLo = 0, westHi = 0;
    for (let p = 0; p < this.points; p++) {
      const c = p % cols;
      const bit = 1 << (p & 31);
      if (p < 32) {
        fullLo |= bit;
        if (c + 1 < cols) eastLo |= bit;
        if (c > 0) westLo |= bit;
      } else {
        fullHi |= bit;
        if (c + 1 < cols) eastHi |= bit;
        if (c > 0) westHi |= bit;
      }
    }
    this.fullLo = fullLo;
    this.fullHi = fullHi;
    this.#eastLo = eastLo;
    this.#eastHi = eastHi;
    this.#westLo = westLo;
    this.#westHi = westHi;
  }

  /** Sets {@link lo}, {@link hi} to the points next to a point of the set (lo, hi). */
  neighbours(lo: number, hi: number): void {
    // Right: shift up by 1 from points not in the last column; left: down by 1.
    let eLo = lo & this.#eastLo;
    let eHi = hi & this.#eastHi;
    let rLo = eLo << 1;
    let rHi = (eHi << 1) | (eLo >>> 31);
    eLo = lo & this.#westLo;
    eHi = hi & this.#westHi;
    rLo |= (eLo >>> 1) | (eHi << 31);
    rHi |= eHi >>> 1;
    // Down a row: shift up by cols; up a row: down by cols.
    const k = this.cols;
    if (k < 32) {
      rLo |= lo << k;
      rHi |= (hi << k) | (lo >>> (32 - k));
      rLo |= (lo >>> k) | (hi << (32 - k));
      rHi |= hi >>> k;
    } else if (k < 64) {
      rHi |= lo << (k - 32);
      rLo |= hi >>> (k - 32);
    }
    this.lo = rLo & this.fullLo;
    this.hi = rHi & this.fullHi;
  }

  /**
   * Analyses the position with Black's stones (bLo, bHi) and White's (wLo, wHi), every group of
   * which has a liberty. For each colour c it sets:
   *
   * - the legal moves of c: empty points p such that no group of the other colour has p as its
   *   only liberty (else placing there captures) and p has an empty neighbour or is next to a
   *   group of c with another liberty (else the stone's group has none). Only the groups next to
   *   p gain or lose a liberty, so this is exactly the rule.
   * - the eyes of c and its sure moves: `eyes - k`, where k is the number of connected
   *   components of (c's stones and eyes) that hold an eye. Proof that c can fill that many
   *   eyes whatever the opponent does, one at any turn of its choosing: an eye's neighbours are
   *   c's stones forever (stones are never removed), so no opponent stone ever touches it and
   *   the opponent never plays there (no liberty, or a capture). In a component with k_C eyes,
   *   filling an eye e while another eye e' of the component is empty is legal: the path from e
   *   to e' through the component alternates groups and eyes, and its first empty eye after e
   *   is next to a group joined to e's new group through filled eyes, so that group has a
   *   liberty; no opponent group touches e, so nothing is captured. Playing elsewhere, c only
   *   joins components (which adds to the count) and the opponent changes none; so c fills
   *   k_C - 1 eyes of each component.
   * - the most moves c can still make: its legal moves (a point illegal for c stays so: see
   *   `NoGoSolver`), less one for each component of two eyes or more that is closed, its stones
   *   having no liberty but its eyes. Proof: a group gains a liberty only when a stone joins it,
   *   on one of its liberties, here an eye, whose neighbours are all c's stones; so the stones
   *   of a closed component stay without liberties outside its eyes, and a stone on its last
   *   empty eye would leave its group without a liberty: one eye of it is never filled.
   */
  analyse(bLo: number, bHi: number, wLo: number, wHi: number): void {
    const emptyLo = this.fullLo & ~(bLo | wLo);
    const emptyHi = this.fullHi & ~(bHi | wHi);
    this.neighbours(emptyLo, emptyHi);
    const breathLo = this.lo;
    const breathHi = this.hi;
    // Per colour: the points that are some group's only liberty, and the stones of groups with
    // two liberties or more.
    const atari = [0, 0, 0, 0];
    const free = [0, 0, 0, 0];
    for (let c = 0; c < 2; c++) {
      const sLo = c === 0 ? bLo : wLo;
      const sHi = c === 0 ? bHi : wHi;
      let restLo = sLo;
      let restHi = sHi;
      while ((restLo | restHi) !== 0) {
        let gLo = restLo !== 0 ? restLo & -restLo : 0;
        let gHi = restLo !== 0 ? 0 : restHi & -restHi;
        while (true) {
          this.neighbours(gLo, gHi);
          const nLo = (gLo | this.lo) & sLo;
          const nHi = (gHi | this.hi) & sHi;
          if (nLo === gLo && nHi === gHi) break;
          gLo = nLo;
          gHi = nHi;
        }
        const libLo = this.lo & emptyLo;
        const libHi = this.hi & emptyHi;
        const one = libLo !== 0
          ? (libLo & (libLo - 1)) === 0 && libHi === 0
          : libHi !== 0 && (libHi & (libHi - 1)) === 0;
        if (one) {
          atari[2 * c] |= libLo;
          atari[2 * c + 1] |= libHi;
        } else {
          free[2 * c] |= gLo;
          free[2 * c + 1] |= gHi;
        }
        restLo &= ~gLo;
        restHi &= ~gHi;
      }
    }
    for (let c = 0; c < 2; c++) {
      const o = 1 - c;
      this.neighbours(free[2 * c], free[2 * c + 1]);
      const lLo = emptyLo & ~atari[2 * o] & (breathLo | this.lo);
      const lHi = emptyHi & ~atari[2 * o + 1] & (breathHi | this.hi);
      this.legalLo[c] = lLo;
      this.legalHi[c] = lHi;
      this.legalCount[c] = popcount(lLo) + popcount(lHi);
      // Eyes: empty points with no neighbour outside c's stones.
      const sLo = c === 0 ? bLo : wLo;
      const sHi = c === 0 ? bHi : wHi;
      this.neighbours(this.fullLo & ~sLo, this.fullHi & ~sHi);
      const eLo = emptyLo & ~this.lo;
      const eHi = emptyHi & ~this.hi;
      this.eyeLo[c] = eLo;
      this.eyeHi[c] = eHi;
      let sure = popcount(eLo) + popcount(eHi);
      let most = this.legalCount[c];
      if (sure > 1) {
        const aLo = sLo | eLo;
        const aHi = sHi | eHi;
        let restLo = eLo;
        let restHi = eHi;
        while ((restLo | restHi) !== 0) {
          let gLo = restLo !== 0 ? restLo & -restLo : 0;
          let gHi = restLo !== 0 ? 0 : restHi & -restHi;
          while (true) {
            this.neighbours(gLo, gHi);
            const nLo = (gLo | this.lo) & aLo;
            const nHi = (gHi | this.hi) & aHi;
            if (nLo === gLo && nHi === gHi) break;
            gLo = nLo;
            gHi = nHi;
          }
          sure--;
          // Closed: no liberty outside the component's eyes; then one eye is never filled.
          if (((this.lo & emptyLo & ~gLo) | (this.hi & emptyHi & ~gHi)) === 0) {
            const eyes = popcount(gLo & eLo) + popcount(gHi & eHi);
            if (eyes >= 2) most--;
          }
          restLo &= ~gLo;
          restHi &= ~gHi;
        }
      } else sure = 0;
      this.sure[c] = sure;
      this.most[c] = most;
    }
  }
}
