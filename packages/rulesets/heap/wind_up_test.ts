import assert from "node:assert/strict";
import fc from "fast-check";
import { type LoopyGrundy, LoopyGrundySolver, loopySumOutcome } from "@cgt/impartial/loopy-grundy";
import { loopyEquals, toGame } from "@cgt/partizan/loopy";
import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
import { loopyValue } from "@cgt/partizan/loopy-ruleset";
import type { Ruleset } from "@cgt/partizan/search";
import {
  MAX_WIND_UP_LOOPY_POSITIONS,
  MAX_WIND_UP_SIZE,
  windUp,
  windUpRuleset,
  windUpValues,
} from "./wind_up.ts";
import { LOOPY_RULESET_FUNCTIONS } from "../loopy_rulesets.ts";
import { plainLoopyClass } from "../../../testing/plain_loopy.ts";

/** The moves of Wind-Up written straight from the rule, for the twins: p -> p - s, mod size. */
function plainRules(moves: readonly number[], size: number): Ruleset<number> {
  const options = (p: number): number[] =>
    p === 0 ? [] : moves.map((s) => ((p - s) % size + size) % size);
  return { name: "Wind-Up (plain)", leftOptions: options, rightOptions: options };
}

/** Every set of 1 to 3 numbers from 1 to 5, as text. */
const SETS: string[] = [];
for (let mask = 1; mask < 32; mask++) {
  const set = [1, 2, 3, 4, 5].filter((_, i) => (mask >> i) & 1);
  if (set.length <= 3) SETS.push(set.join(","));
}

/** A loopy value's outcome in the impartial names: P, N or D. */
function outcomeOf(v: LoopyGrundy): string {
  return loopySumOutcome([v]);
}

Deno.test("windUpValues() gives the outcome plain retrograde analysis finds, on every small clock", () => {
  let positions = 0;
  for (const set of SETS) {
    const moves = set.split(",").map(Number);
    for (let size = 1; size <= 12; size++) {
      const values = windUpValues(set, size);
      assert.equal(values.length, size);
      const plain = plainRules(moves, size);
      for (let p = 0; p < size; p++) {
        assert.equal(outcomeOf(values[p]), plainLoopyClass(plain, p), `${set} ${size} ${p}`);
        positions++;
      }
    }
  }
  assert.ok(positions > 1000);
});

Deno.test("windUpValues() satisfies the defining conditions of the generalised Sprague-Grundy function", () => {
  // Fraenkel's conditions, checked on the labels: a finite label a is the mex of the finite
  // labels of the options; from a finite a, every option labelled above a (or ∞) has an option
  // labelled a; an ∞ position has an ∞ option with no option labelled the mex of its own
  // finite options; and the K of ∞_K is exactly the finite labels of its options.
  const label = (v: LoopyGrundy): number => (v.kind === "finite" ? v.value : Infinity);
  const mex = (xs: number[]): number => {
    let m = 0;
    while (xs.includes(m)) m++;
    return m;
  };
  for (const set of SETS) {
    const moves = set.split(",").map(Number);
    for (let size = 1; size <= 14; size++) {
      const values = windUpValues(set, size);
      const rules = plainRules(moves, size);
      const options = (p: number): number[] => [...rules.leftOptions(p)];
      for (let p = 0; p < size; p++) {
        const here = label(values[p]);
        const finite = options(p).map((q) => label(values[q])).filter(Number.isFinite);
        const what = `${set} ${size} ${p}`;
        if (Number.isFinite(here)) {
          assert.equal(here, mex(finite), what);
          for (const q of options(p)) {
            if (label(values[q]) > here) {
              assert.ok(options(q).some((r) => label(values[r]) === here), what);
            }
          }
        } else {
          const m = mex(finite);
          assert.ok(
            options(p).some((q) =>
              label(values[q]) === Infinity && !options(q).some((r) => label(values[r]) === m)
            ),
            what,
          );
          assert.deepEqual(
            (values[p] as { finite: readonly number[] }).finite,
            [...new Set(finite)].sort((a, b) => a - b),
            what,
          );
        }
      }
    }
  }
});

