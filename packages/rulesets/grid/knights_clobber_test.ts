import assert from "node:assert/strict";
import fc from "fast-check";
import { negate } from "@cgt/partizan/arithmetic";
import { formatGame } from "@cgt/partizan/notation";
import { gridImages, rulesetContract } from "../../../testing/ruleset_contract.ts";
import { allBoards, textValue } from "../testdata/board_reference.ts";
import { KNIGHTS_TEXT } from "../testdata/gen_clobber_reference.ts";
import {
  formatKnightsClobber,
  KNIGHTS_CLOBBER,
  knightsClobber,
  parseKnightsClobber,
} from "./knights_clobber.ts";

Deno.test("KNIGHTS_CLOBBER keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: KNIGHTS_CLOBBER,
    parse: parseKnightsClobber,
    format: formatKnightsClobber,
    twin: KNIGHTS_TEXT,
    value: knightsClobber,
    symmetries: (board: string) => gridImages(board, "all"),
    cases: [
      {
        label: "every board of 2x3, 1x6 and 3x3",
        positions: [[2, 3], [1, 6], [3, 3]].flatMap(([rows, cols]) => allBoards(rows, cols, ".xo")),
      },
      {
        label: "random boards up to 4x5",
        generator: fc.constantFrom([3, 4], [4, 4], [4, 5], [2, 8]).chain(([rows, cols]) =>
          fc.array(fc.constantFrom(".", "x", "o", "#"), {
            minLength: rows * cols,
            maxLength: rows * cols,
          }).map((cs) => {
            const lines: string[] = [];
            for (let r = 0; r < rows; r++) lines.push(cs.slice(r * cols, (r + 1) * cols).join(""));
            return lines.join("|");
          })
        ).filter((b) => [...b].filter((c) => c === "x" || c === "o").length <= 9),
        seed: 41873,
        numRuns: 60,
      },
      {
        label: "random boards of 33 to 64 squares",
        generator: fc.constantFrom([5, 7], [8, 8], [1, 64], [64, 1], [4, 9]).chain(([rows, cols]) =>
          fc.tuple(
            fc.constant([rows, cols]),
            fc.uniqueArray(fc.integer({ min: 0, max: rows * cols - 1 }), { maxLength: 8 }),
            fc.array(fc.constantFrom("x", "o"), { minLength: 8, maxLength: 8 }),
          )
        ).map(([[rows, cols], stones, colours]) => {
          const cs: string[] = Array.from({ length: rows * cols }, () => ".");
          stones.forEach((i, k) => (cs[i] = colours[k]));
          const lines: string[] = [];
          for (let r = 0; r < rows; r++) lines.push(cs.slice(r * cols, (r + 1) * cols).join(""));
          return lines.join("|");
        }),
        seed: 7315,
        numRuns: 40,
      },
    ],
  });
});

Deno.test("knightsClobber() gives the values worked out by hand", async (t) => {
  // No published Knights values are known to us; each row is reasoned from the rules and also
  // checked against plain recursion on the text twin.
  const rows: [board: string, expected: string, why: string][] = [
    ["xo", "0", "side by side is no knight's move"],
    ["x..|..o", "*", "one capture for either player, then nothing"],
    ["x.|..|.o", "*", "the same, the other way round"],
    ["xo|ox", "0", "no two stones are a knight's move apart"],
    [
      "x..|..o|x..",
      "*",
      "either player captures once; the two stones left are two rows apart, no knight's move",
    ],
    ["x#.|..o", "*", "a knight jumps over a blocked square"],
  ];
  for (const [board, expected, why] of rows) {
    await t.step(`knightsClobber("${board}") is ${expected}: ${why}`, () => {
      assert.equal(formatGame(knightsClobber(board)), expected);
      assert.equal(formatGame(textValue(KNIGHTS_TEXT, board)), expected);
    });
  }
});

Deno.test("knightsClobber() of a board with colours swapped is the negative", () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[xo.]{4}\|[xo.]{4}\|[xo.]{4}$/), (b) => {
      const swapped = b.replace(/[xo]/g, (c) => (c === "x" ? "o" : "x"));
      return knightsClobber(swapped) === negate(knightsClobber(b));
    }),
    { seed: 50211, numRuns: 60 },
  );
});

Deno.test("parseKnightsClobber() rejects bad boards", () => {
  assert.throws(() => parseKnightsClobber("x.|oT"), {
    name: "SyntaxError",
    message:
      'Cannot read Knights board: unexpected character "T" in row 2, column 2 (allowed: . x o # and | between rows), received "x.|oT"',
  });
  assert.throws(() => parseKnightsClobber(".".repeat(65)), RangeError);
  assert.throws(() => parseKnightsClobber(7 as unknown as string), TypeError);
});
