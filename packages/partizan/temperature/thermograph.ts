/**
 * Thermographs of short partizan games with exact walls, the mean and temperature they give, and
 * their text as CGSuite prints it.
 *
 * @module
 */

import { isDyadicValue, typeFail } from "../_check.ts";
import { checkGame, guardStack } from "../_engine.ts";
import { BoundedCache } from "@cgt/core/caches";
import { addDyadic, compareDyadic, type Dyadic, dyadic, formatDyadic } from "@cgt/core/dyadic";
import { type Game, leftOptions, numberUpStarParts, rightOptions } from "../game.ts";
import {
  constant,
  extremum,
  firstMeeting,
  lineAt,
  type Pwl,
  scale,
  sub,
  tilt,
  truncate,
  valueAt,
} from "./_wall.ts";

export type { Game } from "../game.ts";
export type { Dyadic } from "@cgt/core/dyadic";

/**
 * One straight piece of a thermograph wall: for temperatures t from `from` up to the next
 * piece's `from` (or for ever, on the last piece), the wall is at `value + slope * (t - from)`.
 */
export interface WallSegment {
  /** The temperature where the piece starts (the first piece starts at -1). */
  readonly from: Dyadic;
  /** The wall's value at `from`. */
  readonly value: Dyadic;
  /** The slope d(value)/dt: -1, 0 or 1 (0 is vertical in the drawing). */
  readonly slope: number;
}

/**
 * A wall of a thermograph: a continuous piecewise-linear function of the temperature t >= -1,
 * as pieces sorted by `from`, neighbouring pieces having different slopes.
 */
export type Wall = readonly WallSegment[];

/** The thermograph of a game: its two walls, where they become one mast, and the mast value. */
export interface Thermograph {
  /** The left wall L_t(G) = L(G_t), the left stop of G cooled by t. */
  readonly leftWall: Wall;
  /** The right wall R_t(G) = R(G_t). */
  readonly rightWall: Wall;
  /** The mean m(G): the value of the vertical mast. */
  readonly mean: Dyadic;
  /** The temperature t(G): the largest critical temperature of the walls, -1 if there is none. */
  readonly temperature: Dyadic;
}

interface Walls {
  readonly left: Pwl;
  readonly right: Pwl;
}

const cache = new BoundedCache<number, Walls>("thermographs");

/** The walls of g, by recursion over its canonical options (CGSuite's convention). */
function walls(g: Game): Walls {
  const hit = cache.get(g.id);
  if (hit !== undefined) return hit;
  const parts = numberUpStarParts(g);
  let result: Walls;
  if (parts !== undefined && parts.ups === 0 && parts.star === 0) {
    result = numberWalls(parts.number);
  } else {
    // Scaffolds: Left's is max over G^L of (right wall of G^L) - t, Right's is min over G^R of
    // (left wall of G^R) + t; the walls follow them up to where they first meet, then the mast.
    let leftScaffold: Pwl | undefined;
    for (const gl of leftOptions(g)) {
      const w = walls(gl).right;
      leftScaffold = leftScaffold === undefined ? w : extremum(leftScaffold, w, 1);
    }
    let rightScaffold: Pwl | undefined;
    for (const gr of rightOptions(g)) {
      const w = walls(gr).left;
      rightScaffold = rightScaffold === undefined ? w : extremum(rightScaffold, w, -1);
    }
    const ls = tilt(leftScaffold!, -1);
    const rs = tilt(rightScaffold!, 1);
    const meet = firstMeeting(ls, rs);
    const mast = valueAt(ls, meet);
    result = { left: truncate(ls, meet, mast), right: truncate(rs, meet, mast) };
  }
  cache.set(g.id, result);
  return result;
}

/**
 * The walls of the number x, by the same recursion as for any game but iterated from coarse to
 * fine: the canonical options of u/2^k (u odd) are floor(u/2) and ceil(u/2) over 2^(k-1), so the
 * numbers met at precision 2^-k are only floor(x.2^k) and floor(x.2^k) + 1 (over 2^k), and each
 * level needs just the two walls of the level before. O(j) levels for x = m/2^j, no games built.
 */
