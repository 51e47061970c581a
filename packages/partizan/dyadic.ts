/**
 * Exact dyadic rationals n / 2^k of any size: the numbers of short games. They live in
 * `@cgt/core/dyadic`, shared by every package, and are re-exported here, where they have always
 * been.
 *
 * @example
 * ```ts
 * import { dyadic, formatDyadic } from "@cgt/partizan/dyadic";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(dyadic(6, 3)), "3/4");
 * ```
 *
 * @module
 */

export {
  addDyadic,
  compareDyadic,
  type Dyadic,
  dyadic,
  formatDyadic,
  negateDyadic,
  parseDyadic,
} from "@cgt/core/dyadic";
