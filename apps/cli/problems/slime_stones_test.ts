import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import { isWythoffPPosition, wythoffPPosition } from "@cgt/nim";
import { cgt } from "../testing.ts";
import { assertJudgeInputErrors } from "../testdata/errors.ts";

Deno.test("cgt judge slime-stones solves the samples of HDU 6869", async () => {
  const result = await cgt(["judge", "slime-stones"], "4\n1 2 0\n2 4 0\n1 2 1\n2 6 1\n");
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.equal(result.stdout, "0\n1\n1\n0\n");
  const json = await cgt(["judge", "slime-stones", "--json"], "2\n0 0 0\n0 0 5\n");
  assert.deepEqual(JSON.parse(json.stdout), { problem: "slime-stones", output: ["0", "0"] });
});

/** The game from its rules, for the slow twin. */
function game(k: number): ImpartialGame<[number, number]> {
  return {
    options([a, b]) {
      const result: [number, number][] = [];
      for (let x = 0; x <= a; x++) {
        for (let y = 0; y <= b; y++) {
          if (x + y > 0 && (x === 0 || y === 0 || Math.abs(x - y) <= k)) {
            result.push([a - x, b - y]);
          }
        }
      }
      return result;
    },
    key: ([a, b]) => `${a},${b}`,
  };
}

Deno.test("cgt judge slime-stones agrees with the generic solver on random small queries", async () => {
  const solvers = Array.from({ length: 4 }, (_, k) => new GrundySolver(game(k)));
  const query = fc.tuple(fc.nat(25), fc.nat(25), fc.nat(3));
  await fc.assert(
    fc.asyncProperty(fc.array(query, { minLength: 1, maxLength: 40 }), async (queries) => {
      const input = `${queries.length}\n${queries.map((q) => q.join(" ")).join("\n")}\n`;
      const expected = queries.map(([a, b, k]) => (solvers[k].outcome([a, b]) === "N" ? 1 : 0));
      const result = await cgt(["judge", "slime-stones"], input);
      assert.equal(result.stdout, `${expected.join("\n")}\n`);
    }),
    { seed: 25546, numRuns: 50 },
  );
});

Deno.test("cgt judge slime-stones agrees with the bigint path on random queries near 10^8", async () => {
  const LIMIT = 100_000_000;
  const near = fc.integer({ min: LIMIT - 1_000_000, max: LIMIT });
  const k = fc.oneof(fc.nat(10), fc.nat(LIMIT));
  // Random positions, and P-positions (A_n, B_n) with B_n <= 10^8 and their diagonal neighbours.
  const pPosition = fc.tuple(
    k,
    fc.double({ min: 0.5, max: 1, noNaN: true }),
    fc.integer({
      min: -1,
      max: 1,
    }),
  ).map(([k, scale, shift]): [number, number, number] => {
    let n = Math.floor((scale * LIMIT) / (k + 2.62));
    while (n > 0 && wythoffPPosition(n, { k })[1] > LIMIT) n--;
    const [a, b] = wythoffPPosition(n, { k });
    return [Math.max(0, a + shift), Math.min(LIMIT, Math.max(0, b + shift)), k];
  });
  const query = fc.oneof(fc.tuple(near, near, k), pPosition);
  await fc.assert(
    fc.asyncProperty(fc.array(query, { minLength: 1, maxLength: 50 }), async (queries) => {
      const input = `${queries.length}\n${queries.map((q) => q.join(" ")).join("\n")}\n`;
      const expected = queries.map(([a, b, k]) =>
        isWythoffPPosition(BigInt(a), BigInt(b), { k: BigInt(k) }) ? 0 : 1
      );
      const result = await cgt(["judge", "slime-stones"], input);
      assert.equal(result.stdout, `${expected.join("\n")}\n`);
    }),
    { seed: 3554, numRuns: 100 },
  );
});

Deno.test("cgt judge slime-stones is exact where a double formula fails", async () => {
  // n = 12484830, k = 5: n * beta = 89419818.99999998733... (60-digit decimal
  // check), so (14510838, 89419818) is a P-position; in doubles n * beta rounds
  // to 89419819 and the floating-point solution answers 1.
  const input = "3\n14510838 89419818 5\n89419818 14510838 5\n14510839 89419819 5\n";
  const result = await cgt(["judge", "slime-stones"], input);
  assert.equal(result.stdout, "0\n0\n1\n");
});

Deno.test("cgt judge slime-stones reads odd spacing and leading zeros like InputReader", async () => {
  const result = await cgt(["judge", "slime-stones"], "  2\r\n0001 002 0\t\n2   4 0");
  assert.equal(result.code, 0);
  assert.equal(result.stdout, "0\n1\n");
});

Deno.test("cgt judge slime-stones rejects input outside the limits with one error line", async (t) => {
  const cases: [string, RegExp][] = [
    ["", /expected T/],
    ["0\n", /T must be from 1 to 100000/],
    ["100001\n", /T must be from 1 to 100000/],
    ["1\n1 2\n", /expected k \(query 1\)/],
    ["1\n-1 2 0\n", /a \(query 1\) must be from 0 to 100000000/],
    ["1\n1 100000001 0\n", /b \(query 1\) must be from 0 to 100000000/],
    ["2\n1 2 0\n1 2 100000001\n", /k \(query 2\) must be from 0/],
    ["1\n1 2 x\n", /received "x"/],
    ["1\n1 2 1.5\n", /received "1.5"/],
    ["1\n1 2 0 7\n", /extra input "7"/],
  ];
  await assertJudgeInputErrors(t, "slime-stones", cases);
});