function numberWalls(x: Dyadic): Walls {
  const base = x.numerator >> BigInt(x.exponent);
  const integerWalls = (n: bigint): Walls => {
    const c = constant(dyadic(n));
    return { left: c, right: c };
  };
  let pair: [Walls, Walls] = [integerWalls(base), integerWalls(base + 1n)];
  let p = base;
  for (let k = 1; k <= x.exponent; k++) {
    const q = x.numerator >> BigInt(x.exponent - k); // floor(x.2^k)
    const level = (u: bigint): Walls => {
      if ((u & 1n) === 0n) return pair[u / 2n === p ? 0 : 1];
      const ls = tilt(pair[0].right, -1);
      const rs = tilt(pair[1].left, 1);
      const meet = firstMeeting(ls, rs);
      const mast = valueAt(ls, meet);
      return { left: truncate(ls, meet, mast), right: truncate(rs, meet, mast) };
    };
    pair = [level(q), level(q + 1n)];
    p = q;
  }
  return pair[0];
}

function toWall(f: Pwl): Wall {
  return f.map((p) => ({ from: p.from, value: lineAt(p, p.from), slope: p.slope }));
}

function lastBreak(f: Pwl): Dyadic {
  return f.length > 1 ? f[f.length - 1].from : dyadic(-1);
}

function maxDyadic(a: Dyadic, b: Dyadic): Dyadic {
  return compareDyadic(a, b) >= 0 ? a : b;
}

/**
 * The thermograph of `g` (Winning Ways ch. 6; Siegel, Combinatorial Game Theory, 2013, II.5;
 * Lessons in Play ch. 6), computed exactly from the options' thermographs: Left's scaffold is
 * max over G^L of R_t(G^L) - t, Right's is min over G^R of L_t(G^R) + t, and the walls follow
 * the scaffolds from t = -1 up to the least t where they meet; above that both walls are the
 * vertical mast at the mean.
 *
 * Convention (CGSuite's): an integer n is a mast at n from t = -1 with temperature -1; every
 * other game, numbers m/2^j included, goes through the recursion, which makes the temperature of
 * m/2^j (j > 0) equal to -1/2^j, of x + k.^ + *n (not a number) equal to 0. The temperature is
 * the largest critical temperature (the top of the last sloping piece of either wall), -1 when
 * both walls are vertical from t = -1 (integers).
 *
 * Cost: one scaffold merge per distinct follower, cached by id; walls have few pieces. A number
 * m/2^j takes j steps over its binary expansion (the same recursion, without building games).
 *
 * @param g A canonical game.
 * @returns Its thermograph.
 *
 * @example
 * ```ts
 * import { type Dyadic, formatDyadic } from "@cgt/partizan/dyadic";
 * import { parseGame } from "@cgt/partizan/notation";
 * import { thermograph } from "@cgt/partizan/thermograph";
 * import assert from "node:assert/strict";
 *
 * const t = thermograph(parseGame("{3||2*|1*}"));
 * assert.equal(formatDyadic(t.mean), "9/4");
 * assert.equal(formatDyadic(t.temperature), "3/4");
 * // The right wall: 2 + t up to t = 0, vertical at 2 up to 1/2, then 3/2 + t up to the mast.
 * const show = (s: { from: Dyadic; value: Dyadic; slope: number }) =>
 *   [formatDyadic(s.from), formatDyadic(s.value), s.slope];
 * assert.deepEqual(t.rightWall.map(show), [
 *   ["-1", "1", 1],
 *   ["0", "2", 0],
 *   ["1/2", "2", 1],
 *   ["3/4", "9/4", 0],
 * ]);
 * ```
 */
