import assert from "node:assert/strict";
import fc from "fast-check";
import {
  nimberInverse,
  nimberProduct,
  nimberQuotient,
  nimberSqrt,
  nimberSquare,
} from "./nimber.ts";

/** The least non-negative integer not in `values`. */
function mex(values: Iterable<number>): number {
  const seen = new Set(values);
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}

/**
 * Nim-products below 64 by the definition alone (Conway, On Numbers and Games, ch. 6):
 * a (x) b = mex{a' (x) b + a (x) b' + a' (x) b' : a' < a, b' < b}, with "+" the nim-sum (XOR).
 */
const SMALL = 64;
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
 * A slow, plain reference on bigints of any size, down the Fermat 2-power recursion bit by bit
 * with no tables and no shortcuts: with F = 2^h, (a1 F + a0)(b1 F + b0) =
 * (a1 b1 + a1 b0 + a0 b1) F + a0 b0 + (a1 b1)(F/2), four half-size products and a fifth by F/2.
 */
function slowProduct(a: bigint, b: bigint): bigint {
  let bits = 1;
  while (a >> BigInt(bits) !== 0n || b >> BigInt(bits) !== 0n) bits *= 2;
  return slowAt(a, b, bits);
}

function slowAt(a: bigint, b: bigint, bits: number): bigint {
  if (bits === 1) return a & b;
  const h = BigInt(bits / 2);
  const mask = (1n << h) - 1n;
  const a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
  const top = slowAt(a1, b1, bits / 2);
  const high = top ^ slowAt(a1, b0, bits / 2) ^ slowAt(a0, b1, bits / 2);
  const low = slowAt(a0, b0, bits / 2) ^ slowAt(top, 1n << (h - 1n), bits / 2);
  return (high << h) | low;
}

/** Random nimbers of every width from 0 to `maxBits` bits (so that each level is reached). */
function nimbers(maxBits: number, min = 0n): fc.Arbitrary<bigint> {
  return fc.integer({ min: 1, max: maxBits }).chain((bits) =>
    fc.bigInt({ min, max: (1n << BigInt(bits)) - 1n })
  );
}
const upTo256 = nimbers(256);
const nonZero256 = nimbers(256, 1n);
const u32 = fc.integer({ min: 0, max: 2 ** 32 - 1 });

Deno.test("nimberProduct() agrees with the mex definition for all a, b < 64", () => {
  for (let a = 0; a < SMALL; a++) {
    for (let b = 0; b < SMALL; b++) {
      assert.equal(nimberProduct(a, b), definition[a][b], `${a} * ${b}`);
      assert.equal(nimberProduct(BigInt(a), BigInt(b)), BigInt(definition[a][b]));
    }
  }
});

Deno.test("nimberProduct() agrees with the mex definition on random small nimbers", () => {
  fc.assert(
    fc.property(fc.nat(SMALL - 1), fc.nat(SMALL - 1), (a, b) => {
      assert.equal(nimberProduct(a, b), definition[a][b]);
    }),
    { seed: 20261204, numRuns: 500 },
  );
});

Deno.test("nimberProduct() matches published values", async (t) => {
  const F = (k: number): bigint => 1n << (1n << BigInt(k)); // the Fermat 2-power 2^(2^k)
  // [a, b, a (x) b, source]
  const table: [bigint, bigint, bigint, string][] = [
    [2n, 2n, 3n, "Conway, ONAG ch. 6: F (x) F = 3F/2 for a Fermat 2-power F; OEIS A051775"],
    [4n, 4n, 6n, "Conway, ONAG ch. 6: F (x) F = 3F/2; OEIS A051775"],
    [16n, 16n, 24n, "Conway, ONAG ch. 6: F (x) F = 3F/2"],
    [256n, 256n, 384n, "Conway, ONAG ch. 6: F (x) F = 3F/2"],
    [F(4), F(4), 3n * 2n ** 15n, "Conway, ONAG ch. 6: F (x) F = 3F/2"],
    [F(5), F(5), 3n * 2n ** 31n, "Conway, ONAG ch. 6: F (x) F = 3F/2"],
    [F(6), F(6), 3n * 2n ** 63n, "Conway, ONAG ch. 6: F (x) F = 3F/2"],
    [F(7), F(7), 3n * 2n ** 127n, "Conway, ONAG ch. 6: F (x) F = 3F/2"],
    [F(10), F(10), 3n * 2n ** 1023n, "Conway, ONAG ch. 6: F (x) F = 3F/2"],
    [2n, 4n, 8n, "Conway, ONAG ch. 6: distinct Fermat 2-powers multiply as integers"],
    [F(6), F(7), 2n ** 192n, "Conway, ONAG ch. 6: distinct Fermat 2-powers multiply as integers"],
    [5n, F(6), 5n * F(6), "Conway, ONAG ch. 6: x (x) F = xF for x < F"],
    [8n, 8n, 13n, "OEIS A051775 (row 8, column 8)"],
    [21508n, 42689n, 35202n, "the README's example; CGSuite gives the same (issue 21)"],
  ];
  for (const [a, b, product, source] of table) {
    await t.step(`${a} (x) ${b} = ${product} (${source})`, () => {
      assert.equal(nimberProduct(a, b), product);
      assert.equal(nimberProduct(b, a), product);
      if (product < 2n ** 32n) assert.equal(nimberProduct(Number(a), Number(b)), Number(product));
    });
  }
});

