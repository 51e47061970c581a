import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame } from "@cgt/partizan/notation";
import { nimber } from "@cgt/partizan/game";
import type { Ruleset } from "@cgt/partizan/search";
import { fibonacciNimOutcome } from "@cgt/nim/fibonacci-nim";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import { genMem, type GenMemPosition, genMemRuleset, MEM, mem, takeAway } from "./gen_mem.ts";

const parse = (text: string): GenMemPosition => {
  const [n, k] = text.split(",").map(Number);
  return [n, k];
};

/** The slow twin on "n,k" text: CGSuite's CoordinateOptions, [(n - a, a) where f(k, a)]. */
function twin(rule: (k: number, a: number) => boolean): Ruleset<string> {
  const moves = (text: string): string[] => {
    const [n, k] = text.split(",").map(Number);
    const out: string[] = [];
    for (let a = 1; a <= n; a++) if (rule(k, a)) out.push(`${n - a},${a}`);
    return out;
  };
  return { name: "GenMem (text)", leftOptions: moves, rightOptions: moves };
}

/** The Grundy value by the definition (mex of the options), on the twin. */
function plainGrundy(
  rule: (k: number, a: number) => boolean,
  text: string,
  memo = new Map<string, number>(),
): number {
  const known = memo.get(text);
  if (known !== undefined) return known;
  const seen = new Set([...twin(rule).leftOptions(text)].map((o) => plainGrundy(rule, o, memo)));
  let g = 0;
  while (seen.has(g)) g++;
  memo.set(text, g);
  return g;
}

const SMALL: string[] = [];
for (let n = 0; n <= 9; n++) for (let k = 0; k <= 10; k++) SMALL.push(`${n},${k}`);

Deno.test("MEM keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: MEM,
    parse,
    format: (p) => p.join(","),
    twin: twin((k, a) => a >= k),
    value: (text) => mem(...parse(text)),
    impartial: true,
    positions: SMALL,
  });
});

Deno.test("genMem() gives CGSuite's published values", async (t) => {
  // CGSuite GameHeapTest.scala, [rs((10, n)).NimValue for n from 0 to 20].
  const rows: [name: string, value: (n: number) => unknown, row: number[]][] = [
    ["Mem", (n) => mem(10, n), [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ["FibonacciNim", (n) => takeAway(2, 10, n), [
      0,
      2,
      2,
      2,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
    ]],
    ["TakeAway(3)", (n) => takeAway(3, 10, n), [
      0,
      2,
      2,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
      6,
    ]],
    [
      "GenMem((memory, j) -> j != memory)",
      (n) => genMem((k, j) => j !== k, 10, n),
      [6, 6, 6, 4, 6, 6, 3, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6],
    ],
  ];
  for (const [name, value, row] of rows) {
    await t.step(`${name}((10, n)) for n from 0 to 20 (GameHeapTest.scala)`, () => {
      assert.deepEqual(row.map((_, n) => value(n)), row.map((g) => nimber(g)));
    });
  }
  await t.step("Mem((10,10)) has 1 option (GameHeapTest.scala)", () => {
    assert.equal([...MEM.leftOptions([10, 10])].length, 1);
  });
});

Deno.test("genMemRuleset() values equal the plain mex twin for random rules", () => {
  const rules: [string, (k: number, a: number) => boolean][] = [
    ["a >= k", (k, a) => a >= k],
    ["a <= 2k", (k, a) => a <= 2 * k],
    ["a != k", (k, a) => a !== k],
    ["a <= k + 1", (k, a) => a <= k + 1],
    ["a odd or a > k", (k, a) => a % 2 === 1 || a > k],
  ];
  fc.assert(
    fc.property(fc.constantFrom(...rules), fc.nat(14), fc.nat(16), ([name, rule], n, k) => {
      const g = genMemRuleset(rule).solver.grundy([n, k]);
      assert.equal(g, plainGrundy(rule, `${n},${k}`), `${name} at (${n}, ${k})`);
    }),
    { seed: 44711, numRuns: 100 },
  );
});

Deno.test("takeAway(2, ...) is Fibonacci Nim: zero exactly where @cgt/nim says P", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 120 }), (n, k) => {
      const zero = formatGame(takeAway(2, n, k)) === "0";
      assert.equal(zero, fibonacciNimOutcome(n, 2 * k) === "P", `(${n}, ${k})`);
    }),
    { seed: 8128, numRuns: 100 },
  );
});

Deno.test("mem(), takeAway() and genMem() reject bad arguments", () => {
  assert.throws(() => mem(401, 0), {
    name: "RangeError",
    message:
      "Cannot evaluate GenMem position: the heap must be an integer from 0 to 400, received 401",
  });
  assert.throws(() => mem(-1, 0), RangeError);
  assert.throws(() => takeAway(0, 5, 1), RangeError);
  assert.throws(() => takeAway("2" as unknown as number, 5, 1), TypeError);
  assert.throws(() => genMem(3 as unknown as () => boolean, 5, 1), TypeError);
});
