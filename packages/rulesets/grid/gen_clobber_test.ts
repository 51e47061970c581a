import assert from "node:assert/strict";
import fc from "fast-check";
import type { Game } from "@cgt/partizan/game";
import { add } from "@cgt/partizan/arithmetic";
import { formatGame } from "@cgt/partizan/notation";
import { textValue } from "../testdata/board_reference.ts";
import { genClobberTwin, type GenClobberTwinRules } from "../testdata/gen_clobber_reference.ts";
import { clobber } from "./clobber.ts";
import { antiClobber, kingsClobber, queensClobber, rooksClobber } from "./clobber_variants.ts";
import { hotClobber } from "./hot_clobber.ts";
import { knightsClobber } from "./knights_clobber.ts";
import {
  type DirectionsName,
  genClobber,
  type GenClobberOptions,
  genClobberRules,
  type Step,
} from "./gen_clobber.ts";

const STEPS: Readonly<Record<DirectionsName, readonly Step[]>> = {
  orthogonal: [[1, 0], [-1, 0], [0, 1], [0, -1]],
  diagonal: [[1, 1], [1, -1], [-1, 1], [-1, -1]],
  compass: [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]],
  knightsMove: [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]],
};

/** The twin's rules for `options`, with CGSuite's defaults written out. */
function twinRules(options: GenClobberOptions): GenClobberTwinRules {
  const d = options.directions ?? "orthogonal";
  return {
    directions: typeof d === "string" ? STEPS[d] : d,
    clobbered: [options.clobbered?.left ?? [2], options.clobbered?.right ?? [1]],
    leftBehind: [options.leftBehind?.left ?? 0, options.leftBehind?.right ?? 0],
    maxDistance: options.maxDistance ?? 1,
  };
}

const ANTI: GenClobberOptions = {
  clobbered: { left: [0], right: [0] },
  leftBehind: { left: 2, right: 1 },
};

Deno.test("genClobber() gives CGSuite's published values", async (t) => {
  const rows: [board: string, options: GenClobberOptions, expected: string, source: string][] = [
    [
      "xoxo|oox.|xxx.",
      { directions: "diagonal" },
      "{0,v*|vv}",
      'CGSuite GameGridTest.scala: GenClobber(directions => Coordinates.Diagonal)("xoxo|oox.|xxx.")',
    ],
    ["xoxo|oo..", ANTI, "{*|-1}", 'CGSuite GameGridTest.scala: AntiClobber("xoxo|oo..")'],
    ["xox|ox.", {}, "{^^*|*,v}", 'CGSuite GameGridTest.scala: Clobber("xox|ox."), the defaults'],
    [
      "xox|ox.",
      { directions: "compass" },
      "{^^*|*,v[2]}",
      'CGSuite GameGridTest.scala: Kings("xox|ox.")',
    ],
    [
      "xox|ox.",
      { maxDistance: Infinity },
      "{^^*|0,*}",
      'CGSuite GameGridTest.scala: Rooks("xox|ox.")',
    ],
    [
      "xox|ox.",
      { directions: "compass", maxDistance: Infinity },
      "^",
      'CGSuite GameGridTest.scala: Queens("xox|ox.")',
    ],
    [
      "x.o",
      { maxDistance: 2 },
      "*",
      "by hand: Oxen (CGSuite's GenClobber(maxDistance => 2)) passes one empty square",
    ],
    ["x..o", { maxDistance: 2 }, "0", "by hand: Oxen cannot pass two empty squares"],
  ];
  for (const [board, options, expected, source] of rows) {
    await t.step(
      `genClobber("${board}", ${JSON.stringify(options)}) is ${expected} (${source})`,
      () => {
        assert.equal(formatGame(genClobber(board, options)), expected);
        assert.equal(formatGame(textValue(genClobberTwin(twinRules(options)), board)), expected);
      },
    );
  }
});

Deno.test("genClobber() with CGSuite's parameters of each named member gives its values", () => {
  const members: [name: string, value: (b: string) => Game, options: GenClobberOptions][] = [
    ["clobber", clobber, {}],
    ["kingsClobber", kingsClobber, { directions: "compass" }],
    ["knightsClobber", knightsClobber, { directions: "knightsMove" }],
    ["rooksClobber", rooksClobber, { maxDistance: Infinity }],
    ["queensClobber", queensClobber, { directions: "compass", maxDistance: Infinity }],
    ["antiClobber", antiClobber, ANTI],
    ["hotClobber", hotClobber, { clobbered: { left: [1, 2], right: [1, 2] } }],
  ];
  fc.assert(
    fc.property(
      fc.constantFrom(...members),
      fc.stringMatching(/^[xo.]{4}\|[xo.]{4}\|[xo.]{3}[xo]$/),
      ([name, value, options], board) => {
        assert.equal(genClobber(board, options), value(board), `${name}("${board}")`);
      },
    ),
    { seed: 31337, numRuns: 120 },
  );
});

