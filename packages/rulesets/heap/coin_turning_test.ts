import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver } from "@cgt/impartial/grundy";
import { parseSpawningCode } from "@cgt/impartial/spawning";
import { mockTurtlesGrundy } from "@cgt/nim/mock-turtles";
import { turningTurtlesGrundy } from "@cgt/nim/turning-turtles";
import { nimber } from "@cgt/partizan/game";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { type Ruleset, value } from "@cgt/partizan/search";
import {
  coinTurningGrundy,
  coinTurningRules,
  coinTurningRuleset,
  MAX_COINS,
  mockTurtles,
  parseCoins,
  ruler,
  turning,
  turningTurtles,
} from "./coin_turning.ts";
import { RULESET_FUNCTIONS } from "../rulesets.ts";
import { parseTakeAndBreakCode, takeAndBreakRules } from "@cgt/impartial/octal-game";
import { spawningRules } from "@cgt/impartial/spawning";
import { impartialRuleset } from "../variant/impartial_ruleset.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";

/** Every row of `length` coins. */
function rows(length: number): string[] {
  return Array.from(
    { length: 2 ** length },
    (_, mask) => Array.from({ length }, (_, i) => ((mask >> i) & 1 ? "H" : "T")).join(""),
  );
}

/** The slow twin: plain recursion over whole rows, with no coin-turning theorem. */
function plain(code: string): (row: string) => number {
  const solver = new GrundySolver(coinTurningRules(code));
  return (row) => solver.grundy(row);
}

const NAMED: [string, string][] = [
  ["Turning Turtles", "1-2"],
  ["Mock Turtles", "1-3"],
  ["Moebius", "1-5"],
  ["Motley", "1+"],
  ["Twins", "2"],
  ["Triplets", "3"],
  ["Ruler", "1+C"],
  ["Mock Turtle Fives", "1-3C(5)"],
  ["Triplet Fives", "3C(5)"],
  ["Ruler Fives", "1-5C"],
  ["Turnips", "3E"],
  ["Grunt", "4FS"],
  ["Sym", "1+S"],
  ["Sympler", "1+FS"],
];

Deno.test("coinTurningGrundy() equals plain recursion on every row of up to 10 coins", async (t) => {
  // Winning Ways ch. 14's games, as CGSuite's Turning documentation codes them.
  for (const [name, code] of NAMED) {
    await t.step(`${name} ${code}`, () => {
      const slow = plain(code);
      for (let length = 0; length <= 10; length++) {
        for (const row of rows(length)) assert.equal(coinTurningGrundy(code, row), slow(row), row);
      }
    });
  }
});

const element = fc.tuple(
  fc.integer({ min: 1, max: 4 }),
  fc.constantFrom("", "+", "-1", "-2"),
  fc.constantFrom("", "", "C", "E", "S"),
  fc.boolean(),
  fc.constantFrom("", "", "C(3)", "C(4)"),
).map(([min, range, spacing, first, span]) => {
  const r = range.startsWith("-") ? `-${min + Number(range.slice(1))}` : range;
  return `${min}${r}${spacing}${first ? "F" : ""}${span}`;
});

Deno.test("coinTurningGrundy() equals plain recursion for random codes and rows", () => {
  fc.assert(
    fc.property(
      fc.array(element, { minLength: 1, maxLength: 2 }).map((e) => e.join(",")),
      fc.array(fc.boolean(), { maxLength: 10 }).map((b) => b.map((h) => (h ? "H" : "T")).join("")),
      (code, row) => {
        assert.equal(coinTurningGrundy(code, row), plain(code)(row), `${code} on ${row}`);
      },
    ),
    { seed: 13109, numRuns: 200 },
  );
});

Deno.test("turningTurtles() and mockTurtles() agree with @cgt/nim's closed forms", () => {
  fc.assert(
    fc.property(
      fc.array(fc.boolean(), { maxLength: 300 }).map((b) => b.map((h) => (h ? "H" : "T")).join("")),
      (row) => {
        assert.equal(turningTurtles(row), nimber(turningTurtlesGrundy(row)));
        assert.equal(mockTurtles(row), nimber(mockTurtlesGrundy(row)));
        // The closed forms against the spawning game's values (a second code, not recognised).
        assert.equal(coinTurningGrundy("1,2", row), turningTurtlesGrundy(row));
        assert.equal(coinTurningGrundy("1,2-3", row), mockTurtlesGrundy(row));
        assert.equal(coinTurningGrundy("1+C", row), coinTurningGrundy("1-10000C", row));
      },
    ),
    { seed: 28848, numRuns: 100 },
  );
});

Deno.test("coin-turning values match published single-coin values", async (t) => {
  // One head at position n (from 1) is the heap n of the spawning game.
  const single = (code: string, n: number): number =>
    coinTurningGrundy(code, "T".repeat(n - 1) + "H");
  await t.step("Mock Turtles: the odious numbers (OEIS A000069; Winning Ways ch. 14)", () => {
    const a000069 = [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38];
    assert.deepEqual(a000069.map((_, i) => single("1-3", i + 1)), a000069);
  });
  await t.step("Ruler: the ruler function (OEIS A006519; Winning Ways ch. 14)", () => {
    const a006519 = [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4];
    assert.deepEqual(a006519.map((_, i) => single("1+C", i + 1)), a006519);
    for (let n = 1; n <= MAX_COINS; n += 997) assert.equal(single("1+C", n), n & -n);
  });
  await t.step("Turnips, Grunt and Sym (CGSuite's GameHeapTest.scala, via Spawning)", () => {
    const cgs: [string, number[]][] = [
      ["3E", [0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4]],
      ["4FS", [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]],
      ["1+S", [1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28]],
    ];
    for (const [code, values] of cgs) {
      assert.deepEqual(values.map((_, i) => single(code, i + 1)), values, code);
    }
  });
});

