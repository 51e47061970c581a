import assert from "node:assert/strict";
import fc from "fast-check";
import { MisereSolver } from "./misere.ts";
import { heapMoves, MisereHeapSolver, miserePeriodicity } from "./misere_heap.ts";
import { parseHexCode, parseOctalCode, takeAndBreakRules } from "./octal_game.ts";
import { subtractionGame, subtractionRules } from "./subtraction_game.ts";

/** Octal codes with up to three digits after the point (and 0 or 4 before it). */
const codeArb = fc.tuple(
  fc.constantFrom("0", "4"),
  fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }),
).map(([d0, ds]) => `${d0}.${ds.join("")}`);

Deno.test("MisereHeapSolver agrees with plain search over lists of heaps", () => {
  fc.assert(
    fc.property(codeArb, (code) => {
      const game = parseOctalCode(code);
      const fast = new MisereHeapSolver(game);
      const slow = new MisereSolver(takeAndBreakRules(game));
      for (let n = 0; n <= 10; n++) {
        assert.equal(
          fast.misereGrundy(n),
          slow.misereGrundy(n === 0 ? [] : [n]),
          `${code} heap ${n}`,
        );
        assert.equal(fast.formatGenus(n), slow.formatGenus(n === 0 ? [] : [n]));
        assert.equal(fast.format(n), slow.format(n === 0 ? [] : [n]));
        assert.equal(fast.grundy(n), fast.genus(n).grundy);
      }
    }),
    { numRuns: 40, seed: 13 },
  );
});

Deno.test("MisereHeapSolver.sumOutcome() agrees with plain search on sums of up to four heaps", () => {
  fc.assert(
    fc.property(
      codeArb,
      fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 4 }),
      (code, heaps) => {
        const game = parseOctalCode(code);
        const fast = new MisereHeapSolver(game);
        const rules = takeAndBreakRules(game);
        const slow = new MisereSolver(rules);
        const position = heaps.filter((h) => h > 0).sort((a, b) => a - b);
        assert.equal(fast.sumOutcome(heaps), slow.outcome(position), `${code} ${heaps}`);
        const moves = fast.sumWinningMoves(position).map((m) =>
          [...position.filter((_, j) => j !== m.component), ...m.result].sort((a, b) => a - b).join(
            ",",
          )
        );
        const expected = slow.winningMoves(position).map((p) => p.join(","));
        assert.deepEqual(new Set(moves), new Set(expected));
      },
    ),
    { numRuns: 150, seed: 7 },
  );
});

Deno.test("MisereHeapSolver.sumOutcome() uses Conway's tame rule only where it agrees with canonical sums", () => {
  fc.assert(
    fc.property(
      codeArb,
      fc.array(fc.integer({ min: 0, max: 14 }), { minLength: 1, maxLength: 4 }),
      (code, heaps) => {
        const fast = new MisereHeapSolver(parseOctalCode(code));
        if (fast.sumMethod(heaps) !== "tame") return;
        const games = fast.games;
        const total = heaps.reduce((acc, h) => games.add(acc, fast.canonicalForm(h)), games.zero);
        assert.equal(fast.sumOutcome(heaps), games.outcome(total), `${code} ${heaps}`);
      },
    ),
    { numRuns: 200, seed: 11 },
  );
});

Deno.test("MisereHeapSolver works for subtraction and hexadecimal games", () => {
  for (const game of [subtractionGame([1, 3, 4]), subtractionGame([2], { allBut: true })]) {
    const fast = new MisereHeapSolver(game);
    const slow = new MisereSolver(subtractionRules(game));
    for (let n = 0; n <= 15; n++) {
      assert.equal(fast.misereGrundy(n), slow.misereGrundy(n));
      assert.equal(fast.format(n), slow.format(n));
    }
  }
  const hex = parseHexCode("0.f");
  const fast = new MisereHeapSolver(hex);
  const slow = new MisereSolver(takeAndBreakRules(hex));
  for (let n = 0; n <= 9; n++) {
    assert.equal(fast.formatGenus(n), slow.formatGenus(n === 0 ? [] : [n]));
  }
});

Deno.test("MisereHeapSolver matches published misère values", async (t) => {
  await t.step(
    "Kayles (0.77): misère P-positions 1, 4, 9, 12, 20 up to 20 (Winning Ways ch. 13)",
    () => {
      const kayles = new MisereHeapSolver(parseOctalCode("0.77"));
      const p = Array.from({ length: 21 }, (_, n) => n).filter((n) => kayles.outcome(n) === "P");
      assert.deepEqual(p, [1, 4, 9, 12, 20]);
    },
  );
  await t.step("Kayles heap 5 has genus 4^146 (Winning Ways ch. 13)", () => {
    assert.equal(new MisereHeapSolver(parseOctalCode("0.77")).formatGenus(5), "4^146");
  });
  await t.step(
    "misère Nim (remove any number): heap n is *n, Bouton's rule for sums (Bouton 1902)",
    () => {
      const allNim = new MisereHeapSolver(subtractionGame([], { allBut: true }));
      for (let n = 0; n <= 12; n++) {
        assert.equal(
          allNim.format(n),
          n < 10 ? `*[${n}]` : `*[&${n};]`,
        );
      }
      assert.equal(allNim.outcome(1), "P");
      assert.equal(allNim.sumOutcome([1, 1, 1]), "P");
      assert.equal(allNim.sumOutcome([2, 2]), "P");
    },
  );
});

Deno.test("heapMoves() lists the move results of each kind of heap game", () => {
  assert.deepEqual(heapMoves(parseOctalCode("0.77"), 3), [[2], [1, 1], [1]]);
  assert.deepEqual(heapMoves(subtractionGame([1, 3]), 3), [[2], []]);
  assert.deepEqual(heapMoves(parseOctalCode("4.0"), 4), [[1, 3], [2, 2]]);
  assert.throws(() => heapMoves(parseOctalCode("0.7"), -1), RangeError);
});

Deno.test("miserePeriodicity() proves periods only where a theorem applies", () => {
  const s12 = subtractionGame([1, 2]);
  const found = miserePeriodicity(s12, new MisereHeapSolver(s12), 30);
  assert.equal(found?.proved, true);
  assert.equal(found?.period, 3);
  const daisies = parseOctalCode("0.3");
  assert.equal(miserePeriodicity(daisies, new MisereHeapSolver(daisies), 30)?.proved, true);
  const kayles = parseOctalCode("0.77");
  const k = miserePeriodicity(kayles, new MisereHeapSolver(kayles), 30);
  assert.ok(k === null || !k.proved);
});