/** Random rules that end: every move removes a stone, or every move fills an empty square. */
const RULES: fc.Arbitrary<GenClobberOptions> = fc.oneof(
  fc.record({
    directions: fc.oneof(
      fc.constantFrom<DirectionsName>("orthogonal", "diagonal", "compass", "knightsMove"),
      fc.uniqueArray(
        fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }))
          .filter(([r, c]) => r !== 0 || c !== 0),
        { minLength: 1, maxLength: 4, selector: ([r, c]) => `${r},${c}` },
      ),
    ),
    clobbered: fc.record({
      left: fc.subarray([1, 2]),
      right: fc.subarray([1, 2]),
    }),
    maxDistance: fc.constantFrom(1, 2, 3, Infinity),
  }),
  fc.record({
    directions: fc.constantFrom<DirectionsName>("orthogonal", "diagonal", "compass"),
    clobbered: fc.constant({ left: [0], right: [0] }),
    leftBehind: fc.record({ left: fc.constantFrom(1, 2), right: fc.constantFrom(1, 2) }),
    maxDistance: fc.constantFrom(1, 2),
  }),
);

Deno.test("genClobberRules() values equal plain recursion on CGSuite's moves, for random rules", () => {
  // One solver per rules, several boards each, so wrong keys (symmetries) or components show
  // up as a wrong value somewhere in the shared table.
  fc.assert(
    fc.property(
      RULES,
      fc.array(fc.stringMatching(/^[xo.#]{3}\|[xo.#]{3}\|[xo.#]{3}$/), {
        minLength: 1,
        maxLength: 4,
      }),
      (options, boards) => {
        const rules = genClobberRules(options);
        const twin = genClobberTwin(twinRules(options));
        const memo = new Map<string, Game>();
        for (const board of boards) {
          const expected = textValue(twin, board, memo);
          assert.equal(rules.value(board), expected, `${JSON.stringify(options)} on ${board}`);
          assert.equal(rules.format(rules.parse(board)).length, board.length);
        }
      },
    ),
    { seed: 90125, numRuns: 150 },
  );
});

Deno.test("antiClobber() differs from CGSuite where CGSuite splits at empty squares", () => {
  // CGSuite's GenClobber decomposes every board at its empty squares (grid.Decomposition(0,
  // directions)). In AntiClobber stones move INTO empty squares, so the parts are not
  // independent: oxo|...|oo. is -1* by plain recursion, while CGSuite sums the parts oxo and oo
  // (no empty square, so no move: 0 each) and prints 0.
  const board = "oxo|...|oo.";
  const twin = genClobberTwin(twinRules(ANTI));
  assert.equal(formatGame(textValue(twin, board)), "-1*");
  assert.equal(formatGame(antiClobber(board)), "-1*");
  const cgsuiteParts = add(textValue(twin, "oxo"), textValue(twin, "oo"));
  assert.equal(formatGame(cgsuiteParts), "0");
});

Deno.test("genClobberRules() rejects bad options", async (t) => {
  const rows: [options: unknown, error: ErrorConstructor, message: RegExp][] = [
    [{ directions: "north" }, RangeError, /directions must be one of orthogonal, diagonal/],
    [{ directions: [[0, 0]] }, RangeError, /a direction must move/],
    [{ directions: [[1]] }, TypeError, /each direction must be a pair of integers/],
    [{ directions: [] }, RangeError, /directions must hold 1 to 24 steps, received 0/],
    [{ clobbered: { left: [3], right: [1] } }, RangeError, /clobbered.left must be 0, 1 or 2/],
    [{ clobbered: { left: "2", right: [1] } }, TypeError, /clobbered.left must be an array/],
    [{ leftBehind: { left: 1, right: 0 } }, RangeError, /play could go on for ever/],
    [{ clobbered: { left: [0], right: [0] } }, RangeError, /play could go on for ever/],
    [{ maxDistance: 0 }, RangeError, /maxDistance must be a positive integer or Infinity/],
    [{ maxDistance: "2" }, TypeError, /maxDistance must be a number/],
    [7, TypeError, /options must be an object/],
  ];
  for (const [options, error, message] of rows) {
    await t.step(`genClobberRules(${JSON.stringify(options)}) throws ${error.name}`, () => {
      assert.throws(() => genClobberRules(options as GenClobberOptions), (e: Error) => {
        assert.ok(e instanceof error, `${e.name}: ${e.message}`);
        assert.match(e.message, message);
        assert.match(e.message, /^Cannot make GenClobber ruleset: /);
        return true;
      });
    });
  }
  assert.throws(() => genClobber("x|oo"), SyntaxError);
});
