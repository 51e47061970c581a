import assert from "node:assert/strict";
import fc from "fast-check";
import { withStepLimit } from "@cgt/core/limits";
import { formatGame, parseGame } from "../notation.ts";
import {
  DUD,
  formatPseudonumber,
  fromGame,
  isLoopyGame,
  isStopper,
  loopyAdd,
  loopyEquals,
  type LoopyGame,
  loopyGame,
  loopyNegate,
  loopyStop,
  offside,
  ON,
  onside,
  OVER,
  toGame,
  UPON,
} from "./loopy.ts";
import { formatLoopyGame, MAX_LOOPY_NESTING, parseLoopyGame } from "./loopy_notation.ts";
import { arbitraryLoopyGraph } from "../../../testing/loopy_graph.ts";
import { arbitraryTree, fromTree } from "../testdata/slow_game.ts";
import { stopperFollowers, variety } from "./stopper_operations.ts";
import { integer } from "../game.ts";
import { withCgsuiteForms } from "../notation.ts";
import { loopyGameFunction } from "./loopy_game_function.ts";

const NOTES = "../shared/notes/cgsuite-formats.md (CGSuite 2.2, observed)";
const WW = "Berlekamp, Conway, Guy, Winning Ways (2nd ed.), ch. 11";
const CGSUITE_TESTS = "CGSuite lib/core test suite";
const CODE = "aaron-siegel/cgsuite CanonicalStopper.scala, Pseudonumber.scala (printing rules)";

Deno.test("formatLoopyGame() prints values as CGSuite does", async (t) => {
  // [input, printed, source]
  const rows: [string, string, string][] = [
    ["on", "on", NOTES],
    ["off", "off", NOTES],
    ["dud", "dud", NOTES],
    ["on + off", "dud", NOTES],
    ["over", "over", NOTES],
    ["under", "under", NOTES],
    ["{0|pass}", "over", WW],
    ["{pass|0}", "under", WW],
    ["{pass|}", "on", WW],
    ["{|pass}", "off", WW],
    ["{pass|pass}", "dud", WW],
    ["5 + over", "5over", NOTES],
    ["-5 + over", "-5over", NOTES],
    ["3/2 + under", "3/2under", NOTES],
    ["2over", "2over", NOTES],
    ["1 + over", "1over", NOTES],
    ["{pass|*}", "^[on]", CODE],
    ["upon", "^[on]", CODE],
    ["4 - upon + *", "4v[on]*", NOTES],
    ["4v[on]*", "4v[on]*", NOTES],
    ["upon + *", "^[on]*", CODE],
    ["{0|-upon+*}", "^<on>", CODE],
    ["-{0|-upon+*} + *", "v<on>*", NOTES],
    ["{0||0|off}", "Tiny(on)", NOTES],
    ["+-(5over)", "+-(5over)", NOTES],
    ["{5over|-5under}", "+-(5over)", NOTES],
    ["over - over", "over & under", NOTES],
    ["{6over||3|2}", "{6over||3|2}", NOTES],
    ["{on||0|-1/2} & {1/2|0||off}", "{on||0|-1/2} & {1/2|0||off}", CGSUITE_TESTS],
    [
      "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
      "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}",
      CGSUITE_TESTS + " (Bach's Carousel)",
    ],
    [
      "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}",
      "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}",
      "Bach's Carousel printed back",
    ],
    ["a{0|a}", "over", NOTES],
    ["on + 5", "on", WW],
    ["{1/2|1}", "3/4", NOTES],
    ["a{0|1}", "1/2", NOTES],
  ];
  for (const [input, printed, source] of rows) {
    await t.step(`${input} prints as ${printed} (${source})`, () => {
      assert.equal(formatLoopyGame(parseLoopyGame(input)), printed);
    });
  }
});

Deno.test("parseLoopyGame() reads labels, pass and the named values", async (t) => {
  // [input, expected value, source]
  const rows: [string, () => ReturnType<typeof parseLoopyGame>, string][] = [
    ["a{0|a}", () => OVER, NOTES],
    ["a{a|*}", () => UPON, WW],
    ["{pass | *}", () => UPON, WW],
    ["b{pass|pass}", () => DUD, WW],
    ["a{pass|}", () => ON, WW],
    ["on & off", () => DUD, NOTES],
    ["dud & off", () => DUD, "G & H takes G's onside and H's offside (CGSuite's SidedValue)"],
    [
      "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}",
      () => parseLoopyGame("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}"),
      "Bach's Carousel as CGSuite prints it (SidedValueTestCase)",
    ],
  ];
  for (const [input, want, source] of rows) {
    await t.step(
      `${input} (${source})`,
      () => assert.ok(loopyEquals(parseLoopyGame(input), want())),
    );
  }
});