export function thermograph(g: Game): Thermograph {
  checkGame(g, "compute thermograph");
  const w = guardStack("compute thermograph", () => walls(g));
  const temperature = maxDyadic(lastBreak(w.left), lastBreak(w.right));
  return {
    leftWall: toWall(w.left),
    rightWall: toWall(w.right),
    mean: valueAt(w.left, temperature),
    temperature,
  };
}

/**
 * The value of a thermograph wall at temperature `t` (for t < -1, the value at -1).
 *
 * @param wall A wall of a {@link Thermograph}.
 * @param t A temperature.
 * @returns The wall's value at `t`.
 *
 * @example
 * ```ts
 * import { dyadic, formatDyadic } from "@cgt/partizan/dyadic";
 * import { parseGame } from "@cgt/partizan/notation";
 * import { thermograph, wallValue } from "@cgt/partizan/thermograph";
 * import assert from "node:assert/strict";
 *
 * const t = thermograph(parseGame("{2|-1}"));
 * assert.equal(formatDyadic(wallValue(t.leftWall, dyadic(1, 1))), "3/2"); // 2 - 1/2
 * assert.equal(formatDyadic(wallValue(t.rightWall, dyadic(1, 1))), "-1/2"); // -1 + 1/2
 * ```
 */
export function wallValue(wall: Wall, t: Dyadic): Dyadic {
  checkWall("evaluate thermograph wall", wall);
  if (!isDyadicValue(t)) {
    typeFail("evaluate thermograph wall", "the temperature must be a dyadic rational", t);
  }
  let piece = wall[0];
  for (const s of wall) if (compareDyadic(s.from, t) <= 0) piece = s;
  if (compareDyadic(t, piece.from) <= 0) return piece.value;
  return addDyadic(piece.value, scale(sub(t, piece.from), piece.slope));
}

/**
 * The mean m(G) (Winning Ways ch. 6; Siegel, CGT, II.5): the mast value of the thermograph, the
 * number G behaves like in large sums (n.G - n.m(G) stays bounded). Additive:
 * m(G + H) = m(G) + m(H). For x + k.^ + *n it is x, found without recursion.
 *
 * @param g A canonical game.
 * @returns The mean, exactly.
 *
 * @example
 * ```ts
 * import { formatDyadic } from "@cgt/partizan/dyadic";
 * import { parseGame } from "@cgt/partizan/notation";
 * import { mean } from "@cgt/partizan/thermograph";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(mean(parseGame("{2|-1}"))), "1/2");
 * assert.equal(formatDyadic(mean(parseGame("{3||2*|1*}"))), "9/4");
 * ```
 */
export function mean(g: Game): Dyadic {
  checkGame(g, "compute mean");
  const parts = numberUpStarParts(g);
  if (parts !== undefined) return parts.number;
  return thermograph(g).mean;
}

/**
 * The temperature t(G) (Winning Ways ch. 6; Siegel, CGT, II.5), following CGSuite: -1 for an
 * integer, -1/2^j for a number m/2^j with m odd and j > 0, 0 for x + k.^ + *n not a number,
 * otherwise the height where the thermograph's walls become the mast for good. The temperature
 * of a sum is at most the larger temperature of its parts.
 *
 * @param g A canonical game.
 * @returns The temperature, exactly.
 *
 * @example
 * ```ts
 * import { formatDyadic } from "@cgt/partizan/dyadic";
 * import { parseGame } from "@cgt/partizan/notation";
 * import { temperature } from "@cgt/partizan/thermograph";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(temperature(parseGame("+-1"))), "1");
 * assert.equal(formatDyadic(temperature(parseGame("{3||2*|1*}"))), "3/4");
 * assert.equal(formatDyadic(temperature(parseGame("3/8"))), "-1/8");
 * assert.equal(formatDyadic(temperature(parseGame("^*"))), "0");
 * ```
 */
export function temperature(g: Game): Dyadic {
  checkGame(g, "compute temperature");
  const parts = numberUpStarParts(g);
  if (parts !== undefined) {
    if (parts.ups !== 0 || parts.star !== 0) return dyadic(0);
    return dyadic(-1, parts.number.exponent);
  }
  return thermograph(g).temperature;
}

