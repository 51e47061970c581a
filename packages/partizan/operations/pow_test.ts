import assert from "node:assert/strict";
import fc from "fast-check";
import { subtract } from "../arithmetic.ts";
import { compare } from "../compare.ts";
import { dyadic } from "@cgt/core/dyadic";
import { type Game, game, integer, leftOptions, numberGame, rightOptions, ZERO } from "../game.ts";
import { ordinalSum } from "./ordinal_sum.ts";
import { formatGame, parseGame } from "../notation.ts";
import { loopyPow, loopyPowTo, MAX_POW_EXPONENT, pow, powTo } from "./pow.ts";
import {
  fromGame,
  loopyAdd,
  loopyEquals,
  type LoopyGame,
  loopyGame,
  loopyLeq,
  loopyNegate,
  ON,
  OVER,
  stopperGraph,
  UNDER,
} from "../loopy/loopy.ts";
import { formatLoopyGame, parseLoopyGame } from "../loopy/loopy_notation.ts";
import { upNth, upToNth } from "./uptimal.ts";
import { smallGame } from "../testdata/slow_game.ts";

const GAME_TEST =
  "aaron-siegel/cgsuite lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala @032bf08";

// Exponents supported: every dyadic number x with 1 <= x <= 4096 for pow() and 0 <= x <= 4096
// for powTo(), denominators up to 2^32 (7/4 included, as CGSuite). Refused with a RangeError:
// negative exponents, 0 <= x < 1 for pow() (CGSuite also refuses them: x - 1 cannot be
// subordinated to 1), exponents that are not numbers (*, ^), larger ones, finer fractions, and a
// pow() base not of the form {0|H}. CGSuite's loopy exponents (on, {5|pass} = 5over,
// {pass|5} = 5under) give stoppers through loopyPow() and loopyPowTo(), tested below.

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

