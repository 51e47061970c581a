import assert from "node:assert/strict";
import fc from "fast-check";
import { nimSum, nimSumBigInt } from "./nim_sum.ts";

Deno.test("nimSum() returns 0 for no values", () => {
  assert.equal(nimSum([]), 0);
});

Deno.test("nimSum() is exact for every safe integer", () => {
  fc.assert(
    fc.property(fc.array(fc.maxSafeNat(), { maxLength: 8 }), (values) => {
      const expected = nimSumBigInt(values.map(BigInt));
      assert.equal(BigInt(nimSum(values)), expected);
    }),
    { seed: 69277 },
  );
});

Deno.test("nimSum() matches ^ on small values", () => {
  fc.assert(
    fc.property(fc.array(fc.nat(2 ** 30), { maxLength: 8 }), (values) => {
      assert.equal(nimSum(values), values.reduce((a, b) => a ^ b, 0));
    }),
    { seed: 13216 },
  );
});

Deno.test("nimSum() rejects values that are not non-negative integers", () => {
  assert.throws(() => nimSum([-1]), RangeError);
  assert.throws(() => nimSum([2 ** 53]), RangeError);
  assert.throws(() => nimSum([0.5]), RangeError);
});

Deno.test("nimSumBigInt() rejects negative values", () => {
  assert.throws(() => nimSumBigInt([-1n]), RangeError);
});

Deno.test("nimSum(a, b) equals the nim-sum of the list [a, b] for every safe integer", () => {
  const value = fc.oneof(
    fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  );
  fc.assert(fc.property(value, value, (a, b) => nimSum(a, b) === nimSum([a, b])), { seed: 80497 });
  assert.equal(nimSum(2 ** 32 - 1, 1), 2 ** 32 - 2);
  assert.equal(nimSum(2 ** 40, 2 ** 40 + 3), 3);
  assert.throws(() => nimSum(-1, 2), RangeError);
  assert.throws(() => nimSum(1.5, 2), RangeError);
});
