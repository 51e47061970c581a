import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial/grundy";
import { MAX_TOKEN_GAME_SIZE, TokenGame, tokenGame, type TokenPosition } from "./token_game.ts";

/** Every position of a size x size board (two tokens on different cells). */
function allPositions(size: number): TokenPosition[] {
  const result: TokenPosition[] = [];
  for (let x1 = 1; x1 <= size; x1++) {
    for (let y1 = 1; y1 <= size; y1++) {
      for (let x2 = 1; x2 <= size; x2++) {
        for (let y2 = 1; y2 <= size; y2++) {
          if (x1 !== x2 || y1 !== y2) result.push([x1, y1, x2, y2]);
        }
      }
    }
  }
  return result;
}

/** Brute force: the options the plain rules give that the generic solver finds lost. */
function bruteWinningMoves(
  solver: GrundySolver<TokenPosition>,
  game: ImpartialGame<TokenPosition>,
  p: TokenPosition,
): number {
  return [...game.options(p)].filter((option) => solver.outcome(option) === "P").length;
}

const position = (size: number): fc.Arbitrary<TokenPosition> =>
  fc.tuple(
    fc.integer({ min: 1, max: size }),
    fc.integer({ min: 1, max: size }),
    fc.integer({ min: 1, max: size }),
    fc.integer({ min: 1, max: size }),
  ).filter(([x1, y1, x2, y2]) => x1 !== x2 || y1 !== y2);

Deno.test("tokenGame() follows the blocking rule", async (t) => {
  const game = tokenGame(5);
  const table: [string, TokenPosition, TokenPosition[]][] = [
    ["side by side in a row: nothing", [1, 1, 2, 1], []],
    ["same row, gap of one: A cannot land on or pass B", [3, 1, 1, 1], [[2, 1, 1, 1]]],
    ["same column: B stops above A", [1, 1, 1, 3], [[1, 1, 1, 2]]],
    [
      "different rows: A passes B's column freely",
      [3, 2, 2, 1],
      [[2, 2, 2, 1], [1, 2, 2, 1], [3, 1, 2, 1], [3, 2, 1, 1]],
    ],
  ];
  for (const [name, p, expected] of table) {
    await t.step(name, () => assert.deepEqual([...game.options(p)], expected));
  }
});

Deno.test("TokenGame.outcome() agrees with the generic solver on every position up to size 12", () => {
  for (let size = 1; size <= 12; size++) {
    const fast = new TokenGame(size);
    const solver = new GrundySolver(tokenGame(size));
    for (const p of allPositions(size)) assert.equal(fast.outcome(p), solver.outcome(p), `${p}`);
  }
});

Deno.test("TokenGame.countWinningMoves() equals brute-force enumeration up to size 12", () => {
  for (let size = 1; size <= 12; size++) {
    const fast = new TokenGame(size);
    const game = tokenGame(size);
    const solver = new GrundySolver(game);
    for (const p of allPositions(size)) {
      assert.equal(fast.countWinningMoves(p), bruteWinningMoves(solver, game, p), `${p}`);
    }
  }
});

Deno.test("TokenGame on the contest board agrees with the generic solver near the corner", () => {
  // Moves only lower coordinates, so positions within 1..12 behave the same on
  // a 12 and a 300 board; this checks the size-300 tables against size 12.
  const big = new TokenGame(300);
  const game = tokenGame(12);
  const solver = new GrundySolver(game);
  fc.assert(
    fc.property(position(12), (p) => {
      assert.equal(big.outcome(p), solver.outcome(p));
      assert.equal(big.countWinningMoves(p), bruteWinningMoves(solver, game, p));
    }),
    { seed: 80801, numRuns: 400 },
  );
});

Deno.test("TokenGame.countWinningMoves() counts the listed winning moves on the contest board", () => {
  // Binary-search counting against explicit enumeration of the legal moves.
  const big = new TokenGame(300);
  const near = fc.tuple(position(300), fc.integer({ min: -3, max: 3 }), fc.boolean()).map(
    ([[x1, y1, x2, y2], d, axis]): TokenPosition =>
      axis
        ? [x1, y1, Math.min(300, Math.max(1, x1 + d)), y2]
        : [x1, y1, x2, Math.min(300, Math.max(1, y1 + d))],
  ).filter(([x1, y1, x2, y2]) => x1 !== x2 || y1 !== y2);
  fc.assert(
    fc.property(fc.oneof(position(300), near), (p) => {
      const moves = big.winningMoves(p);
      assert.equal(big.countWinningMoves(p), moves.length);
      for (const m of moves) assert.equal(big.outcome(m), "P");
      assert.equal(big.outcome(p), moves.length === 0 ? "P" : "N");
    }),
    { seed: 46810, numRuns: 300 },
  );
});

Deno.test("TokenGame.axisGrundy() is the Grundy value of the one-axis game", () => {
  // The one-axis game: (i, j) is terminal when |i - j| <= 1, else lower either.
  const axis: ImpartialGame<readonly [number, number]> = {
    *options([i, j]) {
      if (Math.abs(i - j) <= 1) return;
      for (let k = 1; k < i; k++) yield [k, j];
      for (let k = 1; k < j; k++) yield [i, k];
    },
    key: ([i, j]) => i * 1000 + j,
  };
  const solver = new GrundySolver(axis);
  const big = new TokenGame(300);
  for (let i = 1; i <= 30; i++) {
    for (let j = 1; j <= 30; j++) {
      const value = solver.grundy([i, j]);
      assert.equal(big.axisGrundy(i, j), value, `f(${i}, ${j})`);
      if (Math.abs(i - j) >= 2) assert.notEqual(value, 0);
    }
  }
});

Deno.test("TokenGame rejects bad sizes and positions", () => {
  assert.throws(
    () => new TokenGame(0),
    new RangeError(
      `Cannot build the token game table: the board size must be an integer from 1 to ${MAX_TOKEN_GAME_SIZE}, received 0`,
    ),
  );
  assert.throws(() => tokenGame(1.5), RangeError);
  const game = new TokenGame(10);
  assert.throws(
    () => game.outcome([1, 1, 1, 1]),
    new RangeError(
      "Cannot compute token game outcome: the tokens must be on different cells, received [1,1,1,1]",
    ),
  );
  assert.throws(
    () => game.countWinningMoves([0, 1, 2, 2]),
    new RangeError(
      "Cannot count token game moves: coordinates must be integers from 1 to 10, received [0,1,2,2]",
    ),
  );
  assert.throws(() => game.winningMoves([1, 2, 3] as unknown as TokenPosition), TypeError);
  assert.throws(() => game.axisGrundy(11, 1), RangeError);
});
