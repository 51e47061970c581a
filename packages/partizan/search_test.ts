import assert from "node:assert/strict";
import { integer, STAR } from "./game.ts";
import { GameLimitError, LimitError, withStepLimit } from "./game_limit.ts";
import { formatGame } from "./notation.ts";
import { PositionLimitError, type Ruleset, Solver, value } from "./search.ts";
import { plainValue } from "../../testing/plain_value.ts";

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
