import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import { nimOutcome, nimWinningMoves } from "./nim.ts";

/** Nim as a plain impartial game: a move lowers one heap. */
const nimGame: ImpartialGame<number[]> = {
  options: (heaps) =>
    heaps.flatMap((h, i) =>
      Array.from({ length: h }, (_, to) => heaps.map((x, j) => (j === i ? to : x)))
    ),
  key: (heaps) => heaps.join(","),
};
const solver = new GrundySolver(nimGame);

Deno.test("nimOutcome() agrees with the generic solver on every position up to 4 heaps of 5", () => {
  fc.assert(
    fc.property(fc.array(fc.nat(5), { maxLength: 4 }), (heaps) => {
      assert.equal(nimOutcome(heaps), solver.outcome(heaps));
    }),
    { numRuns: 500 },
  );
});

Deno.test("nimWinningMoves() lists exactly the moves to P-positions", () => {
  fc.assert(
    fc.property(fc.array(fc.nat(5), { maxLength: 4 }), (heaps) => {
      const expected = solver.winningMoves(heaps).map((after) => {
        const heap = after.findIndex((x, j) => x !== heaps[j]);
        return { heap, from: heaps[heap], to: after[heap] };
      });
      assert.deepEqual(nimWinningMoves(heaps), expected);
    }),
    { numRuns: 500 },
  );
});

Deno.test("nimOutcome() rejects bad heaps", () => {
  assert.throws(() => nimOutcome([-1]), RangeError);
  assert.throws(() => nimOutcome([1.5]), /received 1.5/);
  assert.throws(() => nimWinningMoves("3" as unknown as number[]), TypeError);
});
