import assert from "node:assert/strict";
import fc from "fast-check";
import { add } from "../arithmetic.ts";
import {
  addDyadic,
  compareDyadic,
  type Dyadic,
  dyadic,
  formatDyadic,
  negateDyadic,
} from "@cgt/core/dyadic";
import {
  integer,
  leftOptions,
  numberGame,
  numberUpStar,
  numberValue,
  rightOptions,
} from "../game.ts";
import { parseGame } from "../notation.ts";
import { leftStop, rightStop } from "./stops.ts";
import { mean, temperature, thermograph, wallValue } from "./thermograph.ts";
import { anyGame, smallGame } from "../testdata/slow_game.ts";

/** Temperatures -1, -7/8, ..., 4: a grid of t containing every breakpoint of the games tested. */
const GRID: Dyadic[] = Array.from({ length: 41 }, (_, i) => dyadic(i - 8, 3));

const max = (a: Dyadic, b: Dyadic) => (compareDyadic(a, b) >= 0 ? a : b);
const min = (a: Dyadic, b: Dyadic) => (compareDyadic(a, b) <= 0 ? a : b);
const minus = (a: Dyadic, b: Dyadic) => addDyadic(a, negateDyadic(b));

Deno.test("thermograph() matches published means and temperatures", async (t) => {
  const rows: [string, string, string, string][] = [
    // [game, mean, temperature, source]
    ["{3||2*|1*}", "9/4", "3/4", "Siegel, CGT, II.5 worked example"],
    ["+-1", "0", "1", "Winning Ways ch. 6: the switch ±x has temperature x"],
    ["+-5/2", "0", "5/2", "Winning Ways ch. 6"],
    [
      "{2|-1}",
      "1/2",
      "3/2",
      "Winning Ways ch. 6: {x|y} (x >= y) has mean (x+y)/2, temperature (x-y)/2",
    ],
    ["{5|1}", "3", "2", "Winning Ways ch. 6"],
    ["{1|0}", "1/2", "1/2", "Winning Ways ch. 6"],
    ["*", "0", "0", "CGSuite: an infinitesimal that is not a number has temperature 0"],
    ["^", "0", "0", "CGSuite"],
    ["1/2*", "1/2", "0", "CGSuite"],
    ["7", "7", "-1", "CGSuite: an integer has temperature -1"],
    ["-3/4", "-3/4", "-1/4", "CGSuite: m/2^j (m odd, j > 0) has temperature -1/2^j"],
    ["1/2", "1/2", "-1/2", "CGSuite"],
    ["{2||1|0}", "5/4", "3/4", "by the thermograph construction (Winning Ways ch. 6)"],
  ];
  for (const [expr, m, temp, source] of rows) {
    await t.step(`${expr}: mean ${m}, temperature ${temp} (${source})`, () => {
      const g = parseGame(expr);
      const th = thermograph(g);
      assert.equal(formatDyadic(th.mean), m);
      assert.equal(formatDyadic(th.temperature), temp);
      assert.equal(formatDyadic(mean(g)), m);
      assert.equal(formatDyadic(temperature(g)), temp);
    });
  }
});

Deno.test("thermograph() of {3||2*|1*} has the expected walls", () => {
  const th = thermograph(parseGame("{3||2*|1*}"));
  const show = (w: typeof th.leftWall) =>
    w.map((s) => `${formatDyadic(s.from)}:${formatDyadic(s.value)}/${s.slope}`).join(" ");
  assert.equal(show(th.leftWall), "-1:4/-1 3/4:9/4/0");
  assert.equal(show(th.rightWall), "-1:1/1 0:2/0 1/2:2/1 3/4:9/4/0");
});

Deno.test("thermograph() walls satisfy the defining recursion at every grid temperature", () => {
  // The slow twin: for each t on the grid, the scaffolds are recomputed pointwise from the
  // options' walls (max of R_t(G^L) - t, min of L_t(G^R) + t); the walls must equal the
  // scaffolds while Left's is strictly above Right's, and the mast from the first grid
  // point where they have met. Forms of birthday <= 3 (<= 2 options a side) and x + k.^ + *n.
  fc.assert(
    fc.property(anyGame, (g) => {
      const v = numberValue(g);
      if (v !== undefined && v.exponent === 0) return; // integers are masts, not recursive
      const th = thermograph(g);
      let met: Dyadic | undefined;
      for (const t of GRID) {
        const ls = leftOptions(g)
          .map((gl) => minus(wallValue(thermograph(gl).rightWall, t), t))
          .reduce(max);
        const rs = rightOptions(g)
          .map((gr) => addDyadic(wallValue(thermograph(gr).leftWall, t), t))
          .reduce(min);
        if (met === undefined && compareDyadic(ls, rs) <= 0) met = t;
        const l = wallValue(th.leftWall, t);
        const r = wallValue(th.rightWall, t);
        if (met === undefined) {
          assert.deepEqual([l, r], [ls, rs]);
          assert.ok(compareDyadic(l, r) > 0);
        } else {
          assert.deepEqual([l, r], [th.mean, th.mean]);
        }
        if (compareDyadic(t, th.temperature) >= 0) assert.deepEqual([l, r], [th.mean, th.mean]);
      }
    }),
    { seed: 83794, numRuns: 300 },
  );
});

