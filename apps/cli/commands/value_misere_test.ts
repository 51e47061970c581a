import assert from "node:assert/strict";
import type { Ruleset } from "@cgt/partizan";
import {
  parseSpawningCode,
  parseTakeAndBreakCode,
  spawningRules,
  takeAndBreakRules,
} from "@cgt/impartial";
import {
  AMAZONS,
  CLOBBER,
  coinTurningRuleset,
  COL,
  CRAM,
  CUTCAKE,
  EATCAKE,
  HACKENBUSH,
  impartialRuleset,
  impartialVariant,
  MAUNDY_CAKE,
  parseAmazons,
  parseClobber,
  parseCoins,
  parseCol,
  parseCram,
  parseHackenbush,
  parseSnort,
  parseToadsAndFrogs,
  parseTopplingDominoes,
  SNORT,
  TOADS_AND_FROGS,
  toadsAndFrogsRuleset,
  TOPPLING_DOMINOES,
  TURN_AND_EATCAKE,
} from "@cgt/rulesets";
import { cgt } from "../testing.ts";

Deno.test("cgt value --misere adds the misère outcome", async (t) => {
  const rows: [string, string, string][] = [
    // [expression, normal outcome, misère outcome]
    ["0", "P", "N"],
    ["*", "N", "P"],
    ["1", "L", "R"],
    ['domineering("..|..")', "N", "P"],
    ['clobber("xo")', "N", "P"],
  ];
  for (const [expr, normal, misere] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--misere", "--json"]);
      assert.equal(result.code, 0);
      const document = JSON.parse(result.stdout);
      assert.equal(document.outcome, normal);
      assert.equal(document.misereOutcome, misere);
    });
  }
  const text = await cgt(["value", "*", "--misere"]);
  assert.match(text.stdout, /misère outcome P/);
  const plain = JSON.parse((await cgt(["value", "*", "--json"])).stdout);
  assert.equal(plain.misereOutcome, undefined);
});

Deno.test("cgt value --misere searches every notation ruleset's position, as plain recursion does", async (t) => {
  // Plain recursion on the position: a player with no move wins under misère play.
  const plainClass = <P>(rules: Ruleset<P>, p: P): string => {
    const wins = (q: P, left: boolean): boolean => {
      const options = [...(left ? rules.leftOptions(q) : rules.rightOptions(q))];
      return options.length === 0 || options.some((o) => !wins(o, !left));
    };
    const lf = wins(p, true), rf = wins(p, false);
    return lf ? (rf ? "N" : "L") : (rf ? "R" : "P");
  };
  // deno-lint-ignore no-explicit-any
  const rows: [string, Ruleset<any>, unknown][] = [
    ['hackenbush("LR")', HACKENBUSH, parseHackenbush("LR")],
    ['hackenbush("LRL")', HACKENBUSH, parseHackenbush("LRL")],
    ['toppling("LRRL")', TOPPLING_DOMINOES, parseTopplingDominoes("LRRL")],
    ['col("...:0-1,1-2")', COL, parseCol("...:0-1,1-2")],
    ['snort("...:0-1,1-2")', SNORT, parseSnort("...:0-1,1-2")],
    ['toads("TT..F")', TOADS_AND_FROGS, parseToadsAndFrogs("TT..F")],
    ["cutcake(2, 3)", CUTCAKE, [{ rows: 2, cols: 3 }]],
    ['cram("...|...")', CRAM, parseCram("...|...")],
    ["eatcake(2, 3)", EATCAKE, [{ rows: 2, cols: 3 }]],
    ["maundyCake(2, 4)", MAUNDY_CAKE, [{ rows: 2, cols: 4 }]],
    ["turnAndEatcake(3, 2)", TURN_AND_EATCAKE, [{ rows: 3, cols: 2 }]],
    ['toads("TT..FF", 2)', toadsAndFrogsRuleset(2), parseToadsAndFrogs("TT..FF")],
    ['amazons("x..|..o")', AMAZONS, parseAmazons("x..|..o")],
    [
      'takeAndBreak("0.77", 5, 3)',
      impartialRuleset(takeAndBreakRules(parseTakeAndBreakCode("0.77"))),
      [3, 5],
    ],
    [
      'takeAndBreak("0.07", 7, 4, 2)',
      impartialRuleset(takeAndBreakRules(parseTakeAndBreakCode("0.07"))),
      [2, 4, 7],
    ],
    ['spawning("1-3", 3, 2)', impartialRuleset(spawningRules(parseSpawningCode("1-3"))), [2, 3]],
    ['turning("1-3", "HTHH")', coinTurningRuleset("1-3"), parseCoins("HTHH")],
    ['mockTurtles("HHTH")', coinTurningRuleset("1-3"), parseCoins("HHTH")],
    ['ruler("HHHT")', coinTurningRuleset("1+C"), parseCoins("HHHT")],
    ['impartialVariant("clobber", "xoxo")', impartialVariant(CLOBBER), parseClobber("xoxo")],
    ['impartialVariant("eatcake", 2, 3)', impartialVariant(EATCAKE), [{ rows: 2, cols: 3 }]],
  ];
  for (const [expr, rules, position] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--misere", "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(JSON.parse(result.stdout).misereOutcome, plainClass(rules, position));
    });
  }
});

Deno.test("cgt value --misere honours --max-steps on a search that canonical forms make cheap", async () => {
  // Sixteen separate 2x3 regions: the normal value adds sixteen small components, but the misère
  // search must play them against each other, so only the step budget stops it.
  const board = Array(2).fill("...#".repeat(8)).join("|");
  const result = await cgt([
    "value",
    `domineering("${board}")`,
    "--misere",
    "--max-steps",
    "100000",
  ]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /^error: .*--max-steps/);
});
