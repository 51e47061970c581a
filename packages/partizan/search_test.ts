import assert from "node:assert/strict";
import fc from "fast-check";
import { DOMINEERING } from "./domineering.ts";
import { integer } from "./game.ts";
import { GameLimitError, withStepLimit } from "./game_limit.ts";
import {
  type GridPosition,
  PartizanSearch,
  plainValue,
  PositionLimitError,
  type Ruleset,
} from "./search.ts";
import { TOADS_AND_FROGS } from "./toads_and_frogs.ts";

/** Subtraction-style toy: Left removes 1 from a heap, Right nothing. Value n. */
const COUNTDOWN: Ruleset<number> = {
  name: "Countdown",
  leftOptions: (n) => (n > 0 ? [n - 1] : []),
  rightOptions: () => [],
  key: (n) => n,
};

Deno.test("PartizanSearch.value() equals plain recursion on every 3x3, 2x4, 4x2 and 3x4 Domineering position", async (t) => {
  for (const [rows, cols] of [[3, 3], [2, 4], [4, 2], [3, 4]]) {
    await t.step(`${rows}x${cols}: all ${2 ** (rows * cols)} sets of empty cells`, () => {
      const search = new PartizanSearch(DOMINEERING);
      for (let mask = 0; mask < 2 ** (rows * cols); mask++) {
        const p: GridPosition = { rows, cols, masks: [mask] };
        assert.equal(search.value(p), plainValue(DOMINEERING, p), `mask ${mask}`);
      }
    });
  }
});

Deno.test("PartizanSearch.value() equals plain recursion on every Toads and Frogs row up to length 6", () => {
  const search = new PartizanSearch(TOADS_AND_FROGS);
  let rows = [""];
  for (let length = 1; length <= 6; length++) {
    rows = rows.flatMap((r) => ["T", "F", "."].map((c) => r + c));
    for (const row of rows) {
      assert.equal(search.value(row), plainValue(TOADS_AND_FROGS, row), row);
    }
  }
});

Deno.test("PartizanSearch.value() agrees with plain recursion on random 4x4 Domineering boards with at most 12 empty cells (fast-check, 60 runs)", () => {
  const search = new PartizanSearch(DOMINEERING);
  const sparse = fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 12 }).map((cells) =>
    cells.reduce((m, i) => m | (1 << i), 0)
  );
  fc.assert(
    fc.property(sparse, (mask) => {
      const p: GridPosition = { rows: 4, cols: 4, masks: [mask] };
      return search.value(p) === plainValue(DOMINEERING, p);
    }),
    { numRuns: 60 },
  );
});

Deno.test("PartizanSearch.value() of empty 4x4 and 4x5 Domineering boards equals a search with no components, symmetry or shortcut", async (t) => {
  // The twin keeps only a table keyed by the raw board, so every optimisation of DOMINEERING
  // (components, cropping, symmetric keys, one-sided regions) is checked at full size.
  const tableOnly: Ruleset<GridPosition> = {
    name: "Domineering, table only",
    leftOptions: DOMINEERING.leftOptions,
    rightOptions: DOMINEERING.rightOptions,
    key: (p) => p.masks[0],
  };
  for (const cols of [4, 5]) {
    await t.step(`4x${cols}`, () => {
      const p: GridPosition = { rows: 4, cols, masks: [2 ** (4 * cols) - 1] };
      assert.equal(
        new PartizanSearch(DOMINEERING).value(p),
        new PartizanSearch(tableOnly).value(p),
      );
    });
  }
});

Deno.test("PartizanSearch caches values and reports its size", () => {
  const search = new PartizanSearch(COUNTDOWN);
  assert.equal(search.value(5), integer(5));
  assert.equal(search.size, 6);
  assert.equal(search.value(3), integer(3));
  assert.equal(search.size, 6);
});

Deno.test("PartizanSearch throws PositionLimitError past maxPositions", () => {
  const search = new PartizanSearch(COUNTDOWN, { maxPositions: 4 });
  let caught: unknown;
  try {
    search.value(10);
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof PositionLimitError);
  assert.equal(caught.limit, 4);
  assert.equal(caught.name, "PositionLimitError");
});

Deno.test("PartizanSearch applies maxPositions to each call, not to the work of earlier calls", () => {
  // Countdowns with a tag, so positions of different tags never share table entries.
  const tagged: Ruleset<[number, number]> = {
    name: "Tagged countdown",
    leftOptions: ([tag, n]) => (n > 0 ? [[tag, n - 1]] : []),
    rightOptions: () => [],
    key: ([tag, n]) => tag * 1000 + n,
  };
  const search = new PartizanSearch(tagged, { maxPositions: 4 });
  assert.equal(search.value([1, 3]), integer(3));
  assert.equal(search.size, 4);
  // The table is full: the next call starts from an empty one instead of failing.
  assert.equal(search.value([2, 3]), integer(3));
  assert.equal(search.size, 4);
  assert.equal(search.value([3, 1]), integer(1));
  // Too much for one call: the limit is still enforced, and the search stays usable after it.
  assert.throws(() => search.value([4, 9]), PositionLimitError);
  assert.equal(search.value([5, 2]), integer(2));
});

Deno.test("PartizanSearch rejects a bad maxPositions with a RangeError", () => {
  assert.throws(
    () => new PartizanSearch(COUNTDOWN, { maxPositions: 0 }),
    RangeError,
    "Cannot create search: maxPositions must be a positive integer, received 0",
  );
});

Deno.test("plainValue() builds {L | R} from the options", () => {
  assert.equal(plainValue(COUNTDOWN, 4), integer(4));
});

Deno.test("PartizanSearch charges each new component to the engine's step budget", () => {
  // With the engine's caches warm, the integers of a countdown of 1000 cost the engine nothing;
  // the search still spends one step per new component (1001 here), so 900 steps are too few:
  // the search, not only the engine, is bounded by withStepLimit.
  new PartizanSearch(COUNTDOWN).value(1000);
  assert.throws(
    () => withStepLimit(900, () => new PartizanSearch(COUNTDOWN).value(1000)),
    GameLimitError,
  );
  assert.equal(
    withStepLimit(10_000, () => new PartizanSearch(COUNTDOWN).value(1000)),
    integer(1000),
  );
});
