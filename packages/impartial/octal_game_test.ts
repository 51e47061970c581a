import assert from "node:assert/strict";
import fc from "fast-check";
import { GameLimitError, withStepLimit } from "@cgt/core/limits";
import { GrundySolver, MAX_LISTED_HEAPS } from "./grundy.ts";
import {
  GRUNDYS_GAME,
  MAX_HEAP_SIZE,
  parseHexCode,
  parseOctalCode,
  parseTakeAndBreakCode,
  rareValueProfile,
  type TakeAndBreakGame,
  takeAndBreakGrundy,
  takeAndBreakOptions,
  takeAndBreakRules,
} from "./octal_game.ts";
import { plan, rareCounts, RareSolver } from "./_rare_values.ts";

/** The slow twin: the generic solver on lists of heaps, no nim-sums. */
function generic(game: TakeAndBreakGame, n: number): number[] {
  const solver = new GrundySolver(takeAndBreakRules(game));
  return Array.from({ length: n + 1 }, (_, h) => solver.grundy(h === 0 ? [] : [h]));
}

Deno.test("parseOctalCode() reads digits before and after the point", async (t) => {
  const table: [string, number[], string][] = [
    ["0.77", [0, 7, 7], "0.77"],
    [".07", [0, 0, 7], "0.07"],
    ["0.137", [0, 1, 3, 7], "0.137"],
    ["4.7", [4, 7], "4.7"],
    ["0.4", [0, 4], "0.4"],
    ["0.007", [0, 0, 0, 7], "0.007"],
    ["0.60", [0, 6], "0.6"],
    ["4.", [4], "4.0"],
    ["0.0", [0], "0.0"],
  ];
  for (const [code, digits, name] of table) {
    await t.step(code, () => {
      const game = parseOctalCode(code);
      assert.deepEqual(game.digits, digits);
      assert.equal(game.name, name);
      assert.equal(game.unequal, false);
    });
  }
});

Deno.test("parseOctalCode() and parseHexCode() reject malformed codes with SyntaxError", async (t) => {
  const octal = [
    "",
    ".",
    "77",
    "0.8",
    "0.7a",
    "07.7",
    "1.7",
    "2.3",
    "3.0",
    " 0.7",
    "0.7 ",
    "0..7",
    "-0.7",
  ];
  for (const code of octal) {
    await t.step(`octal "${code}"`, () => assert.throws(() => parseOctalCode(code), SyntaxError));
  }
  for (const code of ["0.g", "1.f", "2.0", "0x.f", "", "f.0"]) {
    await t.step(`hex "${code}"`, () => assert.throws(() => parseHexCode(code), SyntaxError));
  }
  assert.throws(() => parseOctalCode(`0.${"7".repeat(1000)}`), SyntaxError);
  assert.throws(() => parseOctalCode(7 as unknown as string), TypeError);
});

Deno.test("parseHexCode() accepts hexadecimal digits in either case", () => {
  assert.deepEqual(parseHexCode("c.Fa").digits, [12, 15, 10]);
  assert.deepEqual(parseHexCode("8.0").digits, [8]);
  assert.equal(parseHexCode("0.F").name, "0.f");
});

