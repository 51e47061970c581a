import assert from "node:assert/strict";
import fc from "fast-check";
import { COMPASS, kingParts, ORTHOGONAL, partsBy, stepTable } from "./_cells.ts";
import { connectedParts } from "./_bitboard.ts";

const shape = fc.integer({ min: 1, max: 32 }).chain((cells) =>
  fc.integer({ min: 1, max: cells }).map((cols) => ({
    rows: Math.max(1, Math.floor(cells / cols)),
    cols,
  }))
);

Deno.test("kingParts() equals the cell-by-cell flood fill over king steps", () => {
  fc.assert(
    fc.property(shape, fc.nat(), (s, raw) => {
      const n = s.rows * s.cols;
      const active = n >= 32 ? raw >>> 0 : raw % 2 ** n;
      const slow = partsBy(active, 0, stepTable(s, COMPASS), 8).filter((_, k) => k % 2 === 0);
      assert.deepEqual(kingParts(active, s), slow);
    }),
    { seed: 40612, numRuns: 500 },
  );
});

Deno.test("partsBy() over orthogonal steps equals connectedParts()", () => {
  fc.assert(
    fc.property(shape, fc.nat(), (s, raw) => {
      const n = s.rows * s.cols;
      const active = n >= 32 ? raw >>> 0 : raw % 2 ** n;
      const parts = partsBy(active, 0, stepTable(s, ORTHOGONAL), 4).filter((_, k) => k % 2 === 0);
      assert.deepEqual(parts, connectedParts(active, s));
    }),
    { seed: 88405, numRuns: 500 },
  );
});

Deno.test("stepTable() steps stay on the board", () => {
  const t = stepTable({ rows: 2, cols: 3 }, COMPASS);
  // Cell 0 (top left): up, left, right, down, up-left, up-right, down-left, down-right.
  assert.deepEqual([...t.slice(0, 8)], [-1, -1, 1, 3, -1, -1, -1, 4]);
  assert.equal(stepTable({ rows: 2, cols: 3 }, COMPASS), t);
});
