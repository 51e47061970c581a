/**
 * The one module through which the explorer imports rulesets and the search
 * limit they report. The rulesets live in `@cgt/rulesets`; if they move
 * again, only this file changes.
 *
 * @module
 */

export {
  AMAZONS,
  CLOBBER,
  DOMINEERING,
  formatHackenbush,
  HACKENBUSH,
  KONANE,
  parseAmazons,
  parseClobber,
  parseDomineering,
  parseHackenbush,
  parseKonane,
  parseToadsAndFrogs as parseToads,
  RULESET_FUNCTIONS,
  TOADS_AND_FROGS,
} from "@cgt/rulesets";
export type { GridPosition, HackenbushPosition } from "@cgt/rulesets";
export { PositionLimitError, type Ruleset } from "@cgt/partizan";
