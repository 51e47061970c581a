import assert from "node:assert/strict";
import fc from "fast-check";
import { negate } from "@cgt/partizan/arithmetic";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { FISSION, fission, formatFission, parseFission } from "./fission.ts";
import { gridBoards, gridImages, rulesetContract } from "../../../testing/ruleset_contract.ts";
import { allBoards, FISSION_TEXT, layersText } from "../testdata/board_reference.ts";

Deno.test("fission() gives the published values", async (t) => {
  const rows: [board: string, value: string, source: string][] = [
    ["....|..x.|....|....", "0", "cgt-tools 0.11 fission.rs test canonical_form"],
    ["..x.|....|..x.|....", "-2", "cgt-tools 0.11 fission.rs test canonical_form"],
    [".x.x|....|..x.|....", "-1", "cgt-tools 0.11 fission.rs test canonical_form"],
    [".x.x|..x.|....|..x.", "{-1|-4}", "cgt-tools 0.11 fission.rs test canonical_form"],
    ["....|..x.|....|#..#", "0", "cgt-tools 0.11 fission.rs test canonical_form"],
    [".|x|.", "1", "by hand: Left's one split leaves two stones with no room"],
    [".x.", "-1", "by hand: Right's one split"],
    ["x", "0", "by hand: no room to split"],
  ];
  for (const [board, value, source] of rows) {
    await t.step(`${board} is ${value} (${source})`, () => {
      assert.equal(formatGame(fission(board)), value);
    });
  }
});

Deno.test("FISSION moves are the text twin's moves, on narrow and wide boards", () => {
  const boards = [
    ".x.|x.x|.x.",
    "........|..x.....|........|....x...|.x......|........|......x.|........",
    ".x" + ".".repeat(29) + "x." + "x".repeat(31),
    [..."..x" + ".".repeat(58) + "x.."].join("|"),
  ];
  for (const board of boards) {
    const p = parseFission(board);
    const text = (ps: Iterable<Parameters<typeof layersText>[0]>): string[] =>
      [...ps].map((q) => layersText(q, "x.", "#")).sort();
    assert.deepEqual(text(FISSION.leftOptions(p)), [...FISSION_TEXT.leftOptions(board)].sort());
    assert.deepEqual(text(FISSION.rightOptions(p)), [...FISSION_TEXT.rightOptions(board)].sort());
  }
});

Deno.test("FISSION keeps the ruleset contract", async (t) => {
  // The text twin splits stones in the board text, so the bitboard move tables are checked too.
  await rulesetContract(t, {
    ruleset: FISSION,
    parse: parseFission,
    format: formatFission,
    twin: FISSION_TEXT,
    symmetries: (board: string) => gridImages(board, "row"),
    cases: [
      {
        label: "every board of 2x3, 3x3 and 1x8",
        positions: [[2, 3], [3, 3], [1, 8]].flatMap(([rows, cols]) => allBoards(rows, cols, ".x#")),
      },
      {
        label: "random boards up to 4x5",
        generator: gridBoards([[3, 4], [4, 4], [4, 5], [5, 4], [2, 8]], "...x#"),
        seed: 39189,
        numRuns: 150,
      },
      {
        label: "random boards of 33 to 64 squares",
        generator: fc.constantFrom([5, 7], [6, 6], [8, 8], [1, 64], [64, 1], [4, 9]).chain((
          [rows, cols],
        ) =>
          fc.tuple(
            fc.constant([rows, cols]),
            fc.uniqueArray(fc.integer({ min: 0, max: rows * cols - 1 }), { maxLength: 4 }),
            fc.uniqueArray(fc.integer({ min: 0, max: rows * cols - 1 }), { maxLength: 14 }),
          )
        ).map(([[rows, cols], stones, open]) => {
          // Mostly blocked, so that plain recursion stays small; the open squares scatter widely.
          const cs = Array.from({ length: rows * cols }, () => "#");
          for (const i of open) cs[i] = ".";
          for (const i of stones) cs[i] = "x";
          const lines: string[] = [];
          for (let r = 0; r < rows; r++) lines.push(cs.slice(r * cols, (r + 1) * cols).join(""));
          return lines.join("|");
        }),
        seed: 68934,
        numRuns: 60,
      },
    ],
  });
});

Deno.test("fission() of a transposed board is the negative", () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[x.#]{3}\|[x.#]{3}\|[x.#]{3}\|[x.#]{3}$/), (b) => {
      const rows = b.split("|");
      const transposed = [...rows[0]].map((_, c) => rows.map((r) => r[c]).join("")).join("|");
      return fission(transposed) === negate(fission(b));
    }),
    { seed: 54099, numRuns: 100 },
  );
});

Deno.test("fission() sums regions cut off by blocked squares", () => {
  assert.equal(fission(".|x|.|#|.|x|."), parseGame("2"));
  assert.equal(fission(".x.#.x."), parseGame("-2"));
});

Deno.test("parseFission() rejects bad boards with the row and column", () => {
  assert.throws(() => parseFission("x.|.o"), {
    name: "SyntaxError",
    message:
      'Cannot read Fission board: unexpected character "o" in row 2, column 2 (allowed: . x # and | between rows), received "x.|.o"',
  });
  assert.throws(() => parseFission("x|.."), SyntaxError);
  assert.throws(() => parseFission(".".repeat(65)), RangeError);
  assert.throws(() => parseFission(null as unknown as string), TypeError);
});
