/**
 * Generalised Sprague–Grundy values of impartial games whose positions may repeat (Smith
 * 1966; Winning Ways, ch. 12; Fraenkel's generalised Sprague–Grundy function), outcomes with
 * draws, winning and drawing moves, and outcomes of sums.
 *
 * @module
 */

import {
  checkArray,
  checkGame,
  checkInteger,
  checkOptions,
  describe,
  numberOption,
} from "./_check.ts";
import { PositionLimitError, spendSteps } from "@cgt/core/limits";
import { identityKey, type PositionKey } from "@cgt/core/position-key";
import type { ImpartialGame } from "./grundy.ts";

export type { ImpartialGame } from "./grundy.ts";
export type { PositionKey } from "@cgt/core/position-key";

/**
 * A generalised Sprague–Grundy value: a finite nim value n (the position behaves like a nim
 * heap *n in sums), or ∞ with the set K of finite values of its options (written ∞_K: a
 * position from which the player to move can at least draw, and win exactly when 0 is in K).
 */
export type LoopyGrundy =
  | { readonly kind: "finite"; readonly value: number }
  | { readonly kind: "infinite"; readonly finite: readonly number[] };

/** The outcome of an impartial game that may not end: `"D"` is a draw (play goes on for ever). */
export type LoopyImpartialOutcome = "P" | "N" | "D";

/** Options of {@link LoopyGrundySolver}. */
export interface LoopyGrundySolverOptions {
  /**
   * The most positions one call may explore (and memoise) before giving up with a
   * {@link PositionLimitError}.
   *
   * @default {1_000_000}
   */
  maxPositions?: number;
}

function checkLoopyValues(values: readonly LoopyGrundy[]): void {
  const what = "compute outcome of a loopy sum";
  checkArray(what, "values", values);
  for (const v of values) {
    const kind = typeof v === "object" && v !== null ? v.kind : undefined;
    if (kind === "finite") {
      checkInteger(what, "a finite value", (v as { value: unknown }).value);
    } else if (kind === "infinite") {
      const finite = (v as { finite: unknown }).finite;
      checkArray(what, "the finite values of ∞", finite);
      for (const f of finite as unknown[]) checkInteger(what, "a finite value", f);
    } else {
      throw new TypeError(
        `Cannot ${what}: expected values { kind: "finite", value } or { kind: "infinite", finite }, received ${
          describe(v)
        }`,
      );
    }
  }
}

/**
 * Labels every node of a finite graph with its generalised Sprague–Grundy value by Fraenkel's
 * rounds: in round i, repeatedly give the label i to an unlabelled node that has no option
 * labelled i and all of whose unlabelled or ∞ options have an option labelled i; then label ∞
 * every unlabelled node with no option labelled i; stop when no node is unlabelled. Returns the
 * labels (-1 for ∞). Cost: O((nodes + moves) * sweeps) per round.
 *
 * @param succ `succ[u]` lists the nodes reachable from node `u` in one move (nodes are 0 to
 *   `succ.length - 1`).
 * @returns The label of each node: its finite value, or -1 for ∞.
 * @throws {TypeError} If `succ` is not an array of arrays of numbers.
 * @throws {RangeError} If a successor is not a node of the graph.
 *
 * @example A node that can only move to itself is ∞; a node with no moves is 0
 * ```ts
 * import { labelGraph } from "@cgt/impartial/loopy-grundy";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual([...labelGraph([[], [0], [2]])], [0, 1, -1]);
 * ```
 */
export function labelGraph(succ: readonly (readonly number[])[]): Int32Array {
  checkArray("label graph", "succ", succ);
  const n = succ.length;
  for (let u = 0; u < n; u++) {
    const list = succ[u];
    checkArray("label graph", `succ[${u}]`, list);
    for (const v of list) checkInteger("label graph", "a successor", v, 0, n - 1);
  }
  const UNLABELLED = -2;
  const INF = -1;
  const label = new Int32Array(n).fill(UNLABELLED);
  const pred: number[][] = Array.from({ length: n }, () => []);
  for (let u = 0; u < n; u++) for (const v of succ[u]) pred[v].push(u);
  let remaining = n;
  const hasI = new Uint8Array(n);
  for (let i = 0; remaining > 0; i++) {
    hasI.fill(0);
    let changed = true;
    while (changed) {
      changed = false;
      spendSteps(1 + (n >> 6));
      for (let u = 0; u < n; u++) {
        if (label[u] !== UNLABELLED || hasI[u]) continue;
        let ok = true;
        for (const v of succ[u]) {
          if ((label[v] === UNLABELLED || label[v] === INF) && !hasI[v]) {
            ok = false;
            break;
          }
        }
        if (!ok) continue;
        label[u] = i;
        remaining--;
        changed = true;
        for (const p of pred[u]) hasI[p] = 1;
      }
    }
    for (let u = 0; u < n; u++) {
      if (label[u] === UNLABELLED && !hasI[u]) {
        label[u] = INF;
        remaining--;
      }
    }
  }
  return label;
}

