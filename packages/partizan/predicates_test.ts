import assert from "node:assert/strict";
import fc from "fast-check";
import {
  type Game,
  isNumber,
  leftOptions,
  miny,
  numberUpStar,
  rightOptions,
  tiny,
} from "./game.ts";
import { add, negate } from "./arithmetic.ts";
import { mean } from "./temperature/thermograph.ts";
import { equals } from "./compare.ts";
import { parseGame } from "./notation.ts";
import { leftStop, rightStop } from "./temperature/stops.ts";
import { compareDyadic, dyadic } from "@cgt/core/dyadic";
import {
  isEven,
  isEvenTempered,
  isIdempotent,
  isInfinitesimal,
  isNumberish,
  isNumberTiny,
  isOdd,
  isOddTempered,
  isPlumtree,
  isPseudonumber,
  isStopperSided,
  isUptimal,
  temper,
} from "./predicates.ts";
import { isAllSmall } from "./temperature/atomic_weight.ts";
import { formatUptimalExpansion, uptimalExpansion } from "./operations/uptimal.ts";
import { anyGame, fromTree, toTree, type Tree } from "./testdata/slow_game.ts";

/** Parity of a form by the definition: even if every option is odd, odd if it has options, all even. */
function slowParity(t: Tree): "even" | "odd" | "neither" {
  const all = [...t.left, ...t.right].map(slowParity);
  if (all.every((p) => p === "odd")) return "even";
  if (all.every((p) => p === "even")) return "odd";
  return "neither";
}

/** Temper by the definition: numbers even-tempered; otherwise by the options' tempers. */
function slowTemper(t: Tree): "even" | "odd" | "neither" {
  if (isNumber(fromTree(t))) return "even";
  const all = [...t.left, ...t.right].map(slowTemper);
  if (all.every((p) => p === "odd")) return "even";
  if (all.every((p) => p === "even")) return "odd";
  return "neither";
}

/** All-small by the definition: in every follower, Left has a move exactly when Right has one. */
function slowAllSmall(t: Tree): boolean {
  return (t.left.length === 0) === (t.right.length === 0) &&
    [...t.left, ...t.right].every(slowAllSmall);
}

Deno.test("isAllSmall() agrees with the definition on canonical forms", () => {
  fc.assert(
    fc.property(anyGame, (g) => assert.equal(isAllSmall(g), slowAllSmall(toTree(g)))),
    { seed: 53106, numRuns: 300 },
  );
});

Deno.test("isEven() and isOdd() agree with the definition on canonical forms", () => {
  fc.assert(
    fc.property(anyGame, (g) => {
      const p = slowParity(toTree(g));
      assert.equal(isEven(g), p === "even");
      assert.equal(isOdd(g), p === "odd");
    }),
    { seed: 57379, numRuns: 300 },
  );
});

Deno.test("isEvenTempered() and isOddTempered() agree with the definition", () => {
  fc.assert(
    fc.property(anyGame, (g) => {
      const p = slowTemper(toTree(g));
      assert.equal(isEvenTempered(g), p === "even");
      assert.equal(isOddTempered(g), p === "odd");
    }),
    { seed: 7927, numRuns: 300 },
  );
});

Deno.test("isInfinitesimal() and isNumberish() follow the stops", () => {
  fc.assert(
    fc.property(anyGame, (g) => {
      const l = leftStop(g);
      const r = rightStop(g);
      assert.equal(isNumberish(g), compareDyadic(l, r) === 0);
      assert.equal(isInfinitesimal(g), l.numerator === 0n && r.numerator === 0n);
    }),
    { seed: 75705, numRuns: 300 },
  );
  // Winning Ways ch. 5: Tiny(2) and ^* are infinitesimal; 1/2* is numberish, not infinitesimal.
  assert.equal(isInfinitesimal(parseGame("Tiny(2)")), true);
  assert.equal(isInfinitesimal(parseGame("1/2*")), false);
  assert.equal(isNumberish(parseGame("1/2*")), true);
});

Deno.test("predicates and uptimal expansions match CGSuite's CanonicalShortGameTestCase", async (t) => {
  // [game, IsInfinitesimal, IsNumberish, UptimalExpansion] from aaron-siegel/cgsuite
  // lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala.
  const rows: [string, boolean, boolean, string][] = [
    ["0", true, true, "0.0"],
    ["5", false, true, "5.0"],
    ["-1823437481924", false, true, "-1823437481924.0"],
    ["-1/2", false, true, "-1/2.0"],
    ["25/16", false, true, "25/16.0"],
    ["*8", true, true, "*8.0"],
    ["^", true, true, "0.1"],
    ["v*", true, true, "*.1-"],
    ["6+^*", false, true, "6*.1"],
    ["^*6", true, true, "*6.1"],
    ["73/16+v9*8", false, true, "73/16*8.9-"],
    ["{0|*||*|||*||||*}", true, true, "0.1111"],
    ["{0||0|v*}", true, true, "*.12"],
  ];
  for (const [expr, infinitesimal, numberish, uptimal] of rows) {
    await t.step(expr, () => {
      const g = parseGame(expr);
      assert.equal(isInfinitesimal(g), infinitesimal);
      assert.equal(isNumberish(g), numberish);
      const e = uptimalExpansion(g);
      assert.ok(e !== undefined);
      assert.equal(formatUptimalExpansion(e), uptimal);
    });
  }
});

