import assert from "node:assert/strict";
import fc from "fast-check";
import {
  type Game,
  GameLimitError,
  isAllSmall,
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
  parseGame,
} from "@cgt/partizan";
import {
  isLoopyInfinitesimal,
  isLoopyNumberish,
  isLoopyNumberTiny,
  isLoopyPlumtree,
  isLoopyPseudonumber,
  isLoopyStopperSided,
  type LoopyGame,
} from "@cgt/partizan/loopy-predicates";
import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
import { spendSteps, withStepLimit } from "@cgt/core/limits";
import { analyseExpression, GameRegistry } from "./compute.ts";
import {
  loopyPredicates,
  MAX_PREDICATE_STEPS,
  predicateChip,
  type PredicateResult,
  PREDICATES,
  runPredicate,
  shortPredicates,
} from "./value_predicates.ts";

const SHORT_SOURCE = "CGSuite lib/core/src/test/scala/org/cgsuite/lang/" +
  "CanonicalShortGameTestCase.scala @2e627f7";
const STOPPER_SOURCE = "CGSuite lib/core/src/test/scala/org/cgsuite/lang/" +
  "CanonicalStopperTestCase.scala @b6948ad";

/** `y`/`n` per predicate, in the order of `cgt value --predicates`, as booleans. */
function flags(text: string): boolean[] {
  return [...text].map((c) => c === "y");
}

/** The answers, failing on a predicate that gave none. */
function answers(list: readonly PredicateResult[]): boolean[] {
  return list.map((p) => {
    if ("reason" in p) assert.fail(`${p.name} gave no answer: ${p.reason}`);
    return p.holds;
  });
}

/**
 * The slow twin: the library's functions called one by one, in the order `cgt value
 * --predicates` calls them (apps/cli/commands/value.ts, extraFields and loopyPredicates).
 */
function libraryShort(g: Game): boolean[] {
  return [
    isAllSmall(g),
    isInfinitesimal(g),
    isNumberish(g),
    isEven(g),
    isOdd(g),
    isEvenTempered(g),
    isOddTempered(g),
    isNumberTiny(g),
    isIdempotent(g),
    isUptimal(g),
    isPseudonumber(g),
    isPlumtree(g),
    isStopperSided(g),
  ];
}

function libraryLoopy(v: LoopyGame): boolean[] {
  return [
    isLoopyInfinitesimal(v),
    isLoopyNumberish(v),
    isLoopyNumberTiny(v),
    isLoopyPseudonumber(v),
    isLoopyPlumtree(v),
    isLoopyStopperSided(v),
  ];
}

const SHORT_NAMES = [
  "all-small",
  "infinitesimal",
  "numberish",
  "even",
  "odd",
  "even-tempered",
  "odd-tempered",
  "number-tiny",
  "idempotent",
  "uptimal",
  "pseudonumber",
  "plumtree",
  "stopper-sided",
];
const LOOPY_NAMES = [
  "infinitesimal",
  "numberish",
  "number-tiny",
  "pseudonumber",
  "plumtree",
  "stopper-sided",
];

Deno.test("analyseExpression() gives CGSuite's predicates of short games", async (t) => {
  // CGSuite's IsIdempotent is IsZero, IsPseudonumber IsNumber, and IsPlumtree and IsStopperSided
  // true, on short games (its toTests); the letters follow SHORT_NAMES.
  const table: [x: string, expected: string, source: string][] = [
    ["0", "yyyynynyyyyyy", SHORT_SOURCE],
    ["5", "nnynyynynyyyy", SHORT_SOURCE],
    ["*8", "yyynnnnnnynyy", SHORT_SOURCE],
    ["9/8+*", "nnynnnynnynyy", SHORT_SOURCE],
    ["^", "yyynnnnnnynyy", SHORT_SOURCE],
    ["{0||0|vvv}", "yyynnnnnnnnyy", SHORT_SOURCE],
    ["{0||0|-3/2}", "nyynnnnynnnyy", SHORT_SOURCE],
    ["{1|^^||^}", "nyynnnnnnnnyy", SHORT_SOURCE],
    ["{3||2+*|1+*}", "nnnnnnynnnnyy", SHORT_SOURCE],
  ];
  for (const [x, expected, source] of table) {
    await t.step(`${x} (${source})`, () => {
      const a = analyseExpression(x, new GameRegistry());
      assert.deepEqual(a.predicates.map((p) => p.name), SHORT_NAMES);
      assert.deepEqual(answers(a.predicates), flags(expected));
    });
  }
});

Deno.test("analyseExpression() gives CGSuite's predicates of stoppers", async (t) => {
  // The letters follow LOOPY_NAMES; every stopper is stopper-sided.
  const table: [x: string, expected: string, source: string][] = [
    ["{pass|}", "nnnyyy", STOPPER_SOURCE],
    ["{|pass}", "nnnyyy", STOPPER_SOURCE],
    ["{0|pass}", "yynyyy", STOPPER_SOURCE],
    ["{pass|3/2}", "nynyyy", STOPPER_SOURCE],
    ["{-1/4+*|pass}", "nynnyy", STOPPER_SOURCE],
  ];
  for (const [x, expected, source] of table) {
    await t.step(`${x} (${source})`, () => {
      const a = analyseExpression(x, new GameRegistry());
      assert.ok("loopy" in a, `${x} should be loopy`);
      assert.deepEqual(a.predicates.map((p) => p.name), LOOPY_NAMES);
      assert.deepEqual(answers(a.predicates), flags(expected));
    });
  }
});

