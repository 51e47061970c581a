import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import {
  isWythoffPPosition,
  wythoffGame,
  wythoffGrundyTable,
  wythoffIndex,
  wythoffOutcome,
  wythoffPPosition,
  wythoffWinningMoves,
} from "./wythoff.ts";

/** The game straight from its rules: every (x, y) with x <= a, y <= b, x + y > 0 allowed by k. */
function slowGame(k: number): ImpartialGame<[number, number]> {
  return {
    options([a, b]) {
      const result: [number, number][] = [];
      for (let x = 0; x <= a; x++) {
        for (let y = 0; y <= b; y++) {
          if (x + y === 0) continue;
          if (x === 0 || y === 0 || Math.abs(x - y) <= k) result.push([a - x, b - y]);
        }
      }
      return result;
    },
    key: ([a, b]) => `${a},${b}`,
  };
}

const BOUND = 40;
const K_MAX = 4;
const solvers = Array.from({ length: K_MAX + 1 }, (_, k) => new GrundySolver(slowGame(k)));

/** The P-positions (A_n, B_n) by their mex definition (Fraenkel 1982), n < count. */
function mexPositions(count: number, k: number): [number, number][] {
  const used = new Set<number>([0]);
  const result: [number, number][] = [[0, 0]];
  for (let n = 1; n < count; n++) {
    let a = 0;
    while (used.has(a)) a++;
    const b = a + n * (k + 1);
    used.add(a).add(b);
    result.push([a, b]);
  }
  return result;
}

/** A_n by a plain bigint bisection on the defining inequality x(x + d) < n^2. */
function lowerReference(n: bigint, k: bigint): bigint {
  if (n === 0n) return 0n;
  const d = n * (k + 1n);
  let lo = 0n;
  let hi = n; // x = A_n - n < n since alpha < 2
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    if (mid * (mid + d) < n * n) lo = mid;
    else hi = mid - 1n;
  }
  return n + lo;
}

Deno.test("wythoffPPosition() matches the published lower and upper Wythoff sequences", async (t) => {
  // OEIS A000201 (lower Wythoff sequence, floor(n phi)), n = 1..40.
  const a000201 = [
    1,
    3,
    4,
    6,
    8,
    9,
    11,
    12,
    14,
    16,
    17,
    19,
    21,
    22,
    24,
    25,
    27,
    29,
    30,
    32,
    33,
    35,
    37,
    38,
    40,
    42,
    43,
    45,
    46,
    48,
    50,
    51,
    53,
    55,
    56,
    58,
    59,
    61,
    63,
    64,
  ];
  // OEIS A001950 (upper Wythoff sequence, floor(n phi^2)), n = 1..40.
  const a001950 = [
    2,
    5,
    7,
    10,
    13,
    15,
    18,
    20,
    23,
    26,
    28,
    31,
    34,
    36,
    39,
    41,
    44,
    47,
    49,
    52,
    54,
    57,
    60,
    62,
    65,
    68,
    70,
    73,
    75,
    78,
    81,
    83,
    86,
    89,
    91,
    94,
    96,
    99,
    102,
    104,
  ];
  await t.step("OEIS A000201", () => {
    assert.deepEqual(a000201.map((_, i) => wythoffPPosition(i + 1)[0]), a000201);
  });
  await t.step("OEIS A001950", () => {
    assert.deepEqual(a001950.map((_, i) => wythoffPPosition(i + 1)[1]), a001950);
  });
  await t.step(
    "HDU 6869 seed table, k = 1..3 (upper values from the problem's worked solution)",
    () => {
      const table: [number, number[]][] = [
        [1, [3, 6, 10, 13, 17, 20, 23]],
        [2, [4, 8, 12, 17, 21, 25, 30, 34]],
        [3, [5, 10, 15, 20, 26, 31, 36, 41, 47]],
      ];
      for (const [k, upper] of table) {
        assert.deepEqual(upper.map((_, i) => wythoffPPosition(i + 1, { k })[1]), upper);
      }
    },
  );
});

Deno.test("wythoffPPosition() agrees with the mex definition for k <= 12 and n < 300", () => {
  for (let k = 0; k <= 12; k++) {
    const expected = mexPositions(300, k);
    expected.forEach((pair, n) => {
      assert.deepEqual(wythoffPPosition(n, { k }), pair);
      assert.deepEqual(wythoffPPosition(BigInt(n), { k: BigInt(k) }), pair.map(BigInt));
    });
  }
});

