import assert from "node:assert/strict";
import fc from "fast-check";
import { dyadic } from "@cgt/core/dyadic";
import { birthday } from "./birthday.ts";
import { numberGame } from "./game.ts";
import {
  addSurreals,
  birthdayOfSurreal,
  ceilingOfSurreal,
  compareSurreals,
  divideSurreals,
  dyadicOfSurreal,
  floorOfSurreal,
  formatSurreal,
  isOrdinalSurreal,
  multiplySurreals,
  negateSurreal,
  OMEGA,
  parseSurreal,
  rational,
  type Surreal,
} from "./surreal.ts";

const f = formatSurreal;
const P = parseSurreal;

Deno.test("parseSurreal() and formatSurreal() give CGSuite's values and forms", async (t) => {
  // [input, printed, source]
  const table: [string, string, string][] = [
    ["(7/6) + (-16/5)", "-61/30", "issue 26 item 15 (CGSuite)"],
    ["omega", "ω", "CGSuite: omega"],
    ["omega + 1", "ω+1", "CGSuite: omega + 1"],
    ["omega - 1", "ω-1", "CGSuite: omega - 1"],
    ["2 * omega", "2ω", "CGSuite: 2 * omega (the natural product commutes)"],
    ["omega * 2", "2ω", "CGSuite: the natural product commutes"],
    ["omega^2", "ω^2", "CGSuite: omega^2"],
    ["1/omega", "1/ω", "CGSuite prints a quotient as n/d"],
    ["(omega + 1) / 2", "(ω+1)/2", "CGSuite: a numerator of several terms in parentheses"],
    ["(omega^2 + omega) / omega", "ω+1", "lowest terms (CGSuite reduces quotients)"],
    ["1 + omega", "ω+1", "the natural sum commutes"],
    ["-omega", "-ω", "negation"],
    ["1 - omega", "-ω+1", "terms by decreasing exponent"],
    [
      "omega^(omega + 1) - omega^omega",
      "ω^(ω+1)-ω^ω",
      "exponents in parentheses when of several terms",
    ],
    ["omega^omega^2", "ω^ω^2", "towers without parentheses"],
    ["omega^-1 * omega", "1", "ω^-1 = 1/ω"],
    ["6/4", "3/2", "lowest terms"],
    ["3/(2*omega)", "3/2ω", "a single-term denominator is not parenthesised"],
    ["inf", "inf", "CGSuite's inf, the rational 1/0"],
    ["1/0", "inf", "CGSuite: x/0 is inf by the sign of x"],
    ["-3/0", "-inf", "CGSuite: x/0 is -inf for x < 0"],
    ["inf + omega", "inf", "inf absorbs every finite or ordinal summand"],
    ["inf * -2", "-inf", "the sign of a product with inf"],
    ["7/inf", "0", "CGSuite: 7/inf = (7·0)/(1·1) = 0"],
  ];
  for (const [input, printed, source] of table) {
    await t.step(`${input} is ${printed} (${source})`, () => {
      assert.equal(f(P(input)), printed);
      assert.equal(f(P(printed)), printed);
    });
  }
});

Deno.test("parseSurreal() refuses what it cannot read or compute", async (t) => {
  const table: [string, ErrorConstructor, RegExp][] = [
    ["1/(omega+1)", RangeError, /only division by a single term/],
    ["0/0", RangeError, /0\/0 is undefined/],
    ["inf - inf", RangeError, /undefined \(0\/0, as inf - inf/],
    ["inf * 0", RangeError, /undefined/],
    ["omega^omega^omega", RangeError, /an ordinal below ω\^ω or a negative integer/],
    ["omega^(1/2)", RangeError, /an ordinal below ω\^ω/],
    ["2^1001", RangeError, /from -1000 to 1000/],
    ["x", SyntaxError, /at position 1, found "x"/],
    ["1 +", SyntaxError, /at position 4/],
    ["(1", SyntaxError, /expected "\)"/],
    ["1".repeat(1001), RangeError, /at most 1000 digits/],
    ["(".repeat(101) + "1" + ")".repeat(101), RangeError, /nest at most 100 deep/],
  ];
  for (const [input, type, message] of table) {
    await t.step(JSON.stringify(input.slice(0, 20)), () => {
      assert.throws(() => P(input), (e: unknown) => e instanceof type && message.test(String(e)));
    });
  }
});

/** The slow twin for rationals: plain fractions [p, q] with q > 0 in lowest terms. */
type Fraction = [bigint, bigint];
function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  return b === 0n ? a : gcd(b, a % b);
}
function fraction(p: bigint, q: bigint): Fraction {
  if (q < 0n) [p, q] = [-p, -q];
  const g = gcd(p, q) || 1n;
  return [p / g, q / g];
}
function fractionText([p, q]: Fraction): string {
  return q === 1n ? `${p}` : `${p}/${q}`;
}

