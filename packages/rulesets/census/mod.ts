/**
 * Censuses of board games: every connected Domineering position inside a board, one per
 * symmetry class that keeps the value, with canonical form, mean and temperature. The rows go to
 * the census database of `@cgt/impartial/census` (`CensusDb.addDomineering`).
 *
 * @example The hottest position inside a 2 x 3 board is the whole board
 * ```ts
 * import { domineeringCensusRow, domineeringPositions } from "@cgt/rulesets/census";
 * import assert from "node:assert/strict";
 *
 * const rows = domineeringPositions(2, 3).map(domineeringCensusRow);
 * const hot = rows.filter((r) => r.temperature === "5/4");
 * assert.deepEqual(hot.map((r) => [r.board, r.form, r.mean]), [["...|...", "{2|-1/2}", "3/4"]]);
 * ```
 *
 * @module
 */

export * from "./domineering_census.ts";