Deno.test("windUpValues() equals LoopyGrundySolver on the ruleset, position by position", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SETS),
      fc.integer({ min: 1, max: 30 }),
      (set, size) => {
        const solver = new LoopyGrundySolver(windUpRuleset(set, size));
        const values = windUpValues(set, size);
        for (let p = 0; p < size; p++) assert.deepEqual(values[p], solver.value(p));
      },
    ),
    { seed: 2023, numRuns: 60 },
  );
});

Deno.test("windUp() equals the loopy value of the whole game graph", () => {
  // The fast road gives *n for a finite value n without looking at the graph; the slow twin
  // values every position's graph with loopyValue on the plain rules.
  fc.assert(
    fc.property(
      fc.constantFrom(...SETS),
      fc.integer({ min: 1, max: 10 }),
      fc.nat(),
      (set, size, seed) => {
        const p = seed % size;
        const fast = windUp(set, size, p);
        const slow = loopyValue(plainRules(set.split(",").map(Number), size), p);
        assert.ok(loopyEquals(fast, slow), `${set} ${size} ${p}`);
      },
    ),
    { seed: 40, numRuns: 120 },
  );
});

Deno.test("loopySumOutcome() of Wind-Up values gives the outcome of their sum by plain analysis", () => {
  // Smith's theorem on sums, checked against retrograde analysis of the sum's own graph.
  fc.assert(
    fc.property(
      fc.constantFrom(...SETS),
      fc.integer({ min: 1, max: 8 }),
      fc.constantFrom(...SETS),
      fc.integer({ min: 1, max: 8 }),
      fc.nat(),
      (setA, sizeA, setB, sizeB, seed) => {
        const a = plainRules(setA.split(",").map(Number), sizeA);
        const b = plainRules(setB.split(",").map(Number), sizeB);
        const moves = ([x, y]: number[]): number[][] => [
          ...[...a.leftOptions(x)].map((x2) => [x2, y]),
          ...[...b.leftOptions(y)].map((y2) => [x, y2]),
        ];
        const sum: Ruleset<number[]> = {
          name: "sum",
          leftOptions: moves,
          rightOptions: moves,
          key: ([x, y]) => `${x},${y}`,
        };
        const x = seed % sizeA;
        const y = Math.floor(seed / sizeA) % sizeB;
        const values = [windUpValues(setA, sizeA)[x], windUpValues(setB, sizeB)[y]];
        assert.equal(loopySumOutcome(values), plainLoopyClass(sum, [x, y]));
      },
    ),
    { seed: 1966, numRuns: 150 },
  );
});

Deno.test("windUpValues() gives cgt-tools' published results", async (t) => {
  /**
   * cgt-tools' "sequence" method (wind_up.rs `new_using_sequence`, as its doc describes it):
   * start from a sequence of values repeated round the clock, then repeatedly recompute each
   * position but 0 as the mex of the current values of its options, until the sequence repeats.
   */
  const sequenceMethod = (start: number[], size: number, moves: number[]): number[] => {
    let seq = Array.from({ length: size }, (_, i) => start[i % start.length]);
    const seen = new Set([seq.join(",")]);
    for (;;) {
      const next = seq.map((_, p) => {
        if (p === 0) return 0;
        const opts = moves.map((s) => seq[((p - s) % size + size) % size]);
        let m = 0;
        while (opts.includes(m)) m++;
        return m;
      });
      const key = next.join(",");
      const fixed = key === seq.join(",");
      seq = next;
      if (fixed || seen.has(key)) return seq;
      seen.add(key);
    }
  };
  const finiteValues = (values: LoopyGrundy[]): number[] =>
    values.map((v) => (v.kind === "finite" ? v.value : -1));

  await t.step(
    "WindUp(40, {6,7}) is all finite and equals the sequence method from the subtraction period and from [1] (t4ccer/cgt-tools, cgt/loopy/impartial/games/wind_up.rs, test sequence_reduction_graph_equivalence)",
    () => {
      const values = finiteValues(windUpValues("6,7", 40));
      assert.ok(values.every((v) => v >= 0));
      assert.deepEqual(
        values,
        sequenceMethod([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2], 40, [6, 7]),
      );
      assert.deepEqual(values, sequenceMethod([1], 40, [6, 7]));
    },
  );
  await t.step(
    "WindUp(3, {1,2}) has no finite labelling forced: the sequence method ends apart from [0,0,0] and [0,1,2], and positions 1 and 2 are ∞ with the option 0 (t4ccer/cgt-tools, wind_up.rs, test weird_sequence)",
    () => {
      assert.notDeepEqual(
        sequenceMethod([0, 0, 0], 3, [1, 2]),
        sequenceMethod([0, 1, 2], 3, [1, 2]),
      );
      assert.deepEqual(windUpValues("1,2", 3), [
        { kind: "finite", value: 0 },
        { kind: "infinite", finite: [0] },
        { kind: "infinite", finite: [0] },
      ]);
    },
  );
  await t.step("WindUp(4, {2}): 1 and 3 only pass to each other, a pure draw (by hand)", () => {
    assert.deepEqual(finiteValues(windUpValues("2", 4)), [0, -1, 1, -1]);
  });
});

