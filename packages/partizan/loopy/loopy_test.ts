import assert from "node:assert/strict";
import fc from "fast-check";
import { add } from "../arithmetic.ts";
import { compare } from "../compare.ts";
import { integer, numberGame, STAR, UP, ZERO } from "../game.ts";
import { dyadic } from "@cgt/core/dyadic";
import { withStepLimit } from "@cgt/core/limits";
import { leftStop, rightStop } from "../temperature/stops.ts";
import {
  degree,
  DUD,
  formatPseudonumber,
  fromGame,
  graphOutcome,
  isLoopfree,
  isStopper,
  isStopperGraph,
  loopyAdd,
  loopyCompare,
  loopyEquals,
  type LoopyGame,
  loopyGame,
  type LoopyGraph,
  loopyLeq,
  loopyNegate,
  type LoopyOutcome,
  loopyOutcome,
  loopyStop,
  loopySubtract,
  OFF,
  offside,
  ON,
  onside,
  OVER,
  sided,
  stopperGraph,
  toGame,
  UNDER,
  UPON,
} from "./loopy.ts";
import { formatLoopyGame, formatLoopySides, parseLoopyGame } from "./loopy_notation.ts";
import {
  leqGraphs,
  leqMatrix,
  negateGraph,
  OFFSIDE,
  ONSIDE,
  pack,
  STOPPER,
} from "./_loopy_graph.ts";
import { canonicalStopper, sideGraph, sideGraphByDeletion } from "./_loopy_simplify.ts";
import { negateStopper, sidesOf, type Stopper, stopperAt, stopperOfGraph } from "./_loopy_value.ts";
import {
  arbitraryAcyclicGraph,
  arbitraryExitGraph,
  arbitraryLoopyGraph,
  slowIsStopper,
  slowOutcome,
  slowSideLeq,
  slowStopperLeq,
  slowSum,
} from "../../../testing/loopy_graph.ts";
import { plainGraphClass } from "../../../testing/plain_loopy.ts";
import { arbitraryTree, fromTree } from "../testdata/slow_game.ts";
import { stopperOptions } from "./stopper_operations.ts";

const WW = "Berlekamp, Conway, Guy, Winning Ways (2nd ed.), ch. 11";
const CGT = "Siegel, Combinatorial Game Theory (2013), ch. VI";
const CGSUITE = "CGSuite 2.2 (observed; lib/core tests)";

/**
 * A graph's value when it is stopper-sided (both sides stoppers), else undefined: the
 * properties below are about those; carousels have their own section at the end.
 */
function valueOr(g: LoopyGraph) {
  const v = loopyGame(g);
  return isCarousel(v) ? undefined : v;
}

const NAMES: Record<LoopyOutcome, [number, number]> = {
  L: [1, 1],
  R: [-1, -1],
  P: [-1, 1],
  N: [1, -1],
  D: [0, 0],
  NHat: [1, 0],
  NCheck: [0, -1],
  PHat: [0, 1],
  PCheck: [-1, 0],
};

Deno.test("loopy named values satisfy their published identities", async (t) => {
  const p = (s: string) => parseLoopyGame(s);
  // [what, holds, source]
  const rows: [string, () => boolean, string][] = [
    ["on + off = dud", () => loopyEquals(loopyAdd(ON, OFF), DUD), WW],
    ["over = {0|pass}", () => loopyEquals(OVER, p("{0|pass}")), WW],
    ["upon = {pass|*}", () => loopyEquals(UPON, p("{pass|*}")), WW],
    ["under = -over", () => loopyEquals(UNDER, loopyNegate(OVER)), WW],
    ["off = -on", () => loopyEquals(OFF, loopyNegate(ON)), WW],
    ["on + on = on", () => loopyEquals(loopyAdd(ON, ON), ON), WW],
    ["dud + 1 = dud", () => loopyEquals(loopyAdd(DUD, fromGame(integer(1))), DUD), WW],
    ["dud is not a stopper", () => !isStopper(DUD), WW],
    ["onside of dud is on", () => loopyEquals(onside(DUD), ON), WW],
    ["offside of dud is off", () => loopyEquals(offside(DUD), OFF), WW],
    [
      "over - over = over & under",
      () => loopyEquals(loopySubtract(OVER, OVER), sided(OVER, UNDER)),
      CGSUITE,
    ],
    [
      "0 < over < 1/2^n for n = 1..6",
      () =>
        [1, 2, 4, 8, 16, 32].every((d) =>
          loopyCompare(OVER, p(`1/${d}`)) === "<" && loopyCompare(OVER, fromGame(ZERO)) === ">"
        ),
      WW,
    ],
    [
      "over > ^ (over exceeds every infinitesimal up multiple tried)",
      () =>
        [UP, add(UP, UP), add(add(UP, UP), UP)].every((g) =>
          loopyCompare(OVER, fromGame(g)) === ">"
        ),
      WW,
    ],
    [
      "upon > ^ and upon || *",
      () => loopyCompare(UPON, fromGame(UP)) === ">" && loopyCompare(UPON, fromGame(STAR)) === "||",
      WW,
    ],
    ["dud is confused with 0", () => loopyCompare(DUD, fromGame(ZERO)) === "||", WW],
    ["on & off = dud", () => loopyEquals(sided(ON, OFF), DUD), WW],
  ];
  for (const [what, holds, source] of rows) {
    await t.step(`${what} (${source})`, () => assert.ok(holds()));
  }
});

