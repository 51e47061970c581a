import assert from "node:assert/strict";
import fc from "fast-check";
import { mex } from "./mex.ts";

/** The definition, read literally: count up until a value is missing. */
function slowMex(values: number[]): number {
  let m = 0;
  while (values.includes(m)) m++;
  return m;
}

Deno.test("mex() returns 0 for the empty set", () => {
  assert.equal(mex([]), 0);
});

Deno.test("mex() returns the least missing value", async (t) => {
  const table: [number[], number][] = [
    [[0], 1],
    [[1], 0],
    [[0, 1, 2], 3],
    [[2, 0, 0, 1, 5], 3],
    [[0, 1, 3, 4], 2],
  ];
  for (const [values, expected] of table) {
    await t.step(`mex(${JSON.stringify(values)}) = ${expected}`, () => {
      assert.equal(mex(values), expected);
    });
  }
});

Deno.test("mex() accepts any iterable", () => {
  assert.equal(mex(new Set([0, 1])), 2);
  assert.equal(
    mex((function* () {
      yield 0;
      yield 2;
    })()),
    1,
  );
});

Deno.test("mex() agrees with the definition on random sets", () => {
  fc.assert(
    fc.property(fc.array(fc.nat(40), { maxLength: 40 }), (values) => {
      assert.equal(mex(values), slowMex(values));
    }),
    { seed: 50932 },
  );
});

Deno.test("mex() rejects negative and fractional values", () => {
  assert.throws(() => mex([-1]), RangeError);
  assert.throws(() => mex([1.5]), RangeError);
  assert.throws(() => mex([NaN]), /received NaN/);
});
