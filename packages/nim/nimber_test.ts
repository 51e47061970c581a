import assert from "node:assert/strict";
import fc from "fast-check";
import { mex } from "@cgt/impartial";
import { nimSumBigInt } from "@cgt/impartial/nim-sum";
import { nimberInverse, nimberProduct, nimberQuotient, nimberSqrt } from "./nimber.ts";

/** Nim-products below 32 by the definition: a (x) b = mex{a'b + ab' + a'b' : a' < a, b' < b}. */
const SMALL = 32;
const definition: number[][] = Array.from({ length: SMALL }, () => new Array(SMALL).fill(0));
for (let a = 0; a < SMALL; a++) {
  for (let b = 0; b < SMALL; b++) {
    const values: number[] = [];
    for (let x = 0; x < a; x++) {
      for (let y = 0; y < b; y++) {
        values.push(definition[x][b] ^ definition[a][y] ^ definition[x][y]);
      }
    }
    definition[a][b] = mex(values);
  }
}

/**
 * A slow but simple reference on bigints, bit by bit down the Fermat-2-power
 * recursion (no tables): with F = 2^h, (a1 F + a0)(b1 F + b0) =
 * (a1 b1 + a1 b0 + a0 b1) F + a0 b0 + (a1 b1)(F/2).
 */
function slowProduct(a: bigint, b: bigint, bits = 64): bigint {
  if (bits === 1) return a & b;
  const h = bits / 2;
  const mask = (1n << BigInt(h)) - 1n;
  const a1 = a >> BigInt(h), a0 = a & mask, b1 = b >> BigInt(h), b0 = b & mask;
  const top = slowProduct(a1, b1, h);
  const high = top ^ slowProduct(a1, b0, h) ^ slowProduct(a0, b1, h);
  const low = slowProduct(a0, b0, h) ^ slowProduct(top, 1n << BigInt(h - 1), h);
  return (high << BigInt(h)) | low;
}

const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const nonZero64 = fc.bigInt({ min: 1n, max: (1n << 64n) - 1n });
const u32 = fc.integer({ min: 0, max: 2 ** 32 - 1 });

Deno.test("nimberProduct() agrees with the mex definition for all a, b < 32", () => {
  for (let a = 0; a < SMALL; a++) {
    for (let b = 0; b < SMALL; b++) {
      assert.equal(nimberProduct(a, b), definition[a][b], `${a} * ${b}`);
      assert.equal(nimberProduct(BigInt(a), BigInt(b)), BigInt(definition[a][b]));
    }
  }
});

Deno.test("nimberProduct() matches the published nim-multiplication table", async (t) => {
  await t.step("OEIS A051775, antidiagonals n + m = 0..11", () => {
    // OEIS A051775: T(n, m) = nim-product of n and m, read by antidiagonals.
    const a051775 = [
      0,
      0,
      0,
      0,
      1,
      0,
      0,
      2,
      2,
      0,
      0,
      3,
      3,
      3,
      0,
      0,
      4,
      1,
      1,
      4,
      0,
      0,
      5,
      8,
      2,
      8,
      5,
      0,
      0,
      6,
      10,
      12,
      12,
      10,
      6,
      0,
      0,
      7,
      11,
      15,
      6,
      15,
      11,
      7,
      0,
      0,
      8,
      9,
      13,
      2,
      2,
      13,
      9,
      8,
      0,
      0,
      9,
      12,
      14,
      14,
      7,
      14,
      14,
      12,
      9,
      0,
      0,
      10,
      14,
      4,
      10,
      8,
      8,
      10,
      4,
      14,
      10,
      0,
    ];
    const computed: number[] = [];
    for (let s = 0; computed.length < a051775.length; s++) {
      for (let n = 0; n <= s; n++) computed.push(nimberProduct(n, s - n));
    }
    assert.deepEqual(computed, a051775);
  });
  await t.step("the issue's check 21508 (x) 42689 = 35202", () => {
    assert.equal(nimberProduct(21508, 42689), 35202);
    assert.equal(nimberProduct(21508n, 42689n), 35202n);
  });
  await t.step("Fermat 2-powers: F (x) F = 3F/2 (Conway, On Numbers and Games, ch. 6)", () => {
    for (const f of [2n, 4n, 16n, 256n, 65536n, 2n ** 32n]) {
      assert.equal(nimberProduct(f, f), (3n * f) / 2n);
    }
  });
});

