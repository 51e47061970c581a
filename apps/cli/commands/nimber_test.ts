import assert from "node:assert/strict";
import fc from "fast-check";
import { nimSumBigInt } from "@cgt/impartial";
import { nimberInverse, nimberProduct, nimberSqrt } from "@cgt/nim";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";
import {
  formatOrdinal,
  type Ordinal,
  ordinalNimPower,
  ordinalNimProduct,
  ordinalNimSqrt,
  ordinalNimSum,
  parseOrdinal,
} from "@cgt/core/transfinite-nimber";
import { evaluateNimberExpression, formatNimberValue } from "./nimber.ts";

Deno.test("cgt nimber prints its help", async (t) => {
  const result = await cgt(["nimber", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt nimber evaluates expressions", async (t) => {
  const table: [string, string][] = [
    ["21508 * 42689", "35202"],
    ["2 * 2 + 1", "2"],
    ["2 * (2 + 1)", "1"],
    ["inv(2)", "3"],
    ["sqrt(3)", "2"],
    ["(3 + 5) / 7", "10"],
    ["35202/42689", "21508"],
    ["18446744073709551615 + 1", "18446744073709551614"],
    ["4294967296 * 4294967296", "6442450944"],
    // Past 2^64 (Conway, ONAG ch. 6: F * F = 3F/2 for a Fermat 2-power F, here 2^64 and 2^128).
    ["18446744073709551616 * 18446744073709551616", "27670116110564327424"],
    [
      "340282366920938463463374607431768211456 * 340282366920938463463374607431768211456",
      "510423550381407695195061911147652317184",
    ],
    ["inv(18446744073709551616) * 18446744073709551616", "1"],
    ["  7  ", "7"],
    // Transfinite nimbers (CGSuite's examples and Lenstra's constants; see
    // packages/core/transfinite_nimber_test.ts for the library's own tables).
    ["omega * omega", "ω^2"], // CGSuite: omega NimProduct omega
    ["ω*ω", "ω^2"],
    ["pow(omega^omega^13, 47)", "ω^ω^7+1"], // CGSuite: omega^omega^13 NimExp 47
    ["omega^omega^13 NimExp 47", "ω^ω^7+1"], // the same, as CGSuite writes it
    ["omega NimProduct omega", "ω^2"], // CGSuite: omega NimProduct omega
    ["2 NimExp 2 NimExp 2", "2"], // (2^2)^2 = 3^2 = 2
    ["ω NimExp -1 * ω", "1"],
    ["pow(ω, 3)", "2"], // Conway, ONAG ch. 6: ω^3 = 2
    ["pow(ω^ω, 5)", "4"], // Lenstra 1978: α_5 = 4
    ["pow(ω^ω^2, 7)", "ω+1"], // Lenstra 1978: α_7 = ω + 1
    ["inv(ω)", "3ω^2"], // ω ⊗ 3ω^2 = 3 ⊗ 2 = 1
    ["pow(ω, -1)", "3ω^2"],
    ["2 / ω", "ω^2"],
    ["sqrt(ω)", "2ω^2"],
    ["3ω^2 * ω", "1"], // the printed form reads back
    ["ω^(ω+1) + ω^(ω+1)", "0"],
    ["(ω + 1) * (ω + 1)", "ω^2+1"],
    ["omega^omega^13 * 5 + 3 * 2", "5ω^ω^13+1"],
    ["pow(2, 0)", "1"],
    ["pow(3, -1)", "2"],
  ];
  for (const [expression, value] of table) {
    await t.step(expression, async () => {
      const result = await cgt(["nimber", expression]);
      assert.equal(result.code, 0);
      assert.equal(result.stdout, `${value}\n`);
    });
  }
  await t.step("several arguments are joined", async () => {
    assert.equal((await cgt(["nimber", "3", "*", "5"])).stdout, "15\n");
  });
});

Deno.test("cgt nimber --json prints a transfinite value as CGSuite prints it", async () => {
  const result = await cgt(["nimber", "pow(omega^omega^13, 47)", "--json"]);
  assert.equal(result.code, 0);
  assert.deepEqual(JSON.parse(result.stdout), { value: "ω^ω^7+1" });
});

Deno.test("cgt nimber --json prints the value as a decimal string", async (t) => {
  const result = await cgt(["nimber", "inv(2) * 18446744073709551615", "--json"]);
  assert.equal(result.code, 0);
  const { value } = JSON.parse(result.stdout);
  assert.equal(value, String(nimberProduct(3n, 18446744073709551615n)));
  await t.assertSnapshot(result.stdout);
});

Deno.test("evaluateNimberExpression() agrees with the library on random expressions", () => {
  type Tree = { text: string; value: bigint };
  const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
  const leaf = u64.map((v): Tree => ({ text: `${v}`, value: v }));
  const tree = fc.letrec<{ node: Tree }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      leaf,
      fc.tuple(tie("node"), tie("node")).map(([a, b]): Tree => ({
        text: `(${a.text} + ${b.text})`,
        value: nimSumBigInt([a.value, b.value]),
      })),
      fc.tuple(tie("node"), tie("node")).map(([a, b]): Tree => ({
        text: `(${a.text} * ${b.text})`,
        value: nimberProduct(a.value, b.value),
      })),
      tie("node").map((a): Tree => ({ text: `sqrt(${a.text})`, value: nimberSqrt(a.value) })),
      tie("node").filter((a) => a.value !== 0n).map((a): Tree => ({
        text: `inv(${a.text})`,
        value: nimberInverse(a.value),
      })),
    ),
  })).node;
  fc.assert(
    fc.property(tree, (t) => assert.equal(evaluateNimberExpression(t.text), t.value)),
    { seed: 98803, numRuns: 200 },
  );
});

