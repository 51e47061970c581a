import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver } from "./grundy.ts";
import { heapMoves, MisereHeapSolver } from "./misere/misere_heap.ts";
import {
  parseHexCode,
  parseOctalCode,
  parseTakeAndBreakCode,
  type TakeAndBreakGame,
  takeAndBreakGrundy,
  takeAndBreakRules,
} from "./octal_game.ts";
import { heapPeriodicity } from "./periodicity.ts";

/** The slow twin: the generic solver on lists of heaps, no nim-sums, no tables. */
function generic(game: TakeAndBreakGame, n: number): number[] {
  const solver = new GrundySolver(takeAndBreakRules(game));
  return Array.from({ length: n + 1 }, (_, h) => solver.grundy(h === 0 ? [] : [h]));
}

const TBCODE_TEST =
  "aaron-siegel/cgsuite lib/core/src/test/scala/org/cgsuite/core/impartial/TBCodeTest.scala";
const GAME_HEAP_TEST =
  "aaron-siegel/cgsuite lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala";

Deno.test("parseTakeAndBreakCode() normalises codes as CGSuite does", async (t) => {
  // [code, CGSuite's normal form] (CGSuite prints base-32 digits in upper case, cgt in lower).
  const rows: [string, string][] = [
    ["04.30", "4.3"],
    ["04.00[30]", "4.00[30]"],
    ["04.00[00]", "4.0"],
    ["00.00[00]", "0.0"],
    ["0.{1,2!}", "0.6!"],
    ["0.{0!,2!,3!}", "0.d!"],
    ["0.{0!,2!,3}", "0.{0,2!,3}"],
    ["0.{0!,2!,3!+}", "0.{0,2+}!"],
    ["0.{0!,2,3!+}", "0.{0,2,3!+}"],
    ["0.{0!,3+}", "0.{0,3+}"],
    ["0.{0,2!,4!+}", "0.{0,2,4+}!"],
    ["0.{0!,2!,4+}", "0.{0,2!,4+}"],
    ["0.{0!,2!,4?+}", "0.{0,2!,4?+}"],
    ["0.{0!,2?,4?+}", "0.{0,2,4+}?"],
    ["0.{0!,2=,4?+}", "0.{0,2=,4?+}"],
    ["0.{0!,2=,3?,4?+}", "0.{0,2=,3?+}"],
    ["0.{0!,2?,3?,4?+}", "0.{0,2+}?"],
    ["0.{0,1!,2,3,4+}", "0.*"],
    ["0.{0,1,2!,3!,4!+}", "0.*!"],
  ];
  for (const [code, name] of rows) {
    await t.step(`${code} is ${name} (${TBCODE_TEST})`, () => {
      assert.equal(parseTakeAndBreakCode(code).name, name);
    });
  }
});

