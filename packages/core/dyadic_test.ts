import assert from "node:assert/strict";
import fc from "fast-check";
import {
  addDyadic,
  compareDyadic,
  type Dyadic,
  dyadic,
  formatDyadic,
  negateDyadic,
  parseDyadic,
} from "./dyadic.ts";

const arbitraryDyadic: fc.Arbitrary<Dyadic> = fc
  .tuple(fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }), fc.nat(70))
  .map(([n, k]) => dyadic(n, k));

/** Exact comparison by cross-multiplication, the slow twin of compareDyadic. */
function slowCompare(a: Dyadic, b: Dyadic): number {
  const x = a.numerator * 2n ** BigInt(b.exponent);
  const y = b.numerator * 2n ** BigInt(a.exponent);
  return x === y ? 0 : x < y ? -1 : 1;
}

Deno.test("dyadic() reduces to lowest terms", () => {
  assert.deepEqual(dyadic(12, 4), { numerator: 3n, exponent: 2 });
  assert.deepEqual(dyadic(0, 9), { numerator: 0n, exponent: 0 });
  assert.throws(() => dyadic(1, -1), RangeError);
  assert.throws(() => dyadic(0.5), RangeError);
});

Deno.test("formatDyadic() and parseDyadic() round-trip", () => {
  fc.assert(
    fc.property(arbitraryDyadic, (a) => {
      assert.deepEqual(parseDyadic(formatDyadic(a)), a);
    }),
    { seed: 5305 },
  );
});

Deno.test("addDyadic() is exact and inverted by negateDyadic()", () => {
  fc.assert(
    fc.property(arbitraryDyadic, arbitraryDyadic, (a, b) => {
      assert.deepEqual(addDyadic(addDyadic(a, b), negateDyadic(b)), a);
      assert.deepEqual(addDyadic(a, negateDyadic(a)), dyadic(0));
    }),
    { seed: 95291 },
  );
});

Deno.test("addDyadic() equals the sum over a common denominator, integers included", () => {
  // The slow twin: a/2^i + b/2^j = (a.2^j + b.2^i) / 2^(i+j), reduced by dyadic().
  const slowAdd = (a: Dyadic, b: Dyadic): Dyadic =>
    dyadic(
      a.numerator * 2n ** BigInt(b.exponent) + b.numerator * 2n ** BigInt(a.exponent),
      a.exponent + b.exponent,
    );
  const integer = fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => dyadic(n));
  const either = fc.oneof(integer, arbitraryDyadic);
  fc.assert(
    fc.property(either, either, (a, b) => {
      assert.deepEqual(addDyadic(a, b), slowAdd(a, b));
    }),
    { seed: 31337, numRuns: 300 },
  );
});

Deno.test("compareDyadic() agrees with cross-multiplication", () => {
  fc.assert(
    fc.property(arbitraryDyadic, arbitraryDyadic, (a, b) => {
      assert.equal(compareDyadic(a, b), slowCompare(a, b));
    }),
    { seed: 21992 },
  );
});

Deno.test("parseDyadic() rejects what is not a dyadic rational", async (t) => {
  for (const bad of ["", "1/3", "1/0", "x", "1.5", "--1"]) {
    await t.step(JSON.stringify(bad), () => {
      assert.throws(() => parseDyadic(bad), SyntaxError);
    });
  }
});