/**
 * A memoising solver for the generalised Sprague–Grundy values of an impartial game whose
 * positions may repeat, given by its move generator (the {@link ImpartialGame} of
 * `@cgt/impartial/grundy`; here cycles are allowed). A call explores every position reachable
 * from its argument, labels them all (see {@link labelGraph}) and memoises the labels. Memory:
 * O(positions + moves) for one call; the memo holds at most `maxPositions` values and is
 * emptied when a call would pass that.
 *
 * @typeParam P The type of a position.
 *
 * @example Positions 0 and 1 move to each other; 2 moves to 0 or to the dead end 3
 * ```ts
 * import { LoopyGrundySolver } from "@cgt/impartial/loopy-grundy";
 * import assert from "node:assert/strict";
 *
 * const game = { options: (n: number) => [[1], [0], [0, 3], []][n] };
 * const solver = new LoopyGrundySolver(game);
 * assert.deepEqual(solver.value(3), { kind: "finite", value: 0 });
 * assert.deepEqual(solver.value(2), { kind: "infinite", finite: [0] });
 * assert.equal(solver.outcome(2), "N"); // move to 3
 * assert.equal(solver.outcome(0), "D"); // play goes round 0, 1, 0, ... for ever
 * assert.deepEqual(solver.drawingMoves(0), [1]);
 * ```
 */
export class LoopyGrundySolver<P> {
  #game: ImpartialGame<P>;
  #key: (position: P) => PositionKey;
  #memo = new Map<PositionKey, LoopyGrundy>();
  #maxPositions: number;

  /**
   * Creates a solver for `game`.
   *
   * @param game The move generator (and optional position key).
   * @param options Search limits.
   * @throws {TypeError} If `game` has no `options()` method or `options` is not an object.
   * @throws {RangeError} If `maxPositions` is not a positive integer.
   */
  constructor(game: ImpartialGame<P>, options: LoopyGrundySolverOptions = {}) {
    checkGame("create solver", game);
    checkOptions("create solver", options);
    const maxPositions = numberOption(
      "create solver",
      "maxPositions",
      options.maxPositions,
      1_000_000,
    );
    if (!(Number.isInteger(maxPositions) && maxPositions > 0) && maxPositions !== Infinity) {
      throw new RangeError(
        `Cannot create solver: maxPositions must be a positive integer, received ${
          describe(maxPositions)
        }`,
      );
    }
    this.#game = game;
    this.#key = game.key ? game.key.bind(game) : identityKey;
    this.#maxPositions = maxPositions;
  }

  /** The number of positions whose values are memoised. */
  get size(): number {
    return this.#memo.size;
  }

  /** Forgets every memoised value. */
  clear(): void {
    this.#memo.clear();
  }