Deno.test("parseLoopyGame() reads back what formatLoopyGame() prints", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(5), (g) => {
      let v;
      try {
        v = loopyGame(g);
      } catch (e) {
        if (e instanceof RangeError) return;
        throw e;
      }
      const text = formatLoopyGame(v);
      assert.ok(loopyEquals(parseLoopyGame(text), v), text);
    }),
    { seed: 37874, numRuns: 300 },
  );
});

Deno.test("formatLoopyGame() prints loopfree values as formatGame() does", () => {
  fc.assert(
    fc.property(arbitraryTree(3, 3), (t) => {
      const g = fromTree(t);
      const text = formatGame(g);
      assert.equal(formatLoopyGame(fromGame(g)), text);
      assert.equal(toGame(parseLoopyGame(text)), g);
    }),
    { seed: 85531, numRuns: 200 },
  );
});

Deno.test("parseLoopyGame() rejects bad notation with a SyntaxError naming the column", async (t) => {
  const rows: [string, RegExp][] = [
    ["", /input is empty/],
    ["{0|", /input ended/],
    ["pass", /only as an option/],
    ["{a + 1 | 0}", /unknown name "a"/],
    ["a{0|a + 1}", /only as a whole option/],
    ["off & on", /offside must be <= the onside/],
    ["{0 & 1 | 2}", /parentheses/],
    ["a{0|b{a|}} + a", /unknown name "a"/],
    ["on +", /input ended/],
    [
      "frog(1)",
      /unknown name "frog" \(ruleset functions such as backsliding, domineering come from @cgt\/rulesets: LOOPY_RULESET_FUNCTIONS and RULESET_FUNCTIONS, passed as \{ functions \}\)/,
    ],
    ["frog", /unknown name "frog" at column 1/],
    // A nimber the short notation sums without its options is too large for a loopy graph.
    [
      "*123456789012345678901234567890 + on",
      /nimber "\*123456789012345678901234567890" must be below \*2000000 in a loopy game \(its graph has a node for each smaller nimber\) at column 1, in "\*1234/,
    ],
    [
      "1 + 1/2^*2000000",
      /nimber "\*2000000" must be below \*2000000 in a loopy game .* at column 5/,
    ],
    [
      "on + v[on]*5000000",
      /nimber "\*5000000" must be below \*2000000 in a loopy game .* at column 6/,
    ],
    // A malformed quoted form of a short game, read by the short notation's reader.
    ["'{1|' + over", /expected "\{" after a single quote at column 7/],
    ["'{1|2' + on", /expected ",", "\|" or "\}" at column 6/],
    ["'{1|}x' + over", /expected "'" at column 6/],
    ["'{1/3|0}' + on", /the denominator of "1\/3" must be a power of two/],
    // The number before over or under, read by the short notation.
    ["2/3over", /bad literal "2\/3" at column 1/],
    ["-1/3under", /bad literal "1\/3" at column 1/],
  ];
  for (const [text, message] of rows) {
    await t.step(JSON.stringify(text), () => {
      assert.throws(() => parseLoopyGame(text), (e: Error) => {
        assert.ok(e instanceof SyntaxError, `${e.name}: ${e.message}`);
        assert.match(e.message, message);
        assert.match(e.message, /^Cannot parse loopy game: /);
        return true;
      });
    });
  }
  await t.step("a quoted form too large for a loopy graph is a RangeError at its column", () => {
    assert.throws(() => parseLoopyGame("on + '{*123456789012345678901234567890|}'"), {
      name: "RangeError",
      message: /Cannot list the options of a nimber: .* at column 6, in "on \+ '\{\*1234/,
    });
  });
  await t.step("too deep nesting is a RangeError", () => {
    const deep = "{".repeat(MAX_LOOPY_NESTING + 1) + "|" + "}".repeat(MAX_LOOPY_NESTING + 1);
    assert.throws(() => parseLoopyGame(deep), RangeError);
  });
  await t.step("too deep nesting in a quoted form is a RangeError of the loopy reading", () => {
    const deep = "'" + "{".repeat(5000) + "' + on";
    assert.throws(() => parseLoopyGame(deep), (e: Error) => {
      assert.ok(e instanceof RangeError, `${e.name}: ${e.message}`);
      assert.match(e.message, /^Cannot parse loopy game: /);
      return true;
    });
  });
  await t.step("a non-string is a TypeError", () => {
    assert.throws(() => parseLoopyGame(3 as unknown as string), TypeError);
  });
});