Deno.test("pow() names the real reason when the refused base prints long", () => {
  // +-1 + +-1/2 + ... + +-1/32 is not {0|H}; its canonical form is 216 characters long.
  const g = parseGame("+-1 + +-1/2 + +-1/4 + +-1/8 + +-1/16 + +-1/32");
  const text = formatGame(g);
  assert.equal(text.length, 216);
  assert.throws(
    () => pow(g, integer(2)),
    new RangeError(
      `Cannot compute Pow: the base must be of the form {0|H}, received "${
        text.slice(0, 77)
      }..." (216 characters)`,
    ),
  );
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

Deno.test("loopyPow() and loopyPowTo() give CGSuite's published powers with loopy exponents", async (t) => {
  // [method, base, exponent, CGSuite's result] (GameTest.scala, "Pow"/"PowTo"; `upon` is
  // printed ^[on], and ^.PowTo(on) is upon by definition).
  const rows: ["Pow" | "PowTo", string, string, string][] = [
    ["Pow", "^", "{5|pass}", "{0||0,pass|0,v[4]*}"],
    ["Pow", "^", "{pass|5}", "{0||0,v[4]*|0,pass}"],
    ["Pow", "^", "on", "^<on>"],
    ["Pow", "{0||0|-2}", "{5|pass}", "{0||0,pass|-2,{0|-2,{0|-2,{0|-2,{0|-2,{0|-2}}}}}}"],
    ["Pow", "{0||0|-2}", "on", "{0||0|-2,pass}"],
    ["PowTo", "^", "{pass|1}", "{pass|*,^}"],
    ["PowTo", "^", "{1|pass}", "{^|*,pass}"],
    ["PowTo", "^", "{5|pass}", "{^[5]|*,pass}"],
    ["PowTo", "^", "{pass|5}", "{pass|*,^[5]}"],
    ["PowTo", "^", "on", "^[on]"],
    ["PowTo", "{0||0|-2}", "{5|pass}", "{{Tiny(2)||0|-2|||0|-2||||0|-2}||0|-2|||{0|-2},pass}"],
    ["PowTo", "{0||0|-2}", "on", "{pass||0|-2}"],
  ];
  for (const [method, g, x, result] of rows) {
    await t.step(`(${g}).${method}(${x}) is ${result} (${GAME_TEST})`, () => {
      const f = method === "Pow" ? loopyPow : loopyPowTo;
      assert.equal(formatLoopyGame(f(parseLoopyGame(g), parseLoopyGame(x))), result);
      assert.equal(formatLoopyGame(parseLoopyGame(`(${g}) ${method} (${x})`)), result);
    });
  }
  await t.step(`upon is ^.PowTo(on) (${GAME_TEST})`, () => {
    assert.ok(loopyEquals(loopyPowTo(parseLoopyGame("^"), ON), parseLoopyGame("upon")));
  });
  await t.step("number exponents give pow() and powTo()'s short games", () => {
    const up = parseLoopyGame("^");
    assert.equal(formatLoopyGame(loopyPow(up, parseLoopyGame("7/4"))), "{0||0,v*|0,{0,v*|0,*}}");
    assert.equal(formatLoopyGame(loopyPowTo(up, parseLoopyGame("3"))), "^[3]");
  });
});

/**
 * The stopper X whose left options are `left` and right options `right`, where the string "X"
 * stands for X itself: a literal game graph, built without the ordinal sum or blowup.
 */
function literal(left: (Game | "X")[], right: (Game | "X")[]): LoopyGame {
  const index = new Map<Game, number>();
  const graph: { left: number[][]; right: number[][] } = { left: [[]], right: [[]] };
  const node = (g: Game): number => {
    let i = index.get(g);
    if (i !== undefined) return i;
    i = graph.left.length;
    index.set(g, i);
    graph.left.push([]);
    graph.right.push([]);
    graph.left[i] = leftOptions(g).map(node);
    graph.right[i] = rightOptions(g).map(node);
    return i;
  };
  graph.left[0] = left.map((o) => o === "X" ? 0 : node(o));
  graph.right[0] = right.map((o) => o === "X" ? 0 : node(o));
  return loopyGame(graph);
}

/** The stopper {0 | rest}, from rest's canonical graph. */
function zeroOver(rest: LoopyGame): LoopyGame {
  const r = stopperGraph(rest);
  const shift = (o: readonly number[]) => o.map((w) => w + 2);
  return loopyGame({
    left: [[1], [], ...r.left.map(shift)],
    right: [[2], [], ...r.right.map(shift)],
  });
}

Deno.test("loopyPowTo() and loopyPow() are the fixed points of their defining recursions", () => {
  // G^→on = G : on is X = {G^L, X | G^R}; G^→(n over) = G : ((n-1) over) is
  // X = {G^L, G^→n | G^R, X} and G^→(n under) is X = {G^L, X | G^R, G^→n} (the ordinal sum's
  // definition with (n-1) over = {n-1 | pass}, and G : (n-1) = G^→n); G^on = {0 | H - G^→on}.
  fc.assert(
    fc.property(smallGame, fc.integer({ min: 1, max: 4 }), (g, n) => {
      const gl = [...leftOptions(g)];
      const gr = [...rightOptions(g)];
      const name = formatGame(g);
      const powToOn = literal([...gl, "X"], gr);
      assert.ok(loopyEquals(loopyPowTo(fromGame(g), ON), powToOn), `${name} PowTo on`);
      const nOver = loopyAdd(fromGame(integer(n)), OVER);
      const nUnder = loopyAdd(fromGame(integer(n)), UNDER);
      const toN = powTo(g, integer(n));
      assert.ok(
        loopyEquals(loopyPowTo(fromGame(g), nOver), literal([...gl, toN], [...gr, "X"])),
        `${name} PowTo ${n}over`,
      );
      assert.ok(
        loopyEquals(loopyPowTo(fromGame(g), nUnder), literal([...gl, "X"], [...gr, toN])),
        `${name} PowTo ${n}under`,
      );
      if (gl.length === 1 && gl[0] === ZERO && gr.length === 1) {
        const rest = loopyAdd(fromGame(gr[0]), loopyNegate(powToOn));
        assert.ok(loopyEquals(loopyPow(fromGame(g), ON), zeroOver(rest)), `${name} Pow on`);
      }
    }),
    { seed: 2605, numRuns: 60 },
  );
});

Deno.test("loopyPowTo() and loopyPow() with exponent on bound the powers with integer exponents", () => {
  // G^→n increases to G^→on and G^n decreases to G^on in the loopy order (^[n] < upon and
  // ^<on> < ^<n>, Siegel, Combinatorial Game Theory, 2013, II.6 and VI.4), for G = ^ and a
  // second base {0||0|-2} of CGSuite's tests.
  for (const text of ["^", "{0||0|-2}"]) {
    const g = parseGame(text);
    const toOn = loopyPowTo(fromGame(g), ON);
    const powOn = loopyPow(fromGame(g), ON);
    for (let n = 0; n <= 8; n++) {
      const to = fromGame(powTo(g, integer(n)));
      assert.ok(loopyLeq(to, toOn) && !loopyLeq(toOn, to), `${text} PowTo ${n} < PowTo on`);
      if (n === 0) continue;
      const p = fromGame(pow(g, integer(n)));
      assert.ok(loopyLeq(powOn, p) && !loopyLeq(p, powOn), `${text} Pow on < Pow ${n}`);
    }
  }
});

Deno.test("loopyPow() and loopyPowTo() refuse what CGSuite does not define with a RangeError", async (t) => {
  const rows: ["loopyPow" | "loopyPowTo", string, string, RegExp][] = [
    ["loopyPowTo", "^", "off", /, received off$/],
    ["loopyPowTo", "^", "-1over", /from 0 to 4096.*received -1over$/],
    ["loopyPowTo", "^", "upon", /received a stopper with stops 0 and 0$/],
    ["loopyPowTo", "^", "dud", /received a loopy game that is not a stopper$/],
    ["loopyPowTo", "^", "*", /received "\*"$/],
    [
      "loopyPowTo",
      "^",
      "1/8589934592over",
      /denominator at most 2\^32.*received 1\/8589934592over$/,
    ],
    ["loopyPow", "^", "over", /from 1 to 4096.*received over$/],
    ["loopyPow", "^", "1/2under", /received 1\/2under$/],
    // under = {pass|0} is below 0, and every 1 : y is not (Left moves to 0), so under has no
    // subordinate to 1: CGSuite's GameTest.scala @032bf08 refuses ^.Pow({pass|1}) ("Invalid
    // exponent."), whose x - 1 is under.
    ["loopyPowTo", "^", "under", /received under$/],
    ["loopyPow", "^", "{pass|1}", /received 1under$/],
    ["loopyPow", "{0||0|-2}", "1under", /received 1under$/],
    ["loopyPow", "+-1", "on", /base must be of the form \{0\|H\}, received "\+-1"$/],
    ["loopyPow", "on", "on", /base must be a short game, received on$/],
    ["loopyPowTo", "upon", "2", /base must be a short game, received a stopper/],
  ];
  for (const [name, g, x, message] of rows) {
    await t.step(`${name}() refuses (${g}, ${x})`, () => {
      const f = name === "loopyPow" ? loopyPow : loopyPowTo;
      assert.throws(() => f(parseLoopyGame(g), parseLoopyGame(x)), (e: unknown) => {
        assert.ok(e instanceof RangeError);
        assert.match(e.message, /^Cannot compute Pow(To)?: /);
        assert.match(e.message, message);
        return true;
      });
    });
  }
});
