/**
 * Impartial games as rulesets: `impartialRuleset`, the bridge from any `ImpartialGame` of
 * `@cgt/impartial`, and `impartialVariant`, the game where both players have the union of
 * Left's and Right's moves of any `Ruleset`. Each module is also its own subpath export
 * (`@cgt/rulesets/impartial-ruleset`, `@cgt/rulesets/impartial-variant`); this one gathers them.
 *
 * @example Impartial Domineering on a row is Dawson's Kayles
 * ```ts
 * import { impartialVariant } from "@cgt/rulesets/variant";
 * import { DOMINEERING, parseDomineering } from "@cgt/rulesets/grid";
 * import assert from "node:assert/strict";
 *
 * assert.equal(impartialVariant(DOMINEERING).solver.grundy(parseDomineering("....")), 2);
 * ```
 *
 * @module
 */

export * from "./impartial_ruleset.ts";
export * from "./impartial_variant.ts";
export * from "./dicotic_variant.ts";
export * from "./twisted_variant.ts";
