import assert from "node:assert/strict";
import fc from "fast-check";
import type { Ruleset } from "@cgt/partizan/search";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import { partizanSubtraction } from "./partizan_subtraction.ts";
import { partizanTakeAndBreak, partizanTakeAndBreakRules } from "./partizan_take_and_break.ts";

/**
 * The slow twin of an octal code on text "h1 h2 ...", from Winning Ways ch. 4: digit d at
 * place k lets a player take k tokens from a heap and leave no heap (bit 1, the heap was k),
 * one heap (bit 2) or two non-empty heaps (bit 4).
 */
function octalMoves(code: string, text: string): string[] {
  const [whole, frac] = code.split(".");
  const digits = [Number(whole), ...[...frac].map(Number)];
  const heaps = text === "" ? [] : text.split(" ").map(Number);
  const out: string[] = [];
  heaps.forEach((h, i) => {
    const others = heaps.filter((_, j) => j !== i);
    digits.forEach((d, k) => {
      const rest = h - k;
      if (rest < 0) return;
      const results: number[][] = [];
      if (d & 1 && rest === 0) results.push([]);
      if (d & 2 && rest > 0 && k > 0) results.push([rest]);
      if (d & 4) { for (let a = 1; a < rest; a++) results.push([a, rest - a]); }
      for (const r of results) out.push([...others, ...r].sort((x, y) => x - y).join(" "));
    });
  });
  return out;
}

function twin(left: string, right: string): Ruleset<string> {
  return {
    name: "octal (text)",
    leftOptions: (t) => octalMoves(left, t),
    rightOptions: (t) => octalMoves(right, t),
  };
}

const parse = (text: string): number[] => (text === "" ? [] : text.split(" ").map(Number));

for (const [left, right] of [["0.3", "0.03"], ["0.07", "0.6"], ["0.77", "4.0"], ["0.137", "0.3"]]) {
  Deno.test(`partizanTakeAndBreakRules("${left}", "${right}") keeps the ruleset contract`, async (t) => {
    await rulesetContract(t, {
      ruleset: partizanTakeAndBreakRules(left, right),
      parse,
      format: (p) => p.join(" "),
      twin: twin(left, right),
      cases: [
        { label: "single heaps up to 10", positions: Array.from({ length: 11 }, (_, n) => `${n}`) },
        {
          label: "random sums of up to three heaps",
          generator: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }).map((hs) =>
            hs.join(" ")
          ),
          seed: 4077,
          numRuns: 30,
        },
      ],
    });
  });
}

Deno.test("partizanTakeAndBreak() of subtraction codes is partizanSubtraction()", () => {
  // CGSuite: Subtraction(S) is TakeAndBreak.FromSubtractionSet(S, "3"), digit 3 at each s in S.
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 15 }), (n) => {
      assert.equal(partizanTakeAndBreak("0.303", "0.033", n), partizanSubtraction("1,3", "2,3", n));
    }),
    { seed: 303, numRuns: 16 },
  );
});

Deno.test("partizanTakeAndBreak() rejects bad arguments", () => {
  assert.throws(() => partizanTakeAndBreak("0.3", "0.3", 201), RangeError);
  assert.throws(() => partizanTakeAndBreak("0.3", "x", 2), SyntaxError);
  assert.throws(() => partizanTakeAndBreak(3 as unknown as string, "0.3", 2), TypeError);
});