Deno.test("loopyOutcome() gives the outcome classes of the named values", async (t) => {
  const rows: [string, LoopyOutcome, string][] = [
    ["on", "L", WW],
    ["off", "R", WW],
    ["dud", "D", WW],
    ["over", "L", WW],
    ["under", "R", WW],
    ["upon", "L", WW],
    ["0", "P", WW],
    ["*", "N", WW],
    ["{on|0}", "N", CGT],
    ["a{0|a}", "L", CGT],
    ["{pass|pass} + *", "D", WW],
    ["{pass,0|0}", "N", CGT],
  ];
  for (const [text, want, source] of rows) {
    await t.step(`${text} is ${want} (${source})`, () => {
      assert.equal(loopyOutcome(parseLoopyGame(text)), want);
    });
  }
});

Deno.test("ON is at least every stopper and OFF at most", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(4), (g) => {
      if (!isStopperGraph(g)) return;
      const v = loopyGame(g);
      assert.ok(loopyLeq(v, ON), "v <= on");
      assert.ok(loopyLeq(OFF, v), "off <= v");
    }),
    { seed: 8631, numRuns: 200 },
  );
});

Deno.test("isStopperGraph() agrees with a depth-first search for alternating cycles", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(5), (g) => {
      assert.equal(isStopperGraph(g), slowIsStopper(g));
    }),
    { seed: 2104, numRuns: 300 },
  );
});

Deno.test("leqGraphs() in survival mode agrees with sweeping the states of H - G", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(4), arbitraryLoopyGraph(4), (g, h) => {
      if (!slowIsStopper(g) || !slowIsStopper(h)) return;
      assert.equal(leqGraphs(g, h, STOPPER), slowStopperLeq(g, h));
    }),
    { seed: 96857, numRuns: 400 },
  );
});

Deno.test("loopyGame() keeps the value of a stopper while simplifying it", () => {
  // The canonical form compares equal, both ways, with the original graph by slow survival.
  fc.assert(
    fc.property(arbitraryLoopyGraph(5), (g) => {
      if (!slowIsStopper(g)) return;
      const v = loopyGame(g);
      const c = graphOfValue(v);
      assert.ok(slowStopperLeq(g, c), "g <= canonical");
      assert.ok(slowStopperLeq(c, g), "canonical <= g");
    }),
    { seed: 58097, numRuns: 300 },
  );
});

/** The canonical graph of a stopper value (its onside). */
function graphOfValue(v: ReturnType<typeof loopyGame>): LoopyGraph {
  const s = sidesOf(v).onside.graph;
  return { left: s.left.map((a) => [...a]), right: s.right.map((a) => [...a]) };
}

Deno.test("loopyEquals() holds exactly when loopyLeq() holds both ways", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(4), arbitraryLoopyGraph(4), (g, h) => {
      const a = valueOr(g);
      const b = valueOr(h);
      if (a === undefined || b === undefined) return;
      assert.equal(loopyEquals(a, b), loopyLeq(a, b) && loopyLeq(b, a));
    }),
    { seed: 9066, numRuns: 300 },
  );
});

Deno.test("loopyOutcome() of a graph's value agrees with plain game-graph search", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(5), (g) => {
      const v = valueOr(g);
      if (v === undefined) return;
      assert.deepEqual(NAMES[loopyOutcome(v)], slowOutcome(g));
      assert.deepEqual(NAMES[graphOutcome(g)], slowOutcome(g));
    }),
    { seed: 93809, numRuns: 300 },
  );
});

Deno.test("loopyAdd() gives sums whose outcomes agree with plain search on the sum graph", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(3), arbitraryLoopyGraph(3), (g, h) => {
      const a = valueOr(g);
      const b = valueOr(h);
      if (a === undefined || b === undefined) return;
      let s;
      try {
        s = loopyAdd(a, b);
      } catch (e) {
        if (e instanceof RangeError) return;
        throw e;
      }
      assert.deepEqual(NAMES[loopyOutcome(s)], slowOutcome(slowSum(g, h)));
    }),
    { seed: 15770, numRuns: 200 },
  );
});