Deno.test("heapMoves() lists a heap's options in CGSuite's order for extended codes", async (t) => {
  // [code, heap, CGSuite's traversal: option heaps separated by two spaces, "-" for none left].
  const rows: [string, number, string][] = [
    ["0.3", 9, "8"],
    ["0.7", 9, "8  1,7  2,6  3,5  4,4"],
    ["0.77", 9, "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4"],
    ["4.0", 8, "1,7  2,6  3,5  4,4"],
    ["4!.0", 8, "1,7  2,6  3,5"],
    ["0.3F", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"],
    ["0.3F?", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"],
    ["0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"],
    ["0.3f", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3"],
    ["0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"],
    ["0.3f!", 11, "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4"],
    [
      "0.*3",
      7,
      "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5",
    ],
    ["0.*?3", 7, "6  1,5  2,4  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2  5"],
    ["0.*!3", 7, "6  1,5  2,4  1,2,3  5"],
    ["0.[3]", 7, "6  5  4  3  2  1  -"],
    ["0.[2]", 7, "6  5  4  3  2  1"],
    ["0.3[1]", 7, "6  -"],
    ["0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"],
    ["80.0", 7, "1,1,6  1,2,5  1,3,4  2,2,4  2,3,3"],
    ["0.*=", 11, "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"],
    ["{2+}=.0", 10, "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"],
    ["0.{0,1,3+}", 1, "-"],
    ["0.{0,1,3+}", 2, "1"],
    ["0.{0,1,3+}", 7, "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1"],
    ["0.{1,3+}", 1, ""],
    ["0.{2,3?+}", 7, "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2"],
  ];
  for (const [code, n, expected] of rows) {
    await t.step(`${code} on ${n} (${TBCODE_TEST})`, () => {
      const got = heapMoves(parseTakeAndBreakCode(code), n)
        .map((heaps) => (heaps.length === 0 ? "-" : heaps.join(",")))
        .join("  ");
      assert.equal(got, expected);
    });
  }
});

Deno.test("takeAndBreakGrundy() gives CGSuite's values for its named heap games", async (t) => {
  // [code, G(0..20), options of a heap of 20]
  const rows: [string, number[], number][] = [
    ["0.[3]", Array.from({ length: 21 }, (_, i) => i), 20], // Nim
    ["4!.0", [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0], 9], // Grundy's game
    ["0.77", [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1], 20], // Kayles
    ["0.07", [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3], 10], // Dawson's Kayles
    ["0.3f", [0, 1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11], 38],
  ];
  for (const [code, values, options] of rows) {
    await t.step(`${code} (${GAME_HEAP_TEST})`, () => {
      const game = parseTakeAndBreakCode(code);
      assert.deepEqual([...takeAndBreakGrundy(game, 20)], values);
      assert.equal(heapMoves(game, 20).length, options);
    });
  }
  await t.step("Grundy's game 4!.0 against OEIS A002188 to heap 40", () => {
    // OEIS A002188 (Grundy's game), n = 0..40.
    const a002188 = [
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
    ];
    assert.deepEqual([...takeAndBreakGrundy(parseOctalCode("4!.0"), 40)], a002188);
    assert.deepEqual([...takeAndBreakGrundy(parseOctalCode("4?.0"), 40)], a002188);
  });
});

/** A random code digit in CGSuite's grammar, for the table method's property test. */
const digitText = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 31 }).map((d) => d.toString(32)) },
  { weight: 1, arbitrary: fc.constant("*") },
  {
    weight: 2,
    arbitrary: fc.tuple(
      fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
    ).map(([counts, more]) => `{${[...counts].sort((a, b) => a - b).join(",")}${more ? "+" : ""}}`),
  },
);
const constraintText = fc.constantFrom("", "", "", "!", "?", "=");
const codeDigit = fc.tuple(digitText, constraintText).map(([d, c]) => d + c);
/** A digit that takes nothing or adds tokens, kept finite (enough heaps left). */
const splitDigit = (least: number) =>
  fc.tuple(
    fc.integer({ min: least, max: 5 }),
    fc.boolean(),
    constraintText,
  ).map(([j, more, c]) => `{${j}${more ? "+" : ""}}${c}`);

Deno.test("takeAndBreakGrundy() agrees with the generic solver on random extended codes", () => {
  // Bounds: up to 3 digits after the point (some repeating), an optional added-token digit,
  // heaps up to 10 (splits into many heaps make the generic solver slow).
  fc.assert(
    fc.property(
      fc.oneof(fc.constant(""), splitDigit(3)),
      fc.oneof(fc.constant("0"), splitDigit(2)),
      fc.array(codeDigit, { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 0, max: 2 }),
      (addOne, d0, rest, repeat) => {
        const fixed = rest.slice(0, rest.length - Math.min(repeat, rest.length - 1));
        const period = rest.slice(fixed.length);
        const code = `${addOne}${d0}.${fixed.join("")}${
          period.length > 0 ? `[${period.join("")}]` : ""
        }`;
        const game = parseTakeAndBreakCode(code);
        assert.deepEqual([...takeAndBreakGrundy(game, 10)], generic(game, 10), code);
      },
    ),
    { seed: 90067, numRuns: 150 },
  );
});

Deno.test("takeAndBreakGrundy() keeps the plain and rare-value methods exact with constraints", () => {
  // Generalised hexadecimal codes (constraints on any digit): both fast methods against the
  // generic solver to heap 9, and against each other to heap 400.
  const hexDigit = fc.tuple(fc.integer({ min: 0, max: 15 }), constraintText)
    .map(([d, c]) => d.toString(16) + c);
  fc.assert(
    fc.property(
      fc.tuple(fc.constantFrom(0, 4, 8, 12), constraintText).map(([d, c]) => d.toString(16) + c),
      fc.array(hexDigit, { minLength: 1, maxLength: 3 }),
      (d0, rest) => {
        const code = `${d0}.${rest.join("")}`;
        const game = parseHexCode(code);
        const expected = generic(game, 9);
        assert.deepEqual([...takeAndBreakGrundy(game, 9, { method: "plain" })], expected, code);
        assert.deepEqual([...takeAndBreakGrundy(game, 9, { method: "rare" })], expected, code);
        assert.deepEqual(
          takeAndBreakGrundy(game, 400, { method: "rare" }),
          takeAndBreakGrundy(game, 400, { method: "plain" }),
          code,
        );
      },
    ),
    { seed: 73967, numRuns: 60 },
  );
  const grundy = parseOctalCode("4!.0");
  assert.deepEqual(
    takeAndBreakGrundy(grundy, 5000, { method: "rare" }),
    takeAndBreakGrundy(grundy, 5000, { method: "plain" }),
  );
});

