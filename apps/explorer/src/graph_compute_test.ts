import assert from "node:assert/strict";
import fc from "fast-check";
import { compare, formatGame, leftOptions, parseGame, rightOptions } from "@cgt/partizan";
import { analyseGraph } from "./graph_compute.ts";
import { GameRegistry } from "./compute.ts";
import { type EditorGraph, GRAPH_PRESETS, graphExpression, readGraph } from "./graph_editor.ts";
import { RULESET_FUNCTIONS } from "./engine_imports.ts";

const value = (text: string) => parseGame(text, { functions: RULESET_FUNCTIONS });
const ZERO = parseGame("0");

/** Random Hackenbush and Col graphs from their notation: small trees of random colours. */
const graphs: fc.Arbitrary<EditorGraph> = fc.oneof(
  fc.array(fc.constantFrom("l", "r", "e"), { minLength: 1, maxLength: 5 }).chain((edges) =>
    fc.array(fc.nat(), { minLength: edges.length, maxLength: edges.length }).map((parents) => {
      // Edge 0 stands on the ground; edge k > 0 on the top of an earlier edge, named by number.
      const steps = edges.map((c, k) => `${k === 0 ? "" : `.:${parents[k] % k}`}${c}.:${k}`);
      return readGraph("hackenbush", steps.join(";"));
    })
  ),
  fc.array(fc.constantFrom(".", "L", "R"), { minLength: 1, maxLength: 5 }).map((vs) =>
    readGraph("col", vs.join("-"))
  ),
);

Deno.test("analyseGraph() values the graph and each move as the library does", async (t) => {
  await t.step("on Winning Ways' girl (*2, CGSuite GameGraphTest.scala)", () => {
    const girl = GRAPH_PRESETS[0].build("hackenbush");
    const r = analyseGraph(girl, new GameRegistry());
    assert.equal(r.analysis.value, "*2");
    assert.equal(r.expression, graphExpression(girl));
  });
  await t.step("marks a move winning exactly when the mover then wins (seeded property)", () => {
    fc.assert(
      fc.property(graphs, (g) => {
        const r = analyseGraph(g, new GameRegistry());
        const before = value(r.expression);
        assert.equal(r.analysis.value, formatGame(before));
        for (const m of r.moves) {
          const after = value(m.expression);
          assert.equal(m.game.value, formatGame(after));
          const c = compare(after, ZERO);
          const wins = m.side === "L" ? c === ">" || c === "=" : c === "<" || c === "=";
          assert.equal(m.mark === "winning", wins, `${m.side} to ${m.expression}`);
          if (m.mark === "sensible") {
            // Sensible: at least as good for the mover as one of the canonical options.
            const options = m.side === "L" ? leftOptions(before) : rightOptions(before);
            assert.ok(options.some((o) => {
              const d = compare(after, o);
              return d === "=" || d === (m.side === "L" ? ">" : "<");
            }));
          }
        }
        // A player who wins moving first has a move marked winning (the witness).
        const first = (side: "L" | "R") => {
          const o = r.analysis.outcome;
          return o === "N" || o === side;
        };
        for (const side of ["L", "R"] as const) {
          if (first(side)) assert.ok(r.moves.some((m) => m.side === side && m.mark === "winning"));
        }
      }),
      { seed: 4409, numRuns: 60 },
    );
  });
});
