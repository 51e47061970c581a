import assert from "node:assert/strict";
import fc from "fast-check";
import { add, negate } from "./arithmetic.ts";
import { compare, outcome } from "./compare.ts";
import { formatGame, parseGame } from "./notation.ts";
import { compareDyadic, dyadic, formatDyadic } from "@cgt/core/dyadic";
import {
  DOWN,
  type Game,
  game,
  integer,
  isNimber,
  isNumber,
  leftOptions,
  MAX_NIMBER_BITS,
  miny,
  nimber,
  nimberValue,
  numberGame,
  numberUpStar,
  numberUpStarParts,
  numberValue,
  plusMinus,
  rightOptions,
  STAR,
  tiny,
  UP,
  ZERO,
} from "./game.ts";
import {
  arbitraryTree,
  fromTree,
  integerTree,
  slowAdd,
  slowEquals,
  slowLeq,
  slowNegate,
  toTree,
  type Tree,
  tree,
  ZERO_TREE,
} from "./testdata/slow_game.ts";

const STAR_TREE = tree([ZERO_TREE], [ZERO_TREE]);
const UP_TREE = tree([ZERO_TREE], [STAR_TREE]);

function nimberTree(n: number): Tree {
  const opts: Tree[] = [];
  for (let i = 0; i < n; i++) opts.push(nimberTree(i));
  return tree(opts, opts);
}

/** m / 2^j as a tree, by the definition (m/2^j = {(m-1)/2^j | (m+1)/2^j} for odd m). */
function dyadicTree(m: number, j: number): Tree {
  if (j === 0) return integerTree(m);
  if (m % 2 === 0) return dyadicTree(m / 2, j - 1);
  return tree([dyadicTree(m - 1, j)], [dyadicTree(m + 1, j)]);
}

function upsTree(k: number): Tree {
  let t = ZERO_TREE;
  for (let i = 0; i < Math.abs(k); i++) t = slowAdd(t, k > 0 ? UP_TREE : slowNegate(UP_TREE));
  return t;
}

/** Whether the forms of a canonical game have no dominated and no reversible options. */
function isReduced(t: Tree): boolean {
  const dominated = (opts: readonly Tree[], better: (a: Tree, b: Tree) => boolean) =>
    opts.some((a, i) => opts.some((b, j) => i !== j && better(a, b)));
  if (dominated(t.left, (a, b) => slowLeq(a, b))) return false;
  if (dominated(t.right, (a, b) => slowLeq(b, a))) return false;
  if (t.left.some((a) => a.right.some((ar) => slowLeq(ar, t)))) return false;
  if (t.right.some((b) => b.left.some((bl) => slowLeq(t, bl)))) return false;
  return t.left.every(isReduced) && t.right.every(isReduced);
}

Deno.test("game() reduces random forms to an equal game without dominated or reversible options", () => {
  // Bounds: forms of birthday <= 3 with at most 3 options a side.
  fc.assert(
    fc.property(arbitraryTree(3, 3), (t) => {
      const g = fromTree(t);
      const canonical = toTree(g);
      assert.ok(slowEquals(canonical, t));
      assert.ok(isReduced(canonical));
    }),
    { seed: 21789, numRuns: 300 },
  );
});

Deno.test("game() gives equal games the same object, and unequal games different ones", () => {
  // Bounds: t of birthday <= 3 (2 options a side), s of birthday <= 2; t + s - s is a much
  // larger form of the same value.
  fc.assert(
    fc.property(arbitraryTree(3, 2), arbitraryTree(2, 2), (t, s) => {
      const g = fromTree(t);
      assert.equal(fromTree(slowAdd(t, slowAdd(s, slowNegate(s)))), g);
      assert.equal(fromTree(s) === g, slowEquals(s, t));
      assert.equal(game(leftOptions(g), rightOptions(g)), g);
    }),
    { seed: 60715, numRuns: 150 },
  );
});

