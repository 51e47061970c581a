import assert from "node:assert/strict";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import {
  mockTurtleCoinGrundy,
  mockTurtleGrundy,
  mockTurtlesGrundy,
  mockTurtlesOutcome,
  mockTurtlesWinningMoves,
} from "./mock_turtles.ts";
import { flip, rows, turningMoves } from "./testdata/positions.ts";

/** The moves by the rules: the rightmost coin c goes H to T, with up to two coins left of it. */
const moves = (position: string): number[][] => turningMoves(position, 3);
const game: ImpartialGame<string> = { options: (p) => moves(p).map((m) => flip(p, m)) };
const solver = new GrundySolver(game);

Deno.test("mockTurtleCoinGrundy() matches the odious numbers (OEIS A000069)", () => {
  // OEIS A000069, offset 0: the first 20 terms.
  const a000069 = [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38];
  assert.deepEqual(a000069.map((_, n) => mockTurtleCoinGrundy(n)), a000069);
});

Deno.test("mockTurtleCoinGrundy() agrees with the generic solver for a single head up to index 11", () => {
  for (let n = 0; n <= 11; n++) {
    assert.equal(mockTurtleCoinGrundy(n), solver.grundy("T".repeat(n) + "H"), `n = ${n}`);
  }
});

Deno.test("mockTurtleCoinGrundy() agrees with the mex recursion up to index 300", () => {
  // v(n) = mex({0} ∪ {v(a)} ∪ {v(a) XOR v(b)} for a < b < n), by the coin-turning principle.
  const v: number[] = [];
  for (let n = 0; n <= 300; n++) {
    const seen = new Set<number>([0, ...v]);
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seen.add(v[a] ^ v[b]);
    let mex = 0;
    while (seen.has(mex)) mex++;
    v.push(mex);
    assert.equal(mockTurtleCoinGrundy(n), mex, `n = ${n}`);
  }
});

// Bounds: every row of up to 9 coins (1023 rows).
Deno.test("mockTurtlesGrundy() agrees with the generic solver on every row of up to 9 coins", () => {
  for (const position of rows(9)) {
    assert.equal(mockTurtlesGrundy(position), solver.grundy(position), position);
    assert.equal(mockTurtlesOutcome(position), solver.outcome(position));
  }
});

Deno.test("mockTurtlesWinningMoves() lists exactly the moves to P-positions on rows of up to 9 coins", () => {
  const order = (a: number[], b: number[]): number =>
    a[a.length - 1] - b[b.length - 1] || a.length - b.length || a[0] - b[0] || a[1] - b[1];
  for (const position of rows(9)) {
    const expected = moves(position).filter((m) => solver.grundy(flip(position, m)) === 0);
    assert.deepEqual(mockTurtlesWinningMoves(position), expected.sort(order), position);
  }
});

Deno.test("mockTurtleCoinGrundy() rejects bad indices", () => {
  assert.throws(() => mockTurtleCoinGrundy(-1), RangeError);
  assert.throws(() => mockTurtleCoinGrundy(2 ** 52), RangeError);
});

Deno.test("mockTurtleGrundy() is the deprecated name of mockTurtleCoinGrundy()", () => {
  for (let n = 0; n <= 40; n++) assert.equal(mockTurtleGrundy(n), mockTurtleCoinGrundy(n));
  assert.throws(() => mockTurtleGrundy(-1), RangeError);
});

Deno.test("mockTurtlesGrundy() reads rows in either case and rejects other characters", () => {
  // CGSuite writes coin rows in lower case: "thhth" is 2 XOR 4 XOR 8 = 14, as in upper case.
  assert.equal(mockTurtlesGrundy("thhth"), 14);
  assert.equal(mockTurtlesGrundy("tHhTh"), mockTurtlesGrundy("THHTH"));
  assert.deepEqual(mockTurtlesWinningMoves("hhth"), mockTurtlesWinningMoves("HHTH"));
  assert.throws(() => mockTurtlesGrundy("HT H"), SyntaxError);
  assert.throws(() => mockTurtlesGrundy("H".repeat(65_537)), RangeError);
});
