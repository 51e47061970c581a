/**
 * The tokenizer both notation parsers read with (private): a cursor over the text, white space
 * skipped before every token, the character classes of the grammar, the tokens the short-game
 * and loopy grammars share (slash runs, quoted and integer arguments, downs), and their errors.
 *
 * @module
 */

import type { NamedArgument, NamedValue } from "./_named_argument.ts";
import type { CgsuiteLiteral } from "./_cgsuite_forms.ts";

/** Whether a UTF-16 code unit is white space as `\s` means it in a regular expression. */
export function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c > 127 && /\s/.test(String.fromCharCode(c)));
}

/** Whether a UTF-16 code unit is an ASCII digit (`\d`). */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Whether a UTF-16 code unit may start a name (`[A-Za-z_]`). */
export function isNameStart(c: number): boolean {
  const lower = c | 32;
  return (lower >= 97 && lower <= 122) || c === 95;
}

/** The end of the name (`[A-Za-z_][A-Za-z0-9_]*`) of `text` starting at `from` (`from` if none). */
export function nameEnd(text: string, from: number): number {
  if (from >= text.length || !isNameStart(text.charCodeAt(from))) return from;
  let i = from + 1;
  while (i < text.length && (isNameStart(text.charCodeAt(i)) || isDigit(text.charCodeAt(i)))) i++;
  return i;
}

/** The end of the run of ASCII digits of `text` that starts at `from` (`from` if none). */
export function digitsEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isDigit(text.charCodeAt(i))) i++;
  return i;
}

/** Whether `name` is a downs literal (`v`, `vv`, `v3`): `v+` or `v` and digits. */
function isDownsName(name: string): boolean {
  if (name.length === 0 || name.charCodeAt(0) !== 118) return false;
  let i = 1;
  while (i < name.length && name.charCodeAt(i) === 118) i++;
  if (i === name.length) return true;
  return i === 1 && digitsEnd(name, 1) === name.length;
}

/**
 * A recursive-descent parser's cursor over `text`: `pos` is the next character, `depth` the
 * current nesting of braces and parentheses. Errors name the thing being parsed (`"game"`,
 * `"loopy game"`) and the 1-based column.
 */
export class Tokenizer {
  readonly text: string;
  pos = 0;
  depth = 0;
  readonly #subject: string;
  readonly #maxNesting: number;
  /**
   * The refusal of an item of what can only be a tuple or a list (`(^, 1)`, `[^]`), which
   * {@link literalCompound} passes on instead of trying the text as something else.
   */
  #itemFailure: unknown = undefined;

  constructor(text: string, subject: string, maxNesting: number) {
    this.text = text;
    this.#subject = subject;
    this.#maxNesting = maxNesting;
  }

  /** Throws the SyntaxError `Cannot parse <subject>: <message> at column <at + 1>, in "<text>"`. */
  fail(message: string, at: number = this.pos): never {
    throw new SyntaxError(
      `Cannot parse ${this.#subject}: ${message} at column ${at + 1}, in "${this.text}"`,
    );
  }

  /** Moves past white space. */
  skip(): void {
    const text = this.text;
    while (this.pos < text.length && isSpace(text.charCodeAt(this.pos))) this.pos++;
  }

  /** The next character after white space ("" at the end), without consuming it. */
  peek(): string {
    this.skip();
    return this.text[this.pos] ?? "";
  }

  /** Whether `s` comes next after white space. */
  startsWith(s: string): boolean {
    this.skip();
    return this.text.startsWith(s, this.pos);
  }

  /** Consumes the character `c`, which must come next, or fails. */
  expect(c: string): void {
    if (this.peek() !== c) {
      this.fail(
        this.pos >= this.text.length ? `expected "${c}" but the input ended` : `expected "${c}"`,
      );
    }
    this.pos++;
  }

  /** Goes one level deeper, with a RangeError past the nesting limit. */
  enter(): void {
    if (++this.depth > this.#maxNesting) {
      throw new RangeError(
        `Cannot parse ${this.#subject}: nesting deeper than ${this.#maxNesting} levels at column ${
          this.pos + 1
        }`,
      );
    }
  }

  /** Whether `+-` or `±` comes next. */
  isPlusMinus(): boolean {
    return this.startsWith("+-") || this.startsWith("±");
  }

  /** Consumes the `+-` or `±` that {@link Tokenizer.isPlusMinus} found. */
  eatPlusMinus(): void {
    this.pos += this.text[this.pos] === "±" ? 1 : 2;
  }

  /** Consumes a run of `|` at the cursor and returns its length. */
  slashRun(): number {
    let n = 0;
    while (this.text[this.pos] === "|") {
      this.pos++;
      n++;
    }
    return n;
  }

