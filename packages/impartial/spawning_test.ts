import assert from "node:assert/strict";
import fc from "fast-check";
import { GameLimitError, withStepLimit } from "@cgt/core/limits";
import { GrundySolver } from "./grundy.ts";
import {
  MAX_SPAWNING_VALUE,
  parseSpawningCode,
  type SpawningGame,
  spawningGrundy,
  spawningOptions,
  spawningRules,
} from "./spawning.ts";

const GAME_HEAP_TEST =
  "aaron-siegel/cgsuite lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala";

/** The slow twin: the generic solver on lists of heaps (no nim-sums, no bitsets). */
function generic(game: SpawningGame, n: number): number[] {
  const solver = new GrundySolver(spawningRules(game));
  return Array.from({ length: n + 1 }, (_, h) => solver.grundy(h === 0 ? [] : [h]));
}

Deno.test("spawningGrundy() and spawningOptions() give CGSuite's values for Winning Ways' coin games", async (t) => {
  // [name, code, options of a heap of 20, G(0..20)]. CGSuite's test writes the older codes
  // "1,2,3", "1+(C)", "1,2,3(5)", "3(5)", "1,2,3,4,5(C)", "3(E)", "4(FS)", "1+(S)"; the codes
  // below are the same games in the grammar of CGSuite's Turning documentation.
  const rows: [string, string, number, number[]][] = [
    ["Mock Turtles", "1-3", 191, [
      0,
      1,
      2,
      4,
      7,
      8,
      11,
      13,
      14,
      16,
      19,
      21,
      22,
      25,
      26,
      28,
      31,
      32,
      35,
      37,
      38,
    ]],
    ["Moidores", "1-9", 169766, [
      0,
      1,
      2,
      4,
      8,
      16,
      32,
      64,
      128,
      256,
      511,
      512,
      1024,
      2048,
      4096,
      7711,
      8192,
      16384,
      26215,
      32768,
      43691,
    ]],
    ["Triplets", "3", 171, [
      0,
      0,
      0,
      1,
      2,
      4,
      7,
      8,
      11,
      13,
      14,
      16,
      19,
      21,
      22,
      25,
      26,
      28,
      31,
      32,
      35,
    ]],
    ["Ruler", "1+C", 20, [0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4]],
    ["Mock Turtle Fives", "1-3C(5)", 11, [
      0,
      1,
      2,
      4,
      7,
      8,
      1,
      2,
      4,
      7,
      8,
      1,
      2,
      4,
      7,
      8,
      1,
      2,
      4,
      7,
      8,
    ]],
    ["Triplet Fives", "3C(5)", 6, [0, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4]],
    ["Ruler Fives", "1-5C", 5, [0, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4]],
    ["Turnips", "3E", 9, [0, 0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4]],
    ["Grunt", "4FS", 9, [0, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]],
    ["Sym", "1+S", 2046, [
      0,
      1,
      2,
      4,
      3,
      6,
      7,
      8,
      16,
      18,
      25,
      32,
      11,
      64,
      31,
      128,
      10,
      256,
      5,
      512,
      28,
    ]],
  ];
  for (const [name, code, options, values] of rows) {
    await t.step(`${name} ${code} (${GAME_HEAP_TEST})`, () => {
      const game = parseSpawningCode(code);
      assert.deepEqual([...spawningGrundy(game, 20)], values);
      assert.equal(spawningOptions(game, 20).length, options);
    });
  }
});

Deno.test("spawningGrundy() matches OEIS sequences and the closed forms of Winning Ways ch. 14", async (t) => {
  await t.step("Turning Turtles 1-2: a head at n is a Nim heap of n", () => {
    assert.deepEqual(
      [...spawningGrundy(parseSpawningCode("1-2"), 300)],
      Array.from({ length: 301 }, (_, i) => i),
    );
  });
  await t.step("Mock Turtles 1-3: the odious numbers (OEIS A000069)", () => {
    const odious = (k: number): number => {
      let bits = 0;
      for (let x = k; x > 0; x >>= 1) bits ^= x & 1;
      return 2 * k + 1 - bits;
    };
    const values = spawningGrundy(parseSpawningCode("1-3"), 2000);
    for (let n = 1; n <= 2000; n++) assert.equal(values[n], odious(n - 1), `heap ${n}`);
  });
  await t.step("Ruler 1+C: the largest power of 2 dividing n (OEIS A006519)", () => {
    const values = spawningGrundy(parseSpawningCode("1+C"), 2000);
    for (let n = 1; n <= 2000; n++) assert.equal(values[n], n & -n, `heap ${n}`);
  });
  await t.step("Motley 1+: powers of two (Winning Ways ch. 14), 2^(n-1)", () => {
    const values = spawningGrundy(parseSpawningCode("1+"), 20);
    for (let n = 1; n <= 20; n++) assert.equal(values[n], 2 ** (n - 1), `heap ${n}`);
  });
});