Deno.test("wythoffPPosition() agrees with a bigint bisection near 1e8, 1e9, 2^53 and beyond", () => {
  const bases = [
    38_196_601n, // B_n near 1e8 for k = 0
    60_000_000n,
    10n ** 8n,
    10n ** 9n,
    94_906_265n, // the last n of the number path
    2n ** 40n,
    2n ** 53n / 3n,
    10n ** 30n,
  ];
  fc.assert(
    fc.property(
      fc.constantFrom(...bases),
      fc.integer({ min: -1000, max: 1000 }),
      fc.constantFrom(0n, 1n, 2n, 7n, 1000n, 10n ** 8n),
      (base, offset, k) => {
        const n = base + BigInt(offset);
        const a = lowerReference(n, k);
        const b = a + n * (k + 1n);
        assert.deepEqual(wythoffPPosition(n, { k }), [a, b]);
        if (b <= BigInt(Number.MAX_SAFE_INTEGER)) {
          assert.deepEqual(wythoffPPosition(Number(n), { k: Number(k) }), [Number(a), Number(b)]);
          assert.equal(isWythoffPPosition(Number(b), Number(a), { k: Number(k) }), true);
          assert.equal(isWythoffPPosition(Number(a) + 1, Number(b) + 1, { k: Number(k) }), false);
        } else {
          assert.throws(() => wythoffPPosition(Number(n), { k: Number(k) }), RangeError);
        }
        assert.equal(isWythoffPPosition(a, b, { k }), true);
        assert.equal(isWythoffPPosition(a - 1n, b - 1n, { k }), false);
        assert.deepEqual(wythoffIndex(a, { k }), { n, side: "lower" });
        assert.deepEqual(wythoffIndex(b, { k }), { n, side: "upper" });
      },
    ),
    { seed: 82516, numRuns: 300 },
  );
});

Deno.test("isWythoffPPosition() is exact where doubles round floor(n beta) up", () => {
  // k = 5, n = 12484830: n alpha = 14510838.99999998733..., n beta =
  // 89419818.99999998733... (checked with 60-digit decimals); in doubles n * beta
  // rounds to 89419819, so a floating-point test misses this P-position.
  assert.deepEqual(wythoffPPosition(12_484_830, { k: 5 }), [14_510_838, 89_419_818]);
  assert.equal(isWythoffPPosition(14_510_838, 89_419_818, { k: 5 }), true);
  assert.equal(isWythoffPPosition(14_510_839, 89_419_819, { k: 5 }), false);
});

Deno.test("isWythoffPPosition() agrees with the generic solver for a, b <= 40 and k <= 4", () => {
  for (let k = 0; k <= K_MAX; k++) {
    for (let a = 0; a <= BOUND; a++) {
      for (let b = 0; b <= BOUND; b++) {
        const expected = solvers[k].outcome([a, b]) === "P";
        assert.equal(isWythoffPPosition(a, b, { k }), expected, `(${a}, ${b}) with k = ${k}`);
        assert.equal(wythoffOutcome(BigInt(a), BigInt(b), { k }), expected ? "P" : "N");
      }
    }
  }
});

Deno.test("isWythoffPPosition() agrees on numbers and bigints for random positions up to 2^53", () => {
  const heap = fc.oneof(
    fc.integer({ min: 0, max: 1000 }),
    fc.integer({ min: 90_000_000, max: 110_000_000 }),
    fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  );
  fc.assert(
    fc.property(heap, heap, fc.integer({ min: 0, max: 100 }), (a, b, k) => {
      assert.equal(
        isWythoffPPosition(a, b, { k }),
        isWythoffPPosition(BigInt(a), BigInt(b), { k: BigInt(k) }),
      );
    }),
    { seed: 4771, numRuns: 2000 },
  );
});

Deno.test("wythoffIndex() inverts the Beatty sequences for every x < 2000 and k <= 6", () => {
  for (let k = 0; k <= 6; k++) {
    const where = new Map<number, { n: number; side: "lower" | "upper" }>();
    mexPositions(2000, k).forEach(([a, b], n) => {
      if (!where.has(a)) where.set(a, { n, side: "lower" });
      if (!where.has(b)) where.set(b, { n, side: "upper" });
    });
    for (let x = 0; x < 2000; x++) assert.deepEqual(wythoffIndex(x, { k }), where.get(x));
  }
});

