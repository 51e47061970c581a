/**
 * Generalised Wythoff, CGSuite's `GenWythoff(bound)` with the Fraenkel-Tanny bounding functions
 * `k -> times * k + plus`: Wythoff's game (`k + 1`), Fraenkel's r-Wythoff (`k + r`) and the like.
 *
 * @module
 */

import { nimber } from "@cgt/partizan/game";
import type { Game } from "@cgt/partizan/game";
import type { PositionKey } from "@cgt/partizan/search";
import { registerCache } from "@cgt/core/caches";
import { typeFail } from "../_check.ts";
import { chargeWork } from "../_work.ts";
import { type ImpartialRuleset, impartialRuleset } from "../variant/impartial_ruleset.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { ImpartialRuleset } from "../variant/impartial_ruleset.ts";
export type { GrundySolver, ImpartialGame, ImpartialOutcome } from "@cgt/impartial/grundy";

/** A position: the two heaps `[m, n]`. */
export type GenWythoffPosition = readonly [m: number, n: number];

/** The bounding function `k -> times * k + plus`, as named options (Wythoff's game by default). */
export interface GenWythoffOptions {
  /**
   * The factor of `k` in the bound.
   * @default {1}
   */
  readonly times?: number;
  /**
   * The constant of the bound.
   * @default {1}
   */
  readonly plus?: number;
}

/** The largest heap (positions are m by n, each with up to about m + n + m * bound options). */
export const MAX_GEN_WYTHOFF_HEAP = 200;

/** The largest `times` or `plus` of a bound. */
export const MAX_GEN_WYTHOFF_BOUND = 1000;

/**
 * The options of (m, n), word for word from CGSuite's GenWythoff: any number from one heap, or
 * k from the first and l from the second with k <= l < bound(k) (k up to the smaller heap), or
 * l from the second and k from the first with l < k < bound(l).
 */
function wythoffOptions(
  bound: (k: number) => number,
  [m, n]: GenWythoffPosition,
): GenWythoffPosition[] {
  const out: GenWythoffPosition[] = [];
  for (let a = 1; a <= m; a++) out.push([m - a, n]);
  for (let b = 1; b <= n; b++) out.push([m, n - b]);
  const diag = Math.min(m, n);
  for (let k = 1; k <= diag; k++) {
    for (let l = k; l <= Math.min(bound(k) - 1, n); l++) out.push([m - k, n - l]);
  }
  for (let l = 1; l <= diag; l++) {
    for (let k = l + 1; k <= Math.min(bound(l) - 1, m); k++) out.push([m - k, n - l]);
  }
  chargeWork(out.length + 1);
  return out;
}

function checkedOptions(o: GenWythoffOptions | undefined): { times: number; plus: number } {
  const what = "make GenWythoff ruleset";
  if (o === undefined) return { times: 1, plus: 1 };
  if (o === null || typeof o !== "object") typeFail(what, "options must be an object", o);
  const times = o.times ?? 1;
  const plus = o.plus ?? 1;
  for (const [x, name] of [[times, "times"], [plus, "plus"]] as const) {
    if (typeof x !== "number") typeFail(what, `${name} must be an integer`, x);
    if (!Number.isSafeInteger(x) || x < 0 || x > MAX_GEN_WYTHOFF_BOUND) {
      throw new RangeError(
        `Cannot ${what}: ${name} must be an integer from 0 to ${MAX_GEN_WYTHOFF_BOUND}, received ${x}`,
      );
    }
  }
  return { times, plus };
}