Deno.test("loopyAdd() of a loopy value and a number translates the value's sides", async (t) => {
  // The slow twin is the former path: the value of the sum graph, solved component by
  // component. The fast one shifts the number positions of each side (number translation).
  const arbitraryNumber = fc.tuple(
    fc.integer({ min: -40, max: 40 }),
    fc.integer({ min: 0, max: 3 }),
  )
    .map(([a, e]) => numberGame(dyadic(a, e)));
  await t.step("to the same sides, keys and printing as the sum graph's value", () => {
    let translated = 0;
    fc.assert(
      fc.property(arbitraryLoopyGraph(4), arbitraryNumber, fc.boolean(), (g, x, first) => {
        const a = loopyGame(g);
        if (isLoopfree(a) || isCarousel(a)) return;
        translated++;
        const xv = fromGame(x);
        const fast = first ? loopyAdd(xv, a) : loopyAdd(a, xv);
        const slow = loopyGame(slowSum(g, stopperGraph(xv)));
        assert.equal(sidesOf(fast).onside.key, sidesOf(slow).onside.key);
        assert.equal(sidesOf(fast).offside.key, sidesOf(slow).offside.key);
        assert.equal(formatLoopyGame(fast), formatLoopyGame(slow));
        assert.ok(loopyEquals(fast, slow));
      }),
      { seed: 16_041, numRuns: 400 },
    );
    // Most random graphs are loopy stoppers or stopper-sided: the new path is the one tested.
    assert.ok(translated > 100, `only ${translated} values were translated`);
  });

  await t.step("and of a short game far from 0 as its integer part and the rest", () => {
    fc.assert(
      fc.property(
        arbitraryLoopyGraph(3),
        arbitraryTree(2, 2),
        fc.integer({ min: -20, max: 20 }),
        (g, tree, k) => {
          const a = loopyGame(g);
          if (isLoopfree(a) || isCarousel(a)) return;
          const sv = fromGame(add(fromTree(tree), integer(k)));
          const fast = loopyAdd(a, sv);
          const slow = loopyGame(slowSum(g, stopperGraph(sv)));
          assert.equal(sidesOf(fast).onside.key, sidesOf(slow).onside.key);
          assert.equal(sidesOf(fast).offside.key, sidesOf(slow).offside.key);
          assert.equal(formatLoopyGame(fast), formatLoopyGame(slow));
        },
      ),
      { seed: 16_043, numRuns: 300 },
    );
  });

  await t.step("and of two loopy values with numbers far from 0, each centred first", () => {
    const small = fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: 0, max: 1 }))
      .map(([a, e]) => numberGame(dyadic(a, e)));
    let centred = 0;
    fc.assert(
      fc.property(
        arbitraryLoopyGraph(3),
        arbitraryLoopyGraph(3),
        small,
        small,
        (g, h, x, y) => {
          // G = g + x and H = h + y as graphs; the slow twin solves the sum graph of both.
          const gx = slowSum(g, stopperGraph(fromGame(x)));
          const hy = slowSum(h, stopperGraph(fromGame(y)));
          const a = loopyGame(gx);
          const b = loopyGame(hy);
          if (isLoopfree(a) || isLoopfree(b) || isCarousel(a) || isCarousel(b)) return;
          centred++;
          const fast = loopyAdd(a, b);
          const slow = loopyGame(slowSum(gx, hy));
          assert.equal(sidesOf(fast).onside.key, sidesOf(slow).onside.key);
          assert.equal(sidesOf(fast).offside.key, sidesOf(slow).offside.key);
          assert.equal(formatLoopyGame(fast), formatLoopyGame(slow));
        },
      ),
      { seed: 16_044, numRuns: 150 },
    );
    assert.ok(centred > 40, `only ${centred} sums were of two loopy values`);
  });

  await t.step("in steps linear in the numbers (1000over - 1000over is over & under)", () => {
    const a = loopyAdd(OVER, fromGame(integer(1000)));
    const d = withStepLimit(1_000_000, () => loopySubtract(a, a));
    assert.equal(formatLoopyGame(d), "over & under");
  });

  await t.step("in steps linear in the number (100000over, CGSuite prints 1000over)", () => {
    const x = fromGame(integer(100_000));
    const sum = withStepLimit(3_000_000, () => loopyAdd(OVER, x));
    assert.equal(formatLoopyGame(sum), "100000over");
    assert.equal(formatLoopyGame(loopyAdd(UPON, fromGame(integer(3000)))), "3000^[on]");
  });
});

Deno.test("loopyGame() of a graph with a number below a loop agrees with slow side comparisons", async (t) => {
  // A node with a move back to itself and a short option far from 0 is solved translated by
  // that option's integer part; the slow twin compares the found sides with the graph itself.
  const arbitraryNumber = fc.tuple(
    fc.integer({ min: -30, max: 30 }),
    fc.integer({ min: 0, max: 2 }),
  )
    .map(([a, e]) => numberGame(dyadic(a, e)));
  await t.step("on random graphs with a number's graph hung below some nodes", () => {
    let loopy = 0;
    fc.assert(
      fc.property(
        arbitraryLoopyGraph(3),
        fc.array(arbitraryNumber, { minLength: 1, maxLength: 2 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.nat()), { minLength: 1, maxLength: 3 }),
        (g, xs, edges) => {
          const n = g.left.length;
          const left = g.left.map((o) => [...o]);
          const right = g.right.map((o) => [...o]);
          // Each number's graph is appended; edges go from the first nodes to their roots.
          const roots = xs.map((x) => {
            const xg = stopperGraph(fromGame(x));
            const base = left.length;
            xg.left.forEach((o) => left.push(o.map((w) => w + base)));
            xg.right.forEach((o) => right.push(o.map((w) => w + base)));
            return base;
          });
          for (const [v, isLeft, i] of edges) {
            (isLeft ? left : right)[v % n].push(roots[i % roots.length]);
          }
          const graph = { left, right };
          const value = loopyGame(graph);
          if (isCarousel(value) || isLoopfree(value)) return;
          loopy++;
          const sides: [LoopyGame, 0 | 1 | 2][] = [[onside(value), ONSIDE], [
            offside(value),
            OFFSIDE,
          ]];
          for (const [side, mode] of sides) {
            const sg = stopperGraph(side);
            assert.ok(slowSideLeq(graph, sg, mode) && slowSideLeq(sg, graph, mode));
          }
        },
      ),
      { seed: 16_042, numRuns: 300 },
    );
    assert.ok(loopy > 100, `only ${loopy} values were loopy`);
  });

  await t.step("in steps linear in the number ({5000 | pass}, CGSuite prints 5000over)", () => {
    const value = withStepLimit(1_000_000, () => parseLoopyGame("{5000|pass}"));
    assert.equal(formatLoopyGame(value), "5000over");
    const sum = withStepLimit(1_000_000, () => parseLoopyGame("1000 + {0|pass} + *"));
    assert.equal(formatLoopyGame(sum), "1000over");
  });
});

