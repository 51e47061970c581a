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
  CLOBBER,
  COL,
  CRAM,
  CUTCAKE,
  DOMINEERING,
  HACKENBUSH,
  KONANE,
  MAX_CUTCAKE_SIDE,
  parseClobber,
  parseCol,
  parseCram,
  parseDomineering,
  parseHackenbush,
  parseKonane,
  parseSnort,
  parseToadsAndFrogs,
  parseTopplingDominoes,
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
  const match = /^\s*([a-z]+)\(\s*"([^"]*)"\s*\)\s*$/.exec(expr);
  const entry = match ? POSITIONS[match[1]] : undefined;
  if (match && entry) return misereOutcome(entry.ruleset, entry.parse(match[2]));
  const cake = /^\s*cutcake\(\s*(\d+)\s*,\s*(\d+)\s*\)\s*$/.exec(expr);
  if (cake && Number(cake[1]) <= MAX_CUTCAKE_SIDE && Number(cake[2]) <= MAX_CUTCAKE_SIDE) {
    return misereOutcome(CUTCAKE, [{ rows: Number(cake[1]), cols: Number(cake[2]) }]);
  }
  return gameMisereOutcome(g);
}
