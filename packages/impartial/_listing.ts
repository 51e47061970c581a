/**
 * The bound and the charge of listing a heap position's options (private): each option past the
 * first 64 costs a step of the work budget, and a listing past {@link MAX_LISTED_HEAPS} heaps
 * stops with a RangeError.
 *
 * @module
 */

import { spendSteps } from "@cgt/core/limits";
import { MAX_LISTED_HEAPS } from "./grundy.ts";

/**
 * The options of a position listed without charging the work budget; each one past them costs a
 * step (so small positions cost what they did, and a listing of millions stops at the budget).
 */
const FREE_OPTIONS = 64;

/** `position` as an error message quotes it: its heaps in brackets, at most 40 characters. */
function quoteHeaps(position: readonly number[]): string {
  const text = `[${position.join(",")}]`;
  return text.length <= 40 ? text : `${text.slice(0, 37)}...`;
}

/** The running count of one listing of the options of `position`. */
export class Listing {
  #what: string;
  #position: readonly number[];
  #options = 0;
  #heaps = 0;

  /** Starts the count of a listing for the error message `Cannot ${what}: ...`. */
  constructor(what: string, position: readonly number[]) {
    this.#what = what;
    this.#position = position;
  }

  /**
   * Counts one more option of `heaps` heaps, before it is built.
   *
   * @throws {RangeError} If the listing would hold more than {@link MAX_LISTED_HEAPS} heaps.
   * @throws {LimitError} If the work budget is spent.
   */
  add(heaps: number): void {
    this.#heaps += heaps + 1;
    if (this.#heaps > MAX_LISTED_HEAPS) {
      throw new RangeError(
        `Cannot ${this.#what}: the options would hold more than ${MAX_LISTED_HEAPS} heaps (MAX_LISTED_HEAPS; each option counts its heaps and one more), received ${
          quoteHeaps(this.#position)
        }`,
      );
    }
    if (++this.#options > FREE_OPTIONS) spendSteps(1);
  }
}
