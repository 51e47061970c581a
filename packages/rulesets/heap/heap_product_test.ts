// The acrostic, direct and cake products of heap rules, against CGSuite's test suite
// (GameHeapTest.scala), the Tartan Theorem, the cake games, and plain recursion.
import assert from "node:assert/strict";
import fc from "fast-check";
import { nimberProduct } from "@cgt/core/nimber";
import { mex } from "@cgt/impartial/mex";
import { GrundySolver } from "@cgt/impartial/grundy";
import { add } from "@cgt/partizan/arithmetic";
import { type Game, game, ZERO } from "@cgt/partizan/game";
import { formatGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import { parseHeapRule } from "./heap_rule.ts";
import {
  cakeProduct,
  cakeProductRules,
  type HeapPair,
  heapProductGame,
  heapProductGrundy,
  type HeapProductKind,
  MAX_PAIR_OPTIONS,
  MAX_PRODUCT_HEAP,
  partizanJoin,
} from "./heap_product.ts";
import { partizanTakeAndBreak } from "./partizan_take_and_break.ts";
import { cutcake } from "./cutcake.ts";
import { eatcake } from "./eatcake.ts";
import { maundyCake } from "./maundy_cake.ts";
import { turnAndEatcake } from "./turn_and_eatcake.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import type { CutcakePosition } from "./cutcake.ts";

/** A table printed as CGSuite's Table prints one, rows by lines, columns by `|`. */
function cgsuiteTable(text: string): number[][] {
  return text.trim().split("\n").filter((line) => !line.startsWith("-")).map((line) =>
    line.split("|").map((x) => Number(x.trim()))
  );
}

Deno.test("heapProductGrundy() gives CGSuite's acrostic and direct product tables", async (t) => {
  // CGSuite GameHeapTest.scala, "define HeapRuleset operations properly".
  const rows: [HeapProductKind, string, string, string, string][] = [
    [
      "acrostic",
      "spawning(1+)",
      "spawning(1+C)",
      // Motley.AcrosticProduct(Ruler).NimValueTable(5, 20): Winning Ways' Strip and Streak.
      `0 |  1 |  2 |  1 |  4 |  1 |  2 |  1 |  8 |  1 |  2 |  1 |  4 |  1 |  2 |  1 | 16 |  1 |  2 |  1 |  4
       1 |  1 |  2 |  1 |  4 |  1 |  2 |  1 |  8 |  1 |  2 |  1 |  4 |  1 |  2 |  1 | 16 |  1 |  2 |  1 |  4
       2 |  2 |  1 |  2 |  5 |  2 |  1 |  2 |  9 |  2 |  1 |  2 |  5 |  2 |  1 |  2 | 17 |  2 |  1 |  2 |  5
       4 |  4 |  5 |  4 |  2 |  4 |  5 |  4 | 10 |  4 |  5 |  4 |  2 |  4 |  5 |  4 | 18 |  4 |  5 |  4 |  2
       8 |  8 |  9 |  8 | 10 |  8 |  9 |  8 |  4 |  8 |  9 |  8 | 10 |  8 |  9 |  8 | 20 |  8 |  9 |  8 | 10
      16 | 16 | 17 | 16 | 18 | 16 | 17 | 16 | 20 | 16 | 17 | 16 | 18 | 16 | 17 | 16 |  8 | 16 | 17 | 16 | 18`,
      "Motley.AcrosticProduct(Ruler).NimValueTable(5, 20)",
    ],
    [
      "direct",
      "spawning(3E)",
      "spawning(4FS)",
      `0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0
       0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0
       0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0
       0 | 0 | 0 | 0 | 1 | 0 | 2 | 1 | 0 | 2 | 1 | 0 | 2 | 1 | 3 | 2 | 1 | 3 | 2 | 4 | 3
       0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0
       0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0
       0 | 0 | 0 | 0 | 1 | 0 | 2 | 1 | 0 | 2 | 1 | 0 | 2 | 1 | 3 | 2 | 1 | 3 | 2 | 4 | 3
       0 | 0 | 0 | 0 | 2 | 0 | 3 | 2 | 0 | 3 | 2 | 0 | 3 | 2 | 1 | 3 | 2 | 1 | 3 | 8 | 1
       0 | 0 | 0 | 0 | 2 | 0 | 3 | 2 | 0 | 3 | 2 | 0 | 3 | 2 | 1 | 3 | 2 | 1 | 3 | 8 | 1`,
      "Turnips.DirectProduct(Grunt).NimValueTable(8, 20)",
    ],
  ];
  for (const [kind, r, s, table, source] of rows) {
    await t.step(`${kind} product of ${r} and ${s} (CGSuite ${source})`, () => {
      const expected = cgsuiteTable(table);
      const actual = expected.map((row, m) =>
        row.map((_, n) => heapProductGrundy(kind, r, s, m, n))
      );
      assert.deepEqual(actual, expected);
    });
  }
});

Deno.test("heapProductGrundy() of a direct product is the nim product of the factors (Tartan Theorem, fast-check)", () => {
  // Winning Ways ch. 13: the direct product of games of values a and b has value a ⊗ b.
  const rules = ["0.77", "0.07", "spawning(1-3)", "spawning(1+C)", "subtraction(1,3)", "4!.0"];
  const single = (rule: string, n: number) =>
    new GrundySolver(heapProductGame("acrostic", parseHeapRule(rule), parseHeapRule("0.0")))
      .grundy([[n, 0]]);
  fc.assert(
    fc.property(
      fc.constantFrom(...rules),
      fc.constantFrom(...rules),
      fc.integer({ min: 0, max: 9 }),
      fc.integer({ min: 0, max: 9 }),
      (r, s, m, n) => {
        const product = nimberProduct(single(r, m), single(s, n));
        assert.equal(heapProductGrundy("direct", r, s, m, n), product);
      },
    ),
    { seed: 1313, numRuns: 80 },
  );
});

/**
 * The Grundy value of a sum of pairs by plain recursion from CGSuite's definitions, on the whole
 * sum (no nim-sum of components): `memo` keeps the value of each sum met, sorted.
 */
function plainProduct(
  kind: HeapProductKind,
  r: string,
  s: string,
  position: readonly HeapPair[],
  memo: Map<string, number>,
): number {
  const key = position.map((p) => p.join(",")).sort().join(" ");
  const known = memo.get(key);
  if (known !== undefined) return known;
  const R = parseHeapRule(r);
  const S = parseHeapRule(s);
  const values: number[] = [];
  position.forEach(([m, n], i) => {
    const rest = [...position.slice(0, i), ...position.slice(i + 1)];
    const to = (pairs: HeapPair[]) =>
      values.push(plainProduct(kind, r, s, [...rest, ...pairs], memo));
    if (kind === "acrostic") {
      for (const as of R.options(m)) to(as.map((a): HeapPair => [a, n]));
      for (const bs of S.options(n)) to(bs.map((b): HeapPair => [m, b]));
    } else {
      for (const as of R.options(m)) {
        for (const bs of S.options(n)) {
          to([
            ...as.map((a): HeapPair => [a, n]),
            ...bs.map((b): HeapPair => [m, b]),
            ...as.flatMap((a) => bs.map((b): HeapPair => [a, b])),
          ]);
        }
      }
    }
  });
  const g = mex(values);
  memo.set(key, g);
  return g;
}

Deno.test("heapProductGrundy() agrees with plain recursion on sums of small pairs (fast-check)", () => {
  // The plain twin keeps whole sums, whose number grows as a product over their pairs; a direct
  // product's move leaves many pairs, so its sums are kept to one pair of heaps up to 3.
  const rules = ["0.77", "0.07", "spawning(1-3)", "subtraction(2,3)", "0.6"];
  const memos = new Map<string, Map<string, number>>();
  const pairs = (max: number, most: number) =>
    fc.array(fc.tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max })), {
      minLength: 1,
      maxLength: most,
    });
  const position = fc.oneof(
    fc.tuple(fc.constant<HeapProductKind>("acrostic"), pairs(4, 2)),
    fc.tuple(fc.constant<HeapProductKind>("direct"), pairs(3, 1)),
  );
  fc.assert(
    fc.property(
      fc.constantFrom(...rules),
      fc.constantFrom(...rules),
      position,
      (r, s, [kind, pairs]) => {
        const id = `${kind} ${r} ${s}`;
        if (!memos.has(id)) memos.set(id, new Map());
        const fast = pairs.reduce((g, [m, n]) => g ^ heapProductGrundy(kind, r, s, m, n), 0);
        assert.equal(fast, plainProduct(kind, r, s, pairs as HeapPair[], memos.get(id)!));
      },
    ),
    { seed: 4242, numRuns: 80 },
  );
});