/**
 * Prints a thermograph wall as CGSuite prints a `Trajectory`: the value of the vertical mast at
 * the top, the critical temperatures from the top down, and the slope d(value)/dt of each piece
 * from the top down (one more slope than temperatures), as in `Trajectory(9/4,[3/4,1/2],[0,1,0])`
 * (CGSuite's `{3||2|1}.Thermograph.Wall(Right)`; aaron-siegel/cgsuite, CgsuiteLangTest.scala).
 * Walls start at t = -1, as CGSuite's do, so critical temperatures below 0 are listed too.
 *
 * @param wall A wall of a {@link Thermograph}.
 * @returns Its text.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { formatWall, thermograph } from "@cgt/partizan/thermograph";
 * import assert from "node:assert/strict";
 *
 * const t = thermograph(parseGame("{3||2|1}"));
 * assert.equal(formatWall(t.leftWall), "Trajectory(9/4,[3/4],[0,-1])");
 * assert.equal(formatWall(t.rightWall), "Trajectory(9/4,[3/4,1/2],[0,1,0])");
 * ```
 */
export function formatWall(wall: Wall): string {
  return `Trajectory(${wallText(wall)})`;
}

/** `mast,[temperatures],[slopes]`, from the top piece down. */
/** Throws a TypeError unless `wall` is a non-empty list of wall pieces. */
function checkWall(what: string, wall: Wall): void {
  if (!Array.isArray(wall) || wall.length === 0) {
    typeFail(what, "a wall must be a non-empty list of pieces { from, value, slope }", wall);
  }
  for (const piece of wall) {
    if (
      piece === null || typeof piece !== "object" || !isDyadicValue(piece.from) ||
      !isDyadicValue(piece.value) || !(piece.slope === -1 || piece.slope === 0 || piece.slope === 1)
    ) {
      typeFail(
        what,
        "a wall piece must be { from, value } dyadic rationals and a slope of -1, 0 or 1",
        piece,
      );
    }
  }
}

function wallText(wall: Wall): string {
  if (!Array.isArray(wall) || wall.length === 0) {
    throw new TypeError("Cannot format thermograph wall: expected a non-empty list of pieces");
  }
  const top = wall[wall.length - 1];
  const temps: string[] = [];
  const slopes: string[] = [];
  for (let i = wall.length - 1; i >= 0; i--) {
    slopes.push(String(wall[i].slope));
    if (i > 0) temps.push(formatDyadic(wall[i].from));
  }
  return `${formatDyadic(top.value)},[${temps.join(",")}],[${slopes.join(",")}]`;
}

/**
 * Prints a thermograph as CGSuite prints one: the left wall then the right wall, each as
 * {@link formatWall} writes it without the `Trajectory(...)` around it, as in
 * `Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])` for {3||2*|1*}
 * (aaron-siegel/cgsuite, CanonicalShortGameTestCase.scala). CGSuite refuses the thermograph of
 * an integer beyond 32 bits; `cgt` prints it (`Thermograph(-1823437481924,[],[0],...)`).
 *
 * @param t A thermograph.
 * @returns Its text.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { formatThermograph, thermograph } from "@cgt/partizan/thermograph";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatThermograph(thermograph(parseGame("5"))), "Thermograph(5,[],[0],5,[],[0])");
 * assert.equal(
 *   formatThermograph(thermograph(parseGame("-1/2"))),
 *   "Thermograph(-1/2,[-1/2],[0,-1],-1/2,[-1/2],[0,1])",
 * );
 * ```
 */
export function formatThermograph(t: Thermograph): string {
  if (t === null || typeof t !== "object") {
    typeFail("format thermograph", "expected a thermograph { leftWall, rightWall }", t);
  }
  checkWall("format thermograph", t.leftWall);
  checkWall("format thermograph", t.rightWall);
  return `Thermograph(${wallText(t.leftWall)},${wallText(t.rightWall)})`;
}
