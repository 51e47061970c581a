import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, splitGame } from "@cgt/impartial";
import { cgt } from "../testing.ts";
import { assertJudgeInputErrors } from "../testdata/errors.ts";

Deno.test("cgt judge jiangnan solves the sample of HNOI 2014", async () => {
  // The sample published with the problem (BZOJ 3576): F = 3, piles 1, 2, 3, 5.
  const result = await cgt(["judge", "jiangnan"], "4 3\n1 1\n1 2\n1 3\n1 5\n");
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.equal(result.stdout, "0 0 1 1\n");
});

Deno.test("cgt judge jiangnan agrees with the generic solver on random small games", async () => {
  const game = fc.array(fc.integer({ min: 1, max: 11 }), { minLength: 1, maxLength: 3 });
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 12 }),
      fc.array(game, { minLength: 1, maxLength: 5 }),
      async (minPile, games) => {
        const solver = new GrundySolver(splitGame(minPile));
        const input = `${games.length} ${minPile}\n${
          games.map((g) => `${g.length} ${g.join(" ")}`).join("\n")
        }\n`;
        const expected = games.map((g) => (solver.outcome(g) === "N" ? 1 : 0)).join(" ");
        const result = await cgt(["judge", "jiangnan"], input);
        assert.equal(result.stdout, `${expected}\n`);
      },
    ),
    { seed: 96237, numRuns: 40 },
  );
});

Deno.test("cgt judge jiangnan answers the largest input", async () => {
  // 100 games of 100 piles up to 99999 with F = 1; two equal piles cancel.
  const lines = Array.from({ length: 100 }, (_, i) => {
    const piles = Array.from({ length: 50 }, (_, j) => 99_999 - 1013 * j - i);
    return `100 ${[...piles, ...piles].join(" ")}`;
  });
  const result = await cgt(["judge", "jiangnan"], `100 1\n${lines.join("\n")}\n`);
  assert.equal(result.code, 0);
  assert.equal(result.stdout, `${Array(100).fill(0).join(" ")}\n`);
});

Deno.test("cgt judge jiangnan rejects input outside the limits with one error line", async (t) => {
  const cases: [string, RegExp][] = [
    ["", /expected T/],
    ["0 1\n", /T must be from 1 to 100/],
    ["101 1\n", /T must be from 1 to 100/],
    ["1 0\n1 5\n", /F must be from 1 to 100000/],
    ["1 1\n0\n", /n must be from 1 to 100/],
    ["1 1\n101\n", /n must be from 1 to 100/],
    ["1 1\n1 100000\n", /a_i must be from 1 to 99999/],
    ["1 1\n1 0\n", /a_i must be from 1 to 99999/],
    ["1 1\n2 5\n", /expected a_i/],
    ["1 1\n1 5.5\n", /received "5.5"/],
    ["1 1\n1 5 6\n", /extra input "6"/],
  ];
  await assertJudgeInputErrors(t, "jiangnan", cases);
});
