import assert from "node:assert/strict";
import fc from "fast-check";
import {
  add,
  dyadic,
  formatGame,
  integer,
  numberGame,
  outcome,
  STAR,
  subtract,
  sum,
  ZERO,
} from "@cgt/partizan";
import {
  DOMINO_TETROMINO_BLOCKS,
  dominoTetrominoSum,
  dominoTetrominoWinner,
} from "./domino_tetromino.ts";

const [, , , , e, f, g, h] = DOMINO_TETROMINO_BLOCKS;

/** The slow twin: every block added one at a time, no reduction. */
function fullSum(counts: number[]): ReturnType<typeof sum> {
  const blocks = counts.flatMap((n, i) =>
    Array.from({ length: n }, () => DOMINO_TETROMINO_BLOCKS[i])
  );
  return sum(blocks);
}

function winnerOf(counts: number[]): "Alice" | "Bob" {
  const o = outcome(fullSum(counts));
  return o === "L" || o === "N" ? "Alice" : "Bob";
}

Deno.test("DOMINO_TETROMINO_BLOCKS satisfy the identities the reduction rests on (checked by the engine)", async (t) => {
  await t.step("g + g = 1", () => assert.equal(add(g, g), integer(1)));
  await t.step("f = g - 1", () => assert.equal(f, subtract(g, integer(1))));
  await t.step("f = -g", () => assert.equal(add(f, g), ZERO));
  await t.step("h + h = 0", () => assert.equal(add(h, h), ZERO));
  await t.step("* + * = 0", () => assert.equal(add(e, e), ZERO));
  await t.step("e is *", () => assert.equal(e, STAR));
});

Deno.test("dominoTetrominoSum() equals the full sum on every count vector with counts 0..2 (3^8 = 6561 sums)", () => {
  for (let code = 0; code < 3 ** 8; code++) {
    const counts = Array.from({ length: 8 }, (_, i) => Math.floor(code / 3 ** i) % 3);
    assert.equal(dominoTetrominoSum(counts), fullSum(counts), counts.join(" "));
  }
});

Deno.test("dominoTetrominoWinner() agrees with the outcome of the full sum on random counts 0..6 (fast-check, 300 runs)", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 8, maxLength: 8 }),
      (counts) => dominoTetrominoWinner(counts) === winnerOf(counts),
    ),
    { seed: 85567, numRuns: 300 },
  );
});

Deno.test("dominoTetrominoSum() reduces huge counts to a small canonical form", async (t) => {
  const table: [counts: number[], value: string][] = [
    [[1e9, 1e9, 1e9, 1e9, 1e9, 1e9, 1e9, 1e9], "0"],
    [[0, 1e9, 0, 0, 0, 0, 0, 0], "2000000000"],
    [[0, 0, 0, 1e9 - 1, 0, 0, 0, 0], "999999999/2"],
    [[0, 0, 0, 0, 1e9 - 1, 0, 1e9 - 1, 1e9 - 1], parseSmall()],
  ];
  for (const [counts, value] of table) {
    await t.step(
      counts.join(" "),
      () => assert.equal(formatGame(dominoTetrominoSum(counts)), value),
    );
  }
});

/** (10^9 - 1) g = (10^9 - 2)/2 + g = 499999999 + g; plus * and h: computed with the engine. */
function parseSmall(): string {
  return formatGame(sum([integer(499_999_999), g, e, h]));
}

Deno.test("dominoTetrominoSum() equals the closed reduction x + p.g + q.* + r.h on random counts up to 10^9 (fast-check, 200 runs)", () => {
  // By g + g = 1 and f = g - 1: F.f + G.g = floor((F+G)/2) - F + ((F+G) mod 2).g; * and h cancel in pairs.
  const count = fc.integer({ min: 0, max: 1e9 });
  fc.assert(
    fc.property(fc.array(count, { minLength: 8, maxLength: 8 }), (counts) => {
      const [a, b, c, d, ee, ff, gg, hh] = counts.map(BigInt);
      const twice = 2n * (-2n * a + 2n * b) + (d - c) + 2n * ((ff + gg) / 2n - ff);
      const terms = [numberGame(dyadic(twice, 1))];
      if ((ff + gg) % 2n === 1n) terms.push(g);
      if (ee % 2n === 1n) terms.push(e);
      if (hh % 2n === 1n) terms.push(h);
      return dominoTetrominoSum(counts) === sum(terms);
    }),
    { seed: 2101, numRuns: 200 },
  );
});

Deno.test("dominoTetrominoSum() rejects bad counts", () => {
  assert.throws(() => dominoTetrominoSum([1, 2, 3]), TypeError);
  assert.throws(() => dominoTetrominoSum([0, 0, 0, 0, 0, 0, 0, -1]), {
    name: "RangeError",
    message:
      "Cannot sum domino-tetromino blocks: a count must be an integer from 0 to 2^62, received -1",
  });
  assert.throws(() => dominoTetrominoSum([0, 0, 0, 0, 0, 0, 0, 0.5]), RangeError);
});