Deno.test("nimberProduct() matches OEIS A051775 on the antidiagonals n + m = 0..11", () => {
  // OEIS A051775: T(n, m) = the nim-product of n and m, read by antidiagonals.
  // deno-fmt-ignore
  const a051775 = [
    0, 0, 0, 0, 1, 0, 0, 2, 2, 0, 0, 3, 3, 3, 0, 0, 4, 1, 1, 4,
    0, 0, 5, 8, 2, 8, 5, 0, 0, 6, 10, 12, 12, 10, 6, 0, 0, 7, 11, 15,
    6, 15, 11, 7, 0, 0, 8, 9, 13, 2, 2, 13, 9, 8, 0, 0, 9, 12, 14, 14,
    7, 14, 14, 12, 9, 0, 0, 10, 14, 4, 10, 8, 8, 10, 4, 14, 10, 0,
  ];
  const computed: number[] = [];
  for (let s = 0; computed.length < a051775.length; s++) {
    for (let n = 0; n <= s; n++) computed.push(nimberProduct(n, s - n));
  }
  assert.deepEqual(computed, a051775);
});

Deno.test("nimberProduct() agrees with the slow Fermat recursion", async (t) => {
  await t.step("on random bigints up to 2^256", () => {
    fc.assert(
      fc.property(upTo256, upTo256, (a, b) => {
        assert.equal(nimberProduct(a, b), slowProduct(a, b));
      }),
      { seed: 73519, numRuns: 150 },
    );
  });
  await t.step("on random 32-bit numbers", () => {
    fc.assert(
      fc.property(u32, u32, (a, b) => {
        assert.equal(nimberProduct(a, b), Number(slowProduct(BigInt(a), BigInt(b))));
      }),
      { seed: 40877, numRuns: 200 },
    );
  });
  await t.step("on random bigints up to 2^1024", () => {
    fc.assert(
      fc.property(nimbers(1024), nimbers(1024), (a, b) => {
        assert.equal(nimberProduct(a, b), slowProduct(a, b));
      }),
      { seed: 11953, numRuns: 10 },
    );
  });
});

Deno.test("nimberProduct() obeys the field laws on random bigints up to 2^256", async (t) => {
  await t.step("associative and commutative", () => {
    fc.assert(
      fc.property(upTo256, upTo256, upTo256, (a, b, c) => {
        assert.equal(nimberProduct(nimberProduct(a, b), c), nimberProduct(a, nimberProduct(b, c)));
        assert.equal(nimberProduct(a, b), nimberProduct(b, a));
      }),
      { seed: 52106, numRuns: 200 },
    );
  });
  await t.step("distributive over the nim-sum (XOR)", () => {
    fc.assert(
      fc.property(upTo256, upTo256, upTo256, (a, b, c) => {
        assert.equal(nimberProduct(a, b ^ c), nimberProduct(a, b) ^ nimberProduct(a, c));
      }),
      { seed: 88331, numRuns: 200 },
    );
  });
  await t.step("1 is the identity and 0 absorbs", () => {
    fc.assert(
      fc.property(upTo256, (a) => {
        assert.equal(nimberProduct(a, 1n), a);
        assert.equal(nimberProduct(0n, a), 0n);
      }),
      { seed: 30412, numRuns: 100 },
    );
  });
  await t.step("the nimbers below 2^(2^k) are closed under the product", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.bigInt(), fc.bigInt(), (k, x, y) => {
        const size = 1n << (1n << BigInt(k));
        const a = ((x % size) + size) % size, b = ((y % size) + size) % size;
        assert.ok(nimberProduct(a, b) < size);
      }),
      { seed: 61780, numRuns: 200 },
    );
  });
});

