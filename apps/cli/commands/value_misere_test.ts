import assert from "node:assert/strict";
import type { Ruleset } from "@cgt/partizan";
import {
  COL,
  CRAM,
  CUTCAKE,
  HACKENBUSH,
  parseCol,
  parseCram,
  parseHackenbush,
  parseSnort,
  parseToadsAndFrogs,
  parseTopplingDominoes,
  SNORT,
  TOADS_AND_FROGS,
  TOPPLING_DOMINOES,
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
  ];
  for (const [expr, rules, position] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--misere", "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(JSON.parse(result.stdout).misereOutcome, plainClass(rules, position));
    });
  }
});
