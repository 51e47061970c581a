import assert from "node:assert/strict";
import fc from "fast-check";
import { subtract } from "../arithmetic.ts";
import { compare } from "../compare.ts";
import { dyadic } from "@cgt/core/dyadic";
import { type Game, game, integer, leftOptions, numberGame, rightOptions, ZERO } from "../game.ts";
import { ordinalSum } from "./ordinal_sum.ts";
import { formatGame, parseGame } from "../notation.ts";
import { MAX_POW_EXPONENT, pow, powTo } from "./pow.ts";
import { upNth, upToNth } from "./uptimal.ts";
import { smallGame } from "../testdata/slow_game.ts";

const GAME_TEST =
  "aaron-siegel/cgsuite lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala @032bf08";

// Exponents supported: every dyadic number x with 1 <= x <= 4096 for pow() and 0 <= x <= 4096
// for powTo(), denominators up to 2^32 (7/4 included, as CGSuite). Refused with a RangeError:
// negative exponents, 0 <= x < 1 for pow() (CGSuite also refuses them: x - 1 cannot be
// subordinated to 1), exponents that are not numbers (*, ^), larger ones, finer fractions, and a
// pow() base not of the form {0|H}. CGSuite's loopy exponents (on, {5|pass}, ...) give loopy
// games and are not supported; notation refuses them as loopy notation.

Deno.test("pow() and powTo() give CGSuite's published powers", async (t) => {
  // [base, exponent, CGSuite's G.Pow(x), CGSuite's G.PowTo(x)] (GameTest.scala, "Pow"/"PowTo").
  const rows: [string, string, string, string][] = [
    ["^", "3", "^<3>", "^[3]"],
    ["^", "7/4", "{0||0,v*|0,{0,v*|0,*}}", "{^|*,^[2]||*,^[2]}"],
    ["{0||0|-2}", "3", "{0||0|-2,{0|-2,{0|-2}}}", "{Tiny(2)||0|-2|||0|-2}"],
    [
      "{0||0|-2}",
      "7/4",
      "{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}",
      "{Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}}",
    ],
  ];
  for (const [g, x, powed, powedTo] of rows) {
    await t.step(`${g} Pow ${x} and PowTo ${x} (${GAME_TEST})`, () => {
      assert.equal(formatGame(pow(parseGame(g), parseGame(x))), powed);
      assert.equal(formatGame(powTo(parseGame(g), parseGame(x))), powedTo);
      assert.equal(formatGame(parseGame(`(${g}) Pow (${x})`)), powed);
      assert.equal(formatGame(parseGame(`(${g}) PowTo (${x})`)), powedTo);
    });
  }
  await t.step(`(+-1).PowTo(3) works and (+-1).Pow(3) is refused (${GAME_TEST})`, () => {
    assert.equal(formatGame(powTo(parseGame("+-1"), parseGame("3"))), "{1,{1,+-1|-1}|-1}");
    assert.throws(
      () => pow(parseGame("+-1"), parseGame("3")),
      new RangeError('Cannot compute Pow: the base must be of the form {0|H}, received "+-1"'),
    );
  });
});

Deno.test("pow() and powTo() of ^ are the up-nth and up-to-the-nth", () => {
  for (let n = 1; n <= 40; n++) {
    assert.equal(pow(parseGame("^"), integer(n)), upNth(n), `^ Pow ${n}`);
    assert.equal(powTo(parseGame("^"), integer(n)), upToNth(n), `^ PowTo ${n}`);
  }
  assert.equal(powTo(parseGame("^"), ZERO), ZERO);
});

Deno.test("pow() and powTo() follow CGSuite's recursion on integer exponents", () => {
  // CanonicalShortGameOps.java (aaron-siegel/cgsuite): for G = {0|H}, G^→0 = 0,
  // G^→n = {G^→(n-1) | H} and G^n = {0 | H - G^→(n-1)}, a recursion independent of the ordinal
  // sum that pow.ts uses. Bases: canonical games {0|H} > 0 with H random. For a base that is
  // not positive the two differ: the ordinal sum G : (n-1) keeps G's left option 0 undominated,
  // so CGSuite's CGScript `*.PowTo(2)` (CanonicalShortGame.scala, the ordinal sum) is ^*, while
  // the Java recursion gives {*|0}; cgt follows the Scala definition, which CGScript calls.
  const bases = smallGame.map((h) => game([ZERO], [h])).filter((g) =>
    leftOptions(g).length === 1 && leftOptions(g)[0] === ZERO &&
    rightOptions(g).length === 1 && compare(g, ZERO) === ">"
  );
  fc.assert(
    fc.property(bases, fc.integer({ min: 1, max: 5 }), (g, n) => {
      const h = rightOptions(g)[0];
      const twin: Game[] = [ZERO];
      for (let i = 1; i <= n; i++) twin.push(game([twin[i - 1]], [h]));
      assert.equal(powTo(g, integer(n)), twin[n], `${formatGame(g)} PowTo ${n}`);
      assert.equal(
        pow(g, integer(n)),
        game([ZERO], [subtract(h, twin[n - 1])]),
        `${formatGame(g)} Pow ${n}`,
      );
    }),
    { seed: 26, numRuns: 200 },
  );
});

Deno.test("pow() and powTo() refuse exponents out of range with a RangeError", async (t) => {
  const rows: [string, string, RegExp][] = [
    ["pow", "0", /exponent must be a number from 1 to 4096/],
    ["pow", "1/2", /exponent must be a number from 1 to 4096/],
    ["powTo", "-1", /exponent must be a number from 0 to 4096/],
    ["powTo", "*", /received "\*"/],
    ["powTo", "^", /received "\^"/],
    ["powTo", `${MAX_POW_EXPONENT + 1}`, /from 0 to 4096/],
    ["powTo", "1/8589934592", /denominator at most 2\^32/],
  ];
  for (const [name, x, message] of rows) {
    await t.step(`${name}() refuses the exponent ${x}`, () => {
      const f = name === "pow" ? pow : powTo;
      assert.throws(() => f(parseGame("^"), parseGame(x)), (e: unknown) => {
        assert.ok(e instanceof RangeError);
        assert.match(e.message, /^Cannot compute Pow(To)?: /);
        assert.match(e.message, message);
        return true;
      });
    });
  }
  await t.step("powTo() accepts the largest exponent", () => {
    assert.equal(powTo(parseGame("^"), integer(MAX_POW_EXPONENT)), upToNth(MAX_POW_EXPONENT));
  });
});

Deno.test("powTo() equals G : (x subordinated to 1) with CGSuite's plain subordination", () => {
  // CanonicalShortGame.scala `subordinate`: delete the left options equal to 1's left option 0,
  // at every level of x's canonical form. pow.ts shortcuts x >= 1 to x - 1; this checks it.
  const subordinate = (x: Game): Game =>
    game(
      leftOptions(x).filter((xl) => xl !== ZERO).map(subordinate),
      rightOptions(x).map(subordinate),
    );
  fc.assert(
    fc.property(smallGame, fc.integer({ min: 1, max: 64 }), (g, sixteenths) => {
      const x = numberGame(dyadic(sixteenths, 4));
      assert.equal(powTo(g, x), ordinalSum(g, subordinate(x)), formatGame(x));
    }),
    { seed: 1604, numRuns: 200 },
  );
});