Deno.test("takeAndBreakGrundy() gives the published values", async (t) => {
  const table: [string, TakeAndBreakGame, number[]][] = [
    ["OEIS A002186, Kayles 0.77", parseOctalCode("0.77"), [
      0,
      1,
      2,
      3,
      1,
      4,
      3,
      2,
      1,
      4,
      2,
      6,
      4,
      1,
      2,
      7,
      1,
      4,
      3,
      2,
      1,
      4,
      6,
      7,
      4,
      1,
      2,
      8,
      5,
      4,
      7,
      2,
      1,
      8,
      6,
      7,
      4,
      1,
      2,
      3,
    ]],
    ["OEIS A002187, Dawson's chess 0.137", parseOctalCode("0.137"), [
      0,
      1,
      1,
      2,
      0,
      3,
      1,
      1,
      0,
      3,
      3,
      2,
      2,
      4,
      0,
      5,
      2,
      2,
      3,
      3,
      0,
      1,
      1,
      3,
      0,
      2,
      1,
      1,
      0,
      4,
      5,
      2,
      7,
      4,
      0,
      1,
      1,
      2,
      0,
      3,
    ]],
    [
      "OEIS A002187 shifted by one heap, Dawson's Kayles 0.07 (Winning Ways ch. 4)",
      parseOctalCode(".07"),
      [
        0,
        0,
        1,
        1,
        2,
        0,
        3,
        1,
        1,
        0,
        3,
        3,
        2,
        2,
        4,
        0,
        5,
        2,
        2,
        3,
        3,
        0,
        1,
        1,
        3,
        0,
        2,
        1,
        1,
        0,
        4,
        5,
        2,
        7,
        4,
        0,
        1,
        1,
        2,
        0,
        3,
      ],
    ],
    ["OEIS A002188, Grundy's game", GRUNDYS_GAME, [
      0,
      0,
      0,
      1,
      0,
      2,
      1,
      0,
      2,
      1,
      0,
      2,
      1,
      3,
      2,
      1,
      3,
      2,
      4,
      3,
      0,
      4,
      3,
      0,
      4,
      3,
      0,
      4,
      1,
      2,
      3,
      1,
      2,
      4,
      1,
      2,
      4,
      1,
      2,
      4,
      1,
      5,
      4,
      1,
      5,
      4,
      1,
      5,
      4,
      1,
    ]],
    ["Winning Ways ch. 4, Nim is 0.333...", parseOctalCode("0.3333333"), [0, 1, 2, 3, 4, 5, 6, 7]],
  ];
  for (const [source, game, values] of table) {
    await t.step(source, () => {
      const n = values.length - 1;
      for (const method of ["plain", "rare", "auto"] as const) {
        assert.deepEqual([...takeAndBreakGrundy(game, n, { method })], values);
      }
      if (n <= 45) {
        assert.deepEqual(generic(game, Math.min(n, 30)), values.slice(0, Math.min(n, 30) + 1));
      }
    });
  }
});

Deno.test("takeAndBreakGrundy() agrees with the generic solver on random codes", () => {
  // Bounds: octal and hex codes with up to 3 digits after the point, heaps up to 11
  // (hex up to 9: three-way splits make the generic solver slow).
  fc.assert(
    fc.property(
      fc.boolean(),
      fc.constantFrom(0, 4, 8, 12),
      fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 3 }),
      (hex, d0, rest) => {
        const digits = hex ? rest : rest.map((d) => d & 7);
        const first = hex ? d0 : d0 & 4;
        const code = `${first.toString(16)}.${digits.map((d) => d.toString(16)).join("")}`;
        const game = hex ? parseHexCode(code) : parseOctalCode(code);
        const n = hex ? 9 : 11;
        const expected = generic(game, n);
        assert.deepEqual([...takeAndBreakGrundy(game, n, { method: "plain" })], expected, code);
        assert.deepEqual([...takeAndBreakGrundy(game, n, { method: "rare" })], expected, code);
      },
    ),
    { seed: 29266, numRuns: 60 },
  );
});

Deno.test("takeAndBreakGrundy() gives the same values by the rare-value and plain methods", () => {
  // Bounds: random octal codes with 1-4 digits after the point, heaps up
  // to 700, and Grundy's game and Kayles to 4000: every value is compared.
  fc.assert(
    fc.property(
      fc.constantFrom(0, 4),
      fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 4 }),
      fc.integer({ min: 0, max: 700 }),
      (d0, digits, n) => {
        const code = `${d0}.${digits.join("")}`;
        const game = parseOctalCode(code);
        const plain = takeAndBreakGrundy(game, n, { method: "plain" });
        assert.deepEqual(takeAndBreakGrundy(game, n, { method: "rare" }), plain, code);
      },
    ),
    { seed: 83095, numRuns: 80 },
  );
  // Hexadecimal codes (splits into three are marked directly): heaps up to 150.
  fc.assert(
    fc.property(
      fc.constantFrom(0, 4, 8, 12),
      fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 0, max: 150 }),
      (d0, digits, n) => {
        const code = `${d0.toString(16)}.${digits.map((d) => d.toString(16)).join("")}`;
        const game = parseHexCode(code);
        const plain = takeAndBreakGrundy(game, n, { method: "plain" });
        assert.deepEqual(takeAndBreakGrundy(game, n, { method: "rare" }), plain, code);
      },
    ),
    { seed: 47005, numRuns: 30 },
  );
  for (const game of [GRUNDYS_GAME, parseOctalCode("0.77"), parseOctalCode("0.6")]) {
    assert.deepEqual(
      takeAndBreakGrundy(game, 4000, { method: "rare" }),
      takeAndBreakGrundy(game, 4000, { method: "plain" }),
    );
  }
});