Deno.test("heapProductGrundy() refuses bad arguments", () => {
  assert.throws(() => heapProductGrundy("tensor" as never, "0.77", "0.77", 1, 1), {
    name: "RangeError",
    message: 'Cannot make heap product: the kind must be "acrostic" or "direct", received "tensor"',
  });
  assert.throws(() => heapProductGrundy("direct", "0.77", "0.77", MAX_PRODUCT_HEAP + 1, 1), {
    name: "RangeError",
    message:
      "Cannot compute direct product value: the first coordinate must be an integer from 0 to 1000, received 1001",
  });
  assert.throws(() => heapProductGrundy("acrostic", "0.77", "nim", 1, 1), SyntaxError);
  assert.throws(() => heapProductGrundy("acrostic", 5 as never, "0.77", 1, 1), TypeError);
});

Deno.test("cakeProduct() gives CGSuite's values of the cake games for every (8, n)", async (t) => {
  // CGSuite GameHeapTest.scala, "define partizan coordinate games properly":
  // [rs((8,n)).CanonicalForm for n from 0 to 8] and rs((8,8)).LeftOptions.Size; each of these
  // rulesets is a GenCutcake, which is what CakeProduct builds.
  const rows: [string, string, boolean, string[], number][] = [
    ["Cutcake", "4.0", false, ["-7", "-7", "-3", "-3", "-1", "-1", "-1", "-1", "0"], 4],
    ["MaundyCake", "{2+}=.0", false, ["-7", "-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"], 3],
    [
      "Eatcake",
      "0.7",
      false,
      [
        "-8",
        "^",
        "{^|||^*|v||0}",
        "{^^|*}",
        "{^^|*||0,{0|vv*}}",
        "{^3|^*||*}",
        "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}",
        "{0||^^*|0|||*}",
        "*",
      ],
      4,
    ],
    ["TurnAndEatcake", "0.7", true, ["0", "v", "0", "v", "0", "v<3>", "0", "v", "0"], 4],
    [
      'TakeAndBreak("{2+}=.0").CakeProduct(..., twisted => true)',
      "{2+}=.0",
      true,
      ["1", "1", "{8|-2}", "{8|-3}", "{8|-6}", "{8|-5}", "{8|-6,{-4|-14}}", "{10|-7}", "+-12"],
      3,
    ],
  ];
  for (const [name, rule, twisted, values, leftOptions] of rows) {
    await t.step(
      `the cake product of ${rule} with itself${twisted ? ", twisted," : ""} is CGSuite's ${name}`,
      () => {
        const printed = values.map((_, n) =>
          formatGame(cakeProduct(rule, rule, 8, n, { twisted }))
        );
        assert.deepEqual(printed, values);
        const rules = cakeProductRules(parseHeapRule(rule), parseHeapRule(rule), { twisted });
        assert.equal([...rules.leftOptions([{ rows: 8, cols: 8 }])].length, leftOptions);
      },
    );
  }
});