Deno.test("pass inside a slash run names the position whose options hold it", async (t) => {
  // Found by the round-trip property; CGSuite prints {0||0|-1,pass} for this game.
  const v = loopyGame({ left: [[3], [], [3], [], []], right: [[2], [3], [1, 2], [], []] });
  assert.equal(formatLoopyGame(v), "{0||0|-1,pass}");
  assert.ok(loopyEquals(parseLoopyGame(formatLoopyGame(v)), v));
  await t.step("{0||0,pass|0,*} is {0|a{0,a|0,*}}", () => {
    assert.ok(loopyEquals(parseLoopyGame("{0||0,pass|0,*}"), parseLoopyGame("{0|a{0,a|0,*}}")));
  });
  await t.step("{pass||0|-2} is a{a|{0|-2}}", () => {
    assert.ok(loopyEquals(parseLoopyGame("{pass||0|-2}"), parseLoopyGame("a{a|{0|-2}}")));
  });
});

Deno.test("formatLoopyGame() prints CGSuite's forms of loopy powers of up back unchanged", async (t) => {
  const POW = "CGSuite lib/core tests, CanonicalShortGame Pow and PowTo with loopy exponents";
  const rows: [string, string][] = [
    ["{0||0,pass|0,*}", "^.Pow({1|pass})"],
    ["{0||0,pass|0,v[4]*}", "^.Pow({5|pass})"],
    ["{0||0,v[4]*|0,pass}", "^.Pow({pass|5})"],
    ["{0||0|-2,pass}", "{0||0|-2}.Pow(on)"],
    ["{pass|*,^}", "^.PowTo({pass|1})"],
    ["{^|*,pass}", "^.PowTo({1|pass})"],
    ["{^[5]|*,pass}", "^.PowTo({5|pass})"],
    ["{pass|*,^[5]}", "^.PowTo({pass|5})"],
    ["{pass||0|-2}", "{0||0|-2}.PowTo(on)"],
    ["{{Tiny(2)||0|-2|||0|-2||||0|-2}||0|-2|||{0|-2},pass}", "{0||0|-2}.PowTo({5|pass})"],
    ["^<on>", "^.Pow(on)"],
    ["{0|^<on>*}", "upon.Upsum(^.Pow(on))"],
  ];
  for (const [printed, expr] of rows) {
    await t.step(`${expr} = ${printed} (${POW})`, () => {
      assert.equal(formatLoopyGame(parseLoopyGame(printed)), printed);
      // CGSuite's input, read as CGSuite writes it: a method call on the game before it.
      assert.equal(formatLoopyGame(parseLoopyGame(expr)), printed);
      assert.ok(loopyEquals(parseLoopyGame(expr), parseLoopyGame(printed)));
    });
  }
  await t.step(
    "^<on> + {0|upon} = {0||0|^<on>*} & {0|^[on]} (CGSuite lib/core tests, StopperSidedValue)",
    () => {
      const g = parseLoopyGame("^<on> + {0|upon}");
      assert.equal(formatLoopyGame(g), "{0||0|^<on>*} & {0|^[on]}");
      assert.equal(formatLoopyGame(onside(g)), "{0||0|^<on>*}");
      assert.equal(formatLoopyGame(offside(g)), "{0|^[on]}");
    },
  );
  await t.step("upon downsum ^<on> = ^[on], upsum = {0|^<on>*} (CGSuite lib/core tests)", () => {
    const sum = loopyAdd(UPON, parseLoopyGame("^<on>"));
    assert.equal(formatLoopyGame(offside(sum)), "^[on]");
    assert.equal(formatLoopyGame(onside(sum)), "{0|^<on>*}");
  });
});

