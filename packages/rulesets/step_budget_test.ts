import assert from "node:assert/strict";
import { parseGame } from "@cgt/partizan/notation";
import { GameLimitError, withStepLimit } from "@cgt/partizan/game-limit";
import { clearCaches } from "@cgt/partizan/caches";
import { RULESET_FUNCTIONS } from "./rulesets.ts";

/** A budget of 200000 steps is about 0.2 s of work at a microsecond a step. */
const SMALL_BUDGET = 200_000;
/** A generous bound on the time to stop (about a second, doubled twice for a loaded machine). */
const GENEROUS_MS = 4_000;

const board = (rows: string[]) => rows.join("|");

/** The edges of a 4 by 8 grid graph in the numbered notation (vertex 8r + c). */
const GRID_EDGES = Array.from({ length: 32 }, (_, v) => [
  ...(v % 8 < 7 ? [`${v}-${v + 1}`] : []),
  ...(v < 24 ? [`${v}-${v + 8}`] : []),
]).flat().join(",");

/** Expressions whose work used to be charged far below its cost, each a path of its own. */
const PATHS: [string, string][] = [
  // Splits into three heaps, O(m^2) per heap: 83 s on 20000 steps before they were charged.
  ["takeAndBreak() with splits into three", 'takeAndBreak("0.8", 10000)'],
  ["takeAndBreak() with split tables", 'takeAndBreak("4.07", 1000000)'],
  ["takeAndBreak() by the rare-value method", 'takeAndBreak("0.77", 1000000)'],
  ["spawning() with moves anywhere", 'spawning("1-4", 100000)'],
  ["turning() of 1234 coins at once", `turning("1234", "${"H".repeat(60000)}")`],
  ["turning() with equal spacing", `turning("1-4E", "${"H".repeat(60000)}")`],
  // Canonical labelling of a 1000-vertex path costs milliseconds a position, once one step.
  ["arcKayles() on a path of 1000 edges", `arcKayles("${"-".repeat(1000)}")`],
  ["col() on a 4 by 8 grid graph", `col("${".".repeat(32)}:${GRID_EDGES}")`],
  ["snort() on a path of 32 vertices", `snort("${".-".repeat(31)}.")`],
  ["hackenbush() on a long cycle", `hackenbush("l:A${"lre".repeat(300)}:A")`],
  [
    "digraphPlacement() on 32 vertices",
    `digraphPlacement("${"LR".repeat(16)}:${
      Array.from({ length: 32 }, (_, i) => `${i}>${(i + 1) % 32}`).join(",")
    }")`,
  ],
  ["cutcake() of 200 by 199", "cutcake(200, 199)"],
  ["eatcake() of 200 by 199", "eatcake(200, 199)"],
  ["turnAndEatcake() of 200 by 199", "turnAndEatcake(200, 199)"],
  ["fission() on 8 by 8", `fission("${board(Array(8).fill("x.x.x.x."))}")`],
  [
    "amazons() on 8 by 8",
    `amazons("${board(["x.......", ...Array(6).fill("........"), ".......o"])}")`,
  ],
];

Deno.test("RULESET_FUNCTIONS stop within about a second on a small step budget", async (t) => {
  for (const [name, text] of PATHS) {
    await t.step(name, () => {
      clearCaches();
      const start = performance.now();
      assert.throws(
        () => withStepLimit(SMALL_BUDGET, () => parseGame(text, { functions: RULESET_FUNCTIONS })),
        GameLimitError,
      );
      const elapsed = performance.now() - start;
      assert.ok(elapsed < GENEROUS_MS, `${name} took ${Math.round(elapsed)} ms to stop`);
    });
  }
});
