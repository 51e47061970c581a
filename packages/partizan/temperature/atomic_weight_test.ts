import assert from "node:assert/strict";
import fc from "fast-check";
import { add } from "../arithmetic.ts";
import { compare, leq, outcome } from "../compare.ts";
import { dyadic } from "@cgt/core/dyadic";
import {
  type Game,
  game,
  integer,
  leftOptions,
  numberUpStar,
  rightOptions,
  STAR,
  ZERO,
} from "../game.ts";
import { formatGame, parseGame } from "../notation.ts";
import { atomicWeight, isAllSmall } from "./atomic_weight.ts";

/** Random all-small (dicotic) games: each node is 0 or has options on both sides. */
function dicotic(depth: number): fc.Arbitrary<Game> {
  if (depth === 0) return fc.constant(ZERO);
  const sub = dicotic(depth - 1);
  return fc.oneof(
    { weight: 1, arbitrary: sub },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.array(sub, { minLength: 1, maxLength: 2 }),
          fc.array(sub, { minLength: 1, maxLength: 2 }),
        )
        .map(([l, r]) => game(l, r)),
    },
  );
}
const allSmall = fc.oneof(
  dicotic(3),
  fc.tuple(fc.integer({ min: -4, max: 4 }), fc.nat(4)).map(([k, n]) =>
    numberUpStar(dyadic(0), k, n)
  ),
);

Deno.test("atomicWeight() matches published atomic weights", async (t) => {
  const rows: [string, string, string][] = [
    // [game, atomic weight, source]
    ["^", "1", "Winning Ways ch. 8: ^ has atomic weight 1"],
    ["v", "-1", "Winning Ways ch. 8"],
    ["*", "0", "Winning Ways ch. 8: nimbers have atomic weight 0"],
    ["*5", "0", "Winning Ways ch. 8"],
    ["^*", "1", "Winning Ways ch. 8: aw(^*) = aw(^) + aw(*) = 1"],
    ["^^*", "2", "Winning Ways ch. 8 / Lessons in Play ch. 9: ⇑* = {0|^} has weight 2"],
    ["v3*2", "-3", "Lessons in Play ch. 9: aw(n.^ + *m) = n"],
    ["{0|v}", "0", "{0|v} = * in canonical form (v reverses through *), weight 0"],
  ];
  for (const [expr, expected, source] of rows) {
    await t.step(`aw(${expr}) = ${expected} (${source})`, () => {
      assert.equal(atomicWeight(parseGame(expr)), parseGame(expected));
    });
  }
});

Deno.test("atomicWeight() of x.^ + *n by the calculus agrees with the closed form", () => {
  // The slow twin: Conway's calculus applied to the canonical options of k.^ + *n (which the
  // engine builds), against aw = k. |k| <= 5, n <= 5.
  for (let k = -5; k <= 5; k++) {
    for (let n = 0; n <= 5; n++) {
      const g = numberUpStar(dyadic(0), k, n);
      const viaOptions = atomicWeight(game([...leftOptions(g)], [...rightOptions(g)]));
      assert.equal(viaOptions, integer(k), `aw of ${formatGame(g)}`);
    }
  }
});

Deno.test("atomicWeight() is additive on all-small games", () => {
  // Conway (ONAG ch. 16) / Winning Ways ch. 8: aw(G + H) = aw(G) + aw(H). Random dicotic forms
  // of birthday <= 3 with 1-2 options a side, and k.^ + *n with |k| <= 4, n <= 4.
  fc.assert(
    fc.property(allSmall, allSmall, (g, h) => {
      assert.equal(atomicWeight(add(g, h)), add(atomicWeight(g), atomicWeight(h)));
    }),
    { seed: 76977, numRuns: 200 },
  );
});

Deno.test("atomicWeight() obeys the two-ahead rule", () => {
  // Winning Ways ch. 8 / Lessons in Play ch. 9: aw(G) >= 2 implies G > 0, aw(G) <= -2 implies
  // G < 0; aw(G) >= 1 implies Left wins moving first (outcome L or N).
  fc.assert(
    fc.property(allSmall, allSmall, (g, h) => {
      const s = add(g, h);
      const w = atomicWeight(s);
      if (leq(integer(2), w)) assert.equal(compare(s, ZERO), ">");
      if (leq(w, integer(-2))) assert.equal(compare(s, ZERO), "<");
      if (leq(integer(1), w)) assert.ok(["L", "N"].includes(outcome(s)));
      if (leq(w, integer(-1))) assert.ok(["R", "N"].includes(outcome(s)));
    }),
    { seed: 49766, numRuns: 300 },
  );
});

Deno.test("atomicWeight() rejects games that are not atomic", () => {
  assert.throws(
    () => atomicWeight(parseGame("{1|0}")),
    new RangeError('Cannot compute atomic weight: the game is not atomic, received "{1|0}"'),
  );
  assert.throws(() => atomicWeight(parseGame("1/2*")), RangeError);
  assert.equal(atomicWeight(parseGame("Tiny(1)")), ZERO); // atomic, though not all-small
  assert.equal(isAllSmall(STAR), true);
  assert.equal(isAllSmall(parseGame("{0||0|-1}")), false);
});

Deno.test("atomicWeight() names the real reason when the refused game prints long", async (t) => {
  // Switches +-1, +-1/2, ..., +-1/2^(n-1): a hot sum whose canonical form is 216 characters
  // long for n = 6 and 205,253 for n = 15.
  const switches = (n: number): string =>
    Array.from({ length: n }, (_, i) => `+-1/${2 ** i}`).join(" + ");
  await t.step("a form of 216 characters is quoted by its beginning and length", () => {
    const g = parseGame(switches(6));
    const text = formatGame(g);
    assert.equal(text.length, 216);
    assert.throws(
      () => atomicWeight(g),
      new RangeError(
        `Cannot compute atomic weight: the game is not atomic, received "${
          text.slice(0, 77)
        }..." (216 characters)`,
      ),
    );
  });
  await t.step("a form over 100,000 characters is described by its length alone", () => {
    assert.throws(
      () => atomicWeight(parseGame(switches(15))),
      new RangeError(
        "Cannot compute atomic weight: the game is not atomic, received a game of 205253 characters",
      ),
    );
  });
});