/**
 * The canonical stopper sides of random small graphs, some with a number's graph (up to 40,
 * small enough for canonicalising) hung below their nodes, so that chains are among them.
 */
const arbitraryStopperSides = fc.tuple(
  arbitraryLoopyGraph(3),
  fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 0, max: 2 })),
  fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 2 }),
).map(([g, [a, e], edges]) => {
  const left = g.left.map((o) => [...o]);
  const right = g.right.map((o) => [...o]);
  const xg = stopperGraph(fromGame(numberGame(dyadic(a, e))));
  const base = left.length;
  xg.left.forEach((o) => left.push(o.map((w) => w + base)));
  xg.right.forEach((o) => right.push(o.map((w) => w + base)));
  for (const [v, isLeft] of edges) (isLeft ? left : right)[v % g.left.length].push(base);
  const { onside, offside } = sidesOf(loopyGame({ left, right }));
  return [onside, offside].filter((s) => s.mode === undefined);
});

/** Whether two stoppers' short games (or their absence) agree. */
function sameShort(a: Stopper, b: Stopper): boolean {
  if (a.short === undefined || b.short === undefined) return a.short === b.short;
  return compare(a.short, b.short) === "=";
}

Deno.test("negateStopper() gives the canonical stopper that canonicalising the negated graph finds", async (t) => {
  await t.step("on random small stoppers, with the same key, graph size and short game", () => {
    let loopy = 0;
    fc.assert(
      fc.property(arbitraryStopperSides, (sides) => {
        for (const s of sides) {
          if (s.short === undefined) loopy++;
          const fast = negateStopper(s);
          const slow = stopperOfGraph(negateGraph(s.graph));
          assert.equal(fast.key, slow.key);
          assert.equal(fast.graph.left.length, slow.graph.left.length);
          assert.ok(sameShort(fast, slow));
        }
      }),
      { seed: 17_001, numRuns: 300 },
    );
    assert.ok(loopy > 100, `only ${loopy} sides were loopy`);
  });

  await t.step("in steps linear in the number (the degree of 20000over is over)", () => {
    // Canonicalising the negated 20,001-node graph compared 4 x 10^8 pairs: refused before.
    const g = loopyAdd(OVER, fromGame(integer(20_000)));
    assert.equal(formatLoopyGame(withStepLimit(2_000_000, () => loopyNegate(g))), "-20000under");
    assert.equal(formatLoopyGame(withStepLimit(2_000_000, () => degree(g))), "over");
  });
});

Deno.test("stopperAt() gives the canonical stopper that canonicalising a position's part finds", async (t) => {
  await t.step(
    "at every position of random small stoppers, with the same key and short game",
    () => {
      let positions = 0;
      fc.assert(
        fc.property(arbitraryStopperSides, (sides) => {
          for (const s of sides) {
            for (let v = 0; v < s.graph.left.length; v++) {
              positions++;
              const fast = stopperAt(s.graph, v);
              const slow = stopperOfGraph(pack(s.graph, v));
              assert.equal(fast.key, slow.key);
              assert.ok(sameShort(fast, slow));
            }
          }
        }),
        { seed: 17_002, numRuns: 300 },
      );
      assert.ok(positions > 1000, `only ${positions} positions were read`);
    },
  );

  await t.step("in steps linear in the number (20000over's right option is 20000over)", () => {
    const g = loopyAdd(OVER, fromGame(integer(20_000)));
    const right = withStepLimit(2_000_000, () => stopperOptions(g, "right"));
    assert.deepEqual(right.map(formatLoopyGame), ["20000over"]);
  });
});

Deno.test("loopyGame() of a loopfree graph equals the short game", () => {
  fc.assert(
    fc.property(arbitraryAcyclicGraph(5), (g) => {
      const v = loopyGame(g);
      assert.ok(isLoopfree(v));
      assert.ok(isStopper(v));
      const s = toGame(v)!;
      assert.ok(loopyEquals(fromGame(s), v));
    }),
    { seed: 13654, numRuns: 200 },
  );
});

Deno.test("fromGame() embeds short games, keeping sums and comparisons", () => {
  fc.assert(
    fc.property(arbitraryTree(3, 2), arbitraryTree(3, 2), (x, y) => {
      const g = fromTree(x);
      const h = fromTree(y);
      assert.equal(loopyCompare(fromGame(g), fromGame(h)), compare(g, h));
      assert.equal(toGame(loopyAdd(fromGame(g), fromGame(h))), add(g, h));
    }),
    { seed: 10828, numRuns: 150 },
  );
});