Deno.test("parseGame() with { loopy: true } reads loopy values and formatGame() prints them", async (t) => {
  // [input, printed, source]
  const rows: [string, string, string][] = [
    ["on + off", "dud", WW],
    ["over", "over", NOTES],
    ["{0|pass}", "over", WW],
    ["{pass|*}", "^[on]", CODE],
    ["a{0|a}", "over", NOTES],
    [
      "a{|a,b{|1+*}}",
      "off",
      "by hand: Right's move back to the label a makes it off",
    ],
    ["2over", "2over", NOTES],
    ["{6over||3|2}", "{6over||3|2}", NOTES],
    ["4v[on]*", "4v[on]*", NOTES],
    ["{on||0|-1/2} & {1/2|0||off}", "{on||0|-1/2} & {1/2|0||off}", CGSUITE_TESTS],
  ];
  for (const [input, printed, source] of rows) {
    await t.step(`${input} (${source})`, () => {
      const g = parseGame(input, { loopy: true });
      assert.ok(isLoopyGame(g));
      assert.equal(formatGame(g), printed);
      assert.equal(formatGame(g), formatLoopyGame(g));
    });
  }
  await t.step("a loopfree value comes back as the short game", () => {
    // The loopy option -5under is dominated by 1, so the value is {1|2} = 3/2.
    const g = parseGame("{1, {pass|-5} | 2}", { loopy: true });
    assert.equal(isLoopyGame(g), false);
    assert.equal(g, parseGame("3/2"));
  });
});

Deno.test("parseGame() without { loopy: true } refuses loopy notation and names the option", async (t) => {
  for (const text of ["over", "{0|pass}", "a{0|a}", "2over", "on & off", "4v[on]*", "Tiny(on)"]) {
    await t.step(text, () => {
      assert.throws(() => parseGame(text), (e: Error) => {
        assert.ok(e instanceof SyntaxError);
        assert.match(e.message, /^Cannot parse game: .*\{ loopy: true \}/);
        return true;
      });
    });
  }
  await t.step("other syntax errors keep their own message", () => {
    assert.throws(() => parseGame("{1|2"), /column/);
  });
});

Deno.test("formatGame() and parseGame() with { loopy: true } round-trip loopy values", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(5), (g) => {
      let v;
      try {
        v = loopyGame(g);
      } catch (e) {
        if (e instanceof RangeError) return;
        throw e;
      }
      const text = formatGame(v);
      const back = parseGame(text, { loopy: true });
      assert.ok(loopyEquals(isLoopyGame(back) ? back : fromGame(back), v), text);
    }),
    { seed: 85614, numRuns: 300 },
  );
});

/** CGSuite's expression grammar, from which its operator precedence is read. */
const GRAMMAR =
  "aaron-siegel/cgsuite lib/core/src/main/antlr/org/cgsuite/lang/parser/Cgsuite.g (2024-01)";

Deno.test("parseLoopyGame() binds & as CGSuite's grammar does", async (t) => {
  // [expression, the same with CGSuite's grouping written out, what CGSuite prints, source].
  const rows: [string, string, string, string][] = [
    [
      "over & v - 2",
      "(over & v) - 2",
      "-2over & -2v",
      `${GRAMMAR}: addExpr subtracts sidleExprs (CGSuite prints -2over & -2v)`,
    ],
    [
      "1 + over & under",
      "1 + (over & under)",
      "1over & 1under",
      `${GRAMMAR}: addExpr adds sidleExprs`,
    ],
    ["-over & under", "(-over) & under", "under", `${GRAMMAR}: unaryExpr sits below sidleExpr`],
    ["on & off + 1", "(on & off) + 1", "dud", `${GRAMMAR}: addExpr adds sidleExprs`],
  ];
  for (const [text, grouped, printed, source] of rows) {
    await t.step(`${text} is ${grouped} (${source})`, () => {
      const g = parseLoopyGame(text);
      assert.ok(loopyEquals(g, parseLoopyGame(grouped)));
      assert.equal(formatLoopyGame(g), printed);
    });
  }
  await t.step(`a & b & c is a syntax error (${GRAMMAR}: sidleExpr has at most one &)`, () => {
    assert.throws(() => parseLoopyGame("on & over & off"), /unexpected "&"/);
  });
  await t.step("the old reading over & (v - 2) is a different value", () => {
    assert.ok(!loopyEquals(parseLoopyGame("over & v - 2"), parseLoopyGame("over & (v - 2)")));
  });
});

