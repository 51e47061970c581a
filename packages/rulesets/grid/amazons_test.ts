import assert from "node:assert/strict";
import fc from "fast-check";
import { negate } from "@cgt/partizan/arithmetic";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { AMAZONS, amazons, formatAmazons, parseAmazons } from "./amazons.ts";
import { gridImages, rulesetContract, scatteredBoards } from "../../../testing/ruleset_contract.ts";
import type { GridPosition } from "../_bitboard.ts";
import { allBoards, AMAZONS_TEXT, textValue } from "../testdata/board_reference.ts";

Deno.test("amazons() gives the published values", async (t) => {
  const rows: [board: string, value: string, source: string][] = [
    [
      "x...|o...",
      "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}",
      'CGSuite GameGridTest.scala: game.grid.Amazons("x...|o...").CanonicalForm',
    ],
    [
      "x..#|....|.#.o",
      "{{6|{3|1,{3|0,{1/2|0}}}},{6|{4*|-3,{3,{3|0,{1/2|0}}|-4}}}|-3,{0,{0|-2},{1|-3}|-5}," +
      "{0,{0,*|0,{0,{1/2,{1|0}|v}|v}}|-5},{{2,{2|0}|0,{0,{2|0,{2|0}}|0}},{2,{3|0}|0," +
      "{0,{0,^*|0}|-1}},{{2|0},{2|{1|1/4},{2|0}}|v*,{1/2|{{0|-1},{*|-1}|-1}},{{0,^*|0}|-1}}," +
      "{{3|0},{3|1,{2|0}},{3,{3|1}|1,{1|0,*}}|-1/16,{0|-1},{*|-1}}|-5,{v,v*,{0,{0,^*|0}|-1}|-5}," +
      "{{1/2|{-1/4,{0|-1},{*|-1}|-1}},{{1|1/4}|{-1/4|-1}},{{1|{1|0},{1|*}}|-1/2}|-5}}}",
      "cgt-tools 0.11 amazons.rs test canonical_form (confirmed there with CGSuite)",
    ],
    ["x.", "1", "by hand: Left's amazon steps and shoots back onto the square it left"],
    ["x.o", "*", "by hand: whoever moves first takes the only empty square"],
    ["xo", "0", "by hand: no empty square, no move"],
  ];
  for (const [board, value, source] of rows) {
    await t.step(`${board} is ${value} (${source})`, () => {
      assert.equal(amazons(board), parseGame(value));
    });
  }
});

