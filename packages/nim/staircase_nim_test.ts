import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import {
  type StaircaseMove,
  staircaseNimGrundy,
  staircaseNimOutcome,
  staircaseNimWinningMoves,
} from "./staircase_nim.ts";
import { every } from "./testdata/positions.ts";

/** Staircase Nim by its rules: move c >= 1 coins from step i to step i - 1 (off from step 0). */
function options(coins: number[]): { move: StaircaseMove; after: number[] }[] {
  const out: { move: StaircaseMove; after: number[] }[] = [];
  coins.forEach((c, step) => {
    for (let count = 1; count <= c; count++) {
      const after = [...coins];
      after[step] -= count;
      if (step > 0) after[step - 1] += count;
      out.push({ move: { step, count }, after });
    }
  });
  return out;
}
const game: ImpartialGame<number[]> = {
  options: (coins) => options(coins).map((o) => o.after),
  key: (coins) => coins.join(","),
};
const solver = new GrundySolver(game);

function check(coins: number[]): void {
  assert.equal(staircaseNimOutcome(coins), solver.outcome(coins));
  const expected = options(coins)
    .filter((o) => solver.outcome(o.after) === "P")
    .map((o) => o.move);
  assert.deepEqual(staircaseNimWinningMoves(coins), expected);
}

Deno.test("staircaseNimOutcome() and staircaseNimWinningMoves() agree with the generic solver on every position of up to 4 steps of 4 coins", () => {
  for (const coins of every(4, 4)) check(coins);
});

Deno.test("staircaseNimOutcome() and staircaseNimWinningMoves() agree with the generic solver on random positions of up to 5 steps of 5 coins", () => {
  fc.assert(fc.property(fc.array(fc.nat(5), { maxLength: 5 }), check), {
    seed: 81393,
    numRuns: 150,
  });
});

Deno.test("staircaseNimGrundy() counts only the even-indexed steps", () => {
  assert.equal(staircaseNimGrundy([]), 0);
  assert.equal(staircaseNimGrundy([0, 5]), 0);
  assert.equal(staircaseNimGrundy([1, 0, 2 ** 40]), 2 ** 40 + 1);
  assert.throws(() => staircaseNimGrundy([1, -2]), /received -2/);
});
