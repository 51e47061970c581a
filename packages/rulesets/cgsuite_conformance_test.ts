// Conformance with CGSuite's own tests of rulesets (aaron-siegel/cgsuite, lib/core/src/test):
// every row of testdata/cgsuite_rulesets.ts, with its source file, commit and test name. Rows
// about rulesets other helpers are adding wait in testdata/cgsuite_pending_rulesets.ts.
import assert from "node:assert/strict";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { nimberValue } from "@cgt/partizan/game";
import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
import { RULESET_FUNCTIONS } from "./rulesets.ts";
import { LOOPY_RULESET_FUNCTIONS } from "./loopy_rulesets.ts";
import { foxAndGeese } from "./fox_and_geese.ts";
import { RULESET_ROWS, type RulesetRow } from "./testdata/cgsuite_rulesets.ts";

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
});

Deno.test("the ruleset conformance rows name their source and explain every difference", () => {
  for (const r of RULESET_ROWS) {
    assert.match(
      r.source,
      /^lib\/core\/src\/test\/scala\/org\/cgsuite\/lang\/.+\.scala @[0-9a-f]{7}$/,
    );
    if (r.ours !== undefined) assert.ok((r.note ?? "").length > 20, r.input);
  }
});
