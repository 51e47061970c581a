import assert from "node:assert/strict";
import fc from "fast-check";
import { graphOutcome, loopyOutcome, offside, onside, stopperGraph } from "@cgt/partizan/loopy";
import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
import { slowSideLeq } from "../../../testing/loopy_graph.ts";
import {
  BACKSLIDING_TOADS_AND_FROGS,
  backslidingToadsAndFrogs,
} from "./backsliding_toads_and_frogs.ts";

/** The game graph of a row, explored breadth-first (node 0 is the row). */
function graphOf(row: string) {
  const index = new Map<string, number>([[row, 0]]);
  const rows = [row];
  const left: number[][] = [];
  const right: number[][] = [];
  const at = (s: string) => index.get(s) ?? (index.set(s, rows.push(s) - 1), rows.length - 1);
  for (let i = 0; i < rows.length; i++) {
    left.push([...BACKSLIDING_TOADS_AND_FROGS.leftOptions(rows[i])].map(at));
    right.push([...BACKSLIDING_TOADS_AND_FROGS.rightOptions(rows[i])].map(at));
  }
  return { left, right };
}

Deno.test("backslidingToadsAndFrogs() gives the values of small rows", async (t) => {
  // [row, value, why]
  const rows: [string, string, string][] = [
    ["T..", "on", "the toad shuffles for ever; Right has no move"],
    ["..F", "off", "the mirror image"],
    ["...", "0", "no creature"],
    ["T.", "on", "a toad with one free cell"],
  ];
  for (const [row, value, why] of rows) {
    await t.step(`${row} is ${value} (${why})`, () => {
      assert.equal(formatLoopyGame(backslidingToadsAndFrogs(row)), value);
    });
  }
});

Deno.test("backslidingToadsAndFrogs() outcomes agree with plain search of the game graph", () => {
  const row = fc.array(fc.constantFrom("T", "F", "."), { minLength: 1, maxLength: 5 })
    .map((a) => a.join(""));
  fc.assert(
    fc.property(row, (r) => {
      assert.equal(loopyOutcome(backslidingToadsAndFrogs(r)), graphOutcome(graphOf(r)));
    }),
    { seed: 11673, numRuns: 60 },
  );
});

Deno.test("backslidingToadsAndFrogs() rejects bad rows", () => {
  assert.throws(() => backslidingToadsAndFrogs("TX"), SyntaxError);
  assert.throws(() => backslidingToadsAndFrogs("T".repeat(25)), RangeError);
  assert.throws(() => backslidingToadsAndFrogs(3 as unknown as string), TypeError);
});

Deno.test("backslidingToadsAndFrogs() sides equal the game graph in their side (slow Büchi twin)", () => {
  const row = fc.array(fc.constantFrom("T", "F", "."), { minLength: 1, maxLength: 5 })
    .map((a) => a.join(""));
  fc.assert(
    fc.property(row, (r) => {
      const g = graphOf(r);
      const v = backslidingToadsAndFrogs(r);
      const on = stopperGraph(onside(v));
      const off = stopperGraph(offside(v));
      assert.ok(slowSideLeq(on, g, 1) && slowSideLeq(g, on, 1), `${r} onside`);
      assert.ok(slowSideLeq(off, g, 2) && slowSideLeq(g, off, 2), `${r} offside`);
    }),
    { seed: 18220, numRuns: 40 },
  );
});
