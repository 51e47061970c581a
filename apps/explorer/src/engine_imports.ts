/**
 * The one module through which the explorer imports rulesets and the search
 * limit they report. The rulesets live in `@cgt/rulesets`, and the boards the
 * explorer edits are read from its catalogue; if they move again, only this
 * file changes.
 *
 * @module
 */

// Subpaths, not the main entry: the main entry holds parallelValue, whose worker bundle the page
// has no use for.
export {
  CATALOG,
  type CatalogEntry,
  catalogEntry,
  type GraphBoard,
  type GraphLabel,
  type PositionRules,
} from "@cgt/rulesets/catalog";
export {
  formatGraphNotation,
  type GraphNotationRules,
  parseGraphNotation,
} from "@cgt/rulesets/graph-notation";
export { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
export { valueTable } from "@cgt/rulesets/value-table";
export { heapRuleGame, parseHeapRule } from "@cgt/rulesets/heap-rule";
export { BOARD_COLOURS, PIECE_SIDES } from "@cgt/rulesets/display";
export { PositionLimitError, type Ruleset } from "@cgt/partizan";
export { positionOf, type RulesetPosition } from "@cgt/partizan/ruleset-function";
export {
  BACKSLIDING_TOADS_AND_FROGS,
  MAX_BACKSLIDING_LENGTH,
} from "@cgt/rulesets/backsliding-toads-and-frogs";
export { windUpRuleset } from "@cgt/rulesets/wind-up";
export { MAX_WEIGHTED_ARC_KAYLES_WEIGHT } from "@cgt/rulesets/weighted-arc-kayles";
export {
  foxAndGeesePosition,
  foxAndGeeseRuleset,
  MAX_FOX_AND_GEESE_ROWS,
  MAX_FOX_AND_GEESE_WIDTH,
} from "@cgt/rulesets/fox-and-geese";
export { LOOPY_RULESET_FUNCTIONS } from "@cgt/rulesets/loopy-rulesets";
export { formatLoopyGame, type LoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
