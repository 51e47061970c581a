/**
 * Loopy partizan games, whose positions may repeat: values kept as their onside and offside
 * (`loopy.ts`), read and printed in CGSuite's notation (`loopy_notation.ts`), the value of a
 * `Ruleset` whose positions repeat (`loopy_ruleset.ts`), and the operations on stoppers:
 * upsum, downsum, varieties, ordinal sums, subordinates, options and followers
 * (`stopper_operations.ts`), and predicates of stoppers and sided values such as
 * infinitesimal, numberish and plumtree (`loopy_predicates.ts`).
 *
 * `@cgt/partizan/loopy` names this folder (everything `loopy.ts` exports and the rest);
 * `@cgt/partizan/loopy-notation`, `@cgt/partizan/loopy-ruleset`,
 * `@cgt/partizan/loopy-predicates` and
 * `@cgt/partizan/stopper-operations` name single modules, and
 * `@cgt/partizan` re-exports them all. The `_loopy_*.ts` helpers (graphs, simplification, the
 * interned values) are private to this folder.
 *
 * @example on + off is dud, and over is positive
 * ```ts
 * import { loopyCompare } from "@cgt/partizan/loopy";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatLoopyGame(parseLoopyGame("on + off")), "dud");
 * assert.equal(loopyCompare(parseLoopyGame("over"), parseLoopyGame("0")), ">");
 * ```
 *
 * @module
 */

export * from "./loopy.ts";
export * from "./loopy_notation.ts";
export * from "./loopy_predicates.ts";
export * from "./loopy_ruleset.ts";
export * from "./stopper_operations.ts";
