import assert from "node:assert/strict";
import { parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
import { GameLimitError, PositionLimitError, withStepLimit } from "@cgt/partizan/game-limit";
import { formatGame } from "@cgt/partizan/notation";
import { impartialRuleset } from "../variant/impartial_ruleset.ts";
import { CRAM_TEXT, wideShapes } from "../testdata/grid_reference.ts";
import { CRAM, cram, cramGrundy, formatCram, parseCram } from "./cram.ts";
import { gridImages, rulesetContract, scatteredBoards } from "../../../testing/ruleset_contract.ts";
import { allBoards } from "../testdata/board_reference.ts";
import { nimber } from "@cgt/partizan/game";
import type { GridPosition } from "../_bitboard.ts";

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

Deno.test("CRAM keeps the ruleset contract", async (t) => {
  // The text twin places dominoes in the board text; cram() takes the Grundy road.
  await rulesetContract(t, {
    ruleset: CRAM,
    parse: parseCram,
    format: formatCram,
    twin: CRAM_TEXT,
    value: cram,
    impartial: true,
    symmetries: (board: string) => gridImages(board, "all"),
    cases: [
      {
        label: "every 3x3 and 2x4 position",
        positions: [...allBoards(3, 3, ".#"), ...allBoards(2, 4, ".#")],
      },
      {
        label: "random boards of 33 to 64 cells",
        generator: scatteredBoards(wideShapes().map((s) => [s.rows, s.cols] as const), "#", ".", 8),
        seed: 66198,
        numRuns: 120,
      },
    ],
  });
});

Deno.test("cram() is the nimber of cramGrundy() on every 3x3 and 2x4 position", () => {
  for (const text of [...allBoards(3, 3, ".#"), ...allBoards(2, 4, ".#")]) {
    assert.equal(cram(text), nimber(cramGrundy(text)), text);
  }
});

Deno.test("parseCram() rejects bad boards", () => {
  assert.throws(() => parseCram(".x"), SyntaxError);
  assert.equal(parseCram(".#").masks[0], 1);
});

Deno.test("cramGrundy() of a 1xn or nx1 strip is Dawson's Kayles G(n), n = 1 to 64", () => {
  // A domino on a strip removes two adjacent cells, leaving up to two strips: the octal game
  // 0.07 (Winning Ways ch. 4), whose values takeAndBreakGrundy computes independently.
  const dawson = takeAndBreakGrundy(parseOctalCode("0.07"), 64);
  for (let n = 1; n <= 64; n++) {
    assert.equal(cramGrundy(".".repeat(n)), dawson[n], `1x${n}`);
    assert.equal(cramGrundy(Array(n).fill(".").join("|")), dawson[n], `${n}x1`);
  }
  assert.equal(formatGame(cram(".".repeat(32))), "*2");
});

Deno.test("cramGrundy() stops within a step budget", () => {
  assert.throws(
    () => withStepLimit(1000, () => cramGrundy("......|......|......|......|......")),
    GameLimitError,
  );
});

Deno.test("cramGrundy() stops at maxPositions", () => {
  const small = impartialRuleset(
    {
      options: (p: GridPosition) => CRAM.leftOptions(p),
      key: (p: GridPosition) => CRAM.key!(p),
      components: (p: GridPosition) => CRAM.components!(p),
    },
    { maxPositions: 100 },
  );
  assert.throws(
    () => small.solver.grundy(parseCram("......|......|......|......|......")),
    PositionLimitError,
  );
});

Deno.test("clearCaches() empties the table behind cramGrundy()", async () => {
  const { clearCaches } = await import("@cgt/partizan/caches");
  assert.equal(cramGrundy("....|....|...."), cramGrundy("....|....|...."));
  assert.ok(CRAM.solver.size > 0);
  clearCaches();
  assert.equal(CRAM.solver.size, 0);
  assert.equal(cramGrundy("..."), 1);
});
