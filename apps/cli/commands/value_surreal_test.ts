import assert from "node:assert/strict";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";

Deno.test("cgt value prints surreal numbers that are not short games as CGSuite does", async (t) => {
  // [expression, value, outcome, source]
  const table: [string, string, string, string][] = [
    ["(7/6) + (-16/5)", "-61/30", "R", "issue 26 item 15 (CGSuite)"],
    ["7/6", "7/6", "L", "CGSuite: a rational is a number"],
    ["omega", "ω", "L", "CGSuite: omega"],
    ["ω", "ω", "L", "CGSuite prints ω"],
    ["omega + 1", "ω+1", "L", "CGSuite: omega + 1"],
    ["omega - 1", "ω-1", "L", "CGSuite: omega - 1"],
    ["2 * omega", "2ω", "L", "CGSuite: 2 * omega"],
    ["omega^2", "ω^2", "L", "CGSuite: omega^2"],
    ["1/omega", "1/ω", "L", "CGSuite: 1/omega"],
    ["-omega", "-ω", "R", "negation"],
    ["omega - omega", "0", "P", "ω - ω = 0"],
    ["3/6", "1/2", "L", "lowest terms"],
    ["inf", "inf", "L", "CGSuite: inf"],
    ["-1/0", "-inf", "R", "CGSuite: x/0 is -inf for x < 0"],
  ];
  for (const [expression, value, outcome, source] of table) {
    await t.step(`${expression} is ${value} (${source})`, async () => {
      const result = await cgt(["value", "--json", "--", expression]);
      assert.equal(result.code, 0, result.stderr);
      const doc = JSON.parse(result.stdout);
      assert.deepEqual({ value: doc.value, outcome: doc.outcome }, { value, outcome });
    });
  }
  await t.step("the text form gives the value and the outcome", async () => {
    const result = await cgt(["value", "omega - 1"]);
    assert.equal(result.stdout, "value ω-1\noutcome L (Left wins)\n");
  });
});

Deno.test("cgt value --json gives a surreal number's floor, ceiling, birthday and ordinality as CGSuite does", async (t) => {
  const gameTest = "CGSuite's GameTest.scala @032bf08";
  // [expression, floor, ceiling, birthday, ordinal, source]; null where CGSuite raises an error
  // (the floor of inf is a division by zero, inf has no birthday) or cgt finds no birthday.
  const table: [string, number | null, number | null, string | null, boolean, string][] = [
    ["6/23", 0, 1, "ω", false, `${gameTest} (game.Rational)`],
    ["-6/23", -1, 0, "ω", false, `${gameTest} (game.Rational)`],
    ["17/0", null, null, null, false, `${gameTest} (game.Rational)`],
    ["omega", null, null, "ω", true, `${gameTest} (game.GeneralizedOrdinal)`],
    ["omega+5", null, null, "ω+5", true, `${gameTest} (game.GeneralizedOrdinal)`],
    ["omega-5", null, null, "ω+5", false, `${gameTest} (game.GeneralizedOrdinal)`],
    ["-omega+5", null, null, "ω+5", false, `${gameTest} (game.GeneralizedOrdinal)`],
    ["omega*5", null, null, "5ω", true, `${gameTest} (game.GeneralizedOrdinal)`],
    ["(omega+1)/omega", 1, 2, null, false, "1 < 1 + 1/ω < 2; a fraction of ω, no birthday in cgt"],
    ["1/omega", 0, 1, null, false, "0 < 1/ω < 1; a fraction of ω, no birthday in cgt"],
    ["omega - omega", 0, 0, "0", true, "ω - ω = 0, born on day 0, the ordinal 0"],
  ];
  for (const [expression, floor, ceiling, birthday, ordinal, source] of table) {
    await t.step(`${expression} (${source})`, async () => {
      const result = await cgt(["value", "--json", "--", expression]);
      assert.equal(result.code, 0, result.stderr);
      const { value: _, outcome: __, ...facts } = JSON.parse(result.stdout);
      assert.deepEqual(facts, { floor, ceiling, birthday, ordinal });
    });
  }
  await t.step("--birthday prints the birthday after the outcome", async () => {
    const result = await cgt(["value", "omega - 1", "--birthday"]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout, "value ω-1\noutcome L (Left wins)\nbirthday ω+1\n");
  });
  await t.step("floors past 2^53 are exact JSON integers", async () => {
    const result = await cgt(["value", "--json", "--", "(10^30 + 1/3)"]);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /"floor":1000000000000000000000000000000,/);
  });
});

Deno.test("cgt value refuses surreal numbers where a short game is needed", async (t) => {
  await assertErrorCases(t, [
    [
      ["value", "{7/6|}"],
      1,
      /denominator of "7\/6" must be a power of two \(other rationals are numbers but not short games/,
    ],
    [
      ["value", "{omega|0}"],
      1,
      /unknown name "omega" \(ω is a number but not a short game/,
    ],
    [
      ["value", "omega", "--thermo"],
      1,
      /option "--thermo" needs a short game, and "omega" is the surreal number ω/,
    ],
    [["value", "1/(omega+1)"], 1, /only division by a single term is supported/],
    [["value", "0/0"], 1, /0\/0 is undefined/],
    [["value", "{inf|}"], 1, /unknown name "inf" \(inf is a number but not a short game/],
    [["value", "omega^omega^omega"], 1, /an ordinal below ω\^ω/],
    [["value", "{1|"], 1, /Cannot parse game: expected "}"/],
    [["value", "inf", "--birthday"], 1, /^error: Cannot find birthday: inf has no birthday/],
    [
      ["value", "1/omega", "--birthday"],
      1,
      /^error: Cannot find birthday: cgt finds the birthdays of rationals and of generalized ordinals plus rationals only, received 1\/ω/,
    ],
  ]);
});

Deno.test("cgt compare orders surreal numbers and the numbers among games", async (t) => {
  const rows: [string, string, string][] = [
    ["omega", "omega + 1", "<"],
    ["omega - 1", "1000000", ">"],
    ["1/omega", "0", ">"],
    ["1/omega", "1/1024", "<"],
    ["(7/6) + (-16/5)", "-61/30", "="],
    ["2 * omega", "omega * 2", "="],
    ["7/6", "{1|}", "<"],
    ["-omega", "-99", "<"],
    ["inf", "omega^omega", ">"],
    ["-inf", "inf", "<"],
  ];
  for (const [a, b, relation] of rows) {
    await t.step(`${a} ${relation} ${b}`, async () => {
      const result = await cgt(["compare", "--json", "--", a, b]);
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(JSON.parse(result.stdout), { relation });
    });
  }
  await assertErrorCases(t, [
    [
      ["compare", "omega", "^"],
      1,
      /compare only with numbers, and "\^" is a game that is not a number/,
    ],
    [["compare", "omega", "over"], 1, /"over" is a loopy game/],
  ]);
});
