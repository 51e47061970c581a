import assert from "node:assert/strict";
import fc from "fast-check";
import { add, negate, subtract, sum } from "./arithmetic.ts";
import { dyadic } from "@cgt/core/dyadic";
import {
  type Game,
  game,
  integer,
  leftOptions,
  nimber,
  numberGame,
  numberUpStar,
  rightOptions,
  STAR,
  UP,
  ZERO,
} from "./game.ts";
import {
  anyGame,
  arbitraryTree,
  fromTree,
  slowAdd,
  slowEquals,
  slowNegate,
  toTree,
  tree,
} from "./testdata/slow_game.ts";
import { numberUpStarParts } from "./game.ts";

Deno.test("add() agrees with the sum of the forms computed by definition", () => {
  fc.assert(
    fc.property(anyGame, anyGame, (a, b) => {
      assert.ok(slowEquals(toTree(add(a, b)), slowAdd(toTree(a), toTree(b))));
    }),
    { seed: 19165, numRuns: 200 },
  );
});

Deno.test("add() is commutative and associative, with 0 as identity", () => {
  fc.assert(
    fc.property(anyGame, anyGame, anyGame, (a, b, c) => {
      assert.equal(add(a, b), add(b, a));
      assert.equal(add(add(a, b), c), add(a, add(b, c)));
      assert.equal(add(a, ZERO), a);
    }),
    { seed: 27099, numRuns: 200 },
  );
});

Deno.test("negate() is the additive inverse: G + (-G) = 0", () => {
  fc.assert(
    fc.property(anyGame, (g) => {
      assert.equal(add(g, negate(g)), ZERO);
      assert.equal(subtract(g, g), ZERO);
      assert.equal(negate(negate(g)), g);
      assert.ok(slowEquals(toTree(negate(g)), slowNegate(toTree(g))));
    }),
    { seed: 52432, numRuns: 200 },
  );
});

Deno.test("add() computes x + k.^ + *n from the parts", () => {
  assert.equal(add(UP, UP), numberUpStar(dyadic(0), 2, 0));
  assert.equal(add(nimber(5), nimber(3)), nimber(6));
  assert.equal(
    add(integer(10n ** 30n), numberGame(dyadic(1, 100))),
    numberGame(dyadic((10n ** 30n << 100n) + 1n, 100)),
  );
  assert.equal(add(STAR, STAR), ZERO);
});

Deno.test("add() translates large numbers without recursion", () => {
  const big = integer(10n ** 30n);
  const sw = fromTree({ left: [toTree(integer(1))], right: [toTree(integer(-1))] });
  const shifted = add(big, sw);
  assert.equal(subtract(shifted, big), sw);
  assert.equal(add(add(shifted, UP), negate(shifted)), UP);
});

Deno.test("sum() adds a list of games", () => {
  assert.equal(sum([]), ZERO);
  assert.equal(sum([UP, UP, STAR, negate(UP), negate(UP)]), STAR);
  assert.equal(sum([nimber(1), nimber(2), nimber(3)]), ZERO);
});

Deno.test("add() reports games nested too deeply for the call stack as a RangeError", () => {
  // A 3000-deep hot chain {3000|{2999|...{1|0}}}, built bottom up without deep recursion.
  let g = ZERO;
  for (let i = 1; i <= 3000; i++) g = game([integer(i)], [g]);
  assert.throws(
    () => add(g, g),
    (e: unknown) =>
      e instanceof RangeError &&
      /^Cannot add games: the games are nested too deeply/.test(e.message),
  );
});

Deno.test("add() translates a game that is not x + k.^ + *n by a number without re-simplifying", () => {
  // The fast path (number translation, Siegel CGT II.4) against the slow twin: the unsimplified
  // form {g^L + x | g^R + x} (options computed by definition) reduced through game(), which runs
  // the full canonical-form reduction. Bounds: forms of birthday <= 4, at most 2 options a side,
  // and x in [-4, 4] in eighths.
  const number = fc.integer({ min: -32, max: 32 }).map((m) => numberGame(dyadic(m, 3)));
  fc.assert(
    fc.property(arbitraryTree(4, 2).map(fromTree), number, (g, x) => {
      fc.pre(numberUpStarParts(g) === undefined);
      const fast = add(g, x);
      const slow = fromTree(
        tree(
          leftOptions(g).map((gl) => slowAdd(toTree(gl), toTree(x))),
          rightOptions(g).map((gr) => slowAdd(toTree(gr), toTree(x))),
        ),
      );
      assert.equal(fast, slow);
      assert.ok(slowEquals(toTree(fast), slowAdd(toTree(g), toTree(x))));
      // The canonical options are exactly the translated options.
      const ids = (gs: readonly Game[]) => gs.map((o) => o.id).sort((a, b) => a - b);
      assert.deepEqual(ids(leftOptions(fast)), ids(leftOptions(g).map((o) => add(o, x))));
      assert.deepEqual(ids(rightOptions(fast)), ids(rightOptions(g).map((o) => add(o, x))));
    }),
    { seed: 71214, numRuns: 300 },
  );
});

Deno.test("subtract() returns 0 for G - G at once, even for a hot chain 900 levels deep", () => {
  // G = {n | {n-1 | ... {1 | 0}}}: the sum by options would build every G_i - G_j.
  let g = ZERO;
  for (let i = 1; i <= 900; i++) g = game([integer(i)], [g]);
  assert.equal(subtract(g, g), ZERO);
  assert.equal(add(negate(g), g), ZERO);
});