Deno.test("parseSurreal() agrees with plain fractions on rational expressions", () => {
  const leaf = fc.tuple(fc.bigInt({ min: -99n, max: 99n }), fc.bigInt({ min: 1n, max: 99n }))
    .map(([p, q]) => ({ text: `(${p}/${q})`, value: fraction(p, q) }));
  const tree = fc.letrec<{ node: { text: string; value: Fraction } }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small" },
      leaf,
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => ({
        text: `(${a.text} + ${b.text})`,
        value: fraction(a.value[0] * b.value[1] + b.value[0] * a.value[1], a.value[1] * b.value[1]),
      })),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => ({
        text: `(${a.text} * ${b.text})`,
        value: fraction(a.value[0] * b.value[0], a.value[1] * b.value[1]),
      })),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => ({
        text: `(${a.text} - ${b.text})`,
        value: fraction(a.value[0] * b.value[1] - b.value[0] * a.value[1], a.value[1] * b.value[1]),
      })),
    ),
  })).node;
  fc.assert(
    fc.property(tree, (t) => assert.equal(f(P(t.text)), fractionText(t.value))),
    { seed: 61_30, numRuns: 200 },
  );
});

// Random surreal numbers: c·ω^e / (d·ω^k) sums, with small e, k.
const term = fc.tuple(
  fc.bigInt({ min: -9n, max: 9n }),
  fc.nat(3),
  fc.nat(2),
).map(([c, e, w]) => multiplySurreals(rational(c), P(`omega^(${w}*omega + ${e})`)));
const surreal = fc.tuple(
  fc.array(term, { maxLength: 3 }),
  fc.bigInt({ min: 1n, max: 6n }),
  fc.nat(2),
)
  .map(([terms, d, k]) => {
    let sum = rational(0n);
    for (const x of terms) sum = addSurreals(sum, x);
    return divideSurreals(sum, multiplySurreals(rational(d), P(`omega^${k}`)));
  });

Deno.test("the surreal operations obey the ordered-ring axioms", async (t) => {
  const eq = (a: Surreal, b: Surreal) => assert.equal(f(a), f(b));
  await t.step("addSurreals() and multiplySurreals() are associative and commutative", () => {
    fc.assert(
      fc.property(surreal, surreal, surreal, (a, b, c) => {
        eq(addSurreals(addSurreals(a, b), c), addSurreals(a, addSurreals(b, c)));
        eq(
          multiplySurreals(multiplySurreals(a, b), c),
          multiplySurreals(a, multiplySurreals(b, c)),
        );
        eq(addSurreals(a, b), addSurreals(b, a));
        eq(multiplySurreals(a, b), multiplySurreals(b, a));
      }),
      { seed: 2026, numRuns: 100 },
    );
  });
  await t.step("multiplySurreals() distributes over addSurreals()", () => {
    fc.assert(
      fc.property(surreal, surreal, surreal, (a, b, c) => {
        eq(
          multiplySurreals(a, addSurreals(b, c)),
          addSurreals(multiplySurreals(a, b), multiplySurreals(a, c)),
        );
      }),
      { seed: 2026, numRuns: 100 },
    );
  });
  await t.step(
    "compareSurreals() is a total order compatible with + and with * by positives",
    () => {
      fc.assert(
        fc.property(surreal, surreal, surreal, (a, b, c) => {
          const ab = compareSurreals(a, b);
          assert.equal(compareSurreals(b, a), ab === 0 ? 0 : -ab);
          assert.equal(compareSurreals(addSurreals(a, c), addSurreals(b, c)), ab);
          assert.equal(compareSurreals(negateSurreal(a), negateSurreal(b)), ab === 0 ? 0 : -ab);
          if (compareSurreals(c, rational(0n)) > 0) {
            assert.equal(compareSurreals(multiplySurreals(a, c), multiplySurreals(b, c)), ab);
          }
        }),
        { seed: 2026, numRuns: 100 },
      );
    },
  );
  await t.step("formatSurreal() output reads back to the same number", () => {
    fc.assert(fc.property(surreal, (a) => eq(P(f(a)), a)), { seed: 2026, numRuns: 100 });
  });
});

Deno.test("compareSurreals() puts ω above every integer and 1/ω below every positive rational", () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
      fc.bigInt({ min: 1n, max: 10n ** 30n }),
      (n, q) => {
        assert.equal(compareSurreals(OMEGA, rational(n)), 1);
        assert.equal(compareSurreals(P("omega - 1"), rational(n)), 1);
        assert.equal(compareSurreals(P("1/omega"), rational(1n, q)), -1);
        assert.equal(compareSurreals(P("1/omega"), rational(0n)), 1);
      },
    ),
    { seed: 7, numRuns: 50 },
  );
});