Deno.test("thermograph() of numbers m/2^j matches the recursion through their options", () => {
  // Numbers take an iterative shortcut; the twin builds the scaffolds from the canonical options'
  // walls, |m| <= 40, j <= 5, at every grid temperature.
  for (let j = 1; j <= 5; j++) {
    for (let m = -41; m <= 41; m += 2) {
      const g = numberGame(dyadic(m, j));
      const th = thermograph(g);
      const [gl] = leftOptions(g);
      const [gr] = rightOptions(g);
      for (const t of GRID) {
        if (compareDyadic(t, th.temperature) >= 0) {
          assert.deepEqual(wallValue(th.leftWall, t), dyadic(m, j));
          assert.deepEqual(wallValue(th.rightWall, t), dyadic(m, j));
        } else {
          assert.deepEqual(
            wallValue(th.leftWall, t),
            minus(wallValue(thermograph(gl).rightWall, t), t),
          );
          assert.deepEqual(
            wallValue(th.rightWall, t),
            addDyadic(wallValue(thermograph(gr).leftWall, t), t),
          );
        }
      }
    }
  }
});

Deno.test("thermograph() walls at t = 0 are the stops", () => {
  fc.assert(
    fc.property(anyGame, (g) => {
      const th = thermograph(g);
      assert.deepEqual(wallValue(th.leftWall, dyadic(0)), leftStop(g));
      assert.deepEqual(wallValue(th.rightWall, dyadic(0)), rightStop(g));
    }),
    { seed: 83248, numRuns: 300 },
  );
});

Deno.test("mean() and temperature() shortcuts for x + k.^ + *n agree with the thermograph", () => {
  // Every x = m/8 in [-2, 2], |k| <= 3, n <= 3: the closed forms against the recursion.
  for (let m = -16; m <= 16; m++) {
    for (let k = -3; k <= 3; k++) {
      for (let n = 0; n <= 3; n++) {
        const g = numberUpStar(dyadic(m, 3), k, n);
        const th = thermograph(g);
        assert.deepEqual(mean(g), th.mean, `mean of ${m}/8 ${k} ${n}`);
        assert.deepEqual(temperature(g), th.temperature, `temperature of ${m}/8 ${k} ${n}`);
      }
    }
  }
});

Deno.test("mean() is additive", () => {
  // Winning Ways ch. 6 / Siegel, CGT, II.5: m(G + H) = m(G) + m(H). Random forms of
  // birthday <= 3 with <= 2 options a side, and x + k.^ + *n.
  fc.assert(
    fc.property(anyGame, anyGame, (g, h) => {
      assert.deepEqual(mean(add(g, h)), addDyadic(mean(g), mean(h)));
    }),
    { seed: 26860, numRuns: 200 },
  );
});

Deno.test("temperature() of a sum is at most the larger temperature", () => {
  fc.assert(
    fc.property(anyGame, anyGame, (g, h) => {
      const t = temperature(add(g, h));
      assert.ok(compareDyadic(t, max(temperature(g), temperature(h))) <= 0);
    }),
    { seed: 10853, numRuns: 200 },
  );
});

Deno.test("thermograph() handles huge and very fine numbers", () => {
  const big = integer(10n ** 30n);
  assert.deepEqual(thermograph(big).mean, dyadic(10n ** 30n));
  assert.deepEqual(temperature(big), dyadic(-1));
  const fine = numberGame(dyadic(1, 200));
  assert.deepEqual(thermograph(fine).temperature, dyadic(-1, 200));
  assert.deepEqual(thermograph(fine).mean, dyadic(1, 200));
});

Deno.test("mean() and temperature() satisfy the Mean Value Theorem", () => {
  // Winning Ways ch. 6 / Siegel, CGT, II.5: for a game G that is not a number and n >= 1,
  // n.m(G) - t(G) <= R(n.G) <= L(n.G) <= n.m(G) + t(G). Checked for n = 1..4 on forms of
  // birthday <= 3 with <= 2 options a side (numbers are skipped: their temperature is negative).
  fc.assert(
    fc.property(smallGame, (g) => {
      const v = numberValue(g);
      if (v !== undefined) return;
      const m = mean(g);
      const t = temperature(g);
      let multiple = g;
      for (let n = 1; n <= 4; n++) {
        const nm = dyadic(m.numerator * BigInt(n), m.exponent); // n.m(G), in lowest terms
        assert.ok(compareDyadic(minus(nm, t), rightStop(multiple)) <= 0, `n = ${n}, low`);
        assert.ok(compareDyadic(leftStop(multiple), addDyadic(nm, t)) <= 0, `n = ${n}, high`);
        multiple = add(multiple, g);
      }
    }),
    { seed: 3708, numRuns: 150 },
  );
});

Deno.test("thermograph() of 3/2^5000 does not recurse 5000 deep", () => {
  const th = thermograph(numberGame(dyadic(3, 5000)));
  assert.deepEqual(th.temperature, dyadic(-1, 5000));
  assert.deepEqual(th.mean, dyadic(3, 5000));
});
