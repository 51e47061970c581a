/**
 * The misère outcome for `cgt value --misere`: searched on the position itself for a single ruleset position, else on the normal-play canonical form (as CGSuite does for a typed expression).
 *
 * @module
 */

import {
  type Game,
  gameMisereOutcome,
  misereOutcome,
  type Outcome,
  type Ruleset,
} from "@cgt/partizan";
import {
  AMAZONS,
  ANTI_CLOBBER,
  CLOBBER,
  COL,
  CRAM,
  CUTCAKE,
  DIGRAPH_PLACEMENT,
  DOMINEERING,
  ELEPHANTS_AND_RHINOS,
  FISSION,
  HACKENBUSH,
  KINGS_CLOBBER,
  KONANE,
  MAX_CUTCAKE_SIDE,
  parseAmazons,
  parseAntiClobber,
  parseClobber,
  parseCol,
  parseCram,
  parseDigraphPlacement,
  parseDomineering,
  parseElephantsAndRhinos,
  parseFission,
  parseHackenbush,
  parseKingsClobber,
  parseKonane,
  parseQueensClobber,
  parseRooksClobber,
  parseSkiJumps,
  parseSnort,
  parseToadsAndFrogs,
  parseTopplingDominoes,
  QUEENS_CLOBBER,
  ROOKS_CLOBBER,
  SKI_JUMPS,
  SNORT,
  TOADS_AND_FROGS,
  TOPPLING_DOMINOES,
} from "@cgt/rulesets";

/** Rulesets whose positions `cgt value --misere` searches directly, by notation name. */
// deno-lint-ignore no-explicit-any
const POSITIONS: Record<string, { ruleset: Ruleset<any>; parse: (text: string) => unknown }> = {
  domineering: { ruleset: DOMINEERING, parse: parseDomineering },
  clobber: { ruleset: CLOBBER, parse: parseClobber },
  cram: { ruleset: CRAM, parse: parseCram },
  konane: { ruleset: KONANE, parse: parseKonane },
  toads: { ruleset: TOADS_AND_FROGS, parse: parseToadsAndFrogs },
  hackenbush: { ruleset: HACKENBUSH, parse: parseHackenbush },
  toppling: { ruleset: TOPPLING_DOMINOES, parse: parseTopplingDominoes },
  col: { ruleset: COL, parse: parseCol },
  snort: { ruleset: SNORT, parse: parseSnort },
  amazons: { ruleset: AMAZONS, parse: parseAmazons },
  fission: { ruleset: FISSION, parse: parseFission },
  kings: { ruleset: KINGS_CLOBBER, parse: parseKingsClobber },
  rooks: { ruleset: ROOKS_CLOBBER, parse: parseRooksClobber },
  queens: { ruleset: QUEENS_CLOBBER, parse: parseQueensClobber },
  antiClobber: { ruleset: ANTI_CLOBBER, parse: parseAntiClobber },
  elephantsAndRhinos: { ruleset: ELEPHANTS_AND_RHINOS, parse: parseElephantsAndRhinos },
  skiJumps: { ruleset: SKI_JUMPS, parse: parseSkiJumps },
  digraphPlacement: { ruleset: DIGRAPH_PLACEMENT, parse: parseDigraphPlacement },
};

/**
 * Returns the misère outcome of `expr`, whose normal-play value is `g`: a
 * lone ruleset position such as `domineering("..|..")` (any ruleset of the
 * notation: domineering, cram, clobber, konane, toads, hackenbush, toppling,
 * col, snort, cutcake) is searched on the position (misère outcomes are not preserved by canonical forms); any other
 * expression is judged by the misère outcome of its canonical form.
 *
 * @param expr The expression as typed.
 * @param g Its normal-play canonical form.
 * @returns The misère outcome class.
 */
export function misereOutcomeOf(expr: string, g: Game): Outcome {
  const match = /^\s*([A-Za-z]+)\(\s*"([^"]*)"\s*\)\s*$/.exec(expr);
  const entry = match ? POSITIONS[match[1]] : undefined;
  if (match && entry) return misereOutcome(entry.ruleset, entry.parse(match[2]));
  const cake = /^\s*cutcake\(\s*(\d+)\s*,\s*(\d+)\s*\)\s*$/.exec(expr);
  if (cake && Number(cake[1]) <= MAX_CUTCAKE_SIDE && Number(cake[2]) <= MAX_CUTCAKE_SIDE) {
    return misereOutcome(CUTCAKE, [{ rows: Number(cake[1]), cols: Number(cake[2]) }]);
  }
  return gameMisereOutcome(g);
}
