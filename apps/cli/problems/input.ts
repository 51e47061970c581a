/**
 * A fast, strict reader for contest inputs: whitespace-separated integers,
 * with errors that say what was expected and where.
 *
 * @module
 */

import { CliError } from "../cli.ts";

/**
 * Reads whitespace-separated tokens from a contest input, one at a time.
 * Errors are {@link CliError}s naming the problem, the item and the token.
 */
export class InputReader {
  #text: string;
  #pos = 0;
  #problem: string;
  #count = 0;

  /**
   * Creates a reader over the whole input.
   *
   * @param problem The problem name, used in error messages.
   * @param text The input.
   */
  constructor(problem: string, text: string) {
    this.#problem = problem;
    this.#text = text;
  }

  #fail(why: string): never {
    throw new CliError(`Cannot read ${this.#problem} input: ${why}`);
  }

  /** Returns the next token, or `undefined` at the end of the input. */
  next(): string | undefined {
    const text = this.#text;
    let i = this.#pos;
    while (i < text.length && text.charCodeAt(i) <= 32) i++;
    if (i >= text.length) {
      this.#pos = i;
      return undefined;
    }
    const start = i;
    while (i < text.length && text.charCodeAt(i) > 32) i++;
    this.#pos = i;
    this.#count++;
    return text.slice(start, i);
  }

  /**
   * Reads an integer in `[min, max]` (safe integers only).
   *
   * @param what What the value is, for the error message (`"q"`, `"x1"`).
   */
  int(what: string, min: number, max: number): number {
    // Fast path: a plain decimal of at most 15 digits followed by whitespace
    // or the end, read in place; anything else takes the checked path below.
    const text = this.#text;
    let i = this.#pos;
    while (i < text.length && text.charCodeAt(i) <= 32) i++;
    const start = i;
    const negative = i < text.length && text.charCodeAt(i) === 45;
    if (negative) i++;
    let value = 0;
    let digits = 0;
    for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) {
      value = value * 10 + (c - 48);
      digits++;
    }
    if (digits > 0 && digits <= 15 && !(text.charCodeAt(i) > 32)) {
      if (negative) value = -value;
      if (value >= min && value <= max) {
        this.#pos = i;
        this.#count++;
        return value;
      }
    }
    this.#pos = start;
    return this.#checkedInt(what, min, max);
  }

  #checkedInt(what: string, min: number, max: number): number {
    const token = this.next();
    if (token === undefined) this.#fail(`expected ${what}, found the end of the input`);
    if (!/^-?\d+$/.test(token)) {
      this.#fail(`expected an integer for ${what} (token ${this.#count}), received "${token}"`);
    }
    const value = Number(token);
    if (!(value >= min && value <= max)) {
      this.#fail(`${what} must be from ${min} to ${max}, received ${token}`);
    }
    return value;
  }

  /** Fails unless only whitespace is left. */
  end(): void {
    const token = this.next();
    if (token !== undefined) this.#fail(`unexpected extra input "${token}"`);
  }
}
