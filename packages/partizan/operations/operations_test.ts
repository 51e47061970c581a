import assert from "node:assert/strict";
import fc from "fast-check";
import { add, subtract } from "../arithmetic.ts";
import { leq } from "../compare.ts";
import {
  type Game,
  game,
  isNumber,
  leftOptions,
  nimber,
  numberGame,
  rightOptions,
  UP,
} from "../game.ts";
import { dyadic } from "@cgt/core/dyadic";
import { nimberProduct } from "@cgt/core/nimber";
import { formatGame, parseGame } from "../notation.ts";
import { ordinalSum } from "./ordinal_sum.ts";
import { conwayProduct, nortonProduct } from "./products.ts";
import { conjunctiveSum, selectiveSum, sequentialSum, sideSum } from "./compound_sums.ts";
import { incentives, leftIncentives, rightIncentives } from "./incentives.ts";
import { followerCount, followers } from "./followers.ts";
import { atomicWeight, isAtomic } from "../temperature/atomic_weight.ts";
import { anyGame, fromTree, smallGame, toTree } from "../testdata/slow_game.ts";
import { GameLimitError, withStepLimit } from "../game_limit.ts";
import {
  slowConjunctive,
  slowOrdinalSum,
  slowSelective,
  slowSequential,
  slowSide,
} from "../testdata/slow_operations.ts";

const CGS =
  "aaron-siegel/cgsuite lib/core/src/test/scala/org/cgsuite/lang/CompoundGameTestCase.scala";

Deno.test("ordinalSum() and conwayProduct() match CGSuite's published compound values", async (t) => {
  // [G, H, conjunctive, Conway product, ordinal sum] from CGSuite's CompoundGameTestCase.
  const rows: [string, string, string, string, string][] = [
    ["1/2", "1/4", "1/2", "1/8", "9/16"],
    ["*5", "*6", "*5", "*8", "*11"],
    ["+-1", "^^", "{0|-1}", "+-^^", "{1,+-1|-1,{1,+-1,+-{1,+-1}|-1,+-1}}"],
    ["{1|0}", "0", "0", "0", "{1|0}"],
  ];
  for (const [g, h, conj, conway, ordinal] of rows) {
    await t.step(`${g} with ${h} (${CGS})`, () => {
      const a = parseGame(g);
      const b = parseGame(h);
      assert.equal(formatGame(conjunctiveSum(a, b)), conj);
      assert.equal(formatGame(conwayProduct(a, b)), conway);
      assert.equal(formatGame(ordinalSum(a, b)), ordinal);
      assert.equal(parseGame(`(${g}) : (${h})`), ordinalSum(a, b));
    });
  }
});

Deno.test("parseGame() reads CGSuite's infix operations as CGSuite's tests write them", async (t) => {
  // [expression as in CGSuite's CompoundGameTestCase (without .CanonicalForm), value there].
  const rows: [string, string][] = [
    ["((1/2) ConjunctiveSum (1/4))", "1/2"],
    ["((1/2) ConwayProduct (1/4))", "1/8"],
    ["((1/2) SelectiveSum (1/4))", "3/4"],
    ["((*5) ConjunctiveSum (*6))", "*5"],
    ["((*5) ConwayProduct (*6))", "*8"],
    ["((+-1) ConjunctiveSum (^^))", "{0|-1}"],
    ["((+-1) ConwayProduct (^^))", "+-^^"],
    ["(({1|0}) SelectiveSum (0))", "{1|0}"],
    ["(({1|0}) ConwayProduct (0))", "0"],
  ];
  for (const [expr, value] of rows) {
    await t.step(`${expr} (${CGS})`, () => assert.equal(formatGame(parseGame(expr)), value));
  }
  await t.step("infix names bind looser than +, - and :, left to right", () => {
    const g = parseGame("1/2");
    const h = parseGame("^");
    assert.equal(parseGame("1/2 NortonMultiply ^"), nortonProduct(g, h));
    assert.equal(parseGame("1 + 1 ConwayProduct 3"), parseGame("6"));
    assert.equal(
      parseGame("*2 SelectiveSum *1 ConjunctiveSum *3"),
      conjunctiveSum(selectiveSum(nimber(2), nimber(1)), nimber(3)),
    );
    assert.throws(() => parseGame("*5 Product *6"), SyntaxError);
  });
});

