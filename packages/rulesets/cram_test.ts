import assert from "node:assert/strict";
import { CRAM, cram, cramGrundy, parseCram } from "./cram.ts";
import { nimber } from "@cgt/partizan/game";
import type { GridPosition } from "./_bitboard.ts";
import { plainValue } from "../partizan/testdata/plain_value.ts";

Deno.test("cramGrundy() matches published values", async (t) => {
  const table: [board: string, value: number, source: string][] = [
    ["..", 1, "by hand: one move for either player, {0 | 0}"],
    [
      "..|..",
      0,
      "Gardner (1974): even by even boards are second-player wins by the central-symmetry strategy",
    ],
    ["....|....|....|....", 0, "Gardner (1974): even by even boards are 0"],
    ["...", 1, "Winning Ways ch. 4: a 1xn strip is Dawson's Kayles 0.07, G(3) = 1"],
    ["....", 2, "Winning Ways ch. 4: Dawson's Kayles 0.07 has G(4) = 2"],
    [
      "...|...|...",
      0,
      "by hand: this 3x3 value, cross-checked with plain recursion below",
    ],
  ];
  for (const [board, value, source] of table) {
    await t.step(`${board} is *${value} (${source})`, () => assert.equal(cramGrundy(board), value));
  }
});

Deno.test("cram() equals plain partizan recursion on every 3x3 and 2x4 position", async (t) => {
  for (const [rows, cols] of [[3, 3], [2, 4]]) {
    await t.step(`${rows}x${cols}`, () => {
      for (let mask = 0; mask < 2 ** (rows * cols); mask++) {
        const p: GridPosition = { rows, cols, masks: [mask] };
        const text = Array.from(
          { length: rows },
          (_, r) =>
            Array.from({ length: cols }, (_, c) => ((mask >> (r * cols + c)) & 1 ? "." : "#")).join(
              "",
            ),
        ).join("|");
        assert.equal(cram(text), plainValue(CRAM, p), text);
        assert.equal(cram(text), nimber(cramGrundy(text)));
      }
    });
  }
});

Deno.test("parseCram() rejects bad boards", () => {
  assert.throws(() => parseCram(".x"), SyntaxError);
  assert.equal(parseCram(".#").masks[0], 1);
});
