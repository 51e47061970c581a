import assert from "node:assert/strict";
import fc from "fast-check";
import { negate } from "@cgt/partizan/arithmetic";
import { formatGame } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { gridBoards, gridImages, rulesetContract } from "../../../testing/ruleset_contract.ts";
import { allBoards } from "../testdata/board_reference.ts";
import { formatHotClobber, HOT_CLOBBER, hotClobber, parseHotClobber } from "./hot_clobber.ts";

/**
 * The slow twin of Hot Clobber, straight from the rule on the board text: a stone of `mine`
 * steps onto an orthogonally adjacent stone of either colour, leaving `.` behind.
 */
function hotMoves(board: string, mine: string): string[] {
  const grid = board.split("|").map((row) => [...row]);
  const out: string[] = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] !== mine) continue;
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        const target = grid[r + dr]?.[c + dc];
        if (target !== "x" && target !== "o") continue;
        const next = grid.map((row) => [...row]);
        next[r][c] = ".";
        next[r + dr][c + dc] = mine;
        out.push(next.map((row) => row.join("")).join("|"));
      }
    }
  }
  return out;
}

const HOT_TEXT: Ruleset<string> = {
  name: "Hot Clobber (text)",
  leftOptions: (board) => hotMoves(board, "x"),
  rightOptions: (board) => hotMoves(board, "o"),
};

Deno.test("HOT_CLOBBER keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: HOT_CLOBBER,
    parse: parseHotClobber,
    format: formatHotClobber,
    twin: HOT_TEXT,
    symmetries: (board) => gridImages(board, "all"),
    // Every board of 1x5 and 2x3 over . x o, # included on 1x4.
    positions: [...allBoards(1, 5, ".xo"), ...allBoards(2, 3, ".xo"), ...allBoards(1, 4, ".xo#")],
    generator: gridBoards([[3, 3], [3, 4], [4, 3], [2, 5], [1, 8]], ".xo", {
      sparse: ".",
      maxBusy: 7,
    }),
    seed: 41873,
    numRuns: 60,
  });
});

Deno.test("hotClobber() gives the values worked out by hand", async (t) => {
  const rows: [board: string, expected: string, why: string][] = [
    ["x", "0", "a lone stone has no move"],
    ["xo", "*", "each player's one move leaves a lone stone: {0|0}"],
    ["xx", "1", "Left's moves leave x (0), Right has none: {0|} = 1"],
    ["oo", "-1", "the colours swapped of xx"],
    ["xxx", "2", "Left's moves leave xx (1) or x.x (0): {0,1|} = 2"],
    ["xx|xx", "3", "Left can keep the block connected, so each of her 3 moves is free: {2|} = 3"],
    [
      "xxo",
      "^",
      "Left: .xo (*), x.o (0), x.x (0); Right: xo. (*). {0,*|*}: * reverses through 0 " +
      "(G >= 0), so G = {0|*} = ^",
    ],
    ["x.o", "0", "no stone is next to another"],
  ];
  for (const [board, expected, why] of rows) {
    await t.step(`hotClobber("${board}") is ${expected}: ${why}`, () => {
      assert.equal(formatGame(hotClobber(board)), expected);
    });
  }
});

Deno.test("hotClobber() of a board with colours swapped is the negative", () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[xo.]{3}\|[xo.]{3}\|[xo.]{2}[.]$/), (b) => {
      const swapped = b.replace(/[xo]/g, (c) => (c === "x" ? "o" : "x"));
      return hotClobber(swapped) === negate(hotClobber(b));
    }),
    { seed: 23819, numRuns: 60 },
  );
});

Deno.test("parseHotClobber() and formatHotClobber() reject bad input", () => {
  assert.throws(() => parseHotClobber("xT"), {
    name: "SyntaxError",
    message:
      'Cannot read Hot Clobber board: unexpected character "T" in row 1, column 2 (allowed: . x o # and | between rows), received "xT"',
  });
  assert.throws(() => parseHotClobber("x|oo"), SyntaxError);
  assert.throws(() => parseHotClobber(".".repeat(65)), RangeError);
  assert.throws(() => parseHotClobber(7 as unknown as string), TypeError);
  assert.throws(
    () => formatHotClobber({ rows: 1, cols: 2, masks: [1] }),
    {
      name: "TypeError",
      message:
        "Cannot write Hot Clobber board: expected a position with rows, cols and 2 layer masks, received another object",
    },
  );
});
