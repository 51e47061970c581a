import assert from "node:assert/strict";
import fc from "fast-check";
import { integer, STAR } from "../game.ts";
import { GameLimitError, LimitError, withStepLimit } from "../game_limit.ts";
import { formatGame } from "../notation.ts";
import {
  PositionLimitError,
  type Ruleset,
  type SearchProgress,
  Solver,
  value,
  watchSearch,
} from "./search.ts";
import { plainValue } from "../../../testing/plain_value.ts";

/** Subtraction-style toy: Left removes 1 from a heap, Right nothing. Value n. */
const COUNTDOWN: Ruleset<number> = {
  name: "Countdown",
  leftOptions: (n) => (n > 0 ? [n - 1] : []),
  rightOptions: () => [],
  key: (n) => n,
};

Deno.test("Solver caches values and reports its size", () => {
  const search = new Solver(COUNTDOWN);
  assert.equal(search.value(5), integer(5));
  assert.equal(search.size, 6);
  assert.equal(search.value(3), integer(3));
  assert.equal(search.size, 6);
});

Deno.test("Solver throws PositionLimitError past maxPositions", () => {
  const search = new Solver(COUNTDOWN, { maxPositions: 4 });
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

Deno.test("Solver applies maxPositions to each call, not to the work of earlier calls", () => {
  // Countdowns with a tag, so positions of different tags never share table entries.
  const tagged: Ruleset<[number, number]> = {
    name: "Tagged countdown",
    leftOptions: ([tag, n]) => (n > 0 ? [[tag, n - 1]] : []),
    rightOptions: () => [],
    key: ([tag, n]) => tag * 1000 + n,
  };
  const search = new Solver(tagged, { maxPositions: 4 });
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

Deno.test("Solver rejects a bad maxPositions with a RangeError", () => {
  assert.throws(
    () => new Solver(COUNTDOWN, { maxPositions: 0 }),
    RangeError,
    "Cannot create solver: maxPositions must be a positive integer, received 0",
  );
});

Deno.test("plainValue() (the test reference) builds {L | R} from the options", () => {
  assert.equal(plainValue(COUNTDOWN, 4), integer(4));
});

Deno.test("Solver charges each new component to the engine's step budget", () => {
  // With the engine's caches warm, the integers of a countdown of 1000 cost the engine nothing;
  // the search still spends one step per new component (1001 here), so 900 steps are too few:
  // the search, not only the engine, is bounded by withStepLimit.
  new Solver(COUNTDOWN).value(1000);
  assert.throws(
    () => withStepLimit(900, () => new Solver(COUNTDOWN).value(1000)),
    GameLimitError,
  );
  assert.equal(
    withStepLimit(10_000, () => new Solver(COUNTDOWN).value(1000)),
    integer(1000),
  );
});

Deno.test("Solver keys positions that are strings, numbers or bigints by themselves", () => {
  const noKey: Ruleset<number> = {
    name: "Countdown without key",
    leftOptions: (n) => (n > 0 ? [n - 1] : []),
    rightOptions: (n) => (n > 0 ? [n - 1] : []),
  };
  // Both players move a heap down by one: the heap of n is *(n mod 2).
  assert.equal(value(noKey, 3), STAR);
  const objects: Ruleset<{ n: number }> = {
    name: "Objects without key",
    leftOptions: () => [],
    rightOptions: () => [],
  };
  assert.throws(
    () => value(objects, { n: 1 }),
    TypeError,
    "Cannot key position: give the game a key() for positions of type object",
  );
});

Deno.test("Solver.outcome() gives the outcome class and clear() empties the table", () => {
  const solver = new Solver(COUNTDOWN);
  assert.equal(solver.outcome(0), "P");
  assert.equal(solver.outcome(3), "L");
  assert.equal(solver.size, 4);
  solver.clear();
  assert.equal(solver.size, 0);
  assert.equal(formatGame(solver.value(2)), "2");
});

Deno.test("Solver rejects a ruleset without move functions with a TypeError", () => {
  assert.throws(
    () => new Solver({ name: "Broken" } as unknown as Ruleset<number>),
    TypeError,
    "Cannot create solver: a ruleset needs leftOptions() and rightOptions() functions",
  );
});

Deno.test("Solver values a position by the parts ruleset.valueParts gives", async (t) => {
  // Pairs of heaps "a,b" of Countdown, told to be worth "a,0" plus "0,b" when both are at least
  // 2 (true: the sum of two countdowns is a countdown of a + b), after checking through valueOf
  // that "1,0" is worth 1 (a check that costs one search).
  let checks = 0;
  const pairs: Ruleset<string> = {
    name: "Pairs",
    leftOptions: (p) => {
      const [a, b] = p.split(",").map(Number);
      return [...(a > 0 ? [`${a - 1},${b}`] : []), ...(b > 0 ? [`${a},${b - 1}`] : [])];
    },
    rightOptions: () => [],
    valueParts: (p, valueOf) => {
      const [a, b] = p.split(",").map(Number);
      if (a < 2 || b < 2) return undefined;
      checks++;
      return formatGame(valueOf("1,0")) === "1" ? [`${a},0`, `0,${b}`] : undefined;
    },
  };
  await t.step("the value is the sum of the parts, each kept in the table", () => {
    const solver = new Solver(pairs);
    assert.equal(formatGame(solver.value("3,4")), "7");
    // "3,4" by the theorem; "1,0", "0,0", "3,0", "2,0" and "0,4" to "0,1" by search.
    assert.equal(solver.size, 1 + 4 + 4);
    assert.equal(checks, 1);
  });
  await t.step("it agrees with plain recursion", () => {
    for (const p of ["0,0", "2,0", "2,5", "6,1", "3,3"]) {
      assert.equal(new Solver(pairs).value(p), plainValue(pairs, p));
    }
  });
  await t.step("a watched search reports done growing to 1 through the parts", () => {
    const done: number[] = [];
    watchSearch(() => new Solver(pairs).value("9,9"), {
      every: 1,
      onProgress: (p) => void done.push(p.done),
    });
    assert.ok(done.every((d, i) => i === 0 || d >= done[i - 1]), `done fell: ${done}`);
    assert.equal(done.at(-1), 1);
  });
  await t.step("a valueParts that is not a function is a TypeError", () => {
    assert.throws(
      () => new Solver({ ...COUNTDOWN, valueParts: 1 } as unknown as Ruleset<number>),
      TypeError,
      "Cannot create solver: a ruleset's valueParts must be a function when given, received 1",
    );
  });
});

Deno.test("PositionLimitError and GameLimitError share the LimitError base class", () => {
  assert.ok(new PositionLimitError(3) instanceof LimitError);
  assert.ok(new GameLimitError(3) instanceof LimitError);
  assert.ok(new PositionLimitError(3) instanceof RangeError);
});

Deno.test("value() refuses a ruleset whose positions repeat and names loopyValue", () => {
  const cycle = {
    name: "Cycle",
    leftOptions: (n: number) => [(n + 1) % 3],
    rightOptions: () => [] as number[],
  };
  assert.throws(() => value(cycle, 0), (e: Error) => {
    assert.ok(e instanceof RangeError);
    assert.match(e.message, /^Cannot find value: the position 0 repeats.*loopyValue/);
    return true;
  });
  // The solver stays usable afterwards.
  const countdown = {
    name: "Countdown",
    leftOptions: (n: number) => (n > 0 ? [n - 1] : []),
    rightOptions: () => [] as number[],
  };
  assert.equal(value(countdown, 3), value(countdown, 3));
});

/**
 * Rows of heaps written "3.1.4": Left takes one or two from a heap, Right takes one or splits a
 * heap of three or more into two smaller non-empty ones. Each heap is a component.
 */
const HEAPS: Ruleset<string> = {
  name: "Heaps",
  leftOptions: (row) => movesOnHeaps(row, (n) => [n - 1, n - 2].filter((m) => m >= 0).map(String)),
  rightOptions: (row) =>
    movesOnHeaps(row, (n) => {
      const out = n >= 1 ? [String(n - 1)] : [];
      for (let a = 1; 2 * a < n; a++) out.push(`${a}.${n - a}`);
      return out;
    }),
  components: (row) => row.split(".").filter((h) => h !== "0"),
  key: (row) => row.split(".").filter((h) => h !== "0").sort().join("."),
};

/** Pairs (a, b) written as 16a + b: each move lowers a, b or both. */
const PAIRS: Ruleset<number> = {
  name: "Pairs",
  leftOptions: (p) => pairMoves(p, [[1, 0], [0, 2]]),
  rightOptions: (p) => pairMoves(p, [[2, 0], [0, 1], [1, 1]]),
};

function pairMoves(p: number, steps: [number, number][]): number[] {
  const a = p >> 4;
  const b = p & 15;
  return steps.filter(([da, db]) => a >= da && b >= db).map(([da, db]) => 16 * (a - da) + b - db);
}

function movesOnHeaps(row: string, heapMoves: (n: number) => string[]): string[] {
  const heaps = row.split(".");
  return heaps.flatMap((h, i) =>
    heapMoves(Number(h)).map((m) => [...heaps.slice(0, i), m, ...heaps.slice(i + 1)].join("."))
  );
}

Deno.test("watchSearch() reports a search every `every` new values, with done rising from 0 to 1", () => {
  const seen: SearchProgress[] = [];
  const start = 16 * 5 + 5; // 36 positions: a and b from 0 to 5
  const g = watchSearch(() => new Solver(PAIRS).value(start), {
    every: 6,
    onProgress: (p) => seen.push(p),
  });
  assert.equal(g, plainValue(PAIRS, start));
  assert.equal(seen.length, 6);
  seen.forEach((p, i) => {
    assert.equal(p.positions, 6 * (i + 1));
    assert.equal(p.steps, 0, "no budget is set");
    assert.ok(p.done >= 0 && p.done <= 1, `done ${p.done}`);
    if (i > 0) assert.ok(p.done >= seen[i - 1].done, "done never falls");
  });
  assert.equal(seen[seen.length - 1].done, 1, "the last value found is the position's");
});

Deno.test("watchSearch() counts the steps a search spends of the budget", () => {
  const seen: SearchProgress[] = [];
  withStepLimit(1_000_000, () =>
    watchSearch(() => new Solver(COUNTDOWN).value(300), {
      every: 100,
      onProgress: (p) => seen.push(p),
    }));
  // One step per new component at least; the engine may spend more.
  assert.deepEqual(seen.map((p) => p.positions), [100, 200, 300]);
  seen.forEach((p) => assert.ok(p.steps >= p.positions, `${p.steps} steps`));
});

Deno.test("watchSearch() leaves values as plain recursion finds them (fast-check, 40 runs)", () => {
  // Plain recursion on a row is slow past a few tokens: at most 4 in one or two heaps.
  const rows = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 2 })
    .filter((heaps) => heaps.reduce((a, b) => a + b, 0) <= 4)
    .map((heaps) => heaps.join("."));
  const pairs = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }))
    .map(([a, b]) => 16 * a + b);
  fc.assert(
    fc.property(rows, pairs, fc.integer({ min: 1, max: 8 }), (row, pair, every) => {
      const watch = { every, onProgress: () => {} };
      return watchSearch(() => new Solver(HEAPS).value(row), watch) === plainValue(HEAPS, row) &&
        watchSearch(() => new Solver(PAIRS).value(pair), watch) === plainValue(PAIRS, pair);
    }),
    { seed: 20261204, numRuns: 40 },
  );
});