Deno.test("loopyGame() rejects malformed graphs with a TypeError", () => {
  assert.throws(() => loopyGame({ left: [[1]], right: [[]] }), TypeError);
  assert.throws(() => loopyGame({ left: [], right: [] }), TypeError);
  assert.throws(() => loopyGame(null as unknown as LoopyGraph), TypeError);
  assert.throws(() => loopyOutcome({ id: 1 }), TypeError);
});

Deno.test("sided() rejects an offside above the onside", () => {
  assert.throws(() => sided(OFF, ON), RangeError);
  assert.throws(() => sided(UNDER, OVER), RangeError);
  // dud's onside is on and off's offside is off: on & off is dud.
  assert.ok(loopyEquals(sided(DUD, OFF), DUD));
});

Deno.test("leqGraphs() agrees with the slow Büchi fixed point in every mode", () => {
  fc.assert(
    fc.property(
      arbitraryLoopyGraph(4),
      arbitraryLoopyGraph(4),
      fc.constantFrom(STOPPER, ONSIDE, OFFSIDE),
      (g, h, mode) => {
        assert.equal(leqGraphs(g, h, mode), slowSideLeq(g, h, mode));
      },
    ),
    { seed: 86000, numRuns: 500 },
  );
});

Deno.test("leqMatrix() gives the slow order on every pair of nodes", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(4), fc.constantFrom(STOPPER, ONSIDE, OFFSIDE), (g, mode) => {
      const n = g.left.length;
      const m = leqMatrix(g, mode);
      for (let a = 0; a < n; a++) {
        for (let b = 0; b < n; b++) {
          assert.equal(m[a * n + b] === 1, slowSideLeq(g, g, mode, a, b), `${a} <= ${b}`);
        }
      }
    }),
    { seed: 17404, numRuns: 200 },
  );
});

Deno.test("onside() and offside() are stoppers with the game's sides (slow Büchi twin)", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(5), (g) => {
      const v = valueOr(g);
      if (v === undefined) return;
      const { onside: on, offside: off } = sidesOf(v);
      assert.ok(slowIsStopper(on.graph) && slowIsStopper(off.graph));
      assert.ok(slowSideLeq(on.graph, g, ONSIDE) && slowSideLeq(g, on.graph, ONSIDE), "onside");
      assert.ok(
        slowSideLeq(off.graph, g, OFFSIDE) && slowSideLeq(g, off.graph, OFFSIDE),
        "offside",
      );
    }),
    { seed: 67645, numRuns: 400 },
  );
});

Deno.test("sideGraph() finds the same sides as the plain checked deletion search", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(5), fc.constantFrom(ONSIDE, OFFSIDE), (g, mode) => {
      const fast = sideGraph(g, mode);
      const slow = sideGraphByDeletion(g, mode);
      // Wherever the plain search reaches a stopper, the fast method reaches the same one.
      if (slow === undefined) return;
      assert.ok(isStopperGraph(fast));
      assert.equal(canonicalStopper(fast).key, canonicalStopper(slow).key);
    }),
    { seed: 15088, numRuns: 400 },
  );
});

Deno.test("loopyStop() gives the stops and strong stops of stoppers", async (t) => {
  const F = "CGSuite's FoxAndGeese.ValuesTable value, stops from the definition (Siegel, CGT VI.4)";
  // [game, left, right, strong left, strong right, source]
  const rows: [string, string, string, string, string, string][] = [
    ["on", "on", "on", "on", "on", WW],
    ["off", "off", "off", "off", "off", WW],
    ["over", "over", "over", "0", "0", WW],
    ["2over", "2over", "2over", "2", "2", WW],
    ["-3/2 + under", "-3/2under", "-3/2under", "-3/2", "-3/2", WW],
    ["{6|2over}", "6", "2over", "6", "2", F],
    ["{4over|3*}", "4over", "3", "4", "3", F],
    ["{on|0}", "on", "0", "on", "0", CGT],
    ["upon", "0", "0", "0", "0", "upon = {pass|*}: Right's move to * stops at 0; " + WW],
    ["{3||2|1}", "3", "2", "3", "2", "a short game: the usual stops"],
  ];
  for (const [text, l, r, sl, sr, source] of rows) {
    await t.step(`${text} (${source})`, () => {
      const g = parseLoopyGame(text);
      assert.equal(formatPseudonumber(loopyStop(g, "left")), l);
      assert.equal(formatPseudonumber(loopyStop(g, "right")), r);
      assert.equal(formatPseudonumber(loopyStop(g, "left", { strong: true })), sl);
      assert.equal(formatPseudonumber(loopyStop(g, "right", { strong: true })), sr);
    });
  }
  await t.step("a game that is not a stopper is refused", () => {
    assert.throws(() => loopyStop(DUD, "left"), RangeError);
  });
});