Deno.test("mockTurtles() and mockTurtlesGrundy() read the same rows", () => {
  // "thhth" is CGSuite's lower-case row THHTH: 2 XOR 4 XOR 8 = 14 (@cgt/nim used to reject it).
  assert.equal(formatGame(mockTurtles("thhth")), "*14");
  assert.equal(mockTurtles("thhth"), nimber(mockTurtlesGrundy("thhth")));
  assert.throws(() => mockTurtles("thxth"), SyntaxError);
  assert.throws(() => mockTurtlesGrundy("thxth"), SyntaxError);
});

Deno.test("the coin-turning functions read rows and codes with clear errors", () => {
  assert.equal(parseCoins("hTtH"), "HTTH");
  assert.equal(coinTurningGrundy("1-3", "htthhhtth"), coinTurningGrundy("1-3", "HTTHHHTTH"));
  assert.throws(() => parseCoins("H.T"), SyntaxError);
  assert.throws(() => parseCoins(3 as unknown as string), TypeError);
  assert.throws(() => parseCoins("H".repeat(MAX_COINS + 1)), RangeError);
  assert.throws(() => turning("3-2", "H"), SyntaxError);
  // CGSuite reads a range from 0 (its traversal turns the head alone): "0-2" is Turning Turtles.
  assert.equal(turning("0-2", "THHTH"), turning("1-2", "THHTH"));
  assert.throws(() => turning("1+", "H".repeat(40)), RangeError); // Motley's values pass 2^24
  assert.equal(formatGame(turning("1-3", "")), "0");
  assert.equal(formatGame(ruler("TTTH")), "*4");
});

Deno.test("coinTurningRuleset() values rows by the theorem and searches them by recursion", () => {
  const grunt = coinTurningRuleset(parseSpawningCode("4FS"));
  for (const row of rows(7)) {
    assert.equal(value(grunt, row), nimber(grunt.solver.grundy(row)), row);
  }
  assert.equal(grunt.name, "Turning(4FS)");
});

Deno.test("RULESET_FUNCTIONS reads the coin-turning games", () => {
  const read = (text: string) => formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));
  assert.equal(read('turning("1-3", "THHTH")'), "*14");
  assert.equal(read('mockTurtles("THHTH") + ruler("HH")'), "*13");
  assert.equal(read('turningTurtles("HHH")'), "0");
  assert.throws(() => read('turning("THHTH")'), TypeError);
  assert.throws(() => read('turning("1-3", 5)'), TypeError);
  assert.throws(() => read('mockTurtles("HXH")'), SyntaxError);
});

Deno.test("coinTurningRuleset() keeps the ruleset contract for Turning Turtles, Mock Turtles and Ruler", async (t) => {
  const games: [string, string, (row: string) => ReturnType<typeof ruler>, number][] = [
    ["Turning Turtles", "1-2", turningTurtles, 51733],
    ["Mock Turtles", "1-3", mockTurtles, 9120],
    ["Ruler", "1+C", ruler, 64418],
  ];
  for (const [name, code, evaluate, seed] of games) {
    await t.step(name, async (t) => {
      await rulesetContract(t, {
        ruleset: coinTurningRuleset(code),
        parse: parseCoins,
        value: evaluate,
        impartial: true,
        positions: ["T", "H", "THHTH", "HHHH", "TTHTTH"],
        generator: fc.stringMatching(/^[HT]{1,7}$/),
        seed,
      });
    });
  }
});

Deno.test("the heap rulesets of takeAndBreak() and spawning() keep the ruleset contract", async (t) => {
  // Positions are sorted lists of heaps, written "3,4" (as the notation's position functions).
  const heaps = (text: string): number[] =>
    text === "" ? [] : text.split(",").map(Number).sort((a, b) => a - b);
  const rulesets: [string, unknown][] = [
    [
      "takeAndBreak 0.77 (Kayles)",
      impartialRuleset(takeAndBreakRules(parseTakeAndBreakCode("0.77"))),
    ],
    [
      "takeAndBreak 0.07 (Dawson's Kayles)",
      impartialRuleset(takeAndBreakRules(parseTakeAndBreakCode("0.07"))),
    ],
    ["takeAndBreak 4.07", impartialRuleset(takeAndBreakRules(parseTakeAndBreakCode("4.07")))],
    ["spawning 1-3", impartialRuleset(spawningRules(parseSpawningCode("1-3")))],
  ];
  for (const [name, ruleset] of rulesets) {
    await t.step(name, async (t) => {
      await rulesetContract(t, {
        ruleset: ruleset as Ruleset<number[]>,
        parse: heaps,
        impartial: true,
        positions: ["1", "2", "5", "3,4", "1,2,3", "6,2"],
      });
    });
  }
});
