import assert from "node:assert/strict";
import { negate } from "@cgt/partizan/arithmetic";
import { numberValue } from "@cgt/partizan/game";
import { CUTCAKE, cutcake } from "./cutcake.ts";
import { formatGame } from "@cgt/partizan/notation";
import { plainValue } from "../../../testing/plain_value.ts";

Deno.test("cutcake() matches published values", async (t) => {
  const table: [rows: number, cols: number, value: string, source: string][] = [
    [8, 1, "-7", "Winning Ways ch. 2: a one-column cake of 8 rows gives Right 7 cuts"],
    [1, 8, "7", "Winning Ways ch. 2: a one-row cake of 8 columns gives Left 7 cuts"],
    [1, 1, "0", "Winning Ways ch. 2: a single square has no cuts"],
    [2, 2, "0", "by hand: each player's first cut leaves the opponent two free cuts"],
  ];
  for (const [rows, cols, value, source] of table) {
    await t.step(`${rows}x${cols} is ${value} (${source})`, () => {
      assert.equal(formatGame(cutcake(rows, cols)), value);
    });
  }
});

Deno.test("cutcake() equals plain recursion on every cake of up to 8 squares", () => {
  for (let rows = 1; rows <= 8; rows++) {
    for (let cols = 1; rows * cols <= 8; cols++) {
      assert.equal(cutcake(rows, cols), plainValue(CUTCAKE, [{ rows, cols }]), `${rows}x${cols}`);
    }
  }
});

Deno.test("cutcake() values are integers, and a transposed cake is the negative", () => {
  for (let rows = 1; rows <= 12; rows++) {
    for (let cols = 1; cols <= 12; cols++) {
      const v = cutcake(rows, cols);
      assert.equal(numberValue(v)?.exponent, 0, `${rows}x${cols} is ${formatGame(v)}`);
      assert.equal(cutcake(cols, rows), negate(v));
    }
  }
});

Deno.test("cutcake() rejects sides out of range", () => {
  assert.throws(() => cutcake(0, 3), {
    name: "RangeError",
    message: "Cannot compute Cutcake value: rows must be an integer from 1 to 200, received 0",
  });
  assert.throws(() => cutcake(3, 201n), RangeError);
  assert.throws(() => cutcake(1.5, 3), RangeError);
});
