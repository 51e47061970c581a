import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver } from "@cgt/impartial";
import { tokenGame, type TokenPosition } from "@cgt/rulesets";
import { cgt } from "../testing.ts";
import { assertJudgeInputErrors } from "../testdata/errors.ts";

Deno.test("cgt judge token-game counts the winning first moves of small positions", async () => {
  // [1 1 2 1] side by side: no move at all. [3 1 1 1]: only 3 -> 2 wins.
  // [1 1 1 3]: B steps down next to A, or A... cannot move; one winning move.
  const result = await cgt(["judge", "token-game"], "3\n1 1 2 1\n3 1 1 1\n1 1 1 3\n");
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.equal(result.stdout, "0\n1\n1\n");
});

Deno.test("cgt judge token-game agrees with brute force near the corner", async () => {
  // Positions within 1..10 play the same on the 300 board as on a 10 board.
  const game = tokenGame(10);
  const solver = new GrundySolver(game);
  const coordinate = fc.integer({ min: 1, max: 10 });
  const position = fc.tuple(coordinate, coordinate, coordinate, coordinate).filter((
    [x1, y1, x2, y2],
  ) => x1 !== x2 || y1 !== y2) as fc.Arbitrary<TokenPosition>;
  await fc.assert(
    fc.asyncProperty(fc.array(position, { minLength: 1, maxLength: 20 }), async (positions) => {
      const input = `${positions.length}\n${positions.map((p) => p.join(" ")).join("\n")}\n`;
      const expected = positions.map((p) =>
        [...game.options(p)].filter((o) => solver.outcome(o) === "P").length
      );
      assert.equal((await cgt(["judge", "token-game"], input)).stdout, `${expected.join("\n")}\n`);
    }),
    { seed: 85065, numRuns: 50 },
  );
});

Deno.test("cgt judge token-game answers 10^5 queries on the whole board", async () => {
  const lines: string[] = [];
  for (let i = 0; i < 100_000; i++) {
    const x1 = 1 + ((i * 7) % 300);
    const y1 = 1 + ((i * 13) % 300);
    const x2 = 1 + ((i * 17 + 1) % 300);
    const y2 = 1 + ((i * 19 + 5) % 300);
    lines.push(x1 === x2 && y1 === y2 ? "1 1 2 2" : `${x1} ${y1} ${x2} ${y2}`);
  }
  const result = await cgt(["judge", "token-game"], `100000\n${lines.join("\n")}\n`);
  assert.equal(result.code, 0);
  const counts = result.stdout.trimEnd().split("\n").map(Number);
  assert.equal(counts.length, 100_000);
  // A position has at most 4 * 299 moves.
  assert.ok(counts.every((c) => Number.isInteger(c) && c >= 0 && c <= 4 * 299));
});

Deno.test("cgt judge token-game rejects input outside the limits with one error line", async (t) => {
  const cases: [string, RegExp][] = [
    ["", /expected q/],
    ["0\n", /q must be from 1 to 100000/],
    ["100001\n", /q must be from 1 to 100000/],
    ["1\n1 1 1 1\n", /the tokens of query 1 share the cell \(1, 1\)/],
    ["1\n0 1 2 2\n", /x1 must be from 1 to 300/],
    ["1\n1 1 2 301\n", /y2 must be from 1 to 300/],
    ["1\n1 1 2\n", /expected y2/],
    ["1\n1 1 2 2 5\n", /extra input "5"/],
    ["1\n1 1 2 +\n", /received "\+"/],
  ];
  await assertJudgeInputErrors(t, "token-game", cases);
});