Deno.test("takeAndBreakGrundy() reports progress and rejects bad sizes and methods", () => {
  const seen: number[] = [];
  takeAndBreakGrundy(parseOctalCode("0.77"), 40000, { onProgress: (done) => seen.push(done) });
  assert.equal(seen.at(-1), 40000);
  assert.ok(seen.length >= 2);
  const kayles = parseOctalCode("0.77");
  for (const n of [-1, 1.5, NaN, MAX_HEAP_SIZE + 1]) {
    assert.throws(() => takeAndBreakGrundy(kayles, n), RangeError);
  }
  assert.throws(
    () => takeAndBreakGrundy(kayles, -1),
    {
      message:
        "Cannot compute Grundy values: heap size must be a non-negative integer, received -1",
    },
  );
  assert.throws(() => takeAndBreakGrundy(kayles, 5, { method: "fast" as "plain" }), RangeError);
  assert.throws(
    () => takeAndBreakGrundy({ digits: [1] } as unknown as TakeAndBreakGame, 5),
    TypeError,
  );
  assert.deepEqual([...takeAndBreakGrundy(kayles, 0)], [0]);
});

Deno.test("takeAndBreakRules() moves in one heap of a list", () => {
  const rules = takeAndBreakRules(parseOctalCode("0.77"));
  assert.deepEqual(rules.options([3]), [[2], [1, 1], [1]]);
  assert.deepEqual(rules.options([2]), [[1], []]);
  assert.equal(rules.key?.([3, 1, 2]), "1,2,3");
  assert.deepEqual(takeAndBreakRules(GRUNDYS_GAME).options([4]), [[1, 3]]);
});

Deno.test("takeAndBreakRules() charges the work budget for a listing of many options", () => {
  // 0.8 splits a heap into three: a heap of 3,000 has 749,500 options, listed whatever the
  // budget (100,000 had some 8 * 10^8 and ran out of memory under a budget of 10^6 steps).
  const rules = takeAndBreakRules(parseTakeAndBreakCode("0.8"));
  assert.throws(() => withStepLimit(10_000, () => rules.options([3000])), GameLimitError);
  // The first 64 options are free: small positions cost the steps they did.
  assert.equal([...withStepLimit(0, () => rules.options([28]))].length, 61); // 27 in 3 parts
  assert.throws(() => withStepLimit(5, () => rules.options([30])), GameLimitError); // 70
});

