import assert from "node:assert/strict";
import fc from "fast-check";
import { sortByScore } from "./_domineering_order.ts";

const COUNTED = 100;
const SCORE = 200;

/** The slow twin: (move, counted, score) triples sorted by score, highest first, stably. */
function sortedTriples(moves: number[], counted: number[], scores: number[]): number[][] {
  return moves
    .map((move, k) => [move, counted[k], scores[k], k])
    .sort((a, b) => b[2] - a[2] || a[3] - b[3])
    .map(([move, c, s]) => [move, c, s]);
}

Deno.test("sortByScore()", async (t) => {
  await t.step("agrees with a stable sort of (move, count, score) triples", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 1 << 20 }),
            fc.integer({ min: -2, max: 60 }),
            fc.integer({ min: -1000, max: 40 }),
          ),
          { maxLength: 100 },
        ),
        (triples) => {
          const list = new Int32Array(300);
          triples.forEach(([move, counted, score], k) => {
            list[k] = move;
            list[COUNTED + k] = counted;
            list[SCORE + k] = score;
          });
          sortByScore(list, triples.length, COUNTED, SCORE);
          const got = triples.map((_, k) => [list[k], list[COUNTED + k], list[SCORE + k]]);
          const expected = sortedTriples(
            triples.map((x) => x[0]),
            triples.map((x) => x[1]),
            triples.map((x) => x[2]),
          );
          assert.deepEqual(got, expected);
        },
      ),
      { seed: 8_2026, numRuns: 300 },
    );
  });

  await t.step("leaves the buffer past count untouched", () => {
    const list = new Int32Array(300).fill(7);
    list[0] = 1;
    list[1] = 2;
    list[SCORE] = 1;
    list[SCORE + 1] = 5;
    sortByScore(list, 2, COUNTED, SCORE);
    assert.deepEqual([list[0], list[1], list[2]], [2, 1, 7]);
    assert.deepEqual([list[SCORE], list[SCORE + 1], list[SCORE + 2]], [5, 1, 7]);
  });
});