Deno.test("parseLoopyGame() reads ordinal sums and infix words as CGSuite's grammar does", async (t) => {
  const TUTORIAL = "CGSuite's tutorial on loopy games";
  // [expression, the same with CGSuite's grouping written out, its value as printed, source
  // of the value or of the grouping].
  const rows: [string, string, string, string][] = [
    ["1:off", "1:off", "over", `${TUTORIAL} (1:off)`],
    ["-1:off", "(-1):off", "off", `${GRAMMAR}: unaryExpr sits below ordinalSumExpr`],
    [
      "1:off & under",
      "(1:off) & under",
      "over & under",
      `${GRAMMAR}: sidleExpr joins ordinalSumExprs`,
    ],
    ["1:off + 1", "(1:off) + 1", "1over", `${GRAMMAR}: addExpr adds ordinalSumExprs`],
    ["{0|1:off}", "{0|over}", "over", `${GRAMMAR}: an option is an expression`],
    ["on Upsum off", "on Upsum off", "on", "on + off = dud = on & off (Winning Ways ch. 11)"],
    ["on Downsum off", "on Downsum off", "off", "on + off = dud = on & off (Winning Ways ch. 11)"],
    ["upon Downsum ^<on>", "upon Downsum ^<on>", "^[on]", "CGSuite GameTest.scala"],
    [
      "upon Upsum ^<on> + 0",
      "upon Upsum (^<on> + 0)",
      "{0|^<on>*}",
      `${GRAMMAR}: infixExpr binds looser than addExpr`,
    ],
    ["upon UpsumVariety ^<on>", "upon UpsumVariety ^<on>", "v<on>", "CGSuite GameTest.scala"],
    ["upon DownsumVariety ^<on>", "upon DownsumVariety ^<on>", "v<on>", "CGSuite GameTest.scala"],
    ["over Subordinate 1", "over Subordinate 1", "off", "CGSuite GameTest.scala"],
    ["*5 ConwayProduct *6", "*5 ConwayProduct *6", "*8", "CGSuite CompoundGameTestCase.scala"],
  ];
  for (const [text, grouped, printed, source] of rows) {
    await t.step(`${text} is ${grouped} (${source})`, () => {
      const g = parseLoopyGame(text);
      assert.ok(loopyEquals(g, parseLoopyGame(grouped)));
      assert.equal(formatLoopyGame(g), printed);
    });
  }
  const errors: [string, string][] = [
    ["dud:1", 'Cannot parse loopy game: an ordinal sum takes stoppers at column 1, in "dud:1"'],
    [
      "upon ConwayProduct 1",
      'Cannot parse loopy game: ConwayProduct takes short games, received a loopy one at column 6, in "upon ConwayProduct 1"',
    ],
    [
      "on Bogus off",
      'Cannot parse loopy game: unknown operation "Bogus" at column 4, in "on Bogus off"',
    ],
  ];
  for (const [text, message] of errors) {
    await t.step(`${text} is a SyntaxError`, () => {
      assert.throws(() => parseLoopyGame(text), { name: "SyntaxError", message });
    });
  }
});

Deno.test("parseLoopyGame() reads CGSuite's nim operator on an expression, *(n)", () => {
  // EvalTest.scala @12c90a8: *(3+5) is *8.
  assert.equal(
    formatLoopyGame(parseLoopyGame("{*(3+5)|pass}")),
    formatLoopyGame(parseLoopyGame("{*8|pass}")),
  );
  assert.equal(
    formatLoopyGame(parseLoopyGame("^*(1+1) + upon")),
    formatLoopyGame(parseLoopyGame("^*2 + upon")),
  );
  assert.throws(() => parseLoopyGame("*(-8) + on"), SyntaxError, "takes an integer from 0 up");
  assert.throws(() => parseLoopyGame("*(on) + on"), SyntaxError, "takes an integer from 0 up");
});

