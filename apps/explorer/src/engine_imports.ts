/**
 * The one module through which the explorer imports rulesets and the search
 * they share. The rulesets are moving from `@cgt/partizan` to
 * `@cgt/rulesets`; when they do, only this file changes.
 *
 * @module
 */

export {
  CLOBBER,
  DOMINEERING,
  formatHackenbush,
  HACKENBUSH,
  KONANE,
  parseClobber,
  parseDomineering,
  parseHackenbush,
  parseKonane,
  parseToads,
  PositionLimitError,
  RULESET_FUNCTIONS,
  TOADS_AND_FROGS,
} from "@cgt/partizan";
export type { GridPosition, HackenbushPosition, Ruleset } from "@cgt/partizan";
