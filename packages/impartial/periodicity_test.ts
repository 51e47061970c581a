import assert from "node:assert/strict";
import fc from "fast-check";
import {
  GRUNDYS_GAME,
  parseOctalCode,
  parseTakeAndBreakCode,
  takeAndBreakGrundy,
} from "./octal_game.ts";
import { extendPeriodic, findPeriod, heapPeriodicity } from "./periodicity.ts";
import { subtractionGame, subtractionGrundy } from "./subtraction_game.ts";

/** Least n0 for a given p, by the definition, over the whole array. */
function slowPreperiod(values: ArrayLike<number>, p: number): number {
  for (let n0 = 0; n0 < values.length; n0++) {
    let ok = true;
    for (let n = n0; n + p < values.length; n++) ok &&= values[n + p] === values[n];
    if (ok) return n0;
  }
  return values.length;
}

/** Whether G(n + p) = G(n) for every n >= from in range. */
function holdsFrom(values: ArrayLike<number>, p: number, from: number): boolean {
  for (let n = from; n + p < values.length; n++) if (values[n + p] !== values[n]) return false;
  return true;
}

Deno.test("heapPeriodicity() proves the published periods", async (t) => {
  const table: [string, string, number, number][] = [
    ["Winning Ways ch. 4: Kayles", "0.77", 71, 12],
    ["Winning Ways ch. 4: Dawson's Kayles", "0.07", 53, 34],
    ["Dawson's chess is Dawson's Kayles shifted by one heap", "0.137", 52, 34],
  ];
  for (const [source, code, preperiod, period] of table) {
    await t.step(`${source} (${code})`, () => {
      const game = parseOctalCode(code);
      const found = heapPeriodicity(game, takeAndBreakGrundy(game, 10));
      assert.equal(found?.preperiod, preperiod);
      assert.equal(found?.period, period);
      assert.equal(found?.proved, true);
      assert.equal(found?.bound, 2 * preperiod + period + game.digits.length - 1);
      assert.match(found?.reason ?? "", /octal periodicity theorem/);
    });
  }
  await t.step("0.137 is 0.07 shifted by one heap, checked far beyond both preperiods", () => {
    const chess = takeAndBreakGrundy(parseOctalCode("0.137"), 3000);
    const kayles = takeAndBreakGrundy(parseOctalCode("0.07"), 3001);
    assert.deepEqual(chess, kayles.subarray(1));
  });
  await t.step("Winning Ways ch. 4: S(2,5,6) has period 11", () => {
    const game = subtractionGame([2, 5, 6]);
    const found = heapPeriodicity(game, subtractionGrundy(game, 5));
    assert.deepEqual(
      { ...found, reason: "" },
      {
        preperiod: 0,
        period: 11,
        saltus: 0,
        proved: true,
        bound: 6,
        reason: "",
        computedTo: 256,
        needed: null,
      },
    );
  });
});

Deno.test("heapPeriodicity() and takeAndBreakGrundy() match OEIS octal-game entries", async (t) => {
  // Each row: OEIS entry, code, G(1), G(2), ... as published (offset 1), and
  // the published period and last exceptional heap (so preperiod = last + 1).
  // The entries cite Winning Ways ch. 4 and A. Flammenkamp's octal tables.
  const table: [string, string, number[], number, number][] = [
    [
      "OEIS A071435 (.177)",
      "0.177",
      [1, 1, 2, 2, 3, 1, 1, 4, 4, 3, 2, 2, 1, 1, 4, 2, 2, 6, 4, 4],
      20,
      496,
    ],
    ["OEIS A071452 (.11377)", "0.11377", [1, 1, 1, 2, 2, 2, 3, 3, 1, 1, 1, 4, 4, 4, 3, 3], 32, 186],
    [
      "OEIS A071453 (.117)",
      "0.117",
      [1, 1, 1, 0, 2, 2, 1, 3, 4, 0, 1, 1, 1, 3, 2, 2, 2, 3],
      48,
      46,
    ],
    ["OEIS A071434 (.1377)", "0.1377", [1, 1, 2, 2, 3, 3, 1, 1, 4, 4, 3, 3, 2, 2, 1, 1], 24, 140],
    // A digit before the point: 4.777 may also split a heap without removing.
    [
      "OEIS A077069 (4.777)",
      "4.777",
      [1, 2, 4, 6, 1, 2, 8, 10, 1, 13, 2, 16, 1, 4, 13, 14],
      20,
      18,
    ],
    ["OEIS A125920 (.176)", "0.176", [1, 1, 0, 2, 2, 3, 4, 4, 1, 1, 6, 2, 2, 3, 4, 4], 8, 23],
  ];
  for (const [source, code, head, period, lastException] of table) {
    await t.step(source, () => {
      const game = parseOctalCode(code);
      const values = takeAndBreakGrundy(game, 2000);
      assert.deepEqual([...values.subarray(1, head.length + 1)], head);
      const found = heapPeriodicity(game, values);
      assert.equal(found?.proved, true);
      assert.equal(found?.period, period);
      assert.equal(found?.preperiod, lastException + 1);
      assert.equal(slowPreperiod(values, period), lastException + 1);
    });
  }
});