Deno.test("wythoffWinningMoves() lists exactly the solver's moves to P-positions for a, b <= 40", () => {
  const key = ([c, e]: [number, number]): string => `${c},${e}`;
  for (let k = 0; k <= K_MAX; k++) {
    for (let a = 0; a <= BOUND; a++) {
      for (let b = 0; b <= BOUND; b++) {
        const expected = solvers[k].winningMoves([a, b]).map(key).sort();
        const actual = wythoffWinningMoves(a, b, { k });
        assert.deepEqual(actual.map(key).sort(), expected, `(${a}, ${b}) with k = ${k}`);
        const sorted = [...actual].sort((u, v) => u[0] - v[0] || u[1] - v[1]);
        assert.deepEqual(actual, sorted);
      }
    }
  }
});

Deno.test("wythoffWinningMoves() gives legal moves to P-positions for large random positions", () => {
  const heap = fc.bigInt({ min: 0n, max: 10n ** 18n });
  fc.assert(
    fc.property(heap, heap, fc.bigInt({ min: 0n, max: 10n ** 6n }), (a, b, k) => {
      const moves = wythoffWinningMoves(a, b, { k });
      assert.equal(moves.length === 0, isWythoffPPosition(a, b, { k }));
      for (const [c, e] of moves) {
        assert.ok(c <= a && e <= b && (c < a || e < b));
        const x = a - c, y = b - e;
        assert.ok(x === 0n || y === 0n || (x > y ? x - y : y - x) <= k);
        assert.equal(isWythoffPPosition(c, e, { k }), true);
      }
    }),
    { seed: 57691, numRuns: 300 },
  );
});

Deno.test("wythoffGame() generates the same options as the rules", () => {
  for (let k = 0; k <= 3; k++) {
    const game = wythoffGame({ k });
    const slow = slowGame(k);
    for (let a = 0; a <= 12; a++) {
      for (let b = 0; b <= 12; b++) {
        const options = (g: ImpartialGame<[number, number]>): string[] =>
          [...g.options([a, b])].map(([c, e]) => `${c},${e}`).sort();
        assert.deepEqual(options(game), options(slow));
      }
    }
  }
});

Deno.test("wythoffGrundyTable() matches the generic solver and the published table", async (t) => {
  const table = wythoffGrundyTable(BOUND + 1, BOUND + 1);
  await t.step("generic solver, every a, b <= 40", () => {
    for (let a = 0; a <= BOUND; a++) {
      for (let b = 0; b <= BOUND; b++) assert.equal(table[a][b], solvers[0].grundy([a, b]));
    }
  });
  await t.step("OEIS A317205 (the triangle of A004481: row n holds G(n, 0..n))", () => {
    // Winning Ways p. 76; Blass and Fraenkel 1990, Table 2; via OEIS A317205 / A004481.
    const rows = [
      [0],
      [1, 2],
      [2, 0, 1],
      [3, 4, 5, 6],
      [4, 5, 3, 2, 7],
      [5, 3, 4, 0, 6, 8],
      [6, 7, 8, 1, 9, 10, 3],
      [7, 8, 6, 9, 0, 1, 4, 5],
    ];
    rows.forEach((row, n) => assert.deepEqual([...table[n].subarray(0, n + 1)], row));
  });
  await t.step("OEIS A047708 (the diagonal G(n, n)), n = 0..19", () => {
    const diagonal = [0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20, 13, 21, 12, 25];
    assert.deepEqual(diagonal.map((_, n) => table[n][n]), diagonal);
  });
  await t.step("rectangular tables are prefixes of the square one", () => {
    fc.assert(
      fc.property(fc.nat(BOUND + 1), fc.nat(BOUND + 1), (rows, columns) => {
        const small = wythoffGrundyTable(rows, columns);
        assert.equal(small.length, rows);
        small.forEach((row, a) => assert.deepEqual([...row], [...table[a].subarray(0, columns)]));
      }),
      { seed: 48835, numRuns: 50 },
    );
  });
});

Deno.test("wythoff functions reject bad input", () => {
  assert.throws(() => wythoffPPosition(-1), /received -1/);
  assert.throws(() => wythoffPPosition(1.5), RangeError);
  assert.throws(() => wythoffPPosition(1, { k: -1 }), /k must be a non-negative integer/);
  assert.throws(() => isWythoffPPosition(-1, 2), RangeError);
  assert.throws(() => isWythoffPPosition(-1n, 2n), RangeError);
  assert.throws(() => wythoffWinningMoves("3" as unknown as number, 4), TypeError);
  assert.throws(() => wythoffIndex(Number.MAX_SAFE_INTEGER + 1), RangeError);
  assert.throws(() => wythoffGrundyTable(-1, 3), RangeError);
  assert.throws(() => wythoffPPosition(2 ** 52), /exceeds 2\^53 - 1/);
});
