import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import { pokerNimOutcome, pokerNimWinningMoves } from "./poker_nim.ts";
import { every } from "./testdata/positions.ts";

/**
 * Poker Nim by its rules. A position is [...heaps, mover's supply, other's
 * supply]; a move removes stones from a heap (they leave the game) or adds up
 * to the mover's supply to one heap; then the supplies swap sides. The
 * potential heaps + 2 * supplies drops at every move, so the game is finite.
 */
function options(position: number[]): number[][] {
  const heaps = position.slice(0, -2);
  const [mine, theirs] = position.slice(-2);
  const out: number[][] = [];
  heaps.forEach((h, i) => {
    for (let to = 0; to <= h + mine; to++) {
      if (to === h) continue;
      const after = heaps.map((x, j) => (j === i ? to : x));
      out.push([...after, theirs, mine - Math.max(0, to - h)]);
    }
  });
  return out;
}
const game: ImpartialGame<number[]> = { options, key: (p) => p.join(",") };
const solver = new GrundySolver(game);

function check(heaps: number[], mine: number, theirs: number): void {
  assert.equal(pokerNimOutcome(heaps), solver.outcome([...heaps, mine, theirs]));
  const expected = solver.winningMoves([...heaps, mine, theirs]).map((after) => {
    const heap = after.findIndex((x, j) => x !== heaps[j]);
    return { heap, from: heaps[heap], to: after[heap] };
  }).sort((a, b) => a.heap - b.heap);
  assert.deepEqual(pokerNimWinningMoves(heaps, mine), expected);
}

Deno.test("pokerNimOutcome() and pokerNimWinningMoves() agree with the generic solver on every position of up to 3 heaps of 3 with supplies up to 3", () => {
  for (const heaps of every(3, 3)) {
    for (let mine = 0; mine <= 3; mine++) {
      for (let theirs = 0; theirs <= 3; theirs++) {
        check(heaps, mine, theirs);
      }
    }
  }
});

Deno.test("pokerNimOutcome() and pokerNimWinningMoves() agree with the generic solver on random positions of up to 3 heaps of 4 with supplies up to 4", () => {
  const position = fc.tuple(fc.array(fc.nat(4), { maxLength: 3 }), fc.nat(4), fc.nat(4));
  fc.assert(fc.property(position, ([heaps, mine, theirs]) => check(heaps, mine, theirs)), {
    seed: 83737,
    numRuns: 100,
  });
});

Deno.test("pokerNimWinningMoves() rejects a bad supply", () => {
  assert.throws(() => pokerNimWinningMoves([1], -1), /supply must be a non-negative integer/);
});
