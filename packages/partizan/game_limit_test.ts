import assert from "node:assert/strict";
import { add, subtract } from "./arithmetic.ts";
import { compare } from "./compare.ts";
import { game, integer, nimber, ZERO } from "./game.ts";
import { GameLimitError, spendSteps, withStepLimit } from "./game_limit.ts";
import { parseGame } from "./notation.ts";
import { slowAdd, slowCompare, slowEquals, toTree, ZERO_TREE } from "./testdata/slow_game.ts";

/** G = {n | {n-1 | ... {1 | 0}}}: a hot chain whose difference G - G takes real work. */
function chain(n: number) {
  let g = ZERO;
  for (let i = 1; i <= n; i++) g = game([integer(i)], [g]);
  return g;
}

Deno.test("withStepLimit() stops a computation that needs more steps", async (t) => {
  await t.step("with a GameLimitError carrying the limit", () => {
    const hot = game([integer(1)], [ZERO]);
    let caught: unknown;
    try {
      withStepLimit(500, () => add(hot, nimber(1_000_000)));
    } catch (error) {
      caught = error;
    }
    assert.ok(caught instanceof GameLimitError);
    assert.ok(caught instanceof RangeError);
    assert.equal(caught.name, "GameLimitError");
    assert.equal(caught.limit, 500);
    assert.equal(
      caught.message,
      "Cannot finish the computation on games: it needs more than 500 steps",
    );
  });
  await t.step("without corrupting the caches: a larger budget then gives the right value", () => {
    const g = chain(12);
    assert.throws(() => withStepLimit(50, () => add(g, g)), GameLimitError);
    const twice = withStepLimit(1_000_000, () => add(g, g));
    assert.ok(slowEquals(toTree(twice), slowAdd(toTree(g), toTree(g))));
    assert.equal(subtract(twice, g), g);
    const h = parseGame("{3|1} + {2|-1} + {1|-2} + *5");
    assert.throws(() => withStepLimit(3, () => compare(add(h, h), ZERO)), GameLimitError);
    assert.equal(compare(add(h, h), ZERO), slowCompare(toTree(add(h, h)), ZERO_TREE));
    assert.ok(slowEquals(toTree(add(h, h)), slowAdd(toTree(h), toTree(h))));
  });
});

Deno.test("withStepLimit() lets cheap work through and nests budgets", () => {
  assert.equal(withStepLimit(0, () => add(integer(2), integer(3))), integer(5));
  // An inner budget larger than what is left of the outer one is capped by the outer one.
  const hot = game([integer(7)], [ZERO]);
  assert.throws(
    () => withStepLimit(100, () => withStepLimit(1e9, () => add(hot, nimber(200_000)))),
    (error: unknown) => error instanceof GameLimitError && error.limit === 100,
  );
  // Work inside an inner budget is charged to the outer one.
  assert.throws(
    () =>
      withStepLimit(10, () => {
        withStepLimit(8, () => add(game([integer(5)], [ZERO]), nimber(5)));
      }),
    GameLimitError,
  );
  assert.equal(withStepLimit(Infinity, () => add(integer(1), integer(1))), integer(2));
});

Deno.test("withStepLimit() rejects a limit that is not a non-negative integer", () => {
  for (const bad of [-1, 1.5, NaN]) {
    assert.throws(
      () => withStepLimit(bad, () => 0),
      new RangeError(
        `Cannot limit the steps: the limit must be a non-negative integer or Infinity, received ${bad}`,
      ),
    );
  }
});

Deno.test("withStepLimit() refuses work that would outlive its synchronous budget", async (t) => {
  await t.step("an async function is refused before it runs", () => {
    let ran = false;
    assert.throws(
      // deno-lint-ignore require-await
      () => withStepLimit(1000, async () => (ran = true)),
      (error: unknown) =>
        error instanceof TypeError && /budgets are synchronous/.test(error.message) &&
        /^Cannot limit the steps: /.test(error.message),
    );
    assert.equal(ran, false);
  });
  await t.step("a function returning a promise is refused", () => {
    assert.throws(
      () => withStepLimit(1000, () => Promise.resolve(1)),
      (error: unknown) =>
        error instanceof TypeError && /budgets are synchronous/.test(error.message),
    );
  });
  await t.step("a function returning another thenable is refused", () => {
    assert.throws(
      () => withStepLimit(1000, () => ({ then() {} })),
      (error: unknown) =>
        error instanceof TypeError && /budgets are synchronous/.test(error.message),
    );
  });
  await t.step("a value that is not a function is refused", () => {
    assert.throws(
      () => withStepLimit(1000, 5 as unknown as () => number),
      (error: unknown) => error instanceof TypeError && /expected a function/.test(error.message),
    );
  });
  await t.step("after a refusal the enclosing budget is intact", () => {
    withStepLimit(10, () => {
      assert.throws(() => withStepLimit(5, () => Promise.resolve(0)), TypeError);
      assert.equal(withStepLimit(5, () => add(integer(1), integer(2))), integer(3));
    });
  });
});

Deno.test("withStepLimit() with an unlimited budget leaves later budgets working", () => {
  // Infinity - Infinity is NaN: a budget restored that way never ran out again.
  withStepLimit(Infinity, () => add(integer(2), integer(3)));
  assert.throws(() => withStepLimit(Infinity, () => withStepLimit(5, () => spendSteps(10))));
  assert.throws(() => withStepLimit(5, () => spendSteps(10)), GameLimitError);
});
