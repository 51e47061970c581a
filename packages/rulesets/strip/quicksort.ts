/**
 * Quicksort and Pseudo-Quicksort (Andreas Chen, "The Quicksort Game", 2016; cgt-tools):
 * impartial games on a sequence of distinct numbers, where a move pivots the sequence around a
 * number as the quicksort algorithm does.
 *
 * @module
 */

import { type Game, nimber } from "@cgt/partizan/game";
import type { PositionKey } from "@cgt/partizan/search";
import { typeFail } from "../_check.ts";
import { chargeWork } from "../_work.ts";
import { type ImpartialRuleset, impartialRuleset } from "../variant/impartial_ruleset.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { ImpartialRuleset } from "../variant/impartial_ruleset.ts";
export type { GrundySolver, ImpartialGame, ImpartialOutcome } from "@cgt/impartial/grundy";

/** A Quicksort position: a sequence of distinct non-negative integers. */
export type QuicksortPosition = readonly number[];

/** The longest sequence read. */
export const MAX_QUICKSORT_LENGTH = 24;

/**
 * Reads a sequence: distinct non-negative integers separated by commas (`"4,1,6,5,7,3,8,2"`).
 *
 * @param text The sequence.
 * @returns The numbers.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not integers separated by commas.
 * @throws {RangeError} If a number repeats or the sequence is longer than
 * {@link MAX_QUICKSORT_LENGTH}.
 *
 * @example
 * ```ts
 * import { parseQuicksort } from "@cgt/rulesets/quicksort";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseQuicksort("3,1,2"), [3, 1, 2]);
 * ```
 */
export function parseQuicksort(text: string): QuicksortPosition {
  if (typeof text !== "string") {
    typeFail("read Quicksort sequence", 'expected a string such as "3,1,2"', text);
  }
  const quoted = JSON.stringify(text.length > 40 ? text.slice(0, 37) + "..." : text);
  const s = text.replaceAll(" ", "");
  if (s !== "" && !/^\d{1,9}(,\d{1,9})*$/.test(s)) {
    throw new SyntaxError(
      `Cannot read Quicksort sequence: expected integers separated by commas, received ${quoted}`,
    );
  }
  const seq = s === "" ? [] : s.split(",").map(Number);
  if (seq.length > MAX_QUICKSORT_LENGTH) {
    throw new RangeError(
      `Cannot read Quicksort sequence: at most ${MAX_QUICKSORT_LENGTH} numbers, received ${quoted}`,
    );
  }
  if (new Set(seq).size !== seq.length) {
    throw new RangeError(
      `Cannot read Quicksort sequence: the numbers must be distinct, received ${quoted}`,
    );
  }
  return seq;
}

/**
 * Writes a sequence back, the inverse of {@link parseQuicksort}.
 *
 * @param position The sequence.
 * @returns The numbers separated by commas.
 * @throws {TypeError} If `position` is not an array of integers.
 *
 * @example
 * ```ts
 * import { formatQuicksort } from "@cgt/rulesets/quicksort";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatQuicksort([3, 1, 2]), "3,1,2");
 * ```
 */
export function formatQuicksort(position: QuicksortPosition): string {
  if (!Array.isArray(position) || !position.every((n) => Number.isInteger(n))) {
    typeFail("write Quicksort sequence", "expected an array of integers", position);
  }
  return position.join(",");
}

/**
 * The sequence after pivoting: the numbers below `pivot` in their order, then those equal to it
 * (Quicksort: the pivot itself; Pseudo-Quicksort: the numbers up to it go first), then the rest.
 */
function pivot(seq: QuicksortPosition, p: number, pseudo: boolean): number[] {
  const low = seq.filter((x) => (pseudo ? x <= p : x < p));
  const high = seq.filter((x) => x > p);
  return pseudo ? [...low, ...high] : [...low, p, ...high];
}

function moves(seq: QuicksortPosition, pseudo: boolean): number[][] {
  const out: number[][] = [];
  const seen = new Set<string>();
  for (const p of seq) {
    const next = pivot(seq, p, pseudo);
    const id = next.join(",");
    if (id === seq.join(",") || seen.has(id)) continue;
    seen.add(id);
    out.push(next);
  }
  chargeWork(seq.length * (seq.length + 1));
  return out;
}

/**
 * The blocks of a sequence that no move mixes: it splits wherever every number before is below
 * every number after (a pivot on one side then keeps the other side as it is, so the game is
 * the sum of the blocks). Blocks of one number have no move and are left out.
 */