Deno.test("windUp() is a nimber for finite values and a loopy game for ∞", () => {
  const text = formatLoopyGame;
  assert.ok(toGame(windUp("6,7", 40, 7)) !== undefined, "a finite value is loopfree");
  assert.equal(toGame(windUp("2", 4, 1)), undefined, "an ∞ value is not");
  assert.equal(text(windUp("6,7", 40, 7)), "*2");
  assert.equal(text(windUp("6,7", 40, 0)), "0");
  assert.equal(text(windUp("2", 4, 1)), "dud");
  // ∞ with the option 0: the first player wins (moving to 0), and the value is no stopper.
  assert.equal(text(windUp("1,2", 3, 1)), "^[on]* & v[on]*");
});

Deno.test("windUp() is in the loopy notation as windUp(set, size, position)", () => {
  const read = (s: string) =>
    formatLoopyGame(parseLoopyGame(s, { functions: LOOPY_RULESET_FUNCTIONS }));
  assert.equal(read('windUp("6,7", 40, 7)'), "*2");
  assert.equal(read('windUp("6,7", 40, 7) + windUp("6,7", 40, 7)'), "0");
  assert.equal(read('windUp("2", 4, 3)'), "dud");
  assert.throws(() => read('windUp("6,7", 40)'), TypeError);
});

Deno.test("windUp() and windUpValues() refuse bad arguments", async (t) => {
  const cases: [string, () => unknown, ErrorConstructor, RegExp][] = [
    ["a set that is not a string", () => windUp(6 as unknown as string, 4, 1), TypeError, /string/],
    ["a set that does not parse", () => windUpValues("6;7", 4), SyntaxError, /commas/],
    ["an all-but set", () => windUpValues("!2", 4), RangeError, /all but/],
    ["a zero move", () => windUpValues("0,2", 4), RangeError, /from 1 to/],
    ["an empty clock", () => windUpValues("1", 0), RangeError, /size of the clock/],
    [
      "a clock over the limit",
      () => windUpValues("1", MAX_WIND_UP_SIZE + 1),
      RangeError,
      /size of the clock/,
    ],
    ["a position off the clock", () => windUp("1", 4, 4), RangeError, /position/],
    ["a fractional position", () => windUp("1", 4, 1.5), RangeError, /position/],
    [
      "an ∞ position reaching too many positions",
      () => windUp("6,7", 150, 1),
      RangeError,
      new RegExp(`at most ${MAX_WIND_UP_LOOPY_POSITIONS} positions.*received one reaching 150`),
    ],
  ];
  for (const [what, f, type, message] of cases) {
    await t.step(
      `refuses ${what}`,
      () => assert.throws(f, (e: Error) => e instanceof type && message.test(e.message)),
    );
  }
});