Deno.test("parseLoopyGame() calls the caller's functions inside a quoted form", async (t) => {
  // frog(n) is the integer n; pair((m, n)) the integer m - n (a CGSuite literal tuple);
  // loop() is on, a loopy value.
  const pair = withCgsuiteForms(
    ([p]: unknown[]) => {
      const { tuple } = p as { tuple: bigint[] };
      return integer(tuple[0] - tuple[1]);
    },
    { literals: true },
  );
  const functions = {
    frog: loopyGameFunction("frog", ([n]) => integer(n as bigint)),
    pair: loopyGameFunction("pair", pair),
    loop: () => parseLoopyGame("on"),
  };
  await t.step("a function giving a short game is read as the short notation reads it", () => {
    for (
      const [text, expected] of [
        ["'{frog(1)|0}' + on", "'{1|0}' + on"],
        ["'{frog(2)|frog(-1)}'", "{2|-1}"],
        ["'{pair((5, 2))|}' + over", "4over"],
        ["upon.Subordinate('{frog(0)+*|frog(0)+*}')", "on"],
      ]
    ) {
      assert.equal(
        formatLoopyGame(parseLoopyGame(text, { functions })),
        formatLoopyGame(parseLoopyGame(expected)),
        text,
      );
    }
  });
  await t.step("a function giving a loopy value inside a quoted form is refused", () => {
    assert.throws(() => parseLoopyGame("'{loop()|0}' + on", { functions }), {
      name: "SyntaxError",
      message:
        /Cannot call loop\(\) in a quoted form: it gave a loopy value, where a quoted form takes short games at column 3/,
    });
  });
  await t.step("an unknown name inside a quoted form is refused at its column", () => {
    assert.throws(() => parseLoopyGame("'{toad(1)|0}' + on", { functions }), {
      name: "SyntaxError",
      message: /unknown name "toad" at column 3/,
    });
  });
});

Deno.test("parseLoopyGame() computes the form-dependent operations on a quoted form as written", async (t) => {
  const lang = "aaron-siegel/cgsuite lib/core/src/test/scala/org/cgsuite/lang";
  // [input, CGSuite's output, source]: the base 0 would give on and upon itself.
  const rows: [string, string, string][] = [
    ["('{-1|1}':on).GameValue", "1under", `${lang}/EvalTest.scala @12c90a8`],
    ["upon.Subordinate('{*|*}')", "on", `${lang}/GameTest.scala @032bf08`],
  ];
  for (const [input, expected, source] of rows) {
    await t.step(`${input} is ${expected} (${source})`, () => {
      assert.equal(formatLoopyGame(parseLoopyGame(input)), expected);
    });
  }
  await t.step(
    "a quoted form on short games agrees with parseGame(), in sums with loopy values",
    () => {
      fc.assert(
        fc.property(arbitraryTree(2, 2), arbitraryTree(2, 2), (f, h) => {
          const text = (tr: typeof f): string =>
            `{${tr.left.map(text).join(",")}|${tr.right.map(text).join(",")}}`;
          const expr = `'${text(f)}' : ${formatGame(fromTree(h))}`;
          const short = formatGame(parseGame(expr));
          assert.equal(formatLoopyGame(parseLoopyGame(expr)), short);
          assert.equal(
            formatLoopyGame(parseLoopyGame(`${expr} + over`)),
            formatLoopyGame(parseLoopyGame(`(${short}) + over`)),
          );
        }),
        { seed: 0x10f014, numRuns: 100 },
      );
    },
  );
  await t.step("G : 'F' for a loopy G uses the value of F, on which it depends alone", () => {
    assert.equal(formatLoopyGame(parseLoopyGame("over : '{*|*}'")), "over");
  });
  await t.step("an operand built from a quoted form is refused, not computed on its value", () => {
    assert.throws(
      () => parseLoopyGame("(over + '{*|*}') : 1"),
      SyntaxError,
      "cgt computes it on a quoted form only as an operand by itself at column 9",
    );
    assert.throws(() => parseLoopyGame("{'{*|*}'|} : on"), SyntaxError, "depends on the form");
    assert.throws(
      () => parseLoopyGame("on ConjunctiveSum '{*|*}'"),
      SyntaxError,
      "ConjunctiveSum of a quoted form takes short games, received a loopy one",
    );
  });
});

