// Conformance with CGSuite's own tests of rulesets (aaron-siegel/cgsuite, lib/core/src/test):
// every row of testdata/cgsuite_rulesets.ts, with its source file, commit and test name. The rows
// too slow for a test (RULESET_ROWS_TOO_SLOW, each with its reason) are listed as ignored steps.
import assert from "node:assert/strict";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { nimberValue } from "@cgt/partizan/game";
import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
import { RULESET_FUNCTIONS } from "./rulesets.ts";
import { LOOPY_RULESET_FUNCTIONS } from "./loopy_rulesets.ts";
import { foxAndGeese } from "./grid/fox_and_geese.ts";
import { AMAZONS } from "./grid/amazons.ts";
import { Solver } from "@cgt/partizan/search";
import { parseAmazons } from "./grid/amazons.ts";
import type { GridPosition } from "./_bitboard.ts";
import { cakeRuleset, maundySplits } from "./_cake.ts";
import { formatGrid } from "./_grid.ts";
import { CUTCAKE } from "./heap/cutcake.ts";
import { EATCAKE } from "./heap/eatcake.ts";
import { MAUNDY_CAKE } from "./heap/maundy_cake.ts";
import { TURN_AND_EATCAKE } from "./heap/turn_and_eatcake.ts";
import { PARTIZAN_EUCLID } from "./heap/partizan_euclid.ts";
import type { Ruleset } from "@cgt/partizan/search";
import {
  RULESET_ROWS,
  RULESET_ROWS_TOO_SLOW,
  type RulesetRow,
} from "./testdata/cgsuite_rulesets.ts";

/** The grid rulesets the `gridString` and `followers` rows name: parser, rules, cell letters. */
const GRIDS = {
  amazons: { parse: parseAmazons, ruleset: AMAZONS, alphabet: "xo." },
} as const;

/** The rulesets the `leftOptionCount` rows name, with the position of two numbers. */
const TWO_NUMBER_RULESETS: Record<string, (a: number, b: number) => [Ruleset<never>, unknown]> = {
  cutcake: (rows, cols) => [CUTCAKE as Ruleset<never>, [{ rows, cols }]],
  maundyCake: (rows, cols) => [MAUNDY_CAKE as Ruleset<never>, [{ rows, cols }]],
  eatcake: (rows, cols) => [EATCAKE as Ruleset<never>, [{ rows, cols }]],
  turnAndEatcake: (rows, cols) => [TURN_AND_EATCAKE as Ruleset<never>, [{ rows, cols }]],
  twistedMaundyCake: (rows, cols) => [
    cakeRuleset({ name: "twisted Maundy", splits: maundySplits, twisted: true }) as Ruleset<never>,
    [{ rows, cols }],
  ],
  partizanEuclid: (p, q) => [PARTIZAN_EUCLID as Ruleset<never>, [p, q]],
};

/** The number of distinct positions (by key) Left can move to. */
function leftOptionCount(name: string, a: number, b: number): number {
  const [ruleset, position] = TWO_NUMBER_RULESETS[name](a, b);
  return new Set(
    [...ruleset.leftOptions(position as never)].map((o) => ruleset.key?.(o) ?? JSON.stringify(o)),
  ).size;
}

/** The distinct boards reachable from `start` by either player's moves, `start` included. */
function followerCount(start: GridPosition, ruleset: typeof AMAZONS): number {
  const key = (p: GridPosition): string => `${p.rows}x${p.cols}:${p.masks}:${p.high ?? ""}`;
  const seen = new Set([key(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const p = stack.pop() as GridPosition;
    for (const q of [...ruleset.leftOptions(p), ...ruleset.rightOptions(p)]) {
      if (!seen.has(key(q))) {
        seen.add(key(q));
        stack.push(q);
      }
    }
  }
  return seen.size;
}

function run(r: RulesetRow): string {
  try {
    switch (r.kind) {
      case "value":
        return formatGame(parseGame(r.args[0], { functions: RULESET_FUNCTIONS }));
      case "loopy":
        return formatGame(
          parseGame(r.args[0], { loopy: true, functions: LOOPY_RULESET_FUNCTIONS }),
        );
      case "nimValue": {
        const n = nimberValue(parseGame(r.args[0], { functions: RULESET_FUNCTIONS }));
        return n === undefined ? "not a nimber" : String(n);
      }
      case "foxgeese":
        return formatLoopyGame(foxAndGeese(r.args[0], { foxRange: Number(r.args[1]) }));
      case "gridString": {
        const grid = GRIDS[r.args[0] as keyof typeof GRIDS];
        return `"${formatGrid(grid.parse(r.args[1]), grid.alphabet)}"`;
      }
      case "followers": {
        const grid = GRIDS[r.args[0] as keyof typeof GRIDS];
        return String(followerCount(grid.parse(r.args[1]), grid.ruleset));
      }
      case "leftOptionCount":
        return String(leftOptionCount(r.args[0], Number(r.args[1]), Number(r.args[2])));
      case "twistedMaundyCake": {
        const [rows, cols] = r.args.map(Number);
        const rules = cakeRuleset({ name: "twisted Maundy", splits: maundySplits, twisted: true });
        return formatGame(new Solver(rules).value([{ rows, cols }]));
      }
    }
  } catch (error) {
    if (error instanceof RangeError || error instanceof SyntaxError) return `!!${error.message}`;
    throw error;
  }
}

Deno.test("cgt's rulesets agree with every expectation of CGSuite's ruleset tests", async (t) => {
  for (const r of RULESET_ROWS) {
    const target = r.ours ?? r.expected;
    await t.step(`${r.input} = ${target} (${r.source})`, () => {
      const actual = run(r);
      const ok = target.startsWith("!!") ? actual.startsWith("!!") : actual === target;
      assert.ok(
        ok,
        `${r.test}\n  input    ${r.input}\n  CGSuite  ${r.expected}\n  cgt      ${actual}` +
          (r.ours === undefined ? "" : `\n  (documented difference: ${r.note})`),
      );
    });
  }
  for (const r of RULESET_ROWS_TOO_SLOW) {
    await t.step({
      name: `${r.input} = ${r.expected} (${r.source}): skipped by design, ${r.reason}`,
      ignore: true,
      fn: () => {
        assert.equal(run(r), r.ours ?? r.expected);
      },
    });
  }
});

Deno.test("the ruleset conformance rows name their source and explain every difference", () => {
  for (const r of [...RULESET_ROWS, ...RULESET_ROWS_TOO_SLOW]) {
    assert.match(
      r.source,
      /^lib\/core\/src\/test\/scala\/org\/cgsuite\/lang\/.+\.scala @[0-9a-f]{7}$/,
    );
    if (r.ours !== undefined) assert.ok((r.note ?? "").length > 20, r.input);
  }
  for (const r of RULESET_ROWS_TOO_SLOW) assert.ok(r.reason.length > 20, r.input);
});
