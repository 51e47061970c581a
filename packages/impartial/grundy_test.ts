import assert from "node:assert/strict";
import fc from "fast-check";
import { grundy, type ImpartialGame, PositionLimitError } from "./grundy.ts";
import { GrundySolver } from "./grundy.ts";
import { mex } from "./mex.ts";
import { nimSum } from "./nim_sum.ts";

/** Plain recursion over options: the obviously-correct twin of the solver. */
function slowGrundy<P>(game: ImpartialGame<P>, position: P): number {
  return mex([...game.options(position)].map((option) => slowGrundy(game, option)));
}

function subtraction(set: number[]): ImpartialGame<number> {
  return { options: (n) => set.filter((s) => s <= n).map((s) => n - s) };
}

Deno.test("GrundySolver.grundy() gives the published values of subtraction games", async (t) => {
  // Berlekamp, Conway, Guy, Winning Ways, ch. 4: S = {1, 2, 3} has period 4,
  // and S = {2, 5, 6} values 0,0,1,1,0,1,2,2,3,0,0,1,... (Table 2 of ch. 4).
  const table: [string, number[], number[]][] = [
    ["Winning Ways ch. 4, S(1,2,3)", [1, 2, 3], [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]],
    ["Winning Ways ch. 4, S(1,3,4)", [1, 3, 4], [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]],
  ];
  for (const [source, set, values] of table) {
    await t.step(source, () => {
      const solver = new GrundySolver(subtraction(set));
      assert.deepEqual(values.map((_, n) => solver.grundy(n)), values);
    });
  }
});

Deno.test("GrundySolver.grundy() agrees with plain recursion on random small games", () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }),
      fc.nat(18),
      (set, n) => {
        const game = subtraction(set);
        assert.equal(new GrundySolver(game).grundy(n), slowGrundy(game, n));
      },
    ),
    { seed: 27153 },
  );
});

Deno.test("GrundySolver.grundy() gives the nim-sum for a sum of games", () => {
  // A position is a list of Nim heaps; a move lowers one heap.
  const sumOfHeaps: ImpartialGame<number[]> = {
    options: (heaps) =>
      heaps.flatMap((h, i) =>
        Array.from({ length: h }, (_, to) => heaps.map((x, j) => (j === i ? to : x)))
      ),
    key: (heaps) => heaps.join(","),
  };
  fc.assert(
    fc.property(fc.array(fc.nat(4), { maxLength: 3 }), (heaps) => {
      assert.equal(new GrundySolver(sumOfHeaps).grundy(heaps), nimSum(heaps));
    }),
    { seed: 41094 },
  );
});

Deno.test("GrundySolver.grundy() handles a game a million moves deep", () => {
  const countdown = { options: (n: number) => (n > 0 ? [n - 1] : []) };
  assert.equal(new GrundySolver(countdown).grundy(1_000_000), 0);
  assert.equal(grundy(countdown, 999_999), 1);
});

Deno.test("GrundySolver.grundy() throws a RangeError on a cycle", () => {
  const loop = { options: (n: number) => [(n + 1) % 3] };
  assert.throws(() => new GrundySolver(loop).grundy(0), {
    name: "RangeError",
    message: /cycle through position 0/,
  });
});

Deno.test("GrundySolver.grundy() stops at maxPositions", () => {
  const countdown = { options: (n: number) => (n > 0 ? [n - 1] : []) };
  const error = assert.throws(
    () => new GrundySolver(countdown, { maxPositions: 5 }).grundy(10),
    PositionLimitError,
  );
  void error;
  assert.throws(() => new GrundySolver(countdown, { maxPositions: 0 }), RangeError);
});

Deno.test("GrundySolver requires a key for object positions", () => {
  const game = { options: (_: { n: number }) => [] };
  assert.throws(() => new GrundySolver(game).grundy({ n: 1 }), TypeError);
});

Deno.test("GrundySolver.winningMoves() lists the options of value 0", () => {
  const solver = new GrundySolver(subtraction([1, 2]));
  assert.deepEqual(solver.winningMoves(4), [3]);
  assert.deepEqual(solver.winningMoves(3), []);
  assert.equal(solver.outcome(3), "P");
  assert.equal(solver.outcome(4), "N");
});

Deno.test("GrundySolver with components agrees with the unsplit search", () => {
  // Strips of cells ("." free, "#" taken); a move takes two adjacent free cells (Dawson's
  // Kayles, Winning Ways ch. 4). Split: the maximal runs of free cells.
  const options = (s: string): string[] => {
    const out: string[] = [];
    for (let i = 0; i + 1 < s.length; i++) {
      if (s[i] === "." && s[i + 1] === ".") out.push(s.slice(0, i) + "##" + s.slice(i + 2));
    }
    return out;
  };
  const plain = new GrundySolver({ options });
  const split = new GrundySolver({
    options,
    components: (s: string) => s.split("#").filter((run) => run.length >= 2),
  });
  for (let n = 0; n <= 11; n++) {
    for (let mask = 0; mask < 2 ** n; mask++) {
      const s = Array.from({ length: n }, (_, i) => ((mask >> i) & 1 ? "." : "#")).join("");
      assert.equal(split.grundy(s), plain.grundy(s), s);
    }
  }
  // The split solver memoises runs only: at most one entry per run length up to 11.
  assert.ok(split.size <= 11);
});

Deno.test("GrundySolver's memo is emptied by clearCaches() and counted by cacheSizes()", async () => {
  const { cacheSizes, clearCaches } = await import("@cgt/core/caches");
  const solver = new GrundySolver({ options: (n: number) => [n - 1, n - 2].filter((m) => m >= 0) });
  // A memo joins the registry once it holds 256 values (a weak reference to every one-shot
  // solver would keep them all alive through a long synchronous loop).
  assert.equal(solver.grundy(100), 1); // take 1 or 2: n mod 3
  clearCaches();
  assert.equal(solver.size, 101, "a small memo is the caller's alone");
  assert.equal(solver.grundy(300), 0);
  assert.equal(solver.size, 301);
  assert.ok((cacheSizes().get("solver tables") ?? 0) >= 301);
  clearCaches();
  assert.equal(solver.size, 0);
  assert.equal(solver.grundy(31), 1);
});
