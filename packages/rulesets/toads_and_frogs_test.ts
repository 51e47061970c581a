import assert from "node:assert/strict";
import fc from "fast-check";
import { negate } from "@cgt/partizan/arithmetic";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { plainValue } from "../partizan/testdata/plain_value.ts";
import { parseToadsAndFrogs, TOADS_AND_FROGS, toadsAndFrogs } from "./toads_and_frogs.ts";

Deno.test("toads() matches published and hand-worked values", async (t) => {
  const table: [row: string, value: string, source: string][] = [
    [
      "TFT.TFF",
      "^",
      "Winning Ways ch. 1 / Erickson, New Toads and Frogs results (1996): TFT.TFF = ^",
    ],
    ["T.", "1", "by hand: one move for Left"],
    [".F", "-1", "by hand: one move for Right"],
    ["T..F", "0", "by hand: whoever starts in T..F loses"],
    ["TTFF", "0", "by hand: a jammed row has no moves"],
  ];
  for (const [row, value, source] of table) {
    await t.step(
      `${row} is ${value} (${source})`,
      () => assert.equal(formatGame(toadsAndFrogs(row)), value),
    );
  }
});

Deno.test("toads() agrees with plain recursion on random rows of length 7 (fast-check, 40 runs)", () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[TF.]{7}$/),
      (row) => toadsAndFrogs(row) === plainValue(TOADS_AND_FROGS, row),
    ),
    { seed: 77109, numRuns: 40 },
  );
});

Deno.test("toads() of a row reversed with toads and frogs swapped is the negative", () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[TF.]{0,10}$/), (row) => {
      const mirror = Array.from(row).reverse().map((c) => (c === "T" ? "F" : c === "F" ? "T" : c))
        .join("");
      return toadsAndFrogs(mirror) === negate(toadsAndFrogs(row));
    }),
    { seed: 75656, numRuns: 100 },
  );
});

Deno.test("toads() splits at a jammed TTFF block", () => {
  assert.equal(toadsAndFrogs("T.TTFF.F"), parseGame("1 - 1"));
  assert.equal(toadsAndFrogs("T.TTFFT."), parseGame("2"));
});

Deno.test("parseToadsAndFrogs() rejects bad rows", () => {
  assert.throws(() => parseToadsAndFrogs("TxF"), {
    name: "SyntaxError",
    message:
      'Cannot read Toads and Frogs row: unexpected character "x" at position 2 (allowed: T F .), received "TxF"',
  });
  assert.throws(() => parseToadsAndFrogs(".".repeat(65)), RangeError);
  assert.throws(() => parseToadsAndFrogs(5 as unknown as string), TypeError);
});
