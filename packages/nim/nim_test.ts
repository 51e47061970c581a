import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, type ImpartialGame } from "@cgt/impartial";
import { nimOutcome, nimWinningMoves } from "./nim.ts";
import { every } from "./testdata/positions.ts";
import { plainImpartial, plainMisereWins } from "../../testing/plain_misere.ts";

/** The options of a Nim position: lower one heap to any smaller size. */
function nimOptions(heaps: number[]): number[][] {
  return heaps.flatMap((h, i) =>
    Array.from({ length: h }, (_, to) => heaps.map((x, j) => (j === i ? to : x)))
  );
}

/** Nim as a plain impartial game: a move lowers one heap. */
const nimGame: ImpartialGame<number[]> = { options: nimOptions, key: (heaps) => heaps.join(",") };
const solver = new GrundySolver(nimGame);

/** Misère outcome by plain recursion (testing/plain_misere.ts): a player with no move has won. */
const misereMemo = new Map<string, boolean>();
function misereOutcome(heaps: number[]): "P" | "N" {
  return plainMisereWins(plainImpartial(nimGame), heaps, true, { memo: misereMemo }) ? "N" : "P";
}

function asMove(before: number[], after: number[]) {
  const heap = after.findIndex((x, j) => x !== before[j]);
  return { heap, from: before[heap], to: after[heap] };
}

function checkNormal(heaps: number[]): void {
  assert.equal(nimOutcome(heaps), solver.outcome(heaps));
  const expected = solver.winningMoves(heaps).map((after) => asMove(heaps, after));
  assert.deepEqual(nimWinningMoves(heaps), expected);
}

function checkMisere(heaps: number[]): void {
  assert.equal(nimOutcome(heaps, { misere: true }), misereOutcome(heaps), heaps.join(","));
  const expected = nimOptions(heaps)
    .filter((after) => misereOutcome(after) === "P")
    .map((after) => asMove(heaps, after))
    .sort((a, b) => a.heap - b.heap || a.to - b.to);
  assert.deepEqual(nimWinningMoves(heaps, { misere: true }), expected);
}

Deno.test("nimOutcome() and nimWinningMoves() agree with the generic solver on every position of up to 4 heaps of 5", () => {
  for (const heaps of every(4, 5)) checkNormal(heaps);
});

Deno.test("nimOutcome() and nimWinningMoves() agree with the generic solver on random positions of up to 5 heaps of 7", () => {
  fc.assert(fc.property(fc.array(fc.nat(7), { maxLength: 5 }), checkNormal), {
    seed: 52737,
    numRuns: 200,
  });
});

Deno.test("nimOutcome() and nimWinningMoves() with misere agree with plain recursion on every position of up to 4 heaps of 5", () => {
  for (const heaps of every(4, 5)) checkMisere(heaps);
});

Deno.test("nimOutcome() and nimWinningMoves() with misere agree with plain recursion on random positions of up to 5 heaps of 7", () => {
  fc.assert(fc.property(fc.array(fc.nat(7), { maxLength: 5 }), checkMisere), {
    seed: 4078,
    numRuns: 200,
  });
});

Deno.test("nimWinningMoves() is exact beyond 32 bits", () => {
  const big = 2 ** 40 + 5;
  assert.deepEqual(nimWinningMoves([big, 2 ** 40]), [{ heap: 0, from: big, to: 2 ** 40 }]);
  assert.equal(nimOutcome([big, big]), "P");
});

Deno.test("nimOutcome() rejects bad heaps", () => {
  assert.throws(() => nimOutcome([-1]), RangeError);
  assert.throws(() => nimOutcome([1.5]), /received 1.5/);
  assert.throws(() => nimWinningMoves("3" as unknown as number[]), TypeError);
  assert.throws(() => nimWinningMoves([2 ** 53]), RangeError);
});

Deno.test("nimOutcome() and nimWinningMoves() on bigints agree with the number form on small heaps", () => {
  fc.assert(
    fc.property(fc.array(fc.nat(40), { maxLength: 6 }), fc.boolean(), (heaps, misere) => {
      const big = heaps.map(BigInt);
      assert.equal(nimOutcome(big, { misere }), nimOutcome(heaps, { misere }));
      assert.deepEqual(
        nimWinningMoves(big, { misere }),
        nimWinningMoves(heaps, { misere }).map((m) => ({
          heap: m.heap,
          from: BigInt(m.from),
          to: BigInt(m.to),
        })),
      );
    }),
    { seed: 81010, numRuns: 300 },
  );
});

Deno.test("nimWinningMoves() on bigints leaves a P-position from every N-position past 2^53", () => {
  // Small heaps too, so that the misère endgame (every heap at most 1, or no stones) comes up.
  const heap = fc.oneof(fc.bigInt({ min: 0n, max: 2n }), fc.bigInt({ min: 0n, max: 2n ** 200n }));
  let noStones = 0;
  fc.assert(
    fc.property(fc.array(heap, { minLength: 1, maxLength: 5 }), fc.boolean(), (heaps, misere) => {
      const moves = nimWinningMoves(heaps, { misere });
      const outcome = nimOutcome(heaps, { misere });
      if (heaps.every((h) => h === 0n)) {
        // No move at all: the player to move loses in normal play and wins in misère play
        // (the opponent took the last stone), with no winning move to make.
        noStones++;
        assert.deepEqual(moves, []);
        assert.equal(outcome, misere ? "N" : "P");
        return;
      }
      assert.equal(moves.length > 0, outcome === "N");
      for (const m of moves) {
        assert.equal(heaps[m.heap], m.from);
        assert.ok(m.to < m.from && m.to >= 0n);
        const after = heaps.map((h, i) => (i === m.heap ? m.to : h));
        assert.equal(nimOutcome(after, { misere }), "P");
      }
    }),
    { seed: 48036, numRuns: 300 },
  );
  assert.ok(noStones > 0, "the sample never reached a position with no stones");
  assert.deepEqual(nimWinningMoves([2n ** 64n + 3n, 3n]), [{
    heap: 0,
    from: 2n ** 64n + 3n,
    to: 3n,
  }]);
});

Deno.test("nimOutcome() and nimWinningMoves() with no stones: misère N with no move, normal P", () => {
  // The player to move cannot move: in misère play the opponent took the last stone and lost.
  for (const heaps of [[], [0], [0, 0, 0]]) {
    assert.equal(nimOutcome(heaps, { misere: true }), "N");
    assert.equal(nimOutcome(heaps), "P");
    assert.deepEqual(nimWinningMoves(heaps, { misere: true }), []);
    assert.deepEqual(nimWinningMoves(heaps), []);
  }
  for (const heaps of [[0n], [0n, 0n]]) {
    assert.equal(nimOutcome(heaps, { misere: true }), "N");
    assert.equal(nimOutcome(heaps), "P");
    assert.deepEqual(nimWinningMoves(heaps, { misere: true }), []);
    assert.deepEqual(nimWinningMoves(heaps), []);
  }
  // One stone away: taking it loses in misère play, so the lone 1-heap is a P-position.
  assert.equal(nimOutcome([1n, 0n], { misere: true }), "P");
  assert.deepEqual(nimWinningMoves([1n, 1n, 0n], { misere: true }), [
    { heap: 0, from: 1n, to: 0n },
    { heap: 1, from: 1n, to: 0n },
  ]);
});

Deno.test("nimOutcome() rejects bad bigint heaps", () => {
  assert.throws(() => nimOutcome([-1n]), RangeError);
  assert.throws(() => nimOutcome([1n, 2] as unknown as bigint[]), TypeError);
});
