import assert from "node:assert/strict";
import fc from "fast-check";
import type { LoopyGraph } from "@cgt/partizan/loopy";
import type { Ruleset } from "@cgt/partizan/search";
import { arbitraryAcyclicGraph, arbitraryLoopyGraph } from "./loopy_graph.ts";
import {
  plainLoopyClass,
  plainLoopyGraph,
  plainLoopyOutcome,
  plainLoopyOutcomes,
} from "./plain_loopy.ts";

/** The ruleset whose positions are the nodes of `g`. */
function graphRules(g: LoopyGraph): Ruleset<number> {
  return { name: "graph", leftOptions: (v) => g.left[v], rightOptions: (v) => g.right[v] };
}

/** The outcome classes (CGSuite's names) of the games of the next table. */
const CLASSES: Record<string, string> = {
  "0 = { | }": "P",
  "on = {on | }": "L",
  "off = { | off}": "R",
  "dud = {dud | dud}": "D",
  "{0 | dud}": "NHat",
};

Deno.test("plainLoopyOutcome() gives the outcomes of the standard loopy games", async (t) => {
  // [name, graph, Left first, Right first, source]
  const table: [string, LoopyGraph, string, string, string][] = [
    ["0 = { | }", { left: [[]], right: [[]] }, "loss", "loss", "no move: the mover loses"],
    ["on = {on | }", { left: [[0]], right: [[]] }, "win", "loss", "Winning Ways ch. 11"],
    ["off = { | off}", { left: [[]], right: [[0]] }, "loss", "win", "Winning Ways ch. 11"],
    ["dud = {dud | dud}", { left: [[0]], right: [[0]] }, "draw", "draw", "Winning Ways ch. 11"],
    [
      "{0 | dud}",
      {
        left: [[1], [], [2]],
        right: [[2], [], [2]],
      },
      "win",
      "draw",
      "Left moves to 0 and wins; Right can only move to dud",
    ],
  ];
  for (const [name, g, leftFirst, rightFirst, source] of table) {
    const outcomeClass = CLASSES[name];
    await t.step(
      `${name}: ${leftFirst} with Left first, ${rightFirst} with Right first (${source})`,
      () => {
        assert.deepEqual(plainLoopyOutcome(graphRules(g), 0), { leftFirst, rightFirst });
        assert.equal(plainLoopyClass(graphRules(g), 0), outcomeClass);
      },
    );
  }
});

Deno.test("plainLoopyOutcome() agrees with plain recursion on games without cycles", () => {
  fc.assert(
    fc.property(arbitraryAcyclicGraph(6), (g) => {
      // Normal play by plain recursion: the mover wins iff some option is lost for the other.
      const wins = (v: number, left: boolean): boolean =>
        (left ? g.left[v] : g.right[v]).some((w) => !wins(w, !left));
      const result = (won: boolean) => (won ? "win" : "loss");
      assert.deepEqual(plainLoopyOutcome(graphRules(g), 0), {
        leftFirst: result(wins(0, true)),
        rightFirst: result(wins(0, false)),
      });
    }),
    { seed: 29164, numRuns: 300 },
  );
});

Deno.test("plainLoopyGraph() numbers the reachable positions from the start and stops at its bound", () => {
  const count: Ruleset<number> = {
    name: "counter",
    leftOptions: (n) => [(n + 1) % 5],
    rightOptions: () => [],
  };
  assert.deepEqual(plainLoopyGraph(count, 3), {
    left: [[1], [2], [3], [4], [0]],
    right: [[], [], [], [], []],
  });
  assert.throws(() => plainLoopyGraph(count, 0, { maxPositions: 4 }), RangeError);
});

Deno.test("plainLoopyOutcomes() gives each start the outcome plainLoopyOutcome() gives it alone", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(5), (g) => {
      const rules = graphRules(g);
      const starts = g.left.map((_, v) => v);
      assert.deepEqual(
        plainLoopyOutcomes(rules, starts),
        starts.map((v) => plainLoopyOutcome(rules, v)),
      );
    }),
    { seed: 5521, numRuns: 200 },
  );
});
