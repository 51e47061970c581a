import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import type { GridPosition } from "../_bitboard.ts";
import { formatSkiJumps, parseSkiJumps, SKI_JUMPS, skiJumps } from "./ski_jumps.ts";
import { gridBoards, rulesetContract, scatteredBoards } from "../../../testing/ruleset_contract.ts";
import { allBoards, layersText, SKI_JUMPS_TEXT } from "../testdata/board_reference.ts";

Deno.test("skiJumps() gives the published values", async (t) => {
  const ww = "Winning Ways ch. 1, as cgt-tools 0.11 ski_jumps.rs test winning_ways_examples";
  const tools = "cgt-tools 0.11 ski_jumps.rs test";
  const rows: [board: string, value: string, source: string][] = [
    ["...L....|..R.....|........", "2", ww],
    ["........|...l....|.......R|........|......L.", "-1", ww],
    [".L...|.R...|.....", "5/2", ww],
    ["...R.|...L.|.....", "-5/2", ww],
    ["L....|....R|.....", "1/2", ww],
    ["L....|R....|.....", "9/2", ww],
    ["L....|....R|l....", "5", ww],
    ["L|R|R", "-1", `${tools} winning_ways_examples (a jump needs an empty landing square)`],
    ["R|L|L", "1", `${tools} winning_ways_examples`],
    [".LR", "0", `${tools} blocked_slides`],
    ["L.R", "*", `${tools} blocked_slides`],
    ["L..R", "*2", `${tools} blocked_slides`],
    ["R.L.R", "-1*", `${tools} blocked_slides`],
    ["L.R|..L", "1*", `${tools} blocked_slides`],
  ];
  for (const [board, value, source] of rows) {
    await t.step(`${board} is ${value} (${source})`, () => {
      assert.equal(skiJumps(board), parseGame(value));
    });
  }
});

Deno.test("SKI_JUMPS moves are the text twin's moves, on narrow and wide boards", () => {
  const boards = [
    "L.R|.rL|R..",
    "L..R....|.r...l..|..L.R...|...l....|R.....L.|........|.L..r...|....R..l",
    "L" + ".".repeat(30) + "R" + "l" + ".".repeat(30) + "r",
    [..."LRR" + ".".repeat(58) + "RLL"].join("|"),
  ];
  for (const board of boards) {
    const p = parseSkiJumps(board);
    const text = (ps: Iterable<GridPosition>): string[] =>
      [...ps].map((q) => layersText(q, "LlRr", ".")).sort();
    assert.deepEqual(text(SKI_JUMPS.leftOptions(p)), [...SKI_JUMPS_TEXT.leftOptions(board)].sort());
    assert.deepEqual(
      text(SKI_JUMPS.rightOptions(p)),
      [...SKI_JUMPS_TEXT.rightOptions(board)].sort(),
    );
  }
});

Deno.test("SKI_JUMPS keeps the ruleset contract", async (t) => {
  // The text twin moves skiers in the board text, so the bitboard move tables are checked too.
  await rulesetContract(t, {
    ruleset: SKI_JUMPS,
    parse: parseSkiJumps,
    format: formatSkiJumps,
    twin: SKI_JUMPS_TEXT,
    cases: [
      {
        label: "every slope of 1x6, 2x3 and 3x2",
        positions: [[1, 6], [2, 3], [3, 2]].flatMap(([rows, cols]) =>
          allBoards(rows, cols, ".LlRr")
        ),
      },
      {
        label: "random slopes up to 5x4",
        generator: gridBoards([[3, 3], [4, 3], [5, 3], [4, 4], [5, 4], [6, 2]], "....LlRr", {
          sparse: ".",
          maxBusy: 6,
        }),
        seed: 91755,
        numRuns: 150,
      },
      {
        label: "random slopes of 33 to 64 squares",
        generator: scatteredBoards(
          [[5, 7], [6, 6], [8, 8], [1, 40], [40, 1], [9, 4]],
          ".",
          "LlRr",
          4,
        ),
        seed: 45414,
        numRuns: 40,
      },
    ],
  });
});

Deno.test("skiJumps() of a mirrored slope with the sides swapped is the negative", () => {
  const swap: Record<string, string> = { L: "R", l: "r", R: "L", r: "l", ".": ".", "|": "|" };
  fc.assert(
    fc.property(fc.stringMatching(/^[LlRr.]{4}\|[LlRr.]{4}\|[LlRr.]{4}$/), (b) => {
      const mirrored = b.split("|").map((row) => [...row].reverse().map((c) => swap[c]).join(""));
      return formatGame(skiJumps(mirrored.join("|"))) ===
        formatGame(parseGame(`-(${formatGame(skiJumps(b))})`));
    }),
    { seed: 66413, numRuns: 40 },
  );
});

Deno.test("skiJumps() values rows that cannot meet apart", () => {
  // Two rows with no jumper: each is its own band, l..r as L..R (*2) and r..l worth 1 - 1.
  assert.equal(skiJumps("l..r|r..l"), parseGame("*2 + 0"));
  // No skier in the middle row, so no jump: 4 squares for L, 1 for R.
  assert.equal(formatGame(skiJumps("L...|....|R...")), "3");
});

Deno.test("parseSkiJumps() rejects bad slopes with the row and column", () => {
  assert.throws(() => parseSkiJumps("L.|.x"), {
    name: "SyntaxError",
    message:
      'Cannot read Ski Jumps board: unexpected character "x" in row 2, column 2 (allowed: . L l R r and | between rows), received "L.|.x"',
  });
  assert.throws(() => parseSkiJumps("L|.."), SyntaxError);
  assert.throws(() => parseSkiJumps(".".repeat(65)), RangeError);
  assert.throws(() => parseSkiJumps(undefined as unknown as string), TypeError);
});
