/**
 * Partizan Euclid, as CGSuite defines it: a pair of numbers where Left replaces (p, q) by
 * (q, p mod q) and Right by (q, q - p mod q).
 *
 * @module
 */

import type { Game } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import { typeFail } from "../_check.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** A Partizan Euclid position: the pair `[p, q]` of non-negative integers. */
export type PartizanEuclidPosition = readonly [p: number, q: number];

/**
 * The largest number of a position. Right's move from (n + 1, n) is to (n, n - 1), so a chain
 * of play can be as long as the numbers (unlike Euclid's algorithm), and its value (`^n*` and
 * the like) as deep: the bound keeps the search within the call stack.
 */
export const MAX_PARTIZAN_EUCLID = 1000;

/** Whether play has ended: `q` is 0 or divides `p`. */
function ended([p, q]: PartizanEuclidPosition): boolean {
  return q === 0 || p % q === 0;
}

/**
 * The rules of Partizan Euclid (CGSuite's `game.heap.PartizanEuclid`): from the pair (p, q),
 * Left moves to (q, p mod q) and Right to (q, q - p mod q); there is no move when q is 0 or
 * divides p. Each player has at most one option, so a position is a chain of Euclid's
 * algorithm with a choice of remainders. Keys are the pair itself.
 *
 * @example
 * ```ts
 * import { PARTIZAN_EUCLID } from "@cgt/rulesets/partizan-euclid";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...PARTIZAN_EUCLID.leftOptions([8, 3])], [[3, 2]]);
 * assert.deepEqual([...PARTIZAN_EUCLID.rightOptions([8, 3])], [[3, 1]]);
 * ```
 */
export const PARTIZAN_EUCLID: Ruleset<PartizanEuclidPosition> = {
  name: "Partizan Euclid",
  leftOptions: (p: PartizanEuclidPosition): PartizanEuclidPosition[] =>
    ended(p) ? [] : [[p[1], p[0] % p[1]]],
  rightOptions: (p: PartizanEuclidPosition): PartizanEuclidPosition[] =>
    ended(p) ? [] : [[p[1], p[1] - (p[0] % p[1])]],
  key: ([p, q]: PartizanEuclidPosition): PositionKey => `${p},${q}`,
};

const SEARCH = new Solver(PARTIZAN_EUCLID);

/**
 * Returns the canonical value of the Partizan Euclid position (p, q) ({@link PARTIZAN_EUCLID}).
 * Values are cached across calls in one module-wide solver.
 *
 * Cost: each position has at most one option per player, but Right's options may fall by one
 * at a time ((n + 1, n) to (n, n - 1)), so up to about max(p, q) positions, each a canonical
 * form as deep: (1, 1000) takes a fraction of a second (the bound keeps half the stack the
 * command line needed for (1, 2000) free).
 *
 * @param p The first number, a non-negative integer.
 * @param q The second number, a non-negative integer.
 * @returns The canonical value.
 * @throws {TypeError} If `p` or `q` is not a number or bigint.
 * @throws {RangeError} If either is negative, not an integer or above {@link MAX_PARTIZAN_EUCLID}.
 *
 * @example CGSuite's GameHeapTest: PartizanEuclid((8, n)) for n from 0 to 8
 * ```ts
 * import { partizanEuclid } from "@cgt/rulesets/partizan-euclid";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * const row = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => formatGame(partizanEuclid(8, n)));
 * assert.deepEqual(row, ["0", "0", "0", "v", "0", "0", "^", "^5", "0"]);
 * ```
 */
export function partizanEuclid(p: number | bigint, q: number | bigint): Game {
  return SEARCH.value([checked(p, "p"), checked(q, "q")]);
}

function checked(x: unknown, name: string): number {
  const what = "evaluate Partizan Euclid";
  if (typeof x !== "number" && typeof x !== "bigint") {
    typeFail(what, `${name} must be a non-negative integer`, x);
  }
  const n = Number(x);
  if (!Number.isSafeInteger(n) || n < 0 || BigInt(x) > BigInt(MAX_PARTIZAN_EUCLID)) {
    throw new RangeError(
      `Cannot ${what}: ${name} must be an integer from 0 to ${MAX_PARTIZAN_EUCLID}, received ${x}`,
    );
  }
  return n;
}
