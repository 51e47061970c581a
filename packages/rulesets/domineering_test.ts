import assert from "node:assert/strict";
import fc from "fast-check";
import { transform } from "./_bitboard.ts";
import { negate } from "@cgt/partizan/arithmetic";
import { DOMINEERING, domineering, parseDomineering } from "./domineering.ts";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import type { GridPosition } from "./_bitboard.ts";
import { plainValue } from "../partizan/testdata/plain_value.ts";

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

Deno.test("domineering() of larger rectangles agrees with plain recursion", async (t) => {
  for (const board of ["...|...", "..|..|..", "...|...|...", "....|....", "...|...|...|..."]) {
    await t.step(board, () => {
      assert.equal(domineering(board), plainValue(DOMINEERING, parseDomineering(board)));
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
    { numRuns: 150 },
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
      ".........|.........|.........|.........",
      RangeError,
      'Cannot read Domineering board: a board has at most 32 cells, this one has 36, received ".........|.........|.........|........."',
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
