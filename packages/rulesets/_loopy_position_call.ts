/**
 * The shape of a loopy ruleset's call read as rules and a position (private to the package).
 *
 * @module
 */

import type { Ruleset } from "@cgt/partizan/search";

/** A loopy ruleset call read as its rules and position, with the printer of its positions. */
export interface LoopyPositionCall<P = unknown> {
  /** The rules (positions may repeat). */
  readonly ruleset: Ruleset<P>;
  /** The position the call names. */
  readonly position: P;
  /** Writes a position of `ruleset` as notation that reads it back (a call, or a value). */
  readonly format: (position: P) => string;
}
