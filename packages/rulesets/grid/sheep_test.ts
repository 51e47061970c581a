import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { outcome } from "@cgt/partizan";
import type { Ruleset } from "@cgt/partizan/search";
import { formatSheep, MAX_HERD, parseSheep, SHEEP, sheep } from "./sheep.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import { plainValue } from "../../../testing/plain_value.ts";
import { RULESET_FUNCTIONS } from "../rulesets.ts";

/** The board text as a grid of numbers. */
function grid(text: string): number[][] {
  return text.replaceAll(" ", "").split("|").map((row) => row.split(",").map(Number));
}

function text(g: number[][]): string {
  return g.map((row) => row.join(", ")).join(" | ");
}

/**
 * The slow twin on the text, written from MCGS's rules: the six neighbours of (r, c) in axial
 * hexagonal coordinates are (r-1, c), (r-1, c+1), (r, c+1), (r+1, c), (r+1, c-1), (r, c-1); a
 * herd of 2 or more of the mover's sends 1 .. n-1 sheep as far as they run over empty cells.
 */
function twinMoves(board: string, sign: number): string[] {
  const g = grid(board);
  const out: string[] = [];
  const inside = (r: number, c: number) => r >= 0 && r < g.length && c >= 0 && c < g[0].length;
  for (let r = 0; r < g.length; r++) {
    for (let c = 0; c < g[0].length; c++) {
      const n = g[r][c] * sign;
      if (n < 2) continue;
      for (const [dr, dc] of [[-1, 0], [-1, 1], [0, 1], [1, 0], [1, -1], [0, -1]]) {
        let [er, ec] = [r, c];
        while (inside(er + dr, ec + dc) && g[er + dr][ec + dc] === 0) [er, ec] = [er + dr, ec + dc];
        if (er === r && ec === c) continue;
        for (let k = 1; k < n; k++) {
          const next = g.map((row) => [...row]);
          next[r][c] = (n - k) * sign;
          next[er][ec] = k * sign;
          out.push(text(next));
        }
      }
    }
  }
  return out;
}

const SHEEP_TEXT: Ruleset<string> = {
  name: "Sheep (text)",
  leftOptions: (b) => twinMoves(b, 1),
  rightOptions: (b) => twinMoves(b, -1),
};

/** The half turn and the two diagonal reflections of a board, as text. */
function hexImages(board: string): string[] {
  const g = grid(board);
  const rows = g.length;
  const cols = g[0].length;
  const make = (h: number, w: number, f: (r: number, c: number) => number) =>
    text(Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, c) => f(r, c))));
  return [
    make(rows, cols, (r, c) => g[rows - 1 - r][cols - 1 - c]),
    make(cols, rows, (r, c) => g[c][r]),
    make(cols, rows, (r, c) => g[rows - 1 - c][cols - 1 - r]),
  ];
}

/** Random small boards: mostly empty, a few herds of up to 3 sheep and walls. */
const BOARDS: fc.Arbitrary<string> = fc.constantFrom<[number, number]>([1, 4], [2, 2], [2, 3], [
  3,
  3,
])
  .chain(([rows, cols]) =>
    fc.array(fc.constantFrom(0, 0, 0, 0, 1, -1, 2, -2, 3, -3), {
      minLength: rows * cols,
      maxLength: rows * cols,
    }).map((cells) =>
      text(Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols)))
    )
  ).filter((b) =>
    grid(b).flat().reduce((s, x) => s + (Math.abs(x) >= 2 ? Math.abs(x) : 0), 0) <= 6
  );

Deno.test("SHEEP keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: SHEEP,
    parse: parseSheep,
    format: formatSheep,
    twin: SHEEP_TEXT,
    value: sheep,
    symmetries: hexImages,
    positions: ["2, 0", "2, 0, -2", "3, 0, 0", "0, 2 | -3, 0", "2, 0 | 0, -2", "0, 0, 0 | 0, 3, 0"],
    cases: [{ label: "random boards up to 3x3", generator: BOARDS, seed: 2498, numRuns: 80 }],
  });
});