/** Octal codes d0.d1d2d3 with d0 in {0, 4} and 1 to 3 digits after the point. */
const octalCode = fc
  .tuple(
    fc.constantFrom(0, 4),
    fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }),
  )
  .map(([d0, digits]) => parseOctalCode(`${d0}.${digits.join("")}`));

Deno.test("heapPeriodicity() proved periods hold far beyond the bound", () => {
  // Bounds: octal codes with up to 3 digits, checked to heap 2000 (and the proof bound).
  fc.assert(
    fc.property(octalCode, (game) => {
      const found = heapPeriodicity(game, takeAndBreakGrundy(game, 50), { maxN: 1500 });
      if (!found?.proved) return;
      const values = takeAndBreakGrundy(game, Math.max(2000, found.bound + found.period));
      assert.equal(found.preperiod, slowPreperiod(values, found.period), game.name);
      for (let p = 1; p < found.period; p++) {
        assert.ok(!holdsFrom(values, p, 1000), `${game.name} p=${p}`);
      }
    }),
    { seed: 6013, numRuns: 40 },
  );
});

Deno.test("heapPeriodicity() proves finite subtraction games against a long run", () => {
  // Bounds: sets within {1..9} of size 1-4, checked to heap 3000.
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
      (set) => {
        const game = subtractionGame(set);
        const found = heapPeriodicity(game, subtractionGrundy(game, 1));
        assert.equal(found?.proved, true);
        const values = subtractionGrundy(game, 3000);
        assert.equal(found!.preperiod, slowPreperiod(values, found!.period));
        for (let p = 1; p < found!.period; p++) assert.ok(!holdsFrom(values, p, 2000));
      },
    ),
    { seed: 49469, numRuns: 60 },
  );
});

Deno.test("heapPeriodicity() does not claim proofs where no theorem applies", () => {
  assert.equal(heapPeriodicity(GRUNDYS_GAME, takeAndBreakGrundy(GRUNDYS_GAME, 2000)), null);
  // Nim as a take-and-break code: G(n) = n, a saltus of 1 every heap, seen but not proved.
  const nim = parseTakeAndBreakCode("0.[3]");
  const found = heapPeriodicity(nim, takeAndBreakGrundy(nim, 100));
  assert.deepEqual(
    [found?.period, found?.saltus, found?.proved, found?.needed],
    [1, 1, false, null],
  );
  const few = parseOctalCode("0.6");
  const short = heapPeriodicity(few, takeAndBreakGrundy(few, 100), { maxN: 100 });
  assert.ok(short === null || short.proved === false);
  assert.throws(() => heapPeriodicity(few, takeAndBreakGrundy(few, 5), { maxN: -1 }), RangeError);
});

Deno.test("findPeriod() finds the least period and preperiod with enough evidence", () => {
  assert.deepEqual(findPeriod([1, 2, 1, 2]), { preperiod: 0, period: 2 });
  assert.deepEqual(findPeriod([9, 0, 0, 0, 0]), { preperiod: 1, period: 1 });
  assert.equal(findPeriod([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9]), null);
  assert.equal(findPeriod([]), null);
  // Bounds: random sequences of length up to 40 over {0, 1, 2}.
  fc.assert(
    fc.property(fc.array(fc.nat(2), { maxLength: 40 }), (values) => {
      const found = findPeriod(values);
      if (found === null) return;
      assert.equal(found.preperiod, slowPreperiod(values, found.period));
    }),
    { seed: 91574 },
  );
});