  /**
   * A function argument that is a literal: a double-quoted string (returned without its
   * quotes) or an integer followed by `,` or `)` (as a bigint); undefined, with the cursor
   * unmoved, for any other argument.
   */
  literalArgument(): string | bigint | undefined {
    this.skip();
    const text = this.text;
    if (text[this.pos] === '"') {
      const end = text.indexOf('"', this.pos + 1);
      if (end < 0) this.fail("unterminated string");
      const s = text.slice(this.pos + 1, end);
      this.pos = end + 1;
      return s;
    }
    const start = text[this.pos] === "-" ? this.pos + 1 : this.pos;
    const end = digitsEnd(text, start);
    if (end === start) return undefined;
    let after = end;
    while (after < text.length && isSpace(text.charCodeAt(after))) after++;
    if (text[after] !== "," && text[after] !== ")") return undefined;
    const value = BigInt(text.slice(this.pos, end));
    this.pos = end;
    return value;
  }

  /**
   * A named argument `option => value` (CGSuite's way of passing a ruleset's parameters), if
   * a name and `=>` come next; undefined, with the cursor unmoved, otherwise.
   */
  namedArgument(): NamedArgument | undefined {
    this.skip();
    const end = nameEnd(this.text, this.pos);
    if (end === this.pos) return undefined;
    let after = end;
    while (after < this.text.length && isSpace(this.text.charCodeAt(after))) after++;
    if (!this.text.startsWith("=>", after)) return undefined;
    const option = this.text.slice(this.pos, end);
    this.pos = after + 2;
    const value = this.namedValue();
    return Object.freeze({ option, value });
  }

  /**
   * The arguments `(a, b, ...)` of a call, parentheses included, each read by `read`: the
   * argument lists of the short and the loopy notation.
   */
  argumentsOf<A>(read: () => A): A[] {
    this.enter();
    this.pos++;
    const args: A[] = [];
    if (this.peek() !== ")") {
      for (;;) {
        args.push(read());
        if (this.peek() !== ",") break;
        this.pos++;
      }
    }
    this.expect(")");
    this.depth--;
    return args;
  }

  /**
   * A {@link literalCompound} argument of a call of `name`, if one comes next: refused at its
   * column unless `literals` (the function's CGSuite forms allow tuples, lists and sets).
   */
  compoundArgument(name: string, literals: boolean): CgsuiteLiteral | undefined {
    const at = this.pos;
    const compound = this.literalCompound();
    if (compound !== undefined && !literals) {
      const kind = "tuple" in compound ? "tuple" : "list" in compound ? "list" : "set";
      this.fail(
        `${name}() takes no ${kind} (CGSuite's tuples, lists and sets are read only as arguments of its ruleset names, such as Wythoff((10, 11)))`,
        at,
      );
    }
    return compound;
  }

