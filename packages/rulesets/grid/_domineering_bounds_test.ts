import assert from "node:assert/strict";
import fc from "fast-check";
import { outcome } from "@cgt/partizan/compare";
import { value } from "@cgt/partizan/search";
import { plainWinsFirst } from "../../../testing/plain_outcome.ts";
import { DOMINEERING, parseDomineering } from "./domineering.ts";
import { countVerdict, countVerdictLossFirst, MINE, tally, THEIRS } from "./_domineering_bounds.ts";

/** The free cells of `board` by column (Vertical's lines) and by row (Horizontal's). */
function lines(
  board: string,
): { byCol: Int32Array; byRow: Int32Array; rows: number; cols: number } {
  const rowsText = board.split("|");
  const rows = rowsText.length;
  const cols = rowsText[0].length;
  const byRow = new Int32Array(rows);
  const byCol = new Int32Array(cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (rowsText[r][c] === ".") {
        byRow[r] |= 1 << c;
        byCol[c] |= 1 << r;
      }
    }
  }
  return { byCol, byRow, rows, cols };
}

/** countVerdict() for Vertical (Left) or Horizontal moving first on `board`. */
function verdict(board: string, vertical: boolean, slack = 0): number {
  const { byCol, byRow, rows, cols } = lines(board);
  return vertical
    ? countVerdict(byCol, cols, byRow, rows, slack)
    : countVerdict(byRow, rows, byCol, cols, slack);
}

const arbitraryBoard = fc.integer({ min: 1, max: 5 }).chain((rows) =>
  fc.integer({ min: 1, max: 5 }).chain((cols) =>
    fc.array(fc.constantFrom(".", ".", ".", "#"), {
      minLength: rows * cols,
      maxLength: rows * cols,
    }).map((cells) =>
      Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join(""))
        .join("|")
    )
  )
);

/** Whether the player moving first wins, by plain minimax (small boards) or canonical value. */
function winsFirst(board: string, vertical: boolean): boolean {
  const position = parseDomineering(board);
  if ([...board].filter((c) => c === ".").length <= 12) {
    return plainWinsFirst(DOMINEERING, position, vertical);
  }
  const o = outcome(value(DOMINEERING, position));
  return vertical ? o === "L" || o === "N" : o === "R" || o === "N";
}

/** The property: every board countVerdict() decides is decided as minimax decides it. */
function sound(slack: number) {
  return fc.property(arbitraryBoard, fc.boolean(), (board, vertical) => {
    const v = verdict(board, vertical, slack);
    if (v !== 0) assert.equal(v > 0, winsFirst(board, vertical), `${board} ${vertical}`);
  });
}

Deno.test("countVerdict()", async (t) => {
  await t.step("agrees with plain minimax on every board it decides", () => {
    fc.assert(sound(0), { seed: 8_2002, numRuns: 1000 });
    // Not vacuous: on these boards it decides most positions, both ways.
    const decided = fc.sample(fc.tuple(arbitraryBoard, fc.boolean()), {
      seed: 8_2002,
      numRuns: 300,
    })
      .map(([board, vertical]) => verdict(board, vertical));
    assert.ok(decided.filter((v) => v > 0).length > 30, "wins decided");
    assert.ok(decided.filter((v) => v < 0).length > 30, "losses decided");
    // And the boards have protective areas (2 x 2 blocks fenced in) and isolated areas.
    const tallies = fc.sample(arbitraryBoard, { seed: 8_2002, numRuns: 300 }).map((board) => {
      const { byCol, cols } = lines(board);
      const out = new Int32Array(5);
      tally(byCol, cols, out);
      return out;
    });
    assert.ok(tallies.filter((out) => out[4] > 0).length > 30, "protective areas");
    assert.ok(tallies.filter((out) => out[2] > 0).length > 30, "isolated areas");
  });

  await t.step("with one sure move too many is caught by the same property", () => {
    const run = fc.check(sound(1), { seed: 8_2002, numRuns: 600 });
    assert.equal(run.failed, true);
  });

  await t.step("decides boards whose isolated unsafe areas settle the count", () => {
    // [board, Vertical moving first?, verdict, why]
    const rows: [string, boolean, number, string][] = [
      ["....", true, -1, "Vertical has no move"],
      [".|.", true, 1, "Vertical's one safe move against no move of Horizontal"],
      ["..", false, 1, "Horizontal's one safe move against no move of Vertical"],
      ["..|..", true, 1, "a protective area: its move, the safe move left, two moves taken"],
      ["...|...", true, 0, "three unsafe areas side by side (one sure) against three moves"],
      // Columns 0, 2 and 4: isolated areas, of which Vertical moving first keeps 2; column 6 is
      // safe; Horizontal has at most 2 moves (row 0, cells 0 to 4). A third of the unsafe areas
      // (1) and the safe move would not be more than 2.
      [".....#.|.#.#.#.", true, 1, "a safe move and 2 of 3 isolated areas against 2 moves"],
    ];
    for (const [board, vertical, expected, why] of rows) {
      const got = verdict(board, vertical);
      const truth = winsFirst(board, vertical);
      if (got !== 0) assert.equal(got > 0, truth, `${board}: ${why}`);
      assert.equal(got, expected, `${board}: ${why}`);
    }
  });
});

/**
 * The slow twin of tally(), cell by cell on arrays of booleans: free[i][k] is bit k of line i;
 * dominoes are packed greedily from the low end of each run, as tally() documents.
 */
