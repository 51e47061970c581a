import assert from "node:assert/strict";
import fc from "fast-check";
import {
  ALL_SYMMETRIES,
  connectedParts,
  connectedPartsWide,
  connectedPartsWideByCells,
  crop,
  cropWide,
  cropWideByCells,
  hasCell,
  type Layers,
  neighbours,
  popCount,
  popCountWide,
  ROW_SYMMETRIES,
  symmetricKey,
  type Symmetry,
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
    { seed: 49269, numRuns: 200 },
  );
});

Deno.test("symmetricKey() is the same for every image of a board", () => {
  fc.assert(
    fc.property(
      board,
      fc.constantFrom(...ALL_SYMMETRIES),
      (b, s) => symmetricKey(transform(b, s), ALL_SYMMETRIES) === symmetricKey(b, ALL_SYMMETRIES),
    ),
    { seed: 11184, numRuns: 200 },
  );
});

/** Boards of one to three layers (two-layer boards disjoint or not), small shapes. */
const layered = fc.integer({ min: 1, max: 5 }).chain((rows) =>
  fc.integer({ min: 1, max: Math.min(6, Math.floor(32 / rows)) }).chain((cols) =>
    fc.array(fc.integer({ min: 0, max: 2 ** (rows * cols) - 1 }), { minLength: 1, maxLength: 3 })
      .chain((masks) =>
        fc.boolean().map((disjoint) => ({
          rows,
          cols,
          masks: disjoint && masks.length === 2 ? [masks[0], masks[1] & ~masks[0]] : masks,
        }))
      )
  )
);

/** The slow twin of symmetricKey(): whether some symmetry maps `a` to `b`, by trying each. */
function isImage(a: Layers, b: Layers, symmetries: readonly Symmetry[]): boolean {
  return symmetries.some((s) => {
    const t = transform(a, s);
    return t.rows === b.rows && t.cols === b.cols && t.masks.every((m, k) => m === b.masks[k]);
  });
}

/** One-layer boards of 33 to 48 cells (wide: two words per layer). */
const wideOne = fc.constantFrom([3, 11], [4, 9], [5, 7], [6, 6], [7, 6], [6, 8]).chain((
  [rows, cols],
) =>
  fc.tuple(fc.nat(2 ** 32 - 1), fc.nat(2 ** (rows * cols - 32) - 1)).map(([lo, hi]) => ({
    rows,
    cols,
    masks: [lo >>> 0],
    high: [hi >>> 0],
  }))
);

Deno.test("symmetricKey() is equal for two wide boards exactly when one is an image of the other", () => {
  for (const symmetries of [ALL_SYMMETRIES, ROW_SYMMETRIES]) {
    fc.assert(
      fc.property(wideOne, fc.constantFrom(...ALL_SYMMETRIES), fc.boolean(), (a, s, same) => {
        const t = transform(a, s);
        const b = same ? t : { ...t, masks: [(t.masks[0] ^ 1) >>> 0] };
        const key = symmetricKey(a, symmetries);
        assert.equal(typeof key, a.rows * a.cols <= 41 ? "number" : "string");
        const image = symmetries.some((r) => {
          const u = transform(a, r);
          return u.rows === b.rows && u.cols === b.cols && u.masks[0] === b.masks[0] &&
            u.high![0] === b.high![0];
        });
        assert.equal(key === symmetricKey(b, symmetries), image, JSON.stringify({ a, b }));
      }),
      { seed: 54088, numRuns: 500 },
    );
  }
});