  /**
   * A CGScript tuple `(10, 11)` (two items or more), list `[2, 3, 7]` or set `{1, 2}` written
   * as a positional argument, if one comes next and is followed by `,` or `)`; undefined, with
   * the cursor and nesting unmoved, otherwise (a parenthesised expression `(1+1)`, braces of a
   * game `{1|0}`). Its items are read as a named argument's values are. The look-ahead stops
   * where the text stops being such a literal, so it costs no more than the literal's length.
   */
  literalCompound(): CgsuiteLiteral | undefined {
    const c = this.peek();
    if (c !== "(" && c !== "[" && c !== "{") return undefined;
    const at = this.pos;
    const depth = this.depth;
    let value: NamedValue;
    try {
      value = this.namedValue();
    } catch (error) {
      if (!(error instanceof SyntaxError) || error === this.#itemFailure) throw error;
      this.pos = at;
      this.depth = depth;
      return undefined;
    }
    const next = this.peek();
    const literal = value as CgsuiteLiteral;
    const accepted = (next === "," || next === ")") &&
      ("tuple" in literal
        ? literal.tuple.length >= 2
        : "list" in literal || ("set" in literal && literal.set.length >= 1));
    if (!accepted) {
      this.pos = at;
      this.depth = depth;
      return undefined;
    }
    return literal;
  }

  /**
   * The error `error` thrown by a notation function called at `at`, with the call's column: a
   * SyntaxError or RangeError (of exactly those classes) becomes one of the same class whose
   * message is the function's own followed by ` at column <at + 1>, in "<text>"`, so that its
   * start still says what could not be done; any other error, or one the parser already placed
   * (its message starts `Cannot parse`), is returned as it is.
   */
  placed(error: unknown, at: number): unknown {
    if (!(error instanceof Error)) return error;
    const kind = error.constructor === SyntaxError
      ? SyntaxError
      : error.constructor === RangeError
      ? RangeError
      : undefined;
    if (kind === undefined || error.message.startsWith("Cannot parse")) return error;
    return new kind(`${error.message} at column ${at + 1}, in "${this.text}"`);
  }

  /**
   * Refuses a tuple `(a, b)` that stands where a game is expected (at `at`): CGSuite's tuples
   * are read only as arguments of the functions that take them (`Wythoff((10, 11))`).
   */
  failTuple(at: number): never {
    return this.fail(
      "a tuple (a, b) is not a game: CGSuite's tuples are read only as arguments of its ruleset names, such as Wythoff((10, 11))",
      at,
    );
  }

  /**
   * A name qualified by CGSuite's package, `game.grid.Domineering`, at the cursor, which is
   * just past `game`: the package (`game.grid`) and the name, with the cursor after the name;
   * undefined, with the cursor unmoved, when `game` is not followed by `.package.Name`.
   */
  qualifiedName(): { library: string; name: string; at: number } | undefined {
    const text = this.text;
    const start = this.pos;
    if (text[start] !== ".") return undefined;
    const libraryEnd = nameEnd(text, start + 1);
    if (libraryEnd === start + 1 || text[libraryEnd] !== ".") return undefined;
    const nameAt = libraryEnd + 1;
    const end = nameEnd(text, nameAt);
    if (end === nameAt) return undefined;
    this.pos = end;
    return {
      library: `game.${text.slice(start + 1, libraryEnd)}`,
      name: text.slice(nameAt, end),
      at: nameAt,
    };
  }

  /**
   * An item of a literal tuple, list or set that ends at `,` or `close`: a CGScript literal, or,
   * where the reader computes games ({@link Tokenizer.integerItem}), an expression whose value is
   * an integer (`(2+1, 3)`, as CGSuite computes `(m+1, n)`). `first` says whether it is the
   * first item: an item that is no integer in a list, or in parentheses after or before a
   * comma, is refused as such (a tuple's item must be an integer), since the text can be
   * nothing else; in braces it may still be a game's option (`{^, *|0}`).
   */
  compoundItem(close: string, first: boolean): NamedValue {
    const at = this.pos;
    const depth = this.depth;
    try {
      const item = this.namedValue();
      const next = this.peek();
      if (next === "," || next === close || this.startsWith("=>")) {
        // An item in parentheses is the item itself, as in CGScript: ((1+1), 2) is (2, 2).
        const single = typeof item === "object" && item !== null && "tuple" in item &&
          item.tuple.length === 1;
        return single ? item.tuple[0] : item;
      }
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
    }
    this.pos = at;
    this.depth = depth;
    let value: bigint | undefined;
    try {
      value = this.integerItem();
    } catch (error) {
      if (close === "]" || (close === ")" && (!first || this.peek() === ","))) {
        this.#itemFailure = error;
      }
      throw error;
    }
    if (value === undefined) return this.namedValue();
    return value;
  }

  /**
   * An expression at the cursor whose value is an integer, as a tuple item (`2+1` in
   * `(2+1, 3)`), read by a reader that computes games: this one computes none, so undefined.
   * A subclass reads the expression and fails (SyntaxError) when its value is no integer.
   */
  integerItem(): bigint | undefined {
    return undefined;
  }

  /** A CGScript literal after `=>`: integer, boolean, string, name, list, set, map or tuple. */
  namedValue(): NamedValue {
    const c = this.peek();
    const text = this.text;
    if (c === '"') {
      const end = text.indexOf('"', this.pos + 1);
      if (end < 0) this.fail("unterminated string");
      const s = text.slice(this.pos + 1, end);
      this.pos = end + 1;
      return s;
    }
    if (c === "-" || isDigit(text.charCodeAt(this.pos))) {
      const start = this.pos;
      const end = digitsEnd(text, c === "-" ? start + 1 : start);
      if (end === start + (c === "-" ? 1 : 0)) this.fail('expected a value after "=>"');
      this.pos = end;
      return BigInt(text.slice(start, end));
    }
    if (c === "[" || c === "(" || c === "{") {
      const close = c === "[" ? "]" : c === "(" ? ")" : "}";
      this.enter();
      this.pos++;
      const items: NamedValue[] = [];
      const pairs: [NamedValue, NamedValue][] = [];
      if (this.peek() !== close) {
        for (;;) {
          const item = this.compoundItem(close, items.length === 0 && pairs.length === 0);
          if (c === "{" && this.startsWith("=>") && items.length === 0) {
            this.pos += 2;
            pairs.push([item, this.namedValue()]);
          } else if (pairs.length > 0) {
            this.fail('expected "=>" in a map');
          } else {
            items.push(item);
          }
          if (this.peek() !== ",") break;
          this.pos++;
        }
      }
      this.expect(close);
      this.depth--;
      if (pairs.length > 0) return { map: pairs };
      return c === "[" ? { list: items } : c === "(" ? { tuple: items } : { set: items };
    }
    let end = nameEnd(text, this.pos);
    if (end === this.pos) this.fail('expected a value after "=>"');
    // Dotted names such as Coordinates.Compass.
    while (text[end] === "." && nameEnd(text, end + 1) > end + 1) end = nameEnd(text, end + 1);
    const word = text.slice(this.pos, end);
    this.pos = end;
    return word === "true" ? true : word === "false" ? false : { word };
  }

  /**
   * CGSuite's method call on the term before it (Cgsuite.g `postfixExpr`, `g.Pow(2)`): if a
   * `.` comes next, consumes it and the method's name after it (white space may stand around
   * the `.`, which CGSuite's lexer skips) and returns the name and the index where it starts;
   * undefined, having moved only past white space, when no `.` comes next. A `.` not followed by a name
   * fails: `^.`, `^..Pow(2)` and `1.5` (CGSuite has no decimal literals) are not notation.
   */
  methodName(): { name: string; at: number } | undefined {
    if (this.peek() !== ".") return undefined;
    this.pos++;
    this.skip();
    const at = this.pos;
    const end = nameEnd(this.text, at);
    if (end === at) {
      const c = this.text.charCodeAt(at);
      this.fail(
        at >= this.text.length
          ? 'expected a method name after "." but the input ended'
          : isDigit(c)
          ? 'expected a method name after "." (decimals are not notation: write 3/2 for 1.5)'
          : 'expected a method name after "."',
      );
    }
    this.pos = end;
    return { name: this.text.slice(at, end), at };
  }

  /**
   * The arguments `(a, b)` of the method `name`, which takes `count` of them (none, one or
   * two): each read by `read(index, at)`, `at` being where it starts after white space; too few
   * or too many fail with the count, where the list ends or the extra argument starts, and a
   * method without arguments refuses a `(` after it (`g.Mean()`: CGSuite's properties take none).
   */
  methodArguments<T>(name: string, count: number, read: (index: number, at: number) => T): T[] {
    if (count === 0) {
      if (this.peek() === "(") this.fail(`${name} takes no arguments`);
      return [];
    }
    const takes = `${name} takes ${count === 1 ? "one argument" : "two arguments"}`;
    if (this.peek() !== "(") this.fail(`expected "(" after "${name}"`);
    this.enter();
    this.pos++;
    if (this.peek() === ")") this.fail(`${takes}, received none`);
    const args: T[] = [];
    for (;;) {
      this.skip();
      args.push(read(args.length, this.pos));
      if (this.peek() !== ",") break;
      if (args.length === count) this.fail(`${takes}, received more`);
      this.pos++;
    }
    if (args.length < count && this.peek() === ")") {
      this.fail(`${takes}, received ${args.length === 1 ? "one" : args.length}`);
    }
    this.expect(")");
    this.depth--;
    return args;
  }

  /**
   * A player argument of the method `name` at the cursor: CGSuite's `Left` or `Right`
   * (`g.Stop(Left)`), as `"left"` or `"right"`.
   */
  player(name: string): "left" | "right" {
    this.skip();
    const at = this.pos;
    const end = nameEnd(this.text, at);
    const word = this.text.slice(at, end);
    if (word !== "Left" && word !== "Right") {
      this.fail(`${name} takes a player, Left or Right`, at);
    }
    this.pos = end;
    return word === "Left" ? "left" : "right";
  }

  /**
   * Refuses a method call right after a fraction literal read from `start` to the cursor (after a minus sign if `negative`): CGSuite reads
   * `1/2.Birthday` as 1 / (2.Birthday) (its `/` is a division, looser than a call), cgt reads
   * `1/2` as one literal, so the text is refused rather than read another way.
   */
  failFractionMethod(start: number, negative: boolean): never {
    const literal = (negative ? "-" : "") + this.text.slice(start, this.pos).trim();
    const name = this.text.slice(this.pos + 1, nameEnd(this.text, this.pos + 1)) || "Name";
    return this.fail(
      `a method call after a fraction is ambiguous: write (${literal}).${name}, as CGSuite reads 1/2.${name} as 1/(2.${name})`,
      this.pos,
    );
  }

  /** Whether a downs literal (`v`, `vv`, `v3`, ...) starts at the cursor (not a call `v(...)`). */
  downsAhead(): boolean {
    const end = nameEnd(this.text, this.pos);
    if (!isDownsName(this.text.slice(this.pos, end))) return false;
    let after = end;
    while (after < this.text.length && isSpace(this.text.charCodeAt(after))) after++;
    return this.text[after] !== "(";
  }
}
