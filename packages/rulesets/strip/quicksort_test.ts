import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import {
  formatQuicksort,
  parseQuicksort,
  PSEUDO_QUICKSORT,
  pseudoQuicksort,
  QUICKSORT,
  quicksort,
} from "./quicksort.ts";

/** The slow twin on text, from cgt-tools' definitions: pivot on each number (or number + 1/2). */
function twin(pseudo: boolean): Ruleset<string> {
  const moves = (text: string): string[] => {
    const seq = text === "" ? [] : text.split(",").map(Number);
    const out: string[] = [];
    for (const p of seq) {
      // Quicksort: below p, p, above p. Pseudo-Quicksort pivots on p + 1/2: the numbers up to
      // p in their order (p among them, where it stands), then those above.
      const next = pseudo
        ? [...seq.filter((x) => x <= p), ...seq.filter((x) => x > p)]
        : [...seq.filter((x) => x < p), p, ...seq.filter((x) => x > p)];
      const t = next.join(",");
      if (t !== text) out.push(t);
    }
    return out;
  };
  return { name: "Quicksort (text)", leftOptions: moves, rightOptions: moves };
}

/** Every ordering of 0 .. n - 1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)])
  );
}

const SEQUENCES = fc.integer({ min: 0, max: 9 }).chain((n) =>
  fc.shuffledSubarray(Array.from({ length: 12 }, (_, i) => i + 1), { minLength: n, maxLength: n })
).map((s) => s.join(","));

for (
  const [name, ruleset, value, pseudo] of [
    ["QUICKSORT", QUICKSORT, quicksort, false],
    ["PSEUDO_QUICKSORT", PSEUDO_QUICKSORT, pseudoQuicksort, true],
  ] as const
) {
  Deno.test(`${name} keeps the ruleset contract`, async (t) => {
    await rulesetContract(t, {
      ruleset,
      parse: parseQuicksort,
      format: formatQuicksort,
      twin: twin(pseudo),
      value,
      impartial: true,
      cases: [
        {
          label: "every ordering of up to 6 numbers",
          positions: [0, 1, 2, 3, 4, 5, 6].flatMap((n) => permutations(n).map((p) => p.join(","))),
        },
        {
          label: "random sequences of up to 9 numbers",
          generator: SEQUENCES,
          seed: 2016,
          numRuns: 60,
        },
      ],
    });
  });
}

Deno.test("quicksort() and pseudoQuicksort() give cgt-tools' published values", async (t) => {
  // t4ccer/cgt-tools, cgt/short/impartial/games/quicksort.rs and pseudo_quicksort.rs tests.
  const rows: [name: string, value: (s: string) => unknown, seq: string, expected: string][] = [
    ["quicksort", quicksort, "1,2,3,6,5,4", "*2"],
    ["quicksort", quicksort, "4,1,6,5,7,3,8,2", "*5"],
    ["quicksort", quicksort, "4,1,6,5,7,8,2,3", "0"],
    ["pseudoQuicksort", pseudoQuicksort, "1,2,3,6,5,4", "0"],
    ["pseudoQuicksort", pseudoQuicksort, "4,1,6,5,7,3,8,2", "*5"],
    ["pseudoQuicksort", pseudoQuicksort, "4,1,6,5,7,8,2,3", "*3"],
  ];
  for (const [name, value, seq, expected] of rows) {
    await t.step(`${name}("${seq}") is ${expected} (cgt-tools' tests)`, () => {
      assert.equal(formatGame(value(seq) as never), expected);
    });
  }
  await t.step(
    "quicksort() of 2, 3, ..., n, 1 is *(n - 1) for n to 15 (cgt-tools' one_end_hypothesis)",
    () => {
      for (let n = 2; n <= 15; n++) {
        const seq = [...Array.from({ length: n - 1 }, (_, i) => i + 2), 1].join(",");
        assert.equal(formatGame(quicksort(seq)), n - 1 === 1 ? "*" : `*${n - 1}`, seq);
      }
    },
  );
});

Deno.test("parseQuicksort() rejects bad sequences", () => {
  assert.throws(() => parseQuicksort("1,1"), {
    name: "RangeError",
    message: 'Cannot read Quicksort sequence: the numbers must be distinct, received "1,1"',
  });
  assert.throws(() => parseQuicksort("1;2"), SyntaxError);
  assert.throws(
    () => parseQuicksort(Array.from({ length: 25 }, (_, i) => i).join(",")),
    RangeError,
  );
  assert.throws(() => parseQuicksort(3 as unknown as string), TypeError);
});