Deno.test("watchSearch() stops the search with what onProgress throws, and the solver stays usable", () => {
  const solver = new Solver(PAIRS);
  const stop = new Error("enough");
  assert.throws(
    () =>
      watchSearch(() => solver.value(16 * 5 + 5), {
        every: 8,
        onProgress: (p) => {
          if (p.positions >= 16) throw stop;
        },
      }),
    (e) => e === stop,
  );
  assert.equal(solver.value(16 * 5 + 5), plainValue(PAIRS, 16 * 5 + 5));
});

Deno.test("watchSearch() holds every solver to its maxPositions, reaching solvers made elsewhere", () => {
  const solver = new Solver(COUNTDOWN, { maxPositions: 1000 });
  assert.throws(
    () => watchSearch(() => solver.value(50), { maxPositions: 10 }),
    (e) => e instanceof PositionLimitError && e.limit === 10,
  );
  // Outside the watch the solver's own limit holds again.
  assert.equal(solver.value(50), integer(50));
});

Deno.test("watchSearch() rejects a bad every or maxPositions with a RangeError", () => {
  assert.throws(
    () => watchSearch(() => 1, { every: 0 }),
    RangeError,
    "Cannot watch the search: every must be a positive integer, received 0",
  );
  assert.throws(
    () => watchSearch(() => 1, { maxPositions: -1 }),
    RangeError,
    "Cannot create the watch: maxPositions must be a positive integer, received -1",
  );
});