function blocks(seq: QuicksortPosition): number[][] {
  const out: number[][] = [];
  let start = 0;
  let max = -1;
  const suffixMin: number[] = [];
  for (let i = seq.length - 1, m = Infinity; i >= 0; i--) suffixMin[i] = m = Math.min(m, seq[i]);
  for (let i = 0; i < seq.length; i++) {
    max = Math.max(max, seq[i]);
    if (i + 1 === seq.length || max < suffixMin[i + 1]) {
      if (i > start) out.push(seq.slice(start, i + 1));
      start = i + 1;
    }
  }
  chargeWork(2 * seq.length + 1);
  return out;
}

/** The relative order of a sequence (ranks), which is all that play depends on. */
function rankKey(seq: QuicksortPosition): PositionKey {
  const sorted = [...seq].sort((a, b) => a - b);
  return seq.map((x) => sorted.indexOf(x)).join(",");
}

function rules(pseudo: boolean): ImpartialRuleset<QuicksortPosition> {
  return impartialRuleset<QuicksortPosition>({
    options: (seq) => moves(seq, pseudo),
    key: rankKey,
    components: blocks,
  }, { name: pseudo ? "Pseudo-Quicksort" : "Quicksort" });
}

/**
 * The rules of Quicksort (Chen, 2016; cgt-tools' `Quicksort`): a player picks a number p of the
 * sequence and moves the numbers below p, in their order, before p and the numbers above p
 * after it; a pivot that changes nothing is no move. Play ends on a sorted sequence. Keys are
 * the relative order; components are the blocks split where everything before is below
 * everything after.
 *
 * @example
 * ```ts
 * import { QUICKSORT } from "@cgt/rulesets/quicksort";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...QUICKSORT.leftOptions([3, 1, 2])], [[1, 2, 3], [1, 3, 2]]);
 * ```
 */
export const QUICKSORT: ImpartialRuleset<QuicksortPosition> = rules(false);

/**
 * The rules of Pseudo-Quicksort (Chen, 2016; cgt-tools' `PseudoQuicksort`): as Quicksort, but
 * the pivot is p + 1/2 for a number p of the sequence: the numbers up to p go first, then the
 * rest, each in their order.
 *
 * @example
 * ```ts
 * import { PSEUDO_QUICKSORT } from "@cgt/rulesets/quicksort";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...PSEUDO_QUICKSORT.leftOptions([3, 1, 2])], [[1, 3, 2], [1, 2, 3]]);
 * ```
 */
export const PSEUDO_QUICKSORT: ImpartialRuleset<QuicksortPosition> = rules(true);

/**
 * Returns the value (a nimber) of a Quicksort sequence ({@link QUICKSORT}). Grundy values are
 * cached across calls in one module-wide solver.
 *
 * Cost: the positions are the sequences pivots can reach (at most the orderings of the numbers
 * that keep each pivot's sides), searched block by block.
 *
 * @param text The sequence in the notation of {@link parseQuicksort}.
 * @returns The nimber.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not integers separated by commas.
 * @throws {RangeError} If a number repeats or it is too long.
 *
 * @example cgt-tools' tests of Quicksort
 * ```ts
 * import { quicksort } from "@cgt/rulesets/quicksort";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(quicksort("1,2,3,6,5,4")), "*2");
 * assert.equal(formatGame(quicksort("4,1,6,5,7,3,8,2")), "*5");
 * ```
 */
export function quicksort(text: string): Game {
  return nimber(QUICKSORT.solver.grundy(parseQuicksort(text)));
}

/**
 * Returns the value (a nimber) of a Pseudo-Quicksort sequence ({@link PSEUDO_QUICKSORT}).
 *
 * @param text The sequence in the notation of {@link parseQuicksort}.
 * @returns The nimber.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not integers separated by commas.
 * @throws {RangeError} If a number repeats or it is too long.
 *
 * @example cgt-tools' tests of Pseudo-Quicksort
 * ```ts
 * import { pseudoQuicksort } from "@cgt/rulesets/quicksort";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(pseudoQuicksort("1,2,3,6,5,4")), "0");
 * assert.equal(formatGame(pseudoQuicksort("4,1,6,5,7,8,2,3")), "*3");
 * ```
 */
export function pseudoQuicksort(text: string): Game {
  return nimber(PSEUDO_QUICKSORT.solver.grundy(parseQuicksort(text)));
}
