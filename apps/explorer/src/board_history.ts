/**
 * Undo and redo for the Board view: a pure model of the states before and after the one shown
 * (the page keeps one and replaces it on each edit, move, undo or redo). No DOM, no engine.
 *
 * @module
 */

/** The most states kept for undo; older ones are forgotten. */
export const MAX_BOARD_HISTORY = 1000;

/** The state shown, the states before it (for undo) and after it (for redo). */
export interface History<T> {
  /** The state shown. */
  readonly now: T;
  /** Earlier states, oldest first. */
  readonly past: readonly T[];
  /** States undone, the next one to redo last. */
  readonly future: readonly T[];
}

/**
 * A history holding only `now`.
 *
 * @param now The state shown.
 * @returns The history.
 *
 * @example
 * ```ts
 * import { newHistory } from "./board_history.ts";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(newHistory(1), { now: 1, past: [], future: [] });
 * ```
 */
export function newHistory<T>(now: T): History<T> {
  return { now, past: [], future: [] };
}

/**
 * The history after a new state (an edit or a move): `now` joins the past and what was undone
 * is forgotten. At most {@link MAX_BOARD_HISTORY} past states are kept.
 *
 * @param history The history.
 * @param next The new state.
 * @returns The new history.
 *
 * @example
 * ```ts
 * import { newHistory, recordState } from "./board_history.ts";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(recordState(newHistory(1), 2), { now: 2, past: [1], future: [] });
 * ```
 */
export function recordState<T>(history: History<T>, next: T): History<T> {
  const past = [...history.past, history.now];
  return { now: next, past: past.slice(-MAX_BOARD_HISTORY), future: [] };
}

/**
 * The history with up to `steps` states taken back (unchanged when there is none).
 *
 * @param history The history.
 * @param steps How many states to take back (against the computer, its reply and your move).
 * @returns The new history.
 *
 * @example
 * ```ts
 * import { newHistory, recordState, undoState } from "./board_history.ts";
 * import assert from "node:assert/strict";
 *
 * const h = undoState(recordState(newHistory(1), 2));
 * assert.deepEqual(h, { now: 1, past: [], future: [2] });
 * ```
 */
export function undoState<T>(history: History<T>, steps = 1): History<T> {
  let h = history;
  for (let k = 0; k < steps && h.past.length > 0; k++) {
    h = { now: h.past.at(-1)!, past: h.past.slice(0, -1), future: [...h.future, h.now] };
  }
  return h;
}

/**
 * The history with up to `steps` undone states made again (unchanged when there is none).
 *
 * @param history The history.
 * @param steps How many states to make again.
 * @returns The new history.
 *
 * @example
 * ```ts
 * import { newHistory, recordState, redoState, undoState } from "./board_history.ts";
 * import assert from "node:assert/strict";
 *
 * const h = recordState(newHistory(1), 2);
 * assert.deepEqual(redoState(undoState(h)), h);
 * ```
 */
export function redoState<T>(history: History<T>, steps = 1): History<T> {
  let h = history;
  for (let k = 0; k < steps && h.future.length > 0; k++) {
    h = { now: h.future.at(-1)!, past: [...h.past, h.now], future: h.future.slice(0, -1) };
  }
  return h;
}