/**
 * Returns the `GenWythoff` ruleset with the bound `k -> times * k + plus` (CGSuite's
 * `game.heap.GenWythoff(k -> times * k + plus)`): from heaps (m, n), take any number from one
 * heap, or k from one and l from the other with 0 < k <= l < bound(k). `plus: r` is Fraenkel's
 * r-Wythoff (|k - l| < r); the defaults give Wythoff's game. Impartial; keys are the pair.
 *
 * @param options The bound.
 * @returns The ruleset, with its Grundy solver.
 * @throws {TypeError} If an option is not a number.
 * @throws {RangeError} If it is not an integer from 0 to {@link MAX_GEN_WYTHOFF_BOUND}.
 *
 * @example CGSuite's GameHeapTest: Wythoff((10,10)) has 30 options, GenWythoff(x -> x + 2) 48
 * ```ts
 * import { genWythoffRuleset } from "@cgt/rulesets/gen-wythoff";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...genWythoffRuleset().leftOptions([10, 10])].length, 30);
 * assert.equal([...genWythoffRuleset({ plus: 2 }).leftOptions([10, 10])].length, 48);
 * ```
 */
export function genWythoffRuleset(
  options?: GenWythoffOptions,
): ImpartialRuleset<GenWythoffPosition> {
  const { times, plus } = checkedOptions(options);
  const bound = (k: number): number => times * k + plus;
  return impartialRuleset<GenWythoffPosition>({
    options: (p: GenWythoffPosition): GenWythoffPosition[] => wythoffOptions(bound, p),
    key: ([m, n]: GenWythoffPosition): PositionKey => `${m},${n}`,
  }, { name: "GenWythoff" });
}

/** The most bounds kept with their Grundy tables between calls. */
export const MAX_GEN_WYTHOFF_RULESETS = 8;

const RECENT = new Map<string, ImpartialRuleset<GenWythoffPosition>>();
registerCache("GenWythoff rulesets", RECENT);

function checkHeap(x: unknown, name: string): number {
  const what = "evaluate GenWythoff position";
  if (typeof x !== "number" && typeof x !== "bigint") {
    typeFail(what, `${name} must be a non-negative integer`, x);
  }
  const n = Number(x);
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_GEN_WYTHOFF_HEAP) {
    throw new RangeError(
      `Cannot ${what}: ${name} must be an integer from 0 to ${MAX_GEN_WYTHOFF_HEAP}, received ${x}`,
    );
  }
  return n;
}

/**
 * Returns the value (a nimber) of the heaps (m, n) in CGSuite's `GenWythoff(k -> times * k +
 * plus)` (see {@link genWythoffRuleset}). The rulesets of the last few bounds are kept with
 * their tables; `clearCaches()` frees them.
 *
 * Cost: up to (m + 1)(n + 1) positions, each with up to m + n + min(m, n) * bound options.
 *
 * @param m The first heap, 0 to {@link MAX_GEN_WYTHOFF_HEAP}.
 * @param n The second heap, 0 to {@link MAX_GEN_WYTHOFF_HEAP}.
 * @param options The bound; Wythoff's game by default.
 * @returns The nimber.
 * @throws {TypeError} If a heap or option is not a number.
 * @throws {RangeError} If a heap or option is out of range.
 *
 * @example CGSuite's GameHeapTest: Wythoff((10, n)) and GenWythoff(x -> x + 2)((10, n))
 * ```ts
 * import { genWythoff } from "@cgt/rulesets/gen-wythoff";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([0, 1, 2, 3, 6].map((n) => formatGame(genWythoff(10, n))), [
 *   "*10", "*11", "*9", "*8", "0",
 * ]);
 * assert.equal(formatGame(genWythoff(10, 4, { plus: 2 })), "0");
 * ```
 */
export function genWythoff(
  m: number | bigint,
  n: number | bigint,
  options?: GenWythoffOptions,
): Game {
  const position: GenWythoffPosition = [checkHeap(m, "m"), checkHeap(n, "n")];
  const { times, plus } = checkedOptions(options);
  const id = `${times},${plus}`;
  let rules = RECENT.get(id);
  if (rules === undefined) {
    rules = genWythoffRuleset({ times, plus });
    if (RECENT.size >= MAX_GEN_WYTHOFF_RULESETS) RECENT.delete(RECENT.keys().next().value!);
  } else {
    RECENT.delete(id);
  }
  RECENT.set(id, rules);
  return nimber(rules.solver.grundy(position));
}
