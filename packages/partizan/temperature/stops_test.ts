import assert from "node:assert/strict";
import fc from "fast-check";
import { compare, leq } from "../compare.ts";
import { compareDyadic, dyadic, formatDyadic } from "@cgt/core/dyadic";
import { type Game, isNumber, leftOptions, nimber, numberGame, rightOptions } from "../game.ts";
import { parseGame } from "../notation.ts";
import { confusionInterval, leftStop, rightStop, stopCount } from "./stops.ts";
import { nusGame, smallGame } from "../testdata/slow_game.ts";

Deno.test("leftStop() and rightStop() match published stops", async (t) => {
  const rows: [string, string, string, string][] = [
    // [game, left stop, right stop, source]
    ["{3||2*|1*}", "3", "2", "Siegel, CGT, II.5 worked example"],
    ["{2|-1}", "2", "-1", "Winning Ways ch. 3: stops of a switch {x|y} are x and y"],
    ["+-1", "1", "-1", "Winning Ways ch. 3"],
    ["^*", "0", "0", "Winning Ways ch. 3: infinitesimals have both stops 0"],
    ["3/4", "3/4", "3/4", "Winning Ways ch. 3: a number is its own stop"],
    ["{1|0||0|-1}", "0", "0", "a second-player win: its canonical form is 0"],
    ["{5|{3|1}}", "5", "3", "by the definition: Right moves to {3|1}, Left answers 3"],
  ];
  for (const [expr, l, r, source] of rows) {
    await t.step(`${expr} has stops ${l} and ${r} (${source})`, () => {
      const g = parseGame(expr);
      assert.equal(formatDyadic(leftStop(g)), l);
      assert.equal(formatDyadic(rightStop(g)), r);
    });
  }
});

Deno.test("leftStop() and rightStop() bound the game against every number", () => {
  // Siegel, CGT, II.3: x > L(G) implies x > G, x < L(G) implies G |> x (not G <= x); and
  // symmetrically for R(G). Checked against all x = m/16 in [-5, 5], which pins both stops
  // exactly for the games tested (forms of birthday <= 3 with <= 2 options a side, and
  // x + k.^ + *n with x a multiple of 1/4, |k| <= 3, n <= 3).
  const grid = Array.from({ length: 161 }, (_, i) => dyadic(i - 80, 4));
  fc.assert(
    fc.property(fc.oneof(smallGame, nusGame), (g) => {
      const l = leftStop(g);
      const r = rightStop(g);
      assert.ok(compareDyadic(l, r) >= 0, "L(G) >= R(G)");
      for (const x of grid) {
        const xg = numberGame(x);
        if (compareDyadic(x, l) > 0) assert.equal(compare(g, xg), "<");
        if (compareDyadic(x, l) < 0) assert.equal(leq(g, xg), false);
        if (compareDyadic(x, r) < 0) assert.equal(compare(g, xg), ">");
        if (compareDyadic(x, r) > 0) assert.equal(leq(xg, g), false);
      }
    }),
    { seed: 27732, numRuns: 150 },
  );
});

Deno.test("leftStop() of a huge number is the number itself", () => {
  const g = numberGame(dyadic(10n ** 30n + 1n, 90));
  assert.deepEqual(leftStop(g), dyadic(10n ** 30n + 1n, 90));
  assert.deepEqual(rightStop(g), dyadic(10n ** 30n + 1n, 90));
});

Deno.test("confusionInterval() is [rightStop, leftStop]", () => {
  fc.assert(
    fc.property(smallGame, (g) => {
      const [low, high] = confusionInterval(g);
      assert.equal(compareDyadic(low, rightStop(g)), 0);
      assert.equal(compareDyadic(high, leftStop(g)), 0);
      assert.ok(compareDyadic(low, high) <= 0);
    }),
    { seed: 26071, numRuns: 200 },
  );
});

/** The stop count by the definition, on the canonical form, with no closed form. */
function slowStopCount(g: Game): bigint {
  if (isNumber(g)) return 1n;
  return [...leftOptions(g), ...rightOptions(g)].reduce((n, o) => n + slowStopCount(o), 0n);
}

Deno.test("stopCount() agrees with the definition", async (t) => {
  await t.step("random canonical forms", () => {
    fc.assert(
      fc.property(
        fc.oneof(smallGame, nusGame),
        (g) => assert.equal(stopCount(g), slowStopCount(g)),
      ),
      { seed: 26072, numRuns: 300 },
    );
  });
  await t.step("x + *n uses 2 * 3^(n-1) (CGSuite's closed form), equal to the recursion", () => {
    for (let n = 1; n <= 6; n++) assert.equal(stopCount(nimber(n)), slowStopCount(nimber(n)));
  });
});