/** Every option of heap n by its definition: subsets of the smaller coins, tested one by one. */
function definitionOptions(game: SpawningGame, n: number): string[] {
  const out = new Set<string>();
  for (const e of game.moves) {
    const low = e.span === Infinity ? 1 : Math.max(1, n - e.span + 1);
    // A range from 0 (CGSuite's traversal starts at "-1 other coins"): the head alone, which
    // under F it places at the window's start, or at n + 1 when consecutive.
    if (e.min === 0 && (!e.first || (e.spacing !== "consecutive" && low === 1))) out.add("");
    for (let mask = 0; mask < 2 ** (n - 1); mask++) {
      const others: number[] = [];
      for (let i = 0; i < n - 1; i++) if ((mask >> i) & 1) others.push(i + 1);
      const c = others.length;
      if (c + 1 < e.min || c + 1 > e.max) continue;
      const turned = [...others, n];
      if (turned[0] < low) continue;
      if (c === 0) {
        // CGSuite's traversal lets the head go alone under F when its first placed coin is 1.
        const start = e.spacing === "consecutive"
          ? n
          : e.spacing === "symmetric" && (low + n) % 2 === 1
          ? low + 1
          : low;
        if (e.first && start !== 1) continue;
        out.add("");
        continue;
      }
      if (e.first && turned[0] !== 1) continue;
      const gaps = turned.slice(1).map((x, i) => x - turned[i]);
      if (e.spacing === "consecutive" && gaps.some((g) => g !== 1)) continue;
      if (e.spacing === "equal" && gaps.some((g) => g !== gaps[0])) continue;
      if (
        e.spacing === "symmetric" &&
        turned.some((x, i) => x + turned[turned.length - 1 - i] !== turned[0] + n)
      ) continue;
      out.add(others.join(","));
    }
  }
  return [...out].sort();
}

const element = fc.tuple(
  fc.integer({ min: 0, max: 4 }),
  fc.constantFrom("", "+", "-1", "-2", "-3"),
  fc.constantFrom("", "", "C", "E", "S", "SE", "CS"),
  fc.boolean(),
  fc.constantFrom("", "", "C(3)", "C(5)", "C(0)"),
).map(([min, range, spacing, first, span]) => {
  const r = range.startsWith("-") ? `-${min + Number(range.slice(1))}` : range;
  return `${min}${r}${spacing}${first ? "F" : ""}${span}`;
});
const spawningCode = fc.array(element, { minLength: 1, maxLength: 2 }).map((e) => e.join(","));

Deno.test("spawningOptions() lists exactly the moves the code defines", () => {
  // Every subset of the coins left of the head (heaps up to 9), tested against the code's
  // conditions, against the enumeration in CGSuite's order.
  fc.assert(
    fc.property(spawningCode, fc.integer({ min: 1, max: 9 }), (code, n) => {
      const game = parseSpawningCode(code);
      const listed = [...new Set(spawningOptions(game, n).map((h) => h.join(",")))].sort();
      assert.deepEqual(listed, definitionOptions(game, n), `${code} on ${n}`);
    }),
    { seed: 36036, numRuns: 300 },
  );
});

Deno.test("spawningGrundy() agrees with the generic solver on random codes", () => {
  // Heaps up to 6: the generic solver's lists of heaps multiply fast for codes such as 1+.
  fc.assert(
    fc.property(spawningCode, (code) => {
      const game = parseSpawningCode(code);
      assert.deepEqual([...spawningGrundy(game, 6)], generic(game, 6), code);
    }),
    { seed: 78369, numRuns: 150 },
  );
  // Heaps up to 8 for one element turning at most three coins.
  const small = element.filter((e) => /^(1|2|3|1-2|1-3|2-3)[A-Z]/.test(`${e}.`.replace(/\./, "Z")));
  fc.assert(
    fc.property(small, (code) => {
      const game = parseSpawningCode(code);
      assert.deepEqual([...spawningGrundy(game, 8)], generic(game, 8), code);
    }),
    { seed: 83083, numRuns: 40 },
  );
});

Deno.test("parseSpawningCode() reads CGSuite's turning codes and rejects bad ones", async (t) => {
  assert.deepEqual(parseSpawningCode("2-3, 6c").moves, [
    { min: 2, max: 3, span: Infinity, spacing: "any", first: false },
    { min: 6, max: 6, span: Infinity, spacing: "consecutive", first: false },
  ]);
  assert.equal(parseSpawningCode("1+fs").name, "1+FS");
  assert.deepEqual(parseSpawningCode("1-3C(5)").moves[0], {
    min: 1,
    max: 3,
    span: 5,
    spacing: "any",
    first: false,
  });
  // A span shorter than the fewest coins leaves the element no move, as in CGSuite.
  assert.deepEqual(parseSpawningCode("3C(2)").moves, []);
  // "1-3-5+" ends in "+" (CGSuite reads "1-3-5" as one number and fails), "1--3" has an
  // empty part, "1-3-x" a modifier x.
  for (
    const code of [
      "",
      ",",
      ",1",
      "3-2",
      "1-",
      "x",
      "1,,2",
      "1C()",
      "1-3Q",
      "1-3+",
      "1-3-5+",
      "1--3",
      "1-3-x",
    ]
  ) {
    await t.step(`"${code}"`, () => {
      assert.throws(() => parseSpawningCode(code), SyntaxError);
    });
  }
  assert.throws(() => parseSpawningCode(3 as unknown as string), TypeError);
  assert.throws(() => spawningGrundy(parseSpawningCode("1-3"), -1), RangeError);
  assert.throws(() => spawningOptions({} as SpawningGame, 3), TypeError);
});

