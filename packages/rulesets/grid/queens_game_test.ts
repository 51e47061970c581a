import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial/grundy";
import {
  MAX_QUEENS_GAME_SIZE,
  queensGameOutcome,
  type QueenSquare,
  queensSafeGrundy,
} from "./queens_game.ts";

/** Every square a queen at (x, y) can move to on the board (left, down, down-left). */
function targets([x, y]: QueenSquare): QueenSquare[] {
  const result: QueenSquare[] = [];
  for (let k = 1; k <= x; k++) result.push([x - k, y]);
  for (let k = 1; k <= y; k++) result.push([x, y - k]);
  for (let k = 1; k <= x && k <= y; k++) result.push([x - k, y - k]);
  return result;
}

/**
 * The original game by direct search, without the reduction: the mover wins
 * by moving any queen onto (0, 0), or by a move after which the opponent does
 * not win; with no move at all the mover loses.
 */
function directWin(queens: QueenSquare[], memo = new Map<string, boolean>()): boolean {
  const key = queens.map(([x, y]) => `${x},${y}`).sort().join(" ");
  const known = memo.get(key);
  if (known !== undefined) return known;
  let win = false;
  for (let i = 0; i < queens.length && !win; i++) {
    for (const target of targets(queens[i])) {
      if (target[0] === 0 && target[1] === 0) {
        win = true;
        break;
      }
      const next = queens.map((q, j) => (j === i ? target : q));
      if (!directWin(next, memo)) {
        win = true;
        break;
      }
    }
  }
  memo.set(key, win);
  return win;
}

Deno.test("queensSafeGrundy() agrees with the generic solver on the safe-region game", () => {
  const size = 14;
  const safe = ([x, y]: QueenSquare): boolean => x >= 1 && y >= 1 && x !== y;
  const game: ImpartialGame<QueenSquare> = {
    options: (square) => targets(square).filter(safe),
    key: ([x, y]) => x * size + y,
  };
  const solver = new GrundySolver(game);
  const small = queensSafeGrundy(size);
  const big = queensSafeGrundy(100);
  for (let x = 1; x < size; x++) {
    for (let y = 1; y < size; y++) {
      if (x === y) continue;
      const value = solver.grundy([x, y]);
      assert.equal(small[x * size + y], value, `(${x}, ${y})`);
      assert.equal(big[x * 100 + y], value, `(${x}, ${y}) on the 100 board`);
    }
  }
});

Deno.test("queensGameOutcome() agrees with a direct search of the original game", () => {
  // Slow twin: the original rules (moving onto (0, 0) wins), 1 to 3 queens on a 6 x 6 board.
  const size = 6;
  const memo = new Map<string, boolean>();
  const square = fc.tuple(fc.nat(size - 1), fc.nat(size - 1));
  fc.assert(
    fc.property(fc.array(square, { minLength: 1, maxLength: 3 }), (queens) => {
      const expected = directWin(queens, memo) ? "N" : "P";
      assert.equal(queensGameOutcome(queens, { size }), expected);
    }),
    { seed: 64129, numRuns: 300 },
  );
});

Deno.test("queensGameOutcome() agrees with a direct search on every pair of queens", () => {
  const size = 5;
  const memo = new Map<string, boolean>();
  for (let a = 0; a < size * size; a++) {
    for (let b = a; b < size * size; b++) {
      const queens: QueenSquare[] = [[Math.floor(a / size), a % size], [
        Math.floor(b / size),
        b % size,
      ]];
      assert.equal(
        queensGameOutcome(queens, { size }),
        directWin(queens, memo) ? "N" : "P",
        JSON.stringify(queens),
      );
    }
  }
});

Deno.test("queensGameOutcome() handles the edge cases of the rules", async (t) => {
  const table: [string, QueenSquare[], "P" | "N"][] = [
    ["no queen: the mover cannot move", [], "P"],
    ["every queen on (0, 0): the mover cannot move", [[0, 0], [0, 0]], "P"],
    ["a queen on an axis wins at once", [[0, 99], [1, 2]], "N"],
    ["a queen on the diagonal wins at once", [[42, 42]], "N"],
    ["(1, 2) forces a move onto a danger square", [[1, 2]], "P"],
    ["a dead queen on (0, 0) does not change the outcome", [[0, 0], [1, 2]], "P"],
  ];
  for (const [name, queens, expected] of table) {
    await t.step(name, () => assert.equal(queensGameOutcome(queens), expected));
  }
});

Deno.test('queensGameOutcome() counts a corner queen as a win with cornerQueen: "wins"', () => {
  // The accepted BZOJ 1457 solutions treat (0, 0) like the other danger squares.
  assert.equal(queensGameOutcome([[0, 0], [1, 2]], { cornerQueen: "wins" }), "N");
  assert.equal(queensGameOutcome([[0, 0]], { cornerQueen: "wins" }), "N");
  assert.equal(queensGameOutcome([[1, 2]], { cornerQueen: "wins" }), "P");
  assert.equal(queensGameOutcome([[0, 0]], { cornerQueen: "stuck" }), "P");
  assert.throws(
    () => queensGameOutcome([[1, 2]], { cornerQueen: "x" as "wins" }),
    TypeError,
  );
});

Deno.test("queensGameOutcome() rejects squares off the board and bad sizes", () => {
  assert.throws(
    () => queensGameOutcome([[100, 3]]),
    new RangeError(
      "Cannot compute queens game outcome: coordinates must be integers from 0 to 99, received [100,3]",
    ),
  );
  assert.throws(() => queensGameOutcome([[1, -1]]), RangeError);
  assert.throws(() => queensGameOutcome([[1]] as unknown as QueenSquare[]), TypeError);
  assert.throws(
    () => queensSafeGrundy(0),
    new RangeError(
      `Cannot compute queens game values: the board size must be an integer from 1 to ${MAX_QUEENS_GAME_SIZE}, received 0`,
    ),
  );
});

Deno.test("queensSafeGrundy() returns a copy, so changing it changes no later answer", () => {
  const first = queensSafeGrundy(20);
  const value = first[1 * 20 + 3];
  first.fill(0);
  assert.equal(queensSafeGrundy(20)[1 * 20 + 3], value);
  assert.equal(queensGameOutcome([[1, 3]], { size: 20 }), value === 0 ? "P" : "N");
  // Many sizes in one process: every answer stays right (only a few tables are kept).
  for (let size = 5; size <= 40; size++) {
    assert.equal(queensGameOutcome([[1, 2]], { size }), "P");
    assert.equal(queensGameOutcome([[1, 3]], { size }), "N");
  }
});