Deno.test("parseLoopyGame() reads CGSuite's method calls on loopy values", async (t) => {
  // [text, the same written otherwise, source]
  const GAME = "aaron-siegel/cgsuite game";
  const rows: [string, string, string][] = [
    ["on.Tiny", "Tiny(on)", `${GAME}/CanonicalStopper.cgs: def Tiny := {0||0|-this}`],
    ["over.Miny", "Miny(over)", `${GAME}/CanonicalStopper.cgs: def Miny := {this|0||0}`],
    ["upon.CanonicalForm", "upon", `${GAME}/Game.cgs CanonicalForm (the value itself)`],
    ["(on & off).GameValue", "on & off", `${GAME}/Game.cgs GameValue (the value itself)`],
    ["^.Pow(on).Upsum(upon)", "(^ Pow on) Upsum upon", "Cgsuite.g postfixExpr: calls chain"],
    ["-^.Pow(on)", "-(^ Pow on)", "Cgsuite.g: unaryExpr is MINUS over a postfixExpr"],
    ["1 + on.Tiny", "1 + Tiny(on)", "Cgsuite.g: postfixExpr binds tighter than addExpr"],
    ["{0|pass}.LeftStop", "over", "CanonicalStopperTestCase.scala @b6948ad ({0|pass}).LeftStop"],
    ["{0|pass}.RightStop", "over", "CanonicalStopperTestCase.scala @b6948ad ({0|pass}).RightStop"],
    ["{pass|3/2}.LeftStop", "3/2under", "CanonicalStopperTestCase.scala @b6948ad ({pass|3/2})"],
    ["(+-{5|pass}).Degree", "over", "CanonicalStopperTestCase.scala @b6948ad (+-{5|pass}).Degree"],
    ["dud.Onside", "on", "SidedValueTestCase.scala @2e627f7 (dud).Onside"],
    ["dud.Offside", "off", "SidedValueTestCase.scala @2e627f7 (dud).Offside"],
    ["{pass|3/2}.Variety", "under", "CanonicalStopperTestCase.scala @b6948ad ({pass|3/2}).Variety"],
    ["(+-{5|pass}).Variety", "+-{10over|over}", "CanonicalStopperTestCase.scala @b6948ad"],
    [
      "{pass|3/2}.FollowerCount",
      "5",
      "CanonicalStopperTestCase.scala @b6948ad: 0, 1, 3/2, 2, 3/2under",
    ],
    ["{pass|3/2}.Stop(Left)", "3/2under", `${GAME}/CanonicalStopper.cgs: LeftStop is Stop(Left)`],
    ["{6|2over}.Stop(Right)", "2over", `${GAME}/CanonicalStopper.cgs: RightStop is Stop(Right)`],
    [
      "{6|2over}.StrongStop(Right)",
      "2",
      `${GAME}/CanonicalStopper.cgs StrongStop: x + over gives x`,
    ],
    [
      "{pass|3/2}.StrongStop(Left)",
      "3/2",
      `${GAME}/CanonicalStopper.cgs StrongStop: x + under gives x`,
    ],
    ["on.StrongStop(Left)", "on", `${GAME}/CanonicalStopper.cgs StrongStop: on is its own stop`],
  ];
  for (const [text, same, source] of rows) {
    await t.step(`${text} is ${same} (${source})`, () => {
      assert.ok(loopyEquals(parseLoopyGame(text), parseLoopyGame(same)));
    });
  }
  await t.step("a method of short games only is refused on a loopy value, naming it", () => {
    assert.throws(() => parseLoopyGame("on.Mean"), {
      name: "SyntaxError",
      message:
        'Cannot parse loopy game: Mean takes a short game, received a loopy one at column 4, in "on.Mean"',
    });
    assert.throws(() => parseLoopyGame("upon.ConwayProduct(1)"), {
      name: "SyntaxError",
      message:
        'Cannot parse loopy game: ConwayProduct takes short games, received a loopy one at column 6, in "upon.ConwayProduct(1)"',
    });
    assert.throws(() => parseLoopyGame("(on & off).LeftStop"), {
      name: "SyntaxError",
      message:
        'Cannot parse loopy game: stops are defined for stoppers, received a loopy game at column 12, in "(on & off).LeftStop"',
    });
  });
  await t.step("a degree is refused for a value that is not a stopper, naming where", () => {
    assert.throws(() => parseLoopyGame("dud.Degree"), {
      name: "SyntaxError",
      message:
        'Cannot parse loopy game: a degree is defined for stoppers, received a loopy game at column 5, in "dud.Degree"',
    });
  });
  await t.step(
    "a method of stoppers or of short games refuses other values where they stand",
    () => {
      // [text, message]: each a SyntaxError naming the column.
      const refusals: [string, string][] = [
        ["dud.Variety", "a variety is defined for stoppers, received a loopy game at column 5"],
        [
          "(on & off).FollowerCount",
          "a follower count is defined for stoppers, received a loopy game at column 12",
        ],
        ["dud.Stop(Left)", "stops are defined for stoppers, received a loopy game at column 5"],
        ["on.Cool(1)", "Cool takes a short game, received a loopy one at column 4"],
        ["over.Heat(1)", "Heat takes a short game, received a loopy one at column 6"],
        ["{3|1}.Heat(on)", "Heat takes short games, received a loopy one at column 12"],
        ["{3|1}.Cool(over)", "Cool takes short games, received a loopy one at column 12"],
        ["*.Overheat(1, upon)", "Overheat takes short games, received a loopy one at column 15"],
        ["on.AtomicWeight", "AtomicWeight takes a short game, received a loopy one at column 4"],
        ["on.Stop(Up)", "Stop takes a player, Left or Right at column 9"],
      ];
      for (const [text, message] of refusals) {
        assert.throws(() => parseLoopyGame(text), {
          name: "SyntaxError",
          message: `Cannot parse loopy game: ${message}, in "${text}"`,
        });
      }
    },
  );
  await t.step(
    "the stopper methods are the functions of the loopy package (fast-check, 200 runs)",
    () => {
      // The value a function gives, or the name and message of its error.
      const resultOf = (f: () => LoopyGame): LoopyGame | string => {
        try {
          return f();
        } catch (error) {
          return `${(error as Error).name}: ${(error as Error).message}`;
        }
      };
      const stopOf = (v: LoopyGame, player: "left" | "right", strong: boolean): LoopyGame =>
        parseLoopyGame(formatPseudonumber(loopyStop(v, player, { strong })));
      const methods: [string, (v: LoopyGame) => LoopyGame][] = [
        ["Variety", variety],
        ["FollowerCount", (v) => fromGame(integer(stopperFollowers(v).length))],
        ["Stop(Left)", (v) => stopOf(v, "left", false)],
        ["Stop(Right)", (v) => stopOf(v, "right", false)],
        ["StrongStop(Left)", (v) => stopOf(v, "left", true)],
        ["StrongStop(Right)", (v) => stopOf(v, "right", true)],
      ];
      fc.assert(
        fc.property(arbitraryLoopyGraph(5), fc.constantFrom(...methods), (graph, [name, f]) => {
          let v;
          try {
            v = loopyGame(graph);
          } catch (e) {
            if (e instanceof RangeError) return;
            throw e;
          }
          const text = `(${formatLoopyGame(v)}).${name}`;
          if (!isStopper(v)) {
            assert.throws(() => parseLoopyGame(text), SyntaxError, text);
            return;
          }
          const expected = resultOf(() => f(v));
          const actual = resultOf(() => parseLoopyGame(text));
          if (typeof expected === "string" || typeof actual === "string") {
            assert.equal(actual, expected, text);
          } else assert.ok(loopyEquals(actual, expected), text);
        }),
        { seed: 60913, numRuns: 200 },
      );
    },
  );
  await t.step("a label or pass takes no method: each stands only as a whole option", () => {
    assert.throws(() => parseLoopyGame("a{0|a.Tiny}"), /a position label can stand only/);
    assert.throws(() => parseLoopyGame("{0|pass.Tiny}"), /"pass" can stand only as a whole/);
  });
});