Deno.test("cakeProduct() equals this package's cake games on every cake up to 7 by 7", () => {
  const games: [string, boolean, (m: number, n: number) => Game][] = [
    ["4.0", false, cutcake],
    ["0.7", false, eatcake],
    ["{2+}=.0", false, maundyCake],
    ["0.7", true, turnAndEatcake],
  ];
  for (const [rule, twisted, value] of games) {
    for (let m = 1; m <= 7; m++) {
      for (let n = 1; n <= 7; n++) {
        assert.equal(
          cakeProduct(rule, rule, m, n, { twisted }),
          value(m, n),
          `${value.name}(${m}, ${n})`,
        );
      }
    }
  }
});

/**
 * The value of a list of pieces by plain recursion from CGSuite's GenCutcake code: from (m, n),
 * turned to (n, m) when twisted, Left moves by `r` on the second coordinate and Right by `s` on
 * the first. Values of lists are memoised by their sorted pieces (no sums).
 */
function plainCake(
  r: string,
  s: string,
  twisted: boolean,
  pieces: readonly HeapPair[],
  memo: Map<string, Game>,
): Game {
  const id = pieces.map((p) => p.join(",")).sort().join(";");
  const known = memo.get(id);
  if (known !== undefined) return known;
  const R = parseHeapRule(r);
  const S = parseHeapRule(s);
  const left: Game[] = [];
  const right: Game[] = [];
  pieces.forEach(([m, n], i) => {
    const rest = pieces.filter((_, j) => j !== i);
    const [a, b] = twisted ? [n, m] : [m, n];
    for (const cols of R.options(b)) {
      left.push(plainCake(r, s, twisted, [...rest, ...cols.map((c): HeapPair => [a, c])], memo));
    }
    for (const rows of S.options(a)) {
      right.push(plainCake(r, s, twisted, [...rest, ...rows.map((x): HeapPair => [x, b])], memo));
    }
  });
  const value = game(left, right);
  memo.set(id, value);
  return value;
}

Deno.test("cakeProduct() agrees with plain recursion on one or two small pieces (fast-check)", () => {
  const rules = ["4.0", "0.7", "0.07", "subtraction(1,2)", "spawning(1-3)"];
  const memos = new Map<string, Map<string, Game>>();
  const piece = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }));
  fc.assert(
    fc.property(
      fc.constantFrom(...rules),
      fc.constantFrom(...rules),
      fc.boolean(),
      fc.array(piece, { minLength: 1, maxLength: 2 }),
      (r, s, twisted, pieces) => {
        const id = `${r} ${s} ${twisted}`;
        if (!memos.has(id)) memos.set(id, new Map());
        const plain = plainCake(r, s, twisted, pieces as HeapPair[], memos.get(id)!);
        const sum = pieces.reduce(
          (g: Game, [m, n]) => add(g, cakeProduct(r, s, m, n, { twisted })),
          ZERO,
        );
        assert.equal(sum, plain);
        const rules = cakeProductRules(parseHeapRule(r), parseHeapRule(s), { twisted });
        const position = pieces.map(([rows, cols]) => ({ rows, cols }));
        assert.equal(new Solver(rules).value(position), plain);
      },
    ),
    { seed: 77031, numRuns: 80 },
  );
});

