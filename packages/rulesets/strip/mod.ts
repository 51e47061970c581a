/**
 * The strip games, played on one row of cells: Toads and Frogs and its schema
 * GenToadsAndFrogs, Backsliding Toads and Frogs (loopy), Elephants and Rhinos, Toppling Dominoes, and Quicksort and Pseudo-Quicksort (sequences
 * of numbers). Each module is also its own subpath export
 * (`@cgt/rulesets/toads-and-frogs` and so on); this one gathers them.
 *
 * @example The value of a Toads and Frogs row
 * ```ts
 * import { toadsAndFrogs } from "@cgt/rulesets/strip";
 * import { formatGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(toadsAndFrogs("TFT.TFF")), "^");
 * ```
 *
 * @module
 */

export * from "./toads_and_frogs.ts";
export * from "./gen_toads_and_frogs.ts";
export * from "./backsliding_toads_and_frogs.ts";
export * from "./elephants_and_rhinos.ts";
export * from "./toppling_dominoes.ts";
export * from "./quicksort.ts";
