import assert from "node:assert/strict";
import fc from "fast-check";
import { add, subtract } from "../arithmetic.ts";
import { compareDyadic, type Dyadic, dyadic, formatDyadic, parseDyadic } from "@cgt/core/dyadic";
import {
  type Game,
  game,
  integer,
  isNumber,
  leftOptions,
  numberGame,
  numberUpStar,
  rightOptions,
  STAR,
  UP,
} from "../game.ts";
import { parseGame } from "../notation.ts";
import { cool, freeze, heat, overheat } from "./cooling.ts";
import { leftStop, rightStop } from "./stops.ts";
import { mean, temperature, thermograph, wallValue } from "./thermograph.ts";
import { anyGame, smallGame } from "../testdata/slow_game.ts";

/** Temperatures 0, 1/8, ..., 3. */
const temperatureArb: fc.Arbitrary<Dyadic> = fc.integer({ min: 0, max: 24 }).map((i) =>
  dyadic(i, 3)
);

Deno.test("cool() matches published values", async (t) => {
  const rows: [string, string, string, string][] = [
    // [game, t, cooled, source]
    ["{2|-1}", "1/2", "{3/2|-1/2}", "Winning Ways ch. 6"],
    [
      "{2|-1}",
      "3/2",
      "1/2*",
      "by hand from the definition: cooled by its temperature 3/2, the mean 1/2 plus *",
    ],
    ["{2|-1}", "2", "1/2", "Winning Ways ch. 6: above the temperature, the mean"],
    ["+-1", "1", "*", "Winning Ways ch. 6: ±1 cooled by 1 is *"],
    ["{3||2*|1*}", "1/2", "{5/2|2*}", "by the definition: {3 - 1/2 | {2 - 1/2 | 1 + 1/2} + 1/2}"],
    ["{3||2*|1*}", "3/4", "9/4*", "cooled by its temperature 3/4"],
    ["5/8", "3", "5/8", "Siegel, CGT, II.5: numbers do not cool for t >= 0"],
    // CGSuite's own tests (lib/core/src/test/scala/org/cgsuite/lang/CgscriptTest.scala).
    ["{3||2*|1*}", "0", "{3||2*|1*}", "CGSuite CgscriptTest: {3||2+*|1+*}.Cool(0)"],
    ["{3||2*|1*}", "1/4", "{11/4||2|3/2}", "CGSuite CgscriptTest: .Cool(1/4)"],
    ["{3||2*|1*}", "5/8", "{19/8|17/8}", "CGSuite CgscriptTest: .Cool(5/8)"],
    ["{3||2*|1*}", "70", "9/4", "CGSuite CgscriptTest: .Cool(70)"],
    ["{3||2*|1*}", "-1/2", "{7/2|||5/2|3/2||+-1/2}", "CGSuite CgscriptTest: .Cool(-1/2)"],
    ["1/4", "-1/8", "1/4", "CGSuite CgscriptTest: (1/4).Cool(-1/8)"],
    ["1/4", "-1/4", "1/4*", "CGSuite CgscriptTest: (1/4).Cool(-1/4)"],
    ["1/4", "-3/8", "{3/8|1/8}", "CGSuite CgscriptTest: (1/4).Cool(-3/8)"],
  ];
  for (const [expr, by, expected, source] of rows) {
    await t.step(`${expr} cooled by ${by} is ${expected} (${source})`, () => {
      const temp = parseDyadic(by);
      assert.equal(cool(parseGame(expr), temp), parseGame(expected));
    });
  }
});

Deno.test("cool() stops are the thermograph walls", () => {
  // Siegel, CGT, II.5: L(G_t) = L_t(G) and R(G_t) = R_t(G). Forms of birthday <= 3 with <= 2
  // options a side and x + k.^ + *n; t in {0, 1/8, ..., 3}.
  fc.assert(
    fc.property(anyGame, temperatureArb, (g, t) => {
      const c = cool(g, t);
      const th = thermograph(g);
      assert.deepEqual(leftStop(c), wallValue(th.leftWall, t));
      assert.deepEqual(rightStop(c), wallValue(th.rightWall, t));
    }),
    { seed: 25069, numRuns: 300 },
  );
});

