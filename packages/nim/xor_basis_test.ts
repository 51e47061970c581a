import assert from "node:assert/strict";
import fc from "fast-check";
import { XorBasis } from "./xor_basis.ts";

/** Every XOR of a subset of `values` (plain enumeration of the 2^n subsets). */
function span(values: number[]): Set<number> {
  let out = new Set<number>([0]);
  for (const v of values) {
    out = new Set([
      ...out,
      ...[...out].map((x) => Number(BigInt(x) ^ BigInt(v))),
    ]);
  }
  return out;
}

// Bounds: up to 7 values below 64 (span enumerated directly), then values up to 2^53 - 1.
const small = fc.array(fc.nat(63), { maxLength: 7 });

Deno.test("XorBasis.insert() reports independence exactly as the span grows", () => {
  fc.assert(
    fc.property(small, (values) => {
      const basis = new XorBasis();
      const seen: number[] = [];
      for (const v of values) {
        assert.equal(basis.insert(v), !span(seen).has(v));
        seen.push(v);
        assert.equal(basis.rank, Math.log2(span(seen).size));
      }
    }),
    { seed: 55586, numRuns: 300 },
  );
});

Deno.test("XorBasis.contains(), reduce() and maxXor() agree with the enumerated span", () => {
  fc.assert(
    fc.property(small, fc.nat(63), (values, probe) => {
      const basis = new XorBasis();
      values.forEach((v) => basis.insert(v));
      const all = [...span(values)];
      assert.equal(basis.contains(probe), all.includes(probe));
      assert.equal(basis.reduce(probe), Math.min(...all.map((x) => x ^ probe)));
      assert.equal(basis.maxXor(), Math.max(...all));
      assert.equal(basis.maxXor(probe), Math.max(...all.map((x) => x ^ probe)));
    }),
    { seed: 58850, numRuns: 300 },
  );
});

Deno.test("XorBasis is exact up to 2^53 - 1 (checked with bigint)", () => {
  const big = fc.nat({ max: Number.MAX_SAFE_INTEGER });
  fc.assert(
    fc.property(fc.array(big, { minLength: 1, maxLength: 6 }), (values) => {
      const basis = new XorBasis();
      values.forEach((v) => basis.insert(v));
      // The XOR of all values lies in the span, and so does every vector.
      const all = values.reduce((a, v) => a ^ BigInt(v), 0n);
      assert.equal(basis.contains(Number(all)), true);
      for (const v of basis.vectors()) assert.equal(basis.contains(v), true);
      // maxXor of a single value is that value.
      const one = new XorBasis();
      one.insert(values[0]);
      assert.equal(one.maxXor(), values[0]);
      assert.equal(one.reduce(values[0]), 0);
    }),
    { seed: 90479, numRuns: 300 },
  );
  const basis = new XorBasis();
  assert.equal(basis.insert(2 ** 52 + 1), true);
  assert.equal(basis.insert(2 ** 52), true);
  assert.equal(basis.insert(1), false);
  assert.equal(basis.maxXor(), 2 ** 52 + 1);
});

Deno.test("XorBasis rejects values that are not non-negative safe integers", () => {
  const basis = new XorBasis();
  assert.throws(() => basis.insert(-1), /received -1/);
  assert.throws(() => basis.insert(2 ** 53), RangeError);
  assert.throws(() => basis.contains(0.5), RangeError);
  assert.throws(() => basis.maxXor(-3), RangeError);
});
