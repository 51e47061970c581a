import assert from "node:assert/strict";
import fc from "fast-check";
import { cgt } from "../testing.ts";
import { assertJudgeInputErrors } from "../testdata/errors.ts";

type Square = [number, number];

/** The original game by direct search: moving a queen onto (0, 0) wins at once. */
function directWin(queens: Square[], memo: Map<string, boolean>): boolean {
  const key = queens.map(([x, y]) => `${x},${y}`).sort().join(" ");
  const known = memo.get(key);
  if (known !== undefined) return known;
  let win = false;
  search: for (let i = 0; i < queens.length; i++) {
    const [x, y] = queens[i];
    const targets: Square[] = [];
    for (let k = 1; k <= x; k++) targets.push([x - k, y]);
    for (let k = 1; k <= y; k++) targets.push([x, y - k]);
    for (let k = 1; k <= x && k <= y; k++) targets.push([x - k, y - k]);
    for (const [u, v] of targets) {
      if ((u === 0 && v === 0) || !directWin(queens.map((q, j) => (j === i ? [u, v] : q)), memo)) {
        win = true;
        break search;
      }
    }
  }
  memo.set(key, win);
  return win;
}

Deno.test("cgt judge chessboard answers single queens the way the rules say", async () => {
  // (1, 2): every move lands on an axis or the diagonal, then the opponent wins;
  // (1, 3) moves to (1, 2); (4, 4) goes straight to (0, 0).
  const input = "4\n1\n1 2\n1\n1 3\n1\n4 4\n2\n1 2\n2 1\n";
  const result = await cgt(["judge", "chessboard"], input);
  assert.equal(result.code, 0);
  assert.equal(result.stdout, "T_T\n^o^\n^o^\nT_T\n");
});

Deno.test("cgt judge chessboard agrees with a direct search of the original game", async () => {
  // Queens in the corner 0..5 of the 100 board: direct search over the original rules.
  const memo = new Map<string, boolean>();
  const square = fc.tuple(fc.nat(5), fc.nat(5)) as fc.Arbitrary<Square>;
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(square, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
      async (cases) => {
        const input = `${cases.length}\n${
          cases.map((qs) => `${qs.length}\n${qs.map(([x, y]) => `${x} ${y}`).join("\n")}`).join(
            "\n",
          )
        }\n`;
        // The judge follows the contest's convention that a queen starting on
        // (0, 0) is a first-player win; the rest is the original game.
        const corner = (qs: Square[]): boolean => qs.some(([x, y]) => x === 0 && y === 0);
        const expected = cases.map((qs) => (corner(qs) || directWin(qs, memo) ? "^o^" : "T_T"))
          .join("\n");
        assert.equal((await cgt(["judge", "chessboard"], input)).stdout, `${expected}\n`);
      },
    ),
    { seed: 4401, numRuns: 60 },
  );
});

Deno.test("cgt judge chessboard handles many queens on the whole board", async () => {
  // Pairs of equal queens cancel; one more queen on the diagonal wins at once.
  const queens = Array.from({ length: 499 }, (_, i) => {
    const x = 1 + (i % 98);
    const y = 1 + ((i * 37) % 99);
    return `${x} ${y === x ? x + 1 : y}`;
  });
  const pairs = [...queens, ...queens];
  const input = `2\n${pairs.length}\n${pairs.join("\n")}\n${pairs.length + 1}\n${
    pairs.join("\n")
  }\n99 99\n`;
  const result = await cgt(["judge", "chessboard"], input);
  assert.equal(result.stdout, "T_T\n^o^\n");
});

Deno.test("cgt judge chessboard follows the contest's solutions for a queen on (0, 0)", async () => {
  const result = await cgt(["judge", "chessboard"], "2\n2\n0 0\n1 2\n1\n1 2\n");
  assert.equal(result.stdout, "^o^\nT_T\n");
});

Deno.test("cgt judge chessboard rejects input outside the limits with one error line", async (t) => {
  const cases: [string, RegExp][] = [
    ["", /expected T/],
    ["0\n", /T must be from 1 to 100/],
    ["1\n1\n100 0\n", /x must be from 0 to 99/],
    ["1\n1\n0 -1\n", /y must be from 0 to 99/],
    ["1\n2\n1 2\n", /expected x/],
    ["1\n1001\n", /N must be from 0 to 1000/],
    ["1\n1\n1 2 3\n", /extra input "3"/],
    ["1\n1\na b\n", /received "a"/],
  ];
  await assertJudgeInputErrors(t, "chessboard", cases);
});