Deno.test("extendPeriodic() continues a proved period exactly", () => {
  // Bounds: octal codes with up to 3 digits whose period is proved by heap 1500, to heap 2500.
  fc.assert(
    fc.property(octalCode, (game) => {
      const found = heapPeriodicity(game, takeAndBreakGrundy(game, 50), { maxN: 1500 });
      if (!found?.proved) return;
      const head = takeAndBreakGrundy(game, found.bound + found.period);
      assert.deepEqual(extendPeriodic(head, found, 2500), takeAndBreakGrundy(game, 2500));
      assert.deepEqual(extendPeriodic(head, found, 3), takeAndBreakGrundy(game, 3));
    }),
    { seed: 86511, numRuns: 30 },
  );
  assert.throws(
    () => extendPeriodic(Uint16Array.of(0, 1), { preperiod: 0, period: 3 }, 10),
    RangeError,
  );
  assert.throws(
    () => extendPeriodic(Uint16Array.of(0, 1), { preperiod: 0, period: 0 }, 10),
    RangeError,
  );
  assert.throws(
    () => extendPeriodic(Uint16Array.of(0), { preperiod: 0, period: 1 }, -1),
    RangeError,
  );
  assert.deepEqual([...extendPeriodic(Uint16Array.of(5, 1, 2), { preperiod: 1, period: 2 }, 6)], [
    5,
    1,
    2,
    1,
    2,
    1,
    2,
  ]);
});

/** G(0..n) of the all-but game excluding `excluded`, by the definition: the mex over every move. */
function allButByDefinition(excluded: readonly number[], n: number): number[] {
  const g: number[] = [];
  for (let h = 0; h <= n; h++) {
    const options = new Set<number>();
    for (let k = 1; k <= h; k++) if (!excluded.includes(k)) options.add(g[h - k]);
    let v = 0;
    while (options.has(v)) v++;
    g.push(v);
  }
  return g;
}

/** Whether G(n + p) = G(n) + s for every n >= from in range. */
function holdsWithSaltus(values: ArrayLike<number>, p: number, s: number, from: number): boolean {
  for (let n = from; n + p < values.length; n++) {
    if (values[n + p] !== values[n] + s) return false;
  }
  return true;
}

Deno.test("heapPeriodicity() proves arithmetic periods of all-but subtraction games", async (t) => {
  // Each row: source, excluded removals, preperiod, period, saltus.
  const table: [string, number[], number, number, number][] = [
    ["Bouton 1901: Nim, G(n) = n", [], 0, 1, 1],
    ["by hand from the definition: all but 1 leaves G(n) = floor(n / 2)", [1], 0, 2, 1],
    ["by hand: all but 1, 2, 3 leaves G(n) = floor(n / 4)", [1, 2, 3], 0, 4, 1],
  ];
  for (const [source, excluded, preperiod, period, saltus] of table) {
    await t.step(source, () => {
      const game = subtractionGame(excluded, { allBut: true });
      const found = heapPeriodicity(game, subtractionGrundy(game, 10));
      assert.deepEqual(
        [found?.preperiod, found?.period, found?.saltus, found?.proved],
        [preperiod, period, saltus, true],
      );
      assert.match(found?.reason ?? "", /induction/);
    });
  }
  await t.step(
    "random excluded sets: the proved relation holds in a long run by the definition",
    () => {
      // Bounds: excluded sets within {1..12} of size 0-4; the slow twin computes 700 heaps.
      fc.assert(
        fc.property(
          fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }),
          (excluded) => {
            const game = subtractionGame(excluded, { allBut: true });
            const found = heapPeriodicity(game, subtractionGrundy(game, 1), { maxN: 400 });
            assert.ok(found?.proved, `${excluded}`);
            const values = allButByDefinition(excluded, 700);
            assert.deepEqual(values.slice(0, 401), [...subtractionGrundy(game, 400)]);
            const { preperiod, period, saltus } = found;
            assert.ok(holdsWithSaltus(values, period, saltus, preperiod), `${excluded}`);
            // The least period and preperiod: no smaller p with any saltus, no earlier start.
            if (preperiod > 0) {
              assert.ok(!holdsWithSaltus(values, period, saltus, preperiod - 1), `${excluded}`);
            }
            for (let p = 1; p < period; p++) {
              assert.ok(!holdsWithSaltus(values, p, values[700] - values[700 - p], 300));
            }
          },
        ),
        { seed: 77141, numRuns: 60 },
      );
    },
  );
});

