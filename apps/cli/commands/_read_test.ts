import assert from "node:assert/strict";
import fc from "fast-check";
import { LOOPY_RULESET_FUNCTIONS } from "@cgt/rulesets/loopy-rulesets";
import { parseGame } from "@cgt/partizan/notation";
import { cgt } from "../testing.ts";
import { LOOPY_RULESET_NAMES, namesFunction, usesLoopyNotation } from "./_read.ts";

/** The loopy words of CGSuite's notation and the loopy rulesets' functions. */
const LOOPY_NAMES = ["on", "off", "over", "under", "dud", "upon", "pass", ...LOOPY_RULESET_NAMES];

/** The slow twin of usesLoopyNotation(): the names, found by a regular expression. */
function plainUsesLoopyNotation(text: string): boolean {
  if (/&|\[on\]|<on>/.test(text)) return true;
  for (const m of text.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
    if (LOOPY_NAMES.includes(m[0])) return true;
    const after = text.slice(m.index + m[0].length);
    if (m[0] !== "Tiny" && m[0] !== "Miny" && /^\s*\{/.test(after)) return true;
  }
  return false;
}

/** The slow twin of namesFunction(). */
function plainNamesFunction(text: string): boolean {
  for (const [name] of text.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
    if (name !== "Tiny" && name !== "Miny" && !/^v+\d*$/.test(name)) return true;
  }
  return false;
}

/** Expressions made of the pieces the scans look at. */
const pieces = fc.constantFrom(
  "on",
  "off",
  "over",
  "under",
  "dud",
  "upon",
  "pass",
  "backsliding",
  "foxgeese",
  "heat",
  "Tiny",
  "Miny",
  "v",
  "vv",
  "v3",
  "a",
  "x_1",
  "2",
  "1/2",
  "{",
  "}",
  "|",
  "(",
  ")",
  " ",
  "\t",
  "&",
  "[on]",
  "<on>",
  "^",
  "*",
  "+",
  "-",
  "[",
  "<",
  ">",
  "]",
  '"',
);
const expression = fc.array(pieces, { maxLength: 12 }).map((p) => p.join(""));

Deno.test("LOOPY_RULESET_NAMES lists exactly the loopy rulesets' notation functions", () => {
  assert.deepEqual([...LOOPY_RULESET_NAMES].sort(), Object.keys(LOOPY_RULESET_FUNCTIONS).sort());
});

Deno.test("usesLoopyNotation() decides by whole names, &, [on], <on> and labels", async (t) => {
  // [expression, whether it is loopy notation].
  const rows: [string, boolean][] = [
    ["over", true],
    ["2over", true],
    ["1/2under", true],
    ["1 + overheat", false],
    ["underdog(1)", false],
    ["on & off", true],
    ["^[on]", true],
    ["v<on>*", true],
    ["a{0|a}", true],
    ["a {0|a}", true],
    ["Tiny {0|1}", false],
    ["{0|pass}", true],
    ['backsliding("TT..FF")', true],
    ["{3||2|1} + ^", false],
    ['domineering("..")', false],
  ];
  for (const [text, loopy] of rows) {
    await t.step(JSON.stringify(text), () => assert.equal(usesLoopyNotation(text), loopy));
  }
  await t.step("it agrees with a regular-expression twin (fast-check, 500 runs)", () => {
    fc.assert(
      fc.property(expression, (text) => usesLoopyNotation(text) === plainUsesLoopyNotation(text)),
      { seed: 20_1910, numRuns: 500 },
    );
  });
});

Deno.test("usesLoopyNotation() agrees with parseGame() on which text is loopy notation (fast-check, 500 runs)", () => {
  // parseGame() names { loopy: true } in its error exactly for loopy notation; it does not know
  // the loopy rulesets' functions, which come from another package.
  const pieces = fc.constantFrom(
    "on",
    "over",
    "pass",
    "heat",
    "Tiny",
    "v",
    "a",
    "2",
    "{",
    "}",
    "|",
    " ",
    "&",
    "[on]",
    "^",
  );
  const text = fc.array(pieces, { maxLength: 10 }).map((p) => p.join(""));
  fc.assert(
    fc.property(text, (text) => {
      let message: string | undefined;
      try {
        parseGame(text);
      } catch (e) {
        if (!(e instanceof SyntaxError)) throw e;
        message = e.message;
      }
      return message === undefined ||
        message.includes("{ loopy: true }") === usesLoopyNotation(text);
    }),
    { seed: 20_1912, numRuns: 500 },
  );
});

Deno.test("namesFunction() agrees with a regular-expression twin (fast-check, 500 runs)", () => {
  fc.assert(
    fc.property(expression, (text) => namesFunction(text) === plainNamesFunction(text)),
    { seed: 20_1911, numRuns: 500 },
  );
});

Deno.test("readValue() reports the short-game parser's error for text that is not loopy", async (t) => {
  // [expression, the error line].
  const rows: [string, RegExp][] = [
    ["1 + overheat", /^error: Cannot parse game: unknown name "overheat" at column 5/],
    ["{1|", /^error: Cannot parse game: expected "}" but the input ended/],
    ["over +", /^error: Cannot parse loopy game: /],
  ];
  for (const [text, line] of rows) {
    await t.step(text, async () => {
      const result = await cgt(["value", text]);
      assert.equal(result.code, 1);
      assert.match(result.stderr, line);
    });
  }
});