Deno.test("parseTakeAndBreakCode() and parseOctalCode() reject bad codes clearly", async (t) => {
  const rows: [string, (text: string) => TakeAndBreakGame, RegExp][] = [
    ["0.8", parseOctalCode, /expected octal digits 0-7/],
    ["0.{2}", parseOctalCode, /expected octal digits/],
    ["0.g", parseHexCode, /expected hexadecimal digits/],
    ["04.7", parseOctalCode, /one digit may stand before the point/],
    ["0.7[", parseTakeAndBreakCode, /opening bracket needs a closing one/],
    ["0.[]", parseTakeAndBreakCode, /brackets hold no digit/],
    ["0.[3]7", parseTakeAndBreakCode, /nothing may follow the closing bracket/],
    ["[3].0", parseTakeAndBreakCode, /come after the point/],
    ["0.7]", parseTakeAndBreakCode, /needs an opening one/],
    ["0.{2", parseTakeAndBreakCode, /opening brace needs a closing one/],
    ["0.{a}", parseTakeAndBreakCode, /braces hold heap counts/],
    ["0.{2!}?", parseTakeAndBreakCode, /cannot be combined/],
    ["0.{31}", parseTakeAndBreakCode, /at most 30 heaps/],
    ["0.&x;", parseTakeAndBreakCode, /decimal number/],
    ["2.0", parseTakeAndBreakCode, /must be a multiple of 4/],
    ["20.0", parseTakeAndBreakCode, /adding 1 token must leave at least 3 heaps/],
    ["0.7.7", parseTakeAndBreakCode, /one point/],
    ["077", parseTakeAndBreakCode, /around a point/],
    ["0.w", parseTakeAndBreakCode, /unexpected character "w"/],
  ];
  for (const [code, parse, message] of rows) {
    await t.step(`"${code}"`, () => assert.throws(() => parse(code), SyntaxError, String(message)));
  }
  for (const [code, parse, message] of rows) {
    try {
      parse(code);
    } catch (error) {
      assert.match((error as Error).message, message, code);
      assert.match((error as Error).message, /^Cannot parse [a-z-]+ code: .*, received "/);
    }
  }
  assert.throws(() => parseTakeAndBreakCode(3 as unknown as string), TypeError);
});

Deno.test("takeAndBreakGrundy() refuses the rare-value method where it does not apply", () => {
  for (const code of ["0.[7]", "0.*", "80.0", "0.g"]) {
    assert.throws(
      () => takeAndBreakGrundy(parseTakeAndBreakCode(code), 10, { method: "rare" }),
      RangeError,
      code,
    );
  }
  // auto picks the table method instead.
  assert.deepEqual([...takeAndBreakGrundy(parseTakeAndBreakCode("0.[7]"), 4)], [0, 1, 2, 3, 4]);
});

Deno.test("heapPeriodicity() proves no period for extended codes", () => {
  for (const code of ["4!.0", "0.7?", "0.[3]", "0.7[1]"]) {
    const game = parseOctalCode(code);
    const found = heapPeriodicity(game, takeAndBreakGrundy(game, 300), { maxN: 300 });
    assert.notEqual(found?.proved, true, code);
  }
});

Deno.test("MisereHeapSolver plays extended codes as the generic misère search does", () => {
  // Misère slow twin: a heap list is lost for the player to move when no option is lost, and
  // the empty list is won (the player to move has no move and wins under misère play).
  for (const code of ["4!.0", "0.7?", "0.[3]", "{2+}=.0", "0.3f!"]) {
    const game = parseTakeAndBreakCode(code);
    const rules = takeAndBreakRules(game);
    const memo = new Map<string, boolean>();
    const wins = (p: readonly number[]): boolean => {
      const key = p.join(",");
      const known = memo.get(key);
      if (known !== undefined) return known;
      const options = [...rules.options(p)];
      const result = options.length === 0 ? true : options.some((o) => !wins(o));
      memo.set(key, result);
      return result;
    };
    const solver = new MisereHeapSolver(game);
    for (let n = 0; n <= 9; n++) {
      assert.equal(solver.outcome(n), wins(n === 0 ? [] : [n]) ? "N" : "P", `${code} heap ${n}`);
    }
  }
});