Deno.test("symmetricKey() is equal for two boards exactly when one is an image of the other", () => {
  for (const symmetries of [ALL_SYMMETRIES, ROW_SYMMETRIES]) {
    fc.assert(
      fc.property(layered, fc.constantFrom(...ALL_SYMMETRIES), fc.boolean(), (a, s, same) => {
        // Half the pairs are images under some symmetry of the square, half are near misses.
        const t = transform(a, s);
        const masks = same ? t.masks.slice() : t.masks.map((m, k) => (k === 0 ? m ^ 1 : m));
        if (masks.length === 2 && (a.masks[0] & a.masks[1]) === 0) {
          // Keep disjoint boards disjoint, so they take the base-3 key.
          masks[1] &= ~masks[0];
        }
        const b = { ...t, masks };
        const equalKeys = symmetricKey(a, symmetries) === symmetricKey(b, symmetries);
        assert.equal(equalKeys, isImage(a, b, symmetries), JSON.stringify({ a, b }));
      }),
      { seed: 79681, numRuns: 2000 },
    );
  }
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
    { seed: 37170, numRuns: 200 },
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

const wideBoard = fc.integer({ min: 1, max: 64 }).chain((rows) =>
  fc.integer({ min: Math.floor(32 / rows) + 1, max: Math.floor(64 / rows) })
    .filter((cols) => cols >= 1 && rows * cols > 32 && rows * cols <= 64)
    .chain((cols) =>
      fc.tuple(fc.nat({ max: 0xffffffff }), fc.nat({ max: 2 ** (rows * cols - 32) - 1 })).map((
        [lo, hi],
      ) => ({ rows, cols, masks: [lo], high: [hi] }))
    )
);

/** The set cells of a board, narrow or wide, by index. */
function cellsOf(
  b: { rows: number; cols: number; masks: readonly number[]; high?: readonly number[] },
) {
  const out: number[] = [];
  for (let i = 0; i < b.rows * b.cols; i++) if (hasCell(b, 0, i)) out.push(i);
  return out;
}

Deno.test("symmetricKey() is the same for every image of a wide board", () => {
  fc.assert(
    fc.property(wideBoard, fc.constantFrom(...ALL_SYMMETRIES), (b, s) => {
      const t = transform(b, s);
      return cellsOf(t).length === cellsOf(b).length &&
        symmetricKey(t, ALL_SYMMETRIES) === symmetricKey(b, ALL_SYMMETRIES);
    }),
    { seed: 5070, numRuns: 200 },
  );
});

Deno.test("connectedPartsWide() splits cells into connected parts that cover them", () => {
  fc.assert(
    fc.property(wideBoard, (b) => {
      const flat = connectedPartsWide(b.masks[0], b.high[0], b);
      let lo = 0;
      let hi = 0;
      for (let k = 0; k < flat.length; k += 2) {
        if (((lo & flat[k]) | (hi & flat[k + 1])) !== 0) return false; // parts are disjoint
        lo = (lo | flat[k]) >>> 0;
        hi = (hi | flat[k + 1]) >>> 0;
      }
      if (lo !== b.masks[0] || hi !== b.high[0]) return false;
      // Each part cropped keeps its cell count; a board's cell count never grows.
      return flat.every((_, k) =>
        k % 2 === 1 ||
        cellsOf(cropWide({ ...b, masks: [flat[k]], high: [flat[k + 1]] }, flat[k], flat[k + 1]))
            .length === popCountWide(flat[k], flat[k + 1])
      );
    }),
    { seed: 11402, numRuns: 200 },
  );
});

/** Wide boards with few cells too (each cell kept with probability 1/2, 1/4 or 1/8). */
const sparseWideBoard = fc.tuple(
  wideBoard,
  fc.constantFrom(1, 2, 3),
  fc.nat({ max: 0xffffffff }),
  fc.nat({ max: 0xffffffff }),
  fc.nat({ max: 0xffffffff }),
  fc.nat({ max: 0xffffffff }),
).map(([b, thin, a1, a2, b1, b2]) => {
  const lo = thin === 1 ? b.masks[0] : thin === 2 ? b.masks[0] & a1 : b.masks[0] & a1 & a2;
  const hi = thin === 1 ? b.high[0] : thin === 2 ? b.high[0] & b1 : b.high[0] & b1 & b2;
  return { rows: b.rows, cols: b.cols, masks: [lo >>> 0], high: [hi >>> 0] };
});

Deno.test("connectedPartsWide() finds the parts connectedPartsWideByCells() finds, in order", () => {
  fc.assert(
    fc.property(sparseWideBoard, (b) => {
      assert.deepEqual(
        connectedPartsWide(b.masks[0], b.high[0], b),
        connectedPartsWideByCells(b.masks[0], b.high[0], b),
      );
    }),
    { seed: 27021, numRuns: 400 },
  );
});

Deno.test("cropWide() crops every layer as cropWideByCells() does", () => {
  fc.assert(
    fc.property(sparseWideBoard, sparseWideBoard, (b, other) => {
      // A second layer of the same shape, and each part of the first as a focus.
      const second = b.rows === other.rows && b.cols === other.cols ? other : b;
      const board = {
        rows: b.rows,
        cols: b.cols,
        masks: [b.masks[0], second.masks[0]],
        high: [b.high[0], second.high[0]],
      };
      const flat = connectedPartsWideByCells(b.masks[0], b.high[0], b);
      flat.push(b.masks[0], b.high[0], 0, 0);
      for (let k = 0; k < flat.length; k += 2) {
        assert.deepEqual(
          cropWide(board, flat[k], flat[k + 1]),
          cropWideByCells(board, flat[k], flat[k + 1]),
        );
      }
    }),
    { seed: 27022, numRuns: 300 },
  );
});

Deno.test("symmetricKey() under ROW_SYMMETRIES gives a wide board the cell-by-cell key", async (t) => {
  // A copy of ROW_SYMMETRIES is not the array itself, so it takes the cell-by-cell path.
  const slow = [...ROW_SYMMETRIES];
  await t.step("on random boards of 33 to 64 cells", () => {
    fc.assert(
      fc.property(sparseWideBoard, (b) => {
        assert.equal(symmetricKey(b, ROW_SYMMETRIES), symmetricKey(b, slow));
      }),
      { seed: 27023, numRuns: 500 },
    );
  });
  await t.step("on every image of a 6x6 board", () => {
    const b = { rows: 6, cols: 6, masks: [0b100000_000011_110001 >>> 0], high: [0b1001] };
    for (const s of ALL_SYMMETRIES) {
      const image = transform(b, s);
      assert.equal(symmetricKey(image, ROW_SYMMETRIES), symmetricKey(image, slow));
    }
  });
});

Deno.test("symmetricKey() under ROW_SYMMETRIES gives a narrow board of one layer the key of the permutations", async (t) => {
  // A copy of ROW_SYMMETRIES is not the array itself, so it takes the permutations' byte tables.
  const slow = [...ROW_SYMMETRIES];
  // Every shape of at most 32 cells, the lines of 32 cells among them, with any cells set.
  const narrowBoard = fc.integer({ min: 1, max: 32 }).chain((rows) =>
    fc.integer({ min: 1, max: Math.floor(32 / rows) }).chain((cols) =>
      fc.nat(2 ** (rows * cols) - 1).map((mask) => ({ rows, cols, masks: [mask] }))
    )
  );
  await t.step("on random boards of 1 to 32 cells", () => {
    fc.assert(
      fc.property(narrowBoard, (b) => {
        assert.equal(symmetricKey(b, ROW_SYMMETRIES), symmetricKey(b, slow));
      }),
      { seed: 27024, numRuns: 3000 },
    );
  });
  await t.step("on every image of boards whose images differ", () => {
    const boards = [
      { rows: 5, cols: 6, masks: [0b100000_000011_110001_000110_011111] },
      { rows: 4, cols: 8, masks: [0x80f0_0c01 >>> 0] },
      { rows: 1, cols: 32, masks: [0x8000_0003 >>> 0] },
      { rows: 32, cols: 1, masks: [0x0000_0006] },
    ];
    for (const b of boards) {
      for (const s of ALL_SYMMETRIES) {
        const image = transform(b, s);
        assert.equal(symmetricKey(image, ROW_SYMMETRIES), symmetricKey(image, slow));
      }
    }
  });
});

Deno.test("cropWide() gives a narrow board once the bounding box has at most 32 cells", () => {
  // An 8x8 board with cells (1,1) and (2,3): the box is 2x3.
  const b = { rows: 8, cols: 8, masks: [(1 << 9 | 1 << 19) >>> 0], high: [0] };
  assert.deepEqual(cropWide(b, b.masks[0], 0), { rows: 2, cols: 3, masks: [0b100001] });
  const corners = { rows: 8, cols: 8, masks: [1], high: [2 ** 31] };
  assert.equal(cropWide(corners, 1, 2 ** 31), corners);
});

Deno.test("neighbours() of a 1x32 board has no cells above or below", () => {
  const b = { rows: 1, cols: 32, masks: [] };
  assert.equal(neighbours(1, b), 2);
  assert.equal(neighbours(2 ** 31, b), 2 ** 30);
});
