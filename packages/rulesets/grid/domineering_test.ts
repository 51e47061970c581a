import assert from "node:assert/strict";
import fc from "fast-check";
import { transform } from "../_bitboard.ts";
import { negate } from "@cgt/partizan/arithmetic";
import { DOMINEERING, domineering, formatDomineering, parseDomineering } from "./domineering.ts";
import { gridImages, rulesetContract, scatteredBoards } from "../../../testing/ruleset_contract.ts";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import type { GridPosition } from "../_bitboard.ts";
import { DOMINEERING_TEXT, wideShapes } from "../testdata/grid_reference.ts";

Deno.test("domineering() matches published and hand-worked values", async (t) => {
  const table: [board: string, value: string, source: string][] = [
    ["..|..", "+-1", "Winning Ways ch. 2: the 2x2 square is ±1"],
    [".|.", "1", "Winning Ways ch. 2: a vertical domino space is 1"],
    ["..", "-1", "Winning Ways ch. 2: a horizontal domino space is -1"],
    [".|.|.", "1", "by hand: a 3-cell vertical strip holds one domino"],
    ["...", "-1", "by hand: a 3-cell horizontal strip holds one domino"],
    ["....", "-2", "Wikipedia, Domineering: the 1x4 strip is {| 0, -1} = -2"],
    [
      "...|...",
      "{2|-1/2}",
      "Wikipedia, Domineering (after Winning Ways ch. 2): the 2x3 grid is {2 | -1/2}",
    ],
    ["..|.#", "*", "by hand: each player has one move, to 0"],
    [".", "0", "by hand: a single cell has no moves"],
  ];
  for (const [board, value, source] of table) {
    await t.step(`${board} is ${value} (${source})`, () => {
      assert.equal(formatGame(domineering(board)), value);
      assert.equal(domineering(board), parseGame(value));
    });
  }
});

Deno.test("domineering() of a transposed board is the negative (Left and Right swap)", () => {
  const search = new Solver(DOMINEERING);
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 16 - 1 }), (mask) => {
      const p: GridPosition = { rows: 4, cols: 4, masks: [mask] };
      return search.value(transform(p, "transpose")) === negate(search.value(p));
    }),
    { seed: 25705, numRuns: 150 },
  );
});

Deno.test("domineering() ignores blocked cells that separate regions", () => {
  assert.equal(domineering("..#..|..#.."), parseGame("+-1 + +-1"));
  assert.equal(domineering("..#..|..#.."), parseGame("0"));
});

Deno.test("parseDomineering() rejects bad boards with one-line errors", async (t) => {
  const bad: [unknown, ErrorConstructor, string][] = [
    [
      "..|.x",
      SyntaxError,
      'Cannot read Domineering board: unexpected character "x" in row 2, column 2 (allowed: . # and | between rows), received "..|.x"',
    ],
    [
      "..|...",
      SyntaxError,
      'Cannot read Domineering board: row 2 has 3 cells but row 1 has 2, received "..|..."',
    ],
    ["..||..", SyntaxError, 'Cannot read Domineering board: row 2 is empty, received "..||.."'],
    ["", SyntaxError, 'Cannot read Domineering board: row 1 is empty, received ""'],
    [
      "..........|..........|..........|..........|..........|..........|.........." +
      "|..........",
      RangeError,
      'Cannot read Domineering board: a board has at most 64 cells, this one has 80, received "' +
      "..........|..........|..........|..........|..........|..........|..........|" +
      '.........."',
    ],
    [
      42,
      TypeError,
      'Cannot read Domineering board: expected a string of rows separated by "|", received number',
    ],
  ];
  for (const [board, kind, message] of bad) {
    await t.step(String(board), () => {
      assert.throws(() => parseDomineering(board as string), { name: kind.name, message });
    });
  }
});

Deno.test("domineering() of a 1xn row is -floor(n/2) and of an nx1 column floor(n/2), n = 1 to 64", () => {
  // Only one player can move on a strip; they place floor(n/2) dominoes (Winning Ways ch. 2).
  for (let n = 1; n <= 64; n++) {
    assert.equal(formatGame(domineering(".".repeat(n))), String(-Math.floor(n / 2)), `1x${n}`);
    assert.equal(
      formatGame(domineering(Array(n).fill(".").join("|"))),
      String(Math.floor(n / 2)),
      `${n}x1`,
    );
  }
});

Deno.test("domineering() of a full 1x32 row is -16 (a shift by 32 is no shift in JavaScript)", () => {
  assert.equal(formatGame(domineering(".".repeat(32))), "-16");
  assert.equal(formatGame(domineering(Array(32).fill(".").join("|"))), "16");
});

Deno.test("DOMINEERING keeps the ruleset contract", async (t) => {
  // The text twin places dominoes in the board text, so the bitboard move tables are checked too.
  await rulesetContract(t, {
    ruleset: DOMINEERING,
    parse: parseDomineering,
    format: formatDomineering,
    twin: DOMINEERING_TEXT,
    value: domineering,
    symmetries: (board: string) => gridImages(board, "row"),
    cases: [
      {
        label: "larger rectangles",
        positions: ["...|...", "..|..|..", "...|...|...", "....|....", "...|...|...|..."],
      },
      {
        label: "random boards of 33 to 64 cells",
        generator: scatteredBoards(wideShapes().map((s) => [s.rows, s.cols] as const), "#", ".", 9),
        seed: 36879,
        numRuns: 150,
      },
    ],
  });
});

Deno.test("domineering() of a board padded past 32 cells equals the unpadded board", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 0, max: 2 ** 16 - 1 }),
      fc.integer({ min: 0, max: 3 }),
      (rows, cols, mask, where) => {
        const small = Array.from(
          { length: rows },
          (_, r) =>
            Array.from({ length: cols }, (_, c) => ((mask >> (r * cols + c)) & 1 ? "." : "#"))
              .join(""),
        );
        // Pad to 8 by 8 with blocked cells, the small board in one of four corners.
        const wide = Array.from({ length: 8 }, (_, r) => {
          const rr = where & 1 ? r - (8 - rows) : r;
          const line = small[rr] ?? "#".repeat(cols);
          return where & 2 ? "#".repeat(8 - cols) + line : line + "#".repeat(8 - cols);
        });
        assert.equal(domineering(wide.join("|")), domineering(small.join("|")));
      },
    ),
    { seed: 39896, numRuns: 100 },
  );
});

Deno.test("parseDomineering() keeps cells 32 to 63 of a wide board in high", () => {
  const p = parseDomineering(
    "########|########|########|########|.#######|########|########|#######.",
  );
  assert.deepEqual(p, { rows: 8, cols: 8, masks: [0], high: [2 ** 31 + 1] });
  assert.equal(parseDomineering(".".repeat(64)).high?.[0], 0xffffffff);
});