Deno.test("temper() agrees with the definition and with cgt-tools' examples", async (t) => {
  await t.step("cgt-tools canonical_form.rs, test temper: 2, {2|0}, {2|1,{*|0}}", () => {
    assert.equal(temper(parseGame("2")), "even");
    assert.equal(temper(parseGame("{2|0}")), "odd");
    assert.equal(temper(parseGame("{2|1,{*|0}}")), undefined);
  });
  await t.step("random canonical forms", () => {
    fc.assert(
      fc.property(anyGame, (g) => {
        const p = slowTemper(toTree(g));
        assert.equal(temper(g) ?? "neither", p);
      }),
      { seed: 26061, numRuns: 300 },
    );
  });
});

Deno.test("isIdempotent(), isPseudonumber(), isPlumtree() and isStopperSided() on short games", () => {
  // CGSuite (CanonicalShortGame.scala): isIdempotent = isZero, isPlumtree = true; for a short
  // stopper (CanonicalStopper.scala) isPseudonumber = isNumber; short games are stopper-sided.
  fc.assert(
    fc.property(anyGame, (g) => {
      assert.equal(isIdempotent(g), equals(add(g, g), g));
      assert.equal(isPseudonumber(g), isNumber(g));
      assert.equal(isPlumtree(g), true);
      assert.equal(isStopperSided(g), true);
    }),
    { seed: 26062, numRuns: 200 },
  );
});

Deno.test("isNumberTiny() holds for numbers and for x + Tiny(G), x + Miny(G)", () => {
  fc.assert(
    fc.property(fc.integer({ min: -8, max: 8 }), fc.integer({ min: 1, max: 6 }), (x, t) => {
      const sub = parseGame(`${t}/2`);
      const shift = parseGame(String(x));
      assert.equal(isNumberTiny(add(shift, tiny(sub))), true);
      assert.equal(isNumberTiny(add(shift, miny(sub))), true);
      assert.equal(isNumberTiny(add(shift, parseGame("^"))), false);
    }),
    { seed: 26063, numRuns: 100 },
  );
});

/** CGSuite's test read off the options: G = {x || x | y} with m(y) < x, or its negative. */
function slowNumberTiny(g: Game): boolean {
  if (isNumber(g)) return true;
  const tinyLike = (h: Game): boolean => {
    const [l, r] = [leftOptions(h), rightOptions(h)];
    if (l.length !== 1 || r.length !== 1 || !isNumber(l[0])) return false;
    const [rl, rr] = [leftOptions(r[0]), rightOptions(r[0])];
    return rl.length === 1 && rr.length === 1 && rl[0] === l[0] &&
      compareDyadic(mean(rr[0]), mean(l[0])) < 0;
  };
  return tinyLike(g) || tinyLike(negate(g));
}

Deno.test("isNumberTiny() of x + k.^ + *n holds only for numbers, whatever the nimber's size", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -8, max: 8 }),
      fc.integer({ min: -4, max: 4 }),
      fc.integer({ min: 0, max: 6 }),
      (x, k, n) => {
        const g = numberUpStar(dyadic(x, 1), k, n);
        assert.equal(isNumberTiny(g), slowNumberTiny(g));
      },
    ),
    { seed: 26064, numRuns: 150 },
  );
  assert.equal(isNumberTiny(parseGame("*18446744073709551616")), false);
  assert.equal(isNumberTiny(parseGame("1v3*4294967296")), false);
});

Deno.test("isUptimal() and uptimalExpansion() read sums of uptimals digit by digit", async (t) => {
  const rows: [text: string, expansion: string | undefined, source: string][] = [
    ["^<2> + ^", "0.11", "^ + ^<2> = ^[2], whose expansion is 0.11 (CGSuite's uptimal notation)"],
    ["^<3> + * + 1", "1*.001", "digits of a sum add: 1 + ^<3> + *"],
    ["^<2> + v<3> + *2", "*2.011-", "digit -1 at ^<3> is written 1- (CGSuite)"],
    ["{1|-1}", undefined, "a hot game is not an uptimal"],
  ];
  for (const [text, expansion, source] of rows) {
    await t.step(`${text} (${source})`, () => {
      const g = parseGame(text);
      const e = uptimalExpansion(g);
      assert.equal(e === undefined ? undefined : formatUptimalExpansion(e), expansion);
      assert.equal(isUptimal(g), expansion !== undefined);
    });
  }
});