Deno.test("numberUpStar() builds the canonical form of x + k.^ + *n directly", async (t) => {
  // Bounds: x in {0, 1, -1, 1/2, -3/2, 3/4}, k in [-3, 3], n in [0, 3].
  const numbers: [number, number][] = [[0, 0], [1, 0], [-1, 0], [1, 1], [-3, 1], [3, 2]];
  for (const [m, j] of numbers) {
    await t.step(`x = ${m}/2^${j}`, () => {
      for (let k = -3; k <= 3; k++) {
        for (let n = 0; n <= 3; n++) {
          const g = numberUpStar(dyadic(m, j), k, n);
          const expected = slowAdd(slowAdd(dyadicTree(m, j), upsTree(k)), nimberTree(n));
          const canonical = toTree(g);
          assert.ok(slowEquals(canonical, expected), `${m}/2^${j} ${k}.^ *${n}`);
          assert.ok(isReduced(canonical), `${m}/2^${j} ${k}.^ *${n} is reduced`);
          assert.equal(game(leftOptions(g), rightOptions(g)), g);
          assert.deepEqual(numberUpStarParts(g), { number: dyadic(m, j), ups: k, star: n });
        }
      }
    });
  }
});

Deno.test("integer() and numberGame() build large numbers without recursion", () => {
  const big = integer(10n ** 30n);
  assert.deepEqual(leftOptions(big), [integer(10n ** 30n - 1n)]);
  assert.deepEqual(rightOptions(big), []);
  const tiny = numberGame(dyadic(1, 100));
  assert.equal(formatDyadic(numberValue(leftOptions(tiny)[0])!), "0");
  assert.equal(
    formatDyadic(numberValue(rightOptions(tiny)[0])!),
    "1/633825300114114700748351602688",
  );
  assert.equal(game([integer(10n ** 30n)], [integer(10n ** 30n + 2n)]), integer(10n ** 30n + 1n));
  assert.throws(() => integer(0.5), RangeError);
  assert.throws(() => numberGame({} as never), TypeError);
});

Deno.test("game() finds the simplest number between number options", async (t) => {
  // Winning Ways ch. 2 (the simplicity rule).
  const rows: [string, number[], number[], string][] = [
    ["{0 | 1} = 1/2", [0], [1], "1/2"],
    ["{-1 | } = 0", [-1], [], "0"],
    ["{ | -1} = -2", [], [-1], "-2"],
    ["{-2 | 2} = 0", [-2], [2], "0"],
    ["{2 | 4} = 3", [2], [4], "3"],
    ["{-5 | -3} = -4", [-5], [-3], "-4"],
  ];
  for (const [name, l, r, value] of rows) {
    await t.step(name, () => {
      const g = game(l.map(integer), r.map(integer));
      assert.equal(formatDyadic(numberValue(g)!), value);
    });
  }
  const quarter = numberGame(dyadic(1, 2));
  const half = numberGame(dyadic(1, 1));
  assert.equal(formatDyadic(numberValue(game([quarter], [half]))!), "3/8");
});

Deno.test("game() of two number options is the simplest number between them", () => {
  // Twin: the definition on small forms (|x| <= 3, denominators <= 8).
  const small = fc.tuple(fc.integer({ min: -24, max: 24 }), fc.nat(3)).map(([m, j]) =>
    dyadic(m, j)
  );
  fc.assert(
    fc.property(small, small, (a, b) => {
      const g = game([numberGame(a)], [numberGame(b)]);
      const form = tree([toTree(numberGame(a))], [toTree(numberGame(b))]);
      assert.ok(slowEquals(toTree(g), form));
    }),
    { seed: 51603, numRuns: 200 },
  );
  // Large numbers: x = {a | b} iff a < x < b and x's own options are not strictly between
  // (Simplicity Theorem, Siegel, CGT, Thm. II.3.5).
  const big = fc.tuple(fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }), fc.nat(64)).map((
    [m, j],
  ) => dyadic(m, j));
  fc.assert(
    fc.property(big, big, (a, b) => {
      if (compareDyadic(a, b) >= 0) return;
      const x = game([numberGame(a)], [numberGame(b)]);
      const v = numberValue(x)!;
      assert.ok(compareDyadic(a, v) < 0 && compareDyadic(v, b) < 0);
      for (const l of leftOptions(x)) assert.ok(compareDyadic(numberValue(l)!, a) <= 0);
      for (const r of rightOptions(x)) assert.ok(compareDyadic(numberValue(r)!, b) >= 0);
    }),
    { seed: 13125, numRuns: 300 },
  );
});

