/**
 * Reads misère canonical forms in CGSuite's notation (`*[2[2]321]`, `*[4,2]`), the inverse of
 * `MisereGames.format`.
 *
 * @module
 */

import type { MisereGameId, MisereGames } from "./misere.ts";

export { MisereGames } from "./misere.ts";
export type {
  Genus,
  MisereFormatOptions,
  MisereGameId,
  MisereGamesOptions,
  Phylum,
} from "./misere.ts";
export type { ImpartialOutcome } from "../grundy.ts";
import { misereMinus } from "./misere_parts.ts";

/** The longest form text accepted. */
export const MAX_MISERE_FORM_LENGTH = 1_000_000;
/** The largest Nim heap a form may name. */
export const MAX_MISERE_FORM_HEAP = 4096;
/** The deepest nesting of brackets and parentheses accepted. */
const MAX_DEPTH = 500;

/**
 * Reads a misère canonical form written as CGSuite prints it or as CGSuite reads it, and returns
 * its id in `games`.
 *
 * Printed form (what {@link MisereGames.format} writes, no commas): `*[x]` with one item is that
 * item, `*[x y ...]` the game whose options are the items. An item is a Nim heap written as one
 * digit or `&n;`, or `(x y ...)`, a game with two or more options; followed by suffixes read left
 * to right: `#` is the game whose only option is what precedes, a digit k (or `&k;`) adds *k,
 * `-k` subtracts *k. Suffixes after the first item of a chain are bracketed: `2[#-2]`.
 * So `*[42]` is the game with options *4 and *2, and `*[&42;]` the heap *42.
 *
 * List form (CGSuite's input, recognised by a comma, a `+`, a nested `[` or `*` at the top): a
 * comma-separated list of elements, each a sum (`+`) of Nim heaps (any integer), lists (the game
 * whose options are the list's elements) and forms `*[...]`; a list of one element is that
 * element at the top level: `*[4,2]`, `*[[2],0]`, `*[[*[4]+*[2]]]`. Forms may be added at the
 * top level too: `*[2]+*[2]`.
 *
 * @param games The registry to build the game in.
 * @param text The form.
 * @returns The id of the game.
 * @throws {TypeError} If `games` is not a registry or `text` not a string.
 * @throws {SyntaxError} If `text` is not a form (a `-k` that does not subtract included).
 * @throws {RangeError} If the text is longer than {@link MAX_MISERE_FORM_LENGTH}, nests deeper
 *   than 500, or names a heap above {@link MAX_MISERE_FORM_HEAP}.
 *
 * @example The printed form and the list form of *2 + *2, and a round trip
 * ```ts
 * import { MisereGames } from "@cgt/impartial/misere";
 * import { parseMisereForm } from "@cgt/impartial/parse-misere-form";
 * import assert from "node:assert/strict";
 *
 * const games = new MisereGames();
 * const two = games.nimHeap(2);
 * assert.equal(parseMisereForm(games, "*[2[2]]"), games.add(two, two));
 * assert.equal(parseMisereForm(games, "*[*[2]+*[2]]"), games.add(two, two));
 * assert.equal(games.format(parseMisereForm(games, "*[[2],0]")), "*[2#0]");
 * ```
 */
export function parseMisereForm(games: MisereGames, text: string): MisereGameId {
  const g = games as { fromOptions?: unknown } | null;
  if (typeof g !== "object" || g === null || typeof g.fromOptions !== "function") {
    throw new TypeError(
      `Cannot read misère form: expected a MisereGames registry, received ${typeof games}`,
    );
  }
  if (typeof text !== "string") {
    throw new TypeError(`Cannot read misère form: expected a string, received ${typeof text}`);
  }
  if (text.length > MAX_MISERE_FORM_LENGTH) {
    throw new RangeError(
      `Cannot read misère form: it is longer than ${MAX_MISERE_FORM_LENGTH} characters, received ${text.length} characters`,
    );
  }
  return new Reader(games, text).top();
}

class Reader {
  #games: MisereGames;
  #text: string;
  #i = 0;
  #depth = 0;
  constructor(games: MisereGames, text: string) {
    this.#games = games;
    this.#text = text;
  }