Deno.test("loopyStop() of a loopfree value is the short game's stop", () => {
  fc.assert(
    fc.property(arbitraryTree(3, 3), (t) => {
      const g = fromTree(t);
      const v = fromGame(g);
      const l = loopyStop(v, "left");
      const r = loopyStop(v, "right");
      assert.deepEqual(l, { kind: "number", value: leftStop(g), tilt: 0 });
      assert.deepEqual(r, { kind: "number", value: rightStop(g), tilt: 0 });
    }),
    { seed: 2067, numRuns: 200 },
  );
});

Deno.test("loopy values are hash-consed: equal values made while the table lasts are one object", () => {
  assert.equal(parseLoopyGame("{0|pass}"), OVER);
  assert.equal(parseLoopyGame("a{0|a}"), OVER);
  assert.equal(loopyAdd(ON, OFF), DUD);
  assert.equal(loopyNegate(loopyNegate(UPON)), UPON);
  fc.assert(
    fc.property(arbitraryLoopyGraph(4), arbitraryLoopyGraph(4), (g, h) => {
      const a = valueOr(g);
      const b = valueOr(h);
      if (a === undefined || b === undefined) return;
      assert.equal(loopyEquals(a, b), a === b);
    }),
    { seed: 40441, numRuns: 300 },
  );
});

Deno.test("canonical stoppers print, and have the degree, outcome and stops, CGSuite gives", async (t) => {
  const SRC = "CGSuite lib/core tests, CanonicalStopperTestCase";
  // [input, printed, degree, outcome, left stop, right stop]
  const rows: [string, string, string, LoopyOutcome, string, string][] = [
    ["{pass|}", "on", "on", "L", "on", "on"],
    ["off", "off", "on", "R", "off", "off"],
    ["over", "over", "over", "L", "over", "over"],
    ["{pass|3/2}", "3/2under", "over", "L", "3/2under", "3/2under"],
    ["{-1/4+*|pass}", "-1/4v[on]", "^<on>", "R", "-1/4", "-1/4"],
    [
      "{0|{0||0|0,pass}||-{0||0|0,pass}}", // CGSuite's input names uponth := {0||0|0,pass}
      "{0|^<on>||v<on>}",
      "^<on>",
      "N",
      "0",
      "0",
    ],
    ["{0|||0||0|off}", "{0|Tiny(on)}", "{0||||0|||Miny(on)|0||off}", "L", "0", "0"],
    ["{on|0||0}", "Miny(on)", "Tiny(on)", "R", "0", "0"],
    ["{0||0|under}", "Tiny(over)", "Tiny(over)", "L", "0", "0"],
    ["+-{0|pass}", "+-over", "over", "N", "over", "under"],
    ["+-{5|pass}", "+-(5over)", "over", "N", "5over", "-5under"],
    ["a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", "{0|a{0|0,{0|||a|0||0}}}", "L", "0", "0"],
    [
      "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
      "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
      "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
      "L",
      "0",
      "0",
    ],
  ];
  for (const [input, printed, deg, outcome, left, right] of rows) {
    await t.step(`${input} (${SRC})`, () => {
      const g = parseLoopyGame(input);
      assert.ok(isStopper(g));
      assert.equal(formatLoopyGame(g), printed);
      assert.equal(formatLoopyGame(degree(g)), deg);
      assert.equal(loopyOutcome(g), outcome);
      assert.equal(formatPseudonumber(loopyStop(g, "left")), left);
      assert.equal(formatPseudonumber(loopyStop(g, "right")), right);
    });
  }
});