Deno.test("nimber() and the special values have their textbook forms", () => {
  assert.deepEqual(leftOptions(STAR), [ZERO]);
  assert.deepEqual(rightOptions(UP), [STAR]);
  assert.deepEqual(leftOptions(DOWN), [STAR]);
  assert.equal(game([ZERO, STAR], [ZERO, STAR]), nimber(2));
  assert.equal(nimberValue(nimber(7)), 7);
  assert.equal(isNimber(ZERO), true);
  assert.equal(isNimber(UP), false);
  assert.equal(isNumber(STAR), false);
  assert.equal(numberValue(STAR), undefined);
  assert.equal(nimberValue(UP), undefined);
  assert.throws(() => nimber(-1), RangeError);
  assert.throws(() => nimber(2n ** 1024n), RangeError);
  assert.throws(() => nimber(2 ** 53), RangeError); // not a safe integer: pass a bigint
  assert.throws(() => nimber(1.5), RangeError);
  assert.throws(() => nimber("3" as unknown as number), TypeError);
  assert.throws(() => numberUpStar(dyadic(0), 0.5, 0), RangeError);
});

Deno.test("game() rejects options that are not games", () => {
  assert.throws(() => game([{ id: 0.5 }], []), TypeError);
  assert.throws(() => game(null as never, []), TypeError);
  assert.throws(() => game([{ id: 0 } as never], []), TypeError);
});

Deno.test("plusMinus(), tiny() and miny() match their definitions", () => {
  const two = integer(2);
  assert.ok(slowEquals(toTree(plusMinus(two)), tree([integerTree(2)], [integerTree(-2)])));
  assert.ok(
    slowEquals(
      toTree(tiny(two)),
      tree([ZERO_TREE], [tree([ZERO_TREE], [integerTree(-2)])]),
    ),
  );
  assert.equal(miny(two), negate(tiny(two)));
  assert.equal(add(tiny(two), miny(two)), ZERO);
});

Deno.test("leftOptions() lists options in the order formatGame prints them", async (t) => {
  const { formatGame, parseGame } = await import("./notation.ts");
  const printed = (g: ReturnType<typeof game>) =>
    "{" + leftOptions(g).map((o) => formatGame(o)).join(",") + "|" +
    rightOptions(g).map((o) => formatGame(o)).join(",") + "}";
  await t.step("for options of every display class, made in either order", () => {
    // ^, *, +-1 and {2|1*}-like switches are pairwise incomparable, so all stay.
    const options = [parseGame("+-1"), UP, STAR, parseGame("{3|-3}"), parseGame("^<2>")];
    for (const list of [options, [...options].reverse()]) {
      const g = game(list, [integer(-5)]);
      assert.equal(formatGame(g), printed(g));
    }
  });
  await t.step("for random games with several options on each side", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 2, maxLength: 5 }),
        (xs) => {
          const opts = xs.map((x) =>
            game([integer(x % 5), nimber(x % 3)], [integer(-(x % 7)), nimber(x % 2)])
          );
          const g = game(opts, [integer(-10)]);
          const text = formatGame(g);
          // Forms printed as one brace pair (most of them; others are x + k.^ + *n and the like).
          fc.pre(text.startsWith("{") && text.endsWith("}") && !text.includes("||"));
          assert.equal(text, printed(g));
        },
      ),
      { seed: 36858 },
    );
  });
});

// Nimbers of any size (issue 26 item 14). The slow twins are plain bigint code: the nim-sum is
// the exclusive or of the indices, and {*a, *b, ... | *a, *b, ...} is *mex{a, b, ...}.

/** The mex of a set of bigints, by counting up from 0. */
function slowMex(indices: readonly bigint[]): bigint {
  const set = new Set(indices);
  let m = 0n;
  while (set.has(m)) m++;
  return m;
}

/** Indices near each size where the engine's form could change: 2^31, 2^32, 2^53, 2^64, 2^100. */
const NEAR: readonly bigint[] = [31n, 32n, 53n, 64n, 100n].flatMap((e) => [
  2n ** e - 1n,
  2n ** e,
  2n ** e + 1n,
]);

