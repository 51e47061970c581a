import assert from "node:assert/strict";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import {
  turningTurtlesGrundy,
  turningTurtlesOutcome,
  turningTurtlesWinningMoves,
} from "./turning_turtles.ts";

/** Every row of H and T of length 0 to n. */
function rows(n: number): string[] {
  const out = [""];
  for (let i = 0; i < out.length; i++) if (out[i].length < n) out.push(out[i] + "T", out[i] + "H");
  return out;
}

function flip(position: string, indices: number[]): string {
  const coins = [...position];
  for (const i of indices) coins[i] = coins[i] === "H" ? "T" : "H";
  return coins.join("");
}

/** The moves by the rules: the rightmost coin c goes H to T, optionally with one coin j < c. */
function moves(position: string): number[][] {
  const out: number[][] = [];
  for (let c = 0; c < position.length; c++) {
    if (position[c] !== "H") continue;
    out.push([c]);
    for (let j = 0; j < c; j++) out.push([j, c]);
  }
  return out;
}
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

Deno.test("turningTurtlesGrundy() rejects letters other than H and T", () => {
  assert.throws(() => turningTurtlesGrundy("HXT"), SyntaxError);
  assert.throws(() => turningTurtlesGrundy("hT"), /received "hT"/);
  assert.throws(() => turningTurtlesOutcome(3 as unknown as string), TypeError);
});
