import assert from "node:assert/strict";
import fc from "fast-check";
import { moveToFront, sortByScore, sortDescending } from "./_domineering_order.ts";

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

/** The slow twin of both: the words sorted greatest first by Array.prototype.sort. */
function sortedDown(words: number[]): number[] {
  return words.slice().sort((a, b) => b - a);
}

const distinctWords = fc.uniqueArray(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), {
  maxLength: 120,
});

Deno.test("sortDescending()", async (t) => {
  await t.step("sorts the words from `from` on greatest first and leaves the rest", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 120 }),
        fc.nat(),
        (words, cut) => {
          const from = words.length === 0 ? 0 : cut % (words.length + 1);
          const list = new Int32Array(words.length + 3).fill(5);
          list.set(words);
          sortDescending(list, from, words.length);
          const expected = [...words.slice(0, from), ...sortedDown(words.slice(from)), 5, 5, 5];
          assert.deepEqual([...list], expected);
        },
      ),
      { seed: 25_2026, numRuns: 400 },
    );
  });
});

Deno.test("moveToFront()", async (t) => {
  /** The index of the greatest word, kept as the solver keeps it while listing the moves. */
  const greatestAt = (words: number[]) => {
    let at = 0;
    for (let k = 0; k < words.length; k++) if (words[k] > words[at]) at = k;
    return at;
  };

  await t.step("puts the word at the index given first, keeping the same words", () => {
    fc.assert(
      fc.property(distinctWords, (words) => {
        const list = Int32Array.from(words);
        moveToFront(list, greatestAt(words));
        if (words.length > 0) assert.equal(list[0], Math.max(...words));
        assert.deepEqual(sortedDown([...list]), sortedDown(words));
      }),
      { seed: 25_2027, numRuns: 400 },
    );
  });

  await t.step("of the greatest, then sortDescending() of the rest, sorts all words", () => {
    fc.assert(
      fc.property(distinctWords, (words) => {
        const list = Int32Array.from(words);
        moveToFront(list, greatestAt(words));
        sortDescending(list, 1, words.length);
        assert.deepEqual([...list], sortedDown(words));
      }),
      { seed: 25_2028, numRuns: 400 },
    );
  });
});
