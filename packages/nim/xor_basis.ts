/**
 * A linear basis over GF(2) of non-negative integers (an "XOR basis").
 *
 * @module
 */

import { nimSum } from "@cgt/impartial/nim-sum";
import { checkInt, hasBit, highBit } from "./_heaps.ts";

const BITS = 53;

function checkValue(value: number, what: string): void {
  checkInt(value, what, "the value");
}

/**
 * A linear basis over GF(2) of non-negative safe integers (below 2^53), seen
 * as bit vectors: the span of the inserted values is the set of XORs of their
 * subsets. The basis is kept in echelon form, one vector per leading bit, so
 * every operation costs O(53) word operations and the basis holds at most 53
 * vectors (memory O(1)).
 *
 * Correctness rests on Gaussian elimination: inserting x reduces it by the
 * stored vectors from the top bit down; the remainder is 0 exactly when x was
 * already in the span, and otherwise has a leading bit no stored vector has,
 * so storing it keeps the echelon form.
 *
 * @example New Nim style independence test
 * ```ts
 * import { XorBasis } from "@cgt/nim/xor-basis";
 * import assert from "node:assert/strict";
 *
 * const basis = new XorBasis();
 * assert.equal(basis.insert(5), true);
 * assert.equal(basis.insert(3), true);
 * assert.equal(basis.insert(6), false); // 6 = 5 XOR 3
 * assert.equal(basis.rank, 2);
 * assert.equal(basis.contains(6), true);
 * assert.equal(basis.maxXor(), 6);
 * ```
 */
export class XorBasis {
  // #rows[b] is 0 or a vector whose highest set bit is b.
  #rows = new Float64Array(BITS);
  #rank = 0;

  /** The number of independent vectors inserted so far (the dimension of the span). */
  get rank(): number {
    return this.#rank;
  }

  /**
   * Adds `value` to the basis if it is not in the span of the values already
   * inserted.
   *
   * @param value A non-negative safe integer.
   * @returns `true` if `value` was independent (the rank grew), `false` if it
   * is the XOR of a subset of earlier values (0 is always dependent).
   * @throws {RangeError} If `value` is not a non-negative safe integer.
   *
   * @example
   * ```ts
   * import { XorBasis } from "@cgt/nim/xor-basis";
   * import assert from "node:assert/strict";
   *
   * const basis = new XorBasis();
   * assert.deepEqual([1, 2, 3, 4].map((v) => basis.insert(v)), [true, true, false, true]);
   * ```
   */
  insert(value: number): boolean {
    checkValue(value, "insert into XOR basis");
    const rest = this.#reduce(value);
    if (rest === 0) return false;
    this.#rows[highBit(rest)] = rest;
    this.#rank++;
    return true;
  }

  /**
   * Returns the least element of the coset `value ⊕ span`: `value` with every
   * leading bit of the basis cleared by XOR with basis vectors. It is 0
   * exactly when `value` is in the span.
   *
   * @param value A non-negative safe integer.
   * @returns The reduced value.
   * @throws {RangeError} If `value` is not a non-negative safe integer.
   *
   * @example
   * ```ts
   * import { XorBasis } from "@cgt/nim/xor-basis";
   * import assert from "node:assert/strict";
   *
   * const basis = new XorBasis();
   * basis.insert(4);
   * assert.equal(basis.reduce(6), 2);
   * ```
   */
  reduce(value: number): number {
    checkValue(value, "reduce by XOR basis");
    return this.#reduce(value);
  }

  /**
   * Whether `value` is the XOR of some subset of the inserted values (the
   * empty subset gives 0).
   *
   * @param value A non-negative safe integer.
   * @returns `true` if `value` lies in the span.
   * @throws {RangeError} If `value` is not a non-negative safe integer.
   *
   * @example
   * ```ts
   * import { XorBasis } from "@cgt/nim/xor-basis";
   * import assert from "node:assert/strict";
   *
   * const basis = new XorBasis();
   * basis.insert(12);
   * basis.insert(10);
   * assert.equal(basis.contains(6), true);
   * assert.equal(basis.contains(2), false);
   * ```
   */
  contains(value: number): boolean {
    checkValue(value, "test XOR basis membership");
    return this.#reduce(value) === 0;
  }

  /**
   * Returns the largest value of `start ⊕ x` over all x in the span, by
   * setting bits greedily from the top: a basis vector is used exactly when
   * it turns its leading bit on, which no later (lower) vector can undo.
   *
   * @param start The value to combine with, 0 by default (then the result is
   * the maximum XOR of a subset of the inserted values).
   * @returns The maximum.
   * @throws {RangeError} If `start` is not a non-negative safe integer.
   *
   * @example
   * ```ts
   * import { XorBasis } from "@cgt/nim/xor-basis";
   * import assert from "node:assert/strict";
   *
   * const basis = new XorBasis();
   * for (const v of [9, 8, 5]) basis.insert(v);
   * assert.equal(basis.maxXor(), 13);
   * assert.equal(basis.maxXor(2), 15);
   * ```
   */
  maxXor(start = 0): number {
    checkValue(start, "compute maximum XOR");
    let result = start;
    for (let bit = BITS - 1; bit >= 0; bit--) {
      const row = this.#rows[bit];
      if (row !== 0 && !hasBit(result, bit)) result = nimSum(result, row);
    }
    return result;
  }

  /**
   * Returns the basis vectors in echelon form, largest leading bit first.
   *
   * @returns A fresh array of `rank` values with distinct leading bits.
   *
   * @example
   * ```ts
   * import { XorBasis } from "@cgt/nim/xor-basis";
   * import assert from "node:assert/strict";
   *
   * const basis = new XorBasis();
   * for (const v of [3, 1, 2]) basis.insert(v);
   * assert.deepEqual(basis.vectors(), [3, 1]);
   * ```
   */
  vectors(): number[] {
    const out: number[] = [];
    for (let bit = BITS - 1; bit >= 0; bit--) if (this.#rows[bit] !== 0) out.push(this.#rows[bit]);
    return out;
  }

  #reduce(value: number): number {
    let x = value;
    while (x !== 0) {
      const row = this.#rows[highBit(x)];
      if (row === 0) return this.#clearLower(x);
      x = nimSum(x, row);
    }
    return 0;
  }

  // Clears the lower pivot bits of x once its leading bit is free.
  #clearLower(value: number): number {
    let x = value;
    for (let bit = highBit(x) - 1; bit >= 0; bit--) {
      const row = this.#rows[bit];
      if (row !== 0 && hasBit(x, bit)) x = nimSum(x, row);
    }
    return x;
  }
}
