import assert from "node:assert/strict";
import { add } from "@cgt/partizan/arithmetic";
import fc from "fast-check";
import { negate } from "@cgt/partizan/arithmetic";
import { CLOBBER, clobber, formatClobber, parseClobber } from "./clobber.ts";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { plainValue } from "../../../testing/plain_value.ts";
import {
  gridBoards,
  gridImages,
  rulesetContract,
  scatteredBoards,
} from "../../../testing/ruleset_contract.ts";
import { allBoards } from "../testdata/board_reference.ts";
import { boundaryStrips, CLOBBER_TEXT, wideShapes } from "../testdata/grid_reference.ts";

Deno.test("clobber() matches values worked by hand from the rules", async (t) => {
  const table: [board: string, value: string, why: string][] = [
    [
      "xo",
      "*",
      "either player captures and leaves a lone stone (Albert et al., An introduction to Clobber)",
    ],
    ["x", "0", "a lone stone has no moves"],
    ["xxo", "^", "Left captures to x.x = 0, Right to xo. = *: {0 | *} = ^"],
    ["x.o", "0", "stones that do not touch cannot move"],
  ];
  for (const [board, value, why] of table) {
    await t.step(
      `${board} is ${value} (${why})`,
      () => assert.equal(formatGame(clobber(board)), value),
    );
  }
});

Deno.test("CLOBBER keeps the ruleset contract", async (t) => {
  // The text twin moves stones in the board text, so the bitboard move tables are checked too.
  await rulesetContract(t, {
    ruleset: CLOBBER,
    parse: parseClobber,
    format: formatClobber,
    twin: CLOBBER_TEXT,
    symmetries: (board: string) => gridImages(board, "all"),
    cases: [
      {
        label: "every 2x3 and 1x6 board",
        positions: [...allBoards(2, 3, ".xo"), ...allBoards(1, 6, ".xo")],
      },
      {
        label: "random 3x3 boards",
        generator: gridBoards([[3, 3]], ".xo"),
        seed: 42925,
        numRuns: 100,
      },
      {
        label: "random boards of 33 to 64 cells",
        generator: scatteredBoards(
          wideShapes().map((s) => [s.rows, s.cols] as const),
          ".",
          "xo",
          7,
        ),
        seed: 96192,
        numRuns: 150,
      },
    ],
  });
});

Deno.test("clobber() of a board with colours swapped is the negative", () => {
  // Two rows of the same length 1..4 (every generated board is checked).
  const board = fc.integer({ min: 1, max: 4 }).chain((n) =>
    fc.tuple(
      fc.stringMatching(new RegExp(`^[xo.]{${n}}$`)),
      fc.stringMatching(new RegExp(`^[xo.]{${n}}$`)),
    )
  ).map(([a, b]) => `${a}|${b}`);
  fc.assert(
    fc.property(board, (text) => {
      const swapped = text.replace(/[xo]/g, (c) => (c === "x" ? "o" : "x"));
      return clobber(swapped) === negate(clobber(text));
    }),
    { seed: 42359, numRuns: 100 },
  );
});

Deno.test("clobber() sums separate groups", () => {
  assert.equal(clobber("xo.xo"), parseGame("0"));
  assert.equal(clobber("xo.xxo"), parseGame("* + ^"));
});

Deno.test("parseClobber() rejects bad boards", () => {
  assert.throws(() => parseClobber("xT"), {
    name: "SyntaxError",
    message:
      'Cannot read Clobber board: unexpected character "T" in row 1, column 2 (allowed: . x o and | between rows), received "xT"',
  });
  assert.throws(() => parseClobber("x|oo"), SyntaxError);
});

Deno.test("clobber() of a 1x64 row and a 64x1 column counts stones in cells 32 to 63", () => {
  // Two far-apart groups: the value of each counts once, whether or not it is in the high word.
  const row = "xxo." + ".".repeat(56) + ".xxo";
  assert.equal(clobber(row), add(clobber("xxo."), clobber(".xxo")));
  assert.equal(clobber([...row].join("|")), add(clobber("xxo."), clobber(".xxo")));
});

Deno.test("clobber() of every 1xn row and nx1 column, n = 1 to 64, agrees with plain recursion on the text", () => {
  // Stones on both sides of the 32-bit word boundary and at both ends (a shift by 32 is no shift
  // in JavaScript, so every width and height is tried).
  for (let n = 1; n <= 64; n++) {
    for (const board of boundaryStrips(n)) {
      assert.equal(clobber(board), plainValue(CLOBBER_TEXT, board), board);
    }
  }
});
