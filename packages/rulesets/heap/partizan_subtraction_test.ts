import assert from "node:assert/strict";
import fc from "fast-check";
import { nimber } from "@cgt/partizan/game";
import { formatGame } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import {
  parseSubtractionSet,
  partizanSplittles,
  partizanSubtraction,
  partizanSubtractionRules,
  splittles,
} from "./partizan_subtraction.ts";

/**
 * The slow twin on text "n1 n2 ...": the heaps after one move of a player whose set is `set`
 * (all numbers but those of `set` when `allBut`), written straight from CGSuite's
 * FromSubtractionSet: take s from a heap of at least s; leave the rest whole, or (splittles)
 * as any two non-empty heaps.
 */
function twinMoves(text: string, set: number[], allBut: boolean, split: boolean): string[] {
  const heaps = text === "" ? [] : text.split(" ").map(Number);
  const out: string[] = [];
  heaps.forEach((n, i) => {
    const others = heaps.filter((_, j) => j !== i);
    for (let s = 1; s <= n; s++) {
      if (set.includes(s) === allBut) continue;
      const rest = n - s;
      const results: number[][] = [rest === 0 ? [] : [rest]];
      if (split) { for (let a = 1; a < rest; a++) results.push([a, rest - a]); }
      for (const r of results) {
        out.push([...others, ...r].sort((a, b) => a - b).join(" "));
      }
    }
  });
  return out;
}

function twin(left: string, right: string, split: boolean): Ruleset<string> {
  const l = parseSubtractionSet(left);
  const r = parseSubtractionSet(right);
  return {
    name: "subtraction (text)",
    leftOptions: (t) => twinMoves(t, [...l.values], l.allBut, split),
    rightOptions: (t) => twinMoves(t, [...r.values], r.allBut, split),
  };
}

const parse = (text: string): number[] => (text === "" ? [] : text.split(" ").map(Number));
const format = (p: readonly number[]): string => p.join(" ");

const CASES: [left: string, right: string, split: boolean][] = [
  ["1,3", "2,3", false],
  ["1,3", "2,3", true],
  ["!2", "1", false],
  ["2", "!1", true],
  ["", "1,2", true],
];

for (const [left, right, split] of CASES) {
  Deno.test(
    `partizanSubtractionRules("${left}", "${right}"${
      split ? ", { split: true }" : ""
    }) keeps the ruleset contract`,
    async (t) => {
      await rulesetContract(t, {
        ruleset: partizanSubtractionRules(left, right, { split }),
        parse,
        format,
        twin: twin(left, right, split),
        cases: [
          {
            label: "single heaps up to 12",
            positions: Array.from({ length: 13 }, (_, n) => `${n}`),
          },
          {
            label: "random sums of up to three heaps",
            generator: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 })
              .map((hs) => hs.join(" ")),
            seed: 27182 + left.length,
            numRuns: 30,
          },
        ],
      });
    },
  );
}

Deno.test("partizanSubtraction() gives CGSuite's published value", () => {
  // CGSuite GameHeapTest.scala: PartizanSubtraction([1,3],[2,3])(6).CanonicalForm.
  assert.equal(
    formatGame(partizanSubtraction("1,3", "2,3", 6)),
    "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}",
  );
});

/**
 * The Grundy value of a Splittles heap by the definition: the least number not among the
 * nim-sums of the heaps each move leaves (Sprague-Grundy, Winning Ways ch. 3).
 */
function plainSplittles(set: number[], n: number, memo: number[] = []): number {
  if (memo[n] !== undefined) return memo[n];
  const seen = new Set<number>();
  for (const t of twinMoves(`${n}`, set, false, true)) {
    seen.add(parse(t).reduce((x, h) => x ^ plainSplittles(set, h, memo), 0));
  }
  let g = 0;
  while (seen.has(g)) g++;
  memo[n] = g;
  return g;
}

Deno.test("splittles() equals plain recursion and partizanSplittles() with equal sets", () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 0, max: 14 }),
      (set, n) => {
        const text = set.join(",");
        const expected = nimber(plainSplittles(set, n));
        assert.equal(splittles(text, n), expected, `${text} ${n}`);
        assert.equal(partizanSplittles(text, text, n), expected, `${text} ${n}`);
      },
    ),
    { seed: 16180, numRuns: 60 },
  );
});

Deno.test("splittles() of an all-but set repeats the digit for ever", () => {
  // All but {1}: take 2 or more. By hand: heaps 0, 1 have no move; 2 -> 0 gives *; 3 -> 1 or 0
  // gives *; 4 -> 2, 1, 0 or 1+1 gives *2.
  const values = [0, 1, 2, 3, 4].map((n) => formatGame(splittles("!1", n)));
  assert.deepEqual(values, ["0", "0", "*", "*", "*2"]);
});

Deno.test("parseSubtractionSet() rejects bad sets", () => {
  assert.throws(() => parseSubtractionSet("1;3"), SyntaxError);
  assert.throws(() => parseSubtractionSet("0,3"), {
    name: "RangeError",
    message: "Cannot read subtraction set: each number must be from 1 to 1000, received 0",
  });
  assert.throws(() => parseSubtractionSet(3 as unknown as string), TypeError);
  assert.throws(() => partizanSubtraction("1", "1", 201), RangeError);
  assert.throws(() => splittles("1", -1), RangeError);
});
