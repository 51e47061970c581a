/**
 * `cgt nimber`: evaluate an expression of nimbers (sum, product, quotient, inverse, square root).
 *
 * @module
 */

import { nimSumBigInt } from "@cgt/impartial";
import { nimberInverse, nimberProduct, nimberQuotient, nimberSqrt } from "@cgt/nim";
import { type Command, type Io, parse, quote, UsageError, writeJson } from "../cli.ts";

/**
 * The most decimal digits of one number in an expression: the nimbers then lie below 2^4096,
 * where a product, inverse or square root takes a few milliseconds.
 */
const MAX_DIGITS = 1000;

const HELP = `cgt nimber: evaluate an expression of nimbers of any size

USAGE:
  cgt nimber <expr> [--json]

EXPRESSIONS:
  123          a decimal integer of at most ${MAX_DIGITS} digits (results may be longer)
  x + y        nim-sum (bitwise XOR)
  x * y        nim-product
  x / y        nim-quotient x * inv(y); y must not be 0
  inv(x)       nim-inverse; x must not be 0
  sqrt(x)      nim-square root (every nimber has exactly one)
  ( x )        grouping
  * and / bind tighter than +, and all three group from the left. Spaces
  between tokens are ignored; several arguments are joined with spaces. Quote
  the expression in the shell so that * and ( ) reach cgt.

OPTIONS:
  -h, --help  Show this help
      --json  Print {"value": "<decimal>"} (a string: values may pass 2^53)

EXAMPLES:
  cgt nimber '21508 * 42689'        # 35202
  cgt nimber '2 * 2 + 1'            # 2
  cgt nimber 'inv(2)'               # 3
  cgt nimber 'sqrt(3) * inv(2)'     # 2 * 3 = 1
  cgt nimber '(3 + 5) / 7' --json   # {"value":"10"}
  cgt nimber '18446744073709551616 * 18446744073709551616'
                                    # 2^64 * 2^64 = 3 * 2^63 = 27670116110564327424
`;

/** The deepest nesting of parentheses accepted (the evaluator recurses once per level). */
const MAX_DEPTH = 200;

/** A recursive-descent evaluator; positions in errors count characters from 1. */
class Evaluator {
  #text: string;
  #pos = 0;
  #depth = 0;

  constructor(text: string) {
    this.#text = text;
  }

  evaluate(): bigint {
    const value = this.#sum();
    this.#skip();
    if (this.#pos < this.#text.length) this.#fail("an operator or the end");
    return value;
  }

  #skip(): void {
    while (this.#pos < this.#text.length && /\s/.test(this.#text[this.#pos])) this.#pos++;
  }

  #fail(expected: string): never {
    const found = this.#pos < this.#text.length
      ? `"${this.#text[this.#pos]}"`
      : "the end of the expression";
    throw new SyntaxError(
      `Cannot parse nimber expression: expected ${expected} at position ${
        this.#pos + 1
      }, found ${found}`,
    );
  }

  #peek(): string {
    this.#skip();
    return this.#text[this.#pos] ?? "";
  }

  #sum(): bigint {
    if (++this.#depth > MAX_DEPTH) {
      throw new RangeError(
        `Cannot parse nimber expression: parentheses may nest at most ${MAX_DEPTH} deep, exceeded at position ${
          this.#pos + 1
        }`,
      );
    }
    let value = this.#product();
    while (this.#peek() === "+") {
      this.#pos++;
      value = nimSumBigInt([value, this.#product()]);
    }
    this.#depth--;
    return value;
  }

  #product(): bigint {
    let value = this.#factor();
    for (;;) {
      const op = this.#peek();
      if (op !== "*" && op !== "/") return value;
      this.#pos++;
      const right = this.#factor();
      if (op === "*") value = nimberProduct(value, right);
      else if (right === 0n) {
        throw new RangeError("Cannot evaluate nimber expression: division by 0");
      } else value = nimberQuotient(value, right);
    }
  }

  #factor(): bigint {
    const c = this.#peek();
    if (c === "(") {
      this.#pos++;
      const value = this.#sum();
      if (this.#peek() !== ")") this.#fail('")"');
      this.#pos++;
      return value;
    }
    if (/\d/.test(c)) {
      const start = this.#pos;
      while (/\d/.test(this.#text[this.#pos] ?? "")) this.#pos++;
      const digits = this.#text.slice(start, this.#pos);
      if (digits.length > MAX_DIGITS) {
        throw new RangeError(
          `Cannot evaluate nimber expression: numbers may have at most ${MAX_DIGITS} digits, received ${
            quote(digits)
          } (${digits.length} digits) at position ${start + 1}`,
        );
      }
      return BigInt(digits);
    }
    const name = /^[a-z]+/i.exec(this.#text.slice(this.#pos))?.[0];
    if (name === "inv" || name === "sqrt") {
      this.#pos += name.length;
      if (this.#peek() !== "(") this.#fail(`"(" after ${name}`);
      this.#pos++;
      const argument = this.#sum();
      if (this.#peek() !== ")") this.#fail('")"');
      this.#pos++;
      if (name === "sqrt") return nimberSqrt(argument);
      if (argument === 0n) {
        throw new RangeError("Cannot evaluate nimber expression: 0 has no inverse, in inv(0)");
      }
      return nimberInverse(argument);
    }
    this.#fail('a number, "(", "inv(" or "sqrt("');
  }
}

/**
 * Evaluates a nimber expression (see the help text for the language).
 *
 * @param text The expression.
 * @returns Its value, a nimber (a non-negative bigint).
 * @throws {SyntaxError} If the expression cannot be parsed (the message gives the position).
 * @throws {RangeError} For a number of more than 1000 digits, a division by 0 or inv(0).
 */
export function evaluateNimberExpression(text: string): bigint {
  return new Evaluator(text).evaluate();
}

function runNimber(args: string[], io: Io): number {
  const parsed = parse(args);
  if (parsed.positionals.length === 0) {
    throw new UsageError('missing expression; run "cgt nimber --help"');
  }
  const value = evaluateNimberExpression(parsed.positionals.join(" "));
  if (parsed.values.json) writeJson(io, { value: value.toString() });
  else io.stdout(`${value}\n`);
  return 0;
}

/** The `cgt nimber` command. */
export const nimberCommand: Command = {
  name: "nimber",
  help: HELP,
  run: runNimber,
};
