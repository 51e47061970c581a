/**
 * The work meter of the rulesets (private): charges elementary operations to the step budget of
 * `withStepLimit` (`@cgt/partizan/game-limit`) in proportion to their number, so that a budget
 * bounds time whether a position is small or has a thousand vertices.
 *
 * @module
 */

import { spendSteps } from "@cgt/partizan/game-limit";

/**
 * Elementary operations (a vertex or edge visited, an entry moved by a sort, a word of a bitset
 * copied, a character of a key written) per step of the budget: about a microsecond of work.
 */
export const UNITS_PER_STEP = 64;

let unpaid = 0;

/**
 * Charges `units` elementary operations to the work budget, one step per {@link UNITS_PER_STEP}
 * (what is left below a step is carried to the next charge).
 */
export function chargeWork(units: number): void {
  unpaid += units;
  if (unpaid >= UNITS_PER_STEP) {
    const steps = Math.floor(unpaid / UNITS_PER_STEP);
    unpaid -= steps * UNITS_PER_STEP;
    spendSteps(steps);
  }
}