Deno.test("cool() agrees with the plain recursion below the temperature", () => {
  // The slow twin: {G^L_t - t | G^R_t + t} straight from the definition, used for every
  // game whose temperature is at least t; games colder than t become their mean.
  const slow = (g: Game, t: Dyadic): Game => {
    if (compareDyadic(temperature(g), t) < 0) return numberGame(mean(g));
    const tg = numberGame(t);
    return game(
      leftOptions(g).map((gl) => subtract(slow(gl, t), tg)),
      rightOptions(g).map((gr) => add(slow(gr, t), tg)),
    );
  };
  fc.assert(
    // Temperatures -7/8, -6/8, ..., 3: below 0 numbers cool too.
    fc.property(
      anyGame,
      fc.integer({ min: -7, max: 24 }).map((i) => dyadic(i, 3)),
      (g, t) => assert.equal(cool(g, t), slow(g, t)),
    ),
    { seed: 8101, numRuns: 200 },
  );
});

Deno.test("cool() above the temperature gives the mean", () => {
  fc.assert(
    fc.property(anyGame, fc.integer({ min: 1, max: 16 }), (g, k) => {
      const above = addTemp(temperature(g), dyadic(k, 3));
      assert.equal(cool(g, above), numberGame(mean(g)));
    }),
    { seed: 48615, numRuns: 200 },
  );
});

function addTemp(a: Dyadic, b: Dyadic): Dyadic {
  const k = Math.max(a.exponent, b.exponent);
  return dyadic(
    (a.numerator << BigInt(k - a.exponent)) + (b.numerator << BigInt(k - b.exponent)),
    k,
  );
}

Deno.test("freeze() gives the mean plus an infinitesimal", () => {
  // Cooling by the temperature: both stops of the result equal the mean, i.e. G_t(G) - m(G)
  // is infinitesimal (Winning Ways ch. 6).
  fc.assert(
    fc.property(anyGame, (g) => {
      const f = freeze(g);
      assert.deepEqual(leftStop(f), mean(g));
      assert.deepEqual(rightStop(f), mean(g));
      const d = subtract(f, numberGame(mean(g)));
      assert.deepEqual([leftStop(d), rightStop(d)], [dyadic(0), dyadic(0)]);
    }),
    { seed: 4474, numRuns: 300 },
  );
});

Deno.test("cool() rejects temperatures of -1 and below", () => {
  assert.throws(
    () => cool(STAR, dyadic(-3, 1)),
    new RangeError("Cannot cool game: the temperature must be greater than -1, received -3/2"),
  );
  assert.throws(
    () => cool(integer(1), dyadic(-1)),
    new RangeError("Cannot cool game: the temperature must be greater than -1, received -1"),
  );
  assert.throws(() => cool(STAR, 1 as unknown as Dyadic), TypeError);
});

Deno.test("heat() matches published values", async (t) => {
  const rows: [string, string, string, string][] = [
    // [game, t, heated, source]
    ["*", "1", "+-1", "Winning Ways ch. 6: heating * by 1 gives ±1"],
    ["0", "1", "0", "Winning Ways ch. 6: numbers do not heat"],
    ["3/4", "2", "3/4", "Winning Ways ch. 6"],
    ["^", "1", "{1||0|-2}", "by the definition: {1 + 0 | -1 + ±1}"],
    ["*2", "1", "{1,{2|0}|-1,{0|-2}}", "by the definition (∫*2 = {1, 1 + ±1 | -1, -1 + ±1})"],
    ["{1|0}", "*", "{1*|*}", "by the definition with t = *"],
  ];
  for (const [expr, by, expected, source] of rows) {
    await t.step(`${expr} heated by ${by} is ${expected} (${source})`, () => {
      assert.equal(heat(parseGame(expr), parseGame(by)), parseGame(expected));
    });
  }
});