Deno.test("nimberSquare() equals the product of a nimber by itself", () => {
  fc.assert(
    fc.property(upTo256, (a) => {
      assert.equal(nimberSquare(a), slowProduct(a, a));
    }),
    { seed: 15243, numRuns: 200 },
  );
  fc.assert(
    fc.property(u32, (a) => assert.equal(nimberSquare(a), nimberProduct(a, a))),
    { seed: 90021, numRuns: 200 },
  );
  for (let a = 0; a < SMALL; a++) assert.equal(nimberSquare(a), definition[a][a]);
});

Deno.test("nimberInverse() gives a witness b with a (x) b = 1", () => {
  fc.assert(
    fc.property(nonZero256, (a) => {
      assert.equal(slowProduct(a, nimberInverse(a)), 1n);
    }),
    { seed: 27718, numRuns: 200 },
  );
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2 ** 32 - 1 }), (a) => {
      assert.equal(nimberProduct(a, nimberInverse(a)), 1);
    }),
    { seed: 45590, numRuns: 200 },
  );
  // The nimbers below 16 form a field, so the definition table holds their inverses.
  for (let a = 1; a < 16; a++) assert.equal(nimberInverse(a), definition[a].indexOf(1), `1/${a}`);
  const big = (1n << 4096n) + 12345n;
  assert.equal(nimberProduct(big, nimberInverse(big)), 1n);
});

Deno.test("nimberQuotient() gives the q with q (x) b = a", () => {
  fc.assert(
    fc.property(upTo256, nonZero256, (a, b) => {
      assert.equal(slowProduct(nimberQuotient(a, b), b), a);
    }),
    { seed: 83164, numRuns: 200 },
  );
  fc.assert(
    fc.property(u32, fc.integer({ min: 1, max: 2 ** 32 - 1 }), (a, b) => {
      assert.equal(nimberProduct(nimberQuotient(a, b), b), a);
    }),
    { seed: 57302, numRuns: 200 },
  );
  assert.equal(nimberQuotient(35202, 42689), 21508);
});

Deno.test("nimberSqrt() gives the unique square root", () => {
  fc.assert(
    fc.property(upTo256, (a) => {
      const s = nimberSqrt(a);
      assert.equal(slowProduct(s, s), a);
      assert.equal(nimberSqrt(nimberProduct(a, a)), a);
    }),
    { seed: 39085, numRuns: 200 },
  );
  fc.assert(
    fc.property(u32, (a) => {
      const s = nimberSqrt(a);
      assert.equal(nimberProduct(s, s), a);
    }),
    { seed: 70649, numRuns: 200 },
  );
  for (let a = 0; a < SMALL; a++) {
    const roots = definition.map((row, s) => (row[s] === a ? s : -1)).filter((s) => s >= 0);
    assert.deepEqual(roots, [nimberSqrt(a)], `sqrt ${a}`);
  }
});

Deno.test("nimberProduct() and the other nimber functions reject bad input", async (t) => {
  const cases: [string, () => unknown, ErrorConstructor, RegExp][] = [
    ["a negative number", () => nimberProduct(-1, 2), RangeError, /received -1$/],
    ["a number of 2^32", () => nimberProduct(2 ** 32, 2), RangeError, /use a bigint/],
    ["a fraction", () => nimberSquare(1.5), RangeError, /received 1\.5$/],
    ["a negative bigint", () => nimberSqrt(-1n), RangeError, /non-negative integer, received -1n/],
    [
      "a number and a bigint",
      () => nimberProduct(1 as unknown as bigint, 2n),
      TypeError,
      /must be numbers or both bigints, received 1 and 2n$/,
    ],
    ["a string", () => nimberInverse("3" as unknown as number), TypeError, /received "3"$/],
    ["the inverse of 0", () => nimberInverse(0n), RangeError, /0 has no inverse/],
    ["a division by 0", () => nimberQuotient(5, 0), RangeError, /division by 0/],
  ];
  for (const [name, call, type, message] of cases) {
    await t.step(name, () => {
      assert.throws(call, type);
      assert.throws(call, message);
      assert.throws(call, /^\w*Error: Cannot compute nim-/);
    });
  }
});