Deno.test("parseLoopyGame() reads a sum with its loopfree terms added apart", async (t) => {
  // The terms' values, loopy and loopfree, each read alone.
  const TERMS = ["on", "off", "over", "under", "dud", "upon", "1", "-2", "^", "*", "1/2", "{0|on}"];
  await t.step("to the value of adding its terms one at a time", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...TERMS), fc.boolean()), {
          minLength: 2,
          maxLength: 5,
        }),
        (terms) => {
          const text = terms.map(([term, minus], i) =>
            `${i === 0 ? (minus ? "-" : "") : minus ? " - " : " + "}(${term})`
          ).join("");
          let total: LoopyGame | undefined;
          for (const [term, minus] of terms) {
            const value = parseLoopyGame(term);
            const signed = minus ? loopyNegate(value) : value;
            total = total === undefined ? signed : loopyAdd(total, signed);
          }
          assert.ok(loopyEquals(parseLoopyGame(text), total!), text);
        },
      ),
      { seed: 70_311, numRuns: 150 },
    );
  });

  await t.step("in steps linear in its terms", () => {
    // Each term was added to a loopy total: 200 terms of 1 took more than 10 million steps.
    const text = "1+".repeat(20_000) + "1";
    const value = withStepLimit(1_000_000, () => parseLoopyGame(text));
    assert.equal(formatLoopyGame(value), "20001");
  });
});