Deno.test("heapPeriodicity() extends its search until the period is proved", async (t) => {
  await t.step("Kayles: a search stopped early says which heap a proof needs", () => {
    const kayles = parseOctalCode("0.77");
    const early = heapPeriodicity(kayles, takeAndBreakGrundy(kayles, 20), { maxN: 100 });
    assert.deepEqual(
      [early?.period, early?.proved, early?.computedTo, early?.needed],
      [12, false, 100, 2 * 71 + 12 + 2 - 1 + 12],
    );
    assert.match(early?.reason ?? "", /search that far/);
    const settled = heapPeriodicity(kayles, takeAndBreakGrundy(kayles, 20), {
      maxN: early!.needed!,
    });
    assert.deepEqual([settled?.preperiod, settled?.proved, settled?.needed], [71, true, null]);
  });
  await t.step(
    "0.16 needs about 510,000 heaps (issue 24): doubling from 10 heaps gets there",
    () => {
      const game = parseOctalCode("0.16");
      const seen: number[] = [];
      const found = heapPeriodicity(game, takeAndBreakGrundy(game, 10), {
        maxN: 2 ** 20,
        onProgress: (done) => seen.push(done),
      });
      assert.deepEqual(
        [found?.preperiod, found?.period, found?.proved],
        [105351, 149459, true],
      );
      assert.ok(found!.computedTo >= found!.bound - 1 + found!.period);
      assert.ok(found!.computedTo < 2 ** 20);
      assert.ok(seen.length > 0 && seen.every((done) => done <= found!.computedTo));
    },
  );
});

Deno.test("heapPeriodicity() proves published periods that need many heaps", async (t) => {
  // Each row: source, code, period, last exceptional heap (preperiod - 1).
  const table: [string, string, number, number][] = [
    ["OEIS A071464 (.127; Gangolli and Plambeck 1989)", "0.127", 4, 46577],
  ];
  for (const [source, code, period, lastException] of table) {
    await t.step(source, () => {
      const game = parseOctalCode(code);
      const found = heapPeriodicity(game, takeAndBreakGrundy(game, 10), { maxN: 2 ** 18 });
      assert.deepEqual(
        [found?.period, found?.preperiod, found?.proved],
        [period, lastException + 1, true],
      );
    });
  }
});

Deno.test("findPeriod() with arithmetic finds the least period, saltus and preperiod", () => {
  assert.deepEqual(findPeriod([3, 0, 0, 1, 1, 2, 2, 3, 3], { arithmetic: true }), {
    preperiod: 1,
    period: 2,
    saltus: 1,
  });
  assert.deepEqual(findPeriod([0, 1, 2, 3], {}), null);
  assert.throws(() => findPeriod([0], { arithmetic: 1 as unknown as boolean }), TypeError);
  // Bounds: a random head of up to 8 values, then a random block of 1-4 values repeated with a
  // saltus of 0-3, 6-12 times.
  fc.assert(
    fc.property(
      fc.array(fc.nat(9), { maxLength: 8 }),
      fc.array(fc.nat(5), { minLength: 1, maxLength: 4 }),
      fc.nat(3),
      fc.integer({ min: 6, max: 12 }),
      (head, block, saltus, times) => {
        const values = [...head];
        for (let i = 0; i < times; i++) values.push(...block.map((v) => v + i * saltus));
        const found = findPeriod(values, { arithmetic: true });
        assert.ok(found !== null);
        const s = found.saltus ?? 0;
        assert.ok(holdsWithSaltus(values, found.period, s, found.preperiod));
        if (found.preperiod > 0) {
          assert.ok(!holdsWithSaltus(values, found.period, s, found.preperiod - 1));
        }
        assert.ok(found.period <= block.length);
      },
    ),
    { seed: 30517, numRuns: 200 },
  );
});

Deno.test("extendPeriodic() continues an arithmetic period", () => {
  const game = subtractionGame([2, 5], { allBut: true });
  const found = heapPeriodicity(game, subtractionGrundy(game, 50));
  assert.equal(found?.saltus, 2);
  const values = extendPeriodic(subtractionGrundy(game, 50), found!, 5000);
  assert.deepEqual(values, subtractionGrundy(game, 5000));
  assert.throws(
    () => extendPeriodic(subtractionGrundy(game, 50), { preperiod: 0, period: 4, saltus: -1 }, 60),
    RangeError,
  );
  // Values past 65535 widen the storage.
  const wide = extendPeriodic(Uint16Array.from([0]), { preperiod: 0, period: 1, saltus: 1 }, 70000);
  assert.ok(wide instanceof Uint32Array);
  assert.equal(wide[70000], 70000);
});
