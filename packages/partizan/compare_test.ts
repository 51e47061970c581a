import assert from "node:assert/strict";
import fc from "fast-check";
import { add, negate, subtract } from "./arithmetic.ts";
import { compare, equals, leq, outcome } from "./compare.ts";
import { dyadic } from "@cgt/core/dyadic";
import {
  type Game,
  game,
  integer,
  nimber,
  numberGame,
  numberUpStar,
  STAR,
  UP,
  ZERO,
} from "./game.ts";
import {
  anyGame,
  arbitraryTree,
  fromTree,
  slowCompare,
  slowLeq,
  slowOutcome,
  smallGame,
  toTree,
} from "./testdata/slow_game.ts";

Deno.test("leq() and compare() agree with the definition on the unsimplified forms", () => {
  // Bounds: forms of birthday <= 3, at most 2 options a side, compared before canonicalisation.
  fc.assert(
    fc.property(arbitraryTree(3, 2), arbitraryTree(3, 2), (s, t) => {
      const a = fromTree(s);
      const b = fromTree(t);
      assert.equal(leq(a, b), slowLeq(s, t));
      assert.equal(compare(a, b), slowCompare(s, t));
      assert.equal(equals(a, b), slowCompare(s, t) === "=");
    }),
    { seed: 34445, numRuns: 300 },
  );
});

Deno.test("compare() agrees with the definition on deeper random forms", () => {
  // Bounds: forms of birthday <= 5 with at most 2 options a side (exercises the stop shortcuts
  // on hot games).
  fc.assert(
    fc.property(arbitraryTree(5, 2), arbitraryTree(5, 2), (s, t) => {
      assert.equal(compare(fromTree(s), fromTree(t)), slowCompare(s, t));
    }),
    { seed: 91899, numRuns: 100 },
  );
});

Deno.test("compare() of x + k.^ + *n forms matches the general recursion", () => {
  // Every pair with x in {-1/2, 0, 1/2}, |k| <= 3, n <= 3 (the shortcut uses no recursion; the
  // twin compares the canonical trees by definition).
  const all: Game[] = [];
  for (const m of [-1, 0, 1]) {
    for (let k = -3; k <= 3; k++) {
      for (let n = 0; n <= 3; n++) all.push(numberUpStar(dyadic(m, 1), k, n));
    }
  }
  for (const a of all) {
    for (const b of all) assert.equal(compare(a, b), slowCompare(toTree(a), toTree(b)));
  }
});

Deno.test("compare() of a number with any game matches the definition", () => {
  fc.assert(
    fc.property(fc.integer({ min: -12, max: 12 }), fc.nat(3), smallGame, (m, j, g) => {
      const x = numberGame(dyadic(m, j));
      assert.equal(compare(x, g), slowCompare(toTree(x), toTree(g)));
      assert.equal(compare(g, x), slowCompare(toTree(g), toTree(x)));
    }),
    { seed: 98414, numRuns: 200 },
  );
});

Deno.test("outcome() agrees with who wins moving first, and with compare() to 0", () => {
  fc.assert(
    fc.property(anyGame, (g) => {
      assert.equal(outcome(g), slowOutcome(toTree(g)));
      const r = compare(g, ZERO);
      assert.equal(outcome(g), { ">": "L", "<": "R", "=": "P", "||": "N" }[r]);
    }),
    { seed: 50594, numRuns: 300 },
  );
});

Deno.test("leq() holds exactly when the difference is won by Left moving second", () => {
  // G <= H iff H - G >= 0 iff Right moving first on H - G loses: outcome L or P.
  fc.assert(
    fc.property(anyGame, anyGame, (g, h) => {
      assert.equal(leq(g, h), ["L", "P"].includes(outcome(subtract(h, g))));
      assert.equal(compare(g, h), compare(subtract(g, h), ZERO));
    }),
    { seed: 49823, numRuns: 200 },
  );
});

Deno.test("compare() decides 1 + *12 against 0 without recursion", () => {
  // Siegel, CGT II.4: a number plus a nimber has the sign of the number.
  const g = add(integer(1), nimber(12));
  assert.equal(compare(g, ZERO), ">");
  const star12 = game(
    Array.from({ length: 12 }, (_, i) => nimber(i)),
    Array.from({ length: 12 }, (_, i) => nimber(i)),
  );
  assert.equal(star12, nimber(12));
  assert.equal(compare(add(integer(1), star12), ZERO), ">");
});

Deno.test("compare() handles numbers of any size", () => {
  const big = integer(10n ** 30n);
  const hot = fromTree({ left: [toTree(integer(1))], right: [toTree(integer(0))] });
  assert.equal(compare(big, hot), ">");
  assert.equal(compare(negate(big), hot), "<");
  const eps = numberGame(dyadic(1, 100));
  assert.equal(compare(eps, UP), ">");
  assert.equal(compare(add(eps, STAR), ZERO), ">");
  assert.equal(compare(negate(eps), add(STAR, UP)), "<");
  assert.equal(outcome(add(hot, big)), "L");
  // Numbers beyond exact doubles (numerators above 2^53, denominators above 2^1000).
  assert.equal(compare(big, add(big, integer(1))), "<");
  const fine = numberGame(dyadic(1, 1100));
  assert.equal(compare(fine, hot), "||");
  assert.equal(compare(add(hot, fine), hot), ">");
  assert.equal(compare(add(hot, big), add(hot, add(big, fine))), "<");
  assert.equal(compare(add(hot, big), add(big, UP)), "||");
});