Deno.test("compareSurreals() puts inf above and -inf below every other number", async (t) => {
  const values = ["-omega^omega", "-1000", "-1/omega", "0", "7/6", "omega - 1", "omega^(omega+1)"];
  for (const v of values) {
    await t.step(`-inf < ${v} < inf`, () => {
      assert.equal(compareSurreals(P("inf"), P(v)), 1);
      assert.equal(compareSurreals(P("-inf"), P(v)), -1);
      assert.equal(compareSurreals(P(v), P("inf")), -1);
    });
  }
  await t.step("inf = inf and -inf < inf (CGSuite's cross-multiplication says inf = -inf)", () => {
    assert.equal(compareSurreals(P("inf"), P("1/0")), 0);
    assert.equal(compareSurreals(P("-inf"), P("inf")), -1);
  });
});

Deno.test("dyadicOfSurreal() finds the short numbers", () => {
  assert.deepEqual(dyadicOfSurreal(P("-3/8")), { numerator: -3n, exponent: 3 });
  assert.deepEqual(dyadicOfSurreal(P("0")), { numerator: 0n, exponent: 0 });
  assert.equal(dyadicOfSurreal(P("7/6")), undefined);
  assert.equal(dyadicOfSurreal(P("omega")), undefined);
  assert.equal(dyadicOfSurreal(P("inf")), undefined);
});

Deno.test("floorOfSurreal(), ceilingOfSurreal(), birthdayOfSurreal() and isOrdinalSurreal() give CGSuite's values", async (t) => {
  const GAME_TEST = "CGSuite GameTest.scala @032bf08";
  // [x, floor, ceiling, birthday, isOrdinal, source]; "!!" for an error, "" where not tested.
  const table: [string, string, string, string, string, string][] = [
    ["0/7", "0", "0", "0", "true", `${GAME_TEST}, game.Rational`],
    ["19/1", "19", "19", "19", "true", `${GAME_TEST}, game.Rational`],
    ["-19/1", "-19", "-19", "19", "false", `${GAME_TEST}, game.Rational`],
    ["3/16", "0", "1", "5", "false", `${GAME_TEST}, game.Rational`],
    ["-3/16", "-1", "0", "5", "false", `${GAME_TEST}, game.Rational`],
    ["3^22/2^72", "0", "1", "73", "false", `${GAME_TEST}, game.Rational`],
    ["6/23", "0", "1", "ω", "false", `${GAME_TEST}, game.Rational`],
    ["-6/23", "-1", "0", "ω", "false", `${GAME_TEST}, game.Rational`],
    ["17/0", "!!", "!!", "!!", "false", `${GAME_TEST}, game.Rational (inf)`],
    ["-17/0", "!!", "!!", "!!", "false", `${GAME_TEST}, game.Rational (-inf)`],
    ["omega", "!!", "!!", "ω", "true", `${GAME_TEST}, game.GeneralizedOrdinal`],
    ["-omega", "!!", "!!", "ω", "false", `${GAME_TEST}, game.GeneralizedOrdinal`],
    ["omega+5", "!!", "!!", "ω+5", "true", `${GAME_TEST}, game.GeneralizedOrdinal`],
    ["omega-5", "!!", "!!", "ω+5", "false", `${GAME_TEST}, game.GeneralizedOrdinal`],
    ["-omega+5", "!!", "!!", "ω+5", "false", `${GAME_TEST}, game.GeneralizedOrdinal`],
    ["omega*5", "!!", "!!", "5ω", "true", `${GAME_TEST}, game.GeneralizedOrdinal`],
    [
      "omega^omega-5*omega^19+omega^2+1",
      "!!",
      "!!",
      "ω^ω+5ω^19+ω^2+1",
      "false",
      `${GAME_TEST}, game.GeneralizedOrdinal`,
    ],
    ["omega-1/2", "!!", "!!", "ω+2", "false", "sign expansion ω pluses, then - +"],
    ["omega+1/3", "!!", "!!", "2ω", "false", "ω pluses, then 1/3's ω signs"],
    ["1/omega", "0", "1", "!!", "false", "0 < 1/ω < 1; its birthday is not computed"],
    ["(omega+1)/omega", "1", "2", "!!", "false", "1 + 1/ω"],
    ["(1-2*omega)/omega", "-2", "-1", "!!", "false", "-2 + 1/ω"],
  ];
  const run = (g: () => unknown): string => {
    try {
      const v = g();
      return typeof v === "bigint"
        ? String(v)
        : typeof v === "boolean"
        ? String(v)
        : f(v as Surreal);
    } catch (error) {
      if (error instanceof RangeError) return "!!";
      throw error;
    }
  };
  for (const [text, floor, ceiling, birthday, ordinal, source] of table) {
    await t.step(`${text} (${source})`, () => {
      const x = P(text);
      assert.deepEqual(
        [
          run(() => floorOfSurreal(x)),
          run(() => ceilingOfSurreal(x)),
          run(() => birthdayOfSurreal(x)),
          run(() => isOrdinalSurreal(x)),
        ],
        [floor, ceiling, birthday, ordinal],
      );
    });
  }
});