Deno.test("sheep() gives MCGS's published outcomes", async (t) => {
  // ualberta-mueller-group/MCGS, input/main_tests/sheep_autotests/<file>.test, line: the board and
  // {B win|loss, W win|loss}, Black (Left) moving first and White moving first.
  const table: [file: string, line: number, board: string, outcome: string][] = [
    [
      "sheep1",
      10,
      "0, 0, 0, 1, 0, -1 | 1, 0, 0, 0, 0, 0 | 0, 0, -2, 0, 0, 0 | 0, 0, 0, 0, 0, 1 | 0, 0, -3, 0, 0, 0",
      "R",
    ],
    ["sheep1", 18, "0, 0, -2, 2 | 0, 0, -1, 0 | 1, -1, -1, 0 | 0, 0, 0, 0", "P"],
    ["sheep1", 19, "-1, 0, 0, 0 | 1, 0, -2, 0 | 0, 0, 0, 0 | 0, 1, 0, 0 | 1, 1, 0, 1", "R"],
    [
      "sheep1",
      24,
      "0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 5, 0, 0, 0 | 0, -1, 0, 0, 0, 0",
      "L",
    ],
    [
      "sheep1",
      26,
      "0, -4, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, -1, 0 | 0, 0, 0, 0 | 0, 0, 0, 0",
      "R",
    ],
    [
      "sheep1",
      39,
      "0, 1, 0, 0, 0 | 0, 0, 1, 0, 0 | 0, 0, 0, -4, 0 | 0, 0, -2, 0, 0 | 0, 0, 0, 0, 0 | 0, 1, 1, 0, 0",
      "R",
    ],
    [
      "sheep1",
      44,
      "0, 0, 0, 1, 5, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0",
      "L",
    ],
    ["sheep1", 45, "1, -1, 0, 0 | -4, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0", "R"],
    [
      "sheep1",
      53,
      "0, 0, 0, 4, 0, 0 | 0, 0, 0, 1, 0, 0 | 0, 0, 0, 0, 0, 0 | -1, 0, 0, 0, 1, 0 | 0, 0, 0, -1, 0, 0",
      "L",
    ],
    [
      "sheep2",
      13,
      "0, -1, 0, 0, 0 | 0, -2, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 2, 0, 0, 0, 0 | 1, -3, 0, 0, 0",
      "R",
    ],
    [
      "sheep2",
      14,
      "0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, -2 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, -1, -1, 0 | 2, 0, 0, 0, 0, 0, 0 | 0, 0, 1, 0, 0, 0, 0",
      "P",
    ],
    [
      "sheep2",
      23,
      "0, 0, 0, 0, 0, -1, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, -1 | 0, 0, 0, 0, 0, 1, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 2, 1, 0, 0",
      "L",
    ],
    [
      "sheep2",
      24,
      "0, 0, 0, -3, 0 | 0, 0, 0, 0, 0 | 0, 1, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, -2 | 0, 0, 0, 0, -1",
      "R",
    ],
    [
      "sheep2",
      32,
      "0, 0, 0, 0, 0, 0 | -1, 0, 0, 0, 0, 0 | 0, 0, 0, 1, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 2, 0 | 0, 0, 2, 0, 0, 0",
      "L",
    ],
    [
      "sheep2",
      34,
      "0, 1, 1, 1, 0 | 0, 1, -2, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, -1, 0 | -1, -1, 0, -1, 5",
      "L",
    ],
    [
      "sheep2",
      56,
      "0, 0, 0, 0, 1, 0, 0 | 1, 0, -2, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, -2, 0, 0, 0, 0, 0 | 0, 0, 1, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, -2",
      "R",
    ],
  ];
  for (const [file, line, board, expected] of table) {
    await t.step(`${file}.test line ${line} is ${expected}`, () => {
      assert.equal(outcome(sheep(board)), expected);
    });
  }
});

Deno.test("sheep() gives values worked by hand", async (t) => {
  const table: [board: string, value: string, why: string][] = [
    ["2, 0", "1", "Black's one move ends the game"],
    ["2, 0, -2", "*", "either player fills the gap, and nobody can move after"],
    ["3, 0, 0", "2", "Black runs one sheep to the end, then one more to the freed cell"],
    [
      "2, 1 | 0, -2",
      "*",
      "past the wall of one sheep, each herd's only move fills the one empty cell",
    ],
    ["2, 1, 0", "0", "the wall blocks Black's only way to the empty cell"],
  ];
  for (const [board, value, why] of table) {
    await t.step(`sheep("${board}") is ${value} (${why})`, () => {
      assert.equal(formatGame(sheep(board)), formatGame(parseGame(value)));
      assert.equal(formatGame(plainValue(SHEEP_TEXT, board)), formatGame(parseGame(value)));
    });
  }
});

Deno.test("sheep() is in the notation", () => {
  const g = parseGame('sheep("2, 0") + sheep("0, -2")', { functions: RULESET_FUNCTIONS });
  assert.equal(formatGame(g), "0");
});

Deno.test("parseSheep() refuses bad boards", async (t) => {
  const cases: [string, unknown, ErrorConstructor][] = [
    ["a number", 3, TypeError],
    ["a letter", "0, x", SyntaxError],
    ["ragged rows", "0, 0 | 0", SyntaxError],
    ["an empty cell", "0,,0", SyntaxError],
    ["a herd over the limit", `${MAX_HERD + 1}, 0`, RangeError],
    ["more than 64 cells", Array(65).fill("0").join(","), RangeError],
  ];
  for (const [what, board, type] of cases) {
    await t.step(`parseSheep() refuses ${what}`, () => {
      assert.throws(() => parseSheep(board as string), type);
    });
  }
});