  /**
   * Returns the generalised Sprague–Grundy value of `position`.
   *
   * @param position A position of the game.
   * @returns Its value: finite n, or ∞ with the finite values of its options.
   * @throws {PositionLimitError} If more than `maxPositions` positions are reachable.
   */
  value(position: P): LoopyGrundy {
    const rootKey = this.#key(position);
    const known = this.#memo.get(rootKey);
    if (known !== undefined) return known;
    const index = new Map<PositionKey, number>([[rootKey, 0]]);
    const positions: P[] = [position];
    const succ: number[][] = [];
    for (let u = 0; u < positions.length; u++) {
      spendSteps(1);
      const out: number[] = [];
      for (const option of this.#game.options(positions[u])) {
        const k = this.#key(option);
        let v = index.get(k);
        if (v === undefined) {
          if (positions.length >= this.#maxPositions) {
            throw new PositionLimitError(this.#maxPositions);
          }
          v = positions.push(option) - 1;
          index.set(k, v);
        }
        if (!out.includes(v)) out.push(v);
      }
      succ.push(out);
    }
    const label = labelGraph(succ);
    if (this.#memo.size + positions.length > this.#maxPositions) this.#memo.clear();
    for (const [k, u] of index) {
      let value: LoopyGrundy;
      if (label[u] >= 0) value = { kind: "finite", value: label[u] };
      else {
        const finite = [...new Set(succ[u].map((v) => label[v]).filter((x) => x >= 0))]
          .sort((a, b) => a - b);
        value = { kind: "infinite", finite };
      }
      this.#memo.set(k, value);
    }
    return this.#memo.get(rootKey)!;
  }

  /**
   * The outcome of `position`: `"P"` for value 0, `"N"` for a finite value above 0 or ∞_K
   * with 0 in K, and `"D"` (a draw) for ∞_K with 0 not in K (Winning Ways, ch. 12).
   *
   * @param position A position of the game.
   * @returns `"P"`, `"N"` or `"D"`.
   * @throws {PositionLimitError} If more than `maxPositions` positions are reachable.
   */
  outcome(position: P): LoopyImpartialOutcome {
    return loopySumOutcome([this.value(position)]);
  }

  /**
   * The moves that win from `position`: its options of value 0 (none from a P-position or a
   * draw), in the order the game generates them.
   *
   * @param position A position of the game.
   * @returns The winning options.
   * @throws {PositionLimitError} If more than `maxPositions` positions are reachable.
   */
  winningMoves(position: P): P[] {
    this.value(position);
    return [...this.#game.options(position)].filter((o) => {
      const v = this.value(o);
      return v.kind === "finite" && v.value === 0;
    });
  }

  /**
   * The moves that keep a draw from a drawn `position`: its options of value ∞_K with 0 not
   * in K (empty unless `position` is a draw).
   *
   * @param position A position of the game.
   * @returns The drawing options.
   * @throws {PositionLimitError} If more than `maxPositions` positions are reachable.
   */
  drawingMoves(position: P): P[] {
    if (this.outcome(position) !== "D") return [];
    return [...this.#game.options(position)].filter((o) => this.outcome(o) === "D");
  }
}

/**
 * The outcome of a sum of positions with the given generalised Sprague–Grundy values
 * (Smith's theorem; Winning Ways, ch. 12): with all values finite, `"P"` iff their nim-sum
 * is 0; with exactly one value ∞_K and the others' nim-sum s, `"N"` if s is in K, else `"D"`;
 * with two or more infinite values, `"D"`.
 *
 * @param values The values of the components.
 * @returns The outcome of their sum.
 * @throws {TypeError} If `values` is not an array of generalised Sprague–Grundy values.
 * @throws {RangeError} If a finite value is not a non-negative safe integer.
 *
 * @example
 * ```ts
 * import { loopySumOutcome } from "@cgt/impartial/loopy-grundy";
 * import assert from "node:assert/strict";
 *
 * const inf02 = { kind: "infinite", finite: [0, 2] } as const;
 * assert.equal(loopySumOutcome([{ kind: "finite", value: 3 }, { kind: "finite", value: 3 }]), "P");
 * assert.equal(loopySumOutcome([inf02, { kind: "finite", value: 2 }]), "N");
 * assert.equal(loopySumOutcome([inf02, { kind: "finite", value: 1 }]), "D");
 * assert.equal(loopySumOutcome([inf02, inf02]), "D");
 * ```
 */
export function loopySumOutcome(values: readonly LoopyGrundy[]): LoopyImpartialOutcome {
  checkLoopyValues(values);
  let s = 0;
  let infinite: LoopyGrundy | undefined;
  for (const v of values) {
    if (v.kind === "finite") s ^= v.value;
    else if (infinite !== undefined) return "D";
    else infinite = v;
  }
  if (infinite === undefined) return s === 0 ? "P" : "N";
  return (infinite as { finite: readonly number[] }).finite.includes(s) ? "N" : "D";
}

/**
 * Returns the generalised Sprague–Grundy value of one position with a fresh
 * {@link LoopyGrundySolver}.
 *
 * @param game The move generator (cycles allowed).
 * @param position The position.
 * @returns Its value.
 * @throws {PositionLimitError} If more than 1,000,000 positions are reachable.
 *
 * @example A position that can only pass to itself is a draw, ∞ with no finite options
 * ```ts
 * import { loopyGrundy } from "@cgt/impartial/loopy-grundy";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(loopyGrundy({ options: (n: number) => [n] }, 0), { kind: "infinite", finite: [] });
 * ```
 */
export function loopyGrundy<P>(game: ImpartialGame<P>, position: P): LoopyGrundy {
  return new LoopyGrundySolver(game).value(position);
}