Deno.test('amazons("x...|o...") has 2,784 followers, as CGSuite counts them', () => {
  // CGSuite's count: the distinct positions reachable from x...|o..., itself included.
  // Counted on the uncropped boards the rules produce, positions compared square by square.
  const start = parseAmazons("x...|o...");
  const key = (p: GridPosition): string => p.masks.join(",");
  const seen = new Set([key(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const p = stack.pop() as GridPosition;
    for (const q of [...AMAZONS.leftOptions(p), ...AMAZONS.rightOptions(p)]) {
      if (!seen.has(key(q))) {
        seen.add(key(q));
        stack.push(q);
      }
    }
  }
  assert.equal(seen.size, 2784);
});

Deno.test("AMAZONS moves are the text twin's moves", () => {
  const wide = [
    "x.......|........|...o....|........|....#...|........|.x......|.......o",
    "x" + ".".repeat(30) + "#" + ".".repeat(31) + "o",
    ["o", ...".".repeat(62), "x"].join("|"),
  ];
  for (const board of ["x...|o...", "x.#|.o.|..x", "x", "#x.#|o...", ...wide]) {
    const format = (ps: Iterable<GridPosition>): string[] => [...ps].map((p) => textOf(p)).sort();
    assert.deepEqual(
      format(AMAZONS.leftOptions(parseAmazons(board))),
      [
        ...AMAZONS_TEXT.leftOptions(board),
      ].sort(),
    );
    assert.deepEqual(
      format(AMAZONS.rightOptions(parseAmazons(board))),
      [
        ...AMAZONS_TEXT.rightOptions(board),
      ].sort(),
    );
  }
});

/** Writes a parsed position back as text (layers x, o, empty; anything else burnt). */
function textOf(p: GridPosition): string {
  let s = "";
  for (let i = 0; i < p.rows * p.cols; i++) {
    if (i > 0 && i % p.cols === 0) s += "|";
    const has = (k: number): boolean =>
      i < 32 ? ((p.masks[k] >>> i) & 1) === 1 : (((p.high ?? [])[k] >>> (i - 32)) & 1) === 1;
    s += has(0) ? "x" : has(1) ? "o" : has(2) ? "." : "#";
  }
  return s;
}

Deno.test("AMAZONS keeps the ruleset contract", async (t) => {
  // The text twin moves amazons and shoots in the board text, so the move tables are checked too.
  await rulesetContract(t, {
    ruleset: AMAZONS,
    parse: parseAmazons,
    format: formatAmazons,
    twin: AMAZONS_TEXT,
    value: amazons,
    symmetries: (board: string) => gridImages(board, "all"),
    cases: [
      {
        label: "every board of 1x5, 2x2 and 2x3",
        positions: [[1, 5], [2, 2], [2, 3]].flatMap(([rows, cols]) =>
          allBoards(rows, cols, ".xo#")
        ),
      },
      {
        label: "random 3x3 and 3x4 boards",
        generator: fc.constantFrom([3, 3], [3, 4], [4, 3]).chain(([rows, cols]) =>
          fc.array(fc.constantFrom(".", "#", "#", "x", "o"), {
            minLength: rows * cols,
            maxLength: rows * cols,
          }).map((cs) => {
            const lines: string[] = [];
            for (let r = 0; r < rows; r++) lines.push(cs.slice(r * cols, (r + 1) * cols).join(""));
            return lines.join("|");
          })
        ).filter((b) => [...b].filter((c) => c === ".").length <= 6),
        seed: 86605,
        numRuns: 120,
      },
      {
        label: "random boards of 33 to 64 squares",
        generator: scatteredBoards(
          [[5, 7], [6, 6], [8, 8], [1, 64], [64, 1], [4, 9]],
          "#",
          "..xo",
          7,
          1,
        ),
        seed: 21814,
        numRuns: 100,
      },
    ],
  });
});

Deno.test("amazons() of a thin region spanning a 5x7 board agrees with plain recursion", () => {
  // The region's bounding box has 35 squares, so the search runs on the wide path.
  for (
    const board of [
      "x......|######.|######.|######.|######o",
      "x.....o|######.|######.|######.|######x",
    ]
  ) {
    assert.equal(amazons(board), textValue(AMAZONS_TEXT, board), board);
  }
});

Deno.test("amazons() of a board with colours swapped is the negative", () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[xo.#]{3}\|[xo.#]{3}\|[.#]{3}$/), (b) => {
      const swapped = b.replace(/[xo]/g, (c) => (c === "x" ? "o" : "x"));
      return amazons(swapped) === negate(amazons(b));
    }),
    { seed: 13194, numRuns: 100 },
  );
});

Deno.test("amazons() sums regions cut off by burnt squares", () => {
  assert.equal(formatGame(amazons("x.#.o")), formatGame(parseGame("1 + -1")));
  assert.equal(formatGame(amazons("x..")), "2");
  assert.equal(formatGame(amazons("x..#|####|..o#")), "0");
});

Deno.test("parseAmazons() rejects bad boards with the row and column", () => {
  assert.throws(() => parseAmazons("x.|.Q"), {
    name: "SyntaxError",
    message:
      'Cannot read Amazons board: unexpected character "Q" in row 2, column 2 (allowed: . x o # and | between rows), received "x.|.Q"',
  });
  assert.throws(() => parseAmazons("x|oo"), SyntaxError);
  assert.throws(() => parseAmazons(".".repeat(65)), RangeError);
  assert.throws(() => parseAmazons(3 as unknown as string), TypeError);
});
