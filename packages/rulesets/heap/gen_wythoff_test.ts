import assert from "node:assert/strict";
import fc from "fast-check";
import { nimber } from "@cgt/partizan/game";
import type { Ruleset } from "@cgt/partizan/search";
import { isWythoffPPosition } from "@cgt/nim/wythoff";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import { genWythoff, type GenWythoffPosition, genWythoffRuleset } from "./gen_wythoff.ts";

const parse = (text: string): GenWythoffPosition => {
  const [m, n] = text.split(",").map(Number);
  return [m, n];
};

/**
 * The slow twin on "m,n" text, from the Fraenkel-Tanny definition in CGSuite's doc: take any
 * number from one heap, or k from one heap and l from the other with 0 < k <= l < bound(k),
 * either way round.
 */
function twin(bound: (k: number) => number): Ruleset<string> {
  const moves = (text: string): string[] => {
    const [m, n] = text.split(",").map(Number);
    const out = new Set<string>();
    for (let a = 1; a <= m; a++) out.add(`${m - a},${n}`);
    for (let b = 1; b <= n; b++) out.add(`${m},${n - b}`);
    for (let k = 1; k <= Math.max(m, n); k++) {
      for (let l = k; l < bound(k); l++) {
        if (k <= m && l <= n) out.add(`${m - k},${n - l}`);
        if (l <= m && k <= n) out.add(`${m - l},${n - k}`);
      }
    }
    return [...out];
  };
  return { name: "GenWythoff (text)", leftOptions: moves, rightOptions: moves };
}

const SMALL: string[] = [];
for (let m = 0; m <= 8; m++) for (let n = 0; n <= 8; n++) SMALL.push(`${m},${n}`);

for (const [times, plus] of [[1, 1], [1, 2], [2, 0], [0, 3]]) {
  Deno.test(`genWythoffRuleset({ times: ${times}, plus: ${plus} }) keeps the ruleset contract`, async (t) => {
    await rulesetContract(t, {
      ruleset: genWythoffRuleset({ times, plus }),
      parse,
      format: (p) => p.join(","),
      twin: twin((k) => times * k + plus),
      value: (text) => genWythoff(...parse(text), { times, plus }),
      impartial: true,
      positions: SMALL,
    });
  });
}

Deno.test("genWythoff() gives CGSuite's published values", async (t) => {
  // CGSuite GameHeapTest.scala, [rs((10, n)).NimValue for n from 0 to 20].
  const rows: [name: string, options: { plus: number }, row: number[]][] = [
    ["Wythoff", { plus: 1 }, [
      10,
      11,
      9,
      8,
      13,
      12,
      0,
      15,
      16,
      17,
      14,
      18,
      7,
      6,
      2,
      3,
      1,
      4,
      5,
      23,
      28,
    ]],
    [
      "GenWythoff(x -> x + 2)",
      { plus: 2 },
      [10, 11, 12, 13, 0, 14, 9, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 15, 28, 29, 30],
    ],
  ];
  for (const [name, options, row] of rows) {
    await t.step(`${name}((10, n)) for n from 0 to 20 (GameHeapTest.scala)`, () => {
      assert.deepEqual(row.map((_, n) => genWythoff(10, n, options)), row.map((g) => nimber(g)));
    });
  }
  // GameHeapTest.scala: the first 15 P-positions of r-Wythoff by Fraenkel's formula are 0.
  for (let r = 1; r <= 5; r++) {
    await t.step(
      `GenWythoff(x -> x + ${r}) is 0 at the first 15 P-positions (GameHeapTest.scala)`,
      () => {
        const alpha = 0.5 * (2 - r + Math.sqrt(r * r + 4));
        const beta = alpha + r;
        for (let i = 0; i < 15; i++) {
          assert.equal(
            genWythoff(Math.floor(i * alpha), Math.floor(i * beta), { plus: r }),
            nimber(0),
          );
        }
      },
    );
  }
});

Deno.test("genWythoff() with plus r is zero exactly at @cgt/nim's P-positions with k = r - 1", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(60), fc.nat(60), (r, m, n) => {
      const zero = genWythoff(m, n, { plus: r }) === nimber(0);
      assert.equal(zero, isWythoffPPosition(m, n, { k: r - 1 }), `r = ${r} at (${m}, ${n})`);
    }),
    { seed: 6174, numRuns: 150 },
  );
});

Deno.test("genWythoff() rejects bad arguments", () => {
  assert.throws(() => genWythoff(201, 0), {
    name: "RangeError",
    message:
      "Cannot evaluate GenWythoff position: m must be an integer from 0 to 200, received 201",
  });
  assert.throws(() => genWythoff(1, 1, { plus: -1 }), RangeError);
  assert.throws(() => genWythoff(1, 1, { times: 1.5 }), RangeError);
  assert.throws(() => genWythoff(1, 1, { times: "2" as unknown as number }), TypeError);
});