Deno.test("cgt nimber rejects bad expressions with one error line", async (t) => {
  const cases: [string[], number, RegExp][] = [
    [["nimber"], 2, /missing expression/],
    [
      ["nimber", "3 + * 4"],
      1,
      /expected a number, "ω", "omega", "\(", "inv\(", "pow\(" or "sqrt\(" at position 5, found "\*"/,
    ],
    [["nimber", "3 +"], 1, /at position 4, found the end of the expression/],
    [["nimber", "(3 + 4"], 1, /expected "\)" at position 7/],
    [["nimber", "3 4"], 1, /expected an operator or the end at position 3, found "4"/],
    [["nimber", "inv 3"], 1, /expected "\(" after inv at position 5/],
    [["nimber", "foo(3)"], 1, /at position 1, found "f"/],
    [["nimber", "-3"], 1, /at position 1, found "-"/],
    [["nimber", "3 ^ 4"], 1, /at position 3, found "\^"/],
    [["nimber", "1".repeat(1001)], 1, /at most 1000 digits, received "1+…" \(1001 digits\)/],
    [["nimber", "5 / (3 + 3)"], 1, /division by 0/],
    [["nimber", "inv(0)"], 1, /0 has no inverse/],
    [["nimber", `${"(".repeat(5000)}1${")".repeat(5000)}`], 1, /nest at most 200 deep/],
    [["nimber", "ω^ω^ω"], 1, /known only below ω\^\(ω\^54\).*received the exponent ω\^ω/],
    [["nimber", "omega^omega^54"], 1, /known only below ω\^\(ω\^54\)/],
    [["nimber", "pow(ω)"], 1, /expected "," at position 6, found "\)"/],
    [["nimber", "pow(ω, x)"], 1, /expected an integer exponent at position 8/],
    [["nimber", `pow(2, ${"9".repeat(310)})`], 1, /exponents may have at most 309 digits/],
    [["nimber", "pow(0, -1)"], 1, /0 has no inverse, in pow\(0, -1\)/],
    [["nimber", "0 NimExp -2"], 1, /0 has no inverse, in pow\(0, -2\)/],
    [["nimber", "ω NimExp ω"], 1, /expected an integer exponent at position 10/],
    [["nimber", "3 NimExponent 2"], 1, /expected an operator or the end at position 3/],
    [["nimber", "inv(ω + ω)"], 1, /0 has no inverse/],
    [["nimber", "ω / (ω + ω)"], 1, /division by 0/],
    [["nimber", "pow(ω^ω^20 + ω^ω^13 + ω + 1, -1)", "--max-steps", "1000"], 1, /--max-steps/],
    [["nimber", "ω", "--max-steps", "x"], 2, /--max-steps/],
  ];
  await assertErrorCases(t, cases);
});

Deno.test("evaluateNimberExpression() agrees with @cgt/core/transfinite-nimber on random ordinal expressions", () => {
  type Tree = { text: string; value: Ordinal };
  const leaves = ["ω", "omega^2", "3ω", "ω^ω", "ω^(ω+1)", "5", "ω^ω^2", "2"];
  const leaf = fc.constantFrom(...leaves).map((text): Tree => ({
    text,
    value: parseOrdinal(text),
  }));
  const tree = fc.letrec<{ node: Tree }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      leaf,
      fc.tuple(tie("node"), tie("node")).map(([a, b]): Tree => ({
        text: `(${a.text} + ${b.text})`,
        value: ordinalNimSum(a.value, b.value),
      })),
      fc.tuple(tie("node"), tie("node")).map(([a, b]): Tree => ({
        text: `(${a.text} * ${b.text})`,
        value: ordinalNimProduct(a.value, b.value),
      })),
      tie("node").map((a): Tree => ({ text: `sqrt(${a.text})`, value: ordinalNimSqrt(a.value) })),
      fc.tuple(tie("node"), fc.integer({ min: 0, max: 5 })).map(([a, n]): Tree => ({
        text: `pow(${a.text}, ${n})`,
        value: ordinalNimPower(a.value, BigInt(n)),
      })),
    ),
  })).node;
  fc.assert(
    fc.property(tree, (t) => {
      assert.equal(
        formatNimberValue(evaluateNimberExpression(t.text)),
        formatOrdinal(t.value),
      );
    }),
    { seed: 47_13, numRuns: 100 },
  );
});
