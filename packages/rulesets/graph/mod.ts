/**
 * The graph games, with positions in CGSuite's graph notation: Hackenbush, Childish Hackenbush, Col, Snort and Fjords
 * (the GenCol schema, `genCol`), Snort, Arc Kayles
 * (and its partizan and weighted forms) and Digraph Placement. Each module is also its own subpath export
 * (`@cgt/rulesets/hackenbush` and so on); this one gathers them.
 *
 * @example The value of a Hackenbush stalk
 * ```ts
 * import { hackenbush } from "@cgt/rulesets/graph";
 * import { formatGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(hackenbush("LR")), "1/2");
 * ```
 *
 * @module
 */

export * from "./hackenbush.ts";
export * from "./childish_hackenbush.ts";
export * from "./col.ts";
export * from "./snort.ts";
export * from "./gen_col.ts";
export * from "./arc_kayles.ts";
export * from "./weighted_arc_kayles.ts";
export * from "./digraph_placement.ts";
