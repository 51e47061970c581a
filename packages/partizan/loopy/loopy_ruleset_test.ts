import assert from "node:assert/strict";
import fc from "fast-check";
import { arbitraryLoopyGraph } from "../../../testing/loopy_graph.ts";
import { plainGraphClass } from "../../../testing/plain_loopy.ts";
import { type LoopyGraph, loopyOutcome } from "./loopy.ts";
import { loopyRulesetOutcome, loopyValue } from "./loopy_ruleset.ts";
import type { Ruleset } from "../search/search.ts";
import { PositionLimitError } from "../_engine.ts";

/** A ruleset whose positions are the nodes of a graph. */
function graphRuleset(graph: LoopyGraph): Ruleset<number> {
  return {
    name: "Graph",
    leftOptions: (n) => graph.left[n],
    rightOptions: (n) => graph.right[n],
  };
}

Deno.test("loopyRulesetOutcome() agrees with plain minimax and with the outcome of loopyValue()", () => {
  fc.assert(
    fc.property(arbitraryLoopyGraph(5), fc.nat(), (graph, at) => {
      const start = at % graph.left.length;
      const rules = graphRuleset(graph);
      const fast = loopyRulesetOutcome(rules, start);
      // The slow twin: the graph renumbered from the start, labelled by plain sweeps.
      const order = [start, ...graph.left.keys().filter((n) => n !== start)];
      const index = new Map(order.map((n, i) => [n, i]));
      const renumbered = {
        left: order.map((n) => graph.left[n].map((m) => index.get(m)!)),
        right: order.map((n) => graph.right[n].map((m) => index.get(m)!)),
      };
      assert.equal(fast, plainGraphClass(renumbered));
      assert.equal(fast, loopyOutcome(loopyValue(rules, start)));
    }),
    { seed: 2213, numRuns: 300 },
  );
});

Deno.test("loopyRulesetOutcome() stops at maxPositions and checks its options", () => {
  const line: Ruleset<number> = {
    name: "Line",
    leftOptions: (n) => [n + 1],
    rightOptions: () => [],
  };
  assert.throws(() => loopyRulesetOutcome(line, 0, { maxPositions: 10 }), PositionLimitError);
  assert.throws(
    () => loopyRulesetOutcome(line, 0, { maxPositions: 0 }),
    RangeError,
    "Cannot find loopy outcome: maxPositions must be a positive integer, received 0",
  );
});
