/**
 * The octal codes of a census: every code 0.d1...dD with up to D digits, one per class of codes
 * with the same moves.
 *
 * @module
 */

import { checkInteger } from "../_check.ts";

/** The most digits after the point an octal census may enumerate (8^6 - 1 = 262,143 codes). */
export const MAX_CENSUS_DIGITS = 6;

/** A class of octal codes with identical move sets, and the code that represents it. */
export interface OctalCodeClass {
  /** The representative: `0.d1...dk` with its last digit nonzero. */
  code: string;
  /** Every spelling of the class within the census (the representative first). */
  members: readonly string[];
  /** Why the members have the same moves, or `"only this code"`. */
  reason: string;
}

/**
 * Lists the classes of octal codes `0.d1...dk` with 1 <= k <= `digits` digits (each 0-7), one
 * class per set of moves, in the order of the census: by number of digits, then by the digits
 * read as a number (0.1, ..., 0.7, 0.01, ..., 0.77, 0.001, ...).
 *
 * Which codes are merged, and why no other pair is:
 * - Trailing zeros allow nothing (digit 0: no move removes k tokens), so `0.d1...dk0...0` has
 *   the moves of `0.d1...dk`; each class is represented by the spelling without trailing zeros,
 *   and its other members are the spellings with zeros appended up to `digits` digits. The code
 *   of all zeros (no move at all) is not listed.
 * - No other two codes share their moves. Bit 1 of digit k is the only move from a heap of k to
 *   nothing, bit 2 the only move from a heap of k + 1 to a heap of 1 (removing k), bit 4 the only
 *   move from a heap of k + 2 to heaps 1 and 1; each of these moves exists (the heap sizes k,
 *   k + 1, k + 2 are never empty of them), so two codes with the same moves have the same bits.
 *   (Codes whose Grundy values merely coincide, such as 0.3 and 0.7, are different games and both
 *   stay.)
 *
 * Costs O(8^digits) time and memory.
 *
 * @param digits The largest number of digits after the point, 1 to {@link MAX_CENSUS_DIGITS}.
 * @returns The classes, 8^digits - 1 of them.
 * @throws {TypeError} If `digits` is not a number.
 * @throws {RangeError} If `digits` is not an integer from 1 to {@link MAX_CENSUS_DIGITS}.
 *
 * @example The two-digit codes
 * ```ts
 * import { octalCodeClasses } from "@cgt/impartial/census";
 * import assert from "node:assert/strict";
 *
 * const classes = octalCodeClasses(2);
 * assert.equal(classes.length, 63);
 * assert.deepEqual(classes[0].members, ["0.1", "0.10"]);
 * assert.equal(classes[7].code, "0.01");
 * assert.equal(classes.at(-1)?.code, "0.77");
 * ```
 */
export function octalCodeClasses(digits: number): OctalCodeClass[] {
  checkInteger("list octal codes", "digits", digits, 1, MAX_CENSUS_DIGITS);
  const classes: OctalCodeClass[] = [];
  for (let k = 1; k <= digits; k++) {
    for (let i = 0; i < 8 ** k; i++) {
      if (i % 8 === 0) continue; // last digit zero: listed with fewer digits
      const code = `0.${i.toString(8).padStart(k, "0")}`;
      const members = [code];
      for (let z = k + 1; z <= digits; z++) members.push(code + "0".repeat(z - k));
      classes.push({
        code,
        members,
        reason: members.length === 1
          ? "only this code"
          : "trailing zeros allow no move, so these spellings have the same moves",
      });
    }
  }
  return classes;
}

/**
 * Whether the class at `index` in the census order belongs to shard `shard` of `shards`: shards
 * take the classes in turn (index modulo `shards`), so each gets codes of every length and the
 * split depends only on the order of {@link octalCodeClasses}.
 *
 * @param index The class's position in the census order (from 0).
 * @param shard The shard, from 0 to `shards` - 1.
 * @param shards The number of shards (at least 1).
 * @returns Whether the shard computes it.
 * @throws {TypeError} If an argument is not a number.
 * @throws {RangeError} If an argument is out of range.
 *
 * @example Three shards of seven codes
 * ```ts
 * import { inShard, octalCodeClasses } from "@cgt/impartial/census";
 * import assert from "node:assert/strict";
 *
 * const codes = octalCodeClasses(1).filter((_, i) => inShard(i, 1, 3)).map((c) => c.code);
 * assert.deepEqual(codes, ["0.2", "0.5"]);
 * ```
 */
export function inShard(index: number, shard: number, shards: number): boolean {
  checkInteger("choose a shard", "shards", shards, 1);
  checkInteger("choose a shard", "shard", shard, 0, shards - 1);
  checkInteger("choose a shard", "index", index);
  return index % shards === shard;
}