Deno.test("compound operations agree with their definitions on random small games", async (t) => {
  const cases: [string, (g: Game, h: Game) => Game, typeof slowOrdinalSum][] = [
    ["ordinalSum", ordinalSum, slowOrdinalSum],
    ["conjunctiveSum", conjunctiveSum, slowConjunctive],
    ["selectiveSum", selectiveSum, slowSelective],
    ["sequentialSum", sequentialSum, slowSequential],
    ["sideSum", sideSum, slowSide],
  ];
  for (const [name, fast, slow] of cases) {
    await t.step(`${name}() equals the plain recursion on canonical forms`, () => {
      fc.assert(
        fc.property(anyGame, smallGame, (g, h) => {
          assert.equal(fast(g, h), fromTree(slow(toTree(g), toTree(h))));
        }),
        { seed: 55519, numRuns: name === "conwayProduct" ? 60 : 150 },
      );
    });
  }
});

/** Conway's product by plain recursion over canonical options, without the shortcuts. */
function plainConway(g: Game, h: Game, memo = new Map<string, Game>()): Game {
  const key = `${g.id}:${h.id}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const t = (a: Game, b: Game): Game =>
    subtract(add(plainConway(a, h, memo), plainConway(g, b, memo)), plainConway(a, b, memo));
  const l: Game[] = [];
  const r: Game[] = [];
  for (const gl of leftOptions(g)) {
    for (const hl of leftOptions(h)) l.push(t(gl, hl));
    for (const hr of rightOptions(h)) r.push(t(gl, hr));
  }
  for (const gr of rightOptions(g)) {
    for (const hr of rightOptions(h)) l.push(t(gr, hr));
    for (const hl of leftOptions(h)) r.push(t(gr, hl));
  }
  const result = game(l, r);
  memo.set(key, result);
  return result;
}

Deno.test("conwayProduct() equals the plain recursion on random small games", () => {
  // A few pairs (about 1 in 500: a number with a fractional part or ups times a hot game) have
  // products whose canonical forms take millions of steps, and the plain recursion far more, so
  // a run that drew one took tens of minutes. Each check gets a budget; a pair beyond it is
  // drawn again (fast-check's precondition), so every run checks 80 pairs within the budget.
  fc.assert(
    fc.property(anyGame, smallGame, (g, h) => {
      let fast: Game;
      let slow: Game;
      try {
        fast = withStepLimit(300_000, () => conwayProduct(g, h));
        slow = withStepLimit(3_000_000, () => plainConway(g, h));
      } catch (error) {
        if (!(error instanceof GameLimitError)) throw error;
        fc.pre(false);
        return;
      }
      assert.equal(fast, slow);
    }),
    { seed: 57532, numRuns: 80 },
  );
});

Deno.test("conwayProduct() of nimbers is the nim product, by the recursion", () => {
  for (let a = 0; a < 8; a++) {
    for (let b = 0; b < 8; b++) {
      const slow = plainConway(nimber(a), nimber(b));
      assert.equal(conwayProduct(nimber(a), nimber(b)), slow, `*${a} . *${b}`);
    }
  }
  // Published nim products (Conway, ONAG ch. 6): 2 x 2 = 3, 4 x 4 = 6, 16 x 16 = 24.
  assert.equal(conwayProduct(nimber(2), nimber(2)), nimber(3));
  assert.equal(conwayProduct(nimber(4), nimber(4)), nimber(6));
  assert.equal(conwayProduct(nimber(16), nimber(16)), nimber(24));
});

Deno.test("conwayProduct() of nimbers of any size is the nim product of @cgt/core/nimber", async (t) => {
  await t.step("published values", () => {
    // Conway, ONAG ch. 6: F . F = 3F/2 for the Fermat 2-powers F = 2^16 and 2^64.
    assert.equal(conwayProduct(nimber(2 ** 16), nimber(2 ** 16)), nimber(3 * 2 ** 15));
    assert.equal(conwayProduct(nimber(2n ** 64n), nimber(2n ** 64n)), nimber(3n * 2n ** 63n));
    // The README's example, which CGSuite gives too (issue 21).
    assert.equal(conwayProduct(nimber(21508), nimber(42689)), nimber(35202));
  });
  await t.step("random nimbers below 2^31, whose products may pass 2^31", () => {
    const below31 = fc.integer({ min: 0, max: 2 ** 31 - 1 });
    fc.assert(
      fc.property(below31, below31, (a, b) => {
        assert.equal(conwayProduct(nimber(a), nimber(b)), nimber(nimberProduct(a, b)));
      }),
      { seed: 31415, numRuns: 200 },
    );
  });
  await t.step("random nimbers below 2^128", () => {
    const below128 = fc.bigInt({ min: 0n, max: 2n ** 128n - 1n });
    fc.assert(
      fc.property(below128, below128, (a, b) => {
        assert.equal(conwayProduct(nimber(a), nimber(b)), nimber(nimberProduct(a, b)));
      }),
      { seed: 31416, numRuns: 100 },
    );
  });
});

Deno.test("nortonProduct() follows its definition", async (t) => {
  await t.step("integers n give n copies of U", () => {
    fc.assert(
      fc.property(fc.integer({ min: -6, max: 6 }), smallGame, (n, u) => {
        fc.pre(leq(parseGame("0"), u) && u !== parseGame("0"));
        let sum = parseGame("0");
        for (let i = 0; i < Math.abs(n); i++) sum = n > 0 ? add(sum, u) : subtract(sum, u);
        assert.equal(nortonProduct(parseGame(String(n)), u), sum);
      }),
      { seed: 12877, numRuns: 100 },
    );
  });
  await t.step("other games use {G^L.U + U + I | G^R.U - U - I}", () => {
    fc.assert(
      fc.property(smallGame, (g) => {
        fc.pre(!isNumber(g) || g.id === parseGame("1/2").id);
        const u = UP;
        const plus = incentives(u).map((i) => add(u, i));
        const l = leftOptions(g).flatMap((gl) => plus.map((w) => add(nortonProduct(gl, u), w)));
        const r = rightOptions(g).flatMap((gr) =>
          plus.map((w) => subtract(nortonProduct(gr, u), w))
        );
        const expected = game(l, r);
        assert.equal(nortonProduct(g, u), expected);
      }),
      { seed: 81312, numRuns: 100 },
    );
  });
  await t.step("published values: n.^ = n ups", () => {
    assert.equal(formatGame(nortonProduct(parseGame("3"), UP)), "^3");
    assert.throws(() => nortonProduct(parseGame("1"), parseGame("*")), RangeError);
    assert.throws(() => nortonProduct(parseGame("1"), parseGame("-1")), RangeError);
  });
});

Deno.test("nortonProduct() names the real reason when the refused unit prints long", () => {
  // +-1 + +-1/2 + ... + +-1/32 is fuzzy with 0; its canonical form is 216 characters long.
  const u = parseGame("+-1 + +-1/2 + +-1/4 + +-1/8 + +-1/16 + +-1/32");
  const text = formatGame(u);
  assert.equal(text.length, 216);
  assert.throws(
    () => nortonProduct(parseGame("2"), u),
    new RangeError(
      `Cannot compute Norton product: the unit must be greater than 0, received "${
        text.slice(0, 77)
      }..." (216 characters)`,
    ),
  );
});

