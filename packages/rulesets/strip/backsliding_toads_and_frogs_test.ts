import assert from "node:assert/strict";
import fc from "fast-check";
import { loopyOutcome, offside, onside, stopperGraph } from "@cgt/partizan/loopy";
import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
import { slowSideLeq } from "../../../testing/loopy_graph.ts";
import { plainLoopyClass, plainLoopyGraph } from "../../../testing/plain_loopy.ts";
import {
  BACKSLIDING_TOADS_AND_FROGS,
  backslidingToadsAndFrogs,
} from "./backsliding_toads_and_frogs.ts";

/** The game graph of a row, explored breadth-first by testing/'s plain loopy search (node 0). */
function graphOf(row: string) {
  return plainLoopyGraph(BACKSLIDING_TOADS_AND_FROGS, row);
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
      assert.equal(
        loopyOutcome(backslidingToadsAndFrogs(r)),
        plainLoopyClass(BACKSLIDING_TOADS_AND_FROGS, r),
      );
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
