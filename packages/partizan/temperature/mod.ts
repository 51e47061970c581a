/**
 * Temperature theory of short partizan games: Left and Right stops, thermographs with exact
 * walls (and their SVG drawing), mean and temperature, cooling, freezing and heating, reduced
 * canonical form and atomic weight, far star and star projection, confusion interval and stop
 * count.
 *
 * @example Stops, mean and temperature of {3||2*|1*}
 * ```ts
 * import { formatDyadic, parseDyadic } from "@cgt/partizan/dyadic";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { cool, leftStop, mean, temperature } from "@cgt/partizan/temperature";
 * import assert from "node:assert/strict";
 *
 * const g = parseGame("{3||2*|1*}");
 * assert.equal(formatDyadic(leftStop(g)), "3");
 * assert.equal(formatDyadic(mean(g)), "9/4");
 * assert.equal(formatDyadic(temperature(g)), "3/4");
 * assert.equal(formatGame(cool(parseGame("{2|-1}"), parseDyadic("1/2"))), "{3/2|-1/2}");
 * ```
 *
 * @module
 */

export * from "./stops.ts";
export * from "./thermograph.ts";
export * from "./thermograph_svg.ts";
export * from "./cooling.ts";
export * from "./reduced_canonical_form.ts";
export * from "./atomic_weight.ts";
export * from "./far_star.ts";
export * from "./star_projection.ts";