function slowTally(lines: Int32Array, n: number, length: number): number[] {
  const free = Array.from(
    lines.subarray(0, n),
    (w) => Array.from({ length }, (_, k) => ((w >>> k) & 1) === 1),
  );
  const at = (i: number, k: number) => i >= 0 && i < n && free[i][k];
  // The starts of dominoes packed greedily from the low end among the cells where ok(k) holds.
  const greedy = (ok: (k: number) => boolean): number[] => {
    const out: number[] = [];
    for (let k = 0; k + 1 < length; k++) {
      if (ok(k) && ok(k + 1)) out.push(k++);
    }
    return out;
  };
  let most = 0;
  let safe = 0;
  const open = free.map((line) => line.slice());
  for (let i = 0; i < n; i++) {
    most += greedy((k) => free[i][k]).length;
    const sure = greedy((k) => free[i][k] && !at(i - 1, k) && !at(i + 1, k));
    safe += sure.length;
    for (const k of sure) open[i][k] = open[i][k + 1] = false;
  }
  let blocks = 0;
  for (let i = 0; i + 1 < n; i++) {
    const fenced = greedy((k) => open[i][k] && open[i + 1][k] && !at(i - 1, k) && !at(i + 2, k));
    blocks += fenced.length;
    for (const k of fenced) {
      open[i][k] =
        open[i][k + 1] =
        open[i + 1][k] =
        open[i + 1][k + 1] =
          false;
    }
  }
  const areas = open.map((line) => greedy((k) => line[k]));
  const covered = (i: number, k: number) =>
    i >= 0 && i < n && areas[i].some((s) => s === k || s + 1 === k);
  let isolated = 0;
  let other = 0;
  for (let i = 0; i < n; i++) {
    for (const k of areas[i]) {
      const near = [i - 1, i + 1].some((l) => covered(l, k) || covered(l, k + 1));
      if (near) other++;
      else isolated++;
    }
  }
  return [most, safe, isolated, other, blocks];
}

Deno.test("countVerdictLossFirst()", async (t) => {
  await t.step("gives countVerdict()'s verdict, and its tallies when undecided", () => {
    const verdicts = [0, 0, 0];
    fc.assert(
      fc.property(arbitraryBoard, fc.boolean(), (board, vertical) => {
        const { byCol, byRow, rows, cols } = lines(board);
        const [mine, n, theirs, m] = vertical
          ? [byCol, cols, byRow, rows] as const
          : [byRow, rows, byCol, cols] as const;
        const expected = countVerdict(mine, n, theirs, m);
        const tallies = [...MINE, ...THEIRS];
        MINE.fill(-1);
        THEIRS.fill(-1);
        const got = countVerdictLossFirst(mine, n, theirs, m);
        assert.equal(got, expected, `${board} ${vertical}`);
        if (got === 0) assert.deepEqual([...MINE, ...THEIRS], tallies, board);
        verdicts[got + 1]++;
      }),
      { seed: 25_2030, numRuns: 2000 },
    );
    // Not vacuous: losses, wins and undecided boards all occur.
    assert.ok(verdicts.every((k) => k > 100), String(verdicts));
  });
});

Deno.test("tally()", async (t) => {
  await t.step("agrees with its slow twin on random lines, up to 31 cells long", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((n) =>
          fc.integer({ min: 1, max: 31 }).chain((length) =>
            fc.array(fc.integer({ min: 0, max: 2 ** length - 1 }), {
              minLength: n,
              maxLength: n,
            }).map((words) => ({ words, length }))
          )
        ),
        ({ words, length }) => {
          const lines = Int32Array.from(words);
          const out = new Int32Array(5);
          tally(lines, lines.length, out);
          assert.deepEqual([...out], slowTally(lines, lines.length, length), String(words));
        },
      ),
      { seed: 16_2002, numRuns: 2000 },
    );
  });

  await t.step("agrees with its slow twin on lines up to 16 cells (read from tables)", () => {
    // Lines this short take tallyShort, the one-pass twin of the general code; a board up to
    // 16 x 16 has only such lines.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16 }).chain((n) =>
          fc.integer({ min: 1, max: 16 }).chain((length) =>
            fc.array(
              // Either any word or mostly free cells (three in four), as on a search's boards.
              fc.tuple(
                fc.integer({ min: 0, max: 2 ** length - 1 }),
                fc.integer({ min: 0, max: 2 ** length - 1 }),
                fc.boolean(),
              ).map(([a, b, dense]) => dense ? a | b : a),
              { minLength: n, maxLength: n },
            ).map((words) => ({ words, length }))
          )
        ),
        ({ words, length }) => {
          const lines = Int32Array.from(words);
          const out = new Int32Array(5);
          tally(lines, lines.length, out);
          assert.deepEqual([...out], slowTally(lines, lines.length, length), String(words));
        },
      ),
      { seed: 16_2016, numRuns: 3000 },
    );
  });

  await t.step(
    "counts most, safe, isolated, other and protective areas of a player's lines",
    () => {
      // [board, Vertical's tally [most, safe, isolated, other, protective], why]
      const rows: [string, number[], string][] = [
        [".|.", [1, 1, 0, 0, 0], "a guarded column pair is safe"],
        ["..|..", [2, 0, 0, 0, 1], "a 2 x 2 block fenced by the edges is protective"],
        ["..#|..#", [2, 0, 0, 0, 1], "a 2 x 2 block fenced by an edge and filled cells"],
        [".#.|...", [2, 0, 2, 0, 0], "columns 0 and 2 are apart: both isolated"],
        ["...|...", [3, 0, 0, 3, 0], "three columns in a row: no block is fenced"],
      ];
      for (const [board, expected, why] of rows) {
        const { byCol, cols } = lines(board);
        const out = new Int32Array(5);
        tally(byCol, cols, out);
        assert.deepEqual([...out], expected, `${board}: ${why}`);
      }
    },
  );
});