Deno.test("nimber() makes *n for n of any size below 2^MAX_NIMBER_BITS", async (t) => {
  await t.step("nimberValue() gives n back: a number below 2^31, a bigint from 2^31 on", () => {
    for (const n of [0n, 1n, 2n ** 31n - 1n, ...NEAR, 2n ** 1024n - 1n]) {
      const v = nimberValue(nimber(n));
      assert.equal(BigInt(v!), n);
      assert.equal(typeof v, n < 2n ** 31n ? "number" : "bigint");
    }
  });
  await t.step("a safe integer number and the equal bigint give the same game", () => {
    assert.equal(nimber(2 ** 40), nimber(2n ** 40n));
    assert.equal(nimber(2 ** 31 - 1), nimber(2n ** 31n - 1n));
    assert.equal(MAX_NIMBER_BITS, 1024);
  });
  await t.step("numberUpStarParts() and numberUpStar() carry a large nimber part", () => {
    const g = numberUpStar(dyadic(3, 1), -2, 2n ** 64n + 5n);
    const parts = numberUpStarParts(g)!;
    assert.equal(parts.star, 2n ** 64n + 5n);
    assert.equal(parts.ups, -2);
    assert.equal(formatDyadic(parts.number), "3/2");
    assert.throws(() => numberUpStar(dyadic(0), 1, -1n), RangeError);
    assert.throws(() => numberUpStar(dyadic(0), 1, 2n ** 1024n), RangeError);
  });
  await t.step("the options of a nimber from 2^31 on are refused in one RangeError", () => {
    assert.throws(
      () => leftOptions(nimber(2n ** 31n)),
      (e: unknown) =>
        e instanceof RangeError &&
        /^Cannot list the options of a nimber: .*2\^31/.test(e.message) &&
        e.message.endsWith("received *2147483648") && !e.message.includes("\n"),
    );
    assert.throws(() => add(nimber(2n ** 64n), game([integer(1)], [ZERO])), RangeError);
    // ^ + *n lists its two options without the n of *n.
    const upStar = numberUpStar(dyadic(0), 1, 2n ** 64n);
    assert.deepEqual(leftOptions(upStar), [ZERO]);
    assert.deepEqual(rightOptions(upStar), [nimber(2n ** 64n + 1n)]);
  });
});

Deno.test("add() nim-sums nimbers of any size (the exclusive or of their indices)", async (t) => {
  for (const a of NEAR) {
    for (const b of [0n, 1n, 2n ** 31n, 2n ** 53n + 1n, 2n ** 64n, 2n ** 100n - 1n]) {
      await t.step(`*${a} + *${b} = *${a ^ b}`, () => {
        assert.equal(add(nimber(a), nimber(b)), nimber(a ^ b));
        assert.equal(nimberValue(add(nimber(a), nimber(b))), nimberValue(nimber(a ^ b)));
      });
    }
  }
  await t.step("*a + *a = 0 and -*a = *a", () => {
    for (const a of NEAR) {
      assert.equal(add(nimber(a), nimber(a)), ZERO);
      assert.equal(negate(nimber(a)), nimber(a));
    }
  });
  await t.step("x + k.^ + *a adds part by part", () => {
    const a = numberUpStar(dyadic(1), 2, 2n ** 64n);
    const b = numberUpStar(dyadic(-1, 1), -1, 2n ** 64n + 3n);
    assert.equal(add(a, b), numberUpStar(dyadic(1, 1), 1, 3));
  });
  await t.step("agrees with the exclusive or of random bigints (fast-check, 300 runs)", () => {
    const index = fc.bigInt({ min: 0n, max: 2n ** 1024n - 1n });
    fc.assert(
      fc.property(index, index, (a, b) => add(nimber(a), nimber(b)) === nimber(a ^ b)),
      { seed: 2614, numRuns: 300 },
    );
  });
});

Deno.test("compare() orders games x + k.^ + *n with nimbers of any size", async (t) => {
  const big = 2n ** 64n;
  const cases: [a: Game, b: Game, expected: "<" | "=" | ">" | "||"][] = [
    [nimber(big), nimber(big), "="],
    [nimber(big), nimber(big + 1n), "||"],
    [nimber(big), ZERO, "||"],
    [numberUpStar(dyadic(0), 1, big), ZERO, ">"], // ^*n > 0 for n > 1 (Siegel, CGT, II.4)
    [numberUpStar(dyadic(0), 1, 1), ZERO, "||"],
    [numberUpStar(dyadic(0), 1, big), numberUpStar(dyadic(0), 1, big + 1n), "||"], // ^*n vs ^*(n+1): * apart
    [numberUpStar(dyadic(0), 2, big), numberUpStar(dyadic(0), 1, big), ">"],
    [numberUpStar(dyadic(1, 2), 0, big), integer(0), ">"],
  ];
  for (const [a, b, expected] of cases) {
    await t.step(`${formatGame(a)} ${expected} ${formatGame(b)}`, () => {
      assert.equal(compare(a, b), expected);
    });
  }
  await t.step("outcome() of *n is N and of ^*n (n > 1) is L", () => {
    assert.equal(outcome(nimber(big)), "N");
    assert.equal(outcome(numberUpStar(dyadic(0), 1, big)), "L");
    assert.equal(outcome(numberUpStar(dyadic(0), -1, big)), "R");
  });
});