Deno.test("incentives() are the undominated G^L - G and G - G^R", () => {
  fc.assert(
    fc.property(anyGame, (g) => {
      const left = leftOptions(g).map((gl) => subtract(gl, g));
      const right = rightOptions(g).map((gr) => subtract(g, gr));
      for (
        const [got, all] of [[leftIncentives(g), left], [rightIncentives(g), right], [
          incentives(g),
          [...left, ...right],
        ]] as const
      ) {
        // Every candidate is below some kept incentive, and no kept one is below another.
        for (const a of all) assert.ok(got.some((k) => leq(a, k)));
        for (const a of got) assert.ok(!got.some((b) => b !== a && leq(a, b)));
        for (const a of got) assert.ok(all.includes(a));
      }
    }),
    { seed: 515, numRuns: 200 },
  );
  assert.deepEqual(leftIncentives(parseGame("{2|-1}")).map((g) => formatGame(g)), ["{3|0}"]);
});

Deno.test("followers() lists every position reachable in the canonical form once", () => {
  fc.assert(
    fc.property(anyGame, (g) => {
      const slow = new Set<Game>();
      const visit = (h: Game): void => {
        if (slow.has(h)) return;
        slow.add(h);
        for (const o of [...leftOptions(h), ...rightOptions(h)]) visit(o);
      };
      visit(g);
      const fast = followers(g);
      assert.equal(fast[0], g);
      assert.equal(new Set(fast).size, fast.length);
      assert.deepEqual(new Set(fast), slow);
      assert.equal(followerCount(g), slow.size);
    }),
    { seed: 81547, numRuns: 200 },
  );
  assert.equal(followerCount(parseGame("*3")), 4);
  assert.throws(() => followers(parseGame("1000"), { maxFollowers: 100 }), RangeError);
});

