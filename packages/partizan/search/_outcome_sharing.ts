/**
 * What an `OutcomeSolver` needs from a search shared between threads (private): the key under
 * which a parallel search hands it its sharing (an option no public type names), and the
 * sentinel that ends a root question another thread answered.
 *
 * @module
 */

import type { Game } from "../game.ts";

/** The options key of an {@link OutcomeSharing} (set only by parallel_outcome.ts). */
export const SHARING: unique symbol = Symbol("cgt outcome sharing");

/** A root question: 1 Left moving first, 2 Right moving first, 0 none (a witness search). */
export type Question = 0 | 1 | 2;

/** One thread's part in a shared outcome search. */
export interface OutcomeSharing {
  /** This thread's number: 0 is the calling thread; others vary their move order. */
  readonly thread: number;
  readonly threads: number;
  /** The result bits the shared table holds for the node (valued sum, rest of key), or 0. */
  get(sum: Game, rest: string): number;
  /** Or-s result bits into the shared table's entry for the node, if there is room. */
  add(sum: Game, rest: string, bits: number): void;
  /**
   * The value of a component another thread stored under its key: null if it was not valued
   * within the budget, undefined if nothing is stored.
   */
  value(key: string): Game | null | undefined;
  /** Stores the value of a component (null: not valued within the budget), if there is room. */
  setValue(key: string, value: Game | null): void;
  /** The nodes this thread may visit next (at least 1), from the budget of all threads. */
  reserve(): number;
  /**
   * Called every {@link POLL_EVERY} nodes, with the question being searched: counts the steps
   * and nodes, and throws {@link RootAnswered} when another thread answered that question.
   */
  poll(question: Question): void;
  /** What is known of the root question: undefined until a thread answers it. */
  answer(question: 1 | 2): boolean | undefined;
  /** Publishes this thread's answer to a root question. */
  setAnswer(question: 1 | 2, win: boolean): void;
}

/** How many nodes pass between calls of {@link OutcomeSharing.poll}. */
export const POLL_EVERY = 16;

/** Thrown by {@link OutcomeSharing.poll} to end a root question another thread answered. */
export class RootAnswered extends Error {
  constructor() {
    super("the root question was answered by another thread");
    this.name = "RootAnswered";
  }
}