Deno.test("parseSpawningCode() reads the codes CGSuite accepts as CGSuite reads them", async (t) => {
  // CGSuite 2.2's Spawning.apply (lib/core/.../impartial/Spawning.scala): a range may start at
  // 0, the last spacing named counts, C(0) is a span of none, and Java's split drops empty
  // elements at the end. Each row: the code, and a code with the same moves that cgt read before.
  const rows: [string, string][] = [
    ["0", "1"],
    ["0-2", "1-2"],
    ["0+C", "1+C"],
    ["0-3S", "1-3S"],
    ["1-3SE", "1-3E"],
    ["2CS", "2S"],
    ["1-3,", "1-3"],
    ["1-3,2C,,", "1-3,2C"],
    ["1C(0),2", "2"],
    ["0F", "1F"],
    // Spawning.apply splits the range at "-" and reads parts 0 and 1 only (issue 22).
    ["1-3-5", "1-3"],
    ["1-3-5C", "1-3C"],
    ["2-4-", "2-4"],
    ["1-2-+7,3", "1-2,3"],
  ];
  for (const [code, same] of rows) {
    await t.step(`"${code}" has the moves of "${same}"`, () => {
      const a = parseSpawningCode(code);
      const b = parseSpawningCode(same);
      for (let n = 1; n <= 9; n++) {
        const moves = (g: SpawningGame) =>
          [...new Set(spawningOptions(g, n).map((h) => h.join(",")))].sort();
        assert.deepEqual(moves(a), moves(b), `heap ${n}`);
      }
      assert.deepEqual([...spawningGrundy(a, 12)], [...spawningGrundy(b, 12)]);
    });
  }
  await t.step('"0CF" and "0C(0)F" have no move: CGSuite places their head past the window', () => {
    for (const code of ["0CF", "0C(0)F"]) {
      const game = parseSpawningCode(code);
      for (let n = 1; n <= 6; n++) assert.deepEqual(spawningOptions(game, n), [], `${code} ${n}`);
    }
    // Without F the head goes alone: every heap is a nim heap of 1.
    assert.deepEqual([...spawningGrundy(parseSpawningCode("0C(0)"), 4)], [0, 1, 1, 1, 1]);
  });
});

Deno.test("spawningGrundy() refuses values beyond its bitsets with a clear error", () => {
  // Motley (turn any coins) doubles with each heap: 2^(n-1).
  assert.throws(
    () => spawningGrundy(parseSpawningCode("1+"), 40),
    (error: unknown) =>
      error instanceof RangeError &&
      error.message.includes(`reach ${MAX_SPAWNING_VALUE} at heap 25`),
  );
});

Deno.test("spawningRules() refuses a listing past MAX_LISTED_HEAPS, with no step budget too", () => {
  // Motley (1+) from a heap of n has 2^(n-1) options, of (n - 1) / 2 heaps on average: from 20,
  // 524,288 options and 5.5 million heaps and options; from 40 it used to fill memory.
  const rules = spawningRules(parseSpawningCode("1+"));
  for (const heap of [20, 40]) {
    assert.throws(
      () => rules.options([heap]),
      (e) =>
        e instanceof RangeError &&
        e.message ===
          `Cannot list spawning moves: the options would hold more than 4194304 heaps (MAX_LISTED_HEAPS; each option counts its heaps and one more), received [${heap}]`,
    );
  }
  assert.equal([...rules.options([19])].length, 2 ** 18); // 2.6 million heaps and options: listed
});

Deno.test("spawningRules() charges the work budget for each option past the first 64", () => {
  const rules = spawningRules(parseSpawningCode("1+"));
  assert.equal([...withStepLimit(0, () => rules.options([7]))].length, 64);
  assert.throws(() => withStepLimit(5, () => rules.options([8])), GameLimitError); // 128
  assert.equal([...withStepLimit(64, () => rules.options([8]))].length, 128);
});

Deno.test("spawningOptions() stops past maxOptions instead of filling memory", () => {
  // Motley (1+) turns any set of coins: a heap of 30 has 2^29 options.
  assert.throws(() => spawningOptions(parseSpawningCode("1+"), 30, { maxOptions: 1000 }), {
    name: "RangeError",
    message: "Cannot list spawning moves: heap 30 of 1+ has more than 1000 options",
  });
  assert.equal(spawningOptions(parseSpawningCode("1-3"), 20, { maxOptions: 191 }).length, 191);
});
