import assert from "node:assert/strict";
import fc from "fast-check";
import {
  ALL_SYMMETRIES,
  connectedParts,
  crop,
  neighbours,
  popCount,
  symmetricKey,
  transform,
} from "./_bitboard.ts";

const board = fc.integer({ min: 1, max: 5 }).chain((rows) =>
  fc.integer({ min: 1, max: Math.min(6, Math.floor(32 / rows)) }).chain((cols) =>
    fc.integer({ min: 0, max: 2 ** (rows * cols) - 1 }).map((mask) => ({
      rows,
      cols,
      masks: [mask],
    }))
  )
);

Deno.test("transform() maps a board to one of the same size with as many cells", () => {
  fc.assert(
    fc.property(board, fc.constantFrom(...ALL_SYMMETRIES), (b, s) => {
      const t = transform(b, s);
      return t.rows * t.cols === b.rows * b.cols && popCount(t.masks[0]) === popCount(b.masks[0]);
    }),
    { numRuns: 200 },
  );
});

Deno.test("symmetricKey() is the same for every image of a board", () => {
  fc.assert(
    fc.property(
      board,
      fc.constantFrom(...ALL_SYMMETRIES),
      (b, s) => symmetricKey(transform(b, s), ALL_SYMMETRIES) === symmetricKey(b, ALL_SYMMETRIES),
    ),
    { numRuns: 200 },
  );
});

Deno.test("transform() rotates a 2x3 board by 90 degrees", () => {
  // 2x3 board "x..|..." with the top-left cell set: rotating clockwise puts it top-right of a 3x2 board.
  assert.deepEqual(transform({ rows: 2, cols: 3, masks: [0b000001] }, "rotate-90"), {
    rows: 3,
    cols: 2,
    masks: [0b000010],
  });
});

Deno.test("connectedParts() splits cells into orthogonally connected parts that cover them", () => {
  fc.assert(
    fc.property(board, (b) => {
      const parts = connectedParts(b.masks[0], b);
      const union = parts.reduce((a, p) => (a | p) >>> 0, 0);
      if (union !== b.masks[0]) return false;
      // No part touches another.
      return parts.every((p, i) => parts.every((q, j) => i === j || (neighbours(p, b) & q) === 0));
    }),
    { numRuns: 200 },
  );
});

Deno.test("crop() cuts a board to the bounding box of the focus", () => {
  // ".....|..xx.|....." focus the two cells in row 2 -> a 1x2 board.
  const b = { rows: 3, cols: 5, masks: [(1 << 7) | (1 << 8)] };
  assert.deepEqual(crop(b, b.masks[0]), { rows: 1, cols: 2, masks: [0b11] });
  assert.deepEqual(crop(b, 0), { rows: 1, cols: 1, masks: [0] });
});

Deno.test("neighbours() stays on the board on a full 32-cell board", () => {
  const b = { rows: 4, cols: 8, masks: [] };
  assert.equal(neighbours(1 << 31 >>> 0, b), ((1 << 30) | (1 << 23)) >>> 0);
  assert.equal(neighbours(1, b), (1 << 1) | (1 << 8));
});
