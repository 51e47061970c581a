import assert from "node:assert/strict";
import {
  type NorthcottMove,
  northcottOutcome,
  type NorthcottPlayer,
  northcottWinningMoves,
} from "./northcott.ts";
import { plainLoopyOutcomes } from "../../testing/plain_loopy.ts";

type Row = [number, number];

/** Every placement of the rows on a board of `width` columns. */
function boards(rows: number, width: number): Row[][] {
  let out: Row[][] = [[]];
  for (let r = 0; r < rows; r++) {
    const next: Row[][] = [];
    for (const board of out) {
      for (let w = 0; w < width; w++) {
        for (let b = 0; b < width; b++) if (w !== b) next.push([...board, [w, b]]);
      }
    }
    out = next;
  }
  return out;
}

/** The moves of `player` by the rules: slide the own piece along its row, not over the other. */
function moves(board: Row[], width: number, player: NorthcottPlayer): NorthcottMove[] {
  const out: NorthcottMove[] = [];
  board.forEach(([w, b], row) => {
    const [mine, theirs] = player === "white" ? [w, b] : [b, w];
    const [lo, hi] = theirs > mine ? [0, theirs - 1] : [theirs + 1, width - 1];
    for (let to = lo; to <= hi; to++) if (to !== mine) out.push({ row, from: mine, to });
  });
  return out;
}

function play(board: Row[], move: NorthcottMove, player: NorthcottPlayer): Row[] {
  return board.map(([w, b], row) =>
    row !== move.row ? [w, b] : player === "white" ? [move.to, b] : [w, move.to]
  );
}

/**
 * Retrograde analysis of the whole (loopy, partizan) game graph by the plain loopy search of
 * testing/ (white is Left, black Right): for each board and player to move, "win", "loss" or
 * "draw" (neither can force a win).
 */
function solve(rows: number, width: number): Map<string, "win" | "loss" | "draw"> {
  const after = (board: Row[], p: NorthcottPlayer) =>
    moves(board, width, p).map((m) => play(board, m, p));
  const all = boards(rows, width);
  const outcomes = plainLoopyOutcomes({
    name: "Northcott",
    leftOptions: (board: Row[]) => after(board, "white"),
    rightOptions: (board: Row[]) => after(board, "black"),
    key: (board: Row[]) => JSON.stringify(board),
  }, all);
  const result = new Map<string, "win" | "loss" | "draw">();
  all.forEach((board, i) => {
    result.set(`white:${JSON.stringify(board)}`, outcomes[i].leftFirst);
    result.set(`black:${JSON.stringify(board)}`, outcomes[i].rightFirst);
  });
  return result;
}

// Bounds: every position with 1 row up to width 7, 2 rows up to width 5, 3 rows of width 4.
const sizes: [number, number][] = [[1, 2], [1, 4], [1, 7], [2, 3], [2, 5], [3, 4]];

Deno.test("northcottOutcome() agrees with retrograde analysis on every small board", async (t) => {
  for (const [rows, width] of sizes) {
    await t.step(`${rows} rows, width ${width}`, () => {
      const solved = solve(rows, width);
      for (const board of boards(rows, width)) {
        for (const p of ["white", "black"] as const) {
          const r = solved.get(`${p}:${JSON.stringify(board)}`);
          assert.equal(
            r === "draw" ? "draw" : r === "loss" ? "P" : "N",
            northcottOutcome({ width, rows: board }),
          );
        }
      }
    });
  }
});

Deno.test("northcottWinningMoves() lists exactly the moves to lost positions on every small board", () => {
  for (const [rows, width] of [[2, 5], [3, 4]] as [number, number][]) {
    const solved = solve(rows, width);
    for (const board of boards(rows, width)) {
      for (const p of ["white", "black"] as const) {
        const other = p === "white" ? "black" : "white";
        const expected = moves(board, width, p).filter((m) =>
          solved.get(`${other}:${JSON.stringify(play(board, m, p))}`) === "loss"
        );
        assert.deepEqual(northcottWinningMoves({ width, rows: board }, p), expected);
      }
    }
  }
});

Deno.test("northcottOutcome() rejects malformed boards", () => {
  assert.throws(() => northcottOutcome({ width: 4, rows: [[1, 1]] }), /both pieces of row 0/);
  assert.throws(() => northcottOutcome({ width: 4, rows: [[0, 4]] }), /received 4 in row 0/);
  assert.throws(() => northcottOutcome({ width: 1, rows: [] }), RangeError);
  assert.throws(() => northcottOutcome({ width: 4, rows: [[0]] as unknown as Row[] }), TypeError);
  assert.throws(
    () => northcottWinningMoves({ width: 4, rows: [[0, 2]] }, "red" as NorthcottPlayer),
    TypeError,
  );
});