Deno.test("every public function of the loopy modules rejects a loopy value it did not make", async (t) => {
  const loopy = await import("./loopy.ts");
  const notation = await import("./loopy_notation.ts");
  const G = loopy.ON;
  // Every function of loopy.ts and loopy_notation.ts that takes a LoopyGame, with x in one slot.
  const entries: [string, (x: LoopyGame) => unknown][] = [
    ["toGame", (x) => loopy.toGame(x)],
    ["isStopper", (x) => loopy.isStopper(x)],
    ["isLoopfree", (x) => loopy.isLoopfree(x)],
    ["onside", (x) => loopy.onside(x)],
    ["offside", (x) => loopy.offside(x)],
    ["sided (on)", (x) => loopy.sided(x, loopy.OFF)],
    ["sided (off)", (x) => loopy.sided(loopy.ON, x)],
    ["loopyAdd (first)", (x) => loopy.loopyAdd(x, G)],
    ["loopyAdd (second)", (x) => loopy.loopyAdd(G, x)],
    ["loopyNegate", (x) => loopy.loopyNegate(x)],
    ["loopySubtract (first)", (x) => loopy.loopySubtract(x, G)],
    ["loopySubtract (second)", (x) => loopy.loopySubtract(G, x)],
    ["loopyLeq (first)", (x) => loopy.loopyLeq(x, G)],
    ["loopyLeq (second)", (x) => loopy.loopyLeq(G, x)],
    ["loopyEquals (first)", (x) => loopy.loopyEquals(x, G)],
    ["loopyEquals (second)", (x) => loopy.loopyEquals(G, x)],
    ["loopyCompare (first)", (x) => loopy.loopyCompare(x, G)],
    ["loopyCompare (second)", (x) => loopy.loopyCompare(G, x)],
    ["loopyOutcome", (x) => loopy.loopyOutcome(x)],
    ["degree", (x) => loopy.degree(x)],
    ["stopperGraph", (x) => loopy.stopperGraph(x)],
    ["loopyStop (left)", (x) => loopy.loopyStop(x, "left")],
    ["loopyStop (strong right)", (x) => loopy.loopyStop(x, "right", { strong: true })],
    ["formatLoopyGame", (x) => notation.formatLoopyGame(x)],
    ["formatLoopySides", (x) => notation.formatLoopySides(x)],
    [
      "parseLoopyGame (a function's result)",
      (x) => notation.parseLoopyGame("f()", { functions: { f: () => x } }),
    ],
  ];
  // Functions that take no LoopyGame (graphs, games, text, nothing).
  const others = new Set([
    "loopyGame",
    "fromGame",
    "graphOutcome",
    "isStopperGraph",
    "clearLoopyCaches",
    "isLoopyGame",
    "parseLoopyGame",
    "comparePseudonumbers",
    "formatPseudonumber",
  ]);
  await t.step("the table lists every function that takes a loopy value", () => {
    const covered = new Set(entries.map(([name]) => name.split(" ")[0]));
    for (const [name, value] of [...Object.entries(loopy), ...Object.entries(notation)]) {
      if (typeof value !== "function" || others.has(name)) continue;
      assert.ok(covered.has(name), `${name} is not in the table`);
    }
  });
  const foreign: [string, unknown][] = [
    ["a structured clone of on", structuredClone(loopy.ON)],
    ["a structured clone of upon", structuredClone(loopy.UPON)],
    ["a forged { id }", { id: 1 }],
    ["an object made from on", Object.create(loopy.ON)],
    ["a short game", STAR],
    ["null", null],
  ];
  for (const [name, call] of entries) {
    await t.step(`${name} throws a TypeError`, () => {
      assert.doesNotThrow(() => call(G), `${name} accepts a real loopy value`);
      for (const [what, x] of foreign) {
        // A notation function may return a short game: it is embedded, not rejected.
        if (x === STAR && name.startsWith("parseLoopyGame")) continue;
        assert.throws(
          () => call(x as LoopyGame),
          (error: unknown) => error instanceof TypeError && /^Cannot /.test(error.message),
          `${name} given ${what}`,
        );
      }
    });
  }
});

// ---------------------------------------------------------------------------
// Games that are not stopper-sided (carousels): their sides have alternating cycles.

const BACH = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}";
const BACH_SOURCE = "CGSuite's SidedValueTestCase and EvalTest (Bach's Carousel)";

/** Whether a side of the value has alternating cycles (the value is not stopper-sided). */
function isCarousel(v: LoopyGame): boolean {
  const s = sidesOf(v);
  return s.onside.mode !== undefined || s.offside.mode !== undefined;
}

/** Random graphs whose values are not stopper-sided, with their values. */
const carousels = arbitraryExitGraph()
  .map((g) => ({ g, v: loopyGame(g) }))
  .filter(({ v }) => isCarousel(v));

const CAROUSEL_RUNS = { numRuns: 25, maxSkipsPerRun: 1000 };

/** Small stoppers X for the sums G + X, with their graphs. */
const SMALL_STOPPERS: [string, LoopyGraph][] = [
  "0",
  "1",
  "-1",
  "*",
  "^",
  "1/2",
  "over",
  "under",
  "on",
  "off",
  "upon",
  "{1|-1}",
].map((t) => [t, stopperGraph(parseLoopyGame(t))]);

Deno.test("Bach's Carousel has CGSuite's sides, outcome and sums", async (t) => {
  const g = parseLoopyGame(BACH);
  await t.step(`its sides print as CGSuite prints them (${BACH_SOURCE})`, () => {
    assert.equal(formatLoopyGame(g), "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}");
    assert.deepEqual(formatLoopySides(g), {
      onside: "a{1|1,{1*|a||*}||0}",
      offside: "a{0,{1|||1*|a||*}|0}",
    });
    assert.equal(
      formatLoopyGame(loopyAdd(g, fromGame(integer(1)))),
      "a{2|2,{2*|a||1*}||1} & a{1,{2|||2*|a||1*}|1}",
    );
  });
  await t.step(`it is a first-player win, not a stopper, not idempotent (${BACH_SOURCE})`, () => {
    assert.equal(loopyOutcome(g), "N");
    assert.equal(isStopper(g), false);
    assert.equal(isLoopfree(g), false);
    assert.equal(loopyEquals(loopyAdd(g, g), g), false);
  });
  await t.step(
    "neither side is a stopper, so onside() and offside() refuse it (as CGSuite)",
    () => {
      assert.throws(() => onside(g), RangeError);
      assert.throws(() => offside(g), RangeError);
      const { onside: on, offside: off } = sidesOf(g);
      assert.ok(!slowIsStopper(on.graph) && !slowIsStopper(off.graph));
    },
  );
  await t.step("its printed sides read back as the same value", () => {
    const back = parseLoopyGame(formatLoopyGame(g));
    assert.ok(loopyEquals(back, g));
    assert.equal(formatLoopyGame(back), formatLoopyGame(g));
  });
  await t.step(
    `3 copies equal CGSuite's printed value by side comparisons (${BACH_SOURCE})`,
    () => {
      const cgsuite = parseLoopyGame(
        "{a{2*|||2|2,{a|1*}||1}|2||d{2|b{1|1,{1*||b|0|||*}},{2*|c{1*|||1|1,{c|*}||0},d||0}||1}} & " +
          "{0||0|a{1*||0,{1|a}|0|||*}}",
      );
      const three = loopyAdd(loopyAdd(g, g), g);
      assert.ok(loopyEquals(three, cgsuite));
      assert.ok(!loopyEquals(loopyAdd(g, g), cgsuite));
      // The offside comes out as CGSuite prints it; the onside from another graph.
      assert.equal(formatLoopySides(three).offside, "{0||0|a{1*||0,{1|a}|0|||*}}");
    },
  );
  await t.step("its sides agree with its graph's sides and plain outcomes", () => {
    const graph = {
      // a = {0, x | 0}, x = {1 | 1, y}, y = {*, z | *}, z = {1* | 1*, a}
      left: [[4, 1], [5], [6, 3], [7], [], [4], [4], [5]],
      right: [[4], [5, 2], [6], [7, 0], [], [], [4], [5]],
    };
    // nodes 4: 0, 5: 1 = {0|}, 6: * = {0|0}, 7: 1* = {1|1}
    assert.ok(loopyEquals(loopyGame(graph), g));
    for (const [text, xg] of SMALL_STOPPERS) {
      const sum = loopyAdd(g, parseLoopyGame(text));
      assert.equal(loopyOutcome(sum), plainGraphClass(slowSum(graph, xg)), `G + ${text}`);
    }
  });
});