Deno.test("shortPredicates() agrees with the library's functions on random games", () => {
  const form: fc.Arbitrary<string> = fc.letrec<{ g: string }>((tie) => ({
    g: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constantFrom("0", "1", "-1", "*", "^", "1/2", "-2", "*2"),
      fc.tuple(fc.array(tie("g"), { maxLength: 2 }), fc.array(tie("g"), { maxLength: 2 }))
        .map(([l, r]) => `{${l.join(",")}|${r.join(",")}}`),
      fc.tuple(tie("g"), tie("g")).map(([a, b]) => `${a}+${b}`),
    ),
  })).g;
  fc.assert(
    fc.property(form, (text) => {
      const g = parseGame(text);
      assert.deepEqual(answers(shortPredicates(g)), libraryShort(g));
    }),
    { seed: 20261205, numRuns: 150 },
  );
});

Deno.test("loopyPredicates() agrees with the library's functions on random stoppers", () => {
  const number = fc.constantFrom("0", "1", "-1", "1/2", "*", "^", "{1|-1}");
  const stopper = fc.oneof(
    fc.constantFrom("on", "off", "over", "under", "upon", "{pass|}", "{0|pass}"),
    number.map((x) => `{${x}|pass}`),
    number.map((x) => `{pass|${x}}`),
    fc.tuple(number, number).map(([x, y]) => `{${x}|{${y}|pass}}`),
  );
  const loopy = fc.tuple(stopper, fc.option(number, { nil: undefined })).map(([s, x]) =>
    x === undefined ? s : `${s} + ${x}`
  );
  fc.assert(
    fc.property(loopy, (text) => {
      const v = parseLoopyGame(text);
      assert.deepEqual(answers(loopyPredicates(v)), libraryLoopy(v));
    }),
    { seed: 51205, numRuns: 80 },
  );
});

Deno.test("runPredicate() gives the reason instead of an answer", async (t) => {
  await t.step("a predicate that throws", () => {
    const r = runPredicate("uptimal", () => {
      throw new RangeError("Cannot find the uptimal expansion: too deep, received x");
    });
    assert.deepEqual(r, {
      name: "uptimal",
      reason: "Cannot find the uptimal expansion: too deep, received x",
    });
  });
  await t.step("a predicate that needs more than MAX_PREDICATE_STEPS steps", () => {
    const r = runPredicate("even", () => {
      spendSteps(MAX_PREDICATE_STEPS + 1);
      return true;
    });
    assert.ok("reason" in r);
  });
  await t.step("a predicate that needs more than the enclosing budget left", () => {
    // The other predicates still answer, and the enclosing computation does not fail.
    const list = withStepLimit(10, () => [
      runPredicate("even", () => {
        spendSteps(11);
        return true;
      }),
      runPredicate("odd", () => false),
    ]);
    assert.ok("reason" in list[0]);
    assert.deepEqual(list[1], { name: "odd", holds: false });
  });
  await t.step("a limit error is a reason, not a thrown error", () => {
    const r = runPredicate("odd", () => {
      throw new GameLimitError(5);
    });
    assert.ok("reason" in r);
  });
});

Deno.test("predicateChip() writes the line cgt value --predicates prints", async (t) => {
  const table: [PredicateResult, string, string][] = [
    [{ name: "all-small", holds: true }, "all-small yes", "yes"],
    [{ name: "odd-tempered", holds: false }, "odd-tempered no", "no"],
    [{ name: "uptimal", reason: "Cannot: why" }, "uptimal n/a", "n/a"],
  ];
  for (const [p, text, state] of table) {
    await t.step(text, () => {
      const chip = predicateChip(p);
      assert.equal(chip.text, text);
      assert.equal(chip.state, state);
      if ("reason" in p) assert.equal(chip.title, p.reason);
    });
  }
});

Deno.test("the explorer's predicates are the names, order and answers of cgt value --predicates", async (t) => {
  const cli = new URL("../../cli/main.ts", import.meta.url).pathname;
  for (const x of ["^", "{0||0|-3/2}", "{0|pass}", "{pass|3/2}"]) {
    await t.step(x, async () => {
      const { code, stdout } = await new Deno.Command(Deno.execPath(), {
        args: ["run", "--quiet", cli, "value", x, "--predicates"],
        env: { NO_COLOR: "1" },
        stdout: "piped",
        stderr: "piped",
      }).output();
      assert.equal(code, 0);
      const names = new Set(SHORT_NAMES);
      const lines = new TextDecoder().decode(stdout).split("\n")
        .filter((line) => names.has(line.split(" ")[0]) && /^[\w-]+ (yes|no)$/.test(line));
      const a = analyseExpression(x, new GameRegistry());
      assert.deepEqual(a.predicates.map((p) => predicateChip(p).text), lines);
    });
  }
});

Deno.test("PREDICATES names each test by its export in the library", async () => {
  const partizan: Record<string, unknown> = await import("@cgt/partizan");
  const loopy: Record<string, unknown> = await import("@cgt/partizan/loopy-predicates");
  for (const p of PREDICATES) {
    assert.equal(partizan[p.shortName], p.short, p.name);
    assert.equal(p.loopyName === undefined, p.loopy === undefined, p.name);
    if (p.loopyName !== undefined) assert.equal(loopy[p.loopyName], p.loopy, p.name);
  }
});