/** Pieces in notation for the contract: `"3x4"`, a sum `"2x3+0x5"`, or `""` for none. */
function parsePieces(text: string): CutcakePosition {
  if (text === "") return [];
  return text.split("+").map((piece) => {
    const [rows, cols] = piece.split("x").map(Number);
    return { rows, cols };
  });
}

Deno.test("cakeProductRules() keeps the ruleset contract", async (t) => {
  const rules = cakeProductRules(parseHeapRule("0.07"), parseHeapRule("subtraction(1,2)"));
  await rulesetContract(t, {
    ruleset: rules,
    parse: parsePieces,
    format: (p) => p.map((x) => `${x.rows}x${x.cols}`).join("+"),
    value: (text) =>
      parsePieces(text).reduce(
        (g: Game, p) => add(g, cakeProduct("0.07", "subtraction(1,2)", p.rows, p.cols)),
        ZERO,
      ),
    positions: ["", "0x3", "3x0", "2x2", "3x4", "4x3+1x2", "2x5+0x1"],
  });
});

Deno.test("cakeProductRules() refuses what is not a heap rule", () => {
  assert.throws(() => cakeProductRules({} as never, parseHeapRule("0.7")), {
    name: "TypeError",
    message: /^Cannot make cake product: expected a heap rule from parseHeapRule\(\)/,
  });
  assert.throws(
    () => cakeProductRules(parseHeapRule("0.7"), parseHeapRule("0.7"), { twisted: 1 as never }),
    TypeError,
  );
});

Deno.test("partizanJoin() gives CGSuite's PartizanJoin of two subtraction games", () => {
  // CGSuite GameHeapTest.scala, "define partizan heap games properly":
  // game.heap.Subtraction([1,3]).PartizanJoin(game.heap.Subtraction([2,3]))(6).CanonicalForm.
  assert.equal(
    formatGame(partizanJoin("subtraction(1,3)", "subtraction(2,3)", 6)),
    "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}",
  );
  assert.equal(partizanJoin("0.77", "0.07", 0), ZERO);
});

/** The value of a list of heaps by plain recursion: Left moves by `r`, Right by `s`. */
function plainPartizanJoin(
  r: string,
  s: string,
  heaps: readonly number[],
  memo: Map<string, Game>,
): Game {
  const id = [...heaps].sort((a, b) => a - b).join(",");
  const known = memo.get(id);
  if (known !== undefined) return known;
  const options = (rule: string): Game[] =>
    heaps.flatMap((h, i) =>
      parseHeapRule(rule).options(h).map((parts) =>
        plainPartizanJoin(r, s, [...heaps.slice(0, i), ...heaps.slice(i + 1), ...parts], memo)
      )
    );
  const value = game(options(r), options(s));
  memo.set(id, value);
  return value;
}

Deno.test("partizanJoin() agrees with plain recursion and partizanTakeAndBreak() (fast-check)", () => {
  const codes = ["0.77", "0.07", "0.6", "4.0", "0.3"];
  const memos = new Map<string, Map<string, Game>>();
  fc.assert(
    fc.property(
      fc.constantFrom(...codes),
      fc.constantFrom(...codes),
      fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 2 }),
      (r, s, heaps) => {
        const id = `${r} ${s}`;
        if (!memos.has(id)) memos.set(id, new Map());
        const sum = heaps.reduce((g: Game, h) => add(g, partizanJoin(r, s, h)), ZERO);
        assert.equal(sum, plainPartizanJoin(r, s, heaps, memos.get(id)!));
        for (const h of heaps) assert.equal(partizanJoin(r, s, h), partizanTakeAndBreak(r, s, h));
      },
    ),
    { seed: 5150, numRuns: 60 },
  );
});

Deno.test("heapProductGrundy() refuses a direct product move list past MAX_PAIR_OPTIONS", () => {
  // Mock Turtles' heap 60 has 1771 options: 1771 x 1771 moves from (60, 60).
  assert.throws(() => heapProductGrundy("direct", "spawning(1-3)", "spawning(1-3)", 60, 60), {
    name: "RangeError",
    message:
      `Cannot list direct product moves: the pair (60, 60) has 1771 times 1771 options, more than ${MAX_PAIR_OPTIONS}`,
  });
});
