import assert from "node:assert/strict";
import fc from "fast-check";
import { hasDominoWide, horizontalMoves, verticalMoves } from "./_dominoes.ts";
import { type GridPosition, hasCell } from "../_bitboard.ts";

/** Random boards of 33 to 64 cells, dense or sparse (each cell kept with probability 1/2 or 1/4). */
const wideBoard = fc.integer({ min: 1, max: 64 }).chain((rows) =>
  fc.integer({ min: Math.floor(32 / rows) + 1, max: Math.floor(64 / rows) })
    .filter((cols) => cols >= 1 && rows * cols > 32 && rows * cols <= 64)
    .chain((cols) =>
      fc.tuple(
        fc.nat({ max: 0xffffffff }),
        fc.nat({ max: 2 ** (rows * cols - 32) - 1 }),
        fc.boolean(),
        fc.nat({ max: 0xffffffff }),
      ).map(([lo, hi, sparse, thin]): GridPosition => ({
        rows,
        cols,
        masks: [(sparse ? lo & thin : lo) >>> 0],
        high: [(sparse ? hi & thin : hi) >>> 0],
      }))
    )
);

/**
 * The slow twin of the moves on a wide board: every empty cell `i`, in order, with the empty
 * cell below it (`vertical`) or to its right on the same row, one cell at a time.
 */
function movesByCells(p: GridPosition, vertical: boolean): GridPosition[] {
  const { rows, cols } = p;
  const out: GridPosition[] = [];
  for (let i = 0; i < rows * cols; i++) {
    if (!hasCell(p, 0, i)) continue;
    if (vertical ? i + cols >= rows * cols : i % cols === cols - 1) continue;
    const j = vertical ? i + cols : i + 1;
    if (!hasCell(p, 0, j)) continue;
    let lo = p.masks[0];
    let hi = (p.high as readonly number[])[0];
    for (const cell of [i, j]) {
      if (cell < 32) lo = (lo & ~(1 << cell)) >>> 0;
      else hi = (hi & ~(1 << (cell - 32))) >>> 0;
    }
    out.push({ rows, cols, masks: [lo], high: [hi] });
  }
  return out;
}

Deno.test("verticalMoves() places a domino on a wide board as the cell-by-cell twin does", () => {
  fc.assert(
    fc.property(wideBoard, (p) => {
      assert.deepEqual([...verticalMoves(p)], movesByCells(p, true));
    }),
    { seed: 27031, numRuns: 400 },
  );
});

Deno.test("horizontalMoves() places a domino on a wide board as the cell-by-cell twin does", () => {
  fc.assert(
    fc.property(wideBoard, (p) => {
      assert.deepEqual([...horizontalMoves(p)], movesByCells(p, false));
    }),
    { seed: 27032, numRuns: 400 },
  );
});

Deno.test("hasDominoWide() is true exactly when the cell-by-cell twin finds a move", async (t) => {
  await t.step("on random wide boards", () => {
    fc.assert(
      fc.property(wideBoard, fc.boolean(), (p, vertical) => {
        assert.equal(hasDominoWide(p, vertical), movesByCells(p, vertical).length > 0);
      }),
      { seed: 27033, numRuns: 400 },
    );
  });
  await t.step("on a 6x6 board with one vertical room only, across the two words", () => {
    // Cells 28 and 34 (rows 4 and 5 of column 4): a vertical domino's room and nothing else.
    const p = { rows: 6, cols: 6, masks: [2 ** 28], high: [1 << 2] };
    assert.equal(hasDominoWide(p, true), true);
    assert.equal(hasDominoWide(p, false), false);
  });
});