Deno.test("heat() is undone by cool() when every heated follower is hot enough", () => {
  // (∫^t G)_t = G by induction whenever each non-number follower X of G met by the recursion
  // has t(∫^t X) >= t, since then the cooling recursion mirrors the heating one. Checked for
  // t in {1/2, 1, 2}; the condition is tested, not assumed. Forms of birthday <= 3.
  const hotEnough = (g: Game, t: Game, td: Dyadic): boolean =>
    isNumber(g) ||
    (compareDyadic(temperature(heat(g, t)), td) >= 0 &&
      [...leftOptions(g), ...rightOptions(g)].every((o) => hotEnough(o, t, td)));
  let checked = 0;
  fc.assert(
    fc.property(smallGame, fc.constantFrom(dyadic(1, 1), dyadic(1), dyadic(2)), (g, td) => {
      const t = numberGame(td);
      if (!hotEnough(g, t, td)) return;
      checked++;
      assert.equal(cool(heat(g, t), td), g);
    }),
    { seed: 8326, numRuns: 300 },
  );
  assert.ok(checked > 50, `only ${checked} games met the condition`);
  for (let n = 0; n <= 6; n++) {
    const star = numberUpStar(dyadic(0), 0, n);
    assert.equal(cool(heat(star, integer(1)), dyadic(1)), star);
  }
  assert.equal(cool(heat(UP, integer(1)), dyadic(1)), UP);
});

Deno.test("overheat() follows its recursion", async (t) => {
  const rows: [string, string, string, string][] = [
    // [game, s, t, overheated]
    ["3", "^", "1", "^3"], // integers become n.s
    ["-2", "*", "1", "0"],
    ["*", "*", "1", "+-1"], // {1 + 0.* | -1 + 0.*}
    ["1/2", "1", "1", "{1|0}"], // {1 + 0.1 | -1 + 1.1}
    ["{1|-1}", "1", "1", "+-2"], // {1 + 1 | -1 - 1}
  ];
  for (const [expr, s, by, expected] of rows) {
    await t.step(`${expr} overheated from ${s} to ${by} is ${expected}`, () => {
      assert.equal(overheat(parseGame(expr), parseGame(s), parseGame(by)), parseGame(expected));
    });
  }
  await t.step("overheat() of a huge integer uses doubling", () => {
    const g = overheat(integer(10n ** 20n), integer(3), STAR);
    assert.equal(formatDyadic(mean(g)), (3n * 10n ** 20n).toString());
  });
});

Deno.test("overheat() equals its plain recursion on random small games", () => {
  // The definition over canonical options, with no cache and no doubling: an integer n is n
  // copies of s (of -s for n < 0); any other G is {t + ∫G^L | -t + ∫G^R}.
  const plain = (g: Game, s: Game, t: Game): Game => {
    if (isNumber(g) && Number.isInteger(Number(formatDyadic(leftStop(g))))) {
      const n = Number(formatDyadic(leftStop(g)));
      let sum = integer(0);
      for (let i = 0; i < Math.abs(n); i++) sum = n > 0 ? add(sum, s) : subtract(sum, s);
      return sum;
    }
    return game(
      leftOptions(g).map((gl) => add(plain(gl, s, t), t)),
      rightOptions(g).map((gr) => subtract(plain(gr, s, t), t)),
    );
  };
  fc.assert(
    fc.property(anyGame, smallGame, smallGame, (g, s, t) => {
      assert.equal(overheat(g, s, t), plain(g, s, t));
    }),
    { seed: 55082, numRuns: 150 },
  );
});

Deno.test("cool() has equal stops exactly from the temperature on", () => {
  // Cooling and the thermograph agree on the temperature: for t >= 0 on the grid
  // {0, 1/8, ..., 4}, L(G_t) = R(G_t) iff t >= t(G) (forms of birthday <= 3, <= 2 options a
  // side, and x + k.^ + *n).
  const grid = Array.from({ length: 33 }, (_, i) => dyadic(i, 3));
  fc.assert(
    fc.property(anyGame, (g) => {
      const temp = temperature(g);
      for (const t of grid) {
        const c = cool(g, t);
        const settled = compareDyadic(leftStop(c), rightStop(c)) === 0;
        assert.equal(settled, compareDyadic(t, temp) >= 0, `t = ${formatDyadic(t)}`);
      }
    }),
    { seed: 55541, numRuns: 150 },
  );
});