// A rational p/q plus e/ω (e in -2..2): a finite number whose floor plain arithmetic gives.
const finite = fc.tuple(
  fc.bigInt({ min: -60n, max: 60n }),
  fc.bigInt({ min: 1n, max: 12n }),
  fc.bigInt({ min: -2n, max: 2n }),
);

/** floor(p/q + e/ω) by plain integer division: 1/ω lies strictly between 0 and every 1/q. */
function plainFloor(p: bigint, q: bigint, e: bigint): bigint {
  let k = p / q;
  if (k * q > p) k--; // bigint division rounds toward 0
  return e < 0n && k * q === p ? k - 1n : k;
}

Deno.test("floorOfSurreal() and ceilingOfSurreal() agree with integer division", () => {
  fc.assert(
    fc.property(finite, ([p, q, e]) => {
      const x = addSurreals(rational(p, q), divideSurreals(rational(e), OMEGA));
      assert.equal(floorOfSurreal(x), plainFloor(p, q, e));
      assert.equal(ceilingOfSurreal(x), -plainFloor(-p, q, -e));
    }),
    { seed: 1623, numRuns: 300 },
  );
});

Deno.test("floorOfSurreal() refuses infinite numbers", () => {
  fc.assert(
    fc.property(surreal, (x) => {
      // The random numbers' coefficients are below 10, so a finite one is within 10^6 of 0.
      const bound = rational(10n ** 6n);
      const infinite = compareSurreals(x, bound) > 0 ||
        compareSurreals(x, negateSurreal(bound)) < 0;
      if (infinite) assert.throws(() => floorOfSurreal(x), RangeError);
      else assert.equal(typeof floorOfSurreal(x), "bigint");
    }),
    { seed: 905, numRuns: 200 },
  );
});

// Generalized ordinals plus a rational: c·ω^(a·ω + b) terms with small c, a, b, and p/q.
const ordinalPlusRational = fc.tuple(
  fc.array(
    fc.tuple(fc.bigInt({ min: -4n, max: 4n }), fc.nat(2), fc.integer({ min: 1, max: 3 })),
    { maxLength: 3 },
  ),
  fc.bigInt({ min: -40n, max: 40n }),
  fc.bigInt({ min: 1n, max: 16n }),
).map(([terms, p, q]) => {
  let x = rational(p, q);
  for (const [c, a, b] of terms) {
    x = addSurreals(x, multiplySurreals(rational(c), P(`omega^(${a}*omega + ${b})`)));
  }
  return x;
});

Deno.test("birthdayOfSurreal() agrees with the short game's birthday, with ω, and with the ordinal itself", async (t) => {
  await t.step("a dyadic rational is born when its short game is", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -300n, max: 300n }), fc.nat(6), (p, k) => {
        const x = rational(p, 2n ** BigInt(k));
        const short = birthday(numberGame(dyadic(p, k)));
        assert.equal(f(birthdayOfSurreal(x)), String(short));
      }),
      { seed: 516, numRuns: 300 },
    );
  });
  await t.step("a rational that is not dyadic is born on day ω", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -99n, max: 99n }), fc.bigInt({ min: 3n, max: 99n }), (p, q) => {
        fc.pre(dyadicOfSurreal(rational(p, q)) === undefined);
        assert.equal(f(birthdayOfSurreal(rational(p, q))), "ω");
      }),
      { seed: 623, numRuns: 200 },
    );
  });
  await t.step("an ordinal is born on the day it names, and -x when x is", () => {
    fc.assert(
      fc.property(ordinalPlusRational, (x) => {
        if (isOrdinalSurreal(x)) assert.equal(f(birthdayOfSurreal(x)), f(x));
        assert.equal(f(birthdayOfSurreal(negateSurreal(x))), f(birthdayOfSurreal(x)));
      }),
      { seed: 4711, numRuns: 200 },
    );
  });
});

Deno.test("isOrdinalSurreal() holds exactly for the numbers x >= 0 born on day x", () => {
  fc.assert(
    fc.property(ordinalPlusRational, (x) => {
      const bornOnX = compareSurreals(x, rational(0n)) >= 0 &&
        compareSurreals(birthdayOfSurreal(x), x) === 0;
      assert.equal(isOrdinalSurreal(x), bornOnX);
    }),
    { seed: 3303, numRuns: 300 },
  );
  for (const g of [floorOfSurreal, ceilingOfSurreal, birthdayOfSurreal, isOrdinalSurreal]) {
    assert.throws(() => g({ numerator: 3 } as unknown as Surreal), TypeError);
  }
});