Deno.test("nimberProduct() agrees with the slow Fermat recursion on random 64-bit nimbers", () => {
  fc.assert(
    fc.property(u64, u64, (a, b) => {
      assert.equal(nimberProduct(a, b), slowProduct(a, b));
    }),
    { seed: 61268, numRuns: 200 },
  );
  fc.assert(
    fc.property(u32, u32, (a, b) => {
      assert.equal(nimberProduct(a, b), Number(slowProduct(BigInt(a), BigInt(b), 32)));
    }),
    { seed: 49127, numRuns: 200 },
  );
});

Deno.test("nimberProduct() obeys the field laws on random 64-bit nimbers", async (t) => {
  await t.step("associative and commutative", () => {
    fc.assert(
      fc.property(u64, u64, u64, (a, b, c) => {
        assert.equal(nimberProduct(nimberProduct(a, b), c), nimberProduct(a, nimberProduct(b, c)));
        assert.equal(nimberProduct(a, b), nimberProduct(b, a));
      }),
      { seed: 79257, numRuns: 300 },
    );
  });
  await t.step("distributive over the nim-sum (XOR)", () => {
    fc.assert(
      fc.property(u64, u64, u64, (a, b, c) => {
        assert.equal(
          nimberProduct(a, nimSumBigInt([b, c])),
          nimSumBigInt([nimberProduct(a, b), nimberProduct(a, c)]),
        );
      }),
      { seed: 57697, numRuns: 300 },
    );
  });
  await t.step("1 is the identity and 0 absorbs", () => {
    fc.assert(
      fc.property(u64, (a) => {
        assert.equal(nimberProduct(a, 1n), a);
        assert.equal(nimberProduct(0n, a), 0n);
      }),
      { seed: 64606 },
    );
  });
});

Deno.test("nimberInverse() and nimberQuotient() invert the product", () => {
  fc.assert(
    fc.property(nonZero64, u64, (b, a) => {
      assert.equal(nimberProduct(b, nimberInverse(b)), 1n);
      assert.equal(nimberProduct(nimberQuotient(a, b), b), a);
    }),
    { seed: 92683, numRuns: 300 },
  );
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2 ** 32 - 1 }), u32, (b, a) => {
      assert.equal(nimberProduct(b, nimberInverse(b)), 1);
      assert.equal(nimberProduct(nimberQuotient(a, b), b), a);
    }),
    { seed: 31273, numRuns: 300 },
  );
  // The nimbers below 16 form a field, so the definition table holds their inverses.
  for (let b = 1; b < 16; b++) {
    const inverse = definition[b].indexOf(1);
    assert.equal(nimberInverse(b), inverse, `1 / ${b}`);
  }
});

Deno.test("nimberSqrt() is the unique square root", () => {
  fc.assert(
    fc.property(u64, (a) => {
      const s = nimberSqrt(a);
      assert.equal(nimberProduct(s, s), a);
      assert.equal(nimberSqrt(nimberProduct(a, a)), a);
    }),
    { seed: 49058, numRuns: 300 },
  );
  fc.assert(
    fc.property(u32, (a) => {
      const s = nimberSqrt(a);
      assert.equal(nimberProduct(s, s), a);
    }),
    { seed: 29761, numRuns: 300 },
  );
  for (let a = 0; a < SMALL; a++) {
    const roots = definition.map((row, s) => (row[s] === a ? s : -1)).filter((s) => s >= 0);
    assert.deepEqual(roots, [nimberSqrt(a)], `sqrt ${a}`);
  }
});

Deno.test("nimberProduct() takes bigints of any size, no longer only below 2^64", () => {
  // 2 is below the Fermat 2-power 2^64, so the nim-product is the ordinary one (ONAG ch. 6).
  assert.equal(nimberProduct(1n << 64n, 2n), 1n << 65n);
  assert.equal(nimberProduct(1n << 64n, 1n << 64n), 3n << 63n);
});

Deno.test("nimber functions reject bad input", () => {
  assert.throws(() => nimberProduct(-1, 2), /received -1/);
  assert.throws(() => nimberProduct(2 ** 32, 2), RangeError);
  assert.throws(() => nimberProduct(1.5, 2), RangeError);
  assert.throws(() => nimberProduct(1 as unknown as bigint, 2n), TypeError);
  assert.throws(() => nimberInverse(0), /0 has no inverse/);
  assert.throws(() => nimberQuotient(5n, 0n), /division by 0/);
  assert.throws(() => nimberSqrt(-1n), RangeError);
});
