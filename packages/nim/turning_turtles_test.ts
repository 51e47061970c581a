import assert from "node:assert/strict";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import {
  turningTurtlesGrundy,
  turningTurtlesOutcome,
  turningTurtlesWinningMoves,
} from "./turning_turtles.ts";
import { flip, rows, turningMoves } from "./testdata/positions.ts";

/** The moves by the rules: the rightmost coin c goes H to T, optionally with one coin j < c. */
const moves = (position: string): number[][] => turningMoves(position, 2);
const game: ImpartialGame<string> = { options: (p) => moves(p).map((m) => flip(p, m)) };
const solver = new GrundySolver(game);

// Bounds: every row of up to 9 coins (1023 rows).
Deno.test("turningTurtlesGrundy() agrees with the generic solver on every row of up to 9 coins", () => {
  for (const position of rows(9)) {
    assert.equal(turningTurtlesGrundy(position), solver.grundy(position), position);
    assert.equal(turningTurtlesOutcome(position), solver.outcome(position));
  }
});

Deno.test("turningTurtlesWinningMoves() lists exactly the moves to P-positions on rows of up to 9 coins", () => {
  for (const position of rows(9)) {
    const expected = moves(position).filter((m) => solver.grundy(flip(position, m)) === 0);
    assert.deepEqual(turningTurtlesWinningMoves(position), expected, position);
  }
});

Deno.test("turningTurtlesGrundy() rejects letters other than H and T in either case", () => {
  assert.throws(() => turningTurtlesGrundy("HXT"), SyntaxError);
  assert.throws(() => turningTurtlesGrundy("hx"), /found "x" in "hx"/);
  assert.equal(turningTurtlesGrundy("hT"), turningTurtlesGrundy("HT"));
  assert.throws(() => turningTurtlesOutcome(3 as unknown as string), TypeError);
});
