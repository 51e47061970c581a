import assert from "node:assert/strict";
import fc from "fast-check";
import { add } from "./arithmetic.ts";
import { compare } from "./compare.ts";
import { integer, STAR, UP, ZERO } from "./game.ts";
import {
  DUD,
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
  loopySubtract,
  OFF,
  offside,
  ON,
  onside,
  OVER,
  sided,
  toGame,
  UNDER,
  UPON,
} from "./loopy.ts";
import { parseLoopyGame } from "./loopy_notation.ts";
import { leqGraphs, STOPPER } from "./_loopy_graph.ts";
import { sidesOf } from "./_loopy_value.ts";
import {
  arbitraryAcyclicGraph,
  arbitraryLoopyGraph,
  slowIsStopper,
  slowOutcome,
  slowStopperLeq,
  slowSum,
} from "./testdata/loopy_graph.ts";
import { arbitraryTree, fromTree } from "./testdata/slow_game.ts";

const WW = "Berlekamp, Conway, Guy, Winning Ways (2nd ed.), ch. 11";
const CGT = "Siegel, Combinatorial Game Theory (2013), ch. VI";
const CGSUITE = "CGSuite 2.2 (observed; lib/core tests)";

/** A graph's value, or undefined when its sides cannot be reduced to stoppers. */
function valueOr(g: LoopyGraph) {
  try {
    return loopyGame(g);
  } catch (e) {
    if (e instanceof RangeError) return undefined;
    throw e;
  }
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
    { numRuns: 200 },
  );
});

Deno.test("isStopperGraph() agrees with a depth-first search for alternating cycles", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(5), (g) => {
      assert.equal(isStopperGraph(g), slowIsStopper(g));
    }),
    { numRuns: 300 },
  );
});

Deno.test("leqGraphs() in survival mode agrees with sweeping the states of H - G", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(4), arbitraryLoopyGraph(4), (g, h) => {
      if (!slowIsStopper(g) || !slowIsStopper(h)) return;
      assert.equal(leqGraphs(g, h, STOPPER), slowStopperLeq(g, h));
    }),
    { numRuns: 400 },
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
    { numRuns: 300 },
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
    { numRuns: 300 },
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
    { numRuns: 300 },
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
    { numRuns: 200 },
  );
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
    { numRuns: 200 },
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
    { numRuns: 150 },
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
  assert.throws(() => sided(DUD, OFF), RangeError);
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
    ["formatLoopyGame", (x) => notation.formatLoopyGame(x)],
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