  #fail(why: string): never {
    const shown = this.#text.length > 60 ? `${this.#text.slice(0, 60)}...` : this.#text;
    throw new SyntaxError(
      `Cannot read misère form: ${why} at character ${this.#i + 1}, received "${shown}"`,
    );
  }
  #skip(): void {
    while (/\s/.test(this.#text[this.#i] ?? "")) this.#i++;
  }
  #peek(): string {
    return this.#text[this.#i] ?? "";
  }
  #expect(c: string): void {
    if (this.#peek() !== c) this.#fail(`expected "${c}"`);
    this.#i++;
  }
  #enter(): void {
    if (++this.#depth > MAX_DEPTH) {
      throw new RangeError(
        `Cannot read misère form: it nests deeper than ${MAX_DEPTH}, received ${this.#text.length} characters`,
      );
    }
  }
  #heap(n: number): MisereGameId {
    if (n > MAX_MISERE_FORM_HEAP) {
      throw new RangeError(
        `Cannot read misère form: Nim heaps above ${MAX_MISERE_FORM_HEAP} are not accepted, received ${n}`,
      );
    }
    return this.#games.nimHeap(n);
  }

  top(): MisereGameId {
    this.#skip();
    let id = this.#star();
    this.#skip();
    while (this.#peek() === "+") {
      this.#i++;
      this.#skip();
      id = this.#games.add(id, this.#star());
      this.#skip();
    }
    if (this.#i < this.#text.length) this.#fail("unexpected text");
    return id;
  }

  /** `*[...]` in either style. */
  #star(): MisereGameId {
    this.#expect("*");
    this.#skip();
    this.#expect("[");
    const start = this.#i;
    // Find the matching bracket to choose the style.
    let depth = 1, j = start, list = false;
    for (; j < this.#text.length && depth > 0; j++) {
      const c = this.#text[j];
      if (c === "[") depth++;
      else if (c === "]") depth--;
      if (depth === 1 && (c === "," || c === "+" || c === "*")) list = true;
    }
    if (depth > 0) {
      this.#i = this.#text.length;
      this.#fail('missing "]"');
    }
    if (/^\s*\[/.test(this.#text.slice(start, j - 1))) list = true;
    this.#enter();
    let items: MisereGameId[];
    if (list) {
      items = this.#elements();
    } else {
      items = [];
      this.#skip();
      while (this.#peek() !== "]") {
        items.push(this.#item());
        this.#skip();
      }
      if (items.length === 0) this.#fail("expected a game");
    }
    this.#expect("]");
    this.#depth--;
    return items.length === 1 ? items[0] : this.#games.fromOptions(items);
  }

  /** Printed style: an atom and its suffixes. */
  #item(): MisereGameId {
    this.#enter();
    let x = this.#atom();
    while (this.#peek() === "#") {
      this.#i++;
      x = this.#games.fromOptions([x]);
    }
    if (this.#peek() === "[") {
      this.#i++;
      while (this.#peek() !== "]") {
        const c = this.#peek();
        if (c === "#") {
          this.#i++;
          x = this.#games.fromOptions([x]);
        } else if (c === "-") {
          this.#i++;
          const k = this.#heapDigit();
          const d = misereMinus(this.#games, x, this.#heap(k));
          if (d === null) this.#fail(`cannot subtract *${k}: not a part`);
          x = d;
        } else if (/[0-9&]/.test(c)) {
          x = this.#games.add(x, this.#heap(this.#heapDigit()));
        } else {
          this.#fail('expected "#", a digit, "-" or "]"');
        }
      }
      this.#i++;
    }
    this.#depth--;
    return x;
  }

  #heapDigit(): number {
    const c = this.#peek();
    if (/[0-9]/.test(c)) {
      this.#i++;
      return Number(c);
    }
    if (c === "&") {
      const m = /^&([0-9]+);/.exec(this.#text.slice(this.#i, this.#i + 24));
      if (!m) this.#fail('expected "&n;"');
      this.#i += m[0].length;
      return this.#checkedNumber(m[1]);
    }
    return this.#fail("expected a digit");
  }

  #checkedNumber(digits: string): number {
    const n = Number(digits);
    if (!Number.isSafeInteger(n) || n > MAX_MISERE_FORM_HEAP) {
      throw new RangeError(
        `Cannot read misère form: Nim heaps above ${MAX_MISERE_FORM_HEAP} are not accepted, received ${digits}`,
      );
    }
    return n;
  }

  #atom(): MisereGameId {
    const c = this.#peek();
    if (c === "(") {
      this.#i++;
      const items: MisereGameId[] = [];
      while (this.#peek() !== ")") {
        if (this.#i >= this.#text.length) this.#fail('missing ")"');
        items.push(this.#item());
      }
      this.#i++;
      if (items.length < 2) this.#fail("a parenthesised game needs two or more options");
      return this.#games.fromOptions(items);
    }
    return this.#heap(this.#heapDigit());
  }

  /** List style: elements up to the closing bracket (not consumed). */
  #elements(): MisereGameId[] {
    const out: MisereGameId[] = [];
    this.#skip();
    if (this.#peek() === "]") return out;
    for (;;) {
      out.push(this.#sum());
      this.#skip();
      if (this.#peek() === ",") {
        this.#i++;
        continue;
      }
      if (this.#peek() !== "]") this.#fail('expected "," or "]"');
      return out;
    }
  }

  #sum(): MisereGameId {
    let x = this.#term();
    this.#skip();
    while (this.#peek() === "+") {
      this.#i++;
      x = this.#games.add(x, this.#term());
      this.#skip();
    }
    return x;
  }

  #term(): MisereGameId {
    this.#skip();
    const c = this.#peek();
    if (c === "*") return this.#star();
    if (c === "[") {
      this.#i++;
      this.#enter();
      const items = this.#elements();
      this.#expect("]");
      this.#depth--;
      return this.#games.fromOptions(items);
    }
    const m = /^[0-9]+/.exec(this.#text.slice(this.#i, this.#i + 24));
    if (!m) this.#fail("expected a number, a list or *[...]");
    this.#i += m[0].length;
    return this.#heap(this.#checkedNumber(m[0]));
  }
}
