import assert from "node:assert/strict";
import { GameLimitError, withStepLimit } from "@cgt/partizan/game-limit";
import { chargeWork, UNITS_PER_STEP } from "./_work.ts";

Deno.test("chargeWork() charges a step of the budget per UNITS_PER_STEP units", async (t) => {
  await t.step("three steps' worth of units fit a budget of three", () => {
    withStepLimit(3, () => chargeWork(3 * UNITS_PER_STEP));
  });
  await t.step("one step's worth more does not", () => {
    assert.throws(
      () =>
        withStepLimit(3, () => {
          chargeWork(3 * UNITS_PER_STEP);
          chargeWork(UNITS_PER_STEP);
        }),
      GameLimitError,
    );
  });
  await t.step("units below a step are carried, not lost", () => {
    assert.throws(
      () =>
        withStepLimit(2, () => {
          for (let i = 0; i < 4 * UNITS_PER_STEP; i++) chargeWork(1);
        }),
      GameLimitError,
    );
  });
  await t.step("without a budget it is free", () => chargeWork(1e9));
});
