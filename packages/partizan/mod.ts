/**
 * Partizan combinatorial games: exact values {L | R} and the numbers among
 * them. This first release holds the exact dyadic rationals that number
 * values are made of; canonical forms, comparison and thermography build on it.
 *
 * @example Exact dyadic arithmetic
 * ```ts
 * import { addDyadic, compareDyadic, formatDyadic, parseDyadic } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const sum = addDyadic(parseDyadic("3/4"), parseDyadic("-1/8"));
 * assert.equal(formatDyadic(sum), "5/8");
 * assert.equal(compareDyadic(sum, parseDyadic("1/2")), 1);
 * ```
 *
 * @module
 */

export * from "./dyadic.ts";