Deno.test("followerCount() counts a number's followers without listing them", () => {
  // The slow twin: followers() enumerates the canonical form.
  fc.assert(
    fc.property(fc.integer({ min: -300, max: 300 }), fc.integer({ min: 0, max: 7 }), (m, j) => {
      const g = numberGame(dyadic(m, j));
      assert.equal(followerCount(g), followers(g).length);
    }),
    { seed: 14995, numRuns: 300 },
  );
  // CGSuite's CanonicalShortGameTestCase: -1823437481924.FollowerCount = 1823437481925.
  assert.equal(followerCount(parseGame("-1823437481924")), 1823437481925);
  assert.equal(followerCount(parseGame("1000"), { maxFollowers: 10 }), 1001);
  assert.throws(() => followerCount(parseGame(String(2n ** 60n))), RangeError);
});

Deno.test("atomicWeight() covers every atomic game, as CGSuite does", async (t) => {
  // Values from CGSuite 2.2's AtomicWeight: Tiny(2), Miny(1/2),
  // ^* + Miny(1/2) and domineering("....|....") have atomic weights 0, 0, 1 and 0 (the
  // Domineering row is in @cgt/rulesets' published_values_test.ts).
  const rows: [string, string][] = [
    ["Tiny(2)", "0"],
    ["Miny(1/2)", "0"],
    ["^* + Miny(1/2)", "1"],
  ];
  for (const [expr, w] of rows) {
    await t.step(`aw(${expr}) = ${w}`, () => {
      const g = parseGame(expr);
      assert.equal(isAtomic(g), true);
      assert.equal(formatGame(atomicWeight(g)), w);
    });
  }
  await t.step("non-infinitesimals are not atomic", () => {
    for (const expr of ["1/2", "{1|0}", "1*"]) {
      assert.equal(isAtomic(parseGame(expr)), false);
      assert.throws(() => atomicWeight(parseGame(expr)), RangeError);
    }
  });
  await t.step("an atomic game lies within the tolerance of aw.^", () => {
    fc.assert(
      fc.property(anyGame, (g) => {
        if (!isAtomic(g)) return;
        const w = atomicWeight(g);
        // aw is additive with x + k.^ + *n: aw(G + ^) = aw(G) + 1.
        assert.equal(atomicWeight(add(g, UP)), add(w, parseGame("1")));
      }),
      { seed: 70782, numRuns: 150 },
    );
  });
});
