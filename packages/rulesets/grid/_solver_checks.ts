/**
 * What the bitboard outcome solvers of `grid/` share outside their search (private to `grid/`):
 * the checks of their options, each throwing in the library's "Cannot <what>: <why>, received
 * <value>" form, and the solution they return. Nothing here runs per node.
 *
 * @module
 */

import { checkNumberOptions, typeFail } from "../_check.ts";

/** The search nodes one call may visit by default (`maxNodes`). */
export const DEFAULT_MAX_NODES = 1_000_000_000;
/** The slots of a table by default (`maxTableEntries`). */
export const DEFAULT_TABLE_ENTRIES: number = 1 << 22;
/** The most slots of a transposition table (`maxTableEntries` past it is taken as this). */
export const MAX_TABLE_SLOTS: number = 1 << 26;
/** The fewest slots of a transposition table. */
export const MIN_TABLE_SLOTS = 1024;

/** Who wins a board moving first, and how: what the solvers' `solve` returns. */
export interface OutcomeSolution {
  /** `"L"`, `"R"`, `"N"` or `"P"`: who wins whoever starts, or which player to move wins. */
  readonly outcome: "L" | "R" | "N" | "P";
  /** Whether Left wins moving first. */
  readonly leftFirst: boolean;
  /** Whether Right wins moving first. */
  readonly rightFirst: boolean;
  /** A winning first move of Left, as the board after it, when `leftFirst`. */
  readonly leftMove?: string;
  /** A winning first move of Right, as the board after it, when `rightFirst`. */
  readonly rightMove?: string;
  /** The search nodes visited. */
  readonly nodes: number;
}

/** A thread's part in a shared search, as the solvers that take `sharing` read it. */
export interface SolverSharing {
  readonly memory: SharedArrayBuffer;
  readonly thread: number;
  readonly threads: number;
  readonly poll?: () => void;
}

/**
 * The solution whose winning moves are given (undefined: that player loses moving first), with
 * the outcome they make.
 */
export function solution(
  leftMove: string | undefined,
  rightMove: string | undefined,
  nodes: number,
): OutcomeSolution {
  const leftFirst = leftMove !== undefined;
  const rightFirst = rightMove !== undefined;
  return {
    outcome: leftFirst ? (rightFirst ? "N" : "L") : (rightFirst ? "R" : "P"),
    leftFirst,
    rightFirst,
    ...(leftMove !== undefined ? { leftMove } : {}),
    ...(rightMove !== undefined ? { rightMove } : {}),
    nodes,
  };
}

/**
 * Throws a TypeError unless `options` is an object whose fields `numbers` are numbers where
 * given.
 */
export function checkOptions(what: string, options: unknown, numbers: readonly string[]): void {
  if (options === null || typeof options !== "object") {
    typeFail(what, "options must be an object", options);
  }
  checkNumberOptions(what, options, numbers);
}

/** Returns `maxNodes`; throws a RangeError unless it is a positive integer. */
export function checkMaxNodes(what: string, maxNodes: number): number {
  if (!(Number.isSafeInteger(maxNodes) && maxNodes >= 1)) {
    throw new RangeError(
      `Cannot ${what}: maxNodes must be a positive integer, received ${maxNodes}`,
    );
  }
  return maxNodes;
}

/**
 * The slots of a table asked to have `entries`: the greatest power of two at most `entries`
 * and {@link MAX_TABLE_SLOTS}; throws a RangeError unless `entries` is an integer of at least
 * {@link MIN_TABLE_SLOTS}.
 */
export function tableSlots(what: string, entries: number): number {
  if (!(Number.isSafeInteger(entries) && entries >= MIN_TABLE_SLOTS)) {
    throw new RangeError(
      `Cannot ${what}: maxTableEntries must be an integer of at least ${MIN_TABLE_SLOTS}, received ${entries}`,
    );
  }
  return 2 ** Math.floor(Math.log2(Math.min(entries, MAX_TABLE_SLOTS)));
}

/**
 * {@link tableSlots} for a function's own argument `maxTableEntries` (a shared table's): a
 * TypeError first if it is not a number.
 */
export function sharedTableSlots(what: string, maxTableEntries: unknown): number {
  if (typeof maxTableEntries !== "number") {
    typeFail(what, "maxTableEntries must be a number", maxTableEntries);
  }
  return tableSlots(what, maxTableEntries);
}

/** Throws a TypeError unless `slots` is a number, a RangeError unless a non-negative integer. */
export function checkSlotCount(what: string, slots: unknown): void {
  if (typeof slots !== "number") typeFail(what, "slots must be a number", slots);
  if (!(Number.isSafeInteger(slots) && slots >= 0)) {
    throw new RangeError(
      `Cannot ${what}: slots must be a non-negative integer, received ${slots}`,
    );
  }
}

/** Throws a TypeError unless `onProgress` is a function or undefined. */
export function checkProgress(what: string, onProgress: unknown): void {
  if (onProgress !== undefined && typeof onProgress !== "function") {
    typeFail(what, "onProgress must be a function", onProgress);
  }
}

/** Returns `valueCells`; throws a RangeError unless it is an integer from 0 to `most`. */
export function checkValueCells(what: string, valueCells: number, most: number): number {
  if (!(Number.isSafeInteger(valueCells) && valueCells >= 0 && valueCells <= most)) {
    throw new RangeError(
      `Cannot ${what}: valueCells must be an integer from 0 to ${most}, received ${valueCells}`,
    );
  }
  return valueCells;
}

/**
 * Returns `sharing` (undefined stays undefined); throws a TypeError unless it is `{ memory,
 * thread, threads, poll }` with memory that `isMemory` accepts (made by `maker`), a RangeError
 * unless `thread` is an integer from 0 to `threads - 1`.
 */
export function checkSharing<T extends SolverSharing>(
  what: string,
  sharing: T | undefined,
  isMemory: (memory: SharedArrayBuffer) => boolean,
  maker: string,
): T | undefined {
  if (sharing === undefined) return undefined;
  if (
    sharing === null || typeof sharing !== "object" ||
    !(sharing.memory instanceof SharedArrayBuffer) || !isMemory(sharing.memory) ||
    !(sharing.poll === undefined || typeof sharing.poll === "function")
  ) {
    typeFail(
      what,
      `sharing must be { memory, thread, threads, poll } with memory from ${maker}`,
      sharing,
    );
  }
  if (
    !(Number.isSafeInteger(sharing.threads) && sharing.threads >= 1 &&
      Number.isSafeInteger(sharing.thread) && sharing.thread >= 0 &&
      sharing.thread < sharing.threads)
  ) {
    throw new RangeError(
      `Cannot ${what}: sharing.thread must be an integer from 0 to sharing.threads - 1, received ${sharing.thread} of ${sharing.threads}`,
    );
  }
  return sharing;
}