Deno.test("a carousel's sides equal its graph's onside and offside (slow Büchi twin)", () => {
  fc.assert(
    fc.property(carousels, ({ g, v }) => {
      const { onside: on, offside: off } = sidesOf(v);
      assert.ok(!slowIsStopper(on.graph) || !slowIsStopper(off.graph));
      assert.ok(slowSideLeq(on.graph, g, ONSIDE) && slowSideLeq(g, on.graph, ONSIDE), "onside");
      assert.ok(
        slowSideLeq(off.graph, g, OFFSIDE) && slowSideLeq(g, off.graph, OFFSIDE),
        "offside",
      );
    }),
    { seed: 40217, ...CAROUSEL_RUNS },
  );
});

Deno.test("loopyOutcome() of carousels and their sums agrees with plain game-graph search", () => {
  fc.assert(
    fc.property(carousels, ({ g, v }) => {
      assert.equal(loopyOutcome(v), plainGraphClass(g));
      assert.equal(loopyOutcome(v), graphOutcome(g));
      for (const [text, xg] of SMALL_STOPPERS) {
        const sum = loopyAdd(v, parseLoopyGame(text));
        assert.equal(loopyOutcome(sum), plainGraphClass(slowSum(g, xg)), `G + ${text}`);
      }
      assert.equal(loopyOutcome(loopyAdd(v, v)), plainGraphClass(slowSum(g, g)), "G + G");
    }),
    { seed: 81766, ...CAROUSEL_RUNS },
  );
});

Deno.test("loopyLeq() on carousels agrees with slow side comparisons of the original graphs", () => {
  fc.assert(
    fc.property(
      carousels,
      fc.oneof(carousels, arbitraryLoopyGraph(3).map((g) => ({ g, v: loopyGame(g) }))),
      (a, b) => {
        for (const [x, y] of [[a, b], [b, a], [a, a]]) {
          const slow = slowSideLeq(x.g, y.g, ONSIDE) && slowSideLeq(x.g, y.g, OFFSIDE);
          assert.equal(loopyLeq(x.v, y.v), slow);
        }
        const same = loopyLeq(a.v, b.v) && loopyLeq(b.v, a.v);
        assert.equal(loopyEquals(a.v, b.v), same);
        assert.equal(loopyCompare(a.v, a.v), "=");
      },
    ),
    { seed: 55120, ...CAROUSEL_RUNS },
  );
});

Deno.test("negatives and sums of carousels are the values of the negated and summed graphs", () => {
  fc.assert(
    fc.property(carousels, ({ g, v }) => {
      const neg = { left: g.right, right: g.left };
      assert.ok(loopyEquals(loopyNegate(v), loopyGame(neg)));
      assert.ok(loopyEquals(loopyNegate(loopyNegate(v)), v));
      assert.ok(loopyEquals(loopyAdd(v, v), loopyGame(slowSum(g, g))));
      const diff = loopySubtract(v, v);
      assert.equal(loopyOutcome(diff), plainGraphClass(slowSum(g, neg)));
    }),
    {
      seed: 23089,
      // The twin values the sum graph G + G (about 150 positions) from scratch: fewer runs.
      numRuns: 12,
      maxSkipsPerRun: 1000,
    },
  );
});

Deno.test("formatLoopyGame() of a carousel reads back as the same value", () => {
  fc.assert(
    fc.property(carousels, ({ v }) => {
      const text = formatLoopyGame(v);
      assert.match(text, / & /);
      const back = parseLoopyGame(text);
      assert.ok(loopyEquals(back, v), text);
      const sides = formatLoopySides(v);
      assert.equal(text, `${sides.onside} & ${sides.offside}`);
    }),
    { seed: 60331, ...CAROUSEL_RUNS },
  );
});
