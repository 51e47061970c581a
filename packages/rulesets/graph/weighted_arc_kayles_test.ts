import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { formatGraphNotation } from "../_graph_notation.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import { textValue } from "../testdata/board_reference.ts";
import { arcKayles } from "./arc_kayles.ts";
import {
  formatWeightedArcKayles,
  parseWeightedArcKayles,
  WEIGHTED_ARC_KAYLES,
  weightedArcKayles,
} from "./weighted_arc_kayles.ts";

/**
 * The slow twin, word for word from CGSuite's GenArcKayles(weighted => true), on plain data
 * written as JSON (the first position read from the notation): for every edge whose two ends
 * weigh more than 0, the option with one taken from each end (once for a loop).
 */
function twinMoves(text: string): string[] {
  const { weights, edges }: { weights: number[]; edges: [number, number][] } = text.startsWith("{")
    ? JSON.parse(text)
    : (() => {
      const p = parseWeightedArcKayles(text);
      const edges: [number, number][] = [];
      p.weights.forEach((_, v) => {
        if ((p.loops >>> v) & 1) edges.push([v, v]);
        for (let u = v + 1; u < p.weights.length; u++) {
          if ((p.adjacency[v] >>> u) & 1) edges.push([v, u]);
        }
      });
      return { weights: [...p.weights], edges };
    })();
  const out: string[] = [];
  for (const [u, v] of edges) {
    if (weights[u] === 0 || weights[v] === 0) continue;
    const next = [...weights];
    next[u]--;
    if (v !== u) next[v]--;
    out.push(JSON.stringify({ weights: next, edges }));
  }
  return out;
}

const TWIN: Ruleset<string> = {
  name: "Weighted Arc Kayles (text)",
  leftOptions: twinMoves,
  rightOptions: twinMoves,
};

/** Random weighted graphs (loops and repeated edges allowed) in CGSuite's notation. */
function graphs(maxVertices: number, maxWeight: number): fc.Arbitrary<string> {
  return fc.integer({ min: 1, max: maxVertices }).chain((n) =>
    fc.tuple(
      fc.array(fc.integer({ min: 0, max: maxWeight }), { minLength: n, maxLength: n }),
      fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), {
        maxLength: 7,
      }),
    ).map(([weights, edges]) =>
      formatGraphNotation({
        labels: weights.map(String),
        edges: edges.map(([u, v]) => [u, v, ""]),
      })
    )
  );
}

Deno.test("WEIGHTED_ARC_KAYLES keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: WEIGHTED_ARC_KAYLES,
    parse: parseWeightedArcKayles,
    format: formatWeightedArcKayles,
    twin: TWIN,
    value: weightedArcKayles,
    impartial: true,
    cases: [
      {
        label: "small graphs",
        positions: ["1", "1-1", "2-3", "3-3", "1-2-1", "2-2-2", "0-5", "2:A-2:A", "2(-1;-1;-1)"],
      },
      { label: "random weighted graphs", generator: graphs(6, 3), seed: 80021, numRuns: 80 },
    ],
  });
});

Deno.test("weightedArcKayles() gives the values worked out by hand", async (t) => {
  const rows: [graph: string, expected: string, why: string][] = [
    ["5", "0", "a lone vertex has no edge"],
    ["2-3", "0", "one edge: min(2, 3) = 2 forced moves"],
    ["3-{12}", "*", "one edge: 3 forced moves"],
    ["1-2-1", "0", "each edge can be used once, in either order: 2 moves"],
    ["1-1-1", "*", "either edge uses up the middle vertex: 1 move"],
    ["3:A-3:A", "*", "a loop takes one at a time: 3 moves"],
  ];
  for (const [graph, expected, why] of rows) {
    await t.step(`weightedArcKayles("${graph}") is ${expected}: ${why}`, () => {
      assert.equal(formatGame(weightedArcKayles(graph)), expected);
      assert.equal(formatGame(textValue(TWIN, graph)), expected);
    });
  }
});

Deno.test("weightedArcKayles() with every weight 1 is arcKayles()", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 8 }).chain((n) =>
        fc.tuple(
          fc.constant(n),
          fc.array(
            fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })),
            { maxLength: 10 },
          ),
        )
      ),
      ([n, edges]) => {
        const write = (label: string): string =>
          formatGraphNotation({
            labels: Array.from({ length: n }, () => label),
            edges: edges.map(([u, v]) => [u, v, ""]),
          });
        assert.equal(weightedArcKayles(write("1")), arcKayles(write("")));
      },
    ),
    { seed: 5813, numRuns: 100 },
  );
});

Deno.test("parseWeightedArcKayles() rejects bad graphs", () => {
  assert.throws(() => parseWeightedArcKayles("1-.-2"), {
    name: "SyntaxError",
    message:
      'Cannot read Weighted Arc Kayles graph: every vertex needs a weight (vertex 2 has none), received "1-.-2"',
  });
  assert.throws(() => parseWeightedArcKayles("{100}-1"), RangeError);
  assert.throws(() => parseWeightedArcKayles("1-x"), SyntaxError);
  assert.throws(() => parseWeightedArcKayles(4 as unknown as string), TypeError);
  assert.throws(() => parseWeightedArcKayles("1-".repeat(40) + "1"), RangeError);
});