Deno.test("game() of the same nimbers on both sides is the nimber of their mex", async (t) => {
  const cases: [indices: bigint[], expected: bigint][] = [
    [[2n ** 64n], 0n],
    [[0n, 2n ** 64n], 1n],
    [[0n, 1n, 2n, 2n ** 31n, 2n ** 100n], 3n],
    [[2n ** 31n, 2n ** 31n + 1n], 0n],
    [[1n, 0n, 2n ** 53n, 3n], 2n],
  ];
  for (const [indices, expected] of cases) {
    await t.step(`{${indices.map((i) => `*${i}`).join(",")}|...} = *${expected}`, () => {
      const options = indices.map((i) => nimber(i));
      assert.equal(game(options, options), nimber(expected));
      assert.equal(expected, slowMex(indices));
    });
  }
  await t.step("translated by a number x, it is x + *mex", () => {
    const options = [0n, 1n, 2n ** 64n].map((i) => numberUpStar(dyadic(5, 1), 0, i));
    assert.equal(game(options, options), numberUpStar(dyadic(5, 1), 0, 2));
  });
  await t.step("agrees with the bigint mex on random index sets (fast-check, 200 runs)", () => {
    const index = fc.oneof(
      fc.bigInt({ min: 0n, max: 6n }),
      fc.bigInt({ min: 2n ** 31n - 2n, max: 2n ** 31n + 2n }),
      fc.bigInt({ min: 0n, max: 2n ** 200n }),
    );
    fc.assert(
      fc.property(fc.array(index, { minLength: 1, maxLength: 8 }), (indices) => {
        const options = indices.map((i) => nimber(i));
        return game(options, options) === nimber(slowMex(indices));
      }),
      { seed: 2615, numRuns: 200 },
    );
  });
  await t.step("small nimbers give the same game as the reduction by definition", () => {
    for (let n = 0; n <= 5; n++) {
      const options = [];
      for (let i = 0; i < n; i++) options.push(nimber(i));
      assert.equal(game(options, options), fromTree(nimberTree(n)));
    }
  });
});

Deno.test("game() finds {x | x + k.^ + *n} and its mirror from the parts for any nimber", async (t) => {
  // For small n the reduction by definition decides; from 2^31 on the parts must give the same.
  for (const n of [2n, 3n, 6n, 7n, 2n ** 31n, 2n ** 64n + 1n, 2n ** 100n]) {
    await t.step(`{0 | *${n}} = ^*${n ^ 1n} and {*${n} | 0} = v*${n ^ 1n}`, () => {
      assert.equal(game([ZERO], [nimber(n)]), numberUpStar(dyadic(0), 1, n ^ 1n));
      assert.equal(game([nimber(n)], [ZERO]), numberUpStar(dyadic(0), -1, n ^ 1n));
      const up = numberUpStar(dyadic(3, 1), 1, n);
      assert.equal(game([numberGame(dyadic(3, 1))], [up]), numberUpStar(dyadic(3, 1), 2, n ^ 1n));
    });
  }
  await t.step("other lists that need a large nimber's options are refused", () => {
    assert.throws(() => game([ZERO, nimber(2n ** 40n + 1n)], [ZERO]), RangeError);
  });
});

Deno.test("formatGame() prints a nimber of any size in full, and parseGame() reads it back", async (t) => {
  const texts = [
    "*2147483647",
    "*2147483648",
    "*4294967296",
    "*18446744073709551616",
    "^*18446744073709551616",
    "1/2v3*1267650600228229401496703205376",
    `*${2n ** 1024n - 1n}`,
  ];
  for (const text of texts) {
    await t.step(text, () => {
      assert.equal(formatGame(parseGame(text)), text);
    });
  }
  await t.step("random x + k.^ + *n round trip (fast-check, 200 runs)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -64, max: 64 }),
        fc.integer({ min: -3, max: 3 }),
        fc.bigInt({ min: 0n, max: 2n ** 1024n - 1n }),
        (m, k, n) => {
          const g = numberUpStar(dyadic(m, 2), k, n);
          return parseGame(formatGame(g)) === g;
        },
      ),
      { seed: 2616, numRuns: 200 },
    );
  });
});