Deno.test("takeAndBreakRules() refuses a listing past MAX_LISTED_HEAPS, with no step budget too", async (t) => {
  const tooLarge =
    /^Cannot list take-and-break moves: the options would hold more than 4194304 heaps \(MAX_LISTED_HEAPS; each option counts its heaps and one more\), received \[/;
  await t.step("one heap of many options (0.8 from 4,000: 1.33 million options of 3 heaps)", () => {
    // From 100,000 (some 8 * 10^8 options) it used to fill memory when no budget was set.
    const rules = takeAndBreakRules(parseTakeAndBreakCode("0.8"));
    assert.throws(
      () => rules.options([4000]),
      (e) => e instanceof RangeError && tooLarge.test(e.message),
    );
    assert.throws(() => rules.options([100_000]), RangeError);
    assert.equal([...rules.options([3000])].length, 749_500); // 3,000,000 heaps and options: listed
  });
  await t.step(
    "many heaps copied into each option (0.77 on heaps 1 to 300: 45,150 options of 300)",
    () => {
      const rules = takeAndBreakRules(parseOctalCode("0.77"));
      const heaps = Array.from({ length: 300 }, (_, i) => i + 1);
      assert.throws(
        () => rules.options(heaps),
        (e) => e instanceof RangeError && tooLarge.test(e.message),
      );
      // Under 0.77 a heap of h has h options: heaps 1 to 100 have 5,050, about 510,000 heaps.
      assert.equal([...rules.options(heaps.slice(0, 100))].length, 5050);
    },
  );
  assert.equal(MAX_LISTED_HEAPS, 2 ** 22);
});

Deno.test("takeAndBreakGrundy() rare-value method agrees with the plain one past the mask choices", async (t) => {
  await t.step("random codes whose digits mostly split, heaps up to 2500", () => {
    // Bounds: 1-4 digits after the point drawn from the splitting digits 4-7 (so one, two or more
    // removals split at once, the side-by-side paths), heaps 600-2500 (masks chosen at 64, 128,
    // ..., 2048), an optional ! or ? on a digit (the paths for unequal heaps).
    fc.assert(
      fc.property(
        fc.constantFrom(0, 4),
        fc.array(fc.integer({ min: 4, max: 7 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom("", "", "!", "?"),
        fc.integer({ min: 600, max: 2500 }),
        (d0, digits, suffix, n) => {
          const code = `${d0}.${digits.join("")}${suffix}`;
          const game = parseOctalCode(code);
          const plain = takeAndBreakGrundy(game, n, { method: "plain" });
          assert.deepEqual(takeAndBreakGrundy(game, n, { method: "rare" }), plain, code);
        },
      ),
      { seed: 51229, numRuns: 40 },
    );
  });
  await t.step("a solver resumed in stages gives the values of one run", () => {
    // Bounds: three published codes and Grundy's game, to 6000 heaps in 1-5 stages.
    fc.assert(
      fc.property(
        fc.constantFrom("0.376", "0.354", "0.16", "4!.0"),
        fc.uniqueArray(fc.integer({ min: 1, max: 6000 }), { minLength: 1, maxLength: 5 }),
        (code, stops) => {
          const game = parseOctalCode(code);
          const solver = new RareSolver(plan(game)!, 1);
          for (const stop of [...stops].sort((a, b) => a - b)) solver.extend(stop);
          const n = Math.max(...stops);
          // The solver keeps 1 byte a heap while the values stay below 256.
          assert.deepEqual(
            [...solver.values.subarray(0, n + 1)],
            [...takeAndBreakGrundy(game, n, { method: "plain" })],
            code,
          );
          assert.equal(solver.n, n);
          let largest = 0;
          for (let h = 0; h <= n; h++) largest = Math.max(largest, solver.values[h]);
          assert.equal(solver.largest, largest);
          assert.equal(solver.values[solver.largestAt], largest);
        },
      ),
      { seed: 6151, numRuns: 12 },
    );
  });
});

Deno.test("rareCounts() counts, for every mask, the values it would make rare", () => {
  // The slow twin counts directly: v is rare for mask M when v & M has an even number of bits.
  // Bounds: 1-300 values below 64.
  fc.assert(
    fc.property(fc.array(fc.nat(63), { minLength: 1, maxLength: 300 }), (list) => {
      const values = Uint16Array.from([0, ...list]);
      const counts = rareCounts(values, list.length, 64);
      for (let mask = 0; mask < 64; mask++) {
        let rare = 0;
        for (const v of list) {
          let bits = 0;
          for (let x = v & mask; x > 0; x >>= 1) bits += x & 1;
          if (bits % 2 === 0) rare++;
        }
        assert.equal(counts[mask], rare);
      }
    }),
    { seed: 24077, numRuns: 100 },
  );
});

Deno.test("rareValueProfile() finds the mask with the fewest rare heaps", () => {
  // The slow twin tries every mask below the least power of two above the values and counts.
  // Bounds: random octal codes with 1-3 digits after the point, heaps 0-1500.
  fc.assert(
    fc.property(
      fc.constantFrom(0, 4),
      fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 0, max: 1500 }),
      (d0, digits, n) => {
        const code = `${d0}.${digits.join("")}`;
        const values = takeAndBreakGrundy(parseOctalCode(code), n);
        const largest = Math.max(...values);
        let cap = 1;
        while (cap <= largest) cap *= 2;
        const rareFor = (mask: number): number[] => {
          const heaps: number[] = [];
          for (let h = 1; h <= n; h++) {
            let bits = 0;
            for (let x = values[h] & mask; x > 0; x >>= 1) bits += x & 1;
            if (bits % 2 === 0) heaps.push(h);
          }
          return heaps;
        };
        let best = 0;
        for (let mask = 1; mask < cap; mask++) {
          if (best === 0 || rareFor(mask).length < rareFor(best).length) best = mask;
        }
        const rare = rareFor(best);
        const profile = rareValueProfile(values);
        assert.deepEqual(profile, {
          mask: n === 0 ? 0 : best,
          rareCount: n === 0 ? 0 : rare.length,
          lastRare: n === 0 ? 0 : rare.at(-1) ?? 0,
          largest,
          largestAt: values.indexOf(largest),
        }, code);
      },
    ),
    { seed: 40013, numRuns: 60 },
  );
  assert.throws(() => rareValueProfile([0, 1] as unknown as Uint16Array), TypeError);
});

Deno.test("takeAndBreakGrundy() returns 16-bit values from the 8-bit storage of the rare-value method", () => {
  // Kayles' values stay below 9, so the solver stores a byte a heap; callers still get a Uint16Array.
  const values = takeAndBreakGrundy(parseOctalCode("0.77"), 5000, { method: "rare" });
  assert.ok(values instanceof Uint16Array);
  // 0.77...7 with 300 digits: for n <= 300 a heap of n moves to every single heap below it, and
  // a split into a + b < n heaps has value a ^ b <= a + b < n, so G(n) = n: the values pass 255 at
  // heap 256 and the storage widens.
  const long = parseOctalCode(`0.${"7".repeat(300)}`);
  const solver = new RareSolver(plan(long)!, 1);
  solver.extend(200);
  assert.equal(solver.values.constructor, Uint8Array);
  solver.extend(1000);
  assert.equal(solver.largest > 255, true);
  assert.equal(solver.values.constructor, Uint16Array);
  assert.deepEqual(solver.values, takeAndBreakGrundy(long, 1000, { method: "plain" }));
});

Deno.test("takeAndBreakOptions() lists the moves takeAndBreakRules() makes from one heap (fast-check)", () => {
  const codes = ["0.77", "0.07", "4!.0", "{2+}.0", "0.[3]", "8.0", "0.37", "4.07"];
  fc.assert(
    fc.property(fc.constantFrom(...codes), fc.integer({ min: 0, max: 14 }), (code, n) => {
      const game = parseTakeAndBreakCode(code);
      const plain = n === 0 ? [] : [...takeAndBreakRules(game).options([n])];
      assert.deepEqual(takeAndBreakOptions(game, n), plain);
    }),
    { seed: 7741, numRuns: 100 },
  );
});

Deno.test("takeAndBreakOptions() stops past maxOptions instead of filling memory", () => {
  // {2+}.0 splits a heap into any number of heaps: the partitions of 80 number 15,796,476.
  assert.throws(
    () => takeAndBreakOptions(parseTakeAndBreakCode("{2+}.0"), 80, { maxOptions: 1000 }),
    {
      name: "RangeError",
      message: "Cannot list take-and-break moves: heap 80 of {2+}.0 has more than 1000 options",
    },
  );
  assert.equal(
    takeAndBreakOptions(parseTakeAndBreakCode("{2+}.0"), 6, { maxOptions: 10 }).length,
    10,
  );
});
