import assert from "node:assert/strict";
import { add } from "@cgt/partizan/arithmetic";
import fc from "fast-check";
import { formatKonane, KONANE, konane, parseKonane } from "./konane.ts";
import { formatGame } from "@cgt/partizan/notation";
import { plainValue } from "../../../testing/plain_value.ts";
import { gridImages, rulesetContract, scatteredBoards } from "../../../testing/ruleset_contract.ts";
import { boundaryStrips, KONANE_TEXT, wideShapes } from "../testdata/grid_reference.ts";

Deno.test("konane() matches values worked by hand from the rules", async (t) => {
  const table: [board: string, value: string, why: string][] = [
    ["xo.", "1", "only Left can jump, once"],
    [".xo.", "*", "either player jumps and nothing is left to jump"],
    [
      "xo.o.",
      "1",
      "Left jumps twice (leaving 0) or once (leaving *, as Right can then jump back): {0, * |} = 1",
    ],
    ["xo", "0", "no empty cell to land on"],
  ];
  for (const [board, value, why] of table) {
    await t.step(
      `${board} is ${value} (${why})`,
      () => assert.equal(formatGame(konane(board)), value),
    );
  }
});

Deno.test("KONANE lets a jump continue in the same direction only", () => {
  const options = [...KONANE.leftOptions(parseKonane("xo.o.|o....|.....|....."))];
  // Right along the row: one jump or two; down the column: one jump.
  assert.equal(options.length, 3);
});

/** Random boards of 1 to `maxRows` rows and 1 to `maxCols` columns over `.xo`. */
function smallBoards(maxRows: number, maxCols: number): fc.Arbitrary<string> {
  return fc.integer({ min: 1, max: maxRows }).chain((rows) =>
    fc.integer({ min: 1, max: maxCols }).chain((cols) =>
      fc.array(fc.stringMatching(new RegExp(`^[xo.]{${cols}}$`)), {
        minLength: rows,
        maxLength: rows,
      })
    )
  ).map((rows) => rows.join("|"));
}

const WIDE: fc.Arbitrary<string> = scatteredBoards(
  wideShapes().map((s) => [s.rows, s.cols] as const),
  ".",
  "xo",
  7,
);

Deno.test("KONANE keeps the ruleset contract", async (t) => {
  // The text twin moves stones in the board text, so the bitboard move tables are checked too.
  await rulesetContract(t, {
    ruleset: KONANE,
    parse: parseKonane,
    format: formatKonane,
    twin: KONANE_TEXT,
    symmetries: (board: string) => gridImages(board, "all"),
    cases: [
      {
        label: "random boards up to 3x4",
        generator: smallBoards(3, 4),
        seed: 84753,
        numRuns: 150,
      },
      {
        label: "random narrow boards up to 4x5",
        generator: smallBoards(4, 5),
        seed: 95327,
        numRuns: 150,
      },
      {
        label: "random boards of 33 to 64 cells",
        generator: WIDE,
        seed: 54707,
        numRuns: 150,
      },
    ],
  });
});

Deno.test("parseKonane() rejects bad boards", () => {
  assert.throws(() => parseKonane("x#"), SyntaxError);
  assert.throws(() => parseKonane("x".repeat(65)), RangeError);
});

Deno.test("konane() of a 1x64 row and a 64x1 column counts stones in cells 32 to 63", () => {
  // Two far-apart groups: the value of each counts once, whether or not it is in the high word.
  const row = "xxo." + ".".repeat(56) + ".xxo";
  assert.equal(konane(row), add(konane("xxo."), konane(".xxo")));
  assert.equal(konane([...row].join("|")), add(konane("xxo."), konane(".xxo")));
});

Deno.test("konane() of every 1xn row and nx1 column, n = 1 to 64, agrees with plain recursion on the text", () => {
  // Stones on both sides of the 32-bit word boundary and at both ends (a shift by 32 is no shift
  // in JavaScript, so every width and height is tried).
  for (let n = 1; n <= 64; n++) {
    for (const board of boundaryStrips(n)) {
      assert.equal(konane(board), plainValue(KONANE_TEXT, board), board);
    }
  }
});
